"""The first frame (issue 21, btdesk.ui.first_frame): a picture of a new game's map as the
window last drew it, put up before the rules load, only for exactly the same start,
never with anything secret in it, and passed over when its file is damaged."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from btdesk.session.game import Session
from btdesk.ui import first_frame as ff
from btdesk.ui.main_window import MainWindow


@pytest.fixture
def shown(qtbot: QtBot) -> MainWindow:
    window = MainWindow(Session.from_scenario("river-town"))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    return window


def test_the_first_frame_shows_what_the_window_drew(shown: MainWindow, qtbot: QtBot) -> None:
    """River Town: the map view's picture, pixel for pixel where the window is the same
    size, in a frame with the same title, menus and docks, and nothing to click."""
    ff.keep(shown, "key")
    found = ff.kept("key")
    assert found is not None
    image = found.image
    assert image == shown.view.viewport().grab().toImage().convertToFormat(image.format())
    frame = ff.FirstFrame(found)
    qtbot.addWidget(frame)
    assert frame.windowTitle() == shown.windowTitle()
    assert [a.text() for a in frame.menuBar().actions()] == \
        [a.text() for a in shown.menuBar().actions()]
    assert not any(a.isEnabled() for a in frame.menuBar().actions())
    assert {d.objectName() for d in frame.findChildren(type(shown.orders_dock))} >= \
        {"orders", "recordSheets", "units", "diceLog", "closeAssault"}
    assert frame.statusBar().currentMessage() == ff.LOADING
    frame.resize(shown.size())
    with qtbot.waitExposed(frame):
        frame.show()
    assert frame.picture.contentsRect().size() == shown.view.viewport().size()
    assert frame.picture.grab(frame.picture.contentsRect()).toImage().convertToFormat(
        image.format()) == image


def test_a_first_frame_is_only_for_the_same_start(shown: MainWindow) -> None:
    ff.keep(shown, ff.start_key("river-town", (), None, False))
    assert ff.kept(ff.start_key("river-town", (), None, False)) is not None
    for other in (ff.start_key("green", (), None, False),
                  ff.start_key("river-town", ("close_assault",), None, False),
                  ff.start_key("river-town", (), None, True)):
        assert ff.kept(other) is None
    # A record sheet of the user's, new or changed, is another start.
    before = ff.start_key("river-town", (), None, False)
    sheets = Path(os.environ["BTDESK_USER_DIR"]) / "sheets"
    sheets.mkdir(parents=True, exist_ok=True)
    (sheets / "mine.yaml").write_text("name: mine\n")
    assert ff.start_key("river-town", (), None, False) != before


def test_nothing_secret_is_kept(shown: MainWindow) -> None:
    """A game whose first frame has a hidden unit (0204-B hidden infantry) or a hand-over
    screen up keeps no picture: the next start shows the real window only."""
    ff.picture_path().unlink(missing_ok=True)
    state = shown.session.state
    real = shown.session
    shown.session = SimpleNamespace(state=replace(state, units=(  # type: ignore[assignment]
        replace(state.units[0], hidden=True), *state.units[1:])))
    ff.keep(shown, "key")
    shown.session = real
    assert not ff.picture_path().exists()
    shown.handover.show()
    ff.keep(shown, "key")
    assert not ff.picture_path().exists()


@pytest.mark.parametrize("damage", ["truncated", "not a picture", "no docks"])
def test_a_damaged_first_frame_is_passed_over(shown: MainWindow, damage: str) -> None:
    ff.keep(shown, "key")
    path = ff.picture_path()
    if damage == "truncated":
        path.write_bytes(path.read_bytes()[:200])
    elif damage == "not a picture":
        path.write_text("btdesk-start key")
    else:
        image = QImage(path)
        image.setText(ff.DOCKS, "[1, 2")
        image.save(str(path))
    assert ff.show_first_frame("key") is None


@pytest.mark.slow
def test_the_second_start_shows_the_first_frame(tmp_path: Path) -> None:
    """``btdesk`` as a user starts it (offscreen): the first start has no picture kept
    and keeps one; the second shows it first, then the window."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BTDESK_CACHE_DIR": str(tmp_path),
           "BTDESK_USER_DIR": str(tmp_path / "user"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}

    def start() -> list[str]:
        done = subprocess.run([sys.executable, "-m", "btdesk", "--report-start"], env=env,
                              capture_output=True, text=True, timeout=120, check=True)
        return done.stdout.split("\n")[:2]

    assert start() == ["no first frame", "window"]
    assert start() == ["first frame", "window"]


def test_an_oversized_picture_is_passed_over(shown: MainWindow,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    ff.keep(shown, "key")
    monkeypatch.setattr(ff, "MAX_PIXELS", 100)
    assert ff.kept("key") is None
    monkeypatch.setattr(ff, "MAX_PIXELS", 4096 * 4096)
    monkeypatch.setattr(ff, "MAX_BYTES", 100)
    assert ff.kept("key") is None
