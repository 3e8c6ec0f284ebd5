"""Battle armor fire under the Total Warfare infantry option (issue 16): seed 003
(``seeds/003_43324915c9a10379.txt``) バトルアーマーの攻撃 (a target per weapon type, at +1)
and バトルアーマーに対する攻撃, 範囲効果武器 (area-effect weapons hit every trooper).  Each
test quotes the seed with an English rendering."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import make_state, unit

from btdesk.io.codec import COMMANDS, decode_tagged, encode_tagged
from btdesk.io.reader import Node
from btdesk.model.commands import DeclareAttack, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import AttackDeclared, DamageApplied, ShotResolved
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, Phase, WeaponFire
from btdesk.rules import apply, attack_options
from btdesk.rules.core.condition import trooper_damage
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import LogEntry, replay
from btdesk.ui.events_text import describe

SQUAD = "ba-six-nine-test"  # weapon 0: LRM 9 (missiles), weapon 1: Small Laser
TW = frozenset({TW_INFANTRY.key})


def firing(*units: object, tw: bool = True) -> GameState:
    state = make_state(*units, phase=Phase.WEAPON_ATTACK)  # type: ignore[arg-type]
    return replace(state, options=state.options | TW) if tw else state


def squad_and_two_tanks(tw: bool = True) -> GameState:
    return firing(unit("b", SQUAD, "blue", "0809"),
                  unit("t", "rommel-tank", "orange", "0806"),
                  unit("u", "rommel-tank", "orange", "0810"), tw=tw)


def test_each_weapon_type_may_fire_at_its_own_target_at_plus_one() -> None:
    """バトルアーマーの攻撃: "バトルアーマーは各武器種ごとに別の対象に攻撃することもでき、その
    修正値は常に+1である" (battle armor may attack a different target with each weapon
    type; the modifier is always +1)."""
    state = squad_and_two_tanks()
    fires = (WeaponFire(0), WeaponFire(1, target="u"))
    after, events = apply(state, DeclareAttack("b", "t", fires), ScriptedDice([]))
    declaration = after.declaration("b")
    assert declaration is not None
    at_t = attack_options(state, "b", "t")[0].target_number
    at_u = attack_options(state, "b", "u")[1]
    assert declaration.to_hit == (at_t, at_u.target_number + 1)
    secondary = attack_options(state, "b", "u", secondary=True)[1]
    assert secondary.modifiers[-1].name == "Secondary target"
    assert secondary.target_number == at_u.target_number + 1
    declared = next(e for e in events if isinstance(e, AttackDeclared))
    assert declared.elsewhere == ((1, "u"),)
    assert describe(declared, after) == ("Test Squad (6 x 9 missiles) declares 2 weapon(s) at "
                                         "Rommel Tank, its Small Laser at Rommel Tank")


def test_each_weapon_resolves_against_its_own_target() -> None:
    """"同一種武器ごとに一つの目標に対して射撃をおこなう" (each weapon type fires at one target):
    the laser's roll is against the second tank, and its hits land there."""
    state = squad_and_two_tanks()
    state, _ = apply(state, DeclareAttack("b", "t", (WeaponFire(0, target="t"),
                                                     WeaponFire(1, target="u"))),
                     ScriptedDice([]))
    state, _ = apply(state, DeclareAttack("t", None), ScriptedDice([]))
    state, _ = apply(state, DeclareAttack("u", None), ScriptedDice([]))
    # The missiles miss (1+1); the laser's to-hit 6+6, the six troopers' Cluster Hits roll
    # 3+4 (4 hit), then their hit locations (3+4 each)
    _, events = apply(state, ResolveAttacks("b"),
                      ScriptedDice([1, 1, 6, 6, 3, 4] + [3, 4] * 4))
    shots = [e for e in events if isinstance(e, ShotResolved)]
    assert [(s.target, s.hit) for s in shots] == [("t", False), ("u", True)]
    assert {e.unit for e in events if isinstance(e, DamageApplied)} == {"u"}


def test_without_the_option_a_unit_fires_at_one_target() -> None:
    """The Quick-Start rules: one target per unit per turn; the refusal names the option."""
    state = squad_and_two_tanks(tw=False)
    with pytest.raises(IllegalCommand, match="fires at one target a turn: only battle armor "
                                             "under Total Warfare infantry"):
        apply(state, DeclareAttack("b", "t", (WeaponFire(0), WeaponFire(1, target="u"))),
              ScriptedDice([]))


