"""The Physical Attack Phase, Piloting Skill Rolls, falls and the MechWarrior:
shared/rules-notes.md §4-5 (Total Warfare numbers, in physical_attacks.yaml)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import TABLES, damage_dealt, make_state, moved, unit

from btdesk.model.commands import DeclareAttack, DeclarePhysical, MoveUnit, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    ConsciousnessRolled,
    PhysicalResolved,
    PilotingRoll,
    UnitFell,
)
from btdesk.model.state import PHYSICAL_ATTACKS, GameState, MoveMode, Phase
from btdesk.rules import active_side, apply, physical_options
from btdesk.session.dice import ScriptedDice

PHYS = TABLES.physical


def duel(attacker_moved: MoveMode = MoveMode.STATIONARY, hexes: int = 0,
         **target: object) -> GameState:
    """A Warhammer (Blue) facing south at an adjacent Crusader (Orange) facing north, in
    the Physical Attack Phase with nothing fired."""
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0804", 3,
                            moved=moved(attacker_moved, hexes)),
                       unit("d", "crd-3r-crusader", "orange", "0805", 0,
                            moved=moved(MoveMode.STATIONARY), **target),
                       phase=Phase.WEAPON_ATTACK, options=frozenset({PHYSICAL_ATTACKS}))
    for uid in ("a", "d"):
        state, _ = apply(state, DeclareAttack(uid, None), ScriptedDice([]))
    assert state.phase is Phase.PHYSICAL_ATTACK
    return state


def test_punch_damage_and_table() -> None:
    """rules-notes §4: punch to-hit Piloting, damage ceil(tons / 10), punch table 1D6 front:
    1 LA, 2 LT, 3 CT, 4 RT, 5 RA, 6 Head."""
    state = duel()
    assert PHYS.attacks["punch"].damage(70) == 7 and PHYS.attacks["punch"].damage(65) == 7
    state, _ = apply(state, DeclarePhysical("a", "d", ("LA", "RA")), ScriptedDice([]))
    state, _ = apply(state, DeclarePhysical("d", None), ScriptedDice([]))
    state, events = apply(state, ResolveAttacks("a"), ScriptedDice([3, 2, 6, 2, 3, 3]))
    blows = [e for e in events if isinstance(e, PhysicalResolved)]
    assert [(b.attack, b.to_hit, b.hit) for b in blows] == [("LA", 5, True), ("RA", 5, True)]
    assert damage_dealt(events, "d") == {"H": 7, "CT": 7} or damage_dealt(events, "d")["CT"] == 7


def test_kick_damage_and_a_missed_kick_forces_a_roll() -> None:
    """Kick: Piloting - 2, floor(tons / 5), kick table; "a miss forces the kicker to make a
    Piloting Skill Roll or fall"."""
    assert PHYS.attacks["kick"].damage(70) == 14 and PHYS.attacks["kick"].damage(65) == 13
    state = duel()
    state, _ = apply(state, DeclarePhysical("a", "d", ("kick",)), ScriptedDice([]))
    state, _ = apply(state, DeclarePhysical("d", None), ScriptedDice([]))
    # miss (2 < 3); PSR 2 fails: falls (fall direction 1), 7 damage in groups 5+2,
    # MechWarrior roll 2 fails: 1 hit, consciousness 3+ rolls 6.
    state, events = apply(state, ResolveAttacks("a"),
                          ScriptedDice([1, 1, 1, 1, 1, 3, 4, 3, 4, 1, 1, 3, 3]))
    rolls = [e for e in events if isinstance(e, PilotingRoll)]
    assert [r.reason for r in rolls] == ["missed kick", "fall damage to MechWarrior"]
    assert any(isinstance(e, UnitFell) for e in events)
    a = state.unit("a")
    assert a.prone and a.pilot_hits == 1 and not a.unconscious
    assert sum(damage_dealt(events, "a").values()) == 7
    assert [e.needed for e in events if isinstance(e, ConsciousnessRolled)] == [3]


def test_kick_hits_and_the_target_rolls() -> None:
    state = duel()
    state, _ = apply(state, DeclarePhysical("a", "d", ("kick",)), ScriptedDice([]))
    state, _ = apply(state, DeclarePhysical("d", None), ScriptedDice([]))
    state, events = apply(state, ResolveAttacks("a"), ScriptedDice([5, 5, 1, 6, 6]))
    assert damage_dealt(events, "d") == {"RL": 14}  # kick table front 1 = RL
    assert [r.reason for r in events if isinstance(r, PilotingRoll)] == ["kicked"]


