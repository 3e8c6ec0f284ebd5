"""Commands cannot be ill-formed (issue 14, *The shape that prevents these*).

Before the typed vocabulary, ``ChooseTactic(uid, "")`` and ``ChooseTactic(uid, "AB")``
were accepted, locked in, and crashed the exchange with a KeyError (``"" in "dD"`` is
true).  Now a command holds each field to its type when it is made, and the rules refuse
what is well-formed but wrong in the state at hand; either way an :class:`IllegalCommand`
with a reason, and nothing changes.
"""

from __future__ import annotations

import dataclasses
import enum
import random
import types
import typing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playout import check_invariants

from btdesk.hexgrid import Hex
from btdesk.model.commands import (
    AssaultManeuver,
    ChooseTactic,
    Command,
    DeclarePhysical,
    MoveUnit,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, GameState, MoveMode, Phase, WeaponFire
from btdesk.model.vocab import Approach, ManeuverStep, MoveStep, PhysicalAttack, TacticLetter
from btdesk.rules import apply, legal_commands
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session


@pytest.mark.parametrize("letter", ["", "AB", "ab", "h", "?x", "a ", 1, None])
def test_a_tactic_letter_is_one_of_the_seeds_fourteen(letter: object) -> None:
    """0204-B *Tactical Decision*: the defender chooses one of a-g, the attacker one of
    A-G; nothing else can be locked in."""
    with pytest.raises(IllegalCommand, match="ChooseTactic: letter"):
        ChooseTactic("a", letter)  # type: ignore[arg-type]


def test_letters_become_the_vocabulary() -> None:
    command = ChooseTactic("a", "B", limb="LA")  # type: ignore[arg-type]
    assert command.letter is TacticLetter.B and command.limb.punch is PhysicalAttack.LEFT_PUNCH
    move = MoveUnit("a", MoveMode.WALK, ("F", "L", "=2"))  # type: ignore[arg-type]
    assert move.steps == (MoveStep.FORWARD, MoveStep.LEFT, MoveStep.LAND_2)
    assert all(isinstance(s, MoveStep) for s in move.steps)


@pytest.mark.parametrize(("make", "field"), [
    (lambda: MoveUnit("a", MoveMode.WALK, ("X",)), "steps"),  # type: ignore[arg-type]
    (lambda: MoveUnit("a", MoveMode.WALK, "FF"), "steps"),  # type: ignore[arg-type]
    (lambda: MoveUnit("a", "walk!"), "mode"),  # type: ignore[arg-type]
    (lambda: MoveUnit("a", MoveMode.WALK, (), "charging"), "close_assault"),  # type: ignore[arg-type]
    (lambda: DeclarePhysical("a", "b", ("punch",)), "attacks"),  # type: ignore[arg-type]
    (lambda: AssaultManeuver("a", ("S", "Q")), "steps"),  # type: ignore[arg-type]
    (lambda: ChooseTactic("a", "b", limb="head"), "limb"),  # type: ignore[arg-type]
    (lambda: ChooseTactic("a", "b", facing="2"), "facing"),  # type: ignore[arg-type]
    (lambda: ChooseTactic(7, "b"), "unit"),  # type: ignore[arg-type]
])
def test_an_ill_formed_command_cannot_be_made(make: Any, field: str) -> None:
    with pytest.raises(IllegalCommand, match=f": {field} "):
        make()


# --- the property: random commands at random reachable states --------------------------------

def _reachable_states() -> list[GameState]:
    """States from random games: Veteran and Elite, with and without Close Assault and the
    ambush option, and the Hover Transport Raid (a carrier's listed loads and unloads),
    sampled along the way (set-up, every phase, assaults under way)."""
    out: list[GameState] = []
    plans = [("veteran", ()), ("elite", ()), ("veteran", (CLOSE_ASSAULT,)),
             ("elite", (CLOSE_ASSAULT, AMBUSH)), ("hover-transport", ("tw_infantry",))]
    for n, (scenario, options) in enumerate(plans):
        session = Session.from_scenario(scenario, seed=n, options=options)
        rng = random.Random(n)
        for step in range(400):
            state = session.state
            if state.phase is Phase.GAME_OVER:
                break
            if step % 7 == 0 or state.assaults:
                out.append(state)
            session.submit(rng.choice(legal_commands(state)))
    return out


STATES: list[GameState] = []


def states() -> list[GameState]:
    if not STATES:
        STATES.extend(_reachable_states())
    return STATES


COMMAND_TYPES: tuple[type, ...] = typing.get_args(Command)
VOCABULARY = [m.value for e in (MoveStep, ManeuverStep, Approach, PhysicalAttack, TacticLetter)
              for m in e] + [m.value for m in MoveMode]
ANYTHING = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 40) | st.integers() | st.text(max_size=4)
    | st.sampled_from(VOCABULARY),
    lambda inner: st.lists(inner, max_size=4).map(tuple), max_leaves=6)


