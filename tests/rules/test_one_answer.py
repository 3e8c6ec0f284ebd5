"""One answer to "what may I do now": the units the map and the Orders dock let a player
pick (``act_problem``) are exactly those ``legal_commands`` lists a command of picking
for — placing, moving or ejecting, declaring an attack — along random games with the
option sets New Game offers, modules included."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from btdesk.model.errors import IllegalCommand
from btdesk.model.state import Phase
from btdesk.rules import act_problem, active_side, legal_commands
from btdesk.rules.listing import PICKED
from btdesk.session.game import Session

SCENARIOS = ("green", "veteran", "elite", "hover-transport", "mechanized-assault",
             "river-town")
OPTION_SETS = ((), ("physical_attacks",),
               ("close_assault", "infantry_ambush", "assault_orders", "multi_model",
                "tw_infantry", "critical_hits"),
               ("physical_attacks", "tw_infantry", "multi_model"))


@pytest.mark.parametrize("options", OPTION_SETS)
def test_the_units_one_may_pick_are_those_the_listing_names(
        options: tuple[str, ...], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    for number, scenario in enumerate(SCENARIOS):
        try:
            session = Session.from_scenario(scenario, seed=number, options=options,
                                            free_deployment=number % 2 == 1)
        except IllegalCommand:
            continue  # a scenario that needs another option (New Game refuses it too)
        rng = random.Random(number)
        for _ in range(200):
            state = session.state
            if state.phase is Phase.GAME_OVER:
                break
            commands = legal_commands(state)
            if state.phase in (Phase.SETUP, Phase.MOVEMENT, Phase.WEAPON_ATTACK) \
                    and active_side(state) is not None:
                listed = {c.unit for c in commands if isinstance(c, PICKED)}
                may = {u.uid for u in state.units if act_problem(state, u) is None}
                assert may == listed, (scenario, state.phase, state.turn)
                for unit in state.units:
                    problem = act_problem(state, unit)
                    assert problem is None or problem.strip(), unit.name  # always a reason
            session.submit(rng.choice(commands))
