"""The table state in one PDF (issue 48): "one PDF of a game as it stands — map with
units, every sheet with its damage, the roster, the turn and phase, the Close Assault
hexes in play — from a save (btdesk print --game FILE --table) or the app"."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from pdfimage import page_count, page_size_mm, page_text
from support import ROOT, make_state, unit

from btdesk.printing.table_state import unit_state

GAME = ROOT / "tests" / "fixtures" / "save-typed-dice.btdesk.yaml"  # Close Assault in 1012
UNITS = ["HER-5SA Hermes II", "Rommel Tank (Gauss Variant)", "Infiltrator Mk II",
         "Machine Gun (Motorized) Platoon", "CDA-3MA Cicada", "Saladin (Ultra Variant)",
         "Rifle, Energy (Motorized) Platoon"]


def btdesk(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "btdesk", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=300,
                          env={**os.environ, "BTDESK_USER_DIR": str(tmp_path / "user")})


@pytest.fixture(scope="module")
def referee_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("table") / "table.pdf"
    done = btdesk(out.parent, "print", "--game", str(GAME), "--table", "--paper", "a4",
                  "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"{out}: 10 pages, A4"
    return out


def test_the_first_page_has_the_turn_the_phase_the_map_and_the_roster(referee_pdf: Path) -> None:
    first = " ".join(page_text(referee_pdf, 0).split())
    assert "Table state: save-typed-dice.btdesk.yaml" in first
    assert "Elite Training Scenario, turn 2, initiative phase. Initiative: not yet rolled " \
           "this turn." in first
    assert "A referee's print: 1 hidden unit printed, marked HIDDEN." in first
    assert "red hex: a Close Assault in play" in first
    assert "1012" in first and "0101" in first  # the map's hex labels
    for name in UNITS:
        assert name in first
    # the roster: hex, facing, what is left, the state in words
    assert "HER-5SA Hermes II BattleMech 1012 NE 105/111 armour in the Close Assault in " \
           "1012 (attacker)" in first
    assert "Saladin (Ultra Variant) Combat Vehicle 1012 SW 34/36 armour in the Close " \
           "Assault in 1012 (defender)" in first
    assert "Machine Gun (Motorized) Platoon Conventional Infantry 1315 - 28/28 troopers " \
           "HIDDEN in its hex's centre" in first


def test_each_close_assault_in_play_has_its_hex_with_its_units(referee_pdf: Path) -> None:
    """0204-B: "One 30-meter hex measures 12 centimeters across": the Close Assault Hex
    at the game's table scale, its units where they stand in it."""
    second = " ".join(page_text(referee_pdf, 1).split())
    assert "CLOSE ASSAULT HEX" in second and "12 cm across flats" in second
    assert "Close Assault in 1012" in second
    assert "1 HER-5SA Hermes II (attacker, entered) on 6 Saladin (Ultra Variant) (defender)" \
           in second
    assert "1 HER-5SA Hermes II: SW approach hex, facing NE, 2 MP left" in second
    assert "6 Saladin (Ultra Variant): centre, facing SW" in second
    assert "Resolution matrix" not in second  # the assault's words stand there instead


def test_every_sheet_follows_with_its_damage_on_paper_of_one_size(referee_pdf: Path) -> None:
    assert page_count(referee_pdf) == 2 + len(UNITS) + 1  # two Infiltrator squads
    sheets = [" ".join(page_text(referee_pdf, i).split()) for i in range(2, 10)]
    for name in UNITS:
        assert any(name in s for s in sheets), name
    assert all("turn 2, initiative phase" in s for s in sheets)  # the footer's moment
    for i in range(10):
        w, h = page_size_mm(referee_pdf, i)
        assert (round(w), round(h)) == (210, 297)


def test_one_sides_view_leaves_out_the_other_sides_hidden_unit(tmp_path: Path) -> None:
    out = tmp_path / "attacker.pdf"
    done = btdesk(tmp_path, "print", "--game", str(GAME), "--table", "--side", "attacker",
                  "--paper", "letter", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert page_count(out) == 9
    every = " ".join(" ".join(page_text(out, i).split()) for i in range(9))
    assert "Attacker's view: other sides' hidden units and secret tactics are not shown." \
           in every
    assert "Machine Gun (Motorized) Platoon" not in every and "HIDDEN" not in every
    w, h = page_size_mm(out)
    assert (round(w), round(h)) == (216, 279)


@pytest.mark.parametrize(("args", "says"), [
    (["--table"], "--table needs --game SAVE"),
    (["--table", "--game", str(GAME), "--side", "nobody"], "--side nobody: that game's sides are"),
    (["--table", "--game", str(GAME), "--template", "close-assault"], "print one at a time"),
])
def test_a_table_print_asked_wrongly_is_one_line(tmp_path: Path, args: list[str],
                                                 says: str) -> None:
    out = tmp_path / "t.pdf"
    done = btdesk(tmp_path, "print", *args, "--out", str(out))
    assert done.returncode == 1 and says in done.stderr
    assert len(done.stderr.splitlines()) == 1 and not out.exists()


def test_the_rosters_words_for_a_units_state() -> None:
    carrier = unit("c", "maxim-heavy-hover-transport", "blue", "0505")
    state = make_state(
        unit("p", "her-5sa-hermes-ii", "blue", "0101", prone=True, pilot_hits=2),
        unit("d", "hbk-4g-hunchback", "orange", "0202", destroyed=True),
        unit("h", "machine-gun-motorized-platoon", "orange", "0303", hidden=True,
             ambush=True),
        carrier, unit("r", "rifle-energy-motorized-platoon", "blue", None, carried_by="c"))
    words = {u.uid: unit_state(state, u) for u in state.units}
    assert words["p"] == ["prone", "MechWarrior hits 2"]
    assert words["d"] == ["destroyed"]
    assert words["h"] == ["HIDDEN, ready to ambush"]
    assert words["r"] == ["aboard Maxim Heavy Hover Transport"]
    gone = replace(state.unit("c"), removed=True)
    assert unit_state(state, gone) == ["off the map"]
