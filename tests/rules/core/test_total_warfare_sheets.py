"""What an imported (Total Warfare) sheet adds to play (issue 20): torso rear armour,
missile launchers on the full Cluster Hits Table, minimum range.  No Quick-Start sheet
has any of them, so the Quick-Start game is untouched (its own tests stay as they are).

Sources: Total Warfare, *Hit Location* (attacks from the rear hit rear armour),
*Cluster Hits Table* and *Missiles* (LRM damage in 5-point groups, SRM 2 points a
missile, each group its own location), *Minimum Range*.  The decision where btdesk has
no internal structure is in btdesk.rules.core.damage.damage_mech.
"""

from __future__ import annotations

from dataclasses import replace

from support import LIB, damage_dealt, make_state, moved, unit

from btdesk.model.commands import DeclareAttack, ResolveAttacks, TickArmor
from btdesk.model.events import ClusterHits
from btdesk.model.state import MoveMode, Phase, WeaponFire
from btdesk.printing.geometry import armor_blocks
from btdesk.rules import apply, to_hit
from btdesk.rules.core.combat import from_rear
from btdesk.rules.core.damage import damage_mech
from btdesk.session.dice import ScriptedDice

STILL = moved(MoveMode.STATIONARY)
TW_HUNCHBACK = "hbk-4g-hunchback-tw"  # tests/sheets, written by 'btdesk import'


def shot(attacker_sheet: str, target_sheet: str, target_at: str, target_facing: int,
         weapon: int, dice: list[int]):
    """Blue's unit at 0801 facing south fires one weapon at Orange's; returns the state
    after and the events."""
    s = make_state(unit("a", attacker_sheet, "blue", "0801", 3, moved=STILL),
                   unit("t", target_sheet, "orange", target_at, target_facing, moved=STILL),
                   phase=Phase.WEAPON_ATTACK)
    for declaration in (DeclareAttack("a", "t", (WeaponFire(weapon),)), DeclareAttack("t", None)):
        s, _ = apply(s, declaration, ScriptedDice([]))
    return apply(s, ResolveAttacks("a"), ScriptedDice(dice))


def test_fire_from_the_rear_hits_rear_armour_first() -> None:
    """Total Warfare: a shot from the rear arc hits the rear armour of a torso.  The
    Enforcer's AC/10 (10 points) hits the centre torso (location roll 7) of a Hunchback
    facing away: 5 rear circles, then 5 into the centre torso's own."""
    _, events = shot("enf-4r-enforcer", TW_HUNCHBACK, "0807", 3, 0, [6, 6, 3, 4])
    assert damage_dealt(events, "t") == {"CTR": 5, "CT": 5}
    _, events = shot("enf-4r-enforcer", TW_HUNCHBACK, "0807", 0, 0, [6, 6, 3, 4])
    assert damage_dealt(events, "t") == {"CT": 10}  # from the front: no rear circles


def test_a_quick_start_sheet_has_no_rear() -> None:
    _, events = shot("enf-4r-enforcer", "hbk-4g-hunchback", "0807", 3, 0, [6, 6, 3, 4])
    assert damage_dealt(events, "t") == {"CT": 10}


def test_rear_damage_transfers_into_the_next_torso_rear() -> None:
    """Total Warfare: damage transferred from a rear hit stays on the rear.  A 30-point
    rear hit on the left torso: 4 rear, 20 front (destroyed, the left arm with it), then
    6 into the centre torso's rear (5) and its front (1)."""
    state = make_state(unit("t", TW_HUNCHBACK, "orange", "0807", 0))
    events: list[object] = []
    hit = damage_mech(state, state.unit("t"), "LT", 30, events, rear=True)  # type: ignore[arg-type]
    assert hit.damage == {"LTR": 4, "LT": 20, "CTR": 5, "CT": 1}
    assert {"LT", "LA"} <= hit.lost


