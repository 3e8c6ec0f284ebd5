"""The first frame of a start with no kept picture: the scenario's map, drawn from its
files (:mod:`btdesk.io.map_sketch`) before the rules are loaded.

A first start, or one after a scenario, map or sheet file changed, has no picture of
its map kept (:mod:`btdesk.ui.first_frame`); the window was then first seen only once
everything had loaded, over three times as long as Qt takes to show an empty window.
This frame shows the map's ground at once instead, fitted as the map view fits it, in a
window titled and framed like the main one (its menus, nothing to click, a status line
saying what is still loading); the main window takes its place as soon as it is built.
The units are not drawn: a game may hide some, and they come with the window.

Drawn without any call that has an overload taking a ``Qt`` namespace enum (see
:class:`btdesk.ui.first_frame.Picture`): PySide makes that namespace's hundred enums
the first time one is looked at, 15-20 ms this frame need not spend.  For the same
reason the docks are placed only where the user's layout is kept (restoring it needs
no enum); on a very first start the map has the whole window until the window comes.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSettings
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPalette
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QDockWidget, QFrame, QMainWindow

from btdesk import __version__
from btdesk.hexgrid import Hex, Layout, neighbor
from btdesk.io.map_sketch import Sketch, read_sketch
from btdesk.model.board import Board, Terrain

from . import theme
from .window_frame import (
    DEFAULT_SIZE,
    LOADING,
    MAP_MIN_PX,
    MENUS,
    STATE_KEY,
    bare_docks,
    restore_layout,
)

MARGIN = 24.0  # scene units around the map, as the map view's scene has


def layout() -> Layout:
    """The map view's hex layout (btdesk.ui.terrain_layer.map_layout, whose module
    loads what this frame is drawn before)."""
    size = theme.HEX_SIZE
    return Layout(size, size * 1.25, size * 3 ** 0.5 * 0.75)


class MapSketch(QFrame):
    """The board's ground (terrain colours, level tints, roads, the grid and the map's
    edge), fitted to the frame as the map view fits the map.

    Drawn as an SVG picture of the map: a ``QPainter``'s pen and brush cannot be set
    from Python without PySide making the ``Qt`` namespace's enums (above), and the SVG
    renderer sets them in C++."""

    def __init__(self, board: Board) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFrameShadow(QFrame.Shadow.Sunken)
        self.board = board
        self.layout_ = layout()
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.BACKGROUND)
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        corners = {h: self.layout_.corners(h) for h in board.hexes()}
        xs = [x for points in corners.values() for x, _ in points]
        ys = [y for points in corners.values() for _, y in points]
        self.bounds = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        self.renderer = QSvgRenderer(QByteArray(svg(board, self.layout_, corners,
                                                    self.scene_rect()).encode()))
        self.image: QImage | None = None

    def scene_rect(self) -> QRectF:
        return self.bounds.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)

    def fitted(self) -> tuple[float, float, float]:
        """The scale and offset that fit the map in the frame, as the view fits it."""
        area, scene = QRectF(self.contentsRect()), self.scene_rect()
        scale = min(area.width() / scene.width(), area.height() / scene.height())
        return (scale, area.center().x() - scene.center().x() * scale,
                area.center().y() - scene.center().y() * scale)

    def to_pixels(self, h: Hex) -> tuple[float, float]:
        """Where ``h``'s centre is drawn in the frame."""
        scale, dx, dy = self.fitted()
        x, y = self.layout_.center(h)
        return (x * scale + dx, y * scale + dy)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The picture drawn once per size and kept: a window's grab paints it again."""
        super().paintEvent(event)
        scale, dx, dy = self.fitted()
        scene = self.scene_rect()
        target = QRectF(scene.x() * scale + dx, scene.y() * scale + dy,
                        scene.width() * scale, scene.height() * scale).toRect()
        if self.image is None or self.image.size() != target.size():
            # Every pixel is drawn (the SVG's first rectangle is the background), so the
            # image needs no fill, whose overloads take Qt's enums.
            self.image = QImage(target.size(), QImage.Format.Format_RGB32)
            painter = QPainter(self.image)
            self.renderer.render(painter, QRectF(self.image.rect()))
            painter.end()
        painter = QPainter(self)
        painter.drawImage(target.topLeft(), self.image)
        painter.end()


