"""Painting a side's deployment zone on the map (the force builder's *Paint Hexes…*): a
click or a drag adds hexes, the right button takes them away; the other sides' zones
are drawn in their colours, dimmed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from btdesk.hexgrid import Hex
from btdesk.hexgrid.layout import Layout
from btdesk.model.board import Board
from btdesk.printing.palette import GRID, LABEL, TERRAIN_FILL

MARGIN = 4.0
TARGET = 520.0  # pixels the board's longer side is drawn across, within the sizes below


def hex_size(board: Board) -> float:
    """Centre to corner, so the board fills about ``TARGET`` pixels (8 to 30)."""
    across = max(board.columns * 1.5, board.rows * 1.75)
    return max(8.0, min(30.0, TARGET / across))


class ZoneCanvas(QWidget):
    """The board's hexes, the painted ones filled."""

    def __init__(self, board: Board, colour: str, painted: set[Hex],
                 others: dict[Hex, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board, self.colour, self.painted, self.others = board, colour, painted, others
        size = hex_size(board)
        self.layout_ = Layout(size, MARGIN + size, MARGIN + size)
        self._adding = True
        xs, ys = zip(*(p for h in board.hexes() for p in self.layout_.corners(h)),
                     strict=True)
        self.setMinimumSize(int(max(xs) + MARGIN), int(max(ys) + MARGIN))
        self.setMouseTracking(False)

    def hex_at(self, point: QPointF) -> Hex | None:
        h = self.layout_.hex_at(point.x(), point.y())
        return h if self.board.contains(h) else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._adding = event.button() != Qt.MouseButton.RightButton
        self._paint_at(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() != Qt.MouseButton.NoButton:
            self._paint_at(event.position())

    def _paint_at(self, point: QPointF) -> None:
        h = self.hex_at(point)
        if h is None:
            return
        if self._adding:
            self.painted.add(h)
        else:
            self.painted.discard(h)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = painter.font()
        font.setPointSizeF(max(5.0, self.layout_.size / 3.2))
        painter.setFont(font)
        painter.fillRect(QRectF(self.rect()), QColor("#f4f1e8"))
        for h in self.board.hexes():
            polygon = QPolygonF([QPointF(x, y) for x, y in self.layout_.corners(h)])
            painter.setBrush(TERRAIN_FILL[self.board.terrain_at(h)])  # the ground, as drawn
            painter.setPen(QPen(GRID, 0.8))
            painter.drawPolygon(polygon)
            if h in self.painted or h in self.others:
                zone = QColor(self.colour if h in self.painted else self.others[h])
                zone.setAlpha(170 if h in self.painted else 70)
                painter.setBrush(zone)
                painter.drawPolygon(polygon)
            if self.layout_.size >= 14:
                x, y = self.layout_.center(h)
                size = self.layout_.size
                painter.setPen(LABEL)
                painter.drawText(QRectF(x - size, y - size * 0.85, 2 * size, size * 0.7),
                                 Qt.AlignmentFlag.AlignCenter, h.label)
        painter.end()


class ZonePainter(QDialog):
    """A side's painted zone; ``hexes()`` after it is accepted."""

    def __init__(self, board: Board, side: str, colour: str, painted: set[Hex],
                 others: dict[Hex, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"{side}'s deployment zone")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Click or drag to add hexes to the zone; the right button "
                                "takes them away. Other sides' zones are shown dimmed."))
        self.canvas = ZoneCanvas(board, colour, set(painted), others)
        self.canvas.setObjectName("zoneCanvas")
        layout.addWidget(self.canvas, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def hexes(self) -> set[Hex]:
        return set(self.canvas.painted)
