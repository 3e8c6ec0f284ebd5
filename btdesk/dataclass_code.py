"""The code ``@dataclass`` writes, compiled once and kept on disk.

Every frozen dataclass makes ``dataclasses`` write the source of its ``__init__``,
``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__`` and ``__delattr__`` and ``exec``
it.  btdesk has some 200 of them, and a new game's window compiles about 1,200 such
texts: 110-145 ms of compiling against a few ms of reading them back (about 70 ms of
CPU, 15 %, of a window start on a 2-core machine).

This runs code read from disk, which is ``__pycache__``'s bargain: the cache is held to
its standard (:mod:`btdesk.disk_cache`: a folder and files of the user's alone, never
through a link, code tied to the digest of its exact source text and to the exact
interpreter build), and a start that crashed while using it does not use it again.

The ``dataclasses`` module is given its own ``exec`` (a module global, which shadows the
builtin): given source text, it runs the code compiled from exactly that text, taken
from a :class:`~btdesk.disk_cache.DiskCache` or compiled and kept the first time.
Running the code compiled from the same text is what ``exec`` does anyway, so nothing
can behave differently; anything else (a code object, or a future ``dataclasses`` that
passes no text) goes to the builtin untouched.
"""

from __future__ import annotations

import builtins
from types import CodeType
from typing import Any

from btdesk.disk_cache import DiskCache, digest

MAX_ENTRIES = 4000  # btdesk writes about 1,000 texts; past this, other code's: left out

_real_exec = builtins.exec


class CompiledCode:
    def __init__(self, cache: DiskCache) -> None:
        self.cache = cache

    def code(self, source: str) -> CodeType:
        key = digest(source)
        code = self.cache.get(key)
        if not isinstance(code, CodeType):  # none kept, or something else: made again
            code = compile(source, "<string>", "exec")
            self.cache.put(key, code, replace=True)
        return code

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:
        _real_exec(self.code(source) if isinstance(source, str) else source, globals, locals)


_installed: CompiledCode | None = None


def install() -> CompiledCode:
    """Route the ``dataclasses`` module's ``exec`` through the cache (once a process)."""
    global _installed
    if _installed is None:
        import dataclasses

        _installed = CompiledCode(DiskCache("dataclass-code", MAX_ENTRIES))
        dataclasses.exec = _installed.exec  # type: ignore[attr-defined]
    return _installed
