"""Maps and counters printed at a chosen hex size, measured on the rendered PDF.

A hex's size is its width across flats, as a mapsheet's: the standard BattleTech mapsheet
hex is 1.25 inches; *BattleTechnology* #6 *Close Assault*'s "One 30-meter hex measures 12
centimeters across".
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from pdfimage import page_count, page_size_mm, render
from PySide6.QtGui import QColor, QImage
from support import LIB, TABLES, board, make_state, unit

from btdesk.cli import main
from btdesk.hexgrid import Hex
from btdesk.io.errors import BtdeskError
from btdesk.io.scenarios import load_scenario
from btdesk.model.board import Building, BuildingClass, Terrain
from btdesk.printing import palette
from btdesk.printing.counters import (
    CounterSpec,
    counter_pages,
    counter_places,
    game_counters,
    scenario_counters,
)
from btdesk.printing.map_sheet import alignment_points, map_pages
from btdesk.printing.map_tiles import (
    MARGIN,
    OVERLAP,
    describe_size,
    parse_hex_size,
    print_layout,
    row_letters,
    tile_map,
)
from btdesk.printing.pages import export_pdf
from btdesk.printing.pages import page_size_mm as paper_mm

DPI = 300
SIZES = {"1.25in": 31.75, "32mm": 32.0, "12cm": 120.0}


@pytest.fixture(autouse=True)
def _gui(qapp: object) -> None:
    """Fonts, and so any page with text, need a QGuiApplication."""


def test_hex_sizes_are_read_in_inches_millimetres_and_centimetres() -> None:
    assert {k: parse_hex_size(k) for k in SIZES} == pytest.approx(SIZES)
    assert parse_hex_size(" 1.25 IN ") == pytest.approx(31.75)
    assert [describe_size(parse_hex_size(k)) for k in SIZES] == [
        "1.25 in (31.75 mm)", "32 mm", "12 cm"]
    for bad in ("", "1.25", "two in", "1 ft", "0.1mm", "2m"):
        with pytest.raises(BtdeskError, match="--hex-size"):
            parse_hex_size(bad)


def _grey(colour: QColor) -> bool:
    """A grid line's pixel: dark and without the red of an alignment mark."""
    return colour.lightness() < 215 and abs(colour.red() - colour.blue()) < 40


def _runs(image: QImage, x: int, y0: int, y1: int) -> list[float]:
    """Centres (in pixels) of the grid lines crossing pixel column ``x``."""
    out: list[float] = []
    start = None
    for y in range(y0, y1):
        dark = _grey(QColor(image.pixel(x, y)))
        if dark and start is None:
            start = y
        elif not dark and start is not None:
            out.append((start + y - 1) / 2)
            start = None
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_printed_hex_measures_the_size_asked(tmp_path: Path, size: str, paper: str) -> None:
    """Rendered from the PDF: down a column of hexes, the flats' grid lines lie one hex
    apart, within 0.5 % of the size asked."""
    hex_mm = SIZES[size]
    w, h = paper_mm(paper)
    path = tmp_path / "map.pdf"
    export_pdf(path, map_pages(board(), hex_mm, w, h), paper)
    assert page_size_mm(path, 1) == pytest.approx((w, h), abs=0.5)  # no page was scaled
    image = render(path, 1, DPI)  # A1: the assembly sheet comes first
    layout, _, _ = print_layout(board(), hex_mm)
    cx, _ = layout.center(Hex.from_offset(1, 1))
    x = round((MARGIN + cx + 0.3 * layout.size) / 25.4 * DPI)  # clear of the hex's label
    area_h = h - 2 * MARGIN
    flats = _runs(image, x, round(MARGIN / 25.4 * DPI) - 3,
                  round((MARGIN + area_h - OVERLAP - 2) / 25.4 * DPI))
    assert len(flats) >= 3
    measured = (flats[-1] - flats[0]) / (len(flats) - 1) / DPI * 25.4
    assert measured == pytest.approx(hex_mm, rel=0.005)
    assert all(abs((b - a) / DPI * 25.4 - hex_mm) < 0.01 * hex_mm
               for a, b in itertools.pairwise(flats))


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("hex_mm", [31.75, 32.0, 120.0])
def test_the_tiles_cover_the_map_inside_the_margins(paper: str, hex_mm: float) -> None:
    w, h = paper_mm(paper)
    _, map_w, map_h = print_layout(board(), hex_mm)
    tiling = tile_map(map_w, map_h, w, h)
    tiles = tiling.tiles
    assert len(tiles) == tiling.rows * tiling.columns
    assert all(t.w == w - 2 * MARGIN and t.h == h - 2 * MARGIN for t in tiles)
    assert max(t.x + t.w for t in tiles) >= map_w and max(t.y + t.h for t in tiles) >= map_h
    # Neighbours overlap by OVERLAP; fewer pages would not cover the map.
    right = {(t.row, t.column): t for t in tiles}
    for t in tiles:
        if (t.row, t.column + 1) in right:
            assert t.x + t.w - right[t.row, t.column + 1].x == pytest.approx(OVERLAP)
    assert (tiling.columns - 1) * (tiling.area_w - OVERLAP) + tiling.area_w < map_w + \
        tiling.area_w - OVERLAP
    assert [t.name for t in tiles][:2] == ["A1", "A2"] if tiling.columns > 1 else True


