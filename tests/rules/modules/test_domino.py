"""The domino effect, infantry falling and riders jolted, under the Total Warfare infantry
option (issue 16): seed 003 (``seeds/003_43324915c9a10379.txt``) スタッキング ("ユニットが
不意にスタッキングルールに違反した場合、その結果はドミノ効果(ドミノ効果P.152参照)となる":
a unit that breaks the stacking rules by accident causes the domino effect), 落下 and
歩兵輸送's 移動によるダメージ.  The domino effect and the falling table are cited, not printed:
``tw_infantry.yaml`` reconstructs them, marked ``reconstructed: true``."""

from __future__ import annotations

from dataclasses import replace

from support import LIB, at, make_state, unit

from btdesk.io.tables import load_rule_tables
from btdesk.model.board import Terrain
from btdesk.model.events import Event, PilotingRoll
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, Phase
from btdesk.model.tw_infantry import DominoDisplaced, InfantryFell, RiderJolted, RidersThrown
from btdesk.rules import troopers_alive
from btdesk.rules.core.condition import trooper_damage
from btdesk.rules.core.physical import push_on_map
from btdesk.rules.core.piloting import fall
from btdesk.rules.dice import Roller
from btdesk.session.dice import ScriptedDice
from btdesk.ui.events_text import describe

TW = frozenset({TW_INFANTRY.key})
PLATOON = "rifle-energy-motorized-platoon"


def game(*units: object, levels: dict[str, int] | None = None, tw: bool = True) -> GameState:
    state = make_state(*units, phase=Phase.PHYSICAL_ATTACK)  # type: ignore[arg-type]
    if levels:
        state = replace(state, board=replace(state.board, levels={
            at(k): v for k, v in levels.items()}))
    return replace(state, options=state.options | TW) if tw else state


def push(state: GameState, dice: list[int]) -> tuple[GameState, list[Event]]:
    """'Mech ``a`` (0810) pushes ``b`` (0809) north into 0808."""
    events: list[Event] = []
    return push_on_map(state, "a", "b", Roller(ScriptedDice(dice), events), events), events


def test_the_tables_say_they_are_reconstructed() -> None:
    rules = load_rule_tables().tables.tw_infantry
    assert rules.domino.reconstructed and rules.falling.reconstructed
    assert rules.falling.levels == 2  # the seed's own number: "2レベル以上低いヘクス"
    assert rules.transport.jolt_hit == {5, 6} and rules.transport.jolt_damage == 1


def test_a_mech_pushed_into_a_mech_s_hex_makes_it_step_aside_on_a_good_roll() -> None:
    """スタッキング: one 'Mech to a hex; the push puts a second in.  The 'Mech there makes a
    Piloting Skill Roll (Piloting 5: 5 passes) and steps into the adjacent hex it enters
    for the fewest MP, not back where the pushed 'Mech came from."""
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("c", "cda-3ma-cicada", "blue", "0808"))
    state, events = push(state, [2, 3])
    assert state.unit("b").position == at("0808") and state.unit("a").position == at("0809")
    moved = next(e for e in events if isinstance(e, DominoDisplaced))
    assert moved.unit == "c" and moved.how == "stepped aside"
    assert state.unit("c").position == moved.to and moved.to not in (at("0808"), at("0809"))
    assert any(isinstance(e, PilotingRoll) and e.passed for e in events)
    assert describe(moved, state) == (f"domino effect: CDA-3MA Cicada makes room in 0808 for "
                                      f"ENF-4R Enforcer, stepped aside into {moved.to.label}")


def test_on_a_failed_roll_the_mech_is_pushed_on_in_the_same_direction() -> None:
    """The reconstruction: a 'Mech that fails its roll goes one hex on the way the push went
    (north, into 0807)."""
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("c", "cda-3ma-cicada", "blue", "0808"))
    state, events = push(state, [1, 1])
    assert state.unit("c").position == at("0807")
    assert state.unit("b").position == at("0808")
    assert [e.how for e in events if isinstance(e, DominoDisplaced)] == ["pushed on"]


