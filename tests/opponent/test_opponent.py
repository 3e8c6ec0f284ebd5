"""The computer opponent (btdesk/opponent, design.md *The computer opponent*): exact
matrix games, decisions only from a side's view, legal commands in every game, and the
numbers behind each decision."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from support import make_state, unit

from btdesk.model.commands import (
    AssaultManeuver,
    ChooseTactic,
    DeclareAttack,
    HideUnit,
    MoveUnit,
)
from btdesk.model.frozen import replace
from btdesk.model.state import CLOSE_ASSAULT, AssaultStep, GameState, MoveMode, Phase, Tactic
from btdesk.model.vocab import TacticLetter
from btdesk.opponent import decide, mine
from btdesk.opponent.assault import choose_tactic, exact, tactic_matrix
from btdesk.opponent.levels import STRONG
from btdesk.rules import active_side, apply, legal_commands, visible_to
from btdesk.rules import tactical as tac
from btdesk.session.dice import ScriptedDice, SeededDice
from btdesk.session.game import Session

NONE = ScriptedDice([])


# --- a Close Assault at its tactics ----------------------------------------------------------

def at_tactics() -> GameState:
    """Blue's Warhammer walked into Orange's Crusader's hex (0204-B); both maneuvered, so
    each now locks a tactic in secret."""
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                       unit("d", "crd-3r-crusader", "orange", "0805", 0),
                       options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"), NONE)
    for uid in ("a", "d"):
        state, _ = apply(state, DeclareAttack(uid, None), NONE)
    state, _ = apply(state, AssaultManeuver("a", ("F",)), NONE)
    state, _ = apply(state, AssaultManeuver("d", ("R", "S"), tac.ring_hex(2)), NONE)
    assert state.assaults[0].step is AssaultStep.TACTICS
    return state


def locked(state: GameState, letter: TacticLetter) -> GameState:
    eng = state.assaults[0]
    return replace(state, assaults=(replace(eng, tactics=(Tactic("a", letter, "d"),)),))


def test_the_tactic_is_drawn_from_the_exact_solution_of_its_matrix() -> None:
    """0204-B: "Both ... secretly record the tactics"; the computer answers with the
    optimal mixed strategy of the matrix of expected outcomes (one row per tactic it may
    lock in, one column per tactic the enemy may have locked), draws only tactics that
    strategy plays, and says so."""
    view = visible_to(at_tactics(), "orange")
    rows = [c for c in mine(view, "orange") if isinstance(c, ChooseTactic)]
    assert rows and all(c.unit == "d" for c in rows)
    for draw in range(12):
        seed = random.Random(draw).randrange(2**31)  # choose_tactic's first draw
        columns, table = tactic_matrix(view, rows, STRONG, seed)
        assert len(table) == len(rows) and all(len(r) == len(columns) for r in table)
        assert {c.letter for c in columns if c is not None} <= set("ABCDEFG")
        solution = exact(table)
        weight = dict(zip(rows, solution.rows, strict=True))
        chosen, words, alternatives = choose_tactic(view, rows, STRONG, random.Random(draw))
        assert weight[chosen] > 0  # never a tactic the optimal strategy leaves out
        assert "optimal mixed strategy" in words and "%" in words
        assert len(alternatives) == len(rows) - 1
        # The mixed strategy guarantees its value against every enemy tactic.
        for j in range(len(columns)):
            assert sum(w * Fraction(round(table[i][j] * 100), 100)
                       for i, w in enumerate(solution.rows)) >= solution.value


def test_a_sealed_tactic_of_the_other_side_does_not_change_the_decision() -> None:
    """The same view whatever Blue locked in: Orange's decision is the same."""
    base = at_tactics()
    decisions = set()
    for letter in (TacticLetter.A, TacticLetter.B, TacticLetter.C, TacticLetter.G):
        state = locked(base, letter)
        view = visible_to(state, "orange")
        assert view.assaults[0].tactics[0].letter is TacticLetter.HIDDEN
        decision = decide(view, "orange", "strong", salt=7)
        assert decision is not None and isinstance(decision.command, ChooseTactic)
        decisions.add((decision.command, decision.words))
        apply(state, decision.command, SeededDice(1))  # the engine takes it
    assert len(decisions) == 1


# --- fairness: hidden units and dice ---------------------------------------------------------

def hidden_platoon(where: str, tactical: int) -> GameState:
    from btdesk.model.board import Terrain
    from btdesk.model.commands import HideUnit

    state = make_state(unit("w", "whm-6r-warhammer", "blue", "0802", 3),
                       unit("h", "hbk-4g-hunchback", "orange", "0812", 0),
                       unit("p", "machine-gun-motorized-platoon", "orange", where),
                       terrain={"0805": Terrain.LIGHT_WOODS, "0306": Terrain.LIGHT_WOODS},
                       phase=Phase.INITIATIVE, initiative=(),
                       options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, HideUnit("p", tac.ring_hex(tactical)), NONE)
    return replace(state, phase=Phase.MOVEMENT, initiative=("blue", "orange"))


