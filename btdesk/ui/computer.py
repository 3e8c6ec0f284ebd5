"""The computer playing sides in the window: it thinks in a worker process
(``btdesk.opponent.worker``), shows that it is thinking and what it weighed, can be
stopped at once, and gives its commands to the session like a player, so the game saves,
replays and undoes as any other.

Against the computer the screen is always the human side's: no hand-over screens, and
the computer's hidden units and sealed tactics stay hidden (the window shows that side's
view).  After an undo the computer waits, so a player can take back several steps; it
plays on when the player does, or at Resume.
"""

from __future__ import annotations

import random
import time
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from btdesk.model.commands import Command
from btdesk.model.errors import BtdeskError
from btdesk.model.state import GameState, Phase
from btdesk.opponent import STRENGTHS, Decision
from btdesk.opponent.worker import Answer, Progress, Thinker
from btdesk.rules import active_side, visible_to
from btdesk.session.game import Session, dice_in

POLL_MS = 40  # how often the window looks at the worker's pipe
HUMAN = "human"


def player_choices() -> list[tuple[str, str]]:
    """(label, key) for each kind of player a side may have: a person, or the computer
    at each strength."""
    return [("Human", HUMAN)] + [(f"Computer ({name})", name) for name in STRENGTHS]


def scenario_sides(scenario: str) -> list[tuple[str, str]]:
    """(key, name) of each side of a built-in scenario, as its file lists them; none if
    the file cannot be read (New Game says so when the game starts)."""
    from btdesk.io.scenarios import read_scenario

    try:
        document = read_scenario(scenario).document
    except BtdeskError:
        return []
    sides = document.get("sides") if isinstance(document, dict) else None
    out = []
    for side in sides if isinstance(sides, list) else []:
        if isinstance(side, dict) and isinstance(side.get("key"), str):
            out.append((side["key"], str(side.get("name", side["key"]))))
    return out


class SidePlayers(QWidget):
    """New Game's "Players" rows: each side of the chosen scenario, Human or Computer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePlayers")
        self._form = QFormLayout(self)
        self._form.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QComboBox] = {}

    def show_scenario(self, scenario: str) -> None:
        while self._form.rowCount():
            self._form.removeRow(0)
        self.boxes = {}
        for key, name in scenario_sides(scenario):
            box = QComboBox()
            box.setObjectName(f"player_{key}")
            for label, kind in player_choices():
                box.addItem(label, kind)
            box.setCurrentIndex(0)  # people at the table, as New Game always had it
            self.boxes[key] = box
            self._form.addRow(name, box)

    def choice(self) -> dict[str, str]:
        """``{side: strength}`` for the sides the computer plays."""
        return {key: box.currentData() for key, box in self.boxes.items()
                if box.currentData() != HUMAN}


class ComputerPanel(QWidget):
    """What the computer is doing: thinking (for how long, how much weighed), a Stop (or
    Resume) button, and each decision with its numbers and the alternatives it rejected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.status = QLabel("")
        self.status.setObjectName("computerStatus")
        self.status.setWordWrap(True)
        self.stop = QPushButton("Stop")
        self.stop.setObjectName("computerStop")
        row.addWidget(self.status, 1)
        row.addWidget(self.stop)
        layout.addLayout(row)
        self.busy = QProgressBar()
        self.busy.setRange(0, 1)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(8)
        layout.addWidget(self.busy)
        self.why = QPlainTextEdit()
        self.why.setObjectName("computerWhy")
        self.why.setReadOnly(True)
        self.why.setMaximumBlockCount(2000)
        layout.addWidget(self.why, 1)


