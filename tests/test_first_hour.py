"""What a new player met in the first hour (issue 14), each driven through the real widgets.

Each test here failed before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_play_ui import show_active

from btdesk.model.commands import HideUnit, RollInitiative
from btdesk.rules.engine import active_side
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session
from btdesk.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def _waiting_for_the_defender() -> Session:
    """Elite with Close Assault: the Defender hides a platoon, Initiative is rolled and the
    Defender moves first, so the game stops at "Pass to Defender"."""
    for seed in range(40):
        session = Session.from_scenario("elite", dice=SeededDice(seed), seed=seed,
                                        options=("close_assault",))
        platoon = next(u for u in session.state.units_of("defender")
                       if u.sheet == "machine-gun-motorized-platoon")
        session.submit(HideUnit(platoon.uid))
        session.submit(RollInitiative())
        if active_side(session.state) == "defender":
            return session
    raise AssertionError("no seed let the Defender move first")


def _covered(w: MainWindow) -> None:
    """The cover is over the whole window, on top of everything, and its button works by
    mouse and by keyboard."""
    cover = w.handover
    assert cover.isVisible() and cover.geometry() == w.rect()
    for point in (w.rect().center(), QPoint(5, w.height() - 5), QPoint(w.width() - 5, 40)):
        child = w.childAt(point)
        assert child is cover or cover.isAncestorOf(child), (point, child)
    assert not w.centralWidget().isEnabled()  # no click or shortcut reaches the table
    assert all(not d.isEnabled() for d in (w.orders_dock, w.sheets_dock, w.dice_dock))


@pytest.mark.parametrize("how", ["played", "opened", "restored layout"])
def test_the_hand_over_looks_and_works_the_same_however_the_game_came(
        how: str, qtbot: QtBot, tmp_path: Path) -> None:
    """Fault 1: opening a save (or restoring a crashed game) at a hand-over drew the map and
    the dock tabs over the cover, hid its button, and Space did nothing."""
    session = _waiting_for_the_defender()
    if how != "played":
        path = tmp_path / "g.btdesk.yaml"
        save_session(session, path)
        session = open_session(path)
    if how == "restored layout":  # the user's remembered, larger window and docks
        first = MainWindow(Session.from_scenario("green"))
        first.resize(1500, 950)
        first.resizeDocks([first.orders_dock], [420], Qt.Orientation.Horizontal)
        QSettings().setValue("window/geometry", first.saveGeometry())
        QSettings().setValue("window/state", first.saveState())
        first.close()
    w = MainWindow(session)
    w = show_active(qtbot, w)
    qtbot.waitUntil(lambda: w.handover.geometry() == w.rect())
    _covered(w)
    assert w.handover.title.text() == "Pass to Defender"
    platoon = next(u for u in session.state.units_of("defender") if u.hidden)
    assert not w.scene.counters[platoon.uid].isVisible()  # the map under it shows no secret
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.handover.button)
    log = len(session.log)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_BracketRight):  # the table's shortcuts
        qtbot.keyClick(w, key)
    assert len(session.log) == log and w.handover.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert not w.handover.isVisible() and w.controller.viewer == "defender"
    assert w.centralWidget().isEnabled() and w.orders_dock.isEnabled()
    assert w.scene.counters[platoon.uid].isVisible()
    w.resize(900, 700)  # and a later hand-over after a resize covers the new size
    w.handover.ask("attacker", "Attacker", "test")
    qtbot.waitUntil(lambda: w.handover.geometry() == w.rect())
    _covered(w)



def _roster_row(w: MainWindow, name: str) -> list[str]:
    """The unit's Left column and its status line (empty if none)."""
    for i in range(w.roster.topLevelItemCount()):
        side = w.roster.topLevelItem(i)
        for j in range(side.childCount()):
            item = side.child(j)
            if item.text(0) == name:
                status = item.child(0).text(0) if item.childCount() else ""
                return [item.text(2), status]
    raise AssertionError(f"{name} not in the Units dock")


