"""Render ``resources/icons/btdesk.svg`` to the PNG sizes desktops ask for and to the
Windows ``.ico`` and macOS ``.icns``: ``python3 packaging/icons.py``.

The rendered files are committed (a build needs no SVG renderer); run this again after
changing the SVG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from btdesk.io.desktop import ICON_SIZES as SIZES  # what the launcher installs

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"


def render(size: int, renderer: QSvgRenderer) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "btdesk.svg"))
    if not renderer.isValid():
        sys.exit("icons: btdesk.svg does not parse")
    for size in SIZES:
        render(size, renderer).save(str(ICONS / f"btdesk-{size}.png"))
    render(256, renderer).save(str(ICONS / "btdesk.ico"))
    render(256, renderer).save(str(ICONS / "btdesk.icns"))
    print(f"icons: {len(SIZES)} PNGs, btdesk.ico and btdesk.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
