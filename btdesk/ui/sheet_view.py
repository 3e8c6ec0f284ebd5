"""Record sheets on screen, drawn by the same painter as print (the print is the screen)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QTabWidget, QToolButton, QWidget

from btdesk.model.state import UnitState
from btdesk.model.units import UnitKind
from btdesk.printing.record_sheet import (
    HEIGHT,
    SLOT_ROW,
    WIDTH,
    dropped_weapons,
    paint_record_sheet,
    sheet_layout,
    transport_line,
)
from btdesk.printing.standard_sheet import (
    heat_level_at,
    paint_standard_panel,
    panel_blocks,
    panel_height,
    plays_standard,
)
from btdesk.session.game import Changes, Session

from .controller import TableController

MARGIN_MM = 3.0
# Zoom: 0 fits the sheet to the dock's width; the others are pixels per millimetre. A
# docked sheet fitted to a narrow dock is a thumbnail; at 3 px/mm its smallest print
# (weapon ranges, the hit-location table) is readable on screen.
ZOOMS = (0.0, 2.0, 2.5, 3.0, 4.0, 5.0)
ZOOM_KEY = "sheets/zoom"
# Fitted to a narrow dock the sheet would be a thumbnail nobody could read: fitting
# never goes below this, and a narrower dock scrolls sideways instead.  At 2.2 px/mm the
# armour circles, the weapon table and the hit-location table read at normal distance.
FIT_MIN_PX_PER_MM = 2.2


def readable_width() -> int:
    """The narrowest a fitted sheet is drawn, in pixels."""
    return int(FIT_MIN_PX_PER_MM * (WIDTH + 2 * MARGIN_MM))


class RecordSheetView(QWidget):
    tickRequested = Signal(str, str, int)  # unit, location, +1/-1
    slotRequested = Signal(str, str, int, bool)  # unit, location, slot, hit
    damageRequested = Signal(str, str)  # unit, location: points of damage to apply at once
    zoomRequested = Signal(int)  # +1 / -1: Ctrl+wheel over the sheet
    # The standard rules' part: a structure circle (unit, location, +1/-1), the heat
    # scale (unit, heat, shut down).
    structureRequested = Signal(str, str, int)
    heatRequested = Signal(str, int, bool)

    def __init__(self, session: Session, uid: str) -> None:
        super().__init__()
        self.referee = False
        self.session = session
        self.uid = uid
        self.held: UnitState | None = None  # shown instead, while a volley is told
        self.paints = 0  # how often it was drawn: tests check it redraws only on change
        self._picture: QPixmap | None = None  # the sheet as last drawn, and for what
        self._key: tuple[object, ...] = ()
        self._drawn_for: tuple[object, ...] = (None, None, None)
        self.set_zoom(0.0)

    def set_zoom(self, px_per_mm: float) -> None:
        """0 fits the dock's width; else the sheet is at least that big, and scrolls."""
        width = int(px_per_mm * (WIDTH + 2 * MARGIN_MM)) if px_per_mm else readable_width()
        self.setMinimumSize(width, self.heightForWidth(width))

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y()
            if steps:
                self.zoomRequested.emit(1 if steps > 0 else -1)
            event.accept()
        else:
            event.ignore()  # the scroll area scrolls

    def heightForWidth(self, width: int) -> int:
        return int(width * (HEIGHT + self.standard_mm() + 2 * MARGIN_MM)
                   / (WIDTH + 2 * MARGIN_MM))

    def standard_mm(self) -> float:
        """The standard rules' part under the sheet (internal structure, heat), in mm; 0
        in a Quick-Start game."""
        state = self.session.state
        definition = state.definition(state.unit(self.uid))
        return panel_height(definition) + 4 if plays_standard(state.options, definition) \
            else 0.0

    def hasHeightForWidth(self) -> bool:
        return True

    def paintEvent(self, event: QPaintEvent) -> None:
        """The sheet is drawn once per change into a picture of the widget's size and
        copied from it on every other repaint (a status-bar message, a dock uncovered, a
        scroll): drawing it costs about 3 ms, copying it a few hundred microseconds."""
        self.paints += 1
        state = self.session.state
        unit = self.held or state.unit(self.uid)
        declaration = state.declaration(unit.uid)
        fired = frozenset(f.weapon for f in declaration.weapons) if declaration else frozenset()
        definition = state.definition(unit)
        ratio = self.devicePixelRatioF()
        drawn_for = (unit, definition, state.rules)
        transport = transport_line(state, unit)  # who it carries: other units' changes
        dropped = dropped_weapons(state, unit)  # jettisoned: a module's record
        key = (self.width(), self.height(), ratio, fired, transport, dropped)
        # (equal, not only the same object: an Undo brings back an earlier state's copy
        # of a unit that may not have changed, and a redraw then cost an Undo a third)
        if self._picture is None or self._key != key or any(
                a is not b and a != b for a, b in zip(self._drawn_for, drawn_for, strict=True)):
            picture = QPixmap(max(1, round(self.width() * ratio)),
                              max(1, round(self.height() * ratio)))
            picture.setDevicePixelRatio(ratio)
            picture.fill(QColor("white"))
            painter = QPainter(picture)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.scale(self.scale(), self.scale())
            painter.translate(MARGIN_MM, MARGIN_MM)
            paint_record_sheet(painter, definition, unit, state.rules, fired,
                               transport=transport, dropped=dropped)
            if self.standard_mm():
                painter.translate(0, HEIGHT + 4)
                paint_standard_panel(painter, definition, unit, state.rules)
            painter.end()
            self._picture, self._key, self._drawn_for = picture, key, drawn_for
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()

    def _standard_click(self, x: float, y: float, whole: bool) -> None:
        """A referee's click on the standard part: a structure circle ticks or unticks;
        a Heat Scale line sets the heat there; a right-click on the scale turns the 'Mech
        off or on."""
        state = self.session.state
        unit = state.unit(self.uid)
        for block in panel_blocks(state.rules, state.definition(unit), unit):
            for c in block.circles:
                if (x - c.x) ** 2 + (y - c.y) ** 2 <= (c.r * 1.3) ** 2:
                    self.structureRequested.emit(self.uid, block.location,
                                                 -1 if c.ticked else 1)
                    return
        top = 30
        level = heat_level_at(x, y, top)
        if level is None or state.definition(unit).kind is not UnitKind.MECH:
            return
        if whole:
            self.heatRequested.emit(self.uid, unit.heat, not unit.shutdown)
        else:
            self.heatRequested.emit(self.uid, level, unit.shutdown)

    def scale(self) -> float:
        return self.width() / (WIDTH + 2 * MARGIN_MM)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """In referee mode a click on a circle ticks it (or unticks a ticked one); a
        right-click asks for points of damage to apply to its location at once."""
        if not self.referee:
            return
        whole = event.button() == Qt.MouseButton.RightButton
        x = event.position().x() / self.scale() - MARGIN_MM
        y = event.position().y() / self.scale() - MARGIN_MM
        state = self.session.state
        unit = state.unit(self.uid)
        if self.standard_mm() and y > HEIGHT + 4:
            self._standard_click(x, y - HEIGHT - 4, whole)
            return
        layout = sheet_layout(state.definition(unit), unit)
        for block in layout.blocks:
            for c in block.circles:
                if (x - c.x) ** 2 + (y - c.y) ** 2 <= (c.r * 1.3) ** 2:
                    if whole:
                        self.damageRequested.emit(self.uid, block.location)
                        return
                    self.tickRequested.emit(self.uid, block.location, -1 if c.ticked else 1)
                    return
        for box in layout.boxes:
            if box.x <= x <= box.x + box.size and box.y <= y <= box.y + box.size:
                self.tickRequested.emit(self.uid, "troopers", -1 if box.ticked else 1)
                return
        for row in layout.slots:  # a critical slot: marked hit, or whole again
            if row.index >= 0 and row.x <= x <= row.x + row.width \
                    and row.y <= y <= row.y + SLOT_ROW:
                hit = (row.location, row.index) not in unit.slots_hit
                self.slotRequested.emit(self.uid, row.location, row.index, hit)
                return

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        height = self.heightForWidth(self.width())
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)


