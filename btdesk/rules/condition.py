"""A unit's condition read off its sheet and its damage: what it can still do.

Everything here is derived, never stored, so a referee's manual correction of a
circle changes exactly what it should.
"""

from __future__ import annotations

import math

from btdesk.hexgrid import WeaponArc
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.units import UnitDefinition, UnitKind, Weapon

LEGS = ("LL", "RL")


def armor_left(unit: UnitState, definition: UnitDefinition, location: str) -> int:
    if location in unit.lost:
        return 0
    return max(0, definition.armor_circles.get(location, 0) - unit.damage.get(location, 0))


def legs_destroyed(unit: UnitState) -> bool:
    """QSR *Leg Destruction*: one or both legs gone, no movement or facing change."""
    return any(leg in unit.lost for leg in LEGS)


def cruise_mp(unit: UnitState, definition: UnitDefinition) -> int:
    """Vehicles lose 1 Cruising MP per motive hit (QSR vehicle table footnote)."""
    return max(0, definition.movement.walk - unit.motive_hits)


def mode_mp(unit: UnitState, definition: UnitDefinition, mode: MoveMode) -> int:
    """MP available in ``mode``; 0 means the unit cannot move that way."""
    if mode is MoveMode.STATIONARY:
        return 0
    kind = definition.kind
    if kind.is_infantry:  # one MP value; jump infantry and battle armor may jump with it
        return {MoveMode.WALK: definition.movement.walk,
                MoveMode.JUMP: definition.movement.jump}.get(mode, 0)
    if kind is UnitKind.MECH and legs_destroyed(unit):
        return 0
    if mode is MoveMode.JUMP:
        return definition.movement.jump if kind is UnitKind.MECH else 0
    if kind is UnitKind.VEHICLE:
        cruise = cruise_mp(unit, definition)
        return cruise if mode is MoveMode.WALK else math.ceil(cruise * 1.5)
    return definition.movement.walk if mode is MoveMode.WALK else definition.movement.run


def modes(definition: UnitDefinition) -> tuple[MoveMode, ...]:
    """How a unit may move: a unit whose data has jump MP may also jump (issue 14: the
    Enforcer's jump MP, a QSR sheet omission, and the Infiltrator Mk II's MP 3, which is
    jump MP; shared/qsr-units.md §11 and §7)."""
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
    shots = sum(a.shots for a in definition.ammo if a.weapon == weapon.name)
    if shots == 0 and not any(a.weapon == weapon.name for a in definition.ammo):
        return None
    return max(0, shots - unit.ammo_used.get(weapon.name, 0))


def weapon_broken(unit: UnitState, weapon: Weapon, index: int) -> str | None:
    """Why weapon instance ``index`` is out of action for good (a record sheet strikes it
    out), or None; running out of ammunition is the ammo boxes' business."""
    if weapon.location is not None and weapon.location in unit.lost:
        return f"{weapon.name} ({weapon.location}) was destroyed with its location"
    if index in unit.jammed:
        return f"{weapon.name} is jammed for the rest of the game"
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
    return tuple(words)
