"""The Qt binding must not corrupt Python's reference counts.

PySide6 6.12.0 returned None from void methods without taking a reference: on Python 3.11
(None is not yet immortal) every QPainter.setPen or QPen.setCapStyle call brought the
process closer to "Fatal Python error: none_dealloc". Printing eleven record sheets was
enough. This test fails on any binding that does that again."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen


def test_void_calls_keep_none_alive(qapp: object) -> None:
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    pen = QPen(QColor("#111111"), 0.25)
    before = sys.getrefcount(None)
    for _ in range(500):
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
    drift = sys.getrefcount(None) - before
    painter.end()
    assert abs(drift) < 50, f"the Qt binding leaks references to None ({drift} per 500 calls)"
