"""Mechanized battle armor (issue 16): seed 003 機械化バトルアーマー
(``seeds/003_43324915c9a10379.txt``: 乗降, オムニメックとオムニビークルでの搭乗部位, 戦闘,
兵への攻撃ダメージ, 転倒/垂直腹臥), with the Timber Wolf Prime from public data.  Each
test quotes the seed with an English rendering."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import LIB, at, make_state, moved, unit

from btdesk.io.errors import DataError
from btdesk.io.sheets import parse_sheet
from btdesk.model.board import Terrain
from btdesk.model.commands import MoveUnit, TickArmor
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.model.tw_infantry import RiderHit, RidersLost, RidersThrown
from btdesk.printing.record_sheet import transport_line
from btdesk.rules import apply, attack_options
from btdesk.rules.core.condition import trooper_damage
from btdesk.rules.core.damage import strike
from btdesk.rules.core.piloting import fall
from btdesk.rules.core.tohit import weapon_blocked
from btdesk.rules.dice import Roller
from btdesk.rules.modules.tw_infantry.mechanized import riding
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import Session

WOLF = "mad-cat-timber-wolf-prime"
INFILTRATOR = "infiltrator-mk-ii"  # 4 troopers, 6 armour each: 7 damage capacity
SIX = "ba-six-nine-test"  # 6 troopers, 5 armour each
OMNI_TANK = "omni-test-carrier"
TW = frozenset({TW_INFANTRY.key})


def game(*units: object, **changes: object) -> GameState:
    state = make_state(*units, **changes)  # type: ignore[arg-type]
    return replace(state, options=state.options | TW)


def riders_on(carrier: str, squad: str = INFILTRATOR, **changes: object) -> GameState:
    """``carrier`` in 0809 with ``squad`` on its handholds, and an enemy tank to shoot at
    two hexes north."""
    return game(unit("w", carrier, "blue", "0809", **changes),
                unit("b", squad, "blue", "0809", carried_by="w", position=None),
                unit("t", "rommel-tank", "orange", "0807"))


def test_the_timber_wolf_is_an_omnimech_from_public_data() -> None:
    wolf = LIB.get(WOLF)
    assert wolf.omni and wolf.handholds and wolf.infantry_capacity == 1
    assert "armor.CT" in wolf.public_data and wolf.rear_armor["CT"] == 9
    assert not LIB.get("maxim-heavy-hover-transport").handholds


def test_only_a_mech_or_vehicle_is_an_omni_unit() -> None:
    doc = {"format": "btdesk-sheet", "version": 1, "name": "X", "type": "battle_armor",
           "movement": {"mp": 1}, "omni": True,
           "infantry": {"troopers": 4, "armor_per_trooper": 5}}
    with pytest.raises(DataError, match="omni: only a 'Mech or a vehicle is an Omni unit"):
        parse_sheet(doc, "x.yaml", "x")


# --- 乗降 (getting on and off) --------------------------------------------------------------

def test_battle_armor_boards_an_omnimech_as_infantry_board_a_vehicle() -> None:
    """機械化バトルアーマー: "バトルアーマーユニットは通常歩兵ユニットが車輌に乗降するのと
    同様にオムニユニットに乗降する" (battle armor gets on and off Omni units as infantry do
    vehicles); 乗降: "搭乗する場合、バトルアーマーはその移動フェイズ開始時に運搬ユニットと
    同じへクスにおり、運搬ユニットの移動は完了しなければならない" (to board, the squad is in
    the carrier's hex at the start of the phase, and the carrier's move is over): the
    Wolf walks out and back and takes up the squad where it waited."""
    s = game(unit("w", WOLF, "blue", "0809"), unit("b", INFILTRATOR, "blue", "0809"))
    state, _ = apply(s, MoveUnit("w", MoveMode.WALK, ("F", "B"), load=("b",)), ScriptedDice([]))
    assert state.unit("b").carried_by == "w"
    assert transport_line(state, state.unit("w")) == (
        "Carrying Infiltrator Mk II on its handholds: troopers 1 RT, 2 LT, 3 RTR, 4 LTR")
    assert transport_line(state, state.unit("b")) == (
        "Aboard Timber Wolf Prime (troopers 1 RT, 2 LT, 3 RTR, 4 LTR)")


@pytest.mark.parametrize("rider, why", [
    ("machine-gun-motorized-platoon", "only battle armor rides Timber Wolf Prime's handholds"),
])
def test_only_battle_armor_rides_handholds(rider: str, why: str) -> None:
    """機械化バトルアーマー: the handholds are for "バトルアーマー歩兵(1ユニット)" (battle armor,
    one unit); a platoon may not ride them."""
    s = game(unit("w", WOLF, "blue", "0809"), unit("p", rider, "blue", "0809"))
    with pytest.raises(IllegalCommand, match=why):
        apply(s, MoveUnit("w", MoveMode.STATIONARY, load=("p",)), ScriptedDice([]))


def test_a_scenario_may_start_the_squad_aboard_but_not_a_platoon_on_handholds() -> None:
    """乗降: "バトルアーマーはシナリオに特に定めがなければ、オムニユニットに搭乗した状態で
    ゲームを開始できる" (battle armor may start the game aboard an Omni unit)."""
    session = Session.from_scenario("mechanized-assault", seed=1, options=TW)
    squad = next(u for u in session.state.units if u.carried_by)
    assert session.state.unit(squad.carried_by or "").name == "Timber Wolf Prime"


