"""MegaMek boards (``.board``) to btdesk maps.

MegaMek's format: ``size W H``, then ``hex CCRR ELEV "terrain:level;…" "theme"`` lines
that fill the board row by row in file order (the label is not read: MegaMek does not
either), ``option``, ``tag`` and ``description`` lines, and ``end``.  Hexes the file
leaves out are clear ground at level 0.  What btdesk knows is mapped (woods, jungle as
woods, rough and rubble as rough, water depth, pavement, roads, buildings with type,
CF and height, levels); every other kind is dropped and named once with its count, so a
referee knows what the table had that the map has not.  The facts of the format come
from MegaMek's board files; no MegaMek code or board is used.
"""

from __future__ import annotations

import shlex
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from btdesk.hexgrid import Hex
from btdesk.model.board import Board, Building, BuildingClass, Terrain
from btdesk.model.tables import RuleTables

from .errors import DataError, one_line

MAX_SIDE = 999
MAX_BYTES = 20 * 1024 * 1024
# Kinds that only draw (themes, foliage heights, which way a road runs): nothing lost.
_DRAWING_ONLY = frozenset({"foliage_elev", "fluff", "bldg_class", "bldg_armor", "elevator",
                           "cliff_top", "exits"})
# MegaMek's bldg_basement_type (its BasementType in order) → the basement's depth in
# levels: unknown and none are no basement.
_BASEMENT_DEPTH = {2: 2, 3: 1, 4: 1, 5: 1, 6: 1, 7: 2}
_BUILDING_TYPES = {1: BuildingClass.LIGHT, 2: BuildingClass.MEDIUM, 3: BuildingClass.HEAVY,
                   4: BuildingClass.HARDENED}


@dataclass(frozen=True)
class ImportedBoard:
    board: Board
    dropped: tuple[str, ...]  # one line per kind of terrain btdesk does not know


