"""Hidden infantry and secret movement: seeds/000_7b64e9262a5995b9.txt (0204-B), *Hidden
Infantry* and *Secret Movement*; what each side may see (design.md, hidden information is
a view)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import make_state, unit

from btdesk.hexgrid import Hex
from btdesk.model.board import Terrain
from btdesk.model.commands import DeclareAttack, DeclarePhysical, HideUnit, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import UnitHidden, UnitRevealed
from btdesk.model.state import (
    CLOSE_ASSAULT,
    Declaration,
    Engagement,
    GameState,
    MoveMode,
    Phase,
    Tactic,
    WeaponFire,
)
from btdesk.rules import apply, attack_options, public, visible_to
from btdesk.rules import tactical as tac
from btdesk.rules.view import HIDDEN_LETTER
from btdesk.session.dice import ScriptedDice
from btdesk.ui.events_text import describe

PLATOON = "machine-gun-motorized-platoon"
NONE = ScriptedDice([])


def ambush_site(phase: Phase = Phase.INITIATIVE, **options: object) -> GameState:
    """Orange's platoon waits in the light woods of 0805; Blue's Warhammer is to the north."""
    return make_state(unit("w", "whm-6r-warhammer", "blue", "0802", 3),
                      unit("p", PLATOON, "orange", "0805"),
                      terrain={"0805": Terrain.LIGHT_WOODS, "0806": Terrain.LIGHT_WOODS},
                      phase=phase, initiative=(), options=frozenset({CLOSE_ASSAULT}))


def hidden_site() -> GameState:
    state, events = apply(ambush_site(), HideUnit("p", tac.ring_hex(3)), NONE)
    assert events == (UnitHidden("p", Hex.from_label("0805"), tac.ring_hex(3)),)
    return state


def test_hidden_infantry_is_recorded_before_play_with_its_tactical_hex() -> None:
    """ "The position of these hidden units is secretly recorded by the player deploying
    them before play begins. The record should note both which 30-meter game hex and which
    Tactical Hex"."""
    p = hidden_site().unit("p")
    assert p.hidden and p.hidden_in == tac.ring_hex(3) and p.position == Hex.from_label("0805")


def test_only_infantry_hide_and_only_before_play_with_close_assault() -> None:
    with pytest.raises(IllegalCommand, match="not infantry"):
        apply(ambush_site(), HideUnit("w"), NONE)
    with pytest.raises(IllegalCommand, match="before play begins"):
        apply(ambush_site(Phase.MOVEMENT), HideUnit("p"), NONE)
    with pytest.raises(IllegalCommand, match="tactical hexes"):
        apply(ambush_site(), HideUnit("p", tac.approach_hex(0)), NONE)
    with pytest.raises(IllegalCommand, match="Close Assault option"):
        apply(replace(ambush_site(), **{"options": frozenset()}),
              HideUnit("p"), NONE)
    with pytest.raises(IllegalCommand, match="Ambush option"):
        apply(ambush_site(), HideUnit("p", ambush=True), NONE)


def test_the_other_side_sees_nothing_of_a_hidden_unit() -> None:
    state = hidden_site()
    blue, orange = visible_to(state, "blue"), visible_to(state, "orange")
    assert [u.uid for u in blue.units] == ["w"] and PLATOON not in blue.definitions
    assert "'p'" not in repr(blue) and PLATOON not in repr(blue)
    assert orange.unit("p").hidden_in == tac.ring_hex(3)
    assert [u.uid for u in public(state).units] == ["w"]


def at_movement(state: GameState) -> GameState:
    return replace(state, **{"phase": Phase.MOVEMENT,
                              "initiative": ("orange", "blue")})


def test_secret_movement_one_hex_into_woods_keeps_it_hidden() -> None:
    """*Secret Movement*: "begin a turn hidden ..., then move into an adjacent hex with rough
    or wooded terrain at the rate of 1 hex per turn without revealing the unit's existence.
    The owning player must keep track of the hexes the unit moves through"."""
    state, events = apply(at_movement(hidden_site()), MoveUnit("p", MoveMode.WALK, ("3",)), NONE)
    p = state.unit("p")
    assert p.hidden and p.position == Hex.from_label("0806")
    assert p.secret_path == (Hex.from_label("0806"),)
    assert not any(isinstance(e, UnitRevealed) for e in events)
    line = describe(events[0], state)
    assert line is not None and "0806" not in line and p.name not in line


def test_leaving_cover_reveals_it() -> None:
    """ "The unit must be revealed when it ... leaves rough or wooded terrain" (0804 is
    clear)."""
    state, events = apply(at_movement(hidden_site()), MoveUnit("p", MoveMode.WALK, ("0",)), NONE)
    assert not state.unit("p").hidden
    assert UnitRevealed("p", Hex.from_label("0805"), "it moved out of cover") in events


