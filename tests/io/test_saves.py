"""Save files that never lose a game (issue: format, autosave, crash recovery, bad input).

The format is docs/save-format.md; every file write is atomic; every bad file gets one clear
error naming the file, the key or log entry, and the reason, and is never modified."""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import ROOT, TESTS, played

from btdesk.io.errors import DataError
from btdesk.io.saves import SIZE_LIMIT, parse_save_text, read_save
from btdesk.io.slots import Slot
from btdesk.model.state import Phase
from btdesk.rules import legal_commands
from btdesk.session.autosave import Autosaver, crashed, recover
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session, session_from_saved

FIXTURES = TESTS / "fixtures"


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


def open_text(text: str, display: str = "game.btdesk.yaml") -> Session:
    return session_from_saved(parse_save_text(text, display), display)


@pytest.mark.parametrize(("scenario", "free"), [("green", False), ("veteran", False),
                                                ("elite", False), ("elite", True),
                                                ("river-town", False)])
def test_round_trip_after_random_play(scenario: str, free: bool, tmp_path: Path) -> None:
    session = played(scenario, 250, free_deployment=free)
    path = tmp_path / "game.btdesk.yaml"
    save_session(session, path)
    again = open_session(path)
    assert again.state == session.state and again.initial == session.initial
    assert again.log == session.log
    # The dice continue where they stopped rather than repeating the game's rolls.
    assert again.dice.roll(6, "x") == session.dice.roll(6, "x")  # type: ignore[union-attr]


def test_a_finished_game_round_trips(tmp_path: Path) -> None:
    session = played("green", 3000, seed=2)
    assert session.state.phase is Phase.GAME_OVER
    save_session(session, tmp_path / "done.btdesk.yaml")
    assert open_session(tmp_path / "done.btdesk.yaml").state == session.state


def test_header_and_embedded_documents(tmp_path: Path) -> None:
    session = played("veteran", 20)
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)
    doc = yaml.safe_load(path.read_text())
    assert (doc["format"], doc["version"]) == ("btdesk-game", 2)
    assert doc["app"].startswith("btdesk ") and doc["created"] and doc["modified"]
    assert sorted(doc["sheets"]) == ["cda-3ma-cicada", "her-5sa-hermes-ii", "rommel-tank",
                                     "saladin-assault-hover-tank"]
    assert doc["scenario"]["map"]["format"] == "btdesk-map"
    assert "hit_locations" in doc["rules"] and doc["summary"]["checksum"].startswith("sha256:")
    assert doc["summary"]["units"][0].startswith("Defender: HER-5SA Hermes II")