class SheetsTabs(QTabWidget):
    """One tab per unit; a unit's tab repaints only when that unit changed.  The zoom
    (buttons in the tab bar's corner, or Ctrl+wheel) is shared by every tab and
    remembered."""

    def __init__(self, controller: TableController) -> None:
        super().__init__()
        session = controller.session
        self.controller = controller
        self.views: dict[str, RecordSheetView] = {}
        saved = QSettings().value(ZOOM_KEY, 0, type=int)
        self.zoom = min(max(0, saved if isinstance(saved, int) else 0), len(ZOOMS) - 1)
        corner = QWidget()
        row = QHBoxLayout(corner)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(1)
        for name, text, tip, step in (("sheetZoomOut", "−", "Zoom out (Ctrl+wheel)", -1),
                                      ("sheetZoomFit", "Fit", "Fit the dock's width", 0),
                                      ("sheetZoomIn", "+", "Zoom in (Ctrl+wheel)", 1)):
            button = QToolButton()
            button.setObjectName(name)
            button.setText(text)
            button.setToolTip(tip)
            button.clicked.connect(lambda _=False, k=step: self.zoom_by(k))
            row.addWidget(button)
        self.setCornerWidget(corner, Qt.Corner.TopRightCorner)
        for unit in session.state.units:
            view = RecordSheetView(session, unit.uid)
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            # A scrollbar that came and went with the sheet's height would change the
            # width, hence the height again: a resize loop. Keep it always there.
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            scroll.setWidget(view)
            view.zoomRequested.connect(self.zoom_by)
            view.set_zoom(ZOOMS[self.zoom])
            self.addTab(scroll, unit.name)
            self.setTabToolTip(self.count() - 1, unit.name)
            self.views[unit.uid] = view
        # Whole unit names: a tab elided to "U…" names nothing; the bar scrolls instead.
        self.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
        self.setUsesScrollButtons(True)
        controller.bridge.changed.connect(self._changed)
        self.show_only({u.uid for u in controller.shown().units})

    def _changed(self, changes: Changes) -> None:
        """A unit's sheet repaints when that unit changed; a unit revealed (or hidden)
        shows (or goes)."""
        self.units_changed(changes.units)
        if changes.units:
            self.show_only({u.uid for u in self.controller.shown().units})

    def zoom_by(self, step: int) -> None:
        """One zoom level in or out; 0 goes back to fitting the dock's width."""
        self.zoom = 0 if step == 0 else min(max(0, self.zoom + step), len(ZOOMS) - 1)
        QSettings().setValue(ZOOM_KEY, self.zoom)
        for view in self.views.values():
            view.set_zoom(ZOOMS[self.zoom])

    def units_changed(self, uids: frozenset[str]) -> None:
        for uid in uids:
            view = self.views.get(uid)
            if view is not None:
                view.update()

    def hold(self, held: dict[str, UnitState]) -> None:
        """Sheets drawn as a volley's told steps leave their units (``held``), the others
        as they are."""
        for uid, view in self.views.items():
            unit = held.get(uid)
            if unit is not view.held:
                view.held = unit
                view.update()

    def set_referee(self, on: bool) -> None:
        for view in self.views.values():
            view.referee = on
            view.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)

    def show_only(self, uids: set[str]) -> None:
        """Hot seat: a hidden unit's sheet is not shown to the other side."""
        for index, uid in enumerate(self.views):
            self.setTabVisible(index, uid in uids)

    def show_unit(self, uid: str) -> None:
        if uid in self.views:
            self.setCurrentIndex(list(self.views).index(uid))
