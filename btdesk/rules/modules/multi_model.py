"""Multi-model infantry on the miniatures table (seed 004, the M42 Project's *Moving
Infantry*), for a referee playing with miniatures.

Every rule is a translation; ``resources/rules/multi_model.yaml`` lists each one with the
seed's words.  In short: an infantry unit stands on the table as its models, one of them
the leader.  The hex game stays the authority on where a unit is (its move, MP, terrain,
line of sight): a unit's hex move is its leader's move, and the placing that follows is
part of that move (the engine waits for it).  The leader is placed first, once, in the
unit's hex; the others within the Command Radius (2 × Leadership inches, from the edge
of the leader's base to each model's far edge), none within 2" of an enemy model unless
the unit has assaulted (moved into an enemy-held hex, its leader in base contact).  A
unit without a leader may not move; Swarm and Battle Tactics are sheet options.

The table is one plane with the map: a hex is as wide as the game's table scale makes it
(by default, with this module, 0204-B's 12 cm), hex ``0101``'s centre at the origin,
positions in whole millimetres.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

from btdesk.hexgrid import Hex
from btdesk.hexgrid.layout import Layout
from btdesk.model.commands import (
    Command,
    MoveUnit,
    RefereeAmmo,
    RefereeCondition,
    RefereeDamage,
    RefereePlace,
    TickArmor,
    TickCritical,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event
from btdesk.model.frozen import replace
from btdesk.model.modules import MULTI_MODEL
from btdesk.model.multi_model import (
    MM_PER_INCH,
    ChooseLeader,
    EndPlacement,
    Formation,
    LeaderChosen,
    LeaderReplaced,
    ModelLost,
    ModelPlaced,
    ModelRestored,
    ModelsState,
    MultiModelRules,
    PlacementEnded,
    PlaceModel,
    Point,
)
from btdesk.model.state import GameState, MoveMode, Phase, UnitState
from btdesk.model.table_scale import table_scale
from btdesk.model.units import UnitKind
from btdesk.rules.core.condition import trooper_damage, troopers_alive
from btdesk.rules.dice import Roller
from btdesk.rules.hooks import RuleModule
from btdesk.rules.turns import active_side, own_active_unit

SEED = "Moving Infantry"
_REFEREE = (TickArmor, TickCritical, RefereePlace, RefereeAmmo, RefereeCondition,
            RefereeDamage)
_STEP_MM = 3  # the search for a free place walks rings this far apart


# --- the table ---------------------------------------------------------------------------

def rules_of(state: GameState) -> MultiModelRules:
    rules = state.rules.multi_model
    if rules is None:  # pragma: no cover - the loader always supplies the table
        raise IllegalCommand("the multi-model infantry table is missing from this game")
    return rules


def table_layout(state: GameState) -> Layout:
    """Hexes at the game's table scale, flat side to flat side: by default, in a game with
    this module, 0204-B's "30-meter hex measures 12 centimeters across"."""
    return Layout(table_scale(state.options).hex_mm / math.sqrt(3))


def hex_centre(state: GameState, h: Hex) -> Point:
    x, y = table_layout(state).center(h)
    return (round(x), round(y))


def hex_of(state: GameState, point: Point) -> Hex:
    return table_layout(state).hex_at(*point)


def inches(mm: float) -> float:
    return mm / MM_PER_INCH


def gap(a: Point, ra: float, b: Point, rb: float) -> float:
    """Base edge to base edge (negative: the bases overlap)."""
    return math.dist(a, b) - ra - rb


def is_multi(state: GameState, unit: UnitState) -> bool:
    return state.definition(unit).kind.is_infantry


def base_radius(state: GameState, unit: UnitState) -> float:
    return rules_of(state).base_mm[state.definition(unit).kind.value] / 2


def leadership(state: GameState, unit: UnitState) -> int:
    data = state.definition(unit).infantry
    return (data.leadership if data is not None and data.leadership
            else rules_of(state).default_leadership)


def command_radius(state: GameState, unit: UnitState) -> float:
    """Seed 004 *Command Radius*: "equal in inches, to double the unit's Leadership"."""
    return leadership(state, unit) * rules_of(state).radius_per_leadership * MM_PER_INCH


def leader_rule(state: GameState, unit: UnitState) -> str:
    data = state.definition(unit).infantry
    return data.leader_rule if data is not None else ""


