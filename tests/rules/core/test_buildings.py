"""Buildings in play (issue 18): entering them, fire into and inside them, floors, and
collapse.  Seed 003 (``seeds/003_43324915c9a10379.txt``, 歩兵の市街戦 "infantry in urban
combat") is quoted where it gives the rule; Total Warfare fills what it cites but does not
print (``resources/rules/buildings.yaml``, reconstructed)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import TABLES, at, building, fire, in_town, make_state, on, unit

from btdesk.io.tables import tables_from_documents
from btdesk.model.board import Building, BuildingClass, Terrain
from btdesk.model.commands import MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    BuildingCollapsed,
    BuildingDamaged,
    DamageApplied,
    Event,
    FloorChanged,
    PilotingRoll,
)
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.rules import apply, unit_line_of_sight
from btdesk.session.dice import ScriptedDice

B = Terrain.BUILDING


def lost(events: list[Event], uid: str) -> int:
    return sum(e.amount for e in events if isinstance(e, DamageApplied) and e.unit == uid)


def test_a_mech_entering_a_building_rolls_and_the_building_takes_its_weight() -> None:
    """Total Warfare, moving through buildings: a Piloting Skill Roll with the type's
    modifier (medium +1: 5 + 1 = 6); failed, the 'Mech takes CF / 10 = 4, from the
    front; made or not, the building takes tons / 10 = 4 (a 40-ton Cicada)."""
    s = in_town(make_state(unit("m", "cda-3ma-cicada", "blue", "0810", 0)),
                **{"0809": building(BuildingClass.MEDIUM, 40)})
    s2, events = apply(s, MoveUnit("m", MoveMode.WALK, ("F",)), ScriptedDice([3, 2, 3, 4]))
    roll = next(e for e in events if isinstance(e, PilotingRoll))
    assert (roll.needed, roll.roll, roll.passed) == (6, 5, False)
    assert ("Medium building", 1) in roll.modifiers
    assert lost(list(events), "m") == 4 and s2.unit("m").damage == {"CT": 4}
    assert BuildingDamaged(at("0809"), 4, 36, "CDA-3MA Cicada entering") in events
    assert s2.building_damage == {at("0809"): 4}
    assert s2.unit("m").moved is not None and s2.unit("m").moved.mp_spent == 1 + 2

    s3, events = apply(s, MoveUnit("m", MoveMode.WALK, ("F",)), ScriptedDice([3, 3]))
    assert lost(list(events), "m") == 0 and s3.building_damage == {at("0809"): 4}


def test_fire_from_outside_at_a_mech_inside_loses_cf_over_ten_to_the_walls() -> None:
    """Total Warfare: a building absorbs CF / 10 (round up) of each hit on a unit inside
    it from outside, and takes that damage: 20 − 4 = 16 for an AC/20 through a CF 40
    wall."""
    s = in_town(make_state(unit("m", "cda-3ma-cicada", "blue", "0809", 3),
                           unit("h", "hbk-4g-hunchback", "orange", "0812", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": building(BuildingClass.MEDIUM, 40)})
    s, events = fire(s, "h", "m", 0, [6, 6, 3, 4])
    assert lost(events, "m") == 16
    assert s.building_damage == {at("0809"): 4}


@pytest.mark.parametrize(("kind", "reaching"), [
    (BuildingClass.LIGHT, 15), (BuildingClass.MEDIUM, 10), (BuildingClass.HEAVY, 5),
    (BuildingClass.HARDENED, 0)])
def test_infantry_inside_take_the_tables_share_of_fire_from_outside(
        kind: BuildingClass, reaching: int) -> None:
    """Seed 003 建物内の歩兵への攻撃: "建物へクスに与えられ、その建物へクス内の歩兵ユニットに
    影響を及ぼすダメージは、「建物内の歩兵ダメージ表」…に従って与えられる" (damage to a
    building hex that affects the infantry inside follows the Infantry in Buildings Damage
    Table): 75/50/25/0 % of an AC/20's 20 reach the platoon, the building takes all 20;
    then the QSR's non-infantry weapon table (damage / 10, up) gives the troopers."""
    s = in_town(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
                           unit("h", "hbk-4g-hunchback", "orange", "0812", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": building(kind, 200)})
    s, _ = fire(s, "h", "i", 0, [6, 6])
    assert s.building_damage == {at("0809"): 20}
    assert s.unit("i").troopers_lost == -(-reaching // 10)


def weapon_number(state: GameState, uid: str, name: str) -> int:
    instances = state.definition(state.unit(uid)).weapon_instances()
    return next(i for i, w in enumerate(instances) if w.name == name)


def test_burst_fire_into_a_building_is_direct_fire() -> None:
    """Seed 003 建物内の歩兵への攻撃, バースト射撃武器: "攻撃側が建物ヘクスにいる通常歩兵に
    対してバースト射撃(AI)武器を使用する場合、…標準ダメージ値を適用し、直射弾道(DB)武器
    として扱う" (burst fire at conventional infantry in a building hex deals its standard
    damage as a direct-fire weapon): no burst dice are rolled (the script has none), the
    Flamer's 2 points go to the building, 75 % of them (2) to the platoon: 1 trooper."""
    s = in_town(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
                           unit("h", "her-5sa-hermes-ii", "orange", "0810", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": building(BuildingClass.LIGHT, 200)})
    s, _ = fire(s, "h", "i", weapon_number(s, "h", "Flamer"), [6, 6])
    assert s.building_damage == {at("0809"): 2}
    assert s.unit("i").troopers_lost == 1


def test_burst_fire_inside_a_building_is_halved() -> None:
    """Seed 003 建物内部で起きる戦闘, バースト射撃武器と通常歩兵: "バースト射撃武器VS通常歩兵
    ダメージ表…に従ってダメージを与えるが、そのダメージは半減する(通常通り丸める)。建物に
    対するダメージはその武器の非バースト射撃ダメージに準ずる" (burst-fire damage to the
    infantry is halved, rounded as usual; the building's damage follows the weapon's
    standard damage): the Flamer's 4D6 = 9 → 5 troopers; the heavy building takes its
    50 % share of 2 = 1."""
    s = in_town(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
                           unit("h", "her-5sa-hermes-ii", "orange", "0809", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": building(BuildingClass.HEAVY, 200)})
    s, _ = fire(s, "h", "i", weapon_number(s, "h", "Flamer"), [6, 6, 1, 2, 3, 3])
    assert s.building_damage == {at("0809"): 1}
    assert s.unit("i").troopers_lost == 5


def test_attacks_inside_give_the_building_its_share() -> None:
    """Seed 003 建物内部で起きる戦闘: "歩兵ユニットに対する攻撃ダメージは、建物のタイプに
    よってはその歩兵ユニットがいる建物ヘクスに割り当てられることがある" (damage of an attack
    on infantry may go to the building hex, by type): a heavy building takes a quarter
    (Total Warfare 11th printing p. 175, buildings.yaml): 5 of an AC/20's 20, and 15
    reach the platoon, 2 troopers."""
    s = in_town(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
                           unit("h", "hbk-4g-hunchback", "orange", "0809", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": building(BuildingClass.HEAVY, 200)})
    s, _ = fire(s, "h", "i", 0, [6, 6])
    assert s.building_damage == {at("0809"): 5}
    assert s.unit("i").troopers_lost == 2  # 15 / 10, rounded up


def test_a_collapse_strikes_infantry_three_times_over() -> None:
    """Seed 003 建物の崩落: "通常歩兵は崩落する建物ヘクスによって通常の3倍のダメージを受ける"
    (conventional infantry take three times the damage from a collapsing building hex).
    An AC/20 brings down a CF 15 light building of 2 levels: ceil(15 / 10) = 2 for each
    of its 2 levels, ×3 = 12 troopers; the hex is rubble (rough) from then on, and the
    shot's own 75 % (15 → 2 troopers) still reaches them."""
    s = in_town(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
                           unit("h", "hbk-4g-hunchback", "orange", "0812", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": building(BuildingClass.LIGHT, 15)})
    s, events = fire(s, "h", "i", 0, [6, 6])
    assert BuildingCollapsed(at("0809"), "its construction factor is gone") in events
    assert s.board.terrain_at(at("0809")) is Terrain.ROUGH
    assert s.board.building(at("0809")) is None and not s.building_damage
    assert s.unit("i").troopers_lost == 12 + 2


def test_a_mech_jumping_onto_a_light_roof_brings_it_down_and_falls() -> None:
    """A 'Mech that jumps into a building hex lands on the roof (Total Warfare); 50 tons
    above the ground floor of a CF 15 building is more than it holds: it collapses, and
    the 'Mech falls (ceil(50 / 10) = 5 damage)."""
    s = in_town(make_state(unit("e", "enf-4r-enforcer-jump", "blue", "0810", 0)),
                **{"0808": building(BuildingClass.LIGHT, 15, 1)})
    dice = [1, 3, 4, 6, 6]  # fall direction; hit location 7 (CT); the MechWarrior's roll
    s, events = apply(s, MoveUnit("e", MoveMode.JUMP, ("0", "0")), ScriptedDice(dice))
    assert FloorChanged("e", 1) in events
    assert any(isinstance(e, BuildingCollapsed) and "50 tons" in e.reason for e in events)
    assert s.unit("e").prone and s.unit("e").floor == 0
    assert s.unit("e").damage == {"CT": 5}


def test_infantry_climb_floors_for_one_mp_each() -> None:
    """Seed 003 建物内でのレベル変更: "歩兵は建物のタイプに関わらず上下に1階分移動するために
    地上MPを1失う… そのユニットに必要なMPがある限り、歩兵は同じターンの間に建物ヘクスに
    進入し、そのヘクスでレベルを変更することができる" (infantry spend 1 ground MP per floor up
    or down, whatever the building, and may enter a building hex and change floors in one
    turn while they have the MP): enter for 1 MP (建物での移動), climb two floors for 2."""
    s = in_town(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0810")),
                **{"0809": building(BuildingClass.HEAVY, 90, 3)})
    s2, events = apply(s, MoveUnit("i", MoveMode.WALK, ("0",), floor=2), ScriptedDice([]))
    assert s2.unit("i").floor == 2 and FloorChanged("i", 2) in events
    assert s2.unit("i").moved is not None and s2.unit("i").moved.mp_spent == 3
    with pytest.raises(IllegalCommand, match="3 MP to reach floor 3, only 2 MP left"):
        apply(s, MoveUnit("i", MoveMode.WALK, ("0",), floor=3), ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="floors 0 to 2 and a roof at 3"):
        apply(s, MoveUnit("i", MoveMode.WALK, ("0",), floor=4), ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="no building to climb"):
        apply(s, MoveUnit("i", MoveMode.WALK, ("3",), floor=1), ScriptedDice([]))


def test_only_infantry_choose_a_floor() -> None:
    s = in_town(make_state(unit("m", "cda-3ma-cicada", "blue", "0810", 0)),
                **{"0809": building(BuildingClass.LIGHT, 15)})
    with pytest.raises(IllegalCommand, match="only infantry choose a floor"):
        apply(s, MoveUnit("m", MoveMode.WALK, ("F",), floor=1), ScriptedDice([3, 3]))


def test_battle_armor_jumping_in_below_the_roof_rolls_anti_mech() -> None:
    """Seed 003 ジャンプ能力のある歩兵: "歩兵ユニットが(屋根を含めない)建物ヘクスにジャンプ
    する場合、対メックスキルロールをおこなわなければならない… 失敗した場合、その歩兵ユニット
    は1回のヒットを受け、…中量型建物は3ポイント" (infantry jumping into a building hex, not
    onto its roof, make an anti-'Mech roll with the building's Piloting modifier; failed,
    one hit: 3 points in a medium building).  The roof needs no roll."""
    s = in_town(make_state(unit("b", "infiltrator-mk-ii", "blue", "0810")),
                **{"0808": building(BuildingClass.MEDIUM, 40, 2)})
    s2, events = apply(s, MoveUnit("b", MoveMode.JUMP, ("0", "0")), ScriptedDice([2, 3, 1]))
    roll = next(e for e in events if isinstance(e, PilotingRoll))
    assert (roll.needed, roll.passed) == (6, False)
    assert s2.unit("b").trooper_damage[0] == 3
    s3, events = apply(s, MoveUnit("b", MoveMode.JUMP, ("0", "0"), floor=2), ScriptedDice([]))
    assert s3.unit("b").floor == 2 and not any(isinstance(e, PilotingRoll) for e in events)


def test_a_floor_raises_a_unit_for_line_of_sight() -> None:
    """Seed 003 建物内の歩兵への攻撃: the attacker needs line of sight to the level the
    infantry occupy.  A level-1 rise between two platoons on the ground blocks; from the
    second floor of a building the platoon sees over it."""
    s = on(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0810"),
                      unit("j", "machine-gun-motorized-platoon", "orange", "0805")),
           terrain={"0810": B}, levels={"0808": 1},
           buildings={"0810": building(BuildingClass.MEDIUM, 40, 3)})
    assert unit_line_of_sight(s, "i", "j").blocked
    up = replace(s, units=tuple(replace(u, floor=2) if u.uid == "i" else u for u in s.units))
    assert not unit_line_of_sight(up, "i", "j").blocked


def test_the_buildings_table_is_reconstructed_and_an_older_save_takes_it_built_in() -> None:
    """A save written before buildings.yaml existed plays by the built-in table."""
    from support import ROOT

    from btdesk.io.tables import TABLE_FILES, load_rule_tables
    documents = load_rule_tables(ROOT / "resources" / "rules").documents
    assert documents["buildings"]["reconstructed"] is True
    old = {k: v for k, v in documents.items() if k in TABLE_FILES and k != "buildings"}
    assert tables_from_documents(old, "old.btdesk", "rules").buildings == TABLES.buildings


def test_fire_into_a_building_strikes_every_infantry_unit_on_that_level_alike() -> None:
    """Seed 003 建物内の歩兵への攻撃: "そのようなダメージによって複数の歩兵ユニットが影響を
    受ける場合、すべての歩兵ユニットに等しく適用される": an AC/20 into a light building
    (75 % of 20 = 15 reach): the two platoons on the ground floor lose 2 troopers each; a
    third upstairs loses none."""
    s = in_town(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
                           unit("j", "machine-gun-motorized-platoon", "blue", "0809"),
                           unit("k", "rifle-energy-motorized-platoon", "blue", "0809", floor=1),
                           unit("h", "hbk-4g-hunchback", "orange", "0812", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": building(BuildingClass.LIGHT, 200)})
    s, _ = fire(s, "h", "i", 0, [6, 6])
    assert s.building_damage == {at("0809"): 20}
    assert (s.unit("i").troopers_lost, s.unit("j").troopers_lost,
            s.unit("k").troopers_lost) == (2, 2, 0)


def test_infantry_walk_from_higher_ground_straight_onto_an_upper_floor() -> None:
    """Seed 003 建物での移動: "歩兵ユニットはメックと同じように高いレベルから建物に進入する
    ことができる": from a level-2 hill at 0808 into the three-level building at 0809 (its
    ground at level 0) the platoon walks onto floor 2 for the building's 1 MP, no levels
    climbed down; the ground floor from there costs 2 floors more.  From level ground it
    goes in at the ground floor."""
    from btdesk.model.commands import MoveUnit
    from btdesk.model.state import MoveMode
    from btdesk.rules import apply
    from btdesk.session.dice import ScriptedDice

    def game(level: int) -> GameState:
        s = make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0808"),
                       unit("h", "hbk-4g-hunchback", "orange", "0816"), phase=Phase.MOVEMENT)
        return on(s, terrain={"0809": B}, levels={"0808": level},
                  buildings={"0809": building(BuildingClass.MEDIUM, 60, 3)})

    s, _ = apply(game(2), MoveUnit("i", MoveMode.WALK, ("3",)), ScriptedDice([]))
    i = s.unit("i")
    assert i.position == at("0809") and i.floor == 2
    assert i.moved is not None and i.moved.mp_spent == 1
    s, _ = apply(game(2), MoveUnit("i", MoveMode.WALK, ("3",), floor=0), ScriptedDice([]))
    assert s.unit("i").floor == 0 and s.unit("i").moved.mp_spent == 3  # type: ignore[union-attr]
    s, _ = apply(game(0), MoveUnit("i", MoveMode.WALK, ("3",)), ScriptedDice([]))
    assert s.unit("i").floor == 0 and s.unit("i").moved.mp_spent == 1  # type: ignore[union-attr]


def test_infantry_fall_into_a_collapsing_buildings_basement() -> None:
    """Seed 003 建物の崩落: "地下階層:歩兵が地下階層に落ちた場合、通常の落下ダメージを受ける":
    the same collapse over a 2-level basement adds a fall of 2D6 (the falling table's 1D6 a
    level, reconstructed): 3 + 4 = 7 more troopers lost (a fall is not doubled)."""
    from btdesk.model.events import InfantryFell

    s = in_town(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
                           unit("h", "hbk-4g-hunchback", "orange", "0812", 0),
                           phase=Phase.WEAPON_ATTACK),
                **{"0809": Building(BuildingClass.LIGHT, 15, 2, basement=2)})
    s, events = fire(s, "h", "i", 0, [6, 6, 3, 4])
    assert InfantryFell("i", at("0809"), 2, 7) in events
    assert s.unit("i").troopers_lost == 12 + 2 + 7


def test_a_basement_is_kept_in_the_map_file() -> None:
    from btdesk.io.maps import map_document, parse_map

    board = in_town(make_state(unit("h", "hbk-4g-hunchback", "orange", "0812")),
                    **{"0809": Building(BuildingClass.HEAVY, 90, 3, basement=1)}).board
    document = map_document(board, TABLES)
    assert document["hexes"]["0809"]["building"]["basement"] == 1
    again = parse_map(document, "test.yaml", TABLES)
    assert again.building(at("0809")) == Building(BuildingClass.HEAVY, 90, 3, 1)
