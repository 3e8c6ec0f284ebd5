"""Weapon attacks: seeds/002_a646f8aef8bc0466.txt, COMBAT (Line of Sight, Firing Arc, Firing
Weapons, To-Hit Modifiers, Terrain Modifiers, Multiple Targets, Hit Location, Damage,
Damage Resolution, Transferring Damage), ADVANCED WEAPONS, and the ATTACK MODIFIERS TABLE."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import at, make_state, moved, unit

from btdesk.hexgrid import Hex
from btdesk.model.board import Terrain
from btdesk.model.commands import ChooseLineOfSight, DeclareAttack, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import ClusterHits, DamageApplied, ShotResolved, WeaponJammed
from btdesk.model.state import MoveMode, Phase, WeaponFire
from btdesk.rules import (
    apply,
    attack_options,
    chance_2d6,
    legal_commands,
    line_of_sight,
    to_hit,
    unit_line_of_sight,
)
from btdesk.rules.core.damage import damage_mech
from btdesk.session.dice import ScriptedDice

H, L = Terrain.HEAVY_WOODS, Terrain.LIGHT_WOODS
WEAPON_PHASE = {"phase": Phase.WEAPON_ATTACK}


def mods(th: object) -> dict[str, int]:
    return {m.name: m.value for m in th.modifiers}  # type: ignore[attr-defined]


# --- the Target Movement diagram ------------------------------------------------------------

def target_movement_diagram(hunchback_side: str = "blue"):
    """The diagram is an illustration in which each 'Mech shoots at another, so each test
    puts the attacker on the side opposite its target.

    The Cicada walked 8 MP moving five hexes; the Hunchback ran 5 MP moving two hexes to
    face the Cicada; the Enforcer stood still.  Enforcer–Cicada 4, Enforcer–Hunchback 4,
    Hunchback–Cicada 2, all on clear ground."""
    return make_state(
        unit("enf", "enf-4r-enforcer", "orange", Hex(4, 2), 3, moved=moved(MoveMode.STATIONARY)),
        unit("cda", "cda-3ma-cicada", "blue", Hex(4, 6), 0, moved=moved(MoveMode.WALK, 5, 7)),
        unit("hbk", "hbk-4g-hunchback", hunchback_side, Hex(6, 4), 4, moved=moved(MoveMode.RUN, 2, 5)),
        **WEAPON_PHASE)


def test_target_movement_example_cicada_lasers_need_7() -> None:
    """"the Modified To-Hit Number is 7 (4 (Base To-Hit) + 2 (Range) + 1 (Attacker Movement)
    +0 (Target Movement) = 7)"."""
    s = target_movement_diagram()
    for i in (0, 1):  # the two medium lasers
        th = to_hit(s, "cda", "enf", i)
        assert th.possible and th.range == 4 and th.target_number == 7
        assert mods(th) == {"Gunnery (base to-hit)": 4, "Range 4 (medium)": 2,
                            "Attacker walk": 1, "Target moved 0 hexes": 0}


def test_target_movement_example_hunchback_ac20_needs_8() -> None:
    """"The Modified To-Hit Number for the Hunchback's AC/20 is 8 (4 + 0 (Range) +2 (Attacker
    Movement) + 2 (Target Movement) = 8)"."""
    th = to_hit(target_movement_diagram("orange"), "hbk", "cda", 0)
    assert th.possible and th.range == 2 and th.target_number == 8
    assert mods(th)["Attacker run"] == 2 and mods(th)["Target moved 5 hexes"] == 2


def test_target_movement_example_enforcer_large_laser_needs_4() -> None:
    """"The Hunchback spent 5 Running MP, but only traveled two hexes, and so no target
    movement modifier applies. The Modified To-Hit Number for the large laser attack is 4"."""
    th = to_hit(target_movement_diagram(), "enf", "hbk", 1)
    assert th.possible and th.range == 4 and th.target_number == 4


