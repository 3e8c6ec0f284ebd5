"""Playing through the widgets: a whole Green game to a victory by clicks and keys, and
record sheets that redraw exactly when their unit changes."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QComboBox, QPushButton
from pytestqt.qtbot import QtBot

from btdesk.hexgrid import Hex, distance
from btdesk.io.slots import Slot
from btdesk.model.commands import DeclareAttack, MoveUnit, ResolveAttacks, RollInitiative
from btdesk.model.state import MoveMode, Phase
from btdesk.rules import active_side, legal_commands, reachable
from btdesk.session.dice import ManualDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow


def table_dice(count: int, purpose: str) -> Sequence[int]:
    """The attacker always hits and the defender always misses; every hit finds the head."""
    if purpose.startswith("initiative: Defender"):
        return [2, 2]
    if purpose.startswith("initiative"):
        return [6, 6]
    if purpose.startswith("to-hit: ENF-4R"):
        return [6, 6]
    if purpose.startswith("to-hit"):
        return [1, 1]
    return [6] * count  # hit locations: 12, the head



def undo(qtbot: QtBot, w: MainWindow) -> None:
    """Undo as at the table: a roll's take-back is allowed by the other player."""
    w._undo()
    if w.handover.taking_back:
        qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)

def show_active(qtbot: QtBot, w: MainWindow) -> MainWindow:
    """Shown and active, as a player's window is: window shortcuts (Enter, [ ]) fire only in
    the active window."""
    from PySide6.QtWidgets import QApplication

    qtbot.addWidget(w)
    with qtbot.waitExposed(w):
        w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    w.view.fit_map()
    return w


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    return show_active(qtbot, MainWindow(Session.from_scenario("green",
                                                               dice=ManualDice(table_dice))))


def click_hex(qtbot: QtBot, window: MainWindow, h: Hex) -> None:
    pos = window.view.mapFromScene(QPointF(*window.scene.layout.center(h)))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_beside(qtbot: QtBot, window: MainWindow, h: Hex) -> None:
    """Click in ``h`` near a corner, clear of any counter: a click on one of your own
    counters picks that unit, so a move into a friend's hex is planned beside it."""
    (cx, cy), (x, y) = window.scene.layout.center(h), window.scene.layout.corners(h)[1]
    pos = window.view.mapFromScene(QPointF(cx + 0.9 * (x - cx), cy + 0.9 * (y - cy)))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_unit(qtbot: QtBot, window: MainWindow, uid: str) -> None:
    """Click a unit's counter where it is drawn: units sharing a hex stand apart."""
    pos = window.view.mapFromScene(window.scene.counters[uid].scenePos())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def press(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """Click a button by name, wherever it is: the Orders dock, the Close Assault dock,
    the hand-over screen."""
    button = window.findChild(QPushButton, name)
    assert button is not None, f"no button {name!r}; hint: {window.orders.hint.text()}"
    assert button.isEnabled(), f"{name} is disabled; hint: {window.orders.hint.text()}"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_whole_green_game_through_the_widgets(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    play_through_widgets(window, qtbot, limit=200)
    state = session.state
    assert state.phase is Phase.GAME_OVER and state.winner == "attacker"
    assert window.orders.phase_label.text().startswith(f"Turn {state.turn} · Game Over")
    assert window.result_box is not None and window.result_box.isVisible()
    assert window.result_box.text() == "Attacker wins."
    assert not window.scene.counters["defender-1"].isVisible()  # removed from the map
    log = window.dice_log.toPlainText()
    assert "GAME OVER: Attacker wins" in log and "roll: hit location" in log
    # Undo steps back through the game, and the map follows.
    window._undo()
    assert session.state.phase is not Phase.GAME_OVER


def play_through_widgets(window: MainWindow, qtbot: QtBot, limit: int = 400) -> None:
    """Drive the game only by what a player can do: clicks on the map and the panel's
    buttons, and keys. Each unit heads for the nearest enemy and fires what it can."""
    session = window.session
    for _ in range(limit):
        state = session.state
        if state.phase is Phase.GAME_OVER:
            return
        side = active_side(state)
        if state.phase is Phase.INITIATIVE:
            press(qtbot, window, "roll")
        elif state.phase is Phase.MOVEMENT:
            unit = next(u for u in state.units_of(side or "") if u.active and u.moved is None)
            enemies = [u for u in state.units if u.side != unit.side and u.active]
            assert unit.position is not None
            click_unit(qtbot, window, unit.uid)
            ends = reachable(state, unit.uid, MoveMode.WALK)
            if not ends:  # a 'Mech on a destroyed leg, or a vehicle with no cruise left
                press(qtbot, window, "mode_stationary")
                qtbot.keyClick(window, Qt.Key.Key_Return)
                continue
            press(qtbot, window, "mode_walk")

            targets = [e.position for e in enemies if e.position is not None]
            best = min({h for h, _ in ends},
                       key=lambda h: (min(distance(h, t) for t in targets),
                                      min(r.cost for (e, _), r in ends.items() if e == h)))
            click_beside(qtbot, window, best)
            assert window.scene.path.points, "the planned path is drawn on the map"
            qtbot.keyClick(window, Qt.Key.Key_BracketRight)  # turn the end facing, then back
            qtbot.keyClick(window, Qt.Key.Key_BracketLeft)
            qtbot.keyClick(window, Qt.Key.Key_Return)
            assert session.state.unit(unit.uid).moved is not None, window.orders.error.text()
        elif state.phase is Phase.WEAPON_ATTACK and side is not None:
            unit = next(u for u in state.units_of(side) if u.active
                        and state.declaration(u.uid) is None)
            assert unit.position is not None
            click_unit(qtbot, window, unit.uid)
            shot = False
            for enemy in sorted((u for u in state.units if u.side != unit.side and u.active),
                                key=lambda u: distance(u.position, unit.position)):
                assert enemy.position is not None
                if enemy.position == unit.position:
                    continue  # sharing a hex: the panel would select our own unit
                window.controller.choose_target(enemy.uid)
                declare = window.orders.findChild(QPushButton, "declare")
                if declare is not None and declare.isEnabled():
                    press(qtbot, window, "declare")
                    shot = True
                    break
            if not shot:
                press(qtbot, window, "no_attack")
        elif state.phase is Phase.WEAPON_ATTACK:
            waiting = [d.attacker for d in state.declarations if not d.resolved]
            press(qtbot, window, "resolve_all" if len(waiting) > 1 else f"resolve_{waiting[0]}")
        elif window.handover.isVisible():
            press(qtbot, window, "handover_ready")
        elif state.phase is Phase.PHYSICAL_ATTACK:
            # Physical attacks, or Close Assault maneuvers and tactics: the first listed
            # choice that is an attack (a blow, a stay-put maneuver, the first tactic).
            names = list(window.orders.action_buttons) + list(window.assault.action_buttons)
            preferred = [n for n in names if n.startswith(("physical_", "ca_confirm",
                                                           "dock_tactic_", "resolve_"))]
            if "dock_lock" in names:  # a tactic that moves the unit: the rules pick where
                preferred = ["dock_lock"]
            assert preferred or names, window.orders.hint.text()
            press(qtbot, window, (preferred or names)[0])
    raise AssertionError(f"no result after {limit} actions (turn {session.state.turn})")


@pytest.mark.parametrize("scenario", ["veteran", "elite"])
def test_vehicles_and_infantry_through_the_widgets(qtbot: QtBot, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   scenario: str) -> None:
    """Vehicles cruise and infantry move (no facing) by the same clicks; a whole training
    game reaches a result."""
    from btdesk.session.dice import SeededDice

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    w = show_active(qtbot, MainWindow(Session.from_scenario(scenario, dice=SeededDice(5))))
    play_through_widgets(w, qtbot, limit=1500)
    assert w.session.state.phase is Phase.GAME_OVER
    assert w.result_box is not None and w.result_box.isVisible()


def test_a_refused_move_says_why(window: MainWindow, qtbot: QtBot) -> None:
    press(qtbot, window, "roll")
    hunchback = window.session.state.unit("defender-1")
    assert hunchback.position is not None
    click_hex(qtbot, window, hunchback.position)
    press(qtbot, window, "mode_walk")
    far = Hex.from_label("0801")
    click_hex(qtbot, window, far)  # out of reach: no plan
    assert window.controller.plan is None
    window.controller.confirm_move()
    assert "choose a unit, a movement mode and where it ends" in window.orders.error.text()


def test_the_unit_the_orders_are_about_is_ringed_in_its_sides_colour(
        window: MainWindow, qtbot: QtBot) -> None:
    """A click on a unit rings its hex on the map, and the phase bar carries the acting
    side's colour (the counters are told apart by colour)."""
    press(qtbot, window, "roll")
    assert window.scene.selection.hexes == []
    hunchback = window.session.state.unit("defender-1")
    assert hunchback.position is not None
    click_hex(qtbot, window, hunchback.position)
    assert window.scene.selection.hexes == [hunchback.position]
    assert "#0072B2" in window.orders.phase_label.styleSheet()  # the Defender's blue


def test_record_sheets_redraw_only_when_their_unit_changes(window: MainWindow,
                                                           qtbot: QtBot) -> None:
    from btdesk.session.game import Changes

    sheets = window.sheets
    sheets.show_unit("defender-1")
    view = sheets.views["defender-1"]
    qtbot.waitUntil(lambda: view.paints > 0)
    qtbot.wait(300)  # let the first layout passes settle
    before = view.paints
    window.controller.bridge.changed.emit(Changes(frozenset({"attacker-1"})))
    qtbot.wait(50)
    assert view.paints == before
    window.controller.bridge.changed.emit(Changes(frozenset({"defender-1"})))
    qtbot.waitUntil(lambda: view.paints > before)


def test_a_referee_ticks_a_circle_on_the_sheet(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtCore import QPoint

    from btdesk.printing.record_sheet import sheet_layout
    from btdesk.ui.sheet_view import MARGIN_MM

    sheets = window.sheets
    sheets.show_unit("defender-1")
    view = sheets.views["defender-1"]
    qtbot.waitUntil(lambda: view.paints > 0)
    state = window.session.state
    hbk = state.unit("defender-1")
    block = next(b for b in sheet_layout(state.definition(hbk), hbk).blocks if b.location == "LA")
    circle = block.circles[0]
    at = QPoint(round((circle.x + MARGIN_MM) * view.scale()),
                round((circle.y + MARGIN_MM) * view.scale()))
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at)
    assert window.session.state.unit("defender-1").damage == {}  # not in referee mode
    window.referee_action.setChecked(True)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at)
    assert window.session.state.unit("defender-1").damage == {"LA": 1}
    assert "Referee: HBK-4G Hunchback LA, 1 ticked" in window.dice_log.toPlainText()
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at)  # the ticked circle: untick
    assert window.session.state.unit("defender-1").damage == {"LA": 0}
    window._undo()
    assert window.session.state.unit("defender-1").damage == {"LA": 1}


