"""A unit's counter as drawn, and a scene of the ground and counters, with no rules.

What a counter shows is a :class:`CounterLook`, plain values the game's scene works out
from the game (:mod:`btdesk.ui.map_scene`), so painting never reads the rules, and the
map view needs only this scene's shape to find hexes and counters under the mouse.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from btdesk.hexgrid import Hex, Layout
from btdesk.model.board import Board

from . import theme
from .terrain_layer import TerrainLayer, map_layout


@dataclass(frozen=True)
class CounterLook:
    """What a counter draws: its label (the model code), side colour, shape, the health
    bar (armour or troopers ``left`` of ``full``), the 0204-B formation mark, how many
    riders its tab counts, and whether the 'Mech lies prone (it stands up before moving,
    and attacks on it take the prone modifiers)."""

    label: str
    colour: str
    infantry: bool
    left: int = 0
    full: int = 0
    formation: bool = False
    riders: int = 0
    prone: bool = False
    heat: int = 0  # the standard rules: a 'Mech's heat, shown once it has any
    shutdown: bool = False


class Counter(QGraphicsItem):
    """A round counter in side colour with a facing arrow (none for infantry)."""

    def __init__(self, uid: str, look: CounterLook, layout: Layout) -> None:
        super().__init__()
        self.unit_id = uid
        self.layout = layout
        self.look = look
        self.colour = QColor(look.colour)
        self.has_facing = not look.infantry
        r = layout.size * 0.66
        self._radius = r
        # Room for the riders' tab beyond the edge, whichever way the counter turns.
        edge = max(r + 8, r * 1.6)
        self._bounds = QRectF(-edge, -edge, 2 * edge, 2 * edge)
        # The counter's body, drawn and clicked alike: a rounded box for infantry, else a
        # disc.  A click beside it (on a unit sharing the hex) is not taken for it.
        self._body = QPainterPath()
        if look.infantry:
            self._body.addRoundedRect(QRectF(-r * 0.9, -r * 0.75, r * 1.8, r * 1.5), 5, 5)
        else:
            self._body.addEllipse(QPointF(0, 0), r, r)
        self._font = QFont()
        self._font.setPointSizeF(layout.size * 0.2)
        self._font.setBold(True)
        self._fitted: QFont | None = None
        self.setZValue(10)

    def set_look(self, look: CounterLook) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._body

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r, look = self._radius, self.look
        pen = QPen(theme.COUNTER_EDGE, 1.5)
        if look.prone:  # lying down: a dashed, heavier edge, and the word on it
            pen = QPen(theme.COUNTER_EDGE, 3.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(self.colour))
        painter.drawPath(self._body)
        if look.prone:  # a hatched rim, seen at any zoom, clear of the label
            inner = QPainterPath()
            inner.addEllipse(QPointF(0, 0), r * 0.7, r * 0.45)
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(theme.COUNTER_EDGE, Qt.BrushStyle.BDiagPattern))
            painter.drawPath(self._body.subtracted(inner))
            painter.restore()
        if self.has_facing:
            # Arrow at the top (north) of the unrotated counter; rotation gives facing.
            painter.setBrush(theme.COUNTER_EDGE)
            painter.drawPolygon(QPolygonF([QPointF(0, -r - 5), QPointF(-r * 0.32, -r * 0.55),
                                           QPointF(r * 0.32, -r * 0.55)]))
        painter.rotate(-self.rotation())  # text stays upright
        self._paint_health(painter, r)
        if look.formation or look.prone:  # 0204-B formation: no cover, hits tripled
            painter.setPen(theme.COUNTER_TEXT)
            painter.setFont(self._label_font())
            painter.drawText(QRectF(-r, -r * 1.05, 2 * r, r * 0.5),
                             Qt.AlignmentFlag.AlignCenter,
                             "formation" if look.formation else "PRONE")
        painter.setPen(theme.COUNTER_TEXT)
        painter.setFont(self._label_font())
        painter.drawText(QRectF(-r, -r * 0.45, 2 * r, r * 0.9), Qt.AlignmentFlag.AlignCenter,
                         look.label)
        if look.heat or look.shutdown:  # the standard rules' heat, under the label
            small = QFont(self._font)
            small.setPointSizeF(self._font.pointSizeF() * 0.62)
            small.setBold(True)
            painter.setFont(small)
            painter.setPen(QColor("#B00000"))
            painter.drawText(QRectF(-r, r * 0.32, 2 * r, r * 0.5), Qt.AlignmentFlag.AlignCenter,
                             "SHUT DOWN" if look.shutdown else f"heat {look.heat}")
        if look.riders:  # a tab on its east edge, where no facing arrow points: "+INF"
            tab = QRectF(r * 0.75, -r * 0.24, r * 0.8, r * 0.48)
            painter.setPen(QPen(theme.COUNTER_EDGE, 1.0))
            painter.setBrush(QBrush(self.colour.lighter(130)))
            painter.drawRoundedRect(tab, 3, 3)
            painter.setPen(theme.COUNTER_TEXT)
            small = QFont(self._font)
            small.setPointSizeF(self._font.pointSizeF() * 0.7)
            painter.setFont(small)
            painter.drawText(tab, Qt.AlignmentFlag.AlignCenter,
                             "+INF" if look.riders == 1 else f"+{look.riders}")

    def _paint_health(self, painter: QPainter, r: float) -> None:
        """A bar under the counter: armour (or troopers) left, red once below a third."""
        left, full = self.look.left, self.look.full
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
            width = QFontMetricsF(font).horizontalAdvance(self.look.label)
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


class MapBase(QGraphicsScene):
    """The ground and a counter per unit: what a map view shows and clicks on."""

    def __init__(self, board: Board, damage: Mapping[Hex, int] | None = None) -> None:
        super().__init__()
        self.layout = map_layout()
        self.setBackgroundBrush(theme.BACKGROUND)
        self.terrain = TerrainLayer(board, self.layout, damage)
        self.addItem(self.terrain)
        self.counters: dict[str, Counter] = {}
        self.setSceneRect(self.terrain.boundingRect().adjusted(-20, -20, 20, 20))

    def map_rect(self) -> QRectF:
        return self.terrain.boundingRect()
