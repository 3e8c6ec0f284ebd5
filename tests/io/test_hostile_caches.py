"""Hostile start-up caches (btdesk.disk_cache, btdesk.dataclass_code, the parsed-YAML
cache): whatever sits in the cache folder, a start never hangs, never fails, never writes
through a link, and never runs code from a folder or file others can write.  Each case
runs real ``btdesk`` processes, with a time and memory limit."""

from __future__ import annotations

import hashlib
import marshal
import os
import resource
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from btdesk.disk_cache import CACHE_ENV, DiskCache, digest
from btdesk.io import shipped_parsed, yamlsafe
from btdesk.io.resources import resources_dir

CACHE_FILES = ("dataclass-code.bin", "parsed-yaml.bin")
# Makes the dataclasses and parses the built-in files a new game needs, finding neither
# shipped (as under a Python no code is shipped for, in a checkout whose files were
# edited: btdesk.dataclass_code, btdesk.io.shipped_parsed): both caches are used.
PROBE = ("import btdesk.io.shipped_parsed as s; s.shipped_path = lambda: s.Path('/none'); "
         "import btdesk.dataclass_code as d; d.SHIPPED = 'btdesk.none'; d.install(); "
         "import btdesk.session.game as g; g.Session.from_scenario('green'); print('started')")
VERSION = ["-m", "btdesk", "--version"]
MEMORY = 3 << 30  # bytes of address space: reading an endless device stops here


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run(args: list[str], cache: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, CACHE_ENV: str(cache), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # caches are written only where byte code is
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True,
                          timeout=timeout, preexec_fn=_limit_memory)


def started(done: subprocess.CompletedProcess[str], expected: str = "started") -> bool:
    return done.returncode == 0 and done.stdout.strip() == expected and done.stderr == ""


@pytest.fixture
def cache(tmp_path: Path) -> Path:
    folder = tmp_path / "cache"
    folder.mkdir(mode=0o700)
    return folder


@pytest.fixture
def writing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def rewrite(path: Path, name: str, change: object) -> None:
    """Rewrite cache file ``path`` with each stored value passed through ``change``, under
    a header and digest that are right: only the entries are hostile."""
    header = DiskCache(name, 1, path).header
    data = path.read_bytes()
    entries = marshal.loads(data[len(header) + 16:])
    payload = marshal.dumps({k: change(v) for k, v in entries.items()})  # type: ignore[operator]
    path.write_bytes(header + hashlib.blake2b(payload, digest_size=16).digest() + payload)


@pytest.mark.parametrize("name", CACHE_FILES)
def test_a_link_planted_as_a_cache_file_is_replaced_not_written_through(
        tmp_path: Path, cache: Path, name: str) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's own file\n")
    (cache / name).symlink_to(victim)
    assert started(run(["-c", PROBE], cache))
    assert victim.read_bytes() == b"the user's own file\n"
    assert not (cache / name).is_symlink() and (cache / name).stat().st_size > 1000
    assert started(run(["-c", PROBE], cache))  # and the cache written is read back


@pytest.mark.parametrize("plant", ["a pipe", "a link to /dev/zero", "a folder"])
@pytest.mark.parametrize(("name", "args", "expected"), [
    ("dataclass-code.bin", ["-c", PROBE], "started"),
    ("parsed-yaml.bin", ["-c", PROBE], "started")])
def test_a_cache_file_that_is_no_file_does_not_hang_a_start(
        cache: Path, plant: str, name: str, args: list[str], expected: str) -> None:
    """A pipe with no writer, a link to an endless device or a folder in a cache's place
    is never waited on or read without end: every start goes on."""
    path = cache / name
    if plant == "a pipe":
        os.mkfifo(path)
    elif plant == "a folder":
        path.mkdir()
    else:
        path.symlink_to("/dev/zero")
    assert started(run(args, cache, timeout=60), expected)
    assert started(run(args, cache, timeout=60), expected)


