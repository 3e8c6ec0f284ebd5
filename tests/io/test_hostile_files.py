"""Hostile and careless files (issue 15): each is refused in one short line, and nothing
crashes the process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from btdesk.io.errors import DataError
from btdesk.io.yamlsafe import MAX_DEPTH, parse_text

DEEP = {
    "flow list": "[" * 25_000 + "]" * 25_000,
    "flow mapping": "x: " + "{a: " * 20_000 + "1" + "}" * 20_000,
    "block list": "a:\n" + "".join(" " * i + "-\n" for i in range(1, 3_000)),
    "compact list": "- " * 25_000 + "x",
}


@pytest.mark.parametrize("name", sorted(DEEP))
def test_deep_nesting_is_refused_before_it_reaches_the_composer(name: str) -> None:
    """Issue 15 item 8: a list nested ~25,000 deep killed libyaml's composer (exit 139)."""
    with pytest.raises(DataError, match=f"nested more than {MAX_DEPTH} levels deep"):
        parse_text(DEEP[name], "deep.yaml")


def test_a_deep_save_is_one_line_from_the_command_line(tmp_path: Path) -> None:
    """The same through ``btdesk check``, in its own process: a crash would show as a
    signal here, not kill the test run."""
    save = tmp_path / "deep.btdesk.yaml"
    save.write_text("format: btdesk-save\nlog: " + DEEP["flow list"], encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "btdesk", "check", str(save)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "nested more than" in lines[0]


def test_a_refusal_is_one_short_line_without_control_characters() -> None:
    """Issue 15 item 11: messages of two lines (from the YAML parser), one that echoed a
    5 MB value, and a crafted value that could clear the user's terminal."""
    value = "evil\x1b[2J\x1b[H\nsecond line " + "x" * 5_000_000
    message = str(DataError("save.btdesk.yaml", "log[3].events[0].purpose", value))
    assert "\n" not in message and "\x1b" not in message and len(message) <= 240
    assert message.startswith("save.btdesk.yaml: log[3].events[0].purpose: evil\\x1b[2J")
    with pytest.raises(DataError) as caught:
        parse_text("a: [1, 2\nb: 3\n", "broken.yaml")
    assert "\n" not in str(caught.value)


def test_an_absurdly_long_number_is_a_yaml_refusal() -> None:
    """A 5,000-digit number is refused as YAML naming the file, not let out of the
    loader as Python's int-conversion ValueError (an 'internal error')."""
    with pytest.raises(DataError) as caught:
        parse_text("columns: " + "9" * 5000 + "\n", "maps/x.yaml")
    assert str(caught.value) == ("maps/x.yaml: line 1: not valid YAML: a number of 5,000 "
                                 "digits is too long for any btdesk value")
    assert parse_text("a: 0x1f\nb: 1_000\nc: " + "9" * 1000 + "\n", "x.yaml")["c"] > 0


def test_a_scenario_that_links_to_itself_is_refused_in_one_line(tmp_path: Path) -> None:
    """Naming a file that links to itself does not resolve the link (pathlib's 'Symlink
    loop'): the scenario is refused in one line."""
    from btdesk.io.scenarios import read_scenario

    loop = tmp_path / "scenarios" / "loop.yaml"
    loop.parent.mkdir()
    loop.symlink_to(loop)
    with pytest.raises(DataError) as caught:
        read_scenario(loop)
    assert str(caught.value).startswith(f"{loop}: ") and "\n" not in str(caught.value)
