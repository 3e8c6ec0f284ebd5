"""Timing helpers shared by the bench scripts: run a thing a few times, report ms."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from btdesk.model.board import Board


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


def total_warfare_ground(board: Board, seed: int = 2) -> Board:
    """``board`` with Total Warfare ground added: hills (levels 1-4 in blobs), a river of
    water (depth 0-2) down one column band, rough patches, a road along one row and a
    town of buildings; the woods kept.  The same ground every run, for both benches."""
    import random
    from dataclasses import replace

    from btdesk.hexgrid import Hex
    from btdesk.model.board import Building, BuildingClass, Terrain

    rng = random.Random(seed)
    terrain = dict(board.terrain)
    levels: dict[Hex, int] = {}
    depths: dict[Hex, int] = {}
    buildings: dict[Hex, Building] = {}
    for _ in range(board.columns * board.rows // 60):  # hills
        c, r = rng.randint(1, board.columns), rng.randint(1, board.rows)
        top = rng.randint(1, 4)
        for dc in range(-2, 3):
            for dr in range(-2, 3):
                if 1 <= c + dc <= board.columns and 1 <= r + dr <= board.rows:
                    h = Hex.from_offset(c + dc, r + dr)
                    levels[h] = max(levels.get(h, 0), top - max(abs(dc), abs(dr)))
    river = board.columns // 2
    for r in range(1, board.rows + 1):
        h = Hex.from_offset(river + rng.randint(-1, 1), r)
        terrain[h] = Terrain.WATER
        depths[h] = rng.randint(0, 2)
        levels.pop(h, None)
    for h in board.hexes():
        if h not in terrain and rng.random() < 0.05:
            terrain[h] = Terrain.ROUGH
    row = board.rows // 2
    roads = frozenset(Hex.from_offset(c, row) for c in range(1, board.columns + 1))
    for c in range(3, board.columns - 2, 3):
        for r in (row - 2, row + 1):
            h = Hex.from_offset(c, r)
            terrain[h] = Terrain.BUILDING
            buildings[h] = Building(rng.choice(list(BuildingClass)), 40, rng.randint(1, 3))
    return replace(board, terrain=terrain, levels={h: v for h, v in levels.items() if v},
                   depths=depths, roads=roads, buildings=buildings)
