"""Hex ↔ pixel for flat-topped hexes; pure arithmetic shared by the map and printing."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .coords import Hex, hex_round

_SQRT3 = math.sqrt(3)
# A unit hex's corners about its centre, clockwise from the east corner.
_UNIT_CORNERS = tuple((math.cos(math.radians(60 * i)), math.sin(math.radians(60 * i)))
                      for i in range(6))


@dataclass(frozen=True, slots=True)
class Layout:
    """``size`` is the centre-to-corner radius; ``origin`` is the centre of ``Hex(0, 0)``."""

    size: float
    origin_x: float = 0.0
    origin_y: float = 0.0

    @property
    def width(self) -> float:
        """Corner to corner."""
        return 2.0 * self.size

    @property
    def height(self) -> float:
        """Flat side to flat side."""
        return _SQRT3 * self.size

    def center(self, h: Hex) -> tuple[float, float]:
        x = self.size * 1.5 * h.q
        y = self.size * _SQRT3 * (h.r + h.q / 2.0)
        return (x + self.origin_x, y + self.origin_y)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """Six corners clockwise from the east corner (y grows downward)."""
        cx, cy = self.center(h)
        size = self.size
        return [(cx + size * x, cy + size * y) for x, y in _UNIT_CORNERS]

    def hex_at(self, x: float, y: float) -> Hex:
        px, py = (x - self.origin_x) / self.size, (y - self.origin_y) / self.size
        q = px / 1.5
        r = py / _SQRT3 - q / 2.0
        return hex_round(q, r)
