"""Infantry movement types (issue 16): seed 003 歩兵の移動 (``seeds/003_43324915c9a10379.txt``:
機械化歩兵, 水, 森林), スタッキング (VTOL and underwater infantry), 通常歩兵に対する攻撃
(機械化歩兵), with test platoons in ``tests/sheets`` (no Quick-Start sheet has these types).
Each test quotes the seed with an English rendering."""

from __future__ import annotations

import pytest
from support import LIB, make_state, moved, on, unit
from test_tw_infantry import platoon_fire, tw, walk

from btdesk.model.board import Terrain
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import MoveMode, Phase
from btdesk.model.units import Motive

HOVER, TRACKED, WHEELED = ("test-hover-rifle-platoon", "test-tracked-rifle-platoon",
                           "test-wheeled-rifle-platoon")
VTOL, UMU = "test-vtol-rifle-platoon", "test-umu-rifle-platoon"
FOOT = "rifle-energy-motorized-platoon"
L, H, R, W = Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS, Terrain.ROUGH, Terrain.WATER
STILL = moved(MoveMode.STATIONARY)


def test_the_sheet_format_takes_the_movement_types() -> None:
    assert LIB.get(HOVER).movement.motive is Motive.HOVER
    assert LIB.get(VTOL).movement.motive is Motive.VTOL


def step(sheet: str, terrain: Terrain, depth: int = 0) -> int | None:
    """MP to step into one hex of ``terrain`` with the option on (None: refused)."""
    s = tw(on(make_state(unit("p", sheet, "blue", "0810")), terrain={"0809": terrain},
              depths={"0809": depth} if depth else None))
    try:
        return walk(s, "p", "0")
    except IllegalCommand:
        return None


@pytest.mark.parametrize(("sheet", "terrain", "depth", "mp"), [
    (FOOT, L, 0, 1), (FOOT, W, 2, None),
    (HOVER, L, 0, None), (HOVER, H, 0, None), (HOVER, W, 2, 1), (HOVER, R, 0, 2),
    (TRACKED, L, 0, 2), (TRACKED, H, 0, None), (TRACKED, W, 1, None),
    (WHEELED, R, 0, None), (WHEELED, L, 0, None),
])
def test_mechanized_infantry_move_as_their_vehicles(sheet: str, terrain: Terrain, depth: int,
                                                    mp: int | None) -> None:
    """機械化歩兵: "機械化歩兵はその車輌タイプに応じた移動タイプと禁止地形を持つ…ホバー
    クラフトを使用する機械化歩兵は水深を問わず水上を移動することができるが、森を移動する
    ことはできない" (mechanized infantry have their vehicle's movement type and prohibited
    terrain: a hover platoon crosses water of any depth but never woods); 森林: "林ヘクスに
    進入する場合、歩兵は1MPのみ支払う(2MPを支払う機械化歩兵ユニットを除く)" (light woods
    cost infantry 1 MP, mechanized infantry 2)."""
    assert step(sheet, terrain, depth) == mp


def test_umu_infantry_enter_water_of_any_depth() -> None:
    """水: "歩兵は、特定タイプの歩兵に関するルールにおいて特別の定めがない限り水深1以上の
    水域に移動することはできない;例えば、UMUのMPを有する戦闘用兵装ユニットなど" (infantry
    may not enter water of depth 1 or more unless a rule for their type says so, e.g. units
    with UMU MP)."""
    assert step(UMU, W, 3) == 1
    assert step(UMU, H) == 2  # on land, infantry's costs


def test_vtol_infantry_fly_over_anything() -> None:
    """VTOL infantry (named by スタッキング and 建物での移動; Total Warfare's VTOL movement):
    one MP a hex, woods and deep water alike."""
    assert step(VTOL, H) == 1 and step(VTOL, W, 2) == 1


def test_vtol_and_underwater_infantry_do_not_count_for_stacking() -> None:
    """スタッキング: "車輌に乗っている歩兵…はスタック数の制限に数えられない。これにはVTOLや
    水中移動を使用する歩兵も含まれる" (riders … do not count against the stacking limit;
    this includes infantry using VTOL or underwater movement).  Two blue units already in
    0809: a VTOL platoon may still end there, a foot platoon may not; a UMU platoon may
    end in that hex's deep water whatever stands there."""
    crowd = (unit("a", FOOT, "blue", "0809"), unit("b", FOOT, "blue", "0809"))
    s = tw(make_state(*crowd, unit("v", VTOL, "blue", "0810"), unit("f", FOOT, "blue", "0810")))
    assert walk(s, "v", "0") == 1
    with pytest.raises(IllegalCommand, match="at most 2 units of a side"):
        walk(s, "f", "0")
    swimming = (unit("u", UMU, "blue", "0810"), unit("a", FOOT, "blue", "0809"),
                unit("b", FOOT, "blue", "0809"))
    wet = tw(on(make_state(*swimming), terrain={"0809": W}, depths={"0809": 2}))
    assert walk(wet, "u", "0") == 1


def test_mechanized_infantry_lose_twice_the_troopers_to_non_infantry_fire() -> None:
    """通常歩兵に対する攻撃, 機械化歩兵: "通常機械化歩兵に対する非通常歩兵ユニットの攻撃が成功
    した場合、それがバースト射撃武器によるものでない限り、排除される兵数は2倍になる" (a
    successful attack by a non-infantry unit on mechanized conventional infantry eliminates
    twice the troopers, unless with a burst-fire weapon).  The same Magshot volley
    (battle armor) on the same roll, a foot platoon and a hover platoon in light woods."""
    lost = {}
    for sheet in (FOOT, HOVER):
        s = tw(make_state(unit("a", "infiltrator-mk-ii", "blue", "0808", moved=STILL),
                          unit("t", sheet, "orange", "0806", moved=STILL),
                          terrain={"0806": L}, phase=Phase.WEAPON_ATTACK))
        dice = [3, 3, 1, 1]  # needs 5 (4, +1 woods): 6 hits; then the cluster roll
        lost[sheet] = platoon_fire(s, dice)[0].unit("t").troopers_lost
    assert lost[HOVER] == 2 * lost[FOOT] > 0
