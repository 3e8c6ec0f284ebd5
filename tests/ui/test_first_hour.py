"""What a new player met in the first hour (issue 14), each driven through the real widgets.

Each test here failed before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_play_ui import show_active

from btdesk.model.commands import HideUnit, RollInitiative
from btdesk.rules import active_side
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session
from btdesk.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def waiting_for_the_defender() -> Session:
    """Elite with Close Assault: the Defender hides a platoon, Initiative is rolled and the
    Defender moves first, so the game stops at "Pass to Defender" with the initiative roll
    just made."""
    for seed in range(40):
        session = Session.from_scenario("elite", dice=SeededDice(seed), seed=seed,
                                        options=("close_assault",))
        platoon = next(u for u in session.state.units_of("defender")
                       if u.sheet == "machine-gun-motorized-platoon")
        session.submit(HideUnit(platoon.uid))
        session.submit(RollInitiative())
        if active_side(session.state) == "defender":
            return session
    raise AssertionError("no seed let the Defender move first")


def _covered(w: MainWindow) -> None:
    """The cover is over the whole window, on top of everything, and its button works by
    mouse and by keyboard."""
    cover = w.handover
    assert cover.isVisible() and cover.geometry() == w.rect()
    for point in (w.rect().center(), QPoint(5, w.height() - 5), QPoint(w.width() - 5, 40)):
        child = w.childAt(point)
        assert child is cover or cover.isAncestorOf(child), (point, child)
    assert not w.centralWidget().isEnabled()  # no click or shortcut reaches the table
    assert all(not d.isEnabled() for d in (w.orders_dock, w.sheets_dock, w.dice_dock))


@pytest.mark.parametrize("how", ["played", "opened", "restored layout"])
def test_the_hand_over_looks_and_works_the_same_however_the_game_came(
        how: str, qtbot: QtBot, tmp_path: Path) -> None:
    """Fault 1: opening a save (or restoring a crashed game) at a hand-over drew the map and
    the dock tabs over the cover, hid its button, and Space did nothing."""
    session = waiting_for_the_defender()
    if how != "played":
        path = tmp_path / "g.btdesk.yaml"
        save_session(session, path)
        session = open_session(path)
    if how == "restored layout":  # the user's remembered, larger window and docks
        first = MainWindow(Session.from_scenario("green"))
        first.resize(1500, 950)
        first.resizeDocks([first.orders_dock], [420], Qt.Orientation.Horizontal)
        QSettings().setValue("window/geometry", first.saveGeometry())
        QSettings().setValue("window/state", first.saveState())
        first.close()
    w = MainWindow(session)
    w = show_active(qtbot, w)
    qtbot.waitUntil(lambda: w.handover.geometry() == w.rect())
    _covered(w)
    assert w.handover.title.text() == "Pass to Defender (blue)"
    platoon = next(u for u in session.state.units_of("defender") if u.hidden)
    assert not w.scene.counters[platoon.uid].isVisible()  # the map under it shows no secret
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.handover.button)
    log = len(session.log)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_BracketRight):  # the table's shortcuts
        qtbot.keyClick(w, key)
    assert len(session.log) == log and w.handover.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert not w.handover.isVisible() and w.controller.viewer == "defender"
    assert w.centralWidget().isEnabled() and w.orders_dock.isEnabled()
    assert w.scene.counters[platoon.uid].isVisible()
    w.resize(900, 700)  # and a later hand-over after a resize covers the new size
    w.handover.ask("attacker", "Attacker", "test")
    qtbot.waitUntil(lambda: w.handover.geometry() == w.rect())
    _covered(w)



def _roster_row(w: MainWindow, name: str) -> list[str]:
    """The unit's Left column and its status line (empty if none)."""
    for i in range(w.roster.topLevelItemCount()):
        side = w.roster.topLevelItem(i)
        for j in range(side.childCount()):
            item = side.child(j)
            if item.text(0) == name:
                status = item.child(0).text(0) if item.childCount() else ""
                return [item.text(2), status]
    raise AssertionError(f"{name} not in the Units dock")


