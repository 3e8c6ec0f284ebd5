"""Whose maneuver it is in a Close Assault and what each may do (0204-B *Maneuvering*,
*Multiple BattleMech Combat*): the order of maneuvers, where a step would take a unit,
why a step or a shift is refused, and every maneuver ``legal_commands`` lists.  Making a
maneuver is the procedure's (:func:`.procedure.maneuver`)."""

from __future__ import annotations

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.frozen import replace
from btdesk.model.state import (
    AssaultStep,
    Engagement,
    GameState,
)
from btdesk.model.units import UnitKind
from btdesk.model.vocab import ManeuverStep
from btdesk.rules.core import tactical as tac
from btdesk.rules.modules.close_assault.hexes import (
    attackers,
    defenders,
    occupied,
)


def has_maneuvered(state: GameState, engagement: Engagement, uid: str) -> bool:
    """Moved (or passed) in this round of maneuvers.  With two units the step says it:
    the attacker maneuvers first, then the defender."""
    if engagement.joined:
        return uid in engagement.maneuvered
    if uid == engagement.attacker:
        return engagement.step is not AssaultStep.ATTACKER_MANEUVER
    return engagement.step in (AssaultStep.TACTICS, AssaultStep.DONE)


def to_maneuver(state: GameState, engagement: Engagement) -> tuple[str, ...]:
    """The units whose turn it is to maneuver: "The Attacker moves first by moving one of his
    'Mechs (his choice) ... Next, the Defender moves a 'Mech of his choice ... Play continues
    back and forth ... until all Attacking and Defending 'Mechs have been moved or have had
    a chance to move"."""
    side = {AssaultStep.ATTACKER_MANEUVER: attackers,
            AssaultStep.DEFENDER_MANEUVER: defenders}.get(engagement.step)
    if side is None:
        return ()
    return tuple(u for u in side(state, engagement)
                 if not has_maneuvered(state, engagement, u))


def maneuvered(state: GameState, engagement: Engagement, uid: str) -> Engagement:
    """``uid`` has maneuvered: the other side's turn if it has units still to move, else
    this side's, else the tactics."""
    was_attacker = uid in attackers(state, engagement)
    if not engagement.joined:
        return replace(engagement, step=AssaultStep.DEFENDER_MANEUVER if was_attacker
                       else AssaultStep.TACTICS)
    engagement = replace(engagement, maneuvered=engagement.maneuvered | {uid})
    return next_maneuver(state, engagement, was_attacker)


def next_maneuver(state: GameState, engagement: Engagement, was_attacker: bool) -> Engagement:
    waiting_a = [u for u in attackers(state, engagement) if u not in engagement.maneuvered]
    waiting_d = [u for u in defenders(state, engagement) if u not in engagement.maneuvered]
    order = ((waiting_d, AssaultStep.DEFENDER_MANEUVER),
             (waiting_a, AssaultStep.ATTACKER_MANEUVER))
    for waiting, step in order if was_attacker else order[::-1]:
        if waiting:
            return replace(engagement, step=step)
    return replace(engagement, step=AssaultStep.TACTICS)


def shove_problem(state: GameState, engagement: Engagement, uid: str, facing: int,
                   step: str, to: Hex) -> str | None:
    """Why ``uid``, stepping ``step`` with ``facing`` into the occupied ``to``, may not
    shove the unit there aside (only a friendly 'Mech, by a 'Mech, into a free tactical
    hex beyond); None if it may."""
    mover = state.unit(uid)
    friend = next((u for u, h in engagement.places.items() if h == to and u != uid), None)
    if (friend is None or state.unit(friend).side != mover.side
            or state.definition(mover).kind is not UnitKind.MECH
            or state.definition(state.unit(friend)).kind is not UnitKind.MECH):
        return "that tactical hex is occupied"
    beyond = tac.step(to, facing, step)[0]
    if not tac.is_tactical(beyond) or beyond in occupied(state, engagement, friend):
        return f"no room to shove {state.unit(friend).name} out of the way"
    return None


Maneuver = tuple[str, tuple[ManeuverStep, ...], Hex | None]  # unit, steps, shift


FACED_MANEUVERS = (ManeuverStep.FORWARD, ManeuverStep.BACKWARD, ManeuverStep.LEFT,
                   ManeuverStep.RIGHT)


def planned_place(engagement: Engagement, uid: str,
                  steps: tuple[ManeuverStep, ...]) -> tuple[Hex, int] | None:
    """Where ``steps`` leave ``uid`` before any shift (a friend shoved aside does not
    stop it); None in the air."""
    place, facing = engagement.places.get(uid), engagement.facings[uid]
    if place is None:
        return None
    for step in steps:
        if step in FACED_MANEUVERS:
            place, facing = tac.step(place, facing, step)
    return place, facing


