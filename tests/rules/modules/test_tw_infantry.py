"""The Total Warfare infantry option (issue 16): seed 003 (``seeds/003_43324915c9a10379.txt``,
the Japanese translation of *Total Warfare*'s infantry chapter, 歩兵戦闘).  Each test quotes
the seed's heading and words with an English rendering; without the option the
Quick-Start rules hold, and a test shows that too."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from support import at, damage_dealt, make_state, moved, on, unit

from btdesk.model.board import Terrain
from btdesk.model.commands import DeclareAttack, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import ClusterHits, DamageApplied
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, MoveMode, Phase, WeaponFire
from btdesk.rules import apply, attack_options, check_move, reachable
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import Session

TW = frozenset({TW_INFANTRY.key})
STILL = moved(MoveMode.STATIONARY)
H, L, R = Terrain.HEAVY_WOODS, Terrain.LIGHT_WOODS, Terrain.ROUGH
MG = "machine-gun-motorized-platoon"
RIFLE = "rifle-energy-motorized-platoon"


def tw(state: GameState) -> GameState:
    return replace(state, options=state.options | TW)


def walk(state: GameState, uid: str, *steps: str) -> int:
    return check_move(state, uid, MoveMode.WALK, steps).mp_spent


# --- 歩兵の移動 (infantry movement) ---------------------------------------------------------

@pytest.mark.parametrize(("terrain", "qsr", "total_warfare"),
                         [(L, 1, 1), (H, 1, 2), (R, 1, 2), (Terrain.CLEAR, 1, 1)])
def test_infantry_pay_total_warfare_terrain_costs(terrain: Terrain, qsr: int,
                                                  total_warfare: int) -> None:
    """歩兵の移動: "一般的に、歩兵は他のユニットと同じ移動コスト…を支払わなければならない"
    (infantry generally pay the costs other units pay); 森林: "林ヘクスに進入する場合、歩兵は
    1MPのみ支払う…歩兵は森ヘクスに進入するために2MPのみ支払う" (light woods 1 MP, heavy
    woods 2).  Rough is 2 for every unit in Total Warfare.  The QSR: 1 MP a hex."""
    s = on(make_state(unit("p", MG, "blue", "0810")), terrain={"0809": terrain})
    assert walk(s, "p", "0") == qsr
    assert walk(tw(s), "p", "0") == total_warfare


def test_infantry_may_always_enter_one_hex_with_all_their_mp() -> None:
    """歩兵の移動: "歩兵は走ることができないが、走ったとみなすことで最小移動ルールを使用
    できる" (infantry cannot run, but may use the minimum movement rule, counted as
    running).  Heavy woods one level up: 2 + 2 = 4 MP, more than the platoon's 3; it may
    still enter that one hex, spending all 3, and go no further."""
    s = tw(on(make_state(unit("p", MG, "blue", "0810")), terrain={"0809": H},
              levels={"0809": 1}))
    assert walk(s, "p", "0") == 3
    assert reachable(s, "p", MoveMode.WALK)[(at("0809"), 0)].cost == 3
    with pytest.raises(IllegalCommand, match="has 3 MP"):
        walk(s, "p", "0", "0")


# --- スタッキング (stacking) -----------------------------------------------------------------

def test_two_units_of_a_side_may_share_a_hex_but_not_three() -> None:
    """スタッキング: "各移動フェイズの終了時において、それぞれの陣営から最大2つのユニットが
    1つのヘクスを占めることができる" (at the end of each Movement Phase up to two units of
    each side may occupy one hex).  Without the option, the QSR's "units may not end a
    move together"."""
    s = make_state(unit("r", "rommel-tank", "blue", "0809"),
                   unit("p", MG, "blue", "0810"), unit("q", RIFLE, "blue", "0811"))
    with pytest.raises(IllegalCommand, match="units may not end a move together"):
        walk(s, "p", "0")
    s = tw(s)
    assert walk(s, "p", "0") == 1
    s = replace(s, units=tuple(replace(u, position=at("0809")) if u.uid == "p" else u
                               for u in s.units))
    with pytest.raises(IllegalCommand, match="0809 already holds 2 of your units: at most 2 "
                                             "units of a side may end a move in one hex"):
        walk(s, "q", "0", "0")


