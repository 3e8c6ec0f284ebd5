"""A unit's standard numbers: what the Quick-Start sheet leaves out and the standard
rules need (``standard.yaml``), or what an imported sheet carries itself."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from types import MappingProxyType

from btdesk.model.criticals import SlotKind
from btdesk.model.standard import StandardRules
from btdesk.model.state import GameState, UnitState
from btdesk.model.tables import RuleTables
from btdesk.model.units import UnitDefinition, UnitKind
from btdesk.rules.core.condition import crit_count, slot_layout

_NONE: Mapping[str, int] = MappingProxyType({})
# A 'Mech whose data gives no heat sinks: the ten every fusion engine carries (Total
# Warfare/TechManual: at least ten heat sinks; reconstructed for such a sheet).
DEFAULT_SINKS = 10


def rules(state: GameState) -> StandardRules:
    return tables_rules(state.rules)


def tables_rules(tables: RuleTables) -> StandardRules:
    table = tables.standard
    assert table is not None, "the built-in standard table is always loaded"
    return table


def standard_version(tables: RuleTables, definition: UnitDefinition) -> UnitDefinition:
    """A Quick-Start 'Mech sheet with what its standard version adds (torso rear armour,
    heat sinks) from ``standard.yaml``; any other sheet as it is."""
    table = tables.standard
    known = table.units.get(definition.key) if table is not None else None
    if known is None or definition.kind is not UnitKind.MECH:
        return definition
    return dataclasses.replace(
        definition,
        rear_armor=definition.rear_armor or known.rear_armor,
        heat_sinks=definition.heat_sinks or known.heat_sinks,
        double_heat_sinks=(definition.double_heat_sinks if definition.heat_sinks
                           else known.double))


def structure_points(state: GameState, definition: UnitDefinition) -> Mapping[str, int]:
    return structure_of(state.rules, definition)


def structure_of(tables: RuleTables, definition: UnitDefinition) -> Mapping[str, int]:
    """Internal structure points by location: a 'Mech's from Total Warfare's table by
    tonnage (a tonnage between rows takes the row below it), a vehicle's a tenth of its
    tonnage, rounded up, in each location; none for infantry."""
    if definition.tons is None or definition.kind not in (UnitKind.MECH, UnitKind.VEHICLE):
        return _NONE
    if definition.kind is UnitKind.VEHICLE:
        points = -(-definition.tons // tables_rules(tables).vehicle_divisor)
        return MappingProxyType({loc: points for loc in definition.armor})
    table = tables_rules(tables).structure
    rows = [t for t in table if t <= definition.tons]
    return table[max(rows)] if rows else table[min(table)]


def rear_armor(tables: RuleTables, definition: UnitDefinition) -> Mapping[str, int]:
    """Torso rear armour: the sheet's own, else its standard version's."""
    if definition.rear_armor:
        return definition.rear_armor
    known = tables_rules(tables).units.get(definition.key)
    return known.rear_armor if known is not None else _NONE


def heat_sinks(tables: RuleTables, definition: UnitDefinition) -> tuple[int, bool]:
    """Heat sinks and whether they are double: the sheet's own, else its standard
    version's, else the ten of a fusion engine (single)."""
    if definition.heat_sinks:
        return definition.heat_sinks, definition.double_heat_sinks
    known = tables_rules(tables).units.get(definition.key)
    if known is not None:
        return known.heat_sinks, known.double
    return DEFAULT_SINKS, False


def sinks_hit(unit: UnitState, definition: UnitDefinition) -> int:
    """Heat sinks a critical hit has put out: a single heat sink is one slot; a double
    one is a run of its slots, three (Inner Sphere) or two (Clan), and any hit on it puts
    it out.  The sheet does not say whose a run is: one of a length three divides is taken
    as Inner Sphere sinks, else as Clan ones (reconstructed)."""
    if not unit.slots_hit or not crit_count(unit, definition, SlotKind.HEAT_SINK):
        return 0
    layout = slot_layout(definition)
    out = 0
    for loc, kinds in layout.items():
        texts = definition.criticals[loc]
        i = 0
        while i < len(kinds):
            if kinds[i] is not SlotKind.HEAT_SINK:
                i += 1
                continue
            end = i
            while end < len(kinds) and kinds[end] is SlotKind.HEAT_SINK \
                    and texts[end] == texts[i]:
                end += 1
            run = end - i
            size = 1 if "double" not in texts[i].lower() else 3 if run % 3 == 0 else 2
            for start in range(i, end, size):
                if any((loc, k) in unit.slots_hit for k in range(start, min(start + size,
                                                                              end))):
                    out += 1
            i = end
    return out


def sink_capacity(state: GameState, unit: UnitState) -> int:
    """Heat points the 'Mech's working heat sinks dissipate a turn.  A critical hit on a
    heat sink slot puts one heat sink out (a double heat sink's slots counted each as
    one: reconstructed, btdesk does not group a double sink's slots)."""
    definition = state.definition(unit)
    count, double = heat_sinks(state.rules, definition)
    broken = sinks_hit(unit, definition)
    heat = rules(state).heat
    return max(0, count - broken) * (heat.double_sink if double else heat.single_sink)
