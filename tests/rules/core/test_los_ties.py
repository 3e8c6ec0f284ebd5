"""QSR *Line of Sight*: "If the LOS passes exactly between two hexes, the player
controlling the targeted unit decides which of the two hexes lie along the LOS."  Until
that player chooses, the engine takes the denser hex at each tie; the look it answers
then is the look of that very choice made by the player, on level ground and on ground
with hills."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from support import make_state

from btdesk.hexgrid import Hex
from btdesk.model.board import Terrain
from btdesk.rules import line_of_sight

WOODS = (Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS, Terrain.ROUGH, Terrain.WATER)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.booleans())
def test_an_unchosen_tie_is_looked_at_as_if_the_denser_hex_were_chosen(
        seed: int, hills: bool) -> None:
    rng = random.Random(seed)
    labels = [f"{c:02d}{r:02d}" for c in range(1, 17) for r in range(1, 18)]
    s = make_state(terrain={k: rng.choice(WOODS) for k in rng.sample(labels, 90)})
    if hills:
        s = replace(s, board=replace(s.board, levels={
            Hex.from_label(k): rng.randint(1, 3) for k in rng.sample(labels, 40)}))
    hexes = list(s.board.hexes())
    density = s.rules.los_density()

    def dense(h: Hex) -> int:
        return density[s.board.terrain_at(h)]

    looks = 0
    for _ in range(400):
        a, b = rng.sample(hexes, 2)
        look = line_of_sight(s, a, b)
        if look.ties:
            looks += 1
            assert line_of_sight(s, a, b, look.chosen) == look
            for c, (first, second) in zip(look.chosen, look.ties, strict=True):
                assert c == (first if dense(first) >= dense(second) else second)
    assert looks