def step_problem(state: GameState, engagement: Engagement, uid: str,
                 steps: tuple[ManeuverStep, ...], step: ManeuverStep) -> str | None:
    """Why ``step`` may not come next after the planned ``steps`` of ``uid``'s maneuver;
    None if it may.  The same limits :func:`maneuver` enforces (0204-B *Maneuvering*: a
    step is 1 MP whatever the terrain; a prone 'Mech stands first; the hex is never left;
    running into an enemy announces combat and ends the maneuver; a friend is shoved
    aside), asked by the dock's step buttons so they never offer what is then refused."""
    unit = state.unit(uid)
    budget = engagement.mp_left.get(uid, 0)
    spent = sum(state.rules.physical.stand_up_mp if s == ManeuverStep.STAND else 1
                for s in steps)
    where = planned_place(engagement, uid, steps)
    if where is None:
        return f"{unit.name} is in the air"
    if steps and _runs_into_enemy(state, engagement, uid, steps):
        return "the maneuver ran into an enemy: combat, and it ends there"
    cost = state.rules.physical.stand_up_mp if step == ManeuverStep.STAND else 1
    if spent + cost > budget:
        return f"{unit.name} has {budget - spent} MP left and this needs {cost}"
    if step == ManeuverStep.STAND:
        return None if unit.prone and not steps else "only a prone 'Mech stands, first"
    if step == ManeuverStep.SHIFT:
        return "the shift is a click on a marked hex"
    if step in (ManeuverStep.FORWARD, ManeuverStep.BACKWARD):
        if unit.prone and ManeuverStep.STAND not in steps:
            return f"{unit.name} is prone: stand up first"
        to = tac.step(where[0], where[1], step)[0]
        if not tac.is_tactical(to):
            return "maneuvers stay inside the Close Assault Hex"
        who = next((u for u, h in engagement.places.items() if h == to and u != uid), None)
        if who is not None and state.unit(who).side == unit.side:  # an enemy: combat
            return shove_problem(state, engagement, uid, where[1], step, to)
    return None


def shift_places(state: GameState, engagement: Engagement, uid: str,
                 steps: tuple[ManeuverStep, ...]) -> tuple[Hex, ...]:
    """The defender's free last-minute shift after ``steps``: to a free tactical hex to
    its front or directly behind (none for an attacker)."""
    where = planned_place(engagement, uid, steps)
    if uid not in defenders(state, engagement) or where is None:
        return ()
    blocked = occupied(state, engagement, uid)
    return tuple(h for h in tac.shift_hexes(*where) if h not in blocked)


def _runs_into_enemy(state: GameState, engagement: Engagement, uid: str,
                     steps: tuple[ManeuverStep, ...]) -> bool:
    """Whether the last planned step moves into an enemy's tactical hex."""
    before = planned_place(engagement, uid, steps[:-1])
    last = steps[-1]
    if before is None or last not in (ManeuverStep.FORWARD, ManeuverStep.BACKWARD):
        return False
    to = tac.step(before[0], before[1], last)[0]
    side = state.unit(uid).side
    return any(h == to and state.unit(u).side != side for u, h in engagement.places.items())


def maneuver_options(state: GameState, engagement: Engagement) -> list[Maneuver]:
    """A sample of legal maneuvers (for legal_commands): stand still, step forward, turn,
    and every free shift."""
    out: list[Maneuver] = []
    for uid in to_maneuver(state, engagement):
        out += _maneuvers_of(state, engagement, uid)
    return out


def _maneuvers_of(state: GameState, engagement: Engagement,
                  uid: str) -> list[Maneuver]:
    out: list[Maneuver] = [(uid, (), None)]
    place, facing = engagement.places.get(uid), engagement.facings[uid]
    mp = engagement.mp_left.get(uid, 0)
    unit = state.unit(uid)
    blocked = occupied(state, engagement, uid)
    if place is None:
        return out
    if unit.prone and mp >= state.rules.physical.stand_up_mp:
        out.append((uid, (ManeuverStep.STAND,), None))
    if mp >= 1:
        out += [(uid, (ManeuverStep.LEFT,), None), (uid, (ManeuverStep.RIGHT,), None)]
        ahead = neighbor(place, facing)
        if not unit.prone and tac.is_tactical(ahead) and ahead not in blocked:
            out.append((uid, (ManeuverStep.FORWARD,), None))
    if uid in defenders(state, engagement):
        out += [(uid, (), to) for to in tac.shift_hexes(place, facing) if to not in blocked]
    return out