def test_a_mech_walks_into_the_hidden_units_hex_unknowing() -> None:
    """Hidden units are not seen: the Warhammer's move into 0805 is not refused (a refusal
    would tell Blue what is there); the platoon stays hidden until it fights."""
    state = at_movement(hidden_site())
    state = replace(state, **{"initiative": ("blue", "orange")})
    state, _ = apply(state, MoveUnit("w", MoveMode.WALK, ("F", "F", "F")), NONE)
    assert state.unit("w").position == Hex.from_label("0805") and state.unit("p").hidden


def test_its_player_declares_a_close_assault_on_a_mech_that_entered_its_hex() -> None:
    """ "Whenever an enemy 'Mech enters a hex within which infantry is hidden, the player
    with the hidden infantry may declare a Close Assault. Combat is then resolved using the
    rules for infantry combat" (0204-B *Hidden Infantry*). The Warhammer walks into 0805
    unknowing; in its turn to declare, the platoon declares its attack on the 'Mech in its
    hex: it is revealed and fires at range 0 (the infantry rules)."""
    from btdesk.model.events import AttackDeclared
    state = at_movement(hidden_site())  # Orange lost the initiative: it moves and declares first
    state, _ = apply(state, MoveUnit("p", MoveMode.STATIONARY), NONE)
    state, _ = apply(state, MoveUnit("w", MoveMode.WALK, ("F", "F", "F")), NONE)
    assert state.phase is Phase.WEAPON_ATTACK and state.unit("p").hidden
    assert all(o.problem == "there is no unit 'p'" for o in attack_options(state, "w", "p"))
    options = [o for o in attack_options(state, "p", "w") if o.possible]
    assert options and all(o.range == 0 for o in options)
    state, events = apply(state, DeclareAttack("p", "w", tuple(WeaponFire(o.weapon)
                                                               for o in options)), NONE)
    assert events[0] == UnitRevealed("p", Hex.from_label("0805"),
                                     "it declared a Close Assault on WHM-6R Warhammer in its hex")
    assert isinstance(events[1], AttackDeclared) and not state.unit("p").hidden
    assert describe(events[0], state) == ("Machine Gun (Motorized) Platoon REVEALED in 0805: it "
                                          "declared a Close Assault on WHM-6R Warhammer in its hex")
    # Seen now, but the QSR (*Conventional Infantry*, *Firing Weapons*): "Infantry are the
    # only units that may make an attack against a unit in the same hex".
    assert {o.problem for o in attack_options(state, "w", "p")} == {
        "only infantry may attack a unit in their own hex"}


def test_it_cannot_be_targeted_and_opening_fire_reveals_it() -> None:
    """ "Infantry which moves or fires on other units from ambush is considered to have
    revealed its position"; before that no one can aim at it."""
    state = hidden_site()
    state = replace(state, **{"phase": Phase.WEAPON_ATTACK,
                               "initiative": ("orange", "blue")})
    assert all(o.problem == "there is no unit 'p'" for o in attack_options(state, "w", "p"))
    usable = [o.weapon for o in attack_options(state, "p", "w") if o.possible]
    assert usable
    state, events = apply(state, DeclareAttack("p", "w", (WeaponFire(usable[0]),)), NONE)
    assert not state.unit("p").hidden
    assert isinstance(events[0], UnitRevealed) and events[0].reason == "it opened fire"


# --- no view leaks what its side may not see ------------------------------------------------

UIDS = ("hid-a", "hid-b", "hid-c", "hid-d")


@given(st.lists(st.tuples(st.sampled_from(("blue", "orange")), st.booleans()),
                min_size=2, max_size=4),
       st.booleans(), st.sampled_from(("blue", "orange")))
