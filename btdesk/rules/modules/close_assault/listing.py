"""The Close Assault commands ``legal_commands`` lists (0204-B): the moves that end by
entering an enemy's hex, and in the Close Assault Phase each engagement's maneuvers,
placements and tactics.  The Orders dock offers exactly these."""

from __future__ import annotations

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.commands import (
    AssaultManeuver,
    AssaultPlace,
    ChooseTactic,
    Command,
    MoveUnit,
    listed_moves,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import AssaultStep, GameState, MoveMode, UnitState
from btdesk.model.vocab import Approach, MoveStep
from btdesk.rules.core.condition import mode_mp
from btdesk.rules.core.move_search import Reach, ends_in_order
from btdesk.rules.core.movement import check_move
from btdesk.rules.modules.close_assault import procedure
from btdesk.rules.modules.close_assault.maneuvers import maneuver_options


def assault_targets(state: GameState, unit: UnitState) -> dict[Hex, str]:
    """Where a unit of ``unit``'s side may go in a Close Assault move, and how: "join" one
    fought there (by entering) or start a "new" one.  Built once per side from the hexes
    that hold an enemy, so the list of moves asks each reachable end a dictionary, not the
    rules."""
    out: dict[Hex, str] = {}
    for h in {u.position for u in state.units if u.side != unit.side}:
        if h is not None and procedure.entry_problem(state, unit, h, Approach.ENTER) is None:
            out[h] = "new"
    out.update((e.hex, "join") for e in state.assaults)
    return out


def assault_moves_into(state: GameState, unit: UnitState, at: Hex,
                       reach: dict[MoveMode, dict[tuple[Hex, int], Reach]]) -> list[MoveUnit]:
    """The Close Assault moves into ``at`` that ``legal_commands`` lists for ``unit``, from
    ``reach`` (each mode's ends): the ways in the rules accept, each by the cheapest path
    to the hex it steps in from.  None for infantry, whose Close Assaults are the
    multi-unit rules'."""
    if state.definition(unit).kind.is_infantry:
        return []
    targets = {h: how for h, how in assault_targets(state, unit).items() if h == at}
    near = {neighbor(at, d) for d in range(6)}
    facing_in = {(neighbor(at, d), (d + 3) % 6) for d in range(6)}
    return [m for m in assault_moves(state, unit, reach, targets, near, facing_in)
            if isinstance(m, MoveUnit)]


def assault_moves(state: GameState, unit: UnitState,
                   reach: dict[MoveMode, dict[tuple[Hex, int], Reach]],
                   targets: dict[Hex, str], near: set[Hex], facing_in: set[tuple[Hex, int]]
                   ) -> list[Command]:
    """Moves that end by entering an enemy's hex (``targets``): a reachable end facing the
    enemy with the MP to step in (entering or charging), or a jump that lands on it.
    ``reach``: the ends of each mode, already searched for the plain moves; ``near``: the
    hexes beside a target, the only hexes a jump can come down from; ``facing_in``: the
    ends (hex, facing) beside a target and facing it, the only ends a walk or run can go
    on in from."""
    definition = state.definition(unit)  # never infantry: the caller asks only the others
    if unit.position is None or not targets:
        return []
    out: list[Command] = []
    for mode, ends in reach.items():
        if mode is MoveMode.STATIONARY:
            continue
        room = mode_mp(unit, definition, mode, state) - 1  # stepping or jumping in takes 1+ MP
        if mode is MoveMode.JUMP:
            found = {k: r.steps for k, r in ends.items() if k[0] in near and r.cost <= room}
            if unit.position in near:
                found = {(unit.position, unit.facing): (), **found}
        else:
            found = {k: r.steps for k in ends_in_order(ends, facing_in)
                     if (r := ends[k]).cost <= room}
        for end, steps in found.items():
            out += assault_moves_after(state, unit, mode, end, steps, targets)
    return out


def assault_moves_after(state: GameState, unit: UnitState, mode: MoveMode,
                        end: tuple[Hex, int], steps: tuple[MoveStep, ...],
                        targets: dict[Hex, str] | None = None) -> list[MoveUnit]:
    """0204-B: from the end of a planned move (``steps`` reach ``end``), the moves that go
    on into an enemy's hex: entering or charging the hex ahead, or, jumping, a death from
    above on any hex beside the landing with a jump MP left.  The Orders dock offers
    exactly these.  ``targets``: the unit's assault targets when already known."""
    definition = state.definition(unit)
    if definition.kind.is_infantry or mode is MoveMode.STATIONARY:
        return []
    if targets is None:
        targets = assault_targets(state, unit)
    h, f = end
    if mode is MoveMode.JUMP:
        flight = tuple(x for x in steps if x.landing is None)  # the landing facing goes
        spent = len(flight)
        if spent >= mode_mp(unit, definition, mode, state):
            return []
        return listed_moves(unit.uid, mode, [(*flight, MoveStep.toward(d)) for d in range(6)
                                             if targets.get(neighbor(h, d)) == "new"],
                            Approach.DEATH_FROM_ABOVE)
    target = targets.get(neighbor(h, f))
    if target is None or (target == "join" and procedure.entry_problem(
            state, unit, neighbor(h, f), Approach.ENTER) is not None):
        return []  # not an enemy's hex, or a fight with no room left for this unit
    onward = (*steps, MoveStep.FORWARD)
    try:
        check_move(state, unit.uid, mode, onward, assault=True)
    except IllegalCommand:
        return []  # not the MP to step in
    kinds = (Approach.ENTER, Approach.CHARGE) if target == "new" else (Approach.ENTER,)
    return [move for kind in kinds for move in listed_moves(unit.uid, mode, [onward], kind)]


def assault_commands(state: GameState) -> list[Command]:
    out: list[Command] = []
    for eng in state.assaults:
        if eng.step in (AssaultStep.ATTACKER_MANEUVER, AssaultStep.DEFENDER_MANEUVER):
            out += [AssaultManeuver(u, steps, shift)
                    for u, steps, shift in maneuver_options(state, eng)]
            out += [AssaultPlace(u, h) for u in eng.units for h in procedure.placements(state, u)]
        elif eng.step is AssaultStep.TACTICS:
            for uid in eng.units:
                if eng.tactic(uid) is None and not procedure.idle(state, uid):
                    out += [ChooseTactic(t.unit, t.letter, t.target) for t in
                            procedure.tactic_options(state, eng, uid)]
    return out
