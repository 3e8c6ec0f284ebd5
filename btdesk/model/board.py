"""The map: a rectangle of hexes, each with one terrain type."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from btdesk.hexgrid import Hex


class Terrain(StrEnum):
    """Terrain types of the Quick-Start map (QSR *Movement Basics*)."""

    CLEAR = "clear"
    LIGHT_WOODS = "light_woods"
    HEAVY_WOODS = "heavy_woods"

    @property
    def display_name(self) -> str:
        return _DISPLAY[self]


_DISPLAY = {t: t.value.replace("_", " ").capitalize() for t in Terrain}


@dataclass(frozen=True)
class Board:
    """``terrain`` holds only the hexes that are not clear, so a board is cheap to copy."""

    name: str
    columns: int
    rows: int
    terrain: Mapping[Hex, Terrain] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        if not (1 <= self.columns <= 999 and 1 <= self.rows <= 999):
            raise ValueError(f"board size {self.columns}×{self.rows} is outside 1..999")
        if not isinstance(self.terrain, MappingProxyType):
            object.__setattr__(self, "terrain", MappingProxyType(dict(self.terrain)))

    @property
    def label_digits(self) -> int:
        return 2 if self.columns <= 99 and self.rows <= 99 else 3

    def label(self, h: Hex) -> str:
        return h.label_with(self.label_digits)

    def contains(self, h: Hex) -> bool:
        return 1 <= h.column <= self.columns and 1 <= h.row <= self.rows

    def terrain_at(self, h: Hex) -> Terrain:
        return self.terrain.get(h, Terrain.CLEAR)

    def hexes(self) -> Iterator[Hex]:
        for column in range(1, self.columns + 1):
            for row in range(1, self.rows + 1):
                yield Hex.from_offset(column, row)
