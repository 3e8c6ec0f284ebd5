"""The Close Assault orders module (seeds/001_0818e59acac11422.txt, Combat HQ house rules,
*Close Assault*), translated into BattleTech on top of 0204-B; each translation is in
resources/rules/assault_orders.yaml with the seed's words."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from playout import check_invariants, play_randomly
from support import at, make_state, unit

from btdesk.model.assault_orders import CloseAssaultOrdered, ContactFailed, OrderCloseAssault
from btdesk.model.board import Terrain
from btdesk.model.commands import MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import AssaultStarted
from btdesk.model.modules import ASSAULT_ORDERS
from btdesk.model.state import CLOSE_ASSAULT, GameState, MoveMode, Phase
from btdesk.rules import apply, legal_commands, to_hit
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import Session

ON = frozenset({CLOSE_ASSAULT, ASSAULT_ORDERS.key})


def game(*units: object, terrain: dict[str, Terrain] | None = None) -> GameState:
    return make_state(*units, terrain=terrain, options=ON)  # type: ignore[arg-type]


def play(state: GameState, *commands: object) -> tuple[GameState, tuple[object, ...]]:
    events: tuple[object, ...] = ()
    for command in commands:
        state, new = apply(state, command, ScriptedDice([]))  # type: ignore[arg-type]
        events += new
    return state, events


def test_an_assault_needs_an_order() -> None:
    """Seed 001 *Close Assault Order*: "A unit must be given a Close Assault order to charge
    into contact with the enemy."  With the order, the 0204-B assault starts as before."""
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("d", "crd-3r-crusader", "orange", "0805"))
    move = MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter")
    with pytest.raises(IllegalCommand, match="needs a Close Assault order"):
        play(state, move)
    state, events = play(state, OrderCloseAssault("a", "d"), move)
    assert CloseAssaultOrdered("a", "d") in events
    assert any(isinstance(e, AssaultStarted) for e in events)


def test_one_order_per_unit_and_only_before_it_moves() -> None:
    """ "To order two units to Close Assault, two orders are required": one per unit."""
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("d", "crd-3r-crusader", "orange", "0806"))
    state, _ = play(state, OrderCloseAssault("a", "d"))
    with pytest.raises(IllegalCommand, match="already has a Close Assault order"):
        play(state, OrderCloseAssault("a", "d"))


def test_the_order_is_against_the_nearest_enemy() -> None:
    """Seed 001 *Moving Into Close Assault*: "Units move into contact with the nearest
    enemy. It is not possible to bypass any enemy unit unless one of your units is
    already in contact with it." """
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("near", "crd-3r-crusader", "orange", "0805"),
                 unit("far", "hbk-4g-hunchback", "orange", "0809"))
    with pytest.raises(IllegalCommand, match=r"nearest enemy .*Crusader"):
        play(state, OrderCloseAssault("a", "far"))
    play(state, OrderCloseAssault("a", "near"))


def test_an_enemy_in_contact_with_a_friend_may_be_bypassed() -> None:
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("b", "whm-6r-warhammer", "blue", "0703", 3),
                 unit("near", "crd-3r-crusader", "orange", "0805"),
                 unit("far", "hbk-4g-hunchback", "orange", "0709"),
                 unit("o2", "hbk-4g-hunchback", "orange", "1515"))
    state, _ = play(state, OrderCloseAssault("a", "near"),
                    MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"),
                    MoveUnit("o2", MoveMode.STATIONARY))
    # "near" is now in contact with a: b may go past it to the next nearest, or join a.
    offered = {c for c in legal_commands(state) if isinstance(c, OrderCloseAssault)}
    assert {OrderCloseAssault("b", "far"), OrderCloseAssault("b", "near")} <= offered
    state, events = play(state, OrderCloseAssault("b", "far"))
    assert CloseAssaultOrdered("b", "far") in events


def test_hidden_enemies_must_be_found_first() -> None:
    """ "Blinds cannot be Close Assaulted. The units concealed by the Blind must first be
    spotted": a hidden unit (0204-B Hidden Infantry) cannot be ordered against."""
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("i", "rifle-energy-motorized-platoon", "orange", "0805", hidden=True),
                 unit("d", "crd-3r-crusader", "orange", "0809"))
    with pytest.raises(IllegalCommand, match="hidden: it must be found"):
        play(state, OrderCloseAssault("a", "i"))
    play(state, OrderCloseAssault("a", "d"))  # the nearest enemy it knows of