def test_the_units_dock_shows_what_is_left_and_how_the_unit_stands(qtbot: QtBot) -> None:
    """Fault 3: the Armor column showed the sheet's maximum for ever."""
    from btdesk.model.commands import RefereeCondition, TickArmor

    session = Session.from_scenario("veteran", seed=1)
    w = show_active(qtbot, MainWindow(session))
    mech = next(u for u in session.state.units if session.state.definition(u).kind.value == "mech")
    total = session.state.definition(mech).total_armor
    assert _roster_row(w, mech.name) == [f"{total}/{total}", ""]
    w.controller.submit(TickArmor(mech.uid, "CT"))
    w.controller.submit(TickArmor(mech.uid, "CT"))
    w.controller.submit(RefereeCondition(mech.uid, prone=True))
    assert _roster_row(w, mech.name) == [f"{total - 2}/{total}", "prone"]
    # Readable in the dock as it opens: the Left column is whole, the name gives way.
    w.units_dock.raise_()
    qtbot.waitUntil(lambda: w.roster.viewport().width() > 200)
    header = w.roster.header()
    left = w.roster.fontMetrics().horizontalAdvance(f"{total - 2}/{total}")
    assert header.sectionSize(2) >= left
    assert header.sectionPosition(2) + header.sectionSize(2) <= w.roster.viewport().width()


def test_the_log_speaks_plainly(qtbot: QtBot) -> None:
    """Fault 9: vehicles cruise and flank; a vehicle's "R" is its Rear."""
    from btdesk.model import events as ev
    from btdesk.model.state import MoveMode
    from btdesk.ui.events_text import describe

    session = Session.from_scenario("veteran", seed=1)
    state = session.state
    tank = next(u for u in state.units if state.definition(u).kind.value == "vehicle")
    assert tank.position is not None
    moved = describe(ev.UnitMoved(tank.uid, MoveMode.RUN, (tank.position,), 0, 5, 1), state)
    assert moved is not None and f"{tank.name} flank:" in moved and "1 hex)" in moved
    assert describe(ev.DamageApplied(tank.uid, "R", 5), state).endswith("5 damage to Rear")


def test_check_keeps_hidden_units_secret_unless_a_referee_asks(tmp_path: Path) -> None:
    """Fault 9: `btdesk check` printed where hidden units were."""
    from btdesk.session.persist import describe

    session = waiting_for_the_defender()
    platoon = next(u for u in session.state.units if u.hidden)
    assert platoon.position is not None
    shown = describe(session)
    assert platoon.name not in shown and "1 hidden unit not shown (--referee" in shown
    assert f"{platoon.name} at {platoon.position.label}" in describe(session, referee=True)


def test_every_refusal_on_the_map_says_why_and_goes_when_things_change(qtbot: QtBot) -> None:
    """Fault 5: clicking an unreachable hex, turning with no MP left, turning while standing
    still did nothing.  Fault 3: a red reason stayed after the situation changed."""
    from test_play_ui import click_hex

    from btdesk.hexgrid import distance
    from btdesk.model.state import MoveMode, Phase

    session = Session.from_scenario("veteran", seed=2)
    while session.state.phase is Phase.SETUP:
        from btdesk.rules import legal_commands
        session.submit(legal_commands(session.state)[0])
    session.submit(RollInitiative())
    w = show_active(qtbot, MainWindow(session))
    side = active_side(session.state)
    unit = next(u for u in session.state.units_of(side or "") if u.moved is None
                and session.state.definition(u).kind.value == "mech")
    assert unit.position is not None
    click_hex(qtbot, w, unit.position)
    assert w.controller.selected == unit.uid
    far = max(session.state.board.hexes(), key=lambda h: distance(h, unit.position))
    click_hex(qtbot, w, far)
    assert "choose how" in w.orders.error.text()
    w.controller.choose_mode(MoveMode.STATIONARY)
    qtbot.keyClick(w, Qt.Key.Key_BracketRight)
    assert "stands still and may not turn" in w.orders.error.text()
    w.controller.choose_mode(MoveMode.WALK)
    assert w.orders.error.text() == ""  # the plan changed: the old reason is gone
    click_hex(qtbot, w, far)
    assert f"{far.label} needs" in w.orders.error.text() and "MP to walk" in w.orders.error.text()
    assert w.statusBar().currentMessage() == w.orders.error.text()


