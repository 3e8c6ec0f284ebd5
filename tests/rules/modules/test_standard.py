"""The standard rules module (Total Warfare): internal structure, its transfer and
destruction, critical hits from structure damage, and heat.  Each test names the Total
Warfare section it checks; the numbers are ``resources/rules/standard.yaml``'s (Total
Warfare's Internal Structure Table, Heat Point Table and Heat Scale) and worked by hand
in each docstring.  The HBK-4G Hunchback (50 tons) has 3 head, 16 centre torso, 12 side
torso, 8 arm and 12 leg structure points, 13 single heat sinks and rear armour CT 5,
LT 4, RT 4 (MegaMek's HBK-4G file)."""

from __future__ import annotations

from dataclasses import replace

from support import make_state, unit

from btdesk.model.criticals import AmmoExploded, CriticalCheck, CriticalHit
from btdesk.model.events import (
    DamageApplied,
    Event,
    LocationDestroyed,
    MechWarriorHit,
    UnitDestroyed,
    UnitFell,
)
from btdesk.model.modules import STANDARD
from btdesk.model.standard import HeatResolved, HeatRolled, ShutDown, StructureDamaged
from btdesk.model.state import (
    Declaration,
    GameState,
    MoveMode,
    MoveRecord,
    Phase,
    UnitState,
    WeaponFire,
)
from btdesk.rules import mode_mp, to_hit
from btdesk.rules.core import criticals
from btdesk.rules.core.damage import strike
from btdesk.rules.dice import Roller
from btdesk.rules.modules.standard import (
    heat_preview,
    sink_capacity,
    standard_version,
    structure_points,
)
from btdesk.rules.modules.standard.heat import heat_phase
from btdesk.rules.turns import move_locked
from btdesk.session.dice import ScriptedDice, SeededDice

HBK = "hbk-4g-hunchback"
OPTIONS = frozenset({STANDARD.key})


def game(*units: UnitState, options: frozenset[str] = OPTIONS,
         phase: Phase = Phase.WEAPON_ATTACK) -> GameState:
    return make_state(*units, phase=phase, options=options)


def hunchback(**changes: object) -> GameState:
    return game(unit("h", HBK, "blue", "0505", **changes),
                unit("t", "enf-4r-enforcer", "orange", "0508", facing=3))


def hit(state: GameState, location: str, amount: int, dice: list[int], rear: bool = False
        ) -> tuple[GameState, list[Event]]:
    events: list[Event] = []
    script = ScriptedDice(dice)
    state = strike(state, "h", location, amount, Roller(script, events), events, rear=rear)
    assert script.remaining == 0, "every scripted die is used"
    return state, events


def of(events: list[Event], kind: type) -> list[object]:
    return [e for e in events if isinstance(e, kind)]


# --- internal structure -------------------------------------------------------------------


def test_structure_comes_from_the_internal_structure_table_by_tonnage() -> None:
    """Total Warfare, Internal Structure Table: 50 tons → CT 16, side torsos 12, arms 8,
    legs 12; the head always 3."""
    state = hunchback()
    assert dict(structure_points(state, state.definition(state.unit("h")))) == {
        "H": 3, "CT": 16, "LT": 12, "RT": 12, "LA": 8, "RA": 8, "LL": 12, "RL": 12}


def test_damage_past_the_armour_goes_into_the_structure_and_rolls_for_a_critical() -> None:
    """Total Warfare, Damage (Internal Structure) and Determining Critical Hits: 20 points
    on the left arm (16 armour) leave 4 on its structure (8), and the structure damage
    calls for a determine-critical roll: 7, no critical hit."""
    state, events = hit(hunchback(), "LA", 20, [3, 4])
    h = state.unit("h")
    assert h.damage["LA"] == 16 and h.structure["LA"] == 4 and "LA" not in h.lost
    assert of(events, StructureDamaged) == [StructureDamaged("h", "LA", 4)]
    (check,) = of(events, CriticalCheck)
    assert (check.location, check.roll, check.hits) == ("LA", 7, 0)  # type: ignore[attr-defined]


