"""Unit definitions: what a record sheet says, nothing about the unit's current state.

Weapon and armour locations are the sheet's own codes ('Mech: H CT LT RT LA RA LL RL;
vehicle: F LS RS R T), so a printed sheet, a YAML sheet and the rules speak alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType


class UnitKind(StrEnum):
    MECH = "mech"
    VEHICLE = "vehicle"
    BATTLE_ARMOR = "battle_armor"
    INFANTRY = "infantry"

    @property
    def is_infantry(self) -> bool:
        return self in _INFANTRY_KINDS

    @property
    def display_name(self) -> str:
        return {
            UnitKind.MECH: "BattleMech",
            UnitKind.VEHICLE: "Combat Vehicle",
            UnitKind.BATTLE_ARMOR: "Battle Armor",
            UnitKind.INFANTRY: "Conventional Infantry",
        }[self]


_INFANTRY_KINDS = frozenset({UnitKind.BATTLE_ARMOR, UnitKind.INFANTRY})


class Motive(StrEnum):
    """How a unit moves; decides which terrain it may enter (QSR movement cost table)."""

    BIPED = "biped"
    TRACKED = "tracked"
    WHEELED = "wheeled"
    HOVER = "hover"
    MOTORIZED = "motorized"  # conventional infantry
    JUMP = "jump"  # battle armor whose only MP is jump
    FOOT = "foot"
    # Infantry with Total Warfare movement types (seed 003 歩兵の移動): conventional
    # infantry on tracked, wheeled or hover vehicles (mechanized: TRACKED, WHEELED, HOVER
    # above), and infantry with VTOL or UMU MP.
    VTOL = "vtol"
    UMU = "umu"


MECHANIZED: frozenset[Motive] = frozenset({Motive.TRACKED, Motive.WHEELED, Motive.HOVER})


MECH_LOCATIONS: tuple[str, ...] = ("H", "CT", "LT", "RT", "LA", "RA", "LL", "RL")
MECH_KILLERS: tuple[str, ...] = ("H", "CT")  # destroyed, the 'Mech is: no damage transfers on
# Critical slots per location on a Total Warfare 'Mech sheet.
MECH_SLOTS: Mapping[str, int] = MappingProxyType(
    {"H": 6, "CT": 12, "LT": 12, "RT": 12, "LA": 12, "RA": 12, "LL": 6, "RL": 6})
# Torso rear armour (Total Warfare sheets only), kept as its own circles under these codes.
MECH_REAR: Mapping[str, str] = MappingProxyType({"CT": "CTR", "LT": "LTR", "RT": "RTR"})
VEHICLE_LOCATIONS: tuple[str, ...] = ("F", "LS", "RS", "R", "T")  # weapon mounts
VEHICLE_ARMOR_LOCATIONS: tuple[str, ...] = ("F", "LS", "RS", "R", "T")
LOCATION_NAMES: Mapping[str, str] = MappingProxyType(
    {
        "H": "Head",
        "CT": "Center Torso",
        "LT": "Left Torso",
        "RT": "Right Torso",
        "LA": "Left Arm",
        "RA": "Right Arm",
        "LL": "Left Leg",
        "RL": "Right Leg",
        "F": "Front",
        "LS": "Left Side",
        "RS": "Right Side",
        "R": "Rear",
        "T": "Turret",
        "CTR": "Center Torso Rear",
        "LTR": "Left Torso Rear",
        "RTR": "Right Torso Rear",
    }
)


class WeaponCode(StrEnum):
    """Damage-column letters (QSR *Advanced Weapons*)."""

    VARIABLE = "V"
    PULSE = "P"
    CLUSTER = "C"
    ANTI_INFANTRY = "AI"
    # Total Warfare's area-effect weapons (no Quick-Start sheet has one): seed 003
    # 範囲効果武器, they damage every trooper of a battle armor squad they hit.
    AREA_EFFECT = "AE"


@dataclass(frozen=True)
class Weapon:
    name: str
    location: str | None  # None for infantry and battle armour (no location column)
    damage: tuple[int, ...]  # one value, or short/medium/long for V
    ranges: tuple[int, int, int]  # short, medium, long maximum hexes
    codes: frozenset[WeaponCode] = frozenset()
    rapid_fire: int = 0  # R2 → 2 shots at most; 0 for ordinary weapons
    ammo: str | None = None  # key into the sheet's ammo list
    quantity: int = 1
    # Missile launchers (Total Warfare, for imported sheets; no Quick-Start sheet has
    # one): ``missiles`` is the Cluster Hits column rolled on a hit, ``damage`` is per
    # missile, and the damage is dealt in ``group``-point groupings (LRM 5, SRM 2).
    missiles: int = 0
    group: int = 0
    min_range: int = 0  # Total Warfare minimum range; 0 (none) on every Quick-Start sheet
    # An Inner Sphere battle armor squad's body-mounted missile launcher: seed 003
    # 歩兵の移動, the squad may not use jump MP until it has jettisoned it.
    body_mounted: bool = False

    @property
    def cluster_columns(self) -> tuple[int, ...]:
        """The Cluster Hits Table columns this weapon reads: one per rapid-fire shot count
        above one, or a launcher's own size."""
        if self.missiles:
            return (self.missiles,)
        return tuple(range(2, self.rapid_fire + 1))

    def damage_at(self, bracket: int) -> int:
        """Damage at range bracket 0 short, 1 medium, 2 long."""
        return self.damage[bracket] if len(self.damage) == 3 else self.damage[0]

    @property
    def printed_damage(self) -> str:
        """The Dmg column as the Quick-Start sheets print it, e.g. ``5/Sht, R2 (R/C)``;
        a missile launcher as Total Warfare sheets print it, ``1/Msl (C5/10)``."""
        if self.missiles:
            return f"{self.damage[0]}/Msl (C{self.group}/{self.missiles})"
        value = "/".join(str(d) for d in self.damage)
        if self.rapid_fire:
            value += f"/Sht, R{self.rapid_fire}"
        shown = (WeaponCode.VARIABLE, WeaponCode.PULSE, WeaponCode.ANTI_INFANTRY,
                 WeaponCode.AREA_EFFECT)
        letters = [c.value for c in shown if c in self.codes]
        if self.rapid_fire:
            letters.insert(0, "R/C")
        return f"{value} ({', '.join(letters)})" if letters else value


