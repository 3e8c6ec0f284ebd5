"""The Close Assault Hex (0204-B *Close Assault Hex*) as geometry.

One 30 m map hex opened into seven 10 m Tactical Hexes (the centre and its ring) with an
Approach Hex outside each side.  It uses the map's own axial coordinates and directions
(0 N … 5 NW) around a local origin, so the hexgrid functions for distance, arcs and
attack directions work inside it unchanged, and map side ``d`` is simply the ring hex
and the approach hex in direction ``d``: "if an Attacker is approaching a Defender from
the south, the Attacker's 'Mech is placed on the Approach Hex on the south side".
"""

from __future__ import annotations

from btdesk.hexgrid import Hex, distance, line, neighbor

CENTRE = Hex(0, 0)
SIDE_NAMES = ("N", "NE", "SE", "S", "SW", "NW")


def ring_hex(side: int) -> Hex:
    """The tactical hex on side ``side`` of the Close Assault Hex."""
    return neighbor(CENTRE, side)


def approach_hex(side: int) -> Hex:
    """The approach hex outside side ``side``: adjacent to that side's ring hex only."""
    return neighbor(ring_hex(side), side)


TACTICAL_HEXES: tuple[Hex, ...] = (CENTRE, *(ring_hex(d) for d in range(6)))
APPROACH_HEXES: tuple[Hex, ...] = tuple(approach_hex(d) for d in range(6))


def step(place: Hex, facing: int, move: str) -> tuple[Hex, int]:
    """Where one maneuver step (``F`` forward, ``B`` back, ``L``/``R`` turn a hexside)
    leaves a unit; whether it may go there is the caller's question."""
    if move in ("L", "R"):
        return place, (facing + (1 if move == "R" else -1)) % 6
    if move in ("F", "B"):
        return neighbor(place, facing if move == "F" else (facing + 3) % 6), facing
    raise ValueError(move)


def shift_hexes(place: Hex, facing: int) -> tuple[Hex, ...]:
    """0204-B *Defender's Movement*: the tactical hexes to the front and the one directly
    behind, where the defender's free last-minute shift may go (if free)."""
    return tuple(h for h in (neighbor(place, (facing + k) % 6) for k in (-1, 0, 1, 3))
                 if is_tactical(h))


def between(firer_offset: Hex, target_place: Hex) -> frozenset[Hex]:
    """The tactical hexes a shot from outside crosses before reaching ``target_place``
    (0204-B *Fire From Outside the Hex*).  ``firer_offset`` is the firer's map hex less
    the Close Assault Hex's: the map hex is three tactical hexes across, so the firer sits
    at three times that offset in tactical coordinates, on the same bearing.  Approach
    hexes count (an attacker waiting on one stands between); both hexes of a tie count:
    cover the line runs along is cover."""
    origin = Hex(3 * firer_offset.q, 3 * firer_offset.r)
    out: set[Hex] = set()
    for step in line(origin, target_place):
        out.update((step,) if isinstance(step, Hex) else step)
    return frozenset(h for h in out if (is_tactical(h) or is_approach(h)) and h != target_place)


def is_tactical(h: Hex) -> bool:
    return h in TACTICAL_HEXES


def is_approach(h: Hex) -> bool:
    return h in APPROACH_HEXES


def side_of(h: Hex) -> int | None:
    """The side a ring or approach hex lies on; None for the centre."""
    for d in range(6):
        if h in (ring_hex(d), approach_hex(d)):
            return d
    return None


def exit_side(h: Hex, default: int) -> int:
    """The hexside "nearest" a tactical hex, through which a pushed or fleeing unit leaves:
    a ring hex's own side, and from the centre ``default`` (the push's direction)."""
    side = side_of(h)
    return default if side is None else side


def approaches_near(h: Hex, reach: int = 2) -> tuple[Hex, ...]:
    """Approach hexes within ``reach`` tactical hexes of ``h`` (result 7, break off)."""
    return tuple(a for a in APPROACH_HEXES if distance(a, h) <= reach)


def name(h: Hex | None) -> str:
    """How the dock and the dice log name a place in the Close Assault Hex."""
    if h is None:
        return "in the air"
    if h == CENTRE:
        return "centre"
    side = side_of(h)
    if side is None:
        return f"({h.q}, {h.r})"
    return f"{SIDE_NAMES[side]} {'tactical' if is_tactical(h) else 'approach'} hex"
