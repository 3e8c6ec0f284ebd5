"""File ▸ Print Map or Counters…: the game's map at a chosen hex size, or its counters,
written as the command line writes them (``btdesk print --map``, ``--counters``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdfimage import page_count, page_size_mm
from pytestqt.qtbot import QtBot

from btdesk.model.table_scale import TW_INCHES
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow
from btdesk.ui.print_map import PrintMapDialog, hex_sizes


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    w = MainWindow(Session.from_scenario("green"))
    qtbot.addWidget(w)
    w.set_paper("a4")
    return w


def _open(window: MainWindow) -> PrintMapDialog:
    action = next(a for a in window.menuBar().actions()[0].menu().actions()
                  if a.text() == "Print Map or &Counters…")
    action.trigger()
    dialog = window.findChild(PrintMapDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_map_and_the_counters_export_from_the_file_menu(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = _open(window)
    assert dialog.hex_size.currentText() == "1.25in"
    target = tmp_path / "green-map"
    monkeypatch.setattr("btdesk.ui.pdf_output.QFileDialog.getSaveFileName",
                        lambda *a: (str(target), "PDF files (*.pdf)"))
    dialog.export_button.click()
    pages = page_count(tmp_path / "green-map.pdf")
    assert pages > 2  # the assembly sheet and the tiles
    assert page_size_mm(tmp_path / "green-map.pdf") == pytest.approx((210, 297), abs=0.5)
    assert "Wrote" in dialog.note.text()
    dialog.hex_size.setEditText("12cm")  # bigger hexes, more pages
    dialog.grey.setChecked(True)
    dialog.export_button.click()
    assert page_count(tmp_path / "green-map.pdf") > pages
    dialog.what.setCurrentIndex(1)
    dialog.export_button.click()
    assert page_count(tmp_path / "green-map.pdf") == 1  # the two counters of Green


def test_a_size_not_understood_is_said_and_nothing_written(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = _open(window)
    asked: list[object] = []
    monkeypatch.setattr("btdesk.ui.pdf_output.QFileDialog.getSaveFileName",
                        lambda *a: asked.append(a) or ("", ""))
    dialog.hex_size.setEditText("big")
    dialog.export_button.click()
    assert not asked
    assert dialog.error.text().startswith("Hex size 'big': give a number and a unit")


def test_the_sizes_offered() -> None:
    assert hex_sizes(TW_INCHES) == ["1.25in", "50.8mm", "32mm", "12cm"]
