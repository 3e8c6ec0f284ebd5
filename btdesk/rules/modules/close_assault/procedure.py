"""The Close Assault procedure (Optional Rules Variant 0204-B, seed 000).

An attacker that ends its move in an enemy's hex starts an :class:`Engagement` (more
units entering join it); in the Close Assault Phase (the Physical Attack Phase's slot)
the units are placed, the attackers and defenders maneuver a unit at a time (the
defenders with their free last-minute shift), then every unit locks in a secret tactic
against a named enemy; :mod:`btdesk.rules.modules.close_assault.results` carries out the result
paragraphs.  Two exchanges a turn; units still locked stay in the hex into the next turn.

Where the seed is silent the decisions are in the docstrings below; the reconstructed
matrix is rules-notes §6."""

from __future__ import annotations

from btdesk.hexgrid import Arc, Hex, arc_of, distance, neighbor
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    AssaultJoined,
    AssaultPlaced,
    AssaultStarted,
    CombatAnnounced,
    Event,
    FriendShoved,
    TacticLocked,
    UnitStood,
)
from btdesk.model.frozen import replace
from btdesk.model.state import (
    CLOSE_ASSAULT,
    AssaultStep,
    Engagement,
    GameState,
    MoveMode,
    MoveRecord,
    Phase,
    Tactic,
    UnitState,
)
from btdesk.model.units import UnitKind
from btdesk.model.vocab import Approach, ManeuverStep, MoveStep, PhysicalAttack, TacticLetter
from btdesk.rules.core import tactical as tac
from btdesk.rules.core.condition import mode_mp
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.physical import CHARGE, Blow, deal, direction, fired_locations, free_arms
from btdesk.rules.core.piloting import piloting_roll
from btdesk.rules.dice import Roller
from btdesk.rules.modules.close_assault.hexes import (
    attackers,
    break_off_from,
    defenders,
    end,
    enemies,
    nearest_enemy,
    occupied,
    put,
    set_place,
    without_gone,
)
from btdesk.rules.modules.close_assault.maneuvers import (
    has_maneuvered,
    maneuvered,
    next_maneuver,
    shove_problem,
    to_maneuver,
)
from btdesk.rules.modules.close_assault.results import resolve

DEFENDER_LETTERS = "abcdefg"


ATTACKER_LETTERS = "ABCDEFG"


VEHICLE_DEFENDER = "aefg"  # 0204-B Vehicles and Infantry


VEHICLE_ATTACKER = "AEFG"


MANEUVERS = "efF"  # need MP left, except e (rules-notes §6)


APPROACHES = (Approach.ENTER, Approach.CHARGE, Approach.DEATH_FROM_ABOVE)


NO_FIGHTERS = "a Close Assault is against enemy 'Mechs or vehicles; infantry are fought by fire"


def defenders_in(state: GameState, mover: UnitState, at: Hex) -> list[UnitState]:
    """The enemies a Close Assault move enters on: 'Mechs and vehicles (a steel wall is
    several).  Infantry in the hex take no part in the matrix: "All rules for using
    infantry are the same in this variant", so they fight by fire, at range 0 (decision);
    hidden ones are not seen at all."""
    fighters = _fighters(state, mover, at)
    if not fighters:
        raise IllegalCommand(NO_FIGHTERS)
    return fighters


def _fighters(state: GameState, mover: UnitState, at: Hex) -> list[UnitState]:
    seen = [u for u in state.units_at(at) if u.side != mover.side and u.active and not u.hidden]
    return [u for u in seen if not state.definition(u).kind.is_infantry]


def entry_problem(state: GameState, unit: UnitState, at: Hex, approach: Approach) -> str | None:
    """Why 0204-B refuses ``unit`` coming into ``at`` by ``approach`` at the end of its
    move, or None.  The one answer the move itself, the list of legal moves and the Close
    Assault orders module (what "reaching" a target means) all ask: a hex already fought
    over is joined by entering it, with room left in it; any other needs an enemy 'Mech
    or vehicle in it (:func:`defenders_in`)."""
    existing = next((e for e in state.assaults if e.hex == at), None)
    if existing is not None:
        if approach != "enter":
            return ("a unit joins a Close Assault by entering the hex, not by a charge or "
                    "death from above")
        if not _has_room(state, existing, unit):
            return "there is no room left in that Close Assault"
        return None
    return None if _fighters(state, unit, at) else NO_FIGHTERS


def _has_room(state: GameState, engagement: Engagement, unit: UnitState) -> bool:
    """Whether a unit joining ``engagement`` has a place: an attacker an approach hex, a
    defender a tactical hex, not full (:func:`join` places it)."""
    on_attack = unit.side == state.unit(engagement.attacker).side
    candidates = tac.APPROACH_HEXES if on_attack else tac.TACTICAL_HEXES
    return not set(candidates) <= occupied(state, engagement, unit.uid)


