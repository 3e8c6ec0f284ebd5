"""A game reads the sheets its scenario names and no other: a user's library of thousands
of imported sheets costs a game's start nothing, one broken sheet among them stops no game
that does not use it, and a broken sheet a game does use is refused naming its file."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import ROOT

from btdesk.cli import main
from btdesk.io import yamlsafe
from btdesk.io.errors import DataError
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session

ENFORCER = (ROOT / "sheets" / "enf-4r-enforcer.yaml").read_text()


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    sheets = tmp_path / "user" / "sheets"
    sheets.mkdir(parents=True)
    return sheets


def _library(sheets: Path, count: int) -> None:
    for n in range(count):
        (sheets / f"copy-{n}.yaml").write_text(
            ENFORCER.replace("ENF-4R Enforcer", f"Enforcer Copy {n}"))


def _reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every file the bounded reader opens from now on."""
    opened: list[Path] = []
    read = yamlsafe.read_bounded

    def counting(path: Path, *args: object, **kwargs: object) -> bytes:
        opened.append(Path(path))
        return read(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(yamlsafe, "read_bounded", counting)
    return opened


def _scenario(tmp_path: Path, sheet: str) -> Path:
    """The green training scenario with its Enforcer replaced by ``sheet``."""
    text = (ROOT / "resources" / "scenarios" / "green.yaml").read_text()
    assert "sheet: enf-4r-enforcer" in text
    path = tmp_path / "scenarios" / "mine.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text.replace("sheet: enf-4r-enforcer", f"sheet: {sheet}", 1))
    return path


def test_a_game_reads_only_the_sheets_its_scenario_names(
        user: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _library(user, 300)
    opened = _reads(monkeypatch)
    session = Session.from_scenario("green", seed=1)
    sheets = sorted(p.name for p in opened if p.parent.name == "sheets")
    assert sheets == ["enf-4r-enforcer.yaml", "hbk-4g-hunchback.yaml"]
    assert not [p for p in opened if user in p.parents]
    assert sorted(session.library.sheets) == ["enf-4r-enforcer", "hbk-4g-hunchback"]


def test_a_user_sheet_the_scenario_names_is_read_and_saved_with_the_game(
        user: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _library(user, 50)
    opened = _reads(monkeypatch)
    session = Session.from_scenario(_scenario(tmp_path, "copy-7"), seed=1)
    assert [p.name for p in opened if user in p.parents] == ["copy-7.yaml"]
    assert "Enforcer Copy 7" in [u.name for u in session.state.units]
    save_session(session, tmp_path / "game.btdesk")
    (user / "copy-7.yaml").unlink()  # a save carries its sheets: it opens without the file
    assert open_session(tmp_path / "game.btdesk").state == session.state


def test_a_broken_sheet_no_game_uses_stops_no_game(user: Path) -> None:
    """One bad file among thousands imported must not break every game (``btdesk sheets``
    lists it with why; the game it would be in refuses it, as below)."""
    _library(user, 5)
    (user / "broken.yaml").write_text(ENFORCER.replace("LA: 14", "LA: x"))
    session = Session.from_scenario("green", seed=1)
    assert session.notices == ()


def test_a_broken_sheet_the_game_uses_is_refused_naming_its_file(
        user: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (user / "broken.yaml").write_text(ENFORCER.replace("LA: 14", "LA: x"))
    path = _scenario(tmp_path, "broken")
    with pytest.raises(DataError) as err:
        Session.from_scenario(path, seed=1)
    assert str(err.value) == (f"{user / 'broken.yaml'}: armor.LA: expected a whole number "
                              "≥ 0, got 'x'")
    assert main(["--smoke", "--scenario", str(path)]) == 1
    assert capsys.readouterr().err == f"btdesk: {err.value}\n"


def test_a_user_sheet_of_a_built_in_key_is_refused_beside_the_built_in(
        user: Path, tmp_path: Path) -> None:
    """As the whole library loads them: the built-in sheet is played, the user's file of
    the same name is a notice (rename it)."""
    (user / "enf-4r-enforcer.yaml").write_text(ENFORCER.replace("ENF-4R Enforcer", "Mine"))
    session = Session.from_scenario("green", seed=1)
    assert "ENF-4R Enforcer" in [u.name for u in session.state.units]
    assert [str(n) for n in session.notices] == [
        f"{user / 'enf-4r-enforcer.yaml'}: a sheet named 'enf-4r-enforcer' is already loaded "
        "from sheets/enf-4r-enforcer.yaml; rename it"]


def test_printing_a_scenarios_sheets_reads_only_those(
        user: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    _library(user, 100)
    (user / "broken.yaml").write_text(ENFORCER.replace("LA: 14", "LA: x"))
    opened = _reads(monkeypatch)
    out = tmp_path / "out.pdf"
    assert main(["print", "--paper", "a4", "--out", str(out), "--scenario", "green"]) == 0
    assert main(["print", "--paper", "a4", "--out", str(out), "--counters",
                 "--scenario", "green"]) == 0
    assert not [p for p in opened if user in p.parents]
    capsys.readouterr()
    assert main(["print", "--paper", "a4", "--out", str(out), "--sheet", "broken"]) == 1
    assert capsys.readouterr().err == (f"btdesk: {user / 'broken.yaml'}: armor.LA: expected "
                                       "a whole number ≥ 0, got 'x'\n")
