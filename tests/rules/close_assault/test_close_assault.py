"""Close Assault between two units: seeds/000_7b64e9262a5995b9.txt (Optional Rules Variant
0204-B), with rules-notes §4-6 where the seed sends us to "the basic rules"."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import TABLES, at, damage_dealt, make_state, unit

from btdesk.hexgrid import Hex, distance, neighbor
from btdesk.model.commands import AssaultManeuver, ChooseTactic, DeclareAttack, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    AssaultStarted,
    PhysicalResolved,
    PilotingRoll,
    TacticsRevealed,
)
from btdesk.model.frozen import replace
from btdesk.model.state import CLOSE_ASSAULT, AssaultStep, GameState, MoveMode, Phase
from btdesk.model.tables import weight_modifier
from btdesk.rules import apply, legal_commands
from btdesk.rules import tactical as tac
from btdesk.rules.modules.close_assault.procedure import allowed_letters
from btdesk.rules.modules.close_assault.results import avoid_modifiers
from btdesk.session.dice import ScriptedDice, SeededDice

NUMBERS = TABLES.close_assault.numbers


# --- the Close Assault Hex ------------------------------------------------------------------

def test_close_assault_hex_has_seven_tactical_and_six_approach_hexes() -> None:
    """0204-B *Close Assault Hex*: "divided into seven smaller hexes, called Tactical Hexes"
    and "six additional small hexes, one on each side ..., called Approach Hexes"."""
    assert len(set(tac.TACTICAL_HEXES)) == 7 and len(set(tac.APPROACH_HEXES)) == 6
    assert not set(tac.TACTICAL_HEXES) & set(tac.APPROACH_HEXES)
    assert all(distance(h, tac.CENTRE) <= 1 for h in tac.TACTICAL_HEXES)


@given(st.integers(0, 5))
def test_entry_is_only_through_an_approach_hex(side: int) -> None:
    """ "Entry to the Close Assault Hex can only be made through one of these Approach
    Hexes": each approach hex touches exactly one tactical hex, the one on its side."""
    approach = tac.approach_hex(side)
    touching = [h for h in tac.TACTICAL_HEXES if distance(h, approach) == 1]
    assert touching == [tac.ring_hex(side)]
    assert tac.side_of(approach) == side == tac.side_of(tac.ring_hex(side))


# --- set-up ---------------------------------------------------------------------------------

def enter(approach: str = "enter", attacker: str = "whm-6r-warhammer",
          defender: str = "crd-3r-crusader", defender_facing: int = 0) -> GameState:
    """Blue's attacker two hexes north of Orange's defender walks (or charges) into its hex;
    both declare no fire, so the turn stands at the Close Assault Phase."""
    state = make_state(unit("a", attacker, "blue", "0803", 3),
                       unit("d", defender, "orange", "0805", defender_facing),
                       options=frozenset({CLOSE_ASSAULT}))
    mode = MoveMode.RUN if approach == "charge" else MoveMode.WALK
    state, events = apply(state, MoveUnit("a", mode, ("F", "F"), approach), ScriptedDice([]))
    assert any(isinstance(e, AssaultStarted) for e in events)
    for uid in ("a", "d"):
        state, _ = apply(state, DeclareAttack(uid, None), ScriptedDice([]))
    assert state.phase is Phase.PHYSICAL_ATTACK
    return state


def test_set_up_places_defender_in_the_centre_and_attacker_on_its_approach_hex() -> None:
    """0204-B *Set-Up*: the defender in the centre with its map facing; "if an Attacker is
    approaching a Defender from the south, the Attacker's 'Mech is placed on the Approach
    Hex on the south side ..., facing north"."""
    state = enter(defender_facing=2)
    eng = state.assaults[0]
    assert eng.places["d"] == tac.CENTRE and eng.facings["d"] == 2
    assert eng.entry == 0 and eng.places["a"] == tac.approach_hex(0)  # came from the north
    assert eng.facings["a"] == 3  # facing south, towards the centre
    # Caught before it moved, the defender stands (and keeps its walking MP to maneuver);
    # the attacker has what it had left: 4 walking MP - 2.
    assert state.unit("d").moved is not None and state.unit("d").moved.mode is MoveMode.STATIONARY
    assert eng.mp_left == {"a": 2, "d": 4}


