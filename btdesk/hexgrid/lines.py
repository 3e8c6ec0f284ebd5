"""Line tracing between hex centres that *reports* exact-hexside ties.

BattleTech's line of sight needs to know when the centre-to-centre line runs along
a hexside: the target's player then chooses which of the two hexes counts (QSR,
*Line of Sight*).  A plain lerp-and-round would silently pick one.  Instead we
trace the line twice, nudged a hair to either side perpendicular to it, and where
the two traces disagree the element becomes a pair.  The nudge is far smaller than
the smallest distance a sample point off a hexside can have from it (samples sit
on multiples of 1/N of the line), so nothing but true ties ever splits.
"""

from __future__ import annotations

import math

from .coords import Hex, distance, hex_round

#: An element of a traced line: one hex, or the two hexes of an exact-hexside tie.
LineStep = Hex | tuple[Hex, Hex]

_NUDGE = 1e-7


def line(a: Hex, b: Hex) -> list[LineStep]:
    """Hexes crossed from ``a`` to ``b`` inclusive, ``distance(a, b) + 1`` elements.

    A tie is a tuple of the two candidate hexes in a canonical (sorted) order, so
    ``line(b, a)`` is exactly ``line(a, b)`` reversed.
    """
    n = distance(a, b)
    if n == 0:
        return [a]
    # Perpendicular in axial space, derived from the pixel-space perpendicular of the
    # line so the nudge crosses any hexside the line runs along.
    x, y = 1.5 * (b.q - a.q), math.sqrt(3) * ((b.r - a.r) + (b.q - a.q) / 2)
    length = math.hypot(x, y)
    px, py = -y / length * _NUDGE, x / length * _NUDGE
    nq = px / 1.5
    nr = py / math.sqrt(3) - nq / 2
    out: list[LineStep] = [a]
    for i in range(1, n):
        t = i / n
        q = a.q + (b.q - a.q) * t
        r = a.r + (b.r - a.r) * t
        left = hex_round(q + nq, r + nr)
        right = hex_round(q - nq, r - nr)
        if left == right:
            out.append(left)
        else:
            first, second = sorted((left, right))
            out.append((first, second))
    out.append(b)
    return out


def has_ties(trace: list[LineStep]) -> bool:
    return any(isinstance(step, tuple) for step in trace)
