"""What the computer opponent weighs: expected damage of fire by the exact odds the to-hit
breakdown shows (``attack_options``: range bracket, arcs, line of sight, cover, movement
on both sides), what a unit is worth, and a side's standing in a position.

Every number here is read off the position it is given, which is always one side's view
(``visible_to``): nothing here can see a hidden unit or a sealed tactic.
"""

from __future__ import annotations

from dataclasses import dataclass

from btdesk.model.state import GameState, UnitState
from btdesk.model.units import UnitKind
from btdesk.rules import attack_options, health

#: A missile launcher lands on average about 58 % of its missiles (the Cluster Hits
#: Table's mean over 2D6 is 0.55-0.6 of the column for every launcher size); a
#: rapid-fire weapon is listed firing once, so it needs no factor.
CLUSTER_SHARE = 0.58


@dataclass(frozen=True)
class Shot:
    """One weapon's expected damage at one target, with the numbers it came from."""

    weapon: str
    chance: float  # of hitting, exact (2D6 against the breakdown's target number)
    damage: float  # expected damage if it hits
    target_number: int

    @property
    def expected(self) -> float:
        return self.chance * self.damage


@dataclass(frozen=True)
class Volley:
    """Every weapon an attacker can fire at one target now."""

    attacker: str
    target: str
    shots: tuple[Shot, ...]

    @property
    def expected(self) -> float:
        return sum(s.expected for s in self.shots)

    def best_words(self, state: GameState) -> str:
        """Its biggest shot in words: "AC/20 at the Hermes, 42 % to hit, 8.4 expected"."""
        if not self.shots:
            return f"nothing reaches the {state.unit(self.target).name}"
        top = max(self.shots, key=lambda s: s.expected)
        return (f"{top.weapon} at the {state.unit(self.target).name}, "
                f"{top.chance * 100:.0f} % to hit, {top.expected:.1f} expected")


def volley(state: GameState, attacker: str, target: str) -> Volley:
    """The expected damage of ``attacker`` firing every weapon it may at ``target``."""
    definition = state.definition(state.unit(attacker))
    weapons = definition.weapon_instances()
    shots = []
    for option in attack_options(state, attacker, target):
        if not option.possible:
            continue
        chance = option.chance
        if chance <= 0.0:
            continue
        weapon = weapons[option.weapon]
        damage = float(weapon.damage_at(option.bracket if option.bracket is not None else 0))
        if weapon.missiles:
            damage *= weapon.missiles * CLUSTER_SHARE
        shots.append(Shot(weapon.name, chance, damage, option.target_number))
    return Volley(attacker, target, tuple(shots))


def left_and_total(state: GameState, unit: UnitState) -> tuple[int, int]:
    """Armour circles (or troopers) left and at the start, at least 1 for the total."""
    left, total, _ = health(unit, state.definition(unit))
    return max(left, 0), max(total, 1)


def worth(state: GameState, unit: UnitState) -> float:
    """What a unit counts for in a side's standing: its armour (or, for infantry, ten
    points a trooper), so a fresh Atlas counts more than a scratched Locust."""
    _, total = left_and_total(state, unit)
    definition = state.definition(unit)
    return float(total * 10 if definition.infantry is not None else total)


def standing(state: GameState, side: str) -> float:
    """A side's share of what is left on the board, minus the others': each unit its
    ``worth`` times the part of it left, a destroyed one nothing.  The tactic matrix's
    payoffs are changes of this."""
    score = 0.0
    for unit in state.units:
        left, total = left_and_total(state, unit)
        value = 0.0 if not unit.active else worth(state, unit) * (0.3 + 0.7 * left / total)
        score += value if unit.side == side else -value
    return score


def lasting(state: GameState, unit: UnitState) -> float:
    """About how much more damage ``unit`` takes before it is destroyed: what it has left,
    but for a vehicle, which is destroyed when any one location is (QSR Veteran,
    *Destroying a Unit*), its weakest location's armour for each of its locations (hits
    spread about evenly over them)."""
    left, _ = left_and_total(state, unit)
    definition = state.definition(unit)
    if definition.kind is not UnitKind.VEHICLE or not definition.armor:
        return float(left)
    weakest = min(max(armor - unit.damage.get(loc, 0), 0)
                  for loc, armor in definition.armor.items())
    return float(min(left, weakest * len(definition.armor)))


def damage_value(state: GameState, target: UnitState, expected: float,
                 already: float = 0.0) -> float:
    """What ``expected`` more damage on ``target`` is worth, ``already`` expected from
    attacks declared before: damage past what it can take is wasted, damage on a unit
    near its end counts more (focus fire), and a likely kill earns a bonus.  The same
    measure prices the damage a unit of the computer's own is expected to take."""
    _, total = left_and_total(state, target)  # a point of damage, about a trooper
    room = max(lasting(state, target) - already, 0.0)
    useful = min(expected, room)
    worn = 1.0 - room / total
    bonus = 0.5 * total if room > 0 and expected >= 0.8 * room else 0.0
    return useful * (1.0 + worn) + bonus


__all__ = ["CLUSTER_SHARE", "Shot", "Volley", "damage_value", "lasting", "left_and_total",
           "standing", "volley", "worth"]
