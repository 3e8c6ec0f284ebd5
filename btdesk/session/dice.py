"""Where dice come from (design.md, *Dice are injected*).

- :class:`SeededDice`: the app rolls; the seed is kept with the game.
- :class:`ManualDice`: a referee types the physical dice rolled at the table.
- :class:`ScriptedDice`: tests say exactly what falls.
- :class:`ReplayDice`: a saved log's rolls, fed back in order, each checked against what
  it was for, so a replay that drifts from the record stops at the first difference.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from btdesk.model.commands import Command
from btdesk.model.errors import BtdeskError, IllegalCommand
from btdesk.model.events import DiceRolled, Event
from btdesk.model.frozen import replace
from btdesk.model.state import MANUAL_DICE, GameState
from btdesk.rules import Dice


class SeededDice:
    last_typed = False  # rolled by the generator
    """A fixed tape of dice: the n-th die of a game is the same whatever happens, and
    ``drawn`` is the place on the tape.  A saved game stores it.  Play only moves it
    forward (a roll taken back by undo is spent); :meth:`rewind` puts back the dice a
    refused command drew, and a save's place when it is opened."""

    def __init__(self, seed: int, drawn: int = 0) -> None:
        self.seed = seed
        self._random = random.Random(seed)
        self.drawn = 0
        self.rewind(drawn)

    def rewind(self, drawn: int) -> None:
        """Put the tape at ``drawn`` dice (back or forward)."""
        if drawn < self.drawn:
            self._random = random.Random(self.seed)
            self.drawn = 0
        for _ in range(drawn - self.drawn):
            self._die()

    def _die(self) -> int:
        self.drawn += 1
        return self._random.randint(1, 6)

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        return tuple(self._die() for _ in range(count))


class ScriptedDice:
    def __init__(self, values: Iterable[int]) -> None:
        self._values = list(values)
        self.asked: list[tuple[int, str]] = []

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        self.asked.append((count, purpose))
        if len(self._values) < count:
            raise IllegalCommand(f"the script has no dice left for: {purpose}")
        out, self._values = tuple(self._values[:count]), self._values[count:]
        return out

    @property
    def remaining(self) -> int:
        return len(self._values)


class ManualDice:
    """``ask(count, purpose)`` returns the dice the referee read off the table."""

    last_typed = True

    def __init__(self, ask: Callable[[int, str], Sequence[int]]) -> None:
        self._ask = ask

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        values = tuple(self._ask(count, purpose))
        if len(values) != count or not all(isinstance(v, int) and 1 <= v <= 6 for v in values):
            raise IllegalCommand(f"{purpose}: type {count} dice, each from 1 to 6")
        return values


Volley = Sequence[tuple[int, str, tuple[int, ...]]]  # (dice, what for, the dice typed)


class VolleyDice(ManualDice):
    """A referee's typed dice, a whole command's at once where it rolls several: before a
    command is applied, :meth:`plan` asks ``ask_volley(state, command)`` for every roll
    of it (None: ask roll by roll, as :class:`ManualDice` does), and the rolls then asked
    are served from that, each checked against what it was typed for."""

    def __init__(self, ask: Callable[[int, str], Sequence[int]],
                 ask_volley: Callable[[GameState, Command], Volley | None]) -> None:
        super().__init__(ask)
        self._ask_volley = ask_volley
        self._volley: list[tuple[int, str, tuple[int, ...]]] | None = None

    def plan(self, state: GameState, command: Command) -> None:
        """Called by the session before ``command`` is applied to ``state``; raises
        :class:`IllegalCommand` if the referee cancels (nothing is then done)."""
        self._volley = None
        volley = self._ask_volley(state, command)
        self._volley = list(volley) if volley is not None else None

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        if self._volley is None:
            return super().roll(count, purpose)
        if not self._volley or self._volley[0][:2] != (count, purpose):
            typed = f"{self._volley[0][0]}D6 for '{self._volley[0][1]}'" if self._volley \
                else "no more rolls"
            self._volley = None
            raise IllegalCommand(f"{purpose}: the rules ask for {count}D6 here, where the "
                                 f"dice were typed for {typed}; nothing was done")
        return self._volley.pop(0)[2]


def no_referee(count: int, purpose: str) -> Sequence[int]:
    """The dice of a typed-dice game opened where nobody can type them (``btdesk check``,
    ``btdesk print --game``): reading and replaying it needs none, and a new roll is
    refused rather than made up by a generator."""
    raise IllegalCommand(f"{purpose}: a referee types this game's dice, and none is asked here")


def default_dice(seed: int, options: Iterable[str], drawn: int = 0) -> Dice:
    """A game's dice as its options say: the seeded tape at ``drawn``, or, for a game a
    referee types the dice of, dice nobody types until the window asks the referee
    (a typed-dice game never falls back on generated dice)."""
    if MANUAL_DICE in options:
        return ManualDice(no_referee)
    return SeededDice(seed, drawn)


def with_typed(events: Iterable[Event], typed: bool) -> tuple[Event, ...]:
    """A game saved before each roll recorded who made it: its rolls said to be ``typed``
    or generated as its options say.  That is exact, not a guess: a typed-dice game never
    falls back on the generator, and a generated one never asks a referee."""
    return tuple(replace(e, typed=typed) if isinstance(e, DiceRolled) and e.typed is None
                 else e for e in events)


def made_by(roll: DiceRolled) -> str:
    """Who made a roll, as the Dice Log and its exports say it."""
    return {True: "typed", False: "generated", None: "not recorded"}[roll.typed]


class ReplayMismatch(BtdeskError):
    """A replayed game did not do what its log says it did."""


class ReplayDice:
    """``last_typed``: what the record says of the roll given last, so the replayed
    event is the recorded one."""

    def __init__(self, rolls: Iterable[DiceRolled]) -> None:
        self._rolls = list(rolls)
        self._next = 0
        self.last_typed: bool | None = False

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        if self._next >= len(self._rolls):
            raise ReplayMismatch(f"the rules asked for a roll the log does not have: {purpose}")
        recorded = self._rolls[self._next]
        self._next += 1
        if recorded.purpose != purpose or len(recorded.dice) != count:
            raise ReplayMismatch(f"the log rolled {len(recorded.dice)}D6 for "
                                 f"'{recorded.purpose}' where the rules now roll {count}D6 for "
                                 f"'{purpose}'")
        self.last_typed = recorded.typed
        return recorded.dice

    @property
    def unused(self) -> int:
        return len(self._rolls) - self._next
