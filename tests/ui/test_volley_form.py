"""Whole-volley keypad entry (issue 48): "a referee typing a whole volley can enter every
die of it in one keypad form instead of one dialog per roll, and correct one mistyped die
before it is applied"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from btdesk.model.commands import (
    DeclareAttack,
    MoveUnit,
    ResolveAttacks,
    RollInitiative,
)
from btdesk.model.events import DiceRolled
from btdesk.model.state import MANUAL_DICE
from btdesk.session.dice import ScriptedDice, VolleyDice
from btdesk.session.game import Session
from btdesk.session.volley import plan_rolls
from btdesk.ui import dialogs, volley_form
from btdesk.ui.app import volley_session
from btdesk.ui.main_window import MainWindow
from btdesk.ui.volley_form import VolleyForm


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def volley_ready() -> Session:
    """Green with a referee's dice: the Hunchback and the Enforcer two hexes apart, facing
    each other, every weapon that can fire declared (the first to resolve is the side
    that lost the initiative: 6+5 against 1+1)."""
    return volley_session(1, ScriptedDice([1, 1, 6, 5]), (MANUAL_DICE,))


def first_volley(session: Session) -> ResolveAttacks:
    return ResolveAttacks(session.state.declarations[0].attacker)


def test_the_plan_names_each_roll_once_the_dice_before_it_are_known() -> None:
    """A dry run of the command on the game as it stands: a miss needs no hit location,
    a hit does, so the plan goes as far as the dice typed and names the next roll."""
    session = volley_ready()
    state, command = session.state, first_volley(session)
    nothing = plan_rolls(state, command)
    assert not nothing.complete and len(nothing.rolls) == 1
    assert nothing.rolls[0][0] == 2 and nothing.rolls[0][1].startswith("to-hit: ")
    hit = plan_rolls(state, command, [(6, 6)])
    assert hit.rolls[0] == nothing.rolls[0] and len(hit.rolls) == 2
    assert hit.rolls[1][1].startswith("hit location: ")
    miss = plan_rolls(state, command, [(1, 1)])
    assert len(miss.rolls) == 2 and miss.rolls[1][1].startswith("to-hit: ")  # the next gun
    assert plan_rolls(state, command, [(6,)]).rolls == nothing.rolls  # one die short: stops
    typed: list[tuple[int, ...]] = []
    while not (plan := plan_rolls(state, command, typed)).complete:
        typed.append((3,) * plan.rolls[-1][0])
    assert len(plan.rolls) == len(typed) >= 2


def typed_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    def no_one_roll_dialogs(self: dialogs.DiceDialog) -> int:
        raise AssertionError(f"a one-roll dialog was opened for {self.windowTitle()}")

    monkeypatch.setattr(dialogs.DiceDialog, "exec", no_one_roll_dialogs)
    window = MainWindow(volley_ready())
    qtbot.addWidget(window)
    assert isinstance(window.session.dice, VolleyDice)
    return window


def drive(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot,
          referee: object) -> list[VolleyForm]:
    """The form's ``exec`` shows the real form and lets ``referee`` work it."""
    shown: list[VolleyForm] = []

    def exec_(self: VolleyForm) -> int:
        shown.append(self)
        with qtbot.waitExposed(self):
            self.show()
        self.activateWindow()
        referee(self)  # type: ignore[operator]
        result = self.result()
        self.hide()
        return result

    monkeypatch.setattr(volley_form.VolleyForm, "exec", exec_)
    return shown


def rows(form: VolleyForm) -> list[str]:
    return [roll[1] for roll, _d, _t, _w in form.rows]


