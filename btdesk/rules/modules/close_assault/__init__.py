"""0204-B *Close Assault* (with hidden infantry and the Special Infantry Ambush Option):
what the window, printing and the benches ask of it.  Its rules are this package's
files: the procedure and its results, who stands where in the Close Assault Hex, hidden
infantry, the Ambush, fire from outside the hex, and the commands it lists."""

from __future__ import annotations

from btdesk.rules.modules.close_assault.ambush import cut
from btdesk.rules.modules.close_assault.hexes import attackers, enemies, nearest_enemy
from btdesk.rules.modules.close_assault.hidden import ambush_attacks, before_play
from btdesk.rules.modules.close_assault.listing import assault_moves_after
from btdesk.rules.modules.close_assault.maneuvers import (
    planned_place,
    shift_places,
    step_problem,
    to_maneuver,
)
from btdesk.rules.modules.close_assault.module import ambush_played, close_assault_played
from btdesk.rules.modules.close_assault.procedure import (
    allowed_letters,
    blow_reaches,
    defenders_in,
    destinations,
    exchange_wait,
    idle,
    pending,
    placements,
    secret_choosers,
    tactic_options,
)

__all__ = [
    "allowed_letters",
    "ambush_attacks",
    "ambush_played",
    "assault_moves_after",
    "attackers",
    "before_play",
    "blow_reaches",
    "close_assault_played",
    "cut",
    "defenders_in",
    "destinations",
    "enemies",
    "exchange_wait",
    "idle",
    "nearest_enemy",
    "pending",
    "placements",
    "planned_place",
    "secret_choosers",
    "shift_places",
    "step_problem",
    "tactic_options",
    "to_maneuver",
]