def test_entering_needs_the_mp_of_the_defenders_hex() -> None:
    """ "If the hex represents rough terrain ... each 'Mech which wishes to enter the hex
    must have at least 2 MPs remaining to enter it" (woods cost counts)."""
    from btdesk.model.board import Terrain
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0801", 3),
                       unit("d", "crd-3r-crusader", "orange", "0805"),
                       terrain={"0805": Terrain.HEAVY_WOODS}, options=frozenset({CLOSE_ASSAULT}))
    with pytest.raises(IllegalCommand, match="MP"):  # 3 hexes + heavy woods 3 = 6 > 4
        apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F", "F", "F"), "enter"), ScriptedDice([]))


def test_without_the_option_an_enemy_hex_cannot_be_entered() -> None:
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                       unit("d", "crd-3r-crusader", "orange", "0805"))
    with pytest.raises(IllegalCommand, match="Close Assault option"):
        apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"), ScriptedDice([]))


def test_maneuvers_and_the_defenders_free_shift() -> None:
    """0204-B *Maneuvering*: 1 MP a tactical hex or hexside; *Defender's Movement*: a free
    shift to one of the three tactical hexes to its front or the one behind, never into
    an occupied one; a facing change costs MP."""
    state = enter()
    state, _ = apply(state, AssaultManeuver("a", ("F",)), ScriptedDice([]))
    eng = state.assaults[0]
    assert eng.places["a"] == tac.ring_hex(0) and eng.mp_left["a"] == 1
    with pytest.raises(IllegalCommand, match="front or directly behind"):
        apply(state, AssaultManeuver("d", (), tac.ring_hex(0)), ScriptedDice([]))  # occupied
    with pytest.raises(IllegalCommand, match="front or directly behind"):
        apply(state, AssaultManeuver("d", (), tac.ring_hex(2)), ScriptedDice([]))  # side
    state, _ = apply(state, AssaultManeuver("d", ("R", "S"), tac.ring_hex(2)), ScriptedDice([]))
    eng = state.assaults[0]
    assert eng.places["d"] == tac.ring_hex(2) and eng.facings["d"] == 1
    assert eng.mp_left["d"] == 3 and eng.step is AssaultStep.TACTICS
    assert state.unit("d").facing == 1  # the map facing follows


# --- tactics --------------------------------------------------------------------------------

def to_tactics(state: GameState, attacker_steps: tuple[str, ...] = ("F",)) -> GameState:
    if state.assaults[0].step is AssaultStep.ATTACKER_MANEUVER:
        state, _ = apply(state, AssaultManeuver("a", attacker_steps), ScriptedDice([]))
    state, _ = apply(state, AssaultManeuver("d"), ScriptedDice([]))
    return state


def test_tactic_restrictions() -> None:
    """ "Attacking units executing Charge or Death From Above maneuvers may only choose
    Advance-collision"; maneuvers need 1 MP left (except avoid, rules-notes §6)."""
    charging = to_tactics(enter("charge"))
    eng = charging.assaults[0]
    assert "".join(allowed_letters(charging, eng, "a")) == "E"
    assert "".join(allowed_letters(charging, eng, "d")) == "abcdefg"
    walking = to_tactics(enter(), ("F", "R"))  # 2 MP left - 2 = 0
    eng = walking.assaults[0]
    assert "".join(allowed_letters(walking, eng, "a")) == "ABCDG"  # no F without MP, no E without a charge
    with pytest.raises(IllegalCommand, match="may choose"):
        apply(walking, ChooseTactic("a", "F"), ScriptedDice([]))


def test_tactics_are_secret_until_both_are_locked() -> None:
    """ "Both the Attacker and the Defender now secretly record the tactics"; the view for
    the other side does not show a locked tactic until both are revealed."""
    from btdesk.rules import visible_to
    state = to_tactics(enter())
    state, events = apply(state, ChooseTactic("d", "d", limb="LA"), ScriptedDice([]))
    assert not any(isinstance(e, TacticsRevealed) for e in events)
    blue = visible_to(state, "blue")
    assert blue.assaults[0].tactic("d") is not None
    assert blue.assaults[0].tactic("d").letter == "?"  # locked, but not what
    assert visible_to(state, "orange").assaults[0].tactic("d").letter == "d"


