"""Full tracebacks go to a file in the user's log folder; the user sees one sentence."""

from __future__ import annotations

import traceback
from datetime import datetime
from pathlib import Path

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