def test_no_view_contains_anything_hidden_from_its_side(
        units: list[tuple[str, bool]], with_assault: bool, viewer: str) -> None:
    """Whatever is hidden, for either side: the view holds no unit of the other side that
    is hidden, nothing naming one, no sheet only it uses, and no locked tactic letter of
    the other side."""
    sheets = (PLATOON, "rifle-energy-motorized-platoon", "infiltrator-mk-ii", PLATOON)
    made = [unit(uid, sheets[i], side, Hex(i + 1, 3), hidden=hidden)
            for i, (uid, (side, hidden)) in enumerate(zip(UIDS, units, strict=False))]
    made += [unit("mech-b", "whm-6r-warhammer", "blue", "0808"),
             unit("mech-o", "crd-3r-crusader", "orange", "0808")]
    state = make_state(*made, phase=Phase.WEAPON_ATTACK, options=frozenset({CLOSE_ASSAULT}))
    declarations = tuple(Declaration(u.uid, "mech-o" if u.side == "blue" else "mech-b", ())
                         for u in made[:-2])
    state = replace(state, **{"declarations": declarations})
    if with_assault:
        eng = Engagement(Hex.from_label("0808"), "mech-b", "mech-o", 0,
                         tactics=(Tactic("mech-b", "B", "mech-o"), Tactic("mech-o", "a", "mech-b")))
        state = replace(state, **{"assaults": (eng,)})
    view = visible_to(state, viewer)
    secret = [u for u in made if u.hidden and u.side != viewer]
    text = repr(view)
    for u in secret:
        assert u.uid not in text
        if all(o.sheet != u.sheet for o in made if not (o.hidden and o.side != viewer)):
            assert u.sheet not in view.definitions
    for u in made:
        if not (u.hidden and u.side != viewer):
            assert view.unit(u.uid) == u
    for eng in view.assaults:
        for t in eng.tactics:
            mine = view.unit(t.unit).side == viewer
            assert (t.letter != HIDDEN_LETTER) == mine


def test_standing_still_keeps_it_hidden() -> None:
    state, events = apply(at_movement(hidden_site()), MoveUnit("p", MoveMode.STATIONARY), NONE)
    assert state.unit("p").hidden and not any(isinstance(e, UnitRevealed) for e in events)


# --- the Special Infantry Ambush option ------------------------------------------------------

def ambush_ready(mode_steps: tuple[str, ...] = ("F", "F", "F", "F")) -> GameState:
    """Orange's platoon hides in 0804 with orders to ambush; Blue's Warhammer (4 walking MP)
    is about to walk south from 0802 through it."""
    from btdesk.model.state import AMBUSH
    state = make_state(unit("w", "whm-6r-warhammer", "blue", "0802", 3),
                       unit("p", PLATOON, "orange", "0804"),
                       phase=Phase.INITIATIVE, initiative=(),
                       options=frozenset({CLOSE_ASSAULT, AMBUSH}))
    state, _ = apply(state, HideUnit("p", ambush=True), NONE)
    return replace(state, **{"phase": Phase.MOVEMENT,
                              "initiative": ("blue", "orange")})


def test_an_ambush_stops_a_walking_mech_and_it_may_go_on_with_what_it_has_left() -> None:
    """ "If, during movement, a BattleMech enters a hex containing hidden enemy infantry, the
    infantry may declare a close attack as the 'Mech passes. The 'Mech stops its movement
    and the combat results of the infantry attack are resolved. After damage is applied
    ... it may then either remain in that hex or continue its movement"; "Infantry which
    moves or fires on other units from ambush is considered to have revealed its
    position". The Warhammer is stopped in 0804 after 2 MP and may go on 2 more."""
    from btdesk.model.state import Halt
    from btdesk.rules import active_side
    from btdesk.session.dice import SeededDice
    state, events = apply(ambush_ready(), MoveUnit("w", MoveMode.WALK, ("F", "F", "F", "F")),
                          SeededDice(1))
    w = state.unit("w")
    assert w.position == Hex.from_label("0804") and w.moved is not None and w.moved.mp_spent == 2
    assert UnitRevealed("p", Hex.from_label("0804"), "it sprang an ambush") in events
    assert state.declaration("p") is not None and state.declaration("p").resolved
    assert state.halted == Halt("w", MoveMode.WALK, 2) and active_side(state) == "blue"
    with pytest.raises(IllegalCommand, match="MP"):
        apply(state, MoveUnit("w", MoveMode.WALK, ("F", "F", "F")), NONE)
    state, _ = apply(state, MoveUnit("w", MoveMode.WALK, ("F", "F")), NONE)
    w = state.unit("w")
    assert w.position == Hex.from_label("0806") and state.halted is None
    assert w.moved is not None and w.moved.mp_spent == 4 and len(w.moved.path) == 4


def test_an_ambushed_mech_may_stay() -> None:
    from btdesk.session.dice import SeededDice
    state, _ = apply(ambush_ready(), MoveUnit("w", MoveMode.WALK, ("F", "F", "F")), SeededDice(1))
    state, _ = apply(state, MoveUnit("w", MoveMode.STATIONARY), NONE)
    assert state.halted is None and state.unit("w").position == Hex.from_label("0804")


