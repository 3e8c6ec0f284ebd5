"""A referee ticks and unticks circles by hand: recorded, undoable, and the consequences
follow the ordinary rules (design.md, State, commands, events; QSR Damage)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import make_state, unit

from btdesk.model.board import Terrain
from btdesk.model.commands import TickArmor
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import RefereeOverride, UnitDestroyed
from btdesk.rules import apply
from btdesk.session.dice import ScriptedDice
from btdesk.session.game import Session

NONE = ScriptedDice([])


def test_ticking_and_unticking_a_circle() -> None:
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0))
    s, events = apply(s, TickArmor("m", "LA", 1), NONE)
    assert s.unit("m").damage == {"LA": 1} and events == (RefereeOverride("m", "LA", 1),)
    s, _ = apply(s, TickArmor("m", "LA", -1), NONE)
    assert s.unit("m").damage == {"LA": 0}
    with pytest.raises(IllegalCommand, match="no circle"):
        apply(s, TickArmor("m", "LA", -1), NONE)


def test_the_last_circle_of_a_side_torso_takes_its_arm_and_untick_brings_both_back() -> None:
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0, damage={"RT": 16}))
    s, _ = apply(s, TickArmor("m", "RT", 1), NONE)
    assert {"RT", "RA"} <= s.unit("m").lost
    s, _ = apply(s, TickArmor("m", "RT", -1), NONE)
    assert s.unit("m").lost == frozenset()


def test_the_last_head_circle_destroys_the_mech() -> None:
    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0, damage={"H": 8}))
    s, events = apply(s, TickArmor("m", "H", 1), NONE)
    assert s.unit("m").destroyed and UnitDestroyed("m", "by the referee's hand") in events


def test_infantry_circles_and_boxes() -> None:
    s = make_state(unit("b", "infiltrator-mk-ii", "blue", "0808"),
                   unit("p", "rifle-energy-motorized-platoon", "blue", "0809"))
    s, _ = apply(s, TickArmor("b", "trooper 2", 1), NONE)
    assert s.unit("b").trooper_damage == (0, 1, 0, 0)
    s, _ = apply(s, TickArmor("p", "troopers", 1), NONE)
    assert s.unit("p").troopers_lost == 1
    with pytest.raises(IllegalCommand, match="no trooper 9"):
        apply(s, TickArmor("b", "trooper 9", 1), NONE)


def test_overrides_are_in_the_log_and_undo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path))
    session = Session.from_scenario("green", seed=1)
    session.submit(TickArmor("defender-1", "CT", 1))
    assert session.state.unit("defender-1").damage == {"CT": 1}
    assert session.replayed() == session.state
    session.undo()
    assert session.state.unit("defender-1").damage == {}


def test_a_referee_places_a_unit_to_match_the_table() -> None:
    from btdesk.hexgrid import Hex
    from btdesk.model.commands import RefereePlace
    from btdesk.model.events import RefereePlaced

    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0),
                   unit("t", "rommel-tank", "orange", "0605", 0),
                   terrain={"0609": Terrain.HEAVY_WOODS})
    s2, events = apply(s, RefereePlace("m", Hex.from_label("0810"), 2), NONE)
    assert s2.unit("m").position == Hex.from_label("0810") and s2.unit("m").facing == 2
    assert events == (RefereePlaced("m", Hex.from_label("0810"), 2),)
    assert s2.unit("m").moved is None  # a correction, not a move
    with pytest.raises(IllegalCommand, match="already holds"):
        apply(s, RefereePlace("m", Hex.from_label("0605"), 0), NONE)
    with pytest.raises(IllegalCommand, match="cannot stand in heavy woods"):
        apply(s, RefereePlace("t", Hex.from_label("0609"), 0), NONE)


def test_a_referee_sets_ammunition_used() -> None:
    from btdesk.model.commands import RefereeAmmo

    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0))
    s, _ = apply(s, RefereeAmmo("m", "Autocannon 10", 4), NONE)
    assert s.unit("m").ammo_used == {"Autocannon 10": 4}
    with pytest.raises(IllegalCommand, match="0 to 10"):
        apply(s, RefereeAmmo("m", "Autocannon 10", 11), NONE)
    with pytest.raises(IllegalCommand, match="no Gauss Rifle"):
        apply(s, RefereeAmmo("m", "Gauss Rifle", 1), NONE)


def test_a_referee_sets_a_mechs_mechwarrior_and_footing_and_a_vehicles_motive_hits() -> None:
    """design.md (referee mode: edit a unit's state): the table's MechWarrior hits (rules-notes
    §5: six boxes, the sixth kills, so a correction stops at five), a prone 'Mech and an
    unconscious MechWarrior; a vehicle's motive hits (QSR: each costs a Cruising MP)."""
    from btdesk.model.commands import RefereeCondition
    from btdesk.model.events import RefereeSetCondition
    from btdesk.model.state import MoveMode
    from btdesk.rules import mode_mp

    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0),
                   unit("t", "rommel-tank", "orange", "0605", 0))
    s2, events = apply(s, RefereeCondition("m", pilot_hits=2, prone=True, unconscious=True),
                       NONE)
    m = s2.unit("m")
    assert (m.pilot_hits, m.prone, m.unconscious) == (2, True, True) and not m.can_act
    assert events == (RefereeSetCondition("m", 2, True, True, 0),)
    with pytest.raises(IllegalCommand, match="0 to 5"):
        apply(s, RefereeCondition("m", pilot_hits=6), NONE)
    with pytest.raises(IllegalCommand, match="not a vehicle"):
        apply(s, RefereeCondition("m", motive_hits=1), NONE)
    # Unconscious with no hit crashed the next End Phase's roll to wake (the consciousness
    # table starts at 1 hit); found by test_commands_typed's random commands.
    with pytest.raises(IllegalCommand, match="at least one hit"):
        apply(s, RefereeCondition("m", unconscious=True), NONE)
    with pytest.raises(IllegalCommand, match="not a 'Mech"):
        apply(s, RefereeCondition("t", prone=True), NONE)
    s3, _ = apply(s, RefereeCondition("t", motive_hits=2), NONE)
    rommel = s3.unit("t")
    assert mode_mp(rommel, s3.definition(rommel), MoveMode.WALK, s3) == \
        s.definition(rommel).movement.walk - 2


