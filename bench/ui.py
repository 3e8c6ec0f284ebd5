"""UI timings (offscreen): map views showing the whole of 32 × 34 and 64 × 68 boards, a
map view's repaint, a zoom and the sharpening after it, and the two previews a player
waits on: the path on a mouse move, the to-hit breakdown on choosing a target (median and
95th percentile).

    python3 bench/ui.py
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BTDESK_USER_DIR", tempfile.mkdtemp())

from PySide6.QtWidgets import QApplication
from timing import total_warfare_ground

from btdesk.hexgrid import Hex
from btdesk.model.board import Board, Terrain
from btdesk.model.state import MoveMode


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


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


def _state(columns: int, rows: int, ground: bool = False):  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from btdesk.session.game import Session

    session = Session.from_scenario("green", seed=1)
    b = board(columns, rows)
    return replace(session.state, board=total_warfare_ground(b) if ground else b)


def _scene(columns: int, rows: int, ground: bool = False):  # type: ignore[no-untyped-def]
    from btdesk.ui.map_scene import MapScene

    return MapScene(_state(columns, rows, ground))


class WholeView(NamedTuple):
    """A view of a whole board opened: the first paint (a view this large shows the
    ground's colours at once: layer_cache.QUICK_PIXELS), each turn of the event loop
    until the ground is sharp, the time until then, and repaints once it is (an overlay
    or a counter changed: the terrain's image copied)."""

    first: float
    turns: list[float]
    sharp: float
    repaints: list[float]


def whole_view_times(columns: int, rows: int, ground: bool = False) -> WholeView:
    """A map view showing the whole board at half scale (what a very large screen shows)."""
    from btdesk.ui.map_view import MapView
    from btdesk.ui.terrain_layer import TerrainLayer

    view = MapView(_scene(columns, rows, ground))
    rect = view.map_scene.map_rect()
    view.resize(int(rect.width() / 2) + 40, int(rect.height() / 2) + 40)
    view.scale(0.5, 0.5)
    view.show()
    QApplication.processEvents()
    scene = view.map_scene  # a layer no view has drawn yet, as when a window opens
    while scene.terrain.sharpening():
        QApplication.processEvents()
    scene.removeItem(scene.terrain)
    scene.terrain = TerrainLayer(scene.terrain.board, scene.layout)
    scene.addItem(scene.terrain)
    t = time.perf_counter()
    view.viewport().repaint()
    first = time.perf_counter() - t
    turns = []
    start = time.perf_counter()
    while scene.terrain.sharpening():
        t = time.perf_counter()
        QApplication.processEvents()
        turns.append(time.perf_counter() - t)
    sharp = time.perf_counter() - start
    times = []
    for _ in range(7):
        t = time.perf_counter()
        view.viewport().repaint()
        times.append(time.perf_counter() - t)
    view.close()
    return WholeView(first, turns, sharp, times)


def view_times(columns: int, rows: int) -> dict[str, list[float]]:
    """A 1280 x 820 map view repainting whole: the board fitted, at 1:1, after a zoom step
    (the terrain's pixmap drawn again at the new scale) and after a pan step."""
    from btdesk.ui.map_view import MapView

    scene = _scene(columns, rows)
    view = MapView(scene)
    view.resize(1280, 820)
    view.show()
    QApplication.processEvents()
    out = {}
    for name, zoom in (("fitted", None), ("1:1", 1.0)):
        if zoom is None:
            view.fit_map()
        else:
            view.resetTransform()
            view.scale(zoom, zoom)
        QApplication.processEvents()
        times = []
        for _ in range(9):
            t = time.perf_counter()
            view.viewport().repaint()
            times.append(time.perf_counter() - t)
        out[name] = times
    for name, move in (("zoom step", lambda i: view.zoom(1.15 if i < 10 else 1 / 1.15)),
                       ("pan step", lambda i: view.horizontalScrollBar().setValue(
                           view.horizontalScrollBar().value() + 40))):
        times = []
        for i in range(20):
            move(i)
            t = time.perf_counter()
            view.viewport().repaint()
            times.append(time.perf_counter() - t)
        out[name] = times
    view.close()
    return out


def building_hit_times(size: tuple[int, int] = (1280, 820)) -> list[float]:
    """A building in view on a 64 x 68 hill country hit, and the view repainted: the
    scene refreshed from the new state, as after any command."""
    from dataclasses import replace

    from btdesk.ui.map_scene import MapScene
    from btdesk.ui.map_view import MapView

    state = _state(64, 68, True)
    view = MapView(MapScene(state))
    view.resize(*size)
    view.show()
    QApplication.processEvents()
    scene = view.map_scene
    centre = view.mapToScene(view.viewport().rect().center())

    def away(h: Hex) -> float:
        x, y = scene.layout.center(h)
        return (x - centre.x()) ** 2 + (y - centre.y()) ** 2

    near = sorted(state.board.buildings, key=away)[:5]
    times = []
    damage: dict[Hex, int] = {}
    for i in range(15):
        h = near[i % len(near)]
        damage = {**damage, h: damage.get(h, 0) + 1}
        t = time.perf_counter()
        scene.refresh_ground(replace(state, building_damage=damage))
        view.viewport().repaint()
        times.append(time.perf_counter() - t)
    view.close()
    return times


def first_render_times(columns: int, rows: int, size: tuple[int, int], ground: bool = True
                       ) -> tuple[list[float], list[float], list[float]]:
    """A map view of ``size`` pixels zoomed to each of several scales: the repaint right
    after the zoom (the terrain's old image scaled), then each turn of the event loop
    until the terrain is sharp again (strips drawn at the new scale, and repainted), and
    the time until then."""
    from btdesk.ui.map_view import MapView

    view = MapView(_scene(columns, rows, ground))
    view.resize(*size)
    view.show()
    QApplication.processEvents()
    terrain = view.map_scene.terrain
    zooms, turns, sharp = [], [], []
    for scale in (0.25, 0.5, 0.75, 1.0, 1.5, 0.6, 0.9):
        view.resetTransform()
        view.scale(scale, scale)
        t = time.perf_counter()
        view.viewport().repaint()
        zooms.append(time.perf_counter() - t)
        start = time.perf_counter()
        while terrain.sharpening():
            t = time.perf_counter()
            QApplication.processEvents()
            turns.append(time.perf_counter() - t)
        sharp.append(time.perf_counter() - start)
    view.close()
    return zooms, turns, sharp


def _window(phase: str):  # type: ignore[no-untyped-def]
    """Veteran in the movement phase, or (``"attack"``) with every unit moved."""
    from btdesk.model.commands import MoveUnit, RollInitiative
    from btdesk.rules import active_side
    from btdesk.session.game import Session
    from btdesk.ui.app import settle_heap
    from btdesk.ui.main_window import MainWindow

    session = Session.from_scenario("veteran", seed=1)
    session.submit(RollInitiative())
    if phase == "attack":
        while session.state.phase.value == "movement":
            side = active_side(session.state)
            unit = next(u for u in session.state.units_of(side or "")
                        if u.moved is None and u.active)
            session.submit(MoveUnit(unit.uid, MoveMode.STATIONARY))
    window = MainWindow(session)
    window.show()
    QApplication.processEvents()
    settle_heap()  # as btdesk does once its window is up
    return session, window


def path_preview_times(clock: Callable[[], float] = time.perf_counter
                       ) -> tuple[list[float], int]:
    """One mouse move over a reachable hex, 200 of them (over the reachable hexes again
    if fewer), the selecting click's own repaint let through before the first: the
    planned path redrawn.  ``clock``:
    ``time.process_time`` for the CPU time the process spent (all its threads), which
    leaves out the slices a busy machine gives other jobs."""
    session, window = _window("movement")
    c = window.controller
    mover = next(u for u in session.state.units if c.can_act(u) and
                 session.state.definition(u).kind.value == "mech")
    c.select(mover.uid)
    c.choose_mode(MoveMode.RUN)
    QApplication.processEvents()  # the click's repaint, before the mouse moves on
    ends = list(c.costs())
    times = []
    for h in (ends * (200 // len(ends) + 1))[:200]:
        t = clock()
        c.hovered(h)
        QApplication.processEvents()
        times.append(clock() - t)
    window.close()
    return times, len(ends)


def target_preview_times() -> list[float]:
    """A click on an enemy in the weapon attack phase: the to-hit breakdown of every
    weapon, the line of sight drawn and the Orders dock refilled."""
    from btdesk.rules import active_side

    session, window = _window("attack")
    c = window.controller
    side = active_side(session.state)
    shooters = [u for u in session.state.units_of(side or "") if c.can_act(u)]
    enemies = [u for u in session.state.units if u.side != side and u.active]
    times = []
    for shooter in shooters:
        c.select(shooter.uid)
        QApplication.processEvents()
        for enemy in enemies * 4:
            t = time.perf_counter()
            c.choose_target(enemy.uid)
            QApplication.processEvents()
            times.append(time.perf_counter() - t)
    window.close()
    return times


def settle() -> None:
    """Let a click's work finish (layouts posted by the first pass run in the second)."""
    for _ in range(3):
        QApplication.processEvents()


def target_hover_times() -> list[float]:
    """A mouse move in the weapon attack phase, an attacker selected: over an enemy the
    status bar shows every weapon's to-hit number (before any click); over an empty hex it
    clears."""
    from btdesk.rules import active_side

    session, window = _window("attack")
    c = window.controller
    side = active_side(session.state)
    shooters = [u for u in session.state.units_of(side or "") if c.can_act(u)]
    enemies = [u for u in session.state.units if u.side != side and u.active]
    empty = [h for h in session.state.board.hexes() if not session.state.units_at(h)][:40]
    times = []
    for shooter in shooters:
        c.select(shooter.uid)
        settle()  # the click's own frame: its record sheet drawn
        for _ in range(10):
            for enemy, h in zip(enemies, empty, strict=False):
                for where in (enemy.position, h):
                    t = time.perf_counter()
                    window._map_hovered(where)
                    QApplication.processEvents()
                    times.append(time.perf_counter() - t)
    window.close()
    return times


def ms(times: list[float]) -> str:
    return (f"median {statistics.median(times) * 1000:6.2f} ms, p95 {p95(times) * 1000:6.2f} ms,"
            f" best {min(times) * 1000:6.2f} ms")


def main() -> None:
    from btdesk.ui.app import application

    application()  # btdesk's own: it drops the offscreen plugin's chatter from the figures
    print("btdesk UI timings (offscreen; start-up: bench/startup.py)")
    for columns, rows, ground in ((32, 34, False), (64, 68, False), (64, 68, True)):
        whole = whole_view_times(columns, rows, ground)
        kind = "levels, river, road, town" if ground else "woods"
        print(f"  whole {columns} x {rows} board ({kind}) in view at half scale: first paint "
              f"{whole.first * 1000:6.2f} ms, sharp after {whole.sharp * 1000:6.2f} ms "
              f"({len(whole.turns)} turns, p95 {p95(whole.turns or [0]) * 1000:6.2f} ms); "
              f"repaint {ms(whole.repaints)}")
    for size in ((1280, 820), (2560, 1440)):
        zooms, turns, sharp = first_render_times(64, 68, size)
        print(f"  {size[0]} x {size[1]} view of 64 x 68 hill country, a zoom:")
        print(f"    the repaint (old image scaled)        {ms(zooms)}")
        print(f"    each turn until sharp ({len(turns):3} turns)     {ms(turns)}")
        print(f"    until sharp                           {ms(sharp)}")
    print(f"  a building hit in a 1280 x 820 view of 64 x 68 hill country  "
          f"{ms(building_hit_times())}")
    for name, times in view_times(64, 68).items():
        print(f"  1280 x 820 view of 64 x 68, {name:9}    {ms(times)}")
    times, ends = path_preview_times()
    print(f"  path preview, one mouse move ({ends} ends)  {ms(times)}")
    print(f"  to-hit preview, one mouse move          {ms(target_hover_times())}")
    print(f"  to-hit breakdown, a target clicked      {ms(target_preview_times())}")


if __name__ == "__main__":
    main()
