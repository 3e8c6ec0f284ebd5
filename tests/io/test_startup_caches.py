"""The start-up caches (issue 21; btdesk.disk_cache): what they keep is exactly what
compiling or parsing again would make, and a damaged, foreign or unwritable cache is
ignored without a word, never trusted and never fatal."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from btdesk import dataclass_code
from btdesk.disk_cache import CACHE_ENV, DiskCache, digest
from btdesk.io import yamlsafe
from btdesk.io.errors import DataError, FileRefused


@pytest.fixture
def writing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Caches are written only where byte code may be (not under PYTHONDONTWRITEBYTECODE)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def test_values_come_back_as_fresh_copies_from_a_saved_cache(tmp_path: Path,
                                                             writing: None) -> None:
    path = tmp_path / "c.bin"
    cache = DiskCache("test", 10, path)
    cache.put(b"k", {"a": [1, 2], 3: (4.5, None, True)})
    cache.save()
    again = DiskCache("test", 10, path)
    one, two = again.get(b"k"), again.get(b"k")
    assert one == {"a": [1, 2], 3: (4.5, None, True)}
    one["a"].append(9)
    assert two["a"] == [1, 2] and again.get(b"k")["a"] == [1, 2]
    assert again.get(b"missing") is None


@pytest.mark.parametrize("damage", ["flip a byte", "truncate", "another interpreter",
                                    "not a mapping", "empty"])
def test_a_damaged_or_foreign_cache_is_ignored_whole(tmp_path: Path, writing: None,
                                                      damage: str) -> None:
    path = tmp_path / "c.bin"
    cache = DiskCache("test", 10, path)
    cache.put(b"k", "value")
    cache.save()
    data = bytearray(path.read_bytes())
    if damage == "flip a byte":
        data[-3] ^= 0xFF
    elif damage == "truncate":
        data = data[:-5]
    elif damage == "another interpreter":
        data[len(cache.header) - 4] ^= 0xFF  # the magic number's first byte
    elif damage == "not a mapping":
        import hashlib
        import marshal

        payload = marshal.dumps([1, 2])
        head = cache.header
        data = bytearray(head + hashlib.blake2b(payload, digest_size=16).digest() + payload)
    else:
        data = bytearray()
    path.write_bytes(bytes(data))
    assert DiskCache("test", 10, path).entries == {}


def test_an_unwritable_cache_folder_costs_nothing(tmp_path: Path, writing: None) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    cache = DiskCache("test", 10, blocker / "c.bin")
    cache.put(b"k", 1)
    cache.save()  # no exception: the next run compiles or parses again
    assert list(tmp_path.iterdir()) == [blocker]


def test_nothing_is_written_where_byte_code_is_not(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    cache = DiskCache("test", 10, tmp_path / "c.bin")
    cache.put(b"k", 1)
    cache.save()
    assert not (tmp_path / "c.bin").exists()


def test_a_cache_never_grows_past_its_bound(tmp_path: Path) -> None:
    cache = DiskCache("test", 3, tmp_path / "c.bin")
    for i in range(10):
        cache.put(digest(str(i)), i)
    assert len(cache.entries) == 3 and cache.get(digest("9")) is None


def test_dataclasses_run_the_cached_code_of_their_text(tmp_path: Path) -> None:
    """The ``dataclasses`` module's exec is the cache's: a frozen dataclass made twice
    from the same generated text compiles once, and behaves as Python's own."""
    assert dataclasses.exec == dataclass_code.install().exec  # type: ignore[attr-defined]
    compiled = dataclass_code.CompiledCode(DiskCache("test", 100, tmp_path / "c.bin"))
    text = "def __create_fn__(x):\n def f(self):\n  return x + 1\n return f"
    first = compiled.code(text)
    assert len(compiled.cache.entries) == 1
    assert compiled.code(text) == first and len(compiled.cache.entries) == 1
    ns: dict[str, object] = {}
    compiled.exec(text, None, ns)
    assert ns["__create_fn__"](1)(None) == 2  # type: ignore[operator]

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: tuple[int, ...] = ()

    p = Point(1, (2,))
    assert p == Point(1, (2,)) and hash(p) == hash(Point(1, (2,)))
    assert repr(p) == "test_dataclasses_run_the_cached_code_of_their_text.<locals>.Point(x=1, y=(2,))"
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 2  # type: ignore[misc]


