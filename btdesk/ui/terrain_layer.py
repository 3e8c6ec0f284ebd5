"""The map's ground: one item that draws every hex's terrain, levels, water, roads,
buildings and labels, rendered once into cached pixmaps band by band.

Apart from the game's scene (btdesk.ui.map_scene): it needs only a board, and the map
editor draws it with no game at all.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGlyphRun,
    QPainter,
    QPainterPath,
    QPen,
    QPixmapCache,
    QPolygonF,
    QRawFont,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from btdesk.hexgrid import Hex, Layout, neighbor
from btdesk.model.board import Board, Terrain

from . import theme
from .overlays import hex_polygon


def map_layout(size: float = theme.HEX_SIZE) -> Layout:
    """Hex 0101's centre sits one hex in from the scene origin, leaving a margin."""
    return Layout(size, size * 1.25, size * math.sqrt(3) * 0.75)


class _Band:
    """A strip of the map a few rows high, drawn only when the exposed region reaches it:
    stroking and filling cost what the whole path costs wherever the clip is, so a view
    zoomed in on a 64 x 68 board drew all of it (issue 21)."""

    def __init__(self) -> None:
        self.fills: dict[str, QPainterPath] = {}  # colour name → hexes of that fill
        self.marks: dict[Terrain, QPainterPath] = {t: QPainterPath() for t in theme.TERRAIN_MARK}
        # Hexsides between two levels, and road halves from a centre to a neighbour's
        # edge, as lines: stroking them as one path with round caps cost 30 ms for the
        # contours of a 64 x 68 hill country on a large screen, drawing them as lines 6.
        self.contours: list[QLineF] = []
        self.roads: list[QLineF] = []
        self.road_hexes: list[QPointF] = []  # a road hex's centre (a lone one shows)
        self.buildings = QPainterPath()
        self.text = QGlyphRun()  # levels and buildings' CF, in bold
        self.grid = QPainterPath()
        self.labels = QGlyphRun()  # every hex label of the strip, one call to draw
        self.rect = QRectF()


PIXMAP_CACHE_KB = 64 * 1024


def _level_tints() -> dict[int, QColor]:
    """Level ``n``'s tint: the faint level tint laid ``n`` times over the ground, as one
    colour, so each hex is filled once (the same colour: alpha 1 - (1 - a)^n)."""
    a = theme.LEVEL_ALPHA / 255
    out = {}
    for n in range(1, 7):
        colour = QColor(theme.LEVEL_TINT)
        colour.setAlphaF(1 - (1 - a) ** n)
        out[n] = colour
    return out


LEVEL_TINTS = _level_tints()


def _fill(board: Board, h: Hex) -> QColor | None:
    """A hex's ground colour with its level's tint laid over it, None for clear ground at
    level 0 (the background): one opaque fill per hex, as a translucent tint over it cost
    a second fill of every hill hex."""
    kind = board.terrain.get(h)
    level = board.level(h)
    if kind is None and not level:
        return None
    if kind is Terrain.WATER:
        base = theme.WATER_BY_DEPTH[min(board.depth(h), len(theme.WATER_BY_DEPTH) - 1)]
    else:
        base = theme.TERRAIN_FILL[kind or Terrain.CLEAR]
    if not level:
        return base
    return _over(base, LEVEL_TINTS[min(level, 6)] if level > 0 else theme.SINK_TINT)


def _over(base: QColor, tint: QColor) -> QColor:
    """``tint`` (translucent) laid over the opaque ``base``."""
    a = tint.alphaF()
    return QColor.fromRgbF(*(b * (1 - a) + t * a for b, t in (
        (base.redF(), tint.redF()), (base.greenF(), tint.greenF()),
        (base.blueF(), tint.blueF()))))


