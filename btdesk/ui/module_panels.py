"""What each optional rule module adds to the window, by module key: the Orders dock calls
the panel of every module the game has on, and the main window builds each module's own
dock, so a module's controls live here, not in the dock's phase code."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from btdesk.model.assault_orders import OrderCloseAssault
from btdesk.model.commands import (
    AntiMechAttack,
    BrushOff,
    ClimbOn,
    DeclareAttack,
    DeclarePhysical,
    DriveErratically,
    DropFlat,
    EndSwarm,
)
from btdesk.model.modules import ASSAULT_ORDERS, MULTI_MODEL, STANDARD, TW_INFANTRY
from btdesk.model.multi_model import ChooseLeader, EndPlacement
from btdesk.model.state import GameState, UnitState
from btdesk.model.tw_infantry import AntiMech
from btdesk.printing.record_sheet import transport_line
from btdesk.rules import attack_options, building_blow_options, physical_options, psr_modifiers
from btdesk.rules.modules import multi_model as mm
from btdesk.rules.modules import tw_infantry as tw
from btdesk.rules.modules.assault_orders import (
    cheapest_assault,
    offered,
    order_problem,
    orders_of,
    plan,
)
from btdesk.rules.modules.tw_infantry import capacity, cargo_choices, carried, load_mp, rules_of

from .events_text import breakdown
from .standard_panels import heat_movement_panel, heat_weapon_panel

if TYPE_CHECKING:
    from .controller import TableController


class OrdersHost(Protocol):
    """What a module's panel uses of the Orders dock it is drawn in: the game's controller,
    a listed choice (a button, cleared with the others at the next redraw), a line of
    explanation among them, and the dock's hint line."""

    @property
    def controller(self) -> TableController: ...

    @property
    def hint(self) -> QLabel: ...

    def choice(self, key: str, text: str, slot: Callable[..., object]) -> QPushButton: ...

    def note(self, text: str) -> None: ...


class ModuleDock(QWidget):
    """A module's own dock's widget: it asks to be seen when the game needs it."""

    attention = Signal()


def assault_orders_panel(panel: OrdersHost, unit: UnitState) -> None:
    """Seed 001: the unit's order (or the orders it may be given, and why not the
    others), and the way in at the fewest MP, as the rules will hold the move to."""
    c = panel.controller
    state: GameState = c.state
    if unit.moved is not None or unit.position is None:
        return
    target_uid = orders_of(state).orders.get(unit.uid)
    if target_uid is None:
        any_offered = False
        first: tuple[UnitState, str] | None = None  # the nearest refusal, if none is offered
        for target in offered(state, unit):
            problem = order_problem(state, unit, target)
            if problem is not None:
                first = first or (target, problem)
            else:
                any_offered = True
                where = target.position.label if target.position else "?"
                panel.choice(f"order_{target.uid}",
                             f"Order Close Assault on {target.name} ({where})",
                             lambda _=False, t=target.uid: _order(c, unit.uid, t))
        if not any_offered and first is not None:
            panel.note(f"No Close Assault order on {first[0].name}: {first[1]}.")
        return
    p = plan(state, unit)
    if p is None:
        panel.note(f"{unit.name}'s order lapsed: its target has gone.")
        return
    label = p.target.position.label if p.target.position else "?"
    if not p.can_reach:
        panel.note(f"Ordered to Close Assault {p.target.name} ({label}), out of reach this "
                   f"turn: end {p.nearest} hexes from it; it fires at +1 this turn (the Combat HQ "
                   "house rules).")
        return
    way = cheapest_assault(state, unit)
    cost = min(p.cheapest.values())
    panel.note(f"Ordered to Close Assault {p.target.name} ({label}): go straight in, "
               f"{cost} MP at least (the Combat HQ house rules).")
    if way is not None:
        path = " ".join(s.value for s in way.steps)
        panel.choice("order_go", f"Go in: {way.mode.value} {path} ({p.ways[way]} MP)",
                     lambda: c.submit(way))


def _order(c: TableController, uid: str, target: str) -> None:
    """Give the order and keep the unit selected: it is the one that moves next."""
    if c.submit(OrderCloseAssault(uid, target)):
        c.select(uid)


