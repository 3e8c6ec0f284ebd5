"""Two companies (24 units a side) on a 64 × 68 Total Warfare board with buildings: the
board is the built-in River Town map (hills, a river, a road and a town) tiled four by
four and cut to 64 × 68, written as a map file beside a scenario file that places the
units, so the game is made by the same reader as any other.

    python3 bench/company.py

The long games (a 30-turn game, which is past 2,000 commands) are played by a seeded
random player that mostly stands still or takes short moves and sometimes fires, so
that the game lasts.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from functools import cache, partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("BTDESK_USER_DIR", tempfile.mkdtemp())

from btdesk.hexgrid import Hex
from btdesk.model.board import Board, Terrain
from btdesk.model.state import GameState, MoveMode, Phase

COLUMNS, ROWS, PER_SIDE = 64, 68, 24
SHEETS = ("hbk-4g-hunchback", "enf-4r-enforcer", "cda-3ma-cicada", "her-5sa-hermes-ii",
          "mad-cat-timber-wolf-prime", "rommel-tank", "rommel-tank-gauss",
          "saladin-assault-hover-tank")
_AWKWARD = (Terrain.WATER, Terrain.BUILDING)


def tiled_board() -> Board:
    """River Town tiled 4 × 4 (its 20 columns and 18 rows are even, so each tile's hexes
    sit as in the original) and cut to 64 × 68."""
    from btdesk.io.map_paths import builtin_map_path
    from btdesk.io.maps import load_map
    from btdesk.io.tables import load_rule_tables

    tile = load_map(builtin_map_path("river-town"), load_rule_tables().tables)

    def moved(h: Hex, dc: int, dr: int) -> Hex | None:
        c, r = h.column + dc, h.row + dr
        return Hex.from_offset(c, r) if c <= COLUMNS and r <= ROWS else None

    terrain, levels, depths, buildings, roads = {}, {}, {}, {}, set()
    for dc in range(0, COLUMNS, tile.columns):
        for dr in range(0, ROWS, tile.rows):
            for source, target in ((tile.terrain, terrain), (tile.levels, levels),
                                   (tile.depths, depths), (tile.buildings, buildings)):
                for h, v in source.items():
                    at = moved(h, dc, dr)
                    if at is not None:
                        target[at] = v  # type: ignore[index]
            roads |= {at for h in tile.roads if (at := moved(h, dc, dr)) is not None}
    return Board("Company ground (River Town × 16)", COLUMNS, ROWS, terrain, levels, depths,
                 frozenset(roads), buildings)


def _units_yaml(board: Board, rng: random.Random) -> tuple[str, str]:
    """Two sides' unit lists: Blue in columns 18-30, Orange in 35-47 (in range of each
    other across the river), on dry, open hexes."""
    free = [h for h in board.hexes() if board.terrain_at(h) not in _AWKWARD
            and board.level(h) == 0]
    out = []
    for low, high, facing in ((18, 30, 1), (35, 47, 4)):
        spots = rng.sample([h for h in free if low <= h.column <= high and 10 <= h.row <= 58],
                           PER_SIDE)
        out.append("\n".join(f'      - {{sheet: {SHEETS[i % len(SHEETS)]}, at: "{h.label}", '
                             f"facing: {facing}}}" for i, h in enumerate(spots)))
    return out[0], out[1]


@cache
def scenario_file() -> Path:
    """The company scenario and its map, written once a process into a scratch folder."""
    from btdesk.io.maps import write_map
    from btdesk.io.tables import load_rule_tables

    folder = Path(tempfile.mkdtemp(prefix="btdesk-company-"))
    (folder / "maps").mkdir()
    (folder / "scenarios").mkdir()
    board = tiled_board()
    write_map(board, load_rule_tables().tables, folder / "maps" / "company.yaml")
    blue, orange = _units_yaml(board, random.Random(5))
    path = folder / "scenarios" / "company.yaml"
    path.write_text(f"""format: btdesk-scenario
