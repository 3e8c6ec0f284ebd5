"""Infantry transport (issue 16): seed 003 歩兵輸送 (``seeds/003_43324915c9a10379.txt``:
搭乗 boarding, 歩兵運搬車輌 infantry carriers, 降車 getting off), with the Maxim Heavy
Hover Transport from public data.  Each test quotes the seed with an English rendering."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from support import LIB, at, make_state, moved, unit

from btdesk.io.errors import DataError
from btdesk.io.sheets import parse_sheet
from btdesk.model.board import Terrain
from btdesk.model.commands import DeclareAttack, MoveUnit, RefereePlace, TickArmor
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import RiderFate
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.model.tw_infantry import InfantryLoaded, InfantryUnloaded
from btdesk.model.vocab import Approach
from btdesk.rules import apply, attack_options, legal_commands
from btdesk.rules.modules.tw_infantry.transport import unload_problem
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import Session
from btdesk.session.persist import unit_lines

MAXIM = "maxim-heavy-hover-transport"
MG = "machine-gun-motorized-platoon"
RIFLE = "rifle-energy-motorized-platoon"
TW = frozenset({TW_INFANTRY.key})
NO_DICE = ScriptedDice([])


def game(*units: object, **changes: object) -> GameState:
    state = make_state(*units, **changes)  # type: ignore[arg-type]
    return replace(state, options=state.options | TW)


def move(state: GameState, command: MoveUnit, dice: ScriptedDice = NO_DICE) -> GameState:
    return apply(state, command, dice)[0]


def aboard(rider: str, carrier: str, side: str = "blue") -> object:
    return unit(rider, MG, side, "0810", carried_by=carrier, position=None)


def test_the_maxim_sheet_carries_one_platoon_from_public_data() -> None:
    """歩兵運搬車輌: the public unit data says "Can carry 1 Infantry Platoon (28 men)"; the
    sheet's ``transport`` entry holds it, marked as public data."""
    maxim = LIB.get(MAXIM)
    assert maxim.transport is not None and maxim.transport.infantry == 1
    assert "transport.infantry" in maxim.public_data
    assert sum(maxim.armor.values()) == 88


def test_only_a_vehicle_has_an_infantry_bay() -> None:
    doc = {"format": "btdesk-sheet", "version": 1, "name": "X", "type": "infantry",
           "movement": {"mp": 1}, "transport": {"infantry": 1},
           "infantry": {"troopers": 4, "weapon": "Rifle", "range_modifiers": [0, 0],
                        "damage_by_troopers": [1, 1, 1, 1]}}
    with pytest.raises(DataError, match="transport: only a vehicle carries infantry"):
        parse_sheet(doc, "x.yaml", "x")


def test_side_mounted_weapons_fire_into_their_own_side() -> None:
    """The Maxim's SRM 2s are side mounts: the left one reaches a target on the left, not
    one ahead (Total Warfare's vehicle firing arcs; resources/rules/firing_arcs.yaml)."""
    maxim = LIB.get(MAXIM)
    left = next(i for i, w in enumerate(maxim.weapon_instances()) if w.location == "LS")
    for where, can in (("0609", True), ("0807", False)):  # due west of 0809 facing north; ahead
        s = game(unit("m", MAXIM, "blue", "0809"), unit("t", "rommel-tank", "orange", where),
                 phase=Phase.WEAPON_ATTACK)
        option = next(o for o in attack_options(s, "m", "t") if o.weapon == left)
        assert option.possible is can, option


# --- 搭乗 (boarding) ------------------------------------------------------------------------

def test_infantry_board_at_the_end_of_the_carriers_move_spending_all_their_mp() -> None:
    """搭乗: "そのターン中に運搬ユニットに搭乗するためには、歩兵ユニットはすべてのMPを消費
    して、そのヘクスにいる運搬ユニットに入らなければならない。歩兵ユニットは運搬ユニットの
    移動終了時でのみ搭乗することができる" (to board during the turn, infantry spend all their
    MP entering the carrier in their hex, only at the end of the carrier's move);
    歩兵運搬車輌: "ビークルは各歩兵ユニットを搭載するために1MPを消費しなければならない"
    (a vehicle spends 1 MP to load each infantry unit)."""
    s = game(unit("m", MAXIM, "blue", "0811"), unit("p", MG, "blue", "0809"))
    state, events = apply(s, MoveUnit("m", MoveMode.WALK, ("F", "F"), load=("p",)), NO_DICE)
    rider, carrier = state.unit("p"), state.unit("m")
    assert rider.carried_by == "m" and rider.position is None
    assert rider.moved is not None and rider.moved.mp_spent == 3  # all of its 3 MP
    assert carrier.moved is not None and carrier.moved.mp_spent == 2 + 1
    assert InfantryLoaded("p", "m", at("0809")) in events
    assert state.riders("m") == (rider,)


