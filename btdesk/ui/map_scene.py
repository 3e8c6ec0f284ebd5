"""The hex map as a QGraphicsScene: one terrain layer item and one item per unit.

The terrain layer builds one QPainterPath per terrain type once, so a repaint is a
handful of path fills plus the labels of the hexes actually exposed; units are
separate items so a move repaints only its counter.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGlyphRun,
    QPainter,
    QPainterPath,
    QPen,
    QPixmapCache,
    QPolygonF,
    QRawFont,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from btdesk.hexgrid import Hex, Layout, neighbor
from btdesk.model.board import Board, Terrain
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import UnitDefinition
from btdesk.rules.condition import troopers_alive
from btdesk.rules.modules.anti_mech import host_of, mount_of

from . import theme
from .overlays import (
    PATH,
    SIGHT_CLEAR,
    TARGETED,
    FacingArrow,
    HexOutline,
    HitMarkers,
    LineOverlay,
    ReachOverlay,
    hex_polygon,
)


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


def short_name(definition: UnitDefinition) -> str:
    """The model code ('HBK-4G') for 'Mechs, else the first word, as counters print them."""
    return definition.name.split()[0].rstrip(",")


class UnitCounter(QGraphicsItem):
    """A round counter in side colour with a facing arrow (none for infantry)."""

    def __init__(self, unit: UnitState, definition: UnitDefinition, colour: str,
                 layout: Layout) -> None:
        super().__init__()
        self.unit_id = unit.uid
        self.definition = definition
        self.layout = layout
        self.colour = QColor(colour)
        self.has_facing = not definition.kind.is_infantry
        r = layout.size * 0.66
        self._radius = r
        # Room for the riders' tab beyond the edge, whichever way the counter turns.
        edge = max(r + 8, r * 1.6)
        self._bounds = QRectF(-edge, -edge, 2 * edge, 2 * edge)
        # The counter's body, drawn and clicked alike: a rounded box for infantry, else a
        # disc.  A click beside it (on a unit sharing the hex) is not taken for it.
        self._body = QPainterPath()
        if definition.kind.is_infantry:
            self._body.addRoundedRect(QRectF(-r * 0.9, -r * 0.75, r * 1.8, r * 1.5), 5, 5)
        else:
            self._body.addEllipse(QPointF(0, 0), r, r)
        self._font = QFont()
        self._font.setPointSizeF(layout.size * 0.2)
        self._font.setBold(True)
        self._fitted: QFont | None = None
        self.setZValue(10)
        self.riders: tuple[str, ...] = ()
        self.update_from(unit)

    def update_from(self, unit: UnitState, shift: tuple[float, float] = (0.0, 0.0),
                    riders: tuple[str, ...] = ()) -> None:
        """``shift``: fractions of the hex size, for units sharing a hex (a Close Assault,
        a steel wall, a 'Mech over infantry) so every counter shows.  ``riders``: the
        names of the infantry it carries (seed 003), drawn as a tab on the counter."""
        self.unit = unit
        self.riders = riders
        carrying = f", carrying {', '.join(riders)}" if riders else ""
        self.setToolTip(f"{unit.name} ({self.definition.kind.display_name}){carrying}")
        if unit.position is None or unit.removed:
            self.setVisible(False)
            return
        self.setVisible(True)
        self.setOpacity(0.55 if unit.hidden else 1.0)  # hidden: only its own side sees it
        x, y = self.layout.center(unit.position)
        self.setPos(QPointF(x + shift[0] * self.layout.size, y + shift[1] * self.layout.size))
        self.setRotation(60.0 * unit.facing if self.has_facing else 0.0)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._body

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._radius
        pen = QPen(theme.COUNTER_EDGE, 1.5)
        painter.setPen(pen)
        painter.setBrush(QBrush(self.colour))
        painter.drawPath(self._body)
        if self.has_facing:
            # Arrow at the top (north) of the unrotated counter; rotation gives facing.
            painter.setBrush(theme.COUNTER_EDGE)
            painter.drawPolygon(QPolygonF([QPointF(0, -r - 5), QPointF(-r * 0.32, -r * 0.55),
                                           QPointF(r * 0.32, -r * 0.55)]))
        painter.rotate(-self.rotation())  # text stays upright
        self._paint_health(painter, r)
        if self.unit.formation:  # 0204-B infantry in formation: no cover, hits tripled
            painter.setPen(theme.COUNTER_TEXT)
            painter.setFont(self._label_font())
            painter.drawText(QRectF(-r, -r * 1.05, 2 * r, r * 0.5),
                             Qt.AlignmentFlag.AlignCenter, "formation")
        painter.setPen(theme.COUNTER_TEXT)
        painter.setFont(self._label_font())
        painter.drawText(QRectF(-r, -r * 0.45, 2 * r, r * 0.9), Qt.AlignmentFlag.AlignCenter,
                         short_name(self.definition))
        if self.riders:  # a tab on its east edge, where no facing arrow points: "+INF"
            tab = QRectF(r * 0.75, -r * 0.24, r * 0.8, r * 0.48)
            painter.setPen(QPen(theme.COUNTER_EDGE, 1.0))
            painter.setBrush(QBrush(self.colour.lighter(130)))
            painter.drawRoundedRect(tab, 3, 3)
            painter.setPen(theme.COUNTER_TEXT)
            small = QFont(self._font)
            small.setPointSizeF(self._font.pointSizeF() * 0.7)
            painter.setFont(small)
            count = len(self.riders)
            painter.drawText(tab, Qt.AlignmentFlag.AlignCenter,
                             "+INF" if count == 1 else f"+{count}")

    def _paint_health(self, painter: QPainter, r: float) -> None:
        """A bar under the counter: armour (or troopers) left, red once below a third."""
        d, unit = self.definition, self.unit
        if d.infantry is not None:
            left, full = troopers_alive(unit, d), d.infantry.troopers
        else:
            full = d.total_armor
            left = full - sum(unit.damage.values())
        if full <= 0 or left >= full:
            return
        width, y = r * 1.6, r + 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.fillRect(QRectF(-width / 2, y, width, 4), QColor("#444444"))
        colour = QColor("#D55E00") if left * 3 < full else QColor("#009E73")
        painter.fillRect(QRectF(-width / 2, y, width * max(0, left) / full, 4), colour)

    def _label_font(self) -> QFont:
        """The counter's font, shrunk until the label fits inside the counter."""
        if self._fitted is None:
            font = QFont(self._font)
            room = self._radius * 1.7
            width = QFontMetricsF(font).horizontalAdvance(short_name(self.definition))
            if width > room:
                font.setPointSizeF(font.pointSizeF() * room / width)
            self._fitted = font
        return self._fitted


