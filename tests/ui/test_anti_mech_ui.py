"""Anti-'Mech attacks through the widgets (issue 17, seed 003 対メック攻撃): in the Elite
scenario with Total Warfare infantry, the defender's Infiltrators stand in the Cicada's
hex; the Orders dock offers a leg and a swarm attack with their breakdowns; the swarm is
declared by its button; once on, the squad is drawn small on the Cicada's counter, whose
tab names it, and the Cicada's sheet prints its critical slots; next turn the Cicada
throws itself flat from its Orders button (スウォーム攻撃の撃退)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot
from support import at
from test_battle_armor_ui import pass_others
from test_play_ui import click_unit, press, show_active

from btdesk.model.commands import MoveUnit, RefereePlace, ResolveAttacks, RollInitiative
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.rules import active_side
from btdesk.rules.modules.tw_infantry.anti_mech import host_of
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow

SEED = 2  # dice under which the swarm attack lands


def test_the_orders_dock_offers_leg_and_swarm_attacks_and_a_swarmer_rides_its_host(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    session = Session.from_scenario("elite", dice=SeededDice(SEED), options=("tw_infantry",))
    state = session.state
    squad = next(u.uid for u in state.units if u.sheet == "infiltrator-mk-ii"
                 and u.position == at("0415"))
    cicada = next(u.uid for u in state.units if u.sheet == "cda-3ma-cicada")
    session.submit(RefereePlace(squad, at("0510"), 0))
    session.submit(RefereePlace(cicada, at("0510"), 3))
    w = show_active(qtbot, MainWindow(session))

    def squads_turn(s: GameState) -> bool:
        return (s.phase is Phase.WEAPON_ATTACK and active_side(s) == s.unit(squad).side
                and s.declaration(squad) is None)

    while session.state.phase is not Phase.WEAPON_ATTACK:  # everyone stands still
        s = session.state
        if s.phase is Phase.INITIATIVE:
            session.submit(RollInitiative())
        else:
            side = active_side(s)
            session.submit(MoveUnit(next(u.uid for u in s.units_of(side or "")
                                         if u.moved is None and u.can_act),
                                    MoveMode.STATIONARY))
    pass_others(session, squad, squads_turn)
    assert session.state.unit(cicada).position == at("0510")
    click_unit(qtbot, w, squad)
    leg = w.findChild(QPushButton, f"leg_{squad}_{cicada}")
    swarm = w.findChild(QPushButton, f"swarm_{squad}_{cicada}")
    assert leg is not None and swarm is not None
    assert "needs" in leg.text() and "needs" in swarm.text()
    press(qtbot, w, f"swarm_{squad}_{cicada}")
    assert session.state.declaration(squad) is not None
    pass_others(session, squad, lambda s: active_side(s) is None
                and s.phase is Phase.WEAPON_ATTACK)
    session.submit(ResolveAttacks(squad))  # seeded dice (seed 2) roll 7 or more against 7
    assert host_of(session.state, squad) == cicada
    counters = w.scene.counters
    assert counters[squad].scale() < counters[cicada].scale()
    assert counters[squad].zValue() > counters[cicada].zValue()
    assert any("swarming" in r for r in counters[cicada].riders)
    # スウォーム攻撃の撃退 (垂直伏臥): next turn the Cicada may throw itself flat as its move.
    pass_others(session, cicada, lambda s: s.phase is Phase.MOVEMENT and active_side(s) ==
                s.unit(cicada).side and s.unit(cicada).moved is None)
    click_unit(qtbot, w, cicada)
    from btdesk.rules import psr_modifiers
    from btdesk.rules.modules.tw_infantry.swarm_removal import FLAT, flat_modifiers

    flat = w.findChild(QPushButton, f"dropflat_{cicada}")
    needed = sum(v for _, v in psr_modifiers(session.state, session.state.unit(cicada), FLAT,
                                             flat_modifiers(session.state)))
    assert flat is not None and f"Piloting {needed}+" in flat.text()  # as the roll adds up
    press(qtbot, w, f"dropflat_{cicada}")
    cicada_now = session.state.unit(cicada)
    assert cicada_now.moved is not None and cicada_now.prone


def test_a_swarmer_attacks_the_battle_armor_riding_its_host_from_the_orders_dock(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed 003 スウォーム攻撃のダメージ, VS機械化バトルアーマー ("スウォーム攻撃ユニットはその
    メックまたはビークルにダメージを与える代わりに、バトルアーマーに対して標準攻撃をおこなうことを
    選べる": the swarmer may attack the battle armor riding its host instead): the swarming
    platoon's Orders dock has a button for it, with its to-hit number, and pressing it
    declares the attack."""
    from dataclasses import replace

    from support import swarming_a_carrier

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    session = Session.from_scenario("elite", seed=1, options=("tw_infantry",))
    session = replace(session, initial=swarming_a_carrier())
    w = show_active(qtbot, MainWindow(session))
    click_unit(qtbot, w, "s")
    button = w.findChild(QPushButton, "rideattack_s_b")
    assert button is not None and "needs 2" in button.text()
    press(qtbot, w, "rideattack_s_b")
    declared = session.state.declaration("s")
    assert declared is not None and declared.target == "b"
