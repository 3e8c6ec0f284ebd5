"""The multi-model infantry module (seeds/004_a4ff69a6ff1060ba.txt, the M42 Project's
*Moving Infantry*), translated for BattleTech on the miniatures table; each translation
is in resources/rules/multi_model.yaml with the seed's words."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest
from playout import play_randomly
from support import make_state, unit

from btdesk.io.sheets import parse_sheet
from btdesk.model.commands import DeclareAttack, MoveUnit, TickArmor
from btdesk.model.errors import IllegalCommand
from btdesk.model.modules import MULTI_MODEL
from btdesk.model.multi_model import (
    ChooseLeader,
    EndPlacement,
    LeaderChosen,
    LeaderReplaced,
    ModelLost,
    ModelPlaced,
    PlaceModel,
)
from btdesk.model.state import CLOSE_ASSAULT, GameState, MoveMode, Phase, WeaponFire
from btdesk.rules import active_side, apply, legal_commands
from btdesk.rules.modules.multi_model import (
    command_radius,
    formation,
    hex_centre,
    in_contact,
    model_count,
    place_problem,
    table_models,
)
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import Session

ON = frozenset({MULTI_MODEL.key})
BA = "infiltrator-mk-ii"
PLATOON = "rifle-energy-motorized-platoon"
INCH = 25.4


def game(*units: object, options: frozenset[str] = ON, **kw: object) -> GameState:
    return make_state(*units, options=options, **kw)  # type: ignore[arg-type]


def play(state: GameState, *commands: object, dice: tuple[int, ...] = ()
         ) -> tuple[GameState, tuple[object, ...]]:
    events: tuple[object, ...] = ()
    script = ScriptedDice(dice)
    for command in commands:
        state, new = apply(state, command, script)  # type: ignore[arg-type]
        events += new
    return state, events


def ticks(uid: str, location: str, count: int) -> tuple[TickArmor, ...]:
    """A referee marking ``count`` circles (negative: clearing them)."""
    return (TickArmor(uid, location, 1 if count > 0 else -1),) * abs(count)


LAY_OUT = ticks("i", "trooper 2", 1) + ticks("i", "trooper 2", -1)  # any command lays them out


def moved_squad(*others: object) -> GameState:
    """The Infiltrators jump from 0805 to 0807 and are placing their models."""
    state = game(unit("i", BA, "blue", "0805"), *others)
    state, _ = play(state, MoveUnit("i", MoveMode.JUMP, ("3", "3")))
    return state


def leader_at(state: GameState, dx: int = 0, dy: int = 0) -> tuple[GameState, tuple[int, int]]:
    """Place the leader at the hex centre (plus an offset)."""
    cx, cy = hex_centre(state, state.unit("i").position)  # type: ignore[arg-type]
    state, _ = play(state, PlaceModel("i", 1, cx + dx, cy + dy))
    return state, (cx + dx, cy + dy)


def test_an_infantry_unit_stands_as_its_models_one_the_leader() -> None:
    """Seed 004 *All Models Move In Units*: "All models in the game will belong to, and move
    within, a unit."  Battle armor: a model per trooper; a platoon: a model per squad of
    seven (28 troopers, 4 models); model 1 leads; other units are one model."""
    state = game(unit("i", BA, "blue", "0805"), unit("p", PLATOON, "blue", "0303"),
                 unit("m", "enf-4r-enforcer", "orange", "0810"))
    assert model_count(state, state.unit("i")) == 4
    assert model_count(state, state.unit("p")) == 4
    f = formation(state, state.unit("i"))
    assert f.leader == 1 and f.alive() == (1, 2, 3, 4)
    assert [m.number for m in table_models(state) if m.unit == "m"] == [1]


def test_the_command_radius_is_twice_leadership_from_the_leaders_edge() -> None:
    """Seed 004 *Command Radius*: "equal in inches, to double the unit's Leadership (Ld)
    characteristic ... measured from the edge of the leader's base to the furthest edge of
    every other model".  No Leadership on the QSR sheet: the default 3, so 6"."""
    state = moved_squad()
    assert command_radius(state, state.unit("i")) == pytest.approx(6 * INCH)
    state, (lx, ly) = leader_at(state)
    # Equal 25 mm bases: leader's edge to the far edge = centre to centre.
    assert place_problem(state, state.unit("i"), 2, (lx, ly - 152)) is None
    problem = place_problem(state, state.unit("i"), 2, (lx, ly - 160))
    assert problem is not None and "6\" Command Radius" in problem
    state, events = play(state, PlaceModel("i", 2, lx, ly - 152))
    assert ModelPlaced("i", 2, lx, ly - 152) in events


def test_leadership_comes_from_the_sheet_when_it_has_one() -> None:
    sheet = {"format": "btdesk-sheet", "version": 1, "name": "Squad", "type": "battle_armor",
             "movement": {"mp": 1, "motive": "foot"},
             "infantry": {"troopers": 4, "armor_per_trooper": 2, "leadership": 5,
                          "leader_rule": "swarm"},
             "weapons": [{"name": "Rifle", "damage": 1, "range": [1, 2, 3]}]}
    definition = parse_sheet(sheet, "squad.yaml", "squad")
    assert definition.infantry is not None
    assert (definition.infantry.leadership, definition.infantry.leader_rule) == (5, "swarm")
    sheet["infantry"]["leader_rule"] = "mob"  # type: ignore[index]
    with pytest.raises(Exception, match=r"squad.yaml.*leader_rule.*swarm"):
        parse_sheet(sheet, "squad.yaml", "squad")


def test_the_leader_moves_first_and_its_move_is_final() -> None:
    """Seed 004 *Leaders Always Move First*: "The Leader of a unit is always the first model
    to move."  *The Leader's Move Is Final*: "the Leader model may not be repositioned once
    you have let go of the model"."""
    state = moved_squad()
    cx, cy = hex_centre(state, state.unit("i").position)  # type: ignore[arg-type]
    with pytest.raises(IllegalCommand, match=r"leader .*moves first"):
        play(state, PlaceModel("i", 2, cx, cy - 40))
    state, _ = play(state, PlaceModel("i", 1, cx + 10, cy))
    with pytest.raises(IllegalCommand, match="leader's move is final"):
        play(state, PlaceModel("i", 1, cx, cy))
    # The others followed their leader until placed themselves.
    assert formation(state, state.unit("i")).at(2)[0] - 10 == formation(
        moved_squad(), state.unit("i")).at(2)[0]


