"""Infantry: seeds/002_a646f8aef8bc0466.txt, ELITE (Combat: Battle Armor Attacks, Conventional
Infantry Attacks; Recording Damage: Damage to Battle Armor, Damage to Conventional Infantry,
Burst-Fire Weapons, Clear Terrain, Damage from Other Infantry Units; Destroying a Unit) and the
NONINFANTRY WEAPON DAMAGE AGAINST INFANTRY and BURSTFIRE tables."""

from __future__ import annotations

from dataclasses import replace

from support import make_state, moved, unit

from btdesk.model.board import Terrain
from btdesk.model.commands import DeclareAttack, ResolveAttacks
from btdesk.model.events import ClusterHits, DamageApplied
from btdesk.model.state import MoveMode, Phase, WeaponFire
from btdesk.rules import apply, troopers_alive
from btdesk.session.dice import ScriptedDice

STILL = moved(MoveMode.STATIONARY)
L = Terrain.LIGHT_WOODS


def fight(attacker_sheet: str, target_sheet: str, dice: list[int], weapon: int = 0, shots: int = 1,
          target_terrain: Terrain | None = None, **attacker_changes: object):
    """Blue's attacker at 0808 facing north shoots orange's target at 0806."""
    terrain = {"0806": target_terrain} if target_terrain else None
    s = make_state(unit("a", attacker_sheet, "blue", "0808", 0, moved=STILL, **attacker_changes),
                   unit("t", target_sheet, "orange", "0806", 0, moved=STILL),
                   terrain=terrain, phase=Phase.WEAPON_ATTACK)
    for command in (DeclareAttack("a", "t", (WeaponFire(weapon, shots),)), DeclareAttack("t", None)):
        s, _ = apply(s, command, ScriptedDice([]))
    script = ScriptedDice(dice)
    s, events = apply(s, ResolveAttacks("a"), script)
    assert script.remaining == 0, "the test scripted more dice than the rules used"
    return s, events


def test_battle_armor_attack_uses_the_cluster_column_of_troopers_alive() -> None:
    """"roll 2D6 and consult the appropriate column of the Cluster Hits Table ... based on the
    number of troopers in the unit"; each hit rolls its own location."""
    # to-hit 4 at range 2 (short); roll 4+4; cluster column 4, roll 5+6=11 → 4 hits;
    # locations 7,7,7,7 → CT 2 each.
    s, events = fight("infiltrator-mk-ii", "enf-4r-enforcer", [4, 4, 5, 6] + [3, 4] * 4)
    assert ClusterHits("a", 0, 4, 4) in events
    assert s.unit("t").damage == {"CT": 8}


def test_single_trooper_always_hits_with_its_one_shot() -> None:
    """"A single-trooper unit always hits on a successful to-hit roll" — no cluster roll."""
    s, events = fight("infiltrator-mk-ii", "enf-4r-enforcer", [4, 4, 3, 4],
                      trooper_damage=(7, 7, 7, 0))
    assert not any(isinstance(e, ClusterHits) for e in events)
    assert s.unit("t").damage == {"CT": 2}


def test_damage_to_battle_armor_rerolls_and_wastes_excess() -> None:
    """Damage to Battle Armor: 1D6 per damage group, re-rolled for a trooper that does not
    exist (5) or is already dead (1); excess damage from a group is wasted (AC/10: 10 into a
    7-capacity trooper); capacity is armor + 1."""
    s = make_state(unit("a", "enf-4r-enforcer", "blue", "0808", 0, moved=STILL),
                   unit("t", "infiltrator-mk-ii", "orange", "0806", moved=STILL,
                        trooper_damage=(7, 0, 0, 0)),
                   phase=Phase.WEAPON_ATTACK)
    for command in (DeclareAttack("a", "t", (WeaponFire(0),)), DeclareAttack("t", None)):
        s, _ = apply(s, command, ScriptedDice([]))
    s, events = apply(s, ResolveAttacks("a"), ScriptedDice([3, 3, 5, 1, 2]))
    assert s.unit("t").trooper_damage == (7, 7, 0, 0)
    assert DamageApplied("t", "trooper 2", 7) in events
    assert troopers_alive(s.unit("t"), s.definition(s.unit("t"))) == 2


def test_battle_armor_destroyed_when_every_trooper_is() -> None:
    s = make_state(unit("a", "enf-4r-enforcer", "blue", "0808", 0, moved=STILL),
                   unit("t", "infiltrator-mk-ii", "orange", "0806", moved=STILL,
                        trooper_damage=(7, 7, 7, 6)),
                   phase=Phase.WEAPON_ATTACK)
    for command in (DeclareAttack("a", "t", (WeaponFire(2),)), DeclareAttack("t", None)):
        s, _ = apply(s, command, ScriptedDice([]))
    s, _ = apply(s, ResolveAttacks("a"), ScriptedDice([6, 6, 4]))
    assert s.unit("t").removed  # destroyed, and gone at the end of the phase


def test_conventional_infantry_attack_in_2_point_groups() -> None:
    """Conventional Infantry Attacks: damage from the troopers-alive table, in 2-point
    groupings, each with its own hit location; a single leftover point rolls alone."""
    # 28 troopers of rifles: 8 damage → four groups of 2. Range 2 (0 modifier): to-hit 4.
    s, _ = fight("rifle-energy-motorized-platoon", "enf-4r-enforcer", [2, 2] + [3, 4] * 4)
    assert s.unit("t").damage == {"CT": 8}
    # 23 alive: 6 → three groups. 19 alive: 5 → 2, 2, 1.
    s, events = fight("rifle-energy-motorized-platoon", "enf-4r-enforcer",
                      [2, 2] + [3, 4] * 3, troopers_lost=9)
    assert [e.amount for e in events if isinstance(e, DamageApplied)] == [2, 2, 1]


