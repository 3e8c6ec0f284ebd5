"""To-hit numbers as an itemised list of named modifiers (QSR *Firing Weapons*,
*To-Hit Modifiers*, ATTACK MODIFIERS TABLE; Elite *Infantry* combat).

Every number comes from the rule tables; this module only decides which apply.  The
result says why an attack is impossible when it is, so the UI can show the reason.
"""

from __future__ import annotations

from typing import NamedTuple

from btdesk.hexgrid import Hex, distance, in_weapon_arc
from btdesk.model.board import Terrain
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.tables import PhysicalRules, RuleTables
from btdesk.model.units import UnitDefinition, UnitKind, Weapon, WeaponCode
from btdesk.rules import hooks
from btdesk.rules.core import buildings
from btdesk.rules.core.condition import blinded, crit_to_hit, stunned, weapon_arc, weapon_problem
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.los import LineOfSight, unit_line_of_sight
from btdesk.rules.dice import chance_2d6

BRACKETS = ("short", "medium", "long")
MOVEMENT_KEYS = {MoveMode.STATIONARY: "stationary", MoveMode.WALK: "walked", MoveMode.RUN: "ran",
                 MoveMode.JUMP: "jumped"}
AUTOMATIC_MISS_ABOVE = 12


def range_bracket(weapon: Weapon, rng: int) -> int | None:
    """0 short, 1 medium, 2 long; None beyond long range."""
    for i, limit in enumerate(weapon.ranges):
        if rng <= limit:
            return i
    return None


class Modifier(NamedTuple):
    """One named line of a breakdown: a query's answer, not state.  A named tuple because
    each to-hit makes half a dozen and a frozen dataclass's ``__init__`` costs three times
    as much."""

    name: str
    value: int


class ToHit(NamedTuple):
    """A query's answer, not state: a named tuple, as one is made for each weapon on
    every mouse move over a target."""

    weapon: int
    weapon_name: str
    range: int
    bracket: int | None  # 0 short, 1 medium, 2 long; None for infantry range tables
    modifiers: tuple[Modifier, ...]
    problem: str | None = None  # why the attack cannot be made at all
    automatic: bool = False  # it hits without a roll (a building in or next to the hex)

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
        if self.problem:
            return 0.0
        return 1.0 if self.automatic else chance_2d6(self.target_number)


def attack_range(attacker: UnitState, target: UnitState, attacker_kind: UnitKind) -> int:
    assert attacker.position is not None and target.position is not None
    return hex_range(attacker.position, target.position, attacker_kind)


def hex_range(attacker: Hex, target: Hex, attacker_kind: UnitKind) -> int:
    """Hex distance; in the same hex, 1 for non-conventional attackers (QSR Elite: "the
    range is considered 1") and 0 for conventional platoons, whose sheets have a 0
    column."""
    d = distance(attacker, target)
    if d == 0 and attacker_kind is not UnitKind.INFANTRY:
        return 1
    return d


def attacker_problem(state: GameState, attacker: UnitState) -> str | None:
    """Reasons ``attacker`` may fire at nothing at all this turn."""
    if attacker.formation:
        return f"{attacker.name} is in formation: infantry in formation may not attack"
    if blinded(state, attacker):
        return f"{attacker.name}'s sensors are destroyed: it may not fire (critical hits)"
    if stunned(state, attacker):
        return f"{attacker.name}'s crew is stunned this turn (a critical hit)"
    return None


def target_problem(state: GameState, attacker: UnitState, target: UnitState) -> str | None:
    """Reasons no weapon of ``attacker`` may fire at ``target`` (shared by all weapons)."""
    if not attacker.active or attacker.position is None:
        return f"{attacker.name} is out of the game"
    if not target.active or target.position is None:
        return f"{target.name} is out of the game"
    if target.side == attacker.side:
        return f"{target.name} is on your own side"
    if target.hidden:  # unseen: no different from no unit at all
        return f"there is no unit {target.uid!r}"
    problem = attacker_problem(state, attacker) or target_barred(state, attacker, target)
    if problem is not None:
        return problem
    if attacker.position == target.position and not state.definition(attacker).kind.is_infantry \
            and not (state.definition(target).kind.is_infantry
                     and buildings.inside(state, attacker) and buildings.inside(state, target)) \
            and not any(m.same_hex_fire(state, attacker, target)
                        for m in hooks.active(state.options)):
        # seed 003 建物内部で起きる戦闘: inside a building, any attacker may fire at the
        # infantry in its hex.
        if state.board.building(attacker.position) is None:
            return "only infantry may attack a unit in their own hex"
        return ("only infantry may attack a unit in their own hex, but anyone may attack "
                "infantry inside a building with them")
    return None


