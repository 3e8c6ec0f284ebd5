"""Record-sheet geometry in millimetres, as plain values.

The painter draws exactly what this module lays out, so what a test counts here (circles
per location, circles ticked) is what the page shows, on screen, in a PDF and on paper.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from btdesk.model.state import UnitState
from btdesk.model.units import LOCATION_NAMES, MECH_REAR, UnitDefinition, UnitKind

PITCH = 3.3  # mm between circle centres, unless a layout has room for more
MAX_PITCH = 4.2
GROUP = 5  # circles in a row: the sheets lay armour out in groups of five
TITLE = 4.2  # mm for a block's title line
PAD = 1.6  # mm inside a block's frame
BLOCK_GAP = 2.5  # mm between blocks


def block_width(pitch: float = PITCH, per_row: int = GROUP) -> float:
    return per_row * pitch + 2 * PAD + 0.8


@dataclass(frozen=True)
class Circle:
    x: float
    y: float
    r: float
    ticked: bool
    shaded: bool = False  # the trooper circle on a battle armor sheet


@dataclass(frozen=True)
class Square:
    x: float
    y: float
    size: float
    ticked: bool
    label: str = ""


@dataclass(frozen=True)
class Block:
    location: str
    title: str
    x: float
    y: float
    w: float
    h: float
    circles: tuple[Circle, ...]
    destroyed: bool = False


def circle_grid(count: int, x: float, y: float, ticked: int, shaded_last: bool = False,
                per_row: int = GROUP, pitch: float = PITCH) -> list[Circle]:
    """``count`` circles in rows of ``per_row``, the first ``ticked`` of them ticked; every
    fifth row is followed by a small gap so long columns stay countable."""
    radius = pitch * 0.38
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        gap = (row // 5) * 1.0
        out.append(Circle(x + PAD + 0.4 + pitch / 2 + col * pitch,
                          y + TITLE + PAD + pitch / 2 + row * pitch + gap,
                          radius, i < ticked, shaded_last and i == count - 1))
    return out


def block_height(count: int, per_row: int = GROUP, pitch: float = PITCH) -> float:
    rows = max(1, math.ceil(count / per_row))
    return TITLE + 2 * PAD + rows * pitch + ((rows - 1) // 5) * 1.0


# (column, row) of each armour block in the diagram
# (a Total Warfare sheet's torso rear armour goes in a fourth row, under the legs)
MECH_GRID = {"H": (2, 0), "LA": (0, 1), "LT": (1, 1), "CT": (2, 1), "RT": (3, 1), "RA": (4, 1),
             "LL": (1, 2), "RL": (3, 2), "LTR": (1, 3), "CTR": (2, 3), "RTR": (3, 3)}
VEHICLE_GRID = {"F": (1, 0), "LS": (0, 1), "T": (1, 1), "RS": (2, 1), "R": (1, 2)}
FRONT_OF = {rear: front for front, rear in MECH_REAR.items()}


def grid_of(definition: UnitDefinition) -> dict[str, tuple[int, int]]:
    return MECH_GRID if definition.kind is UnitKind.MECH else VEHICLE_GRID


def _row_heights(definition: UnitDefinition, pitch: float) -> tuple[list[str], dict[int, float]]:
    """The locations the diagram draws, in grid order, and each grid row's height (its
    tallest block's) at ``pitch``: what sizing and laying out the diagram share."""
    grid = grid_of(definition)
    circles = definition.armor_circles
    present = [loc for loc in grid if loc in circles]
    heights: dict[int, float] = {}
    for loc in present:
        row = grid[loc][1]
        heights[row] = max(heights.get(row, 0.0), block_height(circles[loc], pitch=pitch))
    return present, heights


def diagram_size(definition: UnitDefinition, pitch: float) -> tuple[float, float]:
    """Width and height of the armour diagram at ``pitch``."""
    grid = grid_of(definition)
    present, heights = _row_heights(definition, pitch)
    columns = max(grid[loc][0] for loc in present) + 1
    width = columns * block_width(pitch) + (columns - 1) * BLOCK_GAP
    return width, sum(heights.values()) + BLOCK_GAP * (len(heights) - 1)


