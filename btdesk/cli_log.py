"""``btdesk log``: a saved game's Dice Log as text (to the terminal, or a file) or HTML.

A file is written whole or not at all (beside it first, then renamed into place, as
``btdesk print`` writes its PDFs), and never over the game it was read from or over any
other btdesk save: a mistyped ``--out`` must not cost a game.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def add_log_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    log = commands.add_parser(
        "log", help="a saved game's dice log as text or HTML",
        description="Write a saved game's Dice Log: every roll with what it was for, the "
                    "raw dice, and whether a referee typed it or btdesk rolled it. Text to "
                    "the terminal by default; --html (or an --out ending in .html) for a "
                    "page. Exit 1 with one line saying why if the save is unsound.")
    log.add_argument("file", type=Path, metavar="FILE")
    log.add_argument("--html", action="store_true", help="an HTML page instead of text")
    log.add_argument("--out", type=Path, metavar="FILE",
                     help="write to this file (replaced whole; never a btdesk save)")
    log.add_argument("--referee", action="store_true",
                     help="also tell what hidden units did while hidden (a referee's log)")


def write_log(args: argparse.Namespace) -> int:
    from btdesk.session.persist import open_session
    from btdesk.ui.log_export import as_html, as_text, write_log_file

    session = open_session(args.file)
    out: Path | None = args.out
    if out is None:
        render = as_html if args.html else as_text
        print(render(session, args.file.name, args.referee), end="")
        return 0
    html = write_log_file(session, args.file.name, out, args.file, args.html, args.referee)
    rolls = sum(1 for entry in session.log for e in entry.events
                if type(e).__name__ == "DiceRolled")
    print(f"{out}: the dice log of {len(session.log)} commands and {rolls} rolls, "
          f"{'HTML' if html else 'text'}")
    return 0