# --- line of sight ----------------------------------------------------------------------------

def line_state(terrain: dict[str, Terrain]):
    """Attacker at 0801 facing south, target at 0807: the hexes between are 0802–0806."""
    return make_state(unit("a", "enf-4r-enforcer", "blue", "0801", 3, moved=moved(MoveMode.STATIONARY)),
                      unit("t", "hbk-4g-hunchback", "orange", "0807", 0, moved=moved(MoveMode.STATIONARY)),
                      terrain=terrain, **WEAPON_PHASE)


@pytest.mark.parametrize(
    ("terrain", "blocked"),
    [
        ({"0802": L, "0803": L}, False),
        ({"0802": L, "0803": L, "0805": L}, True),  # three light woods
        ({"0803": H}, False),
        ({"0803": H, "0805": H}, True),  # two heavy woods
        ({"0802": L, "0806": H}, True),  # one of each
        ({"0801": H, "0807": H, "0803": L}, False),  # attacker's and target's hexes never count
    ],
)
def test_intervening_woods_block(terrain: dict[str, Terrain], blocked: bool) -> None:
    """LINE OF SIGHT, Intervening Terrain."""
    s = line_state(terrain)
    sight = line_of_sight(s, at("0801"), at("0807"))
    assert sight.blocked is blocked
    assert attack_options(s, "a", "t")[1].possible is not blocked  # large laser, LA


def test_woods_modifiers() -> None:
    """Terrain Modifiers: +1/+2 per intervening light/heavy woods hex, +1/+2 for the target's."""
    s = line_state({"0803": L, "0804": L, "0807": H})
    th = to_hit(s, "a", "t", 1)  # large laser, range 6: medium
    assert mods(th)["Intervening light woods ×2"] == 2
    assert mods(th)["Target in heavy woods"] == 2
    assert th.target_number == 4 + 2 + 0 + 0 + 2 + 2


def test_a_line_counts_the_hexes_it_crosses_between_its_ends() -> None:
    """QSR LINE OF SIGHT: the hexes the line passes through, the ends not counted."""
    s = line_state({})
    assert line_of_sight(s, at("0801"), at("0804")).intervening == (at("0802"), at("0803"))


def test_other_units_never_block() -> None:
    s = line_state({})
    s = replace(s, units=(*s.units, unit("x", "rommel-tank", "orange", "0804", 0)),
                definitions={**s.definitions, "rommel-tank": s.definitions["hbk-4g-hunchback"]})
    assert not line_of_sight(s, at("0801"), at("0807")).blocked


def tie_state():
    """0101 → 0202 runs along the hexside between 0201 and 0102; light woods in 0201."""
    return make_state(unit("a", "enf-4r-enforcer", "blue", "0202", 5, moved=moved(MoveMode.STATIONARY)),
                      unit("t", "hbk-4g-hunchback", "orange", "0101", 2, moved=moved(MoveMode.STATIONARY)),
                      terrain={"0201": L}, **WEAPON_PHASE)


def test_hexside_tie_defaults_to_the_targets_best_and_can_be_chosen() -> None:
    """LINE OF SIGHT: "the player controlling the targeted unit decides which of the two hexes
    lie along the LOS. The chosen hexside is used for all attacks between those two units for
    the remainder of the turn"."""
    s = tie_state()
    assert mods(to_hit(s, "a", "t", 1)).get("Intervening light woods ×1") == 1  # default: woods
    assert unit_line_of_sight(s, "a", "t").intervening == (at("0201"),)
    s2, _events = apply(s, ChooseLineOfSight("a", "t", (at("0102"),)), ScriptedDice([]))
    assert "Intervening light woods ×1" not in mods(to_hit(s2, "a", "t", 1))
    assert unit_line_of_sight(s2, "a", "t").intervening == (at("0102"),)
    with pytest.raises(IllegalCommand, match="holds for the rest of the turn"):
        apply(s2, ChooseLineOfSight("a", "t", (at("0201"),)), ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="choose one hex at each hexside"):
        apply(s, ChooseLineOfSight("a", "t", (at("0303"),)), ScriptedDice([]))


