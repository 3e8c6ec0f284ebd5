"""The Close Assault result paragraphs (0204-B, results 1-8): one exchange resolved.

Every locked tactic is revealed; each attacker's pair and each defender's pair has its
result looked up in the matrix (``close_assault.yaml``, rules-notes §6) and carried out
by the paragraph's function below.  Where the seed is silent the decisions are in the
docstrings.
"""

from __future__ import annotations

from btdesk.hexgrid import Arc, Hex, arc_of, distance, in_weapon_arc, neighbor
from btdesk.model.events import (
    AmmoSpent,
    Event,
    PhysicalResolved,
    ShotResolved,
    TacticsRevealed,
)
from btdesk.model.frozen import replace
from btdesk.model.state import (
    AssaultStep,
    Engagement,
    GameState,
    MoveMode,
    Tactic,
    UnitState,
    WeaponFire,
)
from btdesk.model.tables import weight_modifier
from btdesk.model.vocab import Approach, PhysicalAttack
from btdesk.rules.core import tactical as tac
from btdesk.rules.core.combat import apply_groups
from btdesk.rules.core.condition import ammo_left, weapon_arc, weapon_problem
from btdesk.rules.core.damage import replace_unit, strike
from btdesk.rules.core.move_costs import enter_cost as _enter_cost
from btdesk.rules.core.movement import displace
from btdesk.rules.core.physical import (
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
    free_arms,
    roll_blow,
    target_modifiers,
)
from btdesk.rules.core.piloting import check_or_fall, eject, piloting_roll
from btdesk.rules.core.tohit import MOVEMENT_KEYS, Modifier, weapon_blocked
from btdesk.rules.dice import Roller
from btdesk.rules.modules.close_assault.hexes import (
    attackers,
    break_off_from,
    defenders,
    end,
    nearest_enemy,
    occupied,
    put,
    set_place,
    without_gone,
)
from btdesk.rules.modules.close_assault.hidden import reveal_in


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
        self.state, self.eng = set_place(self.state, self.eng, uid, place, f, self.events)

    def adjacent(self, a: str, b: str) -> bool:
        return distance(self.place(a), self.place(b)) == 1

    def blow(self, attacker: str, target: str, attack: PhysicalAttack,
             extra: tuple[Modifier, ...] = (), stationary: bool = False) -> Blow:
        a, t = self.state.unit(attacker), self.state.unit(target)
        facing = self.eng.facings[target]
        if attack == PUSH:  # 0204-B result 5: "a base To-Hit number of 4+"
            base = self.state.rules.close_assault.numbers.push_base
            mods = (Modifier("Push (Close Assault base)", base),
                    *target_modifiers(self.state, t, target_moved=not stationary), *extra)
        else:
            mods = blow_modifiers(self.state, a, t, attack, adjacent=True,
                                  target_moved=not stationary, extra=extra)
        # A charge lands in the turn it was made: the move is still the attacker's record.
        hexes = a.moved.hexes if a.moved is not None else 0
        return Blow(attacker, target, attack, direction(self.place(attacker), self.place(target),
                                                        facing), mods, charge_hexes=hexes)

    def strike(self, attacker: str, target: str, attack: PhysicalAttack,
               extra: tuple[Modifier, ...] = (), stationary: bool = False,
               reach: bool | None = None) -> bool:
        blow = self.blow(attacker, target, attack, extra, stationary)
        if reach is None:
            reach = attack in (CHARGE, DFA) or self.adjacent(attacker, target)
        hit = roll_blow(self.state, blow, self.roller, self.events, reach)
        if hit:
            self.state = deal(self.state, blow, self.roller, self.events)
        self.state = after_blow(self.state, blow, hit, self.roller, self.events)
        return hit

    def punches(self, attacker: str, target: str, tactic: Tactic,
                extra: tuple[Modifier, ...] = (), arms: tuple[PhysicalAttack, ...] = ARMS,
                stationary: bool = False) -> None:
        punch = tactic.limb.punch if tactic.limb is not None else None
        chosen = (punch,) if punch is not None else arms
        for arm in chosen:
            if arm in arms and arm in self.free_arms(attacker):
                reach = self.adjacent(attacker, target) and self._arm_reaches(attacker, target,
                                                                               arm)
                self.strike(attacker, target, arm, extra, stationary, reach)

    def free_arms(self, uid: str) -> tuple[PhysicalAttack, ...]:
        return free_arms(self.state, self.state.unit(uid), self.eng)

    def _arm_reaches(self, attacker: str, target: str, arm: PhysicalAttack) -> bool:
        where = arc_of(self.place(attacker), self.place(target), self.eng.facings[attacker])
        return where in (Arc.FRONT, Arc.LEFT if arm is ARMS[0] else Arc.RIGHT)

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
            if weapon.name.startswith("LRM") or weapon_problem(unit, definition, index) \
                    or weapon_blocked(state, unit, weapon):
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
                self.state = apply_groups(self.state, unit, self.state.unit(target), weapon,
                                          WeaponFire(index), [weapon.damage_at(0)],
                                          self.roller, self.events)
            unit = self.state.unit(attacker)
        self.state = put(self.state, self.eng)

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
    limbs: tuple[str, str] = ARMS if a.letter == "B" else ("LL", "RL")
    unit = x.state.unit(defender)
    # "To block a punch, a defending 'Mech must have all of its arm actuators intact and
    # may not fire any weapons from that arm during that turn."
    # A kick is blocked with a leg it has ("applied ... against the leg for a kick"):
    # with none left there is nothing to block with.
    blocking = x.free_arms(defender) if a.letter == "B" else \
        tuple(leg for leg in limbs if leg not in unit.lost)
    if (a.letter == "B" and set(ARMS) & unit.lost) or not blocking:
        x.act(attacker, a)
        return
    if not x.adjacent(attacker, defender) or not piloting_roll(x.state, defender, "block",
                                                                 x.roller, x.events):
        x.act(attacker, a)
        return
    numbers = x.state.rules.close_assault.numbers
    punch = a.limb.punch if a.limb is not None else None
    blows = ([arm for arm in ((punch,) if punch is not None else ARMS)
              if arm in x.free_arms(attacker) and x._arm_reaches(attacker, defender, arm)]
             if a.letter == "B" else [KICK])
    for attack in blows:
        blow = x.blow(attacker, defender, attack)
        full = x.state.rules.physical.attacks["punch" if attack in ARMS else KICK].damage(
            x.state.definition(x.state.unit(attacker)).tons or 0)
        side = blow.direction
        if side in (Arc.LEFT, Arc.RIGHT):
            limb = limbs[0] if side is Arc.LEFT else limbs[1]
        elif d.limb is not None and d.limb in blocking:
            limb = str(d.limb)
        else:
            limb = blocking[0]
        if limb not in blocking:  # from the side of an arm that fired: no block there
            x.strike(attacker, defender, attack, reach=True)
            continue
        x.events.append(_blocked_event(blow))
        striking = attack if attack in ARMS else "RL"
        for uid, location, divisor in ((defender, limb, numbers.block_divisor),
                                       (attacker, striking, numbers.block_striker_divisor)):
            x.state = strike(x.state, uid, location, -(-full // divisor), x.roller, x.events)


def _blocked_event(blow: Blow) -> Event:
    return PhysicalResolved(blow.attacker, blow.target, blow.attack, blow.to_hit, None, True,
                            (("Blocked", 0),))


def _approach_blow(x: _Exchange) -> PhysicalAttack:
    """The blow the attacker's charge or death from above lands in a collision."""
    blow = x.eng.approach.attack
    assert blow is not None, "a collision follows a charge or death from above"
    return blow


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
    hit = x.strike(attacker, defender, PUSH if a.letter == "D" else _approach_blow(x), extra)
    if a.letter == "D":
        if hit:
            _push_out(x)
        return
    if hit:
        _place_after_collision(x)
        return
    vacated = x.place(defender)
    x.move(defender, _free_near(x, defender, d.move_to, False) or vacated, d.facing)
    if x.eng.approach is Approach.CHARGE:
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
            if x.strike(attacker, defender, _approach_blow(x)):
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
            arms = tuple(arm for arm, k in ((ARMS[0], -1), (ARMS[0], 0), (ARMS[1], 0),
                                            (ARMS[1], 1))
                         if neighbor(at, (facing + k) % 6) == there)
            x.punches(attacker, defender, a, arms=arms)
        elif x.strike(attacker, defender, PUSH):
            _push_out(x)
            return
    else:  # a charge or death from above finds the defender gone
        x.strike(attacker, defender, _approach_blow(x), reach=False)
        if x.eng.approach is Approach.CHARGE:
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
    if x.eng.approach is Approach.DEATH_FROM_ABOVE:
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
        onto = break_off_from(x.eng, x.attacker)
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
            x.strike(uid, target, _approach_blow(x), stationary=True)


def _after_exchange(x: _Exchange) -> GameState:
    """Continuing the Battle: over if either unit left the hex or is out; else another
    exchange, or locked into the next turn after the second."""
    state, eng = x.state, x.eng
    left = without_gone(state, eng, x.events, "{names} out of the Close Assault")
    if left is None:
        return end(state, eng)
    eng = left
    per_turn = state.rules.close_assault.numbers.exchanges_per_turn
    eng = replace(eng, tactics=(), approach=Approach.ENTER, exchange=eng.exchange + 1,
                  step=AssaultStep.TACTICS)
    if eng.exchange > per_turn:
        eng = replace(eng, step=AssaultStep.DONE)
    return put(state, eng)
