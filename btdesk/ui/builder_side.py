"""One side in the force builder: its name, colour and deployment, its units with their
skills and carriers, and its strength."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from btdesk.io.sheets import SheetLibrary
from btdesk.session.battle import DEFAULT_COLOURS, EDGES, SidePlan, UnitPick, strength

COLUMNS = ("Unit", "Gunnery", "Piloting", "Anti-'Mech", "Aboard unit")
COLOUR_NAMES = dict(zip(DEFAULT_COLOURS, ("Blue", "Orange", "Green", "Purple", "Sky blue",
                                          "Vermilion", "Yellow", "Black"), strict=True))


class SideEditor(QWidget):
    """Edits one :class:`SidePlan`; ``changed`` is emitted on every edit."""

    changed = Signal()
    paint_requested = Signal()  # the builder opens the zone painter on its map

    def __init__(self, side: SidePlan, library: SheetLibrary,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.key = side.key
        self.painted: tuple[str, ...] = side.hexes
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(side.name)
        self.name.setObjectName("sideName")
        self.colour = QComboBox()
        self.colour.setObjectName("sideColour")
        for code, name in COLOUR_NAMES.items():
            self.colour.addItem(name, code)
            self.colour.setItemData(self.colour.count() - 1, QColor(code),
                                    Qt.ItemDataRole.DecorationRole)  # a swatch
        if self.colour.findData(side.colour) < 0:
            self.colour.addItem(side.colour, side.colour)
        self.colour.setCurrentIndex(self.colour.findData(side.colour))
        deployment = QHBoxLayout()
        self.edge = QComboBox()
        self.edge.setObjectName("sideEdge")
        for edge in EDGES:
            self.edge.addItem(f"{edge} edge", edge)
        self.edge.setCurrentIndex(max(0, self.edge.findData(side.edge)))
        self.zone_depth = QSpinBox()
        self.zone_depth.setObjectName("sideDepth")
        self.zone_depth.setRange(1, 150)
        self.zone_depth.setValue(side.depth)
        self.zone_depth.setSuffix(" hexes deep")
        deployment.addWidget(self.edge)
        deployment.addWidget(self.zone_depth)
        self.paint = QPushButton("Paint Hexes…")
        self.paint.setObjectName("paintZone")
        self.paint.setToolTip("Paint the zone on the map instead; the edge then says which "
                              "way the side faces")
        self.paint.clicked.connect(self.paint_requested)
        deployment.addWidget(self.paint)
        self.painted_note = QLabel()
        self.painted_note.setObjectName("paintedNote")
        deployment.addWidget(self.painted_note)
        form.addRow("Name", self.name)
        form.addRow("Colour", self.colour)
        form.addRow("Deploys", deployment)
        layout.addLayout(form)
        layout.addWidget(QLabel("Units (set up by their player in the deployment zone when "
                                "the game starts):"))
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("sideUnits")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        remove = QPushButton("Remove Unit")
        remove.setObjectName("removeUnit")
        remove.clicked.connect(self.remove_selected)
        layout.addWidget(remove)
        self.strength = QLabel()
        self.strength.setObjectName("strength")
        layout.addWidget(self.strength)
        self.name.textChanged.connect(self.changed)
        self.colour.currentIndexChanged.connect(self.changed)
        self.edge.currentIndexChanged.connect(self.changed)
        self.zone_depth.valueChanged.connect(self.changed)
        self.changed.connect(self._show_strength)
        self._show_painted()
        for pick in side.units:
            self.add(pick)
        self._show_strength()

    def set_painted(self, labels: tuple[str, ...]) -> None:
        self.painted = tuple(sorted(labels))
        self._show_painted()
        self.changed.emit()

    def _show_painted(self) -> None:
        self.zone_depth.setEnabled(not self.painted)
        self.painted_note.setText(f"{len(self.painted)} hexes painted" if self.painted
                                  else "")

    def add(self, pick: UnitPick) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        sheet = self.library.sheets.get(pick.sheet)
        item = QTableWidgetItem(sheet.name if sheet else pick.sheet)
        item.setData(Qt.ItemDataRole.UserRole, pick.sheet)
        item.setToolTip(pick.sheet)
        self.table.setItem(row, 0, item)
        values = (pick.gunnery, pick.piloting, pick.anti_mech, pick.aboard)
        for column, value in enumerate(values, start=1):
            spin = QSpinBox()
            spin.setRange(0, 8 if column < 4 else 50)
            spin.setValue(value)
            if column == 3:
                spin.setEnabled(bool(sheet and sheet.kind.is_infantry))
            if column == 4:
                spin.setSpecialValueText("—")
            spin.valueChanged.connect(self.changed)
            self.table.setCellWidget(row, column, spin)
        self.changed.emit()

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        if not rows and self.table.rowCount():
            rows = [self.table.rowCount() - 1]
        for row in rows:
            self.table.removeRow(row)
        self.changed.emit()

    def _spin(self, row: int, column: int) -> int:
        widget = self.table.cellWidget(row, column)
        return widget.value() if isinstance(widget, QSpinBox) else 0

    def plan(self) -> SidePlan:
        picks = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            key = str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""
            picks.append(UnitPick(key, *(self._spin(row, c) for c in range(1, 5))))
        return SidePlan(self.key, self.name.text().strip() or self.key,
                        str(self.colour.currentData()), str(self.edge.currentData()),
                        self.zone_depth.value(), tuple(picks), self.painted)

    def _show_strength(self) -> None:
        self.strength.setText("Strength: " + strength(self.plan(), self.library).text())
