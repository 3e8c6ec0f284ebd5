"""A tiny typed walker over parsed YAML that knows where it is.

Every accessor either returns a value of the promised Python type or raises
:class:`DataError` naming the file, the dotted key path and the reason, so that a
schema is just ordinary code and its errors read like ``armor.LA: expected a whole
number ≥ 0, got 'x'``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .errors import DataError


def _show(value: Any) -> str:
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing"
    return repr(value)


def unquoted_label(value: Any) -> str | None:
    """The hex label a user most likely typed where YAML read a number: a bare ``0707`` is
    octal (455) to YAML, a bare ``1010`` the number 1010.  None for anything else."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 9999:
        return None
    octal = f"0{value:o}"
    return octal if len(octal) == 4 else f"{value:04d}"


def quote_label_hint(value: Any, before: str = "", after: str = "") -> str:
    """Why a number stands where a hex label belongs, and how to write it."""
    label = unquoted_label(value)
    return (f"a hex label must be quoted ({before}\"{label}\"{after}): unquoted, YAML reads "
            f"it as the number {value}")


class Node:
    def __init__(self, value: Any, file: str, path: str = "") -> None:
        self.value = value
        self.file = file
        self.path = path

    def error(self, reason: str, key: str | None = None) -> DataError:
        return DataError(self.file, self.path if key is None else self._child_path(key), reason)

    def _child_path(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else str(key)

    # --- containers -----------------------------------------------------------------
    def mapping(self, required: tuple[str, ...] = (), optional: tuple[str, ...] = ()) -> Node:
        """Check this node is a mapping with these keys (and no others, to catch typos)."""
        if not isinstance(self.value, dict):
            raise self.error(f"expected a mapping, got {_show(self.value)}")
        for key in self.value:
            if not isinstance(key, str):
                raise self.error(f"keys must be text, got {_show(key)}")
        # A misspelt key is named first: "movment: unknown key (did you mean movement?)"
        # says what to fix, where "movement: missing" sent the user looking for nothing.
        allowed = set(required) | set(optional)
        if allowed:
            for key in self.value:
                if key not in allowed:
                    from difflib import get_close_matches  # a refusal's only: not a start's

                    close = get_close_matches(key, sorted(allowed), n=1)
                    guess = f"did you mean {close[0]}?" if close else \
                        f"expected one of: {', '.join(sorted(allowed))}"
                    raise self.error(f"unknown key ({guess})", key)
        for key in required:
            if key not in self.value:
                raise self.error("missing", key)
        return self

    def __getitem__(self, key: str) -> Node:
        if not isinstance(self.value, dict):
            raise self.error(f"expected a mapping, got {_show(self.value)}")
        if key not in self.value:
            raise self.error("missing", key)
        return Node(self.value[key], self.file, self._child_path(key))

    def get(self, key: str) -> Node | None:
        if isinstance(self.value, dict) and key in self.value:
            return self[key]
        return None

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def items(self) -> Iterator[tuple[str, Node]]:
        if not isinstance(self.value, dict):
            raise self.error(f"expected a mapping, got {_show(self.value)}")
        for key in self.value:
            yield str(key), Node(self.value[key], self.file, self._child_path(str(key)))

    def int_items(self, low: int, high: int) -> list[tuple[int, Node]]:
        """A mapping keyed by whole numbers (dice rolls, table columns)."""
        if not isinstance(self.value, dict):
            raise self.error(f"expected a mapping, got {_show(self.value)}")
        out: list[tuple[int, Node]] = []
        for key, value in self.value.items():
            if isinstance(key, bool) or not isinstance(key, int) or not low <= key <= high:
                raise self.error(
                    f"keys must be whole numbers from {low} to {high}, got {_show(key)}")
            out.append((key, Node(value, self.file, self._child_path(str(key)))))
        return out

    def seq(self, min_items: int = 0, max_items: int | None = None) -> list[Node]:
        if not isinstance(self.value, list):
            raise self.error(f"expected a list, got {_show(self.value)}")
        n = len(self.value)
        if n < min_items or (max_items is not None and n > max_items):
            want = (
                f"exactly {min_items}" if max_items == min_items
                else f"at least {min_items}" if max_items is None
                else f"{min_items} to {max_items}"
            )
            raise self.error(f"expected {want} items, got {n}")
        return [Node(v, self.file, self._child_path(i)) for i, v in enumerate(self.value)]

    # --- scalars --------------------------------------------------------------------
    def integer(self, low: int | None = None, high: int | None = None) -> int:
        v = self.value
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.error(f"expected {self._int_range(low, high)}, got {_show(v)}")
        if (low is not None and v < low) or (high is not None and v > high):
            raise self.error(f"expected {self._int_range(low, high)}, got {v}")
        return v

    @staticmethod
    def _int_range(low: int | None, high: int | None) -> str:
        if low is not None and high is not None:
            return f"a whole number from {low} to {high}"
        if low is not None:
            return f"a whole number ≥ {low}"
        if high is not None:
            return f"a whole number ≤ {high}"
        return "a whole number"

    def text(self, nonempty: bool = True) -> str:
        v = self.value
        if not isinstance(v, str):
            raise self.error(f"expected text, got {_show(v)}")
        if nonempty and not v.strip():
            raise self.error("must not be empty")
        return v

    def hex_label(self) -> str:
        """Text meant as a hex label (``"0707"``); a number there was typed unquoted."""
        if unquoted_label(self.value) is not None:
            key = self.path.rsplit(".", 1)[-1]
            raise self.error(quote_label_hint(self.value, f"{key}: " if key else ""))
        return self.text()

    def flag(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.error(f"expected true or false, got {_show(self.value)}")
        return self.value

    def choice(self, options: tuple[str, ...] | list[str]) -> str:
        v = self.value
        if not isinstance(v, str) or v not in options:
            raise self.error(f"expected one of {', '.join(options)}, got {_show(v)}")
        return v

    def check_format(self, expected_format: str, what: str) -> None:
        """``format: …`` is ours: a stranger is named before any other key is read."""
        if self["format"].text() != expected_format:
            raise self.error(f"expected '{expected_format}' (is this {what}?)", "format")

    def check_header(self, expected_format: str, supported_version: int, what: str,
                     oldest: int = 1) -> int:
        """Every btdesk file starts ``format: …`` and ``version: N``; refuse strangers and
        files from a newer btdesk before reading anything else."""
        self.check_format(expected_format, what)
        version = self["version"].integer(oldest)
        if version > supported_version:
            raise self.error(f"version {version} was made by a newer btdesk "
                             f"(this one reads up to {supported_version})", "version")
        return version

    def sourced_int(self, low: int | None = None, high: int | None = None) -> tuple[int, str]:
        """``12`` or ``{value: 12, source: public-data}``: the value and where it came from.

        rules-notes §2: values the seed lost are taken from public data and marked so.
        """
        if isinstance(self.value, dict):
            self.mapping(required=("value", "source"))
            return self["value"].integer(low, high), self["source"].choice(("seed", "public-data"))
        return self.integer(low, high), "seed"
