"""What each optional rule module adds to the Orders dock, by module key: the dock calls
the panel of every module the game has on, so a module's controls live here, not in
the dock's phase code."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from btdesk.model.assault_orders import OrderCloseAssault
from btdesk.model.modules import ASSAULT_ORDERS
from btdesk.model.state import GameState, UnitState
from btdesk.rules.modules.assault_orders import (
    cheapest_assault,
    nearest,
    order_problem,
    orders_of,
    plan,
)


def assault_orders_panel(panel: Any, unit: UnitState) -> None:
    """Seed 001: the unit's order (or the orders it may be given, and why not the
    others), and the way in at the fewest MP, as the rules will hold the move to."""
    c = panel.controller
    state: GameState = c.state
    if unit.moved is not None or unit.position is None:
        return
    target_uid = orders_of(state).orders.get(unit.uid)
    if target_uid is None:
        offered = False
        first: tuple[UnitState, str] | None = None  # the nearest refusal, if none is offered
        for target in nearest(state, unit):
            problem = order_problem(state, unit, target)
            if problem is not None:
                first = first or (target, problem)
            else:
                offered = True
                where = target.position.label if target.position else "?"
                panel._button(f"order_{target.uid}",
                              f"Order Close Assault on {target.name} ({where})",
                              lambda _=False, t=target.uid: _order(c, unit.uid, t), True)
        if not offered and first is not None:
            panel.note(f"No Close Assault order on {first[0].name}: {first[1]}.")
        return
    p = plan(state, unit)
    if p is None:
        panel.note(f"{unit.name}'s order lapsed: its target has gone.")
        return
    label = p.target.position.label if p.target.position else "?"
    if not p.can_reach:
        panel.note(f"Ordered to Close Assault {p.target.name} ({label}), out of reach this "
                   f"turn: end {p.nearest} hexes from it; it fires at +1 this turn (seed 001).")
        return
    way = cheapest_assault(state, unit)
    cost = min(p.cheapest.values())
    panel.note(f"Ordered to Close Assault {p.target.name} ({label}): go straight in, "
               f"{cost} MP at least (seed 001).")
    if way is not None:
        path = " ".join(s.value for s in way.steps)
        panel._button("order_go", f"Go in: {way.mode.value} {path} ({cost} MP)",
                      lambda: c.submit(way), True)


def _order(c: Any, uid: str, target: str) -> None:
    """Give the order and keep the unit selected: it is the one that moves next."""
    if c.submit(OrderCloseAssault(uid, target)):
        c.select(uid)


#: The Orders dock's movement panel of each module, by option key.
MOVEMENT_PANELS: dict[str, Callable[[Any, UnitState], None]] = {
    ASSAULT_ORDERS.key: assault_orders_panel,
}
