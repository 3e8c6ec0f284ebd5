"""Physical attacks on infantry (Total Warfare, numbers in physical_attacks.yaml): only a
kick, in the 'Mech's own hex at +3 with no arc (a stomp) or adjacent as any kick; its
damage is direct fire's (QSR p. 30, infantry_damage.yaml).  And seed 000 *Special Infantry
Ambush Option*: "If it remains in that hex, it may attack the infantry either during the
Combat phase of the turn, or during the Physical Attack phase" -- with Close Assault on,
that is the one physical attack made outside the Close Assault Hex."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import TABLES, make_state, moved, unit

from btdesk.model.board import Terrain
from btdesk.model.commands import DeclareAttack, DeclarePhysical, MoveUnit, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import DamageApplied, PhysicalResolved
from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, PHYSICAL_ATTACKS, GameState, MoveMode, Phase
from btdesk.rules import apply, physical_options
from btdesk.session.dice import ScriptedDice, SeededDice

PLATOON = "rifle-energy-motorized-platoon"
NONE = ScriptedDice([])


def in_hex(target_sheet: str = PLATOON, terrain: Terrain | None = None,
           **target: object) -> GameState:
    """A Hunchback (Piloting 5, 50 t; Blue) and an Orange infantry unit in 0805, in the
    Physical Attack Phase with nothing fired."""
    state = make_state(unit("m", "hbk-4g-hunchback", "blue", "0805", 0,
                            moved=moved(MoveMode.STATIONARY)),
                       unit("i", target_sheet, "orange", "0805",
                            moved=moved(MoveMode.STATIONARY), **target),
                       terrain={"0805": terrain} if terrain else None,
                       phase=Phase.WEAPON_ATTACK, options=frozenset({PHYSICAL_ATTACKS}))
    for uid in ("m", "i"):
        state, _ = apply(state, DeclareAttack(uid, None), NONE)
    return state


def test_the_table_gives_plus_three_for_a_stomp() -> None:
    assert TABLES.physical.kick_infantry_in_hex == 3


def test_infantry_in_the_hex_are_only_stomped() -> None:
    state = in_hex()
    assert state.phase is Phase.PHYSICAL_ATTACK
    assert physical_options(state, "m") == [("i", ("kick",))]
    with pytest.raises(IllegalCommand, match="only by kicks"):
        apply(state, DeclarePhysical("m", "i", ("LA",)), NONE)


def test_a_stomp_in_the_open() -> None:
    """Piloting 5, kick -2, stomp +3 = 6 (no arc: the platoon is 'behind' nobody).
    floor(50 / 5) = 10 damage: ceil(10 / 10) = 1 trooper, twice in clear terrain."""
    state = in_hex()
    state, _ = apply(state, DeclarePhysical("m", "i", ("kick",)), NONE)
    state, _ = apply(state, DeclarePhysical("i", None), NONE)
    state, events = apply(state, ResolveAttacks("m"), ScriptedDice([3, 3]))
    blow = next(e for e in events if isinstance(e, PhysicalResolved))
    assert blow.to_hit == 6 and blow.hit
    assert ("Stomping infantry in the hex", 3) in blow.modifiers
    assert [(e.location, e.amount) for e in events if isinstance(e, DamageApplied)] == [
        ("troopers", 2)]


def test_a_stomp_in_woods_is_harder_and_not_doubled() -> None:
    state = in_hex(terrain=Terrain.LIGHT_WOODS)
    state, _ = apply(state, DeclarePhysical("m", "i", ("kick",)), NONE)
    state, _ = apply(state, DeclarePhysical("i", None), NONE)
    state, events = apply(state, ResolveAttacks("m"), ScriptedDice([4, 3]))
    blow = next(e for e in events if isinstance(e, PhysicalResolved))
    assert blow.to_hit == 7 and blow.hit
    assert [(e.location, e.amount) for e in events if isinstance(e, DamageApplied)] == [
        ("troopers", 1)]


def test_a_stomped_battle_armor_trooper_takes_the_whole_kick() -> None:
    """Battle armor: a trooper picked by 1D6 takes the blow (1D6 = 2)."""
    state = in_hex("infiltrator-mk-ii")
    state, _ = apply(state, DeclarePhysical("m", "i", ("kick",)), NONE)
    state, _ = apply(state, DeclarePhysical("i", None), NONE)
    state, events = apply(state, ResolveAttacks("m"), ScriptedDice([6, 6, 2]))
    assert next(e for e in events if isinstance(e, DamageApplied)).location == "trooper 2"


def test_hidden_infantry_are_not_offered() -> None:
    state = in_hex(hidden=True)
    assert state.phase is not Phase.PHYSICAL_ATTACK  # nobody had anything to declare


def test_adjacent_infantry_are_kicked_without_the_stomp_modifier() -> None:
    state = make_state(unit("m", "hbk-4g-hunchback", "blue", "0804", 3,
                            moved=moved(MoveMode.STATIONARY)),
                       unit("i", PLATOON, "orange", "0805", moved=moved(MoveMode.STATIONARY)),
                       phase=Phase.WEAPON_ATTACK, options=frozenset({PHYSICAL_ATTACKS}))
    for uid in ("m", "i"):
        state, _ = apply(state, DeclareAttack(uid, None), NONE)
    assert physical_options(state, "m") == [("i", ("kick",))]
    state, _ = apply(state, DeclarePhysical("m", "i", ("kick",)), NONE)
    state, _ = apply(state, DeclarePhysical("i", None), NONE)
    state, events = apply(state, ResolveAttacks("m"), ScriptedDice([1, 1, 6, 6]))
    blow = next(e for e in events if isinstance(e, PhysicalResolved))
    assert blow.to_hit == 3 and not blow.hit


# --- 0204-B: the ambushed 'Mech fights back -------------------------------------------------

def ambushed_and_stayed() -> GameState:
    """Orange's platoon hides in 0804 under orders to ambush; Blue's Warhammer walks into
    it, is ambushed, and stays; both go through the Weapon Attack Phase without firing."""
    from btdesk.model.commands import HideUnit

    state = make_state(unit("w", "whm-6r-warhammer", "blue", "0802", 3),
                       unit("p", PLATOON, "orange", "0804"),
                       phase=Phase.INITIATIVE, initiative=(),
                       options=frozenset({CLOSE_ASSAULT, AMBUSH}))
    state, _ = apply(state, HideUnit("p", ambush=True), NONE)
    state = replace(state, **{"phase": Phase.MOVEMENT,
                               "initiative": ("blue", "orange")})
    state, _ = apply(state, MoveUnit("w", MoveMode.WALK, ("F", "F", "F")), SeededDice(1))
    assert state.halted is not None
    state, _ = apply(state, MoveUnit("w", MoveMode.STATIONARY), NONE)
    state, _ = apply(state, MoveUnit("p", MoveMode.STATIONARY), NONE)
    state, _ = apply(state, DeclareAttack("w", None), NONE)
    return state


def test_the_mech_that_stays_may_stomp_the_ambushers() -> None:
    state = ambushed_and_stayed()
    assert state.phase is Phase.PHYSICAL_ATTACK
    assert physical_options(state, "w") == [("p", ("kick",))]
    state, _ = apply(state, DeclarePhysical("w", "p", ("kick",)), NONE)
    state, events = apply(state, ResolveAttacks("w"), ScriptedDice([6, 6]))
    assert next(e for e in events if isinstance(e, PhysicalResolved)).hit
    assert state.unit("p").troopers_lost > 0


def test_with_close_assault_no_other_physical_attack_is_made_outside_the_hex() -> None:
    """Infantry in the hex that did not attack the 'Mech are not fought this way."""
    state = make_state(unit("m", "hbk-4g-hunchback", "blue", "0805", 0,
                            moved=moved(MoveMode.STATIONARY)),
                       unit("i", PLATOON, "orange", "0805", moved=moved(MoveMode.STATIONARY)),
                       phase=Phase.WEAPON_ATTACK,
                       options=frozenset({PHYSICAL_ATTACKS, CLOSE_ASSAULT}))
    for uid in ("m", "i"):
        state, _ = apply(state, DeclareAttack(uid, None), NONE)
    assert state.phase is not Phase.PHYSICAL_ATTACK  # nothing to do: the phase passed
    with pytest.raises(IllegalCommand):
        apply(state, DeclarePhysical("m", "i", ("kick",)), NONE)


