"""The main window's frame: its menus' names, its docks and where they sit, and the
layout the user left it in.

Both the main window and the first frame (:mod:`btdesk.ui.first_frame`) lay themselves
out from here, so the map in the first frame sits where the window that replaces it
puts it (issue 21).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

MENUS = ("&File", "&Edit", "&View", "&Help")
LEFT, RIGHT = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
# (title, object name, area): the Units and Record Sheets docks share a place, and the
# Close Assault dock and each module's dock tab with the Record Sheets.
DOCKS = (("Orders", "orders", LEFT), ("Record Sheets", "recordSheets", RIGHT),
         ("Units", "units", RIGHT), ("Dice Log", "diceLog", RIGHT),
         ("Close Assault", "closeAssault", RIGHT))
GEOMETRY_KEY, STATE_KEY = "window/geometry", "window/state"
DEFAULT_SIZE = (1280, 820)
MAP_MIN_PX = 320  # the map view's least size: a narrow window squeezes docks first


def add_dock(window: QMainWindow, title: str, name: str, area: Qt.DockWidgetArea,
             widget: QWidget | None = None) -> QDockWidget:
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(widget if widget is not None else QWidget())
    window.addDockWidget(area, dock)
    return dock


def lay_out_docks(window: QMainWindow, modules: tuple[tuple[str, str], ...]
                  ) -> dict[str, QDockWidget]:
    """Every dock by object name, each holding an empty panel, tabbed as the window
    opens the first time; ``modules``: the (title, name) of each module's dock."""
    docks = {name: add_dock(window, title, name, area) for title, name, area in DOCKS}
    window.tabifyDockWidget(docks["units"], docks["recordSheets"])
    window.tabifyDockWidget(docks["recordSheets"], docks["closeAssault"])
    docks["closeAssault"].hide()  # opened when a Close Assault starts
    for title, name in modules:
        docks[name] = add_dock(window, title, name, RIGHT)
        window.tabifyDockWidget(docks["closeAssault"], docks[name])
        docks[name].hide()
    return docks


def restore_layout(window: QMainWindow) -> bool:
    """The size, place and docks the user left the window with; False if none is kept."""
    settings = QSettings()
    geometry, layout = settings.value(GEOMETRY_KEY), settings.value(STATE_KEY)
    if geometry is not None:
        window.restoreGeometry(geometry)
    if layout is not None:
        window.restoreState(layout)
    return layout is not None


def keep_layout(window: QMainWindow) -> None:
    settings = QSettings()
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState())
