"""Anti-'Mech attacks under the Total Warfare infantry option (issue 17): seed 003
(``seeds/003_43324915c9a10379.txt``) 対メック攻撃 — 脚部攻撃, スウォーム攻撃, スウォーム攻撃の
撃退, スウォーム攻撃を受けるユニットに対する攻撃, スウォーム攻撃のダメージ.  The P.221 tables the
seed cites are reconstructed in ``tw_infantry.yaml`` ``anti_mech``."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import TABLES, at, make_state, moved, run, unit

from btdesk.model.commands import (
    AntiMechAttack,
    BrushOff,
    DeclareAttack,
    EndSwarm,
    MoveUnit,
    ResolveAttacks,
)
from btdesk.model.criticals import CriticalCheck
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import DamageApplied, Event, PilotingRoll
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.model.tw_infantry import (
    AntiMech,
    AntiMechDeclared,
    AntiMechResolved,
    SwarmEnded,
    SwarmerHit,
    SwarmStarted,
)
from btdesk.model.vocab import MoveStep
from btdesk.rules import attack_options, legal_commands
from btdesk.rules.modules.tw_infantry import anti_mech, coming_off
from btdesk.session.dice import ScriptedDice
from btdesk.ui.events_text import describe

TW = frozenset({TW_INFANTRY.key})
LEG, SWARM = AntiMech.LEG, AntiMech.SWARM


def game(*units: object, phase: Phase = Phase.WEAPON_ATTACK) -> GameState:
    state = make_state(*units, phase=phase)  # type: ignore[arg-type]
    return replace(state, options=state.options | TW)


def leg_game() -> GameState:
    return game(unit("ba", "infiltrator-mk-ii", "blue", "0808"),
                unit("m", "hbk-4g-hunchback", "orange", "0808"))


def test_a_leg_attack_uses_the_anti_mech_skill_and_the_troopers_table() -> None:
    """脚部攻撃: "基本となる命中数値は歩兵ユニットの対メックスキルのレートであり、そのユニットの
    現在活動中の兵数で修正される" — four Infiltrator troopers (the table's best row, +0),
    anti-'Mech skill 5: needs 5.  A hit: the front kick table (1D6 1: right leg), "4点の
    ダメージ", then "攻撃側プレイヤーは2D6をふり、クリティカルヒット判定表を参照する"."""
    state, events = run(leg_game(), AntiMechAttack("ba", "m", LEG))
    declared = next(e for e in events if isinstance(e, AntiMechDeclared))
    assert declared.needed == 5 and declared.modifiers[0] == ("Anti-'Mech skill", 5)
    state, _ = run(state, DeclareAttack("m", None))
    # to-hit 3+3; kick location 1 (RL); critical check 4+4 = 8: one hit; slot 1: the hip;
    # the Piloting roll for it 6+6.
    state, events = run(state, ResolveAttacks("ba"), [3, 3, 1, 4, 4, 1, 6, 6])
    assert next(e for e in events if isinstance(e, AntiMechResolved)).hit
    assert [(e.location, e.amount) for e in events if isinstance(e, DamageApplied)] == [
        ("RL", 4)]
    assert [e.why for e in events if isinstance(e, CriticalCheck)] == ["leg attack"]
    assert state.unit("m").slots_hit == {("RL", 0)}
    assert all(describe(e, state) is not None for e in events)


def test_a_mech_is_the_target_of_one_leg_attack_a_turn() -> None:
    """"そのターン中、メックが脚部攻撃の対象となるのは1回のみである"."""
    state = game(unit("ba", "infiltrator-mk-ii", "blue", "0808"),
                 unit("pl", "test-anti-mech-platoon", "blue", "0808"),
                 unit("m", "hbk-4g-hunchback", "orange", "0808"))
    state, _ = run(state, AntiMechAttack("ba", "m", LEG))
    state, _ = run(state, DeclareAttack("m", None))
    with pytest.raises(IllegalCommand, match="once a turn"):
        run(state, AntiMechAttack("pl", "m", LEG))


