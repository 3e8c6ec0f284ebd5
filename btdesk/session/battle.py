"""A battle built from parts (the force builder's model, without Qt): a map, two or more
sides with their deployment and units, each unit's skills and carrier, the rule options,
a victory condition — checked as it is built and saved as an ordinary scenario file in
the user's folder, so ``btdesk --scenario FILE`` and the app play it like a built-in one.

A unit's Gunnery and Piloting (and an infantry unit's anti-'Mech skill) belong to its
sheet (``crew:``).  A unit with other skills than its sheet's is saved as a crew variant
of the sheet (``<sheet>--g3p4`` in the user's sheets, the sheet with only ``crew:``
changed): the rules, saves and printing read it like any sheet, and reopening the
battle reads the skills back from it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from btdesk.hexgrid import Hex
from btdesk.io.atomic import write_atomic
from btdesk.io.errors import BtdeskError, DataError
from btdesk.io.map_paths import named_map_path
from btdesk.io.maps import read_map_file
from btdesk.io.mtf import sheet_text
from btdesk.io.resources import user_dir, user_sheets_dir
from btdesk.io.scenarios import (
    FORMAT,
    VERSION,
    VICTORY,
    ScenarioSource,
    build_scenario,
    read_scenario,
)
from btdesk.io.sheets import SheetLibrary, parse_sheet
from btdesk.io.yamlsafe import laid_out, load_file
from btdesk.model.board import Board
from btdesk.model.scenario import DeploymentZone, Edge
from btdesk.model.tables import RuleTables
from btdesk.model.units import Crew, UnitDefinition

EDGES = tuple(e.value for e in Edge)
VARIANT = re.compile(r"^(?P<base>.+)--g(?P<g>\d)p(?P<p>\d)(?:a(?P<a>\d))?$")
_SLUG = re.compile(r"[^a-z0-9]+")
DEFAULT_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00",
                   "#F0E442", "#000000")  # Okabe-Ito: told apart by every common eye


def battles_dir() -> Path:
    """Where the force builder saves battles: ``scenarios/`` in the user's folder."""
    return user_dir() / "scenarios"


@dataclass(frozen=True)
class UnitPick:
    sheet: str  # the base sheet's key
    gunnery: int = 4
    piloting: int = 5
    anti_mech: int = 5
    aboard: int = 0  # riding the side's unit no. N (1-based), 0: not


@dataclass(frozen=True)
class SidePlan:
    key: str
    name: str
    colour: str
    edge: str = "north"
    depth: int = 3
    units: tuple[UnitPick, ...] = ()
    hexes: tuple[str, ...] = ()  # a zone painted on the map (labels, sorted); () for edge

    def zone(self) -> DeploymentZone:
        return DeploymentZone(Edge(self.edge), self.depth,
                              frozenset(Hex.from_label(h) for h in self.hexes))


@dataclass(frozen=True)
class BattlePlan:
    title: str = "My battle"
    map_name: str = "default"
    sides: tuple[SidePlan, ...] = ()
    options: tuple[str, ...] = ()
    victory: str = VICTORY[0]
    leaving_map_destroys: bool = True


def default_plan() -> BattlePlan:
    return BattlePlan(sides=(SidePlan("blue", "Blue", DEFAULT_COLOURS[0], "south"),
                             SidePlan("orange", "Orange", DEFAULT_COLOURS[1], "north")))


def pick_for(sheet: UnitDefinition) -> UnitPick:
    """A new unit of ``sheet`` with the sheet's own skills."""
    return UnitPick(sheet.key, sheet.crew.gunnery, sheet.crew.piloting, sheet.crew.anti_mech)


def variant_key(pick: UnitPick, base: UnitDefinition) -> str:
    """The sheet a unit plays: its own, or the crew variant with its skills."""
    crew = base.crew
    if (pick.gunnery, pick.piloting, pick.anti_mech) == (crew.gunnery, crew.piloting,
                                                        crew.anti_mech):
        return base.key
    anti = f"a{pick.anti_mech}" if base.kind.is_infantry else ""
    return f"{base.key}--g{pick.gunnery}p{pick.piloting}{anti}"


