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
    AssaultPlaced,
    AssaultStarted,
    Event,
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
from .movement import _enter_cost, displace
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

def defender_in(state: GameState, mover: UnitState, at: Hex) -> UnitState:
    """The enemy a Close Assault move enters on: one 'Mech or vehicle, not already locked
    in another assault (more units in one hex is the multi-unit issue's)."""
    enemies = [u for u in state.units_at(at)
               if u.side != mover.side and u.active and not u.hidden]
    fighters = [u for u in enemies if not state.definition(u).kind.is_infantry]
    if len(fighters) != 1 or len(enemies) != 1:
        raise IllegalCommand("a Close Assault here is against one enemy 'Mech or vehicle")
    if state.engagement(fighters[0].uid) is not None:
        raise IllegalCommand(f"{fighters[0].name} is already locked in a Close Assault")
    return fighters[0]


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
    hex of the side it came through, facing the centre (a jumper is not placed)."""
    attacker = state.unit(uid)
    assert attacker.position is not None and attacker.moved is not None
    defender = defender_in(state, attacker, attacker.position)
    entry = next(d for d in range(6) if neighbor(attacker.position, d) == came_from)
    a_def, d_def = state.definition(attacker), state.definition(defender)
    mp_a = max(0, mode_mp(attacker, a_def, attacker.moved.mode) - attacker.moved.mp_spent)
    if attacker.moved.mode is MoveMode.JUMP:
        mp_a = 0  # jump MP cannot walk in the hex
    if defender.moved is None:  # caught before it moved: it stands and fights
        defender = replace(defender, moved=MoveRecord(MoveMode.STATIONARY, (), 0, 0))
        state = replace_unit(state, defender)
        mp_d = mode_mp(defender, d_def, MoveMode.WALK)
    elif defender.moved.mode in (MoveMode.STATIONARY, MoveMode.JUMP):
        mp_d = 0 if defender.moved.mode is MoveMode.JUMP else mode_mp(defender, d_def,
                                                                        MoveMode.WALK)
    else:
        mp_d = max(0, mode_mp(defender, d_def, defender.moved.mode) - defender.moved.mp_spent)
    places = {defender.uid: tac.CENTRE}
    facings = {defender.uid: defender.facing}
    if approach == DFA:
        facings[uid] = attacker.facing
    else:
        places[uid] = tac.approach_hex(entry)
        facings[uid] = (entry + 3) % 6
    engagement = Engagement(
        hex=attacker.position, attacker=uid, defender=defender.uid, entry=entry,
        approach=approach, places=places, facings=facings,
        mp_left={uid: mp_a, defender.uid: mp_d},
        step=(AssaultStep.ATTACKER_MANEUVER if approach == "enter"
              else AssaultStep.DEFENDER_MANEUVER),
    )
    events.append(AssaultStarted(uid, defender.uid, attacker.position, approach))
    for u in engagement.units:
        events.append(AssaultPlaced(u, places.get(u), facings[u]))
    state = replace_unit(state, replace(state.unit(uid), facing=facings[uid]))
    return replace(state, assaults=(*state.assaults, engagement))


def _put(state: GameState, engagement: Engagement) -> GameState:
    return replace(state, assaults=tuple(engagement if e.hex == engagement.hex else e
                                         for e in state.assaults))


def _occupied(engagement: Engagement, uid: str) -> set[Hex]:
    return {h for u, h in engagement.places.items() if u != uid}


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
    role = "attacker" if uid == engagement.attacker else "defender"
    wanted = (AssaultStep.ATTACKER_MANEUVER if role == "attacker"
              else AssaultStep.DEFENDER_MANEUVER)
    if engagement.step is not wanted:
        raise IllegalCommand(f"it is not the {role}'s turn to maneuver")
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
    blocked = _occupied(engagement, uid)
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
            if to in blocked:
                raise IllegalCommand("that tactical hex is occupied")
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
    engagement = replace(engagement, step=(AssaultStep.DEFENDER_MANEUVER if role == "attacker"
                                           else AssaultStep.TACTICS))
    return _settle(_put(state, engagement), engagement.hex, roller, events)


def maneuver_options(state: GameState, engagement: Engagement) -> list[tuple[str, tuple[str, ...],
                                                                             Hex | None]]:
    """A sample of legal maneuvers (for legal_commands): stand still, step forward, turn,
    and every free shift."""
    uid = (engagement.attacker if engagement.step is AssaultStep.ATTACKER_MANEUVER
           else engagement.defender)
    out: list[tuple[str, tuple[str, ...], Hex | None]] = [(uid, (), None)]
    place, facing = engagement.places.get(uid), engagement.facings[uid]
    mp = engagement.mp_left.get(uid, 0)
    unit = state.unit(uid)
    blocked = _occupied(engagement, uid)
    if place is None:
        return out
    if unit.prone and mp >= state.rules.physical.stand_up_mp:
        out.append((uid, ("U",), None))
    if mp >= 1:
        out += [(uid, ("L",), None), (uid, ("R",), None)]
        ahead = neighbor(place, facing)
        if not unit.prone and tac.is_tactical(ahead) and ahead not in blocked:
            out.append((uid, ("F",), None))
    if uid == engagement.defender:
        out += [(uid, (), to) for to in tac.shift_hexes(place, facing) if to not in blocked]
    return out


# --- tactics --------------------------------------------------------------------------------

def allowed_letters(state: GameState, engagement: Engagement, uid: str) -> str:
    """Every restriction in the seed's *Tactical Decision* and *Vehicles* paragraphs."""
    unit = state.unit(uid)
    definition = state.definition(unit)
    defender = uid == engagement.defender
    letters = DEFENDER_LETTERS if defender else ATTACKER_LETTERS
    if not defender:
        # "units executing Charge or Death From Above maneuvers may only choose
        # Advance-collision"; collision is what a charge or DFA ends in, so no one else.
        letters = "E" if engagement.approach != "enter" else letters.replace("E", "")
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
    other = state.unit(engagement.defender if not defender else engagement.attacker)
    if state.definition(other).kind is not UnitKind.MECH:
        letters = letters.replace("D", "")  # only a 'Mech can be pushed
    return letters


