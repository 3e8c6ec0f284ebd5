"""Ejection (issue 14): 0204-B result 8 (seeds/000_7b64e9262a5995b9.txt, "8: Eject"): "A roll
is made against the MechWarrior's Piloting Skill, with modifiers for such factors as damage
to the 'Mech's head and the presence of light or heavy woods. The ejected MechWarrior will
land in the 30-meter hex directly behind his 'Mech."  The numbers are reconstructed in
resources/rules/ejection.yaml; outside a Close Assault the MechWarrior may eject instead of
moving (Tactical Operations p. 196)."""

from __future__ import annotations

import pytest
from support import TABLES, at, make_state, moved, unit

from btdesk.model.board import Terrain
from btdesk.model.commands import EjectMechWarrior, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import MechWarriorEjected, PilotingRoll, UnitDestroyed
from btdesk.model.state import PHYSICAL_ATTACKS, MoveMode, Phase
from btdesk.rules import apply, legal_commands
from btdesk.session.dice import ScriptedDice


def _movement(**changes: object):
    """Blue's Warhammer at 0808 facing north (the hex behind it is 0809), Orange's
    Hunchback far away, Blue to move."""
    s = make_state(unit("w", "whm-6r-warhammer", "blue", "0808", 0, **changes),
                   unit("h", "hbk-4g-hunchback", "orange", "0801", 3, moved=moved(MoveMode.WALK)),
                   terrain={"0809": Terrain.HEAVY_WOODS}, phase=Phase.MOVEMENT,
                   options=frozenset({PHYSICAL_ATTACKS}))
    return s


def test_the_table_is_marked_reconstructed_and_names_the_seeds_factors() -> None:
    assert TABLES.ejection.reconstructed
    assert TABLES.ejection.head_damaged > 0
    assert 0 < TABLES.ejection.landing[Terrain.LIGHT_WOODS] < TABLES.ejection.landing[Terrain.HEAVY_WOODS]


def test_ejecting_instead_of_moving_with_head_damage_into_heavy_woods() -> None:
    """Warhammer Piloting 5, head damaged +1, landing in heavy woods (0809, behind it) +2:
    needs 8.  A roll of 8 succeeds: the MechWarrior lands in 0809, the 'Mech is abandoned."""
    s = _movement(damage={"H": 2})
    assert EjectMechWarrior("w") in legal_commands(s)
    s, events = apply(s, EjectMechWarrior("w"), ScriptedDice([4, 4]))
    roll = next(e for e in events if isinstance(e, PilotingRoll))
    assert roll.reason == "ejection" and roll.needed == 8 and roll.passed
    assert ("Head damaged", 1) in roll.modifiers
    assert ("Landing in heavy woods", 2) in roll.modifiers
    assert MechWarriorEjected("w", at("0809")) in events
    assert any(isinstance(e, UnitDestroyed) for e in events)
    assert s.unit("w").destroyed and s.unit("w").ejected == at("0809")


def test_a_failed_ejection_costs_the_mechwarrior_a_hit() -> None:
    s = _movement()
    s, _ = apply(s, EjectMechWarrior("w"), ScriptedDice([1, 2, 6, 6]))  # 3 < 7; then consciousness
    assert s.unit("w").pilot_hits == 1 and s.unit("w").destroyed


def test_ejection_is_refused_with_a_reason() -> None:
    s = _movement()
    s, _ = apply(s, MoveUnit("w", MoveMode.STATIONARY), ScriptedDice([]))
    s2 = _movement()
    no_option = make_state(unit("w", "whm-6r-warhammer", "blue", "0808", 0),
                           unit("h", "hbk-4g-hunchback", "orange", "0801", 3), phase=Phase.MOVEMENT)
    with pytest.raises(IllegalCommand, match="Piloting Skill Rolls"):
        apply(no_option, EjectMechWarrior("w"), ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="only a 'Mech"):
        apply(make_state(unit("i", "infiltrator-mk-ii", "blue", "0808"),
                         unit("h", "hbk-4g-hunchback", "orange", "0801", 3), phase=Phase.MOVEMENT,
                         options=frozenset({PHYSICAL_ATTACKS})),
              EjectMechWarrior("i"), ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="unconscious"):
        apply(_movement(unconscious=True), EjectMechWarrior("w"), ScriptedDice([]))
    assert EjectMechWarrior("w") in legal_commands(s2)
