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
