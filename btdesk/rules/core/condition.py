"""A unit's condition read off its sheet and its damage: what it can still do.

Everything here is derived, never stored, so a referee's manual correction of a
circle changes exactly what it should.
"""

from __future__ import annotations

import math

from btdesk.hexgrid import WeaponArc
from btdesk.model.criticals import LEG_ACTUATORS, CriticalRules, SlotKind, slot_kind
from btdesk.model.rule_set import QUICK_START
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.units import UnitDefinition, UnitKind, Weapon
from btdesk.rules import hooks

LEGS = ("LL", "RL")
ARMS = ("LA", "RA")


# --- critical hits (rules/criticals.py) ---------------------------------------------------

def slot_layout(definition: UnitDefinition) -> dict[str, tuple[SlotKind, ...]]:
    """What each critical slot of the sheet holds; kept on the definition (every to-hit and
    MP question asks)."""
    known: dict[str, tuple[SlotKind, ...]] | None = definition.__dict__.get("_slot_layout")
    if known is None:
        known = {}
        for loc, slots in definition.criticals.items():
            here = frozenset(w.name for w in definition.weapons if w.location == loc)
            known[loc] = tuple(slot_kind(text, here) for text in slots)
        definition.__dict__["_slot_layout"] = known
    return known


def slot_weapon(definition: UnitDefinition, location: str, index: int) -> int | None:
    """The weapon instance a weapon slot belongs to: the k-th run of slots with one weapon's
    name in a location is the k-th instance of that weapon there."""
    slots = definition.criticals[location]
    name = slots[index]
    run = sum(1 for i in range(index + 1) if slots[i] == name
              and (i == 0 or slots[i - 1] != name))
    here = [i for i, w in enumerate(definition.weapon_instances())
            if w.location == location and w.name == name]
    return here[run - 1] if 0 < run <= len(here) else (here[-1] if here else None)


def crit_count(unit: UnitState, definition: UnitDefinition, kind: SlotKind,
               location: str | None = None) -> int:
    """Slots of ``kind`` hit (in ``location``, or anywhere)."""
    if not unit.slots_hit:
        return 0
    layout = slot_layout(definition)
    return sum(1 for loc, i in unit.slots_hit if (location is None or loc == location)
               and loc in layout and i < len(layout[loc]) and layout[loc][i] is kind)


def mech_walk_mp(state: GameState, unit: UnitState, definition: UnitDefinition) -> int:
    """Walking MP after leg critical hits (Total Warfare): -1 per upper leg, lower leg or
    foot actuator, then halved (rounded up) for a hip, none with both hips; a destroyed
    gyro leaves none (seed 000: "a critical hit to the 'Mech's hip will halve its
    available MPs (with fractions rounded up)")."""
    walk = definition.movement.walk
    rules = state.rules.criticals
    if not unit.slots_hit or rules is None:
        return walk
    if crit_count(unit, definition, SlotKind.GYRO) >= rules.gyro_destroyed_at:
        return 0
    hips = 0
    for leg in LEGS:
        if crit_count(unit, definition, SlotKind.HIP, leg):
            hips += 1
            continue
        walk -= rules.leg_actuator_mp * sum(crit_count(unit, definition, k, leg)
                                            for k in LEG_ACTUATORS if k is not SlotKind.HIP)
    walk = max(0, walk)
    if hips >= 2:
        return 0
    return math.ceil(walk / 2) if hips else walk


def jump_mp(state: GameState, unit: UnitState, definition: UnitDefinition) -> int:
    rules = state.rules.criticals
    jets = crit_count(unit, definition, SlotKind.JUMP_JET) if rules is not None else 0
    return max(0, definition.movement.jump - jets * (rules.jump_jet_mp if rules else 0))


def crit_piloting(state: GameState, unit: UnitState) -> tuple[tuple[str, int], ...]:
    """Piloting Skill Roll modifiers from critical hits: gyro, hips, leg actuators."""
    rules = state.rules.criticals
    if not unit.slots_hit or rules is None:
        return ()
    definition = state.definition(unit)
    out = []
    gyro = crit_count(unit, definition, SlotKind.GYRO)
    if gyro:
        out.append(("Gyro hit", rules.gyro_piloting * gyro))
    hips = crit_count(unit, definition, SlotKind.HIP)
    if hips:
        out.append(("Hip hit", rules.hip_piloting * hips))
    legs = sum(crit_count(unit, definition, k) for k in LEG_ACTUATORS if k is not SlotKind.HIP)
    if legs:
        out.append(("Leg actuator hit", rules.leg_actuator_piloting * legs))
    return tuple(out)