# --- オムニメックとオムニビークルでの搭乗部位 (riding positions) -----------------------------

@pytest.mark.parametrize("carrier, squad, seats", [
    (WOLF, INFILTRATOR, ["RT", "LT", "RTR", "LTR"]),
    (WOLF, SIX, ["RT", "LT", "RTR", "LTR", "CTR", "CT"]),
    (OMNI_TANK, INFILTRATOR, ["RS", "RS", "LS", "LS"]),
    (OMNI_TANK, SIX, ["RS", "RS", "LS", "LS", "R", "R"]),
])
def test_riding_positions(carrier: str, squad: str, seats: list[str]) -> None:
    """搭乗部位: "6人ユニットはすべての胴体部位(前面と背面)を占有する…4人ユニットは前面と
    背面の側面胴体部位を占有して、前面と背面の中央胴体部位を空ける" (six troopers hold every
    torso position front and rear; four the side torsos front and rear, the centre left
    free); "オムニビークルの場合、6人ユニットは左右と後部にそれぞれ2人ずつ…4人ユニットは
    2人を左右に配置する" (on an OmniVehicle six ride two each left, right and rear, four two
    each side).  Which trooper rides where is the reconstructed table
    (tw_infantry.yaml ``mechanized.positions``)."""
    s = riders_on(carrier, squad)
    assert [p for _, _, p in riding(s, s.unit("w"))] == seats
    assert s.rules.tw_infantry is not None and s.rules.tw_infantry.mechanized.reconstructed


# --- 戦闘 (combat) ------------------------------------------------------------------------

def possible(state: GameState) -> dict[str, bool]:
    """Whether each of the carrier's weapons may fire at the tank, by name and mount."""
    state = replace(state, phase=Phase.WEAPON_ATTACK)
    weapons = state.definition(state.unit("w")).weapon_instances()
    return {f"{weapons[o.weapon].name} {weapons[o.weapon].location}": o.possible
            for o in attack_options(state, "w", "t")}


def blocked(state: GameState) -> list[bool]:
    """Whether each of the carrier's weapons is blocked by riders, in sheet order."""
    carrier = state.unit("w")
    return [weapon_blocked(state, carrier, w) is not None
            for w in state.definition(carrier).weapon_instances()]


def test_the_omnimech_may_not_fire_weapons_where_troopers_ride() -> None:
    """戦闘, 輸送ユニットによる攻撃: "オムニメックは兵士が取り付いている部位の胴体にマウント
    された武器を使用できない" (an OmniMech may not use the weapons mounted in the torso
    locations where troopers ride): the Timber Wolf's side-torso weapons, not its arms'."""
    s = riders_on(WOLF)
    free = possible(replace(s, units=tuple(u for u in s.units if u.uid != "b")))
    riding_wolf = possible(s)
    assert all(free.values())
    assert riding_wolf["Medium Pulse Laser (Clan) LT"] is False
    assert riding_wolf["LRM 20 (Clan) RT"] is False and riding_wolf["Machine Gun RT"] is False
    assert riding_wolf["ER Large Laser (Clan) LA"] and riding_wolf["ER Medium Laser (Clan) RA"]
    option = attack_options(replace(s, phase=Phase.WEAPON_ATTACK), "w", "t")[4]
    assert "trooper 2 of Infiltrator Mk II rides there" in (option.problem or "")


def test_the_omnivehicle_keeps_its_turret_and_front() -> None:
    """輸送ユニットによる攻撃: "オムニビークルは兵士がいる左側面、右側面、背面では武器を使用
    できない。オムニビークルは、兵士がその場所を占有しているかどうかに関係なく、常に砲塔の
    武器を使用することができる" (no left, right or rear weapons where troopers are; the turret
    always fires).  The test vehicle mounts a laser F, LS, RS, R and T, in that order."""
    assert blocked(riders_on(OMNI_TANK)) == [False, True, True, False, False]
    assert blocked(riders_on(OMNI_TANK, SIX)) == [False, True, True, True, False]
    facing_the_tank = possible(riders_on(OMNI_TANK, SIX))
    assert facing_the_tank["Medium Laser T"] and facing_the_tank["Medium Laser F"]


