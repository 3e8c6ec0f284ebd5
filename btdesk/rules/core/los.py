"""Line of sight (QSR *Line of Sight*, *Intervening Terrain*; Total Warfare for levels).

The attacker's and target's hexes never count; other units never block.  Woods along
the line add up by density (light 1, heavy 2 in ``terrain.yaml``): three light, two
heavy, or one of each block.  Where the line runs along a hexside the target's player
chooses which hex counts; until they choose, the engine takes the denser hex at each
tie, which is the choice that favours the target for blocking and modifiers alike
(both only grow with density), so an unasked target never loses by it.

On a map with levels (Total Warfare; the Quick-Start rules have none) each unit has a
height, its floor plus ``ground.unit_height`` (a standing 'Mech rises one level above
its hex), and an intervening hex counts only where it rises above both units, or above
one of them and stands next to it: a hill or building then blocks, woods (their top
``woods_height`` above the ground) count as woods.  On level ground every unit is lower
than woods and no ground rises, so the Quick-Start rule is the same.  A standing 'Mech
behind a rise exactly one level above its own ground, next to it and no lower than the
attacker's top, or standing in depth-1 water, has partial cover; a unit under water
(a 'Mech in depth 2, or lying in depth 1) sees no one above the
surface, nor is seen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, cast

from btdesk.hexgrid import Hex, from_key, hex_key
from btdesk.hexgrid.lines import LineStep, between, keys_crossed, relative_trace
from btdesk.model.board import Board, Terrain
from btdesk.model.state import GameState, UnitState
from btdesk.model.tables import RuleTables
from btdesk.model.units import UnitKind
from btdesk.rules.kept import LastState


class LineOfSight(NamedTuple):
    """A query's answer, not state: a named tuple because a cold all-pairs look builds
    hundreds of them and a frozen dataclass's ``__init__`` was a fifth of the cost."""

    origin: Hex  # the attacker's hex and the target's: the line's ends
    target: Hex
    ties: tuple[tuple[Hex, Hex], ...]  # every hexside tie on the line, in order
    chosen: tuple[Hex, ...]  # the hex taken at each tie
    density: int
    blocked: bool
    light_woods: int  # intervening hexes of each kind, for the to-hit breakdown
    heavy_woods: int
    reason: str = ""  # why it is blocked, when it is
    partial_cover: str = ""  # what gives the target partial cover, if anything

    @property
    def intervening(self) -> tuple[Hex, ...]:
        """The hexes that count, ties resolved.  Made when asked: a look walks the line's
        trace without making its hexes."""
        return tuple(_resolved(between(self.origin, self.target)[0], self.chosen))


def _resolved(steps: tuple[LineStep, ...], picks: tuple[Hex, ...]) -> list[Hex]:
    """A line's steps with the hex picked at each tie in place of the tie."""
    chosen = iter(picks)
    return [step if isinstance(step, Hex) else next(chosen) for step in steps]


def ties_between(a: Hex, b: Hex) -> tuple[tuple[Hex, Hex], ...]:
    return between(a, b)[1]


#: The woods, as plain names: a look compares each hex's terrain with them, and reading an
#: enum member off its class takes ten times as long.
_LIGHT, _HEAVY = Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS

#: ``LineOfSight(...)`` without the named tuple's Python-level ``__new__``: every field
#: given, in order (a cold look made hundreds of them).
_new = tuple.__new__

#: An end of a look, by its hex: the hex's key, the top of a standing 'Mech there (the
#: default height) and the ground's level (``Board.level``).
_End = tuple[int, int, int]
#: What is kept with a board for its rule tables: the tables, the looks, each end hex
#: asked about so far, and the tables' ``los_density``.
_Kept = tuple[RuleTables, dict[tuple[object, ...], LineOfSight], dict[Hex, _End],
              Mapping[Terrain, int]]
MEMO_LIMIT = 20_000  # looks kept per board before starting afresh (a few MB)


