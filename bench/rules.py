"""Rules on a 32 × 34 board (four mapsheets) with 24 units: the interactive queries that
run on every mouse move must each stay well under a frame (16 ms).

    python3 bench/rules.py
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import summary, timed, total_warfare_ground

import btdesk.rules.modules  # noqa: F401  (every rules module on the hooks, as the engine has)
from btdesk.hexgrid import Hex
from btdesk.io.sheets import load_library
from btdesk.io.tables import load_rule_tables
from btdesk.model.board import Board, Terrain
from btdesk.model.state import (
    GameState,
    MoveMode,
    MoveRecord,
    Phase,
    Side,
    UnitState,
)
from btdesk.rules import attack_options, line_of_sight, reachable, to_hit

SHEETS = ["enf-4r-enforcer", "hbk-4g-hunchback", "cda-3ma-cicada", "her-5sa-hermes-ii",
          "rommel-tank", "rommel-tank-gauss"]


def board(rng: random.Random) -> Board:
    terrain = {}
    for column in range(1, 33):
        for row in range(1, 35):
            x = rng.random()
            if x < 0.12:
                terrain[Hex.from_offset(column, row)] = Terrain.LIGHT_WOODS
            elif x < 0.18:
                terrain[Hex.from_offset(column, row)] = Terrain.HEAVY_WOODS
    return Board("bench", 32, 34, terrain)


def state() -> GameState:
    rng = random.Random(1)
    b = board(rng)
    library = load_library()
    tables = load_rule_tables().tables
    units = []
    spots = rng.sample([h for h in b.hexes() if b.terrain_at(h) is Terrain.CLEAR], 24)
    for i, h in enumerate(spots):
        sheet = "cda-3ma-cicada" if i == 0 else SHEETS[i % len(SHEETS)]
        units.append(UnitState(f"u{i}", sheet, sheet, "blue" if i % 2 else "orange", h,
                               rng.randrange(6), moved=MoveRecord(MoveMode.WALK, (), 3, 3)))
    return GameState("bench", b, (Side("blue", "Blue", "#00f"), Side("orange", "Orange", "#f80")),
                     tuple(units), {s: library.get(s) for s in SHEETS}, tables,
                     phase=Phase.WEAPON_ATTACK, initiative=("blue", "orange"))


def report(name: str, times: list[float], unit: str = "ms") -> None:
    print(f"  {name:52} {summary(times, unit)}")


def centred(s: GameState) -> GameState:
    """The Cicada in the middle of the board, for the widest search."""
    return replace(s, units=(replace(s.units[0], position=Hex.from_offset(16, 17)),
                             *s.units[1:]))


def with_total_warfare_infantry(s: GameState) -> GameState:
    """The same game with the seed 003 option on (its stacking changes what bars a move)."""
    return replace(s, options=s.options | {"tw_infantry"})


def with_standard(s: GameState) -> GameState:
    """The same game with the standard rules (Total Warfare) on and every unit at heat 13:
    each to-hit adds the heat modifier, each MP question the heat's MP lost (issue 47)."""
    return replace(s, options=s.options | {"standard"},
                   units=tuple(replace(u, heat=13) for u in s.units))


def reach_times(s: GameState, runs: int = 30) -> list[float]:
    """The first unit in the list running, searched afresh each time (nothing kept from
    the search before: ``forget_kept_searches``)."""
    from btdesk.rules.core.move_search import forget_kept_searches

    uid = s.units[0].uid

    def afresh() -> None:
        forget_kept_searches()
        reachable(s, uid, MoveMode.RUN)

    return timed(afresh, runs)


def los_times(s: GameState, cold: bool) -> list[float]:
    """All pairs; ``cold``: every line cache cleared first, and the looks kept with the
    board (the first look after start); warm: every look is one kept."""
    from btdesk.hexgrid.lines import between, line, relative_trace

    pairs = [(a.position, b.position) for a in s.units for b in s.units if a.uid < b.uid]

    def all_los() -> None:
        if cold:
            for cache in (relative_trace, line, between):
                cache.cache_clear()
            s.board.memo.clear()
        for a, b in pairs:
            line_of_sight(s, a, b)  # type: ignore[arg-type]

    return timed(all_los, 10)


def to_hit_times(s: GameState) -> list[float]:
    """Milliseconds per 10,000 to-hit computations."""
    targets = [(a.uid, b.uid) for a in s.units for b in s.units if a.side != b.side][:200]

    def ten_thousand() -> None:
        n = 0
        while n < 10_000:
            for a, b in targets:
                to_hit(s, a, b, 0)
                n += 1
                if n == 10_000:
                    break

    return timed(ten_thousand, 3)


