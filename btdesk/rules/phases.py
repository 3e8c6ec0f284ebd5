"""The phase machine (QSR *Sequence of Play*; rules-notes §7): Initiative → Movement →
Weapon Attack → Physical Attack slot → Heat slot → End.  Phases with nothing left to do
pass by themselves, each with a :class:`PhaseChanged` event, so a caller only ever
submits the commands a player would."""

from __future__ import annotations

import math

from btdesk.model.events import (
    CruiseReduced,
    Event,
    GameOver,
    PhaseChanged,
    UnitRemoved,
)
from btdesk.model.frozen import replace
from btdesk.model.rule_set import QUICK_START
from btdesk.model.state import (
    GameState,
    Phase,
)
from btdesk.rules import hooks
from btdesk.rules.core.condition import cruise_mp
from btdesk.rules.core.piloting import consciousness_roll
from btdesk.rules.dice import Roller
from btdesk.rules.turns import (
    active_side,
    declarations_done,
    phase_taken,
)


def enter(state: GameState, phase: Phase, events: list[Event]) -> GameState:
    events.append(PhaseChanged(state.turn, phase))
    return replace(state, phase=phase, last_side=None)


def _remove_destroyed(state: GameState, events: list[Event]) -> GameState:
    """Destroyed units leave the map at the end of the phase (QSR Destroying a Unit)."""
    units = []
    for u in state.units:
        if u.destroyed and not u.removed:
            events.append(UnitRemoved(u.uid))
            u = replace(u, removed=True, position=None, floor=0)
        units.append(u)
    state = replace(state, units=tuple(units))
    for module in hooks.active(state.options):
        state = module.units_removed(state, events)
    return state


def _physical_done(state: GameState) -> bool:
    """The Physical Attack Phase (or Close Assault Phase) has nothing left to do."""
    if phase_taken(state) is not None:
        return False
    if not any(m.declares_blows for m in hooks.active(state.options)):
        return True
    return active_side(state) is None and all(d.resolved for d in state.physical)


def advance(state: GameState, events: list[Event], roller: Roller) -> GameState:
    while True:
        phase = state.phase
        if phase is Phase.SETUP and active_side(state) is None:
            state = enter(state, Phase.INITIATIVE, events)
        elif phase is Phase.MOVEMENT and active_side(state) is None:
            state = enter(state, Phase.WEAPON_ATTACK, events)
        elif phase is Phase.WEAPON_ATTACK and declarations_done(state) and all(
                d.resolved for d in state.declarations) and QUICK_START in state.options:
            # The Quick-Start Rules as printed: Initiative, Movement, Weapon Attack, End.
            state = enter(_remove_destroyed(state, events), Phase.END, events)
        elif phase is Phase.WEAPON_ATTACK and declarations_done(state) and all(
                d.resolved for d in state.declarations):
            state = _remove_destroyed(state, events)
            state = enter(state, Phase.PHYSICAL_ATTACK, events)
            for module in hooks.active(state.options):
                state = module.phase_begins(state, roller, events)
        elif phase is Phase.PHYSICAL_ATTACK and _physical_done(state):
            state = _remove_destroyed(state, events)
            state = enter(state, Phase.HEAT, events)
            for module in hooks.active(state.options):
                state = module.heat_phase(state, roller, events)
        elif phase is Phase.HEAT:
            state = enter(state, Phase.END, events)  # QSR: no heat; a module's is done
        elif phase is Phase.END:
            state = _end_phase(state, roller, events)
        else:
            return state


def _end_phase(state: GameState, roller: Roller, events: list[Event]) -> GameState:
    units = []
    for u in state.units:
        if u.unconscious and u.active:  # Total Warfare: a roll each End Phase to wake
            u = replace(u, unconscious=not consciousness_roll(state, u, roller, events))
        if u.pending_motive_hits:
            definition = state.definition(u)
            u = replace(u, motive_hits=u.motive_hits + u.pending_motive_hits,
                        pending_motive_hits=0)
            cruise = cruise_mp(u, definition)
            events.append(CruiseReduced(u.uid, cruise, math.ceil(cruise * 1.5)))
        units.append(replace(u, moved=None))
    state = _remove_destroyed(replace(state, units=tuple(units), declarations=(),
                                      los_choices={}, physical=()), events)
    standing = [s.key for s in state.sides if any(u.active for u in state.units_of(s.key))]
    if len(standing) <= 1:
        winner = standing[0] if standing else None
        events.append(GameOver(winner))
        return replace(enter(state, Phase.GAME_OVER, events), winner=winner)
    state = replace(state, turn=state.turn + 1, initiative=())
    return enter(state, Phase.INITIATIVE, events)