# --- fault 4: the map does not jump under the mouse -----------------------------------------

def _widths(w: MainWindow) -> dict[str, int]:
    return {d.objectName(): d.width() for d in (w.orders_dock, w.sheets_dock, w.dice_dock)}


def test_docks_keep_their_width_and_get_it_back_after_a_narrow_window(qtbot: QtBot) -> None:
    """Fault 4: the Orders dock resized to its text (258 to 530 px), moving the map between
    two clicks; after the window was narrowed and widened the docks stayed squeezed and
    the tabs shrank to "U…"."""
    from PySide6.QtWidgets import QTabBar

    from btdesk.model.state import Phase
    from btdesk.rules import legal_commands

    session = Session.from_scenario("elite", seed=3, options=("close_assault",))
    w = show_active(qtbot, MainWindow(session))
    w.resize(1280, 820)
    qtbot.waitUntil(lambda: bool(w._dock_widths))
    opening, map_x = _widths(w), w.view.mapToGlobal(QPoint(0, 0)).x()
    w.controller.submit(RollInitiative())
    for _ in range(12):  # every kind of panel: modes, long choices, the weapon table
        unit = next((u for u in session.state.units if w.controller.can_act(u)), None)
        if unit is not None:
            w.controller.select(unit.uid)
        QApplication.processEvents()
        assert _widths(w) == opening and w.view.mapToGlobal(QPoint(0, 0)).x() == map_x
        if session.state.phase is Phase.GAME_OVER:
            break
        session.submit(legal_commands(session.state)[0])
    w.resize(760, 820)
    QApplication.processEvents()
    assert w.view.width() >= 320  # the map stays usable; the docks give way
    w.resize(1280, 820)
    QApplication.processEvents()
    assert _widths(w) == opening
    bars = [b for b in w.findChildren(QTabBar) if b.parent() is w and b.isVisible()]
    assert bars and all(b.elideMode() == Qt.TextElideMode.ElideNone for b in bars)
    assert w.sheets.tabBar().elideMode() == Qt.TextElideMode.ElideNone
    assert [w.sheets.tabText(i) for i in range(w.sheets.count())] == [
        u.name for u in session.state.units]


# --- fault 6: feedback after firing --------------------------------------------------------

def test_a_volley_is_told_attack_by_attack_with_its_hits_on_the_map(qtbot: QtBot) -> None:
    """Fault 6: "Resolve All" jumped to the next phase with the hits only in the log."""
    from test_play_ui import press

    from btdesk.ui.app import volley_session

    w = show_active(qtbot, MainWindow(volley_session(seed=5)))
    press(qtbot, w, "resolve_all")
    story = w.orders.story
    assert story.isVisible() and story.list.count() == 1 and story.untold > 0
    assert len(story.steps) >= 4  # every weapon of both 'Mechs, one step each
    last = story.steps[-1].lines[-1]
    assert last not in w.dice_log.toPlainText()  # the log does not tell the end first
    assert story.steps[0].text in "\n".join(
        line.strip() for line in w.dice_log.toPlainText().splitlines())
    seen_hits = []
    while story.untold:
        press(qtbot, w, "volley_next")
        seen_hits += w.scene.hits.labels
        if story.steps[story.told - 1].hits:  # a hit is labelled where the unit stands
            hit = story.steps[story.told - 1].hits[0]
            assert (hit.at, hit.text) in w.scene.hits.labels
    assert seen_hits and any("−" in text for _, text in seen_hits)
    assert w.dice_log.toPlainText().endswith(last.strip()) or last in w.dice_log.toPlainText()
    assert not story.next_step.isEnabled()


