"""Rule tables: ``resources/rules/*.yaml`` → :class:`btdesk.model.tables.RuleTables`.

A referee may copy a table into the user ``rules/`` folder and edit it; that copy is
used instead.  A broken copy is set aside with its error and the built-in table is
used, so a typo never stops a game; a broken *built-in* table is a broken install and
stops start-up with the file, key and reason.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from btdesk.hexgrid import WeaponArc
from btdesk.model.assault_orders import AssaultOrderRules
from btdesk.model.board import QSR_TERRAIN, BuildingClass, Terrain
from btdesk.model.criticals import CriticalRules
from btdesk.model.multi_model import MultiModelRules
from btdesk.model.tables import (
    AttackModifiers,
    Bracket,
    BuildingAttack,
    BuildingCombat,
    BuildingRule,
    CloseAssaultMatrix,
    CloseAssaultNumbers,
    EjectionRules,
    GroundRules,
    HitTable,
    InfantryDamage,
    LevelChange,
    MiniatureScale,
    PhysicalAttack,
    PhysicalRules,
    RuleTables,
    TerrainRule,
    WeightBracket,
)
from btdesk.model.tw_infantry import (
    AntiMechRules,
    BattleArmorRules,
    DominoRules,
    InfantryFalling,
    MechanizedRules,
    MovementTypes,
    NonInfantryWeapons,
    ShakeOffRules,
    StackingLimits,
    TransportRules,
    TwInfantryRules,
    WeaponRow,
)
from btdesk.model.units import (
    MECH_KILLERS,
    MECH_LOCATIONS,
    MECH_REAR,
    VEHICLE_ARMOR_LOCATIONS,
    VEHICLE_LOCATIONS,
    Motive,
    UnitKind,
)

from .errors import DataError
from .reader import Node
from .resources import data_files, display_name, resources_dir, user_rules_dir
from .standard_table import KEYS as STANDARD_KEYS
from .standard_table import parse_standard
from .yamlsafe import load_file

FORMAT = "btdesk-rules"
VERSION = 1  # the newest version any table has; each table's own is in TABLE_VERSIONS


def _close_assault_from_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no miniature scale: the seed's (0204-B: 1 cm = 2.5 m, a 30 m hex is
    12 cm across, three 10 m Tactical Hexes across it)."""
    return {**data, "version": 2,
            "scale": {"hex_metres": 30, "hex_cm": 12, "tactical_hexes_across": 3}}


def _attack_modifiers_from_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no jumping: Total Warfare's attacker-jumped +3 and target-jumped +1."""
    movement = dict(data.get("attacker_movement") or {})
    movement.setdefault("jumped", 3)
    return {**data, "version": 2, "attacker_movement": movement, "target_jumped": 1}


def _close_assault_from_2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 had no result numbers: the seed's, as version 3 ships them."""
    return {**data, "version": 3, "modifiers": {
        "avoid_piloting_below": 4,
        "avoid_weight": [{"max": 20, "modifier": 2}, {"max": 50, "modifier": 1}],
        "flee_weight": [{"min": 80, "modifier": 2}, {"min": 51, "modifier": 1}],
        "push_base": 4, "block_divisor": 2, "block_striker_divisor": 4,
        "exchanges_per_turn": 2, "fire_reach": 2}}


def _close_assault_from_3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 predates fire into and out of the Close Assault Hex: a game saved with it
    replays as it was played, with those rules off (no partial cover, no stray hits, firing
    out forfeits nothing); a referee's own copy gets them by saying version 4 and the
    numbers.  Formations did not exist, so their number is the seed's."""
    modifiers = dict(data.get("modifiers") or {})
    modifiers.setdefault("partial_cover", 0)
    modifiers.setdefault("stray_hit", 0)
    modifiers.setdefault("fire_out_forfeits", False)
    modifiers.setdefault("formation_hits", 3)
    return {**data, "version": 4, "modifiers": modifiers}


TABLE_VERSIONS = {"close_assault": 4, "attack_modifiers": 2}
TABLE_MIGRATIONS: dict[tuple[str, int], Callable[[dict[str, Any]], dict[str, Any]]] = {
    ("close_assault", 1): _close_assault_from_1,
    ("close_assault", 2): _close_assault_from_2,
    ("close_assault", 3): _close_assault_from_3,
    ("attack_modifiers", 1): _attack_modifiers_from_1,
}
ROLLS = tuple(range(2, 13))
TABLE_FILES = (
    "hit_locations",
    "cluster_hits",
    "attack_modifiers",
    "terrain",
    "damage_transfer",
    "infantry_damage",
    "close_assault",
    "firing_arcs",
    "physical_attacks",
    "ejection",
    "assault_orders",
    "multi_model",
    "buildings",
    "tw_infantry",
    "critical_hits",
    "standard",
)
# Tables a save written before they existed lacks: the built-in one is used, which is
# what the rules were (the game had no use for it) ...
ADDED_LATER = ("physical_attacks", "ejection", "assault_orders", "multi_model", "buildings",
               "tw_infantry", "critical_hits", "standard")
# ... except these, whose absence means the rules had none of their numbers then.
# Keys a table may leave out (a referee's older copy still loads without them).
OPTIONAL_KEYS = {"close_assault": ("tactic_hints",), "terrain": ("ground",),
                 "physical_attacks": ("kick_infantry_in_hex", "prone_weapon_fire"),
                 "buildings": ("attack", "floor_mp_mechanized"),
                 "tw_infantry": ("transport", "mechanized", "movement_types",
                                 "mechanized_losses", "battle_armor", "domino", "falling",
                                 "anti_mech", "mechanized_toughness",
                                 "non_infantry_weapons")}
ABSENT_MEANS_NONE = {"ejection": EjectionRules()}


@dataclass(frozen=True)
class LoadedTables:
    tables: RuleTables
    rejected: tuple[DataError, ...]  # user overrides that were refused
    overridden: tuple[str, ...]  # user overrides in use (display names)
    documents: dict[str, Any]  # table name → the parsed YAML it came from (for saves)


