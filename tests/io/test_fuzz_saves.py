"""Fuzzing the save loader (issue 15, "Done when"): thousands of mutated saves, each with a
time limit, must give a correct load or a one-line refusal naming the file.

Mutations: truncations, byte flips, invalid UTF-8, type swaps, deleted keys, huge and odd
numbers, deep nesting, tags, anchors and aliases, duplicate keys and oversized values.
The cases are drawn from a seeded generator, so a failure names a case that can be
replayed (``BTDESK_FUZZ_ONLY=n``); ``BTDESK_FUZZ=20000`` runs more (the CI runs 1,000).
"""

from __future__ import annotations

import copy
import os
import random
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from support import played

from btdesk.io.errors import DataError
from btdesk.io.saves import END_LINE
from btdesk.session.persist import open_session, save_session

CASES = int(os.environ.get("BTDESK_FUZZ", "1000"))
ONLY = os.environ.get("BTDESK_FUZZ_ONLY")
TIME_LIMIT = 10.0  # seconds per case: a hang is the failure (none comes close)


class Hang(Exception):
    pass


def _nodes(doc: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths to every value in the tree."""
    out = [at]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.extend(_nodes(v, (*at, k)))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out.extend(_nodes(v, (*at, i)))
    return out


def _set(doc: Any, at: tuple[Any, ...], value: Any) -> Any:
    if not at:
        return value
    node = doc
    for key in at[:-1]:
        node = node[key]
    node[at[-1]] = value
    return doc


def _get(doc: Any, at: tuple[Any, ...]) -> Any:
    for key in at:
        doc = doc[key]
    return doc


ODD_VALUES: list[Any] = [None, True, -1, 0, 2**31, 2**63, -(2**63), 10**400, 1.5,
                         float("inf"), float("nan"), "", "x" * 300, "\x1b[2J", [], {},
                         [[[]]], {"type": "Nonsense"}, {"type": "MoveUnit"}, "0811", [3, 4]]


def _text_mutation(rng: random.Random, text: str) -> bytes:
    kind = rng.choice(["truncate", "flip", "utf8", "tag", "anchor", "duplicate", "nest",
                       "oversize", "line"])
    data = text.encode("utf-8")
    if kind == "truncate":
        return data[:rng.randrange(len(data))]
    if kind == "flip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            out[rng.randrange(len(out))] = rng.choice(b":-[]{}&*!|>'\"#%@`0x \n\t,?")
        return bytes(out)
    if kind == "utf8":
        at = rng.randrange(len(data))
        return data[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00"]) + data[at:]
    lines = text.splitlines(keepends=True)
    at = rng.randrange(1, len(lines))
    line = lines[at]
    indent = line[: len(line) - len(line.lstrip())]
    if kind == "tag":
        tag = rng.choice(["!!python/object/apply:os.system ['echo hi']",
                          "!!python/name:os.system", "!custom 3", "!!binary aGk=",
                          "!!set {a, b}", "!!timestamp 2001-12-14", "!!float 1e999"])
        lines.insert(at, f"{indent}sneaky: {tag}\n")
    elif kind == "anchor":
        lines.insert(at, f"{indent}a: &x [1, 2]\n{indent}b: *x\n")
    elif kind == "duplicate":
        lines.insert(at, line)
    elif kind == "nest":
        depth = rng.choice([10, 60, 65, 200, 5000])
        lines.insert(at, f"{indent}deep: {'[' * depth}{']' * depth}\n")
    elif kind == "oversize":
        size = rng.choice([10_000, 1 << 20, 9 << 20])
        lines.insert(at, f"{indent}big: '{'a' * size}'\n")
    else:  # a line repeated many times: many values
        lines[at:at] = [line] * rng.choice([2, 100, 20_000])
    return "".join(lines).encode("utf-8")


def _tree_mutation(rng: random.Random, doc: dict[str, Any]) -> bytes:
    doc = copy.deepcopy(doc)
    paths = _nodes(doc)
    kind = rng.choice(["swap", "delete", "number", "swap", "delete"])
    at = rng.choice(paths[1:])
    if kind == "delete":
        parent = _get(doc, at[:-1])
        del parent[at[-1]]
    elif kind == "number":
        numbers = [p for p in paths if isinstance(_get(doc, p), int)
                   and not isinstance(_get(doc, p), bool)]
        at = rng.choice(numbers or [at])
        _set(doc, at, rng.choice([2**63, -1, 10**400, 999999999, 0, 7, 13, -(10**30)]))
    else:
        _set(doc, at, copy.deepcopy(rng.choice(ODD_VALUES)))
    text = yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100)
    return (text + END_LINE + "\n").encode("utf-8")


def mutate(n: int, text: str, doc: dict[str, Any]) -> bytes:
    rng = random.Random(n)
    mutation: Callable[..., bytes] = _text_mutation if rng.random() < 0.5 else _tree_mutation
    return mutation(rng, text if mutation is _text_mutation else doc)


def _alarm(signum: int, frame: object) -> None:
    raise Hang()


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, dict[str, Any]]:
    path = tmp_path_factory.mktemp("fuzz") / "base.btdesk.yaml"
    save_session(played("elite", 25, seed=7), path)
    text = path.read_text(encoding="utf-8")
    return text, yaml.safe_load(text)


@pytest.mark.slow
def test_mutated_saves_load_or_are_refused_in_one_line(tmp_path: Path,
                                                       base: tuple[str, dict[str, Any]]) -> None:
    text, doc = base
    path = tmp_path / "fuzzed.btdesk.yaml"
    cases = [int(ONLY)] if ONLY else range(CASES)
    outcomes = {"loaded": 0, "refused": 0}
    worst = (0.0, -1)
    previous = signal.signal(signal.SIGALRM, _alarm)
    try:
        for n in cases:
            path.write_bytes(mutate(n, text, doc))
            started = time.perf_counter()
            signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
            try:
                open_session(path)
                outcomes["loaded"] += 1
            except DataError as exc:
                message = str(exc)
                assert "\n" not in message and len(message) < 600, (n, message)
                assert message.startswith(str(path)), (n, message)
                assert all(c.isprintable() for c in message), (n, message)
                outcomes["refused"] += 1
            except Hang:
                pytest.fail(f"case {n} took over {TIME_LIMIT} s")
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            worst = max(worst, (time.perf_counter() - started, n))
    finally:
        signal.signal(signal.SIGALRM, previous)
    print(f"\nfuzz: {outcomes}, slowest case {worst[1]}: {worst[0] * 1000:.0f} ms")
    assert outcomes["refused"] > 0