def test_the_dice_log_follows_new_lines_unless_the_player_scrolled_up(qtbot: QtBot) -> None:
    """Fault 6: the log stayed part-way down while it was behind another tab, and jumped
    to the end while the player read back."""
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    log = w.dice_log
    bar = log.verticalScrollBar()
    log.add_lines(f"line {n}" for n in range(300))
    assert bar.value() == bar.maximum() > 0
    bar.setValue(10)  # the player reads back
    log.add_lines(["newer"])
    assert bar.value() == 10
    bar.setValue(bar.maximum())  # back at the end: followed again
    log.add_lines(["newest"])
    assert bar.value() == bar.maximum()
    w.dice_dock.hide()  # out of sight, it still keeps to the end
    log.add_lines(f"hidden {n}" for n in range(50))
    w.dice_dock.show()
    QApplication.processEvents()
    assert bar.value() == bar.maximum()


# --- fault 7: record sheets within reach ---------------------------------------------------------

def test_clicking_a_unit_brings_its_sheet_forward_readable(qtbot: QtBot) -> None:
    """Fault 7: a click on a counter left its sheet behind the Units tab, at thumbnail size."""
    from test_play_ui import click_unit

    from btdesk.ui.sheet_view import readable_width

    session = Session.from_scenario("veteran", seed=1)
    w = show_active(qtbot, MainWindow(session))
    w.units_dock.raise_()
    for unit in session.state.units[:2]:
        click_unit(qtbot, w, unit.uid)
        assert w.sheets.currentWidget().widget() is w.sheets.views[unit.uid]
        assert not w.sheets_dock.visibleRegion().isEmpty()
    assert w.sheets.views[unit.uid].width() >= readable_width()


# --- fault 8: the Close Assault explains itself ------------------------------------------------

def _engaged(first_maneuvers: bool = True) -> Session:
    """A 'Mech walked into its enemy's hex; with ``first_maneuvers`` the attacks are
    declared and the maneuvers are due, else it is still the weapon attack phase."""
    from btdesk.ui.app import engaged_session

    return engaged_session("maneuvers" if first_maneuvers else "weapon attack")


def test_no_maneuver_is_offered_before_the_close_assault_phase(qtbot: QtBot) -> None:
    """Fault 3: the Close Assault dock offered "Confirm Maneuver" in the weapon attack
    phase.  0204-B: the exchanges are fought in the Close Assault Phase."""
    from btdesk.model.state import Phase

    session = _engaged(first_maneuvers=False)
    w = show_active(qtbot, MainWindow(session))
    w.handover_action.setChecked(False)
    assert session.state.phase is Phase.WEAPON_ATTACK and session.state.assaults
    assert "ca_confirm" not in w.assault.action_buttons
    assert "Close Assault Phase" in w.assault.hint.text()


def test_each_tactic_says_what_it_does(qtbot: QtBot) -> None:
    """Fault 8: each tactic a–g / A–G carries its 0204-B description as a tooltip
    (seeds/000_7b64e9262a5995b9.txt, *Tactical Decision* and *Close Assault Combat
    Results*)."""
    from html import escape

    from btdesk.ui.app import engaged_session

    session = engaged_session("tactics")
    w = show_active(qtbot, MainWindow(session))
    w.handover_action.setChecked(False)
    hints = session.state.rules.close_assault.hints
    assert set(hints) == set("abcdefgABCDEFG")
    buttons = {k: b for k, b in w.assault.action_buttons.items() if k.startswith("dock_tactic_")}
    assert buttons
    for key, button in buttons.items():
        letter = key.rsplit("_", 1)[1]
        assert button.toolTip() == f"<p>{escape(hints[letter])}</p>" and hints[letter]
    assert "Piloting Skill Roll" in hints["d"] and "half damage" in hints["d"]


