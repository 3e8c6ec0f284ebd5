"""Hex geometry: rules-notes §1 (hex conventions, arcs) and QSR *Line of Sight*
(seeds/002_a646f8aef8bc0466.txt, LINE OF SIGHT: "If the LOS passes exactly between two
hexes, the player controlling the targeted unit decides which of the two hexes lie along
the LOS")."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from btdesk.hexgrid import (
    Arc,
    Hex,
    Layout,
    WeaponArc,
    arc_of,
    attack_directions,
    bearing,
    direction_to,
    distance,
    from_key,
    has_ties,
    hex_key,
    in_weapon_arc,
    line,
    neighbor,
    neighbors,
    ring,
    turn_cost,
)
from btdesk.hexgrid.lines import keys_crossed, relative_trace, walked_trace

coords = st.integers(min_value=-60, max_value=60)
hexes = st.builds(Hex, coords, coords)
facings = st.integers(min_value=0, max_value=5)


def members(step: object) -> tuple[Hex, ...]:
    return (step,) if isinstance(step, Hex) else step  # type: ignore[return-value]


# --- labels -------------------------------------------------------------------------

def test_top_left_is_0101() -> None:
    assert Hex.from_label("0101") == Hex(0, 0)
    assert Hex(0, 0).label == "0101"


def test_even_columns_sit_half_a_hex_lower() -> None:
    """rules-notes §1: even-numbered columns sit half a hex lower than odd ones."""
    layout = Layout(10.0)
    _, y_odd = layout.center(Hex.from_label("0101"))
    _, y_even = layout.center(Hex.from_label("0201"))
    assert y_even - y_odd == pytest.approx(layout.height / 2)


def test_neighbours_by_label() -> None:
    h = Hex.from_label("0505")  # odd column
    assert [neighbor(h, f).label for f in range(6)] == ["0504", "0604", "0605", "0506", "0405", "0404"]
    e = Hex.from_label("0405")  # even column
    assert [neighbor(e, f).label for f in range(6)] == ["0404", "0505", "0506", "0406", "0306", "0305"]


def test_labels_beyond_99_use_three_digits() -> None:
    h = Hex.from_offset(120, 7)
    assert h.label == "120007"
    assert Hex.from_label("120007") == h
    assert Hex.from_offset(7, 9).label_with(3) == "007009"
    assert Hex.from_label("007009") == Hex.from_offset(7, 9)


@pytest.mark.parametrize("bad", ["", "101", "01a1", "0001", "0100", "12345", "-101"])
def test_bad_labels_are_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        Hex.from_label(bad)


@given(st.integers(1, 999), st.integers(1, 999))
def test_label_round_trip(column: int, row: int) -> None:
    h = Hex.from_offset(column, row)
    assert (h.column, h.row) == (column, row)
    assert Hex.from_label(h.label) == h
    assert Hex.from_label(h.label_with(3)) == h


@given(st.integers(1, 999), st.integers(1, 999), st.integers(1, 999), st.integers(1, 999))
def test_hex_keys_are_one_to_one_ordered_and_translate_by_addition(
        c1: int, r1: int, c2: int, r2: int) -> None:
    """Line of sight walks a trace as keys relative to its origin (issue 21): on any board
    a label can name, a key must give its hex back, sort as the hexes do, and move a hex
    by adding another's key."""
    a, b = Hex.from_offset(c1, r1), Hex.from_offset(c2, r2)
    ka, kb = hex_key(a.q, a.r), hex_key(b.q, b.r)
    assert from_key(ka) == a and from_key(kb) == b
    assert (ka < kb) == (a < b)
    d = b - a
    assert from_key(ka + hex_key(d.q, d.r)) == b


# --- distance, neighbours -----------------------------------------------------------

@given(hexes, hexes)
def test_distance_symmetric(a: Hex, b: Hex) -> None:
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_distance_triangle_inequality(a: Hex, b: Hex, c: Hex) -> None:
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(hexes, facings)
def test_neighbor_is_one_away_and_reversible(h: Hex, f: int) -> None:
    n = neighbor(h, f)
    assert distance(h, n) == 1
    assert neighbor(n, (f + 3) % 6) == h
    assert direction_to(h, n) == f


@given(hexes, st.integers(0, 6))
def test_ring_has_six_r_hexes_at_distance_r(h: Hex, radius: int) -> None:
    cells = ring(h, radius)
    assert len(cells) == max(1, 6 * radius)
    assert len(set(cells)) == len(cells)
    assert all(distance(h, c) == radius for c in cells)