def test_untrained_infantry_makes_no_anti_mech_attack() -> None:
    """0204-B's "specially-trained and equipped anti-'Mech infantry": the Quick-Start rifle
    platoon's sheet does not say it is trained."""
    state = game(unit("pl", "rifle-energy-motorized-platoon", "blue", "0808"),
                 unit("m", "hbk-4g-hunchback", "orange", "0808"))
    with pytest.raises(IllegalCommand, match="not trained"):
        run(state, AntiMechAttack("pl", "m", LEG))
    assert not any(isinstance(c, AntiMechAttack) for c in legal_commands(state))


def test_a_trained_platoon_of_28_uses_the_best_row_and_the_target_s_movement() -> None:
    """28 troopers: the 22+ row (+0); the target ran 5 hexes (+2) and stands in light woods
    (+1): 5 + 0 + 2 + 1 = 8."""
    from btdesk.model.board import Terrain

    state = game(unit("pl", "test-anti-mech-platoon", "blue", "0808"),
                 unit("m", "hbk-4g-hunchback", "orange", "0808",
                      moved=moved(MoveMode.RUN, 5, 6)))
    state = replace(state, board=replace(state.board, terrain={at("0808"): Terrain.LIGHT_WOODS}))
    mods = anti_mech.modifiers(state, state.unit("pl"), state.unit("m"), LEG)
    assert sum(v for _, v in mods) == 8, mods
    swarm = anti_mech.modifiers(state, state.unit("pl"), state.unit("m"), SWARM)
    assert sum(v for _, v in swarm) == 10  # the swarm table's 22+ row: +2


def test_too_few_troopers_and_the_tables_are_reconstructed() -> None:
    rules = TABLES.tw_infantry.anti_mech  # type: ignore[union-attr]
    assert rules.reconstructed
    assert rules.modifier(rules.leg_conventional, 4) is None
    assert rules.modifier(rules.swarm_conventional, 15) is None
    # The seed's one number for the Swarm Attack Modifiers table: "4人の友軍バトルアーマー…
    # -3の修正(表の+3を負の修正に変えたもの)".
    assert rules.mechanized[4] == 3


def swarm_on(state: GameState, swarmer: str = "ba", host: str = "m"
             ) -> tuple[GameState, list[Event]]:
    """Declare and land a swarm attack (to-hit 6+6)."""
    state, _ = run(state, AntiMechAttack(swarmer, host, SWARM))
    for u in state.units:
        if state.declaration(u.uid) is None and u.active:
            state, _ = run(state, DeclareAttack(u.uid, None))
    return run(state, ResolveAttacks(swarmer), [6, 6])


def test_a_swarm_attack_that_hits_puts_the_squad_on_its_host() -> None:
    """スウォーム攻撃: "スウォーム攻撃の命中判定は歩兵ユニットがそのメックに足場を確保できたか
    どうかによってのみ" — no damage that turn; the swarmer "武器攻撃の目標になることは
    できない", counts for no stacking, and goes where its host goes."""
    state = game(unit("ba", "infiltrator-mk-ii", "blue", "0808"),
                 unit("m", "hbk-4g-hunchback", "orange", "0808"),
                 unit("e", "enf-4r-enforcer", "orange", "0805"))
    state, events = swarm_on(state)
    assert [e for e in events if isinstance(e, SwarmStarted)] == [SwarmStarted("ba", "m")]
    assert not [e for e in events if isinstance(e, DamageApplied)]
    assert anti_mech.host_of(state, "ba") == "m"
    assert all("no target" in (o.problem or "") for o in attack_options(state, "e", "ba"))
    assert all("attacks only it" in (o.problem or "") for o in attack_options(state, "ba", "e"))
    # Next turn's movement: the host walks north two hexes; the swarmer rides along.
    state = replace(state, phase=Phase.MOVEMENT, turn=2, declarations=(), last_side=None,
                    initiative=("blue", "orange"),
                    units=tuple(replace(u, moved=None) for u in state.units))
    with pytest.raises(IllegalCommand, match="goes where that unit goes"):
        run(state, MoveUnit("ba", MoveMode.WALK, (MoveStep("0"),)))
    state, _ = run(state, MoveUnit("ba", MoveMode.STATIONARY))
    state, _ = run(state, MoveUnit("m", MoveMode.WALK, (MoveStep.FORWARD, MoveStep.FORWARD)))
    assert state.unit("ba").position == state.unit("m").position == at("0806")


