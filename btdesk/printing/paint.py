"""QPainter helpers that work in millimetres on any device (screen, PDF, printer).

The painter's world transform maps 1 unit to 1 mm; fonts are sized in millimetres by
undoing the device's own points-to-pixels conversion, so text is the same size on paper
as the layout intends.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPen

from btdesk.io.resources import resources_dir

INK = QColor("#111111")
GREY = QColor("#8a8a8a")
SHADE = QColor("#bdbdbd")
# Brushes made once: PySide6 has crashed here when setBrush() was handed a colour and
# a brush style by turns, so painters always get a QBrush.
FILLED, SHADED, HOLLOW = QBrush(INK), QBrush(SHADE), QBrush(Qt.BrushStyle.NoBrush)


SHEET_FONT = "DejaVu Sans"


@cache
def register_sheet_fonts() -> tuple[str, ...]:
    """Add the DejaVu Sans files btdesk carries, so a sheet prints with the same glyph
    widths on Windows and macOS (which lack the font) as on Linux; done on the first
    sheet drawn, not at start-up.  Returns the families Qt accepted."""
    families: list[str] = []
    for path in sorted((resources_dir() / "fonts").glob("*.ttf")):
        ident = QFontDatabase.addApplicationFont(str(path))
        if ident >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(ident))
    return tuple(dict.fromkeys(families))


#: The sheet font and its metrics by size, weight and device resolution: a sheet sets
#: about 190 lines of text each time it is drawn (a unit picked on screen draws its
#: sheet again), in a few sizes, and making a font and its metrics for each line was
#: half the drawing.  A font's metrics on a device depend on the device's resolution
#: alone (QFontMetricsF takes its logical dpi), so devices of one resolution share them.
_SIZED: dict[tuple[float, bool, int], tuple[QFont, QFontMetricsF]] = {}


def _sized(painter: QPainter, size_mm: float, bold: bool) -> tuple[QFont, QFontMetricsF]:
    device = painter.device()
    key = (size_mm, bold, device.logicalDpiY())
    found = _SIZED.get(key)
    if found is None:
        if len(_SIZED) >= 256:  # sizes come from layouts, a few dozen; never without end
            _SIZED.clear()
        register_sheet_fonts()
        f = QFont(SHEET_FONT)
        f.setStyleHint(QFont.StyleHint.SansSerif)
        f.setPointSizeF(size_mm * 72.0 / key[2])
        f.setBold(bold)
        found = _SIZED[key] = (f, QFontMetricsF(f, device))
    return found


@cache
def _flags(align: Qt.AlignmentFlag) -> int:
    return int(align | Qt.AlignmentFlag.AlignVCenter)


def pen(width_mm: float = 0.25, colour: QColor = INK) -> QPen:
    p = QPen(colour, width_mm)
    p.setCapStyle(Qt.PenCapStyle.FlatCap)
    return p


def text(painter: QPainter, x: float, y: float, w: float, h: float, s: str, size: float = 2.6,
         bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
         colour: QColor = INK) -> None:
    """One line in the box, set narrower where it is wider than the box (a long weapon or
    carrier name), never cut off or run into the next column.  Narrower, not smaller:
    type this small snaps to whole pixels on screen, and a smaller size came out a
    third smaller instead of a twentieth."""
    f, metrics = _sized(painter, size, bold)
    painter.setFont(f)
    painter.setPen(colour)
    flags = _flags(align)
    wide = metrics.horizontalAdvance(s)
    if wide <= w or w <= 0:
        painter.drawText(QRectF(x, y, w, h), flags, s)
        return
    painter.save()
    painter.translate(x, 0)
    painter.scale(w / wide, 1)
    painter.drawText(QRectF(0, y, wide, h), flags, s)
    painter.restore()


def paragraph(painter: QPainter, x: float, y: float, w: float, h: float, s: str,
              size: float = 2.0) -> None:
    """Word-wrapped text inside a box."""
    painter.setFont(_sized(painter, size, False)[0])
    painter.setPen(INK)
    painter.drawText(QRectF(x, y, w, h), int(Qt.TextFlag.TextWordWrap), s)


def frame(painter: QPainter, x: float, y: float, w: float, h: float, title: str = "",
          width: float = 0.35) -> None:
    painter.setPen(pen(width))
    painter.setBrush(HOLLOW)
    painter.drawRoundedRect(QRectF(x, y, w, h), 1.2, 1.2)
    if title:
        text(painter, x + 1.5, y + 0.4, w - 3, 4.0, title, 2.7, bold=True)


def bar(painter: QPainter, x: float, y: float, w: float, h: float, title: str,
        right: str = "") -> None:
    painter.fillRect(QRectF(x, y, w, h), INK)
    text(painter, x + 2.5, y, w - 5, h, title, h * 0.5, bold=True, colour=QColor("white"))
    if right:
        text(painter, x + 2.5, y, w - 5, h, right, h * 0.3, colour=QColor("white"),
             align=Qt.AlignmentFlag.AlignRight)


def cross(painter: QPainter, x: float, y: float, w: float, h: float) -> None:
    painter.setPen(pen(0.45))
    painter.drawLine(QPointF(x, y), QPointF(x + w, y + h))
    painter.drawLine(QPointF(x + w, y), QPointF(x, y + h))