def spread(count: int, index: int) -> tuple[float, float]:
    """Where the ``index``-th of ``count`` counters in one hex sits, in hex sizes from the
    centre: side by side for two, a square for three or four (Total Warfare's two a
    side), round a small ring for more (a Close Assault's steel wall, up to seven).  With
    :func:`crowd_scale` no two counters overlap and all stay inside the hex."""
    if count < 2:
        return (0.0, 0.0)
    if count == 2:
        return (-0.42 if index == 0 else 0.42, 0.0)
    if count <= 4:
        return ((-0.3, 0.3, -0.3, 0.3)[index], (-0.3, -0.3, 0.3, 0.3)[index])
    angle = 2 * math.pi * index / count - math.pi / 2
    return (0.5 * math.cos(angle), 0.5 * math.sin(angle))


def crowd_scale(count: int) -> float:
    """A counter's scale in a hex of ``count`` (its radius is 0.66 hex sizes at 1)."""
    return 1.0 if count < 2 else 0.62 if count == 2 else 0.45 if count <= 4 else 0.38


class MapScene(QGraphicsScene):
    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.layout = map_layout()
        self.setBackgroundBrush(theme.BACKGROUND)
        self.terrain = TerrainLayer(state.board, self.layout, state.building_damage)
        self.addItem(self.terrain)
        self.counters: dict[str, UnitCounter] = {}
        colours = {s.key: s.colour for s in state.sides}
        for unit in state.units:
            counter = UnitCounter(unit, state.definition(unit), colours[unit.side], self.layout)
            self.counters[unit.uid] = counter
            self.addItem(counter)
        self.setSceneRect(self.terrain.boundingRect().adjusted(-20, -20, 20, 20))
        self.reach = ReachOverlay(self.layout)
        self.path = LineOverlay(self.layout, PATH)
        self.sight = LineOverlay(self.layout, SIGHT_CLEAR, z=9, dashed=True)
        self.selection = HexOutline(self.layout)
        self.targeted = HexOutline(self.layout, TARGETED)
        self.facing = FacingArrow(self.layout)
        self.hits = HitMarkers(self.layout)
        for item in (self.reach, self.path, self.sight, self.selection, self.targeted,
                     self.facing, self.hits):
            self.addItem(item)

    def refresh_ground(self, state: GameState) -> None:
        """Draw the ground again when the game changed it: a building hit (its CF) or
        collapsed (rubble on a new board).  Rare, so the whole layer is rebuilt."""
        if state.board is self.terrain.board and state.building_damage == self.terrain.damage:
            return
        self.removeItem(self.terrain)
        self.terrain = TerrainLayer(state.board, self.layout, state.building_damage)
        self.addItem(self.terrain)

    def refresh_units(self, state: GameState, uids: frozenset[str] | None = None) -> None:
        """Move, turn or hide exactly the counters whose units changed (and those sharing
        a hex with one, which step aside); and the ground, where the game changed it."""
        self.refresh_ground(state)
        shown = {u.uid for u in state.units}
        for uid, item in self.counters.items():
            if uid not in shown:  # hidden from this viewer
                item.setVisible(False)
        sharing: dict[object, list[str]] = {}
        riders: dict[str, list[str]] = {}
        # Seed 003 swarm attacks: a swarmer is drawn small on its host's counter, which
        # names it on its tab; it takes no place of its own in the hex.
        swarms = {u.uid: mount_of(state, u.uid) for u in state.units} if TW_INFANTRY.key \
            in state.options else {}
        for unit in state.units:
            host = swarms.get(unit.uid)
            if host is not None:
                doing = "swarming" if host_of(state, unit.uid) else "fighting swarmers"
                riders.setdefault(host, []).append(f"{unit.name} ({doing})")
            elif unit.position is not None and not unit.removed:
                sharing.setdefault(unit.position, []).append(unit.uid)
            if unit.carried_by is not None and not unit.removed:
                riders.setdefault(unit.carried_by, []).append(unit.name)
        for unit in state.units:
            host = swarms.get(unit.uid)
            anchor = host if host is not None else unit.uid
            together = sharing.get(unit.position, [anchor])
            counter = self.counters.get(unit.uid)
            if counter is None or not (uids is None or unit.uid in uids or len(together) > 1
                                       or unit.uid in riders or counter.riders
                                       or host is not None):
                continue
            scale = crowd_scale(len(together))
            x, y = spread(len(together), together.index(anchor) if anchor in together else 0)
            if host is not None:  # on the host's counter, up and to the right
                x, y = x + 0.3 * scale, y - 0.3 * scale
                scale *= 0.55
                counter.setZValue(11)  # above every counter (10)
            else:
                counter.setZValue(10)
            counter.update_from(unit, (x, y), tuple(riders.get(unit.uid, ())))
            counter.setScale(scale)

    def map_rect(self) -> QRectF:
        return self.terrain.boundingRect()
