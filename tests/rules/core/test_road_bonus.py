"""Total Warfare's road bonus (issue 18: "roads, … movement costs … by unit type per Total
Warfare"; numbers in terrain.yaml ``ground.road_bonus``): a tracked, wheeled or hover
vehicle that starts on a road and spends its whole move on roads or pavement has 1 MP
more, cruising or flanking; a 'Mech, infantry, or a move that leaves the road, none."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import TABLES, at, make_state, unit

from btdesk.hexgrid import neighbor
from btdesk.model.board import Terrain
from btdesk.model.commands import MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import GameState, MoveMode
from btdesk.rules import apply, check_move, reachable
from btdesk.session.dice import ScriptedDice

ROAD = tuple(f"08{r:02d}" for r in range(5, 17))  # 0805 to 0816


def on_road(sheet: str = "rommel-tank", where: str = "0805") -> GameState:
    """A road runs south down column 08 (0805-0816) through light woods at 0807; ``sheet`` stands at
    ``where`` facing south."""
    state = make_state(unit("v", sheet, "blue", where, 3), terrain={"0807": Terrain.LIGHT_WOODS})
    return replace(state, board=replace(state.board, roads=frozenset(at(h) for h in ROAD)))


def test_the_table_gives_total_warfares_bonus() -> None:
    ground = TABLES.ground
    assert ground.road_bonus_mp == 1
    assert {m.value for m in ground.road_bonus_motives} == {"tracked", "wheeled", "hover"}


def test_a_tank_cruises_one_hex_further_along_the_road() -> None:
    """The Rommel cruises 4: five road hexes cost 5 (the woods hex 1 along the road)."""
    state = on_road()
    moved = check_move(state, "v", MoveMode.WALK, ("F",) * 5)
    assert moved.position == at("0810") and moved.mp_spent == 5
    assert (at("0810"), 3) in reachable(state, "v", MoveMode.WALK)
    assert check_move(state, "v", MoveMode.RUN, ("F",) * 7).position == at("0812")  # flank 6+1
    with pytest.raises(IllegalCommand, match="MP"):
        check_move(state, "v", MoveMode.WALK, ("F",) * 6)
    state, _ = apply(state, MoveUnit("v", MoveMode.WALK, ("F",) * 5), ScriptedDice([]))
    assert state.unit("v").position == at("0810")


def test_no_bonus_for_a_move_that_leaves_the_road() -> None:
    """Three road hexes, a turn and a step off the road: 5 MP, one too many for cruising
    (it would be in reach were the last hex a road)."""
    state = on_road()
    with pytest.raises(IllegalCommand, match="MP"):
        check_move(state, "v", MoveMode.WALK, ("F", "F", "F", "L", "F"))
    last = check_move(state, "v", MoveMode.WALK, ("F", "F", "F", "L")).position
    assert last is not None
    with_road = replace(state, board=replace(state.board, roads=state.board.roads | {
        neighbor(last, 2)}))  # facing south-east after the turn
    assert check_move(with_road, "v", MoveMode.WALK, ("F", "F", "F", "L", "F")).mp_spent == 5
    reach = reachable(state, "v", MoveMode.WALK)
    assert all(cost.cost <= 4 for (h, _), cost in reach.items() if h.label not in ROAD)


@pytest.mark.parametrize(("sheet", "where"), [
    ("hbk-4g-hunchback", "0805"),  # a 'Mech
    ("rommel-tank", "0905"),  # starts off the road
])
def test_no_bonus_for_a_mech_or_a_vehicle_that_starts_off_the_road(sheet: str, where: str
                                                                   ) -> None:
    state = on_road(sheet, where)
    budget = 4
    assert all(r.cost <= budget for r in reachable(state, "v", MoveMode.WALK).values())


def test_a_hover_tank_has_it_and_an_old_table_does_not() -> None:
    state = on_road("saladin-assault-hover-tank")
    walk = state.definition(state.unit("v")).movement.walk
    assert check_move(state, "v", MoveMode.WALK, ("F",) * (walk + 1)).mp_spent == walk + 1
    old = replace(state, rules=replace(state.rules, ground=replace(
        state.rules.ground, road_bonus_mp=0, road_bonus_motives=frozenset())))
    with pytest.raises(IllegalCommand, match="MP"):
        check_move(old, "v", MoveMode.WALK, ("F",) * (walk + 1))