def test_a_save_opens_without_the_data_files(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The sheets, map, scenario and tables are all inside the save."""
    session = played("elite", 60)
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)

    def nowhere() -> Path:
        raise AssertionError("opening a save must not read btdesk's data files")

    monkeypatch.setattr("btdesk.io.resources.data_root", nowhere)
    assert open_session(path).state == session.state


def test_a_referees_table_travels_with_the_game(tmp_path: Path) -> None:
    """A user rule override in force when the game began is what the save replays with."""
    rules = tmp_path / "user" / "rules"
    rules.mkdir(parents=True)
    text = (ROOT / "resources" / "rules" / "attack_modifiers.yaml"
            ).read_text().replace("pulse: -2", "pulse: -3")
    (rules / "attack_modifiers.yaml").write_text(text)
    session = played("green", 40)
    save_session(session, tmp_path / "g.btdesk.yaml")
    (rules / "attack_modifiers.yaml").unlink()
    assert open_session(tmp_path / "g.btdesk.yaml").tables.attack_modifiers.pulse == -3


# --- tampering and bad input --------------------------------------------------------------------

@pytest.fixture(scope="module")
def saved_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    os.environ["BTDESK_USER_DIR"] = str(tmp_path_factory.mktemp("user"))
    session = played("green", 60)
    path = tmp_path_factory.mktemp("saves") / "g.btdesk.yaml"
    save_session(session, path)
    return path.read_text()


def test_a_changed_roll_is_caught_at_its_entry(saved_text: str) -> None:
    """A roll changed so the outcome changes (a different initiative total) no longer
    replays; a change that leaves every outcome the same (3+4 for 4+3) is a consistent
    history and is not an error."""
    doc = yaml.safe_load(saved_text)
    n = next(i for i, entry in enumerate(doc["log"])
             if any(e["type"] == "DiceRolled" for e in entry["events"]))
    roll = next(e for e in doc["log"][n]["events"] if e["type"] == "DiceRolled")
    roll["dice"] = [1, 1] if roll["dice"] == [6, 6] else [6, 6]
    with pytest.raises(DataError) as err:
        open_text(yaml.safe_dump(doc))
    assert str(err.value).startswith(f"game.btdesk.yaml: log[{n}]: does not replay as saved")


def test_an_edited_but_valid_map_is_caught(saved_text: str) -> None:
    """Dropping the last map row still makes a valid map and a replayable game, but not the
    game that was saved."""
    doc = yaml.safe_load(saved_text)
    doc["scenario"]["map"]["rows"].pop()
    with pytest.raises(DataError, match=r"summary\.checksum: the replayed game differs"):
        open_text(yaml.safe_dump(doc))


def test_a_changed_summary_is_caught(saved_text: str) -> None:
    doc = yaml.safe_load(saved_text)
    doc["summary"]["checksum"] = "sha256:" + "0" * 64
    with pytest.raises(DataError, match=r"summary\.checksum: the replayed game differs"):
        open_text(yaml.safe_dump(doc))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=9), "version: version 9 was made by a newer btdesk"),
        (lambda d: d.update(format="btdesk-map"), "format: expected 'btdesk-game'"),
        (lambda d: d.pop("seed"), ": seed: missing"),
        (lambda d: d.update(seed="lucky"), "seed: expected a whole number"),
        (lambda d: d["log"][0]["command"].update(type="Teleport"), "log[0].command.type: expected one of"),
        (lambda d: d["sheets"]["enf-4r-enforcer"]["armor"].update(LA="x"),
         "sheets.enf-4r-enforcer.armor.LA: expected a whole number ≥ 0, got 'x'"),
        (lambda d: d["rules"]["cluster_hits"]["columns"][2].update({2: 9}),
         "rules.cluster_hits.columns.2.2: expected a whole number from 0 to 2"),
        (lambda d: d["scenario"]["map"]["rows"].__setitem__(0, "x" * 16),
         "scenario.map.rows[0]: column 1: unknown terrain 'x'"),
    ],
)
def test_bad_saves_name_the_key(saved_text: str, change, message: str) -> None:
    doc = yaml.safe_load(saved_text)
    change(doc)
    with pytest.raises(DataError) as err:
        open_text(yaml.safe_dump(doc))
    assert message in str(err.value) and str(err.value).startswith("game.btdesk.yaml: ")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a: &x [1, 2]\nb: *x\n", "anchors (&name) are not allowed"),
        ("format: !!python/object/apply:os.system ['true']\n", "could not determine a constructor"),
        ("format: btdesk-game\nformat: btdesk-game\n", "appears twice"),
        ("- just\n- a list\n", "expected a mapping"),
        ("", "expected a mapping, got nothing"),
    ],
)
def test_hostile_or_empty_files(text: str, message: str) -> None:
    with pytest.raises(DataError, match=re.escape(message)):
        open_text(text)


def test_oversized_files_are_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.btdesk.yaml"
    with path.open("wb") as handle:
        handle.truncate(SIZE_LIMIT + 1)
    with pytest.raises(DataError, match="the limit is"):
        read_save(path)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_saves_always_give_the_clear_error(saved_text: str, data: st.DataObject) -> None:
    """Truncated, byte-mutated and type-swapped saves: never an unhandled exception."""
    how = data.draw(st.sampled_from(["truncate", "mutate", "swap"]))
    if how == "truncate":
        text = saved_text[: data.draw(st.integers(0, len(saved_text) - 1))]
    elif how == "mutate":
        chars = list(saved_text)
        for _ in range(data.draw(st.integers(1, 5))):
            chars[data.draw(st.integers(0, len(chars) - 1))] = data.draw(
                st.sampled_from(list(":-[]{}&*!|>'\"#%@`0x \n\t")))
        text = "".join(chars)
    else:
        doc = yaml.safe_load(saved_text)
        entries = doc["log"]
        entry = entries[data.draw(st.integers(0, len(entries) - 1))]
        target = entry["command"] if data.draw(st.booleans()) or not entry["events"] else \
            entry["events"][data.draw(st.integers(0, len(entry["events"]) - 1))]
        key = data.draw(st.sampled_from(sorted(target)))
        target[key] = data.draw(st.sampled_from([None, 3, -1, "x", [], {}, True, 2.5]))
        text = yaml.safe_dump(doc)
    try:
        open_text(text)
    except DataError as exc:
        assert str(exc).startswith("game.btdesk.yaml: ")


# --- writing: atomic, with a backup, never damaging a good file ----------------------------------

def test_a_failed_load_leaves_the_file_alone(tmp_path: Path, saved_text: str) -> None:
    path = tmp_path / "g.btdesk.yaml"
    path.write_text(saved_text.replace("dice_drawn:", "dice_drawn: x\nold:"))
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(DataError):
        open_session(path)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_a_failed_save_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = played("green", 10)
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)
    good = path.read_bytes()

    def full_disk(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    session.submit(legal_commands(session.state)[0])
    monkeypatch.setattr("btdesk.io.atomic.os.replace", full_disk)
    with pytest.raises(DataError, match=r"No space left on device.*not changed"):
        save_session(session, path)
    assert path.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_saving_again_keeps_the_previous_version(tmp_path: Path) -> None:
    session = played("green", 10)
    path = tmp_path / "g.btdesk.yaml"
    save_session(session, path)
    first = path.read_bytes()
    session.submit(legal_commands(session.state)[0])
    save_session(session, path)
    assert (tmp_path / "g.btdesk.yaml.bak").read_bytes() == first
    assert open_session(path).state == session.state


WRITER = """
import sys, time
from pathlib import Path
from btdesk.io.atomic import write_atomic
path = Path(sys.argv[1])
blobs = [Path(sys.argv[2]).read_bytes(), Path(sys.argv[3]).read_bytes()]
print("ready", flush=True)
i = 0
while True:
    write_atomic(path, blobs[i % 2])
    i += 1
"""


@pytest.mark.slow
def test_killed_while_saving_the_file_is_old_or_new_never_half(tmp_path: Path) -> None:
    a = tmp_path / "a.bin"
    b = tmp_path / "b.bin"
    a.write_bytes(b"A" * 3_000_000)
    b.write_bytes(b"B" * 2_000_000)
    target = tmp_path / "game.btdesk.yaml"
    rng = random.Random(0)
    for _ in range(8):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target), str(a), str(b)],
                                stdout=subprocess.PIPE, cwd=ROOT)
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.08))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        if target.exists():
            data = target.read_bytes()
            assert data in (a.read_bytes(), b.read_bytes())


# --- autosave and recovery --------------------------------------------------------------------------

def test_autosave_after_every_change_and_recovery_after_a_crash(slot: Slot) -> None:
    root = slot.folder.parent
    session = played("green", 5)
    saver = Autosaver(session, slot)
    for _ in range(6):
        session.submit(legal_commands(session.state)[0])
    assert crashed(root) == []  # a live btdesk's game is never offered
    # The app "crashes": its lock dies with it, the marker stays, base + journal hold
    # the last change.
    slot.release()
    found = crashed(root)
    assert [s.folder for s in found] == [slot.folder]
    path = found[0].game
    found[0].release()
    assert recover(path).state == session.state
    session.undo()
    session.undo()
    session.redo()
    assert recover(path).state == session.state  # undo and redo are changes too
    assert recover(path).log == session.log
    resumed = recover(path)
    assert resumed.dice.drawn == session.dice.drawn  # type: ignore[union-attr]
    saver.close()
    assert crashed(root) == []


def test_a_journal_torn_by_the_crash_loses_only_its_last_change(slot: Slot) -> None:
    session = played("green", 5)
    Autosaver(session, slot)
    session.submit(legal_commands(session.state)[0])
    before_last = session.state
    session.submit(legal_commands(session.state)[0])
    slot.journal.write_bytes(slot.journal.read_bytes()[:-25])  # the last append was cut short
    assert recover(slot.game).state == before_last


def test_the_journal_is_compacted(slot: Slot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("btdesk.session.autosave.JOURNAL_COMPACT_AFTER", 3)
    session = played("green", 5)
    Autosaver(session, slot)
    for _ in range(5):
        session.submit(legal_commands(session.state)[0])
    assert len(slot.journal.read_bytes().splitlines()) < 3
    assert recover(slot.game).state == session.state


def test_version_0_save_is_migrated() -> None:
    """tests/fixtures/save-v0.btdesk.yaml was written in the pre-release layout."""
    path = FIXTURES / "save-v0.btdesk.yaml"
    before = path.read_bytes()
    session = open_session(path)
    assert path.read_bytes() == before
    assert session.state.turn == 4 and session.seed == 0
    enforcer = session.state.unit("attacker-1")
    assert enforcer.lost == {"RL"} and enforcer.damage["RL"] == 20


def test_a_close_assault_game_from_before_fire_into_the_hex_replays_as_played() -> None:
    """tests/fixtures/save-close-assault-4.btdesk.yaml was played by the btdesk that first
    had Close Assault (commit 177ddd4): two shots into an assault missed and rolled nothing
    more, and a unit that fired out of its hex still fought.  Its close_assault table
    (version 3) keeps the later rules off, so it opens and replays as it was played."""
    from btdesk.model.events import StrayShot
    path = FIXTURES / "save-close-assault-4.btdesk.yaml"
    before = path.read_bytes()
    session = open_session(path)
    assert path.read_bytes() == before
    numbers = session.state.rules.close_assault.numbers
    assert (numbers.partial_cover, numbers.stray_hit, numbers.fire_out_forfeits) == (0, 0, False)
    events = [e for entry in session.log for e in entry.events]
    assert not any(isinstance(e, StrayShot) for e in events)
    assert any(type(e).__name__ == "TacticsRevealed" for e in events)


def test_the_checksum_ignores_fields_still_at_their_defaults() -> None:
    """A later btdesk that adds a field with a default must compute the same fingerprint
    for an old game, so the summary leaves default-valued fields out."""
    from btdesk.io.codec import encode
    from btdesk.model.state import UnitState

    fresh = UnitState("u", "U", "s", "blue", None, 0)
    assert set(encode(fresh, omit_defaults=True)) == {"uid", "name", "sheet", "side",
                                                      "position", "facing"}
    hit = UnitState("u", "U", "s", "blue", None, 0, damage={"LA": 2})
    assert encode(hit, omit_defaults=True)["damage"] == [["LA", 2]]


def test_a_referees_corrections_save_and_replay(tmp_path: Path) -> None:
    """Every referee command is in the game's history: placing, ammunition, and a unit's
    condition (MechWarrior hits, prone, unconscious) replay from the file."""
    from btdesk.model.commands import RefereeAmmo, RefereeCondition, RollInitiative
    from btdesk.session.dice import SeededDice
    from btdesk.session.game import Session
    from btdesk.session.persist import open_session, save_session

    session = Session.from_scenario("green", seed=3, dice=SeededDice(3))
    session.submit(RollInitiative())
    session.submit(RefereeAmmo("defender-1", "Autocannon 20", 2))
    session.submit(RefereeCondition("defender-1", pilot_hits=3, unconscious=True))
    path = tmp_path / "ref.btdesk.yaml"
    save_session(session, path)
    again = open_session(path)
    hbk = again.state.unit("defender-1")
    assert (hbk.pilot_hits, hbk.unconscious, hbk.ammo_used) == (3, True, {"Autocannon 20": 2})
    assert again.state == session.state