def test_charge_needs_a_move_and_hurts_both() -> None:
    """Charge: ceil(tons / 10 × hexes moved) in 5-point groups; the attacker takes
    ceil(target tons / 10); both roll."""
    assert "charge" not in {a for _, atk in physical_options(duel(), "a") for a in atk}
    state = duel(MoveMode.WALK, hexes=3)
    assert PHYS.attacks["charge"].damage(70, 3) == 21
    state, _ = apply(state, DeclarePhysical("a", "d", ("charge",)), ScriptedDice([]))
    state, _ = apply(state, DeclarePhysical("d", None), ScriptedDice([]))
    dice = [6, 6] + [3, 4] * 5 + [3, 4] * 2 + [6, 6, 6, 6]
    state, events = apply(state, ResolveAttacks("a"), ScriptedDice(dice))
    assert sum(damage_dealt(events, "d").values()) == 21 and sum(damage_dealt(events, "a").values()) == 7
    assert [r.reason for r in events if isinstance(r, PilotingRoll)] == ["charged", "charging"]


def test_death_from_above_miss_fells_the_attacker() -> None:
    """ "a miss means the attacker falls" (rules-notes §4)."""
    state = make_state(unit("a", "enf-4r-enforcer-jump", "blue", "0804", 3,
                            moved=moved(MoveMode.JUMP, 3)),
                       unit("d", "crd-3r-crusader", "orange", "0805", 0,
                            moved=moved(MoveMode.STATIONARY)),
                       phase=Phase.WEAPON_ATTACK, options=frozenset({PHYSICAL_ATTACKS}))
    for uid in ("a", "d"):
        state, _ = apply(state, DeclareAttack(uid, None), ScriptedDice([]))
    state, _ = apply(state, DeclarePhysical("a", "d", ("death_from_above",)), ScriptedDice([]))
    state, _ = apply(state, DeclarePhysical("d", None), ScriptedDice([]))
    # Enforcer Piloting 5 + (5 - 4) = 6: roll 2 misses; falls: direction 1, 5 damage, MechWarrior
    # roll 12 passes.
    state, events = apply(state, ResolveAttacks("a"), ScriptedDice([1, 1, 1, 3, 4, 6, 6]))
    assert next(e for e in events if isinstance(e, PhysicalResolved)).to_hit == 6
    assert state.unit("a").prone and sum(damage_dealt(events, "a").values()) == 5


def test_prone_target_modifiers() -> None:
    """rules-notes §5: attacks on a prone target −2 from an adjacent hex."""
    state = duel(prone=True)
    state, _ = apply(state, DeclarePhysical("a", "d", ("RA",)), ScriptedDice([]))
    state, events = apply(state, ResolveAttacks("a"), ScriptedDice([1, 2, 3]))
    blow = next(e for e in events if isinstance(e, PhysicalResolved))
    assert ("Target prone, adjacent", -2) in blow.modifiers and blow.to_hit == 3


def test_standing_up_costs_mp_and_a_roll() -> None:
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0804", 3, prone=True),
                       unit("d", "crd-3r-crusader", "orange", "1010"),
                       options=frozenset({PHYSICAL_ATTACKS}))
    with pytest.raises(IllegalCommand, match="prone"):
        apply(state, MoveUnit("a", MoveMode.WALK, ("F",)), ScriptedDice([]))
    failed, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("U", "F")), ScriptedDice([1, 1]))
    assert failed.unit("a").prone and failed.unit("a").position == state.unit("a").position
    stood, _ = apply(state, MoveUnit("a", MoveMode.WALK, ("U", "F", "F")), ScriptedDice([3, 3]))
    assert not stood.unit("a").prone and stood.unit("a").moved.mp_spent == 4
    with pytest.raises(IllegalCommand, match="MP"):  # 2 + 3 > 4 walking MP
        apply(state, MoveUnit("a", MoveMode.WALK, ("U", "F", "F", "F")), ScriptedDice([3, 3]))
    from dataclasses import replace
    costly = replace(state, rules=replace(TABLES, physical=replace(PHYS, stand_up_mp=5)))
    with pytest.raises(IllegalCommand, match="needs 5"):  # standing alone is over 4 MP
        apply(costly, MoveUnit("a", MoveMode.WALK, ("U",)), ScriptedDice([3, 3]))


def test_an_arm_that_fired_cannot_punch_and_declarations_alternate() -> None:
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0804", 3),
                       unit("d", "crd-3r-crusader", "orange", "0805", 0),
                       phase=Phase.WEAPON_ATTACK, options=frozenset({PHYSICAL_ATTACKS}))
    state, _ = apply(state, DeclareAttack("a", None), ScriptedDice([]))
    from btdesk.model.state import WeaponFire
    state, _ = apply(state, DeclareAttack("d", "a", (WeaponFire(0),)), ScriptedDice([]))
    state, _ = apply(state, ResolveAttacks("d"), ScriptedDice([1, 1]))
    assert state.phase is Phase.PHYSICAL_ATTACK and active_side(state) == "blue"
    options = {atk for _, atk in physical_options(state, "d")}
    assert ("RA",) not in options and ("LA",) in options  # the RA laser fired


