"""Punches and kicks with damaged limbs (Total Warfare *Critical Hit Effects*, numbers in
critical_hits.yaml ``physical_*``, reconstructed): an upper or lower arm (leg) actuator
hit adds +2 to that arm's punch (that leg's kick) and halves its damage, each; a hand
(foot) +1; a shoulder (hip) forbids the blow.  Issue 17: "the effects of ...
actuators"; seed 003 スウォーム攻撃の撃退 pulls swarmers off with "通常のパンチ攻撃に適用
されるダメージ修正" (the damage modifiers of a normal punch)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import TABLES, make_state, moved, unit

from btdesk.model.commands import DeclareAttack
from btdesk.model.state import PHYSICAL_ATTACKS, GameState, MoveMode, Phase
from btdesk.rules import apply
from btdesk.rules.core.physical import blow_modifiers, kicking_leg, limb_damage
from btdesk.session.dice import ScriptedDice

CRITS = TABLES.criticals
assert CRITS is not None

# The Hunchback's slots (sheets/hbk-4g-hunchback.yaml): arms [Shoulder, Upper Arm, Lower
# Arm, Hand, ...], legs [Hip, Upper Leg, Lower Leg, Foot, ...].
SHOULDER, UPPER, LOWER, HAND_OR_FOOT = 0, 1, 2, 3


def duel(*hits: tuple[str, int]) -> GameState:
    """A Hunchback (50 t, Piloting 5; Blue) facing south at an adjacent Enforcer (Orange)
    facing north, in the Physical Attack Phase, with ``hits`` among its critical slots."""
    state = make_state(unit("m", "hbk-4g-hunchback", "blue", "0804", 3,
                            moved=moved(MoveMode.STATIONARY), slots_hit=frozenset(hits)),
                       unit("e", "enf-4r-enforcer", "orange", "0805", 0,
                            moved=moved(MoveMode.STATIONARY)),
                       phase=Phase.WEAPON_ATTACK, options=frozenset({PHYSICAL_ATTACKS}))
    for uid in ("m", "e"):
        state, _ = apply(state, DeclareAttack(uid, None), ScriptedDice([]))
    return state


def numbers(state: GameState, attack: str) -> list[tuple[str, int]]:
    mods = blow_modifiers(state, state.unit("m"), state.unit("e"), attack)  # type: ignore[arg-type]
    return [(m.name, m.value) for m in mods]


def test_the_table_gives_the_total_warfare_numbers() -> None:
    assert (CRITS.physical_actuator_to_hit, CRITS.physical_hand_foot_to_hit,
            CRITS.physical_actuator_halves) == (2, 1, True)


@pytest.mark.parametrize(("slots", "to_hit", "damage"), [
    ((), 5, 5),  # Piloting 5; ceil(50 / 10) = 5
    ((UPPER,), 7, 2),  # +2, 5 halved (down) = 2
    ((LOWER,), 7, 2),
    ((UPPER, LOWER), 9, 1),  # +4, halved twice
    ((HAND_OR_FOOT,), 6, 5),  # +1, full damage
    ((UPPER, LOWER, HAND_OR_FOOT), 10, 1),
])
def test_a_punch_with_a_damaged_arm(slots: tuple[int, ...], to_hit: int, damage: int) -> None:
    state = duel(*(("LA", s) for s in slots))
    mods = numbers(state, "LA")
    assert sum(v for _, v in mods) == to_hit
    assert limb_damage(state, state.unit("m"), "LA", 5) == damage
    # The other arm is sound.
    assert sum(v for _, v in numbers(state, "RA")) == 5
    assert limb_damage(state, state.unit("m"), "RA", 5) == 5


def test_the_breakdown_names_each_actuator() -> None:
    state = duel(("RA", UPPER), ("RA", HAND_OR_FOOT))
    assert numbers(state, "RA")[:3] == [("Piloting", 5), ("Upper arm actuator hit (RA)", 2),
                                        ("Hand actuator hit (RA)", 1)]


def test_a_kick_is_made_with_the_sounder_leg() -> None:
    """Kick: Piloting - 2, floor(50 / 5) = 10; the 'Mech kicks with the leg whose actuators
    cost least (decision), the left on a tie."""
    sound = duel()
    assert kicking_leg(sound, sound.unit("m")) == "LL"
    assert sum(v for _, v in numbers(sound, "kick")) == 3
    one_bad = duel(("LL", LOWER))
    assert kicking_leg(one_bad, one_bad.unit("m")) == "RL"
    assert sum(v for _, v in numbers(one_bad, "kick")) == 3
    both = duel(("LL", UPPER), ("RL", UPPER), ("RL", LOWER))
    assert kicking_leg(both, both.unit("m")) == "LL"
    assert ("Upper leg actuator hit (LL)", 2) in numbers(both, "kick")
    assert limb_damage(both, both.unit("m"), "LL", 10) == 5
    foot = duel(("LL", UPPER), ("RL", HAND_OR_FOOT))
    assert kicking_leg(foot, foot.unit("m")) == "RL"
    assert ("Foot actuator hit (RL)", 1) in numbers(foot, "kick")
    assert limb_damage(foot, foot.unit("m"), "RL", 10) == 10


def test_a_kick_that_lands_deals_the_halved_damage() -> None:
    """The blow's damage, not only its number: a lower leg hit on both legs halves the kick
    to 5 (needs 3 + 2 = 5: 2D6 = 5 hits; kick table 1D6 = 4, the left leg)."""
    from btdesk.model.commands import DeclarePhysical, ResolveAttacks
    from btdesk.model.events import DamageApplied

    state = duel(("LL", LOWER), ("RL", LOWER))
    state, _ = apply(state, DeclarePhysical("m", "e", ("kick",)), ScriptedDice([]))
    state, _ = apply(state, DeclarePhysical("e", None), ScriptedDice([]))
    state, events = apply(state, ResolveAttacks("m"), ScriptedDice([2, 3, 4, 6, 6]))
    assert [(e.location, e.amount) for e in events if isinstance(e, DamageApplied)] == [
        ("LL", 5)]


def test_old_tables_without_the_keys_play_as_before() -> None:
    """A game saved before these keys existed replays with its own copy of the table."""
    state = duel(("LA", UPPER))
    old = replace(CRITS, physical_actuator_to_hit=0, physical_hand_foot_to_hit=0,
                  physical_actuator_halves=False)
    state = replace(state, rules=replace(state.rules, criticals=old))
    assert sum(v for _, v in numbers(state, "LA")) == 5
    assert limb_damage(state, state.unit("m"), "LA", 5) == 5
