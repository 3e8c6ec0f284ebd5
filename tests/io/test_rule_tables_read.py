"""Every number in every rule table is read by some rule.

``resources/rules/*.yaml`` becomes :class:`btdesk.model.tables.RuleTables`, a tree of
frozen dataclasses.  Two checks hold the chain from a table's key to a rule:

1. The loader is strict: a key it does not know is refused (a typo is an error, never a
   silently ignored number).  So every key in a built-in table lands in a field of the
   tree; ``test_an_unknown_key_is_refused_in_every_table`` holds that for each file.
2. Every field of every dataclass in the tree is read, as ``.field``, somewhere in
   ``btdesk/`` other than the loader (``btdesk/io/tables.py``) -- that is, by a rule, the
   interface or a printout.  ``physical_attacks.yaml`` ``prone_attacker`` was loaded and
   never read until weapon fire used it: this test would have failed on it.

What it does not prove: the check is by name, so a field whose name some other object
also has (``offset``, ``damage``) passes on any read of that name; and a read is not a
read on a path every game takes.  The rules' own tests hold what each number does.
"""

from __future__ import annotations

import dataclasses
import re
import typing
from typing import Any

import pytest
import yaml
from support import ROOT

from btdesk.io.errors import DataError
from btdesk.io.tables import TABLE_FILES, parse_table
from btdesk.model.tables import RuleTables

LOADER = ROOT / "btdesk" / "io" / "tables.py"

# Loaded and read by nothing, each with why (the test fails when one comes into use, so
# the list stays true).
NOT_READ = {
    # 0204-B's units that may only fire in a Close Assault: no btdesk sheet is a field
    # gun or artillery, so no rule asks yet.
    ("AssaultOrderRules", "fire_only"),
    # 0204-B's orders are given before each unit moves; the table allows that one value
    # only, so the engine has nothing to choose.
    ("AssaultOrderRules", "ordering_phase"),
}


def _dataclasses_in(hint: Any) -> list[type]:
    found = [hint] if dataclasses.is_dataclass(hint) and isinstance(hint, type) else []
    for arg in typing.get_args(hint):
        found += _dataclasses_in(arg)
    return found


def table_fields() -> list[tuple[str, str]]:
    """(class, field) for every field of every dataclass reachable from RuleTables."""
    seen: set[type] = set()
    todo: list[type] = [RuleTables]
    out = []
    while todo:
        cls = todo.pop()
        if cls in seen:
            continue
        seen.add(cls)
        hints = typing.get_type_hints(cls)
        for f in dataclasses.fields(cls):
            out.append((cls.__name__, f.name))
            todo += _dataclasses_in(hints[f.name])
    return sorted(out)


def test_every_loaded_table_field_is_read_outside_the_loader() -> None:
    sources = [p.read_text(encoding="utf-8") for p in (ROOT / "btdesk").rglob("*.py")
               if p != LOADER and not p.name.startswith("dataclass_methods_py")]
    # (the code ``@dataclass`` writes, shipped for a start's speed, names every field)
    fields = table_fields()
    assert ("PhysicalRules", "prone_attacker") in fields and len(fields) > 200
    unread = {(cls, name) for cls, name in fields
              if not any(re.search(rf"\.{name}\b", text) for text in sources)}
    assert unread == NOT_READ, (
        f"loaded but read by no rule: {sorted(unread - NOT_READ)}; "
        f"read now, drop from NOT_READ: {sorted(NOT_READ - unread)}")


@pytest.mark.parametrize("name", TABLE_FILES)
def test_an_unknown_key_is_refused_in_every_table(name: str) -> None:
    """The first half of the chain: each built-in table loads, and the same table with a
    key no rule knows is refused, naming the key."""
    path = ROOT / "resources" / "rules" / f"{name}.yaml"
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    parse_table(name, document, path.name)
    with pytest.raises(DataError, match="unread_number"):
        parse_table(name, {**document, "unread_number": 1}, path.name)
