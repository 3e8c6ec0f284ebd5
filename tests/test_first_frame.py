"""The first frame (issue 21, btdesk.ui.first_frame): a new game's map as the window last
drew it, put up before the rules load, only for exactly the same start, never with
anything secret in it, and ignored when its file is damaged."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
from pytestqt.qtbot import QtBot

from btdesk.session.game import Session
from btdesk.ui import first_frame as ff
from btdesk.ui.counter import Counter
from btdesk.ui.main_window import MainWindow


@pytest.fixture
def shown(qtbot: QtBot) -> MainWindow:
    window = MainWindow(Session.from_scenario("river-town"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def counters(scene: object) -> dict[str, tuple[object, ...]]:
    return {item.unit_id: (item.look, item.pos().x(), item.pos().y(), item.rotation(),
                           item.scale(), item.opacity())
            for item in scene.items()  # type: ignore[attr-defined]
            if isinstance(item, Counter) and item.isVisible()}


def test_the_first_frame_draws_what_the_window_drew(shown: MainWindow, qtbot: QtBot) -> None:
    """River Town: levels, water, a road and buildings, every counter where and as the
    window drew it, the same title, menus and docks; nothing in it can be clicked."""
    ff.keep(shown, "key")
    data = ff.kept("key")
    assert data is not None
    frame = ff.FirstFrame(data)
    qtbot.addWidget(frame)
    assert frame.scene.terrain.board == shown.scene.terrain.board
    assert counters(frame.scene) == counters(shown.scene) and counters(frame.scene)
    assert frame.windowTitle() == shown.windowTitle()
    assert [a.text() for a in frame.menuBar().actions()] == \
        [a.text() for a in shown.menuBar().actions()]
    assert {d.objectName() for d in frame.findChildren(type(shown.orders_dock))} >= \
        {"orders", "recordSheets", "units", "diceLog", "closeAssault"}
    assert not frame.view.isInteractive()
    assert frame.statusBar().currentMessage() == ff.LOADING


def test_a_first_frame_is_only_for_the_same_start(shown: MainWindow, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
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
    ff.snapshot_path().unlink(missing_ok=True)
    state = shown.session.state
    real = shown.session
    shown.session = SimpleNamespace(state=replace(state, units=(  # type: ignore[assignment]
        replace(state.units[0], hidden=True), *state.units[1:])))
    ff.keep(shown, "key")
    shown.session = real
    assert not ff.snapshot_path().exists()
    shown.handover.show()
    ff.keep(shown, "key")
    assert not ff.snapshot_path().exists()


@pytest.mark.parametrize("damage", ['{"format": 1, "key": "key"', '[1, 2]',
                                    '{"format": 1, "key": "key", "title": "x"}',
                                    '{"format": 1, "key": "key", "title": "x", "board": 3, '
                                    '"counters": [], "docks": []}'])
def test_a_damaged_first_frame_is_ignored(damage: str) -> None:
    path = ff.snapshot_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(damage)
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
