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

from .coords import Hex

#: An element of a traced line: one hex, or the two hexes of an exact-hexside tie.
LineStep = Hex | tuple[Hex, Hex]

# Cube direction vectors for facings 0..5 (N, NE, SE, S, SW, NW): (dq, dr, ds).
_CUBE = ((0, -1, 1), (1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1))


#: ``_DOT[j][k]``: cube direction ``j`` dotted with direction ``k`` (2, 1, -1, -2, -1, 1).
_DOT = tuple(tuple(sum(a * b for a, b in zip(_CUBE[j], _CUBE[k], strict=True)) for k in range(6))
             for j in range(6))
_TIE = 0  # marker for a tie in a relative trace: (_TIE, q1, r1, q2, r2)
_NEVER = 1 << 62  # the exit value of a missing third exit: never the smallest


@lru_cache(maxsize=8192)
def relative_trace(dq: int, dr: int) -> tuple[tuple[tuple[int, ...], ...], bool]:
    """The trace from the origin to (dq, dr): ``(q, r)`` for a hex crossed, or
    ``(_TIE, q1, r1, q2, r2)`` for a tie, its hexes in sorted order; and whether it
    has a tie.

    Lines are translation invariant, so traces are computed once per displacement; and
    translation keeps a tie's order, so :func:`line` need not sort it again.

    A cold line of sight is mostly this loop, so it is unrolled.  At most three
    directions have ``D·d_k > 0``; the exit times ``t_k = (1 + H·d_k) / (D·d_k)`` are
    compared as whole numbers ``v_k = t_k · Π D·d`` and kept up to date by adding
    ``d_j·d_k · Π D·d / D·d_k`` for each step ``j`` taken, so a step is three
    comparisons and three additions.
    """
    ds = -dq - dr
    out: list[tuple[int, ...]] = [(0, 0)]
    if dq == 0 and dr == 0:
        return tuple(out), False
    dots = (ds - dr, dq - dr, dq - ds, dr - ds, dr - dq, ds - dq)  # D·d_k, k = 0..5
    ks = [k for k in range(6) if dots[k] > 0]  # only these can be exits
    if len(ks) == 3:
        e0, e1, e2 = dots[ks[0]], dots[ks[1]], dots[ks[2]]
        w = (e1 * e2, e0 * e2, e0 * e1)  # Π D·d / D·d_k
        v0, v1, v2 = w  # the origin hex: 1 + H·d_k = 1
    else:  # a line at right angles to a direction: no third exit
        e0, e1 = dots[ks[0]], dots[ks[1]]
        w = (e1, e0, 0)
        v0, v1, v2 = e1, e0, _NEVER
        ks.append(ks[0])
    # What a step toward each exit direction adds to each v_k.
    inc = {j: (_DOT[j][ks[0]] * w[0], _DOT[j][ks[1]] * w[1], _DOT[j][ks[2]] * w[2])
           for j in ks}
    hq, hr = 0, 0
    tied = False
    limit = (abs(dq) + abs(dr) + abs(ds)) // 2 + 2
    while True:
        if len(out) > limit:  # pragma: no cover - geometry guarantees termination
            raise AssertionError(f"line to {(dq, dr)} did not terminate")
        # The smallest exit time, and a second equal one when the exit is a corner.
        if v0 < v1:
            first, second = (0, -1) if v0 < v2 else (0, 2) if v0 == v2 else (2, -1)
        elif v1 < v0:
            first, second = (1, -1) if v1 < v2 else (1, 2) if v1 == v2 else (2, -1)
        else:
            first, second = (0, 1) if v0 < v2 else (2, -1)
        k = ks[first]
        if second >= 0:  # leaving through a corner shared by the hexsides toward k and k2
            k2 = ks[second]
            a, b = _CUBE[k], _CUBE[k2]
            side = dq * (b[0] - a[0]) + dr * (b[1] - a[1]) + ds * (b[2] - a[2])
            if side == 0:
                # Along the hexside between the two: a tie, then on into the hex beyond.
                one, two = sorted(((hq + a[0], hr + a[1]), (hq + b[0], hr + b[1])))
                out.append((_TIE, *one, *two))
                tied = True
                if one[0] + two[0] == dq and one[1] + two[1] == dr:
                    return _mirrored(out, len(out) - 2, dq, dr, tied)  # the tie is the middle
                hq, hr = hq + a[0], hr + a[1]
                step = inc[k]
                v0, v1, v2 = v0 + step[0], v1 + step[1], v2 + step[2]
                k = k2
            elif side > 0:
                # Straight through the corner: the hex on the heading side is entered,
                # the other is touched at a point only.
                k = k2
        x, y, _ = _CUBE[k]
        mq, mr = dq - hq, dr - hr  # the hex left behind, mirrored
        hq, hr = hq + x, hr + y
        out.append((hq, hr))
        if 2 * hq == dq and 2 * hr == dr:  # the middle hex
            return _mirrored(out, len(out) - 2, dq, dr, tied)
        if hq == mq and hr == mr:  # the middle falls between this hex and the last
            return _mirrored(out, len(out) - 3, dq, dr, tied)
        step = inc[k]
        v0, v1, v2 = v0 + step[0], v1 + step[1], v2 + step[2]