def model_count(state: GameState, unit: UnitState) -> int:
    """Models on the sheet: one per trooper (battle armor) or per squad (platoons)."""
    definition = state.definition(unit)
    assert definition.infantry is not None
    per = rules_of(state).troopers_per_model[definition.kind.value]
    return math.ceil(definition.infantry.troopers / per)


def _standing_count(state: GameState, unit: UnitState) -> int:
    definition = state.definition(unit)
    per = rules_of(state).troopers_per_model[definition.kind.value]
    return math.ceil(troopers_alive(unit, definition) / per)


def _dead_troopers(state: GameState, unit: UnitState) -> frozenset[int]:
    """Battle armor: the numbers of the troopers destroyed."""
    definition = state.definition(unit)
    assert definition.infantry is not None
    capacity = definition.infantry.trooper_capacity
    return frozenset(i + 1 for i, d in enumerate(trooper_damage(unit, definition))
                     if d >= capacity)


# --- formations ----------------------------------------------------------------------------

def models_of(state: GameState) -> ModelsState:
    known = state.module_state.get(MULTI_MODEL.key)
    return known if isinstance(known, ModelsState) else ModelsState()


def _with(state: GameState, formations: dict[str, Formation]) -> GameState:
    merged = {**models_of(state).formations, **formations}
    return replace(state, module_state={**state.module_state,
                                        MULTI_MODEL.key: ModelsState(merged)})


def formation(state: GameState, unit: UnitState) -> Formation:
    """The unit's models as they stand (before the game has placed them: around its
    hex's centre, the leader in the middle)."""
    known = models_of(state).formations.get(unit.uid)
    return known if known is not None else _fresh(state, unit)


def _fresh(state: GameState, unit: UnitState) -> Formation:
    assert unit.position is not None
    centre = hex_centre(state, unit.position)
    count = model_count(state, unit)
    spacing = 2 * base_radius(state, unit) + 5
    ring = spacing / (2 * math.sin(math.pi / (count - 1))) if count > 2 else spacing
    ring = max(ring, spacing)
    points: list[Point | None] = [centre]
    for i in range(count - 1):
        angle = 2 * math.pi * i / max(1, count - 1) - math.pi / 2
        points.append((round(centre[0] + ring * math.cos(angle)),
                       round(centre[1] + ring * math.sin(angle))))
    troopers = tuple(range(1, count + 1)) if \
        state.definition(unit).kind is UnitKind.BATTLE_ARMOR else ()
    return Formation(models=tuple(points), hex=unit.position, troopers=troopers)


@dataclass(frozen=True)
class Model:
    """One model on the table, as the rules and the table view see it."""

    unit: str
    number: int  # 1-based; a single-model unit's is 1
    at: Point
    radius: float
    side: str
    leader: bool


def table_models(state: GameState) -> Iterator[Model]:
    """Every model on the table: multi-model units' formations, every other unit one
    model at its hex's centre.  Hidden units are not on the table."""
    for u in state.units:
        if not u.active or u.position is None or u.hidden:
            continue
        if is_multi(state, u):
            f = formation(state, u)
            r = base_radius(state, u)
            for n in f.alive():
                yield Model(u.uid, n, f.at(n), r, u.side, n == f.leader)
        else:
            yield Model(u.uid, 1, hex_centre(state, u.position),
                        rules_of(state).base_mm[state.definition(u).kind.value] / 2,
                        u.side, True)


def in_contact(state: GameState, unit: UnitState) -> frozenset[int]:
    """Seed 004: the models "in base-to-base contact with the enemy" (the others lend
    supporting fire)."""
    f = formation(state, unit)
    r = base_radius(state, unit)
    touch = rules_of(state).contact_mm
    enemies = [m for m in table_models(state) if m.side != unit.side]
    return frozenset(n for n in f.alive()
                     if any(gap(f.at(n), r, e.at, e.radius) <= touch for e in enemies))


# --- where a model may stand ---------------------------------------------------------------

@dataclass(frozen=True)
class _Obstacle:
    """Another model a placed base must keep clear of; ``standoff``: by the 2" too."""

    model: Model
    at: Point
    standoff: bool


