"""File ▸ Print Table State…: the game as it stands in one PDF (btdesk.printing.table_state
draws it), previewed and printed, or written to a file.

Whose view: with the hand-over screens off the window is the referee's, and so is the
print (hidden units printed, marked HIDDEN); with them on, it prints what the side at the
screen may see, or what anyone may between hand-overs, as the screen would show it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from btdesk.model.table_scale import table_scale
from btdesk.printing.pages import Page
from btdesk.printing.record_sheet import range_scale
from btdesk.printing.table_state import table_pages, view_of

from .pdf_output import ask_pdf_path, preview_pages, print_buttons, write_pdf

if TYPE_CHECKING:
    from .window_printing import WindowPrinting

class PrintTableDialog(QDialog):
    def __init__(self, parent: QWidget | None, pages: list[Page], summary: str, paper: str,
                 folder: Path, name: str) -> None:
        super().__init__(parent)
        self.setWindowTitle("Print Table State")
        self.pages, self.paper, self.folder, self.name = pages, paper, folder, name
        layout = QVBoxLayout(self)
        self.summary = QLabel(summary)
        self.summary.setObjectName("tableSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.note = QLabel(f"{len(pages)} pages on {paper.upper()} paper (File ▸ Paper Size).")
        self.note.setObjectName("tableNote")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons, self.preview_button, self.export_button = print_buttons(
            self.preview, self.export, self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def preview(self) -> None:
        preview_pages(self, self.pages, self.paper)

    def export(self) -> None:
        path = ask_pdf_path(self, "Export the table state as PDF",
                            self.folder / f"{self.name}-table.pdf")
        if path is not None:
            self.write(path)

    def write(self, path: Path) -> None:
        if not write_pdf(self, path, self.pages, self.paper, self.windowTitle()):
            return
        self.note.setText(f"Wrote {path} ({len(self.pages)} pages).")


def open_table_print(window: WindowPrinting, folder: Path) -> PrintTableDialog:
    """The dialog for the window's game, as the window's screen may show it."""
    session, controller = window.session, window.controller
    side = controller.viewer if controller.hand_over else None
    secrets = controller.hand_over and side is None
    name = window.path.name.removesuffix(".btdesk.yaml") if window.path else session.scenario.key
    game = window.path.name if window.path else session.scenario.title
    scale = (range_scale(table_scale(session.options)) if window.range_scale() == "table"
             else None)
    state = session.state
    pages = table_pages(state, game, session.scenario.title, table_scale(session.options),
                        scale, side, secrets)
    shown, view = view_of(state, side, secrets)
    assaults = len(shown.assaults)
    summary = (f"{game}: the map with its units and the roster, "
               + (f"{assaults} Close Assault hex{'es' if assaults > 1 else ''} in play, "
                  if assaults else "")
               + f"and {len(shown.units)} record sheets with their damage. {view}")
    dialog = PrintTableDialog(window, pages, summary, window.paper(), folder, name)
    dialog.setModal(True)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