def line_of_sight(state: GameState, attacker: Hex, target: Hex,
                  choice: tuple[Hex, ...] | None = None,
                  heights: tuple[int, int] | None = None,
                  standing_target: bool = False) -> LineOfSight:
    """``heights``: the attacker's and target's tops in levels (default: a standing 'Mech
    on each hex's floor); ``standing_target``: the target is a standing 'Mech, which is
    what partial cover covers.

    A look depends on the board, the rule tables and these arguments only, so it is kept
    with the board (``Board.memo``) for its rule tables: the same look is asked again by
    each weapon's to-hit and on every mouse move over a target."""
    entry = cast("_Kept | None", state.board.memo.get("line_of_sight"))
    if entry is None or entry[0] is not state.rules:
        entry = _kept(state)
    memo = entry[1]
    key = (attacker, target, choice, heights, standing_target)
    found = memo.get(key)
    if found is None:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        found = memo[key] = _look(state, entry, attacker, target, choice, heights,
                                  standing_target)
    return found


def _kept(state: GameState) -> _Kept:
    """What is kept for ``state``'s board and rule tables, afresh (the tables are kept
    with it, so another game's tables on the same board never share its answers)."""
    entry: _Kept = (state.rules, {}, {}, state.rules.los_density())
    state.board.memo["line_of_sight"] = entry
    return entry


def _end(state: GameState, ends: dict[Hex, _End], h: Hex) -> _End:
    """``h`` as the end of a look, kept in ``ends``: each unit's hex is an end of many
    looks, and its key, floor and level were a tenth of a cold look."""
    board = state.board
    found = ends[h] = (hex_key(h.q, h.r),
                       board.floor(h) + state.rules.ground.unit_height["mech"],
                       board.level(h))
    return found


def _look(state: GameState, entry: _Kept, attacker: Hex, target: Hex,
          choice: tuple[Hex, ...] | None, heights: tuple[int, int] | None,
          standing_target: bool) -> LineOfSight:
    """Runs on the first look between two hexes.  A line with no hexside tie (all but
    the lines along a spine) is followed by hex key without making its hexes or its
    trace (``keys_crossed``), keeping only the hexes that can matter: those with any
    terrain on level ground, those that rise or hold woods on a map with levels.  Where a
    unit is under water every hex may count, and a line with ties is placed whole to
    resolve them.  Hexes off the map are simply absent from the board's mappings and
    count as clear."""
    board = state.board
    ends, density = entry[2], entry[3]
    a_end = ends.get(attacker) or _end(state, ends, attacker)
    base = a_end[0]
    dq, dr = target.q - attacker.q, target.r - attacker.r
    ties: tuple[tuple[Hex, Hex], ...] = ()
    picks: tuple[Hex, ...] = ()
    # The hexes that may count, as keys in order from the attacker; the hexes beside the
    # units: first beside the attacker, last beside the target.
    keys: list[int]
    first: int | None
    last: int | None
    found = keys_crossed(base, dq, dr, board.sight_cells if board.relief
                         else board.terrain_by_key)
    if found is None:  # along a spine: every hex, ties resolved
        cells, ties, picks = _every_cell(state, density, attacker, target, base, choice)
        keys = [base + k for k in cells]
        first, last = (keys[0], keys[-1]) if keys else (None, None)
    else:
        keys, first, last = found
    if not board.relief:
        kinds = board.terrain_by_key
        total = light = heavy = 0
        for key in keys:
            kind = kinds.get(key)
            if kind is not None:
                total += density[kind]
                light += kind is _LIGHT
                heavy += kind is _HEAVY
        blocked = total >= state.rules.los_blocking_density
        return _new(LineOfSight, (attacker, target, ties, picks, total, blocked, light, heavy,
                                  "no line of sight (intervening woods)" if blocked else "", ""))
    t_end = ends.get(target) or _end(state, ends, target)
    a_top, t_top = (a_end[1], t_end[1]) if heights is None else heights
    # Under water: the unit's top is below its hex's surface (a 'Mech in depth 2, or
    # lying in depth 1).
    if board.wet and (a_top < a_end[2]) != (t_top < t_end[2]):
        return LineOfSight(attacker, target, ties, picks, 0, True, 0, 0,
                           "no line of sight (one unit is under water)")
    # Each hex's top, terrain and ground level, by key.
    sight: Mapping[int, tuple[int, Terrain | None, int]] = board.sight_cells
    if a_top < 0 or t_top < 0:  # under water: any hex may count
        if found is not None:  # no tie: every step of the trace a hex
            keys = [base + k for k in cast("tuple[int, ...]", relative_trace(dq, dr)[0][1:-1])]
        tops, terrain, levels = board.tops, board.terrain, board.levels
        sight = {key: (tops.get(h, 0), terrain.get(h), levels.get(h, 0))
                 for key in keys for h in (from_key(key),) if board.contains(h)}
        keys = [key for key in keys if key in sight]  # off the map: clear, as above
    elif found is None:  # above level 0, only hexes that rise or hold woods can
        keys = [key for key in keys if key in sight]
    return _with_levels(state, density, attacker, target, a_top, t_top, keys, sight, first,
                        last, ties, picks, standing_target)


