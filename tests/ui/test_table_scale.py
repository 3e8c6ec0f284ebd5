"""One table scale per game, used wherever a distance reaches the table of miniatures:
the ruler, printed weapon ranges, the Close Assault template and the multi-model table
all read the same one, named in Game Options.

A game keeps its scale with its options (saved, replayed, checksummed): *Total Warfare*'s
miniature scale, 2 inches a hex (or 5 cm), the Close Assault variant's 12 cm ("the
30-meter hex measures 12 centimeters across"), or the user's own.  A game that names none
gets 12 cm with Close Assault or multi-model infantry (their distances were written for
it, and their saves made before the choice play on unchanged) and 2 inches otherwise.
"""

from __future__ import annotations

import math
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot
from support import ROOT
from test_play_ui import show_active

from btdesk.hexgrid import Hex
from btdesk.model.table_scale import (
    CLOSE_ASSAULT_SCALE,
    TW_CM,
    TW_INCHES,
    custom,
    scale_option,
    table_scale,
)
from btdesk.rules.modules import multi_model as mm
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session
from btdesk.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def _pdf_text(path: Path) -> str:
    document = pdfium.PdfDocument(str(path))
    return "".join(str(page.get_textpage().get_text_range()) for page in document)


def test_the_scale_is_kept_with_the_game(tmp_path: Path) -> None:
    session = Session.from_scenario("green", seed=3, options=[scale_option(TW_CM)])
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)
    assert "table_scale=tw-cm" in path.read_text(encoding="utf-8")
    assert table_scale(open_session(path).options) == TW_CM


def test_older_saves_open_with_the_default_their_rules_suit() -> None:
    """A save from before the choice names no scale: a Close Assault game keeps its 12 cm
    (what its template and ruler used), a plain game gets Total Warfare's 2 inches."""
    old = open_session(ROOT / "tests" / "fixtures" / "save-close-assault-4.btdesk.yaml")
    assert table_scale(old.options) == CLOSE_ASSAULT_SCALE
    assert table_scale(Session.from_scenario("green", seed=1).options) == TW_INCHES


def test_new_game_offers_the_scale_and_game_options_name_it(qtbot: QtBot) -> None:
    from btdesk.ui.dialogs import NewGameDialog

    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    dialog = NewGameDialog(w)
    dialog.table_scale.setCurrentIndex(dialog.table_scale.findData("custom-cm"))
    assert dialog.own_size.isEnabled()
    dialog.own_size.setValue(7.5)
    w.start_game(*dialog.choice())
    assert table_scale(w.session.options) == custom(75, "cm")
    text = w.game_options_text()
    assert "Table scale: your own scale, 7.5 cm a hex" in text
    assert "table_scale=" not in text  # the option's key is not shown as a rule


@pytest.mark.parametrize("unit", ["cm", "in"])
def test_every_own_size_new_game_offers_is_a_scale(unit: str, qtbot: QtBot) -> None:
    """The largest and smallest own size the New Game dialog lets a player type is a scale
    the game plays (table_scale.parse takes 5 to 1000 mm a hex), not an option it drops
    for the default."""
    from btdesk.ui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.table_scale.setCurrentIndex(dialog.table_scale.findData(f"custom-{unit}"))
    for size in (dialog.own_size.minimum(), dialog.own_size.maximum()):
        dialog.own_size.setValue(size)
        chosen = dialog.chosen_scale()
        assert chosen is not None
        assert table_scale(dialog.choice()[2]) == chosen, (size, unit)


def test_the_ruler_measures_between_any_two_points_in_inches_and_cm(qtbot: QtBot) -> None:
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    layout = w.scene.layout
    a = QPointF(*layout.center(Hex.from_label("0808")))
    w.ruler_action.setChecked(True)
    w.view.pointClicked.emit(a)
    # Half a hex short of 0812, off any hex centre: 3.5 hexes.
    b = QPointF(a.x(), a.y() + 3.5 * layout.height)
    w.view.pointHovered.emit(b)
    message = w.statusBar().currentMessage()
    assert message.startswith("Ruler 0808 → 0812: 3.5 hexes = 105 m = 7\" (17.8 cm)")
    assert "Total Warfare's miniature scale, 2 inches a hex" in message
    assert w.controller.selected is None  # ruler clicks select nothing


