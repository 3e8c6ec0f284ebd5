"""Scenarios: who fights where, set up how, and what wins."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from btdesk.hexgrid import Hex

from .board import Board


class Edge(StrEnum):
    NORTH = "north"
    SOUTH = "south"
    WEST = "west"
    EAST = "east"


@dataclass(frozen=True)
class DeploymentZone:
    """Hexes within ``depth`` rows/columns of ``edge`` (QSR: "within 3 hexes of the south
    edge"), or, where ``hexes`` is given, exactly those (an area painted on the map in the
    force builder; ``edge`` then says which way the side faces)."""

    edge: Edge
    depth: int
    hexes: frozenset[Hex] = frozenset()

    def describe(self) -> str:
        """Where the zone is, for a refusal: "within 3 of the south edge"."""
        if self.hexes:
            return f"the {len(self.hexes)} hexes painted for it"
        return f"within {self.depth} of the {self.edge.value} edge"

    def contains(self, board: Board, h: Hex) -> bool:
        if not board.contains(h):
            return False
        if self.hexes:
            return h in self.hexes
        if self.edge is Edge.NORTH:
            return h.row <= self.depth
        if self.edge is Edge.SOUTH:
            return h.row > board.rows - self.depth
        if self.edge is Edge.WEST:
            return h.column <= self.depth
        return h.column > board.columns - self.depth


@dataclass(frozen=True)
class Placement:
    sheet: str
    at: Hex | None  # None: placed by the player during set-up
    facing: int
    name: str = ""  # a callsign; defaults to the sheet's name
    aboard: int = 0  # riding the side's unit no. N (1-based; seed 003 歩兵輸送), 0: not


@dataclass(frozen=True)
class SideSetup:
    key: str
    name: str
    colour: str  # '#rrggbb'
    deployment: DeploymentZone
    units: tuple[Placement, ...]
    sets_up_first: bool = False


@dataclass(frozen=True)
class Scenario:
    key: str
    title: str
    source: str
    board: Board
    sides: tuple[SideSetup, ...]
    victory: str
    special_rules: tuple[str, ...] = ()
