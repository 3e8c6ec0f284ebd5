"""The map view: wheel zoom about the cursor, drag to pan, hover reports the hex."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from btdesk.hexgrid import Hex

from . import theme
from .counter import Counter, MapBase

ZOOM_STEP = 1.15
MIN_SCALE, MAX_SCALE = 0.1, 6.0


CLICK_SLOP = 5  # pixels a press may move and still be a click, not a drag


class MapView(QGraphicsView):
    hexHovered = Signal(object)  # Hex | None
    # A click: the Hex, and the unit whose counter it is on (str), or None: two counters
    # sharing a hex are drawn apart, and the click picks the one it is on.
    hexClicked = Signal(object, object)
    pointHovered = Signal(QPointF)  # where the mouse is on the map (scene coordinates)
    pointClicked = Signal(QPointF)  # ... and where it clicked: the ruler measures these

    def __init__(self, scene: MapBase) -> None:
        super().__init__(scene)
        self.map_scene = scene
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setStyleSheet(theme.MAP_SCROLL_BARS)
        self._last_hex: Hex | None = None
        self._press: QPoint | None = None
        self._middle: QPoint | None = None
        self.clicked_unit: str | None = None  # the counter under the last click, if any
        # The map fitted to the view follows the view's size (a bigger window, a bigger
        # map) until the player zooms; View ▸ Fit fits it again.
        self.fitted = False

    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom(self, factor: float) -> None:
        target = min(MAX_SCALE, max(MIN_SCALE, self.scale_factor() * factor))
        factor = target / self.scale_factor()
        if abs(factor - 1.0) > 1e-9:
            self.scale(factor, factor)
            self.fitted = False

    def fit_map(self) -> None:
        """The whole scene (the map and its margin) in view: fitting the map alone left
        the margin to scroll by a few pixels, and a scroll bar came up over the map."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.fitted = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitted:
            self.fit_map()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom(ZOOM_STEP ** steps)
        event.accept()

    def hex_at(self, pos: QPoint) -> Hex | None:
        point = self.mapToScene(pos)
        h = self.map_scene.layout.hex_at(point.x(), point.y())
        return h if self.map_scene.terrain.board.contains(h) else None

    def unit_at(self, pos: QPoint) -> str | None:
        """The visible counter under ``pos`` (the topmost): two counters sharing a hex are
        drawn apart, and a click picks the one it is on."""
        for item in self.items(pos):
            if isinstance(item, Counter) and item.isVisible():
                return item.unit_id
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._middle = event.position().toPoint()
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._middle = None
            event.accept()
            return
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            moved = (event.position().toPoint() - self._press).manhattanLength()
            self._press = None
            if moved <= CLICK_SLOP:
                h = self.hex_at(event.position().toPoint())
                self.clicked_unit = self.unit_at(event.position().toPoint())
                self.pointClicked.emit(self.mapToScene(event.position().toPoint()))
                if h is not None:
                    self.hexClicked.emit(h, self.clicked_unit)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._middle is not None:  # pan with the middle button
            now = event.position().toPoint()
            delta = now - self._middle
            self._middle = now
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)
        self.pointHovered.emit(self.mapToScene(event.position().toPoint()))
        h = self.hex_at(event.position().toPoint())
        if h != self._last_hex:
            self._last_hex = h
            self.hexHovered.emit(h)
