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


GROUP_GAP = 1.0  # mm between two groups of five in a row of ten


def armor_width(pitch: float, per_row: int) -> float:
    """An armour block's width: a row of ten is two groups of five, a little apart."""
    return block_width(pitch, per_row) + (per_row - 1) // GROUP * GROUP_GAP


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
                per_row: int = GROUP, pitch: float = PITCH, groups: bool = False
                ) -> list[Circle]:
    """``count`` circles in rows of ``per_row``, the first ``ticked`` of them ticked; every
    fifth row is followed by a small gap so long columns stay countable (and, with
    ``groups``, every fifth circle of a row)."""
    radius = pitch * 0.38
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        gap = (row // 5) * 1.0
        across = (col // GROUP) * GROUP_GAP if groups else 0.0
        out.append(Circle(x + PAD + 0.4 + pitch / 2 + col * pitch + across,
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
# A crowded sheet's: the rear torso beside the legs, under the arms and the centre torso.
COMPACT_MECH_GRID = {**MECH_GRID, "LTR": (0, 2), "CTR": (2, 2), "RTR": (4, 2)}
VEHICLE_GRID = {"F": (1, 0), "LS": (0, 1), "T": (1, 1), "RS": (2, 1), "R": (1, 2)}
FRONT_OF = {rear: front for front, rear in MECH_REAR.items()}


@dataclass(frozen=True)
class DiagramFit:
    """How an armour diagram is drawn in the room it has: circles a row, the pitch, and
    whether the rear torso goes beside the legs rather than in a row of its own."""

    pitch: float = PITCH
    per_row: int = GROUP
    compact: bool = False


# Tried in turn, each down to its smallest pitch, until one fits: the sheets' rows of five
# first; a long weapons list leaves less room, and then rows of ten (two groups of five).
FITS = ((GROUP, False, 2.8), (2 * GROUP, False, 2.6), (2 * GROUP, True, 2.4))


def grid_of(definition: UnitDefinition, compact: bool = False) -> dict[str, tuple[int, int]]:
    if definition.kind is not UnitKind.MECH:
        return VEHICLE_GRID
    return COMPACT_MECH_GRID if compact else MECH_GRID


def _row_heights(definition: UnitDefinition, fit: DiagramFit
                 ) -> tuple[list[str], dict[int, float]]:
    """The locations the diagram draws, in grid order, and each grid row's height (its
    tallest block's) at ``fit``: what sizing and laying out the diagram share."""
    grid = grid_of(definition, fit.compact)
    circles = definition.armor_circles
    present = [loc for loc in grid if loc in circles]
    heights: dict[int, float] = {}
    for loc in present:
        row = grid[loc][1]
        heights[row] = max(heights.get(row, 0.0),
                           block_height(circles[loc], fit.per_row, fit.pitch))
    return present, heights


def diagram_size(definition: UnitDefinition, fit: DiagramFit) -> tuple[float, float]:
    """Width and height of the armour diagram drawn as ``fit`` says."""
    grid = grid_of(definition, fit.compact)
    present, heights = _row_heights(definition, fit)
    columns = max(grid[loc][0] for loc in present) + 1
    width = columns * armor_width(fit.pitch, fit.per_row) + (columns - 1) * BLOCK_GAP
    return width, sum(heights.values()) + BLOCK_GAP * (len(heights) - 1)


def fitting_diagram(definition: UnitDefinition, width: float, height: float
                    ) -> DiagramFit | None:
    """The first way of :data:`FITS`, at the largest pitch (up to MAX_PITCH), that fits
    the space; None if none does."""
    for per_row, compact, smallest in FITS:
        pitch = MAX_PITCH
        while pitch >= smallest - 1e-9:
            fit = DiagramFit(round(pitch, 2), per_row, compact)
            w, h = diagram_size(definition, fit)
            if w <= width and h <= height:
                return fit
            pitch -= 0.1
    return None


def armor_blocks(definition: UnitDefinition, unit: UnitState | None, x: float,
                 y: float, fit: DiagramFit = DiagramFit()) -> list[Block]:
    """The armour diagram of a 'Mech or vehicle with its top-left corner at (x, y)."""
    grid = grid_of(definition, fit.compact)
    circles = definition.armor_circles
    pitch, per_row = fit.pitch, fit.per_row
    present, heights = _row_heights(definition, fit)
    tops: dict[int, float] = {}
    top = y
    for row in sorted(heights):
        tops[row] = top
        top += heights[row] + BLOCK_GAP
    out = []
    width = armor_width(pitch, per_row)
    for loc in present:
        col, row = grid[loc]
        bx = x + col * (width + BLOCK_GAP)
        by = tops[row]
        armor = circles[loc]
        taken = min(armor, unit.damage.get(loc, 0)) if unit else 0
        lost = bool(unit and FRONT_OF.get(loc, loc) in unit.lost)
        out.append(Block(loc, f"{LOCATION_NAMES[loc]} ({armor})", bx, by, width,
                         block_height(armor, per_row, pitch),
                         tuple(circle_grid(armor, bx, by, taken, per_row=per_row,
                                           pitch=pitch, groups=True)), lost))
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
