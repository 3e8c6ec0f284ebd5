"""``legal_commands`` pauses the cyclic garbage collector while it lists (issue 21): the
pause must never outlive the call, whether the listing ends, fails, or was asked with the
collector already off."""

from __future__ import annotations

import gc

import pytest
from support import make_state, unit

import btdesk.rules.listing as listing
from btdesk.model.commands import MoveUnit
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.rules import legal_commands


def moving() -> GameState:
    return make_state(unit("a", "hbk-4g-hunchback", "blue", "0505"),
                      unit("b", "hbk-4g-hunchback", "orange", "1010"), phase=Phase.MOVEMENT)


def test_the_collector_is_back_on_after_a_listing() -> None:
    assert gc.isenabled()
    listed = legal_commands(moving())
    assert any(isinstance(c, MoveUnit) and c.mode is MoveMode.RUN for c in listed)
    assert gc.isenabled()


def test_a_collector_turned_off_by_the_caller_stays_off() -> None:
    gc.disable()
    try:
        legal_commands(moving())
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_failing_listing_turns_the_collector_back_on(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(state: GameState) -> list[object]:
        assert not gc.isenabled()  # paused while listing
        raise RuntimeError("a fault in the rules")

    monkeypatch.setattr(listing, "_legal_commands", broken)
    with pytest.raises(RuntimeError):
        legal_commands(moving())
    assert gc.isenabled()
