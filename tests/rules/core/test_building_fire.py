"""Weapon attacks at a building hex itself (issue 18): Total Warfare's attacks on buildings
(``resources/rules/buildings.yaml`` ``attack``) and seed 003 建物内部で起きる戦闘
(``seeds/003_43324915c9a10379.txt``): a unit inside "その建物に対して砲撃をおこなう"."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import at, make_state, moved, unit
from test_buildings import building, in_town

from btdesk.model.board import BuildingClass
from btdesk.model.commands import DeclareAttack, DeclarePhysical, ResolveAttacks
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    AttackDeclared,
    BuildingBlow,
    BuildingCollapsed,
    BuildingDamaged,
    BuildingShot,
    DamageApplied,
    PhysicalDeclared,
    PilotingRoll,
    UnitRevealed,
)
from btdesk.model.state import (
    PHYSICAL_ATTACKS,
    Declaration,
    GameState,
    MoveMode,
    Phase,
    WeaponFire,
)
from btdesk.model.vocab import PhysicalAttack
from btdesk.rules import apply, building_blow_options, building_options, legal_commands
from btdesk.session.dice import ScriptedDice

AC20 = 0


def town(*units: object, kind: BuildingClass = BuildingClass.MEDIUM, cf: int = 40
         ) -> GameState:
    return in_town(make_state(*units, phase=Phase.WEAPON_ATTACK),  # type: ignore[arg-type]
                   **{"0809": building(kind, cf)})


def declare_and_resolve(state: GameState, uid: str, dice: list[int], *weapons: int
                        ) -> tuple[GameState, list[object]]:
    side = state.unit(uid).side
    state = replace(state, initiative=(side, *(x.key for x in state.sides if x.key != side)),
                    declarations=tuple(Declaration(u.uid, None, resolved=True)
                                       for u in state.units if u.uid != uid))
    fires = tuple(WeaponFire(w) for w in weapons)
    state, first = apply(state, DeclareAttack(uid, None, fires, building=at("0809")),
                         ScriptedDice([]))
    if state.phase is Phase.WEAPON_ATTACK and state.declaration(uid) is not None \
            and not state.declaration(uid).resolved:  # type: ignore[union-attr]
        state, second = apply(state, ResolveAttacks(uid), ScriptedDice(dice))
        return state, [*first, *second]
    return state, list(first)


def test_a_building_from_afar_is_an_immobile_target() -> None:
    """Total Warfare: a building is an immobile target, −4 in place of target movement,
    with no target terrain.  A stationary Hunchback (Gunnery 4) 6 hexes off with its
    AC/20 (medium range, +2): 4 + 2 − 4 = 2."""
    s = town(unit("h", "hbk-4g-hunchback", "orange", "0815", 0),
             unit("x", "cda-3ma-cicada", "blue", "0101"))
    option = building_options(s, "h", at("0809"))[AC20]
    names = {m.name: m.value for m in option.modifiers}
    assert names["Immobile target (a building)"] == -4
    assert names["Range 6 (medium)"] == 2
    assert not any(n.startswith("Target moved") for n in names)
    assert option.target_number == 2 and not option.automatic


def test_a_hit_takes_the_weapons_whole_damage_off_the_cf() -> None:
    """The building takes each hit's whole damage: 40 − 20 = 20 left after an AC/20."""
    s = town(unit("h", "hbk-4g-hunchback", "orange", "0815", 0),
             unit("x", "cda-3ma-cicada", "blue", "0101"), cf=40)
    s2, events = declare_and_resolve(s, "h", [3, 4], AC20)
    shot = next(e for e in events if isinstance(e, BuildingShot))
    assert (shot.to_hit, shot.roll, shot.hit) == (2, 7, True)
    assert BuildingDamaged(at("0809"), 20, 20, "HBK-4G Hunchback's Autocannon 20") in events
    assert s2.building_damage == {at("0809"): 20}


def test_a_building_next_to_the_attacker_is_hit_without_a_roll() -> None:
    """Total Warfare: an attack on a building in the next hex hits automatically: no dice
    are rolled (the script holds none), whatever the attacker did this turn."""
    s = town(unit("h", "hbk-4g-hunchback", "orange", "0810", 0,
                  moved=moved(MoveMode.RUN, 5, 8)),
             unit("x", "cda-3ma-cicada", "blue", "0101"))
    options = building_options(s, "h", at("0809"))
    assert options[AC20].automatic and options[AC20].chance == 1.0
    s2, events = declare_and_resolve(s, "h", [], AC20, 1)
    shots = [e for e in events if isinstance(e, BuildingShot)]
    assert [(e.roll, e.hit) for e in shots] == [(None, True), (None, True)]
    assert s2.building_damage == {at("0809"): 25}


