"""Internal structure (Total Warfare, *Damage*: armour, then internal structure, the
Damage Transfer Diagram, *Destroying a Location*; *Determining Critical Hits*: a roll
for each location whose internal structure a hit damages).

Damage fills a location's armour circles (``UnitState.damage``, the torso rears under
``CTR``/``LTR``/``RTR``), then its structure circles (``UnitState.structure``); a
location is destroyed when its structure is gone, and what is left of the hit moves
inward along the transfer diagram (arm and leg → side torso → centre torso), striking
the next location's armour first.  A side torso takes its arm with it; the head or the
centre torso destroys the 'Mech.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from btdesk.model.events import DamageApplied, Event, LocationDestroyed
from btdesk.model.frozen import replace
from btdesk.model.standard import StructureDamaged
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import MECH_KILLERS, MECH_REAR, UnitKind
from btdesk.rules.core import criticals
from btdesk.rules.core.damage import destroy
from btdesk.rules.core.piloting import check_or_fall, fall
from btdesk.rules.dice import Roller
from btdesk.rules.modules.standard.data import rear_armor, rules, structure_points

LEGS = ("LL", "RL")


def damage_mech(state: GameState, unit: UnitState, location: str, amount: int, rear: bool,
                internal: bool, events: list[Event]) -> UnitState:
    """``unit`` once ``amount`` points have struck ``location``.  ``rear``: the rear
    armour of each torso the damage reaches takes it first (Total Warfare: a rear hit
    transfers to the rear of the next torso).  ``internal``: an ammunition explosion,
    which strikes the structure of its own location, not its armour; what it transfers
    meets the next location's armour as any transferred damage does (reconstructed:
    btdesk's reading of Total Warfare's *Ammunition Explosions*)."""
    definition = state.definition(unit)
    points = structure_points(state, definition)
    back = rear_armor(state.rules, definition)
    transfer = state.rules.mech_damage_transfer
    arms = state.rules.arm_lost_with_torso
    damage = dict(unit.damage)
    structure = dict(unit.structure)
    lost = set(unit.lost)
    loc: str | None = location
    armour_first = not internal
    while amount > 0 and loc is not None:
        if loc in lost:
            loc = transfer.get(loc)
            armour_first = True
            continue
        if armour_first:
            if rear and loc in back:
                key = MECH_REAR[loc]
                circles = back[loc]
            else:
                key, circles = loc, definition.armor.get(loc, 0)
            take = min(max(0, circles - damage.get(key, 0)), amount)
            if take:
                damage[key] = damage.get(key, 0) + take
                amount -= take
                events.append(DamageApplied(unit.uid, key, take))
            if not amount:
                break
        take = min(max(0, points.get(loc, 0) - structure.get(loc, 0)), amount)
        if take:
            structure[loc] = structure.get(loc, 0) + take
            amount -= take
            events.append(StructureDamaged(unit.uid, loc, take))
        if structure.get(loc, 0) >= points.get(loc, 0):
            lost.add(loc)
            events.append(LocationDestroyed(unit.uid, loc))
            arm = arms.get(loc)
            if arm is not None and arm not in lost:
                lost.add(arm)  # the arm goes with its side torso
                events.append(LocationDestroyed(unit.uid, arm))
            if loc in MECH_KILLERS:
                unit = destroy(unit, f"{'head' if loc == 'H' else 'center torso'} destroyed",
                               events)
                break
        loc = transfer.get(loc) if amount else None
        armour_first = True
    return replace(unit, damage=damage, structure=structure, lost=frozenset(lost))


def after_hit(state: GameState, uid: str, since: int, roller: Roller,
              events: list[Event]) -> GameState:
    """The rolls a hit calls for once dealt: a critical-hit roll on each location whose
    internal structure it damaged and that still stands (Total Warfare, *Determining
    Critical Hits*), then a fall for a standing 'Mech that lost a leg (*Destroyed
    legs*: the 'Mech falls)."""
    struck: list[str] = []
    legs = False
    for event in events[since:]:
        if isinstance(event, StructureDamaged) and event.unit == uid \
                and event.location not in struck:
            struck.append(event.location)
        elif isinstance(event, LocationDestroyed) and event.unit == uid \
                and event.location in LEGS:
            legs = True
    for location in struck:
        unit = state.unit(uid)
        if unit.destroyed:
            return state
        if location not in unit.lost:
            state = criticals.check(state, uid, location, "internal structure damaged",
                                    roller, events)
    unit = state.unit(uid)
    if legs and not unit.destroyed and not unit.prone:
        state = fall(state, uid, roller, events)
    return state


