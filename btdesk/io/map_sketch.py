"""A new game's map read straight from its files, before the rules are loaded: what the
first frame of a start draws when no picture of an earlier start is kept.

The scenario file and the map it names are found exactly as a game finds them
(:func:`btdesk.io.map_paths.scenario_map_path`) and read through the same bounded reader,
and the map's picture is read with the letters of the terrain table the game will use.
Only what the first frame draws is read: the ground's letters, levels and roads.  A
file this light reading does not take as it is (a MegaMek board, a terrain table of the
user's, a row of the wrong length, a letter no terrain has, anything that is not as a
map file is written) gives no sketch at all: the start then goes on without an early
frame, and the game's own reading reports what is wrong.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from btdesk.hexgrid import Hex
from btdesk.model.board import MAX_SIDE, Board, Terrain

from .errors import BtdeskError
from .map_paths import scenario_map_path
from .resources import resources_dir, scenarios_dir, user_rules_dir
from .yamlsafe import load_file

MAP_SUFFIXES = (".yaml", ".yml")


class Sketch(NamedTuple):
    title: str  # the scenario's, as the window's title names it
    board: Board  # the ground only: no buildings' details, no water depths


def read_sketch(scenario: str | Path, map_file: Path | None = None) -> Sketch | None:
    """The map a new game of ``scenario`` (on ``map_file`` instead, if given) is played
    on; None wherever the light reading cannot vouch for it."""
    try:
        return _read(scenario, map_file)
    except (BtdeskError, OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def _read(scenario: str | Path, map_file: Path | None) -> Sketch | None:
    path = Path(scenario)
    if path.suffix not in MAP_SUFFIXES:
        path = scenarios_dir() / f"{scenario}.yaml"
    document = load_file(path, str(path))
    if not isinstance(document, dict) or document.get("format") != "btdesk-scenario":
        return None
    title, map_key = document.get("title"), document.get("map")
    if not isinstance(title, str) or not isinstance(map_key, str):
        return None
    where = map_file if map_file is not None else scenario_map_path(map_key, path)
    if where is None or where.suffix.lower() not in MAP_SUFFIXES:
        return None
    symbols = _terrain_symbols()
    if symbols is None:
        return None
    board = _board(load_file(where, str(where)), symbols)
    return Sketch(title, board) if board is not None else None


def _terrain_symbols() -> dict[str, Terrain] | None:
    """Map letters by terrain, from the built-in table; None where the user keeps a
    terrain table of their own (its letters are the game's only once it is checked)."""
    for suffix in MAP_SUFFIXES:
        if (user_rules_dir() / f"terrain{suffix}").exists():
            return None
    table = load_file(resources_dir() / "rules" / "terrain.yaml", "rules/terrain.yaml")
    symbols = {}
    for name, row in table["types"].items():
        symbols[row["symbol"]] = Terrain(name)
    return symbols


def _board(data: Any, symbols: dict[str, Terrain]) -> Board | None:
    if not isinstance(data, dict) or data.get("format") != "btdesk-map":
        return None
    columns, rows, name = data.get("columns"), data.get("rows"), data.get("name")
    if not (isinstance(columns, int) and isinstance(rows, list) and isinstance(name, str)
            and 0 < columns <= MAX_SIDE and 0 < len(rows) <= MAX_SIDE):
        return None
    terrain: dict[Hex, Terrain] = {}
    for r, row in enumerate(rows, start=1):
        if not isinstance(row, str) or len(row) != columns:
            return None
        for c, letter in enumerate(row, start=1):
            kind = symbols.get(letter)
            if kind is None:
                return None
            if kind is not Terrain.CLEAR:
                terrain[Hex.from_offset(c, r)] = kind
    levels: dict[Hex, int] = {}
    picture = data.get("levels", [])
    if not isinstance(picture, list) or (picture and len(picture) != len(rows)):
        return None
    for r, row in enumerate(picture, start=1):
        if not isinstance(row, str) or len(row) != columns:
            return None
        for c, digit in enumerate(row, start=1):
            if digit.isdigit() and digit != "0":
                levels[Hex.from_offset(c, r)] = int(digit)
    details = data.get("hexes", {})
    for label, item in details.items() if isinstance(details, dict) else ():
        level = item.get("level") if isinstance(item, dict) else None
        if isinstance(level, int) and not isinstance(level, bool):
            levels[Hex.from_label(str(label))] = level
    roads = data.get("roads", "")
    road_hexes = frozenset(Hex.from_label(label) for label in str(roads).split())
    return Board(name, columns, len(rows), terrain,
                 {h: v for h, v in levels.items() if v}, {}, road_hexes)