def _migrate(data: Any, table: str) -> Any:
    """An older table (a referee's copy, or one inside an old save) brought up to date."""
    while isinstance(data, dict) and isinstance(data.get("version"), int) \
            and (table, data["version"]) in TABLE_MIGRATIONS:
        data = TABLE_MIGRATIONS[(table, data["version"])](data)
    return data


def _header(data: Any, display: str, table: str, keys: tuple[str, ...], at: str = "") -> Node:
    data = _migrate(data, table)
    root = Node(data, display, at).mapping(
        required=("format", "table", "version", *keys),
        optional=("source", "reconstructed", *OPTIONAL_KEYS.get(table, ())),
    )
    root.check_header(FORMAT, TABLE_VERSIONS.get(table, VERSION), "a rule table")
    if root["table"].text() != table:
        raise root.error(f"expected '{table}' in {table}.yaml", "table")
    return root


def _roll_table(node: Node, locations: tuple[str, ...]) -> dict[int, str]:
    items = dict((k, v.choice(locations)) for k, v in node.int_items(2, 12))
    missing = [r for r in ROLLS if r not in items]
    if missing:
        raise node.error(f"rolls {', '.join(map(str, missing))} are missing (need every roll 2-12)")
    return {r: items[r] for r in ROLLS}


def _hit_locations(root: Node) -> tuple[HitTable, HitTable]:
    mech = root["mech"].mapping(required=("rolls",), optional=("source",))
    veh = root["vehicle"].mapping(required=("rolls",), optional=("source", "motive_hit", "note"))
    flagged = frozenset(n.integer(2, 12) for n in veh["motive_hit"].seq()) if veh.has(
        "motive_hit") else frozenset()
    return (
        HitTable(_roll_table(mech["rolls"], MECH_LOCATIONS)),
        HitTable(_roll_table(veh["rolls"], VEHICLE_ARMOR_LOCATIONS), flagged,
                 veh["note"].text() if veh.has("note") else ""),
    )


def _cluster(root: Node) -> dict[int, dict[int, int]]:
    out: dict[int, dict[int, int]] = {}
    for column, node in root["columns"].int_items(1, 40):
        rows = {roll: v.integer(0, column) for roll, v in node.int_items(2, 12)}
        missing = [r for r in ROLLS if r not in rows]
        if missing:
            raise node.error(f"rolls {', '.join(map(str, missing))} are missing")
        out[column] = {r: rows[r] for r in ROLLS}
    # The rules read column N for N shots or N troopers hitting, up to the largest column
    # (battle armor squads larger than it use it): every column from 2 up must be there.
    # A deleted column was accepted and crashed the game at the first such roll.
    if not out or max(out) < 2:
        raise root["columns"].error("needs the columns from 2 upwards")
    gaps = [c for c in range(2, max(out) + 1) if c not in out]
    if gaps:
        raise root["columns"].error(f"column {', '.join(map(str, gaps))} is missing (every "
                                    f"column from 2 to {max(out)} is needed)")
    return out


def _attack_modifiers(root: Node) -> AttackModifiers:
    am = root["attacker_movement"].mapping(required=("stationary", "walked", "ran", "jumped"))
    rng = root["range"].mapping(required=("short", "medium", "long"))
    brackets: list[Bracket] = []
    expected_low = 0
    nodes = root["target_movement"].seq(1)
    for i, node in enumerate(nodes):
        node.mapping(required=("from", "modifier"), optional=("to",))
        low = node["from"].integer(0)
        if low != expected_low:
            raise node.error(f"brackets must follow on without gaps: expected {expected_low}",
                             "from")
        high = node["to"].integer(low) if node.has("to") else None
        if high is None and i != len(nodes) - 1:
            raise node.error("only the last bracket may be open-ended", "to")
        if high is not None and i == len(nodes) - 1:
            raise node.error("the last bracket must be open-ended (no 'to')", "to")
        brackets.append(Bracket(low, high, node["modifier"].integer(-9, 9)))
        expected_low = (high or 0) + 1
    return AttackModifiers(
        attacker_movement={k: am[k].integer(-9, 9)
                           for k in ("stationary", "walked", "ran", "jumped")},
        range_brackets=(
            rng["short"].integer(-9, 9), rng["medium"].integer(-9, 9), rng["long"].integer(-9, 9)
        ),
        target_movement=tuple(brackets),
        battle_armor_target=root["battle_armor_target"].integer(-9, 9),
        target_jumped=root["target_jumped"].integer(-9, 9),
        pulse=root["pulse"].integer(-9, 9),
    )


_MOTIVES = tuple(m.value for m in Motive)


def _terrain(root: Node) -> tuple[dict[Terrain, TerrainRule], int, int, int, GroundRules]:
    """The Quick-Start rows are required; Total Warfare's rows and ``ground`` came later,
    and a table without them (a save's, a referee's older copy) takes them from the
    built-in file, which is what a map without such ground was played by."""
    types = root["types"].mapping(required=tuple(t.value for t in QSR_TERRAIN),
                                  optional=tuple(t.value for t in Terrain
                                                 if t not in QSR_TERRAIN))
    rules: dict[Terrain, TerrainRule] = {}
    symbols: dict[str, str] = {}
    for terrain in Terrain:
        if not types.has(terrain.value):
            rules[terrain] = _builtin_terrain()[0][terrain]
        else:
            rules[terrain] = _terrain_rule(types[terrain.value], terrain)
        symbol = rules[terrain].symbol
        if symbol in symbols:
            raise types.error(f"{symbol!r} is already the symbol of {symbols[symbol]}",
                              f"{terrain.value}.symbol")
        symbols[symbol] = terrain.value
    ground = _ground(root["ground"]) if root.has("ground") else _builtin_terrain()[4]
    return (
        rules,
        root["los_blocked_at"].integer(1, 99),
        root["facing_change_mp"].integer(0, 20),
        root["infantry_mp_per_hex"].integer(1, 20),
        ground,
    )


