"""A map at a chosen hex size, cut into pages: plain millimetre arithmetic.

A hex's size is its width across flats, as a mapsheet's is measured: the standard
BattleTech mapsheet hex is 1.25 inches.  Each page prints a window of the map inside a
margin a printer can reach; neighbouring windows overlap, so the pages can be laid over
one another along the overlap and taped, and the same alignment marks fall on both.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from btdesk.hexgrid import Hex, Layout
from btdesk.io.errors import BtdeskError
from btdesk.model.board import Board

MM_PER_UNIT = {"in": 25.4, "mm": 1.0, "cm": 10.0}
STANDARD_HEX_MM = 1.25 * 25.4  # the mapsheet hex, across flats
MARGIN = 10.0  # mm of paper left blank all round: most printers cannot print the edge
OVERLAP = 12.0  # mm of map a page shares with its right and lower neighbours
_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(in|mm|cm)\s*")
SMALLEST, LARGEST = 5.0, 250.0  # mm: a hex a label fits in, and one a page holds


def parse_hex_size(text: str) -> float:
    """``"1.25in"``, ``"32mm"``, ``"12cm"`` → millimetres across flats."""
    match = _SIZE.fullmatch(text.lower())
    if match is None:
        raise BtdeskError(f"--hex-size {text!r}: give a number and a unit, like 1.25in, "
                          "32mm or 12cm")
    mm = float(match.group(1)) * MM_PER_UNIT[match.group(2)]
    if not SMALLEST <= mm <= LARGEST:
        raise BtdeskError(f"--hex-size {text!r}: a hex must be {SMALLEST:g} to "
                          f"{LARGEST:g} mm across")
    return mm


def describe_size(mm: float) -> str:
    """The size as a user would give it: inches for eighths of an inch, centimetres for
    whole ones, else millimetres."""
    inches = mm / 25.4
    if abs(inches * 8 - round(inches * 8)) < 1e-6:
        return f'{inches:g} in ({mm:.4g} mm)'
    return f"{mm / 10:g} cm" if abs(mm / 10 - round(mm / 10)) < 1e-6 else f"{mm:.4g} mm"


def print_layout(board: Board, hex_mm: float) -> tuple[Layout, float, float]:
    """The layout placing the board's top-left corner at (0, 0), and the map's width and
    height in mm (its hexes' bounding box)."""
    size = hex_mm / math.sqrt(3)  # centre to corner
    bare = Layout(size)
    xs: list[float] = []
    ys: list[float] = []
    for column in (1, min(2, board.columns), board.columns):
        for row in (1, board.rows):
            for x, y in bare.corners(Hex.from_offset(column, row)):
                xs.append(x)
                ys.append(y)
    layout = Layout(size, -min(xs), -min(ys))
    return layout, max(xs) - min(xs), max(ys) - min(ys)


@dataclass(frozen=True)
class Tile:
    """One page's window on the map: ``x``, ``y`` its top-left in map mm; ``name`` as
    the assembly sheet shows it (row letter, column number: A1, A2, ..., B1)."""

    row: int
    column: int
    x: float
    y: float
    w: float
    h: float

    @property
    def name(self) -> str:
        return f"{row_letters(self.row)}{self.column + 1}"


def row_letters(row: int) -> str:
    """A, B, ... Z, AA, AB, ...: a spreadsheet's row names."""
    out = ""
    row += 1
    while row:
        row, rest = divmod(row - 1, 26)
        out = chr(ord("A") + rest) + out
    return out


@dataclass(frozen=True)
class Tiling:
    map_w: float
    map_h: float
    area_w: float  # the printed window of one page
    area_h: float
    columns: int
    rows: int

    @property
    def tiles(self) -> tuple[Tile, ...]:
        step_x, step_y = self.area_w - OVERLAP, self.area_h - OVERLAP
        return tuple(Tile(r, c, c * step_x, r * step_y, self.area_w, self.area_h)
                     for r in range(self.rows) for c in range(self.columns))


def tile_map(map_w: float, map_h: float, page_w: float, page_h: float) -> Tiling:
    """The fewest upright pages covering the map, each window inside the margin, each
    overlapping its neighbours by OVERLAP."""
    def count(length: float, area: float) -> int:
        return max(1, math.ceil((length - OVERLAP) / (area - OVERLAP) - 1e-9))

    aw, ah = page_w - 2 * MARGIN, page_h - 2 * MARGIN
    return Tiling(map_w, map_h, aw, ah, count(map_w, aw), count(map_h, ah))