def target_barred(state: GameState, attacker: UnitState, target: UnitState | None
                  ) -> str | None:
    """Why a rule module bars ``attacker`` from firing at ``target`` (None: a building)."""
    return hooks.first(state.options, lambda m: m.target_barred(state, attacker, target))


class Shot(NamedTuple):
    """One attack described by its circumstances, whoever worked them out: the engine from
    the map, or a referee from a table of miniatures.  ``range_modifier`` is decided by
    the caller (weapon brackets, or a platoon's own range table).  A query's input, not
    state: a named tuple, as every to-hit makes one and a frozen dataclass's ``__init__``
    of sixteen fields was a tenth of a to-hit; vary one with ``_replace``."""

    gunnery: int
    range_label: str
    range_modifier: int
    attacker_movement: MoveMode | None  # None: an infantry attacker (no modifier)
    attacker_label: str
    target_hexes: int
    target_terrain: Terrain
    light_between: int
    heavy_between: int
    pulse: bool
    target_battle_armor: bool  # set by the caller only for non-infantry attackers
    target_jumped: bool = False
    partial_cover: bool = False  # 0204-B: a friendly unit between, in a Close Assault Hex
    minimum_range: tuple[int, int] = (0, 0)  # (weapon's minimum, range): TW sheets only
    terrain_cover: str = ""  # Total Warfare partial cover: what gives it ("depth 1 water")
    immobile: int | None = None  # a building: this modifier in place of target movement
    immobile_why: str = "a building"
    target_prone: str = ""  # "adjacent" or "farther": a prone target (QSR falls)
    attacker_prone: bool = False


def shot_modifiers(rules: RuleTables, shot: Shot) -> tuple[tuple[Modifier, ...], str | None]:
    """The itemised modifiers (ATTACK MODIFIERS TABLE) and, if intervening woods block the
    line of sight, why the shot cannot be taken."""
    am = rules.attack_modifiers
    mods = [Modifier("Gunnery (base to-hit)", shot.gunnery),
            Modifier(shot.range_label, shot.range_modifier)]
    if shot.attacker_movement is not None:
        mods.append(Modifier(shot.attacker_label,
                             am.attacker_movement[MOVEMENT_KEYS[shot.attacker_movement]]))
    moved = shot.target_hexes
    if shot.immobile is not None:
        mods.append(Modifier(f"Immobile target ({shot.immobile_why})", shot.immobile))
    else:
        mods.append(Modifier(f"Target moved {moved} hex{'es' if moved != 1 else ''}",
                             am.target_movement_modifier(moved)))
    if shot.target_jumped:
        mods.append(Modifier("Target jumped", am.target_jumped))
    mods += prone_fire(rules.physical, shot.target_prone, shot.attacker_prone)
    rule = rules.terrain[shot.target_terrain]
    if rule.target_in:
        mods.append(Modifier(f"Target in {shot.target_terrain.display_name.lower()}",
                             rule.target_in))
    density = 0
    for kind, count in ((Terrain.LIGHT_WOODS, shot.light_between),
                        (Terrain.HEAVY_WOODS, shot.heavy_between)):
        if not count:  # most lines cross no woods
            continue
        per_hex = rules.terrain[kind].intervening
        density += count * rules.terrain[kind].los_density
        if per_hex:
            mods.append(Modifier(f"Intervening {kind.display_name.lower()} ×{count}",
                                 per_hex * count))
    if shot.pulse:
        mods.append(Modifier("Pulse weapon", am.pulse))
    if shot.target_battle_armor:
        mods.append(Modifier("Target is battle armor", am.battle_armor_target))
    least, at = shot.minimum_range
    if least and at <= least:
        # Total Warfare, *Minimum Range*: +1 at the minimum, +1 per hex closer.
        mods.append(Modifier(f"Inside minimum range ({least})", least - at + 1))
    if shot.partial_cover:
        mods.append(Modifier("Partial cover (a friendly unit between)",
                             rules.close_assault.numbers.partial_cover))
    if shot.terrain_cover:
        mods.append(Modifier(f"Partial cover ({shot.terrain_cover})",
                             rules.ground.partial_cover))
    blocked = density >= rules.los_blocking_density
    return tuple(mods), "no line of sight (intervening woods)" if blocked else None


