"""Close Assault orders (seed 001, Combat HQ's house rules), on top of 0204-B.

Every rule is a translation; ``resources/rules/assault_orders.yaml`` lists each one with
the seed's words.  In short: in the Movement Phase, before it moves, a unit is ordered
against the nearest enemy it may not bypass (seen by its side, not hidden); only an
ordered unit may enter an enemy's hex; it must go in by a cheapest move (or a cheapest
one directly towards the enemy), or, when the Close Assault rules give it no way in, end
as near as it can and fire that turn at a penalty; at most two units of a side assault
one enemy.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from btdesk.hexgrid import Hex, distance, neighbor, ring
from btdesk.model.assault_orders import (
    AssaultOrderRules,
    CloseAssaultOrdered,
    ContactFailed,
    OrderCloseAssault,
    OrdersState,
)
from btdesk.model.commands import Command, MoveUnit, listed_moves
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event
from btdesk.model.frozen import replace
from btdesk.model.modules import ASSAULT_ORDERS
from btdesk.model.state import GameState, MoveMode, Phase, UnitState
from btdesk.model.vocab import Approach, MoveStep
from btdesk.rules import hooks
from btdesk.rules.core.condition import modes
from btdesk.rules.core.los import unit_line_of_sight
from btdesk.rules.core.move_search import Reach, reachable, reachable_within
from btdesk.rules.core.movement import check_move
from btdesk.rules.core.tohit import Modifier
from btdesk.rules.dice import Roller
from btdesk.rules.hooks import RuleModule
from btdesk.rules.modules.close_assault.listing import assault_moves_after, assault_moves_into
from btdesk.rules.turns import active_side, own_active_unit

SEED = "the Combat HQ house rules"


def orders_of(state: GameState) -> OrdersState:
    """This turn's orders (an empty record once the turn has moved on)."""
    known = state.module_state.get(ASSAULT_ORDERS.key)
    if isinstance(known, OrdersState) and known.turn == state.turn:
        return known
    return OrdersState(turn=state.turn)


def _rules(state: GameState) -> AssaultOrderRules:
    rules = state.rules.assault_orders
    if rules is None:  # pragma: no cover - the loader always supplies the table
        raise IllegalCommand("the Close Assault orders table is missing from this game")
    return rules


def _with(state: GameState, orders: OrdersState) -> GameState:
    return replace(state, module_state={**state.module_state, ASSAULT_ORDERS.key: orders})


def engaged_with_friend(state: GameState, enemy: UnitState, side: str) -> bool:
    """Seed 001: an enemy may be bypassed when "one of your units is already in contact
    with it": in a Close Assault with a unit of ``side``."""
    engagement = state.engagement(enemy.uid)
    return engagement is not None and any(state.unit(u).side == side
                                          for u in engagement.units)


def candidates(state: GameState, unit: UnitState) -> tuple[UnitState, ...]:
    """The enemies ``unit`` may not bypass, nearest first: seen (not hidden), on the map,
    not already in contact with one of its side."""
    assert unit.position is not None
    position = unit.position
    out = [e for e in state.units if e.side != unit.side and e.active and not e.hidden
           and e.position is not None and not engaged_with_friend(state, e, unit.side)]
    return tuple(sorted(out, key=lambda e: (distance(position, e.position), e.uid)))  # type: ignore[arg-type]


def nearest(state: GameState, unit: UnitState) -> tuple[UnitState, ...]:
    """The enemies it may be ordered against by the nearest-enemy rule: the candidates at
    the least hex count (the player chooses among them)."""
    found = candidates(state, unit)
    if not found:
        return ()
    assert unit.position is not None
    least = distance(unit.position, found[0].position)  # type: ignore[arg-type]
    return tuple(e for e in found if distance(unit.position, e.position) == least)  # type: ignore[arg-type]


def offered(state: GameState, unit: UnitState) -> tuple[UnitState, ...]:
    """The enemies an order may name: the nearest ones, and any already in contact with a
    friend (joining that fight, up to the limit per target)."""
    joined = tuple(e for e in state.units if e.side != unit.side and e.active and not e.hidden
                   and e.position is not None and engaged_with_friend(state, e, unit.side))
    return nearest(state, unit) + joined


def assaulters(state: GameState, target: UnitState, side: str) -> tuple[str, ...]:
    """Units of ``side`` in a Close Assault with ``target``, and those ordered against it."""
    engagement = state.engagement(target.uid)
    fighting = tuple(u for u in engagement.units if state.unit(u).side == side) \
        if engagement is not None else ()
    ordered = tuple(u for u, t in orders_of(state).orders.items()
                    if t == target.uid and u not in fighting)
    return fighting + ordered


