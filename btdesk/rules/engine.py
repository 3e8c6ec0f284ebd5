"""The rules as two functions over values: ``apply(state, command, dice)`` and
``legal_commands(state)`` (design.md).

Sequence of play (QSR *Sequence of Play*; rules-notes §7): Initiative → Movement →
Weapon Attack → Physical Attack slot → Heat slot → End.  Phases with nothing left to do
pass by themselves, each with a :class:`PhaseChanged` event, so a caller only ever
submits the commands a player would.
"""

from __future__ import annotations

import gc
import math

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.commands import (
    AssaultManeuver,
    AssaultPlace,
    ChooseLineOfSight,
    ChooseTactic,
    Command,
    DeclareAttack,
    DeclarePhysical,
    DeployUnit,
    EjectMechWarrior,
    HideUnit,
    MoveUnit,
    RefereeAmmo,
    RefereeCondition,
    RefereeDamage,
    RefereePlace,
    ResolveAttacks,
    RollInitiative,
    SetFormation,
    TickArmor,
    TickCritical,
    listed_moves,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    CruiseReduced,
    Event,
    GameOver,
    InitiativeDecided,
    LineOfSightChosen,
    PhaseChanged,
    UnitDeployed,
    UnitDestroyed,
    UnitLeftMap,
    UnitMoved,
    UnitRemoved,
    UnitStood,
)
from btdesk.model.frozen import replace
from btdesk.model.rule_set import QUICK_START
from btdesk.model.state import (
    CLOSE_ASSAULT,
    PHYSICAL_ATTACKS,
    AssaultStep,
    GameState,
    Halt,
    MoveMode,
    MoveRecord,
    Phase,
    Tactic,
    UnitState,
    WeaponFire,
)
from btdesk.model.units import UnitKind
from btdesk.model.vocab import Approach, MoveStep

from . import ambush, buildings, hidden, modules
from . import close_assault as ca
from .building_fire import building_declarations, check_building, resolve_building
from .combat import aimed_at, check_declaration, declared_event, resolve
from .condition import cruise_mp, mode_mp, modes, weapon_problem
from .damage import replace_unit
from .dice import Dice, Roller
from .los import ties_between, unit_line_of_sight
from .movement import (
    Reach,
    check_move,
    check_placement,
    crowded_floor,
    hexes_entered,
    reachable,
)
from .physical import (
    building_blow_options,
    check_physical,
    declared,
    physical_options,
    resolve_physical,
)
from .piloting import consciousness_roll, eject, piloting_roll
from .referee import apply_damage, place, set_ammo, set_condition, tick, tick_critical
from .tohit import AUTOMATIC_MISS_ABOVE, attack_options, secondary_target

# --- whose turn -------------------------------------------------------------------------

def _unmoved(state: GameState, side: str) -> list[UnitState]:
    """Units still to move: not those knocked out, nor those locked in a Close Assault
    (0204-B: "left where they are until the next Close Assault Phase")."""
    return [u for u in state.units_of(side) if u.can_act and u.moved is None
            and (state.engagement(u.uid) is None or ca.never_got_in(state, u.uid))]


def _undeclared(state: GameState, side: str) -> list[UnitState]:
    declared = {d.attacker for d in state.declarations}
    return [u for u in state.units if u.side == side and u.can_act and u.uid not in declared]


def _physical_waiting(state: GameState, side: str) -> list[UnitState]:
    """Units that could make a physical attack and have not declared (the others have
    nothing to declare)."""
    extra = modules.active(state.options)
    return [u for u in state.units_of(side) if state.physical_declaration(u.uid) is None
            and (physical_options(state, u.uid) or building_blow_options(state, u.uid)
                 or any(m.physical_choice(state, u) for m in extra))]


def _alternate(state: GameState, waiting: dict[str, int], last: str | None) -> str | None:
    """Loser of initiative first, then alternate; a side with nothing left is skipped."""
    order = list(state.initiative)
    if not any(waiting.values()):
        return None
    start = 0 if last is None else (order.index(last) + 1) % len(order)
    for i in range(len(order)):
        side = order[(start + i) % len(order)]
        if waiting.get(side):
            return side
    return None


def _undeployed(state: GameState, side: str) -> list[UnitState]:
    return [u for u in state.units_of(side) if u.position is None and not u.removed
            and u.carried_by is None]


def _setup_side(state: GameState) -> str | None:
    """The side that sets up first places all its units, then the others in turn."""
    order = sorted(state.sides, key=lambda s: not s.sets_up_first)
    return next((s.key for s in order if _undeployed(state, s.key)), None)


