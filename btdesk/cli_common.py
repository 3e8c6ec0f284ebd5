"""What btdesk's subcommands share: the flags that choose a game's rules; Qt offscreen,
with a native crash logged, for the commands that draw without a window; the rule tables
loaded once per command."""

from __future__ import annotations

import argparse
import os
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from btdesk.model.tables import RuleTables


def add_game_flags(parser: argparse.ArgumentParser, suppress: bool = False) -> list[str]:
    """The flags that choose a new game's rules, and their option strings: on ``btdesk``
    itself, and (``suppress``: absent unless given, so they do not undo the same flag
    given before the command) on the commands that start games of their own, such as
    ``autoplay``."""
    from btdesk.model.modules import MODULES

    unset: dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
    strings: list[str] = []

    def add(*names: str, **how: Any) -> None:
        strings.extend(parser.add_argument(*names, **unset, **how).option_strings)

    add("--free-deployment", action="store_true",
        help="players place their units in their deployment zones")
    add("--close-combat", choices=("none", "physical", "close-assault"),
        help="combat at 30 m or less: none (the default: with no other rule option, the "
             "BattleTech Quick-Start Rules as printed, walking and running only, with no "
             "Physical Attack or Heat Phase), physical attacks and Piloting Skill Rolls "
             "(Total Warfare; units with jump MP may jump) or Close Assault "
             "(BattleTechnology #6); a scenario file's own options are the defaults, and "
             "this replaces its close combat")
    add("--ambush", action="store_true",
        help="with --close-combat close-assault: the Special Infantry Ambush option (hidden "
             "infantry attack 'Mechs passing through)")
    add("--table-scale", metavar="SCALE",
        help="the table of miniatures, for the ruler, printed ranges and templates: "
             "tw-inches (Total Warfare, 2 inches a hex), tw-cm (5 cm a hex), close-assault "
             "(BattleTechnology #6, 12 cm a hex) or your own as custom-<mm>mm-<in|cm> (e.g. "
             "custom-75mm-cm); default: 12 cm with Close Assault or multi-model infantry, "
             "else 2 inches")
    for module in MODULES:  # the optional rule modules (btdesk/model/modules.py)
        needs = " and ".join(f"--close-combat {k.replace('_', '-')}" for k in module.requires)
        add(module.flag, dest=module.key, action="store_true",
            help=f"{module.name}" + (f" (with {needs})" if needs else ""))
    return strings


def use_offscreen() -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    log_native_crashes()


def log_native_crashes() -> None:
    """Before Qt loads: a Qt abort kills the process past every ``except``."""
    from btdesk.io import crashlog

    crashlog.log_native_crashes()


@cache
def rule_tables() -> RuleTables:
    """Loaded once per command, however many boards it imports."""
    from btdesk.io.tables import load_rule_tables

    return load_rule_tables().tables
