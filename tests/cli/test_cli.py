"""The ``btdesk`` command: help, smoke, screenshot, sheets, and one-line errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from support import ROOT

from btdesk.cli import CLOSED_PIPE, main


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "btdesk", *args], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, **(env or {})}, timeout=120)


def test_help_explains_itself(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for words in ("desktop BattleTech table", "--smoke", "screenshot", "sheets", "examples:"):
        assert words in out


@pytest.mark.slow
def test_reading_the_command_line_loads_no_file_reader() -> None:
    """A window's first frame is put up as soon as the command line is read, before the
    rules load; naming the built-in scenarios in --help lists their folder, so it must
    not bring in the scenario reader and YAML (26 ms before the first frame)."""
    code = ("import sys; from btdesk.cli import _parser; _parser().parse_args([]); "
            "print(sorted(m for m in ('yaml', 'btdesk.io.scenarios', 'btdesk.io.yamlsafe') "
            "if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "[]"


def test_smoke_exits_zero(tmp_path: Path) -> None:
    done = _run("--smoke", env={"BTDESK_USER_DIR": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


def test_screenshot_writes_a_png(tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    out = tmp_path / "shot.png"
    assert main(["screenshot", "--out", str(out), "--scenario", "veteran", "--size", "900x600"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)


def test_pictures_ignore_and_keep_the_users_settings(tmp_path: Path) -> None:
    """A user who turned the hand-over screens off still gets the documented picture of
    one, and the picture's window never saves its layout over the user's."""
    config = tmp_path / "config"
    (config / "btdesk").mkdir(parents=True)
    settings = config / "btdesk" / "btdesk.conf"
    settings.write_text("[hotSeat]\nhandOver=false\n")
    out = tmp_path / "hand-over.png"
    done = _run("screenshot", "--demo", "hand-over", "--out", str(out), "--size", "800x500",
                env={"XDG_CONFIG_HOME": str(config), "BTDESK_USER_DIR": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert settings.read_text() == "[hotSeat]\nhandOver=false\n"
    image = QImage(str(out))
    dark = sum(image.pixelColor(x, y).lightness() < 80
               for x in range(0, 800, 40) for y in range(0, 500, 40))
    assert dark > 0.8 * (800 // 40) * (500 // 40)  # the hand-over screen covers the window


def test_unknown_scenario_is_one_line_and_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--smoke", "--scenario", "purple"]) == 1
    err = capsys.readouterr().err
    assert err == ("btdesk: purple: no such scenario (built in: green, veteran, elite, "
                   "hover-transport, mechanized-assault, river-town)\n")


def test_bad_size_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["screenshot", "--out", str(tmp_path / "x.png"), "--size", "big"]) == 1
    assert "expected WIDTHxHEIGHT" in capsys.readouterr().err


def test_no_display_is_a_clear_error(capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert main([]) == 1
    assert "no display found" in capsys.readouterr().err


def test_sheets_lists_and_checks(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    assert main(["sheets"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 13 and "HBK-4G Hunchback" in out
    bad = tmp_path / "bad.yaml"
    bad.write_text((ROOT / "sheets" / "enf-4r-enforcer.yaml").read_text().replace("LA: 14", "LA: -1"))
    assert main(["sheets", str(ROOT / "sheets" / "enf-4r-enforcer.yaml"), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "ok  " in out and f"bad {bad}: armor.LA: expected a whole number ≥ 0, got -1" in out


def test_internal_errors_are_one_line_with_a_log(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))

    def boom(argv: object) -> int:
        raise RuntimeError("kaboom")

    monkeypatch.setattr("btdesk.cli.run", boom)
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith("btdesk: internal error: kaboom (details in ")
    assert "Traceback" not in err
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(logs) == 1 and "RuntimeError: kaboom" in logs[0].read_text()


def _saved_game(tmp_path: Path) -> Path:
    from btdesk.session.game import Session
    from btdesk.session.persist import save_session

    path = tmp_path / "g.btdesk.yaml"
    save_session(Session.from_scenario("veteran", seed=4), path)
    return path


def test_check_summarises_a_sound_save(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    path = _saved_game(tmp_path)
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Veteran Training Scenario (0 commands logged). Turn 1, initiative")
    assert "Defender: HER-5SA Hermes II at 0616 facing N, armor 111/111" in out
    assert out.count("\n") == 1


def test_check_refuses_a_bad_save_in_one_line(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    path = _saved_game(tmp_path)
    path.write_text(path.read_text().replace("version: 1", "version: 7", 1))
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "version 7 was made by a newer btdesk" in err
    assert main(["check", str(tmp_path / "missing.btdesk.yaml")]) == 1
    assert "cannot read the file" in capsys.readouterr().err


def test_a_lone_file_argument_opens_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opened: list[object] = []
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr("btdesk.ui.app.run",
                        lambda scenario, saved=None, **kw: opened.append(saved) or 0)
    assert main([str(tmp_path / "g.btdesk.yaml")]) == 0
    assert main(["open", str(tmp_path / "h.btdesk.yaml")]) == 0
    assert opened == [tmp_path / "g.btdesk.yaml", tmp_path / "h.btdesk.yaml"]


def test_missing_x11_libraries_are_named(capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt would abort with a generic message; btdesk names the Debian packages instead."""
    from btdesk import cli

    find_missing = cli.missing_x11_packages
    assert find_missing(lambda name: None) == list(cli.X11_LIBRARIES.values())
    assert find_missing(lambda name: "lib" + name) == []
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(cli, "missing_x11_packages", lambda: ["libxcb-cursor0"])
    assert main([]) == 1
    assert capsys.readouterr().err == (
        "btdesk: Qt needs system libraries to open a window: install them with "
        "'sudo apt install libxcb-cursor0'\n")


