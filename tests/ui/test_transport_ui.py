"""Infantry transport through the widgets (issue 16, seed 003 歩兵輸送): in the Hover
Transport Raid the Maxim sets its platoon down at the end of a move, takes it up again,
and carries it; the counter shows the rider, the Units dock says where it is, and a hex
the hovercraft may not enter is refused with the reason."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from support import at
from test_play_ui import click_hex, click_unit, press, show_active

from btdesk.model.commands import DeclareAttack, MoveUnit, ResolveAttacks, RollInitiative
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.rules import active_side
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow


def pass_until(session: Session, ready: Callable[[GameState], bool]) -> None:
    """Everyone else stands still and holds fire until ``ready``."""
    for _ in range(200):
        s = session.state
        if ready(s):
            return
        side = active_side(s)
        if s.phase is Phase.INITIATIVE:
            session.submit(RollInitiative())
        elif s.phase is Phase.MOVEMENT:
            mover = next(u for u in s.units_of(side or "") if u.moved is None and u.can_act)
            session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))
        elif s.phase is Phase.WEAPON_ATTACK and side is not None:
            unit = next(u for u in s.units_of(side) if u.can_act and not s.declaration(u.uid))
            session.submit(DeclareAttack(unit.uid, None))
        else:
            session.submit(ResolveAttacks(next(d.attacker for d in s.declarations
                                               if not d.resolved)))
    raise AssertionError("never ready")


def test_set_down_take_up_and_carry_a_platoon(qtbot: QtBot, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("hover-transport", dice=SeededDice(4),
                                    options=("tw_infantry",))
    state = session.state
    maxim = next(u.uid for u in state.units if u.sheet == "maxim-heavy-hover-transport")
    platoon = next(u.uid for u in state.units if u.carried_by == maxim)
    w = show_active(qtbot, MainWindow(session))

    def maxims_turn(s: GameState) -> bool:
        return (s.phase is Phase.MOVEMENT and active_side(s) == "attacker"
                and s.unit(maxim).moved is None)

    # Riding: the counter carries a tab, the Units dock says where the platoon is.
    pass_until(session, maxims_turn)
    assert w.scene.counters[maxim].riders == (state.unit(platoon).name,)
    assert "aboard Maxim Heavy Hover Transport" in w.roster.findItems(
        state.unit(platoon).name, Qt.MatchFlag.MatchRecursive)[0].text(1)

    # Getting off: plan the move, toggle the platoon, confirm.
    click_unit(qtbot, w, maxim)
    press(qtbot, w, "mode_walk")
    click_hex(qtbot, w, at("0804"))
    press(qtbot, w, f"unload_{platoon}_0804")
    press(qtbot, w, "confirm")
    assert session.state.unit(platoon).position == at("0804")
    assert w.scene.counters[maxim].riders == ()
    assert w.scene.counters[platoon].isVisible()

    # Taking up again next turn: the Maxim stands still and spends 1 MP to load.
    pass_until(session, maxims_turn)
    click_unit(qtbot, w, maxim)
    press(qtbot, w, "mode_stationary")
    press(qtbot, w, f"load_{platoon}_0804")
    press(qtbot, w, "confirm")
    assert session.state.unit(platoon).carried_by == maxim
    assert w.scene.counters[maxim].riders == (state.unit(platoon).name,)
    assert not w.scene.counters[platoon].isVisible()

    # Carried: next turn the platoon goes where the Maxim goes.
    pass_until(session, maxims_turn)
    click_unit(qtbot, w, maxim)
    press(qtbot, w, "mode_walk")
    click_hex(qtbot, w, at("0807"))  # light woods: refused, with the reason
    assert w.statusBar().currentMessage() == "a hover unit cannot enter light woods (0807)"
    click_hex(qtbot, w, at("0806"))
    press(qtbot, w, "confirm")
    assert session.state.unit(maxim).position == at("0806")
    assert session.state.unit(platoon).carried_by == maxim
    assert w.scene.counters[maxim].riders == (state.unit(platoon).name,)

