"""Figures judged against budgets scaled by how fast the machine is at that moment.

A budget is set in milliseconds on a machine where the reference workload (a fixed
piece of pure-Python dict and tuple work, as the rules do) takes ``REFERENCE_MS``.  Each
figure is taken between two short timings of that workload, and its budget is scaled by
their mean over ``REFERENCE_MS``; a figure is taken three times so, and the trial with
the median verdict kept (another job's load comes and goes within seconds): a moment
when another job shares the machine slows the workload and the figure alike, so the
verdict holds; a faster machine gets a tighter budget, so it cannot hide a regression.
Figures that are ratios to something measured in the same rounds (start-up against a
bare Qt window, one option against another) are judged as they are.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable
from typing import NamedTuple

# The reference workload on the quiet 2-core machine the budgets are judged on (it
# measured 9.9-10.2 ms there on 2026-11-26; 12.8 ms on the slower one of 2026-11-25).
REFERENCE_MS = 10.0


def _work() -> int:
    table = {(q, r): q * r for q in range(60) for r in range(60)}
    return sum(table.get((r, q), 0) for q in range(60) for r in range(60))


def reference_ms(repeats: int = 5) -> float:
    """The reference workload (20 rounds of ``_work``), mean of ``repeats``, in ms: the
    mean, as a figure's own time takes in whatever share of the machine it got (a
    median of short runs would pick those that ran between another job's turns).

    Timed with the cyclic garbage collector paused: its dicts would otherwise set off
    collections that walk whatever the figures before it left alive (a window, a long
    game), and the reading would say more about them than about the machine."""
    times = []
    paused = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeats):
            t = time.perf_counter()
            for _ in range(20):
                _work()
            times.append((time.perf_counter() - t) * 1000)
    finally:
        if paused:
            gc.enable()
    return statistics.fmean(times)


class Row(NamedTuple):
    name: str
    value: float
    budget: float
    unit: str
    higher_is_better: bool
    speed: float | None  # the reference workload's time around the figure / REFERENCE_MS

    @property
    def scaled_budget(self) -> float:
        if self.speed is None:
            return self.budget
        return self.budget / self.speed if self.higher_is_better else self.budget * self.speed

    @property
    def ratio(self) -> float:
        """Over 1.00 is over the (scaled) budget."""
        scaled = self.scaled_budget
        return scaled / self.value if self.higher_is_better else self.value / scaled


class Table:
    """Rows as they are measured; each scaled row takes its own reading of the machine."""

    def __init__(self) -> None:
        self.rows: list[Row] = []

    def scaled(self, name: str, measure: Callable[[], float], budget: float, unit: str,
               higher_is_better: bool = False, trials: int = 3) -> float:
        """``measure`` taken ``trials`` times, each between two readings of the machine;
        the trial whose verdict is the median is kept.  A figure measured once and kept
        (``trials=1``) is read with the machine as it is right then."""
        found = []
        for _ in range(trials):
            before = reference_ms(5)
            value = measure()
            after = reference_ms(5)
            found.append(Row(name, value, budget, unit, higher_is_better,
                             (before + after) / 2 / REFERENCE_MS))
        row = sorted(found, key=lambda r: r.ratio)[len(found) // 2]
        self.rows.append(row)
        return row.value

    def relative(self, name: str, value: float, budget: float, unit: str = "×") -> None:
        self.rows.append(Row(name, value, budget, unit, False, None))

    def print(self) -> None:
        print(f"{'figure':66} {'value':>11} {'budget':>11} {'machine':>7} "
              f"{'scaled budget':>13}  ratio")
        for row in self.rows:
            speed = "   same" if row.speed is None else f"{row.speed:6.2f}×"
            flag = "" if row.ratio <= 1.0 else "  OVER"
            print(f"{row.name[:66]:66} {_figure(row.value, row.unit)} "
                  f"{_figure(row.budget, row.unit)} {speed:>7} "
                  f"{_figure(row.scaled_budget, row.unit):>13}  {row.ratio:5.2f}{flag}")
        over = [r for r in self.rows if r.ratio > 1.0]
        print(f"{len(self.rows) - len(over)} of {len(self.rows)} figures within budget"
              + (f"; over: {', '.join(r.name for r in over)}" if over else ""))


def _figure(value: float, unit: str) -> str:
    if unit == "/s":
        return f"{value:>9,.0f}/s"
    return f"{value:>9.2f}{unit:>2}"
