"""File ▸ Print Map or Counters…: the game's map at a chosen hex size, over as many pages
as it takes, or a counter per unit at that size, previewed before printing or written
to a PDF (btdesk.printing.map_sheet and .counters draw them)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QWidget,
)

from btdesk.hexgrid import Hex
from btdesk.io.errors import BtdeskError
from btdesk.model.board import Board
from btdesk.model.table_scale import TableScale
from btdesk.printing.counters import CounterSpec, counter_pages
from btdesk.printing.map_sheet import map_pages
from btdesk.printing.map_tiles import parse_hex_size
from btdesk.printing.pages import Page, page_size_mm

from .pdf_output import ask_pdf_path, preview_pages, print_buttons, write_pdf

WHAT = ("The map", "Counters, one per unit")


def hex_sizes(table: TableScale) -> list[str]:
    """The sizes offered: the standard mapsheet hex first, then the game's table scale,
    then the common miniature scales."""
    sizes = ["1.25in", f"{table.hex_mm:g}mm", "32mm", "12cm"]
    return list(dict.fromkeys(s for s in sizes if s != "31.75mm"))


class PrintMapDialog(QDialog):
    def __init__(self, parent: QWidget | None, board: Board, counters: Sequence[CounterSpec],
                 paper: str, table: TableScale, folder: Path,
                 damage: Mapping[Hex, int] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Print Map or Counters")
        self.board, self.counters, self.paper, self.folder = board, counters, paper, folder
        self.damage = damage or {}  # the game's to its buildings: their CF left
        form = QFormLayout(self)
        self.what = QComboBox()
        self.what.addItems(WHAT)
        self.hex_size = QComboBox()
        self.hex_size.setEditable(True)
        self.hex_size.addItems(hex_sizes(table))
        self.hex_size.setToolTip("A hex across flats, like 1.25in (a standard mapsheet's), "
                             "32mm or 12cm")
        form.addRow("Print", self.what)
        form.addRow("Hex size", self.hex_size)
        self.grey = QCheckBox("The map's ground in shades of grey")
        form.addRow(self.grey)
        self.note = QLabel(f"On {paper.upper()} paper (File ▸ Paper Size). Print at actual "
                           "size, not 'fit to page'.")
        self.note.setWordWrap(True)
        form.addRow(self.note)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00000")
        form.addRow(self.error)
        buttons, self.preview_button, self.export_button = print_buttons(
            self.preview, self.export, self.reject)
        form.addRow(buttons)

    def pages(self) -> list[Page] | None:
        """The pages as chosen, or None with the reason shown (a size not understood)."""
        try:
            hex_mm = parse_hex_size(self.hex_size.currentText())
        except BtdeskError as exc:
            self.error.setText(str(exc).replace("--hex-size", "Hex size"))
            return None
        self.error.clear()
        w, h = page_size_mm(self.paper)
        if self.what.currentIndex() == 0:
            return list(map_pages(self.board, hex_mm, w, h, grey=self.grey.isChecked(),
                                  damage=self.damage))
        if not self.counters:
            self.error.setText("No units to print counters for.")
            return None
        return list(counter_pages(self.counters, hex_mm, w, h))

    def preview(self) -> None:
        pages = self.pages()
        if pages is not None:
            preview_pages(self, pages, self.paper)

    def export(self) -> None:
        pages = self.pages()
        if pages is None:
            return
        name = "map.pdf" if self.what.currentIndex() == 0 else "counters.pdf"
        path = ask_pdf_path(self, "Export as PDF", self.folder / name)
        if path is not None:
            self.write(path, pages)

    def write(self, path: Path, pages: list[Page]) -> None:
        if not write_pdf(self, path, pages, self.paper, self.windowTitle()):
            return
        self.error.setText("")
        self.note.setText(f"Wrote {path} ({len(pages)} page{'s' if len(pages) != 1 else ''}).")
