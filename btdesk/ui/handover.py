"""The hot-seat hand-over screen: before one side makes a secret choice, the whole window
is covered so the other player sees nothing of it, until the one named says they are
at the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class HandOverScreen(QWidget):
    ready = Signal(str)  # the side now at the screen

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("handOver")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # opaque: hides all
        self.setStyleSheet("#handOver { background: #2B2A26; } QLabel { color: #F3F0E2; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
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
        self.button.clicked.connect(lambda: self.ready.emit(self.side))
        layout.addWidget(self.title)
        layout.addWidget(self.why)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.side = ""
        self.hide()
        window.installEventFilter(self)

    def ask(self, side: str, name: str, why: str) -> None:
        self.side = side
        self.title.setText(f"Pass to {name}")
        self.why.setText(why + f"\n{name}'s player only: the other player looks away.")
        self.button.setText(f"I am {name}: show my choices")
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.parentWidget().rect())
        return False
