"""Body-mounted missile launchers under the Total Warfare infantry option (issue 16):
seed 003 (``seeds/003_43324915c9a10379.txt``) 歩兵の移動: "ボディマウント・ミサイルランチャー
を搭載しているインナースフィアのバトルアーマーユニットはそのランチャーを廃棄するまでジャンプMP
を使用することができない(操作プレイヤーはいつでもミサイルランチャーを廃棄することを宣言し、
適切な記録シートに記入することができる)" (an Inner Sphere battle armor unit carrying
body-mounted missile launchers may not use its jump MP until it jettisons them; its player
may declare the jettison at any time and mark the sheet)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import make_state, unit

from btdesk.io.errors import DataError
from btdesk.io.sheets import parse_sheet
from btdesk.model.commands import JettisonLaunchers, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.model.tw_infantry import LaunchersJettisoned
from btdesk.rules import apply, attack_options, legal_commands, reachable
from btdesk.session.dice import ScriptedDice
from btdesk.ui.events_text import describe

SQUAD = "test-is-srm-squad"  # weapon 0: SRM 2 pack (body-mounted), weapon 1: Small Laser
TW = frozenset({TW_INFANTRY.key})


def game(tw: bool = True, phase: Phase = Phase.MOVEMENT) -> GameState:
    state = make_state(unit("s", SQUAD, "blue", "0809"),
                       unit("t", "rommel-tank", "orange", "0806"), phase=phase)
    return replace(state, options=state.options | TW) if tw else state


def test_a_squad_with_its_launchers_on_may_not_jump() -> None:
    state = game()
    with pytest.raises(IllegalCommand, match="must jettison its body-mounted missile launchers "
                                             "before it may jump"):
        apply(state, MoveUnit("s", MoveMode.JUMP, ("0",)), ScriptedDice([]))
    assert reachable(state, "s", MoveMode.JUMP) == {}
    assert reachable(state, "s", MoveMode.WALK)  # on the ground it moves as before
    listed = legal_commands(state)
    assert JettisonLaunchers("s") in listed
    assert not any(isinstance(c, MoveUnit) and c.mode is MoveMode.JUMP for c in listed)


def test_once_jettisoned_it_jumps_and_the_launchers_are_gone() -> None:
    state, events = apply(game(), JettisonLaunchers("s"), ScriptedDice([]))
    assert events == (LaunchersJettisoned("s", (0,)),)
    assert describe(events[0], state) == ("Test IS Squad (SRM pack) jettisons its body-mounted "
                                          "missile launchers: it may jump now")
    assert reachable(state, "s", MoveMode.JUMP)
    after, _ = apply(state, MoveUnit("s", MoveMode.JUMP, ("0",)), ScriptedDice([]))
    assert after.unit("s").moved is not None
    firing = replace(after, phase=Phase.WEAPON_ATTACK)
    options = attack_options(firing, "s", "t")
    assert options[0].problem == "Test IS Squad (SRM pack) jettisoned its SRM 2 pack"
    assert options[1].problem is None
    assert JettisonLaunchers("s") not in legal_commands(state)


def test_the_jettison_may_be_declared_at_any_time_but_once() -> None:
    """"いつでも" (at any time): in the Weapon Attack Phase too, on the squad's side's turn."""
    state, _ = apply(game(phase=Phase.WEAPON_ATTACK), JettisonLaunchers("s"), ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="it has already jettisoned them"):
        apply(state, JettisonLaunchers("s"), ScriptedDice([]))
    blue_tank = replace(state, units=(*state.units, unit("u", "rommel-tank", "blue", "0810")))
    with pytest.raises(IllegalCommand, match="Rommel Tank has no body-mounted missile launchers"
                                             " to jettison: it carries none"):
        apply(blue_tank, JettisonLaunchers("u"), ScriptedDice([]))


def test_the_quick_start_rules_know_no_jettison() -> None:
    """Without the option the rule does not apply: the squad jumps with its launchers on,
    and the command names the option it needs."""
    state = game(tw=False)
    apply(state, MoveUnit("s", MoveMode.JUMP, ("0",)), ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="belongs to an option this game has off: "
                                             "Total Warfare infantry"):
        apply(state, JettisonLaunchers("s"), ScriptedDice([]))


def test_only_a_battle_armor_launcher_is_body_mounted() -> None:
    doc = {"format": "btdesk-sheet", "version": 1, "name": "X", "type": "battle_armor",
           "movement": {"mp": 1}, "infantry": {"troopers": 4, "armor_per_trooper": 5},
           "weapons": [{"name": "Small Laser", "damage": 3, "range": [1, 2, 3],
                        "body_mounted": True}]}
    with pytest.raises(DataError, match="only a battle armor missile launcher is body-mounted"):
        parse_sheet(doc, "x.yaml", "x")


def test_the_sheet_marks_the_jettisoned_launchers() -> None:
    """"適切な記録シートに記入することができる" (and mark it on the record sheet): the sheet
    strikes the launcher's row through, on screen and in print."""
    from btdesk.printing.record_sheet import dropped_weapons

    state = game()
    assert dropped_weapons(state, state.unit("s")) == frozenset()
    state, _ = apply(state, JettisonLaunchers("s"), ScriptedDice([]))
    assert dropped_weapons(state, state.unit("s")) == {0}
