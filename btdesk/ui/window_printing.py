"""The main window's printing: paper and printed ranges (remembered), record sheets
printed or exported as PDF, the map and counters, the Close Assault template."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from btdesk.model.table_scale import table_scale

from .controller import TableController
from .game_files import GameFiles

if TYPE_CHECKING:
    from btdesk.printing.pages import Page

# Print settings (key, menu label): paper, and weapon ranges at the game's table scale as
# well as in hexes.
PAPER_CHOICES = (("a4", "A4"), ("letter", "US Letter"))
RANGE_CHOICES = (("hexes", "Hexes"),
                 ("table", "Hexes and the Game's Table Scale (Game Options)"))


class WindowPrinting(GameFiles):
    """What the File menu prints and exports."""

    controller: TableController
    export_menu: QMenu
    paper_actions: dict[str, QAction]
    range_actions: dict[str, QAction]

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
        from .pdf_output import preview_pages

        preview_pages(self, self.sheet_pages(), self.paper())

    def print_table(self) -> None:
        from .print_table import open_table_print

        open_table_print(self, self._folder())

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
        from .pdf_output import ask_pdf_path, write_pdf

        path = ask_pdf_path(self, title, self._folder() / name)
        if path is None or not write_pdf(self, path, pages, self.paper(), title):
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
