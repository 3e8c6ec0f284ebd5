"""The BattleMech internal structure table (``resources/mech_structure.yaml``): how much
armour each location of a 'Mech of a given tonnage may carry.

An imported ``.mtf`` file is checked against it, so a file with more armour than its
tonnage allows (99 points in every location of a 50-ton 'Mech) is refused rather than
played.  Data with its source, like the equipment table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from .reader import Node
from .resources import display_name, resources_dir
from .yamlsafe import load_file

FORMAT = "btdesk-mech-structure"
VERSION = 1
# A row's columns, and the locations each one is for.
COLUMNS = (("CT",), ("LT", "RT"), ("LA", "RA"), ("LL", "RL"))


@dataclass(frozen=True)
class StructureTable:
    structure: MappingProxyType[int, MappingProxyType[str, int]]  # tons → location → points
    head_max_armor: int
    armor_per_structure: int
    source: str

    def max_armor(self, tons: int) -> dict[str, int] | None:
        """The most armour each location (H, CT, LT, …; a torso's front and rear
        together) of a ``tons``-ton 'Mech may carry; None for a tonnage not in the table."""
        row = self.structure.get(tons)
        if row is None:
            return None
        return {loc: (self.head_max_armor if loc == "H" else self.armor_per_structure * points)
                for loc, points in row.items()}


def parse_structure(data: object, display: str) -> StructureTable:
    root = Node(data, display).mapping(required=("format", "version", "source", "head",
                                                 "head_max_armor", "armor_per_structure",
                                                 "tons"))
    root.check_header(FORMAT, VERSION, "an internal structure table")
    head = root["head"].integer(1, 99)
    rows: dict[int, MappingProxyType[str, int]] = {}
    for tons, node in root["tons"].int_items(1, 200):
        columns = [n.integer(1, 999) for n in node.seq(len(COLUMNS), len(COLUMNS))]
        rows[tons] = MappingProxyType({"H": head, **{loc: points for locs, points in
                                                     zip(COLUMNS, columns, strict=True)
                                                     for loc in locs}})
    return StructureTable(MappingProxyType(rows), root["head_max_armor"].integer(1, 999),
                          root["armor_per_structure"].integer(1, 9), root["source"].text())


@cache
def load_structure() -> StructureTable:
    path = resources_dir() / "mech_structure.yaml"
    return parse_structure(load_file(path, display_name(path)), display_name(path))