def test_a_carrier_standing_still_loads_by_spending_mp_and_so_cruises() -> None:
    """Loading costs the carrier 1 MP, so a carrier that spends it has moved: btdesk's
    decision where the seed is silent (its target movement stays 0 hexes)."""
    s = game(unit("m", MAXIM, "blue", "0809"), unit("p", MG, "blue", "0809"))
    carrier = move(s, MoveUnit("m", MoveMode.STATIONARY, load=("p",))).unit("m")
    assert carrier.moved == replace(moved(MoveMode.WALK, 0, 1), path=())


def test_a_carrier_with_no_mp_left_cannot_load() -> None:
    """歩兵運搬車輌: 1 MP a unit loaded; the Maxim flanking all 12 MP has none left."""
    s = game(unit("m", MAXIM, "blue", "0809"), unit("p", MG, "blue", "0803"))
    with pytest.raises(IllegalCommand, match=r"0 MP left: loading .* takes 1 MP"):
        move(s, MoveUnit("m", MoveMode.RUN, ("F",) * 6 + ("L",) * 6, load=("p",)))


def test_an_immobile_carrier_loads_one_unit_a_turn() -> None:
    """歩兵運搬車輌: "そのターンに消費できるMPが0である場合、そのターンは歩兵ユニットを1つ
    だけ搭載することができる" (with no MP to spend that turn it may load only one unit)."""
    s = game(unit("m", MAXIM, "blue", "0809", motive_hits=8), unit("p", MG, "blue", "0809"))
    assert move(s, MoveUnit("m", MoveMode.STATIONARY, load=("p",))).unit("p").carried_by == "m"


@pytest.mark.parametrize(("rider", "why"), [
    (unit("p", MG, "orange", "0809"), "may not board an enemy's carrier"),
    (unit("p", MG, "blue", "0809", moved=moved(MoveMode.WALK, 1, 1)), "boarding takes all"),
    (unit("p", MG, "blue", "0810"), "board a carrier in their own hex"),
    (unit("p", "rommel-tank", "blue", "0810"), "only infantry board"),
])
def test_who_may_not_board(rider: object, why: str) -> None:
    """搭乗: "歩兵はこのルールを使用して敵軍ユニットに搭乗することはできない" (infantry may not
    board an enemy unit), and the rules above: own hex, all MP, infantry only."""
    s = game(unit("m", MAXIM, "blue", "0809"), rider)  # type: ignore[arg-type]
    with pytest.raises(IllegalCommand, match=why):
        move(s, MoveUnit("m", MoveMode.STATIONARY, load=("p",)))


def test_a_full_carrier_takes_no_more() -> None:
    s = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"), unit("p", RIFLE, "blue", "0809"))
    with pytest.raises(IllegalCommand, match="is full: it carries 1 infantry unit"):
        move(s, MoveUnit("m", MoveMode.STATIONARY, load=("p",)))


def test_riders_take_no_action_cannot_be_targeted_and_do_not_stack() -> None:
    """搭乗: "搭乗している歩兵は武器を発射したり…運搬車輌から降車すること以外のアクションを
    おこなったりすることはできない" (riders may not fire or take any action but getting off);
    スタッキング: "車輌に乗っている歩兵…はスタック数の制限に数えられない" (infantry riding a
    vehicle do not count against stacking)."""
    s = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"),
             unit("p", RIFLE, "blue", "0809"), unit("e", "rommel-tank", "orange", "0806"))
    assert not any(getattr(c, "unit", None) == "q" for c in legal_commands(s))
    with pytest.raises(IllegalCommand):
        move(s, MoveUnit("q", MoveMode.WALK, ("0",)))
    fire = replace(s, phase=Phase.WEAPON_ATTACK, units=tuple(
        replace(u, moved=moved(MoveMode.STATIONARY)) for u in s.units))
    assert not any(o.possible for o in attack_options(fire, "e", "q"))
    assert not any(isinstance(c, DeclareAttack) and c.unit == "q" for c in legal_commands(fire))
    # two of blue's units stand in 0809 and a third rides: the hex is within the limit
    assert move(s, MoveUnit("p", MoveMode.STATIONARY)).unit("p").position == at("0809")


