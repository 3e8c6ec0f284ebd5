"""Rule tables as values.  The io layer parses ``resources/rules/*.yaml`` into these and
hands them to the rules, which never read files (design.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from btdesk.hexgrid import WeaponArc

from .assault_orders import AssaultOrderRules
from .board import BuildingClass, Terrain
from .criticals import CriticalRules
from .frozen import empty_map
from .multi_model import MultiModelRules
from .standard import StandardRules
from .tw_infantry import TwInfantryRules
from .units import Motive


def in_groups(total: int, size: int) -> list[int]:
    """``total`` damage in groups of ``size`` points, the remainder last: how every
    grouped attack is dealt (missiles, platoons, falls, physical blows, buildings)."""
    return [size] * (total // size) + ([total % size] if total % size else [])


@dataclass(frozen=True)
class HitTable:
    """2D6 → location code; ``flagged`` rolls carry the table's footnote (vehicle motive hit)."""

    rolls: Mapping[int, str]
    flagged: frozenset[int] = frozenset()
    note: str = ""


@dataclass(frozen=True)
class Bracket:
    low: int
    high: int | None  # None: and above
    modifier: int

    def contains(self, value: int) -> bool:
        return value >= self.low and (self.high is None or value <= self.high)


@dataclass(frozen=True)
class TerrainRule:
    terrain: Terrain
    symbol: str  # one character in a map file
    mp_cost: int  # added to the 1 MP for entering a hex ('Mechs and vehicles)
    target_in: int  # to-hit modifier when the target stands in it
    intervening: int  # to-hit modifier per intervening hex
    los_density: int  # counts toward blocking LOS
    prohibited: frozenset[Motive]


@dataclass(frozen=True)
class LevelChange:
    max_change: int  # levels up or down in one step
    mp_per_level: int


@dataclass(frozen=True)
class BuildingRule:
    mp_cost: int  # added to enter ('Mechs and vehicles)
    cf: int  # when a map gives none
    piloting: int  # modifier to the roll to enter


@dataclass(frozen=True)
class GroundRules:
    """Total Warfare's ground where the Quick-Start rules have none: levels, water, roads,
    buildings, heights for line of sight and partial cover (``terrain.yaml``, ``ground``)."""

    levels: Mapping[str, LevelChange]  # "mech", "vehicle", "infantry"
    mech_mp_by_depth: tuple[int, ...]  # depth 0, 1, ...; the last for every deeper one
    floats: frozenset[Motive]  # cross water of any depth as clear ground
    infantry_max_depth: int
    buildings: Mapping[BuildingClass, BuildingRule]
    infantry_building_mp: int
    road_mp: int
    unit_height: Mapping[str, int]  # "mech", "prone_mech", "vehicle", "infantry"
    woods_height: int
    partial_cover: int
    # Total Warfare's road bonus: MP more for these motives on a move wholly on roads
    # (none in a table saved before it existed: those games replay as they were).
    road_bonus_mp: int = 0
    road_bonus_motives: frozenset[Motive] = frozenset()

    def water_mp(self, depth: int) -> int:
        return self.mech_mp_by_depth[min(depth, len(self.mech_mp_by_depth) - 1)]


@dataclass(frozen=True)
class BuildingAttack:
    """Attacking a building hex itself (``buildings.yaml`` ``attack``, Total Warfare)."""

    automatic_within: int  # from this many hexes or fewer, every attack hits
    immobile_target: int  # farther: the Immobile Target modifier instead of movement


@dataclass(frozen=True)
class BuildingCombat:
    """Buildings in a fight (``buildings.yaml``): what entering one costs the unit and the
    building, what a building keeps off those inside, and its collapse.  Percentages by
    building type; the rest are divisors, rounded up as Total Warfare rounds."""

    entry_damage_divisor: int
    entry_tons_divisor: int
    absorb_divisor: int
    infantry_share_from_outside: Mapping[BuildingClass, int]
    building_share_from_inside: Mapping[BuildingClass, int]
    battle_armor_group: int
    jump_in_damage: Mapping[BuildingClass, int]
    floor_mp: int
    collapse_divisor: int
    collapse_multiplier: Mapping[str, int]  # "infantry", "battle_armor" (, "mechanized")
    rubble: Terrain
    infantry_tons: Mapping[str, int]  # a platoon; a battle armor trooper
    attack: BuildingAttack | None = None  # None: a table older than attacks on buildings
    # Mechanized infantry's MP a floor (None: ``floor_mp``, a table older than the rule).
    floor_mp_mechanized: int | None = None