def _every_cell(state: GameState, density: Mapping[Terrain, int], attacker: Hex,
                target: Hex, base: int, choice: tuple[Hex, ...] | None
                ) -> tuple[Sequence[int], tuple[tuple[Hex, Hex], ...], tuple[Hex, ...]]:
    """Every hex that counts on the line, as keys relative to ``base`` (the attacker's),
    each hexside tie resolved: by the target's player's ``choice``, or else to the
    denser hex; with the ties and the hexes taken at them."""
    trace, tied = relative_trace(target.q - attacker.q, target.r - attacker.r)
    if not tied:
        return cast("tuple[int, ...]", trace[1:-1]), (), ()
    if choice is not None:  # the target's player's choice at each tie, where it fits them
        steps, ties = between(attacker, target)
        if len(choice) == len(ties) and all(c in t for c, t in zip(choice, ties, strict=True)):
            return [hex_key(h.q, h.r) - base for h in _resolved(steps, choice)], ties, choice
    # the denser hex at each tie, the line walked by key
    kinds = state.board.terrain_by_key
    clear = density[Terrain.CLEAR]
    tied_keys: list[tuple[int, int]] = []
    picked: list[bool] = []  # at each tie, whether the second hex is taken
    cells: list[int] = []
    for step in trace[1:-1]:
        if isinstance(step, int):
            cells.append(step)
            continue
        one, two = step
        kind, other = kinds.get(base + one), kinds.get(base + two)
        second = (clear if kind is None else density[kind]) < (
            clear if other is None else density[other])
        tied_keys.append(step)
        picked.append(second)
        cells.append(step[second])
    ties = tuple((from_key(base + one), from_key(base + two)) for one, two in tied_keys)
    return cells, ties, tuple([tie[second] for tie, second in zip(ties, picked, strict=True)])


