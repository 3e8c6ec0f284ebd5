"""A game's Dice Log as a file a referee can keep: plain text, line for line as the
window's Dice Log shows it, or an HTML page whose rolls stand in a table (who made the
roll, what it was for, the raw dice, the total), each with the number of the log entry
it belongs to (the save's ``log[n]``).

No Qt here: ``btdesk log`` writes these without a window.  Everything taken from the
game (unit names, purposes) is escaped in the HTML; the text is cleaned for a terminal
by the command line's own output.
"""

from __future__ import annotations

import contextlib
import html
import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from btdesk.io.atomic import write_atomic
from btdesk.io.errors import BtdeskError, printable
from btdesk.io.saves import SUFFIX, is_save
from btdesk.model.events import DiceRolled
from btdesk.model.frozen import replace
from btdesk.model.rule_set import rules_line
from btdesk.model.state import MANUAL_DICE, OPTION_NAMES, GameState
from btdesk.session.dice import made_by
from btdesk.session.game import Session

from .events_text import describe, phase_name


@dataclass(frozen=True)
class LogLine:
    entry: int  # the log entry it belongs to, from 0 (the save's ``log[n]``)
    text: str  # as the window's Dice Log shows it
    roll: DiceRolled | None = None


def told(state: GameState, referee: bool) -> GameState:
    """The state the log is told against: a hidden unit's moves are told as secret, as
    the shared screen tells them, unless a ``referee`` asks for everything."""
    if not referee or not any(u.hidden for u in state.units):
        return state
    return replace(state, units=tuple(replace(u, hidden=False) if u.hidden else u
                                      for u in state.units))


def log_lines(session: Session, referee: bool = False) -> list[LogLine]:
    state = told(session.state, referee)
    return [LogLine(n, line, e if isinstance(e, DiceRolled) else None)
            for n, entry in enumerate(session.log) for e in entry.events
            if (line := describe(e, state))]


def heading(session: Session, name: str, referee: bool = False) -> list[str]:
    """The game, its rules and dice, where it stands, and how many rolls of each kind."""
    state = session.state
    kinds = Counter(made_by(line.roll) for line in log_lines(session, referee) if line.roll)
    dice = ("a referee types the dice rolled at the table" if MANUAL_DICE in session.options
            else "btdesk's generator rolls the dice")
    counted = ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items())) or "none yet"
    where = ("game over" if state.phase.value == "game_over"
             else f"turn {state.turn}, {phase_name(state)} phase")
    return [f"Dice log: {session.scenario.title} ({name})",
            f"{rules_line(session.options, dict(OPTION_NAMES))}; {dice}.",
            f"Now: {where}. {len(session.log)} commands logged; rolls: {counted}."
            + (" Hidden units' moves are told (a referee's log)." if referee else "")]


def as_text(session: Session, name: str, referee: bool = False) -> str:
    lines = [*heading(session, name, referee), ""]
    lines += [line.text for line in log_lines(session, referee)]
    return "\n".join(lines) + "\n"


STYLE = """
body { font-family: sans-serif; margin: 1.5em; color: #111; }
h1 { font-size: 1.3em; }
table { border-collapse: collapse; }
td, th { padding: 0.15em 0.6em; vertical-align: top; text-align: left; }
th { border-bottom: 1px solid #888; }
tr.roll td { background: #f4f4f4; }
tr.phase td { font-weight: bold; padding-top: 0.8em; }
td.n { color: #888; text-align: right; }
td.typed { color: #8a4b00; font-weight: bold; }
td.generated { color: #1d5a8a; }
td.dice { font-family: monospace; font-size: 1.1em; white-space: nowrap; }
"""


def as_html(session: Session, name: str, referee: bool = False) -> str:
    e = html.escape
    head = heading(session, name, referee)
    rows = ["<tr><th>Entry</th><th>Made</th><th>What happened, or what the roll was for</th>"
            "<th>Dice</th><th>Total</th></tr>"]
    for line in log_lines(session, referee):
        if line.roll is not None:
            who = made_by(line.roll)
            dice = " ".join(f"[{d}]" for d in line.roll.dice)
            rows.append(f'<tr class="roll"><td class="n">{line.entry}</td>'
                        f'<td class="{who.replace(" ", "-")}">{e(who)}</td>'
                        f"<td>{e(line.roll.purpose)}</td><td class=\"dice\">{e(dice)}</td>"
                        f"<td>{line.roll.total}</td></tr>")
        else:
            kind = ' class="phase"' if line.text.startswith("—") else ""
            rows.append(f'<tr{kind}><td class="n">{line.entry}</td><td></td>'
                        f'<td colspan="3">{e(line.text.strip())}</td></tr>')
    return "\n".join([
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        f"<title>{e(head[0])}</title>", f"<style>{STYLE}</style>", "</head>", "<body>",
        f"<h1>{e(head[0])}</h1>", *(f"<p>{e(h)}</p>" for h in head[1:]),
        "<table>", *rows, "</table>", "</body>", "</html>", ""])


HTML_SUFFIXES = (".html", ".htm")


def write_log_file(session: Session, name: str, out: Path, source: Path | None,
                   html: bool = False, referee: bool = False) -> bool:
    """Write the log to ``out`` whole or not at all (beside it, then renamed into place),
    as HTML if asked or if ``out`` ends in .html; returns whether it was HTML.  Never over
    its own game (``source``), any other save, or a folder: :class:`BtdeskError`, and
    ``OSError`` as one too."""
    refuse_target(out, source)
    html = html or out.suffix.lower() in HTML_SUFFIXES
    text = (as_html if html else as_text)(session, name, referee)
    try:
        write_atomic(out, printable(text, keep="\n").encode("utf-8"), keep_backup=False)
    except OSError as exc:
        raise BtdeskError(f"{out}: could not write the log ({exc.strerror or exc})") from None
    return html


def refuse_target(out: Path, source: Path | None) -> None:
    """A mistyped name must not cost a game: no log over a save or onto a folder."""
    if out.is_dir():
        raise BtdeskError(f"{out}: is a folder; give a file name for the log")
    if out.exists():
        same = False
        if source is not None:
            with contextlib.suppress(OSError):
                same = os.path.samefile(out, source)
        if same or (out.is_file() and is_save(out)):
            raise BtdeskError(f"{out}: is a btdesk saved game; the log is not written over "
                              "it (choose another name)")
    elif out.name.endswith(SUFFIX):
        raise BtdeskError(f"{out}: a log is not a saved game; name it .txt or .html")
