"""The first frame: a new game's map and units on screen before the rules are loaded.

Loading the rules, tables and sheets and building the docks took about three times as
long as Qt takes to show an empty window (issue 21; design.md: "a window with the
default scenario should appear about as fast as an empty Qt window does").  A new game
of the same scenario looks the same at every start until its files change, so when the
main window has drawn a new game, what its map showed (the ground and each counter as
drawn) is kept as plain JSON in the cache folder.  At the next start of the same game
that picture is put up at once, in a window laid out like the main one (the same menus,
docks, size and place, its own status line saying what is still loading), and the main
window takes its place as soon as it is built.

A kept picture is used only for exactly the start it was made from: btdesk's version,
the start's arguments, and the size and time of every scenario, map and record sheet
file, built-in or the user's.  Nothing secret is ever kept: no picture is made of a game
whose first frame had hidden units or a hand-over screen up.  The file is a cache: one
that is missing, damaged or from another start is ignored, and the start is as before.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication, QMainWindow

from btdesk import __version__
from btdesk.disk_cache import cache_folder, digest
from btdesk.hexgrid import Hex
from btdesk.io.resources import (
    resources_dir,
    sheets_dir,
    user_dir,
    user_maps_dir,
    user_sheets_dir,
)
from btdesk.model.board import Board, Building, BuildingClass, Terrain

from .counter import Counter, CounterLook, MapBase
from .map_view import MapView
from .window_frame import DEFAULT_SIZE, MAP_MIN_PX, MENUS, lay_out_docks, restore_layout

if TYPE_CHECKING:
    from .main_window import MainWindow

FILE_NAME = "first-frame.json"
FORMAT = 1
LOADING = "Loading the rules and record sheets…"
MAX_BYTES = 4 << 20  # a 64 x 68 town with 48 counters is about 200 KB


def _stamps(path: Path) -> Iterator[str]:
    """``path``'s size and time, or each file's in it (a folder), as text."""
    with contextlib.suppress(OSError):
        if path.is_dir():
            for entry in sorted(os.scandir(path), key=lambda e: e.name):
                info = entry.stat()
                yield f"{entry.path}:{info.st_size}:{info.st_mtime_ns}"
        elif path.exists():
            info = path.stat()
            yield f"{path}:{info.st_size}:{info.st_mtime_ns}"


def start_key(scenario: str, options: tuple[str, ...], map_file: Path | None,
              free_deployment: bool) -> str:
    """Everything a new game's first picture is made from (a few dozen file stats)."""
    parts = [__version__, scenario, ",".join(options), str(map_file), str(free_deployment)]
    data = resources_dir()
    for where in (data / "scenarios", data / "maps", sheets_dir(), user_sheets_dir(),
                  user_maps_dir(), user_dir() / "scenarios", Path(scenario)):
        parts.extend(_stamps(where))
    if map_file is not None:
        parts.extend(_stamps(map_file))
    return digest("\n".join(parts)).hex()


def snapshot_path() -> Path:
    return cache_folder() / FILE_NAME


# --- the picture, to and from plain data ---------------------------------------------------


def _board_data(board: Board, damage: dict[Hex, int]) -> dict[str, Any]:
    def at(mapping: Any) -> list[list[Any]]:
        return [[h.q, h.r, getattr(v, "value", v)] for h, v in mapping.items()]

    return {"name": board.name, "columns": board.columns, "rows": board.rows,
            "terrain": at(board.terrain), "levels": at(board.levels),
            "depths": at(board.depths), "roads": [[h.q, h.r] for h in board.roads],
            "buildings": [[h.q, h.r, b.kind.value, b.cf, b.height, b.basement]
                          for h, b in board.buildings.items()],
            "damage": at(damage)}