def test_a_second_start_reuses_both_caches(tmp_path: Path) -> None:
    """Two fresh processes: the first writes the caches, the second adds nothing (with
    nothing found shipped: as under a Python no code is shipped for, in a checkout whose
    built-in files were edited)."""
    env = {**os.environ, CACHE_ENV: str(tmp_path)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    probe = ("import btdesk.io.shipped_parsed as s; s.shipped_path = lambda: s.Path('/none'); "
             "import btdesk.dataclass_code as d; d.SHIPPED = 'btdesk.none'; d.install(); "
             "import btdesk.session.game as g; "
             "from btdesk.io import yamlsafe as y; g.Session.from_scenario('green'); "
             "print(d._installed.cache.added, y._parsed.added)")
    first = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                           text=True, check=True).stdout.split()
    second = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                            text=True, check=True).stdout.split()
    assert int(first[0]) > 100 and int(first[1]) > 10
    assert second == ["0", "0"]


def test_a_start_from_cached_files_does_not_load_yaml(tmp_path: Path) -> None:
    """With every built-in file already parsed in the cache, a new game and its window's
    modules need no YAML library: it loads (~9 ms) only when a text is parsed or a game
    saved, after the window is up.  Nor do they load what only a refusal (difflib's
    guesses) or a Close Assault's text (html) uses."""
    env = {**os.environ, CACHE_ENV: str(tmp_path / "cache"), "QT_QPA_PLATFORM": "offscreen",
           "BTDESK_USER_DIR": str(tmp_path / "user")}  # no sheets of the user's to parse
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    probe = ("import sys, btdesk.dataclass_code as d; d.install(); "
             "import btdesk.session.game as g, btdesk.ui.main_window, btdesk.io.saves; "
             "g.Session.from_scenario('green'); "
             "print([m for m in ('yaml', 'difflib', 'html') if m in sys.modules])")
    subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True,
                   check=True)
    again = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                           text=True, check=True)
    assert again.stdout.strip() == "[]"


def test_parsed_yaml_is_kept_and_a_bad_text_fails_every_time() -> None:
    text = "a: [1, 2]\nb: {c: 3}\n"
    one = yamlsafe.parse_text(text, "one.yaml")
    one["a"].append(3)
    assert yamlsafe.parse_text(text, "two.yaml") == {"a": [1, 2], "b": {"c": 3}}
    for _ in range(2):
        with pytest.raises(DataError, match=r"bad\.yaml"):
            yamlsafe.parse_text("a: [1,\n", "bad.yaml")
        with pytest.raises(FileRefused, match="anchors"):
            yamlsafe.parse_text("a: &x 1\nb: 2\n", "anchored.yaml")


