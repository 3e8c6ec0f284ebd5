"""A dice record a referee can trust (issue 48): every roll in the log and the save says
whether a referee typed it or btdesk's generator rolled it, with the raw dice and what they
were for; games saved before rolls said so open, replay and read as they were played."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml
from support import TESTS

from btdesk.model.commands import RollInitiative
from btdesk.model.events import DiceRolled
from btdesk.session.dice import ManualDice
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session
from btdesk.ui.events_text import describe

FIXTURES = TESTS / "fixtures"
OLD_TYPED = FIXTURES / "save-typed-dice.btdesk.yaml"  # written before rolls said who made them
OLD_GENERATED = FIXTURES / "save-close-assault-4.btdesk.yaml"


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def rolls(session: Session) -> list[DiceRolled]:
    return [e for entry in session.log for e in entry.events if isinstance(e, DiceRolled)]


def raw_rolls(path: Path) -> list[dict[str, object]]:
    doc = yaml.safe_load(path.read_text())
    return [e for entry in doc["log"] for e in entry["events"] if e["type"] == "DiceRolled"]


@pytest.mark.parametrize(("path", "typed"), [(OLD_TYPED, True), (OLD_GENERATED, False)])
def test_a_game_saved_before_rolls_said_who_made_them_opens_and_says_it(
        path: Path, typed: bool) -> None:
    """The old file has no ``typed``: its game's options decide every roll's (a typed-dice
    game never falls back on the generator), and it replays exactly as saved."""
    assert raw_rolls(path) and all("typed" not in r for r in raw_rolls(path))
    session = open_session(path)
    assert rolls(session) and {r.typed for r in rolls(session)} == {typed}
    assert session.replayed() == session.state
    words = "typed" if typed else "generated"
    line = describe(rolls(session)[0], session.state)
    assert line is not None and line.endswith(f" ({words})") and line.startswith("  roll: ")


def test_an_old_typed_dice_game_saved_again_keeps_its_game_and_now_says_typed(
        tmp_path: Path) -> None:
    old = open_session(OLD_TYPED)
    again = tmp_path / "again.btdesk.yaml"
    save_session(old, again)
    assert {r["typed"] for r in raw_rolls(again)} == {True}
    reopened = open_session(again)
    assert reopened.state == old.state and reopened.log == old.log
    assert [r.dice for r in rolls(reopened)] == [tuple(r["dice"]) for r in raw_rolls(OLD_TYPED)]


def test_a_new_game_records_typed_and_generated_rolls_in_its_save(tmp_path: Path) -> None:
    rng = random.Random(3)
    typed = Session.from_scenario("green", seed=1, options=("manual_dice",), dice=ManualDice(
        lambda count, _purpose: [rng.randint(1, 6) for _ in range(count)]))
    generated = Session.from_scenario("green", seed=1)
    for session, name, flag in ((typed, "typed", True), (generated, "generated", False)):
        session.submit(RollInitiative())
        path = tmp_path / f"{name}.btdesk.yaml"
        save_session(session, path)
        saved = raw_rolls(path)
        assert len(saved) % 2 == 0 and {r["typed"] for r in saved} == {flag}
        assert saved[0]["purpose"] == "initiative: Defender" and len(saved[0]["dice"]) == 2
        assert {r.typed for r in rolls(open_session(path))} == {flag}


def test_the_window_exports_its_dice_log_as_html_and_never_over_its_game(
        qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Edit ▸ Export Dice Log…: text or a web page, as ``btdesk log`` writes them."""
    from btdesk.ui.main_window import MainWindow

    game = tmp_path / "game.btdesk.yaml"
    game.write_bytes(OLD_TYPED.read_bytes())
    window = MainWindow(open_session(game))
    window.opened_from(game)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    warned: list[str] = []
    monkeypatch.setattr("btdesk.ui.main_window.QMessageBox.warning",
                        lambda _parent, _title, text: warned.append(text))
    for target in (tmp_path / "log.html", game):
        monkeypatch.setattr("btdesk.ui.game_files.QFileDialog.getSaveFileName",
                            lambda *a, t=target: (str(t), ""))
        next(a for a in window.menuBar().actions()[1].menu().actions()
             if a.text() == "E&xport Dice Log…").trigger()
    page = (tmp_path / "log.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and page.count('<td class="typed">typed</td>') == 15
    assert len(warned) == 1 and "is a btdesk saved game" in warned[0]
    assert game.read_bytes() == OLD_TYPED.read_bytes()