def _mp_in_hex(state: GameState, unit: UnitState) -> tuple[GameState, int]:
    """MP a unit has for maneuvers: what its move left (none after a jump); one caught
    before it moved stands and fights on its walking MP."""
    definition = state.definition(unit)
    if unit.moved is None:
        unit = replace(unit, moved=MoveRecord(MoveMode.STATIONARY, (), 0, 0))
        return replace_unit(state, unit), mode_mp(unit, definition, MoveMode.WALK, state)
    if unit.moved.mode is MoveMode.JUMP:
        return state, 0
    if unit.moved.mode is MoveMode.STATIONARY:
        return state, mode_mp(unit, definition, MoveMode.WALK, state)
    return state, max(0, mode_mp(unit, definition, unit.moved.mode, state) - unit.moved.mp_spent)


def _nearest_free(candidates: tuple[Hex, ...], taken: set[Hex], towards: Hex) -> Hex | None:
    free = [h for h in candidates if h not in taken]
    return min(free, key=lambda h: (distance(h, towards), candidates.index(h)), default=None)


def check_approach(state: GameState, unit: UnitState, mode: MoveMode, approach: Approach,
                   steps: tuple[MoveStep, ...] = ()) -> None:
    """What a Close Assault move must be, whatever hex it enters; ``steps``: the move's.
    A walk or run goes in moving forward: 0204-B *Set-Up* places an attacker "approaching a
    Defender from the south ... on the Approach Hex on the south side ..., facing north"
    (it comes in facing the hex it enters; decision, the seed does not say it outright),
    as seed 001 has an assaulting unit "move directly forward so that it contacts the
    flank or rear of the enemy unit"; a unit that backed in would be turned round for
    nothing."""
    if CLOSE_ASSAULT not in state.options:
        raise IllegalCommand("entering an enemy's hex needs the Close Assault option")
    if steps and steps[-1] == MoveStep.BACKWARD and mode is not MoveMode.JUMP:
        raise IllegalCommand("a Close Assault move goes into the enemy's hex moving forward, "
                             "not backing in")
    if approach not in APPROACHES:
        raise IllegalCommand(f"a Close Assault move is {', '.join(APPROACHES)}")
    if state.definition(unit).kind.is_infantry:
        raise IllegalCommand("infantry Close Assaults are the multi-unit rules'")
    if mode is MoveMode.STATIONARY:
        raise IllegalCommand("a Close Assault move enters an enemy's hex; standing still "
                             "enters none")
    if (approach is Approach.DEATH_FROM_ABOVE) != (mode is MoveMode.JUMP):
        raise IllegalCommand("death from above is a jump, and a jump into a hex is death from "
                             "above")
    if approach is Approach.DEATH_FROM_ABOVE and state.definition(unit).kind is not UnitKind.MECH:
        raise IllegalCommand("only a 'Mech can attack by death from above")


