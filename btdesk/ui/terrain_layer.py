"""The map's ground: one item that draws every hex's terrain, levels, water, roads,
buildings and labels, band by band, into an image kept per view (btdesk.ui.layer_cache).

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
    QPolygonF,
    QRawFont,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from btdesk.hexgrid import Hex, Layout, neighbor
from btdesk.model.board import Board, Terrain
from btdesk.printing.map_paint import add_marks

from . import theme
from .layer_cache import LayerCache
from .overlays import hex_polygon


def map_layout(size: float = theme.HEX_SIZE) -> Layout:
    """Hex 0101's centre sits one hex in from the scene origin, leaving a margin."""
    return Layout(size, size * 1.25, size * math.sqrt(3) * 0.75)


class _Band:
    """A strip of the map a few rows high, drawn only when the exposed region reaches it:
    stroking and filling cost what the whole path costs wherever the clip is, so a view
    zoomed in on a 64 x 68 board would draw all of it."""

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


def _side_corners(outline: QPolygonF, x: float, y: float, nx: float, ny: float
                  ) -> tuple[int, int, float, float]:
    """The outline's two corners on the hexside towards a neighbour centred at
    (``nx``, ``ny``), and that hexside's midpoint from the hex's centre (``x``, ``y``)."""
    mx, my = (x + nx) / 2, (y + ny) / 2
    a, b = sorted(range(6), key=lambda i: (outline.at(i).x() - mx) ** 2
                  + (outline.at(i).y() - my) ** 2)[:2]
    return a, b, mx - x, my - y


def _differing(a: Mapping[Hex, object], b: Mapping[Hex, object]) -> set[Hex]:
    """The hexes ``a`` and ``b`` hold different values for (or only one holds)."""
    return set() if a is b else {h for h in set(a) | set(b) if a.get(h) != b.get(h)}


