"""New Game takes a scenario's own rule options (its ``options:``, as the force builder
writes them) as its choices when the scenario is picked; what the player chooses after
that is what the game plays."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import ROOT

from btdesk.io import resources
from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, PHYSICAL_ATTACKS
from btdesk.ui import dialogs


def test_new_game_starts_from_the_scenarios_own_options(
        qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    green = (ROOT / "resources" / "scenarios" / "green.yaml").read_text()
    (folder / "green.yaml").write_text(green)
    (folder / "mine.yaml").write_text(green + "options: [close_assault, infantry_ambush]\n")
    monkeypatch.setattr(resources, "scenarios_dir", lambda: folder)
    monkeypatch.setattr(dialogs, "builtin_scenarios", lambda: ["green", "mine"])
    dialog = dialogs.NewGameDialog()
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.choice() == ("green", False, ("quick_start",))
    dialog.scenario.setCurrentIndex(dialog.scenario.findData("mine"))
    assert dialog.close_combat.currentData() == CLOSE_ASSAULT and dialog.ambush.isChecked()
    assert dialog.choice()[2] == (CLOSE_ASSAULT, AMBUSH)
    dialog.close_combat.setCurrentIndex(dialog.close_combat.findData(PHYSICAL_ATTACKS))
    assert dialog.choice()[2] == (PHYSICAL_ATTACKS,)  # the player's choice wins
    dialog.scenario.setCurrentIndex(dialog.scenario.findData("green"))
    assert dialog.choice()[2] == ("quick_start",)


def test_data_problems_says_a_game_reads_only_its_own_sheets(
        qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken sheet of the user's that the game does not use is no problem of the game's
    (tests/session/test_game_sheets.py); the dialog says where such sheets are listed."""
    from btdesk.session.game import Session
    from btdesk.ui import window_menus
    from btdesk.ui.main_window import MainWindow

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    (tmp_path / "user" / "sheets").mkdir(parents=True)
    (tmp_path / "user" / "sheets" / "broken.yaml").write_text("format: nonsense\n")
    window = MainWindow(Session.from_scenario("green", seed=1))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    shown: list[str] = []
    monkeypatch.setattr(window_menus.QMessageBox, "information",
                        lambda parent, title, text: shown.append(text))
    window._show_notices()
    assert shown == ["Every data file this game uses loaded.\n\nA game reads only the "
                     "record sheets it uses: 'btdesk sheets' lists every sheet of yours "
                     "that is refused, with why."]