def base_of(key: str) -> tuple[str, dict[str, int]]:
    """A sheet key back to its base sheet and the skills its variant name holds."""
    found = VARIANT.match(key)
    if found is None:
        return key, {}
    skills = {"gunnery": int(found["g"]), "piloting": int(found["p"])}
    if found["a"] is not None:
        skills["anti_mech"] = int(found["a"])
    return found["base"], skills


def slug(title: str) -> str:
    return _SLUG.sub("-", title.lower()).strip("-")[:60] or "battle"


# --- the scenario document ---------------------------------------------------------------

def document(plan: BattlePlan, library: SheetLibrary) -> dict[str, Any]:
    """The plan as a scenario file's document (units set up by their players, in their
    zones, when the game starts)."""
    sides = []
    for side in plan.sides:
        units = []
        for pick in side.units:
            base = library.sheets.get(pick.sheet)
            entry: dict[str, Any] = {"sheet": variant_key(pick, base) if base else pick.sheet}
            if pick.aboard:
                entry["aboard"] = pick.aboard
            units.append(entry)
        deployment: dict[str, Any] = {"edge": side.edge, "depth": side.depth}
        if side.hexes:
            deployment["hexes"] = list(side.hexes)
        sides.append({"key": side.key, "name": side.name, "colour": side.colour,
                      "deployment": deployment, "units": units})
    doc: dict[str, Any] = {"format": FORMAT, "version": VERSION, "title": plan.title,
                           "source": "built in btdesk's force builder", "map": plan.map_name,
                           "victory": plan.victory}
    if plan.leaving_map_destroys:
        doc["special_rules"] = ["leaving_map_destroys"]
    if plan.options:
        doc["options"] = list(plan.options)
    doc["sides"] = sides
    return doc


def plan_of(doc: Any, display: str, library: SheetLibrary) -> BattlePlan:
    """A saved battle back into a plan (the scenario reader has checked its shape): a
    crew variant's skills from its name, any other unit's from its sheet."""
    if not isinstance(doc, dict):
        raise DataError(display, "", "not a scenario")
    sides = []
    for side in doc.get("sides", []):
        picks = []
        for unit in side.get("units", []):
            base, skills = base_of(str(unit.get("sheet", "")))
            sheet = library.sheets.get(base)
            own = pick_for(sheet) if sheet is not None else UnitPick(base)
            picks.append(UnitPick(base, skills.get("gunnery", own.gunnery),
                                  skills.get("piloting", own.piloting),
                                  skills.get("anti_mech", own.anti_mech),
                                  int(unit.get("aboard", 0))))
        deployment = side.get("deployment", {})
        sides.append(SidePlan(str(side["key"]), str(side["name"]), str(side["colour"]),
                              str(deployment.get("edge", "north")),
                              int(deployment.get("depth", 3)), tuple(picks),
                              tuple(sorted(str(h) for h in deployment.get("hexes", [])))))
    return BattlePlan(str(doc.get("title", "")), str(doc.get("map", "default")), tuple(sides),
                      tuple(str(o) for o in doc.get("options", [])),
                      str(doc.get("victory", VICTORY[0])),
                      "leaving_map_destroys" in doc.get("special_rules", []))


# --- checking ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Problem:
    where: str  # "Blue, unit 2", "Blue", "map"
    reason: str

    def __str__(self) -> str:
        return f"{self.where}: {self.reason}" if self.where else self.reason


def map_board(name: str, tables: RuleTables) -> Board:
    path = named_map_path(name)
    if path is None:
        raise DataError(name, "", "no map of that name (yours or built in)")
    return read_map_file(path, tables).board