@pytest.mark.parametrize("entry", [b"\xff not marshal data", marshal.dumps(1j)])
def test_cache_entries_that_are_not_marshal_data_are_ignored_and_rebuilt(
        cache: Path, entry: bytes) -> None:
    """Entries with a right digest that unmarshal to nothing ended every start in a
    traceback until the folder was deleted by hand; entries of another kind (here a
    complex number: neither code nor what YAML makes) are made again too."""
    assert started(run(["-c", PROBE], cache))
    for name in CACHE_FILES:
        rewrite(cache / name, name.removesuffix(".bin"), lambda _: entry)
    assert started(run(VERSION, cache), "btdesk 0.1.0")
    assert started(run(["-c", PROBE], cache))
    probe = "import btdesk.dataclass_code as d, btdesk.io.yamlsafe as y; " + PROBE.replace(
        "print('started')", "print(d.install().cache.added, y.parsed_cache().added)")
    assert run(["-c", probe], cache).stdout.split() == ["0", "0"]  # rebuilt, then used
    for name in CACHE_FILES:
        kept = DiskCache(name.removesuffix(".bin"), 4000, cache / name).entries
        assert kept and entry not in kept.values()


def test_a_start_that_crashed_using_cached_code_does_not_use_it_again(cache: Path) -> None:
    """Cached code that crashes the process (here: it aborts, as bad byte code segfaults)
    costs one start, not every start."""
    assert started(run(["-c", PROBE], cache))
    crash = compile("import os; os.abort()", "<string>", "exec")
    rewrite(cache / "dataclass-code.bin", "dataclass-code", lambda _: marshal.dumps(crash))
    assert run(["-c", PROBE], cache).returncode != 0  # the crash itself
    for _ in range(2):
        assert started(run(["-c", PROBE], cache))


def test_a_cache_in_a_folder_others_can_write_is_neither_read_nor_written(
        cache: Path, writing: None) -> None:
    """``BTDESK_CACHE_DIR`` or ``XDG_CACHE_HOME`` may point anywhere: code is taken only
    from a folder of the user's alone, as ``__pycache__`` is trusted."""
    path = cache / "c.bin"
    kept = DiskCache("test", 10, path)
    kept.put(b"k", 1)
    kept.save()
    assert DiskCache("test", 10, path).get(b"k") == 1
    cache.chmod(0o777)
    assert DiskCache("test", 10, path).get(b"k") is None
    path.unlink()
    other = DiskCache("test", 10, path)
    other.put(b"k", 2)
    other.save()
    assert not path.exists()


def test_a_cache_file_others_can_write_is_not_read(cache: Path, writing: None) -> None:
    path = cache / "c.bin"
    kept = DiskCache("test", 10, path)
    kept.put(b"k", 1)
    kept.save()
    path.chmod(0o666)
    assert DiskCache("test", 10, path).get(b"k") is None
    if os.geteuid() == 0:  # as root: a file another user owns
        path.chmod(0o600)
        os.chown(path, 4321, -1)
        assert DiskCache("test", 10, path).get(b"k") is None


def test_caches_are_private_and_of_this_interpreter(tmp_path: Path, writing: None,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A new cache folder is the user's alone (0700), its files too (0600); code made by
    another interpreter build is not used."""
    path = tmp_path / "new" / "c.bin"
    kept = DiskCache("test", 10, path)
    kept.put(b"k", compile("x = 1", "<string>", "exec"))
    kept.save()
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert DiskCache("test", 10, path).get(b"k") is not None
    monkeypatch.setattr(sys, "version", sys.version + " (another build)")
    assert DiskCache("test", 10, path).get(b"k") is None


def test_only_built_in_files_are_kept_in_the_parsed_yaml_cache(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A user's sheets and small saves are not copied into the cache folder."""
    parsed = yamlsafe.parsed_cache()
    mine = tmp_path / "mine.yaml"
    mine.write_text("name: a sheet of the user's own\n")
    before = len(parsed.entries)
    yamlsafe.load_file(mine, "mine.yaml")
    yamlsafe.parse_text("name: a save of the user's own\n", "save.yaml")
    assert len(parsed.entries) == before
    built_in = resources_dir() / "scenarios" / "green.yaml"
    monkeypatch.setattr(shipped_parsed, "shipped_value", lambda _key: None)  # (edited)
    yamlsafe.load_file(built_in, "scenarios/green.yaml")
    text = built_in.read_text()
    assert digest(f"{yamlsafe.DEFAULT_MAX_EVENTS}\n{text}") in parsed.entries
