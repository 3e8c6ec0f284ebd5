"""Dice as the rules see them: injected, checked, and recorded.

Where the numbers come from (a seeded generator, a referee's typed rolls, a test
script, or a saved game's log) is the session's business; the rules only ask for
``count`` D6 "for" something, check the answer is really dice, and write a
:class:`DiceRolled` event so the roll is in the game's history, with whether a referee
typed it or a generator rolled it.
"""

from __future__ import annotations

from typing import Protocol

from btdesk.model.errors import IllegalCommand
from btdesk.model.events import DiceRolled, Event


class Dice(Protocol):
    def roll(self, count: int, purpose: str) -> tuple[int, ...]: ...


def typed_by(dice: Dice) -> bool | None:
    """Whether the roll ``dice`` just made was typed by a referee (its ``last_typed``):
    dice that do not say (a generator, a test's script) rolled it themselves."""
    typed = getattr(dice, "last_typed", False)
    return None if typed is None else bool(typed)


class Roller:
    def __init__(self, dice: Dice, events: list[Event]) -> None:
        self._dice = dice
        self._events = events

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        result = tuple(self._dice.roll(count, purpose))
        if len(result) != count or not all(isinstance(d, int) and 1 <= d <= 6 for d in result):
            raise IllegalCommand(f"{purpose}: expected {count} dice from 1 to 6, got {result}")
        self._events.append(DiceRolled(purpose, result, typed_by(self._dice)))
        return result

    def total(self, count: int, purpose: str) -> int:
        return sum(self.roll(count, purpose))

    def pick(self, count: int, purpose: str) -> int:
        """A fair random choice among ``count`` (up to six): 1D6, rolled again while above
        ``count``; the index picked, 0 for a lone candidate (no roll)."""
        assert 1 <= count <= 6
        if count == 1:
            return 0
        while (roll := self.total(1, purpose)) > count:
            pass
        return roll - 1


def chance_2d6(target: int) -> float:
    """Probability that 2D6 ≥ ``target`` (a target of 2 or less always hits in the QSR)."""
    if target <= 2:
        return 1.0
    if target > 12:
        return 0.0
    ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= target)
    return ways / 36