def test_a_refused_choice_along_the_map_edge_names_the_side_beyond_it() -> None:
    """0501 → 1301 runs along the hexsides of row 1 and the hexes beyond the top edge:
    the refusal of a wrong choice lists them as "off the map"."""
    s = make_state(unit("a", "enf-4r-enforcer", "blue", "0501", 2, moved=moved(MoveMode.STATIONARY)),
                   unit("t", "hbk-4g-hunchback", "orange", "1301", 5, moved=moved(MoveMode.STATIONARY)),
                   **WEAPON_PHASE)
    with pytest.raises(IllegalCommand, match="off the map or 0601"):
        apply(s, ChooseLineOfSight("a", "t", (at("0303"),)), ScriptedDice([]))


# --- firing arcs, range, single target, modifiers -------------------------------------------

def test_firing_arcs() -> None:
    """Firing Arc: torso weapons forward; arm weapons forward and their own side."""
    s = make_state(unit("hbk", "hbk-4g-hunchback", "blue", "0808", 0, moved=moved(MoveMode.STATIONARY)),
                   unit("right", "cda-3ma-cicada", "orange", "1009", 0, moved=moved(MoveMode.STATIONARY)),
                   **WEAPON_PHASE)
    options = attack_options(s, "hbk", "right")  # AC/20 RT, ML LA, ML RA, SL H
    assert [o.possible for o in options] == [False, False, True, False]
    assert "firing arc" in (options[0].problem or "")


def test_out_of_range_and_brackets() -> None:
    s = line_state({})
    options = attack_options(s, "a", "t")  # range 6: AC/10 5/10/15, LL 5/10/15, SL 1/2/3
    assert [o.bracket for o in options[:2]] == [1, 1]
    assert not options[2].possible and "long range (3)" in (options[2].problem or "")


def test_pulse_and_battle_armor_modifiers() -> None:
    """P: −2 to hit; a non-infantry attacker adds +1 against battle armor."""
    s = make_state(unit("cda", "cda-3ma-cicada", "blue", "0808", 0, moved=moved(MoveMode.STATIONARY)),
                   unit("ba", "infiltrator-mk-ii", "orange", "0807", moved=moved(MoveMode.STATIONARY)),
                   **WEAPON_PHASE)
    th = to_hit(s, "cda", "ba", 3)  # small pulse laser at range 1
    assert mods(th)["Pulse weapon"] == -2 and mods(th)["Target is battle armor"] == 1
    assert th.target_number == 4 + 0 - 2 + 1


def test_infantry_have_no_attacker_movement_modifier_and_fire_all_round() -> None:
    s = make_state(unit("ba", "infiltrator-mk-ii", "blue", "0808", moved=moved(MoveMode.WALK, 3, 3)),
                   unit("m", "enf-4r-enforcer", "orange", "0810", 0, moved=moved(MoveMode.STATIONARY)),
                   **WEAPON_PHASE)
    th = to_hit(s, "ba", "m", 0)
    assert th.possible and not any(n.startswith("Attacker") for n in mods(th))


def test_conventional_infantry_use_their_range_table_and_may_fire_in_their_own_hex() -> None:
    """Elite, Conventional Infantry Attacks: the sheet's table, 0 range included."""
    s = make_state(unit("inf", "machine-gun-motorized-platoon", "blue", "0808", moved=moved(MoveMode.STATIONARY)),
                   unit("m", "enf-4r-enforcer", "orange", "0808", 0, moved=moved(MoveMode.STATIONARY)),
                   unit("m2", "hbk-4g-hunchback", "orange", "0804", 0, moved=moved(MoveMode.STATIONARY)),
                   **WEAPON_PHASE)
    th = to_hit(s, "inf", "m", 0)
    assert th.range == 0 and mods(th)["Range 0 (platoon table)"] == -2 and th.target_number == 2
    assert not to_hit(s, "inf", "m2", 0).possible  # 4 hexes: beyond the MG's 3
    assert "own hex" in (to_hit(s, "m", "inf", 0).problem or "")


