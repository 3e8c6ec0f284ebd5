"""Editing a map: a brush applied to hexes gives a new board.

The map editor (``ui/map_editor.py``) only picks the brush and the hexes; what a stroke
does to the board lives here, where it is typed and tested without widgets.  Boards are
values, so the editor's undo is a list of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import TypeVar

from btdesk.hexgrid import Hex

from .board import Board, Building, Terrain
from .frozen import replace

_V = TypeVar("_V")
MAX_LEVEL = 99  # the map format's bound (io/maps.py): levels -99..99, depth 0..99


class Layer(StrEnum):
    """What a brush paints."""

    TERRAIN = "terrain"  # the ground cover (water with its depth)
    LEVEL = "level"
    BUILDING = "building"
    ROAD = "road"  # on where the stroke starts on a hex without one, else off


@dataclass(frozen=True)
class Brush:
    layer: Layer
    terrain: Terrain = Terrain.CLEAR
    depth: int = 1  # painting water
    level: int = 0
    building: Building | None = None  # None with the building layer: demolish
    road: bool = True

    def __post_init__(self) -> None:
        if not 0 <= self.depth <= MAX_LEVEL or not -MAX_LEVEL <= self.level <= MAX_LEVEL:
            raise ValueError("level or depth outside the map format's range")
        if self.terrain is Terrain.BUILDING:
            raise ValueError("buildings are painted with the building layer")


def new_board(name: str, columns: int, rows: int) -> Board:
    """A clear, level board (Board checks the size)."""
    return Board(name, columns, rows)


def paint(board: Board, hexes: Iterable[Hex], brush: Brush) -> Board:
    """``board`` with ``brush`` applied to every hex of ``hexes`` on it.  A building stands
    on its hex's ground (its terrain becomes building); clear ground replaces one."""
    terrain = dict(board.terrain)
    levels = dict(board.levels)
    depths = dict(board.depths)
    roads = set(board.roads)
    buildings = dict(board.buildings)
    for h in hexes:
        if not board.contains(h):
            continue
        if brush.layer is Layer.TERRAIN:
            buildings.pop(h, None)
            depths.pop(h, None)
            _set(terrain, h, brush.terrain, Terrain.CLEAR)
            if brush.terrain is Terrain.WATER and brush.depth != 1:
                depths[h] = brush.depth
        elif brush.layer is Layer.LEVEL:
            _set(levels, h, brush.level, 0)
        elif brush.layer is Layer.BUILDING:
            if brush.building is None:
                if h in buildings:
                    del buildings[h]
                    terrain.pop(h, None)
            else:
                buildings[h] = brush.building
                terrain[h] = Terrain.BUILDING
                depths.pop(h, None)
        elif brush.road:
            roads.add(h)
        else:
            roads.discard(h)
    return replace(board, terrain=MappingProxyType(terrain), levels=MappingProxyType(levels),
                   depths=MappingProxyType(depths), roads=frozenset(roads),
                   buildings=MappingProxyType(buildings))


def _set(mapping: dict[Hex, _V], h: Hex, value: _V, default: _V) -> None:
    """Sparse layers keep only what differs from the default."""
    if value == default:
        mapping.pop(h, None)
    else:
        mapping[h] = value


def resized(board: Board, columns: int, rows: int) -> Board:
    """The board cut or extended to a new size; hexes outside it are dropped."""
    size = Board(board.name, columns, rows)

    def keep(mapping: Mapping[Hex, _V]) -> dict[Hex, _V]:
        return {h: v for h, v in mapping.items() if size.contains(h)}

    return replace(size, terrain=keep(board.terrain), levels=keep(board.levels),
                   depths=keep(board.depths),
                   roads=frozenset(h for h in board.roads if size.contains(h)),
                   buildings=keep(board.buildings))

