"""Test-wide setup: Qt runs offscreen so the suite needs no display (README promise), and
nothing a test writes (settings, recent files, autosaves, crash logs, caches) reaches the real
user's folders."""

from __future__ import annotations

import os
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_BACKEND", "software")
_scratch = tempfile.mkdtemp(prefix="btdesk-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_scratch, "config")
os.environ["BTDESK_USER_DIR"] = os.path.join(_scratch, "user")
os.environ["BTDESK_CACHE_DIR"] = os.path.join(_scratch, "cache")  # btdesk.disk_cache


import sys  # noqa: E402

import pytest  # noqa: E402

from btdesk import dataclass_code  # noqa: E402

# As the btdesk command does before anything makes a dataclass (btdesk.cli.main): the
# tests run the code it runs, cached in the scratch folder above.
dataclass_code.install()


@pytest.fixture(autouse=True)
def _fresh_settings() -> None:
    """Each test starts from default settings: a window closed by an earlier test saves
    its layout (docks widened by that test's buttons, an 800-pixel offscreen screen), and
    the next window would restore it and leave its map a few pixels wide.  Only where Qt
    is in use: a process that never loaded Qt has written no settings, and the rules'
    tests run without it."""
    if "PySide6.QtCore" not in sys.modules:
        return
    from PySide6.QtCore import QSettings

    QSettings("btdesk", "btdesk").clear()
    QSettings().clear()


@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window closed at a test's end with an unsaved game would ask, modally, whether to
    save it; tests answer Discard unless they patch their own answer."""
    module = sys.modules.get("btdesk.ui.main_window")
    if module is not None:
        discard = module.QMessageBox.StandardButton.Discard
        monkeypatch.setattr(module.QMessageBox, "question", lambda *a, **k: discard)


@pytest.fixture
def slot(tmp_path: object) -> object:
    """An autosave slot of this process's, released at the end (a running btdesk holds
    its slot's lock file open for its whole life; a test must let go of it)."""
    from pathlib import Path

    from btdesk.io.slots import Slot

    taken = Slot.claim_new(Path(str(tmp_path)) / "autosave")
    yield taken
    taken.release()
