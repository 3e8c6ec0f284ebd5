"""Damage (QSR *Damage Resolution*, *Transferring Damage*, *Torso/Leg Destruction*,
*Destroying a Unit*; Veteran vehicles; Elite *Recording Damage* for infantry).

Each function takes one unit and returns it changed, appending what happened to
``events``.  Transfer paths and the arm-with-torso rule come from
``damage_transfer.yaml``.
"""

from __future__ import annotations

import math

from btdesk.hexgrid import Arc
from btdesk.model.board import Terrain
from btdesk.model.events import (
    DamageApplied,
    Event,
    LocationDestroyed,
    MotiveHit,
    UnitDestroyed,
)
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import MECH_KILLERS, MECH_REAR, UnitKind
from btdesk.rules import hooks
from btdesk.rules.core.condition import armor_left, trooper_damage, troopers_alive
from btdesk.rules.dice import Roller

SIDE_OF_ATTACK = {Arc.FRONT: "F", Arc.REAR: "R", Arc.LEFT: "LS", Arc.RIGHT: "RS"}


def destroy(unit: UnitState, reason: str, events: list[Event]) -> UnitState:
    if unit.destroyed:
        return unit
    events.append(UnitDestroyed(unit.uid, reason))
    return replace(unit, destroyed=True)


def damage_mech(state: GameState, unit: UnitState, location: str, amount: int,
                events: list[Event], rear: bool = False, internal: bool = False) -> UnitState:
    """Step 1/Step 2 of Damage Resolution, looping inward along the transfer diagram.

    ``rear``: the attack came from the target's rear arc.  A Total Warfare sheet's torso
    rear armour then takes the damage first, at every torso the damage reaches, as a
    rear attack's transfer does in Total Warfare; what gets through goes on into that
    torso's own circles.  Decision: the Quick-Start model has no internal structure, and
    a location's circles are all that stands between a hit and its loss, so they play
    the part of the structure front and rear share (docs/sheet-format.md, *Rear armor*).
    A sheet with no rear armour (every Quick-Start sheet) is damaged as before.
    ``internal``: damage from inside (an ammunition explosion), which a module with
    internal structure deals to it; here it is dealt like any other."""
    dealt = hooks.first(state.options, lambda m: m.damage_mech(state, unit, location, amount,
                                                                rear, internal, events))
    if dealt is not None:
        return dealt
    definition = state.definition(unit)
    transfer = state.rules.mech_damage_transfer
    arms = state.rules.arm_lost_with_torso
    damage = dict(unit.damage)
    lost = set(unit.lost)
    loc: str | None = location
    while amount > 0 and loc is not None:
        if loc in lost:
            loc = transfer.get(loc)  # a destroyed head or centre torso transfers nowhere
            continue
        if rear and loc in definition.rear_armor:
            back = MECH_REAR[loc]
            take = min(max(0, definition.rear_armor[loc] - damage.get(back, 0)), amount)
            if take:
                damage[back] = damage.get(back, 0) + take
                amount -= take
                events.append(DamageApplied(unit.uid, back, take))
            if not amount:
                break
        left = max(0, definition.armor.get(loc, 0) - damage.get(loc, 0))
        take = min(left, amount)
        if take:
            damage[loc] = damage.get(loc, 0) + take
            amount -= take
            events.append(DamageApplied(unit.uid, loc, take))
        if damage.get(loc, 0) >= definition.armor.get(loc, 0):
            lost.add(loc)
            events.append(LocationDestroyed(unit.uid, loc))
            arm = arms.get(loc)
            if arm is not None and arm not in lost:
                lost.add(arm)  # blown off at once; it can sustain no further damage
                events.append(LocationDestroyed(unit.uid, arm))
            if loc in MECH_KILLERS:
                unit = destroy(unit, f"{'head' if loc == 'H' else 'center torso'} destroyed",
                                events)
                break
            loc = transfer.get(loc)
    return replace(unit, damage=damage, lost=frozenset(lost))


def vehicle_location(state: GameState, unit: UnitState, rolled: str,
                     directions: frozenset[Arc]) -> str:
    """A turret result on a turretless vehicle hits the side the attack came from
    (rules-notes §1); on an exact boundary the target's player picks, and the engine
    picks for them the side with the most armour left."""
    definition = state.definition(unit)
    if rolled in definition.armor:
        return rolled
    sides = [SIDE_OF_ATTACK[d] for d in sorted(directions)]
    return max(sides, key=lambda s: armor_left(unit, definition, s))


