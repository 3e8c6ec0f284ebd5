"""The game as a value.

Only what the foundation needs today: who is where, facing which way, on which map.
The Quick-Start engine adds damage, phases and the event log to these same frozen
types; nothing here is ever mutated (design.md, *State, commands, events*).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from btdesk.hexgrid import Hex

from .board import Board
from .units import UnitDefinition


@dataclass(frozen=True)
class Side:
    key: str
    name: str
    colour: str


@dataclass(frozen=True)
class UnitState:
    uid: str  # unique in the game, e.g. 'attacker-1'
    name: str  # what the counter shows
    sheet: str  # key into GameState.definitions
    side: str
    position: Hex | None
    facing: int


@dataclass(frozen=True)
class GameState:
    scenario: str
    board: Board
    sides: tuple[Side, ...]
    units: tuple[UnitState, ...]
    definitions: Mapping[str, UnitDefinition] = field(
        default_factory=lambda: MappingProxyType({})
    )

    def __post_init__(self) -> None:
        if not isinstance(self.definitions, MappingProxyType):
            object.__setattr__(self, "definitions", MappingProxyType(dict(self.definitions)))

    def unit(self, uid: str) -> UnitState:
        for u in self.units:
            if u.uid == uid:
                return u
        raise KeyError(uid)

    def side(self, key: str) -> Side:
        for s in self.sides:
            if s.key == key:
                return s
        raise KeyError(key)

    def definition(self, unit: UnitState) -> UnitDefinition:
        return self.definitions[unit.sheet]
