"""Whose turn it is, who may act now and why not: the answers the engine, the rules
modules and the Orders dock share (QSR *Sequence of Play*: the loser of initiative moves
and declares first, then the sides alternate).  A module that changes the order says so
through its hooks (``holds``, ``takes_phase``, ``move_locked``); nothing here names one.
"""

from __future__ import annotations

from btdesk.model.errors import IllegalCommand
from btdesk.model.state import GameState, Phase, UnitState
from btdesk.model.units import UnitKind
from btdesk.rules import hooks
from btdesk.rules.core.physical import building_blow_options, physical_options
from btdesk.rules.kept import LastState


def phase_taken(state: GameState) -> str | None:
    """Why no side has the turn in this phase because a module plays it (the Close
    Assaults are fought first), or None."""
    return hooks.first(state.options, lambda m: m.takes_phase(state))


def move_locked(state: GameState, unit: UnitState) -> str | None:
    """Why a module holds ``unit`` where it is this turn, or None."""
    return hooks.first(state.options, lambda m: m.move_locked(state, unit))


def unmoved(state: GameState, side: str) -> list[UnitState]:
    """Units still to move: not those knocked out, nor those a module holds where they
    are (0204-B: locked in a Close Assault, "left where they are until the next Close
    Assault Phase")."""
    extra = hooks.active(state.options)
    return [u for u in state.units_of(side) if u.can_act and u.moved is None
            and not any(m.move_locked(state, u) for m in extra)]


def undeclared(state: GameState, side: str) -> list[UnitState]:
    declared = {d.attacker for d in state.declarations}
    return [u for u in state.units if u.side == side and u.can_act and u.uid not in declared]


def physical_waiting(state: GameState, side: str) -> list[UnitState]:
    """Units that could make a physical attack and have not declared (the others have
    nothing to declare)."""
    extra = hooks.active(state.options)
    return [u for u in state.units_of(side) if state.physical_declaration(u.uid) is None
            and (physical_options(state, u.uid) or building_blow_options(state, u.uid)
                 or any(m.physical_choice(state, u) for m in extra))]


def _alternate(state: GameState, waiting: dict[str, int], last: str | None) -> str | None:
    """Loser of initiative first, then alternate; a side with nothing left is skipped."""
    order = list(state.initiative)
    if not any(waiting.values()):
        return None
    start = 0 if last is None else (order.index(last) + 1) % len(order)
    for i in range(len(order)):
        side = order[(start + i) % len(order)]
        if waiting.get(side):
            return side
    return None


def undeployed(state: GameState, side: str) -> list[UnitState]:
    return [u for u in state.units_of(side) if u.position is None and not u.removed
            and u.carried_by is None]


def _setup_side(state: GameState) -> str | None:
    """The side that sets up first places all its units, then the others in turn."""
    order = sorted(state.sides, key=lambda s: not s.sets_up_first)
    return next((s.key for s in order if undeployed(state, s.key)), None)


_sides: LastState[str, str | None] = LastState()


def active_side(state: GameState) -> str | None:
    """The side that must act now; None when either may (initiative, resolution) or the
    game is over.  Kept for the last state asked about: ``legal_commands`` asks it again
    for each unit that may eject, and it counts every unit of both sides."""
    kept = _sides.of(state)
    if "side" not in kept:
        kept["side"] = _active_side(state)
    return kept["side"]


def _active_side(state: GameState) -> str | None:
    if state.phase is Phase.SETUP:
        return _setup_side(state)
    if state.phase is Phase.MOVEMENT and state.halted is not None:
        return state.unit(state.halted.unit).side  # the ambushed 'Mech: stay or move on
    held = hooks.first(state.options, lambda m: m.holds(state))
    if held is not None:
        return held
    if state.phase is Phase.MOVEMENT:
        return _alternate(state, {s.key: len(unmoved(state, s.key)) for s in state.sides},
                          state.last_side)
    if state.phase is Phase.WEAPON_ATTACK and not declarations_done(state):
        return _alternate(state, {s.key: len(undeclared(state, s.key)) for s in state.sides},
                          state.last_side)
    if state.phase is Phase.PHYSICAL_ATTACK and phase_taken(state) is None:
        return _alternate(state, {s.key: len(physical_waiting(state, s.key))
                                  for s in state.sides}, state.last_side)
    return None


