"""Mechanized battle armor (seed 003 機械化バトルアーマー), part of the Total Warfare infantry
module: battle armor riding the handholds of an OmniMech or OmniVehicle.

Getting on and off is infantry transport's (``transport.py``: a move's ``load`` and
``unload``, "バトルアーマーユニットは通常歩兵ユニットが車輌に乗降するのと同様にオムニ
ユニットに乗降する"); this file is what riding outside adds:

- each trooper rides one position (``tw_infantry.yaml`` ``mechanized.positions``,
  trooper 1 first), and its carrier may not fire the weapons mounted where a living
  trooper rides (戦闘, 輸送ユニットによる攻撃); an OmniVehicle's turret always fires;
- a hit where living troopers ride rolls 1D6 per trooper, 5-6 that trooper takes the
  damage before the carrier (兵への攻撃ダメージ); a location destroyed takes its riders
  with it, front and rear on a 'Mech;
- a carrier 'Mech that falls throws its riders into its hex, where they take one 2D6 blow
  and may neither move nor fire that turn (転倒/垂直腹臥, which points to the swarm rules).

Decided where the seed is silent:

- An Omni unit with an infantry bay (``transport``) carries battle armor in the bay, not
  on handholds: riding inside is what a player would choose, and the two never mix.
- Conventional infantry never ride handholds; a squad of more troopers than the unit has
  positions (six) cannot board.
- Riders thrown off where stacking has no room go to the adjacent hex their kind enters
  for the fewest MP, as riders of a destroyed carrier do (the domino effect the seed
  names is not built); where no hex takes them, or the ground is forbidden to them, they
  are destroyed.
- The one deliberate drop btdesk has is a swarmed 'Mech throwing itself flat (垂直腹臥,
  ``swarm_removal.py``): its swarmers come off, its riders stay on unhurt, by "歩兵を運んで
  いるときに運搬用メックが故意に伏せた場合、その歩兵は叩き落されず、ダメージも受けない" (a
  carrier 'Mech that goes prone on purpose neither throws off nor hurts the infantry it
  carries); only falls throw riders off.  No rear-mounted weapons, so riders on rear
  positions block nothing.
"""

from __future__ import annotations

from btdesk.model.events import DamageApplied, Event
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, MoveMode, MoveRecord, UnitState
from btdesk.model.tw_infantry import MechanizedRules, RiderHit, RidersLost, RidersThrown
from btdesk.model.units import MECH_REAR, UnitKind, Weapon
from btdesk.rules.core.condition import trooper_damage
from btdesk.rules.core.damage import damage_battle_armor, replace_unit
from btdesk.rules.dice import Roller
from btdesk.rules.modules.tw_infantry import domino, transport

_FRONT_OF = {rear: front for front, rear in MECH_REAR.items()}


def _rules(state: GameState) -> MechanizedRules:
    return transport.rules_of(state).mechanized


def riding(state: GameState, carrier: UnitState) -> list[tuple[UnitState, int, str]]:
    """Every living trooper on ``carrier``'s handholds: (its squad, its number from 1, its
    position)."""
    if not state.definition(carrier).handholds:
        return []
    places = transport.handhold_positions(state, carrier)
    out = []
    for rider in state.riders(carrier.uid):
        definition = state.definition(rider)
        if definition.infantry is None:
            continue
        capacity = definition.infantry.trooper_capacity
        for n, taken in enumerate(trooper_damage(rider, definition)):
            if taken < capacity and n < len(places):
                out.append((rider, n + 1, places[n]))
    return out


def location_of(position: str) -> str:
    """The carrier location a position is on (a 'Mech's rear torso positions are on that
    torso)."""
    return _FRONT_OF.get(position, position)


def weapon_blocked(state: GameState, unit: UnitState, weapon: Weapon) -> str | None:
    """輸送ユニットによる攻撃: "オムニメックは兵士が取り付いている部位の胴体にマウントされた
    武器を使用できない…オムニビークルは兵士がいる左側面、右側面、背面では武器を使用できない"
    (an OmniMech may not fire weapons mounted where troopers ride; an OmniVehicle may not
    fire its left, right or rear weapons where troopers are; its turret always fires)."""
    if weapon.location is None:
        return None
    for rider, n, position in riding(state, unit):
        if position == weapon.location:
            return (f"{weapon.name} ({weapon.location}) is blocked: trooper {n} of "
                    f"{rider.name} rides there (Total Warfare, Mechanized Battle Armor)")
    return None


def shield(state: GameState, carrier_uid: str, location: str, rear: bool, amount: int,
           roller: Roller, events: list[Event]) -> tuple[GameState, int]:
    """兵への攻撃ダメージ: a hit where living troopers ride; each rolls 1D6 in trooper order
    ("どの兵を先にダイスするかはコントロールプレイヤーが決定する": the engine takes them by
    number for the player), and on 5-6 takes the damage first, up to what it can take;
    what is left goes on to the carrier."""
    carrier = state.unit(carrier_uid)
    position = MECH_REAR.get(location, location) if rear and \
        state.definition(carrier).kind is UnitKind.MECH else location
    hit_on = _rules(state).trooper_hit
    for rider, n, where in riding(state, carrier):
        if amount <= 0:
            break
        if where != position:
            continue
        rider = state.unit(rider.uid)
        definition = state.definition(rider)
        assert definition.infantry is not None
        capacity = definition.infantry.trooper_capacity
        if not rider.active or trooper_damage(rider, definition)[n - 1] >= capacity:
            continue
        roll = roller.total(1, f"trooper {n} of {rider.name} riding {carrier.name} ({where})")
        took = 0
        if roll in hit_on:
            damage = list(trooper_damage(rider, definition))
            took = min(amount, capacity - damage[n - 1])
            damage[n - 1] += took
            amount -= took
            events.append(DamageApplied(rider.uid, f"trooper {n}", took))
            rider = replace(rider, trooper_damage=tuple(damage))
            state = _dead_or_alive(state, rider, f"riding {carrier.name}", events)
        events.append(RiderHit(rider.uid, carrier_uid, n, where, roll, took))
    return state, amount


