"""Movement (QSR *Movement*, *Facing*, *Stacking*; Veteran *Combat Vehicles*; Elite
*Infantry*).

A move is checked step by step exactly as a player would count it on the table: 1 MP
to enter a hex plus the terrain's cost, 1 MP per hexside turned, no backward steps when
running or flanking, through friends but never enemies, never ending on another unit
(a 'Mech may share a hex with infantry).  :func:`reachable` answers the map overlay's
question — every hex and facing within reach, with its cheapest path — by Dijkstra
over (hex, facing).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from btdesk.hexgrid import DIRECTIONS, Hex, distance, neighbor
from btdesk.model.board import Board, Terrain
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event, UnitDestroyed, UnitDisplaced, UnitLeftMap
from btdesk.model.frozen import replace
from btdesk.model.rule_set import QUICK_START
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.tables import RuleTables
from btdesk.model.tw_infantry import StackingLimits
from btdesk.model.units import MECHANIZED, UnitDefinition, UnitKind
from btdesk.model.vocab import DIRECTION_STEPS, FACED_STEPS, MoveStep
from btdesk.rules import hooks
from btdesk.rules.core.condition import legs_destroyed, mode_mp
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.kept import LastState

INFANTRY_STEPS = DIRECTION_STEPS


def hexes_entered(at: Hex, facing: int, steps: Sequence[MoveStep | str]) -> tuple[Hex, ...]:
    """The hexes a move's steps enter from ``at`` facing ``facing``, unchecked: forward and
    backward along the facing, turns, an infantry step's direction, a jump's landing
    facing (``=N``), standing up.  One stepping for the engine's listings, a carrier's
    end hex and the map's path preview.  Stepped on whole numbers, each hex made without
    the named tuple's Python ``__new__``: a carrier's listing steps every move it lists
    to find where each ends (issue 21)."""
    q, r = at
    make = tuple.__new__
    out = []
    for step in steps:
        if step == "F" or step == "B":
            dq, dr = DIRECTIONS[facing if step == "F" else (facing + 3) % 6]
        elif step == "R" or step == "L":
            facing = (facing + (1 if step == "R" else -1)) % 6
            continue
        elif step.startswith("="):
            facing = int(step[1:])
            continue
        elif step != "U":
            dq, dr = DIRECTIONS[int(step) % 6]
        else:
            continue
        q += dq
        r += dr
        out.append(make(Hex, (q, r)))
    return tuple(out)


def as_steps(steps: tuple[MoveStep | str, ...]) -> tuple[MoveStep, ...]:
    """The steps as the vocabulary's members (a preview may pass plain letters)."""
    try:
        return tuple(s if isinstance(s, MoveStep) else MoveStep(s) for s in steps)
    except ValueError:
        bad = next(s for s in steps if s not in MoveStep._value2member_map_)
        raise IllegalCommand(f"{bad!r} is not a move step") from None


@dataclass(frozen=True)
class MoveResult:
    position: Hex | None  # None: the unit left the map
    facing: int
    path: tuple[Hex, ...]
    mp_spent: int
    hexes: int  # hexes entered since the last reversal (target movement)


class Reach(NamedTuple):
    """A named tuple, not a frozen dataclass: a search makes a thousand of them, and
    building a tuple costs a third of what a frozen dataclass's checked set-up does."""

    cost: int
    steps: tuple[MoveStep, ...]


def _enter_cost(state: GameState, definition: UnitDefinition, h: Hex) -> int | None:
    """MP to enter ``h`` over level ground and off any road; None if the unit can never
    enter it that way (a road may still lead in: :func:`_step_cost`)."""
    board = state.board
    kind = board.terrain.get(h)
    if kind is None:
        return _terrain_cost(state, definition, Terrain.CLEAR)
    if kind is Terrain.WATER or kind is Terrain.BUILDING:
        return _ground_cost(state, definition, board, h, kind)
    return _terrain_cost(state, definition, kind)


def _infantry_cost(state: GameState, definition: UnitDefinition, terrain: Terrain,
                   standard: int | None, depth: int = 0) -> int | None:
    """What infantry pay to enter ``terrain`` (None: they may not) once the rule modules
    have had their say (seed 003: Total Warfare's costs and movement types)."""
    for module in hooks.active(state.options):
        standard = module.infantry_mp(state, definition, terrain, standard, depth)
    return standard


def _terrain_cost(state: GameState, definition: UnitDefinition, terrain: Terrain
                  ) -> int | None:
    if definition.kind.is_infantry:
        return _infantry_cost(state, definition, terrain, state.rules.infantry_mp_per_hex)
    rule = state.rules.terrain[terrain]
    if definition.movement.motive in rule.prohibited:
        return None
    return 1 + rule.mp_cost


def _ground_cost(state: GameState, definition: UnitDefinition, board: Board, h: Hex,
                 kind: Terrain) -> int | None:
    """Water by its depth, a building by its type (Total Warfare; seed 003 for infantry:
    水 "歩兵は…水深1以上の水域に移動することはできない", 建物での移動 "歩兵は平地に進入する
    のと同じように地上MP1で建物ヘクスに進入できる")."""
    ground = state.rules.ground
    infantry = definition.kind.is_infantry
    if kind is Terrain.WATER:
        depth = board.depth(h)
        if infantry:
            return _infantry_cost(state, definition, kind, None if depth >
                                  ground.infantry_max_depth else state.rules.infantry_mp_per_hex,
                                  depth)
        motive = definition.movement.motive
        if motive in ground.floats:
            return 1
        if depth >= 1 and motive in state.rules.terrain[kind].prohibited:
            return None
        return 1 + ground.water_mp(depth)
    if infantry:
        return _infantry_cost(state, definition, kind, ground.infantry_building_mp)
    building = board.building(h)
    base = _terrain_cost(state, definition, kind)
    if base is None or building is None:
        return base
    return base + ground.buildings[building.kind].mp_cost