def test_turn_cost_three_hexsides_for_about_face() -> None:
    """QSR *Facing Change*: "a 180-degree turn costs a unit 3 MP"."""
    assert turn_cost(0, 3) == 3
    assert turn_cost(5, 1) == 2
    assert turn_cost(2, 2) == 0


# --- lines ----------------------------------------------------------------------------

@given(hexes, hexes)
def test_line_ends_and_length(a: Hex, b: Hex) -> None:
    """distance + 1 elements, one more for each hexside the line crosses exactly at its
    midpoint (both hexes there are crossed)."""
    trace = line(a, b)
    assert trace[0] == a and trace[-1] == b
    assert len(trace) >= distance(a, b) + 1


def _sampled(a: Hex, b: Hex, samples: int) -> tuple[set[Hex], set[Hex]]:
    """Hexes whose interior dense samples of the segment fall in (clearly, or within a hair
    of a hexside), straight from the geometry."""
    import math

    from btdesk.hexgrid import Layout

    layout = Layout(1.0)
    (x0, y0), (x1, y1) = layout.center(a), layout.center(b)
    clear, near = set(), set()
    for i in range(samples + 1):
        t = i / samples
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        h = layout.hex_at(x, y)
        cx, cy = layout.center(h)
        # distance to the hex's boundary along its apothem directions
        slack = min(math.sqrt(3) / 2 - abs((x - cx) * math.cos(math.radians(30 + 60 * k))
                                            + (y - cy) * math.sin(math.radians(30 + 60 * k)))
                    for k in range(3))
        (clear if slack > 1e-6 else near).add(h)
    return clear, near


@settings(max_examples=150)
@given(st.builds(Hex, st.integers(-9, 9), st.integers(-9, 9)))
def test_line_is_exactly_the_hexes_the_segment_crosses(d: Hex) -> None:
    """Every hex a dense sample lands well inside is on the trace (a tie counts both), and
    every single hex on the trace is crossed by the segment."""
    a = Hex(0, 0)
    trace = line(a, d)
    members_all = {h for step in trace for h in members(step)}
    singles = {step for step in trace if isinstance(step, Hex)}
    clear, _ = _sampled(a, d, 2000)
    assert clear <= members_all
    assert singles <= clear | {a, d}


def test_a_line_crossing_a_hexside_at_its_midpoint_crosses_both_hexes() -> None:
    """(0,0) → (−4,1) crosses the hexside between (−2,1) and (−2,0) exactly at its midpoint:
    both hexes are crossed ("even if the line barely crosses a given corner"), no choice."""
    trace = line(Hex(0, 0), Hex(-4, 1))
    assert trace == (Hex(0, 0), Hex(-1, 0), Hex(-2, 1), Hex(-2, 0), Hex(-3, 1), Hex(-4, 1))


def test_a_line_through_a_corner_does_not_cross_the_third_hex() -> None:
    """(0,0) → (5,−1) passes exactly through the corner shared by (1,0), (2,−1) and (2,0)
    on its way; the hex touched only at that point is not on the line."""
    trace = line(Hex(0, 0), Hex(5, -1))
    assert len(trace) == 6 and not has_ties(trace)


def _plain_walk(d: Hex) -> tuple[object, ...]:
    """The exact walk written plainly (every exit time recomputed, no mirroring): the
    oracle for the unrolled, half-length walk ``line`` uses."""
    cube = ((0, -1, 1), (1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1))
    dq, dr = d
    ds = -dq - dr
    exits = [(x, y, z, dq * x + dr * y + ds * z) for x, y, z in cube
             if dq * x + dr * y + ds * z > 0]
    h = (0, 0, 0)
    out: list[object] = [Hex(0, 0)]
    while h[:2] != (dq, dr):
        times = sorted(((1 + h[0] * x + h[1] * y + h[2] * z) / dd, (x, y, z))
                       for x, y, z, dd in exits)
        (t1, a), (t2, b) = times[0], times[1] if len(times) > 1 else (2.0, None)
        if t1 != t2 or b is None:
            h = (h[0] + a[0], h[1] + a[1], h[2] + a[2])
            out.append(Hex(h[0], h[1]))
            continue
        side = sum(k * (bb - aa) for k, aa, bb in zip((dq, dr, ds), a, b, strict=True))
        if side == 0:
            out.append(tuple(sorted((Hex(h[0] + a[0], h[1] + a[1]),
                                     Hex(h[0] + b[0], h[1] + b[1])))))
            h = (h[0] + a[0] + b[0], h[1] + a[1] + b[1], h[2] + a[2] + b[2])
        else:
            step = b if side > 0 else a
            h = (h[0] + step[0], h[1] + step[1], h[2] + step[2])
        out.append(Hex(h[0], h[1]))
    return tuple(out)


