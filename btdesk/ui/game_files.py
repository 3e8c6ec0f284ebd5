"""The main window's games on disk: new, open, save, Save As, recent files, a file
dropped on the window, autosave's state, and never losing a game on closing."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QMenu, QMessageBox

from btdesk import __version__
from btdesk.io.errors import BtdeskError
from btdesk.io.saves import DiskStamp, disk_stamp
from btdesk.session.game import LogEntry, Session

from .dice_log import DiceLog
from .window_docks import DockedWindow
from .window_frame import keep_layout

if TYPE_CHECKING:  # only for annotations: neither is needed for the first frame
    from btdesk.io.slots import Slot
    from btdesk.model.board import Board
    from btdesk.session.autosave import Autosaver

    from .map_editor import MapEditor

SUFFIX = ".btdesk.yaml"  # btdesk.io.saves.SUFFIX; a test keeps the two equal
FILE_FILTER = f"btdesk games (*{SUFFIX} *.yaml);;All files (*)"
RECENT_KEY = "recentGames"
RECENT_MAX = 8


class GameFiles(DockedWindow):
    """The game on screen as a file: where it is, whether it is saved, and its autosave."""

    session: Session
    path: Path | None
    _disk_stamp: DiskStamp | None
    _saved_at: LogEntry | None
    slot: Slot | None
    autosaver: Autosaver | None
    autosave_label: QLabel
    dice_log: DiceLog
    referee_action: QAction
    recent_menu: QMenu

    def set_session(self, session: Session, path: Path | None = None) -> None:
        """Show ``session``, opened from ``path`` (the main window's own)."""
        raise NotImplementedError

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
        from .app import settle_heap

        settle_heap()  # its history, as at start: out of the collector's sight
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
        from .log_export import write_log_file

        target, _ = QFileDialog.getSaveFileName(self, "Export the dice log",
                                                str(self._folder() / "dice-log.txt"),
                                                "Text files (*.txt);;Web pages (*.html)")
        if not target:
            return
        try:
            write_log_file(self.session, self.path.name if self.path else
                           self.session.scenario.title, Path(target), self.path)
        except BtdeskError as exc:
            QMessageBox.warning(self, "Export the dice log", str(exc))

    def _new_game(self) -> None:
        from .dialogs import NewGameDialog

        if not self.may_discard():
            return
        dialog = NewGameDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            if dialog.build:
                self.new_battle()
            return
        before = self.session
        self.start_game(*dialog.choice())
        from .computer import computer_for  # the sides New Game gave the computer

        if self.session is not before:
            computer_for(self).play(dialog.players.choice())

    def new_battle(self) -> None:
        """The force builder: a battle from parts, saved and played (ui/force_builder.py)."""
        from .force_builder import open_builder

        self.battle_builder = open_builder(self, self.session.tables, self._play_battle)

    def _play_battle(self, path: Path, options: tuple[str, ...]) -> None:
        if self.may_discard():
            self.start_game(str(path), False, options)

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