def test_the_units_hex_move_is_its_leaders_move() -> None:
    """Translation: the hex move (MP, terrain) is the leader's move, so the leader is placed
    in the hex the unit moved to."""
    state = moved_squad()
    cx, cy = hex_centre(state, state.unit("i").position)  # type: ignore[arg-type]
    with pytest.raises(IllegalCommand, match=r"leader stands in .*0807"):
        play(state, PlaceModel("i", 1, cx, cy + 80))


def test_no_model_within_two_inches_of_an_enemy() -> None:
    """Seed 004 *The 2-Inch Standoff Rule*: "no model in a unit may be placed any closer than
    2" to any enemy model; unless the unit's leader has first initiated an assault".  The
    Enforcer stands two hexes away (at its hex centre, on a 40 mm base)."""
    state = moved_squad(unit("m", "enf-4r-enforcer", "orange", "0809", 3))
    state, (lx, _) = leader_at(state, 0, 30)
    mech = hex_centre(state, state.unit("m").position)  # type: ignore[arg-type]
    y = round(mech[1] - 20 - 12.5 - 1.9 * INCH)  # 1.9" between the bases
    problem = place_problem(state, state.unit("i"), 2, (lx, y))
    assert problem is not None and "1.9\" from ENF-4R Enforcer" in problem and "2\"" in problem
    assert place_problem(state, state.unit("i"), 2, (lx, y - 3)) is None  # 2.0"


def test_hidden_enemies_are_not_on_the_table() -> None:
    state = moved_squad(unit("m", "rifle-energy-motorized-platoon", "orange", "0809",
                             hidden=True))
    assert all(m.unit != "m" for m in table_models(state))


def test_an_assault_lets_the_unit_close_in_its_leader_in_base_contact() -> None:
    """Seed 004 *Moving Into Assault*: the leader's move "into direct base-to-base contact
    with at least one model in an enemy unit"; then "the rest of the unit may be placed
    within 2" of enemy models, or even in base-to-base contact".  In BattleTech the assault
    is the move into the enemy's hex."""
    state = game(unit("i", BA, "blue", "0805"), unit("m", "enf-4r-enforcer", "orange", "0806"))
    state, _ = play(state, MoveUnit("i", MoveMode.JUMP, ("3",)))
    f = formation(state, state.unit("i"))
    assert f.contact and f.placing
    mech = hex_centre(state, state.unit("m").position)  # type: ignore[arg-type]
    lead = f.at(1)  # carried into contact
    assert math.hypot(lead[0] - mech[0], lead[1] - mech[1]) == pytest.approx(32.5, abs=1)
    problem = place_problem(state, state.unit("i"), 1, (mech[0] + 50, mech[1]))
    assert problem is not None and "base contact" in problem
    state, _ = play(state, PlaceModel("i", 1, mech[0] + 33, mech[1]),
                    PlaceModel("i", 2, mech[0], mech[1] - 33))  # touching, inside 2"
    assert {1, 2} <= in_contact(state, state.unit("i"))