def _terrain_rule(node: Node, terrain: Terrain) -> TerrainRule:
    node = node.mapping(
        required=("symbol", "mp_cost", "target_in", "intervening", "los_density", "prohibited"))
    symbol = node["symbol"].text()
    if len(symbol) != 1 or symbol.isspace() or symbol.isdigit():
        raise node.error(f"expected one visible character, not a digit, got {symbol!r}",
                         "symbol")
    return TerrainRule(
        terrain=terrain,
        symbol=symbol,
        mp_cost=node["mp_cost"].integer(0, 20),
        target_in=node["target_in"].integer(-9, 9),
        intervening=node["intervening"].integer(-9, 9),
        los_density=node["los_density"].integer(0, 20),
        prohibited=frozenset(Motive(m.choice(_MOTIVES)) for m in node["prohibited"].seq()),
    )


_builtin_cache: list[tuple[dict[Terrain, TerrainRule], int, int, int, GroundRules]] = []


def _builtin_terrain() -> tuple[dict[Terrain, TerrainRule], int, int, int, GroundRules]:
    if not _builtin_cache:
        path = resources_dir() / "rules" / "terrain.yaml"
        shown = display_name(path)
        document = load_file(path, shown)
        root = Node(document, shown).mapping()
        if not (root.has("ground") and all(root["types"].mapping().has(t.value)
                                           for t in Terrain)):
            raise root.error("the built-in terrain table lacks Total Warfare's rows")
        _builtin_cache.append(parse_table("terrain", document, shown))
    return _builtin_cache[0]


_UNIT_HEIGHTS = ("mech", "prone_mech", "vehicle", "infantry")


def _ground(node: Node) -> GroundRules:
    node = node.mapping(required=("levels", "water", "buildings", "road_mp", "unit_height",
                                  "woods_height", "partial_cover"),
                        optional=("source", "road_bonus"))
    levels_node = node["levels"].mapping(required=("mech", "vehicle", "infantry"))
    levels = {}
    for kind, rule in levels_node.items():
        rule = rule.mapping(required=("max_change", "mp_per_level"))
        levels[kind] = LevelChange(rule["max_change"].integer(0, 99),
                                   rule["mp_per_level"].integer(0, 20))
    water = node["water"].mapping(required=("mech_mp_by_depth", "floats", "infantry_max_depth"))
    classes = tuple(c.value for c in BuildingClass)
    built = node["buildings"].mapping(required=(*classes, "infantry_mp"))
    buildings = {}
    for kind in BuildingClass:
        rule = built[kind.value].mapping(required=("mp_cost", "cf", "piloting"))
        buildings[kind] = BuildingRule(rule["mp_cost"].integer(0, 20),
                                       rule["cf"].integer(1, 9999),
                                       rule["piloting"].integer(-9, 12))
    heights = node["unit_height"].mapping(required=_UNIT_HEIGHTS)
    return GroundRules(
        levels=levels,
        mech_mp_by_depth=tuple(n.integer(0, 20) for n in water["mech_mp_by_depth"].seq(1, 20)),
        floats=frozenset(Motive(m.choice(_MOTIVES)) for m in water["floats"].seq()),
        infantry_max_depth=water["infantry_max_depth"].integer(0, 99),
        buildings=buildings,
        infantry_building_mp=built["infantry_mp"].integer(0, 20),
        road_mp=node["road_mp"].integer(1, 20),
        unit_height={k: heights[k].integer(0, 9) for k in _UNIT_HEIGHTS},
        woods_height=node["woods_height"].integer(0, 9),
        partial_cover=node["partial_cover"].integer(-9, 9),
        **_road_bonus(node["road_bonus"]) if node.has("road_bonus") else {},
    )


def _road_bonus(node: Node) -> dict[str, Any]:
    node.mapping(required=("mp", "motives"))
    return {"road_bonus_mp": node["mp"].integer(0, 6),
            "road_bonus_motives": frozenset(Motive(m.choice(_MOTIVES))
                                            for m in node["motives"].seq())}


def _buildings(root: Node) -> BuildingCombat:
    def by_type(node: Node, high: int) -> dict[BuildingClass, int]:
        m = node.mapping(required=tuple(c.value for c in BuildingClass))
        return {c: m[c.value].integer(0, high) for c in BuildingClass}

    collapse = root["collapse"].mapping(required=("damage_divisor", "multiplier", "rubble",
                                                  "infantry_tons"))
    infantry = ("infantry", "battle_armor")
    times = collapse["multiplier"].mapping(required=infantry, optional=("mechanized",))
    tons = collapse["infantry_tons"].mapping(required=infantry)
    return BuildingCombat(
        entry_damage_divisor=root["entry_damage_divisor"].integer(1, 100),
        entry_tons_divisor=root["entry_tons_divisor"].integer(1, 100),
        absorb_divisor=root["absorb_divisor"].integer(1, 100),
        infantry_share_from_outside=by_type(root["infantry_share_from_outside"], 100),
        building_share_from_inside=by_type(root["building_share_from_inside"], 100),
        battle_armor_group=root["battle_armor_group"].integer(1, 100),
        jump_in_damage=by_type(root["jump_in_damage"], 100),
        floor_mp=root["floor_mp"].integer(0, 20),
        collapse_divisor=collapse["damage_divisor"].integer(1, 100),
        collapse_multiplier={k: v.integer(0, 10) for k, v in times.items()},
        rubble=Terrain(collapse["rubble"].choice(
            tuple(t.value for t in Terrain if t is not Terrain.BUILDING))),
        infantry_tons={k: tons[k].integer(0, 100) for k in infantry},
        attack=_building_attack(root["attack"]) if root.has("attack") else None,
        floor_mp_mechanized=(root["floor_mp_mechanized"].integer(0, 20)
                             if root.has("floor_mp_mechanized") else None),
    )


def _building_attack(node: Node) -> BuildingAttack:
    m = node.mapping(required=("automatic_within", "immobile_target"))
    return BuildingAttack(automatic_within=m["automatic_within"].integer(0, 1),
                          immobile_target=m["immobile_target"].integer(-9, 9))