def test_armour_alone_destroys_nothing() -> None:
    """Total Warfare: a location is destroyed when its internal structure is gone, not its
    armour: 16 points on the left arm take its 16 armour and leave it standing, with no
    critical roll (no structure damaged)."""
    state, events = hit(hunchback(), "LA", 16, [])
    assert "LA" not in state.unit("h").lost and not of(events, CriticalCheck)


def test_a_destroyed_arm_transfers_the_rest_to_its_side_torso() -> None:
    """Total Warfare, Damage Transfer Diagram: 30 on the left arm take 16 armour and 8
    structure (the arm is destroyed); the other 6 strike the left torso's armour (20).
    A destroyed location rolls no critical."""
    state, events = hit(hunchback(), "LA", 30, [])
    h = state.unit("h")
    assert "LA" in h.lost and h.damage["LT"] == 6 and "LT" not in h.structure
    assert LocationDestroyed("h", "LA") in events and not of(events, CriticalCheck)


def test_a_destroyed_side_torso_takes_its_arm_and_transfers_to_the_centre() -> None:
    """Total Warfare: a destroyed side torso destroys its arm; 35 on the right torso take
    20 armour and 12 structure, and 3 go on to the centre torso's armour."""
    state, events = hit(hunchback(), "RT", 35, [])
    h = state.unit("h")
    assert {"RT", "RA"} <= h.lost and h.damage["CT"] == 3
    assert [e.location for e in of(events, LocationDestroyed)] == ["RT", "RA"]  # type: ignore[attr-defined]
    assert not h.destroyed


def test_head_or_centre_torso_destroyed_destroys_the_mech() -> None:
    """Total Warfare, Destroying a 'Mech: 12 on the head (9 armour, 3 structure) and 42
    on the centre torso (26 armour, 16 structure) each destroy the 'Mech."""
    state, events = hit(hunchback(), "H", 12, [])
    assert state.unit("h").destroyed and of(events, UnitDestroyed)
    state, events = hit(hunchback(), "CT", 42, [])
    assert state.unit("h").destroyed
    state, _ = hit(hunchback(), "CT", 41, [1, 1])  # one point short: standing, a roll of 2
    assert not state.unit("h").destroyed and state.unit("h").structure["CT"] == 15


def test_a_rear_hit_meets_the_rear_armour_then_the_shared_structure() -> None:
    """Total Warfare: a rear attack strikes the rear armour; the structure behind it is the
    torso's one structure.  The Hunchback's standard version has 5 rear centre torso
    armour (the Quick-Start sheet prints none): 7 points leave 2 on the structure."""
    state, events = hit(hunchback(), "CT", 7, [2, 3], rear=True)
    h = state.unit("h")
    assert h.damage["CTR"] == 5 and h.structure["CT"] == 2 and "CT" not in h.damage
    assert DamageApplied("h", "CTR", 5) in events


def test_structure_damage_can_hit_the_engine() -> None:
    """Total Warfare, Determining Critical Hits: a roll of 8 is one critical hit; in the
    centre torso (12 slots) 1D6 1-3 picks the upper six and 1D6 the slot: slot 1, the
    fusion engine."""
    state, events = hit(hunchback(), "CT", 28, [4, 4, 2, 1])
    (crit,) = of(events, CriticalHit)
    assert (crit.location, crit.slot, crit.what) == ("CT", 0, "Fusion Engine")  # type: ignore[attr-defined]
    assert ("CT", 0) in state.unit("h").slots_hit


def test_a_destroyed_leg_makes_the_mech_fall() -> None:
    """Total Warfare, Destroyed legs: a 'Mech that loses a leg falls.  32 points on the left
    leg (20 armour, 12 structure) destroy it; the 'Mech falls."""
    events: list[Event] = []
    state = strike(hunchback(), "h", "LL", 32, Roller(SeededDice(3), events), events)
    assert "LL" in state.unit("h").lost and of(events, UnitFell) and state.unit("h").prone


