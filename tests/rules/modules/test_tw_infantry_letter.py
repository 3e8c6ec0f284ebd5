"""Seed 003 (``seeds/003_43324915c9a10379.txt``, the Japanese translation of *Total
Warfare*'s infantry chapter, 歩兵戦闘) read sentence by sentence: each test here quotes the
sentence it holds the engine to, with an English rendering."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import LIB, at, building, in_town, make_state, moved, swarming_a_carrier, unit
from support import fire as building_fire
from test_tw_infantry import duel, platoon_fire, tw

from btdesk.model.board import BuildingClass, Terrain
from btdesk.model.commands import DeclareAttack, MoveUnit, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import PilotingRoll
from btdesk.model.state import GameState, MoveMode, Phase, WeaponFire
from btdesk.model.units import WeaponCode
from btdesk.rules import apply
from btdesk.rules.core.damage import replace_unit
from btdesk.session.dice import ScriptedDice

STILL = moved(MoveMode.STATIONARY)
HOVER = "test-hover-rifle-platoon"
FOOT = "rifle-energy-motorized-platoon"
L = Terrain.LIGHT_WOODS
LANCER = "lnc-1-lancer"  # 0 LRM 10, 1 SRM 6, 2 Machine Gun, 3 Medium Laser
LRM_10, MACHINE_GUN = 0, 2


def fire(state: GameState, weapon: int, dice: list[int], attacker: str = "a",
         target: str = "t") -> GameState:
    """``attacker`` fires one weapon at ``target``; every scripted die must be used."""
    for command in (DeclareAttack(attacker, target, (WeaponFire(weapon),)),
                    DeclareAttack(target, None)):
        state, _ = apply(state, command, ScriptedDice([]))
    script = ScriptedDice(dice)
    state, _ = apply(state, ResolveAttacks(attacker), script)
    assert script.remaining == 0, "the test scripted more dice than the rules used"
    return state


def mech_at_platoon(sheet: str, terrain: Terrain = L) -> GameState:
    """A Lancer at 0808 and ``sheet`` (orange) adjacent at 0807, everyone still."""
    return make_state(unit("a", LANCER, "blue", "0808", moved=STILL),
                      unit("t", sheet, "orange", "0807", moved=STILL),
                      terrain={"0807": terrain}, phase=Phase.WEAPON_ATTACK)


# --- 通常歩兵に対する攻撃, 機械化歩兵 (mechanized infantry) ----------------------------------

def test_a_mechanized_trooper_takes_two_points_of_infantry_fire() -> None:
    """機械化歩兵: "通常歩兵およびバースト射撃武器による攻撃が成功した場合、機械化歩兵の各兵士が
    排除されるまでに耐えられるダメージは2倍になる。そのような兵が除去されなかった場合、その
    ユニットのレコードシートはその兵が機能障害になるか死亡するまで(除去するためには歩兵からの
    ダメージを2点必要とする)少なくとも1マスの装甲を常に保持する" (against infantry and burst
    fire each mechanized trooper takes twice the damage to be eliminated; one not yet
    eliminated keeps at least one box until it takes its second point).  A lone machine
    gunner (1 point) with its platoon's 1D6 (2): 3 points kill a foot platoon's 3 troopers,
    a hover platoon's 1, and the third point stays on a trooper until the next volley."""
    foot = platoon_fire(tw(duel(FOOT, L, troopers_lost=27)), [6, 6, 2])[0]
    assert foot.unit("t").troopers_lost == 3
    fresh = tw(duel(HOVER, L, troopers_lost=27))
    s = platoon_fire(fresh, [6, 6, 2])[0]
    assert (s.unit("t").troopers_lost, s.unit("t").trooper_wounded) == (1, 1)
    # Next turn, 3 more: with the 1 kept, two troopers.
    s = platoon_fire(replace_unit(fresh, s.unit("t")), [6, 6, 2])[0]
    assert (s.unit("t").troopers_lost, s.unit("t").trooper_wounded) == (3, 0)
    # Without the option the Quick-Start rules hold: a point a trooper.
    assert platoon_fire(duel(HOVER, L, troopers_lost=27), [6, 6])[0].unit("t").troopers_lost == 1


