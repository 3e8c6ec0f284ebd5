"""The map's ground as a view shows it (issue 21): kept as an image per view, shown scaled
at once after a zoom and made sharp between events, copied on a scroll, and redrawn only
around the hexes a building hit or a map edit changed. Whatever path a view took, what it
ends up showing is what a new view at the same place draws, to a shade."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot
from support import at

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.board import Board, Building, BuildingClass, Terrain
from btdesk.session.game import Session
from btdesk.ui import theme
from btdesk.ui.layer_cache import LayerCache
from btdesk.ui.map_scene import MapScene
from btdesk.ui.map_view import MapView
from btdesk.ui.terrain_layer import TerrainLayer, map_layout

SIZE = (640, 420)


def _board() -> Board:
    """Woods, water, a hill with a road over it and a building: every kind of drawing."""
    terrain = {at("0304"): Terrain.LIGHT_WOODS, at("0305"): Terrain.HEAVY_WOODS,
               at("0808"): Terrain.WATER, at("0606"): Terrain.BUILDING}
    levels = {at(x): 2 for x in ("0403", "0404", "0503", "0504")}
    roads = frozenset(at(x) for x in ("0402", "0403", "0404", "0405"))
    return Board("drawn", 14, 12, terrain, levels, roads=roads,
                 buildings={at("0606"): Building(BuildingClass.MEDIUM, 40, 2)})


def _scene() -> MapScene:
    state = Session.from_scenario("green", seed=1).state
    return MapScene(replace(state, board=_board()))


def _view(qtbot: QtBot, scene: MapScene) -> MapView:
    """A map view inside a window, away from its corner: what a view paints goes to the
    window's pixels at the view's place (as in the game's window, beside the docks)."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    layout.setContentsMargins(23, 17, 5, 5)
    view = MapView(scene)
    layout.addWidget(view)
    window.resize(*SIZE)
    with qtbot.waitExposed(window):
        window.show()
    view.holder = window  # type: ignore[attr-defined]  # the window lives while the view is used
    return view


def _shown(view: MapView) -> QImage:
    """The window as painted: the view's pixels where the window has them."""
    window = view.window()
    window.repaint()
    return window.grab().toImage()


def _as_new(qtbot: QtBot, view: MapView) -> QImage:
    """What a new view of the same scene, at the same zoom and scroll, shows with its
    ground drawn straight onto the window, no image kept: the oracle."""
    other = _view(qtbot, view.map_scene)
    other.setTransform(view.transform())
    QApplication.processEvents()  # the scroll bars' ranges follow the zoom
    for mine, theirs in ((other.horizontalScrollBar(), view.horizontalScrollBar()),
                         (other.verticalScrollBar(), view.verticalScrollBar())):
        mine.setValue(theirs.value())
        assert mine.value() == theirs.value()
    assert other.viewportTransform() == view.viewportTransform()
    kept = LayerCache.paint
    LayerCache.paint = lambda self, painter, exposed, widget: self._draw(painter, exposed)
    try:
        return _shown(other)
    finally:
        LayerCache.paint = kept  # type: ignore[method-assign]


def _differ(a: QImage, b: QImage) -> int:
    """How many pixels of two pictures differ by more than a shade (3 levels of 255).

    Qt steps a line cut by a clip from the cut, so where strips drawn apart meet, a
    line's antialiasing may move by a few levels for some rows, and a pixel or two right
    at the seam by up to a sixth: a few dozen pixels of a view (Qt's own item cache drew
    scrolls the same way). A strip left scaled, or drawn in the wrong place, differs in
    thousands."""
    assert a.size() == b.size()
    out = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q and any(abs((p >> s & 255) - (q >> s & 255)) > 3 for s in (0, 8, 16)):
                out += 1
    return out


def _alike(a: QImage, b: QImage) -> bool:
    n = _differ(a, b)
    return n <= a.width() * a.height() // 1000


def _sharp(qtbot: QtBot, view: MapView) -> None:
    qtbot.waitUntil(lambda: not view.map_scene.terrain.sharpening(), timeout=5000)


def test_a_zoom_shows_the_old_picture_at_once_then_the_sharp_one(qtbot: QtBot) -> None:
    view = _view(qtbot, _scene())
    for factor in (1.6, 1 / 2.3, 1.15):
        _shown(view)
        view.zoom(factor)
        _shown(view)  # the scaled picture, drawn in the same frame as the zoom
        assert view.map_scene.terrain.sharpening()
        _sharp(qtbot, view)
        assert _alike(_shown(view), _as_new(qtbot, view))


def test_a_large_views_first_picture_is_the_quick_one_then_the_sharp_one(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A view over LayerCache.QUICK_PIXELS first shows the ground's colours (drawing it
    whole took two frames on a large screen), then sharpens strip by strip."""
    monkeypatch.setattr(LayerCache, "QUICK_PIXELS", 1000)  # this small view counts as large
    scene = _scene()
    view = _view(qtbot, scene)
    first = _shown(view)
    assert scene.terrain.sharpening()
    x, y = scene.layout.center(at("0808"))  # water: a ripple mark is drawn only when sharp
    corner = view.mapFromScene(x - 0.3 * scene.layout.size + 2, y + 0.25 * scene.layout.size + 1)
    logical = view.viewport().mapTo(view.window(), corner)
    dpr = first.devicePixelRatio()  # (the picture's pixels are the device's)
    origin = QPoint(int(logical.x() * dpr), int(logical.y() * dpr))
    assert first.pixelColor(origin) == theme.WATER_BY_DEPTH[1]
    _sharp(qtbot, view)
    sharp = _shown(view)
    assert sharp.pixelColor(origin) == theme.TERRAIN_MARK[Terrain.WATER]
    assert _alike(sharp, _as_new(qtbot, view))


@pytest.mark.parametrize("move", ["zoom", "scroll"])
def test_a_large_view_moved_before_its_first_picture_is_sharp_ends_sharp(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, move: str) -> None:
    """A zoom or scroll while strips are still blank starts from the quick drawing, never
    from the blank image's memory."""
    monkeypatch.setattr(LayerCache, "QUICK_PIXELS", 1000)
    monkeypatch.setattr(LayerCache, "STEP_SECONDS", 0.0)  # a strip a turn
    scene = _scene()
    view = _view(qtbot, scene)
    view.zoom(1.5)
    _shown(view)
    scene.removeItem(scene.terrain)  # a new layer: the view's first picture of it
    scene.terrain = TerrainLayer(scene.terrain.board, scene.layout)
    scene.addItem(scene.terrain)
    _shown(view)  # blank strips, the quick drawing on show
    QApplication.processEvents()  # one strip drawn sharp, the rest still blank
    assert scene.terrain.sharpening()
    if move == "zoom":
        view.zoom(1.2)
    else:
        view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + 50)
    moved = _shown(view)
    black = QColor("black").rgb()  # what a blank image's fresh memory holds
    assert not any(moved.pixel(x, y) == black for y in range(moved.height())
                   for x in range(0, moved.width(), 3))
    _sharp(qtbot, view)
    assert _alike(_shown(view), _as_new(qtbot, view))


