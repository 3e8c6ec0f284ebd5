"""Line of sight (QSR *Line of Sight*, *Intervening Terrain*).

The attacker's and target's hexes never count; other units never block.  Woods along
the line add up by density (light 1, heavy 2 in ``terrain.yaml``): three light, two
heavy, or one of each block.  Where the line runs along a hexside the target's player
chooses which hex counts; until they choose, the engine takes the denser hex at each
tie, which is the choice that favours the target for blocking and modifiers alike
(both only grow with density), so an unasked target never loses by it.
"""

from __future__ import annotations

from typing import NamedTuple, cast

from btdesk.hexgrid import Hex
from btdesk.hexgrid.lines import between
from btdesk.model.board import Terrain
from btdesk.model.state import GameState


class LineOfSight(NamedTuple):
    """A query's answer, not state: a named tuple because a cold all-pairs look builds
    hundreds of them and a frozen dataclass's ``__init__`` was a fifth of the cost."""

    intervening: tuple[Hex, ...]  # the hexes that count, ties resolved
    ties: tuple[tuple[Hex, Hex], ...]  # every hexside tie on the line, in order
    chosen: tuple[Hex, ...]  # the hex taken at each tie
    density: int
    blocked: bool
    light_woods: int  # intervening hexes of each kind, for the to-hit breakdown
    heavy_woods: int


def ties_between(a: Hex, b: Hex) -> tuple[tuple[Hex, Hex], ...]:
    return between(a, b)[1]


def line_of_sight(state: GameState, attacker: Hex, target: Hex,
                  choice: tuple[Hex, ...] | None = None) -> LineOfSight:
    """Runs on every mouse move over a target, so the loop reads the terrain mapping
    directly: hexes off the map are simply absent from it and count as clear."""
    rules = state.rules
    terrain = state.board.terrain
    density = rules.los_density()
    trace, ties = between(attacker, target)
    if choice is not None and (len(choice) != len(ties)
                               or any(c not in t for c, t in zip(choice, ties, strict=False))):
        choice = None
    picks: list[Hex] = []
    if ties:  # the target's player's choice at each tie, else the denser hex
        steps: list[Hex] = []
        for step in trace:
            if not isinstance(step, Hex):
                if choice is not None:
                    step = choice[len(picks)]
                else:
                    first, second = step
                    step = first if (density[terrain.get(first, Terrain.CLEAR)]
                                     >= density[terrain.get(second, Terrain.CLEAR)]) else second
                picks.append(step)
            steps.append(step)
        hexes = tuple(steps)
    else:  # the common case: the trace is the hexes
        hexes = cast(tuple[Hex, ...], trace)
    total = light = heavy = 0
    for h in hexes:
        kind = terrain.get(h)
        if kind is not None:
            total += density[kind]
            light += kind is Terrain.LIGHT_WOODS
            heavy += kind is Terrain.HEAVY_WOODS
    return LineOfSight(hexes, ties, tuple(picks), total, total >= rules.los_blocking_density,
                       light, heavy)


def unit_line_of_sight(state: GameState, attacker_uid: str, target_uid: str) -> LineOfSight:
    """LOS between two units, with the target player's choice for this turn if made."""
    a, t = state.unit(attacker_uid), state.unit(target_uid)
    assert a.position is not None and t.position is not None
    return line_of_sight(state, a.position, t.position,
                         state.los_choices.get((attacker_uid, target_uid)))
