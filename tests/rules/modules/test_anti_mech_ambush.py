"""0204-B anti-'Mech infantry (seeds/000_7b64e9262a5995b9.txt, *Anti-Mech Infantry*,
*Hidden Infantry*, *Special Infantry Ambush Option*) with the Total Warfare infantry
option's leg and swarm attacks (seeds/003_43324915c9a10379.txt, 対メック攻撃):

"specially-trained and equipped anti-'Mech infantry receives an added advantage in being
able to execute close assaults without modifications for movement or terrain"; "Whenever an
enemy 'Mech enters a hex within which infantry is hidden, the player with the hidden
infantry may declare a Close Assault"; "a critical hit to the 'Mech's hip will halve its
available MPs (with fractions rounded up). If a Wasp (6 walking MPs) has already expended 4
MPs when it receives a critical hit to its hip due to an ambush by hidden infantry, its
remaining 2 MPs for that movement phase are halved to 1."
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import make_state, moved, unit

from btdesk.hexgrid import Hex
from btdesk.model.commands import (
    AntiMechAttack,
    DeclareAttack,
    DeclarePhysical,
    HideUnit,
    MoveUnit,
    ResolveAttacks,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import AntiMechDeclared, AntiMechResolved, SwarmStarted, UnitRevealed
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, GameState, Halt, MoveMode, Phase
from btdesk.model.tw_infantry import AntiMech
from btdesk.rules import apply, physical_options, visible_to
from btdesk.rules.modules.tw_infantry import anti_mech
from btdesk.session.dice import ScriptedDice

TRAINED = "test-anti-mech-platoon"  # 28 troopers, anti-'Mech skill 5
NONE = ScriptedDice([])
OPTIONS = frozenset({CLOSE_ASSAULT, AMBUSH, TW_INFANTRY.key})
LEG, SWARM = AntiMech.LEG, AntiMech.SWARM


def hidden_in_0805(attack: AntiMech | None, sheet: str = TRAINED,
                   options: frozenset[str] = OPTIONS) -> GameState:
    """Orange's platoon hides in 0805 under orders to ambush (with ``attack``); Blue's
    Hermes II (6 walking MP, the seed's Wasp's) stands in 0801 facing south."""
    state = make_state(unit("h", "her-5sa-hermes-ii", "blue", "0801", 3),
                       unit("p", sheet, "orange", "0805"),
                       phase=Phase.INITIATIVE, initiative=(), options=options)
    state, _ = apply(state, HideUnit("p", ambush=True, ambush_attack=attack), NONE)
    return replace(state, phase=Phase.MOVEMENT, initiative=("blue", "orange"))


def test_the_wasp_example_a_leg_attack_from_ambush_halves_the_mp_left() -> None:
    """4 MP spent reaching 0805; the leg attack needs 5 (anti-'Mech skill 5, 28 troopers
    +0, and no +1 for the 4 hexes moved: a close assault); 3+3 hits; kick table 1: right
    leg, 4 damage; critical check 4+4: one hit; slot 1: the hip; its Piloting roll 6+6.
    Walking MP 6 → 3, so the 2 MP left become 1."""
    state, events = apply(hidden_in_0805(LEG), MoveUnit("h", MoveMode.WALK, ("F",) * 6),
                          ScriptedDice([3, 3, 1, 4, 4, 1, 6, 6]))
    assert UnitRevealed("p", Hex.from_label("0805"), "it sprang an ambush") in events
    declared = next(e for e in events if isinstance(e, AntiMechDeclared))
    assert declared.needed == 5
    assert (anti_mech.CLOSE_ASSAULT_NOTE, 0) in declared.modifiers
    assert not any(name.startswith("Target moved") for name, _ in declared.modifiers)
    assert next(e for e in events if isinstance(e, AntiMechResolved)).hit
    h = state.unit("h")
    assert ("RL", 0) in h.slots_hit
    assert h.position == Hex.from_label("0805") and h.moved is not None
    assert h.moved.mp_spent == 4
    assert state.halted == Halt("h", MoveMode.WALK, 1)
    with pytest.raises(IllegalCommand):
        apply(state, MoveUnit("h", MoveMode.WALK, ("F", "F")), NONE)
    state, _ = apply(state, MoveUnit("h", MoveMode.WALK, ("F",)), NONE)
    assert state.unit("h").position == Hex.from_label("0806")


def test_the_ambush_is_the_units_attack_and_the_mech_that_stays_may_stomp_it() -> None:
    """ "Infantry which attacks a passing 'Mech during the Movement Phase may not attack
    again during that turn"; "If it remains in that hex, it may attack the infantry ...
    during the Physical Attack phase"."""
    state, _ = apply(hidden_in_0805(LEG), MoveUnit("h", MoveMode.WALK, ("F",) * 6),
                     ScriptedDice([1, 1]))  # the leg attack misses
    assert state.declaration("p") is not None and state.declaration("p").resolved
    state, _ = apply(state, MoveUnit("h", MoveMode.STATIONARY), NONE)
    state, _ = apply(state, MoveUnit("p", MoveMode.STATIONARY), NONE)
    state, _ = apply(state, DeclareAttack("h", None), NONE)
    assert state.phase is Phase.PHYSICAL_ATTACK
    assert physical_options(state, "h") == [("p", ("kick",))]
    state, _ = apply(state, DeclarePhysical("h", "p", ("kick",)), NONE)
    state, _ = apply(state, ResolveAttacks("h"), ScriptedDice([6, 6]))
    assert state.unit("p").troopers_lost == 2  # floor(20 / 5) = 4: 1 trooper, twice in the open


