"""The main window's docks: a dock's panel that keeps its width, the widths the user gave
the docks kept across resizes, and the old game's panels replaced by the new one's."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QMainWindow,
    QScrollArea,
    QTabBar,
    QWidget,
)

from .map_view import MapView

PANEL_WIDTH_EM = 44  # the Close Assault and module docks' opening width, in characters


class TallScroll(QScrollArea):
    """A dock's panel that keeps its width: its text wraps, a long list of choices
    scrolls up and down, and a button wider than the dock scrolls sideways, but the dock
    never resizes to its contents: widening to its longest line (258 to 530 px) would move
    the map under the mouse between two clicks.  Only the user's drag, or the first
    layout, sets the width."""

    def __init__(self, panel: QWidget, width_em: float = PANEL_WIDTH_EM,
                 sideways: bool = True) -> None:
        """``sideways``: False for a panel whose every control wraps or narrows to the
        dock's width (the Orders dock): it never scrolls sideways, not even to bring a
        focused control into view."""
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if sideways
                                          else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(panel)
        self._width = int(self.fontMetrics().averageCharWidth() * width_em)

    def sizeHint(self) -> QSize:
        return QSize(self._width, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self._width, 200), super().minimumSizeHint().height())


class DockedWindow(QMainWindow):
    """The map in the middle and the docks around it, each keeping its width."""

    view: MapView
    orders_dock: QDockWidget
    sheets_dock: QDockWidget
    units_dock: QDockWidget
    dice_dock: QDockWidget
    assault_dock: QDockWidget
    module_docks: dict[str, QDockWidget]
    _dock_widths: dict[QDockWidget, int]

    def make_room(self, dock: QDockWidget) -> None:
        """Give ``dock`` most of its column's height when it opens for play (the inset, the
        tactics and the exchange's steps), unless the player already made it tall."""
        column = [d for d in (dock, self.dice_dock) if d.isVisible() and not d.isFloating()
                  and self.dockWidgetArea(d) == self.dockWidgetArea(dock)]
        if len(column) == 2 and dock.height() < 0.6 * self.height():
            self.resizeDocks(column, [int(self.height() * 0.7), int(self.height() * 0.2)],
                             Qt.Orientation.Vertical)

    @staticmethod
    def _replace(dock: QDockWidget, widget: QWidget) -> None:
        """The previous game's panel goes at once: left in place it would still be found
        by name, and still follow the old game's controller."""
        old = dock.widget()
        dock.setWidget(widget)
        if old is not None:
            old.setParent(None)
            old.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The user sets a dock's width by dragging the separator beside it: the main
        window gets that drag's mouse release, and the widths then are the ones to keep."""
        if watched is self and event.type() == QEvent.Type.MouseButtonRelease:
            self._remember_dock_widths()
        elif (event.type() == QEvent.Type.Resize and watched is not self
              and QApplication.mouseButtons() & Qt.MouseButton.LeftButton):
            self._remember_dock_widths()  # a drag on a separator widget of the dock area
        return False

    def docks(self) -> tuple[QDockWidget, ...]:
        """Every dock, the optional modules' included: the View menu names each, and each
        keeps the width the user gave it."""
        return (self.orders_dock, self.sheets_dock, self.units_dock, self.dice_dock,
                self.assault_dock, *self.module_docks.values())

    def _remember_dock_widths(self) -> None:
        self._dock_widths = {d: d.width() for d in self.docks()
                             if d.isVisible() and not d.isFloating()}

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._restore_dock_widths()

    def _restore_dock_widths(self) -> None:
        docks = [d for d, w in self._dock_widths.items() if d.isVisible() and not d.isFloating()
                 and d.width() != w]
        if docks:
            self.resizeDocks(docks, [self._dock_widths[d] for d in docks],
                             Qt.Orientation.Horizontal)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._dock_widths:  # the opening layout, once it is laid out
            QTimer.singleShot(0, self._remember_dock_widths)
        # Tabbed docks show whole titles ("Units", not "U…"); the bar scrolls if it must.
        # (Only the window's own children are looked at: a search of every widget gave
        # each one its Python type, loading ~30 Qt classes a start does not use.)
        for bar in self.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            bar.setElideMode(Qt.TextElideMode.ElideNone)
        self.view.fit_map()
