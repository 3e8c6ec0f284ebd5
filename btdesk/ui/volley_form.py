"""A whole volley's dice in one keypad form, for a referee typing the dice rolled at the
table: every roll of the command listed with what it is for, each die in its own box,
any die correctable before anything is applied.

Which rolls follow depends on the dice (a miss needs no hit location), so the form asks
the rules (btdesk.session.volley, a dry run of the command on the game as it stands)
after every die: the rows shown are the rolls typed so far and the next one the rules
need, never a guess.  When the command runs to its end on the typed dice, *Apply* makes
it with exactly those dice.  Commands that roll once keep the one-roll dialog, and so
does initiative (each side's roll is asked by name, and a tie's re-roll says so).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRegularExpression, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from btdesk.model.commands import Command, ResolveAttacks, RollInitiative
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import GameState
from btdesk.session.dice import Volley
from btdesk.session.volley import Roll, plan_rolls, probable_rolls

# A roll in the volley: (dice, what for, which time the volley asks it): a correction
# that drops an earlier roll (a hit made a miss) leaves the later ones' dice in place.
Key = tuple[int, str, int]


class DieEdit(QLineEdit):
    """One die: a single face, 1 to 6, selected whole when it gets the focus so a typed
    face replaces it (a correction is one key)."""

    def __init__(self) -> None:
        super().__init__()
        self.setMaxLength(1)
        self.setValidator(QRegularExpressionValidator(QRegularExpression("[1-6]")))
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFixedWidth(self.fontMetrics().horizontalAdvance("0") * 3 + 12)
        self.setPlaceholderText("·")

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.selectAll()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A face typed replaces the die's, wherever the cursor is (a click in the box
        undoes the selection its focus made)."""
        face = event.text()
        if len(face) == 1 and face in "123456":
            self.setText(face)
            self.textEdited.emit(face)
            return
        super().keyPressEvent(event)

    def face(self) -> int | None:
        return int(self.text()) if self.hasAcceptableInput() else None