def start(state: GameState, uid: str, approach: Approach, came_from: Hex,
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
    if approach is Approach.DEATH_FROM_ABOVE:
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


def join(state: GameState, uid: str, approach: Approach, entry: int, engagement: Engagement,
         events: list[Event]) -> GameState:
    """0204-B *Multiple BattleMech Combat*: "The Attacker then places his 'Mech or 'Mechs on
    the Approach Hex or Hexes of his choosing" (decision: its own side's, else the nearest
    free one); a defender coming to help takes the free tactical hex nearest its side.
    Decision: a unit joins by entering, not by a charge or death from above."""
    unit = state.unit(uid)
    problem = entry_problem(state, unit, engagement.hex, approach)
    if problem is not None:
        raise IllegalCommand(problem)
    on_attack = unit.side == state.unit(engagement.attacker).side
    taken = occupied(state, engagement, uid)
    candidates = tac.APPROACH_HEXES if on_attack else tac.TACTICAL_HEXES
    place = _nearest_free(candidates, taken, tac.approach_hex(entry))
    assert place is not None, "entry_problem found room"
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
    return put(state, engagement)


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
    an approach hex with room; not where it stands (that would change nothing, and a
    command that changes nothing lets a game go round for ever)."""
    eng = state.engagement(uid)
    if eng is None or placement_problem(state, uid):
        return ()
    kind = tac.APPROACH_HEXES if uid in attackers(state, eng) else tac.TACTICAL_HEXES
    full = occupied(state, eng, uid) | {eng.places[uid]}
    return tuple(h for h in kind if h not in full)


def place(state: GameState, uid: str, where: Hex, events: list[Event]) -> GameState:
    problem = placement_problem(state, uid)
    if problem:
        raise IllegalCommand(problem)
    eng = state.engagement(uid)
    # Placing a unit where it stands is not listed, but a save that holds one replays.
    if where not in placements(state, uid) and (eng is None or eng.places.get(uid) != where):
        raise IllegalCommand("defenders stand in the tactical hexes and attackers on the "
                             "approach hexes, one to a hex (two vehicles under 60 t)")
    assert eng is not None
    facing = ((tac.side_of(where) or 0) + 3) % 6 if uid in attackers(state, eng) \
        else eng.facings[uid]
    state, _ = set_place(state, eng, uid, where, facing, events)
    return state


def maneuver(state: GameState, uid: str, steps: tuple[ManeuverStep, ...], shift: Hex | None,
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
            steps = (*steps, ManeuverStep.SHIFT)
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
    state, engagement = set_place(state, engagement, uid, place, facing, events, spent)
    engagement = maneuvered(state, engagement, uid)
    return _settle(put(state, engagement), engagement.hex, roller, events)


def _shove(state: GameState, engagement: Engagement, uid: str, place: Hex, facing: int,
           step: str, to: Hex, roller: Roller,
           events: list[Event]) -> tuple[GameState, Engagement]:
    """0204-B: "A BattleMech is permitted to shove or collide with a friendly 'Mech in the
    same Assault Hex in order to carry out a maneuver. However, damage is still applied to
    both 'Mechs in the usual fashion."  Decision: the friend is shoved one tactical hex on
    in the same direction (refused if there is no room there), and both take a one-hex
    charge's damage (rules-notes §4), the friend on the side the shove comes from."""
    problem = shove_problem(state, engagement, uid, facing, step, to)
    if problem is not None:
        raise IllegalCommand(problem)
    friend = next(u for u, h in engagement.places.items() if h == to and u != uid)
    beyond = tac.step(to, facing, step)[0]
    side = direction(place, to, engagement.facings[friend])
    state, engagement = set_place(state, engagement, friend, beyond,
                                   engagement.facings[friend], events)
    events.append(FriendShoved(uid, friend, beyond))
    state = deal(state, Blow(uid, friend, CHARGE, side, (), charge_hexes=1), roller, events)
    return state, engagement


def allowed_letters(state: GameState, engagement: Engagement,
                    uid: str) -> tuple[TacticLetter, ...]:
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
        letters = letters.replace("D", "")
    if not free_arms(state, unit, engagement):  # both lost, or fired from
        letters = letters.replace("b", "").replace("B", "")  # no arm left to punch with
    if {"LL", "RL"} & lost:
        letters = letters.replace("c", "").replace("C", "")
    if all(state.definition(state.unit(u)).kind is not UnitKind.MECH
           for u in enemies(state, engagement, uid)):
        letters = letters.replace("D", "")  # only a 'Mech can be pushed
    return tuple(TacticLetter(c) for c in letters)


def fired_out(state: GameState, uid: str) -> bool:
    """0204-B *Fire From Inside the Hex*: an engaged unit that fired at a target outside
    its hex this turn "may take no action, offensive or defensive, during the Close
    Assault Phase of that turn"."""
    if not state.rules.close_assault.numbers.fire_out_forfeits:
        return False
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
            state = put(state, next_maneuver(
                state, eng, eng.step is AssaultStep.ATTACKER_MANEUVER))
        elif maneuvering and all(idle(state, u) for u in movers):
            state = put(state, maneuvered(state, eng, movers[0]))
        elif eng.step is AssaultStep.TACTICS and (waiting := [
                u for u in eng.units if eng.tactic(u) is None and idle(state, u)]):
            uid = waiting[0]
            letter = TacticLetter.a if uid in defenders(state, eng) else (
                TacticLetter.E if uid == eng.attacker and eng.approach != Approach.ENTER
                else TacticLetter.A)
            tactic = Tactic(uid, letter, nearest_enemy(state, eng, uid), weapons=())
            events.append(TacticLocked(uid, tactic))
            state = put(state, replace(eng, tactics=(*eng.tactics, tactic)))
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
    if (tactic.letter in "bB" and tactic.limb is not None
            and tactic.limb in fired_locations(state, state.unit(tactic.unit), engagement)):
        raise IllegalCommand(f"the {tactic.limb.value} fired a weapon this turn: it cannot punch "
                             "(Close Assault result 2)")
    tactic = replace(tactic, target=target)
    _check_choices(state, engagement, tactic)
    events.append(TacticLocked(tactic.unit, tactic))
    engagement = replace(engagement, tactics=(*engagement.tactics, tactic))
    return _settle(put(state, engagement), engagement.hex, roller, events)


def _check_choices(state: GameState, engagement: Engagement, tactic: Tactic) -> None:
    if tactic.facing is not None and not 0 <= tactic.facing <= 5:
        raise IllegalCommand("a facing is 0 (north) to 5 (north-west)")
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
        return tac.approaches_near(break_off_from(engagement, uid), 2)
    place = engagement.places.get(uid)
    if letter not in "ef" or place is None:
        return ()
    blocked = occupied(state, engagement, uid)
    return tuple(h for h in tac.TACTICAL_HEXES
                 if h not in blocked and distance(place, h) <= 1
                 and (letter == "e" or h != tac.CENTRE))


def blow_reaches(state: GameState, engagement: Engagement, uid: str, target: str,
                 letter: TacticLetter) -> bool:
    """Whether a punch or kick chosen now could land on ``target``.  0204-B result 1:
    "Punch, Kick, and Shove attacks are possible only if the two 'Mechs are in adjacent
    Tactical Hexes. Should the attacking 'Mechs not be adjacent ... all such physical
    attacks miss automatically"; a kick only at the hex in front, a punch at the front or
    the arm's own side.  A letter that could only miss is not offered, except an
    attacker's against a defender able to flee: result 4 brings the attacker into the
    centre hex to strike, wherever it stood."""
    if letter.lower() not in "bc":
        return True
    here, there = engagement.places.get(uid), engagement.places.get(target)
    if here is None or there is None:
        return True  # in the air: it lands before it strikes
    if uid in attackers(state, engagement) and TacticLetter.f in allowed_letters(
            state, engagement, target):
        return True
    if distance(here, there) != 1:
        return False
    arc = arc_of(here, there, engagement.facings[uid])
    if letter.lower() == "c":
        return arc is Arc.FRONT
    sides = {PhysicalAttack.LEFT_PUNCH: Arc.LEFT, PhysicalAttack.RIGHT_PUNCH: Arc.RIGHT}
    return any(arc in (Arc.FRONT, sides[arm])
               for arm in free_arms(state, state.unit(uid), engagement))


def tactic_options(state: GameState, engagement: Engagement, uid: str) -> list[Tactic]:
    """Every legal letter, once per enemy it may name (not a blow that cannot reach)."""
    out = []
    for letter in allowed_letters(state, engagement, uid):
        for target in enemies(state, engagement, uid):
            if letter in "dD" and state.definition(state.unit(target)).kind is not UnitKind.MECH:
                continue  # only a 'Mech can be pushed
            if not blow_reaches(state, engagement, uid, target, letter):
                continue
            out.append(Tactic(uid, letter, target))
    return out


def prune(state: GameState, events: list[Event]) -> GameState:
    """Units destroyed or gone from the hex outside the phase (weapon fire, a referee's
    placement, an attacker that never got in moving on) leave their assault; it ends
    when a side has no one left."""
    for eng in state.assaults:
        # The reason reads as in games saved before crowded assaults: they replay.
        left = without_gone(state, eng, events, "a unit is out of the Close Assault")
        state = end(state, eng) if left is None else put(state, left)
    return state


def new_turn(state: GameState, events: list[Event], roller: Roller) -> GameState:
    """Locked units stayed where they were through the movement phase: the next Close
    Assault Phase starts with maneuvers on their walking MP.  Units idle this phase
    (unconscious, or fired out of the hex) are settled for at once."""
    assaults = []
    for eng in state.assaults:
        if eng.step is AssaultStep.DONE:
            mp = {u: mode_mp(state.unit(u), state.definition(state.unit(u)), MoveMode.WALK, state)
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
    left = without_gone(away, eng, events, "{names} moves on")
    return end(state, eng) if left is None else put(state, left)


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


def exchange_wait(state: GameState) -> str | None:
    """Why no maneuver or tactic may be chosen now: the exchanges are fought in the Close
    Assault Phase, which takes the physical attack phase's place (rules-notes, *Turn
    sequence*); a unit locked in the hex waits through the other phases.  None when the
    phase is on."""
    if state.phase is Phase.PHYSICAL_ATTACK:
        return None
    return ("the Close Assault is fought in the Close Assault Phase, after the weapon "
            f"attacks; now it is the {state.phase.value.replace('_', ' ')} phase")


def secret_choosers(state: GameState) -> tuple[str, ...]:
    """The sides that still have a secret tactic to lock in, in the scenario's side order:
    a hot-seat screen hands the computer to each in turn before it chooses."""
    if exchange_wait(state) is not None:
        return ()
    waiting = {state.unit(uid).side for e in state.assaults if e.step is AssaultStep.TACTICS
               for uid in e.units if e.tactic(uid) is None and not idle(state, uid)}
    return tuple(s.key for s in state.sides if s.key in waiting)