def test_a_blow_that_cannot_reach_is_not_offered() -> None:
    """Fault 8: a punch was offered, then resolved as "cannot reach: miss".  0204-B result 1
    (seeds/000_7b64e9262a5995b9.txt, *Close Assault Combat Results*): "Punch, Kick, and
    Shove attacks are possible only if the two 'Mechs are in adjacent Tactical Hexes"."""
    from dataclasses import replace

    from btdesk.hexgrid import distance
    from btdesk.model.state import AssaultStep
    from btdesk.model.vocab import TacticLetter
    from btdesk.rules import tactical as tac
    from btdesk.rules.modules.close_assault import procedure as ca

    session = _engaged()
    state = session.state
    eng = state.assaults[0]
    defender, attacker = eng.defender, eng.attacker
    # The defender in a side hex, the attacker on the far approach hex: not adjacent.
    side_hex = next(h for h in tac.TACTICAL_HEXES if h != tac.CENTRE)
    far = max(tac.APPROACH_HEXES, key=lambda h: distance(h, side_hex))
    eng = replace(eng, step=AssaultStep.TACTICS, places={defender: side_hex, attacker: far})
    assert not ca.blow_reaches(state, eng, defender, attacker, TacticLetter.b)
    assert not ca.blow_reaches(state, eng, defender, attacker, TacticLetter.c)
    letters = {t.letter for t in ca.tactic_options(state, eng, defender)}
    assert not letters & {"b", "c"} and "a" in letters
    # Adjacent and in front: offered.
    facing = next(f for f in range(6) if tac.step(side_hex, f, "F")[0] == tac.CENTRE)
    near = replace(eng, places={defender: side_hex, attacker: tac.CENTRE},
                   facings={**eng.facings, defender: facing})
    assert ca.blow_reaches(state, near, defender, attacker, TacticLetter.c)


def test_units_sharing_a_hex_can_each_be_clicked(qtbot: QtBot) -> None:
    """Fault 8: two units in one map hex were drawn apart, but a click always took the
    first."""
    from test_play_ui import click_unit

    session = _engaged()
    eng = session.state.assaults[0]
    w = show_active(qtbot, MainWindow(session))
    w.handover_action.setChecked(False)
    for uid in (eng.attacker, eng.defender, eng.attacker):
        click_unit(qtbot, w, uid)
        assert w.view.clicked_unit == uid
        assert w.sheets.currentWidget().widget() is w.sheets.views[uid]


# --- fault 5: the planned facing on the map ------------------------------------------------------

def test_the_planned_end_facing_is_drawn_and_turns_with_the_keys(qtbot: QtBot) -> None:
    from test_play_ui import click_hex, click_unit

    from btdesk.model.state import MoveMode

    session = Session.from_scenario("green", seed=1)
    session.submit(RollInitiative())
    w = show_active(qtbot, MainWindow(session))
    unit = next(u for u in session.state.units if w.controller.can_act(u))
    click_unit(qtbot, w, unit.uid)
    w.controller.choose_mode(MoveMode.WALK)
    end = next(h for h in w.controller.costs() if h != unit.position)
    click_hex(qtbot, w, end)
    plan = w.controller.plan
    assert plan is not None and w.scene.facing.where == plan
    qtbot.keyClick(w, Qt.Key.Key_BracketRight)
    assert w.scene.facing.where == w.controller.plan != plan


# --- changes say what changed ------------------------------------------------------------------

def test_every_event_kind_is_told_in_the_log_or_named_as_silent() -> None:
    """A new event kind that nothing describes would be missing from the log without a
    word: each kind is described, or listed in events_text.SILENT with its reason."""
    import dataclasses
    import typing

    from btdesk.hexgrid import Hex
    from btdesk.model import events as ev
    from btdesk.model.state import MoveMode, Phase
    from btdesk.ui.events_text import SILENT, describe

    state = Session.from_scenario("green", seed=1).state
    uid = state.units[0].uid
    samples: dict[object, object] = {str: uid, int: 1, bool: True, Hex: Hex.from_label("0101"),
                                     MoveMode: MoveMode.WALK, Phase: Phase.MOVEMENT}
    fields = {"order": ("attacker", "defender"), "winner": "attacker", "weapon": 0,
              "attack": "kick", "attacks": ("kick",), "location": "LA", "approach": "enter",
              "totals": (("attacker", 7),), "dice": (3, 4), "defender_letter": "a",
              "attacker_letter": "A", "units": (uid,)}
    kinds = [k for k in vars(ev).values() if isinstance(k, type) and dataclasses.is_dataclass(k)
             and k.__module__ == ev.__name__]
    assert len(kinds) > 30
    for kind in kinds:
        hints = typing.get_type_hints(kind)
        values = {}
        for f in dataclasses.fields(kind):
            hint = hints[f.name]
            args = typing.get_args(hint)
            base = args[0] if args and type(None) in args else hint
            values[f.name] = fields.get(f.name, samples.get(
                base, () if typing.get_origin(base) is tuple else "x"))
        event = kind(**values)
        text = describe(event, state)
        assert (text is None) == (kind in SILENT), kind.__name__


