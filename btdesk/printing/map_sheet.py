"""A map printed at a chosen hex size over as many pages as it takes: an assembly sheet
first (the whole map small, with the page grid on it), then one page per tile, each with
its grid name (A1, A2, ... B1), cut and alignment marks, and a scale bar to check with a
ruler that the printer kept the size ("print at 100 %", not "fit to page").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from btdesk.hexgrid import Hex, Layout
from btdesk.model.board import Board

from .map_paint import paint_board
from .map_tiles import MARGIN, OVERLAP, Tile, Tiling, describe_size, print_layout, tile_map
from .paint import GREY, HOLLOW, INK, pen, text
from .palette import MAP_EDGE

Page = Callable[[QPainter, float, float], None]
MARK = QColor("#c00000")  # alignment marks: the same map point on two pages
CROP = 6.0  # mm: a crop mark's length, in the margin


def map_pages(board: Board, hex_mm: float, page_w: float, page_h: float,
              assembly: bool = True, grey: bool = False,
              damage: Mapping[Hex, int] | None = None) -> list[Page]:
    """The pages of the map printed with hexes ``hex_mm`` across flats on paper
    ``page_w`` x ``page_h`` mm: the assembly sheet (if asked) and every tile; ``grey``
    prints the ground in shades of grey (for a black-and-white printer); ``damage`` is a
    game's to its buildings, printed as the CF they have left."""
    layout, map_w, map_h = print_layout(board, hex_mm)
    tiling = tile_map(map_w, map_h, page_w, page_h)
    pages: list[Page] = []
    if assembly:
        pages.append(_assembly_page(board, layout, tiling, hex_mm, grey))
    count = len(tiling.tiles) + (1 if assembly else 0)
    for n, tile in enumerate(tiling.tiles, start=len(pages) + 1):
        pages.append(_tile_page(board, layout, tiling, tile, hex_mm, f"page {n} of {count}",
                                grey, damage or {}))
    return pages


def _tile_page(board: Board, layout: Layout, tiling: Tiling, tile: Tile, hex_mm: float,
               numbered: str, grey: bool, damage: Mapping[Hex, int]) -> Page:
    def draw(painter: QPainter, w: float, h: float) -> None:
        area = QRectF(MARGIN, MARGIN, tile.w, tile.h)
        painter.save()
        painter.setClipRect(area)
        painter.translate(MARGIN - tile.x, MARGIN - tile.y)
        window = QRectF(tile.x, tile.y, tile.w, tile.h)
        paint_board(painter, board, layout, window, grey=grey, damage=damage)
        painter.setPen(QPen(MAP_EDGE, 0.5))
        painter.setBrush(HOLLOW)
        painter.drawRect(QRectF(0, 0, tiling.map_w, tiling.map_h))
        _alignment_marks(painter, tiling, tile)
        painter.restore()
        _overlap_lines(painter, tiling, tile)
        _crop_marks(painter, area)
        text(painter, MARGIN, 1.5, 20, 7, tile.name, 5.5, bold=True)
        text(painter, MARGIN + 16, 2.0, tile.w - 16, 3.5,
             f"{board.name}: hexes {describe_size(hex_mm)} across flats. Print at "
             "actual size (100 %), not 'fit to page'.", 2.3)
        text(painter, MARGIN + 16, 5.2, tile.w - 16, 3.2,
             f"{numbered}; {_neighbours(tiling, tile)}", 2.1, colour=GREY)
        text(painter, MARGIN, 1.5, tile.w, 7, tile.name, 5.5, bold=True,
             align=Qt.AlignmentFlag.AlignRight)
        scale_bar(painter, MARGIN, h - MARGIN + 2.5, hex_mm, tile.w)
    return draw


def _neighbours(tiling: Tiling, tile: Tile) -> str:
    """Which pages to lay over this one's right and lower overlaps."""
    names = {(t.row, t.column): t.name for t in tiling.tiles}
    out = []
    if (tile.row, tile.column + 1) in names:
        out.append(f"{names[tile.row, tile.column + 1]} overlaps the right edge")
    if (tile.row + 1, tile.column) in names:
        out.append(f"{names[tile.row + 1, tile.column]} overlaps the lower edge")
    if not out:
        return "the last page"
    return ("; ".join(out) + ": trim its margin at its crop marks and lay its edge on the "
            "dashed line")


def _crop_marks(painter: QPainter, area: QRectF) -> None:
    """Lines in the margin continuing the printed window's edges: cut along them."""
    painter.setPen(pen(0.2, INK))
    for x in (area.left(), area.right()):
        for y, d in ((area.top(), -1), (area.bottom(), 1)):
            painter.drawLine(QPointF(x, y + d * 1.0), QPointF(x, y + d * (1.0 + CROP)))
    for y in (area.top(), area.bottom()):
        for x, d in ((area.left(), -1), (area.right(), 1)):
            painter.drawLine(QPointF(x + d * 1.0, y), QPointF(x + d * (1.0 + CROP), y))


def _overlap_lines(painter: QPainter, tiling: Tiling, tile: Tile) -> None:
    """Dashed lines where the right and lower neighbours' windows begin: the trimmed
    neighbour's edge goes on this line."""
    dashed = pen(0.2, GREY)
    dashed.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(dashed)
    if tile.column + 1 < tiling.columns:
        x = MARGIN + tile.w - OVERLAP
        painter.drawLine(QPointF(x, MARGIN - 3), QPointF(x, MARGIN + tile.h + 3))
    if tile.row + 1 < tiling.rows:
        y = MARGIN + tile.h - OVERLAP
        painter.drawLine(QPointF(MARGIN - 3, y), QPointF(MARGIN + tile.w + 3, y))