def _transfer(root: Node) -> tuple[dict[str, str], dict[str, str]]:
    """Every location but the head and centre torso must say where excess damage goes:
    without it the damage vanished silently."""
    inward = tuple(loc for loc in MECH_LOCATIONS if loc not in MECH_KILLERS)
    mech = {k: v.choice(MECH_LOCATIONS)
            for k, v in root["mech"].mapping(required=inward).items()}
    # Every chain must end at the centre torso or head, never loop.
    for start in mech:
        seen = {start}
        loc = start
        while loc in mech:
            loc = mech[loc]
            if loc in seen:
                raise root.error(f"transfer from {start} loops back to {loc}", f"mech.{start}")
            seen.add(loc)
    arms = {k: v.choice(MECH_LOCATIONS) for k, v in root["arm_lost_with_torso"].items()}
    for key in arms:
        if key not in MECH_LOCATIONS:
            raise root.error("not a 'Mech location", f"arm_lost_with_torso.{key}")
    return mech, arms


def _infantry_damage(root: Node) -> InfantryDamage:
    return InfantryDamage(
        direct_divisor=root["direct_divisor"].integer(1, 100),
        cluster_bonus=root["cluster_bonus"].integer(0, 20),
        pulse_bonus=root["pulse_bonus"].integer(0, 20),
        burst_fire_dice={k: v.integer(1, 12) for k, v in root["burst_fire_dice"].items()},
        clear_terrain_multiplier=root["clear_terrain_multiplier"].integer(1, 10),
    )


def _close_assault(root: Node) -> CloseAssaultMatrix:
    d_actions = {k: v.text() for k, v in root["defender_actions"].items()}
    a_actions = {k: v.text() for k, v in root["attacker_actions"].items()}
    if list(d_actions) != list("abcdefg"):
        raise root.error("expected the seven defender letters a-g in order", "defender_actions")
    if list(a_actions) != list("ABCDEFG"):
        raise root.error("expected the seven attacker letters A-G in order", "attacker_actions")
    names = {n: v.text() for n, v in root["results"].int_items(1, 8)}
    if sorted(names) != list(range(1, 9)):
        raise root.error("expected results 1 to 8", "results")
    matrix = root["matrix"].mapping(required=tuple(d_actions))
    results: dict[tuple[str, str], int] = {}
    for d in d_actions:
        row = matrix[d].seq(7, 7)
        for a, cell in zip(a_actions, row, strict=True):
            results[(d, a)] = cell.integer(1, 8)
    reconstructed = root["reconstructed"].flag() if root.has("reconstructed") else False
    sc = root["scale"].mapping(required=("hex_metres", "hex_cm", "tactical_hexes_across"))
    scale = MiniatureScale(sc["hex_metres"].integer(1, 1000), sc["hex_cm"].integer(1, 100),
                           sc["tactical_hexes_across"].integer(1, 9))
    hints: dict[str, str] = {}
    if root.has("tactic_hints"):  # optional: a table without them still plays
        letters = (*d_actions, *a_actions)
        hints = {k: v.text() for k, v in root["tactic_hints"].mapping(
            optional=letters).items()}
    return CloseAssaultMatrix(d_actions, a_actions, results, names, reconstructed, scale,
                              _close_assault_numbers(root["modifiers"]), hints)


def _weights(node: Node) -> tuple[WeightBracket, ...]:
    out = []
    for item in node.seq(1):
        item.mapping(required=("modifier",), optional=("min", "max"))
        low = item["min"].integer(0, 1000) if item.has("min") else None
        high = item["max"].integer(0, 1000) if item.has("max") else None
        out.append(WeightBracket(low, high, item["modifier"].integer(-9, 9)))
    return tuple(out)


def _close_assault_numbers(node: Node) -> CloseAssaultNumbers:
    m = node.mapping(required=("avoid_piloting_below", "avoid_weight", "flee_weight", "push_base",
                               "block_divisor", "block_striker_divisor", "exchanges_per_turn",
                               "fire_reach", "partial_cover", "stray_hit", "fire_out_forfeits",
                               "formation_hits"))
    return CloseAssaultNumbers(
        avoid_piloting_below=m["avoid_piloting_below"].integer(0, 12),
        avoid_weight=_weights(m["avoid_weight"]),
        flee_weight=_weights(m["flee_weight"]),
        push_base=m["push_base"].integer(0, 12),
        block_divisor=m["block_divisor"].integer(1, 10),
        block_striker_divisor=m["block_striker_divisor"].integer(1, 10),
        exchanges_per_turn=m["exchanges_per_turn"].integer(1, 10),
        fire_reach=m["fire_reach"].integer(1, 3),
        partial_cover=m["partial_cover"].integer(0, 6),
        stray_hit=m["stray_hit"].integer(0, 13),
        fire_out_forfeits=m["fire_out_forfeits"].flag(),
        formation_hits=m["formation_hits"].integer(1, 10),
    )


_DIRECTIONS = ("front", "rear", "left", "right")


def _d6_locations(node: Node) -> dict[str, dict[int, str]]:
    m = node.mapping(required=_DIRECTIONS)
    out: dict[str, dict[int, str]] = {}
    for d in _DIRECTIONS:
        rolls = {k: v.choice(MECH_LOCATIONS) for k, v in m[d].int_items(1, 6)}
        if sorted(rolls) != list(range(1, 7)):
            raise m[d].error("every roll 1-6 needs a location")
        out[d] = rolls
    return out


def _ejection(root: Node) -> EjectionRules:
    landing = {Terrain(k): v.integer(-9, 12)
               for k, v in root["landing"].mapping(optional=tuple(t.value for t in Terrain))
               .items()}
    return EjectionRules(
        head_damaged=root["head_damaged"].integer(-9, 12),
        landing=landing,
        reconstructed=root["reconstructed"].flag() if root.has("reconstructed") else False,
    )