def moving(s: GameState) -> GameState:
    """The movement phase with Close Assault on, nobody moved yet."""
    from btdesk.model.state import CLOSE_ASSAULT

    return replace(s, phase=Phase.MOVEMENT, options=frozenset({CLOSE_ASSAULT}),
                   units=tuple(replace(u, moved=None) for u in s.units))


def legal_times(s: GameState) -> list[float]:
    """The listing of ``s``, its searches made afresh each time: none kept from the time
    before (the listings of the states a game reaches move after move are measured in
    bench/company.py ``listing_times``)."""
    from btdesk.rules import legal_commands
    from btdesk.rules.core.move_search import forget_kept_searches

    def afresh() -> None:
        forget_kept_searches()
        legal_commands(s)

    return timed(afresh, 5)


def carrying() -> GameState:
    """The Hover Transport Raid (seed 003 歩兵輸送) when the loaded Maxim is to move: every
    move it may make is listed again with its platoon set down at the end."""
    from btdesk.model.commands import MoveUnit, RollInitiative
    from btdesk.rules import active_side
    from btdesk.session.dice import SeededDice
    from btdesk.session.game import Session

    session = Session.from_scenario("hover-transport", dice=SeededDice(4),
                                    options=("tw_infantry",))
    session.submit(RollInitiative())
    while True:
        s = session.state
        side = active_side(s) or ""
        if side == "attacker":
            return s
        mover = next(u for u in s.units_of(side) if u.moved is None)
        session.submit(MoveUnit(mover.uid, MoveMode.STATIONARY))


_AWKWARD = (Terrain.WATER, Terrain.BUILDING)


def on_ground() -> GameState:
    """The bench game on Total Warfare ground, every unit out of water and buildings."""
    ground = centred(replace(state(), board=total_warfare_ground(state().board)))
    return replace(ground, units=tuple(
        u if ground.board.terrain_at(u.position) not in _AWKWARD else replace(
            u, position=_dry(ground, u.position)) for u in ground.units))


def _dry(s: GameState, h: Hex | None) -> Hex | None:
    """The nearest hex to ``h`` without water or a building and without a unit."""
    from btdesk.hexgrid import distance

    taken = {u.position for u in s.units}
    return min((x for x in s.board.hexes() if s.board.terrain_at(x) not in _AWKWARD
                and x not in taken), key=lambda x: distance(x, h) if h else 0)


def main() -> None:
    s = centred(state())
    print("rules on a 32 × 34 board, 24 units (bench/rules.py)")
    reach = reachable(s, "u0", MoveMode.RUN)
    report(f"reachable(): running Cicada, 12 MP ({len(reach)} ends)", reach_times(s))
    report("line of sight, all 276 pairs (cold: line caches cleared)", los_times(s, True))
    report("line of sight, all 276 pairs (warm: looks kept)", los_times(s, False))
    times = to_hit_times(s)
    report("10,000 to-hit computations", times)
    report("  … one to-hit", [t / 10 for t in times], "µs")
    report("to-hit breakdown, every weapon vs one target",
           timed(lambda: attack_options(s, "u0", "u1"), 200))
    close_combat(s)
    miniatures(s)
    ground = on_ground()
    infantry = with_total_warfare_infantry(s)
    print("  with the Total Warfare infantry option (seed 003; issue 16: within 10 %):")
    report("  reachable(): running Cicada", reach_times(infantry))
    report("  line of sight, all pairs (cold)", los_times(infantry, True))
    carrier = carrying()
    from btdesk.rules import legal_commands

    report(f"  legal_commands(), the loaded Maxim's turn ({len(legal_commands(carrier))} "
           "commands)", legal_times(carrier))
    hot = with_standard(s)
    print("  with the standard rules on, every unit at heat 13 (issue 47):")
    report("  … one to-hit", [t / 10 for t in to_hit_times(hot)], "µs")
    report("  legal_commands(), movement with Close Assault",
           legal_times(with_standard(moving(s))))
    print("  with Total Warfare ground (levels, river, rough, road, town):")
    reach = reachable(ground, "u0", MoveMode.RUN)
    report(f"  reachable(): running Cicada ({len(reach)} ends)", reach_times(ground))
    report("  line of sight, all pairs (cold)", los_times(ground, True))
    report("  … one to-hit", [t / 10 for t in to_hit_times(ground)], "µs")
    road = road_tank(state())
    report(f"  reachable(): a flanking hover tank on a road, the road bonus searched too "
           f"({len(reachable(road, 'u0', MoveMode.RUN))} ends)", reach_times(road))