# --- results --------------------------------------------------------------------------------

def test_block_example() -> None:
    """Result 2, the seed's example: "A Warhammer (70 tons) throws a punch at a Crusader (65
    tons) ... 7 points ... the Crusader would suffer only 4 points of damage, all of it
    applied against the arm with which it blocked the punch. At the same time, the
    Warhammer would suffer 2 points of damage to the arm with which it threw the punch."""
    state = to_tactics(enter())
    state, _ = apply(state, ChooseTactic("d", "d", limb="LA"), ScriptedDice([]))
    state, events = apply(state, ChooseTactic("a", "B", limb="RA"),
                          ScriptedDice([2, 2]))  # the block roll: 4, Crusader Piloting 4
    assert [e.result for e in events if isinstance(e, TacticsRevealed)] == [2]
    assert [e.passed for e in events if isinstance(e, PilotingRoll)] == [True]
    assert damage_dealt(events, "d") == {"LA": 4}
    assert damage_dealt(events, "a") == {"RA": 2}
    eng = state.assaults[0]
    assert eng.exchange == 2 and eng.step is AssaultStep.TACTICS  # a second exchange


def test_failed_block_lets_the_punch_land_as_usual() -> None:
    state = to_tactics(enter())
    state, _ = apply(state, ChooseTactic("d", "d"), ScriptedDice([]))
    # block roll 3 fails; the punch needs Piloting 5 (the Crusader stood): roll 6 hits,
    # punch table front 3 = CT.
    state, events = apply(state, ChooseTactic("a", "B", limb="RA"), ScriptedDice([1, 2, 3, 3, 3]))
    assert damage_dealt(events, "d") == {"CT": 7} and damage_dealt(events, "a") == {}


def test_a_defender_with_no_legs_left_cannot_block_a_kick() -> None:
    """0204-B result 2: a blocked kick's damage "is halved ... and applied against ... the
    leg for a kick": a 'Mech with both legs gone has none to block with, so the kick
    lands as usual, with no block roll (a game of the sweep once stopped here)."""
    state = to_tactics(enter())
    legless = replace(state.unit("d"), lost=frozenset({"LL", "RL"}))
    state = replace(state, units=tuple(legless if u.uid == "d" else u for u in state.units))
    state, _ = apply(state, ChooseTactic("d", "d"), ScriptedDice([]))
    state, events = apply(state, ChooseTactic("a", "C"), ScriptedDice([3] * 40))
    assert not [e for e in events if isinstance(e, PilotingRoll) and e.reason == "block"]
    assert [e.result for e in events if isinstance(e, TacticsRevealed)] == [2]


def test_matador_example_avoid_modifiers() -> None:
    """Result 3, the seed's example: a Crusader charges a Phoenix Hawk (45 t, Piloting 2)
    that avoids: "The Defender's Piloting Skill Level is 2 less than 4, so 2 is added ...
    In addition, 1 is added because the Phoenix Hawk weighs less than 50 tons. The
    Attacker must roll 5 + 3 = 8": the avoid modifiers add 3 to the charge's number."""
    state = enter("charge", attacker="crd-3r-crusader", defender="pxh-1-phoenix-hawk")
    assert sum(m.value for m in avoid_modifiers(state, state.unit("d"))) == 3
    state = to_tactics(state)
    state, _ = apply(state, ChooseTactic("d", "e", move_to=tac.ring_hex(2), facing=5),
                     ScriptedDice([]))
    state, events = apply(state, ChooseTactic("a", "E"), ScriptedDice([6, 6] + [3] * 40))
    blow = next(e for e in events if isinstance(e, PhysicalResolved))
    mods = dict(blow.modifiers)
    assert mods["Defender avoiding: Piloting below 4"] == 2
    assert mods["Defender avoiding: 45 t"] == 1
    # The charge alone: Crusader Piloting 4 + the Piloting difference 4 - 2 = 6.
    assert blow.to_hit == 6 + 3 and blow.hit


