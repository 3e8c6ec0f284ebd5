"""The map's colours, for the window and for paper alike: light, print-friendly fills
with marks that stay readable in greyscale.  Printing owns them because it sits below
the window in btdesk's layers; the window's theme takes them from here."""

from __future__ import annotations

from PySide6.QtGui import QColor

from btdesk.model.board import Terrain

TERRAIN_FILL = {
    Terrain.CLEAR: QColor("#F3F0E2"),
    Terrain.LIGHT_WOODS: QColor("#BFDDA6"),
    Terrain.HEAVY_WOODS: QColor("#6FA65A"),
    Terrain.ROUGH: QColor("#DDD0B3"),
    Terrain.WATER: QColor("#A8CDEA"),
    Terrain.PAVEMENT: QColor("#D3D1CB"),
    Terrain.BUILDING: QColor("#C9B49A"),
}
WATER_BY_DEPTH = (QColor("#D2E7F6"), QColor("#A8CDEA"), QColor("#6FA6D6"))  # 0, 1, 2+
TERRAIN_MARK = {  # tree dots, pebbles, ripples: readable in greyscale print
    Terrain.LIGHT_WOODS: QColor("#5E8C4A"),
    Terrain.HEAVY_WOODS: QColor("#2F5D27"),
    Terrain.ROUGH: QColor("#7D6A48"),
    Terrain.WATER: QColor("#2F6E9E"),
}
LEVEL_TINT = QColor(122, 84, 36)  # drawn once per level above 0, faintly
LEVEL_ALPHA = 34
SINK_TINT = QColor(40, 70, 110, 40)  # below level 0
CONTOUR = QColor("#6B4A22")  # a hexside between two levels
ROAD = QColor("#9C7A48")
BUILDING_EDGE = QColor("#4A3A28")
BUILDING_ROOF = QColor("#E6D9C6")
TERRAIN_TEXT = QColor("#3A3226")
GRID = QColor("#8C8A80")
LABEL = QColor("#55534C")
MAP_EDGE = QColor("#3B3A35")