# --- 降車 (getting off) ---------------------------------------------------------------------

def test_riders_get_off_where_the_carriers_move_ends_and_may_not_act_that_turn() -> None:
    """降車: "歩兵ユニットは移動フェイズ中、その運搬車輌の移動終了時にのみその運搬車輌から
    降車させることができる…歩兵は運搬ユニットと同じヘクスで降車する…歩兵ユニットは降車した
    同じターンに移動または攻撃をおこなうことができない。降車したユニットに対しておこなわれる
    攻撃は…そのユニットが0ヘクス移動したものとしておこなわれる" (infantry get off only at the
    end of the carrier's move, in its hex; they neither move nor attack that turn, and are
    attacked as having moved 0 hexes)."""
    s = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"),
             unit("e", "rommel-tank", "orange", "0803"))
    state, events = apply(s, MoveUnit("m", MoveMode.RUN, ("F",) * 5, unload=("q",)), NO_DICE)
    rider = state.unit("q")
    assert rider.position == at("0804") and rider.carried_by is None
    assert rider.moved is not None and rider.moved.hexes == 0
    assert InfantryUnloaded("q", "m", at("0804")) in events
    assert not any(getattr(c, "unit", None) == "q" for c in legal_commands(state))
    declared = state.declaration("q")
    assert declared is not None and declared.target is None  # no attack this turn


def test_one_unit_gets_off_into_a_hex_a_turn() -> None:
    """降車: "1ターンに1つの目標ヘクスに降車することができる歩兵ユニットは1つまでである"
    (only one infantry unit may get off into one hex in a turn).  Two units a side in a hex
    leave no room for a second carrier there after a move; a referee may have put one
    there, so the rule is asked directly."""
    s = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"),
             unit("n", MAXIM, "orange", "0909"), aboard("r", "n", "orange"))
    s = move(s, MoveUnit("m", MoveMode.STATIONARY, unload=("q",)))
    there = replace(s, units=tuple(replace(u, position=at("0809")) if u.uid == "n" else u
                                   for u in s.units))
    problem = unload_problem(there, there.unit("n"), there.unit("r"))
    assert problem is not None and "one infantry unit a hex a turn" in problem


def test_no_getting_off_where_it_breaks_stacking_or_onto_forbidden_ground() -> None:
    """降車: "その歩兵のタイプに禁止されている地形、または降車することがスタッキングルールに
    違反する場合、その歩兵は降車することができない" (infantry may not get off onto terrain
    forbidden to their type, or where it breaks stacking).  Water of depth 1 is forbidden
    to infantry (水); the hovercraft floats over it."""
    crowded = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"),
                   unit("p", RIFLE, "blue", "0809"))
    with pytest.raises(IllegalCommand, match="at most 2 units of a side"):
        move(crowded, MoveUnit("m", MoveMode.STATIONARY, unload=("q",)))
    wet = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"),
               terrain={"0808": Terrain.WATER})
    with pytest.raises(IllegalCommand, match="cannot get off in 0808"):
        move(wet, MoveUnit("m", MoveMode.WALK, ("F",), unload=("q",)))


def test_where_the_carriers_hex_is_full_the_rider_gets_off_beside_it() -> None:
    """スタッキング: "歩兵は、運搬役と同じヘクスで降車することがスタック数の制限に違反する
    場合、その操作者が選んだ隣接したヘクスに降車する" (where getting off in the carrier's hex
    would break stacking, infantry get off into an adjacent hex their player chooses); 降車:
    "そのヘクスに進入するために必要なMPが不足している場合、最小移動ルール…を用いてその
    ヘクスに進入することができる" (short of MP for it, by the minimum movement rule).  Only
    then: a rider whose carrier's hex has room gets off there."""
    crowded = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"),
                   unit("p", RIFLE, "blue", "0809"), terrain={"0808": Terrain.HEAVY_WOODS})
    into = move(crowded, MoveUnit("m", MoveMode.STATIONARY, unload=("q",),
                                  unload_into=(at("0808"),)))
    assert into.unit("q").position == at("0808")
    assert MoveUnit("m", MoveMode.STATIONARY, unload=("q",), unload_into=(at("0808"),)) in \
        legal_commands(crowded)
    with pytest.raises(IllegalCommand, match="is not next to 0809"):
        move(crowded, MoveUnit("m", MoveMode.STATIONARY, unload=("q",),
                               unload_into=(at("0806"),)))
    roomy = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"))
    with pytest.raises(IllegalCommand, match="only when that hex is full"):
        move(roomy, MoveUnit("m", MoveMode.STATIONARY, unload=("q",),
                             unload_into=(at("0808"),)))