def damage_vehicle(state: GameState, unit: UnitState, location: str, amount: int,
                   events: list[Event]) -> UnitState:
    """A vehicle's hit: armour, then the location's internal structure; a location whose
    structure is gone destroys the vehicle (as the Quick-Start rules' destroyed location
    does; reconstructed for the turret, which Total Warfare may treat apart).  Damage
    past the structure is lost: a vehicle transfers none."""
    definition = state.definition(unit)
    points = structure_points(state, definition)
    damage = dict(unit.damage)
    structure = dict(unit.structure)
    lost = set(unit.lost)
    if location in lost:
        return unit
    take = min(max(0, definition.armor.get(location, 0) - damage.get(location, 0)), amount)
    if take:
        damage[location] = damage.get(location, 0) + take
        amount -= take
        events.append(DamageApplied(unit.uid, location, take))
    take = min(max(0, points.get(location, 0) - structure.get(location, 0)), amount)
    if take:
        structure[location] = structure.get(location, 0) + take
        events.append(StructureDamaged(unit.uid, location, take))
    if structure.get(location, 0) >= points.get(location, 0):
        lost.add(location)
        events.append(LocationDestroyed(unit.uid, location))
        unit = destroy(unit, f"{location} destroyed", events)
    return replace(unit, damage=damage, structure=structure, lost=frozenset(lost))


DAMAGE_KEY = "standard.damage"  # in GameState.module_state: each 'Mech's damage this phase


def count_damage(state: GameState, events: list[Event]) -> GameState:
    """Add the damage each 'Mech took in ``events`` (armour and structure) to this phase's
    count, for the Piloting Skill Roll 20 points call for."""
    taken: dict[str, int] = {}
    for event in events:
        if isinstance(event, (DamageApplied, StructureDamaged)) and state.has_unit(event.unit) \
                and state.definition(state.unit(event.unit)).kind is UnitKind.MECH:
            taken[event.unit] = taken.get(event.unit, 0) + event.amount
    if not taken:
        return state
    known: Mapping[str, int] = state.module_state.get(DAMAGE_KEY, {})
    counted = MappingProxyType({**known, **{uid: known.get(uid, 0) + n
                                             for uid, n in taken.items()}})
    return replace(state, module_state={**state.module_state, DAMAGE_KEY: counted})


def damage_rolls(state: GameState, roller: Roller, events: list[Event]) -> GameState:
    """At a phase's end: a Piloting Skill Roll for each standing 'Mech that took the
    table's damage (20) or more in it, +1 for each full 20 (Total Warfare, Piloting Skill
    Rolls: 20+ damage; the modifier reconstructed from MegaMek); the count starts again."""
    known: Mapping[str, int] = state.module_state.get(DAMAGE_KEY, {})
    if not known:
        return state
    state = replace(state, module_state={k: v for k, v in state.module_state.items()
                                         if k != DAMAGE_KEY})
    step = rules(state).damage_roll
    for uid, taken in sorted(known.items()):
        if taken >= step and state.has_unit(uid) and state.unit(uid).active:
            state = check_or_fall(state, uid, "20+ damage", roller, events,
                                  ((f"{taken} damage this phase", taken // step),))
    return state
