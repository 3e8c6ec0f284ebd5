"""Two-person zero-sum matrix games solved exactly (btdesk/opponent/matrix.py): the
Close Assault tactic choice's optimal mixed strategy, held to games solved by hand."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from btdesk.opponent.matrix import solve

F = Fraction


@pytest.mark.parametrize(("payoff", "rows", "columns", "value"), [
    # Matching pennies: half and half, worth nothing.
    ([[1, -1], [-1, 1]], (F(1, 2), F(1, 2)), (F(1, 2), F(1, 2)), F(0)),
    # A 2x2 with no saddle point, solved by hand: x = (4+2)/(3+4+1+2) = 3/5,
    # y = (4+1)/10 = 1/2, value (3*4 - (-1)(-2))/10 = 1.
    ([[3, -1], [-2, 4]], (F(3, 5), F(2, 5)), (F(1, 2), F(1, 2)), F(1)),
    # Rock, paper, scissors: a third each.
    ([[0, -1, 1], [1, 0, -1], [-1, 1, 0]], (F(1, 3),) * 3, (F(1, 3),) * 3, F(0)),
    # A saddle point: row 0 dominates, column 0 is the column player's best answer.
    ([[2, 3], [1, 0]], (F(1), F(0)), (F(1), F(0)), F(2)),
    # 2x3 with a dominated column: x = (4/5, 1/5), y = (2/5, 3/5, 0), value 8/5.
    ([[1, 2, 3], [4, 0, 1]], (F(4, 5), F(1, 5)), (F(2, 5), F(3, 5), F(0)), F(8, 5)),
])
def test_matrix_games_are_solved_exactly(payoff: list[list[int]], rows: tuple[Fraction, ...],
                                         columns: tuple[Fraction, ...], value: Fraction) -> None:
    solution = solve(payoff)
    assert solution.rows == rows and solution.columns == columns and solution.value == value


def test_an_optimal_mixed_strategy_guarantees_the_value_whatever_the_other_side_plays() -> None:
    rng = random.Random(5)
    for _ in range(40):
        m, n = rng.randint(1, 6), rng.randint(1, 6)
        payoff = [[rng.randint(-9, 9) for _ in range(n)] for _ in range(m)]
        s = solve(payoff)
        assert sum(s.rows) == 1 and sum(s.columns) == 1
        assert all(w >= 0 for w in s.rows + s.columns)
        for j in range(n):  # every column pays the row player at least the value
            assert sum(s.rows[i] * payoff[i][j] for i in range(m)) >= s.value
        for i in range(m):  # and every row at most the value against the column mix
            assert sum(s.columns[j] * payoff[i][j] for j in range(n)) <= s.value
