"""The main window: the map in the middle, docks around it, menus that name every dock."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMessageBox, QWidget

from btdesk.io.saves import DiskStamp, disk_stamp
from btdesk.model.commands import RefereeHeat, TickArmor, TickCritical, TickStructure
from btdesk.model.events import AssaultStarted, GameOver, PhaseChanged, UnitMoved
from btdesk.model.state import MANUAL_DICE, GameState, Phase
from btdesk.rules.modules.close_assault import close_assault_played
from btdesk.session.game import Changes, Session

from .assault_dock import AssaultDock
from .controller import TableController
from .dice_log import DiceLog
from .events_text import plural
from .handover import HandOverScreen
from .map_scene import MapScene
from .map_view import MapView
from .module_panels import MODULE_DOCKS
from .orders import AFTER_GAME, OrdersPanel
from .roster import RosterTree
from .sheet_view import SheetsTabs, readable_width
from .window_docks import TallScroll
from .window_frame import DEFAULT_SIZE, MAP_MIN_PX, lay_out_docks, restore_layout
from .window_menus import WindowMenus

if TYPE_CHECKING:  # only for annotations: not needed for the first frame
    from btdesk.io.slots import Slot
    from btdesk.session.autosave import Autosaver

# Saving, printing, the dialogs and the referee's tools are imported where they are used
# (here and in the base classes' modules): none is needed for the first frame, and
# together they cost ~50 ms of start-up.
HIT_LABEL_MS = 6000
SHEET_CHROME_PX = 30  # the sheet's scroll bar and the dock's frame
# The Orders dock's: a weapon table of six columns with whole weapon names, beside a map
# that at 1280 × 820 is fitted by its height and has width to spare.
ORDERS_WIDTH_EM = 60


class MainWindow(WindowMenus):
    """The window of one game at a time: what it is built of, the game it shows, and
    its reactions to each change (its other jobs are its base classes', one a module:
    docks, files, printing, the log, the hot seat, the map, the menus)."""

    handover_action: QAction  # made with the menus, read by every game's controller
    def __init__(self, session: Session, autosave: bool = False, slot: Slot | None = None,
                 resumed: bool = False, autosave_later: bool = False) -> None:
        """``autosave``: keep the game in an autosave slot (``slot``, else a new one);
        ``resumed``: ``session`` was restored from ``slot``'s own files;
        ``autosave_later``: the first game's autosave starts at :meth:`start_autosave`
        (once the window is painted), or at its first change."""
        super().__init__()
        self.autosave_enabled = autosave
        self.autosaver: Autosaver | None = None  # while autosave is on
        self.slot = slot
        self._resumed = resumed
        self._autosave_later = autosave_later
        self.autosave_label = QLabel()  # shown while autosave is off or failing, with why
        self.autosave_label.setObjectName("autosaveStatus")
        self.autosave_label.hide()
        if autosave and slot is None:
            from btdesk.session.autosave import autosave_root, claim_slot

            try:
                self.slot = claim_slot()
            except OSError as exc:
                self._show_autosave(f"Autosave is off: {autosave_root()} cannot be written "
                                    f"({exc.strerror or exc}). Save with File ▸ Save As.")
        self.path: Path | None = None
        self._disk_stamp: DiskStamp | None = None  # the file as we last opened or saved it
        self.setAcceptDrops(True)
        self.session = session
        self.scene = MapScene(session.state)
        self._scene_unused = True
        self.view = MapView(self.scene)
        self.view.setMinimumSize(MAP_MIN_PX, MAP_MIN_PX)  # a narrow window squeezes docks first
        self.setCentralWidget(self.view)
        self.dice_log = DiceLog()
        docks = lay_out_docks(self, tuple((title, name)
                                          for title, name, _make in MODULE_DOCKS.values()))
        self.orders_dock, self.sheets_dock = docks["orders"], docks["recordSheets"]
        self.units_dock, self.dice_dock = docks["units"], docks["diceLog"]
        self.dice_dock.setWidget(self.dice_log)
        self.assault_dock = docks["closeAssault"]
        # Each optional module's own dock, filled for a game that has the module on.
        self.module_docks: dict[str, QDockWidget] = {
            key: docks[name] for key, (_title, name, _make) in MODULE_DOCKS.items()}
        self.handover = HandOverScreen(self)
        self.handover.ready.connect(self.viewer_ready)
        self.handover.decided.connect(self._take_back_decided)
        self.result_box: QMessageBox | None = None
        # A step's hits stay on the map long enough to read, then clear the view.
        self._hits_timer = QTimer(self)
        self._hits_timer.setSingleShot(True)
        self._hits_timer.setInterval(HIT_LABEL_MS)
        self._hits_timer.timeout.connect(lambda: self.scene.hits.clear())
        self.ruler_from: QPointF | None = None  # the ruler's first end, on the map
        self.ruler_held = False  # its second end clicked: the reading stays
        self._menus()
        self.hover_label = QLabel()
        self.statusBar().addPermanentWidget(self.hover_label)
        self.statusBar().addPermanentWidget(self.autosave_label)
        # Referee Mode changes what a click on a sheet does: it is always in sight.
        self.referee_badge = QLabel("REFEREE MODE: clicks tick circles")
        self.referee_badge.setObjectName("refereeBadge")
        self.referee_badge.setStyleSheet("background: #b00000; color: white; "
                                         "font-weight: bold; padding: 1px 6px;")
        self.referee_badge.hide()
        self.statusBar().addPermanentWidget(self.referee_badge)
        self.view.hexHovered.connect(self._show_hover)
        self.view.hexHovered.connect(self._map_hovered)
        self.view.hexClicked.connect(self._map_clicked)
        self.view.pointClicked.connect(self._ruler_clicked)
        self.view.pointHovered.connect(self._ruler_hovered)
        # Docks keep the width the user gave them: a window made narrow and
        # wide again gives it back, instead of leaving every dock squeezed.
        self._dock_widths: dict[QDockWidget, int] = {}
        self.installEventFilter(self)
        for dock in self.docks():
            dock.installEventFilter(self)
        self.resize(*DEFAULT_SIZE)
        # A game restored after a crash goes on under the name of its file, if it had one.
        source = slot.source() if resumed and slot is not None else None
        self.set_session(session)
        if source is not None:
            self.path, self._disk_stamp = source
            self._remember_path()
            self._update_title()
        if not restore_layout(self):  # the first start: a record sheet readable as it is
            self.resizeDocks([self.sheets_dock], [readable_width() + SHEET_CHROME_PX],
                             Qt.Orientation.Horizontal)
        # Where the Close Assault dock sits is remembered; whether it shows is the game's:
        # it opens when an assault starts.
        self.assault_dock.setVisible(bool(session.state.assaults))
        for key, dock in self.module_docks.items():
            dock.setVisible(key in session.options)

    # --- the open game ---------------------------------------------------------------------
    def set_session(self, session: Session, path: Path | None = None) -> None:
        """Show ``session``; the previous game's autosave is closed cleanly."""
        if self.autosaver is not None:
            self.autosaver.close()
            self.autosaver = None
        self.session = session
        self.path = path
        self._disk_stamp = disk_stamp(path) if path is not None else None
        if self.slot is not None and path is None:  # a game of its own: no file yet
            with contextlib.suppress(OSError):
                self.slot.forget_source()
        self._remember_path()
        self.mark_saved()
        asker = None
        if MANUAL_DICE in session.options:
            from btdesk.session.dice import VolleyDice

            from .dialogs import ask_dice
            from .volley_form import VolleyAsker

            session.dice = VolleyDice(asker := ask_dice(self), VolleyAsker(self))
        self.controller = TableController(session, self.handover_action.isChecked())
        if asker is not None:  # the rolls typed for a command are its own, made or not
            self.controller.bridge.changed.connect(lambda _changes: asker.done())
            self.controller.refused.connect(lambda _reason: asker.done())
        self.controller.planChanged.connect(self._plan_changed)
        self.controller.planChanged.connect(self._check_hand_over)
        self.controller.previewChanged.connect(
            lambda: self.scene.path.show_hexes(self.controller.plan_path()))
        self.controller.targetPreview.connect(self._show_target_preview)
        self.controller.refused.connect(lambda reason: self.statusBar().showMessage(reason, 8000))
        self.controller.bridge.changed.connect(self._map_changed)
        if self._scene_unused:  # the one __init__ built for this game (a start-up's cost)
            self._scene_unused = False
        else:
            self.scene = MapScene(session.state)
        self.scene.refresh_units(self.controller.shown())
        self.view.setScene(self.scene)
        self.view.map_scene = self.scene
        self.orders = OrdersPanel(self.controller)
        self._volley_before: GameState | None = None
        self.orders.story.revealed.connect(self._steps_shown)
        self.orders.afterGame.connect(self._after_game)
        self._replace(self.orders_dock, TallScroll(self.orders, ORDERS_WIDTH_EM, sideways=False))
        self.assault = AssaultDock(self.controller)
        self.assault.story.revealed.connect(self._steps_shown)
        self.assault.story.revealed.connect(self._exchange_told)
        self._replace(self.assault_dock, TallScroll(self.assault))
        # The Close Assault dock belongs to games played with 0204-B: in others it is
        # neither shown nor offered in the View menu (an empty tab would only puzzle).
        self.assault_dock.setVisible(bool(session.state.assaults))
        self.assault_dock.toggleViewAction().setEnabled(close_assault_played(session.options))
        self.module_panels: dict[str, QWidget] = {}
        for key, dock in self.module_docks.items():
            on = key in session.options
            if on:
                panel = self.module_panels[key] = MODULE_DOCKS[key][2](self.controller)
                # A module's dock asks to be seen when the game needs it (a unit to place).
                panel.attention.connect(lambda d=dock: (d.show(), d.raise_()))
            self._replace(dock, TallScroll(self.module_panels[key]) if on else QWidget())
            dock.setVisible(on)
            dock.toggleViewAction().setEnabled(on)
        self.sheets = SheetsTabs(self.controller)
        self._replace(self.sheets_dock, self.sheets)
        for view in self.sheets.views.values():
            view.tickRequested.connect(
                lambda uid, loc, delta: self.controller.submit(TickArmor(uid, loc, delta)))
            view.slotRequested.connect(lambda uid, loc, slot, hit: self.controller.submit(
                TickCritical(uid, loc, slot, hit)))
            view.damageRequested.connect(self._apply_damage)
            view.structureRequested.connect(lambda uid, loc, delta: self.controller.submit(
                TickStructure(uid, loc, delta)))
            view.heatRequested.connect(lambda uid, heat, off: self.controller.submit(
                RefereeHeat(uid, heat, off)))
        self.sheets.set_referee(self.referee_action.isChecked())
        self.roster = RosterTree(self.controller)
        self.roster.itemDoubleClicked.connect(lambda item, _col: self._edit_unit(
            item.data(0, Qt.ItemDataRole.UserRole)))
        self._replace(self.units_dock, self.roster)
        # The main window's own reactions come last: the docks are up to date by then.
        self.controller.bridge.changed.connect(self._changed)
        self.dice_log.reset(self._lines(e for entry in session.log for e in entry.events))
        self._update_title()
        self._update_history()
        if self.autosave_enabled and self.slot is not None:
            from btdesk.session.autosave import Autosaver

            self.autosaver = Autosaver(session, self.slot, self._autosave_trouble,
                                       resumed=self._resumed, later=self._autosave_later)
            self._resumed = False  # a later game in this window is a new one
            self._autosave_later = False  # and is autosaved from the start
        if session.notices:
            self.statusBar().showMessage(
                f"{len(session.notices)} file(s) refused: see Help ▸ Data Problems")
        if self.isVisible():
            self.view.fit_map()
        self._check_hand_over()

    # --- following the game ----------------------------------------------------------------------
    def _map_changed(self, changes: Changes) -> None:
        """Counters move, turn or hide for exactly the units that changed."""
        self.scene.refresh_units(self.controller.shown(), changes.units)
        self._update_history()

    def _changed(self, changes: Changes) -> None:
        """What the main window itself does after a change: tell what happened (the log,
        step by step for a volley), open the Close Assault dock, hand the screen over."""
        state = self.session.state
        if changes.phase:  # a new phase: the last one's news is old
            self.statusBar().clearMessage()
        if changes.events:
            self._tell(changes)
            moved = [e for e in changes.events if isinstance(e, UnitMoved)]
            if moved:
                m = moved[-1]
                modifier = state.rules.attack_modifiers.target_movement_modifier(m.hexes)
                self.statusBar().showMessage(
                    f"{state.unit(m.unit).name} counts as having moved "
                    f"{plural(m.hexes, 'hex', 'hexes')} this turn: attackers add "
                    f"{modifier:+d} to hit it", 10000)
        fight = state.assaults and any(isinstance(e, PhaseChanged) and e.phase is
                                       Phase.PHYSICAL_ATTACK for e in changes.events)
        if fight or any(isinstance(e, AssaultStarted) for e in changes.events):
            # Started, or its phase come: the dock comes in front of the Record Sheets.
            self.assault_dock.show()
            self.assault_dock.raise_()
            self.make_room(self.assault_dock)
        if self.assault.story.untold:
            self.assault.redraw()  # no next choice before the exchange is played back
        self._check_hand_over()
        if any(isinstance(e, GameOver) for e in changes.events):
            self._finish_stories()  # the box tells the end: the log is not left behind
            self._game_over()

    def _update_history(self) -> None:
        self.undo_action.setEnabled(self.session.can_undo)
        self.redo_action.setEnabled(self.session.can_redo)

    def _game_over(self) -> None:
        state = self.session.state
        text = f"{state.side(state.winner).name} wins." if state.winner else "The game is a draw."
        self.result_box = QMessageBox(QMessageBox.Icon.Information, "Game over", text,
                                      QMessageBox.StandardButton.Close, self)
        self.result_box.setInformativeText("Start a new game, keep this one, or print its "
                                           "record sheets as they ended.")
        for key, label in AFTER_GAME:
            button = self.result_box.addButton(label, QMessageBox.ButtonRole.ActionRole)
            button.setObjectName(f"after_{key}")
            button.clicked.connect(lambda _=False, k=key: self._after_game(k))
        self.result_box.setDefaultButton(QMessageBox.StandardButton.Close)  # Enter: nothing lost
        self.result_box.open()

    def _after_game(self, key: str) -> None:
        """What a finished game offers (the Game Over box, and the Orders dock after it)."""
        {"new": self._new_game, "save": self._save_as, "print": self._print_sheets}[key]()