def test_placing_is_part_of_the_move_and_holds_the_turn() -> None:
    """Seed 004 *Moving A Unit*: leader, then the other models; btdesk waits for the
    placing, the other side does not move meanwhile."""
    state = moved_squad(unit("m", "enf-4r-enforcer", "orange", "0810", 3),
                        unit("j", BA, "blue", "0303"))
    assert active_side(state) == "blue"
    assert legal_commands(state) == [EndPlacement("i")]
    with pytest.raises(IllegalCommand, match="still placing its models"):
        play(state, MoveUnit("m", MoveMode.WALK, ("F",)))
    state, _ = play(state, EndPlacement("i"))
    assert active_side(state) == "orange"
    with pytest.raises(IllegalCommand, match="placed as part of its move"):
        play(state, PlaceModel("i", 1, 0, 0))


def test_a_unit_that_stands_still_does_not_place() -> None:
    state = game(unit("i", BA, "blue", "0805"), unit("m", "enf-4r-enforcer", "orange", "0810"))
    state, _ = play(state, MoveUnit("i", MoveMode.STATIONARY))
    assert not formation(state, state.unit("i")).placing


def test_a_unit_whose_leader_is_killed_may_not_move_but_may_fire() -> None:
    """Seed 004: "If a unit's leader has been killed, then the unit itself may not move at
    all, although it may still Shoot".  Battle armor: trooper 1's death is its leader's."""
    state = game(unit("i", BA, "blue", "0805"), unit("m", "enf-4r-enforcer", "orange", "0808"),
                 phase=Phase.INITIATIVE, initiative=())
    state, events = play(state, *ticks("i", "trooper 1", 7))
    assert ModelLost("i", 1, True) in events
    assert formation(state, state.unit("i")).leader is None
    state = replace(state, phase=Phase.MOVEMENT, initiative=("blue", "orange"))
    with pytest.raises(IllegalCommand, match="leader has been killed"):
        play(state, MoveUnit("i", MoveMode.JUMP, ("3",)))
    assert not any(isinstance(c, MoveUnit) and c.unit == "i" and c.mode is not
                   MoveMode.STATIONARY for c in legal_commands(state))
    state, _ = play(state, MoveUnit("i", MoveMode.STATIONARY),
                    MoveUnit("m", MoveMode.STATIONARY))
    assert state.phase is Phase.WEAPON_ATTACK
    play(state, DeclareAttack("i", "m", (WeaponFire(0, 1),)))


def test_battle_tactics_puts_the_leader_back_in_the_nearest_models_place() -> None:
    """Seed 004 *Special Rule: Battle Tactics*: "If the unit's leader is slain, make note of
    which model in the unit is closest to the leader, remove it as a casualty, and then
    replace it with the original leader model." """
    state = game(unit("i", BA, "blue", "0805"), phase=Phase.INITIATIVE, initiative=())
    definition = state.definitions[BA]
    tactics = replace(definition, infantry=replace(definition.infantry,  # type: ignore[arg-type]
                                                   leader_rule="battle_tactics"))
    state = replace(state, definitions={BA: tactics})
    state, _ = play(state, *LAY_OUT)  # the formations are laid out
    f = formation(state, state.unit("i"))
    nearest = min((2, 3, 4), key=lambda n: (math.dist(f.at(n), f.at(1)), n))
    where = f.at(nearest)
    state, events = play(state, *ticks("i", "trooper 1", 7))
    assert LeaderReplaced("i", nearest) in events and ModelLost("i", nearest, False) in events
    f = formation(state, state.unit("i"))
    assert f.leader == 1 and f.at(1) == where and f.models[nearest - 1] is None
    # The leader now stands for the trooper of the model it replaced.
    state, events = play(state, *ticks("i", f"trooper {nearest}", 7))
    assert any(isinstance(e, LeaderReplaced) for e in events)