# --- 兵への攻撃ダメージ (damage to the troopers) ----------------------------------------------

def hit(state: GameState, location: str, amount: int, dice: list[int], rear: bool = False
        ) -> tuple[GameState, list[Event]]:
    events: list[Event] = []
    return strike(state, "w", location, amount, Roller(ScriptedDice(dice), events), events,
                  rear), events


def test_a_trooper_on_the_location_hit_takes_it_first_on_5_or_6() -> None:
    """兵への攻撃ダメージ: "生き残っている兵がいる部位にヒットを受けた場合、1D6をふる。1-4の
    場合その兵はダメージを受けず、使用された武器ダメージの合計がそのままその運搬ユニットに
    適用される。5-6の場合その兵は運搬ユニットより先にダメージを受ける;兵が破壊された後に
    残ったダメージは、攻撃された部位に適用される" (a hit where a living trooper rides rolls
    1D6: on 1-4 the carrier takes it all, on 5-6 the trooper takes it first and what is left
    after it is destroyed goes on to the location).  An Infiltrator trooper takes 7."""
    s = riders_on(WOLF)
    spared, events = hit(s, "RT", 10, [4])
    assert trooper_damage(spared.unit("b"), LIB.get(INFILTRATOR))[0] == 0
    assert spared.unit("w").damage["RT"] == 10
    assert RiderHit("b", "w", 1, "RT", 4, 0) in events
    taken, events = hit(s, "RT", 10, [5])
    assert trooper_damage(taken.unit("b"), LIB.get(INFILTRATOR))[0] == 7
    assert taken.unit("w").damage["RT"] == 3
    small, _ = hit(s, "RT", 5, [6])
    assert trooper_damage(small.unit("b"), LIB.get(INFILTRATOR))[0] == 5
    assert "RT" not in small.unit("w").damage  # the trooper took it all


def test_a_hit_from_behind_strikes_the_rear_rider() -> None:
    """搭乗部位: the rear torso positions are their own (背面); fire from the rear arc hits
    trooper 3 on the right torso's back, not trooper 1."""
    s = riders_on(WOLF)
    state, events = hit(s, "RT", 5, [5], rear=True)
    assert [e.trooper for e in events if isinstance(e, RiderHit)] == [3]
    assert trooper_damage(state.unit("b"), LIB.get(INFILTRATOR)) == (0, 0, 5, 0)


def test_several_troopers_on_a_location_each_roll_and_the_squad_can_be_wiped_out() -> None:
    """一ヶ所にいる複数の兵: "その部位にいるトルーパーごとに1D6をふり、運搬ユニットより先に、
    ダメージを受ける兵がいるかどうかを判定する" (each trooper at the location rolls 1D6 to see
    whether it takes damage before the carrier).  The test vehicle's rear holds troopers 5
    and 6 of a six-trooper squad (6 each)."""
    s = riders_on(OMNI_TANK, SIX)
    state, events = hit(s, "R", 8, [2, 6])  # trooper 5 spared, trooper 6 takes 6 of 8
    assert [(e.trooper, e.damage) for e in events if isinstance(e, RiderHit)] == [(5, 0), (6, 6)]
    assert state.unit("w").damage["R"] == 2


def test_a_location_destroyed_takes_its_riders_front_and_rear() -> None:
    """兵への攻撃ダメージ: "ある部位が破壊された場合、その部位に乗っているすべての兵(メック
    の場合、前面と背面の両方)も破壊される" (a location destroyed destroys every trooper on it,
    front and rear on a 'Mech): the right torso goes, and troopers 1 and 3 with it."""
    s = riders_on(WOLF, damage={"RT": 24})
    state, events = hit(s, "RT", 5, [1])
    assert "RT" in state.unit("w").lost
    assert RidersLost("b", "w", "RT", (1, 3)) in events
    assert trooper_damage(state.unit("b"), LIB.get(INFILTRATOR)) == (7, 0, 7, 0)
    assert [p for _, _, p in riding(state, state.unit("w"))] == ["LT", "LTR"]
    # The troopers lost block nothing now; the left torso's still do.
    assert blocked(state) == [False] * 4 + [True, True] + [False] * 3


def test_a_squad_wiped_out_aboard_is_gone() -> None:
    s = riders_on(WOLF, damage={"RT": 24})
    s = replace(s, units=tuple(replace(u, trooper_damage=(0, 7, 0, 7)) if u.uid == "b" else u
                               for u in s.units))
    state, _ = hit(s, "RT", 5, [1])
    assert state.unit("b").destroyed and state.unit("b").removed
    assert state.riders("w") == ()


