"""Close Assault (0204-B, ``seeds/000_7b64e9262a5995b9.txt``) words and flow in hot seat,
through the real widgets: Green with the Close Assault option, the Defender's Hunchback
going into the Attacker's Enforcer (so the side called "Defender" is the assault's
attacker)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from test_play_ui import press, show_active

from btdesk.hexgrid import neighbor
from btdesk.model.commands import DeclareAttack, RefereePlace, RollInitiative
from btdesk.model.state import AssaultStep, MoveMode, Phase
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """The Defender's Hunchback placed just south of the Enforcer, facing it, to move."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("green", dice=SeededDice(4), options=("close_assault",))
    session.submit(RollInitiative())
    state = session.state
    mover = state.units_of(state.initiative[0])[0]
    assert mover.side == "defender" and mover.uid == "defender-1"
    enemy = state.unit("attacker-1")
    assert enemy.position is not None
    session.submit(RefereePlace(mover.uid, neighbor(enemy.position, 3), 0))
    w = show_active(qtbot, MainWindow(session))
    w.resize(1280, 820)
    w.controller.select(mover.uid)
    w.controller.choose_mode(MoveMode.WALK)
    return w


def _plan(w: MainWindow, facing: int) -> None:
    here = w.session.state.unit("defender-1").position
    assert here is not None
    w.controller.plan = (here, facing)
    w.controller.planChanged.emit()


def _notes(w: MainWindow) -> list[str]:
    return [label.text() for label in w.orders.findChildren(QLabel)]


def test_no_enter_or_charge_beside_an_enemy_says_why(window: MainWindow) -> None:
    """0204-B: a 'Mech goes into the enemy's hex ahead of it.  Beside the Enforcer but
    facing away, the Orders dock offers no Enter or Charge and says what to change."""
    _plan(window, 3)  # facing south, the Enforcer north
    assert not [k for k in window.orders.action_buttons if k.startswith("assault_")]
    assert any("No Enter or Charge" in t and "Turn to face" in t for t in _notes(window))
    _plan(window, 0)  # facing it: offered, and no note
    assert [k for k in window.orders.action_buttons if k.startswith("assault_")]
    assert not any("No Enter or Charge" in t for t in _notes(window))


def test_the_hand_over_names_colour_and_role_and_waits_for_the_playback(
        qtbot: QtBot, window: MainWindow) -> None:
    w, session = window, window.session
    _plan(w, 0)
    press(qtbot, w, "assault_0")  # Enter
    # A click on a unit in the Weapon Attack Phase brings its record sheet forward.
    w._bring_sheet("defender-1")
    assert w.sheets_dock.visibleRegion().isEmpty() is False
    for side in session.state.initiative:  # nothing to fire at from inside the hex
        session.submit(DeclareAttack(session.state.units_of(side)[0].uid, None))
    assert session.state.phase is Phase.PHYSICAL_ATTACK
    # The Close Assault Phase has come: its dock is in front, not behind Record Sheets.
    assert not w.assault_dock.visibleRegion().isEmpty()

    seen_roles = waited = False
    for _ in range(30):
        eng = session.state.assaults[0] if session.state.assaults else None
        if eng is None or eng.step is AssaultStep.DONE:
            break
        story = w.assault.story
        if story.untold:
            # Exchange 1 is played back before anyone is asked for exchange 2's secret.
            assert not w.handover.isVisible()
            assert not [k for k in w.assault.action_buttons if k.startswith("dock_tactic_")]
            assert "played back" in w.assault.hint.text()
            waited = waited or eng.step is AssaultStep.TACTICS
            press(qtbot, w, "assault_all")
            continue
        if w.handover.isVisible():
            side = session.state.side(w.handover.side)
            word = "blue" if side.key == "defender" else "orange"
            assert w.handover.title.text() == f"Pass to {side.name} ({word})"
            role = "attacker" if side.key == "defender" else "defender"
            mine = session.state.units_of(side.key)[0]
            assert f"{mine.name} is the {role} in the Close Assault in {eng.hex.label}" in \
                w.handover.why.text()
            seen_roles = True
            press(qtbot, w, "handover_ready")
            continue
        buttons = list(w.assault.action_buttons)
        tactics = [k for k in buttons if k.startswith("dock_tactic_")]
        if tactics:
            press(qtbot, w, tactics[0])
            if "dock_lock" in w.assault.action_buttons:
                press(qtbot, w, "dock_lock")
            continue
        assert "ca_confirm" in buttons, buttons
        press(qtbot, w, "ca_confirm")
    assert seen_roles and waited
    assert session.state.assaults[0].exchange >= 2  # a second exchange was played


def test_next_step_is_in_sight_after_the_tactics_at_the_default_size(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With both tactics chosen, the exchange is told one step at a time; at 1280x820 the
    Close Assault dock's Next Step and Show All lay below its edge, and a player had to
    find the scroll bar to go on.  The steps stay readable: a step (a weapon's to-hit,
    location and damage) is four lines, and is seen whole."""
    from PySide6.QtCore import QPoint, Qt

    from btdesk.rules.modules.close_assault.procedure import secret_choosers
    from btdesk.ui.app import engaged_session

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    w = show_active(qtbot, MainWindow(engaged_session("tactics")))
    assert (w.width(), w.height()) == (1280, 820)
    for _ in range(2):
        w.viewer_ready(secret_choosers(w.session.state)[0])
        press(qtbot, w, next(iter(w.assault.action_buttons)))
    story = w.assault.story
    assert story.untold and story.next_step.isEnabled()
    qtbot.wait(50)  # laid out
    view = w.assault_dock.widget().viewport()
    for button in (story.next_step, story.all_steps):
        top = button.mapTo(view, QPoint(0, 0)).y()
        assert top >= 0 and top + button.height() <= view.height(), (top, view.height())
    for _ in range(2):  # and the step just told is wholly in sight in its short list
        qtbot.mouseClick(story.next_step, Qt.MouseButton.LeftButton)
        qtbot.wait(50)
        steps = story.list
        last = steps.visualItemRect(steps.item(steps.count() - 1))
        assert last.top() >= 0 and last.bottom() <= steps.viewport().height(), last


def test_the_crash_offer_and_the_orders_dock_name_the_phase_alike() -> None:
    """With Close Assault its phase takes the Physical Attack Phase's slot: the Orders dock
    said "Close Assault" while the offer after a crash said "physical attack phase"."""
    from support import make_state

    from btdesk.model.state import CLOSE_ASSAULT, Phase
    from btdesk.ui.events_text import phase_name

    assault = make_state(phase=Phase.PHYSICAL_ATTACK, options=frozenset({CLOSE_ASSAULT}))
    assert phase_name(assault) == "Close Assault"
    assert phase_name(make_state(phase=Phase.PHYSICAL_ATTACK)) == "Physical Attack"
    assert phase_name(make_state(phase=Phase.WEAPON_ATTACK)) == "Weapon Attack"
