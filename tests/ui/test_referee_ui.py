"""A referee at the table, through the real widgets: typed dice that are not a die's face
are refused, a Cancel keeps the dice already typed, Referee Mode is in sight, a tick on a
sheet leaves a half-declared attack alone, damage goes on a location by the points (with
transfer, one recorded change) and a redo is told as a redo."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot
from test_orders_fit import CICADA, HERMES, declare_three, second_turn
from test_play_ui import press, show_active, undo

from btdesk.model.state import MANUAL_DICE
from btdesk.printing.record_sheet import sheet_layout
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session
from btdesk.ui import dialogs, referee_tools
from btdesk.ui.main_window import MainWindow
from btdesk.ui.sheet_view import MARGIN_MM


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def test_a_typed_zero_is_refused_with_the_reason(qtbot: QtBot) -> None:
    """A 0 typed in a die's box is refused with the reason, not taken as a 1."""
    dialog = dialogs.DiceDialog(2, "initiative: Defender")
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.boxes[0]
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "0")
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.result() != dialogs.QDialog.DialogCode.Accepted
    assert dialog.problem.text() == "Die 1: “0” is not a face of a die: type 1 to 6."
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "4")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialogs.QDialog.DialogCode.Accepted
    assert dialog.values() == [4, 1]


@pytest.mark.parametrize("leave", ["Return", "Enter", "focus"])
def test_a_zero_left_by_enter_or_tab_is_refused_too(qtbot: QtBot, leave: str) -> None:
    """Pressing Enter in a box showing "0", or leaving the box for the next one, made the
    spin box turn it into 1 before OK looked at it: the roll was taken as a 1 without a
    word."""
    dialog = dialogs.DiceDialog(2, "initiative: Defender")
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.boxes[0]
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "0")
    if leave == "focus":
        QApplication.sendEvent(box, QFocusEvent(QEvent.Type.FocusOut,
                                                Qt.FocusReason.TabFocusReason))
        assert box.text() == "0"
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(box, getattr(Qt.Key, f"Key_{leave}"))
    assert dialog.isVisible() and dialog.result() != dialogs.QDialog.DialogCode.Accepted
    assert dialog.problem.text() == "Die 1: “0” is not a face of a die: type 1 to 6."
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "5")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert dialog.result() == dialogs.QDialog.DialogCode.Accepted
    assert dialog.values() == [5, 1]


def test_the_reason_for_a_refused_die_is_not_cut_off(qtbot: QtBot) -> None:
    """The reason came into a dialog sized for none: squeezed, it overlapped the roll's
    name above it and was cut at the bottom."""
    dialog = dialogs.DiceDialog(2, "initiative: Defender")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.boxes[0].lineEdit().setText("0")
    dialog.accept()
    qtbot.wait(10)
    problem = dialog.problem
    assert problem.text() and problem.height() >= problem.heightForWidth(problem.width())
    assert dialog.height() >= dialog.sizeHint().height()


def test_a_roll_asked_again_says_why(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """*BattleTech Quick-Start Rules*, Initiative Phase: "The team with the higher result
    has Initiative throughout the turn. Re-roll all ties."  After a tie the referee was
    asked "initiative: Defender" a second time with no word of why, as if the dice typed
    had been lost."""
    asked: list[tuple[str, str]] = []
    answers = [[4, 3], [2, 5], [6, 5], [2, 1]]  # 7 against 7: a tie, then 11 against 3

    def fake_exec(self: dialogs.DiceDialog) -> int:
        again = self.findChild(QLabel, "againDice")
        asked.append((self.findChild(QLabel).text(), again.text() if again else ""))
        for box, v in zip(self.boxes, answers.pop(0), strict=True):
            box.setValue(v)
        return dialogs.QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.DiceDialog, "exec", fake_exec)
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    w.start_game("green", False, (MANUAL_DICE,))
    press(qtbot, w, "roll")
    assert [a for _, a in asked[:2]] == ["", ""]
    assert "Defender" in asked[2][0] and asked[2][1] == (
        "Again: 4 + 3 = 7 was typed for this roll already; the rules call for it once "
        "more (a tie, or a result they re-roll).")
    assert "Attacker" in asked[3][0] and asked[3][1].startswith("Again: 2 + 5 = 7 ")
    assert "Initiative: Defender wins" in w.dice_log.toPlainText()


