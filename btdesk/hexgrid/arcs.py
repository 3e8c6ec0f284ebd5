"""Bearings and arcs, decided exactly.

rules-notes §1: take the bearing from one hex centre to the other, clockwise from
the unit's facing.  Forward arc 300°–60° inclusive; right side (60°, 120°]; left
side [240°, 300°); rear (120°, 240°).  Weapon arcs follow from the mount.  The same
angles give the *attack direction* for the punch/kick tables and the block rule,
but there a bearing on an exact boundary is a choice for the target's player, so
:func:`attack_directions` returns both candidates.

Every boundary is a multiple of 60°, and a centre-to-centre bearing is a multiple
of 60° exactly when the displacement lies along a hex axis (one cube component is
zero).  We detect that with integers and snap, so no float error can move a unit
across an arc line.
"""

from __future__ import annotations

import math
from enum import StrEnum
from functools import lru_cache

from .coords import Hex


class Arc(StrEnum):
    FRONT = "front"
    RIGHT = "right"
    LEFT = "left"
    REAR = "rear"


class WeaponArc(StrEnum):
    """Where a weapon may fire, named for the mounts that have it."""

    FORWARD = "forward"  # 'Mech head/torso, vehicle front
    RIGHT_ARM = "right_arm"  # forward + right side
    LEFT_ARM = "left_arm"  # forward + left side
    REAR = "rear"  # vehicle rear mount
    ALL = "all"  # turret, infantry, battle armor
    RIGHT_SIDE = "right_side"  # vehicle right-side mount
    LEFT_SIDE = "left_side"  # vehicle left-side mount


_WEAPON_ARCS: dict[WeaponArc, frozenset[Arc]] = {
    WeaponArc.FORWARD: frozenset({Arc.FRONT}),
    WeaponArc.RIGHT_ARM: frozenset({Arc.FRONT, Arc.RIGHT}),
    WeaponArc.LEFT_ARM: frozenset({Arc.FRONT, Arc.LEFT}),
    WeaponArc.REAR: frozenset({Arc.REAR}),
    WeaponArc.ALL: frozenset(Arc),
    WeaponArc.RIGHT_SIDE: frozenset({Arc.RIGHT}),
    WeaponArc.LEFT_SIDE: frozenset({Arc.LEFT}),
}

# Axis bearings: which facing's axis a displacement lies on, by the signs of the
# cube components (q, r, s) when one of them is zero.
_SQRT3 = math.sqrt(3)


def bearing(a: Hex, b: Hex) -> float:
    """Degrees clockwise from north, in [0, 360); exact multiples of 60 on an axis."""
    if a == b:
        raise ValueError(f"no bearing from a hex to itself ({a})")
    dq, dr = b.q - a.q, b.r - a.r
    ds = -dq - dr
    if dq == 0:
        return 0.0 if dr < 0 else 180.0
    if dr == 0:
        return 120.0 if dq > 0 else 300.0
    if ds == 0:
        return 60.0 if dq > 0 else 240.0
    x = 1.5 * dq
    y = _SQRT3 * (dr + dq / 2)  # south-positive
    return math.degrees(math.atan2(x, -y)) % 360.0


def relative_bearing(a: Hex, b: Hex, facing: int) -> float:
    """Bearing of ``b`` seen from ``a`` clockwise from facing ``facing``."""
    return (bearing(a, b) - 60.0 * (facing % 6)) % 360.0


def arc_of(a: Hex, b: Hex, facing: int) -> Arc:
    """The arc of a unit at ``a`` facing ``facing`` that contains hex ``b``."""
    if a == b:
        raise ValueError(f"no bearing from a hex to itself ({a})")
    return _arc(b.q - a.q, b.r - a.r, facing % 6)


@lru_cache(maxsize=16384)
def _arc(dq: int, dr: int, facing: int) -> Arc:
    """Kept per displacement and facing: every to-hit asks, and a bearing is a
    trigonometric function."""
    angle = relative_bearing(Hex(0, 0), Hex(dq, dr), facing)
    if angle >= 300.0 or angle <= 60.0:
        return Arc.FRONT
    if angle <= 120.0:
        return Arc.RIGHT
    if angle < 240.0:
        return Arc.REAR
    return Arc.LEFT


_BOUNDARIES: dict[float, frozenset[Arc]] = {
    60.0: frozenset({Arc.FRONT, Arc.RIGHT}),
    120.0: frozenset({Arc.RIGHT, Arc.REAR}),
    240.0: frozenset({Arc.REAR, Arc.LEFT}),
    300.0: frozenset({Arc.LEFT, Arc.FRONT}),
}


def attack_directions(attacker: Hex, target: Hex, target_facing: int) -> frozenset[Arc]:
    """Side of the target an attack comes from: one arc, or two on an exact boundary."""
    angle = relative_bearing(target, attacker, target_facing)
    return _BOUNDARIES.get(angle, frozenset({arc_of(target, attacker, target_facing)}))


def weapon_covers(weapon_arc: WeaponArc, arc: Arc) -> bool:
    return arc in _WEAPON_ARCS[weapon_arc]


def in_weapon_arc(weapon_arc: WeaponArc, shooter: Hex, facing: int, target: Hex) -> bool:
    """Whether a weapon with ``weapon_arc`` at ``shooter`` may fire at ``target``.

    The shooter's own hex (infantry at range 0) is inside every all-round arc only.
    """
    if shooter == target:
        return weapon_arc is WeaponArc.ALL
    return weapon_covers(weapon_arc, arc_of(shooter, target, facing))
