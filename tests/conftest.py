"""Test-wide setup: Qt runs offscreen so the suite needs no display (README promise)."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_BACKEND", "software")
