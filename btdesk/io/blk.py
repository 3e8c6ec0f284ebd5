"""MegaMek ``.blk`` building-block files to btdesk record sheets: combat vehicles and
battle armor (``btdesk import``).

A ``.blk`` file is a list of blocks, each a tag line, value lines and a closing tag::

    <UnitType>
    Tank
    </UnitType>

The subset read is documented in ``docs/sheet-format.md``.  Damage and ranges are not
in the file: they come from ``resources/equipment.yaml``, as for ``.mtf`` files.  What
btdesk cannot play (a VTOL, a naval unit, a support vehicle, conventional infantry, whose
damage by surviving troopers a ``.blk`` file does not give, Clan technology) is refused
in one line naming the file, the line and the reason.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

from .equipment import Equipment, load_equipment, normalise, weapon_named
from .errors import DataError
from .mtf import MAX_NAME, Imported, ammo_carried, sheet_key
from .sheets import FORMAT as SHEET_FORMAT
from .sheets import VERSION as SHEET_VERSION
from .sheets import parse_sheet
from .yamlsafe import read_bounded

BLK_LIMIT = 256 * 1024  # a real .blk is 1-3 kB
_TAG = re.compile(r"^<\s*(/?)\s*([^<>]{1,60})>$")
MOTIVES = {"tracked": "tracked", "wheeled": "wheeled", "hover": "hover"}
# Vehicle equipment blocks and the sheet's locations; armour values come in this order.
VEHICLE_BLOCKS = {"front": "F", "right": "RS", "left": "LS", "rear": "R", "turret": "T",
                  "body": ""}
ARMOR_ORDER = ("F", "RS", "LS", "R", "T")
# Equipment a btdesk sheet has no place for and the Quick-Start and Total Warfare rules
# btdesk plays do not use: dropped with a note (anything else unknown is refused).
IGNORED = ("case", "caseii", "heatsink", "doubleheatsink", "c3slaveunit", "c3masterunit",
           "beagleactiveprobe", "guardianecmsuite", "searchlight", "tag", "artemisivfcs",
           "antipersonnelpods", "apmount", "bamanipulatoradaptor", "baarmoredglove",
           "babasicmanipulator", "babattleclaw", "cargo", "liftmechanism",
           "trailerhitch", "turretlock")
TRANSPORT = re.compile(r"^(?:infantry\s+compartment|troop\s*space)\s*:?\s*([\d.]+)?",
                       re.IGNORECASE)


class _Blocks:
    """The file's blocks: tag (lower case) → (line of the tag, [(line, value), …])."""

    def __init__(self, text: str, display: str) -> None:
        self.display = display
        self.blocks: dict[str, tuple[int, list[tuple[int, str]]]] = {}
        self.clan = False  # a Clan unit: its weapons are looked for as Clan ones first
        open_tag: str | None = None
        start = 0
        values: list[tuple[int, str]] = []
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or (line.startswith("#") and open_tag is None):
                continue
            match = _TAG.match(line)
            if match is None:
                if open_tag is None:
                    raise self.error(number, f"expected a <tag> line, got {line[:60]!r}")
                values.append((number, line))
                continue
            closing, tag = match.group(1) == "/", " ".join(match.group(2).split()).lower()
            if not closing:
                if open_tag is not None:
                    raise self.error(number, f"<{tag}> opens inside <{open_tag}>, which "
                                             f"line {start} opened and never closed")
                if tag in self.blocks:
                    raise self.error(number, f"<{tag}> appears twice (first on line "
                                             f"{self.blocks[tag][0]})")
                open_tag, start, values = tag, number, []
            else:
                if open_tag != tag:
                    raise self.error(number, f"</{tag}> closes nothing open")
                self.blocks[tag] = (start, values)
                open_tag = None
        if open_tag is not None:
            raise self.error(start, f"<{open_tag}> is never closed")

    def error(self, number: int, reason: str) -> DataError:
        return DataError(self.display, f"line {number}", reason)

    def has(self, tag: str) -> bool:
        return tag in self.blocks

    def values(self, tag: str) -> list[tuple[int, str]]:
        return self.blocks[tag][1] if tag in self.blocks else []

    def one(self, tag: str) -> tuple[int, str]:
        if tag not in self.blocks:
            raise DataError(self.display, "", f"no <{tag}> block")
        start, values = self.blocks[tag]
        if len(values) != 1:
            raise self.error(start, f"<{tag}> must hold one value, has {len(values)}")
        return values[0]

    def text(self, tag: str, default: str = "") -> str:
        return self.one(tag)[1] if tag in self.blocks else default

    def number(self, tag: str, low: int, high: int, default: int | None = None) -> int:
        if tag not in self.blocks and default is not None:
            return default
        number, value = self.one(tag)
        return self.whole(number, tag, value, low, high)

    def whole(self, number: int, tag: str, value: str, low: int, high: int) -> int:
        match = re.fullmatch(r"(-?\d{1,9})(?:\.0*)?", value)
        if match is None:
            raise self.error(number, f"<{tag}>: expected a whole number, got {value[:40]!r}")
        result = int(match.group(1))
        if not low <= result <= high:
            raise self.error(number, f"<{tag}>: {result} is outside {low}..{high}")
        return result


