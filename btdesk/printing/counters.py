"""Counters to cut out and play with on a printed map: one hex-shaped counter per unit, as
big as the map's hex (across flats), in its side's colour, with its name, its unit type
as the *BattleTech Quick-Start Rules* name it, and an arrow to its front hexside (the
counter is turned on the map to face as the unit does).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPolygonF

from btdesk.io.sheets import SheetLibrary
from btdesk.model.scenario import Scenario
from btdesk.model.state import GameState

from .map_tiles import MARGIN, describe_size
from .paint import GREY, INK, pen, text

Page = Callable[[QPainter, float, float], None]
GAP = 3.0  # mm between counters: room to cut


@dataclass(frozen=True)
class CounterSpec:
    name: str
    side: str  # the side's name
    colour: str  # '#rrggbb'
    kind: str  # BattleMech, Combat Vehicle, ...


def game_counters(state: GameState) -> list[CounterSpec]:
    """Every unit still in the game."""
    return [CounterSpec(u.name, state.side(u.side).name, state.side(u.side).colour,
                        state.definition(u).kind.display_name)
            for u in state.units if not u.removed]


def scenario_counters(scenario: Scenario, library: SheetLibrary) -> list[CounterSpec]:
    out = []
    for side in scenario.sides:
        for placed in side.units:
            definition = library.get(placed.sheet)
            out.append(CounterSpec(placed.name or definition.name, side.name, side.colour,
                                   definition.kind.display_name))
    return out


def counter_places(hex_mm: float, page_w: float, page_h: float
                   ) -> list[tuple[float, float]]:
    """Centres of the counters one page holds, in rows, inside the margin."""
    across_corners = 2 * hex_mm / math.sqrt(3)
    step_x, step_y = across_corners + GAP, hex_mm + GAP
    top = MARGIN + 8
    columns = max(1, int((page_w - 2 * MARGIN + GAP) // step_x))
    rows = max(1, int((page_h - top - MARGIN + GAP) // step_y))
    return [(MARGIN + across_corners / 2 + c * step_x, top + hex_mm / 2 + r * step_y)
            for r in range(rows) for c in range(columns)]


def counter_pages(counters: Sequence[CounterSpec], hex_mm: float, page_w: float,
                  page_h: float) -> list[Page]:
    if not counters:
        raise ValueError("no units to print counters for")
    places = counter_places(hex_mm, page_w, page_h)
    chunks = [counters[i:i + len(places)] for i in range(0, len(counters), len(places))]

    def page(chunk: Sequence[CounterSpec], n: int) -> Page:
        def draw(painter: QPainter, w: float, h: float) -> None:
            text(painter, MARGIN, MARGIN - 4, w - 2 * MARGIN, 5,
                 f"Counters, {describe_size(hex_mm)} across flats (a map hex of that size). "
                 f"Print at actual size (100 %). Page {n} of {len(chunks)}.", 2.4, colour=GREY)
            for spec, (cx, cy) in zip(chunk, places, strict=False):
                paint_counter(painter, spec, cx, cy, hex_mm)
        return draw
    return [page(chunk, n) for n, chunk in enumerate(chunks, start=1)]


def _hexagon(cx: float, cy: float, across_flats: float) -> QPolygonF:
    r = across_flats / math.sqrt(3)
    return QPolygonF([QPointF(cx + r * math.cos(math.radians(60 * i)),
                              cy + r * math.sin(math.radians(60 * i))) for i in range(6)])


def paint_counter(painter: QPainter, spec: CounterSpec, cx: float, cy: float,
                  hex_mm: float) -> None:
    """A flat-topped hex ``hex_mm`` across flats centred on (cx, cy): a border in the
    side's colour, the arrow to the front (top) hexside, the name and the unit type."""
    colour = QColor(spec.colour)
    line = 0.2
    painter.setPen(pen(line, INK))
    painter.setBrush(QBrush(colour))
    painter.drawPolygon(_hexagon(cx, cy, hex_mm - line))  # the line's outer edge: hex_mm
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor("white")))
    inner = hex_mm * 0.84
    painter.drawPolygon(_hexagon(cx, cy, inner))
    painter.setBrush(QBrush(colour))
    tip, base, half = cy - inner * 0.46, cy - inner * 0.26, inner * 0.12
    painter.drawPolygon(QPolygonF([QPointF(cx, tip), QPointF(cx + half, base),
                                   QPointF(cx - half, base)]))
    width = inner * 0.95
    text(painter, cx - width / 2, cy - inner * 0.2, width, inner * 0.22, spec.name,
         inner * 0.14, bold=True, align=Qt.AlignmentFlag.AlignHCenter)
    text(painter, cx - width / 2, cy + inner * 0.04, width, inner * 0.14, spec.kind,
         inner * 0.085, align=Qt.AlignmentFlag.AlignHCenter)
    text(painter, cx - width * 0.4, cy + inner * 0.19, width * 0.8, inner * 0.13, spec.side,
         inner * 0.075, align=Qt.AlignmentFlag.AlignHCenter, colour=GREY)
