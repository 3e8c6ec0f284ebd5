"""Playing against the computer in the window: New Game names each side Human or Computer,
the computer thinks in a worker process and answers through the session, its units take
no clicks, Stop kills its thinking at once, an undo makes it wait, and the game replays."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_play_ui import click_beside, click_unit, press, show_active

from btdesk.hexgrid import Hex
from btdesk.model.commands import MoveUnit
from btdesk.model.state import MoveMode, Phase
from btdesk.opponent.worker import Answer, Thinker
from btdesk.rules import active_side, visible_to
from btdesk.session.game import Session
from btdesk.ui.computer import computer_for
from btdesk.ui.dialogs import NewGameDialog
from btdesk.ui.main_window import MainWindow

WAIT_MS = 30000  # the worker's first answer loads the rules in a fresh interpreter


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=4)))
    yield w
    computer_for(w).close()


def test_new_game_names_each_side_human_or_computer(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    boxes = dialog.players.boxes
    assert list(boxes) == ["defender", "attacker"]  # the Green scenario's sides
    assert dialog.players.choice() == {}  # people at the table, unless asked otherwise
    boxes["attacker"].setCurrentIndex(boxes["attacker"].findData("beginner"))
    boxes["defender"].setCurrentIndex(boxes["defender"].findData("strong"))
    assert dialog.players.choice() == {"defender": "strong", "attacker": "beginner"}
    dialog.scenario.setCurrentIndex(dialog.scenario.findData("veteran"))
    assert list(dialog.players.boxes) == ["defender", "attacker"]


def test_a_turn_against_the_computer(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    computer = computer_for(window)
    computer.play({"attacker": "strong"}, salt=1)
    assert computer.dock.isVisible()
    assert window.controller.seat == "defender" and window.controller.viewer == "defender"
    # It rolls the initiative (anybody may) and, whoever won, moves when it is its turn.
    qtbot.waitUntil(lambda: session.state.phase is Phase.MOVEMENT, timeout=WAIT_MS)
    if active_side(session.state) == "attacker":
        qtbot.waitUntil(lambda: active_side(session.state) == "defender", timeout=WAIT_MS)
    # Its units take no clicks: the window refuses to move them for it.
    assert not window.controller.can_act(session.state.unit("attacker-1"))
    assert not window.controller.submit(MoveUnit("attacker-1", MoveMode.STATIONARY))
    # The person moves the Hunchback by clicks, as at the table.
    click_unit(qtbot, window, "defender-1")
    press(qtbot, window, "mode_walk")
    click_beside(qtbot, window, Hex.from_label("0813"))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.state.unit("defender-1").moved is not None, timeout=5000)
    # The computer answers through the session; its reasons are in its panel.
    qtbot.waitUntil(lambda: session.state.phase is Phase.WEAPON_ATTACK, timeout=WAIT_MS)
    assert session.state.unit("attacker-1").moved is not None
    why = computer.panel.why.toPlainText()
    assert "expects to deal" in why and "rejected" in why
    assert computer.decisions and all(d.side == "attacker" for d in computer.decisions)
    # Its moves are ordinary commands: the game replays from its log.
    assert session.replayed() == session.state
    # One undo takes back the person's move and the computer's reply to it; the
    # computer then waits (the player may undo more, or play on).
    moves = [getattr(e.command, "unit", None) for e in session.log
             if isinstance(e.command, MoveUnit)]
    replied = moves[-1] == "attacker-1"  # it moved after the person (it won initiative)
    window._undo()
    assert session.state.unit("defender-1").moved is None  # the person's move is back
    assert (session.state.unit("attacker-1").moved is None) == replied  # and its reply
    assert session.state.phase is Phase.MOVEMENT
    qtbot.waitUntil(lambda: computer.paused.startswith("A move was taken back"), timeout=5000)
    assert computer.panel.stop.text() == "Resume"


def test_stop_ends_its_thinking_at_once() -> None:
    """Stop kills the worker: nothing more comes from it; the next question starts a
    fresh one, which answers as the first would have."""
    session = Session.from_scenario("river-town", seed=2)
    state = session.state
    side = active_side(state) or state.sides[0].key
    views = [(side, visible_to(state, side))]
    thinker = Thinker()
    try:
        thinker.ask(views, {side: "strong"}, 1)
        process = thinker._process
        thinker.stop()
        assert process is not None and process.poll() is not None  # gone
        assert not thinker.busy and thinker.poll() == []
        number = thinker.ask(views, {side: "strong"}, 1)
        answer = None
        for _ in range(3000):
            answers = [m for m in thinker.poll() if isinstance(m, Answer)]
            if answers:
                answer = answers[0]
                break
            process = thinker._process
            assert process is not None and process.poll() is None
            import time
            time.sleep(0.01)
        assert answer is not None and answer.number == number and not answer.error
        from btdesk.opponent import decide
        here = decide(views[0][1], side, "strong", 1)
        assert here is not None and answer.decision is not None
        assert answer.decision.command == here.command
    finally:
        thinker.stop()


def assert_a_worker_answers() -> None:
    """A worker started now answers the defender's question in Green, without an error."""
    import time

    state = Session.from_scenario("green", seed=1).state
    thinker = Thinker()
    try:
        thinker.ask([("defender", visible_to(state, "defender"))], {"defender": "strong"}, 1)
        answers: list[Answer] = []
        for _ in range(3000):
            answers = [m for m in thinker.poll() if isinstance(m, Answer)]
            if answers:
                break
            time.sleep(0.01)
        assert answers and not answers[0].error and answers[0].decision is not None
    finally:
        thinker.stop()