def _with_levels(state: GameState, density: Mapping[Terrain, int], attacker: Hex,
                 target: Hex, a_top: int, t_top: int, keys: list[int],
                 cells: Mapping[int, tuple[int, Terrain | None, int]],
                 first: int | None, last: int | None, ties: tuple[tuple[Hex, Hex], ...],
                 picks: tuple[Hex, ...], standing_target: bool) -> LineOfSight:
    """``keys``: the hexes that may count, in order from the attacker, each with its top,
    terrain and ground level in ``cells``; ``first`` and ``last``: the keys of the hexes
    beside the attacker and beside the target; ``density``: the rule tables'."""
    rules, board = state.rules, state.board
    total = light = heavy = 0
    low, high = (a_top, t_top) if a_top < t_top else (t_top, a_top)
    woods = rules.ground.woods_height
    for key in keys:
        top, kind, level = cells[key]
        # What a hex must rise above to count: both units' tops, or, next to one unit,
        # that unit's (next to both, the lower).
        over = high if key != first and key != last else (
            low if first == last else a_top if key == first else t_top)
        if top > over:
            return _new(LineOfSight, (attacker, target, ties, picks, total, True, light, heavy,
                                      _blocked_by(board, key, top), ""))
        if (kind is _LIGHT or kind is _HEAVY) and level + woods > over:
            total += density[kind]
            light += kind is _LIGHT
            heavy += kind is _HEAVY
    blocked = total >= rules.los_blocking_density
    cover = ""
    if standing_target and not blocked:
        floor = board.floor(target)
        if board.depth(target) == 1:
            cover = "depth 1 water"
        elif last is not None and board.contains(beside := from_key(last)):
            top = board.tops.get(beside, 0)  # (off the map: no ground to take cover by)
            if top == floor + 1 and a_top <= top:
                cover = f"a level-{top} rise in {beside.label}"
    return _new(LineOfSight, (attacker, target, ties, picks, total, blocked, light, heavy,
                              "no line of sight (intervening woods)" if blocked else "", cover))


def _blocked_by(board: Board, key: int, top: int) -> str:
    """Why a look is blocked by the hex ``key`` rising to ``top``: kept with the board, as
    the same hills and buildings block look after look, and writing a hex's label was a
    tenth of a cold look on ground."""
    kept = cast(dict[tuple[int, int], str] | None, board.memo.get("blocked by"))
    if kept is None:
        kept = board.memo["blocked by"] = {}
    why = kept.get((key, top))
    if why is None:
        h = from_key(key)
        what = "a building" if h in board.buildings else f"level {top} ground"
        why = kept[(key, top)] = f"no line of sight ({what} in {h.label})"
    return why


_unit_looks: LastState[tuple[str, str], LineOfSight] = LastState()


def unit_line_of_sight(state: GameState, attacker_uid: str, target_uid: str) -> LineOfSight:
    """LOS between two units, with the target player's choice for this turn if made.

    Kept for the last state asked about (``rules/kept.py``): each weapon's to-hit asks
    again, and working out the units' heights was a sixth of a to-hit on ground."""
    kept = _unit_looks.of(state)
    found = kept.get((attacker_uid, target_uid))
    if found is None:
        found = kept[(attacker_uid, target_uid)] = _unit_look(state, attacker_uid, target_uid)
    return found


def _unit_look(state: GameState, attacker_uid: str, target_uid: str) -> LineOfSight:
    a, t = state.unit(attacker_uid), state.unit(target_uid)
    assert a.position is not None and t.position is not None
    choice = state.los_choices.get((attacker_uid, target_uid))
    board = state.board
    if not board.relief:
        return line_of_sight(state, a.position, t.position, choice)
    standing = state.definition(t).kind is UnitKind.MECH and not t.prone
    return line_of_sight(state, a.position, t.position, choice,
                         (unit_top(state, a), unit_top(state, t)), standing)


def unit_top(state: GameState, unit: UnitState) -> int:
    """The level of a unit's top, which line of sight runs from and to: the ground it
    stands on (a 'Mech wades on a water hex's bottom; anything else there floats or
    stays ashore), its own ``floor`` (a building's storey or roof), and the levels it
    rises above them (``ground.unit_height``).  Asked twice by every to-hit on a map
    with levels, so written out in one function."""
    h = unit.position
    assert h is not None
    kind = state.definition(unit).kind
    heights = state.rules.ground.unit_height
    if kind is UnitKind.MECH:
        return (state.board.floor(h) + unit.floor
                + heights["prone_mech" if unit.prone else "mech"])
    return (state.board.level(h) + unit.floor
            + heights["infantry" if kind.is_infantry else "vehicle"])
