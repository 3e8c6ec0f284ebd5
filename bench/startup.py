"""Start-up: btdesk's first frame and its window next to an empty QMainWindow shown and
painted the same way.

Each runs as a fresh process (offscreen), so the figures include Python and Qt start-up,
which is what a user waits for: each is the time from starting the process to the line
it prints once painted (``btdesk --report-start`` prints one when its first frame is
painted, another when the window is).  ``btdesk --smoke`` (the whole process, building
the window without a first frame) is timed as before.  A first, untimed run of btdesk
writes its caches and keeps the first frame, as any earlier start would have.  Prints
median and best of N runs.

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
w.grab(); print("painted", flush=True); w.close()
"""

TEXT = """
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("hello")); w.menuBar().addMenu("&File")
w.resize(1280, 820); w.show(); app.processEvents()
w.grab(); print("painted", flush=True); w.close()
"""


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _arrivals(cmd: list[str], runs: int) -> dict[str, list[float]]:
    """Seconds from starting ``cmd`` to each line it prints, by the line's text."""
    env = _env()
    subprocess.run(cmd, check=True, env=env, capture_output=True)
    out: dict[str, list[float]] = {}
    for _ in range(runs):
        t = time.perf_counter()
        with subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True) as process:
            assert process.stdout is not None
            for line in process.stdout:
                out.setdefault(line.strip(), []).append(time.perf_counter() - t)
        if process.returncode:
            raise RuntimeError(f"{cmd} failed")
    return out


def _time(cmd: list[str], runs: int) -> list[float]:
    """Seconds per fresh process.  Byte code is allowed (and written by a first, untimed
    run): an installed btdesk has it, pip compiles it at install, so a figure without
    it would time the compiler (a third of the start-up where PYTHONDONTWRITEBYTECODE
    is set, as on this machine)."""
    env = _env()
    subprocess.run(cmd, check=True, env=env, capture_output=True)
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, check=True, env=env, capture_output=True)
        out.append(time.perf_counter() - t)
    return out


def startup_times(runs: int) -> dict[str, list[float]]:
    python = sys.executable
    btdesk = _arrivals([python, "-m", "btdesk", "--report-start"], runs)
    if "first frame" not in btdesk:
        raise RuntimeError("btdesk showed no first frame after a start that kept one")
    return {
        "python -c pass": _time([python, "-c", "pass"], runs),
        "empty QMainWindow": _arrivals([python, "-c", EMPTY], runs)["painted"],
        "... with a label+menu": _arrivals([python, "-c", TEXT], runs)["painted"],
        "btdesk: first frame": btdesk["first frame"],  # the map and units
        "btdesk: window": btdesk["window"],  # docks filled: ready to play
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
