"""To-hit numbers as an itemised list of named modifiers (QSR *Firing Weapons*,
*To-Hit Modifiers*, ATTACK MODIFIERS TABLE; Elite *Infantry* combat).

Every number comes from the rule tables; this module only decides which apply.  The
result says why an attack is impossible when it is, so the UI can show the reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from btdesk.hexgrid import distance, in_weapon_arc
from btdesk.model.board import Terrain
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.units import UnitKind, Weapon, WeaponCode

from .condition import weapon_arc, weapon_problem
from .dice import chance_2d6
from .los import LineOfSight, unit_line_of_sight

BRACKETS = ("short", "medium", "long")
MOVEMENT_KEYS = {MoveMode.STATIONARY: "stationary", MoveMode.WALK: "walked", MoveMode.RUN: "ran"}
AUTOMATIC_MISS_ABOVE = 12


@dataclass(frozen=True)
class Modifier:
    name: str
    value: int


@dataclass(frozen=True)
class ToHit:
    weapon: int
    weapon_name: str
    range: int
    bracket: int | None  # 0 short, 1 medium, 2 long; None for infantry range tables
    modifiers: tuple[Modifier, ...]
    problem: str | None = None  # why the attack cannot be made at all

    @property
    def target_number(self) -> int:
        return sum(m.value for m in self.modifiers)

    @property
    def possible(self) -> bool:
        return self.problem is None

    @property
    def automatic_miss(self) -> bool:
        return self.target_number > AUTOMATIC_MISS_ABOVE

    @property
    def chance(self) -> float:
        return 0.0 if self.problem else chance_2d6(self.target_number)


def attack_range(attacker: UnitState, target: UnitState, attacker_kind: UnitKind) -> int:
    """Hex distance; in the same hex, 1 for non-conventional attackers (QSR Elite: "the
    range is considered 1") and 0 for conventional platoons, whose sheets have a 0
    column."""
    assert attacker.position is not None and target.position is not None
    d = distance(attacker.position, target.position)
    if d == 0 and attacker_kind is not UnitKind.INFANTRY:
        return 1
    return d


def target_problem(state: GameState, attacker: UnitState, target: UnitState) -> str | None:
    """Reasons no weapon of ``attacker`` may fire at ``target`` (shared by all weapons)."""
    if not attacker.active or attacker.position is None:
        return f"{attacker.name} is out of the game"
    if not target.active or target.position is None:
        return f"{target.name} is out of the game"
    if target.side == attacker.side:
        return f"{target.name} is on your own side"
    if attacker.position == target.position and not state.definition(attacker).kind.is_infantry:
        return "only infantry may attack a unit in their own hex"
    return None


def to_hit(state: GameState, attacker_uid: str, target_uid: str, weapon_index: int,
           los: LineOfSight | None = None) -> ToHit:
    attacker, target = state.unit(attacker_uid), state.unit(target_uid)
    a_def, t_def = state.definition(attacker), state.definition(target)
    weapons = a_def.weapon_instances()
    weapon: Weapon | None = weapons[weapon_index] if 0 <= weapon_index < len(weapons) else None
    name = weapon.name if weapon else "?"
    problem = target_problem(state, attacker, target) or weapon_problem(attacker, a_def,
                                                                        weapon_index)
    if problem or weapon is None or attacker.position is None or target.position is None:
        return ToHit(weapon_index, name, 0, None, (), problem or "no such weapon")
    rng = attack_range(attacker, target, a_def.kind)
    am = state.rules.attack_modifiers
    mods = [Modifier("Gunnery (base to-hit)", a_def.crew.gunnery)]
    bracket: int | None = None
    infantry = a_def.infantry
    if a_def.kind is UnitKind.INFANTRY and infantry is not None:
        if rng >= len(infantry.range_modifiers):
            reach = len(infantry.range_modifiers) - 1
            problem = f"{rng} hexes is beyond the platoon's range ({reach})"
        else:
            mods.append(Modifier(f"Range {rng} (platoon table)", infantry.range_modifiers[rng]))
    else:
        if rng > weapon.ranges[2]:
            problem = f"{rng} hexes is beyond {weapon.name}'s long range ({weapon.ranges[2]})"
        else:
            bracket = next(i for i, limit in enumerate(weapon.ranges) if rng <= limit)
            mods.append(Modifier(f"Range {rng} ({BRACKETS[bracket]})", am.range_brackets[bracket]))
    if not a_def.kind.is_infantry and attacker.moved is not None:
        mode = attacker.moved.mode
        key = MOVEMENT_KEYS[mode]
        mods.append(Modifier(f"Attacker {mode.name_for(a_def.kind)}", am.attacker_movement[key]))
    moved = target.moved.hexes if target.moved is not None else 0
    mods.append(Modifier(f"Target moved {moved} hex{'es' if moved != 1 else ''}",
                         am.target_movement_modifier(moved)))
    terrain = state.board.terrain_at(target.position)
    rule = state.rules.terrain[terrain]
    if rule.target_in:
        mods.append(Modifier(f"Target in {terrain.display_name.lower()}", rule.target_in))
    sight = los if los is not None else unit_line_of_sight(state, attacker_uid, target_uid)
    for kind, count in ((Terrain.LIGHT_WOODS, sight.light_woods),
                        (Terrain.HEAVY_WOODS, sight.heavy_woods)):
        per_hex = state.rules.terrain[kind].intervening
        if count and per_hex:
            mods.append(Modifier(f"Intervening {kind.display_name.lower()} ×{count}",
                                 per_hex * count))
    if sight.blocked:
        problem = problem or "no line of sight (intervening woods)"
    if WeaponCode.PULSE in weapon.codes:
        mods.append(Modifier("Pulse weapon", am.pulse))
    if t_def.kind is UnitKind.BATTLE_ARMOR and not a_def.kind.is_infantry:
        mods.append(Modifier("Target is battle armor", am.battle_armor_target))
    arc = weapon_arc(state, a_def, weapon)
    if not in_weapon_arc(arc, attacker.position, attacker.facing, target.position):
        problem = problem or f"{target.name} is outside {weapon.name}'s firing arc"
    return ToHit(weapon_index, weapon.name, rng, bracket, tuple(mods), problem)


def attack_options(state: GameState, attacker_uid: str, target_uid: str) -> tuple[ToHit, ...]:
    """The breakdown for every weapon of the attacker against one target (one LOS trace)."""
    attacker, target = state.unit(attacker_uid), state.unit(target_uid)
    n = len(state.definition(attacker).weapon_instances())
    problem = target_problem(state, attacker, target)
    if problem:
        return tuple(ToHit(i, state.definition(attacker).weapon_instances()[i].name, 0, None, (),
                           problem) for i in range(n))
    sight = unit_line_of_sight(state, attacker_uid, target_uid)
    return tuple(to_hit(state, attacker_uid, target_uid, i, sight) for i in range(n))
