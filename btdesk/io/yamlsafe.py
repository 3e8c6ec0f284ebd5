"""The only way btdesk reads YAML: the safe loader, hardened.

Safe loading alone stops code execution but not a file that is merely hostile or
careless: anchors/aliases can multiply a small file into a huge tree when it is walked
("billion laughs"), and a duplicated key silently wins in PyYAML.  Our data never
needs either, so both are refused, as are files over a size limit.
"""

from __future__ import annotations

import gc
import os
import re
import stat
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from btdesk.disk_cache import DiskCache

from . import shipped_parsed
from .errors import BtdeskError, DataError, FileRefused
from .resources import resources_dir, sheets_dir

if TYPE_CHECKING:  # the YAML library loads when a text is parsed: a start whose
    import yaml  # built-in files are all in the parsed cache never needs it (~9 ms)

DEFAULT_LIMIT = 1 << 20  # 1 MiB: sheets, tables, maps and scenarios are a few KB


@cache
def _strict_loader() -> Any:  # (a subclass of yaml.SafeLoader)
    """The loader every text is parsed with, made when first needed: libyaml's C parser
    when PyYAML has it (several times faster at start-up); both are safe loaders: only
    plain YAML types are ever constructed."""
    import yaml
    from yaml.constructor import ConstructorError
    from yaml.nodes import MappingNode, ScalarNode

    base: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    class StrictLoader(base):  # type: ignore[misc, valid-type]
        def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
            seen: set[Any] = set()
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=deep)
                try:
                    duplicate = key in seen
                except TypeError:
                    raise ConstructorError(
                        None, None, "a mapping key must be plain text or a number",
                        key_node.start_mark) from None
                if duplicate:
                    raise ConstructorError(
                        None, None, f"key {key!r} appears twice", key_node.start_mark
                    )
                seen.add(key)
            mapping: dict[Any, Any] = super().construct_mapping(node, deep=deep)
            return mapping

    def construct_int(loader: StrictLoader, node: ScalarNode) -> int:
        """A whole number, refused as a YAML error when it is absurdly long (5,000 digits
        raised Python's own ValueError, and no line said which file)."""
        if len(str(node.value)) > MAX_DIGITS:
            raise ConstructorError(None, None, f"a number of {len(str(node.value)):,} digits "
                                               "is too long for any btdesk value",
                                   node.start_mark)
        value: int = loader.construct_yaml_int(node)
        return value

    StrictLoader.add_constructor(  # keep timestamps as text: no surprise datetime objects
        "tag:yaml.org,2002:timestamp", StrictLoader.construct_yaml_str
    )
    StrictLoader.add_constructor("tag:yaml.org,2002:int", construct_int)
    return StrictLoader


MAX_DIGITS = 1000  # far beyond any btdesk value; Python refuses to read over 4,300


MAX_DEPTH = 64  # our deepest data (a save's log of tagged events) nests under 10
# Parser events (about one per value) a file may hold.  Building and checking the tree
# costs ~3 µs and ~200 bytes per event, and a 4 MB list of zeros (2 million values) took
# 11 s and 765 MB before being judged; the count is checked in the streaming first pass,
# so an over-full file is refused in well under a second.  The largest built-in file has
# under 300; a 30-turn saved game about 25,000 (saves pass their own, larger, bound).
DEFAULT_MAX_EVENTS = 100_000


def _refuse_anchors(text: str, display: str, max_events: int = DEFAULT_MAX_EVENTS) -> None:
    """First pass over the parser's events (C speed, and streaming: no tree is built):
    no anchors, no aliases, and no nesting deeper than ``MAX_DEPTH``.  libyaml's
    composer recurses per level, and a 50 KB list nested 25,000 deep crashes the whole
    process (exit 139, no message); the parser alone keeps its own stack.  The parser
    is disposed of before anything is raised: one abandoned mid-way and collected later
    crashes the process too."""
    import yaml

    depth = events = 0
    problem: tuple[str, str] | None = None
    parser = _strict_loader()(text)
    try:
        while problem is None and parser.check_event():
            event = parser.get_event()
            mark = event.start_mark
            where = f"line {mark.line + 1}" if mark is not None else ""
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
            events += 1
            if events > max_events:
                problem = (where, f"more than {max_events:,} values: too large for a btdesk "
                                  "file")
            elif depth > MAX_DEPTH:
                problem = (where, f"nested more than {MAX_DEPTH} levels deep: not a btdesk file")
            elif isinstance(event, yaml.AliasEvent):
                problem = (where, "not valid YAML: aliases (*name) are not allowed in btdesk files")
            elif getattr(event, "anchor", None) is not None:
                problem = (where, "not valid YAML: anchors (&name) are not allowed in btdesk files")
    except yaml.MarkedYAMLError as exc:
        if not _too_deep(exc):
            raise
        # PyYAML 6.0.4's libyaml scanner has a nesting limit of its own (1,000) and
        # reaches it while scanning ahead, before any event comes out: the same refusal.
        mark = exc.problem_mark or exc.context_mark
        problem = (f"line {mark.line + 1}" if mark is not None else "",
                   f"nested more than {MAX_DEPTH} levels deep: not a btdesk file")
    finally:
        parser.dispose()
    if problem is not None:
        raise FileRefused(display, *problem)