def import_board(path: Path, tables: RuleTables) -> ImportedBoard:
    shown = str(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise DataError(shown, "", f"larger than {MAX_BYTES // (1024 * 1024)} MB; "
                                       "not a board")
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise DataError(shown, "", f"could not read ({exc.strerror or exc})") from None
    return parse_board(text, shown, path.stem.replace("_", " "), tables)


def parse_board(text: str, shown: str, name: str, tables: RuleTables) -> ImportedBoard:
    width = height = 0
    index = 0
    terrain: dict[Hex, Terrain] = {}
    levels: dict[Hex, int] = {}
    depths: dict[Hex, int] = {}
    roads: set[Hex] = set()
    buildings: dict[Hex, Building] = {}
    dropped: Counter[str] = Counter()
    labels: list[tuple[int, str]] = []  # each hex line's number and CCRR label
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where = f"line {number}"
        try:
            words = shlex.split(line)
        except ValueError:
            raise DataError(shown, where, "unbalanced quotes") from None
        keyword = words[0].lower()
        if keyword == "end":
            break
        if keyword == "size":
            width, height = _size(words, shown, where)
        elif keyword == "hex":
            if not width:
                raise DataError(shown, where, "a hex before the 'size' line")
            if index >= width * height:
                raise DataError(shown, where, f"more hexes than a {width}×{height} board holds")
            h = Hex.from_offset(index % width + 1, index // width + 1)
            index += 1
            labels.append((number, words[1] if len(words) > 1 else ""))
            _hex(words, h, shown, where, tables, terrain, levels, depths, roads, buildings,
                 dropped)
        elif keyword not in ("option", "tag", "description", "background", "bgfile"):
            raise DataError(shown, where, f"unknown line {keyword!r} (expected size, hex, "
                                          "option, tag, description or end)")
    if not width:
        raise DataError(shown, "", "no 'size W H' line: not a MegaMek board")
    board = Board(name or "Imported board", width, height, terrain, levels, depths,
                  frozenset(roads), buildings)
    notes = placement_notes(labels, width, height) + tuple(
        f"dropped {kind}: {count} hex{'es' if count != 1 else ''} (btdesk has no such "
        "terrain)" for kind, count in sorted(dropped.items()))
    return ImportedBoard(board, notes)


def _label_place(label: str, width: int, height: int) -> tuple[int, int] | None:
    """The (column, row) a ``CCRR`` label names (``CCCRRR`` on a board of 100 or more
    hexes a side), or None for a label that is no number."""
    if not label.isdigit():
        return None
    return divmod(int(label), 100 if width < 100 and height < 100 else 1000)


def placement_notes(labels: list[tuple[int, str]], width: int, height: int
                    ) -> tuple[str, ...]:
    """One note when the hexes do not land where the file's labels say: the hexes fill
    the board row by row in file order, as MegaMek's own loader places them ("the
    coordinates in the .board file are ignored"), so a board listed column by column
    comes out transposed and a short one fills its first rows.  ``labels``: each hex
    line's number and label, in file order.  None when every label agrees and the count
    is the board's."""
    wrong = 0
    first = ""
    for index, (number, label) in enumerate(labels):
        lands = Hex.from_offset(index % width + 1, index // width + 1)
        if _label_place(label, width, height) != (lands.column, lands.row):
            wrong += 1
            if not first:
                first = (f"the first on line {number}, 'hex {one_line(label, 12)}', lands in "
                         f"{lands.label_with(2 if width < 100 and height < 100 else 3)}")
    problems = []
    if wrong:
        problems.append(f"{wrong} of {len(labels)} hex line{'s' if len(labels) != 1 else ''} "
                        f"name{'s' if wrong == 1 else ''} another hex than where "
                        f"{'it lands' if wrong == 1 else 'they land'} ({first})")
    if len(labels) != width * height:
        problems.append(f"the file lists {len(labels)} hex{'es' if len(labels) != 1 else ''} "
                        f"for a {width}×{height} board of {width * height}; the rest are "
                        "clear ground at level 0")
    if not problems:
        return ()
    return ("hexes are placed row by row in file order, as MegaMek places them (it does "
            "not read the labels): " + "; ".join(problems),)


def _size(words: list[str], shown: str, where: str) -> tuple[int, int]:
    try:
        width, height = int(words[1]), int(words[2])
    except (IndexError, ValueError):
        raise DataError(shown, where, "expected 'size W H' with two whole numbers") from None
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise DataError(shown, where, f"board size {width}×{height} is outside 1..{MAX_SIDE}")
    return width, height


def _hex(words: list[str], h: Hex, shown: str, where: str, tables: RuleTables,
         terrain: dict[Hex, Terrain], levels: dict[Hex, int], depths: dict[Hex, int],
         roads: set[Hex], buildings: dict[Hex, Building], dropped: Counter[str]) -> None:
    try:
        level = int(words[2])
    except (IndexError, ValueError):
        raise DataError(shown, where, "expected 'hex CCRR ELEVATION \"terrain\" \"theme\"'"
                        ) from None
    if not -99 <= level <= 99:
        raise DataError(shown, where, f"level {level} is outside -99..99")
    if level:
        levels[h] = level
    features: dict[str, int] = {}
    for item in (words[3] if len(words) > 3 else "").split(";"):
        if not item:
            continue
        parts = item.split(":")
        kind = parts[0].strip().lower()
        try:
            value = int(parts[1]) if len(parts) > 1 and parts[1] else 1
        except ValueError:
            raise DataError(shown, where, f"{item!r}: the level is not a whole number") from None
        features[kind] = value
    ground: Terrain | None = None
    for kind, value in features.items():
        if kind in ("woods", "jungle"):
            ground = Terrain.LIGHT_WOODS if value <= 1 else Terrain.HEAVY_WOODS
            if value > 2 or kind == "jungle":
                dropped[f"{kind} {value} (played as "
                        f"{ground.display_name.lower()})"] += 1
        elif kind in ("rough", "rubble"):
            ground = Terrain.ROUGH
            if kind == "rubble" or value > 1:
                dropped[f"{kind} {value} (played as rough)"] += 1
        elif kind == "water":
            ground = Terrain.WATER
            depths[h] = max(0, min(value, 99))
        elif kind == "pavement":
            ground = ground or Terrain.PAVEMENT
        elif kind == "road":
            roads.add(h)
        elif kind == "building":
            ground = Terrain.BUILDING
            kind_of = _BUILDING_TYPES.get(value, BuildingClass.MEDIUM)
            cf = features.get("bldg_cf", tables.ground.buildings[kind_of].cf)
            buildings[h] = Building(kind_of, max(0, min(cf, 9999)),
                                    max(1, min(features.get("bldg_elev", 1), 99)),
                                    _BASEMENT_DEPTH.get(features.get("bldg_basement_type", 1), 0))
        elif kind not in _DRAWING_ONLY and kind not in ("bldg_cf", "bldg_elev",
                                                         "bldg_basement_type"):
            dropped[kind] += 1
    if ground is not None and ground is not Terrain.CLEAR:
        terrain[h] = ground
