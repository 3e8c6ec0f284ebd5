"""Map overlays: reachable hexes with their MP cost, the planned path, the line of sight.

Each is one item that repaints only itself when the plan changes; the terrain layer and
the counters are untouched.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from btdesk.hexgrid import Hex, Layout, neighbor


def hex_polygon(layout: Layout, h: Hex) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in layout.corners(h)])


REACH = QBrush(QColor(0, 114, 178, 60))
REACH_FAR = QBrush(QColor(0, 114, 178, 30))
PATH = QColor("#CC79A7")
SIGHT_CLEAR = QColor("#009E73")
SIGHT_BLOCKED = QColor("#D55E00")
RULER = QColor("#56B4E9")
ZONE = QBrush(QColor(230, 159, 0, 55))
SELECTED = QColor("#F0E442")  # Okabe-Ito yellow
TARGETED = QColor("#D55E00")  # Okabe-Ito vermilion


class Overlay(QGraphicsItem):
    """What every overlay shares: drawn over the map at its own height, it tells the scene
    its new bounds before it changes, and repaints only itself."""

    def __init__(self, layout: Layout, z: float) -> None:
        super().__init__()
        self.layout = layout
        self._bounds = QRectF()
        self.setZValue(z)

    def _reshaped(self, bounds: QRectF) -> None:
        self._bounds = bounds
        self.update()

    def _hexes_bounds(self, hexes: Iterable[Hex], margin: float) -> QRectF:
        path = QPainterPath()
        for h in hexes:
            path.addPolygon(hex_polygon(self.layout, h))
        return path.boundingRect().adjusted(-margin, -margin, margin, margin)

    def boundingRect(self) -> QRectF:
        return self._bounds


class ReachOverlay(Overlay):
    """Shades every hex the selected unit can reach, darker where it is cheaper.

    The shapes are built when the costs change and only those in the exposed region are
    drawn: the path preview repaints a strip of this overlay on every mouse move, and
    redrawing all of it with fresh polygons would be most of that move's time."""

    def __init__(self, layout: Layout) -> None:
        super().__init__(layout, 5)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self._font = QFont()
        self._font.setPointSizeF(layout.size * 0.22)
        self._shapes: list[tuple[QPolygonF, QRectF, QBrush, QRectF, QStaticText | None,
                                 QPointF]] = []
        # Each cost's text laid out once: laying it out for each hex in view on every
        # mouse move would be a third of a path preview.
        self._texts: dict[str, tuple[QStaticText, QSizeF]] = {}

    def show_costs(self, costs: dict[Hex, int], budget: int, brush: QBrush = REACH) -> None:
        self.prepareGeometryChange()
        budget = max(1, budget)
        self._shapes = []
        bounds = QRectF()
        for h, cost in costs.items():
            poly = hex_polygon(self.layout, h)
            cx, cy = self.layout.center(h)
            shade = brush if cost * 2 <= budget or brush is ZONE else REACH_FAR
            box = poly.boundingRect()
            bounds |= box
            label = QRectF(cx - 12, cy + self.layout.size * 0.35, 24, 12)
            text, size = (None, QSizeF()) if brush is ZONE else self._text(str(cost))
            self._shapes.append((poly, box, shade, label, text, label.center() - QPointF(
                size.width() / 2, size.height() / 2)))
        self._reshaped(bounds.adjusted(-2, -2, 2, 2) if costs else QRectF())

    def _text(self, text: str) -> tuple[QStaticText, QSizeF]:
        found = self._texts.get(text)
        if found is None:
            static = QStaticText(text)
            static.setTextFormat(Qt.TextFormat.PlainText)
            static.prepare(QTransform(), self._font)
            found = self._texts[text] = (static, static.size())
        return found

    def clear(self) -> None:
        self.show_costs({}, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        exposed = option.exposedRect
        shown = [s for s in self._shapes if s[1].intersects(exposed) or s[3].intersects(exposed)]
        painter.setPen(Qt.PenStyle.NoPen)
        for poly, _, shade, _, _, _ in shown:
            painter.setBrush(shade)
            painter.drawPolygon(poly)
        painter.setPen(QColor("#003a5c"))
        painter.setFont(self._font)
        for _, _, _, _, text, at in shown:
            if text is not None:
                painter.drawStaticText(at, text)


class LineOverlay(Overlay):
    """A polyline through hex centres: the planned path, or the line of sight."""

    def __init__(self, layout: Layout, colour: QColor, z: float = 8,
                 dashed: bool = False) -> None:
        super().__init__(layout, z)
        self.points: list[QPointF] = []
        self.pen = QPen(colour, layout.size * 0.12)
        self.pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if dashed:
            self.pen.setStyle(Qt.PenStyle.DashLine)
        self.arrow = False

    def show_hexes(self, hexes: list[Hex], colour: QColor | None = None,
                   arrow: bool = False) -> None:
        self.show_points([QPointF(*self.layout.center(h)) for h in hexes], colour, arrow)

    def show_points(self, points: list[QPointF], colour: QColor | None = None,
                    arrow: bool = False) -> None:
        """A line through any points of the map (the ruler's two ends)."""
        self.prepareGeometryChange()
        self.points = points
        if colour is not None:
            self.pen.setColor(colour)
        self.arrow = arrow
        self._reshaped(QPolygonF(self.points).boundingRect().adjusted(-20, -20, 20, 20))

    def clear(self) -> None:
        self.show_hexes([])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if len(self.points) < 2:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(self.pen)
        painter.drawPolyline(QPolygonF(self.points))
        end = self.points[-1]
        painter.setBrush(self.pen.color())
        painter.drawEllipse(end, self.layout.size * 0.14, self.layout.size * 0.14)


class HexOutline(Overlay):
    """A ring round the selected unit's hex (and its target's): which counter the orders
    are about, seen at a glance; black under yellow reads on every terrain fill."""

    def __init__(self, layout: Layout, inner: QColor = SELECTED) -> None:
        super().__init__(layout, 7)
        self.hexes: list[Hex] = []
        self.outer = QPen(QColor("#1A1A1A"), layout.size * 0.16)
        self.inner = QPen(inner, layout.size * 0.07)

    def show_hexes(self, hexes: list[Hex]) -> None:
        self.prepareGeometryChange()
        self.hexes = hexes
        self._reshaped(self._hexes_bounds(hexes, 6))

    def clear(self) -> None:
        self.show_hexes([])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen in (self.outer, self.inner):
            painter.setPen(pen)
            for h in self.hexes:
                painter.drawPolygon(hex_polygon(self.layout, h))


HIT_FILL = QColor(213, 94, 0, 235)  # Okabe-Ito vermilion: damage


class HitMarkers(Overlay):
    """What the step of a volley just shown did, on the map: a label over each unit hit
    ("−5 Left Torso"), so the eye need not leave the map for the log."""

    def __init__(self, layout: Layout) -> None:
        super().__init__(layout, 12)
        self.labels: list[tuple[Hex, str]] = []
        self._font = QFont()
        self._font.setPointSizeF(layout.size * 0.2)
        self._font.setBold(True)

    def show_labels(self, labels: list[tuple[Hex, str]]) -> None:
        self.prepareGeometryChange()
        self.labels = labels
        bounds = QRectF()
        for h, _ in labels:
            cx, cy = self.layout.center(h)
            bounds = bounds.united(QRectF(cx - 6 * self.layout.size, cy - 2 * self.layout.size,
                                          12 * self.layout.size, 2.2 * self.layout.size))
        self._reshaped(bounds)

    def clear(self) -> None:
        self.show_labels([])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self._font)
        metrics = painter.fontMetrics()
        s = self.layout.size
        for h, text in self.labels:
            cx, cy = self.layout.center(h)
            width = min(metrics.horizontalAdvance(text) + 10, 12 * s - 4)
            box = QRectF(cx - width / 2, cy - 1.55 * s, width, metrics.height() + 6)
            painter.setPen(QPen(QColor("#1A1A1A"), 1.2))
            painter.setBrush(HIT_FILL)
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor("white"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                             metrics.elidedText(text, Qt.TextElideMode.ElideRight,
                                                int(width) - 6))


