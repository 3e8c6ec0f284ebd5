"""Total Warfare ground (issue 18): levels, water, rough, roads, buildings, jumps over
them, and line of sight with heights.  The Quick-Start rules have none of these; the
seeds' README says to follow Total Warfare where both are silent, and seed 003
(``seeds/003_43324915c9a10379.txt``) is quoted where it speaks of infantry."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import TABLES, at, make_state, on, unit

from btdesk.io.maps import map_document, parse_map
from btdesk.io.tables import tables_from_documents
from btdesk.io.yamlsafe import load_file
from btdesk.model.board import Board, Building, BuildingClass, Terrain
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import GameState, MoveMode, Phase, UnitState
from btdesk.rules import attack_options, check_move, reachable, unit_line_of_sight

W, R, L, H, B, P = (Terrain.WATER, Terrain.ROUGH, Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS,
                    Terrain.BUILDING, Terrain.PAVEMENT)


def test_a_mech_pays_one_mp_per_level_and_climbs_at_most_two() -> None:
    """Total Warfare, level change: +1 MP per level up or down, at most two levels per
    hex for a 'Mech (terrain.yaml ground.levels)."""
    s = on(make_state(unit("m", "cda-3ma-cicada", "blue", "0810", 0)),
           levels={"0809": 2, "0808": 0, "0807": 3})
    assert check_move(s, "m", MoveMode.WALK, ("F",)).mp_spent == 1 + 2
    assert check_move(s, "m", MoveMode.WALK, ("F", "F")).mp_spent == 3 + 1 + 2
    with pytest.raises(IllegalCommand, match="a 'Mech changes at most 2 levels per hex: "
                                             "0808 is level 0, 0807 level 3"):
        check_move(s, "m", MoveMode.WALK, ("F", "F", "F"))


def test_a_vehicle_changes_one_level_per_hex() -> None:
    s = on(make_state(unit("t", "rommel-tank", "blue", "0810", 0)), levels={"0809": 1,
                                                                            "0808": 3})
    assert check_move(s, "t", MoveMode.WALK, ("F",)).mp_spent == 2
    with pytest.raises(IllegalCommand, match="a vehicle changes at most 1 level per hex"):
        check_move(s, "t", MoveMode.WALK, ("F", "F"))


def test_infantry_climb_one_level_per_hex_for_two_mp_more() -> None:
    """Seed 003, 歩兵の移動: "レベル変更:歩兵は地上移動を使用する場合、1ヘクスにつき1レベル
    のみ上昇することができる。さらに、追加で2MPを消費する。" (Level change: infantry moving
    on the ground may climb only one level per hex, and spend 2 MP more.)"""
    s = on(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0810")),
           levels={"0809": 1, "0808": 3})
    assert check_move(s, "i", MoveMode.WALK, ("0",)).mp_spent == 1 + 2
    with pytest.raises(IllegalCommand, match="infantry changes at most 1 level per hex"):
        check_move(s, "i", MoveMode.WALK, ("0", "0"))


def test_water_by_depth() -> None:
    """Total Warfare water: a 'Mech pays +0/+1/+3 for depth 0/1/2+; tracked and wheeled
    vehicles stay out of depth 1 and deeper; a hovercraft crosses any depth as clear."""
    s = on(make_state(unit("m", "cda-3ma-cicada", "blue", "0810", 0),
                      unit("t", "rommel-tank", "blue", "0410", 0),
                      unit("h", "saladin-assault-hover-tank", "blue", "1210", 0)),
           terrain={"0809": W, "0808": W, "0807": W, "0409": W, "0408": W, "1209": W},
           depths={"0809": 0, "0808": 1, "0807": 3, "0409": 0, "0408": 1, "1209": 3})
    assert check_move(s, "m", MoveMode.RUN, ("F", "F", "F")).mp_spent == 1 + 2 + 4
    assert check_move(s, "t", MoveMode.WALK, ("F",)).mp_spent == 1
    with pytest.raises(IllegalCommand, match="tracked unit cannot enter water, depth 1"):
        check_move(s, "t", MoveMode.WALK, ("F", "F"))
    assert check_move(s, "h", MoveMode.WALK, ("F",)).mp_spent == 1


