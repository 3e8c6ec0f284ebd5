"""A board drawn in millimetres for paper: the ground as the map window shows it (fills,
tree dots, contours between levels, roads, buildings, levels and hex labels), in vectors,
so a hex prints exactly as large as asked.

Printing sits below the window in btdesk's layers and may not use its drawing; the
colours are one palette for both (``palette``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from btdesk.hexgrid import Hex, Layout, neighbor
from btdesk.model.board import Board, Terrain

from .paint import HOLLOW, text
from .palette import (
    BUILDING_EDGE,
    BUILDING_ROOF,
    CONTOUR,
    GRID,
    LABEL,
    LEVEL_ALPHA,
    LEVEL_TINT,
    ROAD,
    SINK_TINT,
    TERRAIN_FILL,
    TERRAIN_MARK,
    TERRAIN_TEXT,
    WATER_BY_DEPTH,
)

GRID_PEN_MM = 0.25
Tone = Callable[[QColor], QColor]  # a colour as printed: itself, or its grey


def _over(base: QColor, tint: QColor, times: int) -> QColor:
    """``tint`` laid ``times`` over the opaque ``base``, as the window tints levels."""
    a = 1 - (1 - tint.alphaF()) ** times
    return QColor.fromRgbF(*(b * (1 - a) + t * a for b, t in (
        (base.redF(), tint.redF()), (base.greenF(), tint.greenF()),
        (base.blueF(), tint.blueF()))))


def ground_colour(board: Board, h: Hex) -> QColor:
    kind = board.terrain_at(h)
    if kind is Terrain.WATER:
        base = WATER_BY_DEPTH[min(board.depth(h), len(WATER_BY_DEPTH) - 1)]
    else:
        base = TERRAIN_FILL[kind]
    level = board.level(h)
    if level > 0:
        tint = QColor(LEVEL_TINT)
        tint.setAlphaF(LEVEL_ALPHA / 255)
        return _over(base, tint, min(level, 6))
    return _over(base, SINK_TINT, 1) if level < 0 else base


def hexes_in(board: Board, layout: Layout, window: QRectF) -> list[Hex]:
    """The board's hexes that reach into ``window`` (map mm)."""
    reach = layout.size
    wide = window.adjusted(-reach, -reach, reach, reach)
    return [h for h in board.hexes() if wide.contains(QPointF(*layout.center(h)))]


def _polygon(layout: Layout, h: Hex) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in layout.corners(h)])


def as_grey(colour: QColor) -> QColor:
    """The colour's shade of grey (its luma): what a black-and-white printer would make of
    it, said plainly so light woods stay lighter than heavy woods."""
    luma = round(0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue())
    return QColor(luma, luma, luma)


def paint_board(painter: QPainter, board: Board, layout: Layout, window: QRectF,
                labels: bool = True, grey: bool = False,
                damage: Mapping[Hex, int] | None = None) -> None:
    """The hexes of ``board`` that reach into ``window``, in the painter's millimetres;
    with ``grey``, the ground in shades of grey (marks and lines stay dark); a building
    shows the CF ``damage`` (a game's) leaves it."""
    hexes = hexes_in(board, layout, window)
    s = layout.size
    tone = as_grey if grey else QColor
    painter.setPen(Qt.PenStyle.NoPen)
    for h in hexes:
        painter.setBrush(QBrush(tone(ground_colour(board, h))))
        painter.drawPolygon(_polygon(layout, h))
    for h in hexes:
        _marks(painter, board.terrain_at(h), *layout.center(h), s, tone)
    _ground(painter, board, layout, hexes, tone)
    grid = QPainterPath()
    for h in hexes:
        grid.addPolygon(_polygon(layout, h))
        grid.closeSubpath()
    painter.strokePath(grid, QPen(GRID, GRID_PEN_MM))
    if not labels:
        return
    half = layout.height / 2
    size = max(1.4, layout.height * 0.07)
    for h in hexes:
        cx, cy = layout.center(h)
        text(painter, cx - s, cy - half + 0.4, 2 * s, size * 1.3, board.label(h), size,
             align=Qt.AlignmentFlag.AlignHCenter, colour=LABEL)
        words = _words(board, h, damage or {})
        if words:
            text(painter, cx - s, cy + 0.5 * s, 2 * s, size * 1.4, words, size * 1.1,
                 bold=True, align=Qt.AlignmentFlag.AlignHCenter, colour=TERRAIN_TEXT)