def test_a_scroll_copies_what_stays_in_view_and_draws_the_rest(qtbot: QtBot) -> None:
    view = _view(qtbot, _scene())
    view.zoom(2.0)
    _shown(view)
    _sharp(qtbot, view)
    for dx, dy in ((37, 0), (0, 23), (-120, -61)):
        view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + dx)
        view.verticalScrollBar().setValue(view.verticalScrollBar().value() + dy)
        assert not view.map_scene.terrain.sharpening()
        assert _alike(_shown(view), _as_new(qtbot, view))


def test_a_building_hit_redraws_its_hex_as_a_new_view_would(qtbot: QtBot) -> None:
    scene = _scene()
    view = _view(qtbot, scene)
    before = _shown(view)
    state = Session.from_scenario("green", seed=1).state
    scene.refresh_ground(replace(state, board=_board(), building_damage={at("0606"): 12}))
    after = _shown(view)
    assert after != before  # the CF written in the hex went from 40 to 28
    assert _alike(after, _as_new(qtbot, view))


def test_a_new_board_redraws_the_hexes_that_changed(qtbot: QtBot) -> None:
    """The map editor and a collapsed building both bring a new board."""
    scene = _scene()
    view = _view(qtbot, scene)
    _shown(view)
    board = _board()
    edited = replace(board, levels={**board.levels, at("0909"): 1, at("0403"): 3},
                     roads=board.roads - {at("0405")})
    old = scene.terrain
    scene.removeItem(old)
    scene.terrain = TerrainLayer(edited, scene.layout)
    scene.addItem(scene.terrain)
    scene.terrain.adopt(old)
    assert _alike(_shown(view), _as_new(qtbot, view))


def test_a_closed_map_while_sharpening_is_no_fault(qtbot: QtBot) -> None:
    view = _view(qtbot, _scene())
    _shown(view)
    view.zoom(1.7)
    _shown(view)
    assert view.map_scene.terrain.sharpening()
    view.close()
    view.map_scene.clear()  # the scene's items go while a strip is still to draw
    for _ in range(5):
        QApplication.processEvents()