def test_the_target_must_be_seen_by_the_side() -> None:
    """ "at least another unit in the battle group must have LOS to the enemy unit" """
    woods = {"0804": Terrain.HEAVY_WOODS, "0805": Terrain.HEAVY_WOODS}
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("d", "crd-3r-crusader", "orange", "0806"), terrain=woods)
    with pytest.raises(IllegalCommand, match="line of sight to"):
        play(state, OrderCloseAssault("a", "d"))
    spotter = unit("s", "cda-3ma-cicada", "blue", "1006", 5)  # beside the woods, in sight
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("d", "crd-3r-crusader", "orange", "0806"), spotter, terrain=woods)
    play(state, OrderCloseAssault("a", "d"))


def test_at_most_two_units_assault_one_enemy() -> None:
    """ "A maximum of two units can Close Assault one enemy unit." (0204-B allowed six.)"""
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("b", "whm-6r-warhammer", "blue", "0703", 3),
                 unit("c", "whm-6r-warhammer", "blue", "0903", 3),
                 unit("d", "crd-3r-crusader", "orange", "0806"))
    for uid in ("a", "b"):
        state, _ = play(state, OrderCloseAssault(uid, "d"))
        state, _ = play(state, next(c for c in legal_commands(state)
                                    if isinstance(c, MoveUnit) and c.close_assault))
        state = replace(state, last_side="orange")  # Blue again (Orange's unit is locked in)
    with pytest.raises(IllegalCommand, match="at most 2 units may Close Assault"):
        play(state, OrderCloseAssault("c", "d"))


def test_the_assault_goes_straight_at_the_enemy() -> None:
    """ "Assaulting units may manoeuvre to avoid obstacles, but must otherwise move
    directly towards the enemy": a cheapest move in, not a detour."""
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("d", "crd-3r-crusader", "orange", "0805"))
    state, _ = play(state, OrderCloseAssault("a", "d"))
    detour = MoveUnit("a", MoveMode.RUN, ("L", "R", "F", "F"), "enter")
    with pytest.raises(IllegalCommand, match=r"straight at its enemy: .* 2 MP, this move "
                                             "spends 4"):
        play(state, detour)


def test_an_ordered_unit_that_cannot_reach_closes_and_fires_at_plus_one() -> None:
    """ "A Close Assaulting unit that fails to contact an enemy unit ... may fire with a -1D
    penalty" (translated: +1 to-hit, assault_orders.yaml); it must close as far as it can."""
    state = game(unit("a", "whm-6r-warhammer", "blue", "0801", 3),
                 unit("d", "crd-3r-crusader", "orange", "0817", 0))
    state, _ = play(state, OrderCloseAssault("a", "d"))
    with pytest.raises(IllegalCommand, match="must end as near as it can: 10 hexes away"):
        play(state, MoveUnit("a", MoveMode.WALK, ("F", "F")))
    state, events = play(state, MoveUnit("a", MoveMode.RUN, ("F",) * 6))
    assert ContactFailed("a", "d") in events
    state, _ = play(state, MoveUnit("d", MoveMode.STATIONARY))
    assert state.phase is Phase.WEAPON_ATTACK
    shot = to_hit(state, "a", "d", 0)
    assert ("Close Assault order, contact failed (the Combat HQ house rules)", 1) in [
        (m.name, m.value) for m in shot.modifiers]
    assert not any("Combat HQ" in m.name for m in to_hit(state, "d", "a", 0).modifiers)


def test_the_ordered_unit_moves_next() -> None:
    """The order is given "at the start of its movement": until the ordered unit has
    moved, its side neither moves another unit nor gives another order."""
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("b", "whm-6r-warhammer", "blue", "0703", 3),
                 unit("d", "crd-3r-crusader", "orange", "0805"))
    state, _ = play(state, OrderCloseAssault("a", "d"))
    with pytest.raises(IllegalCommand, match="it moves next"):
        play(state, MoveUnit("b", MoveMode.STATIONARY))
    with pytest.raises(IllegalCommand, match="it moves before another is given"):
        play(state, OrderCloseAssault("b", "d"))


def test_the_module_needs_close_assault_and_says_so() -> None:
    with pytest.raises(IllegalCommand, match="needs 'Close Assault \\(BattleTechnology #6\\)"):
        Session.from_scenario("green", seed=1, options=(ASSAULT_ORDERS.key,))
    off = make_state(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                     unit("d", "crd-3r-crusader", "orange", "0805"),
                     options=frozenset({CLOSE_ASSAULT}))
    with pytest.raises(IllegalCommand, match="belongs to an option this game has off"):
        play(off, OrderCloseAssault("a", "d"))


def test_orders_are_listed_and_every_listed_move_obeys_them() -> None:
    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("d", "crd-3r-crusader", "orange", "0805"),
                 unit("far", "hbk-4g-hunchback", "orange", "0815"))
    listed = legal_commands(state)
    assert OrderCloseAssault("a", "d") in listed
    assert OrderCloseAssault("a", "far") not in listed
    assert not any(isinstance(c, MoveUnit) and c.close_assault for c in listed)
    state, _ = play(state, OrderCloseAssault("a", "d"))
    moves = [c for c in legal_commands(state) if isinstance(c, MoveUnit) and c.unit == "a"]
    assert moves and all(c.close_assault for c in moves)
    for move in moves:
        play(state, move)  # each one is accepted