def import_blk(path: Path, display: str | None = None) -> Imported:
    shown = display or str(path)
    raw = read_bounded(path, shown, BLK_LIMIT)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    return parse_blk(text, shown)


def parse_blk(text: str, display: str) -> Imported:
    blocks = _Blocks(text, display)
    number, unit_type = blocks.one("unittype")
    kind = unit_type.lower()
    tech = blocks.values("type")
    if tech and "mixed" in tech[0][1].lower():
        raise blocks.error(tech[0][0], f"{tech[0][1]}: mixed technology is not read (Inner "
                                       "Sphere or Clan, one of them)")
    blocks.clan = bool(tech) and "clan" in tech[0][1].lower()
    if kind == "tank":
        return _vehicle(blocks, display)
    if kind == "battlearmor":
        return _battle_armor(blocks, display)
    if kind == "infantry":
        raise blocks.error(number, "conventional infantry: a .blk file does not give its "
                                   "damage by surviving troopers (write the sheet by hand, "
                                   "docs/sheet-format.md)")
    raise blocks.error(number, f"{unit_type}: btdesk plays 'Mechs, combat vehicles and "
                               "infantry (not this unit type)")


def _names(blocks: _Blocks) -> tuple[str, str]:
    _, name = blocks.one("name")
    model = blocks.text("model")
    for tag, value in (("name", name), ("model", model)):
        if len(value) > MAX_NAME:
            raise blocks.error(blocks.blocks[tag][0], f"<{tag}>: {len(value):,} characters "
                                                      f"long (a name is at most {MAX_NAME})")
    return name, model


def _source(display: str) -> str:
    return (f"imported from {Path(display).name} (a MegaMek .blk file) by btdesk; "
            "damage and ranges from resources/equipment.yaml")


def _equipment_lines(blocks: _Blocks, tag: str, location: str, equipment: Equipment,
                     weapons: dict[tuple[str, str], list[Any]], shots: dict[str, int],
                     notes: list[str]) -> int:
    """Read one equipment block into ``weapons`` ((name, location) → [entry, count]) and
    ``shots``; returns the infantry bays it names."""
    bays = 0
    for number, line in blocks.values(tag):
        name = re.sub(r"\s*\((?:omnipod|st)\)\s*$|:omni$", "", line, flags=re.IGNORECASE)
        if TRANSPORT.match(name):
            bays += 1
            continue
        flat = normalise(name)
        weapon = weapon_named(equipment, name, blocks.clan)
        if weapon is not None:
            if not location:
                raise blocks.error(number, f"{name}: a weapon in the body has no firing arc "
                                           "on a btdesk sheet")
            slot = weapons.setdefault((weapon.name, location), [weapon, 0])
            slot[1] += 1
            continue
        feed = equipment.ammo.get(flat)
        if feed is not None:
            shots[feed.weapon] = shots.get(feed.weapon, 0) + feed.shots
            continue
        if flat in IGNORED or flat.rstrip("s") in IGNORED:
            notes.append(f"dropped: {name} (not played by these rules)")
            continue
        raise blocks.error(number, f"{name}: not in resources/equipment.yaml (btdesk knows "
                                   "the Level 1 Inner Sphere weapons, the Quick-Start "
                                   "sheets' Level 2 ones and the common Clan ones)")
    return bays


def _weapon_entries(weapons: dict[tuple[str, str], list[Any]], with_location: bool,
                    ) -> list[dict[str, Any]]:
    out = []
    for (name, location), (entry, count) in weapons.items():
        item: dict[str, Any] = {"name": name, **({"location": location} if with_location
                                                 else {}),
                                **{k: (list(v) if isinstance(v, list) else v)
                                   for k, v in entry.sheet.items()}}
        if count > 1:
            item["quantity"] = count
        out.append(item)
    return out


