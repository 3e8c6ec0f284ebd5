"""Finding units in the sheet library: ``btdesk sheets --find`` and the force builder's
search, over thousands of sheets.

Each sheet is reduced once to an :class:`Entry` (its words in one lower-case text, its
tonnage, movement and where it came from); a search is then a scan of plain tuples,
well under the 50 ms a search may take over 5,000 sheets (``bench/library.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from btdesk.model.units import UnitDefinition, UnitKind

from .resources import data_files, sheets_dir
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
