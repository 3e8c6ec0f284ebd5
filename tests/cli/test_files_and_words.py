"""Files and words a new user meets in the first hour: each through the real ``btdesk``
command (or the real reader), as a user would meet it."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from support import ROOT

from btdesk.io.errors import DataError
from btdesk.io.scenarios import builtin_scenarios
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow


def run_cli(*args: str, user: Path, umask: int | None = None
            ) -> subprocess.CompletedProcess[str]:
    def child() -> None:
        if umask is not None:
            os.umask(umask)

    return subprocess.run([sys.executable, "-m", "btdesk", *args], capture_output=True,
                          text=True, timeout=120, cwd=ROOT, preexec_fn=child,
                          env={**os.environ, "BTDESK_USER_DIR": str(user),
                               "QT_QPA_PLATFORM": "offscreen"})


# --- btdesk --help --------------------------------------------------------------------------

def test_help_lists_every_built_in_scenario(tmp_path: Path) -> None:
    out = " ".join(run_cli("--help", user=tmp_path).stdout.split())
    names = builtin_scenarios()
    assert len(names) >= 6
    for name in names:
        assert name in out.replace("- ", "-"), name


# --- exported PDFs take the umask, as saves do ---------------------------------------------

def test_exported_pdf_follows_the_umask(tmp_path: Path) -> None:
    out = tmp_path / "hex.pdf"
    done = run_cli("print", "--template", "close-assault", "--out", str(out),
                   user=tmp_path / "user", umask=0o022)
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    out.chmod(0o640)  # a file the user made group-readable keeps that
    again = run_cli("print", "--template", "close-assault", "--out", str(out),
                    user=tmp_path / "user", umask=0o022)
    assert again.returncode == 0, again.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o640


# --- a file that is not a save ------------------------------------------------------------

def test_a_text_or_binary_file_is_not_a_save(tmp_path: Path) -> None:
    letter = tmp_path / "letter.txt"
    letter.write_text("Dear referee,\nhere are the rules we agreed.\n")
    picture = tmp_path / "map.btdesk.yaml"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(range(256)) * 4)
    other = tmp_path / "other.yaml"
    other.write_text("name: my notes\nturns: [1, 2, 3]\n")
    for path in (letter, picture, other):
        done = run_cli("check", str(path), user=tmp_path / "user")
        assert done.returncode != 0
        assert "not a btdesk save" in done.stderr, done.stderr
        assert "cut short" not in done.stderr
        assert "Traceback" not in done.stderr


def test_a_save_cut_short_is_still_called_cut_short(tmp_path: Path) -> None:
    whole = (ROOT / "tests" / "fixtures" / "save-v0.btdesk.yaml").read_bytes()
    cut = tmp_path / "cut.btdesk.yaml"
    cut.write_bytes(whole[: len(whole) // 2])
    done = run_cli("check", str(cut), user=tmp_path / "user")
    assert done.returncode != 0 and "cut short" in done.stderr, done.stderr


# --- an unquoted hex label ----------------------------------------------------------------

def test_an_unquoted_hex_label_asks_for_quotes(tmp_path: Path) -> None:
    green = (ROOT / "resources" / "scenarios" / "green.yaml").read_text(encoding="utf-8")
    assert 'at: "0815"' in green
    scenario = tmp_path / "octal.yaml"
    scenario.write_text(green.replace('at: "0815"', "at: 0707"), encoding="utf-8")
    done = run_cli("--scenario", str(scenario), "--smoke", user=tmp_path / "user")
    assert done.returncode != 0
    assert 'a hex label must be quoted (at: "0707")' in done.stderr, done.stderr
    assert "455" in done.stderr and "Traceback" not in done.stderr

    river = (ROOT / "resources" / "maps" / "river-town.yaml").read_text(encoding="utf-8")
    assert '"1109": {depth: 0}' in river
    board = tmp_path / "bare.yaml"
    board.write_text(river.replace('"1109": {depth: 0}', "1107: {depth: 0}"),
                     encoding="utf-8")
    checked = run_cli("maps", str(board), user=tmp_path / "user")
    assert checked.returncode != 0
    assert 'a hex label must be quoted ("1107"' in checked.stdout + checked.stderr


# --- MegaMek's older .mtf header ----------------------------------------------------------

def test_an_mtf_with_the_older_header_imports(tmp_path: Path) -> None:
    """MegaMek's MtfFile (readLines) reads the two lines after ``Version:`` as chassis and
    model when they have no key ("Reading the version, chassis and model as the first three
    lines without header is kept for backward compatibility")."""
    modern = (ROOT / "tests" / "fixtures" / "mtf" / "hbk-4g.mtf").read_text(encoding="utf-8")
    assert "chassis:Hunchback\nmodel:HBK-4G\n" in modern
    old = tmp_path / "old.mtf"
    old.write_text(modern.replace("chassis:Hunchback\nmodel:HBK-4G\n",
                                  "Hunchback\nHBK-4G\n"), encoding="utf-8")
    done = run_cli("import", str(old), "--out", str(tmp_path / "out"), user=tmp_path / "user")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "HBK-4G Hunchback, 50 t" in done.stdout
    assert (tmp_path / "out" / "hbk-4g-hunchback.yaml").is_file()


# --- a scenario file's game on another map; a scenario naming a user map ------------------

def _scenario_file(folder: Path, map_line: str = "map: default") -> Path:
    green = (ROOT / "resources" / "scenarios" / "green.yaml").read_text(encoding="utf-8")
    assert "\nmap: default\n" in green
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "my-scenario.yaml"
    path.write_text(green.replace("\nmap: default\n", f"\n{map_line}\n"), encoding="utf-8")
    return path


def test_play_on_this_map_from_a_scenario_file_game(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Map editor ▸ Play a Game on This Map, in a game started from a scenario file: the
    new game has that scenario's sides on the saved map (the file's name is no built-in
    scenario's)."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda *a, **k: warnings.append(str(a[2])))
    window = MainWindow(Session.from_scenario(_scenario_file(tmp_path / "scenarios")))
    qtbot.addWidget(window)
    editor = window.edit_map()
    qtbot.addWidget(editor)
    editor.path = tmp_path / "edited.yaml"
    editor.play()
    assert not warnings, warnings
    assert window.session.scenario.title == "Green Training Scenario"
    assert window.session.free_deployment
    assert window.session.source.map_display.endswith("edited.yaml")


def test_a_scenario_names_a_map_beside_it_or_among_the_users_maps(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    default = (ROOT / "resources" / "maps" / "default.yaml").read_text(encoding="utf-8")
    assert "\nname: Quick-Start Training Ground\n" in default
    river = default.replace("\nname: Quick-Start Training Ground\n", "\nname: My Ground\n")
    beside = _scenario_file(tmp_path / "mine", "map: boards/town.yaml")
    (tmp_path / "mine" / "boards").mkdir()
    (tmp_path / "mine" / "boards" / "town.yaml").write_text(river, encoding="utf-8")
    assert Session.from_scenario(beside).initial.board.name == "My Ground"

    (tmp_path / "user" / "maps").mkdir(parents=True)
    (tmp_path / "user" / "maps" / "my-town.yaml").write_text(river, encoding="utf-8")
    named = _scenario_file(tmp_path / "other", "map: my-town")
    assert Session.from_scenario(named).initial.board.name == "My Ground"

    missing = _scenario_file(tmp_path / "third", "map: nowhere.yaml")
    with pytest.raises(DataError, match=r"no map file .*nowhere\.yaml"):
        Session.from_scenario(missing)


# --- a printed sheet's footer names its game and moment -----------------------------------

def test_printed_footer_names_game_turn_and_phase(
        tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from btdesk.cli import main
    from btdesk.model.commands import RollInitiative
    from btdesk.printing import record_sheet
    from btdesk.session.persist import save_session

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    session = Session.from_scenario("green", seed=1)
    session.submit(RollInitiative())
    save = tmp_path / "night-raid.btdesk.yaml"
    save_session(session, save)
    painted: list[str] = []
    real = record_sheet.text

    def spy(painter: object, x: float, y: float, w: float, h: float, words: str,
            *args: object, **kwargs: object) -> None:
        painted.append(words)
        real(painter, x, y, w, h, words, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(record_sheet, "text", spy)
    out = tmp_path / "game.pdf"
    assert main(["print", "--out", str(out), "--game", str(save), "--sheet", "attacker-1"]) == 0
    footer = next(w for w in painted if w.startswith("btdesk "))
    state = session.state
    phase = state.phase.value.replace("_", " ")
    assert f"night-raid.btdesk.yaml, turn {state.turn}, {phase} phase" in footer, footer
    assert "damage as of" in footer

    # The window's export names the game by its file, or its scenario before a save.
    from PySide6.QtGui import QImage, QPainter
    window = MainWindow(session)
    image = QImage(200, 280, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painted.clear()
    window.sheet_pages(uid="attacker-1")[0](painter, 216.0, 279.0)
    painter.end()
    window.close()
    footer = next(w for w in painted if w.startswith("btdesk "))
    assert f"Green Training Scenario, turn {state.turn}, {phase} phase" in footer, footer


def test_the_readme_says_to_make_a_venv_and_names_every_scenario() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    install = text[text.index("## Install and run"):]
    install = install[:install.index("\n## ", 5)]
    assert install.index("python3 -m venv") < install.index("pip install .")
    assert "Debian" in install and "Ubuntu" in install
    for name in builtin_scenarios():
        assert name in install.lower(), name
