"""The 11 Quick-Start record sheets as data.

Source: seeds/002_a646f8aef8bc0466.txt, RECORD SHEETS (2009 printing), as cleaned value by
value in shared/qsr-units.md; values the seed lost come from public data and are marked
(rules-notes §2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import ROOT

from btdesk.io.errors import DataError
from btdesk.io.sheets import load_library, load_sheet, parse_sheet
from btdesk.io.yamlsafe import parse_text
from btdesk.model.units import Motive, UnitKind, WeaponCode

LIB = load_library([ROOT / "sheets"])

MECH_ARMOR = {  # H/CT/LT/RT/LA/RA/LL/RL, qsr-units.md §1
    "enf-4r-enforcer": (9, 23, 17, 17, 14, 14, 20, 20),
    "hbk-4g-hunchback": (9, 26, 20, 20, 16, 16, 20, 20),
    "cda-3ma-cicada": (9, 17, 15, 15, 12, 12, 20, 20),
    "her-5sa-hermes-ii": (9, 16, 14, 14, 11, 11, 18, 18),
}
VEHICLE_ARMOR = {  # front/left/right/rear/turret
    "rommel-tank": (40, 39, 39, 26, 40),
    "saladin-assault-hover-tank": (17, 5, 5, 5, None),
    "rommel-tank-gauss": (42, 40, 40, 26, 40),
    "saladin-ultra": (15, 8, 8, 5, None),
}
MOVEMENT = {
    "enf-4r-enforcer": (4, 6), "hbk-4g-hunchback": (4, 6), "cda-3ma-cicada": (8, 12),
    "her-5sa-hermes-ii": (6, 9), "rommel-tank": (4, 6), "saladin-assault-hover-tank": (8, 12),
    "rommel-tank-gauss": (4, 6), "saladin-ultra": (8, 12), "infiltrator-mk-ii": (3, 3),
    "rifle-energy-motorized-platoon": (3, 3), "machine-gun-motorized-platoon": (3, 3),
}
TONS = {"enf-4r-enforcer": 50, "hbk-4g-hunchback": 50, "cda-3ma-cicada": 40,
        "her-5sa-hermes-ii": 40, "rommel-tank": 65, "saladin-assault-hover-tank": 35,
        "rommel-tank-gauss": 65, "saladin-ultra": 35}


def test_the_eleven_quick_start_sheets_and_the_public_data_carriers_load() -> None:
    """The Quick-Start sheets, and the carrier and the OmniMech from public data (issue
    16: infantry transport and mechanized battle armor)."""
    assert LIB.rejected == ()
    assert sorted(LIB.sheets) == sorted([*MOVEMENT, "maxim-heavy-hover-transport",
                                         "mad-cat-timber-wolf-prime"])


@pytest.mark.parametrize("key", sorted(MECH_ARMOR))
def test_mech_armor(key: str) -> None:
    sheet = LIB.get(key)
    assert sheet.kind is UnitKind.MECH
    assert tuple(sheet.armor[loc] for loc in ("H", "CT", "LT", "RT", "LA", "RA", "LL", "RL")) \
        == MECH_ARMOR[key]


@pytest.mark.parametrize("key", sorted(VEHICLE_ARMOR))
def test_vehicle_armor(key: str) -> None:
    sheet = LIB.get(key)
    assert sheet.kind is UnitKind.VEHICLE
    values = tuple(sheet.armor.get(loc) for loc in ("F", "LS", "RS", "R", "T"))
    assert values == VEHICLE_ARMOR[key]


@pytest.mark.parametrize("key", sorted(MOVEMENT))
def test_movement_and_tonnage(key: str) -> None:
    sheet = LIB.get(key)
    assert (sheet.movement.walk, sheet.movement.run) == MOVEMENT[key]
    assert sheet.tons == TONS.get(key)
    assert (sheet.crew.gunnery, sheet.crew.piloting) == (4, 5)  # rules-notes §3


def test_the_seed_wins_over_public_data() -> None:
    """rules-notes §2: Rommel 40/39/39/26/40, Hermes II CT 16, Saladin Ultra front 15,
    Cicada arm lasers and RT PPC."""
    assert LIB.get("rommel-tank").total_armor == 184
    assert LIB.get("her-5sa-hermes-ii").armor["CT"] == 16
    assert LIB.get("saladin-ultra").armor["F"] == 15
    cicada = {w.name + w.location: w for w in LIB.get("cda-3ma-cicada").weapons if w.location}
    assert set(cicada) == {"Medium LaserRA", "Medium LaserLA", "Snub-Nose PPCRT",
                           "Small Pulse LaserCT"}
    assert "LRM" not in " ".join(w.name for w in LIB.get("rommel-tank").weapons)


def test_lost_values_are_marked_public_data() -> None:
    """rules-notes §2: the values the seed lost carry ``source: public-data``."""
    assert LIB.get("her-5sa-hermes-ii").public_data == {
        "armor.LA", "armor.RA", "armor.LT", "armor.RT", "armor.LL", "armor.RL", "criticals"}
    # Issue 17: every 'Mech's critical slots are public data (the QSR sheets print none).
    for key in ("hbk-4g-hunchback", "enf-4r-enforcer", "cda-3ma-cicada",
                "mad-cat-timber-wolf-prime"):
        assert "criticals" in LIB.get(key).public_data
    for key in ("saladin-assault-hover-tank", "rommel-tank-gauss", "saladin-ultra"):
        assert LIB.get(key).public_data == {"armor.LS", "armor.RS"}
    assert LIB.get("infiltrator-mk-ii").public_data == {
        "infantry.troopers", "infantry.armor_per_trooper"}
    # The ENF-4R's jump MP is a QSR omission by design (shared/qsr-units.md §11), added
    # from public data (issue 14).
    assert LIB.get("enf-4r-enforcer").public_data == {"movement.jump", "criticals"}
    for key in ("hbk-4g-hunchback", "cda-3ma-cicada"):
        assert LIB.get(key).public_data == {"criticals"}
    assert LIB.get("rommel-tank").public_data == frozenset()


def test_weapons_with_codes() -> None:
    """QSR Advanced Weapons: V, P, R2 (R/C), AI as printed in the Dmg column."""
    cicada = {w.name: w for w in LIB.get("cda-3ma-cicada").weapons}
    ppc = cicada["Snub-Nose PPC"]
    assert ppc.damage == (10, 8, 5) and ppc.ranges == (9, 13, 15)
    assert [ppc.damage_at(b) for b in range(3)] == [10, 8, 5]
    assert ppc.printed_damage == "10/8/5 (V)"
    assert cicada["Small Pulse Laser"].codes == {WeaponCode.PULSE, WeaponCode.ANTI_INFANTRY}
    uac = {w.name: w for w in LIB.get("her-5sa-hermes-ii").weapons}["Ultra AC/5"]
    assert uac.rapid_fire == 2 and WeaponCode.CLUSTER in uac.codes
    assert uac.printed_damage == "5/Sht, R2 (R/C)"
    assert uac.ranges == (6, 13, 20)


def test_weapon_quantities_and_ammo() -> None:
    gauss = LIB.get("rommel-tank-gauss")
    instances = gauss.weapon_instances()
    assert len(instances) == 8  # gauss, 2 ML, 2 MG turret, 2 MG front, 1 MG rear
    assert sum(1 for w in instances if w.name == "Machine Gun") == 5
    assert {(a.weapon, a.shots) for a in gauss.ammo} == {("Gauss Rifle", 16), ("Machine Gun", 100)}
    assert [(a.weapon, a.shots) for a in LIB.get("enf-4r-enforcer").ammo] == [("Autocannon 10", 10)]
    assert [(a.weapon, a.shots) for a in LIB.get("saladin-assault-hover-tank").ammo] == [
        ("Autocannon/20", 15)]


def test_vehicle_motive() -> None:
    assert LIB.get("rommel-tank").movement.motive is Motive.TRACKED
    assert LIB.get("saladin-ultra").movement.motive is Motive.HOVER


def test_battle_armor() -> None:
    """QSR Elite, *Armor Value*: capacity is the Armor Value + 1 (the trooper circle)."""
    ba = LIB.get("infiltrator-mk-ii")
    assert ba.infantry is not None
    assert (ba.infantry.troopers, ba.infantry.armor_per_trooper) == (4, 6)
    assert ba.infantry.trooper_capacity == 7
    assert [(w.name, w.damage, w.ranges, w.location) for w in ba.weapons] == [
        ("Magshot Gauss Rifle", (2,), (3, 6, 9), None)]


def test_conventional_platoon_tables() -> None:
    """qsr-units.md §11-12: range rows and damage per troopers (28 down to 1)."""
    rifle = LIB.get("rifle-energy-motorized-platoon").infantry
    mg = LIB.get("machine-gun-motorized-platoon").infantry
    assert rifle is not None and mg is not None
    assert rifle.range_modifiers == (-2, 0, 0, 2, 2, 4, 4)
    assert mg.range_modifiers == (-2, 0, 2, 4)
    rifle_28_down = [8, 8, 7, 7, 7, 6, 6, 6, 6, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 1, 1,
                     1, 1, 0]
    mg_28_down = [16, 15, 15, 14, 13, 13, 12, 12, 11, 11, 10, 10, 9, 8, 8, 7, 7, 6, 6, 5, 4, 4,
                  3, 3, 2, 2, 1, 1]
    assert list(reversed(rifle.damage_by_troopers)) == rifle_28_down
    assert list(reversed(mg.damage_by_troopers)) == mg_28_down


# --- bad sheets -------------------------------------------------------------------------

GOOD = (ROOT / "sheets" / "enf-4r-enforcer.yaml").read_text()


def _parse(text: str) -> object:
    return parse_sheet(parse_text(text, "sheets/foo.yaml"), "sheets/foo.yaml", "foo")


def test_bad_armor_value_names_file_key_and_reason() -> None:
    """The issue's own example message."""
    with pytest.raises(DataError) as err:
        _parse(GOOD.replace("LA: 14", "LA: x"))
    assert str(err.value) == "sheets/foo.yaml: armor.LA: expected a whole number ≥ 0, got 'x'"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("run: 6", "run: 7"), "movement.run: expected 6 (1.5 × 4 rounded up), got 7"),
        (("location: RA", "location: XX"), "weapons[0].location: expected one of H, CT"),
        (("tons: 50", "tons: -5"), "tons: expected a whole number from 1 to 200, got -5"),
        (("type: mech", "type: robot"), "type: expected one of mech, vehicle"),
        (("{weapon: Autocannon 10", "{weapon: Gatling"), "ammo[0].weapon: no weapon named 'Gatling'"),
        (("range: [1, 2, 3]", "range: [3, 2, 1]"), "weapons[2].range: short ≤ medium ≤ long"),
        (("H: 9, ", ""), "armor.H: missing"),
        (("crew:", "crewe:"), "crewe: unknown key"),
        (("version: 1", "version: 9"), "version: version 9 was made by a newer btdesk"),
        (("damage: 8,", "damage: [8, 6, 4],"), "weapons[1].damage: a list of three damage values"),
    ],
)
def test_bad_sheet_errors(change: tuple[str, str], message: str) -> None:
    old, new = change
    assert old in GOOD
    with pytest.raises(DataError) as err:
        _parse(GOOD.replace(old, new, 1))
    assert str(err.value).startswith("sheets/foo.yaml: " + message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a: &x [1]\nb: *x\n", "not valid YAML: anchors (&name) are not allowed"),
        ("a: 1\na: 2\n", "not valid YAML: key 'a' appears twice"),
        ("a: !!python/object:os.system x\n", "not valid YAML: could not determine a constructor"),
        ("a: [1, 2\n", "not valid YAML"),
    ],
)
def test_hostile_yaml_is_refused(text: str, message: str) -> None:
    with pytest.raises(DataError) as err:
        parse_text(text, "sheets/foo.yaml")
    assert message in str(err.value)
    assert str(err.value).startswith("sheets/foo.yaml: line ")


