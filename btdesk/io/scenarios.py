"""Scenario files: map, sides, deployment zones, starting positions, victory."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from btdesk.hexgrid import Hex
from btdesk.model.board import MAX_SIDE, Board
from btdesk.model.frozen import replace
from btdesk.model.scenario import DeploymentZone, Edge, Placement, Scenario, SideSetup
from btdesk.model.tables import RuleTables
from btdesk.model.units import UnitKind

from .errors import DataError
from .map_paths import scenario_map_path
from .maps import parse_map
from .reader import Node
from .resources import (
    builtin_scenarios,
    display_name,
    scenarios_dir,
    user_maps_dir,
)
from .sheets import SheetLibrary
from .yamlsafe import load_file

FORMAT = "btdesk-scenario"
VERSION = 1
VICTORY = ("last_side_standing",)
SPECIAL_RULES = ("leaving_map_destroys",)
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass(frozen=True)
class ScenarioSource:
    """A scenario's documents as read: the scenario file and the map file it names.

    A save embeds these, so a game opens the same on a machine without the files."""

    key: str
    display: str
    document: Any
    map_display: str
    map_document: Any


def _root(data: Any, display: str, at: str = "") -> Node:
    root = Node(data, display, at).mapping(
        required=("format", "version", "title", "map", "sides", "victory"),
        optional=("source", "special_rules", "options"),
    )
    root.check_header(FORMAT, VERSION, "a scenario")
    return root


def parse_scenario(
    data: Any, display: str, key: str, tables: RuleTables, library: SheetLibrary,
    board: Board, at: str = "",
) -> Scenario:
    root = _root(data, display, at)
    sides: list[SideSetup] = []
    occupied: dict[Hex, str] = {}
    side_nodes = root["sides"].seq(2, 8)
    for side_node in side_nodes:
        side_node.mapping(
            required=("key", "name", "colour", "deployment", "units"), optional=("sets_up_first",)
        )
        side_key = side_node["key"].text()
        if any(s.key == side_key for s in sides):
            raise side_node.error(f"side {side_key!r} appears twice", "key")
        colour = side_node["colour"].text()
        if not _COLOUR.match(colour):
            raise side_node.error(f"expected a colour like '#0072b2', got {colour!r}", "colour")
        dep = side_node["deployment"].mapping(required=("edge", "depth"), optional=("hexes",))
        painted: set[Hex] = set()
        for node in dep["hexes"].seq(1, 150 * 150) if dep.has("hexes") else []:
            label = node.hex_label()
            try:
                h = Hex.from_label(label)
            except ValueError as exc:
                raise node.error(str(exc)) from None
            if not board.contains(h):
                raise node.error(f"{label} is off the map ({board.columns}×{board.rows})")
            painted.add(h)
        zone = DeploymentZone(Edge(dep["edge"].choice([e.value for e in Edge])),
                              dep["depth"].integer(1, 999), frozenset(painted))
        placements: list[Placement] = []
        for unit in side_node["units"].seq(1, 50):
            unit.mapping(required=("sheet",), optional=("at", "facing", "name", "aboard"))
            sheet_key = unit["sheet"].text()
            if sheet_key not in library.sheets:
                raise unit.error(f"no record sheet named {sheet_key!r}", "sheet")
            sheet = library.sheets[sheet_key]
            for weapon in sheet.weapons:
                if any(n not in tables.cluster_hits for n in weapon.cluster_columns):
                    needs = (f"needs column {weapon.missiles} of" if weapon.missiles else
                             f"fires up to {weapon.rapid_fire} shots, past the last column of")
                    raise unit.error(f"{weapon.name} of {sheet_key} {needs} the cluster_hits "
                                     "table in use", "sheet")
            where: Hex | None = None
            if unit.has("at"):
                label = unit["at"].hex_label()
                try:
                    where = Hex.from_label(label)
                except ValueError as exc:
                    raise unit.error(str(exc), "at") from None
                if not zone.contains(board, where):
                    raise unit.error(
                        f"{label} is outside {side_key}'s deployment zone "
                        f"({zone.describe()})", "at")
                rule = tables.terrain[board.terrain_at(where)]
                if sheet.movement.motive in rule.prohibited:
                    raise unit.error(f"{label} is {rule.terrain.display_name.lower()}, which a "
                                     f"{sheet.movement.motive.value} unit cannot enter", "at")
                # QSR Stacking: no unit ends in another's hex, infantry excepted.
                if (where in occupied and not sheet.kind.is_infantry
                        and occupied[where] != "infantry"):
                    raise unit.error(f"{label} is already occupied", "at")
                occupied[where] = "infantry" if sheet.kind.is_infantry else sheet.kind.value
            aboard = 0
            if unit.has("aboard"):  # seed 003 歩兵輸送: starts riding the side's unit no. N
                aboard = unit["aboard"].integer(1, 50)
                if unit.has("at"):
                    raise unit.error("a unit aboard a carrier has no hex of its own", "at")
                if not sheet.kind.is_infantry:
                    raise unit.error(f"{sheet_key} is not infantry: only infantry ride "
                                     "carriers", "aboard")
                carrier = (placements[aboard - 1] if aboard <= len(placements) else None)
                carries = library.sheets[carrier.sheet] if carrier else None
                if carries is None or not carries.infantry_capacity:
                    raise unit.error(f"unit {aboard} of {side_key} (listed before this one) "
                                     "is not a carrier with an infantry bay or an Omni unit",
                                     "aboard")
                if carries.handholds and sheet.kind is not UnitKind.BATTLE_ARMOR:
                    raise unit.error(f"only battle armor rides {carries.name}'s handholds "
                                     "(Total Warfare, mechanized battle armor)", "aboard")
                room = carries.infantry_capacity
                if sum(p.aboard == aboard for p in placements) >= room:
                    raise unit.error(f"unit {aboard} of {side_key} carries {room} "
                                     "infantry unit(s) and is full", "aboard")
            facing = unit["facing"].integer(0, 5) if unit.has("facing") else 0
            if sheet.kind is UnitKind.INFANTRY or sheet.kind is UnitKind.BATTLE_ARMOR:
                facing = 0  # infantry have no facing (QSR Elite, Facing)
            placements.append(Placement(sheet_key, where, facing,
                                        unit["name"].text() if unit.has("name") else "",
                                        aboard))
        sides.append(SideSetup(
            key=side_key,
            name=side_node["name"].text(),
            colour=colour,
            deployment=zone,
            units=tuple(placements),
            sets_up_first=side_node["sets_up_first"].flag() if side_node.has("sets_up_first")
            else False,
        ))
    specials = tuple(n.choice(SPECIAL_RULES) for n in root["special_rules"].seq()) if root.has(
        "special_rules") else ()
    if root.has("options"):  # the force builder's rule options: played when it starts one
        for option in root["options"].seq(0, 20):
            option.text()
    return Scenario(
        key=key,
        title=root["title"].text(),
        source=root["source"].text() if root.has("source") else "",
        board=board,
        sides=tuple(sides),
        victory=root["victory"].choice(VICTORY),
        special_rules=specials,
    )


MAP_SUFFIXES = (".yaml", ".yml")


def _map_path(root: Node, scenario: Path) -> Path:
    """The map file a scenario names (:func:`btdesk.io.map_paths.scenario_map_path`)."""
    map_key = root["map"].text()
    if Path(map_key).suffix.lower() == ".board":
        raise root.error(f"{map_key} is a MegaMek board: import it first (btdesk import "
                         f"{map_key}) and name the btdesk map it becomes", "map")
    found = scenario_map_path(map_key, scenario)
    if found is not None:
        return found
    if Path(map_key).suffix.lower() in MAP_SUFFIXES:
        raise root.error(f"no map file {display_name(scenario.parent / map_key)} (a map file "
                         "is named from the scenario's folder)", "map")
    raise root.error(f"no map named {map_key!r} (in maps/ beside the scenario's folder, "
                     f"in {display_name(user_maps_dir())} or built in)", "map")


def _is_file(path: Path) -> bool:
    """Whether ``path`` names a file; a name the system refuses (longer than it allows)
    names none, rather than raising out of the check."""
    try:
        return path.is_file()
    except OSError:
        return False


def read_scenario(name_or_path: str | Path) -> ScenarioSource:
    """A built-in scenario by name (``green``) or any scenario file by path; the map it
    names is found by :func:`_map_path`, and read bounded like every file."""
    path = Path(name_or_path)
    if path.suffix not in (".yaml", ".yml"):
        path = scenarios_dir() / f"{name_or_path}.yaml"
        if not _is_file(path):
            known = ", ".join(builtin_scenarios())
            raise DataError(str(name_or_path), "", f"no such scenario (built in: {known})")
    shown = display_name(path)
    document = load_file(path, shown)
    root = _root(document, shown)
    map_path = _map_path(root, path)
    map_shown = display_name(map_path)
    return ScenarioSource(path.stem, shown, document, map_shown, load_file(map_path, map_shown))


def on_other_map(source: ScenarioSource, map_display: str, map_document: Any) -> ScenarioSource:
    """The scenario's sides on another map: its starting hexes were chosen for its own
    map, so they are dropped and every unit is set up by hand in its side's zone."""
    document = source.document
    if isinstance(document, dict) and isinstance(document.get("sides"), list):
        sides = []
        for side in document["sides"]:
            if isinstance(side, dict) and isinstance(side.get("units"), list):
                side = {**side, "units": [
                    {k: v for k, v in u.items() if k != "at"} if isinstance(u, dict) else u
                    for u in side["units"]]}
            sides.append(side)
        document = {**document, "sides": sides}
    return replace(source, document=document, map_display=map_display,
                   map_document=map_document)


