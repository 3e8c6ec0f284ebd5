"""``btdesk autoplay`` and ``btdesk --computer``: the computer opponent on the command line
(issue 45: whole games without a window, one JSON line a game, non-zero on any error)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def btdesk(*args: str, tmp: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BTDESK_USER_DIR": str(tmp), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "btdesk", *args], capture_output=True,
                          text=True, timeout=600, env=env)


def test_autoplay_prints_one_json_object_a_finished_game(tmp_path: Path) -> None:
    done = btdesk("--close-combat", "physical", "autoplay", "green", "--games", "2",
                  "--seed", "5", "--player", "defender=bot:beginner",
                  "--player", "attacker=random", "--json", tmp=tmp_path)
    assert done.returncode == 0, done.stderr
    games = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(games) == 2
    for game in games:
        assert {"winner", "turns", "commands", "seconds", "max_decision_ms",
                "players"} <= set(game)
        assert game["players"] == {"defender": "bot:beginner", "attacker": "random"}
        assert game["winner"] in ("defender", "attacker", None) and game["commands"] > 0


def test_autoplay_takes_each_side_as_its_own_flag_and_game_flags_after_it(
        tmp_path: Path) -> None:
    """Issue 45: ``--blue`` / ``--orange`` (the first and second side) or the scenario's
    side names, each ``bot``, ``bot:<strength>``, ``random`` (or the greedy baseline);
    the game flags ``btdesk`` takes, before or after ``autoplay``."""
    done = btdesk("autoplay", "--attacker", "random", "green", "--defender=greedy",
                  "--standard", "--json", tmp=tmp_path)
    assert done.returncode == 0, done.stderr
    game = json.loads(done.stdout)
    assert game["players"] == {"defender": "greedy", "attacker": "random"}
    assert {"median_decision_ms", "p95_decision_ms"} <= set(game)
    done = btdesk("autoplay", "green", "--blue", "bot:beginner", "--orange", "random",
                  "--json", tmp=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["players"] == {"defender": "bot:beginner",
                                                  "attacker": "random"}


def test_autoplay_plays_the_game_flags_given_after_it() -> None:
    from btdesk.cli import _game_options, _parser
    from btdesk.cli_autoplay import side_flags

    args = _parser().parse_args(side_flags(["--ambush", "autoplay", "green", "--standard",
                                            "--close-combat", "close-assault"]))
    assert {"standard", "close_assault", "infantry_ambush"} <= set(_game_options(args))
    args = _parser().parse_args(side_flags(["--standard", "autoplay", "green"]))
    assert "standard" in _game_options(args)  # not undone by autoplay's own, unset flag


def test_autoplay_and_computer_refuse_bad_players_in_one_line(tmp_path: Path) -> None:
    done = btdesk("autoplay", "green", "--red", "bot", "--games", "3", tmp=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [  # once, not once a game
        "btdesk: --red: the scenario's sides are defender, attacker (or blue and orange, "
        "the first and second)"]
    done = btdesk("autoplay", "green", "--player", "attacker=bot:genius", tmp=tmp_path)
    assert done.returncode == 1 and "bot:genius" in done.stderr
    assert "Traceback" not in done.stderr
    done = btdesk("autoplay", "green", "--orange", tmp=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip() == ("btdesk: --orange: expected a PLAYER after it: bot, "
                                   "bot:LEVEL (LEVEL one of beginner, medium, strong), random or "
                                   "greedy")
    done = btdesk("--computer", "attacker:genius", "--smoke", tmp=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip() == ("btdesk: --computer attacker:genius: expected SIDE or "
                                   "SIDE:LEVEL, LEVEL one of beginner, medium, strong")
