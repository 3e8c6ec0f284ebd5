"""The main window: the map in the middle, docks around it, menus that name every dock."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from btdesk import __version__
from btdesk.hexgrid import FACING_NAMES, Hex
from btdesk.session.game import Session

from .map_scene import MapScene
from .map_view import MapView


class MainWindow(QMainWindow):
    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        state = session.state
        self.setWindowTitle(f"btdesk {__version__} — {session.scenario.title}")
        self.scene = MapScene(state)
        self.view = MapView(self.scene)
        self.setCentralWidget(self.view)
        self.roster = self._roster()
        self.dice_log = QPlainTextEdit()
        self.dice_log.setReadOnly(True)
        self.dice_log.setPlaceholderText("Dice rolls appear here as the game is played.")
        self.sheets_dock = self._dock("Record Sheets", "recordSheets", self.roster,
                                      Qt.DockWidgetArea.RightDockWidgetArea)
        self.dice_dock = self._dock("Dice Log", "diceLog", self.dice_log,
                                    Qt.DockWidgetArea.RightDockWidgetArea)
        self._menus()
        self.hover_label = QLabel()
        self.statusBar().addPermanentWidget(self.hover_label)
        self.view.hexHovered.connect(self._show_hover)
        if session.notices:
            self.statusBar().showMessage(
                f"{len(session.notices)} file(s) refused: see Help ▸ Data Problems")
        self.resize(1280, 820)

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _roster(self) -> QTreeWidget:
        """Until the painted record sheets arrive: every unit with its sheet's essentials."""
        tree = QTreeWidget()
        tree.setHeaderLabels(["Unit", "Hex", "Armor"])
        state = self.session.state
        for side in state.sides:
            side_item = QTreeWidgetItem([side.name])
            tree.addTopLevelItem(side_item)
            for unit in state.units:
                if unit.side != side.key:
                    continue
                d = state.definition(unit)
                hex_text = unit.position.label if unit.position else "—"
                facing = "" if d.kind.is_infantry else f" {FACING_NAMES[unit.facing]}"
                item = QTreeWidgetItem([unit.name, hex_text + facing, str(d.total_armor)])
                item.setToolTip(0, f"{d.kind.display_name}, {d.tons or '—'} tons, "
                                   f"MP {d.movement.walk}/{d.movement.run}")
                side_item.addChild(item)
            side_item.setExpanded(True)
        for column in range(3):
            tree.resizeColumnToContents(column)
        return tree

    def _menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        view_menu = self.menuBar().addMenu("&View")
        fit = QAction("&Fit Map", self)
        fit.setShortcut(QKeySequence("Ctrl+0"))
        fit.triggered.connect(self.view.fit_map)
        zoom_in = QAction("Zoom &In", self)
        zoom_in.setShortcut(QKeySequence.StandardKey.ZoomIn)
        zoom_in.triggered.connect(lambda: self.view.zoom(1.25))
        zoom_out = QAction("Zoom &Out", self)
        zoom_out.setShortcut(QKeySequence.StandardKey.ZoomOut)
        zoom_out.triggered.connect(lambda: self.view.zoom(0.8))
        view_menu.addActions([fit, zoom_in, zoom_out])
        view_menu.addSeparator()
        view_menu.addAction(self.sheets_dock.toggleViewAction())
        view_menu.addAction(self.dice_dock.toggleViewAction())

        help_menu = self.menuBar().addMenu("&Help")
        problems = QAction("Data &Problems…", self)
        problems.triggered.connect(self._show_notices)
        help_menu.addAction(problems)

    def _show_notices(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = "\n".join(str(n) for n in self.session.notices) or "Every data file loaded."
        QMessageBox.information(self, "Data problems", text)

    def _show_hover(self, h: Hex | None) -> None:
        if h is None:
            self.hover_label.setText("")
            return
        terrain = self.session.state.board.terrain_at(h)
        self.hover_label.setText(f"{self.session.state.board.label(h)}  {terrain.display_name}")

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.view.fit_map()