def _other(engagement: Engagement, uid: str) -> str:
    return engagement.defender if uid == engagement.attacker else engagement.attacker


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
        mover = {AssaultStep.ATTACKER_MANEUVER: eng.attacker,
                 AssaultStep.DEFENDER_MANEUVER: eng.defender}.get(eng.step)
        if mover is not None and idle(state, mover):
            following = (AssaultStep.DEFENDER_MANEUVER if mover == eng.attacker
                         else AssaultStep.TACTICS)
            state = _put(state, replace(eng, step=following))
        elif eng.step is AssaultStep.TACTICS and (waiting := [
                u for u in eng.units if eng.tactic(u) is None and idle(state, u)]):
            uid = waiting[0]
            letter = "a" if uid == eng.defender else (
                "E" if eng.approach != "enter" else "A")
            tactic = Tactic(uid, letter, _other(eng, uid), weapons=())
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
    target = _other(engagement, tactic.unit)
    if tactic.target not in (None, target):
        raise IllegalCommand("the target is the enemy in this Close Assault")
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
    if tactic.move_to not in destinations(engagement, tactic.unit, tactic.letter):
        raise IllegalCommand("avoid and flee go to a free adjacent tactical hex (flight ends "
                             "on a side of the Close Assault Hex); breaking off ends on an "
                             "approach hex within two tactical hexes")


