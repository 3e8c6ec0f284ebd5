"""``btdesk autoplay``: whole games without a window, each side played by the computer
(``bot``, ``bot:LEVEL``) or by uniformly random legal commands (``random``), for tests,
benches and balance.  Each side decides from its own view, as in the window; every
command goes through a session, so a refused one is an error the run reports."""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from btdesk.io.errors import one_line
from btdesk.model.commands import Command
from btdesk.model.errors import BtdeskError
from btdesk.model.state import GameState, Phase
from btdesk.opponent import DEFAULT_STRENGTH, STRENGTHS, decide, mine
from btdesk.rules import active_side, visible_to
from btdesk.session.game import Session

#: Commands after which a game that has not ended is called a draw (no hang).
COMMAND_LIMIT = 6000

Player = Callable[[GameState, str, random.Random, int], Command | None]


def player(kind: str) -> Player:
    """``bot``, ``bot:LEVEL`` or ``random``; anything else is a BtdeskError."""
    name, _, level = kind.partition(":")
    if name == "random" and not level:
        def uniform(state: GameState, side: str, rng: random.Random, _salt: int
                    ) -> Command | None:
            own = mine(visible_to(state, side), side)
            return rng.choice(own) if own else None
        return uniform
    level = level or DEFAULT_STRENGTH
    if name != "bot" or level not in STRENGTHS:
        raise BtdeskError(f"{kind}: a player is bot, bot:LEVEL (LEVEL one of "
                          f"{', '.join(STRENGTHS)}) or random")

    def computer(state: GameState, side: str, _rng: random.Random, salt: int
                 ) -> Command | None:
        decision = decide(visible_to(state, side), side, level, salt)
        return decision.command if decision is not None else None
    return computer


@dataclass(frozen=True)
class Result:
    winner: str | None
    turns: int
    commands: int
    seconds: float
    max_decision_ms: float
    players: dict[str, str]
    limit: bool  # stopped at COMMAND_LIMIT: a draw

    def json(self) -> str:
        return json.dumps({"winner": self.winner, "turns": self.turns,
                           "commands": self.commands, "seconds": round(self.seconds, 3),
                           "max_decision_ms": round(self.max_decision_ms, 1),
                           "players": self.players, "limit": self.limit})


def play_game(scenario: str, kinds: Mapping[str, str], seed: int,
              options: tuple[str, ...] = (), free_deployment: bool = False) -> Result:
    """One game; every side not in ``kinds`` is ``bot``."""
    started = time.perf_counter()
    session = Session.from_scenario(scenario, seed=seed, options=options,
                                    free_deployment=free_deployment)
    sides = [s.key for s in session.state.sides]
    unknown = sorted(set(kinds) - set(sides))
    if unknown:
        raise BtdeskError(f"--player {unknown[0]}: the scenario's sides are "
                          f"{', '.join(sides)}")
    chosen = {side: kinds.get(side, "bot") for side in sides}
    players = {side: player(kind) for side, kind in chosen.items()}
    rng = random.Random(seed)
    longest = 0.0
    count = 0
    for count in range(COMMAND_LIMIT):  # noqa: B007 (the count is reported)
        state = session.state
        if state.phase is Phase.GAME_OVER:
            break
        acting = active_side(state)
        command = None
        for side in [acting] if acting else sides:
            t = time.perf_counter()
            command = players[side](state, side, rng, seed)
            longest = max(longest, time.perf_counter() - t)
            if command is not None:
                break
        if command is None:
            raise BtdeskError(f"{scenario}, seed {seed}: no side has a command in the "
                              f"{state.phase.value} phase")
        session.submit(command)  # an illegal command raises: the run fails
    state = session.state
    over = state.phase is Phase.GAME_OVER
    return Result(state.winner if over else None, state.turn, len(session.log),
                  time.perf_counter() - started, longest * 1000, chosen, not over)


def autoplay(args: argparse.Namespace, options: tuple[str, ...],
             tell: Callable[[str], None]) -> int:
    """``btdesk autoplay``: whole games without a window; one JSON line a game with
    --json; non-zero if any game fails (an error, a refused command), each failure told
    in one line."""
    kinds = {}
    for item in args.player:
        side, _, kind = item.partition("=")
        if not side or not kind:
            raise BtdeskError(f"--player {item}: expected SIDE=PLAYER (bot, bot:LEVEL, random)")
        kinds[side] = kind
    failed = 0
    for game in range(args.games):
        seed = args.seed + game
        try:
            result = play_game(args.scenario_name, kinds, seed, options,
                               args.free_deployment)
        except BtdeskError as exc:
            failed += 1
            tell(f"btdesk autoplay: game {game + 1} (seed {seed}): {one_line(str(exc), 300)}")
            continue
        if args.json:
            print(result.json(), flush=True)
        else:
            print(f"game {game + 1} (seed {seed}): "
                  + (f"{result.winner} wins" if result.winner else "a draw")
                  + f" on turn {result.turns}, {result.commands} commands, "
                  f"{result.seconds:.1f} s, longest decision {result.max_decision_ms:.0f} ms",
                  flush=True)
    return 1 if failed else 0


def computer_sides(given: Sequence[str]) -> dict[str, str]:
    """``--computer SIDE[:LEVEL]`` as {side: level}; an unknown level is one clear line
    (an unknown side is the window's to say, once the scenario is read)."""
    out = {}
    for item in given:
        side, _, level = item.partition(":")
        level = level or DEFAULT_STRENGTH
        if not side or level not in STRENGTHS:
            raise BtdeskError(f"--computer {item}: expected SIDE or SIDE:LEVEL, LEVEL one of "
                              f"{', '.join(STRENGTHS)}")
        out[side] = level
    return out


__all__ = ["COMMAND_LIMIT", "Result", "autoplay", "computer_sides", "play_game", "player"]
