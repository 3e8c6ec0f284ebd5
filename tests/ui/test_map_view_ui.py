"""The map view's signals: a click carries what it was on."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from test_play_ui import click_hex, click_unit, show_active

from btdesk.hexgrid import Hex
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow


def test_a_click_sends_its_hex_and_the_unit_whose_counter_it_is_on(qtbot: QtBot) -> None:
    session = Session.from_scenario("green", seed=1)
    w = show_active(qtbot, MainWindow(session))
    w.handover_action.setChecked(False)
    clicks: list[tuple[Hex, str | None]] = []
    w.view.hexClicked.connect(lambda h, uid: clicks.append((h, uid)))
    unit = session.state.units[0]
    click_unit(qtbot, w, unit.uid)
    assert clicks == [(unit.position, unit.uid)]
    taken = {u.position for u in session.state.units}
    empty = next(h for h in session.state.board.hexes() if h not in taken)
    click_hex(qtbot, w, empty)
    assert clicks[-1] == (empty, None)