def svg(board: Board, layout: Layout, corners: dict[Hex, list[tuple[float, float]]],
        scene: QRectF) -> str:
    """The board's ground as SVG text, in the map view's scene units."""

    def points(h: Hex) -> str:
        return " ".join(f"{x:.1f},{y:.1f}" for x, y in corners[h])

    def colour(c: QColor) -> str:
        return c.name()

    xs = [x for pts in corners.values() for x, _ in pts]
    ys = [y for pts in corners.values() for _, y in pts]
    left, top, right, bottom = min(xs), min(ys), max(xs), max(ys)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{scene.x():.1f} '
           f'{scene.y():.1f} {scene.width():.1f} {scene.height():.1f}" '
           'preserveAspectRatio="none">',
           f'<rect x="{scene.x() - 1:.1f}" y="{scene.y() - 1:.1f}" width="{scene.width() + 2:.1f}" '
           f'height="{scene.height() + 2:.1f}" fill="{colour(theme.BACKGROUND)}"/>',
           f'<rect x="{left:.1f}" y="{top:.1f}" width="{right - left:.1f}" '
           f'height="{bottom - top:.1f}" fill="{colour(theme.TERRAIN_FILL[Terrain.CLEAR])}"/>',
           f'<g stroke="{colour(theme.GRID)}" stroke-width="1.2">']
    for h in corners:
        out.append(f'<polygon points="{points(h)}" '
                   f'fill="{colour(theme.TERRAIN_FILL[board.terrain_at(h)])}"/>')
    out.append("</g>")
    tint, alpha = colour(theme.LEVEL_TINT), theme.LEVEL_ALPHA / 255
    for h, level in board.levels.items():
        if level > 0 and h in corners:
            out.append(f'<polygon points="{points(h)}" fill="{tint}" '
                       f'fill-opacity="{min(1.0, alpha * level):.3f}"/>')
    out.append(f'<g stroke="{colour(theme.ROAD)}" stroke-width="{theme.HEX_SIZE * 0.22:.1f}" '
               'stroke-linecap="round">')
    for h in board.roads:
        x, y = layout.center(h)
        for d in range(6):
            n = neighbor(h, d)
            if n in board.roads:
                nx, ny = layout.center(n)
                out.append(f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{(x + nx) / 2:.1f}" '
                           f'y2="{(y + ny) / 2:.1f}"/>')
    out.append("</g>")
    out.append(f'<rect x="{left:.1f}" y="{top:.1f}" width="{right - left:.1f}" '
               f'height="{bottom - top:.1f}" fill="none" stroke="{colour(theme.MAP_EDGE)}" '
               'stroke-width="3"/></svg>')
    return "\n".join(out)


class EarlyFrame(QMainWindow):
    """The main window's frame with the scenario's map drawn, nothing to click yet."""

    def __init__(self, sketch: Sketch) -> None:
        super().__init__()
        self.setWindowTitle(f"{sketch.title} — btdesk {__version__}")
        for menu in MENUS:
            self.menuBar().addMenu(menu).setEnabled(False)
        self.sketch = MapSketch(sketch.board)
        self.sketch.setMinimumSize(MAP_MIN_PX, MAP_MIN_PX)
        self.setCentralWidget(self.sketch)
        self.resize(*DEFAULT_SIZE)
        if QSettings().contains(STATE_KEY):  # the docks placed as the user left them
            bare_docks(self, ())
        if not restore_layout(self):
            for dock in self.findChildren(QDockWidget):
                dock.hide()
        self.statusBar().showMessage(LOADING)


def show_early_map(scenario: str | Path, map_file: Path | None) -> EarlyFrame | None:
    """Put up the map a new game of ``scenario`` is played on, painted; None where it
    cannot be read before the rules."""
    sketch = read_sketch(scenario, map_file)
    if sketch is None:
        return None
    frame = EarlyFrame(sketch)
    frame.show()
    QApplication.processEvents()
    return frame
