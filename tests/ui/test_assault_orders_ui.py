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
from btdesk.rules import active_side
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


def test_a_unit_ordered_to_join_a_fight_goes_in_by_the_way_offered(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed 001 *Moving Into Close Assault*: "It is not possible to bypass any enemy unit
    unless one of your units is already in contact with it" — a second unit may be ordered
    into that fight.  0204-B joins a fight by entering the hex (decision in
    rules/modules/close_assault/: not by a charge), so the dock's "Go in" for a unit that must
    run there is a run that enters, and pressing it joins, with nothing refused."""
    from btdesk.model.assault_orders import OrderCloseAssault
    from btdesk.rules import mode_mp

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("veteran", seed=1, options=ON)
    session.submit(RollInitiative())
    side = active_side(session.state) or ""
    first, second = session.state.units_of(side)
    enemy, other = (u for u in session.state.units if u.side != side)
    walk = mode_mp(second, session.state.definition(second), MoveMode.WALK, session.state)
    for uid, where, facing in ((enemy.uid, "0505", 3), (other.uid, "1516", 0),  # clear
                               (first.uid, "0503", 3), (second.uid, f"05{6 + walk:02d}", 0)):
        session.submit(RefereePlace(uid, Hex.from_label(where), facing))
    session.submit(OrderCloseAssault(first.uid, enemy.uid))
    session.submit(MoveUnit(first.uid, MoveMode.WALK, ("F", "F"), "enter"))
    if active_side(session.state) != side:
        session.submit(MoveUnit(other.uid, MoveMode.STATIONARY))
    w = show_active(qtbot, MainWindow(session))
    w.controller.select(second.uid)
    refused: list[str] = []
    w.controller.refused.connect(refused.append)
    press(qtbot, w, f"order_{enemy.uid}")
    go = w.findChild(QPushButton, "order_go")
    notes = [label.text() for label in w.orders.findChildren(QLabel)]
    assert go is not None and go.text().startswith("Go in: run"), (notes, refused)
    press(qtbot, w, "order_go")
    assert not refused
    assert second.uid in session.state.engagement(enemy.uid).units  # type: ignore[union-attr]
