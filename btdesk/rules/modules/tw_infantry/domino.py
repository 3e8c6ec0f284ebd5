"""The domino effect, infantry falling and riders jolted (seed 003 スタッキング, 落下,
歩兵輸送 移動によるダメージ) for the Total Warfare infantry option.

スタッキング: "ユニットが不意にスタッキングルールに違反した場合、その結果はドミノ効果(ドミノ
効果P.152参照)となる" — a unit that breaks the stacking rules by accident (pushed into a
full hex, thrown off a falling 'Mech into one) sets off the domino effect, which the seed
cites from Total Warfare without printing; ``tw_infantry.yaml`` ``domino`` holds the
reconstruction and says so.  落下: infantry the effect pushes two or more levels down take
falling damage (``falling``, reconstructed too).  移動によるダメージ: a carrier knocked
about rolls for each rider (``transport.jolt``, the seed's own numbers).

The chain runs on the map only: under the Close Assault option a hex is seven tactical
hexes with its own crowding rules, and nothing is displaced into a full one.
"""

from __future__ import annotations

from btdesk.hexgrid import Hex, direction_to, neighbor
from btdesk.model.events import Event
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, UnitState
from btdesk.model.tw_infantry import DominoDisplaced, InfantryFell, RiderJolted
from btdesk.model.units import UnitKind
from btdesk.rules.core.damage import (
    damage_battle_armor,
    damage_platoon,
    replace_unit,
    standard_blow,
)
from btdesk.rules.core.move_costs import may_stand as _may_stand
from btdesk.rules.core.movement import displace
from btdesk.rules.core.piloting import piloting_roll
from btdesk.rules.core.stacking import end_problem as _may_end
from btdesk.rules.core.stacking import occupancy_of as _occupancy
from btdesk.rules.dice import Roller
from btdesk.rules.modules.tw_infantry.transport import lost_rider, rules_of, set_down_order

_MOST_LINKS = 12  # a chain longer than this stops (a map never lines up more)


def crowded(state: GameState, unit: UnitState, at: Hex) -> str | None:
    """Why ``unit`` may not be in ``at`` by the stacking rules, or None."""
    return _may_end(_occupancy(state, unit), state.definition(unit).kind, at)


def make_room(state: GameState, arriving: UnitState, at: Hex, came_from: Hex | None,
              roller: Roller, events: list[Event], keep: frozenset[str] = frozenset(),
              links: int = 0) -> GameState | None:
    """``state`` with room made in ``at`` for ``arriving`` (coming from ``came_from``; None:
    it fell into the hex it was over), by displacing one unit there other than those in
    ``keep`` (the 'Mech a rider fell off), which may displace another in turn; None where
    no room can be made (nothing there whose leaving makes room, or the chain ends where
    a unit could go nowhere), and then nothing moved."""
    if crowded(state, arriving, at) is None:
        return state
    if links >= _MOST_LINKS:
        return None
    movers = [u for u in _in_the_way(state, arriving, at) if u.uid not in keep]
    if not movers:
        return None
    label = f"domino effect: which unit in {at.label} gives way"
    moved = movers[roller.pick(len(movers), label)] if len(movers) <= 6 else movers[0]
    rules = rules_of(state).domino
    if state.definition(moved).kind in rules.step_aside:
        aside = _step_aside(state, moved, at, came_from)
        if aside is not None and piloting_roll(
                state, moved.uid, "domino effect", roller, events,
                (("Stepping aside", rules.step_aside_modifier),)
                if rules.step_aside_modifier else ()):
            events.append(DominoDisplaced(moved.uid, arriving.uid, at, aside, "stepped aside"))
            return _put(state, moved.uid, aside, at, roller, events)
    if came_from is not None and (d := direction_to(came_from, at)) is not None:
        direction = d
    else:
        direction = roller.total(1, f"domino effect: direction {moved.name} is pushed") - 1
    onward = neighbor(at, direction)
    if not state.board.contains(onward):
        events.append(DominoDisplaced(moved.uid, arriving.uid, at, None, "pushed off the map"))
        return displace(state, moved.uid, onward, events)
    if not _may_stand(state, state.definition(moved), onward):
        return None
    trial: list[Event] = []
    after = make_room(state, moved, onward, at, roller, trial, links=links + 1)
    if after is None:
        return None
    events.extend(trial)
    events.append(DominoDisplaced(moved.uid, arriving.uid, at, onward, "pushed on"))
    return _put(after, moved.uid, onward, at, roller, events)