def test_a_swarm_unit_chooses_its_leader_each_turn() -> None:
    """Seed 004 *Special Rule: Swarm*: "the unit's leader is chosen by its owning player from
    amongst all surviving models at the beginning of the unit's movement for that turn"."""
    state = game(unit("i", BA, "blue", "0805"), unit("m", "enf-4r-enforcer", "orange", "0810"))
    definition = state.definitions[BA]
    swarm = replace(definition, infantry=replace(definition.infantry,  # type: ignore[arg-type]
                                                 leader_rule="swarm"))
    state = replace(state, definitions={**state.definitions, BA: swarm})
    assert ChooseLeader("i", 3) in legal_commands(state)
    state, events = play(state, ChooseLeader("i", 3))
    assert LeaderChosen("i", 3) in events
    state, _ = play(state, MoveUnit("i", MoveMode.JUMP, ("3",)))
    with pytest.raises(IllegalCommand, match=r"leader .*model 3.* moves first"):
        play(state, PlaceModel("i", 1, 0, 0))
    with pytest.raises(IllegalCommand, match="beginning of its movement"):
        play(state, EndPlacement("i"), ChooseLeader("i", 2))


def test_a_swarm_unit_without_a_leader_chooses_one_before_it_moves() -> None:
    state = game(unit("i", BA, "blue", "0805"), phase=Phase.INITIATIVE, initiative=())
    definition = state.definitions[BA]
    swarm = replace(definition, infantry=replace(definition.infantry,  # type: ignore[arg-type]
                                                 leader_rule="swarm"))
    state = replace(state, definitions={BA: swarm})
    state, _ = play(state, *ticks("i", "trooper 1", 7))
    state = replace(state, phase=Phase.MOVEMENT, initiative=("blue",))
    with pytest.raises(IllegalCommand, match="choose one among its models"):
        play(state, MoveUnit("i", MoveMode.JUMP, ("3",)))
    assert ChooseLeader("i", 1) not in legal_commands(state)
    play(state, ChooseLeader("i", 2), MoveUnit("i", MoveMode.JUMP, ("3",)))


def test_a_platoon_loses_a_squads_model_for_seven_troopers_the_leaders_on_a_one() -> None:
    """Models follow the troopers lost (btdesk's translation, multi_model.yaml): a squad's
    model stands while any of its seven does; which squad falls is 1D6, 1 the leader's."""
    state = game(unit("p", PLATOON, "blue", "0805"), phase=Phase.INITIATIVE, initiative=())
    state, events = play(state, *ticks("p", "troopers", 6))
    assert not any(isinstance(e, ModelLost) for e in events)
    state, events = play(state, *ticks("p", "troopers", 1), dice=(4,))
    f = formation(state, state.unit("p"))
    lost = [e for e in events if isinstance(e, ModelLost)]
    assert len(lost) == 1 and not lost[0].leader and f.leader == 1 and len(f.alive()) == 3
    state, events = play(state, *ticks("p", "troopers", 7), dice=(1,))
    assert ModelLost("p", 1, True) in events
    # A referee giving the troopers back stands the models again.
    state, _ = play(state, *ticks("p", "troopers", -14))
    assert len(formation(state, state.unit("p")).alive()) == 4


def test_models_follow_a_unit_moved_by_the_referee() -> None:
    from btdesk.model.commands import RefereePlace

    state = game(unit("i", BA, "blue", "0805"), phase=Phase.INITIATIVE, initiative=())
    state, _ = play(state, *LAY_OUT)
    before = formation(state, state.unit("i"))
    state, _ = play(state, RefereePlace("i", state.unit("i").position.__class__.from_label(
        "0808"), 0))
    after = formation(state, state.unit("i"))
    assert after.hex == state.unit("i").position
    assert after.at(1)[1] - before.at(1)[1] == pytest.approx(3 * 120, abs=1)


def test_the_module_is_refused_when_off() -> None:
    state = make_state(unit("i", BA, "blue", "0805"))
    with pytest.raises(IllegalCommand, match="option this game has off: Multi-model"):
        play(state, EndPlacement("i"))


@pytest.mark.parametrize("close_assault", [False, True])
def test_random_playouts_with_multi_model_infantry(tmp_path: Path, close_assault: bool,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Random legal commands on the Elite scenario (battle armor and platoons on both
    sides): every placing ends, every formation stays with its unit, and the game replays
    to the same state from its commands (the save)."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    options = ON | ({CLOSE_ASSAULT} if close_assault else set())
    placed = 0
    for game_number in range(2):
        session = Session.from_scenario("elite", seed=game_number,
                                        options=tuple(sorted(options)))
        for command in play_randomly(session, game_number, 300,
                                     lambda c: isinstance(c, EndPlacement)):
            placed += isinstance(command, EndPlacement)
            state = session.state
            for u in state.units:
                if u.active and u.position is not None and state.definition(u).kind.is_infantry:
                    assert formation(state, u).hex == u.position
        assert session.replayed() == session.state
    assert placed > 0
