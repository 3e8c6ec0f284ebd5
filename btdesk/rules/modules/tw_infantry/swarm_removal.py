"""The other ways to be rid of swarmers (seed 003 スウォーム攻撃の撃退, after the arms and
the jump that ``anti_mech.py`` plays): throwing the 'Mech flat (転倒/垂直伏臥), water
(水), and a vehicle's erratic driving (車輌).  Numbers: ``tw_infantry.yaml``
``anti_mech.shaking_off`` (the seed's own); a table saved before it existed has none, and
then none of this is played (its games replay as they were).

Decisions, where the seed leaves the engine a choice:

- Throwing itself flat is the 'Mech's move for the turn (``DropFlat``), made where it
  stands: the seed names it beside a fall, and btdesk's moves have no step that lies down.
  A success is a fall on purpose: the swarmers fall off with the fall's 2D6 blow
  (``coming_off.fallen``) and the 'Mech takes a fall's damage and the MechWarrior's roll
  ("偶発的に落下したのと同じダメージ"); a failure leaves it prone with them still on.
- Erratic driving is declared before the vehicle's move (``DriveErratically``); the move
  must then be a flank (Run) move spending no more than the cruising MP; the roll comes at
  its end with Piloting standing for driving skill, as btdesk's vehicles have no other.
- Water destroys swarmers without UMU MP when their 'Mech passes through water 2 deep or
  more, lies prone in water 1 deep or more, or knocks them off into such water (the last
  in ``coming_off.drop``).
"""

from __future__ import annotations

from btdesk.model.commands import Command, DriveErratically, DropFlat, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event, UnitFell
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, MoveMode, MoveRecord, Phase, UnitState
from btdesk.model.tw_infantry import ShakeOffRules
from btdesk.model.units import Motive, UnitKind
from btdesk.rules.core.condition import mode_mp
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.movement import check_move
from btdesk.rules.core.piloting import fall, piloting_roll
from btdesk.rules.dice import Roller
from btdesk.rules.modules.tw_infantry import anti_mech, coming_off, mechanized
from btdesk.rules.modules.tw_infantry.transport import rules_of
from btdesk.rules.turns import active_side, move_problem

_ERRATIC = "tw_infantry.erratic"  # GameState.module_state: (turn, vehicles driving so)


def _rules(state: GameState) -> ShakeOffRules | None:
    return rules_of(state).anti_mech.shaking_off


def _mover(state: GameState, uid: str, doing: str) -> UnitState:
    """The unit, if it may take its move now: its side's turn, not moved yet."""

    if state.phase is not Phase.MOVEMENT:
        raise IllegalCommand(f"{doing} is done in the movement phase")
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    unit = state.unit(uid)
    why = move_problem(state, unit)
    if why is not None:
        raise IllegalCommand(why)
    if _rules(state) is None:
        raise IllegalCommand("this game's table has no rules for it (saved before them)")
    if not anti_mech.swarmers_on(state, uid):
        raise IllegalCommand(f"{unit.name} has no swarming infantry to be rid of")
    return unit


# --- 垂直伏臥: throwing itself flat ------------------------------------------------------------

FLAT, ERRATIC = "throwing itself flat", "driving erratically"  # the Piloting rolls' reasons


def flat_modifiers(state: GameState) -> tuple[tuple[str, int], ...]:
    """What throwing itself flat adds to the Piloting roll (the roll and the button)."""
    rules = _rules(state)
    return (("Throwing itself flat", rules.drop_flat_piloting),) \
        if rules is not None and rules.drop_flat_piloting else ()


def erratic_modifiers(state: GameState, unit: UnitState) -> tuple[tuple[str, int], ...]:
    """What erratic driving adds to the driving (Piloting) roll: +4, on VTOL MP +2."""
    rules = _rules(state)
    if rules is None:
        return ()
    vtol = state.definition(unit).movement.motive is Motive.VTOL
    return (("Erratic driving", rules.erratic_vtol if vtol else rules.erratic_driving),)


def drop_flat_problem(state: GameState, unit: UnitState) -> str | None:
    if state.definition(unit).kind is not UnitKind.MECH:
        return "only a 'Mech throws itself flat"
    if unit.prone:
        return f"{unit.name} is down already"
    return None


def drop_flat(state: GameState, command: DropFlat, roller: Roller,
              events: list[Event]) -> GameState:
    """"メックは襲撃者を振り切るために…垂直腹臥をすることができるが、そのためには操縦スキル
    ロールに成功する必要がある。ロールが失敗した場合、メックは伏せ状態になるが歩兵を振り落とす
    ことはできない。"""
    unit = _mover(state, command.unit, "throwing a 'Mech flat")
    why = drop_flat_problem(state, unit)
    if why is not None:
        raise IllegalCommand(why)
    state = replace_unit(state, replace(unit, moved=MoveRecord(MoveMode.STATIONARY, (), 0, 0)))
    if piloting_roll(state, unit.uid, FLAT, roller, events, flat_modifiers(state)):
        # The swarmers come off first; riders on its handholds stay (mechanized.py).
        state = fall(mechanized.deliberately(state, unit.uid), unit.uid, roller, events)
        state = mechanized.deliberately(state, None)
    else:
        state = replace_unit(state, replace(state.unit(unit.uid), prone=True))
        events.append(UnitFell(unit.uid, unit.facing))
    state = coming_off.drown(state, unit.uid, "crushed under water (no UMU MP)", events)
    return replace(state, last_side=unit.side)


