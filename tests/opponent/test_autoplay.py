"""``btdesk autoplay``'s games (issue 45): the baselines the computer is measured against,
draws called when nothing more happens, and no game that goes round for ever."""

from __future__ import annotations

import random

import pytest

import btdesk.autoplay as autoplay
from btdesk.autoplay import play_game
from btdesk.hexgrid import distance
from btdesk.model.commands import MoveUnit
from btdesk.opponent.baseline import greedy, uniform
from btdesk.opponent.moving import end_of
from btdesk.opponent.player import mine
from btdesk.rules import visible_to
from btdesk.session.game import Session


def test_the_greedy_baseline_closes_in_and_both_baselines_play_legally() -> None:
    session = Session.from_scenario("veteran", seed=3)
    rng = random.Random(3)
    for _ in range(12):  # through the initiative roll into the movement phase
        state = session.state
        side = next(s.key for s in state.sides if mine(visible_to(state, s.key), s.key))
        view = visible_to(state, side)
        chosen = greedy(view, side, rng)
        assert chosen in mine(view, side) and uniform(view, side, rng) in mine(view, side)
        if isinstance(chosen, MoveUnit):
            foes = [u.position for u in view.units if u.side != side and u.position]
            start = view.unit(chosen.unit).position
            end = end_of(view, chosen)
            assert start and end
            assert min(distance(end, f) for f in foes) <= min(distance(start, f) for f in foes)
        session.submit(chosen)


def test_a_game_in_which_no_unit_is_harmed_for_long_is_called_a_draw(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(autoplay, "QUIET_TURNS", 0)  # the opening turns harm no one
    result = play_game("river-town", {"blue": "random", "orange": "random"}, seed=1)
    assert result.winner is None and result.limit and result.stopped == "quiet"
    assert result.turns <= 3


def test_the_computer_does_not_place_close_assault_units_round_and_round() -> None:
    """Placing units anew before the maneuvers changes no standing; a computer that
    placed them would be asked again, in a position it has seen, for ever (a game of
    this seed once took 6,000 commands in one turn)."""
    result = play_game("veteran", {"blue": "bot:beginner", "orange": "bot"}, seed=4,
                       options=("close_assault",))
    assert result.stopped != "commands" and result.commands < 1000


def test_a_side_that_always_has_a_command_does_not_keep_the_other_from_playing() -> None:
    """In a Close Assault's set-up either side may place its units anew; random play
    always had a placement to give and, asked first each time, placed for ever while the
    computer's attacker was never asked to maneuver (bench/sweep.py found it): the sides
    are asked in turn."""
    result = play_game("elite", {"blue": "random", "orange": "bot"}, seed=172,
                       options=("close_assault", "critical_hits", "infantry_ambush"))
    assert result.stopped != "commands" and result.commands < 2000
