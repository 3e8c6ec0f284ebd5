"""The map view: wheel zoom about the cursor, drag to pan, hover reports the hex."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from btdesk.hexgrid import Hex

from .map_scene import MapScene

ZOOM_STEP = 1.15
MIN_SCALE, MAX_SCALE = 0.1, 6.0


class MapView(QGraphicsView):
    hexHovered = Signal(object)  # Hex | None

    def __init__(self, scene: MapScene) -> None:
        super().__init__(scene)
        self.map_scene = scene
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self._last_hex: Hex | None = None

    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom(self, factor: float) -> None:
        target = min(MAX_SCALE, max(MIN_SCALE, self.scale_factor() * factor))
        factor = target / self.scale_factor()
        if abs(factor - 1.0) > 1e-9:
            self.scale(factor, factor)

    def fit_map(self) -> None:
        self.fitInView(self.map_scene.map_rect(), Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom(ZOOM_STEP ** steps)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        pos = self.mapToScene(event.position().toPoint())
        h = self.map_scene.layout.hex_at(pos.x(), pos.y())
        if not self.map_scene.terrain.board.contains(h):
            h = None
        if h != self._last_hex:
            self._last_hex = h
            self.hexHovered.emit(h)