def test_alignment_marks_of_an_overlap_are_the_same_map_points_on_both_pages() -> None:
    w, h = paper_mm("a4")
    _, map_w, map_h = print_layout(board(), 31.75)
    tiling = tile_map(map_w, map_h, w, h)
    tiles = {(t.row, t.column): t for t in tiling.tiles}
    a1, a2, b1 = tiles[0, 0], tiles[0, 1], tiles[1, 0]
    shared_right = set(alignment_points(tiling, a1)) & set(alignment_points(tiling, a2))
    shared_below = set(alignment_points(tiling, a1)) & set(alignment_points(tiling, b1))
    assert len(shared_right) == 3 and len(shared_below) == 3
    for x, y in shared_right | shared_below:  # inside both windows' overlap
        for t in (a1, a2) if (x, y) in shared_right else (a1, b1):
            assert t.x < x < t.x + t.w and t.y < y < t.y + t.h
    assert row_letters(0) == "A" and row_letters(25) == "Z" and row_letters(26) == "AA"


def test_print_map_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "map.pdf"
    assert main(["print", "--map", "default", "--out", str(out), "--paper", "letter"]) == 0
    w, h = paper_mm("letter")
    _, map_w, map_h = print_layout(board(), 31.75)  # the default map is 16 x 17
    tiling = tile_map(map_w, map_h, w, h)
    assert page_count(out) == 1 + len(tiling.tiles)
    assert page_size_mm(out, 3) == pytest.approx((215.9, 279.4), abs=0.5)
    assert f"{out}: {1 + len(tiling.tiles)} pages, LETTER" in capsys.readouterr().out
    assert main(["print", "--map", "nowhere", "--out", str(tmp_path / "x.pdf")]) == 1
    assert "--map nowhere: no map of that name" in capsys.readouterr().err
    assert main(["print", "--map", "default", "--hex-size", "3ft",
                 "--out", str(tmp_path / "x.pdf")]) == 1
    assert "--hex-size '3ft'" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_print_map_runs_as_a_command(tmp_path: Path) -> None:
    out = tmp_path / "town.pdf"
    done = subprocess.run([sys.executable, "-m", "btdesk", "print", "--map", "river-town",
                           "--hex-size", "12cm", "--paper", "a4", "--out", str(out)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert page_count(out) > 10 and "pages, A4" in done.stdout


def test_the_map_prints_in_the_windows_colours() -> None:
    """One palette: the window's theme takes the printed map's colours."""
    from btdesk.ui import theme

    for name in ("TERRAIN_FILL", "WATER_BY_DEPTH", "TERRAIN_MARK", "LEVEL_TINT",
                 "LEVEL_ALPHA", "SINK_TINT", "CONTOUR", "ROAD", "BUILDING_EDGE",
                 "BUILDING_ROOF", "TERRAIN_TEXT", "GRID", "LABEL", "MAP_EDGE"):
        assert getattr(palette, name) is getattr(theme, name), name


@pytest.mark.parametrize("size", SIZES)
def test_a_counter_is_as_big_as_the_hex(tmp_path: Path, size: str) -> None:
    """Measured from the PDF: top flat to bottom flat of the first counter."""
    hex_mm = SIZES[size]
    w, h = paper_mm("a4")
    spec = CounterSpec("HBK-4G Hunchback", "Attacker", "#E69F00", "BattleMech")
    path = tmp_path / "counters.pdf"
    export_pdf(path, counter_pages([spec], hex_mm, w, h), "a4")
    image = render(path, 0, DPI)
    cx, cy = counter_places(hex_mm, w, h)[0]
    x = round((cx + 0.3 * hex_mm / 1.732) / 25.4 * DPI)
    top, bottom = (cy - 0.52 * hex_mm) / 25.4 * DPI, (cy + 0.52 * hex_mm) / 25.4 * DPI
    rows = [y for y in range(round(top), round(bottom))
            if 0 <= y < image.height() and QColor(image.pixel(x, y)).lightness() < 240]
    measured = (rows[-1] - rows[0] + 1) / DPI * 25.4
    assert measured == pytest.approx(hex_mm, rel=0.005)


def test_print_counters_for_a_scenario_and_a_game(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "c.pdf"
    assert main(["print", "--counters", "--scenario", "green", "--out", str(out)]) == 0
    assert page_count(out) == 1
    assert main(["print", "--counters", "--out", str(out)]) == 1
    assert "--counters needs --game SAVE or --scenario NAME" in capsys.readouterr().err
    assert main(["print", "--counters", "--scenario", "green", "--template", "close-assault",
                 "--out", str(out)]) == 1
    assert "--template and --counters: print one at a time" in capsys.readouterr().err
    assert main(["print", "--map", "default", "--template", "close-assault",
                 "--out", str(out)]) == 1
    assert "--template and --map: print one at a time" in capsys.readouterr().err
    specs = scenario_counters(load_scenario("green", TABLES, LIB), LIB)
    assert [(s.name, s.side, s.colour, s.kind) for s in specs] == [
        ("HBK-4G Hunchback", "Defender", "#0072B2", "BattleMech"),
        ("ENF-4R Enforcer", "Attacker", "#E69F00", "BattleMech")]
    w, h = paper_mm("a4")
    many = [CounterSpec(f"u{i}", "A", "#0072B2", "BattleMech") for i in range(60)]
    per_page = len(counter_places(31.75, w, h))
    assert len(counter_pages(many, 31.75, w, h)) == -(-60 // per_page)


def test_game_counters_skip_removed_units() -> None:
    state = make_state(unit("a", "hbk-4g-hunchback", "blue", "0808"),
                       unit("b", "rommel-tank", "orange", "0909"))
    state = replace(state, units=(state.units[0], replace(state.units[1], removed=True)))
    specs = game_counters(state)
    assert [(s.name, s.kind) for s in specs] == [(state.units[0].name, "BattleMech")]


def test_grey_prints_the_ground_in_shades_of_grey(tmp_path: Path) -> None:
    """Woods rendered from the PDF: coloured by default, grey with --grey, light woods
    still lighter than heavy woods."""
    woods = board({"0101": Terrain.LIGHT_WOODS, "0301": Terrain.HEAVY_WOODS})
    layout, _, _ = print_layout(woods, 31.75)
    w, h = paper_mm("a4")

    def ground(grey: bool, label: str) -> QColor:
        path = tmp_path / f"{grey}.pdf"
        export_pdf(path, map_pages(woods, 31.75, w, h, grey=grey), "a4")
        x, y = layout.center(Hex.from_label(label))
        image = render(path, 1, 150)
        return QColor(image.pixel(round((MARGIN + x - 0.2 * layout.size) / 25.4 * 150),
                                  round((MARGIN + y - 0.05 * layout.size) / 25.4 * 150)))

    light, heavy = ground(False, "0101"), ground(False, "0301")
    assert light.saturation() > 40 and heavy.saturation() > 40
    light, heavy = ground(True, "0101"), ground(True, "0301")
    assert light.saturation() < 8 and heavy.saturation() < 8
    assert light.lightness() > heavy.lightness() + 20


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_rendered_pages_carry_their_marks(tmp_path: Path, paper: str) -> None:
    """Rendered from the PDF: crop marks in the margin beside each corner of the printed
    window, the red alignment marks where alignment_points puts them, and the map itself
    inside the window only."""
    w, h = paper_mm(paper)
    path = tmp_path / "map.pdf"
    export_pdf(path, map_pages(board(), 31.75, w, h), paper)
    _, map_w, map_h = print_layout(board(), 31.75)
    tiling = tile_map(map_w, map_h, w, h)
    assert page_count(path) == 1 + len(tiling.tiles)
    dpi = 200

    def px(image: QImage, x: float, y: float) -> QColor:
        return QColor(image.pixel(round(x / 25.4 * dpi), round(y / 25.4 * dpi)))

    for n, tile in enumerate(tiling.tiles[:4], start=1):
        image = render(path, n, dpi)
        right, bottom = MARGIN + tile.w, MARGIN + tile.h
        for x in (MARGIN, right):  # crop marks run out of the corners, in the margin
            for y in (MARGIN - 4, bottom + 4):
                assert px(image, x, y).lightness() < 140, (tile.name, x, y)
        for y in (MARGIN, bottom):
            for x in (MARGIN - 4, right + 4):
                assert px(image, x, y).lightness() < 140, (tile.name, x, y)
        assert px(image, MARGIN / 2, h / 2).lightness() > 250  # no map in the margin
        points = alignment_points(tiling, tile)
        assert points
        for mx, my in points:  # each mark's cross: red at its centre
            c = px(image, MARGIN + mx - tile.x, MARGIN + my - tile.y)
            assert c.red() > 150 and c.green() < 100 and c.blue() < 100, (tile.name, mx, my)


def _page_text(path: Path, index: int) -> str:
    import pypdfium2 as pdfium

    return str(pdfium.PdfDocument(str(path))[index].get_textpage().get_text_range())


def test_levels_labels_and_a_games_building_damage_are_printed(tmp_path: Path) -> None:
    """The words in a hex as the map window writes them: its label, its level (L2), and a
    building's kind, CF left and height (M25/2 for a medium building of CF 40 that took
    15)."""
    town = replace(board(), levels={Hex.from_label("0102"): 2},
                   buildings={Hex.from_label("0101"): Building(BuildingClass.MEDIUM, 40, 2)},
                   terrain={Hex.from_label("0101"): Terrain.BUILDING})
    w, h = paper_mm("a4")
    path = tmp_path / "town.pdf"
    export_pdf(path, map_pages(town, 31.75, w, h), "a4")
    words = _page_text(path, 1).split()
    assert {"0101", "0102", "0201", "L2", "M40/2"} <= set(words)
    export_pdf(path, map_pages(town, 31.75, w, h, damage={Hex.from_label("0101"): 15}), "a4")
    assert "M25/2" in _page_text(path, 1).split()