@dataclass(frozen=True)
class AttackModifiers:
    attacker_movement: Mapping[str, int]  # stationary / walked / ran (cruise/flank alike)
    range_brackets: tuple[int, int, int]  # short, medium, long
    target_movement: tuple[Bracket, ...]
    battle_armor_target: int  # non-infantry attackers only
    pulse: int
    target_jumped: int  # added when the target jumped this turn

    def target_movement_modifier(self, hexes_moved: int) -> int:
        for bracket in self.target_movement:
            if bracket.contains(hexes_moved):
                return bracket.modifier
        raise ValueError(f"no target-movement bracket for {hexes_moved} hexes")


@dataclass(frozen=True)
class InfantryDamage:
    """Non-infantry weapon damage against conventional infantry (QSR p. 30)."""

    direct_divisor: int
    cluster_bonus: int
    pulse_bonus: int
    burst_fire_dice: Mapping[str, int]  # weapon name → number of D6
    clear_terrain_multiplier: int


@dataclass(frozen=True)
class MiniatureScale:
    """0204-B: one 30 m map hex is 12 cm on the table (1 cm = 2.5 m)."""

    hex_metres: int
    hex_cm: int
    tactical_hexes_across: int

    @property
    def metres_per_cm(self) -> float:
        return self.hex_metres / self.hex_cm


@dataclass(frozen=True)
class WeightBracket:
    """``modifier`` applies to units from ``low`` to ``high`` tons (None: no bound)."""

    low: int | None
    high: int | None
    modifier: int

    def contains(self, tons: int) -> bool:
        return (self.low is None or tons >= self.low) and (self.high is None or tons <= self.high)


def weight_modifier(brackets: tuple[WeightBracket, ...], tons: int) -> int:
    """The first bracket that holds ``tons``: the seed's weight modifiers do not add up."""
    return next((b.modifier for b in brackets if b.contains(tons)), 0)


@dataclass(frozen=True)
class CloseAssaultNumbers:
    """The numbers in 0204-B's result paragraphs."""

    avoid_piloting_below: int
    avoid_weight: tuple[WeightBracket, ...]
    flee_weight: tuple[WeightBracket, ...]
    push_base: int
    block_divisor: int
    block_striker_divisor: int
    exchanges_per_turn: int
    fire_reach: int
    partial_cover: int  # Fire From Outside the Hex: a friendly unit between (0: off)
    stray_hit: int  # 2D6 at least this: a missed shot hits another unit in the hex (0: off)
    fire_out_forfeits: bool  # Fire From Inside the Hex: no action in the phase
    formation_hits: int  # hits on infantry in formation are multiplied by this


@dataclass(frozen=True)
class CloseAssaultMatrix:
    """0204-B resolution: defender letter (a–g) × attacker letter (A–G) → result 1–8."""

    defender_actions: Mapping[str, str]  # letter → name
    attacker_actions: Mapping[str, str]
    results: Mapping[tuple[str, str], int]  # (defender, attacker) → paragraph number
    result_names: Mapping[int, str]
    reconstructed: bool
    scale: MiniatureScale
    numbers: CloseAssaultNumbers
    hints: Mapping[str, str] = field(default_factory=empty_map)  # letter → what it does

    def result(self, defender: str, attacker: str) -> int:
        return self.results[(defender, attacker)]


