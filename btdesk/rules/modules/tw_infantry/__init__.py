"""Total Warfare's infantry chapter (its Japanese translation, seed 003) as one module:
what the window and printing ask of it.  Its rules are this package's files: the module
and its hooks (``module``), infantry transport, mechanized battle armor, anti-'Mech leg
and swarm attacks and the ways to be rid of swarmers, the domino effect, and body-mounted
launchers."""

from __future__ import annotations

from btdesk.rules.modules.tw_infantry.anti_mech import (
    defender_of,
    host_of,
    mount_of,
    on_board,
    swarmers_on,
)
from btdesk.rules.modules.tw_infantry.anti_mech import modifiers as anti_mech_modifiers
from btdesk.rules.modules.tw_infantry.anti_mech import problem as anti_mech_problem
from btdesk.rules.modules.tw_infantry.climb_on import modifiers as climb_on_modifiers
from btdesk.rules.modules.tw_infantry.climb_on import problem as climb_on_problem
from btdesk.rules.modules.tw_infantry.coming_off import (
    BRUSH_OFF,
    brush_off_modifiers,
    brush_off_problem,
)
from btdesk.rules.modules.tw_infantry.launchers import carried, dropped
from btdesk.rules.modules.tw_infantry.mechanized import riding
from btdesk.rules.modules.tw_infantry.swarm_removal import (
    ERRATIC,
    FLAT,
    drop_flat_problem,
    erratic,
    erratic_modifiers,
    erratic_problem,
    flat_modifiers,
)
from btdesk.rules.modules.tw_infantry.swarm_riders import attacks as rider_attacks
from btdesk.rules.modules.tw_infantry.transport import capacity, cargo_choices, load_mp, rules_of

__all__ = ["BRUSH_OFF", "ERRATIC", "FLAT", "anti_mech_modifiers", "anti_mech_problem",
           "brush_off_modifiers", "brush_off_problem", "capacity", "cargo_choices", "carried",
           "climb_on_modifiers", "climb_on_problem", "defender_of", "drop_flat_problem",
           "dropped", "erratic", "erratic_modifiers", "erratic_problem", "flat_modifiers",
           "host_of", "load_mp", "mount_of", "on_board", "rider_attacks", "riding", "rules_of",
           "swarmers_on"]
