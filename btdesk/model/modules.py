"""Optional rule modules as the model knows them: a key stored in the game's options,
a name shown in New Game and Game Options, and the options a module builds on.

The behaviour lives in ``rules/modules/`` (one file per module, one registry); a
module's data lives in ``resources/rules/`` like every other table.  The model holds
only what the save, the command line and the dialogs need to know without the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .errors import IllegalCommand


@dataclass(frozen=True)
class ModuleInfo:
    key: str  # the option's key, as saved
    name: str  # as New Game and Game Options show it
    flag: str  # the command-line flag that turns it on
    requires: tuple[str, ...] = ()  # options it builds on (keys)
    source: str = ""  # the seed it comes from


ASSAULT_ORDERS = ModuleInfo(
    key="assault_orders",
    name="Close Assault orders (the Combat HQ house rules): an assault must be ordered, "
         "at most two per target",
    flag="--assault-orders",
    requires=("close_assault",),
    source="seeds/001_0818e59acac11422.txt",
)

MULTI_MODEL = ModuleInfo(
    key="multi_model",
    name="Multi-model infantry (the M42 Project's Moving Infantry): infantry as models "
         "on the miniatures table, "
         "leader first",
    flag="--multi-model",
    source="seeds/004_a4ff69a6ff1060ba.txt",
)

TW_INFANTRY = ModuleInfo(
    key="tw_infantry",
    name="Total Warfare infantry (its infantry chapter): infantry movement costs, two units "
         "per side in a hex, platoon fire by the Cluster Hits Table, infantry transport",
    flag="--tw-infantry",
    source="seeds/003_43324915c9a10379.txt",
)

CRITICAL_HITS = ModuleInfo(
    key="critical_hits",
    name="Critical hits on ordinary fire (Total Warfare): a 2 on a 'Mech's hit location "
         "roll, a 2 or 12 on a vehicle's, rolls for critical hits",
    flag="--critical-hits",
    source="resources/rules/critical_hits.yaml (Total Warfare, cited by "
           "seeds/003_43324915c9a10379.txt)",
)

STANDARD = ModuleInfo(
    key="standard",
    name="Standard rules (Total Warfare): internal structure, heat and critical hits "
         "from structure damage",
    flag="--standard",
    source="resources/rules/standard.yaml (Total Warfare)",
)

#: Every optional module, in the order the dialogs list them.
MODULES: tuple[ModuleInfo, ...] = (ASSAULT_ORDERS, MULTI_MODEL, TW_INFANTRY, CRITICAL_HITS,
                                   STANDARD)

# The close-combat options (New Game's "Close combat" choice and its Ambush box) are
# played by rules modules too; their keys are model.state's PHYSICAL_ATTACKS,
# CLOSE_ASSAULT and AMBUSH.
PHYSICAL_ATTACKS_MODULE = ModuleInfo(
    key="physical_attacks",
    name="Physical attacks and Piloting Skill Rolls (Total Warfare)",
    flag="--close-combat physical",
    source="Total Warfare (rules-notes.md)",
)

CLOSE_ASSAULT_MODULE = ModuleInfo(
    key="close_assault",
    name="Close Assault (BattleTechnology #6) instead of the Physical Attack Phase",
    flag="--close-combat close-assault",
    source="seeds/000_7b64e9262a5995b9.txt",
)

AMBUSH_MODULE = ModuleInfo(
    key="infantry_ambush",
    name="Special Infantry Ambush: hidden infantry attack 'Mechs passing through",
    flag="--ambush",
    requires=("close_assault",),
    source="seeds/000_7b64e9262a5995b9.txt",
)

#: Every option a rules module plays (btdesk.rules.modules installs one for each).
RULE_MODULES: tuple[ModuleInfo, ...] = (PHYSICAL_ATTACKS_MODULE, CLOSE_ASSAULT_MODULE,
                                        AMBUSH_MODULE, *MODULES)


def module_info(key: str) -> ModuleInfo | None:
    return next((m for m in MODULES if m.key == key), None)


def check_modules(options: Iterable[str], names: dict[str, str]) -> None:
    """A module turned on without what it builds on is refused, naming both."""
    chosen = set(options)
    for info in MODULES:
        if info.key in chosen:
            for needed in info.requires:
                if needed not in chosen:
                    raise IllegalCommand(f"the option '{info.name}' needs "
                                         f"'{names.get(needed, needed)}' on too")
