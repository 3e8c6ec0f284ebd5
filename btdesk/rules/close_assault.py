"""Close Assault between two units (Optional Rules Variant 0204-B, seed 000).

An attacker that ends its move in an enemy's hex starts an :class:`Engagement`; in the
Close Assault Phase (the Physical Attack Phase's slot) the attacker maneuvers, then the
defender (with its free last-minute shift), then both lock in secret tactics; the
matrix in ``close_assault.yaml`` names the result paragraph that governs the exchange.
Two exchanges a turn; units still locked stay in the hex into the next turn.

Where the seed is silent the decisions are in the docstrings below and in the issue
note; the reconstructed matrix is rules-notes §6.
"""

from __future__ import annotations

from dataclasses import replace

from btdesk.hexgrid import Arc, Hex, arc_of, distance, in_weapon_arc, neighbor
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    AmmoSpent,
    AssaultEnded,
    AssaultJoined,
    AssaultLeft,
    AssaultPlaced,
    AssaultStarted,
    CombatAnnounced,
    Event,
    FriendShoved,
    PhysicalResolved,
    ShotResolved,
    TacticLocked,
    TacticsRevealed,
    UnitStood,
)
from btdesk.model.state import (
    AssaultStep,
    Engagement,
    GameState,
    MoveMode,
    MoveRecord,
    Phase,
    Tactic,
    UnitState,
    WeaponFire,
)
from btdesk.model.tables import weight_modifier
from btdesk.model.units import UnitKind

from . import tactical as tac
from .combat import apply_groups, replace_unit
from .condition import ammo_left, mode_mp, weapon_arc, weapon_problem
from .damage import damage_mech
from .dice import Roller
from .hidden import reveal_in
from .movement import _enter_cost, displace, tactical_halves
from .physical import (
    ARMS,
    CHARGE,
    DFA,
    KICK,
    PUSH,
    Blow,
    after_blow,
    blow_modifiers,
    deal,
    direction,
    roll_blow,
    target_modifiers,
)
from .piloting import check_or_fall, eject, piloting_roll
from .tohit import MOVEMENT_KEYS, Modifier

DEFENDER_LETTERS = "abcdefg"
ATTACKER_LETTERS = "ABCDEFG"
VEHICLE_DEFENDER = "aefg"  # 0204-B Vehicles and Infantry
VEHICLE_ATTACKER = "AEFG"
MANEUVERS = "efF"  # need MP left, except e (rules-notes §6)
APPROACHES = ("enter", CHARGE, DFA)


# --- starting -------------------------------------------------------------------------------

def defenders_in(state: GameState, mover: UnitState, at: Hex) -> list[UnitState]:
    """The enemies a Close Assault move enters on: 'Mechs and vehicles (a steel wall is
    several).  Infantry in the hex take no part in the matrix: "All rules for using
    infantry are the same in this variant", so they fight by fire, at range 0 (decision);
    hidden ones are not seen at all."""
    seen = [u for u in state.units_at(at) if u.side != mover.side and u.active and not u.hidden]
    fighters = [u for u in seen if not state.definition(u).kind.is_infantry]
    if not fighters:
        raise IllegalCommand("a Close Assault is against enemy 'Mechs or vehicles; infantry "
                             "are fought by fire")
    return fighters


def _mp_in_hex(state: GameState, unit: UnitState) -> tuple[GameState, int]:
    """MP a unit has for maneuvers: what its move left (none after a jump); one caught
    before it moved stands and fights on its walking MP."""
    definition = state.definition(unit)
    if unit.moved is None:
        unit = replace(unit, moved=MoveRecord(MoveMode.STATIONARY, (), 0, 0))
        return replace_unit(state, unit), mode_mp(unit, definition, MoveMode.WALK)
    if unit.moved.mode is MoveMode.JUMP:
        return state, 0
    if unit.moved.mode is MoveMode.STATIONARY:
        return state, mode_mp(unit, definition, MoveMode.WALK)
    return state, max(0, mode_mp(unit, definition, unit.moved.mode) - unit.moved.mp_spent)


def _nearest_free(candidates: tuple[Hex, ...], taken: set[Hex], towards: Hex) -> Hex | None:
    free = [h for h in candidates if h not in taken]
    return min(free, key=lambda h: (distance(h, towards), candidates.index(h)), default=None)


def check_approach(state: GameState, unit: UnitState, mode: MoveMode, approach: str) -> None:
    if approach not in APPROACHES:
        raise IllegalCommand(f"a Close Assault move is {', '.join(APPROACHES)}")
    if state.definition(unit).kind.is_infantry:
        raise IllegalCommand("infantry Close Assaults are the multi-unit rules'")
    if (approach == DFA) != (mode is MoveMode.JUMP):
        raise IllegalCommand("death from above is a jump, and a jump into a hex is death from "
                             "above")
    if approach == DFA and state.definition(unit).kind is not UnitKind.MECH:
        raise IllegalCommand("only a 'Mech can attack by death from above")


def start(state: GameState, uid: str, approach: str, came_from: Hex,
          events: list[Event]) -> GameState:
    """Set-Up: the defender in the centre with its map facing; the attacker on the approach
    hex of the side it came through, facing the centre (a jumper is not placed).  More
    defenders (a steel wall): "he places them within the hex, as desired"; decision: on
    the ring hexes nearest the attacker, a wall in its way.  A unit entering a hex already
    fought over joins that Close Assault."""
    attacker = state.unit(uid)
    assert attacker.position is not None and attacker.moved is not None
    entry = next(d for d in range(6) if neighbor(attacker.position, d) == came_from)
    existing = next((e for e in state.assaults if e.hex == attacker.position), None)
    if existing is not None:
        return join(state, uid, approach, entry, existing, events)
    fighters = defenders_in(state, attacker, attacker.position)
    defender = fighters[0]
    state, mp_a = _mp_in_hex(state, attacker)
    places: dict[str, Hex] = {defender.uid: tac.CENTRE}
    facings = {defender.uid: defender.facing}
    mp_left = {uid: mp_a}
    if approach == DFA:
        facings[uid] = attacker.facing
    else:
        places[uid] = tac.approach_hex(entry)
        facings[uid] = (entry + 3) % 6
    for unit in fighters:
        state, mp_left[unit.uid] = _mp_in_hex(state, unit)
        if unit.uid != defender.uid:
            place = _nearest_free(tac.TACTICAL_HEXES, set(places.values()),
                                  tac.approach_hex(entry))
            assert place is not None, "a map hex holds at most seven"
            places[unit.uid], facings[unit.uid] = place, unit.facing
    engagement = Engagement(
        hex=attacker.position, attacker=uid, defender=defender.uid, entry=entry,
        approach=approach, places=places, facings=facings, mp_left=mp_left,
        step=(AssaultStep.ATTACKER_MANEUVER if approach == "enter"
              else AssaultStep.DEFENDER_MANEUVER),
        joined=tuple(u.uid for u in fighters[1:]),
    )
    if engagement.joined and approach != "enter":  # the charger has made its move
        engagement = replace(engagement, maneuvered=frozenset({uid}))
    events.append(AssaultStarted(uid, defender.uid, attacker.position, approach))
    for u in engagement.units:
        events.append(AssaultPlaced(u, places.get(u), facings[u]))
    state = replace_unit(state, replace(state.unit(uid), facing=facings[uid]))
    return replace(state, assaults=(*state.assaults, engagement))