def table_to_hit(rules: RuleTables, shot: Shot) -> ToHit:
    """A referee's shot between miniatures: the same modifiers, no map needed."""
    mods, problem = shot_modifiers(rules, shot)
    return ToHit(-1, "", 0, None, mods, problem)


def seated(state: GameState, attacker_uid: str, target_uid: str) -> GameState:
    """``state`` with ``target_uid``, a rider with no hex of its own, set where a rule
    module lets ``attacker_uid`` attack it (seed 003: battle armor riding a swarmer's
    host, in the host's hex); else ``state`` as it is."""
    attacker, target = state.unit(attacker_uid), state.unit(target_uid)
    if target.position is not None or attacker.position is None:
        return state
    for module in hooks.active(state.options):
        seat = module.seat(state, attacker, target)
        if seat is not None:
            return replace_unit(state, replace(target, position=seat))
    return state


def to_hit(state: GameState, attacker_uid: str, target_uid: str, weapon_index: int,
           los: LineOfSight | None = None) -> ToHit:
    if state.unit(target_uid).position is None:
        state, los = seated(state, attacker_uid, target_uid), None
    attacker, target = state.unit(attacker_uid), state.unit(target_uid)
    a_def, t_def = state.definition(attacker), state.definition(target)
    weapons = a_def.weapon_instances()
    weapon: Weapon | None = weapons[weapon_index] if 0 <= weapon_index < len(weapons) else None
    name = weapon.name if weapon else "?"
    problem = target_problem(state, attacker, target) or weapon_problem(attacker, a_def,
                                                                        weapon_index)
    if problem is None and weapon is not None:
        problem = weapon_blocked(state, attacker, weapon)
    if problem or weapon is None or attacker.position is None or target.position is None:
        return ToHit(weapon_index, name, 0, None, (), problem or "no such weapon")
    rng = attack_range(attacker, target, a_def.kind)
    label, value, bracket, problem = range_modifier(state, a_def, weapon, rng)
    mode = attacker_mode(attacker, a_def)
    sight = los if los is not None else unit_line_of_sight(state, attacker_uid, target_uid)
    shot = Shot(
        gunnery=a_def.crew.gunnery,
        range_label=label,
        range_modifier=value,
        attacker_movement=mode,
        attacker_label=f"Attacker {mode.name_for(a_def.kind)}" if mode else "",
        target_hexes=target.moved.hexes if target.moved is not None else 0,
        # 0204-B: "Units in formation receive no benefit for cover from the terrain"
        target_terrain=(Terrain.CLEAR if target.formation
                        else state.board.terrain_at(target.position)),
        light_between=sight.light_woods,
        heavy_between=sight.heavy_woods,
        pulse=WeaponCode.PULSE in weapon.codes,
        target_battle_armor=t_def.kind is UnitKind.BATTLE_ARMOR and not a_def.kind.is_infantry,
        target_jumped=target.moved is not None and target.moved.mode is MoveMode.JUMP,
        partial_cover=any(m.partial_cover(state, attacker, target)
                          for m in hooks.active(state.options)),
        minimum_range=(weapon.min_range, rng),
        terrain_cover=sight.partial_cover,
        target_prone=("" if not target.prone else "adjacent" if rng <= 1 else "farther"),
        attacker_prone=attacker.prone,
    )
    mods, blocked = shot_modifiers(state.rules, shot)
    if attacker.slots_hit or attacker.vehicle_crits:
        mods += tuple(Modifier(n, v) for n, v in crit_to_hit(state, attacker, weapon))
    for module in hooks.active(state.options):
        mods += module.modifiers(state, attacker, target)
    if problem is None and sight.blocked:
        problem = sight.reason or blocked or "no line of sight (intervening woods)"
    arc = weapon_arc(state, a_def, weapon)
    # In one hex there is no direction to fire in: every weapon bears (the only such
    # attack by a unit with arcs is at infantry inside a building with it).
    if attacker.position != target.position and not in_weapon_arc(
            arc, attacker.position, attacker.facing, target.position):
        problem = problem or f"{target.name} is outside {weapon.name}'s firing arc"
    return ToHit(weapon_index, weapon.name, rng, bracket, mods, problem)


