"""What one side may see of the game (design.md, *Hidden information is a view*).

The Quick-Start rules hide nothing: both sides see every unit, every sheet and every
roll, and the dice seed is kept by the session, not in the state.  The Close Assault
rules (secret tactics, hidden infantry, secret movement) add hidden parts to the state;
this function is where they will be taken out, and its callers already go through it.
"""

from __future__ import annotations

from btdesk.model.state import GameState


def visible_to(state: GameState, side: str) -> GameState:
    state.side(side)  # an unknown side is a caller's mistake: KeyError
    return state
