"""The hot-seat hand-over screen: before one side makes a secret choice, the whole window
is covered so the other player sees nothing of it, until the one named says they are
at the screen.  The same cover asks the other side's player to allow a take-back of a
roll.  Under it nothing acts but its own buttons: no click, no menu, no shortcut."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from btdesk.model.state import AssaultStep, GameState
from btdesk.rules.modules.close_assault import attackers, idle

# Hue bands (degrees) and the word a player uses for a counter of that colour.
_HUES = ((15, "red"), (45, "orange"), (70, "yellow"), (165, "green"), (190, "teal"),
         (260, "blue"), (300, "purple"), (340, "pink"), (360, "red"))


def colour_word(colour: str) -> str:
    """A side's colour in a word ("blue"): players at one screen know each other by their
    counters' colour more readily than by a scenario's side names."""
    c = QColor(colour)
    if not c.isValid():
        return ""
    if c.hsvSaturationF() < 0.2 or c.hsvHue() < 0:
        return "white" if c.valueF() > 0.85 else "grey" if c.valueF() > 0.25 else "black"
    return next(word for top, word in _HUES if c.hsvHue() < top)


def assault_roles(state: GameState, side: str) -> list[str]:
    """What the side's units still choosing a tactic are in their Close Assaults, one
    phrase each ("its Hunchback is the attacker in 0808"): a side named "Defender" may be
    the attacker there, and its player must not be left to guess which they are."""
    out = []
    for eng in state.assaults:
        if eng.step is not AssaultStep.TACTICS:
            continue
        for uid in eng.units:
            unit = state.unit(uid)
            if unit.side == side and eng.tactic(uid) is None and not idle(state, uid):
                role = "attacker" if uid in attackers(state, eng) else "defender"
                out.append(f"{unit.name} is the {role} in the Close Assault in {eng.hex.label}")
    return out


class HandOverScreen(QWidget):
    ready = Signal(str)  # the side now at the screen
    decided = Signal(bool)  # a take-back asked for: allowed (True) or refused

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
        self.refuse = QPushButton()
        self.refuse.setObjectName("handover_refuse")
        self.refuse.setMinimumHeight(44)
        self.refuse.hide()
        self.side = ""
        self.taking_back = False  # asking the other side to allow a take-back
        self.window_ = window
        self.button.clicked.connect(self._answered)
        self.refuse.clicked.connect(lambda: self._decide(False))
        layout.addWidget(self.title)
        layout.addWidget(self.why)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.refuse, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.hide()
        window.installEventFilter(self)

    def ask(self, side: str, name: str, why: str, colour: str = "") -> None:
        """Cover the window for side ``side`` (shown as ``name``, with its counters'
        ``colour`` in a word, so the player knows it is theirs)."""
        self.side = side
        self.taking_back = False
        self.refuse.hide()
        word = colour_word(colour)
        who = f"{name} ({word})" if word else name
        self.title.setText(f"Pass to {who}")
        self.why.setText(why + f"\n{who}'s player only: the other player looks away.")
        self.button.setText(f"I am {who}: show my choices")
        self.show()
        self._cover()

    def ask_take_back(self, decider: str, what: str) -> None:
        """A roll is to be taken back: the player named ``decider`` ("Defender's player",
        "the other player") allows it or refuses; ``what`` says what would be taken back."""
        self.taking_back = True
        self.title.setText("Take back a roll?")
        self.why.setText(f"{what}\nTaken back, its dice are spent: what is done instead "
                         f"rolls new dice.\n{decider} decides.")
        self.button.setText("Allow the take-back")
        self.refuse.setText("Refuse: the roll stands")
        self.refuse.show()
        self.show()
        self._cover()

    def _answered(self) -> None:
        if self.taking_back:
            self._decide(True)
        else:
            self.ready.emit(self.side)

    def _decide(self, allowed: bool) -> None:
        self.taking_back = False
        self.refuse.hide()
        self.hide()
        self.decided.emit(allowed)

    def _cover(self) -> None:
        """Over the whole window, above every other child, with the window's table turned
        off and the keyboard on the button.  Asked again whenever the window is shown,
        resized or re-laid out: a game opened at a hand-over asks before the window has its
        remembered size and docks, which would then come up over a stale cover."""
        if self.isHidden():
            return
        window = self.window_
        self.setGeometry(window.rect())
        self.raise_()
        self._enable_table(False)
        if window.isVisible():
            self.button.setFocus()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab goes round the cover's own buttons: beyond them it reached the tabs of
        docks stacked under the cover, which the arrow keys then switched unseen."""
        buttons = [b for b in (self.button, self.refuse) if b.isVisibleTo(self)]
        if self.isHidden() or not buttons:
            return super().focusNextPrevChild(next)
        focus = QApplication.focusWidget()
        at = buttons.index(focus) if focus in buttons else -1
        buttons[(at + (1 if next else -1)) % len(buttons)].setFocus(
            Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason)
        return True

    def _enable_table(self, on: bool) -> None:
        """The map, the docks and the menus take no click and fire no shortcut while
        covered; the window's shortcuts are held back by :meth:`eventFilter`."""
        window = self.window_
        window.menuBar().setEnabled(on)
        app = QApplication.instance()
        if app is not None:
            if on:
                app.removeEventFilter(self)
            else:
                app.installEventFilter(self)
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for child in window.findChildren(QWidget, options=direct):
            if child is not self and not child.isWindow() and (
                    isinstance(child, QDockWidget) or child is window.centralWidget()):
                child.setEnabled(on)

    def hideEvent(self, event: QHideEvent) -> None:
        self._enable_table(True)
        super().hideEvent(event)

    def _in_window(self, obj: QObject | None) -> bool:
        """Whether ``obj`` (an action, a shortcut) belongs to the covered window."""
        while obj is not None:
            if obj is self.window_:
                return True
            obj = obj.parent()
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the window: cover it again after it changed.  On the application, while
        covered: a shortcut of the window (Undo, the ruler, a menu's Alt key) is
        swallowed, so nothing acts under the cover."""
        kind = event.type()
        if kind == QEvent.Type.Shortcut:
            return not self.isHidden() and self._in_window(watched)
        if watched is self.window_ and kind in (
                QEvent.Type.Show, QEvent.Type.Resize, QEvent.Type.LayoutRequest,
                QEvent.Type.WindowActivate) and not self.isHidden():
            QTimer.singleShot(0, self._cover)  # after the window has done what it does
        return False