def crit_to_hit(state: GameState, unit: UnitState, weapon: Weapon
                ) -> tuple[tuple[str, int], ...]:
    """To-hit modifiers from critical hits for ``weapon``: a 'Mech's sensors and the
    actuators of the weapon's arm; a vehicle's sensors, commander and stabilizer."""
    rules = state.rules.criticals
    if rules is None or not (unit.slots_hit or unit.vehicle_crits):
        return ()
    definition = state.definition(unit)
    out = []
    if definition.kind is UnitKind.VEHICLE:
        crits = unit.vehicle_crits
        if crits.get("sensors"):
            out.append(("Sensors hit", rules.vehicle_sensors_to_hit * crits["sensors"]))
        if crits.get("commander_hit"):
            out.append(("Commander hit", rules.vehicle_commander_to_hit))
        if weapon.location is not None and crits.get(f"stabilizer:{weapon.location}"):
            out.append(("Stabilizer hit", rules.vehicle_stabilizer_to_hit))
        return tuple(out)
    arm = weapon.location
    in_arm = arm in ARMS
    return mech_crit_to_hit(
        rules, bool(crit_count(unit, definition, SlotKind.SENSORS)),
        in_arm and bool(crit_count(unit, definition, SlotKind.SHOULDER, arm)),
        sum(crit_count(unit, definition, k, arm)
            for k in (SlotKind.UPPER_ARM, SlotKind.LOWER_ARM)) if in_arm else 0)


def mech_crit_to_hit(rules: CriticalRules, sensors: bool, shoulder: bool, arm_actuators: int
                     ) -> tuple[tuple[str, int], ...]:
    """A 'Mech's to-hit modifiers for one weapon from its sensors and the actuators of the
    arm the weapon is in (a shoulder hit stands for the whole arm): asked by the engine
    from the sheet and by the referee's calculator from what the referee ticks."""
    out = []
    if sensors:
        out.append(("Sensors hit", rules.sensors_to_hit))
    if shoulder:
        out.append(("Shoulder hit", rules.shoulder_to_hit))
    elif arm_actuators:
        out.append(("Arm actuator hit", rules.arm_actuator_to_hit * arm_actuators))
    return tuple(out)


def blinded(state: GameState, unit: UnitState) -> bool:
    """Total Warfare: a 'Mech's second sensor hit leaves it no weapon fire."""
    rules = state.rules.criticals
    return rules is not None and bool(unit.slots_hit) and crit_count(
        unit, state.definition(unit), SlotKind.SENSORS) >= rules.sensors_blind_at


def stunned(state: GameState, unit: UnitState) -> bool:
    """A vehicle whose crew is stunned neither moves nor attacks in the turn after."""
    return unit.vehicle_crits.get("stunned", 0) >= state.turn if unit.vehicle_crits else False


def armor_left(unit: UnitState, definition: UnitDefinition, location: str) -> int:
    if location in unit.lost:
        return 0
    return max(0, definition.armor_circles.get(location, 0) - unit.damage.get(location, 0))


def legs_destroyed(unit: UnitState) -> bool:
    """QSR *Leg Destruction*: one or both legs gone, no movement or facing change."""
    return any(leg in unit.lost for leg in LEGS)


def cruise_mp(unit: UnitState, definition: UnitDefinition) -> int:
    """Vehicles lose 1 Cruising MP per motive hit (QSR vehicle table footnote); an engine
    critical hit leaves none (Total Warfare)."""
    if unit.vehicle_crits and unit.vehicle_crits.get("engine_hit"):
        return 0
    return max(0, definition.movement.walk - unit.motive_hits)


def mode_mp(unit: UnitState, definition: UnitDefinition, mode: MoveMode,
            state: GameState) -> int:
    """MP available in ``mode``; 0 means the unit cannot move that way.  ``state`` (its
    critical hit rules) counts a 'Mech's leg and jump jet critical hits."""
    if mode is MoveMode.STATIONARY or (mode is MoveMode.JUMP and QUICK_START in state.options):
        return 0  # the Quick-Start Rules as printed: walking or running, no jumping
    kind = definition.kind
    if kind.is_infantry:  # one MP value; jump infantry and battle armor may jump with it
        return {MoveMode.WALK: definition.movement.walk,
                MoveMode.JUMP: definition.movement.jump}.get(mode, 0)
    if kind is UnitKind.MECH and legs_destroyed(unit):
        return 0
    if mode is MoveMode.JUMP:
        if kind is not UnitKind.MECH:
            return 0
        return jump_mp(state, unit, definition) if unit.slots_hit \
            else definition.movement.jump
    if kind is UnitKind.VEHICLE:
        if unit.vehicle_crits and stunned(state, unit):
            return 0
        cruise = cruise_mp(unit, definition)
        return cruise if mode is MoveMode.WALK else math.ceil(cruise * 1.5)
    walk = mech_walk_mp(state, unit, definition) if unit.slots_hit \
        else definition.movement.walk
    for module in hooks.active(state.options):  # heat (the standard rules' module)
        walk = module.walk_mp(state, unit, walk)
    if walk != definition.movement.walk:
        return walk if mode is MoveMode.WALK else math.ceil(walk * 1.5)
    return definition.movement.walk if mode is MoveMode.WALK else definition.movement.run


