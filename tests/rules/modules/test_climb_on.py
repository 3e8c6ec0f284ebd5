"""Friendly battle armor climbing onto a swarmed unit (seeds/003_43324915c9a10379.txt
スウォーム攻撃の撃退, 機械化バトルアーマー): "そのバトルアーマーユニットは搭乗のために標準的な
スウォーム攻撃をおこなわなければならず…この修正は目標数に対して負の数として適用される。例えば
21人の敵軍通常歩兵がメックに群がり、4人の友軍バトルアーマーユニットがスウォーム攻撃を防ぐために
そのメックに乗ろうとした場合、すべての標準的な修正に加えて、-3の修正(表の+3 を負の修正に変えた
もの)が目標数値に適用される。この攻撃が成功した場合、その機械化バトルアーマーは次のターンの武器
攻撃フェイズにおいて、目標の移動力と地形修正をすべて無視して敵軍歩兵を直接攻撃することができる。\""""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import make_state, moved, run, unit

from btdesk.model.board import Terrain
from btdesk.model.commands import ClimbOn, DeclareAttack, EndSwarm, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import AntiMechDeclared, ClimbedOn, SwarmEnded
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.rules import attack_options, legal_commands
from btdesk.rules.modules.tw_infantry import anti_mech

ENEMY = "rifle-energy-motorized-platoon"


def swarmed(terrain: Terrain | None = None, defending: bool = False, turn: int = 2
            ) -> GameState:
    """Blue's platoon has swarmed Orange's Hunchback in 0808 since turn 1; Orange's
    Infiltrators (4 troopers, anti-'Mech skill 5) stand with it, Blue's Enforcer nearby;
    the Weapon Attack Phase, Orange to declare first.  ``defending``: the Infiltrators got
    on in turn 1."""
    still = moved(MoveMode.STATIONARY)
    state = make_state(unit("s", ENEMY, "blue", "0808", moved=still),
                       unit("m", "hbk-4g-hunchback", "orange", "0808", 3, moved=still),
                       unit("ba", "infiltrator-mk-ii", "orange", "0808", moved=still),
                       unit("e", "enf-4r-enforcer", "blue", "0806", 3, moved=still),
                       terrain={"0808": terrain} if terrain else None,
                       phase=Phase.WEAPON_ATTACK, initiative=("orange", "blue"),
                       options=frozenset({TW_INFANTRY.key}), turn=turn)
    rec = anti_mech.AntiMechState(swarming={"s": "m"}, turn=turn, attached={"s": 1},
                                  defending={"ba": "m"} if defending else {})
    if defending:
        rec = replace(rec, attached={"s": 1, "ba": 1})
    return replace(state, module_state={"tw_infantry.anti_mech": rec})


def test_the_climb_is_a_swarm_attack_with_the_table_turned_negative() -> None:
    """Anti-'Mech skill 5, 4 troopers on the swarm table +2, and the Swarm Attack Modifiers
    table's +3 for 4 battle armor troopers as -3: needs 4; 2+2 gets them on."""
    state = swarmed()
    assert ClimbOn("ba", "m") in legal_commands(state)
    state, events = run(state, ClimbOn("ba", "m"))
    declared = next(e for e in events if isinstance(e, AntiMechDeclared))
    assert declared.needed == 4
    assert declared.modifiers[-1][1] == -3 and "negative" in declared.modifiers[-1][0]
    for uid in ("s", "m", "e"):
        state, _ = run(state, DeclareAttack(uid, None))
    state, events = run(state, ResolveAttacks("ba"), [2, 2])
    assert ClimbedOn("ba", "m") in events
    assert anti_mech.defender_of(state, "ba") == "m"


def test_once_on_it_fights_only_the_swarmers_and_from_the_next_turn() -> None:
    """The turn it got on it may not fire at them; next turn it may, and at nobody else."""
    same_turn = swarmed(defending=True, turn=1)
    assert "from next turn" in (attack_options(same_turn, "ba", "s")[0].problem or "")
    state = swarmed(defending=True)
    assert all(o.problem is None or "range" in o.problem
               for o in attack_options(state, "ba", "s"))
    assert "attacks only them" in (attack_options(state, "ba", "e")[0].problem or "")


def test_its_shot_ignores_the_swarmers_movement_and_terrain() -> None:
    """In light woods the swarmers would be +1 to hit: taken off again."""
    state = swarmed(Terrain.LIGHT_WOODS, defending=True)
    option = attack_options(state, "ba", "s")[0]
    names = {m.name: m.value for m in option.modifiers}
    assert names["Target in light woods"] == 1
    assert names["Riding HBK-4G Hunchback: the swarmers' movement and terrain ignored"] == -1


def test_it_rides_as_a_swarmer_does_and_is_no_target() -> None:
    state = swarmed(defending=True)
    assert "riding" in (attack_options(state, "e", "ba")[0].problem or "")
    state = replace(state, phase=Phase.MOVEMENT, declarations=(),
                    units=tuple(replace(u, moved=None) for u in state.units))
    from btdesk.model.commands import MoveUnit
    with pytest.raises(IllegalCommand, match="riding"):
        run(state, MoveUnit("ba", MoveMode.WALK, ("3",)))
    state, _ = run(state, MoveUnit("m", MoveMode.WALK, ("F",)))
    assert state.unit("ba").position == state.unit("m").position == state.unit("s").position


def test_it_gets_off_as_a_swarmer_lets_go() -> None:
    state, events = run(swarmed(defending=True), EndSwarm("ba"))
    assert [e.unit for e in events if isinstance(e, SwarmEnded)] == ["ba"]
    assert anti_mech.mount_of(state, "ba") is None


@pytest.mark.parametrize(("uid", "host", "why"), [
    ("ba", "e", "not a friendly unit"),
    ("m", "m", "only battle armor"),
])
def test_refusals_say_why(uid: str, host: str, why: str) -> None:
    with pytest.raises(IllegalCommand, match=why):
        run(swarmed(), ClimbOn(uid, host))


def test_an_unswarmed_unit_needs_no_help() -> None:
    state = swarmed()
    state = replace(state, module_state={"tw_infantry.anti_mech": anti_mech.AntiMechState(
        turn=2)})
    with pytest.raises(IllegalCommand, match="no enemy infantry swarming"):
        run(state, ClimbOn("ba", "m"))


def test_the_sheets_say_who_is_on_whom() -> None:
    """Issue 17: "the sheet shows swarmers" (the line under the sheet's data)."""
    from btdesk.printing.record_sheet import transport_line

    state = swarmed(defending=True)
    assert transport_line(state, state.unit("m")) == (
        "Swarmed by Rifle, Energy (Motorized) Platoon; Infiltrator Mk II on it fighting them")
    assert transport_line(state, state.unit("s")) == "Swarming HBK-4G Hunchback"
    assert transport_line(state, state.unit("ba")) == "On HBK-4G Hunchback to fight its swarmers"
    assert transport_line(state, state.unit("e")) == ""
