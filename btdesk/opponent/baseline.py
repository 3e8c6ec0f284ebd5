"""The two players the computer opponent is measured against (``btdesk autoplay
--SIDE random|greedy``, bench/opponent.py): uniformly random legal commands, and a
simple greedy player that closes in on the nearest enemy and fires at the nearest it can.
Each reads only its side's view, as the computer does."""

from __future__ import annotations

import random

from btdesk.hexgrid import distance
from btdesk.model.commands import Command, DeclareAttack, MoveUnit
from btdesk.model.state import GameState
from btdesk.opponent.moving import end_of
from btdesk.opponent.player import mine


def uniform(view: GameState, side: str, rng: random.Random) -> Command | None:
    """Any of the side's legal commands, each as likely."""
    own = mine(view, side)
    return rng.choice(own) if own else None


def greedy(view: GameState, side: str, rng: random.Random) -> Command | None:
    """The first unit listed to move goes to the end nearest an enemy; each declaration
    fires at the nearest enemy it can; anything else, the first command listed."""
    own = mine(view, side)
    if not own:
        return None
    foes = [u.position for u in view.units if u.side != side and u.active and u.position]
    moves = [c for c in own if isinstance(c, MoveUnit)]
    if moves and foes:
        first = moves[0].unit

        def nearest(m: MoveUnit) -> int:
            end = end_of(view, m)
            return min(distance(end, f) for f in foes) if end else 99
        return min((m for m in moves if m.unit == first), key=nearest)
    fire = [c for c in own if isinstance(c, DeclareAttack) and c.target is not None]
    if fire:
        def gap(c: DeclareAttack) -> int:
            a, t = view.unit(c.unit).position, view.unit(c.target or "").position
            return distance(a, t) if a and t else 99
        return min(fire, key=gap)
    return own[0]


__all__ = ["greedy", "uniform"]