@dataclass(frozen=True)
class Ammo:
    weapon: str
    shots: int


@dataclass(frozen=True)
class Movement:
    """Walking/cruising MP (or infantry MP), running/flanking MP and jumping MP."""

    walk: int
    run: int
    jump: int = 0
    motive: Motive = Motive.BIPED


@dataclass(frozen=True)
class Crew:
    """rules-notes §3: Gunnery 4 and Piloting 5 unless a sheet says otherwise; infantry's
    anti-'Mech skill (seed 003 対メック攻撃: "基本となる命中数値は歩兵ユニットの対メックスキル",
    the base to-hit number of a leg or swarm attack) 5 unless it says otherwise, Total
    Warfare's default for trained infantry."""

    gunnery: int = 4
    piloting: int = 5
    anti_mech: int = 5


@dataclass(frozen=True)
class InfantryData:
    troopers: int
    armor_per_trooper: int = 0  # battle armour only; capacity = armor + 1 (QSR)
    weapon: str = ""  # conventional platoons: the weapon named on the sheet
    range_modifiers: tuple[int, ...] = ()  # conventional: index = range in hexes
    damage_by_troopers: tuple[int, ...] = ()  # conventional: index = troopers - 1
    # The multi-model infantry module (seed 004): the unit's Leadership (0: the module's
    # default) and its leader rule ("", "swarm" or "battle_tactics").
    leadership: int = 0
    leader_rule: str = ""

    @property
    def trooper_capacity(self) -> int:
        return self.armor_per_trooper + 1


@dataclass(frozen=True)
class Transport:
    """What a carrier may carry (seed 003 歩兵輸送).  Capacity is counted in infantry units
    (a platoon or a battle armor squad each), as the public unit data states it ("Can carry
    1 Infantry Platoon"), not in Total Warfare's compartment tons, which need every
    infantry sheet's transport weight (the Quick-Start sheets print none)."""

    infantry: int = 0