def test_one_bad_user_sheet_is_listed_and_the_rest_load(tmp_path: Path) -> None:
    user = tmp_path / "sheets"
    user.mkdir()
    (user / "broken.yaml").write_text(GOOD.replace("LA: 14", "LA: x"))
    (user / "my-enforcer.yaml").write_text(GOOD.replace("ENF-4R Enforcer", "My Enforcer"))
    (user / "enf-4r-enforcer.yaml").write_text(GOOD)  # shadows a built-in
    (user / "notes.txt").write_text("not a sheet")
    lib = load_library([ROOT / "sheets", user])
    assert len(lib.sheets) == 14 and lib.get("my-enforcer").name == "My Enforcer"
    reasons = sorted(str(e) for e in lib.rejected)
    assert len(reasons) == 2
    assert reasons[0].endswith("broken.yaml: armor.LA: expected a whole number ≥ 0, got 'x'")
    assert "already loaded from sheets/enf-4r-enforcer.yaml" in reasons[1]


def test_oversized_and_binary_files_are_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_text("a: " + "x" * (1 << 20) + "\n")
    with pytest.raises(DataError, match="the limit is"):
        load_sheet(big)
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(b"\xff\xfe\x00junk")
    with pytest.raises(DataError, match="not UTF-8"):
        load_sheet(binary)
