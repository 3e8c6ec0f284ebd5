"""The main window: the map in the middle, docks around it, menus that name every dock."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QTabBar,
    QWidget,
)

from btdesk import __version__
from btdesk.hexgrid import Hex
from btdesk.io.errors import BtdeskError
from btdesk.io.saves import DiskStamp, disk_stamp
from btdesk.model.commands import RefereeHeat, TickArmor, TickCritical, TickStructure
from btdesk.model.events import (
    AssaultStarted,
    Event,
    GameOver,
    PhaseChanged,
    TacticsRevealed,
    UnitMoved,
)
from btdesk.model.rule_set import QUICK_START, as_printed, rule_options
from btdesk.model.sources import name_sources
from btdesk.model.state import MANUAL_DICE, OPTION_NAMES, GameState, Phase
from btdesk.model.table_scale import table_scale
from btdesk.rules import cf_left, mode_mp, sight_to, unit_line_of_sight
from btdesk.rules.modules.close_assault import close_assault_played, secret_choosers
from btdesk.session.dice import ManualDice, SeededDice
from btdesk.session.game import Changes, Session, dice_in

from .assault_dock import AssaultDock
from .controller import TableController
from .dice_log import DiceLog
from .events_text import describe, plural, redone_text, take_back_question, undone_text
from .handover import HandOverScreen, assault_roles
from .map_scene import MapScene
from .map_view import MapView
from .module_panels import MODULE_DOCKS
from .orders import AFTER_GAME, OrdersPanel
from .overlays import RULER, SIGHT_BLOCKED, SIGHT_CLEAR, ZONE
from .roster import RosterTree
from .sheet_view import SheetsTabs, readable_width
from .story import Step, as_told, steps_of, tells_a_story
from .widgets import add_actions
from .window_frame import (
    DEFAULT_SIZE,
    MAP_MIN_PX,
    MENUS,
    keep_layout,
    lay_out_docks,
    restore_layout,
)

if TYPE_CHECKING:  # only for annotations: neither is needed for the first frame
    from btdesk.io.slots import Slot
    from btdesk.model.board import Board
    from btdesk.printing.pages import Page
    from btdesk.session.autosave import Autosaver

    from .map_editor import MapEditor

# Saving, printing, the dialogs and the referee's tools are imported where they are used:
# none is needed for the first frame, and together they cost ~50 ms of start-up.
SUFFIX = ".btdesk.yaml"  # btdesk.io.saves.SUFFIX; a test keeps the two equal
FILE_FILTER = f"btdesk games (*{SUFFIX} *.yaml);;All files (*)"
RECENT_KEY = "recentGames"
RECENT_MAX = 8
HAND_OVER_KEY = "hotSeat/handOver"
HIT_LABEL_MS = 6000
SHEET_CHROME_PX = 30  # the sheet's scroll bar and the dock's frame
PANEL_WIDTH_EM = 44  # the Close Assault and module docks' opening width, in characters
# The Orders dock's: a weapon table of six columns with whole weapon names, beside a map
# that at 1280 × 820 is fitted by its height and has width to spare.
ORDERS_WIDTH_EM = 60
# Print settings (key, menu label): paper, and weapon ranges at the game's table scale as
# well as in hexes.
PAPER_CHOICES = (("a4", "A4"), ("letter", "US Letter"))
RANGE_CHOICES = (("hexes", "Hexes"),
                 ("table", "Hexes and the Game's Table Scale (Game Options)"))


class TallScroll(QScrollArea):
    """A dock's panel that keeps its width: its text wraps, a long list of choices
    scrolls up and down, and a button wider than the dock scrolls sideways, but the dock
    never resizes to its contents.  (It used to widen to its longest line, 258 to 530 px,
    moving the map under the mouse between two clicks.)  Only the user's drag, or the
    first layout, sets the width."""

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


class MainWindow(QMainWindow):
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
        self.handover.ready.connect(self._viewer_ready)
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
        # Docks keep the width the user gave them (issue 14): a window made narrow and
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
            from .dialogs import ask_dice

            session.dice = ManualDice(asker := ask_dice(self))
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
            self._make_room(self.assault_dock)
        if self.assault.story.untold:
            self.assault.redraw()  # no next choice before the exchange is played back
        self._check_hand_over()
        if any(isinstance(e, GameOver) for e in changes.events):
            self._finish_stories()  # the box tells the end: the log is not left behind
            self._game_over()

    # --- telling what happened --------------------------------------------------------------
    def _lines(self, events: Iterable[Event]) -> list[str]:
        state = self.session.state
        return [line for e in events if (line := describe(e, state))]

    def _tell(self, changes: Changes) -> None:
        """A Close Assault exchange, or a volley of attacks, is told one step at a time in
        its dock (and reaches the log as it is told); anything else goes to the log at
        once, after whatever was still untold."""
        events, state = changes.events, self.session.state
        reveal = next((i for i, e in enumerate(events) if isinstance(e, TacticsRevealed)),
                      None)
        if reveal is not None:
            self._finish_stories()
            self.dice_log.add_lines(self._lines(events[:reveal]))
            self.assault.story.tell(steps_of(events[reveal:], state), len(self.session.log))
        elif tells_a_story(events) and changes.before is not None:
            self.assault.story.finish()
            # One volley: every resolution of one phase ("Resolve All" is one per unit).
            key = ("volley", changes.before.turn, changes.before.phase)
            if key != self.orders.story.key or not self.orders.story.steps:
                self._volley_before = changes.before  # the game the volley was fired in
            self.orders.story.tell(steps_of(events, state), key)
            self._hold_volley()
        else:
            self._finish_stories()
            self.dice_log.add_lines(self._lines(events))

    def _finish_stories(self) -> None:
        for player in (self.orders.story, self.assault.story):
            player.finish()

    def _steps_shown(self, steps: list[Step]) -> None:
        """A step told: its lines go to the log, its hits flash on the map."""
        self.dice_log.add_lines(line for step in steps for line in step.lines)
        self._hold_volley()
        hits = [(h.at, h.text) for h in steps[-1].hits if h.at is not None] if steps else []
        self.scene.hits.show_labels(hits)
        if hits:
            self._hits_timer.start()

    def _exchange_told(self, _steps: list[Step]) -> None:
        """The exchange's last step shown: the next choices, and a hand-over for a secret
        one, come now, not over the playback."""
        if not self.assault.story.untold:
            self.assault.redraw()
            self._check_hand_over()

    def _hold_volley(self) -> None:
        """Sheets, counters and the Units dock show a volley's damage as its steps are
        told, not before (:func:`btdesk.ui.story.as_told`)."""
        story, before = self.orders.story, self._volley_before
        held = (as_told(before, self.session.state, story.steps, story.told)
                if before is not None and story.untold else {})
        old = self.controller.held
        if not held and not old:
            return
        self.controller.held = held
        self.scene.refresh_units(self.controller.shown(), frozenset(old) | frozenset(held))
        self.sheets.hold(held)
        self.roster.fill()

    def _make_room(self, dock: QDockWidget) -> None:
        """Give ``dock`` most of its column's height when it opens for play (the inset, the
        tactics and the exchange's steps), unless the player already made it tall."""
        column = [d for d in (dock, self.dice_dock) if d.isVisible() and not d.isFloating()
                  and self.dockWidgetArea(d) == self.dockWidgetArea(dock)]
        if len(column) == 2 and dock.height() < 0.6 * self.height():
            self.resizeDocks(column, [int(self.height() * 0.7), int(self.height() * 0.2)],
                             Qt.Orientation.Vertical)

    # --- hot seat --------------------------------------------------------------------------------
    def _check_hand_over(self) -> None:
        """Before a side's secret choice (or its turn while it has hidden units), the
        screen is handed to that side's player, unless they already have it; when no one
        needs it, it shows only what anyone may see."""
        c, state = self.controller, self.session.state
        if self.handover.taking_back:
            return  # the take-back is answered first; then the screen goes where it must
        wanted = c.wanted_viewer() if c.hand_over else None
        if self.assault.story.untold and secret_choosers(state):
            wanted = None  # the last exchange is played back to both before the next choice
        if wanted is None or wanted == c.viewer:
            self.handover.hide()
            if wanted is None and c.viewer is not None:
                c.viewer = None
                self._show_secrets()
            return
        roles = assault_roles(state, wanted) if secret_choosers(state) else []
        why = ("Close Assault: " + "; ".join(roles) + ". A tactic is chosen in secret."
               if roles else "Close Assault: a tactic is chosen in secret."
               if secret_choosers(state) else "Hidden units: only their own side may see them.")
        side = state.side(wanted)
        self.handover.ask(wanted, side.name, why, side.colour)

    def _show_secrets(self) -> None:
        """The viewer changed: the map, roster and sheets show what the new one may see."""
        shown = self.controller.shown()
        self.scene.refresh_units(shown)
        self.sheets.show_only({u.uid for u in shown.units})
        self.roster.fill()
        self.orders.refresh()
        self.assault.redraw()

    def _viewer_ready(self, side: str) -> None:
        self.controller.viewer = side
        self.handover.hide()
        self._show_secrets()
        if self.session.state.assaults:
            self.assault_dock.show()
            self.assault_dock.raise_()

    def _hand_over_toggled(self, on: bool) -> None:
        QSettings().setValue(HAND_OVER_KEY, on)
        self.controller.hand_over = on
        self.controller.viewer = None
        self._show_secrets()
        self._check_hand_over()

    def _update_history(self) -> None:
        self.undo_action.setEnabled(self.session.can_undo)
        self.redo_action.setEnabled(self.session.can_redo)

    def _plan_changed(self) -> None:
        c, scene, state = self.controller, self.scene, self.session.state
        scene.reach.clear()
        scene.path.clear()
        scene.sight.clear()
        scene.selection.clear()
        scene.targeted.clear()
        scene.facing.clear()
        unit = c.selected_unit()
        if unit is None:
            return
        if unit.position is not None:
            scene.selection.show_hexes([unit.position])
        self.sheets.show_unit(unit.uid)
        if state.phase is Phase.SETUP:
            zone = {h: 0 for h in state.board.hexes() if c.placement_ok(h)}
            scene.reach.show_costs(zone, 1, ZONE)
        elif state.phase is Phase.MOVEMENT and c.mode is not None:
            d = state.definition(unit)
            scene.reach.show_costs(c.costs(), mode_mp(unit, d, c.mode, state))
            scene.path.show_hexes(c.plan_path())
            if c.plan is not None and not d.kind.is_infantry:
                scene.facing.show_facing(*c.plan)
        elif state.phase is Phase.WEAPON_ATTACK and c.building is not None:
            scene.targeted.show_hexes([c.building])
            if unit.position is not None and unit.position != c.building:
                sight = sight_to(state, unit, c.building)
                scene.sight.show_hexes([unit.position, c.building],
                                       SIGHT_BLOCKED if sight.blocked else SIGHT_CLEAR)
        elif state.phase is Phase.WEAPON_ATTACK and c.target is not None:
            target = state.unit(c.target)
            if unit.position is not None and target.position is not None:
                scene.targeted.show_hexes([target.position])
                sight = unit_line_of_sight(state, unit.uid, target.uid)
                scene.sight.show_hexes([unit.position, target.position],
                                       SIGHT_BLOCKED if sight.blocked else SIGHT_CLEAR)

    # --- the referee's tools ----------------------------------------------------------------------
    def _map_clicked(self, h: Hex) -> None:
        if not self.ruler_action.isChecked():  # (the ruler takes points: _ruler_clicked)
            uid = self.view.clicked_unit
            if uid is None:  # not on a counter: the unit in the hex, if it is alone
                here = [u.uid for u in self.controller.shown().units_at(h)]
                uid = here[0] if len(here) == 1 else None
            self.controller.clicked(h, uid)
            if uid is not None:
                self._bring_sheet(uid)

    def _bring_sheet(self, uid: str) -> None:
        """A unit clicked on the map: its record sheet comes forward (issue 14), unless a
        Close Assault is being fought in the dock that shares its place."""
        if uid not in {u.uid for u in self.controller.shown().units}:
            return
        self.sheets.show_unit(uid)
        fighting = self.assault_dock.isVisible() and self.session.state.assaults and \
            self.session.state.phase is Phase.PHYSICAL_ATTACK
        if not fighting:
            self.sheets_dock.show()
            self.sheets_dock.raise_()

    def _map_hovered(self, h: Hex | None) -> None:
        if self.ruler_action.isChecked() and self.ruler_from is not None:
            return  # the ruler is measuring: _ruler_hovered
        self.controller.hovered(h)

    def _ruler_point(self, point: QPointF) -> QPointF:
        """Where the ruler's end goes: the point, or the centre of its hex when it is
        within a tenth of a hex of it (so centre to centre reads whole hexes)."""
        layout = self.scene.layout
        centre = QPointF(*layout.center(layout.hex_at(point.x(), point.y())))
        near = (centre - point).manhattanLength() <= 0.1 * layout.height
        return centre if near else point

    def _ruler_clicked(self, point: QPointF) -> None:
        """The first end, then the second, whose reading stays until a third click
        measures from there (a second click had started again: "0 hexes")."""
        if self.ruler_action.isChecked():
            if self.ruler_from is not None and not self.ruler_held:
                self._ruler_hovered(point)
                self.ruler_held = True
                return
            self.ruler_from, self.ruler_held = self._ruler_point(point), False
            self._ruler_hovered(point)

    def _ruler_hovered(self, point: QPointF) -> None:
        """From the first end to the mouse, anywhere on the map (not only hex centres):
        in hexes and metres, and on the table at the game's scale, inches and cm."""
        start = self.ruler_from
        if not self.ruler_action.isChecked() or start is None or self.ruler_held:
            return
        from .referee_tools import ruler_text

        point = self._ruler_point(point)
        layout, board = self.scene.layout, self.session.state.board
        ends = [layout.hex_at(p.x(), p.y()) for p in (start, point)]
        labels = [board.label(h) if board.contains(h) else "off the map" for h in ends]
        across = layout.height  # a hex, flat side to flat side
        hexes = ((point.x() - start.x()) ** 2 + (point.y() - start.y()) ** 2) ** 0.5 / across
        self.statusBar().showMessage(ruler_text(labels[0], labels[1], hexes,
                                                table_scale(self.session.options)))
        self.scene.sight.show_points([start, point], RULER)

    def _ruler_toggled(self, on: bool) -> None:
        self.ruler_from, self.ruler_held = None, False
        self.scene.sight.clear()
        self.statusBar().showMessage("Ruler: click a hex to measure from" if on else "", 5000)

    def _edit_unit(self, uid: str | None) -> None:
        """Referee Mode: correct a unit to match the table (hex, facing, ammunition)."""
        if uid is None:
            return
        if not self.referee_action.isChecked():
            self.statusBar().showMessage("Turn on Edit ▸ Referee Mode to edit a unit", 5000)
            return
        from .referee_tools import EditUnitDialog

        dialog = EditUnitDialog(self.session.state, uid, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            for command in dialog.commands():
                if not self.controller.submit(command):
                    break

    def _calculator(self) -> None:
        from .referee_tools import ToHitCalculator

        self.calculator = ToHitCalculator(self.session.state.rules, self)
        self.calculator.show()

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

    def needs_consent(self) -> bool:
        """Whether Undo now is a take-back that the other side must allow: the last entry
        rolled the app's dice, and two players share the screen (hand-over screens on).
        A referee's game (typed dice) or one person at the screen decides alone."""
        log = self.session.log
        return (bool(log) and self.controller.hand_over
                and isinstance(self.session.dice, SeededDice) and dice_in(log[-1]) > 0)

    def _undo(self) -> None:
        if self.needs_consent():
            self._finish_stories()
            self._check_hand_over()  # the last hand-over first, then the question
            self.handover.ask_take_back(*take_back_question(self.session))
            return
        self._take_back()

    def _take_back(self) -> None:
        self._finish_stories()  # the log tells everything before it tells the undo
        if self.session.undo():
            self.dice_log.add_lines([undone_text(self.session)])
            # What was said of the game taken back is not so any more.
            self.statusBar().clearMessage()
            undone = self.session.last_undone
            if undone is not None and tells_a_story(undone.events):
                self.orders.story.clear()
                self.assault.story.clear()
                self._hold_volley()

    def _take_back_decided(self, allowed: bool) -> None:
        """The other side's player answered at the screen: it shows no side's secrets
        now, and is handed back to whoever must have it."""
        if self.controller.viewer is not None:
            self.controller.viewer = None
            self._show_secrets()
        if allowed:
            self._take_back()
        else:
            self.dice_log.add_lines(["↷ take-back refused: the roll stands"])
        self._check_hand_over()

    def _redo(self) -> None:
        """Told as the undo is: a line saying what comes back, then what it did."""
        self._finish_stories()
        entry = self.session.last_undone
        if entry is not None:
            self.dice_log.add_lines([redone_text(entry)])
        self.session.redo()

    def _apply_damage(self, uid: str, location: str) -> None:
        """Referee Mode: points of damage to one location at once (a right-click on it)."""
        from .referee_tools import ask_damage

        command = ask_damage(self, self.session.state, uid, location)
        if command is not None:
            self.controller.submit(command)

    # --- never lose a game ------------------------------------------------------------------------
    def mark_saved(self) -> None:
        """Remember where the log stood at the last save (or open)."""
        log = self.session.log
        self._saved_at = log[-1] if log else None

    @property
    def unsaved(self) -> bool:
        log = self.session.log
        return (log[-1] if log else None) is not self._saved_at

    def may_discard(self) -> bool:
        """Before the game on screen is replaced or closed: save it, discard it, or stay."""
        if not self.unsaved:
            return True
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        answer = QMessageBox.question(self, "Unsaved game",
                                      "This game has moves that are not saved. Save it first?",
                                      buttons, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            self._save()
            return not self.unsaved
        return answer == QMessageBox.StandardButton.Discard

    def _update_title(self) -> None:
        name = self.path.name if self.path else self.session.scenario.title
        referee = " — Referee Mode" if self.referee_action.isChecked() else ""
        self.setWindowTitle(f"{name}{referee} — btdesk {__version__}")

    def _referee_mode(self, on: bool) -> None:
        """Referee Mode is seen: a badge in the status bar and the window's title."""
        self.referee_badge.setVisible(on)
        self._update_title()

    def start_autosave(self) -> None:
        """The first game's autosave, put off until the window was painted."""
        if self.autosaver is not None:
            self.autosaver.start()

    def _autosave_trouble(self, error: BtdeskError | None) -> None:
        """Told once when autosave starts failing (a full disk), and once when it works
        again: the label stays while it fails, instead of a message per move."""
        if error is None:
            self.autosave_label.hide()
            self.statusBar().showMessage("Autosave works again.", 5000)
        else:
            self._show_autosave(f"Autosave is failing: {error}")

    def _show_autosave(self, text: str) -> None:
        """The whole reason in the status bar for a while, then a short label that keeps
        it as its tooltip (the reason, a path and an OS error, is too long to stay)."""
        self.autosave_label.setText("⚠ " + text.split(":", 1)[0])
        self.autosave_label.setToolTip(text)
        self.autosave_label.show()
        self.statusBar().showMessage(text, 15000)

    def _error(self, title: str, error: BtdeskError) -> None:
        QMessageBox.warning(self, title, str(error))

    def open_path(self, path: Path) -> bool:
        from btdesk.session.persist import open_session

        if not self.may_discard():
            return False
        try:
            session = open_session(path)
        except BtdeskError as exc:
            self._error("Could not open the game", exc)
            return False
        self.set_session(session, path)
        self._remember(path)
        self.statusBar().showMessage(f"Opened {path}", 5000)
        return True

    def opened_from(self, path: Path) -> None:
        """The game on screen is the file at ``path`` (opened at start-up)."""
        self.path = path
        self._disk_stamp = disk_stamp(path)
        self._update_title()
        self._remember_path()

    def _remember_path(self) -> None:
        """The autosave slot knows the game's file, so a game restored after a crash
        goes on under its own name (and Save writes it there)."""
        if self.slot is not None and self.path is not None:
            with contextlib.suppress(OSError):
                self.slot.remember_source(self.path, self._disk_stamp)

    def save_to(self, path: Path) -> bool:
        from btdesk.session.persist import save_session

        if not self._may_overwrite(path):
            return False
        try:
            save_session(self.session, path)
        except BtdeskError as exc:
            self._error("Could not save the game", exc)
            return False
        self._disk_stamp = disk_stamp(path)
        self.path = path
        self.mark_saved()
        self._remember(path)
        self._remember_path()
        self._update_title()
        self.statusBar().showMessage(f"Saved {path}", 5000)
        return True

    def _export_log(self) -> None:
        target, _ = QFileDialog.getSaveFileName(self, "Export the dice log",
                                                str(self._folder() / "dice-log.txt"),
                                                "Text files (*.txt)")
        if not target:
            return
        try:
            Path(target).write_text(self.dice_log.toPlainText() + "\n", encoding="utf-8")
        except OSError as exc:
            QMessageBox.warning(self, "Export the dice log", f"{target}: {exc}")

    def _new_game(self) -> None:
        from .dialogs import NewGameDialog

        if not self.may_discard():
            return
        dialog = NewGameDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_game(*dialog.choice())

    def start_game(self, scenario: str, free_deployment: bool, options: tuple[str, ...]) -> None:
        try:
            session = Session.from_scenario(scenario, free_deployment=free_deployment,
                                            options=options)
        except BtdeskError as exc:
            self._error("Could not start the game", exc)
            return
        self.set_session(session)

    def new_map(self) -> MapEditor | None:
        """A blank map of a chosen size in the map editor."""
        from btdesk.model.map_edit import new_board

        from .map_editor import ask_size

        size = ask_size(self, 16, 17)
        if size is None:
            return None
        return self.edit_map(new_board("New map", *size))

    def edit_map(self, board: Board | None = None) -> MapEditor:
        """The map editor on ``board`` (default: this game's map as it started); it saves
        to a new file, never over the built-in map."""
        from .map_editor import MapEditor

        editor = MapEditor(self.session.tables, board or self.session.initial.board,
                           play=self.play_on_map, parent=self)
        editor.setWindowFlag(Qt.WindowType.Window, True)
        editor.show()
        return editor

    def play_on_map(self, path: Path) -> None:
        """A new game of this scenario's sides on the map at ``path``; the sides deploy
        freely, as ``btdesk --map`` has them."""
        if not self.may_discard():
            return
        try:
            session = Session.from_scenario(self.session.source, map_file=path,
                                            options=self.session.options)
        except BtdeskError as exc:
            self._error("Could not start a game on the map", exc)
            return
        self.set_session(session)
        self.raise_()
        self.activateWindow()

    def _open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open a game", str(self._folder()),
                                              FILE_FILTER)
        if name:
            self.open_path(Path(name))

    def _save(self) -> None:
        if self.path is None:
            self._save_as()
        else:
            self.save_to(self.path)

    def _may_overwrite(self, path: Path) -> bool:
        """The file this game came from was changed on disk since (the same game open in
        another window, a copy dropped over it): ask before the last save silently wins."""
        if path != self.path or self._disk_stamp is None or disk_stamp(path) == self._disk_stamp:
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, "The file was changed",
                          f"{path.name} was changed on disk after this game was opened or "
                          "saved here (by another btdesk window, or a copy).\n\nOverwrite "
                          "it? The version on disk is kept as "
                          f"{path.name}.bak.", parent=self)
        overwrite = box.addButton("Overwrite", QMessageBox.ButtonRole.DestructiveRole)
        save_as = box.addButton("Save As…", QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() is save_as:
            self._save_as()
            return False
        return box.clickedButton() is overwrite

    def _save_as(self) -> None:
        suggested = self._folder() / f"{self.session.scenario.key}{SUFFIX}"
        name, _ = QFileDialog.getSaveFileName(self, "Save the game", str(suggested), FILE_FILTER)
        if name:
            path = Path(name)
            if not path.name.endswith((".yaml", ".yml")):
                path = path.with_name(path.name + SUFFIX)
            self.save_to(path)

    def _folder(self) -> Path:
        return self.path.parent if self.path else Path.home()

    # --- printing --------------------------------------------------------------------------------
    @staticmethod
    def _chosen(setting: str, choices: tuple[tuple[str, str], ...], default: str) -> str:
        """The user's last choice of ``setting``, if it is still one of ``choices``."""
        value = QSettings().value(setting, default)
        return value if value in dict(choices) else default

    @staticmethod
    def _choose(setting: str, key: str, actions: dict[str, QAction]) -> None:
        QSettings().setValue(setting, key)
        for k, action in actions.items():
            action.setChecked(k == key)

    def _choice_menu(self, menu: QMenu, title: str, setting: str,
                     choices: tuple[tuple[str, str], ...], current: str) -> dict[str, QAction]:
        """A submenu of checkable choices, one checked, the choice remembered."""
        submenu = menu.addMenu(title)
        actions: dict[str, QAction] = {}
        for key, label in choices:
            action = submenu.addAction(label)
            action.setCheckable(True)
            action.setChecked(key == current)
            action.triggered.connect(lambda _=False, k=key: self._choose(setting, k, actions))
            actions[key] = action
        return actions

    def paper(self) -> str:
        """A4 or Letter: the user's last choice, else the locale's."""
        from btdesk.printing.paper import default_paper

        return self._chosen("paper", PAPER_CHOICES, default_paper())

    def set_paper(self, key: str) -> None:
        self._choose("paper", key, self.paper_actions)

    def range_scale(self) -> str:
        """How printed sheets give weapon ranges: hexes, or also on the table at the
        game's table scale (the user's last choice; the screen stays in hexes).  An
        earlier choice of inches or centimetres is a choice of the table's scale."""
        if QSettings().value("ranges") in ("inches", "cm"):
            return "table"
        return self._chosen("ranges", RANGE_CHOICES, "hexes")

    def set_range_scale(self, key: str) -> None:
        self._choose("ranges", key, self.range_actions)

    def sheet_pages(self, side: str | None = None, uid: str | None = None) -> list[Page]:
        """Sheets with their damage as the game stands: every unit, a side, or one unit
        (in hot seat, only those the player at the screen may see)."""
        from btdesk.printing.pages import game_sheet_pages
        from btdesk.printing.record_sheet import game_stamp, range_scale

        state = self.controller.shown()
        scale = (range_scale(table_scale(self.session.options))
                 if self.range_scale() == "table" else None)
        game = game_stamp(self.path.name if self.path else self.session.scenario.title, state)
        return game_sheet_pages(state, [u for u in state.units if (side is None or u.side == side)
                                        and (uid is None or u.uid == uid)], scale, game)

    def _fill_export(self) -> None:
        menu = self.export_menu
        menu.clear()
        state = self.controller.shown()  # a hidden unit is not offered to the other side
        menu.addAction("Every Unit…").triggered.connect(lambda: self._export_sheets())
        menu.addSeparator()
        for side in state.sides:
            action = menu.addAction(f"{side.name}'s Units…")
            action.triggered.connect(lambda _=False, k=side.key: self._export_sheets(side=k))
        menu.addSeparator()
        for u in state.units:
            action = menu.addAction(f"{u.name}…")
            action.triggered.connect(lambda _=False, k=u.uid: self._export_sheets(uid=k))

    def _print_sheets(self) -> None:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from btdesk.printing.pages import paint_pages

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setFullPage(True)
        paper = self.paper()
        pages = self.sheet_pages()
        dialog = QPrintPreviewDialog(printer, self)
        dialog.paintRequested.connect(lambda device: paint_pages(device, pages, paper))
        dialog.exec()

    def print_map(self) -> None:
        """The map at a chosen hex size, or counters for the units the screen may show."""
        from btdesk.printing.counters import game_counters

        from .print_map import PrintMapDialog

        state = self.controller.shown()
        dialog = PrintMapDialog(self, state.board, game_counters(state), self.paper(),
                                table_scale(self.session.options), self._folder(),
                                state.building_damage)
        dialog.setModal(True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def _export(self, title: str, name: str, pages: list[Page]) -> None:
        target, _ = QFileDialog.getSaveFileName(self, title, str(self._folder() / name),
                                                "PDF files (*.pdf)")
        if not target:
            return
        from btdesk.printing.pages import export_pdf

        path = Path(target if target.endswith(".pdf") else target + ".pdf")
        try:
            export_pdf(path, pages, self.paper(), title)
        except OSError as exc:
            QMessageBox.warning(self, title, f"{path}: could not write the PDF ({exc})")
            return
        self.statusBar().showMessage(f"Wrote {path}", 5000)

    def _export_sheets(self, side: str | None = None, uid: str | None = None) -> None:
        name = uid or side or self.session.scenario.key
        self._export("Export record sheets", f"{name}-sheets.pdf", self.sheet_pages(side, uid))

    def _export_template(self) -> None:
        from btdesk.printing.pages import template_page

        self._export("Export Close Assault template", "close-assault-hex.pdf",
                     [template_page(self.session.state.rules.close_assault,
                                    table_scale(self.session.options))])

    # --- recent files -------------------------------------------------------------------------
    def recent(self) -> list[Path]:
        value = QSettings().value(RECENT_KEY, [])
        items = value if isinstance(value, list) else [value] if value else []
        return [Path(p) for p in items if isinstance(p, str)]

    def _remember(self, path: Path) -> None:
        items = [str(path.resolve())] + [str(p) for p in self.recent()
                                         if p.resolve() != path.resolve()]
        QSettings().setValue(RECENT_KEY, items[:RECENT_MAX])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = self.recent()
        for path in paths:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        self.recent_menu.setEnabled(bool(paths))

    # --- drag and drop a save onto the window --------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile() and urls[0].toLocalFile().endswith((".yaml", ".yml")):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            self.open_path(Path(urls[0].toLocalFile()))
            event.acceptProposedAction()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_discard():
            event.ignore()
            return
        keep_layout(self)
        if self.autosaver is not None:
            self.autosaver.save()
            self.autosaver.close()
        if self.slot is not None:
            self.slot.release()
        super().closeEvent(event)

    @staticmethod
    def _replace(dock: QDockWidget, widget: QWidget) -> None:
        """The previous game's panel goes at once: left in place it would still be found
        by name, and still follow the old game's controller."""
        old = dock.widget()
        dock.setWidget(widget)
        if old is not None:
            old.setParent(None)
            old.deleteLater()

    def _menus(self) -> None:
        file_menu = self.menuBar().addMenu(MENUS[0])
        add_actions(file_menu, self, (
            ("&New Game…", QKeySequence.StandardKey.New, self._new_game),
            ("&Open…", QKeySequence.StandardKey.Open, self._open_dialog)))
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_recent()
        add_actions(file_menu, self, (
            ("&Save", QKeySequence.StandardKey.Save, self._save),
            ("Save &As…", QKeySequence.StandardKey.SaveAs, self._save_as)))
        new_map = QAction("New &Map…", self)
        new_map.triggered.connect(self.new_map)
        file_menu.addAction(new_map)
        game_options = QAction("Game O&ptions…", self)
        game_options.triggered.connect(self._show_game_options)
        file_menu.addAction(game_options)
        file_menu.addSeparator()
        printing = QAction("&Print Record Sheets…", self)
        printing.setShortcut(QKeySequence.StandardKey.Print)
        printing.triggered.connect(self._print_sheets)
        map_print = QAction("Print Map or &Counters…", self)
        map_print.triggered.connect(self.print_map)
        template = QAction("Export Close Assault &Template…", self)
        template.triggered.connect(self._export_template)
        file_menu.addActions([printing, map_print, template])
        self.export_menu = file_menu.addMenu("&Export Record Sheets as PDF")
        self.export_menu.aboutToShow.connect(self._fill_export)
        self.paper_actions = self._choice_menu(file_menu, "Paper &Size", "paper",
                                               PAPER_CHOICES, self.paper())
        self.range_actions = self._choice_menu(file_menu, "Printed &Weapon Ranges", "ranges",
                                               RANGE_CHOICES, self.range_scale())
        file_menu.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        edit_menu = self.menuBar().addMenu(MENUS[1])
        self.undo_action = QAction("&Undo", self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self._undo)
        self.redo_action = QAction("&Redo", self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(self._redo)
        edit_menu.addActions([self.undo_action, self.redo_action])
        self.referee_action = QAction("Referee &Mode (tick circles by hand)", self)
        self.referee_action.setCheckable(True)
        self.referee_action.toggled.connect(lambda on: self.sheets.set_referee(on))
        self.referee_action.toggled.connect(self._referee_mode)
        edit_menu.addAction(self.referee_action)
        edit_map = QAction("Edit &Map…", self)
        edit_map.setToolTip("This game's map in the map editor: save it as a new map, "
                            "and play on it")
        edit_map.triggered.connect(self.edit_map)
        edit_menu.addAction(edit_map)
        calculator = QAction("&To-Hit Calculator…", self)
        calculator.triggered.connect(self._calculator)
        edit_menu.addAction(calculator)
        export_log = QAction("E&xport Dice Log…", self)
        export_log.triggered.connect(self._export_log)
        edit_menu.addAction(export_log)
        copy_log = QAction("&Copy Dice Log", self)
        copy_log.triggered.connect(
            lambda: QApplication.clipboard().setText(self.dice_log.toPlainText()))
        edit_menu.addAction(copy_log)

        view_menu = self.menuBar().addMenu(MENUS[2])
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
        self.ruler_action = QAction("&Ruler (click a point, then point)", self)
        self.ruler_action.setCheckable(True)
        self.ruler_action.setShortcut(QKeySequence("Ctrl+R"))
        self.ruler_action.toggled.connect(self._ruler_toggled)
        view_menu.addAction(self.ruler_action)
        self.handover_action = QAction("&Hand-Over Screens (hot seat secrets)", self)
        self.handover_action.setCheckable(True)
        self.handover_action.setChecked(
            bool(QSettings().value(HAND_OVER_KEY, True, type=bool)))
        self.handover_action.toggled.connect(self._hand_over_toggled)
        view_menu.addAction(self.handover_action)
        view_menu.addSeparator()
        for dock in self.docks():
            view_menu.addAction(dock.toggleViewAction())

        help_menu = self.menuBar().addMenu(MENUS[3])
        how = QAction("&How to Play…", self)
        how.setShortcut(QKeySequence.StandardKey.HelpContents)
        how.triggered.connect(lambda: self._help("How to play"))
        keys = QAction("&Keyboard Shortcuts…", self)
        keys.triggered.connect(lambda: self._help("Keyboard shortcuts"))
        help_menu.addActions([how, keys])
        problems = QAction("Data &Problems…", self)
        problems.triggered.connect(self._show_notices)
        help_menu.addAction(problems)
        help_menu.addSeparator()
        about = QAction("&About btdesk…", self)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(self._about)
        help_menu.addAction(about)

    def game_options_text(self) -> str:
        """What this game was started with: fixed for its whole history (a save replays
        with them), so shown, not edited; New Game… starts one with others."""
        s = self.session
        chosen = [OPTION_NAMES.get(o, o) for o in rule_options(s.options)]
        lines = [f"Scenario: {s.scenario.title} ({name_sources(s.scenario.source)})",
                 f"Rules: {OPTION_NAMES[QUICK_START]}" if as_printed(s.options) else
                 "Rules: Quick-Start Rules + jumping (Total Warfare)"
                 + "".join(f"\n  + {c}" for c in chosen),
                 f"Table scale: {table_scale(s.options).name} (the ruler, printed ranges, "
                 "templates and the miniatures table)",
                 "Deployment: " + ("free, in each side's zone" if s.free_deployment
                                   else "as the scenario sets the units"),
                 "Dice: " + ("typed in by a referee" if isinstance(s.dice, ManualDice)
                             else "btdesk's (its seed is kept in the save, never shown: "
                             "it would tell the rolls to come)"),
                 "Taking back a roll: " + ("the referee's call"
                                           if not isinstance(s.dice, SeededDice)
                                           else "the other side allows it at a hand-over"
                                           if self.controller.hand_over
                                           else "at once (hand-over screens are off)"),
                 "Hand-over screens before secret choices: "
                 + ("on" if self.controller.hand_over else "off (View menu)")]
        return "\n".join(lines)

    def _show_game_options(self) -> None:
        QMessageBox.information(self, "Game options", self.game_options_text())

    def _about(self) -> None:
        from .help import about_html

        box = QMessageBox(QMessageBox.Icon.NoIcon, "About btdesk", about_html(), parent=self)
        box.setIconPixmap(self.windowIcon().pixmap(96, 96))
        box.exec()

    def _help(self, title: str) -> None:
        from .help import HOW_TO_PLAY, HelpDialog, shortcuts_html

        html = HOW_TO_PLAY if title == "How to play" else shortcuts_html(self.menuBar())
        self.help_dialog = HelpDialog(title, html, self)
        self.help_dialog.show()

    def _show_notices(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = "\n".join(str(n) for n in self.session.notices) or "Every data file loaded."
        QMessageBox.information(self, "Data problems", text)

    def _show_hover(self, h: Hex | None) -> None:
        if h is None:
            self.hover_label.setText("")
            return
        state = self.session.state
        text = f"{state.board.label(h)}  {state.board.describe(h)}"
        if state.building_damage.get(h):
            text += f", CF {cf_left(state, h)} left"
        self.hover_label.setText(text)

    def _show_target_preview(self, text: str) -> None:
        """The to-hit numbers against the enemy under the mouse, before any click."""
        bar = self.statusBar()
        if text:
            bar.showMessage(f"To hit {text}")
        elif bar.currentMessage().startswith("To hit "):  # not a refusal still to be read
            bar.clearMessage()

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
        for bar in self.findChildren(QTabBar):
            if bar.parent() is self:
                bar.setElideMode(Qt.TextElideMode.ElideNone)
        self.view.fit_map()