def test_a_referee_types_the_dice(window: MainWindow, qtbot: QtBot,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A new game with manual dice asks for each roll; a cancelled roll changes nothing."""
    from btdesk.ui import dialogs

    answers = [[3, 4], [6, 5], None]
    asked: list[str] = []

    def fake_exec(self: dialogs.DiceDialog) -> int:
        asked.append(self.findChild(dialogs.QLabel).text())
        values = answers.pop(0)
        if values is None:
            return dialogs.QDialog.DialogCode.Rejected
        for box, v in zip(self.boxes, values, strict=True):
            box.setValue(v)
        return dialogs.QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.DiceDialog, "exec", fake_exec)
    window.start_game("veteran", False, (dialogs.MANUAL_DICE,))
    assert window.session.scenario.key == "veteran"
    press(qtbot, window, "roll")
    assert "initiative: Defender" in asked[0] and "initiative: Attacker" in asked[1]
    assert window.session.state.initiative == ("defender", "attacker")  # 7 loses to 11
    assert "roll: initiative: Attacker: 6 + 5 = 11" in window.dice_log.toPlainText()


def test_a_cancelled_roll_is_refused(window: MainWindow, qtbot: QtBot,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from btdesk.ui import dialogs

    monkeypatch.setattr(dialogs.DiceDialog, "exec",
                        lambda self: dialogs.QDialog.DialogCode.Rejected)
    window.start_game("green", False, (dialogs.MANUAL_DICE,))
    before = window.session.state
    press(qtbot, window, "roll")
    assert window.session.state is before
    assert "no dice were typed" in window.orders.error.text()


def test_rapid_fire_shots_and_the_log_export(qtbot: QtBot, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """R2 weapons offer one or two shots in the to-hit table; the dice log can be saved."""
    from PySide6.QtWidgets import QSpinBox

    from btdesk.model.commands import DeployUnit, MoveUnit, RollInitiative

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("veteran", dice=ManualDice(table_dice), free_deployment=True)
    # Column 16 is clear from end to end: the Hermes sees the Cicada 15 hexes away.
    for uid, label, facing in (("defender-1", "1616", 0), ("defender-2", "1416", 0),
                               ("attacker-1", "1601", 3), ("attacker-2", "1401", 3)):
        session.submit(DeployUnit(uid, Hex.from_label(label), facing))
    session.submit(RollInitiative())
    while session.state.phase is Phase.MOVEMENT:
        side = active_side(session.state)
        unit = next(u for u in session.state.units_of(side or "") if u.moved is None)
        session.submit(MoveUnit(unit.uid, MoveMode.STATIONARY))
    w = MainWindow(session)
    qtbot.addWidget(w)
    w.show()
    w.controller.select("defender-1")
    w.controller.choose_target("attacker-1")
    spin = w.orders.findChild(QSpinBox, "shots_2")  # the Ultra AC/5
    assert spin is not None and spin.maximum() == 2
    spin.setValue(2)
    assert w.controller.weapons[2] == 2
    press(qtbot, w, "declare")
    declared = session.state.declaration("defender-1")
    assert declared is not None and any(f.weapon == 2 and f.shots == 2 for f in declared.weapons)
    target = tmp_path / "log.txt"
    monkeypatch.setattr("btdesk.ui.game_files.QFileDialog.getSaveFileName",
                        lambda *a: (str(target), ""))
    w._export_log()
    assert "declares" in target.read_text()


def _split_pair(state) -> tuple[Hex, Hex]:
    """An attacker hex on the north edge and a target hex in the south zone, both clear,
    whose line runs along a hexside somewhere and is not blocked."""
    from btdesk.hexgrid import line
    from btdesk.model.board import Terrain
    from btdesk.rules import line_of_sight

    board = state.board
    for a in (Hex.from_offset(c, 1) for c in range(1, 17)):
        for t in (Hex.from_offset(c, r) for c in range(1, 17) for r in (15, 16, 17)):
            if (board.terrain_at(a) is Terrain.CLEAR and board.terrain_at(t) is Terrain.CLEAR
                    and any(not isinstance(s, Hex) for s in line(a, t))
                    and not line_of_sight(state, a, t).blocked):
                return a, t
    raise AssertionError("the default map has no such pair")


def test_the_target_player_chooses_a_split_line_of_sight(qtbot: QtBot, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """QSR Line of Sight: along a hexside the target's player decides which hex counts,
    and the choice holds for the turn."""
    from PySide6.QtWidgets import QComboBox

    from btdesk.hexgrid import line
    from btdesk.model.commands import DeclareAttack, DeployUnit, MoveUnit, RollInitiative

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("green", dice=ManualDice(table_dice), free_deployment=True)
    north, south = _split_pair(session.state)
    session.submit(DeployUnit("defender-1", south, 0))
    session.submit(DeployUnit("attacker-1", north, 3))
    session.submit(RollInitiative())
    session.submit(MoveUnit("defender-1", MoveMode.STATIONARY))
    session.submit(MoveUnit("attacker-1", MoveMode.STATIONARY))
    session.submit(DeclareAttack("defender-1", None))  # the initiative loser declares first
    w = MainWindow(session)
    qtbot.addWidget(w)
    w.show()
    ties = [s for s in line(north, south) if not isinstance(s, Hex)]
    w.controller.select("attacker-1")
    w.controller.choose_target("defender-1")
    boxes = w.orders.findChildren(QComboBox)
    assert ties and len(boxes) == len(ties)
    boxes[0].setCurrentIndex(1 - boxes[0].currentIndex())
    chosen = boxes[0].currentData()
    press(qtbot, w, "split")
    assert session.state.los_choices[("attacker-1", "defender-1")][0] == chosen
    assert w.orders.findChildren(QComboBox) == []  # the choice holds for the turn
    assert w.controller.target == "defender-1"  # and the attack can be declared next


EDGE_SCENARIO = """format: btdesk-scenario
version: 1
title: Along the Edge
map: default
victory: last_side_standing
sides:
  - key: defender
    name: Defender
    colour: "#0072B2"
    sets_up_first: true
    deployment: {edge: north, depth: 1}
    units:
      - {sheet: hbk-4g-hunchback, at: "1301", facing: 0}
  - key: attacker
    name: Attacker
    colour: "#E69F00"
    deployment: {edge: north, depth: 1}
    units:
      - {sheet: enf-4r-enforcer, at: "0501", facing: 3}
"""


def test_a_line_along_the_map_edge_names_the_side_beyond_it(qtbot: QtBot, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    """0501 to 1301 runs along the hexsides between row 1 and the hexes beyond the top
    edge: the target's player is offered "off the map" for each, the choice is made and
    told in the log, and no hex beyond the map is ever asked for its label."""
    from btdesk.model.commands import DeclareAttack, RollInitiative
    from btdesk.ui.events_text import describe

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    scenario = tmp_path / "edge.yaml"
    scenario.write_text(EDGE_SCENARIO, encoding="utf-8")
    session = Session.from_scenario(scenario, dice=ManualDice(table_dice))
    session.submit(RollInitiative())
    session.submit(MoveUnit("defender-1", MoveMode.STATIONARY))
    session.submit(MoveUnit("attacker-1", MoveMode.STATIONARY))
    session.submit(DeclareAttack("defender-1", None))
    w = MainWindow(session)
    qtbot.addWidget(w)
    w.show()
    w.controller.select("attacker-1")
    w.controller.choose_target("defender-1")
    boxes = w.orders.findChildren(QComboBox)
    assert boxes and all("off the map" in [b.itemText(i) for i in range(b.count())]
                         for b in boxes)
    boxes[0].setCurrentIndex([boxes[0].itemText(i) for i in range(2)].index("off the map"))
    press(qtbot, w, "split")
    told = [describe(e, session.state) for entry in session.log for e in entry.events]
    assert any("runs through off the map" in (line or "") for line in told)


def test_the_orders_panel_follows_changes_from_anywhere(window: MainWindow) -> None:
    """A command that does not come through the panel (here: straight to the session)
    still updates it."""
    from btdesk.model.commands import RollInitiative

    window.session.submit(RollInitiative())
    assert "Movement" in window.orders.phase_label.text()


def test_the_referees_ruler_and_calculator(window: MainWindow, qtbot: QtBot) -> None:
    """The ruler at the game's table scale (by default Total Warfare's 2 inches a hex);
    the calculator uses the engine's modifiers (the seed's Cicada example: 7, 58% on
    2D6)."""
    window.ruler_action.setChecked(True)
    click_hex(qtbot, window, Hex.from_label("0808"))
    end = QPointF(*window.scene.layout.center(Hex.from_label("0812")))
    qtbot.mouseMove(window.view.viewport(), window.view.mapFromScene(end))
    assert window.statusBar().currentMessage() == (
        "Ruler 0808 → 0812: 4 hexes = 120 m = 8\" (20.3 cm) on the table at Total "
        "Warfare's miniature scale, 2 inches a hex")
    assert window.controller.selected is None  # ruler clicks select nothing
    window.ruler_action.setChecked(False)
    window._calculator()
    calc = window.calculator
    calc.bracket.setCurrentIndex(1)
    calc.attacker.setCurrentIndex(1)
    assert "<b>= 7</b>: 58% to hit" in calc.verdict.text()
    calc.cover.setChecked(True)  # 0204-B Fire From Outside the Hex: +1
    assert "Partial cover (a friendly unit between) +1" in calc.verdict.text()
    assert "<b>= 8</b>" in calc.verdict.text()
    calc.cover.setChecked(False)
    calc.light.setValue(1)
    calc.heavy.setValue(1)
    assert "Cannot fire: no line of sight" in calc.verdict.text()


def test_undo_and_redo_are_enabled_only_when_there_is_something(window: MainWindow,
                                                                 qtbot: QtBot) -> None:
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    press(qtbot, window, "roll")
    assert window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    window.undo_action.trigger()
    assert not window.undo_action.isEnabled() and window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert "Movement" in window.orders.phase_label.text()


def test_the_keyboard_stays_in_the_window_after_a_panel_button(window: MainWindow,
                                                                qtbot: QtBot) -> None:
    """Pressing a panel button rebuilds the panel; the focus must not leave with the old
    button, or Enter and [ ] stop working."""
    from PySide6.QtWidgets import QApplication

    press(qtbot, window, "roll")
    window.orders.findChild(QPushButton, "mode_walk")  # rebuilt panel
    focus = QApplication.focusWidget()
    assert focus is None or window.isAncestorOf(focus) or focus is window


@pytest.mark.parametrize(("answer", "replaced"), [("Cancel", False), ("Discard", True)])
def test_an_unsaved_game_is_never_replaced_without_asking(window: MainWindow, qtbot: QtBot,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          answer: str, replaced: bool) -> None:
    from PySide6.QtWidgets import QMessageBox

    from btdesk.ui import dialogs

    asked: list[str] = []

    def question(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return getattr(QMessageBox.StandardButton, answer)

    monkeypatch.setattr("btdesk.ui.main_window.QMessageBox.question", question)
    monkeypatch.setattr(dialogs.NewGameDialog, "exec", lambda self: 1)
    assert not window.unsaved
    press(qtbot, window, "roll")
    assert window.unsaved
    game = window.session
    window._new_game()
    assert asked and "not saved" in asked[0]
    assert (window.session is not game) is replaced


def test_closing_asks_and_saving_clears_the_question(window: MainWindow, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     qtbot: QtBot) -> None:
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr("btdesk.ui.main_window.QMessageBox.question",
                        lambda *a: QMessageBox.StandardButton.Cancel)
    press(qtbot, window, "roll")
    event = QCloseEvent()
    window.closeEvent(event)
    assert not event.isAccepted()  # cancelled: the window stays
    assert window.save_to(tmp_path / "g.btdesk.yaml")
    assert not window.unsaved
    window.undo_action.trigger()
    window.redo_action.trigger()
    assert not window.unsaved  # back where it was saved


def test_a_new_autosave_keeps_the_previous_game(slot: Slot) -> None:
    from btdesk.session.autosave import Autosaver

    first = Session.from_scenario("green", seed=1)
    Autosaver(first, slot).close()
    Autosaver(Session.from_scenario("veteran", seed=1), slot)
    assert "veteran" in slot.game.read_text()
    assert "green" in (slot.folder / "previous.btdesk.yaml").read_text()


def test_a_referee_edits_a_unit_to_match_the_table(window: MainWindow,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from btdesk.ui import referee_tools

    def fill(self: referee_tools.EditUnitDialog) -> int:
        self.at.setText("0810")
        self.facing.setCurrentIndex(2)
        self.ammo["Autocannon 20"].setValue(3)
        self.pilot_hits.setValue(1)
        self.prone.setChecked(True)
        return 1

    monkeypatch.setattr(referee_tools.EditUnitDialog, "exec", fill)
    window._edit_unit("defender-1")
    assert window.session.state.unit("defender-1").position == Hex.from_label("0815")  # off
    window.referee_action.setChecked(True)
    window._edit_unit("defender-1")
    hbk = window.session.state.unit("defender-1")
    assert (hbk.position, hbk.facing) == (Hex.from_label("0810"), 2)
    assert hbk.ammo_used == {"Autocannon 20": 3}
    assert (hbk.pilot_hits, hbk.prone, hbk.unconscious) == (1, True, False)
    assert "Referee: HBK-4G Hunchback's MechWarrior has 1 hit(s), the 'Mech prone" in \
        window.dice_log.toPlainText()
    assert window.scene.counters["defender-1"].pos() == QPointF(
        *window.scene.layout.center(Hex.from_label("0810")))
    log = window.dice_log.toPlainText()
    assert "Referee: HBK-4G Hunchback placed in 0810 facing SE" in log
    assert "has used 3 Autocannon 20 shots" in log


def test_a_mech_jumps_through_the_widgets(qtbot: QtBot, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from support import jump_scenario

    from btdesk.model.commands import RollInitiative

    user, scenario = jump_scenario(tmp_path)
    monkeypatch.setenv("BTDESK_USER_DIR", str(user))
    session = Session.from_scenario(scenario, dice=ManualDice(table_dice))
    w = show_active(qtbot, MainWindow(session))
    session.submit(RollInitiative())  # the defender moves first
    click_hex(qtbot, w, Hex.from_label("0815"))
    press(qtbot, w, "mode_stationary")
    qtbot.keyClick(w, Qt.Key.Key_Return)
    click_hex(qtbot, w, Hex.from_label("0901"))
    press(qtbot, w, "mode_jump")
    click_hex(qtbot, w, Hex.from_label("0904"))
    qtbot.keyClick(w, Qt.Key.Key_BracketRight)
    qtbot.keyClick(w, Qt.Key.Key_Return)
    jumper = session.state.unit("attacker-1")
    assert jumper.position == Hex.from_label("0904") and jumper.moved is not None
    assert jumper.moved.mode is MoveMode.JUMP
    assert jumper.facing == 1  # every landing facing costs the same: 0 first, then ] to 1


def test_a_green_game_with_physical_attacks_through_the_widgets(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With Total Warfare physical attacks on, the Physical Attack Phase is played from the
    Orders panel's buttons, and the dice log shows the blows."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    from btdesk.session.dice import SeededDice
    w = show_active(qtbot, MainWindow(Session.from_scenario(
        "green", dice=SeededDice(2), options=("physical_attacks",))))
    play_through_widgets(w, qtbot, limit=400)
    assert w.session.state.phase is Phase.GAME_OVER
    kinds = {type(e.command).__name__ for e in w.session.log}
    assert "DeclarePhysical" in kinds, "adjacent units were offered physical attacks"
    assert "punch" in w.dice_log.toPlainText() or "kick" in w.dice_log.toPlainText()


def test_a_close_assault_through_the_widgets(qtbot: QtBot, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """0204-B through the Close Assault dock: a unit planned next to an enemy is offered
    "Enter" and "Charge"; the dock opens with the hex drawn; the attacker's steps are built
    by buttons and previewed; the defender's free shift is a click on the inset; each
    side's tactic waits behind a hand-over screen; the log hides a locked tactic until both
    are revealed; the resolution is played back a step at a time."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    from btdesk.hexgrid import neighbor
    from btdesk.model.commands import DeclareAttack, MoveUnit, RefereePlace, RollInitiative
    from btdesk.rules import tactical as tac
    from btdesk.session.dice import SeededDice
    session = Session.from_scenario("green", dice=SeededDice(4), options=("close_assault",))
    session.submit(RollInitiative())
    state = session.state
    mover = state.units_of(state.initiative[0])[0]
    enemy = next(u for u in state.units if u.side != mover.side)
    assert enemy.position is not None
    beside = neighbor(enemy.position, 3)  # a referee puts it just south, facing north
    session.submit(RefereePlace(mover.uid, beside, 0))
    w = show_active(qtbot, MainWindow(session))
    assert not w.assault_dock.isVisible()
    click_hex(qtbot, w, beside)
    press(qtbot, w, "mode_walk")
    w.controller.plan = (beside, 0)
    w.controller.planChanged.emit()
    assert [b.text() for k, b in w.orders.action_buttons.items() if k.startswith("assault_")] == [
        f"Enter {enemy.position.label} (Close Assault)", f"Charge into {enemy.position.label}"]
    press(qtbot, w, "assault_0")
    assert session.state.assaults
    assert w.assault_dock.isVisible(), "the dock opens when a Close Assault starts"
    # It opens tall (inset, tactics, steps) and scrolls rather than squeezing its widgets
    # on top of one another in a short dock.
    assert w.assault_dock.height() > w.dice_dock.height()
    from PySide6.QtWidgets import QScrollArea
    assert isinstance(w.assault_dock.widget(), QScrollArea)
    a, b = w.scene.counters[mover.uid], w.scene.counters[enemy.uid]
    assert a.pos() != b.pos()  # both counters show in the shared hex
    for side in session.state.initiative:  # nothing to fire at from inside the hex
        session.submit(DeclareAttack(session.state.units_of(side)[0].uid, None))
    assert session.state.phase is Phase.PHYSICAL_ATTACK
    dock = w.assault
    eng = session.state.assaults[0]
    assert eng.places[mover.uid] == tac.approach_hex(3)  # from the south
    assert set(dock.inset.counters) == {mover.uid, enemy.uid}
    # The attacker steps forward: previewed, then sent.
    press(qtbot, w, "ca_F")
    assert session.state.assaults[0].places[mover.uid] == tac.approach_hex(3)
    assert "forward" in dock.hint.text() and "1 of" in dock.hint.text()
    press(qtbot, w, "ca_confirm")
    assert session.state.assaults[0].places[mover.uid] == tac.ring_hex(3)
    # The defender's free shift: a click on a marked hex of the inset.
    eng = session.state.assaults[0]
    marks = dock.shift_marks(eng, enemy.uid)
    assert set(marks) == set(tac.shift_hexes(eng.places[enemy.uid],
                                             eng.facings[enemy.uid])) - {eng.places[mover.uid]}
    target = marks[0]
    x, y = dock.inset.layout_.center(target)
    qtbot.mouseClick(dock.inset.viewport(), Qt.MouseButton.LeftButton,
                     pos=dock.inset.mapFromScene(QPointF(x, y)))
    assert dock.shift == target
    press(qtbot, w, "ca_confirm")
    assert session.state.assaults[0].places[enemy.uid] == target
    # Tactics: a hand-over screen before each side's secret choice.
    assert w.handover.isVisible()
    first = w.handover.side
    assert w.handover.title.text().startswith(f"Pass to {session.state.side(first).name} (")
    assert not [k for k in dock.action_buttons if k.startswith("dock_tactic_")]
    press(qtbot, w, "handover_ready")
    assert not w.handover.isVisible()
    mine = [k for k in dock.action_buttons if k.startswith("dock_tactic_")]
    owners = {k[len("dock_tactic_"):].rsplit("_", 1)[0] for k in mine}
    assert mine and {session.state.unit(u).side for u in owners} == {first}
    letter = "a" if first == enemy.side else "B"
    press(qtbot, w, f"dock_tactic_{(enemy if first == enemy.side else mover).uid}_{letter}")
    assert "locks in a tactic" in w.dice_log.toPlainText()
    assert "Tactics revealed" not in w.dice_log.toPlainText()
    assert w.handover.isVisible() and w.handover.side != first
    press(qtbot, w, "handover_ready")
    other = mover if first == enemy.side else enemy
    press(qtbot, w, f"dock_tactic_{other.uid}_{'B' if other is mover else 'a'}")
    assert "Tactics revealed" in w.dice_log.toPlainText()
    # The resolution, step by step: the log holds what is not yet told (issue 14).
    story = dock.story
    assert story.list.count() == 1 and "Tactics revealed" in story.list.item(0).text()
    if story.next_step.isEnabled():
        untold = story.steps[-1].lines[-1]
        assert not w.dice_log.toPlainText().endswith(untold)
        press(qtbot, w, "assault_next")
        assert story.list.count() == 2
        press(qtbot, w, "assault_all")
        assert w.dice_log.toPlainText().endswith(untold)
    assert story.list.count() == len(story.steps) and not story.next_step.isEnabled()
    moves = [e.command for e in session.log if isinstance(e.command, MoveUnit)]
    assert moves[-1].close_assault == "enter"


