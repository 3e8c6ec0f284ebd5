"""Where the computer opponent moves and sets up: each candidate end scored by the damage
it expects to deal from there and to take there, by the exact odds of the to-hit
breakdown.

A candidate's position is made by the rules themselves: the move is applied to the
side's view with the opponent's own dice (a move rarely rolls: a fall, an ambush the view
cannot foresee), so the attacker's and the target's movement modifiers, the hexes moved,
the facing, the floor and the cover are exactly what the breakdown would show after the
move.  What it does not foresee: where the enemies still to move will go (they are
scored where they stand), and turns after the next fire.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from btdesk.hexgrid import FACING_NAMES, Arc, Hex, arc_of, distance, line
from btdesk.model.commands import DeployUnit, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, MoveMode, MoveRecord, UnitState
from btdesk.model.vocab import Approach
from btdesk.opponent.assault import assault_value
from btdesk.opponent.dice import OwnDice
from btdesk.opponent.heat import heat_cost
from btdesk.opponent.judge import Volley, damage_value, volley
from btdesk.opponent.levels import Strength
from btdesk.rules import apply, hexes_entered, mode_mp


@dataclass(frozen=True)
class Scored:
    """A candidate with its score and the numbers behind it."""

    score: float
    dealt: float
    taken: float
    words: str
    best: Volley | None


def enemies_of(state: GameState, side: str) -> list[UnitState]:
    return [u for u in state.units if u.side != side and u.active and u.position is not None]


def end_of(state: GameState, command: MoveUnit) -> Hex | None:
    unit = state.unit(command.unit)
    if unit.position is None:
        return None
    path = hexes_entered(unit.position, unit.facing, command.steps)
    return path[-1] if path else unit.position


def preferred_range(state: GameState, unit: UnitState) -> int:
    """The range its weapons like: the medium-range limit of its longest-reaching weapon
    that is not a long-range missile, at least 1."""
    weapons = state.definition(unit).weapon_instances()
    if not weapons:
        return 1
    return max(1, max(w.ranges[1] for w in weapons))


def rough(state: GameState, command: MoveUnit, foes: Sequence[UnitState], want: int) -> float:
    """A cheap first score to cut the list before the exact one: near the range its
    weapons like, facing the nearest enemy."""
    end = end_of(state, command)
    if end is None or not foes:
        return 0.0
    nearest = min(foes, key=lambda f: distance(end, f.position or end))
    d = distance(end, nearest.position or end)
    return -abs(d - want) - (0.5 if command.mode is MoveMode.RUN else 0.0)


def boldness(state: GameState) -> float:
    """How much less it fears return fire as a game drags on: fully cautious to turn 10,
    then less each turn, down to a quarter by turn 25 (two careful sides would otherwise
    keep out of each other's reach for ever; the game ends only when one side is gone)."""
    return max(0.25, 1.0 - max(0, state.turn - 10) / 20)


#: Damage taken from the side or the rear counts more: it lands on the thinner armour
#: there (the Hit Location Table's side and rear columns).
ARC_WEIGHT = {Arc.FRONT: 1.0, Arc.LEFT: 1.15, Arc.RIGHT: 1.15, Arc.REAR: 1.5}


def exposed(state: GameState, me: UnitState, foe: UnitState) -> float:
    """How much a point of ``foe``'s fire at ``me`` counts, by the arc it comes from
    (infantry have no facing: 1)."""
    if me.position is None or foe.position is None or me.position == foe.position \
            or state.definition(me).kind.is_infantry:
        return 1.0
    return ARC_WEIGHT[arc_of(me.position, foe.position, me.facing)]


def closing(state: GameState, foe: UnitState, me: UnitState,
            mode: MoveMode = MoveMode.WALK) -> GameState | None:
    """``state`` with ``foe``, yet to move this turn, gone straight at ``me`` as far as
    its MP in ``mode`` (walking or running) go, short of ``me``'s hex, facing it: where
    an enemy that closes in would fire from (running brings it nearer but shoots worse
    and is the easier target).  None when it has moved, cannot move so, or is next to
    ``me`` already.  Terrain costs are not counted (a guess at its reply, not a move it
    must make)."""
    if foe.moved is not None or not foe.can_act or foe.position is None \
            or me.position is None:
        return None
    mp = mode_mp(foe, state.definition(foe), mode, state)
    steps = [s if isinstance(s, Hex) else s[0] for s in line(foe.position, me.position)]
    steps = [h for h in steps[1:] if h not in (me.position, foe.position)
             and state.board.contains(h)][:mp]
    if not steps:
        return None
    at = steps[-1]
    facing = next((f for f in range(6) if arc_of(at, me.position, f) is Arc.FRONT), 0)
    moved = MoveRecord(mode, tuple(steps), len(steps), len(steps))
    closed = replace(foe, position=at, facing=facing, moved=moved)
    return replace(state, units=tuple(closed if u.uid == foe.uid else u for u in state.units))


def reach(state: GameState, unit: UnitState) -> int:
    """The farthest any of its weapons fires (long range): beyond it, no volley is asked
    for (on a big board most pairs of units are out of each other's reach)."""
    return max((w.ranges[2] for w in state.definition(unit).weapon_instances()), default=0)


def exchange(state: GameState, foe: UnitState, me: UnitState
             ) -> tuple[float, Volley | None]:
    """What ``foe`` is expected to deal ``me``, and ``me``'s volley at it, where the foe
    will fire from: where it stands, or, if it has yet to move, where it would stand
    walking or running straight in, whichever trade is best for it (the fire both ways
    counts: closing in also brings it into ``me``'s reach)."""
    if foe.position is None or me.position is None:
        return 0.0, None
    gap = distance(foe.position, me.position)
    run = 0 if foe.moved is not None else mode_mp(foe, state.definition(foe), MoveMode.RUN,
                                                   state)
    theirs, mine = reach(state, foe), reach(state, me)
    if gap > max(theirs, mine) + run:
        return 0.0, None
    taken = volley(state, foe.uid, me.uid).expected if gap <= theirs else 0.0
    back = volley(state, me.uid, foe.uid) if gap <= mine else None
    best = taken - (back.expected if back else 0.0)
    ends: set[Hex | None] = set()
    for mode in (MoveMode.RUN, MoveMode.WALK):
        ahead = closing(state, foe, me, mode)
        if ahead is None or ahead.unit(foe.uid).position in ends:
            continue  # walking gets no nearer than running: no better trade for it
        ends.add(ahead.unit(foe.uid).position)
        taken_ahead = volley(ahead, foe.uid, me.uid).expected
        if taken_ahead <= best:
            continue  # ``me``'s fire back only makes that trade worse for it
        back_ahead = volley(ahead, me.uid, foe.uid)
        if taken_ahead - back_ahead.expected > best:
            taken, back, best = taken_ahead, back_ahead, taken_ahead - back_ahead.expected
    return taken, back


def threat(state: GameState, foe: UnitState, me: UnitState) -> float:
    """``foe``'s expected damage on ``me`` (``exchange``)."""
    return exchange(state, foe, me)[0]


def exposure(state: GameState, uid: str, side: str) -> dict[str, int]:
    """For each enemy, how many of this side's other units it can fire at now: an enemy
    fires at one target, so its fire at ``uid`` is counted as its share among them."""
    others = [u for u in state.units_of(side) if u.uid != uid and u.active
              and u.position is not None]
    return {foe.uid: sum(1 for u in others if volley(state, foe.uid, u.uid).shots)
            for foe in enemies_of(state, side)}


def score_position(state: GameState, uid: str, side: str, strength: Strength,
                   shared: dict[str, int] | None = None) -> Scored:
    """Fire expected from and at ``uid`` where it stands in ``state``: the best volley it
    can fire at one enemy (worth ``damage_value``) against each enemy's fire at it (its
    share, when ``shared`` says how many other units of the side it can fire at),
    weighted by the strength's caution (less as the game drags on: ``boldness``), less a
    little for each hex to the nearest enemy (so it closes in when nothing reaches)."""
    foes = enemies_of(state, side)
    me = state.unit(uid)
    best: Volley | None = None
    dealt = best_value = taken = 0.0
    shared = shared or {}
    for foe in foes:
        expected, mine = exchange(state, foe, me)
        if state.definition(foe).weapon_instances():
            taken += expected * exposed(state, me, foe) / (1 + shared.get(foe.uid, 0))
        if mine is None:
            continue
        value = damage_value(state, foe, mine.expected)
        if value > best_value:
            best, best_value, dealt = mine, value, mine.expected
    gap = min((distance(me.position, f.position) for f in foes
               if me.position is not None and f.position is not None), default=0)
    bold = boldness(state)
    score = best_value - strength.caution * bold * damage_value(state, me, taken) \
        - 0.05 * gap / bold
    words = f"expects to deal {dealt:.1f} and take {taken:.1f}"
    if best is not None:
        words += f"; {best.best_words(state)}"
    return Scored(score, dealt, taken, words, best)


def move_words(state: GameState, command: MoveUnit, facing: int | None = None) -> str:
    """"HBK-4G Hunchback walked to 0807 facing NE" (``facing``: where it ends facing)."""
    unit = state.unit(command.unit)
    kind = state.definition(unit).kind
    end = end_of(state, command)
    where = end.label if end else "?"
    if facing is not None and not kind.is_infantry:
        where += f" facing {FACING_NAMES[facing % 6]}"
    if command.mode is MoveMode.STATIONARY or not command.steps:
        return f"{unit.name} stays in {where}"
    verb = {MoveMode.WALK: "walked", MoveMode.RUN: "ran", MoveMode.JUMP: "jumped"}.get(
        command.mode, "moved")
    if kind.is_infantry or command.mode.name_for(kind) != command.mode.value:
        verb = f"moved ({command.mode.name_for(kind)})"
    return f"{unit.name} {verb} to {where}"


def choose_move(view: GameState, side: str, moves: Sequence[MoveUnit], strength: Strength,
                rng: random.Random, tick: Callable[[], None]
                ) -> list[tuple[float, MoveUnit, str]]:
    """Every examined move of one unit, best first, as (score, move, words)."""
    if not moves:
        return []
    uid = moves[0].unit
    foes = enemies_of(view, side)
    want = preferred_range(view, view.unit(uid))
    ranked = sorted(moves, key=lambda m: rough(view, m, foes, want) + rng.random() * 0.01,
                    reverse=True)
    keep = ranked[:strength.candidates]
    stay = [m for m in moves if m.mode is MoveMode.STATIONARY and m not in keep]
    keep += stay[:1]
    # Every way into a Close Assault is weighed (there are few): the cheap cut above
    # knows nothing of them.
    keep += [m for m in ranked[strength.candidates:] if m.close_assault is not Approach.NONE]
    shared = exposure(view, uid, side)
    out = []
    for n, move in enumerate(keep):
        if n % 8 == 0:
            tick()
        try:
            after, _ = apply(view, move, OwnDice(rng))
        except IllegalCommand:
            continue  # a what-if the view cannot play out (never the chosen move)
        if not after.has_unit(uid) or not after.unit(uid).active:
            out.append((-1000.0, move, f"{move_words(view, move)}: would be lost"))
            continue
        scored = score_position(after, uid, side, strength, shared)
        hot = heat_cost(after, after.unit(uid))  # the heat of the move alone
        noise = rng.gauss(0.0, strength.noise) if strength.noise else 0.0
        words = move_words(view, move, after.unit(uid).facing)
        fight = assault_value(after, uid, strength, rng.randrange(2**31)) \
            if move.close_assault is not Approach.NONE else None
        if fight is not None:
            out.append((scored.score + fight + noise - hot, move,
                        f"{words} into a Close Assault ({move.close_assault.value}): its "
                        f"tactic game is worth {fight:+.1f} to it; {scored.words}"))
            continue
        out.append((scored.score + noise - hot, move, f"{words}: {scored.words}"
                    + (f"; its heat would cost about {hot:.1f}" if hot else "")))
    out.sort(key=lambda t: t[0], reverse=True)
    return out


def choose_deploy(view: GameState, side: str, places: Sequence[DeployUnit], strength: Strength,
                  rng: random.Random) -> list[tuple[float, DeployUnit, str]]:
    """Where to set a unit up: facing the enemy (or the board's middle when none is
    placed yet), as near the middle of its zone's front as may be, a little noise."""
    foes = enemies_of(view, side)
    hexes = list(view.board.hexes())  # with no enemy placed yet, face the board's middle
    aim = [f.position for f in foes if f.position is not None] or [hexes[len(hexes) // 2]]
    out = []
    for place in places:
        nearest = min(aim, key=lambda a: distance(place.at, a))
        d = distance(place.at, nearest)
        face = 1.0 if place.at == nearest or arc_of(place.at, nearest, place.facing) is Arc.FRONT \
            else 0.0
        score = -0.1 * d + face + rng.random() * (0.5 + strength.noise)
        unit = view.unit(place.unit)
        out.append((score, place, f"{unit.name} set up in {place.at.label} facing "
                                  f"{FACING_NAMES[place.facing % 6]}, {d} hexes from what it "
                                  "faces"))
    out.sort(key=lambda t: t[0], reverse=True)
    return out


__all__ = [
    "ARC_WEIGHT",
    "Scored",
    "boldness",
    "choose_deploy",
    "choose_move",
    "closing",
    "end_of",
    "enemies_of",
    "exchange",
    "exposed",
    "exposure",
    "move_words",
    "reach",
    "score_position",
    "threat",
]