def test_the_units_dock_shows_what_is_left_and_how_the_unit_stands(qtbot: QtBot) -> None:
    """Fault 3: the Armor column showed the sheet's maximum for ever."""
    from btdesk.model.commands import RefereeCondition, TickArmor

    session = Session.from_scenario("veteran", seed=1)
    w = show_active(qtbot, MainWindow(session))
    mech = next(u for u in session.state.units if session.state.definition(u).kind.value == "mech")
    total = session.state.definition(mech).total_armor
    assert _roster_row(w, mech.name) == [f"{total}/{total}", ""]
    w.controller.submit(TickArmor(mech.uid, "CT"))
    w.controller.submit(TickArmor(mech.uid, "CT"))
    w.controller.submit(RefereeCondition(mech.uid, prone=True))
    assert _roster_row(w, mech.name) == [f"{total - 2}/{total}", "prone"]
    # Readable in the dock as it opens: the Left column is whole, the name gives way.
    w.units_dock.raise_()
    qtbot.waitUntil(lambda: w.roster.viewport().width() > 200)
    header = w.roster.header()
    left = w.roster.fontMetrics().horizontalAdvance(f"{total - 2}/{total}")
    assert header.sectionSize(2) >= left
    assert header.sectionPosition(2) + header.sectionSize(2) <= w.roster.viewport().width()


def test_the_log_speaks_plainly(qtbot: QtBot) -> None:
    """Fault 9: vehicles cruise and flank; a vehicle's "R" is its Rear."""
    from btdesk.model import events as ev
    from btdesk.model.state import MoveMode
    from btdesk.ui.events_text import describe

    session = Session.from_scenario("veteran", seed=1)
    state = session.state
    tank = next(u for u in state.units if state.definition(u).kind.value == "vehicle")
    assert tank.position is not None
    moved = describe(ev.UnitMoved(tank.uid, MoveMode.RUN, (tank.position,), 0, 5, 1), state)
    assert moved is not None and f"{tank.name} flank:" in moved and "1 hex)" in moved
    assert describe(ev.DamageApplied(tank.uid, "R", 5), state).endswith("5 damage to Rear")


def test_check_keeps_hidden_units_secret_unless_a_referee_asks(tmp_path: Path) -> None:
    """Fault 9: `btdesk check` printed where hidden units were."""
    from btdesk.session.persist import describe

    session = _waiting_for_the_defender()
    platoon = next(u for u in session.state.units if u.hidden)
    assert platoon.position is not None
    shown = describe(session)
    assert platoon.name not in shown and "1 hidden unit not shown (--referee" in shown
    assert f"{platoon.name} at {platoon.position.label}" in describe(session, referee=True)


def test_every_refusal_on_the_map_says_why_and_goes_when_things_change(qtbot: QtBot) -> None:
    """Fault 5: clicking an unreachable hex, turning with no MP left, turning while standing
    still did nothing.  Fault 3: a red reason stayed after the situation changed."""
    from test_play_ui import click_hex

    from btdesk.hexgrid import distance
    from btdesk.model.state import MoveMode, Phase

    session = Session.from_scenario("veteran", seed=2)
    while session.state.phase is Phase.SETUP:
        from btdesk.rules.engine import legal_commands
        session.submit(legal_commands(session.state)[0])
    session.submit(RollInitiative())
    w = show_active(qtbot, MainWindow(session))
    side = active_side(session.state)
    unit = next(u for u in session.state.units_of(side or "") if u.moved is None
                and session.state.definition(u).kind.value == "mech")
    assert unit.position is not None
    click_hex(qtbot, w, unit.position)
    assert w.controller.selected == unit.uid
    far = max(session.state.board.hexes(), key=lambda h: distance(h, unit.position))
    click_hex(qtbot, w, far)
    assert "choose how" in w.orders.error.text()
    w.controller.choose_mode(MoveMode.STATIONARY)
    qtbot.keyClick(w, Qt.Key.Key_BracketRight)
    assert "stands still and may not turn" in w.orders.error.text()
    w.controller.choose_mode(MoveMode.WALK)
    assert w.orders.error.text() == ""  # the plan changed: the old reason is gone
    click_hex(qtbot, w, far)
    assert f"{far.label} needs" in w.orders.error.text() and "MP to walk" in w.orders.error.text()
    assert w.statusBar().currentMessage() == w.orders.error.text()
