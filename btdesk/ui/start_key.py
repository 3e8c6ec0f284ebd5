"""What a start's first picture is kept by: a digest of everything its map is made
from, and the file it is kept in (:mod:`btdesk.ui.first_frame`).

Apart from the picture and without Qt, so that a start first looks whether a picture
is kept at all, and loads the code that shows one only then.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

from btdesk import __version__
from btdesk.disk_cache import cache_folder, digest
from btdesk.io.resources import (
    resources_dir,
    sheets_dir,
    user_dir,
    user_maps_dir,
    user_sheets_dir,
)

FILE_NAME = "first-frame.png"


def _stamps(path: Path) -> Iterator[str]:
    """``path``'s size and time, or each file's in it (a folder), as text."""
    with contextlib.suppress(OSError):
        if path.is_dir():
            for entry in sorted(os.scandir(path), key=lambda e: e.name):
                info = entry.stat()
                yield f"{entry.path}:{info.st_size}:{info.st_mtime_ns}"
        elif path.exists():
            info = path.stat()
            yield f"{path}:{info.st_size}:{info.st_mtime_ns}"


def start_key(scenario: str, options: tuple[str, ...], map_file: Path | None,
              free_deployment: bool) -> str:
    """Everything a new game's first picture is made from (a few dozen file stats)."""
    parts = [__version__, scenario, ",".join(options), str(map_file), str(free_deployment)]
    data = resources_dir()
    for where in (data / "scenarios", data / "maps", sheets_dir(), user_sheets_dir(),
                  user_maps_dir(), user_dir() / "scenarios", Path(scenario)):
        parts.extend(_stamps(where))
    if map_file is not None:
        parts.extend(_stamps(map_file))
    return digest("\n".join(parts)).hex()


def picture_path() -> Path:
    return cache_folder() / FILE_NAME
