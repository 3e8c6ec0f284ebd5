"""Printing any set of record sheets (issue 46): named ones, a list file, a scenario's
side (a battle of the force builder's), blank."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import ROOT


def _print(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BTDESK_USER_DIR": str(tmp_path / "user")}
    return subprocess.run([sys.executable, "-m", "btdesk", "print", "--paper", "a4",
                           "--out", str(tmp_path / "out.pdf"), *args], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=120)


@pytest.mark.slow
def test_named_sheets_a_list_file_and_a_side(tmp_path: Path) -> None:
    two = _print(tmp_path, "--sheet", "hbk-4g-hunchback", "--sheet", "rommel-tank")
    assert (two.returncode, two.stdout.strip()) == (0, f"{tmp_path / 'out.pdf'}: 2 pages, A4")
    listed = tmp_path / "lance.txt"
    listed.write_text("# my lance\nhbk-4g-hunchback\nenf-4r-enforcer  # the brawler\n\n"
                      "cda-3ma-cicada\n")
    three = _print(tmp_path, "--list", str(listed), "--sheet", "rommel-tank")
    assert three.returncode == 0 and ": 4 pages" in three.stdout
    side = _print(tmp_path, "--scenario", "elite", "--side", "defender")
    assert side.returncode == 0 and ": 4 pages" in side.stdout, side.stderr
    whole = _print(tmp_path, "--scenario", "elite")
    assert whole.returncode == 0 and ": 8 pages" in whole.stdout, whole.stderr


@pytest.mark.slow
def test_refusals_are_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("hbk-4g-hunchback\nNot A Key!\n")
    out = _print(tmp_path, "--list", str(bad))
    assert out.returncode != 0 and out.stderr.strip().splitlines() == [
        f"btdesk: {bad}: line 2: 'Not A Key!' is not a sheet key (see 'btdesk sheets')"]
    missing = _print(tmp_path, "--scenario", "elite", "--side", "pirates")
    assert "has no side 'pirates' (its sides: defender, attacker)" in missing.stderr
    assert len(missing.stderr.strip().splitlines()) == 1
    unknown = _print(tmp_path, "--sheet", "no-such-unit")
    assert "no record sheet named no-such-unit" in unknown.stderr
    assert not (tmp_path / "out.pdf").exists()
