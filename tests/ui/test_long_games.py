"""Long games open and play back as they always did, with less work (issue 50): a save's
log is replayed once, the garbage collector is paused only for the parse and the replay
(and given back as it was), and a game opened in the window is put out of the
collector's sight as a game opened at start is."""

from __future__ import annotations

import contextlib
import gc
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from btdesk.io.errors import DataError
from btdesk.io.yamlsafe import parse_text
from btdesk.model.commands import MoveUnit, RollInitiative
from btdesk.model.state import MoveMode
from btdesk.rules import active_side
from btdesk.session import game as game_module
from btdesk.session import persist
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session, replay
from btdesk.session.persist import open_session, save_session
from btdesk.ui import app
from btdesk.ui.main_window import MainWindow


def _played(turns: int = 2) -> Session:
    """Green Training Scenario, both 'Mechs standing still, ``turns`` turns."""
    from btdesk.rules import legal_commands

    session = Session.from_scenario("green", dice=SeededDice(7))
    session.submit(RollInitiative())
    while session.state.turn <= turns:
        side = active_side(session.state)
        mover = next((u for u in session.state.units_of(side or "") if u.moved is None), None)
        if session.state.phase.value == "movement" and mover is not None:
            session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))
        else:
            session.submit(legal_commands(session.state)[0])
    return session


def test_an_opened_game_has_the_history_it_was_saved_with(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """Each entry is replayed once (the check's states are the history), and each state
    is the one a replay from the start gives."""
    session = _played()
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)
    calls = []
    real = persist.replay

    def counted(state, entries):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(state, entries)

    monkeypatch.setattr(persist, "replay", counted)
    monkeypatch.setattr(game_module, "replay", counted)
    opened = open_session(path)
    assert len(calls) == len(session.log)
    state = opened.initial
    for entry in opened.log:
        state = replay(state, [entry])
    assert state == opened.state == session.state
    assert opened.undo() and opened.state == replay(opened.initial, opened.log)
    assert opened.redo() and opened.state == session.state


@pytest.mark.parametrize("text", ["a: [1, 2]\nb: {c: d}\n", "a: [1, 2\n"])
def test_parsing_gives_the_collector_back_as_it_was(text: str) -> None:
    """Paused for the parse only: on again after it, whether the text parsed or not;
    left off where the caller had it off."""
    assert gc.isenabled()
    with contextlib.suppress(DataError):
        parse_text(text, "t.yaml")
    assert gc.isenabled()
    gc.disable()
    try:
        with contextlib.suppress(DataError):
            parse_text(text, "t.yaml")
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_refused_replay_gives_the_collector_back(tmp_path: Path) -> None:
    session = _played(1)
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)
    text = path.read_text().replace("dice: [", "dice: [6, ", 1)
    path.write_text(text)
    with pytest.raises(DataError):
        open_session(path)
    assert gc.isenabled()


def test_a_game_opened_in_the_window_is_settled(qtbot: QtBot, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """File > Open: the opened game's history lives as long as the window, and is put out
    of the collector's sight as at start (btdesk.ui.app.settle_heap)."""
    session = _played()
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)
    settled = []
    monkeypatch.setattr(app, "settle_heap", lambda: settled.append(1))
    window = MainWindow(Session.from_scenario("green"))
    qtbot.addWidget(window)
    assert window.open_path(path)
    assert settled == [1]
    assert window.session.state == session.state
    window.mark_saved()


def test_a_start_holds_the_collector_off_until_its_window_is_up(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``btdesk``: off while the first frame is drawn and the window built; settling the
    heap turns it back on, and a start that fails gives it back too."""
    from btdesk import cli
    from btdesk.io.errors import BtdeskError

    seen = []

    def start(*args: object, **kwargs: object) -> int:
        seen.append(gc.isenabled())
        app.settle_heap()
        seen.append(gc.isenabled())
        return 0

    monkeypatch.setattr(app, "run", start)
    assert cli.run([]) == 0
    assert seen == [False, True] and gc.isenabled()
    monkeypatch.setattr(app, "run", lambda *a, **k: (_ for _ in ()).throw(BtdeskError("no")))
    with pytest.raises(BtdeskError):
        cli.run([])
    assert gc.isenabled()
    from PySide6.QtWidgets import QApplication

    for frame in QApplication.topLevelWidgets():  # the early frames the starts put up
        frame.close()


def test_a_sheet_is_drawn_again_only_for_a_unit_that_differs(qtbot: QtBot) -> None:
    """An earlier state brought back (Undo), or one replayed (Redo, an opened game),
    holds copies of units equal to the ones drawn, not the same objects: the sheet is
    copied, not drawn anew (a redraw was a third of an Undo in a long game); a unit that
    differs is drawn."""
    from dataclasses import replace
    from types import SimpleNamespace

    from btdesk.ui.sheet_view import RecordSheetView

    state = Session.from_scenario("green").state
    unit = state.units[0]
    holder = SimpleNamespace(state=state)
    view = RecordSheetView(holder, unit.uid)  # type: ignore[arg-type]
    qtbot.addWidget(view)
    view.resize(400, 520)
    view.grab()
    drawn = view._picture
    assert drawn is not None
    holder.state = replace(state, units=tuple(replace(u) for u in state.units))
    assert holder.state.unit(unit.uid) is not unit
    view.grab()
    assert view._picture is drawn
    holder.state = replace(state, units=(replace(unit, pilot_hits=unit.pilot_hits + 1), *state.units[1:]))
    view.grab()
    assert view._picture is not drawn