def test_an_ammunition_explosion_strikes_the_structure_inside_the_armour() -> None:
    """Total Warfare, Ammunition Explosions: the explosion's damage goes on the structure
    of its location.  The Hunchback's AC/20 bins (two slots in the left torso, 10 shots)
    explode for 5 shots x 20 = 100: the left torso's 12 structure (its 20 armour
    untouched) go, taking the left arm; the 88 left destroy the centre torso (26 + 16)."""
    events: list[Event] = []
    state = criticals.explode_bin(hunchback(), "h", "LT", 0, Roller(SeededDice(1), events),
                                  events)
    h = state.unit("h")
    assert of(events, AmmoExploded) == [AmmoExploded("h", "LT", "Autocannon 20", 100)]
    assert "LT" not in h.damage and h.structure["LT"] == 12 and {"LT", "LA", "CT"} <= h.lost
    assert h.destroyed


def test_without_the_option_damage_is_the_quick_start_rules() -> None:
    """The Quick-Start game is untouched: no structure, 20 on the left arm take 16 circles
    and destroy it, the rest going to the torso."""
    state, events = hit(game(unit("h", HBK, "blue", "0505"), options=frozenset()), "LA", 20,
                        [])
    h = state.unit("h")
    assert "LA" in h.lost and h.damage["LT"] == 4 and not h.structure
    assert not of(events, StructureDamaged)


# --- heat ---------------------------------------------------------------------------------


def fired(state: GameState, uid: str, weapons: tuple[int, ...], mode: MoveMode,
          path: int = 0) -> GameState:
    u = state.unit(uid)
    u = replace(u, moved=MoveRecord(mode, tuple(u.position for _ in range(path))  # type: ignore[misc]
                                    if u.position else (), path, path))
    declaration = Declaration(uid, "t", tuple(WeaponFire(i) for i in weapons), resolved=True)
    return replace(state, units=tuple(u if x.uid == uid else x for x in state.units),
                   declarations=(*state.declarations, declaration), phase=Phase.HEAT)


def heat(state: GameState, dice: list[int], exact: bool = True
         ) -> tuple[GameState, list[Event]]:
    """The Heat Phase with scripted dice (``exact``: each one used; a fall takes more)."""
    events: list[Event] = []
    script = ScriptedDice(dice)
    state = heat_phase(state, Roller(script, events), events)
    assert script.remaining == 0 or not exact
    return state, events


def test_heat_phase_adds_movement_and_weapon_heat_and_sinks_it() -> None:
    """Total Warfare, Heat Point Table and Heat Sinks: running 2, AC/20 7, two medium
    lasers 3 each, small laser 1 = 16 heat; 13 single heat sinks take 13: heat 3."""
    state = fired(hunchback(), "h", (0, 1, 2, 3), MoveMode.RUN, 3)
    state, events = heat(state, [])
    assert state.unit("h").heat == 3
    assert of(events, HeatResolved)[0] == HeatResolved(
        "h", 16, 13, 3, "run 2, weapons 14")


def test_jumping_heat_is_one_a_hex_at_least_three() -> None:
    """Total Warfare, Heat Point Table: jumping 1 per hex, minimum 3.  The Enforcer (12
    sinks) jumping 2 hexes makes 3, jumping 4 makes 4; both sink to 0."""
    state = game(unit("h", "enf-4r-enforcer", "blue", "0505"),
                 unit("t", HBK, "orange", "0508"))
    _, events = heat(fired(state, "h", (), MoveMode.JUMP, 2), [])
    assert of(events, HeatResolved)[0].made == 3  # type: ignore[attr-defined]
    _, events = heat(fired(state, "h", (), MoveMode.JUMP, 4), [])
    assert of(events, HeatResolved)[0].made == 4  # type: ignore[attr-defined]


def test_double_heat_sinks_and_a_heat_sink_hit() -> None:
    """Total Warfare, Heat Sinks: a double heat sink dissipates 2; the Cicada's 10 double
    sinks take 20.  A critical hit on one of the Hunchback's heat sinks leaves 12."""
    state = game(unit("c", "cda-3ma-cicada", "blue", "0505"), unit("h", HBK, "orange", "0508"))
    assert sink_capacity(state, state.unit("c")) == 20
    state = hunchback(slots_hit=frozenset({("CT", 10)}))  # CT slot 11: Heat Sink
    assert sink_capacity(state, state.unit("h")) == 12