def test_without_the_option_the_phase_passes() -> None:
    state = make_state(unit("a", "whm-6r-warhammer", "blue", "0804", 3),
                       unit("d", "crd-3r-crusader", "orange", "0805", 0),
                       phase=Phase.WEAPON_ATTACK)
    for uid in ("a", "d"):
        state, _ = apply(state, DeclareAttack(uid, None), ScriptedDice([]))
    assert state.phase is Phase.INITIATIVE


def test_consciousness_table() -> None:
    """rules-notes §5: 1→3, 2→5, 3→7, 4→10, 5→11, 6 dead."""
    assert dict(PHYS.consciousness) == {1: 3, 2: 5, 3: 7, 4: 10, 5: 11}
    assert PHYS.mechwarrior_hits == 6


@pytest.mark.parametrize("options", [("physical_attacks",), ("close_assault",)])
def test_random_playouts_with_physical_attacks(options: tuple[str, ...], tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole Green and Veteran games with the options on keep every invariant, and replay."""
    from playout import play_randomly

    from btdesk.session.game import Session
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    kinds: set[str] = set()
    for game in range(8):
        session = Session.from_scenario(("green", "veteran")[game % 2], seed=game,
                                        options=options)
        # Prefer what this test is about when it is on offer.
        kinds |= {type(c).__name__ for c in play_randomly(
            session, game, 800, lambda c: (isinstance(c, DeclarePhysical) and bool(c.target))
            or (isinstance(c, MoveUnit) and bool(c.close_assault)))}
        assert session.replayed() == session.state
    wanted = {"DeclarePhysical"} if "physical_attacks" in options else {"ChooseTactic",
                                                                        "AssaultManeuver"}
    assert wanted <= kinds


@pytest.mark.parametrize(("mode", "hexes", "name", "value"), [
    (MoveMode.WALK, 1, "Attacker walk", 1), (MoveMode.RUN, 1, "Attacker run", 2)])
def test_a_punch_or_kick_adds_the_attackers_own_movement(mode: MoveMode, hexes: int, name: str,
                                                         value: int) -> None:
    """Total Warfare adds the attacker's movement modifier to punches, kicks and pushes;
    rules-notes §4 is silent, so physical_attacks.yaml records the decision
    (attacker_movement).  Warhammer Piloting 5 walked: punch 5 + 1 = 6; kick 5 - 2 + 1."""
    state = duel(mode, hexes)
    state, _ = apply(state, DeclarePhysical("a", "d", ("kick",)), ScriptedDice([]))
    state, _ = apply(state, DeclarePhysical("d", None), ScriptedDice([]))
    # kick roll 12 hits, kick table 1 = RL, the kicked Crusader's Piloting roll 6 + 6.
    state, events = apply(state, ResolveAttacks("a"), ScriptedDice([6, 6, 1, 6, 6]))
    blow = next(e for e in events if isinstance(e, PhysicalResolved))
    assert (name, value) in blow.modifiers and blow.to_hit == 5 - 2 + value
    assert TABLES.physical.attacks["punch"].attacker_movement
    assert not TABLES.physical.attacks["charge"].attacker_movement  # the move is the attack


def test_a_table_saved_without_the_key_keeps_the_old_numbers() -> None:
    """A game saved before the decision carries its own physical_attacks table, without
    attacker_movement: it is read without the modifier, so it replays as it was played."""
    import copy

    import yaml
    from support import ROOT

    from btdesk.io.tables import parse_table

    doc = yaml.safe_load((ROOT / "resources" / "rules" / "physical_attacks.yaml").read_text())
    old = copy.deepcopy(doc)
    for spec in old["attacks"].values():
        spec.pop("attacker_movement", None)
    assert not any(a.attacker_movement
                   for a in parse_table("physical_attacks", old, "old.yaml").attacks.values())


def test_prone_mechs_change_weapon_fire_too() -> None:
    """Total Warfare (as ``physical_attacks.yaml`` gives the numbers, "for any attack
    (weapon or physical)"): a prone target is −2 from an adjacent attacker and +1 from
    farther; a prone attacker's weapons are +2.  A Warhammer fires its medium laser at a
    prone Crusader next to it, then three hexes off, then lying down itself."""
    from btdesk.rules import attack_options

    def modifiers(attacker_at: str, **attacker: object) -> dict[str, int]:
        s = make_state(unit("a", "whm-6r-warhammer", "blue", attacker_at, 3,
                            moved=moved(MoveMode.STATIONARY), **attacker),
                       unit("d", "crd-3r-crusader", "orange", "0805", 0,
                            moved=moved(MoveMode.STATIONARY), prone=True),
                       phase=Phase.WEAPON_ATTACK)
        laser = next(o for o in attack_options(s, "a", "d") if o.weapon_name == "Medium Laser")
        return {m.name: m.value for m in laser.modifiers}

    assert modifiers("0804")["Target prone, adjacent"] == PHYS.prone_target_adjacent == -2
    assert modifiers("0802")["Target prone"] == PHYS.prone_target_other == 1
    assert modifiers("0804", prone=True)["Attacker prone"] == PHYS.prone_attacker == 2