def problems(plan: BattlePlan, library: SheetLibrary, tables: RuleTables,
             board: Board | None) -> list[Problem]:
    """Everything that stops the battle being played, each with where and why: a
    deployment zone off the map, a unit whose zone has no hex it may stand in, a rider
    too large for its carrier or on a full one, a side without units."""
    out: list[Problem] = []
    if not plan.title.strip():
        out.append(Problem("title", "a battle needs a title"))
    if board is None:
        out.append(Problem("map", f"no map named {plan.map_name!r}"))
    if len(plan.sides) < 2:
        out.append(Problem("", "a battle needs two sides or more"))
    keys = [s.key for s in plan.sides]
    for side in plan.sides:
        if keys.count(side.key) > 1:
            out.append(Problem(side.name, "two sides have one name"))
        if not side.units:
            out.append(Problem(side.name, "no units"))
        zone = side.zone()
        across = (board.rows if side.edge in ("north", "south") else board.columns) \
            if board else 0
        off = sorted(h.label for h in zone.hexes if board is not None
                     and not board.contains(h))
        if off:
            out.append(Problem(side.name, f"painted hexes off the map: {', '.join(off[:5])}"
                                          f"{' …' if len(off) > 5 else ''}"))
        if board is not None and not zone.hexes and side.depth > across:
            out.append(Problem(side.name, f"a deployment zone {side.depth} hexes deep is "
                                          f"off the map ({across} hexes across from the "
                                          f"{side.edge} edge)"))
        zone_hexes = [h for h in board.hexes() if zone.contains(board, h)] if board else []
        for n, pick in enumerate(side.units, start=1):
            where = f"{side.name}, unit {n}"
            sheet = library.sheets.get(pick.sheet)
            if sheet is None:
                out.append(Problem(where, f"no record sheet named {pick.sheet!r}"))
                continue
            for skill in ("gunnery", "piloting", "anti_mech"):
                if not 0 <= getattr(pick, skill) <= 8:
                    out.append(Problem(where, f"{skill} must be 0 to 8"))
            if pick.aboard:
                out += _rider(side, n, pick, sheet, library)
            elif board is not None and zone_hexes:
                motive = sheet.movement.motive
                if all(motive in tables.terrain[board.terrain_at(h)].prohibited
                       for h in zone_hexes):
                    out.append(Problem(where, f"{sheet.name} ({motive.value}) cannot stand "
                                              f"on any hex of {side.name}'s deployment zone"))
    return out


def _rider(side: SidePlan, n: int, pick: UnitPick, sheet: UnitDefinition,
           library: SheetLibrary) -> list[Problem]:
    where = f"{side.name}, unit {n}"
    if not sheet.kind.is_infantry:
        return [Problem(where, f"{sheet.name} is not infantry: only infantry ride carriers")]
    if not 1 <= pick.aboard < n:
        return [Problem(where, "a rider rides a unit listed before it")]
    carrier = library.sheets.get(side.units[pick.aboard - 1].sheet)
    if carrier is None or not carrier.infantry_capacity:
        return [Problem(where, f"unit {pick.aboard} is not a carrier (no infantry bay and "
                               "not an Omni unit)")]
    if carrier.handholds and sheet.kind.value != "battle_armor":
        return [Problem(where, f"only battle armor rides {carrier.name}'s handholds")]
    if carrier.handholds and sheet.infantry is not None and sheet.infantry.troopers > 6:
        return [Problem(where, f"{sheet.name} has {sheet.infantry.troopers} troopers: too "
                               f"large for {carrier.name}'s handholds (six at most)")]
    riding = sum(p.aboard == pick.aboard for p in side.units[:n - 1])
    if riding >= carrier.infantry_capacity:
        return [Problem(where, f"{carrier.name} carries {carrier.infantry_capacity} infantry "
                               "unit(s) and is full")]
    return []


# --- force strength ---------------------------------------------------------------------

@dataclass(frozen=True)
class Strength:
    units: int
    tons: int
    bv: int
    without_bv: int  # units whose sheet carries no ``bv:``
    by_kind: dict[str, int] = field(default_factory=dict)

    def text(self) -> str:
        kinds = ", ".join(f"{n} {k}" for k, n in self.by_kind.items())
        bv = f"BV {self.bv:,}" if self.units > self.without_bv else "BV unknown"
        if 0 < self.without_bv < self.units:
            bv += f" ({self.without_bv} without)"
        units = "1 unit" if self.units == 1 else f"{self.units} units"
        return f"{units} ({kinds}) · {self.tons} t · {bv}" if self.units else \
            "no units"


def strength(side: SidePlan, library: SheetLibrary) -> Strength:
    sheets = [library.sheets[p.sheet] for p in side.units if p.sheet in library.sheets]
    kinds: dict[str, int] = {}
    for s in sheets:
        kinds[s.kind.display_name] = kinds.get(s.kind.display_name, 0) + 1
    return Strength(len(sheets), sum(s.tons or 0 for s in sheets),
                    sum(s.bv or 0 for s in sheets), sum(s.bv is None for s in sheets), kinds)


