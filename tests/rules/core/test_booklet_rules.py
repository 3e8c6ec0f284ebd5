"""The booklet's own game: the *BattleTech Quick-Start Rules* as printed
(seeds/002_a646f8aef8bc0466.txt), the default for a new game.

What the booklet prints and btdesk's data goes beyond:
- SEQUENCE OF PLAY: "Each turn includes the following phases, performed in the following
  order: Initiative Phase / Movement Phase / Weapon Attack Phase / End Phase" -- no
  Physical Attack Phase (so no physical attacks, Piloting Skill Rolls or falls) and no
  Heat Phase.
- MOVEMENT: "For 'Mechs, the choices are walking or running." The ENF-4R sheet prints
  "Walking: 4 / Running: 6" and no jumping (its jump 4 in sheets/ is public data).
- MOVEMENT MODES (Elite, infantry): "Infantry do not have movement modes." The Infiltrator
  Mk II sheet prints one value, "Movement Points: 3".
A game made before this default (no rule option, or Total Warfare physical attacks) keeps
its own rules: jumping, and the Physical Attack and Heat Phase slots.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support import LIB, make_state, unit

from btdesk.model.commands import (
    DeclarePhysical,
    EjectMechWarrior,
    MoveUnit,
    RollInitiative,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import PhaseChanged
from btdesk.model.rule_set import QUICK_START, check_booklet, rules_line, with_booklet
from btdesk.model.state import OPTION_NAMES, MoveMode, Phase
from btdesk.model.vocab import PhysicalAttack
from btdesk.rules import apply, check_move, legal_commands, mode_mp, modes
from btdesk.session.dice import ScriptedDice, SeededDice
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session

BOOKLET = frozenset({QUICK_START})
NONE = ScriptedDice([])


def one_turn_of_phases(options: tuple[str, ...]) -> list[Phase]:
    """The phases the Green scenario's first turn passes through, every unit standing
    still and firing nothing (the first command of each kind offered)."""
    session = Session.from_scenario("green", seed=1, dice=SeededDice(1), options=options)
    phases: list[Phase] = []
    command: object = RollInitiative()
    while session.state.turn == 1:
        commands = legal_commands(session.state)
        assert commands, (session.state.phase, phases)
        command = next(c for c in commands if not isinstance(c, EjectMechWarrior))
        if isinstance(command, MoveUnit):
            command = MoveUnit(command.unit, MoveMode.STATIONARY)
        phases += [e.phase for e in session.submit(command) if isinstance(e, PhaseChanged)]
    return phases


def test_a_turn_of_the_booklet_has_its_four_phases_and_no_others() -> None:
    """SEQUENCE OF PLAY: "Each turn includes the following phases, performed in the
    following order: Initiative Phase Movement Phase Weapon Attack Phase End Phase"."""
    assert one_turn_of_phases((QUICK_START,)) == [
        Phase.MOVEMENT, Phase.WEAPON_ATTACK, Phase.END, Phase.INITIATIVE]


@pytest.mark.parametrize("options", [(), ("physical_attacks",)])
def test_games_with_other_rules_keep_the_physical_and_heat_slots(
        options: tuple[str, ...]) -> None:
    """A game without the booklet's marker (every game saved before it was the default)
    plays on as it was made: its log still passes the Physical Attack and Heat Phases."""
    assert one_turn_of_phases(options) == [
        Phase.MOVEMENT, Phase.WEAPON_ATTACK, Phase.PHYSICAL_ATTACK, Phase.HEAT, Phase.END,
        Phase.INITIATIVE]


def test_mechs_walk_or_run_and_never_jump() -> None:
    """MOVEMENT: "For 'Mechs, the choices are walking or running." The Enforcer's jump MP
    is not on its Quick-Start sheet ("Walking: 4 Running: 6"): in the booklet's game it is
    not offered and a jump is refused, saying why."""
    enforcer = LIB.get("enf-4r-enforcer")
    assert enforcer.movement.jump == 4  # public data, for the Total Warfare games
    assert modes(enforcer, BOOKLET) == (MoveMode.STATIONARY, MoveMode.WALK, MoveMode.RUN)
    s = make_state(unit("e", "enf-4r-enforcer", "blue", "0808", 0),
                   unit("h", "hbk-4g-hunchback", "orange", "0803", 3), options=BOOKLET)
    assert mode_mp(s.unit("e"), enforcer, MoveMode.JUMP, s) == 0
    assert not [c for c in legal_commands(s)
                if isinstance(c, MoveUnit) and c.mode is MoveMode.JUMP]
    with pytest.raises(IllegalCommand, match="walking or running only"):
        check_move(s, "e", MoveMode.JUMP, ("0",))
    # The same 'Mech jumps in a game with Total Warfare's additions.
    assert check_move(make_state(*s.units), "e", MoveMode.JUMP, ("0",)).mp_spent == 1