def _vehicle(blocks: _Blocks, display: str) -> Imported:
    notes: list[str] = []
    name, model = _names(blocks)
    line, motion = blocks.one("motion_type")
    motive = MOTIVES.get(motion.lower())
    if motive is None:
        raise blocks.error(line, f"motion_type {motion}: btdesk plays tracked, wheeled and "
                                 "hover vehicles")
    cruise = blocks.number("cruisemp", 0, 30)
    tons_line, tons_text = blocks.one("tonnage")
    try:
        tons_value = float(tons_text)
    except ValueError:
        raise blocks.error(tons_line, f"<tonnage>: expected a number, got "
                                      f"{tons_text[:40]!r}") from None
    if not 1 <= tons_value <= 200:
        raise blocks.error(tons_line, f"<tonnage>: {tons_text} is outside 1..200")
    tons = math.ceil(tons_value)
    turret = blocks.has("turret equipment")
    armor_values = blocks.values("armor")
    want = 5 if turret else 4
    if len(armor_values) != want:
        start = blocks.blocks["armor"][0] if blocks.has("armor") else 0
        what = "front, right, left, rear" + (", turret" if turret else "")
        raise (blocks.error(start, f"<armor>: expected {want} values ({what}), got "
                                   f"{len(armor_values)}") if start else
               DataError(display, "", "no <armor> block"))
    armor = {loc: blocks.whole(n, "armor", v, 0, 999)
             for loc, (n, v) in zip(ARMOR_ORDER, armor_values, strict=False)}
    equipment = load_equipment()
    weapons: dict[tuple[str, str], list[Any]] = {}
    shots: dict[str, int] = {}
    bays = 0
    for block, location in VEHICLE_BLOCKS.items():
        bays += _equipment_lines(blocks, f"{block} equipment", location, equipment, weapons,
                                 shots, notes)
    document: dict[str, Any] = {
        "format": SHEET_FORMAT, "version": SHEET_VERSION,
        "name": f"{name} {model}".strip(), "type": "vehicle", "tons": tons,
        "movement": {"cruise": cruise, "flank": math.ceil(cruise * 1.5), "motive": motive},
        "armor": {loc: armor[loc] for loc in ("F", "LS", "RS", "R", "T") if loc in armor},
        "weapons": _weapon_entries(weapons, True),
    }
    ammo = ammo_carried(shots, {name for name, _ in weapons}, notes, "carried")
    if ammo:
        document["ammo"] = ammo
    if bays:
        document["transport"] = {"infantry": min(bays, 10)}
    if blocks.has("omni"):
        document["omni"] = True
    document["source"] = _source(display)
    key = sheet_key(model, name)
    return Imported(key, document, parse_sheet(document, display, key), notes)


def _battle_armor(blocks: _Blocks, display: str) -> Imported:
    notes: list[str] = []
    name, model = _names(blocks)
    chassis = blocks.text("chassis", "biped").lower()
    if chassis != "biped":
        line = blocks.one("chassis")[0]
        raise blocks.error(line, f"chassis {chassis}: btdesk plays biped battle armor")
    troopers = blocks.number("trooper count", 1, 6)
    armor_values = blocks.values("armor")
    if not armor_values:
        raise DataError(display, "", "no <armor> block")
    per_trooper = blocks.whole(armor_values[0][0], "armor", armor_values[0][1], 0, 30)
    cruise = blocks.number("cruisemp", 0, 30)
    jump = blocks.number("jumpingmp", 0, 30, default=0)
    line, motion = blocks.one("motion_type") if blocks.has("motion_type") else (0, "Leg")
    motive = {"leg": "foot", "jump": "jump", "vtol": "vtol", "umu": "umu"}.get(motion.lower())
    if motive is None:
        raise blocks.error(line, f"motion_type {motion}: btdesk plays foot, jump, VTOL "
                                 "and UMU battle armor")
    mp = jump if motive == "jump" else cruise
    equipment = load_equipment()
    weapons: dict[tuple[str, str], list[Any]] = {}
    shots: dict[str, int] = {}
    for block in ("point equipment", "squad equipment"):
        _equipment_lines(blocks, block, "-", equipment, weapons, shots, notes)
    document: dict[str, Any] = {
        "format": SHEET_FORMAT, "version": SHEET_VERSION,
        "name": f"{name} {model}".strip(), "type": "battle_armor",
        "movement": {"mp": mp, "motive": motive},
        "infantry": {"troopers": troopers, "armor_per_trooper": per_trooper},
        "weapons": _weapon_entries(weapons, False),
    }
    if shots:
        notes.append("dropped: battle armor ammunition (btdesk tracks no battle armor shots)")
    document["source"] = _source(display)
    key = sheet_key(model, name)
    return Imported(key, document, parse_sheet(document, display, key), notes)
