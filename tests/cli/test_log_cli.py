"""``btdesk log``: a saved game's dice log as text or HTML, each roll with who made it,
the raw dice and what they were for (issue 48, *A dice record a referee can trust*)."""

from __future__ import annotations

import os
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from support import ROOT

TYPED = ROOT / "tests" / "fixtures" / "save-typed-dice.btdesk.yaml"
GENERATED = ROOT / "tests" / "fixtures" / "save-close-assault-4.btdesk.yaml"


def btdesk(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "btdesk", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "BTDESK_USER_DIR": str(tmp_path / "user")})


def test_the_log_as_text_says_who_made_each_roll(tmp_path: Path) -> None:
    done = btdesk(tmp_path, "log", str(TYPED))
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert lines[0] == "Dice log: Elite Training Scenario (save-typed-dice.btdesk.yaml)"
    assert "a referee types the dice rolled at the table" in lines[1]
    assert "rolls: 15 typed" in lines[2]
    rolls = [line for line in lines if line.startswith("  roll: ")]
    assert len(rolls) == 15 and all(line.endswith(" (typed)") for line in rolls)
    assert "  roll: initiative: Defender: 4 + 6 = 10 (typed)" in lines
    generated = btdesk(tmp_path, "log", str(GENERATED)).stdout
    assert "(generated)" in generated and "(typed)" not in generated


def test_the_shared_log_keeps_a_hidden_unit_secret_and_the_referees_tells_it(
        tmp_path: Path) -> None:
    shared = btdesk(tmp_path, "log", str(TYPED)).stdout
    referee = btdesk(tmp_path, "log", "--referee", str(TYPED)).stdout
    assert "Defender moves a hidden unit (secret)" in shared
    assert "Machine Gun (Motorized) Platoon" not in shared
    assert "(secret)" not in referee and "Machine Gun (Motorized) Platoon" in referee


class Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.cells: list[tuple[str, str]] = []  # (class, text)
        self._cls: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "td":
            self._cls = dict(attrs).get("class") or ""
            self.cells.append((self._cls, ""))

    def handle_data(self, data: str) -> None:
        if self._cls is not None:
            cls, text = self.cells[-1]
            self.cells[-1] = (cls, text + data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "td":
            self._cls = None


def test_the_log_as_html_is_a_table_of_rolls_with_everything_escaped(tmp_path: Path) -> None:
    out = tmp_path / "log.html"
    done = btdesk(tmp_path, "log", str(TYPED), "--html", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"{out}: the dice log of 24 commands and 15 rolls, HTML"
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>") and "&#x27;Mechs" in page
    assert "'Mechs" not in page  # every quote from the game is escaped
    cells = Cells()
    cells.feed(page)
    made = [text for cls, text in cells.cells if cls in ("typed", "generated")]
    dice = [text for cls, text in cells.cells if cls == "dice"]
    assert made == ["typed"] * 15 and dice[0] == "[4] [6]"
    # .html on --out is enough to ask for HTML
    again = tmp_path / "again.html"
    assert btdesk(tmp_path, "log", str(TYPED), "--out", str(again)).returncode == 0
    assert again.read_text() == page


@pytest.mark.parametrize("target", ["itself", "another save", "a folder"])
def test_the_log_is_never_written_over_a_save_or_a_folder(tmp_path: Path, target: str) -> None:
    game = tmp_path / "game.btdesk.yaml"
    game.write_bytes(TYPED.read_bytes())
    other = tmp_path / "other.btdesk.yaml"
    other.write_bytes(GENERATED.read_bytes())
    out = {"itself": game, "another save": other, "a folder": tmp_path}[target]
    done = btdesk(tmp_path, "log", str(game), "--out", str(out))
    assert done.returncode == 1 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and str(out) in done.stderr
    assert "Traceback" not in done.stderr
    assert game.read_bytes() == TYPED.read_bytes() and other.read_bytes() == GENERATED.read_bytes()


def test_a_text_log_replaces_an_old_log_whole(tmp_path: Path) -> None:
    out = tmp_path / "log.txt"
    out.write_text("an older log, much longer than the new one\n" * 1000)
    assert btdesk(tmp_path, "log", str(TYPED), "--out", str(out)).returncode == 0
    assert out.read_text() == btdesk(tmp_path, "log", str(TYPED)).stdout


@pytest.mark.parametrize(("content", "reason"), [
    (None, "No such file"),
    ("format: btdesk-game\nversion: 2\n", "cut short"),
    ("not a save at all\n", "not a btdesk save"),
])
def test_a_bad_file_is_one_line_naming_it(tmp_path: Path, content: str | None,
                                          reason: str) -> None:
    bad = tmp_path / "bad.btdesk.yaml"
    if content is not None:
        bad.write_text(content)
    done = btdesk(tmp_path, "log", str(bad))
    assert done.returncode == 1 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr
    assert str(bad) in done.stderr and reason in done.stderr