def active_side(state: GameState) -> str | None:
    """The side that must act now; None when either may (initiative, resolution) or the
    game is over."""
    if state.phase is Phase.SETUP:
        return _setup_side(state)
    if state.phase is Phase.MOVEMENT and state.halted is not None:
        return state.unit(state.halted.unit).side  # the ambushed 'Mech: stay or move on
    for module in modules.active(state.options):
        held = module.holds(state)
        if held is not None:
            return held
    if state.phase is Phase.MOVEMENT:
        return _alternate(state, {s.key: len(_unmoved(state, s.key)) for s in state.sides},
                          state.last_side)
    if state.phase is Phase.WEAPON_ATTACK and not _declarations_done(state):
        return _alternate(state, {s.key: len(_undeclared(state, s.key)) for s in state.sides},
                          state.last_side)
    if state.phase is Phase.PHYSICAL_ATTACK and not (state.assaults and ca.pending(state)):
        return _alternate(state, {s.key: len(_physical_waiting(state, s.key))
                                  for s in state.sides}, state.last_side)
    return None


def _declarations_done(state: GameState) -> bool:
    declared = {d.attacker for d in state.declarations}
    sides = {s.key for s in state.sides}
    return not any(u.side in sides and u.can_act and u.uid not in declared for u in state.units)


# --- apply --------------------------------------------------------------------------------

def apply(state: GameState, command: Command, dice: Dice) -> tuple[GameState, tuple[Event, ...]]:
    """Apply ``command`` whole or raise :class:`IllegalCommand`; returns the new state and
    the events, dice rolls included, in order."""
    if state.phase is Phase.GAME_OVER:
        raise IllegalCommand("the game is over")
    events: list[Event] = []
    roller = Roller(dice, events)
    extra = modules.active(state.options)
    for module in extra:
        module.check(state, command)
    owner = next((m for m in extra if isinstance(command, m.commands)), None)
    if owner is not None:
        state = owner.apply(state, command, roller, events)
    elif isinstance(command, modules.module_commands()):
        raise IllegalCommand(f"{type(command).__name__} belongs to an option this game has "
                             f"off: {modules.needed_by(command).name}")
    elif isinstance(command, DeployUnit):
        state = _deploy(state, command, events)
    elif isinstance(command, RollInitiative):
        state = _initiative(state, roller, events)
    elif isinstance(command, MoveUnit):
        state = _move(state, command, roller, events)
    elif isinstance(command, EjectMechWarrior):
        state = _eject(state, command, roller, events)
    elif isinstance(command, ChooseLineOfSight):
        state = _choose_los(state, command, events)
    elif isinstance(command, DeclareAttack):
        state = _declare(state, command, events)
    elif isinstance(command, ResolveAttacks):
        state = _resolve(state, command, roller, events)
    elif isinstance(command, TickArmor):
        state = replace_unit(state, tick(state, command, events))
    elif isinstance(command, TickCritical):
        state = replace_unit(state, tick_critical(state, command, events))
    elif isinstance(command, RefereeDamage):
        state = replace_unit(state, apply_damage(state, command, events))
    elif isinstance(command, RefereePlace):
        state = replace_unit(state, place(state, command, events))
    elif isinstance(command, RefereeAmmo):
        state = replace_unit(state, set_ammo(state, command, events))
    elif isinstance(command, RefereeCondition):
        state = replace_unit(state, set_condition(state, command, events))
    elif isinstance(command, DeclarePhysical):
        state = _declare_physical(state, command, events)
    elif isinstance(command, AssaultManeuver):
        _require(state, Phase.PHYSICAL_ATTACK, "maneuvering in a Close Assault")
        _own_active_unit(state, command.unit)
        state = ca.maneuver(state, command.unit, tuple(command.steps), command.shift, roller,
                            events)
    elif isinstance(command, AssaultPlace):
        _own_active_unit(state, command.unit)
        state = ca.place(state, command.unit, command.place, events)
    elif isinstance(command, HideUnit):
        state = hidden.hide(state, command, events)
    elif isinstance(command, SetFormation):
        state = hidden.set_formation(state, command, events)
    elif isinstance(command, ChooseTactic):
        _require(state, Phase.PHYSICAL_ATTACK, "choosing a Close Assault tactic")
        _own_active_unit(state, command.unit)
        state = ca.choose(state, Tactic(command.unit, command.letter, command.target,
                                        command.move_to, command.facing, command.limb,
                                        command.weapons), roller, events)
    else:  # pragma: no cover - the Command union is closed
        raise IllegalCommand(f"unknown command {command!r}")
    for module in extra:
        state = module.after(state, command, roller, events)
    return _advance(state, events, roller), tuple(events)


def _require(state: GameState, phase: Phase, what: str) -> None:
    if state.phase is not phase:
        raise IllegalCommand(f"{what} belongs to the {phase.value.replace('_', ' ')} phase; "
                             f"this is the {state.phase.value.replace('_', ' ')} phase")


def _own_active_unit(state: GameState, uid: str) -> UnitState:
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    unit = state.unit(uid)
    if not unit.active:
        raise IllegalCommand(f"{unit.name} is out of the game")
    side = active_side(state)
    if side is not None and unit.side != side:
        raise IllegalCommand(f"it is {state.side(side).name}'s turn to act, not "
                             f"{state.side(unit.side).name}'s")
    return unit


