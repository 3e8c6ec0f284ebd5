"""Close Assault with more than two units: seeds/000_7b64e9262a5995b9.txt (0204-B),
*Multiple BattleMech Combat*, *Vehicles and Infantry* (stacking) and *Special Applications*
(the steel wall)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from support import LIB, make_state, unit

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.commands import AssaultManeuver, ChooseTactic, DeclareAttack, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import AssaultJoined, AssaultLeft, TacticsRevealed
from btdesk.model.state import CLOSE_ASSAULT, AssaultStep, GameState, MoveMode, Phase
from btdesk.rules import active_side, apply, legal_commands
from btdesk.rules import tactical as tac
from btdesk.rules.core.stacking import HEX_HALVES, tactical_halves
from btdesk.rules.modules.close_assault import maneuvers
from btdesk.rules.modules.close_assault import procedure as ca
from btdesk.rules.modules.close_assault.hexes import attackers, defenders
from btdesk.session.dice import ScriptedDice, SeededDice

NONE = ScriptedDice([])
D_HEX = Hex.from_label("0808")
ATTACKERS = (("a1", "whm-6r-warhammer", 0), ("a2", "crd-3r-crusader", 1),
             ("a3", "pxh-1-phoenix-hawk", 5))


def two_out(direction: int) -> Hex:
    return neighbor(neighbor(D_HEX, direction), direction)


def three_on_one() -> GameState:
    """Three Blue 'Mechs walk into Orange's Enforcer's hex one after another, from the
    north, the north-east and the north-west; nobody fires."""
    units = [unit(uid, sheet, "blue", two_out(d), (d + 3) % 6) for uid, sheet, d in ATTACKERS]
    state = make_state(*units, unit("d", "enf-4r-enforcer", "orange", D_HEX, 0),
                       options=frozenset({CLOSE_ASSAULT}))
    for uid, _, _ in ATTACKERS:
        state, _ = apply(state, MoveUnit(uid, MoveMode.WALK, ("F", "F"), "enter"), NONE)
    state = hold_fire(state)
    assert state.phase is Phase.PHYSICAL_ATTACK
    return state


def test_later_attackers_join_on_approach_hexes_of_their_own_sides() -> None:
    """ "The Attacker then places his 'Mech or 'Mechs on the Approach Hex or Hexes of his
    choosing": each on the approach hex of the side it came through, facing the centre."""
    state = three_on_one()
    assert len(state.assaults) == 1
    eng = state.assaults[0]
    assert eng.units == ("a1", "d", "a2", "a3")
    for uid, _, d in ATTACKERS:
        assert eng.places[uid] == tac.approach_hex(d) and eng.facings[uid] == (d + 3) % 6
    assert attackers(state, eng) == ("a1", "a2", "a3") and defenders(state, eng) == ("d",)


def test_maneuvers_alternate_one_unit_at_a_time_attacker_first() -> None:
    """ "The Attacker moves first by moving one of his 'Mechs (his choice) ... Next, the
    Defender moves a 'Mech of his choice ... Play continues back and forth ... until all
    Attacking and Defending 'Mechs have been moved or have had a chance to move"."""
    state = three_on_one()
    assert maneuvers.to_maneuver(state, state.assaults[0]) == ("a1", "a2", "a3")
    state, _ = apply(state, AssaultManeuver("a2", ("F",)), NONE)  # its choice: the Crusader
    eng = state.assaults[0]
    assert eng.step is AssaultStep.DEFENDER_MANEUVER and maneuvers.to_maneuver(state, eng) == ("d",)
    with pytest.raises(IllegalCommand, match="not the attacker's turn"):
        apply(state, AssaultManeuver("a1", ()), NONE)
    state, _ = apply(state, AssaultManeuver("d", ()), NONE)
    eng = state.assaults[0]  # the defender has no one left: the attackers go on
    assert eng.step is AssaultStep.ATTACKER_MANEUVER and maneuvers.to_maneuver(state, eng) == (
        "a1", "a3")
    with pytest.raises(IllegalCommand, match="has maneuvered"):
        apply(state, AssaultManeuver("a2", ()), NONE)
    state, _ = apply(state, AssaultManeuver("a1", ()), NONE)
    state, _ = apply(state, AssaultManeuver("a3", ()), NONE)
    assert state.assaults[0].step is AssaultStep.TACTICS