def road_tank(s: GameState) -> GameState:
    """``u0`` a Saladin (cruise 8, flank 12, hover) on a road down its whole column: the
    second, road-only search of Total Warfare's road bonus (issue 18)."""
    u0 = s.unit("u0")
    assert u0.position is not None
    column = u0.position.label[:2]
    road = frozenset(h for h in s.board.hexes() if h.label[:2] == column)
    sheet = "saladin-assault-hover-tank"
    return replace(s, board=replace(s.board, roads=road),
                   units=tuple(replace(u, sheet=sheet, name="Saladin") if u.uid == "u0" else u
                               for u in s.units),
                   definitions={**s.definitions, sheet: load_library().get(sheet)})


def close_combat(s: GameState) -> None:
    """The physical and Close Assault queries: the panel lists them on every refresh."""
    from btdesk.model.state import PHYSICAL_ATTACKS
    from btdesk.rules import legal_commands, physical_options

    physical = replace(s, phase=Phase.PHYSICAL_ATTACK, options=frozenset({PHYSICAL_ATTACKS}))
    report("physical_options() for all 24 units",
           timed(lambda: [physical_options(physical, u.uid) for u in s.units], 30))
    move = moving(s)
    commands = legal_commands(move)
    report(f"legal_commands(), movement with Close Assault ({len(commands)} moves)",
           legal_times(move))
    hidden(move)


def hidden(s: GameState) -> None:
    """Hidden units: the view a hot-seat screen draws from on every change, and a long
    move checked for ambushes step by step (the cost a walking 'Mech pays when hidden
    infantry with ambush orders are on the map)."""
    from btdesk.model.state import AMBUSH, CLOSE_ASSAULT
    from btdesk.rules import public, visible_to
    from btdesk.rules.modules.close_assault import cut

    units = tuple(replace(u, hidden=i % 4 == 1, ambush=i % 4 == 1) for i, u in enumerate(s.units))
    secret = replace(s, units=units, options=frozenset({CLOSE_ASSAULT, AMBUSH}))
    def micro(times: list[float]) -> list[float]:
        return [t * 1000 for t in times]

    report("visible_to(): Orange's view, 6 Blue units hidden",
           micro(timed(lambda: visible_to(secret, "orange"), 200)), "µs")
    report("public() view", micro(timed(lambda: public(secret), 200)), "µs")
    mover = next(u for u in secret.units if not u.hidden)
    report("ambush check of a 6-step walk", timed(
        lambda: cut(secret, mover, MoveMode.WALK, ("F",) * 6, 0), 50))



def miniatures(s: GameState) -> None:
    """The multi-model infantry module (seed 004): every third unit made a battle armor
    squad of four models; an infantry move carries its formation and settles each model,
    and ending the placing settles the rest (the search for the nearest allowed place)."""
    from btdesk.model.commands import MoveUnit
    from btdesk.model.modules import MULTI_MODEL
    from btdesk.model.multi_model import EndPlacement
    from btdesk.rules import apply, legal_commands
    from btdesk.session.dice import ScriptedDice

    squad = "infiltrator-mk-ii"
    units = tuple(replace(u, sheet=squad, name="Infiltrator", moved=None) if i % 3 == 0
                  else replace(u, moved=None) for i, u in enumerate(s.units))
    game = replace(s, units=units, phase=Phase.MOVEMENT, last_side=None,
                   options=frozenset({MULTI_MODEL.key}),
                   definitions={**s.definitions, squad: load_library().get(squad)})
    mover = next(u for u in units if u.sheet == squad and u.side == "blue")
    stay = MoveUnit(mover.uid, MoveMode.STATIONARY)
    game, _ = apply(game, stay, ScriptedDice([]))  # lays the formations out
    other = next(u for u in units if u.sheet == squad and u.side == "orange")
    moves = [c for c in legal_commands(game) if isinstance(c, MoveUnit) and c.unit == other.uid
             and c.mode is MoveMode.JUMP]
    move = max(moves, key=lambda c: len(c.steps))
    moved, _ = apply(game, move, ScriptedDice([]))
    report("multi-model: an infantry jump, its 4 models carried",
           timed(lambda: apply(game, move, ScriptedDice([])), 30))
    report("multi-model: Done placing, 4 models settled",
           timed(lambda: apply(moved, EndPlacement(other.uid), ScriptedDice([])), 30))
    report("multi-model: legal_commands(), 8 squads, 11 units to move",
           timed(lambda: legal_commands(game), 10))
    off = replace(game, options=frozenset())
    report("  … the same game without the module", timed(lambda: legal_commands(off), 10))


if __name__ == "__main__":
    main()