def _board(data: dict[str, Any]) -> tuple[Board, dict[Hex, int]]:
    def hexes(rows: list[list[Any]], kind: type = int) -> dict[Hex, Any]:
        return {Hex(int(q), int(r)): kind(v) for q, r, v in rows}

    board = Board(str(data["name"]), int(data["columns"]), int(data["rows"]),
                  hexes(data["terrain"], Terrain), hexes(data["levels"]),
                  hexes(data["depths"]), frozenset(Hex(int(q), int(r))
                                                   for q, r in data["roads"]),
                  {Hex(int(q), int(r)): Building(BuildingClass(kind), int(cf), int(height),
                                                 int(basement))
                   for q, r, kind, cf, height, basement in data["buildings"]})
    return board, hexes(data["damage"])


def _counter_data(counter: Counter) -> dict[str, Any]:
    look = counter.look
    return {"uid": counter.unit_id, "label": look.label, "colour": look.colour,
            "infantry": look.infantry, "left": look.left, "full": look.full,
            "formation": look.formation, "riders": look.riders,
            "x": counter.pos().x(), "y": counter.pos().y(), "rotation": counter.rotation(),
            "scale": counter.scale(), "z": counter.zValue(), "opacity": counter.opacity(),
            "tooltip": counter.toolTip()}


def _counter(data: dict[str, Any], scene: MapBase) -> Counter:
    look = CounterLook(str(data["label"]), str(data["colour"]), bool(data["infantry"]),
                       int(data["left"]), int(data["full"]), bool(data["formation"]),
                       int(data["riders"]))
    counter = Counter(str(data["uid"]), look, scene.layout)
    counter.setPos(QPointF(float(data["x"]), float(data["y"])))
    counter.setRotation(float(data["rotation"]))
    counter.setScale(float(data["scale"]))
    counter.setZValue(float(data["z"]))
    counter.setOpacity(float(data["opacity"]))
    counter.setToolTip(str(data["tooltip"]))
    return counter


def keep(window: MainWindow, key: str) -> None:
    """Keep what ``window`` shows of its new game as the next start's first frame, if
    nothing in it is secret; a cache folder that cannot be written only costs that."""
    state = window.session.state
    if window.handover.isVisible() or any(u.hidden for u in state.units):
        return
    scene = window.scene
    shown = [c for c in scene.counters.values() if c.isVisible()]
    data = {"format": FORMAT, "key": key, "title": window.windowTitle(),
            "board": _board_data(scene.terrain.board, dict(scene.terrain.damage)),
            "counters": [_counter_data(c) for c in shown],
            "docks": [[d.windowTitle(), d.objectName()] for d in window.module_docks.values()
                      if d.isVisible()]}
    path = snapshot_path()
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


def kept(key: str) -> dict[str, Any] | None:
    """The picture kept for exactly this start, or None."""
    try:
        path = snapshot_path()
        if path.stat().st_size > MAX_BYTES:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("key") != key:
        return None
    return data


class FirstFrame(QMainWindow):
    """The main window's frame with the kept map in it, and nothing to click yet."""

    def __init__(self, data: dict[str, Any]) -> None:
        super().__init__()
        self.setWindowTitle(str(data["title"]))
        for title in MENUS:
            self.menuBar().addMenu(title).setEnabled(False)
        board, damage = _board(data["board"])
        self.scene = MapBase(board, damage)
        for counter in data["counters"]:
            self.scene.addItem(_counter(counter, self.scene))
        self.view = MapView(self.scene)
        self.view.setMinimumSize(MAP_MIN_PX, MAP_MIN_PX)
        self.view.setInteractive(False)
        self.setCentralWidget(self.view)
        lay_out_docks(self, tuple((str(t), str(n)) for t, n in data["docks"]))
        self.resize(*DEFAULT_SIZE)
        restore_layout(self)
        self.statusBar().showMessage(LOADING)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.view.fit_map()


def show_first_frame(key: str) -> FirstFrame | None:
    """Put up the picture kept for this start, painted, or return None where there is
    none (or it cannot be read)."""
    data = kept(key)
    if data is None:
        return None
    try:
        frame = FirstFrame(data)
    except (KeyError, TypeError, ValueError):  # a damaged cache: start as without one
        return None
    frame.show()
    QApplication.processEvents()
    return frame