def _deploy(state: GameState, command: DeployUnit, events: list[Event]) -> GameState:
    _require(state, Phase.SETUP, "placing units")
    unit = _own_active_unit(state, command.unit)
    if unit.position is not None:
        raise IllegalCommand(f"{unit.name} is already on the map")
    check_placement(state, unit.uid, command.at, command.facing)
    events.append(UnitDeployed(unit.uid, command.at, command.facing))
    return replace_unit(state, replace(unit, position=command.at, facing=command.facing))


def _initiative(state: GameState, roller: Roller, events: list[Event]) -> GameState:
    _require(state, Phase.INITIATIVE, "rolling initiative")
    while True:  # QSR: re-roll all ties
        totals = {s.key: roller.total(2, f"initiative: {s.name}") for s in state.sides}
        if len(set(totals.values())) == len(totals):
            break
    order = tuple(sorted(totals, key=lambda k: totals[k]))  # loser first
    events.append(InitiativeDecided(order, tuple(totals.items())))
    return _enter(replace(state, initiative=order), Phase.MOVEMENT, events)


def move_problem(state: GameState, unit: UnitState) -> str | None:
    """Why ``unit`` may not take its move now (to move, or to eject instead); None if it
    may.  The map asks this to say why a click on a unit does nothing."""
    if not unit.active:
        return f"{unit.name} is out of the game"
    side = active_side(state)
    if side is not None and unit.side != side:
        return (f"it is {state.side(side).name}'s turn, and {unit.name} is "
                f"{state.side(unit.side).name}'s")
    if state.halted is not None:  # 0204-B Ambush: only the ambushed 'Mech, part-way moved
        return None if state.halted.unit == unit.uid else \
            "the ambushed 'Mech stays or moves on first"
    if unit.moved is not None:
        return f"{unit.name} has already moved this turn"
    if not unit.can_act:
        return _why_idle(state, unit)
    if state.engagement(unit.uid) is not None and not ca.never_got_in(state, unit.uid):
        return f"{unit.name} is locked in a Close Assault until the next Close Assault Phase"
    return None


def act_problem(state: GameState, unit: UnitState) -> str | None:
    """Why ``unit`` may not be picked to act now (place, move, or declare an attack);
    None if it may.  The map and the Orders dock ask this, so they never disagree with
    the commands the rules accept."""
    side = active_side(state)
    if state.phase is Phase.SETUP:
        if unit.position is not None:
            return f"{unit.name} is already on the map"
        if side is not None and unit.side != side:
            return f"{state.side(side).name} sets up now"
        return None
    if state.phase is Phase.MOVEMENT:
        return move_problem(state, unit)
    if state.phase is Phase.WEAPON_ATTACK:
        if not unit.active:
            return f"{unit.name} is out of the game"
        if not unit.can_act:
            return _why_idle(state, unit)
        if side is None:
            return "every attack is declared: resolve them"
        if unit.side != side:
            return (f"it is {state.side(side).name}'s turn to declare, and {unit.name} is "
                    f"{state.side(unit.side).name}'s")
        if state.declaration(unit.uid) is not None:
            return f"{unit.name} has already declared its attack"
        return None
    return f"units are not picked on the map in the {state.phase.value.replace('_', ' ')} phase"


def _why_idle(state: GameState, unit: UnitState) -> str:
    """Why an active unit may not act (``UnitState.can_act`` is false)."""
    if unit.carried_by is not None:
        return (f"{unit.name} rides {state.unit(unit.carried_by).name}: it gets off at the "
                "end of its carrier's move (pick the carrier)")
    return f"{unit.name}'s MechWarrior is unconscious"


def eject_problem(state: GameState, unit: UnitState) -> str | None:
    """Why ``unit`` may not eject as its move now; None if it may.  The Quick-Start game
    has no Piloting Skill Rolls: ejection comes with physical attacks or Close Assault."""
    if not {PHYSICAL_ATTACKS, CLOSE_ASSAULT} & state.options:
        return "ejection needs Piloting Skill Rolls: the physical attacks or Close Assault option"
    if state.definition(unit).kind is not UnitKind.MECH:
        return "only a 'Mech's MechWarrior ejects"
    if state.engagement(unit.uid) is not None:
        return f"{unit.name} is in a Close Assault: ejecting there is the tactic g/G"
    if state.halted is not None:
        return "the ambushed 'Mech stays or moves on first"
    return move_problem(state, unit)


def _eject(state: GameState, command: EjectMechWarrior, roller: Roller,
           events: list[Event]) -> GameState:
    _require(state, Phase.MOVEMENT, "ejecting instead of moving")
    unit = _own_active_unit(state, command.unit)
    problem = eject_problem(state, unit)
    if problem:
        raise IllegalCommand(problem)
    state = replace_unit(state, replace(unit, moved=MoveRecord(MoveMode.STATIONARY, (), 0, 0)))
    return replace(eject(state, unit.uid, roller, events), last_side=unit.side)