def test_non_infantry_weapons_against_conventional_infantry() -> None:
    """Troopers hit: direct fire Damage Value/10, pulse /10 + 2, cluster /10 + 1 (with the
    maximum damage potential, no cluster roll); fractions up; doubled in clear terrain."""
    s, _ = fight("enf-4r-enforcer", "rifle-energy-motorized-platoon", [6, 6], weapon=1,
                 target_terrain=L)  # large laser 8: ceil(0.8) = 1
    assert s.unit("t").troopers_lost == 1
    s, _ = fight("enf-4r-enforcer", "rifle-energy-motorized-platoon", [6, 6], weapon=1)
    assert s.unit("t").troopers_lost == 2  # clear terrain: twice
    s, _ = fight("her-5sa-hermes-ii", "rifle-energy-motorized-platoon", [6, 6], weapon=0,
                 target_terrain=L)  # large pulse 9: 1 + 2
    assert s.unit("t").troopers_lost == 3
    s, events = fight("her-5sa-hermes-ii", "rifle-energy-motorized-platoon", [6, 6], weapon=2,
                      shots=2, target_terrain=L)  # UAC/5 two shots: 10/10 + 1, no cluster roll
    assert s.unit("t").troopers_lost == 2 and not any(isinstance(e, ClusterHits) for e in events)


def test_burst_fire_rolls_its_dice() -> None:
    """Burst-Fire Weapons: Flamer 4D6, Machine Gun and Small Pulse Laser 2D6."""
    s, _ = fight("her-5sa-hermes-ii", "rifle-energy-motorized-platoon", [6, 6, 1, 2, 3, 4],
                 weapon=1, target_terrain=L)  # flamer
    assert s.unit("t").troopers_lost == 10
    s, _ = fight("cda-3ma-cicada", "rifle-energy-motorized-platoon", [6, 6, 2, 3], weapon=3,
                 target_terrain=L)  # small pulse laser: burst, not pulse
    assert s.unit("t").troopers_lost == 5


def test_infantry_against_infantry_deal_standard_damage() -> None:
    """Damage from Other Infantry Units: standard damage, doubled in clear terrain."""
    s, _ = fight("machine-gun-motorized-platoon", "rifle-energy-motorized-platoon", [6, 6],
                 target_terrain=L)
    assert s.unit("t").troopers_lost == 16  # 28 MG troopers: 16 damage
    s, _ = fight("infiltrator-mk-ii", "rifle-energy-motorized-platoon", [6, 6, 6, 6])
    assert s.unit("t").troopers_lost == 16  # 4 hits × 2, doubled in clear


def test_platoon_destroyed_when_every_box_is_marked() -> None:
    s, _ = fight("her-5sa-hermes-ii", "rifle-energy-motorized-platoon", [6, 6, 6, 6, 6, 6],
                 weapon=1)  # flamer 4D6 = 24, doubled: 48 ≥ 28
    t = s.unit("t")
    assert t.troopers_lost == 28 and t.removed
    assert replace(t, removed=False).destroyed


def _exchange_fire(attacker_sheet: str, first: list[int], then: list[int],
                   enemy_weapons: tuple[int, ...]):
    """Blue's infantry at 0808 and orange's Enforcer at 0806 (facing it) declare at each
    other; the Enforcer's attacks resolve first (``first``), then the infantry's (``then``)."""
    s = make_state(unit("a", attacker_sheet, "blue", "0808", 0, moved=STILL),
                   unit("t", "enf-4r-enforcer", "orange", "0806", 3, moved=STILL),
                   phase=Phase.WEAPON_ATTACK)
    for command in (DeclareAttack("a", "t", (WeaponFire(0),)),
                    DeclareAttack("t", "a", tuple(WeaponFire(w) for w in enemy_weapons))):
        s, _ = apply(s, command, ScriptedDice([]))
    script = ScriptedDice(first)
    s, _ = apply(s, ResolveAttacks("t"), script)
    assert script.remaining == 0
    script = ScriptedDice(then)
    s, events = apply(s, ResolveAttacks("a"), script)
    assert script.remaining == 0
    return s, events


def test_a_platoon_hit_earlier_in_the_phase_attacks_at_full_strength() -> None:
    """QSR *Determining Damage*: "this damage does not affect the unit's ability to attack
    during this phase".  The Enforcer's AC/10 and large laser each kill 2 troopers in the
    open (1 trooper, doubled); the platoon, 28 when the phase began, still deals 8 (four
    2-point groups), not the 7 of 24 troopers."""
    s, events = _exchange_fire("rifle-energy-motorized-platoon", [6, 6, 6, 6],
                               [2, 2] + [3, 4] * 4, enemy_weapons=(0, 1))
    assert s.unit("a").troopers_lost == 4
    assert [e.amount for e in events if isinstance(e, DamageApplied)] == [2, 2, 2, 2]
    assert s.unit("t").damage == {"CT": 8}


def test_a_squad_that_lost_a_trooper_this_phase_rolls_its_full_column() -> None:
    """QSR *Determining Damage* with *Battle Armor Attacks*: the AC/10's 10 points kill
    trooper 1 (7 circles, the excess wasted); the squad still rolls the 4-trooper column
    of the Cluster Hits Table (11 → 4 hits), not the 3-trooper one (11 → 3)."""
    s, events = _exchange_fire("infiltrator-mk-ii", [6, 6, 1], [4, 4, 5, 6] + [3, 4] * 4,
                               enemy_weapons=(0,))
    assert troopers_alive(s.unit("a"), s.definition(s.unit("a"))) == 3
    assert ClusterHits("a", 0, 4, 4) in events
