"""Critical hits (Total Warfare *Determining Critical Hits*, *Critical Hit Effects*, the
ground vehicle critical table), which seed 003's anti-'Mech attacks always roll and the
"Critical hits" option adds to ordinary fire.  Numbers: ``critical_hits.yaml``.

What a hit did is stored (``UnitState.slots_hit``, ``weapons_hit``, ``vehicle_crits``);
what that means for movement, fire and Piloting is derived in ``condition.py``, so a
referee's correction changes exactly what it should.
"""

from __future__ import annotations

from btdesk.model.criticals import (
    AmmoExploded,
    CriticalCheck,
    CriticalHit,
    CriticalRules,
    SlotKind,
    VehicleCriticalHit,
    ammo_for,
)
from btdesk.model.events import Event, LocationDestroyed
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import MECH_KILLERS, UnitKind
from btdesk.rules import hooks
from btdesk.rules.core.condition import ammo_left, crit_count, slot_layout, slot_weapon
from btdesk.rules.core.damage import damage_mech, destroy, replace_unit
from btdesk.rules.core.piloting import check_or_fall, fall, pilot_hit
from btdesk.rules.dice import Roller

_TORSOS = ("CT", "LT", "RT")
_LIMBS = ("LA", "RA", "LL", "RL")
_LEG_SYSTEMS = (SlotKind.HIP, SlotKind.UPPER_LEG, SlotKind.LOWER_LEG, SlotKind.FOOT)


def _rules(state: GameState) -> CriticalRules:
    rules = state.rules.criticals
    assert rules is not None, "the built-in critical_hits table is always loaded"
    return rules


def check(state: GameState, uid: str, location: str, why: str, roller: Roller,
          events: list[Event]) -> GameState:
    """The determine-critical roll on ``location`` of a 'Mech or a vehicle, and what it
    gives.  A vehicle rolls on the vehicle critical table instead (by the side hit)."""
    unit = state.unit(uid)
    kind = state.definition(unit).kind
    if unit.destroyed or location in unit.lost:
        return state
    if kind is UnitKind.VEHICLE:
        return vehicle_check(state, uid, location, why, roller, events)
    if kind is not UnitKind.MECH:
        return state
    rules = _rules(state)
    roll = roller.total(2, f"determine critical hits: {unit.name}, {location} ({why})")
    hits = rules.determine[roll]
    blown = roll >= rules.blown_off and location not in _TORSOS
    events.append(CriticalCheck(uid, location, why, roll, 0 if blown else hits, blown))
    if blown:
        return _blow_off(state, uid, location, events)
    if roll >= rules.blown_off:
        hits = rules.torso_hits
    for _ in range(hits):
        state = hit_slot(state, uid, location, roller, events)
        if state.unit(uid).destroyed:
            break
    return state


def _blow_off(state: GameState, uid: str, location: str, events: list[Event]) -> GameState:
    """A 12 on a limb blows it off; on the head it is destroyed, and so is the 'Mech."""
    unit = state.unit(uid)
    events.append(LocationDestroyed(uid, location))
    unit = replace(unit, lost=unit.lost | {location})
    if location in MECH_KILLERS:
        unit = destroy(unit, "head blown off by a critical hit", events)
    return replace_unit(state, unit)


