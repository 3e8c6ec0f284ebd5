"""A referee's hand on the standard part of a sheet: internal structure circles and the
heat scale.  As with armour, only what is ticked is set by hand; what follows (a location
destroyed, its arm, the 'Mech) is derived again, so unticking brings a location back."""

from __future__ import annotations

from btdesk.model.criticals import SlotKind
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event, UnitDestroyed
from btdesk.model.frozen import replace
from btdesk.model.standard import RefereeHeat, RefereeStandard, TickStructure
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import MECH_KILLERS, UnitKind
from btdesk.rules.core.condition import crit_count
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.modules.standard.data import structure_points

MAX_HEAT = 99


def _mech(state: GameState, uid: str, vehicle: bool = False) -> UnitState:
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    unit = state.unit(uid)
    if unit.removed:
        raise IllegalCommand(f"{unit.name} has left the map; its sheet is closed")
    kind = state.definition(unit).kind
    if kind is not UnitKind.MECH and not (vehicle and kind is UnitKind.VEHICLE):
        raise IllegalCommand(f"{unit.name} has no " + (
            "internal structure (infantry)" if vehicle else "heat scale ('Mechs only)"))
    return unit


def tick_structure(state: GameState, command: TickStructure, events: list[Event]
                   ) -> GameState:
    unit = _mech(state, command.unit, vehicle=True)
    points = structure_points(state, state.definition(unit))
    loc = command.location
    if loc not in points:
        raise IllegalCommand(f"{unit.name} has no location {loc!r}")
    if command.delta not in (1, -1):
        raise IllegalCommand("tick or untick one circle at a time")
    value = unit.structure.get(loc, 0) + command.delta
    if not 0 <= value <= points[loc]:
        raise IllegalCommand("no circle to change there")
    structure = {**unit.structure, loc: value}
    if not value:
        del structure[loc]
    arm = state.rules.arm_lost_with_torso.get(loc)
    lost = set(unit.lost)
    if value >= points[loc]:
        lost |= {loc} | ({arm} if arm else set())
    else:
        lost.discard(loc)
        if arm is not None and structure.get(arm, 0) < points[arm]:
            lost.discard(arm)
    events.append(RefereeStandard(unit.uid, f"{loc} structure", value))
    unit = replace(unit, structure=structure, lost=frozenset(lost))
    d = state.definition(unit)
    crits = state.rules.criticals
    if d.kind is UnitKind.VEHICLE:  # any location destroyed destroys a vehicle
        dead = bool(lost)
    else:
        dead = bool(set(MECH_KILLERS) & lost) or (crits is not None and (
            crit_count(unit, d, SlotKind.COCKPIT) > 0
            or crit_count(unit, d, SlotKind.ENGINE) >= crits.engine_destroyed_at))
    if dead and not unit.destroyed:
        events.append(UnitDestroyed(unit.uid, "by the referee's hand"))
    return replace_unit(state, replace(unit, destroyed=dead))


def set_heat(state: GameState, command: RefereeHeat, events: list[Event]) -> GameState:
    unit = _mech(state, command.unit)
    if not 0 <= command.heat <= MAX_HEAT:
        raise IllegalCommand(f"heat is 0 to {MAX_HEAT}, not {command.heat}")
    if command.heat != unit.heat:
        events.append(RefereeStandard(unit.uid, "heat", command.heat))
    if command.shutdown != unit.shutdown:
        events.append(RefereeStandard(unit.uid, "shut down", int(command.shutdown)))
    return replace_unit(state, replace(unit, heat=command.heat, shutdown=command.shutdown))
