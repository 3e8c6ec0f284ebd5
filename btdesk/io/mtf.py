"""MegaMek ``.mtf`` 'Mech files to btdesk record sheets (``btdesk import FILE.mtf``).

The format is ``key:value`` lines (``chassis``, ``model``, ``Config``, ``mass``,
``walk mp``, ``jump mp``, ``heat sinks``, ``HD/CT/LT/RT/LA/RA/LL/RL armor`` and rear
``RTC/RTL/RTR armor``), a ``Weapons:N`` line followed by N ``Name, Location`` lines,
and one block of slot lines per location (``Left Arm:`` then 12 lines, ``-Empty-`` for
an empty slot).  Damage and ranges are not in the file: they come from
``resources/equipment.yaml``.

The import builds a sheet document and checks it with the same parser a sheet file
goes through, so what is written always loads.  Whatever btdesk cannot represent is
refused in one line naming it; what it leaves out is named in a note.  Heat sinks, the
engine and the internal structure are kept for the standard rules (Total Warfare).
"""

from __future__ import annotations

import math
import re
from collections.abc import Container
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from btdesk.model.units import MECH_LOCATIONS, MECH_SLOTS, UnitDefinition

from .atomic import exists, write_atomic
from .equipment import Equipment, WeaponEntry, load_equipment, normalise, weapon_named
from .errors import DataError
from .mech_structure import load_structure
from .sheets import FORMAT as SHEET_FORMAT
from .sheets import VERSION as SHEET_VERSION
from .sheets import parse_sheet
from .yamlsafe import laid_out, parse_text, read_bounded

MTF_LIMIT = 256 * 1024  # a real .mtf is 2-4 kB

# Location names as .mtf files spell them (weapon lines and slot block headers).
LOCATION_CODES = {
    "head": "H", "center torso": "CT", "left torso": "LT", "right torso": "RT",
    "left arm": "LA", "right arm": "RA", "left leg": "LL", "right leg": "RL",
}
ARMOR_KEYS = {"hd": "H", "ct": "CT", "lt": "LT", "rt": "RT", "la": "LA", "ra": "RA",
              "ll": "LL", "rl": "RL"}
REAR_KEYS = {"rtc": "CT", "rtl": "LT", "rtr": "RT"}
EMPTY_SLOT = "-empty-"
_SLOT_SUFFIX = re.compile(r"\s*\((?:omnipod|armored)\)\s*$", re.IGNORECASE)
_COUNT = re.compile(r"^(\d+)\s+(.*)$")
_KEY_SAFE = re.compile(r"[^a-z0-9._-]+")
_DIGITS = 9  # every number in a 'Mech file is far shorter
MAX_COUNT = 100  # weapons on one 'Name, Location' line
MAX_NAME = 100  # characters in a chassis or model name (a real one is under 40)


@dataclass
class Imported:
    key: str  # the sheet's file stem, e.g. hbk-4g-hunchback
    document: dict[str, Any]
    sheet: UnitDefinition
    notes: list[str] = field(default_factory=list)


@dataclass
class _Line:
    number: int
    key: str
    value: str


SLOT_LINES = 12  # every location's block lists 12 slots, 6 of them empty in H, LL, RL


def _lines(text: str) -> list[tuple[int, str]]:
    return [(n, raw.strip()) for n, raw in enumerate(text.splitlines(), start=1)]


def _block_header(line: str) -> bool:
    """``Left Arm:``: where a location's slot block starts, and a list before it ends."""
    return line.rstrip(":").strip().lower() in LOCATION_CODES


