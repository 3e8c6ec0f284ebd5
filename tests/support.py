"""Shared test helpers: the built-in data, and states built unit by unit."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

from btdesk.hexgrid import Hex
from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.model.board import Board, Building, BuildingClass, Terrain
from btdesk.model.commands import Command, DeclareAttack
from btdesk.model.events import Event
from btdesk.model.state import GameState, MoveMode, MoveRecord, Phase, Side, UnitState, WeaponFire
from btdesk.rules import apply, legal_commands
from btdesk.rules.core.combat import check_declaration, resolve
from btdesk.rules.dice import Roller
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import Session

TESTS = Path(__file__).parent  # the tests' own fixtures and sheets
ROOT = TESTS.parent  # the project
TABLES = load_rule_tables(ROOT / "resources" / "rules", Path("/nonexistent")).tables
LIB = load_library([ROOT / "sheets", TESTS / "sheets"])  # + test-only units
QUICK_START = sorted(load_library([ROOT / "sheets"]).sheets)  # the 11 record sheets
BLUE, ORANGE = Side("blue", "Blue", "#0072B2"), Side("orange", "Orange", "#E69F00")


def at(label: str) -> Hex:
    return Hex.from_label(label)


def board(terrain: dict[str, Terrain] | None = None, columns: int = 16, rows: int = 17) -> Board:
    return Board("test", columns, rows, {at(k): v for k, v in (terrain or {}).items()})


def unit(uid: str, sheet: str, side: str, where: str | Hex, facing: int = 0,
         **changes: Any) -> UnitState:
    position = at(where) if isinstance(where, str) else where
    u = UnitState(uid, LIB.get(sheet).name, sheet, side, position, facing)
    return replace(u, **changes) if changes else u


def moved(mode: MoveMode, hexes: int = 0, mp: int = 0) -> MoveRecord:
    return MoveRecord(mode, (), mp, hexes)


def make_state(*units: UnitState, terrain: dict[str, Terrain] | None = None,
               phase: Phase = Phase.MOVEMENT, initiative: tuple[str, ...] = ("blue", "orange"),
               **changes: Any) -> GameState:
    state = GameState(
        scenario="test",
        board=board(terrain),
        sides=(BLUE, ORANGE),
        units=tuple(units),
        definitions={u.sheet: LIB.get(u.sheet) for u in units},
        rules=TABLES,
        phase=phase,
        initiative=initiative,
    )
    return replace(state, **changes) if changes else state


def jump_scenario(tmp_path: Path) -> tuple[Path, Path]:
    """The Green scenario with the test-only jumping Enforcer, installed as a user sheet.
    Returns the user folder (for BTDESK_USER_DIR) and the scenario file."""
    import shutil

    user = tmp_path / "user"
    (user / "sheets").mkdir(parents=True)
    shutil.copy(ROOT / "tests" / "sheets" / "enf-4r-enforcer-jump.yaml", user / "sheets")
    scenario = tmp_path / "scenarios" / "jump.yaml"
    scenario.parent.mkdir()
    text = (ROOT / "resources" / "scenarios" / "green.yaml").read_text()
    scenario.write_text(text.replace("sheet: enf-4r-enforcer,", "sheet: enf-4r-enforcer-jump,"))
    return user, scenario


def damage_dealt(events: tuple[object, ...], uid: str) -> dict[str, int]:
    """Damage the events applied to one unit, by location."""
    from btdesk.model.events import DamageApplied

    out: dict[str, int] = {}
    for e in events:
        if isinstance(e, DamageApplied) and e.unit == uid:
            out[e.location] = out.get(e.location, 0) + e.amount
    return out


def played(scenario: str, commands: int, seed: int = 1, **options: object) -> Session:
    """A game of ``commands`` random legal commands, attacks preferred (seeded)."""
    session = Session.from_scenario(scenario, seed=seed, **options)  # type: ignore[arg-type]
    rng = random.Random(seed)
    for _ in range(commands):
        if session.state.phase is Phase.GAME_OVER:
            break
        choices = legal_commands(session.state)
        attacks = [c for c in choices if isinstance(c, DeclareAttack) and c.target]
        session.submit(rng.choice(attacks or choices))
    return session


def run(state: GameState, command: Command, dice: list[int] | None = None
        ) -> tuple[GameState, list[Event]]:
    """Apply ``command`` with these dice (none by default); the events as a list."""
    after, events = apply(state, command, ScriptedDice(dice or []))
    return after, list(events)


# --- positions more than one folder of tests starts from --------------------------------

def on(state: GameState, terrain: dict[str, Terrain] | None = None,
       levels: dict[str, int] | None = None, depths: dict[str, int] | None = None,
       roads: str = "", buildings: dict[str, Building] | None = None) -> GameState:
    board = Board("test", 16, 17, {at(k): v for k, v in (terrain or {}).items()},
                  {at(k): v for k, v in (levels or {}).items()},
                  {at(k): v for k, v in (depths or {}).items()},
                  frozenset(at(k) for k in roads.split()),
                  {at(k): v for k, v in (buildings or {}).items()})
    return replace(state, board=board)


def building(kind: BuildingClass, cf: int, height: int = 2) -> Building:
    return Building(kind, cf, height)


def in_town(state: GameState, **buildings: Building) -> GameState:
    return on(state, terrain={k: Terrain.BUILDING for k in buildings}, buildings=buildings)


def fire(state: GameState, attacker: str, target: str, weapon: int, dice: list[int]
         ) -> tuple[GameState, list[Event]]:
    """One weapon's attack, declared and resolved with these dice."""
    declaration = check_declaration(state, attacker, target, (WeaponFire(weapon),))
    events: list[Event] = []
    state = resolve(state, declaration, Roller(ScriptedDice(dice), events), events)
    return state, events


def swarming_a_carrier() -> GameState:
    """Blue's rifle platoon has swarmed Orange's Timber Wolf (in light woods, walked 3)
    since turn 1; Orange's Infiltrators ride its handholds.  The Wolf has declared no
    attack: the platoon is to declare."""
    from btdesk.model.modules import TW_INFANTRY
    from btdesk.rules.modules.tw_infantry import anti_mech

    state = make_state(unit("s", "rifle-energy-motorized-platoon", "blue", "0808",
                            moved=moved(MoveMode.STATIONARY)),
                       unit("w", "mad-cat-timber-wolf-prime", "orange", "0808", 3,
                            moved=moved(MoveMode.WALK, 3)),
                       unit("b", "infiltrator-mk-ii", "orange", "0808", carried_by="w",
                            position=None),
                       terrain={"0808": Terrain.LIGHT_WOODS}, phase=Phase.WEAPON_ATTACK,
                       initiative=("orange", "blue"), turn=2,
                       options=frozenset({TW_INFANTRY.key}))
    state = replace(state, module_state={"tw_infantry.anti_mech": anti_mech.AntiMechState(
        swarming={"s": "w"}, turn=2, attached={"s": 1})})
    state, _ = apply(state, DeclareAttack("w", None), ScriptedDice([]))
    return state
