"""Optional rule modules: one mechanism the engine calls, one file per module.

A module is an object with hooks (python-chess's variants are the model: overridable
methods, not flags tested across the engine).  The engine asks :func:`active` for the
modules a game has on and calls each hook at one place:

- ``check`` before any command is applied (refuse with :class:`IllegalCommand`);
- ``apply`` for the module's own commands (``commands``);
- ``after`` once a command has been applied, before the phase advances;
- ``holds`` when the engine asks whose turn it is (a module's move not yet finished);
- ``listed`` on ``legal_commands``' list (add the module's commands, drop what it bars);
- ``modifiers`` on every to-hit breakdown;
- ``infantry_mp``, ``minimum_move`` and ``stacking`` where a move is costed and ended;
- ``same_hex_fire``, ``platoon_hits`` and ``platoon_bonus`` where fire is allowed and
  a platoon's damage counted;
- ``secondary_target`` where a weapon is aimed away from the declared target,
  ``hits_every_trooper`` where battle armor is hit, ``mode_barred`` where a move mode is
  checked or searched, ``make_room`` where a push or a fall meets a full hex,
  ``knocked_about`` where a charge or death from above collides, ``location_rolled``
  where a weapon hit's location is rolled, ``target_barred`` on every target,
  ``resolves`` before the core resolves a declaration, ``physical_choice`` where the
  Physical Attack Phase asks who still has something to do;
- ``weapon_blocked`` on every to-hit, ``shield`` and ``carrier_damaged`` around every
  hit on a 'Mech or vehicle location (``damage.strike``), ``before_fall`` as a 'Mech
  falls.

A further module is a new file here plus its data in ``resources/rules/`` and its
commands, events and state in ``model/``; this file lists it once in ``_ALL``.
"""

from __future__ import annotations

from functools import lru_cache

from btdesk.model.modules import ModuleInfo
from btdesk.rules.hooks import RuleModule


@lru_cache(maxsize=64)
def active(options: frozenset[str]) -> tuple[RuleModule, ...]:
    """The modules a game with these options plays with (cached: asked on every to-hit)."""
    return tuple(m for m in _all() if m.info.key in options)


@lru_cache(maxsize=1)
def _all() -> tuple[RuleModule, ...]:
    from btdesk.rules.modules.assault_orders import AssaultOrders
    from btdesk.rules.modules.critical_hits import CriticalHits
    from btdesk.rules.modules.multi_model import MultiModel
    from btdesk.rules.modules.tw_infantry.module import TwInfantry

    return (AssaultOrders(), MultiModel(), TwInfantry(), CriticalHits())


@lru_cache(maxsize=1)
def module_commands() -> tuple[type, ...]:
    """Every module's own command types, on or off."""
    return tuple(c for m in _all() for c in m.commands)


def transport_missing(options: frozenset[str]) -> ModuleInfo | None:
    """The module to turn on for infantry transport when none of ``options`` plays it
    (named in the refusal); None when one does."""
    if any(m.carries_infantry for m in active(options)):
        return None
    return next(m.info for m in _all() if m.carries_infantry)


def needed_by(command: object) -> ModuleInfo:
    return next(m.info for m in _all() if isinstance(command, m.commands))


__all__ = ["RuleModule", "active", "module_commands", "needed_by", "transport_missing"]
