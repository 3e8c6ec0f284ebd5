"""The force builder through its widgets (issue 46's "done when"): a new user builds a
battle with two imported units a side on an imported MegaMek board, sees every choice
checked with its reason, saves it as a scenario, plays it, and reopens it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTabWidget,
)
from pytestqt.qtbot import QtBot
from support import ROOT
from test_play_ui import play_through_widgets, show_active
from unit_tree import write_tree

from btdesk.io.library_import import import_tree
from btdesk.model.state import Phase
from btdesk.rules import legal_commands
from btdesk.session.game import Session
from btdesk.ui import force_builder
from btdesk.ui.force_builder import ForceBuilder
from btdesk.ui.main_window import MainWindow

BOARD = ROOT / "tests" / "fixtures" / "river_crossing.board"


def click(qtbot: QtBot, dialog: ForceBuilder, name: str) -> None:
    button = dialog.findChild(QPushButton, name)
    assert button is not None and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def add(qtbot: QtBot, dialog: ForceBuilder, words: str) -> None:
    """Find a unit by typing in the search box, and add the first match."""
    search = dialog.findChild(QLineEdit, "unitSearch")
    search.clear()
    qtbot.keyClicks(search, words)
    results = dialog.findChild(QListWidget, "unitResults")
    assert results.count() == 1, [results.item(i).text() for i in range(results.count())]
    click(qtbot, dialog, "addUnit")


def side_table(dialog: ForceBuilder) -> QTableWidget:
    table = dialog.findChild(QTabWidget, "sides").currentWidget().findChild(
        QTableWidget, "sideUnits")
    assert table is not None
    return table


def problems(dialog: ForceBuilder) -> str:
    return dialog.findChild(QLabel, "problems").text()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    write_tree(tmp_path / "tree", good=6, unplayable=True, bad=True)
    import_tree(tmp_path / "tree", tmp_path / "user" / "sheets")
    return show_active(qtbot, MainWindow(Session.from_scenario("green")))


def open_from_menu(qtbot: QtBot, window: MainWindow) -> ForceBuilder:
    action = next(a for a in window.findChildren(QAction) if a.text() == "New &Battle…")
    action.trigger()
    dialog = window.battle_builder
    qtbot.waitExposed(dialog)
    return dialog


def test_build_save_play_and_reopen_a_battle(window: MainWindow, qtbot: QtBot,
                                             monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    dialog = open_from_menu(qtbot, window)
    title = dialog.findChild(QLineEdit, "battleTitle")
    title.clear()
    qtbot.keyClicks(title, "Crossing fight")
    # The board comes from MegaMek: imported on the spot, and chosen.
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(BOARD), "")))
    click(qtbot, dialog, "importBoard")
    assert dialog.findChild(QComboBox, "battleMap").currentData() == "river_crossing"
    assert (tmp_path / "user" / "maps" / "river_crossing.yaml").is_file()
    assert "Blue: no units" in problems(dialog) and "Orange: no units" in problems(dialog)
    assert not dialog.findChild(QPushButton, "saveBattle").isEnabled()

    # Filters: imported vehicles only.
    kind = dialog.findChild(QComboBox, "unitKind")
    kind.setCurrentIndex(kind.findText("Combat Vehicle"))
    origin = dialog.findChild(QComboBox, "unitOrigin")
    origin.setCurrentIndex(origin.findData("imported"))
    results = dialog.findChild(QListWidget, "unitResults")
    assert sorted(results.item(i).text().split(" —")[0] for i in range(results.count())) == \
        ["Test Tank T1", "Test Tank T4"]
    kind.setCurrentIndex(0)

    sides = dialog.findChild(QTabWidget, "sides")
    depth = sides.currentWidget().findChild(QSpinBox, "sideDepth")
    depth.setValue(1)
    add(qtbot, dialog, "lancer lnc-0")
    add(qtbot, dialog, "tank t1")
    side_table(dialog).cellWidget(0, 1).setValue(3)  # a better gunner in the first Lancer
    depth.setValue(9)
    assert "Blue: a deployment zone 9 hexes deep is off the map (3 hexes across from the " \
        "south edge)" in problems(dialog)
    depth.setValue(1)
    sides.setCurrentIndex(1)
    sides.currentWidget().findChild(QSpinBox, "sideDepth").setValue(1)
    add(qtbot, dialog, "lancer lnc-3")
    add(qtbot, dialog, "tank t4")
    add(qtbot, dialog, "trooper b2")
    side_table(dialog).cellWidget(2, 4).setValue(2)  # the troopers ride the tank: no bay
    assert problems(dialog) == "• Orange, unit 3: unit 2 is not a carrier (no infantry bay " \
                               "and not an Omni unit)"
    side_table(dialog).selectRow(2)
    remove = sides.currentWidget().findChild(QPushButton, "removeUnit")
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert side_table(dialog).rowCount() == 2
    assert problems(dialog) == ""
    assert sides.currentWidget().findChild(QLabel, "strength").text() == \
        "Strength: 2 units (1 BattleMech, 1 Combat Vehicle) · 100 t · BV unknown"

    click(qtbot, dialog, "saveBattle")
    saved = tmp_path / "user" / "scenarios" / "crossing-fight.yaml"
    assert saved.is_file() and "map: river_crossing" in saved.read_text()
    assert dialog.findChild(QComboBox, "savedBattles").currentText() == "crossing-fight"

    assert dialog.print_side(tmp_path / "orange.pdf") == 2  # the side shown, blank
    assert (tmp_path / "orange.pdf").read_bytes().startswith(b"%PDF")

    monkeypatch.setattr(force_builder, "BALANCE_GAMES", 3)
    click(qtbot, dialog, "estimateBalance")
    dialog.wait_for_balance()
    text = dialog.findChild(QLabel, "balance").text()
    assert "over 3 games" in text and "the computer opponent (medium)" in text, text

    click(qtbot, dialog, "playBattle")
    session = window.session
    assert session.scenario.title == "Crossing fight"
    assert session.state.board.name == "river crossing"
    assert [u.sheet for u in session.state.units] == [
        "lnc-0-test-lancer--g3p5", "t1-test-tank", "lnc-3-test-lancer", "t4-test-tank"]
    assert session.state.definition(session.state.units[0]).crew.gunnery == 3
    while session.state.phase is Phase.SETUP:  # each player sets a unit up in its zone
        session.submit(legal_commands(session.state)[0])
    try:
        play_through_widgets(window, qtbot, limit=30)
    except AssertionError as exc:
        assert "no result after 30 actions" in str(exc)
    assert session.state.turn >= 2 or session.state.phase is Phase.GAME_OVER

    again = open_from_menu(qtbot, window)
    assert again is not dialog
    saved_box = again.findChild(QComboBox, "savedBattles")
    assert saved_box.currentData() == str(saved)
    click(qtbot, again, "openBattle")
    assert again.findChild(QLineEdit, "battleTitle").text() == "Crossing fight"
    assert again.findChild(QComboBox, "battleMap").currentData() == "river_crossing"
    assert side_table(again).rowCount() == 2
    assert side_table(again).cellWidget(0, 1).value() == 3  # the gunner came back
    title = again.findChild(QLineEdit, "battleTitle")
    title.clear()
    qtbot.keyClicks(title, "Crossing fight II")
    click(qtbot, again, "saveBattle")
    assert (tmp_path / "user" / "scenarios" / "crossing-fight-ii.yaml").is_file()
    again.reject()


def test_import_a_unit_library_in_the_window(qtbot: QtBot, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's import: a folder chosen, a progress bar, the summary, and the units in
    the library to pick at once."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    write_tree(tmp_path / "tree", good=3, unplayable=True, bad=False)
    tables = Session.from_scenario("green").tables
    library, entries = force_builder.builder_library()
    dialog = ForceBuilder(library, tables, entries=entries)
    qtbot.addWidget(dialog)
    results = dialog.findChild(QListWidget, "unitResults")
    before = results.count()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *a, **k: str(tmp_path / "tree")))
    click(qtbot, dialog, "importUnits")
    note = dialog.findChild(QLabel, "savedNote").text()
    assert note.startswith("imported 3, updated 0, unchanged 0, refused 4 ("), note
    assert results.count() == before + 3
    assert "LNC-0 Test Lancer" in results.item(
        next(i for i in range(results.count()) if "LNC-0" in results.item(i).text())).text()
    assert (tmp_path / "user" / "import-report.txt").is_file()


def test_a_zone_painted_with_the_mouse(window: MainWindow, qtbot: QtBot,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QDialog

    from btdesk.hexgrid import Hex
    from btdesk.ui.zone_painter import ZonePainter

    dialog = open_from_menu(qtbot, window)
    editor = dialog.findChild(QTabWidget, "sides").currentWidget()
    made: list[ZonePainter] = []

    def drive(self: ZonePainter) -> int:
        made.append(self)
        self.show()
        qtbot.waitExposed(self)
        canvas = self.canvas
        for label in ("0101", "0102", "0202"):
            x, y = canvas.layout_.center(Hex.from_label(label))
            qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=QPoint(int(x), int(y)))
        x, y = canvas.layout_.center(Hex.from_label("0102"))
        qtbot.mouseClick(canvas, Qt.MouseButton.RightButton, pos=QPoint(int(x), int(y)))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(ZonePainter, "exec", drive)
    qtbot.mouseClick(editor.findChild(QPushButton, "paintZone"), Qt.MouseButton.LeftButton)
    assert made and editor.painted == ("0101", "0202")
    assert editor.findChild(QLabel, "paintedNote").text() == "2 hexes painted"
    assert not editor.findChild(QSpinBox, "sideDepth").isEnabled()
    assert dialog.plan().sides[0].hexes == ("0101", "0202")
    dialog.reject()


def test_new_game_offers_the_builder(window: MainWindow, qtbot: QtBot,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from btdesk.ui import dialogs

    def build_instead(self: dialogs.NewGameDialog) -> int:
        button = self.findChild(QPushButton, "buildBattle")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return int(self.result())

    monkeypatch.setattr(dialogs.NewGameDialog, "exec", build_instead)
    window._new_game()
    assert isinstance(window.battle_builder, ForceBuilder)
    window.battle_builder.reject()
