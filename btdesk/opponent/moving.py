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

from btdesk.hexgrid import FACING_NAMES, Arc, Hex, arc_of, distance
from btdesk.model.commands import DeployUnit, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.opponent.judge import Volley, damage_value, volley
from btdesk.opponent.levels import Strength
from btdesk.rules import apply, hexes_entered


@dataclass(frozen=True)
class Scored:
    """A candidate with its score and the numbers behind it."""

    score: float
    dealt: float
    taken: float
    words: str
    best: Volley | None


class OwnDice:
    """The opponent's own dice for what-ifs: a ``random.Random`` it seeded, never the
    game's tape (reading that would tell it rolls to come; drawing from it would move
    every later roll of the game)."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        return tuple(self._rng.randint(1, 6) for _ in range(count))


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


def score_position(state: GameState, uid: str, side: str, strength: Strength) -> Scored:
    """Fire expected from and at ``uid`` where it stands in ``state``: the best volley it
    can fire at one enemy (worth ``damage_value``) against what every enemy could fire at
    it, weighted by the strength's caution, less a little for each hex to the nearest
    enemy (so it closes in when nothing reaches)."""
    foes = enemies_of(state, side)
    me = state.unit(uid)
    best: Volley | None = None
    dealt = best_value = 0.0
    for foe in foes:
        mine = volley(state, uid, foe.uid)
        value = damage_value(state, foe, mine.expected)
        if value > best_value:
            best, best_value, dealt = mine, value, mine.expected
    taken = sum(volley(state, foe.uid, uid).expected for foe in foes
                if state.definition(foe).weapon_instances())
    gap = min((distance(me.position, f.position) for f in foes
               if me.position is not None and f.position is not None), default=0)
    score = best_value - strength.caution * taken - 0.05 * gap
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
        scored = score_position(after, uid, side, strength)
        noise = rng.gauss(0.0, strength.noise) if strength.noise else 0.0
        words = move_words(view, move, after.unit(uid).facing)
        out.append((scored.score + noise, move, f"{words}: {scored.words}"))
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


__all__ = ["OwnDice", "Scored", "choose_deploy", "choose_move", "end_of", "enemies_of",
           "move_words", "score_position"]
