"""The map: a rectangle of hexes, each with one ground cover and, on a Total Warfare map,
a level, water depth, a road and a building.

The Quick-Start map knows only clear ground and woods; the extra layers hold only the
hexes that differ from flat, dry, roadless ground, so a Quick-Start board (and every
search over it) is exactly what it was, and :attr:`Board.flat` lets the rules keep their
fast paths for it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from types import MappingProxyType

from btdesk.hexgrid import Hex, hex_key


class Terrain(StrEnum):
    """A hex's ground cover: one per hex.  The first three are the Quick-Start map's
    (QSR *Movement Basics*); the rest are Total Warfare's, for maps that have them."""

    CLEAR = "clear"
    LIGHT_WOODS = "light_woods"
    HEAVY_WOODS = "heavy_woods"
    ROUGH = "rough"
    WATER = "water"
    PAVEMENT = "pavement"
    BUILDING = "building"

    @property
    def display_name(self) -> str:
        return _DISPLAY[self]


_DISPLAY = {t: t.value.replace("_", " ").capitalize() for t in Terrain}
QSR_TERRAIN = (Terrain.CLEAR, Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS)


class BuildingClass(StrEnum):
    """Total Warfare's building types, weakest first."""

    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"
    HARDENED = "hardened"


@dataclass(frozen=True)
class Building:
    """One building hex: its type, construction factor and height in levels above the
    hex's ground, and how many levels its basement goes down (0: none)."""

    kind: BuildingClass
    cf: int
    height: int
    basement: int = 0

    def __post_init__(self) -> None:
        if not (0 <= self.cf <= 9999 and 1 <= self.height <= 99 and 0 <= self.basement <= 9):
            raise ValueError(f"building CF {self.cf} / height {self.height} / basement "
                             f"{self.basement} out of range")


def _frozen(mapping: Mapping[Hex, object]) -> MappingProxyType[Hex, object]:
    return mapping if isinstance(mapping, MappingProxyType) else MappingProxyType(dict(mapping))


_EMPTY: Mapping[Hex, int] = MappingProxyType({})

# The most columns and rows a board may have.  What limits it is the window: drawing the
# map's terrain costs about 0.1 ms a hex, so a 999 × 999 map (hex labels allow it) took
# 25-102 s and up to 2.1 GB to open.  Measured with ``btdesk --smoke --map`` (the 16 × 17
# default map: 0.4 s idle), a 150 × 150 board opens in 1.0 s with woods, water and
# buildings in patches as on a real board, 1.9 s at worst (every hex a random terrain and
# level), in 160 MB; on the same 2-core machine busy with other work, 2.9 s and 4.5 s.
# 200 × 200 took 1.7 / 3.0 s idle (5.5 / 8.9 s busy), 300 × 300 3.6 / 6.9 s idle.
# 150 × 150 holds nine by eight MegaMek 16 × 17 sheets; combined boards rarely pass
# 100 × 100.
MAX_SIDE = 150
# The most a side of a map could be before that limit: a game saved on such a map by an
# earlier btdesk still opens (to be checked, printed or played on, slowly), never lost.
SAVED_MAX_SIDE = 999


