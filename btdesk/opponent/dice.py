"""The computer opponent's own dice, for its what-ifs."""

from __future__ import annotations

import random


class OwnDice:
    """The opponent's own dice for what-ifs: a ``random.Random`` it seeded, never the
    game's tape (reading that would tell it rolls to come; drawing from it would move
    every later roll of the game)."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        return tuple(self._rng.randint(1, 6) for _ in range(count))


__all__ = ["OwnDice"]