def test_a_unit_inside_fires_at_its_own_building() -> None:
    """Seed 003 建物内部で起きる戦闘: "攻撃側が建物ヘクスの内部におり、歩兵ユニットと同じ
    ヘクスにいる場合、その攻撃側は…その建物に対して砲撃をおこなう…ことができる" (an
    attacker inside a building hex with infantry in the same hex may fire at the
    building); from inside every weapon bears and hits."""
    s = town(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
             unit("e", "rifle-energy-motorized-platoon", "orange", "0809"),
             unit("x", "cda-3ma-cicada", "orange", "0101"))
    option = building_options(s, "i", at("0809"))[0]
    assert option.possible and option.automatic
    s2, _ = declare_and_resolve(s, "i", [], 0)
    assert s2.building_damage[at("0809")] > 0


def test_a_platoon_alone_inside_does_not_fire_at_its_own_building() -> None:
    """The seed's case is a fight inside the building ("歩兵ユニットと同じヘクスにいる場合",
    in the same hex as infantry): a platoon alone in its building is not offered its own
    cover as a target, and a declaration says why."""
    s = town(unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
             unit("x", "cda-3ma-cicada", "orange", "0101"))
    option = building_options(s, "i", at("0809"))[0]
    assert not option.possible
    assert "only while enemy infantry share the hex" in (option.problem or "")
    s = replace(s, initiative=("blue", "orange"))
    assert not any(getattr(c, "building", None) == at("0809") and c.unit == "i"
                   for c in legal_commands(s) if isinstance(c, DeclareAttack))
    with pytest.raises(IllegalCommand, match="inside the building in 0809"):
        apply(s, DeclareAttack("i", None, (WeaponFire(0),), building=at("0809")),
              ScriptedDice([]))


def test_units_inside_take_nothing_from_an_attack_on_the_building() -> None:
    """Decision (seed 003 建物内の歩兵への攻撃: the infantry table is used only for fire
    "歩兵が占有しているレベルに意図的に行われた", deliberately at their level): an attack at
    the building strikes its CF alone."""
    s = town(unit("h", "hbk-4g-hunchback", "orange", "0810", 0),
             unit("i", "rifle-energy-motorized-platoon", "blue", "0809"), cf=100)
    s2, events = declare_and_resolve(s, "h", [], AC20)
    assert s2.unit("i").troopers_lost == 0
    assert not any(isinstance(e, DamageApplied) for e in events)
    assert s2.building_damage == {at("0809"): 20}


def test_enough_damage_brings_it_down_on_those_inside() -> None:
    """The hex collapses when its CF is gone, and the collapse strikes those inside
    (seed 003 建物の崩落: conventional infantry take three times the damage)."""
    s = town(unit("h", "hbk-4g-hunchback", "orange", "0810", 0),
             unit("i", "rifle-energy-motorized-platoon", "blue", "0809"),
             kind=BuildingClass.LIGHT, cf=15)
    s2, events = declare_and_resolve(s, "h", [], AC20)
    assert any(isinstance(e, BuildingCollapsed) for e in events)
    assert s2.board.building(at("0809")) is None
    assert s2.unit("i").troopers_lost > 0


def test_refusals_say_why() -> None:
    s = town(unit("h", "hbk-4g-hunchback", "orange", "0815", 3),
             unit("x", "cda-3ma-cicada", "blue", "0101"))
    s = replace(s, initiative=("orange", "blue"))
    with pytest.raises(IllegalCommand, match="there is no building in 0808"):
        apply(s, DeclareAttack("h", None, (WeaponFire(AC20),), building=at("0808")),
              ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="at a unit or at a building, not both"):
        apply(s, DeclareAttack("h", "x", (WeaponFire(AC20),), building=at("0809")),
              ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="outside Autocannon 20's firing arc"):
        apply(s, DeclareAttack("h", None, (WeaponFire(AC20),), building=at("0809")),
              ScriptedDice([]))
    old = replace(s, rules=replace(s.rules, buildings=replace(s.rules.buildings,
                                                                   attack=None)))
    assert building_options(old, "h", at("0809"))[AC20].problem == (
        "this game's rules tables predate attacks on buildings (buildings.yaml attack)")


