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
a line that crosses a hexside exactly at its midpoint crosses one more.  A line that
cannot run along a hexside is written down ring by ring from a formula instead, as exact
(:func:`relative_trace`).
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from functools import lru_cache
from typing import cast

from .coords import KEY_SPAN, Hex, from_key, hex_key

#: An element of a traced line: one hex, or the two hexes of an exact-hexside tie.
LineStep = Hex | tuple[Hex, Hex]

# Cube direction vectors for facings 0..5 (N, NE, SE, S, SW, NW): (dq, dr, ds).
_CUBE = ((0, -1, 1), (1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1))


#: ``_DOT[j][k]``: cube direction ``j`` dotted with direction ``k`` (2, 1, -1, -2, -1, 1).
_DOT = tuple(tuple(sum(a * b for a, b in zip(_CUBE[j], _CUBE[k], strict=True)) for k in range(6))
             for j in range(6))
#: A step toward each facing, in hex keys (:func:`hex_key`).
_STEP = tuple(hex_key(q, r) for q, r, _ in _CUBE)
_NEVER = 1 << 62  # the exit value of a missing third exit: never the smallest


def _exits(mask: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """For the directions ``k`` with bit ``k`` of ``mask`` set (those with ``D·d_k > 0``,
    the only ones a line can leave a hex by): them in order, with a third repeating the
    first where there are two; a step toward each, as a key; and their dot products
    with each other."""
    ks = [k for k in range(6) if mask >> k & 1]
    if len(ks) == 2:
        ks.append(ks[0])
    return (tuple(ks), tuple(_STEP[k] for k in ks),
            tuple(tuple(_DOT[j][k] for k in ks) for j in ks))


#: ``_exits`` for each mask a line can have (two or three directions, never opposite):
#: a trace looks them up rather than working them out.
_EXITS = {mask: _exits(mask) for mask in range(64) if 2 <= mask.bit_count() <= 3}

#: A relative trace's element: a hex crossed, as a key relative to the origin
#: (:func:`hex_key`), or a tie's two hexes so, in sorted order.
TraceStep = int | tuple[int, int]


def _sextant(dq: int, dr: int) -> tuple[int, int, int, int]:
    """``(u, w, a, b)``: the line to ``(dq, dr)`` runs between the neighbouring directions
    ``u`` and ``v = u + w`` (as key steps), ``(dq, dr) = a·u + b·v`` with ``a, b >= 0``."""
    ds = -dq - dr
    if dq >= 0 and ds >= 0:
        k, a, b = 0, ds, dq
    elif dr <= 0 and ds <= 0:
        k, a, b = 1, -dr, -ds
    elif dq >= 0 and dr >= 0:
        k, a, b = 2, dq, dr
    elif dq <= 0 and ds <= 0:
        k, a, b = 3, -ds, -dq
    elif dr >= 0 and ds >= 0:
        k, a, b = 4, dr, ds
    else:
        k, a, b = 5, -dq, -dr
    return _STEP[k], _STEP[(k + 1) % 6] - _STEP[k], a, b


@lru_cache(maxsize=8192)
def relative_trace(dq: int, dr: int) -> tuple[tuple[TraceStep, ...], bool]:
    """The trace from the origin to (dq, dr), origin and end included, as hex keys
    relative to the origin (a tie as its two hexes' keys, sorted); and whether it has a
    tie.

    Lines are translation invariant, so traces are computed once per displacement, and
    a key moves to another origin by one addition: a look adds the origin's key and looks
    the hex up in a board's key-indexed terrain without making a hex.
    Translation keeps a tie's order, so :func:`line` need not sort it again.

    A line with no tie is written down ring by ring rather than walked
    (:func:`keys_crossed`, keeping every hex).  Between two neighbouring directions ``u`` and
    ``v``, ``D = a·u + b·v`` (``a, b >= 0``, ``n = a + b`` the distance) and ring ``i``
    holds the hexes ``(i - y)·u + y·v``.  A line through the origin enters a hex's
    interior exactly when the hex's centre is nearer the line than its farthest corner:
    measured across the line in units of ``1/(3n)``, when ``|3·(i·b - y·n)| < n +
    max(a, b)`` (equal: it touches a corner only, and does not count).  So ring ``i``
    has the hex ``y = floor(i·b / n)`` or the next, or both, as ``m = 3·(i·b mod n)`` is
    at most ``n + min(a, b)``, at least ``n + max(a, b)``, or between; two come in the
    order of their dot product with ``D``, as the line meets them (the one toward ``v``
    first where ``a > b``).  Only where ``a == b`` can the line run along a hexside, so
    only those lines are walked (:func:`walked_trace`).  The second half of a trace is
    the first mirrored, as the walk's is (:func:`_mirrored`).
    """
    crossed = keys_crossed(0, dq, dr, _EVERY)
    if crossed is None:  # along a spine (or no line at all): hexside ties
        return walked_trace(dq, dr)
    return (0, *crossed[0], dq * KEY_SPAN + dr), False


class _Every:
    """Every hex key: :func:`keys_crossed` among it keeps each hex the line crosses."""

    def __contains__(self, key: object) -> bool:
        return True


_EVERY = _Every()


def keys_crossed(origin: int, dq: int, dr: int, among: Container[int]
                 ) -> tuple[list[int], int | None, int | None] | None:
    """The keys of the hexes the line from the hex keyed ``origin`` to the hex ``(dq, dr)``
    from it crosses strictly between its ends that are in ``among``, in order from the
    origin, and the keys of the first and the last hex it crosses between its ends (None
    between neighbours); None for a line along a spine, which may run along hexsides
    (ask :func:`relative_trace`).

    The same hexes as the trace's, written down ring by ring as :func:`relative_trace`
    does, but from both ends at once and kept only if in ``among``: where few hexes can
    matter (the woods, hills and buildings of a board) a first look at a line makes no
    trace at all, and tests each hex as it is found.
    """
    u, w, a, b = _sextant(dq, dr)
    if a == b:
        return None
    n = a + b
    if n < 2:
        return [], None, None
    mirror = 2 * origin + dq * KEY_SPAN + dr  # mirror - key: the key's mirror image
    near, far = (n + a, n + b) if a < b else (n + b, n + a)
    n3, b3 = 3 * n, 3 * b
    if b3 < n3:  # the first ring's hexes
        h, m = origin + u, b3
    else:
        h, m = origin + u + w, 0
    first = h if m <= near else h + w if m >= far or a > b else h
    front: list[int] = []  # found from the origin, in order
    back: list[int] = []  # found from the far end, in order from it
    h, m = origin, 0
    for _ in range((n - 1) // 2):
        h += u
        m += b3
        if m >= n3:
            m -= n3
            h += w
        if m <= near:
            if h in among:
                front.append(h)
            if mirror - h in among:
                back.append(mirror - h)
        elif m >= far:
            if h + w in among:
                front.append(h + w)
            if mirror - h - w in among:
                back.append(mirror - h - w)
        else:
            x, y = (h + w, h) if a > b else (h, h + w)
            if x in among:
                front.append(x)
            if y in among:
                front.append(y)
            if mirror - x in among:
                back.append(mirror - x)
            if mirror - y in among:
                back.append(mirror - y)
    if not n % 2:  # the middle ring, its own mirror image
        h += u
        m += b3
        if m >= n3:
            m -= n3
            h += w
        middle = (h,) if m <= near else (h + w,) if m >= far else (
            (h + w, h) if a > b else (h, h + w))
        front += [x for x in middle if x in among]
    if back:
        back.reverse()
        front += back
    return front, first, mirror - first


def walked_trace(dq: int, dr: int) -> tuple[tuple[TraceStep, ...], bool]:
    """:func:`relative_trace` walked hexside by hexside, exactly: for the lines that can
    run along a hexside, and as the check on the ring-by-ring trace.

    The walk is unrolled.  At most three directions have ``D·d_k > 0``; the exit times
    ``t_k = (1 + H·d_k) / (D·d_k)`` are compared as whole numbers ``v_k = t_k · Π D·d``
    and kept up to date by adding ``d_j·d_k · Π D·d / D·d_k`` for each step ``j`` taken,
    so a step is three comparisons and three additions.
    """
    ds = -dq - dr
    out: list[TraceStep] = [0]
    if dq == 0 and dr == 0:
        return tuple(out), False
    end = dq * KEY_SPAN + dr  # hex_key, written out
    dots = (ds - dr, dq - dr, dq - ds, dr - ds, dr - dq, ds - dq)  # D·d_k, k = 0..5
    ks, moves, dot = _EXITS[(dots[0] > 0) + 2 * (dots[1] > 0) + 4 * (dots[2] > 0)
                            + 8 * (dots[3] > 0) + 16 * (dots[4] > 0) + 32 * (dots[5] > 0)]
    if ks[2] != ks[0]:
        e0, e1, e2 = dots[ks[0]], dots[ks[1]], dots[ks[2]]
        w0, w1, w2 = e1 * e2, e0 * e2, e0 * e1  # Π D·d / D·d_k
        v0, v1, v2 = w0, w1, w2  # the origin hex: 1 + H·d_k = 1
    else:  # a line at right angles to a direction: no third exit
        e0, e1 = dots[ks[0]], dots[ks[1]]
        w0, w1, w2 = e1, e0, 0
        v0, v1, v2 = e1, e0, _NEVER
    # What a step toward each exit adds to each v_k.
    (a0, b0, c0), (a1, b1, c1), (a2, b2, c2) = dot
    inc = ((a0 * w0, b0 * w1, c0 * w2), (a1 * w0, b1 * w1, c1 * w2),
           (a2 * w0, b2 * w1, c2 * w2))
    h = 0  # the current hex's key
    tied = False
    append = out.append
    for _ in range((abs(dq) + abs(dr) + abs(ds)) // 2 + 2):  # bounds a faulty walk
        # The exit with the smallest exit time, and a second equal one when the exit is a
        # corner.
        if v0 < v1:
            i, j = (0, -1) if v0 < v2 else (0, 2) if v0 == v2 else (2, -1)
        elif v1 < v0:
            i, j = (1, -1) if v1 < v2 else (1, 2) if v1 == v2 else (2, -1)
        else:
            i, j = (0, 1) if v0 < v2 else (2, -1)
        if j >= 0:  # leaving through a corner shared by the hexsides toward exits i and j
            a, b = _CUBE[ks[i]], _CUBE[ks[j]]
            side = dq * (b[0] - a[0]) + dr * (b[1] - a[1]) + ds * (b[2] - a[2])
            if side == 0:
                # Along the hexside between the two: a tie, then on into the hex beyond.
                one, two = sorted((h + moves[i], h + moves[j]))
                append((one, two))
                tied = True
                if one + two == end:
                    return _mirrored(out, len(out) - 2, end, tied)  # the tie is the middle
                h += moves[i]
                step = inc[i]
                v0, v1, v2 = v0 + step[0], v1 + step[1], v2 + step[2]
                i = j
            elif side > 0:
                # Straight through the corner: the hex on the heading side is entered,
                # the other is touched at a point only.
                i = j
        mirror = end - h  # the hex left behind, mirrored
        h += moves[i]
        append(h)
        if 2 * h == end:  # the middle hex
            return _mirrored(out, len(out) - 2, end, tied)
        if h == mirror:  # the middle falls between this hex and the last
            return _mirrored(out, len(out) - 3, end, tied)
        step = inc[i]
        v0, v1, v2 = v0 + step[0], v1 + step[1], v2 + step[2]
    raise AssertionError(f"line to {(dq, dr)} did not terminate")  # pragma: no cover


def _mirrored(out: list[TraceStep], last: int, end: int, tied: bool
              ) -> tuple[tuple[TraceStep, ...], bool]:
    """``out`` completed by the mirror images of ``out[last::-1]``.

    A segment between hex centres is symmetric about its middle, and so is the grid
    (``H -> D - H`` maps hexes onto hexes, and keys with them), so the second half of a
    trace is the first half reflected: the walk stops at the middle and halves the cold
    cost.
    """
    half = out[last::-1] if last >= 0 else []
    if not tied:
        out += [end - step for step in cast("list[int]", half)]
    else:
        out += [end - step if isinstance(step, int) else (end - step[1], end - step[0])
                for step in half]
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


def _placed(a: Hex, trace: Sequence[TraceStep], tied: bool) -> tuple[LineStep, ...]:
    """A relative trace moved to start at ``a``, as hexes."""
    base = hex_key(a.q, a.r)
    if not tied:  # the common case, with from_key written out and each Hex made without
        # the named tuple's Python-level __new__
        make, span, half = tuple.__new__, KEY_SPAN, KEY_SPAN // 2
        return tuple([make(Hex, (q := (base + k + half) // span, base + k - q * span))
                      for k in cast("Sequence[int]", trace)])
    return tuple(from_key(base + step) if isinstance(step, int)
                 else (from_key(base + step[0]), from_key(base + step[1]))
                 for step in trace)


@lru_cache(maxsize=4096)
def between(a: Hex, b: Hex) -> tuple[tuple[LineStep, ...], tuple[tuple[Hex, Hex], ...]]:
    """The line's steps strictly between its ends, and its hexside ties: what line of
    sight counts, kept with the line (most lines have no tie and skip the search).
    Placed from the trace itself: line of sight never needs the ends, and making and
    copying the whole line would be a tenth of a cold look."""
    trace, tied = relative_trace(b.q - a.q, b.r - a.r)
    inner = _placed(a, trace[1:-1], tied)
    if not tied:
        return inner, ()
    return inner, tuple(step for step in inner if not isinstance(step, Hex))


def has_ties(trace: Sequence[LineStep]) -> bool:
    return any(not isinstance(step, Hex) for step in trace)
