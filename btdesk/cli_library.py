"""The unit library at the command line: ``btdesk import DIR`` (a folder tree of MegaMek
unit files) and ``btdesk sheets --find TEXT``.  Everything printed from a file is
cleaned of terminal control characters first."""

from __future__ import annotations

import sys
from pathlib import Path

from btdesk.io.errors import printable

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
    from btdesk.io.library_search import Filters, find, index
    from btdesk.io.sheets import load_library

    library = load_library()
    found = find(index(library), Filters(text=text))
    for e in found:
        print(printable(e.line.rstrip()))
    if not found:
        print(f"no sheet matches {printable(text)!r}", file=sys.stderr)
    return 0 if found else 1
