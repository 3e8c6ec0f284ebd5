"""The map editor (issue 18): brushes on boards, undo, saving in the map format, and a
game started on the map — the model by properties, the window through pytest-qt."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot
from support import TABLES, at

import btdesk.ui.main_window  # noqa: F401  (the window is built in a test)
from btdesk.hexgrid import Hex
from btdesk.io.maps import load_map, map_document, map_text, parse_map
from btdesk.io.yamlsafe import parse_text
from btdesk.model.board import Building, BuildingClass, Terrain
from btdesk.model.map_edit import Brush, Layer, new_board, paint, resized
from btdesk.session.game import Session

hexes = st.builds(Hex.from_offset, st.integers(1, 8), st.integers(1, 9))
buildings = st.builds(Building, st.sampled_from(list(BuildingClass)), st.integers(1, 200),
                      st.integers(1, 5))
brushes = st.one_of(
    st.builds(Brush, st.just(Layer.TERRAIN),
              terrain=st.sampled_from([t for t in Terrain if t is not Terrain.BUILDING]),
              depth=st.integers(0, 4)),
    st.builds(Brush, st.just(Layer.LEVEL), level=st.integers(-12, 12)),
    st.builds(Brush, st.just(Layer.BUILDING), building=st.none() | buildings),
    st.builds(Brush, st.just(Layer.ROAD), road=st.booleans()),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.lists(hexes, min_size=1, max_size=6), brushes), max_size=12))
def test_any_painted_map_saves_and_reads_back_the_same(strokes: list) -> None:
    """Whatever is painted, the map file says it exactly: written and parsed back, the
    board is the one painted (so an edited map never loses a building or a depth)."""
    board = new_board("Painted", 8, 9)
    for where, brush in strokes:
        board = paint(board, where, brush)
    text = map_text(map_document(board, TABLES))
    assert parse_map(parse_text(text, "painted.yaml"), "painted.yaml", TABLES) == board


def test_brushes_do_what_they_say() -> None:
    board = new_board("t", 8, 9)
    board = paint(board, [at("0203"), at("0204")], Brush(Layer.TERRAIN, Terrain.WATER, depth=2))
    assert board.depth(at("0203")) == 2
    board = paint(board, [at("0203")], Brush(Layer.BUILDING,
                                             building=Building(BuildingClass.HEAVY, 90, 3)))
    assert board.terrain_at(at("0203")) is Terrain.BUILDING and board.depth(at("0203")) == 0
    board = paint(board, [at("0203")], Brush(Layer.BUILDING))  # demolish
    assert board.terrain_at(at("0203")) is Terrain.CLEAR and board.building(at("0203")) is None
    board = paint(board, [at("0505")], Brush(Layer.LEVEL, level=3))
    board = paint(board, [at("0505")], Brush(Layer.ROAD))
    assert board.level(at("0505")) == 3 and board.has_road(at("0505"))
    board = paint(board, [at("0505")], Brush(Layer.LEVEL, level=0))
    assert not board.levels
    assert paint(board, [at("2020")], Brush(Layer.LEVEL, level=2)) == board  # off the map
    small = resized(board, 4, 4)
    assert (small.columns, small.rows) == (4, 4) and at("0505") not in small.roads
    assert small.depth(at("0204")) == 2
    with pytest.raises(ValueError):
        Brush(Layer.TERRAIN, Terrain.BUILDING)


def drag(qtbot: QtBot, editor, path: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Press on the first hex, move over the rest, release: one stroke."""
    view = editor.canvas

    def point(label: str):  # type: ignore[no-untyped-def]
        return view.mapFromScene(QPointF(*editor.layout_.center(at(label))))

    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=point(path[0]))
    for label in path[1:]:
        from PySide6.QtGui import QMouseEvent

        pos = point(label)
        event = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(pos),
                            view.viewport().mapToGlobal(QPointF(pos)),
                            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
        view.mouseMoveEvent(event)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=point(path[-1]))


def test_a_referee_paints_a_map_saves_it_and_plays_on_it(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File ▸ New Map… in miniature: a river dragged across, a hill, a building; one
    undo takes back one stroke; the saved file is a btdesk map that opens; Play starts a
    game of the same sides on it."""
    from btdesk.ui.main_window import MainWindow
    from btdesk.ui.map_editor import MapEditor

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    window = MainWindow(Session.from_scenario("green", seed=1))
    qtbot.addWidget(window)
    editor = window.edit_map(new_board("Crossing", 16, 17))
    assert isinstance(editor, MapEditor)
    qtbot.waitUntil(lambda: editor.windowHandle() is not None
                    and editor.windowHandle().isExposed())  # (shown by edit_map)
    editor.canvas.fitInView(editor.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    editor.layer_box.setCurrentIndex(editor.layer_box.findData(Layer.TERRAIN))
    editor.terrain_box.setCurrentIndex(editor.terrain_box.findData(Terrain.WATER))
    assert editor._actions[editor.depth_spin].isVisible()
    editor.depth_spin.setValue(2)
    drag(qtbot, editor, ["0808", "0809", "0810"])
    assert {h for h in editor.board.terrain} == {at("0808"), at("0809"), at("0810")}
    assert editor.board.depth(at("0809")) == 2

    editor.layer_box.setCurrentIndex(editor.layer_box.findData(Layer.LEVEL))
    assert not editor._actions[editor.terrain_box].isVisible()
    editor.level_spin.setValue(2)
    drag(qtbot, editor, ["0303"])
    editor.layer_box.setCurrentIndex(editor.layer_box.findData(Layer.BUILDING))
    assert editor.cf_spin.value() == 40  # a medium building's default CF
    drag(qtbot, editor, ["1212"])
    assert editor.board.building(at("1212")) == Building(BuildingClass.MEDIUM, 40, 2)
    assert editor._actions[editor.basement_spin].isVisible()
    editor.basement_spin.setValue(1)  # seed 003 建物の崩落: 地下階層 (a basement)
    drag(qtbot, editor, ["1213"])
    assert editor.board.building(at("1213")) == Building(BuildingClass.MEDIUM, 40, 2, 1)
    assert "basement 1 level deep" in editor.board.describe(at("1213"))
    editor.undo()
    editor.undo()
    assert editor.board.building(at("1212")) is None and editor.board.level(at("0303")) == 2
    editor.redo()
    assert editor.modified and editor.windowTitle().endswith("*")

    target = tmp_path / "crossing.yaml"
    assert editor.save_to(target)
    assert not editor.modified
    assert load_map(target, TABLES) == editor.board

    editor.play()  # saved already: it plays at once
    state = window.session.state
    assert state.board == editor.board and state.board.name == "Crossing"
    editor.close()