def _assault_orders(root: Node) -> AssaultOrderRules:
    """The Close Assault orders module's numbers."""
    kinds = (*(k.value for k in UnitKind), "field_gun", "artillery")
    _translations(root)
    return AssaultOrderRules(
        max_assaulters=root["max_assaulters"].integer(1, 6),
        short_fire_modifier=root["short_fire_modifier"].integer(-6, 12),
        may_assault=frozenset(n.choice(kinds) for n in root["may_assault"].seq()),
        fire_only=frozenset(n.choice(kinds) for n in root["fire_only"].seq()),
        ordering_phase=root["ordering_phase"].choice(("movement",)),
    )


def _translations(root: Node) -> None:
    """A module's translations are read for their shape only (each the seed's words and
    the BattleTech rule), as documentation."""
    for item in root["translations"].seq():
        entry = item.mapping(required=("seed", "battletech"))
        entry["seed"].text()
        entry["battletech"].text()


def _multi_model(root: Node) -> MultiModelRules:
    _translations(root)
    infantry = tuple(k.value for k in UnitKind if k.is_infantry)
    per_model = root["troopers_per_model"].mapping(required=infantry)
    bases = root["base_mm"].mapping(required=tuple(k.value for k in UnitKind))
    return MultiModelRules(
        default_leadership=root["default_leadership"].integer(1, 10),
        radius_per_leadership=root["radius_per_leadership"].integer(1, 12),
        standoff_inches=root["standoff_inches"].integer(0, 12),
        troopers_per_model={k: per_model[k].integer(1, 99) for k in infantry},
        base_mm={k.value: bases[k.value].integer(5, 200) for k in UnitKind},
        contact_mm=root["contact_mm"].integer(0, 10),
        leader_falls_on=frozenset(n.integer(1, 6) for n in root["leader_falls_on"].seq()),
    )


def _tw_infantry(root: Node) -> TwInfantryRules:
    costs = root["infantry_mp"].mapping(
        required=(Terrain.CLEAR.value, Terrain.LIGHT_WOODS.value, Terrain.HEAVY_WOODS.value),
        optional=(Terrain.ROUGH.value, Terrain.PAVEMENT.value))
    stacking = root["stacking"].mapping(required=("per_side", "per_hex", "mechs"))
    per_side = stacking["per_side"].integer(1, 7)
    return TwInfantryRules(
        infantry_mp={Terrain(k): v.integer(1, 20) for k, v in costs.items()},
        minimum_move=root["minimum_move"].flag(),
        stacking=StackingLimits(per_side, stacking["per_hex"].integer(per_side, 14),
                                stacking["mechs"].integer(0, 7)),
        machine_gun_dice=root["machine_gun_dice"].integer(0, 6),
        machine_guns=frozenset(n.text() for n in root["machine_guns"].seq()),
        transport=_transport(root["transport"]) if root.has("transport") else TransportRules(),
        mechanized=(_mechanized(root["mechanized"]) if root.has("mechanized")
                    else MechanizedRules()),
        movement_types=(_movement_types(root["movement_types"])
                        if root.has("movement_types") else MovementTypes()),
        mechanized_losses=(root["mechanized_losses"].integer(1, 10)
                           if root.has("mechanized_losses") else 2),
        mechanized_toughness=(root["mechanized_toughness"].integer(1, 10)
                              if root.has("mechanized_toughness") else 1),
        battle_armor=(BattleArmorRules(
            root["battle_armor"].mapping(required=("secondary_target",))[
                "secondary_target"].integer(0, 6))
            if root.has("battle_armor") else BattleArmorRules()),
        domino=_domino(root["domino"]) if root.has("domino") else DominoRules(),
        falling=_falling(root["falling"]) if root.has("falling") else InfantryFalling(),
        anti_mech=_anti_mech(root["anti_mech"]) if root.has("anti_mech") else AntiMechRules(),
        non_infantry_weapons=(_non_infantry_weapons(root["non_infantry_weapons"])
                              if root.has("non_infantry_weapons") else None),
    )


def _non_infantry_weapons(node: Node) -> NonInfantryWeapons:
    rows = ("direct_fire", "cluster_ballistic", "pulse", "cluster_missile", "area_effect")
    m = node.mapping(required=rows, optional=("reconstructed", "source"))

    def row(key: str) -> WeaponRow:
        r = m[key].mapping(required=("troopers", "per_damage"), optional=("bonus",))
        return WeaponRow(r["troopers"].integer(1, 100), r["per_damage"].integer(1, 100),
                         r["bonus"].integer(0, 20) if r.has("bonus") else 0)
    return NonInfantryWeapons(
        direct_fire=row("direct_fire"), cluster_ballistic=row("cluster_ballistic"),
        pulse=row("pulse"), cluster_missile=row("cluster_missile"),
        area_effect=row("area_effect"),
        reconstructed=m["reconstructed"].flag() if m.has("reconstructed") else False)


def _brackets(node: Node, most: int) -> tuple[tuple[int, int], ...]:
    rows = []
    for row in node.seq(1):
        least, mod = row.seq(2, 2)
        rows.append((least.integer(1, most), mod.integer(-6, 12)))
    if [r[0] for r in rows] != sorted((r[0] for r in rows), reverse=True):
        raise node.error("rows go from the most troopers to the fewest")
    return tuple(rows)


def _anti_mech(node: Node) -> AntiMechRules:
    node.mapping(required=("leg", "swarm", "mechanized", "immobile_target",
                           "swarm_locations", "swarmer_hit", "brush_off_piloting",
                           "jump_off_piloting", "knocked_off_dice", "source"),
                 optional=("reconstructed", "shaking_off"))
    leg = node["leg"].mapping(required=("conventional", "battle_armor", "damage"))
    swarm = node["swarm"].mapping(required=("conventional", "battle_armor", "vs_vehicle"))
    places = (*MECH_LOCATIONS, *MECH_REAR.values())
    return AntiMechRules(
        leg_conventional=_brackets(leg["conventional"], 99),
        leg_battle_armor=_brackets(leg["battle_armor"], 6),
        swarm_conventional=_brackets(swarm["conventional"], 99),
        swarm_battle_armor=_brackets(swarm["battle_armor"], 6),
        leg_damage=leg["damage"].integer(0, 50),
        vs_vehicle=swarm["vs_vehicle"].integer(-6, 6),
        mechanized=MappingProxyType({k: v.integer(-6, 12)
                                     for k, v in node["mechanized"].int_items(1, 6)}),
        immobile_target=node["immobile_target"].integer(-9, 6),
        swarm_locations=MappingProxyType(_roll_table(node["swarm_locations"], places)),
        swarmer_hit=frozenset(n.integer(1, 6) for n in node["swarmer_hit"].seq()),
        brush_off_piloting=node["brush_off_piloting"].integer(-6, 12),
        jump_off_piloting=node["jump_off_piloting"].integer(-6, 12),
        knocked_off_dice=node["knocked_off_dice"].integer(0, 6),
        reconstructed=node["reconstructed"].flag() if node.has("reconstructed") else False,
        shaking_off=_shaking_off(node["shaking_off"]) if node.has("shaking_off") else None,
    )


