"""The movement searches kept from one state for the next (``move_search._kept_ends``):
along random games, every listing and every unit's reachable ends are what a fresh
search finds (QSR *Stacking*: "friendly units may move through each other's hexes",
enemies bar them, and no two units end in one hex; 0204-B Close Assault: "As many as
seven BattleMechs can occupy one Close Assault Hex")."""

from __future__ import annotations

import random
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