class _Reader:
    def __init__(self, text: str, display: str) -> None:
        self.display = display
        self.values: dict[str, _Line] = {}
        self.weapons: list[tuple[int, str]] = []
        self.slots: dict[str, list[str]] = {}
        lines = _lines(text)
        i = 0
        while i < len(lines):
            number, line = lines[i]
            i += 1
            if not line or line.startswith("#"):
                continue
            key, sep, value = line.partition(":")
            if not sep:
                continue  # free text (a fluff line): not data
            key_l, value = key.strip().lower(), value.strip()
            if key_l in LOCATION_CODES and not value:
                slots: list[str] = []
                while i < len(lines) and len(slots) < SLOT_LINES:
                    _, slot = lines[i]
                    if not slot:
                        i += 1
                        if slots:  # a blank line ends a short block
                            break
                        continue
                    if _block_header(slot) or (":" in slot and slot.split(":", 1)[0].strip()
                                               .lower() in ("weapons", "armor")):
                        break
                    slots.append(slot)
                    i += 1
                self.slots[LOCATION_CODES[key_l]] = slots
                continue
            if key_l == "weapons":
                count = self.integer(_Line(number, "Weapons", value), 0, 100)
                for found in range(count):
                    while i < len(lines) and not lines[i][1]:
                        i += 1
                    if i >= len(lines) or _block_header(lines[i][1]):
                        raise self.error(number, f"Weapons:{count} but only {found} weapon "
                                                 "lines follow")
                    self.weapons.append(lines[i])
                    i += 1
                continue
            if key_l == "version":
                i = self._old_title(lines, i)
            if key_l in self.values:
                raise self.error(number, f"{key.strip()} appears twice (first on line "
                                         f"{self.values[key_l].number})")
            self.values[key_l] = _Line(number, key.strip(), value)

    def _old_title(self, lines: list[tuple[int, str]], i: int) -> int:
        """MegaMek's older header: the two lines after ``Version:`` (past a comment or a
        ``Generator:`` line) are the chassis and the model, without keys — MegaMek's
        MtfFile still reads them so.  Where the next line has a key (``chassis:``), the
        file has today's header and nothing is taken."""
        def skip_comments(j: int) -> int:
            while j < len(lines) and lines[j][1].startswith("#"):
                j += 1
            return j

        j = skip_comments(i)
        if j < len(lines) and lines[j][1].lower().startswith("generator:"):
            j = skip_comments(j + 1)
        if j >= len(lines) or not lines[j][1] or ":" in lines[j][1]:
            return i
        number, chassis = lines[j]
        self.values["chassis"] = _Line(number, "chassis", chassis)
        j = skip_comments(j + 1)
        if j < len(lines) and lines[j][1] and ":" not in lines[j][1]:
            self.values["model"] = _Line(lines[j][0], "model", lines[j][1])
            return j + 1
        self.values["model"] = _Line(number, "model", "")
        return j

    def error(self, number: int, reason: str) -> DataError:
        return DataError(self.display, f"line {number}", reason)

    def need(self, key: str) -> _Line:
        line = self.values.get(key)
        if line is None:
            raise DataError(self.display, "", f"no '{key}:' line")
        return line

    def integer(self, line: _Line, low: int, high: int) -> int:
        match = re.match(r"^\s*(-?\d+)", line.value)
        if not match:
            raise self.error(line.number, f"{line.key}: expected a whole number, got "
                                          f"{line.value!r}")
        digits = match.group(1).lstrip("-").lstrip("0")
        if len(digits) > _DIGITS:  # Python refuses to read over 4,300 digits at all
            raise self.error(line.number, f"{line.key}: a {len(digits):,}-digit number is "
                                          f"outside {low}..{high}")
        value = int(match.group(1))
        if not low <= value <= high:
            raise self.error(line.number, f"{line.key}: {value} is outside {low}..{high}")
        return value


def _weapon_line(reader: _Reader, number: int, line: str, equipment: Equipment,
                 clan: bool = False) -> tuple[WeaponEntry, str, int]:
    """(equipment entry, location code, count) of one ``Weapons:`` line."""
    parts = [p.strip() for p in line.split(",")]
    if len(parts) < 2:
        raise reader.error(number, f"expected 'Name, Location', got {line!r}")
    name, where = parts[0], parts[1]
    count = 1
    if match := _COUNT.match(name):
        digits = match.group(1)
        if len(digits) > _DIGITS or not 1 <= int(digits) <= MAX_COUNT:
            shown = f"{len(digits):,}-digit count" if len(digits) > _DIGITS else \
                f"count of {digits}"
            raise reader.error(number, f"{match.group(2)}: a {shown} is outside "
                                       f"1..{MAX_COUNT}")
        count, name = int(match.group(1)), match.group(2)
    if "(r)" in name.lower():
        raise reader.error(number, f"{name}: rear-firing 'Mech weapons are not supported "
                                   "(a btdesk 'Mech weapon fires into its location's arc)")
    name = _SLOT_SUFFIX.sub("", name)
    location = LOCATION_CODES.get(where.lower())
    if location is None:
        raise reader.error(number, f"{where!r} is not a 'Mech location")
    entry = weapon_named(equipment, name, clan)
    if entry is None:
        raise reader.error(number, f"{name}: not in resources/equipment.yaml (btdesk knows "
                                   "the Level 1 Inner Sphere weapons, the Quick-Start "
                                   "sheets' Level 2 ones and the common Clan ones)")
    return entry, location, count


