"""The force builder's unit library: search and filters over every sheet btdesk loads
(built in, yours, imported), the matches listed as they are typed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from btdesk.io.library_search import ORIGINS, Entry, Filters, find
from btdesk.model.units import UnitKind

SHOWN = 300  # matches listed at once; the count says how many more a search holds


class UnitLibrary(QWidget):
    """Search box, filters and the list of matching sheets; ``chosen`` is emitted with a
    sheet key on a double-click (the builder adds it to the side shown)."""

    chosen = Signal(str)

    def __init__(self, entries: tuple[Entry, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries = entries
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setObjectName("unitSearch")
        self.search.setPlaceholderText("Search units: name, weapon, type…")
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        form = QFormLayout()
        self.kind = QComboBox()
        self.kind.setObjectName("unitKind")
        self.kind.addItem("Any type", "")
        for kind in UnitKind:
            self.kind.addItem(kind.display_name, kind.value)
        self.origin = QComboBox()
        self.origin.setObjectName("unitOrigin")
        self.origin.addItem("Any source", "")
        for origin in ORIGINS:
            self.origin.addItem(origin.capitalize(), origin)
        tons = QHBoxLayout()
        self.min_tons, self.max_tons = QSpinBox(), QSpinBox()
        for box, value, name in ((self.min_tons, 0, "minTons"), (self.max_tons, 200,
                                                                   "maxTons")):
            box.setRange(0, 200)
            box.setValue(value)
            box.setObjectName(name)
            box.setSuffix(" t")
            tons.addWidget(box)
        self.min_mp = QSpinBox()
        self.min_mp.setObjectName("minMp")
        self.min_mp.setRange(0, 30)
        self.min_mp.setPrefix("at least ")
        self.min_mp.setSuffix(" MP")
        self.weapon = QLineEdit()
        self.weapon.setObjectName("unitWeapon")
        self.weapon.setPlaceholderText("e.g. PPC")
        form.addRow("Type", self.kind)
        form.addRow("Source", self.origin)
        form.addRow("Tonnage", tons)
        form.addRow("Movement", self.min_mp)
        form.addRow("Weapon", self.weapon)
        layout.addLayout(form)
        self.results = QListWidget()
        self.results.setObjectName("unitResults")
        self.results.itemDoubleClicked.connect(
            lambda item: self.chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        layout.addWidget(self.results, 1)
        self.count = QLabel()
        self.count.setObjectName("unitCount")
        layout.addWidget(self.count)
        self.search.textChanged.connect(self.refresh)
        self.weapon.textChanged.connect(self.refresh)
        for combo in (self.kind, self.origin):
            combo.currentIndexChanged.connect(self.refresh)
        for spin in (self.min_tons, self.max_tons, self.min_mp):
            spin.valueChanged.connect(self.refresh)
        self.refresh()

    def filters(self) -> Filters:
        kind = self.kind.currentData()
        return Filters(text=self.search.text(), kind=UnitKind(kind) if kind else None,
                       min_tons=self.min_tons.value(), max_tons=self.max_tons.value(),
                       min_mp=self.min_mp.value(), weapon=self.weapon.text().strip(),
                       origin=self.origin.currentData() or "")

    def refresh(self) -> None:
        found = find(self.entries, self.filters())
        self.results.setUpdatesEnabled(False)
        self.results.clear()
        for e in found[:SHOWN]:
            tons = f", {e.tons} t" if e.tons else ""
            bv = f", BV {e.bv}" if e.bv is not None else ""
            item = QListWidgetItem(f"{e.name} — {e.kind.display_name}{tons}, {e.mp} MP{bv} "
                                   f"({e.origin})")
            item.setData(Qt.ItemDataRole.UserRole, e.key)
            item.setToolTip(f"{e.key}: {', '.join(e.weapons) or 'no weapons'}")
            self.results.addItem(item)
        self.results.setUpdatesEnabled(True)
        if found:
            self.results.setCurrentRow(0)
        more = f" (the first {SHOWN} shown: narrow the search)" if len(found) > SHOWN else ""
        self.count.setText(f"{len(found):,} of {len(self.entries):,} units{more}")

    def current_key(self) -> str | None:
        item = self.results.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))
