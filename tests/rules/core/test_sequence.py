"""Sequence of play: seeds/002_a646f8aef8bc0466.txt, SEQUENCE OF PLAY (Initiative, Movement,
Weapon Attack, End Phase), COMBAT VEHICLES (Destroying a Unit, hit table footnote), the
training scenarios' special rule (a unit leaving the map is destroyed) and rules-notes §7."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import make_state, moved, unit

from btdesk.model.commands import DeclareAttack, MoveUnit, ResolveAttacks, RollInitiative
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    CruiseReduced,
    GameOver,
    InitiativeDecided,
    MotiveHit,
    PhaseChanged,
    UnitDestroyed,
)
from btdesk.model.state import MoveMode, Phase, WeaponFire
from btdesk.rules import active_side, apply, legal_commands, visible_to
from btdesk.session.dice import ScriptedDice

STILL = moved(MoveMode.STATIONARY)
NONE = ScriptedDice([])


def two_mechs(**changes: object):
    return make_state(unit("b", "enf-4r-enforcer", "blue", "0808", 0),
                      unit("o", "hbk-4g-hunchback", "orange", "0804", 3),
                      phase=Phase.INITIATIVE, initiative=(), **changes)


def test_initiative_rerolls_ties_and_loser_moves_first() -> None:
    """Initiative Phase: 2D6 per side, higher wins, "Re-roll all ties"; Movement Phase: "The
    team that lost Initiative chooses one unit and moves it first"."""
    s, events = apply(two_mechs(), RollInitiative(), ScriptedDice([3, 4, 5, 2, 6, 6, 1, 1]))
    decided = next(e for e in events if isinstance(e, InitiativeDecided))
    assert decided.order == ("orange", "blue")  # 12 beats 2 after a 7–7 tie
    assert s.phase is Phase.MOVEMENT and active_side(s) == "orange"
    with pytest.raises(IllegalCommand, match="Orange's turn"):
        apply(s, MoveUnit("b", MoveMode.STATIONARY), NONE)


def test_movement_alternates_and_then_weapons_loser_first() -> None:
    s = make_state(unit("b1", "enf-4r-enforcer", "blue", "0815", 0),
                   unit("b2", "hbk-4g-hunchback", "blue", "0515", 0),
                   unit("o1", "cda-3ma-cicada", "orange", "0801", 3))
    assert active_side(s) == "blue"
    s, _ = apply(s, MoveUnit("b1", MoveMode.WALK, ("F",)), NONE)
    assert active_side(s) == "orange"
    s, _ = apply(s, MoveUnit("o1", MoveMode.STATIONARY), NONE)
    assert active_side(s) == "blue"  # orange has no one left; blue moves its last unit
    s, events = apply(s, MoveUnit("b2", MoveMode.STATIONARY), NONE)
    assert PhaseChanged(1, Phase.WEAPON_ATTACK) in events and active_side(s) == "blue"
    with pytest.raises(IllegalCommand, match="already moved"):
        apply(replace(s, phase=Phase.MOVEMENT), MoveUnit("b1", MoveMode.STATIONARY), NONE)


def test_phase_order_and_the_end_phase() -> None:
    """Weapon Attack → (Physical Attack slot) → (Heat slot) → End → next turn's Initiative."""
    s = make_state(unit("b", "enf-4r-enforcer", "blue", "0815", 0, moved=STILL),
                   unit("o", "hbk-4g-hunchback", "orange", "0801", 3, moved=STILL),
                   phase=Phase.WEAPON_ATTACK)
    s, _ = apply(s, DeclareAttack("b", None), NONE)
    s, events = apply(s, DeclareAttack("o", None), NONE)
    phases = [e.phase for e in events if isinstance(e, PhaseChanged)]
    assert phases == [Phase.PHYSICAL_ATTACK, Phase.HEAT, Phase.END, Phase.INITIATIVE]
    assert s.turn == 2 and all(u.moved is None for u in s.units) and s.declarations == ()


def test_all_declare_before_any_resolves() -> None:
    s = make_state(unit("b", "enf-4r-enforcer", "blue", "0808", 0, moved=STILL),
                   unit("o", "hbk-4g-hunchback", "orange", "0804", 3, moved=STILL),
                   phase=Phase.WEAPON_ATTACK)
    s, _ = apply(s, DeclareAttack("b", "o", (WeaponFire(1),)), NONE)
    with pytest.raises(IllegalCommand, match="every unit must declare"):
        apply(s, ResolveAttacks("b"), ScriptedDice([6, 6, 6, 6]))
    s, _ = apply(s, DeclareAttack("o", None), NONE)
    assert legal_commands(s) == [ResolveAttacks("b")]


def test_leaving_the_map_destroys_and_the_other_side_wins() -> None:
    """Green scenario special rules: a unit that exits the map is destroyed; unless the
    opponent's unit is destroyed in the same turn, the opponent wins."""
    s = make_state(unit("b", "enf-4r-enforcer", "blue", "0801", 0),
                   unit("o", "hbk-4g-hunchback", "orange", "0815", 0))
    s, events = apply(s, MoveUnit("b", MoveMode.WALK, ("F",)), NONE)
    assert UnitDestroyed("b", "left the map") in events and s.unit("b").removed
    s, _ = apply(s, MoveUnit("o", MoveMode.STATIONARY), NONE)
    s, _ = apply(s, DeclareAttack("o", None), NONE)
    assert s.phase is Phase.GAME_OVER and s.winner == "orange"
    with pytest.raises(IllegalCommand, match="game is over"):
        apply(s, RollInitiative(), NONE)