def _move(state: GameState, command: MoveUnit, roller: Roller, events: list[Event]) -> GameState:
    _require(state, Phase.MOVEMENT, "moving")
    unit = _own_active_unit(state, command.unit)
    if state.halted is not None:
        return _move_on(state, unit, command, state.halted, roller, events)
    if unit.moved is not None:
        raise IllegalCommand(f"{unit.name} has already moved this turn")
    needed = modules.transport_missing(state.options) if command.load or command.unload \
        else None
    if needed is not None:
        raise IllegalCommand("loading and unloading infantry (Total Warfare, infantry transport) "
                             "need the option "
                             f"'{needed.name}', which this game has off")
    engaged = state.engagement(unit.uid) is not None
    if engaged and not ca.never_got_in(state, unit.uid):
        raise IllegalCommand(f"{unit.name} is locked in a Close Assault")
    if not unit.can_act:
        raise IllegalCommand(_why_idle(state, unit))
    steps = tuple(command.steps)
    assault = command.close_assault
    if assault:
        if CLOSE_ASSAULT not in state.options:
            raise IllegalCommand("entering an enemy's hex needs the Close Assault option")
        ca.check_approach(state, unit, command.mode, assault, steps)
    stand = 0
    if unit.prone and command.mode is not MoveMode.STATIONARY:
        if not steps or steps[0] is not MoveStep.STAND:
            raise IllegalCommand(f"{unit.name} is prone: its move starts by standing up (U)")
        stand = state.rules.physical.stand_up_mp
        check_move(state, unit.uid, command.mode, (), spent_before=stand)  # the MP to stand
        steps = steps[1:]
        if not piloting_roll(state, unit.uid, "standing up", roller, events):
            record = MoveRecord(command.mode, (), stand, 0)
            events.append(UnitMoved(unit.uid, command.mode, (), unit.facing, stand, 0))
            return replace(replace_unit(state, replace(unit, moved=record)), last_side=unit.side)
        events.append(UnitStood(unit.uid))
        unit = replace(unit, prone=False)
        state = replace_unit(state, unit)
    elif steps[:1] == (MoveStep.STAND,):
        raise IllegalCommand(f"{unit.name} is standing already")
    result = check_move(state, unit.uid, command.mode, steps, assault=bool(assault),
                        spent_before=stand)
    stopped = ambush.cut(state, unit, command.mode, steps, stand)
    if stopped is not None:  # the rest of the move is not made: the 'Mech is halted
        result, assault = stopped, Approach.NONE
    floor, climb = buildings.end_floor(
        state, unit, command.mode, result.path, result.position,
        mode_mp(unit, state.definition(unit), command.mode, state) - result.mp_spent, command.floor)
    result = replace(result, mp_spent=result.mp_spent + climb)
    if result.position is not None and (result.position != unit.position
                                        or floor != unit.floor):
        crowded = crowded_floor(state, unit.uid, result.position, floor)
        if crowded:
            raise IllegalCommand(crowded)
    record = MoveRecord(command.mode, result.path, result.mp_spent, result.hexes)
    if engaged and result.path:  # an attacker that never got in moves on
        state = ca.release(state, unit.uid, events)
    if hidden.secret_move(state, unit, record):
        unit = replace(unit, secret_path=(*unit.secret_path, *result.path))
    elif unit.hidden and result.path:  # standing still keeps it hidden
        state = hidden.reveal(state, unit.uid, "it moved out of cover", events)
        unit = state.unit(unit.uid)
    events.append(UnitMoved(unit.uid, command.mode, result.path, result.facing, result.mp_spent,
                            result.hexes))
    moved = replace(unit, position=result.position, facing=result.facing, moved=record)
    if result.position is not None and (result.path or floor != unit.floor):
        state = buildings.entered(replace_unit(state, moved), unit.uid, command.mode,
                                  result.path, floor, roller, events)
        moved = state.unit(unit.uid)
    if assault and result.position is not None:
        came_from = result.path[-2] if len(result.path) > 1 else unit.position
        assert came_from is not None
        state = replace(replace_unit(state, moved), last_side=unit.side)
        return ca.start(state, unit.uid, assault, came_from, events)
    if stopped is not None:
        state = replace(replace_unit(state, moved), last_side=unit.side)
        left = mode_mp(moved, state.definition(moved), command.mode, state) - result.mp_spent
        return ambush.spring(state, unit.uid, command.mode, left, roller, events)
    if result.position is None:  # left the map: destroyed (training scenarios)
        events.append(UnitLeftMap(unit.uid))
        events.append(UnitDestroyed(unit.uid, "left the map"))
        events.append(UnitRemoved(unit.uid))
        moved = replace(moved, destroyed=True, removed=True)
    return replace(replace_unit(state, moved), last_side=unit.side)