def test_an_oversized_cache_file_is_not_read(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import btdesk.disk_cache

    monkeypatch.setattr(btdesk.disk_cache, "MAX_BYTES", 10)
    path = tmp_path / "c.bin"
    path.write_bytes(b"x" * 11)
    assert DiskCache("test", 10, path).entries == {}


def test_importing_btdesk_leaves_dataclasses_alone(tmp_path: Path) -> None:
    """The code cache is installed by the btdesk command (cli.main, which ``python3 -m
    btdesk`` and the bundle run too), not by importing btdesk: a program that only uses
    btdesk's modules keeps Python's own dataclasses."""
    env = {**os.environ, CACHE_ENV: str(tmp_path)}
    code = ("import dataclasses, btdesk.session.game; "
            "print('exec' in vars(dataclasses))")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout
    assert out.split() == ["False"]
    assert not (tmp_path / "dataclass-code.bin").exists()


SHIPPED_CHECK = """
import json, sys
from types import CodeType, FunctionType
from btdesk import dataclass_code as d
shipped = d.shipped_functions()
texts = d.btdesk_texts()

def located(code, shift):
    return code.replace(co_filename="<string>", co_firstlineno=code.co_firstlineno - shift,
                        co_consts=tuple(located(c, shift) if isinstance(c, CodeType) else c
                                        for c in code.co_consts))

differ = []
for text in texts:
    made = shipped.get(d.digest(text))
    if made is None:
        continue
    own: dict = {}
    exec(compile(text, "<string>", "exec"), {"__name__": "m"}, own)
    fn = FunctionType(made, {"__name__": "m", "__builtins__": __builtins__})
    (name, theirs), = own.items()
    if (located(made, made.co_firstlineno - 1) != theirs.__code__ or name != fn.__name__
            or [getattr(fn, a) for a in ("__qualname__", "__module__", "__defaults__",
                                         "__kwdefaults__", "__annotations__", "__doc__",
                                         "__closure__")]
            != [getattr(theirs, a) for a in ("__qualname__", "__module__", "__defaults__",
                                             "__kwdefaults__", "__annotations__", "__doc__",
                                             "__closure__")]):
        differ.append(text)
keys = {d.digest(t) for t in texts}
print(json.dumps({"texts": len(texts), "shipped": len(shipped), "differ": len(differ),
                  "missing": sum(k not in shipped for k in keys),
                  "stale": sum(k not in keys for k in shipped)}))
"""


def test_the_shipped_dataclass_methods_are_the_ones_btdesk_s_classes_make(
        tmp_path: Path) -> None:
    """A first start has no code cache: the texts ``dataclasses`` makes for btdesk's
    classes are shipped as a module Python compiles once.  Each is there, and each
    makes the very function its text makes (the same code, but for the file and line
    it names); none is left from classes since changed.  After changing a dataclass,
    run ``python3 -m btdesk.dataclass_code``."""
    if importlib.util.find_spec(dataclass_code.SHIPPED) is None:
        pytest.skip(f"no {dataclass_code.SHIPPED} for this Python")
    env = {**os.environ, CACHE_ENV: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # (else its byte code may not be at hand)
    out = subprocess.run([sys.executable, "-c", SHIPPED_CHECK], env=env, capture_output=True,
                         text=True, check=True).stdout
    found = json.loads(out)
    assert found["texts"] > 1000 and found["shipped"] == found["texts"]
    assert found == {**found, "differ": 0, "missing": 0, "stale": 0}, \
        "btdesk's dataclasses changed: run 'python3 -m btdesk.dataclass_code'"


def test_a_first_start_compiles_no_dataclass_code(tmp_path: Path) -> None:
    """New, empty cache folders: a new game's window makes its classes' methods from the
    shipped code, compiling none, and reads no cache file for them."""
    env = {**os.environ, CACHE_ENV: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    probe = ("import btdesk.dataclass_code as d; d.install(); import btdesk.session.game as g, "
             "btdesk.ui.main_window; g.Session.from_scenario('green'); "
             "print(d._installed.cache.added, d._installed.cache._entries)")
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                         text=True, check=True)
    assert out.stdout.split() == ["0", "None"]


def test_a_class_whose_text_is_not_shipped_is_compiled_and_kept(tmp_path: Path) -> None:
    compiled = dataclass_code.CompiledCode(DiskCache("test", 100, tmp_path / "c.bin"), {})
    text = "def __create_fn__(x):\n def f(self):\n  return x + 2\n return f"
    ns: dict[str, object] = {}
    compiled.exec(text, {"__builtins__": __builtins__}, ns)
    assert ns["__create_fn__"](1)(None) == 3  # type: ignore[operator]
    assert len(compiled.cache.entries) == 1


@pytest.mark.parametrize(("frozen", "writing", "cached", "used"), [
    (False, True, False, True),  # byte code written: the first import keeps it
    (False, False, True, True),  # not written, but a compiled copy is kept
    (False, False, False, False),  # neither: compiling it would cost more than it saves
    (True, False, False, True)])  # a bundle: byte code only
def test_the_shipped_code_is_used_only_where_its_byte_code_is_at_hand(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, frozen: bool, writing: bool,
        cached: bool, used: bool) -> None:
    source, compiled = tmp_path / "m.py", tmp_path / "m.pyc"
    source.write_text("CODES = {}\n")
    if cached:
        compiled.write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", frozen, raising=False)
    monkeypatch.setattr(sys, "dont_write_bytecode", not writing)
    assert dataclass_code._compiled(str(source), str(compiled)) is used
