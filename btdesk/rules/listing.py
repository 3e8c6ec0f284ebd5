"""What may be done now: every command the rules accept in a state (``legal_commands``),
the list the random playouts, the benches and the computer opponent draw from."""

from __future__ import annotations

import gc
from functools import partial

import btdesk.rules.modules  # noqa: F401  (installs every rules module on the hooks)
from btdesk.hexgrid import Hex
from btdesk.model.commands import (
    Command,
    DeclareAttack,
    DeclarePhysical,
    DeployUnit,
    EjectMechWarrior,
    MoveUnit,
    ResolveAttacks,
    RollInitiative,
    listed_moves,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import (
    GameState,
    MoveMode,
    Phase,
    UnitState,
    WeaponFire,
)
from btdesk.model.vocab import MoveStep
from btdesk.rules import hooks
from btdesk.rules.core import buildings
from btdesk.rules.core.building_fire import building_declarations
from btdesk.rules.core.combat import check_declaration
from btdesk.rules.core.condition import mode_mp, modes, weapon_problem
from btdesk.rules.core.move_costs import hexes_entered
from btdesk.rules.core.move_search import KeptEnds, Reach, reachable, reachable_kept
from btdesk.rules.core.movement import check_placement
from btdesk.rules.core.physical import (
    building_blow_options,
    physical_options,
)
from btdesk.rules.core.stacking import crowded_floor, occupancy_of
from btdesk.rules.core.tohit import AUTOMATIC_MISS_ABOVE, attack_options, secondary_target
from btdesk.rules.kept import LastState
from btdesk.rules.turns import (
    active_side,
    eject_problem,
    phase_taken,
    physical_waiting,
    pick_problem,
    undeclared,
    undeployed,
    unmoved,
)


def legal_commands(state: GameState) -> list[Command]:
    """Every command the rules accept now, with two economies: a move is listed once per
    reachable end (hex, facing) by its cheapest path, and a declaration once per target
    with every weapon that can fire (any subset of it is legal too).

    The cyclic garbage collector is paused while the list is built: a movement phase
    lists thousands of moves, none of them in a cycle, and the collections their
    allocations set off found nothing and cost a sixth of the time."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return _legal_commands(state)
    finally:
        if paused:
            gc.enable()



#: What picking a unit on the map leads to: placing it, moving it (or ejecting), or
#: declaring its attack; a module's own commands are made through its own panel.
PICKED = (DeployUnit, MoveUnit, EjectMechWarrior, DeclareAttack)

_picked: LastState[str, frozenset[str]] = LastState()


def picked(state: GameState) -> frozenset[str]:
    """The units ``legal_commands`` lists a command of picking for (worked out once per
    state)."""
    kept = _picked.of(state)
    known = kept.get("units")
    if known is None:
        known = kept["units"] = frozenset(c.unit for c in legal_commands(state)
                                          if isinstance(c, PICKED))
    return known


def act_problem(state: GameState, unit: UnitState) -> str | None:
    """Why ``unit`` may not be picked to act now (place, move, or declare an attack);
    None if it may.  The map and the Orders dock ask this, and it answers from the same
    list as ``legal_commands``: the sequence of play's reason, else a module's, when the
    list holds nothing of picking for the unit."""
    problem = pick_problem(state, unit)
    if problem is not None or unit.uid in picked(state):
        return problem
    barred = hooks.first(state.options, lambda m: m.act_barred(state, unit))
    return barred if barred is not None else f"{unit.name} has nothing it may do now"

def _legal_commands(state: GameState) -> list[Command]:
    phase = state.phase
    if phase is Phase.INITIATIVE:
        return [RollInitiative()]
    side = active_side(state)
    out: list[Command] = []
    if phase is Phase.SETUP and side is not None:
        for unit in undeployed(state, side):
            facings = (0,) if state.definition(unit).kind.is_infantry else tuple(range(6))
            for h in state.board.hexes():
                for facing in facings:
                    try:
                        check_placement(state, unit.uid, h, facing)
                    except IllegalCommand:
                        break  # the hex is refused whatever the facing
                    out.append(DeployUnit(unit.uid, h, facing))
    elif phase is Phase.MOVEMENT and state.halted is not None:
        halt = state.halted  # the ambushed 'Mech stays, or goes on with what it has left
        out.append(MoveUnit(halt.unit, MoveMode.STATIONARY))
        out += [MoveUnit(halt.unit, halt.mode, r.steps)
                for r in reachable(state, halt.unit, halt.mode, halt.mp_left).values()
                if r.steps]
    elif phase is Phase.MOVEMENT and side is not None:
        extra = hooks.active(state.options)
        memo: dict[str, object] = {}  # what a module finds once for all the side's units
        for unit in unmoved(state, side):
            if eject_problem(state, unit) is None:
                out.append(EjectMechWarrior(unit.uid))
            if unit.prone:  # stand up, or stay down
                out.append(MoveUnit(unit.uid, MoveMode.STATIONARY))
                if mode_mp(unit, state.definition(unit), MoveMode.WALK, state) >= (
                        state.rules.physical.stand_up_mp):
                    out.append(MoveUnit(unit.uid, MoveMode.WALK, (MoveStep.STAND,)))
                continue
            definition = state.definition(unit)
            reach = {mode: reachable_kept(state, unit.uid, mode)
                     for mode in modes(definition, state.options)}
            # Only an end in a building may lack room, and only under a module's limits.
            in_buildings = state.board.buildings if occupancy_of(
                state, unit).limits is not None else {}
            for mode, ends in reach.items():
                if type(ends) is KeptEnds:  # kept from an earlier state: its moves too
                    out += ends.moves(partial(listed_moves, unit.uid, mode))
                    continue
                out += listed_moves(unit.uid, mode, [
                    r.steps for (h, _), r in ends.items()
                    if h not in in_buildings or _level_room(state, unit, mode, h, r)])
                if definition.kind.is_infantry and state.board.buildings:
                    out += _floor_moves(state, unit, mode, ends)
            for module in extra:
                out += module.more_moves(state, unit, reach, memo)
    elif phase is Phase.WEAPON_ATTACK and side is not None:
        for unit in undeclared(state, side):
            out.append(DeclareAttack(unit.uid, None))
            definition = state.definition(unit)
            for target in state.units:
                if target.side == unit.side or not target.active:
                    continue
                fires = []
                for option in attack_options(state, unit.uid, target.uid):
                    if option.possible and weapon_problem(unit, definition, option.weapon) is None:
                        fires.append(WeaponFire(option.weapon, 1))
                if fires:
                    try:
                        check_declaration(state, unit.uid, target.uid, tuple(fires))
                    except IllegalCommand:
                        continue  # shared ammunition cannot feed every weapon at once
                    out.append(DeclareAttack(unit.uid, target.uid, tuple(fires)))
            out += _split_declarations(state, unit)
            if state.board.buildings:
                out += building_declarations(state, unit)
    elif phase is Phase.PHYSICAL_ATTACK and phase_taken(state) is not None:
        pass  # the module playing the phase lists its commands (``listed``)
    elif phase is Phase.PHYSICAL_ATTACK and side is not None:
        for unit in physical_waiting(state, side):
            out.append(DeclarePhysical(unit.uid, None))
            out += [DeclarePhysical(unit.uid, t, a) for t, a in physical_options(state, unit.uid)]
            out += [DeclarePhysical(unit.uid, None, a, building=h)
                    for h, a in building_blow_options(state, unit.uid)]
    elif phase is Phase.PHYSICAL_ATTACK:
        out += [ResolveAttacks(d.attacker) for d in state.physical if not d.resolved]
    elif phase is Phase.WEAPON_ATTACK:
        for d in state.declarations:
            if d.resolved:
                continue
            out.append(ResolveAttacks(d.attacker))
            misses = tuple(f.weapon for f, n in zip(d.weapons, d.to_hit, strict=True)
                           if n > AUTOMATIC_MISS_ABOVE)
            if misses:
                out.append(ResolveAttacks(d.attacker, misses))
    for module in hooks.active(state.options):
        out = module.listed(state, out)
    return out


def _split_declarations(state: GameState, unit: UnitState) -> list[DeclareAttack]:
    """For a unit that may aim weapons apart (battle armor, seed 003): per pair of enemies,
    its first weapon at one and every other weapon that can at the second."""
    definition = state.definition(unit)
    if len(definition.weapon_instances()) < 2 or secondary_target(state, unit) is None:
        return []
    out = []
    enemies = [t.uid for t in state.units if t.side != unit.side and t.active]
    rests = {uid: tuple(WeaponFire(o.weapon, 1, uid)
                        for o in attack_options(state, unit.uid, uid, secondary=True)[1:]
                        if o.possible and weapon_problem(unit, definition, o.weapon) is None)
             for uid in enemies}  # each enemy's weapons as a second target, found once
    for first in enemies:
        if not attack_options(state, unit.uid, first)[0].possible:
            continue
        for second in enemies:
            if second == first or not rests[second]:
                continue
            fires = (WeaponFire(0), *rests[second])
            try:
                check_declaration(state, unit.uid, first, fires)
            except IllegalCommand:
                continue
            out.append(DeclareAttack(unit.uid, first, fires))
    return out


def _floor_moves(state: GameState, unit: UnitState, mode: MoveMode,
                 ends: dict[tuple[Hex, int], Reach]) -> list[Command]:
    """Infantry ending in a building: each floor they can reach (seed 003
    建物内でのレベル変更), as moves of their own."""
    out: list[Command] = []
    budget = mode_mp(unit, state.definition(unit), mode, state)
    for (h, _), reach in ends.items():
        building = state.board.building(h)
        if building is None:
            continue
        assert unit.position is not None
        path = hexes_entered(unit.position, unit.facing, reach.steps)
        for floor in range(building.height + 1):
            try:
                buildings.end_floor(state, unit, mode, path, h, budget - reach.cost, floor)
            except IllegalCommand:
                continue
            if crowded_floor(state, unit.uid, h, floor) is None:
                out.append(MoveUnit(unit.uid, mode, reach.steps, floor=floor))
    return out


def _level_room(state: GameState, unit: UnitState, mode: MoveMode, h: Hex, reach: Reach
                ) -> bool:
    """Whether a move ending in ``h`` by ``reach`` finds room on the floor it ends on
    (seed 003 スタッキング: the limits on each level of a building; the search leaves
    building hexes open, as it does not know the floor)."""
    if state.board.building(h) is None or not reach.steps or unit.position is None:
        return True
    path = hexes_entered(unit.position, unit.facing, reach.steps)
    budget = mode_mp(unit, state.definition(unit), mode, state)
    try:
        floor, _ = buildings.end_floor(state, unit, mode, path, h, budget - reach.cost, None)
    except IllegalCommand:
        return True  # the move's own check says why
    return crowded_floor(state, unit.uid, h, floor) is None
