"""Quick-Start rule tables as data (seeds/002_a646f8aef8bc0466.txt, tables on pp. 29-30 and
the record sheets) and the reconstructed Close Assault matrix (rules-notes §6)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import ROOT

from btdesk.io.errors import DataError
from btdesk.io.tables import load_rule_tables, parse_table
from btdesk.io.yamlsafe import load_file
from btdesk.model.board import Terrain
from btdesk.model.units import Motive

RULES = ROOT / "resources" / "rules"
LOADED = load_rule_tables(RULES, Path("/nonexistent"))
T = LOADED.tables


def test_mech_hit_location_table() -> None:
    """Record sheets, 'Mech hit location table (qsr-units.md §13.1)."""
    assert [T.mech_hit_locations.rolls[r] for r in range(2, 13)] == [
        "CT", "RA", "RA", "RL", "RT", "CT", "LT", "LL", "LA", "LA", "H"]


def test_vehicle_hit_location_table_and_motive_dagger() -> None:
    """Record sheets, Combat Vehicle hit location table with † on 3, 4, 5, 9 (§13.2)."""
    assert [T.vehicle_hit_locations.rolls[r] for r in range(2, 13)] == [
        "R", "F", "F", "RS", "F", "F", "F", "LS", "T", "T", "R"]
    assert T.vehicle_hit_locations.flagged == {3, 4, 5, 9}


def test_cluster_hits_table_as_printed() -> None:
    """CLUSTER HITS TABLE: column 4 roll 2 is 2 in the seed (rules-notes §2)."""
    assert [T.cluster_hits[2][r] for r in range(2, 13)] == [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]
    assert [T.cluster_hits[3][r] for r in range(2, 13)] == [1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3]
    assert [T.cluster_hits[4][r] for r in range(2, 13)] == [2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4]


@pytest.mark.parametrize(
    ("moved", "modifier"),
    [(0, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2), (7, 3), (9, 3), (10, 4), (17, 4), (18, 5),
     (24, 5), (25, 6), (60, 6)],
)
def test_target_movement_brackets(moved: int, modifier: int) -> None:
    """ATTACK MODIFIERS TABLE, Target Movement."""
    assert T.attack_modifiers.target_movement_modifier(moved) == modifier


def test_attack_modifiers() -> None:
    am = T.attack_modifiers
    assert am.attacker_movement == {"stationary": 0, "walked": 1, "ran": 2, "jumped": 3}
    assert am.target_jumped == 1
    assert am.range_brackets == (0, 2, 4)
    assert am.battle_armor_target == 1
    assert am.pulse == -2


def test_terrain_costs_modifiers_and_restrictions() -> None:
    """MOVEMENT COST TABLE; ATTACK MODIFIERS TABLE, Terrain; the note that hover and wheeled
    vehicles cannot enter light woods and no vehicle enters heavy woods."""
    light, heavy = T.terrain[Terrain.LIGHT_WOODS], T.terrain[Terrain.HEAVY_WOODS]
    assert (light.mp_cost, light.target_in, light.intervening) == (1, 1, 1)
    assert (heavy.mp_cost, heavy.target_in, heavy.intervening) == (2, 2, 2)
    assert light.prohibited == {Motive.HOVER, Motive.WHEELED}
    assert heavy.prohibited == {Motive.HOVER, Motive.WHEELED, Motive.TRACKED}
    assert T.terrain[Terrain.CLEAR].mp_cost == 0
    assert T.facing_change_mp == 1 and T.infantry_mp_per_hex == 1


@pytest.mark.parametrize(
    ("light", "heavy", "blocked"),
    [(2, 0, False), (3, 0, True), (0, 1, False), (0, 2, True), (1, 1, True)],
)
def test_los_density_restates_the_qsr_rule(light: int, heavy: int, blocked: bool) -> None:
    """LINE OF SIGHT, Intervening Terrain: three light, two heavy, or one of each block."""
    density = (light * T.terrain[Terrain.LIGHT_WOODS].los_density
               + heavy * T.terrain[Terrain.HEAVY_WOODS].los_density)
    assert (density >= T.los_blocking_density) is blocked


def test_damage_transfer_diagram() -> None:
    assert T.mech_damage_transfer == {"LA": "LT", "RA": "RT", "LL": "LT", "RL": "RT",
                                      "LT": "CT", "RT": "CT"}
    assert T.arm_lost_with_torso == {"LT": "LA", "RT": "RA"}


def test_infantry_damage_tables() -> None:
    d = T.infantry_damage
    assert (d.direct_divisor, d.cluster_bonus, d.pulse_bonus) == (10, 1, 2)
    assert d.burst_fire_dice == {"Small Pulse Laser": 2, "Machine Gun": 2, "Flamer": 4}
    assert d.clear_terrain_multiplier == 2


def test_close_assault_matrix_is_rules_notes_6() -> None:
    ca = T.close_assault
    assert ca.reconstructed
    rows = {d: [ca.result(d, a) for a in "ABCDEFG"] for d in "abcdefg"}
    assert rows == {
        "a": [1, 1, 1, 5, 6, 7, 8], "b": [1, 1, 1, 5, 6, 7, 8], "c": [1, 1, 1, 5, 6, 7, 8],
        "d": [2, 2, 2, 5, 6, 7, 8], "e": [3, 3, 3, 3, 3, 7, 8], "f": [4, 4, 4, 4, 4, 7, 8],
        "g": [8, 8, 8, 8, 8, 8, 8],
    }
    assert ca.result_names[6] == "collision"


