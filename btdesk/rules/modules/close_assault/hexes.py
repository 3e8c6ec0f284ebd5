"""Who stands where in one Close Assault (0204-B): the engagement's units by side, the
places with room in the Close Assault Hex, and the bookkeeping every step of the
procedure shares (putting an engagement back in the state, moving a unit in it, units
leaving it).  The procedure (:mod:`.procedure`) and the result paragraphs
(:mod:`.results`) share it without importing each other.
"""

from __future__ import annotations

from btdesk.hexgrid import Hex, distance
from btdesk.model.events import AssaultEnded, AssaultLeft, AssaultPlaced, Event
from btdesk.model.frozen import replace
from btdesk.model.state import Engagement, GameState
from btdesk.model.vocab import Approach
from btdesk.rules.core import tactical as tac
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.stacking import tactical_halves


def put(state: GameState, engagement: Engagement) -> GameState:
    return replace(state, assaults=tuple(engagement if e.hex == engagement.hex else e
                                         for e in state.assaults))


def occupied(state: GameState, engagement: Engagement, uid: str) -> set[Hex]:
    """The places ``uid`` has no room in: one 'Mech or vehicle of 60 t or more fills a
    tactical hex, two vehicles under 60 t share one (0204-B *Vehicles and Infantry*)."""
    mine = tactical_halves(state.definition(state.unit(uid)))
    used: dict[Hex, int] = {}
    for u, h in engagement.places.items():
        if u != uid:
            used[h] = used.get(h, 0) + tactical_halves(state.definition(state.unit(u)))
    return {h for h, n in used.items() if n + mine > 2}


def attackers(state: GameState, engagement: Engagement) -> tuple[str, ...]:
    """The units on the side that attacked: a unit's side says its role."""
    side = state.unit(engagement.attacker).side
    return tuple(u for u in engagement.units if state.unit(u).side == side)


def defenders(state: GameState, engagement: Engagement) -> tuple[str, ...]:
    side = state.unit(engagement.attacker).side
    return tuple(u for u in engagement.units if state.unit(u).side != side)


def enemies(state: GameState, engagement: Engagement, uid: str) -> tuple[str, ...]:
    side = state.unit(uid).side
    return tuple(u for u in engagement.units if state.unit(u).side != side)


def where(engagement: Engagement, uid: str) -> Hex:
    """A unit's place; one in the air is over its approach side."""
    return engagement.places.get(uid, tac.approach_hex(engagement.entry))


def nearest_enemy(state: GameState, engagement: Engagement, uid: str) -> str:
    """The default target of a tactic: "If more than one target is available, each 'Mech
    must state which enemy 'Mech it is acting against"; unsaid, the nearest."""
    at = where(engagement, uid)
    return min(enemies(state, engagement, uid),
               key=lambda u: (distance(at, where(engagement, u)), engagement.units.index(u)))


def set_place(state: GameState, engagement: Engagement, uid: str, place: Hex | None,
               facing: int, events: list[Event], spent: int = 0) -> tuple[GameState, Engagement]:
    places = dict(engagement.places)
    if place is None:
        places.pop(uid, None)
    else:
        places[uid] = place
    facings = {**engagement.facings, uid: facing}
    mp = {**engagement.mp_left, uid: engagement.mp_left.get(uid, 0) - spent}
    engagement = replace(engagement, places=places, facings=facings, mp_left=mp)
    events.append(AssaultPlaced(uid, place, facing, spent))
    state = replace_unit(state, replace(state.unit(uid), facing=facing))
    return put(state, engagement), engagement


def break_off_from(engagement: Engagement, uid: str) -> Hex:
    """The tactical hex a breaking-off attacker advances onto: its own, or the one in
    front of its approach hex."""
    place = engagement.places.get(uid)
    if place is not None and tac.is_tactical(place):
        return place
    side = tac.side_of(place) if place is not None else None
    return tac.ring_hex(engagement.entry if side is None else side)


def end(state: GameState, engagement: Engagement) -> GameState:
    """Both back on the map with the facings they have (already their map facings)."""
    return replace(state, assaults=tuple(e for e in state.assaults if e.hex != engagement.hex))


def without_gone(state: GameState, eng: Engagement, events: list[Event],
                  ended: str) -> Engagement | None:
    """The engagement without its units that are out or outside the hex; None (with the
    event that ends it, ``ended`` formatted with the units' ``names``) when a side has no
    one left.  A side's first unit stands in for one gone as ``attacker`` or
    ``defender``."""
    gone = [u for u in eng.units
            if not state.unit(u).active or state.unit(u).position != eng.hex]
    if not gone:
        return eng
    names = ", ".join(state.unit(u).name for u in gone)
    kept_a = [u for u in attackers(state, eng) if u not in gone]
    kept_d = [u for u in defenders(state, eng) if u not in gone]
    if not kept_a or not kept_d:
        events.append(AssaultEnded(eng.hex, ended.format(names=names)))
        return None
    events.append(AssaultLeft(eng.hex, tuple(gone)))
    attacker = eng.attacker if eng.attacker in kept_a else kept_a[0]
    defender = eng.defender if eng.defender in kept_d else kept_d[0]
    return replace(
        eng, attacker=attacker, defender=defender,
        approach=eng.approach if attacker == eng.attacker else Approach.ENTER,
        joined=tuple(u for u in eng.units if u not in gone and u not in (attacker, defender)),
        places={u: h for u, h in eng.places.items() if u not in gone},
        facings={u: f for u, f in eng.facings.items() if u not in gone},
        mp_left={u: m for u, m in eng.mp_left.items() if u not in gone},
        tactics=tuple(t for t in eng.tactics if t.unit not in gone),
        maneuvered=eng.maneuvered - set(gone))
