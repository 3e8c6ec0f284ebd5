"""What heat costs the computer opponent in a game with the standard rules (Total
Warfare, *Heat*): each Heat Scale effect a 'Mech would reach after this turn's Heat
Phase, priced in points of damage, so that it holds a weapon back, or walks instead of
running, when the heat would cost more than the shot is worth.

The scale is the game's own (``standard.yaml``); the prices are the opponent's: a point
of to-hit modifier costs what about a third of a volley loses, a shutdown what a turn
as an immobile target (-4 to be hit) and silent costs, an ammunition explosion what it
does to a 'Mech.
"""

from __future__ import annotations

from collections.abc import Mapping

from btdesk.model.modules import STANDARD
from btdesk.model.standard import scale
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import UnitKind
from btdesk.rules.modules.standard import heat_preview, tables_rules

#: Points of damage each effect is reckoned to cost (see the module's docstring).
TO_HIT_POINT = 2.0
MP_POINT = 0.5
SHUTDOWN = 30.0
EXPLOSION = 40.0


def weapon_heat(view: GameState) -> Mapping[str, int]:
    """Each weapon's heat by name (none without the standard rules)."""
    if STANDARD.key not in view.options:
        return {}
    return tables_rules(view.rules).heat.weapons


def fails(target: int) -> float:
    """The chance that 2D6 falls short of ``target``."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b < target) / 36


def heat_cost(view: GameState, unit: UnitState, weapons: tuple[int, ...] = ()) -> float:
    """What the heat ``unit`` would have after this turn's Heat Phase, firing ``weapons``
    besides what it has made so far, is reckoned to cost (0 without the standard rules
    or for a unit that makes no heat)."""
    if STANDARD.key not in view.options or view.definition(unit).kind is not UnitKind.MECH:
        return 0.0
    rules = tables_rules(view.rules).heat
    heat = heat_preview(view, unit, weapons)
    cost = TO_HIT_POINT * scale(rules.to_hit, heat) + MP_POINT * scale(rules.mp, heat)
    avoid = scale(rules.shutdown, heat)
    if heat >= rules.automatic_shutdown:
        cost += SHUTDOWN
    elif avoid:
        cost += SHUTDOWN * fails(avoid)
    if view.definition(unit).ammo and scale(rules.ammo, heat):
        cost += EXPLOSION * fails(scale(rules.ammo, heat))
    return cost


__all__ = ["EXPLOSION", "MP_POINT", "SHUTDOWN", "TO_HIT_POINT", "fails", "heat_cost",
           "weapon_heat"]