_SHAKING_OFF = ("drop_flat_piloting", "water_deep", "water_prone", "erratic_driving",
                "erratic_vtol", "erratic_damage")


def _shaking_off(node: Node) -> ShakeOffRules:
    node.mapping(required=_SHAKING_OFF)
    return ShakeOffRules(**{k: node[k].integer(0, 12) for k in _SHAKING_OFF})


_EFFECTS = ("engine_destroyed_at", "gyro_piloting", "gyro_destroyed_at", "sensors_to_hit",
            "sensors_blind_at", "shoulder_to_hit", "arm_actuator_to_hit", "hip_piloting",
            "leg_actuator_piloting", "leg_actuator_mp", "jump_jet_mp", "ammo_pilot_hits")
_PHYSICAL_EFFECTS = ("physical_actuator_to_hit", "physical_hand_foot_to_hit",
                     "physical_actuator_halves")
_VEHICLE_SIDES = ("F", "side", "R", "T")


def _critical_hits(root: Node) -> CriticalRules:
    rolls = dict(root["determine"].int_items(2, 12))
    missing = [r for r in ROLLS if r not in rolls]
    if missing:
        raise root["determine"].error(f"rolls {', '.join(map(str, missing))} are missing")
    effects = root["effects"].mapping(required=_EFFECTS, optional=_PHYSICAL_EFFECTS)
    names = root["vehicle_results"]
    results = {k: v.text() for k, v in names.items()}
    vehicle = root["vehicle"].mapping(required=_VEHICLE_SIDES)
    table: dict[str, dict[int, str]] = {}
    for side in _VEHICLE_SIDES:
        row = {r: v.choice(tuple(results)) for r, v in vehicle[side].int_items(2, 12)}
        gaps = [r for r in ROLLS if r not in row]
        if gaps:
            raise vehicle[side].error(f"rolls {', '.join(map(str, gaps))} are missing")
        table[side] = row
    return CriticalRules(
        determine={r: rolls[r].integer(0, 6) for r in ROLLS},
        blown_off=root["blown_off"].integer(2, 13),
        torso_hits=root["torso_hits"].integer(0, 6),
        **{k: effects[k].integer(0, 12) for k in _EFFECTS},
        # Absent in tables saved before they existed: those games replay as they were.
        physical_actuator_to_hit=(effects["physical_actuator_to_hit"].integer(0, 12)
                                  if effects.has("physical_actuator_to_hit") else 0),
        physical_hand_foot_to_hit=(effects["physical_hand_foot_to_hit"].integer(0, 12)
                                   if effects.has("physical_hand_foot_to_hit") else 0),
        physical_actuator_halves=(effects["physical_actuator_halves"].flag()
                                  if effects.has("physical_actuator_halves") else False),
        vehicle=table,
        vehicle_results=results,
        vehicle_sensors_to_hit=root["vehicle_sensors_to_hit"].integer(0, 6),
        vehicle_commander_to_hit=root["vehicle_commander_to_hit"].integer(0, 6),
        vehicle_stabilizer_to_hit=root["vehicle_stabilizer_to_hit"].integer(0, 6),
        reconstructed=root["reconstructed"].flag() if root.has("reconstructed") else False,
    )


def _domino(node: Node) -> DominoRules:
    node.mapping(required=("step_aside", "step_aside_modifier", "source"),
                 optional=("reconstructed",))
    return DominoRules(
        step_aside=frozenset(UnitKind(n.choice(tuple(k.value for k in UnitKind)))
                             for n in node["step_aside"].seq()),
        step_aside_modifier=node["step_aside_modifier"].integer(-6, 6),
        reconstructed=node["reconstructed"].flag() if node.has("reconstructed") else False,
    )


def _falling(node: Node) -> InfantryFalling:
    node.mapping(required=("levels", "dice_per_level", "source"), optional=("reconstructed",))
    return InfantryFalling(
        levels=node["levels"].integer(1, 10),
        dice_per_level=node["dice_per_level"].integer(0, 6),
        reconstructed=node["reconstructed"].flag() if node.has("reconstructed") else False,
    )


def _movement_types(node: Node) -> MovementTypes:
    node.mapping(required=("mechanized", "umu_water", "vtol"))
    costs = node["mechanized"].mapping(optional=tuple(t.value for t in Terrain))
    return MovementTypes(
        mechanized=MappingProxyType({Terrain(k): v.integer(1, 20) for k, v in costs.items()}),
        umu_water=node["umu_water"].integer(1, 20),
        vtol=node["vtol"].integer(1, 20),
    )


def _transport(node: Node) -> TransportRules:
    node.mapping(required=("load_mp", "carrier_destroyed"), optional=("jolt",))
    jolt = node["jolt"].mapping(required=("hit", "damage")) if node.has("jolt") else None
    destroyed = node["carrier_destroyed"].mapping(required=("survive", "source"),
                                                  optional=("reconstructed",))
    return TransportRules(
        load_mp=node["load_mp"].integer(0, 10),
        survive_destroyed_carrier=frozenset(n.integer(1, 6)
                                            for n in destroyed["survive"].seq()),
        reconstructed=destroyed["reconstructed"].flag() if destroyed.has("reconstructed")
        else False,
        jolt_hit=(frozenset(n.integer(1, 6) for n in jolt["hit"].seq()) if jolt is not None
                  else frozenset({5, 6})),
        jolt_damage=jolt["damage"].integer(0, 10) if jolt is not None else 1,
    )


