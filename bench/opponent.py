"""The computer opponent's budgets (issue 45): a lance's whole turn on the Quick-Start map
≤ 1 s, a company's on a 64 × 68 board ≤ 3 s, no single decision over 2 s; and how it
plays, over every built-in scenario, each side in turn: strong against uniformly random
legal commands (bar: wins ≥ 95 %), against the greedy baseline (close in, fire at the
nearest: ≥ 70 %) and against the beginner level (≥ 70 %), a draw counting as not won,
with the decision times of those games per scenario (median, p95, max).

    python3 bench/opponent.py [games per pairing and scenario, default 50; 0: the budgets
    only] [pairing ...: random, greedy, beginner]

Times are of ``decide`` in this process (the window's worker process adds the pipe:
about a millisecond for a Quick-Start view).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from btdesk.autoplay import by_colour, play_game
from btdesk.hexgrid import Hex
from btdesk.io.resources import builtin_scenarios
from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.model.board import Board, Terrain
from btdesk.model.state import GameState, Phase, Side, UnitState
from btdesk.opponent import decide
from btdesk.rules import active_side, apply, legal_commands, visible_to
from btdesk.session.dice import SeededDice

SHEETS = ["enf-4r-enforcer", "hbk-4g-hunchback", "cda-3ma-cicada", "her-5sa-hermes-ii",
          "rommel-tank", "rommel-tank-gauss"]
#: The options a built-in scenario cannot start without (it says so when refused).
NEEDS = {"hover-transport": ("tw_infantry",), "mechanized-assault": ("tw_infantry",)}
#: Each pairing: the computer's kind, its opponent's, and the share of games it must win.
PAIRINGS = {"random": ("bot", "random", 0.95), "greedy": ("bot", "greedy", 0.70),
            "beginner": ("bot", "bot:beginner", 0.70)}


def field(columns: int, rows: int, per_side: int, seed: int = 1) -> GameState:
    """``per_side`` units a side facing each other across a wooded board, at the start of
    the movement phase."""
    rng = random.Random(seed)
    terrain = {}
    for c in range(1, columns + 1):
        for r in range(1, rows + 1):
            x = rng.random()
            if x < 0.12:
                terrain[Hex.from_offset(c, r)] = Terrain.LIGHT_WOODS
            elif x < 0.18:
                terrain[Hex.from_offset(c, r)] = Terrain.HEAVY_WOODS
    board = Board("bench", columns, rows, terrain)
    library = load_library()
    tables = load_rule_tables().tables
    units = []
    for i in range(per_side * 2):
        side = "blue" if i % 2 else "orange"
        n = i // 2
        column = 2 + (n * (columns - 3)) // max(per_side - 1, 1)
        row = rows // 2 - 3 if side == "blue" else rows // 2 + 4
        sheet = SHEETS[i % len(SHEETS)]
        units.append(UnitState(f"u{i}", sheet, sheet, side, Hex.from_offset(column, row),
                               3 if side == "blue" else 0))
    return GameState("bench", board, (Side("blue", "Blue", "#00f"),
                                      Side("orange", "Orange", "#f80")),
                     tuple(units), {s: library.get(s) for s in SHEETS}, tables,
                     phase=Phase.MOVEMENT, initiative=("blue", "orange"))


def whole_turn(state: GameState, side: str) -> list[float]:
    """Play one turn's movement and fire with the computer on both sides; the seconds
    each of ``side``'s decisions took."""
    dice = SeededDice(3)
    times = []
    for _ in range(400):
        if state.phase not in (Phase.MOVEMENT, Phase.WEAPON_ATTACK):
            break
        acting = active_side(state)
        if acting is None:  # resolution: anybody's
            state, _ = apply(state, legal_commands(state)[0], dice)
            continue
        started = time.perf_counter()
        decision = decide(visible_to(state, acting), acting, "strong", salt=1)
        took = time.perf_counter() - started
        assert decision is not None
        if acting == side:
            times.append(took)
        state, _ = apply(state, decision.command, dice)
    return times


def budget_line(name: str, value: float, budget: float) -> None:
    print(f"  {name:54} {value:7.2f} s   budget {budget:5.2f} s   "
          f"{'ok' if value <= budget else 'OVER'}")


def spread(times: list[float]) -> str:
    """Median, p95 and max of decision times (seconds), in ms."""
    ranked = sorted(times)
    return (f"median {statistics.median(ranked) * 1000:.1f} ms, p95 "
            f"{ranked[int(0.95 * (len(ranked) - 1))] * 1000:.1f} ms, max "
            f"{ranked[-1] * 1000:.0f} ms")


def budgets() -> float:
    print("Budgets (decide(), strong, one side's whole turn: its moves and declarations)")
    lance = min((whole_turn(field(16, 17, 4), "blue") for _ in range(3)), key=sum)
    budget_line(f"a lance's turn, Quick-Start map ({len(lance)} decisions)", sum(lance), 1.0)
    company = whole_turn(field(64, 68, 12), "blue")
    budget_line(f"a company's turn, 64 x 68 board ({len(company)} decisions)", sum(company),
                3.0)
    print(f"  decisions in the lance's turn: {spread(lance)}; in the company's: "
          f"{spread(company)}")
    return max(lance + company)


def pairing(name: str, games: int) -> None:
    mine, theirs, bar = PAIRINGS[name]
    print(f"{mine} against {theirs} (bar: {bar:.0%} won)")
    won = drawn = played = 0
    everything: list[float] = []
    for scenario in builtin_scenarios():
        w = d = 0
        times: list[float] = []
        for g in range(games):
            side, other = ("blue", "orange") if g % 2 == 0 else ("orange", "blue")
            result = play_game(scenario, {side: mine, other: theirs}, seed=100 + g,
                               options=NEEDS.get(scenario, ()))
            times += result.decisions_ms
            w += result.winner == by_colour(side, list(result.players))
            d += result.winner is None
        times.sort()
        everything += times
        print(f"  {scenario:20} won {w:3}/{games}, {d} drawn; decisions median "
              f"{statistics.median(times):5.1f} ms, p95 {times[int(0.95 * (len(times) - 1))]:6.1f}"
              f" ms, max {times[-1]:5.0f} ms", flush=True)
        won, drawn, played = won + w, drawn + d, played + games
    everything.sort()
    share = won / played
    print(f"  {'all':20} won {won}/{played} ({share:.1%}), {drawn} drawn; decisions median "
          f"{statistics.median(everything):.1f} ms, p95 "
          f"{everything[int(0.95 * (len(everything) - 1))]:.1f} ms, max {everything[-1]:.0f} ms"
          f"   {'ok' if share >= bar else 'BELOW THE BAR'}", flush=True)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    chosen = sys.argv[2:] or list(PAIRINGS)
    worst = budgets()
    budget_line("the longest single decision in those turns", worst, 2.0)
    if not games:
        return  # the budgets only
    print(f"Games: {games} a pairing and scenario, each side in turn (the computer at its "
          "strongest, bot, against each)")
    for name in chosen:
        pairing(name, games)


if __name__ == "__main__":
    main()