def _move_on(state: GameState, unit: UnitState, command: MoveUnit, halt: Halt, roller: Roller,
             events: list[Event]) -> GameState:
    """After an ambush the halted 'Mech stays (standing still, or no steps) or goes on in
    the same mode with the MP it has left, perhaps into another ambush."""
    if unit.uid != halt.unit:
        raise IllegalCommand(f"{state.unit(halt.unit).name} was ambushed: it stays or moves "
                             "on first")
    state = replace(state, halted=None, last_side=unit.side)
    steps = tuple(command.steps)
    if command.mode is MoveMode.STATIONARY or not steps:
        return state
    if command.mode is not halt.mode or command.close_assault:
        raise IllegalCommand(f"{unit.name} goes on as it was moving ({halt.mode.value}), "
                             "or stays")
    definition = state.definition(unit)
    before = mode_mp(unit, definition, halt.mode, state) - halt.mp_left
    result = check_move(state, unit.uid, halt.mode, steps, spent_before=before)
    stopped = ambush.cut(state, unit, halt.mode, steps, before)
    result = stopped or result
    assert unit.moved is not None
    spent = result.mp_spent - before
    record = MoveRecord(halt.mode, unit.moved.path + result.path, unit.moved.mp_spent + spent,
                        unit.moved.hexes + result.hexes)
    events.append(UnitMoved(unit.uid, halt.mode, result.path, result.facing, spent,
                            result.hexes))
    state = replace_unit(state, replace(unit, position=result.position, facing=result.facing,
                                        moved=record))
    if result.position is not None and result.path:
        state = buildings.entered(state, unit.uid, halt.mode, result.path, 0, roller, events)
    if stopped is not None:
        return ambush.spring(state, unit.uid, halt.mode, halt.mp_left - spent, roller, events)
    return state


def _choose_los(state: GameState, command: ChooseLineOfSight, events: list[Event]) -> GameState:
    _require(state, Phase.WEAPON_ATTACK, "choosing a line of sight")
    if not (state.has_unit(command.attacker) and state.has_unit(command.target)):
        raise IllegalCommand("no such units")
    attacker, target = state.unit(command.attacker), state.unit(command.target)
    if state.declaration(attacker.uid) is not None:
        raise IllegalCommand(f"{attacker.name} has already declared its attacks")
    if attacker.position is None or target.position is None:
        raise IllegalCommand("both units must be on the map")
    ties = ties_between(attacker.position, target.position)
    if not ties:
        raise IllegalCommand("that line of sight runs along no hexside: there is nothing to choose")
    if len(command.hexes) != len(ties) or any(h not in t for h, t in zip(command.hexes, ties,
                                                                         strict=False)):
        options = "; ".join(f"{a.label} or {b.label}" for a, b in ties)
        raise IllegalCommand(f"choose one hex at each hexside, in order: {options}")
    key = (attacker.uid, target.uid)
    if key in state.los_choices:
        raise IllegalCommand("the choice holds for the rest of the turn")
    events.append(LineOfSightChosen(attacker.uid, target.uid, tuple(command.hexes)))
    choices = dict(state.los_choices)
    choices[key] = tuple(command.hexes)
    return replace(state, los_choices=choices)


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


def _declare(state: GameState, command: DeclareAttack, events: list[Event]) -> GameState:
    _require(state, Phase.WEAPON_ATTACK, "declaring attacks")
    if _declarations_done(state):
        raise IllegalCommand("every unit has declared; attacks are being resolved")
    unit = _own_active_unit(state, command.unit)
    if state.declaration(unit.uid) is not None:
        raise IllegalCommand(f"{unit.name} has already declared its attacks this turn")
    if command.building is not None:
        if command.target is not None:
            raise IllegalCommand("an attack is at a unit or at a building, not both")
        declaration = check_building(state, unit.uid, command.building, tuple(command.weapons))
        # Decision: firing at all gives a hidden unit away, whatever it fires at.
        state = hidden.reveal(state, unit.uid, "it opened fire", events)
        unit = state.unit(unit.uid)
    else:
        declaration = check_declaration(state, unit.uid, command.target, tuple(command.weapons))
    if declaration.target is not None and declaration.weapons:
        # "Infantry which ... fires on other units from ambush is considered to have
        # revealed its position"
        state = hidden.reveal(state, unit.uid, hidden.reveal_reason(state, unit.uid,
                                                                    declaration.target), events)
        unit = state.unit(unit.uid)
    events.append(declared_event(declaration))
    # The tie choice, made or defaulted, holds for each pair for the turn.
    choices = dict(state.los_choices)
    aims = {aimed_at(f, command.target) for f in declaration.weapons} if command.target else set()
    for target in (state.unit(uid) for uid in sorted(aims)):
        pair = (unit.uid, target.uid)
        if (pair not in choices and unit.position and target.position
                and ties_between(unit.position, target.position)):
            choices[pair] = unit_line_of_sight(state, unit.uid, target.uid).chosen
    return replace(state, declarations=(*state.declarations, declaration), los_choices=choices,
                   last_side=unit.side)