# --- 車輌: erratic driving ---------------------------------------------------------------------

def erratic(state: GameState) -> frozenset[str]:
    """The vehicles driving erratically this turn."""
    known = state.module_state.get(_ERRATIC)
    if isinstance(known, tuple) and len(known) == 2 and known[0] == state.turn:
        drivers = known[1]
        return drivers if isinstance(drivers, frozenset) else frozenset()
    return frozenset()


def erratic_problem(state: GameState, unit: UnitState) -> str | None:
    if state.definition(unit).kind is not UnitKind.VEHICLE:
        return "only a vehicle drives erratically ('Mechs use their arms, a jump or the ground)"
    if mode_mp(unit, state.definition(unit), MoveMode.RUN, state) <= 0:
        return f"{unit.name} cannot move at flank speed (Total Warfare's erratic driving needs it)"
    if unit.uid in erratic(state):
        return f"{unit.name} is driving erratically already: make its flank move"
    return None


def drive_erratically(state: GameState, command: DriveErratically,
                      events: list[Event]) -> GameState:
    unit = _mover(state, command.unit, "erratic driving")
    why = erratic_problem(state, unit)
    if why is not None:
        raise IllegalCommand(why)
    return replace(state, module_state={**state.module_state,
                                        _ERRATIC: (state.turn, erratic(state) | {unit.uid})})


def check_erratic_move(state: GameState, command: MoveUnit) -> None:
    """"そのターンは全開速度で移動しているものとみなされるが、移動フェイズ中に消費できるのは
    巡航MPのみである" (counted at flank speed, cruising MP only)."""
    if command.unit not in erratic(state):
        return
    if command.mode is not MoveMode.RUN:
        raise IllegalCommand("a vehicle driving erratically moves at flank speed (Run), on "
                             "its cruising MP")


def listed(state: GameState, commands: list[Command]) -> list[Command]:
    """In the Movement Phase: a swarmed 'Mech may throw itself flat and a swarmed vehicle
    drive erratically (its moves then only flank moves on cruising MP)."""

    if state.phase is not Phase.MOVEMENT or state.halted is not None or _rules(state) is None:
        return commands
    driving = erratic(state)
    if not driving and not anti_mech.record(state).swarming:  # nobody to be rid of
        return commands
    side = active_side(state)
    if side is None:
        return commands
    out = [c for c in commands if not (isinstance(c, MoveUnit) and c.unit in driving
                                       and not _cruising(state, c))]
    movers = {c.unit for c in commands if isinstance(c, MoveUnit)}
    for unit in state.units_of(side):
        if unit.uid not in movers or not anti_mech.swarmers_on(state, unit.uid):
            continue
        if drop_flat_problem(state, unit) is None:
            out.append(DropFlat(unit.uid))
        elif erratic_problem(state, unit) is None:
            out.append(DriveErratically(unit.uid))
    return out


def _cruising(state: GameState, command: MoveUnit) -> bool:
    """A flank move that spends no more than the cruising MP."""
    if command.mode is not MoveMode.RUN:
        return False
    unit = state.unit(command.unit)
    try:
        spent = check_move(state, unit.uid, command.mode, tuple(command.steps)).mp_spent
    except IllegalCommand:
        return False
    return spent <= mode_mp(unit, state.definition(unit), MoveMode.WALK, state)


def after_move(state: GameState, command: MoveUnit, roller: Roller,
               events: list[Event]) -> GameState:
    """The end of a move: a 'Mech that went through deep water drowns its swarmers; an
    erratic driver's cruising MP are checked and its roll made."""
    unit = state.unit(command.unit)
    rules = _rules(state)
    if rules is None or unit.moved is None:
        return state
    if anti_mech.swarmers_on(state, unit.uid) and any(
            state.board.depth(h) >= rules.water_deep for h in unit.moved.path):
        state = coming_off.drown(state, unit.uid, "carried into deep water (no UMU MP)",
                                events, deep=True)
    if unit.uid not in erratic(state):
        return state
    cruise = mode_mp(unit, state.definition(unit), MoveMode.WALK, state)
    if unit.moved.mp_spent > cruise:
        raise IllegalCommand(f"{unit.name} is driving erratically: it spends no more than its "
                             f"cruising MP ({cruise}), {unit.moved.mp_spent} asked")
    if not anti_mech.swarmers_on(state, unit.uid) or not unit.active:
        return state
    if not piloting_roll(state, unit.uid, ERRATIC, roller, events,
                         erratic_modifiers(state, unit)):
        return state
    return coming_off.shake_off(state, unit.uid, f"thrown off by {unit.name}'s erratic driving",
                               rules.erratic_damage, roller, events)
