"""The Close Assault tactic choice as the game it is (0204-B: "Both ... secretly record
the tactics"): a zero-sum matrix game between this unit's legal tactics (rows) and its
opponent's (columns), solved exactly for the optimal mixed strategy, then one tactic
drawn from it with the opponent's own random numbers.

Each cell is the expected change of the side's ``standing`` when that pair is fought,
estimated by playing the exchange out on the side's view with the opponent's own dice,
``samples`` times, the same dice for every cell (common random numbers: the cells differ
by the tactics, not the luck).  The column unit's sealed letter is never read: the view
shows it as "?", and every letter it could have locked in is a column.  With more than
one unit a side in the hex, the units still to choose other than these two are assumed
to play their first listed tactic (a cut: the matrix is one pair, not every pairing).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction

from btdesk.model.commands import ChooseTactic
from btdesk.model.errors import IllegalCommand
from btdesk.model.frozen import replace
from btdesk.model.state import AssaultStep, Engagement, GameState, Phase, Tactic
from btdesk.model.vocab import TacticLetter
from btdesk.opponent.dice import OwnDice
from btdesk.opponent.judge import standing
from btdesk.opponent.levels import Strength
from btdesk.opponent.matrix import Solution, solve
from btdesk.rules import apply
from btdesk.rules import tactical as tac
from btdesk.rules.modules.close_assault import idle, nearest_enemy, tactic_options

HIDDEN = TacticLetter.HIDDEN


def _with_tactics(state: GameState, engagement: Engagement,
                  tactics: tuple[Tactic, ...]) -> GameState:
    changed = replace(engagement, tactics=tactics)
    return replace(state, assaults=tuple(changed if e is engagement else e
                                         for e in state.assaults))


def tactic_matrix(view: GameState, rows: Sequence[ChooseTactic], strength: Strength,
                  seed: int) -> tuple[list[Tactic | None], list[list[float]]]:
    """The columns (the opponent unit's possible tactics; ``[None]`` when it decides
    nothing) and the payoff of each row against each."""
    uid = rows[0].unit
    engagement = view.engagement(uid)
    assert engagement is not None
    foe = nearest_enemy(view, engagement, uid)
    known = engagement.tactic(foe)  # shown only in a state that is not a side's view
    columns: list[Tactic | None] = [None]
    if not idle(view, foe) and (known is None or known.letter is HIDDEN):
        columns = list(tactic_options(view, engagement, foe)) or [None]
    fixed = [t for t in engagement.tactics if t.letter is not HIDDEN
             and (t.unit != foe or columns == [None])]
    for other in engagement.units:
        if other in (uid, foe) or idle(view, other) or any(t.unit == other for t in fixed):
            continue
        first = tactic_options(view, engagement, other)
        if first:
            fixed.append(first[0])
    before = standing(view, view.unit(uid).side)
    side = view.unit(uid).side
    table = []
    for row in rows:
        payoffs = []
        for column in columns:
            tactics = tuple(fixed + ([column] if column is not None else []))
            state = _with_tactics(view, engagement, tactics)
            total = 0.0
            for s in range(strength.samples):
                try:
                    after, _ = apply(state, row, OwnDice(random.Random(seed * 7919 + s)))
                except IllegalCommand:
                    after = state
                total += standing(after, side) - before
            payoffs.append(total / strength.samples)
        table.append(payoffs)
    return columns, table


def exact(table: Sequence[Sequence[float]]) -> Solution:
    """Solve with the payoffs rounded to hundredths of a point as exact fractions (the
    estimate is no finer; whole fractions keep the simplex exact and quick)."""
    return solve([[Fraction(round(x * 100), 100) for x in row] for row in table])


def choose_tactic(view: GameState, rows: Sequence[ChooseTactic], strength: Strength,
                  rng: random.Random) -> tuple[ChooseTactic, str, list[tuple[float, str]]]:
    """The tactic drawn from the optimal mixed strategy, the words saying so, and each
    row with its weight (the "alternatives")."""
    columns, table = tactic_matrix(view, rows, strength, rng.randrange(2**31))
    solution = exact(table)
    weights = [float(w) for w in solution.rows]
    pick = rng.choices(range(len(rows)), weights=weights if sum(weights) > 0 else None)[0]
    chosen = rows[pick]
    view_unit = view.unit(chosen.unit)

    def name(t: ChooseTactic | Tactic | None) -> str:
        if t is None:
            return "nothing"
        target = view.unit(t.target).name if t.target is not None and view.has_unit(
            t.target) else "?"
        return f"{t.letter.value} at the {target}"

    mix = ", ".join(f"{name(r)} {w * 100:.0f} %" for r, w in zip(rows, weights, strict=True)
                    if w > 0)
    foe_mix = ", ".join(f"{name(c)} {float(w) * 100:.0f} %"
                        for c, w in zip(columns, solution.columns, strict=True) if w > 0)
    words = (f"{view_unit.name}: Close Assault tactic {name(chosen)}, drawn from the optimal "
             f"mixed strategy ({mix}; value {float(solution.value):+.1f} points against "
             f"the enemy's best answer, {foe_mix}; {len(rows)}x{len(columns)} matrix, "
             f"{strength.samples} dice samples a cell)")
    alternatives = [(w, f"{name(r)}: weight {w * 100:.0f} %, worst case "
                        f"{min(table[i]):+.1f}")
                    for i, (r, w) in enumerate(zip(rows, weights, strict=True)) if i != pick]
    alternatives.sort(reverse=True)
    return chosen, words, alternatives


def assault_value(after: GameState, uid: str, strength: Strength, seed: int) -> float | None:
    """What starting (or joining) a Close Assault is worth to ``uid``'s side, in the
    ``standing`` points of the tactic matrix: the value of the exchange's matrix game,
    as if ``uid`` had stepped from its approach hex to the tactical hex beside it (the
    maneuvers are not searched: a cut).  None when ``uid`` is in no Close Assault in
    ``after`` or has no tactic to choose there."""
    engagement = after.engagement(uid)
    if engagement is None:
        return None
    places = dict(engagement.places)
    facings = dict(engagement.facings)
    if places.get(uid) == tac.approach_hex(engagement.entry) \
            and tac.ring_hex(engagement.entry) not in places.values():
        places[uid] = tac.ring_hex(engagement.entry)
        facings[uid] = (engagement.entry + 3) % 6
    ready = replace(engagement, places=places, facings=facings, step=AssaultStep.TACTICS)
    state = replace(after, phase=Phase.PHYSICAL_ATTACK,  # the Close Assault Phase
                    assaults=tuple(ready if e is engagement else e for e in after.assaults))
    if idle(state, uid):
        return None
    rows = [ChooseTactic(t.unit, t.letter, t.target)
            for t in tactic_options(state, ready, uid)]
    if not rows:
        return None
    quick = replace(strength, samples=max(1, strength.samples // 4))
    try:
        _, table = tactic_matrix(state, rows, quick, seed)
    except ValueError:  # the stepped-in guess is no place the rules can fight from
        return None
    return float(exact(table).value)


__all__ = ["assault_value", "choose_tactic", "exact", "tactic_matrix"]
