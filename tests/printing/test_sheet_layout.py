"""Every record sheet is laid out without overlaps, on paper and on screen.

The sheet is painted through a painter that notes where each line of text puts ink and
where each frame, bar, box and circle is; then no two texts may touch, no text may cross
the edge of a box, and two boxes are either apart or one inside the other.  The Timber
Wolf Prime had its legs and rear torso drawn over the critical hit table, and long weapon
names ran into the next column; each failed here before its fix.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter, QTransform
from support import LIB, ROOT

from btdesk.io.mtf import import_mtf
from btdesk.io.tables import load_rule_tables
from btdesk.model.units import UnitDefinition
from btdesk.printing.record_sheet import HEIGHT, RANGE_SCALES, WIDTH, paint_record_sheet

GAP = 0.25  # mm of white kept between two texts side by side
SLOT_LINE = re.compile(r"^\d+\. ")


@dataclass(frozen=True)
class Ink:
    rect: QRectF  # mm
    text: str
    size: float  # the type's height, mm
    squeeze: float  # 1.0, or how much narrower the line was set to fit its box


class Recorder(QPainter):
    """A painter that notes what the sheet draws, in the sheet's millimetres."""

    def __init__(self, image: QImage, px_per_mm: float) -> None:
        super().__init__(image)
        self.base = QTransform.fromScale(px_per_mm, px_per_mm)
        self.setWorldTransform(self.base)
        self.texts: list[Ink] = []
        self.boxes: list[tuple[QRectF, str]] = []

    def _to_mm(self) -> QTransform:
        return self.worldTransform() * self.base.inverted()[0]

    def _box(self, rect: QRectF, kind: str) -> None:
        self.boxes.append((self._to_mm().mapRect(rect), kind))

    def drawText(self, *args: Any) -> None:
        """Across, the line's advance as Qt lays it out; up and down, the ink of its glyphs from
        the baseline (measured at a large size: the type is a few units tall)."""
        rect, flags, s = args
        if s.strip():
            font = self.font()
            laid = self.boundingRect(rect, flags, s)
            metrics = QFontMetricsF(font, self.device())
            big = QFont(font)
            big.setPointSizeF(font.pointSizeF() * 100)
            tight = QFontMetricsF(big, self.device()).tightBoundingRect(s)
            if laid.height() > metrics.height() * 1.5:  # a paragraph
                ink = laid
            else:  # (Qt pads a short line's bounding rect by a unit: a millimetre here)
                wide = metrics.horizontalAdvance(s)
                left = (rect.left() if flags & Qt.AlignmentFlag.AlignLeft or not flags & (
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignRight)
                    else rect.right() - wide if flags & Qt.AlignmentFlag.AlignRight
                    else rect.center().x() - wide / 2)
                baseline = laid.top() + metrics.ascent()
                ink = QRectF(left, baseline + tight.top() / 100, wide, tight.height() / 100)
            t = self._to_mm()
            size = font.pointSizeF() * self.device().logicalDpiY() / 72
            self.texts.append(Ink(t.mapRect(ink), s, size * t.m22(), t.m11() / t.m22()))
        super().drawText(*args)

    def drawRoundedRect(self, *args: Any) -> None:
        self._box(args[0], "frame")
        super().drawRoundedRect(*args)

    def fillRect(self, *args: Any) -> None:
        self._box(args[0], "bar")
        super().fillRect(*args)

    def drawRect(self, *args: Any) -> None:
        self._box(args[0], "box")
        super().drawRect(*args)

    def drawEllipse(self, *args: Any) -> None:
        centre, rx, ry = args
        assert isinstance(centre, QPointF)
        self._box(QRectF(centre.x() - rx, centre.y() - ry, 2 * rx, 2 * ry), "circle")
        super().drawEllipse(*args)


def _inside(inner: QRectF, outer: QRectF, slack: float = 0.01) -> bool:
    return (inner.left() >= outer.left() - slack and inner.right() <= outer.right() + slack
            and inner.top() >= outer.top() - slack and inner.bottom() <= outer.bottom() + slack)


def _apart(a: QRectF, b: QRectF, gap: float = 0.0) -> bool:
    return (a.right() + gap <= b.left() or b.right() + gap <= a.left()
            or a.bottom() <= b.top() or b.bottom() <= a.top())


def collisions(d: UnitDefinition, px_per_mm: float, scale: str | None = None) -> list[str]:
    image = QImage(int(WIDTH * px_per_mm) + 1, int(HEIGHT * px_per_mm) + 1,
                   QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(px_per_mm * 1000))
    image.setDotsPerMeterY(round(px_per_mm * 1000))
    painter = Recorder(image, px_per_mm)
    paint_record_sheet(painter, d, None, load_rule_tables().tables,
                       scale=RANGE_SCALES[scale] if scale else None)
    painter.end()
    out = []
    texts, boxes = painter.texts, painter.boxes
    page = QRectF(0, 0, WIDTH, HEIGHT)
    for i, a in enumerate(texts):
        if not _inside(a.rect, page):
            out.append(f"{a.text!r} off the sheet")
        for b in texts[i + 1:]:
            if not _apart(a.rect, b.rect, GAP):
                out.append(f"{a.text!r} runs into {b.text!r}")
        for box, kind in boxes:
            if not (_apart(a.rect, box) or _inside(a.rect, box)):
                out.append(f"{a.text!r} crosses a {kind} at "
                           f"({box.x():.1f}, {box.y():.1f}) mm")
    for i, (a, kind_a) in enumerate(boxes):
        for b, kind_b in boxes[i + 1:]:
            if not (_apart(a, b) or _inside(a, b) or _inside(b, a)):
                out.append(f"a {kind_a} at ({a.x():.1f}, {a.y():.1f}) mm overlaps a {kind_b} "
                           f"at ({b.x():.1f}, {b.y():.1f}) mm")
    for ink in texts:  # the critical hit table stays readable
        if SLOT_LINE.match(ink.text) and (ink.size < 1.69 or ink.squeeze < 0.8):
            out.append(f"critical slot {ink.text!r} at {ink.size:.2f} mm, "
                       f"{ink.squeeze:.0%} wide")
    return out


def _imported() -> dict[str, UnitDefinition]:
    return {f"imported {p.name}": import_mtf(p).sheet
            for p in sorted((ROOT / "tests" / "fixtures" / "mtf").glob("*.mtf"))}


SHEETS = {**LIB.sheets, **_imported()}


@pytest.mark.parametrize("key", sorted(SHEETS))
def test_a_printed_sheet_has_no_overlaps(key: str, qapp: object) -> None:
    assert collisions(SHEETS[key], 10.0) == []


@pytest.mark.parametrize("key", sorted(SHEETS))
def test_a_sheet_on_screen_has_no_overlaps(key: str, qapp: object) -> None:
    """At a dock's scale (about 4 px a mm), where small type snaps to whole pixels."""
    assert collisions(SHEETS[key], 3.6) == []


@pytest.mark.parametrize("scale", sorted(RANGE_SCALES))
@pytest.mark.parametrize("key", ["mad-cat-timber-wolf-prime", "saladin-ultra",
                                 "imported lnc-1.mtf"])
def test_ranges_at_table_scale_fit_their_columns(key: str, scale: str, qapp: object) -> None:
    assert collisions(SHEETS[key], 10.0, scale) == []
