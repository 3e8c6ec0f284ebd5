"""Rule tables: ``resources/rules/*.yaml`` → :class:`btdesk.model.tables.RuleTables`.

A referee may copy a table into the user ``rules/`` folder and edit it; that copy is
used instead.  A broken copy is set aside with its error and the built-in table is
used, so a typo never stops a game; a broken *built-in* table is a broken install and
stops start-up with the file, key and reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from btdesk.model.board import QSR_TERRAIN, BuildingClass, Terrain
from btdesk.model.tables import (
    BuildingRule,
    EjectionRules,
    GroundRules,
    LevelChange,
    RuleTables,
    TerrainRule,
)
from btdesk.model.units import Motive

from . import combat_tables, module_tables
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



_PARSERS: dict[str, tuple[tuple[str, ...], Callable[[Node], Any]]] = {
    "hit_locations": (("mech", "vehicle"), combat_tables.hit_locations),
    "cluster_hits": (("columns",), combat_tables.cluster),
    "attack_modifiers": (
        ("attacker_movement", "range", "target_movement", "battle_armor_target", "pulse",
         "target_jumped"),
        combat_tables.attack_modifiers,
    ),
    "terrain": (("types", "los_blocked_at", "facing_change_mp", "infantry_mp_per_hex"), _terrain),
    "damage_transfer": (("mech", "arm_lost_with_torso"), combat_tables.transfer),
    "infantry_damage": (
        ("direct_divisor", "cluster_bonus", "pulse_bonus", "burst_fire_dice",
         "clear_terrain_multiplier"),
        combat_tables.infantry_damage,
    ),
    "close_assault": (
        ("defender_actions", "attacker_actions", "results", "matrix", "scale", "modifiers"),
        combat_tables.close_assault,
    ),
    "firing_arcs": (("mech", "vehicle", "infantry"), combat_tables.firing_arcs),
    "ejection": (("head_damaged", "landing"), combat_tables.ejection),
    "buildings": (("entry_damage_divisor", "entry_tons_divisor", "absorb_divisor",
                   "infantry_share_from_outside", "building_share_from_inside",
                   "battle_armor_group", "jump_in_damage", "floor_mp", "collapse"),
                  combat_tables.buildings),
    "assault_orders": (("max_assaulters", "short_fire_modifier", "may_assault", "fire_only",
                        "ordering_phase", "translations"), module_tables.assault_orders),
    "multi_model": (("default_leadership", "radius_per_leadership", "standoff_inches",
                     "troopers_per_model", "base_mm", "contact_mm", "leader_falls_on",
                     "translations"), module_tables.multi_model),
    "tw_infantry": (("infantry_mp", "minimum_move", "stacking", "machine_gun_dice",
                     "machine_guns"), module_tables.tw_infantry),
    "critical_hits": (("determine", "blown_off", "torso_hits", "effects", "vehicle",
                       "vehicle_results", "vehicle_sensors_to_hit", "vehicle_commander_to_hit",
                       "vehicle_stabilizer_to_hit"), combat_tables.critical_hits),
    "standard": (STANDARD_KEYS, parse_standard),
    "physical_attacks": (
        ("attacks", "charge_self_divisor", "dfa_self_divisor", "damage_group", "punch_table",
         "kick_table", "prone_target_adjacent", "prone_target_other", "prone_attacker", "psr",
         "stand_up_mp", "fall_damage_divisor", "fall_facing", "consciousness", "mechwarrior_hits"),
        combat_tables.physical,
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
            from difflib import get_close_matches  # a refusal's only: not a start's

            close = get_close_matches(name, TABLE_FILES, n=1)
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
