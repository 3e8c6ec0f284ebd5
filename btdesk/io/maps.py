"""Map files: a picture of the board, one letter per hex, readable and editable by hand.

Letters come from the terrain table, so a referee who adds a terrain type to
``terrain.yaml`` can draw it without touching code.  Version 2 (Total Warfare ground)
adds, each optional: ``levels``, a second picture of the same shape with one digit per
hex (``.`` is level 0); ``roads``, the hexes a road runs through; and ``hexes``, per-hex
details no picture can hold (a level below 0 or above 9, a water depth, a building's
type, CF and height).  A version 1 map is a version 2 map without them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from btdesk.hexgrid import Hex
from btdesk.model.board import MAX_SIDE, Board, Building, BuildingClass, Terrain
from btdesk.model.map_edit import MAX_LEVEL

from .atomic import exists, write_atomic
from .errors import DataError
from .reader import Node, quote_label_hint, unquoted_label
from .resources import display_name
from .yamlsafe import laid_out, load_file, parse_text

if TYPE_CHECKING:
    from btdesk.model.tables import RuleTables

FORMAT = "btdesk-map"
VERSION = 2
LEVEL_RANGE = (-MAX_LEVEL, MAX_LEVEL)
DEPTH_RANGE = (0, MAX_LEVEL)


def parse_map(data: Any, display: str, tables: RuleTables, at: str = "",
              max_side: int = MAX_SIDE) -> Board:
    """A btdesk map; ``max_side``: the largest side allowed (a saved game's map may be
    larger than a new one, see ``SAVED_MAX_SIDE``)."""
    root = Node(data, display, at).mapping(
        required=("format", "version", "name", "columns", "rows"),
        optional=("levels", "roads", "hexes", "source", "description"))
    root.check_header(FORMAT, VERSION, "a map")
    columns = root["columns"].integer(1)
    if columns > max_side:
        raise root.error(f"a map {columns} hexes wide is larger than btdesk plays (at most "
                         f"{max_side}×{max_side})", "columns")
    rows = root["rows"].seq(1)
    if len(rows) > max_side:
        raise root.error(f"a map {len(rows)} hexes tall is larger than btdesk plays (at most "
                         f"{max_side}×{max_side})", "rows")
    legend = ", ".join(
        f"'{r.symbol}' {r.terrain.display_name.lower()}" for r in tables.terrain.values()
    )
    terrain: dict[Hex, Terrain] = {}
    for row_index, row in enumerate(rows, start=1):
        for column, symbol in enumerate(_picture_row(row, columns), start=1):
            kind = tables.terrain_symbol(symbol)
            if kind is None:
                raise row.error(f"column {column}: unknown terrain {symbol!r} (legend: {legend})")
            if kind is not Terrain.CLEAR:
                terrain[Hex.from_offset(column, row_index)] = kind
    levels = _levels(root, columns, len(rows)) if root.has("levels") else {}
    roads = frozenset(_road_hexes(root, columns, len(rows))) if root.has("roads") else frozenset()
    depths: dict[Hex, int] = {}
    buildings: dict[Hex, Building] = {}
    if root.has("hexes"):
        _details(root["hexes"], columns, len(rows), terrain, tables, levels, depths, buildings)
    for h, kind in terrain.items():  # a 'b' without details: the table's medium building
        if kind is Terrain.BUILDING and h not in buildings:
            buildings[h] = Building(BuildingClass.MEDIUM,
                                    tables.ground.buildings[BuildingClass.MEDIUM].cf, 1)
    return Board(root["name"].text(), columns, len(rows), terrain, levels, depths, roads,
                 buildings)


def _picture_row(row: Node, columns: int) -> str:
    text = row.text()
    if len(text) != columns:
        raise row.error(f"expected {columns} letters (one per column), got {len(text)}")
    return text


def _levels(root: Node, columns: int, rows: int) -> dict[Hex, int]:
    lines = root["levels"].seq(rows, rows)
    out: dict[Hex, int] = {}
    for row_index, row in enumerate(lines, start=1):
        for column, symbol in enumerate(_picture_row(row, columns), start=1):
            if symbol == ".":
                continue
            if not symbol.isdigit():
                raise row.error(f"column {column}: a level is a digit 0-9 or '.', got "
                                f"{symbol!r} (others go in 'hexes')")
            if symbol != "0":
                out[Hex.from_offset(column, row_index)] = int(symbol)
    return out


def _hex(node: Node, label: str, columns: int, rows: int) -> Hex:
    try:
        h = Hex.from_label(label)
    except ValueError:
        raise node.error(f"{label!r} is not a hex label like 0405") from None
    if not (1 <= h.column <= columns and 1 <= h.row <= rows):
        raise node.error(f"{label} is not on this {columns}×{rows} map")
    return h


def _road_hexes(root: Node, columns: int, rows: int) -> list[Hex]:
    node = root["roads"]
    return [_hex(node, label, columns, rows) for label in node.text().split()]


def _details(node: Node, columns: int, rows: int, terrain: dict[Hex, Terrain],
             tables: RuleTables, levels: dict[Hex, int], depths: dict[Hex, int],
             buildings: dict[Hex, Building]) -> None:
    classes = tuple(c.value for c in BuildingClass)
    for key in node.value if isinstance(node.value, dict) else ():
        if unquoted_label(key) is not None:
            raise node.error(quote_label_hint(key, after=": {…}"))
    for label, item in node.mapping().items():
        h = _hex(node, label, columns, rows)
        item = item.mapping(optional=("level", "depth", "building"))
        if item.has("level"):
            level = item["level"].integer(*LEVEL_RANGE)
            if level:
                levels[h] = level
            else:
                levels.pop(h, None)
        if item.has("depth"):
            if terrain.get(h) is not Terrain.WATER:
                raise item.error("a depth is for a water hex", "depth")
            depths[h] = item["depth"].integer(*DEPTH_RANGE)
        if item.has("building"):
            if terrain.get(h) is not Terrain.BUILDING:
                raise item.error("a building's details are for a building hex", "building")
            b = item["building"].mapping(required=("class",),
                                         optional=("cf", "height", "basement"))
            kind = BuildingClass(b["class"].choice(classes))
            cf = b["cf"].integer(0, 9999) if b.has("cf") else tables.ground.buildings[kind].cf
            height = b["height"].integer(1, 99) if b.has("height") else 1
            basement = b["basement"].integer(0, 9) if b.has("basement") else 0
            buildings[h] = Building(kind, cf, height, basement)


def map_document(board: Board, tables: RuleTables) -> dict[str, Any]:
    """The map file's content for ``board`` (import, the editor): the pictures where they
    can say it, ``hexes`` for the rest."""
    symbol = {rule.terrain: rule.symbol for rule in tables.terrain.values()}
    rows, level_rows = [], []
    details: dict[str, dict[str, Any]] = {}
    for row in range(1, board.rows + 1):
        line, levels = [], []
        for column in range(1, board.columns + 1):
            h = Hex.from_offset(column, row)
            line.append(symbol[board.terrain_at(h)])
            level = board.level(h)
            levels.append(str(level) if 0 < level <= 9 else ".")
            extra: dict[str, Any] = {}
            if not 0 <= level <= 9:
                extra["level"] = level
            if board.terrain_at(h) is Terrain.WATER and board.depth(h) != 1:
                extra["depth"] = board.depth(h)
            building = board.building(h)
            if building is not None:
                extra["building"] = {"class": building.kind.value, "cf": building.cf,
                                     "height": building.height}
                if building.basement:
                    extra["building"]["basement"] = building.basement
            if extra:
                details[board.label(h)] = extra
        rows.append("".join(line))
        level_rows.append("".join(levels))
    document: dict[str, Any] = {"format": FORMAT, "version": VERSION, "name": board.name,
                                "columns": board.columns, "rows": rows}
    if board.levels:
        document["levels"] = level_rows
    if board.roads:
        document["roads"] = " ".join(board.label(h) for h in sorted(
            board.roads, key=lambda h: (h.column, h.row)))
    if details:
        document["hexes"] = details
    return document


def map_text(document: dict[str, Any]) -> str:
    """A map file laid out like the built-in ones: one picture row per line."""
    return laid_out(document, ("rows", "levels"), ("hexes",))


def write_map(board: Board, tables: RuleTables, target: Path, force: bool = False) -> Path:
    """Write ``board`` to ``target`` atomically, read back first; an existing file is kept
    unless ``force`` (a referee's edited map is not replaced by an import)."""
    if exists(target) and not force:
        raise DataError(str(target), "", "already exists (add --force to replace it)")
    text = map_text(map_document(board, tables))
    parse_map(parse_text(text, str(target)), str(target), tables)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, text.encode("utf-8"), keep_backup=False)
    except OSError as exc:
        raise DataError(str(target), "", f"could not write ({exc.strerror or exc})") from None
    return target


@dataclass(frozen=True)
class MapFile:
    """A map file of either format, read and checked: the board, and the btdesk map
    document a save embeds for it (a MegaMek board converted)."""

    display: str
    document: Any
    board: Board
    notes: tuple[str, ...]  # one per kind of terrain a MegaMek board lost


def read_map_file(path: Path, tables: RuleTables) -> MapFile:
    if path.suffix.lower() == ".board":
        from .megamek_board import import_board

        imported = import_board(path, tables)
        return MapFile(str(path), map_document(imported.board, tables), imported.board,
                       imported.dropped)
    shown = display_name(path)
    document = load_file(path, shown)
    return MapFile(shown, document, parse_map(document, shown, tables), ())


def load_map(path: Path, tables: RuleTables) -> Board:
    shown = display_name(path)
    return parse_map(load_file(path, shown), shown, tables)
