"""A scenario file's own rule options (the ``options:`` the force builder writes) are a new
game's defaults when it is started with ``btdesk --scenario FILE``; the player's flags
win over them."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import ROOT

from btdesk import cli


def _scenario(tmp_path: Path, options: str) -> Path:
    text = (ROOT / "resources" / "scenarios" / "veteran.yaml").read_text()
    path = tmp_path / "mine.yaml"
    path.write_text(text + f"options: {options}\n")
    return path


def _options(monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[str, ...]:
    """The options ``btdesk ARGS`` would start its window with."""
    seen: list[tuple[str, ...]] = []
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr(cli, "_start_window",
                        lambda args, options, computer: seen.append(options) or 0)
    assert cli.main(list(args)) == 0
    return seen[0]


def test_a_scenarios_own_options_are_the_games_defaults(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = str(_scenario(tmp_path, "[close_assault, infantry_ambush, assault_orders]"))
    assert _options(monkeypatch, "--scenario", path) == (
        "assault_orders", "close_assault", "infantry_ambush")
    assert _options(monkeypatch, "--scenario", path, "--manual-dice") == (
        "assault_orders", "close_assault", "infantry_ambush", "manual_dice")


def test_the_players_close_combat_wins_with_what_rests_on_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = str(_scenario(tmp_path, "[close_assault, infantry_ambush, assault_orders, "
                                   "critical_hits]"))
    assert _options(monkeypatch, "--scenario", path, "--close-combat", "physical") == (
        "critical_hits", "physical_attacks")
    assert _options(monkeypatch, "--scenario", str(_scenario(tmp_path, "[close_assault]")),
                    "--close-combat", "none") == ("quick_start",)


def test_a_scenario_without_options_and_a_built_in_one_are_as_before(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _options(monkeypatch, "--scenario", "veteran") == ("quick_start",)
    assert _options(monkeypatch, "--scenario", str(_scenario(tmp_path, "[]"))) == (
        "quick_start",)
    assert _options(monkeypatch, "--scenario", "veteran", "--close-combat", "physical") == (
        "physical_attacks",)


def test_an_unknown_option_is_one_line_naming_the_file_and_key(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _scenario(tmp_path, "[close_assault, flying]")
    assert cli.main(["--scenario", str(path)]) == 1
    err = capsys.readouterr().err
    assert err == (f"btdesk: {path}: options[1]: no rule option named 'flying' (the force "
                   "builder writes the ones btdesk plays)\n")