def multi_model_panel(panel: OrdersHost, unit: UnitState) -> None:
    """Seed 004: a Swarm unit's leader, chosen before it moves; a unit without a leader
    may only stand still."""
    c = panel.controller
    state: GameState = c.state
    if unit.moved is not None or unit.position is None or not mm.is_multi(state, unit):
        return
    f = mm.formation(state, unit)
    if mm.leader_rule(state, unit) == "swarm":
        panel.note(f"Swarm (Moving Infantry): choose {unit.name}'s leader for this turn"
                   + (f" (now model {f.leader})." if f.leader else " before it moves."))
        for n in f.alive():
            if n != f.leader:
                panel.choice(f"leader_{n}", f"Leader: model {n}",
                             lambda _=False, m=n: _lead(c, unit.uid, m))
    elif f.leader is None:
        panel.note(f"{unit.name}'s leader has been killed: it may only stand still, and "
                   "may still fire (Moving Infantry).")


def _lead(c: TableController, uid: str, model: int) -> None:
    if c.submit(ChooseLeader(uid, model)):
        c.select(uid)


def multi_model_first(panel: OrdersHost) -> bool:
    """While a unit places its models the Movement panel says so and offers only the end
    of its placing (the game waits for it)."""
    c = panel.controller
    unit = mm.placing_unit(c.state)
    if unit is None:
        return False
    panel.hint.setText(f"{unit.name} is placing its models in the Miniatures dock: the "
                       "leader first, then the others within its Command Radius (Moving Infantry).")
    panel.choice("end_placement", "Done placing (the rest follow the leader)",
                 lambda: c.submit(EndPlacement(unit.uid)))
    return True


def transport_panel(panel: OrdersHost, unit: UnitState) -> None:
    """Seed 003 歩兵輸送: a carrier's riders to set down and the infantry to take up where
    its planned move ends, each a toggle sent with Confirm Move; one that may not says why."""
    c = panel.controller
    state: GameState = c.state
    if unit.moved is not None or unit.position is None or capacity(state, unit) == 0:
        return
    carrying = transport_line(state, unit)
    if carrying:
        panel.note(f"{carrying}.")
    if c.plan is None:
        panel.note("Plan the move: riders get off, and infantry board, where it ends "
                   "(Total Warfare, infantry transport).")
        return
    end = c.plan[0]
    choices = cargo_choices(state, unit, end, c.planned_record)
    offered = {(ch.unit, ch.verb, ch.into) for ch in choices}
    for uid in [u for u, (verb, into) in c.cargo.items() if (u, verb, into) not in offered]:
        c.cargo.pop(uid)  # the plan moved away from it
    for ch in choices:
        name = state.unit(ch.unit).name
        text = (f"Take up {name} ({load_mp(state)} MP)" if ch.verb == "load" else
                f"Set down {name} in {ch.into.label}" + (
                    f" ({end.label} is full)" if ch.into != end else ""))
        button = panel.choice(f"{ch.verb}_{ch.unit}_{ch.into.label}", text,
                              lambda on=False, k=ch: c.toggle_cargo(k.unit, k.verb,
                                                                    k.into, on))
        button.setCheckable(True)
        button.setChecked(c.cargo.get(ch.unit) == (ch.verb, ch.into))
        if ch.problem is not None:
            button.setEnabled(False)
            button.setToolTip(ch.problem)
            panel.note(f"{name}: {ch.problem}.")


def tw_infantry_panel(panel: OrdersHost, unit: UnitState) -> None:
    """Seed 003: a squad's body-mounted launchers to jettison before it may jump (歩兵の
    移動), then a carrier's riders and passengers (歩兵輸送)."""
    c = panel.controller
    if unit.moved is None and carried(c.state, unit):
        panel.note(f"{unit.name} may not jump until it jettisons its body-mounted missile "
                   "launchers (Total Warfare, infantry movement).")
        panel.choice(f"jettison_{unit.uid}", "Jettison Launchers",
                     lambda _=False: c.jettison(unit.uid))
    swarm_removal_panel(panel, unit)
    transport_panel(panel, unit)


