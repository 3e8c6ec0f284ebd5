"""Every (hex, facing) a unit can end its move in, with the cheapest way there: Dijkstra
over (hex, facing) on a grid of the map's nodes, roads' bonus MP and the minimum move
included; a jump by breadth over hexes.  The map's reach overlay, the listing of moves
and the computer opponent ask it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from operator import itemgetter
from typing import NamedTuple

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.board import Board, Terrain
from btdesk.model.commands import MoveUnit
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.tables import RuleTables
from btdesk.model.units import UnitDefinition, UnitKind
from btdesk.model.vocab import DIRECTION_STEPS, MoveStep
from btdesk.rules.core.condition import mode_mp
from btdesk.rules.core.move_costs import (
    enter_cost,
    may_stand,
    minimum_move,
    mode_barred,
    step_cost,
    terrain_cost,
    top_level,
)
from btdesk.rules.core.search_arrays import Arrays, give_back, take_arrays
from btdesk.rules.core.stacking import Occupancy, barring, end_problem, halts, occupancy_of


class Reach(NamedTuple):
    """A named tuple, not a frozen dataclass: a search makes a thousand of them, and
    building a tuple costs a third of what a frozen dataclass's checked set-up does."""

    cost: int
    steps: tuple[MoveStep, ...]


_grids: dict[tuple[int, int, str, frozenset[str]],
             tuple[Board, RuleTables, tuple[tuple[int, ...], ...], int]] = {}


def _walk_costs(state: GameState, definition: UnitDefinition) -> tuple[tuple[int, ...], ...]:
    return _walk_table(state, definition)[0]


