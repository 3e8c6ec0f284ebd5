"""Movement: seeds/002_a646f8aef8bc0466.txt, MOVEMENT (Movement Basics, Movement Direction,
Facing Change, Movement Modes, Stacking), Leg Destruction, COMBAT VEHICLES (Movement), ELITE
(Movement, Stacking), and the MOVEMENT COST TABLES."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import at, make_state, unit

from btdesk.hexgrid import Hex, distance, neighbor
from btdesk.model.board import Terrain
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import MoveMode
from btdesk.model.vocab import MoveStep
from btdesk.rules import check_move, hexes_entered, reachable

H, L = Terrain.HEAVY_WOODS, Terrain.LIGHT_WOODS


def test_heavy_woods_plus_one_hexside_costs_4_mp() -> None:
    """Movement Basics: "a unit entering a heavy woods hex and making a one-hexside facing
    change spends 4 MP"."""
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0), terrain={"0908": H})
    result = check_move(s, "m", MoveMode.WALK, ("R", "F"))  # turn to NE, enter 0908
    assert result.position == at("0908") and result.mp_spent == 4


def test_180_degree_turn_costs_3_mp() -> None:
    """Facing Change: "a 180-degree turn costs a unit 3 MP", regardless of terrain."""
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0), terrain={"0808": H})
    assert check_move(s, "m", MoveMode.WALK, ("R", "R", "R")).mp_spent == 3


def test_clear_and_light_woods_costs() -> None:
    s = make_state(unit("m", "cda-3ma-cicada", "blue", "0810", 0), terrain={"0808": L})
    assert check_move(s, "m", MoveMode.WALK, ("F", "F")).mp_spent == 1 + 2


def test_moving_only_forward_or_backward_without_turning() -> None:
    """Movement Direction: forward into the hex faced, or backward into the one behind."""
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0))
    assert check_move(s, "m", MoveMode.WALK, ("F",)).position == at("0807")
    assert check_move(s, "m", MoveMode.WALK, ("B",)).position == at("0809")


def test_no_backward_movement_when_running_or_flanking() -> None:
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0),
                   unit("v", "rommel-tank", "blue", "0408", 0))
    with pytest.raises(IllegalCommand, match="may not move backward"):
        check_move(s, "m", MoveMode.RUN, ("B",))
    with pytest.raises(IllegalCommand, match="flanks may not move backward"):
        check_move(s, "v", MoveMode.RUN, ("F", "B"))


def test_mp_limits_by_mode() -> None:
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0812", 0))
    assert check_move(s, "m", MoveMode.WALK, ("F",) * 4).mp_spent == 4
    with pytest.raises(IllegalCommand, match="has 4 MP to walk and this move needs 5"):
        check_move(s, "m", MoveMode.WALK, ("F",) * 5)
    assert check_move(s, "m", MoveMode.RUN, ("F",) * 6).mp_spent == 6


def test_standing_still_spends_nothing() -> None:
    """Movement Modes, Standing Still: "It does not move, not even to change facing"."""
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0))
    with pytest.raises(IllegalCommand, match="standing still"):
        check_move(s, "m", MoveMode.STATIONARY, ("R",))
    assert check_move(s, "m", MoveMode.STATIONARY, ()).hexes == 0


def test_target_movement_counts_from_the_last_reversal() -> None:
    """Target Movement: "if the target moved backward three hexes and then forward two
    hexes, the target movement modifier would be based only on the final two hexes"."""
    s = make_state(unit("m", "cda-3ma-cicada", "blue", "0808", 0))
    result = check_move(s, "m", MoveMode.WALK, ("B", "B", "B", "F", "F"))
    assert result.hexes == 2
    assert TABLESMOD(result.hexes) == 0
    # Facing changes are no reversal.
    assert check_move(s, "m", MoveMode.WALK, ("F", "F", "R", "R", "R", "F")).hexes == 3


def TABLESMOD(hexes: int) -> int:
    from support import TABLES

    return TABLES.attack_modifiers.target_movement_modifier(hexes)