class Computer(QObject):
    """The computer's sides of the window's game (``play``), and the worker they think
    in.  It follows the window's session: a new or opened game has no computer side until
    ``play`` names them again."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.thinker = Thinker()
        self.sides: dict[str, str] = {}
        self.session: Session | None = None
        self.salt = 0
        self.paused = ""  # why it waits ("" when it plays)
        self.asked_at: tuple[int, int] | None = None  # (log length, question) asked about
        self.seen = 0  # the log's length when last looked at
        self.own: set[int] = set()  # log positions of the commands it gave
        self.started = 0.0
        self.giving = False  # a command of its own is being played (a referee may be typing dice)
        self.decisions: list[Decision] = []
        self.held: list[str] = []  # secret decisions' words, told when the game is over
        self.panel = ComputerPanel()
        self.panel.stop.clicked.connect(self._stop_or_resume)
        self.dock = QDockWidget("Computer", window)
        self.dock.setObjectName("computerDock")
        self.dock.setWidget(self.panel)
        if isinstance(window, QMainWindow):
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.step)

    # --- what the player asks ----------------------------------------------------------------
    def play(self, sides: dict[str, str], salt: int | None = None) -> None:
        """The computer plays ``sides`` ({side: strength}) of the window's current game."""
        self.thinker.stop()
        self.session = self.window.session
        state = self.window.session.state
        self.sides = {k: v for k, v in sides.items() if any(s.key == k for s in state.sides)}
        self.salt = salt if salt is not None else random.SystemRandom().randrange(2**31)
        self.paused = ""
        self.asked_at = None
        self.seen = len(self.window.session.log)
        self.own = set()
        self.held = []
        self._seat()
        if not self.sides:
            self.dock.hide()
            self.timer.stop()
            return
        names = ", ".join(f"{state.side(k).name} ({v})" for k, v in self.sides.items())
        self.panel.why.appendPlainText(f"The computer plays {names}.")
        dice = getattr(self.window, "dice_dock", None)
        if isinstance(dice, QDockWidget) and not self.dock.isVisible():
            self.window.tabifyDockWidget(dice, self.dock)  # the dice log's room, a tab away
        self.dock.show()
        self.dock.raise_()
        self.thinker.start()  # it loads the rules while the player looks at the map
        self.timer.start()
        self._show()

    def stop(self) -> None:
        """Stop thinking at once; it waits until Resume."""
        self.thinker.stop()
        self.paused = "Stopped."
        self.asked_at = None
        self._show()

    def resume(self) -> None:
        self.paused = ""
        self.asked_at = None
        self._show()

    def close(self) -> None:
        self.timer.stop()
        self.thinker.stop()

    def _stop_or_resume(self) -> None:
        if self.paused:
            self.resume()
        else:
            self.stop()

    def _seat(self) -> None:
        """Against the computer the screen is the one human side's: its view, always."""
        controller = self.window.controller
        humans = [s.key for s in self.window.session.state.sides if s.key not in self.sides]
        controller.computer = frozenset(self.sides)
        controller.seat = humans[0] if self.sides and len(humans) == 1 else None
        if controller.seat is not None:
            controller.hand_over = True
            controller.viewer = controller.seat
        controller.planChanged.emit()

    # --- the loop ----------------------------------------------------------------------------
    def step(self) -> None:
        """One look: the session changed under it? the worker said something? a question
        to ask?"""
        if self.giving:  # typed dice for its command: the dialog's loop runs this timer too
            return
        session: Session = self.window.session
        if session is not self.session:  # another game: no computer side until asked
            self.sides = {}
            self.session = None
            self.close()
            self.dock.hide()
            return
        length = len(session.log)
        if length < self.seen:  # an undo: wait, so the player may take back more
            self.thinker.stop()
            self.asked_at = None
            self.own = {n for n in self.own if n < length}
            self.paused = "A move was taken back: it waits. Play on, or press Resume."
            self._show()
        elif length > self.seen and self.paused.startswith("A move was taken back") \
                and (length - 1) not in self.own:
            self.paused = ""  # the player played on
            self._show()
        self.seen = length
        for message in self.thinker.poll():
            if isinstance(message, Progress) and message.number == self._question():
                self._show(message.steps)
            elif isinstance(message, Answer) and message.number == self._question():
                self._answered(message, session)
        if self.held and session.state.phase is Phase.GAME_OVER:
            self.panel.why.appendPlainText("What it decided in secret:\n" + "\n".join(self.held))
            self.held = []
        self._ask(session)

    def _question(self) -> int | None:
        return self.asked_at[1] if self.asked_at is not None else None

    def _ask(self, session: Session) -> None:
        state = session.state
        if self.paused or self.thinker.busy or state.phase is Phase.GAME_OVER:
            return
        if self.asked_at is not None and self.asked_at[0] == len(session.log):
            return  # asked about this position already (nothing to do, or answered)
        views = self.views(state)
        if not views:
            return
        number = self.thinker.ask(views, self.sides, self.salt)
        self.asked_at = (len(session.log), number)
        self.started = time.perf_counter()
        self._show()

    def views(self, state: GameState) -> list[tuple[str, GameState]]:
        """The computer sides that may have something to do now, each with its view."""
        side = active_side(state)
        if side is not None:
            return [(side, visible_to(state, side))] if side in self.sides else []
        return [(s, visible_to(state, s)) for s in self.sides]

    def _answered(self, answer: Answer, session: Session) -> None:
        asked = self.asked_at
        if asked is None or asked[0] != len(session.log):
            self.asked_at = None  # the game moved on while it thought: think again
            return
        if answer.error:
            self.paused = "The computer failed: " + answer.error.splitlines()[0]
            self.panel.why.appendPlainText(answer.error)
            self._show()
            return
        decision = answer.decision
        if decision is None:
            self._show()
            return  # none of its sides has a command now (the player's turn)
        self._give(decision.command, session)
        self.decisions.append(decision)
        seconds = time.perf_counter() - self.started
        said = (f"[{session.state.side(decision.side).name}, {seconds:.2f} s] "
                f"{decision.explained()}")
        if decision.secret and self.window.controller.seat is not None:
            # A person plays the other side: a sealed tactic or a hidden unit's doings are
            # told when the game is over, not now.
            self.held.append(said)
            said = (f"[{session.state.side(decision.side).name}, {seconds:.2f} s] decided in "
                    "secret (a Close Assault tactic or a hidden unit): told when the game "
                    "is over")
        self.panel.why.appendPlainText(said)
        self._show()

    def _give(self, command: Command, session: Session) -> None:
        self.giving = True
        try:
            session.submit(command)
        except BtdeskError as exc:  # never expected: it gives only listed commands
            self.paused = f"The game refused the computer's command: {exc}"
            return
        finally:
            self.giving = False
        self.own.add(len(session.log) - 1)
        self.seen = len(session.log)

    def _show(self, steps: int = 0) -> None:
        p = self.panel
        if self.paused:
            p.status.setText(self.paused)
            p.stop.setText("Resume")
            p.busy.setRange(0, 1)
            return
        p.stop.setText("Stop")
        session = self.window.session
        if session.state.phase is Phase.GAME_OVER:
            p.status.setText("The game is over.")
            p.busy.setRange(0, 1)
        elif self.thinker.busy:
            p.status.setText(f"Thinking… {time.perf_counter() - self.started:.1f} s"
                             + (f", {steps * 8} options weighed" if steps else ""))
            p.busy.setRange(0, 0)  # a busy bar: how long it takes is not known ahead
        else:
            p.status.setText("Waiting for your move." if self.sides else "")
            p.busy.setRange(0, 1)


