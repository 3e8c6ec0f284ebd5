"""Fire into and out of a Close Assault Hex: seeds/000_7b64e9262a5995b9.txt (0204-B), *Fire
From Outside the Hex*, *Fire From Inside the Hex* and *Special Applications* (the steel
wall)."""

from __future__ import annotations

from support import TABLES, damage_dealt, make_state, unit

from btdesk.hexgrid import Hex
from btdesk.model.commands import ChooseTactic, DeclareAttack, MoveUnit, ResolveAttacks
from btdesk.model.events import StrayShot, TacticLocked
from btdesk.model.state import CLOSE_ASSAULT, AssaultStep, GameState, MoveMode, Phase, WeaponFire
from btdesk.rules import active_side, apply, attack_options
from btdesk.rules import tactical as tac
from btdesk.rules.modules.close_assault.procedure import idle, secret_choosers
from btdesk.session.dice import ScriptedDice

NUMBERS = TABLES.close_assault.numbers
LARGE_LASER = 0  # the Phoenix Hawk's first weapon: 8 damage, short range to 5


def engaged_with_a_friend_outside(friend_at: str, friend_facing: int,
                                  defender_facing: int = 0) -> GameState:
    """Blue's Warhammer has walked into Orange's Crusader's hex (0805) from the north and
    waits on the north approach hex; Blue's Phoenix Hawk stands outside, at ``friend_at``."""
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                       unit("f", "pxh-1-phoenix-hawk", "blue", friend_at, friend_facing),
                       unit("d", "crd-3r-crusader", "orange", "0805", defender_facing),
                       options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"), ScriptedDice([]))
    state, _ = apply(state, MoveUnit("f", MoveMode.STATIONARY), ScriptedDice([]))
    assert state.phase is Phase.WEAPON_ATTACK
    assert state.assaults[0].places["a"] == tac.approach_hex(0)
    return state


def modifier_names(state: GameState, attacker: str, target: str) -> dict[str, int]:
    option = attack_options(state, attacker, target)[LARGE_LASER]
    assert option.problem is None
    return {m.name: m.value for m in option.modifiers}


def test_a_friend_between_the_firer_and_the_target_is_partial_cover() -> None:
    """*Fire From Outside the Hex*: "If a friendly 'Mech is positioned between the target
    'Mech and the firer, the friendly 'Mech must be counted as partial cover" (+1). From the
    north the Warhammer on the north approach hex stands in the way; from the south it
    does not."""
    cover = "Partial cover (a friendly unit between)"
    north = engaged_with_a_friend_outside("0801", 3)
    assert modifier_names(north, "f", "d")[cover] == NUMBERS.partial_cover == 1
    south = engaged_with_a_friend_outside("0809", 0)
    assert cover not in modifier_names(south, "f", "d")


def test_the_line_into_the_hex_crosses_the_hexes_on_the_firers_side() -> None:
    """The geometry behind it: fire from due south crosses the south approach and tactical
    hexes on its way to the centre, and nothing on the far side."""
    crossed = tac.between(Hex(0, 3), tac.CENTRE)
    assert crossed == {tac.ring_hex(3), tac.approach_hex(3)}
    assert tac.between(Hex(0, 3), tac.ring_hex(3)) == {tac.approach_hex(3)}


def declare_all(state: GameState, firer: str, target: str, weapons: tuple[int, ...]) -> GameState:
    """Everyone else holds fire; ``firer`` fires ``weapons`` at ``target``."""
    while state.phase is Phase.WEAPON_ATTACK and active_side(state) is not None:
        side = active_side(state)
        uid = next(u.uid for u in state.units_of(side or "")
                   if u.active and state.declaration(u.uid) is None)
        command = DeclareAttack(uid, target, tuple(WeaponFire(w) for w in weapons)) \
            if uid == firer else DeclareAttack(uid, None)
        state, _ = apply(state, command, ScriptedDice([]))
    return state


def test_a_missed_shot_into_the_hex_hits_the_friend_on_7_or_more() -> None:
    """ "A separate roll is made for each shot which misses ... On a roll of 7+, fire which
    missed the target will hit the friendly 'Mech instead." The Phoenix Hawk's large laser
    (needs 4 from the south) rolls 2 and misses; the stray roll is 7 and the Warhammer takes
    the 8 points (hit location 7: centre torso)."""
    state = declare_all(engaged_with_a_friend_outside("0809", 0), "f", "d", (LARGE_LASER,))
    state, events = apply(state, ResolveAttacks("f"), ScriptedDice([1, 1, 3, 4, 3, 4]))
    strays = [e for e in events if isinstance(e, StrayShot)]
    assert strays == [StrayShot("f", "d", LARGE_LASER, 7, NUMBERS.stray_hit, "a")]
    assert damage_dealt(events, "a") == {"CT": 8} and damage_dealt(events, "d") == {}


def test_a_stray_roll_below_7_hits_no_one() -> None:
    state = declare_all(engaged_with_a_friend_outside("0809", 0), "f", "d", (LARGE_LASER,))
    state, events = apply(state, ResolveAttacks("f"), ScriptedDice([1, 1, 3, 3]))
    assert [e.hit for e in events if isinstance(e, StrayShot)] == [None]
    assert damage_dealt(events, "a") == {}