def seen_by_side(state: GameState, side: str, target: UnitState) -> bool:
    """Seed 001: "at least another unit in the battle group must have LOS"."""
    return any(u.active and u.position is not None
               and not unit_line_of_sight(state, u.uid, target.uid).blocked
               for u in state.units_of(side))


def pending(state: GameState, side: str) -> UnitState | None:
    """The unit of ``side`` ordered and not yet moved: an order comes "at the start of its
    movement", so that unit moves next."""
    for uid in orders_of(state).orders:
        u = state.unit(uid)
        if u.side == side and u.moved is None and u.active:
            return u
    return None


def order_problem(state: GameState, unit: UnitState, target: UnitState) -> str | None:
    """Why ``unit`` may not be ordered against ``target`` now, or None."""
    rules = _rules(state)
    if state.phase is not Phase.MOVEMENT:
        return "Close Assault orders are given in the Movement Phase, before the unit moves"
    if unit.moved is not None:
        return f"{unit.name} has moved: an order comes at the start of its movement ({SEED})"
    if unit.uid in orders_of(state).orders:
        return f"{unit.name} already has a Close Assault order this turn (one per unit)"
    waiting = pending(state, unit.side)
    if waiting is not None:
        return f"{waiting.name} has its Close Assault order: it moves before another is given"
    if state.engagement(unit.uid) is not None:
        return f"{unit.name} is already in a Close Assault"
    kind = state.definition(unit).kind.value
    if kind not in rules.may_assault:
        return f"a {kind.replace('_', ' ')} unit may fire but not move into contact ({SEED})"
    if not unit.can_act or unit.prone or unit.position is None:
        return f"{unit.name} cannot be ordered now (its crew cannot act, or it is down)"
    barred = hooks.first(state.options, lambda m: m.movement_barred(state, unit))
    if barred is not None:
        return barred
    if target.side == unit.side or not target.active or target.position is None:
        return f"{target.name} is not an enemy on the map"
    if target.hidden:
        return f"{target.name} is hidden: it must be found before any assault order ({SEED})"
    if engaged_with_friend(state, target, unit.side):
        pass  # joining a fight already under way is allowed: the limit below decides
    else:
        closest = nearest(state, unit)
        if closest and target not in closest:
            best = distance(unit.position, closest[0].position)  # type: ignore[arg-type]
            closer = ", ".join(e.name for e in closest)
            return (f"{unit.name} must close with the nearest enemy ({closer}, {best} hexes); "
                    f"it may not bypass one unless a friend is already in contact ({SEED})")
    if not seen_by_side(state, unit.side, target):
        return (f"no unit of {state.side(unit.side).name} has line of sight to {target.name}: "
                f"an assault is ordered on an enemy seen ({SEED})")
    taken = assaulters(state, target, unit.side)
    if len(taken) >= rules.max_assaulters:
        names = " and ".join(state.unit(u).name for u in taken)
        return (f"at most {rules.max_assaulters} units may Close Assault {target.name} "
                f"({SEED}); {names} already do")
    return None


def between(start: Hex, target: Hex) -> frozenset[Hex]:
    """The hexes a move "directly towards the enemy" may enter before the last step in:
    those on a shortest line of hexes from ``start`` to ``target``."""
    far = distance(start, target)
    return frozenset(h for n in range(1, far) for h in ring(start, n)
                     if n + distance(h, target) == far)


def is_direct(start: Hex, target: Hex, path: tuple[Hex, ...]) -> bool:
    """Seed 001's "move directly towards the enemy": every hex entered is one nearer it."""
    return len(path) == distance(start, target)


@dataclass(frozen=True)
class Plan:
    """What an ordered unit's move must do this turn, worked out once per state.

    ``ways``: the ways into the target's hex, each with its MP: the Close Assault moves
    ``legal_commands`` lists into that hex (the Close Assault rules' own answer to what
    reaching it means, :func:`.close_assault.procedure.entry_problem`), and those
    that go directly towards it (``straight``) by paths the list does not take."""

    target: UnitState
    ways: Mapping[MoveUnit, int]
    straight: frozenset[MoveUnit]  # the ways that go directly towards it
    cheapest: Mapping[MoveMode, int]  # fewest MP of a way in, by mode
    direct: Mapping[MoveMode, int]  # fewest MP of a way in directly towards it, by mode
    nearest: int  # the least hex count to the target any move can end at
    ends: Mapping[MoveMode, Mapping[tuple[Hex, int], Reach]]  # each mode's reachable ends

    @property
    def can_reach(self) -> bool:
        return bool(self.ways)


