"""Random playouts: thousands of random legal commands from every training scenario with
seeded dice, checking the invariants the engine must never break (OpenSpiel-style)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from playout import check_invariants, play_randomly
from support import ROOT

from btdesk.model.commands import DeclareAttack, MoveUnit, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import CLOSE_ASSAULT, PHYSICAL_ATTACKS, GameState, Phase
from btdesk.rules import apply, legal_commands
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session

GAMES_PER_SCENARIO = 6
MAX_COMMANDS = 1500


def acting_unit(command: object) -> str | None:
    if isinstance(command, MoveUnit | DeclareAttack | ResolveAttacks):
        return command.unit
    return None


def random_subset(rng: random.Random, command: object) -> object:
    """Declarations list every weapon; a player may fire any non-empty subset of them."""
    if isinstance(command, DeclareAttack) and command.weapons and rng.random() < 0.5:
        k = rng.randint(1, len(command.weapons))
        return replace(command, weapons=tuple(rng.sample(command.weapons, k)))
    return command


@pytest.mark.parametrize(("scenario", "free_deployment"),
                         [("green", False), ("veteran", False), ("elite", False),
                          ("elite", True), ("river-town", False)])
def test_random_playouts_keep_every_invariant(scenario: str, free_deployment: bool,
                                              tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    finished = 0
    for game in range(GAMES_PER_SCENARIO):
        session = Session.from_scenario(scenario, seed=game, free_deployment=free_deployment)
        rng = random.Random(game)
        for _ in range(MAX_COMMANDS):
            state = session.state
            if state.phase is Phase.GAME_OVER:
                finished += 1
                break
            commands = legal_commands(state)
            assert commands, f"no legal command in {state.phase}"
            command = random_subset(rng, rng.choice(commands))
            uid = acting_unit(command)
            if uid is not None and not isinstance(command, ResolveAttacks):
                assert state.unit(uid).active, "a destroyed unit was offered a command"
            if uid is not None:
                assert not state.unit(uid).removed
            before = state
            session.submit(command)
            check_invariants(session.state)
            # Undo then redo returns the same state.
            after = session.state
            assert session.undo() and session.state == before
            assert session.redo() and session.state == after
            # An illegal command is refused whole: moving a unit twice, say.
            if isinstance(command, MoveUnit) and session.state.phase is Phase.MOVEMENT:
                with pytest.raises(IllegalCommand):
                    apply(session.state, command, SeededDice(0))
        assert session.replayed() == session.state  # the log replays to the same state
    assert finished >= GAMES_PER_SCENARIO // 2  # most random games reach a result


def test_random_playouts_with_a_jumping_mech(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A user sheet with jump MP (tests/sheets) in the Green scenario: jumps are offered by
    legal_commands and keep every invariant."""
    from support import jump_scenario

    from btdesk.model.state import MoveMode

    user, scenario = jump_scenario(tmp_path)
    monkeypatch.setenv("BTDESK_USER_DIR", str(user))
    jumps = 0
    for game in range(3):
        session = Session.from_scenario(scenario, seed=game)
        rng = random.Random(game)
        for _ in range(MAX_COMMANDS):
            if session.state.phase is Phase.GAME_OVER:
                break
            command = random_subset(rng, rng.choice(legal_commands(session.state)))
            jumps += isinstance(command, MoveUnit) and command.mode is MoveMode.JUMP
            session.submit(command)
            check_invariants(session.state)
        assert session.replayed() == session.state
    assert jumps > 0


