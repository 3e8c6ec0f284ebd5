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

A first start has no cache yet, and compiled those texts (about 55 ms of its window's
wait).  So btdesk ships them as source: ``btdesk/dataclass_methods_py311.py`` holds
every text btdesk's classes make under Python 3.11 (``python3 -m btdesk.dataclass_code``
writes it; a test holds it equal to what they make), and Python compiles it once, as
it does every module (pip at install, PyInstaller at build).  Each text there is one
``def __create_fn__`` with no defaults, annotations or decorators: running it defines
that function in the namespace given, so its code taken from the module, bound to the
globals given, is the function the text makes (the same code; only its file and line
name the module, where a traceback then shows the source).  It is found by the digest
of the text, so a class changed since is simply compiled as before; nor is it used
where its byte code is not at hand (byte-code writing off and none kept): compiling the
whole module would cost more than it saves.
"""

from __future__ import annotations

import builtins
import os
import sys
from collections.abc import Mapping
from types import CodeType, FunctionType
from typing import Any

from btdesk.disk_cache import DiskCache, digest

MAX_ENTRIES = 4000  # btdesk writes about 1,000 texts; past this, other code's: left out

_real_exec = builtins.exec
# The texts shipped, for the Python that makes them (another version's are never asked for).
SHIPPED = f"btdesk.dataclass_methods_py{sys.version_info[0]}{sys.version_info[1]}"


class CompiledCode:
    def __init__(self, cache: DiskCache, shipped: Mapping[bytes, CodeType] | None = None
                 ) -> None:
        """``shipped``: the functions shipped by their text's digest (None: looked for
        when first needed)."""
        self.cache = cache
        self._shipped = shipped

    @property
    def shipped(self) -> Mapping[bytes, CodeType]:
        if self._shipped is None:
            self._shipped = shipped_functions()
        return self._shipped

    def code(self, source: str, key: bytes | None = None) -> CodeType:
        key = digest(source) if key is None else key
        code = self.cache.get(key)
        if not isinstance(code, CodeType):  # none kept, or something else: made again
            code = compile(source, "<string>", "exec")
            self.cache.put(key, code, replace=True)
        return code

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if not isinstance(source, str):
            _real_exec(source, globals, locals)
            return
        key = digest(source)
        made = self.shipped.get(key)
        if (made is not None and type(globals) is dict and "__builtins__" in globals
                and type(locals) is dict):
            locals[made.co_name] = FunctionType(made, globals)  # what the text's def makes
            return
        _real_exec(self.code(source, key), globals, locals)


def shipped_functions() -> dict[bytes, CodeType]:
    """The functions shipped for this Python's texts, by digest; none where there is no
    such module or its byte code is not at hand."""
    import importlib
    import importlib.util

    try:
        spec = importlib.util.find_spec(SHIPPED)
    except (ImportError, ValueError):
        return {}
    if spec is None or not _compiled(spec.origin, spec.cached):
        return {}
    try:
        module = importlib.import_module(SHIPPED)
    except Exception:  # whatever is in its place: not the texts
        return {}
    codes = getattr(module, "CODES", None)
    if not isinstance(codes, dict) or not all(
            isinstance(k, bytes) and isinstance(v, CodeType) for k, v in codes.items()):
        return {}
    return codes


def _compiled(source: str | None, cached: str | None) -> bool:
    """Whether importing the module runs byte code at hand rather than compiling its
    source (about 150 ms): it is frozen (a bundle carries byte code only) or has no
    source, or byte code is written (the first import keeps it, as for any module), or
    a compiled copy at least as new as the source is kept."""
    if (getattr(sys, "frozen", False) or source is None or not source.endswith(".py")
            or not sys.dont_write_bytecode):
        return True
    try:
        return cached is not None and os.stat(cached).st_mtime >= os.stat(source).st_mtime
    except OSError:
        return False


_installed: CompiledCode | None = None


def install() -> CompiledCode:
    """Route the ``dataclasses`` module's ``exec`` through the cache (once a process)."""
    global _installed
    if _installed is None:
        import dataclasses

        _installed = CompiledCode(DiskCache("dataclass-code", MAX_ENTRIES))
        dataclasses.exec = _installed.exec  # type: ignore[attr-defined]
    return _installed


def _one_function(text: str) -> bool:
    """Whether ``text`` is a single ``def`` with no defaults, annotations or decorators
    (running it only defines that function): the only texts shipped."""
    import ast

    try:
        body = ast.parse(text).body
    except SyntaxError:
        return False
    if len(body) != 1 or not isinstance(body[0], ast.FunctionDef):
        return False
    fn = body[0]
    a = fn.args
    return (not fn.decorator_list and fn.returns is None and not a.defaults
            and not any(a.kw_defaults) and a.vararg is None and a.kwarg is None
            and all(arg.annotation is None for arg in a.posonlyargs + a.args + a.kwonlyargs))


class _Recorder(CompiledCode):
    """Runs each text as Python's own ``exec`` does, keeping the text."""

    def __init__(self) -> None:  # (no cache: nothing is kept on disk)
        self.texts: set[str] = set()

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if isinstance(source, str):
            self.texts.add(source)
        _real_exec(source, globals, locals)


def btdesk_texts() -> list[str]:
    """Every text ``dataclasses`` makes for btdesk's classes, sorted: each of btdesk's
    modules imported (in a fresh process: a module imported already makes none), with
    this one recording as installed (so that btdesk.cli's ``install`` keeps it)."""
    global _installed
    import dataclasses
    import importlib
    import pkgutil

    import btdesk

    recorder = _installed = _Recorder()
    dataclasses.exec = recorder.exec  # type: ignore[attr-defined]
    for info in pkgutil.walk_packages(btdesk.__path__, "btdesk."):
        if info.name != "btdesk.__main__" and not info.name.startswith(
                "btdesk.dataclass_methods_"):
            importlib.import_module(info.name)
    return sorted(recorder.texts)


def module_text(texts: list[str]) -> str:
    """The shipped module's source for ``texts`` (those of one function only)."""
    version = f"{sys.version_info[0]}.{sys.version_info[1]}"
    out = [f'"""The code ``@dataclass`` writes for btdesk\'s classes under Python {version}, as',
           "source Python compiles once (btdesk.dataclass_code).  Written by",
           '``python3 -m btdesk.dataclass_code``: do not edit."""',
           "# fmt: off", "", "CODES = {}"]
    for text in texts:
        if _one_function(text):
            out += [text, f"CODES[{digest(text)!r}] = __create_fn__.__code__"]
    out.append("del __create_fn__")
    return "\n".join(out) + "\n"


def write_module() -> int:
    """Write the module of this Python's texts from btdesk's classes as they are now."""
    from pathlib import Path

    texts = btdesk_texts()
    path = Path(__file__).with_name(SHIPPED.rsplit(".", 1)[1] + ".py")
    path.write_text(module_text(texts), encoding="utf-8")
    print(f"{path}: {len(texts)} texts")
    return 0


if __name__ == "__main__":  # the module btdesk.cli installs does the work, not this copy
    from btdesk import dataclass_code

    sys.exit(dataclass_code.write_module())
