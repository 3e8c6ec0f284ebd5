"""The Total Warfare infantry option through the widgets (issue 16): a vehicle drives into
an enemy's hex and both counters show there; a 'Mech's click on a hex that already holds
a 'Mech is refused with the seed's limit named."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from support import at
from test_play_ui import click_hex, click_unit, press, show_active

from btdesk.model.commands import MoveUnit, RefereePlace, RollInitiative
from btdesk.model.state import MoveMode, Phase
from btdesk.rules import active_side
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow


def test_a_tank_stops_in_an_enemy_hex_and_a_second_mech_is_refused(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("elite", dice=SeededDice(2), options=("tw_infantry",))
    state = session.state
    uid = {u.sheet + "/" + u.side: u.uid for u in state.units}
    tank, hermes = uid["rommel-tank-gauss/defender"], uid["her-5sa-hermes-ii/defender"]
    saladin, cicada = uid["saladin-ultra/attacker"], uid["cda-3ma-cicada/attacker"]
    for who, where, facing in ((tank, "1003", 0), (saladin, "1002", 3), (hermes, "0704", 0),
                               (cicada, "0703", 3)):
        session.submit(RefereePlace(who, at(where), facing))
    w = show_active(qtbot, MainWindow(session))
    while session.state.phase is not Phase.MOVEMENT or active_side(session.state) != "defender":
        s = session.state
        if s.phase is Phase.INITIATIVE:
            session.submit(RollInitiative())
            continue
        mover = next(u for u in s.units_of(active_side(s) or "") if u.moved is None)
        session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))
    click_unit(qtbot, w, hermes)
    press(qtbot, w, "mode_walk")
    click_hex(qtbot, w, at("0703"))
    assert w.statusBar().currentMessage() == (
        "0703 already holds a 'Mech (CDA-3MA Cicada): at most 1 'Mech may stand in one hex")
    assert w.controller.plan is None
    click_unit(qtbot, w, tank)
    press(qtbot, w, "mode_walk")
    click_hex(qtbot, w, at("1002"))
    press(qtbot, w, "confirm")
    assert session.state.unit(tank).position == at("1002")
    shown = {uid: w.scene.counters[uid].scenePos() for uid in (tank, saladin)}
    assert shown[tank] != shown[saladin]  # two counters, side by side in the hex
