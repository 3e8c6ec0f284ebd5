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

HEX_SIZE = 18.0  # pixels, centre to corner
MARGIN = 4.0


class ZoneCanvas(QWidget):
    """The board's hexes, the painted ones filled."""

    def __init__(self, board: Board, colour: str, painted: set[Hex],
                 others: dict[Hex, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board, self.colour, self.painted, self.others = board, colour, painted, others
        self.layout_ = Layout(HEX_SIZE, MARGIN + HEX_SIZE, MARGIN + HEX_SIZE)
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
        painter.fillRect(QRectF(self.rect()), QColor("#f4f1e8"))
        own = QColor(self.colour)
        for h in self.board.hexes():
            polygon = QPolygonF([QPointF(x, y) for x, y in self.layout_.corners(h)])
            if h in self.painted:
                painter.setBrush(own)
            elif h in self.others:
                other = QColor(self.others[h])
                other.setAlpha(70)
                painter.setBrush(other)
            else:
                painter.setBrush(QColor("#fbfaf5"))
            painter.setPen(QPen(QColor("#9a9486"), 0.8))
            painter.drawPolygon(polygon)
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
