"""The rules' face: what the window, printing, the session, the command line and the
benches ask of the rules.  Nothing outside ``btdesk.rules`` imports deeper than this and
each module's own face (``btdesk.rules.modules.close_assault``,
``btdesk.rules.modules.tw_infantry``, ``btdesk.rules.modules.assault_orders``,
``btdesk.rules.modules.multi_model``) — an import-linter contract holds it.

The layout inside, top to bottom (each tier imports only those below it; an
import-linter ``layers`` contract holds that too, imports inside functions counted):

- ``engine`` (``apply``: a command's handler), ``listing`` (``legal_commands``),
  ``moves``, ``phases``, ``setup``, ``view``;
- ``modules/``: every option that changes the game, installed on the hooks;
- ``turns``: whose turn it is, who may act and why not;
- ``core/``: the rules every game plays (movement, line of sight, to-hit, fire,
  damage, physical attacks, piloting, buildings, criticals, the referee's changes);
- ``hooks``: the module protocol and the registry of installed modules;
- ``dice``, ``kept``.

The face is lazy: a name is imported the first time it is asked for, so importing a
part of the rules (the dice, say) does not load them all, and the window's first frame
need not wait for them.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

#: Each name of the face and the module that defines it.
_FACE: dict[str, str] = {
    "apply": "engine",
    "legal_commands": "listing",
    "initial_state": "setup",
    "public": "view",
    "visible_to": "view",
    "act_problem": "listing",
    "active_side": "turns",
    "eject_problem": "turns",
    "move_problem": "turns",
    "Dice": "dice",
    "chance_2d6": "dice",
    "tactical": "core.tactical",
    "building_options": "core.building_fire",
    "building_problem": "core.building_fire",
    "sight_to": "core.building_fire",
    "cf_left": "core.buildings",
    "end_floor": "core.buildings",
    "health": "core.condition",
    "mech_crit_to_hit": "core.condition",
    "mode_mp": "core.condition",
    "modes": "core.condition",
    "status_words": "core.condition",
    "troopers_alive": "core.condition",
    "weapon_broken": "core.condition",
    "weapon_problem": "core.condition",
    "line_of_sight": "core.los",
    "ties_between": "core.los",
    "unit_line_of_sight": "core.los",
    "Reach": "core.move_search",
    "check_move": "core.movement",
    "check_placement": "core.movement",
    "hexes_entered": "core.move_costs",
    "mode_barred": "core.move_costs",
    "reachable": "core.move_search",
    "why_not_to": "core.movement",
    "ATTACK_NAMES": "core.physical",
    "building_blow_options": "core.physical",
    "physical_options": "core.physical",
    "ejection_modifiers": "core.piloting",
    "psr_modifiers": "core.piloting",
    "AUTOMATIC_MISS_ABOVE": "core.tohit",
    "BRACKETS": "core.tohit",
    "Modifier": "core.tohit",
    "Shot": "core.tohit",
    "ToHit": "core.tohit",
    "attack_options": "core.tohit",
    "secondary_target": "core.tohit",
    "table_to_hit": "core.tohit",
    "to_hit": "core.tohit",
}

if TYPE_CHECKING:  # the same names, for the type checker (tests hold the two lists equal)
    from btdesk.rules.core import tactical as tactical
    from btdesk.rules.core.building_fire import building_options as building_options
    from btdesk.rules.core.building_fire import building_problem as building_problem
    from btdesk.rules.core.building_fire import sight_to as sight_to
    from btdesk.rules.core.buildings import cf_left as cf_left
    from btdesk.rules.core.buildings import end_floor as end_floor
    from btdesk.rules.core.condition import health as health
    from btdesk.rules.core.condition import mech_crit_to_hit as mech_crit_to_hit
    from btdesk.rules.core.condition import mode_mp as mode_mp
    from btdesk.rules.core.condition import modes as modes
    from btdesk.rules.core.condition import status_words as status_words
    from btdesk.rules.core.condition import troopers_alive as troopers_alive
    from btdesk.rules.core.condition import weapon_broken as weapon_broken
    from btdesk.rules.core.condition import weapon_problem as weapon_problem
    from btdesk.rules.core.los import line_of_sight as line_of_sight
    from btdesk.rules.core.los import ties_between as ties_between
    from btdesk.rules.core.los import unit_line_of_sight as unit_line_of_sight
    from btdesk.rules.core.move_costs import hexes_entered as hexes_entered
    from btdesk.rules.core.move_costs import mode_barred as mode_barred
    from btdesk.rules.core.move_search import Reach as Reach
    from btdesk.rules.core.move_search import reachable as reachable
    from btdesk.rules.core.movement import check_move as check_move
    from btdesk.rules.core.movement import check_placement as check_placement
    from btdesk.rules.core.movement import why_not_to as why_not_to
    from btdesk.rules.core.physical import ATTACK_NAMES as ATTACK_NAMES
    from btdesk.rules.core.physical import building_blow_options as building_blow_options
    from btdesk.rules.core.physical import physical_options as physical_options
    from btdesk.rules.core.piloting import ejection_modifiers as ejection_modifiers
    from btdesk.rules.core.piloting import psr_modifiers as psr_modifiers
    from btdesk.rules.core.tohit import AUTOMATIC_MISS_ABOVE as AUTOMATIC_MISS_ABOVE
    from btdesk.rules.core.tohit import BRACKETS as BRACKETS
    from btdesk.rules.core.tohit import Modifier as Modifier
    from btdesk.rules.core.tohit import Shot as Shot
    from btdesk.rules.core.tohit import ToHit as ToHit
    from btdesk.rules.core.tohit import attack_options as attack_options
    from btdesk.rules.core.tohit import secondary_target as secondary_target
    from btdesk.rules.core.tohit import table_to_hit as table_to_hit
    from btdesk.rules.core.tohit import to_hit as to_hit
    from btdesk.rules.dice import Dice as Dice
    from btdesk.rules.dice import chance_2d6 as chance_2d6
    from btdesk.rules.engine import apply as apply
    from btdesk.rules.listing import act_problem as act_problem
    from btdesk.rules.listing import legal_commands as legal_commands
    from btdesk.rules.setup import initial_state as initial_state
    from btdesk.rules.turns import active_side as active_side
    from btdesk.rules.turns import eject_problem as eject_problem
    from btdesk.rules.turns import move_problem as move_problem
    from btdesk.rules.view import public as public
    from btdesk.rules.view import visible_to as visible_to


def __getattr__(name: str) -> Any:
    where = _FACE.get(name)
    if where is None:
        raise AttributeError(f"module 'btdesk.rules' has no attribute {name!r}")
    module = import_module(f"btdesk.rules.{where}")
    value = module if where.rsplit(".", 1)[-1] == name else getattr(module, name)
    globals()[name] = value  # asked once
    return value


__all__ = sorted(_FACE)
