"""The standard rules (Total Warfare) in the window: the Orders dock tells a 'Mech's heat
and what moving or firing will make it; its record sheet shows the internal structure
and heat part under the armour sheet; its counter shows its heat; New Game offers the
option."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel
from pytestqt.qtbot import QtBot
from test_play_ui import click_unit, show_active

from btdesk.model.commands import MoveUnit, RollInitiative
from btdesk.model.modules import STANDARD
from btdesk.model.state import MoveMode, Phase
from btdesk.model.units import UnitKind
from btdesk.rules import active_side
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow
from btdesk.ui.map_scene import look_of
from btdesk.ui.sheet_view import RecordSheetView


def notes(w: MainWindow) -> str:
    return "\n".join(label.text() for label in w.orders.findChildren(QLabel))


def test_orders_dock_and_sheet_show_heat(qtbot: QtBot, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("veteran", dice=SeededDice(3), options=(STANDARD.key,))
    w = show_active(qtbot, MainWindow(session))
    while session.state.phase is not Phase.MOVEMENT:
        session.submit(RollInitiative())
    side = active_side(session.state)
    mech = next(u for u in session.state.units_of(side or "")
                if session.state.definition(u).kind is UnitKind.MECH)
    while mech.moved is None and session.state.phase is Phase.MOVEMENT \
            and active_side(session.state) != mech.side:  # the other side moves first
        s = session.state
        other = next(u for u in s.units_of(active_side(s) or "") if u.moved is None)
        session.submit(MoveUnit(other.uid, MoveMode.STATIONARY))
    click_unit(qtbot, w, mech.uid)
    qtbot.waitUntil(lambda: "Heat 0" in notes(w))
    assert "Walking makes 1 heat, running 2" in notes(w)
    # Its sheet has the standard part under it: taller than a Quick-Start sheet.
    views = [v for v in w.findChildren(RecordSheetView) if v.uid == mech.uid]
    assert views and views[0].standard_mm() > 100
    # A hot 'Mech's counter shows its heat; a shut-down one says so.
    hot = replace(mech, heat=15)
    assert look_of(hot, session.state.definition(mech), "red").heat == 15
    assert look_of(replace(hot, shutdown=True), session.state.definition(mech),
                   "red").shutdown


def test_new_game_offers_the_standard_rules(qtbot: QtBot) -> None:
    from btdesk.ui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    boxes = [b for b in dialog.findChildren(QCheckBox) if STANDARD.name in b.text()]
    assert boxes, "New Game lists the standard rules"


def test_a_referee_ticks_structure_and_sets_heat_on_the_sheet(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Referee Mode on the standard part of a sheet: a click on a structure circle ticks
    it (a recorded, undoable change), a click on the Heat Scale's line 10 sets the heat to
    10, a right-click there shuts the 'Mech down."""
    from PySide6.QtCore import QPoint, Qt

    from btdesk.printing.record_sheet import HEIGHT
    from btdesk.printing.standard_sheet import ROW, SCALE_X, panel_blocks
    from btdesk.ui.sheet_view import MARGIN_MM

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("green", dice=SeededDice(3), options=(STANDARD.key,))
    w = show_active(qtbot, MainWindow(session))
    mech = session.state.units[0].uid
    w.referee_action.setChecked(True)
    w.sheets_dock.raise_()
    w.sheets.show_unit(mech)
    view = w.sheets.views[mech]
    qtbot.waitUntil(view.isVisible)

    def at(x: float, y: float) -> QPoint:
        top = HEIGHT + 4 + MARGIN_MM
        return QPoint(round((x + MARGIN_MM) * view.scale()), round((y + top) * view.scale()))

    state = session.state
    block = next(b for b in panel_blocks(state.rules, state.definition(state.unit(mech)),
                                         state.unit(mech)) if b.location == "LA")
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at(block.circles[0].x,
                                                            block.circles[0].y))
    assert session.state.unit(mech).structure == {"LA": 1}
    line_10 = 15 + (30 - 10) * ROW + ROW / 2
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at(SCALE_X + 4, line_10))
    assert session.state.unit(mech).heat == 10
    qtbot.mouseClick(view, Qt.MouseButton.RightButton, pos=at(SCALE_X + 4, line_10))
    assert session.state.unit(mech).shutdown
    assert session.undo() and not session.state.unit(mech).shutdown


def test_the_structure_diagram_fits_above_the_heat_data_at_every_tonnage() -> None:
    """The standard page's structure diagram, at each tonnage of Total Warfare's table
    (20-100 tons: a 100-ton centre torso has 31 points), stays above the Heat Data box and
    left of the Heat Scale."""
    from btdesk.io.tables import load_rule_tables
    from btdesk.model.units import Movement, UnitDefinition
    from btdesk.printing.standard_sheet import HEIGHT, SCALE_X, panel_blocks

    tables = load_rule_tables().tables
    for tons in range(20, 101, 5):
        d = UnitDefinition("x", "X", UnitKind.MECH, tons, Movement(4, 6))
        blocks = panel_blocks(tables, d, None)
        assert max(b.y + b.h for b in blocks) <= HEIGHT - 48, tons
        assert max(b.x + b.w for b in blocks) <= SCALE_X - 4, tons
        assert min(b.x for b in blocks) >= 0, tons


def test_btdesk_prints_standard_sheets(tmp_path: Path) -> None:
    """The command line: ``btdesk --standard print`` writes each 'Mech's and vehicle's
    standard page after its sheet (2 + 2 pages for a 'Mech and a tank); a standard game's
    sheets (``--game``) carry them too; without the option a sheet is one page."""
    import subprocess
    import sys

    from pdfimage import page_count

    from btdesk.session.game import Session
    from btdesk.session.persist import save_session

    env = {"BTDESK_USER_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "PATH": "/usr/bin:/bin"}
    out = tmp_path / "standard.pdf"
    done = subprocess.run([sys.executable, "-m", "btdesk", "--standard", "print", "--out",
                           str(out), "--sheet", "hbk-4g-hunchback", "--sheet", "rommel-tank"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert page_count(out) == 4
    session = Session.from_scenario("green", seed=1, options=(STANDARD.key,))
    save = tmp_path / "g.btdesk.yaml"
    save_session(session, save)
    done = subprocess.run([sys.executable, "-m", "btdesk", "print", "--out", str(out),
                           "--game", str(save)], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert page_count(out) == 4  # two 'Mechs, each with its standard page
    plain = tmp_path / "plain.pdf"
    done = subprocess.run([sys.executable, "-m", "btdesk", "print", "--out", str(plain),
                           "--sheet", "hbk-4g-hunchback"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and page_count(plain) == 1