def test_rear_is_only_the_rear_arc() -> None:
    """rules-notes §1: on the boundary of the rear arc the target's player picks; the
    engine picks the side (its own armour, not the thinner rear)."""
    def at_(where: str, facing: int = 0):
        return unit("x", TW_HUNCHBACK, "orange", where, facing)

    target = at_("0807", 0)
    assert from_rear(at_("0809"), target)  # straight behind
    assert not from_rear(at_("0805"), target)  # in front
    assert not from_rear(at_("0807"), target)  # same hex (Close Assault): front


def test_lrm_10_rolls_column_10_and_deals_5_point_groups() -> None:
    """Total Warfare Cluster Hits Table, column 10, roll 7: 6 missiles; LRM damage in
    groups of 5: 5 and 1, each its own location roll (7 CT, 8 LT)."""
    _, events = shot("lnc-1-lancer", "hbk-4g-hunchback", "0809", 0, 0, [6, 6, 3, 4, 3, 4, 4, 4])
    assert [e for e in events if isinstance(e, ClusterHits)] == [ClusterHits("a", 0, 10, 6)]
    assert damage_dealt(events, "t") == {"CT": 5, "LT": 1}


def test_srm_6_deals_2_points_a_missile() -> None:
    """Column 6, roll 7: 4 missiles, 2 points each, four location rolls."""
    # to-hit 12, cluster 7, locations 7 CT, 8 LT, 6 RT, 10 LA
    dice = [6, 6, 3, 4, 3, 4, 4, 4, 3, 3, 5, 5]
    _, events = shot("lnc-1-lancer", "hbk-4g-hunchback", "0804", 0, 1, dice)
    assert [e for e in events if isinstance(e, ClusterHits)] == [ClusterHits("a", 1, 6, 4)]
    assert damage_dealt(events, "t") == {"CT": 2, "LT": 2, "RT": 2, "LA": 2}


def test_minimum_range() -> None:
    """Total Warfare *Minimum Range*: +1 at the minimum, +1 for each hex closer.  The
    LRM 10's minimum is 6."""
    def modifier(target_at: str) -> int | None:
        s = make_state(unit("a", "lnc-1-lancer", "blue", "0801", 3, moved=STILL),
                       unit("t", "hbk-4g-hunchback", "orange", target_at, 0, moved=STILL),
                       phase=Phase.WEAPON_ATTACK)
        mods = {m.name: m.value for m in to_hit(s, "a", "t", 0).modifiers}
        return mods.get("Inside minimum range (6)")

    assert modifier("0804") == 4  # range 3
    assert modifier("0807") == 1  # range 6
    assert modifier("0808") is None  # range 7
    # The Quick-Start weapons have no minimum: the Enforcer's AC/10 at 1 hex.
    s = make_state(unit("a", "enf-4r-enforcer", "blue", "0801", 3, moved=STILL),
                   unit("t", "hbk-4g-hunchback", "orange", "0802", 0, moved=STILL),
                   phase=Phase.WEAPON_ATTACK)
    assert not any("minimum" in m.name for m in to_hit(s, "a", "t", 0).modifiers)


def test_rear_circles_are_on_the_sheet_and_a_referee_can_tick_them() -> None:
    definition = LIB.get(TW_HUNCHBACK)
    state = make_state(unit("t", TW_HUNCHBACK, "orange", "0807", 0))
    state, _ = apply(state, TickArmor("t", "CTR"), ScriptedDice([]))
    blocks = {b.location: b for b in armor_blocks(definition, state.unit("t"), 0, 0)}
    assert {k: len(b.circles) for k, b in blocks.items() if k.endswith("TR")} == \
        {"LTR": 4, "CTR": 5, "RTR": 4}
    assert sum(c.ticked for c in blocks["CTR"].circles) == 1
    assert blocks["CTR"].title == "Center Torso Rear (5)"
    lost = replace(state.unit("t"), lost=frozenset({"CT"}))
    assert {b.location: b.destroyed for b in armor_blocks(definition, lost, 0, 0)}["CTR"]
