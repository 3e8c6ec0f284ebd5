"""Movement (QSR *Movement*, *Facing*, *Stacking*; Veteran *Combat Vehicles*; Elite
*Infantry*).

A move is checked step by step exactly as a player would count it on the table: 1 MP
to enter a hex plus the terrain's cost, 1 MP per hexside turned, no backward steps when
running or flanking, through friends but never enemies, never ending on another unit
(a 'Mech may share a hex with infantry).  :func:`reachable` answers the map overlay's
question — every hex and facing within reach, with its cheapest path — by Dijkstra
over (hex, facing)."""

from __future__ import annotations

from dataclasses import dataclass

from btdesk.hexgrid import Hex, distance, neighbor
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event, UnitDestroyed, UnitDisplaced, UnitLeftMap
from btdesk.model.frozen import replace
from btdesk.model.rule_set import QUICK_START
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.units import UnitDefinition, UnitKind
from btdesk.model.vocab import FACED_STEPS, MoveStep
from btdesk.rules.core.condition import legs_destroyed, mode_mp
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.move_costs import (
    INFANTRY_STEPS,
    as_steps,
    barred_why,
    hexes_entered,
    may_stand,
    minimum_move,
    mode_barred,
    step_cost,
    step_refused,
    top_level,
)
from btdesk.rules.core.move_search import ANY_BUDGET, reachable, road_bonus
from btdesk.rules.core.stacking import end_problem, halts, occupancy_of, pass_problem


@dataclass(frozen=True)
class MoveResult:
    position: Hex | None  # None: the unit left the map
    facing: int
    path: tuple[Hex, ...]
    mp_spent: int
    hexes: int  # hexes entered since the last reversal (target movement)


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
    occupancy = occupancy_of(state, unit)
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
            cost = step_cost(state, definition, position, target)
            if cost is None:
                raise IllegalCommand(step_refused(state, definition, position, target))
            blocked = pass_problem(occupancy, unit, kind, target)
            if blocked and not (assault and i == len(steps) - 1):
                raise IllegalCommand(blocked)
            if i == 0 and spent + cost > budget and spent_before == 0 and len(steps) == 1 \
                    and minimum_move(state, definition):
                cost = budget - spent  # Total Warfare's minimum move: one hex, all MP
            halted = halts(occupancy, unit, kind, target)
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
        if not path or pass_problem(occupancy, unit, kind, position) is None:
            raise IllegalCommand("a Close Assault move ends by entering an enemy unit's hex")
    else:
        ending = end_problem(occupancy, kind, position)
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
        if top_level(state.board, position) > ceiling:
            raise IllegalCommand(
                f"{position.label} rises to level {top_level(state.board, position)}: a jump from "
                f"level {state.board.level(unit.position)} with {budget} jump MP clears "
                f"level {ceiling} at most")
        path.append(position)
    if not may_stand(state, definition, position):
        raise IllegalCommand(f"{unit.name} cannot land in {position.label}")
    occupancy = occupancy_of(state, unit)
    if assault:
        if pass_problem(occupancy, unit, definition.kind, position) is None:
            raise IllegalCommand("death from above lands in an enemy unit's hex")
    else:
        ending = end_problem(occupancy, definition.kind, position)
        if ending:
            raise IllegalCommand(ending)
    return MoveResult(position, facing, tuple(path), len(path), len(path))


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
    if not may_stand(state, definition, h):
        return barred_why(state, definition, h, "enter")
    crowded = end_problem(occupancy_of(state, unit), definition.kind, h)
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
                    reachable(state, uid, mode, ANY_BUDGET).items() if e == h), default=None)
    if cheapest is None:
        enemy = next((u for u in state.units if u.position == h and u.active
                      and u.side != unit.side), None)
        if enemy is not None:
            return (f"the {enemy.name} holds {h.label}: a unit moves into an enemy's hex "
                    "only as a 'Mech or vehicle starting a Close Assault, where that option "
                    "is played (BattleTech Quick-Start Rules, Stacking; BattleTechnology "
                    "#6)")
        return f"{unit.name} cannot get to {h.label} this way (enemy units or the map edge bar it)"
    return f"{h.label} needs {cheapest} MP to {mode_name}; {unit.name} has {have}"


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
                             f"zone ({zone.describe()})")
    if not 0 <= facing <= 5 or (definition.kind.is_infantry and facing != 0):
        raise IllegalCommand("facing is 0 (north) to 5 (north-west); infantry have none (0)")
    if not may_stand(state, definition, at):
        raise IllegalCommand(barred_why(state, definition, at, "stand in"))
    crowded = end_problem(occupancy_of(state, unit), definition.kind, at, 0)
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
    if not may_stand(state, definition, to) or end_problem(occupancy_of(state, unit),
                                                              definition.kind, to, 0):
        return state
    events.append(UnitDisplaced(uid, to, facing))
    return replace_unit(state, replace(unit, position=to, facing=facing, floor=0))