def test_avoided_charge_carries_the_attacker_through() -> None:
    """ "If the Defender avoids a charge, he may move to any adjacent unoccupied Tactical
    Hex ... The Attacker continues moving in a straight line ..., exiting through the
    opposite side ... If the Attacker has insufficient MPs ... he remains in the Close
    Assault Hex, in the Tactical Hex opposite from his Entry Hex" and rolls Piloting."""
    state = to_tactics(enter("charge", attacker="crd-3r-crusader",
                             defender="pxh-1-phoenix-hawk"))
    state, _ = apply(state, ChooseTactic("d", "e", move_to=tac.ring_hex(2), facing=5),
                     ScriptedDice([]))
    # Miss (2), then the Crusader (4 MP left of 6 running) goes through into 0806.
    state, _events = apply(state, ChooseTactic("a", "E"), ScriptedDice([1, 1]))
    assert state.unit("a").position == at("0806") and state.unit("d").position == at("0805")
    assert state.assaults == ()  # one left the hex: both back on the map
    assert state.unit("d").facing == 5


def test_flee_weight_modifiers() -> None:
    """Result 4: "If the Defender has a 'Mech heavier than 50 tons, he adds 1 ... If his
    'Mech weighs 80 tons or more, he adds 2"."""
    assert [weight_modifier(NUMBERS.flee_weight, t) for t in (20, 50, 51, 79, 80, 100)] == [
        0, 0, 1, 1, 2, 2]
    assert [weight_modifier(NUMBERS.avoid_weight, t) for t in (20, 21, 50, 51)] == [2, 1, 1, 0]


def test_successful_flight_leaves_the_hex() -> None:
    """Result 4: the defender moves to a tactical hex on a side and leaves the Close
    Assault Hex; an attacker that fires hits it as usual."""
    state = to_tactics(enter())
    state, _ = apply(state, ChooseTactic("d", "f", move_to=tac.ring_hex(3), facing=3),
                     ScriptedDice([]))
    # Flee roll: Crusader Piloting 4 + 1 (65 t) = 5: roll 6 passes; the Warhammer fires
    # nothing it may (PPCs reach 2 tactical hexes? the N ring to the S ring is 2).
    state, events = apply(state, ChooseTactic("a", "A", weapons=()), ScriptedDice([3, 3]))
    roll = next(e for e in events if isinstance(e, PilotingRoll))
    assert roll.needed == 5 and roll.passed
    assert state.unit("d").position == at("0806") and state.unit("d").facing == 3
    assert state.assaults == ()


def test_push_base_four() -> None:
    """Result 5: "The Attacker must make the usual roll against a base To-Hit number of
    4+"; a successful push moves the defender out through the nearest hexside."""
    state = to_tactics(enter())
    state, _ = apply(state, ChooseTactic("d", "a", weapons=()), ScriptedDice([]))
    state, events = apply(state, ChooseTactic("a", "D"), ScriptedDice([2, 2, 6, 6]))
    blow = next(e for e in events if isinstance(e, PhysicalResolved))
    assert blow.attack == "push" and blow.modifiers[0] == ("Push (Close Assault base)", 4)
    assert blow.to_hit == 4 and blow.hit
    assert state.unit("d").position == at("0806")  # pushed south, straight on
    assert state.unit("a").position == at("0805") and state.assaults == ()


def test_break_off_returns_to_an_approach_hex() -> None:
    """Result 7: on a passed roll the attacker goes to an approach hex within two tactical
    hexes, its facing kept, and out of the Close Assault Hex."""
    state = to_tactics(enter(), ())
    state, _ = apply(state, ChooseTactic("d", "a", weapons=()), ScriptedDice([]))
    state, _ = apply(state, ChooseTactic("a", "F", move_to=tac.approach_hex(5)),
                     ScriptedDice([3, 3]))
    assert state.unit("a").position == neighbor(at("0805"), 5)
    assert state.unit("a").facing == 3 and state.assaults == ()


def test_eject() -> None:
    """Result 8: a roll against Piloting; the MechWarrior lands in the hex behind; the
    'Mech is out of the game."""
    state = to_tactics(enter())
    state, _ = apply(state, ChooseTactic("d", "g"), ScriptedDice([]))
    state, _events = apply(state, ChooseTactic("a", "A", weapons=()), ScriptedDice([6, 6]))
    d = state.unit("d")
    assert d.destroyed and d.ejected == neighbor(at("0805"), 3)


