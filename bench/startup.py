"""Start-up: btdesk's first frame and its window next to an empty QMainWindow shown and
painted the same way.

Each runs as a fresh process (offscreen), so the figures include Python and Qt start-up,
which is what a user waits for: each is the time from starting the process to the line
it prints once painted (``btdesk --report-start`` prints one when its first frame is
painted, another when the window is).  A first start has new, empty folders (no caches,
no kept picture); a later start has the folders a start before filled.  The bare window
is also timed after importing btdesk's modules: the floor under any start that loads its
code before the window is ready.  ``btdesk
--smoke`` (the whole process, building the window without a first frame) is timed as
before.  Prints median and best of N runs.

    python3 bench/startup.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

TEXT = """
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("hello")); w.menuBar().addMenu("&File")
w.resize(1280, 820); w.show(); app.processEvents()
w.grab(); print("painted", flush=True); w.close()
"""


# The same bare window in a process that first imports every module btdesk's window
# imports (without building or showing any of it): the least a start that loads btdesk's
# code before its window is ready can take.
IMPORTED = ("from btdesk import dataclass_code; dataclass_code.install()\n"
            "import btdesk.ui.qtapp, btdesk.ui.app\n" + TEXT)


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env


def _folders() -> dict[str, str]:
    """A new user's folders: no caches, no settings, no games (a first start)."""
    return {"BTDESK_CACHE_DIR": tempfile.mkdtemp(prefix="btdesk-cache-"),
            "BTDESK_USER_DIR": tempfile.mkdtemp(prefix="btdesk-user-"),
            "XDG_CONFIG_HOME": tempfile.mkdtemp(prefix="btdesk-config-")}


def _arrival(cmd: list[str], env: dict[str, str]) -> dict[str, float]:
    """Seconds from starting ``cmd`` to each line it prints, by the line's text."""
    out: dict[str, float] = {}
    t = time.perf_counter()
    with subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True) as process:
        assert process.stdout is not None
        for line in process.stdout:
            out[line.strip()] = time.perf_counter() - t
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


def startup_times(runs: int, smoke: bool = True) -> dict[str, list[float]]:
    """Each round starts, one after another: the bare window, the bare window after
    importing btdesk's modules, btdesk on a first start
    (new, empty cache, data and settings folders: no kept picture, nothing parsed or
    compiled kept), and btdesk on a later start (the folders of a start before, which
    kept its caches and picture).  Taken in rounds, so a moment when the machine is
    busy slows all three alike, and the ratios hold."""
    python = sys.executable
    btdesk = [python, "-m", "btdesk", "--report-start"]
    later = _env(**_folders())
    subprocess.run(btdesk, check=True, env=later, capture_output=True)  # byte code, caches
    subprocess.run([python, "-c", TEXT], check=True, env=_env(), capture_output=True)
    out: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, cmd, env in (("... with a label+menu", [python, "-c", TEXT], _env()),
                               ("... after importing btdesk", [python, "-c", IMPORTED],
                                _env()),
                               ("first start", btdesk, _env(**_folders())),
                               ("later start", btdesk, later)):
            arrived = _arrival(cmd, env)
            if "no first frame" in arrived:  # the window is the first frame then
                arrived = {"first frame": arrived["window"], **arrived}
            for line, seconds in arrived.items():
                out.setdefault(f"{name}: {line}", []).append(seconds)
    if smoke:
        out["python -c pass"] = _time([python, "-c", "pass"], runs)
        out["btdesk --smoke"] = _time([python, "-m", "btdesk", "--smoke"], runs)
    return out


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print(f"start-up to first painted frame, {runs} runs each (offscreen)")
    for name, times in startup_times(runs).items():
        print(f"  {name:22} median {statistics.median(times) * 1000:7.1f} ms   "
              f"best {min(times) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
