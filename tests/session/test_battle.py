"""A battle built from parts (issue 46): checked as it is built, saved as a scenario in
the user's folder, played, reopened; force strength; the balance estimate."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from support import ROOT
from unit_tree import write_tree

from btdesk.io.library_import import import_tree
from btdesk.io.maps import write_map
from btdesk.io.megamek_board import import_board
from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.model.state import Phase
from btdesk.session.balance import estimate, random_player, wilson
from btdesk.session.battle import (
    BattlePlan,
    SidePlan,
    UnitPick,
    map_board,
    open_battle,
    problems,
    save,
    strength,
)
from btdesk.session.game import Session


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user folder holding an imported unit library and an imported MegaMek board."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    write_tree(tmp_path / "tree", good=6, unplayable=False, bad=False)
    import_tree(tmp_path / "tree", tmp_path / "user" / "sheets")
    tables = load_rule_tables().tables
    board = import_board(ROOT / "tests" / "fixtures" / "river_crossing.board", tables).board
    write_map(board, tables, tmp_path / "user" / "maps" / "river_crossing.yaml")
    return tmp_path / "user"


def _plan() -> BattlePlan:
    return BattlePlan("Crossing fight", "river_crossing", (
        SidePlan("blue", "Blue", "#0072B2", "south", 1,
                 (UnitPick("lnc-0-test-lancer", 3, 4), UnitPick("t1-test-tank"))),
        SidePlan("red", "Red", "#E69F00", "north", 1,
                 (UnitPick("lnc-3-test-lancer"), UnitPick("t4-test-tank")))),
        ("physical_attacks",))


def test_save_play_and_reopen(user: Path) -> None:
    library, tables = load_library(), load_rule_tables().tables
    plan = _plan()
    assert problems(plan, library, tables, map_board("river_crossing", tables)) == []
    path = save(plan, library, tables)
    assert path == user / "scenarios" / "crossing-fight.yaml"
    session = Session.from_scenario(path, options=plan.options)
    units = session.state.units
    assert [u.sheet for u in units] == ["lnc-0-test-lancer--g3p4", "t1-test-tank",
                                        "lnc-3-test-lancer", "t4-test-tank"]
    crew = session.state.definition(units[0]).crew
    assert (crew.gunnery, crew.piloting) == (3, 4)  # the skills chosen, not the sheet's
    assert session.state.phase is Phase.SETUP  # the players set their units up
    assert open_battle(path, load_library(), tables) == plan


def test_every_choice_is_checked_with_the_reason(user: Path) -> None:
    library, tables = load_library(), load_rule_tables().tables
    board = map_board("river_crossing", tables)
    plan = _plan()
    deep = replace(plan, sides=(replace(plan.sides[0], depth=9), plan.sides[1]))
    assert [str(p) for p in problems(deep, library, tables, board)] == [
        "Blue: a deployment zone 9 hexes deep is off the map (3 hexes across from the "
        "south edge)"]
    rider = replace(plan, sides=(plan.sides[0], replace(plan.sides[1], units=(
        *plan.sides[1].units, UnitPick("b2-test-trooper", aboard=2)))))
    assert [str(p) for p in problems(rider, library, tables, board)] == [
        "Red, unit 3: unit 2 is not a carrier (no infantry bay and not an Omni unit)"]
    empty = replace(plan, sides=(plan.sides[0], replace(plan.sides[1], units=())))
    assert [str(p) for p in problems(empty, library, tables, board)] == ["Red: no units"]
    with pytest.raises(Exception, match="cannot be saved: Red: no units"):
        save(empty, library, tables)
    assert not (user / "scenarios").exists()


def test_force_strength_counts_tons_and_battle_value(user: Path) -> None:
    library = load_library()
    side = _plan().sides[0]
    assert strength(side, library).text() == \
        "2 units (1 BattleMech, 1 Combat Vehicle) · 100 t · BV unknown"
    sheet = user / "sheets" / "t1-test-tank.yaml"
    sheet.write_text(sheet.read_text() + "bv: 612\n")
    assert strength(side, load_library()).text() == \
        "2 units (1 BattleMech, 1 Combat Vehicle) · 100 t · BV 612 (1 without)"


def test_the_estimate_agrees_with_autoplayed_games(user: Path) -> None:
    """The estimate is the matchup played out: other games of the same matchup, played
    through the session as a window would, fall inside its interval."""
    library, tables = load_library(), load_rule_tables().tables
    plan = _plan()
    path = save(plan, library, tables)
    balance = estimate(path, tables, library, plan.options, games=30, seed=0)
    assert balance.games == 30 and balance.cut_short == 0
    won = 0
    for seed in range(1000, 1030):
        session = Session.from_scenario(path, seed=seed, options=plan.options)
        rng = random.Random(seed)
        while session.state.phase is not Phase.GAME_OVER:
            session.submit(random_player(session.state, rng))
        won += session.state.winner == "blue"
    _, low, high = balance.chance("blue")
    assert low <= won / 30 <= high, (won, balance.text())
    assert wilson(0, 0) == (0.0, 0.0, 1.0)
    assert "random legal commands (a stand-in for the computer opponent)" in balance.text()


def test_a_zone_painted_on_the_map(user: Path) -> None:
    """A side's zone may be hexes painted on the map: saved with the battle, its units
    set up there and nowhere else, each refusal naming the zone."""
    from btdesk.hexgrid import Hex
    from btdesk.model.commands import DeployUnit
    from btdesk.model.errors import IllegalCommand

    library, tables = load_library(), load_rule_tables().tables
    plan = _plan()
    painted = replace(plan, sides=(replace(plan.sides[0], hexes=("0201", "0302")),
                                   plan.sides[1]))
    board = map_board("river_crossing", tables)
    assert problems(painted, library, tables, board) == []
    off = replace(painted, sides=(replace(painted.sides[0], hexes=("0201", "0909")),
                                  plan.sides[1]))
    assert [str(p) for p in problems(off, library, tables, board)] == [
        "Blue: painted hexes off the map: 0909"]
    path = save(painted, library, tables)
    assert "deployment: {edge: south, depth: 1, hexes: ['0201', '0302']}" in path.read_text()
    assert open_battle(path, load_library(), tables) == painted
    session = Session.from_scenario(path, options=painted.options)
    zone = session.state.side("blue").deployment
    assert zone is not None and zone.hexes == {Hex.from_label("0201"), Hex.from_label("0302")}
    with pytest.raises(IllegalCommand, match=r"0403 is outside Blue's deployment zone "
                                             r"\(the 2 hexes painted for it\)"):
        session.submit(DeployUnit("blue-1", Hex.from_label("0403"), 0))
    session.submit(DeployUnit("blue-1", Hex.from_label("0302"), 0))
    assert session.state.unit("blue-1").position == Hex.from_label("0302")