def test_a_referee_applies_points_of_damage_with_transfer() -> None:
    """BattleTech Quick-Start Rules, *Transferring Damage*: "If a section is destroyed and
    the same location takes another hit, or excess damage remains from the shot that
    destroyed the location, that damage transfers to (affects) the armor of the next
    location inward." One command, however many circles; a vehicle's stops at the
    location; troopers are ticked one by one."""
    from btdesk.model.commands import RefereeDamage
    from btdesk.model.events import DamageApplied, LocationDestroyed, RefereeDamaged

    s = make_state(unit("m", "enf-4r-enforcer", "blue", "0808", 0),
                   unit("t", "rommel-tank", "blue", "0809", 0),
                   unit("p", "rifle-energy-motorized-platoon", "blue", "0810"))
    s2, events = apply(s, RefereeDamage("m", "LA", 20), NONE)  # LA has 14 circles
    assert s2.unit("m").damage == {"LA": 14, "LT": 6} and "LA" in s2.unit("m").lost
    assert events[:4] == (RefereeDamaged("m", "LA", 20), DamageApplied("m", "LA", 14),
                          LocationDestroyed("m", "LA"), DamageApplied("m", "LT", 6))
    s3, events = apply(s2, RefereeDamage("m", "LA", 5), NONE)  # a lost arm: into the torso
    assert s3.unit("m").damage["LT"] == 11
    front = s.definition(s.unit("t")).armor["F"]
    s4, _ = apply(s, RefereeDamage("t", "F", front + 5), NONE)
    assert s4.unit("t").damage == {"F": front} and s4.unit("t").destroyed
    with pytest.raises(IllegalCommand, match="ticked one at a time"):
        apply(s, RefereeDamage("p", "troopers", 3), NONE)
    with pytest.raises(IllegalCommand, match="no location 'XX'"):
        apply(s, RefereeDamage("m", "XX", 3), NONE)
    with pytest.raises(IllegalCommand, match="1 point of damage or more"):
        apply(s, RefereeDamage("m", "LA", 0), NONE)
