"""Record sheets as data: ``sheets/*.yaml`` (built in) and the user's own sheets.

The schema is documented in ``docs/sheet-format.md``.  A bad file never stops the
app: it is set aside with its :class:`DataError` and the rest load.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from btdesk.model.criticals import AMMO_PREFIX, ammo_for, system_kind
from btdesk.model.units import (
    MECH_LOCATIONS,
    MECH_REAR,
    MECH_SLOTS,
    VEHICLE_ARMOR_LOCATIONS,
    VEHICLE_LOCATIONS,
    Ammo,
    Crew,
    InfantryData,
    Motive,
    Movement,
    Transport,
    UnitDefinition,
    UnitKind,
    Weapon,
    WeaponCode,
)

from .errors import DataError
from .reader import Node
from .resources import data_files, display_name, sheets_dir, user_sheets_dir
from .yamlsafe import load_file


class _Sourced(Protocol):
    """Reads an int that may be marked ``source: public-data`` and remembers the mark."""

    def __call__(self, node: Node, low: int | None = 0, high: int | None = None) -> int: ...


FORMAT = "btdesk-sheet"
VERSION = 1
_KEY = re.compile(r"^[a-z0-9][a-z0-9._-]*$")


@dataclass(frozen=True)
class SheetLibrary:
    """Every sheet that loaded, by key, and every file that did not, with why."""

    sheets: dict[str, UnitDefinition]
    rejected: tuple[DataError, ...]
    documents: dict[str, Any]  # key → the parsed YAML each sheet came from (for saves)

    def get(self, key: str) -> UnitDefinition:
        return self.sheets[key]


def parse_sheet(data: object, display: str, key: str, at: str = "") -> UnitDefinition:
    root = Node(data, display, at).mapping(
        required=("format", "version", "name", "type", "movement"),
        optional=("tons", "armor", "weapons", "ammo", "crew", "infantry", "source",
                  "rear_armor", "criticals", "transport", "omni", "anti_mech", "bv",
                  "heat_sinks", "engine", "structure"),
    )
    root.check_header(FORMAT, VERSION, "a record sheet")
    kind = UnitKind(root["type"].choice([k.value for k in UnitKind]))
    public: set[str] = set()

    def sourced(node: Node, low: int | None = 0, high: int | None = None) -> int:
        value, source = node.sourced_int(low, high)
        if source == "public-data":
            public.add(node.path[len(at) + 1:] if at else node.path)  # relative to the sheet
        return value

    tons: int | None = None
    if kind in (UnitKind.MECH, UnitKind.VEHICLE):
        tons = root["tons"].integer(1, 200)
    elif root.has("tons"):
        tons = root["tons"].integer(0, 200)

    movement = _movement(root["movement"], kind, sourced)
    armor = _armor(root, kind, sourced)
    rear_armor, criticals = _total_warfare(root, kind, sourced)
    weapon_nodes = root["weapons"].seq() if root.has("weapons") else []
    weapons = tuple(_weapon(w, kind) for w in weapon_nodes)
    ammo = tuple(_ammo(a, weapons) for a in (root["ammo"].seq() if root.has("ammo") else []))
    criticals = _canonical_slots(criticals, weapons, ammo)
    if kind is UnitKind.VEHICLE and "T" not in armor:
        for w in weapons:
            if w.location == "T":
                raise root.error("a turret weapon needs turret armour (armor.T)", "weapons")
    crew = Crew()
    if root.has("crew"):
        c = root["crew"].mapping(optional=("gunnery", "piloting", "anti_mech"))
        if c.has("anti_mech") and not kind.is_infantry:
            raise c.error("only infantry has an anti-'Mech skill", "anti_mech")
        crew = Crew(
            gunnery=c["gunnery"].integer(0, 8) if c.has("gunnery") else Crew.gunnery,
            piloting=c["piloting"].integer(0, 8) if c.has("piloting") else Crew.piloting,
            anti_mech=c["anti_mech"].integer(0, 8) if c.has("anti_mech") else Crew.anti_mech,
        )
    anti_mech = kind is UnitKind.BATTLE_ARMOR
    if root.has("anti_mech"):
        if not kind.is_infantry:
            raise root.error("only infantry is anti-'Mech trained (Total Warfare, "
                             "anti-'Mech attacks)",
                             "anti_mech")
        anti_mech = root["anti_mech"].flag()
    infantry = _infantry(root, kind, sourced)
    transport = None
    if root.has("transport"):
        if kind is not UnitKind.VEHICLE:
            raise root.error("only a vehicle carries infantry in bays (Total Warfare, "
                             "infantry transport)",
                             "transport")
        bays = root["transport"].mapping(required=("infantry",))
        transport = Transport(infantry=sourced(bays["infantry"], 1, 10))
    sinks, double, engine, structure = _standard_data(root, kind)
    omni = root["omni"].flag() if root.has("omni") else False
    if omni and kind not in (UnitKind.MECH, UnitKind.VEHICLE):
        raise root.error("only a 'Mech or a vehicle is an Omni unit (Total Warfare, "
                         "mechanized battle armor)", "omni")
    return UnitDefinition(
        key=key,
        name=root["name"].text(),
        kind=kind,
        tons=tons,
        movement=movement,
        armor=armor,
        weapons=weapons,
        ammo=ammo,
        crew=crew,
        infantry=infantry,
        public_data=frozenset(public),
        source=root["source"].text() if root.has("source") else "",
        rear_armor=rear_armor,
        criticals=criticals,
        transport=transport,
        omni=omni,
        anti_mech=anti_mech,
        heat_sinks=sinks,
        double_heat_sinks=double,
        engine=engine,
        structure_type=structure,
        bv=root["bv"].integer(0, 100_000) if root.has("bv") else None,
    )


def _standard_data(root: Node, kind: UnitKind) -> tuple[int, bool, str, str]:
    """A 'Mech's Total Warfare data the standard rules play (an imported sheet keeps
    them): ``heat_sinks: {count: 13, type: single}``, its engine and internal structure
    as the file names them."""
    for key in ("heat_sinks", "engine", "structure"):
        if root.has(key) and kind is not UnitKind.MECH:
            raise root.error(f"only a 'Mech sheet has {key} ({kind.value} given)", key)
    count, double = 0, False
    if root.has("heat_sinks"):
        node = root["heat_sinks"].mapping(required=("count", "type"))
        count = node["count"].integer(1, 99)
        double = node["type"].choice(("single", "double")) == "double"
    engine = root["engine"].text() if root.has("engine") else ""
    structure = root["structure"].text() if root.has("structure") else ""
    return count, double, engine, structure


def _canonical_slots(criticals: dict[str, tuple[str, ...]], weapons: tuple[Weapon, ...],
                     ammo: tuple[Ammo, ...]) -> dict[str, tuple[str, ...]]:
    """Slots named as the rules read them (model/criticals.py): a weapon slot by the
    sheet's name for a weapon in that location, an ammunition slot ``Ammo (<weapon>)``.
    A MegaMek file's own names (``Autocannon/20``, ``IS Ammo AC/20``) are looked up in
    the equipment table, read only when a sheet has such a name (the built-in sheets
    have none)."""
    fed = {a.weapon for a in ammo}
    out: dict[str, tuple[str, ...]] = {}
    for loc, slots in criticals.items():
        here = {w.name for w in weapons if w.location == loc}
        named = []
        for text in slots:
            if (system_kind(text) is None and text not in here
                    and ammo_for(text) not in fed):
                text = _from_equipment(text, here, fed)
            named.append(text)
        out[loc] = tuple(named)
    return out


def _from_equipment(text: str, here: set[str], fed: set[str]) -> str:
    from .equipment import load_equipment, normalise  # only for imported names

    equipment = load_equipment()
    flat = normalise(text)
    weapon = equipment.weapons.get(flat)
    if weapon is not None and weapon.name in here:
        return weapon.name
    feed = equipment.ammo.get(flat)
    if feed is not None and feed.weapon in fed:
        return f"{AMMO_PREFIX}{feed.weapon})"
    return text


def _movement(node: Node, kind: UnitKind, sourced: _Sourced) -> Movement:
    if kind is UnitKind.MECH:
        node.mapping(required=("walk", "run"), optional=("jump",))
        walk, run = sourced(node["walk"], 0, 30), sourced(node["run"], 0, 45)
        _check_run(node, "run", walk, run)
        jump = sourced(node["jump"], 0, 30) if node.has("jump") else 0
        return Movement(walk, run, jump, Motive.BIPED)
    if kind is UnitKind.VEHICLE:
        node.mapping(required=("cruise", "flank", "motive"))
        cruise, flank = sourced(node["cruise"], 0, 30), sourced(node["flank"], 0, 45)
        _check_run(node, "flank", cruise, flank)
        motive = Motive(node["motive"].choice(("tracked", "wheeled", "hover")))
        return Movement(cruise, flank, 0, motive)
    node.mapping(required=("mp",), optional=("motive",))
    mp = sourced(node["mp"], 0, 30)
    default = Motive.JUMP if kind is UnitKind.BATTLE_ARMOR else Motive.MOTORIZED
    # Mechanized infantry (tracked, wheeled, hover) is conventional; VTOL and UMU MP either
    # (seed 003 歩兵の移動; played by the Total Warfare infantry option).
    choices: tuple[str, ...] = ("foot", "motorized", "jump", "vtol", "umu")
    if kind is UnitKind.INFANTRY:
        choices += ("tracked", "wheeled", "hover")
    motive = Motive(node["motive"].choice(choices)) if node.has("motive") else default
    # Infantry have no movement modes (QSR Elite, *Movement Modes*): one MP value.
    return Movement(mp, mp, mp if motive is Motive.JUMP else 0, motive)


def _check_run(node: Node, key: str, walk: int, run: int) -> None:
    """Running/flanking MP is walking/cruising × 1.5 rounded up (QSR *Running*; the
    vehicle table footnote says the same of Flank MP)."""
    expected = math.ceil(walk * 1.5)
    if run != expected:
        raise node.error(f"expected {expected} (1.5 × {walk} rounded up), got {run}", key)


def _armor(root: Node, kind: UnitKind, sourced: _Sourced) -> dict[str, int]:
    if kind.is_infantry:
        if root.has("armor"):
            raise root.error("infantry carry armour under infantry:, not armor:", "armor")
        return {}
    node = root["armor"]
    if kind is UnitKind.MECH:
        node.mapping(required=MECH_LOCATIONS)
    else:
        node.mapping(required=("F", "LS", "RS", "R"), optional=("T",))
    order = MECH_LOCATIONS if kind is UnitKind.MECH else VEHICLE_ARMOR_LOCATIONS
    return {loc: sourced(node[loc], 0) for loc in order if node.has(loc)}


def _total_warfare(root: Node, kind: UnitKind, sourced: _Sourced,
                   ) -> tuple[dict[str, int], dict[str, tuple[str, ...]]]:
    """Torso rear armour and critical slots: a 'Mech sheet from Total Warfare data (an
    imported MegaMek file) has them, a Quick-Start sheet has neither."""
    rear: dict[str, int] = {}
    slots: dict[str, tuple[str, ...]] = {}
    for key in ("rear_armor", "criticals"):
        if root.has(key) and kind is not UnitKind.MECH:
            raise root.error(f"only a 'Mech sheet has {key} ({kind.value} given)", key)
    if root.has("rear_armor"):
        node = root["rear_armor"].mapping(required=tuple(MECH_REAR))
        rear = {loc: sourced(node[loc], 0, 99) for loc in MECH_REAR}
    if root.has("criticals"):
        node = root["criticals"].mapping(optional=(*MECH_SLOTS, "source"))
        if node.has("source") and node["source"].choice(("seed", "public-data")) \
                == "public-data":  # the whole layout's source, as for one value
            sourced(Node({"value": 0, "source": "public-data"}, node.file, node.path))
        for loc, size in MECH_SLOTS.items():
            if node.has(loc):
                slots[loc] = tuple(n.text(nonempty=False) for n in node[loc].seq(size, size))
    return rear, slots


_DAMAGE_CODES = tuple(c.value for c in WeaponCode)


def _weapon(node: Node, kind: UnitKind) -> Weapon:
    node.mapping(
        required=("name", "damage", "range"),
        optional=("location", "quantity", "codes", "rapid_fire", "missiles", "group",
                  "min_range", "body_mounted"),
    )
    location: str | None = None
    if kind is UnitKind.MECH:
        location = node["location"].choice(MECH_LOCATIONS)
    elif kind is UnitKind.VEHICLE:
        location = node["location"].choice(VEHICLE_LOCATIONS)
    elif node.has("location"):
        raise node.error("infantry weapons have no location", "location")
    codes = frozenset(
        WeaponCode(c.choice(_DAMAGE_CODES))
        for c in (node["codes"].seq() if node.has("codes") else [])
    )
    dnode = node["damage"]
    if WeaponCode.VARIABLE in codes:
        damage = tuple(d.integer(0, 200) for d in dnode.seq(3, 3))
    else:
        if isinstance(dnode.value, list):
            raise dnode.error("a list of three damage values needs the V code")
        damage = (dnode.integer(0, 200),)
    ranges = tuple(r.integer(0, 99) for r in node["range"].seq(3, 3))
    if not ranges[0] <= ranges[1] <= ranges[2]:
        raise node.error(f"short ≤ medium ≤ long expected, got {list(ranges)}", "range")
    rapid = node["rapid_fire"].integer(2, 6) if node.has("rapid_fire") else 0
    if rapid:
        codes = codes | {WeaponCode.CLUSTER}  # QSR: an R weapon firing twice is R/C
    missiles = node["missiles"].integer(2, 40) if node.has("missiles") else 0
    group = node["group"].integer(1, 40) if node.has("group") else 0
    if bool(missiles) != bool(group):
        raise node.error("a missile launcher needs both missiles and group", "missiles"
                         if not missiles else "group")
    if missiles and (rapid or WeaponCode.VARIABLE in codes):
        raise node.error("a missile launcher is neither rapid-fire nor variable", "missiles")
    if missiles:
        codes = codes | {WeaponCode.CLUSTER}
    body_mounted = node["body_mounted"].flag() if node.has("body_mounted") else False
    if body_mounted and (kind is not UnitKind.BATTLE_ARMOR or not missiles):
        raise node.error("only a battle armor missile launcher is body-mounted", "body_mounted")
    return Weapon(
        name=node["name"].text(),
        location=location,
        damage=damage,
        ranges=(ranges[0], ranges[1], ranges[2]),
        codes=codes,
        rapid_fire=rapid,
        quantity=node["quantity"].integer(1, 20) if node.has("quantity") else 1,
        missiles=missiles,
        group=group,
        min_range=node["min_range"].integer(0, ranges[2]) if node.has("min_range") else 0,
        body_mounted=body_mounted,
    )


def _ammo(node: Node, weapons: tuple[Weapon, ...]) -> Ammo:
    node.mapping(required=("weapon", "shots"))
    name = node["weapon"].text()
    if not any(w.name == name for w in weapons):
        raise node.error(f"no weapon named {name!r} on this sheet", "weapon")
    return Ammo(weapon=name, shots=node["shots"].integer(0, 1000))


def _infantry(root: Node, kind: UnitKind, sourced: _Sourced) -> InfantryData | None:
    if not kind.is_infantry:
        if root.has("infantry"):
            raise root.error(f"only infantry sheets have this ({kind.value} given)", "infantry")
        return None
    node = root["infantry"]
    if kind is UnitKind.BATTLE_ARMOR:
        node.mapping(required=("troopers", "armor_per_trooper"), optional=_MODEL_KEYS)
        return InfantryData(
            troopers=sourced(node["troopers"], 1, 6),
            armor_per_trooper=sourced(node["armor_per_trooper"], 0, 99),
            **_models(node),
        )
    node.mapping(required=("troopers", "weapon", "range_modifiers", "damage_by_troopers"),
                 optional=_MODEL_KEYS)
    troopers = sourced(node["troopers"], 1, 99)
    mods = tuple(m.integer(-9, 9) for m in node["range_modifiers"].seq(1, 30))
    damage = tuple(d.integer(0, 999) for d in node["damage_by_troopers"].seq(troopers, troopers))
    for i in range(1, len(damage)):
        if damage[i] < damage[i - 1]:
            raise node.error(
                f"damage must not fall as troopers rise ({i} troopers: {damage[i - 1]}, "
                f"{i + 1} troopers: {damage[i]})", "damage_by_troopers")
    return InfantryData(
        troopers=troopers,
        weapon=node["weapon"].text(),
        range_modifiers=mods,
        damage_by_troopers=damage,
        **_models(node),
    )


# The multi-model infantry module's sheet data (seed 004): "the unit's Leadership (Ld)
# characteristic" and its leader rule, both optional (the module's data has the default).
_MODEL_KEYS = ("leadership", "leader_rule")
LEADER_RULES = ("swarm", "battle_tactics")


def _models(node: Node) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if node.has("leadership"):
        out["leadership"] = node["leadership"].integer(1, 10)
    if node.has("leader_rule"):
        out["leader_rule"] = node["leader_rule"].choice(LEADER_RULES)
    return out


def load_sheet(path: Path, display: str | None = None) -> UnitDefinition:
    return load_sheet_and_document(path, display)[0]


def load_sheet_and_document(path: Path, display: str | None = None
                            ) -> tuple[UnitDefinition, Any]:
    """The sheet and the parsed YAML it came from (a save embeds the document)."""
    shown = display or display_name(path)
    key = path.stem.lower()
    if not _KEY.match(key):
        raise DataError(shown, "", "file name must be lower-case letters, digits, '-', '_' or '.'")
    document = load_file(path, shown)
    return parse_sheet(document, shown, key), document


def load_library(folders: Iterable[Path] | None = None) -> SheetLibrary:
    """Built-in sheets first, then the user's; a user sheet may not shadow a built-in one."""
    dirs = list(folders) if folders is not None else [sheets_dir(), user_sheets_dir()]
    sheets: dict[str, UnitDefinition] = {}
    documents: dict[str, Any] = {}
    origin: dict[str, str] = {}
    rejected: list[DataError] = []
    for folder in dirs:
        for path in data_files(folder):
            shown = display_name(path)
            try:
                sheet, document = load_sheet_and_document(path, shown)
            except DataError as exc:
                rejected.append(exc)
                continue
            if sheet.key in sheets:
                rejected.append(DataError(shown, "", f"a sheet named '{sheet.key}' is already "
                                                     f"loaded from {origin[sheet.key]}; rename it"))
                continue
            sheets[sheet.key] = sheet
            documents[sheet.key] = document
            origin[sheet.key] = shown
    return SheetLibrary(sheets, tuple(rejected), documents)
