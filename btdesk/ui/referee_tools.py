"""Tools for a referee running a game of miniatures: a to-hit calculator for units that
stand on a real table, and a ruler in hexes, metres and centimetres."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from btdesk.hexgrid import FACING_NAMES, Hex
from btdesk.model.board import Terrain
from btdesk.model.commands import (
    Command,
    RefereeAmmo,
    RefereeCondition,
    RefereeDamage,
    RefereePlace,
)
from btdesk.model.state import GameState, MoveMode
from btdesk.model.table_scale import HEX_METRES, TableScale
from btdesk.model.tables import RuleTables
from btdesk.model.units import UnitKind
from btdesk.rules import (
    AUTOMATIC_MISS_ABOVE,
    BRACKETS,
    Modifier,
    Shot,
    chance_2d6,
    mech_crit_to_hit,
    table_to_hit,
)

from .events_text import place


def ruler_text(board_label: str, other_label: str, hexes: float, scale: TableScale) -> str:
    """A distance on the map (hexes across flats, a hex 30 m) and on the table at the
    game's scale, in inches and centimetres, the scale named."""
    count = f"{hexes:.1f}".removesuffix(".0")
    return (f"Ruler {board_label} → {other_label}: {count} hex{'' if count == '1' else 'es'}"
            f" = {hexes * HEX_METRES:.0f} m = {scale.table(hexes)} on the table at "
            f"{scale.name}")


ATTACKERS = (("Stood still", MoveMode.STATIONARY), ("Walked / cruised", MoveMode.WALK),
             ("Ran / flanked", MoveMode.RUN), ("Jumped", MoveMode.JUMP),
             ("Infantry (no modifier)", None))
PRONE = (("Standing", ""), ("Prone, attacker adjacent", "adjacent"),
         ("Prone, attacker farther", "farther"))
# What gives a target partial cover (the line of sight's own words), and the Close
# Assault's friendly unit between.
COVER = (("None", ""), ("A rise one level up next to the target", "a level-1 rise"),
         ("The target stands in depth 1 water", "depth 1 water"))