def _plausible(hint: Any, name: str, state: GameState) -> st.SearchStrategy[Any]:
    """Values of the field's own type, drawn from this state where it can (its units, the
    hexes they stand in), so that many commands get past being made to the rules."""
    uids = [u.uid for u in state.units]
    hexes = [u.position for u in state.units if u.position is not None] + [Hex(0, 0), Hex(2, -1)]
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        real = [a for a in typing.get_args(hint) if a is not type(None)]
        return st.none() | _plausible(real[0], name, state)
    if origin is tuple:
        return st.lists(_plausible(typing.get_args(hint)[0], name, state), max_size=5).map(tuple)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return st.sampled_from([m.value for m in hint])
    if hint is Hex:
        return st.sampled_from(hexes)
    if hint is bool:
        return st.booleans()
    if hint is int:
        return st.integers(-2, 14)
    if hint is str:
        return st.sampled_from([*uids, "LA", "CT", "troopers", "trooper 2", "Medium Laser", ""])
    if hint is WeaponFire:
        return st.builds(WeaponFire, st.integers(-1, 8), st.integers(0, 3))
    raise AssertionError(f"no strategy for {hint}")  # pragma: no cover


def _value(draw: Any, state: GameState, kind: type, name: str) -> Any:
    """Mostly a value of the field's type; sometimes anything at all."""
    if draw(st.integers(0, 9)) == 0:
        return draw(ANYTHING)
    return draw(_plausible(typing.get_type_hints(kind)[name], name, state))


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_commands_are_refused_whole_or_keep_every_invariant(data: Any) -> None:
    state = data.draw(st.sampled_from(states()), label="state")
    kind = data.draw(st.sampled_from(COMMAND_TYPES), label="command")
    fields = {f.name: _value(data.draw, state, kind, f.name) for f in dataclasses.fields(kind)
              if f.default is dataclasses.MISSING or data.draw(st.booleans())}
    try:
        command = kind(**fields)
    except IllegalCommand:
        return  # ill-formed: refused when made
    except TypeError:
        return  # a required field missing: a programming error, not a player's
    before = state
    try:
        new, _events = apply(state, command, SeededDice(0))
    except IllegalCommand:
        assert state == before
        return
    check_invariants(new)


def test_every_listed_command_is_well_formed() -> None:
    """legal_commands builds its moves without the run-time check (issue 21: it cost a
    third of the listing's time); each one is what the checked constructor makes of the
    same fields, field for field and type for type."""
    for state in states():
        for command in legal_commands(state):
            fields = {f.name: getattr(command, f.name) for f in dataclasses.fields(command)}
            remade = type(command)(**fields)
            assert remade == command
            assert all(type(getattr(remade, k)) is type(v) for k, v in fields.items())


