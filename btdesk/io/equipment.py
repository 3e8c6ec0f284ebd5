"""The equipment table (``resources/equipment.yaml``): what a MegaMek file's weapon and
ammunition names mean as btdesk sheet data.

A ``.mtf`` file names its weapons but carries no damage or ranges, so an import needs
this table; it is data with its sources, like the rule tables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any

from .reader import Node
from .resources import display_name, resources_dir
from .yamlsafe import load_file

FORMAT = "btdesk-equipment"
VERSION = 1
SOURCES = ("qsr", "total-warfare")
_IGNORED = re.compile(r"[\s\-/_.]+")


def normalise(name: str) -> str:
    """``ISMediumLaser``, ``Medium Laser`` and ``IS Medium-Laser`` are one weapon:
    case, spaces, '-', '/', '_', '.' and a leading 'IS' do not count."""
    flat = _IGNORED.sub("", name).lower()
    return flat[2:] if flat.startswith("is") and len(flat) > 2 else flat


@dataclass(frozen=True)
class WeaponEntry:
    name: str
    sheet: MappingProxyType[str, Any]  # the sheet's weapon keys but location
    source: str


@dataclass(frozen=True)
class AmmoEntry:
    weapon: str  # WeaponEntry.name it feeds
    shots: int  # in one critical slot


@dataclass(frozen=True)
class Equipment:
    weapons: MappingProxyType[str, WeaponEntry]  # normalised alias → entry
    ammo: MappingProxyType[str, AmmoEntry]  # normalised alias → entry
    source: str


# The sheet keys an entry carries for the weapons it names (all but name and location).
_NEEDED = ("damage", "range")
_OPTIONAL = ("codes", "rapid_fire", "missiles", "group", "min_range")


def parse_equipment(data: object, display: str) -> Equipment:
    root = Node(data, display).mapping(required=("format", "version", "source", "weapons"))
    root.check_header(FORMAT, VERSION, "an equipment table")
    weapons: dict[str, WeaponEntry] = {}
    ammo: dict[str, AmmoEntry] = {}
    for node in root["weapons"].seq(1):
        node.mapping(required=("name", "aliases", "source", *_NEEDED),
                     optional=(*_OPTIONAL, "ammo", "half_ton_ammo"))
        name = node["name"].text()
        sheet = {key: node[key].value for key in (*_NEEDED, *_OPTIONAL) if node.has(key)}
        entry = WeaponEntry(name, MappingProxyType(sheet), node["source"].choice(SOURCES))
        for alias in [name, *(n.text() for n in node["aliases"].seq(1))]:
            key = normalise(alias)
            if key in weapons and weapons[key].name != name:
                raise node.error(f"{alias!r} already names {weapons[key].name}", "aliases")
            weapons[key] = entry
        for field, per in (("ammo", "per_ton"), ("half_ton_ammo", "shots")):
            if node.has(field):
                feed = node[field].mapping(required=(per, "aliases"))
                shots = feed[per].integer(1, 1000)
                for slot in feed["aliases"].seq(1):
                    ammo[normalise(slot.text())] = AmmoEntry(name, shots)
    return Equipment(MappingProxyType(weapons), MappingProxyType(ammo), root["source"].text())


def weapon_named(equipment: Equipment, name: str, clan: bool = False) -> WeaponEntry | None:
    """The weapon a unit file names.  A Clan unit's file may name its weapons without
    the ``CL`` prefix (``ER Medium Laser``): for one, the Clan weapon of that name is
    looked for first, then the name as written."""
    if clan:
        found = equipment.weapons.get(normalise(f"CL{name}"))
        if found is not None:
            return found
    return equipment.weapons.get(normalise(name))


@cache
def load_equipment() -> Equipment:
    path = resources_dir() / "equipment.yaml"
    return parse_equipment(load_file(path, display_name(path)), display_name(path))