def join(state: GameState, uid: str, approach: str, entry: int, engagement: Engagement,
         events: list[Event]) -> GameState:
    """0204-B *Multiple BattleMech Combat*: "The Attacker then places his 'Mech or 'Mechs on
    the Approach Hex or Hexes of his choosing" (decision: its own side's, else the nearest
    free one); a defender coming to help takes the free tactical hex nearest its side.
    Decision: a unit joins by entering, not by a charge or death from above."""
    if approach != "enter":
        raise IllegalCommand("a unit joins a Close Assault by entering the hex, not by a "
                             "charge or death from above")
    unit = state.unit(uid)
    on_attack = unit.side == state.unit(engagement.attacker).side
    taken = occupied(state, engagement, uid)
    candidates = tac.APPROACH_HEXES if on_attack else tac.TACTICAL_HEXES
    place = _nearest_free(candidates, taken, tac.approach_hex(entry))
    if place is None:
        raise IllegalCommand("there is no room left in that Close Assault")
    facing = (tac.side_of(place) or 0) + 3 if on_attack else unit.facing
    state, mp = _mp_in_hex(state, unit)
    done = frozenset(u for u in engagement.units if has_maneuvered(state, engagement, u))
    engagement = replace(
        engagement, joined=(*engagement.joined, uid),
        places={**engagement.places, uid: place},
        facings={**engagement.facings, uid: facing % 6},
        mp_left={**engagement.mp_left, uid: mp},
        maneuvered=engagement.maneuvered | done)
    events.append(AssaultJoined(uid, engagement.hex))
    events.append(AssaultPlaced(uid, place, facing % 6))
    state = replace_unit(state, replace(state.unit(uid), facing=facing % 6))
    return _put(state, engagement)


def placement_problem(state: GameState, uid: str) -> str | None:
    """Why ``uid`` may not be placed anew now, or None: only with more than two units (two
    are set up by the seed's own rule), before any maneuver, while no attacker has got in
    (the set-up of a new Close Assault)."""
    eng = state.engagement(uid)
    if eng is None:
        return "that unit is not in a Close Assault"
    if not eng.joined:
        return "with two units the set-up is the seed's: no choice to make"
    if (state.phase is not Phase.PHYSICAL_ATTACK or eng.step is not AssaultStep.ATTACKER_MANEUVER
            or eng.exchange != 1 or eng.maneuvered):
        return "units are placed before the maneuvers"
    if any(tac.is_tactical(eng.places[u]) for u in attackers(state, eng) if u in eng.places):
        return "an attacker has already got into the hex"
    if uid not in eng.places:
        return "a unit in the air is placed when it lands"
    return None


def placements(state: GameState, uid: str) -> tuple[Hex, ...]:
    """Where ``uid`` may be placed: a defender in a tactical hex with room, an attacker on
    an approach hex with room."""
    eng = state.engagement(uid)
    if eng is None or placement_problem(state, uid):
        return ()
    kind = tac.APPROACH_HEXES if uid in attackers(state, eng) else tac.TACTICAL_HEXES
    full = occupied(state, eng, uid)
    return tuple(h for h in kind if h not in full)


def place(state: GameState, uid: str, where: Hex, events: list[Event]) -> GameState:
    problem = placement_problem(state, uid)
    if problem:
        raise IllegalCommand(problem)
    if where not in placements(state, uid):
        raise IllegalCommand("defenders stand in the tactical hexes and attackers on the "
                             "approach hexes, one to a hex (two vehicles under 60 t)")
    eng = state.engagement(uid)
    assert eng is not None
    facing = ((tac.side_of(where) or 0) + 3) % 6 if uid in attackers(state, eng) \
        else eng.facings[uid]
    state, _ = _set_place(state, eng, uid, where, facing, events)
    return state


def _put(state: GameState, engagement: Engagement) -> GameState:
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


# --- who is who, with more than two (0204-B Multiple BattleMech Combat) ------------------------

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


def _where(engagement: Engagement, uid: str) -> Hex:
    """A unit's place; one in the air is over its approach side."""
    return engagement.places.get(uid, tac.approach_hex(engagement.entry))


def nearest_enemy(state: GameState, engagement: Engagement, uid: str) -> str:
    """The default target of a tactic: "If more than one target is available, each 'Mech
    must state which enemy 'Mech it is acting against"; unsaid, the nearest."""
    at = _where(engagement, uid)
    return min(enemies(state, engagement, uid),
               key=lambda u: (distance(at, _where(engagement, u)), engagement.units.index(u)))


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


def _maneuvered(state: GameState, engagement: Engagement, uid: str) -> Engagement:
    """``uid`` has maneuvered: the other side's turn if it has units still to move, else
    this side's, else the tactics."""
    was_attacker = uid in attackers(state, engagement)
    if not engagement.joined:
        return replace(engagement, step=AssaultStep.DEFENDER_MANEUVER if was_attacker
                       else AssaultStep.TACTICS)
    engagement = replace(engagement, maneuvered=engagement.maneuvered | {uid})
    return _next_maneuver(state, engagement, was_attacker)


def _next_maneuver(state: GameState, engagement: Engagement, was_attacker: bool) -> Engagement:
    waiting_a = [u for u in attackers(state, engagement) if u not in engagement.maneuvered]
    waiting_d = [u for u in defenders(state, engagement) if u not in engagement.maneuvered]
    order = ((waiting_d, AssaultStep.DEFENDER_MANEUVER),
             (waiting_a, AssaultStep.ATTACKER_MANEUVER))
    for waiting, step in order if was_attacker else order[::-1]:
        if waiting:
            return replace(engagement, step=step)
    return replace(engagement, step=AssaultStep.TACTICS)


