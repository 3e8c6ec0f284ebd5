"""0204-B *Fire From Outside the Hex*: shots from outside a Close Assault Hex that miss
may hit another unit in it, and one of the firer's own units in between is partial
cover; and a 'Mech's blows outside the Close Assault Hex, which go only at infantry that
ambushed it in its hex."""

from __future__ import annotations

from btdesk.hexgrid import Hex
from btdesk.model.events import Event, StrayShot
from btdesk.model.state import GameState, UnitState, WeaponFire
from btdesk.rules.core.combat import weapon_hit
from btdesk.rules.core.tactical import between
from btdesk.rules.dice import Roller


def stray(state: GameState, attacker_uid: str, target_uid: str, fire: WeaponFire,
           roller: Roller, events: list[Event], troopers: int | None = None) -> GameState:
    """0204-B *Fire From Outside the Hex* and the steel wall: "A separate roll is made for
    each shot which misses ... On a roll of 7+, fire which missed the target will hit the
    friendly 'Mech instead.  If more than one friendly unit is in the hex, the friendly
    'Mech to be hit is chosen randomly".  Decision: every other unit in the target's hex
    can be hit (in a two-unit Close Assault that is the firer's friend; in a steel wall the
    target's); the random pick is 1D6, re-rolled above the number of candidates."""
    target = state.unit(target_uid)
    if target.position is None:
        return state
    others = [u.uid for u in state.units if u.position == target.position and u.active
              and not u.hidden and u.uid not in (target_uid, attacker_uid)]
    if not others:
        return state
    needed = state.rules.close_assault.numbers.stray_hit
    if not needed:  # a game made before the rule: misses are only misses
        return state
    name = state.unit(attacker_uid).name
    roll = roller.total(2, f"missed shot: {name}'s fire into {target.position.label} "
                           f"(hits another unit on {needed}+)")
    hit = None
    if roll >= needed:
        hit = others[roller.pick(len(others), f"random pick among {len(others)} units")]
    events.append(StrayShot(attacker_uid, target_uid, fire.weapon, roll, needed, hit))
    return state if hit is None else weapon_hit(state, attacker_uid, hit, fire, roller, events,
                                               troopers)



def friend_between(state: GameState, attacker: UnitState, target: UnitState) -> bool:
    """0204-B *Fire From Outside the Hex*: one of the firer's own units stands in the
    Close Assault Hex between the firer and its target."""
    engagement = state.engagement(target.uid)
    if (engagement is None or not state.rules.close_assault.numbers.partial_cover
            or attacker.position is None or attacker.position == engagement.hex):
        return False
    place = engagement.places.get(target.uid)
    if place is None:  # in the air over the hex: nothing stands between
        return False
    offset = Hex(attacker.position.q - engagement.hex.q, attacker.position.r - engagement.hex.r)
    crossed = between(offset, place)
    return any(state.unit(u).side == attacker.side and p in crossed
               for u, p in engagement.places.items())


def fights_back(state: GameState, mech: UnitState, target: UnitState) -> bool:
    """0204-B *Special Infantry Ambush Option*: "If it remains in that hex, it may attack
    the infantry either during the Combat phase of the turn, or during the Physical Attack
    phase" -- infantry in the 'Mech's hex that attacked it this turn from hiding (an
    ambush, or the Close Assault hidden infantry declare in their hex)."""
    if mech.position is None or target.position != mech.position \
            or not state.definition(target).kind.is_infantry:
        return False
    declaration = state.declaration(target.uid)
    return declaration is not None and declaration.target == mech.uid
