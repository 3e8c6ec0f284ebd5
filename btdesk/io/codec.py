"""Commands, events and game state to plain data (YAML-ready) and back, exactly.

Driven by the dataclasses' own type hints, so a new command or event needs no codec
code.  Hexes are written as their map label (``"0808"``) where they have one, else as
``[q, r]`` (a unit that left the map).  Decoding checks every value against its declared
type and reports the key path of the first wrong one.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import types
import typing
from collections.abc import Mapping
from enum import Enum
from functools import cache
from typing import Any, Union, get_args, get_origin

from btdesk.hexgrid import Hex
from btdesk.model import commands, events
from btdesk.model.state import GameState

from .reader import Node

COMMANDS: dict[str, type] = {c.__name__: c for c in get_args(commands.Command)}
EVENTS: dict[str, type] = {e.__name__: e for e in get_args(events.Event)}


def encode(value: Any, omit_defaults: bool = False) -> Any:
    """``omit_defaults`` (the state's fingerprint): fields at their defaults, and fields
    marked ``fingerprint: False`` (derived from the log), are left out, so that a btdesk
    that adds such a field computes the same fingerprint for an old game."""
    if isinstance(value, Hex):
        try:
            return value.label
        except ValueError:
            return [value.q, value.r]
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name), omit_defaults)
                for f in dataclasses.fields(value)
                if not (omit_defaults and (_is_default(f, getattr(value, f.name))
                                           or f.metadata.get("fingerprint") is False))}
    if isinstance(value, frozenset | set):
        return sorted(encode(v, omit_defaults) for v in value)
    if isinstance(value, tuple | list):
        return [encode(v, omit_defaults) for v in value]
    if isinstance(value, Mapping):
        return [[encode(k, omit_defaults), encode(v, omit_defaults)]
                for k, v in sorted(value.items())]
    return value


def _is_default(field: dataclasses.Field[Any], value: Any) -> bool:
    if field.default is not dataclasses.MISSING:
        return bool(value == field.default)
    if field.default_factory is not dataclasses.MISSING:
        return bool(value == field.default_factory())
    return False


def encode_tagged(value: Any) -> dict[str, Any]:
    """A command or event with its type name first, as the log stores it."""
    data = encode(value)
    assert isinstance(data, dict)
    return {"type": type(value).__name__, **data}


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(node: Node, hint: Any) -> Any:
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        options = get_args(hint)
        if node.value is None and type(None) in options:
            return None
        real = [o for o in options if o is not type(None)]
        if len(real) == 1:
            return decode(node, real[0])
        for option in real:  # first option that fits
            try:
                return decode(node, option)
            except Exception:
                continue
        names = ", ".join(getattr(o, "__name__", str(o)) for o in real)
        raise node.error(f"expected one of {names}")
    if hint is Hex:
        if isinstance(node.value, str):
            try:
                return Hex.from_label(node.value)
            except ValueError as exc:
                raise node.error(str(exc)) from None
        q, r = (n.integer() for n in node.seq(2, 2))
        return Hex(q, r)
    if hint is int:
        return node.integer()
    if hint is str:
        return node.text(nonempty=False)
    if hint is bool:
        return node.flag()
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(node.choice([m.value for m in hint]))
    if origin is tuple:
        args = get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(n, args[0]) for n in node.seq())
        items = node.seq(len(args), len(args))
        return tuple(decode(n, a) for n, a in zip(items, args, strict=True))
    if origin is frozenset:
        (arg,) = get_args(hint)
        return frozenset(decode(n, arg) for n in node.seq())
    if origin in (Mapping, dict, typing.Mapping):
        key_type, value_type = get_args(hint)
        out = {}
        for pair in node.seq():
            k, v = pair.seq(2, 2)
            out[decode(k, key_type)] = decode(v, value_type)
        return out
    if dataclasses.is_dataclass(hint):
        return decode_dataclass(node, hint)  # type: ignore[arg-type]
    raise node.error(f"cannot read a value of type {hint}")  # pragma: no cover


def decode_dataclass(node: Node, cls: type, skip: tuple[str, ...] = ()) -> Any:
    fields = [f for f in dataclasses.fields(cls) if f.name not in skip]
    required = tuple(f.name for f in fields if f.default is dataclasses.MISSING
                     and f.default_factory is dataclasses.MISSING)
    optional = tuple(f.name for f in fields if f.name not in required)
    node.mapping(required=required + skip, optional=optional)
    hints = _hints(cls)
    return cls(**{f.name: decode(node[f.name], hints[f.name]) for f in fields
                  if node.has(f.name)})


def decode_tagged(node: Node, registry: dict[str, type]) -> Any:
    node.mapping()
    kind = node["type"].choice(sorted(registry))
    return decode_dataclass(node, registry[kind], skip=("type",))


# --- a fingerprint of the game state -------------------------------------------------------

# What changes in play; the map, sheets and rule tables enter as the documents saved.
STATE_FIELDS = ("scenario", "sides", "turn", "phase", "initiative", "units", "declarations",
                "physical", "assaults", "halted", "los_choices", "last_side", "winner", "options",
                "module_state")
# Left out while empty, as games before them were:
ADDED_LATER = ("physical", "assaults", "halted", "module_state")


def state_summary(state: GameState) -> dict[str, Any]:
    """The live state, with fields still at their defaults left out: a later btdesk that
    adds a field (with a default) computes the same summary for an old game."""
    return {name: encode(getattr(state, name), omit_defaults=True) for name in STATE_FIELDS
            if name not in ADDED_LATER or getattr(state, name)}


def checksum(state: GameState, documents: Mapping[str, Any]) -> str:
    """A fingerprint of the game: the documents it was built from, exactly as saved (so a
    parser that learns more does not change it), and the replayed live state.  A save
    whose embedded map, sheets or tables were edited does not open as another game."""
    text = json.dumps({"documents": documents, "state": state_summary(state)},
                      sort_keys=True, separators=(",", ":"), default=str)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()