def test_a_volley_that_overheats_shuts_the_mech_down_unless_avoided() -> None:
    """Total Warfare, Heat Scale: at 14, shutdown, avoid on 4+.  Heat 12, running (2) and
    every weapon (14): 12 + 16 - 13 = 15.  A 3 (1+2) fails: the 'Mech shuts down and
    falls; a 4 (2+2) avoids it."""
    base = fired(hunchback(heat=12), "h", (0, 1, 2, 3), MoveMode.RUN, 3)
    state, events = heat(base, [2, 2])
    assert state.unit("h").heat == 15 and not state.unit("h").shutdown
    assert of(events, HeatRolled) == [HeatRolled("h", "shutdown", 15, 4, 4, True)]
    state, events = heat(base, [1, 2] + [1] * 20, exact=False)
    assert state.unit("h").shutdown and ShutDown("h", "heat 15") in events
    assert of(events, UnitFell)


def test_heat_scale_movement_and_to_hit() -> None:
    """Total Warfare, Heat Scale: 5 heat -1 MP (walking 4 → 3, running 5), 15 heat -3 MP
    (walking 1, running 2); 8 heat +1 to-hit, 13 heat +2."""
    state = hunchback(heat=5)
    h, d = state.unit("h"), state.definition(state.unit("h"))
    assert (mode_mp(h, d, MoveMode.WALK, state), mode_mp(h, d, MoveMode.RUN, state)) == (3, 5)
    state = hunchback(heat=15)
    h = state.unit("h")
    assert (mode_mp(h, d, MoveMode.WALK, state), mode_mp(h, d, MoveMode.RUN, state)) == (1, 2)
    for level, plus in ((7, 0), (8, 1), (13, 2)):
        mods = dict(to_hit(hunchback(heat=level), "h", "t", 1).modifiers)
        assert mods.get(f"Heat {level}", 0) == plus
    plain = game(unit("h", HBK, "blue", "0505", heat=15), unit("t", HBK, "orange", "0508"),
                 options=frozenset())
    h = plain.unit("h")
    assert mode_mp(h, d, MoveMode.WALK, plain) == 4  # the option off: heat is nothing


def test_a_shut_down_mech_is_an_immobile_target_and_does_nothing() -> None:
    """Total Warfare, Shutdown: a shut-down 'Mech cannot move or fire and is an immobile
    target (-4)."""
    state = game(unit("h", HBK, "blue", "0505", shutdown=True, heat=16),
                 unit("t", "enf-4r-enforcer", "orange", "0508", facing=3), phase=Phase.MOVEMENT)
    assert "shut down" in (move_locked(state, state.unit("h")) or "")
    assert dict(to_hit(state, "t", "h", 0).modifiers)["Immobile target (shut down)"] == -4
    assert "shut down" in (to_hit(state, "h", "t", 1).problem or "")


def test_start_up_is_automatic_below_14_and_rolled_above() -> None:
    """A shut-down 'Mech starts up in the Heat Phase: by itself once its heat is below 14;
    at 14-29 on the shutdown avoid number (reconstructed from MegaMek)."""
    state, events = heat(replace(hunchback(heat=20, shutdown=True), phase=Phase.HEAT), [])
    assert not state.unit("h").shutdown and state.unit("h").heat == 7
    assert ShutDown("h", "heat 7", on=True) in events
    # 30 - 13 = 17: shutdown avoid 4+ at 14..17; a 3 stays down, a 4 starts it.
    state, _ = heat(replace(hunchback(heat=30, shutdown=True), phase=Phase.HEAT), [1, 2])
    assert state.unit("h").shutdown
    state, _ = heat(replace(hunchback(heat=30, shutdown=True), phase=Phase.HEAT), [2, 2])
    assert not state.unit("h").shutdown


def test_automatic_shutdown_at_30() -> None:
    """Total Warfare, Heat Scale: 30, automatic shutdown (no roll)."""
    state, events = heat(replace(hunchback(heat=43), phase=Phase.HEAT), [1] * 30,
                         exact=False)
    assert state.unit("h").shutdown and ShutDown("h", "heat 30: automatic shutdown") in events
    assert not [e for e in of(events, HeatRolled) if e.what == "shutdown"]  # type: ignore[attr-defined]