def test_a_hex_holds_one_mech_whatever_its_side() -> None:
    """スタッキング: "メックは上限4のうち1つだけ存在が許される" (a 'Mech is allowed only as one
    of the four).  rules-notes §8 paraphrases this as "one of them may be a 'Mech"; the
    seed counts the hex's 'Mechs, so an enemy 'Mech fills the place too."""
    s = tw(make_state(unit("h", "hbk-4g-hunchback", "blue", "0810"),
                      unit("c", "cda-3ma-cicada", "orange", "0809")))
    with pytest.raises(IllegalCommand, match=r"0809 already holds a 'Mech \(CDA-3MA Cicada\): "
                                             "at most 1 'Mech may stand in one hex"):
        walk(s, "h", "F")


def test_four_units_two_of_each_side_may_share_a_hex() -> None:
    """スタッキング: "(最大4つまで)。これらのユニットは車輌と歩兵の組み合わせで構成することが
    できる" (up to four; vehicles and infantry in any mix)."""
    s = tw(make_state(unit("r", "rommel-tank", "blue", "0809"), unit("p", MG, "blue", "0809"),
                      unit("s", "saladin-assault-hover-tank", "orange", "0809"),
                      unit("q", RIFLE, "orange", "0810")))
    assert walk(s, "q", "0") == 1


def test_entering_an_enemy_hex_ends_the_move() -> None:
    """スタッキング: "ユニットは敵軍ユニットが存在するヘクスに進入することができるが、同じ
    ターン中にそのヘクスを離れることはできない。…自動的にそのユニットの移動は終了する" (a
    unit may enter a hex with an enemy unit but not leave it that turn; its move ends).
    The QSR bars the hex outright.  Every hex the overlay offers is a legal move."""
    s = make_state(unit("r", "rommel-tank", "blue", "0810"),
                   unit("s", "saladin-assault-hover-tank", "orange", "0809"))
    with pytest.raises(IllegalCommand, match="0809 holds an enemy unit"):
        walk(s, "r", "F")
    s = tw(s)
    assert walk(s, "r", "F") == 1
    with pytest.raises(IllegalCommand, match="ends in 0809, which holds an enemy unit "
                                             r"\(Saladin Assault Hover Tank\)"):
        walk(s, "r", "F", "F")
    with pytest.raises(IllegalCommand, match="one too many"):
        walk(s, "r", "F", "R")
    reach = reachable(s, "r", MoveMode.RUN)
    assert reach[(at("0809"), 0)].cost == 1
    for (h, facing), way in reach.items():
        result = check_move(s, "r", MoveMode.RUN, way.steps)
        assert (result.position, result.facing, result.mp_spent) == (h, facing, way.cost)
        assert at("0809") not in result.path[:-1]


def test_a_mech_may_leave_a_hex_whose_enemies_are_only_infantry() -> None:
    """スタッキング, メック: "そのヘクスにいる敵ユニットが歩兵のみの場合、そのヘクスに進入
    したターンにそこから退出することができる" (a 'Mech may leave, the turn it entered it, a
    hex whose enemy units are only infantry)."""
    s = tw(make_state(unit("h", "hbk-4g-hunchback", "blue", "0810"),
                      unit("p", MG, "orange", "0809")))
    assert walk(s, "h", "F", "F") == 2


def test_any_unit_may_fire_at_an_enemy_in_its_hex() -> None:
    """With both sides sharing hexes, a vehicle may fire at the enemy vehicle in its hex
    (range 1, as the QSR counts fire in one hex); the QSR lets only infantry."""
    s = make_state(unit("r", "rommel-tank", "blue", "0809", moved=STILL),
                   unit("s", "saladin-assault-hover-tank", "orange", "0809", moved=STILL),
                   phase=Phase.WEAPON_ATTACK)
    assert attack_options(s, "r", "s")[1].problem == ("only infantry may attack a unit in "
                                                     "their own hex")
    laser = attack_options(tw(s), "r", "s")[1]
    assert laser.problem is None and laser.range == 1


