"""Battle armor under the Total Warfare infantry option through the widgets (issue 16,
seed 003): the Orders dock aims a squad's laser at a second enemy (バトルアーマーの攻撃, +1)
and shows the breakdown with the secondary-target modifier; in the next Movement Phase it
offers Jettison Launchers (歩兵の移動) and the squad may jump."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot
from support import ROOT, at
from test_play_ui import click_unit, press, show_active

from btdesk.model.commands import (
    DeclareAttack,
    MoveUnit,
    RefereePlace,
    ResolveAttacks,
    RollInitiative,
)
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.rules import active_side, reachable
from btdesk.rules.modules.tw_infantry.launchers import jettisoned
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow

SQUAD = "test-is-srm-squad"


def squad_game(tmp_path: Path) -> Session:
    """The Elite scenario with the defender's Infiltrator swapped for the test squad
    (a body-mounted SRM pack and a small laser), installed as a user sheet."""
    user = tmp_path / "user"
    (user / "sheets").mkdir(parents=True)
    shutil.copy(ROOT / "tests" / "sheets" / f"{SQUAD}.yaml", user / "sheets")
    scenario = tmp_path / "squad.yaml"
    text = (ROOT / "resources" / "scenarios" / "elite.yaml").read_text()
    scenario.write_text(text.replace('{sheet: infiltrator-mk-ii, at: "0415"',
                                     f'{{sheet: {SQUAD}, at: "0415"', 1))
    return Session.from_scenario(scenario, dice=SeededDice(3), options=("tw_infantry",))


def pass_others(session: Session, keep: str, ready: object) -> None:
    """Every unit but ``keep`` stands still and holds its fire until ``ready``."""
    for _ in range(200):
        s: GameState = session.state
        if ready(s):  # type: ignore[operator]
            return
        side = active_side(s)
        if s.phase is Phase.INITIATIVE:
            session.submit(RollInitiative())
        elif s.phase is Phase.MOVEMENT:
            mover = next(u for u in s.units_of(side or "") if u.moved is None and u.can_act
                         and u.uid != keep)
            session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))
        elif s.phase is Phase.WEAPON_ATTACK and side is not None:
            unit = next(u for u in s.units_of(side) if u.can_act and not s.declaration(u.uid)
                        and u.uid != keep)
            session.submit(DeclareAttack(unit.uid, None))
        else:
            session.submit(ResolveAttacks(next(d.attacker for d in s.declarations
                                               if not d.resolved)))
    raise AssertionError("never ready")


def test_aim_a_weapon_elsewhere_then_jettison_and_jump(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    session = squad_game(tmp_path)
    state = session.state
    squad = next(u.uid for u in state.units if u.sheet == SQUAD)
    cicada = next(u.uid for u in state.units if u.sheet == "cda-3ma-cicada")
    saladin = next(u.uid for u in state.units if u.sheet == "saladin-ultra")
    for who, where, facing in ((squad, "0512", 0), (cicada, "0510", 3), (saladin, "0612", 3)):
        session.submit(RefereePlace(who, at(where), facing))
    w = show_active(qtbot, MainWindow(session))

    def squads_move(s: GameState) -> bool:
        return (s.phase is Phase.MOVEMENT and active_side(s) == s.unit(squad).side
                and s.unit(squad).moved is None)

    pass_others(session, squad, squads_move)
    click_unit(qtbot, w, squad)
    assert w.findChild(QPushButton, "jettison_" + squad) is not None
    session.submit(MoveUnit(squad, MoveMode.STATIONARY))

    def squads_fire(s: GameState) -> bool:
        return (s.phase is Phase.WEAPON_ATTACK and active_side(s) == s.unit(squad).side
                and s.declaration(squad) is None)

    pass_others(session, squad, squads_fire)
    click_unit(qtbot, w, squad)
    click_unit(qtbot, w, cicada)
    assert w.controller.target == cicada
    aim = w.orders.table.cellWidget(1, 6)
    assert aim is not None and not w.orders.table.isColumnHidden(6)
    aim.setCurrentIndex(aim.findData(saladin))
    assert w.controller.aims == {1: saladin}
    assert "Secondary target +1" in w.orders.breakdown.text()
    press(qtbot, w, "declare")
    declared = session.state.declaration(squad)
    assert declared is not None and declared.target == cicada
    assert [f.target for f in declared.weapons] == [None, saladin]

    pass_others(session, squad, squads_move)
    click_unit(qtbot, w, squad)
    press(qtbot, w, "jettison_" + squad)
    assert squad in jettisoned(session.state)
    assert reachable(session.state, squad, MoveMode.JUMP)