def test_hidden_infantry_firing_at_a_building_are_revealed() -> None:
    """Decision: opening fire gives a hidden unit away, whatever it fires at."""
    s = town(unit("i", "rifle-energy-motorized-platoon", "blue", "0810", hidden=True),
             unit("x", "cda-3ma-cicada", "orange", "0101"))
    s2, events = declare_and_resolve(s, "i", [], 0)
    assert any(isinstance(e, UnitRevealed) for e in events)
    assert not s2.unit("i").hidden
    declared = next(e for e in events if isinstance(e, AttackDeclared))
    assert declared.target is None and declared.building == at("0809")


def test_legal_commands_offer_attacks_on_buildings_in_reach() -> None:
    s = town(unit("h", "hbk-4g-hunchback", "orange", "0812", 0),
             unit("x", "cda-3ma-cicada", "blue", "0101"))
    s = replace(s, initiative=("orange", "blue"))
    listed = [c for c in legal_commands(s) if isinstance(c, DeclareAttack)
              and c.building is not None]
    assert listed and all(c.building == at("0809") and c.unit == "h" for c in listed)
    assert {f.weapon for f in listed[0].weapons} == {0, 1, 2, 3}


# --- punches and kicks (Total Warfare: "Attacks against adjacent buildings automatically
# hit"; btdesk.rules.core.physical) -------------------------------------------------------------


def blows(state: GameState) -> GameState:
    return replace(state, phase=Phase.PHYSICAL_ATTACK,
                   options=state.options | {PHYSICAL_ATTACKS})


def test_a_mech_kicks_an_adjacent_building_without_a_roll() -> None:
    """A kick at a building next to the 'Mech hits: tons / 5 = 10 for a 50-ton Hunchback
    (physical_attacks.yaml), off the CF; no dice (the script holds none), and no Piloting
    Skill Roll follows, as nothing was felled."""
    s = blows(town(unit("h", "hbk-4g-hunchback", "orange", "0810", 0),
                   unit("x", "cda-3ma-cicada", "blue", "0101")))
    s = replace(s, initiative=("orange", "blue"))
    options = building_blow_options(s, "h")
    assert (at("0809"), (PhysicalAttack.KICK,)) in options
    assert (at("0809"), (PhysicalAttack.LEFT_PUNCH, PhysicalAttack.RIGHT_PUNCH)) in options
    s, events = apply(s, DeclarePhysical("h", None, (PhysicalAttack.KICK,),
                                         building=at("0809")), ScriptedDice([]))
    assert PhysicalDeclared("h", None, ("kick",), at("0809")) in events
    s, more = apply(s, ResolveAttacks("h"), ScriptedDice([]))
    assert BuildingBlow("h", at("0809"), PhysicalAttack.KICK, 10) in more
    assert s.building_damage == {at("0809"): 10}
    assert not any(isinstance(e, PilotingRoll) for e in more)


def test_blows_at_a_building_need_it_adjacent_and_in_reach() -> None:
    s = blows(town(unit("h", "hbk-4g-hunchback", "orange", "0811", 0),
                   unit("x", "cda-3ma-cicada", "blue", "0101")))
    s = replace(s, initiative=("orange", "blue"))
    assert building_blow_options(s, "h") == []
    with pytest.raises(IllegalCommand, match="the building in 0809 is not adjacent"):
        apply(s, DeclarePhysical("h", None, (PhysicalAttack.KICK,), building=at("0809")),
              ScriptedDice([]))
    behind = replace(s, units=tuple(replace(u, position=at("0810"), facing=3)
                                    if u.uid == "h" else u for u in s.units))
    with pytest.raises(IllegalCommand, match="not in HBK-4G Hunchback's front arc"):
        apply(behind, DeclarePhysical("h", None, (PhysicalAttack.KICK,), building=at("0809")),
              ScriptedDice([]))
    with pytest.raises(IllegalCommand, match="a building is punched or kicked"):
        apply(behind, DeclarePhysical("h", None, (PhysicalAttack.PUSH,), building=at("0809")),
              ScriptedDice([]))