def test_the_worker_runs_the_windows_own_btdesk(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Started from a folder holding another ``btdesk`` (a checkout, a download), the
    worker still imports the one the window runs, and answers."""
    (tmp_path / "btdesk").mkdir()
    (tmp_path / "btdesk" / "__init__.py").write_text("")
    monkeypatch.chdir(tmp_path)
    assert_a_worker_answers()


def test_its_secrets_stay_off_the_screen_while_a_person_plays_the_other_side(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """It hides its infantry before play: the screen (the person's side's view) shows
    neither the units nor the words of where they went, until the game is over."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    w = show_active(qtbot, MainWindow(Session.from_scenario(
        "river-town", seed=1, options=("close_assault", "infantry_ambush"))))
    computer = computer_for(w)
    try:
        computer.play({"defender": "strong"}, salt=2)
        session = w.session
        infantry = {u.uid for u in session.state.units_of("defender")
                    if session.state.definition(u).kind.is_infantry}
        qtbot.waitUntil(lambda: all(session.state.unit(u).hidden for u in infantry),
                        timeout=WAIT_MS)
        text = computer.panel.why.toPlainText()
        assert "decided in secret" in text and "hides" not in text
        assert not infantry & {u.uid for u in w.controller.shown().units}
        assert not infantry & set(w.scene.counters) or not any(
            w.scene.counters[u].isVisible() for u in infantry & set(w.scene.counters))
    finally:
        computer.close()


def test_against_the_computer_no_roll_is_taken_back(window: MainWindow, qtbot: QtBot) -> None:
    """Undo never gives anyone fresh dice: the take-back of a roll a second person would
    be asked to allow, the computer refuses; nothing is undone and the log says why."""
    session = window.session
    computer = computer_for(window)
    computer.play({"attacker": "strong"}, salt=1)
    qtbot.waitUntil(lambda: session.state.phase is Phase.MOVEMENT, timeout=WAIT_MS)
    computer.stop()  # it would move on otherwise
    assert type(session.log[-1].command).__name__ == "RollInitiative"
    length = len(session.log)
    window._undo()
    assert len(session.log) == length and not window.handover.isVisible()
    assert "take-back refused: the computer lets no roll be taken back" in \
        window.dice_log.toPlainText()


def test_the_bundle_starts_its_worker_by_running_itself(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The one-folder bundle has no Python to run ``-c`` with: frozen, the worker is the
    bundle's own executable with the worker flag, and it answers.  Here a stand-in
    executable runs the btdesk command as the bundle would."""
    import sys

    import btdesk
    from btdesk.opponent.worker import WORKER_FLAG, worker_command

    stand_in = tmp_path / "btdesk-bundle"
    root = Path(btdesk.__file__).resolve().parent.parent
    stand_in.write_text(f"#!/bin/sh\nPYTHONPATH={root} exec {sys.executable} -m btdesk \"$@\"\n")
    stand_in.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(stand_in))
    assert worker_command(5, 6) == [str(stand_in), WORKER_FLAG, "5", "6"]
    assert_a_worker_answers()
