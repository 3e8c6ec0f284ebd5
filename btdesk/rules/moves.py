"""The Movement Phase's commands: a unit's move (standing up first if prone, into a
building's floor, into an enemy's hex with Close Assault, cut short by an Ambush), the
halted 'Mech's move on, and a MechWarrior ejecting instead of moving."""

from __future__ import annotations

from btdesk.model.commands import (
    EjectMechWarrior,
    MoveUnit,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    Event,
    UnitDestroyed,
    UnitLeftMap,
    UnitMoved,
    UnitRemoved,
    UnitStood,
)
from btdesk.model.frozen import replace
from btdesk.model.state import (
    GameState,
    Halt,
    MoveMode,
    MoveRecord,
    Phase,
    UnitState,
)
from btdesk.model.vocab import Approach, MoveStep
from btdesk.rules import hooks
from btdesk.rules.core import buildings
from btdesk.rules.core.condition import mode_mp
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.movement import check_move
from btdesk.rules.core.piloting import eject, piloting_roll
from btdesk.rules.core.stacking import crowded_floor
from btdesk.rules.dice import Roller
from btdesk.rules.modules.close_assault import ambush, hidden
from btdesk.rules.modules.close_assault import procedure as ca
from btdesk.rules.turns import (
    eject_problem,
    move_locked,
    own_active_unit,
    require,
    why_idle,
)


def eject_move(state: GameState, command: EjectMechWarrior, roller: Roller,
           events: list[Event]) -> GameState:
    require(state, Phase.MOVEMENT, "ejecting instead of moving")
    unit = own_active_unit(state, command.unit)
    problem = eject_problem(state, unit)
    if problem:
        raise IllegalCommand(problem)
    state = replace_unit(state, replace(unit, moved=MoveRecord(MoveMode.STATIONARY, (), 0, 0)))
    return replace(eject(state, unit.uid, roller, events), last_side=unit.side)


