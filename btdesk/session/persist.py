"""Saving and opening games (autosave and crash recovery are ``autosave``'s).

Opening a save rebuilds the game from the documents inside it with the same validators
as the files on disk, replays the log with the recorded dice, and compares the result with
the saved checksum: a file that does not replay to what was saved is refused with the
entry that disagrees, never opened as something else.
"""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

from btdesk.hexgrid import FACING_NAMES
from btdesk.io.codec import checksum
from btdesk.io.errors import BtdeskError, DataError, FileRefused
from btdesk.io.saves import (
    SavedGame,
    cut_short,
    cut_short_error,
    dice_fingerprint,
    is_save,
    not_a_save_error,
    now,
    read_save,
    write_save,
)
from btdesk.io.scenarios import ScenarioSource, build_scenario
from btdesk.io.sheets import SheetLibrary, parse_sheet
from btdesk.io.tables import tables_from_documents
from btdesk.model.board import SAVED_MAX_SIDE
from btdesk.model.state import MANUAL_DICE, GameState
from btdesk.rules import health, initial_state, public

from .dice import ReplayMismatch, default_dice, with_typed
from .game import LogEntry, Session, dice_in, replay


def unit_lines(state: GameState) -> list[str]:
    """One line per unit: where it is and what is left of it."""
    out = []
    for u in state.units:
        d = state.definition(u)
        side = state.side(u.side).name
        if u.removed or u.destroyed:
            where = "destroyed"
        elif u.carried_by is not None:
            where = f"aboard {state.unit(u.carried_by).name}"
        elif u.position is None:
            where = "not yet placed"
        else:
            facing = "" if d.kind.is_infantry else f" facing {FACING_NAMES[u.facing]}"
            where = f"at {state.board.label(u.position)}{facing}"
        left, total, what = health(u, d)
        text = f"{left}/{total} troopers" if what == "troopers" else f"armor {left}/{total}"
        if u.lost:
            text += f", lost {' '.join(sorted(u.lost))}"
        out.append(f"{side}: {u.name} {where}, {text}")
    return out


def summary(state: GameState) -> dict[str, Any]:
    return {"turn": state.turn, "phase": state.phase.value, "units": unit_lines(state)}


def describe(session: Session, referee: bool = False) -> str:
    """One paragraph for ``btdesk check``: what either player may see, unless a
    ``referee`` asks for the hidden units too (a hot-seat save holds both sides'
    secrets, and the summary is read at a shared screen)."""
    s = session.state if referee else public(session.state)
    hidden = len(session.state.units) - len(s.units)
    if s.phase.value == "game_over":
        result = (f"won by {s.side(s.winner).name}" if s.winner else "a draw")
        where = f"Game over after turn {s.turn}: {result}."
    else:
        where = f"Turn {s.turn}, {s.phase.value.replace('_', ' ')} phase."
    secret = (f" {hidden} hidden unit{'s' if hidden != 1 else ''} not shown (--referee "
              "shows them)." if hidden else "")
    return (f"{session.scenario.title} ({len(session.log)} commands logged). {where} "
            + "; ".join(unit_lines(s)) + "." + secret)


def documents(scenario: ScenarioSource, sheets: dict[str, Any], rules: dict[str, Any],
              dice: dict[str, int] | None) -> dict[str, Any]:
    """What the game was built from, as the save holds it (checksummed as written), and
    its dice (``None`` for a version-1 file, whose checksum did not cover them)."""
    built = {"scenario": scenario.document, "map": scenario.map_document, "sheets": sheets,
             "rules": rules}
    return built if dice is None else {**built, "dice": dice}


def to_saved(session: Session) -> SavedGame:
    used = {u.sheet for u in session.initial.units}
    drawn = session.dice_position()
    sheets = {k: session.library.documents[k] for k in sorted(used)}
    return SavedGame(
        scenario=session.source,
        sheets=sheets,
        rules=session.table_documents,
        options=session.options,
        free_deployment=session.free_deployment,
        seed=session.seed,
        dice_drawn=drawn,
        log=tuple((e.command, e.events) for e in session.log),
        checksum=checksum(session.state,
                          documents(session.source, sheets, session.table_documents,
                                    dice_fingerprint(session.seed, drawn))),
        created=session.created or now(),
    )


