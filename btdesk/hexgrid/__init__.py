"""Hex geometry for BattleTech maps (standard library only).

The public vocabulary other layers, scripts and tools rely on::

    Hex.from_label("0101"), hex.label, distance(a, b), neighbor(h, facing),
    line(a, b), bearing(a, b), arc_of(...), attack_directions(...), Layout(size)
"""

from .arcs import (
    Arc,
    WeaponArc,
    arc_of,
    attack_directions,
    bearing,
    in_weapon_arc,
    relative_bearing,
    weapon_covers,
)
from .coords import (
    DIRECTIONS,
    FACING_NAMES,
    Hex,
    direction_to,
    distance,
    from_key,
    hex_key,
    hex_round,
    neighbor,
    neighbors,
    ring,
    turn_cost,
)
from .layout import Layout
from .lines import LineStep, has_ties, line

__all__ = [
    "DIRECTIONS",
    "FACING_NAMES",
    "Arc",
    "Hex",
    "Layout",
    "LineStep",
    "WeaponArc",
    "arc_of",
    "attack_directions",
    "bearing",
    "direction_to",
    "distance",
    "from_key",
    "has_ties",
    "hex_key",
    "hex_round",
    "in_weapon_arc",
    "line",
    "neighbor",
    "neighbors",
    "relative_bearing",
    "ring",
    "turn_cost",
    "weapon_covers",
]
