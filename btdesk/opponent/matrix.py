"""Two-person zero-sum matrix games solved exactly: the optimal mixed strategies and the
value, in fractions.

The Close Assault tactic choice is such a game (each side locks a letter in secret, the
outcome depends on both).  A player who always answers the best reply to a guess can be
read and beaten; the optimal mixed strategy cannot: whatever the other side does, it
expects at least the game's value.

The method is the simplex method on the game's tableau (T. S. Ferguson, *Game Theory*,
part II §4.4): add a constant so every payoff is positive, then pivot until the bottom
row has no negative entry.  Bland's rule (the lowest-numbered label first, on ties too)
keeps it from cycling, and ``Fraction`` arithmetic makes the answer exact, so a test can
hold it to a game solved by hand.  The games here are a few letters on each side: a
dependency (an LP package) would not earn its size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

Number = int | Fraction


@dataclass(frozen=True)
class Solution:
    """``rows``: the row player's (the maximiser's) optimal mixed strategy; ``columns``:
    the column player's; ``value``: what the row player expects, whatever the column
    player does (and no more, if the column player plays ``columns``)."""

    rows: tuple[Fraction, ...]
    columns: tuple[Fraction, ...]
    value: Fraction


def solve(payoff: Sequence[Sequence[Number]]) -> Solution:
    """The optimal strategies and value of the game whose row player gets
    ``payoff[i][j]`` when it plays row ``i`` and the column player column ``j``."""
    m = len(payoff)
    if m == 0 or any(len(row) != len(payoff[0]) for row in payoff) or not payoff[0]:
        raise ValueError("a payoff matrix needs at least one row and column, all as long")
    n = len(payoff[0])
    a = [[Fraction(x) for x in row] for row in payoff]
    shift = 1 - min(min(row) for row in a)  # every entry at least 1: the value is positive
    shift = max(shift, Fraction(0))
    # Tableau: m rows of (a_ij + shift | 1), then the bottom row (-1 ... -1 | 0).
    t = [[x + shift for x in row] + [Fraction(1)] for row in a]
    t.append([Fraction(-1)] * n + [Fraction(0)])
    # Labels: rows start as the row player's strategies (x_i, numbered i), columns as the
    # column player's (y_j, numbered m + j).  A pivot swaps a row's and a column's label.
    row_label = list(range(m))
    col_label = [m + j for j in range(n)]
    while True:
        entering = [j for j in range(n) if t[m][j] < 0]
        if not entering:
            break
        q = min(entering, key=lambda j: col_label[j])  # Bland: lowest label
        candidates = [i for i in range(m) if t[i][q] > 0]
        best = min(t[i][n] / t[i][q] for i in candidates)
        p = min((i for i in candidates if t[i][n] / t[i][q] == best),
                key=lambda i: row_label[i])
        _pivot(t, p, q)
        row_label[p], col_label[q] = col_label[q], row_label[p]
    corner = t[m][n]
    value = 1 / corner
    rows = [Fraction(0)] * m
    columns = [Fraction(0)] * n
    for j, label in enumerate(col_label):
        if label < m:  # a row strategy's label ended in the bottom row
            rows[label] = t[m][j] * value
    for i, label in enumerate(row_label):
        if label >= m:  # a column strategy's label ended on the left
            columns[label - m] = t[i][n] * value
    return Solution(tuple(rows), tuple(columns), value - shift)


def _pivot(t: list[list[Fraction]], p: int, q: int) -> None:
    """Ferguson's pivot: the pivot becomes its reciprocal, its row is divided by it, its
    column divided by it and negated, every other entry ``a - r * c / pivot``."""
    pivot = t[p][q]
    row, col = t[p], [r[q] for r in t]
    for i, r in enumerate(t):
        if i == p:
            continue
        for j in range(len(r)):
            if j != q:
                r[j] -= row[j] * col[i] / pivot
    for j in range(len(row)):
        if j != q:
            row[j] /= pivot
    for i, r in enumerate(t):
        if i != p:
            r[q] = -col[i] / pivot
    row[q] = 1 / pivot


__all__ = ["Solution", "solve"]
