"""Does the window stutter while the computer thinks?  A 5 ms timer on the event loop
measures the longest gap between its ticks while the company's first decision on a
64 × 68 board is thought about: in the worker process the window uses, and for
comparison on a QThread of the window's own process (where the interpreter lock is
shared).  A smooth window keeps the gap near a frame (16 ms).

    python3 bench/opponent_window.py
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from opponent import field
from PySide6.QtCore import QElapsedTimer, QThread, QTimer
from PySide6.QtWidgets import QApplication

from btdesk.model.state import GameState
from btdesk.opponent import decide
from btdesk.opponent.worker import Answer, Thinker
from btdesk.rules import visible_to


def longest_gap(app: QApplication, busy: Callable[[], object], done: Callable[[], bool]
                ) -> tuple[float, float]:
    """Run the event loop with a 5 ms timer until ``done()``; the longest gap between
    ticks (ms) and the seconds it took."""
    clock = QElapsedTimer()
    clock.start()
    gaps = [0.0]
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()
    busy()
    while not done():
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    return max(gaps), time.perf_counter() - started


class Thinking(QThread):
    def __init__(self, view: GameState, side: str) -> None:
        super().__init__()
        self.view, self.side = view, side

    def run(self) -> None:
        decide(self.view, self.side, "strong", 1)


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    state = field(64, 68, 12)
    view = visible_to(state, "blue")
    thinker = Thinker()
    thinker.start()
    warm = [False]
    thinker.ask([("blue", view)], {"blue": "strong"}, 1)
    while not warm[0]:  # the worker's first answer loads the rules
        warm[0] = any(isinstance(m, Answer) for m in thinker.poll())
        time.sleep(0.01)
    answered = [False]

    def ask() -> None:
        answered[0] = False
        thinker.ask([("blue", view)], {"blue": "strong"}, 2)

    def process_done() -> bool:
        answered[0] = answered[0] or any(isinstance(m, Answer) for m in thinker.poll())
        return answered[0]

    gap, took = longest_gap(app, ask, process_done)
    print(f"  worker process: decision {took * 1000:.0f} ms, longest event-loop gap "
          f"{gap:.0f} ms (budget 16 ms)")
    thinker.stop()
    thread = Thinking(view, "blue")
    gap, took = longest_gap(app, thread.start, thread.isFinished)
    print(f"  QThread:        decision {took * 1000:.0f} ms, longest event-loop gap "
          f"{gap:.0f} ms")
    thread.wait()


if __name__ == "__main__":
    main()