def test_heat_sets_off_the_ammunition() -> None:
    """Total Warfare, Heat Scale: at 19 ammunition explosion, avoid on 4+ (and shutdown
    at 18, avoid on 6+).  Heat 32 - 13 = 19: the shutdown roll 6 avoids; the ammunition
    roll 3 fails and the AC/20 bin explodes (the most damaging and the only one)."""
    state, events = heat(replace(hunchback(heat=32), phase=Phase.HEAT), [3, 3, 1, 2])
    assert [(e.what, e.target, e.avoided) for e in of(events, HeatRolled)] == [  # type: ignore[attr-defined]
        ("shutdown", 6, True), ("ammunition explosion", 4, False)]
    assert of(events, AmmoExploded) and state.unit("h").destroyed


def test_life_support_damage_burns_the_mechwarrior() -> None:
    """Total Warfare, Critical Hit Effects (Life Support): with life support hit, 15-25
    heat does 1 damage to the MechWarrior in the Heat Phase.  Heat 28 - 13 = 15; the
    shutdown roll (4+) made; the consciousness roll made."""
    state = replace(hunchback(heat=28, slots_hit=frozenset({("H", 0)})), phase=Phase.HEAT)
    state, events = heat(state, [6, 6, 6, 6])
    assert of(events, MechWarriorHit) and state.unit("h").pilot_hits == 1


def test_the_to_hit_preview_of_a_volley() -> None:
    """What firing shows before it is declared: the Hunchback that walked (1) and fires
    the AC/20 (7) and both medium lasers (6) will have 0 + 14 - 13 = 1 heat."""
    state = hunchback()
    h = replace(state.unit("h"), moved=MoveRecord(MoveMode.WALK, (), 1, 1))
    state = replace(state, units=(h, state.unit("t")))
    assert heat_preview(state, h, (0, 1, 2)) == 1


def test_an_imported_mech_plays_with_its_own_heat_sinks() -> None:
    """Total Warfare, Heat Sinks, for an imported MegaMek 'Mech: the Lancer LNC-1's file
    says 10 single heat sinks (tests/sheets/lnc-1-lancer.yaml, written by the import);
    a sheet's own count wins over the standard table's."""
    from support import TESTS

    from btdesk.io.sheets import load_sheet

    lancer = load_sheet(TESTS / "sheets" / "lnc-1-lancer.yaml")
    state = make_state(unit("h", HBK, "blue", "0505"), options=OPTIONS)
    state = replace(state, definitions={**state.definitions, lancer.key: lancer},
                    units=(*state.units, replace(state.unit("h"), uid="l", sheet=lancer.key)))
    assert (lancer.heat_sinks, lancer.double_heat_sinks) == (10, False)
    assert sink_capacity(state, state.unit("l")) == 10


# --- a referee's hand ------------------------------------------------------------------------


def test_referee_structure_ticks_destroy_and_restore_a_location() -> None:
    """A referee's ticks (design.md: every manual change is an event): the right torso's
    12th structure circle destroys it and its arm; unticking one brings both back.  Under
    the standard rules a full row of armour circles destroys nothing."""
    from btdesk.model.commands import TickArmor
    from btdesk.model.standard import RefereeHeat, TickStructure
    from btdesk.rules import apply

    state = hunchback(structure={"RT": 11})
    state, _ = apply(state, TickStructure("h", "RT", 1), SeededDice(1))
    assert {"RT", "RA"} <= state.unit("h").lost
    state, _ = apply(state, TickStructure("h", "RT", -1), SeededDice(1))
    assert not {"RT", "RA"} & state.unit("h").lost
    state = hunchback(damage={"LA": 15})
    state, _ = apply(state, TickArmor("h", "LA", 1), SeededDice(1))
    assert state.unit("h").damage["LA"] == 16 and "LA" not in state.unit("h").lost
    state, _ = apply(state, RefereeHeat("h", 21, True), SeededDice(1))
    assert (state.unit("h").heat, state.unit("h").shutdown) == (21, True)


