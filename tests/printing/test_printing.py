"""Printing: record sheets blank or damaged, and the Close Assault Hex template at the seed's
scale (seeds/000_7b64e9262a5995b9.txt, Optional Rules Variant 0204-B: "The standard scale is
set at 1 cm = 2.5 meters ... One 30-meter hex measures 12 centimeters across")."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pdfimage import page_count, page_size_mm, render
from PySide6.QtGui import QColor, QImage
from support import LIB, QUICK_START, TABLES, unit

from btdesk.cli import main
from btdesk.model.state import UnitState
from btdesk.printing.pages import export_pdf, sheet_page, template_page
from btdesk.printing.record_sheet import HEIGHT, WIDTH, sheet_layout
from btdesk.printing.template import hex_across_flats

ALL = QUICK_START


@pytest.fixture(autouse=True)
def _gui(qapp: object) -> None:
    """Fonts, and so any page with text, need a QGuiApplication."""


@pytest.mark.parametrize("key", ALL)
def test_one_circle_per_armor_point_and_none_ticked_when_blank(key: str) -> None:
    d = LIB.get(key)
    layout = sheet_layout(d, None)
    if d.kind.value in ("mech", "vehicle"):
        assert {b.location: len(b.circles) for b in layout.blocks} == dict(d.armor_circles)
    elif d.kind.value == "battle_armor":
        assert d.infantry is not None
        assert len(layout.blocks) == d.infantry.troopers
        for row in layout.blocks:
            assert len(row.circles) == d.infantry.armor_per_trooper + 1
            assert [c.shaded for c in row.circles] == [False] * d.infantry.armor_per_trooper + [True]
    else:
        assert d.infantry is not None and len(layout.boxes) == d.infantry.troopers
    assert not any(c.ticked for b in layout.blocks for c in b.circles)
    assert not any(s.ticked for s in layout.boxes)
    # Everything stays on the sheet.
    for b in layout.blocks:
        assert b.x >= 0 and b.x + b.w <= WIDTH and b.y + b.h <= HEIGHT - 5


def test_damage_is_ticked_location_by_location() -> None:
    hbk = unit("h", "hbk-4g-hunchback", "blue", "0808", damage={"LA": 16, "LT": 5, "CT": 3},
               lost=frozenset({"LA"}))
    blocks = {b.location: b for b in sheet_layout(LIB.get("hbk-4g-hunchback"), hbk).blocks}
    assert {loc: sum(c.ticked for c in b.circles) for loc, b in blocks.items()} == {
        "H": 0, "LA": 16, "LT": 5, "CT": 3, "RT": 0, "RA": 0, "LL": 0, "RL": 0}
    assert blocks["LA"].destroyed and not blocks["LT"].destroyed


def test_infantry_damage_is_ticked() -> None:
    ba = unit("b", "infiltrator-mk-ii", "blue", "0808", trooper_damage=(7, 3, 0, 0))
    rows = sheet_layout(LIB.get("infiltrator-mk-ii"), ba).blocks
    assert [sum(c.ticked for c in r.circles) for r in rows] == [7, 3, 0, 0]
    assert [r.destroyed for r in rows] == [True, False, False, False]
    platoon = unit("p", "rifle-energy-motorized-platoon", "blue", "0808", troopers_lost=11)
    boxes = sheet_layout(LIB.get("rifle-energy-motorized-platoon"), platoon).boxes
    assert [s.ticked for s in boxes] == [True] * 11 + [False] * 17


def _pixel_dark(image: QImage, x_mm: float, y_mm: float, dpi: float) -> bool:
    colour = QColor(image.pixel(round(x_mm / 25.4 * dpi), round(y_mm / 25.4 * dpi)))
    return colour.lightness() < 90


def test_the_pdf_shows_exactly_the_ticked_circles(tmp_path: Path) -> None:
    """Rendered from the PDF: each ticked circle is dark at its centre, every other is not."""
    d = LIB.get("enf-4r-enforcer")
    enf = unit("e", "enf-4r-enforcer", "blue", "0808", damage={"RA": 14, "RT": 17, "CT": 4},
               lost=frozenset({"RA", "RT"}))
    path = tmp_path / "enf.pdf"
    export_pdf(path, [sheet_page(d, enf, TABLES)], "a4")
    dpi = 200
    image = render(path, 0, dpi)
    w, h = page_size_mm(path)
    ox, oy = (w - WIDTH) / 2, (h - HEIGHT) / 2
    dark = 0
    for block in sheet_layout(d, enf).blocks:
        for c in block.circles:
            is_dark = _pixel_dark(image, ox + c.x, oy + c.y, dpi)
            assert is_dark is c.ticked, (block.location, c)
            dark += is_dark
    assert dark == 14 + 17 + 4


def test_pages_and_paper_sizes(tmp_path: Path) -> None:
    pages = [sheet_page(LIB.get(k), None, TABLES) for k in ALL]
    export_pdf(tmp_path / "a4.pdf", pages, "a4")
    export_pdf(tmp_path / "letter.pdf", pages[:2], "letter")
    assert page_count(tmp_path / "a4.pdf") == len(ALL)
    assert page_size_mm(tmp_path / "a4.pdf") == pytest.approx((210.0, 297.0), abs=0.5)
    assert page_count(tmp_path / "letter.pdf") == 2
    assert page_size_mm(tmp_path / "letter.pdf") == pytest.approx((215.9, 279.4), abs=0.5)


def _outline_rows(image: QImage, column: int) -> list[int]:
    """Rows where the template's dark-red outer hex crosses ``column``."""
    rows = []
    for y in range(image.height()):
        c = QColor(image.pixel(column, y))
        if c.red() > 120 and c.green() < 70 and c.blue() < 70:
            rows.append(y)
    return rows


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_template_is_true_to_scale(tmp_path: Path, paper: str) -> None:
    """Measured in the rendered PDF: the outer 30 m hex is 120 mm ± 0.5 mm across flats."""
    path = tmp_path / "hex.pdf"
    export_pdf(path, [template_page(TABLES.close_assault)], paper)
    dpi = 300
    image = render(path, 0, dpi)
    rows = _outline_rows(image, image.width() // 2 - round(10 / 25.4 * dpi))  # 1 cm off centre
    top = [r for r in rows if r < rows[0] + 20]
    bottom = [r for r in rows if r > rows[-1] - 20]
    across = (sum(bottom) / len(bottom) - sum(top) / len(top)) / dpi * 25.4
    assert across == pytest.approx(120.0, abs=0.5)  # measured, not the code's intent
    assert hex_across_flats(TABLES.close_assault) == 120.0


def test_print_command(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                       monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "two.pdf"
    assert main(["print", "--out", str(out), "--sheet", "rommel-tank", "--sheet",
                 "cda-3ma-cicada", "--paper", "letter"]) == 0
    assert page_count(out) == 2 and capsys.readouterr().out.endswith("2 pages, LETTER\n")
    assert main(["print", "--out", str(tmp_path / "x.pdf"), "--sheet", "atlas"]) == 1
    assert "no record sheet named atlas" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_print_a_games_damage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from btdesk.session.game import Session
    from btdesk.session.persist import save_session

    session = Session.from_scenario("elite", seed=1)
    save = tmp_path / "g.btdesk.yaml"
    save_session(session, save)
    out = tmp_path / "game.pdf"
    assert main(["print", "--out", str(out), "--game", str(save)]) == 0
    assert page_count(out) == 8
    assert main(["print", "--out", str(out), "--game", str(save), "--sheet", "attacker-1"]) == 0
    assert page_count(out) == 1
    assert main(["print", "--out", str(out), "--game", str(save), "--side", "defender"]) == 0
    assert page_count(out) == 4


def test_a_destroyed_unit_is_stamped(tmp_path: Path) -> None:
    d = LIB.get("saladin-ultra")
    dead = replace(unit("s", "saladin-ultra", "blue", "0808"), destroyed=True,
                   damage={"F": 15}, lost=frozenset({"F"}))
    export_pdf(tmp_path / "dead.pdf", [sheet_page(d, dead, TABLES)], "a4")
    image = render(tmp_path / "dead.pdf", 0, 72)
    reds = sum(1 for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
               if (c := QColor(image.pixel(x, y))).red() > 150 and c.green() < 140)
    assert reds > 50


def _sheet_image(u: UnitState, fired: frozenset[int] = frozenset(), scale: float = 6.0) -> QImage:
    from PySide6.QtGui import QPainter

    from btdesk.printing.record_sheet import paint_record_sheet
    image = QImage(int(WIDTH * scale), int(HEIGHT * scale), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(scale, scale)
    paint_record_sheet(painter, LIB.get("hbk-4g-hunchback"), u, TABLES, fired)
    painter.end()
    return image


def _dark(image: QImage, x_mm: float, y_mm: float, scale: float = 6.0) -> bool:
    return image.pixelColor(int(x_mm * scale), int(y_mm * scale)).lightness() < 128


def test_the_mechwarrior_track_ticks_its_hits_under_the_consciousness_numbers() -> None:
    """rules-notes §5: six MechWarrior boxes, the consciousness roll each hit calls for
    (3, 5, 7, 10, 11) and the last one dead; the sheet ticks the hits taken."""
    from btdesk.printing.record_sheet import warrior_track
    hbk = replace(unit("h", "hbk-4g-hunchback", "blue", "0808"), pilot_hits=2)
    track = warrior_track(hbk, TABLES)
    assert [b.label for b in track] == ["3", "5", "7", "10", "11", "Dead"]
    assert [b.ticked for b in track] == [True, True, False, False, False, False]
    image = _sheet_image(hbk)
    centres = [(b.x + b.size / 2, b.y + b.size / 2) for b in track]
    assert [_dark(image, x, y) for x, y in centres] == [b.ticked for b in track]


def test_the_weapons_inventory_strikes_out_lost_weapons_and_dots_fired_ones() -> None:
    """A weapon destroyed with its location (the left-arm Medium Laser) or jammed (the
    Small Laser, instance 3) is struck through; one fired this turn (the Autocannon,
    instance 0) has a dot in the margin, on screen."""
    from btdesk.printing.record_sheet import WEAPON_ROW
    hbk = replace(unit("h", "hbk-4g-hunchback", "blue", "0808", damage={"LA": 16},
                       lost=frozenset({"LA"})), jammed=frozenset({3}))
    image = _sheet_image(hbk, fired=frozenset({0}))
    rows_y = [sheet_layout(LIB.get("hbk-4g-hunchback"), hbk).weapons_y + 9 + i * WEAPON_ROW + 2.2
              for i in range(4)]  # Autocannon 20 (RT), Medium Laser (LA), (RA), Small Laser
    # Between the Loc and Dmg columns there is no text: only a strike line is dark there.
    assert [_dark(image, 57, y) for y in rows_y] == [False, True, False, True]
    assert [_dark(image, 1.4, y) for y in rows_y] == [True, False, False, False]


def test_a_named_mechs_data_stays_above_its_mechwarrior_boxes() -> None:
    """A unit named in its scenario adds a "Unit:" line; a 'Mech's data box still ends
    at four lines (the tonnage joins the movement line), over its MechWarrior boxes."""
    from btdesk.printing.record_sheet import data_lines
    d = LIB.get("hbk-4g-hunchback")
    named = replace(unit("h", "hbk-4g-hunchback", "blue", "0808"), name="Kell's Hunchback")
    lines = data_lines(d, named, named.name, "Walking: 4    Running: 6")
    assert lines == ["Type: HBK-4G Hunchback", "Unit: Kell's Hunchback",
                     "Walking: 4    Running: 6    Tonnage: 50", "Gunnery: 4    Piloting: 5"]
    assert len(data_lines(d, None, d.name, "Walking: 4    Running: 6")) == 4
