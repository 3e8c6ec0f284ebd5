"""The main window's frame: its menus' names, its docks and where they sit, and the
layout the user left it in.

Both the main window and the first frame (:mod:`btdesk.ui.first_frame`) lay themselves
out from here, so the map in the first frame sits where the window that replaces it
puts it.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

MENUS = ("&File", "&Edit", "&View", "&Help")
# (title, object name, on the left): the Units and Record Sheets docks share a place, and
# the Close Assault dock and each module's dock tab with the Record Sheets.
DOCKS = (("Orders", "orders", True), ("Record Sheets", "recordSheets", False),
         ("Units", "units", False), ("Dice Log", "diceLog", False),
         ("Close Assault", "closeAssault", False))
GEOMETRY_KEY, STATE_KEY = "window/geometry", "window/state"
# The docks' layout as kept: a layout kept under another number was made for docks of
# other widths (the Orders dock opens 60 characters wide, enough for a weapon table at
# 1280 x 820), so it is laid out anew rather than squeezing today's docks.
LAYOUT_VERSION = 2
DEFAULT_SIZE = (1280, 820)
MAP_MIN_PX = 320  # the map view's least size: a narrow window squeezes docks first
LOADING = "Loading the rules and record sheets…"  # a first frame's status line


def bare_dock(window: QMainWindow, title: str, name: str) -> QDockWidget:
    """A dock holding an empty panel, not yet placed: ``restoreState`` places it by its
    name.  The first frame places its docks so: placing one names its area, and PySide
    makes the ``Qt`` namespace's hundred enums the first time one is looked at, 14 ms
    the first frame need not spend."""
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(QWidget())
    return dock


def bare_docks(window: QMainWindow, modules: tuple[tuple[str, str], ...]) -> None:
    for title, name, _left in DOCKS:
        bare_dock(window, title, name)
    for title, name in modules:
        bare_dock(window, title, name)


def lay_out_docks(window: QMainWindow, modules: tuple[tuple[str, str], ...]
                  ) -> dict[str, QDockWidget]:
    """Every dock by object name, each holding an empty panel, tabbed as the window
    opens the first time; ``modules``: the (title, name) of each module's dock."""
    from PySide6.QtCore import Qt

    left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
    docks: dict[str, QDockWidget] = {}
    for title, name, on_left in DOCKS:
        docks[name] = bare_dock(window, title, name)
        window.addDockWidget(left if on_left else right, docks[name])
    window.tabifyDockWidget(docks["units"], docks["recordSheets"])
    window.tabifyDockWidget(docks["recordSheets"], docks["closeAssault"])
    docks["closeAssault"].hide()  # opened when a Close Assault starts
    for title, name in modules:
        docks[name] = bare_dock(window, title, name)
        window.addDockWidget(right, docks[name])
        window.tabifyDockWidget(docks["closeAssault"], docks[name])
        docks[name].hide()
    return docks


def restore_layout(window: QMainWindow) -> bool:
    """The size, place and docks the user left the window with; False if none is kept."""
    settings = QSettings()
    geometry, layout = settings.value(GEOMETRY_KEY), settings.value(STATE_KEY)
    if geometry is not None:
        window.restoreGeometry(geometry)
    restored = layout is not None and window.restoreState(layout, LAYOUT_VERSION)
    return bool(restored)


def keep_layout(window: QMainWindow) -> None:
    settings = QSettings()
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState(LAYOUT_VERSION))


def fit_on_screen(window: QMainWindow) -> None:
    """The window, frame and all, within its screen's free area: on a screen no taller
    than the default size (1280x820, or a 1280x800 or 1366x768 laptop) the title bar
    pushed its foot below the screen's edge, and with it the status bar, where the
    ruler's reading and the Referee Mode badge are.  A window that fits, or one the user
    maximised, is left as it is."""
    screen = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    room, frame = screen.availableGeometry(), window.frameGeometry()
    if room.contains(frame):
        return
    extra_w, extra_h = frame.width() - window.width(), frame.height() - window.height()
    window.resize(min(window.width(), room.width() - extra_w),
                  min(window.height(), room.height() - extra_h))
    frame = window.frameGeometry()
    window.move(max(room.left(), min(frame.left(), room.right() - frame.width() + 1)),
                max(room.top(), min(frame.top(), room.bottom() - frame.height() + 1)))