def import_mtf(path: Path, display: str | None = None) -> Imported:
    shown = display or str(path)
    raw = read_bounded(path, shown, MTF_LIMIT)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")  # older MegaMek files; every byte means something
    return parse_mtf(text, shown)


def parse_mtf(text: str, display: str) -> Imported:
    reader = _Reader(text, display)
    equipment = load_equipment()
    notes: list[str] = []
    config = reader.need("config")
    if config.value.lower() != "biped":
        raise reader.error(config.number, f"Config: {config.value} 'Mechs are not supported "
                                          "(btdesk plays biped 'Mechs)")
    base = reader.values.get("techbase")
    clan = base is not None and base.value.lower() == "clan"
    if base is not None and not clan and base.value.lower() not in ("inner sphere", "is"):
        raise reader.error(base.number, f"techbase: {base.value} technology is not read "
                                        "(Inner Sphere or Clan, one of them)")
    chassis, model = reader.need("chassis").value, reader.need("model").value
    for named in (reader.need("chassis"), reader.need("model")):
        if len(named.value) > MAX_NAME:  # it names the sheet's file too
            raise reader.error(named.number, f"{named.key}: {len(named.value):,} characters "
                                             f"long (a name is at most {MAX_NAME})")
    name = f"{model} {chassis}".strip()
    key = sheet_key(model, chassis)
    tons = reader.integer(reader.need("mass"), 10, 200)
    walk = reader.integer(reader.need("walk mp"), 0, 30)
    jump = reader.integer(reader.values["jump mp"], 0, 30) if "jump mp" in reader.values else 0

    armor: dict[str, int] = {}
    rear: dict[str, int] = {}
    for mtf_key, loc in (*ARMOR_KEYS.items(), *REAR_KEYS.items()):
        line = reader.values.get(f"{mtf_key} armor")
        if line is None:
            raise DataError(display, "", f"no '{mtf_key.upper()} armor:' line")
        (armor if mtf_key in ARMOR_KEYS else rear)[loc] = reader.integer(line, 0, 99)
    notes.extend(_check_armor(reader, tons, armor, rear))

    carried: dict[str, WeaponEntry] = {}
    counted: dict[tuple[str, str], int] = {}
    for number, text in reader.weapons:
        found, location, count = _weapon_line(reader, number, text, equipment, clan)
        carried[found.name] = found
        counted[(found.name, location)] = counted.get((found.name, location), 0) + count
    weapons: list[dict[str, Any]] = []
    for (weapon, location), count in counted.items():
        entry: dict[str, Any] = {"name": weapon, "location": location,
                                 **{k: (list(v) if isinstance(v, list) else v)
                                    for k, v in carried[weapon].sheet.items()}}
        if count > 1:
            entry["quantity"] = count
        weapons.append(entry)

    criticals: dict[str, list[str]] = {}
    shots: dict[str, int] = {}
    for loc in MECH_LOCATIONS:
        slots = reader.slots.get(loc)
        if slots is None:
            raise DataError(display, "", f"no slot block for {_location_name(loc)}")
        size = MECH_SLOTS[loc]
        if any(s.lower() != EMPTY_SLOT for s in slots[size:]):
            raise DataError(display, _location_name(loc), f"more than {size} slots filled")
        slots = (slots + [EMPTY_SLOT] * size)[:size]
        kept = []
        for slot in slots:
            clean = _SLOT_SUFFIX.sub("", slot)
            if "ammo" in clean.lower():
                feed = equipment.ammo.get(normalise(clean))
                if feed is None:
                    raise DataError(display, _location_name(loc),
                                    f"{clean}: ammunition not in resources/equipment.yaml")
                shots[feed.weapon] = shots.get(feed.weapon, 0) + feed.shots
            kept.append("" if clean.lower() == EMPTY_SLOT else clean)
        criticals[loc] = kept
    ammo = ammo_carried(shots, carried, notes, "on the 'Mech")

    standard = _standard_lines(reader)
    document: dict[str, Any] = {
        "format": SHEET_FORMAT, "version": SHEET_VERSION, "name": name, "type": "mech",
        "tons": tons,
        "movement": {"walk": walk, "run": math.ceil(walk * 1.5), **({"jump": jump} if jump
                                                                   else {})},
        "armor": armor,
        "rear_armor": rear,
        "weapons": weapons,
        **({"ammo": ammo} if ammo else {}),
        "criticals": criticals,
        **standard,
        "source": f"imported from {Path(display).name} (a MegaMek .mtf file) by btdesk; "
                  "damage and ranges from resources/equipment.yaml",
    }
    sheet = parse_sheet(document, display, key)  # the sheet format's own checks
    return Imported(key, document, sheet, notes)