def declarations_done(state: GameState) -> bool:
    declared = {d.attacker for d in state.declarations}
    sides = {s.key for s in state.sides}
    return not any(u.side in sides and u.can_act and u.uid not in declared for u in state.units)


def require(state: GameState, phase: Phase, what: str) -> None:
    if state.phase is not phase:
        raise IllegalCommand(f"{what} belongs to the {phase.value.replace('_', ' ')} phase; "
                             f"this is the {state.phase.value.replace('_', ' ')} phase")


def own_active_unit(state: GameState, uid: str) -> UnitState:
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    unit = state.unit(uid)
    if not unit.active:
        raise IllegalCommand(f"{unit.name} is out of the game")
    side = active_side(state)
    if side is not None and unit.side != side:
        raise IllegalCommand(f"it is {state.side(side).name}'s turn to act, not "
                             f"{state.side(unit.side).name}'s")
    return unit


def move_problem(state: GameState, unit: UnitState) -> str | None:
    """Why ``unit`` may not take its move now (to move, or to eject instead); None if it
    may.  The map asks this to say why a click on a unit does nothing."""
    if not unit.active:
        return f"{unit.name} is out of the game"
    side = active_side(state)
    if side is not None and unit.side != side:
        return (f"it is {state.side(side).name}'s turn, and {unit.name} is "
                f"{state.side(unit.side).name}'s")
    if state.halted is not None:  # 0204-B Ambush: only the ambushed 'Mech, part-way moved
        return None if state.halted.unit == unit.uid else \
            "the ambushed 'Mech stays or moves on first"
    if unit.moved is not None:
        return f"{unit.name} has already moved this turn"
    if not unit.can_act:
        return why_idle(state, unit)
    return move_locked(state, unit)


def pick_problem(state: GameState, unit: UnitState) -> str | None:
    """Why, by the sequence of play, ``unit`` may not be picked to act now (place, move,
    or declare an attack); None if it may.  ``listing.act_problem`` adds what the listing
    says, so the map and the Orders dock never disagree with ``legal_commands``."""
    side = active_side(state)
    if state.phase is Phase.SETUP:
        if unit.position is not None:
            return f"{unit.name} is already on the map"
        if side is not None and unit.side != side:
            return f"{state.side(side).name} sets up now"
        return None
    if state.phase is Phase.MOVEMENT:
        return move_problem(state, unit)
    if state.phase is Phase.WEAPON_ATTACK:
        if not unit.active:
            return f"{unit.name} is out of the game"
        if not unit.can_act:
            return why_idle(state, unit)
        if side is None:
            return "every attack is declared: resolve them"
        if unit.side != side:
            return (f"it is {state.side(side).name}'s turn to declare, and {unit.name} is "
                    f"{state.side(unit.side).name}'s")
        if state.declaration(unit.uid) is not None:
            return f"{unit.name} has already declared its attack"
        return None
    return f"units are not picked on the map in the {state.phase.value.replace('_', ' ')} phase"


def why_idle(state: GameState, unit: UnitState) -> str:
    """Why an active unit may not act (``UnitState.can_act`` is false)."""
    if unit.carried_by is not None:
        return (f"{unit.name} rides {state.unit(unit.carried_by).name}: it gets off at the "
                "end of its carrier's move (pick the carrier)")
    return f"{unit.name}'s MechWarrior is unconscious"


def eject_problem(state: GameState, unit: UnitState) -> str | None:
    """Why ``unit`` may not eject as its move now; None if it may.  The Quick-Start game
    has no Piloting Skill Rolls: ejection comes with physical attacks or Close Assault."""
    if not any(m.piloting_rolls for m in hooks.active(state.options)):
        return "ejection needs Piloting Skill Rolls: the physical attacks or Close Assault option"
    if state.definition(unit).kind is not UnitKind.MECH:
        return "only a 'Mech's MechWarrior ejects"
    if state.engagement(unit.uid) is not None:
        return f"{unit.name} is in a Close Assault: ejecting there is the tactic g/G"
    if state.halted is not None:
        return "the ambushed 'Mech stays or moves on first"
    return move_problem(state, unit)


__all__ = ["active_side", "declarations_done", "eject_problem", "move_locked",
           "move_problem", "own_active_unit", "phase_taken", "physical_waiting",
           "pick_problem", "require", "undeclared", "undeployed", "unmoved", "why_idle"]