def _declare_physical(state: GameState, command: DeclarePhysical,
                      events: list[Event]) -> GameState:
    _require(state, Phase.PHYSICAL_ATTACK, "declaring physical attacks")
    if state.assaults and ca.pending(state):
        raise IllegalCommand("the Close Assaults are fought first")
    if not {PHYSICAL_ATTACKS, CLOSE_ASSAULT} & state.options:
        raise IllegalCommand("this game has no physical attacks declared this way")
    unit = _own_active_unit(state, command.unit)
    if state.physical_declaration(unit.uid) is not None:
        raise IllegalCommand(f"{unit.name} has already declared its physical attack")
    declaration = check_physical(state, unit.uid, command.target, tuple(command.attacks),
                                 command.building)
    events.append(declared(declaration))
    return replace(state, physical=(*state.physical, declaration), last_side=unit.side)


def _resolve_physical(state: GameState, command: ResolveAttacks, roller: Roller,
                      events: list[Event]) -> GameState:
    if active_side(state) is not None:
        raise IllegalCommand("every unit must declare before any physical attack is resolved")
    declaration = state.physical_declaration(command.unit)
    if declaration is None or declaration.resolved:
        raise IllegalCommand("that unit has no physical attack waiting to be resolved")
    if command.call_off:
        raise IllegalCommand("physical attacks are not called off")
    state = resolve_physical(state, declaration, roller, events)
    done = replace(declaration, resolved=True)
    return replace(state, physical=tuple(done if d.attacker == command.unit else d
                                         for d in state.physical))


def _resolve(state: GameState, command: ResolveAttacks, roller: Roller,
             events: list[Event]) -> GameState:
    if state.phase is Phase.PHYSICAL_ATTACK:
        return _resolve_physical(state, command, roller, events)
    _require(state, Phase.WEAPON_ATTACK, "resolving attacks")
    if not _declarations_done(state):
        raise IllegalCommand("every unit must declare before any attack is resolved")
    declaration = state.declaration(command.unit)
    if declaration is None or declaration.resolved:
        raise IllegalCommand("that unit has no attacks waiting to be resolved")
    for module in modules.active(state.options):  # an attack of a module's own
        resolved = module.resolves(state, declaration, roller, events)
        if resolved is not None:
            state = resolved
            break
    else:
        if declaration.building is not None:
            state = resolve_building(state, declaration, roller, events,
                                     tuple(command.call_off))
        else:
            state = resolve(state, declaration, roller, events, tuple(command.call_off))
    done = replace(declaration, resolved=True)
    return replace(state, declarations=tuple(done if d.attacker == command.unit else d
                                             for d in state.declarations))


# --- phases ---------------------------------------------------------------------------------

def _enter(state: GameState, phase: Phase, events: list[Event]) -> GameState:
    events.append(PhaseChanged(state.turn, phase))
    return replace(state, phase=phase, last_side=None)


def _remove_destroyed(state: GameState, events: list[Event]) -> GameState:
    """Destroyed units leave the map at the end of the phase (QSR Destroying a Unit)."""
    units = []
    for u in state.units:
        if u.destroyed and not u.removed:
            events.append(UnitRemoved(u.uid))
            u = replace(u, removed=True, position=None, floor=0)
        units.append(u)
    return ca.prune(replace(state, units=tuple(units)), events)


def _physical_done(state: GameState) -> bool:
    """The Physical Attack Phase (or Close Assault Phase) has nothing left to do."""
    if state.assaults and ca.pending(state):
        return False
    if not {PHYSICAL_ATTACKS, CLOSE_ASSAULT} & state.options:
        return True
    # With Close Assault, only a 'Mech that ambushing infantry attacked in its hex has a
    # physical attack outside the Close Assault Hex (physical.fights_back).
    return active_side(state) is None and all(d.resolved for d in state.physical)


def _advance(state: GameState, events: list[Event], roller: Roller) -> GameState:
    while True:
        phase = state.phase
        if phase is Phase.SETUP and active_side(state) is None:
            state = _enter(state, Phase.INITIATIVE, events)
        elif phase is Phase.MOVEMENT and active_side(state) is None:
            state = _enter(state, Phase.WEAPON_ATTACK, events)
        elif phase is Phase.WEAPON_ATTACK and _declarations_done(state) and all(
                d.resolved for d in state.declarations) and QUICK_START in state.options:
            # The Quick-Start Rules as printed: Initiative, Movement, Weapon Attack, End.
            state = _enter(_remove_destroyed(state, events), Phase.END, events)
        elif phase is Phase.WEAPON_ATTACK and _declarations_done(state) and all(
                d.resolved for d in state.declarations):
            state = _remove_destroyed(state, events)
            state = ca.new_turn(_enter(state, Phase.PHYSICAL_ATTACK, events), events,
                                roller)
        elif phase is Phase.PHYSICAL_ATTACK and _physical_done(state):
            state = _remove_destroyed(state, events)
            state = _enter(state, Phase.HEAT, events)
        elif phase is Phase.HEAT:
            state = _enter(state, Phase.END, events)  # QSR: no heat
        elif phase is Phase.END:
            state = _end_phase(state, roller, events)
        else:
            return state