def test_two_exchanges_then_locked_into_the_next_turn() -> None:
    """ "after two exchanges in the Close Assault Hex, the players should return to the
    regular game map ... BattleMechs engaged in Close Assault Combat are left where they
    are until the next Close Assault Phase"."""
    state = to_tactics(enter())
    dice = SeededDice(3)
    for _ in range(2):
        state, _ = apply(state, ChooseTactic("d", "a", weapons=()), dice)
        state, _ = apply(state, ChooseTactic("a", "A", weapons=()), dice)
    assert state.phase is Phase.INITIATIVE and state.turn == 2
    assert state.assaults and state.assaults[0].step is AssaultStep.DONE
    state, _ = apply(state, legal_commands(state)[0], dice)  # initiative
    # Locked units do not move: the movement phase passes by itself.
    assert state.phase is Phase.WEAPON_ATTACK
    for uid in state.initiative:
        state, _ = apply(state, DeclareAttack({"blue": "a", "orange": "d"}[uid], None), dice)
    assert state.phase is Phase.PHYSICAL_ATTACK
    assert state.assaults[0].step is AssaultStep.ATTACKER_MANEUVER
    assert state.assaults[0].mp_left == {"a": 4, "d": 4}


# --- every cell of the matrix -----------------------------------------------------------------

@pytest.mark.parametrize(("d_letter", "a_letter"),
                         list(itertools.product("abcdefg", "ABCDEFG")))
def test_every_matrix_cell_resolves(d_letter: str, a_letter: str) -> None:
    """All 49 cells of rules-notes §6's matrix reached from legal play and resolved with
    random dice without breaking an invariant."""
    from playout import check_invariants
    approach = "charge" if a_letter == "E" else "enter"
    for seed in range(6):
        state = to_tactics(enter(approach), () if approach == "enter" else ("F",))
        dice = SeededDice(seed)
        state, _ = apply(state, ChooseTactic("d", d_letter), dice)
        state, events = apply(state, ChooseTactic("a", a_letter), dice)
        revealed = [e for e in events if isinstance(e, TacticsRevealed)]
        assert revealed[0].result == TABLES.close_assault.result(d_letter, a_letter)
        check_invariants(state)
        for eng in state.assaults:
            assert all(state.unit(u).position == eng.hex for u in eng.units)
            assert all(tac.is_tactical(h) or tac.is_approach(h) for h in eng.places.values())
            assert len(set(eng.places.values())) == len(eng.places)


def test_random_close_assault_play_keeps_invariants() -> None:
    """Random legal maneuvers and tactics, exchange after exchange, with undo-free replay."""
    from playout import check_invariants
    rng = random.Random(7)
    seen: set[int] = set()
    for game in range(40):
        state = enter(rng.choice(["enter", "charge"]))
        dice = SeededDice(game)
        for _ in range(60):
            if state.phase is not Phase.PHYSICAL_ATTACK:
                break
            commands = legal_commands(state)
            assert commands
            state, events = apply(state, rng.choice(commands), dice)
            seen |= {e.result for e in events if isinstance(e, TacticsRevealed)}
            check_invariants(state)
    assert seen == set(range(1, 9))


def test_a_close_assault_that_stands_still_is_refused_with_its_reason() -> None:
    """0204-B: "an attacking 'Mech actually enters the Defender's hex"; a stationary
    move enters none (found by the random-command test: it crashed the set-up)."""
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0804", 3),
                       unit("d", "crd-3r-crusader", "orange", "0805"),
                       options=frozenset({CLOSE_ASSAULT}))
    with pytest.raises(IllegalCommand, match="standing still enters none"):
        apply(state, MoveUnit("a", MoveMode.STATIONARY, (), "enter"), ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="ends by entering an enemy"):
        apply(state, MoveUnit("a", MoveMode.WALK, ("L",), "enter"), ScriptedDice([]))


