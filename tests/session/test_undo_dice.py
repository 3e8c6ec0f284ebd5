"""The dice after an undo.

The app's dice are a fixed tape (the n-th die of a game is the same whatever is done),
and play only moves it forward: a roll taken back by undo is spent, and whatever is done
instead rolls the next dice on the tape, which no one has seen.  (Winding the tape back
had let a player who saw a volley's dice undo it and spend the same dice on another
choice.)  A second chance at the dice is thus a take-back, which in the hot seat the other
side must allow (tests/ui/test_take_back.py).  A referee's typed dice are real dice on the
table: undo withdraws them, and the referee types what is rolled next.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from btdesk.model.commands import ResolveAttacks, RollInitiative
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import DiceRolled
from btdesk.model.state import Phase
from btdesk.rules import legal_commands
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def _dice(events: tuple[object, ...]) -> list[tuple[int, ...]]:
    return [e.dice for e in events if isinstance(e, DiceRolled)]


def _to_resolution(seed: int) -> Session:
    """A Veteran game played at random until some unit's attacks are to be resolved."""
    session = Session.from_scenario("veteran", seed=seed)
    rng = random.Random(seed)
    for _ in range(2000):
        commands = legal_commands(session.state)
        if any(isinstance(c, ResolveAttacks) for c in commands) and session.state.phase is Phase.WEAPON_ATTACK:
            return session
        session.submit(rng.choice(commands))
    raise AssertionError("no weapon attack to resolve")


def test_resolving_again_after_undo_rolls_the_next_dice_on_the_tape() -> None:
    session = _to_resolution(1)
    resolve = next(c for c in legal_commands(session.state) if isinstance(c, ResolveAttacks))
    first = session.submit(resolve)
    assert _dice(first), "resolving attacks rolls dice"
    drawn = session.dice.drawn  # type: ignore[attr-defined]
    assert session.undo()
    assert session.dice.drawn == drawn  # type: ignore[attr-defined]  # spent, not rewound
    second = _dice(session.submit(resolve))
    tape = SeededDice(1, drawn)
    assert second == [tape.roll(len(d), "") for d in second]


def test_redo_puts_back_exactly_what_was_taken_back() -> None:
    session = _to_resolution(4)
    resolve = next(c for c in legal_commands(session.state) if isinstance(c, ResolveAttacks))
    first = session.submit(resolve)
    after = session.state
    session.undo()
    assert session.redo() and session.log[-1].events == first and session.state == after


def test_an_undone_roll_is_spent_not_rolled_again() -> None:
    session = Session.from_scenario("veteran", seed=5)
    while session.state.phase is Phase.SETUP:
        session.submit(legal_commands(session.state)[0])
    session.submit(RollInitiative())
    drawn = session.dice.drawn  # type: ignore[attr-defined]
    session.undo()
    again = _dice(session.submit(RollInitiative()))
    tape = SeededDice(5, drawn)
    assert again == [tape.roll(len(d), "") for d in again]


def test_a_refused_command_draws_no_dice() -> None:
    session = _to_resolution(2)
    resolve = next(c for c in legal_commands(session.state) if isinstance(c, ResolveAttacks))
    drawn = session.dice.drawn  # type: ignore[attr-defined]
    with pytest.raises(IllegalCommand):
        session.submit(RollInitiative())
    assert session.dice.drawn == drawn  # type: ignore[attr-defined]
    assert _dice(session.submit(resolve))


def test_a_saved_game_goes_on_with_the_same_tape(tmp_path: Path) -> None:
    """Saved after an undo, opened, and played on: the same dice as the game that stayed
    open; and undo in the opened game leaves the tape just where the other does."""
    session = _to_resolution(3)
    resolve = next(c for c in legal_commands(session.state) if isinstance(c, ResolveAttacks))
    session.submit(resolve)
    session.undo()
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)
    opened = open_session(path)
    assert opened.submit(resolve) == session.submit(resolve)
    opened.undo()
    session.undo()
    assert opened.dice.drawn == session.dice.drawn  # type: ignore[attr-defined]
    assert opened.submit(resolve) == session.submit(resolve)


def test_the_log_names_the_rolls_an_undo_took_back(qtbot: object) -> None:
    from btdesk.ui.events_text import undone_text

    session = Session.from_scenario("veteran", seed=5)
    while session.state.phase is Phase.SETUP:
        session.submit(legal_commands(session.state)[0])
    events = session.submit(RollInitiative())
    session.undo()
    text = undone_text(session)
    assert text.startswith("↶ taken back: roll initiative.")
    assert "spent" in text and "again" not in text
    first = next(e for e in events if isinstance(e, DiceRolled))
    assert f"{first.purpose}: {'+'.join(map(str, first.dice))}" in text
