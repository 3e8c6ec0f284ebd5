"""Jumping movement for units whose sheet has jump MP (issue 4; Total Warfare numbers in
resources/rules/attack_modifiers.yaml): 1 MP per hex whatever the terrain, over other
units, any facing on landing; attacker +3, target +1 to hit."""

from __future__ import annotations

import pytest
from support import LIB, at, make_state, moved, unit

from btdesk.model.board import Terrain
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import MoveMode, Phase
from btdesk.rules import check_move, modes, reachable, to_hit

JUMPER = "enf-4r-enforcer-jump"
H = Terrain.HEAVY_WOODS


def test_units_whose_data_has_jump_mp_may_jump() -> None:
    """Issue 14: the ENF-4R's jump MP, omitted from the QSR sheet (shared/qsr-units.md
    §11), is in its sheet as public data; the Infiltrator Mk II's single "MP 3" is jump MP
    (§7).  Units without jump MP cannot jump."""
    assert MoveMode.JUMP in modes(LIB.get(JUMPER))
    assert LIB.get("enf-4r-enforcer").movement.jump == 4
    assert MoveMode.JUMP in modes(LIB.get("enf-4r-enforcer"))
    assert MoveMode.JUMP in modes(LIB.get("infiltrator-mk-ii"))
    assert MoveMode.JUMP not in modes(LIB.get("hbk-4g-hunchback"))
    assert MoveMode.JUMP not in modes(LIB.get("rifle-energy-motorized-platoon"))


def test_battle_armor_jumps_three_hexes_over_woods_and_has_no_landing_facing() -> None:
    """The Infiltrator jumps with the 'Mech jump rules: 1 MP a hex whatever the terrain or
    units in between; infantry have no facing, so every reachable hex carries facing 0
    and a landing facing is refused."""
    s = make_state(unit("i", "infiltrator-mk-ii", "blue", "0810"),
                   unit("e", "hbk-4g-hunchback", "orange", "0809", 0),
                   terrain={"0808": H, "0807": H})
    result = check_move(s, "i", MoveMode.JUMP, ("0", "0", "0"))
    assert result.position == at("0807") and (result.mp_spent, result.hexes) == (3, 3)
    with pytest.raises(IllegalCommand, match="no facing"):
        check_move(s, "i", MoveMode.JUMP, ("0", "0", "=3"))
    ends = reachable(s, "i", MoveMode.JUMP)
    assert ends and {f for _, f in ends} == {0} and (at("0807"), 0) in ends
    with pytest.raises(IllegalCommand, match="3 jump MP"):
        check_move(s, "i", MoveMode.JUMP, ("0",) * 4)


def test_a_jump_costs_one_mp_a_hex_over_woods_and_units_and_lands_any_way() -> None:
    s = make_state(unit("j", JUMPER, "blue", "0810", 0),
                   unit("e", "hbk-4g-hunchback", "orange", "0809", 0),
                   terrain={"0808": H, "0807": H})
    result = check_move(s, "j", MoveMode.JUMP, ("0", "0", "0", "=3"))
    assert result.position == at("0807") and result.facing == 3
    assert (result.mp_spent, result.hexes) == (3, 3)


def test_jump_limits() -> None:
    s = make_state(unit("j", JUMPER, "blue", "0810", 0),
                   unit("e", "hbk-4g-hunchback", "orange", "0808", 0))
    with pytest.raises(IllegalCommand, match="4 jump MP and this jump needs 5"):
        check_move(s, "j", MoveMode.JUMP, ("0",) * 5)
    with pytest.raises(IllegalCommand, match="already holds"):
        check_move(s, "j", MoveMode.JUMP, ("0", "0"))  # landing on the Hunchback
    with pytest.raises(IllegalCommand, match="at least one hex"):
        check_move(s, "j", MoveMode.JUMP, ("=2",))
    legless = make_state(unit("j", JUMPER, "blue", "0810", 0, lost=frozenset({"LL"})))
    with pytest.raises(IllegalCommand, match="cannot jump"):
        check_move(legless, "j", MoveMode.JUMP, ("0",))


def test_reachable_jumps_check_out() -> None:
    s = make_state(unit("j", JUMPER, "blue", "0810", 0),
                   unit("e", "hbk-4g-hunchback", "orange", "0808", 0), terrain={"0809": H})
    reach = reachable(s, "j", MoveMode.JUMP)
    assert {f for (h, f) in reach if h == at("0809")} == set(range(6))
    assert at("0808") not in {h for h, _ in reach}
    for (h, f), r in reach.items():
        result = check_move(s, "j", MoveMode.JUMP, r.steps)
        assert (result.position, result.facing, result.mp_spent) == (h, f, r.cost) and r.cost <= 4


def test_jumping_to_hit_modifiers() -> None:
    """Attacker jumped +3; target jumped +1 on top of its hexes moved."""
    s = make_state(unit("j", JUMPER, "blue", "0810", 0, moved=moved(MoveMode.JUMP, 3, 3)),
                   unit("e", "hbk-4g-hunchback", "orange", "0806", 3,
                        moved=moved(MoveMode.STATIONARY)),
                   phase=Phase.WEAPON_ATTACK)
    th = to_hit(s, "j", "e", 1)  # large laser at 4: short
    names = {m.name: m.value for m in th.modifiers}
    assert names["Attacker jump"] == 3 and th.target_number == 4 + 0 + 3 + 0
    back = to_hit(s, "e", "j", 1)  # the Hunchback's medium laser (LA) at the jumper
    names = {m.name: m.value for m in back.modifiers}
    assert names["Target moved 3 hexes"] == 1 and names["Target jumped"] == 1
