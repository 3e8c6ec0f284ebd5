"""The open game: dice providers, undo/redo by replay, and change notifications
(design.md, State, commands, events; Dice are injected)."""

from __future__ import annotations

from pathlib import Path

import pytest

from btdesk.model.commands import MoveUnit, RollInitiative
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import DiceRolled
from btdesk.model.state import MoveMode
from btdesk.session.dice import ManualDice, ReplayDice, ReplayMismatch, ScriptedDice, SeededDice
from btdesk.session.game import Changes, LogEntry, Session, replay


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))


def test_seeded_dice_repeat_for_the_same_seed() -> None:
    a, b = SeededDice(7), SeededDice(7)
    rolls = [a.roll(2, "x") for _ in range(20)]
    assert rolls == [b.roll(2, "x") for _ in range(20)]
    assert all(1 <= d <= 6 for r in rolls for d in r)


def test_manual_dice_are_checked() -> None:
    asked: list[tuple[int, str]] = []

    def referee(count: int, purpose: str) -> list[int]:
        asked.append((count, purpose))
        return [7, 1] if len(asked) == 1 else [3, 4]

    dice = ManualDice(referee)
    with pytest.raises(IllegalCommand, match="each from 1 to 6"):
        dice.roll(2, "initiative: Defender")
    assert dice.roll(2, "initiative: Defender") == (3, 4)


def test_a_refused_roll_changes_nothing() -> None:
    session = Session.from_scenario("green", dice=ManualDice(lambda n, p: [9] * n))
    before = session.state
    with pytest.raises(IllegalCommand):
        session.submit(RollInitiative())
    assert session.state is before and session.log == ()


def test_replay_dice_check_what_each_roll_was_for() -> None:
    dice = ReplayDice([DiceRolled("initiative: Defender", (3, 4))])
    with pytest.raises(ReplayMismatch, match="initiative: Attacker"):
        dice.roll(2, "initiative: Attacker")


def test_undo_redo_and_replay_reproduce_the_game_exactly() -> None:
    session = Session.from_scenario("green", dice=ScriptedDice([2, 2, 6, 6]))
    opening = session.state
    session.submit(RollInitiative())  # defender 4, attacker 12: defender moves first
    after_roll = session.state
    session.submit(MoveUnit("defender-1", MoveMode.WALK, ("F", "F")))
    after_move = session.state
    assert session.undo() and session.state == after_roll
    assert session.redo() and session.state == after_move  # redo re-uses the recorded dice
    assert session.undo() and session.undo() and session.state == opening
    assert not session.undo()
    assert session.redo() and session.redo() and not session.redo()
    assert session.replayed() == after_move


def test_a_new_command_clears_redo() -> None:
    session = Session.from_scenario("green", dice=ScriptedDice([2, 2, 6, 6]))
    session.submit(RollInitiative())
    session.submit(MoveUnit("defender-1", MoveMode.WALK, ("F",)))
    session.undo()
    session.submit(MoveUnit("defender-1", MoveMode.STATIONARY))
    assert not session.can_redo


def test_replay_stops_at_an_entry_that_disagrees() -> None:
    session = Session.from_scenario("green", dice=ScriptedDice([2, 2, 6, 6]))
    session.submit(RollInitiative())
    entry = session.log[0]
    forged = LogEntry(entry.command, entry.events[:-1])
    with pytest.raises(ReplayMismatch, match="log entry 1"):
        replay(session.initial, [forged])


def test_listeners_hear_which_units_changed() -> None:
    session = Session.from_scenario("green", dice=ScriptedDice([2, 2, 6, 6]))
    heard: list[Changes] = []
    session.subscribe(heard.append)
    session.submit(RollInitiative())
    session.submit(MoveUnit("defender-1", MoveMode.WALK, ("F",)))
    assert heard[0].units == frozenset() and heard[0].phase
    assert heard[1].units == {"defender-1"} and not heard[1].phase
    session.undo()
    assert heard[2].units == {"defender-1"} and heard[2].events == ()
