"""The planner (btdesk.session.planner): the player's plan, and its logic, without Qt."""

from __future__ import annotations

import subprocess
import sys

from btdesk.model.commands import MoveUnit
from btdesk.model.state import MoveMode, Phase
from btdesk.rules import act_problem
from btdesk.session.game import Session
from btdesk.session.planner import Planner


class Recording(Planner):
    """A planner that keeps what it tells (the Qt adapter turns each into a signal)."""

    def __init__(self, session: Session) -> None:
        self.told: list[str] = []
        super().__init__(session, hand_over=False)

    def plan_changed(self) -> None:
        self.told.append("plan")

    def refuse(self, reason: str) -> None:
        self.told.append(f"refused: {reason}")


def test_the_planner_loads_no_qt() -> None:
    code = ("import sys, btdesk.session.planner; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_a_move_is_planned_and_sent_without_qt() -> None:
    session = Session.from_scenario("green", seed=1)
    planner = Recording(session)
    session.subscribe(planner.game_changed)
    assert planner.roll_initiative()
    assert session.state.phase is Phase.MOVEMENT
    unit = next(u for u in session.state.units if act_problem(session.state, u) is None)
    planner.select(unit.uid)
    planner.choose_mode(MoveMode.WALK)
    assert planner.told[-2:] == ["plan", "plan"]
    end = next(h for h, cost in planner.costs().items() if cost > 0 and h != unit.position)
    planner.clicked(end)
    assert planner.plan is not None and planner.plan[0] == end
    assert planner.plan_path()[0] == unit.position and planner.plan_path()[-1] == end
    assert planner.confirm_move()
    assert isinstance(session.log[-1].command, MoveUnit)
    assert planner.selected is None and planner.plan is None  # a new situation, a new plan


def test_a_refusal_is_told_with_its_reason() -> None:
    planner = Recording(Session.from_scenario("green", seed=1))
    assert not planner.confirm_move()
    assert planner.told == ["refused: choose a unit, a movement mode and where it ends"]


def test_infantry_is_set_up_without_a_facing_on_the_north_edge() -> None:
    """Infantry have no facing (QSR Elite, Facing): picking a north-edge platoon to set
    up proposed facing south (3), and placing it was refused ("infantry have none")."""
    session = Session.from_scenario("elite", seed=1, free_deployment=True)
    planner = Recording(session)
    session.subscribe(planner.game_changed)
    placed = 0
    while session.state.phase is Phase.SETUP:
        state = session.state
        unit = next(u for u in state.units if u.position is None
                    and act_problem(state, u) is None)
        planner.select(unit.uid)
        infantry = state.definition(unit).kind.is_infantry
        assert planner.deploy_facing == (0 if infantry else planner.deploy_facing)
        zone = state.side(unit.side).deployment
        assert zone is not None
        spot = next(h for h in state.board.hexes() if zone.contains(state.board, h)
                    and not state.units_at(h))
        planner.clicked(spot)
        assert session.state.unit(unit.uid).position == spot, planner.told[-1]
        placed += 1
    assert placed == len(session.state.units)