@dataclass(frozen=True)
class PhysicalAttack:
    """Base to-hit = Piloting + ``offset``; damage = tons / ``divisor`` (× ``multiplier``),
    rounded up or down."""

    offset: int
    divisor: int = 0  # 0: the attack does no damage (push)
    round_up: bool = True
    multiplier: int = 1
    piloting_difference: bool = False  # + (attacker Piloting - target Piloting)
    attacker_movement: bool = False  # + the attacker's own movement (walked +1, ran +2, ...)

    def damage(self, tons: int, times: int = 1) -> int:
        if not self.divisor:
            return 0
        value = tons * times * self.multiplier
        return -(-value // self.divisor) if self.round_up else value // self.divisor


@dataclass(frozen=True)
class PhysicalRules:
    """Physical attacks, Piloting Skill Rolls, falls and the MechWarrior (rules-notes §3-5)."""

    attacks: Mapping[str, PhysicalAttack]  # punch, kick, push, charge, death_from_above
    charge_self_divisor: int
    dfa_self_divisor: int
    damage_group: int
    punch_table: Mapping[str, Mapping[int, str]]  # direction → 1D6 → location
    kick_table: Mapping[str, Mapping[int, str]]
    prone_target_adjacent: int
    prone_target_other: int
    prone_attacker: int
    psr: Mapping[str, int]  # reason → modifier
    stand_up_mp: int
    fall_damage_divisor: int
    fall_facing: Mapping[int, int]  # 1D6 → hexsides turned right
    consciousness: Mapping[int, int]  # hits taken → 2D6 needed
    mechwarrior_hits: int
    # Kicking (stomping) infantry in the 'Mech's own hex (Total Warfare); 0 in a table
    # saved before it existed, when infantry could not be kicked at all.
    kick_infantry_in_hex: int = 0
    # The prone modifiers on weapon fire too (False in a table saved before they were).
    prone_weapon_fire: bool = False

    def groups(self, total: int) -> list[int]:
        """``total`` damage in groups of ``damage_group`` points, the remainder last."""
        return in_groups(total, self.damage_group)


@dataclass(frozen=True)
class EjectionRules:
    """Modifiers to the ejection roll (0204-B result 8 names head damage and woods; the
    numbers are reconstructed in ejection.yaml).  The defaults, no modifiers, are what a
    game saved before the table existed was played with."""

    head_damaged: int = 0
    landing: Mapping[Terrain, int] = field(default_factory=dict)
    reconstructed: bool = False


@dataclass(frozen=True)
class RuleTables:
    mech_hit_locations: HitTable
    vehicle_hit_locations: HitTable
    cluster_hits: Mapping[int, Mapping[int, int]]  # column (troopers/shots) → roll → hits
    attack_modifiers: AttackModifiers
    terrain: Mapping[Terrain, TerrainRule]
    los_blocking_density: int
    facing_change_mp: int
    infantry_mp_per_hex: int
    mech_damage_transfer: Mapping[str, str]  # location → next location inward
    arm_lost_with_torso: Mapping[str, str]  # side torso → its arm
    infantry_damage: InfantryDamage
    close_assault: CloseAssaultMatrix
    firing_arcs: Mapping[str, WeaponArc]  # mount location → arc; "infantry" for all infantry
    physical: PhysicalRules
    ground: GroundRules
    buildings: BuildingCombat
    ejection: EjectionRules = EjectionRules()
    assault_orders: AssaultOrderRules | None = None  # the Close Assault orders module
    multi_model: MultiModelRules | None = None  # the multi-model infantry module
    tw_infantry: TwInfantryRules | None = None  # the Total Warfare infantry module
    criticals: CriticalRules | None = None  # critical hits (Total Warfare)
    standard: StandardRules | None = None  # the standard rules module (Total Warfare)

    def los_density(self) -> Mapping[Terrain, int]:
        """Each terrain's weight toward blocking line of sight; kept, as every to-hit
        asks (not a field: equality and saves ignore it)."""
        known: Mapping[Terrain, int] | None = self.__dict__.get("_los_density")
        if known is None:
            known = self.__dict__["_los_density"] = {
                kind: rule.los_density for kind, rule in self.terrain.items()}
        return known

    def terrain_symbol(self, symbol: str) -> Terrain | None:
        for rule in self.terrain.values():
            if rule.symbol == symbol:
                return rule.terrain
        return None