def test_infantry_stay_out_of_water_deeper_than_zero() -> None:
    """Seed 003, 歩兵の移動, 水: "歩兵は、特定タイプの歩兵に関するルールにおいて特別の定め
    がない限り水深1以上の水域に移動することはできない" (infantry may not enter water of
    depth 1 or more unless a rule for their type says so)."""
    s = on(make_state(unit("i", "rifle-energy-motorized-platoon", "blue", "0810")),
           terrain={"0809": W, "0808": W}, depths={"0809": 0})
    assert check_move(s, "i", MoveMode.WALK, ("0",)).mp_spent == 1
    with pytest.raises(IllegalCommand, match="infantry cannot enter water, depth 1"):
        check_move(s, "i", MoveMode.WALK, ("0", "0"))


def test_rough_costs_one_more_and_bars_wheels() -> None:
    s = on(make_state(unit("m", "cda-3ma-cicada", "blue", "0810", 0),
                      unit("w", "rommel-tank-wheeled", "blue", "0410", 0)),
           terrain={"0809": R, "0409": R})
    assert check_move(s, "m", MoveMode.WALK, ("F",)).mp_spent == 2
    with pytest.raises(IllegalCommand, match="wheeled unit cannot enter rough"):
        check_move(s, "w", MoveMode.WALK, ("F",))


def test_a_road_through_woods_costs_one_mp_and_opens_it_to_wheels() -> None:
    """Total Warfare roads: a step from road to road costs 1 MP whatever the terrain, and
    ground barred to a unit is open along the road; off the road the woods bar it."""
    s = on(make_state(unit("w", "rommel-tank-wheeled", "blue", "0810", 0)),
           terrain={"0809": H, "0808": H, "0910": L}, roads="0810 0809 0808")
    result = check_move(s, "w", MoveMode.WALK, ("F", "F"))
    assert result.position == at("0808") and result.mp_spent == 2
    with pytest.raises(IllegalCommand, match="wheeled unit cannot enter light woods"):
        check_move(s, "w", MoveMode.WALK, ("R", "F"))


def test_buildings_cost_by_type_and_infantry_walk_in_for_one_mp() -> None:
    """Total Warfare: entering a building costs +1/+2/+3/+4 by type.  Seed 003, 建物での
    移動: "建物のタイプに関わらず、歩兵は平地に進入するのと同じように地上MP1で建物ヘクスに
    進入できる" (whatever the building's type, infantry enter its hex for 1 ground MP, as
    clear ground)."""
    s = on(make_state(unit("m", "cda-3ma-cicada", "blue", "0810", 0),
                      unit("i", "rifle-energy-motorized-platoon", "blue", "0410")),
           terrain={"0809": B, "0409": B},
           buildings={"0809": Building(BuildingClass.HEAVY, 90, 2),
                      "0409": Building(BuildingClass.HARDENED, 120, 3)})
    assert check_move(s, "m", MoveMode.WALK, ("F",)).mp_spent == 1 + 3
    assert check_move(s, "i", MoveMode.WALK, ("0",)).mp_spent == 1


def test_a_jump_clears_its_start_level_plus_jump_mp() -> None:
    """Total Warfare jumping: no hex on the way may rise above the start hex's level plus
    the jump MP; woods do not stop a jump."""
    s = on(make_state(unit("j", "enf-4r-enforcer-jump", "blue", "0810", 0)),
           terrain={"0808": B, "0809": H},
           levels={"0810": 1}, buildings={"0808": Building(BuildingClass.MEDIUM, 40, 6)})
    assert check_move(s, "j", MoveMode.JUMP, ("0",)).mp_spent == 1
    with pytest.raises(IllegalCommand, match="0808 rises to level 6: a jump from level 1 "
                                             "with 4 jump MP clears level 5 at most"):
        check_move(s, "j", MoveMode.JUMP, ("0", "0", "0"))
    ends = {h for h, _ in reachable(s, "j", MoveMode.JUMP)}
    assert at("0808") not in ends and at("0807") in ends  # around the tower