@dataclass(frozen=True)
class Board:
    """``terrain`` holds only the hexes that are not clear, ``levels`` only those not at
    level 0, ``depths`` every water hex's depth (a water hex not in it is depth 1), so a
    board is cheap to copy and a flat one costs nothing extra."""

    name: str
    columns: int
    rows: int
    terrain: Mapping[Hex, Terrain] = field(default_factory=lambda: MappingProxyType({}))
    levels: Mapping[Hex, int] = field(default_factory=lambda: _EMPTY)
    depths: Mapping[Hex, int] = field(default_factory=lambda: _EMPTY)
    roads: frozenset[Hex] = frozenset()
    buildings: Mapping[Hex, Building] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        if not (1 <= self.columns <= SAVED_MAX_SIDE and 1 <= self.rows <= SAVED_MAX_SIDE):
            raise ValueError(f"board size {self.columns}×{self.rows} is outside "
                             f"1..{SAVED_MAX_SIDE}")
        for name in ("terrain", "levels", "depths", "buildings"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))
        if not isinstance(self.roads, frozenset):
            object.__setattr__(self, "roads", frozenset(self.roads))

    @cached_property
    def flat(self) -> bool:
        """No levels and no roads: what a step costs depends only on the hex it enters
        (water and buildings are that hex's own cost), so the movement search keeps its
        per-hex fast path, as on the Quick-Start map."""
        return not (self.levels or self.roads
                    or any(t is Terrain.PAVEMENT for t in self.terrain.values()))

    @cached_property
    def wet(self) -> bool:
        """Any water: a unit may be under it (line of sight asks on every look)."""
        return any(t is Terrain.WATER for t in self.terrain.values())

    @cached_property
    def relief(self) -> bool:
        """Levels, buildings or water: line of sight must weigh heights."""
        return bool(self.levels or self.buildings or self.wet)

    @cached_property
    def tops(self) -> Mapping[Hex, int]:
        """Each hex's highest solid level, its ground or its building's roof, where not 0
        (line of sight looks it up for every hex of every look)."""
        tops = dict(self.levels)
        for h, building in self.buildings.items():
            tops[h] = tops.get(h, 0) + building.height
        return {h: v for h, v in tops.items() if v}

    @cached_property
    def terrain_by_key(self) -> Mapping[int, Terrain]:
        """The terrain by hex key (``hexgrid.hex_key``): a look adds each step of a line's
        trace to its origin's key and looks the hex up without making it."""
        return {hex_key(h.q, h.r): kind for h, kind in self.terrain.items()}

    @cached_property
    def sight_cells(self) -> Mapping[int, tuple[int, Terrain | None, int]]:
        """By hex key, each hex that can stand in the way of a look between units on or
        above level 0, ground or a roof above it and woods, with its top, terrain and
        ground level: line of sight looks only these up, once each."""
        woods = (Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS)
        rising = {h for h, top in self.tops.items() if top > 0} | {
            h for h, kind in self.terrain.items() if kind in woods}
        return {hex_key(h.q, h.r): (self.tops.get(h, 0), self.terrain.get(h),
                                    self.levels.get(h, 0)) for h in rising}

    @cached_property
    def memo(self) -> dict[object, object]:
        """Answers the rules keep about this board alone (``rules/los.py``: lines of sight
        between hexes, and why a hex blocks them): a board never changes, and a new one (a
        collapse, an edit) starts with none, so nothing kept here can go stale."""
        return {}

    @property
    def label_digits(self) -> int:
        return 2 if self.columns <= 99 and self.rows <= 99 else 3

    def label(self, h: Hex) -> str:
        return h.label_with(self.label_digits)

    def contains(self, h: Hex) -> bool:
        return 1 <= h.column <= self.columns and 1 <= h.row <= self.rows

    def hex_name(self, h: Hex) -> str:
        """``h``'s label, or "off the map": a line of sight between two hexes of an edge
        may run along the hexsides of hexes beyond it."""
        return self.label(h) if self.contains(h) else "off the map"

    def terrain_at(self, h: Hex) -> Terrain:
        return self.terrain.get(h, Terrain.CLEAR)

    def level(self, h: Hex) -> int:
        """The ground's level (a water hex's: its surface)."""
        return self.levels.get(h, 0)

    def depth(self, h: Hex) -> int:
        """Water depth in levels; 0 for dry ground."""
        if self.terrain.get(h) is not Terrain.WATER:
            return 0
        return self.depths.get(h, 1)

    def floor(self, h: Hex) -> int:
        """Where a unit in the hex stands: the ground, or a water hex's bottom."""
        return self._floors.get(h, 0)

    @cached_property
    def _floors(self) -> dict[Hex, int]:
        """Every floor that is not level 0 (asked twice per look by line of sight)."""
        floors = {h: level for h, level in self.levels.items() if level}
        for h, kind in self.terrain.items():
            if kind is Terrain.WATER:
                floors[h] = floors.get(h, 0) - self.depth(h)
        return {h: v for h, v in floors.items() if v}

    def building(self, h: Hex) -> Building | None:
        return self.buildings.get(h)

    def road_hexes(self) -> frozenset[Hex]:
        """Every hex with a road or pavement (a walk over the few hexes that have any
        terrain, not over the whole board)."""
        return self.roads | frozenset(h for h, t in self.terrain.items()
                                      if t is Terrain.PAVEMENT)

    def has_road(self, h: Hex) -> bool:
        """A road, or pavement (a road everywhere in the hex)."""
        return h in self.roads or self.terrain.get(h) is Terrain.PAVEMENT

    def hexes(self) -> Iterator[Hex]:
        for column in range(1, self.columns + 1):
            for row in range(1, self.rows + 1):
                yield Hex.from_offset(column, row)

    def road_open(self, h: Hex) -> bool:
        """A road a unit may follow into ``h``: not one under water (a ford is depth 0)."""
        return self.has_road(h) and self.depth(h) == 0

    def ground_name(self, h: Hex) -> str:
        """The hex's ground in words: its cover, a water hex's depth, a building's type,
        CF and height."""
        kind = self.terrain_at(h)
        if kind is Terrain.WATER:
            return f"Water, depth {self.depth(h)}"
        building = self.building(h)
        if building is not None:
            down = building.basement
            return (f"{building.kind.value.capitalize()} building, CF {building.cf}, "
                    f"{building.height} level{'s' if building.height != 1 else ''}"
                    + (f", basement {down} level{'s' if down != 1 else ''} deep" if down
                       else ""))
        return kind.display_name

    def describe(self, h: Hex) -> str:
        """Everything about one hex, in words (hover text)."""
        parts = [self.ground_name(h)]
        if h in self.roads:
            parts.append("road")
        level = self.level(h)
        if level or self.levels:
            parts.append(f"level {level}")
        return ", ".join(parts)
