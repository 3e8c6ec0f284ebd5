"""The movement searches kept from one state for the next (``move_search._kept_ends``):
along random games, every listing and every unit's reachable ends are what a fresh
search finds (QSR *Stacking*: "friendly units may move through each other's hexes",
enemies bar them, and no two units end in one hex; 0204-B Close Assault: "As many as
seven BattleMechs can occupy one Close Assault Hex")."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from btdesk.model.commands import MoveUnit
from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, PHYSICAL_ATTACKS, MoveMode, Phase
from btdesk.rules import legal_commands, reachable
from btdesk.rules.core.move_search import forget_kept_searches
from btdesk.session.game import Session


@pytest.mark.parametrize(("scenario", "options"), [
    ("river-town", (CLOSE_ASSAULT,)), ("elite", (CLOSE_ASSAULT, AMBUSH)),
    ("veteran", (PHYSICAL_ATTACKS,)), ("green", ()),
    ("hover-transport", ("tw_infantry",))])
def test_kept_searches_answer_as_fresh_ones_along_random_games(
        scenario: str, options: tuple[str, ...], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    compared = 0
    for seed in range(2):
        session = Session.from_scenario(scenario, seed=seed, options=options)
        rng = random.Random(seed)
        for _ in range(160):
            state = session.state
            if state.phase is Phase.GAME_OVER:
                break
            listed = legal_commands(state)
            if state.phase is Phase.MOVEMENT:
                kept = {(u.uid, m): reachable(state, u.uid, m) for u in state.units
                        if u.position is not None
                        for m in (MoveMode.WALK, MoveMode.RUN, MoveMode.JUMP)}
                forget_kept_searches()
                fresh = replace(state)  # a new state: nothing kept for it either
                assert legal_commands(fresh) == listed
                assert {key: reachable(fresh, *key) for key in kept} == kept
                compared += 1
                moves = [c for c in listed if isinstance(c, MoveUnit) and c.steps]
                if moves and rng.random() < 0.8:  # mostly moves, to move the units about
                    session.submit(rng.choice(moves))
                    continue
            session.submit(rng.choice(listed))
    assert compared > 20


def test_two_threads_listing_two_states_at_once_each_get_their_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two states of one side's turn to move, one of its units a hex apart (where the
    others may end differs: QSR *Stacking*, "no unit ends in another unit's hex")
    listed in two threads at once, over and over: each listing is its state's own."""
    import threading

    from btdesk.hexgrid import neighbor
    from btdesk.rules import active_side

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("green", seed=3)
    while session.state.phase is not Phase.MOVEMENT:
        session.submit(legal_commands(session.state)[0])
    before = session.state
    side = active_side(before)
    mover = next(u for u in before.units if u.side == side and u.position is not None)
    assert mover.position is not None
    taken = {u.position for u in before.units}
    to = next(n for d in range(6) if (n := neighbor(mover.position, d)) not in taken
              and before.board.contains(n))
    after = replace(before, units=tuple(replace(u, position=to) if u is mover else u
                                        for u in before.units))
    states = (before, after)
    expected = [legal_commands(replace(s)) for s in states]
    wrong: list[int] = []

    def listing(which: int) -> None:
        for _ in range(40):
            if legal_commands(replace(states[which])) != expected[which]:
                wrong.append(which)

    threads = [threading.Thread(target=listing, args=(i % 2,)) for i in range(4)]
    switching = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # the threads take turns as often as they can
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(switching)
    assert not wrong
