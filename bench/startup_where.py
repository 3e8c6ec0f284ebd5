"""Where a start's time goes: CPU milliseconds by kind of work, up to the first frame and
from it to the window, for a first start (new, empty folders) and a later one.

Each start is a fresh ``btdesk --report-start`` process, run through this file's
``measure`` mode, which wraps a few functions with CPU clocks before btdesk runs (this
process only): making dataclasses (and compiling their code), making enums (Qt's, made
as PySide first meets each class, are nearly all of them), importing and parsing YAML,
the new game, the main window's building, its showing and first paint, and the grab the
bench takes.  What is left of a phase's total is the rest of importing btdesk's and
PySide's modules (their byte code, module bodies, PySide's types) and Qt's own work.
CPU time, not wall time: it holds when other jobs share the machine.  Medians of N.

    python3 bench/startup_where.py [runs]
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

FIRST, WINDOW = "to the first frame", "first frame to window"


def measure() -> None:
    """Run btdesk's start in this process, printing the CPU ms by (phase, kind) as JSON."""
    import builtins
    import dataclasses
    import enum
    import importlib.abc
    import importlib.util

    clock = time.process_time
    spent: dict[str, float] = {}
    phase = [FIRST]
    marks: dict[str, float] = {}

    def add(kind: str, seconds: float) -> None:
        key = f"{phase[0]}|{kind}"
        spent[key] = spent.get(key, 0.0) + seconds * 1000

    print_ = builtins.print

    def told(*args: Any, **kwargs: Any) -> None:
        line = " ".join(map(str, args))
        marks[line] = clock()
        phase[0] = {"first frame": WINDOW, "window": "after"}.get(line, phase[0])
        print_(*args, **kwargs)

    builtins.print = told

    def outermost(fn: Any, kind: str) -> Any:
        depth = [0]

        def timed(*args: Any, **kwargs: Any) -> Any:
            depth[0] += 1
            start = clock()
            try:
                return fn(*args, **kwargs)
            finally:
                depth[0] -= 1
                if depth[0] == 0:
                    add(kind, clock() - start)

        timed.depth = depth  # type: ignore[attr-defined]
        return timed

    made = outermost(dataclasses._process_class, "dataclasses made")  # type: ignore[attr-defined]
    dataclasses._process_class = made  # type: ignore[attr-defined]
    compile_ = builtins.compile

    def compiling(*args: Any, **kwargs: Any) -> Any:
        start = clock()
        try:
            return compile_(*args, **kwargs)
        finally:
            if made.depth[0]:
                add("  of which compiling their code", clock() - start)

    builtins.compile = compiling
    enum.EnumType.__new__ = outermost(enum.EnumType.__new__, "enums made (nearly all Qt's)")
    wrapped = {"btdesk.io.yamlsafe": (("_parse", "YAML parsed"),),
               "btdesk.ui.first_frame": (("show_first_frame", "first frame built and shown"),),
               "btdesk.ui.early_map": (("show_early_map", "first frame built and shown"),),
               "btdesk.ui.app": (("_start_session", "the new game (Session)"),
                                 ("MainWindow", "the main window built"))}

    class Wrapping(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
            if name not in wrapped and name != "yaml":
                return None
            sys.meta_path.remove(self)
            try:
                spec = importlib.util.find_spec(name)
            finally:
                sys.meta_path.insert(0, self)
            run = spec.loader.exec_module

            def loaded(module: Any) -> None:
                start = clock()
                run(module)
                if name == "yaml":
                    add("YAML library imported", clock() - start)
                window = getattr(module, "MainWindow", None)
                for attr, kind in wrapped.get(name, ()):
                    setattr(module, attr, outermost(getattr(module, attr), kind))
                if name == "btdesk.ui.app":
                    from PySide6.QtWidgets import QApplication

                    shown = "the window shown, laid out and painted"
                    window.show = outermost(window.show, shown)
                    window.grab = outermost(window.grab, "the window grabbed (painted again)")
                    QApplication.processEvents = staticmethod(  # type: ignore[method-assign]
                        outermost(QApplication.processEvents, shown))

            spec.loader.exec_module = loaded
            return spec

    sys.meta_path.insert(0, Wrapping())
    sys.argv = ["btdesk", "--report-start"]
    start = clock()
    from btdesk.cli import main

    main()
    spent[f"{FIRST}|TOTAL"] = (marks["first frame"] - start) * 1000
    spent[f"{WINDOW}|TOTAL"] = (marks["window"] - marks["first frame"]) * 1000
    print_(json.dumps({k: v for k, v in spent.items() if not k.startswith("after")}),
           file=sys.stderr)


def _folders() -> dict[str, str]:
    return {"BTDESK_CACHE_DIR": tempfile.mkdtemp(prefix="btdesk-cache-"),
            "BTDESK_USER_DIR": tempfile.mkdtemp(prefix="btdesk-user-"),
            "XDG_CONFIG_HOME": tempfile.mkdtemp(prefix="btdesk-config-")}


def where(runs: int) -> dict[str, dict[str, float]]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    btdesk = [sys.executable, "-m", "btdesk", "--report-start"]
    later = {**env, **_folders()}
    for _ in range(2):  # byte code, caches and the kept picture
        subprocess.run(btdesk, env=later, check=True, capture_output=True)
    out: dict[str, dict[str, float]] = {}
    for start in ("first start", "later start"):
        found: list[dict[str, float]] = []
        for _ in range(runs):
            done = subprocess.run([sys.executable, __file__, "measure"], check=True,
                                  env={**env, **_folders()} if start == "first start" else later,
                                  capture_output=True, text=True)
            found.append(json.loads(done.stderr.strip().splitlines()[-1]))
        keys = {k for f in found for k in f}
        out[start] = {k: statistics.median(f.get(k, 0.0) for f in found) for k in keys}
    return out


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    table = where(runs)
    order = ("YAML library imported", "YAML parsed", "dataclasses made",
             "  of which compiling their code", "enums made (nearly all Qt's)",
             "first frame built and shown", "the new game (Session)", "the main window built",
             "the window shown, laid out and painted", "the window grabbed (painted again)",
             "TOTAL")
    keys = sorted({k for t in table.values() for k in t},
                  key=lambda k: (k.split("|")[0] != FIRST, order.index(k.split("|")[1])))
    print(f"CPU ms, median of {runs} fresh processes each"
          f"   {'first start':>12} {'later start':>12}")
    for key in keys:
        phase, kind = key.split("|")
        label = f"{phase}: {'all of it' if kind == 'TOTAL' else kind}"
        print(f"  {label:72} " + " ".join(f"{table[s].get(key, 0.0):12.1f}" for s in table))


if __name__ == "__main__":
    if sys.argv[1:] == ["measure"]:
        measure()
    else:
        main()
