"""MegaMek boards (``.board``) that are hostile or merely huge: read through the bounded
regular-file reader, parsed in time proportional to their length, and no larger than a
window opens well."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from support import ROOT, TABLES

from btdesk.io.errors import DataError
from btdesk.io.maps import map_document, parse_map
from btdesk.io.megamek_board import import_board, parse_board, split_words
from btdesk.model.board import MAX_SIDE, SAVED_MAX_SIDE, Board

BOARD = ROOT / "tests" / "fixtures" / "river_crossing.board"


def _btdesk(*args: str, user: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "btdesk", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=60,
                          env={**os.environ, "BTDESK_USER_DIR": str(user)})


class Hang(Exception):
    pass


@contextmanager
def hang_guard(seconds: float) -> Iterator[None]:
    """Fail rather than wait for ever: the limit is many times what the work takes."""
    def alarm(signum: int, frame: object) -> None:
        raise Hang()

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.slow
def test_a_fifo_board_is_refused_not_waited_on(tmp_path: Path) -> None:
    """A ``.board`` that is a FIFO with no writer, or a link to /dev/zero, is refused by
    ``btdesk import``, ``btdesk maps`` and ``--map`` at once: never waited on, never read
    without end."""
    fifo = tmp_path / "pipe.board"
    os.mkfifo(fifo)
    endless = tmp_path / "zero.board"
    endless.symlink_to("/dev/zero")
    user = tmp_path / "user"
    for path in (fifo, endless):
        for args in (("import", str(path), "--out", str(tmp_path / "out.yaml")),
                     ("maps", str(path))):
            done = _btdesk(*args, user=user)
            assert done.returncode == 1, done
            assert done.stdout == f"bad {path}: not a regular file (a folder, device or pipe)\n"
        done = _btdesk("--smoke", "--map", str(path), user=user)
        assert done.returncode == 1
        assert done.stderr == (f"btdesk: {path}: not a regular file (a folder, device or "
                               "pipe)\n")


def test_a_board_over_the_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.board"
    with big.open("wb") as out:
        out.truncate(21 * 1024 * 1024)  # sparse: no disk used
    with pytest.raises(DataError, match=r"big.board: file is 22,020,096 bytes; the limit is"):
        import_board(big, TABLES)


def test_words_are_split_as_a_shell_would() -> None:
    assert split_words('hex 0201 1 "woods:1;foliage_elev:2" "grass"') == [
        "hex", "0201", "1", "woods:1;foliage_elev:2", "grass"]
    assert split_words('hex 0101 0 "" ""') == ["hex", "0101", "0", "", ""]
    assert split_words("""a"b c"d 'x"y' e""") == ["ab cd", 'x"y', "e"]
    assert split_words('hex 0101 0 "woods:1') is None


def test_a_long_word_costs_time_in_proportion_to_its_length() -> None:
    """A 4 MB word is split within the guard: splitting is linear in a word's length
    (the standard library's shlex is quadratic: 2.4 s for 400 KB, 20 s for 800 KB)."""
    word = "a" * 4_000_000
    with hang_guard(20):
        assert split_words(f'hex 0101 0 "{word}" x{word}') == ["hex", "0101", "0", word,
                                                              "x" + word]


@pytest.mark.parametrize(("line", "refused"), [
    ('description "{word}"', False), ("description {word}", False), ("tag {word}", False),
    ('hex 0101 0 "woods:1" "{word}"', True), ('hex 0101 0 "{quotes}woods:1" ""', True),
    ('hex 0101 0 "{colons}"', True), ("size {word} 2", True)])
def test_long_lines_are_skipped_or_refused_quickly(line: str, refused: bool) -> None:
    """Free text (a description) may be long and is not split; any other line over
    10,000 characters is refused: 2 MB of '""' pairs took 200 MB to split, 2 MB of ';'
    in a hex's terrain two million pieces."""
    text = line.format(word="a" * 4_000_000, quotes='""' * 1_000_000, colons=";:" * 1_000_000)
    board = f"size 2 2\n{text}\nend\n" if not text.startswith("size") else text
    with hang_guard(20):
        if not refused:
            imported = parse_board(board, "long.board", "long", TABLES)
            assert (imported.board.columns, imported.board.rows) == (2, 2)
            return
        with pytest.raises(DataError) as caught:
            parse_board(board, "long.board", "long", TABLES)
    assert str(caught.value).startswith("long.board: line ")
    assert str(caught.value).endswith(" characters long (a board line is at most 10,000)")


def test_the_largest_board_allowed_parses_in_seconds() -> None:
    """The largest board allowed is parsed well within the guard (the window is what
    limits the size: see MAX_SIDE)."""
    rows = "".join(f'hex {c:02d}{r:02d} {(c * r) % 3} "{"woods:1" if c % 7 else ""}" ""\n'
                   for r in range(1, MAX_SIDE + 1) for c in range(1, MAX_SIDE + 1))
    with hang_guard(20):
        imported = parse_board(f"size {MAX_SIDE} {MAX_SIDE}\n{rows}end\n", "big.board", "big",
                               TABLES)
    assert (imported.board.columns, imported.board.rows) == (MAX_SIDE, MAX_SIDE)


def test_a_board_larger_than_a_window_opens_well_is_refused_in_one_line() -> None:
    """A board larger than MAX_SIDE a side is refused in one line: the limit is what a
    window opens in a few seconds (MAX_SIDE's note has the measurements)."""
    too_wide = f"size {MAX_SIDE + 1} 10\nend\n"
    with pytest.raises(DataError) as caught:
        parse_board(too_wide, "wide.board", "wide", TABLES)
    assert str(caught.value) == (f"wide.board: line 1: a {MAX_SIDE + 1}×10 board is larger "
                                 f"than btdesk plays (at most {MAX_SIDE}×{MAX_SIDE} hexes)")
    row = "." * (MAX_SIDE + 1)
    document = {"format": "btdesk-map", "version": 2, "name": "wide",
                "columns": MAX_SIDE + 1, "rows": [row]}
    with pytest.raises(DataError) as caught:
        parse_map(document, "wide.yaml", TABLES)
    assert str(caught.value) == (f"wide.yaml: columns: a map {MAX_SIDE + 1} hexes wide is "
                                 f"larger than btdesk plays (at most {MAX_SIDE}×{MAX_SIDE})")
    document = {**document, "columns": 1, "rows": ["."] * (MAX_SIDE + 1)}
    with pytest.raises(DataError) as caught:
        parse_map(document, "tall.yaml", TABLES)
    assert str(caught.value) == (f"tall.yaml: rows: a map {MAX_SIDE + 1} hexes tall is "
                                 f"larger than btdesk plays (at most {MAX_SIDE}×{MAX_SIDE})")
    with pytest.raises(ValueError, match="outside"):  # past what any btdesk saved
        Board("x", SAVED_MAX_SIDE + 1, 1)


def test_a_second_size_line_is_refused() -> None:
    """Hexes counted for one size would land outside another."""
    with pytest.raises(DataError, match=r"line 3: a second 'size' line"):
        parse_board('size 4 4\nhex 0101 0 "woods:1" ""\nsize 1 1\nend\n', "two.board", "two",
                    TABLES)


def test_the_fixture_still_imports_as_before() -> None:
    imported = import_board(BOARD, TABLES)
    assert (imported.board.columns, imported.board.rows) == (4, 3)
    assert "dropped swamp: 1 hex (btdesk has no such terrain)" in imported.dropped


def test_water_of_depth_one_is_the_same_board_as_written() -> None:
    """'water:' (no number) is depth 1, a water hex's depth unless it says otherwise: the
    board the import made kept it and the map written from it did not, so the two
    differed (found by the import fuzz test)."""
    imported = parse_board('size 2 1\nhex 0101 0 "water:" ""\nhex 0201 0 "water:1" ""\nend\n',
                           "w.board", "w", TABLES)
    document = map_document(imported.board, TABLES)
    assert parse_map(document, "w.yaml", TABLES) == imported.board
    assert imported.board.depths == {}


def test_an_import_to_a_name_too_long_for_the_system_is_refused_in_one_line(
        tmp_path: Path) -> None:
    """The map writer's check for a file already there answers 'no' for a name the system
    refuses (io.atomic.exists), so the write itself names the file and the reason."""
    board = tmp_path / "tiny.board"
    board.write_text('size 1 1\nhex 0101 0 "" ""\nend\n', encoding="utf-8")
    out = tmp_path / ("m" * 300 + ".yaml")
    done = _btdesk("import", str(board), "--out", str(out), user=tmp_path / "user")
    assert done.returncode == 1 and "Traceback" not in done.stdout + done.stderr
    assert done.stdout.count("\n") == 1
    assert done.stdout.endswith(": could not write (File name too long)\n")