def maneuvered(state: GameState) -> GameState:
    for uid in ("a2", "d", "a1", "a3"):
        state, _ = apply(state, AssaultManeuver(uid, ("F",) if uid == "a2" else ()), NONE)
    return state


def test_each_tactic_names_its_target_and_each_pair_is_resolved() -> None:
    """ "If more than one target is available, each 'Mech must state which enemy 'Mech it is
    acting against. The Tactical Decisions are compared, and combat is executed. All combat
    is considered to be simultaneous." Each attacker's decision is compared with the
    defender's: three results, one per attacker."""
    state = maneuvered(three_on_one())
    with pytest.raises(IllegalCommand, match="an enemy in this Close Assault"):
        apply(state, ChooseTactic("a1", "A", target="a2"), NONE)
    for uid in ("a1", "a2", "a3"):
        state, _ = apply(state, ChooseTactic(uid, "A", target="d"), NONE)
    assert ca.secret_choosers(state) == ("orange",)
    state, events = apply(state, ChooseTactic("d", "a", target="a2"), SeededDice(5))
    revealed = [(e.defender, e.attacker) for e in events if isinstance(e, TacticsRevealed)]
    assert revealed == [("d", "a1"), ("d", "a2"), ("d", "a3")]
    assert all(e.result == 1 for e in events if isinstance(e, TacticsRevealed))  # a × A


def test_the_defender_fires_only_at_the_attacker_it_named() -> None:
    """Its fire goes at its own target, once, however many attackers compare against it."""
    from btdesk.model.events import ShotResolved
    state = maneuvered(three_on_one())
    for uid in ("a1", "a2", "a3"):
        state, _ = apply(state, ChooseTactic(uid, "A", target="d"), NONE)
    state, events = apply(state, ChooseTactic("d", "a", target="a2"), SeededDice(5))
    first_exchange = events[:next(i for i, e in enumerate(events)
                                  if isinstance(e, TacticsRevealed) and e.attacker == "a3") + 40]
    targets = {e.target for e in first_exchange if isinstance(e, ShotResolved)
               and e.attacker == "d"}
    assert targets == {"a2"}


def test_attackers_that_never_got_in_move_on_next_turn() -> None:
    """ "Attacking 'Mechs which have not gained entry to a Close Assault Hex are free to move
    on without making extra Piloting Skill Rolls or Tactical Decisions during the next
    Movement Phase"; the Close Assault goes on without it."""
    state = maneuvered(three_on_one())
    dice = SeededDice(11)
    for uid in ("a1", "a2", "a3"):
        state, _ = apply(state, ChooseTactic(uid, "A", target="d"), NONE)
    state, _ = apply(state, ChooseTactic("d", "a", target="a2"), dice)
    while state.assaults and state.assaults[0].step is not AssaultStep.DONE:
        eng = state.assaults[0]
        for uid in eng.units:
            if eng.tactic(uid) is None and state.phase is Phase.PHYSICAL_ATTACK:
                letter = "a" if uid == "d" else "A"
                state, _ = apply(state, ChooseTactic(uid, letter), dice)
                break
    if not state.assaults or "a3" not in state.assaults[0].units:
        pytest.skip("the seeded exchange ended the assault")
    assert ca.never_got_in(state, "a3") or state.phase is not Phase.MOVEMENT
    while state.phase is not Phase.MOVEMENT:
        from btdesk.model.commands import RollInitiative
        state, _ = apply(state, RollInitiative(), dice)
    assert ca.never_got_in(state, "a3")
    while active_side(state) != "blue":
        side = active_side(state)
        uid = next(u.uid for u in state.units_of(side or "") if u.moved is None)
        state, _ = apply(state, MoveUnit(uid, MoveMode.STATIONARY), NONE)
    here = state.unit("a3")
    assert here.position == D_HEX
    state, events = apply(state, MoveUnit("a3", MoveMode.WALK, ("B",)), NONE)
    assert any(isinstance(e, AssaultLeft) and e.units == ("a3",) for e in events)
    assert "a3" not in state.assaults[0].units and state.unit("a3").position != D_HEX