def _changed_hexes(old: Board, new: Board) -> set[Hex]:
    """Hexes whose ground, level, depth, road or building differs between two boards."""
    return set(old.roads ^ new.roads).union(
        _differing(old.terrain, new.terrain), _differing(old.levels, new.levels),
        _differing(old.depths, new.depths), _differing(old.buildings, new.buildings))


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
        self._texts: dict[int, list[tuple[str, float, float]]] = {}  # per band
        self._tags: dict[Hex, tuple[int, int]] = {}  # a hex's text: its band and place

    def width(self, text: str) -> float:
        for ch in text:
            if ch not in self._shapes:  # a label's few characters, looked up once each
                index = self.raw.glyphIndexesForString(ch)[0]
                self._shapes[ch] = (index, self.raw.advancesForGlyphIndexes([index])[0].x())
        return sum(self._shapes[ch][1] for ch in text)

    def add(self, key: int, text: str, cx: float, y: float, tag: Hex | None = None) -> None:
        """``text`` centred on ``cx`` with its baseline at ``y``, in band ``key``; a
        ``tag`` lets it be rewritten."""
        texts = self._texts.setdefault(key, [])
        if tag is not None:
            self._tags[tag] = (key, len(texts))
        texts.append((text, cx, y))

    def rewrite(self, tag: Hex, text: str) -> int:
        """Puts ``text`` in place of the tagged one; returns its band."""
        key, place = self._tags[tag]
        _, cx, y = self._texts[key][place]
        self._texts[key][place] = (text, cx, y)
        return key

    def run(self, key: int) -> QGlyphRun:
        indexes: list[int] = []
        positions: list[QPointF] = []
        for text, cx, y in self._texts.get(key, ()):
            x = cx - self.width(text) / 2
            for ch in text:
                index, advance = self._shapes[ch]
                indexes.append(index)
                positions.append(QPointF(x, y))
                x += advance
        out = QGlyphRun()
        out.setRawFont(self.raw)
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
        # Drawn once per zoom into an image of what is in view, then copied: a repaint for
        # an overlay or a counter costs a copy, not thousands of hexagons.
        self._cache = LayerCache(self, self._draw, layout.size * self.BAND, self._draw_quick)
        label_font = QFont()
        label_font.setPointSizeF(layout.size * 0.2)
        labels = _Glyphs(label_font)
        label_font.setBold(True)
        self._words = _Glyphs(label_font)
        half = layout.height / 2
        bands: dict[int, _Band] = {}
        self._colours: dict[str, QColor] = {}
        # Every hex is the first one's outline moved, and a hexside's corners and the
        # neighbour across it are the same for every hex: found once, not per hex.
        first = Hex(0, 0)
        x0, y0 = layout.center(first)
        outline = hex_polygon(layout, first)
        self._sides = [(*_side_corners(outline, x0, y0, *layout.center(neighbor(first, d))),
                        d) for d in range(6)]
        self._lowest = min((0, *board.levels.values()))  # a hex not in levels is at 0
        ground = not board.flat or bool(board.buildings)
        band_height = layout.size * self.BAND
        for h in board.hexes():
            cx, cy = layout.center(h)
            key = int(cy // band_height)
            band = bands.get(key) or bands.setdefault(key, _Band())
            poly = outline.translated(cx - x0, cy - y0)
            terrain = board.terrain_at(h)
            colour = _fill(board, h)
            if colour is not None:
                name = colour.name()
                self._colours[name] = colour
                band.fills.setdefault(name, QPainterPath()).addPolygon(poly)
            band.grid.addPolygon(poly)
            if terrain in band.marks:
                add_marks(band.marks[terrain], terrain, cx, cy, layout.size)
            if ground:
                self._add_ground(band, key, h, poly, cx, cy)
            labels.add(key, board.label(h), cx, cy - half + 1 + labels.raw.ascent())
        for key, band in bands.items():
            for path in band.fills.values():
                path.setFillRule(Qt.FillRule.WindingFill)
            band.labels = labels.run(key)
            band.text = self._words.run(key)
            band.rect = band.grid.boundingRect().adjusted(-4, -4, 4, 4)
        self._band_of = bands
        self._bands = tuple(bands[k] for k in sorted(bands))
        self._board_rect = QRectF()
        for band in self._bands:
            self._board_rect |= band.grid.boundingRect()
        self._bounds = self._board_rect.adjusted(-4, -4, 4, 4)

    def _add_ground(self, band: _Band, key: int, h: Hex, poly: QPolygonF, cx: float,
                    cy: float) -> None:
        """Total Warfare ground: a tint per level and a contour on each hexside where the
        level changes, roads from centre to each neighbouring road, a building's outline,
        and the level and CF written in the hex."""
        board, s = self.board, self.layout.size
        level = board.level(h)
        road = board.has_road(h)
        if level > self._lowest or road:  # a contour is drawn by the higher hex
            for a, b, mid_x, mid_y, d in self._sides:
                n = neighbor(h, d)
                if not board.contains(n):
                    continue
                if board.level(n) < level:
                    band.contours.append(QLineF(poly.at(a), poly.at(b)))
                if road and board.has_road(n):
                    band.roads.append(QLineF(cx, cy, cx + mid_x, cy + mid_y))
        if h in board.roads:
            band.road_hexes.append(QPointF(cx, cy))
        building = board.building(h)
        if building is not None:
            corners = [poly.at(i) for i in range(6)]
            # A roof inset above the hex's centre, clear of the CF text under it.
            lift = 0.1 * s
            inset = QPolygonF([QPointF(cx + (p.x() - cx) * 0.45,
                                       cy - lift + (p.y() - cy) * 0.45) for p in corners])
            band.buildings.addPolygon(inset)
            band.buildings.closeSubpath()
        words = self._words_of(h)
        if words:
            self._words.add(key, words, cx, cy + 0.62 * s, h if building else None)

    def _words_of(self, h: Hex) -> str:
        """What is written in a hex: its building's kind, CF left and height (and
        basement), and its level."""
        words = []
        building = self.board.building(h)
        if building is not None:
            cf = max(0, building.cf - self.damage.get(h, 0))
            words.append(f"{building.kind.value[0].upper()}{cf}/{building.height}"
                         + (f"-{building.basement}" if building.basement else ""))
        level = self.board.level(h)
        if level:
            words.append(f"L{level}")
        return " ".join(words)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self._cache.paint(painter, option.exposedRect, widget)

    def set_damage(self, damage: Mapping[Hex, int]) -> None:
        """Buildings hit: their CF left rewritten, and only their hexes drawn again (a
        layer is built in 63 ms for a 64 x 68 hill country)."""
        changed = {h for h in _differing(self.damage, damage) if self.board.building(h)}
        self.damage = damage
        keys = {self._words.rewrite(h, self._words_of(h)) for h in changed}
        for key in keys:
            self._band_of[key].text = self._words.run(key)
        self._cache.redraw(self._around(changed, self.layout.size))

    def adopt(self, previous: TerrainLayer) -> None:
        """Takes the views' images of the layer this one replaces (in the same scene), and
        draws anew only around the hexes that changed."""
        if previous.layout != self.layout or (previous.board.columns, previous.board.rows) \
                != (self.board.columns, self.board.rows):
            return
        changed = _changed_hexes(previous.board, self.board) | _differing(
            previous.damage, self.damage)
        # A hex and its neighbours' contours and roads.
        dirty = self._around(changed, 2 * self.layout.size)
        self._cache.adopt(previous._cache, dirty)

    def _around(self, hexes: set[Hex], reach: float) -> QRectF:
        """The scene rect holding every square of side ``2 * reach`` centred on a hex."""
        out = QRectF()
        for h in hexes:
            x, y = self.layout.center(h)
            out |= QRectF(x - reach, y - reach, 2 * reach, 2 * reach)
        return out

    def sharpening(self) -> bool:
        """Whether a view still shows part of the terrain scaled from an earlier zoom."""
        return self._cache.busy()

    def _draw_quick(self, painter: QPainter, exposed: QRectF) -> None:
        """The ground's colours alone: a large view's first picture, for the frame or two
        its whole drawing takes (a seventh of the cost on a 64 x 68 board at half scale;
        the antialiased grid is most of the rest)."""
        self._paint_colours(painter, self._bands_in(exposed), exposed)

    def _bands_in(self, exposed: QRectF) -> list[_Band]:
        return [b for b in self._bands if b.rect.intersects(exposed)]

    def _paint_colours(self, painter: QPainter, bands: list[_Band], exposed: QRectF) -> None:
        # Antialiased filling of thousands of hexagons costs ~10x more than plain filling,
        # so clear ground is one rectangle and other ground is filled plainly: its edges
        # lie under the antialiased grid lines drawn on top.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(self._board_rect & exposed, theme.TERRAIN_FILL[Terrain.CLEAR])
        for band in bands:
            for name, path in band.fills.items():
                painter.fillPath(path, self._colours[name])

    def _draw(self, painter: QPainter, exposed: QRectF) -> None:
        bands = self._bands_in(exposed)
        self._paint_colours(painter, bands, exposed)
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        if lod * self.layout.size > 12:  # (marks lie inside their hexes: after all fills)
            for band in bands:
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
        # Square caps close a contour's corners as round ones do, at a third of the cost
        # (a round cap is stroked as curves whatever the clip).
        contour = QPen(theme.CONTOUR, s * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap)
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