def test_a_megamek_board_imports_checks_and_plays(tmp_path: Path) -> None:
    """Issue 18: ``btdesk import FILE.board --out FILE`` writes a btdesk map and names
    what it dropped; ``btdesk maps FILE`` checks either format; ``btdesk --map FILE``
    starts a game on it (units set up by hand)."""
    board = ROOT / "tests" / "fixtures" / "river_crossing.board"
    out = tmp_path / "crossing.yaml"
    env = {"BTDESK_USER_DIR": str(tmp_path / "user")}
    done = _run("import", str(board), "--out", str(out), env=env)
    assert done.returncode == 0, done.stderr
    assert f"ok  {board}: written to {out}: river crossing, 4×3" in done.stdout
    assert "dropped swamp: 1 hex (btdesk has no such terrain)" in done.stdout
    again = _run("import", str(board), "--out", str(out), env=env)
    assert again.returncode == 1 and "already exists (add --force to replace it)" in again.stdout
    checked = _run("maps", str(out), str(board), env=env)
    assert checked.returncode == 0, checked.stdout
    assert checked.stdout.count("ok  ") == 2
    listed = _run("maps", env=env)
    assert "river-town" in listed.stdout and "River Town, 20×18 (built in)" in listed.stdout
    smoke = _run("--smoke", "--map", str(board), env=env)
    assert smoke.returncode == 0, smoke.stderr


ESCAPES = "\x1b]0;pwned\x07\x1b[2J"  # retitles the terminal, then clears it


def _crafted_files(tmp_path: Path) -> dict[str, Path]:
    """A 'Mech file, a board, a map of the user's and a saved game, each carrying
    terminal control characters in what btdesk prints of it."""
    from btdesk.session.game import Session
    from btdesk.session.persist import save_session

    mtf = tmp_path / "evil.mtf"
    mtf.write_text((ROOT / "tests" / "fixtures" / "mtf" / "hbk-4g.mtf").read_text()
                   .replace("chassis:Hunchback", f"chassis:Hunch{ESCAPES}back"))
    board = tmp_path / "evil.board"
    board.write_text(f'size 2 1\nhex 0101 0 "woods:1;{ESCAPES}:1" ""\nend\n')
    maps = tmp_path / "user" / "maps"
    maps.mkdir(parents=True)
    (maps / f"m{ESCAPES}.yaml").write_text(
        'format: btdesk-map\nversion: 1\nname: "\\e]0;pwned\\a"\ncolumns: 2\nrows: [".."]\n')
    scenario = tmp_path / "scenarios" / "evil.yaml"
    scenario.parent.mkdir()
    scenario.write_text((ROOT / "resources" / "scenarios" / "green.yaml").read_text()
                        .replace("{sheet: hbk-4g-hunchback,",
                                 '{name: "\\e]0;pwned\\a\\e[2J", sheet: hbk-4g-hunchback,'))
    save = tmp_path / "evil.btdesk.yaml"
    save_session(Session.from_scenario(scenario), save)
    assert "\\e]0;pwned" in save.read_text()
    return {"mtf": mtf, "board": board, "save": save}


@pytest.mark.slow
def test_text_from_files_never_reaches_the_terminal_raw(tmp_path: Path) -> None:
    """A shared saved game, 'Mech file, board or map could clear or retitle the user's
    terminal through ``btdesk import`` notes and 'written to' lines, ``btdesk maps``
    names and ``btdesk check`` unit names; each now prints the characters as ``\\x1b``,
    as refusals already did."""
    files = _crafted_files(tmp_path)
    env = {"BTDESK_USER_DIR": str(tmp_path / "user")}
    runs = {
        "import": _run("import", str(files["mtf"]), str(files["board"]), "--out",
                       str(tmp_path / "out"), env=env),
        "maps": _run("maps", env=env),
        "check": _run("check", str(files["save"]), env=env),
    }
    for name, done in runs.items():
        printed = done.stdout + done.stderr
        assert not any(c in printed for c in "\x1b\x07"), (name, printed)
        assert "\\x1b]0;pwned\\x07" in printed, (name, printed)
    assert "written to" in runs["import"].stdout
    assert "dropped pwned\\x07\\x1b[2j: 1 hex" in runs["import"].stdout  # split at ;
    assert "m\\x1b]0;pwned\\x07\\x1b[2J" in runs["maps"].stdout
    assert "Defender: \\x1b]0;pwned\\x07\\x1b[2J at" in runs["check"].stdout


@pytest.mark.slow
@pytest.mark.parametrize("args", [("sheets",), ("tables",), ("maps",), ("--help",),
                                  ("check", "tests/fixtures/save-close-assault-4.btdesk.yaml"),
                                  ("import", "tests/fixtures/river_crossing.board")])
def test_a_reader_that_goes_away_is_a_quiet_end(tmp_path: Path, args: tuple[str, ...]) -> None:
    """``btdesk sheets | head`` ended in "internal error: Broken pipe" and a crash log.
    The reader's end is closed before btdesk prints anything: every command that prints
    then ends quietly, as a command stopped by SIGPIPE does (status 141)."""
    user = tmp_path / "user"
    if args[0] == "import":
        args = (*args, "--out", str(tmp_path / "out.yaml"))
    with subprocess.Popen([sys.executable, "-m", "btdesk", *args], cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          env={**os.environ, "BTDESK_USER_DIR": str(user)}) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()
        stderr = process.stderr.read()
        code = process.wait(timeout=60)
    assert code in (0, CLOSED_PIPE) and stderr == b""  # argparse swallows it: 0
    assert not (user / "logs").exists()