def test_vehicle_terrain_restrictions() -> None:
    """Movement cost table note: "Hover and Wheeled Vehicles cannot enter light woods hexes;
    no vehicles can enter heavy woods hexes"."""
    s = make_state(unit("hover", "saladin-assault-hover-tank", "blue", "0808", 0),
                   unit("track", "rommel-tank", "blue", "0408", 0),
                   terrain={"0807": L, "0407": L, "0406": H})
    with pytest.raises(IllegalCommand, match="hover unit cannot enter light woods"):
        check_move(s, "hover", MoveMode.WALK, ("F",))
    assert check_move(s, "track", MoveMode.WALK, ("F",)).mp_spent == 2
    with pytest.raises(IllegalCommand, match="tracked unit cannot enter heavy woods"):
        check_move(s, "track", MoveMode.WALK, ("F", "F"))


def test_infantry_pay_one_mp_anywhere_and_have_no_facing() -> None:
    """Infantry Movement Cost Table: 1 MP per hex regardless of terrain; no facing."""
    s = make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0808"),
                   terrain={"0807": H, "0907": H})
    result = check_move(s, "i", MoveMode.WALK, ("0", "2", "3"))
    assert result.mp_spent == 3 and result.hexes == 3
    with pytest.raises(IllegalCommand):
        check_move(s, "i", MoveMode.WALK, ("F",))
    with pytest.raises(IllegalCommand, match="no movement modes"):
        check_move(s, "i", MoveMode.RUN, ("0",))


def test_stacking_friends_enemies_and_infantry() -> None:
    """Stacking: through friends, never through enemies, never ending on another unit;
    Elite: a 'Mech may enter and end in an enemy infantry hex."""
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0810", 0),
                   unit("friend", "hbk-4g-hunchback", "blue", "0809", 0),
                   unit("foe", "cda-3ma-cicada", "orange", "0907", 0),
                   unit("inf", "rifle-energy-motorized-platoon", "orange", "0807"),
                   unit("tank", "rommel-tank", "blue", "0708", 1))
    assert check_move(s, "m", MoveMode.WALK, ("F", "F")).position == at("0808")  # through friend
    with pytest.raises(IllegalCommand, match="already holds"):
        check_move(s, "m", MoveMode.WALK, ("F",))  # ends on friend
    assert check_move(s, "m", MoveMode.WALK, ("F", "F", "F")).position == at("0807")  # infantry
    with pytest.raises(IllegalCommand, match="enemy unit"):
        check_move(s, "tank", MoveMode.WALK, ("F",))  # a tank may not enter enemy infantry


def test_destroyed_leg_stops_movement() -> None:
    """Leg Destruction: no movement and no facing change for the rest of the game."""
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0, lost=frozenset({"LL"})))
    with pytest.raises(IllegalCommand, match="destroyed leg"):
        check_move(s, "m", MoveMode.WALK, ("R",))
    assert reachable(s, "m", MoveMode.WALK) == {}
    assert check_move(s, "m", MoveMode.STATIONARY, ()).mp_spent == 0


def test_motive_hits_reduce_cruise_and_flank() -> None:
    """Vehicle hit table †: Flank MP = Cruising MP × 1.5 rounded up; 0 Cruising MP: no move."""
    s = make_state(unit("v", "rommel-tank", "blue", "0810", 0, motive_hits=1))
    assert max(r.cost for r in reachable(s, "v", MoveMode.WALK).values()) == 3
    assert max(r.cost for r in reachable(s, "v", MoveMode.RUN).values()) == 5  # ceil(4.5)
    s = make_state(unit("v", "rommel-tank", "blue", "0810", 0, motive_hits=4))
    with pytest.raises(IllegalCommand, match="no MP"):
        check_move(s, "v", MoveMode.WALK, ("F",))


def test_leaving_the_map_is_the_last_step() -> None:
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0801", 0))
    assert check_move(s, "m", MoveMode.WALK, ("F",)).position is None
    with pytest.raises(IllegalCommand, match="leaves the map"):
        check_move(s, "m", MoveMode.WALK, ("F", "B"))


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 16), st.integers(1, 17), st.integers(0, 5),
       st.sampled_from([MoveMode.WALK, MoveMode.RUN]))
