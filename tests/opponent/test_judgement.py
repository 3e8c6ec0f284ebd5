"""The computer opponent's measures (issue 45): what a unit can still take, and what heat
costs under the standard rules."""

from __future__ import annotations

from fractions import Fraction

from support import make_state, unit

from btdesk.model.frozen import replace
from btdesk.opponent.heat import fails, heat_cost
from btdesk.opponent.judge import damage_value, lasting


def test_the_odds_of_failing_a_heat_roll_are_2d6s() -> None:
    """Total Warfare, *Heat*: a shutdown or explosion is avoided on the number or more."""
    assert Fraction(fails(4)).limit_denominator(36) == Fraction(3, 36)
    assert Fraction(fails(8)).limit_denominator(36) == Fraction(21, 36)
    assert fails(2) == 0.0 and fails(13) == 1.0


def test_a_vehicle_lasts_as_long_as_its_weakest_location() -> None:
    """QSR Veteran, *Destroying a Unit*: a vehicle is destroyed when any one location is;
    its weakest side, not its total armour, says how much more it takes."""
    state = make_state(unit("s", "saladin-assault-hover-tank", "blue", "0805"),
                       unit("h", "hbk-4g-hunchback", "orange", "0801"))
    saladin = state.unit("s")
    armour = state.definition(saladin).armor
    assert lasting(state, saladin) == min(armour.values()) * len(armour) \
        < sum(armour.values())
    hunchback = state.unit("h")
    assert lasting(state, hunchback) == state.definition(hunchback).total_armor
    # The same expected damage is worth more against the thin-sided hover tank.
    assert damage_value(state, saladin, 10.0) > damage_value(state, hunchback, 10.0)


def test_heat_costs_nothing_without_the_standard_rules_and_more_the_hotter() -> None:
    state = make_state(unit("w", "whm-6r-warhammer", "blue", "0805", heat=10),
                       unit("h", "hbk-4g-hunchback", "orange", "0801"))
    warhammer = state.unit("w")
    everything = tuple(range(len(state.definition(warhammer).weapon_instances())))
    assert heat_cost(state, warhammer, everything) == 0.0  # no heat in the Quick-Start game
    standard = replace(state, options=frozenset({"standard"}))
    hot = replace(warhammer, heat=20)
    assert 0.0 < heat_cost(standard, warhammer, everything) \
        < heat_cost(replace(standard, units=(hot, *standard.units[1:])), hot, everything)
    assert heat_cost(standard, standard.unit("h"), ()) == 0.0  # a cool Hunchback at rest
