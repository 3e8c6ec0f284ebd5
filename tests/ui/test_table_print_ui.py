"""File ▸ Print Table State…: the game as it stands in one PDF, from the window, as
``btdesk print --game FILE --table`` prints it; the referee's (hand-over screens off)
with hidden units marked, else the view the screen may show."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdfimage import page_count, page_size_mm, page_text
from pytestqt.qtbot import QtBot
from support import TESTS

from btdesk.session.persist import open_session
from btdesk.ui.main_window import MainWindow
from btdesk.ui.print_table import PrintTableDialog

GAME = TESTS / "fixtures" / "save-typed-dice.btdesk.yaml"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    w = MainWindow(open_session(GAME))
    w.opened_from(GAME)
    qtbot.addWidget(w)
    w.set_paper("a4")
    return w


def _open(window: MainWindow) -> PrintTableDialog:
    action = next(a for a in window.menuBar().actions()[0].menu().actions()
                  if a.text() == "Print Table &State…")
    action.trigger()
    dialog = window.findChild(PrintTableDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_referees_table_state_exports_from_the_file_menu(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window.handover_action.setChecked(False)
    dialog = _open(window)
    assert "1 Close Assault hex in play, and 8 record sheets" in dialog.summary.text()
    assert "A referee's print: 1 hidden unit printed, marked HIDDEN." in dialog.summary.text()
    target = tmp_path / "table"
    monkeypatch.setattr("btdesk.ui.pdf_output.QFileDialog.getSaveFileName",
                        lambda *a: (str(target), "PDF files (*.pdf)"))
    dialog.export_button.click()
    out = tmp_path / "table.pdf"
    assert page_count(out) == 10 and "Wrote" in dialog.note.text()
    assert page_size_mm(out) == pytest.approx((210, 297), abs=0.5)
    first = " ".join(page_text(out, 0).split())
    assert "Table state: save-typed-dice.btdesk.yaml" in first
    assert "HIDDEN in its hex's centre" in first
    assert "Close Assault in 1012" in page_text(out, 1)


def test_with_hand_over_screens_it_prints_what_the_screen_may_show(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window.handover_action.setChecked(True)
    window.controller.viewer = "attacker"
    dialog = _open(window)
    assert "Attacker's view" in dialog.summary.text()
    assert "7 record sheets" in dialog.summary.text()
    monkeypatch.setattr("btdesk.ui.pdf_output.QFileDialog.getSaveFileName",
                        lambda *a: (str(tmp_path / "seen.pdf"), "PDF files (*.pdf)"))
    dialog.export_button.click()
    every = " ".join(page_text(tmp_path / "seen.pdf", i) for i in range(9))
    assert page_count(tmp_path / "seen.pdf") == 9 and "Machine Gun (Motorized)" not in every
