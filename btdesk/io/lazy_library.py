"""A sheet library that reads a sheet only when it is asked for: the force builder lists
thousands of sheets from the search index (``library_search.index_files``) and needs the
whole of only the few a battle uses, so it opens at once however large the library; a
game reads the sheets its scenario names (:func:`game_library`) and no other, so an
imported library of thousands of sheets costs a game's start nothing, and a broken sheet
no game uses stops no game."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from btdesk.model.units import UnitDefinition

from .errors import DataError
from .resources import DATA_SUFFIXES, display_name, sheets_dir, user_sheets_dir
from .sheets import SheetLibrary, load_sheet_and_document, parse_sheet
from .yamlsafe import load_file

if TYPE_CHECKING:  # the search index's module is not needed to start a game
    from .library_search import Entry


class _OnDemand(dict[str, Any]):
    """Values by sheet key, each read from its file the first time it is asked for; a
    file that no longer loads reads as absent."""

    def __init__(self, paths: Mapping[str, Path | str],
                 store: dict[str, tuple[UnitDefinition, Any]],
                 part: int) -> None:
        super().__init__()
        self.paths, self.store, self.part = paths, store, part

    def _load(self, key: str) -> bool:
        if dict.__contains__(self, key):
            return True
        if key not in self.store:
            path = self.paths.get(key)
            if path is None:
                return False
            try:
                document = load_file(Path(path), str(path))
                self.store[key] = (parse_sheet(document, str(path), key), document)
            except DataError:
                return False
        dict.__setitem__(self, key, self.store[key][self.part])
        return True

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._load(key)

    def __getitem__(self, key: str) -> Any:
        if not self._load(key):
            raise KeyError(key)
        return dict.__getitem__(self, key)

    def get(self, key: str, default: Any = None) -> Any:
        if not self._load(key):
            return default
        return dict.__getitem__(self, key)


def lazy_library(entries: Iterable[Entry]) -> SheetLibrary:
    """A library over the indexed files; ``sheets`` and ``documents`` read on demand
    (iterating them gives only what was read or added)."""
    paths = {e.key: e.path for e in entries if e.path is not None}
    store: dict[str, tuple[UnitDefinition, Any]] = {}
    return SheetLibrary(_OnDemand(paths, store, 0), (), _OnDemand(paths, store, 1))


@dataclass(frozen=True)
class SheetFiles:
    """Which files may hold each sheet key, without reading any: built in first, then
    the user's, in the order :func:`btdesk.io.sheets.load_library` reads them (the first
    of a key's files that loads is the sheet; a later one is refused as a duplicate)."""

    paths: dict[str, tuple[str, ...]]  # the files, as strings: 2,000 Paths took 15 ms


def sheet_files(folders: Iterable[Path] | None = None) -> SheetFiles:
    """The sheet files of ``folders`` (the built-in then the user's sheets) by key: one
    listing of each folder, no file opened."""
    dirs = list(folders) if folders is not None else [sheets_dir(), user_sheets_dir()]
    paths: dict[str, list[str]] = {}
    for folder in dirs:
        base = os.path.join(folder, "")
        for name in _data_names(folder):
            paths.setdefault(name.rpartition(".")[0].lower(), []).append(base + name)
    return SheetFiles({k: tuple(v) for k, v in paths.items()})


def _data_names(folder: Path) -> list[str]:
    """The names :func:`btdesk.io.resources.data_files` lists, in its order, as strings:
    making and sorting 2,000 paths took most of a game's start."""
    try:
        names = os.listdir(folder) if folder.is_dir() else []
    except OSError:
        return []
    return sorted(n for n in names if not n.startswith(".")
                  and "." + n.rpartition(".")[2].lower() in DATA_SUFFIXES)


def game_library(keys: Iterable[str], folders: Iterable[Path] | None = None) -> SheetLibrary:
    """The sheets ``keys`` name (a scenario's units), read now, over a library that reads
    any other sheet only if it is asked for.  A sheet a key names that does not load is
    raised (:class:`DataError`, naming the file): the game cannot be played without it.
    A key no file has is left out (the scenario names it in its own refusal).  Files
    refused beside a sheet that did load (another file of the same key, as
    ``load_library`` refuses it) are the library's ``rejected``."""
    files = sheet_files(folders)
    store: dict[str, tuple[UnitDefinition, Any]] = {}
    rejected: list[DataError] = []
    for key in dict.fromkeys(keys):
        candidates = files.paths.get(key, ())
        failed: list[DataError] = []
        origin = ""
        for path in map(Path, candidates):
            shown = display_name(path)
            if origin:
                rejected.append(DataError(shown, "", f"a sheet named '{key}' is already "
                                                     f"loaded from {origin}; rename it"))
                continue
            try:
                store[key] = load_sheet_and_document(path, shown)
            except DataError as exc:
                failed.append(exc)
                continue
            origin = shown
        if failed and not origin:
            raise failed[0]
        rejected += failed
    paths = {k: v[0] for k, v in files.paths.items()}
    sheets, documents = _OnDemand(paths, store, 0), _OnDemand(paths, store, 1)
    for key in store:  # what the game read is what iterating the library gives
        sheets.get(key)
        documents.get(key)
    return SheetLibrary(sheets, tuple(rejected), documents)