def test_a_swarm_from_ambush_rides_on_with_the_mech() -> None:
    """The swarm table's +2 for 28 troopers: needs 7; 4+4 takes hold, no damage this turn;
    the Hermes goes on with its 2 MP and carries the swarmer."""
    state, events = apply(hidden_in_0805(SWARM), MoveUnit("h", MoveMode.WALK, ("F",) * 6),
                          ScriptedDice([4, 4]))
    assert next(e for e in events if isinstance(e, AntiMechDeclared)).needed == 7
    assert SwarmStarted("p", "h") in events
    assert state.halted == Halt("h", MoveMode.WALK, 2)
    state, _ = apply(state, MoveUnit("h", MoveMode.WALK, ("F", "F")), NONE)
    assert state.unit("p").position == state.unit("h").position == Hex.from_label("0807")
    assert anti_mech.host_of(state, "p") == "h"


@pytest.mark.parametrize(("sheet", "options", "attack", "ambush", "why"), [
    ("rifle-energy-motorized-platoon", OPTIONS, LEG, True, "not trained"),
    (TRAINED, frozenset({CLOSE_ASSAULT, AMBUSH}), LEG, True, "Total Warfare infantry"),
    (TRAINED, OPTIONS, SWARM, False, "order the ambush too"),
])
def test_an_anti_mech_ambush_order_is_refused_with_the_reason(
        sheet: str, options: frozenset[str], attack: AntiMech, ambush: bool, why: str) -> None:
    state = make_state(unit("h", "her-5sa-hermes-ii", "blue", "0801", 3),
                       unit("p", sheet, "orange", "0805"),
                       phase=Phase.INITIATIVE, initiative=(), options=options)
    with pytest.raises(IllegalCommand, match=why):
        apply(state, HideUnit("p", ambush=ambush, ambush_attack=attack), NONE)


def test_hidden_infantry_declaring_a_close_assault_in_its_hex_ignore_movement_and_terrain(
        ) -> None:
    """Without the ambush: the 'Mech walked into the hidden platoon's hex (4 hexes: +1
    normally); the platoon's leg attack in the Weapon Attack Phase is its Close Assault,
    and reveals it."""
    def declared(options: frozenset[str]) -> AntiMechDeclared:
        state = make_state(unit("h", "her-5sa-hermes-ii", "blue", "0805", 3,
                                moved=moved(MoveMode.WALK, 4, 4)),
                           unit("p", TRAINED, "orange", "0805", hidden=True,
                                moved=moved(MoveMode.STATIONARY)),
                           phase=Phase.WEAPON_ATTACK, options=options)
        state, _ = apply(state, DeclareAttack("h", None), NONE)
        state, events = apply(state, AntiMechAttack("p", "h", LEG), NONE)
        assert not state.unit("p").hidden
        return next(e for e in events if isinstance(e, AntiMechDeclared))

    assert declared(frozenset({TW_INFANTRY.key, CLOSE_ASSAULT})).needed == 5
    assert declared(frozenset({TW_INFANTRY.key})).needed == 6  # Total Warfare alone: +1


def test_the_other_side_never_sees_an_ambush_order() -> None:
    state = hidden_in_0805(SWARM)
    assert anti_mech.record(state).ambush_orders == {"p": SWARM}
    assert anti_mech.record(visible_to(state, "blue")).ambush_orders == {}
    assert anti_mech.record(visible_to(state, "orange")).ambush_orders == {"p": SWARM}
