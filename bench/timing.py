"""Timing helpers shared by the bench scripts: run a thing a few times, report ms."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def timed(fn: Callable[[], object], runs: int = 5) -> list[float]:
    """Milliseconds per run."""
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def summary(times: list[float], unit: str = "ms") -> str:
    return f"median {statistics.median(times):8.2f} {unit}   best {min(times):8.2f} {unit}"