def test_only_battle_armor_splits_its_fire() -> None:
    """The seed gives the +1 split to battle armor; a 'Mech keeps one target."""
    state = firing(unit("m", "hbk-4g-hunchback", "blue", "0809"),
                   unit("t", "rommel-tank", "orange", "0806"),
                   unit("u", "rommel-tank", "orange", "0807"))
    with pytest.raises(IllegalCommand, match="Hunchback fires at one target a turn"):
        apply(state, DeclareAttack("m", "t", (WeaponFire(0), WeaponFire(1, target="u"))),
              ScriptedDice([]))


def test_a_weapon_aimed_elsewhere_still_needs_its_own_shot() -> None:
    """Range, arc and sight are checked against the weapon's own target: the Small Laser
    (long range 3) cannot reach a tank 5 hexes off even as a secondary target."""
    state = firing(unit("b", SQUAD, "blue", "0809"),
                   unit("t", "rommel-tank", "orange", "0808"),
                   unit("u", "rommel-tank", "orange", "0804"))
    with pytest.raises(IllegalCommand, match="Small Laser: 5 hexes is beyond"):
        apply(state, DeclareAttack("b", "t", (WeaponFire(0), WeaponFire(1, target="u"))),
              ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="there is no unit 'x'"):
        apply(state, DeclareAttack("b", "t", (WeaponFire(1, target="x"),)), ScriptedDice([]))


def test_the_declared_target_keeps_a_weapon() -> None:
    """The +1 is for the other targets: a declaration whose every weapon aims elsewhere is
    refused (declare it at that target instead)."""
    state = squad_and_two_tanks()
    with pytest.raises(IllegalCommand, match="aim at least one weapon at the declared target"):
        apply(state, DeclareAttack("b", "t", (WeaponFire(1, target="u"),)), ScriptedDice([]))


def test_split_fire_is_saved_and_replayed() -> None:
    """A declaration with a weapon aimed elsewhere goes into the save as written (the
    ``target`` of each weapon) and replays to the same events."""
    state = squad_and_two_tanks()
    command = DeclareAttack("b", "t", (WeaponFire(0), WeaponFire(1, target="u")))
    text = encode_tagged(command)
    assert text["weapons"][1] == {"weapon": 1, "shots": 1, "target": "u"}
    again = decode_tagged(Node(text, "save.yaml", "log[0]"), COMMANDS)
    assert again == command
    after, events = apply(state, command, ScriptedDice([]))
    assert replay(state, [LogEntry(again, events)]) == after


# --- 範囲効果武器 (area-effect weapons) -----------------------------------------------------

def test_an_area_effect_hit_damages_every_trooper() -> None:
    """バトルアーマーに対する攻撃, 範囲効果武器: "範囲効果(AE)武器は常にバトルアーマーユニット内
    のすべての兵にダメージを与える" (area-effect weapons always damage every trooper of a
    battle armor unit): a 2-point mortar hit marks 2 on each of the six troopers, with no
    1D6 roll for which trooper."""
    state = firing(unit("m", "test-mortar-carrier", "blue", "0809"),
                   unit("b", SQUAD, "orange", "0806"))
    state, _ = apply(state, DeclareAttack("m", "b", (WeaponFire(0),)), ScriptedDice([]))
    state, _ = apply(state, DeclareAttack("b", None), ScriptedDice([]))
    dice = ScriptedDice([6, 6])
    state, _ = apply(state, ResolveAttacks("m"), dice)
    squad = state.unit("b")
    assert trooper_damage(squad, state.definition(squad)) == (2,) * 6
    assert dice.remaining == 0 and len(dice.asked) == 1  # the to-hit roll only


def test_without_the_option_an_area_effect_hit_is_one_trooper_s() -> None:
    """The Quick-Start rules know no area effect: the group strikes one trooper (1D6)."""
    state = firing(unit("m", "test-mortar-carrier", "blue", "0809"),
                   unit("b", SQUAD, "orange", "0806"), tw=False)
    state, _ = apply(state, DeclareAttack("m", "b", (WeaponFire(0),)), ScriptedDice([]))
    state, _ = apply(state, DeclareAttack("b", None), ScriptedDice([]))
    state, _ = apply(state, ResolveAttacks("m"), ScriptedDice([6, 6, 3]))
    squad = state.unit("b")
    assert trooper_damage(squad, state.definition(squad)) == (0, 0, 2, 0, 0, 0)


def test_legal_commands_list_split_declarations_that_apply() -> None:
    """``legal_commands`` offers a squad its weapons apart (first weapon at one enemy, the
    rest at another), so playouts and a bot exercise the rule; each applies."""
    from btdesk.rules import legal_commands

    state = squad_and_two_tanks()
    split = [c for c in legal_commands(state) if isinstance(c, DeclareAttack)
             and any(f.target is not None for f in c.weapons)]
    assert {(c.target, c.weapons[1].target) for c in split} == {("t", "u"), ("u", "t")}
    for command in split:
        apply(state, command, ScriptedDice([]))
