"""Small dialogs: the referee's dice, and a new game."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from btdesk.io.resources import builtin_scenarios
from btdesk.model.errors import BtdeskError, IllegalCommand
from btdesk.model.modules import MODULES
from btdesk.model.rule_set import rules_line, with_booklet
from btdesk.model.state import (
    AMBUSH,
    CLOSE_ASSAULT,
    MANUAL_DICE,
    OPTION_NAMES,
    PHYSICAL_ATTACKS,
)
from btdesk.model.table_scale import (
    MM_PER_INCH,
    SCALES,
    TableScale,
    custom,
    scale_option,
)
from btdesk.rules.modules.close_assault import ambush_played


class DieBox(QSpinBox):
    """A die's box that keeps a wrong face (a 0, nothing) in sight for the dialog to
    refuse: a plain spin box turns it into its last good value, quietly, when Enter is
    pressed or the focus leaves it, and the roll would be taken as that value."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and not self.hasAcceptableInput():
            event.ignore()  # on to the dialog, whose OK refuses it with the reason
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        text = self.lineEdit().text()
        wrong = not self.hasAcceptableInput()
        super().focusOutEvent(event)
        if wrong:
            self.lineEdit().setText(text)


class DiceDialog(QDialog):
    """Asks for exactly the dice a rule needs, each 1 to 6: anything else typed (a 0, an
    empty box) is refused with the reason, and the dialog stays open.  ``typed``: the
    dice typed for this roll before a cancelled attempt, offered again."""

    def __init__(self, count: int, purpose: str, parent: QWidget | None = None,
                 typed: Sequence[int] = (), again: Sequence[int] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle("Type the dice")
        layout = QVBoxLayout(self)
        label = QLabel(f"Roll {count}D6 for:<br><b>{purpose}</b>")
        layout.addWidget(label)
        if again:
            told = " + ".join(str(d) for d in again) + f" = {sum(again)}"
            repeat = QLabel(f"Again: {told} was typed for this roll already; the rules call "
                            "for it once more (a tie, or a result they re-roll).")
            repeat.setObjectName("againDice")
            repeat.setWordWrap(True)
            layout.addWidget(repeat)
        if typed:
            kept = QLabel("Typed before the last Cancel, and kept: press OK to use them.")
            kept.setObjectName("keptDice")
            layout.addWidget(kept)
        row = QHBoxLayout()
        self.boxes = []
        for i in range(count):
            box = DieBox()
            box.setRange(1, 6)
            box.setValue(typed[i] if i < len(typed) else 1)
            row.addWidget(box)
            self.boxes.append(box)
        layout.addLayout(row)
        self.problem = QLabel()
        self.problem.setObjectName("diceProblem")
        self.problem.setStyleSheet("color: #b00000;")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if self.boxes:
            self.boxes[0].setFocus()
            self.boxes[0].selectAll()

    def accept(self) -> None:
        """Only dice that are faces of a die: a spin box left showing "0" (or nothing)
        would otherwise quietly give its last good value, 1."""
        for n, box in enumerate(self.boxes, start=1):
            if not box.hasAcceptableInput():
                text = box.text().strip()
                shown = f"“{text}” is" if text else "nothing is typed, and that is"
                self.problem.setText(f"Die {n}: {shown} not a face of a die: type 1 to 6.")
                self.adjustSize()  # room for the reason, which came after the dialog was sized
                box.setFocus()
                box.selectAll()
                return
        super().accept()

    def values(self) -> list[int]:
        return [box.value() for box in self.boxes]


class DiceAsker:
    """A ManualDice callback that asks the referee; cancelling refuses the command, but
    the dice typed for it before the Cancel are kept: when the command is tried again
    they are offered again, roll by roll, as long as the rules ask for the same rolls.
    ``done`` is called after every command, made or refused."""

    def __init__(self, parent: QWidget | None) -> None:
        self.parent = parent
        self.typed: list[tuple[int, str, tuple[int, ...]]] = []  # this command's rolls
        self.kept: list[tuple[int, str, tuple[int, ...]]] = []  # a cancelled command's

    def __call__(self, count: int, purpose: str) -> Sequence[int]:
        before: tuple[int, ...] = ()
        if self.kept and self.kept[0][:2] == (count, purpose):
            before = self.kept.pop(0)[2]
        else:
            self.kept = []  # the rules ask for other rolls now: those are not these
        earlier = [v for c, p, v in self.typed if (c, p) == (count, purpose)]
        dialog = DiceDialog(count, purpose, self.parent, before,
                            earlier[-1] if earlier else ())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            self.kept = self.typed + ([(count, purpose, before)] if before else []) + self.kept
            self.typed = []
            kept = sum(len(v) for _, _, v in self.kept)
            also = (f"; the {kept} dice typed for it are kept and offered again"
                    if kept else "")
            raise IllegalCommand(f"{purpose}: no dice were typed, so nothing was done{also}")
        values = tuple(dialog.values())
        self.typed.append((count, purpose, values))
        return values

    def done(self) -> None:
        self.typed = []


def ask_dice(parent: QWidget | None) -> DiceAsker:
    return DiceAsker(parent)


# Game options for combat at 30 m or less: none (the Quick-Start Rules), Total Warfare
# physical attacks, or 0204-B's Close Assault instead of the Physical Attack Phase.  The
# first is the default: with no other rule ticked, the booklet's own game as printed.
CLOSE_COMBAT_CHOICES = (
    ("None (Quick-Start Rules)", ""),
    (OPTION_NAMES[PHYSICAL_ATTACKS], PHYSICAL_ATTACKS),
    (OPTION_NAMES[CLOSE_ASSAULT] + " (matrix reconstructed)", CLOSE_ASSAULT),
)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        form = QFormLayout(self)
        self.scenario = QComboBox()
        for key in builtin_scenarios():
            self.scenario.addItem(key.title(), key)
        self.scenario.setCurrentIndex(max(0, self.scenario.findData("green")))
        form.addRow("Scenario", self.scenario)
        from .computer import SidePlayers  # who plays each side: a person or the computer

        self.players = SidePlayers()
        self.scenario.currentIndexChanged.connect(
            lambda _i: self.players.show_scenario(self.scenario.currentData()))
        self.players.show_scenario(self.scenario.currentData())
        form.addRow("Players", self.players)
        self.free = QCheckBox("Players place their units in their deployment zones")
        form.addRow("Set-up", self.free)
        self.close_combat = QComboBox()
        self.close_combat.setObjectName("closeCombat")
        for label, option in CLOSE_COMBAT_CHOICES:
            self.close_combat.addItem(label, option)
        self.close_combat.setCurrentIndex(0)
        form.addRow("Close combat", self.close_combat)
        self.ambush = QCheckBox(OPTION_NAMES[AMBUSH])
        self.ambush.setObjectName("ambush")
        form.addRow("", self.ambush)
        # The optional rule modules, each allowed once what it builds on is chosen.
        self.modules: dict[str, QCheckBox] = {}
        for module in MODULES:
            box = QCheckBox(module.name)
            box.setObjectName(f"module_{module.key}")
            self.modules[module.key] = box
            form.addRow("", box)
        # Which rules the choices above make, said as the game's window will say it.
        self.rules = QLabel()
        self.rules.setObjectName("rulesLine")
        self.rules.setWordWrap(True)
        form.addRow("", self.rules)
        self.close_combat.currentIndexChanged.connect(self._ambush_allowed)
        for box in (self.ambush, *self.modules.values()):
            box.toggled.connect(self._show_rules)
        self._ambush_allowed()
        self.manual = QCheckBox("A referee types the real dice rolled at the table")
        form.addRow("Dice", self.manual)
        # One table scale for the game's miniatures: the ruler, printed ranges, the Close
        # Assault template and the multi-model table all use it (kept with the game).
        self.table_scale = QComboBox()
        self.table_scale.setObjectName("tableScale")
        self.table_scale.addItem("As its rules suit: 12 cm a hex with Close Assault or "
                                 "multi-model infantry, else 2 inches", None)
        for scale in SCALES.values():
            self.table_scale.addItem(scale.name[0].upper() + scale.name[1:], scale.key)
        self.table_scale.addItem("Your own scale, in centimetres a hex", "custom-cm")
        self.table_scale.addItem("Your own scale, in inches a hex", "custom-in")
        self.own_size = QDoubleSpinBox()
        self.own_size.setObjectName("tableScaleSize")
        self.own_size.setRange(0.5, 39.0)  # in cm or inches: within 5 to 1000 mm a hex
        self.own_size.setDecimals(1)
        self.own_size.setValue(3.0)
        self.own_size.setEnabled(False)
        self.table_scale.currentIndexChanged.connect(lambda _i: self.own_size.setEnabled(
            str(self.table_scale.currentData()).startswith("custom")))
        form.addRow("Table scale", self.table_scale)
        form.addRow("Your own: a hex is", self.own_size)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # Your own battle instead: the force builder (ui/force_builder.py).
        self.build = False
        builder = buttons.addButton("Build a Battle…", QDialogButtonBox.ButtonRole.ActionRole)
        builder.setObjectName("buildBattle")
        builder.clicked.connect(self._build)
        form.addRow(buttons)
        self.scenario.currentIndexChanged.connect(lambda _i: self._scenario_options())
        self._scenario_options()

    def _scenario_options(self) -> None:
        """A scenario's own rule options (its ``options:``) are the choices when it is
        picked; what is chosen after that is what the game plays."""
        from btdesk.io.resources import scenarios_dir
        from btdesk.io.scenarios import own_options

        try:
            own = set(own_options(scenarios_dir() / f"{self.scenario.currentData()}.yaml"))
        except BtdeskError:
            own = set()  # the game says why when it starts
        combat = next((o for _, o in CLOSE_COMBAT_CHOICES if o and o in own), "")
        self.close_combat.setCurrentIndex(self.close_combat.findData(combat))
        self._ambush_allowed()
        self.ambush.setChecked(ambush_played(own) and self.ambush.isEnabled())
        for key, box in self.modules.items():
            box.setChecked(key in own and box.isEnabled())

    def _build(self) -> None:
        self.build = True
        self.reject()

    def _ambush_allowed(self) -> None:
        """The ambush option is part of the Close Assault variant."""
        allowed = self.close_combat.currentData() == CLOSE_ASSAULT
        self.ambush.setEnabled(allowed)
        if not allowed:
            self.ambush.setChecked(False)
        for module in MODULES:
            box = self.modules[module.key]
            ok = all(k == self.close_combat.currentData() for k in module.requires)
            box.setEnabled(ok)
            box.setToolTip("" if ok else "needs: " + ", ".join(
                OPTION_NAMES.get(k, k) for k in module.requires))
            if not ok:
                box.setChecked(False)
        self._show_rules()

    def _show_rules(self) -> None:
        self.rules.setText(rules_line(self._rule_options(), dict(OPTION_NAMES)))

    def _rule_options(self) -> tuple[str, ...]:
        """The rules chosen: the booklet as printed when nothing is added to it."""
        combat = self.close_combat.currentData()
        options: tuple[str, ...] = (combat,) if combat else ()
        options += (AMBUSH,) if self.ambush.isChecked() else ()
        options += tuple(k for k, box in self.modules.items() if box.isChecked())
        return with_booklet(options)

    def choice(self) -> tuple[str, bool, tuple[str, ...]]:
        options: tuple[str, ...] = (MANUAL_DICE,) if self.manual.isChecked() else ()
        options += self._rule_options()
        scale = self.chosen_scale()
        options += (scale_option(scale),) if scale is not None else ()
        return self.scenario.currentData(), self.free.isChecked(), tuple(sorted(options))

    def chosen_scale(self) -> TableScale | None:
        """The table scale chosen, or None for the rules' default."""
        key = self.table_scale.currentData()
        if key is None:
            return None
        if key in ("custom-cm", "custom-in"):
            unit = key.removeprefix("custom-")
            return custom(self.own_size.value() * (10 if unit == "cm" else MM_PER_INCH), unit)
        return SCALES[key]