def _needed(state: GameState, unit: UnitState, reason: str,
            extra: tuple[tuple[str, int], ...]) -> int:
    """The Piloting roll's number as the rules will roll it (gyro and leg hits too)."""
    return sum(v for _, v in psr_modifiers(state, unit, reason, extra))


def swarm_removal_panel(panel: OrdersHost, unit: UnitState) -> None:
    """スウォーム攻撃の撃退, as the selected unit's move: a swarmed 'Mech throws itself flat
    (a Piloting roll), a swarmed vehicle drives erratically (then a flank move on cruising
    MP and a driving roll at +4)."""
    c = panel.controller
    s = c.state
    rules = rules_of(s).anti_mech.shaking_off
    if unit.moved is not None or rules is None or not tw.swarmers_on(s, unit.uid):
        return
    if tw.drop_flat_problem(s, unit) is None:
        needed = _needed(s, unit, tw.FLAT, tw.flat_modifiers(s))
        panel.note(f"{unit.name} carries swarming infantry: throwing itself flat shakes "
                   "them off on a Piloting roll, but it falls (damage and a MechWarrior roll); "
                   "a failure leaves it prone with them on. Water 1 deep or more drowns them.")
        panel.choice(f"dropflat_{unit.uid}", f"Throw {unit.name} flat (Piloting {needed}+)",
                     lambda _=False: c.submit(DropFlat(unit.uid)))
    elif unit.uid in tw.erratic(s):
        panel.note(f"{unit.name} is driving erratically: make a Run move on no more than its "
                   "cruising MP; the driving roll comes at its end.")
    else:
        why = tw.erratic_problem(s, unit)
        needed = _needed(s, unit, tw.ERRATIC,
                         tw.erratic_modifiers(s, unit))
        button = panel.choice(f"erratic_{unit.uid}",
                              f"Drive {unit.name} erratically (then Piloting {needed}+)",
                              lambda _=False: c.submit(DriveErratically(unit.uid)))
        if why is not None:
            button.setEnabled(False)
            button.setToolTip(why)


def anti_mech_panel(panel: OrdersHost, unit: UnitState) -> None:
    """Seed 003 対メック攻撃, in the Weapon Attack Phase: the leg and swarm attacks the
    selected infantry may make on an enemy in its hex, each with its to-hit breakdown; a
    swarming unit's attack on its host (every attack hits) and ending the swarm."""
    c = panel.controller
    s = c.state
    host = tw.host_of(s, unit.uid)
    if host is not None:
        name = s.unit(host).name
        panel.note(f"{unit.name} is swarming {name}: it attacks only {name}, and every "
                   "attack hits (Total Warfare, swarm attacks).")
        panel.choice(f"swarm_{unit.uid}", f"Swarm attack on {name} (automatic hits)",
                     lambda _=False: c.submit(AntiMechAttack(unit.uid, host, AntiMech.SWARM)))
        panel.choice(f"endswarm_{unit.uid}", f"Let go of {name}",
                     lambda _=False: c.submit(EndSwarm(unit.uid)))
        for declared in tw.rider_attacks(s, unit, host):  # VS機械化バトルアーマー
            assert isinstance(declared, DeclareAttack) and declared.target is not None
            rider = s.unit(declared.target)
            needed = min(o.target_number for o in attack_options(s, unit.uid, rider.uid)
                         if o.problem is None)
            panel.choice(f"rideattack_{unit.uid}_{rider.uid}",
                         f"Attack {rider.name} riding {name} instead: needs {needed}",
                         lambda _=False, a=declared: c.submit(a))
        return
    mount = tw.defender_of(s, unit.uid)
    if mount is not None:
        name = s.unit(mount).name
        panel.note(f"{unit.name} rides {name} to fight its swarmers: from the turn after it "
                   "got on, it fires at them ignoring their movement and terrain (pick one "
                   "as the target).")
        panel.choice(f"endswarm_{unit.uid}", f"Get off {name}",
                     lambda _=False: c.submit(EndSwarm(unit.uid)))
        return
    if not s.definition(unit).kind.is_infantry or unit.position is None:
        return
    for target in s.units_at(unit.position):
        if target.side == unit.side:
            if tw.climb_on_problem(s, unit, target) is None:  # 機械化バトルアーマー
                mods = tw.climb_on_modifiers(s, unit, target)
                needed = sum(v for _, v in mods)
                panel.choice(f"climb_{unit.uid}_{target.uid}",
                             f"Climb onto {target.name} to fight its swarmers: needs {needed}",
                             lambda _=False, t=target.uid: c.submit(ClimbOn(unit.uid, t)))
                panel.note(f"{breakdown(mods)} = {needed}")
            continue
        for attack in AntiMech:
            why = tw.anti_mech_problem(s, unit, target, attack)
            if why is not None:
                if not s.definition(target).kind.is_infantry and attack is AntiMech.LEG:
                    panel.note(f"Leg attack on {target.name}: {why}.")
                continue
            mods = tw.anti_mech_modifiers(s, unit, target, attack)
            needed = sum(v for _, v in mods)
            panel.choice(f"{attack.value}_{unit.uid}_{target.uid}",
                         f"{attack.value.title()} attack on {target.name}: needs {needed}",
                         lambda _=False, t=target.uid, a=attack:
                         c.submit(AntiMechAttack(unit.uid, t, a)))
            panel.note(f"{breakdown(mods)} = {needed}")