def _obstacles(state: GameState, unit: UnitState, f: Formation, model: int) -> list[_Obstacle]:
    """The models ``model`` must keep clear of (made once for a whole search)."""
    contact_made = f.contact and f.leader is not None and model != f.leader
    out = []
    for other in table_models(state):
        if other.unit == unit.uid:
            at = f.models[other.number - 1]
            if other.number == model or at is None or model == f.leader:
                continue  # the leader's own models follow it
        else:
            at = other.at
        standoff = other.side != unit.side and not contact_made and \
            state.unit(other.unit).position != unit.position
        out.append(_Obstacle(other, at, standoff))
    return out


def spot_problem(state: GameState, unit: UnitState, f: Formation, model: int,
                 point: Point, obstacles: list[_Obstacle] | None = None) -> str | None:
    """Why model ``model`` may not stand at ``point`` with the rest of ``f`` where they
    are: the leader's hex, the Command Radius, bases overlapping, the stand-off (units
    in one hex are in contact: the stand-off does not hold between them)."""
    rules = rules_of(state)
    r = base_radius(state, unit)
    leader = f.leader
    if model == leader:
        if hex_of(state, point) != unit.position:
            assert unit.position is not None
            return (f"the leader stands in {unit.name}'s hex, {unit.position.label}: the "
                    f"unit's hex move is its leader's move")
    elif leader is not None and f.models[leader - 1] is not None:
        reach = gap(point, -r, f.at(leader), r)  # leader's edge to this model's far edge
        limit = command_radius(state, unit)
        if reach > limit + 0.5:
            return (f"model {model}'s base would reach {inches(reach):.1f}\" from the edge of "
                    f"the leader's base, beyond the {inches(limit):.0f}\" Command Radius "
                    f"({SEED}, Command Radius)")
    standoff = rules.standoff_inches * MM_PER_INCH
    for o in obstacles if obstacles is not None else _obstacles(state, unit, f, model):
        g = gap(point, r, o.at, o.model.radius)
        if g < -0.5:
            return f"its base would overlap {_named(state, o.model)}'s"
        if o.standoff and g < standoff - 0.5:
            return (f"it would stand {inches(max(g, 0)):.1f}\" from {_named(state, o.model)}: "
                    f"no model within {rules.standoff_inches}\" of an enemy unless its "
                    f"leader has assaulted ({SEED}, The 2-Inch Standoff Rule)")
    if model == leader and f.contact:
        touch = rules.contact_mm
        if not any(gap(point, r, e.at, e.radius) <= touch for e in _enemies_in_hex(state, unit)):
            return ("its move into an enemy's hex is an assault: the leader goes into base "
                    f"contact with an enemy model there ({SEED}, Moving Into Assault)")
    return None


def _named(state: GameState, model: Model) -> str:
    unit = state.unit(model.unit)
    return f"{unit.name} model {model.number}" if is_multi(state, unit) else unit.name


def _enemies_in_hex(state: GameState, unit: UnitState) -> list[Model]:
    return [m for m in table_models(state) if m.side != unit.side
            and state.unit(m.unit).position == unit.position]


def place_problem(state: GameState, unit: UnitState, model: int, point: Point) -> str | None:
    """Why ``PlaceModel`` of this model at ``point`` is refused now, or None."""
    f = formation(state, unit)
    if state.phase is not Phase.MOVEMENT or not f.placing or f.turn != state.turn:
        return (f"{unit.name}'s models are placed as part of its move, right after it "
                f"({SEED}, Moving A Unit)")
    if not 1 <= model <= len(f.models) or f.models[model - 1] is None:
        return f"{unit.name} has no model {model} standing"
    if f.leader is not None and model != f.leader and f.leader not in f.placed:
        return (f"the leader (model {f.leader}) moves first ({SEED}, Leaders Always Move "
                f"First)")
    if model == f.leader and model in f.placed:
        return f"the leader's move is final once placed ({SEED}, The Leader's Move Is Final)"
    return spot_problem(state, unit, f, model, point)


def _spots(centre: Point, reach: float) -> Iterator[Point]:
    """``centre``, then rings around it, nearest first, out to ``reach``."""
    yield centre
    k = 1
    while k * _STEP_MM <= reach:
        radius = k * _STEP_MM
        count = max(8, int(2 * math.pi * radius / _STEP_MM))
        for i in range(count):
            a = 2 * math.pi * i / count
            yield (round(centre[0] + radius * math.cos(a)), round(centre[1] + radius * math.sin(a)))
        k += 1