# --- bad tables ---------------------------------------------------------------------------

def _mutated(name: str, old: str, new: str, tmp: Path) -> Path:
    text = (RULES / f"{name}.yaml").read_text()
    assert old in text
    path = tmp / f"{name}.yaml"
    path.write_text(text.replace(old, new, 1))
    return path


@pytest.mark.parametrize(
    ("name", "old", "new", "message"),
    [
        ("hit_locations", "12: H}", "12: Q}", "mech.rolls.12: expected one of H, CT"),
        ("hit_locations", "11: LA, 12: H", "11: LA", "mech.rolls: rolls 12 are missing"),
        ("cluster_hits", "2: {2: 1, 3: 1", "2: {2: 5, 3: 1", "columns.2.2: expected a whole number from 0 to 2"),
        ("attack_modifiers", "{from: 3, to: 4", "{from: 4, to: 4", "target_movement[1].from: brackets must follow on"),
        ("terrain", 'symbol: "l"', 'symbol: "."', "types.light_woods.symbol: '.' is already the symbol of clear"),
        ("damage_transfer", "LT: CT, RT: CT}", "LT: LA, RT: CT}", "mech.LA: transfer from LA loops back"),
        ("close_assault", "g: [8, 8, 8, 8, 8, 8, 8]", "g: [8, 8, 8]", "matrix.g: expected exactly 7 items, got 3"),
        ("close_assault", "a: [1, 1, 1, 5, 6, 7, 8]", "a: [1, 1, 1, 5, 6, 7, 9]", "matrix.a[6]: expected a whole number from 1 to 8, got 9"),
        ("infantry_damage", "direct_divisor: 10", "direct_divisor: ten", "direct_divisor: expected a whole number"),
    ],
)
def test_bad_tables_name_file_key_and_reason(name: str, old: str, new: str, message: str,
                                             tmp_path: Path) -> None:
    path = _mutated(name, old, new, tmp_path)
    with pytest.raises(DataError) as err:
        parse_table(name, load_file(path, f"rules/{name}.yaml"), f"rules/{name}.yaml")
    assert str(err.value).startswith(f"rules/{name}.yaml: {message}")


def test_a_broken_user_override_falls_back_to_the_built_in_table(tmp_path: Path) -> None:
    _mutated("cluster_hits", "2: {2: 1, 3: 1", "2: {2: 5, 3: 1", tmp_path)
    _mutated("attack_modifiers", "pulse: -2", "pulse: -3", tmp_path)  # a valid house rule
    loaded = load_rule_tables(RULES, tmp_path)
    assert len(loaded.rejected) == 1 and "cluster_hits.yaml" in str(loaded.rejected[0])
    assert loaded.tables.cluster_hits[2][2] == 1  # built-in used
    assert loaded.tables.attack_modifiers.pulse == -3  # override used
    assert len(loaded.overridden) == 1


def test_close_assault_scale_is_the_seeds() -> None:
    """0204-B: "1 cm = 2.5 meters ... One 30-meter hex measures 12 centimeters across"."""
    scale = T.close_assault.scale
    assert (scale.hex_metres, scale.hex_cm, scale.tactical_hexes_across) == (30, 12, 3)
    assert scale.metres_per_cm == 2.5


def test_a_version_1_close_assault_table_is_migrated(tmp_path: Path) -> None:
    """A referee's copy made before the scale was added still loads, with the seed's scale."""
    text = (RULES / "close_assault.yaml").read_text()
    old = text[:text.index("# Miniature scale")].replace(
        "version: 4  # 2 added the miniature scale; 3 the result paragraphs' numbers; 4 fire "
        "into the hex", "version: 1")
    (tmp_path / "close_assault.yaml").write_text(old)
    loaded = load_rule_tables(RULES, tmp_path)
    assert loaded.rejected == () and len(loaded.overridden) == 1
    assert loaded.tables.close_assault.scale.hex_cm == 12
    # ... version 2's gain the result paragraphs' numbers (0204-B result 5: base 4+) ...
    numbers = loaded.tables.close_assault.numbers
    assert numbers.push_base == 4 and numbers.exchanges_per_turn == 2
    # ... and version 3's keep fire into and out of the hex off, as games saved with them
    # were played; the built-in table (version 4) has them on.
    assert (numbers.partial_cover, numbers.stray_hit, numbers.fire_out_forfeits) == (0, 0, False)
    builtin = T.close_assault.numbers
    assert (builtin.partial_cover, builtin.stray_hit, builtin.fire_out_forfeits) == (1, 7, True)


def test_a_version_1_attack_modifiers_table_gains_jumping(tmp_path: Path) -> None:
    text = (RULES / "attack_modifiers.yaml").read_text()
    old = (text.replace("version: 2  # 2 added jumping (attacker jumped, target jumped)",
                        "version: 1")
           .replace(", jumped: 3}", "}").replace("target_jumped: 1\n", ""))
    (tmp_path / "attack_modifiers.yaml").write_text(old)
    loaded = load_rule_tables(RULES, tmp_path)
    assert loaded.rejected == ()
    assert loaded.tables.attack_modifiers.attacker_movement["jumped"] == 3
    assert loaded.tables.attack_modifiers.target_jumped == 1