# --- saving -----------------------------------------------------------------------------

def save(plan: BattlePlan, library: SheetLibrary, tables: RuleTables,
         target: Path | None = None) -> Path:
    """Write the crew variants the battle needs and the scenario; read it back as a game
    would.  Returns the scenario file."""
    found = problems(plan, library, tables, _board_or_none(plan.map_name, tables))
    if found:
        raise BtdeskError(f"the battle cannot be saved: {found[0]}")
    for side in plan.sides:
        for pick in side.units:
            base = library.sheets[pick.sheet]
            key = variant_key(pick, base)
            if key != base.key:
                _write_variant(key, pick, base, library)
    path = target or battles_dir() / f"{slug(plan.title)}.yaml"
    text = laid_out(document(plan, library))
    try:
        write_atomic(path, _sides_text(plan, library, text).encode("utf-8"))
    except OSError as exc:
        raise DataError(str(path), "", f"could not write ({exc.strerror or exc})") from None
    return path


def _sides_text(plan: BattlePlan, library: SheetLibrary, text: str) -> str:
    """The scenario laid out one side and one unit a line, like the built-in ones."""
    from btdesk.io.yamlsafe import flow

    doc = document(plan, library)
    lines = [line for line in text.splitlines() if not line.startswith("sides:")]
    lines.append("sides:")
    for side in doc["sides"]:
        head = {k: v for k, v in side.items() if k != "units"}
        first = True
        for key, value in head.items():
            lines.append(f"  {'- ' if first else '  '}{key}: {flow(value)}")
            first = False
        lines.append("    units:")
        lines += [f"      - {flow(u)}" for u in side["units"]]
    return "\n".join(lines) + "\n"


def _write_variant(key: str, pick: UnitPick, base: UnitDefinition,
                   library: SheetLibrary) -> None:
    doc = dict(library.documents[base.key])
    crew: dict[str, int] = {"gunnery": pick.gunnery, "piloting": pick.piloting}
    if base.kind.is_infantry:
        crew["anti_mech"] = pick.anti_mech
    doc["crew"] = crew
    doc["source"] = (f"{base.source} — crew variant of {base.key} made by the force "
                     "builder").strip(" —")
    parse_sheet(doc, key, key)  # the sheet format's own checks
    target = user_sheets_dir() / f"{key}.yaml"
    text = sheet_text(doc)
    try:
        if target.exists() and target.read_bytes() == text.encode("utf-8"):
            return
        write_atomic(target, text.encode("utf-8"), keep_backup=False)
    except OSError as exc:
        raise DataError(str(target), "", f"could not write ({exc.strerror or exc})") from None
    library.sheets[key] = parse_sheet(doc, str(target), key)
    library.documents[key] = doc


def _board_or_none(name: str, tables: RuleTables) -> Board | None:
    try:
        return map_board(name, tables)
    except BtdeskError:
        return None


def map_names() -> list[tuple[str, str]]:
    """(name, whose) of every map a battle may name: the built-in ones, then yours
    (yours shadow a built-in one of the same name, as a scenario finds them)."""
    from btdesk.io.resources import data_files, resources_dir, user_maps_dir

    mine = [(p.stem, "yours") for p in data_files(user_maps_dir())]
    taken = {name for name, _ in mine}
    built = [(p.stem, "built in") for p in data_files(resources_dir() / "maps")
             if p.stem not in taken]
    return built + mine


def saved_battles() -> list[Path]:
    folder = battles_dir()
    try:
        return sorted(p for p in folder.glob("*.yaml") if p.is_file())
    except OSError:
        return []


def open_battle(path: Path, library: SheetLibrary, tables: RuleTables) -> BattlePlan:
    """A saved battle, read as a game reads it (a file the scenario reader refuses is
    refused with its line), back into a plan."""
    source: ScenarioSource = read_scenario(path)
    build_scenario(source, tables, library)
    doc = load_file(path, str(path))
    return plan_of(doc, str(path), library)


def crew_of(pick: UnitPick) -> Crew:
    return Crew(pick.gunnery, pick.piloting, pick.anti_mech)
