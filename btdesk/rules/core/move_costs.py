"""What a step of a move costs and where a unit may stand (QSR *Movement*, *Facing*;
Total Warfare water, buildings and levels; seed 003 for infantry): the hexes a list of
steps enters, the MP to enter a hex or cross a hexside, the levels a unit may climb, and
why a hex is barred.  The move checks and the search share these."""

from __future__ import annotations

from collections.abc import Sequence

from btdesk.hexgrid import DIRECTIONS, Hex
from btdesk.model.board import Board, Terrain
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.units import MECHANIZED, UnitDefinition, UnitKind
from btdesk.model.vocab import DIRECTION_STEPS, MoveStep
from btdesk.rules import hooks

INFANTRY_STEPS = DIRECTION_STEPS


def hexes_entered(at: Hex, facing: int, steps: Sequence[MoveStep | str]) -> tuple[Hex, ...]:
    """The hexes a move's steps enter from ``at`` facing ``facing``, unchecked: forward and
    backward along the facing, turns, an infantry step's direction, a jump's landing
    facing (``=N``), standing up.  One stepping for the engine's listings, a carrier's
    end hex and the map's path preview.  Stepped on whole numbers, each hex made without
    the named tuple's Python ``__new__``: a carrier's listing steps every move it lists
    to find where each ends."""
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


def enter_cost(state: GameState, definition: UnitDefinition, h: Hex) -> int | None:
    """MP to enter ``h`` over level ground and off any road; None if the unit can never
    enter it that way (a road may still lead in: :func:`step_cost`)."""
    board = state.board
    kind = board.terrain.get(h)
    if kind is None:
        return terrain_cost(state, definition, Terrain.CLEAR)
    if kind is Terrain.WATER or kind is Terrain.BUILDING:
        return _ground_cost(state, definition, board, h, kind)
    return terrain_cost(state, definition, kind)


def _infantry_cost(state: GameState, definition: UnitDefinition, terrain: Terrain,
                   standard: int | None, depth: int = 0) -> int | None:
    """What infantry pay to enter ``terrain`` (None: they may not) once the rule modules
    have had their say (seed 003: Total Warfare's costs and movement types)."""
    for module in hooks.active(state.options):
        standard = module.infantry_mp(state, definition, terrain, standard, depth)
    return standard


def terrain_cost(state: GameState, definition: UnitDefinition, terrain: Terrain
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
    base = terrain_cost(state, definition, kind)
    if base is None or building is None:
        return base
    return base + ground.buildings[building.kind].mp_cost


def may_stand(state: GameState, definition: UnitDefinition, h: Hex) -> bool:
    """Whether the unit may be in ``h`` at all: ground it enters, or a road through ground
    it enters only along the road."""
    return enter_cost(state, definition, h) is not None or state.board.road_open(h)


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


def step_cost(state: GameState, definition: UnitDefinition, start: Hex, to: Hex
               ) -> int | None:
    """MP for one step from ``start`` into ``to``: the hex's cost, or the road's where a
    road joins both hexes (Total Warfare: terrain is ignored along a road, and ground a
    unit may not otherwise enter is open along it; not deep water, which a road only
    crosses by bridge), plus the level change (at most so many levels per step)."""
    board = state.board
    cost = enter_cost(state, definition, to)
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


def barred_why(state: GameState, definition: UnitDefinition, h: Hex, verb: str) -> str:
    """Why the unit may not ``verb`` ``h``: its ground is barred to the unit."""
    board = state.board
    what = board.ground_name(h).lower() + (", road" if h in board.roads else "")
    motive = definition.movement.motive
    who = (f"{motive.value} infantry" if motive in MECHANIZED else "infantry") \
        if definition.kind.is_infantry else f"a {motive.value} unit"
    return f"{who} cannot {verb} {what} ({h.label})"


def step_refused(state: GameState, definition: UnitDefinition, start: Hex, to: Hex) -> str:
    """Why a step from ``start`` into ``to`` is not allowed."""
    board = state.board
    change = abs(board.level(to) - board.level(start))
    name, most, _ = _level_rule(state, definition)
    if change > most and enter_cost(state, definition, to) is not None:
        unit = {"mech": "a 'Mech", "vehicle": "a vehicle", "infantry": "infantry"}[name]
        return (f"{unit} changes at most {most} level{'s' if most != 1 else ''} per hex: "
                f"{start.label} is level {board.level(start)}, {to.label} level "
                f"{board.level(to)}")
    return barred_why(state, definition, to, "enter")


def mode_barred(state: GameState, unit: UnitState, mode: MoveMode) -> str | None:
    """Why a rule module bars ``unit`` from moving in ``mode`` now (battle armor that must
    jettison its launchers before it jumps), or None."""
    return hooks.first(state.options, lambda m: m.mode_barred(state, unit, mode))


def minimum_move(state: GameState, definition: UnitDefinition) -> bool:
    """Whether a module lets the unit always enter one hex with all its MP (seed 003
    歩兵の移動: "走ったとみなすことで最小移動ルールを使用できる", the minimum movement rule,
    Total Warfare p. 49)."""
    return any(m.minimum_move(state, definition) for m in hooks.active(state.options))


def top_level(board: Board, h: Hex) -> int:
    """The highest level a jump must clear in ``h``: its ground, or its building's roof
    (Total Warfare: a jump may not rise above its start hex's level plus its jump MP;
    woods do not stop a jump)."""
    building = board.buildings.get(h)
    return board.level(h) + (building.height if building is not None else 0)
