"""Commands that cannot be built ill-formed.

A command arrives from a widget, a test, a referee's dialog or a save file; before this,
its fields were whatever the caller passed, and a wrong one (an empty tactic letter, a
step ``"X"``, a facing of ``"2"``) was found only deep in the rules, sometimes as a crash
turns later.  :func:`check_fields` holds every field to its type hint when the command is
made: an enum field takes a member or its value (``"F"`` becomes ``MoveStep.FORWARD``), and
anything else is an :class:`IllegalCommand` naming the command, the field and the value.
What a field may hold in a given state (a reachable hex, a unit on the map) stays the
rules' question.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable
from enum import Enum
from functools import cache
from typing import Any, TypeVar, Union, get_args, get_origin

from btdesk.hexgrid import Hex

from .errors import IllegalCommand

_Coerce = Callable[[Any], Any]
_C = TypeVar("_C", bound="Checked")


class _Wrong(Exception):
    def __init__(self, expected: str) -> None:
        self.expected = expected


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _exact(kind: type, name: str) -> _Coerce:
    def coerce(value: Any) -> Any:
        if type(value) is not kind and not (kind is str and isinstance(value, str)):
            raise _Wrong(name)
        return value
    return coerce


def _enum(kind: type[Enum]) -> _Coerce:
    members = {m.value: m for m in kind}
    expected = "one of " + ", ".join(repr(v) for v in members)

    def coerce(value: Any) -> Any:
        if isinstance(value, kind):
            return value
        try:
            return members[value]
        except (KeyError, TypeError):
            raise _Wrong(expected) from None
    return coerce


def _optional(inner: _Coerce) -> _Coerce:
    def coerce(value: Any) -> Any:
        return None if value is None else inner(value)
    return coerce


def _tuple(inner: _Coerce, member: type | None = None) -> _Coerce:
    """``member``: the element type, for the fast path (legal_commands builds thousands of
    moves whose steps are members already)."""
    def coerce(value: Any) -> Any:
        if type(value) is tuple and all(type(v) is member for v in value):
            return value
        if not isinstance(value, tuple | list):
            raise _Wrong("a sequence")
        items = tuple(inner(v) for v in value)
        return value if isinstance(value, tuple) and all(
            a is b for a, b in zip(items, value, strict=True)) else items
    return coerce


def _instance(kind: type) -> _Coerce:
    def coerce(value: Any) -> Any:
        if not isinstance(value, kind):
            raise _Wrong(kind.__name__)
        return value
    return coerce


def _coercer(hint: Any) -> _Coerce:
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        real = [a for a in get_args(hint) if a is not type(None)]
        if len(real) != 1 or type(None) not in get_args(hint):  # pragma: no cover
            raise TypeError(f"unsupported command field type {hint}")
        return _optional(_coercer(real[0]))
    if origin is tuple:
        args = get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            element = args[0] if isinstance(args[0], type) else None
            return _tuple(_coercer(args[0]), element)
        raise TypeError(f"unsupported command field type {hint}")  # pragma: no cover
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _enum(hint)
    if hint is int:
        return _exact(int, "a whole number")
    if hint is bool:
        return _exact(bool, "true or false")
    if hint is str:
        return _exact(str, "text")
    if hint is Hex or (isinstance(hint, type) and dataclasses.is_dataclass(hint)):
        return _instance(hint)
    raise TypeError(f"unsupported command field type {hint}")  # pragma: no cover


@cache
def _plan(cls: type) -> tuple[tuple[str, _Coerce], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, _coercer(hints[f.name])) for f in dataclasses.fields(cls))


def check_fields(obj: Any) -> None:
    """Hold each field of the frozen dataclass ``obj`` to its type hint, in place."""
    cls: type = type(obj)
    for name, coerce in _plan(cls):
        value = getattr(obj, name)
        try:
            new = coerce(value)
        except _Wrong as wrong:
            raise IllegalCommand(f"{type(obj).__name__}: {name} {_shown(value)} is not "
                                 f"{wrong.expected}") from None
        if new is not value:
            object.__setattr__(obj, name, new)


class Checked:
    """Base for commands: every field checked and coerced when the command is made."""

    def __post_init__(self) -> None:
        check_fields(self)


def unchecked(cls: type[_C], varying: str, values: Iterable[Any], **common: Any) -> list[_C]:
    """Commands made without the check, one per value of the field ``varying``, every
    other field in ``common``: for the rules' own listings only and through a typed
    wrapper (``commands.listed_moves``).  ``legal_commands`` builds thousands of moves per
    call from values mypy already holds to the hints; the check cost a third of its time,
    and one dictionary copied per command is half the cost of keyword arguments.  A test
    remakes every command listed along random games through the checked constructor and
    finds each the same."""
    new = object.__new__
    out: list[_C] = []
    add = out.append
    if len(common) == 2:  # a move: unit and mode (each stored key set one by one is a
        (k1, v1), (k2, v2) = common.items()  # third faster than ``update`` for so few)
        for value in values:
            obj = new(cls)
            fields = obj.__dict__
            fields[k1] = v1
            fields[k2] = v2
            fields[varying] = value
            add(obj)
        return out
    for value in values:
        obj = new(cls)
        fields = obj.__dict__
        fields.update(common)
        fields[varying] = value
        out.append(obj)
    return out