def refuses_take_back(window: Any) -> bool:
    """Against the computer a roll is never taken back: the take-back a second person
    would be asked to allow (hot seat) the computer refuses, so undo never gives anyone
    fresh dice.  Moves and choices that rolled nothing are taken back as ever (and the
    computer then waits: ``Computer.step``).  True when it refused (and said so)."""
    computer = getattr(window, "computer", None)
    if not isinstance(computer, Computer) or not computer.sides \
            or window.session is not computer.session:
        return False
    window.dice_log.add_lines(["↷ take-back refused: the computer lets no roll be taken "
                               "back (undo takes back moves and choices that rolled nothing)"])
    return True


def reply_last(window: Any) -> bool:
    """Whether the game's last step is the computer's reply to a person's step before it,
    and rolled nothing: Undo takes it back with that step ("your move and its reply").
    A reply that rolled dice stays (no roll is taken back), and so does the step it
    answered."""
    computer = getattr(window, "computer", None)
    session: Session = window.session
    if not isinstance(computer, Computer) or not computer.sides \
            or session is not computer.session:
        return False
    log = session.log
    last = len(log) - 1
    if last < 0 or last not in computer.own or dice_in(log[last]) > 0:
        return False
    answered = last
    while answered >= 0 and answered in computer.own:
        answered -= 1
    return answered >= 0  # a person's step before the computer's run


def computer_for(window: Any) -> Computer:
    """The window's computer player, made on first use."""
    found = getattr(window, "computer", None)
    if not isinstance(found, Computer):
        found = Computer(window)
        window.computer = found
    return found


__all__ = ["Computer", "ComputerPanel", "SidePlayers", "computer_for", "player_choices",
           "refuses_take_back", "reply_last", "scenario_sides"]
