"""What the screen shows is so now: a prone 'Mech looks prone, the map grows with the
window, a status line or a told volley goes when its fact is undone, a finished game
offers what comes next, and a game restored after a crash keeps its file's name."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from test_orders_fit import CICADA, HERMES, hermes_volley
from test_play_ui import press, show_active, undo

from btdesk.io.slots import Slot
from btdesk.model.commands import (
    DeclareAttack,
    MoveUnit,
    RefereeCondition,
    RefereeDamage,
    RollInitiative,
)
from btdesk.model.state import MoveMode, Phase
from btdesk.rules import active_side
from btdesk.session.game import Session
from btdesk.ui import game_files
from btdesk.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def _picture(w: MainWindow, uid: str) -> QImage:
    counter = w.scene.counters[uid]
    image = QImage(120, 120, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(60, 60)
    counter.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image


def test_a_prone_mech_looks_prone(qtbot: QtBot) -> None:
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    standing = _picture(w, "defender-1")
    w.controller.submit(RefereeCondition("defender-1", prone=True))
    assert w.scene.counters["defender-1"].look.prone
    assert _picture(w, "defender-1") != standing
    undo(qtbot, w)
    assert not w.scene.counters["defender-1"].look.prone


def test_the_map_grows_with_the_window_until_the_player_zooms(qtbot: QtBot) -> None:
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    small = w.view.scale_factor()
    w.resize(1800, 1150)
    qtbot.waitUntil(lambda: w.view.scale_factor() > small * 1.2)
    w.view.zoom(1.25)
    zoomed = w.view.scale_factor()
    w.resize(1500, 1000)
    qtbot.wait(20)
    assert w.view.scale_factor() == zoomed  # the player's zoom stands


def test_a_status_line_goes_with_the_move_it_told_of(qtbot: QtBot) -> None:
    session = Session.from_scenario("green", seed=1)
    session.submit(RollInitiative())
    w = show_active(qtbot, MainWindow(session))
    unit = next(u for u in session.state.units_of(active_side(session.state) or ""))
    w.controller.submit(MoveUnit(unit.uid, MoveMode.STATIONARY))
    assert "counts as having moved" in w.statusBar().currentMessage()
    undo(qtbot, w)
    assert w.statusBar().currentMessage() == ""


def test_last_volley_goes_with_the_volley_undone(qtbot: QtBot) -> None:
    session = hermes_volley()
    w = show_active(qtbot, MainWindow(session))
    press(qtbot, w, f"resolve_{HERMES}")
    story = w.orders.story
    assert story.isVisible() and story.list.count() >= 1
    w._undo()
    assert w.handover.taking_back  # the hot seat: the other side allows the take-back
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert session.state.declaration(HERMES) is not None
    assert not session.state.declaration(HERMES).resolved
    assert not story.isVisible() and story.list.count() == 0


def _won(session: Session) -> None:
    """The Defender's one 'Mech is destroyed by the referee; the turn plays to its end."""
    session.submit(RefereeDamage("defender-1", "CT", 999))
    session.submit(RollInitiative())
    while session.state.phase is not Phase.GAME_OVER:
        st = session.state
        side = active_side(st) or ""
        unit = next(u for u in st.units_of(side) if u.active and (
            u.moved is None if st.phase is Phase.MOVEMENT else st.declaration(u.uid) is None))
        session.submit(MoveUnit(unit.uid, MoveMode.STATIONARY) if st.phase is Phase.MOVEMENT
                       else DeclareAttack(unit.uid, None))


def test_game_over_offers_a_new_game_saving_and_printing(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Game Over box offers New Game, Save As and Print Record Sheets, and the Orders
    dock keeps offering them once it is closed."""
    session = Session.from_scenario("green", seed=1)
    w = show_active(qtbot, MainWindow(session))
    target = tmp_path / "won.btdesk.yaml"
    monkeypatch.setattr(game_files.QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), ""))
    _won(session)
    box = w.result_box
    assert box is not None and box.isVisible()
    labels = {b.text() for b in box.buttons()}
    assert {"New Game…", "Save As…", "Print Record Sheets…"} <= labels
    save = next(b for b in box.buttons() if b.text() == "Save As…")
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert target.is_file() and w.path == target
    box.done(0)
    # Closed, the box leaves the same choices in the Orders dock.
    for key in ("after_new", "after_save", "after_print"):
        button = w.orders.findChild(QPushButton, key)
        assert button is not None
        qtbot.waitUntil(button.isVisible)
    asked: list[bool] = []
    monkeypatch.setattr(MainWindow, "_new_game", lambda self: asked.append(True))
    w.orders.afterGame.disconnect()
    w.orders.afterGame.connect(w._after_game)
    press(qtbot, w, "after_new")
    assert asked == [True]


def test_a_restored_game_keeps_its_file_name(qtbot: QtBot, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A game restored after a crash keeps the name of the file it was saved to, and Save
    writes there without asking for a name."""
    from btdesk.ui import app

    root = tmp_path / "user" / "autosave"
    slot = Slot.claim_new(root)
    session = Session.from_scenario("green", seed=1)
    w = show_active(qtbot, MainWindow(session, autosave=True, slot=slot))
    path = tmp_path / "mine.btdesk.yaml"
    assert w.save_to(path)
    w.controller.submit(RollInitiative())
    slot.release()  # the process dies: the lock goes, the marker stays
    monkeypatch.setattr(app.QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    restored, opened, again = app._start_session("green", None)
    assert again is not None and opened is None
    w2 = show_active(qtbot, MainWindow(restored, autosave=True, slot=again, resumed=True))
    assert w2.path == path and w2.windowTitle().startswith("mine.btdesk.yaml")
    assert len(restored.log) == 1
    w2._save()
    from btdesk.session.persist import open_session
    assert len(open_session(path).log) == 1
    w.slot = None  # the first window's slot belongs to the second now
    again.release()


def test_sheets_and_counters_show_a_volley_as_it_is_told(qtbot: QtBot) -> None:
    """The record sheets, counters and Units dock show a volley's damage only as the
    step-by-step playback reaches it.  Seed 3: the Hermes II's three shots at the Cicada
    hit for 9, miss, then hit for 5."""
    session = hermes_volley(3)
    w = show_active(qtbot, MainWindow(session))
    full = session.state.definition(session.state.unit(CICADA)).total_armor
    before = sum(session.state.unit(CICADA).damage.values())
    press(qtbot, w, f"resolve_{HERMES}")
    assert sum(session.state.unit(CICADA).damage.values()) == before + 14  # the rules' end

    def shown() -> tuple[int, int, int]:
        sheet = w.sheets.views[CICADA]
        on_sheet = getattr(sheet, "held", None) or session.state.unit(CICADA)
        return (sum(w.controller.shown().unit(CICADA).damage.values()) - before,
                sum(on_sheet.damage.values()) - before,
                full - w.scene.counters[CICADA].look.left - before)

    story = w.orders.story
    assert story.told == 1 and shown() == (9, 9, 9)
    press(qtbot, w, "volley_next")
    assert shown() == (9, 9, 9)
    press(qtbot, w, "volley_next")
    assert story.untold == 0 and shown() == (14, 14, 14)
    assert w.sheets.views[CICADA].held is None and not w.controller.held
