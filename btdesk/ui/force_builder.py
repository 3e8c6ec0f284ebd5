"""The force builder (*File ▸ New Battle…*, and *Build a Battle…* in New Game): a battle
from parts — a map (built in, yours, or a MegaMek board imported on the spot), sides
with their deployment, units from the library with search and filters, each unit's
skills and carrier, the rule options — checked as it is built, with every reason shown,
saved as a scenario in the user's folder, reopened and edited, and played.

Its model is Qt-free (``btdesk.session.battle``); the balance estimate plays the battle
in a background thread (``btdesk.session.balance``) and shows each side's chance as the
games come in.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from btdesk.hexgrid import Hex
from btdesk.io.errors import BtdeskError
from btdesk.io.lazy_library import lazy_library
from btdesk.io.library_search import Entry, index, index_files
from btdesk.io.resources import user_maps_dir
from btdesk.io.scenarios import VICTORY
from btdesk.io.sheets import SheetLibrary
from btdesk.model.board import Board
from btdesk.model.modules import MODULES
from btdesk.model.rule_set import QUICK_START, with_booklet
from btdesk.model.state import AMBUSH, OPTION_NAMES
from btdesk.model.tables import RuleTables
from btdesk.rules.modules.close_assault import ambush_played
from btdesk.session.balance import Balance, estimate
from btdesk.session.battle import (
    DEFAULT_COLOURS,
    BattlePlan,
    SidePlan,
    default_plan,
    map_board,
    map_names,
    open_battle,
    pick_for,
    problems,
    save,
    saved_battles,
)

from .balance_players import balance_player
from .builder_side import SideEditor
from .dialogs import CLOSE_COMBAT_CHOICES
from .unit_library import UnitLibrary
from .zone_painter import ZonePainter

Play = Callable[[Path, tuple[str, ...]], None]
VICTORY_NAMES = {"last_side_standing": "Last side standing"}
BALANCE_GAMES = 40


class ForceBuilder(QDialog):
    def __init__(self, library: SheetLibrary, tables: RuleTables, play: Play | None = None,
                 parent: QWidget | None = None,
                 entries: tuple[Entry, ...] | None = None) -> None:
        """``entries``: the units listed (the search index's); None: every sheet of
        ``library``."""
        super().__init__(parent)
        self.setWindowTitle("New battle")
        self.setObjectName("forceBuilder")
        self.library, self.tables, self.play_battle = library, tables, play
        self.path: Path | None = None
        self._boards: dict[str, Board | None] = {}
        self._balance: Balance | None = None
        self._stop = threading.Event()
        self._worker: threading.Thread | None = None
        self._failed = ""
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addLayout(self._top_rows(), 3)
        top.addWidget(self._rules_box(), 2)
        layout.addLayout(top)
        split = QSplitter(Qt.Orientation.Horizontal)
        listed = index(library) if entries is None else entries
        entries = tuple(e for e in listed if "--g" not in e.key)  # not crew variants
        self.units = UnitLibrary(entries)
        self.units.chosen.connect(self.add_unit)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.units)
        import_units = QPushButton("Import Units…")
        import_units.setObjectName("importUnits")
        import_units.setToolTip("A folder of MegaMek unit files (.mtf, .blk), with all "
                                "its subfolders, into your sheets")
        import_units.clicked.connect(self._ask_units)
        left_layout.addWidget(import_units)
        add = QPushButton("Add to Side ▸")
        add.setObjectName("addUnit")
        add.clicked.connect(lambda: self.add_unit(self.units.current_key() or ""))
        left_layout.addWidget(add)
        split.addWidget(left)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.sides = QTabWidget()
        self.sides.setObjectName("sides")
        right_layout.addWidget(self.sides, 1)
        side_buttons = QHBoxLayout()
        for text, name, slot in (("Add Side", "addSide", self.add_side),
                                 ("Remove Side", "removeSide", self.remove_side),
                                 ("Print Side…", "printSide", self._ask_print)):
            button = QPushButton(text)
            button.setObjectName(name)
            button.clicked.connect(slot)
            side_buttons.addWidget(button)
        right_layout.addLayout(side_buttons)
        split.addWidget(right)
        split.setSizes([380, 620])
        layout.addWidget(split, 1)
        self.problems = QLabel()
        self.problems.setObjectName("problems")
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b00020")
        # Room for three reasons, so the buttons below stay put as problems come and go.
        self.problems.setMinimumHeight(3 * self.problems.fontMetrics().lineSpacing())
        self.problems.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.problems)
        balance_row = QHBoxLayout()
        self.balance_button = QPushButton("Estimate Balance")
        self.balance_button.setObjectName("estimateBalance")
        self.balance_button.clicked.connect(self.estimate_balance)
        self.balance = QLabel("Balance: not estimated")
        self.balance.setObjectName("balance")
        self.balance.setWordWrap(True)
        balance_row.addWidget(self.balance_button)
        balance_row.addWidget(self.balance, 1)
        layout.addLayout(balance_row)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.saved_note = QLabel()
        self.saved_note.setObjectName("savedNote")
        self.saved_note.setTextFormat(Qt.TextFormat.PlainText)
        buttons.addWidget(self.saved_note)
        self.save_button = QPushButton("Save")
        self.save_button.setObjectName("saveBattle")
        self.save_button.clicked.connect(self.save)
        self.play_button = QPushButton("Save and Play")
        self.play_button.setObjectName("playBattle")
        self.play_button.clicked.connect(self.play)
        self.play_button.setEnabled(play is not None)
        close = QPushButton("Close")
        close.clicked.connect(self.reject)
        for b in (self.save_button, self.play_button, close):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self._poll = QTimer(self)
        self._poll.setInterval(200)
        self._poll.timeout.connect(self._show_balance)
        self.load_plan(default_plan())
        self.resize(1100, 720)

    # --- the battle's own choices ---------------------------------------------------------
    def _top_rows(self) -> QFormLayout:
        form = QFormLayout()
        opened = QHBoxLayout()
        self.saved = QComboBox()
        self.saved.setObjectName("savedBattles")
        self.open_button = QPushButton("Open")
        self.open_button.setObjectName("openBattle")
        self.open_button.clicked.connect(self._open_chosen)
        opened.addWidget(self.saved, 1)
        opened.addWidget(self.open_button)
        form.addRow("Saved battles", opened)
        self.title = QLineEdit()
        self.title.setObjectName("battleTitle")
        self.title.textChanged.connect(self.check)
        form.addRow("Title", self.title)
        row = QHBoxLayout()
        self.map = QComboBox()
        self.map.setObjectName("battleMap")
        self.map.currentIndexChanged.connect(self.check)
        import_board = QPushButton("Import a MegaMek Board…")
        import_board.setObjectName("importBoard")
        import_board.clicked.connect(self._ask_board)
        row.addWidget(self.map, 1)
        row.addWidget(import_board)
        form.addRow("Map", row)
        self.victory = QComboBox()
        self.victory.setObjectName("victory")
        for key in VICTORY:
            self.victory.addItem(VICTORY_NAMES.get(key, key), key)
        self.leaving = QCheckBox("A unit that leaves the map is destroyed")
        self.leaving.setObjectName("leavingMap")
        victory_row = QHBoxLayout()
        victory_row.addWidget(self.victory)
        victory_row.addWidget(self.leaving)
        form.addRow("Victory", victory_row)
        self._fill_saved()
        self._fill_maps()
        return form

    def _rules_box(self) -> QGroupBox:
        group = QGroupBox("Rules")
        rules = QVBoxLayout(group)
        self.close_combat = QComboBox()
        self.close_combat.setObjectName("closeCombat")
        for label, option in CLOSE_COMBAT_CHOICES:
            self.close_combat.addItem(label, option)
        rules.addWidget(self.close_combat)
        self.ambush = QCheckBox(short(OPTION_NAMES[AMBUSH]))
        self.ambush.setToolTip(OPTION_NAMES[AMBUSH])
        self.ambush.setObjectName("ambush")
        rules.addWidget(self.ambush)
        self.modules: dict[str, QCheckBox] = {}
        for module in MODULES:
            box = QCheckBox(short(module.name))
            box.setToolTip(module.name)
            box.setObjectName(f"module_{module.key}")
            self.modules[module.key] = box
            rules.addWidget(box)
            box.toggled.connect(self.check)
        self.close_combat.currentIndexChanged.connect(self._options_allowed)
        rules.addStretch(1)
        return group

    def _options_allowed(self) -> None:
        combat = self.close_combat.currentData()
        self.ambush.setEnabled(combat == "close_assault")
        if not self.ambush.isEnabled():
            self.ambush.setChecked(False)
        for module in MODULES:
            box = self.modules[module.key]
            ok = all(k == combat for k in module.requires)
            box.setEnabled(ok)
            if not ok:
                box.setChecked(False)
        self.check()

    def _fill_saved(self) -> None:
        self.saved.clear()
        for path in saved_battles():
            self.saved.addItem(path.stem, str(path))
        self.open_button.setEnabled(self.saved.count() > 0)

    def _fill_maps(self, select: str | None = None) -> None:
        current = select or self.map.currentData()
        self.map.blockSignals(True)
        self.map.clear()
        for name, whose in map_names():
            self.map.addItem(f"{name} ({whose})", name)
        self.map.blockSignals(False)
        if current is not None:
            self._select(self.map, current)

    @staticmethod
    def _select(combo: QComboBox, data: object) -> None:
        found = combo.findData(data)
        if found < 0:
            combo.addItem(f"{data} (missing)", data)
            found = combo.count() - 1
        combo.setCurrentIndex(found)

    def _ask_board(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Import a MegaMek board", str(Path.home()),
                                              "MegaMek boards (*.board)")
        if name:
            self.import_board_file(Path(name))

    def import_board_file(self, path: Path) -> str | None:
        """Import a MegaMek board into the user's maps and choose it; the reason shown if
        it is refused."""
        from btdesk.io.maps import write_map
        from btdesk.io.megamek_board import import_board

        try:
            board = import_board(path, self.tables).board
            target = user_maps_dir() / f"{path.stem}.yaml"
            write_map(board, self.tables, target, force=True)
        except BtdeskError as exc:
            self.problems.setText(f"Board not imported: {exc}")
            return None
        self._boards.pop(path.stem, None)
        self._fill_maps(select=path.stem)
        return path.stem

    def _ask_units(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Import a folder of MegaMek units",
                                                  str(Path.home()))
        if folder:
            self.import_units(Path(folder))

    def import_units(self, folder: Path) -> str:
        """``btdesk import DIR`` in the window: a progress bar (Cancel keeps what was
        written), the summary line, the report beside the user's files, and the new
        sheets in the library at once."""
        from btdesk.io.library_import import import_tree, write_report
        from btdesk.io.resources import user_dir, user_sheets_dir

        progress = QProgressDialog("Importing units…", "Cancel", 0, 0, self)
        progress.setObjectName("importProgress")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)

        def step(done: int, total: int) -> bool:
            progress.setMaximum(total)
            progress.setValue(done)
            return not progress.wasCanceled()

        try:
            result = import_tree(folder, user_sheets_dir(), progress=step)
            report = user_dir() / "import-report.txt"
            write_report(result, report)
        except BtdeskError as exc:
            progress.close()
            self.problems.setText(f"Import refused: {exc}")
            return str(exc)
        progress.close()
        summary = result.summary(report)
        self.library, entries = builder_library()
        self.units.entries = tuple(e for e in entries if "--g" not in e.key)
        self.units.refresh()
        for editor in self.editors():
            editor.library = self.library
        self.saved_note.setText(summary)
        self.saved_note.setToolTip(summary)
        return summary

    # --- sides and units ------------------------------------------------------------------
    def editors(self) -> list[SideEditor]:
        return [w for i in range(self.sides.count())
                if isinstance(w := self.sides.widget(i), SideEditor)]

    def current_side(self) -> SideEditor | None:
        widget = self.sides.currentWidget()
        return widget if isinstance(widget, SideEditor) else None

    def _add_editor(self, side: SidePlan) -> SideEditor:
        editor = SideEditor(side, self.library)
        editor.changed.connect(self.check)
        editor.paint_requested.connect(lambda e=editor: self.paint_zone(e))
        editor.name.textChanged.connect(lambda text, e=editor: self.sides.setTabText(
            self.sides.indexOf(e), text or e.key))
        self.sides.addTab(editor, side.name)
        return editor

    def paint_zone(self, editor: SideEditor, painter: ZonePainter | None = None) -> bool:
        """Paint ``editor``'s side's zone on the battle's map (``painter``: one already
        made, for a test to drive); False if there is no map or it was cancelled."""
        board = self.board()
        if board is None:
            self.problems.setText("Choose a map first: a zone is painted on it")
            return False
        others = {Hex.from_label(h): e.plan().colour for e in self.editors()
                  if e is not editor for h in e.painted}
        own = {Hex.from_label(h) for h in editor.painted}
        painter = painter or ZonePainter(board, editor.name.text(), editor.plan().colour,
                                         own, others, self)
        if painter.exec() != QDialog.DialogCode.Accepted:
            return False
        editor.set_painted(tuple(h.label for h in painter.hexes()))
        return True

    def add_side(self) -> None:
        taken = {e.key for e in self.editors()}
        n = next(i for i in range(1, 100) if f"side-{i}" not in taken)
        colour = DEFAULT_COLOURS[len(taken) % len(DEFAULT_COLOURS)]
        edges = ("west", "east", "south", "north")
        editor = self._add_editor(SidePlan(f"side-{n}", f"Side {n}", colour,
                                           edges[len(taken) % 4], 3))
        self.sides.setCurrentWidget(editor)
        self.check()

    def remove_side(self) -> None:
        index = self.sides.currentIndex()
        if index >= 0 and self.sides.count() > 2:
            widget = self.sides.widget(index)
            self.sides.removeTab(index)
            if widget is not None:
                widget.deleteLater()
        self.check()

    def add_unit(self, key: str) -> None:
        side = self.current_side()
        sheet = self.library.sheets.get(key)
        if side is None or sheet is None:
            return
        side.add(pick_for(sheet))

    # --- the plan ---------------------------------------------------------------------------
    def options(self) -> tuple[str, ...]:
        combat = self.close_combat.currentData()
        chosen: tuple[str, ...] = (combat,) if combat else ()
        chosen += (AMBUSH,) if self.ambush.isChecked() else ()
        chosen += tuple(k for k, box in self.modules.items() if box.isChecked())
        return tuple(o for o in with_booklet(chosen) if o != QUICK_START)

    def plan(self) -> BattlePlan:
        return BattlePlan(self.title.text().strip(), str(self.map.currentData() or ""),
                          tuple(e.plan() for e in self.editors()), self.options(),
                          str(self.victory.currentData()), self.leaving.isChecked())

    def load_plan(self, plan: BattlePlan) -> None:
        self.title.setText(plan.title)
        self._select(self.map, plan.map_name)
        self._select(self.victory, plan.victory)
        self.leaving.setChecked(plan.leaving_map_destroys)
        combat = next((o for _, o in CLOSE_COMBAT_CHOICES if o and o in plan.options), "")
        self._select(self.close_combat, combat)
        self._options_allowed()
        self.ambush.setChecked(ambush_played(plan.options))
        for key, box in self.modules.items():
            box.setChecked(key in plan.options)
        while self.sides.count():
            widget = self.sides.widget(0)
            self.sides.removeTab(0)
            if widget is not None:
                widget.deleteLater()
        for side in plan.sides:
            self._add_editor(side)
        self.check()

    def board(self) -> Board | None:
        name = str(self.map.currentData() or "")
        if name not in self._boards:
            try:
                self._boards[name] = map_board(name, self.tables)
            except BtdeskError:
                self._boards[name] = None
        return self._boards[name]

    def check(self) -> bool:
        """Show every problem with its reason; Save and Play only for a sound battle."""
        if not hasattr(self, "save_button"):
            return False
        found = problems(self.plan(), self.library, self.tables, self.board())
        self.problems.setText("\n".join(f"• {p}" for p in found))
        self.save_button.setEnabled(not found)
        self.play_button.setEnabled(not found and self.play_battle is not None)
        self.balance_button.setEnabled(not found)
        self.saved_note.setText("")
        return not found

    # --- saving, opening, playing ---------------------------------------------------------
    def save(self) -> Path | None:
        if not self.check():
            return None
        try:
            self.path = save(self.plan(), self.library, self.tables)
        except BtdeskError as exc:
            self.problems.setText(str(exc))
            return None
        self._fill_saved()
        self._select(self.saved, str(self.path))
        self.saved_note.setText(f"Saved as {self.path}")
        return self.path

    def _open_chosen(self) -> None:
        chosen = self.saved.currentData()
        if chosen:
            self.open_path(Path(chosen))

    def open_path(self, path: Path | None) -> bool:
        if path is None:
            return False
        try:
            plan = open_battle(path, self.library, self.tables)
        except BtdeskError as exc:
            self.problems.setText(f"Could not open the battle: {exc}")
            return False
        self.path = path
        self.load_plan(plan)
        return True

    def play(self) -> None:
        path = self.save()
        if path is None or self.play_battle is None:
            return
        options = with_booklet(self.options())
        self.accept()
        self.play_battle(path, options)

    def _ask_print(self) -> None:
        side = self.current_side()
        if side is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, "Print the side's record sheets",
                                              str(Path.home() / f"{side.key}.pdf"),
                                              "PDF (*.pdf)")
        if name:
            self.print_side(Path(name))

    def print_side(self, target: Path) -> int:
        """The shown side's record sheets, blank, with the skills chosen (the battle is
        saved first: a unit with its own skills prints its crew variant's sheet)."""
        from btdesk.printing.pages import export_pdf, sheet_page
        from btdesk.printing.paper import default_paper
        from btdesk.session.battle import variant_key

        side = self.current_side()
        if side is None or self.save() is None:
            return 0
        plan = side.plan()
        keys = [variant_key(p, self.library.sheets[p.sheet]) for p in plan.units]
        pages = [sheet_page(self.library.sheets[k], None, self.tables) for k in keys]
        try:
            export_pdf(target, pages, default_paper())
        except (OSError, ValueError) as exc:
            self.problems.setText(f"{target}: could not write the PDF ({exc})")
            return 0
        self.saved_note.setText(f"{plan.name}: {len(pages)} sheets printed to {target}")
        return len(pages)

    # --- the balance estimate ---------------------------------------------------------------
    def estimate_balance(self) -> None:
        """Play the battle out in the background (from its saved file) and show each
        side's chance as the games come in."""
        path = self.save()
        if path is None or (self._worker is not None and self._worker.is_alive()):
            return
        self._stop.clear()
        self._balance = None
        self._failed = ""
        self.balance.setText("Balance: playing the battle out…")
        options = self.options()
        player, players = balance_player()

        def work() -> None:
            def tell(tally: Balance) -> bool:
                self._balance = tally
                return not self._stop.is_set()
            try:
                estimate(path, self.tables, self.library, options, BALANCE_GAMES,
                         player=player, players=players, progress=tell)
            except BtdeskError as exc:
                self._failed = str(exc)

        self._worker = threading.Thread(target=work, daemon=True)
        self._worker.start()
        self._poll.start()

    def _show_balance(self) -> None:
        done = self._worker is None or not self._worker.is_alive()
        if self._failed:
            self.balance.setText(f"Balance: {self._failed}")
        elif self._balance is not None:
            more = "" if done else f" (playing: {self._balance.games} of {BALANCE_GAMES})"
            self.balance.setText(f"Balance: {self._balance.text()}{more}")
        if done:
            self._poll.stop()

    def wait_for_balance(self, seconds: float = 120.0) -> None:
        if self._worker is not None:
            self._worker.join(seconds)
        self._show_balance()

    def done(self, result: int) -> None:
        self._stop.set()
        if self._worker is not None:
            self._worker.join(5.0)
        super().done(result)


def short(name: str) -> str:
    """A rule's name up to its explanation (the whole name is the tool tip)."""
    cut = min((i for i in (name.find(" ("), name.find(":")) if i > 0), default=len(name))
    return name[:cut]


def builder_library() -> tuple[SheetLibrary, tuple[Entry, ...]]:
    """Every sheet, built in and the user's, as the search index lists them (each file
    read and its entry taken by digest: a quarter of a second for 5,000 sheets), and a
    library that reads a sheet only when a battle uses it, so the builder opens at once
    however large the library, and sees every import and edit as soon as it is made."""
    entries = index_files()
    return lazy_library(entries), entries


def open_builder(window: QWidget, tables: RuleTables, play: Play) -> ForceBuilder:
    """The builder as the window opens it (a window-modal dialog)."""
    library, entries = builder_library()
    dialog = ForceBuilder(library, tables, play, window, entries)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.show()
    return dialog
