"""How hard the computer opponent plays: how many candidates it weighs, how much it fears
return fire, how much noise it adds, how many samples a Close Assault cell gets."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Strength:
    name: str
    candidates: int  # move ends scored exactly for each unit (after a cheap first cut)
    caution: float  # weight of damage expected to be taken against damage dealt
    noise: float  # standard deviation of the points of noise added to each score
    samples: int  # dice samples for each cell of a Close Assault tactic matrix
    focus: bool  # counts attacks already declared on a target (focus fire, no overkill)


#: A beginner's opponent: it weighs three moves, fears no return fire (it walks into the
#: open to shoot) and picks loosely among what it weighs; it spreads its fire.
BEGINNER = Strength("beginner", candidates=3, caution=0.0, noise=8.0, samples=2, focus=False)
#: Between the two: more moves weighed, a little caution, still loose and spread.
MEDIUM = Strength("medium", candidates=6, caution=0.2, noise=5.0, samples=2, focus=False)
#: The strongest it plays within its time budgets (bench/opponent.py).
STRONG = Strength("strong", candidates=48, caution=0.7, noise=0.0, samples=8, focus=True)

#: Every level by name, weakest first (New Game and ``--computer SIDE:LEVEL`` list these).
STRENGTHS: dict[str, Strength] = {s.name: s for s in (BEGINNER, MEDIUM, STRONG)}
DEFAULT_STRENGTH = STRONG.name

__all__ = ["BEGINNER", "DEFAULT_STRENGTH", "MEDIUM", "STRENGTHS", "STRONG", "Strength"]
