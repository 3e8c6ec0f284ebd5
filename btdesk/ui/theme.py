"""Colours and sizes of the window: the map's palette (shared with print) and the rest."""

from __future__ import annotations

from PySide6.QtGui import QColor

from btdesk.printing.palette import (  # the map's colours, the same on paper
    BUILDING_EDGE,
    BUILDING_ROOF,
    CONTOUR,
    GRID,
    LABEL,
    LEVEL_ALPHA,
    LEVEL_TINT,
    MAP_EDGE,
    ROAD,
    SINK_TINT,
    TERRAIN_FILL,
    TERRAIN_MARK,
    TERRAIN_TEXT,
    WATER_BY_DEPTH,
)

__all__ = [  # the palette's names are the window's too
    "BUILDING_EDGE",
    "BUILDING_ROOF",
    "CONTOUR",
    "GRID",
    "LABEL",
    "LEVEL_ALPHA",
    "LEVEL_TINT",
    "MAP_EDGE",
    "ROAD",
    "SINK_TINT",
    "TERRAIN_FILL",
    "TERRAIN_MARK",
    "TERRAIN_TEXT",
    "WATER_BY_DEPTH",
]

HEX_SIZE = 40.0  # scene units from centre to corner

BACKGROUND = QColor("#D9D6CB")
COUNTER_TEXT = QColor("#111111")
COUNTER_EDGE = QColor("#1A1A1A")

# The map views' scroll bars, flat: Fusion's draw gradients anew whenever their length
# changes, which costs 8 ms of every zoom on a 2560 x 1440 view.
MAP_SCROLL_BARS = (
    "QScrollBar { background: #E4E1D7; width: 12px; height: 12px; margin: 0; }"
    " QScrollBar::handle { background: #A9A59A; border-radius: 4px; margin: 2px;"
    " min-width: 24px; min-height: 24px; }"
    " QScrollBar::handle:hover { background: #8C887D; }"
    " QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }"
    " QScrollBar::add-page, QScrollBar::sub-page { background: none; }"
)