def test_random_playouts_with_imported_total_warfare_sheets(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20: 'Mechs imported from .mtf files (rear armour, LRM and SRM launchers,
    minimum range, machine guns) in the Veteran scenario, with and without physical
    attacks: every invariant holds and the log replays."""
    root = ROOT
    (tmp_path / "sheets").mkdir()
    for name in ("lnc-1-lancer.yaml", "hbk-4g-hunchback-tw.yaml"):
        (tmp_path / "sheets" / name).write_text((root / "tests" / "sheets" / name).read_text())
    scenario = tmp_path / "imported.yaml"
    scenario.write_text((root / "resources" / "scenarios" / "veteran.yaml").read_text()
                        .replace("sheet: her-5sa-hermes-ii", "sheet: lnc-1-lancer")
                        .replace("sheet: cda-3ma-cicada", "sheet: hbk-4g-hunchback-tw"))
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    rear_hits = 0
    for game, options in enumerate([(), ("physical_attacks",)] * 2):
        session = Session.from_scenario(scenario, seed=game, options=options)
        assert {u.sheet for u in session.state.units} >= {"lnc-1-lancer", "hbk-4g-hunchback-tw"}
        played = play_randomly(session, game, MAX_COMMANDS,
                               lambda c: isinstance(c, DeclareAttack) and c.target is not None)
        assert sum(1 for _ in played) > 50
        rear_hits += sum(v for u in session.state.units for k, v in u.damage.items()
                         if k.endswith("TR"))
        assert session.replayed() == session.state
    assert rear_hits  # some fire came from behind and met rear armour


def climbs(command: object) -> bool:
    return isinstance(command, MoveUnit) and command.floor is not None


def test_random_playouts_in_river_town_with_every_option(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18: the town map with physical attacks, Close Assault, the ambush and both
    rule modules on; moves into buildings and up their floors are favoured.  Buildings
    are damaged (and some fall), every invariant holds after every command, and the log
    replays."""
    from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, PHYSICAL_ATTACKS

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    options = (PHYSICAL_ATTACKS, CLOSE_ASSAULT, AMBUSH, "assault_orders", "multi_model")
    hit = climbed = 0
    for game in range(3):
        session = Session.from_scenario("river-town", seed=game, options=options)
        town = session.state.board.buildings
        for command in play_randomly(session, game, MAX_COMMANDS, climbs, 0.3):
            climbed += isinstance(command, MoveUnit) and bool(command.floor)
        state = session.state
        hit += bool(state.building_damage) or state.board.buildings != town
        assert session.replayed() == state
    assert hit and climbed