def prone_fire(rules: PhysicalRules, target_prone: str, attacker_prone: bool
               ) -> tuple[Modifier, ...]:
    """The prone modifiers on weapon fire, for the engine and the To-Hit Calculator alike:
    ``target_prone`` "adjacent" or "farther" (or "" for a standing target), and whether
    the attacker is prone; none in a table without ``prone_weapon_fire``."""
    if not rules.prone_weapon_fire:
        return ()
    mods = [prone_target(rules, target_prone == "adjacent")] if target_prone else []
    if attacker_prone:
        mods.append(Modifier("Attacker prone", rules.prone_attacker))
    return tuple(mods)


def prone_target(rules: PhysicalRules, adjacent: bool) -> Modifier:
    """An attack on a prone target: from the next hex (or its own), or from farther."""
    return Modifier("Target prone, adjacent" if adjacent else "Target prone",
                    rules.prone_target_adjacent if adjacent else rules.prone_target_other)


def range_modifier(state: GameState, definition: UnitDefinition, weapon: Weapon, rng: int
                   ) -> tuple[str, int, int | None, str | None]:
    """The range line of the breakdown (a platoon's own table, else the weapon's
    brackets): its label, value and bracket, and why ``rng`` is out of reach, if it is."""
    infantry = definition.infantry
    if definition.kind is UnitKind.INFANTRY and infantry is not None:
        in_range = rng < len(infantry.range_modifiers)
        label = f"Range {rng} (platoon table)"
        if not in_range:
            reach = len(infantry.range_modifiers) - 1
            return label, 0, None, f"{rng} hexes is beyond the platoon's range ({reach})"
        return label, infantry.range_modifiers[rng], None, None
    bracket = range_bracket(weapon, rng)
    if bracket is None:
        return (f"Range {rng}", 0, None,
                f"{rng} hexes is beyond {weapon.name}'s long range ({weapon.ranges[2]})")
    return (f"Range {rng} ({BRACKETS[bracket]})",
            state.rules.attack_modifiers.range_brackets[bracket], bracket, None)


def attacker_mode(attacker: UnitState, definition: UnitDefinition) -> MoveMode | None:
    """The attacker-movement line: infantry have none; a unit yet to move counts as
    stationary."""
    if definition.kind.is_infantry:
        return None
    return attacker.moved.mode if attacker.moved is not None else MoveMode.STATIONARY


def weapon_blocked(state: GameState, unit: UnitState, weapon: Weapon) -> str | None:
    """Why a rule module bars ``weapon`` of ``unit`` this turn (riders on the handholds
    where it is mounted), or None."""
    for module in hooks.active(state.options):
        problem = module.weapon_blocked(state, unit, weapon)
        if problem is not None:
            return problem
    return None


def secondary_target(state: GameState, unit: UnitState) -> int | None:
    """The to-hit modifier for a weapon of ``unit`` aimed at another unit than its
    declaration's, or None where it may not be (the QSR: one target per unit)."""
    for module in hooks.active(state.options):
        value = module.secondary_target(state, unit)
        if value is not None:
            return value
    return None


def attack_options(state: GameState, attacker_uid: str, target_uid: str,
                   secondary: bool = False) -> tuple[ToHit, ...]:
    """The breakdown for every weapon of the attacker against one target (one LOS trace);
    ``secondary``: the target is not the declaration's (``secondary_target``)."""
    state = seated(state, attacker_uid, target_uid)
    attacker, target = state.unit(attacker_uid), state.unit(target_uid)
    n = len(state.definition(attacker).weapon_instances())
    problem = target_problem(state, attacker, target)
    if problem:
        return tuple(ToHit(i, state.definition(attacker).weapon_instances()[i].name, 0, None, (),
                           problem) for i in range(n))
    sight = unit_line_of_sight(state, attacker_uid, target_uid)
    options = tuple(to_hit(state, attacker_uid, target_uid, i, sight) for i in range(n))
    extra = secondary_target(state, attacker) if secondary else None
    if extra is None:
        return options
    more = (Modifier("Secondary target", extra),)
    return tuple(o._replace(modifiers=o.modifiers + more) for o in options)
