"""``btdesk import FILE.mtf`` (issue 20): MegaMek 'Mech files become record sheets.

The fixtures in tests/fixtures/mtf/ were written for these tests from public facts;
no MegaMek data file is used (their licence is non-commercial).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support import ROOT

from btdesk.io.equipment import load_equipment, normalise
from btdesk.io.errors import DataError
from btdesk.io.mech_structure import load_structure
from btdesk.io.mtf import import_mtf, parse_mtf, sheet_text, write_sheet
from btdesk.io.sheets import load_sheet, parse_sheet

FIXTURES = ROOT / "tests" / "fixtures" / "mtf"
HBK = FIXTURES / "hbk-4g.mtf"


def test_hbk_4g_matches_the_quick_start_sheet() -> None:
    """Issue 20's 'done when': the same armour, weapons and movement as
    sheets/hbk-4g-hunchback.yaml (seed 002, RECORD SHEETS), plus what the QSR sheet
    leaves out: rear armour and critical slots."""
    imported = import_mtf(HBK)
    qsr = load_sheet(ROOT / "sheets" / "hbk-4g-hunchback.yaml")
    sheet = imported.sheet
    assert imported.key == qsr.key == "hbk-4g-hunchback"
    assert (sheet.name, sheet.kind, sheet.tons) == (qsr.name, qsr.kind, qsr.tons)
    assert sheet.movement == qsr.movement
    assert dict(sheet.armor) == dict(qsr.armor)
    assert sorted(sheet.weapons, key=lambda w: w.location or "") == \
        sorted(qsr.weapons, key=lambda w: w.location or "")
    assert sheet.ammo == qsr.ammo  # 2 tons of AC/20 ammunition, 5 shots a ton
    assert dict(sheet.rear_armor) == {"CT": 5, "LT": 4, "RT": 4}
    # Slots are named as the rules read them: the sheet's weapon, "Ammo (<weapon>)".
    assert sheet.criticals["RT"][:10] == ("Autocannon 20",) * 10 == qsr.criticals["RT"][:10]
    assert sheet.criticals["LT"][:2] == ("Ammo (Autocannon 20)",) * 2
    assert len(sheet.criticals["H"]) == 6 and len(sheet.criticals["CT"]) == 12
    # Heat sinks, engine and structure are kept for the standard rules (Total Warfare).
    assert imported.notes == []
    assert (sheet.heat_sinks, sheet.double_heat_sinks) == (13, False)
    assert (sheet.engine, sheet.structure_type) == ("200 Fusion Engine", "IS Standard")


def test_launchers_ammunition_and_jump() -> None:
    sheet = import_mtf(FIXTURES / "lnc-1.mtf").sheet
    by_name = {w.name: w for w in sheet.weapons}
    lrm, srm, mg = by_name["LRM 10"], by_name["SRM 6"], by_name["Machine Gun"]
    assert (lrm.missiles, lrm.group, lrm.damage, lrm.min_range, lrm.ranges) == \
        (10, 5, (1,), 6, (7, 14, 21))
    assert (srm.missiles, srm.group, srm.damage) == (6, 2, (2,))
    assert mg.quantity == 2 and "AI" in mg.codes
    assert by_name["Medium Laser"].location == "RA"  # 'ISMediumLaser' spelling
    assert {a.weapon: a.shots for a in sheet.ammo} == {"LRM 10": 12, "SRM 6": 15,
                                                       "Machine Gun": 100}  # a half ton
    assert (sheet.movement.walk, sheet.movement.run, sheet.movement.jump) == (5, 8, 3)


def test_written_sheet_is_the_committed_test_sheet(tmp_path: Path) -> None:
    """What the import writes loads back to the same unit, laid out one weapon a line
    (the test sheets tests/sheets/lnc-1-lancer.yaml and hbk-4g-hunchback-tw.yaml were
    written by it)."""
    for mtf, committed in ((FIXTURES / "lnc-1.mtf", "lnc-1-lancer.yaml"),
                           (HBK, "hbk-4g-hunchback-tw.yaml")):
        imported = import_mtf(mtf)
        target = write_sheet(imported, tmp_path)
        assert load_sheet(target) == imported.sheet
        assert target.read_text() == (ROOT / "tests" / "sheets" / committed).read_text()
        with pytest.raises(DataError, match="already exists"):
            write_sheet(imported, tmp_path)


REFUSALS = [
    ("Config:Biped", "Config:Quad", "Config: Quad 'Mechs are not supported"),
    ("techbase:Inner Sphere", "techbase:Mixed (IS Chassis)", "techbase: Mixed (IS Chassis) technology is not read"),
    ("AC/20, Right Torso", "Gauss Rifle, Right Torso", "Gauss Rifle: not in resources/equipment.yaml"),
    ("Small Laser, Head", "Small Laser (R), Head", "rear-firing 'Mech weapons are not supported"),
    ("Small Laser, Head", "Small Laser, Tail", "'Tail' is not a 'Mech location"),
    ("RTC armor:5\n", "", "no 'RTC armor:' line"),
    ("mass:50", "mass:fifty", "mass: expected a whole number, got 'fifty'"),
    ("walk mp:4", "walk mp:99", "walk mp: 99 is outside 0..30"),
    ("IS Ammo AC/20\nIS Ammo AC/20", "IS Ammo Gauss\nIS Ammo AC/20", "IS Ammo Gauss: ammunition not in"),
    ("Weapons:4", "Weapons:9", "line 34: Weapons:9 but only 4 weapon lines follow"),
    ("mass:50\n", "mass:50\nmass:55\n", "mass appears twice"),
    ("walk mp:4", "walk mp:3", None),  # run 5 is derived: loads
    # Python reads no integer over 4,300 digits: this ended in "internal error".
    ("mass:50", "mass:" + "9" * 5000, "line 13: mass: a 5,000-digit number is outside 10..200"),
    ("Medium Laser, Left Arm", "9" * 5000 + " Medium Laser, Left Arm",
     "line 35: Medium Laser: a 5,000-digit count is outside 1..100"),
    ("Medium Laser, Left Arm", "101 Medium Laser, Left Arm",
     "Medium Laser: a count of 101 is outside 1..100"),
    # Total Warfare, BattleMech Internal Structure Table: a 50-ton 'Mech has 16 points in
    # its center torso, 12 in each side torso and leg, 8 in each arm, and may carry twice
    # that in armour (front and rear together), 9 on its head.
    ("HD armor:9", "HD armor:10",
     "line 27: HD armor: 10 is more than a 50-ton 'Mech's Head carries (9, the head's most)"),
    ("CT armor:26", "CT armor:28", "CT armor: 28 + 5 rear is more than a 50-ton 'Mech's "
                                   "Center Torso carries (32, twice its internal structure "
                                   "of 16)"),
    ("CT armor:26", "CT armor:27", None),  # 27 + 5 = 32: the most it may carry
    ("LA armor:16", "LA armor:17", "LA armor: 17 is more than a 50-ton 'Mech's Left Arm "
                                   "carries (16, twice its internal structure of 8)"),
    ("LL armor:20", "LL armor:24", None),
]


@pytest.mark.parametrize(("old", "new", "error"), REFUSALS)
def test_what_cannot_be_represented_is_refused_in_one_line(old: str, new: str,
                                                           error: str | None) -> None:
    text = HBK.read_text()
    assert old in text
    bad = text.replace(old, new, 1)
    if error is None:
        parse_mtf(bad, "x.mtf")
        return
    with pytest.raises(DataError) as caught:
        parse_mtf(bad, "x.mtf")
    message = str(caught.value)
    assert error in message and message.startswith("x.mtf: ") and "\n" not in message


def test_hostile_files_are_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.mtf"
    big.write_bytes(b"x" * 300_000)
    with pytest.raises(DataError, match="the limit is"):
        import_mtf(big)
    binary = tmp_path / "latin.mtf"
    binary.write_bytes(HBK.read_bytes().replace(b"chassis:Hunchback", b"chassis:Hunchb\xe4ck"))
    assert import_mtf(binary).sheet.name == "HBK-4G Hunchb\u00e4ck"  # latin-1, not a crash
    with pytest.raises(DataError, match="no 'config:' line"):
        parse_mtf("chassis:x\nmodel:y\n", "x.mtf")


def test_equipment_table_has_every_level_1_inner_sphere_weapon() -> None:
    """Issue 20: at least every Level-1 Inner Sphere weapon and its ammunition."""
    equipment = load_equipment()
    level_1 = ["Small Laser", "Medium Laser", "Large Laser", "PPC", "AC/2", "AC/5", "AC/10",
               "AC/20", "Machine Gun", "Flamer", "LRM 5", "LRM 10", "LRM 15", "LRM 20",
               "SRM 2", "SRM 4", "SRM 6"]
    for name in level_1:
        assert normalise(name) in equipment.weapons, name
    fed = {e.weapon for e in equipment.ammo.values()}
    for name in level_1:
        entry = equipment.weapons[normalise(name)]
        if name not in ("Small Laser", "Medium Laser", "Large Laser", "PPC", "Flamer"):
            assert entry.name in fed, f"{name} has no ammunition"
    # Every entry makes a valid sheet weapon: a sheet carrying all of them loads.
    seen = {e.name: e for e in equipment.weapons.values()}
    document = {"format": "btdesk-sheet", "version": 1, "name": "All", "type": "mech",
                "tons": 100, "movement": {"walk": 3, "run": 5},
                "armor": dict.fromkeys(("H", "CT", "LT", "RT", "LA", "RA", "LL", "RL"), 1),
                "weapons": [{"name": n, "location": "CT", **e.sheet} for n, e in seen.items()]}
    assert len(parse_sheet(document, "all", "all").weapons) == len(seen)


def test_same_weapon_quick_start_values() -> None:
    """Where the Quick-Start sheets print a weapon, the table has the sheets' values."""
    equipment = load_equipment()
    qsr = [load_sheet(p) for p in sorted((ROOT / "sheets").glob("*.yaml"))]
    for sheet in qsr:
        for weapon in sheet.weapons:
            entry = equipment.weapons.get(normalise(weapon.name))
            if entry is None:
                continue
            assert tuple(entry.sheet["range"]) == weapon.ranges, weapon.name
            damage = entry.sheet["damage"]
            assert (tuple(damage) if isinstance(damage, list) else (damage,)) == weapon.damage


