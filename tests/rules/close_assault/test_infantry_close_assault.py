"""Infantry and vehicles under the Close Assault variant: seeds/000_7b64e9262a5995b9.txt
(0204-B), *Vehicles and Infantry* and *Infantry* (deployed and in formation)."""

from __future__ import annotations

import pytest
from support import LIB, make_state, unit

from btdesk.hexgrid import Hex
from btdesk.model.board import Terrain
from btdesk.model.commands import DeclareAttack, HideUnit, MoveUnit, ResolveAttacks, SetFormation
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import CLOSE_ASSAULT, Engagement, GameState, MoveMode, Phase, WeaponFire
from btdesk.rules import apply, attack_options
from btdesk.rules import tactical as tac
from btdesk.rules.modules.close_assault.hexes import occupied
from btdesk.session.dice import ScriptedDice

NONE = ScriptedDice([])
PLATOON = "machine-gun-motorized-platoon"
RIFLES = "rifle-energy-motorized-platoon"
CA = frozenset({CLOSE_ASSAULT})


def before_play(*units: object, options: frozenset[str] = CA, **kw: object) -> GameState:
    return make_state(*units, phase=Phase.INITIATIVE, initiative=(), options=options, **kw)


def test_infantry_are_put_in_formation_before_play() -> None:
    """ "Infantry units in formation ... are considered to be in parade-ground formation
    (marching, boarding vehicles, or awaiting orders)"; a choice made before play, with the
    Close Assault option."""
    state, _ = apply(before_play(unit("p", PLATOON, "orange", "0805")), SetFormation("p"), NONE)
    assert state.unit("p").formation
    with pytest.raises(IllegalCommand, match="Close Assault option"):
        apply(before_play(unit("p", PLATOON, "orange", "0805"), options=frozenset()),
              SetFormation("p"), NONE)
    with pytest.raises(IllegalCommand, match="not infantry"):
        apply(before_play(unit("w", "whm-6r-warhammer", "blue", "0805")), SetFormation("w"),
              NONE)


def test_infantry_in_formation_may_not_hide_or_attack() -> None:
    """ "Infantry units in formation may not attack and they may not be hidden." """
    state, _ = apply(before_play(unit("p", PLATOON, "orange", "0805"),
                                 unit("w", "whm-6r-warhammer", "blue", "0803", 3)),
                     SetFormation("p"), NONE)
    with pytest.raises(IllegalCommand, match="may not hide"):
        apply(state, HideUnit("p"), NONE)
    assert all(o.problem and "may not attack" in o.problem
               for o in attack_options(state, "p", "w"))


def formation_target(formation: bool) -> GameState:
    state = make_state(unit("w", "whm-6r-warhammer", "blue", "0801", 3),
                       unit("p", PLATOON, "orange", "0805", formation=formation),
                       terrain={"0805": Terrain.LIGHT_WOODS},
                       phase=Phase.WEAPON_ATTACK, options=CA)
    return state


def test_formation_infantry_get_no_cover_from_terrain() -> None:
    """ "Units in formation receive no benefit for cover from the terrain they are in" (the
    platoon stands in light woods)."""
    def names(formation: bool) -> set[str]:
        options = attack_options(formation_target(formation), "w", "p")
        return {m.name for o in options if o.possible for m in o.modifiers}
    assert "Target in light woods" in names(False)
    assert "Target in light woods" not in names(True)


def test_hits_on_infantry_in_formation_are_tripled() -> None:
    """ "hits against them are tripled": the Warhammer's medium laser kills three times the
    troopers it would kill in a deployed platoon."""
    def killed(formation: bool) -> int:
        state = formation_target(formation)
        laser = next(o.weapon for o in attack_options(state, "w", "p") if o.possible
                     and o.weapon_name == "Medium Laser")
        state, _ = apply(state, DeclareAttack("w", "p", (WeaponFire(laser),)), NONE)
        state, _ = apply(state, DeclareAttack("p", None), NONE)
        state, _ = apply(state, ResolveAttacks("w"), ScriptedDice([6, 6] + [3] * 10))
        return state.unit("p").troopers_lost
    deployed = killed(False)
    assert deployed > 0
    assert killed(True) == min(3 * deployed, LIB.get(PLATOON).infantry.troopers)


