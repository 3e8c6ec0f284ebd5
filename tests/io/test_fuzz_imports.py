"""Fuzzing what btdesk imports and opens besides saves: MegaMek boards (``.board``) and
'Mech files (``.mtf``), btdesk maps and scenarios.  Every case must end in a correct
from support import ROOT
import (what is written reads back the same) or a one-line refusal naming the file,
within a time and a memory limit.

Mutations: truncations, byte flips, invalid UTF-8 and NUL bytes, lines deleted, doubled
or repeated thousands of times, huge numbers (5,000 digits, 10**30, -1), huge words
(2 MB) and files (a sparse 21 MB one), terminal escape sequences, and files that are
not regular files: FIFOs, links to /dev/zero, to nothing, to themselves, folders.

The cases run in batches in child processes (``python tests/io/test_fuzz_imports.py``
runs one batch), each with ``RLIMIT_AS`` set and an alarm per case, so a runaway case
is a failure named by number, not a hung or swapped-out test run.  The cases come from
a seeded generator: ``BTDESK_FUZZ_ONLY=n`` replays one, ``BTDESK_FUZZ_IMPORTS=5000``
runs more (the CI runs 1,500).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]  # the project (this file also runs as a script)
CASES = int(os.environ.get("BTDESK_FUZZ_IMPORTS", "1500"))
ONLY = os.environ.get("BTDESK_FUZZ_ONLY")
TIME_LIMIT = 10.0  # seconds a case may take (the slowest takes well under one)
MEMORY_LIMIT = 1 << 30  # the address space a batch may use: 1 GiB
BATCHES = min(4, os.cpu_count() or 1)  # run side by side

BASES: dict[str, list[Path]] = {
    "board": [ROOT / "tests" / "fixtures" / "river_crossing.board"],
    "mtf": sorted((ROOT / "tests" / "fixtures" / "mtf").glob("*.mtf")),
    "map": sorted((ROOT / "resources" / "maps").glob("*.yaml")),
    "scenario": sorted((ROOT / "resources" / "scenarios").glob("*.yaml")),
}
SUFFIX = {"board": ".board", "mtf": ".mtf", "map": ".yaml", "scenario": ".yaml"}
MAX_FILE = 24 << 20  # what a mutation may grow a file to: past every limit btdesk has
ESCAPES = ["\x1b[2J", "\x1b]0;pwned\x07", "\x1b[31m", "\r", "\x08", "\x00", "\u202e"]


def _generated_board(rng: random.Random) -> bytes:
    """A board with every kind of line and terrain the import reads."""
    width, height = rng.randint(1, 12), rng.randint(1, 12)
    kinds = ["", "woods:1;foliage_elev:2", "woods:3", "jungle:2", "rough:2", "rubble:1",
             "water:3", "pavement:1", "road:1:09", "building:4;bldg_cf:120;bldg_elev:3;"
             "bldg_basement_type:2", "swamp:1", "fire:1;smoke:2", "magma:1"]
    lines = [f"size {width} {height}", "option exit_roads_to_pavement false",
             'description "made for the fuzz test"']
    for row in range(1, height + 1):
        for column in range(1, width + 1):
            lines.append(f'hex {column:02d}{row:02d} {rng.randint(-3, 9)} '
                         f'"{rng.choice(kinds)}" "{rng.choice(["", "grass"])}"')
    return ("\n".join([*lines, "end"]) + "\n").encode()


def _mutate(rng: random.Random, data: bytes) -> bytes:
    kind = rng.choice(["truncate", "flip", "bytes", "lines", "number", "number", "word",
                       "escape", "repeat", "crlf"])
    if kind == "truncate":
        return data[:rng.randrange(len(data))]
    if kind == "flip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 10)):
            out[rng.randrange(len(out))] = rng.choice(b":;-[]{}&*!|>'\"#%@`0x9 \n\t,?")
        return bytes(out)
    if kind == "bytes":
        at = rng.randrange(len(data))
        return data[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00",
                                       b"\x1b[2J"]) + data[at:]
    if kind == "crlf":
        return data.replace(b"\n", rng.choice([b"\r\n", b"\r"]))
    lines = data.decode("utf-8", errors="surrogateescape").splitlines(keepends=True)
    if not lines:
        return data
    at = rng.randrange(len(lines))
    if kind == "lines":
        action = rng.choice(["delete", "double", "swap"])
        if action == "delete":
            del lines[at]
        elif action == "double":
            lines.insert(at, lines[at])
        else:
            other = rng.randrange(len(lines))
            lines[at], lines[other] = lines[other], lines[at]
    elif kind == "number":
        import re

        numbers = [(i, m) for i, line in enumerate(lines) for m in re.finditer(r"\d+", line)]
        if numbers:
            i, match = rng.choice(numbers)
            huge = rng.choice(["9" * 5000, "1" + "0" * 30, "-1", "0", "999999", "2" * 4300])
            lines[i] = lines[i][:match.start()] + huge + lines[i][match.end():]
    elif kind == "word":
        size = rng.choice([5_000, 400_000, 2_000_000])
        line = lines[at]
        cut = rng.randrange(len(line) + 1)
        lines[at] = line[:cut] + rng.choice(["a", '"', "9", ":", ";"]) * size + line[cut:]
    elif kind == "escape":
        line = lines[at]
        cut = rng.randrange(len(line) + 1)
        lines[at] = line[:cut] + rng.choice(ESCAPES) + line[cut:]
    else:  # one line many times: many hexes, values or slots
        times = min(rng.choice([3, 100, 30_000]), MAX_FILE // (len(lines[at]) + 1))
        lines[at:at] = [lines[at]] * times
    return "".join(lines).encode("utf-8", errors="surrogateescape")


def make_case(n: int, folder: Path) -> tuple[str, Path]:
    """Case ``n``: its kind and the path to read (written under ``folder``)."""
    rng = random.Random(n)
    kind = rng.choice(["board", "board", "mtf", "map", "scenario"])
    place = folder / ("scenarios" if kind == "scenario" else "files")
    place.mkdir(parents=True, exist_ok=True)
    path = place / f"case-{n}{SUFFIX[kind]}"
    special = rng.random()
    if special < 0.04:
        what = rng.choice(["fifo", "zero", "dangling", "loop", "folder", "sparse"])
        if what == "fifo":
            os.mkfifo(path)
        elif what == "zero":
            path.symlink_to("/dev/zero")
        elif what == "dangling":
            path.symlink_to(folder / "nothing-here")
        elif what == "loop":
            path.symlink_to(path)
        elif what == "folder":
            path.mkdir()
        else:
            with path.open("wb") as out:
                out.truncate(21 * 1024 * 1024)
        return kind, path
    if kind == "board" and rng.random() < 0.5:
        base = _generated_board(rng)
    else:
        base = rng.choice(BASES[kind]).read_bytes()
    data = base
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        data = _mutate(rng, data) or data[:1]
    if special < 0.06:  # a correct file, as a link: read like any other
        original = place / f"case-{n}-target{SUFFIX[kind]}"
        original.write_bytes(data)
        path.symlink_to(original)
    else:
        path.write_bytes(data)
    return kind, path


# --- the child process: one batch of cases ------------------------------------------


class Hang(Exception):
    pass


def _peak_rss_kb(reset: bool = False) -> int:
    """The process's peak resident memory (Linux's VmHWM) in kB, optionally starting
    the count again (``/proc/self/clear_refs``), so each case gets its own peak; 0 where
    /proc does not say."""
    try:
        if reset:
            Path("/proc/self/clear_refs").write_text("5")
        status = Path("/proc/self/status").read_text()
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in status.splitlines()
                 if line.startswith("VmHWM:")), 0)


def _run_case(kind: str, path: Path, out: Path) -> str:
    """Import or open one file the way btdesk does; check what it writes reads back.
    Returns what it made of it; a refusal raises DataError."""
    from btdesk.io.maps import load_map, read_map_file, write_map
    from btdesk.io.mtf import import_mtf, write_sheet
    from btdesk.io.scenarios import load_scenario
    from btdesk.io.sheets import load_library, load_sheet
    from btdesk.io.tables import load_rule_tables
    from btdesk.rules import initial_state

    tables = load_rule_tables(ROOT / "resources" / "rules", Path("/nonexistent")).tables
    if kind == "mtf":
        imported = import_mtf(path)
        target = write_sheet(imported, out, force=True)
        assert load_sheet(target) == imported.sheet, "the written sheet reads back differently"
        return "imported"
    if kind in ("board", "map"):
        board = read_map_file(path, tables).board
        target = write_map(board, tables, out / "map.yaml", force=True)
        assert load_map(target, tables) == board, "the written map reads back differently"
        return "imported"
    library = load_library([ROOT / "sheets"])
    scenario = load_scenario(path, tables, library)
    initial_state(scenario, library.sheets, tables, options=("tw_infantry",))  # carriers
    return "imported"


def _batch(numbers: list[int], folder: Path) -> None:
    """Make and run the cases ``numbers`` one by one (each file removed after its case,
    so a long run needs no more disk than one case), printing one JSON line each:
    outcome, seconds, the process's peak resident memory while it ran (the
    interpreter's own included), and with ``BTDESK_FUZZ_TRACE=1`` the peak of Python's
    allocations (twice as slow)."""
    import resource
    import shutil
    import signal
    import time
    import tracemalloc

    from btdesk.io.errors import DataError
    from btdesk.io.resources import display_name

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))

    def alarm(signum: int, frame: object) -> None:
        raise Hang()

    signal.signal(signal.SIGALRM, alarm)
    trace = bool(os.environ.get("BTDESK_FUZZ_TRACE"))
    if trace:
        tracemalloc.start()
    out = folder / "out"
    out.mkdir(parents=True, exist_ok=True)
    for n in numbers:
        kind, path = make_case(n, folder / f"case-{n}")
        tracemalloc.reset_peak()
        _peak_rss_kb(reset=True)
        started = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
        problem = ""
        try:
            outcome = _run_case(kind, path, out)
        except DataError as exc:
            outcome, message = "refused", str(exc)
            if "\n" in message or len(message) > 600 or not message.isprintable():
                problem = f"not one short printable line: {message[:300]!r}"
            elif not message.startswith((str(path), display_name(path))):
                problem = f"does not name the file first: {message[:300]!r}"
        except Hang:
            outcome, problem = "failed", f"took over {TIME_LIMIT} s"
        except BaseException as exc:  # anything else is the bug this test looks for
            outcome, problem = "failed", f"{type(exc).__name__}: {str(exc)[:300]}"
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        seconds = time.perf_counter() - started
        peak = tracemalloc.get_traced_memory()[1] if trace else None
        print(json.dumps({"n": n, "kind": kind, "outcome": "failed" if problem else outcome,
                          "problem": problem, "seconds": seconds, "rss_kb": _peak_rss_kb(),
                          "peak": peak}), flush=True)
        shutil.rmtree(folder / f"case-{n}")


# --- the test -------------------------------------------------------------------------


@pytest.mark.slow
def test_imports_maps_and_scenarios_load_or_are_refused_in_one_line(tmp_path: Path) -> None:
    numbers = [int(ONLY)] if ONLY else list(range(CASES))
    results: dict[int, dict[str, Any]] = {}
    env = {**os.environ, "BTDESK_USER_DIR": str(tmp_path / "user"),
           "BTDESK_CACHE_DIR": str(tmp_path / "cache")}
    running = []
    for b in range(BATCHES):
        batch = numbers[b::BATCHES]
        if not batch:
            continue
        listing = tmp_path / f"batch-{b}.json"
        listing.write_text(json.dumps(batch))
        running.append((batch, subprocess.Popen(
            [sys.executable, __file__, str(listing), str(tmp_path / f"batch-{b}")],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)))
    for batch, process in running:
        try:
            stdout, stderr = process.communicate(timeout=TIME_LIMIT * len(batch) + 60)
        except subprocess.TimeoutExpired:
            process.kill()
            stdout, stderr = process.communicate()
        for line in stdout.splitlines():
            record = json.loads(line)
            results[record["n"]] = record
        if process.returncode != 0:
            stopped = next((n for n in batch if n not in results), None)
            pytest.fail(f"a batch died (status {process.returncode}) at case {stopped}: "
                        f"{stderr[-2000:]}")
    failed = {n: r for n, r in results.items() if r["outcome"] == "failed"}
    assert not failed, "\n".join(f"case {n} ({r['kind']}): {r['problem']}"
                                 for n, r in sorted(failed.items())[:20])
    assert len(results) == len(numbers)
    slowest = max(results.values(), key=lambda r: r["seconds"])
    largest = max(results.values(), key=lambda r: r["rss_kb"])
    traced = max(results.values(), key=lambda r: r["peak"] or 0)
    tally: dict[str, int] = {}
    for r in results.values():
        key = f"{r['kind']} {r['outcome']}"
        tally[key] = tally.get(key, 0) + 1
    print(f"\nimport fuzz: {len(results)} cases {dict(sorted(tally.items()))}; slowest case "
          f"{slowest['n']} ({slowest['kind']}) {slowest['seconds'] * 1000:.0f} ms; largest "
          f"case {largest['n']} ({largest['kind']}) peak RSS {largest['rss_kb'] / 1024:.0f} MB"
          + (f"; most Python allocations: case {traced['n']} ({traced['kind']}) "
             f"{traced['peak'] / 2**20:.1f} MB" if traced["peak"] else ""))
    if not ONLY:
        assert all(tally.get(f"{kind} refused", 0) for kind in SUFFIX)
        assert all(tally.get(f"{kind} imported", 0) for kind in SUFFIX)


if __name__ == "__main__":  # one batch, in its own process (see the test above)
    sys.path.insert(0, str(ROOT / "tests"))
    _batch([int(n) for n in json.loads(Path(sys.argv[1]).read_text())], Path(sys.argv[2]))
