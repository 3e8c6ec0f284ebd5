"""``btdesk import DIR`` and ``btdesk sheets --find`` (issue 46): a whole MegaMek unit
library — .mtf 'Mechs, .blk vehicles and battle armor — on a generated tree of good,
unplayable and broken files, written from the formats' public shape (no MegaMek data
file is used)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import ROOT
from unit_tree import battle_armor, infantry, vehicle, write_tree

from btdesk.io.blk import parse_blk
from btdesk.io.errors import DataError
from btdesk.io.library_import import import_tree, reason_kind
from btdesk.io.library_search import Filters, find, index
from btdesk.io.sheets import load_library, load_sheet
from btdesk.model.units import Motive, UnitKind


def _btdesk(user: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BTDESK_USER_DIR": str(user)}
    return subprocess.run([sys.executable, "-m", "btdesk", *args], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=120)


@pytest.mark.slow
def test_import_a_tree_then_again_then_a_change(tmp_path: Path) -> None:
    tree, user = tmp_path / "mekfiles", tmp_path / "user"
    write_tree(tree)
    done = _btdesk(user, "import", str(tree))
    assert done.returncode == 1  # some files were refused
    assert done.stderr == ""
    line = done.stdout.strip()
    assert "\n" not in line
    assert line.startswith("imported 6, updated 0, unchanged 0, refused 7 (")
    for kind in ("quad 'Mech: 1", "unknown equipment Gauss Rifle: 1",
                 "conventional infantry: 1", "vtol movement: 1", "not a valid unit file: 2",
                 "unreadable file: 1"):
        assert kind in line
    report = (user / "import-report.txt").read_text()
    assert f"{tree}/mechs/3025/Test Spider Q1.mtf: line 7: Config: Quad" in report
    assert f"{tree}/vehicles/Unclosed.blk: line 28:" in report
    assert f"{tree}/mechs/3025/Broken Mass.mtf: line 12: mass: expected a whole number" in report
    sheets = sorted(p.name for p in (user / "sheets").glob("*.yaml"))
    assert sheets == ["b2-test-trooper.yaml", "b5-test-trooper.yaml", "lnc-0-test-lancer.yaml",
                      "lnc-3-test-lancer.yaml", "t1-test-tank.yaml", "t4-test-tank.yaml"]
    before = {p: p.stat().st_mtime_ns for p in (user / "sheets").glob("*.yaml")}

    again = _btdesk(user, "import", str(tree))
    assert again.stdout.startswith("imported 0, updated 0, unchanged 6, refused 7")
    assert {p: p.stat().st_mtime_ns for p in (user / "sheets").glob("*.yaml")} == before

    tank = tree / "vehicles" / "Test Tank T1.blk"
    tank.write_text(tank.read_text().replace("<cruiseMP>\n4", "<cruiseMP>\n5"))
    edited = user / "sheets" / "t4-test-tank.yaml"
    edited.write_text(edited.read_text().replace("name: Test Tank T4", "name: My Tank"))
    (tree / "vehicles" / "Test Tank T4.blk").write_text(
        vehicle("Test Tank", "T4", cruise=6))
    third = _btdesk(user, "import", str(tree))
    assert third.stdout.startswith("imported 0, updated 1, unchanged 4, refused 8")
    assert load_sheet(user / "sheets" / "t1-test-tank.yaml").movement.walk == 5
    assert "My Tank" in edited.read_text()  # the user's edit is never overwritten
    assert "t4-test-tank.yaml was edited since it was imported: kept" in \
        (user / "import-report.txt").read_text()

    found = _btdesk(user, "sheets", "--find", "tank t1")
    assert found.returncode == 0
    assert [ln.split()[0] for ln in found.stdout.splitlines()] == ["t1-test-tank"]
    none = _btdesk(user, "sheets", "--find", "no such unit")
    assert none.returncode == 1 and none.stdout == ""
    assert none.stderr.strip() == "no sheet matches 'no such unit'"


def test_no_half_written_sheet_and_the_manifest_is_whole(tmp_path: Path) -> None:
    """What is written is whole: no temporary file is left, and every sheet loads."""
    tree, out = tmp_path / "tree", tmp_path / "out"
    write_tree(tree, good=9, unplayable=False, bad=False)
    result = import_tree(tree, out)
    assert result.count("imported") == 9
    assert sorted(p.name for p in out.iterdir() if p.name.startswith(".")) == [".btdesk-import"]
    library = load_library([out])
    assert len(library.sheets) == 9 and library.rejected == ()


def test_a_stop_keeps_what_was_written(tmp_path: Path) -> None:
    tree, out = tmp_path / "tree", tmp_path / "out"
    write_tree(tree, good=6, unplayable=False, bad=False)
    seen: list[tuple[int, int]] = []
    result = import_tree(tree, out, progress=lambda d, t: seen.append((d, t)) or d < 2)
    assert seen == [(1, 6), (2, 6)]
    assert result.count("imported") == 2
    assert import_tree(tree, out).count("unchanged") == 2  # the manifest kept them


def test_a_users_own_sheet_is_kept(tmp_path: Path) -> None:
    tree, out = tmp_path / "tree", tmp_path / "out"
    write_tree(tree, good=2, unplayable=False, bad=False)
    out.mkdir()
    mine = out / "t1-test-tank.yaml"
    mine.write_text("my own\n")
    result = import_tree(tree, out)
    refused = [o.error for o in result.outcomes if o.error is not None]
    assert len(refused) == 1 and "kept (--force replaces it)" in str(refused[0])
    assert mine.read_text() == "my own\n"
    assert import_tree(tree, out, force=True).count("updated") == 1


def test_blk_vehicle_reads_every_location() -> None:
    sheet = parse_blk(vehicle("Test Tank", "T9"), "t9.blk").sheet
    assert (sheet.kind, sheet.tons, sheet.movement.motive) == (UnitKind.VEHICLE, 50,
                                                               Motive.TRACKED)
    assert (sheet.movement.walk, sheet.movement.run) == (4, 6)
    assert dict(sheet.armor) == {"F": 30, "LS": 22, "RS": 22, "R": 16, "T": 25}
    assert {(w.name, w.location) for w in sheet.weapons} == {
        ("Medium Laser", "F"), ("SRM 6", "F"), ("Machine Gun", "R"), ("Autocannon 10", "T")}
    assert {a.weapon: a.shots for a in sheet.ammo} == {"SRM 6": 15, "Autocannon 10": 20,
                                                       "Machine Gun": 200}
    hover = parse_blk(vehicle("Skimmer", "S", motion="Hover", turret=False), "s.blk").sheet
    assert hover.movement.motive is Motive.HOVER and "T" not in hover.armor


def test_blk_battle_armor() -> None:
    sheet = parse_blk(battle_armor("Test Trooper", "B", troopers=5, armor=7), "b.blk").sheet
    assert sheet.kind is UnitKind.BATTLE_ARMOR and sheet.infantry is not None
    assert (sheet.infantry.troopers, sheet.infantry.armor_per_trooper) == (5, 7)
    assert (sheet.movement.walk, sheet.movement.motive) == (3, Motive.JUMP)


@pytest.mark.parametrize(("text", "where", "kind"), [
    (infantry("Rifles"), "line 2", "conventional infantry"),
    (vehicle("Copter", "V", motion="VTOL"), "line 24", "vtol movement"),
    (vehicle("Odd", "O", front=("ISGaussRifle",)), "line 37", "unknown equipment ISGaussRifle"),
    (vehicle("Mixed", "C").replace("IS Level 1", "Mixed (IS Chassis)"), "line 21",
     "mixed technology"),
    (vehicle("Short", "S").replace("30\n22\n", "30\n"), "line 29", "not a valid unit file"),
    (vehicle("Odd", "O").replace("ISMediumLaser", "ISMediumLaser\n<x>"), "line 38",
     "not a valid unit file"),
    ("hello\n", "line 1", "not a valid unit file"),
])
def test_blk_refusals_name_the_line(text: str, where: str, kind: str) -> None:
    with pytest.raises(DataError) as caught:
        parse_blk(text, "x.blk")
    assert caught.value.key == where, caught.value
    assert reason_kind(caught.value) == kind


def test_search_filters() -> None:
    entries = index(load_library([ROOT / "sheets"]))
    names = {e.key for e in find(entries, Filters(text="HUNCHBACK"))}
    assert names == {"hbk-4g-hunchback"}
    vehicles = find(entries, Filters(kind=UnitKind.VEHICLE, min_tons=60))
    assert vehicles and all(e.kind is UnitKind.VEHICLE and (e.tons or 0) >= 60 for e in vehicles)
    lasers = find(entries, Filters(weapon="medium laser", kind=UnitKind.MECH))
    assert lasers and all(any("Medium Laser" in w for w in e.weapons) for e in lasers)
    assert all(e.origin == "built-in" for e in entries)
    assert find(entries, Filters(origin="imported")) == []


def test_fast_flow_reads_back_as_written() -> None:
    """The emitter-free writer of imported sheets writes nothing YAML reads otherwise."""
    import random

    import yaml

    from btdesk.io.yamlsafe import flow

    rng = random.Random(46)
    alphabet = "aZy nN0.9 _/()-:#,'\"[]{}!&*?|>%@`"
    values: list[object] = ["yes", "No", "null", "Y", "", "x-", "a  b", "1e3", "-5"]
    values += ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 8)))
               for _ in range(3000)]
    for value in values:
        for wrapped in (value, [value, 3], {"k": value}):
            assert yaml.safe_load(f"v: {flow(wrapped)}")["v"] == wrapped, wrapped


def test_clan_technology_is_equipment_data_like_any_other() -> None:
    """A Clan 'Mech's file names its weapons with or without the CL prefix; each is the
    Clan weapon of Total Warfare's Clan tables (an ER medium laser 7 points to 15 hexes,
    an LRM without minimum range), named as sheets/mad-cat-timber-wolf-prime.yaml names
    them."""
    from unit_tree import mech

    from btdesk.io.mtf import parse_mtf

    text = (mech("Test Wolf", "W1", weapon="ER Medium Laser")
            .replace("techbase:Inner Sphere", "techbase:Clan")
            .replace("LRM 10, Left Torso", "CLLRM10, Left Torso")
            .replace("IS Ammo LRM-10", "Clan Ammo LRM-10")
            .replace("IS Ammo SRM-6", "Clan Ammo SRM-6"))
    sheet = parse_mtf(text, "w1.mtf").sheet
    by_name = {w.name: w for w in sheet.weapons}
    laser, lrm = by_name["ER Medium Laser (Clan)"], by_name["LRM 10 (Clan)"]
    assert (laser.damage, laser.ranges, laser.location) == ((7,), (5, 10, 15), "RA")
    assert (lrm.missiles, lrm.min_range, lrm.ranges) == (10, 0, (7, 14, 21))
    assert by_name["SRM 6 (Clan)"].missiles == 6 and "Machine Gun" in by_name
    assert {a.weapon: a.shots for a in sheet.ammo} == {"LRM 10 (Clan)": 12, "SRM 6 (Clan)": 15,
                                                       "Machine Gun": 100}
    timber_wolf = load_sheet(ROOT / "sheets" / "mad-cat-timber-wolf-prime.yaml")
    shipped = {w.name: (w.damage, w.ranges) for w in timber_wolf.weapons}
    assert shipped["ER Medium Laser (Clan)"] == (laser.damage, laser.ranges)


def test_hostile_trees_are_refused_file_by_file(tmp_path: Path) -> None:
    """A pipe named like a unit file, a link looping back to the tree, two files naming
    one sheet: each is a refusal with its reason, and the walk ends."""
    tree, out = tmp_path / "tree", tmp_path / "out"
    write_tree(tree, good=2, unplayable=False, bad=False)
    os.mkfifo(tree / "vehicles" / "Pipe.blk")
    (tree / "vehicles" / "loop").symlink_to(tree)
    (tree / "vehicles" / "Copy.blk").write_text(vehicle("Test Tank", "T1"))
    result = import_tree(tree, out)
    reasons = {Path(o.file).name: str(o.error) for o in result.outcomes if o.error}
    assert "not a regular file" in reasons["Pipe.blk"]
    assert "same sheet name 't1-test-tank'" in reasons["Test Tank T1.blk"] or \
        "same sheet name 't1-test-tank'" in reasons["Copy.blk"]
    assert result.count("imported") == 2


@pytest.mark.slow
def test_one_blk_file_imports_too(tmp_path: Path) -> None:
    tank = tmp_path / "Skimmer S1.blk"
    tank.write_text(vehicle("Skimmer", "S1", motion="Hover"))
    done = _btdesk(tmp_path / "user", "import", str(tank))
    assert done.returncode == 0, done.stdout
    assert "written to" in done.stdout and "Skimmer S1" in done.stdout
    assert (tmp_path / "user" / "sheets" / "s1-skimmer.yaml").is_file()


def test_the_file_index_is_the_librarys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``btdesk sheets --find`` reads an index kept by the digest of each file instead
    of loading every sheet; it holds what the loaded library holds, edits included."""
    from btdesk.io.library_search import index_files
    from btdesk.io.resources import sheets_dir

    write_tree(tmp_path / "tree", good=6, unplayable=False, bad=False)
    out = tmp_path / "out"
    import_tree(tmp_path / "tree", out)
    (out / "broken.yaml").write_text("format: btdesk-sheet\n")
    folders = [sheets_dir(), out]
    assert index_files(folders) == index(load_library(folders))
    assert index_files(folders) == index(load_library(folders))  # from the cache
    sheet = out / "t1-test-tank.yaml"
    sheet.write_text(sheet.read_text().replace("name: Test Tank T1", "name: Renamed Tank"))
    assert "Renamed Tank" in {e.name for e in index_files(folders)}
    assert index_files(folders) == index(load_library(folders))


def test_a_folder_that_cannot_be_read_is_a_refusal(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder the walk cannot list is counted and reported, not passed over."""
    from btdesk.io import library_import

    write_tree(tmp_path / "tree", good=1, unplayable=False, bad=False)
    walk = os.walk

    def walk_with_a_locked_folder(top: object, onerror: object = None,
                                  followlinks: bool = False) -> object:
        locked = PermissionError(13, "Permission denied")
        locked.filename = str(tmp_path / "tree" / "locked")
        onerror(locked)  # type: ignore[operator]
        return walk(top, onerror=onerror, followlinks=followlinks)  # type: ignore[call-overload]

    monkeypatch.setattr(library_import.os, "walk", walk_with_a_locked_folder)
    result = import_tree(tmp_path / "tree", tmp_path / "out")
    assert "unreadable folder: 1" in result.summary()
    assert f"refused {tmp_path}/tree/locked: cannot read the folder (Permission denied)" in \
        result.report_text()
