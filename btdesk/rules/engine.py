"""The rules as two functions over values: ``apply(state, command, dice)`` and
``legal_commands(state)`` (design.md).  ``apply`` checks a command with the installed
modules, hands it to its handler (a module's own commands to that module) and lets the
phase machine move on; the Movement Phase's commands are :mod:`.moves`', the phases
:mod:`.phases`', the listing :mod:`.listing`'s."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import btdesk.rules.modules  # noqa: F401  (installs every rules module on the hooks)
from btdesk.model.commands import (
    ChooseLineOfSight,
    Command,
    DeclareAttack,
    DeclarePhysical,
    DeployUnit,
    EjectMechWarrior,
    MoveUnit,
    RefereeAmmo,
    RefereeCondition,
    RefereeDamage,
    RefereePlace,
    ResolveAttacks,
    RollInitiative,
    TickArmor,
    TickCritical,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    Event,
    InitiativeDecided,
    LineOfSightChosen,
    UnitDeployed,
)
from btdesk.model.frozen import replace
from btdesk.model.state import (
    GameState,
    Phase,
    UnitState,
)
from btdesk.rules import hooks
from btdesk.rules.core.building_fire import check_building, resolve_building
from btdesk.rules.core.combat import aimed_at, check_declaration, declared_event, resolve
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.los import ties_between, unit_line_of_sight
from btdesk.rules.core.movement import check_placement
from btdesk.rules.core.physical import (
    check_physical,
    declared,
    resolve_physical,
)
from btdesk.rules.core.referee import (
    apply_damage,
    place,
    set_ammo,
    set_condition,
    tick,
    tick_critical,
)
from btdesk.rules.dice import Dice, Roller
from btdesk.rules.modules.close_assault import hidden
from btdesk.rules.moves import eject_move, move
from btdesk.rules.phases import advance, enter
from btdesk.rules.turns import (
    active_side,
    declarations_done,
    own_active_unit,
    phase_taken,
    require,
)

#: A command's handler: the state once it is applied, its events added to the list.
Handler = Callable[[GameState, Any, Roller, list[Event]], GameState]


def apply(state: GameState, command: Command, dice: Dice) -> tuple[GameState, tuple[Event, ...]]:
    """Apply ``command`` whole or raise :class:`IllegalCommand`; returns the new state and
    the events, dice rolls included, in order."""
    if state.phase is Phase.GAME_OVER:
        raise IllegalCommand("the game is over")
    events: list[Event] = []
    roller = Roller(dice, events)
    extra = hooks.active(state.options)
    for module in extra:
        module.check(state, command)
    owner = next((m for m in extra if isinstance(command, m.commands)), None)
    if owner is not None:
        state = owner.apply(state, command, roller, events)
    elif isinstance(command, hooks.module_commands()):
        raise IllegalCommand(hooks.owner_of(command).refusal_when_off(command))
    else:
        state = HANDLERS[type(command)](state, command, roller, events)
    for module in extra:
        state = module.after(state, command, roller, events)
    return advance(state, events, roller), tuple(events)


def _deploy(state: GameState, command: DeployUnit, events: list[Event]) -> GameState:
    require(state, Phase.SETUP, "placing units")
    unit = own_active_unit(state, command.unit)
    if unit.position is not None:
        raise IllegalCommand(f"{unit.name} is already on the map")
    check_placement(state, unit.uid, command.at, command.facing)
    events.append(UnitDeployed(unit.uid, command.at, command.facing))
    return replace_unit(state, replace(unit, position=command.at, facing=command.facing))


def _initiative(state: GameState, roller: Roller, events: list[Event]) -> GameState:
    require(state, Phase.INITIATIVE, "rolling initiative")
    while True:  # QSR: re-roll all ties
        totals = {s.key: roller.total(2, f"initiative: {s.name}") for s in state.sides}
        if len(set(totals.values())) == len(totals):
            break
    order = tuple(sorted(totals, key=lambda k: totals[k]))  # loser first
    events.append(InitiativeDecided(order, tuple(totals.items())))
    return enter(replace(state, initiative=order), Phase.MOVEMENT, events)


def _choose_los(state: GameState, command: ChooseLineOfSight, events: list[Event]) -> GameState:
    require(state, Phase.WEAPON_ATTACK, "choosing a line of sight")
    if not (state.has_unit(command.attacker) and state.has_unit(command.target)):
        raise IllegalCommand("no such units")
    attacker, target = state.unit(command.attacker), state.unit(command.target)
    if state.declaration(attacker.uid) is not None:
        raise IllegalCommand(f"{attacker.name} has already declared its attacks")
    if attacker.position is None or target.position is None:
        raise IllegalCommand("both units must be on the map")
    ties = ties_between(attacker.position, target.position)
    if not ties:
        raise IllegalCommand("that line of sight runs along no hexside: there is nothing to choose")
    if len(command.hexes) != len(ties) or any(h not in t for h, t in zip(command.hexes, ties,
                                                                         strict=False)):
        name = state.board.hex_name
        options = "; ".join(f"{name(a)} or {name(b)}" for a, b in ties)
        raise IllegalCommand(f"choose one hex at each hexside, in order: {options}")
    key = (attacker.uid, target.uid)
    if key in state.los_choices:
        raise IllegalCommand("the choice holds for the rest of the turn")
    events.append(LineOfSightChosen(attacker.uid, target.uid, tuple(command.hexes)))
    choices = dict(state.los_choices)
    choices[key] = tuple(command.hexes)
    return replace(state, los_choices=choices)


def _declare(state: GameState, command: DeclareAttack, events: list[Event]) -> GameState:
    require(state, Phase.WEAPON_ATTACK, "declaring attacks")
    if declarations_done(state):
        raise IllegalCommand("every unit has declared; attacks are being resolved")
    unit = own_active_unit(state, command.unit)
    if state.declaration(unit.uid) is not None:
        raise IllegalCommand(f"{unit.name} has already declared its attacks this turn")
    if command.building is not None:
        if command.target is not None:
            raise IllegalCommand("an attack is at a unit or at a building, not both")
        declaration = check_building(state, unit.uid, command.building, tuple(command.weapons))
        # Decision: firing at all gives a hidden unit away, whatever it fires at.
        state = hidden.reveal(state, unit.uid, "it opened fire", events)
        unit = state.unit(unit.uid)
    else:
        declaration = check_declaration(state, unit.uid, command.target, tuple(command.weapons))
    if declaration.target is not None and declaration.weapons:
        # "Infantry which ... fires on other units from ambush is considered to have
        # revealed its position"
        state = hidden.reveal(state, unit.uid, hidden.reveal_reason(state, unit.uid,
                                                                    declaration.target), events)
        unit = state.unit(unit.uid)
    events.append(declared_event(declaration))
    # The tie choice, made or defaulted, holds for each pair for the turn.
    choices = dict(state.los_choices)
    aims = {aimed_at(f, command.target) for f in declaration.weapons} if command.target else set()
    for target in (state.unit(uid) for uid in sorted(aims)):
        pair = (unit.uid, target.uid)
        if (pair not in choices and unit.position and target.position
                and ties_between(unit.position, target.position)):
            choices[pair] = unit_line_of_sight(state, unit.uid, target.uid).chosen
    return replace(state, declarations=(*state.declarations, declaration), los_choices=choices,
                   last_side=unit.side)


def _declare_physical(state: GameState, command: DeclarePhysical,
                      events: list[Event]) -> GameState:
    require(state, Phase.PHYSICAL_ATTACK, "declaring physical attacks")
    taken = phase_taken(state)
    if taken is not None:
        raise IllegalCommand(taken)
    if not any(m.declares_blows for m in hooks.active(state.options)):
        raise IllegalCommand("this game has no physical attacks declared this way")
    unit = own_active_unit(state, command.unit)
    if state.physical_declaration(unit.uid) is not None:
        raise IllegalCommand(f"{unit.name} has already declared its physical attack")
    declaration = check_physical(state, unit.uid, command.target, tuple(command.attacks),
                                 command.building)
    events.append(declared(declaration))
    return replace(state, physical=(*state.physical, declaration), last_side=unit.side)


def _resolve_physical(state: GameState, command: ResolveAttacks, roller: Roller,
                      events: list[Event]) -> GameState:
    if active_side(state) is not None:
        raise IllegalCommand("every unit must declare before any physical attack is resolved")
    declaration = state.physical_declaration(command.unit)
    if declaration is None or declaration.resolved:
        raise IllegalCommand("that unit has no physical attack waiting to be resolved")
    if command.call_off:
        raise IllegalCommand("physical attacks are not called off")
    state = resolve_physical(state, declaration, roller, events)
    done = replace(declaration, resolved=True)
    return replace(state, physical=tuple(done if d.attacker == command.unit else d
                                         for d in state.physical))


def _resolve(state: GameState, command: ResolveAttacks, roller: Roller,
             events: list[Event]) -> GameState:
    if state.phase is Phase.PHYSICAL_ATTACK:
        return _resolve_physical(state, command, roller, events)
    require(state, Phase.WEAPON_ATTACK, "resolving attacks")
    if not declarations_done(state):
        raise IllegalCommand("every unit must declare before any attack is resolved")
    declaration = state.declaration(command.unit)
    if declaration is None or declaration.resolved:
        raise IllegalCommand("that unit has no attacks waiting to be resolved")
    for module in hooks.active(state.options):  # an attack of a module's own
        resolved = module.resolves(state, declaration, roller, events)
        if resolved is not None:
            state = resolved
            break
    else:
        if declaration.building is not None:
            state = resolve_building(state, declaration, roller, events,
                                     tuple(command.call_off))
        else:
            state = resolve(state, declaration, roller, events, tuple(command.call_off))
    done = replace(declaration, resolved=True)
    return replace(state, declarations=tuple(done if d.attacker == command.unit else d
                                             for d in state.declarations))


def _referee(change: Callable[[GameState, Any, list[Event]], UnitState]) -> Handler:
    """A referee's command: the one unit it changes, put back in the state."""
    return lambda state, command, roller, events: replace_unit(state, change(state, command,
                                                                             events))


#: Each core command's handler; a module's own commands are the module's (its ``apply``).
HANDLERS: dict[type, Handler] = {
    DeployUnit: lambda state, command, roller, events: _deploy(state, command, events),
    RollInitiative: lambda state, command, roller, events: _initiative(state, roller, events),
    MoveUnit: move,
    EjectMechWarrior: eject_move,
    ChooseLineOfSight: lambda state, command, roller, events: _choose_los(state, command,
                                                                           events),
    DeclareAttack: lambda state, command, roller, events: _declare(state, command, events),
    ResolveAttacks: _resolve,
    DeclarePhysical: lambda state, command, roller, events: _declare_physical(state, command,
                                                                               events),
    TickArmor: _referee(tick),
    TickCritical: _referee(tick_critical),
    RefereeDamage: _referee(apply_damage),
    RefereePlace: _referee(place),
    RefereeAmmo: _referee(set_ammo),
    RefereeCondition: _referee(set_condition),
}


__all__ = ["HANDLERS", "apply"]
