"""A referee's hand corrections to a record sheet (design.md: "A referee's manual change
(ticking a circle by hand) is an event too, so nothing the referee does is lost or silent").

Only the ticked count is set by hand; what follows from it (a location destroyed, an arm
lost with its torso, the unit destroyed) is derived again by the same rules, so unticking
a circle can also bring a location back.
"""

from __future__ import annotations

from btdesk.model.commands import (
    RefereeAmmo,
    RefereeCondition,
    RefereeDamage,
    RefereePlace,
    TickArmor,
    TickCritical,
)
from btdesk.model.criticals import SlotKind
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    Event,
    RefereeCritical,
    RefereeDamaged,
    RefereeOverride,
    RefereePlaced,
    RefereeSetAmmo,
    RefereeSetCondition,
    UnitDestroyed,
)
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import UnitKind
from btdesk.rules import hooks
from btdesk.rules.core.condition import (
    crit_count,
    slot_layout,
    slot_weapon,
    trooper_damage,
    troopers_alive,
)
from btdesk.rules.core.damage import damage_mech, damage_vehicle
from btdesk.rules.core.movement import check_placement


def _open_sheet(state: GameState, uid: str) -> UnitState:
    """The unit whose sheet a referee ticks, if it is still in the game's papers."""
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    unit = state.unit(uid)
    if unit.removed:
        raise IllegalCommand(f"{unit.name} has left the map; its sheet is closed")
    return unit


def tick(state: GameState, command: TickArmor, events: list[Event]) -> UnitState:
    unit = _open_sheet(state, command.unit)
    d = state.definition(unit)
    if command.delta not in (1, -1):
        raise IllegalCommand("tick or untick one circle at a time")
    loc = command.location
    if d.kind is UnitKind.INFANTRY:
        if loc != "troopers":
            raise IllegalCommand("a platoon's boxes are 'troopers'")
        assert d.infantry is not None
        lost = unit.troopers_lost + command.delta
        if not 0 <= lost <= d.infantry.troopers:
            raise IllegalCommand("no box to change there")
        unit = replace(unit, troopers_lost=lost)
        events.append(RefereeOverride(unit.uid, loc, lost))
    elif d.kind is UnitKind.BATTLE_ARMOR:
        assert d.infantry is not None
        troopers = list(trooper_damage(unit, d))
        try:
            index = int(loc.removeprefix("trooper ")) - 1
        except ValueError:
            raise IllegalCommand("battle armor circles are 'trooper N'") from None
        if not 0 <= index < len(troopers):
            raise IllegalCommand(f"{unit.name} has no {loc}")
        value = troopers[index] + command.delta
        if not 0 <= value <= d.infantry.trooper_capacity:
            raise IllegalCommand("no circle to change there")
        troopers[index] = value
        unit = replace(unit, trooper_damage=tuple(troopers))
        events.append(RefereeOverride(unit.uid, loc, value))
    else:
        circles = d.armor_circles
        if loc not in circles:
            raise IllegalCommand(f"{unit.name} has no location {loc!r}")
        value = unit.damage.get(loc, 0) + command.delta
        if not 0 <= value <= circles[loc]:
            raise IllegalCommand("no circle to change there")
        damage = {**unit.damage, loc: value}
        unit = replace(unit, damage=damage, lost=_lost(state, unit, damage))
        events.append(RefereeOverride(unit.uid, loc, value))
    return _still_standing(state, unit, events)


def apply_damage(state: GameState, command: RefereeDamage, events: list[Event]) -> UnitState:
    """Damage by the points, as a hit does it: a 'Mech's left-over damage goes inward
    (Damage Transfer Diagram), a vehicle's stops at the location (QSR Veteran)."""
    unit = _open_sheet(state, command.unit)
    d = state.definition(unit)
    if d.kind not in (UnitKind.MECH, UnitKind.VEHICLE):
        raise IllegalCommand(f"{unit.name}'s troopers are ticked one at a time on its sheet")
    if command.location not in d.armor:
        raise IllegalCommand(f"{unit.name} has no location {command.location!r}")
    if not 1 <= command.amount <= 999:
        raise IllegalCommand(f"apply 1 point of damage or more, not {command.amount}")
    events.append(RefereeDamaged(unit.uid, command.location, command.amount))
    if d.kind is UnitKind.MECH:
        unit = damage_mech(state, unit, command.location, command.amount, events)
    else:
        unit = damage_vehicle(state, unit, command.location, command.amount, False, events)
    return _still_standing(state, unit, events)


def tick_critical(state: GameState, command: TickCritical, events: list[Event]) -> UnitState:
    """The slot is marked as the table says; a weapon slot takes its weapon with it (and
    gives it back when no slot of it is left hit)."""
    unit = _open_sheet(state, command.unit)
    d = state.definition(unit)
    if d.kind is not UnitKind.MECH or not d.criticals:
        raise IllegalCommand(f"{unit.name}'s sheet has no critical slots")
    slots = d.criticals.get(command.location)
    if slots is None:
        raise IllegalCommand(f"{unit.name} has no location {command.location!r}")
    if not 0 <= command.slot < len(slots):
        raise IllegalCommand(f"{command.location} has slots 1 to {len(slots)}")
    kind = slot_layout(d)[command.location][command.slot]
    if kind in (SlotKind.EMPTY, SlotKind.ROLL_AGAIN):
        raise IllegalCommand("that slot holds nothing a hit lands on (roll again)")
    key = (command.location, command.slot)
    if (key in unit.slots_hit) == command.hit:
        raise IllegalCommand("that slot is " + ("hit already" if command.hit else "not hit"))
    hit = unit.slots_hit | {key} if command.hit else unit.slots_hit - {key}
    weapons = unit.weapons_hit
    if kind is SlotKind.WEAPON:
        weapon = slot_weapon(d, *key)
        if weapon is not None and command.hit:
            weapons = weapons | {weapon}
        elif weapon is not None and not any(
                slot_layout(d)[loc][i] is SlotKind.WEAPON and slot_weapon(d, loc, i) == weapon
                for loc, i in hit):
            weapons = weapons - {weapon}
    events.append(RefereeCritical(unit.uid, command.location, command.slot,
                                  slots[command.slot], command.hit))
    return _still_standing(state, replace(unit, slots_hit=hit, weapons_hit=weapons), events)


