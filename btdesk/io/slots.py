"""Autosave slots: one folder per running btdesk, held by a lock that dies with it.

Two windows on one user folder once shared one journal: the second was told the first's
live game had crashed, both wrote the same journal (which then recovered nothing), and a
clean exit of either removed the other's marker.  Now each running btdesk claims its own
folder under ``autosave/`` and holds an exclusive lock on a file inside for as long as it
runs.  The operating system drops the lock when the process ends, however it ends, so
a slot whose lock can be taken belongs to nobody: if its ``running`` marker is still
there, its btdesk crashed.  A live btdesk's slot is never offered and never touched.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

GAME = "current.btdesk.yaml"
JOURNAL = "current.journal"
MARKER = "running"
LOCK = "lock"
SOURCE = "source"  # the file the game was last opened from or saved to, and its stamp
LEGACY_FILES = (GAME, JOURNAL)  # btdesk before slots kept one game at autosave/ itself
FINISHED_KEPT = 3  # cleanly ended games kept (newest first) beside the live ones
YOUNG_SECONDS = 60  # a slot this new may be being claimed: never cleaned up


def _lock(handle: IO[bytes]) -> bool:
    """An exclusive, non-blocking lock on an open file; ``False`` if another holds it."""
    try:
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows builds only
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


class Slot:
    """A folder of ``autosave/`` this process holds the lock of."""

    def __init__(self, folder: Path, handle: IO[bytes]) -> None:
        self.folder = folder
        self._handle: IO[bytes] | None = handle

    @property
    def game(self) -> Path:
        return self.folder / GAME

    @property
    def journal(self) -> Path:
        return self.folder / JOURNAL

    @property
    def marker(self) -> Path:
        return self.folder / MARKER

    def remember_source(self, path: Path, stamp: tuple[int, int, int] | None) -> None:
        """The file the game in this slot was last opened from or saved to (a restored
        game goes on with its own name).  Raises ``OSError``."""
        numbers = " ".join(str(n) for n in stamp) if stamp is not None else "-"
        (self.folder / SOURCE).write_text(f"{numbers}\n{path}\n", encoding="utf-8")

    def forget_source(self) -> None:
        """A new game in this slot has no file yet.  Raises ``OSError``."""
        (self.folder / SOURCE).unlink(missing_ok=True)

    def source(self) -> tuple[Path, tuple[int, int, int] | None] | None:
        """What :meth:`remember_source` wrote, or None (none, or unreadable)."""
        from .errors import DataError
        from .yamlsafe import read_bounded  # here: it brings YAML, which a start need not

        try:
            raw = read_bounded(self.folder / SOURCE, SOURCE, 8192).decode("utf-8")
            numbers, name = raw.rstrip("\n").split("\n", 1)
            parts = tuple(int(n) for n in numbers.split()) if numbers != "-" else ()
        except (DataError, OSError, UnicodeDecodeError, ValueError):
            return None
        if not name or "\n" in name or len(parts) not in (0, 3):
            return None
        stamp = (parts[0], parts[1], parts[2]) if parts else None
        return Path(name), stamp

    @property
    def crashed(self) -> bool:
        """Its btdesk ended without a clean exit, and left a game behind."""
        return self.marker.exists() and self.game.is_file()

    @classmethod
    def take(cls, folder: Path) -> Slot | None:
        """The slot at ``folder`` if no running btdesk holds it."""
        try:
            handle = (folder / LOCK).open("ab")
        except OSError:
            return None
        if not _lock(handle):
            handle.close()
            return None
        if not folder.is_dir():  # removed by a clean-up between the open and the lock
            handle.close()
            return None
        return cls(folder, handle)

    @classmethod
    def claim_new(cls, root: Path) -> Slot:
        """A fresh slot of our own.  Raises ``OSError`` if ``root`` cannot hold one."""
        root.mkdir(parents=True, exist_ok=True)
        for _ in range(20):
            folder = Path(tempfile.mkdtemp(prefix="slot-", dir=root))
            slot = cls.take(folder)
            if slot is not None:
                return slot
        raise OSError(f"could not lock a slot in {root}")

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing drops the lock
            self._handle = None

    def begin(self) -> None:
        """A game is autosaved here from now on: until ``finish``, a crash leaves it to
        restore."""
        self.marker.write_text(str(os.getpid()), encoding="utf-8")

    def finish(self) -> None:
        """A clean end: nothing here needs recovering (the files stay, for a while)."""
        self.marker.unlink(missing_ok=True)


def _adopt_legacy(root: Path) -> None:
    """The single autosave of btdesk before slots, moved into a slot of its own so it is
    offered like any other (once: the files leave ``root``)."""
    if not (root / MARKER).exists() or not (root / GAME).is_file():
        return
    folder = Path(tempfile.mkdtemp(prefix="slot-legacy-", dir=root))
    for name in (*LEGACY_FILES, MARKER):
        with contextlib.suppress(FileNotFoundError):
            (root / name).replace(folder / name)


def _age(folder: Path) -> float:
    try:
        return time.time() - folder.stat().st_mtime
    except OSError:
        return 0.0


def crashed_slots(root: Path) -> list[Slot]:
    """Slots left by btdesks that crashed, newest first, each now locked by us (so a
    second btdesk starting at the same moment cannot offer the same game).  Finished
    slots beyond the newest ``FINISHED_KEPT`` are removed on the way."""
    try:
        _adopt_legacy(root)
        folders = sorted((p for p in root.iterdir() if p.is_dir() and p.name.startswith("slot-")),
                         key=_age)
    except OSError:
        return []
    crashed: list[Slot] = []
    finished = 0
    for folder in folders:
        slot = Slot.take(folder)
        if slot is None:
            continue  # a running btdesk's
        if slot.crashed:
            crashed.append(slot)
            continue
        finished += 1
        if finished > FINISHED_KEPT and _age(folder) > YOUNG_SECONDS:
            shutil.rmtree(folder, ignore_errors=True)
        slot.release()
    return crashed


def rotate(slot: Slot) -> None:
    """A new game in this window: the last one's autosave is kept as ``previous.*``."""
    for name in (GAME, JOURNAL):
        old = slot.folder / name
        if old.exists():
            old.replace(slot.folder / name.replace("current", "previous"))