def run_cli(*args: str, user: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "btdesk", *args], capture_output=True, text=True,
                          env={"BTDESK_USER_DIR": str(user), "PATH": "/usr/bin:/bin"},
                          timeout=60, cwd=ROOT)


def test_cli_import(tmp_path: Path) -> None:
    user = tmp_path / "user"
    done = run_cli("import", str(FIXTURES / "lnc-1.mtf"), str(HBK), user=user)
    # The Hunchback's name is a built-in sheet's: a copy in the user folder would be
    # refused at start-up, so the import says so instead of writing it.
    assert done.returncode == 1
    assert "ok  " in done.stdout and "is a built-in sheet's name" in done.stdout
    assert (user / "sheets" / "lnc-1-lancer.yaml").is_file()
    listed = run_cli("sheets", user=user)
    assert "lnc-1-lancer" in listed.stdout and "refused" not in listed.stderr
    again = run_cli("import", str(HBK), "--out", str(tmp_path / "out"), user=user)
    assert again.returncode == 0, again.stdout
    stray = tmp_path / "x.txt"
    stray.write_text("size 1 1\nend\n")
    refused = run_cli("import", str(stray), user=user)
    assert refused.returncode == 1
    assert "btdesk imports MegaMek unit files (.mtf, .blk), boards (.board) and folders" in refused.stdout