def test_commands_from_another_phase_are_refused(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Every legal command of one sampled state, submitted at every other sampled state of
    a different phase, is refused with a reason through the session and changes nothing."""
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    by_phase: dict[Phase, GameState] = {}
    for s in states():
        by_phase.setdefault(s.phase, s)
    for phase, source in by_phase.items():
        offered = legal_commands(source)[:60]
        for other_phase, target in by_phase.items():
            if other_phase is phase or target.scenario != source.scenario:
                continue
            for command in offered:
                with pytest.raises(IllegalCommand):
                    apply(target, command, SeededDice(0))


def test_a_refused_command_leaves_the_session_as_it_was(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("veteran", seed=3)
    state, log = session.state, session.log
    with pytest.raises(IllegalCommand):
        session.submit(MoveUnit("nobody", MoveMode.WALK, (MoveStep.FORWARD,)))
    assert session.state is state and session.log == log


def test_the_dock_offers_exactly_the_maneuver_steps_the_rules_accept() -> None:
    """The UI asks the rules (issue 14): for every unit due to maneuver in the sampled
    Close Assaults, a one- or two-step maneuver that ``step_problem`` allows is accepted
    by the engine, and a first step it forbids is refused (0204-B *Maneuvering*)."""
    from btdesk.model.commands import AssaultManeuver
    from btdesk.rules import apply
    from btdesk.rules.modules.close_assault import maneuvers
    from btdesk.rules.modules.close_assault import procedure as ca
    from btdesk.session.dice import SeededDice

    checked = 0
    for state in states() + _assault_states():
        for eng in state.assaults:
            if ca.exchange_wait(state) is not None:
                continue
            for uid in maneuvers.to_maneuver(state, eng):
                if ca.idle(state, uid):
                    continue
                for first in ManeuverStep:
                    if first is ManeuverStep.SHIFT:
                        continue
                    plans = [(first,)]
                    if maneuvers.step_problem(state, eng, uid, (), first) is None:
                        plans += [(first, second) for second in ManeuverStep
                                  if second is not ManeuverStep.SHIFT and
                                  maneuvers.step_problem(state, eng, uid, (first,), second) is None]
                    for plan in plans:
                        allowed = all(maneuvers.step_problem(state, eng, uid, plan[:i], s) is None
                                      for i, s in enumerate(plan))
                        try:
                            apply(state, AssaultManeuver(uid, plan), SeededDice(1))
                            accepted = True
                        except IllegalCommand:
                            accepted = False
                        assert accepted == allowed, (plan, maneuvers.step_problem(state, eng, uid,
                                                                           (), first))
                        checked += 1
    assert checked > 50


def _assault_states() -> list[GameState]:
    """Close Assaults under way: a 'Mech walks into its enemy's hex (Green and Veteran),
    then random legal play, sampled whenever a maneuver is due."""
    from btdesk.hexgrid import neighbor
    from btdesk.model.commands import DeclareAttack, MoveUnit, RefereePlace, RollInitiative
    from btdesk.rules import active_side

    out: list[GameState] = []
    for seed in range(12):
        session = Session.from_scenario("green" if seed % 2 else "veteran", seed=seed,
                                        options=(CLOSE_ASSAULT,))
        while session.state.phase is Phase.SETUP:
            session.submit(legal_commands(session.state)[0])
        session.submit(RollInitiative())
        state = session.state
        side = active_side(state) or ""
        mover = next(u for u in state.units_of(side)
                     if state.definition(u).kind.value == "mech")
        enemy = next(u for u in state.units if u.side != side and u.position is not None)
        assert enemy.position is not None
        session.submit(RefereePlace(mover.uid, neighbor(enemy.position, 3), 0))
        try:
            session.submit(MoveUnit(mover.uid, MoveMode.WALK, (MoveStep.FORWARD,),
                                    Approach.ENTER))
        except IllegalCommand:
            continue
        rng = random.Random(seed)
        for _ in range(60):
            state = session.state
            if state.phase is Phase.GAME_OVER:
                break
            if state.assaults and state.phase is Phase.PHYSICAL_ATTACK:
                out.append(state)
            commands = legal_commands(state)
            quiet = [c for c in commands if isinstance(c, DeclareAttack) and c.target is None]
            session.submit(rng.choice(quiet or commands))
    return out
