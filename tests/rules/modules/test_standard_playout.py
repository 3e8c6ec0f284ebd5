"""Random playouts with the standard rules (Total Warfare) on, alone and beside physical
attacks, Close Assault and Total Warfare infantry: every Quick-Start invariant holds
(``test_playout.check_invariants``) and so do the standard rules' own: internal
structure within the table's points and a location whose structure is gone destroyed,
heat never below 0 and equal to the Heat Phase's sum, only 'Mechs with heat, no move
for a shut-down 'Mech, and the log replays to the same game."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from playout import check_invariants

from btdesk.model.commands import DeclareAttack, MoveUnit
from btdesk.model.events import Event
from btdesk.model.standard import HeatResolved, StructureDamaged
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.model.units import UnitKind
from btdesk.rules import legal_commands
from btdesk.rules.modules.standard import structure_points
from btdesk.session.game import Session

MAX_COMMANDS = 1500


def random_subset(rng: random.Random, command: object) -> object:
    """A declaration fires any non-empty subset of the weapons it lists."""
    if isinstance(command, DeclareAttack) and command.weapons and rng.random() < 0.5:
        k = rng.randint(1, len(command.weapons))
        return replace(command, weapons=tuple(rng.sample(command.weapons, k)))
    return command


def check_standard(state: GameState) -> None:
    for u in state.units:
        d = state.definition(u)
        points = structure_points(state, d)
        for loc, lost in u.structure.items():
            assert 0 < lost <= points[loc], (u.name, loc, lost)
            if lost == points[loc] and not u.removed:
                assert loc in u.lost, (u.name, loc)
        assert u.heat >= 0
        if d.kind is not UnitKind.MECH:
            assert not u.heat and not u.shutdown, u.name
        if d.kind.is_infantry:
            assert not u.structure, u.name


def check_heat_log(before: GameState, events: tuple[Event, ...]) -> None:
    heat = {u.uid: u.heat for u in before.units}
    for e in events:
        if isinstance(e, HeatResolved):
            assert e.heat == max(0, heat[e.unit] + e.made - e.sunk), e
            heat[e.unit] = e.heat


@pytest.mark.parametrize(("scenario", "options"), [
    ("veteran", ("standard",)),
    ("veteran", ("physical_attacks", "standard")),
    ("elite", ("physical_attacks", "standard")),
    ("elite", ("close_assault", "standard")),
    ("elite", ("standard", "tw_infantry")),
    ("elite", ("close_assault", "standard", "tw_infantry")),
])
def test_random_standard_games_keep_every_invariant(scenario: str, options: tuple[str, ...],
                                                    tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    structure = heat = 0
    for game in range(2):
        session = Session.from_scenario(scenario, seed=game, options=options)
        rng = random.Random(game)
        for _ in range(MAX_COMMANDS):
            state = session.state
            if state.phase is Phase.GAME_OVER:
                break
            commands = legal_commands(state)
            assert commands, f"no legal command in {state.phase}"
            for c in commands:
                if isinstance(c, MoveUnit) and c.mode is not MoveMode.STATIONARY:
                    assert not state.unit(c.unit).shutdown, "a shut-down 'Mech was offered a move"
            session.submit(random_subset(rng, rng.choice(commands)))
            happened = session.log[-1].events
            check_invariants(session.state)
            check_standard(session.state)
            check_heat_log(state, happened)
            structure += sum(isinstance(e, StructureDamaged) for e in happened)
            heat += sum(isinstance(e, HeatResolved) and e.made > 0 for e in happened)
        assert session.replayed() == session.state
    assert structure and heat  # the games reached the structure and made heat


def test_all_out_fire_overheats_and_shuts_mechs_down(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The Green scenario (Hunchback and Enforcer, single heat sinks) played hot: every
    'Mech runs or jumps and fires every weapon it can.  Heat climbs into the Heat Scale's
    rolls (Total Warfare: shutdown from 14), and within a few seeded games a 'Mech shuts
    down and starts up again; every invariant holds and each log replays."""
    from btdesk.model.standard import HeatRolled, ShutDown
    from btdesk.session.dice import SeededDice

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    seen: set[str] = set()
    for game in range(12):
        session = Session.from_scenario("green", dice=SeededDice(game), options=("standard",))
        rng = random.Random(game)
        for _ in range(MAX_COMMANDS):
            state = session.state
            if state.phase is Phase.GAME_OVER:
                break
            commands = legal_commands(state)
            attacks = [c for c in commands
                       if isinstance(c, DeclareAttack) and c.target is not None]
            hot = [c for c in commands if isinstance(c, MoveUnit)
                   and c.mode in (MoveMode.RUN, MoveMode.JUMP)]
            session.submit(max(attacks, key=lambda c: len(c.weapons)) if attacks
                           else rng.choice(hot) if hot else rng.choice(commands))
            check_invariants(session.state)
            check_standard(session.state)
            check_heat_log(state, session.log[-1].events)
        assert session.replayed() == session.state
        for e in (e for entry in session.log for e in entry.events):
            if isinstance(e, HeatRolled) and e.what == "shutdown":
                seen.add("shutdown roll")
            if isinstance(e, ShutDown):
                seen.add("started up" if e.on else "shut down")
        if len(seen) == 3:
            return
    raise AssertionError(f"twelve hot games saw only {sorted(seen)}")


@pytest.mark.parametrize(("scenario", "options"), [
    ("green", ("standard",)),
    ("veteran", ("physical_attacks", "standard")),
])
def test_the_computer_opponent_plays_standard_games_to_the_end(
        scenario: str, options: tuple[str, ...], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer opponent (btdesk autoplay) plays both sides of a standard game, heat
    and structure on, every command legal, to a result."""
    from btdesk.autoplay import play_game

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    result = play_game(scenario, {}, 1, options)
    assert not result.limit and result.turns >= 2
