"""Start-up caches kept on disk: values by the digest of the text they were made from.

Without them btdesk's start would spend most of its time making the same things from the
same text on every run: compiling the code ``@dataclass`` writes (:mod:`btdesk.dataclass_code`) and
parsing the built-in YAML tables, sheets and maps (:mod:`btdesk.io.yamlsafe`).  Python
keeps module byte code in ``__pycache__``; these caches do the same for what it does
not keep, and are trusted no more than ``__pycache__`` is:

* Whoever can write the cache folder can run code in btdesk, so a cache is read from
  and written to only a folder of the user's alone (owned by the user, writable by no
  one else; a new one is made 0700), and only files of the user's alone (0600), never
  through a link: a link, pipe or device planted under a cache's name is neither
  followed nor waited on, and writing replaces it.  The folder can be pointed anywhere
  (``BTDESK_CACHE_DIR``, ``XDG_CACHE_HOME``); one that fails this is not used at all.
* A cache file names the exact interpreter build (``sys.version``, its byte code's magic
  number and its optimisation level) and carries a digest of its contents; entries are
  keyed by a digest of their source text, so an edited file or a different generated
  text is simply a miss.
* Anything off in a file or an entry means "ignore it and make it again", never a
  failed start.  A process notes that it is using a cache (a ``.NAME.PID.in-use``
  file, removed when it ends normally); a note left by a process that is gone means it
  crashed while using the cache, perhaps because of it, and the cache is removed
  instead of used again.

Values are stored with :mod:`marshal` (plain data and code objects, as ``.pyc`` files
are) and unmarshalled afresh on every hit, so no caller can change another's copy.  A
cache file is written atomically (a crash or a full disk leaves the old file or none,
never half of one).  Nothing is written where byte code writing is off
(``PYTHONDONTWRITEBYTECODE``, but for a frozen build), and a cache never grows past its
``max_entries``.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import marshal
import os
import stat
import sys
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from typing import Any

CACHE_ENV = "BTDESK_CACHE_DIR"  # where the caches live (tests point it at a scratch folder)
_DIGEST = 16
MAX_BYTES = 64 << 20  # btdesk's own are about 1 MB; a larger file is not read at all
_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
_NOTE_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
               | getattr(os, "O_CLOEXEC", 0))
IN_USE = ".in-use"


def digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode(), digest_size=_DIGEST).digest()


def cache_folder() -> Path:
    folder = os.environ.get(CACHE_ENV)
    if not folder:
        import platformdirs

        folder = platformdirs.user_cache_dir("btdesk", appauthor=False)
    return Path(folder)


def _users_alone(info: os.stat_result) -> bool:
    """Owned by this user and writable by no one else (where the system has owners)."""
    if not hasattr(os, "geteuid"):
        return True  # Windows: a folder under the user's profile is theirs by its ACL
    return info.st_uid == os.geteuid() and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def private_folder(folder: Path) -> bool:
    """Whether ``folder`` is a folder of the user's alone: the only kind a cache is read
    from or written to."""
    try:
        info = os.stat(folder)
    except (OSError, ValueError):
        return False
    return stat.S_ISDIR(info.st_mode) and _users_alone(info)


def _private_file(info: os.stat_result, limit: int) -> bool:
    return stat.S_ISREG(info.st_mode) and _users_alone(info) and info.st_size <= limit


def read_private(path: Path, limit: int) -> bytes | None:
    """The bytes of cache file ``path``; None unless it is a regular file of the user's
    alone, of at most ``limit`` bytes, in a folder of the user's alone.

    The caches' kin of :func:`btdesk.io.yamlsafe.read_bounded`: a link is not followed
    (``O_NOFOLLOW``), nothing that is not a regular file is opened (a pipe's open waits
    for a writer for ever; a device's may act), the open does not block and the open
    handle is checked again (the name could be swapped in between), and at most
    ``limit + 1`` bytes are read, whatever size was claimed."""
    if not private_folder(path.parent):
        return None
    try:
        if not _private_file(os.lstat(path), limit):
            return None
        fd = os.open(path, _READ_FLAGS)
    except (OSError, ValueError):
        return None
    chunks: list[bytes] = []
    try:
        if not _private_file(os.fstat(fd), limit):
            return None
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    return data if len(data) <= limit else None  # (it grew while being read)


def write_private(path: Path, data: bytes) -> bool:
    """Write cache file ``path``: only in a folder of the user's alone (made 0700 if
    missing), as a file of the user's alone (0600), replacing whatever has the name (a
    link, not its target), atomically.  False if it was not written: a cache that cannot
    be written only means making it again next time."""
    from btdesk.io.atomic import write_private as write  # at exit only: not on the start's path

    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not private_folder(path.parent):
            return False
        write(path, data)
    except (OSError, ValueError):
        return False
    return True


_in_use: set[Path] = set()


def begin_use(path: Path) -> bool:
    """Note that this process is about to use cache file ``path`` (read it, and run or
    show what it holds); False where it must not: a process that did so before crashed
    (the file is then removed, to be made again), or no note can be kept.

    The note is removed when this process ends normally; one left by a process that is
    gone, or that has this process's id but was not made by it, says that process
    crashed while using the cache.  Any crash counts (a cache cannot tell whether it was
    the cause): the price of a wrong guess is one start that makes the cache again."""
    if path in _in_use:
        return True
    if not private_folder(path.parent):
        return False
    folder, prefix = path.parent, f".{path.name}."
    crashed = False
    try:
        with os.scandir(folder) as entries:
            notes = [e for e in entries if e.name.startswith(prefix) and e.name.endswith(IN_USE)]
        for note in notes:
            pid = note.name[len(prefix):-len(IN_USE)]
            if not pid.isdigit() or int(pid) == os.getpid() or not _alive(int(pid)):
                os.unlink(note.path)
                crashed = True
        if crashed:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
            return False
        note_path = folder / f"{prefix}{os.getpid()}{IN_USE}"
        os.close(os.open(note_path, _NOTE_FLAGS, 0o600))
    except (OSError, ValueError):
        return False
    _in_use.add(path)
    atexit.register(_end_use, note_path)
    return True


def _alive(pid: int) -> bool:
    from btdesk.io.atomic import alive  # only where another process's note is found

    return alive(pid)


def _end_use(note: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(note)


class DiskCache:
    """Marshalled values by key, read from ``path`` when first asked for and written back
    when the process exits, if anything changed."""

    def __init__(self, name: str, max_entries: int, path: Path | None = None) -> None:
        self.path = path if path is not None else cache_folder() / f"{name}.bin"
        self.max_entries = max_entries
        self.header = (f"btdesk {name} 2\n{sys.version}\n{sys.implementation.cache_tag} "
                       f"-O{sys.flags.optimize}\n").encode() + MAGIC_NUMBER
        self._entries: dict[bytes, bytes] | None = None
        self.added = 0  # changes since the file was read or written
        atexit.register(self.save)

    @property
    def entries(self) -> dict[bytes, bytes]:
        if self._entries is None:
            self._entries = self._load() if begin_use(self.path) else {}
        return self._entries

    def _load(self) -> dict[bytes, bytes]:
        data = read_private(self.path, MAX_BYTES)
        if data is None:
            return {}
        head = len(self.header)
        payload = data[head + _DIGEST:]
        if data[:head] != self.header or data[head:head + _DIGEST] != hashlib.blake2b(
                payload, digest_size=_DIGEST).digest():
            return {}
        try:
            entries = marshal.loads(payload)
        except Exception:  # whatever the bytes are: not a cache
            return {}
        if not isinstance(entries, dict) or len(entries) > self.max_entries or not all(
                isinstance(k, bytes) and isinstance(v, bytes) for k, v in entries.items()):
            return {}
        return entries

    def get(self, key: bytes) -> Any:
        """The value stored under ``key``, a fresh copy; None where there is none (an
        entry that does not unmarshal is dropped, to be made again)."""
        stored = self.entries.get(key)
        if stored is None:
            return None
        try:
            return marshal.loads(stored)
        except Exception:  # whatever the bytes are: not a value
            del self.entries[key]
            self.added += 1
            return None

    def put(self, key: bytes, value: Any, replace: bool = False) -> None:
        """Keep ``value`` under ``key``; an entry already there is kept unless ``replace``
        (its caller found what it held unfit)."""
        known = key in self.entries
        if (known and not replace) or (not known and len(self.entries) >= self.max_entries):
            return
        try:
            self.entries[key] = marshal.dumps(value)
        except ValueError:  # not plain data: not kept
            return
        self.added += 1

    def save(self) -> None:
        """Write the entries if this run changed any; a failure only means making them
        again next time."""
        if not self.added or (sys.dont_write_bytecode and not getattr(sys, "frozen", False)):
            return  # a frozen build writes none of its own byte code: that says nothing here
        payload = marshal.dumps(self.entries)
        data = self.header + hashlib.blake2b(payload, digest_size=_DIGEST).digest() + payload
        if write_private(self.path, data):
            self.added = 0
