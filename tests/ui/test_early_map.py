"""The first frame of a start with no kept picture (issue 50, btdesk.ui.early_map): the
scenario's own map, read from its files before the rules load, drawn as the map view
draws its ground; and no frame at all where that light reading cannot vouch for it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from btdesk.hexgrid import Hex
from btdesk.io.map_sketch import read_sketch
from btdesk.io.resources import builtin_scenarios, resources_dir, user_rules_dir
from btdesk.io.scenarios import load_scenario
from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.model.board import Terrain
from btdesk.session.game import Session
from btdesk.ui import theme
from btdesk.ui.early_map import EarlyFrame, MapSketch, show_early_map
from btdesk.ui.main_window import MainWindow
from btdesk.ui.window_frame import LOADING


@pytest.mark.parametrize("scenario", builtin_scenarios())
def test_the_sketch_is_the_map_the_game_is_played_on(scenario: str) -> None:
    """Every built-in scenario: the same ground (terrain, levels, roads) and size as the
    game's own reading of it, under the scenario's title."""
    sketch = read_sketch(scenario)
    assert sketch is not None
    game = load_scenario(scenario, load_rule_tables().tables, load_library())
    board = game.board
    assert sketch.title == game.title
    assert (sketch.board.columns, sketch.board.rows) == (board.columns, board.rows)
    assert dict(sketch.board.terrain) == dict(board.terrain)
    assert dict(sketch.board.levels) == dict(board.levels)
    assert sketch.board.roads == board.roads


def test_a_map_asked_for_is_the_one_drawn() -> None:
    """``--map``: the scenario's sides on another map; the frame shows that map."""
    sketch = read_sketch("green", resources_dir() / "maps" / "river-town.yaml")
    assert sketch is not None and sketch.title == "Green Training Scenario"
    assert sketch.board.name == "River Town" and sketch.board.roads


def test_what_the_light_reading_cannot_vouch_for_gives_no_frame(tmp_path: Path) -> None:
    """A scenario that is not one, a map with a letter no terrain has, a MegaMek board:
    no early frame (the game's own reading then says what is wrong)."""
    assert read_sketch("no-such-scenario") is None
    assert read_sketch(tmp_path / "missing.yaml") is None
    (tmp_path / "maps").mkdir()
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    (tmp_path / "maps" / "odd.yaml").write_text(
        "format: btdesk-map\nversion: 1\nname: Odd\ncolumns: 2\nrows: ['.?', '..']\n")
    odd = scenarios / "odd.yaml"
    odd.write_text((resources_dir() / "scenarios" / "green.yaml").read_text()
                   .replace("map: default", "map: odd"))
    assert read_sketch(odd) is None
    assert read_sketch("green", tmp_path / "a.board") is None


def test_a_terrain_table_of_the_users_gives_no_frame() -> None:
    """Its letters are the game's only once the rules have checked it."""
    user_rules_dir().mkdir(parents=True, exist_ok=True)
    own = user_rules_dir() / "terrain.yaml"
    own.write_text((resources_dir() / "rules" / "terrain.yaml").read_text())
    try:
        assert read_sketch("green") is None
    finally:
        own.unlink()
    assert read_sketch("green") is not None


def _pixel(sketch: MapSketch, h: Hex) -> QColor:
    """The colour the frame shows a little above ``h``'s centre (the marks the map view
    draws in a hex sit about it)."""
    image = sketch.grab().toImage()
    x, y = sketch.to_pixels(h)
    return image.pixelColor(round(x), round(y - 8))


def test_the_frame_draws_the_scenarios_map(qtbot: QtBot) -> None:
    """Green Training Scenario: its heavy woods, light woods and clear hexes in their
    colours where the map puts them; framed like the window (title, menus, nothing to
    click, a status line saying what is loading)."""
    frame = show_early_map("green", None)
    assert frame is not None
    qtbot.addWidget(frame)
    board = frame.sketch.board
    for kind in (Terrain.HEAVY_WOODS, Terrain.LIGHT_WOODS, Terrain.CLEAR):
        h = next(h for h in board.hexes() if board.terrain_at(h) is kind)
        assert _pixel(frame.sketch, h) == theme.TERRAIN_FILL[kind], (kind, h.label)
    window = MainWindow(Session.from_scenario("green"))
    qtbot.addWidget(window)
    assert frame.windowTitle() == window.windowTitle()
    assert [a.text() for a in frame.menuBar().actions()] == \
        [a.text() for a in window.menuBar().actions()]
    assert not any(a.isEnabled() for a in frame.menuBar().actions())
    assert frame.statusBar().currentMessage() == LOADING


def test_the_frame_shows_levels_and_roads(qtbot: QtBot) -> None:
    """River Town: a hill hex is tinted darker than clear ground; the road is drawn."""
    sketch = read_sketch("river-town")
    assert sketch is not None
    frame = EarlyFrame(sketch)
    qtbot.addWidget(frame)
    with qtbot.waitExposed(frame):
        frame.show()
    board = sketch.board
    hill = next(h for h, v in board.levels.items() if v >= 2
                and board.terrain_at(h) is Terrain.CLEAR)
    clear = theme.TERRAIN_FILL[Terrain.CLEAR]
    assert _pixel(frame.sketch, hill).lightness() < clear.lightness()
    road = next(iter(board.roads))
    image = frame.sketch.grab().toImage()
    x, y = frame.sketch.to_pixels(road)
    assert image.pixelColor(round(x), round(y)) == theme.ROAD


def test_the_frame_comes_before_the_rules(tmp_path: Path) -> None:
    """Drawn from the files alone: no rule table, sheet or rules module is loaded to
    show it (a fresh process, as a start)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BTDESK_CACHE_DIR": str(tmp_path)}
    code = ("import sys; from btdesk.ui.qtapp import application; application(); "
            "from btdesk.ui.early_map import show_early_map; "
            "print(show_early_map('river-town', None) is not None, "
            "sorted(m for m in sys.modules if m.startswith(('btdesk.rules', "
            "'btdesk.model.tables', 'btdesk.io.tables', 'btdesk.io.sheets', "
            "'btdesk.session'))))")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    assert done.stdout == "True []\n"