def test_the_chain_goes_on_down_the_line() -> None:
    """Each unit pushed on into a full hex sets off the effect again: c fails its roll into
    0807, where d fails too and goes on to 0806."""
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("c", "cda-3ma-cicada", "blue", "0808"),
                 unit("d", "her-5sa-hermes-ii", "blue", "0807"))
    state, _ = push(state, [1, 1, 1, 1])
    assert [state.unit(u).position for u in "bcd"] == [at("0808"), at("0807"), at("0806")]


def test_where_the_chain_cannot_go_on_nothing_moves() -> None:
    """A unit with nowhere to go (deep water the tank 1D6 picks cannot enter) stops the
    chain: the push fails as it does without the option, and no unit has moved."""
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("p", PLATOON, "blue", "0808"),
                 unit("t", "rommel-tank", "blue", "0808"))
    state = replace(state, board=replace(state.board, terrain={at("0807"): Terrain.WATER},
                                         depths={at("0807"): 2}))
    before = state
    state, _ = push(state, [2])
    assert [u.position for u in state.units] == [u.position for u in before.units]


def test_which_unit_gives_way_is_random() -> None:
    """スウォーム攻撃 words the choice: "いずれが再配置されるかを無作為に決める" (which is
    moved is decided at random).  Two blue units fill blue's share of 0808; the Enforcer
    pushed in is a third: 1D6 picks the second (2), a tank, which cannot step aside."""
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("p", PLATOON, "blue", "0808"),
                 unit("t", "rommel-tank", "blue", "0808"))
    state, events = push(state, [2])
    assert state.unit("t").position == at("0807") and state.unit("p").position == at("0808")
    assert not any(isinstance(e, PilotingRoll) for e in events)


def test_infantry_pushed_two_levels_down_falls() -> None:
    """落下: "ドミノ効果により押し出しされた歩兵ユニットが、押し出し元のヘクスよりも2レベル
    以上低いヘクスに移動した場合、そのユニットは歩兵落下ダメージ表(TW,P151参照)に示される落下
    ダメージを受ける" (infantry the domino effect pushes into a hex two or more levels lower
    takes falling damage).  Reconstructed: 1D6 a level, standard damage: 3 + 4 = 7
    troopers, not doubled in the open (a fall is not an attack)."""
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("p", PLATOON, "blue", "0808"),
                 unit("t", "rommel-tank", "blue", "0808"),
                 levels={"0810": 2, "0809": 2, "0808": 2})
    state, events = push(state, [1, 3, 4])
    platoon = state.unit("p")
    assert platoon.position == at("0807")
    fell = next(e for e in events if isinstance(e, InfantryFell))
    assert (fell.levels, fell.damage) == (2, 7)
    full = LIB.get(PLATOON).infantry
    assert full is not None
    assert troopers_alive(platoon, LIB.get(PLATOON)) == full.troopers - 7
    assert describe(fell, state) == (
        "Rifle, Energy (Motorized) Platoon falls 2 levels into 0807: 7 damage")


def test_one_level_down_is_no_fall() -> None:
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("p", PLATOON, "blue", "0808"),
                 unit("t", "rommel-tank", "blue", "0808"),
                 levels={"0810": 1, "0809": 1, "0808": 1})
    state, events = push(state, [1])
    assert state.unit("p").position == at("0807")
    assert not any(isinstance(e, InfantryFell) for e in events)


def test_riders_of_a_displaced_carrier_roll_for_damage() -> None:
    """移動によるダメージ: "歩兵を搭載したビークルが…押し出しによってダメージを受ける場合、各搭載
    歩兵ユニットについて1D6を振る。1-4の場合その歩兵はダメージを受けず、5-6の場合その歩兵
    ユニットは1点のダメージを受ける" (when a vehicle carrying infantry is displaced, 1D6 per
    rider: 1-4 nothing, 5-6 one point).  The Maxim gives way (1D6 2) and its platoon rolls 5."""
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("p", "rifle-energy-motorized-platoon", "blue", "0808"),
                 unit("m", "maxim-heavy-hover-transport", "blue", "0808"),
                 unit("r", "machine-gun-motorized-platoon", "blue", None, carried_by="m"))
    state, events = push(state, [2, 5])
    jolt = next(e for e in events if isinstance(e, RiderJolted))
    assert (jolt.unit, jolt.roll, jolt.damage) == ("r", 5, 1)
    rider = state.unit("r")
    assert rider.carried_by == "m" and rider.troopers_lost == 1  # not doubled: no ground
    assert state.unit("m").position == at("0807")


