"""Desktop integration (issue 20): the launcher, the icon and the saved-game file type
that ``btdesk install-desktop`` puts in the user's XDG data folder."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from support import TESTS

from btdesk.io.desktop import ICON_SIZES, install_desktop
from btdesk.io.resources import resources_dir

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG is Linux's")


def test_install_then_remove_leaves_nothing_of_ours(tmp_path: Path) -> None:
    touched = install_desktop(tmp_path)
    assert all(p.is_file() for p in touched)
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(tmp_path / "applications" / "btdesk.desktop")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"].endswith(" %f") and "@EXEC@" not in desktop["Exec"]
    assert desktop["MimeType"] == "application/x-btdesk-game;"
    assert desktop["Icon"] == "btdesk"
    for size in ICON_SIZES:
        assert (tmp_path / f"icons/hicolor/{size}x{size}/apps/btdesk.png").is_file()
    install_desktop(tmp_path, remove=True)
    assert not any(p.exists() for p in touched)


def test_the_file_type_matches_saved_games() -> None:
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(resources_dir() / "desktop" / "btdesk-mime.xml").getroot()
    kind = root.find("m:mime-type", ns)
    assert kind is not None and kind.get("type") == "application/x-btdesk-game"
    glob = kind.find("m:glob", ns)
    assert glob is not None and glob.get("pattern") == "*.btdesk.yaml"
    match = kind.find("m:magic/m:match", ns)
    fixture = TESTS / "fixtures" / "save-close-assault-4.btdesk.yaml"
    assert match is not None and match.get("value", "") in fixture.read_text()[:400]


def test_icon_sizes_are_rendered() -> None:
    from PySide6.QtGui import QImage

    for size in ICON_SIZES:
        image = QImage(str(resources_dir() / "icons" / f"btdesk-{size}.png"))
        assert (image.width(), image.height()) == (size, size)


def test_window_has_the_icon(qtbot: object) -> None:
    from btdesk.ui.app import application

    app = application()
    assert app.desktopFileName() == "btdesk"
    assert {s.width() for s in app.windowIcon().availableSizes()} >= {16, 32, 256}


def _run(code: str, user: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BTDESK_USER_DIR": str(user)}
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          timeout=60, check=False)


def test_native_crashes_leave_a_log_and_clean_exits_none(tmp_path: Path) -> None:
    """Issue 20: a Qt abort or segmentation fault passes every ``except``; faulthandler
    writes the Python stack to the log folder.  A clean exit leaves nothing behind, and
    an empty log of a process killed outright is tidied by the next start."""
    turn_on = "from btdesk.io.crashlog import log_native_crashes; log_native_crashes();"
    logs = tmp_path / "logs"
    assert _run(turn_on, tmp_path).returncode == 0
    assert list(logs.glob("*-native.log")) == []
    crashed = _run(turn_on + "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)", tmp_path)
    assert crashed.returncode != 0
    [log] = logs.glob("*-native.log")
    assert "Segmentation fault" in log.read_text()
    killed = _run(turn_on + "import os, signal; os.kill(os.getpid(), signal.SIGKILL)", tmp_path)
    assert killed.returncode != 0 and len(list(logs.glob("*-native.log"))) == 2
    _run(turn_on, tmp_path)  # the next start tidies the empty one, keeps the crash
    assert list(logs.glob("*-native.log")) == [log]