def _contact_spots(state: GameState, unit: UnitState, wanted: Point) -> Iterator[Point]:
    """Points in base contact with an enemy model in the unit's hex, nearest ``wanted``
    first."""
    r = base_radius(state, unit)
    points = []
    for enemy in _enemies_in_hex(state, unit):
        reach = enemy.radius + r
        points += [(round(enemy.at[0] + reach * math.cos(math.radians(a))),
                    round(enemy.at[1] + reach * math.sin(math.radians(a))))
                   for a in range(0, 360, 5)]
    yield from sorted(points, key=lambda p: math.dist(p, wanted))


def _settle(state: GameState, unit: UnitState, f: Formation, model: int,
            wanted: Point) -> Point:
    """The allowed place nearest ``wanted`` (``wanted`` itself if no place is allowed
    within reach: the hex game's move stands, and the table shows the clash)."""
    if model == f.leader and f.contact:
        spots: Iterator[Point] = _contact_spots(state, unit, wanted)
    else:
        spots = _spots(wanted, command_radius(state, unit) * 2 + 120)
    obstacles = _obstacles(state, unit, f, model)
    for point in spots:
        if spot_problem(state, unit, f, model, point, obstacles) is None:
            return point
    return wanted


def _shifted(f: Formation, dx: int, dy: int) -> Formation:
    """Every standing model moved by (dx, dy): a formation following its hex or leader."""
    return replace(f, models=tuple(None if p is None else (p[0] + dx, p[1] + dy)
                                   for p in f.models))


def _moved(f: Formation, model: int, point: Point) -> Formation:
    models = list(f.models)
    models[model - 1] = point
    return replace(f, models=tuple(models))


def _carry(state: GameState, unit: UnitState, f: Formation, placing: bool) -> Formation:
    """The unit's hex changed (its move, a push, a referee): its models go with it, the
    leader to the same place in the new hex (into base contact after an assault move),
    the others keeping their places about it, each settled where the rules allow."""
    assert unit.position is not None and f.hex is not None
    old, new = hex_centre(state, f.hex), hex_centre(state, unit.position)
    contact = placing and bool(_enemies_in_hex(state, unit))
    f = replace(_shifted(f, new[0] - old[0], new[1] - old[1]), hex=unit.position,
                turn=state.turn, placing=placing, placed=frozenset(), contact=contact)
    return _settle_all(state, unit, f, f.alive())


def _settle_all(state: GameState, unit: UnitState, f: Formation,
                numbers: tuple[int, ...]) -> Formation:
    """Settle ``numbers`` (the leader first) one by one."""
    for n in sorted(numbers, key=lambda n: n != f.leader):
        f = _moved(f, n, _settle(state, unit, f, n, f.at(n)))
    return f


# --- casualties -----------------------------------------------------------------------------

def _casualties(state: GameState, unit: UnitState, f: Formation, roller: Roller,
                events: list[Event]) -> Formation:
    """Models follow the troopers: battle armor loses the model of each trooper destroyed;
    a platoon a squad's model for each seven troopers, the leader's on a 1D6 roll."""
    kind = state.definition(unit).kind
    if kind is UnitKind.BATTLE_ARMOR:
        dead = _dead_troopers(state, unit)
        for n in f.alive():
            if f.troopers[n - 1] in dead:
                f = _lose(state, unit, f, n, events)
        alive_troopers = {f.troopers[n - 1] for n in f.alive()}
        for t in sorted(set(range(1, len(f.troopers) + 1)) - dead - alive_troopers):
            f = _restore(state, unit, f, events, trooper=t)
        return f
    want = _standing_count(state, unit)
    while len(f.alive()) > want:
        f = _lose(state, unit, f, _platoon_victim(state, unit, f, roller), events)
    while len(f.alive()) < want:
        f = _restore(state, unit, f, events)
    return f


def _platoon_victim(state: GameState, unit: UnitState, f: Formation, roller: Roller) -> int:
    alive = f.alive()
    if f.leader is None:
        return alive[-1]
    others = [n for n in alive if n != f.leader]
    if not others:
        return f.leader
    face = roller.total(1, f"which squad of {unit.name} falls (1: the leader's)")
    if face in rules_of(state).leader_falls_on:
        return f.leader
    lead = f.at(f.leader)
    return max(others, key=lambda n: (math.dist(f.at(n), lead), n))


