"""PDF pages as QImages (pypdfium2 renders; Qt holds the pixels), for tests and looking."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
from PySide6.QtGui import QImage


def page_count(path: Path) -> int:
    return len(pdfium.PdfDocument(str(path)))


def page_size_mm(path: Path, index: int = 0) -> tuple[float, float]:
    w, h = pdfium.PdfDocument(str(path))[index].get_size()
    return w / 72 * 25.4, h / 72 * 25.4


def render(path: Path, index: int = 0, dpi: float = 150) -> QImage:
    page = pdfium.PdfDocument(str(path))[index]
    bitmap = page.render(scale=dpi / 72)
    data = bytes(bitmap.buffer)
    fmt = QImage.Format.Format_BGR888 if bitmap.n_channels == 3 else QImage.Format.Format_RGB32
    image = QImage(data, bitmap.width, bitmap.height, bitmap.stride, fmt)
    return image.copy()  # own the pixels before the buffer goes


def page_text(path: Path, index: int = 0) -> str:
    """The text a reader's search finds on a page (as pdftotext gives it)."""
    page = pdfium.PdfDocument(str(path))[index]
    return str(page.get_textpage().get_text_range())