version: 1
title: Two Companies
map: company
victory: last_side_standing
sides:
  - key: blue
    name: Blue
    colour: "#0072B2"
    deployment: {{edge: west, depth: 30}}
    units:
{blue}
  - key: orange
    name: Orange
    colour: "#E69F00"
    deployment: {{edge: east, depth: 30}}
    units:
{orange}
""", encoding="utf-8")
    return path


def session(seed: int = 1, options: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    from btdesk.session.dice import SeededDice
    from btdesk.session.game import Session

    return Session.from_scenario(scenario_file(), dice=SeededDice(seed), options=options)


def state() -> GameState:
    """The company game in the weapon attack phase, every unit having walked: line of
    sight and to-hit figures."""
    from btdesk.model.state import MoveRecord

    s = session().state
    return replace(s, phase=Phase.WEAPON_ATTACK, initiative=("blue", "orange"),
                   units=tuple(replace(u, moved=MoveRecord(MoveMode.WALK, (), 3, 3))
                               for u in s.units))


def centred(s: GameState) -> GameState:
    """The Cicada (the fastest 'Mech, 12 MP running) nearest the middle of the board
    first in the list: the widest movement search."""
    from btdesk.hexgrid import distance

    middle = Hex.from_offset(COLUMNS // 2, ROWS // 2)
    cicada = min((u for u in s.units if u.sheet == "cda-3ma-cicada"),
                 key=lambda u: distance(u.position, middle) if u.position else 99)
    return replace(s, units=(cicada, *(u for u in s.units if u.uid != cicada.uid)))


def moving(s: GameState) -> GameState:
    """The movement phase with Close Assault on, nobody moved yet."""
    from btdesk.model.state import CLOSE_ASSAULT

    return replace(s, phase=Phase.MOVEMENT, options=frozenset({CLOSE_ASSAULT}),
                   units=tuple(replace(u, moved=None) for u in s.units))


def listing_times(moves: int = 24, seed: int = 1) -> list[float]:
    """Milliseconds per ``legal_commands`` of each state a company game with Close
    Assault reaches in its movement phase, move after move (each a random listed move
    out of the unit's hex), the searches kept from the states before as in play; the
    first listing of each side is made with nothing kept."""
    from btdesk.model.commands import MoveUnit, RollInitiative
    from btdesk.model.state import CLOSE_ASSAULT
    from btdesk.rules import legal_commands
    from btdesk.rules.core.move_search import forget_kept_searches

    game = session(seed, (CLOSE_ASSAULT,))
    game.submit(RollInitiative())
    forget_kept_searches()
    rng = random.Random(seed)
    times = []
    for _ in range(moves):
        s = game.state
        assert s.phase is Phase.MOVEMENT
        t = time.perf_counter()
        listed = legal_commands(s)
        times.append((time.perf_counter() - t) * 1000)
        game.submit(rng.choice([c for c in listed if isinstance(c, MoveUnit) and c.steps
                                and not c.close_assault]))
    return times


def long_game(turns: int = 30, seed: int = 3):  # type: ignore[no-untyped-def]
    """A seeded game played until ``turns`` turns are over: in movement each unit stands
    or walks one or two hexes; in the weapon attack phase one unit in four fires every
    weapon it can at the nearest enemy; everything else is the first legal command."""
    from btdesk.hexgrid import distance
    from btdesk.model.commands import DeclareAttack, MoveUnit, WeaponFire
    from btdesk.rules import active_side, attack_options, legal_commands, reachable

    game = session(seed)
    rng = random.Random(seed)
    while game.state.phase is not Phase.GAME_OVER and game.state.turn <= turns:
        s = game.state
        side = active_side(s)
        command = None
        if s.phase is Phase.MOVEMENT and side is not None and s.halted is None:
            unit = next((u for u in s.units_of(side) if u.moved is None and u.active
                         and not u.prone), None)
            if unit is not None:
                short = [r.steps for r in reachable(s, unit.uid, MoveMode.WALK).values()
                         if 0 < len(r.steps) <= 2]
                command = (MoveUnit(unit.uid, MoveMode.WALK, rng.choice(short))
                           if short and rng.random() < 0.5
                           else MoveUnit(unit.uid, MoveMode.STATIONARY))
        elif s.phase is Phase.WEAPON_ATTACK and side is not None:
            unit = next((u for u in s.units_of(side) if u.active and u.position is not None
                         and not any(d.attacker == u.uid for d in s.declarations)), None)
            if unit is not None:
                command = DeclareAttack(unit.uid, None)
                enemies = [e for e in s.units if e.side != side and e.active and e.position]
                if enemies and rng.random() < 0.25:
                    near = min(enemies, key=lambda e: distance(e.position, unit.position))
                    fires = tuple(WeaponFire(o.weapon, 1)
                                  for o in attack_options(s, unit.uid, near.uid) if o.possible)
                    if fires:
                        command = DeclareAttack(unit.uid, near.uid, fires)
        if command is not None:
            try:
                game.submit(command)
                continue
            except Exception:  # refused (ammunition, a rule this player knows nothing of)
                pass
        game.submit(legal_commands(s)[0])
    return game


def _shown(game):  # type: ignore[no-untyped-def]
    """A main window of ``game``, shown at the default size."""
    from PySide6.QtWidgets import QApplication

    from btdesk.ui.app import settle_heap
    from btdesk.ui.main_window import MainWindow

    window = MainWindow(game)
    window.resize(1280, 820)
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    settle_heap()  # as btdesk does once its window is up
    return window


def _moving():  # type: ignore[no-untyped-def]
    """The company game's window in the movement phase (initiative rolled), and the
    'Mechs of the side to move that may move now, by uid."""
    from btdesk.model.commands import RollInitiative

    game = session()
    game.submit(RollInitiative())
    window = _shown(game)
    c = window.controller
    return window, [u.uid for u in game.state.units if c.can_act(u)
                    and game.state.definition(u).kind.value == "mech"]


def path_preview_times(clock: Callable[[], float] = time.perf_counter) -> list[float]:
    """Seconds per mouse move over a reachable hex, a running 'Mech of the company
    selected in the movement phase: the planned path redrawn (``clock``: as in
    bench/ui.py).  300 moves, over the unit's reachable hexes again and again (it has
    about 60), so the 95th percentile rests on enough of them; the selecting click's
    own repaint is let through before the first."""
    from PySide6.QtWidgets import QApplication

    window, movers = _moving()
    c = window.controller
    c.select(movers[0])
    c.choose_mode(MoveMode.RUN)
    QApplication.processEvents()  # the click's repaint, before the mouse moves on
    ends = list(c.costs())
    times = []
    for h in (ends * (300 // len(ends) + 1))[:300]:
        t = clock()
        c.hovered(h)
        QApplication.processEvents()
        times.append(clock() - t)
    window.close()
    return times


def select_times(clock: Callable[[], float] = time.perf_counter) -> list[float]:
    """Seconds per click that picks a unit to move in the movement phase, and per click
    on Run for it, each with its repaint (the unit's reach drawn, its record sheet and
    the Orders dock's buttons): the cost the path preview's mouse moves come after.
    Each 'Mech of the company that may move, picked in turn."""
    from PySide6.QtWidgets import QApplication

    window, movers = _moving()
    c = window.controller
    times = []
    for uid in movers:
        for click in (partial(c.select, uid), partial(c.choose_mode, MoveMode.RUN)):
            t = clock()
            click()
            QApplication.processEvents()
            times.append(clock() - t)
    c.select(None)
    window.close()
    return times


def repaint_times() -> list[float]:
    """Seconds per whole repaint of the window's map view, the whole board fitted in it
    and every counter of both companies on it."""
    from PySide6.QtWidgets import QApplication

    from btdesk.ui.app import sharpened

    window = _shown(session())
    window.view.fit_map()
    QApplication.processEvents()
    sharpened(window)
    times = []
    for _ in range(15):
        t = time.perf_counter()
        window.view.viewport().repaint()
        times.append(time.perf_counter() - t)
    window.close()
    return times


def open_times(game) -> list[float]:  # type: ignore[no-untyped-def]
    """Seconds to open the saved ``game`` (read, checked, replayed), a few times."""
    from btdesk.session.persist import open_session, save_session

    path = Path(tempfile.mkdtemp()) / "company.btdesk.yaml"
    save_session(game, path)
    times = []
    for _ in range(5):
        t = time.perf_counter()
        again = open_session(path)
        times.append(time.perf_counter() - t)
    assert again.state == game.state
    return times


def undo_redo_times(game) -> tuple[list[float], list[float]]:  # type: ignore[no-untyped-def]
    """Seconds per Undo and per Redo in a window at the end of ``game``, opened from its
    save as ``btdesk FILE`` opens it (the heap then settled: btdesk.ui.app.settle_heap),
    by the window's own actions: the session taken back, the map, docks and Dice Log
    told."""
    from PySide6.QtWidgets import QApplication

    from btdesk.session.persist import open_session, save_session

    path = Path(tempfile.mkdtemp()) / "company.btdesk.yaml"
    save_session(game, path)
    window = _shown(open_session(path))
    window.controller.hand_over = False  # one player at the screen: no take-back question
    undo, redo = [], []
    for _ in range(10):
        for action, times in ((window.undo_action, undo), (window.redo_action, redo)):
            t = time.perf_counter()
            action.trigger()
            QApplication.processEvents()
            times.append(time.perf_counter() - t)
    window.mark_saved()
    window.close()
    return undo, redo


def dice_log_times(lines: int = 20_000) -> tuple[list[float], list[float]]:
    """Seconds per new line added to a shown Dice Log already ``lines`` long (the view
    following the end), and per page scrolled back through it."""
    from PySide6.QtWidgets import QApplication

    from btdesk.ui.dice_log import DiceLog

    log = DiceLog()
    log.resize(460, 360)
    log.show()
    log.reset(f"Turn {i // 100 + 1}: 2D6 = {2 + i % 11} (to hit 8): hits the left torso"
              for i in range(lines))
    QApplication.processEvents()
    append, scroll = [], []
    for i in range(30):
        t = time.perf_counter()
        log.add_lines([f"one more roll {i}: 2D6 = 7"])
        QApplication.processEvents()
        log.viewport().repaint()
        append.append(time.perf_counter() - t)
    bar = log.verticalScrollBar()
    for _ in range(30):
        t = time.perf_counter()
        bar.setValue(bar.value() - bar.pageStep())
        QApplication.processEvents()
        log.viewport().repaint()
        scroll.append(time.perf_counter() - t)
    log.close()
    return append, scroll


def main() -> None:
    import statistics

    from btdesk.ui.app import application

    application()
    t = time.perf_counter()
    game = long_game()
    print(f"a 30-turn company game: {len(game.log)} commands, "
          f"made in {time.perf_counter() - t:.1f} s")

    def ms(times: list[float]) -> str:
        ordered = sorted(times)
        return (f"median {statistics.median(times) * 1000:7.2f} ms, "
                f"p95 {ordered[int(0.95 * (len(ordered) - 1))] * 1000:7.2f} ms")

    print(f"  opened                    {ms(open_times(game))}")
    undo, redo = undo_redo_times(game)
    print(f"  Undo in its window        {ms(undo)}")
    print(f"  Redo in its window        {ms(redo)}")
    print(f"  path preview, mouse move  {ms(path_preview_times())}")
    print(f"  whole view repaint        {ms(repaint_times())}")
    append, scroll = dice_log_times()
    print(f"  Dice Log 20,000 lines: a line added {ms(append)}; a page back {ms(scroll)}")


if __name__ == "__main__":
    main()