def _may_stand(state: GameState, definition: UnitDefinition, h: Hex) -> bool:
    """Whether the unit may be in ``h`` at all: ground it enters, or a road through ground
    it enters only along the road."""
    return _enter_cost(state, definition, h) is not None or state.board.road_open(h)


def _level_rule(state: GameState, definition: UnitDefinition) -> tuple[str, int, int]:
    kind = definition.kind
    name = "infantry" if kind.is_infantry else "mech" if kind is UnitKind.MECH else "vehicle"
    rule = state.rules.ground.levels[name]
    return name, rule.max_change, rule.mp_per_level


def upper_floor_entry(state: GameState, definition: UnitDefinition, start: Hex, to: Hex
                      ) -> int:
    """The floor of building hex ``to`` infantry walk straight into from higher ground at
    ``start`` (seed 003 建物での移動: "歩兵ユニットはメックと同じように高いレベルから建物に
    進入することができる"), its roof at most; 0 for an entry at the ground floor.  Only from
    ground outside a building (decision: from one building into the next, infantry keep
    their floor, ``buildings.end_floor``); 'Mechs and vehicles enter at the ground."""
    board = state.board
    building = board.building(to)
    if building is None or not definition.kind.is_infantry or board.building(start):
        return 0
    up = board.level(start) - board.level(to)
    return up if 0 < up <= building.height else 0


def _step_cost(state: GameState, definition: UnitDefinition, start: Hex, to: Hex
               ) -> int | None:
    """MP for one step from ``start`` into ``to``: the hex's cost, or the road's where a
    road joins both hexes (Total Warfare: terrain is ignored along a road, and ground a
    unit may not otherwise enter is open along it; not deep water, which a road only
    crosses by bridge), plus the level change (at most so many levels per step)."""
    board = state.board
    cost = _enter_cost(state, definition, to)
    if board.flat:
        return cost
    if board.has_road(start) and board.road_open(to):
        cost = state.rules.ground.road_mp
    if cost is None:
        return None
    change = abs(board.level(to) - board.level(start))
    if change and upper_floor_entry(state, definition, start, to):
        change = 0  # into the building at the floor level with the ground it left
    if change:
        _, most, per_level = _level_rule(state, definition)
        if change > most:
            return None
        cost += change * per_level
    return cost


_grids: dict[tuple[int, int, str, frozenset[str]],
             tuple[Board, RuleTables, tuple[tuple[int, ...], ...]]] = {}


