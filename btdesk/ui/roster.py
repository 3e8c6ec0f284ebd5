"""The Units dock: every unit the screen may show, with where it is, what is left of it,
and its state in words (prone, shut down, hidden, in a Close Assault)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem

from btdesk.hexgrid import FACING_NAMES
from btdesk.rules import health, status_words
from btdesk.session.game import Changes

from .controller import TableController


class RosterTree(QTreeWidget):
    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.setObjectName("roster")
        self.controller = controller
        self.setHeaderLabels(["Unit", "Hex", "Left"])
        # In a narrow dock the name gives way (elided, whole in its tooltip), never what
        # is left of the unit; its status has a line of its own beneath it.
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        controller.bridge.changed.connect(self._changed)
        self.fill()

    def _changed(self, changes: Changes) -> None:
        """Only a change to a unit, or a new phase (a unit's turn done), shows here."""
        if changes.units or changes.phase:
            self.fill()

    def fill(self) -> None:
        self.clear()
        state = self.controller.shown()
        for side in state.sides:
            side_item = QTreeWidgetItem([side.name])
            self.addTopLevelItem(side_item)
            for unit in state.units_of(side.key):
                d = state.definition(unit)
                hex_text = unit.position.label if unit.position else "—"
                if unit.carried_by is not None:  # seed 003 歩兵輸送
                    hex_text = f"aboard {state.unit(unit.carried_by).name}"
                facing = "" if d.kind.is_infantry else f" {FACING_NAMES[unit.facing]}"
                left, total, what = health(unit, d)
                status = status_words(unit)
                if state.engagement(unit.uid) is not None:
                    status = (*status, "in a Close Assault")
                item = QTreeWidgetItem([unit.name, hex_text + facing, f"{left}/{total}"])
                item.setToolTip(2, f"{left} of {total} {what} left")
                item.setData(0, Qt.ItemDataRole.UserRole, unit.uid)
                item.setToolTip(0, f"{unit.name}: {d.kind.display_name}, {d.tons or '—'} tons, "
                                   f"MP {d.movement.walk}/{d.movement.run}")
                side_item.addChild(item)
                if status:
                    line = QTreeWidgetItem([", ".join(status)])
                    line.setData(0, Qt.ItemDataRole.UserRole, unit.uid)
                    line.setForeground(0, QColor("#8a3b00"))
                    item.addChild(line)
                    line.setFirstColumnSpanned(True)
                    item.setExpanded(True)
            side_item.setExpanded(True)