class FacingArrow(Overlay):
    """The facing a planned move ends in, drawn where it ends: an arrow across the hexside
    the unit will face, so [ and ] are seen to turn it."""

    def __init__(self, layout: Layout) -> None:
        super().__init__(layout, 9)
        self.where: tuple[Hex, int] | None = None

    def show_facing(self, h: Hex | None, facing: int = 0) -> None:
        self.prepareGeometryChange()
        self.where = None if h is None else (h, facing)
        self._reshaped(QRectF() if h is None else self._hexes_bounds([h], 8))

    def clear(self) -> None:
        self.show_facing(None)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.where is None:
            return
        h, facing = self.where
        cx, cy = self.layout.center(h)
        nx, ny = self.layout.center(neighbor(h, facing))
        dx, dy = (nx - cx) / 2, (ny - cy) / 2  # centre to the faced hexside's midpoint
        px, py = -dy * 0.35, dx * 0.35  # across the arrow
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#1A1A1A"), 1.5))
        painter.setBrush(PATH)
        painter.drawPolygon(QPolygonF([
            QPointF(cx + dx * 1.05, cy + dy * 1.05),
            QPointF(cx + dx * 0.45 + px, cy + dy * 0.45 + py),
            QPointF(cx + dx * 0.45 - px, cy + dy * 0.45 - py)]))