ARMOUR = {"H": 9, "CT": 26, "LT": 20, "RT": 20, "LA": 16, "RA": 16, "LL": 20, "RL": 20}
STRUCTURE = {"H": 3, "CT": 16, "LT": 12, "RT": 12, "LA": 8, "RA": 8, "LL": 12, "RL": 12}
INWARD = {"LA": "LT", "RA": "RT", "LL": "LT", "RL": "RT", "LT": "CT", "RT": "CT"}


def test_every_location_is_destroyed_by_its_structure_and_passes_the_rest_inward() -> None:
    """Total Warfare, Damage Transfer Diagram and Destroying a Location, for each of the
    Hunchback's locations: armour + structure + 5 destroys it, and the 5 strike the next
    location inward (arms and legs → side torso, side torso → centre torso); the head and
    the centre torso destroy the 'Mech and pass nothing on."""
    for loc in ARMOUR:
        amount = ARMOUR[loc] + STRUCTURE[loc] + 5
        events: list[Event] = []
        state = strike(hunchback(), "h", loc, amount, Roller(SeededDice(5), events), events)
        h = state.unit("h")
        assert loc in h.lost and h.structure[loc] == STRUCTURE[loc], loc
        inward = INWARD.get(loc)
        if inward is None:
            assert h.destroyed, loc
        else:
            assert h.damage[inward] >= 5 and inward not in h.lost, loc


def test_a_vehicle_has_structure_under_its_armour() -> None:
    """Combat vehicles' internal structure (TechManual: a tenth of the tonnage, rounded
    up, in each location; reconstructed): the 65-ton Rommel has 7 a location.  42 points
    on its left side (39 armour) leave 3 on its structure; 4 more destroy the location,
    and with it the vehicle."""
    rommel = "rommel-tank"
    state = game(unit("v", rommel, "blue", "0505"), unit("t", HBK, "orange", "0508"))
    d = state.definition(state.unit("v"))
    assert d.tons == 65 and set(structure_points(state, d).values()) == {7}
    armour = d.armor["LS"]
    events: list[Event] = []
    state2 = strike(state, "v", "LS", armour + 3, Roller(SeededDice(1), events), events)
    v = state2.unit("v")
    assert v.damage["LS"] == armour and v.structure["LS"] == 3 and not v.destroyed
    events = []
    state3 = strike(state2, "v", "LS", 3, Roller(SeededDice(1), events), events)
    assert not state3.unit("v").destroyed
    state3 = strike(state3, "v", "LS", 1, Roller(SeededDice(1), events), events)
    assert state3.unit("v").destroyed and "LS" in state3.unit("v").lost


def test_a_shut_down_mech_is_an_immobile_target_for_blows_too() -> None:
    """Total Warfare, Attack Modifiers (immobile target -4) for physical attacks: a kick
    at a shut-down 'Mech adds -4 to the blow's number."""
    from btdesk.model.vocab import PhysicalAttack
    from btdesk.rules.core.physical import blow_modifiers

    state = game(unit("h", HBK, "blue", "0505"),
                 unit("t", "enf-4r-enforcer", "orange", "0506", shutdown=True),
                 options=OPTIONS | {"physical_attacks"})
    mods = dict(blow_modifiers(state, state.unit("h"), state.unit("t"), PhysicalAttack("kick")))
    assert mods["Immobile target (shut down)"] == -4


def test_a_heat_sink_hit_is_told_as_one_less() -> None:
    """With heat played, the critical hit's words say what it does (Total Warfare,
    Critical Hit Effects: a heat sink hit puts that heat sink out): the Hunchback's centre
    torso slot 11, its heat sink."""
    state, events = hit(hunchback(), "CT", 28, [4, 4, 5, 5])
    (crit,) = of(events, CriticalHit)
    assert crit.what == "Heat Sink" and crit.effect == "heat sink hit: one heat sink less"  # type: ignore[attr-defined]
    assert sink_capacity(state, state.unit("h")) == 12


