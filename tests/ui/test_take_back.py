"""The hot-seat cover and the dice: nothing acts under a cover but its own buttons, and
nothing shown to a player tells a roll still to come.

Decision (two people at one screen play like a board game): taking back a roll is a
take-back in the chess sense.  With hand-over screens on (the hot seat) the other side's
player must allow it, at a hand-over cover; in a referee's game (the referee types the
dice) or with hand-over screens off (one person at the screen) it is that person's call.
A roll taken back is spent: the app's dice only go forward, so what is done instead rolls
new dice and no one at the screen knows them beforehand.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from test_first_hour import waiting_for_the_defender
from test_play_ui import show_active

from btdesk.model.commands import DeployUnit, RollInitiative
from btdesk.model.events import DiceRolled
from btdesk.model.state import MANUAL_DICE, Phase
from btdesk.rules import legal_commands
from btdesk.session.dice import ScriptedDice, SeededDice
from btdesk.session.game import Session
from btdesk.ui.events_text import undone_text
from btdesk.ui.main_window import MainWindow

SEED = 918273645  # long enough not to turn up by chance in a line of text


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def _deployed(session: Session) -> Session:
    while session.state.phase is Phase.SETUP:
        session.submit(next(c for c in legal_commands(session.state)
                            if isinstance(c, DeployUnit)))
    return session


def _ctrl(qtbot: QtBot, key: Qt.Key, shift: bool = False) -> None:
    mods = Qt.KeyboardModifier.ControlModifier
    if shift:
        mods |= Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(QApplication.focusWidget() or QApplication.activeWindow(), key, mods)


def test_no_shortcut_acts_under_the_hand_over_cover(qtbot: QtBot) -> None:
    """Under "Pass to Defender" no shortcut acts: Ctrl+Z takes back nothing, the cover
    stays and the table stays hidden from whoever sits there."""
    session = waiting_for_the_defender()
    w = show_active(qtbot, MainWindow(session))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.handover.button)
    log, zoom = len(session.log), w.view.transform().m11()
    _ctrl(qtbot, Qt.Key.Key_Z)  # Undo
    _ctrl(qtbot, Qt.Key.Key_Z, shift=True)  # Redo
    _ctrl(qtbot, Qt.Key.Key_R)  # the ruler
    _ctrl(qtbot, Qt.Key.Key_Plus)  # zoom in
    assert len(session.log) == log and w.handover.isVisible()
    assert not w.ruler_action.isChecked() and w.view.transform().m11() == zoom
    assert not w.menuBar().isEnabled()  # no menu opens from the keyboard either
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert not w.handover.isVisible() and w.menuBar().isEnabled()
    _ctrl(qtbot, Qt.Key.Key_R)  # uncovered, the shortcuts work again
    assert w.ruler_action.isChecked()


def test_the_keyboard_stays_on_the_cover(qtbot: QtBot) -> None:
    """Tab under "Pass to Defender" took the focus to the tabs of the docks stacked under
    the cover (Units, Record Sheets), which stayed enabled: the arrow keys then switched
    them unseen, and Space no longer reached the cover's button."""
    session = waiting_for_the_defender()
    w = show_active(qtbot, MainWindow(session))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.handover.button)
    w.tabifyDockWidget(w.sheets_dock, w.dice_dock)  # tabs under the cover, in any layout
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is w.handover.button or w.handover.isAncestorOf(focus), focus
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert not w.handover.isVisible() and w.controller.viewer == "defender"


def _hot_seat_after_initiative(qtbot: QtBot) -> tuple[MainWindow, Session]:
    session = _deployed(Session.from_scenario("green", seed=SEED, dice=SeededDice(SEED)))
    w = show_active(qtbot, MainWindow(session))
    assert w.controller.hand_over and not w.handover.isVisible()
    w.controller.submit(RollInitiative())
    assert any(isinstance(e, DiceRolled) for e in session.log[-1].events)
    return w, session