def test_jumping_in_is_death_from_above_and_the_attacker_is_not_placed() -> None:
    """ "Attacking 'Mechs entering the hex by jumping are not placed on an Approach Hex"."""
    state = make_state(unit("a", "pxh-1-phoenix-hawk", "blue", "0803", 3),
                       unit("d", "crd-3r-crusader", "orange", "0805"),
                       options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, MoveUnit("a", MoveMode.JUMP, ("3", "3"), "death_from_above"),
                     ScriptedDice([]))
    eng = state.assaults[0]
    assert "a" not in eng.places and eng.step is AssaultStep.DEFENDER_MANEUVER
    with pytest.raises(IllegalCommand):
        apply(state, MoveUnit("a", MoveMode.WALK, ("F",), "death_from_above"), ScriptedDice([]))


def test_legal_commands_offer_assault_moves() -> None:
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                       unit("d", "crd-3r-crusader", "orange", "0805"),
                       options=frozenset({CLOSE_ASSAULT}))
    moves = [c for c in legal_commands(state) if isinstance(c, MoveUnit) and c.close_assault]
    assert {c.close_assault for c in moves} == {"enter", "charge"}
    for command in moves[:5]:
        apply(state, command, ScriptedDice([]))


def test_hex_helpers_name_places() -> None:
    assert tac.name(tac.CENTRE) == "centre" and tac.name(None) == "in the air"
    assert tac.name(tac.approach_hex(3)) == "S approach hex"
    assert Hex(0, 0) == tac.CENTRE


def _after_a_volley(defender_weapons: tuple[int, ...], attacker_weapons: tuple[int, ...]) -> GameState:
    """A first exchange in which both sides fire (result 1) the weapons named, every shot
    missing (2 on 2D6), so the second exchange's tactics are chosen next."""
    state = to_tactics(enter())
    state, _ = apply(state, ChooseTactic("d", "a", weapons=defender_weapons), ScriptedDice([]))
    shots = len(defender_weapons) + len(attacker_weapons)
    state, _ = apply(state, ChooseTactic("a", "A", weapons=attacker_weapons),
                     ScriptedDice([1, 1] * shots))
    assert state.assaults[0].exchange == 2
    return state


def test_an_arm_that_fired_cannot_block() -> None:
    """0204-B result 2: "To block a punch, a defending 'Mech must have all of its arm
    actuators intact and may not fire any weapons from that arm during that turn".  The
    Crusader fired both arm lasers in the first exchange: no block roll, the Warhammer's
    punch lands as usual (Piloting 5, roll 6; punch table front 3 = CT, 7 points)."""
    state = _after_a_volley((0, 1), ())
    state, _ = apply(state, ChooseTactic("d", "d", limb="LA"), ScriptedDice([]))
    state, events = apply(state, ChooseTactic("a", "B", limb="RA"), ScriptedDice([3, 3, 3]))
    assert not [e for e in events if isinstance(e, PilotingRoll) and e.reason == "block"]
    assert damage_dealt(events, "d") == {"CT": 7} and damage_dealt(events, "a") == {}


def test_the_arm_that_did_not_fire_blocks() -> None:
    """Only the left-arm laser fired: the Crusader asked to block with its left arm
    blocks with its right instead (a punch from the front), 4 points on it, 2 to the
    Warhammer's punching arm, as in the seed's example."""
    state = _after_a_volley((1,), ())
    state, _ = apply(state, ChooseTactic("d", "d", limb="LA"), ScriptedDice([]))
    state, events = apply(state, ChooseTactic("a", "B", limb="RA"), ScriptedDice([2, 2]))
    assert damage_dealt(events, "d") == {"RA": 4}
    assert damage_dealt(events, "a") == {"RA": 2}


def test_an_arm_that_fired_cannot_punch_inside_the_hex() -> None:
    """Basic physical rules (0204-B result 1: punches "as per the basic physical attack
    rules"): an arm that fired a weapon this turn does not punch.  The Warhammer fired its
    right-arm PPC: a right punch is refused with the reason; with both arm PPCs fired no
    punch is offered at all."""
    state = _after_a_volley((), (0,))
    with pytest.raises(IllegalCommand, match="RA fired a weapon"):
        apply(state, ChooseTactic("a", "B", limb="RA"), ScriptedDice([]))
    both = _after_a_volley((), (0, 1))
    assert "B" not in "".join(allowed_letters(both, both.assaults[0], "a"))
