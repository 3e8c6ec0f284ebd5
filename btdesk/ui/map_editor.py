"""The map editor (File ▸ New Map…, Edit ▸ Edit Map…): paint terrain, levels, water,
roads and buildings on a board, undo, save in btdesk's map format, and start a game on it.

A referee copying a table of miniatures wants to drag a brush, not fill in a form, so a
stroke paints every hex the mouse crosses; one stroke is one undo step.  What a brush does
to a board is ``model/map_edit.py``; saving checks the file by reading it back
(``io/maps.write_map``), so a map the editor writes always opens.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QMouseEvent, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGraphicsScene,
    QGraphicsView,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QToolBar,
    QWidget,
)

from btdesk.hexgrid import Hex
from btdesk.io.errors import BtdeskError
from btdesk.io.maps import read_map_file, write_map
from btdesk.io.resources import user_maps_dir
from btdesk.model.board import MAX_SIDE, Board, Building, BuildingClass, Terrain
from btdesk.model.frozen import replace
from btdesk.model.map_edit import MAX_LEVEL, Brush, Layer, new_board, paint, resized
from btdesk.model.tables import RuleTables

from . import theme
from .terrain_layer import TerrainLayer, map_layout
from .widgets import add_actions

MAP_FILTER = "btdesk maps (*.yaml *.yml);;MegaMek boards (*.board)"
PAINTED = tuple(t for t in Terrain if t is not Terrain.BUILDING)  # buildings: their layer
UNDO_LIMIT = 200


class _Canvas(QGraphicsView):
    """The board; a press starts a stroke, a drag paints on, a release ends it."""

    stroke_started = Signal()
    painted = Signal(object)  # Hex
    hovered = Signal(object)  # Hex | None

    def __init__(self, scene: QGraphicsScene, layout_hex: Callable[[QPointF], Hex]) -> None:
        super().__init__(scene)
        self._hex_at = layout_hex
        self._down = False
        self.setMouseTracking(True)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setStyleSheet(theme.MAP_SCROLL_BARS)  # as the game's map view's
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)

    def hex_at(self, pos: QPoint) -> Hex:
        return self._hex_at(self.mapToScene(pos))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() is Qt.MouseButton.LeftButton:
            self._down = True
            self.stroke_started.emit()
            self.painted.emit(self.hex_at(event.position().toPoint()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        h = self.hex_at(event.position().toPoint())
        self.hovered.emit(h)
        if self._down:
            self.painted.emit(h)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._down = False

    def wheelEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
        self.scale(factor, factor)


class MapEditor(QMainWindow):
    """One board being edited.  ``play``: called with a saved map's path to start a game
    on it (the main window's), or None where there is no game to start."""

    def __init__(self, tables: RuleTables, board: Board, path: Path | None = None,
                 play: Callable[[Path], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("map_editor")
        self.tables = tables
        self.board = board
        self.path = path
        self._play = play
        self._saved = board
        self.undo_stack: list[Board] = []
        self.redo_stack: list[Board] = []
        self._stroke: set[Hex] = set()
        self._road_on = True
        self.layout_ = map_layout()
        self.scene = QGraphicsScene(self)
        self.scene.setBackgroundBrush(theme.BACKGROUND)
        self.layer: TerrainLayer | None = None
        self.canvas = _Canvas(self.scene, lambda p: self.layout_.hex_at(p.x(), p.y()))
        self.canvas.stroke_started.connect(self._start_stroke)
        self.canvas.painted.connect(self._paint)
        self.canvas.hovered.connect(self._hover)
        self.setCentralWidget(self.canvas)
        self._tools()
        self._menus()
        self._redraw()
        self.resize(1100, 760)
        self._title()

    # --- the tool bar -----------------------------------------------------------------
    def _tools(self) -> None:
        bar = QToolBar("Brush", self)
        bar.setObjectName("brush_bar")
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self._actions: dict[QWidget, QAction] = {}

        def add(widget: QWidget, name: str, tip: str = "") -> None:
            widget.setObjectName(name)
            widget.setToolTip(tip)
            self._actions[widget] = bar.addWidget(widget)

        def spin(name: str, prefix: str, low: int, high: int, value: int,
                 tip: str) -> QSpinBox:
            box = QSpinBox()
            box.setRange(low, high)
            box.setValue(value)
            box.setPrefix(prefix)
            add(box, name, tip)
            return box

        self.name_edit = QLineEdit(self.board.name)
        self.name_edit.setMaximumWidth(240)
        self.name_edit.textEdited.connect(lambda _: self._title())
        add(self.name_edit, "map_name", "The map's name, shown when choosing a map")
        bar.addSeparator()
        self.layer_box = QComboBox()
        for layer, text in ((Layer.TERRAIN, "Terrain"), (Layer.LEVEL, "Level"),
                            (Layer.BUILDING, "Building"), (Layer.ROAD, "Road")):
            self.layer_box.addItem(text, layer)
        add(self.layer_box, "layer", "What the brush paints; a road stroke that starts on "
                                     "a road removes it")
        self.terrain_box = QComboBox()
        for terrain in PAINTED:
            self.terrain_box.addItem(terrain.display_name, terrain)
        add(self.terrain_box, "terrain")
        self.depth_spin = spin("depth", "Depth ", 0, MAX_LEVEL, 1,
                               "Water depth in levels (0 is a ford)")
        self.level_spin = spin("level", "Level ", -MAX_LEVEL, MAX_LEVEL, 1, "The ground's level")
        self.building_box = QComboBox()
        self.building_box.addItem("Demolish", None)
        for kind in BuildingClass:
            self.building_box.addItem(f"{kind.value.capitalize()} building", kind)
        add(self.building_box, "building_class")
        self.cf_spin = spin("cf", "CF ", 1, 9999, 40, "Construction factor")
        self.height_spin = spin("height", "Height ", 1, 99, 2, "Levels tall")
        self.basement_spin = spin("basement", "Basement ", 0, 9, 0,
                                  "Levels its basement goes down (0: none); infantry fall "
                                  "into it when the building collapses")
        self.building_box.currentIndexChanged.connect(self._default_cf)
        self.building_box.setCurrentIndex(2)  # medium
        self.layer_box.currentIndexChanged.connect(self._show_tools)
        self.terrain_box.currentIndexChanged.connect(self._show_tools)
        self._show_tools()

    # Qt hands a StrEnum back as a plain string: the choices are read through these.
    def _layer(self) -> Layer:
        return Layer(self.layer_box.currentData())

    def _terrain(self) -> Terrain:
        return Terrain(self.terrain_box.currentData())

    def _building_class(self) -> BuildingClass | None:
        kind = self.building_box.currentData()
        return None if kind is None else BuildingClass(kind)

    def _default_cf(self) -> None:
        kind = self._building_class()
        if kind is not None:
            self.cf_spin.setValue(self.tables.ground.buildings[kind].cf)

    def _show_tools(self) -> None:
        """Only the fields the chosen layer uses are shown."""
        layer = self._layer()
        water = self._terrain() is Terrain.WATER
        for widget, visible in ((self.terrain_box, layer is Layer.TERRAIN),
                                (self.depth_spin, layer is Layer.TERRAIN and water),
                                (self.level_spin, layer is Layer.LEVEL),
                                (self.building_box, layer is Layer.BUILDING),
                                (self.cf_spin, layer is Layer.BUILDING),
                                (self.height_spin, layer is Layer.BUILDING),
                                (self.basement_spin, layer is Layer.BUILDING)):
            self._actions[widget].setVisible(visible)

    def brush(self, start: Hex | None = None) -> Brush:
        layer = self._layer()
        if layer is Layer.TERRAIN:
            return Brush(layer, terrain=self._terrain(),
                         depth=self.depth_spin.value())
        if layer is Layer.LEVEL:
            return Brush(layer, level=self.level_spin.value())
        if layer is Layer.BUILDING:
            kind = self._building_class()
            building = None if kind is None else Building(
                kind, self.cf_spin.value(), self.height_spin.value(), self.basement_spin.value())
            return Brush(layer, building=building)
        return Brush(layer, road=self._road_on)

    # --- painting ---------------------------------------------------------------------
    def _start_stroke(self) -> None:
        self._push_undo()
        self._stroke = set()
        self._road_on = True

    def _paint(self, h: Hex) -> None:
        if h in self._stroke or not self.board.contains(h):
            return
        if not self._stroke and self._layer() is Layer.ROAD:
            self._road_on = h not in self.board.roads  # a stroke from a road removes
        self._stroke.add(h)
        board = paint(self.board, (h,), self.brush())
        if board != self.board:
            self.board = board
            self._redraw()
            self._title()

    def paint_hexes(self, hexes: list[Hex]) -> None:
        """One stroke over ``hexes`` (what a drag does; for scripts and tests)."""
        self._start_stroke()
        for h in hexes:
            self._paint(h)

    def _push_undo(self) -> None:
        self.undo_stack.append(self.board)
        del self.undo_stack[:-UNDO_LIMIT]
        self.redo_stack.clear()

    def undo(self) -> None:
        self._step(self.undo_stack, self.redo_stack)

    def redo(self) -> None:
        self._step(self.redo_stack, self.undo_stack)

    def _step(self, back: list[Board], forth: list[Board]) -> None:
        """The board before (undo) or after (redo) a stroke, keeping this one the other way."""
        if back:
            forth.append(self.board)
            self.board = back.pop()
            self._redraw()
            self._title()

    def _redraw(self) -> None:
        old = self.layer
        if old is not None:
            self.scene.removeItem(old)
        self.layer = TerrainLayer(self.board, self.layout_)
        self.scene.addItem(self.layer)
        if old is not None:
            self.layer.adopt(old)
        self.scene.setSceneRect(self.layer.boundingRect().adjusted(-20, -20, 20, 20))

    def _hover(self, h: Hex | None) -> None:
        if h is not None and self.board.contains(h):
            self.statusBar().showMessage(f"{self.board.label(h)}  {self.board.describe(h)}")

    # --- files ------------------------------------------------------------------------
    def _menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        add_actions(file_menu, self, (
            ("&New Map…", QKeySequence.StandardKey.New, self.new_map),
            ("&Open Map…", QKeySequence.StandardKey.Open, self._open),
            ("&Save", QKeySequence.StandardKey.Save, self.save),
            ("Save &As…", QKeySequence.StandardKey.SaveAs, self.save_as)))
        if self._play is not None:
            play = QAction("&Play a Game on This Map", self)
            play.triggered.connect(self.play)
            file_menu.addAction(play)
        edit_menu = self.menuBar().addMenu("&Edit")
        add_actions(edit_menu, self, (("&Undo", QKeySequence.StandardKey.Undo, self.undo),
                                      ("&Redo", QKeySequence.StandardKey.Redo, self.redo)))
        resize = QAction("Re&size…", self)
        resize.triggered.connect(self._resize)
        edit_menu.addAction(resize)

    def _title(self) -> None:
        changed = " *" if self.modified else ""
        where = self.path.name if self.path else "not saved"
        self.setWindowTitle(f"Map editor — {self.name_edit.text() or 'unnamed'} "
                            f"({self.board.columns} × {self.board.rows}, {where}){changed}")

    @property
    def modified(self) -> bool:
        return self.board != self._saved or self.name_edit.text() != self._saved.name

    def current(self) -> Board:
        """The board as it would be saved (with the name typed)."""
        name = self.name_edit.text().strip() or "Unnamed map"
        return self.board if name == self.board.name else replace(self.board, name=name)

    def new_map(self) -> None:
        if not self._may_discard():
            return
        size = ask_size(self, 16, 17)
        if size is not None:
            self._replace(new_board("New map", *size), None)

    def _resize(self) -> None:
        size = ask_size(self, self.board.columns, self.board.rows)
        if size is not None:
            self._push_undo()
            self.board = resized(self.board, *size)
            self._redraw()
            self._title()

    def _open(self) -> None:
        if not self._may_discard():
            return
        name, _ = QFileDialog.getOpenFileName(self, "Open a map", str(user_maps_dir()),
                                              MAP_FILTER)
        if name:
            try:
                read = read_map_file(Path(name), self.tables)
            except BtdeskError as exc:
                QMessageBox.warning(self, "Open a map", str(exc))
                return
            # A MegaMek board is saved as a btdesk map, never over the .board file.
            self._replace(read.board, Path(name) if name.endswith((".yaml", ".yml")) else None)

    def _replace(self, board: Board, path: Path | None) -> None:
        self.undo_stack.clear()
        self.redo_stack.clear()
        self.board = self._saved = board
        self.path = path
        self.name_edit.setText(board.name)
        self._redraw()
        self._title()

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        folder = user_maps_dir()
        stem = "".join(c if c.isalnum() else "-" for c in self.current().name.lower()).strip("-")
        name, _ = QFileDialog.getSaveFileName(self, "Save the map",
                                              str(folder / f"{stem or 'map'}.yaml"),
                                              "btdesk maps (*.yaml)")
        if not name:
            return False
        path = Path(name)
        if path.suffix not in (".yaml", ".yml"):
            path = path.with_name(path.name + ".yaml")
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Write atomically after reading the text back: a refusal says why in one line
        and leaves the file on disk as it was."""
        board = self.current()
        try:
            write_map(board, self.tables, path, force=True)
        except BtdeskError as exc:
            QMessageBox.warning(self, "Save the map", str(exc))
            return False
        self.board = self._saved = board
        self.path = path
        self._title()
        self.statusBar().showMessage(f"Saved {path}", 5000)
        return True

    def play(self) -> None:
        """Save, then start a game of the open scenario's sides on this map."""
        if self._play is None or not self.save():
            return
        assert self.path is not None
        self._play(self.path)

    def _may_discard(self) -> bool:
        if not self.modified:
            return True
        answer = QMessageBox.question(
            self, "Unsaved map", "The map has changes that are not saved. Save them first?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if self._may_discard():
            event.accept()
        else:
            event.ignore()


def ask_size(parent: QWidget, columns: int, rows: int) -> tuple[int, int] | None:
    """Columns and rows for a new or resized map (a Quick-Start map sheet is 16 × 17)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle("Map size")
    form = QFormLayout(dialog)
    wide, tall = QSpinBox(), QSpinBox()
    for spin, value, name in ((wide, columns, "columns"), (tall, rows, "rows")):
        spin.setRange(1, MAX_SIDE)
        spin.setValue(value)
        spin.setObjectName(name)
    form.addRow("Columns", wide)
    form.addRow("Rows", tall)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return wide.value(), tall.value()
