"""The "Critical hits" option: ordinary fire checks for critical hits too.

Seed 003's anti-'Mech attacks always roll on the determine-critical table (the Total
Warfare infantry module does that); this option adds Total Warfare's roll for ordinary
weapon hits.  btdesk has no internal structure, so its trigger is the one Total Warfare
gives whatever the armour: a 2 on a 'Mech's hit location roll ("through-armor critical"),
and on a vehicle's the rolls its table flags for a critical (2 and 12; MegaMek's
``Tank.rollHitLocation``, shared/qsr-units.md).  The numbers: ``critical_hits.yaml``.
"""

from __future__ import annotations

from btdesk.model.events import Event
from btdesk.model.modules import CRITICAL_HITS
from btdesk.model.state import GameState
from btdesk.model.units import UnitKind
from btdesk.rules.core import criticals
from btdesk.rules.dice import Roller
from btdesk.rules.hooks import RuleModule

MECH_ROLLS = (2,)
VEHICLE_ROLLS = (2, 12)


class CriticalHits(RuleModule):
    info = CRITICAL_HITS

    def location_rolled(self, state: GameState, uid: str, roll: int, location: str,
                        roller: Roller, events: list[Event]) -> GameState:
        unit = state.unit(uid)
        kind = state.definition(unit).kind
        rolls = MECH_ROLLS if kind is UnitKind.MECH else VEHICLE_ROLLS
        if roll not in rolls or unit.destroyed:
            return state
        return criticals.check(state, uid, location, f"hit location roll of {roll}", roller,
                               events)


MODULE = CriticalHits()