def alignment_points(tiling: Tiling, tile: Tile) -> list[tuple[float, float]]:
    """Map points (mm) marked in each overlap this page shares with a neighbour: a
    shared overlap's marks are the same points on both pages, so they lie on one
    another when the pages are laid together."""
    points = []
    step_x, step_y = tile.w - OVERLAP, tile.h - OVERLAP
    for column in (tile.column, tile.column + 1):  # the left and right overlaps
        if 0 < column < tiling.columns:
            x = column * step_x + OVERLAP / 2
            points += [(x, tile.y + tile.h * f) for f in (0.25, 0.5, 0.75)]
    for row in (tile.row, tile.row + 1):
        if 0 < row < tiling.rows:
            y = row * step_y + OVERLAP / 2
            points += [(tile.x + tile.w * f, y) for f in (0.25, 0.5, 0.75)]
    return points


def _alignment_marks(painter: QPainter, tiling: Tiling, tile: Tile) -> None:
    painter.setPen(pen(0.2, MARK))
    painter.setBrush(HOLLOW)
    for x, y in alignment_points(tiling, tile):
        painter.drawEllipse(QPointF(x, y), 2.0, 2.0)
        painter.drawLine(QPointF(x - 3.5, y), QPointF(x + 3.5, y))
        painter.drawLine(QPointF(x, y - 3.5), QPointF(x, y + 3.5))


def scale_bar(painter: QPainter, x: float, y: float, hex_mm: float, room: float) -> None:
    """A 5 cm bar in centimetres and, where it fits, a bar one hex long: measure them
    with a ruler to check the print's scale."""
    painter.setPen(pen(0.3))
    painter.drawLine(QPointF(x, y), QPointF(x + 50, y))
    for i in range(11):
        painter.drawLine(QPointF(x + 5 * i, y), QPointF(x + 5 * i, y + (1.0 if i % 2 else 2.0)))
    text(painter, x, y + 2.2, 50, 3, "5 cm", 2.1, align=Qt.AlignmentFlag.AlignHCenter)
    hx = x + 58
    if hx + hex_mm <= x + room:
        painter.drawLine(QPointF(hx, y), QPointF(hx + hex_mm, y))
        for end in (hx, hx + hex_mm):
            painter.drawLine(QPointF(end, y), QPointF(end, y + 2.0))
        text(painter, hx, y + 2.2, max(hex_mm, 40), 3,
             f"1 hex = {describe_size(hex_mm)}", 2.1)


def _assembly_page(board: Board, layout: Layout, tiling: Tiling, hex_mm: float,
                   grey: bool) -> Page:
    def draw(painter: QPainter, w: float, h: float) -> None:
        text(painter, MARGIN, MARGIN, w - 2 * MARGIN, 7, f"{board.name}: assembly sheet",
             5.0, bold=True)
        text(painter, MARGIN, MARGIN + 7, w - 2 * MARGIN, 4,
             f"{board.columns} x {board.rows} hexes, each {describe_size(hex_mm)} across "
             f"flats: {tiling.map_w / 10:.1f} x {tiling.map_h / 10:.1f} cm on "
             f"{len(tiling.tiles)} pages ({tiling.rows} rows of {tiling.columns}).", 2.6)
        text(painter, MARGIN, MARGIN + 11, w - 2 * MARGIN, 4,
             f"Print at actual size (100 %). Trim each page's left and top edge at its cut "
             f"marks and lay it over its neighbour's {OVERLAP:g} mm overlap, the red "
             "marks on one another.", 2.3, colour=GREY)
        top = MARGIN + 18
        room_w, room_h = w - 2 * MARGIN, h - top - MARGIN - 10
        scale = min(room_w / tiling.map_w, room_h / tiling.map_h)
        painter.save()
        painter.translate(MARGIN + (room_w - tiling.map_w * scale) / 2, top)
        painter.scale(scale, scale)
        paint_board(painter, board, layout, QRectF(0, 0, tiling.map_w, tiling.map_h),
                    labels=False, grey=grey)
        painter.setBrush(HOLLOW)
        painter.setPen(QPen(MAP_EDGE, 0.5 / scale))
        painter.drawRect(QRectF(0, 0, tiling.map_w, tiling.map_h))
        painter.setPen(QPen(INK, 0.4 / scale))
        shade = QBrush(QColor(255, 255, 255, 90))
        whole = QRectF(0, 0, tiling.map_w, tiling.map_h)
        for tile in tiling.tiles:
            rect = QRectF(tile.x, tile.y, tile.w, tile.h) & whole
            painter.fillRect(rect, shade)
            painter.drawRect(rect)
        painter.restore()
        for tile in tiling.tiles:
            shown = QRectF(tile.x, tile.y, tile.w, tile.h) & whole
            cx = MARGIN + (room_w - tiling.map_w * scale) / 2 + shown.center().x() * scale
            cy = top + shown.center().y() * scale
            text(painter, cx - 15, cy - 5, 30, 10, tile.name, 7.0, bold=True,
                 align=Qt.AlignmentFlag.AlignHCenter)
        scale_bar(painter, MARGIN, h - MARGIN - 6, hex_mm, w - 2 * MARGIN)
        text(painter, MARGIN, h - MARGIN - 12, w - 2 * MARGIN, 4,
             "Scale bars at actual size, as on every page (the map above is reduced):", 2.3,
             colour=GREY)
    return draw