def test_twenty_damage_in_a_phase_calls_for_a_piloting_roll() -> None:
    """Total Warfare, Piloting Skill Rolls: a 'Mech that takes 20 or more damage in a
    phase rolls at the phase's end (+1 for each full 20: MegaMek's reading).  The
    Hunchback hit for 12 and then 13 (25 in all) rolls against Piloting 5 + 1 = 6; a 'Mech
    hit for 19 does not roll."""
    from btdesk.model.events import PilotingRoll
    from btdesk.rules.modules.standard.structure import count_damage, damage_rolls

    state = hunchback()
    for amount in (12, 13):
        events: list[Event] = []
        state = strike(state, "h", "LL", amount, Roller(SeededDice(1), events), events)
        state = count_damage(state, events)
    state = count_damage(strike(state, "t", "LL", 19, Roller(SeededDice(1), []), []),
                         [DamageApplied("t", "LL", 19)])
    events = []
    state = damage_rolls(state, Roller(ScriptedDice([3, 3]), events), events)
    (roll,) = of(events, PilotingRoll)
    assert (roll.unit, roll.needed, roll.roll, roll.passed) == ("h", 6, 6, True)  # type: ignore[attr-defined]
    assert not state.module_state  # the count starts again


def test_a_shut_down_mech_still_rolls_for_its_ammunition() -> None:
    """Total Warfare, Heat Scale: the ammunition roll is made whatever the 'Mech's state.
    A shut-down Hunchback at 33 - 13 = 20 fails its start-up (2 against 6+) and its
    ammunition roll (2 against 4+): the AC/20 bin explodes."""
    _, events = heat(replace(hunchback(heat=33, shutdown=True), phase=Phase.HEAT),
                     [1, 1, 1, 1], exact=False)
    assert [(e.what, e.avoided) for e in of(events, HeatRolled)] == [  # type: ignore[attr-defined]
        ("start-up", False), ("ammunition explosion", False)]
    assert of(events, AmmoExploded)


def test_a_double_heat_sink_is_put_out_once_whichever_of_its_slots_is_hit() -> None:
    """Total Warfare, Critical Hit Effects (heat sink): a hit puts out the heat sink in the
    slot.  The Hermes II's double heat sink in its left torso fills three slots (an Inner
    Sphere double heat sink); two of them hit put out that one sink: 10 - 1 = 9 double
    sinks, 18 points.  The Timber Wolf's Clan double heat sinks fill two slots each."""
    state = game(unit("h", "her-5sa-hermes-ii", "blue", "0505",
                      slots_hit=frozenset({("LT", 3), ("LT", 5)})),
                 unit("t", "mad-cat-timber-wolf-prime", "orange", "0508",
                      slots_hit=frozenset({("LA", 3), ("LA", 4), ("RA", 4)})))
    state = replace(state, definitions={k: standard_version(state.rules, d)
                                        for k, d in state.definitions.items()})
    assert sink_capacity(state, state.unit("h")) == 18
    assert sink_capacity(state, state.unit("t")) == (17 - 2) * 2


def test_hit_location_rolls_marked_critical_roll_for_one_whatever_the_armour() -> None:
    """Total Warfare's hit location tables: a 'Mech's 2 and a vehicle's 2 or 12 call for a
    critical-hit roll however much armour is left.  A Rommel's 12 (turret) rolls on the
    vehicle critical table: 12, turret blown off; the Hunchback's 2 (centre torso) rolls
    on the determine-critical table."""
    from btdesk.model.criticals import VehicleCriticalHit
    from btdesk.rules.modules.standard.module import MODULE

    state = game(unit("v", "rommel-tank", "blue", "0505"), unit("h", HBK, "orange", "0508"))
    events: list[Event] = []
    state = MODULE.location_rolled(state, "v", 12, "T", Roller(ScriptedDice([6, 6]), events),
                                   events)
    (crit,) = of(events, VehicleCriticalHit)
    assert crit.result == "turret_blown_off" and "T" in state.unit("v").lost  # type: ignore[attr-defined]
    events = []
    MODULE.location_rolled(state, "h", 2, "CT", Roller(ScriptedDice([3, 3]), events), events)
    assert [c.roll for c in of(events, CriticalCheck)] == [6]  # type: ignore[attr-defined]
    events = []
    MODULE.location_rolled(state, "h", 7, "CT", Roller(ScriptedDice([]), events), events)
    assert not events
