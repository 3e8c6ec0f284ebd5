"""The event log's texts: one teller per event kind, looked up in a table."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import typing

from btdesk.model import events as ev
from btdesk.ui.events_text import SILENT, TELLERS


def _module_kinds() -> set[str]:
    """The optional modules' event kinds: defined in their own model files and re-exported
    by btdesk.model.events (``from .tw_infantry import RiderHit as RiderHit``)."""
    tree = ast.parse(inspect.getsource(ev))
    return {alias.name for node in tree.body if isinstance(node, ast.ImportFrom)
            and node.level == 1 for alias in node.names
            if alias.asname == alias.name and dataclasses.is_dataclass(getattr(ev, alias.name))}


def test_every_event_kind_has_a_teller_or_a_reason_to_be_silent() -> None:
    kinds = set(typing.get_args(ev.Event))
    own = {k for k in vars(ev).values() if isinstance(k, type)
           and dataclasses.is_dataclass(k) and k.__module__ == ev.__name__}
    modules = {getattr(ev, name) for name in _module_kinds()}
    assert len(own) > 50 and len(modules) > 20
    assert own | modules <= kinds, "an event kind missing from btdesk.model.events.Event"
    untold = {k.__name__ for k in kinds if k not in TELLERS and k not in SILENT}
    assert not untold, f"no teller in events_text.TELLERS for {sorted(untold)}"
    assert not TELLERS.keys() & SILENT.keys()
    assert TELLERS.keys() | SILENT.keys() <= kinds


def test_each_teller_takes_its_own_kind() -> None:
    """The table's key is the kind its teller's ``event`` is annotated with: a teller
    filed under another kind would read fields that kind lacks."""
    for kind, teller in TELLERS.items():
        assert inspect.signature(teller).parameters["event"].annotation == f"ev.{kind.__name__}"
