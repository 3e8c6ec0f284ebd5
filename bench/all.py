"""Every figure with a budget (issues 21 and 50), in one table: the raw value, the
budget, the machine's speed at that moment, the budget scaled by it, and the ratio
(over 1.00 is over budget), so a regression is seen at a glance.  The other benches
print more figures without budgets.

    python3 bench/all.py [start-up rounds]

Medians (and 95th percentiles for the mouse previews) of enough runs that two runs of
the whole table agree within a few percent; each figure is judged against its budget
scaled by the reference workload timed around it (bench/verdict.py), so a busy moment
does not read as over, nor a fast machine hide a regression.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BTDESK_USER_DIR", tempfile.mkdtemp())

import company
import rules
import startup
import ui
from verdict import REFERENCE_MS, Table, reference_ms


def median(times: list[float]) -> float:
    return statistics.median(times)


def per_second(times: list[float]) -> float:
    """To-hit computations a second, from ms per 10,000."""
    return 10_000 / (median(times) / 1000)


def abba(a: Callable[[], float], b: Callable[[], float]) -> float:
    """``a`` over ``b``, taken in the order a, b, b, a."""
    first_a, first_b, second_b, second_a = a(), b(), b(), a()
    return (first_a + second_a) / (first_b + second_b)


def start_up(table: Table, rounds: int) -> None:
    """Each start against the bare window started just before it, in the same round: the
    median of those ratios holds when the machine is busier in some rounds than others."""
    started = startup.startup_times(rounds, smoke=False)
    bare = started["... with a label+menu: painted"]
    imported = started["... after importing btdesk: painted"]
    print(f"start-up, median of {rounds} rounds: a bare QMainWindow+label+menu painted after "
          f"{median(bare) * 1000:.0f} ms; the same after importing btdesk's modules "
          f"{median(imported) * 1000:.0f} ms "
          f"({median([i / b for i, b in zip(imported, bare, strict=True)]):.2f}×)", end="")
    for start in ("first start", "later start"):
        frame, window = started[f"{start}: first frame"], started[f"{start}: window"]
        print(f"; {start}: first frame {median(frame) * 1000:.0f} ms, window "
              f"{median(window) * 1000:.0f} ms", end="")
        table.relative(f"start-up, {start}: first frame / bare window",
                       median([f / b for f, b in zip(frame, bare, strict=True)]), 1.5)
        table.relative(f"start-up, {start}: window ready to play / bare window",
                       median([w / b for w, b in zip(window, bare, strict=True)]), 2.0)
    print()


def small_board(table: Table) -> None:
    """Issue 21's figures: 24 units on 32 × 34, and the same on Total Warfare ground."""
    s = rules.centred(rules.state())
    ground = rules.on_ground()
    table.scaled("reachable(): running 12-MP 'Mech, 32 × 34, 24 units",
                 lambda: median(rules.reach_times(s)), 2.0, "ms")
    table.scaled("… on Total Warfare ground (levels, water, roads, town)",
                 lambda: median(rules.reach_times(ground)), 2.0, "ms")
    table.scaled("reachable(): a hover tank on a road (road bonus searched too)",
                 lambda: median(rules.reach_times(rules.road_tank(s))), 2.0, "ms")
    table.scaled("line of sight, all 276 pairs, cold",
                 lambda: median(rules.los_times(s, True)), 5.0, "ms")
    table.scaled("… on Total Warfare ground", lambda: median(rules.los_times(ground, True)),
                 5.0, "ms")
    infantry = rules.with_total_warfare_infantry(s)
    # Each ratio of figures taken on, off, off, on, one right after the other, the median
    # of seven: a busy moment, or one passing, then weighs on both sides of a ratio alike.
    table.relative("reachable() with TW infantry on / without (issue 16)", median(
        [abba(lambda: median(rules.reach_times(infantry, 15)),
              lambda: median(rules.reach_times(s, 15))) for _ in range(7)]), 1.1)
    table.relative("line of sight cold with TW infantry on / without", median(
        [abba(lambda: median(rules.los_times(infantry, True)),
              lambda: median(rules.los_times(s, True))) for _ in range(7)]), 1.1)
    table.scaled("to-hit computations a second", lambda: per_second(rules.to_hit_times(s)),
                 50_000, "/s", higher_is_better=True)
    table.scaled("… on Total Warfare ground",
                 lambda: per_second(rules.to_hit_times(ground)), 50_000, "/s",
                 higher_is_better=True)
    table.scaled("legal_commands(), movement with Close Assault",
                 lambda: median(rules.legal_times(rules.moving(s))), 10.0, "ms")
    table.scaled("… on Total Warfare ground",
                 lambda: median(rules.legal_times(rules.moving(ground))), 10.0, "ms")
    carrier = rules.carrying()
    table.scaled("legal_commands(), a loaded carrier to move (TW transport)",
                 lambda: median(rules.legal_times(carrier)), 10.0, "ms")
    hot = rules.with_standard(s)  # issue 47: the standard rules, every unit at heat 13
    table.scaled("to-hit computations a second, standard rules at heat 13",
                 lambda: per_second(rules.to_hit_times(hot)), 50_000, "/s",
                 higher_is_better=True)
    table.scaled("legal_commands(), movement, standard rules at heat 13",
                 lambda: median(rules.legal_times(rules.with_standard(rules.moving(s)))),
                 10.0, "ms")


