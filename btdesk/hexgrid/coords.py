"""Hex coordinates: axial inside, ``CCRR`` labels only at the edges.

BattleTech maps use flat-topped hexes whose even-numbered columns sit half a hex
lower (rules-notes §1).  Algorithms are far simpler in axial/cube coordinates, so
a :class:`Hex` stores axial ``(q, r)`` and converts to the printed label on demand.
Facings run clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

#: Axial steps for facings 0..5 (N, NE, SE, S, SW, NW) with ``r`` growing southward.
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
FACING_NAMES: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")
MAX_LABEL_PART = 999
#: A hex as one integer, ``q * KEY_SPAN + r``, where a hot loop looks many up (line of
#: sight): an int adds and hashes in C without making a tuple, and translating a hex is
#: one addition.  One-to-one while ``|r| < KEY_SPAN // 2``, far beyond any board (labels
#: stop at 999), and order-preserving, so sorted keys are sorted hexes.
KEY_SPAN = 1 << 16


class Hex(NamedTuple):
    """A hex in axial coordinates; ``Hex(0, 0)`` is ``0101``, the top-left map hex.

    A NamedTuple, not a dataclass: hexes are hashed and compared on every step of every
    path search and line trace, and the tuple does that in C.  Note that a Hex *is* a
    tuple: tell one from a tie pair with ``isinstance(x, Hex)``.
    """

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    # --- offset (column, row), 1-based, even columns shifted down -------------------
    @classmethod
    def from_offset(cls, column: int, row: int) -> Hex:
        col0, row0 = column - 1, row - 1
        return cls(col0, row0 - (col0 - (col0 & 1)) // 2)

    @property
    def column(self) -> int:
        return self.q + 1

    @property
    def row(self) -> int:
        return self.r + (self.q - (self.q & 1)) // 2 + 1

    @classmethod
    def from_label(cls, label: str) -> Hex:
        """Parse ``"0101"`` or ``"012103"``: equal halves, column first."""
        text = label.strip()
        if not text.isdigit() or len(text) not in (4, 6):
            raise ValueError(f"not a hex label (expected 4 or 6 digits such as '0101'): {label!r}")
        half = len(text) // 2
        column, row = int(text[:half]), int(text[half:])
        if column < 1 or row < 1:
            raise ValueError(f"hex labels start at 01: {label!r}")
        return cls.from_offset(column, row)

    @property
    def label(self) -> str:
        """Two digits per part while both fit, three beyond (maps over 99 wide or tall)."""
        return self.label_with(2 if self.column <= 99 and self.row <= 99 else 3)

    def label_with(self, digits: int) -> str:
        """The label padded to ``digits`` per part, as a board wider than 99 prints it."""
        column, row = self.column, self.row
        if not (1 <= column <= MAX_LABEL_PART and 1 <= row <= MAX_LABEL_PART):
            raise ValueError(f"hex at column {column}, row {row} has no label (1..999)")
        return f"{column:0{digits}d}{row:0{digits}d}"

    def __str__(self) -> str:
        try:
            return self.label
        except ValueError:
            return f"Hex(q={self.q}, r={self.r})"

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)


def hex_key(q: int, r: int) -> int:
    return q * KEY_SPAN + r


def from_key(key: int) -> Hex:
    q = (key + KEY_SPAN // 2) // KEY_SPAN
    return tuple.__new__(Hex, (q, key - q * KEY_SPAN))  # (without the Python-level __new__)


def hex_round(q: float, r: float) -> Hex:
    """The hex containing fractional axial point ``(q, r)`` (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def neighbor(h: Hex, facing: int) -> Hex:
    """The hex across hexside ``facing`` (0 N … 5 NW)."""
    dq, dr = DIRECTIONS[facing % 6]
    return Hex(h.q + dq, h.r + dr)


def neighbors(h: Hex) -> Iterator[Hex]:
    for dq, dr in DIRECTIONS:
        yield Hex(h.q + dq, h.r + dr)


def distance(a: Hex, b: Hex) -> int:
    """Hex count; equals BattleTech range (attacker's neighbour to target inclusive)."""
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_to(a: Hex, b: Hex) -> int | None:
    """The facing that points from ``a`` to an adjacent ``b``; None if not adjacent."""
    step = (b.q - a.q, b.r - a.r)
    try:
        return DIRECTIONS.index(step)
    except ValueError:
        return None


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes exactly ``radius`` away, clockwise from the north-most one."""
    if radius == 0:
        return [center]
    out: list[Hex] = []
    h = Hex(center.q, center.r - radius)
    for facing in (2, 3, 4, 5, 0, 1):
        for _ in range(radius):
            out.append(h)
            h = neighbor(h, facing)
    return out


def turn_cost(from_facing: int, to_facing: int) -> int:
    """Hexsides turned the short way round (1 MP each in BattleTech)."""
    diff = (to_facing - from_facing) % 6
    return min(diff, 6 - diff)
