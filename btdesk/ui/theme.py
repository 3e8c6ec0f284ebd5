"""Colours and sizes shared by the map (and, later, print): light, print-friendly fills."""

from __future__ import annotations

from PySide6.QtGui import QColor

from btdesk.model.board import Terrain

HEX_SIZE = 40.0  # scene units from centre to corner

TERRAIN_FILL = {
    Terrain.CLEAR: QColor("#F3F0E2"),
    Terrain.LIGHT_WOODS: QColor("#BFDDA6"),
    Terrain.HEAVY_WOODS: QColor("#6FA65A"),
}
TERRAIN_MARK = {  # tree dots: readable in greyscale print where fills alone are not
    Terrain.LIGHT_WOODS: QColor("#5E8C4A"),
    Terrain.HEAVY_WOODS: QColor("#2F5D27"),
}
GRID = QColor("#8C8A80")
LABEL = QColor("#55534C")
MAP_EDGE = QColor("#3B3A35")
BACKGROUND = QColor("#D9D6CB")
COUNTER_TEXT = QColor("#111111")
COUNTER_EDGE = QColor("#1A1A1A")
