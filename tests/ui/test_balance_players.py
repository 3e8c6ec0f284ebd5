"""Who plays the balance estimate: the computer opponent where btdesk has it, else the
random stand-in, named as such."""

from __future__ import annotations

from pathlib import Path

import pytest

from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.session.balance import RANDOM_PLAYERS, estimate, random_player
from btdesk.ui import balance_players


def test_without_the_opponent_the_stand_in_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> object:
        raise ImportError(name)

    monkeypatch.setattr(balance_players, "import_module", missing)
    assert balance_players.balance_player() == (random_player, RANDOM_PLAYERS)


def test_the_computer_opponent_plays_the_estimate(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("btdesk.opponent")
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    player, players = balance_players.balance_player()
    assert players == "the computer opponent (beginner) for every side"
    tables, library = load_rule_tables().tables, load_library()
    from btdesk.io.scenarios import read_scenario

    balance = estimate(read_scenario("green"), tables, library, games=2, player=player,
                       players=players)
    assert balance.games == 2 and players in balance.text()
    assert sum(balance.wins.values()) + balance.draws + balance.cut_short == 2
