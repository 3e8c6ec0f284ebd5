"""The only way btdesk reads YAML: the safe loader, hardened.

Safe loading alone stops code execution but not a file that is merely hostile or
careless: anchors/aliases can multiply a small file into a huge tree when it is walked
("billion laughs"), and a duplicated key silently wins in PyYAML.  Our data never
needs either, so both are refused, as are files over a size limit.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import ConstructorError
from yaml.nodes import MappingNode

from .errors import DataError

DEFAULT_LIMIT = 1 << 20  # 1 MiB: sheets, tables, maps and scenarios are a few KB


# libyaml's C parser when PyYAML has it (several times faster at start-up); both are
# safe loaders: only plain YAML types are ever constructed.
_SafeBase: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _StrictLoader(_SafeBase):  # type: ignore[misc, valid-type]
    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            try:
                duplicate = key in seen
            except TypeError:
                raise ConstructorError(
                    None, None, "a mapping key must be plain text or a number", key_node.start_mark
                ) from None
            if duplicate:
                raise ConstructorError(
                    None, None, f"key {key!r} appears twice", key_node.start_mark
                )
            seen.add(key)
        mapping: dict[Any, Any] = super().construct_mapping(node, deep=deep)
        return mapping


_StrictLoader.add_constructor(  # keep timestamps as text: no surprise datetime objects
    "tag:yaml.org,2002:timestamp", _StrictLoader.construct_yaml_str
)


MAX_DEPTH = 64  # our deepest data (a save's log of tagged events) nests under 10


def _refuse_anchors(text: str, display: str) -> None:
    """First pass over the parser's events (C speed, and streaming: no tree is built):
    no anchors, no aliases, and no nesting deeper than ``MAX_DEPTH``.  libyaml's
    composer recurses per level, and a 50 KB list nested 25,000 deep crashed the whole
    process (exit 139, no message); the parser alone keeps its own stack.  The parser
    is disposed of before anything is raised: one abandoned mid-way and collected later
    crashed the process too."""
    depth = 0
    problem: tuple[str, str] | None = None
    parser = _StrictLoader(text)
    try:
        while problem is None and parser.check_event():
            event = parser.get_event()
            mark = event.start_mark
            where = f"line {mark.line + 1}" if mark is not None else ""
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
            if depth > MAX_DEPTH:
                problem = (where, f"nested more than {MAX_DEPTH} levels deep: not a btdesk file")
            elif isinstance(event, yaml.AliasEvent):
                problem = (where, "not valid YAML: aliases (*name) are not allowed in btdesk files")
            elif getattr(event, "anchor", None) is not None:
                problem = (where, "not valid YAML: anchors (&name) are not allowed in btdesk files")
    finally:
        parser.dispose()
    if problem is not None:
        raise DataError(display, *problem)


def parse_text(text: str, display: str) -> Any:
    """Parse one YAML document; errors become :class:`DataError` with the line."""
    loader = None
    try:
        _refuse_anchors(text, display)
        loader = _StrictLoader(text)
        return loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"line {mark.line + 1}" if mark is not None else ""
        reason = exc.problem or exc.context or "not valid YAML"
        raise DataError(display, where, f"not valid YAML: {reason}") from None
    except yaml.YAMLError as exc:
        raise DataError(display, "", f"not valid YAML: {exc}") from None
    finally:
        if loader is not None:
            loader.dispose()


def load_file(path: Path, display: str, limit: int = DEFAULT_LIMIT) -> Any:
    """Read and parse ``path``; ``display`` is how the file is named in errors."""
    try:
        size = path.stat().st_size
        if size > limit:
            raise DataError(display, "", f"file is {size:,} bytes; the limit is {limit:,}")
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(display, "", f"cannot read the file ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(display, "", f"not UTF-8 text (byte {exc.start})") from None
    return parse_text(text, display)