def _walk_costs(state: GameState, definition: UnitDefinition) -> tuple[tuple[int, ...], ...]:
    """What each of the search's walks (:func:`_faced`: ahead, behind, then infantry's six
    directions) costs from each node (-1: never, or off the map), kept for the boards and
    tables in use: a board and its tables outlive the states that share them, and looking
    the terrain up step by step was a sixth of a search (issue 21).  On a flat board a
    step costs what the hex it enters does; levels and roads make it the step's own."""
    board, rules = state.board, state.rules
    motive = definition.movement.motive.value
    if definition.kind.is_infantry:  # a hover platoon is not a hover tank
        motive = f"infantry {motive}"
    key = (id(board), id(rules), motive, state.options)  # a module may change costs
    known = _grids.get(key)
    if known is not None and known[0] is board and known[1] is rules:
        return known[2]
    hexes, _, around = _grid(board.columns, board.rows)
    if board.flat:
        clear = _terrain_cost(state, definition, Terrain.CLEAR)
        enter = [-1 if clear is None else clear] * len(hexes)
        for i, h in enumerate(hexes):
            if h in board.terrain:
                cost = _enter_cost(state, definition, h)
                enter[i] = -1 if cost is None else cost
        edge = [-1 if n < 0 else enter[n] for n in around]
    else:
        edge = []
        for i, n in enumerate(around):
            cost = None if n < 0 else _step_cost(state, definition, hexes[i // 6], hexes[n])
            edge.append(-1 if cost is None else cost)
    nodes = range(len(edge))
    if definition.kind.is_infantry:  # six directions from facing 0; no ahead or behind
        walks: tuple[tuple[int, ...], ...] = ((), (), *(
            tuple(edge[n - n % 6 + d] for n in nodes) for d in range(6)))
    else:
        walks = (tuple(edge), tuple(edge[n - n % 6 + (n + 3) % 6] for n in nodes),
                 *(((),) * 6))
    if len(_grids) >= 16:  # a few boards and rule sets at a time; never a leak
        _grids.clear()
    _grids[key] = (board, rules, walks)
    return walks


def _barred(state: GameState, definition: UnitDefinition, h: Hex, verb: str) -> str:
    """Why the unit may not ``verb`` ``h``: its ground is barred to the unit."""
    board = state.board
    what = board.ground_name(h).lower() + (", road" if h in board.roads else "")
    motive = definition.movement.motive
    who = (f"{motive.value} infantry" if motive in MECHANIZED else "infantry") \
        if definition.kind.is_infantry else f"a {motive.value} unit"
    return f"{who} cannot {verb} {what} ({h.label})"


def _step_refused(state: GameState, definition: UnitDefinition, start: Hex, to: Hex) -> str:
    """Why a step from ``start`` into ``to`` is not allowed."""
    board = state.board
    change = abs(board.level(to) - board.level(start))
    name, most, _ = _level_rule(state, definition)
    if change > most and _enter_cost(state, definition, to) is not None:
        unit = {"mech": "a 'Mech", "vehicle": "a vehicle", "infantry": "infantry"}[name]
        return (f"{unit} changes at most {most} level{'s' if most != 1 else ''} per hex: "
                f"{start.label} is level {board.level(start)}, {to.label} level "
                f"{board.level(to)}")
    return _barred(state, definition, to, "enter")


class Occupancy(dict[Hex, list[tuple[UnitState, UnitKind]]]):
    """Every other unit on the map by hex, and what the mover takes up there under 0204-B
    stacking (``steel``: the Close Assault option is on)."""

    steel = False
    mover_side = ""
    mover_halves = 2
    mover_formation = False
    halves: dict[str, int]  # another unit's share of the hex, in half tactical hexes (steel)
    # A module's hex limits (seed 003 スタッキング) in place of the Quick-Start rule:
    # enemies no longer bar a hex, they end a move in it.
    limits: StackingLimits | None = None
    # Units in the hexes that the limits do not count (VTOL infantry flying over it), and
    # whether the mover counts where it ends.
    uncounted: frozenset[str] = frozenset()
    mover_counted: Callable[[Hex], bool]
    # Building hexes, where the limits hold level by level (seed 003 スタッキング).
    levelled: frozenset[Hex] = frozenset()
    # What the movement search finds for the mover once (by node and hex numbers): the
    # steps into barred hexes, the hexes that halt it, and the other units' hexes it may
    # end in.
    closing: list[tuple[int, int]] | None = None
    halting: set[int] | None = None  # every node (hex and facing) of those hexes
    ending: dict[int, bool | None] | None = None  # whether it may end there, once asked


def tactical_halves(definition: UnitDefinition) -> int:
    """0204-B *Vehicles and Infantry*: "Up to two vehicles each weighing less than 60 tons
    may occupy the same Tactical Hex. Larger vehicles (60 tons or more) are limited, like
    BattleMechs, to one per Tactical hex" (in halves of a tactical hex; a map hex has 7)."""
    if definition.kind is UnitKind.VEHICLE and (definition.tons or 0) < 60:
        return 1
    return 2


HEX_HALVES = 14  # seven tactical hexes


_occupancies: LastState[tuple[str, str, str, bool], Occupancy] = LastState()


def _occupancy(state: GameState, mover: UnitState) -> Occupancy:
    """Every other unit on the map by hex; a hidden enemy is not seen, so it stops no one
    (0204-B Hidden Infantry).  Kept for the last state asked about (``rules/kept.py``), so
    ``legal_commands`` builds it once per unit rather than once per search and per
    check (issue 21); callers only read it."""
    kept = _occupancies.of(state)
    key = (mover.uid, mover.side, mover.sheet, mover.formation)  # all the mover adds
    known = kept.get(key)
    if known is None:
        known = kept[key] = _occupy(state, mover)
    return known


def _occupy(state: GameState, mover: UnitState) -> Occupancy:
    out = Occupancy()
    out.steel = any(m.shares_enemy_hexes for m in hooks.active(state.options))
    out.mover_side = mover.side
    out.mover_halves = tactical_halves(state.definition(mover))
    out.mover_formation = mover.formation
    out.halves = {}
    out.mover_counted = _everywhere
    if not out.steel:  # 0204-B's Close Assault Hex keeps its own stacking
        extra = hooks.active(state.options)
        out.limits = next((limits for m in extra
                           if (limits := m.stacking(state)) is not None), None)
        if out.limits is not None:
            out.uncounted = frozenset(u.uid for u in state.units if u.position is not None
                                      and not _counted(state, extra, u, u.position))
            out.mover_counted = lambda h: _counted(state, extra, mover, h)
            out.levelled = frozenset(state.board.buildings)
    steel = out.steel  # (only 0204-B's stacking counts halves)
    for other in state.units:
        if other.hidden and other.side != mover.side:
            continue
        if other.uid != mover.uid and other.active and other.position is not None:
            definition = state.definition(other)
            out.setdefault(other.position, []).append((other, definition.kind))
            if steel:
                out.halves[other.uid] = tactical_halves(definition)
    return out


def _everywhere(h: Hex) -> bool:
    return True


def _counted(state: GameState, extra: tuple[hooks.RuleModule, ...], unit: UnitState,
             at: Hex) -> bool:
    # A loop, not all() over a generator: asked for every unit each time an occupancy is
    # built, and making the generator was a third of that (issue 21).
    for m in extra:  # noqa: SIM110
        if not m.counts_for_stacking(state, unit, at):
            return False
    return True


def _may_pass(occupancy: Occupancy, mover: UnitState, kind: UnitKind, h: Hex) -> str | None:
    """Why ``mover`` may not enter ``h`` (enemy there), or None."""
    other = _barring(occupancy, mover, kind, h)
    return None if other is None else f"{h.label} holds an enemy unit ({other.name})"


def _barring(occupancy: Occupancy, mover: UnitState, kind: UnitKind, h: Hex
             ) -> UnitState | None:
    """The enemy that bars ``mover`` from ``h``: the search asks without the message."""
    if occupancy.limits is not None:
        return None  # seed 003: an enemy's hex may be entered; the move ends there
    for other, other_kind in occupancy.get(h, ()):
        if other.side == mover.side:
            continue
        if kind is UnitKind.MECH and other_kind.is_infantry:
            continue  # QSR Elite, Stacking: a 'Mech may enter enemy infantry's hex
        return other
    return None


def _halts(occupancy: Occupancy, mover: UnitState, kind: UnitKind, h: Hex
           ) -> UnitState | None:
    """The enemy in ``h`` whose hex ends ``mover``'s move (a module's stacking only).
    Seed 003 スタッキング: "敵軍ユニットが存在するヘクスに進入した場合、自動的にそのユニットの
    移動は終了する" (entering a hex with an enemy unit ends the move), but "メック:そのヘクス
    にいる敵ユニットが歩兵のみの場合、そのヘクスに進入したターンにそこから退出することができる"
    (a 'Mech may leave, the turn it entered, a hex whose enemies are only infantry)."""
    if occupancy.limits is None:
        return None
    enemies = [(o, k) for o, k in occupancy.get(h, ()) if o.side != occupancy.mover_side]
    if kind is UnitKind.MECH and all(k.is_infantry for _, k in enemies):
        return None
    return enemies[0][0] if enemies else None


def _within_limits(occupancy: Occupancy, kind: UnitKind, h: Hex, floor: int | None = None
                   ) -> str | None:
    """Seed 003 スタッキング, the mover added to what is in ``h``: per side, per hex, and
    'Mechs (one of the hex's units, whatever its side).  In a building hex the limits
    hold on each level ("各ヘクスの建物の各レベルにおいて、通常のスタック制限が有効である"):
    only the units on ``floor`` count, and with no floor known yet (the movement search,
    before the unit picks its floor) the hex is not refused here but once the floor is
    known (``crowded_floor``)."""
    limits = occupancy.limits
    assert limits is not None
    if not occupancy.mover_counted(h):
        return None
    here = [(o, k) for o, k in occupancy.get(h, ()) if o.uid not in occupancy.uncounted]
    where = "one hex"
    if h in occupancy.levelled:
        if floor is None:
            return None
        here = [(o, k) for o, k in here if o.floor == floor]
        where = "one level of a building"
    ours = sum(1 for o, _ in here if o.side == occupancy.mover_side) + 1
    if ours > limits.per_side:
        return (f"{h.label} already holds {ours - 1} of your units: at most "
                f"{limits.per_side} units of a side may end a move in {where}")
    if len(here) + 1 > limits.per_hex:
        return (f"{h.label} already holds {len(here)} units: at most {limits.per_hex} "
                f"may end a move in {where}")
    if kind is UnitKind.MECH and sum(k is UnitKind.MECH for _, k in here) + 1 > limits.mechs:
        mech = next(o for o, k in here if k is UnitKind.MECH)
        return (f"{h.label} already holds a 'Mech ({mech.name}): at most {limits.mechs} "
                f"'Mech{'s' if limits.mechs != 1 else ''} may stand in one hex")
    return None


def crowded_floor(state: GameState, uid: str, h: Hex, floor: int) -> str | None:
    """Why ``uid`` may not end its move on ``floor`` of building hex ``h`` (seed 003
    スタッキング, the limits on each level of a building), or None."""
    unit = state.unit(uid)
    occupancy = _occupancy(state, unit)
    if occupancy.limits is None or occupancy.steel or h not in occupancy.levelled \
            or not occupancy.get(h):
        return None
    return _within_limits(occupancy, state.definition(unit).kind, h, floor)


def _may_end(occupancy: Occupancy, kind: UnitKind, h: Hex, floor: int | None = None
             ) -> str | None:
    """QSR Stacking: no unit ends in another unit's hex, except a 'Mech with infantry.
    With Close Assault (0204-B): friendly 'Mechs and vehicles may stand together, seven
    tactical hexes' worth ("As many as seven BattleMechs can occupy one Close Assault
    Hex"; a steel wall)."""
    here = occupancy.get(h, ())
    if occupancy.steel and here:
        return _close_assault_crowd(occupancy, kind, h)
    if occupancy.limits is not None:
        return _within_limits(occupancy, kind, h, floor) if here else None
    for other, other_kind in here:
        if (kind is UnitKind.MECH and other_kind.is_infantry) or (
            kind.is_infantry and other_kind is UnitKind.MECH
        ):
            continue
        return f"{h.label} already holds {other.name}; units may not end a move together"
    return None


def _close_assault_crowd(occupancy: Occupancy, kind: UnitKind, h: Hex) -> str | None:
    """0204-B stacking, the mover added to what is in ``h``: one side's 'Mechs and vehicles
    together, seven tactical hexes' worth (a vehicle under 60 t is half of one; a formation
    infantry unit takes a whole one); "Up to two deployed infantry units (or one infantry
    unit and one vehicle)"; "Up to seven units in formation ... Deployed and formation
    infantry units may not share a single Close Assault Hex"; a 'Mech may still share a
    hex with enemy infantry, as in the Quick-Start rules."""
    units = [(o.side, k, o.formation, occupancy.halves[o.uid]) for o, k in occupancy[h]]
    units.append((occupancy.mover_side, kind, occupancy.mover_formation,
                  occupancy.mover_halves))
    fighters = [u for u in units if not u[1].is_infantry]
    infantry = [u for u in units if u[1].is_infantry]
    if len({side for side, *_ in fighters}) > 1:
        return f"{h.label} holds an enemy unit"
    if any(side != f_side for side, *_ in infantry for f_side, k, *_ in fighters
           if k is not UnitKind.MECH):
        return f"{h.label}: only a 'Mech may share a hex with enemy infantry"
    formation = [u for u in infantry if u[2]]
    deployed = [u for u in infantry if not u[2]]
    vehicles = [u for u in fighters if u[1] is UnitKind.VEHICLE]
    if formation and deployed:
        return f"{h.label}: deployed and formation infantry may not share a hex"
    if len(deployed) > 2 or (deployed and len(deployed) + len(vehicles) > 2):
        return (f"{h.label}: at most two deployed infantry units, or one infantry unit and "
                "one vehicle")
    if sum(u[3] for u in fighters) + 2 * len(formation) > HEX_HALVES:
        return f"{h.label} is full: seven tactical hexes' worth of units already"
    return None


def mode_barred(state: GameState, unit: UnitState, mode: MoveMode) -> str | None:
    """Why a rule module bars ``unit`` from moving in ``mode`` now (battle armor that must
    jettison its launchers before it jumps), or None."""
    for module in hooks.active(state.options):
        why = module.mode_barred(state, unit, mode)
        if why is not None:
            return why
    return None


def minimum_move(state: GameState, definition: UnitDefinition) -> bool:
    """Whether a module lets the unit always enter one hex with all its MP (seed 003
    歩兵の移動: "走ったとみなすことで最小移動ルールを使用できる", the minimum movement rule,
    Total Warfare p. 49)."""
    return any(m.minimum_move(state, definition) for m in hooks.active(state.options))


def check_move(state: GameState, uid: str, mode: MoveMode, steps: tuple[MoveStep | str, ...],
               assault: bool = False, spent_before: int = 0) -> MoveResult:
    """Walk the move; raise :class:`IllegalCommand` with the first broken rule.

    ``assault``: the last hex entered is an enemy's (Close Assault, 0204-B: "an attacking
    'Mech actually enters the Defender's hex"); the caller checks the defender.
    ``spent_before``: MP already used this move (standing up)."""
    steps = as_steps(steps)
    unit = state.unit(uid)
    definition = state.definition(unit)
    kind = definition.kind
    if unit.position is None:
        raise IllegalCommand(f"{unit.name} is not on the map")
    mode_name = mode.name_for(kind)
    if mode is MoveMode.STATIONARY:
        if steps:
            raise IllegalCommand(f"{unit.name} is standing still and may spend no MP")
        return MoveResult(unit.position, unit.facing, (), 0, 0)
    barred = mode_barred(state, unit, mode)
    if barred is not None:
        raise IllegalCommand(barred)
    if mode is MoveMode.JUMP:
        if unit.prone:
            raise IllegalCommand(f"{unit.name} is prone and cannot jump")
        return _check_jump(state, unit, definition, steps, assault)
    if mode is MoveMode.RUN and kind.is_infantry:
        raise IllegalCommand("infantry have no movement modes: they simply move")
    budget = mode_mp(unit, definition, mode, state)
    if budget <= 0:
        why = ("a destroyed leg" if kind is UnitKind.MECH and legs_destroyed(unit)
               else "no MP left")
        raise IllegalCommand(f"{unit.name} cannot {mode_name}: {why}")
    extra = road_bonus(state, unit, definition, mode)
    if extra and all(state.board.has_road(h)
                     for h in hexes_entered(unit.position, unit.facing, steps)):
        budget += extra  # a move wholly on roads: Total Warfare's road bonus
    allowed = INFANTRY_STEPS if kind.is_infantry else FACED_STEPS
    occupancy = _occupancy(state, unit)
    position, facing, spent = unit.position, unit.facing, spent_before
    if spent > budget:
        raise IllegalCommand(f"{unit.name} has {budget} MP to {mode_name} and this move needs "
                             f"{spent}")
    path: list[Hex] = []
    run = 0
    last_dir = ""
    turn_mp = state.rules.facing_change_mp
    halted: UnitState | None = None  # the enemy whose hex ended the move (seed 003)
    for i, step in enumerate(steps):
        if halted is not None:
            raise IllegalCommand(f"{unit.name}'s move ends in {position.label}, which holds an "
                                 f"enemy unit ({halted.name}): step {i + 1} is one too many")
        if step not in allowed:
            raise IllegalCommand(f"step {i + 1}: {step!r} is not a move "
                                 f"(use {', '.join(allowed)})")
        if step in ("L", "R"):
            facing = (facing + (1 if step == "R" else -1)) % 6
            spent += turn_mp
        else:
            if kind.is_infantry:
                direction, kind_of_step = int(step), "F"
            elif step == "F":
                direction, kind_of_step = facing, "F"
            else:
                if mode is MoveMode.RUN:
                    raise IllegalCommand(f"a unit that {mode_name}s may not move backward")
                direction, kind_of_step = (facing + 3) % 6, "B"
            target = neighbor(position, direction)
            if not state.board.contains(target):
                if i != len(steps) - 1:
                    raise IllegalCommand(f"step {i + 1} leaves the map; it must be the last step")
                spent += 1
                if spent > budget:
                    raise IllegalCommand(f"{unit.name} has {budget} MP and this move needs {spent}")
                path.append(target)
                return MoveResult(None, facing, tuple(path), spent, run + 1)
            cost = _step_cost(state, definition, position, target)
            if cost is None:
                raise IllegalCommand(_step_refused(state, definition, position, target))
            blocked = _may_pass(occupancy, unit, kind, target)
            if blocked and not (assault and i == len(steps) - 1):
                raise IllegalCommand(blocked)
            if i == 0 and spent + cost > budget and spent_before == 0 and len(steps) == 1 \
                    and minimum_move(state, definition):
                cost = budget - spent  # Total Warfare's minimum move: one hex, all MP
            halted = _halts(occupancy, unit, kind, target)
            spent += cost
            position = target
            path.append(target)
            # QSR Target Movement: count from the hex where the unit last reversed.
            run = run + 1 if kind_of_step == last_dir or not last_dir else 1
            last_dir = kind_of_step
        if spent > budget:
            raise IllegalCommand(f"{unit.name} has {budget} MP to {mode_name} and this move "
                                 f"needs {spent}")
    if assault:
        if not path or _may_pass(occupancy, unit, kind, position) is None:
            raise IllegalCommand("a Close Assault move ends by entering an enemy unit's hex")
    else:
        ending = _may_end(occupancy, kind, position)
        if ending and position != unit.position:
            raise IllegalCommand(ending)
    return MoveResult(position, facing, tuple(path), spent, run)


def _check_jump(state: GameState, unit: UnitState, definition: UnitDefinition,
                steps: tuple[MoveStep, ...], assault: bool = False) -> MoveResult:
    """A jump: a hex in any direction for 1 MP whatever its terrain or occupants, and any
    facing on landing (``=N`` as the last step; else the facing is kept)."""
    assert unit.position is not None
    budget = mode_mp(unit, definition, MoveMode.JUMP, state)
    if budget <= 0 and QUICK_START in state.options:
        raise IllegalCommand(f"{unit.name} cannot jump: the Quick-Start Rules as printed "
                             "move by walking or running only")
    if budget <= 0:
        raise IllegalCommand(f"{unit.name} cannot jump")
    facing = unit.facing
    hexes = list(steps)
    landing = hexes[-1].landing if hexes else None
    if landing is not None:
        if definition.kind.is_infantry:
            raise IllegalCommand("infantry have no facing to land in")
        facing = landing
        hexes.pop()
    if not hexes:
        raise IllegalCommand("a jump moves at least one hex")
    if len(hexes) > budget:
        raise IllegalCommand(f"{unit.name} has {budget} jump MP and this jump needs {len(hexes)}")
    position, path = unit.position, []
    ceiling = state.board.level(unit.position) + budget
    for i, step in enumerate(hexes):
        if step not in INFANTRY_STEPS:
            raise IllegalCommand(f"step {i + 1}: a jump goes hex by hex, directions 0 to 5")
        position = neighbor(position, int(step.value))
        if not state.board.contains(position):
            raise IllegalCommand("a jump may not leave the map")
        if _top(state.board, position) > ceiling:
            raise IllegalCommand(
                f"{position.label} rises to level {_top(state.board, position)}: a jump from "
                f"level {state.board.level(unit.position)} with {budget} jump MP clears "
                f"level {ceiling} at most")
        path.append(position)
    if not _may_stand(state, definition, position):
        raise IllegalCommand(f"{unit.name} cannot land in {position.label}")
    occupancy = _occupancy(state, unit)
    if assault:
        if _may_pass(occupancy, unit, definition.kind, position) is None:
            raise IllegalCommand("death from above lands in an enemy unit's hex")
    else:
        ending = _may_end(occupancy, definition.kind, position)
        if ending:
            raise IllegalCommand(ending)
    return MoveResult(position, facing, tuple(path), len(path), len(path))


def _reach_jump(state: GameState, unit: UnitState, definition: UnitDefinition
                ) -> dict[tuple[Hex, int], Reach]:
    assert unit.position is not None
    budget = mode_mp(unit, definition, MoveMode.JUMP, state)
    occupancy = _occupancy(state, unit)
    came: dict[Hex, tuple[Hex, MoveStep]] = {}
    frontier, seen = [unit.position], {unit.position}
    board = state.board
    ceiling = board.level(unit.position) + budget
    for _ in range(budget):
        nxt = []
        for h in frontier:
            for d in range(6):
                n = neighbor(h, d)
                if n not in seen and board.contains(n) and _top(board, n) <= ceiling:
                    seen.add(n)
                    came[n] = (h, DIRECTION_STEPS[d])
                    nxt.append(n)
        frontier = nxt
    out: dict[tuple[Hex, int], Reach] = {}
    for h in came:
        if not _may_stand(state, definition, h) or (
                h in occupancy and _may_end(occupancy, definition.kind, h)):
            continue
        path: list[MoveStep] = []
        node = h
        while node in came:
            node, step = came[node]
            path.append(step)
        path.reverse()
        if definition.kind.is_infantry:  # no facing: it lands as it is
            out[(h, 0)] = Reach(len(path), tuple(path))
            continue
        for facing in range(6):
            out[(h, facing)] = Reach(len(path), (*path, MoveStep.land(facing)))
    return out


def _top(board: Board, h: Hex) -> int:
    """The highest level a jump must clear in ``h``: its ground, or its building's roof
    (Total Warfare: a jump may not rise above its start hex's level plus its jump MP;
    woods do not stop a jump)."""
    building = board.buildings.get(h)
    return board.level(h) + (building.height if building is not None else 0)


def why_not_to(state: GameState, uid: str, mode: MoveMode, h: Hex) -> str:
    """Why the unit cannot end a ``mode`` move in ``h`` (the map's answer to a click on an
    unshaded hex): off the map, terrain it never enters, a hex it may not end in, or the
    MP the cheapest way there needs against what it has."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    mode_name = mode.name_for(definition.kind)
    if not state.board.contains(h):
        return f"{h} is not on the map"
    if mode is MoveMode.STATIONARY:
        return f"{unit.name} is standing still: choose how it moves first"
    if not _may_stand(state, definition, h):
        return _barred(state, definition, h, "enter")
    crowded = _may_end(_occupancy(state, unit), definition.kind, h)
    if crowded and h != unit.position:
        return crowded
    have = mode_mp(unit, definition, mode, state)
    if have <= 0:
        return f"{unit.name} has no MP to {mode_name}"
    barred = mode_barred(state, unit, mode)
    if barred is not None:
        return barred
    if mode is MoveMode.JUMP and unit.position is not None:
        return (f"{h.label} is {distance(unit.position, h)} hexes away; {unit.name} jumps "
                f"{have}")
    cheapest = min((r.cost for (e, _), r in
                    reachable(state, uid, mode, _ANY_BUDGET).items() if e == h), default=None)
    if cheapest is None:
        return f"{unit.name} cannot get to {h.label} this way (enemy units or the map edge bar it)"
    return f"{h.label} needs {cheapest} MP to {mode_name}; {unit.name} has {have}"


_ANY_BUDGET = -1  # reachable(): search as far as the map goes (for why_not_to)


def reachable(state: GameState, uid: str, mode: MoveMode,
              budget: int | None = None) -> dict[tuple[Hex, int], Reach]:
    """Every (hex, facing) the unit can end its move in, with the cheapest way there.

    Infantry have no facing: their results all carry facing 0.  ``budget``: fewer MP than
    the mode gives (what an ambushed 'Mech has left).
    """
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
    if budget == _ANY_BUDGET:
        budget = 10 * (state.board.columns + state.board.rows)
    else:
        budget = mode_mp(unit, definition, mode, state) if budget is None else min(
            budget, mode_mp(unit, definition, mode, state))
    if budget <= 0 or mode_barred(state, unit, mode) is not None:
        return {}
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


def _search_with_roads(state: GameState, unit: UnitState, definition: UnitDefinition,
                       mode: MoveMode, budget: int, only: frozenset[Hex] | None = None
                       ) -> dict[tuple[Hex, int], Reach]:
    """The search's ends within ``budget`` (entering only hexes of ``only``, if given),
    and the ends only a move wholly on roads reaches, with the road bonus's extra MP."""
    found = _search(state, unit, definition, mode, budget, only)
    bonus = road_bonus(state, unit, definition, mode)
    if bonus:
        roads = state.board.road_hexes()
        for end, reach in _search(state, unit, definition, mode, budget + bonus,
                                  roads if only is None else only & roads).items():
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
    occupancy = _occupancy(state, unit)
    for d, step in enumerate(DIRECTION_STEPS):
        h = neighbor(unit.position, d)
        if (h, 0) in found or not state.board.contains(h) \
                or _step_cost(state, definition, unit.position, h) is None \
                or _barring(occupancy, unit, definition.kind, h) is not None \
                or _may_end(occupancy, definition.kind, h) is not None:
            continue
        found[(h, 0)] = Reach(budget, (step,))


@cache
def _grid(columns: int, rows: int) -> tuple[tuple[Hex, ...], dict[Hex, int], tuple[int, ...]]:
    """A board's hexes as numbers, in (q, r) order, and each one's six neighbours (-1 off
    the map): the movement search works on small integers instead of hashing Hex
    objects, which made it 5.5 ms for a running 12-MP 'Mech (issue 21)."""
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
    by the same enemies, and copying the costs was a third of a short search (issue 21);
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
            budget: int, only: frozenset[Hex] | None = None) -> dict[tuple[Hex, int], Reach]:
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
    turn_mp = state.rules.facing_change_mp
    occupancy = _occupancy(state, unit)
    walk_mp: Sequence[Sequence[int]] = _walk_costs(state, definition)
    # Steps that may not be taken: (from node's hex, direction), into a barred hex (found
    # once per occupancy: a unit's walk and run share it) ...
    if occupancy.closing is None:
        barred = [index[h] for h in occupancy
                  if h in index and _barring(occupancy, unit, kind, h) is not None]
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
            and _halts(occupancy, unit, kind, h) is not None
            for f in range(6)} if occupancy.limits else set()
    if closed:
        walk_mp = _closed_costs(walk_mp, infantry, closed)
    ahead_mp, behind_mp, *direction_mp = walk_mp
    origin = index[unit.position] * 6 + (0 if infantry else unit.facing)
    over = budget + 1
    best = [over] * (6 * len(hexes))
    best[origin] = 0
    found = [origin]  # nodes in the order first reached: the results' order
    unsettled: tuple[MoveStep, ...] = (MoveStep.STAND,)  # told apart by identity
    steps = [unsettled] * len(best)  # each node's cheapest steps, once settled
    came = [-1] * len(best)  # the node each node is reached from, and the step (as a
    how: list[tuple[MoveStep, ...]] = [()] * len(best)  # 1-tuple: a path is a sum)
    buckets: list[list[int]] = [[] for _ in range(budget + 1)]
    buckets[0].append(origin)
    backward = mode is not MoveMode.RUN
    forward, back, left, right = ((MoveStep.FORWARD,), (MoveStep.BACKWARD,),
                                  (MoveStep.LEFT,), (MoveStep.RIGHT,))
    ahead, behind, *directions = _faced(state.board.columns, state.board.rows)
    # Infantry's steps: (node each leads to, what it costs from each node, step); a faced
    # unit's turns and steps ahead and back are written out in the loop (issue 21).
    walks = [(leads, mp, (step,)) for leads, mp, step in zip(
        directions, direction_mp, DIRECTION_STEPS, strict=True)] if infantry else []
    turning = not infantry
    turn_right, turn_left = _turns(len(best))

    for cost, bucket in enumerate(buckets):
        bucket.sort()
        k = 0
        while k < len(bucket):  # a free step (cost 0) adds to the bucket being walked
            node = bucket[k]
            k += 1
            if best[node] != cost or steps[node] is not unsettled:
                continue  # a cheaper way was found after this one was queued
            prev = came[node]
            steps[node] = () if prev < 0 else steps[prev] + how[node]
            if halt and node in halt:
                continue
            if turning:  # a turn each way (written out: this loop is the search's cost)
                new = cost + turn_mp
                if new <= budget:
                    nxt = turn_right[node]
                    was = best[nxt]
                    if new < was:
                        if was == over:
                            found.append(nxt)
                        best[nxt] = new
                        came[nxt] = node
                        how[nxt] = right
                        buckets[new].append(nxt)
                    nxt = turn_left[node]
                    was = best[nxt]
                    if new < was:
                        if was == over:
                            found.append(nxt)
                        best[nxt] = new
                        came[nxt] = node
                        how[nxt] = left
                        buckets[new].append(nxt)
                mp = ahead_mp[node]  # a step ahead, and one back where the mode allows it
                if mp >= 0:
                    nxt = ahead[node]
                    new = cost + mp
                    was = best[nxt]
                    if new < was:  # (``was`` is at most ``over``: within the budget)
                        if was == over:
                            found.append(nxt)
                        best[nxt] = new
                        came[nxt] = node
                        how[nxt] = forward
                        buckets[new].append(nxt)
                if backward:
                    mp = behind_mp[node]
                    if mp >= 0:
                        nxt = behind[node]
                        new = cost + mp
                        was = best[nxt]
                        if new < was:
                            if was == over:
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
                if new < was:  # (``was`` is at most ``over``: within the budget)
                    if was == over:
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
    make = tuple.__new__  # Reach(cost, steps) without the named tuple's Python __new__
    keys = _node_keys(state.board.columns, state.board.rows)
    out: dict[tuple[Hex, int], Reach] = {}
    for node in found:  # in the order found, as before
        at = node // 6
        if at in may_end:
            ends = may_end[at]
            if ends is None:
                ends = may_end[at] = _may_end(occupancy, kind, hexes[at]) is None
            if not ends:
                continue
        out[keys[node]] = make(Reach, (best[node], steps[node]))
    return out


@cache
def _node_keys(columns: int, rows: int) -> tuple[tuple[Hex, int], ...]:
    """Each search node's (hex, facing), the key of the search's answers: made once per
    board size, not once per hex reached by every search (issue 21)."""
    hexes = _grid(columns, rows)[0]
    return tuple((h, f) for h in hexes for f in range(6))


def check_placement(state: GameState, uid: str, at: Hex, facing: int,
                    in_zone: bool = True) -> None:
    """Set-up: inside the side's deployment zone (unless ``in_zone`` is off, for a
    referee's correction), on terrain the unit may enter, and not ending on another unit
    (the same stacking as a move's end)."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    zone = state.side(unit.side).deployment
    if not state.board.contains(at):
        raise IllegalCommand(f"{at} is not on the map")
    if in_zone and zone is not None and not zone.contains(state.board, at):
        raise IllegalCommand(f"{at.label} is outside {state.side(unit.side).name}'s deployment "
                             f"zone (within {zone.depth} of the {zone.edge.value} edge)")
    if not 0 <= facing <= 5 or (definition.kind.is_infantry and facing != 0):
        raise IllegalCommand("facing is 0 (north) to 5 (north-west); infantry have none (0)")
    if not _may_stand(state, definition, at):
        raise IllegalCommand(_barred(state, definition, at, "stand in"))
    crowded = _may_end(_occupancy(state, unit), definition.kind, at, 0)
    if crowded:
        raise IllegalCommand(crowded)


def displace(state: GameState, uid: str, to: Hex, events: list[Event],
             facing: int | None = None) -> GameState:
    """Put a unit into ``to`` outside a move (pushed, fled, carried through): refused
    (the same state returned) where it could not stand; off the map it leaves and is
    destroyed (training scenarios)."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    facing = unit.facing if facing is None else facing
    if not state.board.contains(to):
        events.append(UnitDisplaced(uid, None, facing))
        events.append(UnitLeftMap(uid))
        events.append(UnitDestroyed(uid, "left the map"))
        return replace_unit(state, replace(unit, position=None, floor=0, facing=facing,
                                           destroyed=True))
    if not _may_stand(state, definition, to) or _may_end(_occupancy(state, unit),
                                                              definition.kind, to, 0):
        return state
    events.append(UnitDisplaced(uid, to, facing))
    return replace_unit(state, replace(unit, position=to, facing=facing, floor=0))
