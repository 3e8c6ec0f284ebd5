"""What a player reads names the source documents by title (*BattleTech Quick-Start
Rules*, *BattleTechnology* #6 0204-B *Close Assault*, *Total Warfare*, the *Combat HQ*
house rules, the M42 Project's *Moving Infantry*), never by the project's file numbers
("seed 003"): the files are named in docs/ only (``docs/sources.md``)."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel
from pytestqt.qtbot import QtBot
from support import ROOT

from btdesk.io.resources import builtin_scenarios
from btdesk.model.sources import TITLES, name_sources
from btdesk.session.game import Session
from btdesk.ui.dialogs import NewGameDialog
from btdesk.ui.main_window import MainWindow

SEED = re.compile(r"seed\s*0\d\d|seeds/0\d\d_", re.IGNORECASE)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of string expressions standing alone (docstrings): read by developers."""
    return {id(n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)
            and isinstance(n.value.value, str)}


def _literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def _user_facing_files() -> list[Path]:
    """The UI, the command line, and the rules and readers whose refusals, modifier names
    and module names reach the screen (every string literal but docstrings)."""
    return sorted(p for p in (ROOT / "btdesk").rglob("*.py") if p.name != "sources.py")


def test_no_string_literal_names_a_seed_file() -> None:
    found = [f"{p.relative_to(ROOT)}:{line}: {text[:70]!r}"
             for p in _user_facing_files() for line, text in _literals(p)
             if re.search(r"seed\s*0\d\d", text, re.IGNORECASE)]
    assert not found, "\n".join(found)


def test_the_scan_sees_ui_and_cli() -> None:
    files = {p.relative_to(ROOT).as_posix() for p in _user_facing_files()}
    assert "btdesk/cli.py" in files and "btdesk/ui/module_panels.py" in files
    assert "btdesk/model/modules.py" in files


def test_readme_names_documents_by_title() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert not SEED.search(text)
    assert "Combat HQ" in text and "Moving Infantry" in text


def test_help_names_documents_by_title() -> None:
    out = subprocess.run([sys.executable, "-m", "btdesk", "--help"], capture_output=True,
                         text=True, timeout=60, check=True).stdout
    assert not SEED.search(out)
    flat = " ".join(out.split())
    assert "Combat HQ house rules" in flat and "Moving Infantry" in flat


def test_new_game_dialog_names_documents_by_title(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    texts: list[str] = []
    for w in dialog.findChildren(QAbstractButton):
        texts += [w.text(), w.toolTip()]
    for label in dialog.findChildren(QLabel):
        texts.append(label.text())
    for combo in dialog.findChildren(QComboBox):
        texts += [combo.itemText(i) for i in range(combo.count())]
    assert not [t for t in texts if SEED.search(t)]
    assert any("Combat HQ" in t for t in texts)


@pytest.mark.parametrize("key", builtin_scenarios())
def test_game_options_name_the_scenario_source_by_title(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    window = MainWindow(Session.from_scenario(key, options=("tw_infantry",)))
    qtbot.addWidget(window)
    text = window.game_options_text()
    assert not SEED.search(text), text
    if key in ("green", "veteran", "elite"):
        assert "BattleTech Quick-Start Rules" in text


def test_name_sources_maps_every_file_and_number() -> None:
    assert name_sources("seeds/002_a646f8aef8bc0466.txt, GREEN") == \
        "BattleTech Quick-Start Rules, GREEN"
    assert name_sources("by seed 004") == "by the M42 Project's Moving Infantry"
    assert set(TITLES) == {"000", "001", "002", "003", "004"}


def test_rule_tables_and_scenarios_show_no_seed_numbers() -> None:
    """Every text value of the built-in rule tables, scenarios, maps and sheets (their hints,
    names and sources reach the screen); comments are for developers and may cite files."""
    import yaml

    def texts(value: object) -> list[str]:
        if isinstance(value, str):
            return [value]
        if isinstance(value, dict):
            return [t for k, v in value.items() for t in texts(k) + texts(v)]
        if isinstance(value, list):
            return [t for v in value for t in texts(v)]
        return []

    folders = [ROOT / "resources" / "rules", ROOT / "resources" / "scenarios",
               ROOT / "resources" / "maps", ROOT / "sheets"]
    found = [f"{path.name}: {text[:60]!r}" for folder in folders
             for path in sorted(folder.glob("*.yaml"))
             for text in texts(yaml.safe_load(path.read_text(encoding="utf-8")))
             if re.search(r"seed\s*0\d\d", text, re.IGNORECASE)]
    assert not found, "\n".join(found)