def plan(state: GameState, unit: UnitState) -> Plan | None:
    """None when ``unit`` has no order, or its target has gone (the order lapses)."""

    target_uid = orders_of(state).orders.get(unit.uid)
    if target_uid is None or unit.position is None:
        return None
    target = state.unit(target_uid)
    if not target.active or target.position is None:
        return None
    start, there = unit.position, target.position
    definition = state.definition(unit)
    ends = {mode: reachable(state, unit.uid, mode) for mode in modes(definition, state.options)}
    least = min((distance(h, there) for reach in ends.values() for (h, _f) in reach),
                default=distance(start, there))
    found = assault_moves_into(state, unit, there, ends)
    line = between(start, there)
    for mode in (MoveMode.WALK, MoveMode.RUN) if line and found else ():
        for (h, f), r in reachable_within(state, unit.uid, mode, line).items():
            if neighbor(h, f) == there and distance(start, h) == distance(start, there) - 1:
                found += assault_moves_after(state, unit, mode, (h, f), r.steps)
    ways: dict[MoveUnit, int] = {}
    straight: set[MoveUnit] = set()
    cheapest: dict[MoveMode, int] = {}
    direct: dict[MoveMode, int] = {}
    for way in found:
        result = check_move(state, unit.uid, way.mode, tuple(way.steps), assault=True)
        ways[way] = spent = result.mp_spent
        cheapest[way.mode] = min(cheapest.get(way.mode, spent), spent)
        if way.mode is not MoveMode.JUMP and is_direct(start, there, result.path):
            straight.add(way)
            direct[way.mode] = min(direct.get(way.mode, spent), spent)
    return Plan(target, ways, frozenset(straight), cheapest, direct, least, ends)


def allowed(p: Plan, way: MoveUnit) -> bool:
    """Whether one of the plan's ways in keeps to the order: one of the fewest MP in its
    mode (going round obstacles), or of those directly towards the enemy."""
    spent = p.ways[way]
    return spent <= p.cheapest[way.mode] or (way in p.straight
                                              and spent <= p.direct[way.mode])


def cheapest_assault(state: GameState, unit: UnitState) -> MoveUnit | None:
    """The way in the Orders dock shows and offers: directly towards the enemy where one
    is in reach, at the fewest MP, walking before running (a run charges a new fight and
    enters one under way).  None when it cannot reach its target, or only by a jump (a
    jump's path is any straight line: the player draws it)."""
    p = plan(state, unit)
    if p is None:
        return None

    def rank(way: MoveUnit) -> tuple[bool, int, bool, bool]:
        preferred = Approach.CHARGE if way.mode is MoveMode.RUN else Approach.ENTER
        return (way not in p.straight, p.ways[way], way.mode is MoveMode.RUN,
                way.close_assault != preferred)

    offered = [w for w in p.ways if w.mode is not MoveMode.JUMP and allowed(p, w)]
    return min(offered, key=rank, default=None)


def move_problem(state: GameState, unit: UnitState, command: MoveUnit,
                 known: Plan | None = None) -> str | None:
    """Why an ordered unit's move breaks its order, or None."""
    p = known if known is not None else plan(state, unit)
    if p is None:
        return None
    target = p.target
    assert target.position is not None
    steps = tuple(MoveStep(s) for s in command.steps)
    if command.close_assault:
        if command.mode is MoveMode.STATIONARY:
            return None  # the core refuses it with its own reason
        result = check_move(state, unit.uid, command.mode, steps, assault=True)
        if result.position != target.position:
            return (f"{unit.name} is ordered against {target.name} "
                    f"({target.position.label}), not this hex")
        cheapest = p.cheapest.get(command.mode)
        if cheapest is None:
            return (f"the Close Assault rules have no way for {unit.name} into "
                    f"{target.position.label} by this move")
        direct = p.direct.get(command.mode)
        assert unit.position is not None
        if result.mp_spent > cheapest and not (
                direct is not None and result.mp_spent <= direct
                and is_direct(unit.position, target.position, result.path)):
            also = f", or {direct} going directly towards it" if direct is not None \
                and direct != cheapest else ""
            return (f"an ordered unit moves straight at its enemy: {target.name} can be "
                    f"reached for {cheapest} MP{also}, this move spends {result.mp_spent} "
                    f"({SEED})")
        return None
    if p.can_reach:
        return (f"{unit.name} is ordered to Close Assault {target.name} and can reach it: "
                f"its move must enter {target.position.label} ({SEED})")
    end = unit.position if command.mode is MoveMode.STATIONARY or not steps else \
        check_move(state, unit.uid, command.mode, steps).position
    if end is None:
        return f"{unit.name} is ordered to Close Assault: it may not leave the map"
    if distance(end, target.position) > p.nearest:
        return (f"{unit.name} cannot reach {target.name} this turn and must end as near as it "
                f"can: {p.nearest} hexes away, not {distance(end, target.position)} ({SEED})")
    return None