def destinations(engagement: Engagement, uid: str, letter: str) -> tuple[Hex, ...]:
    """Where an avoiding (e), fleeing (f) or breaking-off (F) unit may say it goes; empty
    for the other tactics, which move no one by choice."""
    if letter == "F":
        return tac.approaches_near(_break_off_from(engagement), 2)
    place = engagement.places.get(uid)
    if letter not in "ef" or place is None:
        return ()
    blocked = _occupied(engagement, uid)
    return tuple(h for h in tac.TACTICAL_HEXES
                 if h not in blocked and distance(place, h) <= 1
                 and (letter == "e" or h != tac.CENTRE))


def _break_off_from(engagement: Engagement) -> Hex:
    """The tactical hex a breaking-off attacker advances onto: its own, or the one in
    front of its approach hex."""
    place = engagement.places.get(engagement.attacker)
    if place is not None and tac.is_tactical(place):
        return place
    return tac.ring_hex(engagement.entry)


def tactic_options(state: GameState, engagement: Engagement, uid: str) -> list[Tactic]:
    target = _other(engagement, uid)
    return [Tactic(uid, c, target) for c in allowed_letters(state, engagement, uid)]


# --- resolution -----------------------------------------------------------------------------

class _Exchange:
    """One exchange being resolved: the engagement as it moves, and its events."""

    def __init__(self, state: GameState, engagement: Engagement, roller: Roller,
                 events: list[Event]) -> None:
        self.state, self.eng, self.roller, self.events = state, engagement, roller, events

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
        if distance(at, there) > state.rules.close_assault.numbers.fire_reach:
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
        """Carry out a fire, punch or kick tactic (the others are the results' own)."""
        target = _other(self.eng, uid)
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
    blocked = _occupied(x.eng, uid)
    if wanted is not None and wanted not in blocked:
        return wanted
    for h in (place, *tac.TACTICAL_HEXES):
        if distance(h, place) <= 1 and h not in blocked and (not ring_only or h != tac.CENTRE):
            return h
    return None


def resolve(state: GameState, engagement: Engagement, roller: Roller,
            events: list[Event]) -> GameState:
    """Reveal both tactics, look up the result and carry it out."""
    d_tac = engagement.tactic(engagement.defender)
    a_tac = engagement.tactic(engagement.attacker)
    assert d_tac is not None and a_tac is not None
    matrix = state.rules.close_assault
    result = matrix.result(d_tac.letter, a_tac.letter)
    events.append(TacticsRevealed(engagement.defender, engagement.attacker, d_tac.letter,
                                  a_tac.letter, result, matrix.result_names[result]))
    state = reveal_in(state, engagement.hex, "combat began in its hex", events)
    x = _Exchange(state, engagement, roller, events)
    {1: _exchange, 2: _block, 3: _avoid, 4: _flee, 5: _push, 6: _collision, 7: _break_off,
     8: _eject}[result](x, d_tac, a_tac)
    return _after_exchange(x)