def test_a_cancel_keeps_the_dice_already_typed(qtbot: QtBot,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Cancelling the second roll of a command keeps the first, typed already, and
    offers it again."""
    asked: list[tuple[str, list[int], bool]] = []
    answers: list[list[int] | None] = [[3, 4], None, None, [6, 5]]

    def fake_exec(self: dialogs.DiceDialog) -> int:
        asked.append((self.findChild(QLabel).text(), self.values(),
                      self.findChild(QLabel, "keptDice") is not None))
        values = answers.pop(0)
        if values is None and len(answers) == 1:  # OK as offered
            return dialogs.QDialog.DialogCode.Accepted
        if values is None:
            return dialogs.QDialog.DialogCode.Rejected
        for box, v in zip(self.boxes, values, strict=True):
            box.setValue(v)
        return dialogs.QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.DiceDialog, "exec", fake_exec)
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    w.start_game("veteran", False, (MANUAL_DICE,))
    before = w.session.state
    press(qtbot, w, "roll")  # Defender 3 + 4, then Cancel on the Attacker's roll
    assert w.session.state is before
    assert "the 2 dice typed for it are kept" in w.orders.error.text()
    press(qtbot, w, "roll")  # the Defender's kept, the Attacker's typed now
    assert asked[2][1:] == ([3, 4], True) and "Defender" in asked[2][0]
    assert asked[3][1:] == ([1, 1], False) and "Attacker" in asked[3][0]
    log = w.dice_log.toPlainText()
    assert "initiative: Defender: 3 + 4 = 7" in log and "Attacker: 6 + 5 = 11" in log


def test_referee_mode_is_in_sight(qtbot: QtBot) -> None:
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    badge = w.findChild(QLabel, "refereeBadge")
    assert badge is None or not badge.isVisible()
    w.referee_action.trigger()
    badge = w.findChild(QLabel, "refereeBadge")
    assert badge is not None and badge.isVisible() and "REFEREE MODE" in badge.text()
    assert "Referee Mode" in w.windowTitle()
    w.referee_action.trigger()
    assert not badge.isVisible() and "Referee Mode" not in w.windowTitle()


def _circle(w: MainWindow, uid: str, location: str) -> QPoint:
    """Where a circle of ``location`` is drawn on ``uid``'s sheet, in the sheet's pixels."""
    state = w.session.state
    unit = state.unit(uid)
    view = w.sheets.views[uid]
    block = next(b for b in sheet_layout(state.definition(unit), unit).blocks
                 if b.location == location)
    c = block.circles[-1]
    return QPoint(round((c.x + MARGIN_MM) * view.scale()), round((c.y + MARGIN_MM) * view.scale()))


def _referee_at_sheet(qtbot: QtBot, w: MainWindow, uid: str) -> None:
    w.referee_action.setChecked(True)
    w.sheets_dock.raise_()
    w.sheets.show_unit(uid)
    qtbot.waitUntil(lambda: w.sheets.views[uid].isVisible())


def test_a_referees_tick_leaves_the_attack_being_declared(qtbot: QtBot) -> None:
    """Ticking a circle between two clicks of a declaration keeps the target and the
    weapons ticked."""
    session = second_turn()
    declare_three(session, HERMES)
    w = show_active(qtbot, MainWindow(session))
    w.controller.select(HERMES)
    w.controller.choose_target(CICADA)
    w.orders.table.cellWidget(2, 0).setChecked(True)  # the Ultra AC/5
    chosen = dict(w.controller.weapons)
    _referee_at_sheet(qtbot, w, CICADA)
    qtbot.mouseClick(w.sheets.views[CICADA], Qt.MouseButton.LeftButton,
                     pos=_circle(w, CICADA, "LA"))
    assert session.state.unit(CICADA).damage.get("LA") == 1  # the tick went in
    assert (w.controller.selected, w.controller.target) == (HERMES, CICADA)
    assert w.controller.weapons == chosen and chosen
    assert w.orders.table.isVisible() and w.orders.table.cellWidget(2, 0).isChecked()
    press(qtbot, w, "declare")
    declared = session.state.declaration(HERMES)
    assert declared is not None and declared.target == CICADA


def test_damage_by_the_points_with_transfer_as_one_change(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A right-click on a circle in Referee Mode applies N points to that location; the
    left-over goes inward (BattleTech Quick-Start Rules, *Transferring Damage*: "excess
    damage remains from the shot that destroyed the location, that damage transfers to
    (affects) the armor of the next location inward")."""
    asked: list[str] = []

    def get_int(_parent: object, _title: str, label: str, *_a: object) -> tuple[int, bool]:
        asked.append(label)
        return 20, True

    monkeypatch.setattr(referee_tools.QInputDialog, "getInt", get_int)
    session = Session.from_scenario("veteran", seed=1)
    w = show_active(qtbot, MainWindow(session))
    uid = next(u.uid for u in session.state.units if u.sheet == "her-5sa-hermes-ii")
    armor = session.state.definition(session.state.unit(uid)).armor
    _referee_at_sheet(qtbot, w, uid)
    entries = len(session.log)
    qtbot.mouseClick(w.sheets.views[uid], Qt.MouseButton.RightButton,
                     pos=_circle(w, uid, "LA"))
    assert "Left Arm" in asked[0] and "next location inward" in asked[0]
    unit = session.state.unit(uid)
    assert unit.damage["LA"] == armor["LA"] and "LA" in unit.lost
    assert unit.damage["LT"] == 20 - armor["LA"]
    assert len(session.log) == entries + 1  # one recorded change
    assert "takes 20 points of damage on its Left Arm" in w.dice_log.toPlainText()
    path = tmp_path / "referee.btdesk.yaml"
    save_session(session, path)
    assert open_session(path).state == session.state
    undo(qtbot, w)
    assert session.state.unit(uid).damage.get("LA", 0) == 0
    w._redo()
    assert session.state.unit(uid).damage["LT"] == 20 - armor["LA"]
    assert "↷ redone: referee damage" in w.dice_log.toPlainText()


def test_a_redo_is_told_as_a_redo(qtbot: QtBot) -> None:
    """A redo is logged as a redo of the command taken back, with the same rolls, before
    the lines of what it did again."""
    session = Session.from_scenario("green", seed=1)
    w = show_active(qtbot, MainWindow(session))
    press(qtbot, w, "roll")
    w._undo()
    assert w.handover.taking_back  # the hot seat: the other side allows the take-back
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    w._redo()
    log = w.dice_log.toPlainText().splitlines()
    undone = next(i for i, line in enumerate(log) if line.startswith("↶ taken back"))
    assert log[undone + 1] == "↷ redone: roll initiative, with the same 2 rolls"
    assert any("Initiative:" in line for line in log[undone + 1:])

