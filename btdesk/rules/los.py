"""Line of sight (QSR *Line of Sight*, *Intervening Terrain*).

The attacker's and target's hexes never count; other units never block.  Woods along
the line add up by density (light 1, heavy 2 in ``terrain.yaml``): three light, two
heavy, or one of each block.  Where the line runs along a hexside the target's player
chooses which hex counts; until they choose, the engine takes the denser hex at each
tie, which is the choice that favours the target for blocking and modifiers alike
(both only grow with density), so an unasked target never loses by it.
"""

from __future__ import annotations

from dataclasses import dataclass

from btdesk.hexgrid import Hex, line
from btdesk.model.board import Terrain
from btdesk.model.state import GameState


@dataclass(frozen=True)
class LineOfSight:
    intervening: tuple[Hex, ...]  # the hexes that count, ties resolved
    ties: tuple[tuple[Hex, Hex], ...]  # every hexside tie on the line, in order
    chosen: tuple[Hex, ...]  # the hex taken at each tie
    density: int
    blocked: bool
    light_woods: int  # intervening hexes of each kind, for the to-hit breakdown
    heavy_woods: int


def ties_between(a: Hex, b: Hex) -> tuple[tuple[Hex, Hex], ...]:
    return tuple(step for step in line(a, b) if isinstance(step, tuple))


def line_of_sight(state: GameState, attacker: Hex, target: Hex,
                  choice: tuple[Hex, ...] | None = None) -> LineOfSight:
    rules = state.rules
    board = state.board
    trace = line(attacker, target)[1:-1]
    ties = tuple(step for step in trace if isinstance(step, tuple))
    if choice is not None and (len(choice) != len(ties)
                               or any(c not in t for c, t in zip(choice, ties, strict=False))):
        choice = None

    def density(h: Hex) -> int:
        return rules.terrain[board.terrain_at(h)].los_density if board.contains(h) else 0

    picks: list[Hex] = []
    hexes: list[Hex] = []
    for step in trace:
        if isinstance(step, tuple):
            pick = choice[len(picks)] if choice is not None else max(step, key=density)
            picks.append(pick)
            hexes.append(pick)
        else:
            hexes.append(step)
    total = sum(density(h) for h in hexes)
    kinds = [board.terrain_at(h) for h in hexes if board.contains(h)]
    return LineOfSight(
        intervening=tuple(hexes),
        ties=ties,
        chosen=tuple(picks),
        density=total,
        blocked=total >= rules.los_blocking_density,
        light_woods=kinds.count(Terrain.LIGHT_WOODS),
        heavy_woods=kinds.count(Terrain.HEAVY_WOODS),
    )


def unit_line_of_sight(state: GameState, attacker_uid: str, target_uid: str) -> LineOfSight:
    """LOS between two units, with the target player's choice for this turn if made."""
    a, t = state.unit(attacker_uid), state.unit(target_uid)
    assert a.position is not None and t.position is not None
    return line_of_sight(state, a.position, t.position,
                         state.los_choices.get((attacker_uid, target_uid)))