def test_sheet_text_is_readable() -> None:
    text = sheet_text(import_mtf(HBK).document)
    assert "  - {name: Autocannon 20, location: RT, damage: 20, range: [3, 6, 9]}\n" in text
    assert "rear_armor: {CT: 5, LT: 4, RT: 4}\n" in text


def _hbk_with(tmp_path: Path, name: str, *changes: tuple[str, str]) -> Path:
    text = HBK.read_text()
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text)
    return path


def test_armour_beyond_the_tonnage_is_refused_from_the_command_line(tmp_path: Path) -> None:
    """99 points in every location of a 50-ton 'Mech imported silently; and a mass of
    5,000 digits ended in "internal error" and a crash log."""
    import re

    text = re.sub(r"(?m)^(\w+) armor:\d+$", r"\1 armor:99", HBK.read_text())
    armoured = tmp_path / "armoured.mtf"
    armoured.write_text(text)
    huge = _hbk_with(tmp_path, "huge.mtf", ("mass:50", "mass:" + "9" * 5000))
    user = tmp_path / "user"
    done = run_cli("import", str(armoured), str(huge), "--out", str(tmp_path / "out"),
                   user=user)
    assert done.returncode == 1 and done.stderr == ""
    assert done.stdout.splitlines() == [
        f"bad {armoured}: line 27: HD armor: 99 is more than a 50-ton 'Mech's Head carries "
        "(9, the head's most)",
        f"bad {huge}: line 13: mass: a 5,000-digit number is outside 10..200"]
    assert not (tmp_path / "out").exists() and not (user / "logs").exists()