def test_chances() -> None:
    """Above 12 always misses; 2 or less always hits."""
    assert chance_2d6(2) == 1.0 and chance_2d6(13) == 0.0
    assert chance_2d6(7) == pytest.approx(21 / 36)
    assert chance_2d6(4) == pytest.approx(33 / 36)


# --- damage ------------------------------------------------------------------------------------

def test_hunchback_damage_transfer_example() -> None:
    """TRANSFERRING DAMAGE: the left arm (16) takes 10, then 8 (destroyed, 2 transfer to the
    left torso, 18 of 20 left), then 3 more in the torso (15 of 20); later the AC/10 and large
    laser both strike the left torso, destroying it and sending 3 points to the centre torso."""
    s = make_state(unit("hbk", "hbk-4g-hunchback", "blue", "0808", 0))
    events: list = []
    u = s.unit("hbk")
    u = damage_mech(s, u, "LA", 10, events)
    assert u.damage["LA"] == 10 and "LA" not in u.lost
    u = damage_mech(s, u, "LA", 8, events)
    assert "LA" in u.lost and u.damage["LT"] == 2
    u = damage_mech(s, u, "LA", 3, events)  # a destroyed arm passes its hits inward
    assert 20 - u.damage["LT"] == 15
    u = damage_mech(s, u, "LT", 10, events)
    u = damage_mech(s, u, "LT", 8, events)
    assert "LT" in u.lost and u.damage["CT"] == 3
    assert not u.destroyed


def test_side_torso_takes_its_arm_and_head_or_ct_destroys() -> None:
    """Torso Destruction: the arm is blown off; Destroying a Unit: head or centre torso."""
    s = make_state(unit("enf", "enf-4r-enforcer", "blue", "0808", 0))
    u = damage_mech(s, s.unit("enf"), "RT", 17, [])
    assert {"RT", "RA"} <= u.lost and u.damage.get("RA", 0) == 0
    assert damage_mech(s, s.unit("enf"), "H", 9, []).destroyed
    u = damage_mech(s, s.unit("enf"), "CT", 40, [])
    assert u.destroyed and u.damage["CT"] == 23  # excess from the centre torso goes nowhere


# --- resolution through the engine --------------------------------------------------------------

def declared(state, *declarations):
    """Apply declarations in order (sides alternate: blue lost initiative)."""
    for d in declarations:
        state, _ = apply(state, d, ScriptedDice([]))
    return state


def test_hits_roll_location_and_damage() -> None:
    s = line_state({})
    s = declared(s, DeclareAttack("a", "t", (WeaponFire(1),)), DeclareAttack("t", None))
    # To-hit 4+2=6 (medium); roll 3+4=7 hits; location 4+4=8 → LT.
    s2, events = apply(s, ResolveAttacks("a"), ScriptedDice([3, 4, 4, 4]))
    assert s2.unit("t").damage == {"LT": 8}
    assert next(e for e in events if isinstance(e, ShotResolved)).hit


def test_one_target_per_unit_per_turn_and_no_undeclared_attacks() -> None:
    """Multiple Targets; ATTACK DECLARATION."""
    s = line_state({})
    s = declared(s, DeclareAttack("a", "t", (WeaponFire(0),)))
    with pytest.raises(IllegalCommand, match="not Blue's"):
        apply(s, DeclareAttack("a", "t", (WeaponFire(1),)), ScriptedDice([]))
    s = declared(s, DeclareAttack("t", None))
    with pytest.raises(IllegalCommand):
        apply(s, DeclareAttack("a", "t", (WeaponFire(1),)), ScriptedDice([]))


