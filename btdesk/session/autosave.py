"""Autosave and crash recovery: a crash at any moment leaves a game to restore, with at
most the change in progress lost.

Each running btdesk writes into its own slot (``btdesk.io.slots``).  A full save is
written once (``current.btdesk.yaml``); after that each change appends one line to
``current.journal``: how many log entries to keep, the entries to add, and the dice
position.  An append is a few hundred bytes, flushed and synced, so it costs about a
millisecond where rewriting a long game costs a hundred; every ``JOURNAL_COMPACT_AFTER``
lines the base is rewritten and the journal emptied.

Why a crash at any moment is safe:

* Every record is absolute: "the log is its first *keep* entries, then these".  Applying
  a journal to a base that already holds some of its records gives the same game, so
  rewriting the base (atomically) and then emptying the journal is safe to interrupt
  between the two steps.  Restoring a crashed game does exactly that, in the crashed
  game's own slot: the files it was restored from are replaced only by a whole copy of
  the same game (moving them aside first would leave nothing to offer after a kill
  before the first new autosave).
* A record is written only after the previous one ended: an append that failed (a full
  disk) is cut back off, or, if even that fails, the next record starts on a new line,
  so a torn record never swallows the next one.  Recovery skips a torn line; the record
  after it repeats everything since the last whole one (the writer's ``_written`` only
  advances on success).
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from pathlib import Path

from btdesk.io.atomic import write_atomic
from btdesk.io.codec import COMMANDS, EVENTS, decode_tagged, encode_tagged
from btdesk.io.errors import BtdeskError, DataError, FileRefused
from btdesk.io.reader import Node
from btdesk.io.resources import user_dir
from btdesk.io.saves import SIZE_LIMIT, read_save
from btdesk.io.slots import Slot, crashed_slots, rotate
from btdesk.io.yamlsafe import read_bounded
from btdesk.model.frozen import replace

from .game import Changes, LogEntry, Session
from .persist import save_session, session_from_saved


def autosave_root() -> Path:
    return user_dir() / "autosave"


JOURNAL_COMPACT_AFTER = 200  # records before the base file is rewritten
# A journal holds at most the changes since the base was written, each far smaller than a
# whole save; a larger one (or a pipe or device in its place) is not btdesk's.
JOURNAL_LIMIT = 2 * SIZE_LIMIT

# Told once when autosave starts failing (a message), and once when it works again (None).
Trouble = Callable[[BtdeskError | None], None]


class Autosaver:
    """Keeps the open game in ``slot`` after every change, cheaply.

    ``resumed``: the session was restored from this slot's own files, which are replaced
    by the restored game in one atomic step (never moved aside first)."""

    def __init__(self, session: Session, slot: Slot, on_trouble: Trouble | None = None,
                 resumed: bool = False, later: bool = False) -> None:
        """``later``: the slot is taken and the game first written by :meth:`start`, or
        by the first change, whichever comes first (see there)."""
        self.slot = slot
        self.on_trouble = on_trouble
        self.session = session
        self.failing = False
        self._written: list[LogEntry] = []
        self._records = 0
        self._resumed = resumed
        self._started = False
        session.subscribe(self._changed)
        if not later:
            self.start()

    def start(self) -> None:
        """Takes the slot and writes the whole game.  The window starts it once it has
        been painted: that write is 20 ms of a new window's start, and until
        it is done nothing can be lost: no move has been made, the slot is not yet marked
        as in use (so a crash leaves nothing half-made to offer), and a resumed game's
        slot still holds the game it was resumed from."""
        if self._started:
            return
        self._started = True
        try:
            if not self._resumed:
                # The game autosaved before this one in this window is kept, not
                # overwritten: one step of safety for a player who started a new game
                # without saving the last.
                rotate(self.slot)
            self.slot.begin()
        except OSError as exc:
            self._failed(exc)
        self.save()

    def save(self) -> None:
        """Rewrite the base file, then empty the journal (safe to interrupt between)."""
        try:
            save_session(self.session, self.slot.game)
            write_atomic(self.slot.journal, b"", keep_backup=False)
        except (BtdeskError, OSError) as exc:
            self._failed(exc)
            return
        self._written = list(self.session.log)
        self._records = 0
        self._working()

    def _changed(self, changes: Changes) -> None:
        if not self._started:
            self.start()  # the whole game, this change with it
            return
        if self._records >= JOURNAL_COMPACT_AFTER or self.failing:
            self.save()  # after a failure, a whole save puts everything on disk again
            return
        log = list(self.session.log)
        keep = 0
        for mine, theirs in zip(self._written, log, strict=False):
            if mine is not theirs:
                break
            keep += 1
        record = {"keep": keep, "dice_drawn": self.session.dice_position(),
                  "add": [{"command": encode_tagged(e.command),
                           "events": [encode_tagged(ev) for ev in e.events]}
                          for e in log[keep:]]}
        line = json.dumps(record, separators=(",", ":")).encode() + b"\n"
        try:
            self._append(line)
        except OSError as exc:
            self._failed(exc)
            return
        self._written = log
        self._records += 1
        self._working()

    def _append(self, line: bytes) -> None:
        """Unbuffered, so nothing of a failed record lingers in a buffer to be flushed
        later behind our back."""
        fd = os.open(self.slot.journal, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            end = os.lseek(fd, 0, os.SEEK_END)
            if end:  # (an append goes to the end wherever this read leaves us)
                os.lseek(fd, end - 1, os.SEEK_SET)
                if os.read(fd, 1) != b"\n":
                    # A torn append we could not cut back: start on a line of our own.
                    line = b"\n" + line
            try:
                written = 0
                while written < len(line):
                    written += os.write(fd, line[written:])
                os.fsync(fd)
            except OSError:
                with contextlib.suppress(OSError):  # else the next record starts a line
                    os.ftruncate(fd, end)  # the half record goes; the journal stays whole
                raise
        finally:
            os.close(fd)

    def _failed(self, exc: BaseException) -> None:
        first = not self.failing
        self.failing = True
        if first and self.on_trouble is not None:
            error = exc if isinstance(exc, BtdeskError) else DataError(
                str(self.slot.game), "", f"autosave failed ({getattr(exc, 'strerror', '') or exc})")
            self.on_trouble(error)

    def _working(self) -> None:
        if self.failing:
            self.failing = False
            if self.on_trouble is not None:
                self.on_trouble(None)

    def close(self) -> None:
        """A clean exit: the game was saved or deliberately closed; nothing to recover."""
        self.session.unsubscribe(self._changed)
        self.slot.finish()


def claim_slot(root: Path | None = None) -> Slot:
    """This btdesk's own slot; ``OSError`` if the user folder cannot hold one (autosave
    is then off, and the app says so, but still starts and saves where it is told)."""
    return Slot.claim_new(root or autosave_root())


def crashed(root: Path | None = None) -> list[Slot]:
    """Slots of btdesks that crashed, newest first, locked by us until released."""
    return crashed_slots(root or autosave_root())


def recover(path: Path) -> Session:
    """The autosaved base with its journal applied.  A torn line (a crash or a full disk
    mid-append) is skipped: the next whole record repeats what it held.  A record that
    does not follow on from the ones before (a damaged file) ends the journal there, and
    a journal that is not a regular file of btdesk's size (a pipe, a device, a planted
    huge file) is not read: the base is restored and the refusal is among its notices.
    Every entry is then replayed and checked event by event."""
    saved = read_save(path)
    log = list(saved.log)
    drawn = saved.dice_drawn
    journal = path.with_name("current.journal")
    refused: tuple[DataError, ...] = ()
    try:
        present = journal.exists() or journal.is_symlink()
        lines = read_bounded(journal, str(journal), JOURNAL_LIMIT).splitlines() if present else []
    except FileRefused as exc:  # not btdesk's journal: the base alone, and the user told
        lines, refused = [], (exc,)
    for n, line in enumerate(lines):
        try:
            record = json.loads(line)
        except ValueError:
            continue  # torn
        node = Node(record, str(journal), f"line {n + 1}").mapping(
            required=("keep", "dice_drawn", "add"))
        keep = node["keep"].integer(0)
        if keep > len(log):
            break
        added = [(decode_tagged(e["command"], COMMANDS),
                  tuple(decode_tagged(v, EVENTS) for v in e["events"].seq()))
                 for e in node["add"].seq()]
        log = log[:keep] + added
        drawn = node["dice_drawn"].integer(0)
    game = replace(saved, log=tuple(log), dice_drawn=drawn)
    session = session_from_saved(game, str(path), verify_checksum=False)
    session.notices += refused
    return session