# --- stacking ---------------------------------------------------------------------------------

def stack(*units: object) -> GameState:
    return make_state(*units, initiative=("orange", "blue"), options=CA)


def test_two_deployed_infantry_units_may_share_a_hex_but_not_three() -> None:
    """ "Up to two deployed infantry units (or one infantry unit and one vehicle) may occupy
    a Close Assault Hex at one time." """
    state = stack(unit("p1", PLATOON, "orange", "0805"), unit("p2", RIFLES, "orange", "0806"),
                  unit("b", "whm-6r-warhammer", "blue", "0101", 3))
    state, _ = apply(state, MoveUnit("p2", MoveMode.WALK, ("0",)), NONE)
    assert state.unit("p2").position == Hex.from_label("0805")
    third = stack(unit("p1", PLATOON, "orange", "0805"), unit("p2", RIFLES, "orange", "0805"),
                  unit("p3", PLATOON, "orange", "0806"),
                  unit("b", "whm-6r-warhammer", "blue", "0101", 3))
    with pytest.raises(IllegalCommand, match="at most two deployed infantry"):
        apply(third, MoveUnit("p3", MoveMode.WALK, ("0",)), NONE)


def test_deployed_and_formation_infantry_never_share_a_hex() -> None:
    state = stack(unit("p1", PLATOON, "orange", "0805", formation=True),
                  unit("p2", RIFLES, "orange", "0806"),
                  unit("b", "whm-6r-warhammer", "blue", "0101", 3))
    with pytest.raises(IllegalCommand, match="deployed and formation infantry"):
        apply(state, MoveUnit("p2", MoveMode.WALK, ("0",)), NONE)


def test_formation_infantry_stack_up_to_seven() -> None:
    """ "Up to seven units in formation may occupy one Close Assault Hex, one in each
    Tactical Hex." """
    here = [unit(f"f{i}", PLATOON, "orange", "0805", formation=True) for i in range(6)]
    state = stack(*here, unit("f6", PLATOON, "orange", "0806", formation=True),
                  unit("f7", PLATOON, "orange", "0807", formation=True),
                  unit("b", "whm-6r-warhammer", "blue", "0101", 3))
    state, _ = apply(state, MoveUnit("f6", MoveMode.WALK, ("0",)), NONE)
    assert state.unit("f6").position == Hex.from_label("0805")
    state, _ = apply(state, MoveUnit("b", MoveMode.STATIONARY), NONE)
    with pytest.raises(IllegalCommand, match="full"):
        apply(state, MoveUnit("f7", MoveMode.WALK, ("0", "0")), NONE)


def test_two_light_vehicles_share_a_tactical_hex_a_heavy_one_does_not() -> None:
    """ "Up to two vehicles each weighing less than 60 tons may occupy the same Tactical
    Hex. Larger vehicles (60 tons or more) are limited, like BattleMechs, to one"."""
    state = make_state(unit("s1", "saladin-assault-hover-tank", "blue", "0805"),
                       unit("s2", "saladin-ultra", "blue", "0805"),
                       unit("r", "rommel-tank", "blue", "0805"),
                       unit("d", "whm-6r-warhammer", "orange", "0805"), options=CA)
    eng = Engagement(Hex.from_label("0805"), "s1", "d", 0,
                     places={"d": tac.CENTRE, "s1": tac.ring_hex(0)},
                     facings={"d": 0, "s1": 3, "s2": 3, "r": 3}, joined=("s2", "r"))
    assert tac.ring_hex(0) not in occupied(state, eng, "s2")  # room for a second Saladin
    assert tac.ring_hex(0) in occupied(state, eng, "r")  # none for a Rommel
    assert tac.CENTRE in occupied(state, eng, "s2")  # nor beside a 'Mech
