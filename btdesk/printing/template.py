"""The Close Assault Hex template at true miniature scale (seed 000, 0204-B).

"The standard scale is set at 1 cm = 2.5 meters ... One 30-meter hex measures 12
centimeters across" (the numbers live in close_assault.yaml, ``scale``).  The 30 m hex
holds seven 10 m Tactical Hexes (4 cm across flats):
with flat tops, the centre hex and its six neighbours fill it exactly, the neighbours'
outer flats lying on the big hex's flats.  One Approach Hex sits outside each side.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPolygonF

from btdesk.hexgrid import FACING_NAMES
from btdesk.model.table_scale import TableScale
from btdesk.model.tables import CloseAssaultMatrix

from .paint import GREY, HOLLOW, INK, frame, paragraph, pen, text

OUTLINE = QColor("#b00000")  # the outer hex: the line to cut along
APPROACH = QBrush(QColor("#f4f1e4"))


def hex_points(cx: float, cy: float, across_flats: float) -> list[QPointF]:
    """Flat-topped hexagon corners."""
    r = across_flats / math.sqrt(3)
    return [QPointF(cx + r * math.cos(math.radians(60 * i)),
                    cy + r * math.sin(math.radians(60 * i))) for i in range(6)]


def tactical_centres(cx: float, cy: float, tactical: float) -> dict[str, tuple[float, float]]:
    """Centre 'C', the six ring hexes by facing name, and approach hexes 'A-<facing>'."""
    out = {"C": (cx, cy)}
    for facing, name in enumerate(FACING_NAMES):
        angle = math.radians(-90 + 60 * facing)  # north is up, clockwise
        for ring, label in ((1, name), (2, f"A-{name}")):
            d = ring * tactical
            out[label] = (cx + d * math.cos(angle), cy + d * math.sin(angle))
    return out


def paint_close_assault_template(painter: QPainter, matrix: CloseAssaultMatrix,
                                 page_w: float, page_h: float,
                                 table: TableScale | None = None,
                                 resolution: bool = True) -> None:
    """Draw the template on a page ``page_w`` × ``page_h`` mm (origin at its corner), its
    hex as big as the game's ``table`` scale makes a map hex (by default the variant's own
    scale, from ``close_assault.yaml``); ``resolution``: the matrix under it (a table
    state's page says its assault there instead)."""
    scale = matrix.scale
    across = hex_across_flats(matrix, table)
    tactical = across / scale.tactical_hexes_across
    cx, cy = page_w / 2, 18 + 2.5 * tactical
    text(painter, 0, 5, page_w, 7, "CLOSE ASSAULT HEX (Variant 0204-B)", 4.2, bold=True,
         align=Qt.AlignmentFlag.AlignHCenter)
    small_m = scale.hex_metres / scale.tactical_hexes_across
    named = f" ({table.name})" if table is not None else ""
    text(painter, 0, 11, page_w, 5,
         f"Scale 1 cm = {scale.hex_metres / (across / 10):.3g} m{named}: the "
         f"{scale.hex_metres} m hex is {across / 10:.3g} cm across flats, each {small_m:g} m "
         f"Tactical Hex {tactical / 10:.2g} cm. Print at 100% (no 'fit to page').", 2.4,
         align=Qt.AlignmentFlag.AlignHCenter, colour=GREY)
    centres = tactical_centres(cx, cy, tactical)
    for label, (x, y) in centres.items():
        approach = label.startswith("A-")
        painter.setPen(pen(0.3, GREY if approach else INK))
        painter.setBrush(APPROACH if approach else HOLLOW)
        painter.drawPolygon(QPolygonF(hex_points(x, y, tactical)))
        name = ("Centre" if label == "C" else f"Approach {label[2:]}" if approach else label)
        fits = min(1.0, tactical / 17)  # a small table scale: smaller names in small hexes
        text(painter, x - 15 * fits, y - 3 * fits, 30 * fits, 6 * fits, name,
             (3.0 if not approach else 2.6) * fits, bold=not approach,
             align=Qt.AlignmentFlag.AlignHCenter, colour=GREY if approach else INK)
    painter.setPen(pen(0.5, OUTLINE))
    painter.setBrush(HOLLOW)
    painter.drawPolygon(QPolygonF(hex_points(cx, cy, across)))
    _rose(painter, 28, 38)
    _scale_bar(painter, page_w - 68, 32, scale.hex_metres / (across / 10))
    if resolution:
        _matrix(painter, matrix, 12, cy + 2.5 * tactical + 4, page_w - 24)


def hex_across_flats(matrix: CloseAssaultMatrix, table: TableScale | None = None) -> float:
    """Millimetres across flats of the printed 30 m hex: the game's table scale's, else
    the variant's own."""
    return table.hex_mm if table is not None else matrix.scale.hex_cm * 10.0


def _rose(painter: QPainter, x: float, y: float) -> None:
    painter.setPen(pen(0.3))
    for facing, name in enumerate(FACING_NAMES):
        angle = math.radians(-90 + 60 * facing)
        end = QPointF(x + 9 * math.cos(angle), y + 9 * math.sin(angle))
        painter.drawLine(QPointF(x, y), end)
        text(painter, x + 13 * math.cos(angle) - 4, y + 13 * math.sin(angle) - 2, 8, 4,
             f"{facing} {name}", 2.2, align=Qt.AlignmentFlag.AlignHCenter)


def _scale_bar(painter: QPainter, x: float, y: float, metres_per_cm: float) -> None:
    """A 5 cm bar to check the printer kept the scale."""
    painter.setPen(pen(0.4))
    painter.drawLine(QPointF(x, y), QPointF(x + 50, y))
    for i in range(11):
        painter.drawLine(QPointF(x + 5 * i, y - (1.5 if i % 2 else 3)), QPointF(x + 5 * i, y))
    text(painter, x - 5, y + 0.5, 60, 4, f"5 cm = {5 * metres_per_cm:.3g} m", 2.4, bold=True,
         align=Qt.AlignmentFlag.AlignHCenter)
    text(painter, x - 5, y + 4.5, 60, 4, "measure to check the print scale", 2.0,
         align=Qt.AlignmentFlag.AlignHCenter, colour=GREY)


def _matrix(painter: QPainter, matrix: CloseAssaultMatrix, x: float, y: float,
            w: float) -> None:
    attackers = list(matrix.attacker_actions)
    defenders = list(matrix.defender_actions)
    cell = (w - 30) / len(attackers)
    row = 3.9
    frame(painter, x, y, w, 10 + row * (len(defenders) + 1) + 9,
          "Resolution matrix (Defender a-g down, Attacker A-G across)")
    for i, a in enumerate(attackers):
        text(painter, x + 30 + i * cell, y + 5.5, cell, row, f"{a} {matrix.attacker_actions[a]}",
             2.1, bold=True, align=Qt.AlignmentFlag.AlignHCenter)
    for j, d in enumerate(defenders):
        ry = y + 5.5 + row * (j + 1)
        text(painter, x + 2, ry, 28, row, f"{d} {matrix.defender_actions[d]}", 2.1, bold=True)
        for i, a in enumerate(attackers):
            text(painter, x + 30 + i * cell, ry, cell, row, str(matrix.result(d, a)), 2.3,
                 align=Qt.AlignmentFlag.AlignHCenter)
    names = ", ".join(f"{n} {matrix.result_names[n]}" for n in sorted(matrix.result_names))
    note = ("RECONSTRUCTED from the variant's result paragraphs (the printed table is not in "
            "btdesk's sources); correct it in close_assault.yaml if you own the original. "
            if matrix.reconstructed else "")
    paragraph(painter, x + 2, y + 7 + row * (len(defenders) + 1), w - 4, 10,
              f"Results: {names}. {note}", 1.9)