def test_a_mechanized_trooper_takes_two_points_of_burst_fire() -> None:
    """機械化歩兵: the same sentence's "バースト射撃武器による攻撃" (burst fire): a Lancer's
    machine gun (2D6 against a platoon, QSR p. 30) rolling 7 kills seven foot troopers in
    woods but three mechanized ones, the seventh point kept; and burst fire is not doubled
    by "それがバースト射撃武器によるものでない限り、排除される兵数は2倍になる"."""
    lost = {}
    for sheet in (FOOT, HOVER):
        s = fire(tw(mech_at_platoon(sheet)), MACHINE_GUN, [6, 6, 3, 4])
        lost[sheet] = (s.unit("t").troopers_lost, s.unit("t").trooper_wounded)
    assert lost == {FOOT: (7, 0), HOVER: (3, 1)}


# --- 歩兵の市街戦 (infantry in urban combat) --------------------------------------------------

TRACKED = "test-tracked-rifle-platoon"


def sheet_changed(state: GameState, sheet: str, **changes: object) -> GameState:
    """``state`` with one unit sheet changed (its crew, its movement)."""
    definitions = dict(state.definitions)
    definitions[sheet] = replace(definitions[sheet], **changes)
    return replace(state, definitions=definitions)


def test_mechanized_infantry_change_floors_for_two_mp() -> None:
    """建物内でのレベル変更: "歩兵は建物のタイプに関わらず上下に1階分移動するために地上MPを1
    失うが、機械化歩兵はレベルを変更するために地上MPを2失う。機械化歩兵ユニットが地上MPを1しか
    使えない場合でも、最小移動ルールを用いて建物の中でレベルを変更することができる" (infantry
    spend 1 ground MP a floor, mechanized infantry 2; one with only 1 ground MP may still
    change one level by the minimum movement rule).  A tracked platoon (4 MP) inside a
    building: one floor up costs 2, two floors 4; a foot platoon pays 1 a floor."""
    def climb(sheet: str, floor: int, state_of: object = None) -> int:
        s = tw(in_town(make_state(unit("i", sheet, "blue", "0809")),
                       **{"0809": building(BuildingClass.HEAVY, 90, 3)}))
        if state_of is not None:
            s = sheet_changed(s, sheet, movement=state_of)
        s, _ = apply(s, MoveUnit("i", MoveMode.WALK, (), floor=floor), ScriptedDice([]))
        record = s.unit("i").moved
        assert record is not None and s.unit("i").floor == floor
        return record.mp_spent

    assert climb(TRACKED, 1) == 2 and climb(TRACKED, 2) == 4
    assert climb(FOOT, 1) == 1 and climb(FOOT, 2) == 2
    one_mp = replace(LIB.get(TRACKED).movement, walk=1, run=1)
    assert climb(TRACKED, 1, one_mp) == 1  # the minimum movement rule


def test_mechanized_infantry_take_twice_the_collapse_damage() -> None:
    """建物の崩落, 歩兵への追加ダメージ: "通常歩兵は崩落する建物ヘクスによって通常の3倍のダメージを
    受ける。バトルアーマーと機械化歩兵は通常の2倍のダメージを受ける" (conventional infantry
    take three times the damage of a collapsing building hex; battle armor and mechanized
    infantry twice).  An AC/20 brings down a CF 15 light building of 2 levels: ceil(15 /
    10) = 2 a level, 4 in all: ×3 = 12 foot troopers, ×2 = 8 tracked ones (with the
    shot's own 75 % on top, as the building rules test for foot infantry shows)."""
    shot = 2  # 75 % of 20 = 15: two troopers
    foot = in_town(make_state(unit("i", FOOT, "blue", "0809"),
                              unit("h", "hbk-4g-hunchback", "orange", "0812", 0),
                              phase=Phase.WEAPON_ATTACK),
                   **{"0809": building(BuildingClass.LIGHT, 15)})
    tracked = sheet_changed(foot, FOOT, movement=LIB.get(TRACKED).movement)
    assert building_fire(foot, "h", "i", 0, [6, 6])[0].unit("i").troopers_lost == 12 + shot
    assert building_fire(tracked, "h", "i", 0, [6, 6])[0].unit("i").troopers_lost == 8 + shot


