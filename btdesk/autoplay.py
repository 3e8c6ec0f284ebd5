"""``btdesk autoplay``: whole games without a window, each side played by the computer
(``bot``, ``bot:LEVEL``), by uniformly random legal commands (``random``) or by the
greedy baseline (``greedy``: close in, fire at the nearest), for tests, benches and
balance.  Each side decides from its own view, as in the window; every
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
from btdesk.opponent import DEFAULT_STRENGTH, STRENGTHS, decide
from btdesk.opponent.baseline import greedy, uniform
from btdesk.rules import active_side, health, visible_to
from btdesk.session.game import Session

#: Commands after which a game that has not ended is called a draw (no hang).
COMMAND_LIMIT = 6000
#: Turns in which no unit is harmed after which a game is called a draw: the rules end
#: a game only when one side is left, and two sides that can no longer hurt each other
#: (weapons gone, a unit that cannot reach the other) would play for ever.
QUIET_TURNS = 25

Player = Callable[[GameState, str, random.Random, int], Command | None]


#: The player kinds besides ``bot`` and ``bot:LEVEL``.
BASELINES = {"random": uniform, "greedy": greedy}
KINDS = "bot, bot:LEVEL (LEVEL one of {}), random or greedy"


def player(kind: str) -> Player:
    """``bot``, ``bot:LEVEL``, ``random`` or ``greedy``; anything else is a BtdeskError."""
    name, _, level = kind.partition(":")
    baseline = BASELINES.get(name)
    if baseline is not None and not level:
        def base(state: GameState, side: str, rng: random.Random, _salt: int
                 ) -> Command | None:
            return baseline(visible_to(state, side), side, rng)
        return base
    level = level or DEFAULT_STRENGTH
    if name != "bot" or level not in STRENGTHS:
        raise BtdeskError(f"{kind}: a player is " + KINDS.format(", ".join(STRENGTHS)))

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
    limit: bool  # called a draw: COMMAND_LIMIT commands, or QUIET_TURNS with no harm done
    decisions_ms: tuple[float, ...] = ()  # each decision's time, in the order made
    stopped: str = ""  # why a draw was called: "quiet" (QUIET_TURNS), "commands" (the limit)

    def percentile(self, share: float) -> float:
        """The decision time (ms) ``share`` of the decisions took at most."""
        ranked = sorted(self.decisions_ms)
        return ranked[round(share * (len(ranked) - 1))] if ranked else 0.0

    def json(self) -> str:
        return json.dumps({"winner": self.winner, "turns": self.turns,
                           "commands": self.commands, "seconds": round(self.seconds, 3),
                           "max_decision_ms": round(self.max_decision_ms, 1),
                           "median_decision_ms": round(self.percentile(0.5), 2),
                           "p95_decision_ms": round(self.percentile(0.95), 2),
                           "players": self.players, "limit": self.limit,
                           "stopped": self.stopped})


#: The colours the built-in scenarios draw their first and second sides in: ``--blue``
#: and ``--orange`` name those sides in a scenario whose sides are keyed otherwise.
COLOURS = ("blue", "orange")


def by_colour(name: str, sides: Sequence[str]) -> str:
    """A side's key from a name given on the command line: the key itself, or ``blue``
    / ``orange`` for the first / second side when no side has that key."""
    if name in sides or name not in COLOURS or len(sides) <= COLOURS.index(name):
        return name
    return sides[COLOURS.index(name)]


def players_of(kinds: Mapping[str, str], sides: Sequence[str]) -> dict[str, str]:
    """Each side's player kind, from the sides named on the command line (by key or
    colour; a side not named is ``bot``); a name that is no side is a BtdeskError."""
    keyed = {by_colour(name, sides): kind for name, kind in kinds.items()}
    unknown = sorted(set(keyed) - set(sides))
    if unknown:
        raise BtdeskError(f"--{unknown[0]}: the scenario's sides are {', '.join(sides)} "
                          "(or blue and orange, the first and second)")
    return {side: keyed.get(side, "bot") for side in sides}


def whole(state: GameState) -> tuple[tuple[int, int, bool], ...]:
    """What is left of each unit (armour circles or troopers; with the standard rules the
    structure under the armour too), and whether it fights."""
    return tuple((health(u, state.definition(u))[0], sum(u.structure.values()), u.active)
                 for u in state.units)


def play_game(scenario: str, kinds: Mapping[str, str], seed: int,
              options: tuple[str, ...] = (), free_deployment: bool = False,
              keep: Callable[[Session], None] | None = None) -> Result:
    """One game; every side not in ``kinds`` is ``bot``; ``keep`` is given the finished
    game's session (to save it, say)."""
    started = time.perf_counter()
    session = Session.from_scenario(scenario, seed=seed, options=options,
                                    free_deployment=free_deployment)
    sides = [s.key for s in session.state.sides]
    chosen = players_of(kinds, sides)
    players = {side: player(kind) for side, kind in chosen.items()}
    timed = {side for side, kind in chosen.items() if kind.startswith("bot")} or set(sides)
    rng = random.Random(seed)
    times: list[float] = []
    wear, harmed = whole(session.state), session.state.turn
    stopped = "commands"
    for _ in range(COMMAND_LIMIT):
        state = session.state
        if state.phase is Phase.GAME_OVER:
            stopped = ""
            break
        if whole(state) != wear:
            wear, harmed = whole(state), state.turn
        elif state.turn - harmed > QUIET_TURNS:
            stopped = "quiet"
            break
        acting = active_side(state)
        command = None
        # Commands anybody may give (a Close Assault's set-up, resolutions): the sides
        # are asked in turn, each first as often, so one that always has something to
        # give (random placements) cannot keep the other from ever being asked.
        turn = len(session.log) % len(sides)
        for side in [acting] if acting else sides[turn:] + sides[:turn]:
            t = time.perf_counter()
            command = players[side](state, side, rng, seed)
            if side in timed:
                times.append((time.perf_counter() - t) * 1000)
            if command is not None:
                break
        if command is None:
            raise BtdeskError(f"{scenario}, seed {seed}: no side has a command in the "
                              f"{state.phase.value} phase")
        session.submit(command)  # an illegal command raises: the run fails
    if keep is not None:
        keep(session)
    state = session.state
    over = state.phase is Phase.GAME_OVER
    return Result(state.winner if over else None, state.turn, len(session.log),
                  time.perf_counter() - started, max(times, default=0.0), chosen, not over,
                  tuple(times), stopped if not over else "")


def autoplay(args: argparse.Namespace, options: tuple[str, ...],
             tell: Callable[[str], None]) -> int:
    """``btdesk autoplay``: whole games without a window; one JSON line a game with
    --json; non-zero if any game fails (an error, a refused command), each failure told
    in one line."""
    kinds = {}
    for item in args.player:
        side, _, kind = item.partition("=")
        if not side or not kind:
            raise BtdeskError(f"--{side or 'SIDE'}: expected a PLAYER after it: "
                              + KINDS.format(", ".join(STRENGTHS)))
        player(kind)  # a bad kind or side is told once, before any game
        kinds[side] = kind
    first = Session.from_scenario(args.scenario_name, seed=args.seed, options=options)
    players_of(kinds, [s.key for s in first.state.sides])
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


__all__ = ["BASELINES", "COLOURS", "COMMAND_LIMIT", "KINDS", "QUIET_TURNS", "Result",
           "autoplay", "by_colour", "computer_sides", "play_game", "player", "players_of",
           "whole"]
