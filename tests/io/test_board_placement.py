"""A hand-written MegaMek ``.board`` whose hexes do not land where its labels say.

MegaMek's own loader places hexes in file order, row by row (its ``Board.load``: "The
coordinates in the .board file are ignored!"), and btdesk keeps that exactly, so a real
MegaMek board loads as MegaMek loads it.  But a board listed column by column comes out
transposed, and a sparse one fills its first rows: the import says so in one note that
names the first disagreeing line and the counts, and ``btdesk maps FILE`` shows it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from support import ROOT, TABLES, at

from btdesk.io.megamek_board import parse_board
from btdesk.model.board import Terrain

COLUMN_BY_COLUMN = """size 3 2
hex 0101 0 "" ""
hex 0102 0 "" ""
hex 0201 0 "woods:1" ""
hex 0202 0 "" ""
hex 0301 0 "" ""
hex 0302 0 "" ""
end
"""
SPARSE = """size 3 2
hex 0202 0 "woods:1" ""
end
"""
ROW_BY_ROW = """size 3 2
hex 0101 0 "" ""
hex 0201 0 "" ""
hex 0301 0 "woods:1" ""
hex 0102 0 "" ""
hex 0202 0 "" ""
hex 0302 0 "" ""
end
"""


def test_a_board_listed_column_by_column_is_placed_as_megamek_places_it_and_said() -> None:
    imported = parse_board(COLUMN_BY_COLUMN, "t.board", "t", TABLES)
    # The third hex line (labelled 0201) lands in the third hex of the first row, 0301.
    assert imported.board.terrain_at(at("0301")) is Terrain.LIGHT_WOODS
    assert imported.board.terrain_at(at("0201")) is not Terrain.LIGHT_WOODS
    notes = [n for n in imported.dropped if "file order" in n]
    assert len(notes) == 1
    assert "4 of 6 hex lines name another hex than where they land" in notes[0]
    assert "the first on line 3, 'hex 0102', lands in 0201" in notes[0]


def test_a_sparse_board_names_its_count() -> None:
    imported = parse_board(SPARSE, "s.board", "s", TABLES)
    assert imported.board.terrain_at(at("0101")) is Terrain.LIGHT_WOODS
    notes = [n for n in imported.dropped if "file order" in n]
    assert len(notes) == 1
    assert "line 2, 'hex 0202', lands in 0101" in notes[0]
    assert "the file lists 1 hex for a 3×2 board of 6" in notes[0]


def test_a_board_in_order_has_no_note() -> None:
    imported = parse_board(ROW_BY_ROW, "r.board", "r", TABLES)
    assert imported.dropped == ()
    assert imported.board.terrain_at(at("0301")) is Terrain.LIGHT_WOODS


def test_btdesk_maps_shows_the_note(tmp_path: Path) -> None:
    board = tmp_path / "columns.board"
    board.write_text(COLUMN_BY_COLUMN, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "btdesk", "maps", str(board)],
                          capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env={**os.environ, "BTDESK_USER_DIR": str(tmp_path / "user")})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "placed row by row in file order, as MegaMek places them" in done.stdout
    assert "the first on line 3, 'hex 0102', lands in 0201" in done.stdout


def test_a_label_of_thousands_of_digits_is_a_label_that_disagrees() -> None:
    """A label is at most six digits (CCCRRR); one of 5,000 digits is named in the note
    like any other disagreeing label, not turned into a number (Python refuses integers
    of over 4,300 digits, and the import ended in an internal error)."""
    text = 'size 1 1\nhex ' + "9" * 5000 + ' 0 "woods:1" ""\nend\n'
    imported = parse_board(text, "long.board", "long", TABLES)
    assert imported.board.terrain_at(at("0101")) is Terrain.LIGHT_WOODS
    notes = [n for n in imported.dropped if "file order" in n]
    assert len(notes) == 1 and "1 of 1 hex line names another hex" in notes[0]