def test_a_charging_carrier_does_not_unload() -> None:
    """降車: "突撃している運搬車輌は歩兵を降車させることができない" (a charging carrier may not
    set infantry down); with Close Assault (0204-B) a carrier going into an assault neither
    loads nor unloads."""
    s = game(unit("m", MAXIM, "blue", "0809"), aboard("q", "m"))
    with pytest.raises(IllegalCommand, match="a charging carrier neither loads nor unloads"):
        move(s, MoveUnit("m", MoveMode.WALK, ("F",), close_assault=Approach.CHARGE,
                         unload=("q",)))


# --- a destroyed carrier --------------------------------------------------------------------

def wreck(survive_roll: int, *extra: object) -> tuple[GameState, tuple[object, ...]]:
    """The referee ticks the Maxim's last front circle with a rider aboard."""
    maxim = LIB.get(MAXIM)
    s = game(unit("m", MAXIM, "blue", "0809", damage={"F": maxim.armor["F"] - 1},
                  moved=moved(MoveMode.RUN, 6, 9)), aboard("q", "m"), *extra)
    return apply(s, TickArmor("m", "F"), ScriptedDice([survive_roll]))


def test_riders_of_a_destroyed_carrier_survive_on_1_or_2() -> None:
    """運搬ユニット破壊時歩兵破壊表 (cited, not printed; reconstructed from the seed's own
    numbers for a destroyed carrier, 機械化バトルアーマー: "1~2の場合その歩兵ユニットは生き
    残る…3~6の場合、その歩兵ユニットは破壊される…その歩兵ユニットは運搬ユニットが破壊された
    ヘクスに配置され…現ターンの目標移動修正は破壊された運搬ユニットの移動修正に等しい" —
    1–2 the unit survives, 3–6 it is destroyed; a survivor is placed in the carrier's hex and
    its target movement this turn is the carrier's)."""
    state, events = wreck(2)
    rider = state.unit("q")
    assert rider.position == at("0809") and rider.active and rider.carried_by is None
    assert rider.moved == state.unit("m").moved
    assert any(isinstance(e, RiderFate) and e.at == at("0809") for e in events)
    assert state.rules.tw_infantry is not None
    assert state.rules.tw_infantry.transport.reconstructed
    lost, _ = wreck(3)
    assert lost.unit("q").destroyed and lost.unit("q").removed


def test_a_survivor_that_breaks_stacking_goes_to_the_cheapest_adjacent_hex() -> None:
    """歩兵運搬車輌 スタッキング: "運搬車両が破壊されたヘクスにおいてスタッキングルールに反
    しないように、最小限の歩兵ユニットのみを移動させる。進入に必要なMP消費が最も少ない隣接
    ヘクスを最初に使用" (move only the fewest infantry needed, to the adjacent hex that costs
    the least MP to enter first).  Blue already has two units in 0809 (the wreck still
    stands there this phase); heavy woods cost infantry 2, so the clear hex is used."""
    state, _ = wreck(1, unit("a", RIFLE, "blue", "0809"), unit("b", MG, "blue", "0809"))
    assert state.unit("q").position is not None and state.unit("q").position != at("0809")


def test_the_transport_option_is_needed() -> None:
    s = replace(game(unit("m", MAXIM, "blue", "0809"), unit("p", MG, "blue", "0809")),
                options=frozenset())
    with pytest.raises(IllegalCommand, match="need the option 'Total Warfare infantry"):
        move(s, MoveUnit("m", MoveMode.STATIONARY, load=("p",)))
    with pytest.raises(IllegalCommand, match="--tw-infantry"):
        Session.from_scenario("hover-transport")


def test_the_scenario_starts_the_platoon_aboard_and_a_referee_may_set_it_down(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("hover-transport", seed=1, options=TW)
    rider = next(u for u in session.state.units if u.carried_by)
    assert session.state.phase is Phase.INITIATIVE
    assert session.state.definition(session.state.unit(rider.carried_by or "")).transport
    assert any(f"{rider.name} aboard Maxim" in line for line in unit_lines(session.state))
    session.submit(TickArmor(rider.uid, "troopers"))  # a rider's sheet may be ticked
    session.submit(RefereePlace(rider.uid, at("0802")))
    assert session.state.unit(rider.uid).carried_by is None
