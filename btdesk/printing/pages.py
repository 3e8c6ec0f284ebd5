"""Pages to paper: PDF export and printing share one routine.

A page is a function that draws on a ``w × h`` millimetre page; :func:`paint_pages` sets
the device up so one painter unit is one millimetre, whatever the device's resolution, so
a PDF, a printer and a preview all get the same drawing at the same size.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import (
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)

from btdesk.io.atomic import mode_for
from btdesk.model.state import GameState, UnitState
from btdesk.model.table_scale import TableScale
from btdesk.model.tables import CloseAssaultMatrix, RuleTables
from btdesk.model.units import UnitDefinition, UnitKind

from .record_sheet import (
    HEIGHT,
    WIDTH,
    RangeScale,
    dropped_weapons,
    paint_record_sheet,
    transport_line,
)
from .standard_sheet import paint_standard_panel, plays_standard
from .template import paint_close_assault_template

Page = Callable[[QPainter, float, float], None]
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
PDF_DPI = 600


def page_size_mm(paper: str) -> tuple[float, float]:
    size = QPageSize(PAPERS[paper]).size(QPageSize.Unit.Millimeter)
    return size.width(), size.height()


def sheet_page(definition: UnitDefinition, unit: UnitState | None,
               tables: RuleTables | None, scale: RangeScale | None = None,
               transport: str = "", dropped: frozenset[int] = frozenset(),
               game: str = "") -> Page:
    def draw(painter: QPainter, w: float, h: float) -> None:
        painter.translate((w - WIDTH) / 2, (h - HEIGHT) / 2)
        paint_record_sheet(painter, definition, unit, tables, scale=scale,
                           transport=transport, dropped=dropped, game=game)
    return draw


def standard_page(definition: UnitDefinition, unit: UnitState | None,
                  tables: RuleTables) -> Page:
    """The standard record sheet's second page: internal structure, heat scale, heat
    sinks (Total Warfare)."""
    def draw(painter: QPainter, w: float, h: float) -> None:
        painter.translate((w - WIDTH) / 2, (h - HEIGHT) / 2)
        paint_standard_panel(painter, definition, unit, tables)
    return draw


def blank_sheet_pages(definitions: Iterable[UnitDefinition], tables: RuleTables,
                      scale: RangeScale | None, standard: bool = False) -> list[Page]:
    """Blank record sheets; ``standard``: the standard ones (Total Warfare), each 'Mech's
    standard version (its torso rear armour) and each 'Mech's and vehicle's standard page,
    infantry's sheets as they are."""
    if not standard:
        return [sheet_page(d, None, tables, scale) for d in definitions]
    from btdesk.rules.modules.standard import standard_version

    pages: list[Page] = []
    for definition in definitions:
        definition = standard_version(tables, definition)
        pages.append(sheet_page(definition, None, tables, scale))
        if definition.kind in (UnitKind.MECH, UnitKind.VEHICLE):
            pages.append(standard_page(definition, None, tables))
    return pages


def game_sheet_pages(state: GameState, units: Iterable[UnitState], scale: RangeScale | None,
                     game: str) -> list[Page]:
    """The sheets of ``units`` of a game as it stands: their damage, what they carry or
    ride, the weapons they dropped, and ``game`` (its name, turn and phase) in the footer;
    in a game with the standard rules, each 'Mech's standard page after its sheet."""
    pages: list[Page] = []
    for u in units:
        definition = state.definition(u)
        pages.append(sheet_page(definition, u, state.rules, scale, transport_line(state, u),
                                dropped_weapons(state, u), game))
        if plays_standard(state.options, definition):
            pages.append(standard_page(definition, u, state.rules))
    return pages


def template_page(matrix: CloseAssaultMatrix, table: TableScale | None = None) -> Page:
    """The Close Assault Hex, as big as ``table`` (the game's scale) makes a map hex."""
    def draw(painter: QPainter, w: float, h: float) -> None:
        paint_close_assault_template(painter, matrix, w, h, table)
    return draw


def paint_pages(device: QPagedPaintDevice, pages: Sequence[Page], paper: str) -> None:
    if QGuiApplication.instance() is None:  # Qt would abort the process, not raise
        raise RuntimeError("printing needs a QGuiApplication (fonts come from it)")
    device.setPageLayout(QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0)))
    w, h = page_size_mm(paper)
    painter = QPainter(device)
    try:
        per_mm = device.logicalDpiX() / 25.4
        for n, page in enumerate(pages):
            if n:
                device.newPage()
            painter.save()
            painter.scale(per_mm, per_mm)
            page(painter, w, h)
            painter.restore()
    finally:
        painter.end()


def export_pdf(path: Path, pages: Sequence[Page], paper: str, title: str = "btdesk") -> None:
    """Write the PDF beside ``path`` and rename it into place: a failed export never leaves
    a half-written file under the name the user chose."""
    if not pages:
        raise ValueError("nothing to print")
    if QGuiApplication.instance() is None:
        raise RuntimeError("printing needs a QGuiApplication (fonts come from it)")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        writer = QPdfWriter(temp)
        writer.setResolution(PDF_DPI)
        writer.setTitle(title)
        writer.setCreator("btdesk")
        paint_pages(writer, pages, paper)
        del writer  # flushes the file
        with contextlib.suppress(OSError):  # a filesystem without modes keeps its own
            os.chmod(temp, mode_for(path))
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