def test_ammo_is_spent_per_shot_and_runs_out() -> None:
    s = line_state({})
    a = replace(s.unit("a"), ammo_used={"Autocannon 10": 9})
    s = replace(s, units=(a, s.unit("t")))
    s = declared(s, DeclareAttack("a", "t", (WeaponFire(0),)), DeclareAttack("t", None))
    s2, _events = apply(s, ResolveAttacks("a"), ScriptedDice([1, 1]))
    assert s2.unit("a").ammo_used["Autocannon 10"] == 10
    assert "out of ammunition" in (attack_options(s2, "a", "t")[0].problem or "")


def test_above_12_misses_without_a_roll_but_spends_ammo() -> None:
    """MODIFIED TO-HIT NUMBER: above 12 automatically misses."""
    s = line_state({"0802": H, "0807": H})  # 4 + 2 (medium) + 2 intervening + 2 target = 10
    a = replace(s.unit("a"), moved=moved(MoveMode.RUN))
    t = replace(s.unit("t"), moved=moved(MoveMode.RUN, 25))
    s = replace(s, units=(a, t))  # + 2 attacker ran + 6 target moved 25 = 18
    assert to_hit(s, "a", "t", 0).automatic_miss
    s = declared(s, DeclareAttack("a", "t", (WeaponFire(0),)), DeclareAttack("t", None))
    s2, events = apply(s, ResolveAttacks("a"), ScriptedDice([]))
    shot = next(e for e in events if isinstance(e, ShotResolved))
    assert shot.roll is None and not shot.hit
    assert s2.unit("a").ammo_used["Autocannon 10"] == 1


def rapid_fire_state():
    return make_state(unit("her", "her-5sa-hermes-ii", "blue", "0808", 0, moved=moved(MoveMode.STATIONARY)),
                      unit("t", "hbk-4g-hunchback", "orange", "0804", 0, moved=moved(MoveMode.STATIONARY)),
                      **WEAPON_PHASE)


def test_rapid_fire_two_shots_cluster_and_ammo() -> None:
    """R: two shots use two rounds and are resolved on the Cluster Hits Table, column 2, each
    hit its own location with the single-shot damage."""
    s = declared(rapid_fire_state(), DeclareAttack("her", "t", (WeaponFire(2, 2),)),
                 DeclareAttack("t", None))
    # to-hit 4; roll 6+6 hits; cluster roll 4+4=8 → 2 hits; locations 7 (CT), 8 (LT)
    s2, events = apply(s, ResolveAttacks("her"), ScriptedDice([6, 6, 4, 4, 3, 4, 4, 4]))
    assert [e for e in events if isinstance(e, ClusterHits)] == [ClusterHits("her", 2, 2, 2)]
    assert s2.unit("t").damage == {"CT": 5, "LT": 5}
    assert s2.unit("her").ammo_used["Ultra AC/5"] == 2


def test_rapid_fire_jams_on_a_2() -> None:
    """"When firing two shots, if the to-hit roll result is a 2, the weapon is useless for the
    rest of the game"."""
    s = declared(rapid_fire_state(), DeclareAttack("her", "t", (WeaponFire(2, 2),)),
                 DeclareAttack("t", None))
    s2, events = apply(s, ResolveAttacks("her"), ScriptedDice([1, 1]))
    assert WeaponJammed("her", 2) in events and 2 in s2.unit("her").jammed
    assert "jammed" in (attack_options(s2, "her", "t")[2].problem or "")
    with pytest.raises(IllegalCommand, match="fires 1 to 2 shots"):
        declared(rapid_fire_state(), DeclareAttack("her", "t", (WeaponFire(2, 3),)))


