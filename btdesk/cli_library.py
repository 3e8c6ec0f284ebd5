"""The unit library at the command line: ``btdesk import DIR`` (a folder tree of MegaMek
unit files) and ``btdesk sheets --find TEXT``.  Everything printed from a file is
cleaned of terminal control characters first."""

from __future__ import annotations

import sys
from pathlib import Path

from btdesk.io.errors import BtdeskError, printable

REPORT_NAME = "import-report.txt"


def import_folder(root: Path, out: Path | None, force: bool, report: Path | None) -> int:
    """Import the tree and print one summary line; the report file lists each refusal
    with its file and line.  Exit 1 if any file was refused."""
    from btdesk.io.library_import import import_tree, write_report
    from btdesk.io.resources import user_dir, user_sheets_dir

    folder = out if out is not None else user_sheets_dir()
    result = import_tree(root, folder, force)
    where = report if report is not None else user_dir() / REPORT_NAME
    write_report(result, where)
    print(printable(result.summary(where)))
    return 1 if result.count("refused") else 0


def find_sheets(text: str) -> int:
    """Every sheet whose words hold every word of ``text``; exit 1 if none does."""
    from btdesk.io.library_search import Filters, find, index_files

    found = find(index_files(), Filters(text=text))
    for e in found:
        print(printable(e.line.rstrip()))
    if not found:
        print(f"no sheet matches {printable(text)!r}", file=sys.stderr)
    return 0 if found else 1


LIST_LIMIT = 1 << 20


def keys_from_list(path: Path) -> list[str]:
    """The sheet keys a list file names, one a line (``#`` starts a comment), read
    through the bounded reader; a line that is no key is refused with its number."""
    import re

    from btdesk.io.errors import DataError
    from btdesk.io.yamlsafe import read_bounded

    raw = read_bounded(path, str(path), LIST_LIMIT)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(str(path), "", f"not UTF-8 text (byte {exc.start})") from None
    keys = []
    for number, line in enumerate(text.splitlines(), start=1):
        key = line.split("#", 1)[0].strip()
        if not key:
            continue
        if not re.fullmatch(r"[a-z0-9][a-z0-9._-]*", key):
            raise DataError(str(path), f"line {number}", f"{key!r} is not a sheet key (see "
                                                         "'btdesk sheets')")
        keys.append(key)
    if not keys:
        raise DataError(str(path), "", "names no sheet")
    return keys


def scenario_keys(name: str, side: str | None) -> list[str]:
    """The sheet of every unit of a scenario (a battle saved by the force builder, say),
    or of one side's: a force printed blank, one page a unit."""
    from btdesk.io.scenarios import load_with_sheets
    from btdesk.io.tables import load_rule_tables

    scenario, _ = load_with_sheets(name, load_rule_tables().tables)
    sides = {s.key: s for s in scenario.sides}
    if side is not None and side not in sides:
        raise BtdeskError(f"--side: {scenario.title} has no side {printable(side)!r} (its "
                          f"sides: {', '.join(sides)})")
    return [p.sheet for s in scenario.sides if side in (None, s.key) for p in s.units]
