"""Read-only mappings for frozen dataclasses (a state field must never be mutated), and
the ``replace`` the rules make new states with."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")

EMPTY: Mapping[Any, Any] = MappingProxyType({})


def empty_map() -> Mapping[Any, Any]:
    """Default factory for mapping fields (a shared read-only empty mapping)."""
    return EMPTY


def frozen(mapping: Mapping[K, V]) -> Mapping[K, V]:
    return mapping if isinstance(mapping, MappingProxyType) else MappingProxyType(dict(mapping))


def freeze_fields(obj: object, *names: str) -> None:
    """Call from ``__post_init__``: wrap the named mapping fields read-only."""
    for name in names:
        object.__setattr__(obj, name, frozen(getattr(obj, name)))


_Plan = tuple[frozenset[str], Callable[[Any], None] | None] | None
_plans: dict[type, _Plan] = {}


def replace(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace`` for btdesk's frozen dataclasses, three to five times faster:
    the rules make every new state by replacing a unit and then the game (a replay of a
    saved game does it thousands of times), and ``dataclasses.replace`` reads each of a
    unit's 31 fields through the class's field list and passes them all through
    ``__init__`` again.

    The new object is made as ``__init__`` would make it: the old one's field values
    with the changes, then ``__post_init__`` (which freezes mappings and checks
    commands).  Nothing else is copied: answers an object keeps about itself (a cached
    property, a unit definition's weapon list) stay with the old one.  A field name that
    is not the class's, an object without an instance dictionary (``slots``), or a class
    with init-only or non-init fields goes to ``dataclasses.replace``."""
    cls = type(obj)
    try:
        plan = _plans[cls]
    except KeyError:
        plan = _plans[cls] = _plan(cls)
    if plan is None or not plan[0].issuperset(changes):
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    names, post_init = plan
    old = obj.__dict__
    new = object.__new__(cls)
    values = new.__dict__
    if old.keys() == names:
        values.update(old)
    else:  # kept answers left behind; fields left at a class default read through it
        values.update({name: getattr(obj, name) for name in names})
    values.update(changes)
    if post_init is not None:
        post_init(new)
    return new


def _plan(cls: type) -> _Plan:
    """The class's field names and ``__post_init__``, or None where only
    ``dataclasses.replace`` will do."""
    if not dataclasses.is_dataclass(cls) or "__slots__" in cls.__dict__:
        return None
    fields = dataclasses.fields(cls)
    every = cls.__dataclass_fields__
    if len(every) != len(fields) or not all(f.init for f in fields):
        return None  # a ClassVar, an InitVar or a field __init__ does not take
    return frozenset(f.name for f in fields), getattr(cls, "__post_init__", None)
