"""Answers the rules keep for the last game state asked about.

A state never changes, so what the rules work out from one state alone (the movement
search's occupancy for a mover, the line of sight between two units) holds while that
state is the one being asked about: the listing of a side's moves, or each weapon's
to-hit, asks the same again and again.  A weak reference tells the live state from a new
one that took its address, and asking about another state starts afresh, so nothing kept
outlives its use or goes stale.
"""

from __future__ import annotations

import weakref
from typing import Generic, TypeVar

from btdesk.model.state import GameState

K = TypeVar("K")
V = TypeVar("V")


class LastState(Generic[K, V]):
    def __init__(self) -> None:
        self._state: weakref.ref[GameState] | None = None
        self._kept: dict[K, V] = {}

    def of(self, state: GameState) -> dict[K, V]:
        """The answers kept for ``state``: none yet unless it was the last one asked."""
        if self._state is None or self._state() is not state:
            self._state = weakref.ref(state)
            self._kept = {}
        return self._kept
