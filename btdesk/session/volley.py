"""Which rolls a command will ask for, found by trying it (a dry run) before it is made.

A state is a value and applying a command is pure, so the command can be applied to the
game as it stands with dice that only record what is asked, and the result thrown away.
How many rolls a volley needs, though, can depend on its own dice: a to-hit roll that
misses needs no hit location, a cluster roll decides how many locations follow.  So the
plan is honest about what it knows: given the dice typed so far (in order), it runs the
command with them and stops at the first roll nobody has typed yet, which it names
exactly (how many dice, and what for).  Type that roll and plan again; once the command
runs to its end on typed dice alone, the plan is complete and those are all its rolls.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Sequence
from dataclasses import dataclass

from btdesk.model.commands import Command
from btdesk.model.errors import BtdeskError
from btdesk.model.state import GameState
from btdesk.rules import apply

Roll = tuple[int, str]  # (how many dice, what for)
MAX_ROLLS = 200  # a dry run asking more is stopped: a re-roll loop on the probe's dice


class _Stop(Exception):
    """The dry run reached a roll it has no dice for."""


@dataclass(frozen=True)
class RollPlan:
    """``rolls``: the rolls asked so far in order, the typed ones and then (unless
    ``complete``) the next one needed; ``complete``: the typed dice carry the command to
    its end; ``refusal``: why the rules refuse the command with these dice, if they do."""

    rolls: tuple[Roll, ...]
    complete: bool
    refusal: str = ""


class _PlanDice:
    def __init__(self, typed: Sequence[tuple[int, ...]]) -> None:
        self.typed = list(typed)
        self.asked: list[Roll] = []

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        n = len(self.asked)
        self.asked.append((count, purpose))
        if n >= len(self.typed) or len(self.typed[n]) != count:
            raise _Stop
        return self.typed[n]


def plan_rolls(state: GameState, command: Command,
               typed: Sequence[tuple[int, ...]] = ()) -> RollPlan:
    """The rolls ``command`` asks for in ``state`` when its first rolls fall as ``typed``
    (a typed roll of the wrong number of dice is where it stops)."""
    dice = _PlanDice(typed)
    try:
        apply(state, command, dice)
    except _Stop:
        return RollPlan(tuple(dice.asked), False)
    except BtdeskError as exc:
        return RollPlan(tuple(dice.asked), False, str(exc))
    return RollPlan(tuple(dice.asked), True)


class _ProbeDice:
    def __init__(self) -> None:
        self._random = random.Random(0)
        self.asked = 0

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        self.asked += 1
        if self.asked > MAX_ROLLS:
            raise _Stop
        return tuple(self._random.randint(1, 6) for _ in range(count))


def probable_rolls(state: GameState, command: Command) -> int:
    """How many rolls ``command`` asks for on some fixed dice (0 if the rules refuse it):
    enough to tell a command that rolls once, or never, from a volley."""
    dice = _ProbeDice()
    with contextlib.suppress(_Stop, BtdeskError):
        apply(state, command, dice)
    return dice.asked