def _mirrored(out: list[tuple[int, ...]], last: int, dq: int, dr: int, tied: bool
              ) -> tuple[tuple[tuple[int, ...], ...], bool]:
    """``out`` completed by the mirror images of ``out[last::-1]``.

    A segment between hex centres is symmetric about its middle, and so is the grid
    (``H -> D - H`` maps hexes onto hexes), so the second half of a trace is the first
    half reflected: the walk stops at the middle and halves the cold cost.
    """
    for step in out[last::-1] if last >= 0 else ():
        if len(step) == 2:
            out.append((dq - step[0], dr - step[1]))
        else:
            one, two = sorted(((dq - step[1], dr - step[2]), (dq - step[3], dr - step[4])))
            out.append((_TIE, *one, *two))
    return tuple(out), tied


@lru_cache(maxsize=4096)
def line(a: Hex, b: Hex) -> tuple[LineStep, ...]:
    """Hexes crossed from ``a`` to ``b`` inclusive, in order.

    A tie is a tuple of the two hexes beside a hexside the line runs along, in a canonical
    (sorted) order, so ``line(b, a)`` is exactly ``line(a, b)`` reversed.  Cached (a
    tuple, so no caller can change it): a to-hit preview asks for the same few lines
    on every mouse move, and building the hexes was a quarter of a to-hit's time.
    """
    trace, tied = relative_trace(b.q - a.q, b.r - a.r)
    return _placed(a, trace, tied)


def _placed(a: Hex, trace: Sequence[tuple[int, ...]], tied: bool) -> tuple[LineStep, ...]:
    """A relative trace moved to start at ``a``."""
    aq, ar = a
    make = tuple.__new__  # Hex(q, r) without the named tuple's Python-level __new__
    if not tied:  # the common case: every step a hex
        return tuple([make(Hex, (aq + q, ar + r)) for q, r in trace])
    return tuple(make(Hex, (aq + step[0], ar + step[1])) if len(step) == 2
                 else (make(Hex, (aq + step[1], ar + step[2])),
                       make(Hex, (aq + step[3], ar + step[4])))
                 for step in trace)


@lru_cache(maxsize=4096)
def between(a: Hex, b: Hex) -> tuple[tuple[LineStep, ...], tuple[tuple[Hex, Hex], ...]]:
    """The line's steps strictly between its ends, and its hexside ties: what line of
    sight counts, kept with the line (most lines have no tie and skip the search).
    Placed from the trace itself: line of sight never needs the ends, and a cold look
    spent a tenth of its time making and copying the whole line (issue 21)."""
    trace, tied = relative_trace(b.q - a.q, b.r - a.r)
    inner = _placed(a, trace[1:-1], tied)
    if not tied:
        return inner, ()
    return inner, tuple(step for step in inner if not isinstance(step, Hex))


def has_ties(trace: Sequence[LineStep]) -> bool:
    return any(not isinstance(step, Hex) for step in trace)