HILLY = {"0507": 1, "0508": 2, "0509": 1, "0607": 1, "0608": 1, "0707": 2, "0708": 3}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["cda-3ma-cicada", "rommel-tank", "saladin-assault-hover-tank",
                        "rifle-energy-motorized-platoon", "rommel-tank-wheeled"]),
       st.integers(0, 5), st.sampled_from([MoveMode.WALK, MoveMode.RUN]))
def test_every_reachable_path_checks_out_on_uneven_ground(sheet: str, facing: int,
                                                          mode: MoveMode) -> None:
    """The search and the step-by-step check agree on hills, water, roads and buildings:
    every end the overlay shades is a legal move costing what the search says."""
    infantry = "platoon" in sheet
    s = on(make_state(unit("u", sheet, "blue", "0608", 0 if infantry else facing),
                      unit("e", "hbk-4g-hunchback", "orange", "0806", 0)),
           terrain={"0509": W, "0609": W, "0709": R, "0606": H, "0706": L, "0507": B,
                    "0610": P},
           levels=HILLY, depths={"0509": 2}, roads="0605 0606 0607 0610",
           buildings={"0507": Building(BuildingClass.LIGHT, 15, 1)})
    if infantry and mode is MoveMode.RUN:
        return
    for (end, _), how in reachable(s, "u", mode).items():
        result = check_move(s, "u", mode, how.steps)
        assert result.position == end and result.mp_spent == how.cost


def _pair(attacker: UnitState, target: UnitState, **ground: Any) -> GameState:
    return on(make_state(attacker, target, phase=Phase.WEAPON_ATTACK), **ground)


def test_a_hill_higher_than_both_blocks_and_one_level_lower_does_not() -> None:
    """Total Warfare LOS: intervening ground counts where it rises above both units; a
    standing 'Mech on level 0 rises to level 1, so a level-2 hill between two of them
    blocks, a level-1 rise does not."""
    a = unit("a", "cda-3ma-cicada", "blue", "0810", 0)
    t = unit("t", "hbk-4g-hunchback", "orange", "0806", 3)
    sight = unit_line_of_sight(_pair(a, t, levels={"0808": 2}), "a", "t")
    assert sight.blocked and sight.reason == "no line of sight (level 2 ground in 0808)"
    assert not unit_line_of_sight(_pair(a, t, levels={"0808": 1}), "a", "t").blocked


def test_woods_below_a_hill_top_do_not_count_unless_beside_the_target() -> None:
    """Woods rise two levels above their ground; from a level-3 hill a 'Mech sees over
    woods at level 0 (top 2) that are not next to its target, but woods beside the
    target still count (they rise above the target)."""
    a = unit("a", "cda-3ma-cicada", "blue", "0810", 0)
    t = unit("t", "hbk-4g-hunchback", "orange", "0806", 3)
    far = unit_line_of_sight(_pair(a, t, terrain={"0808": H}, levels={"0810": 3}), "a", "t")
    assert far.heavy_woods == 0
    near = unit_line_of_sight(_pair(a, t, terrain={"0807": H}, levels={"0810": 3}), "a", "t")
    assert near.heavy_woods == 1