class _Glyphs:
    """Text set as glyph runs, a band's worth drawn in one call: the hex labels, and the
    levels and CF in bold (as outlines they cost 8 ms on a 64 x 68 hill country)."""

    def __init__(self, font: QFont) -> None:
        self.raw = QRawFont.fromFont(font)
        self._shapes: dict[str, tuple[int, float]] = {}  # character → glyph and advance
        self.runs: dict[int, tuple[list[int], list[QPointF]]] = {}

    def width(self, text: str) -> float:
        for ch in text:
            if ch not in self._shapes:  # a label's few characters, looked up once each
                index = self.raw.glyphIndexesForString(ch)[0]
                self._shapes[ch] = (index, self.raw.advancesForGlyphIndexes([index])[0].x())
        return sum(self._shapes[ch][1] for ch in text)

    def add(self, key: int, text: str, cx: float, y: float) -> None:
        """``text`` centred on ``cx`` with its baseline at ``y``, in band ``key``."""
        x = cx - self.width(text) / 2
        indexes, positions = self.runs.setdefault(key, ([], []))
        for ch in text:
            index, advance = self._shapes[ch]
            indexes.append(index)
            positions.append(QPointF(x, y))
            x += advance

    def run(self, key: int) -> QGlyphRun:
        out = QGlyphRun()
        out.setRawFont(self.raw)
        indexes, positions = self.runs.get(key, ([], []))
        out.setGlyphIndexes(indexes)
        out.setPositions(positions)
        return out