def test_a_steel_wall_takes_the_misses_among_its_other_mechs() -> None:
    """*Special Applications*: "If enemy fire is directed at that hex, rolls must be made for
    each shot which misses against the other 'Mechs in the Close Assault Hex"; with several,
    "chosen randomly": 1D6 re-rolled above the number of candidates (5, then 2: the
    second)."""
    state = make_state(unit("f", "pxh-1-phoenix-hawk", "blue", "0809", 0),
                       unit("d1", "crd-3r-crusader", "orange", "0805"),
                       unit("d2", "whm-6r-warhammer", "orange", "0805"),
                       unit("d3", "crd-3r-crusader", "orange", "0805"),
                       phase=Phase.WEAPON_ATTACK, options=frozenset({CLOSE_ASSAULT}))
    state = declare_all(state, "f", "d1", (LARGE_LASER,))
    state, events = apply(state, ResolveAttacks("f"), ScriptedDice([1, 1, 4, 4, 5, 2, 3, 4]))
    assert [e.hit for e in events if isinstance(e, StrayShot)] == ["d3"]
    assert damage_dealt(events, "d3") == {"CT": 8}


def test_without_close_assault_a_miss_is_only_a_miss() -> None:
    """The stray rule is 0204-B's: the Quick-Start game rolls nothing more for a miss."""
    state = make_state(unit("f", "pxh-1-phoenix-hawk", "blue", "0809", 0),
                       unit("d1", "crd-3r-crusader", "orange", "0805"),
                       unit("d2", "whm-6r-warhammer", "orange", "0805"),
                       phase=Phase.WEAPON_ATTACK)
    state = declare_all(state, "f", "d1", (LARGE_LASER,))
    state, events = apply(state, ResolveAttacks("f"), ScriptedDice([1, 1]))
    assert not [e for e in events if isinstance(e, StrayShot)]


def test_a_unit_that_fires_out_of_the_hex_takes_no_action_in_the_close_assault_phase() -> None:
    """*Fire From Inside the Hex*: "they are considered to have already acted for that turn
    and may take no action, offensive or defensive, during the Close Assault Phase of that
    turn". The Crusader fires at the Phoenix Hawk outside; in the Close Assault Phase its
    maneuver passes and its tactic is locked for it (stand, no fire); only Blue chooses, and
    the hand-over goes to Blue alone."""
    state = engaged_with_a_friend_outside("0809", 0, defender_facing=3)
    crusader_weapon = next(i for i, o in enumerate(attack_options(state, "d", "f"))
                           if o.problem is None)
    state = declare_all(state, "d", "f", (crusader_weapon,))
    dice = ScriptedDice([6, 6] + [3, 4] * 4)  # the shot hits; spare dice for its location
    while state.phase is Phase.WEAPON_ATTACK:
        waiting = next(d.attacker for d in state.declarations if not d.resolved)
        state, _ = apply(state, ResolveAttacks(waiting), dice)
    assert state.phase is Phase.PHYSICAL_ATTACK and idle(state, "d") and not idle(state, "a")
    eng = state.assaults[0]
    assert eng.step is AssaultStep.ATTACKER_MANEUVER
    from btdesk.model.commands import AssaultManeuver
    state, events = apply(state, AssaultManeuver("a", ("F",)), ScriptedDice([]))
    eng = state.assaults[0]
    assert eng.step is AssaultStep.TACTICS
    locked = [e for e in events if isinstance(e, TacticLocked)]
    assert [(e.unit, e.tactic.letter, e.tactic.weapons) for e in locked] == [("d", "a", ())]
    assert secret_choosers(state) == ("blue",)
    state, events = apply(state, ChooseTactic("a", "A"), ScriptedDice([3] * 40))
    assert any(type(e).__name__ == "TacticsRevealed" for e in events)


def test_when_both_units_fired_out_the_close_assault_phase_settles_itself() -> None:
    """Both engaged units fired out of the hex: neither may act, so both exchanges pass
    with both standing and firing nothing, and the game goes on without a command."""
    from btdesk.session.dice import SeededDice
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                       unit("f", "pxh-1-phoenix-hawk", "blue", "0709", 0),
                       unit("d", "crd-3r-crusader", "orange", "0805", 3),
                       unit("o", "crd-3r-crusader", "orange", "0809", 0),
                       options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"), ScriptedDice([]))
    while state.phase is Phase.MOVEMENT:
        side = active_side(state)
        uid = next(u.uid for u in state.units_of(side or "") if u.moved is None)
        state, _ = apply(state, MoveUnit(uid, MoveMode.STATIONARY), ScriptedDice([]))
    for firer, target in (("a", "o"), ("d", "f")):
        usable = [i for i, o in enumerate(attack_options(state, firer, target))
                  if o.problem is None]
        assert usable, (firer, target)
    dice = SeededDice(3)
    while state.phase is Phase.WEAPON_ATTACK and active_side(state) is not None:
        uid = next(u.uid for u in state.units_of(active_side(state) or "")
                   if state.declaration(u.uid) is None)
        target = {"a": "o", "d": "f"}.get(uid)
        weapons = tuple(WeaponFire(i) for i, o in enumerate(attack_options(state, uid, target))
                        if o.problem is None)[:1] if target else ()
        state, _ = apply(state, DeclareAttack(uid, target, weapons), dice)
    events = []
    while state.phase is Phase.WEAPON_ATTACK:
        waiting = next(d.attacker for d in state.declarations if not d.resolved)
        state, more = apply(state, ResolveAttacks(waiting), dice)
        events += more
    revealed = [e for e in events if type(e).__name__ == "TacticsRevealed"]
    assert len(revealed) == NUMBERS.exchanges_per_turn
    assert state.phase is not Phase.PHYSICAL_ATTACK
    assert state.assaults and state.assaults[0].step is AssaultStep.DONE
