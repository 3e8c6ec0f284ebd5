"""Test-wide setup: Qt runs offscreen so the suite needs no display (README promise), and
nothing a test writes (settings, recent files, autosaves, crash logs) reaches the real
user's folders."""

from __future__ import annotations

import os
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_BACKEND", "software")
_scratch = tempfile.mkdtemp(prefix="btdesk-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_scratch, "config")
os.environ["BTDESK_USER_DIR"] = os.path.join(_scratch, "user")
