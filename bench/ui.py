"""UI timings (offscreen): start-up to the first painted frame next to an empty window, a
full-scene repaint on 32 × 34 and 64 × 68 boards, and the cost of one mouse move of the
path preview.

    python3 bench/ui.py
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BTDESK_USER_DIR", tempfile.mkdtemp())

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from btdesk.hexgrid import Hex
from btdesk.model.board import Board, Terrain
from btdesk.model.state import MoveMode

EMPTY = ("from PySide6.QtWidgets import QApplication, QMainWindow\n"
         "app = QApplication([]); w = QMainWindow(); w.resize(1280, 820); w.show()\n"
         "app.processEvents(); w.grab(); w.close()")


def median_ms(times: list[float]) -> str:
    return f"median {statistics.median(times) * 1000:7.1f} ms, best {min(times) * 1000:7.1f} ms"


def startup(runs: int = 5) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name, cmd in (("empty QMainWindow shown", [sys.executable, "-c", EMPTY]),
                      ("btdesk --smoke", [sys.executable, "-m", "btdesk", "--smoke"])):
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            subprocess.run(cmd, check=True, env=env, capture_output=True)
            times.append(time.perf_counter() - t)
        print(f"  start-up, {name:28} {median_ms(times)}")


def board(columns: int, rows: int) -> Board:
    rng = random.Random(1)
    terrain = {}
    for c in range(1, columns + 1):
        for r in range(1, rows + 1):
            x = rng.random()
            if x < 0.15:
                terrain[Hex.from_offset(c, r)] = Terrain.LIGHT_WOODS
            elif x < 0.22:
                terrain[Hex.from_offset(c, r)] = Terrain.HEAVY_WOODS
    return Board("bench", columns, rows, terrain)


def repaint(columns: int, rows: int) -> None:
    from dataclasses import replace

    from btdesk.session.game import Session
    from btdesk.ui.map_scene import MapScene

    session = Session.from_scenario("green", seed=1)
    state = replace(session.state, board=board(columns, rows))
    scene = MapScene(state)
    rect = scene.sceneRect()
    image = QImage(int(rect.width() / 2), int(rect.height() / 2), QImage.Format.Format_RGB32)
    times = []
    for _ in range(5):
        painter = QPainter(image)
        t = time.perf_counter()
        scene.render(painter)
        painter.end()
        times.append(time.perf_counter() - t)
    print(f"  repaint whole scene {columns} x {rows} ({columns * rows} hexes)  {median_ms(times)}")


def path_preview() -> None:
    from btdesk.session.game import Session
    from btdesk.ui.main_window import MainWindow

    session = Session.from_scenario("veteran", seed=1)
    from btdesk.model.commands import RollInitiative

    session.submit(RollInitiative())
    window = MainWindow(session)
    window.show()
    QApplication.processEvents()
    c = window.controller
    mover = next(u for u in session.state.units if c.can_act(u) and
                 session.state.definition(u).kind.value == "mech")
    c.select(mover.uid)
    c.choose_mode(MoveMode.RUN)
    ends = list(c.costs())
    times = []
    for h in ends[:200]:
        t = time.perf_counter()
        c.hovered(h)
        QApplication.processEvents()
        times.append(time.perf_counter() - t)
    print(f"  path preview, one mouse move ({len(ends)} reachable hexes)  {median_ms(times)}")
    window.close()


def main() -> None:
    from btdesk.ui.app import application

    application()  # btdesk's own: it drops the offscreen plugin's chatter from the figures
    print("btdesk UI timings (offscreen)")
    startup()
    repaint(32, 34)
    repaint(64, 68)
    path_preview()


if __name__ == "__main__":
    main()