def test_infantry_jumping_into_a_building_roll_their_anti_mech_skill() -> None:
    """ジャンプ能力のある歩兵: "歩兵ユニットが(屋根を含めない)建物ヘクスにジャンプする場合、
    対メックスキルロールをおこなわなければならない。操作プレイヤーはまず、建物修正表の操縦
    スキル修正欄を参照し" (infantry jumping into a building hex below its roof make an
    anti-'Mech skill roll, with the Building Modifiers Table's Piloting modifier).  A squad
    with Piloting 5 and anti-'Mech 3 jumping into a medium building (+1) needs 4, not 6:
    a roll of 4 lands it unhurt."""
    s = in_town(make_state(unit("b", "infiltrator-mk-ii", "blue", "0810")),
                **{"0808": building(BuildingClass.MEDIUM, 40, 2)})
    crew = s.definitions["infiltrator-mk-ii"].crew
    s = sheet_changed(s, "infiltrator-mk-ii", crew=replace(crew, piloting=5, anti_mech=3))
    s2, events = apply(s, MoveUnit("b", MoveMode.JUMP, ("0", "0")), ScriptedDice([2, 2]))
    roll = next(e for e in events if isinstance(e, PilotingRoll))
    assert ("Anti-'Mech skill", 3) in roll.modifiers and "Piloting" not in dict(roll.modifiers)
    assert (roll.needed, roll.passed) == (4, True)
    assert not any(s2.unit("b").trooper_damage)


def test_the_stacking_limits_hold_on_each_level_of_a_building() -> None:
    """建物内でのレベル変更, スタッキング: "各ヘクスの建物の各レベルにおいて、通常のスタック制限が
    有効である" (on each level of the building in each hex the normal stacking limits hold).
    Two blue platoons on the ground floor of a three-level building: a third may join them
    on the first floor but not on the ground floor (two units of a side a hex, per level)."""
    s = tw(in_town(make_state(unit("a", FOOT, "blue", "0809"), unit("b", FOOT, "blue", "0809"),
                              unit("c", FOOT, "blue", "0810")),
                   **{"0809": building(BuildingClass.HEAVY, 90, 3)}))
    from btdesk.rules import legal_commands

    offered = [c for c in legal_commands(s) if isinstance(c, MoveUnit) and c.unit == "c"
               and c.steps == ("0",) and c.mode is MoveMode.WALK]
    assert [c.floor for c in offered] == [1, 2]  # not the full ground floor
    up, _ = apply(s, MoveUnit("c", MoveMode.WALK, ("0",), floor=1), ScriptedDice([]))
    assert up.unit("c").position == up.unit("a").position and up.unit("c").floor == 1
    with pytest.raises(IllegalCommand, match="at most 2 units of a side may end a move in "
                                             "one level of a building"):
        apply(s, MoveUnit("c", MoveMode.WALK, ("0",), floor=0), ScriptedDice([]))
    # Off a building the hex is one place: the third platoon may not join them in the open.
    s = tw(make_state(unit("a", FOOT, "blue", "0809"), unit("b", FOOT, "blue", "0809"),
                      unit("c", FOOT, "blue", "0810")))
    with pytest.raises(IllegalCommand, match="in one hex"):
        apply(s, MoveUnit("c", MoveMode.WALK, ("0",)), ScriptedDice([]))


@pytest.mark.parametrize(("kind", "absorbed"), [
    (BuildingClass.LIGHT, 0), (BuildingClass.MEDIUM, 0), (BuildingClass.HEAVY, 5),
    (BuildingClass.HARDENED, 10)])