# --- 通常歩兵の攻撃 (conventional infantry attacks) -----------------------------------------

def platoon_fire(state: GameState, dice: list[int]) -> tuple[GameState, tuple[object, ...]]:
    for command in (DeclareAttack("a", "t", (WeaponFire(0),)), DeclareAttack("t", None)):
        state, _ = apply(state, command, ScriptedDice([]))
    script = ScriptedDice(dice)
    state, events = apply(state, ResolveAttacks("a"), script)
    assert script.remaining == 0, "the test scripted more dice than the rules used"
    return state, events


def duel(target_sheet: str, terrain: Terrain | None = None, troopers_lost: int = 0
         ) -> GameState:
    """Blue's machine-gun platoon at 0808 fires at orange's target at 0806 (range 2)."""
    return make_state(unit("a", MG, "blue", "0808", moved=STILL, troopers_lost=troopers_lost),
                      unit("t", target_sheet, "orange", "0806", moved=STILL),
                      terrain={"0806": terrain} if terrain else None,
                      phase=Phase.WEAPON_ATTACK)


def test_a_platoon_rolls_cluster_hits_on_its_troopers_column() -> None:
    """通常歩兵の攻撃: "プレイヤーはそのユニットの現在活動している兵数と表の該当する列…を
    照合する;例えば19人の生存兵を擁する小隊は19の列を使用" (the column for the troopers
    standing); then "目標にあたった兵の数と、通常歩兵ダメージ表の…最大武器ダメージ欄とを
    照合" (the troopers that hit, against the platoon's damage column), dealt "2点ダメージ
    のグループ" (in 2-point groups).  28 machine gunners, roll 7 on column 28: 17 hit, the
    sheet's 17-trooper damage is 10, five groups.  The QSR deals the 28-trooper 16."""
    to_hit = [3, 3]  # 4 + range 2 (+2) = 6
    _, events = platoon_fire(tw(duel("cda-3ma-cicada")), to_hit + [3, 4] + [3, 4] * 5)
    assert ClusterHits("a", 0, 28, 17) in events
    assert sum(damage_dealt(events, "t").values()) == 10
    _, events = platoon_fire(duel("cda-3ma-cicada"), to_hit + [3, 4] * 8)
    assert sum(damage_dealt(events, "t").values()) == 16


def test_a_lone_trooper_always_hits_with_the_result_one() -> None:
    """通常歩兵の攻撃: "(1人しか残っていない小隊の結果は常に「1」である)" (a platoon with
    one trooper left always gets 1): no cluster roll."""
    _, events = platoon_fire(tw(duel("cda-3ma-cicada", troopers_lost=27)), [6, 6, 3, 4])
    assert not any(isinstance(e, ClusterHits) for e in events)
    assert sum(damage_dealt(events, "t").values()) == 1


def test_a_machine_gun_platoon_adds_1d6_against_conventional_infantry() -> None:
    """機関銃小隊: "攻撃をおこなった機関銃小隊は通常歩兵ユニットに対して追加で1D6のダメージ
    を与える" (an attacking machine-gun platoon deals 1D6 more to conventional infantry).
    17 hit (10) + 4 = 14 troopers of the rifle platoon in light woods (not doubled), dealt
    at once (目標が通常歩兵小隊である場合、ダメージは単純に一度に与えられる)."""
    s, events = platoon_fire(tw(duel(RIFLE, L)), [6, 6, 3, 4, 4])
    assert [e.amount for e in events if isinstance(e, DamageApplied)] == [14]
    assert s.unit("t").troopers_lost == 14


