"""The built-in files shipped parsed (btdesk.io.shipped_parsed): exactly what parsing
them now makes, found only for a file's exact text, and a damaged or missing file only
means parsing, as before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from btdesk.disk_cache import CACHE_ENV
from btdesk.io import shipped_parsed, yamlsafe
from btdesk.io.resources import resources_dir


def test_the_shipped_file_holds_every_built_in_file_as_parsed_now() -> None:
    """Run ``python3 -m btdesk.io.shipped_parsed`` after changing a built-in file."""
    made = shipped_parsed.made_entries()
    shipped = {k: shipped_parsed.shipped_value(k) for k in shipped_parsed._entries()}
    assert len(made) == len(shipped_parsed.built_in_texts()) > 30
    assert shipped == made, "resources/parsed-builtins.bin is stale: run " \
                            "'python3 -m btdesk.io.shipped_parsed'"


def test_a_built_in_file_is_read_from_the_shipped_file_and_as_a_fresh_copy(
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = resources_dir() / "rules" / "terrain.yaml"
    monkeypatch.setattr(yamlsafe, "_parse", lambda *a: pytest.fail("parsed again"))
    one = yamlsafe.load_file(path, "rules/terrain.yaml")
    one["types"].clear()
    assert yamlsafe.load_file(path, "rules/terrain.yaml")["types"]


def test_an_edited_built_in_file_is_parsed_not_served_stale(tmp_path: Path) -> None:
    text = (resources_dir() / "rules" / "terrain.yaml").read_text()
    edited = text.replace("types:", "edited: 1\ntypes:", 1)
    assert shipped_parsed.shipped_value(shipped_parsed.key(text, yamlsafe.DEFAULT_MAX_EVENTS))
    assert shipped_parsed.shipped_value(
        shipped_parsed.key(edited, yamlsafe.DEFAULT_MAX_EVENTS)) is None
    assert yamlsafe.parse_text(edited, "terrain.yaml", built_in=True)["edited"] == 1


@pytest.mark.parametrize("damage", ["flip a byte", "truncate", "other format", "empty",
                                    "not a file"])
def test_a_damaged_or_missing_shipped_file_means_parsing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str) -> None:
    data = bytearray(shipped_parsed.shipped_path().read_bytes())
    path = tmp_path / shipped_parsed.FILE_NAME
    if damage == "flip a byte":
        data[-30] ^= 0xFF
    elif damage == "truncate":
        data = data[:-5]
    elif damage == "other format":
        data[len(shipped_parsed.MAGIC) - 2] ^= 0xFF
    elif damage == "empty":
        data = bytearray()
    if damage == "not a file":
        path.mkdir()
    else:
        path.write_bytes(bytes(data))
    monkeypatch.setattr(shipped_parsed, "shipped_path", lambda: path)
    shipped_parsed._entries.cache_clear()
    try:
        assert shipped_parsed._entries() == {}
        text = (resources_dir() / "rules" / "terrain.yaml").read_text()
        assert yamlsafe.parse_text(text, "terrain.yaml", built_in=True)["types"]
    finally:
        shipped_parsed._entries.cache_clear()


def test_a_first_start_parses_no_built_in_file_and_loads_no_yaml(tmp_path: Path) -> None:
    """New, empty cache folders (a new install): the early map, a new game and its
    window's modules find every built-in file parsed, so the YAML library (~9 ms to load)
    and its parsing (~20 ms) wait until a game is saved, after the window is up."""
    env = {**os.environ, CACHE_ENV: str(tmp_path / "cache"), "QT_QPA_PLATFORM": "offscreen",
           "BTDESK_USER_DIR": str(tmp_path / "user")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    probe = ("import sys; from btdesk.io.map_sketch import read_sketch; "
             "from btdesk.io import yamlsafe as y; assert read_sketch('green'); "
             "import btdesk.session.game as g, btdesk.ui.main_window; "
             "g.Session.from_scenario('green'); "
             "print('yaml' in sys.modules, y.parsed_cache().added)")
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                         text=True, check=True)
    assert out.stdout.split() == ["False", "0"]
