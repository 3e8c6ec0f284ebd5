"""Critical hits as the model knows them: what a critical slot holds, the rule numbers
(``resources/rules/critical_hits.yaml``), and the events.

A 'Mech's slots are the sheet's own text (``UnitDefinition.criticals``), so the printed
sheet, the YAML and the rules name them alike; :func:`slot_kind` reads a slot's text.
The sheet loader gives weapon and ammunition slots the sheet's own names (a weapon slot
names a weapon in that location, an ammunition slot reads ``Ammo (<weapon>)``), so the
rules never need the equipment table.  The system names are Total Warfare's, as MegaMek
files print them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from .frozen import empty_map


class SlotKind(StrEnum):
    EMPTY = "empty"  # re-rolled (Total Warfare: "roll again")
    ROLL_AGAIN = "roll_again"  # endo steel, ferro-fibrous: slots a hit never lands on
    ENGINE = "engine"
    GYRO = "gyro"
    COCKPIT = "cockpit"
    SENSORS = "sensors"
    LIFE_SUPPORT = "life_support"
    SHOULDER = "shoulder"
    UPPER_ARM = "upper_arm"
    LOWER_ARM = "lower_arm"
    HAND = "hand"
    HIP = "hip"
    UPPER_LEG = "upper_leg"
    LOWER_LEG = "lower_leg"
    FOOT = "foot"
    HEAT_SINK = "heat_sink"
    JUMP_JET = "jump_jet"
    WEAPON = "weapon"
    AMMO = "ammo"
    OTHER = "other"  # equipment btdesk does not play (CASE, ...): hit, no effect


AMMO_PREFIX = "Ammo ("

_SYSTEMS: Mapping[str, SlotKind] = MappingProxyType({
    "fusionengine": SlotKind.ENGINE, "engine": SlotKind.ENGINE, "xlengine": SlotKind.ENGINE,
    "gyro": SlotKind.GYRO, "cockpit": SlotKind.COCKPIT, "sensors": SlotKind.SENSORS,
    "lifesupport": SlotKind.LIFE_SUPPORT, "shoulder": SlotKind.SHOULDER,
    "upperarmactuator": SlotKind.UPPER_ARM, "lowerarmactuator": SlotKind.LOWER_ARM,
    "handactuator": SlotKind.HAND, "hip": SlotKind.HIP,
    "upperlegactuator": SlotKind.UPPER_LEG, "lowerlegactuator": SlotKind.LOWER_LEG,
    "footactuator": SlotKind.FOOT, "heatsink": SlotKind.HEAT_SINK,
    "doubleheatsink": SlotKind.HEAT_SINK, "isdoubleheatsink": SlotKind.HEAT_SINK,
    "jumpjet": SlotKind.JUMP_JET, "endosteel": SlotKind.ROLL_AGAIN,
    "isendosteel": SlotKind.ROLL_AGAIN, "ferrofibrous": SlotKind.ROLL_AGAIN,
    "isferrofibrous": SlotKind.ROLL_AGAIN, "clanendosteel": SlotKind.ROLL_AGAIN,
    "clanferrofibrous": SlotKind.ROLL_AGAIN,
})
ARM_ACTUATORS = (SlotKind.SHOULDER, SlotKind.UPPER_ARM, SlotKind.LOWER_ARM, SlotKind.HAND)
LEG_ACTUATORS = (SlotKind.HIP, SlotKind.UPPER_LEG, SlotKind.LOWER_LEG, SlotKind.FOOT)


def _flat(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalnum())


def system_kind(text: str) -> SlotKind | None:
    """The system a slot's text names (``Fusion Engine``, ``Hip``), None for anything else."""
    if not text.strip():
        return SlotKind.EMPTY
    return _SYSTEMS.get(_flat(text))


def ammo_for(text: str) -> str | None:
    """The weapon an ammunition slot feeds (``Ammo (Autocannon 20)``), or None."""
    if text.startswith(AMMO_PREFIX) and text.endswith(")"):
        return text[len(AMMO_PREFIX):-1]
    return None


def slot_kind(text: str, weapons_here: frozenset[str]) -> SlotKind:
    """What slot ``text`` holds, given the names of the weapons in its location."""
    known = system_kind(text)
    if known is not None:
        return known
    if text in weapons_here:
        return SlotKind.WEAPON
    if ammo_for(text) is not None:
        return SlotKind.AMMO
    return SlotKind.OTHER


@dataclass(frozen=True)
class VehicleCritical:
    """One result of the vehicle critical table: its key (``crew_stunned``...) and name."""

    key: str
    name: str


@dataclass(frozen=True)
class CriticalRules:
    """``critical_hits.yaml``.  ``determine``: the 2D6 roll on a location → critical hits
    (Total Warfare *Determining Critical Hits*; the ``blown_off`` roll blows off a limb,
    destroys the head, or is ``torso_hits`` hits in a torso)."""

    determine: Mapping[int, int]
    blown_off: int
    torso_hits: int
    # Effects, by system (Total Warfare *Critical Hit Effects*).
    engine_destroyed_at: int
    gyro_piloting: int
    gyro_destroyed_at: int
    sensors_to_hit: int
    sensors_blind_at: int
    shoulder_to_hit: int
    arm_actuator_to_hit: int
    hip_piloting: int
    leg_actuator_piloting: int
    leg_actuator_mp: int
    jump_jet_mp: int
    ammo_pilot_hits: int
    # Physical attacks with a damaged limb: an upper or lower arm (leg) actuator adds this
    # to the punch (kick) and halves its damage, each; a hand (foot) adds the other.  The
    # defaults are what a game saved before these keys existed was played with.
    physical_actuator_to_hit: int = 0
    physical_hand_foot_to_hit: int = 0
    physical_actuator_halves: bool = False
    # The vehicle critical table: 2D6 by the side hit ("F", "LS"/"RS" as "side", "R",
    # "T") → result key, and each key's name.
    vehicle: Mapping[str, Mapping[int, str]] = field(default_factory=empty_map)
    vehicle_results: Mapping[str, str] = field(default_factory=empty_map)
    vehicle_sensors_to_hit: int = 1
    vehicle_commander_to_hit: int = 1
    vehicle_stabilizer_to_hit: int = 1
    reconstructed: bool = True


# --- events -------------------------------------------------------------------------------


@dataclass(frozen=True)
class RefereeCritical:
    """A referee's hand: ``unit``'s slot ``index`` in ``location`` is hit (or whole again)."""

    unit: str
    location: str
    index: int
    what: str
    hit: bool


@dataclass(frozen=True)
class CriticalCheck:
    """The determine-critical roll on ``unit``'s ``location`` (``why``: what called for it):
    ``roll`` and the critical hits it gives (``blown_off``: the limb or head is gone)."""

    unit: str
    location: str
    why: str
    roll: int
    hits: int
    blown_off: bool = False


@dataclass(frozen=True)
class CriticalHit:
    """Slot ``slot`` (0-based) of ``unit``'s ``location`` hit: ``what`` it held and what
    that did (``effect``)."""

    unit: str
    location: str
    slot: int
    what: str
    effect: str


@dataclass(frozen=True)
class VehicleCriticalHit:
    """A vehicle critical hit: the table's ``result`` for the ``location`` struck."""

    unit: str
    location: str
    roll: int
    result: str
    effect: str


@dataclass(frozen=True)
class AmmoExploded:
    """The ammunition in ``unit``'s ``location`` for ``weapon`` exploded for ``damage``."""

    unit: str
    location: str
    weapon: str
    damage: int