def test_the_option_is_offered_saved_and_replayed(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The option is a game option like the others: on the command line, stored in the
    game, and a save keeps it with its table."""
    from btdesk.session.persist import open_session, save_session

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("elite", seed=3, options=(TW_INFANTRY.key,))
    assert TW_INFANTRY.key in session.state.options
    assert session.state.rules.tw_infantry is not None
    path = tmp_path / "game.btdesk.yaml"
    save_session(session, path)
    assert open_session(path).state == session.state


# --- バトルアーマーの攻撃 (battle armor attacks) ----------------------------------------------

def test_a_squads_missiles_are_troopers_times_launcher_on_the_fewest_columns() -> None:
    """バトルアーマーの攻撃, ミサイル攻撃: "そのユニットの兵数に各兵が搭載するランチャーの
    サイズを乗じ…例;9発のミサイルを搭載した6人分隊のバトルアーマーユニットが54発のミサイルを
    発射した場合、プレイヤーは27の列を2回ダイスする(27x2=54)" (troopers × launcher size;
    six troopers with nine missiles fire 54: roll the 27 column twice).  17 + 27 missiles
    hit, 44 points in 5-point groups: nine locations.  (The Quick-Start rules have no
    battle armor launcher: this is the rule with the option on or off.)"""
    s = make_state(unit("a", "ba-six-nine-test", "blue", "0808", moved=STILL),
                   unit("t", "hbk-4g-hunchback", "orange", "0806", moved=STILL),
                   phase=Phase.WEAPON_ATTACK)
    locations = [1, 5, 2, 5, 3, 5, 4, 5, 5, 5, 1, 4, 1, 3, 6, 5, 2, 1]
    _, events = platoon_fire(s, [2, 2, 3, 4, 5, 6, *locations])
    assert [e for e in events if isinstance(e, ClusterHits)] == [
        ClusterHits("a", 0, 27, 17), ClusterHits("a", 0, 27, 27)]
    assert sum(damage_dealt(events, "t").values()) == 44


def test_battle_armor_hits_on_a_platoon_go_by_the_weapon_table() -> None:
    """通常歩兵に対する攻撃: "非通常歩兵ユニットが通常歩兵ユニットに対して攻撃を成功させた
    場合、「歩兵に対する非歩兵用武器ダメージ表」…を参照" (a non-conventional unit's hits on
    conventional infantry go by the non-infantry weapon table), and 他の歩兵ユニットからの
    ダメージ names conventional on conventional only.  Three Magshot hits (2 points each)
    kill 3 troopers, one each; the QSR ("Damage done by one infantry unit to another
    always equals the standard damage") kills 6."""
    s = make_state(unit("a", "infiltrator-mk-ii", "blue", "0808", moved=STILL),
                   unit("t", RIFLE, "orange", "0806", moved=STILL),
                   terrain={"0806": L}, phase=Phase.WEAPON_ATTACK)
    dice = [3, 3, 3, 4]  # 4 + short 0 + light woods 1 = 5; column 4, roll 7: 3 hit
    assert platoon_fire(s, dice)[0].unit("t").troopers_lost == 6
    assert platoon_fire(tw(s), dice)[0].unit("t").troopers_lost == 3


@pytest.mark.parametrize(("ground", "troopers"), [(R, 2), (Terrain.PAVEMENT, 2), (L, 1)])
def test_infantry_in_the_open_take_double_on_any_ground_without_a_modifier(
        ground: Terrain, troopers: int) -> None:
    """平地でのダメージ: "平地(または地形による命中修正のないその他の地形)にいるときに攻撃の
    命中を受けた通常歩兵は通常の2倍のダメージを受ける" (conventional infantry hit in clear
    terrain, or other terrain with no to-hit modifier, take double).  A small laser (3
    points: one trooper, QSR p. 30) kills two in rough or on pavement, one in light woods.
    Only Total Warfare maps have such ground, so the rule holds with the option off too."""
    s = make_state(unit("a", "rommel-tank", "blue", "0808", moved=STILL),
                   unit("t", RIFLE, "orange", "0807", moved=STILL),
                   terrain={"0807": ground}, phase=Phase.WEAPON_ATTACK)
    for command in (DeclareAttack("a", "t", (WeaponFire(1),)), DeclareAttack("t", None)):
        s, _ = apply(s, command, ScriptedDice([]))
    s, _ = apply(s, ResolveAttacks("a"), ScriptedDice([6, 6]))
    assert s.unit("t").troopers_lost == troopers