def _set_place(state: GameState, engagement: Engagement, uid: str, place: Hex | None,
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
    return _put(state, engagement), engagement


# --- maneuvering ----------------------------------------------------------------------------

def maneuver(state: GameState, uid: str, steps: tuple[str, ...], shift: Hex | None,
             roller: Roller, events: list[Event]) -> GameState:
    """0204-B *Maneuvering* and *Defender's Movement*: 1 MP a hexside or tactical hex
    whatever the terrain; the defender's free shift to one of the three tactical hexes
    to its front or the one behind, never into an occupied one."""
    engagement = state.engagement(uid)
    if engagement is None:
        raise IllegalCommand("that unit is not in a Close Assault")
    role = "attacker" if uid in attackers(state, engagement) else "defender"
    wanted = (AssaultStep.ATTACKER_MANEUVER if role == "attacker"
              else AssaultStep.DEFENDER_MANEUVER)
    if engagement.step is not wanted:
        raise IllegalCommand(f"it is not the {role}'s turn to maneuver")
    if has_maneuvered(state, engagement, uid):
        raise IllegalCommand(f"{state.unit(uid).name} has maneuvered this round")
    unit = state.unit(uid)
    place = engagement.places.get(uid)
    facing = engagement.facings[uid]
    budget = engagement.mp_left.get(uid, 0)
    spent = 0
    steps = tuple(steps)
    if shift is not None:
        if role != "defender":
            raise IllegalCommand("only the defender has the free last-minute shift")
        if "S" not in steps:
            steps = (*steps, "S")
    if steps.count("S") > (1 if role == "defender" else 0):
        raise IllegalCommand("the defender shifts once, free; the attacker has no shift")
    blocked = occupied(state, engagement, uid)
    if steps and place is None:
        raise IllegalCommand(f"{unit.name} is in the air")
    for i, step in enumerate(steps):
        if step in ("L", "R"):
            facing = tac.step(place or tac.CENTRE, facing, step)[1]
            spent += 1
        elif step in ("F", "B"):
            if unit.prone:
                raise IllegalCommand(f"{unit.name} is prone: stand up first (U)")
            assert place is not None
            to = tac.step(place, facing, step)[0]
            if not tac.is_tactical(to):
                raise IllegalCommand("maneuvers stay inside the Close Assault Hex")
            enemy = next((u for u, h in engagement.places.items() if h == to
                          and state.unit(u).side != unit.side), None)
            if enemy is not None:
                # "If that Tactical Hex is blocked by an enemy unit, he announces that his
                # 'Mech is attempting the move, and that combat is occurring": the MP is
                # spent, the maneuver ends where it is, and the tactics follow.
                if i != len(steps) - 1:
                    raise IllegalCommand("a maneuver ends where it runs into an enemy")
                events.append(CombatAnnounced(uid, enemy))
                spent += 1
                if spent > budget:
                    raise IllegalCommand(f"{unit.name} has {budget} MP left and this needs "
                                         f"{spent}")
                break
            if to in blocked:
                state, engagement = _shove(state, engagement, uid, place, facing, step, to,
                                           roller, events)
                blocked = occupied(state, engagement, uid)
            place, spent = to, spent + 1
        elif step == "S":
            assert place is not None and shift is not None
            if shift not in tac.shift_hexes(place, facing) or shift in blocked:
                raise IllegalCommand("the shift goes to a free tactical hex to the front or "
                                     "directly behind")
            place = shift
        elif step == "U":
            if i != 0 or not unit.prone:
                raise IllegalCommand("U stands a prone 'Mech up, as its first step")
            spent += state.rules.physical.stand_up_mp
            if spent > budget:
                raise IllegalCommand(f"{unit.name} has {budget} MP left; standing needs {spent}")
            if not piloting_roll(state, uid, "standing up", roller, events):
                break
            state = replace_unit(state, replace(unit, prone=False))
            events.append(UnitStood(uid))
            unit = state.unit(uid)
        else:
            raise IllegalCommand(f"{step!r} is not a maneuver (F, B, L, R, U, S)")
        if spent > budget:
            raise IllegalCommand(f"{unit.name} has {budget} MP left and this needs {spent}")
    state, engagement = _set_place(state, engagement, uid, place, facing, events, spent)
    engagement = _maneuvered(state, engagement, uid)
    return _settle(_put(state, engagement), engagement.hex, roller, events)


def _shove(state: GameState, engagement: Engagement, uid: str, place: Hex, facing: int,
           step: str, to: Hex, roller: Roller,
           events: list[Event]) -> tuple[GameState, Engagement]:
    """0204-B: "A BattleMech is permitted to shove or collide with a friendly 'Mech in the
    same Assault Hex in order to carry out a maneuver. However, damage is still applied to
    both 'Mechs in the usual fashion."  Decision: the friend is shoved one tactical hex on
    in the same direction (refused if there is no room there), and both take a one-hex
    charge's damage (rules-notes §4), the friend on the side the shove comes from."""
    mover = state.unit(uid)
    friend = next((u for u, h in engagement.places.items() if h == to and u != uid), None)
    if (friend is None or state.unit(friend).side != mover.side
            or state.definition(mover).kind is not UnitKind.MECH
            or state.definition(state.unit(friend)).kind is not UnitKind.MECH):
        raise IllegalCommand("that tactical hex is occupied")
    beyond = tac.step(to, facing, step)[0]
    if not tac.is_tactical(beyond) or beyond in occupied(state, engagement, friend):
        raise IllegalCommand(f"no room to shove {state.unit(friend).name} out of the way")
    side = direction(place, to, engagement.facings[friend])
    state, engagement = _set_place(state, engagement, friend, beyond,
                                   engagement.facings[friend], events)
    events.append(FriendShoved(uid, friend, beyond))
    state = deal(state, Blow(uid, friend, CHARGE, side, (), charge_hexes=1), roller, events)
    return state, engagement


def maneuver_options(state: GameState, engagement: Engagement) -> list[tuple[str, tuple[str, ...],
                                                                             Hex | None]]:
    """A sample of legal maneuvers (for legal_commands): stand still, step forward, turn,
    and every free shift."""
    out: list[tuple[str, tuple[str, ...], Hex | None]] = []
    for uid in to_maneuver(state, engagement):
        out += _maneuvers_of(state, engagement, uid)
    return out


def _maneuvers_of(state: GameState, engagement: Engagement,
                  uid: str) -> list[tuple[str, tuple[str, ...], Hex | None]]:
    out: list[tuple[str, tuple[str, ...], Hex | None]] = [(uid, (), None)]
    place, facing = engagement.places.get(uid), engagement.facings[uid]
    mp = engagement.mp_left.get(uid, 0)
    unit = state.unit(uid)
    blocked = occupied(state, engagement, uid)
    if place is None:
        return out
    if unit.prone and mp >= state.rules.physical.stand_up_mp:
        out.append((uid, ("U",), None))
    if mp >= 1:
        out += [(uid, ("L",), None), (uid, ("R",), None)]
        ahead = neighbor(place, facing)
        if not unit.prone and tac.is_tactical(ahead) and ahead not in blocked:
            out.append((uid, ("F",), None))
    if uid in defenders(state, engagement):
        out += [(uid, (), to) for to in tac.shift_hexes(place, facing) if to not in blocked]
    return out


# --- tactics --------------------------------------------------------------------------------

def allowed_letters(state: GameState, engagement: Engagement, uid: str) -> str:
    """Every restriction in the seed's *Tactical Decision* and *Vehicles* paragraphs."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    defender = uid in defenders(state, engagement)
    letters = DEFENDER_LETTERS if defender else ATTACKER_LETTERS
    if not defender:
        # "units executing Charge or Death From Above maneuvers may only choose
        # Advance-collision"; collision is what a charge or DFA ends in, so no one else.
        charged = uid == engagement.attacker and engagement.approach != "enter"
        letters = "E" if charged else letters.replace("E", "")
    if definition.kind is UnitKind.VEHICLE:
        letters = "".join(c for c in letters if c in VEHICLE_DEFENDER + VEHICLE_ATTACKER)
    if engagement.mp_left.get(uid, 0) < 1:
        letters = "".join(c for c in letters if c not in "fF")
    if unit.prone:
        letters = "".join(c for c in letters if c in "agAGE")
    lost = unit.lost
    if {"LA", "RA"} <= lost:
        letters = letters.replace("b", "").replace("B", "").replace("D", "")
    if {"LL", "RL"} & lost:
        letters = letters.replace("c", "").replace("C", "")
    if all(state.definition(state.unit(u)).kind is not UnitKind.MECH
           for u in enemies(state, engagement, uid)):
        letters = letters.replace("D", "")  # only a 'Mech can be pushed
    return letters


def fired_out(state: GameState, uid: str) -> bool:
    """0204-B *Fire From Inside the Hex*: an engaged unit that fired at a target outside
    its hex this turn "may take no action, offensive or defensive, during the Close
    Assault Phase of that turn"."""
    declaration = state.declaration(uid)
    return declaration is not None and declaration.target is not None and bool(
        declaration.weapons)


def idle(state: GameState, uid: str) -> bool:
    """Decides nothing in this Close Assault Phase: an unconscious MechWarrior, or a unit
    that fired out of the hex."""
    return not state.unit(uid).can_act or fired_out(state, uid)


def _settle(state: GameState, at: Hex, roller: Roller, events: list[Event]) -> GameState:
    """Carry one engagement on as far as it goes without a player: an idle unit's
    maneuver passes, its tactic is locked for it (it stands and fires nothing), and once
    both tactics are locked the exchange is resolved."""
    while (eng := next((e for e in state.assaults if e.hex == at), None)) is not None:
        movers = to_maneuver(state, eng)
        maneuvering = eng.step in (AssaultStep.ATTACKER_MANEUVER,
                                   AssaultStep.DEFENDER_MANEUVER)
        if maneuvering and not movers:  # no one left on this side: the other, or tactics
            state = _put(state, _next_maneuver(
                state, eng, eng.step is AssaultStep.ATTACKER_MANEUVER))
        elif maneuvering and all(idle(state, u) for u in movers):
            state = _put(state, _maneuvered(state, eng, movers[0]))
        elif eng.step is AssaultStep.TACTICS and (waiting := [
                u for u in eng.units if eng.tactic(u) is None and idle(state, u)]):
            uid = waiting[0]
            letter = "a" if uid in defenders(state, eng) else (
                "E" if uid == eng.attacker and eng.approach != "enter" else "A")
            tactic = Tactic(uid, letter, nearest_enemy(state, eng, uid), weapons=())
            events.append(TacticLocked(uid, tactic))
            state = _put(state, replace(eng, tactics=(*eng.tactics, tactic)))
        elif eng.step is AssaultStep.TACTICS and len(eng.tactics) == len(eng.units):
            state = resolve(state, eng, roller, events)
        else:
            break
    return state


def choose(state: GameState, tactic: Tactic, roller: Roller, events: list[Event]) -> GameState:
    engagement = state.engagement(tactic.unit)
    if engagement is None:
        raise IllegalCommand("that unit is not in a Close Assault")
    if engagement.step is not AssaultStep.TACTICS:
        raise IllegalCommand("tactics are chosen after the maneuvers")
    if engagement.tactic(tactic.unit) is not None:
        raise IllegalCommand("that unit's tactic is locked in")
    if idle(state, tactic.unit):
        raise IllegalCommand("an unconscious MechWarrior, or a unit that fired out of the "
                             "hex this turn, decides nothing")
    letters = allowed_letters(state, engagement, tactic.unit)
    if tactic.letter not in letters:
        raise IllegalCommand(f"{state.unit(tactic.unit).name} may choose "
                             f"{', '.join(letters)} now")
    if tactic.target is not None and tactic.target not in enemies(state, engagement,
                                                                    tactic.unit):
        raise IllegalCommand("the target is an enemy in this Close Assault")
    target = tactic.target or nearest_enemy(state, engagement, tactic.unit)
    if tactic.letter in "dD" and state.definition(state.unit(target)).kind is not UnitKind.MECH:
        raise IllegalCommand("only a 'Mech can be pushed")
    tactic = replace(tactic, target=target)
    _check_choices(state, engagement, tactic)
    events.append(TacticLocked(tactic.unit, tactic))
    engagement = replace(engagement, tactics=(*engagement.tactics, tactic))
    return _settle(_put(state, engagement), engagement.hex, roller, events)


def _check_choices(state: GameState, engagement: Engagement, tactic: Tactic) -> None:
    if tactic.facing is not None and not 0 <= tactic.facing <= 5:
        raise IllegalCommand("a facing is 0 (north) to 5 (north-west)")
    if tactic.limb is not None and tactic.limb not in ("LA", "RA", "LL", "RL"):
        raise IllegalCommand("a limb is LA, RA, LL or RL")
    if tactic.move_to is None:
        return
    if tactic.letter not in MANEUVERS:
        raise IllegalCommand("only avoid, flee and break off move the unit")
    if tactic.move_to not in destinations(state, engagement, tactic.unit, tactic.letter):
        raise IllegalCommand("avoid and flee go to a free adjacent tactical hex (flight ends "
                             "on a side of the Close Assault Hex); breaking off ends on an "
                             "approach hex within two tactical hexes")


def destinations(state: GameState, engagement: Engagement, uid: str,
                 letter: str) -> tuple[Hex, ...]:
    """Where an avoiding (e), fleeing (f) or breaking-off (F) unit may say it goes; empty
    for the other tactics, which move no one by choice."""
    if letter == "F":
        return tac.approaches_near(_break_off_from(engagement, uid), 2)
    place = engagement.places.get(uid)
    if letter not in "ef" or place is None:
        return ()
    blocked = occupied(state, engagement, uid)
    return tuple(h for h in tac.TACTICAL_HEXES
                 if h not in blocked and distance(place, h) <= 1
                 and (letter == "e" or h != tac.CENTRE))


def _break_off_from(engagement: Engagement, uid: str) -> Hex:
    """The tactical hex a breaking-off attacker advances onto: its own, or the one in
    front of its approach hex."""
    place = engagement.places.get(uid)
    if place is not None and tac.is_tactical(place):
        return place
    side = tac.side_of(place) if place is not None else None
    return tac.ring_hex(engagement.entry if side is None else side)


def tactic_options(state: GameState, engagement: Engagement, uid: str) -> list[Tactic]:
    """Every legal letter, once per enemy it may name."""
    out = []
    for letter in allowed_letters(state, engagement, uid):
        for target in enemies(state, engagement, uid):
            if letter in "dD" and state.definition(state.unit(target)).kind is not UnitKind.MECH:
                continue  # only a 'Mech can be pushed
            out.append(Tactic(uid, letter, target))
    return out


# --- resolution -----------------------------------------------------------------------------

class _Exchange:
    """One exchange being resolved: the engagement as it moves, and its events."""

    def __init__(self, state: GameState, engagement: Engagement, roller: Roller,
                 events: list[Event]) -> None:
        self.state, self.eng, self.roller, self.events = state, engagement, roller, events
        # The pair whose tactics are being compared (0204-B with more than two units:
        # each attacker against its target, each defender against its own).
        self.attacker, self.defender = engagement.attacker, engagement.defender

    def place(self, uid: str) -> Hex:
        """Where a unit stands in the Close Assault Hex; one jumping in is over its
        approach side."""
        return self.eng.places.get(uid, tac.approach_hex(self.eng.entry))

    def move(self, uid: str, place: Hex | None, facing: int | None = None) -> None:
        f = self.eng.facings[uid] if facing is None else facing
        self.state, self.eng = _set_place(self.state, self.eng, uid, place, f, self.events)

    def adjacent(self, a: str, b: str) -> bool:
        return distance(self.place(a), self.place(b)) == 1

    def blow(self, attacker: str, target: str, attack: str,
             extra: tuple[Modifier, ...] = (), stationary: bool = False) -> Blow:
        a, t = self.state.unit(attacker), self.state.unit(target)
        facing = self.eng.facings[target]
        if attack == PUSH:  # 0204-B result 5: "a base To-Hit number of 4+"
            base = self.state.rules.close_assault.numbers.push_base
            mods = (Modifier("Push (0204-B base)", base),
                    *target_modifiers(self.state, t, target_moved=not stationary), *extra)
        else:
            mods = blow_modifiers(self.state, a, t, attack, adjacent=True,
                                  target_moved=not stationary, extra=extra)
        # A charge lands in the turn it was made: the move is still the attacker's record.
        hexes = a.moved.hexes if a.moved is not None else 0
        return Blow(attacker, target, attack, direction(self.place(attacker), self.place(target),
                                                        facing), mods, charge_hexes=hexes)

    def strike(self, attacker: str, target: str, attack: str, extra: tuple[Modifier, ...] = (),
               stationary: bool = False, reach: bool | None = None) -> bool:
        blow = self.blow(attacker, target, attack, extra, stationary)
        if reach is None:
            reach = attack in (CHARGE, DFA) or self.adjacent(attacker, target)
        hit = roll_blow(self.state, blow, self.roller, self.events, reach)
        if hit:
            self.state = deal(self.state, blow, self.roller, self.events)
        self.state = after_blow(self.state, blow, hit, self.roller, self.events)
        return hit

    def punches(self, attacker: str, target: str, tactic: Tactic,
                extra: tuple[Modifier, ...] = (), arms: tuple[str, ...] = ARMS,
                stationary: bool = False) -> None:
        unit = self.state.unit(attacker)
        chosen = (tactic.limb,) if tactic.limb in ARMS else arms
        for arm in chosen:
            if arm in arms and arm not in unit.lost:
                reach = self.adjacent(attacker, target) and self._arm_reaches(attacker, target,
                                                                               arm)
                self.strike(attacker, target, arm, extra, stationary, reach)

    def _arm_reaches(self, attacker: str, target: str, arm: str) -> bool:
        where = arc_of(self.place(attacker), self.place(target), self.eng.facings[attacker])
        return where in (Arc.FRONT, Arc.LEFT if arm == "LA" else Arc.RIGHT)

    def kick(self, attacker: str, target: str, extra: tuple[Modifier, ...] = (),
             stationary: bool = False) -> None:
        in_front = arc_of(self.place(attacker), self.place(target),
                          self.eng.facings[attacker]) is Arc.FRONT
        self.strike(attacker, target, KICK, extra, stationary,
                    reach=self.adjacent(attacker, target) and in_front)

    def fire(self, attacker: str, target: str, tactic: Tactic, extra: tuple[Modifier, ...] = (),
             stationary: bool = False, bearing_from: Hex | None = None) -> None:
        """0204-B result 1: "LRM fire is not permitted. All other fire is resolved as for a
        range of 1", at 1 or 2 tactical hexes, with weapons not fired this turn."""
        state = self.state
        unit, enemy = state.unit(attacker), state.unit(target)
        definition = state.definition(unit)
        am = state.rules.attack_modifiers
        at, there = self.place(attacker), bearing_from or self.place(target)
        # Attackers kept on approach hexes "may target any enemy unit in the Close Assault
        # Hex"; inside it, fire reaches 1 or 2 tactical hexes.
        if distance(at, there) > state.rules.close_assault.numbers.fire_reach and not (
                tac.is_approach(at) and attacker in attackers(state, self.eng)):
            return
        declared = state.declaration(attacker)
        fired = {f.weapon for f in declared.weapons} if declared else set()
        fired |= {w for u, w in self.eng.fired if u == attacker}
        instances = definition.weapon_instances()
        wanted = tactic.weapons if tactic.weapons is not None else range(len(instances))
        for index in wanted:
            if not 0 <= index < len(instances) or index in fired:
                continue
            weapon = instances[index]
            if weapon.name.startswith("LRM") or weapon_problem(unit, definition, index):
                continue
            left = ammo_left(unit, definition, weapon)
            if left is not None and left < 1:
                continue
            if not in_weapon_arc(weapon_arc(state, definition, weapon), at,
                                 self.eng.facings[attacker], there):
                continue
            mode = unit.moved.mode if unit.moved is not None else MoveMode.STATIONARY
            mods = [Modifier("Gunnery", definition.crew.gunnery),
                    Modifier("Range 1 (short)", am.range_brackets[0]),
                    Modifier(f"Attacker {mode.name_for(definition.kind)}",
                             am.attacker_movement[MOVEMENT_KEYS[mode]]),
                    *target_modifiers(state, enemy, adjacent=distance(at, there) <= 1,
                                      target_moved=not stationary)]
            number = sum(m.value for m in (*mods, *extra))
            self.eng = replace(self.eng, fired=self.eng.fired | {(attacker, index)})
            if left is not None:
                used = unit.ammo_used.get(weapon.name, 0) + 1
                unit = replace(unit, ammo_used={**unit.ammo_used, weapon.name: used})
                self.events.append(AmmoSpent(attacker, weapon.name, 1))
                self.state = replace_unit(self.state, unit)
            roll = self.roller.total(2, f"to-hit: {unit.name}'s {weapon.name} at {enemy.name} "
                                        f"(needs {number})")
            hit = roll >= number and number <= 12
            self.events.append(ShotResolved(attacker, target, index, number, roll, hit))
            if hit:
                damaged = apply_groups(self.state, unit, self.state.unit(target), weapon,
                                       WeaponFire(index), [weapon.damage_at(0)], self.roller,
                                       self.events)
                self.state = replace_unit(self.state, damaged)
            unit = self.state.unit(attacker)
        self.state = _put(self.state, self.eng)

    def act(self, uid: str, tactic: Tactic, extra: tuple[Modifier, ...] = (),
            stationary: bool = False) -> None:
        """Carry out a fire, punch or kick tactic (the others are the results' own), at the
        other unit of the pair if that is the tactic's target (else in its own pair)."""
        target = self.defender if uid == self.attacker else self.attacker
        if tactic.target is not None and tactic.target != target:
            return
        letter = tactic.letter.lower()
        if letter == "a":
            self.fire(uid, target, tactic, extra, stationary)
        elif letter == "b":
            self.punches(uid, target, tactic, extra, stationary=stationary)
        elif letter == "c":
            self.kick(uid, target, extra, stationary)

    def leave(self, uid: str, side: int, facing: int | None = None) -> bool:
        """Out of the Close Assault Hex through ``side`` onto the neighbouring map hex."""
        before = self.state
        self.state = displace(self.state, uid, neighbor(self.eng.hex, side), self.events, facing)
        return self.state is not before


def avoid_modifiers(state: GameState, defender: UnitState) -> tuple[Modifier, ...]:
    """0204-B result 3: "For every Piloting Skill Level below 4, the Defender may add one
    to the Attacker's To Hit Number" and +1 at 50 t or less, +2 at 20 t or less."""
    numbers = state.rules.close_assault.numbers
    definition = state.definition(defender)
    out = []
    below = numbers.avoid_piloting_below - definition.crew.piloting
    if below > 0:
        out.append(Modifier("Defender avoiding: Piloting below 4", below))
    weight = weight_modifier(numbers.avoid_weight, definition.tons or 0)
    if weight:
        out.append(Modifier(f"Defender avoiding: {definition.tons} t", weight))
    return tuple(out)


def flee_modifiers(state: GameState, defender: UnitState) -> tuple[tuple[str, int], ...]:
    """0204-B result 4: +1 heavier than 50 t, +2 at 80 t or more."""
    tons = state.definition(defender).tons or 0
    weight = weight_modifier(state.rules.close_assault.numbers.flee_weight, tons)
    return ((f"Fleeing at {tons} t", weight),) if weight else ()


def _free_near(x: _Exchange, uid: str, wanted: Hex | None, ring_only: bool) -> Hex | None:
    place = x.place(uid)
    blocked = occupied(x.state, x.eng, uid)
    if wanted is not None and wanted not in blocked:
        return wanted
    for h in (place, *tac.TACTICAL_HEXES):
        if distance(h, place) <= 1 and h not in blocked and (not ring_only or h != tac.CENTRE):
            return h
    return None


def resolve(state: GameState, engagement: Engagement, roller: Roller,
            events: list[Event]) -> GameState:
    """Reveal every tactic, look up each pair's result and carry it out.  A pair is an
    attacker and the defender it acts against, or a defender and the attacker it acts
    against; "All combat is considered to be simultaneous" and "the order of combat can be
    carried out in any manner agreed upon": btdesk takes the attackers' pairs in the order
    they joined, then the defenders'.  Each unit's own fire, punches and kicks go only at
    its own target; a pair one of whose units has left the hex or is out is skipped."""
    locked = {t.unit: t for t in engagement.tactics}
    pairs: list[tuple[str, str]] = []
    for a in attackers(state, engagement):
        target = locked[a].target or nearest_enemy(state, engagement, a)
        pairs.append((target, a))
    for d in defenders(state, engagement):
        target = locked[d].target or nearest_enemy(state, engagement, d)
        if (d, target) not in pairs:
            pairs.append((d, target))
    matrix = state.rules.close_assault
    state = reveal_in(state, engagement.hex, "combat began in its hex", events)
    x = _Exchange(state, engagement, roller, events)
    for d_uid, a_uid in pairs:
        if any(not x.state.unit(u).active or x.state.unit(u).position != engagement.hex
               for u in (d_uid, a_uid)):
            continue
        d_tac, a_tac = locked[d_uid], locked[a_uid]
        result = matrix.result(d_tac.letter, a_tac.letter)
        events.append(TacticsRevealed(d_uid, a_uid, d_tac.letter, a_tac.letter, result,
                                      matrix.result_names[result]))
        x.attacker, x.defender = a_uid, d_uid
        {1: _exchange, 2: _block, 3: _avoid, 4: _flee, 5: _push, 6: _collision, 7: _break_off,
         8: _eject}[result](x, d_tac, a_tac)
    return _after_exchange(x)


def _exchange(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """1: both sides' fire, punches and kicks, simultaneous; blows only between adjacent
    tactical hexes."""
    x.act(x.attacker, a)
    x.act(x.defender, d)


def _block(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """2: a Piloting roll; success halves each blow (rounded up) onto the blocking limb and
    gives the striker a quarter (rounded up) on its striking limb; failure lets the blow
    land as usual.  Fire is not blocked."""
    attacker, defender = x.attacker, x.defender
    if a.letter == "A":
        x.act(attacker, a)
        return
    limbs = ARMS if a.letter == "B" else ("LL", "RL")
    unit = x.state.unit(defender)
    if a.letter == "B" and set(ARMS) & unit.lost:
        x.act(attacker, a)  # "must have all of its arm actuators intact"
        return
    if not x.adjacent(attacker, defender) or not piloting_roll(x.state, defender, "block",
                                                                 x.roller, x.events):
        x.act(attacker, a)
        return
    numbers = x.state.rules.close_assault.numbers
    blows = ([arm for arm in ((a.limb,) if a.limb in ARMS else ARMS)
              if arm not in x.state.unit(attacker).lost and x._arm_reaches(attacker, defender, arm)]
             if a.letter == "B" else [KICK])
    for attack in blows:
        blow = x.blow(attacker, defender, attack)
        full = x.state.rules.physical.attacks["punch" if attack in ARMS else KICK].damage(
            x.state.definition(x.state.unit(attacker)).tons or 0)
        side = blow.direction
        if side in (Arc.LEFT, Arc.RIGHT):
            limb = limbs[0] if side is Arc.LEFT else limbs[1]
        elif d.limb in limbs:
            limb = d.limb
        else:
            limb = limbs[0] if limbs[0] not in unit.lost else limbs[1]
        x.events.append(_blocked_event(blow))
        striking = attack if attack in ARMS else "RL"
        for uid, location, divisor in ((defender, limb, numbers.block_divisor),
                                       (attacker, striking, numbers.block_striker_divisor)):
            x.state = replace_unit(x.state, damage_mech(x.state, x.state.unit(uid), location,
                                                        -(-full // divisor), x.events))


def _blocked_event(blow: Blow) -> Event:
    return PhysicalResolved(blow.attacker, blow.target, blow.attack, blow.to_hit, None, True,
                            (("Blocked", 0),))


def _charge_through(x: _Exchange) -> None:
    """A charge that missed: "The Attacker continues moving in a straight line through the
    Close Assault Hex, exiting through the opposite side", or stops in the tactical hex
    opposite its entry when it lacks the MP (or the hex beyond is blocked)."""
    attacker = x.attacker
    far = (x.eng.entry + 3) % 6
    beyond = neighbor(x.eng.hex, far)
    definition = x.state.definition(x.state.unit(attacker))
    cost = _enter_cost(x.state, definition, beyond) if x.state.board.contains(beyond) else 1
    if cost is not None and x.eng.mp_left.get(attacker, 0) >= cost and x.leave(attacker, far, far):
        return
    x.move(attacker, _free_near_hex(x, attacker, tac.ring_hex(far)))
    x.state = check_or_fall(x.state, attacker, "avoided", x.roller, x.events)


def _free_near_hex(x: _Exchange, uid: str, wanted: Hex) -> Hex:
    blocked = occupied(x.state, x.eng, uid)
    if wanted not in blocked:
        return wanted
    return next(h for h in tac.TACTICAL_HEXES if h not in blocked)


def _avoid(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """3: the avoid modifiers on the attacker's to-hit; an avoided push leaves the attacker
    in the centre, an avoided charge goes on through, an avoided death from above lands
    in the hex the defender left."""
    attacker, defender = x.attacker, x.defender
    extra = avoid_modifiers(x.state, x.state.unit(defender))
    if a.letter in "ABC":
        x.act(attacker, a, extra)
        return
    hit = x.strike(attacker, defender, PUSH if a.letter == "D" else x.eng.approach, extra)
    if a.letter == "D":
        if hit:
            _push_out(x)
        return
    if hit:
        _place_after_collision(x)
        return
    vacated = x.place(defender)
    x.move(defender, _free_near(x, defender, d.move_to, False) or vacated, d.facing)
    if x.eng.approach == CHARGE:
        _charge_through(x)
    else:  # death from above: lands where the defender stood
        x.move(attacker, _free_near_hex(x, attacker, vacated))
        x.state = check_or_fall(x.state, attacker, "avoided", x.roller, x.events)


def _push_out(x: _Exchange) -> None:
    """A push that lands: the defender leaves through the hexside nearest its tactical hex
    (from the centre: straight on from the attacker); the attacker stays."""
    attacker, defender = x.attacker, x.defender
    a_at, d_at = x.place(attacker), x.place(defender)
    straight = next((k for k in range(6) if neighbor(a_at, k) == d_at), x.eng.facings[attacker])
    x.leave(defender, tac.exit_side(d_at, straight))


def _place_after_collision(x: _Exchange) -> None:
    """After a charge or death from above lands both stay in the hex; the attacker stands
    in the tactical hex on its entry side (or the nearest free one)."""
    attacker = x.attacker
    x.move(attacker, _free_near_hex(x, attacker, tac.ring_hex(x.eng.entry)))


def _flee(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """4: a Piloting roll (+1 above 50 t, +2 at 80 t); on success the defender goes to a
    tactical hex on a side, faces as it chose, takes what the attacker planned, and
    leaves the Close Assault Hex through that side."""
    attacker, defender = x.attacker, x.defender
    if not piloting_roll(x.state, defender, "flee", x.roller, x.events,
                         flee_modifiers(x.state, x.state.unit(defender))):
        if a.letter in "ABC":
            x.act(attacker, a)
        elif a.letter == "D":
            if x.strike(attacker, defender, PUSH):
                _push_out(x)
        else:
            if x.strike(attacker, defender, x.eng.approach):
                _place_after_collision(x)
        return
    to = _free_near(x, defender, d.move_to, True)
    if to is not None:
        x.move(defender, to, d.facing)
    if a.letter == "A":
        x.act(attacker, a)
    elif a.letter in "BCD":
        facing = x.eng.facings[attacker]
        if tac.CENTRE not in occupied(x.state, x.eng, attacker):
            x.move(attacker, tac.CENTRE, facing)
        at, there = x.place(attacker), x.place(defender)
        if a.letter == "C":
            x.strike(attacker, defender, KICK, reach=neighbor(at, facing) == there)
        elif a.letter == "B":
            arms = tuple(arm for arm, k in (("LA", -1), ("LA", 0), ("RA", 0), ("RA", 1))
                         if neighbor(at, (facing + k) % 6) == there)
            x.punches(attacker, defender, a, arms=arms)
        elif x.strike(attacker, defender, PUSH):
            _push_out(x)
            return
    else:  # a charge or death from above finds the defender gone
        x.strike(attacker, defender, x.eng.approach, reach=False)
        if x.eng.approach == CHARGE:
            _charge_through(x)
        else:
            x.move(attacker, _free_near_hex(x, attacker, tac.CENTRE))
            x.state = check_or_fall(x.state, attacker, "avoided", x.roller, x.events)
    d_unit = x.state.unit(defender)
    if d_unit.active and d_unit.position == x.eng.hex:
        x.leave(defender, tac.exit_side(x.place(defender), x.eng.facings[defender]))


def _push(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """5: the defender's fire, punch or kick, and the push at base 4+."""
    x.act(x.defender, d)
    if x.strike(x.attacker, x.defender, PUSH):
        _push_out(x)


def _collision(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """6: a charge takes the defender's fire, punches and kicks first and lands unless the
    attacker is crippled (destroyed, fallen or unconscious); against death from above
    the defender may only fire, with weapons bearing on the attacker's approach, and the
    attacker strikes even if destroyed in the air."""
    attacker, defender = x.attacker, x.defender
    if x.eng.approach == DFA:
        if d.letter == "a":
            x.fire(defender, attacker, d, bearing_from=tac.approach_hex(x.eng.entry))
        if x.strike(attacker, defender, DFA):
            _place_after_collision(x)
        else:
            x.move(attacker, _free_near_hex(x, attacker, tac.ring_hex(x.eng.entry)))
        return
    x.act(defender, d)
    a_unit = x.state.unit(attacker)
    if a_unit.destroyed or a_unit.prone or a_unit.unconscious:
        return
    x.strike(attacker, defender, CHARGE)
    _place_after_collision(x)


def _break_off(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """7: the attacker advances onto a tactical hex and rolls Piloting; failure leaves it
    to the defender's fire and blows; success puts it on an approach hex within two
    tactical hexes, its facing kept, and out onto the map through that side."""
    attacker, defender = x.attacker, x.defender
    if a.letter == "F":
        onto = _break_off_from(x.eng, x.attacker)
        if onto not in occupied(x.state, x.eng, attacker):
            x.move(attacker, onto)
        if piloting_roll(x.state, attacker, "break off", x.roller, x.events):
            options = tac.approaches_near(x.place(attacker), 2)
            to = a.move_to if a.move_to in options else min(
                options, key=lambda h: distance(h, tac.approach_hex(x.eng.entry)))
            side = tac.side_of(to)
            assert side is not None
            x.move(attacker, to)
            if not x.leave(attacker, side):
                x.act(defender, d)
        else:
            x.act(defender, d)
    else:  # the defender's own maneuver in this column: nothing to break off from
        x.act(attacker, a)
    if d.letter == "f" and x.state.unit(defender).position == x.eng.hex and piloting_roll(
            x.state, defender, "flee", x.roller, x.events,
            flee_modifiers(x.state, x.state.unit(defender))):
        fled_to = _free_near(x, defender, d.move_to, True)
        if fled_to is not None:
            x.move(defender, fled_to, d.facing)
            x.leave(defender, tac.exit_side(fled_to, x.eng.facings[defender]))


def _eject(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """8: ejection comes before the other side's attacks, which are still carried out as
    planned against a stationary target."""
    attacker, defender = x.attacker, x.defender
    ejecting = [u for u, t in ((defender, d), (attacker, a)) if t.letter in "gG"]
    for uid in ejecting:
        x.state = eject(x.state, uid, x.roller, x.events)
    for uid, tactic in ((attacker, a), (defender, d)):
        if uid in ejecting:
            continue
        target = defender if uid == attacker else attacker
        if tactic.letter in "abcABC":
            x.act(uid, tactic, stationary=True)
        elif tactic.letter == "D" and x.strike(uid, target, PUSH, stationary=True):
            _push_out(x)
        elif tactic.letter == "E":
            x.strike(uid, target, x.eng.approach, stationary=True)


def _after_exchange(x: _Exchange) -> GameState:
    """Continuing the Battle: over if either unit left the hex or is out; else another
    exchange, or locked into the next turn after the second."""
    state, eng = x.state, x.eng
    left = _without_gone(state, eng, x.events, "out of the Close Assault")
    if left is None:
        return end(state, eng)
    eng = left
    per_turn = state.rules.close_assault.numbers.exchanges_per_turn
    eng = replace(eng, tactics=(), approach="enter", exchange=eng.exchange + 1,
                  step=AssaultStep.TACTICS)
    if eng.exchange > per_turn:
        eng = replace(eng, step=AssaultStep.DONE)
    return _put(state, eng)


def end(state: GameState, engagement: Engagement) -> GameState:
    """Both back on the map with the facings they have (already their map facings)."""
    return replace(state, assaults=tuple(e for e in state.assaults if e.hex != engagement.hex))


def prune(state: GameState, events: list[Event]) -> GameState:
    """Units destroyed or gone from the hex outside the phase (weapon fire, a referee's
    placement, an attacker that never got in moving on) leave their assault; it ends
    when a side has no one left."""
    for eng in state.assaults:
        left = _without_gone(state, eng, events, "is out of the Close Assault")
        state = end(state, eng) if left is None else _put(state, left)
    return state


def _without_gone(state: GameState, eng: Engagement, events: list[Event],
                  why: str) -> Engagement | None:
    """The engagement without its units that are out or outside the hex; None (with the
    event that ends it) when a side has no one left.  A side's first unit stands in for
    one gone as ``attacker`` or ``defender``."""
    gone = [u for u in eng.units
            if not state.unit(u).active or state.unit(u).position != eng.hex]
    if not gone:
        return eng
    names = ", ".join(state.unit(u).name for u in gone)
    kept_a = [u for u in attackers(state, eng) if u not in gone]
    kept_d = [u for u in defenders(state, eng) if u not in gone]
    if not kept_a or not kept_d:
        events.append(AssaultEnded(eng.hex, f"{names} {why}"))
        return None
    events.append(AssaultLeft(eng.hex, tuple(gone)))
    attacker = eng.attacker if eng.attacker in kept_a else kept_a[0]
    defender = eng.defender if eng.defender in kept_d else kept_d[0]
    return replace(
        eng, attacker=attacker, defender=defender,
        approach=eng.approach if attacker == eng.attacker else "enter",
        joined=tuple(u for u in eng.units if u not in gone and u not in (attacker, defender)),
        places={u: h for u, h in eng.places.items() if u not in gone},
        facings={u: f for u, f in eng.facings.items() if u not in gone},
        mp_left={u: m for u, m in eng.mp_left.items() if u not in gone},
        tactics=tuple(t for t in eng.tactics if t.unit not in gone),
        maneuvered=eng.maneuvered - set(gone))


def new_turn(state: GameState, events: list[Event], roller: Roller) -> GameState:
    """Locked units stayed where they were through the movement phase: the next Close
    Assault Phase starts with maneuvers on their walking MP.  Units idle this phase
    (unconscious, or fired out of the hex) are settled for at once."""
    assaults = []
    for eng in state.assaults:
        if eng.step is AssaultStep.DONE:
            mp = {u: mode_mp(state.unit(u), state.definition(state.unit(u)), MoveMode.WALK)
                  for u in eng.units}
            eng = replace(eng, step=AssaultStep.ATTACKER_MANEUVER, exchange=1, mp_left=mp,
                          fired=frozenset(), maneuvered=frozenset())
        assaults.append(eng)
    state = replace(state, assaults=tuple(assaults))
    for eng in assaults:
        state = _settle(state, eng.hex, roller, events)
    return state


def release(state: GameState, uid: str, events: list[Event]) -> GameState:
    """``uid`` leaves its Close Assault (moving on): it goes on without it, or ends."""
    eng = state.engagement(uid)
    if eng is None:
        return state
    away = replace_unit(state, replace(state.unit(uid), position=None))
    left = _without_gone(away, eng, events, "moves on")
    return end(state, eng) if left is None else _put(state, left)


def never_got_in(state: GameState, uid: str) -> bool:
    """ "Attacking 'Mechs which have not gained entry to a Close Assault Hex are free to
    move on without making extra Piloting Skill Rolls or Tactical Decisions during the next
    Movement Phase": an attacker still on an approach hex of a Close Assault from an
    earlier turn."""
    eng = state.engagement(uid)
    if eng is None or eng.step is not AssaultStep.DONE:
        return False
    place = eng.places.get(uid)
    return uid in attackers(state, eng) and place is not None and tac.is_approach(place)


def pending(state: GameState) -> bool:
    return any(e.step is not AssaultStep.DONE for e in state.assaults)


def secret_choosers(state: GameState) -> tuple[str, ...]:
    """The sides that still have a secret tactic to lock in, in the scenario's side order:
    a hot-seat screen hands the computer to each in turn before it chooses."""
    waiting = {state.unit(uid).side for e in state.assaults if e.step is AssaultStep.TACTICS
               for uid in e.units if e.tactic(uid) is None and not idle(state, uid)}
    return tuple(s.key for s in state.sides if s.key in waiting)