def save_session(session: Session, path: Path) -> None:
    game = to_saved(session)
    write_save(path, game, summary(session.state))
    session.created = game.created


MAX_UNDONE_DICE = 100_000  # rolls taken back by undo: spent, so past the log's own


def session_from_saved(saved: SavedGame, display: str, verify_checksum: bool = True) -> Session:
    tables = tables_from_documents(saved.rules, display, "rules")
    sheets = {key: parse_sheet(doc, display, key, f"sheets.{key}")
              for key, doc in saved.sheets.items()}
    library = SheetLibrary(sheets, (), dict(saved.sheets))
    scenario = build_scenario(saved.scenario, tables, library, "scenario.document",
                              "scenario.map", SAVED_MAX_SIDE)
    initial = initial_state(scenario, sheets, tables, saved.options, saved.free_deployment)
    typed = MANUAL_DICE in saved.options
    entries = [LogEntry(c, with_typed(e, typed)) for c, e in saved.log]
    rolled = sum(dice_in(e) for e in entries)
    if typed and saved.dice_drawn != 0:
        raise DataError(display, "dice_drawn", f"{saved.dice_drawn}: a game whose dice a "
                        "referee typed has no dice tape, so this is always 0")
    if not typed and not rolled <= saved.dice_drawn <= rolled + MAX_UNDONE_DICE:
        # The tape cannot stand before the log's own dice; past them lie only rolls that
        # undo took back (spent: play only moves the tape forward).  A bound also keeps a
        # hostile number from fast-forwarding the generator for ever.
        raise DataError(display, "dice_drawn", f"{saved.dice_drawn} does not fit a log that "
                        f"rolled {rolled} dice")
    states = _replayed(initial, entries, display)
    state = states[-1] if states else initial
    dice = dice_fingerprint(saved.seed, saved.dice_drawn) if saved.version >= 2 else None
    if verify_checksum and checksum(
            state, documents(saved.scenario, saved.sheets, saved.rules, dice)) != saved.checksum:
        raise DataError(display, "summary.checksum",
                        "the replayed game differs from the one that was saved")
    session = Session(scenario=scenario, initial=initial, tables=tables, library=library,
                      dice=default_dice(saved.seed, saved.options, saved.dice_drawn),
                      seed=saved.seed,
                      source=saved.scenario, table_documents=dict(saved.rules),
                      options=saved.options, free_deployment=saved.free_deployment,
                      created=saved.created)
    session.restore(entries, states)
    return session


def _replayed(initial: GameState, entries: list[LogEntry], display: str) -> list[GameState]:
    """The state after each entry, replayed from ``initial``.  The cyclic garbage
    collector is paused meanwhile: states share their parts and hold no cycles, and
    the collections a long game's thousands of states set off walked every one of them
    again and again."""
    states = []
    state = initial
    paused = gc.isenabled()
    gc.disable()
    try:
        for n, entry in enumerate(entries):
            try:
                state = replay(state, [entry])
            except ReplayMismatch as exc:
                raise DataError(display, f"log[{n}]", f"does not replay as saved: {exc}") \
                    from None
            except BtdeskError as exc:
                raise DataError(display, f"log[{n}]", f"the rules refuse it: {exc}") from None
            states.append(state)
    finally:
        if paused:
            gc.enable()
    return states


def open_session(path: Path) -> Session:
    try:
        return session_from_saved(read_save(path), str(path))
    except DataError as exc:
        # A file without its end line was most likely cut short, and the error the cut
        # caused (a YAML error, a missing key, a checksum) would only mislead; a refusal
        # that no truncation causes (too deep, too big, anchors) is kept as it is.
        if (not isinstance(exc, FileRefused) and path.is_file()
                and path.stat().st_size and cut_short(path)):
            if not is_save(path):
                raise not_a_save_error(str(path)) from None
            raise cut_short_error(path, str(path)) from None
        raise
