"""Who plays the balance estimate: the computer opponent, named as such."""

from __future__ import annotations

from pathlib import Path

import pytest

from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.session.balance import estimate
from btdesk.ui import balance_players


def test_the_computer_opponent_plays_the_estimate(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    player, players = balance_players.balance_player()
    assert players == "the computer opponent (medium) for every side"
    tables, library = load_rule_tables().tables, load_library()
    from btdesk.io.scenarios import read_scenario

    balance = estimate(read_scenario("green"), tables, library, games=2, player=player,
                       players=players)
    assert balance.games == 2 and players in balance.text()
    assert sum(balance.wins.values()) + balance.draws + balance.cut_short == 2
