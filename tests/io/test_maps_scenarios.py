"""The default map, scenarios (seeds/002_a646f8aef8bc0466.txt, GREEN / VETERAN / ELITE TRAINING
SCENARIO: defender within 3 hexes of the south edge, attacker on the north edge) and the
opening state."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import ROOT

from btdesk.hexgrid import Hex
from btdesk.io.errors import DataError
from btdesk.io.maps import load_map, parse_map
from btdesk.io.scenarios import builtin_scenarios, load_scenario
from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.io.yamlsafe import parse_text
from btdesk.model.board import QSR_TERRAIN, Terrain
from btdesk.rules import initial_state
from btdesk.session.game import Session

T = load_rule_tables(ROOT / "resources" / "rules", Path("/nonexistent")).tables
LIB = load_library([ROOT / "sheets"])


def test_default_map_is_16_by_17_with_all_three_terrains() -> None:
    """rules-notes §1: a 16 × 17 mapsheet of clear, light woods and heavy woods."""
    board = load_map(ROOT / "resources" / "maps" / "default.yaml", T)
    assert (board.columns, board.rows) == (16, 17)
    kinds = {board.terrain_at(h) for h in board.hexes()}
    assert kinds == set(QSR_TERRAIN)
    assert board.terrain_at(Hex.from_label("0303")) is Terrain.HEAVY_WOODS
    assert board.terrain_at(Hex.from_label("0101")) is Terrain.CLEAR
    assert sum(1 for _ in board.hexes()) == 16 * 17


def test_map_errors() -> None:
    text = "format: btdesk-map\nversion: 1\nname: x\ncolumns: 3\nrows: ['...', '.x.']\n"
    with pytest.raises(DataError) as err:
        parse_map(parse_text(text, "maps/x.yaml"), "maps/x.yaml", T)
    assert str(err.value) == ("maps/x.yaml: rows[1]: column 2: unknown terrain 'x' "
                              "(legend: '.' clear, 'l' light woods, 'h' heavy woods, 'r' rough, "
                              "'w' water, '=' pavement, 'b' building)")
    with pytest.raises(DataError, match=r"rows\[0\]: expected 3 letters"):
        parse_map(parse_text(text.replace("'...'", "'....'"), "maps/x.yaml"), "maps/x.yaml", T)


@pytest.mark.parametrize("name", ["green", "veteran", "elite"])
def test_training_scenarios_deploy_inside_their_zones(name: str) -> None:
    scenario = load_scenario(name, T, LIB)
    south, north = scenario.sides
    assert (south.deployment.edge.value, south.deployment.depth) == ("south", 3)
    assert (north.deployment.edge.value, north.deployment.depth) == ("north", 1)
    state = initial_state(scenario, LIB.sheets, T)
    for unit in state.units:
        assert unit.position is not None
        zone = scenario.sides[0 if unit.side == "defender" else 1].deployment
        assert zone.contains(scenario.board, unit.position)


def test_scenario_forces() -> None:
    forces = {}
    for name in builtin_scenarios():
        s = load_scenario(name, T, LIB)
        forces[name] = {side.key: sorted(p.sheet for p in side.units) for side in s.sides}
    assert forces["green"] == {"defender": ["hbk-4g-hunchback"], "attacker": ["enf-4r-enforcer"]}
    assert forces["veteran"] == {
        "defender": ["her-5sa-hermes-ii", "saladin-assault-hover-tank"],
        "attacker": ["cda-3ma-cicada", "rommel-tank"]}
    assert forces["elite"] == {
        "defender": ["her-5sa-hermes-ii", "infiltrator-mk-ii", "machine-gun-motorized-platoon",
                     "rommel-tank-gauss"],
        "attacker": ["cda-3ma-cicada", "infiltrator-mk-ii", "rifle-energy-motorized-platoon",
                     "saladin-ultra"]}


def _scenario_file(tmp_path: Path, old: str, new: str) -> Path:
    text = (ROOT / "resources" / "scenarios" / "veteran.yaml").read_text()
    assert old in text
    (tmp_path / "scenarios").mkdir()
    path = tmp_path / "scenarios" / "custom.yaml"
    path.write_text(text.replace(old, new, 1))
    return path


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('at: "0616"', 'at: "0605"', "sides[0].units[0].at: 0605 is outside defender's deployment"),
        ('at: "1016"', 'at: "0616"', "sides[0].units[1].at: 0616 is already occupied"),
        ('sheet: rommel-tank,', 'sheet: atlas,', "sides[1].units[1].sheet: no record sheet named 'atlas'"),
        ('map: default', 'map: moon', "map: no map named 'moon'"),
        ('colour: "#0072B2"', 'colour: blue', "sides[0].colour: expected a colour like"),
        ('at: "1016"', 'at: "1115"', "sides[0].units[1].at: 1115 is light woods, which a hover"),
    ],
)
def test_bad_scenarios(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = _scenario_file(tmp_path, old, new)
    with pytest.raises(DataError) as err:
        load_scenario(path, T, LIB)
    assert message in str(err.value)
    assert str(err.value).startswith(str(path))


def test_a_custom_scenario_is_just_another_file(tmp_path: Path) -> None:
    path = _scenario_file(tmp_path, "Veteran Training Scenario", "Custom Skirmish")
    assert load_scenario(path, T, LIB).title == "Custom Skirmish"


def test_unknown_scenario_names_the_built_in_ones() -> None:
    with pytest.raises(DataError, match="built in: green, veteran, elite"):
        load_scenario("purple", T, LIB)


def test_duplicate_sheets_on_a_side_get_numbered_names(tmp_path: Path) -> None:
    path = _scenario_file(tmp_path, '- {sheet: rommel-tank, at: "1101", facing: 3}',
                          '- {sheet: rommel-tank, at: "1101", facing: 3}\n'
                          '      - {sheet: rommel-tank, at: "1301", facing: 3}')
    state = initial_state(load_scenario(path, T, LIB), LIB.sheets, T)
    assert [u.name for u in state.units if u.sheet == "rommel-tank"] == [
        "Rommel Tank #1", "Rommel Tank #2"]
    assert len({u.uid for u in state.units}) == len(state.units)


def test_session_opens_the_default_scenario(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario()
    assert session.scenario.key == "green"
    assert [u.name for u in session.state.units] == ["HBK-4G Hunchback", "ENF-4R Enforcer"]
    assert session.notices == ()


@pytest.mark.parametrize("name", ["m" * 300, "d" + "9" * 5000])
def test_a_map_name_too_long_for_the_system_is_not_found(tmp_path: Path, name: str) -> None:
    """A map name longer than the system allows is a map not found, not an OSError out
    of the check for the scenario's map."""
    path = _scenario_file(tmp_path, "map: default", f"map: {name}")
    with pytest.raises(DataError) as caught:
        load_scenario(path, T, LIB)
    assert str(caught.value).startswith(f"{path}: map: no map named '{name[:20]}")
    with pytest.raises(DataError, match="no such scenario"):
        load_scenario(name, T, LIB)