def test_a_unit_joins_by_entering_not_by_charging() -> None:
    units = [unit("a1", "whm-6r-warhammer", "blue", two_out(0), 3),
             unit("a2", "crd-3r-crusader", "blue", two_out(1), 4)]
    state = make_state(*units, unit("d", "enf-4r-enforcer", "orange", D_HEX, 0),
                       options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, MoveUnit("a1", MoveMode.WALK, ("F", "F"), "enter"), NONE)
    with pytest.raises(IllegalCommand, match="joins a Close Assault by entering"):
        apply(state, MoveUnit("a2", MoveMode.RUN, ("F", "F"), "charge"), NONE)
    state, events = apply(state, MoveUnit("a2", MoveMode.WALK, ("F", "F"), "enter"), NONE)
    assert AssaultJoined("a2", D_HEX) in events


# --- stacking and the steel wall -------------------------------------------------------------

def test_vehicles_stack_by_weight_class() -> None:
    """ "Up to two vehicles each weighing less than 60 tons may occupy the same Tactical
    Hex. Larger vehicles (60 tons or more) are limited, like BattleMechs, to one"."""
    saladin, rommel = LIB.get("saladin-assault-hover-tank"), LIB.get("rommel-tank")
    assert (saladin.tons or 0) < 60 <= (rommel.tons or 0)
    assert tactical_halves(saladin) == 1 and tactical_halves(rommel) == 2
    assert tactical_halves(LIB.get("whm-6r-warhammer")) == 2 and HEX_HALVES == 14


def test_a_steel_wall_needs_the_close_assault_option() -> None:
    """*Special Applications*: "A Defender may, however, elect to place several of his
    'Mechs close together in a so-called 'steel wall'"; without the variant, the Quick-Start
    stacking rule holds."""
    def wall(options: frozenset[str]) -> GameState:
        return make_state(unit("w1", "crd-3r-crusader", "orange", D_HEX, 0),
                          unit("w2", "whm-6r-warhammer", "orange", neighbor(D_HEX, 3), 0),
                          unit("b", "pxh-1-phoenix-hawk", "blue", "0101", 3),
                          initiative=("orange", "blue"), options=options)
    with pytest.raises(IllegalCommand, match="may not end a move together"):
        apply(wall(frozenset()), MoveUnit("w2", MoveMode.WALK, ("F",)), NONE)
    state, _ = apply(wall(frozenset({CLOSE_ASSAULT})), MoveUnit("w2", MoveMode.WALK, ("F",)),
                     NONE)
    assert state.unit("w2").position == D_HEX