def _walk_table(state: GameState, definition: UnitDefinition
                ) -> tuple[tuple[tuple[int, ...], ...], int]:
    """What each of the search's walks (:func:`_faced`: ahead, behind, then infantry's six
    directions) costs from each node (-1: never, or off the map), kept for the boards and
    tables in use: a board and its tables outlive the states that share them, and looking
    the terrain up step by step was a sixth of a search.  On a flat board a
    step costs what the hex it enters does; levels and roads make it the step's own."""
    board, rules = state.board, state.rules
    motive = definition.movement.motive.value
    if definition.kind.is_infantry:  # a hover platoon is not a hover tank
        motive = f"infantry {motive}"
    key = (id(board), id(rules), motive, state.options)  # a module may change costs
    known = _grids.get(key)
    if known is not None and known[0] is board and known[1] is rules:
        return known[2], known[3]
    hexes, _, around = _grid(board.columns, board.rows)
    if board.flat:
        clear = terrain_cost(state, definition, Terrain.CLEAR)
        enter = [-1 if clear is None else clear] * len(hexes)
        for i, h in enumerate(hexes):
            if h in board.terrain:
                cost = enter_cost(state, definition, h)
                enter[i] = -1 if cost is None else cost
        edge = [-1 if n < 0 else enter[n] for n in around]
    else:
        edge = []
        for i, n in enumerate(around):
            cost = None if n < 0 else step_cost(state, definition, hexes[i // 6], hexes[n])
            edge.append(-1 if cost is None else cost)
    nodes = range(len(edge))
    if definition.kind.is_infantry:  # six directions from facing 0; no ahead or behind
        walks: tuple[tuple[int, ...], ...] = ((), (), *(
            tuple(edge[n - n % 6 + d] for n in nodes) for d in range(6)))
    else:
        walks = (tuple(edge), tuple(edge[n - n % 6 + (n + 3) % 6] for n in nodes),
                 *(((),) * 6))
    least = min((cost for cost in edge if cost >= 0), default=1)  # the cheapest step
    if len(_grids) >= 16:  # a few boards and rule sets at a time; never a leak
        _grids.clear()
    _grids[key] = (board, rules, walks, least)
    return walks, least


def _reach_jump(state: GameState, unit: UnitState, definition: UnitDefinition,
                out: dict[tuple[Hex, int], Reach] | None = None, everywhere: bool = False
                ) -> dict[tuple[Hex, int], Reach]:
    """A jump's landings (into ``out``, if given); ``everywhere``: in other units' hexes
    too, where it may perhaps not end (the same, in the same order, where it may)."""
    assert unit.position is not None
    budget = mode_mp(unit, definition, MoveMode.JUMP, state)
    occupancy = occupancy_of(state, unit)
    came: dict[Hex, tuple[Hex, MoveStep]] = {}
    frontier, seen = [unit.position], {unit.position}
    board = state.board
    ceiling = board.level(unit.position) + budget
    for _ in range(budget):
        nxt = []
        for h in frontier:
            for d in range(6):
                n = neighbor(h, d)
                if n not in seen and board.contains(n) and top_level(board, n) <= ceiling:
                    seen.add(n)
                    came[n] = (h, DIRECTION_STEPS[d])
                    nxt.append(n)
        frontier = nxt
    # Each hex's path, from the path of the hex it was reached from (``came`` is in the
    # order reached, so that one is known first), and each end built as _search builds
    # its own: a company's three jumpers made 6,000 ends a listing.
    paths: dict[Hex, tuple[MoveStep, ...]] = {unit.position: ()}
    for h, (parent, step) in came.items():
        paths[h] = paths[parent] + (step,)
    make = tuple.__new__
    infantry = definition.kind.is_infantry
    if out is None:
        out = {}
    for h in came:
        if not may_stand(state, definition, h) or (
                h in occupancy and not everywhere
                and end_problem(occupancy, definition.kind, h)):
            continue
        path = paths[h]
        if infantry:  # no facing: it lands as it is
            out[(h, 0)] = make(Reach, (len(path), path))
            continue
        for facing, landing in enumerate(_LANDINGS):
            out[(h, facing)] = make(Reach, (len(path), path + landing))
    return out


_LANDINGS = tuple((MoveStep.land(facing),) for facing in range(6))  # a jump's last step


ANY_BUDGET = -1  # reachable(): search as far as the map goes (for why_not_to)


def reachable(state: GameState, uid: str, mode: MoveMode,
              budget: int | None = None) -> dict[tuple[Hex, int], Reach]:
    """Every (hex, facing) the unit can end its move in, with the cheapest way there.

    Infantry have no facing: their results all carry facing 0.  ``budget``: fewer MP than
    the mode gives (what an ambushed 'Mech has left).
    """
    found = reachable_kept(state, uid, mode, budget)
    return dict(found) if type(found) is KeptEnds else found


def reachable_kept(state: GameState, uid: str, mode: MoveMode, budget: int | None = None
                   ) -> dict[tuple[Hex, int], Reach]:
    """What :func:`reachable` answers, perhaps the very dictionary an earlier search made
    (a :class:`KeptEnds`, shared: the caller only reads it): ``legal_commands`` lists a
    side's moves from these."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    kind = definition.kind
    if unit.position is None:
        return {}
    start = (unit.position, 0 if kind.is_infantry else unit.facing)
    if mode is MoveMode.STATIONARY:
        return {start: Reach(0, ())}
    if mode is MoveMode.RUN and kind.is_infantry:
        return {}
    anywhere = budget == ANY_BUDGET
    if anywhere:
        budget = 10 * (state.board.columns + state.board.rows)
    else:
        budget = mode_mp(unit, definition, mode, state) if budget is None else min(
            budget, mode_mp(unit, definition, mode, state))
    if budget <= 0 or mode_barred(state, unit, mode) is not None:
        return {}
    if not kind.is_infantry and not anywhere:
        return _kept_ends(state, unit, definition, mode, budget)
    if mode is MoveMode.JUMP:
        return _reach_jump(state, unit, definition)
    found = _search_with_roads(state, unit, definition, mode, budget)
    if kind.is_infantry and minimum_move(state, definition):
        _add_minimum_moves(state, unit, definition, budget, found)
    return found


def reachable_within(state: GameState, uid: str, mode: MoveMode,
                     only: frozenset[Hex]) -> dict[tuple[Hex, int], Reach]:
    """The (hex, facing) ends of a walk or run of a 'Mech or vehicle that enters only
    hexes of ``only``, each with its cheapest such way (a Close Assault order's move
    "directly towards the enemy" keeps to the hexes between the two)."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    if unit.position is None or definition.kind.is_infantry \
            or mode not in (MoveMode.WALK, MoveMode.RUN):
        return {}
    budget = mode_mp(unit, definition, mode, state)
    if budget <= 0 or mode_barred(state, unit, mode) is not None:
        return {}
    return _search_with_roads(state, unit, definition, mode, budget, only)


class KeptEnds(dict[tuple[Hex, int], Reach]):
    """A walk's or run's ends as a search found them, kept for the next states that ask
    (shared: read only), with the moves ``legal_commands`` made of them."""

    listed: list[MoveUnit] | None = None
    source: KeptEnds | None = None  # the ends these were cut from, ...
    dropped: tuple[int, ...] = ()  # ... less the ends at these places in it
    places: dict[tuple[Hex, int], int] | None = None  # each end's place, once asked

    def moves(self, make: Callable[[list[tuple[MoveStep, ...]]], list[MoveUnit]]
              ) -> list[MoveUnit]:
        """The moves ``make`` makes of these ends' paths (one each, in order), kept; cut
        from the moves of the ends these were cut from, without making any again."""
        if self.listed is None:
            if self.source is None:
                self.listed = make([r.steps for r in self.values()])
            else:
                whole = self.source.moves(make)
                out: list[MoveUnit] = []
                start = 0
                for i in self.dropped:
                    out += whole[start:i]
                    start = i + 1
                self.listed = out + whole[start:]
        return self.listed


def ends_in_order(ends: dict[tuple[Hex, int], Reach],
                  among: set[tuple[Hex, int]]) -> list[tuple[Hex, int]]:
    """The ends of ``ends`` that are in ``among``, in the order of ``ends``: a scan of
    them, or for kept ends (many, and ``among`` a few) each of ``among`` looked up and
    put in the order kept with them."""
    if type(ends) is not KeptEnds or ends.places is None:
        if type(ends) is KeptEnds:  # asked again: look them up the next time
            ends.places = {}
        return [k for k in ends if k in among]
    places = ends.places
    if not places:
        places = ends.places = {k: i for i, k in enumerate(ends)}
    return sorted((k for k in among if k in places), key=places.__getitem__)


class _Kept:
    """A search kept: what it was made for, its ends in every hex it reached (``raw``,
    other units' hexes too) and the ends it answered last (``last``: the hexes where the
    unit could not end, and ``raw`` less its ends there; one attribute, so that a thread
    reads the two together)."""

    __slots__ = ("barred", "board", "definition", "last", "options", "raw", "reached",
                 "rules", "side")

    def __init__(self, state: GameState, unit: UnitState, definition: UnitDefinition,
                 barred: tuple[Hex, ...], raw: KeptEnds) -> None:
        self.board, self.rules, self.options = state.board, state.rules, state.options
        self.definition, self.side, self.barred = definition, unit.side, barred
        self.raw = raw
        self.reached = set(map(_first, raw))  # the hexes of its ends
        self.last: tuple[tuple[Hex, ...], KeptEnds] = ((), raw)

    def less(self, refused: tuple[Hex, ...]) -> KeptEnds:
        """The raw ends less those in the ``refused`` hexes (and their moves, once made,
        less those moves)."""
        if not refused:
            return self.raw
        keys = list(self.raw)
        dropped = [i for i, (h, _) in enumerate(keys) if h in refused]
        out = KeptEnds(self.raw)
        for i in dropped:
            del out[keys[i]]
        out.source, out.dropped = self.raw, tuple(dropped)
        return out

    def holds(self, state: GameState, unit: UnitState, definition: UnitDefinition,
              barred: tuple[Hex, ...]) -> bool:
        return (self.board is state.board and self.rules is state.rules
                and self.definition is definition and self.side == unit.side
                and self.barred == barred and self.options == state.options)


_kept: dict[tuple[str, MoveMode, Hex, int, int], _Kept] = {}
#: Searches kept at most: two companies' walks, runs and jumps (144), and some of the
#: places they moved from (taking a move back finds them); a company's search with its
#: moves is a few hundred kB.
KEPT_SEARCHES = 200
_first = itemgetter(0)


def forget_kept_searches() -> None:
    """Every kept search dropped: the next searches are made afresh (the benches' cold
    figures, and the tests that compare kept answers with fresh ones)."""
    _kept.clear()


def _barred(occupancy: Occupancy, unit: UnitState, kind: UnitKind) -> list[Hex]:
    """The hexes barred to the mover (found once per occupancy)."""
    barred = occupancy.barred
    if barred is None:
        barred = occupancy.barred = [h for h in occupancy
                                     if barring(occupancy, unit, kind, h) is not None]
    return barred


def _kept_ends(state: GameState, unit: UnitState, definition: UnitDefinition,
               mode: MoveMode, budget: int) -> dict[tuple[Hex, int], Reach]:
    """A 'Mech's or vehicle's walk, run or jump, searched again only when something it
    depends on changed: a game's next state differs by one unit's move, and a search
    depends on the other units only where they bar its way (enemies within its reach; a
    jump passes over them) and where it may not end (any unit's hex it reaches).  So one
    search is kept per unit, mode, place, facing and MP, with the enemies' hexes within
    reach; the hexes it may not end in are asked anew each time, and its ends in them
    left out (``_search`` leaves them out as it goes, in the same order).  A module's
    stacking limits, or a step free of MP, leave the reach unbounded: searched every
    time."""
    assert unit.position is not None
    occupancy = occupancy_of(state, unit)
    jump = mode is MoveMode.JUMP
    if occupancy.limits is not None:
        return _search_with_roads(state, unit, definition, mode, budget) if not jump \
            else _reach_jump(state, unit, definition)
    position = unit.position
    near: tuple[Hex, ...] = ()  # a jump passes over enemies
    if not jump:
        _, least = _walk_table(state, definition)
        if least < 1:
            return _search_with_roads(state, unit, definition, mode, budget)
        far = (budget + road_bonus(state, unit, definition, mode)) // least  # hexes away
        q, r = position
        near = tuple(h for h in _barred(occupancy, unit, definition.kind)
                     if abs(h[0] - q) + abs(h[1] - r) + abs(h[0] - q + h[1] - r) <= 2 * far)
    key = (unit.uid, mode, position, unit.facing, budget)
    kept = _kept.get(key)
    if kept is None or not kept.holds(state, unit, definition, near):
        raw = KeptEnds()
        if jump:
            _reach_jump(state, unit, definition, raw, True)
        else:
            _search_with_roads(state, unit, definition, mode, budget, None, raw, True)
        kept = _Kept(state, unit, definition, near, raw)
        _kept.pop(key, None)  # (kept anew: the newest)
        while len(_kept) >= KEPT_SEARCHES:  # the oldest go first; never a leak
            try:
                del _kept[next(iter(_kept))]
            except (KeyError, RuntimeError, StopIteration):  # another thread's doing
                break
        _kept[key] = kept
    index = _grid(state.board.columns, state.board.rows)[1]
    may_end = occupancy.ending
    if may_end is None:
        may_end = occupancy.ending = {index[h]: None for h in occupancy
                                      if h in index and h != position}
    refused = []
    for h in occupancy:
        if h in kept.reached and h != position:
            at = index[h]
            ends = may_end[at]
            if ends is None:
                ends = may_end[at] = end_problem(occupancy, definition.kind, h) is None
            if not ends:
                refused.append(h)
    last = kept.last
    if last[0] != tuple(refused):
        last = kept.last = (tuple(refused), kept.less(tuple(refused)))
    return last[1]


def _search_with_roads(state: GameState, unit: UnitState, definition: UnitDefinition,
                       mode: MoveMode, budget: int, only: frozenset[Hex] | None = None,
                       out: dict[tuple[Hex, int], Reach] | None = None,
                       everywhere: bool = False) -> dict[tuple[Hex, int], Reach]:
    """The search's ends within ``budget`` (entering only hexes of ``only``, if given),
    and the ends only a move wholly on roads reaches, with the road bonus's extra MP
    (into ``out``, if given).  ``everywhere``: the ends in other units' hexes too, where
    the unit may perhaps not end (the same, in the same order, where it may)."""
    found = _search(state, unit, definition, mode, budget, only, out, everywhere)
    bonus = road_bonus(state, unit, definition, mode)
    if bonus:
        roads = state.board.road_hexes()
        for end, reach in _search(state, unit, definition, mode, budget + bonus,
                                  roads if only is None else only & roads, None,
                                  everywhere).items():
            if end not in found:
                found[end] = reach
    return found


def road_bonus(state: GameState, unit: UnitState, definition: UnitDefinition,
               mode: MoveMode) -> int:
    """Total Warfare's road bonus (``terrain.yaml`` ``ground.road_bonus``): the MP more a
    ground vehicle has for a walk or run that starts on a road and stays on roads; the
    caller checks that the move does stay on them."""
    ground = state.rules.ground
    if (not ground.road_bonus_mp or mode not in (MoveMode.WALK, MoveMode.RUN)
            or definition.kind is not UnitKind.VEHICLE
            or definition.movement.motive not in ground.road_bonus_motives
            or unit.position is None or not state.board.has_road(unit.position)):
        return 0
    return ground.road_bonus_mp


def _add_minimum_moves(state: GameState, unit: UnitState, definition: UnitDefinition,
                       budget: int, found: dict[tuple[Hex, int], Reach]) -> None:
    """The hexes next to the unit that its MP do not pay for but the minimum move reaches
    (:func:`minimum_move`): each for all its MP."""
    assert unit.position is not None
    occupancy = occupancy_of(state, unit)
    for d, step in enumerate(DIRECTION_STEPS):
        h = neighbor(unit.position, d)
        if (h, 0) in found or not state.board.contains(h) \
                or step_cost(state, definition, unit.position, h) is None \
                or barring(occupancy, unit, definition.kind, h) is not None \
                or end_problem(occupancy, definition.kind, h) is not None:
            continue
        found[(h, 0)] = Reach(budget, (step,))


@cache
def _grid(columns: int, rows: int) -> tuple[tuple[Hex, ...], dict[Hex, int], tuple[int, ...]]:
    """A board's hexes as numbers, in (q, r) order, and each one's six neighbours (-1 off
    the map): the movement search works on small integers instead of hashing Hex
    objects, which made it 5.5 ms for a running 12-MP 'Mech."""
    hexes = tuple(sorted((Hex.from_offset(c, r) for c in range(1, columns + 1)
                          for r in range(1, rows + 1)), key=lambda h: (h.q, h.r)))
    index = {h: i for i, h in enumerate(hexes)}
    around = tuple(index.get(neighbor(h, d), -1) for h in hexes for d in range(6))
    return hexes, index, around


@cache
def _faced(columns: int, rows: int) -> tuple[tuple[int, ...], ...]:
    """For each node, the node each of six steps leads to (-1 off the map), so the search
    does no arithmetic on facings: a step forward and a step backward (the facing kept),
    then infantry's six directions (nodes ``6h``: infantry have no facing)."""
    _, _, around = _grid(columns, rows)

    def lead(direction: int, facing: int | None) -> tuple[int, ...]:
        out = []
        for n in range(len(around)):
            f = n % 6
            to = around[n - f + (f + direction) % 6 if facing is None else n - f + direction]
            out.append(-1 if to < 0 else to * 6 + (f if facing is None else 0))
        return tuple(out)

    return (lead(0, None), lead(3, None), *(lead(d, 0) for d in range(6)))


@cache
def _turns(nodes: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The node a turn right and a turn left leads to, for each of ``nodes`` nodes."""
    return (tuple(n - n % 6 + (n + 1) % 6 for n in range(nodes)),
            tuple(n - n % 6 + (n + 5) % 6 for n in range(nodes)))


_closed: dict[tuple[int, bool, frozenset[tuple[int, int]]],
              tuple[Sequence[Sequence[int]], list[Sequence[int]]]] = {}


def _closed_costs(walk_mp: Sequence[Sequence[int]], infantry: bool,
                  closed: list[tuple[int, int]]) -> list[Sequence[int]]:
    """A copy of the step costs with the ``closed`` steps (node's hex, direction) never
    taken.  Kept for the last few sets of closed steps: the units of one side are barred
    by the same enemies, and copying the costs was a third of a short search;
    the search only reads them."""
    key = (id(walk_mp), infantry, frozenset(closed))
    known = _closed.get(key)
    if known is not None and known[0] is walk_mp:
        return known[1]
    patched = [list(c) for c in walk_mp]
    for n, way in closed:
        if infantry:
            patched[2 + way][n * 6] = -1
        else:
            patched[0][n * 6 + way] = -1  # ahead, facing the way
            patched[1][n * 6 + (way + 3) % 6] = -1  # backing, facing away
    if len(_closed) >= 8:  # a few sides and road searches at a time; never a leak
        _closed.clear()
    out: list[Sequence[int]] = list(patched)
    _closed[key] = (walk_mp, out)
    return out


def _search(state: GameState, unit: UnitState, definition: UnitDefinition, mode: MoveMode,
            budget: int, only: frozenset[Hex] | None = None,
            out: dict[tuple[Hex, int], Reach] | None = None, everywhere: bool = False
            ) -> dict[tuple[Hex, int], Reach]:
    """Cheapest (hex, facing) costs by Dial's algorithm: costs are whole MP within a
    small budget, so a list of buckets replaces the heap.  A bucket is taken in (q, r,
    facing) order, the order the heap it replaced popped equal costs in, so the path
    shown for a hex is the one it always was (every step costs at least 1 MP in the
    tables; a referee's free turn would only change which of two equal paths is shown).
    Node ``n`` is hex ``n // 6`` with facing ``n % 6`` (infantry: facing 0).  ``only``:
    the hexes a step may enter (a move wholly on roads), or None for all."""
    kind = definition.kind
    infantry = kind.is_infantry
    assert unit.position is not None
    hexes, index, around = _grid(state.board.columns, state.board.rows)
    occupancy = occupancy_of(state, unit)
    walk_mp: Sequence[Sequence[int]] = _walk_costs(state, definition)
    # Steps that may not be taken: (from node's hex, direction), into a barred hex (found
    # once per occupancy: a unit's walk and run share it) ...
    if occupancy.closing is None:
        barred = [index[h] for h in _barred(occupancy, unit, kind) if h in index]
        occupancy.closing = [(nb, (d + 3) % 6) for b in barred for d in range(6)
                             if (nb := around[b * 6 + d]) >= 0]
    closed = occupancy.closing
    if only is not None:  # ... or off the hexes allowed (the search never leaves them)
        inside = {index[h] for h in only if h in index} | {index[unit.position]}
        closed = closed + [(n, d) for n in inside for d in range(6)
                           if (nb := around[n * 6 + d]) >= 0 and nb not in inside]
    # Hexes whose enemies end a move there (seed 003 スタッキング): reached, never left;
    # found once per occupancy (a unit's walk and run share it).
    halt = occupancy.halting
    if halt is None:
        halt = occupancy.halting = {
            index[h] * 6 + f for h in occupancy if h in index and h != unit.position
            and halts(occupancy, unit, kind, h) is not None
            for f in range(6)} if occupancy.limits else set()
    if closed:
        walk_mp = _closed_costs(walk_mp, infantry, closed)
    origin = index[unit.position] * 6 + (0 if infantry else unit.facing)
    # Costs are kept less ``over``: every cost within the budget is below 0, a node not
    # reached holds 0 whatever the budget, and a bucket is found by a negative index.
    over = budget + 1
    arrays = take_arrays(6 * len(hexes))
    found = [origin]  # nodes in the order first reached: the results' order
    try:
        arrays[0][origin] = -over
        arrays[2][origin] = -1
        return _dial(state, unit, definition, mode, budget, walk_mp, halt, occupancy, arrays,
                     found, {} if out is None else out, everywhere)
    finally:
        give_back(arrays, found)


def _dial(state: GameState, unit: UnitState, definition: UnitDefinition, mode: MoveMode,
          budget: int, walk_mp: Sequence[Sequence[int]], halt: set[int],
          occupancy: Occupancy, arrays: Arrays, found: list[int],
          out: dict[tuple[Hex, int], Reach], everywhere: bool
          ) -> dict[tuple[Hex, int], Reach]:
    """The search itself, on ``arrays`` (costs less ``budget + 1``; see :func:`take_arrays`)
    from the node ``found`` holds, its ends put in ``out``."""
    kind = definition.kind
    infantry = kind.is_infantry
    hexes, index, _ = _grid(state.board.columns, state.board.rows)
    turn_mp = state.rules.facing_change_mp
    ahead_mp, behind_mp, *direction_mp = walk_mp
    best, steps, came, how = arrays
    over = budget + 1
    buckets: list[list[int]] = [[] for _ in range(over)]
    buckets[0].append(found[0])
    backward = mode is not MoveMode.RUN
    forward, back, left, right = ((MoveStep.FORWARD,), (MoveStep.BACKWARD,),
                                  (MoveStep.LEFT,), (MoveStep.RIGHT,))
    ahead, behind, *directions = _faced(state.board.columns, state.board.rows)
    # Infantry's steps: (node each leads to, what it costs from each node, step); a faced
    # unit's turns and steps ahead and back are written out in the loop.
    walks = [(leads, mp, (step,)) for leads, mp, step in zip(
        directions, direction_mp, DIRECTION_STEPS, strict=True)] if infantry else []
    turning = not infantry
    turn_right, turn_left = _turns(len(best))

    for cost, bucket in enumerate(buckets, -over):
        bucket.sort()
        k = 0
        while k < len(bucket):  # a free step (cost 0) adds to the bucket being walked
            node = bucket[k]
            k += 1
            if best[node] != cost:
                continue  # a cheaper way was found after this one was queued (a node is
                # queued once at each cost it improves to, so it is settled only once)
            prev = came[node]
            came_by: tuple[MoveStep, ...]
            if prev < 0:
                came_by = steps[node] = ()
            else:
                came_by = how[node]
                steps[node] = steps[prev] + came_by
            if halt and node in halt:
                continue
            if turning:  # a turn each way (written out: this loop is the search's cost)
                # A step never pays to undo the one before it (no step is free of MP
                # and none refunds them), so the turn back, or the step back the way the
                # node was entered, is not tried.
                new = cost + turn_mp
                if new < 0:  # within the budget
                    if came_by is not left:
                        nxt = turn_right[node]
                        was = best[nxt]
                        if new < was:
                            if not was:
                                found.append(nxt)
                            best[nxt] = new
                            came[nxt] = node
                            how[nxt] = right
                            buckets[new].append(nxt)
                    if came_by is not right:
                        nxt = turn_left[node]
                        was = best[nxt]
                        if new < was:
                            if not was:
                                found.append(nxt)
                            best[nxt] = new
                            came[nxt] = node
                            how[nxt] = left
                            buckets[new].append(nxt)
                mp = ahead_mp[node]  # a step ahead, and one back where the mode allows it
                if mp >= 0 and came_by is not back:
                    nxt = ahead[node]
                    new = cost + mp
                    was = best[nxt]
                    if new < was:  # (``was`` is at most 0: within the budget)
                        if not was:
                            found.append(nxt)
                        best[nxt] = new
                        came[nxt] = node
                        how[nxt] = forward
                        buckets[new].append(nxt)
                if backward and came_by is not forward:
                    mp = behind_mp[node]
                    if mp >= 0:
                        nxt = behind[node]
                        new = cost + mp
                        was = best[nxt]
                        if new < was:
                            if not was:
                                found.append(nxt)
                            best[nxt] = new
                            came[nxt] = node
                            how[nxt] = back
                            buckets[new].append(nxt)
                continue
            for leads, costs, step in walks:  # infantry: six directions
                mp = costs[node]
                if mp < 0:
                    continue  # off the map, or never
                nxt = leads[node]
                new = cost + mp
                was = best[nxt]
                if new < was:  # (``was`` is at most 0: within the budget)
                    if not was:
                        found.append(nxt)
                    best[nxt] = new
                    came[nxt] = node
                    how[nxt] = step
                    buckets[new].append(nxt)
    # Whether the unit may end in each other unit's hex, asked once the search reaches it
    # (kept with the occupancy: a unit's walk and run share it).
    may_end = occupancy.ending
    if may_end is None:
        may_end = occupancy.ending = {index[h]: None for h in occupancy
                                      if h in index and h != unit.position}
    if everywhere:
        may_end = {}
    make = tuple.__new__  # Reach(cost, steps) without the named tuple's Python __new__
    keys = _node_keys(state.board.columns, state.board.rows)
    for node in found:  # in the order found, as before
        at = node // 6
        if at in may_end:
            ends = may_end[at]
            if ends is None:
                ends = may_end[at] = end_problem(occupancy, kind, hexes[at]) is None
            if not ends:
                continue
        out[keys[node]] = make(Reach, (best[node] + over, steps[node]))
    return out


@cache
def _node_keys(columns: int, rows: int) -> tuple[tuple[Hex, int], ...]:
    """Each search node's (hex, facing), the key of the search's answers: made once per
    board size, not once per hex reached by every search."""
    hexes = _grid(columns, rows)[0]
    return tuple((h, f) for h in hexes for f in range(6))
