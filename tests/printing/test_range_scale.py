"""Weapon ranges at table scale on printed sheets (issue 20: "as MegaMekLab does"), for
a referee measuring with a tape beside miniatures: 2 inches a hex, or 5 cm."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest

from btdesk.printing.record_sheet import RANGE_SCALES, _distance


def test_distances() -> None:
    assert _distance(21, RANGE_SCALES["inches"]) == '21 (42")'
    assert _distance(3, RANGE_SCALES["cm"]) == "3 (15)"


def _text(path: Path) -> str:
    document = pdfium.PdfDocument(str(path))
    page = document[0].get_textpage()
    return str(page.get_text_range())


@pytest.mark.parametrize(("ranges", "expected", "absent"), [
    ("inches", ['Sht (in)', '10 (20")', '15 (30")', "ranges at Total Warfare's miniature scale, 2 inches a hex"], []),
    ("cm", ["Lng (cm)", "15 (75)"], ['(30")']),
    ("hexes", ["Sht", "15"], ["(in)", "(cm)", "(30"]),
])
def test_print_ranges_option(tmp_path: Path, ranges: str, expected: list[str],
                             absent: list[str]) -> None:
    from btdesk.cli import main

    out = tmp_path / "sheet.pdf"
    assert main(["print", "--sheet", "enf-4r-enforcer", "--ranges", ranges, "--out",
                 str(out)]) == 0
    text = _text(out)
    for part in expected:
        assert part in text
    for part in absent:
        assert part not in text


def test_the_menu_choice_reaches_the_printed_pages(qtbot: object) -> None:
    from btdesk.session.game import Session
    from btdesk.ui.app import application
    from btdesk.ui.main_window import MainWindow

    application()
    window = MainWindow(Session.from_scenario("green"))
    window.range_actions["table"].trigger()
    assert window.range_scale() == "table"
    assert window.range_actions["table"].isChecked()
    assert not window.range_actions["hexes"].isChecked()
    window.set_range_scale("hexes")
    window.mark_saved()
    window.close()