def test_the_ruler_s_second_click_keeps_the_reading(qtbot: QtBot) -> None:
    """"Click a point, then point": a user who clicked the second point (as most will)
    started a new measurement there, and the reading became "0 hexes"."""
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    layout = w.scene.layout
    a = QPointF(*layout.center(Hex.from_label("0808")))
    b = QPointF(*layout.center(Hex.from_label("0812")))
    w.ruler_action.setChecked(True)
    w.view.pointClicked.emit(a)
    w.view.pointHovered.emit(b)
    w.view.pointClicked.emit(b)  # the second end
    held = w.statusBar().currentMessage()
    assert held.startswith("Ruler 0808 → 0812: 4 hexes")
    w.view.pointHovered.emit(a)  # the mouse moves on: the reading stays
    assert w.statusBar().currentMessage() == held
    w.view.pointClicked.emit(a)  # a third click measures from there
    w.view.pointHovered.emit(b)
    assert w.statusBar().currentMessage().startswith("Ruler 0808 → 0812: 4 hexes")
    w.view.pointHovered.emit(QPointF(*layout.center(Hex.from_label("0810"))))
    assert w.statusBar().currentMessage().startswith("Ruler 0808 → 0810: 2 hexes")


def test_a_referee_game_at_12_cm_measures_in_cm(qtbot: QtBot) -> None:
    session = Session.from_scenario("green", seed=1, options=[scale_option(CLOSE_ASSAULT_SCALE)])
    w = show_active(qtbot, MainWindow(session))
    layout = w.scene.layout
    a = QPointF(*layout.center(Hex.from_label("0808")))
    w.ruler_action.setChecked(True)
    w.view.pointClicked.emit(a)
    w.view.pointHovered.emit(QPointF(a.x(), a.y() + 4 * layout.height))
    assert "4 hexes = 120 m = 48 cm (18.9\")" in w.statusBar().currentMessage()


def test_printed_ranges_and_the_template_use_the_games_scale(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    from btdesk.printing.pages import export_pdf

    session = Session.from_scenario("green", seed=1, options=[scale_option(TW_CM)])
    w = show_active(qtbot, MainWindow(session))
    w.set_range_scale("table")
    out = tmp_path / "sheets.pdf"
    export_pdf(out, w.sheet_pages(), "a4", "sheets")
    text = _pdf_text(out)
    assert "Lng (cm)" in text and "ranges at Total Warfare's miniature scale, 5 cm a hex" in text
    save = tmp_path / "g.btdesk.yaml"
    save_session(session, save)
    from btdesk.cli import main

    hex_pdf = tmp_path / "hex.pdf"
    assert main(["print", "--template", "close-assault", "--game", str(save),
                 "--out", str(hex_pdf)]) == 0
    assert "the 30 m hex is 5 cm across flats" in _pdf_text(hex_pdf)
    ranges_pdf = tmp_path / "ranges.pdf"
    assert main(["print", "--game", str(save), "--ranges", "table",
                 "--out", str(ranges_pdf)]) == 0
    assert "5 cm a hex" in _pdf_text(ranges_pdf)


def test_the_multi_model_table_is_at_the_games_scale() -> None:
    default = Session.from_scenario("elite", seed=1, options=["close_assault", "multi_model"])
    assert mm.table_layout(default.state).height == pytest.approx(120.0)
    inches = Session.from_scenario("elite", seed=1, options=[
        "close_assault", "multi_model", scale_option(TW_INCHES)])
    assert mm.table_layout(inches.state).height == pytest.approx(2 * 25.4)
    assert math.isclose(TW_INCHES.per_hex, 2.0)


def test_btdesk_starts_a_game_at_a_table_scale(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from btdesk import cli
    from btdesk.ui import app

    started: dict[str, object] = {}
    monkeypatch.setattr(app, "run", lambda *a, **k: started.update(k) or 0)
    assert cli.main(["--scenario", "green", "--table-scale", "custom-75mm-cm"]) == 0
    options = started["options"]
    assert isinstance(options, tuple) and table_scale(options) == custom(75, "cm")
    assert cli.main(["--scenario", "green", "--table-scale", "huge\x1b[2J"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--table-scale: 'huge\\x1b[2J' is not a scale" in err


def test_an_earlier_choice_of_printed_inches_is_kept_as_the_table_scale(qtbot: QtBot) -> None:
    from PySide6.QtCore import QSettings

    QSettings().setValue("ranges", "inches")
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    assert w.range_scale() == "table" and w.range_actions["table"].isChecked()
