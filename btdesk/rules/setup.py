"""Turning a scenario into the opening :class:`GameState`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import btdesk.rules.modules  # noqa: F401  (installs every rules module on the hooks)
from btdesk.model.errors import IllegalCommand
from btdesk.model.modules import check_modules
from btdesk.model.rule_set import check_booklet
from btdesk.model.scenario import Scenario
from btdesk.model.state import OPTION_NAMES, GameState, Phase, Side, UnitState
from btdesk.model.tables import RuleTables
from btdesk.model.units import UnitDefinition
from btdesk.rules import hooks


def initial_state(scenario: Scenario, sheets: Mapping[str, UnitDefinition], rules: RuleTables,
                  options: Iterable[str] = (), free_deployment: bool = False) -> GameState:
    """The game before its first command.  Units the scenario does not place (or every
    unit, with ``free_deployment``) start off the map and the game opens in the Set-up
    phase.

    Units get ids ``<side>-<n>``; a second copy of a sheet on one side is numbered in its
    name too, so two Infiltrator squads can be told apart on the map and in the log."""
    options = frozenset(options)
    check_modules(options, dict(OPTION_NAMES))
    check_booklet(options, dict(OPTION_NAMES))
    needed = hooks.transport_missing(options) if any(
        p.aboard for side in scenario.sides for p in side.units) else None
    if needed is not None:
        raise IllegalCommand(f"{scenario.title} starts infantry aboard carriers: it needs the "
                             f"option '{needed.name}' ({needed.flag})")
    units: list[UnitState] = []
    used: dict[str, UnitDefinition] = {}
    for side in scenario.sides:
        counts: dict[str, int] = {}
        for p in side.units:
            counts[p.sheet] = counts.get(p.sheet, 0) + 1
        seen: dict[str, int] = {}
        for n, p in enumerate(side.units, start=1):
            definition = sheets[p.sheet]
            for module in hooks.active(options):
                definition = module.sheet(rules, definition)
            used[p.sheet] = definition
            seen[p.sheet] = seen.get(p.sheet, 0) + 1
            name = p.name or definition.name
            if not p.name and counts[p.sheet] > 1:
                name = f"{name} #{seen[p.sheet]}"
            at = None if free_deployment else p.at
            carrier = f"{side.key}-{p.aboard}" if p.aboard else None
            units.append(UnitState(f"{side.key}-{n}", name, p.sheet, side.key, at,
                                   p.facing if at is not None else 0, carried_by=carrier))
    return GameState(
        scenario=scenario.key,
        board=scenario.board,
        sides=tuple(Side(s.key, s.name, s.colour, s.deployment, s.sets_up_first)
                    for s in scenario.sides),
        units=tuple(units),
        definitions=used,
        rules=rules,
        options=options,
        phase=Phase.SETUP if any(u.position is None and u.carried_by is None for u in units)
        else Phase.INITIATIVE,
    )