def companies(table: Table) -> None:
    """Issue 50's: two companies, 24 a side, on a 64 × 68 Total Warfare board."""
    s = company.centred(company.state())
    table.scaled("companies, 64 × 68 TW board: reachable(), running 'Mech",
                 lambda: median(rules.reach_times(s)), 2.0, "ms")
    table.scaled("companies: line of sight, all 1,128 pairs, cold",
                 lambda: median(rules.los_times(s, True)), 10.0, "ms")
    table.scaled("companies: legal_commands() after each move, Close Assault",
                 lambda: median(company.listing_times()), 10.0, "ms")
    cold = median(rules.legal_times(company.moving(s)))
    print(f"companies: legal_commands() of a state made afresh (nothing kept): {cold:.1f} ms")
    table.scaled("companies: to-hit computations a second",
                 lambda: per_second(rules.to_hit_times(s)), 50_000, "/s",
                 higher_is_better=True)
    table.scaled("companies: path preview per mouse move, p95",
                 lambda: ui.p95(company.path_preview_times()) * 1000, 2.0, "ms")
    table.scaled("… its CPU time per move, p95 (no other job's slices in it)",
                 lambda: ui.p95(company.path_preview_times(time.process_time)) * 1000, 2.0,
                 "ms")
    table.scaled("companies: a unit clicked to move, or Run clicked, p95",
                 lambda: ui.p95(company.select_times()) * 1000, 16.0, "ms")
    table.scaled("companies: whole view repainted (board fitted)",
                 lambda: median(company.repaint_times()) * 1000, 16.0, "ms")
    game = company.long_game()
    table.scaled(f"companies: a 30-turn game ({len(game.log):,} commands) opened",
                 lambda: median(company.open_times(game)) * 1000, 1000.0, "ms")
    undo_redo: list[list[float]] = []

    def undo() -> float:
        undo_redo.extend(company.undo_redo_times(game))
        return median(undo_redo[0]) * 1000

    table.scaled(f"companies: Undo at the end of {len(game.log):,} commands, in the window",
                 undo, 16.0, "ms", trials=1)
    table.scaled("companies: Redo there", lambda: median(undo_redo[1]) * 1000, 16.0, "ms", trials=1)
    log: list[list[float]] = []

    def append() -> float:
        log.extend(company.dice_log_times())
        return ui.p95(log[0]) * 1000

    table.scaled("Dice Log of 20,000 lines: a line added and shown, p95", append, 16.0, "ms",
                 trials=1)
    table.scaled("Dice Log of 20,000 lines: a page scrolled back, p95",
                 lambda: ui.p95(log[1]) * 1000, 16.0, "ms", trials=1)


def computer(table: Table) -> None:
    """Issue 45's: the computer opponent's whole turn (its moves and declarations), as
    bench/opponent.py plays it, and its longest single decision."""
    import opponent

    lance, army = opponent.field(16, 17, 4), opponent.field(64, 68, 12)
    table.scaled("computer opponent: a lance's whole turn, Quick-Start map",
                 lambda: sum(opponent.whole_turn(lance, "blue")) * 1000, 1000.0, "ms")
    longest: list[float] = []

    def company_turn() -> float:
        times = opponent.whole_turn(army, "blue")
        longest.append(max(times))
        return sum(times) * 1000

    table.scaled("computer opponent: a company's whole turn, 64 × 68 board", company_turn,
                 3000.0, "ms")
    table.scaled("computer opponent: its longest decision in those turns",
                 lambda: max(longest) * 1000, 2000.0, "ms", trials=1)