def test_a_rider_thrown_into_a_full_hex_sets_off_the_domino_effect() -> None:
    """転倒/垂直腹臥: "落ちた歩兵ユニットがそのヘクスのスタック制限に違反した場合、ドミノ効果が
    発生する" (a fallen unit that overstacks the hex causes the domino effect).  The Timber
    Wolf and a tank fill blue's share of 0809; its squad falls in, and the tank (never the
    fallen 'Mech) gives way in a direction rolled on 1D6 (4: south, into 0810)."""
    state = game(unit("w", "mad-cat-timber-wolf-prime", "blue", "0809"),
                 unit("b", "infiltrator-mk-ii", "blue", None, carried_by="w"),
                 unit("t", "rommel-tank", "blue", "0809"))
    events: list[Event] = []
    dice = [4,  # the tank is pushed south
            3, 4, 2,  # the squad's 2D6 blow, on trooper 2
            1, 3, 4, 3, 4, 6, 6]  # the 'Mech's own fall
    state = fall(state, "w", Roller(ScriptedDice(dice), events), events)
    assert state.unit("t").position == at("0810")
    squad = state.unit("b")
    assert squad.position == at("0809") and squad.carried_by is None
    assert trooper_damage(squad, LIB.get("infiltrator-mk-ii")) == (0, 7, 0, 0)
    assert any(isinstance(e, RidersThrown) and e.at == at("0809") for e in events)


def test_without_the_option_a_full_hex_stops_a_push() -> None:
    """The Quick-Start rules: another unit in the hex stops the push; no domino effect."""
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("c", "cda-3ma-cicada", "blue", "0808"), tw=False)
    after, events = push(state, [])
    assert after is state and not events


def test_riders_of_a_carrier_that_is_charged_roll_for_damage() -> None:
    """移動によるダメージ: "歩兵を搭載したビークルが…衝突…によってダメージを受ける場合、各搭載
    歩兵ユニットについて1D6を振る" (when a vehicle carrying infantry is damaged by a
    collision, 1D6 per rider): a charge on the Maxim is a collision; its platoon rolls 6."""
    from btdesk.hexgrid import Arc
    from btdesk.rules.core.physical import CHARGE, Blow, deal

    state = game(unit("a", "hbk-4g-hunchback", "orange", "0809"),
                 unit("m", "maxim-heavy-hover-transport", "blue", "0808"),
                 unit("r", "machine-gun-motorized-platoon", "blue", None, carried_by="m"))
    events: list[Event] = []
    state = deal(state, Blow("a", "m", CHARGE, Arc.FRONT, (), charge_hexes=1),
                 Roller(ScriptedDice([6] * 20), events), events)
    jolt = next(e for e in events if isinstance(e, RiderJolted))
    assert (jolt.unit, jolt.why, jolt.roll, jolt.damage) == ("r", "charge", 6, 1)
    assert state.unit("r").troopers_lost == 1


def test_a_rider_killed_by_the_jolt_is_out_of_the_game_at_once() -> None:
    """A rider has no hex to be taken off at the end of the phase: its last trooper lost to
    the jolt, it is destroyed and removed at once, announced once."""
    from btdesk.model.events import UnitDestroyed, UnitRemoved

    platoon = LIB.get("machine-gun-motorized-platoon").infantry
    assert platoon is not None
    state = game(unit("a", "hbk-4g-hunchback", "orange", "0810"),
                 unit("b", "enf-4r-enforcer", "blue", "0809"),
                 unit("p", PLATOON, "blue", "0808"),
                 unit("m", "maxim-heavy-hover-transport", "blue", "0808"),
                 unit("r", "machine-gun-motorized-platoon", "blue", None, carried_by="m",
                      troopers_lost=platoon.troopers - 1))
    state, events = push(state, [2, 5])
    rider = state.unit("r")
    assert rider.destroyed and rider.removed and rider.carried_by is None
    assert [type(e) for e in events if isinstance(e, (UnitDestroyed, UnitRemoved))] == [
        UnitDestroyed, UnitRemoved]