def _too_deep(exc: yaml.MarkedYAMLError) -> bool:
    """Whether the YAML library itself refused the text for its nesting."""
    return any("nesting" in str(part or "") for part in (exc.problem, exc.context))


CACHED_TEXT = 64 * 1024  # the built-in tables, sheets and maps are a few KB
_parsed: DiskCache | None = None


def parsed_cache() -> DiskCache:
    """The disk cache of parsed built-in files (made when first needed)."""
    global _parsed
    if _parsed is None:
        _parsed = DiskCache("parsed-yaml", 1000)
    return _parsed


def parse_text(text: str, display: str, max_events: int = DEFAULT_MAX_EVENTS,
               built_in: bool = False) -> Any:
    """Parse one YAML document; errors become :class:`DataError` with the line.

    ``built_in``: the text is one of btdesk's own files (its tables, sheets, maps and
    scenarios).  Those are found parsed by the digest of their text, in the file shipped
    with them (:mod:`btdesk.io.shipped_parsed`), else in a disk cache (parsing them was
    30 ms of every start); nothing of the user's is copied there (a sheet, a map, a
    save).  A text that fails is never kept, so it fails with the same
    message every time."""
    if not built_in or len(text) > CACHED_TEXT:
        return _parse(text, display, max_events)
    key = shipped_parsed.key(text, max_events)
    document = shipped_parsed.shipped_value(key)  # parsed ahead and shipped with the files
    if document is not None and _yaml_data(document):
        return document
    parsed = parsed_cache()
    document = parsed.get(key)
    if document is None or not _yaml_data(document):  # none kept, or not what YAML makes
        document = _parse(text, display, max_events)
        parsed.put(key, document, replace=True)
    return document


_SCALARS = (str, int, float, bytes, type(None))  # (bool is an int)


def _yaml_data(value: Any, depth: int = 0) -> bool:
    """Whether ``value`` is made only of what the safe loader makes (about 0.15 µs a
    value): a cache entry holding anything else (a code object, say) is not used."""
    if isinstance(value, _SCALARS):
        return True
    if depth > MAX_DEPTH:
        return False
    if isinstance(value, dict):
        return all(isinstance(k, _SCALARS) and _yaml_data(v, depth + 1)
                   for k, v in value.items())
    if isinstance(value, list | tuple | set):
        return all(_yaml_data(v, depth + 1) for v in value)
    return False


def built_in_file(path: Path) -> bool:
    """Whether ``path`` names one of btdesk's own data files (lexically: a user's file
    reached through a link into them is not counted, which only means it is not cached)."""
    where = Path(os.path.normpath(os.path.abspath(path)))
    try:
        return any(where.is_relative_to(folder) for folder in (resources_dir(), sheets_dir()))
    except BtdeskError:  # no data files installed: none of this is btdesk's own
        return False


def _parse(text: str, display: str, max_events: int) -> Any:
    """The cyclic garbage collector is paused meanwhile: the parser's tree and the data
    hold no cycles, and the collections their allocations set off walked the growing
    tree again and again (parsing a 30-turn company game's 800 KB save took 1.0 s with
    them, 0.4 s without)."""
    import yaml

    loader = None
    paused = gc.isenabled()
    gc.disable()
    try:
        _refuse_anchors(text, display, max_events)
        loader = _strict_loader()(text)
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
        if paused:
            gc.enable()


