"""Start-up caches kept on disk: values by the digest of the text they were made from.

btdesk's start spent most of its time making the same things from the same text on
every run (issue 21): compiling the code ``@dataclass`` writes
(:mod:`btdesk.dataclass_code`) and parsing the built-in YAML tables, sheets and maps
(:mod:`btdesk.io.yamlsafe`).  Python keeps module byte code in ``__pycache__``; these
caches do the same for what it does not keep.

Entries are keyed by a digest of their source text, so an edited file or a different
generated text is simply a miss; values are stored with :mod:`marshal` (plain data and
code objects, as ``.pyc`` files are) and unmarshalled afresh on every hit, so no caller
can change another's copy.  A cache file is trusted no more than ``__pycache__``: it
names the interpreter's byte code version, carries a digest of its contents, is written
atomically (a crash or a full disk leaves the old file or none, never half of one), and
is ignored whole if anything is off.  Nothing is written where byte code writing is off
(``PYTHONDONTWRITEBYTECODE``, but for a frozen build), and a cache never grows past its
``max_entries``.
"""

from __future__ import annotations

import atexit
import hashlib
import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from typing import Any

CACHE_ENV = "BTDESK_CACHE_DIR"  # where the caches live (tests point it at a scratch folder)
_DIGEST = 16
MAX_BYTES = 64 << 20  # btdesk's own are about 1 MB; a larger file is not read at all


def digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode(), digest_size=_DIGEST).digest()


def cache_folder() -> Path:
    folder = os.environ.get(CACHE_ENV)
    if not folder:
        import platformdirs

        folder = platformdirs.user_cache_dir("btdesk", appauthor=False)
    return Path(folder)


class DiskCache:
    """Marshalled values by key, read from ``path`` on creation and written back when the
    process exits, if anything was added."""

    def __init__(self, name: str, max_entries: int, path: Path | None = None) -> None:
        self.path = path if path is not None else cache_folder() / f"{name}.bin"
        self.max_entries = max_entries
        self._header = f"btdesk {name} 1\n".encode() + MAGIC_NUMBER
        self.entries: dict[bytes, bytes] = self._load()
        self.added = 0
        atexit.register(self.save)

    def _load(self) -> dict[bytes, bytes]:
        try:
            if self.path.stat().st_size > MAX_BYTES:
                return {}
            data = self.path.read_bytes()
        except OSError:
            return {}
        head = len(self._header)
        payload = data[head + _DIGEST:]
        if data[:head] != self._header or data[head:head + _DIGEST] != hashlib.blake2b(
                payload, digest_size=_DIGEST).digest():
            return {}
        try:
            entries = marshal.loads(payload)
        except (EOFError, ValueError, TypeError):
            return {}
        if not isinstance(entries, dict) or len(entries) > self.max_entries:
            return {}
        return entries

    def get(self, key: bytes) -> Any:
        """The value stored under ``key``, a fresh copy; None where there is none."""
        stored = self.entries.get(key)
        return None if stored is None else marshal.loads(stored)

    def put(self, key: bytes, value: Any) -> None:
        if key not in self.entries and len(self.entries) < self.max_entries:
            try:
                self.entries[key] = marshal.dumps(value)
            except ValueError:  # not plain data: not kept
                return
            self.added += 1

    def save(self) -> None:
        """Write the entries if this run added any; a failure only means making them
        again next time."""
        if not self.added or (sys.dont_write_bytecode and not getattr(sys, "frozen", False)):
            return  # a frozen build writes none of its own byte code: that says nothing here
        from btdesk.io.atomic import write_atomic  # at exit only: not a start-up import

        payload = marshal.dumps(self.entries)
        data = self._header + hashlib.blake2b(payload, digest_size=_DIGEST).digest() + payload
        try:
            write_atomic(self.path, data, keep_backup=False)
            self.added = 0
        except OSError:
            pass
