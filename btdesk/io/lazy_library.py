"""A sheet library that reads a sheet only when it is asked for: the force builder lists
thousands of sheets from the search index (``library_search.index_files``) and needs the
whole of only the few a battle uses, so it opens at once however large the library."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from btdesk.model.units import UnitDefinition

from .errors import DataError
from .library_search import Entry
from .sheets import SheetLibrary, parse_sheet
from .yamlsafe import load_file


class _OnDemand(dict[str, Any]):
    """Values by sheet key, each read from its file the first time it is asked for; a
    file that no longer loads reads as absent."""

    def __init__(self, paths: dict[str, Path], store: dict[str, tuple[UnitDefinition, Any]],
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
                document = load_file(path, str(path))
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
