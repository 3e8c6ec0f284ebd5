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

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QApplication, QDockWidget, QFrame, QMainWindow

from btdesk import __version__
from btdesk.hexgrid import Hex, Layout
from btdesk.io.map_sketch import Sketch, read_sketch
from btdesk.model.board import Board, Terrain

from . import theme
from .first_frame import LOADING
from .window_frame import DEFAULT_SIZE, MAP_MIN_PX, MENUS, bare_docks, restore_layout

MARGIN = 24.0  # scene units around the map, as the map view's scene has


def layout() -> Layout:
    """The map view's hex layout (btdesk.ui.terrain_layer.map_layout, whose module
    loads what this frame is drawn before)."""
    size = theme.HEX_SIZE
    return Layout(size, size * 1.25, size * 3 ** 0.5 * 0.75)


class MapSketch(QFrame):
    """The board's ground (terrain colours, level tints, roads, the grid and the map's
    edge), fitted to the frame as the map view fits the map."""

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
        self.hexes = {h: QPolygonF([QPointF(x, y) for x, y in self.layout_.corners(h)])
                      for h in board.hexes()}
        bounds = QRectF()
        for polygon in self.hexes.values():
            bounds = bounds.united(polygon.boundingRect())
        self.bounds = bounds

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
        super().paintEvent(event)
        scale, dx, dy = self.fitted()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(dx, dy)
        painter.scale(scale, scale)
        clear = theme.TERRAIN_FILL[Terrain.CLEAR]  # the map's whole rectangle, as on screen
        painter.setPen(QPen(clear))
        painter.setBrush(clear)
        painter.drawRect(self.bounds)
        grid = QPen(theme.GRID)
        grid.setWidthF(1.0 / max(scale, 0.01))  # one pixel whatever the scale
        painter.setPen(grid)
        tint = QColor(theme.LEVEL_TINT)
        for h, polygon in self.hexes.items():
            painter.setBrush(theme.TERRAIN_FILL[self.board.terrain_at(h)])
            painter.drawPolygon(polygon)
        painter.setPen(QPen(theme.GRID, 0.0))
        for h, level in self.board.levels.items():
            if level > 0:
                tint.setAlpha(min(255, theme.LEVEL_ALPHA * level))
                painter.setBrush(tint)
                painter.drawPolygon(self.hexes[h])
        road = QPen(theme.ROAD)
        road.setWidthF(theme.HEX_SIZE * 0.22)
        painter.setPen(road)
        for h in self.board.roads:
            self._road(painter, h)
        edge = QPen(theme.MAP_EDGE)
        edge.setWidthF(2.0 / max(scale, 0.01))
        painter.setPen(edge)
        painter.setBrush(QBrush())  # no fill
        painter.drawRect(self.bounds)
        painter.end()

    def _road(self, painter: QPainter, h: Hex) -> None:
        """A road from the hex's centre to each road hex beside it (a lone one, a dot)."""
        from btdesk.hexgrid import neighbor

        x, y = self.layout_.center(h)
        for d in range(6):
            n = neighbor(h, d)
            if n in self.board.roads:
                nx, ny = self.layout_.center(n)
                painter.drawLine(QPointF(x, y), QPointF((x + nx) / 2, (y + ny) / 2))


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
        bare_docks(self, ())
        if not restore_layout(self):  # else the docks are placed as the user left them
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