def _end_phase(state: GameState, roller: Roller, events: list[Event]) -> GameState:
    units = []
    for u in state.units:
        if u.unconscious and u.active:  # Total Warfare: a roll each End Phase to wake
            u = replace(u, unconscious=not consciousness_roll(state, u, roller, events))
        if u.pending_motive_hits:
            definition = state.definition(u)
            u = replace(u, motive_hits=u.motive_hits + u.pending_motive_hits,
                        pending_motive_hits=0)
            cruise = cruise_mp(u, definition)
            events.append(CruiseReduced(u.uid, cruise, math.ceil(cruise * 1.5)))
        units.append(replace(u, moved=None))
    state = _remove_destroyed(replace(state, units=tuple(units), declarations=(),
                                      los_choices={}, physical=()), events)
    standing = [s.key for s in state.sides if any(u.active for u in state.units_of(s.key))]
    if len(standing) <= 1:
        winner = standing[0] if standing else None
        events.append(GameOver(winner))
        return replace(_enter(state, Phase.GAME_OVER, events), winner=winner)
    state = replace(state, turn=state.turn + 1, initiative=())
    return _enter(state, Phase.INITIATIVE, events)


# --- what may be done now -----------------------------------------------------------------

def legal_commands(state: GameState) -> list[Command]:
    """Every command the rules accept now, with two economies: a move is listed once per
    reachable end (hex, facing) by its cheapest path, and a declaration once per target
    with every weapon that can fire (any subset of it is legal too).

    The cyclic garbage collector is paused while the list is built: a movement phase
    lists thousands of moves, none of them in a cycle, and the collections their
    allocations set off found nothing and cost a sixth of the time (issue 21)."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return _legal_commands(state)
    finally:
        if paused:
            gc.enable()


def _legal_commands(state: GameState) -> list[Command]:
    phase = state.phase
    if phase is Phase.INITIATIVE:
        return [RollInitiative()]
    side = active_side(state)
    out: list[Command] = []
    if phase is Phase.SETUP and side is not None:
        for unit in _undeployed(state, side):
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
        # the side's assault targets, the hexes beside them and the (hex, facing) ends
        # facing into one: found once
        targets: tuple[dict[Hex, str], set[Hex], set[tuple[Hex, int]]] | None = None
        for unit in _unmoved(state, side):
            if eject_problem(state, unit) is None:
                out.append(EjectMechWarrior(unit.uid))
            if unit.prone:  # stand up, or stay down
                out.append(MoveUnit(unit.uid, MoveMode.STATIONARY))
                if mode_mp(unit, state.definition(unit), MoveMode.WALK, state) >= (
                        state.rules.physical.stand_up_mp):
                    out.append(MoveUnit(unit.uid, MoveMode.WALK, (MoveStep.STAND,)))
                continue
            definition = state.definition(unit)
            reach = {mode: reachable(state, unit.uid, mode)
                     for mode in modes(definition, state.options)}
            in_buildings = state.board.buildings  # only an end there may lack room
            for mode, ends in reach.items():
                out += listed_moves(unit.uid, mode, [
                    r.steps for (h, _), r in ends.items()
                    if h not in in_buildings or _level_room(state, unit, mode, h, r)])
                if definition.kind.is_infantry and state.board.buildings:
                    out += _floor_moves(state, unit, mode, ends)
            if CLOSE_ASSAULT in state.options and not definition.kind.is_infantry:
                if targets is None:
                    found = _assault_targets(state, unit)
                    targets = (found, {neighbor(h, d) for h in found for d in range(6)},
                               {(neighbor(h, d), (d + 3) % 6) for h in found for d in range(6)})
                out += _assault_moves(state, unit, reach, *targets)
    elif phase is Phase.WEAPON_ATTACK and side is not None:
        for unit in _undeclared(state, side):
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
    elif phase is Phase.PHYSICAL_ATTACK and state.assaults and ca.pending(state):
        out += _assault_commands(state)
    elif phase is Phase.PHYSICAL_ATTACK and side is not None:
        for unit in _physical_waiting(state, side):
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
    for module in modules.active(state.options):
        out = module.listed(state, out)
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


def _assault_targets(state: GameState, unit: UnitState) -> dict[Hex, str]:
    """Where a unit of ``unit``'s side may go in a Close Assault move, and how: "join" one
    fought there (by entering) or start a "new" one.  Built once per side from the hexes
    that hold an enemy, so the list of moves asks each reachable end a dictionary, not the
    rules."""
    out: dict[Hex, str] = {}
    for h in {u.position for u in state.units if u.side != unit.side}:
        if h is not None and ca.entry_problem(state, unit, h, Approach.ENTER) is None:
            out[h] = "new"
    out.update((e.hex, "join") for e in state.assaults)
    return out


def assault_moves_into(state: GameState, unit: UnitState, at: Hex,
                       reach: dict[MoveMode, dict[tuple[Hex, int], Reach]]) -> list[MoveUnit]:
    """The Close Assault moves into ``at`` that ``legal_commands`` lists for ``unit``, from
    ``reach`` (each mode's ends): the ways in the rules accept, each by the cheapest path
    to the hex it steps in from.  None for infantry, whose Close Assaults are the
    multi-unit rules'."""
    if state.definition(unit).kind.is_infantry:
        return []
    targets = {h: how for h, how in _assault_targets(state, unit).items() if h == at}
    near = {neighbor(at, d) for d in range(6)}
    facing_in = {(neighbor(at, d), (d + 3) % 6) for d in range(6)}
    return [m for m in _assault_moves(state, unit, reach, targets, near, facing_in)
            if isinstance(m, MoveUnit)]


def _assault_moves(state: GameState, unit: UnitState,
                   reach: dict[MoveMode, dict[tuple[Hex, int], Reach]],
                   targets: dict[Hex, str], near: set[Hex], facing_in: set[tuple[Hex, int]]
                   ) -> list[Command]:
    """Moves that end by entering an enemy's hex (``targets``): a reachable end facing the
    enemy with the MP to step in (entering or charging), or a jump that lands on it.
    ``reach``: the ends of each mode, already searched for the plain moves; ``near``: the
    hexes beside a target, the only hexes a jump can come down from; ``facing_in``: the
    ends (hex, facing) beside a target and facing it, the only ends a walk or run can go
    on in from."""
    definition = state.definition(unit)  # never infantry: the caller asks only the others
    if unit.position is None or not targets:
        return []
    out: list[Command] = []
    for mode, ends in reach.items():
        if mode is MoveMode.STATIONARY:
            continue
        room = mode_mp(unit, definition, mode, state) - 1  # stepping or jumping in takes 1+ MP
        if mode is MoveMode.JUMP:
            found = {k: r.steps for k, r in ends.items() if k[0] in near and r.cost <= room}
            if unit.position in near:
                found = {(unit.position, unit.facing): (), **found}
        else:
            found = {k: r.steps for k, r in ends.items() if k in facing_in and r.cost <= room}
        for end, steps in found.items():
            out += assault_moves_after(state, unit, mode, end, steps, targets)
    return out


def assault_moves_after(state: GameState, unit: UnitState, mode: MoveMode,
                        end: tuple[Hex, int], steps: tuple[MoveStep, ...],
                        targets: dict[Hex, str] | None = None) -> list[MoveUnit]:
    """0204-B: from the end of a planned move (``steps`` reach ``end``), the moves that go
    on into an enemy's hex: entering or charging the hex ahead, or, jumping, a death from
    above on any hex beside the landing with a jump MP left.  The Orders dock offers
    exactly these.  ``targets``: the unit's assault targets when already known."""
    definition = state.definition(unit)
    if definition.kind.is_infantry or mode is MoveMode.STATIONARY:
        return []
    if targets is None:
        targets = _assault_targets(state, unit)
    h, f = end
    if mode is MoveMode.JUMP:
        flight = tuple(x for x in steps if x.landing is None)  # the landing facing goes
        spent = len(flight)
        if spent >= mode_mp(unit, definition, mode, state):
            return []
        return listed_moves(unit.uid, mode, [(*flight, MoveStep.toward(d)) for d in range(6)
                                             if targets.get(neighbor(h, d)) == "new"],
                            Approach.DEATH_FROM_ABOVE)
    target = targets.get(neighbor(h, f))
    if target is None or (target == "join" and ca.entry_problem(
            state, unit, neighbor(h, f), Approach.ENTER) is not None):
        return []  # not an enemy's hex, or a fight with no room left for this unit
    onward = (*steps, MoveStep.FORWARD)
    try:
        check_move(state, unit.uid, mode, onward, assault=True)
    except IllegalCommand:
        return []  # not the MP to step in
    kinds = (Approach.ENTER, Approach.CHARGE) if target == "new" else (Approach.ENTER,)
    return [move for kind in kinds for move in listed_moves(unit.uid, mode, [onward], kind)]


def _assault_commands(state: GameState) -> list[Command]:
    out: list[Command] = []
    for eng in state.assaults:
        if eng.step in (AssaultStep.ATTACKER_MANEUVER, AssaultStep.DEFENDER_MANEUVER):
            out += [AssaultManeuver(u, steps, shift)
                    for u, steps, shift in ca.maneuver_options(state, eng)]
            out += [AssaultPlace(u, h) for u in eng.units for h in ca.placements(state, u)]
        elif eng.step is AssaultStep.TACTICS:
            for uid in eng.units:
                if eng.tactic(uid) is None and not ca.idle(state, uid):
                    out += [ChooseTactic(t.unit, t.letter, t.target) for t in
                            ca.tactic_options(state, eng, uid)]
    return out


__all__ = ["active_side", "apply", "assault_moves_after", "assault_moves_into",
           "legal_commands"]