def _lose(state: GameState, unit: UnitState, f: Formation, model: int,
          events: list[Event]) -> Formation:
    others = [n for n in f.alive() if n != model]
    if model == f.leader and others and leader_rule(state, unit) == "battle_tactics":
        # Seed 004 Battle Tactics: the nearest model goes instead, the leader takes its place.
        lead = f.at(model)
        nearest = min(others, key=lambda n: (math.dist(f.at(n), lead), n))
        models = list(f.models)
        models[model - 1], models[nearest - 1] = models[nearest - 1], None
        troopers = list(f.troopers)
        if troopers:
            troopers[model - 1] = troopers[nearest - 1]
        events.append(ModelLost(unit.uid, nearest, False))
        events.append(LeaderReplaced(unit.uid, nearest))
        return replace(f, models=tuple(models), troopers=tuple(troopers))
    models = list(f.models)
    models[model - 1] = None
    events.append(ModelLost(unit.uid, model, model == f.leader))
    return replace(f, models=tuple(models),
                   leader=None if model == f.leader else f.leader)


def _restore(state: GameState, unit: UnitState, f: Formation, events: list[Event],
             trooper: int | None = None) -> Formation:
    lost = [i + 1 for i, p in enumerate(f.models) if p is None]
    number = trooper if trooper is not None and trooper in lost else lost[0]
    anchor = f.at(f.leader) if f.leader is not None and f.models[f.leader - 1] else \
        hex_centre(state, unit.position) if unit.position else (0, 0)
    if trooper is not None and f.troopers:
        troopers = list(f.troopers)
        troopers[number - 1] = trooper
        f = replace(f, troopers=tuple(troopers))
    events.append(ModelRestored(unit.uid, number))
    return _moved(f, number, _settle(state, unit, f, number, anchor))


# --- what the engine asks ------------------------------------------------------------------

def placing_unit(state: GameState) -> UnitState | None:
    """The unit whose models are being placed: the game waits for it."""
    if state.phase is not Phase.MOVEMENT:
        return None
    for uid, f in models_of(state).formations.items():
        if f.placing and f.turn == state.turn and state.has_unit(uid):
            unit = state.unit(uid)
            if unit.active:
                return unit
    return None


def move_problem(state: GameState, unit: UnitState, mode: MoveMode) -> str | None:
    """Why a multi-model unit may not make a move in ``mode`` now (its leader)."""
    if not is_multi(state, unit) or unit.position is None:
        return None
    f = formation(state, unit)
    if f.leader is not None or mode is MoveMode.STATIONARY:
        return None
    if leader_rule(state, unit) == "swarm":
        return f"{unit.name} has no leader: choose one among its models first ({SEED}, Swarm)"
    return (f"{unit.name}'s leader has been killed: the unit may not move, though it may "
            f"still fire ({SEED}, Leaders Always Move First)")


def choose_problem(state: GameState, unit: UnitState, model: int) -> str | None:
    if not is_multi(state, unit) or leader_rule(state, unit) != "swarm":
        return f"only a unit with the Swarm rule chooses its leader ({SEED}, Swarm)"
    if state.phase is not Phase.MOVEMENT or unit.moved is not None:
        return (f"a Swarm unit's leader is chosen at the beginning of its movement "
                f"({SEED}, Swarm)")
    f = formation(state, unit)
    if not 1 <= model <= len(f.models) or f.models[model - 1] is None:
        return f"{unit.name} has no model {model} standing"
    return None


def _named_unit(state: GameState, uid: str) -> UnitState:
    """The unit a command names; whose turn it is is asked after the module's own
    question, whose answer says more ("placed as part of its move")."""
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    return state.unit(uid)


def _placing_first(placing: UnitState) -> str:
    return (f"{placing.name} is still placing its models: place them, or end its placing "
            f"({SEED}, Moving A Unit)")


