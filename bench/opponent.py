"""The computer opponent's budgets (issue 45): a lance's whole turn on the Quick-Start map
≤ 1 s, a company's on a 64 × 68 board ≤ 3 s, no single decision over 2 s; and how it
plays: strong against beginner, against a greedy player (close in, fire at the nearest)
and against uniformly random legal commands, with the decision times of those games.

    python3 bench/opponent.py [games per pairing and scenario, default 4]

Times are of ``decide`` in this process (the window's worker process adds the pipe:
about a millisecond for a Quick-Start view).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from btdesk.hexgrid import Hex, distance
from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.model.board import Board, Terrain
from btdesk.model.commands import Command, DeclareAttack, MoveUnit
from btdesk.model.state import GameState, Phase, Side, UnitState
from btdesk.opponent import decide, mine
from btdesk.opponent.moving import end_of
from btdesk.rules import active_side, apply, legal_commands, visible_to
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session

SHEETS = ["enf-4r-enforcer", "hbk-4g-hunchback", "cda-3ma-cicada", "her-5sa-hermes-ii",
          "rommel-tank", "rommel-tank-gauss"]
SCENARIOS = ("green", "veteran", "elite", "river-town")
Player = Callable[[GameState, str, random.Random], Command | None]


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


def whole_turn(state: GameState, side: str) -> tuple[float, float, int]:
    """Play one turn's movement and fire with the computer on both sides; the seconds
    ``side``'s decisions took in all, its longest one, and how many it made."""
    dice = SeededDice(3)
    spent, longest, count = 0.0, 0.0, 0
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
            spent += took
            longest = max(longest, took)
            count += 1
        state, _ = apply(state, decision.command, dice)
    return spent, longest, count


def budget_line(name: str, value: float, budget: float) -> None:
    print(f"  {name:54} {value:7.2f} s   budget {budget:5.2f} s   "
          f"{'ok' if value <= budget else 'OVER'}")


def budgets() -> float:
    print("Budgets (decide(), strong, one side's whole turn: its moves and declarations)")
    worst = 0.0
    lance = field(16, 17, 4)
    spent, longest, count = min((whole_turn(lance, "blue") for _ in range(3)),
                                key=lambda t: t[0])
    budget_line(f"a lance's turn, Quick-Start map ({count} decisions)", spent, 1.0)
    worst = max(worst, longest)
    company = field(64, 68, 12)
    spent, longest, count = whole_turn(company, "blue")
    budget_line(f"a company's turn, 64 x 68 board ({count} decisions)", spent, 3.0)
    worst = max(worst, longest)
    return worst


# --- players to measure it against ------------------------------------------------------------

def bot(level: str) -> Player:
    def play(state: GameState, side: str, _rng: random.Random) -> Command | None:
        d = decide(visible_to(state, side), side, level, salt=7)
        return d.command if d is not None else None
    return play


def uniform(state: GameState, side: str, rng: random.Random) -> Command | None:
    own = mine(visible_to(state, side), side)
    return rng.choice(own) if own else None


def greedy(state: GameState, side: str, rng: random.Random) -> Command | None:
    """The baseline: each unit closes on the nearest enemy and fires everything at the
    nearest it can; anything else, the first listed."""
    view = visible_to(state, side)
    own = mine(view, side)
    if not own:
        return None
    foes = [u.position for u in view.units if u.side != side and u.active and u.position]
    moves = [c for c in own if isinstance(c, MoveUnit)]
    if moves and foes:
        first = moves[0].unit
        return min((m for m in moves if m.unit == first),
                   key=lambda m: min(distance(end_of(view, m) or f, f) for f in foes))
    fire = [c for c in own if isinstance(c, DeclareAttack) and c.target is not None]
    if fire:
        def gap(c: DeclareAttack) -> int:
            a, t = view.unit(c.unit).position, view.unit(c.target or "").position
            return distance(a, t) if a and t else 99
        return min(fire, key=gap)
    return own[0]


def match(scenario: str, players: dict[str, Player], seed: int,
          times: list[float]) -> str | None:
    session = Session.from_scenario(scenario, seed=seed)
    rng = random.Random(seed)
    sides = [s.key for s in session.state.sides]
    for _ in range(3000):
        state = session.state
        if state.phase is Phase.GAME_OVER:
            return state.winner
        acting = active_side(state)
        command = None
        for side in [acting] if acting else sides:
            started = time.perf_counter()
            command = players[side](state, side, rng)
            times.append(time.perf_counter() - started)
            if command is not None:
                break
        assert command is not None
        session.submit(command)
    return None  # no winner within the limit: a draw


def pairing(name: str, mine_: Player, theirs: Player, games: int) -> None:
    won = drawn = played = 0
    times: list[float] = []
    for scenario in SCENARIOS:
        sides = [s.key for s in Session.from_scenario(scenario, seed=0).state.sides]
        for g in range(games):
            side = sides[g % 2]  # each side in turn
            other = sides[1 - g % 2]
            winner = match(scenario, {side: mine_, other: theirs}, seed=100 + g, times=times)
            played += 1
            won += winner == side
            drawn += winner is None
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
    print(f"  {name:34} won {won}/{played} ({100 * won / played:.0f} %), {drawn} drawn;"
          f" decisions median {statistics.median(times) * 1000:.1f} ms, p95 "
          f"{p95 * 1000:.1f} ms, max {max(times) * 1000:.0f} ms")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    worst = budgets()
    budget_line("the longest single decision in those turns", worst, 2.0)
    print(f"Games ({games} a pairing and scenario, each side in turn; scenarios "
          f"{', '.join(SCENARIOS)})")
    pairing("strong against uniform random", bot("strong"), uniform, games)
    pairing("strong against greedy", bot("strong"), greedy, games)
    pairing("strong against beginner", bot("strong"), bot("beginner"), games)
    pairing("beginner against greedy", bot("beginner"), greedy, games)


if __name__ == "__main__":
    main()
