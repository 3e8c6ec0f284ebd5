"""Standard BattleTech (Total Warfare) as the model knows it: the rule numbers of
``resources/rules/standard.yaml`` and the events of internal structure and heat.

The state they change is the unit's own (``UnitState.structure``, ``heat``,
``shutdown``): a record sheet ticks structure and heat beside armour, and a referee's
hand changes them the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .checked import Checked
from .frozen import empty_map, freeze_fields


@dataclass(frozen=True)
class StandardUnit:
    """A Quick-Start unit's standard version: what its sheet leaves out."""

    heat_sinks: int
    double: bool
    rear_armor: Mapping[str, int] = field(default_factory=empty_map)
    source: str = ""

    def __post_init__(self) -> None:
        freeze_fields(self, "rear_armor")


@dataclass(frozen=True)
class HeatRules:
    """Total Warfare's heat: points made, sinks, and the Heat Scale (level → effect)."""

    walk: int
    run: int
    jump_per_hex: int
    jump_minimum: int
    engine_hit: int
    single_sink: int
    double_sink: int
    maximum: int
    mp: Mapping[int, int]
    to_hit: Mapping[int, int]
    shutdown: Mapping[int, int]
    automatic_shutdown: int
    ammo: Mapping[int, int]
    life_support: Mapping[int, int]
    immobile_target: int
    weapons: Mapping[str, int]

    def __post_init__(self) -> None:
        freeze_fields(self, "mp", "to_hit", "shutdown", "ammo", "life_support", "weapons")


def scale(table: Mapping[int, int], heat: int) -> int:
    """The Heat Scale entry in force at ``heat``: the highest level reached (0: none)."""
    reached = [level for level in table if heat >= level]
    return table[max(reached)] if reached else 0


@dataclass(frozen=True)
class StandardRules:
    """``standard.yaml``: internal structure by tonnage, heat, and the standard versions
    of the Quick-Start units (by sheet key)."""

    structure: Mapping[int, Mapping[str, int]]  # tons → location → points
    heat: HeatRules
    units: Mapping[str, StandardUnit] = field(default_factory=empty_map)
    reconstructed: bool = False
    vehicle_divisor: int = 10  # a vehicle location's structure: tons / this, rounded up
    damage_roll: int = 20  # damage in a phase that calls for a Piloting Skill Roll
    # Hit location rolls that call for a critical-hit roll whatever the armour.
    mech_critical_rolls: tuple[int, ...] = (2,)
    vehicle_critical_rolls: tuple[int, ...] = (2, 12)

    def __post_init__(self) -> None:
        freeze_fields(self, "structure", "units")


# --- commands (a referee's hand) ------------------------------------------------------------


@dataclass(frozen=True)
class TickStructure(Checked):
    """A referee ticks (``delta`` 1) or unticks (-1) one internal structure circle of a
    'Mech's ``location``; a location whose circles are all ticked is destroyed, and
    unticking one brings it back."""

    unit: str
    location: str
    delta: int


@dataclass(frozen=True)
class RefereeHeat(Checked):
    """A referee sets a 'Mech's heat and whether it is shut down."""

    unit: str
    heat: int
    shutdown: bool = False


# --- events -------------------------------------------------------------------------------


@dataclass(frozen=True)
class RefereeStandard:
    """A referee's change to the standard part of a sheet: ``what`` ("CT structure",
    "heat", "shut down") set to ``value``."""

    unit: str
    what: str
    value: int



@dataclass(frozen=True)
class StructureDamaged:
    """``amount`` points of internal structure lost in ``unit``'s ``location``."""

    unit: str
    location: str
    amount: int


@dataclass(frozen=True)
class HeatResolved:
    """The Heat Phase's sum for ``unit``: heat ``made`` this turn (``why``: its parts),
    ``sunk`` by its heat sinks, and the ``heat`` it now has."""

    unit: str
    made: int
    sunk: int
    heat: int
    why: str = ""


@dataclass(frozen=True)
class HeatRolled:
    """A Heat Scale roll: ``what`` ("shutdown", "ammunition explosion", "start-up") at
    ``heat``, avoided (or, for a start-up, made) on ``target`` or more; ``roll``."""

    unit: str
    what: str
    heat: int
    target: int
    roll: int
    avoided: bool


@dataclass(frozen=True)
class ShutDown:
    """``unit`` shut down (``why``) or, with ``on``, started up again."""

    unit: str
    why: str
    on: bool = False


def scale_effects(heat: HeatRules) -> dict[int, str]:
    """The Heat Scale as a record sheet prints it: each level with an effect, in words."""
    out: dict[int, list[str]] = {}
    for level, lost in heat.mp.items():
        out.setdefault(level, []).append(f"-{lost} Movement Points")
    for level, plus in heat.to_hit.items():
        out.setdefault(level, []).append(f"+{plus} Modifier to Fire")
    for level, target in heat.shutdown.items():
        out.setdefault(level, []).append(f"Shutdown, avoid on {target}+")
    for level, target in heat.ammo.items():
        out.setdefault(level, []).append(f"Ammo Exp. avoid on {target}+")
    out.setdefault(heat.automatic_shutdown, []).append("Shutdown")
    return {level: ", ".join(words) for level, words in sorted(out.items())}


def effects_at(heat_rules: HeatRules, heat: int) -> str:
    """What the Heat Scale does at ``heat``, in a few words ("" below its first level)."""
    words = []
    lost = scale(heat_rules.mp, heat)
    if lost:
        words.append(f"-{lost} MP")
    plus = scale(heat_rules.to_hit, heat)
    if plus:
        words.append(f"+{plus} to-hit")
    if heat >= heat_rules.automatic_shutdown:
        words.append("automatic shutdown")
    elif scale(heat_rules.shutdown, heat):
        words.append(f"shutdown unless {scale(heat_rules.shutdown, heat)}+")
    if scale(heat_rules.ammo, heat):
        words.append(f"ammunition explodes unless {scale(heat_rules.ammo, heat)}+")
    return ", ".join(words)
