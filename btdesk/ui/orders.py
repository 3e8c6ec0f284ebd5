"""The Orders dock: whose turn it is, what to do next, and the controls to do it.

It shows the phase bar, the movement-mode buttons, the to-hit breakdown with a checkbox
per weapon, and the resolve buttons; everything it offers comes from the rules, and
everything it does goes through the controller as a command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from btdesk.hexgrid import FACING_NAMES
from btdesk.model.commands import (
    DeclarePhysical,
    EjectMechWarrior,
    HideUnit,
    MoveUnit,
    SetFormation,
)
from btdesk.model.rule_set import rules_line
from btdesk.model.state import OPTION_NAMES, AssaultStep, MoveMode, Phase
from btdesk.rules import (
    ATTACK_NAMES,
    active_side,
    building_blow_options,
    building_problem,
    eject_problem,
    ejection_modifiers,
    mode_barred,
    mode_mp,
    modes,
    physical_options,
    psr_modifiers,
    secondary_target,
    ties_between,
    unit_line_of_sight,
)
from btdesk.rules import tactical as tac
from btdesk.rules.modules.close_assault import (
    ambush_attacks,
    ambush_played,
    before_play,
    close_assault_played,
    pending,
)

from .controller import TableController
from .events_text import breakdown, phase_name
from .module_panels import MOVEMENT_FIRST, MOVEMENT_PANELS, PHYSICAL_PANELS, WEAPON_PANELS
from .story import StoryPlayer
from .widgets import FitTable, WrapButton, narrow

BUTTONS_PER_ROW = 2
# What the end of a game offers, here and in the Game Over box: (key, button).
AFTER_GAME = (("new", "New Game…"), ("save", "Save As…"), ("print", "Print Record Sheets…"))
PHASE_STYLE = "font-size: 15px; font-weight: bold;"


class OrdersPanel(QWidget):
    afterGame = Signal(str)  # a finished game: "new", "save" or "print"

    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("orders")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        # Which rules this game plays, always in sight: the booklet as printed, or what
        # is added to it (a player holding the booklet meets nothing it never printed
        # without having chosen it).
        self.rules_label = QLabel()
        self.rules_label.setObjectName("rulesLine")
        self.rules_label.setWordWrap(True)
        self.rules_label.setStyleSheet("color: #555555;")
        layout.addWidget(self.rules_label)
        self.phase_label = QLabel()
        self.phase_label.setObjectName("phaseLabel")
        self.phase_label.setStyleSheet(PHASE_STYLE)
        self.phase_label.setWordWrap(True)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00000;")
        layout.addWidget(self.phase_label)
        # The buttons of the moment wrap two to a row: in one row, a fifth button (Jump)
        # widened the dock and shifted the map sideways; three overflowed its width.  They
        # sit above the texts, which grow and shrink as the player clicks: a button below
        # them moved between two clicks.
        self.buttons = QGridLayout()
        layout.addLayout(self.buttons)
        self.choices = QVBoxLayout()  # long lists: physical attacks, maneuvers, tactics
        layout.addLayout(self.choices)
        layout.addWidget(self.error)
        layout.addWidget(self.hint)
        self.table = FitTable(["Fire", "Weapon", "Range", "To-hit", "Chance", "Shots",
                               "Aim at"], stretch=1)
        self.table.horizontalHeader().moveSection(6, 2)  # a weapon's aim beside its name
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(FitTable.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        self.breakdown = QLabel()
        self.breakdown.setWordWrap(True)
        self.breakdown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.breakdown)
        # The last volley of attacks, told one attack at a time (its hits on the map).
        self.story = StoryPlayer("Last volley", "volley")
        layout.addWidget(self.story)
        layout.addStretch(1)
        self.action_buttons: dict[str, QPushButton] = {}
        controller.planChanged.connect(self.refresh)
        controller.refused.connect(self.error.setText)
        for keys, slot in ((QKeySequence(Qt.Key.Key_Return), self._enter),
                           (QKeySequence(Qt.Key.Key_Enter), self._enter),
                           (QKeySequence(Qt.Key.Key_BracketLeft), lambda: controller.turn(-1)),
                           (QKeySequence(Qt.Key.Key_BracketRight), lambda: controller.turn(1))):
            shortcut = QShortcut(keys, self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        self.refresh()

    # --- the buttons of the moment ---------------------------------------------------------------
    def _button(self, key: str, text: str, slot: Callable[..., object],
                listed: bool = False) -> QPushButton:
        # A listed choice is a sentence, and a button of the moment may name a unit
        # ("Resolve Saladin (Ultra Variant)"): each wraps rather than widen the dock.
        button = WrapButton(text)
        button.setObjectName(key)
        button.clicked.connect(slot)
        if listed:
            self.choices.addWidget(button)
        else:
            self._add_to_row(button)
        self.action_buttons[key] = button
        return button

    def choice(self, key: str, text: str, slot: Callable[..., object]) -> QPushButton:
        """A listed choice: a module's panel adds its own here (module_panels.OrdersHost)."""
        return self._button(key, text, slot, listed=True)

    def note(self, text: str) -> None:
        """A line of explanation among the listed choices (cleared with the buttons)."""
        label = QLabel(text)
        label.setWordWrap(True)
        self.choices.addWidget(label)

    def _add_to_row(self, widget: QWidget) -> None:
        n = self.buttons.count()
        self.buttons.addWidget(widget, n // BUTTONS_PER_ROW, n % BUTTONS_PER_ROW)

    def _clear_buttons(self) -> None:
        for box in (self.buttons, self.choices):
            while box.count():
                item = box.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    if widget.hasFocus():
                        # The button just pressed is going: keep the keyboard in the window,
                        # or Enter and [ ] would stop working until the user clicked.
                        self.setFocus()
                    widget.setParent(None)  # gone at once, not at the next event loop turn
                    widget.deleteLater()
        self.action_buttons = {}

    def _enter(self) -> None:
        for key in ("confirm", "declare", "roll", "resolve_all"):
            button = self.action_buttons.get(key)
            if button is not None and button.isEnabled():
                button.click()
                return

    def refresh(self) -> None:
        """Redrawn on every change to the game or the plan; a refusal's reason stays only
        until then, so an old one never stands beside a new situation."""
        self.error.clear()
        c = self.controller
        s = c.state
        self.rules_label.setText(rules_line(s.options, dict(OPTION_NAMES)))
        side = active_side(s)
        who = f" · {s.side(side).name} to act" if side else ""
        self.phase_label.setText(f"Turn {s.turn} · {phase_name(s)}{who}")
        # The acting side's colour beside its name: the counters are told apart by colour.
        # (Qt draws one side's border only after a whole border is declared.)
        self.phase_label.setStyleSheet(
            f"{PHASE_STYLE} border: 0px solid transparent; border-left: 8px solid "
            f"{s.side(side).colour}; padding-left: 6px;" if side else PHASE_STYLE)
        # Two lines kept for the phase, one or two as it happens, so nothing below moves.
        self.phase_label.ensurePolished()
        self.phase_label.setMinimumHeight(2 * self.phase_label.fontMetrics().lineSpacing())
        self._clear_buttons()
        self.table.setRowCount(0)
        self.table.setVisible(False)
        self.breakdown.setText("")
        if s.phase is Phase.GAME_OVER:
            self.hint.setText(f"Game over: {s.side(s.winner).name} wins." if s.winner
                              else "Game over: a draw.")
            for key, label in AFTER_GAME:
                self._button(f"after_{key}", label,
                             lambda _=False, k=key: self.afterGame.emit(k))
        elif s.phase is Phase.INITIATIVE and c.hiding is not None:
            self._hiding(c.hiding)
        elif s.phase is Phase.INITIATIVE:
            self.hint.setText("Roll 2D6 for each side; the loser moves first.")
            self._button("roll", "Roll Initiative", c.roll_initiative)
            if close_assault_played(s.options) and before_play(s):
                for unit in s.units:  # 0204-B: deployed, or in formation (public)
                    if s.definition(unit).kind.is_infantry and not unit.hidden:
                        verb = "Deploy" if unit.formation else "Form up"
                        self._button(f"formation_{unit.uid}", f"{verb} {unit.name}",
                                     lambda _=False, u=unit: c.submit(
                                         SetFormation(u.uid, not u.formation)), True)
                for team in s.sides:
                    if any(s.definition(u).kind.is_infantry for u in s.units_of(team.key)):
                        self._button(f"hide_side_{team.key}",
                                     f"{team.name}: hide infantry (secret)…",
                                     lambda _=False, k=team.key: c.start_hiding(k), True)
        elif s.phase is Phase.SETUP:
            placing = c.selected_unit()
            waiting = [u.name for u in s.units if c.can_act(u)]
            if placing is None:
                self.hint.setText("Set-up: pick a unit to place: " + ", ".join(waiting))
                for u in s.units:
                    if c.can_act(u):
                        self._button(f"pick_{u.uid}", u.name,
                                     lambda _=False, k=u.uid: c.select(k))
            else:
                self.hint.setText(f"Click a shaded hex to place {placing.name}, facing "
                                  f"{FACING_NAMES[c.deploy_facing]} ([ and ] turn).")
        elif s.phase is Phase.MOVEMENT:
            self._movement()
        elif s.phase is Phase.WEAPON_ATTACK:
            if side is not None:
                self._declaration()
            else:
                self._resolution()
        elif s.phase is Phase.PHYSICAL_ATTACK and pending(s):
            self._close_assault()
        elif s.phase is Phase.PHYSICAL_ATTACK:
            self._physical(side)

    def _hiding(self, side: str) -> None:
        """0204-B *Hidden Infantry*, before play: each infantry unit of ``side`` may be
        recorded as hidden where it stands (in the tactical hex chosen), with an ambush
        order under the Ambush option; only that side's player has the screen."""
        c = self.controller
        s = c.state
        if not c.may_see(side):
            self.hint.setText(f"Waiting for {s.side(side).name}'s player.")
            return
        self.hint.setText(f"{s.side(side).name}: choose which infantry hide where they stand. "
                          "Hidden units are off the other side's map until they fire, leave "
                          "cover or are caught in combat.")
        # "The record should note both which 30-meter game hex and which Tactical Hex"
        place = QComboBox()
        place.setObjectName("hide_place")
        narrow(place)
        for h in tac.TACTICAL_HEXES:
            place.addItem(f"in its hex's {tac.name(h)}", h)
        self.choices.addWidget(place)
        for unit in s.units_of(side):
            if not s.definition(unit).kind.is_infantry or unit.hidden or unit.position is None:
                continue
            self._button(f"hide_{unit.uid}", f"Hide {unit.name} in {unit.position.label}",
                         lambda _=False, k=unit.uid: c.submit(HideUnit(k, place.currentData())),
                         True)
            if ambush_played(s.options):
                self._button(f"hideambush_{unit.uid}",
                             f"Hide {unit.name} in {unit.position.label}, ready to ambush",
                             lambda _=False, k=unit.uid: c.submit(
                                 HideUnit(k, place.currentData(), ambush=True)), True)
            for attack in ambush_attacks(s, unit):  # 0204-B anti-'Mech infantry
                self._button(f"hideambush_{attack.value}_{unit.uid}",
                             f"Hide {unit.name} in {unit.position.label}, ready to ambush "
                             f"with a {attack.value} attack",
                             lambda _=False, k=unit.uid, a=attack: c.submit(
                                 HideUnit(k, place.currentData(), ambush=True,
                                          ambush_attack=a)), True)
        self._button("done_hiding", "Done", c.stop_hiding)

    def _physical(self, side: str | None) -> None:
        """Total Warfare physical attacks: every legal choice for each unit in reach, then
        the resolve buttons."""
        c = self.controller
        s = c.state
        if side is None:
            waiting = [d for d in s.physical if not d.resolved]
            self.hint.setText("Every physical attack is declared. Resolve each one.")
            for d in waiting:
                self._button(f"resolve_{d.attacker}", f"Resolve {s.unit(d.attacker).name}",
                             lambda _=False, k=d.attacker: c.resolve(k))
            return
        self.hint.setText("Physical attacks: choose one for each of your units in reach, or "
                          "none. Punches need the arm not to have fired; infantry are only "
                          "kicked (stomped, +3, in the 'Mech's own hex); a building next "
                          "to the 'Mech is hit without a roll.")
        for key in sorted(s.options & PHYSICAL_PANELS.keys()):  # e.g. pulling swarmers off
            PHYSICAL_PANELS[key](self, side)
        for unit in s.units_of(side):
            options = physical_options(s, unit.uid)
            at_buildings = building_blow_options(s, unit.uid)
            if not (options or at_buildings) or s.physical_declaration(unit.uid) is not None:
                continue
            self._button(f"nophysical_{unit.uid}", f"{unit.name}: no physical attack",
                         lambda _=False, k=unit.uid: c.submit(DeclarePhysical(k, None)), True)
            for target, attacks in options:
                what = " + ".join(ATTACK_NAMES[a] for a in attacks)
                key = f"physical_{unit.uid}_{target}_{'_'.join(attacks)}"
                self._button(key, f"{unit.name}: {what} at {s.unit(target).name}",
                             lambda _=False, k=unit.uid, t=target, a=attacks:
                             c.submit(DeclarePhysical(k, t, a)), True)
            for h, attacks in at_buildings:  # Total Warfare: it hits without a roll
                what = " + ".join(ATTACK_NAMES[a] for a in attacks)
                self._button(f"physical_{unit.uid}_{h.label}_{'_'.join(attacks)}",
                             f"{unit.name}: {what} at the building in {h.label} (hits)",
                             lambda _=False, k=unit.uid, b=h, a=attacks:
                             c.submit(DeclarePhysical(k, None, a, building=b)), True)

    def _close_assault(self) -> None:
        """0204-B: what is waiting, and on whom; the maneuvers and tactics themselves are
        chosen in the Close Assault dock, where the hex is drawn."""
        s = self.controller.state
        lines = []
        for eng in s.assaults:
            if eng.step is AssaultStep.DONE:
                continue
            uid = {AssaultStep.ATTACKER_MANEUVER: eng.attacker,
                   AssaultStep.DEFENDER_MANEUVER: eng.defender}.get(eng.step)
            what = (f"{s.unit(uid).name} maneuvers" if uid else
                    "tactics: " + ", ".join(s.unit(u).name for u in eng.units
                                            if eng.tactic(u) is None))
            lines.append(f"Close Assault in {eng.hex.label}, exchange {eng.exchange}: {what}")
        self.hint.setText("Close Assault Phase (BattleTechnology #6; the resolution matrix is "
                          "reconstructed): maneuver and choose tactics in the Close Assault "
                          "dock.")
        self.breakdown.setText("<br>".join(lines))

    def _movement(self) -> None:
        c = self.controller
        for key in sorted(c.state.options & MOVEMENT_FIRST.keys()):
            if MOVEMENT_FIRST[key](self):
                return
        unit = c.selected_unit()
        halt = c.state.halted
        if unit is None:
            self.hint.setText(
                f"{c.state.unit(halt.unit).name} was ambushed: click it, then stay or move "
                f"on with {halt.mp_left} MP." if halt else
                "Click one of your units that has not moved yet.")
            return
        d = c.state.definition(unit)
        if halt is not None:  # 0204-B Ambush: stay, or go on as it was moving
            self._button("stay", "Stay Here", lambda: c.submit(MoveUnit(unit.uid,
                                                                        MoveMode.STATIONARY)))
        for mode in modes(d, c.state.options) if halt is None else (halt.mode,):
            mp = mode_mp(unit, d, mode, c.state) if halt is None else halt.mp_left
            label = mode.name_for(d.kind).title() + (f" ({mp} MP)" if mode is not
                                                     MoveMode.STATIONARY else "")
            button = self._button(f"mode_{mode.value}", label,
                                  lambda _=False, m=mode: c.choose_mode(m))
            button.setCheckable(True)
            button.setChecked(c.mode is mode)
            barred = mode_barred(c.state, unit, mode)
            button.setEnabled((mode is MoveMode.STATIONARY or mp > 0) and barred is None)
            if barred is not None:
                button.setToolTip(barred)
        floors = c.floors()
        for floor in floors:
            label = "Ground floor" if not floor else \
                "Roof" if floor == floors[-1] else f"Floor {floor}"
            button = self._button(f"floor_{floor}", label,
                                  lambda _=False, f=floor: c.choose_floor(f))
            button.setCheckable(True)
            here = c.floor_cost(None)[0]  # where it would end: upstairs from a hill, say
            button.setChecked((here if c.floor is None else c.floor) == floor)
            _, extra, why = c.floor_cost(floor)
            button.setEnabled(why is None)
            button.setToolTip(why or f"+{extra} MP: infantry climb or descend 1 MP a floor "
                              "inside a building (Total Warfare); jumping in below the roof needs "
                              "an anti-'Mech roll")
        confirm = self._button("confirm", "Confirm Move", c.confirm_move)
        confirm.setEnabled(c.plan is not None)
        for n, (text, move) in enumerate(c.assault_moves()):
            self._button(f"assault_{n}", text, lambda _=False, m=move: c.submit(m), True)
        missing = c.assault_missing()
        if missing is not None:
            self.note(missing)
        if halt is None:
            for key in sorted(c.state.options & MOVEMENT_PANELS.keys()):
                MOVEMENT_PANELS[key](self, unit)
        if eject_problem(c.state, unit) is None:  # never for an ambushed 'Mech either
            self._button("eject", "Eject MechWarrior…", lambda: self._eject(unit.uid), True)
        if c.mode is None:
            self.hint.setText(f"{unit.name}: choose how it moves.")
        elif c.plan is None:
            self.hint.setText(f"{unit.name} {c.mode.name_for(d.kind)}s: click a shaded hex "
                              "(the number is its MP cost; into a friend's hex, click beside "
                              "its counter: a click on the counter picks that unit).")
        else:
            reach = c.reach.get(c.plan)
            cost = (reach.cost if reach else 0) + c.floor_cost(c.floor)[1]  # floors climbed
            facing = "" if d.kind.is_infantry else \
                f", facing {FACING_NAMES[c.plan[1]]} ([ and ] turn)"
            self.hint.setText(f"{unit.name} ends in {c.plan[0].label}{facing}, {cost} MP. "
                              "Press Enter or Confirm Move.")

    def _eject(self, uid: str) -> None:
        """Ejecting abandons the 'Mech for good: say what the roll needs, and ask first."""
        state = self.controller.state
        unit = state.unit(uid)
        mods = psr_modifiers(state, unit, "ejection", ejection_modifiers(state, unit))
        listed = breakdown(mods)
        answer = QMessageBox.question(
            self, "Eject?",
            f"{unit.name}'s MechWarrior ejects instead of moving, and the 'Mech is abandoned."
            f"\n\nThe Piloting Skill Roll needs {sum(v for _, v in mods)} ({listed}); a failed "
            "roll costs the MechWarrior a hit.")
        if answer == QMessageBox.StandardButton.Yes:
            self.controller.submit(EjectMechWarrior(uid))

    def _declaration(self) -> None:
        c = self.controller
        unit = c.selected_unit()
        if unit is None:
            self.hint.setText("Click one of your units to declare its attacks "
                              "(or let it hold fire).")
            return
        self._button("no_attack", "No Attack", lambda: c.no_attack())
        for key in sorted(c.state.options & WEAPON_PANELS.keys()):  # e.g. leg/swarm attacks
            WEAPON_PANELS[key](self, unit)
        here = unit.position
        if here is not None and c.building != here and c.state.board.building(here) is not None \
                and building_problem(c.state, unit, here) is None:
            # Seed 003 建物内部で起きる戦闘: from inside, "その建物に対して砲撃をおこなう".
            self._button("at_building_here", f"Fire at the building in {here.label}",
                         lambda: c.choose_building(here))
        if c.target is None and c.building is None:
            self.hint.setText(f"{unit.name}: click an enemy unit, or a building, to target it.")
            return
        if c.building is not None:
            target_name = c.building_name(c.building)
        else:
            target = c.state.unit(c.target)  # type: ignore[arg-type]
            target_name = target.name
            self._split_choice(unit.uid, target.uid)
        self.hint.setText(f"{unit.name} at {target_name}: tick the weapons to fire, then "
                          "Declare.")
        declare = self._button("declare", "Declare", c.declare)
        declare.setEnabled(bool(c.weapons))
        options = c.options()
        weapons = c.state.definition(unit).weapon_instances()
        split = c.may_split()  # seed 003: battle armor aims each weapon type on its own
        self.table.setColumnHidden(6, not split)
        if split:
            self.hint.setText(f"{unit.name} at {target_name}: tick the weapons to fire; a "
                              f"weapon may aim at another enemy ({self._split_modifier()}, "
                              "Total Warfare). Then Declare.")
        self.table.setVisible(True)
        self.table.setRowCount(len(options))
        lines = []
        for row, option in enumerate(options):
            box = QCheckBox()
            box.setEnabled(option.possible)
            box.setChecked(option.weapon in c.weapons)
            box.toggled.connect(lambda on, i=option.weapon: c.toggle_weapon(i, on))
            self.table.setCellWidget(row, 0, box)
            self.table.setItem(row, 1, QTableWidgetItem(weapons[option.weapon].name))
            most = weapons[option.weapon].rapid_fire
            if most and option.possible:  # R2: one shot, or two on the cluster table
                shots = QSpinBox()
                shots.setObjectName(f"shots_{option.weapon}")
                shots.setRange(1, most)
                shots.setValue(c.weapons.get(option.weapon, 1))
                shots.valueChanged.connect(
                    lambda n, i=option.weapon: c.toggle_weapon(i, True, n))
                self.table.setCellWidget(row, 5, shots)
            if split and c.target is not None:
                self.table.setCellWidget(row, 6, self._aim_box(option.weapon, c.target))
            self.table.setItem(row, 2, QTableWidgetItem(str(option.range) if option.possible
                                                        else "—"))
            if option.possible:
                number = option.target_number
                shown = "auto" if option.automatic else f"{number}" + (
                    " (auto miss)" if option.automatic_miss else "")
                self.table.setItem(row, 3, QTableWidgetItem(shown))
                self.table.setItem(row, 4, QTableWidgetItem(f"{option.chance:.0%}"))
                mods = ", ".join(f"{m.name} {m.value:+d}" for m in option.modifiers)
                aimed = c.aims.get(option.weapon)
                at = f" at {c.state.unit(aimed).name}" if aimed else ""
                if option.automatic:  # the one line says why it hits
                    mods, total = option.modifiers[0].name, ""
                else:
                    total = f" = {number}"
                lines.append(f"<b>{weapons[option.weapon].name}</b>{at}: {mods}{total}")
            else:
                item = QTableWidgetItem("—")
                item.setToolTip(option.problem or "")
                self.table.setItem(row, 3, item)
                self.table.setItem(row, 4, QTableWidgetItem("—"))
                lines.append(f"<b>{weapons[option.weapon].name}</b>: cannot fire: "
                             f"{option.problem}")
        # The Shots column only where a weapon may fire more than once.
        self.table.setColumnHidden(5, not any(weapons[o.weapon].rapid_fire and o.possible
                                              for o in options))
        self.table.fit()
        self.breakdown.setText("<br>".join(lines))

    def _split_modifier(self) -> str:
        unit = self.controller.selected_unit()
        value = secondary_target(self.controller.state, unit) if unit is not None else None
        return f"{value:+d}" if value is not None else ""

    def _aim_box(self, weapon: int, target: str) -> QComboBox:
        """The enemies a battle armor weapon may aim at: the declared target first, the
        others at the secondary-target modifier."""
        c = self.controller
        firer = c.selected_unit()
        assert firer is not None
        box = QComboBox()
        box.setObjectName(f"aim_{weapon}")
        narrow(box)
        box.addItem(c.state.unit(target).name, target)
        for other in c.state.units:
            if (other.uid != target and other.active and other.position is not None
                    and not other.hidden and other.side != firer.side):
                box.addItem(f"{other.name} ({other.position.label}, {self._split_modifier()})",
                            other.uid)
        box.setCurrentIndex(max(0, box.findData(c.aims.get(weapon, target))))
        box.currentIndexChanged.connect(
            lambda i, w=weapon, b=box: c.aim(w, b.itemData(i)))
        return box

    def _split_choice(self, attacker: str, target: str) -> None:
        """QSR Line of Sight: where the line runs along a hexside, the target's player
        decides which hex lies along it; offered until a choice holds for the turn."""
        c = self.controller
        s = c.state
        a, t = s.unit(attacker), s.unit(target)
        if a.position is None or t.position is None or (attacker, target) in s.los_choices:
            return
        ties = ties_between(a.position, t.position)
        if not ties:
            return
        default = unit_line_of_sight(s, attacker, target).chosen
        self.split_boxes = []
        for (first, second), pick in zip(ties, default, strict=True):
            box = QComboBox()
            narrow(box)
            for h in (first, second):
                box.addItem(f"{h.label} ({s.board.terrain_at(h).display_name.lower()})"
                            if s.board.contains(h) else s.board.hex_name(h), h)
            box.setCurrentIndex(0 if pick == first else 1)
            self._add_to_row(box)
            self.split_boxes.append(box)
        owner = s.side(t.side).name
        self._button("split", f"{owner} chooses the hexside",
                     lambda: c.submit_choice(attacker, target,
                                             tuple(b.currentData() for b in self.split_boxes)))

    def _resolution(self) -> None:
        c = self.controller
        waiting = [d for d in c.state.declarations if not d.resolved]
        self.hint.setText("Every attack is declared. Resolve each unit's attacks "
                          "(damage takes effect at the end of the phase).")
        for d in waiting:
            name = c.state.unit(d.attacker).name
            self._button(f"resolve_{d.attacker}", f"Resolve {name}",
                         lambda _=False, k=d.attacker: c.resolve(k))
        if len(waiting) > 1:
            self._button("resolve_all", "Resolve All", self.resolve_all)

    def resolve_all(self) -> None:
        """Resolve every declared attack, unit by unit (the Resolve All button)."""
        for d in list(self.controller.state.declarations):
            if not d.resolved and not self.controller.resolve(d.attacker):
                return