def test_every_reachable_path_checks_out(column: int, row: int, facing: int, mode: MoveMode) -> None:
    """reachable() and check_move() agree: each listed path is legal and costs what it says."""
    from btdesk.hexgrid import Hex

    s = make_state(unit("m", "cda-3ma-cicada", "blue", Hex.from_offset(column, row), facing),
                   unit("x", "hbk-4g-hunchback", "orange", "0808", 0),
                   terrain={"0507": H, "0508": L, "0606": L, "1010": H, "1011": H})
    reach = reachable(s, "m", mode)
    assert reach
    for (h, f), r in reach.items():
        result = check_move(s, "m", mode, r.steps)
        assert (result.position, result.facing, result.mp_spent) == (h, f, r.cost)
        assert r.cost <= (8 if mode is MoveMode.WALK else 12)
        assert distance(h, Hex.from_offset(column, row)) <= r.cost


@given(st.integers(-20, 20), st.integers(-20, 20), st.integers(0, 5),
       st.lists(st.sampled_from(list(MoveStep)), max_size=12))
@settings(max_examples=300, deadline=None)
def test_the_hexes_a_move_enters_step_as_the_rules_name_them(q: int, r: int, facing: int,
                                                             steps: list[MoveStep]) -> None:
    """hexes_entered steps on whole numbers (issue 21); it must enter the hexes the QSR
    steps name: forward and backward along the facing, a turn a hexside, an infantry or
    jump step into its direction, a landing facing and standing up entering none."""
    at, expected = Hex(q, r), []
    face = facing
    for step in steps:
        if step in (MoveStep.LEFT, MoveStep.RIGHT):
            face = (face + (1 if step is MoveStep.RIGHT else -1)) % 6
        elif step in (MoveStep.FORWARD, MoveStep.BACKWARD):
            at = neighbor(at, face if step is MoveStep.FORWARD else face + 3)
            expected.append(at)
        elif step.landing is not None:
            face = step.landing
        elif step.direction is not None:
            at = neighbor(at, step.direction)
            expected.append(at)
    assert hexes_entered(Hex(q, r), facing, steps) == tuple(expected)
    assert all(type(h) is Hex for h in hexes_entered(Hex(q, r), facing, steps))


def test_searches_kept_for_a_side_never_leak_into_the_other_sides() -> None:
    """Issue 21 keeps what a search finds per occupancy and the closed step costs per set
    of enemies: searching both sides' units in one order, then afresh in the other, gives
    the same ends and paths (QSR Stacking: each side is barred by its own enemies)."""
    from btdesk.rules.core import move_search

    s = make_state(unit("a", "enf-4r-enforcer", "blue", "0808", 0),
                   unit("b", "hbk-4g-hunchback", "orange", "0806", 3),
                   unit("c", "rommel-tank", "blue", "0607", 1),
                   unit("d", "cda-3ma-cicada", "orange", "0910", 5),
                   terrain={"0708": L, "0907": H})
    order = [(u, m) for u in "abcd" for m in (MoveMode.WALK, MoveMode.RUN)]
    first = {key: reachable(s, *key) for key in order}
    move_search._closed.clear()
    fresh = replace(s)  # a new state: its occupancy is made again
    assert {key: reachable(fresh, *key) for key in reversed(order)} == first


def test_a_click_on_an_enemy_hex_says_units_do_not_move_into_one() -> None:
    """QSR *Stacking*: "A unit may not, however, move through a hex occupied by an enemy
    unit, nor may it end its movement in a hex occupied by another unit": the map's
    answer names the enemy that holds the hex, not the map edge."""
    from btdesk.rules import why_not_to
    state = make_state(unit("p", "machine-gun-motorized-platoon", "blue", "0805"),
                       unit("m", "hbk-4g-hunchback", "orange", "0804", 3))
    why = why_not_to(state, "p", MoveMode.WALK, at("0804"))
    assert why.startswith("the HBK-4G Hunchback holds 0804: a unit moves into an enemy's hex")
    assert "map edge" not in why