def test_partial_cover_from_a_rise_and_from_depth_one_water() -> None:
    """Total Warfare partial cover: a standing 'Mech behind a rise one level above its
    ground, next to it, or standing in depth-1 water; +1 to hit (ground.partial_cover)."""
    a = unit("a", "cda-3ma-cicada", "blue", "0810", 0)
    t = unit("t", "hbk-4g-hunchback", "orange", "0806", 3)
    rise = _pair(a, t, levels={"0807": 1})
    assert unit_line_of_sight(rise, "a", "t").partial_cover == "a level-1 rise in 0807"
    mods = {m.name: m.value for m in attack_options(rise, "a", "t")[0].modifiers}
    assert mods["Partial cover (a level-1 rise in 0807)"] == TABLES.ground.partial_cover == 1
    wet = _pair(a, t, terrain={"0806": W})
    assert unit_line_of_sight(wet, "a", "t").partial_cover == "depth 1 water"
    deep = _pair(a, t, terrain={"0806": W}, depths={"0806": 2})
    assert unit_line_of_sight(deep, "a", "t").reason == \
        "no line of sight (one unit is under water)"


def test_leg_hits_on_a_mech_in_partial_cover_strike_the_cover() -> None:
    """Total Warfare partial cover: a hit-location roll that gives a leg hits the cover
    instead, and the 'Mech takes nothing; other locations are hit as usual.  The
    Cicada's medium laser (5) at a Hunchback behind a level-1 rise: 9 is the left leg,
    7 the centre torso."""
    from btdesk.model.events import CoverHit, DamageApplied, Event
    from btdesk.model.state import WeaponFire
    from btdesk.rules.core.combat import check_declaration, resolve
    from btdesk.rules.dice import Roller
    from btdesk.session.dice import ScriptedDice

    a = unit("a", "cda-3ma-cicada", "blue", "0810", 0)
    t = unit("t", "hbk-4g-hunchback", "orange", "0806", 3)
    rise = replace(_pair(a, t, levels={"0807": 1}), phase=Phase.WEAPON_ATTACK)
    for location_roll, hit in (([4, 5], None), ([3, 4], "CT")):
        declaration = check_declaration(rise, "a", "t", (WeaponFire(0),))
        events: list[Event] = []
        after = resolve(rise, declaration, Roller(ScriptedDice([6, 6, *location_roll]), events),
                        events)
        if hit is None:
            assert CoverHit("t", "LL", "a level-1 rise in 0807") in events
            assert after.unit("t").damage == {}
        else:
            assert any(isinstance(e, DamageApplied) for e in events)
            assert after.unit("t").damage == {hit: 5}


def test_a_building_blocks_like_a_hill() -> None:
    a = unit("a", "cda-3ma-cicada", "blue", "0810", 0)
    t = unit("t", "hbk-4g-hunchback", "orange", "0806", 3)
    s = _pair(a, t, terrain={"0808": B}, buildings={"0808": Building(BuildingClass.LIGHT,
                                                                      15, 2)})
    assert unit_line_of_sight(s, "a", "t").reason == "no line of sight (a building in 0808)"


def test_a_look_is_kept_for_its_board_and_tables_only() -> None:
    """Issue 21 keeps each look with the board it was taken on (``Board.memo``): a board
    whose building fell is a new board, seen afresh, and other rule tables on the same
    board never get the first tables' answer."""
    a = unit("a", "cda-3ma-cicada", "blue", "0810", 0)
    t = unit("t", "hbk-4g-hunchback", "orange", "0806", 3)
    s = _pair(a, t, terrain={"0808": B}, buildings={"0808": Building(BuildingClass.LIGHT,
                                                                      15, 2)})
    assert unit_line_of_sight(s, "a", "t").blocked
    fallen = replace(s, board=replace(s.board, terrain={at("0808"): R}, buildings={}))
    assert not unit_line_of_sight(fallen, "a", "t").blocked
    assert unit_line_of_sight(s, "a", "t").blocked  # the first board's look still holds
    woods = _pair(a, t, terrain={"0808": H, "0807": L})  # density 3 blocks (QSR)
    assert unit_line_of_sight(woods, "a", "t").blocked
    laxer = replace(woods, rules=replace(woods.rules, los_blocking_density=4))
    assert laxer.board is woods.board
    assert not unit_line_of_sight(laxer, "a", "t").blocked
    assert unit_line_of_sight(woods, "a", "t").blocked


