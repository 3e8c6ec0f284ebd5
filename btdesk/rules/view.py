"""What one side may see of the game (design.md, *Hidden information is a view*).

The Quick-Start rules hide nothing: both sides see every unit, every sheet and every
roll, and the dice seed is kept by the session, not in the state.  Close Assault adds
secret tactics (0204-B: "Both ... secretly record the tactics"): a view shows that the
other side has locked one in, never which, until both are revealed (the engine resolves
at once, so a revealed tactic is never in the state).
"""

from __future__ import annotations

from dataclasses import replace

from btdesk.model.state import GameState, Tactic

HIDDEN_LETTER = "?"


def visible_to(state: GameState, side: str) -> GameState:
    state.side(side)  # an unknown side is a caller's mistake: KeyError
    if not any(e.tactics for e in state.assaults):
        return state
    assaults = []
    for eng in state.assaults:
        tactics = tuple(t if state.unit(t.unit).side == side
                        else Tactic(t.unit, HIDDEN_LETTER, t.target) for t in eng.tactics)
        assaults.append(replace(eng, tactics=tactics))
    return replace(state, assaults=tuple(assaults))