def hit_slot(state: GameState, uid: str, location: str, roller: Roller,
             events: list[Event]) -> GameState:
    """One critical hit on ``location``: the slot by 1D6 (upper or lower six first in a
    12-slot location), re-rolled on an empty, destroyed or roll-again slot; a location
    with no slot left passes it inward along the transfer diagram."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    layout = slot_layout(definition)
    loc: str | None = location
    while loc is not None and not _hittable(unit, layout, loc):
        loc = state.rules.mech_damage_transfer.get(loc)
    if loc is None:
        return state
    slots = layout[loc]
    while True:
        base = 0
        if len(slots) > 6:
            half = roller.total(1, f"critical slot block: {unit.name}, {loc}")
            base = 0 if half <= 3 else 6
        index = base + roller.total(1, f"critical slot: {unit.name}, {loc}") - 1
        if index < len(slots) and _open(unit, slots, loc, index):
            break
    return _effect(state, uid, loc, index, roller, events)


def _open(unit: UnitState, slots: tuple[SlotKind, ...], loc: str, index: int) -> bool:
    return slots[index] not in (SlotKind.EMPTY, SlotKind.ROLL_AGAIN) \
        and (loc, index) not in unit.slots_hit


def _hittable(unit: UnitState, layout: dict[str, tuple[SlotKind, ...]], loc: str) -> bool:
    return loc not in unit.lost and loc in layout and any(
        _open(unit, layout[loc], loc, i) for i in range(len(layout[loc])))


def _effect(state: GameState, uid: str, loc: str, index: int, roller: Roller,
            events: list[Event]) -> GameState:
    rules = _rules(state)
    unit = state.unit(uid)
    definition = state.definition(unit)
    what = definition.criticals[loc][index]
    kind = slot_layout(definition)[loc][index]
    unit = replace(unit, slots_hit=unit.slots_hit | {(loc, index)})
    effect = _EFFECT_WORDS.get(kind, "no effect in these rules")
    if kind in _HEAT_WORDS and any(m.plays_heat for m in hooks.active(state.options)):
        effect = _HEAT_WORDS[kind]
    roll_for = ""
    if kind is SlotKind.WEAPON:
        weapon = slot_weapon(definition, loc, index)
        if weapon is not None:
            unit = replace(unit, weapons_hit=unit.weapons_hit | {weapon})
    elif kind is SlotKind.AMMO:
        state = replace_unit(state, unit)
        events.append(CriticalHit(uid, loc, index, what, "ammunition explodes"))
        return _explode(state, uid, loc, index, ammo_for(what) or "", roller, events)
    elif kind is SlotKind.ENGINE and crit_count(unit, definition, SlotKind.ENGINE) >= (
            rules.engine_destroyed_at):
        effect = "engine destroyed: the 'Mech is destroyed"
        unit = destroy(unit, "engine destroyed", events)
    elif kind is SlotKind.COCKPIT:
        unit = destroy(unit, "cockpit destroyed: the MechWarrior is killed", events)
    elif kind is SlotKind.GYRO:
        if crit_count(unit, definition, SlotKind.GYRO) >= rules.gyro_destroyed_at:
            effect = "gyro destroyed: the 'Mech falls and cannot stand"
            roll_for = "fall"
        else:
            roll_for = "gyro hit"
    elif kind in _LEG_SYSTEMS:
        roll_for = "leg actuator hit" if kind is not SlotKind.HIP else "hip hit"
    events.append(CriticalHit(uid, loc, index, what, effect))
    state = replace_unit(state, unit)
    if unit.destroyed:
        return state
    if roll_for == "fall":
        return fall(state, uid, roller, events) if not unit.prone else state
    if roll_for:  # Total Warfare: a Piloting Skill Roll for a damaged gyro or leg
        return check_or_fall(state, uid, roll_for, roller, events)
    return state


_EFFECT_WORDS = {
    SlotKind.ENGINE: "engine hit",
    SlotKind.GYRO: "gyro hit: +3 Piloting",
    SlotKind.SENSORS: "sensors hit: +2 to-hit",
    SlotKind.LIFE_SUPPORT: "life support hit (no effect without heat)",
    SlotKind.SHOULDER: "shoulder: the arm's weapons +4, no punch",
    SlotKind.UPPER_ARM: "upper arm actuator: the arm's weapons +1, its punch +2 and halved",
    SlotKind.LOWER_ARM: "lower arm actuator: the arm's weapons +1, its punch +2 and halved",
    SlotKind.HAND: "hand actuator: punches +1",
    SlotKind.HIP: "hip: MP halved, +2 Piloting, no kick",
    SlotKind.UPPER_LEG: "upper leg actuator: -1 MP, +1 Piloting, its kick +2 and halved",
    SlotKind.LOWER_LEG: "lower leg actuator: -1 MP, +1 Piloting, its kick +2 and halved",
    SlotKind.FOOT: "foot actuator: -1 MP, +1 Piloting, its kick +1",
    SlotKind.HEAT_SINK: "heat sink hit (no effect without heat)",
    SlotKind.JUMP_JET: "jump jet hit: -1 jump MP",
    SlotKind.WEAPON: "weapon destroyed",
}


def explode_bin(state: GameState, uid: str, loc: str, index: int, roller: Roller,
                events: list[Event]) -> GameState:
    """The ammunition in slot ``index`` of ``loc`` explodes (heat, in the standard rules'
    Heat Phase): the slot is marked hit and its shots explode as for a critical hit."""
    unit = state.unit(uid)
    weapon = ammo_for(state.definition(unit).criticals[loc][index]) or ""
    state = replace_unit(state, replace(unit, slots_hit=unit.slots_hit | {(loc, index)}))
    return _explode(state, uid, loc, index, weapon, roller, events)


# The same hits where a module plays heat (the standard rules).
_HEAT_WORDS = {
    SlotKind.ENGINE: "engine hit: it makes more heat every turn",
    SlotKind.LIFE_SUPPORT: "life support hit: the MechWarrior is hurt at 15 heat or more",
    SlotKind.HEAT_SINK: "heat sink hit: one heat sink less",
}


def _explode(state: GameState, uid: str, loc: str, index: int, weapon: str, roller: Roller,
             events: list[Event]) -> GameState:
    """The shots left in this slot explode in its location: the bin's shots left shared
    among its slots not yet hit (btdesk keeps one count per weapon), rounded up, each for
    the weapon's damage (a launcher's per missile times its missiles).  The MechWarrior
    takes ``ammo_pilot_hits`` hits.  Decision: the damage goes on the location's circles
    (btdesk has no internal structure) and transfers inward as any damage does."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    gun = next((w for w in definition.weapon_instances() if w.name == weapon), None)
    left = ammo_left(unit, definition, gun) if gun is not None else None
    if gun is None or not left:
        return state
    layout = definition.criticals
    bins = [(lo, i) for lo, slots in layout.items() for i, text in enumerate(slots)
            if ammo_for(text) == weapon and ((lo, i) not in unit.slots_hit
                                             or (lo, i) == (loc, index))]
    shots = -(-left // max(1, len(bins)))
    per_shot = gun.damage[0] * max(1, gun.missiles)
    damage = shots * per_shot
    used = dict(unit.ammo_used)
    used[weapon] = used.get(weapon, 0) + shots
    unit = replace(unit, ammo_used=used)
    events.append(AmmoExploded(uid, loc, weapon, damage))
    since = len(events)
    unit = damage_mech(state, unit, loc, damage, events, internal=True)
    state = replace_unit(state, unit)
    for module in hooks.active(state.options):
        state = module.mech_struck(state, uid, since, roller, events)
    for _ in range(_rules(state).ammo_pilot_hits):
        if state.unit(uid).destroyed:
            break
        state = pilot_hit(state, uid, roller, events)
    return state


# --- vehicles -------------------------------------------------------------------------------


def vehicle_check(state: GameState, uid: str, location: str, why: str, roller: Roller,
                  events: list[Event]) -> GameState:
    """One roll on the ground vehicle critical table, in the column of the side hit."""
    rules = _rules(state)
    unit = state.unit(uid)
    column = "side" if location in ("LS", "RS") else location
    table = rules.vehicle.get(column)
    if table is None:
        return state
    roll = roller.total(2, f"vehicle critical hit: {unit.name}, {location} ({why})")
    result = table[roll]
    effect = rules.vehicle_results.get(result, result)
    events.append(VehicleCriticalHit(uid, location, roll, result, effect))
    return _vehicle_effect(state, uid, location, result, roller, events)


def _vehicle_effect(state: GameState, uid: str, location: str, result: str, roller: Roller,
                    events: list[Event]) -> GameState:
    unit = state.unit(uid)
    definition = state.definition(unit)
    crits = dict(unit.vehicle_crits)
    here = [i for i, w in enumerate(definition.weapon_instances())
            if w.location == location and i not in unit.weapons_hit]
    if result == "none":
        return state
    if result in ("crew_killed", "fuel_tank"):
        unit = destroy(unit, effect_name(state, result), events)
    elif result == "ammunition":
        if any(ammo_left(unit, definition, w) for w in definition.weapon_instances()):
            unit = destroy(unit, "its ammunition exploded", events)
    elif result == "crew_stunned":
        crits["stunned"] = state.turn + 1
    elif result in ("weapon_malfunction", "weapon_destroyed"):
        if here:
            pick = here[roller.pick(len(here), f"weapon hit: {unit.name}, {location}")]
            if result == "weapon_malfunction":
                unit = replace(unit, jammed=unit.jammed | {pick})
            else:
                unit = replace(unit, weapons_hit=unit.weapons_hit | {pick})
    elif result == "stabilizer":
        crits[f"stabilizer:{location}"] = crits.get(f"stabilizer:{location}", 0) + 1
    elif result == "turret_blown_off":
        if "T" in definition.armor and "T" not in unit.lost:
            events.append(LocationDestroyed(uid, "T"))
            unit = replace(unit, lost=unit.lost | {"T"})
    elif result == "cargo_hit":
        state = replace_unit(state, unit)
        for module in hooks.active(state.options):  # the riders: the transport module's
            state = module.knocked_about(state, uid, "cargo/infantry hit", roller, events)
        return state
    else:  # driver_hit, commander_hit, sensors, engine_hit, turret_jam, turret_locks
        crits[result] = crits.get(result, 0) + 1
    return replace_unit(state, replace(unit, vehicle_crits=crits))


def effect_name(state: GameState, result: str) -> str:
    return _rules(state).vehicle_results.get(result, result)