class VolleyForm(QDialog):
    """``kept``: dice typed for this command before a Cancel, by roll, offered again
    where the rules ask for the same roll in the same place."""

    def __init__(self, parent: QWidget | None, state: GameState, command: Command,
                 title: str, kept: dict[Key, tuple[str, ...]] | None = None) -> None:
        super().__init__(parent)
        self.state, self.command = state, command
        self.setWindowTitle("Type the volley's dice")
        self.memory: dict[Key, tuple[str, ...]] = dict(kept or {})  # faces typed, by roll
        self.rows: list[tuple[Roll, list[DieEdit], QLabel, list[QWidget]]] = []
        self.current: DieEdit | None = None
        self.complete = False
        layout = QVBoxLayout(self)
        heading = QLabel(f"<b>{title}</b>")
        heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(heading)
        intro = QLabel("Type each die as it lies on the table (keys 1–6, or the keypad). "
                       "The rolls the dice call for are added as you go; click any die "
                       "to correct it before you apply.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QWidget()
        stack = QVBoxLayout(self.table)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(1, 1)
        stack.addLayout(self.grid)
        stack.addStretch(1)  # the rows stand at the top, however few
        for column, head in enumerate(("", "What the roll is for", "Dice", "Total")):
            label = QLabel(f"<b>{head}</b>")
            self.grid.addWidget(label, 0, column)
        self.rolls_area = QScrollArea()
        self.rolls_area.setWidgetResizable(True)
        self.rolls_area.setWidget(self.table)
        self.rolls_area.setMinimumHeight(220)
        layout.addWidget(self.rolls_area, 1)
        self.status = QLabel()
        self.status.setObjectName("volleyStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        pad = QHBoxLayout()
        self.keys: list[QPushButton] = []
        for face in range(1, 7):
            key = QPushButton(str(face))
            key.setObjectName(f"key{face}")
            key.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the die being typed keeps it
            key.setMinimumSize(44, 36)
            key.clicked.connect(lambda _=False, f=face: self.press(f))
            pad.addWidget(key)
            self.keys.append(key)
        back = QPushButton("⌫")
        back.setObjectName("keyBack")
        back.setToolTip("Clear the die before the one being typed, and type it again")
        back.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        back.clicked.connect(self.back)
        pad.addWidget(back)
        layout.addLayout(pad)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = QPushButton("Apply")
        self.apply_button.setObjectName("applyVolley")
        self.apply_button.setDefault(True)
        buttons.addButton(self.apply_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(700, 520)
        self.replan()
        self.focus_next(None)

    # --- the plan -------------------------------------------------------------------------
    def typed(self) -> list[tuple[int, ...]]:
        """The rolls typed whole, from the first, up to the first not typed whole."""
        out = []
        for _roll, dice, _total, _widgets in self.rows:
            faces = [d.face() for d in dice]
            if None in faces:
                break
            out.append(tuple(f for f in faces if f is not None))
        return out

    def replan(self) -> None:
        """Ask the rules which rolls the typed dice lead to, and show exactly those (again
        while a roll added comes with dice typed for it before)."""
        while True:
            plan = plan_rolls(self.state, self.command, self.typed())
            self._sync(plan.rolls)
            if plan.complete or plan.refusal or len(self.typed()) < len(plan.rolls):
                break
        self.complete = plan.complete
        self._show_totals()
        rolls = len(plan.rolls)
        if plan.refusal:
            self.status.setText(f"The rules refuse this with these dice: {plan.refusal}")
            self.status.setStyleSheet("color: #b00000;")
        elif plan.complete:
            self.status.setText(f"All {rolls} roll{'s' if rolls != 1 else ''} typed. Check "
                                "them against the table, correct any die, then Apply.")
            self.status.setStyleSheet("color: #006000;")
        else:
            self.status.setText(f"Roll {len(self.typed()) + 1} to type. More may follow: "
                                "the dice typed decide which.")
            self.status.setStyleSheet("")
        self.apply_button.setEnabled(plan.complete and not plan.refusal)

    def _sync(self, rolls: tuple[Roll, ...]) -> None:
        keep = 0
        while (keep < len(self.rows) and keep < len(rolls)
               and self.rows[keep][0] == rolls[keep]):
            keep += 1
        for _roll, _dice, _total, widgets in self.rows[keep:]:
            for w in widgets:
                self.grid.removeWidget(w)
                w.hide()
                w.deleteLater()
        if self.current not in [d for _r, dice, _t, _w in self.rows[:keep] for d in dice]:
            self.current = None
        del self.rows[keep:]
        for n in range(keep, len(rolls)):
            self._add_row(n, rolls[n])

    def _add_row(self, n: int, roll: Roll) -> None:
        count, purpose = roll
        number = QLabel(f"{n + 1}.")
        what = QLabel(purpose)
        what.setWordWrap(True)
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        faces = self.memory.get(self._key(n, roll), ())
        dice = []
        for i in range(count):
            die = DieEdit()
            die.setObjectName(f"die_{n}_{i}")
            if i < len(faces):
                die.setText(faces[i])
            die.textEdited.connect(lambda _t, d=die: self._edited(d))
            die.installEventFilter(self)
            row.addWidget(die)
            dice.append(die)
        row.addStretch(1)
        total = QLabel()
        grid_row = n + 1
        for column, w in enumerate((number, what, box, total)):
            self.grid.addWidget(w, grid_row, column)
        self.rows.append((roll, dice, total, [number, what, box, total]))

    def _show_totals(self) -> None:
        for _roll, dice, total, _widgets in self.rows:
            faces = [d.face() for d in dice]
            total.setText(str(sum(f for f in faces if f is not None))
                          if None not in faces else "")

    # --- typing ---------------------------------------------------------------------------
    def all_dice(self) -> list[DieEdit]:
        return [d for _roll, dice, _total, _widgets in self.rows for d in dice]

    def _edited(self, die: DieEdit) -> None:
        self.remember()
        self.replan()
        if die.face() is not None:
            self.focus_next(die)

    def _key(self, n: int, roll: Roll) -> Key:
        earlier = sum(1 for r, _d, _t, _w in self.rows[:n] if r == roll)
        return (roll[0], roll[1], earlier)

    def remember(self) -> None:
        for n, (roll, dice, _total, _widgets) in enumerate(self.rows):
            self.memory[self._key(n, roll)] = tuple(d.text() for d in dice)

    def focus_next(self, after: DieEdit | None) -> None:
        """The first empty die after ``after`` (or any), else Apply."""
        dice = self.all_dice()
        start = dice.index(after) + 1 if after in dice else 0
        empty = [d for d in dice[start:] + dice[:start] if d.face() is None]
        if empty:
            empty[0].setFocus()
            self.current = empty[0]
            self.rolls_area.ensureWidgetVisible(empty[0])
        elif self.apply_button.isEnabled():
            self.apply_button.setFocus()

    def press(self, face: int) -> None:
        """A keypad key: the die being typed gets the face."""
        die = self.current if self.current in self.all_dice() else None
        if die is None:
            self.focus_next(None)
            die = self.current
        if die is None:
            return
        die.setText(str(face))
        self._edited(die)

    def back(self) -> None:
        """Clear the die before the one being typed (or the last typed) and go to it."""
        dice = self.all_dice()
        at = dice.index(self.current) if self.current in dice else len(dice)
        typed = [d for d in dice[:at] if d.face() is not None]
        if not typed:
            return
        typed[-1].clear()
        self.remember()
        self.replan()
        target = typed[-1] if typed[-1] in self.all_dice() else None
        if target is not None:
            target.setFocus()
            self.current = target

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, DieEdit) and event.type() == QEvent.Type.FocusIn:
            self.current = watched
        if (isinstance(watched, DieEdit) and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Backspace
                and not watched.text()):
            self.back()
            return True
        return super().eventFilter(watched, event)

    def accept(self) -> None:
        if self.complete and self.apply_button.isEnabled():
            super().accept()

    def volley(self) -> Volley:
        """The rolls as typed, in order: what the command is made with."""
        return [(count, purpose, faces) for ((count, purpose), _d, _t, _w), faces
                in zip(self.rows, self.typed(), strict=True)]


def describe_command(state: GameState, command: Command) -> str:
    uid = getattr(command, "unit", None) or getattr(command, "attacker", None)
    what = type(command).__name__
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in what).strip().capitalize()
    if isinstance(uid, str) and state.has_unit(uid):
        return f"{words}: {state.unit(uid).name}"
    return words


class VolleyAsker:
    """``ask_volley`` for :class:`btdesk.session.dice.VolleyDice`: the form for a command
    that rolls more than once (and for every volley of attacks, whose rolls depend on its
    hits), None for one that rolls once or never, or for initiative.  A cancelled form
    refuses the command; its dice are kept and offered again if it is tried again."""

    def __init__(self, parent: QWidget | None) -> None:
        self.parent = parent
        self.kept: dict[Key, tuple[str, ...]] = {}
        self.kept_for: Command | None = None
        self.last: VolleyForm | None = None  # the last form shown (tests look at it)

    def wanted(self, state: GameState, command: Command) -> bool:
        if isinstance(command, RollInitiative):
            return False
        rolls = probable_rolls(state, command)
        return rolls >= 2 or (rolls == 1 and isinstance(command, ResolveAttacks))

    def __call__(self, state: GameState, command: Command) -> Volley | None:
        if not self.wanted(state, command):
            return None
        kept = self.kept if self.kept_for == command else {}
        form = VolleyForm(self.parent, state, command, describe_command(state, command), kept)
        self.last = form
        if form.exec() != QDialog.DialogCode.Accepted:
            form.remember()
            self.kept, self.kept_for = dict(form.memory), command
            typed = sum(1 for faces in self.kept.values() for f in faces if f)
            also = f"; the {typed} dice typed are kept and offered again" if typed else ""
            raise IllegalCommand(f"the volley's dice were not applied, so nothing was "
                                 f"done{also}")
        self.kept, self.kept_for = {}, None
        return form.volley()