def brush_off_panel(panel: OrdersHost, side: str) -> None:
    """スウォーム攻撃の撃退: a swarmed 'Mech of ``side`` pulls its swarmers off with one arm
    or both, instead of a physical attack."""
    c = panel.controller
    s = c.state
    for mech in s.units_of(side):
        if s.physical_declaration(mech.uid) is not None or not tw.swarmers_on(
                s, mech.uid):
            continue
        arms = tuple(a for a in ("LA", "RA") if tw.brush_off_problem(s, mech, a) is None)
        if not (physical_options(s, mech.uid) or building_blow_options(s, mech.uid)):
            # the core lists none: let it pass here
            panel.choice(f"nophysical_{mech.uid}", f"{mech.name}: leave the swarmers be",
                         lambda _=False, k=mech.uid: c.submit(DeclarePhysical(k, None)))
        needed = _needed(s, mech, tw.BRUSH_OFF, tw.brush_off_modifiers(s))
        for choice in ([(a,) for a in arms] + ([arms] if len(arms) == 2 else [])):
            label = " and ".join({"LA": "left arm", "RA": "right arm"}[a] for a in choice)
            panel.choice(f"brushoff_{mech.uid}_{'_'.join(choice)}",
                         f"{mech.name}: pull the swarmers off with the {label} "
                         f"(Piloting {needed}+ each)",
                         lambda _=False, k=mech.uid, a=choice: c.submit(BrushOff(k, a)))


#: The Orders dock's weapon-attack panel of each module (before a target is picked).
WEAPON_PANELS: dict[str, Callable[[OrdersHost, UnitState], None]] = {
    TW_INFANTRY.key: anti_mech_panel,
    STANDARD.key: heat_weapon_panel,
}

#: The Orders dock's physical-attack panel of each module, for the side to act.
PHYSICAL_PANELS: dict[str, Callable[[OrdersHost, str], None]] = {
    TW_INFANTRY.key: brush_off_panel,
}

#: The Orders dock's movement panel of each module, by option key.
MOVEMENT_PANELS: dict[str, Callable[[OrdersHost, UnitState], None]] = {
    ASSAULT_ORDERS.key: assault_orders_panel,
    MULTI_MODEL.key: multi_model_panel,
    TW_INFANTRY.key: tw_infantry_panel,
    STANDARD.key: heat_movement_panel,
}

#: A module's Movement panel that replaces the dock's own while it has the turn (it
#: returns True when it did).
MOVEMENT_FIRST: dict[str, Callable[[OrdersHost], bool]] = {
    MULTI_MODEL.key: multi_model_first,
}


def _miniatures(controller: TableController) -> ModuleDock:
    from .miniatures_dock import MiniaturesDock

    return MiniaturesDock(controller)


#: Each module's own dock: (title, object name, the widget made for a game's controller).
MODULE_DOCKS: dict[str, tuple[str, str, Callable[[TableController], ModuleDock]]] = {
    MULTI_MODEL.key: ("Miniatures", "miniatures", _miniatures),
}