def test_simultaneous_destruction_is_a_draw() -> None:
    """End Phase: "If the last units from each team are destroyed simultaneously in the same
    turn, the game is a draw"."""
    s = make_state(unit("b", "enf-4r-enforcer", "blue", "0808", 0, moved=STILL, damage={"H": 8}),
                   unit("o", "hbk-4g-hunchback", "orange", "0806", 3, moved=STILL, damage={"H": 8}),
                   phase=Phase.WEAPON_ATTACK)
    s, _ = apply(s, DeclareAttack("b", "o", (WeaponFire(1),)), NONE)
    s, _ = apply(s, DeclareAttack("o", "b", (WeaponFire(1),)), NONE)
    s, _ = apply(s, ResolveAttacks("b"), ScriptedDice([6, 6, 6, 6]))
    s, events = apply(s, ResolveAttacks("o"), ScriptedDice([6, 6, 6, 6]))
    assert GameOver(None) in events and s.phase is Phase.GAME_OVER and s.winner is None


def vehicle_target(facing: int, **changes: object):
    return make_state(unit("b", "enf-4r-enforcer", "blue", "0808", 0, moved=STILL),
                      unit("o", "saladin-assault-hover-tank", "orange", "0806", facing, moved=STILL,
                           **changes),
                      phase=Phase.WEAPON_ATTACK)


def shoot(s, dice: list[int], weapon: int = 1):
    s, _ = apply(s, DeclareAttack("b", "o", (WeaponFire(weapon),)), NONE)
    s, _ = apply(s, DeclareAttack("o", None), NONE)
    return apply(s, ResolveAttacks("b"), ScriptedDice(dice))


def test_motive_hit_reduces_cruise_in_the_end_phase() -> None:
    """Vehicle hit table †: subtract 1 Cruising MP, refigure Flank MP (× 1.5, up), applied
    in the End Phase."""
    s, events = shoot(vehicle_target(3), [6, 6, 1, 2])  # location 3: front †
    assert MotiveHit("o") in events and CruiseReduced("o", 7, 11) in events
    assert s.unit("o").motive_hits == 1 and s.unit("o").damage == {"F": 8}


def test_turret_result_on_a_turretless_vehicle_hits_the_attacked_side() -> None:
    """rules-notes §1: "a turret result on a vehicle without a turret hits the side the
    attack came from"."""
    s, _ = shoot(vehicle_target(3), [6, 6, 5, 5])  # attacked from its front: 10 → turret → F
    assert s.unit("o").damage == {"F": 8}
    s, _ = shoot(vehicle_target(0), [6, 6, 5, 5])  # attacked from the rear
    assert s.unit("o").damage == {"R": 5} and s.unit("o").removed


def test_a_vehicle_is_destroyed_when_any_location_is() -> None:
    _s, events = shoot(vehicle_target(3), [6, 6, 4, 5])  # 9: left side (5 armour), 8 damage
    assert UnitDestroyed("o", "LS destroyed") in events


def test_visible_to_hides_nothing_in_the_quick_start_rules() -> None:
    s = two_mechs()
    assert visible_to(s, "blue") == s
    with pytest.raises(KeyError):
        visible_to(s, "purple")


def test_set_up_defender_first_inside_the_zones(tmp_path, monkeypatch) -> None:
    """Training scenarios, Deployment: "The defending player(s) set up first, placing their
    units anywhere within 3 hexes of the south edge"; the attackers "on any of the hexes along
    the north edge"."""
    from btdesk.hexgrid import Hex
    from btdesk.model.commands import DeployUnit
    from btdesk.session.game import Session

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("veteran", seed=1, free_deployment=True)
    s = session.state
    assert s.phase is Phase.SETUP and all(u.position is None for u in s.units)
    assert active_side(s) == "defender"
    with pytest.raises(IllegalCommand, match="outside Defender's deployment zone"):
        apply(s, DeployUnit("defender-1", Hex.from_label("0810"), 0), NONE)
    with pytest.raises(IllegalCommand, match="Defender's turn"):
        apply(s, DeployUnit("attacker-1", Hex.from_label("0801"), 3), NONE)
    with pytest.raises(IllegalCommand, match="hover unit cannot stand in light woods"):
        apply(s, DeployUnit("defender-2", Hex.from_label("1115"), 0), NONE)
    targets = {u.uid: Hex.from_label(label) for u, label in
               zip(s.units, ("0616", "1016", "0701", "1101"), strict=True)}
    for uid in ("defender-1", "defender-2", "attacker-1", "attacker-2"):
        legal = [c for c in legal_commands(s) if isinstance(c, DeployUnit)]
        assert legal and all(c.unit.startswith(active_side(s) or "") for c in legal)
        s, _ = apply(s, DeployUnit(uid, targets[uid], 0 if uid.startswith("d") else 3), NONE)
    assert s.phase is Phase.INITIATIVE
    assert s.unit("attacker-2").position == Hex.from_label("1101")
