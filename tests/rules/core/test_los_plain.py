"""Line of sight against its rules written out plainly, hex by hex along ``between``, on
random boards: the engine follows a line by hex key and looks only at the hexes that
can matter, and must answer exactly as the plain reading does.

QSR *Line of Sight*: "Any hexes through which this line passes lie along the LOS [...]
The hexes containing the attacking and target units are not considered when determining
LOS"; *Intervening Terrain*: "Three or more hexes of intervening light woods block LOS.
One hex of intervening light woods combined with one or more hexes of intervening heavy
woods also block LOS. [...] Two or more hexes of intervening heavy woods block LOS."
Levels, water and buildings as rules/core/los.py gives them from *Total Warfare*."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import example, given, settings
from hypothesis import strategies as st
from support import make_state

from btdesk.hexgrid import Hex
from btdesk.hexgrid.lines import between
from btdesk.model.board import Building, BuildingClass, Terrain
from btdesk.model.state import GameState
from btdesk.rules import line_of_sight
from btdesk.rules.core.los import LineOfSight

KINDS = (Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS, Terrain.ROUGH, Terrain.WATER,
         Terrain.CLEAR)


def plain_look(s: GameState, a: Hex, t: Hex, heights: tuple[int, int] | None = None,
               standing: bool = False) -> LineOfSight:
    """The look read straight from the rules, every hex of the line made and asked."""
    board, rules = s.board, s.rules
    density = rules.los_density()

    def dense(h: Hex) -> int:
        return density[board.terrain_at(h)]

    steps, ties = between(a, t)
    picks = tuple(x if dense(x) >= dense(y) else y for x, y in ties)
    chosen = iter(picks)
    cells = [step if isinstance(step, Hex) else next(chosen) for step in steps]
    kinds = [board.terrain.get(h) for h in cells]
    light, heavy = kinds.count(Terrain.LIGHT_WOODS), kinds.count(Terrain.HEAVY_WOODS)
    woods_text = "no line of sight (intervening woods)"
    if not board.relief:
        total = sum(density[k] for k in kinds if k is not None)
        blocked = total >= rules.los_blocking_density
        return LineOfSight(a, t, ties, picks, total, blocked, light, heavy,
                           woods_text if blocked else "")
    mech = rules.ground.unit_height["mech"]
    a_top, t_top = heights or (board.floor(a) + mech, board.floor(t) + mech)
    if board.wet and (a_top < board.level(a)) != (t_top < board.level(t)):
        return LineOfSight(a, t, ties, picks, 0, True, 0, 0,
                           "no line of sight (one unit is under water)")
    total = light = heavy = 0
    for i, h in enumerate(cells):
        if not board.contains(h):  # a line between edge hexes may leave the map: clear
            continue
        beside_a, beside_t = i == 0, i == len(cells) - 1
        over = (min(a_top, t_top) if beside_a and beside_t else a_top if beside_a
                else t_top if beside_t else max(a_top, t_top))
        top, kind = board.tops.get(h, 0), board.terrain.get(h)
        if top > over:
            what = "a building" if h in board.buildings else f"level {top} ground"
            return LineOfSight(a, t, ties, picks, total, True, light, heavy,
                               f"no line of sight ({what} in {h.label})")
        if (kind in (Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS)
                and board.level(h) + rules.ground.woods_height > over):
            total += density[kind]
            light += kind is Terrain.LIGHT_WOODS
            heavy += kind is Terrain.HEAVY_WOODS
    blocked = total >= rules.los_blocking_density
    cover = ""
    if standing and not blocked:
        if board.depth(t) == 1:
            cover = "depth 1 water"
        elif cells and board.contains(cells[-1]):
            top = board.tops.get(cells[-1], 0)
            if top == board.floor(t) + 1 and a_top <= top:
                cover = f"a level-{top} rise in {cells[-1].label}"
    return LineOfSight(a, t, ties, picks, total, blocked, light, heavy,
                       woods_text if blocked else "", cover)


def random_state(rng: random.Random, relief: bool) -> GameState:
    """A 16 × 17 board with woods, rough and water; with ``relief``, hills, water depths
    and buildings too."""
    s = make_state()
    hexes = list(s.board.hexes())
    terrain = {h: rng.choice(KINDS) for h in rng.sample(hexes, 110)}
    if not relief:
        terrain = {h: k for h, k in terrain.items() if k is not Terrain.WATER}
        return replace(s, board=replace(s.board, terrain=terrain))
    levels = {h: rng.randint(-1, 4) for h in rng.sample(hexes, 70)}
    buildings = {}
    for h in rng.sample(hexes, 12):
        terrain[h] = Terrain.BUILDING
        buildings[h] = Building(rng.choice(list(BuildingClass)), 40, rng.randint(1, 3))
    depths = {h: rng.randint(0, 2) for h, k in terrain.items() if k is Terrain.WATER}
    return replace(s, board=replace(s.board, terrain=terrain, levels=levels, depths=depths,
                                    buildings=buildings))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 100_000), st.booleans())
@example(33676, True)  # two units under water on the top edge, the line off the map
def test_every_look_is_the_plain_reading_of_the_rules(seed: int, relief: bool) -> None:
    """Random pairs, neighbours and the same hex among them, with units at random
    heights (under water too) and standing or not, each asked on a board seen for the
    first time and again once kept."""
    rng = random.Random(seed)
    s = random_state(rng, relief)
    hexes = list(s.board.hexes())
    asked = []
    for _ in range(150):
        a = rng.choice(hexes)
        t = rng.choice([*hexes, a, *(h for h in hexes if abs(h.q - a.q) + abs(h.r - a.r) < 3)])
        heights = None if rng.random() < 0.5 else (rng.randint(-3, 6), rng.randint(-3, 6))
        standing = rng.random() < 0.5
        asked.append((a, t, heights, standing))
        assert line_of_sight(s, a, t, None, heights, standing) == plain_look(
            s, a, t, heights, standing), (a, t, heights, standing)
    for a, t, heights, standing in asked:  # kept
        assert line_of_sight(s, a, t, None, heights, standing) == plain_look(
            s, a, t, heights, standing)


def test_a_line_leaving_the_map_is_clear_there() -> None:
    """Two edge hexes' line may run along the hexsides of hexes beyond the map (0501 to
    1301, above row 1): no ground is there to block units under water (the row-1 hexes
    on the line do), nor to give a target on sunken ground partial cover, and the look
    never needs a hex beyond the map named."""
    s = make_state()
    a, t = Hex.from_label("0501"), Hex.from_label("1301")
    _, ties = between(a, t)
    assert ties and all(not s.board.contains(first) for first, _ in ties)
    hilly = replace(s, board=replace(s.board, levels={Hex.from_label("0810"): 2}))
    under = line_of_sight(hilly, a, t, None, (-3, -1), True)
    assert under.reason == "no line of sight (level 0 ground in 0701)"
    assert under == plain_look(hilly, a, t, (-3, -1), True)
    sunken = replace(s, board=replace(s.board, levels={t: -1}))
    look = line_of_sight(sunken, a, t, None, None, True)
    assert not look.blocked and look.partial_cover == ""
    assert look == plain_look(sunken, a, t, None, True)
