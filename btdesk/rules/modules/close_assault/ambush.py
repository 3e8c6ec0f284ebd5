"""The Special Infantry Ambush Option (0204-B, a game option).

"If, during movement, a BattleMech enters a hex containing hidden enemy infantry, the
infantry may declare a close attack as the 'Mech passes. The 'Mech stops its movement and
the combat results of the infantry attack are resolved. After damage is applied against
the 'Mech, it may then either remain in that hex or continue its movement ... If the damage
suffered by the 'Mech is severe enough to hinder or stop movement, that damage is applied
for the remainder of the 'Mech's movement."  Not against jumping 'Mechs; not by infantry
moving while hidden.

Decisions, where the seed is silent:

- The infantry's choice is a standing order recorded with it when it hides (``ambush``):
  asking its player as the 'Mech passes would tell the mover that something is there even
  when the answer is no.
- The attack is the platoon's weapon attack at range 0 with every weapon that can fire;
  it counts as that unit's attack for the turn ("infantry that ambushed cannot attack
  again that turn").
- MP left after the attack: the MP the 'Mech had not yet spent, scaled by what the damage
  left of its MP for the mode, rounded up (the seed's Wasp: 2 of 6 left, MP halved: 1).
"""

from __future__ import annotations

from math import ceil

from btdesk.hexgrid import Hex
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event
from btdesk.model.frozen import replace
from btdesk.model.state import AMBUSH, GameState, Halt, MoveMode, UnitState, WeaponFire
from btdesk.model.units import UnitKind
from btdesk.model.vocab import MoveStep
from btdesk.rules import hooks
from btdesk.rules.core.combat import check_declaration, declared_event, resolve
from btdesk.rules.core.condition import mode_mp
from btdesk.rules.core.movement import MoveResult, check_move
from btdesk.rules.core.tohit import attack_options
from btdesk.rules.dice import Roller
from btdesk.rules.modules.close_assault.hidden import reveal


def ambushers(state: GameState, mover: UnitState, mode: MoveMode, at: Hex) -> list[UnitState]:
    """Hidden enemy infantry in ``at`` under orders to ambush a 'Mech walking or running
    in, that has not moved in secret nor attacked this turn."""
    if (AMBUSH not in state.options or mode not in (MoveMode.WALK, MoveMode.RUN)
            or state.definition(mover).kind is not UnitKind.MECH):
        return []
    return [u for u in state.units_at(at)
            if u.hidden and u.ambush and u.side != mover.side and u.active
            and not (u.moved is not None and u.moved.path)
            and state.declaration(u.uid) is None]


def cut(state: GameState, unit: UnitState, mode: MoveMode, steps: tuple[MoveStep, ...],
        spent_before: int) -> MoveResult | None:
    """The move as far as the first hex where an ambush springs, or None if none does."""
    if AMBUSH not in state.options or not any(u.hidden and u.ambush for u in state.units):
        return None
    at = unit.position
    for k in range(1, len(steps) + 1):
        try:
            part = check_move(state, unit.uid, mode, steps[:k], spent_before=spent_before)
        except IllegalCommand:  # a hex it may pass but not stop in: no ambush there
            continue
        if part.position is not None and part.position != at:
            at = part.position
            if ambushers(state, unit, mode, at):
                return part
    return None


def spring(state: GameState, uid: str, mode: MoveMode, left: int, roller: Roller,
           events: list[Event]) -> GameState:
    """The infantry in the 'Mech's hex attack; the 'Mech, which had ``left`` MP, is halted
    with what the damage leaves of them."""
    mech = state.unit(uid)
    assert mech.position is not None
    definition = state.definition(mech)
    before = mode_mp(mech, definition, mode, state)
    for infantry in ambushers(state, mech, mode, mech.position):
        state = reveal(state, infantry.uid, "it sprang an ambush", events)
        own = next((done for m in hooks.active(state.options)
                    if (done := m.ambush(state, infantry.uid, uid, roller, events)) is not None),
                   None)
        if own is not None:  # an anti-'Mech attack (its standing order)
            state = own
            continue
        weapons = tuple(WeaponFire(o.weapon) for o in attack_options(state, infantry.uid, uid)
                        if o.possible)
        declaration = check_declaration(state, infantry.uid, uid if weapons else None, weapons)
        events.append(declared_event(declaration))
        if weapons:
            state = resolve(state, declaration, roller, events)
        state = replace(state, declarations=(*state.declarations,
                                             replace(declaration, resolved=True)))
    mech = state.unit(uid)
    after = mode_mp(mech, definition, mode, state)
    left = remaining_mp(left, before, after)
    if not mech.active or left <= 0:
        return state
    return replace(state, halted=Halt(uid, mode, left))


def remaining_mp(left: int, before: int, after: int) -> int:
    """The MP a halted 'Mech still has: those it had not spent, cut as the damage cut its
    MP for the mode, rounded up ("If a Wasp (6 walking MPs) has already expended 4 MPs
    when it receives a critical hit to its hip ... its remaining 2 MPs ... are halved to
    1")."""
    return ceil(left * after / before) if before > 0 else 0