def move(state: GameState, command: MoveUnit, roller: Roller, events: list[Event]) -> GameState:
    require(state, Phase.MOVEMENT, "moving")
    unit = own_active_unit(state, command.unit)
    if state.halted is not None:
        return _move_on(state, unit, command, state.halted, roller, events)
    if unit.moved is not None:
        raise IllegalCommand(f"{unit.name} has already moved this turn")
    needed = hooks.transport_missing(state.options) if command.load or command.unload \
        else None
    if needed is not None:
        raise IllegalCommand("loading and unloading infantry (Total Warfare, infantry transport) "
                             "need the option "
                             f"'{needed.name}', which this game has off")
    engaged = state.engagement(unit.uid) is not None
    locked = move_locked(state, unit)
    if locked is not None:
        raise IllegalCommand(locked)
    if not unit.can_act:
        raise IllegalCommand(why_idle(state, unit))
    steps = tuple(command.steps)
    assault = command.close_assault
    if assault:
        ca.check_approach(state, unit, command.mode, assault, steps)
    stand = 0
    if unit.prone and command.mode is not MoveMode.STATIONARY:
        if not steps or steps[0] is not MoveStep.STAND:
            raise IllegalCommand(f"{unit.name} is prone: its move starts by standing up (U)")
        stand = state.rules.physical.stand_up_mp
        check_move(state, unit.uid, command.mode, (), spent_before=stand)  # the MP to stand
        steps = steps[1:]
        if not piloting_roll(state, unit.uid, "standing up", roller, events):
            record = MoveRecord(command.mode, (), stand, 0)
            events.append(UnitMoved(unit.uid, command.mode, (), unit.facing, stand, 0))
            return replace(replace_unit(state, replace(unit, moved=record)), last_side=unit.side)
        events.append(UnitStood(unit.uid))
        unit = replace(unit, prone=False)
        state = replace_unit(state, unit)
    elif steps[:1] == (MoveStep.STAND,):
        raise IllegalCommand(f"{unit.name} is standing already")
    result = check_move(state, unit.uid, command.mode, steps, assault=bool(assault),
                        spent_before=stand)
    stopped = ambush.cut(state, unit, command.mode, steps, stand)
    if stopped is not None:  # the rest of the move is not made: the 'Mech is halted
        result, assault = stopped, Approach.NONE
    floor, climb = buildings.end_floor(
        state, unit, command.mode, result.path, result.position,
        mode_mp(unit, state.definition(unit), command.mode, state) - result.mp_spent, command.floor)
    result = replace(result, mp_spent=result.mp_spent + climb)
    if result.position is not None and (result.position != unit.position
                                        or floor != unit.floor):
        crowded = crowded_floor(state, unit.uid, result.position, floor)
        if crowded:
            raise IllegalCommand(crowded)
    record = MoveRecord(command.mode, result.path, result.mp_spent, result.hexes)
    if engaged and result.path:  # an attacker that never got in moves on
        state = ca.release(state, unit.uid, events)
    if hidden.secret_move(state, unit, record):
        unit = replace(unit, secret_path=(*unit.secret_path, *result.path))
    elif unit.hidden and result.path:  # standing still keeps it hidden
        state = hidden.reveal(state, unit.uid, "it moved out of cover", events)
        unit = state.unit(unit.uid)
    events.append(UnitMoved(unit.uid, command.mode, result.path, result.facing, result.mp_spent,
                            result.hexes))
    moved = replace(unit, position=result.position, facing=result.facing, moved=record)
    if result.position is not None and (result.path or floor != unit.floor):
        state = buildings.entered(replace_unit(state, moved), unit.uid, command.mode,
                                  result.path, floor, roller, events)
        moved = state.unit(unit.uid)
    if assault and result.position is not None:
        came_from = result.path[-2] if len(result.path) > 1 else unit.position
        assert came_from is not None
        state = replace(replace_unit(state, moved), last_side=unit.side)
        return ca.start(state, unit.uid, assault, came_from, events)
    if stopped is not None:
        state = replace(replace_unit(state, moved), last_side=unit.side)
        left = mode_mp(moved, state.definition(moved), command.mode, state) - result.mp_spent
        return ambush.spring(state, unit.uid, command.mode, left, roller, events)
    if result.position is None:  # left the map: destroyed (training scenarios)
        events.append(UnitLeftMap(unit.uid))
        events.append(UnitDestroyed(unit.uid, "left the map"))
        events.append(UnitRemoved(unit.uid))
        moved = replace(moved, destroyed=True, removed=True)
    return replace(replace_unit(state, moved), last_side=unit.side)


def _move_on(state: GameState, unit: UnitState, command: MoveUnit, halt: Halt, roller: Roller,
             events: list[Event]) -> GameState:
    """After an ambush the halted 'Mech stays (standing still, or no steps) or goes on in
    the same mode with the MP it has left, perhaps into another ambush."""
    if unit.uid != halt.unit:
        raise IllegalCommand(f"{state.unit(halt.unit).name} was ambushed: it stays or moves "
                             "on first")
    state = replace(state, halted=None, last_side=unit.side)
    steps = tuple(command.steps)
    if command.mode is MoveMode.STATIONARY or not steps:
        return state
    if command.mode is not halt.mode or command.close_assault:
        raise IllegalCommand(f"{unit.name} goes on as it was moving ({halt.mode.value}), "
                             "or stays")
    definition = state.definition(unit)
    before = mode_mp(unit, definition, halt.mode, state) - halt.mp_left
    result = check_move(state, unit.uid, halt.mode, steps, spent_before=before)
    stopped = ambush.cut(state, unit, halt.mode, steps, before)
    result = stopped or result
    assert unit.moved is not None
    spent = result.mp_spent - before
    record = MoveRecord(halt.mode, unit.moved.path + result.path, unit.moved.mp_spent + spent,
                        unit.moved.hexes + result.hexes)
    events.append(UnitMoved(unit.uid, halt.mode, result.path, result.facing, spent,
                            result.hexes))
    state = replace_unit(state, replace(unit, position=result.position, facing=result.facing,
                                        moved=record))
    if result.position is not None and result.path:
        state = buildings.entered(state, unit.uid, halt.mode, result.path, 0, roller, events)
    if stopped is not None:
        return ambush.spring(state, unit.uid, halt.mode, halt.mp_left - spent, roller, events)
    return state
