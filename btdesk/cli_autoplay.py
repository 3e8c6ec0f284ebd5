"""``btdesk autoplay``'s command line: its parser (light: nothing of the rules loads
until it runs) and its run, which plays the games (``btdesk.autoplay``)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any


def add_parser(commands: Any) -> None:
    """The ``autoplay`` subcommand on ``commands`` (an argparse subparsers object)."""
    auto = commands.add_parser("autoplay", help="play whole games without a window, the "
                                                "computer or random commands on each side")
    auto.add_argument("scenario_name", metavar="SCENARIO", help="a built-in scenario or file")
    auto.add_argument("--player", action="append", default=[], metavar="SIDE=PLAYER",
                      help="who plays SIDE: bot (the default), bot:LEVEL or random")
    auto.add_argument("--games", type=int, default=1, metavar="N")
    auto.add_argument("--seed", type=int, default=1, metavar="S",
                      help="the first game's dice seed (the next games count up)")
    auto.add_argument("--json", action="store_true",
                      help="one JSON object a finished game, each on its own line")


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


__all__ = ["add_parser", "autoplay"]
