"""A folder tree of MegaMek unit files (``.mtf`` 'Mechs, ``.blk`` vehicles and battle
armor) into the user's sheets: ``btdesk import DIR`` and the app's import.

Each file is read on its own (bounded, one at a time: memory does not grow with the
tree), turned into a sheet with the same checks ``btdesk sheets FILE`` applies, and
written atomically only when its text changed.  Re-importing the same tree changes
nothing; a changed source file updates its sheet; a sheet the user edited since it was
imported, or one of the user's own by that name, is kept and the file refused with why.

Which sheets an import wrote, and the digest of what it wrote, are kept in a manifest
(``.btdesk-import`` in the sheets folder, one ``key<TAB>digest<TAB>source`` line each),
so an edit by hand is told from btdesk's own earlier write.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .atomic import mode_for, write_atomic
from .blk import import_blk
from .errors import BtdeskError, DataError, one_line
from .library_search import remember
from .mtf import Imported, import_mtf, sheet_text
from .resources import data_files, sheets_dir
from .yamlsafe import read_bounded

MANIFEST = ".btdesk-import"
MANIFEST_LIMIT = 64 << 20  # ~100 bytes a sheet: far beyond any unit library
SHEET_LIMIT = 1 << 20
SUFFIXES = {".mtf": import_mtf, ".blk": import_blk}
MAX_FILES = 200_000  # a MegaMek data folder holds ~10,000 unit files
BATCH = 200  # sheets made durable together (about 600 KB held)


class BatchWriter:
    """Sheets written as :func:`write_atomic` writes one — a temporary file renamed into
    place, so a crash leaves the old sheet or the new one, whole — but made durable a
    batch at a time: one flush of the disk for 200 sheets instead of two ``fsync`` calls
    each, which were 14 ms a sheet (most of an import's time).  ``done`` is called for
    each sheet once it is in place."""

    def __init__(self) -> None:
        self.pending: list[tuple[Path, Path, Callable[[], None]]] = []

    def add(self, target: Path, data: bytes, done: Callable[[], None]) -> None:
        folder = target.parent
        folder.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp",
                                    dir=folder)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                with contextlib.suppress(OSError):
                    os.fchmod(handle.fileno(), mode_for(target))
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temp)
            raise
        self.pending.append((Path(temp), target, done))
        if len(self.pending) >= BATCH:
            self.flush()

    def flush(self) -> None:
        pending, self.pending = self.pending, []
        try:
            if hasattr(os, "sync"):
                os.sync()
            else:  # pragma: no cover - Windows has no os.sync
                for temp, _, _ in pending:
                    with open(temp, "rb+") as handle:
                        os.fsync(handle.fileno())
            for temp, target, done in pending:
                os.replace(temp, target)
                done()
        finally:
            for temp, _, _ in pending:
                with contextlib.suppress(OSError):
                    temp.unlink()
        for folder in {target.parent for _, target, _ in pending}:
            with contextlib.suppress(OSError):
                fd = os.open(folder, os.O_RDONLY)
                try:
                    os.fsync(fd)
                finally:
                    os.close(fd)


@dataclass
class Outcome:
    """What happened to one file: ``imported``, ``updated``, ``unchanged`` or
    ``refused`` (with the error), and the sheet key it wrote."""

    file: str
    status: str
    key: str = ""
    error: DataError | None = None
    notes: tuple[str, ...] = ()


@dataclass
class ImportResult:
    root: str
    outcomes: list[Outcome] = field(default_factory=list)
    skipped: int = 0  # files in the tree that are not unit files (.mtf, .blk)

    def count(self, status: str) -> int:
        return sum(o.status == status for o in self.outcomes)

    def refusals(self) -> Counter[str]:
        return Counter(reason_kind(o.error) for o in self.outcomes if o.error is not None)

    def summary(self, report: Path | None = None) -> str:
        """One line: how many were imported, updated, unchanged, and refused by reason."""
        refused = self.refusals()
        parts = [f"imported {self.count('imported')}", f"updated {self.count('updated')}",
                 f"unchanged {self.count('unchanged')}",
                 f"refused {sum(refused.values())}"]
        line = ", ".join(parts)
        if refused:
            reasons = ", ".join(f"{kind}: {n}" for kind, n in refused.most_common())
            line += f" ({reasons})"
        if self.skipped:
            line += f"; {self.skipped} other file(s) skipped (not .mtf or .blk)"
        if report is not None and refused:
            line += f"; each refusal in {report}"
        return line

    def report_text(self) -> str:
        """Every refusal with its file and line, then every note of what an import left
        out, for the report file."""
        lines = [f"btdesk import {self.root}", self.summary(), ""]
        lines += [f"refused  {o.error}" for o in self.outcomes if o.error is not None]
        for o in self.outcomes:
            lines += [f"note     {o.file}: {note}" for note in o.notes]
        return "\n".join(one_line(line, 600) for line in lines) + "\n"


# The kind of a refusal, for the summary: its words as the readers write them.
_KINDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^Config: (\S+)", re.IGNORECASE), "{0} 'Mech"),
    (re.compile(r"^(.{1,60}?): (?:ammunition )?not in resources/equipment\.yaml"),
     "unknown equipment {0}"),
    (re.compile(r"mixed technology|technology is not read", re.IGNORECASE),
     "mixed technology"),
    (re.compile(r"^conventional infantry"), "conventional infantry"),
    (re.compile(r"^motion_type (\w+)"), "{0} movement"),
    (re.compile(r"^(\w+): btdesk plays 'Mechs"), "unit type {0}"),
    (re.compile(r"rear-firing"), "rear-firing 'Mech weapon"),
    (re.compile(r"^chassis (\S+)"), "{0} battle armor"),
    (re.compile(r"edited since|not from an import|built-in sheet|same sheet name"),
     "kept an existing sheet"),
    (re.compile(r"cannot read the folder"), "unreadable folder"),
    (re.compile(r"file is .* bytes|not a regular file|cannot read"), "unreadable file"),
)


def reason_kind(error: DataError | None) -> str:
    if error is None:
        return ""
    for pattern, kind in _KINDS:
        found = pattern.search(error.reason)
        if found:
            return kind.format(*(g if "equipment" in kind else g.lower()
                                 for g in found.groups()))
    return "not a valid unit file"


def _digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def read_manifest(folder: Path) -> dict[str, tuple[str, str]]:
    """key → (digest of the text btdesk wrote, source file); a damaged manifest reads
    as empty, which only means no sheet is replaced without ``--force``."""
    path = folder / MANIFEST
    try:
        raw = read_bounded(path, str(path), MANIFEST_LIMIT)
    except DataError:
        return {}
    out: dict[str, tuple[str, str]] = {}
    for line in raw.decode("utf-8", "replace").splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            out[parts[0]] = (parts[1], parts[2])
    return out


def _write_manifest(folder: Path, manifest: dict[str, tuple[str, str]]) -> None:
    text = "".join(f"{key}\t{d}\t{src}\n" for key, (d, src) in sorted(manifest.items())
                   if "\t" not in src and "\n" not in src)
    write_atomic(folder / MANIFEST, text.encode("utf-8"), keep_backup=False)


def unit_files(root: Path, unreadable: list[DataError] | None = None,
               ) -> tuple[list[Path], int]:
    """The tree's ``.mtf`` and ``.blk`` files in a stable order (links to folders are not
    followed, so a loop cannot trap the walk), and how many other files it holds.  A
    folder that cannot be listed is added to ``unreadable`` (never passed over)."""
    if not root.is_dir():
        raise DataError(str(root), "", "not a folder")
    found: list[Path] = []
    others = 0

    def refused(exc: OSError) -> None:
        if unreadable is not None:
            unreadable.append(DataError(str(exc.filename or root), "",
                                        f"cannot read the folder ({exc.strerror or exc})"))

    for here, dirs, files in os.walk(root, onerror=refused, followlinks=False):
        dirs.sort()
        for name in sorted(files):
            if Path(name).suffix.lower() in SUFFIXES:
                found.append(Path(here) / name)
            else:
                others += 1
        if len(found) > MAX_FILES:
            raise DataError(str(root), "", f"more than {MAX_FILES:,} unit files: not a "
                                           "unit library")
    return found, others


def import_tree(root: Path, folder: Path, force: bool = False,
                progress: Callable[[int, int], bool] | None = None) -> ImportResult:
    """Import every unit file under ``root`` into ``folder``.  ``progress(done, total)``
    is called after each file; returning False stops the import (what was written
    stays, whole)."""
    unreadable: list[DataError] = []
    files, others = unit_files(root, unreadable)
    result = ImportResult(str(root), skipped=others)
    result.outcomes += [Outcome(e.file, "refused", error=e) for e in unreadable]
    manifest = read_manifest(folder)
    before = dict(manifest)
    built_in = {p.stem.lower() for p in data_files(sheets_dir())}
    claimed: dict[str, str] = {}
    writer = BatchWriter()
    try:
        for done, path in enumerate(files, start=1):
            shown = str(path)
            try:
                imported = SUFFIXES[path.suffix.lower()](path, shown)
                status = _place(imported, folder, manifest, built_in, claimed, shown, force,
                                writer)
                result.outcomes.append(Outcome(shown, status, imported.key,
                                               notes=tuple(imported.notes)))
            except DataError as exc:
                result.outcomes.append(Outcome(shown, "refused", error=exc))
            if progress is not None and not progress(done, len(files)):
                break
    finally:
        try:
            writer.flush()
        except OSError as exc:
            raise BtdeskError(f"{folder}: could not write the sheets "
                              f"({exc.strerror or exc})") from None
        if manifest != before:
            try:
                _write_manifest(folder, manifest)
            except OSError as exc:
                raise BtdeskError(f"{folder / MANIFEST}: could not write "
                                  f"({exc.strerror or exc})") from None
    return result


def _place(imported: Imported, folder: Path, manifest: dict[str, tuple[str, str]],
           built_in: set[str], claimed: dict[str, str], shown: str, force: bool,
           writer: BatchWriter) -> str:
    """Write one sheet if it is new or changed; the status, or a refusal."""
    key = imported.key
    if key in built_in:
        raise DataError(shown, "", f"'{key}' is a built-in sheet's name (yours would be "
                                   "refused)")
    if key in claimed:
        raise DataError(shown, "", f"same sheet name '{key}' as {claimed[key]}")
    claimed[key] = shown
    data = sheet_text(imported.document).encode("utf-8")
    target = folder / f"{key}.yaml"
    old: bytes | None = None
    if target.exists() or target.is_symlink():
        try:
            old = read_bounded(target, str(target), SHEET_LIMIT)
        except DataError:
            old = None
            if not force:
                raise DataError(shown, "", f"{target} is there and not a sheet btdesk can "
                                           "read: kept (--force replaces it)") from None
    remember(imported.sheet, data)  # the search index's entry for the text written
    if old == data:
        manifest[key] = (_digest(data), shown)
        return "unchanged"
    if old is not None and not force:
        before = manifest.get(key)
        if before is None:
            raise DataError(shown, "", f"{target} is a sheet of yours, not from an import: "
                                       "kept (--force replaces it)")
        if before[0] != _digest(old):
            raise DataError(shown, "", f"{target} was edited since it was imported: kept "
                                       "(--force replaces it)")

    def written(digest: str = _digest(data)) -> None:
        manifest[key] = (digest, shown)

    try:
        writer.add(target, data, written)
    except OSError as exc:
        raise DataError(str(target), "", f"could not write ({exc.strerror or exc})") from None
    return "imported" if old is None else "updated"


def write_report(result: ImportResult, path: Path) -> None:
    try:
        write_atomic(path, result.report_text().encode("utf-8"), keep_backup=False)
    except OSError as exc:
        raise BtdeskError(f"{path}: could not write the report ({exc.strerror or exc})"
                          ) from None