def test_hidden_units_of_the_other_side_do_not_change_the_decision() -> None:
    """0204-B *Hidden Infantry*: "The position of these hidden units is secretly
    recorded"; wherever the platoon hides, Blue's decision is the same, and names it not."""
    seen = set()
    for where, tactical in (("0805", 3), ("0306", 1)):
        state = hidden_platoon(where, tactical)
        assert active_side(state) == "blue"
        decision = decide(visible_to(state, "blue"), "blue", "strong", salt=1)
        assert decision is not None
        assert "Platoon" not in decision.explained()
        seen.add(decision.command)
        apply(state, decision.command, SeededDice(2))  # legal in the whole game too
    assert len(seen) == 1


def test_the_dice_to_come_do_not_change_the_decision_nor_move() -> None:
    """The n-th die of a game is fixed; the computer never reads or draws the game's
    dice: differently seeded dice to come give the same decision, and thinking rolls
    none of them."""
    decisions = set()
    for seed in (1, 2, 3):
        session = Session.from_scenario("veteran", seed=1)
        while session.state.phase is not Phase.MOVEMENT:
            session.submit(legal_commands(session.state)[0])
        session.dice = SeededDice(seed * 1000)  # other dice from here on
        position = session.dice_position()
        random.seed(seed)  # nor does the module-level generator matter
        side = active_side(session.state)
        assert side is not None
        decision = decide(visible_to(session.state, side), side, "strong", salt=5)
        assert decision is not None
        assert session.dice_position() == position
        decisions.add(decision.command)
    assert len(decisions) == 1


def test_the_same_position_in_another_game_may_get_another_answer() -> None:
    """The salt is per game: the position seeds the randomness, the salt keeps two games
    from playing the same position alike (here, a beginner's noisy choice)."""
    session = Session.from_scenario("green", seed=1)
    while session.state.phase is not Phase.MOVEMENT:
        session.submit(legal_commands(session.state)[0])
    side = active_side(session.state)
    assert side is not None
    view = visible_to(session.state, side)
    answers = set()
    for salt in range(12):
        decision = decide(view, side, "beginner", salt=salt)
        assert decision is not None
        answers.add(decision.command)
    assert len(answers) > 1
    again = [decide(view, side, "beginner", salt=4) for _ in range(2)]
    assert again[0] is not None and again[1] is not None
    assert again[0].command == again[1].command


def test_before_play_it_hides_its_infantry_in_secret() -> None:
    """0204-B *Hidden Infantry*: "The position of these hidden units is secretly
    recorded"; with the Ambush option they wait with ambush orders.  Its decision is
    marked secret, and the other side's view shows none of them."""
    session = Session.from_scenario("river-town", seed=1,
                                    options=("close_assault", "infantry_ambush"))
    assert session.state.phase is Phase.INITIATIVE
    infantry = {u.uid for u in session.state.units_of("defender")
                if session.state.definition(u).kind.is_infantry}
    assert infantry
    for _ in infantry:
        decision = decide(visible_to(session.state, "defender"), "defender", "strong", 3)
        assert decision is not None and isinstance(decision.command, HideUnit)
        assert decision.secret and decision.command.ambush and "hides" in decision.words
        session.submit(decision.command)
    assert all(session.state.unit(uid).hidden for uid in infantry)
    assert not infantry & {u.uid for u in visible_to(session.state, "attacker").units}
    decision = decide(visible_to(session.state, "defender"), "defender", "strong", 3)
    assert decision is not None and not isinstance(decision.command, HideUnit)


# --- it decides well, and says why ------------------------------------------------------------

def test_it_fires_at_the_target_it_expects_to_damage_most_and_says_the_odds() -> None:
    """A Warhammer with two 'Mechs in reach: it fires at the one its weapons expect to hit
    hardest, by the to-hit breakdown's exact odds, and its words give them."""
    state = make_state(unit("w", "whm-6r-warhammer", "blue", "0805", 0),
                       unit("near", "hbk-4g-hunchback", "orange", "0803", 3),
                       unit("far", "enf-4r-enforcer", "orange", "0814", 0),
                       phase=Phase.WEAPON_ATTACK, initiative=("blue", "orange"))
    state = replace(state, units=tuple(replace(u, moved=None) for u in state.units))
    view = visible_to(state, "blue")
    decision = decide(view, "blue", "strong")
    assert decision is not None and isinstance(decision.command, DeclareAttack)
    assert decision.command.target == "near"
    assert "% to hit" in decision.words and "expected" in decision.words
    assert decision.alternatives  # the far Enforcer and holding fire, with their scores


