"""How even a battle is, found by playing it: the matchup played out many times by
computer players, each side's share of wins with its uncertainty (a 95 % Wilson
interval), draws and games cut short counted apart.

The players are a small interface, :data:`Player`: given the state and a random
generator, a legal command.  :func:`random_player` plays uniformly random legal commands
(``btdesk.rules.legal_commands``): a stand-in for the computer opponent, which measures
how the forces fare under aimless play, not under good play, and says so in its
:attr:`Balance.players`.  A stronger player is passed in the same way.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from btdesk.io.scenarios import ScenarioSource, build_scenario, read_scenario
from btdesk.io.sheets import SheetLibrary
from btdesk.model.commands import Command
from btdesk.model.state import GameState, Phase
from btdesk.model.tables import RuleTables
from btdesk.rules import apply, initial_state, legal_commands

from .dice import SeededDice

Player = Callable[[GameState, random.Random], Command]
RANDOM_PLAYERS = "random legal commands (a stand-in for the computer opponent)"
MAX_COMMANDS = 3000  # a game not over by then counts as cut short


def random_player(state: GameState, rng: random.Random) -> Command:
    return rng.choice(legal_commands(state))


@dataclass(frozen=True)
class Balance:
    sides: tuple[str, ...]
    wins: dict[str, int]
    draws: int
    cut_short: int
    games: int
    players: str = RANDOM_PLAYERS
    names: dict[str, str] = field(default_factory=dict)

    def chance(self, side: str) -> tuple[float, float, float]:
        """The side's share of the games (draws and cut-short games count as not won),
        with the 95 % Wilson interval around it."""
        return wilson(self.wins.get(side, 0), self.games)

    def text(self) -> str:
        if not self.games:
            return "no games played yet"
        parts = []
        for side in self.sides:
            p, low, high = self.chance(side)
            parts.append(f"{self.names.get(side, side)} {p:.0%} ({low:.0%}–{high:.0%})")
        rest = f"; draws {self.draws}" + (f", cut short {self.cut_short}" if self.cut_short
                                          else "")
        return (f"{', '.join(parts)} over {self.games} games{rest}; 95 % intervals; "
                f"players: {self.players}")


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float, float]:
    if games == 0:
        return 0.0, 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def play_one(start: GameState, seed: int, player: Player,
             max_commands: int = MAX_COMMANDS) -> str | None:
    """One game from ``start`` with the dice tape ``seed``: the winner's side key, ""
    for a draw, None if it was cut short."""
    state, dice, rng = start, SeededDice(seed), random.Random(seed)
    for _ in range(max_commands):
        if state.phase is Phase.GAME_OVER:
            return state.winner or ""
        state, _ = apply(state, player(state, rng), dice)
    return state.winner or "" if state.phase is Phase.GAME_OVER else None


def estimate(source: ScenarioSource | Path, tables: RuleTables, library: SheetLibrary,
             options: tuple[str, ...] = (), games: int = 20, seed: int = 0,
             player: Player = random_player, players: str = RANDOM_PLAYERS,
             progress: Callable[[Balance], bool] | None = None) -> Balance:
    """Play ``games`` games of the battle (seeds ``seed`` … ``seed + games - 1``).
    ``progress`` is told the tally after each game; returning False stops early."""
    read = source if isinstance(source, ScenarioSource) else read_scenario(source)
    scenario = build_scenario(read, tables, library)
    start = initial_state(scenario, library.sheets, tables, tuple(sorted(options)), False)
    sides = tuple(s.key for s in scenario.sides)
    names = {s.key: s.name for s in scenario.sides}
    wins = dict.fromkeys(sides, 0)
    draws = cut = 0
    tally = Balance(sides, dict(wins), 0, 0, 0, players, names)
    for n in range(games):
        outcome = play_one(start, seed + n, player)
        if outcome is None:
            cut += 1
        elif outcome:
            wins[outcome] += 1
        else:
            draws += 1
        tally = Balance(sides, dict(wins), draws, cut, n + 1, players, names)
        if progress is not None and not progress(tally):
            break
    return tally