def test_game_options_are_shown_for_an_open_game(window: MainWindow) -> None:
    """An open game's options (fixed for its history) are listed, not just chosen at New
    Game."""
    text = window.game_options_text()
    assert "Quick-Start Rules" in text and "Scenario:" in text and "typed in by a referee" in text
    assert "Close Assault" not in text


def test_hand_over_screens_can_be_turned_off(window: MainWindow) -> None:
    """A referee (or one player on both sides) sees every choice: no hand-over screens."""
    window.handover_action.setChecked(False)
    assert window.controller.may_see("attacker") and window.controller.may_see("defender")
    window.handover_action.setChecked(True)
    assert not window.controller.may_see("attacker")



def test_hidden_infantry_in_hot_seat(qtbot: QtBot, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """0204-B Hidden Infantry at one screen: the Defender's player takes the screen (a
    hand-over), records a platoon as hidden, and from then on the map, the roster and the
    record sheets show it only while the Defender's player has the screen."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    from btdesk.session.dice import SeededDice
    session = Session.from_scenario("elite", dice=SeededDice(3), options=("close_assault",))
    w = show_active(qtbot, MainWindow(session))
    platoon = next(u for u in session.state.units_of("defender")
                   if u.sheet == "machine-gun-motorized-platoon")
    w.resizeDocks([w.orders_dock], [120], Qt.Orientation.Horizontal)  # as narrow as it goes
    press(qtbot, w, "hide_side_defender")
    assert w.handover.isVisible() and w.handover.side == "defender"
    press(qtbot, w, "handover_ready")
    place = w.orders.findChild(QComboBox, "hide_place")
    # The long "Hide ... ready to ambush" buttons widen the dock, never clipped by its
    # scroll area.
    qtbot.waitUntil(lambda: w.orders.width() >= w.orders.minimumSizeHint().width())
    assert w.orders.width() <= w.orders_dock.widget().viewport().width()
    place.setCurrentIndex(4)  # a ring tactical hex: the secret record keeps it
    wanted = place.currentData()
    press(qtbot, w, f"hide_{platoon.uid}")
    assert session.state.unit(platoon.uid).hidden
    assert session.state.unit(platoon.uid).hidden_in == wanted
    assert w.scene.counters[platoon.uid].isVisible()  # its own side sees it
    press(qtbot, w, "done_hiding")
    assert not w.handover.isVisible() and w.controller.viewer is None
    counter = w.scene.counters[platoon.uid]
    assert not counter.isVisible()
    roster = [w.roster.topLevelItem(i).child(j).text(0)
              for i in range(w.roster.topLevelItemCount())
              for j in range(w.roster.topLevelItem(i).childCount())]
    assert platoon.name not in roster
    tab = list(w.sheets.views).index(platoon.uid)
    assert not w.sheets.isTabVisible(tab)
    # Nor can its sheet be printed or exported by whoever has the screen now.
    w._fill_export()
    assert not [a for a in w.export_menu.actions() if a.text() == f"{platoon.name}…"]
    assert len(w.sheet_pages()) == len(session.state.units) - 1
    assert "Defender records a hidden unit (secret)" in w.dice_log.toPlainText()
    assert platoon.position.label not in w.dice_log.toPlainText().split("secret")[-1]
    press(qtbot, w, "roll")
    for _ in range(12):  # the Defender's turns need the screen; the Attacker's hide it
        side = active_side(session.state)
        if side == "defender":
            assert w.handover.isVisible() or w.controller.viewer == "defender"
            if w.handover.isVisible():
                press(qtbot, w, "handover_ready")
            assert counter.isVisible()
        else:
            assert not w.handover.isVisible(), w.handover.side
            assert not counter.isVisible(), (w.controller.viewer, w.controller.wanted_viewer(), side)
        unit = next(u for u in session.state.units_of(side or "") if u.moved is None)
        w.controller.submit(MoveUnit(unit.uid, MoveMode.STATIONARY))
        if session.state.phase is not Phase.MOVEMENT:
            break


def test_an_ambushed_mech_stays_through_the_panel(qtbot: QtBot, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """0204-B Special Infantry Ambush: the 'Mech stopped by hidden infantry is the only unit
    that may act; the panel offers "Stay Here" and moving on with the MP it has left."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    from btdesk.hexgrid import neighbor
    from btdesk.model.commands import HideUnit, RefereePlace, RollInitiative
    from btdesk.session.dice import SeededDice
    session = Session.from_scenario("elite", dice=SeededDice(3),
                                    options=("close_assault", "infantry_ambush"))
    state = session.state
    platoon = next(u for u in state.units_of("defender")
                   if u.sheet == "machine-gun-motorized-platoon")
    session.submit(HideUnit(platoon.uid, ambush=True))
    session.submit(RollInitiative())
    if active_side(session.state) == "defender":  # the platoon's side moved first
        first = next(u for u in session.state.units_of("defender") if u.uid != platoon.uid)
        session.submit(MoveUnit(first.uid, MoveMode.STATIONARY))
    mech = next(u for u in session.state.units_of("attacker")
                if session.state.definition(u).kind.value == "mech")
    assert platoon.position is not None and active_side(session.state) == "attacker"
    start = neighbor(neighbor(platoon.position, 0), 0)  # two hexes north, facing south
    session.submit(RefereePlace(mech.uid, start, 3))
    w = show_active(qtbot, MainWindow(session))
    w.handover_action.setChecked(False)  # a referee at the table sees everything
    w.controller.submit(MoveUnit(mech.uid, MoveMode.WALK, ("F", "F", "F")))
    halt = session.state.halted
    assert halt is not None and halt.unit == mech.uid
    assert "REVEALED" in w.dice_log.toPlainText() and "sprang an ambush" in w.dice_log.toPlainText()
    assert "was ambushed" in w.orders.hint.text()
    click_hex(qtbot, w, platoon.position)
    assert w.controller.selected == mech.uid
    assert [k for k in w.orders.action_buttons if k.startswith("mode_")] == ["mode_walk"]
    press(qtbot, w, "stay")
    assert session.state.halted is None


def test_a_crowded_close_assault_through_the_dock(qtbot: QtBot, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """0204-B Multiple BattleMech Combat in the dock: two attackers in one assault; the
    attackers' player picks which maneuvers first, each unit names its target when there
    are several, and the map shows every counter in the hex."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    from btdesk.hexgrid import neighbor
    from btdesk.model.commands import DeclareAttack, RefereePlace, RollInitiative
    from btdesk.rules.modules.close_assault import maneuvers
    from btdesk.rules.modules.close_assault import procedure as ca
    from btdesk.session.dice import SeededDice
    session = Session.from_scenario("elite", dice=SeededDice(8), options=("close_assault",))
    session.submit(RollInitiative())
    mover_side = active_side(session.state) or ""
    other = next(s.key for s in session.state.sides if s.key != mover_side)
    mechs = [u for u in session.state.units_of(mover_side)
             if session.state.definition(u).kind.value in ("mech", "vehicle")][:2]
    target = next(u for u in session.state.units_of(other)
                  if session.state.definition(u).kind.value == "mech")
    assert target.position is not None
    board, taken = session.state.board, {u.position for u in session.state.units}
    sides = [d for d in range(6) if board.contains(neighbor(neighbor(target.position, d), d))
             and neighbor(neighbor(target.position, d), d) not in taken
             and neighbor(target.position, d) not in taken][:2]
    for d, unit in zip(sides, mechs, strict=True):
        start = neighbor(neighbor(target.position, d), d)
        session.submit(RefereePlace(unit.uid, start, (d + 3) % 6))
    w = show_active(qtbot, MainWindow(session))
    w.handover_action.setChecked(False)  # one referee at the screen
    session_moves = 0
    while session.state.phase is Phase.MOVEMENT:
        side = active_side(session.state)
        unit = next(u for u in session.state.units_of(side or "") if u.moved is None
                    and session.state.engagement(u.uid) is None)
        if unit.uid in {m.uid for m in mechs}:
            w.controller.submit(MoveUnit(unit.uid, MoveMode.WALK, ("F", "F"), "enter"))
            session_moves += 1
        else:
            w.controller.submit(MoveUnit(unit.uid, MoveMode.STATIONARY))
    assert session_moves == 2
    eng = session.state.assaults[0]
    assert len(eng.units) == 3 and eng.joined
    counters = [w.scene.counters[u] for u in eng.units]
    assert len({(c.pos().x(), c.pos().y()) for c in counters}) == 3  # all three show
    while session.state.phase is Phase.WEAPON_ATTACK:
        side = active_side(session.state)
        if side is None:
            break
        unit = next(u for u in session.state.units_of(side) if session.state.declaration(u.uid)
                    is None)
        session.submit(DeclareAttack(unit.uid, None))
    assert session.state.phase is Phase.PHYSICAL_ATTACK
    dock = w.assault
    # Set-up: a unit placed anew by a click on a marked hex of the inset.
    press(qtbot, w, "ca_place")
    placed = dock.findChild(QComboBox, "place_unit").currentData()
    spot = next(h for h in ca.placements(session.state, placed)
                if h != session.state.assaults[0].places[placed])
    x, y = dock.inset.layout_.center(spot)
    qtbot.mouseClick(dock.inset.viewport(), Qt.MouseButton.LeftButton,
                     pos=dock.inset.mapFromScene(QPointF(x, y)))
    assert session.state.assaults[0].places[placed] == spot
    press(qtbot, w, "ca_place")  # done placing: back to the maneuvers
    pick = dock.findChild(QComboBox, "ca_unit")
    assert pick is not None and pick.count() == 2
    pick.setCurrentIndex(1)  # the second attacker maneuvers first
    second = pick.itemData(1)
    press(qtbot, w, "ca_confirm")
    assert maneuvers.has_maneuvered(session.state, session.state.assaults[0], second)
    for _ in range(4):  # the rest stay put
        if session.state.assaults[0].step.value != "tactics":
            press(qtbot, w, "ca_confirm")
    eng = session.state.assaults[0]
    assert eng.step.value == "tactics"
    # The defender has two enemies: it names which it acts against.
    box = dock.findChild(QComboBox, f"target_{target.uid}")
    assert box is not None and box.count() == 2
    box.setCurrentIndex(box.findData(second))
    press(qtbot, w, f"dock_tactic_{target.uid}_a")
    locked = session.state.assaults[0].tactic(target.uid)
    assert locked is not None and locked.target == second


def test_infantry_form_up_before_play(qtbot: QtBot, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """0204-B Infantry: before the first Initiative roll a platoon is put in formation (or
    deployed again) from the Orders panel; the log says so."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("elite", options=("close_assault",))
    w = show_active(qtbot, MainWindow(session))
    platoon = next(u for u in session.state.units if u.sheet == "machine-gun-motorized-platoon")
    press(qtbot, w, f"formation_{platoon.uid}")
    assert session.state.unit(platoon.uid).formation
    assert w.orders.action_buttons[f"formation_{platoon.uid}"].text().startswith("Deploy")
    assert "forms up" in w.dice_log.toPlainText()


@pytest.mark.parametrize("choice", ["Overwrite", "Cancel"])
def test_saving_over_a_file_changed_on_disk_asks_first(window: MainWindow, tmp_path: Path,
                                                       qtbot: QtBot, choice: str) -> None:
    """Issue 15 item 4: the same game open in two windows, the last save won silently.
    The window remembers the file as it opened or saved it and asks before writing over
    another version; the dialog is answered by clicking its real button."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from btdesk.session.persist import open_session, save_session

    path = tmp_path / "shared.btdesk.yaml"
    save_session(window.session, path)
    assert window.open_path(path)
    other = open_session(path)  # "another window" plays on and saves first
    other.submit(legal_commands(other.state)[0])
    other.submit(legal_commands(other.state)[0])
    save_session(other, path)
    theirs = path.read_bytes()
    window.session.submit(legal_commands(window.session.state)[0])
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        (button,) = [b for b in box.buttons() if b.text() == choice]
        button.click()

    QTimer.singleShot(0, answer)
    saved = window.save_to(path)
    assert asked and "was changed on disk" in asked[0]
    if choice == "Overwrite":
        assert saved and path.read_bytes() != theirs
        assert (tmp_path / "shared.btdesk.yaml.bak").read_bytes() == theirs  # kept
        assert window.save_to(path)  # our own save is not a change behind our back
    else:
        assert not saved and path.read_bytes() == theirs and window.unsaved


def test_the_to_hit_numbers_show_on_a_mouse_move_over_an_enemy(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The to-hit preview before any click (a mouse move over an enemy)
    names each weapon's number, as the breakdown a click opens does."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("veteran", seed=1)
    session.submit(RollInitiative())
    while session.state.phase.value == "movement":
        side = active_side(session.state) or ""
        mover = next(u for u in session.state.units_of(side) if u.moved is None and u.active)
        session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))
    w = show_active(qtbot, MainWindow(session))
    side = active_side(session.state) or ""
    shooter = next(u for u in session.state.units_of(side) if w.controller.can_act(u))
    w.controller.select(shooter.uid)
    for enemy in (u for u in session.state.units if u.side != side and u.active):
        w._map_hovered(enemy.position)
        text = w.statusBar().currentMessage()
        assert text.startswith(f"To hit {enemy.name}")
        options = w.controller.options_against(enemy.uid)
        for o in options:
            if o.possible and not o.automatic_miss:
                assert f"{o.weapon_name} {o.target_number}" in text
        if not any(o.possible for o in options):
            assert options[0].problem in text  # e.g. no line of sight
    w._map_hovered(Hex.from_label("0101"))
    assert w.statusBar().currentMessage() == ""


def test_infantry_climb_a_building_through_the_widgets(qtbot: QtBot, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """River Town: the machine-gun platoon in the three-level building at 1510 climbs to
    its roof by the floor buttons the Orders dock shows for a building hex (seed 003
    建物内でのレベル変更: 1 MP a floor), each saying what it adds, the hint counting it."""
    from btdesk.session.dice import SeededDice

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("river-town", dice=SeededDice(3))
    w = show_active(qtbot, MainWindow(session))
    mg = next(u.uid for u in session.state.units if u.sheet == "machine-gun-motorized-platoon")
    while session.state.phase is not Phase.MOVEMENT or active_side(session.state) != "defender":
        state = session.state
        if state.phase is Phase.INITIATIVE:
            session.submit(RollInitiative())
            continue
        mover = next(u for u in state.units_of(active_side(state) or "")
                     if u.moved is None and u.uid != mg)
        session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))
    click_unit(qtbot, w, mg)
    press(qtbot, w, "mode_walk")
    click_hex(qtbot, w, Hex.from_label("1510"))
    assert [b for b in ("floor_0", "floor_1", "floor_2", "floor_3")
            if w.findChild(QPushButton, b) is not None] == ["floor_0", "floor_1", "floor_2",
                                                           "floor_3"]
    assert w.findChild(QPushButton, "floor_3").text() == "Roof"
    assert w.findChild(QPushButton, "floor_3").toolTip().startswith("+3 MP")
    press(qtbot, w, "floor_3")
    assert "3 MP" in w.orders.hint.text()  # the floors climbed are in the move's cost
    press(qtbot, w, "confirm")
    platoon = session.state.unit(mg)
    assert platoon.floor == 3 and platoon.moved is not None and platoon.moved.mp_spent == 3


def test_the_close_assault_dock_shows_infantry_in_the_hex(qtbot: QtBot, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """Issue 17: "the Close Assault dock shows infantry taking part".  0204-B *Infantry*:
    "All rules for using infantry are the same in this variant": the defender's platoon in
    the Hermes II's hex is listed and drawn small in the inset, outside the tactics."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    from btdesk.hexgrid import neighbor
    from btdesk.model.commands import RefereePlace, RollInitiative
    session = Session.from_scenario("elite", seed=4, options=("close_assault",))
    hermes = session.state.unit("defender-1")
    assert hermes.position is not None
    session.submit(RefereePlace("defender-4", hermes.position, 0))
    session.submit(RollInitiative())
    from btdesk.rules import active_side
    while active_side(session.state) != "attacker":  # the defender's units stand still
        s = session.state
        session.submit(MoveUnit(next(u.uid for u in s.units_of("defender") if u.moved is None
                                     and u.uid != "defender-1"), MoveMode.STATIONARY))
    mover = "attacker-1"
    session.submit(RefereePlace(mover, neighbor(hermes.position, 3), 0))
    session.submit(MoveUnit(mover, MoveMode.WALK, ("F",), close_assault="enter"))
    assert session.state.assaults
    w = show_active(qtbot, MainWindow(session))
    from btdesk.ui.assault_dock import AssaultDock
    dock = w.findChild(AssaultDock)
    assert dock is not None  # drawn as the window opens: no change has been made since
    assert "Machine Gun" in dock.header.text() and "not tactics" in dock.header.text()
    assert "defender-4" in dock.inset.counters
    assert dock.inset.counters["defender-4"].scale() < dock.inset.counters["defender-1"].scale()


def test_trained_infantry_hide_with_an_anti_mech_ambush_order(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """0204-B *Anti-Mech Infantry* with the Ambush and Total Warfare infantry options: the
    Defender's Infiltrators (trained) may hide ready to ambush with a leg or a swarm attack;
    the machine-gun platoon (untrained) only with fire."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    from btdesk.model.tw_infantry import AntiMech
    from btdesk.rules.modules.tw_infantry.anti_mech import record
    from btdesk.session.dice import SeededDice
    session = Session.from_scenario("elite", dice=SeededDice(3), options=(
        "close_assault", "infantry_ambush", "tw_infantry"))
    w = show_active(qtbot, MainWindow(session))
    press(qtbot, w, "hide_side_defender")
    press(qtbot, w, "handover_ready")
    buttons = w.orders.action_buttons
    assert "hideambush_leg_defender-3" in buttons and "hideambush_swarm_defender-3" in buttons
    assert "hideambush_defender-4" in buttons and "hideambush_leg_defender-4" not in buttons
    press(qtbot, w, "hideambush_leg_defender-3")
    unit = session.state.unit("defender-3")
    assert unit.hidden and unit.ambush
    assert record(session.state).ambush_orders == {"defender-3": AntiMech.LEG}


def test_a_building_is_targeted_on_the_map_and_from_inside(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """River Town in the Weapon Attack Phase: a mouse move over a building shows the
    to-hit numbers against it (an immobile target), a click aims at it and Declare fires
    at it (Total Warfare); a platoon alone inside a building is not offered its own
    building (seed 003 建物内部で起きる戦闘: fire at it from inside is for a unit "歩兵ユニットと
    同じヘクスにいる場合", sharing the hex with infantry)."""
    from btdesk.session.dice import SeededDice

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("river-town", dice=SeededDice(3))
    while session.state.phase is not Phase.WEAPON_ATTACK:
        state = session.state
        if state.phase is Phase.INITIATIVE:
            session.submit(RollInitiative())
            continue
        mover = next(u for u in state.units_of(active_side(state) or "")
                     if u.moved is None and u.can_act)
        session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))
    assert active_side(session.state) == "defender"
    w = show_active(qtbot, MainWindow(session))
    town = Hex.from_label("1411")
    w.controller.select("defender-2")
    w._map_hovered(town)
    assert w.statusBar().currentMessage().startswith(
        "To hit the light building in 1411 (CF 15) at 4: Autocannon/20 2")
    click_hex(qtbot, w, town)
    assert "at the light building in 1411" in w.orders.hint.text()
    assert "Immobile target (a building) -4" in w.orders.breakdown.text()
    press(qtbot, w, "declare")
    declaration = session.state.declaration("defender-2")
    assert declaration is not None and declaration.building == town

    other = next(u.uid for u in session.state.units_of("attacker") if u.can_act)
    session.submit(DeclareAttack(other, None))  # the sides declare in turn
    platoon = "defender-3"  # the machine-gun platoon in the building at 1510
    click_unit(qtbot, w, platoon)
    assert session.state.unit(platoon).position == Hex.from_label("1510")
    assert w.orders.findChild(QPushButton, "at_building_here") is None


def test_a_mech_kicks_a_building_from_the_orders_dock(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """River Town with physical attacks: the Hermes II walks next to a building; in the
    Physical Attack Phase the Orders dock offers to kick it ("hits": Total Warfare, an
    adjacent building is hit automatically), and the kick takes CF off it."""
    from dataclasses import replace as with_

    from btdesk.model.commands import DeclarePhysical
    from btdesk.model.events import BuildingBlow
    from btdesk.rules import building_blow_options
    from btdesk.session.dice import SeededDice

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("river-town", dice=SeededDice(3),
                                    options=("physical_attacks",))
    session.submit(RollInitiative())
    hermes = "defender-1"
    ends = reachable(session.state, hermes, MoveMode.WALK)

    def beside(end: tuple[Hex, int]) -> bool:
        moved = session.state.unit(hermes)
        there = with_(session.state, units=tuple(
            with_(moved, position=end[0], facing=end[1]) if u.uid == hermes else u
            for u in session.state.units))
        return bool(building_blow_options(there, hermes))

    end = next(e for e in ends if beside(e))
    while session.state.phase is Phase.MOVEMENT:
        side = active_side(session.state) or ""
        if side == "defender" and session.state.unit(hermes).moved is None:
            session.submit(MoveUnit(hermes, MoveMode.WALK, ends[end].steps))
            continue
        mover = next(u for u in session.state.units_of(side) if u.moved is None and u.can_act)
        session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))
    while session.state.phase is Phase.WEAPON_ATTACK:
        session.submit(next(c for c in legal_commands(session.state)
                            if (isinstance(c, DeclareAttack) and c.target is None
                                and c.building is None) or isinstance(c, ResolveAttacks)))
    while active_side(session.state) == "attacker":
        session.submit(next(c for c in legal_commands(session.state)
                            if isinstance(c, DeclarePhysical) and c.target is None
                            and c.building is None))
    w = show_active(qtbot, MainWindow(session))
    kick = next(b for b in w.findChildren(QPushButton)
                if b.objectName().startswith(f"physical_{hermes}_")
                and b.objectName().endswith("_kick"))
    assert kick.text().endswith("(hits)") and "at the building in" in kick.text()
    kick.click()
    while session.state.phase is Phase.PHYSICAL_ATTACK and active_side(session.state):
        session.submit(next(c for c in legal_commands(session.state)
                            if isinstance(c, DeclarePhysical) and c.target is None
                            and c.building is None))
    press(qtbot, w, f"resolve_{hermes}")
    blows = [e for entry in session.log for e in entry.events if isinstance(e, BuildingBlow)]
    assert blows and sum(session.state.building_damage.values()) >= blows[0].damage


def test_a_new_game_the_rules_refuse_reopens_the_dialog_as_it_was_filled_in(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Mechanized Assault with Close Assault but without Total Warfare infantry is refused
    ("starts infantry aboard carriers: it needs the option ..."); the dialog closed with
    the refusal and every choice made in it was lost.  It opens again as it was."""
    from PySide6.QtWidgets import QCheckBox, QMessageBox

    from btdesk.ui import dialogs

    told: list[str] = []
    monkeypatch.setattr("btdesk.ui.game_files.QMessageBox.warning",
                        lambda *args: told.append(str(args[2])) or QMessageBox.StandardButton.Ok)
    shown: list[tuple[dialogs.NewGameDialog, str, bool]] = []

    def fill_in_then_cancel(self: dialogs.NewGameDialog) -> int:
        shown.append((self, self.scenario.currentData(), self.free.isChecked()))
        if len(shown) > 1:
            return 0  # Cancel: the game as it was
        self.scenario.setCurrentIndex(self.scenario.findData("mechanized-assault"))
        self.close_combat.setCurrentIndex(self.close_combat.findData("close_assault"))
        qtbot.mouseClick(self.free, Qt.MouseButton.LeftButton)
        assert not self.findChild(QCheckBox, "module_tw_infantry").isChecked()
        return 1

    monkeypatch.setattr(dialogs.NewGameDialog, "exec", fill_in_then_cancel)
    game = window.session
    window._new_game()
    assert len(told) == 1 and "aboard carriers" in told[0]
    assert len(shown) == 2 and shown[1] == (shown[0][0], "mechanized-assault", True)
    assert window.session is game
