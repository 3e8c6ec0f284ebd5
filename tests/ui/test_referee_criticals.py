"""A referee ticks a 'Mech's critical slots by hand (issue 17: "The record sheet shows slots
and ticks them"; design.md: "A referee's manual change ... is an event too"): the lasting
effects follow from the slot as from a rolled hit (Total Warfare *Critical Hit Effects*,
critical_hits.yaml), seed 000's hip halving among them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from support import make_state, unit
from test_play_ui import show_active

from btdesk.model.commands import TickCritical
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import RefereeCritical, UnitDestroyed
from btdesk.model.state import GameState, MoveMode
from btdesk.printing.record_sheet import SLOT_ROW, sheet_layout
from btdesk.rules import apply, mode_mp
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow  # imported first: conftest answers its questions
from btdesk.ui.sheet_view import MARGIN_MM

NONE = ScriptedDice([])


def sheet() -> GameState:
    return make_state(unit("h", "her-5sa-hermes-ii", "blue", "0801"),
                      unit("m", "hbk-4g-hunchback", "blue", "0803"),
                      unit("v", "rommel-tank", "orange", "0810"))


def walk(state: GameState, uid: str) -> int:
    u = state.unit(uid)
    return mode_mp(u, state.definition(u), MoveMode.WALK, state)


def test_a_hip_ticked_by_hand_halves_the_mp_and_unticked_gives_them_back() -> None:
    """Seed 000: "a critical hit to the 'Mech's hip will halve its available MPs (with
    fractions rounded up)": the Hermes II walks 6, then 3."""
    state = sheet()
    assert walk(state, "h") == 6
    state, events = apply(state, TickCritical("h", "LL", 0), NONE)
    assert events == (RefereeCritical("h", "LL", 0, "Hip", True),)
    assert walk(state, "h") == 3
    state, _ = apply(state, TickCritical("h", "LL", 0, hit=False), NONE)
    assert walk(state, "h") == 6 and state.unit("h").slots_hit == frozenset()


def test_a_weapon_slot_takes_its_weapon_and_gives_it_back() -> None:
    state = sheet()
    d = state.definition(state.unit("m"))
    laser = next(i for i, w in enumerate(d.weapon_instances()) if w.location == "LA")
    state, _ = apply(state, TickCritical("m", "LA", 4), NONE)  # Medium Laser
    assert state.unit("m").weapons_hit == {laser}
    state, _ = apply(state, TickCritical("m", "LA", 4, hit=False), NONE)
    assert state.unit("m").weapons_hit == frozenset()


def test_a_cockpit_ticked_destroys_the_mech_and_unticked_restores_it() -> None:
    state, events = apply(sheet(), TickCritical("m", "H", 2), NONE)
    assert state.unit("m").destroyed
    assert UnitDestroyed("m", "by the referee's hand") in events
    state, _ = apply(state, TickCritical("m", "H", 2, hit=False), NONE)
    assert not state.unit("m").destroyed


@pytest.mark.parametrize(("command", "why"), [
    (TickCritical("m", "LT", 5), "nothing a hit lands on"),
    (TickCritical("m", "LL", 6), "slots 1 to 6"),
    (TickCritical("m", "XX", 0), "no location"),
    (TickCritical("v", "F", 0), "no critical slots"),
    (TickCritical("m", "LA", 1, hit=False), "not hit"),
])
def test_refusals_say_why(command: TickCritical, why: str) -> None:
    with pytest.raises(IllegalCommand, match=why):
        apply(sheet(), command, NONE)


def test_a_referee_clicks_a_slot_on_the_sheet(qtbot: QtBot, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """In referee mode a click on a slot line of the critical hit table marks it hit, a
    second click whole again; the log says so; outside referee mode a click does nothing."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    window = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    window.sheets.show_unit("defender-1")
    view = window.sheets.views["defender-1"]
    qtbot.waitUntil(lambda: view.paints > 0)
    hbk = window.session.state.unit("defender-1")
    row = next(r for r in sheet_layout(window.session.state.definition(hbk), hbk).slots
               if r.location == "RA" and r.index == 1)
    at = QPoint(round((row.x + row.width / 2 + MARGIN_MM) * view.scale()),
                round((row.y + SLOT_ROW / 2 + MARGIN_MM) * view.scale()))
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at)
    assert window.session.state.unit("defender-1").slots_hit == frozenset()
    window.referee_action.setChecked(True)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at)
    assert window.session.state.unit("defender-1").slots_hit == {("RA", 1)}
    assert ("Referee: HBK-4G Hunchback RA slot 2 (Upper Arm Actuator) hit"
            in window.dice_log.toPlainText())
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=at)
    assert window.session.state.unit("defender-1").slots_hit == frozenset()