# --- fault 9: words ----------------------------------------------------------------------------

def test_a_cut_short_save_says_so(tmp_path: Path) -> None:
    """Fault 9: a truncated save was reported as whatever YAML or replay error the cut
    happened to cause ("log: missing", "not valid YAML", "checksum differs")."""
    from btdesk.io.errors import DataError

    session = Session.from_scenario("green", seed=1)
    session.submit(RollInitiative())
    whole = tmp_path / "game.btdesk.yaml"
    save_session(session, whole)
    data = whole.read_bytes()
    for fraction in (0.3, 0.6, 0.99):
        cut = tmp_path / "cut.btdesk.yaml"
        cut.write_bytes(data[:int(len(data) * fraction)])
        with pytest.raises(DataError, match="the file is cut short"):
            open_session(cut)
    open_session(whole)  # whole, it opens


def test_a_misspelt_key_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fault 9: a sheet with `movment:` was reported as "movement: missing"."""
    from btdesk.io.sheets import load_library, sheets_dir

    sheet = (sheets_dir() / "hbk-4g-hunchback.yaml").read_text(encoding="utf-8")
    (tmp_path / "bad.yaml").write_text(sheet.replace("movement:", "movment:", 1)
                                       .replace("key: hbk-4g-hunchback", "key: bad"),
                                       encoding="utf-8")
    library = load_library([tmp_path])
    assert [str(e) for e in library.rejected] == [
        f"{tmp_path / 'bad.yaml'}: movment: unknown key (did you mean movement?)"]


def test_scenarios_are_offered_in_training_order(qtbot: QtBot) -> None:
    """Fault 9: the New Game dialog listed Elite, Green, Veteran (alphabetical)."""
    from btdesk.ui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    names = [dialog.scenario.itemText(i) for i in range(dialog.scenario.count())]
    assert names[:3] == ["Green", "Veteran", "Elite"]


def test_help_tells_how_to_play_and_every_shortcut(qtbot: QtBot) -> None:
    """Fault 9: no Help menu beyond data problems."""
    from PySide6.QtGui import QKeySequence

    from btdesk.ui.help import shortcut_rows

    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    titles = [a.text() for a in help_menu.actions()]
    assert "&How to Play…" in titles and "&Keyboard Shortcuts…" in titles
    keys = {k for k, _ in shortcut_rows(w.menuBar())}
    native = QKeySequence.SequenceFormat.NativeText
    for action in w.findChildren(type(help_menu.actions()[0])):
        if not action.shortcut().isEmpty() and action.menu() is None:
            assert action.shortcut().toString(native) in keys, action.text()
    assert "[  ]" in keys
    next(a for a in help_menu.actions() if a.text() == "&How to Play…").trigger()
    assert w.help_dialog.isVisible() and "Roll Initiative" in w.help_dialog.text.toPlainText()
    w.help_dialog.reject()


def test_every_dialog_has_a_way_out(qtbot: QtBot) -> None:
    """Fault 9: the to-hit calculator had no button to close it."""
    from PySide6.QtWidgets import QDialogButtonBox

    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    w._calculator()
    box = w.calculator.findChild(QDialogButtonBox)
    assert box is not None
    box.button(QDialogButtonBox.StandardButton.Close).click()
    assert not w.calculator.isVisible()


def test_no_close_assault_dock_in_a_game_without_close_assault(qtbot: QtBot) -> None:
    """Fault 9: an empty Close Assault tab appeared in games played without 0204-B."""
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1,
                                                            options=("close_assault",))))
    assert w.assault_dock.toggleViewAction().isEnabled()
    w.assault_dock.show()
    w.set_session(Session.from_scenario("green", seed=1))
    assert not w.assault_dock.isVisible()
    assert not w.assault_dock.toggleViewAction().isEnabled()