def test_a_building_takes_its_share_of_an_attack_from_inside(kind: BuildingClass,
                                                              absorbed: int) -> None:
    """建物内部で起きる戦闘: "歩兵ユニットに対する攻撃ダメージは、建物のタイプによってはその歩兵
    ユニットがいる建物ヘクスに割り当てられることがある(「建物内部からの攻撃による歩兵ダメージ表」
    参照)" (damage of an attack on infantry may be assigned to the building hex they are in,
    by its type: the Infantry Damage from Attacks Inside Buildings table).  The seed cites
    the table without printing it; Total Warfare's 11th printing (p. 175) gives light and
    medium 0 %, heavy 25 %, hardened 50 % (``buildings.yaml`` says why that source): of
    a Hunchback's AC/20 fired inside the hex, 0, 0, 5 and 10 points."""
    s = in_town(make_state(unit("i", FOOT, "blue", "0809"),
                           unit("h", "hbk-4g-hunchback", "orange", "0809", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": building(kind, 200)})
    s, _ = building_fire(s, "h", "i", 0, [6, 6])
    assert dict(s.building_damage).get(at("0809"), 0) == absorbed


# --- 通常歩兵に対する攻撃: Total Warfare's non-infantry weapon table ---------------------------

def lancer_with(weapon: str, **changes: object) -> GameState:
    """A Lancer whose weapon named ``weapon`` is changed, facing a rifle platoon in light woods
    (no doubling)."""
    s = mech_at_platoon(FOOT)
    weapons = tuple(replace(w, **changes) if w.name == weapon else w
                    for w in s.definitions[LANCER].weapons)
    return sheet_changed(s, LANCER, weapons=weapons)


def test_total_warfare_divides_missile_damage_by_five() -> None:
    """通常歩兵に対する攻撃: "非通常歩兵ユニットが通常歩兵ユニットに対して攻撃を成功させた場合、
    「歩兵に対する非歩兵用武器ダメージ表(p.216参照)」の「命中した通常兵士の数」の列を参照し…
    クラスター兵器のダメージについては、クラスター命中表でロールするのではなく、潜在的な最大
    ダメージを使用する" (a non-conventional unit's hit on conventional infantry goes by the
    Non-Infantry Weapon Damage Against Infantry Table, cluster weapons by their full
    potential damage).  Total Warfare's table (p. 216) divides missile damage by 5: an LRM
    20 kills 4 troopers with the option on; the Quick-Start table (cluster: / 10 + 1) kills
    3 in a game without it.  A medium laser is 1 either way."""
    s = lancer_with("LRM 10", name="LRM 20", missiles=20)
    assert fire(tw(s), LRM_10, [6, 6]).unit("t").troopers_lost == 4
    assert fire(s, LRM_10, [6, 6]).unit("t").troopers_lost == 3
    laser = 4
    assert fire(tw(s), laser, [6, 6]).unit("t").troopers_lost == 1


def test_total_warfare_divides_area_effect_damage_by_half() -> None:
    """The same table's Area-Effect (AE) row, Damage Value / 0.5 (平地でのダメージ names
    "範囲効果(AE)武器" among what strikes conventional infantry): a 5-point area-effect hit
    kills 10 troopers; the Quick-Start table, with no such row, 1."""
    s = lancer_with("Medium Laser", codes=frozenset({WeaponCode.AREA_EFFECT}))
    assert fire(tw(s), 4, [6, 6]).unit("t").troopers_lost == 10
    assert fire(s, 4, [6, 6]).unit("t").troopers_lost == 1


# --- スウォーム攻撃のダメージ, VS機械化バトルアーマー ------------------------------------------------

def test_a_swarmer_may_attack_the_battle_armor_riding_its_host() -> None:
    """スウォーム攻撃のダメージ, VS機械化バトルアーマー: "目標のメックまたはビークルが機械化バトル
    アーマーを搭載している場合、スウォーム攻撃ユニットはそのメックまたはビークルにダメージを与える
    代わりに、バトルアーマーに対して標準攻撃をおこなうことを選べる。攻撃側はそのバトルアーマー
    ユニットが搭乗していないかのように、そのいずれか、またはすべての武器を使用することができ、
    対象の移動力や地形修正をすべて無視する" (when the 'Mech or vehicle carries mechanized battle
    armor, the swarming unit may make a standard attack on the battle armor instead of
    damaging its host, with any or all of its weapons as if the battle armor were not
    riding, ignoring the target's movement and terrain modifiers).  The platoon's rifles
    at range 0: 4 − 2 = 2, the light woods' +1 taken off again; 17 of 28 hit for 5
    points, in 2-point groups on the troopers the dice pick."""
    from btdesk.rules import attack_options, legal_commands

    s = swarming_a_carrier()
    assert DeclareAttack("s", "b", (WeaponFire(0),)) in legal_commands(s)
    rifles = attack_options(s, "s", "b")[0]
    assert rifles.problem is None and rifles.target_number == 2
    ignored = {m.name: m.value for m in rifles.modifiers}
    assert ignored["Target in light woods"] == 1
    assert ignored["Infiltrator Mk II riding Timber Wolf Prime: its movement and terrain "
                   "ignored"] == -1
    s, _ = apply(s, DeclareAttack("s", "b", (WeaponFire(0),)), ScriptedDice([]))
    script = ScriptedDice([6, 6, 3, 4, 1, 2, 3])
    s, _ = apply(s, ResolveAttacks("s"), script)
    assert script.remaining == 0
    assert s.unit("b").trooper_damage == (2, 2, 1, 0) and s.unit("b").carried_by == "w"
    assert not s.unit("w").damage  # instead of the host


def test_a_swarmer_still_attacks_no_one_else() -> None:
    """スウォーム攻撃: "スウォーム攻撃中ユニットは、スウォーム攻撃されたユニット、またはスウォーム
    攻撃されたユニットが運んでいる機械化バトルアーマーに対して以外、他の目標に対しての攻撃はでき
    ない" (a swarming unit attacks no target but the unit it swarms, or the mechanized
    battle armor that unit carries)."""
    s = swarming_a_carrier()
    s = replace_unit(s, replace(s.unit("b"), carried_by=None, position=at("0808")))
    with pytest.raises(IllegalCommand, match="swarming"):
        apply(s, DeclareAttack("s", "b", (WeaponFire(0),)), ScriptedDice([]))


# --- 機械化バトルアーマー, 転倒/垂直腹臥 -------------------------------------------------------------

def test_a_carrier_throwing_itself_flat_keeps_its_riders_on() -> None:
    """機械化バトルアーマー, 転倒/垂直腹臥: "歩兵を運んでいるときに運搬用メックが故意に伏せた場合、
    その歩兵は叩き落されず、ダメージも受けない" (when a carrier 'Mech goes prone on purpose
    while carrying infantry, the infantry are not knocked off and take no damage).  A
    Timber Wolf swarmed by Blue's squad, Orange's Infiltrators on its handholds, throws
    itself flat (垂直腹臥): the swarmers come off with their 2D6 blow, the riders stay on,
    unhurt, and no die is rolled for them."""
    from test_swarm_removal import swarmed

    from btdesk.model.commands import DropFlat

    s = swarmed(host="mad-cat-timber-wolf-prime")
    s = replace(s, units=(*s.units, unit("b", "infiltrator-mk-ii", "orange", "0808",
                                          carried_by="m", position=None)),
                definitions={**s.definitions,
                             "infiltrator-mk-ii": LIB.get("infiltrator-mk-ii")})
    # Piloting 3+3; the squad's blow 3+4 on trooper 1; the Wolf falls (direction 1, 8
    # points in two groups on 7 and 7) and its MechWarrior rolls 6+6.
    script = ScriptedDice([3, 3, 3, 4, 1, 1, 3, 4, 3, 4, 6, 6])
    s, _ = apply(s, DropFlat("m"), script)
    assert script.remaining == 0
    assert s.unit("m").prone and s.unit("b").carried_by == "m"
    assert not any(s.unit("b").trooper_damage)


# --- 歩兵の移動 (infantry movement) ---------------------------------------------------------

def test_jumping_infantry_never_land_in_water() -> None:
    """歩兵の移動: "ジャンプ歩兵及びジャンプ可能なバトルアーマーはメックのジャンプルールに従って
    移動するが、例外として歩兵は水深1以上の水地ヘクスに進入することはできない" (jumping infantry
    move by the 'Mech jump rules, except that infantry may not enter water of depth 1 or
    more): the Infiltrators jump two hexes but not into depth-1 water."""
    from support import on

    from btdesk.rules import check_move

    s = make_state(unit("b", "infiltrator-mk-ii", "blue", "0810"))
    assert check_move(s, "b", MoveMode.JUMP, ("0", "0")).position == at("0808")
    wet = on(s, terrain={"0808": Terrain.WATER}, depths={"0808": 1})
    with pytest.raises(IllegalCommand, match="cannot land in 0808"):
        check_move(wet, "b", MoveMode.JUMP, ("0", "0"))
