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


def test_autoplay_and_computer_refuse_bad_players_in_one_line(tmp_path: Path) -> None:
    done = btdesk("autoplay", "green", "--player", "blue=bot", tmp=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "btdesk autoplay: game 1 (seed 1): --player blue: the scenario's sides are "
        "defender, attacker"]
    done = btdesk("autoplay", "green", "--player", "attacker=bot:genius", tmp=tmp_path)
    assert done.returncode == 1 and "bot:genius" in done.stderr
    assert "Traceback" not in done.stderr
    done = btdesk("--computer", "attacker:genius", "--smoke", tmp=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip() == ("btdesk: --computer attacker:genius: expected SIDE or "
                                   "SIDE:LEVEL, LEVEL one of beginner, strong")