def _exchange(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """1: both sides' fire, punches and kicks, simultaneous; blows only between adjacent
    tactical hexes."""
    x.act(x.eng.attacker, a)
    x.act(x.eng.defender, d)


def _block(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """2: a Piloting roll; success halves each blow (rounded up) onto the blocking limb and
    gives the striker a quarter (rounded up) on its striking limb; failure lets the blow
    land as usual.  Fire is not blocked."""
    attacker, defender = x.eng.attacker, x.eng.defender
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
    attacker = x.eng.attacker
    far = (x.eng.entry + 3) % 6
    beyond = neighbor(x.eng.hex, far)
    definition = x.state.definition(x.state.unit(attacker))
    cost = _enter_cost(x.state, definition, beyond) if x.state.board.contains(beyond) else 1
    if cost is not None and x.eng.mp_left.get(attacker, 0) >= cost and x.leave(attacker, far, far):
        return
    x.move(attacker, _free_near_hex(x, attacker, tac.ring_hex(far)))
    x.state = check_or_fall(x.state, attacker, "avoided", x.roller, x.events)


def _free_near_hex(x: _Exchange, uid: str, wanted: Hex) -> Hex:
    blocked = _occupied(x.eng, uid)
    if wanted not in blocked:
        return wanted
    return next(h for h in tac.TACTICAL_HEXES if h not in blocked)


def _avoid(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """3: the avoid modifiers on the attacker's to-hit; an avoided push leaves the attacker
    in the centre, an avoided charge goes on through, an avoided death from above lands
    in the hex the defender left."""
    attacker, defender = x.eng.attacker, x.eng.defender
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
    attacker, defender = x.eng.attacker, x.eng.defender
    a_at, d_at = x.place(attacker), x.place(defender)
    straight = next((k for k in range(6) if neighbor(a_at, k) == d_at), x.eng.facings[attacker])
    x.leave(defender, tac.exit_side(d_at, straight))


def _place_after_collision(x: _Exchange) -> None:
    """After a charge or death from above lands both stay in the hex; the attacker stands
    in the tactical hex on its entry side (or the nearest free one)."""
    attacker = x.eng.attacker
    x.move(attacker, _free_near_hex(x, attacker, tac.ring_hex(x.eng.entry)))


def _flee(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """4: a Piloting roll (+1 above 50 t, +2 at 80 t); on success the defender goes to a
    tactical hex on a side, faces as it chose, takes what the attacker planned, and
    leaves the Close Assault Hex through that side."""
    attacker, defender = x.eng.attacker, x.eng.defender
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
        if tac.CENTRE not in _occupied(x.eng, attacker):
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
    x.act(x.eng.defender, d)
    if x.strike(x.eng.attacker, x.eng.defender, PUSH):
        _push_out(x)


def _collision(x: _Exchange, d: Tactic, a: Tactic) -> None:
    """6: a charge takes the defender's fire, punches and kicks first and lands unless the
    attacker is crippled (destroyed, fallen or unconscious); against death from above
    the defender may only fire, with weapons bearing on the attacker's approach, and the
    attacker strikes even if destroyed in the air."""
    attacker, defender = x.eng.attacker, x.eng.defender
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
    attacker, defender = x.eng.attacker, x.eng.defender
    if a.letter == "F":
        onto = _break_off_from(x.eng)
        if onto not in _occupied(x.eng, attacker):
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
    attacker, defender = x.eng.attacker, x.eng.defender
    ejecting = [u for u, t in ((defender, d), (attacker, a)) if t.letter in "gG"]
    for uid in ejecting:
        x.state = eject(x.state, uid, x.roller, x.events)
    for uid, tactic in ((attacker, a), (defender, d)):
        if uid in ejecting:
            continue
        target = _other(x.eng, uid)
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
    gone = [u for u in eng.units
            if not state.unit(u).active or state.unit(u).position != eng.hex]
    if gone:
        names = ", ".join(state.unit(u).name for u in gone)
        x.events.append(AssaultEnded(eng.hex, f"{names} out of the Close Assault"))
        return end(state, eng)
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
    """End assaults whose units were destroyed or moved away outside the phase (weapon
    fire, a referee's placement)."""
    for eng in state.assaults:
        if any(not state.unit(u).active or state.unit(u).position != eng.hex
               for u in eng.units):
            events.append(AssaultEnded(eng.hex, "a unit is out of the Close Assault"))
            state = end(state, eng)
    return state


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
                          fired=frozenset())
        assaults.append(eng)
    state = replace(state, assaults=tuple(assaults))
    for eng in assaults:
        state = _settle(state, eng.hex, roller, events)
    return state


def pending(state: GameState) -> bool:
    return any(e.step is not AssaultStep.DONE for e in state.assaults)


def secret_choosers(state: GameState) -> tuple[str, ...]:
    """The sides that still have a secret tactic to lock in, in the scenario's side order:
    a hot-seat screen hands the computer to each in turn before it chooses."""
    waiting = {state.unit(uid).side for e in state.assaults if e.step is AssaultStep.TACTICS
               for uid in e.units if e.tactic(uid) is None and not idle(state, uid)}
    return tuple(s.key for s in state.sides if s.key in waiting)
