"""The standard record sheet's second part (Total Warfare): the internal structure
diagram, the Heat Scale with the 'Mech's heat marked, and its heat sinks, drawn in
millimetres under the armour sheet on screen and as its own page in print.  A game
with the standard rules on shows it for every 'Mech; the Quick-Start sheet is unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from btdesk.model.standard import scale_effects
from btdesk.model.state import UnitState
from btdesk.model.tables import RuleTables
from btdesk.model.units import LOCATION_NAMES, UnitDefinition, UnitKind
from btdesk.rules.modules.standard import heat_sinks, sinks_hit, structure_of, tables_rules

from .geometry import Block, Square, block_height, block_width, circle_grid
from .paint import FILLED, GREY, HOLLOW, INK, bar, cross, frame, pen, text

WIDTH = 190.0
HEIGHT = 118.0  # the panel's height (mm)
PITCH = 2.7
PER_ROW = 7  # seven a row: a 100-ton centre torso (31) fits above the heat data
GAP = 2.0
GRID = {"H": (2, 0), "LA": (0, 1), "LT": (1, 1), "CT": (2, 1), "RT": (3, 1), "RA": (4, 1),
        "LL": (1, 2), "RL": (3, 2)}
VEHICLE_GRID = {"F": (2, 0), "LS": (1, 1), "T": (2, 1), "RS": (3, 1), "R": (2, 2)}
VEHICLE_HEIGHT = 62.0  # a vehicle's panel: its structure diagram only (no heat)
SCALE_X, SCALE_W = 128.0, 62.0
ROW = 3.3  # one Heat Scale line
SINK = 3.6  # one heat sink box


def plays_standard(options: frozenset[str], definition: UnitDefinition) -> bool:
    """Whether a unit's sheet has the standard part: a 'Mech or vehicle in a standard
    game."""
    return "standard" in options and definition.kind in (UnitKind.MECH, UnitKind.VEHICLE)


def panel_height(definition: UnitDefinition) -> float:
    return HEIGHT if definition.kind is UnitKind.MECH else VEHICLE_HEIGHT


def structure_blocks(tables: RuleTables, definition: UnitDefinition, unit: UnitState | None,
                     x: float, y: float) -> list[Block]:
    """The internal structure diagram: a block of circles per location, the points lost
    ticked (the referee's clicks and the tests read it)."""
    points = structure_of(tables, definition)
    grid = {loc: at for loc, at in (GRID if definition.kind is UnitKind.MECH
                                    else VEHICLE_GRID).items() if loc in points}
    width = block_width(PITCH, PER_ROW)
    rows: dict[int, float] = {}
    for loc, (_, row) in grid.items():
        rows[row] = max(rows.get(row, 0.0), block_height(points[loc], PER_ROW, PITCH))
    tops, top = {}, y
    for row in sorted(rows):
        tops[row], top = top, top + rows[row] + GAP
    out = []
    for loc, (col, row) in grid.items():
        bx, by = x + col * (width + GAP), tops[row]
        lost = min(points[loc], unit.structure.get(loc, 0)) if unit else 0
        out.append(Block(loc, f"{LOCATION_NAMES[loc]} ({points[loc]})", bx, by, width,
                         block_height(points[loc], PER_ROW, PITCH),
                         tuple(circle_grid(points[loc], bx, by, lost, per_row=PER_ROW,
                                           pitch=PITCH)),
                         bool(unit and loc in unit.lost)))
    return out


def panel_blocks(tables: RuleTables, definition: UnitDefinition, unit: UnitState | None
                 ) -> list[Block]:
    """The structure diagram where the panel draws it."""
    width = 5 * block_width(PITCH, PER_ROW) + 4 * GAP
    return structure_blocks(tables, definition, unit, (SCALE_X - 4 - width) / 2, 16)


def heat_level_at(x: float, y: float, top_level: int) -> int | None:
    """The Heat Scale line at panel point (x, y) (mm), or None."""
    if not SCALE_X <= x <= SCALE_X + SCALE_W or y < 15:
        return None
    index = int((y - 15) // ROW)
    return top_level - index if 0 <= index <= top_level else None


def sink_boxes(tables: RuleTables, definition: UnitDefinition, unit: UnitState | None,
               x: float, y: float) -> list[Square]:
    count, _ = heat_sinks(tables, definition)
    out = sinks_hit(unit, definition) if unit else 0
    return [Square(x + (i % 20) * (SINK + 0.6), y + (i // 20) * (SINK + 0.6), SINK, i < out)
            for i in range(count)]


def paint_standard_panel(painter: QPainter, definition: UnitDefinition,
                         unit: UnitState | None, tables: RuleTables) -> None:
    """Draw the panel with its top-left corner at the painter's origin (mm)."""
    heat_rules = tables_rules(tables).heat
    mech = definition.kind is UnitKind.MECH
    bar(painter, 0, 0, WIDTH, 8, "INTERNAL STRUCTURE AND HEAT" if mech else "INTERNAL STRUCTURE",
        "Total Warfare standard rules")
    text(painter, 0, 10, SCALE_X - 4, 5, "INTERNAL STRUCTURE DIAGRAM", 3.0, bold=True,
         align=Qt.AlignmentFlag.AlignHCenter)
    for block in panel_blocks(tables, definition, unit):
        frame(painter, block.x, block.y, block.w, block.h, width=0.3)
        text(painter, block.x + 0.5, block.y + 0.3, block.w - 1, 3.8, block.title, 1.9,
             bold=True, align=Qt.AlignmentFlag.AlignHCenter)
        for c in block.circles:
            painter.setPen(pen(0.22))
            painter.setBrush(FILLED if c.ticked else HOLLOW)
            painter.drawEllipse(QRectF(c.x - c.r, c.y - c.r, 2 * c.r, 2 * c.r))
        if block.destroyed:
            cross(painter, block.x + 1, block.y + 4.5, block.w - 2, block.h - 5.5)
    if not mech:
        return
    _weapon_heat(painter, definition, tables)
    _sinks(painter, definition, unit, tables)
    _scale(painter, unit, scale_effects(heat_rules), heat_rules.automatic_shutdown)


def _weapon_heat(painter: QPainter, definition: UnitDefinition, tables: RuleTables) -> None:
    """Each weapon's heat (Total Warfare's weapons tables) and movement's, as the
    standard sheet's inventory and Heat Data print them."""
    heat = tables_rules(tables).heat
    top, width = HEIGHT - 48, SCALE_X - 4
    frame(painter, 0, top, width, 20, "HEAT DATA")
    text(painter, 30, top + 0.4, width - 33, 4,
         f"walking {heat.walk}, running {heat.run}, jumping {heat.jump_per_hex} a hex "
         f"(at least {heat.jump_minimum})", 2.2, align=Qt.AlignmentFlag.AlignRight)
    for i, w in enumerate(definition.weapons[:12]):
        col, row = divmod(i, 4)
        count = f"{w.quantity} × " if w.quantity > 1 else ""
        text(painter, 3 + col * (width - 4) / 3, top + 5 + row * 3.6, (width - 6) / 3, 3.6,
             f"{count}{w.name} ({w.location}): {heat.weapons.get(w.name, 0)}", 2.1)


def _sinks(painter: QPainter, definition: UnitDefinition, unit: UnitState | None,
           tables: RuleTables) -> None:
    count, double = heat_sinks(tables, definition)
    per = tables_rules(tables).heat.double_sink if double else tables_rules(tables).heat.single_sink
    top = HEIGHT - 26
    frame(painter, 0, top, SCALE_X - 4, 26, "HEAT SINKS")
    kind = "double" if double else "single"
    line = f"{count} {kind} ({count * per} points a turn)"
    if unit is not None:
        line += f" · heat {unit.heat}" + (" · SHUT DOWN" if unit.shutdown else "")
    text(painter, 30, top + 0.4, SCALE_X - 36, 4, line, 2.4,
         align=Qt.AlignmentFlag.AlignRight)
    for s in sink_boxes(tables, definition, unit, 3, top + 6):
        painter.setPen(pen(0.25))
        painter.setBrush(HOLLOW)
        painter.drawRect(QRectF(s.x, s.y, s.size, s.size))
        if double:
            painter.drawRect(QRectF(s.x + 0.8, s.y + 0.8, s.size - 1.6, s.size - 1.6))
        if s.ticked:
            cross(painter, s.x + 0.3, s.y + 0.3, s.size - 0.6, s.size - 0.6)


def _scale(painter: QPainter, unit: UnitState | None, effects: dict[int, str],
           top_level: int) -> None:
    """The Heat Scale, 30 at the top: each level's effect, the current heat filled."""
    frame(painter, SCALE_X, 10, SCALE_W, HEIGHT - 10, "HEAT SCALE")
    heat = unit.heat if unit is not None else -1
    for i, level in enumerate(range(top_level, -1, -1)):
        y = 15 + i * ROW
        mark = level == min(heat, top_level)
        painter.setPen(pen(0.2))
        painter.setBrush(INK if mark else HOLLOW)
        painter.drawRect(QRectF(SCALE_X + 2, y, 6, ROW - 0.3))
        text(painter, SCALE_X + 2, y, 6, ROW - 0.3, f"{level}{'+' if level == top_level else ''}",
             2.0, bold=True, align=Qt.AlignmentFlag.AlignHCenter,
             colour=QColor("white") if mark else INK)
        words = effects.get(level, "")
        if words:
            text(painter, SCALE_X + 9.5, y, SCALE_W - 11, ROW - 0.3, words, 1.9,
                 colour=INK if heat >= level else GREY)