class ToHitCalculator(QDialog):
    """Every input by hand; the same modifiers as the engine's, from the same tables:
    what the attacker did, what the target did and where it stands, what lies between,
    and the attacker's damage (with the critical hit rules)."""

    def __init__(self, rules: RuleTables, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.setWindowTitle("To-hit calculator")
        form = QFormLayout(self)
        self.gunnery = self._spin(0, 8, 4)
        self.bracket = QComboBox()
        for i, name in enumerate(BRACKETS):
            self.bracket.addItem(name.title(), i)
        self.attacker = self._choices(ATTACKERS)
        self.moved = self._spin(0, 40, 0)
        self.target_jumped = QCheckBox("Target jumped")
        self.prone = self._choices(PRONE)
        self.attacker_prone = QCheckBox("Attacker prone")
        self.immobile = QCheckBox("Target immobile (shut down or its MechWarrior unconscious)")
        attack = rules.buildings.attack
        self.immobile.setEnabled(attack is not None)
        self.terrain = QComboBox()
        for t in Terrain:
            # The value, not the member: a str enum comes back from Qt as a plain str.
            self.terrain.addItem(t.display_name, t.value)
        self.light = self._spin(0, 9, 0)
        self.heavy = self._spin(0, 9, 0)
        self.terrain_cover = self._choices(COVER)
        self.pulse = QCheckBox("Pulse weapon")
        self.battle_armor = QCheckBox("Target is battle armor")
        self.cover = QCheckBox("A friendly unit between, in a Close Assault Hex")
        self.sensors = QCheckBox("Sensors hit")
        self.shoulder = QCheckBox("Shoulder hit (of the weapon's arm)")
        self.actuators = self._spin(0, 2, 0)
        rows: list[tuple[str, QWidget]] = [
            ("Gunnery", self.gunnery), ("Range", self.bracket), ("Attacker", self.attacker),
            ("", self.attacker_prone), ("Target moved (hexes)", self.moved),
            ("", self.target_jumped), ("Target", self.prone), ("", self.immobile),
            ("Target stands in", self.terrain), ("Light woods between", self.light),
            ("Heavy woods between", self.heavy), ("Partial cover", self.terrain_cover),
            ("", self.pulse), ("", self.battle_armor), ("", self.cover)]
        if rules.criticals is not None:
            rows += [("Attacker's damage", self.sensors), ("", self.shoulder),
                     ("Arm actuators hit", self.actuators)]
        for label, widget in rows:
            form.addRow(label, widget)
        # Not ``self.result``: that name is QDialog.result(), which it shadowed.
        self.verdict = QLabel()
        self.verdict.setObjectName("result")
        self.verdict.setWordWrap(True)
        form.addRow(self.verdict)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        form.addRow(close)
        for w in (self.bracket, self.attacker, self.terrain, self.prone, self.terrain_cover):
            w.currentIndexChanged.connect(self.update_result)
        for box in (self.gunnery, self.moved, self.light, self.heavy, self.actuators):
            box.valueChanged.connect(self.update_result)
        for check in (self.pulse, self.battle_armor, self.cover, self.target_jumped,
                      self.immobile, self.sensors, self.shoulder, self.attacker_prone):
            check.toggled.connect(self.update_result)
        self.update_result()

    @staticmethod
    def _spin(low: int, high: int, value: int) -> QSpinBox:
        box = QSpinBox()
        box.setRange(low, high)
        box.setValue(value)
        return box

    @staticmethod
    def _choices(choices: tuple[tuple[str, object], ...]) -> QComboBox:
        box = QComboBox()
        for label, value in choices:
            box.addItem(label, value)
        return box

    def shot(self) -> Shot:
        bracket = self.bracket.currentData()
        mode = ATTACKERS[self.attacker.currentIndex()][1]
        attack = self.rules.buildings.attack
        immobile = self.immobile.isChecked() and attack is not None
        self.moved.setEnabled(not immobile)
        self.target_jumped.setEnabled(not immobile)
        return Shot(
            gunnery=self.gunnery.value(),
            range_label=f"Range ({BRACKETS[bracket]})",
            range_modifier=self.rules.attack_modifiers.range_brackets[bracket],
            attacker_movement=mode,
            attacker_label=f"Attacker {self.attacker.currentText().lower()}",
            target_hexes=self.moved.value(),
            target_terrain=Terrain(self.terrain.currentData()),
            light_between=self.light.value(),
            heavy_between=self.heavy.value(),
            pulse=self.pulse.isChecked(),
            target_battle_armor=self.battle_armor.isChecked() and mode is not None,
            target_jumped=self.target_jumped.isChecked() and not immobile,
            partial_cover=self.cover.isChecked(),
            terrain_cover=str(self.terrain_cover.currentData()),
            immobile=attack.immobile_target if immobile and attack is not None else None,
            immobile_why="shut down or unconscious",
            target_prone=str(self.prone.currentData()),
            attacker_prone=self.attacker_prone.isChecked(),
        )

    def update_result(self) -> None:
        result = table_to_hit(self.rules, self.shot())
        mods = list(result.modifiers)
        if self.rules.criticals is not None:
            mods += [Modifier(n, v) for n, v in mech_crit_to_hit(
                self.rules.criticals, self.sensors.isChecked(), self.shoulder.isChecked(),
                self.actuators.value())]
        self.actuators.setEnabled(not self.shoulder.isChecked())
        lines = [f"{m.name} {m.value:+d}" for m in mods]
        total = sum(m.value for m in mods)
        if result.problem:
            verdict = f"<b>Cannot fire: {result.problem}</b>"
        elif total > AUTOMATIC_MISS_ABOVE:
            verdict = f"<b>= {total}: an automatic miss</b> (it may be called off)"
        else:
            verdict = f"<b>= {total}</b>: {chance_2d6(total):.0%} to hit on 2D6"
        self.verdict.setText("<br>".join(lines) + "<br>" + verdict)


def ask_damage(parent: QWidget, state: GameState, uid: str, location: str
               ) -> RefereeDamage | None:
    """How many points to apply to ``location`` at once (Referee Mode, a right-click on
    one of its circles); None if the referee cancels."""
    unit = state.unit(uid)
    d = state.definition(unit)
    transfer = ("what is left over goes to the next location inward"
                if d.kind is UnitKind.MECH else "nothing transfers from a vehicle's location")
    amount, ok = QInputDialog.getInt(
        parent, "Apply damage",
        f"Points of damage to {unit.name}'s {place(location)} ({transfer}):", 1, 1, 999)
    return RefereeDamage(uid, location, amount) if ok else None


class EditUnitDialog(QDialog):
    """A referee corrects a unit to match the table: where it stands, which way it faces,
    how much ammunition it has used, its MechWarrior's hits, footing and consciousness
    (a 'Mech) or its motive hits (a vehicle). Each change becomes a recorded command."""

    def __init__(self, state: GameState, uid: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.unit = state.unit(uid)
        d = state.definition(self.unit)
        self.setWindowTitle(f"Edit {self.unit.name}")
        form = QFormLayout(self)
        position = self.unit.position
        self.at = QLineEdit(state.board.label(position) if position is not None else "")
        form.addRow("Hex", self.at)
        self.facing = QComboBox()
        for i, name in enumerate(FACING_NAMES):
            self.facing.addItem(f"{i} {name}", i)
        self.facing.setCurrentIndex(self.unit.facing)
        self.facing.setEnabled(not d.kind.is_infantry)
        form.addRow("Facing", self.facing)
        self.ammo: dict[str, QSpinBox] = {}
        for bin_ in d.ammo:
            box = QSpinBox()
            box.setRange(0, bin_.shots)
            box.setValue(self.unit.ammo_used.get(bin_.weapon, 0))
            form.addRow(f"{bin_.weapon} shots used (of {bin_.shots})", box)
            self.ammo[bin_.weapon] = box
        self.pilot_hits = QSpinBox()
        self.pilot_hits.setRange(0, state.rules.physical.mechwarrior_hits - 1)
        self.pilot_hits.setValue(self.unit.pilot_hits)
        self.prone = QCheckBox("Prone")
        self.prone.setChecked(self.unit.prone)
        self.unconscious = QCheckBox("MechWarrior unconscious")
        self.unconscious.setChecked(self.unit.unconscious)
        self.motive = QSpinBox()
        self.motive.setRange(0, d.movement.walk)
        self.motive.setValue(self.unit.motive_hits)
        if d.kind is UnitKind.MECH:
            form.addRow("MechWarrior hits", self.pilot_hits)
            form.addRow(self.prone)
            form.addRow(self.unconscious)
        elif d.kind is UnitKind.VEHICLE:
            form.addRow("Motive hits (Cruising MP lost)", self.motive)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00000;")
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _check(self) -> None:
        try:
            self.commands()
        except ValueError as exc:
            self.problem.setText(str(exc))
            return
        self.accept()

    def commands(self) -> list[Command]:
        """What changed, as commands (the rules still have the last word)."""
        out: list[Command] = []
        at = Hex.from_label(self.at.text())
        facing = self.facing.currentData()
        if at != self.unit.position or facing != self.unit.facing:
            out.append(RefereePlace(self.unit.uid, at, facing))
        for weapon, box in self.ammo.items():
            if box.value() != self.unit.ammo_used.get(weapon, 0):
                out.append(RefereeAmmo(self.unit.uid, weapon, box.value()))
        condition = RefereeCondition(self.unit.uid, self.pilot_hits.value(),
                                     self.prone.isChecked(), self.unconscious.isChecked(),
                                     self.motive.value())
        u = self.unit
        if condition != RefereeCondition(u.uid, u.pilot_hits, u.prone, u.unconscious,
                                         u.motive_hits):
            out.append(condition)
        return out