def test_a_weaponless_mech_imports(tmp_path: Path) -> None:
    """A 'Mech without weapons is a legal sheet: it is written with ``weapons: []`` and
    reads back, not refused as a sheet whose weapons are missing."""
    weapons = "Weapons:4\nMedium Laser, Left Arm\nMedium Laser, Right Arm\nAC/20, Right " \
              "Torso\nSmall Laser, Head\n"
    slots = [(f"{name}\n", "-Empty-\n") for name in
             ("Medium Laser", "Small Laser", "IS Ammo AC/20")]
    bare = _hbk_with(tmp_path, "bare.mtf", (weapons, "Weapons:0\n"), *slots)
    done = run_cli("import", str(bare), "--out", str(tmp_path / "out"), user=tmp_path / "user")
    assert done.returncode == 0, done.stdout
    target = tmp_path / "out" / "hbk-4g-hunchback.yaml"
    assert done.stdout.startswith(f"ok  {bare}: written to {target}: HBK-4G Hunchback, 50 t, "
                                  "0 weapons, 160 armour\n")
    assert "weapons: []\n" in target.read_text()
    assert load_sheet(target).weapons == ()


def test_a_tonnage_the_structure_table_lacks_is_imported_with_a_note() -> None:
    imported = parse_mtf(HBK.read_text().replace("mass:50", "mass:52"), "x.mtf")
    assert imported.notes[0] == ("armour not checked: the internal structure table has no "
                                 "52-ton 'Mech (it has 10 to 100 tons, in steps of 5)")


def test_the_structure_table_is_total_warfares() -> None:
    """Total Warfare, BattleMech Internal Structure Table, two rows checked by hand: 20
    tons 6/5/3/4 and 100 tons 31/21/17/21 (center torso, side torso, arm, leg)."""
    table = load_structure()
    assert "Total Warfare" in table.source
    assert table.max_armor(20) == {"H": 9, "CT": 12, "LT": 10, "RT": 10, "LA": 6, "RA": 6,
                                   "LL": 8, "RL": 8}
    assert table.max_armor(100) == {"H": 9, "CT": 62, "LT": 42, "RT": 42, "LA": 34,
                                    "RA": 34, "LL": 42, "RL": 42}
    # Every Quick-Start 'Mech sheet carries no more than its tonnage allows.
    for path in sorted((ROOT / "sheets").glob("*.yaml")):
        sheet = load_sheet(path)
        most = table.max_armor(sheet.tons or 0) if sheet.kind.value == "mech" else None
        if most is not None:
            for loc, points in sheet.armor.items():
                assert points + sheet.rear_armor.get(loc, 0) <= most[loc], (path.name, loc)


def test_a_name_too_long_for_a_file_is_refused(tmp_path: Path) -> None:
    """A model name long enough to make a sheet file name the system refuses is refused
    in one line naming it, not let out as OSError 'File name too long'."""
    long = _hbk_with(tmp_path, "long.mtf", ("model:HBK-4G", "model:" + "9" * 5000))
    with pytest.raises(DataError) as caught:
        import_mtf(long)
    assert str(caught.value) == (f"{long}: line 6: model: 5,000 characters long (a name is "
                                 "at most 100)")


def test_heat_sinks_engine_and_structure_are_kept_for_the_standard_rules() -> None:
    """Issue 47: an imported 'Mech plays the standard rules with its own heat sinks
    (Total Warfare, Heat Sinks): ``Heat Sinks:10 Double`` is ten double heat sinks; a line
    that is no count is refused naming it."""
    text = HBK.read_text().replace("heat sinks:13 Single", "Heat Sinks:10 Double")
    sheet = parse_mtf(text, "double.mtf").sheet
    assert (sheet.heat_sinks, sheet.double_heat_sinks) == (10, True)
    with pytest.raises(DataError, match="heat sinks: 'lots' is not a count"):
        parse_mtf(HBK.read_text().replace("heat sinks:13 Single", "heat sinks:lots"), "x.mtf")