def own_options(path: Path) -> tuple[str, ...]:
    """The rule options a scenario file names as its own (``options:``, as the force
    builder writes them), each one btdesk knows; read without its map or sheets."""
    from btdesk.model.state import OPTION_NAMES

    shown = display_name(path)
    root = _root(load_file(path, shown), shown)
    if not root.has("options"):
        return ()
    out = []
    for node in root["options"].seq(0, 20):
        option = node.text()
        if option not in OPTION_NAMES:
            raise node.error(f"no rule option named {option!r} (the force builder "
                             "writes the ones btdesk plays)")
        out.append(option)
    return tuple(out)


def sheet_keys(document: Any) -> list[str]:
    """The sheet every unit of a scenario document names, in order, read without checking
    the document (its parse checks it, with these sheets at hand): what a game must read
    of the library, and all it needs to."""
    keys: list[str] = []
    sides = document.get("sides") if isinstance(document, dict) else None
    for side in sides if isinstance(sides, list) else ():
        units = side.get("units") if isinstance(side, dict) else None
        for unit in units if isinstance(units, list) else ():
            if isinstance(unit, dict) and isinstance(unit.get("sheet"), str):
                keys.append(unit["sheet"])
    return keys


def build_scenario(source: ScenarioSource, tables: RuleTables, library: SheetLibrary,
                   at: str = "", map_at: str = "", max_side: int = MAX_SIDE) -> Scenario:
    board = parse_map(source.map_document, source.map_display, tables, map_at, max_side)
    return parse_scenario(source.document, source.display, source.key, tables, library, board,
                          at)


def load_scenario(
    name_or_path: str | Path, tables: RuleTables, library: SheetLibrary
) -> Scenario:
    return build_scenario(read_scenario(name_or_path), tables, library)


def load_with_sheets(name_or_path: str | Path, tables: RuleTables
                     ) -> tuple[Scenario, SheetLibrary]:
    """A scenario and a library of the sheets its units name, read (and no other: see
    :func:`btdesk.io.lazy_library.game_library`)."""
    from .lazy_library import game_library

    source = read_scenario(name_or_path)
    library = game_library(sheet_keys(source.document))
    return build_scenario(source, tables, library), library