class TerrainLayer(QGraphicsItem):
    BAND = 12.0  # a strip's height in hex sizes (about seven rows)

    def __init__(self, board: Board, layout: Layout,
                 damage: Mapping[Hex, int] | None = None) -> None:
        super().__init__()
        self.board = board
        self.damage = damage or {}  # CF each building hex has lost: drawn as CF left
        self.layout = layout
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        # Drawn once per zoom into a pixmap of what is in view, then copied: a repaint for
        # an overlay or a counter costs a copy, not thousands of hexagons (issue 21).
        # A whole 64 x 68 board at half scale is an 18 MB pixmap: the cache is made room for.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        label_font = QFont()
        label_font.setPointSizeF(layout.size * 0.2)
        labels = _Glyphs(label_font)
        label_font.setBold(True)
        self._words = _Glyphs(label_font)
        dot = layout.size * 0.09
        half = layout.height / 2
        bands: dict[int, _Band] = {}
        self._colours: dict[str, QColor] = {}
        for h in board.hexes():
            cx, cy = layout.center(h)
            key = int(cy // (layout.size * self.BAND))
            band = bands.get(key) or bands.setdefault(key, _Band())
            poly = hex_polygon(layout, h)
            terrain = board.terrain_at(h)
            colour = _fill(board, h)
            if colour is not None:
                name = colour.name()
                self._colours[name] = colour
                band.fills.setdefault(name, QPainterPath()).addPolygon(poly)
            band.grid.addPolygon(poly)
            if terrain in band.marks:
                self._add_marks(band.marks[terrain], cx, cy, terrain, dot)
            if not board.flat or board.buildings:
                self._add_ground(band, key, h, poly, cx, cy)
            labels.add(key, board.label(h), cx, cy - half + 1 + labels.raw.ascent())
        for key, band in bands.items():
            for path in band.fills.values():
                path.setFillRule(Qt.FillRule.WindingFill)
            band.labels = labels.run(key)
            band.text = self._words.run(key)
            band.rect = band.grid.boundingRect().adjusted(-4, -4, 4, 4)
        self._bands = tuple(bands[k] for k in sorted(bands))
        self._board_rect = QRectF()
        for band in self._bands:
            self._board_rect |= band.grid.boundingRect()
        self._bounds = self._board_rect.adjusted(-4, -4, 4, 4)

    def _add_marks(self, path: QPainterPath, cx: float, cy: float, terrain: Terrain,
                   dot: float) -> None:
        """Marks that tell ground apart without colour: tree dots, pebbles, ripples."""
        s = self.layout.size
        if terrain is Terrain.WATER:
            for dy in (-0.05, 0.25):
                path.addRect(QRectF(cx - 0.3 * s, cy + dy * s, 0.6 * s, 0.05 * s))
        elif terrain is Terrain.ROUGH:
            for dx, dy in ((-0.3, 0.1), (0.05, 0.35), (0.3, 0.05), (-0.05, -0.15)):
                path.addRect(QRectF(cx + dx * s - dot, cy + dy * s - dot, 2 * dot, 1.4 * dot))
        else:
            for p in self._tree_dots(cx, cy, terrain):
                path.addEllipse(p, dot, dot)

    def _add_ground(self, band: _Band, key: int, h: Hex, poly: QPolygonF, cx: float,
                    cy: float) -> None:
        """Total Warfare ground: a tint per level and a contour on each hexside where the
        level changes, roads from centre to each neighbouring road, a building's outline,
        and the level and CF written in the hex."""
        board, s = self.board, self.layout.size
        level = board.level(h)
        corners = [poly.at(i) for i in range(6)]
        for d in range(6):
            n = neighbor(h, d)
            nx, ny = self.layout.center(n)
            mid = QPointF((cx + nx) / 2, (cy + ny) / 2)
            if board.contains(n) and board.level(n) < level:
                a, b = sorted(corners, key=lambda p: (p.x() - mid.x()) ** 2
                              + (p.y() - mid.y()) ** 2)[:2]
                band.contours.append(QLineF(a, b))
            if board.has_road(h) and board.contains(n) and board.has_road(n):
                band.roads.append(QLineF(QPointF(cx, cy), mid))
        if h in board.roads:
            band.road_hexes.append(QPointF(cx, cy))
        words = []
        building = board.building(h)
        if building is not None:
            # A roof inset above the hex's centre, clear of the CF text under it.
            lift = 0.1 * s
            inset = QPolygonF([QPointF(cx + (p.x() - cx) * 0.45,
                                       cy - lift + (p.y() - cy) * 0.45) for p in corners])
            band.buildings.addPolygon(inset)
            band.buildings.closeSubpath()
            cf = max(0, building.cf - self.damage.get(h, 0))
            words.append(f"{building.kind.value[0].upper()}{cf}/{building.height}"
                         + (f"-{building.basement}" if building.basement else ""))
        if level:
            words.append(f"L{level}")
        if words:
            self._words.add(key, " ".join(words), cx, cy + 0.62 * s)

    def _tree_dots(self, cx: float, cy: float, terrain: Terrain) -> list[QPointF]:
        s = self.layout.size
        spots = [(-0.35, 0.05), (0.0, 0.3), (0.35, 0.05)]
        if terrain is Terrain.HEAVY_WOODS:
            spots += [(-0.18, -0.25), (0.18, -0.25), (-0.18, 0.45), (0.18, 0.45)]
        return [QPointF(cx + dx * s, cy + dy * s) for dx, dy in spots]

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # Antialiased filling of thousands of hexagons costs ~10x more than plain filling,
        # so clear ground is one rectangle and other ground is filled plainly: its edges
        # lie under the antialiased grid lines drawn on top.
        exposed = option.exposedRect
        bands = [b for b in self._bands if b.rect.intersects(exposed)]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(self._board_rect & exposed, theme.TERRAIN_FILL[Terrain.CLEAR])
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        for band in bands:
            for name, path in band.fills.items():
                painter.fillPath(path, self._colours[name])
            if lod * self.layout.size > 12:
                for terrain, dots in band.marks.items():
                    painter.fillPath(dots, theme.TERRAIN_MARK[terrain])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint_ground(painter, bands)
        pen = QPen(theme.GRID, 1.0)
        pen.setCosmetic(True)
        for band in bands:
            painter.strokePath(band.grid, pen)
        if lod * self.layout.size > 18:
            painter.setPen(theme.LABEL)
            for band in bands:
                painter.drawGlyphRun(QPointF(0, 0), band.labels)
            painter.setPen(theme.TERRAIN_TEXT)
            for band in bands:
                painter.drawGlyphRun(QPointF(0, 0), band.text)
        edge = QPen(theme.MAP_EDGE, 2.0)
        edge.setCosmetic(True)
        painter.setPen(edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self._board_rect)

    def _paint_ground(self, painter: QPainter, bands: list[_Band]) -> None:
        s = self.layout.size
        road = QPen(theme.ROAD, s * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        walls = QPen(theme.BUILDING_EDGE, s * 0.06)
        contour = QPen(theme.CONTOUR, s * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        for band in bands:
            if band.roads or band.road_hexes:
                painter.setPen(road)
                painter.drawLines(band.roads)
                painter.drawPoints(band.road_hexes)
            if not band.buildings.isEmpty():
                painter.fillPath(band.buildings, theme.BUILDING_ROOF)
                painter.strokePath(band.buildings, walls)
            if band.contours:
                painter.setPen(contour)
                painter.drawLines(band.contours)