def damage_vehicle(state: GameState, unit: UnitState, location: str, amount: int,
                   motive: bool, events: list[Event]) -> UnitState:
    """A vehicle is destroyed when any location is (QSR Veteran, *Destroying a Unit*);
    excess damage does not transfer.  A † roll also marks a motive hit for the End Phase."""
    definition = state.definition(unit)
    if motive:
        events.append(MotiveHit(unit.uid))
        unit = replace(unit, pending_motive_hits=unit.pending_motive_hits + 1)
    # internal structure (the standard rules)
    dealt = hooks.first(state.options, lambda m: m.damage_vehicle(state, unit, location, amount,
                                                                   events))
    if dealt is not None:
        return dealt
    left = armor_left(unit, definition, location)
    take = min(left, amount)
    damage = dict(unit.damage)
    lost = set(unit.lost)
    if take:
        damage[location] = damage.get(location, 0) + take
        events.append(DamageApplied(unit.uid, location, take))
    if damage.get(location, 0) >= definition.armor.get(location, 0) and location not in lost:
        lost.add(location)
        events.append(LocationDestroyed(unit.uid, location))
        unit = destroy(unit, f"{location} destroyed", events)
    return replace(unit, damage=damage, lost=frozenset(lost))


def damage_battle_armor(state: GameState, unit: UnitState, groups: list[int], roller: Roller,
                        events: list[Event], every_trooper: bool = False) -> UnitState:
    """Each damage group strikes a random living trooper (1D6, re-rolled when there is no
    such trooper or it is dead); excess damage in a group is wasted.  ``every_trooper``:
    an area-effect hit, whose every group strikes each living trooper (seed 003
    範囲効果武器)."""
    definition = state.definition(unit)
    assert definition.infantry is not None
    capacity = definition.infantry.trooper_capacity
    damage = list(trooper_damage(unit, definition))
    for amount in groups:
        if all(d >= capacity for d in damage):
            break
        if every_trooper:
            picks = [i + 1 for i, d in enumerate(damage) if d < capacity]
        else:
            while True:
                pick = roller.total(1, f"trooper of {unit.name} hit")
                if pick <= len(damage) and damage[pick - 1] < capacity:
                    break
            picks = [pick]
        for pick in picks:
            take = min(amount, capacity - damage[pick - 1])
            damage[pick - 1] += take
            events.append(DamageApplied(unit.uid, f"trooper {pick}", take))
    unit = replace(unit, trooper_damage=tuple(damage))
    if troopers_alive(unit, definition) == 0:
        unit = destroy(unit, "every trooper destroyed", events)
    return unit


def damage_platoon(state: GameState, unit: UnitState, troopers: int,
                   events: list[Event], sheltered: bool = False, per_trooper: int = 1
                   ) -> UnitState:
    """Mark trooper boxes, doubled in clear terrain (QSR Elite, *Clear Terrain*) and, on a
    Total Warfare map, in any ground with no to-hit modifier (seed 003 平地でのダメージ:
    "平地(または地形による命中修正のないその他の地形)", clear or other terrain without
    one: rough, pavement, a road, shallow water), but not inside a building, whose walls
    the buildings rules count instead (``sheltered``: it was inside when the hit came,
    though the hit brought the building down).  A rider (no hex of its own) is in no
    terrain: its loss is not doubled.  ``per_trooper``: points that eliminate one trooper
    (mechanized infantry under infantry or burst fire); the points short of a trooper stay
    on the unit (``trooper_wounded``) and the next point of such fire completes them."""
    definition = state.definition(unit)
    assert definition.infantry is not None
    ground = state.board.terrain_at(unit.position) if unit.position is not None else None
    if not sheltered and ground is not None and ground is not Terrain.BUILDING \
            and not state.rules.terrain[ground].target_in:
        troopers *= state.rules.infantry_damage.clear_terrain_multiplier
    if per_trooper > 1:
        points = troopers + unit.trooper_wounded
        troopers, wounded = divmod(points, per_trooper)
        unit = replace(unit, trooper_wounded=wounded)
    alive = troopers_alive(unit, definition)
    take = min(alive, troopers)
    if take:
        events.append(DamageApplied(unit.uid, "troopers", take))
    unit = replace(unit, troopers_lost=unit.troopers_lost + take)
    if troopers_alive(unit, definition) == 0:
        unit = destroy(unit, "every trooper destroyed", events)
    return unit


