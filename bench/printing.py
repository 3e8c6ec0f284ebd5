"""Time to export all 11 Quick-Start record sheets to one PDF, and the template.

    python3 bench/printing.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication
from timing import summary, timed

from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.printing.pages import export_pdf, sheet_page, template_page


def main() -> None:
    app = QGuiApplication([])  # noqa: F841 - fonts need it
    library = load_library()
    tables = load_rule_tables().tables
    folder = Path(tempfile.mkdtemp())
    pages = [sheet_page(library.sheets[k], None, tables) for k in sorted(library.sheets)]
    sheets = timed(lambda: export_pdf(folder / "all.pdf", pages, "a4"))
    template = timed(lambda: export_pdf(folder / "hex.pdf",
                                        [template_page(tables.close_assault)], "a4"))
    size = (folder / "all.pdf").stat().st_size / 1024
    print(f"all 11 record sheets to one PDF ({size:.0f} KiB): {summary(sheets)}")
    print(f"Close Assault template PDF: {summary(template)}")


if __name__ == "__main__":
    main()