def test_line_matches_the_plain_exact_walk_everywhere_within_25_hexes() -> None:
    """Every displacement up to 25 hexes, so every tie, corner and midpoint case on a
    4-mapsheet board is checked against the plain walk, not a sample of them."""
    origin = Hex(3, -2)
    for q in range(-25, 26):
        for r in range(max(-25, -25 - q), min(25, 25 - q) + 1):
            d = Hex(q, r)
            expected = tuple(step + origin if isinstance(step, Hex)
                             else tuple(h + origin for h in step)  # type: ignore[attr-defined]
                             for step in _plain_walk(d))
            assert line(origin, origin + d) == expected, d


def test_traces_written_ring_by_ring_match_the_walk_everywhere_within_100_hexes() -> None:
    """``relative_trace`` writes a line with no hexside tie down ring by ring from a
    formula (each hex whose centre is nearer the line than its farthest corner); the
    exact walk is the check, for every displacement up to 100 hexes each way."""
    for dq in range(-100, 101):
        for dr in range(-100, 101):
            assert relative_trace(dq, dr) == walked_trace(dq, dr), (dq, dr)


@settings(max_examples=300)
@given(st.integers(-2000, 2000), st.integers(-2000, 2000))
def test_long_traces_written_ring_by_ring_match_the_walk(dq: int, dr: int) -> None:
    """The same on lines across the largest boards a file may hold (999 hexes a side)."""
    assert relative_trace(dq, dr) == walked_trace(dq, dr)


def test_keys_crossed_are_the_trace_filtered() -> None:
    """``keys_crossed`` follows a line from both ends at once, keeping only the hexes in a
    set: the same hexes in the same order as the trace's, with the trace's first and last
    hexes between the ends; no answer for a line along a spine (its ties need the trace)."""
    rng = random.Random(7)
    for dq in range(-40, 41):
        for dr in range(-40, 41):
            origin = hex_key(rng.randint(-30, 30), rng.randint(-30, 30))
            trace, tied = relative_trace(dq, dr)
            among = {origin + k for k in trace if isinstance(k, int) and rng.random() < 0.4}
            found = keys_crossed(origin, dq, dr, among)
            if tied or dq == dr == 0:
                assert found is None, (dq, dr)
                continue
            inner = [origin + k for k in trace[1:-1]]  # type: ignore[operator]
            assert found == ([k for k in inner if k in among],
                             inner[0] if inner else None, inner[-1] if inner else None), (dq, dr)


@given(hexes, hexes)
def test_line_steps_are_neighbours(a: Hex, b: Hex) -> None:
    trace = line(a, b)
    for prev, nxt in itertools.pairwise(trace):
        for p in members(prev):
            for n in members(nxt):
                assert distance(p, n) == 1
    for step in trace:
        if not isinstance(step, Hex):
            x, y = step
            assert distance(x, y) == 1


@given(hexes, hexes)
def test_line_ties_reported_symmetrically(a: Hex, b: Hex) -> None:
    assert line(b, a) == tuple(reversed(line(a, b)))


@given(hexes, facings, st.integers(1, 12))
def test_straight_lines_along_a_facing_have_no_ties(h: Hex, f: int, n: int) -> None:
    end = h
    for _ in range(n):
        end = neighbor(end, f)
    trace = line(h, end)
    assert all(isinstance(s, Hex) for s in trace)


def test_line_along_an_axis_has_no_tie() -> None:
    trace = line(Hex.from_label("0101"), Hex.from_label("0302"))
    assert [h.label for h in trace] == ["0101", "0201", "0302"]  # type: ignore[union-attr]


def test_line_along_a_hexside_is_a_tie() -> None:
    """The centre line from 0101 to 0202 runs along the hexside between 0201 and 0102."""
    a, b = Hex.from_label("0101"), Hex.from_label("0202")
    trace = line(a, b)
    assert len(trace) == 3
    tie = trace[1]
    assert not isinstance(tie, Hex)
    assert {h.label for h in tie} == {"0201", "0102"}


@given(hexes, facings, st.integers(1, 8))
def test_every_spine_line_alternates_ties(h: Hex, f: int, k: int) -> None:
    """Lines along a hex 'spine' (between two facings) tie every other step."""
    end = h
    for _ in range(k):
        end = neighbor(neighbor(end, f), (f + 1) % 6)
    trace = line(h, end)
    kinds = [not isinstance(s, Hex) for s in trace]
    assert kinds == [i % 2 == 1 for i in range(2 * k + 1)]