def _lost(state: GameState, unit: UnitState, damage: dict[str, int]) -> frozenset[str]:
    # internal structure: armour destroys nothing
    kept = hooks.first(state.options, lambda m: m.sheet_lost(state, unit, damage))
    if kept is not None:
        return kept
    d = state.definition(unit)
    lost = {loc for loc, armor in d.armor.items() if damage.get(loc, 0) >= armor}
    for torso, arm in state.rules.arm_lost_with_torso.items():
        if torso in lost:
            lost.add(arm)
    return frozenset(lost)


def _still_standing(state: GameState, unit: UnitState, events: list[Event]) -> UnitState:
    d = state.definition(unit)
    if d.kind is UnitKind.MECH:
        crits = state.rules.criticals
        dead = bool({"H", "CT"} & unit.lost) or (crits is not None and (
            crit_count(unit, d, SlotKind.COCKPIT) > 0
            or crit_count(unit, d, SlotKind.ENGINE) >= crits.engine_destroyed_at))
    elif d.kind is UnitKind.VEHICLE:
        dead = bool(unit.lost)
    else:
        dead = troopers_alive(unit, d) == 0
    if dead and not unit.destroyed:
        events.append(UnitDestroyed(unit.uid, "by the referee's hand"))
    return replace(unit, destroyed=dead)


def _on_the_map(state: GameState, uid: str) -> UnitState:
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    unit = state.unit(uid)
    if unit.removed or (unit.position is None and unit.carried_by is None):
        raise IllegalCommand(f"{unit.name} is not on the map")
    return unit  # a rider too: its sheet may be ticked, and a referee may set it down


def place(state: GameState, command: RefereePlace, events: list[Event]) -> UnitState:
    """Stacking and terrain are checked as for a unit's set-up, zones aside: a referee may
    put a unit anywhere it could legally stand; a rider placed so gets off its carrier."""
    unit = _on_the_map(state, command.unit)
    if state.definition(unit).kind.is_infantry and command.facing != 0:
        raise IllegalCommand("infantry have no facing")
    check_placement(state, unit.uid, command.at, command.facing, in_zone=False)
    events.append(RefereePlaced(unit.uid, command.at, command.facing))
    return replace(unit, position=command.at, facing=command.facing, floor=0, carried_by=None)


def set_ammo(state: GameState, command: RefereeAmmo, events: list[Event]) -> UnitState:
    unit = _on_the_map(state, command.unit)
    shots = sum(a.shots for a in state.definition(unit).ammo if a.weapon == command.ammo)
    if not any(a.weapon == command.ammo for a in state.definition(unit).ammo):
        raise IllegalCommand(f"{unit.name} carries no {command.ammo} ammunition")
    if not 0 <= command.used <= shots:
        raise IllegalCommand(f"{command.ammo}: used shots must be 0 to {shots}")
    events.append(RefereeSetAmmo(unit.uid, command.ammo, command.used))
    return replace(unit, ammo_used={**unit.ammo_used, command.ammo: command.used})


def set_condition(state: GameState, command: RefereeCondition,
                  events: list[Event]) -> UnitState:
    """The table says otherwise: a 'Mech's MechWarrior hits (short of the last box, which
    kills: a referee ends a unit by its armour), footing and consciousness, or a vehicle's
    motive hits (each costs a Cruising MP, as the End Phase applies them)."""
    unit = _on_the_map(state, command.unit)
    d = state.definition(unit)
    if d.kind is not UnitKind.MECH and (command.pilot_hits or command.prone
                                        or command.unconscious):
        raise IllegalCommand(f"{unit.name} is not a 'Mech: no MechWarrior hits, prone or "
                             "unconscious")
    if d.kind is not UnitKind.VEHICLE and command.motive_hits:
        raise IllegalCommand(f"{unit.name} is not a vehicle: no motive hits")
    last = state.rules.physical.mechwarrior_hits - 1
    if not 0 <= command.pilot_hits <= last:
        raise IllegalCommand(f"MechWarrior hits must be 0 to {last}")
    if command.unconscious and not command.pilot_hits:
        # Hits are what knock a MechWarrior out, and each End Phase's roll to wake is
        # read against them (the consciousness table starts at 1 hit).
        raise IllegalCommand("an unconscious MechWarrior has taken at least one hit: mark "
                             "the hits too")
    if not 0 <= command.motive_hits <= d.movement.walk:
        raise IllegalCommand(f"motive hits must be 0 to {d.movement.walk}")
    events.append(RefereeSetCondition(unit.uid, command.pilot_hits, command.prone,
                                      command.unconscious, command.motive_hits))
    return replace(unit, pilot_hits=command.pilot_hits, prone=command.prone,
                   unconscious=command.unconscious, motive_hits=command.motive_hits)
