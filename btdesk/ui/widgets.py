"""Small widgets the docks and windows share."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QTableWidget,
    QVBoxLayout,
)

MIN_BUTTON_WIDTH = 80


def add_actions(menu: QMenu, owner: QObject,
                entries: Iterable[tuple[str, QKeySequence.StandardKey, Callable[[], object]]]
                ) -> None:
    """Menu items with their standard shortcuts, each calling its slot."""
    for text, key, slot in entries:
        action = QAction(text, owner)
        action.setShortcut(key)
        action.triggered.connect(slot)
        menu.addAction(action)


def narrow(box: QComboBox) -> None:
    """A combo box as narrow as a dozen characters, however long its choices: a long
    unit name made the box, and the dock with it, wider than the window leaves."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(12)


class WrapButton(QPushButton):
    """A push button whose text wraps onto more lines in a narrow dock ("HBK-4G Hunchback:
    left-arm punch + kick at ENF-4R Enforcer"), where a plain QPushButton would force the
    dock wider or be clipped at both ends.  ``text()`` is the whole text, as for any
    button."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self._label = QLabel(text, self)
        self._label.setWordWrap(True)
        self._label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(8, 5, 8, 5)
        self._box.addWidget(self._label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def setText(self, text: str) -> None:
        super().setText(text)
        if hasattr(self, "_label"):
            self._label.setText(text)

    def sizeHint(self) -> QSize:
        return self._box.sizeHint()

    def minimumSizeHint(self) -> QSize:
        """Narrow, one line high: the height it really needs comes from heightForWidth
        (asked at the narrowest width, it made a panel's minimum absurdly tall)."""
        return QSize(MIN_BUTTON_WIDTH, self._box.sizeHint().height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._box.totalHeightForWidth(width)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The button's frame and state only: the label draws the text."""
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)


class FitTable(QTableWidget):
    """A table as wide as its dock and as tall as its rows: never scrolled, sideways or
    down.  ``stretch``: the column that takes the width left (its text wraps, never
    shortened to "…"); every other column is as wide as its header and cells."""

    def __init__(self, headers: list[str], stretch: int) -> None:
        super().__init__(0, len(headers))
        self.setHorizontalHeaderLabels(headers)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(0)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustIgnored)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def fit(self) -> None:
        """Rows as tall as their wrapped text at the present column widths."""
        self.resizeRowsToContents()
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.fit()

    def sizeHint(self) -> QSize:
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        return QSize(MIN_BUTTON_WIDTH, self.sizeHint().height())
