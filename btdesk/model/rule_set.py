"""Which rules a game plays, in one line, and the game that plays the booklet as printed.

The *BattleTech Quick-Start Rules* print walking and running only ("For 'Mechs, the
choices are walking or running"; "Infantry do not have movement modes") and a turn of
four phases (Initiative, Movement, Weapon Attack, End).  A game with the ``quick_start``
option plays exactly that: no jumping, and no Physical Attack or Heat Phase slot.

A game without it and without any other rule option is the older default: the
Quick-Start Rules plus jumping for units whose data has jump MP, with the two empty
slots in its log.  Saves made that way keep it (a save replays its own options), so
this marker is added to new games, never read into old ones.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from .errors import IllegalCommand
from .modules import MODULES
from .table_scale import is_scale_option

QUICK_START = "quick_start"  # the Quick-Start Rules as printed: no jumping, four phases
QUICK_START_NAME = "The BattleTech Quick-Start Rules as printed"

# The close-combat options (model/state.py names them) and the ambush that rests on one.
CLOSE_COMBAT = ("physical_attacks", "close_assault", "infantry_ambush")

# Options that say how a game is played at the table, not which rules it plays.
NOT_RULES = ("manual_dice",)


def rule_options(options: Iterable[str]) -> tuple[str, ...]:
    """The options that add rules (not the dice, not the table scale, not the marker)."""
    return tuple(o for o in options if o not in NOT_RULES and o != QUICK_START
                 and not is_scale_option(o))


def as_printed(options: Iterable[str]) -> bool:
    return QUICK_START in set(options)


def with_booklet(options: Iterable[str]) -> tuple[str, ...]:
    """A new game's options: the Quick-Start Rules as printed when no rule is added to
    them; with any addition, the additions as chosen (with Total Warfare's jumping)."""
    chosen = tuple(o for o in options if o != QUICK_START)
    return tuple(sorted(chosen if rule_options(chosen) else (*chosen, QUICK_START)))


def offered_option_sets() -> list[tuple[str, ...]]:
    """The option sets New Game offers: one choice of close combat, the ambush only with
    Close Assault, each module once what it builds on is chosen (as the dialog allows),
    and the booklet's own game when no rule is added."""
    physical, assault, ambush = CLOSE_COMBAT
    out = []
    for combat in ("", physical, assault):
        extras = [ambush] if combat == assault else []
        extras += [m.key for m in MODULES if set(m.requires) <= {combat}]
        for size in range(len(extras) + 1):
            for chosen in combinations(extras, size):
                out.append(with_booklet(((combat,) if combat else ()) + chosen))
    return out


def check_booklet(options: Iterable[str], names: dict[str, str]) -> None:
    """The booklet's own game takes no rule from elsewhere: refused, naming the rule."""
    chosen = tuple(options)
    if QUICK_START in chosen:
        added = rule_options(chosen)
        if added:
            raise IllegalCommand(f"'{QUICK_START_NAME}' plays no other rules: "
                                 f"'{names.get(added[0], added[0])}' is on too")


def rules_line(options: Iterable[str], names: dict[str, str]) -> str:
    """The rules a game plays, as its window says: the booklet as printed, or the
    Quick-Start Rules and what is added to them."""
    chosen = tuple(options)
    if as_printed(chosen):
        return f"Rules: {QUICK_START_NAME[0].lower()}{QUICK_START_NAME[1:]}"
    added = [names.get(o, o) for o in rule_options(chosen)]
    return ("Rules: Quick-Start Rules + jumping (Total Warfare)"
            + "".join(f" + {a}" for a in added))


def with_scenario_options(scenario: Iterable[str], chosen: Iterable[str],
                          close_combat_chosen: bool) -> tuple[str, ...]:
    """A new game's options where its scenario names its own (the force builder's
    ``options:``): the scenario's are the defaults and the player's choices win.  An
    option the player turned on is on; a close combat the player chose replaces the
    scenario's, with what rests on it (the ambush, a module that needs it)."""
    mine = set(chosen) - {QUICK_START}
    base = set(scenario) - {QUICK_START}
    if close_combat_chosen:
        base -= set(CLOSE_COMBAT)
        needs = {m.key: m.requires for m in MODULES}
        base = {o for o in base if all(r in mine for r in needs.get(o, ()))}
    return with_booklet(base | mine)