def modes(definition: UnitDefinition, options: frozenset[str] = frozenset()
          ) -> tuple[MoveMode, ...]:
    """How a unit may move: a unit whose data has jump MP may also jump (the Enforcer's
    jump MP, a QSR sheet omission, and the Infiltrator Mk II's MP 3, which is jump MP;
    shared/qsr-units.md §11 and §7) unless ``options`` play the Quick-Start Rules as
    printed, which have no jumping."""
    if QUICK_START in options:
        return tuple(m for m in modes(definition) if m is not MoveMode.JUMP)
    if definition.kind.is_infantry:  # QSR: infantry have no walking/running modes
        return ((MoveMode.STATIONARY, MoveMode.WALK, MoveMode.JUMP) if definition.movement.jump
                else (MoveMode.STATIONARY, MoveMode.WALK))
    if definition.kind is UnitKind.MECH and definition.movement.jump:
        return (MoveMode.STATIONARY, MoveMode.WALK, MoveMode.RUN, MoveMode.JUMP)
    return (MoveMode.STATIONARY, MoveMode.WALK, MoveMode.RUN)


def troopers_alive(unit: UnitState, definition: UnitDefinition) -> int:
    data = definition.infantry
    if data is None:
        return 0
    if definition.kind is UnitKind.BATTLE_ARMOR:
        capacity = data.trooper_capacity
        return sum(1 for d in trooper_damage(unit, definition) if d < capacity)
    return max(0, data.troopers - unit.troopers_lost)


def trooper_damage(unit: UnitState, definition: UnitDefinition) -> tuple[int, ...]:
    data = definition.infantry
    assert data is not None
    return unit.trooper_damage or (0,) * data.troopers


def weapon_arc(state: GameState, definition: UnitDefinition, weapon: Weapon) -> WeaponArc:
    arcs = state.rules.firing_arcs
    if definition.kind.is_infantry or weapon.location is None:
        return arcs["infantry"]
    return arcs[weapon.location]


def ammo_left(unit: UnitState, definition: UnitDefinition, weapon: Weapon) -> int | None:
    """Shots left in the weapon's bin (shared by every weapon of that name); None if the
    weapon needs no ammunition."""
    shots = definition.ammo_shots().get(weapon.name)
    if shots is None:
        return None
    return max(0, shots - unit.ammo_used.get(weapon.name, 0))


def weapon_broken(unit: UnitState, weapon: Weapon, index: int) -> str | None:
    """Why weapon instance ``index`` is out of action for good (a record sheet strikes it
    out), or None; running out of ammunition is the ammo boxes' business."""
    if weapon.location is not None and weapon.location in unit.lost:
        return f"{weapon.name} ({weapon.location}) was destroyed with its location"
    if index in unit.jammed:
        return f"{weapon.name} is jammed for the rest of the game"
    if index in unit.weapons_hit:
        return f"{weapon.name} was destroyed by a critical hit"
    return None


def weapon_problem(unit: UnitState, definition: UnitDefinition, index: int) -> str | None:
    """Why weapon ``index`` cannot fire at all this turn, or None."""
    weapons = definition.weapon_instances()
    if not 0 <= index < len(weapons):
        return f"{unit.name} has no weapon number {index}"
    weapon = weapons[index]
    broken = weapon_broken(unit, weapon, index)
    if broken is not None:
        return broken
    left = ammo_left(unit, definition, weapon)
    if left is not None and left <= 0:
        return f"{weapon.name} is out of ammunition"
    return None


def health(unit: UnitState, definition: UnitDefinition) -> tuple[int, int, str]:
    """What is left of a unit, what it started with, and of what: troopers for infantry
    and battle armor, armour circles for the others (the Units dock, ``btdesk check``)."""
    if definition.infantry is not None:
        return troopers_alive(unit, definition), definition.infantry.troopers, "troopers"
    left = definition.total_armor - sum(unit.damage.values())
    return left, definition.total_armor, "armor"


def status_words(unit: UnitState) -> tuple[str, ...]:
    """Its state in a word or two each, worst first: what a player looks for at a glance."""
    if unit.ejected is not None:
        return ("abandoned (MechWarrior ejected)",)
    if unit.destroyed or unit.removed:
        return ("destroyed",)
    words = []
    if unit.shutdown:
        words.append("shut down")
    if unit.unconscious:
        words.append("MechWarrior unconscious")
    if unit.prone:
        words.append("prone")
    if unit.hidden:
        words.append("hidden")
    if unit.formation:
        words.append("in formation")
    if unit.jammed:
        words.append("weapon jammed")
    if unit.slots_hit or unit.weapons_hit or unit.vehicle_crits:
        words.append("critical hits")
    if unit.heat:  # the standard rules' heat scale
        words.append(f"heat {unit.heat}")
    return tuple(words)
