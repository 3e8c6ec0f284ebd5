"""The booklet's own game is the default, and the window says which rules are on.

A new player holding the *BattleTech Quick-Start Rules* (seeds/002_a646f8aef8bc0466.txt)
starts a game with New Game or plain ``btdesk`` and meets only what the booklet prints:
"For 'Mechs, the choices are walking or running", and a turn of "Initiative Phase
Movement Phase Weapon Attack Phase End Phase".  Total Warfare's additions are one visible
choice away (New Game's close-combat choice, ``--close-combat physical``), and the Orders
dock names the rules in play.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_play_ui import show_active

from btdesk.model.commands import MoveUnit
from btdesk.model.rule_set import QUICK_START
from btdesk.model.state import PHYSICAL_ATTACKS, MoveMode
from btdesk.rules import active_side
from btdesk.session.game import Session
from btdesk.ui.dialogs import NewGameDialog
from btdesk.ui.main_window import MainWindow

BOOKLET_LINE = "Rules: the BattleTech Quick-Start Rules as printed"


def test_new_game_starts_the_booklet_game_and_the_dock_says_so(qtbot: QtBot) -> None:
    """New Game as it opens: close combat None, and the line under it names the booklet.
    The game it starts has no jump button for the Enforcer, and the Orders dock shows
    the same line."""
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1,
                                                            options=(PHYSICAL_ATTACKS,))))
    assert "jumping (Total Warfare)" in w.orders.rules_label.text()
    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    assert dialog.close_combat.currentData() == ""
    assert dialog.findChild(type(dialog.rules), "rulesLine").text() == BOOKLET_LINE
    scenario, free, options = dialog.choice()
    assert (scenario, free, options) == ("green", False, (QUICK_START,))
    w.start_game(scenario, free, options)
    line = w.orders.rules_label
    assert line.objectName() == "rulesLine" and line.isVisible()
    assert line.text() == BOOKLET_LINE
    assert "Quick-Start Rules as printed" in w.game_options_text()
    w.handover_action.setChecked(False)  # one player at both sides of the table
    w.orders.action_buttons["roll"].click()
    if active_side(w.session.state) != "attacker":
        w.controller.submit(MoveUnit("defender-1", MoveMode.STATIONARY))
    w.controller.select("attacker-1")  # the Enforcer, whose data has jump MP 4
    modes = [k for k in w.orders.action_buttons if k.startswith("mode_")]
    assert modes == ["mode_stationary", "mode_walk", "mode_run"]

def test_total_warfare_is_one_choice_away_and_the_line_follows(qtbot: QtBot) -> None:
    """Choosing Total Warfare's physical attacks in New Game is the old game: the line
    says what is added, and the options carry no booklet marker."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.close_combat.setCurrentIndex(dialog.close_combat.findData(PHYSICAL_ATTACKS))
    assert dialog.rules.text() == (
        "Rules: Quick-Start Rules + jumping (Total Warfare) + Physical attacks and Piloting "
        "Skill Rolls (Total Warfare)")
    assert dialog.choice()[2] == (PHYSICAL_ATTACKS,)
    dialog.close_combat.setCurrentIndex(0)
    dialog.modules["critical_hits"].setChecked(True)
    assert "Critical hits" in dialog.rules.text() and dialog.choice()[2] == ("critical_hits",)
    dialog.modules["critical_hits"].setChecked(False)
    assert dialog.rules.text() == BOOKLET_LINE


def test_the_command_line_says_its_default_is_the_booklet() -> None:
    """``btdesk --help`` (a real run): --close-combat defaults to none, the booklet as
    printed."""
    done = subprocess.run([sys.executable, "-m", "btdesk", "--help"], capture_output=True,
                          text=True, timeout=60, check=True)
    text = " ".join(done.stdout.split())
    assert "none (the default: with no other rule option, the BattleTech Quick-Start " \
           "Rules as printed" in text


@pytest.mark.slow
@pytest.mark.parametrize(("args", "options"), [
    ((), (QUICK_START,)), (("--close-combat", "physical"), (PHYSICAL_ATTACKS,))])
def test_plain_btdesk_starts_the_booklet_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              args: tuple[str, ...],
                                              options: tuple[str, ...]) -> None:
    """``btdesk`` as a user starts it (offscreen, started and closed at once): the first
    picture it keeps is named for the game it started, the Green scenario with the
    booklet's rules; ``--close-combat physical`` starts Total Warfare's."""
    from btdesk.ui import first_frame as ff
    from btdesk.ui.start_key import start_key

    env = {"QT_QPA_PLATFORM": "offscreen", "BTDESK_CACHE_DIR": str(tmp_path),
           "BTDESK_USER_DIR": str(tmp_path / "user"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    subprocess.run([sys.executable, "-m", "btdesk", *args, "--report-start"],
                   env={**os.environ, **env}, capture_output=True, text=True, timeout=120,
                   check=True)
    assert ff.kept(start_key("green", options, None, False)) is not None
    other = (PHYSICAL_ATTACKS,) if options == (QUICK_START,) else (QUICK_START,)
    assert ff.kept(start_key("green", other, None, False)) is None
