"""Finding units in the sheet library: ``btdesk sheets --find`` and the force builder's
search, over thousands of sheets.

Each sheet is reduced once to an :class:`Entry` (its words in one lower-case text, its
tonnage, movement and where it came from); a search is then a scan of plain tuples,
well under the 50 ms a search may take over 5,000 sheets (``bench/library.py``).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from btdesk.disk_cache import DiskCache
from btdesk.model.units import UnitDefinition, UnitKind

from .errors import DataError
from .resources import data_files, sheets_dir, user_sheets_dir
from .sheets import SheetLibrary

BUILT_IN = "built-in"
IMPORTED = "imported"
YOURS = "yours"
ORIGINS = (BUILT_IN, YOURS, IMPORTED)


@dataclass(frozen=True)
class Entry:
    key: str
    name: str
    kind: UnitKind
    tons: int | None
    mp: int  # walking / cruising / infantry MP
    jump: int
    weapons: tuple[str, ...]
    origin: str  # BUILT_IN, YOURS or IMPORTED
    bv: int | None
    words: str  # everything a search matches, lower case
    path: Path | None = field(default=None, compare=False)  # the file, where indexed from one

    @property
    def line(self) -> str:
        tons = f"{self.tons} t" if self.tons else ""
        return f"{self.key:34} {self.name:36} {self.kind.display_name:22} {tons:6} {self.origin}"


def entry(sheet: UnitDefinition, origin: str) -> Entry:
    weapons = tuple(dict.fromkeys(w.name for w in sheet.weapons))
    words = " ".join((sheet.key, sheet.name, sheet.kind.value, sheet.kind.display_name,
                      sheet.movement.motive.value, origin, *weapons)).lower()
    return Entry(sheet.key, sheet.name, sheet.kind, sheet.tons, sheet.movement.walk,
                 sheet.movement.jump, weapons, origin, sheet.bv, words)


def index_files(folders: Iterable[Path] | None = None) -> tuple[Entry, ...]:
    """The entries of every sheet file, built in then the user's, without loading the
    sheets: each file is read (bounded) and its entry taken from a disk cache by the
    digest of its name and text, so only a new or changed sheet is parsed.  A file that
    does not load, or that would shadow a sheet already indexed, is left out, as the
    library leaves it out (``btdesk sheets`` lists those with why)."""
    from .sheets import parse_sheet
    from .yamlsafe import DEFAULT_LIMIT, parse_text, read_bounded

    dirs = list(folders) if folders is not None else [sheets_dir(), user_sheets_dir()]
    built_in = {p.stem.lower() for p in data_files(sheets_dir())}
    cache = _cache()
    seen: set[str] = set()
    out: list[Entry] = []
    for folder in dirs:
        for path in data_files(folder):
            key = path.stem.lower()
            if key in seen or not _KEY.fullmatch(key):
                continue
            try:
                raw = read_bounded(path, str(path), DEFAULT_LIMIT)
            except DataError:
                continue
            fields = cache.get(_file_digest(key, raw))
            if not _fields_ok(fields):
                try:
                    sheet = parse_sheet(parse_text(raw.decode("utf-8"), str(path)), str(path),
                                        key)
                except (DataError, UnicodeDecodeError):
                    continue
                fields = remember(sheet, raw)
            seen.add(key)
            name, kind, tons, mp, jump, weapons, imported, bv, motive = fields
            origin = BUILT_IN if key in built_in else IMPORTED if imported else YOURS
            kind_ = UnitKind(kind)
            words = " ".join((key, name, kind, kind_.display_name, motive, origin,
                              *weapons)).lower()
            out.append(Entry(key, name, kind_, tons, mp, jump, tuple(weapons), origin, bv,
                             words, path))
    return tuple(sorted(out, key=lambda e: (e.name.lower(), e.key)))


def _file_digest(key: str, raw: bytes) -> bytes:
    return hashlib.blake2b(key.encode() + b"\0" + raw, digest_size=16).digest()


def remember(sheet: UnitDefinition, raw: bytes) -> tuple[Any, ...]:
    """Keep ``sheet``'s entry for the file text ``raw`` (an import does, as it writes a
    sheet, so the first search after it parses nothing); the fields kept."""
    fields = (sheet.name, sheet.kind.value, sheet.tons, sheet.movement.walk,
              sheet.movement.jump, tuple(dict.fromkeys(w.name for w in sheet.weapons)),
              sheet.source.startswith("imported from"), sheet.bv,
              sheet.movement.motive.value)
    _cache().put(_file_digest(sheet.key, raw), fields, replace=True)
    return fields


_KEY = re.compile(r"[a-z0-9][a-z0-9._-]*")
_KINDS = {k.value for k in UnitKind}
_index_cache: list[DiskCache] = []


def _cache() -> DiskCache:
    if not _index_cache:
        _index_cache.append(DiskCache("sheet-index", 100_000))
    return _index_cache[0]


def _fields_ok(fields: Any) -> bool:
    """Whether a cached entry is what :func:`index_files` keeps (anything else is made
    again from the file)."""
    if not isinstance(fields, tuple) or len(fields) != 9:
        return False
    name, kind, tons, mp, jump, weapons, imported, bv, motive = fields
    return (isinstance(name, str) and kind in _KINDS and isinstance(motive, str)
            and (tons is None or type(tons) is int) and type(mp) is int
            and type(jump) is int and isinstance(weapons, tuple)
            and all(isinstance(w, str) for w in weapons) and isinstance(imported, bool)
            and (bv is None or type(bv) is int))


def origin_of(sheet: UnitDefinition, built_in: set[str]) -> str:
    if sheet.key in built_in:
        return BUILT_IN
    return IMPORTED if sheet.source.startswith("imported from") else YOURS


def index(library: SheetLibrary) -> tuple[Entry, ...]:
    """Every sheet of the library as an entry, by name."""
    built_in = {p.stem.lower() for p in data_files(sheets_dir())}
    entries = (entry(s, origin_of(s, built_in)) for s in library.sheets.values())
    return tuple(sorted(entries, key=lambda e: (e.name.lower(), e.key)))


@dataclass(frozen=True)
class Filters:
    """What the builder's filters ask for; a field left at its default asks nothing."""

    text: str = ""
    kind: UnitKind | None = None
    min_tons: int = 0
    max_tons: int = 200
    min_mp: int = 0
    weapon: str = ""
    origin: str = ""


def find(entries: Iterable[Entry], filters: Filters) -> list[Entry]:
    """The entries every word of ``filters.text`` appears in (any order, any case) and
    that pass every other filter."""
    words = filters.text.lower().split()
    weapon = filters.weapon.lower()
    out = []
    for e in entries:
        if filters.kind is not None and e.kind is not filters.kind:
            continue
        if filters.origin and e.origin != filters.origin:
            continue
        tons = e.tons or 0
        if tons < filters.min_tons or tons > filters.max_tons:
            continue
        if e.mp < filters.min_mp:
            continue
        if weapon and not any(weapon in w.lower() for w in e.weapons):
            continue
        if all(w in e.words for w in words):
            out.append(e)
    return out