def test_random_playouts_with_the_module_on(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    ordered = assaulted = 0
    for game_number in range(3):
        session = Session.from_scenario("veteran", seed=game_number,
                                        options=tuple(sorted(ON)))
        for command in play_randomly(
                session, game_number, 400,
                lambda c: isinstance(c, OrderCloseAssault | MoveUnit) and (
                    isinstance(c, OrderCloseAssault) or bool(c.close_assault))):
            ordered += isinstance(command, OrderCloseAssault)
            assaulted += isinstance(command, MoveUnit) and bool(command.close_assault)
        check_invariants(session.state)
        assert session.replayed() == session.state
    assert ordered and assaulted
    random.seed(0)



# --- reaching: the order and the Close Assault rules agree ---------------------------------
# Seed 001 *Close Assault Order*: "A unit with a Close Assault order makes a normal move and
# attempts to contact an enemy unit. ... it may fire if it fails to contact an enemy unit."
# A unit reaches its target when the Close Assault rules (0204-B, rules/modules/close_assault/)
# have a move that takes it in; when they forbid every way in, it "fails to contact".

def ordered(state: GameState, uid: str, target: str) -> GameState:
    state, _ = play(state, OrderCloseAssault(uid, target))
    return state


def assault_moves(state: GameState, uid: str) -> list[MoveUnit]:
    return [c for c in legal_commands(state) if isinstance(c, MoveUnit) and c.unit == uid]


def test_a_tank_ordered_against_infantry_closes_and_fires() -> None:
    """0204-B fights infantry by fire ("All rules for using infantry are the same in this
    variant": no Close Assault move enters a hex of enemy infantry alone), so a tank
    ordered against a platoon cannot reach it: seed 001's "it may fire if it fails to
    contact an enemy unit" — it ends as near as it can and fires at +1, and the game goes
    on."""
    from btdesk.rules.modules.assault_orders import cheapest_assault, plan

    state = ordered(game(unit("t", "rommel-tank", "blue", "0803", 3),
                         unit("i", "rifle-energy-motorized-platoon", "orange", "0806")),
                    "t", "i")
    p = plan(state, state.unit("t"))
    assert p is not None and not p.can_reach and p.nearest == 1
    assert cheapest_assault(state, state.unit("t")) is None
    moves = assault_moves(state, "t")
    assert moves and not any(m.close_assault for m in moves)
    state, events = play(state, MoveUnit("t", MoveMode.WALK, ("F", "F")))
    assert ContactFailed("t", "i") in events


def test_joining_a_fight_by_running_is_offered_as_an_entry() -> None:
    """0204-B *Multiple BattleMech Combat*: a unit joins a fight by entering the hex (a
    charge starts one: decision in rules/modules/close_assault/).  The way in offered to a unit
    ordered to join is one the rules accept, and it is listed."""
    from btdesk.model.vocab import Approach
    from btdesk.rules.modules.assault_orders import cheapest_assault

    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("b", "whm-6r-warhammer", "blue", "0810", 0),
                 unit("d", "crd-3r-crusader", "orange", "0805"),
                 unit("o2", "hbk-4g-hunchback", "orange", "1515"))
    state, _ = play(state, OrderCloseAssault("a", "d"),
                    MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"),
                    MoveUnit("o2", MoveMode.STATIONARY))
    state = ordered(state, "b", "d")
    way = cheapest_assault(state, state.unit("b"))
    assert way is not None and way.mode is MoveMode.RUN
    assert way.close_assault is Approach.ENTER
    assert way in assault_moves(state, "b")
    state, _ = play(state, way)
    assert state.engagement("b") is not None


def test_a_jumper_that_only_a_jump_would_bring_in_cannot_join() -> None:
    """A jump into a hex is death from above, and 0204-B has no death from above into a
    fight already under way (decision: a unit joins by entering): a 'Mech that only its
    jump would bring into its friend's fight cannot reach it, and closes."""
    from btdesk.rules.modules.assault_orders import plan

    state = game(unit("a", "whm-6r-warhammer", "blue", "0803", 3),
                 unit("j", "enf-4r-enforcer-jump", "blue", "0809", 3),
                 unit("d", "crd-3r-crusader", "orange", "0805"),
                 unit("o2", "hbk-4g-hunchback", "orange", "1515"))
    state, _ = play(state, OrderCloseAssault("a", "d"),
                    MoveUnit("a", MoveMode.WALK, ("F", "F"), "enter"),
                    MoveUnit("o2", MoveMode.STATIONARY))
    state = ordered(state, "j", "d")
    p = plan(state, state.unit("j"))
    assert p is not None and not p.can_reach
    moves = assault_moves(state, "j")
    assert moves
    for move in moves:
        play(state, move)  # each one is accepted


