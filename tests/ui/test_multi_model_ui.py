"""The multi-model infantry module (seeds/004_a4ff69a6ff1060ba.txt) through the
Miniatures dock: a unit's models moved leader first by dragging them on the table, and
a placing 1.9" from an enemy refused with the reason."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from test_play_ui import press, show_active

from btdesk.hexgrid import Hex
from btdesk.model.commands import MoveUnit, RefereePlace, RollInitiative
from btdesk.model.modules import MULTI_MODEL
from btdesk.model.state import MoveMode
from btdesk.rules import active_side
from btdesk.rules.modules import multi_model as mm
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow
from btdesk.ui.miniatures_dock import MiniaturesDock

INCH = 25.4


def drag(qtbot: QtBot, dock: MiniaturesDock, start: tuple[int, int],
         end: tuple[int, int]) -> None:
    """Press on a model, move, let go: as a hand on the table."""
    viewport = dock.inset.viewport()
    a, b = dock.inset.to_view(start).toPoint(), dock.inset.to_view(end).toPoint()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    middle = QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2)
    QTest.mouseMove(viewport, middle)
    QTest.mouseMove(viewport, b)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def test_a_unit_is_placed_leader_first_and_refused_within_two_inches(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("elite", seed=1, options=(MULTI_MODEL.key,))
    session.submit(RollInitiative())
    side = active_side(session.state) or ""
    squad = next(u for u in session.state.units_of(side)
                 if session.state.definition(u).kind.value == "battle_armor")
    enemy = next(u for u in session.state.units if u.side != side
                 and session.state.definition(u).kind.value == "mech")
    session.submit(RefereePlace(squad.uid, Hex.from_label("0805"), 0))
    session.submit(RefereePlace(enemy.uid, Hex.from_label("0809"), 0))
    w = show_active(qtbot, MainWindow(session))
    dock = w.module_panels[MULTI_MODEL.key]
    assert isinstance(dock, MiniaturesDock)
    holder = w.module_docks[MULTI_MODEL.key]
    w.resize(1800, 1150)
    w.resizeDocks([holder], [720], Qt.Orientation.Horizontal)
    holder.raise_()
    qtbot.waitUntil(lambda: dock.inset.width() > 400 and dock.inset.height() > 400)

    assert w.controller.submit(MoveUnit(squad.uid, MoveMode.JUMP, ("3", "3")))
    assert holder.isVisible()
    state = session.state
    unit = state.unit(squad.uid)
    f = mm.formation(state, unit)
    assert f.placing and "leader first" in dock.hint.text()
    centre = mm.hex_centre(state, unit.position)  # type: ignore[arg-type]

    # A follower first is refused: the leader moves first.
    drag(qtbot, dock, f.at(2), (centre[0] - 40, centre[1]))
    assert "leader (model 1) moves first" in dock.hint.text()
    assert mm.formation(session.state, unit).at(2) == f.at(2)

    # The leader, dragged 20 mm toward the enemy, is placed; the others follow it.
    drag(qtbot, dock, f.at(1), (centre[0], centre[1] + 20))
    f = mm.formation(session.state, unit)
    assert f.placed == {1} and math.dist(f.at(1), (centre[0], centre[1] + 20)) <= 2
    drag(qtbot, dock, f.at(1), centre)  # it is final: a second drag changes nothing
    assert "leader's move is final" in dock.hint.text()
    assert mm.formation(session.state, unit).at(1) == f.at(1)

    # Model 2 toward the Enforcer: its base edge 1.9" from the 'Mech's is refused.
    mech = mm.hex_centre(session.state, session.state.unit(enemy.uid).position)  # type: ignore[arg-type]
    spot = (mech[0], round(mech[1] - 20 - 12.5 - 1.9 * INCH))
    back = dock.inset.mapToScene(dock.inset.to_view(spot).toPoint())
    assert abs(back.y() - spot[1]) <= 1.5  # the view is fine enough for the test
    drag(qtbot, dock, f.at(2), spot)
    text = dock.hint.text()
    assert text.startswith("Refused:") and "1.9\"" in text and "2\"" in text, text
    assert mm.formation(session.state, unit).at(2) == f.at(2)
    # 2.1" is allowed.
    ok = (mech[0], round(mech[1] - 20 - 12.5 - 2.1 * INCH))
    drag(qtbot, dock, f.at(2), ok)
    assert math.dist(mm.formation(session.state, unit).at(2), ok) <= 2

    # Done placing: the rest follow the leader and the other side moves.
    assert "placing its models" in w.orders.hint.text()
    press(qtbot, w, "end_placement")
    assert not mm.formation(session.state, unit).placing
    assert active_side(session.state) != side

