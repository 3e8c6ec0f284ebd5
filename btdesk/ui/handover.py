"""The hot-seat hand-over screen: before one side makes a secret choice, the whole window
is covered so the other player sees nothing of it, until the one named says they are
at the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class HandOverScreen(QWidget):
    ready = Signal(str)  # the side now at the screen

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("handOver")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # opaque: hides all
        self.setStyleSheet("#handOver { background: #2B2A26; } QLabel { color: #F3F0E2; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        mark = QLabel()
        mark.setPixmap(QApplication.windowIcon().pixmap(72, 72))
        mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(mark)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 28px; font-weight: bold;")
        self.why = QLabel()
        self.why.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.why.setWordWrap(True)
        self.why.setStyleSheet("font-size: 15px;")
        self.button = QPushButton()
        self.button.setObjectName("handover_ready")
        self.button.setMinimumHeight(44)
        self.side = ""
        self.window_ = window
        self.button.clicked.connect(lambda: self.ready.emit(self.side))
        layout.addWidget(self.title)
        layout.addWidget(self.why)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.hide()
        window.installEventFilter(self)

    def ask(self, side: str, name: str, why: str) -> None:
        self.side = side
        self.title.setText(f"Pass to {name}")
        self.why.setText(why + f"\n{name}'s player only: the other player looks away.")
        self.button.setText(f"I am {name}: show my choices")
        self.show()
        self._cover()

    def _cover(self) -> None:
        """Over the whole window, above every other child, with the window's table turned
        off and the keyboard on the button.  Asked again whenever the window is shown,
        resized or re-laid out: a game opened at a hand-over asks before the window has its
        remembered size and docks, which then came up over a stale cover (issue 14)."""
        if self.isHidden():
            return
        window = self.window_
        self.setGeometry(window.rect())
        self.raise_()
        self._enable_table(False)
        if window.isVisible():
            self.button.setFocus()

    def _enable_table(self, on: bool) -> None:
        """The map and the docks take no click and fire no shortcut while covered."""
        window = self.window_
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for child in window.findChildren(QWidget, options=direct):
            if child is not self and not child.isWindow() and (
                    isinstance(child, QDockWidget) or child is window.centralWidget()):
                child.setEnabled(on)

    def hideEvent(self, event: QHideEvent) -> None:
        self._enable_table(True)
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Resize, QEvent.Type.LayoutRequest,
                            QEvent.Type.WindowActivate) and not self.isHidden():
            QTimer.singleShot(0, self._cover)  # after the window has done what it does
        return False
