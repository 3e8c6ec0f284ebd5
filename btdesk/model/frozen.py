"""Read-only mappings for frozen dataclasses: a state field must never be mutated."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")

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
