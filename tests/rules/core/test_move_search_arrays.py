"""The movement search (QSR *Movement*: "a unit may spend its MP ... entering hexes and
changing facing"; *Facing Change*: "one MP per hexside") reuses its arrays from one
search to the next and skips the steps that undo the one before: its answers are the
cheapest costs a plain search of the whole board finds, each path costs what it says,
and no search is changed by the ones made before it."""

from __future__ import annotations

import heapq
import random
import threading
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from support import make_state, unit

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.board import Terrain
from btdesk.model.state import GameState, MoveMode
from btdesk.rules import check_move, reachable
from btdesk.rules.core import move_search
from btdesk.rules.core.move_costs import step_cost
from btdesk.rules.core.search_arrays import drop_arrays

SHEETS = ("enf-4r-enforcer", "cda-3ma-cicada", "rommel-tank", "hbk-4g-hunchback")
GROUND = (Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS, Terrain.ROUGH, Terrain.WATER)


def _game(seed: int) -> GameState:
    """A 16 × 17 board with random woods, rough, water and hills, and six units of two
    sides on it."""
    rng = random.Random(seed)
    spots = rng.sample([f"{c:02d}{r:02d}" for c in range(1, 17) for r in range(1, 18)], 40)
    units = [unit(f"u{i}", SHEETS[i % len(SHEETS)], ("blue", "orange")[i % 2], spots[i],
                  rng.randrange(6)) for i in range(6)]
    s = make_state(*units, terrain={k: rng.choice(GROUND) for k in spots[6:30]})
    levels = {Hex.from_label(k): rng.randint(1, 2) for k in spots[30:]}
    return replace(s, board=replace(s.board, levels=levels))


def _plain(s: GameState, uid: str, mode: MoveMode) -> dict[tuple[Hex, int], int]:
    """Each (hex, facing) the unit may end in and its cheapest cost, by a textbook
    Dijkstra with a heap over the whole board: a turn costs the tables' MP, a step ahead
    (or back, walking) what ``step_cost`` says; an enemy's hex is never entered, nor
    another unit's hex ended in (QSR *Stacking*; no infantry here)."""
    u = s.unit(uid)
    definition = s.definition(u)
    budget = move_search.mode_mp(u, definition, mode, s)
    taken = {o.position: o.side for o in s.units if o.uid != uid}
    assert u.position is not None
    start = (u.position, u.facing)
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, (h, f) = heapq.heappop(heap)
        if cost > best[(h, f)]:
            continue
        moves = [((h, (f + 1) % 6), s.rules.facing_change_mp),
                 ((h, (f + 5) % 6), s.rules.facing_change_mp)]
        for way in (f, (f + 3) % 6) if mode is MoveMode.WALK else (f,):
            n = neighbor(h, way)
            mp = step_cost(s, definition, h, n) if s.board.contains(n) else None
            if mp is not None and taken.get(n, u.side) == u.side:
                moves.append(((n, f), mp))
        for node, mp in moves:
            if cost + mp <= budget and cost + mp < best.get(node, budget + 1):
                best[node] = cost + mp
                heapq.heappush(heap, (cost + mp, node))
    return {k: v for k, v in best.items() if k[0] not in taken}


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_the_search_finds_the_cheapest_cost_of_every_end(seed: int) -> None:
    s = _game(seed)
    for u in s.units:
        for mode in (MoveMode.WALK, MoveMode.RUN):
            found = reachable(s, u.uid, mode)
            assert {k: r.cost for k, r in found.items()} == _plain(s, u.uid, mode)
            for (h, f), r in list(found.items())[::7]:  # and its path costs that much
                result = check_move(s, u.uid, mode, r.steps)
                assert (result.position, result.facing, result.mp_spent) == (h, f, r.cost)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 10_000))
def test_no_search_is_changed_by_the_searches_before_it(seed: int, other: int) -> None:
    """The same search alone (its arrays new) and after another game's searches on a
    board of the same size (arrays they left) answers the same, in the same order."""
    s, t = _game(seed), _game(other)
    drop_arrays()
    move_search.forget_kept_searches()
    alone = [list(reachable(s, u.uid, MoveMode.RUN).items()) for u in s.units]
    for u in t.units:
        for mode in (MoveMode.WALK, MoveMode.RUN):
            reachable(t, u.uid, mode)
    move_search.forget_kept_searches()  # searched again, not taken from those kept
    after = [list(reachable(replace(s), u.uid, MoveMode.RUN).items()) for u in s.units]
    assert after == alone


def test_searches_in_two_threads_at_once_answer_as_alone() -> None:
    s = _game(1)
    alone = {u.uid: reachable(s, u.uid, MoveMode.WALK) for u in s.units}
    wrong: list[str] = []

    def search() -> None:
        for _ in range(30):
            move_search.forget_kept_searches()
            fresh = replace(s)
            for u in s.units:
                if reachable(fresh, u.uid, MoveMode.WALK) != alone[u.uid]:
                    wrong.append(u.uid)

    threads = [threading.Thread(target=search) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not wrong