def test_random_playouts_in_river_town_punching_buildings(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18: physical attacks without Close Assault, with Total Warfare infantry and
    critical hits; blows at buildings (Total Warfare: an adjacent building is hit
    automatically) and moves are favoured.  Blows land, CF falls (some buildings to
    rubble), every invariant holds and the log replays."""
    from btdesk.model.commands import DeclarePhysical
    from btdesk.model.events import BuildingBlow
    from btdesk.model.state import PHYSICAL_ATTACKS

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    options = (PHYSICAL_ATTACKS, "tw_infantry", "critical_hits")
    blows = 0

    def wanted(command: object) -> bool:
        return isinstance(command, MoveUnit) or (
            isinstance(command, DeclarePhysical) and command.building is not None)

    for game in range(3):
        session = Session.from_scenario("river-town", seed=game, options=options)
        for _ in play_randomly(session, game, MAX_COMMANDS, wanted, 0.6):
            pass
        blows += sum(isinstance(e, BuildingBlow) for entry in session.log
                     for e in entry.events)
        assert session.replayed() == session.state
    assert blows


def shares_with_enemy(session: Session) -> bool:
    state = session.state
    return any(a.side != b.side and a.position == b.position and a.position is not None
               and a.active and b.active for a in state.units for b in state.units)


@pytest.mark.parametrize(("scenario", "close_assault", "physical"),
                         [("veteran", False, False), ("elite", False, False),
                          ("elite", True, False), ("veteran", False, True)])
def test_random_playouts_with_total_warfare_infantry(
        scenario: str, close_assault: bool, physical: bool, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16: the Total Warfare infantry option on (seed 003), with and without Close
    Assault, and with physical attacks (pushes into crowded hexes set off the domino
    effect); moves are favoured so units crowd and meet.  Stacking holds after every
    command (checked by ``check_invariants`` with the seed's limits), the log replays,
    and without Close Assault units of both sides come to share a hex."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    options = ("tw_infantry", CLOSE_ASSAULT) if close_assault else ("tw_infantry",)
    options += (PHYSICAL_ATTACKS,) if physical else ()
    met = 0
    for game in range(4):
        session = Session.from_scenario(scenario, seed=game, options=options)
        for _ in play_randomly(session, game, MAX_COMMANDS,
                               lambda c: isinstance(c, MoveUnit), 0.5):
            met += shares_with_enemy(session)
        assert session.replayed() == session.state
    assert met or close_assault


def carries(command: object) -> bool:
    return isinstance(command, MoveUnit) and bool(command.load or command.unload)


@pytest.mark.parametrize("scenario, close_assault", [("hover-transport", False),
                                                     ("hover-transport", True),
                                                     ("mechanized-assault", False)])
def test_random_playouts_with_infantry_transport(scenario: str, close_assault: bool,
                                                 tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16, seed 003 歩兵輸送 and 機械化バトルアーマー: the Hover Transport Raid and the
    Mechanized Assault with loads and unloads favoured.  After every command a rider is
    aboard an active carrier of its side, within its bay or on its handholds, with no hex
    of its own (``check_invariants``); a destroyed carrier's riders are set down or lost
    at once; the log replays."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    options = ("tw_infantry", CLOSE_ASSAULT) if close_assault else ("tw_infantry",)
    loads = unloads = 0
    for game in range(4):
        session = Session.from_scenario(scenario, seed=game, options=options)
        for command in play_randomly(session, game, MAX_COMMANDS, carries, 0.6):
            if isinstance(command, MoveUnit):
                loads += len(command.load)
                unloads += len(command.unload)
        assert session.replayed() == session.state
    assert loads and unloads


def _lands_on_enemy(state: GameState, command: object) -> bool:
    """An infantry move (steps are directions) ending in an enemy 'Mech's or vehicle's hex."""
    from btdesk.hexgrid import neighbor

    if not isinstance(command, MoveUnit) or not command.steps:
        return False
    unit = state.unit(command.unit)
    if not state.definition(unit).kind.is_infantry or unit.position is None:
        return False
    at = unit.position
    for step in command.steps:
        if not step.value.isdigit():
            return False
        at = neighbor(at, int(step.value))
    return any(u.side != unit.side and not state.definition(u).kind.is_infantry
               for u in state.units_at(at))


@pytest.mark.parametrize("scenario", ["elite", "mechanized-assault"])
def test_random_playouts_with_anti_mech_attacks_and_critical_hits(
        scenario: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17, seed 003 対メック攻撃: Total Warfare infantry, physical attacks and the
    Critical hits option on, with infantry moves onto enemies, leg and swarm attacks,
    brushing off, throwing flat, erratic driving and climbing on favoured.  After every
    command a swarmer is on its active enemy host (battle armor fighting swarmers on its
    active friendly one), in its hex, and outside the stacking count
    (``check_invariants``); a destroyed host has dropped its swarmers; the log replays."""
    from btdesk.model.commands import (
        AntiMechAttack,
        BrushOff,
        ClimbOn,
        DriveErratically,
        DropFlat,
    )

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    options = ("tw_infantry", PHYSICAL_ATTACKS, "critical_hits")
    attacks = 0
    for game in range(4):
        session = Session.from_scenario(scenario, seed=game, options=options)

        def wanted(command: object, session: Session = session) -> bool:
            return isinstance(command, AntiMechAttack | BrushOff | DropFlat | ClimbOn
                              | DriveErratically) or _lands_on_enemy(session.state, command)

        for command in play_randomly(session, game, MAX_COMMANDS, wanted, 0.8):
            attacks += isinstance(command, AntiMechAttack)
        assert session.replayed() == session.state
    assert attacks


@pytest.mark.parametrize("scenario", ["river-town", "mechanized-assault"])
def test_random_playouts_with_every_option_at_once(
        scenario: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every option on together -- physical attacks, Close Assault and its
    ambush, both 0204-B modules, Total Warfare infantry and critical hits -- with climbs,
    anti-'Mech attacks, loads and attacks on battle armor riding a swarmer's host
    favoured.  Every invariant holds after every command (stacking per building level,
    a mechanized trooper's kept point), and the log replays."""
    from btdesk.model.commands import AntiMechAttack
    from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, PHYSICAL_ATTACKS

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    options = (PHYSICAL_ATTACKS, CLOSE_ASSAULT, AMBUSH, "assault_orders", "multi_model",
               "tw_infantry", "critical_hits")
    for game in range(2):
        session = Session.from_scenario(scenario, seed=game, options=options)
        assert set(options) <= session.state.options

        def wanted(command: object, session: Session = session) -> bool:
            return (climbs(command) or carries(command) or isinstance(command, AntiMechAttack)
                    or (isinstance(command, DeclareAttack) and command.target is not None
                        and session.state.unit(command.target).position is None))

        for _ in play_randomly(session, game, MAX_COMMANDS, wanted, 0.5):
            pass
        assert session.replayed() == session.state


# --- some command is always legal until the game is over -----------------------------------

def new_game_option_sets(qtbot: object) -> list[tuple[str, ...]]:
    """Every set of options the New Game dialog lets a player choose: each close-combat
    choice, with each combination of the check boxes it leaves enabled (the ambush and the
    rule modules), read back from the dialog's own ``choice()``.  The referee's typed dice
    are left out: they change who rolls, never which commands are legal (no rule reads
    that option)."""
    from btdesk.model.state import MANUAL_DICE
    from btdesk.ui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    found: set[tuple[str, ...]] = set()
    for index in range(dialog.close_combat.count()):
        dialog.close_combat.setCurrentIndex(index)
        boxes = [b for b in (dialog.ambush, *dialog.modules.values()) if b.isEnabled()]
        for mask in range(2 ** len(boxes)):
            for bit, box in enumerate(boxes):
                box.setChecked(bool(mask >> bit & 1))
            options = dialog.choice()[2]
            found.add(tuple(o for o in options if o != MANUAL_DICE))
    return sorted(found)


def assaults(command: object) -> bool:
    """The commands that lead into a Close Assault: orders, and moves into an enemy's hex."""
    from btdesk.model.assault_orders import OrderCloseAssault

    return isinstance(command, OrderCloseAssault) or (
        isinstance(command, MoveUnit) and bool(command.close_assault))


def play_until_over(session: Session, seed: int, limit: int, what: str) -> int:
    """Random legal commands, those leading into a Close Assault favoured, until the game
    is over or ``limit``: after each one some command must be legal unless the game is
    over (a game with none can only be undone).  Returns the commands played."""
    rng = random.Random(seed)
    for played in range(limit):
        state = session.state
        if state.phase is Phase.GAME_OVER:
            return played
        commands = legal_commands(state)
        assert commands, (f"{what}: no legal command after {played} commands, turn "
                          f"{state.turn}, {state.phase.value}; the game cannot go on")
        favoured = [c for c in commands if assaults(c)]
        session.submit(rng.choice(favoured if favoured and rng.random() < 0.5 else commands))
    return limit


SCENARIOS = ("green", "veteran", "elite", "hover-transport", "mechanized-assault",
             "river-town")
EVERY_MODULE = ("close_assault", "infantry_ambush", "assault_orders", "multi_model",
                "tw_infantry", "critical_hits", "standard")


def test_the_dialog_offers_every_module_at_once(qtbot: object) -> None:
    sets = new_game_option_sets(qtbot)
    assert tuple(sorted(EVERY_MODULE)) in sets
    assert len(sets) == 2 * 2 ** 4 + 2 * 2 ** 5  # none/physical x 4 modules; CA x ambush x 5


def test_some_command_is_always_legal_with_every_option_set(
        qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that is not over always has a legal command, with every set of options
    New Game offers.  Sampled to keep CI short: each option set plays one game, on
    the built-in scenarios in turn (set i on scenario i mod 6, or the next one that starts
    with those options: the transport scenarios need Total Warfare infantry), with free
    set-up on every other round, seeded by its number, for at most 300 commands."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    played: set[str] = set()
    for number, options in enumerate(new_game_option_sets(qtbot)):
        free = number // len(SCENARIOS) % 2 == 1
        for turn in range(len(SCENARIOS)):
            scenario = SCENARIOS[(number + turn) % len(SCENARIOS)]
            try:
                session = Session.from_scenario(scenario, seed=number, options=options,
                                                free_deployment=free)
            except IllegalCommand:
                continue  # refused in one line by New Game too
            break
        else:
            pytest.fail(f"no built-in scenario starts with {options}")
        played.add(scenario)
        play_until_over(session, number, 300,
                        f"{scenario}{' (free set-up)' if free else ''} with {options}, "
                        f"seed {number}")
    assert played == set(SCENARIOS)


# Games with every module on in which a unit's Close Assault order holds it to going in:
# the way in the order offers must be one the Close Assault rules accept, or no command
# is legal.
SOFT_LOCKS = [("elite", 0), ("hover-transport", 2), ("river-town", 3), ("veteran", 0)]


@pytest.mark.parametrize(("scenario", "seed"), SOFT_LOCKS)
def test_games_that_once_had_no_legal_command_go_on(
        scenario: str, seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario(scenario, seed=seed, options=EVERY_MODULE)
    play_until_over(session, seed, 400, f"{scenario} with every module, seed {seed}")