def test_a_units_look_is_kept_for_its_state_only() -> None:
    """Issue 21 keeps the look between two units with the state it was asked of (each
    weapon's to-hit asks again): a unit that moves, or a target that falls, makes a new
    state with its own answer."""
    a = unit("a", "cda-3ma-cicada", "blue", "0810", 0)
    t = unit("t", "hbk-4g-hunchback", "orange", "0806", 3)
    s = _pair(a, t, levels={"0808": 1})  # a level-1 rise between two standing 'Mechs
    assert not unit_line_of_sight(s, "a", "t").blocked
    assert unit_line_of_sight(s, "a", "t").partial_cover == ""
    low = replace(s, units=tuple(replace(u, prone=True) for u in s.units))
    assert unit_line_of_sight(low, "a", "t").blocked  # the rise stands above both, lying
    moved = replace(s, units=tuple(replace(u, position=at("0807")) if u.uid == "a" else u
                                   for u in s.units))
    assert not unit_line_of_sight(moved, "a", "t").blocked
    assert not unit_line_of_sight(s, "a", "t").blocked
    assert unit_line_of_sight(low, "a", "t").blocked


def test_a_map_round_trips_through_its_file() -> None:
    """Map format 2: pictures for ground and levels, roads, and per-hex details."""
    board = Board("Round trip", 6, 5,
                  {at("0101"): W, at("0202"): B, at("0303"): H, at("0404"): P},
                  {at("0303"): 2, at("0505"): 12, at("0101"): -1}, {at("0101"): 3},
                  frozenset({at("0401"), at("0402")}),
                  {at("0202"): Building(BuildingClass.HEAVY, 70, 3)})
    again = parse_map(map_document(board, TABLES), "x.yaml", TABLES)
    assert again == board


@pytest.mark.parametrize(("detail", "message"), [
    ({"0101": {"depth": 2}}, "hexes.0101.depth: a depth is for a water hex"),
    ({"0101": {"building": {"class": "light"}}},
     "hexes.0101.building: a building's details are for a building hex"),
    ({"0909": {"level": 1}}, "hexes: 0909 is not on this 3×2 map"),
    ({"0101": {"level": 500}}, "hexes.0101.level: expected a whole number"),
])
def test_map_details_name_the_key_and_reason(detail: dict[str, object], message: str) -> None:
    document = {"format": "btdesk-map", "version": 2, "name": "x", "columns": 3,
                "rows": ["...", "..."], "hexes": detail}
    with pytest.raises(Exception, match="^maps/x.yaml: " + message.replace("(", r"\(")):
        parse_map(document, "maps/x.yaml", TABLES)


def test_a_saved_terrain_table_from_before_total_warfare_still_loads() -> None:
    """A save's embedded terrain table without the new rows or ``ground`` takes them from
    the built-in file: the game it records had no such ground."""
    from support import ROOT

    documents = {}
    for name in ("hit_locations", "cluster_hits", "attack_modifiers", "terrain",
                 "damage_transfer", "infantry_damage", "close_assault", "firing_arcs"):
        documents[name] = load_file(ROOT / "resources" / "rules" / f"{name}.yaml", name)
    old = documents["terrain"]
    old["types"] = {k: v for k, v in old["types"].items()
                    if k in ("clear", "light_woods", "heavy_woods")}
    del old["ground"]
    tables = tables_from_documents(documents, "game.btdesk", "rules")
    assert tables.terrain == TABLES.terrain and tables.ground == TABLES.ground


def test_hex_descriptions_name_everything() -> None:
    board = Board("x", 3, 3, {at("0101"): W, at("0202"): B}, {at("0202"): 2},
                  {at("0101"): 2}, frozenset({at("0303")}),
                  {at("0202"): Building(BuildingClass.MEDIUM, 40, 2)})
    assert board.describe(at("0101")) == "Water, depth 2, level 0"
    assert board.describe(at("0202")) == "Medium building, CF 40, 2 levels, level 2"
    assert board.describe(at("0303")) == "Clear, road, level 0"