def _mechanized(node: Node) -> MechanizedRules:
    node.mapping(required=("positions", "trooper_hit", "knocked_off_dice"))
    positions = node["positions"].mapping(required=("mech", "vehicle", "source"),
                                          optional=("reconstructed",))
    return MechanizedRules(
        mech_positions=tuple(n.choice((*MECH_REAR, *MECH_REAR.values()))
                             for n in positions["mech"].seq(1, 6)),
        vehicle_positions=tuple(n.choice(("LS", "RS", "R"))
                                for n in positions["vehicle"].seq(1, 6)),
        trooper_hit=frozenset(n.integer(1, 6) for n in node["trooper_hit"].seq()),
        knocked_off_dice=node["knocked_off_dice"].integer(0, 6),
        reconstructed=(positions["reconstructed"].flag() if positions.has("reconstructed")
                       else False),
    )


def _physical(root: Node) -> PhysicalRules:
    attacks = root["attacks"].mapping(
        required=("punch", "kick", "push", "charge", "death_from_above"))
    parsed: dict[str, PhysicalAttack] = {}
    for name, node in attacks.items():
        node.mapping(required=("offset",),
                     optional=("divisor", "rounding", "multiplier", "piloting_difference",
                               "attacker_movement"))
        parsed[name] = PhysicalAttack(
            offset=node["offset"].integer(-9, 9),
            divisor=node["divisor"].integer(1, 100) if node.has("divisor") else 0,
            round_up=(node["rounding"].choice(("up", "down")) == "up"
                      if node.has("rounding") else True),
            multiplier=node["multiplier"].integer(1, 10) if node.has("multiplier") else 1,
            piloting_difference=(node["piloting_difference"].flag()
                                 if node.has("piloting_difference") else False),
            # Absent in tables saved before it existed: those games replay as they were.
            attacker_movement=(node["attacker_movement"].flag()
                               if node.has("attacker_movement") else False),
        )
    consciousness = {k: v.integer(2, 13) for k, v in root["consciousness"].int_items(1, 10)}
    hits = root["mechwarrior_hits"].integer(1, 10)
    if sorted(consciousness) != list(range(1, hits)):
        raise root.error(f"needs a number for every hit count 1 to {hits - 1}", "consciousness")
    fall = {k: v.integer(0, 5) for k, v in root["fall_facing"].int_items(1, 6)}
    if sorted(fall) != list(range(1, 7)):
        raise root.error("every roll 1-6 needs a facing change", "fall_facing")
    return PhysicalRules(
        attacks=parsed,
        charge_self_divisor=root["charge_self_divisor"].integer(1, 100),
        dfa_self_divisor=root["dfa_self_divisor"].integer(1, 100),
        damage_group=root["damage_group"].integer(1, 100),
        punch_table=_d6_locations(root["punch_table"]),
        kick_table=_d6_locations(root["kick_table"]),
        prone_target_adjacent=root["prone_target_adjacent"].integer(-9, 9),
        prone_target_other=root["prone_target_other"].integer(-9, 9),
        prone_attacker=root["prone_attacker"].integer(-9, 9),
        psr={k: v.integer(-9, 12) for k, v in root["psr"].items()},
        stand_up_mp=root["stand_up_mp"].integer(0, 20),
        fall_damage_divisor=root["fall_damage_divisor"].integer(1, 100),
        fall_facing=fall,
        consciousness=consciousness,
        mechwarrior_hits=hits,
        kick_infantry_in_hex=(root["kick_infantry_in_hex"].integer(-9, 9)
                              if root.has("kick_infantry_in_hex") else 0),
        prone_weapon_fire=(root["prone_weapon_fire"].flag()
                           if root.has("prone_weapon_fire") else False),
    )


def _firing_arcs(root: Node) -> dict[str, WeaponArc]:
    arcs = tuple(a.value for a in WeaponArc)
    mech = root["mech"].mapping(required=MECH_LOCATIONS)
    # Side mounts came with the first public-data carrier: a table (or a save) from before
    # them still loads, firing each side mount into its own side.
    sides = {"LS": WeaponArc.LEFT_SIDE, "RS": WeaponArc.RIGHT_SIDE}
    vehicle = root["vehicle"].mapping(
        required=tuple(v for v in VEHICLE_LOCATIONS if v not in sides), optional=tuple(sides))
    out = {loc: WeaponArc(mech[loc].choice(arcs)) for loc in MECH_LOCATIONS}
    out.update({loc: WeaponArc(vehicle[loc].choice(arcs)) if vehicle.has(loc) else sides[loc]
                for loc in VEHICLE_LOCATIONS})
    out["infantry"] = WeaponArc(root["infantry"].choice(arcs))
    return out


