"""``btdesk autoplay``'s command line: its parser (light: nothing of the rules loads
until it runs) and its run, which plays the games (``btdesk.autoplay``)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

PLAYERS = ("PLAYER is bot (the computer at its strongest, the default), bot:LEVEL (LEVEL "
           "one of beginner, medium, strong), random (uniformly random legal commands) or greedy "
           "(closes in on the nearest enemy and fires at the nearest)")


def add_parser(commands: Any) -> None:
    """The ``autoplay`` subcommand on ``commands`` (an argparse subparsers object)."""
    auto = commands.add_parser(
        "autoplay", help="play whole games without a window, the computer or random "
                         "commands on each side",
        usage="btdesk autoplay [-h] [--SIDE PLAYER ...] [--games N] [--seed S] [--json] "
              "[game flags] SCENARIO",
        description="Play whole games without a window and report each. Who plays a side "
                    "is given as --SIDE PLAYER, SIDE a side's key in the scenario (the "
                    "built-in scenarios' are defender and attacker) or blue and orange for "
                    "the first and second side; " + PLAYERS + ". The game flags btdesk "
                    "takes (--close-combat, --standard, ...) may come before or after "
                    "'autoplay'. Exits non-zero if any game fails.")
    arguments(auto)


def arguments(auto: argparse.ArgumentParser) -> set[str]:
    """``autoplay``'s arguments on ``auto``; their option strings."""
    from btdesk.cli_common import add_game_flags

    strings = set(add_game_flags(auto, suppress=True)) | {"-h", "--help"}
    auto.add_argument("scenario_name", metavar="SCENARIO", help="a built-in scenario or file")
    for action in (
        auto.add_argument("--player", action="append", default=[], metavar="SIDE=PLAYER",
                          help="who plays SIDE, as --SIDE PLAYER does"),
        auto.add_argument("--games", type=int, default=1, metavar="N",
                          help="how many games (default 1)"),
        auto.add_argument("--seed", type=int, default=1, metavar="S",
                          help="the first game's dice seed (the next games count up)"),
        auto.add_argument("--json", action="store_true",
                          help="one JSON object a finished game, each on its own line: "
                               "winner (null for a draw), turns, commands, seconds, "
                               "max_decision_ms, median_decision_ms, p95_decision_ms, "
                               "players"),
    ):
        strings.update(action.option_strings)
    return strings


def side_flags(argv: list[str]) -> list[str]:
    """``argv`` with each ``--SIDE PLAYER`` (or ``--SIDE=PLAYER``) after ``autoplay`` as
    ``--player SIDE=PLAYER``: a side's key is the scenario's, so argparse cannot know
    it; a flag of autoplay's own is left as it is."""
    if "autoplay" not in argv:
        return argv
    start = argv.index("autoplay") + 1
    known = arguments(argparse.ArgumentParser(add_help=False))
    out = argv[:start]
    rest = iter(argv[start:])
    for token in rest:
        name, equals, value = token.partition("=")
        if not token.startswith("--") or token == "--" or name in known:
            out.append(token)
            continue
        value = value if equals else next(rest, "")
        out += ["--player", f"{name[2:]}={value}"]
    return out


def autoplay(args: argparse.Namespace, options: tuple[str, ...],
             tell: Callable[[str], None]) -> int:
    """The games, with the flags' options (typed dice make no sense without a window:
    left out), checked as a new game's are."""
    from btdesk.autoplay import autoplay as play
    from btdesk.model.modules import check_modules
    from btdesk.model.state import MANUAL_DICE, OPTION_NAMES

    options = tuple(o for o in options if o != MANUAL_DICE)
    check_modules(options, dict(OPTION_NAMES))
    return play(args, options, tell)


__all__ = ["PLAYERS", "add_parser", "arguments", "autoplay", "side_flags"]