def test_a_megamek_board_imports_what_btdesk_knows_and_names_the_rest() -> None:
    """Issue 18: hexes fill row by row in file order; woods 1/2, rough, water depth,
    roads, pavement, buildings with type/CF/height and levels are mapped; each kind
    dropped is named once with its count.  The board is one written for this test."""
    from support import ROOT

    from btdesk.io.megamek_board import import_board

    imported = import_board(ROOT / "tests" / "fixtures" / "river_crossing.board", TABLES)
    b = imported.board
    assert (b.columns, b.rows) == (4, 3)
    assert b.terrain_at(at("0201")) is L and b.level(at("0201")) == 1
    assert b.terrain_at(at("0301")) is H and b.level(at("0301")) == 2
    assert b.terrain_at(at("0102")) is W and b.depth(at("0102")) == 2
    assert b.depth(at("0202")) == 0 and b.terrain_at(at("0302")) is R
    assert b.roads == {at("0401"), at("0402")} and b.terrain_at(at("0402")) is P
    assert b.building(at("0203")) == Building(BuildingClass.HEAVY, 75, 2)
    assert b.level(at("0103")) == -1
    assert "the file lists 11 hexes for a 4×3 board of 12" in imported.dropped[0]
    assert imported.dropped[1:] == ("dropped fire: 1 hex (btdesk has no such terrain)",
                                "dropped smoke: 1 hex (btdesk has no such terrain)",
                                "dropped swamp: 1 hex (btdesk has no such terrain)")


@pytest.mark.parametrize(("text", "message"), [
    ("hex 0101 0 \"\" \"\"\n", "line 1: a hex before the 'size' line"),
    ("size 2 1\nhex 0101 0 \"\" \"\"\nhex 0201 0 \"\" \"\"\nhex 0301 0 \"\" \"\"\n",
     "line 4: more hexes than a 2×1 board holds"),
    ("size 9999 2\n", "line 1: a 9999×2 board is larger than btdesk plays (at most 150×150 "
                       "hexes)"),
    ("size 2 2\nhex 0101 x \"\" \"\"\n", "line 2: expected 'hex CCRR ELEVATION"),
    ("size 2 2\nhex 0101 0 \"water:deep\" \"\"\n", "line 2: 'water:deep': the level"),
    ("size 2 2\nhex 0101 0 \"woods:1 \"\"\n", "line 2: unbalanced quotes"),
    ("nonsense\n", "line 1: unknown line 'nonsense'"),
    ("", "no 'size W H' line"),
])
def test_a_bad_board_names_the_line_and_reason(text: str, message: str) -> None:
    from btdesk.io.errors import DataError
    from btdesk.io.megamek_board import parse_board

    with pytest.raises(DataError) as err:
        parse_board(text, "x.board", "x", TABLES)
    assert str(err.value).startswith("x.board: " + message)


def test_a_megamek_basement_is_imported_by_its_depth() -> None:
    """MegaMek's ``bldg_basement_type`` (its BasementType order: 2 two deep, 3-6 one deep,
    0-1 none) becomes the building's basement in levels."""
    from btdesk.io.megamek_board import parse_board

    text = ("size 3 1\n"
            'hex 0101 0 "building:2;bldg_cf:40;bldg_elev:2;bldg_basement_type:2" ""\n'
            'hex 0201 0 "building:2;bldg_cf:40;bldg_elev:2;bldg_basement_type:4" ""\n'
            'hex 0301 0 "building:2;bldg_cf:40;bldg_elev:2;bldg_basement_type:1" ""\n'
            "end\n")
    imported = parse_board(text, "x.board", "x", TABLES)
    assert [imported.board.building(at(h)).basement  # type: ignore[union-attr]
            for h in ("0101", "0201", "0301")] == [2, 1, 0]
    assert imported.dropped == ()