# --- seed 003 建物内部で起きる戦闘: inside a building -----------------------------------------

def in_building(floor: int = 0, mech_at: str = "0805") -> GameState:
    """The platoon on ``floor`` of a heavy three-level building at 0805 (CF 90); the
    Hunchback in the hex with it (or outside, ``mech_at``)."""
    from test_buildings import building, in_town

    from btdesk.model.board import BuildingClass

    state = make_state(unit("m", "hbk-4g-hunchback", "blue", mech_at, 0 if mech_at == "0805"
                            else 3, moved=moved(MoveMode.STATIONARY)),
                       unit("i", PLATOON, "orange", "0805", moved=moved(MoveMode.STATIONARY),
                            floor=floor),
                       phase=Phase.WEAPON_ATTACK, options=frozenset({PHYSICAL_ATTACKS}))
    state = in_town(state, **{"0805": building(BuildingClass.HEAVY, 90, 3)})
    for uid in ("m", "i"):
        state, _ = apply(state, DeclareAttack(uid, None), NONE)
    return state


def test_a_mech_inside_the_building_stomps_the_infantry_there() -> None:
    """"攻撃側が建物ヘクスの内部におり、歩兵ユニットと同じヘクスにいる場合、…その歩兵ユニット
    に対して直接格闘攻撃をおこなうことができる": the kick's 10 points, of which the heavy
    building keeps 25 % (建物内部からの攻撃による歩兵ダメージ表, buildings.yaml: Total Warfare
    11th printing), 2.5 rounded up to 3; 7 reach the platoon: 1 trooper, not doubled
    inside."""
    from btdesk.model.events import BuildingDamaged

    state = in_building()
    assert physical_options(state, "m") == [("i", ("kick",))]
    state, _ = apply(state, DeclarePhysical("m", "i", ("kick",)), NONE)
    state, _ = apply(state, DeclarePhysical("i", None), NONE)
    state, events = apply(state, ResolveAttacks("m"), ScriptedDice([6, 6]))
    assert [e.amount for e in events if isinstance(e, BuildingDamaged)] == [3]
    assert [(e.location, e.amount) for e in events if isinstance(e, DamageApplied)] == [
        ("troopers", 1)]


def test_infantry_upstairs_or_seen_from_outside_are_not_kicked() -> None:
    """Floor 1 is beyond a kick (decision); "建物ヘクスの外側にいるユニットは建物内にいる歩兵
    ユニットを直接攻撃することはできない"."""
    from btdesk.model.vocab import PhysicalAttack
    from btdesk.rules import building_blow_options
    from btdesk.rules.core.physical import attack_problem

    for state, why in ((in_building(floor=1), "out of a kick's reach"),
                       (in_building(mech_at="0804"), "firing into the hex")):
        assert why in (attack_problem(state, state.unit("m"), state.unit("i"),
                                      PhysicalAttack.KICK) or "")
        assert not physical_options(state, "m")
    # Outside, the building itself may be punched or kicked (Total Warfare): the phase
    # waits for that choice; inside, nothing is left to declare.
    assert in_building(floor=1).phase is not Phase.PHYSICAL_ATTACK
    outside = in_building(mech_at="0804")
    assert outside.phase is Phase.PHYSICAL_ATTACK
    assert {h.label for h, _ in building_blow_options(outside, "m")} == {"0805"}
