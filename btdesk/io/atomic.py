"""Writing a file so that a crash at any moment leaves the old file or the new one, whole.

The new content goes to a temporary file in the same folder, is flushed and fsynced, and
then renamed over the old name (an atomic step on one filesystem).  The previous version is
first kept as ``NAME.bak`` by the same safe route, so even a save the user regrets loses
nothing.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not every platform can open a directory
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_temp(folder: Path, name: str, data: bytes) -> Path:
    fd, temp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return Path(temp)


def write_atomic(path: Path, data: bytes, keep_backup: bool = True) -> None:
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    if keep_backup and path.is_file():
        _replace_with(folder, path.with_name(path.name + ".bak"), path.read_bytes())
    _replace_with(folder, path, data)
    _fsync_dir(folder)


def _replace_with(folder: Path, path: Path, data: bytes) -> None:
    temp = _write_temp(folder, path.name, data)
    try:
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