def swarm_damage_game(sheet: str, host: str = "hbk-4g-hunchback") -> GameState:
    state = game(unit("ba", sheet, "blue", "0808"), unit("m", host, "orange", "0808"))
    state, _ = swarm_on(state)
    return replace(state, turn=2, declarations=(), phase=Phase.WEAPON_ATTACK, last_side=None,
                   initiative=("blue", "orange"),
                   units=tuple(replace(u, moved=None) for u in state.units))


@pytest.mark.parametrize(("sheet", "damage"), [("test-elemental-point", 15),
                                               ("test-elemental-point-two", 30)])
def test_swarm_damage_is_the_arm_weapons_summed_into_one_location(sheet: str,
                                                                  damage: int) -> None:
    """スウォーム攻撃のダメージ: "小型レーザーを装備したエレメンタルのバトルアーマー・ポイントは
    1箇所に15ポイントのまとまったダメージを与える。小型レーザーを2つ装備しているバトルアーマー・
    ポイントは30点" — every attack hits; the swarm hit location table (7: centre torso), and
    a critical roll even though no structure was hit ("内部構造物にダメージを与えなかった場合
    でもクリティカルヒット判定表で1回ダイス")."""
    state = swarm_damage_game(sheet, "mad-cat-timber-wolf-prime")  # centre torso 36
    state, _ = run(state, AntiMechAttack("ba", "m", SWARM))
    state, _ = run(state, DeclareAttack("m", None))
    state, events = run(state, ResolveAttacks("ba"), [3, 4, 2, 3])
    assert sum(e.amount for e in events if isinstance(e, DamageApplied)
               and e.unit == "m") == damage
    assert {e.location for e in events if isinstance(e, DamageApplied) and e.unit == "m"} \
        <= {"CT"}
    assert [(e.roll, e.hits) for e in events if isinstance(e, CriticalCheck)] == [(5, 0)]
    assert next(e for e in events if isinstance(e, AntiMechResolved)).roll is None


def test_fire_at_a_swarmed_mech_may_hit_the_swarmers() -> None:
    """スウォーム攻撃を受けるユニットに対する攻撃: a torso hit rolls 1D6; "5-6の場合、スウォーム
    攻撃中の歩兵ユニットにダメージが与えられる" — battle armor: a random trooper takes all it
    can, the rest goes on to the host's location."""
    from btdesk.rules.core.damage import strike
    from btdesk.rules.dice import Roller

    state = swarm_damage_game("infiltrator-mk-ii")
    events: list[Event] = []
    after = strike(state, "m", "CT", 10, Roller(ScriptedDice([5, 1]), events), events)
    hit = next(e for e in events if isinstance(e, SwarmerHit))
    assert (hit.roll, hit.damage) == (5, 7)  # an Infiltrator trooper takes 7
    assert after.unit("m").damage.get("CT") == 3
    events = []
    after = strike(state, "m", "CT", 10, Roller(ScriptedDice([4]), events), events)
    assert after.unit("m").damage.get("CT") == 10
    events = []
    after = strike(state, "m", "LA", 10, Roller(ScriptedDice([]), events), events)
    assert not [e for e in events if isinstance(e, SwarmerHit)]  # an arm: no roll