def test_backing_into_an_enemy_is_no_way_in() -> None:
    """0204-B *Set-Up*: "if an Attacker is approaching a Defender from the south, the
    Attacker's 'Mech is placed on the Approach Hex on the south side ... facing north": it
    comes in facing the hex it enters (decision: a Close Assault move goes in forward, as
    seed 001's unit must "move directly forward so that it contacts the flank or rear of
    the enemy unit").  A tank facing away, that could only back in, cannot reach: it
    closes instead."""
    tank, crusader = (unit("t", "rommel-tank", "blue", "0806", 0),
                      unit("d", "crd-3r-crusader", "orange", "0810"))
    backing = MoveUnit("t", MoveMode.WALK, ("B", "B", "B", "B"), "enter")
    with pytest.raises(IllegalCommand, match="moving forward, not backing in"):
        play(make_state(tank, crusader, options=frozenset({CLOSE_ASSAULT})), backing)
    state = ordered(game(tank, crusader), "t", "d")
    with pytest.raises(IllegalCommand):
        play(state, backing)
    moves = assault_moves(state, "t")
    assert moves and not any(m.close_assault for m in moves)


def test_the_way_in_offered_goes_directly_towards_the_enemy() -> None:
    """Seed 001 *Moving Into Close Assault*: "Assaulting units may manoeuvre to avoid
    obstacles, but must otherwise move directly towards the enemy."  The Cicada, facing
    south-east of the Crusader, is offered a way in whose every hex is one nearer it (not
    a step back and away that saves a turn), and the rules accept it."""
    from btdesk.hexgrid import distance
    from btdesk.rules import check_move
    from btdesk.rules.modules.assault_orders import cheapest_assault

    state = ordered(game(unit("c", "cda-3ma-cicada", "blue", "0905", 2),
                         unit("d", "crd-3r-crusader", "orange", "0810")), "c", "d")
    way = cheapest_assault(state, state.unit("c"))
    assert way is not None and way.steps[0] != "B"
    path = check_move(state, "c", way.mode, tuple(way.steps), assault=True).path
    start, target = state.unit("c").position, state.unit("d").position
    assert start is not None and target is not None
    assert [distance(h, target) for h in path] == list(range(distance(start, target) - 1, -1, -1))
    assert way in assault_moves(state, "c")
    play(state, way)


@pytest.mark.parametrize("sheet", ["whm-6r-warhammer", "rommel-tank", "cda-3ma-cicada",
                                   "enf-4r-enforcer-jump"])
def test_an_ordered_unit_always_has_a_move_and_the_offer_is_taken(sheet: str) -> None:
    """Wherever an ordered unit stands and faces, against a 'Mech, a vehicle, a platoon, or
    a 'Mech already fought by a friend: it has a legal move, every listed move is
    accepted, and when its order says it can reach, the way in offered is one of them."""
    from btdesk.rules.modules.assault_orders import cheapest_assault, plan

    rng = random.Random(sheet)
    targets = ["crd-3r-crusader", "saladin-assault-hover-tank",
               "rifle-energy-motorized-platoon"]
    woods = {"0707": Terrain.HEAVY_WOODS, "0808": Terrain.LIGHT_WOODS}
    for case in range(24):
        where = f"{rng.randint(5, 11):02d}{rng.randint(4, 13):02d}"
        if where in ("0810", "0803"):
            continue
        mover = unit("m", sheet, "blue", where, rng.randrange(6))
        target = unit("d", targets[case % 3], "orange", "0810", rng.randrange(6))
        friend = unit("a", "whm-6r-warhammer", "blue", "0803", 3)
        other = unit("o", "hbk-4g-hunchback", "orange", "1516")
        state = game(mover, target, friend, other, terrain=woods)
        if case % 4 == 3 and targets[case % 3] != "rifle-energy-motorized-platoon":
            state = replace(state, units=tuple(
                replace(u, position=at("0809")) if u.uid == "a" else u
                for u in state.units))
            state, _ = play(state, OrderCloseAssault("a", "d"),
                            MoveUnit("a", MoveMode.WALK, ("F",), "enter"),
                            MoveUnit("o", MoveMode.STATIONARY))
        try:
            state = ordered(state, "m", "d")
        except IllegalCommand:
            continue  # not the nearest enemy from there
        p = plan(state, state.unit("m"))
        assert p is not None
        moves = assault_moves(state, "m")
        assert moves, (sheet, where)
        for move in moves:
            play(state, move)
        way = cheapest_assault(state, state.unit("m"))
        if way is not None:
            assert p.can_reach and way in moves, (sheet, where)