def test_focus_fire_no_overkill_and_the_worn_first() -> None:
    """A point on a nearly destroyed 'Mech is worth more than on a fresh one (focus
    fire); a point past what a target has left after the attacks already declared is
    worth nothing but the kill it makes likelier."""
    from btdesk.opponent.judge import damage_value, left_and_total
    state = make_state(unit("x", "enf-4r-enforcer", "orange", "0805", 0))
    fresh = state.units[0]
    circles = state.definition(fresh).armor_circles
    worn = replace(fresh, damage={loc: n - 1 for loc, n in circles.items() if n > 1})
    left, total = left_and_total(state, worn)
    assert 0 < left < total
    assert damage_value(state, worn, 0.5) > damage_value(state, fresh, 0.5)
    assert damage_value(state, worn, 5.0, already=float(left)) == 0.0
    assert damage_value(state, worn, float(left)) > left  # the likely kill's bonus


# --- legal in every game ----------------------------------------------------------------------

SCENARIOS = ("green", "veteran", "elite", "river-town", "hover-transport", "mechanized-assault")
OPTION_SETS = (
    (),
    ("physical_attacks", "critical_hits"),
    ("close_assault", "infantry_ambush", "assault_orders", "multi_model"),
    ("tw_infantry", "physical_attacks"),
    ("tw_infantry", "close_assault"),
)
NEEDS_TW = ("hover-transport", "mechanized-assault")  # infantry start aboard carriers


def computer_game(scenario: str, options: tuple[str, ...], seed: int, limit: int,
                  levels: tuple[str, str] = ("strong", "beginner")) -> Session:
    """The computer against itself, each side from its own view; every command it gives
    is one the rules list for that view, and the game takes it."""
    session = Session.from_scenario(scenario, seed=seed, options=options)
    sides = [s.key for s in session.state.sides]
    level = dict(zip(sides, levels if seed % 2 else levels[::-1], strict=True))
    for _ in range(limit):
        state = session.state
        if state.phase is Phase.GAME_OVER:
            break
        acting = active_side(state)
        decision = None
        for side in [acting] if acting else sides:
            view = visible_to(state, side)
            decision = decide(view, side, level[side], salt=seed)
            if decision is not None:  # hiding is offered beside the list, before play
                assert decision.command in mine(view, side) or isinstance(
                    decision.command, HideUnit)
                break
        assert decision is not None, f"no side acts in {state.phase} ({scenario}, {options})"
        session.submit(decision.command)  # raises if refused
    return session


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_computer_against_computer_never_gives_a_refused_command(scenario: str) -> None:
    for number, options in enumerate(OPTION_SETS):
        if scenario in NEEDS_TW and "tw_infantry" not in options:
            continue
        computer_game(scenario, options, seed=number, limit=160)


@pytest.mark.parametrize("scenario", ["green", "veteran"])
def test_computer_games_finish_and_replay(scenario: str) -> None:
    """Whole games end, and replay from their log (its decisions are ordinary commands)."""
    session = computer_game(scenario, (), seed=2, limit=3000)
    assert session.state.phase is Phase.GAME_OVER
    assert session.replayed() == session.state


def test_with_the_standard_rules_it_holds_back_what_would_overheat_it() -> None:
    """Total Warfare, *Heat*: a hot Warhammer that fired everything would pass 14 on the
    Heat Scale (shutdown rolls, +2 and more to hit, an ammunition explosion roll for its
    SRM bin); it fires the weapons whose damage is worth their heat, leaves the hottest
    for their damage behind, and says what the heat would cost."""
    from btdesk.opponent.heat import heat_cost
    from btdesk.rules.modules.standard import heat_preview

    state = make_state(unit("w", "whm-6r-warhammer", "blue", "0805", 0, heat=12),
                       unit("t", "hbk-4g-hunchback", "orange", "0802", 3),
                       phase=Phase.WEAPON_ATTACK, initiative=("blue", "orange"),
                       options=frozenset({"standard"}))
    state = replace(state, units=tuple(replace(u, moved=None) for u in state.units))
    view = visible_to(state, "blue")
    everything = next(c for c in mine(view, "blue")
                      if isinstance(c, DeclareAttack) and c.target == "t")
    all_weapons = tuple(w.weapon for w in everything.weapons)
    assert heat_preview(view, view.unit("w"), all_weapons) >= 14
    decision = decide(view, "blue", "strong")
    assert decision is not None and isinstance(decision.command, DeclareAttack)
    fired = tuple(w.weapon for w in decision.command.weapons)
    assert decision.command.target == "t" and 0 < len(fired) < len(all_weapons)
    assert heat_cost(view, view.unit("w"), fired) < heat_cost(view, view.unit("w"),
                                                               all_weapons)
    apply(view, decision.command, SeededDice(1))  # a declaration the rules accept
    assert "heat" in decision.explained()
    # Without the standard rules there is no heat: it fires everything.
    plain = visible_to(replace(state, options=frozenset()), "blue")
    decision = decide(plain, "blue", "strong")
    assert decision is not None and isinstance(decision.command, DeclareAttack)
    assert len(decision.command.weapons) == len(all_weapons)