# --- bearings and arcs ----------------------------------------------------------------

def test_bearings_to_neighbours_are_exact() -> None:
    h = Hex(3, 3)
    assert [bearing(h, neighbor(h, f)) for f in range(6)] == [0, 60, 120, 180, 240, 300]


def test_bearing_to_self_is_an_error() -> None:
    with pytest.raises(ValueError):
        bearing(Hex(0, 0), Hex(0, 0))


@pytest.mark.parametrize(
    ("facing_target", "arc"),
    [(0, Arc.FRONT), (1, Arc.FRONT), (5, Arc.FRONT), (2, Arc.RIGHT), (3, Arc.REAR), (4, Arc.LEFT)],
)
def test_arcs_of_adjacent_hexes(facing_target: int, arc: Arc) -> None:
    """rules-notes §1: forward 300°–60° inclusive; right (60°, 120°]; left [240°, 300°);
    rear (120°, 240°)."""
    h = Hex(0, 0)
    assert arc_of(h, neighbor(h, facing_target), 0) is arc


def test_rear_arc_is_exclusive_of_boundaries() -> None:
    h = Hex(0, 0)
    far_rear = Hex(0, 5)  # due south, 180°
    assert arc_of(h, far_rear, 0) is Arc.REAR
    # 120° exactly (SE axis) is the right side, 240° (SW axis) the left.
    assert arc_of(h, Hex(4, 0), 0) is Arc.RIGHT
    assert arc_of(h, Hex(-4, 4), 0) is Arc.LEFT


@given(hexes, hexes, facings)
def test_arc_rotates_with_facing(a: Hex, b: Hex, f: int) -> None:
    if a == b:
        return
    # Rotating the target about the attacker by one hexside and the facing with it
    # keeps the arc.
    d = b - a
    rotated = Hex(-d.r, -(-d.q - d.r)) + a  # cube rotation 60° clockwise: (q,r,s)->(-r,-s,-q)
    assert arc_of(a, rotated, (f + 1) % 6) is arc_of(a, b, f)


@given(hexes, hexes, facings)
def test_attack_direction_ties_only_on_axes(a: Hex, b: Hex, f: int) -> None:
    if a == b:
        return
    dirs = attack_directions(a, b, f)
    assert 1 <= len(dirs) <= 2
    d = b - a
    on_axis = d.q == 0 or d.r == 0 or d.s == 0
    if len(dirs) == 2:
        assert on_axis
    assert arc_of(b, a, f) in dirs


def test_attack_from_the_right_front_corner_is_a_choice() -> None:
    target = Hex(0, 0)
    attacker = neighbor(target, 1)  # 60°: front/right boundary
    assert attack_directions(attacker, target, 0) == {Arc.FRONT, Arc.RIGHT}
    assert attack_directions(neighbor(target, 0), target, 0) == {Arc.FRONT}


def test_weapon_arcs() -> None:
    """rules-notes §1: right-arm weapons fire forward + right side; turrets all round."""
    h = Hex(0, 0)
    right, left, rear = neighbor(h, 2), neighbor(h, 4), neighbor(h, 3)
    assert in_weapon_arc(WeaponArc.RIGHT_ARM, h, 0, right)
    assert not in_weapon_arc(WeaponArc.RIGHT_ARM, h, 0, left)
    assert in_weapon_arc(WeaponArc.LEFT_ARM, h, 0, left)
    assert not in_weapon_arc(WeaponArc.FORWARD, h, 0, rear)
    assert in_weapon_arc(WeaponArc.REAR, h, 0, rear)
    assert all(in_weapon_arc(WeaponArc.ALL, h, 0, n) for n in neighbors(h))
    assert in_weapon_arc(WeaponArc.ALL, h, 0, h)
    assert not in_weapon_arc(WeaponArc.FORWARD, h, 0, h)


# --- layout ---------------------------------------------------------------------------

@given(hexes, st.floats(4, 80))
def test_pixel_round_trip(h: Hex, size: float) -> None:
    layout = Layout(size, 13.0, -7.0)
    assert layout.hex_at(*layout.center(h)) == h
    for x, y in layout.corners(h):
        cx, cy = layout.center(h)
        # a point just inside each corner is still in the hex
        assert layout.hex_at(cx + (x - cx) * 0.95, cy + (y - cy) * 0.95) == h
