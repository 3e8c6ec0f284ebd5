"""Map files: a picture of the board, one letter per hex, readable and editable by hand.

Letters come from the terrain table, so a referee who adds a terrain type to
``terrain.yaml`` can draw it without touching code.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from btdesk.hexgrid import Hex
from btdesk.model.board import Board, Terrain
from btdesk.model.tables import RuleTables

from .reader import Node
from .resources import display_name, resources_dir
from .yamlsafe import load_file

FORMAT = "btdesk-map"
VERSION = 1


def parse_map(data: Any, display: str, tables: RuleTables, at: str = "") -> Board:
    root = Node(data, display, at).mapping(
        required=("format", "version", "name", "columns", "rows"))
    root.check_header(FORMAT, VERSION, "a map")
    columns = root["columns"].integer(1, 999)
    rows = root["rows"].seq(1, 999)
    legend = ", ".join(
        f"'{r.symbol}' {r.terrain.display_name.lower()}" for r in tables.terrain.values()
    )
    terrain: dict[Hex, Terrain] = {}
    for row_index, row in enumerate(rows, start=1):
        text = row.text()
        if len(text) != columns:
            raise row.error(f"expected {columns} letters (one per column), got {len(text)}")
        for column, symbol in enumerate(text, start=1):
            kind = tables.terrain_symbol(symbol)
            if kind is None:
                raise row.error(f"column {column}: unknown terrain {symbol!r} (legend: {legend})")
            if kind is not Terrain.CLEAR:
                terrain[Hex.from_offset(column, row_index)] = kind
    return Board(root["name"].text(), columns, len(rows), terrain)


def load_map(path: Path, tables: RuleTables) -> Board:
    shown = display_name(path)
    return parse_map(load_file(path, shown), shown, tables)


def builtin_map_path(key: str) -> Path:
    return resources_dir() / "maps" / f"{key}.yaml"
