"""The main window's menus: File, Edit, View and Help, and the boxes they open (the game's
options, About, help, data problems)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from btdesk.model.rule_set import QUICK_START, as_printed, rule_options
from btdesk.model.sources import name_sources
from btdesk.model.state import OPTION_NAMES
from btdesk.model.table_scale import table_scale
from btdesk.session.dice import ManualDice, SeededDice

from .hot_seat import HAND_OVER_KEY
from .map_tools import MapTools
from .widgets import add_actions
from .window_frame import MENUS
from .window_printing import PAPER_CHOICES, RANGE_CHOICES

if TYPE_CHECKING:  # the help is opened from its menu: not needed for the first frame
    from .help import HelpDialog


class WindowMenus(MapTools):
    """Every menu action, and what the Help and Game Options boxes say."""

    referee_badge: QLabel
    help_dialog: HelpDialog

    def _referee_mode(self, on: bool) -> None:
        """Referee Mode is seen: a badge in the status bar and the window's title."""
        self.referee_badge.setVisible(on)
        self._update_title()

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
        new_battle = QAction("New &Battle…", self)  # the force builder
        new_battle.triggered.connect(self.new_battle)
        file_menu.addAction(new_battle)
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
        table_print = QAction("Print Table &State…", self)  # the game as it stands, one PDF
        table_print.triggered.connect(self.print_table)
        file_menu.addActions([printing, map_print, table_print, template])
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

        text = "\n".join(str(n) for n in self.session.notices) or (
            "Every data file this game uses loaded.")
        text += ("\n\nA game reads only the record sheets it uses: 'btdesk sheets' lists "
                 "every sheet of yours that is refused, with why.")
        QMessageBox.information(self, "Data problems", text)
