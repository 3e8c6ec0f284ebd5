"""Piloting Skill Rolls, falls and the MechWarrior (rules-notes §5; Total Warfare).

The QSR has no Piloting; rules-notes §3 gives every crew a Piloting (default 5).  Every
modifier comes from ``physical_attacks.yaml`` by the reason for the roll, so the event
can list what was added and a referee can change a number without touching code.
"""

from __future__ import annotations

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.events import (
    ConsciousnessRolled,
    Event,
    MechWarriorEjected,
    MechWarriorHit,
    PilotingRoll,
    UnitDestroyed,
    UnitFell,
)
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import UnitKind
from btdesk.rules import hooks
from btdesk.rules.core.condition import crit_piloting, legs_destroyed
from btdesk.rules.core.damage import replace_unit, strike
from btdesk.rules.dice import Roller


def psr_modifiers(state: GameState, unit: UnitState, reason: str,
                  extra: tuple[tuple[str, int], ...] = ()) -> tuple[tuple[str, int], ...]:
    """Piloting (the base) and every modifier that applies, by name."""
    table = state.rules.physical.psr
    mods = [("Piloting", state.definition(unit).crew.piloting)]
    if table.get(reason):
        mods.append((reason.capitalize(), table[reason]))
    if legs_destroyed(unit) and table.get("leg destroyed"):
        mods.append(("Leg destroyed", table["leg destroyed"]))
    mods.extend(crit_piloting(state, unit))
    mods.extend(extra)
    return tuple(mods)


def piloting_roll(state: GameState, uid: str, reason: str, roller: Roller,
                  events: list[Event], extra: tuple[tuple[str, int], ...] = ()) -> bool:
    """Roll 2D6 against Piloting + modifiers; succeeds on the number or more."""
    unit = state.unit(uid)
    mods = psr_modifiers(state, unit, reason, extra)
    needed = sum(v for _, v in mods)
    roll = roller.total(2, f"Piloting Skill Roll: {unit.name}, {reason} (needs {needed})")
    passed = roll >= needed
    events.append(PilotingRoll(uid, reason, needed, roll, passed, mods))
    return passed


def check_or_fall(state: GameState, uid: str, reason: str, roller: Roller,
                  events: list[Event], extra: tuple[tuple[str, int], ...] = ()) -> GameState:
    """A Piloting Skill Roll that makes a 'Mech fall when it fails.  Only standing
    'Mechs roll: vehicles and infantry do not fall, and a fallen 'Mech is down already."""
    unit = state.unit(uid)
    if state.definition(unit).kind is not UnitKind.MECH or unit.prone or unit.destroyed:
        return state
    if piloting_roll(state, uid, reason, roller, events, extra):
        return state
    return fall(state, uid, roller, events)


def fall(state: GameState, uid: str, roller: Roller, events: list[Event]) -> GameState:
    """The 'Mech falls: prone, turned by 1D6, ceil(tons / 10) damage in 5-point groups on
    the hit location table, and 1 hit to the MechWarrior unless a second roll succeeds."""
    for module in hooks.active(state.options):  # riders thrown off first
        state = module.before_fall(state, uid, roller, events)
    unit = state.unit(uid)
    definition = state.definition(unit)
    rules = state.rules.physical
    turn = rules.fall_facing[roller.total(1, f"fall direction: {unit.name}")]
    state = replace_unit(state, replace(unit, prone=True, facing=(unit.facing + turn) % 6))
    events.append(UnitFell(uid, state.unit(uid).facing))
    damage = -(-(definition.tons or 0) // rules.fall_damage_divisor)
    for amount in rules.groups(damage):
        roll = roller.total(2, f"hit location: {unit.name} falling")
        state = strike(state, uid, state.rules.mech_hit_locations.rolls[roll], amount, roller,
                       events)
    unit = state.unit(uid)
    if unit.destroyed or piloting_roll(state, uid, "fall damage to MechWarrior", roller, events):
        return state
    return pilot_hit(state, uid, roller, events)


def pilot_hit(state: GameState, uid: str, roller: Roller, events: list[Event]) -> GameState:
    """One MechWarrior hit, then a consciousness roll; the last box kills."""
    unit = state.unit(uid)
    rules = state.rules.physical
    hits = unit.pilot_hits + 1
    unit = replace(unit, pilot_hits=hits)
    events.append(MechWarriorHit(uid, hits))
    if hits >= rules.mechwarrior_hits:
        if not unit.destroyed:
            events.append(UnitDestroyed(uid, "MechWarrior killed"))
        return replace_unit(state, replace(unit, destroyed=True))
    if not unit.unconscious:
        unit = replace(unit, unconscious=not consciousness_roll(state, unit, roller, events))
    return replace_unit(state, unit)


def consciousness_roll(state: GameState, unit: UnitState, roller: Roller,
                       events: list[Event]) -> bool:
    """True if the MechWarrior is (or comes back) conscious."""
    needed = state.rules.physical.consciousness[unit.pilot_hits]
    roll = roller.total(2, f"consciousness: {unit.name} (needs {needed})")
    events.append(ConsciousnessRolled(unit.uid, needed, roll, roll >= needed))
    return roll >= needed


def ejection_modifiers(state: GameState, unit: UnitState) -> tuple[tuple[str, int], ...]:
    """0204-B result 8's "damage to the 'Mech's head and the presence of light or heavy
    woods" (where the MechWarrior lands), with the numbers of ejection.yaml
    (reconstructed)."""
    rules = state.rules.ejection
    lands_in = ejection_hex(state, unit)
    mods: list[tuple[str, int]] = []
    if rules.head_damaged and unit.damage.get("H", 0):
        mods.append(("Head damaged", rules.head_damaged))
    if lands_in is not None:
        terrain = state.board.terrain_at(lands_in)
        if rules.landing.get(terrain):
            mods.append((f"Landing in {terrain.display_name.lower()}", rules.landing[terrain]))
    return tuple(mods)


def ejection_hex(state: GameState, unit: UnitState) -> Hex | None:
    """Where the MechWarrior lands: "the 30-meter hex directly behind his 'Mech" (0204-B
    result 8; a 30 m hex is a map hex); None off the map."""
    if unit.position is None:
        return None
    behind = neighbor(unit.position, (unit.facing + 3) % 6)
    return behind if state.board.contains(behind) else None


def eject(state: GameState, uid: str, roller: Roller, events: list[Event]) -> GameState:
    """0204-B result 8: a roll against Piloting with the ejection modifiers; the
    MechWarrior lands in the hex directly behind the 'Mech, and a failed roll costs 1 hit
    and a consciousness roll.  The 'Mech is abandoned: out of the game."""
    unit = state.unit(uid)
    lands_in = ejection_hex(state, unit)
    passed = piloting_roll(state, uid, "ejection", roller, events,
                           ejection_modifiers(state, unit))
    unit = state.unit(uid)
    landed = lands_in
    events.append(MechWarriorEjected(uid, landed))
    state = replace_unit(state, replace(unit, ejected=landed or unit.position))
    if not passed:
        state = pilot_hit(state, uid, roller, events)
    unit = state.unit(uid)
    if not unit.destroyed:
        events.append(UnitDestroyed(uid, "abandoned: the MechWarrior ejected"))
        state = replace_unit(state, replace(unit, destroyed=True))
    return state
