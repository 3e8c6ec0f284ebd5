"""The Close Assault orders module (seeds/001_0818e59acac11422.txt) through the Orders
dock: the order offered, shown with its way in, and refusals that say why."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot
from test_play_ui import press, show_active

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.commands import MoveUnit, RefereePlace, RollInitiative
from btdesk.model.events import AssaultStarted
from btdesk.model.modules import ASSAULT_ORDERS
from btdesk.model.state import CLOSE_ASSAULT, MoveMode
from btdesk.rules.engine import active_side
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow

ON = (ASSAULT_ORDERS.key, CLOSE_ASSAULT)


def test_the_orders_dock_gives_the_order_and_the_way_in(qtbot: QtBot, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the widgets: the dock offers the order on the nearest enemy only, then shows
    it with the cheapest way in; an assault without an order is refused with the reason."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("green", seed=3, options=ON)
    session.submit(RollInitiative())
    mover = session.state.units_of(active_side(session.state) or "")[0]
    enemy = next(u for u in session.state.units if u.side != mover.side)
    here = Hex.from_label("0810")
    session.submit(RefereePlace(mover.uid, here, 0))
    session.submit(RefereePlace(enemy.uid, neighbor(neighbor(here, 0), 0), 3))
    w = show_active(qtbot, MainWindow(session))
    w.controller.select(mover.uid)
    refused: list[str] = []
    w.controller.refused.connect(refused.append)
    assert not w.controller.submit(MoveUnit(mover.uid, MoveMode.WALK, ("F", "F"), "enter"))
    assert "needs a Close Assault order" in refused[-1]
    press(qtbot, w, f"order_{enemy.uid}")
    notes = [label.text() for label in w.orders.findChildren(QLabel)]
    assert any(n.startswith(f"Ordered to Close Assault {enemy.name}") for n in notes)
    go = w.findChild(QPushButton, "order_go")
    assert go is not None and "F F" in go.text()
    press(qtbot, w, "order_go")
    assert session.state.engagement(mover.uid) is not None
    assert any(isinstance(e, AssaultStarted) for e in session.log[-1].events)