def test_the_carrier_destroyed_its_riders_roll_to_survive() -> None:
    """兵への攻撃ダメージ: "ユニット全体が破壊された場合、1D6をふる。1~2の場合その歩兵ユニット
    は生き残る(破壊された部位に乗っている兵を除く);3~6の場合、その歩兵ユニットは破壊される。
    その歩兵ユニットは運搬ユニットが破壊されたヘクスに配置され" (the whole unit destroyed, 1D6:
    on 1-2 the squad survives, less the troopers on destroyed locations, and is placed in the
    carrier's hex; 3-6 it is destroyed).  The referee ticks the head's last circle."""
    s = riders_on(WOLF, damage={"H": 8}, moved=moved(MoveMode.WALK, 3, 3))
    state, _ = apply(s, TickArmor("w", "H"), ScriptedDice([2]))
    squad = state.unit("b")
    assert state.unit("w").destroyed and squad.position == at("0809") and squad.active
    lost, _ = apply(s, TickArmor("w", "H"), ScriptedDice([3]))
    assert lost.unit("b").destroyed


# --- 転倒/垂直腹臥 (a falling carrier) -----------------------------------------------------

def test_a_falling_omnimech_throws_its_riders_into_the_hex() -> None:
    """転倒/垂直腹臥: "バトルアーマーを運搬しているユニットが操縦スキルロールに失敗して転んだ
    場合、前述の転倒/垂直腹臥のルールに従う", the swarm rule: "歩兵ユニットはメックからその
    ヘクスに落下する…そのターンの間、移動も射撃もできない。また歩兵ユニットに歩兵からの攻撃と
    同じ標準ダメージで、2D6ダメージポイントの1撃を与える" (the squad falls into the hex, may
    neither move nor fire that turn, and takes one blow of 2D6 points).  The blow is 3+4,
    on trooper 2 (1D6 2); then the Timber Wolf's own fall."""
    s = replace(riders_on(WOLF), phase=Phase.MOVEMENT)
    events: list[Event] = []
    dice = [3, 4, 2,  # the riders' blow, 2D6, on trooper 2 (1D6)
            1, 3, 4, 3, 4,  # the 'Mech falls: its new facing, two hit locations (7: CT)
            6, 6]  # and its MechWarrior's Piloting roll
    state = fall(s, "w", Roller(ScriptedDice(dice), events), events)
    squad = state.unit("b")
    assert squad.carried_by is None and squad.position == at("0809")
    assert trooper_damage(squad, LIB.get(INFILTRATOR)) == (0, 7, 0, 0)
    assert squad.moved is not None and squad.moved.mode is MoveMode.STATIONARY
    declared = state.declaration("b")
    assert declared is not None and declared.target is None  # it may not fire this turn
    assert any(isinstance(e, RidersThrown) and e.at == at("0809") for e in events)
    assert state.unit("w").prone


def test_thrown_onto_ground_it_cannot_stand_on_the_squad_is_destroyed() -> None:
    """転倒/垂直腹臥: "叩き落された地形が、進入することが禁止されている地形であった歩兵ユニット
    は即座に破壊される" (infantry knocked onto terrain it may not enter is destroyed at once):
    deep water."""
    s = riders_on(WOLF, damage={"RT": 24})
    s = replace(s, board=replace(s.board, terrain={**s.board.terrain, at("0809"): Terrain.WATER},
                                 depths={at("0809"): 2}))
    events: list[Event] = []
    state = fall(s, "w", Roller(ScriptedDice([1, 3, 4, 3, 4, 6, 6]), events), events)
    assert state.unit("b").destroyed
    assert any(isinstance(e, RidersThrown) and e.at is None for e in events)


def test_an_omnimech_may_not_walk_onto_a_squad_and_take_it_up() -> None:
    """乗降: "搭乗する場合、バトルアーマーはその移動フェイズ開始時に運搬ユニットと同じへクスに
    おり、運搬ユニットの移動は完了しなければならない" (to board, the battle armor is in the
    same hex as the carrier at the start of the Movement Phase, and the carrier's move must
    be complete): a Wolf two hexes off that walks onto the squad does not take it up."""
    s = game(unit("w", WOLF, "blue", "0811"), unit("b", INFILTRATOR, "blue", "0809"))
    with pytest.raises(IllegalCommand, match="when the Movement Phase begins"):
        apply(s, MoveUnit("w", MoveMode.WALK, ("F", "F"), load=("b",)), ScriptedDice([]))