class MultiModel(RuleModule):
    info = MULTI_MODEL
    commands = (PlaceModel, EndPlacement, ChooseLeader)

    def holds(self, state: GameState) -> str | None:
        unit = placing_unit(state)
        return unit.side if unit is not None else None

    def movement_barred(self, state: GameState, unit: UnitState) -> str | None:
        """A unit whose leader is dead stays put all turn; a Swarm unit chooses another."""
        if leader_rule(state, unit) == "swarm":
            return None
        return move_problem(state, unit, MoveMode.WALK)

    def act_barred(self, state: GameState, unit: UnitState) -> str | None:
        placing = placing_unit(state)
        return None if placing is None else _placing_first(placing)

    def check(self, state: GameState, command: Command) -> None:
        placing = placing_unit(state)
        if placing is not None and not isinstance(command, _REFEREE) and not (
                isinstance(command, PlaceModel | EndPlacement) and command.unit == placing.uid):
            raise IllegalCommand(_placing_first(placing))
        if isinstance(command, MoveUnit) and state.has_unit(command.unit):
            problem = move_problem(state, state.unit(command.unit), command.mode)
            if problem is not None:
                raise IllegalCommand(problem)

    def apply(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:

        if isinstance(command, PlaceModel):
            unit = _named_unit(state, command.unit)
            point = (command.x, command.y)
            problem = place_problem(state, unit, command.model, point) \
                if is_multi(state, unit) else f"{unit.name} is a single model"
            if problem is not None:
                raise IllegalCommand(problem)
            own_active_unit(state, unit.uid)
            f = formation(state, unit)
            if command.model == f.leader:  # the others follow their leader until placed
                old = f.at(command.model)
                f = _shifted(f, point[0] - old[0], point[1] - old[1])
            f = _moved(f, command.model, point)
            f = replace(f, placed=f.placed | {command.model})
            events.append(ModelPlaced(unit.uid, command.model, *point))
            return _with(state, {unit.uid: f})
        if isinstance(command, EndPlacement):
            unit = own_active_unit(state, command.unit)
            f = formation(state, unit)
            if not f.placing or f.turn != state.turn:
                raise IllegalCommand(f"{unit.name} is not placing its models")
            if f.leader is not None and f.leader not in f.placed:
                f = replace(f, placed=f.placed | {f.leader})  # it stays where it stands
            free = tuple(n for n in f.alive() if n not in f.placed)
            f = _settle_all(state, unit, f, free)
            events.append(PlacementEnded(unit.uid))
            return _with(state, {unit.uid: replace(f, placing=False)})
        assert isinstance(command, ChooseLeader)
        unit = _named_unit(state, command.unit)
        problem = choose_problem(state, unit, command.model)
        if problem is not None:
            raise IllegalCommand(problem)
        own_active_unit(state, unit.uid)
        events.append(LeaderChosen(unit.uid, command.model))
        return _with(state, {unit.uid: replace(formation(state, unit), leader=command.model)})

    def after(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        known = models_of(state).formations
        changed: dict[str, Formation] = {}
        for unit in state.units:
            if not is_multi(state, unit):
                continue
            if not unit.active or unit.position is None:
                gone = known.get(unit.uid)
                if gone is not None and gone.placing:  # destroyed while placing
                    changed[unit.uid] = replace(gone, placing=False)
                continue
            f = known.get(unit.uid)
            if f is None:
                fresh = _fresh(state, unit)
                f = _settle_all(state, unit, fresh, fresh.alive())
            moved_now = isinstance(command, MoveUnit) and command.unit == unit.uid \
                and command.mode is not MoveMode.STATIONARY and unit.moved is not None
            if f.hex != unit.position or moved_now:
                f = _carry(state, unit, f, placing=moved_now and f.leader is not None)
            f = _casualties(state, unit, f, roller, events)
            if f != known.get(unit.uid):
                changed[unit.uid] = f
        return _with(state, changed) if changed else state

    def listed(self, state: GameState, commands: list[Command]) -> list[Command]:
        placing = placing_unit(state)
        if placing is not None:
            return [EndPlacement(placing.uid)]
        # Units without a leader: asked once each, not once per listed move (hundreds).
        barred = {u.uid for u in state.units if u.active and u.moved is None
                  and move_problem(state, u, MoveMode.WALK) is not None}
        out = [c for c in commands if not (isinstance(c, MoveUnit) and c.unit in barred
                                           and c.mode is not MoveMode.STATIONARY)] \
            if barred else list(commands)
        if state.phase is Phase.MOVEMENT:

            side = active_side(state)
            for unit in state.units_of(side) if side is not None else ():
                if unit.active and unit.moved is None and unit.position is not None \
                        and is_multi(state, unit) and leader_rule(state, unit) == "swarm":
                    out.extend(ChooseLeader(unit.uid, n)
                               for n in formation(state, unit).alive()
                               if choose_problem(state, unit, n) is None)
        return out


MODULE = MultiModel()
