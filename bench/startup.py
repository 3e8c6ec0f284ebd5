"""Start-up: ``btdesk --smoke`` next to an empty QMainWindow shown and painted the same way.

Both run as fresh processes (offscreen), so the figure includes Python and Qt start-up,
which is what a user waits for.  Prints median and best of N runs.

    python3 bench/startup.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

EMPTY = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1280, 820); w.show(); app.processEvents()
w.grab(); w.close()
"""

TEXT = """
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("hello")); w.menuBar().addMenu("&File")
w.resize(1280, 820); w.show(); app.processEvents()
w.grab(); w.close()
"""


def _time(cmd: list[str], runs: int) -> list[float]:
    """Seconds per fresh process.  Byte code is allowed (and written by a first, untimed
    run): an installed btdesk has it, pip compiles it at install, so a figure without
    it would time the compiler (a third of the start-up where PYTHONDONTWRITEBYTECODE
    is set, as on this machine)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    subprocess.run(cmd, check=True, env=env, capture_output=True)
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, check=True, env=env, capture_output=True)
        out.append(time.perf_counter() - t)
    return out


def startup_times(runs: int) -> dict[str, list[float]]:
    python = sys.executable
    return {
        "python -c pass": _time([python, "-c", "pass"], runs),
        "empty QMainWindow": _time([python, "-c", EMPTY], runs),
        "... with a label+menu": _time([python, "-c", TEXT], runs),  # pays font loading
        "btdesk --smoke": _time([python, "-m", "btdesk", "--smoke"], runs),
    }


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print(f"start-up to first painted frame, {runs} runs each (offscreen)")
    for name, times in startup_times(runs).items():
        print(f"  {name:22} median {statistics.median(times) * 1000:7.1f} ms   "
              f"best {min(times) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
