"""Full tracebacks go to a file in the user's log folder; the user sees one sentence."""

from __future__ import annotations

import atexit
import contextlib
import faulthandler
import os
import traceback
from datetime import datetime
from pathlib import Path
from typing import IO

from .atomic import alive
from .resources import user_log_dir


def write_crash_log(exc: BaseException, folder: Path | None = None) -> Path | None:
    """Write ``exc`` with its traceback; None if even that fails (a full disk must not
    turn one error into two)."""
    try:
        target = folder if folder is not None else user_log_dir()
        target.mkdir(parents=True, exist_ok=True)
        path = target / f"crash-{datetime.now():%Y%m%d-%H%M%S-%f}.log"
        path.write_text("".join(traceback.format_exception(exc)), encoding="utf-8")
        return path
    except OSError:
        return None


def _tidy_unused(folder: Path) -> None:
    """Empty native logs of processes that are gone: a process killed outright (kill -9,
    a power cut) never ran its clean-up, but it did not crash either."""
    for old in folder.glob("crash-*-native.log"):
        try:
            pid = int(old.name.rsplit("-", 2)[-2])
            if not alive(pid) and old.stat().st_size == 0:
                old.unlink()
        except (ValueError, OSError):
            continue


_native: list[IO[str]] = []  # the open file faulthandler writes to, kept for the process


def log_native_crashes(folder: Path | None = None) -> Path | None:
    """Have ``faulthandler`` write the Python stack of every thread to a log file if
    the process dies in native code (a Qt abort, a segmentation fault), which no
    ``except`` sees.  The file is removed at a normal exit if nothing was written, so
    only a crash leaves one behind.  None if the log folder cannot be written."""
    if _native:
        return Path(_native[0].name)
    try:
        target = folder if folder is not None else user_log_dir()
        target.mkdir(parents=True, exist_ok=True)
        _tidy_unused(target)
        path = target / f"crash-{datetime.now():%Y%m%d-%H%M%S-%f}-{os.getpid()}-native.log"
        stream = path.open("w", encoding="utf-8")
    except OSError:
        return None
    _native.append(stream)
    faulthandler.enable(stream, all_threads=True)

    def tidy() -> None:
        faulthandler.disable()
        stream.close()
        with contextlib.suppress(OSError):
            if path.stat().st_size == 0:
                path.unlink()

    atexit.register(tidy)
    return path