def test_ambushing_infantry_cannot_attack_again_that_turn() -> None:
    """ "infantry that ambushed cannot attack again that turn": its attack is its
    declaration for the turn, so the Weapon Attack Phase does not wait for it."""
    from btdesk.session.dice import SeededDice
    state, _ = apply(ambush_ready(), MoveUnit("w", MoveMode.WALK, ("F", "F", "F")), SeededDice(1))
    state, _ = apply(state, MoveUnit("w", MoveMode.STATIONARY), NONE)
    state, _ = apply(state, MoveUnit("p", MoveMode.STATIONARY), NONE)
    assert state.phase is Phase.WEAPON_ATTACK
    state, _ = apply(state, DeclareAttack("w", None), NONE)
    # Nothing waits for the platoon: with the Warhammer's declaration the phase is over.
    # The Warhammer stayed, so "it may attack the infantry ... during the Physical Attack
    # phase" (test_ambush_fight_back.py); declining ends the turn.
    assert state.phase is Phase.PHYSICAL_ATTACK
    state, _ = apply(state, DeclarePhysical("w", None), NONE)
    assert state.turn == 2 and state.phase is Phase.INITIATIVE


def test_no_ambush_against_a_jumping_mech_nor_without_the_option() -> None:
    """ "The Special Ambush Option may not be exercised against airborne (jumping) 'Mechs
    passing over a unit's position"; and it is an option both players must agree to."""
    from btdesk.rules.modules.close_assault.ambush import ambushers
    state = ambush_ready()
    w = state.unit("w")
    assert ambushers(state, w, MoveMode.WALK, Hex.from_label("0804"))
    assert not ambushers(state, w, MoveMode.JUMP, Hex.from_label("0804"))
    plain = replace(state, **{"options": frozenset({CLOSE_ASSAULT})})
    assert not ambushers(plain, w, MoveMode.WALK, Hex.from_label("0804"))


def test_the_wasp_example_remaining_mp() -> None:
    """ "If a Wasp (6 walking MPs) has already expended 4 MPs when it receives a critical
    hit to its hip ... its remaining 2 MPs for that movement phase are halved to 1."""
    from btdesk.rules.modules.close_assault.ambush import remaining_mp
    assert remaining_mp(2, 6, 3) == 1
    assert remaining_mp(2, 4, 4) == 2 and remaining_mp(3, 4, 0) == 0


@pytest.mark.parametrize("anti_mech", [False, True])
def test_random_games_with_hidden_formed_up_and_ambushing_infantry(
        anti_mech: bool, tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Elite games with the Close Assault and Ambush options, where before play each
    infantry unit is hidden (most with ambush orders), put in formation, or left: every
    invariant holds after every command, no side's view ever names the other side's hidden
    units, and the game replays.  (Random 'Mechs seldom walk through a hidden platoon's
    hex: the ambush itself is the scenario tests' above.)  ``anti_mech``: with the Total
    Warfare infantry option too, trained units (the battle armor) ambush with a leg or
    swarm attack (0204-B *Anti-Mech Infantry*)."""
    import random

    from playout import play_randomly

    from btdesk.model.commands import SetFormation
    from btdesk.model.state import AMBUSH
    from btdesk.rules import legal_commands
    from btdesk.rules.modules.close_assault.hidden import ambush_attacks
    from btdesk.session.game import Session
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    hidden_seen = 0
    for game in range(3):
        rng = random.Random(game)
        session = Session.from_scenario("elite", seed=game, free_deployment=game % 2 == 1,
                                        options=(AMBUSH, CLOSE_ASSAULT)
                                        + (("tw_infantry",) if anti_mech else ()))
        while session.state.phase is Phase.SETUP:
            session.submit(rng.choice(legal_commands(session.state)))
        assert session.state.phase is Phase.INITIATIVE and not session.state.initiative
        for u in session.state.units:
            if session.state.definition(u).kind.is_infantry:
                roll = rng.random()
                attacks = ambush_attacks(session.state, u)
                if roll < 0.6:
                    session.submit(HideUnit(u.uid, rng.choice(tac.TACTICAL_HEXES),
                                            ambush=roll < 0.45, ambush_attack=(
                                                rng.choice(attacks)
                                                if attacks and roll < 0.45 else None)))
                elif roll < 0.8:
                    session.submit(SetFormation(u.uid, True))
        def lying_low(c: object, s: Session = session) -> bool:
            """A hidden unit mostly stays put and holds fire, waiting for a 'Mech."""
            unit = getattr(c, "unit", None)
            if unit is None or not s.state.has_unit(unit) or not s.state.unit(unit).hidden:
                return False
            return (isinstance(c, MoveUnit) and c.mode is MoveMode.STATIONARY) or (
                isinstance(c, DeclareAttack) and c.target is None)

        for _ in play_randomly(session, game, 500, lying_low, 0.9):
            state = session.state
            hidden = [u for u in state.units if u.hidden]
            hidden_seen += bool(hidden)
            for side in state.sides:
                text = repr(visible_to(state, side.key))
                assert not [u.uid for u in hidden if u.side != side.key and u.uid in text]
        assert session.replayed() == session.state
    assert hidden_seen, "no unit was ever hidden"
