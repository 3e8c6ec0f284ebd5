"""``btdesk log``: a saved game's Dice Log as text (to the terminal, or a file) or HTML.

A file is written whole or not at all (beside it first, then renamed into place, as
``btdesk print`` writes its PDFs), and never over the game it was read from or over any
other btdesk save: a mistyped ``--out`` must not cost a game.
"""

from __future__ import annotations

import argparse
import contextlib
import os
from pathlib import Path

from btdesk.io.errors import BtdeskError, printable

HTML_SUFFIXES = (".html", ".htm")


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
    from btdesk.ui.log_export import as_html, as_text

    session = open_session(args.file)
    out: Path | None = args.out
    html = args.html or (out is not None and out.suffix.lower() in HTML_SUFFIXES)
    render = as_html if html else as_text
    text = render(session, args.file.name, args.referee)
    if out is None:
        print(text, end="")
        return 0
    _check_target(out, args.file)
    from btdesk.io.atomic import write_atomic

    try:
        write_atomic(out, printable(text, keep="\n").encode("utf-8"), keep_backup=False)
    except OSError as exc:
        raise BtdeskError(f"{out}: could not write the log ({exc.strerror or exc})") from None
    rolls = sum(1 for entry in session.log for e in entry.events
                if type(e).__name__ == "DiceRolled")
    print(f"{out}: the dice log of {len(session.log)} commands and {rolls} rolls, "
          f"{'HTML' if html else 'text'}")
    return 0


def _check_target(out: Path, source: Path) -> None:
    """Refuse to write the log over its own game, over any save, or onto a folder."""
    from btdesk.io.saves import SUFFIX, is_save

    if out.is_dir():
        raise BtdeskError(f"{out}: is a folder; give a file name for the log")
    if out.exists():
        same = False
        with contextlib.suppress(OSError):
            same = os.path.samefile(out, source)
        if same or (out.is_file() and is_save(out)):
            raise BtdeskError(f"{out}: is a btdesk saved game; the log is not written over "
                              "it (choose another --out)")
    elif out.name.endswith(SUFFIX):
        raise BtdeskError(f"{out}: a log is not a saved game; name it .txt or .html")