def test_a_swarming_unit_may_end_the_swarm_in_a_later_weapon_phase() -> None:
    state = swarm_damage_game("infiltrator-mk-ii")
    state, events = run(state, EndSwarm("ba"))
    assert [e.at for e in events if isinstance(e, SwarmEnded)] == [at("0808")]
    assert anti_mech.host_of(state, "ba") is None


def test_pulling_swarmers_off_with_arms_at_plus_4() -> None:
    """スウォーム攻撃の撃退: "+4の修正…最大2回(各腕につき1回)の操縦スキルロール"; both are
    resolved; a success puts the infantry in the hex with the punch's damage, "標準の全ての
    ダメージ"; a failure punches the 'Mech itself (front punch table)."""
    state = swarm_damage_game("infiltrator-mk-ii")
    state = replace(state, phase=Phase.PHYSICAL_ATTACK,
                    options=state.options | {"physical_attacks"})
    assert BrushOff("m", ("LA", "RA")) in legal_commands(state)
    # Left arm: Piloting 5 + 4 = 9, rolls 6+5 (off: 5 damage to a random trooper, 1D6 2);
    # right arm: 1+1 fails, punches itself: 1D6 6, the head.
    state, events = run(state, BrushOff("m", ("LA", "RA")), [6, 5, 2, 1, 1, 6])
    rolls = [e for e in events if isinstance(e, PilotingRoll)]
    assert [(r.needed, r.passed) for r in rolls] == [(9, True), (9, False)]
    assert anti_mech.host_of(state, "ba") is None
    assert ("ba", "trooper 2", 5) in [(e.unit, e.location, e.amount) for e in events
                                     if isinstance(e, DamageApplied)]
    assert state.unit("m").damage.get("H") == 5  # a 50-ton 'Mech punches for 5


def test_a_destroyed_host_drops_its_swarmers_in_its_hex() -> None:
    from btdesk.rules.core.damage import strike
    from btdesk.rules.dice import Roller

    state = swarm_damage_game("infiltrator-mk-ii")
    events: list[Event] = []
    state = strike(state, "m", "H", 9, Roller(ScriptedDice([]), events), events)
    state = coming_off.sync(state, Roller(ScriptedDice([]), events), events)
    assert state.unit("m").destroyed
    assert [e.at for e in events if isinstance(e, SwarmEnded)] == [at("0808")]


def test_a_falling_host_knocks_its_swarmers_off_with_2d6() -> None:
    """転倒/垂直伏臥: "スウォームされているメックが転倒した場合、スウォーム攻撃中歩兵ユニットは
    メックからそのヘクスに落下する…2D6ダメージポイントの1撃"."""
    from btdesk.rules.core.piloting import fall
    from btdesk.rules.dice import Roller

    state = swarm_damage_game("infiltrator-mk-ii")
    events: list[Event] = []
    state = fall(state, "m", Roller(ScriptedDice([3, 4, 1] + [1] * 20), events), events)
    assert [e.why for e in events if isinstance(e, SwarmEnded)] == [
        "HBK-4G Hunchback fell"]
    assert ("ba", "trooper 1", 7) in [(e.unit, e.location, e.amount) for e in events
                                     if isinstance(e, DamageApplied)]


def test_a_vehicle_is_swarmed_at_minus_2() -> None:
    """"VS車輌:…攻撃側には命中-2の修正が適用される"; a leg attack is on 'Mechs only."""
    state = game(unit("ba", "infiltrator-mk-ii", "blue", "0808"),
                 unit("v", "rommel-tank", "orange", "0808"))
    mods = anti_mech.modifiers(state, state.unit("ba"), state.unit("v"), SWARM)
    assert ("Target is a vehicle", -2) in mods and sum(v for _, v in mods) == 5
    with pytest.raises(IllegalCommand, match="on a 'Mech"):
        run(state, AntiMechAttack("ba", "v", LEG))