def read_bounded(path: Path, display: str, limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    Only regular files: ``/dev/zero`` reports size 0 and never ends, and a FIFO with no
    writer blocks ``open()`` for ever.  It is opened without blocking and checked again
    on the open handle (the name could be swapped in between), and at most ``limit + 1``
    bytes are ever read, whatever the size claimed."""
    try:
        if path.is_symlink() and not path.exists():
            raise FileRefused(display, "", "a link to a file that does not exist")
        if not stat.S_ISREG(path.stat().st_mode):
            raise FileRefused(display, "", "not a regular file (a folder, device or pipe)")
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise FileRefused(display, "", "not a regular file (a folder, device or pipe)")
            if info.st_size > limit:
                raise FileRefused(display, "", f"file is {info.st_size:,} bytes; "
                                             f"the limit is {limit:,}")
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise FileRefused(display, "", f"cannot read the file ({exc.strerror or exc})") from None
    if len(raw) > limit:  # it grew while being read
        raise FileRefused(display, "", f"file is over the limit of {limit:,} bytes")
    return raw


def load_file(path: Path, display: str, limit: int = DEFAULT_LIMIT,
              max_events: int = DEFAULT_MAX_EVENTS, built_in: bool | None = None) -> Any:
    """Read and parse ``path``; ``display`` is how the file is named in errors.
    ``built_in``: whether it is one of btdesk's own files (see :func:`parse_text`);
    None: told by where it is."""
    raw = read_bounded(path, display, limit)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(display, "", f"not UTF-8 text (byte {exc.start})") from None
    if built_in is None:
        built_in = built_in_file(path)
    return parse_text(text, display, max_events, built_in)


# Text YAML reads back as the same text when written bare in flow style: a letter
# first, then letters, digits, spaces and ``._/()-`` (no ``,``, ``:``, ``#``, quotes or
# brackets), ending on neither a space nor a dash; not a YAML 1.1 boolean or null.
_PLAIN = re.compile(r"^[A-Za-z](?:[A-Za-z0-9 ._/()-]*[A-Za-z0-9.)])?$")
_NOT_PLAIN = {"y", "n", "yes", "no", "on", "off", "true", "false", "null"}


def _fast_flow(value: Any) -> str | None:
    """``flow`` without the YAML emitter for the values an imported sheet is made of
    (whole numbers, plain names, lists and mappings of them): the emitter took 9 ms a
    sheet, most of an import's time.  None when the value needs the emitter."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if value == "":
        return "''"
    if isinstance(value, str):
        plain = _PLAIN.match(value) and value.lower() not in _NOT_PLAIN and "  " not in value
        return value if plain else None
    if isinstance(value, list):
        items = [_fast_flow(v) for v in value]
        return None if None in items else "[" + ", ".join(items) + "]"  # type: ignore[arg-type]
    if isinstance(value, dict):
        pairs = [(_fast_flow(k), _fast_flow(v)) for k, v in value.items()]
        if any(k is None or v is None for k, v in pairs):
            return None
        return "{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}"
    return None


def flow(value: Any) -> str:
    """One value as YAML on one line: a mapping or list in flow style, a scalar quoted
    where YAML needs it (and without the document-end marker a lone scalar gets)."""
    fast = _fast_flow(value)
    if fast is not None:
        return fast
    if isinstance(value, dict | list):
        import yaml

        return str(yaml.safe_dump(value, default_flow_style=True, sort_keys=False,
                                  width=10_000, allow_unicode=True)).strip()
    return flow([value])[1:-1]


def laid_out(document: dict[str, Any], item_lists: tuple[str, ...] = (),
             item_maps: tuple[str, ...] = ()) -> str:
    """A file btdesk writes (an imported sheet or map) laid out like the built-in ones,
    so a referee can read and edit it: the keys in ``item_lists`` one item per line, in
    ``item_maps`` one entry per line, everything else on its key's line."""
    lines = []
    for key, value in document.items():
        if key in item_lists:
            lines.append(f"{key}:")
            lines.extend(f"  - {flow(item)}" for item in value)
        elif key in item_maps:
            lines.append(f"{key}:")
            lines.extend(f"  {flow(k)}: {flow(v)}" for k, v in value.items())
        else:
            lines.append(f"{key}: {flow(value)}")
    return "\n".join(lines) + "\n"