def test_an_attacker_entering_a_steel_wall_faces_every_defender() -> None:
    """The defenders in the hex all take part, placed in the centre and on the ring hexes
    nearest the attacker (btdesk's reading of "he places them within the hex, as
    desired")."""
    state = make_state(unit("w1", "crd-3r-crusader", "orange", D_HEX, 0),
                       unit("w2", "whm-6r-warhammer", "orange", D_HEX, 0),
                       unit("a", "pxh-1-phoenix-hawk", "blue", two_out(0), 3),
                       initiative=("blue", "orange"), options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"), NONE)
    eng = state.assaults[0]
    assert eng.units == ("a", "w1", "w2")
    assert eng.places["w1"] == tac.CENTRE and eng.places["w2"] == tac.ring_hex(0)


def test_random_playouts_with_crowded_close_assaults(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Random Elite games (four units a side) with Close Assault, preferring moves into
    enemy hexes: several units end up in one assault, every invariant holds, and the
    games replay."""
    from playout import play_randomly

    from btdesk.session.game import Session
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    crowded = 0
    for game in range(4):
        session = Session.from_scenario("elite", seed=game, options=(CLOSE_ASSAULT,))
        for _ in play_randomly(session, game, 600,
                               lambda c: isinstance(c, MoveUnit) and bool(c.close_assault), 0.8):
            crowded += any(e.joined for e in session.state.assaults)
        assert session.replayed() == session.state
    assert crowded, "no Close Assault ever had more than two units"


def wall_assaulted() -> GameState:
    """Blue's Phoenix Hawk has walked into Orange's steel wall (a Crusader in the centre, a
    Warhammer on the north tactical hex) from the north; nobody fired."""
    state = make_state(unit("w1", "crd-3r-crusader", "orange", D_HEX, 0),
                       unit("w2", "whm-6r-warhammer", "orange", D_HEX, 0),
                       unit("a", "pxh-1-phoenix-hawk", "blue", two_out(0), 3),
                       initiative=("blue", "orange"), options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"), NONE)
    return hold_fire(state)


def hold_fire(state: GameState) -> GameState:
    while state.phase is Phase.WEAPON_ATTACK and active_side(state) is not None:
        side = active_side(state)
        uid = next(u.uid for u in state.units_of(side or "") if state.declaration(u.uid) is None)
        state, _ = apply(state, DeclareAttack(uid, None), NONE)
    return state


def test_a_mech_shoves_a_friend_to_carry_out_a_maneuver() -> None:
    """ "A BattleMech is permitted to shove or collide with a friendly 'Mech in the same
    Assault Hex in order to carry out a maneuver. However, damage is still applied to both
    'Mechs in the usual fashion." The Warhammer on the north tactical hex backs into the
    centre: the Crusader there is shoved on to the south tactical hex, and both are
    damaged as by a one-hex charge."""
    from btdesk.model.events import DamageApplied, FriendShoved
    state, _ = apply(wall_assaulted(), AssaultManeuver("a", ()), NONE)
    with pytest.raises(IllegalCommand, match="no room to shove"):
        # The Crusader forward into the Warhammer: beyond it is the edge of the hex.
        apply(state, AssaultManeuver("w1", ("F",)), NONE)
    state, events = apply(state, AssaultManeuver("w2", ("B",)), SeededDice(2))
    eng = state.assaults[0]
    assert eng.places["w2"] == tac.CENTRE and eng.places["w1"] == tac.ring_hex(3)
    assert FriendShoved("w2", "w1", tac.ring_hex(3)) in events
    hurt = {e.unit for e in events if isinstance(e, DamageApplied)}
    assert hurt == {"w1", "w2"}


def test_moving_into_an_enemys_tactical_hex_announces_combat() -> None:
    """ "If that Tactical Hex is blocked by an enemy unit, he announces that his 'Mech is
    attempting the move, and that combat is occurring": the MP is spent and the maneuver
    ends where it is (the Phoenix Hawk steps at the Warhammer walling the north side)."""
    from btdesk.model.events import CombatAnnounced
    state = wall_assaulted()
    before = state.assaults[0].mp_left["a"]
    with pytest.raises(IllegalCommand, match="ends where it runs into an enemy"):
        apply(state, AssaultManeuver("a", ("F", "L")), NONE)
    state, events = apply(state, AssaultManeuver("a", ("F",)), NONE)
    eng = state.assaults[0]
    assert CombatAnnounced("a", "w2") in events
    assert eng.places["a"] == tac.approach_hex(0) and eng.mp_left["a"] == before - 1


def test_a_close_assault_goes_on_beside_infantry_and_reveals_hidden_ones() -> None:
    """Infantry in the hex do not block the 'Mech's Close Assault ("All rules for using
    infantry are the same in this variant": they fight by fire); hidden infantry "remain
    hidden, but only until the combat portion of the Close Assault Phase. Once combat
    begins, all infantry units hidden in the Close Assault Hex are revealed"."""
    from btdesk.model.commands import HideUnit
    from btdesk.model.events import UnitRevealed
    state = make_state(unit("a", "whm-6r-warhammer", "blue", two_out(0), 3),
                       unit("d", "crd-3r-crusader", "orange", D_HEX, 0),
                       unit("p", "machine-gun-motorized-platoon", "orange", D_HEX),
                       phase=Phase.INITIATIVE, initiative=(), options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, HideUnit("p"), NONE)
    state = replace(state, **{"phase": Phase.MOVEMENT,
                               "initiative": ("blue", "orange")})
    state, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"), NONE)
    assert state.assaults[0].units == ("a", "d") and state.unit("p").hidden
    state, _ = apply(state, MoveUnit("p", MoveMode.STATIONARY), NONE)
    while state.phase is Phase.WEAPON_ATTACK:
        side = active_side(state)
        uid = next(u.uid for u in state.units_of(side or "") if state.declaration(u.uid) is None)
        state, _ = apply(state, DeclareAttack(uid, None), NONE)
    state, _ = apply(state, AssaultManeuver("a", ()), NONE)
    state, _ = apply(state, AssaultManeuver("d", ()), NONE)
    state, _ = apply(state, ChooseTactic("a", "A"), NONE)
    assert state.unit("p").hidden  # tactics are not combat yet
    state, events = apply(state, ChooseTactic("d", "a"), SeededDice(6))
    assert UnitRevealed("p", D_HEX, "combat began in its hex") in events


def test_before_the_maneuvers_each_side_places_its_units() -> None:
    """ "If the Defender has more than one 'Mech in the Close Assault Hex, he places them
    within the hex, as desired. The Attacker then places his 'Mech or 'Mechs on the Approach
    Hex or Hexes of his choosing." Defenders go in tactical hexes, attackers on approach
    hexes, one to a hex; once the maneuvers begin the set-up is over."""
    from btdesk.model.commands import AssaultPlace
    state = wall_assaulted()
    state, _ = apply(state, AssaultPlace("w2", tac.ring_hex(3)), NONE)
    state, _ = apply(state, AssaultPlace("a", tac.approach_hex(2)), NONE)
    eng = state.assaults[0]
    assert eng.places["w2"] == tac.ring_hex(3)
    assert eng.places["a"] == tac.approach_hex(2) and eng.facings["a"] == 5  # faces the centre
    with pytest.raises(IllegalCommand, match="defenders stand in the tactical hexes"):
        apply(state, AssaultPlace("a", tac.ring_hex(0)), NONE)
    with pytest.raises(IllegalCommand, match="defenders stand in the tactical hexes"):
        apply(state, AssaultPlace("w1", tac.ring_hex(3)), NONE)  # the Warhammer is there
    state, _ = apply(state, AssaultManeuver("a", ("F",)), NONE)
    with pytest.raises(IllegalCommand, match="before the maneuvers"):
        apply(state, AssaultPlace("w1", tac.ring_hex(5)), NONE)


def test_a_unit_is_not_placed_where_it_stands() -> None:
    """A placement that changes nothing is not listed (a command that leaves the game as
    it was would let a player, or the computer, go round for ever); a save that holds
    one still replays, changing nothing."""
    from btdesk.model.commands import AssaultPlace
    state = wall_assaulted()
    state, _ = apply(state, AssaultPlace("a", tac.approach_hex(2)), NONE)
    assert AssaultPlace("a", tac.approach_hex(2)) not in legal_commands(state)
    assert AssaultPlace("a", tac.approach_hex(3)) in legal_commands(state)
    assert apply(state, AssaultPlace("a", tac.approach_hex(2)), NONE)[0] == state


def test_two_units_are_set_up_by_the_seeds_rule() -> None:
    from btdesk.model.commands import AssaultPlace
    state = make_state(unit("a", "whm-6r-warhammer", "blue", two_out(0), 3),
                       unit("d", "crd-3r-crusader", "orange", D_HEX, 0),
                       initiative=("blue", "orange"), options=frozenset({CLOSE_ASSAULT}))
    state, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"), NONE)
    state = hold_fire(state)
    with pytest.raises(IllegalCommand, match="the set-up is the seed's"):
        apply(state, AssaultPlace("d", tac.ring_hex(2)), NONE)
