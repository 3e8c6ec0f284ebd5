"""Standard BattleTech (Total Warfare) as a rules module: internal structure under the
armour, heat, and critical hits from structure damage (``module.py`` installs it).

- ``data.py``: a unit's standard numbers (structure by tonnage, rear armour and heat
  sinks of the Quick-Start units' standard versions, an imported sheet's own);
- ``structure.py``: damage through armour into structure, transfer and destruction, the
  critical-hit rolls structure damage calls for;
- ``heat.py``: heat made and sunk in the Heat Phase, and the Heat Scale's effects.

Its numbers: ``resources/rules/standard.yaml``.  Its state is the unit's own
(``UnitState.structure``, ``heat``, ``shutdown``).
"""

from __future__ import annotations

from btdesk.rules.modules.standard.data import (
    heat_sinks,
    rear_armor,
    sink_capacity,
    sinks_hit,
    standard_version,
    structure_of,
    structure_points,
    tables_rules,
)
from btdesk.rules.modules.standard.heat import heat_made, heat_preview

__all__ = ["heat_made", "heat_preview", "heat_sinks", "rear_armor", "sink_capacity",
           "sinks_hit", "standard_version", "structure_of", "structure_points", "tables_rules"]