def views(table: Table) -> None:
    """Issue 21's map views and mouse previews."""
    whole: list[ui.WholeView] = []

    def repaint() -> float:
        whole.append(ui.whole_view_times(64, 68))
        return median(whole[0].repaints) * 1000

    table.scaled("view of a whole 64 × 68 board at half scale, repaint", repaint, 16.0, "ms",
                 trials=1)
    table.scaled("… its first paint (a window opened: colours at once)",
                 lambda: whole[0].first * 1000, 16.0, "ms", trials=1)
    table.scaled("… each turn until sharp (p95)",
                 lambda: ui.p95(whole[0].turns or [0]) * 1000, 16.0, "ms", trials=1)
    # A window opening has no motion to keep up with: sharp within six frames.
    table.scaled(f"… until sharp ({len(whole[0].turns)} turns)",
                 lambda: whole[0].sharp * 1000, 100.0, "ms", trials=1)
    for size in ((1280, 820), (2560, 1440)):
        zoomed(table, size)
    table.scaled("a building hit in a 1280 × 820 view of 64 × 68, redrawn (median)",
                 lambda: median(ui.building_hit_times()) * 1000, 16.0, "ms")
    taken: dict[str, list[float]] = {}
    for name in ("fitted", "1:1", "zoom step", "pan step"):

        def repainted(name: str = name) -> float:
            if not taken:
                taken.update(ui.view_times(64, 68))
            return median(taken[name]) * 1000

        table.scaled(f"1280 × 820 view of 64 × 68, {name}", repainted, 16.0, "ms", trials=1)
    path: list[float] = []

    def path_median() -> float:
        path.extend(ui.path_preview_times()[0])
        return median(path) * 1000

    table.scaled("path preview per mouse move, median", path_median, 2.0, "ms", trials=1)
    table.scaled("path preview per mouse move, p95", lambda: ui.p95(path) * 1000, 2.0, "ms",
                 trials=1)
    table.scaled("… its CPU time per move, p95 (no other job's slices in it)",
                 lambda: ui.p95(ui.path_preview_times(time.process_time)[0]) * 1000, 2.0, "ms")
    hover: list[float] = []

    def hover_median() -> float:
        hover.extend(ui.target_hover_times())
        return median(hover) * 1000

    table.scaled("to-hit preview per mouse move, median", hover_median, 2.0, "ms", trials=1)
    table.scaled("to-hit preview per mouse move, p95", lambda: ui.p95(hover) * 1000, 2.0, "ms",
                 trials=1)
    # A click (not a mouse move) refills the Orders dock: held to one 60 Hz frame.
    target: list[float] = []

    def target_median() -> float:
        target.extend(ui.target_preview_times())
        return median(target) * 1000

    table.scaled("to-hit breakdown, a target clicked, median", target_median, 16.0, "ms", trials=1)
    table.scaled("to-hit breakdown, a target clicked, p95", lambda: ui.p95(target) * 1000,
                 16.0, "ms", trials=1)


def zoomed(table: Table, size: tuple[int, int]) -> None:
    found: list[tuple[list[float], list[float], list[float]]] = []

    def zoom() -> float:
        found.append(ui.first_render_times(64, 68, size))
        return median(found[0][0]) * 1000

    name = f"{size[0]} × {size[1]} view, hill country, a zoom"
    table.scaled(f"{name}: its repaint (median)", zoom, 16.0, "ms", trials=1)
    table.scaled(f"{name}: each turn until sharp (p95)",
                 lambda: ui.p95(found[0][1]) * 1000, 16.0, "ms", trials=1)
    table.scaled(f"{name}: until sharp, 3 frames (median)",
                 lambda: median(found[0][2]) * 1000, 50.0, "ms", trials=1)


def main() -> None:
    print(f"machine: the reference workload takes {reference_ms(15):.1f} ms now; budgets are "
          f"for {REFERENCE_MS:.1f} ms and scaled by each figure's own reading")
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    table = Table()
    start_up(table, rounds)
    small_board(table)
    from btdesk.ui.app import application

    application()
    companies(table)
    computer(table)
    views(table)
    table.print()


if __name__ == "__main__":
    main()