def test_a_scene_drawn_to_a_picture_is_drawn_whole(qtbot: QtBot) -> None:
    """Rendering the scene itself (no view) draws the ground directly, nothing kept."""
    scene = _scene()
    rect = scene.map_rect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    x, y = scene.layout.center(at("0808"))  # mid water, under no counter
    water = theme.WATER_BY_DEPTH[1]
    pixel = image.pixelColor(int(x - rect.x()), int(y - rect.y() + 0.35 * scene.layout.size))
    assert pixel == water


@pytest.mark.parametrize(("levels", "drops"), [
    ({"0303": 1, "0304": 2, "0606": 1},
     [("0303", "0302"), ("0303", "0203"), ("0304", "0303"), ("0304", "0305")]
     + [("0606", neighbor(at("0606"), d).label) for d in range(6)]),
    ({"0707": -1}, [("0706", "0707"), ("0807", "0707")]),
])
def test_a_contour_runs_along_every_hexside_down_a_level(
        qtbot: QtBot, levels: dict[str, int], drops: list[tuple[str, str]]) -> None:
    """Drawn by the higher hex, on each side whose neighbour is lower: a level 1 hex
    beside clear ground, a level 2 beside level 1, a hex at level 0 beside a sunken one.
    A hexside between equal levels has none."""
    layer = TerrainLayer(Board("levels", 9, 9, levels={at(h): v for h, v in levels.items()}),
                         map_layout())
    scene = QGraphicsScene()
    scene.addItem(layer)
    rect = layer.boundingRect()
    image = QImage(int(2 * rect.width()), int(2 * rect.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)  # at twice the size
    painter.end()

    def contour(c: QColor) -> bool:  # to a shade: the line's edge is antialiased
        return all(abs(a - b) <= 8 for a, b in zip(c.getRgb(), theme.CONTOUR.getRgb(),
                                                    strict=True))

    def side(a: str, b: str) -> bool:
        """Whether the hexside has the contour's colour just off the grid line, on the
        way from its midpoint towards ``a`` (the line is 7 pixels wide here)."""
        (ax, ay), (bx, by) = layer.layout.center(at(a)), layer.layout.center(at(b))
        mx, my = (ax + bx) / 2 - rect.x(), (ay + by) / 2 - rect.y()
        ux, uy = (ax - bx) / math.hypot(ax - bx, ay - by), (ay - by) / math.hypot(ax - bx, ay - by)
        return any(contour(image.pixelColor(round(2 * mx + t * ux), round(2 * my + t * uy)))
                   for t in (1.5, 2.0, 2.5, 3.0))

    for high, low in drops:
        assert side(high, low), (high, low)
    assert not side("0101", "0102")  # level 0 beside level 0


def test_pictures_of_the_window_wait_for_the_sharp_ground(qtbot: QtBot) -> None:
    """A screenshot is taken once the ground is sharp at its fitted scale, and a first
    frame is never kept of a zoom's scaled ground."""
    from btdesk.ui import first_frame
    from btdesk.ui.app import render
    from btdesk.ui.main_window import MainWindow

    window = MainWindow(Session.from_scenario("river-town", seed=1))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    window.view.zoom(1.7)
    window.view.viewport().repaint()
    assert window.view.map_scene.terrain.sharpening()
    first_frame.keep(window, "a zoomed window")  # (a key no other test keeps)
    assert first_frame.kept("a zoomed window") is None
    render(window)  # fits the map: another scale, drawn sharp before the picture
    assert not window.view.map_scene.terrain.sharpening()


def test_each_reachable_hex_shows_its_cost(qtbot: QtBot) -> None:
    """The movement preview writes the MP a hex costs in it (each cost's text laid out
    once, issue 21); the deployment zone's shading has no numbers."""
    from btdesk.ui.overlays import REACH, ZONE, ReachOverlay

    layout = map_layout()
    scene = QGraphicsScene()
    overlay = ReachOverlay(layout)
    scene.addItem(overlay)
    near, far, empty = at("0303"), at("0306"), at("0505")

    def ink(h: Hex, costs: dict[Hex, int], brush: QBrush) -> int:
        """Dark pixels (the text's dark blue) in ``h``'s cost box."""
        overlay.show_costs(costs, 8, brush)
        x, y = layout.center(h)
        box = QRectF(x - 12, y + layout.size * 0.35, 24, 12)
        image = QImage(24, 12, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), box)
        painter.end()
        return sum(1 for yy in range(12) for xx in range(24)
                   if QColor(image.pixel(xx, yy)).lightness() < 100)

    assert ink(near, {near: 3, far: 7}, REACH) > 5
    assert ink(far, {near: 3, far: 7}, REACH) > 5
    assert ink(empty, {near: 3, far: 7}, REACH) == 0
    assert ink(near, {near: 3}, ZONE) == 0