def _standard_lines(reader: _Reader) -> dict[str, Any]:
    """Heat sinks (``Heat Sinks:13 Single``, ``10 Double``), the engine and the internal
    structure, kept for the standard rules (Total Warfare); the Quick-Start game reads
    none of them."""
    out: dict[str, Any] = {}
    sinks = reader.values.get("heat sinks")
    if sinks is not None:
        words = sinks.value.split()
        if not words or not words[0].isdigit() or not 0 < int(words[0]) < 100:
            raise reader.error(sinks.number, f"heat sinks: {sinks.value!r} is not a count "
                                             "of heat sinks (1 to 99)")
        double = any(w.lower() == "double" for w in words[1:])
        out["heat_sinks"] = {"count": int(words[0]), "type": "double" if double else "single"}
    for key in ("engine", "structure"):
        line = reader.values.get(key)
        if line is not None and line.value.strip():
            out[key] = line.value.strip()[:80]
    return out


def ammo_carried(shots: dict[str, int], carried: Container[str], notes: list[str],
                 where: str) -> list[dict[str, Any]]:
    """The ammunition bins of a sheet: the shots for each weapon the unit carries; shots
    for one it does not are dropped with a note ("no LRM 5 {where}")."""
    out = []
    for weapon, count in shots.items():
        if weapon not in carried:
            notes.append(f"dropped: {count} shots of {weapon} ammunition (no {weapon} {where})")
            continue
        out.append({"weapon": weapon, "shots": count})
    return out


def sheet_key(model: str, chassis: str) -> str:
    """The sheet's file stem, from its model and chassis (``hbk-4g-hunchback``)."""
    return _KEY_SAFE.sub("-", f"{model}-{chassis}".lower()).strip("-.") or "imported"


def _check_armor(reader: _Reader, tons: int, armor: dict[str, int], rear: dict[str, int],
                 ) -> list[str]:
    """Refuse armour beyond what the tonnage allows (Total Warfare: twice a location's
    internal structure, front and rear together; the head 9); a tonnage the table does
    not have is imported with a note that its armour was not checked."""
    table = load_structure()
    most = table.max_armor(tons)
    if most is None:
        return [f"armour not checked: the internal structure table has no {tons}-ton "
                "'Mech (it has 10 to 100 tons, in steps of 5)"]
    for key, loc in ARMOR_KEYS.items():
        carried = armor[loc] + rear.get(loc, 0)
        if carried > most[loc]:
            line = reader.values[f"{key} armor"]
            behind = f" + {rear[loc]} rear" if rear.get(loc) else ""
            limit = ("the head's most" if loc == "H" else
                     f"twice its internal structure of {most[loc] // table.armor_per_structure}")
            raise reader.error(line.number, f"{line.key}: {armor[loc]}{behind} is more than "
                                            f"a {tons}-ton 'Mech's {_location_name(loc)} "
                                            f"carries ({most[loc]}, {limit})")
    return []


def _location_name(code: str) -> str:
    return next(name.title() for name, c in LOCATION_CODES.items() if c == code)


def sheet_text(document: dict[str, Any]) -> str:
    """A sheet file laid out like the built-in ones: one line per weapon, ammunition
    entry and slot list."""
    return laid_out(document, tuple(k for k in ("weapons", "ammo") if document.get(k)),
                    ("criticals",))


def write_sheet(imported: Imported, folder: Path, force: bool = False) -> Path:
    """Write ``folder/<key>.yaml`` atomically; an existing file is kept unless ``force``
    (an import must not replace a sheet a referee has edited)."""
    target = folder / f"{imported.key}.yaml"
    if exists(target) and not force:
        raise DataError(str(target), "", "already exists (add --force to replace it)")
    text = sheet_text(imported.document)
    parse_sheet(parse_text(text, str(target)), str(target), imported.key)  # reads back
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(target, text.encode("utf-8"), keep_backup=False)
    except OSError as exc:
        raise DataError(str(target), "", f"could not write ({exc.strerror or exc})") from None
    return target
