"""``btdesk.model.frozen.replace`` (issue 21) makes new states without passing every field
through ``__init__``: it must make exactly what ``dataclasses.replace`` makes, and never
carry over what an object keeps about itself."""

from __future__ import annotations

import dataclasses

import pytest
from support import at, make_state, unit

from btdesk.hexgrid import Layout
from btdesk.model.board import Board, Terrain
from btdesk.model.commands import MoveUnit, listed_moves
from btdesk.model.errors import IllegalCommand
from btdesk.model.frozen import replace
from btdesk.model.state import MoveMode
from btdesk.model.vocab import MoveStep


def _state():  # type: ignore[no-untyped-def]
    return make_state(unit("a", "enf-4r-enforcer", "blue", "0808", 0),
                      unit("b", "hbk-4g-hunchback", "orange", "0806", 3),
                      terrain={"0807": Terrain.LIGHT_WOODS})


def test_it_makes_what_dataclasses_replace_makes() -> None:
    s = _state()
    a = s.unit("a")
    assert replace(a, position=at("0909"), damage={"CT": 3}) == dataclasses.replace(
        a, position=at("0909"), damage={"CT": 3})
    assert replace(s, turn=4) == dataclasses.replace(s, turn=4)
    assert replace(a) == a and replace(a) is not a


def test_post_init_still_runs_freezing_and_checking() -> None:
    """A mapping given is frozen; a command's fields are still held to their types."""
    a = _state().unit("a")
    damaged = replace(a, damage={"CT": 3})
    with pytest.raises(TypeError):
        damaged.damage["CT"] = 4  # type: ignore[index]
    move = MoveUnit("a", MoveMode.WALK, (MoveStep.FORWARD,))
    assert replace(move, mode="run").mode is MoveMode.RUN  # type: ignore[arg-type]
    with pytest.raises(IllegalCommand, match="MoveUnit: mode 'sideways'"):
        replace(move, mode="sideways")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="board size 0×4 is outside"):
        replace(Board("b", 4, 4), columns=0)


def test_what_an_object_keeps_about_itself_stays_behind() -> None:
    """A game's units by id, a board's tops and looks are answers about that object: the
    replaced one works them out afresh."""
    s = _state()
    assert s.unit("a").position == at("0808")  # the lookup by id is now kept
    moved = replace(s.unit("a"), position=at("0909"))
    after = replace(s, units=(moved, s.unit("b")))
    assert after.unit("a").position == at("0909")
    board = s.board
    assert board.tops == {} and not board.relief
    raised = replace(board, levels={at("0807"): 2})
    assert raised.tops == {at("0807"): 2} and raised.relief
    assert "memo" not in raised.__dict__


def test_fields_left_at_their_defaults_are_read_through_the_class() -> None:
    """``legal_commands`` stores only the fields it sets (``checked.unchecked``)."""
    (listed,) = listed_moves("a", MoveMode.WALK, [(MoveStep.FORWARD,)])
    assert "floor" not in listed.__dict__
    assert replace(listed, floor=2) == MoveUnit("a", MoveMode.WALK, (MoveStep.FORWARD,),
                                                floor=2)


def test_an_unknown_field_and_a_slotted_class_go_to_dataclasses_replace() -> None:
    with pytest.raises(TypeError):
        replace(_state().unit("a"), speed=3)
    assert replace(Layout(10.0), size=20.0) == Layout(20.0)
