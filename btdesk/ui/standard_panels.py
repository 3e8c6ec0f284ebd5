"""The standard rules' (Total Warfare) lines in the Orders dock: a 'Mech's heat, and what
moving or firing the weapons ticked will make it after this turn's Heat Phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from btdesk.model.standard import effects_at
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.units import UnitKind
from btdesk.rules.modules.standard import heat_preview, sink_capacity, tables_rules

if TYPE_CHECKING:  # the Orders dock's protocol (module_panels imports this file)
    from .module_panels import OrdersHost


def _now(state: GameState, unit: UnitState) -> str:
    effects = effects_at(tables_rules(state.rules).heat, unit.heat)
    return (f"Heat {unit.heat}" + (f" ({effects})" if effects else "")
            + f"; heat sinks take {sink_capacity(state, unit)} a turn.")


def heat_movement_panel(panel: OrdersHost, unit: UnitState) -> None:
    """Heat now, and what each way of moving adds (Total Warfare, Heat Point Table)."""
    state: GameState = panel.controller.state
    if state.definition(unit).kind is not UnitKind.MECH:
        return
    heat = tables_rules(state.rules).heat
    jump = f", jumping {heat.jump_per_hex} a hex (at least {heat.jump_minimum})" \
        if state.definition(unit).movement.jump else ""
    panel.note(f"{_now(state, unit)} Walking makes {heat.walk} heat, running {heat.run}"
               f"{jump}.")


def heat_weapon_panel(panel: OrdersHost, unit: UnitState) -> None:
    """Heat now, and after this turn's Heat Phase if the weapons ticked fire."""
    c = panel.controller
    state: GameState = c.state
    if state.definition(unit).kind is not UnitKind.MECH:
        return
    fired = tuple(i for i, shots in sorted(c.weapons.items()) for _ in range(shots))
    after = heat_preview(state, unit, fired)
    effects = effects_at(tables_rules(state.rules).heat, after)
    moved = unit.moved.mode if unit.moved is not None else MoveMode.STATIONARY
    panel.note(f"{_now(state, unit)} Firing the weapons ticked ({moved.name_for(UnitKind.MECH)} "
               f"this turn): heat {after} after the Heat Phase"
               + (f": {effects}." if effects else "."))