def _ordered_first(state: GameState, unit: UnitState) -> str | None:
    """Why ``unit`` waits for another of its side's units, ordered to assault, to move."""
    waiting = pending(state, unit.side)
    if waiting is not None and waiting.uid != unit.uid:
        return (f"{waiting.name} has its Close Assault order: it moves next ({SEED}: the "
                "order is given at the start of its movement)")
    return None


class AssaultOrders(RuleModule):
    info = ASSAULT_ORDERS
    commands = (OrderCloseAssault,)

    def act_barred(self, state: GameState, unit: UnitState) -> str | None:
        if state.phase is not Phase.MOVEMENT or state.halted is not None:
            return None
        return _ordered_first(state, unit)

    def check(self, state: GameState, command: Command) -> None:
        if not isinstance(command, MoveUnit) or state.phase is not Phase.MOVEMENT \
                or not state.has_unit(command.unit) or state.halted is not None:
            return
        unit = state.unit(command.unit)
        first = _ordered_first(state, unit)
        if first is not None:
            raise IllegalCommand(first)
        if unit.uid in orders_of(state).orders:
            problem = move_problem(state, unit, command)
            if problem:
                raise IllegalCommand(problem)
        elif command.close_assault:
            raise IllegalCommand(f"{unit.name} needs a Close Assault order before it moves to "
                                 f"enter an enemy's hex ({SEED})")

    def apply(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:

        assert isinstance(command, OrderCloseAssault)
        if not state.has_unit(command.target):
            raise IllegalCommand(f"there is no unit {command.target!r}")
        unit, target = own_active_unit(state, command.unit), state.unit(command.target)
        if state.halted is not None:
            raise IllegalCommand("the ambushed 'Mech stays or moves on first")
        problem = order_problem(state, unit, target)
        if problem:
            raise IllegalCommand(problem)
        orders = orders_of(state)
        events.append(CloseAssaultOrdered(unit.uid, target.uid))
        return _with(state, replace(orders, orders={**orders.orders, unit.uid: target.uid}))

    def after(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        if not isinstance(command, MoveUnit):
            return state
        orders = orders_of(state)
        target = orders.orders.get(command.unit)
        if target is None or command.unit in orders.short:
            return state
        unit = state.unit(command.unit)
        if unit.moved is None or state.engagement(unit.uid) is not None:
            return state  # not moved yet (halted), or in contact
        events.append(ContactFailed(unit.uid, target))
        return _with(state, replace(orders, short=orders.short | {unit.uid}))

    def listed(self, state: GameState, commands: list[Command]) -> list[Command]:
        """Assault moves only for ordered units; an ordered unit's moves only those its
        order allows (its plain moves rebuilt from the ends as near as it can get, rather
        than each listed move checked: a unit lists hundreds)."""
        if state.phase is not Phase.MOVEMENT or state.halted is not None:
            return commands

        side = active_side(state) or ""
        waiting = pending(state, side)
        orders = orders_of(state).orders
        plans = {} if waiting is None else {waiting.uid: plan(state, waiting)}
        out: list[Command] = []
        for c in commands:
            if isinstance(c, MoveUnit):
                if waiting is not None and c.unit != waiting.uid:
                    continue  # the ordered unit moves next
                if c.unit in plans and plans[c.unit] is not None:
                    p = plans[c.unit]
                    if not c.close_assault or move_problem(state, state.unit(c.unit), c, p):
                        continue  # near moves are added below
                elif c.close_assault is not Approach.NONE:
                    continue
            out.append(c)
        for uid, p in plans.items():
            unit = state.unit(uid)
            if p is None or unit.moved is not None:
                continue
            if p.can_reach:  # the ways directly towards it the core lists by other paths
                kept = set(out)
                out += [w for w in p.ways if w not in kept
                        and move_problem(state, unit, w, p) is None]
                continue
            assert p.target.position is not None
            for mode, ends in p.ends.items():
                out += listed_moves(uid, mode, [r.steps for (h, _f), r in ends.items()
                                                if distance(h, p.target.position) == p.nearest])
        for unit in state.units_of(side) if waiting is None else ():
            if unit.moved is None and unit.active and unit.position is not None \
                    and unit.uid not in orders:
                for target in offered(state, unit):
                    if order_problem(state, unit, target) is None:
                        out.append(OrderCloseAssault(unit.uid, target.uid))
        return out

    def modifiers(self, state: GameState, attacker: UnitState, target: UnitState
                  ) -> tuple[Modifier, ...]:
        if attacker.uid in orders_of(state).short:
            return (Modifier("Close Assault order, contact failed (the Combat HQ house rules)",
                             _rules(state).short_fire_modifier),)
        return ()


MODULE = AssaultOrders()
