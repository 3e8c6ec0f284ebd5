"""What one side may see of the game (design.md, *Hidden information is a view*).

The Quick-Start rules hide nothing: both sides see every unit, every sheet and every
roll, and the dice seed is kept by the session, not in the state.  0204-B adds two
secrets:

- tactics ("Both ... secretly record the tactics"): a view shows that the other side has
  locked one in, never which, until both are revealed (the engine resolves at once, so a
  revealed tactic is never in the state);
- hidden infantry ("The position of these hidden units is secretly recorded"): a hidden
  unit of another side is not in the view at all, nor its sheet (unless a seen unit uses
  the same one), nor anything that names it.
"""

from __future__ import annotations

from collections.abc import Callable

import btdesk.rules.modules  # noqa: F401  (installs every rules module on the hooks)
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, Tactic
from btdesk.model.vocab import TacticLetter
from btdesk.rules import hooks

HIDDEN_LETTER = TacticLetter.HIDDEN


def visible_to(state: GameState, side: str) -> GameState:
    state.side(side)  # an unknown side is a caller's mistake: KeyError
    return _view(state, lambda owner: owner == side)


def public(state: GameState) -> GameState:
    """What a screen nobody has claimed may show (hot seat between hand-overs): every
    side's secrets kept."""
    return _view(state, lambda owner: False)


def _view(state: GameState, sees: Callable[[str], bool]) -> GameState:
    """``sees(side)``: whether the viewer may see that side's secrets."""
    unseen = {u.uid for u in state.units if u.hidden and not sees(u.side)}
    if unseen:
        units = tuple(u for u in state.units if u.uid not in unseen)
        used = {u.sheet for u in units}
        state = replace(
            state,
            units=units,
            definitions={k: v for k, v in state.definitions.items() if k in used},
            declarations=tuple(d for d in state.declarations
                               if d.attacker not in unseen and d.target not in unseen),
            los_choices={k: v for k, v in state.los_choices.items() if not set(k) & unseen},
            physical=tuple(d for d in state.physical
                           if d.attacker not in unseen and d.target not in unseen),
        )
        for module in hooks.active(state.options):
            state = module.unseen(state, frozenset(unseen))
    if not any(e.tactics for e in state.assaults):
        return state
    assaults = []
    for eng in state.assaults:
        tactics = tuple(t if sees(state.unit(t.unit).side)
                        else Tactic(t.unit, HIDDEN_LETTER, t.target) for t in eng.tactics)
        assaults.append(replace(eng, tactics=tactics))
    return replace(state, assaults=tuple(assaults))
