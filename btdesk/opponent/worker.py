"""The computer opponent thinking in a process of its own, so the window never waits.

In CPython a search on a thread holds the interpreter lock between its bytecodes and the
window's event loop gets a slice only now and then: the map stutters while it thinks.  A
process has its own interpreter: the window polls a pipe and stays smooth, and stopping
is instant (the process is killed; the next question starts a fresh one).

The process is a plain ``python -c`` child talking over two pipes with
``multiprocessing.connection`` framing, not a ``multiprocessing.Process``: "spawn"
re-imports the parent's main module in the child (``btdesk``'s console script, a test
runner's, a bench's), which may start a window or a test session there; a child that
imports only this module cannot.

Questions and answers cross the pipe pickled.  A game state holds read-only mappings
(``types.MappingProxyType``), which pickle cannot take by default: they cross as plain
dicts and come back read-only (``copyreg`` below, registered on import in both
processes).  Only a side's view crosses: the worker never has the session, the dice, or
anything its side may not see.
"""

from __future__ import annotations

import copyreg
import os
import subprocess
import sys
import traceback
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from btdesk.model.state import GameState
from btdesk.opponent.player import Decision, decide


def read_only(items: dict[Any, Any]) -> Mapping[Any, Any]:
    """A read-only mapping again, on the far side of the pipe."""
    return types.MappingProxyType(items)


def _mapping(proxy: types.MappingProxyType[Any, Any]) -> tuple[Any, tuple[dict[Any, Any]]]:
    return read_only, (dict(proxy),)


copyreg.pickle(types.MappingProxyType, _mapping)


@dataclass(frozen=True)
class Question:
    """Which side would act, in which view, at what strength (``strengths`` by side);
    the first of ``views`` with a command to give answers (with no side to act, each
    computer side is asked)."""

    number: int
    views: tuple[tuple[str, GameState], ...]
    strengths: dict[str, str]
    salt: int


@dataclass(frozen=True)
class Progress:
    number: int
    steps: int  # candidates weighed so far


@dataclass(frozen=True)
class Answer:
    number: int
    decision: Decision | None  # None: none of the sides asked had a command to give
    error: str = ""


def serve(read_fd: int, write_fd: int) -> None:  # pragma: no cover - the worker process
    """The worker's loop: answer each question read from ``read_fd`` on ``write_fd``,
    with progress on the way; ends when the window closes its end."""
    questions = Connection(read_fd, writable=False)
    conn = Connection(write_fd, readable=False)
    while True:
        try:
            question = questions.recv()
        except (EOFError, OSError):
            return
        if question is None:
            return
        steps = 0

        def tick(number: int = question.number) -> None:
            nonlocal steps
            steps += 1
            conn.send(Progress(number, steps))

        try:
            decision = None
            for side, view in question.views:
                decision = decide(view, side, question.strengths[side], question.salt, tick)
                if decision is not None:
                    break
            conn.send(Answer(question.number, decision))
        except Exception as exc:  # told to the window, which plays on without it
            conn.send(Answer(question.number, None,
                             f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"))


#: The btdesk command's hidden first argument that makes it a worker (the one-folder
#: bundle has no Python to run ``-c`` with: it runs itself).
WORKER_FLAG = "--opponent-worker"


def worker_command(read_fd: int, write_fd: int) -> list[str]:
    """How to start a worker that reads questions from ``read_fd`` and answers on
    ``write_fd``: the bundle runs its own executable with :data:`WORKER_FLAG`; Python
    runs ``-c`` with the very btdesk the window runs on its path first (not one the
    working folder might hold)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_FLAG, str(read_fd), str(write_fd)]
    root = str(Path(__file__).resolve().parent.parent.parent)
    code = (f"import sys; sys.path.insert(0, {root!r}); "
            f"from btdesk.opponent.worker import serve; serve({read_fd}, {write_fd})")
    return [sys.executable, "-c", code]


class Thinker:
    """One worker process, started on the first question and again after a stop."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[bytes] | None = None
        self._conn: Connection | None = None  # answers, from the worker
        self._questions: Connection | None = None  # to the worker
        self._number = 0
        self.asked: int | None = None  # the question being thought about

    def start(self) -> None:
        """Start the process now (it loads the rules while the player looks at the map)."""
        if self._process is not None and self._process.poll() is None:
            return
        ask_r, ask_w = os.pipe()
        tell_r, tell_w = os.pipe()
        # The child imports the very btdesk the window runs (not one its working folder
        # or path might hold first).
        self._process = subprocess.Popen(worker_command(ask_r, tell_w),
                                         pass_fds=(ask_r, tell_w), stdin=subprocess.DEVNULL)
        os.close(ask_r)
        os.close(tell_w)
        self._questions = Connection(ask_w, readable=False)
        self._conn = Connection(tell_r, writable=False)

    def ask(self, views: Sequence[tuple[str, GameState]], strengths: Mapping[str, str],
            salt: int) -> int:
        self.start()
        assert self._questions is not None
        self._number += 1
        self.asked = self._number
        self._questions.send(Question(self._number, tuple(views), dict(strengths), salt))
        return self._number

    def poll(self) -> list[Progress | Answer]:
        """What the worker said since the last poll (never waits)."""
        out: list[Progress | Answer] = []
        conn = self._conn
        if conn is None:
            return out
        try:
            while conn.poll():
                message = conn.recv()
                out.append(message)
                if isinstance(message, Answer) and message.number == self.asked:
                    self.asked = None
        except (EOFError, OSError):
            self.asked = None
            self._conn = None
            out.append(Answer(self._number, None, "the computer opponent's process ended"))
        return out

    def stop(self) -> None:
        """Stop thinking at once: the process is killed (a fresh one answers next)."""
        process, self._process = self._process, None
        for conn in (self._conn, self._questions):
            if conn is not None:
                conn.close()
        self._conn = self._questions = None
        self.asked = None
        if process is not None and process.poll() is None:
            process.kill()
            process.wait(1.0)

    @property
    def busy(self) -> bool:
        return self.asked is not None


def answer_now(views: Sequence[tuple[str, GameState]], strengths: Mapping[str, str],
               salt: int) -> Decision | None:
    """The same answer without a process (the command line and tests)."""
    for side, view in views:
        decision = decide(view, side, strengths[side], salt)
        if decision is not None:
            return decision
    return None


def computer_sides(spec: Mapping[str, str]) -> dict[str, str]:
    """``{side: strength}`` checked: every strength a known one."""
    from btdesk.opponent.levels import STRENGTHS

    for side, strength in spec.items():
        if strength not in STRENGTHS:
            raise ValueError(f"{side}: no strength {strength!r} (one of "
                             f"{', '.join(STRENGTHS)})")
    return dict(spec)


__all__ = ["Answer", "Progress", "Question", "Thinker", "answer_now", "computer_sides",
           "read_only"]
