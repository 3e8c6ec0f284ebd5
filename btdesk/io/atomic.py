"""Writing a file so that a crash at any moment leaves the old file or the new one, whole.

The new content goes to a temporary file in the same folder, is flushed and fsynced, and
then renamed over the old name (an atomic step on one filesystem).  The previous version is
first kept as ``NAME.bak`` by the same safe route, so even a save the user regrets loses
nothing.

A save names what the user sees: through a symbolic link the link's target is written
(replacing the link with a plain file left the target holding the old game), and the file
keeps its permissions (a temporary file is created private, and a shared 0644 save had
become 0600).
"""

from __future__ import annotations

import contextlib
import glob
import os
import stat
import tempfile
import time
from pathlib import Path

from .errors import DataError

STALE_TEMP_SECONDS = 3600  # a temporary file this old was left by a save that was killed


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not every platform can open a directory
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _temp_prefix(name: str) -> str:
    """``.NAME.PID.``: whose temporary file it is, so a later save can tell a dead
    process's leftover from another copy's save in progress."""
    return f".{name}.{os.getpid()}."


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (this process counts as running)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but is not ours, or the platform cannot tell
        return True
    return True


def clean_stale_temps(folder: Path, name: str) -> list[Path]:
    """Remove the temporary files that killed saves of ``name`` left behind: those of a
    process that has ended, or older than an hour (a save takes a second; a live
    process's recent temporary file may be a save in progress, and is kept)."""
    removed = []
    with contextlib.suppress(OSError):
        for temp in folder.glob(f".{glob.escape(name)}.*.tmp"):
            pid_text = temp.name[len(name) + 2:].split(".", 1)[0]
            try:
                stale = (not pid_text.isdigit() or not alive(int(pid_text))
                         or time.time() - temp.lstat().st_mtime > STALE_TEMP_SECONDS)
                if stale and temp.is_file():
                    temp.unlink()
                    removed.append(temp)
            except OSError:
                continue
    return removed


def _write_temp(folder: Path, name: str, data: bytes, mode: int) -> Path:
    fd, temp = tempfile.mkstemp(prefix=_temp_prefix(name), suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            with contextlib.suppress(OSError):  # a filesystem without modes keeps its own
                os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return Path(temp)


def _default_mode() -> int:
    """What ``open()`` would give a new file: 0666 less the umask (read without changing
    it for longer than the two calls)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def mode_for(path: Path) -> int:
    """The permissions a file written to ``path`` should have: those of the regular file
    it replaces, else what ``open()`` would give a new one (a temporary file is created
    private, 0600, and renaming it into place must not make the user's file private)."""
    try:
        info = target_of(path).stat()
    except OSError:
        return _default_mode()
    return stat.S_IMODE(info.st_mode) if stat.S_ISREG(info.st_mode) else _default_mode()


def target_of(path: Path) -> Path:
    """The file a save to ``path`` must replace: a symbolic link's target (followed to the
    end, even if it does not exist yet)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def exists(path: Path) -> bool:
    """Whether something stands at ``path``, so a write without ``--force`` keeps it; a
    name the system refuses (longer than it allows) names nothing, and the write itself
    reports it rather than this check raising."""
    try:
        return path.exists()
    except OSError:
        return False


def write_atomic(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """Raises ``OSError`` for the file itself; a ``.bak`` that cannot be written (a
    directory of that name) is a :class:`DataError` naming the ``.bak``."""
    path = target_of(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(folder, path.name)
    try:
        info = path.stat()
    except OSError:
        info = None
    regular = info is not None and stat.S_ISREG(info.st_mode)
    mode = stat.S_IMODE(info.st_mode) if info is not None and regular else _default_mode()
    if keep_backup and regular:
        backup = path.with_name(path.name + ".bak")
        try:
            _replace_with(folder, backup, path.read_bytes(), mode)
        except OSError as exc:
            raise DataError(str(backup), "", f"the previous version could not be kept "
                            f"({exc.strerror or exc}); the saved game was not changed") from None
    _replace_with(folder, path, data, mode)
    _fsync_dir(folder)


def _replace_with(folder: Path, path: Path, data: bytes, mode: int) -> None:
    temp = _write_temp(folder, path.name, data, mode)
    try:
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def write_private(path: Path, data: bytes) -> None:
    """Write a file only btdesk reads (a start-up cache): never through a link (a link
    planted under that name is replaced, its target left alone), readable and writable
    by the user alone, atomically as a save is.  Raises ``OSError``."""
    folder = path.parent
    clean_stale_temps(folder, path.name)
    _replace_with(folder, path, data, 0o600)
    _fsync_dir(folder)