def _in_the_way(state: GameState, arriving: UnitState, at: Hex) -> list[UnitState]:
    """The units in ``at`` whose leaving would let ``arriving`` in (the seed: one of them
    at random)."""
    out = []
    for unit in state.units_at(at):
        if unit.uid == arriving.uid or not unit.active or unit.hidden:
            continue
        without = replace_unit(state, replace(unit, position=None))
        if crowded(without, arriving, at) is None:
            out.append(unit)
    return out


def _step_aside(state: GameState, unit: UnitState, at: Hex, came_from: Hex | None
                ) -> Hex | None:
    """The hex beside ``at`` a 'Mech steps into when its roll succeeds: the one its kind
    enters for the fewest MP that takes it (Total Warfare lets its player choose; the
    engine chooses as a rider set down does), never back where the pusher came from."""
    for h in set_down_order(state, unit, at)[1:]:
        if h != came_from and crowded(state, unit, h) is None:
            return h
    return None


def _put(state: GameState, uid: str, to: Hex, came_from: Hex, roller: Roller,
         events: list[Event]) -> GameState:
    """``uid`` into ``to``, where room has been made for it; then what the move does to
    infantry that fell and to riders."""
    moved = displace(state, uid, to, events)
    assert moved is not state, "room was made in the hex"
    state = fallen(moved, uid, came_from, roller, events)
    return jolted(state, uid, "displaced", roller, events)


def fallen(state: GameState, uid: str, came_from: Hex, roller: Roller,
           events: list[Event]) -> GameState:
    """落下: infantry now ``falling.levels`` or more below ``came_from`` take
    ``dice_per_level`` D6 a level as one blow of standard damage."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    rules = rules_of(state).falling
    if not definition.kind.is_infantry or unit.position is None:
        return state
    drop = state.board.level(came_from) - state.board.level(unit.position)
    if drop < rules.levels or not rules.dice_per_level:
        return state
    damage = roller.total(rules.dice_per_level * drop, f"{unit.name} falling {drop} levels")
    events.append(InfantryFell(uid, unit.position, drop, damage))
    # A fall is no attack: the open ground does not double it (平地でのダメージ is for hits).
    return standard_blow(state, uid, damage, roller, events)


def jolted(state: GameState, carrier_uid: str, why: str, roller: Roller,
           events: list[Event]) -> GameState:
    """移動によるダメージ: each rider of a knocked-about vehicle rolls 1D6; on
    ``transport.jolt_hit`` it takes ``jolt_damage`` (battle armor: a random trooper)."""
    carrier = state.unit(carrier_uid)
    if state.definition(carrier).kind is not UnitKind.VEHICLE:
        return state
    rules = rules_of(state).transport
    for rider in state.riders(carrier_uid):
        roll = roller.total(1, f"{rider.name} aboard {carrier.name}, {why}")
        damage = rules.jolt_damage if roll in rules.jolt_hit else 0
        events.append(RiderJolted(rider.uid, carrier_uid, why, roll, damage))
        if not damage:
            continue
        if state.definition(rider).kind is UnitKind.BATTLE_ARMOR:
            hurt = damage_battle_armor(state, rider, [damage], roller, events)
        else:
            hurt = damage_platoon(state, rider, damage, events)
        if hurt.destroyed:  # no hex to be taken off at the end of the phase
            state = lost_rider(state, hurt, f"aboard {carrier.name}", events)
        else:
            state = replace_unit(state, hurt)
    return state
