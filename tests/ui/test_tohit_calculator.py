"""The referee's to-hit calculator (Edit ▸ To-Hit Calculator), driven through its widgets:
every terrain a target can stand in, and the modifiers the game plays — an attacker that
jumped or is prone, a prone or immobile target, partial cover from a rise or water, and the attacker's
sensor and arm actuator hits.  Numbers are the rule tables' own (attack_modifiers.yaml,
physical_attacks.yaml, buildings.yaml, critical_hits.yaml)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot
from test_play_ui import show_active

from btdesk.model.board import Terrain
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow
from btdesk.ui.referee_tools import ToHitCalculator


def _open(qtbot: QtBot) -> ToHitCalculator:
    w = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    action = next(a for a in w.findChildren(QAction) if a.text() == "&To-Hit Calculator…")
    action.trigger()
    dialog = w.calculator
    assert dialog.isVisible()
    return dialog


def _lines(dialog: ToHitCalculator) -> list[str]:
    return dialog.verdict.text().split("<br>")


def _total(dialog: ToHitCalculator) -> int:
    verdict = _lines(dialog)[-1]
    return int(verdict.split("= ")[1].split("<")[0].split(":")[0])


@pytest.mark.parametrize("terrain", list(Terrain))
def test_every_terrain_the_target_stands_in(terrain: Terrain, qtbot: QtBot) -> None:
    """Every terrain the target may stand in gives its modifier and a fresh result (the
    combo box gives a str enum back as a plain string, read back as the enum)."""
    dialog = _open(qtbot)
    before = dialog.verdict.text()
    dialog.terrain.setCurrentIndex(list(Terrain).index(terrain))
    rule = dialog.rules.terrain[terrain]
    if rule.target_in:
        assert f"Target in {terrain.display_name.lower()} {rule.target_in:+d}" in _lines(dialog)
        assert dialog.verdict.text() != before
    assert _total(dialog) == 4 + rule.target_in  # gunnery 4, short range, stood still


def test_the_modifiers_the_game_plays(qtbot: QtBot) -> None:
    dialog = _open(qtbot)
    rules = dialog.rules
    dialog.attacker.setCurrentText("Jumped")
    assert "Attacker jumped +3" in _lines(dialog)
    dialog.attacker.setCurrentText("Stood still")
    dialog.moved.setValue(3)
    dialog.target_jumped.setChecked(True)
    assert f"Target jumped {rules.attack_modifiers.target_jumped:+d}" in _lines(dialog)
    assert _total(dialog) == 4 + 1 + 1
    # Fall (QSR): "Attacks on a prone target: −2 from an adjacent hex, +1 otherwise."
    dialog.prone.setCurrentIndex(1)
    assert "Target prone, adjacent -2" in _lines(dialog)
    dialog.prone.setCurrentIndex(2)
    assert "Target prone +1" in _lines(dialog)
    dialog.prone.setCurrentIndex(0)
    # Total Warfare's Immobile Target modifier, in place of the target's movement.
    dialog.immobile.setChecked(True)
    assert not dialog.moved.isEnabled() and not dialog.target_jumped.isEnabled()
    assert "Immobile target (shut down or unconscious) -4" in _lines(dialog)
    assert not any(line.startswith("Target moved") for line in _lines(dialog))
    assert _total(dialog) == 0
    dialog.immobile.setChecked(False)
    # Partial cover from levels or water, as the line of sight finds it.
    dialog.terrain_cover.setCurrentIndex(1)
    assert f"Partial cover (a level-1 rise) {rules.ground.partial_cover:+d}" in _lines(dialog)
    dialog.terrain_cover.setCurrentIndex(2)
    assert f"Partial cover (depth 1 water) {rules.ground.partial_cover:+d}" in _lines(dialog)
    dialog.terrain_cover.setCurrentIndex(0)
    # The attacker's critical hits (Total Warfare Critical Hit Effects).
    crits = rules.criticals
    assert crits is not None
    base = _total(dialog)
    dialog.sensors.setChecked(True)
    dialog.actuators.setValue(2)
    assert "Sensors hit +2" in _lines(dialog)
    assert f"Arm actuator hit {2 * crits.arm_actuator_to_hit:+d}" in _lines(dialog)
    dialog.shoulder.setChecked(True)  # the shoulder stands for the arm's actuators
    assert not dialog.actuators.isEnabled()
    assert f"Shoulder hit {crits.shoulder_to_hit:+d}" in _lines(dialog)
    assert not any(line.startswith("Arm actuator") for line in _lines(dialog))
    assert _total(dialog) == base + crits.sensors_to_hit + crits.shoulder_to_hit


def test_a_prone_attacker_as_the_game_plays_it(qtbot: QtBot) -> None:
    """physical_attacks.yaml, Total Warfare's prone modifiers for "any attack (weapon or
    physical)": the engine adds a prone attacker's +2 to its weapon fire, and so does the
    calculator, beside a prone target's modifier."""
    dialog = _open(qtbot)
    physical = dialog.rules.physical
    base = _total(dialog)
    dialog.attacker_prone.setChecked(True)
    assert f"Attacker prone {physical.prone_attacker:+d}" in _lines(dialog)
    dialog.prone.setCurrentIndex(1)
    assert f"Target prone, adjacent {physical.prone_target_adjacent:+d}" in _lines(dialog)
    assert _total(dialog) == base + physical.prone_attacker + physical.prone_target_adjacent
