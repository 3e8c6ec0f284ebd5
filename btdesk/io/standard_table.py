"""The standard rules' table (``resources/rules/standard.yaml``) read into
:class:`~btdesk.model.standard.StandardRules`: internal structure by tonnage, heat and
the Quick-Start units' standard versions.  Registered with the other rule tables in
:mod:`btdesk.io.tables`; a save made before it existed uses the built-in one."""

from __future__ import annotations

from typing import Any

from btdesk.model.standard import HeatRules, StandardRules, StandardUnit
from btdesk.model.units import MECH_REAR

from .reader import Node

KEYS = ("structure", "heat", "units", "damage_roll", "critical_rolls")
# Columns of a structure row, and the locations each is for (the head: ``head``).
COLUMNS = (("CT",), ("LT", "RT"), ("LA", "RA"), ("LL", "RL"))
TONNAGES = tuple(range(10, 101, 5))
_LEVELS = ("mp", "to_hit", "shutdown", "ammo", "life_support")
_NUMBERS = ("walk", "run", "jump_per_hex", "jump_minimum", "engine_hit", "single_sink",
            "double_sink", "maximum", "automatic_shutdown")


def _levels(node: Node, low: int, high: int) -> dict[int, int]:
    return {level: value.integer(low, high) for level, value in node.int_items(1, 99)}


def parse_standard(root: Node) -> StandardRules:
    structure = root["structure"].mapping(required=("head", "tons"),
                                          optional=("source", "vehicle_divisor"))
    head = structure["head"].integer(1, 99)
    rows: dict[int, dict[str, int]] = {}
    for tons, row in structure["tons"].int_items(1, 200):
        points = [n.integer(1, 999) for n in row.seq(len(COLUMNS), len(COLUMNS))]
        rows[tons] = {"H": head, **{loc: p for locs, p in zip(COLUMNS, points, strict=True)
                                    for loc in locs}}
    missing = [t for t in TONNAGES if t not in rows]
    if missing:  # a row left out would silently give those 'Mechs a lighter one's
        raise structure["tons"].error(f"{', '.join(map(str, missing))} tons missing (every "
                                      "tonnage from 10 to 100 by 5 is needed)")
    heat = root["heat"].mapping(required=(*_NUMBERS, *_LEVELS, "immobile_target", "weapons"),
                                optional=("source",))
    fields: dict[str, Any] = {k: heat[k].integer(0, 99) for k in _NUMBERS}
    fields.update({k: _levels(heat[k], 1, 12) for k in _LEVELS})
    rules = HeatRules(
        **fields,
        immobile_target=heat["immobile_target"].integer(-12, 12),
        weapons={name: value.integer(0, 99) for name, value in heat["weapons"].items()},
    )
    units: dict[str, StandardUnit] = {}
    for key, node in root["units"].items():
        node.mapping(required=("heat_sinks", "double", "source"), optional=("rear_armor",))
        rear: dict[str, int] = {}
        if node.has("rear_armor"):
            back = node["rear_armor"].mapping(required=tuple(MECH_REAR))
            rear = {loc: back[loc].integer(0, 99) for loc in MECH_REAR}
        units[key] = StandardUnit(node["heat_sinks"].integer(0, 99), node["double"].flag(),
                                  rear, node["source"].text())
    damage_roll = root["damage_roll"].integer(1, 999)
    crits = root["critical_rolls"].mapping(required=("mech", "vehicle"))
    rolls = {kind: tuple(n.integer(2, 12) for n in crits[kind].seq())
             for kind in ("mech", "vehicle")}
    divisor = structure["vehicle_divisor"].integer(1, 100) \
        if structure.has("vehicle_divisor") else 10
    return StandardRules(
        structure=rows, heat=rules, units=units, vehicle_divisor=divisor,
        damage_roll=damage_roll, mech_critical_rolls=rolls["mech"],
        vehicle_critical_rolls=rolls["vehicle"],
        reconstructed=root["reconstructed"].flag() if root.has("reconstructed") else False)