def test_a_volley_is_typed_in_one_form_corrected_and_applied(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = typed_window(qtbot, monkeypatch)
    seen: dict[str, object] = {}

    def referee(form: VolleyForm) -> None:
        # The keypad: every die a 6 (hits everywhere), until the rules need no more.
        while not form.complete:
            qtbot.mouseClick(form.findChild(volley_form.QPushButton, "key6"),
                             Qt.MouseButton.LeftButton)
        seen["all hits"] = rows(form)
        assert form.apply_button.isEnabled() and "typed" in form.status.text()
        # A mistyped die: the first to-hit roll was 1 + 1, a miss: its hit location goes.
        for name in ("die_0_0", "die_0_1"):
            die = form.findChild(volley_form.DieEdit, name)
            qtbot.mouseClick(die, Qt.MouseButton.LeftButton)
            qtbot.keyClicks(die, "1")
        seen["corrected"] = rows(form)
        assert form.complete  # the later rolls kept their dice
        qtbot.mouseClick(form.apply_button, Qt.MouseButton.LeftButton)

    shown = drive(monkeypatch, qtbot, referee)
    before = len(window.session.log)
    attacker = window.session.state.declarations[0].attacker
    assert window.controller.submit(ResolveAttacks(attacker))
    assert len(shown) == 1  # one form for the whole volley, no one-roll dialogs
    hits, corrected = seen["all hits"], seen["corrected"]
    assert isinstance(hits, list) and isinstance(corrected, list)
    assert hits[1].startswith("hit location: ") and not corrected[1].startswith("hit location")
    assert corrected == [hits[0], *hits[2:]]
    assert len(window.session.log) == before + 1
    rolled = [e for e in window.session.log[-1].events if isinstance(e, DiceRolled)]
    assert [r.purpose for r in rolled] == corrected
    assert rolled[0].dice == (1, 1) and all(set(r.dice) == {6} for r in rolled[1:])
    assert all(r.typed for r in rolled)
    assert f"{rolled[0].purpose}: 1 + 1 = 2 (typed)" in window.dice_log.toPlainText()


def test_a_cancelled_volley_does_nothing_and_offers_its_dice_again(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = typed_window(qtbot, monkeypatch)
    tries: list[list[str]] = []

    def cancel_after_three_dice(form: VolleyForm) -> None:
        tries.append([d.text() for d in form.all_dice()])
        if len(tries) == 1:
            for key in ("key4", "key5", "key2"):
                qtbot.mouseClick(form.findChild(volley_form.QPushButton, key),
                                 Qt.MouseButton.LeftButton)
            form.reject()
        else:
            form.reject()

    drive(monkeypatch, qtbot, cancel_after_three_dice)
    state = window.session.state
    attacker = state.declarations[0].attacker
    refusals: list[str] = []
    window.controller.refused.connect(refusals.append)
    assert not window.controller.submit(ResolveAttacks(attacker))
    assert window.session.state is state
    assert "nothing was done; the 3 dice typed are kept" in refusals[-1]
    assert not window.controller.submit(ResolveAttacks(attacker))
    assert tries[1][:3] == ["4", "5", "2"]  # offered again as typed


def test_a_single_roll_keeps_the_one_roll_dialog(qtbot: QtBot,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Initiative is asked side by side in the one-roll dialog (a tie says "Again")."""
    asked: list[int] = []

    def one_roll(self: dialogs.DiceDialog) -> int:
        asked.append(len(self.boxes))
        for box, v in zip(self.boxes, (6, 5) if len(asked) == 1 else (1, 2), strict=True):
            box.setValue(v)
        return dialogs.QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.DiceDialog, "exec", one_roll)
    monkeypatch.setattr(volley_form.VolleyForm, "exec",
                        lambda self: (_ for _ in ()).throw(AssertionError("a form")))
    window = MainWindow(Session.from_scenario("green", seed=1, options=(MANUAL_DICE,)))
    qtbot.addWidget(window)
    assert window.controller.submit(RollInitiative())
    assert asked == [2, 2]


@pytest.mark.parametrize("scenario", ["elite", "river-town"])
def test_every_volley_planned_in_advance_is_made_with_exactly_its_dice(scenario: str) -> None:
    """Random play of a typed-dice Close Assault game in which every command that rolls is
    first planned roll by roll (as the form does, die by die) and then made with those
    dice: the rules ask for exactly the rolls planned, in order, whatever the command."""
    import random

    from btdesk.model.commands import HideUnit
    from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, Phase
    from btdesk.rules import legal_commands

    rng = random.Random(7)
    planned: list[int] = []

    def form(state: object, command: object) -> list[tuple[int, str, tuple[int, ...]]] | None:
        typed: list[tuple[int, ...]] = []
        while not (plan := plan_rolls(state, command, typed)).complete:  # type: ignore[arg-type]
            if plan.refusal:
                return None  # the rules refuse it: let the command say why
            typed.append(tuple(rng.randint(1, 6) for _ in range(plan.rolls[-1][0])))
        planned.append(len(typed))
        return [(c, p, v) for (c, p), v in zip(plan.rolls, typed, strict=True)]

    def no_single(count: int, purpose: str) -> list[int]:
        raise AssertionError(f"asked one roll outside a plan: {purpose}")

    session = Session.from_scenario(scenario, seed=3, options=(MANUAL_DICE, CLOSE_ASSAULT, AMBUSH),
                                    dice=VolleyDice(no_single, form))
    for _ in range(160):
        if session.state.phase is Phase.GAME_OVER:
            break
        choices = [c for c in legal_commands(session.state) if not isinstance(c, HideUnit)]
        entries = [c for c in choices if isinstance(c, MoveUnit) and c.close_assault == "enter"]
        attacks = [c for c in choices if isinstance(c, DeclareAttack) and c.target]
        session.submit(rng.choice(entries or attacks or choices))
    rolled = [e for entry in session.log for e in entry.events if isinstance(e, DiceRolled)]
    assert sum(planned) == len(rolled) > 20 and all(r.typed for r in rolled)
    assert session.replayed() == session.state


def test_a_miss_corrected_to_a_hit_asks_for_the_rolls_the_later_dice_now_need(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A correction moves a typed roll to another row (a miss made a hit needs a hit
    location, and the location typed for a later hit is offered there): the rows shown,
    and whether the volley is complete, are the rules' answer to the dice as they now
    stand, so Apply is never offered with a hit that still lacks its location."""
    window = typed_window(qtbot, monkeypatch)
    seen: dict[str, object] = {}

    def key(form: VolleyForm, face: int) -> None:
        qtbot.mouseClick(form.findChild(volley_form.QPushButton, f"key{face}"),
                         Qt.MouseButton.LeftButton)

    def referee(form: VolleyForm) -> None:
        for face in (6, 6, 3, 4, 1, 1, 6, 6, 2, 5):  # hit, location, miss, hit, location
            key(form, face)
        while not form.complete:  # any later guns miss
            key(form, 1)
        assert rows(form)[2].startswith("to-hit: ") and rows(form)[4].startswith("hit loc")
        die = form.findChild(volley_form.DieEdit, "die_2_0")  # the miss was 6 + 1: a hit
        qtbot.mouseClick(die, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(die, "6")
        plan = plan_rolls(form.state, form.command, form.typed())
        seen["complete"], seen["plan"] = form.complete, plan.complete
        assert rows(form) == [purpose for _n, purpose in plan.rolls]
        while not form.complete:
            key(form, 1)
        qtbot.mouseClick(form.apply_button, Qt.MouseButton.LeftButton)

    drive(monkeypatch, qtbot, referee)
    before = len(window.session.log)
    refusals: list[str] = []
    window.controller.refused.connect(refusals.append)
    attacker = window.session.state.declarations[0].attacker
    assert window.controller.submit(ResolveAttacks(attacker)), refusals
    assert seen["complete"] == seen["plan"]
    assert len(window.session.log) == before + 1
