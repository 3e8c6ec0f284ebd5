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

import io
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from btdesk.hexgrid import Hex
from btdesk.model.board import MAX_SIDE, Board, Building, BuildingClass, Terrain
from btdesk.model.tables import RuleTables

from .errors import DataError, one_line
from .yamlsafe import read_bounded

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
    """Read ``path`` through the bounded regular-file reader (a FIFO or a link to an
    endless device is refused, not waited on) and parse it."""
    shown = str(path)
    text = read_bounded(path, shown, MAX_BYTES).decode("utf-8", errors="replace")
    return parse_board(text, shown, path.stem.replace("_", " "), tables)


# A word of a line: unquoted characters and quoted runs, side by side ("a"b is one
# word, as in a shell); a lone quote left over is an unbalanced one.  One pass of the
# regular expression, so a line costs time in proportion to its length (the standard
# library's shlex builds each word a character at a time: quadratic in a word's length).
_WORD = re.compile(r"""(?:[^\s"']+|"[^"]*"|'[^']*')+|["']""")
# The usual hex line, ``hex 0101 0 "woods:1" "theme"``, read in one match.
_PLAIN_HEX = re.compile(r'hex\s+(\S+)\s+(-?\d+)\s+"([^"]*)"(?:\s+"[^"]*")?')
_DIGITS = 20  # a level or a terrain's number longer than this is not one
# The longest line read word by word (a real hex line is under 200 characters): the
# words' pieces cost memory, and a 2 MB word of '""' pairs took 200 MB to split.  Only
# free text (an option, tag or description) may be longer; it is not split.
MAX_LINE = 10_000
_FREE_TEXT = ("option", "tag", "description", "background", "bgfile")
_QUOTED = re.compile(r""""([^"]*)"|'([^']*)'""")


def _unquoted(match: re.Match[str]) -> str:
    return match.group(1) if match.group(1) is not None else match.group(2)


def split_words(line: str) -> list[str] | None:
    """The words of one line with their quotes taken off; None if a quote is not closed."""
    words = _WORD.findall(line)
    if any(word in ('"', "'") for word in words):
        return None
    return [_QUOTED.sub(_unquoted, word) if ('"' in word or "'" in word) else word
            for word in words]


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
    # Line by line without a list of them all: 20 MB of two-byte lines would be ten
    # million strings (~600 MB) at once.
    for number, raw in enumerate(io.StringIO(text, newline=None), start=1):
        line = raw.strip()
        if not line or line[0] == "#":
            continue
        if len(line) > MAX_LINE:
            if line.split(None, 1)[0].lower() in _FREE_TEXT:
                continue
            raise DataError(shown, f"line {number}", f"{len(line):,} characters long (a board "
                                                     f"line is at most {MAX_LINE:,})")
        plain = _PLAIN_HEX.fullmatch(line)  # nearly every line: no words to split
        words: list[str] = []
        if plain is not None:
            keyword, label, level_text, features = "hex", *plain.groups()
        else:
            split = split_words(line)
            if split is None:
                raise DataError(shown, f"line {number}", "unbalanced quotes")
            words = split
            keyword = words[0].lower()
            label = words[1] if len(words) > 1 else ""
            level_text = words[2] if len(words) > 2 else ""
            features = words[3] if len(words) > 3 else ""
        if keyword == "end":
            break
        if keyword == "size":
            if width:
                raise DataError(shown, f"line {number}", "a second 'size' line")
            width, height = _size(words, shown, f"line {number}")
        elif keyword == "hex":
            if not width:
                raise DataError(shown, f"line {number}", "a hex before the 'size' line")
            if index >= width * height:
                raise DataError(shown, f"line {number}",
                                f"more hexes than a {width}×{height} board holds")
            column, row = index % width + 1, index // width + 1
            index += 1
            labels.append((number, label))
            if level_text == "0" and not features:
                continue  # clear ground at level 0: what a hex is unless it says more
            _hex(level_text, features, Hex.from_offset(column, row), shown, f"line {number}",
                 tables, terrain, levels, depths, roads, buildings, dropped)
        elif keyword not in _FREE_TEXT:
            raise DataError(shown, f"line {number}", f"unknown line {keyword!r} (expected "
                                                     "size, hex, option, tag, description or "
                                                     "end)")
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
    if not label.isdigit() or len(label) > 6:  # the longest a label is (CCCRRR)
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
    if width < 1 or height < 1:
        raise DataError(shown, where, f"board size {width}×{height}: a board has at least "
                                      "one column and one row")
    if width > MAX_SIDE or height > MAX_SIDE:
        raise DataError(shown, where, f"a {width}×{height} board is larger than btdesk plays "
                                      f"(at most {MAX_SIDE}×{MAX_SIDE} hexes)")
    return width, height


def _hex(level_text: str, features_text: str, h: Hex, shown: str, where: str,
         tables: RuleTables, terrain: dict[Hex, Terrain], levels: dict[Hex, int],
         depths: dict[Hex, int], roads: set[Hex], buildings: dict[Hex, Building],
         dropped: Counter[str]) -> None:
    try:
        level = int(level_text) if len(level_text) <= _DIGITS else None
    except ValueError:
        level = None
    if level is None:
        raise DataError(shown, where, "expected 'hex CCRR ELEVATION \"terrain\" \"theme\"'")
    if not -99 <= level <= 99:
        raise DataError(shown, where, f"level {level} is outside -99..99")
    if level:
        levels[h] = level
    features: dict[str, int] = {}
    for item in features_text.split(";"):
        if not item:
            continue
        parts = item.split(":", 2)
        kind = parts[0].strip().lower()
        try:
            if len(parts) > 1 and len(parts[1]) > _DIGITS:
                raise ValueError(parts[1])
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
            depth = max(0, min(value, 99))
            if depth != 1:  # depth 1 is what a water hex has unless it says otherwise
                depths[h] = depth
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
