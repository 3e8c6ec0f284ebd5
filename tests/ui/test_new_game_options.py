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