_PARSERS: dict[str, tuple[tuple[str, ...], Callable[[Node], Any]]] = {
    "hit_locations": (("mech", "vehicle"), _hit_locations),
    "cluster_hits": (("columns",), _cluster),
    "attack_modifiers": (
        ("attacker_movement", "range", "target_movement", "battle_armor_target", "pulse",
         "target_jumped"),
        _attack_modifiers,
    ),
    "terrain": (("types", "los_blocked_at", "facing_change_mp", "infantry_mp_per_hex"), _terrain),
    "damage_transfer": (("mech", "arm_lost_with_torso"), _transfer),
    "infantry_damage": (
        ("direct_divisor", "cluster_bonus", "pulse_bonus", "burst_fire_dice",
         "clear_terrain_multiplier"),
        _infantry_damage,
    ),
    "close_assault": (
        ("defender_actions", "attacker_actions", "results", "matrix", "scale", "modifiers"),
        _close_assault,
    ),
    "firing_arcs": (("mech", "vehicle", "infantry"), _firing_arcs),
    "ejection": (("head_damaged", "landing"), _ejection),
    "buildings": (("entry_damage_divisor", "entry_tons_divisor", "absorb_divisor",
                   "infantry_share_from_outside", "building_share_from_inside",
                   "battle_armor_group", "jump_in_damage", "floor_mp", "collapse"),
                  _buildings),
    "assault_orders": (("max_assaulters", "short_fire_modifier", "may_assault", "fire_only",
                        "ordering_phase", "translations"), _assault_orders),
    "multi_model": (("default_leadership", "radius_per_leadership", "standoff_inches",
                     "troopers_per_model", "base_mm", "contact_mm", "leader_falls_on",
                     "translations"), _multi_model),
    "tw_infantry": (("infantry_mp", "minimum_move", "stacking", "machine_gun_dice",
                     "machine_guns"), _tw_infantry),
    "critical_hits": (("determine", "blown_off", "torso_hits", "effects", "vehicle",
                       "vehicle_results", "vehicle_sensors_to_hit", "vehicle_commander_to_hit",
                       "vehicle_stabilizer_to_hit"), _critical_hits),
    "standard": (STANDARD_KEYS, parse_standard),
    "physical_attacks": (
        ("attacks", "charge_self_divisor", "dfa_self_divisor", "damage_group", "punch_table",
         "kick_table", "prone_target_adjacent", "prone_target_other", "prone_attacker", "psr",
         "stand_up_mp", "fall_damage_divisor", "fall_facing", "consciousness", "mechwarrior_hits"),
        _physical,
    ),
}


def parse_table(name: str, data: Any, display: str, at: str = "") -> Any:
    keys, parser = _PARSERS[name]
    return parser(_header(data, display, name, keys, at))


def load_table(name: str, path: Path) -> tuple[Any, Any]:
    """The parsed table and the document it was parsed from."""
    shown = display_name(path)
    document = load_file(path, shown)
    return parse_table(name, document, shown), document


def assemble(parsed: dict[str, Any]) -> RuleTables:
    mech_hits, vehicle_hits = parsed["hit_locations"]
    terrain, los_blocked_at, facing_mp, infantry_mp, ground = parsed["terrain"]
    transfer, arms = parsed["damage_transfer"]
    return RuleTables(
        mech_hit_locations=mech_hits,
        vehicle_hit_locations=vehicle_hits,
        cluster_hits=parsed["cluster_hits"],
        attack_modifiers=parsed["attack_modifiers"],
        terrain=terrain,
        los_blocking_density=los_blocked_at,
        facing_change_mp=facing_mp,
        infantry_mp_per_hex=infantry_mp,
        mech_damage_transfer=transfer,
        arm_lost_with_torso=arms,
        infantry_damage=parsed["infantry_damage"],
        close_assault=parsed["close_assault"],
        firing_arcs=parsed["firing_arcs"],
        physical=parsed["physical_attacks"],
        ground=ground,
        buildings=parsed["buildings"],
        ejection=parsed["ejection"],
        assault_orders=parsed["assault_orders"],
        multi_model=parsed["multi_model"],
        tw_infantry=parsed["tw_infantry"],
        criticals=parsed["critical_hits"],
        standard=parsed["standard"],
    )


def tables_from_documents(documents: Any, display: str, at: str) -> RuleTables:
    """Rule tables embedded in a save: every table present, each validated in place."""
    required = tuple(n for n in TABLE_FILES if n not in ADDED_LATER)
    root = Node(documents, display, at).mapping(required=required, optional=ADDED_LATER)
    parsed = {}
    for name in TABLE_FILES:
        if root.has(name):
            parsed[name] = parse_table(name, root[name].value, display, root[name].path)
        elif name in ABSENT_MEANS_NONE:
            parsed[name] = ABSENT_MEANS_NONE[name]
        else:
            parsed[name] = load_table(name, resources_dir() / "rules" / f"{name}.yaml")[0]
    return assemble(parsed)


def user_tables(user: Path) -> tuple[dict[str, Path], list[DataError]]:
    """The referee's table files by table name, and the files there that are not one:
    a misspelt name (``cluster_hit.yaml``) or a second copy is reported, not skipped."""
    found: dict[str, Path] = {}
    strays: list[DataError] = []
    for path in data_files(user):
        name = path.stem.lower()
        if name in found:
            strays.append(DataError(display_name(path), "", f"a second {name} table (the one "
                                    f"used is {found[name].name})"))
        elif name in TABLE_FILES:
            found[name] = path
        else:
            close = difflib.get_close_matches(name, TABLE_FILES, n=1)
            guess = f"did you mean {close[0]}.yaml?" if close else \
                f"the tables are: {', '.join(TABLE_FILES)}"
            strays.append(DataError(display_name(path), "",
                                    f"not a rule table btdesk knows ({guess}); not used"))
    return found, strays


def load_rule_tables(builtin: Path | None = None, user: Path | None = None) -> LoadedTables:
    builtin = builtin if builtin is not None else resources_dir() / "rules"
    user = user if user is not None else user_rules_dir()
    parsed: dict[str, Any] = {}
    documents: dict[str, Any] = {}
    overrides, strays = user_tables(user)
    rejected: list[DataError] = list(strays)
    overridden: list[str] = []
    for name in TABLE_FILES:
        override = overrides.get(name)
        if override is not None:
            try:
                parsed[name], documents[name] = load_table(name, override)
                overridden.append(display_name(override))
                continue
            except DataError as exc:
                rejected.append(exc)
        parsed[name], documents[name] = load_table(name, builtin / f"{name}.yaml")
    return LoadedTables(assemble(parsed), tuple(rejected), tuple(overridden), documents)


def check_table_file(path: Path) -> str:
    """``btdesk tables FILE``: the table a file holds (its ``table:`` key), checked as the
    game would load it."""
    shown = display_name(path)
    document = load_file(path, shown)
    root = Node(document, shown).mapping()
    root.check_format(FORMAT, "a rule table")
    name = root["table"].choice(TABLE_FILES)
    parse_table(name, document, shown)
    return name
