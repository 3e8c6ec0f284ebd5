"""The user's unit library at scale (issue 46's measures):

- ``btdesk import DIR`` over a generated tree of 2,000 unit files (from the test
  templates in tests/unit_tree.py: 'Mechs, vehicles, battle armor and ~5 % files btdesk
  refuses), its time and the largest memory the import held (tracemalloc's peak);
- a search of 5,000 sheets (the imported ones, repeated to 5,000 entries), which must
  stay under 50 ms;
- a game's start (``Session.from_scenario("green")``) with the imported sheets in the
  user's folder and with none: a game reads only the sheets its scenario names.

    python3 bench/library.py
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from timing import summary, timed
from unit_tree import battle_armor, mech, vehicle

from btdesk.io.library_import import import_tree
from btdesk.io.library_search import Entry, Filters, find, index, index_files
from btdesk.io.sheets import SheetLibrary, load_library

SEARCH_LIMIT_MS = 50.0


def make_tree(root: Path, files: int = 2000) -> None:
    for n in range(files):
        folder = root / ("mechs", "vehicles", "battlearmor")[n % 3] / f"set{n // 200}"
        folder.mkdir(parents=True, exist_ok=True)
        if n % 20 == 19:  # about 5 %: unplayable
            (folder / f"Quad Q{n}.mtf").write_text(mech("Quad", f"Q{n}", config="Quad"))
        elif n % 3 == 0:
            (folder / f"Lancer L{n}.mtf").write_text(mech("Lancer", f"L{n}",
                                                          armor=10 + n % 7))
        elif n % 3 == 1:
            (folder / f"Tank T{n}.blk").write_text(vehicle("Tank", f"T{n}", cruise=3 + n % 4))
        else:
            (folder / f"Trooper B{n}.blk").write_text(battle_armor("Trooper", f"B{n}",
                                                                   troopers=4 + n % 3))


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root, out = Path(tmp) / "tree", Path(tmp) / "sheets"
        make_tree(root)
        start = time.perf_counter()
        result = import_tree(root, out)
        seconds = time.perf_counter() - start
        print(f"import 2,000 files: {seconds:6.2f} s")
        print(f"  {result.summary()}")
        tracemalloc.start()  # a second import, to a new folder, measured for memory
        import_tree(root, Path(tmp) / "again")
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        print(f"  the most memory an import held: {peak / 1e6:.1f} MB")
        start = time.perf_counter()
        again = import_tree(root, out)
        print(f"again (idempotent): {time.perf_counter() - start:6.2f} s  "
              f"unchanged {again.count('unchanged')}")
        start = time.perf_counter()
        library = load_library([out])
        print(f"load {len(library.sheets)} sheets: {time.perf_counter() - start:6.2f} s")
        start = time.perf_counter()  # the import kept each sheet's entry by its digest
        listed = index_files([out])
        print(f"sheets --find's index of {len(listed)} sheets after the import: "
              f"{time.perf_counter() - start:6.2f} s")
        entries = list(index(library))
        many: list[Entry] = [replace(e, key=f"{e.key}-{n}") for n in range(3)
                             for e in entries]
        many = (many * 3)[:5000]
        assert len(many) == 5000
        for label, filters in (("text 'lancer l1'", Filters(text="lancer l1")),
                               ("text 'medium laser'", Filters(text="medium laser")),
                               ("filters (vehicle, ≥ 4 MP)", Filters(min_mp=4, min_tons=40)),
                               ("no match", Filters(text="timber wolf"))):
            times = timed(lambda f=filters: find(many, f), runs=20)  # type: ignore[misc]
            verdict = "ok" if max(times) <= SEARCH_LIMIT_MS else "SLOW"
            print(f"search 5,000 sheets, {label:28} {summary(times)}  {verdict}")
        dialog_opens(library, many)
        opens_from_files(out)
        game_starts(Path(tmp), len(library.sheets))


def game_starts(user: Path, count: int) -> None:
    """A game started with ``count`` imported sheets in ``user``/sheets, then with an
    empty user folder (the start must not grow with the library)."""
    import os

    from btdesk.session.game import Session

    before = os.environ.get("BTDESK_USER_DIR")
    try:
        for label, folder in ((f"{count:,} imported sheets", user),
                              ("no user sheets", user / "empty")):
            os.environ["BTDESK_USER_DIR"] = str(folder)
            times = timed(lambda: Session.from_scenario("green", seed=1), runs=10)
            print(f"a game starts (green) with {label:22} {summary(times)}")
    finally:
        if before is None:
            os.environ.pop("BTDESK_USER_DIR", None)
        else:
            os.environ["BTDESK_USER_DIR"] = before


def opens_from_files(folder: Path) -> None:
    """As the app opens it: the index of the sheet files (by digest) and a library that
    reads a sheet when a battle uses it."""
    from btdesk.io.lazy_library import lazy_library
    from btdesk.io.tables import load_rule_tables
    from btdesk.ui import force_builder
    from btdesk.ui.qtapp import application

    app = application()
    tables = load_rule_tables().tables

    def open_once() -> None:
        entries = index_files([folder])
        dialog = force_builder.ForceBuilder(lazy_library(entries), tables, entries=entries)
        dialog.show()
        app.processEvents()
        dialog.reject()
        dialog.deleteLater()
        app.processEvents()

    times = timed(open_once, runs=5)
    print(f"force builder opens from {len(index_files([folder])):,} sheet files: "
          f"{summary(times)}")


def dialog_opens(library: SheetLibrary, entries: list[Entry]) -> None:
    """The force builder opened over a library of 5,000 sheets (already loaded, as the
    app keeps it after the first time): built and shown, limit 300 ms."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from btdesk.io.tables import load_rule_tables
    from btdesk.ui import force_builder
    from btdesk.ui.qtapp import application

    app = application()
    sheets = {e.key: library.sheets[e.key.rsplit("-", 1)[0]] for e in entries}
    big = SheetLibrary({k: replace(s, key=k) for k, s in sheets.items()}, (), {})
    tables = load_rule_tables().tables

    def open_once() -> None:
        dialog = force_builder.ForceBuilder(big, tables)
        dialog.show()
        app.processEvents()
        dialog.reject()
        dialog.deleteLater()
        app.processEvents()

    times = timed(open_once, runs=5)
    verdict = "ok" if statistics.median(times) <= 300 else "SLOW"
    print(f"force builder opens over {len(big.sheets):,} sheets: {summary(times)}  {verdict}")


if __name__ == "__main__":
    main()