@dataclass(frozen=True)
class UnitDefinition:
    """One record sheet.  ``key`` is the file stem (``enf-4r-enforcer``)."""

    key: str
    name: str
    kind: UnitKind
    tons: int | None
    movement: Movement
    armor: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    weapons: tuple[Weapon, ...] = ()
    ammo: tuple[Ammo, ...] = ()
    crew: Crew = Crew()
    infantry: InfantryData | None = None
    public_data: frozenset[str] = frozenset()  # keys whose values came from public data
    source: str = ""
    # Total Warfare sheets (imported from MegaMek files): torso rear armour, by the front
    # location it backs (``CT``, ``LT``, ``RT``), and the critical slots as printed, by
    # location.  The Quick-Start sheets have neither (rules-notes §2).
    rear_armor: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    criticals: Mapping[str, tuple[str, ...]] = field(
        default_factory=lambda: MappingProxyType({}))
    transport: Transport | None = None  # a carrier's infantry bays (seed 003 歩兵輸送)
    # An OmniMech or OmniVehicle: battle armor may ride its handholds (seed 003
    # 機械化バトルアーマー).
    omni: bool = False
    # Infantry trained and equipped for anti-'Mech attacks (leg and swarm attacks, seed
    # 003; 0204-B "specially-trained and equipped anti-'Mech infantry").  A battle armor
    # sheet is unless it says ``anti_mech: false``; a platoon only if it says so.
    anti_mech: bool = False
    # Total Warfare data an imported sheet keeps (the standard rules play them): heat
    # sinks (0: the sheet gives none) and whether they are double, the engine and the
    # internal structure as the file names them.
    heat_sinks: int = 0
    double_heat_sinks: bool = False
    engine: str = ""
    structure_type: str = ""
    # Battle Value, where the sheet states one (docs/sheet-format.md, ``bv:``): shown as
    # force strength in the force builder; no rule uses it.
    bv: int | None = None

    def __post_init__(self) -> None:
        for name in ("armor", "rear_armor", "criticals"):
            value = getattr(self, name)
            if not isinstance(value, MappingProxyType):
                object.__setattr__(self, name, MappingProxyType(dict(value)))

    @property
    def armor_circles(self) -> Mapping[str, int]:
        """Every location's armour circles, the torso rears under their own codes
        (``CTR``): what a record sheet draws and a referee may tick."""
        if not self.rear_armor:
            return self.armor
        return MappingProxyType({**self.armor, **{MECH_REAR[loc]: points for loc, points
                                                  in self.rear_armor.items()}})

    @property
    def handholds(self) -> bool:
        """Whether battle armor rides this unit outside (seed 003 機械化バトルアーマー: an Omni
        unit; one with an infantry bay carries it inside instead)."""
        return self.omni and self.transport is None

    @property
    def infantry_capacity(self) -> int:
        """Infantry units it carries: its bay's, or one battle armor squad on an Omni unit's
        handholds ("最大6人のバトルアーマー歩兵(1ユニット)")."""
        if self.transport is not None:
            return self.transport.infantry
        return 1 if self.omni else 0

    @property
    def total_armor(self) -> int:
        if self.infantry is not None:
            return self.infantry.troopers * max(self.infantry.trooper_capacity, 1)
        return sum(self.armor.values()) + sum(self.rear_armor.values())

    def ammo_shots(self) -> Mapping[str, int]:
        """Shots in all the bins of each weapon name that has any (kept: every to-hit
        asks whether its weapon has ammunition left)."""
        known: Mapping[str, int] | None = self.__dict__.get("_ammo_shots")
        if known is None:
            shots: dict[str, int] = {}
            for a in self.ammo:
                shots[a.weapon] = shots.get(a.weapon, 0) + a.shots
            known = self.__dict__["_ammo_shots"] = MappingProxyType(shots)
        return known

    def weapon_instances(self) -> tuple[Weapon, ...]:
        """Each weapon once per copy: every copy fires and is tracked on its own.

        A conventional platoon fires as one weapon (QSR Elite, *Conventional Infantry
        Attacks*): its damage comes from the troopers-alive table and its reach from the
        range table, so it is listed here with its full-strength damage and last range.
        """
        known: tuple[Weapon, ...] | None = self.__dict__.get("_instances")
        if known is not None:  # kept: every to-hit asks twice
            return known
        if self.kind is UnitKind.INFANTRY and self.infantry is not None:
            reach = len(self.infantry.range_modifiers) - 1
            full = self.infantry.damage_by_troopers[-1] if self.infantry.damage_by_troopers else 0
            known = (Weapon(self.infantry.weapon or "Platoon weapons", None, (full,),
                            (reach, reach, reach)),)
        else:
            known = tuple(w for w in self.weapons for _ in range(w.quantity))
        self.__dict__["_instances"] = known  # not a field: equality and saves ignore it
        return known
