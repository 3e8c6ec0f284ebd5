"""Exact line tracing between hex centres (QSR *Line of Sight*).

"Any hexes through which this line passes lie along the LOS, even if the line barely
crosses a given corner of a hex. If the LOS passes exactly between two hexes, the player
controlling the targeted unit decides which of the two hexes lie along the LOS."

So the tracer must tell three cases apart, which sampling at distance + 1 points cannot:

- the line crosses a hexside (even exactly at its midpoint): every hex it enters counts;
- the line runs *along* a hexside: the two hexes beside it are a tie, a pair to choose from;
- the line passes exactly through a corner into the opposite hex: the third hex at that
  corner is touched at a point only and is not crossed.

The walk is exact: in cube coordinates the line leaves the current hex through the hexside
facing direction ``d`` at ``t = (1 - (P0 - H)·d) / (D·d)``, a ratio of integers, so every
comparison is made by cross-multiplying whole numbers.  Most lines cross distance + 1 hexes;
a line that crosses a hexside exactly at its midpoint crosses one more.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .coords import Hex, distance

#: An element of a traced line: one hex, or the two hexes of an exact-hexside tie.
LineStep = Hex | tuple[Hex, Hex]

# Cube direction vectors for facings 0..5 (N, NE, SE, S, SW, NW): (dq, dr, ds).
_CUBE = ((0, -1, 1), (1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1))


@lru_cache(maxsize=8192)
def _relative_trace(dq: int, dr: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The trace from the origin to (dq, dr): each element a tuple of one or two offsets.

    Lines are translation invariant, so traces are computed once per displacement.
    """
    ds = -dq - dr
    out: list[tuple[tuple[int, int], ...]] = [((0, 0),)]
    if dq == 0 and dr == 0:
        return tuple(out)
    # D·d for each direction; only directions the line moves toward can be exits.
    exits = [(k, x, y, z, dq * x + dr * y + ds * z) for k, (x, y, z) in enumerate(_CUBE)
             if dq * x + dr * y + ds * z > 0]
    hq, hr, hs = 0, 0, 0
    limit = 2 * distance(Hex(0, 0), Hex(dq, dr)) + 2
    while (hq, hr) != (dq, dr):
        if len(out) > limit:  # pragma: no cover - geometry guarantees termination
            raise AssertionError(f"line to {(dq, dr)} did not terminate")
        # t_k = (1 + H·d_k) / (D·d_k), since P0 is the origin.  Find the smallest.
        best: list[int] = []
        best_num, best_den = 0, 1
        for k, x, y, z, dd in exits:
            num = 1 + hq * x + hr * y + hs * z
            if not best or num * best_den < best_num * dd:
                best, best_num, best_den = [k], num, dd
            elif num * best_den == best_num * dd:
                best.append(k)
        if len(best) == 1:
            x, y, z = _CUBE[best[0]]
            hq, hr, hs = hq + x, hr + y, hs + z
            out.append(((hq, hr),))
            continue
        # Leaving through a corner shared by the hexsides toward k and k2.
        k, k2 = best[0], best[1]
        a, b = _CUBE[k], _CUBE[k2]
        side = sum(d * (bb - aa) for d, aa, bb in zip((dq, dr, ds), a, b, strict=True))
        if side == 0:
            # Along the hexside between the two: a tie, then on into the hex beyond it.
            first = (hq + a[0], hr + a[1])
            second = (hq + b[0], hr + b[1])
            out.append(tuple(sorted((first, second))))
            hq, hr, hs = hq + a[0] + b[0], hr + a[1] + b[1], hs + a[2] + b[2]
            out.append(((hq, hr),))
        else:
            # Straight through the corner: the hex on the heading side is entered, the
            # other is touched at a point only.
            x, y, z = b if side > 0 else a
            hq, hr, hs = hq + x, hr + y, hs + z
            out.append(((hq, hr),))
    return tuple(out)


@lru_cache(maxsize=4096)
def line(a: Hex, b: Hex) -> tuple[LineStep, ...]:
    """Hexes crossed from ``a`` to ``b`` inclusive, in order.

    A tie is a tuple of the two hexes beside a hexside the line runs along, in a canonical
    (sorted) order, so ``line(b, a)`` is exactly ``line(a, b)`` reversed.  Cached (a
    tuple, so no caller can change it): a to-hit preview asks for the same few lines
    on every mouse move, and building the hexes was a quarter of a to-hit's time.
    """
    out: list[LineStep] = []
    aq, ar = a
    make = tuple.__new__  # Hex(q, r) without the named tuple's Python-level __new__
    for step in _relative_trace(b.q - aq, b.r - ar):
        if len(step) == 1:
            (q, r), = step
            out.append(make(Hex, (aq + q, ar + r)))
        else:
            (q1, r1), (q2, r2) = step
            first, second = sorted((make(Hex, (aq + q1, ar + r1)),
                                    make(Hex, (aq + q2, ar + r2))))
            out.append((first, second))
    return tuple(out)


def has_ties(trace: Sequence[LineStep]) -> bool:
    return any(not isinstance(step, Hex) for step in trace)