def test_infantry_have_no_movement_modes() -> None:
    """ELITE, MOVEMENT MODES: "Infantry do not have movement modes." The Infiltrator Mk II
    sheet prints "Movement Points: 3": in the booklet's game the squad moves its 3 MP by
    the standard rules, never jumps."""
    infiltrator = LIB.get("infiltrator-mk-ii")
    assert modes(infiltrator, BOOKLET) == (MoveMode.STATIONARY, MoveMode.WALK)
    s = make_state(unit("i", "infiltrator-mk-ii", "blue", "0808"),
                   unit("h", "hbk-4g-hunchback", "orange", "0803", 3), options=BOOKLET)
    assert mode_mp(s.unit("i"), infiltrator, MoveMode.WALK, s) == 3
    with pytest.raises(IllegalCommand, match="walking or running only"):
        check_move(s, "i", MoveMode.JUMP, ("0",))


def test_no_physical_attacks_and_no_piloting_skill_rolls() -> None:
    """SEQUENCE OF PLAY has no Physical Attack Phase: no punch is declared, and nothing
    that needs a Piloting Skill Roll (ejecting) is offered."""
    s = make_state(unit("e", "enf-4r-enforcer", "blue", "0808", 0),
                   unit("h", "hbk-4g-hunchback", "orange", "0807", 3), options=BOOKLET)
    assert not [c for c in legal_commands(s) if isinstance(c, EjectMechWarrior)]
    with pytest.raises(IllegalCommand, match="Piloting Skill Rolls"):
        apply(s, EjectMechWarrior("e"), NONE)
    physical = make_state(*s.units, phase=Phase.PHYSICAL_ATTACK, options=BOOKLET)
    with pytest.raises(IllegalCommand, match="no physical attacks"):
        apply(physical, DeclarePhysical("e", "h", (PhysicalAttack.LEFT_PUNCH,)), NONE)


def test_a_new_game_is_the_booklet_unless_a_rule_is_added() -> None:
    """The marker goes on a new game with no rule option (the referee's dice and the table
    scale are not rules); any rule added leaves it off, and both together are refused."""
    assert with_booklet(()) == (QUICK_START,)
    assert with_booklet(("manual_dice", "table_scale=tw-cm")) == (
        "manual_dice", QUICK_START, "table_scale=tw-cm")
    assert with_booklet(("physical_attacks",)) == ("physical_attacks",)
    assert with_booklet(("critical_hits", QUICK_START)) == ("critical_hits",)
    with pytest.raises(IllegalCommand, match="plays no other rules: 'Physical attacks"):
        check_booklet((QUICK_START, "physical_attacks"), dict(OPTION_NAMES))
    with pytest.raises(IllegalCommand, match="plays no other rules"):
        Session.from_scenario("green", options=(QUICK_START, "close_assault"))
    names = dict(OPTION_NAMES)
    assert rules_line((QUICK_START,), names) == (
        "Rules: the BattleTech Quick-Start Rules as printed")
    assert rules_line(("physical_attacks",), names) == (
        "Rules: Quick-Start Rules + jumping (Total Warfare) + Physical attacks and "
        "Piloting Skill Rolls (Total Warfare)")


def test_a_saved_game_replays_with_its_own_options(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the default for new games changed: a game saved with no rule option (as
    the old "None" made them) reopens without the marker, and its jump replays."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    session = Session.from_scenario("green", seed=1, dice=SeededDice(1))
    session.submit(RollInitiative())
    mover = next(c for c in legal_commands(session.state)
                 if isinstance(c, MoveUnit) and c.mode is MoveMode.JUMP)
    session.submit(mover)
    path = tmp_path / "old.btdesk.yaml"
    save_session(session, path)
    reopened = open_session(path)
    assert QUICK_START not in reopened.state.options
    assert reopened.state == session.state
    assert reopened.state.unit(mover.unit).moved.mode is MoveMode.JUMP


@pytest.mark.parametrize("scenario", ["green", "veteran", "elite"])
def test_random_games_of_the_booklet_never_leave_it(scenario: str, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Random legal play of each training scenario as printed: no jump and no physical
    attack is ever offered, no Physical Attack or Heat Phase is entered, some command is
    always legal until the game is over, and the log replays to the same game."""
    import random

    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    for game in range(2):
        session = Session.from_scenario(scenario, seed=game, dice=SeededDice(game),
                                        options=with_booklet(()))
        rng = random.Random(game)
        for _ in range(400):
            state = session.state
            if state.phase is Phase.GAME_OVER:
                break
            commands = legal_commands(state)
            assert commands, f"no legal command in {state.phase}"
            assert not [c for c in commands if isinstance(c, DeclarePhysical | EjectMechWarrior)
                        or (isinstance(c, MoveUnit) and c.mode is MoveMode.JUMP)]
            events = session.submit(rng.choice(commands))
            assert not {e.phase for e in events if isinstance(e, PhaseChanged)} & {
                Phase.PHYSICAL_ATTACK, Phase.HEAT}
        assert session.replayed() == session.state
