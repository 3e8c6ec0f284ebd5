"""Pages out of the window, one way for every print: a print preview to print from, a
PDF name asked for, and a PDF written with a warning (never a traceback) when the disk
refuses it.  Record sheets, the map or counters and the table state all go this way."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QPushButton,
    QWidget,
)

from btdesk.printing.pages import Page, export_pdf, paint_pages


def preview_pages(parent: QWidget, pages: Sequence[Page], paper: str) -> None:
    """The pages in Qt's print preview, from which they are printed."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setFullPage(True)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.paintRequested.connect(lambda device: paint_pages(device, pages, paper))
    dialog.exec()


def ask_pdf_path(parent: QWidget, title: str, suggested: Path) -> Path | None:
    """Where the player wants the PDF (``.pdf`` added when left off), or None."""
    target, _ = QFileDialog.getSaveFileName(parent, title, str(suggested), "PDF files (*.pdf)")
    if not target:
        return None
    return Path(target if target.endswith(".pdf") else target + ".pdf")


def write_pdf(parent: QWidget, path: Path, pages: Sequence[Page], paper: str,
              title: str) -> bool:
    """Write the PDF; False, with the reason in a warning, when it cannot be written."""
    try:
        export_pdf(path, pages, paper, title)
    except OSError as exc:
        QMessageBox.warning(parent, title, f"{path}: could not write the PDF "
                            f"({exc.strerror or exc})")
        return False
    return True


def print_buttons(preview: Callable[[], None], export: Callable[[], None],
                  close: Callable[[], None]) -> tuple[QDialogButtonBox, QPushButton, QPushButton]:
    """A print dialog's row: *Preview and Print…*, *Export PDF…* and *Close*."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    preview_button = QPushButton("Preview and Print…")
    export_button = QPushButton("Export PDF…")
    buttons.addButton(preview_button, QDialogButtonBox.ButtonRole.ActionRole)
    buttons.addButton(export_button, QDialogButtonBox.ButtonRole.ActionRole)
    buttons.rejected.connect(close)
    preview_button.clicked.connect(preview)
    export_button.clicked.connect(export)
    return buttons, preview_button, export_button