def standard_blow(state: GameState, uid: str, amount: int, roller: Roller,
                  events: list[Event]) -> GameState:
    """One blow of standard damage on infantry that is no attack in the open (a fall, a
    swarmer knocked or pulled off): battle armor's one trooper picked by 1D6, a platoon's
    troopers lost, never doubled by the ground."""
    unit = state.unit(uid)
    if not unit.active or amount <= 0:
        return state
    if state.definition(unit).kind is UnitKind.BATTLE_ARMOR:
        return replace_unit(state, damage_battle_armor(state, unit, [amount], roller, events))
    return replace_unit(state, damage_platoon(state, unit, amount, events, sheltered=True))


def troopers_hit(state: GameState, weapon_damage: int, pulse: bool, cluster: bool) -> int:
    """Non-infantry weapon against conventional infantry (QSR p. 30), fractions up."""
    table = state.rules.infantry_damage
    hit = math.ceil(weapon_damage / table.direct_divisor)
    if cluster:
        return hit + table.cluster_bonus
    if pulse:
        return hit + table.pulse_bonus
    return hit


def hit_groups(state: GameState, target: UnitState, groups: list[int], side: Arc,
               table: str | None, roller: Roller, events: list[Event], label: str
               ) -> GameState:
    """Damage in groups: a 'Mech by the 1D6 punch/kick table for ``side`` or (``table``
    None) the 2D6 hit location table; a vehicle on the side the blow came from; infantry
    (a kick) as direct fire, each group a hit."""
    kind = state.definition(target).kind
    rules = state.rules.physical
    for amount in groups:
        if not amount:
            continue
        if kind.is_infantry:
            state = _infantry_blow(state, target.uid, amount, roller, events)
            continue
        if kind is UnitKind.VEHICLE:
            state = strike(state, target.uid, SIDE_OF_ATTACK[side], amount, roller, events)
            continue
        if table is None:
            location = state.rules.mech_hit_locations.rolls[
                roller.total(2, f"hit location: {label}")]
        else:
            locations = rules.punch_table if table == "punch" else rules.kick_table
            location = locations[side.value][roller.total(1, f"{table} location: {label}")]
        state = strike(state, target.uid, location, amount, roller, events,
                       rear=side is Arc.REAR)
    return state


def _infantry_blow(state: GameState, uid: str, amount: int, roller: Roller,
                   events: list[Event]) -> GameState:
    """A non-infantry blow on infantry (a 'Mech's kick): battle armor's trooper picked by
    1D6 takes it, a platoon loses troopers as to direct fire (QSR p. 30), doubled in the
    open; 0204-B: "hits against them [in formation] are tripled"."""
    unit = state.unit(uid)
    if not unit.active:
        return state
    times = state.rules.close_assault.numbers.formation_hits if unit.formation else 1
    if state.definition(unit).kind is UnitKind.BATTLE_ARMOR:
        return replace_unit(state, damage_battle_armor(state, unit, [amount * times], roller,
                                                       events))
    lost = troopers_hit(state, amount, pulse=False, cluster=False) * times
    return replace_unit(state, damage_platoon(state, unit, lost, events))


def strike(state: GameState, uid: str, location: str, amount: int, roller: Roller,
           events: list[Event], rear: bool = False, motive: bool = False) -> GameState:
    """One hit on a 'Mech's or a vehicle's ``location`` (``rear``: from the rear arc;
    ``motive``: a vehicle's † roll).  Riders where it lands may take it first, and riders
    may go with a location it destroys (seed 003 機械化バトルアーマー, through the rule
    modules): one place for every weapon, blow and wall, so none of them forgets them."""
    extra = hooks.active(state.options)
    for module in extra:
        state, amount = module.shield(state, uid, location, rear, amount, roller, events)
    if not amount:  # a trooper took it all: the carrier was not hit
        return state
    unit = state.unit(uid)
    since = len(events)
    if state.definition(unit).kind is UnitKind.VEHICLE:
        unit = damage_vehicle(state, unit, location, amount, motive, events)
        state = replace_unit(state, unit)
    else:
        unit = damage_mech(state, unit, location, amount, events, rear)
        state = replace_unit(state, unit)
        for module in extra:
            state = module.mech_struck(state, uid, since, roller, events)
    for module in extra:
        state = module.carrier_damaged(state, uid, events)
    return state


def replace_unit(state: GameState, unit: UnitState) -> GameState:
    return replace(state, units=tuple(unit if u.uid == unit.uid else u for u in state.units))