def test_taking_back_a_roll_in_the_hot_seat_needs_the_other_side(qtbot: QtBot) -> None:
    """In the hot seat Ctrl+Z on a roll asks the other side first; a roll taken back is
    spent, and the log names no dice to come."""
    w, session = _hot_seat_after_initiative(qtbot)
    log, drawn = len(session.log), session.dice.drawn  # type: ignore[attr-defined]
    w.undo_action.trigger()
    assert len(session.log) == log and w.handover.isVisible()  # asked, not done
    assert w.handover.title.text().startswith("Take back")
    refuse = w.findChild(QPushButton, "handover_refuse")
    assert refuse is not None and refuse.isVisible()
    qtbot.mouseClick(refuse, Qt.MouseButton.LeftButton)
    assert len(session.log) == log and not w.handover.isVisible()
    assert "refused" in w.dice_log.toPlainText().splitlines()[-1]

    w.undo_action.trigger()
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)  # allowed
    assert len(session.log) == log - 1 and not w.handover.isVisible()
    line = w.dice_log.toPlainText().splitlines()[-1]
    assert "spent" in line and "again" not in line
    again = w.controller.submit(RollInitiative())
    assert again
    # New dice, from the tape past the spent ones: none of them was shown before.
    rolled = sum(len(e.dice) for e in session.log[-1].events if isinstance(e, DiceRolled))
    assert session.dice.drawn == drawn + rolled  # type: ignore[attr-defined]


def test_a_referees_game_takes_back_at_the_referees_word(qtbot: QtBot) -> None:
    """Typed dice are the referee's: no hand-over is asked, and the typed rolls are
    withdrawn."""
    session = _deployed(Session.from_scenario("green", options=(MANUAL_DICE,)))
    w = show_active(qtbot, MainWindow(session))
    session.dice = ScriptedDice([6, 6, 1, 1])
    w.controller.submit(RollInitiative())
    log = len(session.log)
    w.undo_action.trigger()
    assert len(session.log) == log - 1 and not w.handover.isVisible()
    assert "withdrawn" in w.dice_log.toPlainText().splitlines()[-1]


def test_one_player_at_the_screen_takes_back_without_asking(qtbot: QtBot) -> None:
    w, session = _hot_seat_after_initiative(qtbot)
    w.handover_action.setChecked(False)
    log = len(session.log)
    w.undo_action.trigger()
    assert len(session.log) == log - 1 and not w.handover.isVisible()


def test_nothing_shown_tells_the_rolls_to_come(qtbot: QtBot) -> None:
    """Game Options printed the seed (and with it every roll of the game); the undo line
    printed the taken-back dice as the ones to come."""
    w, session = _hot_seat_after_initiative(qtbot)
    assert str(SEED) not in w.game_options_text()
    assert "btdesk's" in w.game_options_text()
    session.undo()
    assert "again" not in undone_text(session)
    tape = SeededDice(SEED, session.dice.drawn)  # type: ignore[attr-defined]
    rolled = [d for e in session.submit(RollInitiative()) if isinstance(e, DiceRolled)
              for d in e.dice]
    assert rolled == list(tape.roll(len(rolled), ""))  # from the tape after the spent dice


@pytest.mark.parametrize("allow", [True, False])
def test_the_other_player_answering_sees_no_secrets(qtbot: QtBot, allow: bool) -> None:
    """The Defender, with a hidden platoon on screen, asks to take back the initiative
    roll; the Attacker's player comes to answer, and is not then shown the platoon."""
    session = waiting_for_the_defender()
    w = show_active(qtbot, MainWindow(session))
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    platoon = next(u for u in session.state.units_of("defender") if u.hidden)
    assert w.controller.viewer == "defender" and w.scene.counters[platoon.uid].isVisible()
    w.undo_action.trigger()
    assert w.handover.taking_back
    answer = w.handover.button if allow else w.findChild(QPushButton, "handover_refuse")
    qtbot.mouseClick(answer, Qt.MouseButton.LeftButton)
    assert w.handover.isVisible() or (w.controller.viewer is None and not any(
        w.scene.counters[u.uid].isVisible() for u in session.state.units if u.hidden))
