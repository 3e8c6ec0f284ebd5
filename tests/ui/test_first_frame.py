"""The first frame (issue 21, btdesk.ui.first_frame): a picture of a new game's map as the
window last drew it, put up before the rules load, only for exactly the same start,
never with anything secret in it, and passed over when its file is damaged."""

from __future__ import annotations

import json
import os
import shutil
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
from btdesk.ui.start_key import FILE_NAME, start_key


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
    ff.keep(shown, start_key("river-town", (), None, False))
    assert ff.kept(start_key("river-town", (), None, False)) is not None
    for other in (start_key("green", (), None, False),
                  start_key("river-town", ("close_assault",), None, False),
                  start_key("river-town", (), None, True)):
        assert ff.kept(other) is None
    # A record sheet of the user's, new or changed, is another start.
    before = start_key("river-town", (), None, False)
    sheets = Path(os.environ["BTDESK_USER_DIR"]) / "sheets"
    sheets.mkdir(parents=True, exist_ok=True)
    (sheets / "mine.yaml").write_text("name: mine\n")
    assert start_key("river-town", (), None, False) != before


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
    """``btdesk`` as a user starts it (offscreen): the first start has no picture kept,
    so its first frame is the map drawn from the scenario (btdesk.ui.early_map), and it
    keeps one; the second shows that picture first, then the window."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BTDESK_CACHE_DIR": str(tmp_path),
           "BTDESK_USER_DIR": str(tmp_path / "user"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}

    def start() -> list[str]:
        done = subprocess.run([sys.executable, "-m", "btdesk", "--report-start"], env=env,
                              capture_output=True, text=True, timeout=120, check=True)
        return done.stdout.split("\n")[:2]

    assert start() == ["first frame", "window"]
    assert (tmp_path / FILE_NAME).is_file()
    assert start() == ["first frame", "window"]


def test_an_oversized_picture_is_passed_over(shown: MainWindow,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    ff.keep(shown, "key")
    monkeypatch.setattr(ff, "MAX_PIXELS", 100)
    assert ff.kept("key") is None
    monkeypatch.setattr(ff, "MAX_PIXELS", 4096 * 4096)
    monkeypatch.setattr(ff, "MAX_BYTES", 100)
    assert ff.kept("key") is None


def test_a_link_planted_as_the_picture_is_replaced_not_written_through(
        shown: MainWindow, tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"the user's own file\n")
    path = ff.picture_path()
    path.unlink(missing_ok=True)
    path.symlink_to(victim)
    ff.keep(shown, "key")
    assert victim.read_bytes() == b"the user's own file\n"
    assert not path.is_symlink() and ff.kept("key") is not None


def _in_a_process(cache: Path, code: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BTDESK_CACHE_DIR": str(cache)}
    return subprocess.run([sys.executable, "-c", "from btdesk.ui import first_frame as ff; "
                           "from btdesk.ui.qtapp import application; application(); " + code],
                          env=env, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("plant", ["a pipe", "a link to /dev/zero"])
def test_a_picture_that_is_no_file_does_not_hang_a_start(tmp_path: Path, plant: str) -> None:
    """A pipe with no writer, or a link to /dev/zero, in the picture's place is not read:
    the window starts without waiting on it."""
    cache = tmp_path / "cache"
    cache.mkdir(mode=0o700)
    if plant == "a pipe":
        os.mkfifo(cache / FILE_NAME)
    else:
        (cache / FILE_NAME).symlink_to("/dev/zero")
    done = _in_a_process(cache, "print(ff.show_first_frame('key'))")
    assert (done.returncode, done.stdout) == (0, "None\n")


def test_a_start_that_crashed_showing_the_picture_does_not_show_it_again(
        shown: MainWindow, tmp_path: Path) -> None:
    """A picture that crashes the process (here: it aborts after reading it, as a decoder
    fault would) costs one start, not every start."""
    ff.keep(shown, "key")
    cache = tmp_path / "cache"
    cache.mkdir(mode=0o700)
    shutil.copy(ff.picture_path(), cache / FILE_NAME)
    shown_once = _in_a_process(cache, "print(ff.kept('key') is not None)")
    assert shown_once.stdout == "True\n"
    crashed = _in_a_process(cache, "import os; ff.kept('key'); os.abort()")
    assert crashed.returncode != 0
    assert _in_a_process(cache, "print(ff.kept('key'))").stdout == "None\n"
    assert not (cache / FILE_NAME).exists()


@pytest.mark.parametrize("field", ["20,000 docks", "a long dock title", "a long title",
                                   "a long layout", "nested docks", "another text"])
def test_a_picture_with_oversized_text_is_passed_over(shown: MainWindow, field: str) -> None:
    """A right-keyed picture listing 20,000 docks stalled the start for 43 s while the
    frame made them: every field of the picture's text is bounded."""
    ff.keep(shown, "key")
    path = ff.picture_path()
    image = QImage(path)
    if field == "20,000 docks":
        image.setText(ff.DOCKS, json.dumps([["Dock", f"d{i}"] for i in range(20_000)]))
    elif field == "a long dock title":
        image.setText(ff.DOCKS, json.dumps([["x" * 100_000, "name"]]))
    elif field == "a long title":
        image.setText(ff.TITLE, "x" * 100_000)
    elif field == "a long layout":
        image.setText(ff.LAYOUT, "AAAA" * 1_000_000)
    elif field == "nested docks":
        image.setText(ff.DOCKS, "[" * 3000 + "]" * 3000)
    else:
        image.setText("comment", "x" * 1_000_000)
    assert image.save(str(path))
    assert ff.kept("key") is None