def fitting_pitch(definition: UnitDefinition, width: float, height: float) -> float:
    """The largest pitch (up to MAX_PITCH) at which the diagram fits the space."""
    pitch = MAX_PITCH
    while pitch > 2.4:
        w, h = diagram_size(definition, pitch)
        if w <= width and h <= height:
            return pitch
        pitch -= 0.1
    return pitch


def armor_blocks(definition: UnitDefinition, unit: UnitState | None, x: float,
                 y: float, pitch: float = PITCH) -> list[Block]:
    """The armour diagram of a 'Mech or vehicle with its top-left corner at (x, y)."""
    grid = grid_of(definition)
    circles = definition.armor_circles
    present, heights = _row_heights(definition, pitch)
    tops: dict[int, float] = {}
    top = y
    for row in sorted(heights):
        tops[row] = top
        top += heights[row] + BLOCK_GAP
    out = []
    width = block_width(pitch)
    for loc in present:
        col, row = grid[loc]
        bx = x + col * (width + BLOCK_GAP)
        by = tops[row]
        armor = circles[loc]
        taken = min(armor, unit.damage.get(loc, 0)) if unit else 0
        lost = bool(unit and FRONT_OF.get(loc, loc) in unit.lost)
        out.append(Block(loc, f"{LOCATION_NAMES[loc]} ({armor})", bx, by, width,
                         block_height(armor, pitch=pitch),
                         tuple(circle_grid(armor, bx, by, taken, pitch=pitch)), lost))
    return out


def trooper_rows(definition: UnitDefinition, unit: UnitState | None, x: float,
                 y: float, pitch: float = 4.6) -> list[Block]:
    """Battle armor: one row per trooper, its armour circles and the shaded trooper circle
    (QSR Elite, *Armor Value*: capacity = Armor Value + 1)."""
    data = definition.infantry
    assert data is not None
    capacity = data.trooper_capacity
    damage = (unit.trooper_damage if unit and unit.trooper_damage else (0,) * data.troopers)
    out = []
    h = block_height(capacity, per_row=capacity, pitch=pitch)
    w = block_width(pitch, capacity)
    for i in range(data.troopers):
        by = y + i * (h + 1.5)
        out.append(Block(f"trooper {i + 1}", f"Trooper {i + 1}", x, by, w, h,
                         tuple(circle_grid(capacity, x, by, damage[i], shaded_last=True,
                                           per_row=capacity, pitch=pitch)),
                         damage[i] >= capacity))
    return out


def trooper_boxes(definition: UnitDefinition, unit: UnitState | None, x: float, y: float,
                  per_row: int = 14, size: float = 5.0) -> list[Square]:
    """Conventional infantry: one box per trooper, marked left to right as troopers fall."""
    data = definition.infantry
    assert data is not None
    lost = unit.troopers_lost if unit else 0
    return [Square(x + (i % per_row) * (size + 0.8), y + (i // per_row) * (size + 0.8), size,
                   i < lost, str(i + 1)) for i in range(data.troopers)]


def mechwarrior_boxes(hits: int, needed: Mapping[int, int], boxes: int, x: float, y: float,
                      size: float = 3.4, gap: float = 1.6) -> list[Square]:
    """The MechWarrior damage track: one box per hit it can take, each labelled with the
    consciousness roll that hit calls for, the last one "Dead" (rules-notes §5)."""
    return [Square(x + i * (size + gap), y, size, i < hits,
                   "Dead" if i == boxes - 1 else str(needed.get(i + 1, "")))
            for i in range(boxes)]


def weapon_rows(definition: UnitDefinition) -> list[range]:
    """Per weapons-inventory row, the weapon instances it stands for (as
    ``UnitDefinition.weapon_instances`` numbers them: a row of quantity 2 is two)."""
    rows, start = [], 0
    for w in definition.weapons:
        rows.append(range(start, start + w.quantity))
        start += w.quantity
    return rows


def ammo_boxes(shots: int, used: int, x: float, y: float, size: float = 2.2,
               per_row: int = 20) -> list[Square]:
    return [Square(x + (i % per_row) * (size + 0.5), y + (i // per_row) * (size + 0.5), size,
                   i < used) for i in range(shots)]