def test_variable_damage_by_range() -> None:
    """V: 10/8/5 damage at short/medium/long."""
    s = make_state(unit("cda", "cda-3ma-cicada", "blue", "0815", 0, moved=moved(MoveMode.STATIONARY)),
                   unit("t", "hbk-4g-hunchback", "orange", "0804", 0, moved=moved(MoveMode.STATIONARY)),
                   **WEAPON_PHASE)  # range 11: medium for the Snub-Nose PPC (9/13/15)
    s = declared(s, DeclareAttack("cda", "t", (WeaponFire(2),)), DeclareAttack("t", None))
    s2, _ = apply(s, ResolveAttacks("cda"), ScriptedDice([6, 6, 3, 4]))
    assert s2.unit("t").damage == {"CT": 8}


def test_damage_takes_effect_at_the_end_of_the_phase() -> None:
    """Determining Damage: a unit destroyed in the phase still makes its declared attacks."""
    s = line_state({})
    t = replace(s.unit("t"), damage={"H": 8})
    s = replace(s, units=(s.unit("a"), t))
    s = declared(s, DeclareAttack("a", "t", (WeaponFire(1),)), DeclareAttack("t", "a", (WeaponFire(1),)))
    s, _ = apply(s, ResolveAttacks("a"), ScriptedDice([6, 6, 6, 6]))  # head: destroyed
    assert s.unit("t").destroyed and not s.unit("t").removed
    s, events = apply(s, ResolveAttacks("t"), ScriptedDice([6, 6, 3, 4]))
    assert DamageApplied("a", "CT", 5) in events
    assert s.unit("t").removed and s.phase is Phase.GAME_OVER and s.winner == "blue"


def test_a_declared_automatic_miss_may_be_called_off_without_spending_ammo() -> None:
    """MODIFIED TO-HIT NUMBER: "If a player determines that his unit's declared attack will
    automatically miss, he can choose not to make the attack, thereby avoiding a waste of
    ammunition (if applicable). He may not switch his attack to another target"."""
    from btdesk.model.events import AttackCalledOff

    s = line_state({"0802": H, "0807": H})
    a = replace(s.unit("a"), moved=moved(MoveMode.RUN))
    t = replace(s.unit("t"), moved=moved(MoveMode.RUN, 25))
    s = replace(s, units=(a, t))
    s = declared(s, DeclareAttack("a", "t", (WeaponFire(0), WeaponFire(1))), DeclareAttack("t", None))
    assert ResolveAttacks("a", (0, 1)) in legal_commands(s)
    s2, events = apply(s, ResolveAttacks("a", (0,)), ScriptedDice([]))
    assert AttackCalledOff("a", 0) in events
    assert s2.unit("a").ammo_used.get("Autocannon 10", 0) == 0


def test_only_an_automatic_miss_may_be_called_off() -> None:
    s = line_state({})
    s = declared(s, DeclareAttack("a", "t", (WeaponFire(1),)), DeclareAttack("t", None))
    with pytest.raises(IllegalCommand, match="only an automatic miss"):
        apply(s, ResolveAttacks("a", (1,)), ScriptedDice([6, 6, 6, 6]))


def test_the_referees_calculator_gives_the_seeds_numbers() -> None:
    """The Target Movement example again, described by hand as a referee would for
    miniatures: Cicada walked, lasers at medium range, target stood still: 7."""
    from support import TABLES

    from btdesk.model.board import Terrain as T
    from btdesk.rules import Shot, table_to_hit

    shot = Shot(gunnery=4, range_label="Range (medium)", range_modifier=2,
                attacker_movement=MoveMode.WALK, attacker_label="Attacker walked",
                target_hexes=0, target_terrain=T.CLEAR, light_between=0, heavy_between=0,
                pulse=False, target_battle_armor=False)
    assert table_to_hit(TABLES, shot).target_number == 7
    hunchback = shot._replace(range_label="Range (short)", range_modifier=0,
                              attacker_movement=MoveMode.RUN, target_hexes=5)
    assert table_to_hit(TABLES, hunchback).target_number == 8
    blocked = shot._replace(light_between=1, heavy_between=1)
    assert table_to_hit(TABLES, blocked).problem == "no line of sight (intervening woods)"