def carrier_damaged(state: GameState, carrier_uid: str, events: list[Event]) -> GameState:
    """"ある部位が破壊された場合、その部位に乗っているすべての兵(メックの場合、前面と背面の
    両方)も破壊される" (a location destroyed destroys every trooper on it, front and rear on
    a 'Mech)."""
    carrier = state.unit(carrier_uid)
    gone: dict[tuple[str, str], list[int]] = {}
    for rider, n, position in riding(state, carrier):
        if location_of(position) in carrier.lost:
            gone.setdefault((rider.uid, location_of(position)), []).append(n)
    for (uid, location), troopers in gone.items():
        rider = state.unit(uid)
        definition = state.definition(rider)
        assert definition.infantry is not None
        damage = list(trooper_damage(rider, definition))
        for n in troopers:
            damage[n - 1] = definition.infantry.trooper_capacity
        events.append(RidersLost(uid, carrier_uid, location, tuple(troopers)))
        state = _dead_or_alive(state, replace(rider, trooper_damage=tuple(damage)),
                               f"with {carrier.name}'s {location}", events)
    return state


def _dead_or_alive(state: GameState, rider: UnitState, where: str,
                   events: list[Event]) -> GameState:
    """``rider`` with its troopers' damage; a squad with none left is gone for good (it
    has no hex to be removed from at the end of the phase)."""
    definition = state.definition(rider)
    assert definition.infantry is not None
    capacity = definition.infantry.trooper_capacity
    if any(d < capacity for d in trooper_damage(rider, definition)):
        return replace_unit(state, rider)
    return transport.lost_rider(state, rider, f"every trooper destroyed {where}", events)


_DROPPING = "tw_infantry.dropping_flat"  # GameState.module_state: the 'Mech going down now


def deliberately(state: GameState, carrier_uid: str | None) -> GameState:
    """``state`` with ``carrier_uid`` marked as going prone on purpose (None: unmarked),
    so that the fall it makes keeps its riders on (``thrown``)."""
    rest = {k: v for k, v in state.module_state.items() if k != _DROPPING}
    return replace(state, module_state=rest if carrier_uid is None
                   else {**rest, _DROPPING: carrier_uid})


def thrown(state: GameState, carrier_uid: str, roller: Roller,
           events: list[Event]) -> GameState:
    """転倒/垂直腹臥: "バトルアーマーを運搬しているユニットが操縦スキルロールに失敗して転んだ
    場合、前述の転倒/垂直腹臥のルールに従う", which for swarmers is: "歩兵ユニットはメックから
    そのヘクスに落下する…そのターンの間、移動も射撃もできない。また…2D6ダメージポイントの1撃を
    与える…叩き落された地形が、進入することが禁止されている地形であった歩兵ユニットは即座に
    破壊される" (they fall into the hex, may neither move nor fire that turn, take one blow of
    2D6 points; on ground forbidden to them they are destroyed at once)."""
    carrier = state.unit(carrier_uid)
    if not state.definition(carrier).handholds or carrier.position is None \
            or state.module_state.get(_DROPPING) == carrier_uid:
        return state
    for rider in state.riders(carrier_uid):
        at = carrier.position
        # "落ちた歩兵ユニットがそのヘクスのスタック制限に違反した場合、ドミノ効果が発生する"
        # (a fallen unit that overstacks the hex sets off the domino effect); where the
        # effect can make no room, it lands beside the hex as a rider set down does.
        if transport.stands(state, rider, at) and domino.crowded(state, rider, at):
            room = domino.make_room(state, rider, at, None, roller, events,
                                    keep=frozenset({carrier_uid}))
            state = room if room is not None else state
        landed = transport.landing(state, rider, at)
        if landed is None:
            why = ("it cannot stand there" if not transport.stands(state, rider, at)
                   else "no hex around takes it (stacking)")
            events.append(RidersThrown(rider.uid, carrier_uid, None, why))
            state = transport.lost_rider(state, rider, f"thrown off {carrier.name}", events)
            continue
        blow = roller.total(_rules(state).knocked_off_dice,
                            f"{rider.name} thrown off {carrier.name}")
        events.append(RidersThrown(rider.uid, carrier_uid, landed,
                                   f"one blow of {blow} damage; it may neither move nor fire "
                                   "this turn"))
        rider = replace(rider, carried_by=None, position=landed, facing=0, floor=0,
                        moved=MoveRecord(MoveMode.STATIONARY, (), 0, 0))
        state = replace_unit(state, rider)
        state = replace_unit(state, damage_battle_armor(state, rider, [blow], roller, events))
        state = transport.no_attack(state, rider.uid)
    return state