def add_marks(path: QPainterPath, terrain: Terrain, cx: float, cy: float, s: float) -> None:
    """Tree dots, pebbles and ripples for a hex of ``terrain`` centred at (cx, cy) with
    corners ``s`` from its centre: ground told apart without colour, the same on screen
    (the window's terrain layer) and on paper."""
    dot = s * 0.09
    if terrain is Terrain.WATER:
        for dy in (-0.05, 0.25):
            path.addRect(QRectF(cx - 0.3 * s, cy + dy * s, 0.6 * s, 0.05 * s))
    elif terrain is Terrain.ROUGH:
        for dx, dy in ((-0.3, 0.1), (0.05, 0.35), (0.3, 0.05), (-0.05, -0.15)):
            path.addRect(QRectF(cx + dx * s - dot, cy + dy * s - dot, 2 * dot, 1.4 * dot))
    elif terrain in (Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS):
        spots = [(-0.35, 0.05), (0.0, 0.3), (0.35, 0.05)]
        if terrain is Terrain.HEAVY_WOODS:
            spots += [(-0.18, -0.25), (0.18, -0.25), (-0.18, 0.45), (0.18, 0.45)]
        for dx, dy in spots:
            path.addEllipse(QPointF(cx + dx * s, cy + dy * s), dot, dot)


def _marks(painter: QPainter, terrain: Terrain, cx: float, cy: float, s: float,
           tone: Tone) -> None:
    colour = TERRAIN_MARK.get(terrain)
    if colour is None:
        return
    marks = QPainterPath()
    add_marks(marks, terrain, cx, cy, s)
    painter.fillPath(marks, QBrush(tone(colour)))


def _ground(painter: QPainter, board: Board, layout: Layout, hexes: list[Hex],
            tone: Tone) -> None:
    """Roads from centre to each neighbouring road, buildings' roofs, and a contour on
    each hexside where the level drops."""
    s = layout.size
    painter.setPen(QPen(tone(ROAD), s * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for h in hexes:
        if not board.has_road(h):
            continue
        cx, cy = layout.center(h)
        painter.drawPoint(QPointF(cx, cy))
        for d in range(6):
            n = neighbor(h, d)
            if board.contains(n) and board.has_road(n):
                nx, ny = layout.center(n)
                painter.drawLine(QPointF(cx, cy), QPointF((cx + nx) / 2, (cy + ny) / 2))
    painter.setPen(QPen(tone(BUILDING_EDGE), s * 0.06))
    painter.setBrush(QBrush(tone(BUILDING_ROOF)))
    for h in hexes:
        if board.building(h) is None:
            continue
        cx, cy = layout.center(h)
        lift = 0.1 * s
        painter.drawPolygon(QPolygonF([QPointF(cx + (x - cx) * 0.45, cy - lift + (y - cy) * 0.45)
                                       for x, y in layout.corners(h)]))
    painter.setPen(QPen(tone(CONTOUR), s * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap))
    for h in hexes:
        level = board.level(h)
        cx, cy = layout.center(h)
        corners = layout.corners(h)
        for d in range(6):
            n = neighbor(h, d)
            if not board.contains(n) or board.level(n) >= level:
                continue
            nx, ny = layout.center(n)
            mx, my = (cx + nx) / 2, (cy + ny) / 2
            a, b = sorted(corners, key=lambda p: math.hypot(p[0] - mx, p[1] - my))[:2]
            painter.drawLine(QPointF(*a), QPointF(*b))
    painter.setBrush(HOLLOW)


def _words(board: Board, h: Hex, damage: Mapping[Hex, int]) -> str:
    """A hex's building (kind, CF, height, basement) and level, as the window writes them."""
    words = []
    building = board.building(h)
    if building is not None:
        cf = max(0, building.cf - damage.get(h, 0))
        words.append(f"{building.kind.value[0].upper()}{cf}/{building.height}"
                     + (f"-{building.basement}" if building.basement else ""))
    if board.level(h):
        words.append(f"L{board.level(h)}")
    return " ".join(words)
