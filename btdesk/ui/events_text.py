"""Events in words, for the dice log: what rolled, for what, and what it did."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from btdesk.hexgrid import FACING_NAMES
from btdesk.model import events as ev
from btdesk.model.state import GameState, Phase
from btdesk.model.units import LOCATION_NAMES, UnitKind
from btdesk.model.vocab import PhysicalAttack
from btdesk.rules import ATTACK_NAMES
from btdesk.rules import tactical as tac
from btdesk.rules.modules.close_assault import close_assault_played
from btdesk.session.dice import SeededDice, made_by
from btdesk.session.game import LogEntry, Session

from .standard_text import STANDARD_TELLERS


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def place(location: str) -> str:
    """A location as the record sheet names it: "R" is a vehicle's Rear, not "R"."""
    return LOCATION_NAMES.get(location, location)


# Event kinds the log leaves out on purpose, and why (a test holds every other kind to
# being described, so a new kind is never silently missing from the log).
SILENT: dict[type, str] = {
    ev.AmmoSpent: "the record sheet's ammunition boxes show it as the shot is told",
    ev.UnitRemoved: "it follows a destruction or a unit leaving the map, both told",
}


def phase_name(state: GameState) -> str:
    """The phase as the players call it: with Close Assault, its phase takes the Physical
    Attack Phase's slot and its name."""
    if state.phase is Phase.PHYSICAL_ATTACK and close_assault_played(state.options):
        return "Close Assault"
    return state.phase.value.replace("_", " ").title()


def breakdown(mods: Iterable[tuple[str, int]]) -> str:
    """A roll's modifiers as players read them: the base number, then each signed
    ("Piloting 5, Gyro hit +3")."""
    return ", ".join(f"{n} {v:+d}" if i else f"{n} {v}" for i, (n, v) in enumerate(mods))


Name = Callable[[str], str]  # a unit's name by its id (the id itself for a unit gone)
Teller = Callable[[Any, GameState, Name], str | None]


def describe(event: ev.Event, state: GameState) -> str | None:
    """The event's line in the dice log (its kind's teller in TELLERS), a hidden unit's
    secret kept, or None for the kinds in SILENT."""
    def name(uid: str) -> str:
        return state.unit(uid).name if state.has_unit(uid) else uid

    secret = _secret(event, state)
    if secret is not None:
        return secret
    tell = TELLERS.get(type(event))
    return tell(event, state, name) if tell is not None else None


# --- the turn, movement, fire and damage, the referee ---------------------------------

def _dice_rolled(event: ev.DiceRolled, state: GameState, name: Name) -> str | None:
    dice = " + ".join(str(d) for d in event.dice)
    total = f" = {event.total}" if len(event.dice) > 1 else ""
    return f"  roll: {event.purpose}: {dice}{total} ({made_by(event)})"


def _initiative_decided(event: ev.InitiativeDecided, state: GameState, name: Name) -> str | None:
    return f"Initiative: {state.side(event.order[-1]).name} wins; " \
           f"{state.side(event.order[0]).name} moves first"


def _phase_changed(event: ev.PhaseChanged, state: GameState, name: Name) -> str | None:
    words = ("close assault" if event.phase is Phase.PHYSICAL_ATTACK
             and close_assault_played(state.options) else event.phase.value.replace("_", " "))
    return f"— Turn {event.turn}: {words} phase —"


def _unit_deployed(event: ev.UnitDeployed, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} placed in {event.at.label} facing {FACING_NAMES[event.facing]}"


def _unit_moved(event: ev.UnitMoved, state: GameState, name: Name) -> str | None:
    where = event.path[-1].label if event.path else "its hex"
    kind = state.definition(state.unit(event.unit)).kind if state.has_unit(
        event.unit) else UnitKind.MECH
    return (f"{name(event.unit)} {event.mode.name_for(kind)}: {where}, facing "
            f"{FACING_NAMES[event.facing]} ({event.mp_spent} MP, "
            f"{plural(event.hexes, 'hex', 'hexes')})")


def _attack_declared(event: ev.AttackDeclared, state: GameState, name: Name) -> str | None:
    if event.building is not None:
        return (f"{name(event.attacker)} declares {len(event.weapons)} weapon(s) at the "
                f"building in {event.building.label}")
    if event.target is None:
        return f"{name(event.attacker)} makes no attack"
    said = f"{name(event.attacker)} declares {len(event.weapons)} weapon(s) at " \
           f"{name(event.target)}"
    if event.elsewhere:  # battle armor aiming a weapon at another target
        weapons = state.definition(state.unit(event.attacker)).weapon_instances()
        said += ", " + ", ".join(f"its {weapons[w].name} at {name(t)}"
                                 for w, t in event.elsewhere)
    return said


def _shot_resolved(event: ev.ShotResolved, state: GameState, name: Name) -> str | None:
    weapon = state.definition(state.unit(event.attacker)).weapon_instances()[event.weapon]
    outcome = "HIT" if event.hit else "miss"
    roll = "automatic miss" if event.roll is None else f"rolled {event.roll}"
    return f"{name(event.attacker)}'s {weapon.name} needs {event.to_hit}: {roll}, {outcome}"


def _building_shot(event: ev.BuildingShot, state: GameState, name: Name) -> str | None:
    weapon = state.definition(state.unit(event.attacker)).weapon_instances()[event.weapon]
    at = f"{name(event.attacker)}'s {weapon.name} at the building in {event.at.label}"
    if event.roll is None and event.hit:
        return f"{at}: an automatic hit"
    roll = "automatic miss" if event.roll is None else f"rolled {event.roll}"
    return f"{at} needs {event.to_hit}: {roll}, {'HIT' if event.hit else 'miss'}"


def _stray_shot(event: ev.StrayShot, state: GameState, name: Name) -> str | None:
    where = f"it hits {name(event.hit)} instead" if event.hit else "it hits no one"
    return (f"    the miss strays ({event.needed}+ hits another unit in the hex): rolled "
            f"{event.roll}, {where}")


def _building_damaged(event: ev.BuildingDamaged, state: GameState, name: Name) -> str | None:
    return (f"    the building in {event.at.label} takes {event.amount} ({event.cause}): "
            f"CF {event.cf_left} left")


def _building_collapsed(event: ev.BuildingCollapsed, state: GameState, name: Name) -> str | None:
    return f"The building in {event.at.label} COLLAPSES: {event.reason}"


def _cover_hit(event: ev.CoverHit, state: GameState, name: Name) -> str | None:
    return (f"    the hit on {name(event.unit)}'s {place(event.location)} strikes "
            f"the cover ({event.cover}) instead")


def _floor_changed(event: ev.FloorChanged, state: GameState, name: Name) -> str | None:
    where = "on the ground floor" if not event.floor else f"on floor {event.floor}"
    unit = state.unit(event.unit) if state.has_unit(event.unit) else None
    building = state.board.building(unit.position) if unit and unit.position else None
    if building is not None and event.floor >= building.height:
        where = "on the roof"
    return f"{name(event.unit)} is now {where}"


def _unit_hidden(event: ev.UnitHidden, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} was hidden in {event.at.label}, "
            f"{tac.name(event.tactical)}" + (", ready to ambush" if event.ambush else "")
            + (f" with a {event.ambush_attack} attack" if event.ambush_attack else ""))


def _formation_set(event: ev.FormationSet, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} " + ("forms up (in formation)" if event.formation
                                     else "deploys (out of formation)")


def _unit_revealed(event: ev.UnitRevealed, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} REVEALED in {event.at.label}: {event.reason}"


def _damage_applied(event: ev.DamageApplied, state: GameState, name: Name) -> str | None:
    return f"    {name(event.unit)}: {event.amount} damage to {place(event.location)}"


def _location_destroyed(event: ev.LocationDestroyed, state: GameState, name: Name) -> str | None:
    return f"    {name(event.unit)}: {place(event.location)} destroyed"


def _unit_destroyed(event: ev.UnitDestroyed, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} DESTROYED ({event.reason})"


def _weapon_jammed(event: ev.WeaponJammed, state: GameState, name: Name) -> str | None:
    return f"    {name(event.unit)}'s weapon jams"


def _motive_hit(event: ev.MotiveHit, state: GameState, name: Name) -> str | None:
    return f"    {name(event.unit)}: motive hit"


def _cruise_reduced(event: ev.CruiseReduced, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} now cruises {event.cruise}, flanks {event.flank}"


def _referee_override(event: ev.RefereeOverride, state: GameState, name: Name) -> str | None:
    return f"Referee: {name(event.unit)} {event.location}, {event.damage} ticked"


def _referee_damaged(event: ev.RefereeDamaged, state: GameState, name: Name) -> str | None:
    return (f"Referee: {name(event.unit)} takes {event.amount} point"
            f"{'s' if event.amount != 1 else ''} of damage on its {place(event.location)}")


def _referee_critical(event: ev.RefereeCritical, state: GameState, name: Name) -> str | None:
    return (f"Referee: {name(event.unit)} {event.location} slot {event.index + 1} "
            f"({event.what or 'empty'}) " + ("hit" if event.hit else "whole again"))


def _referee_placed(event: ev.RefereePlaced, state: GameState, name: Name) -> str | None:
    return (f"Referee: {name(event.unit)} placed in {event.at.label} facing "
            f"{FACING_NAMES[event.facing]}")


def _referee_set_ammo(event: ev.RefereeSetAmmo, state: GameState, name: Name) -> str | None:
    return f"Referee: {name(event.unit)} has used {event.used} {event.ammo} shots"


def _referee_set_condition(event: ev.RefereeSetCondition,
                           state: GameState, name: Name) -> str | None:
    if state.has_unit(event.unit) and state.definition(state.unit(event.unit)).kind \
            is UnitKind.VEHICLE:
        return f"Referee: {name(event.unit)} has {event.motive_hits} motive hit(s)"
    return (f"Referee: {name(event.unit)}'s MechWarrior has {event.pilot_hits} hit(s)"
            + (", unconscious" if event.unconscious else "")
            + (", the 'Mech prone" if event.prone else ""))


def _cluster_hits(event: ev.ClusterHits, state: GameState, name: Name) -> str | None:
    hits = plural(event.hits, 'hit', 'hits')
    return f"    {hits} on the cluster table ({event.column} column)"


def _line_of_sight_chosen(event: ev.LineOfSightChosen, state: GameState, name: Name) -> str | None:
    hexes = ", ".join(state.board.hex_name(h) for h in event.hexes)
    return (f"Line of sight {name(event.attacker)} to {name(event.target)} runs through "
            f"{hexes} (the target's player chose)")


def _unit_left_map(event: ev.UnitLeftMap, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} leaves the map: out of the game"


def _attack_called_off(event: ev.AttackCalledOff, state: GameState, name: Name) -> str | None:
    return f"{name(event.attacker)} calls off an automatic miss"


def _close_assault_ordered(event: ev.CloseAssaultOrdered,
                           state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} is ordered to Close Assault {name(event.target)}"


def _contact_failed(event: ev.ContactFailed, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} could not reach {name(event.target)}: it fires at a "
            "penalty this turn")


def _game_over(event: ev.GameOver, state: GameState, name: Name) -> str | None:
    return ("GAME OVER: " + (f"{state.side(event.winner).name} wins" if event.winner
                             else "a draw"))


# --- physical attacks, Piloting rolls and Close Assault ------------------------------
# A locked tactic is logged without its letter: the log is on screen for both players
# (0204-B: tactics are secret until revealed).

def _physical_declared(event: ev.PhysicalDeclared, state: GameState, name: Name) -> str | None:
    what = " and ".join(ATTACK_NAMES[PhysicalAttack(a)] for a in event.attacks)
    if event.building is not None:
        return (f"{name(event.attacker)} declares {what} at the building in "
                f"{event.building.label}")
    if event.target is None:
        return f"{name(event.attacker)} makes no physical attack"
    return f"{name(event.attacker)} declares {what} at {name(event.target)}"


def _building_blow(event: ev.BuildingBlow, state: GameState, name: Name) -> str | None:
    return (f"{name(event.attacker)}'s {ATTACK_NAMES[PhysicalAttack(event.attack)]} at the "
            f"building in {event.at.label}: an automatic hit, {event.damage} damage")


def _physical_resolved(event: ev.PhysicalResolved, state: GameState, name: Name) -> str | None:
    if event.roll is None:
        outcome = "blocked" if event.hit else "cannot reach: miss"
    else:
        outcome = f"rolled {event.roll}, {'HIT' if event.hit else 'miss'}"
    mods = ", ".join(f"{n} {v:+d}" for n, v in event.modifiers)
    blow = ATTACK_NAMES[PhysicalAttack(event.attack)]
    return (f"{name(event.attacker)}'s {blow} at {name(event.target)} "
            f"needs {event.to_hit} ({mods}): {outcome}")


def _piloting_roll(event: ev.PilotingRoll, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} Piloting Skill Roll ({event.reason}) needs {event.needed}: "
            f"rolled {event.roll}, {'passed' if event.passed else 'FAILED'}")


def _unit_fell(event: ev.UnitFell, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} FALLS, now facing {FACING_NAMES[event.facing]}"


def _unit_stood(event: ev.UnitStood, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} stands up"


def _mech_warrior_hit(event: ev.MechWarriorHit, state: GameState, name: Name) -> str | None:
    return f"    {name(event.unit)}'s MechWarrior hit ({event.hits} in all)"


def _consciousness_rolled(event: ev.ConsciousnessRolled,
                          state: GameState, name: Name) -> str | None:
    state_ = "conscious" if event.conscious else "UNCONSCIOUS"
    return f"    {name(event.unit)} consciousness needs {event.needed}: {event.roll}, {state_}"


def _mech_warrior_ejected(event: ev.MechWarriorEjected, state: GameState, name: Name) -> str | None:
    where = event.landed.label if event.landed else "off the map"
    return f"{name(event.unit)}'s MechWarrior EJECTS, landing in {where}"


def _unit_displaced(event: ev.UnitDisplaced, state: GameState, name: Name) -> str | None:
    where = event.to.label if event.to else "off the map"
    return f"{name(event.unit)} goes to {where}, facing {FACING_NAMES[event.facing]}"


def _assault_started(event: ev.AssaultStarted, state: GameState, name: Name) -> str | None:
    return (f"CLOSE ASSAULT in {event.at.label}: {name(event.attacker)} "
            f"({event.approach.replace('_', ' ')}) on {name(event.defender)}")


def _assault_placed(event: ev.AssaultPlaced, state: GameState, name: Name) -> str | None:
    facing = FACING_NAMES[event.facing]
    spent = f" ({event.mp_spent} MP)" if event.mp_spent else ""
    return f"    {name(event.unit)}: {tac.name(event.place)}, facing {facing}{spent}"


def _tactic_locked(event: ev.TacticLocked, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} locks in a tactic"


def _tactics_revealed(event: ev.TacticsRevealed, state: GameState, name: Name) -> str | None:
    return (f"Tactics revealed: {name(event.defender)} {event.defender_letter}, "
            f"{name(event.attacker)} {event.attacker_letter}: result {event.result} "
            f"({event.result_name})")


def _combat_announced(event: ev.CombatAnnounced, state: GameState, name: Name) -> str | None:
    return f"    {name(event.unit)} moves on {name(event.enemy)}: combat!"


def _friend_shoved(event: ev.FriendShoved, state: GameState, name: Name) -> str | None:
    return (f"    {name(event.unit)} shoves {name(event.friend)} to the "
            f"{tac.name(event.to)}")


def _assault_joined(event: ev.AssaultJoined, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} joins the Close Assault in {event.at.label}"


def _assault_left(event: ev.AssaultLeft, state: GameState, name: Name) -> str | None:
    names = ", ".join(name(u) for u in event.units)
    return f"{names} out of the Close Assault in {event.at.label}; it goes on"


def _assault_ended(event: ev.AssaultEnded, state: GameState, name: Name) -> str | None:
    return f"Close Assault in {event.at.label} ends: {event.reason}"


# --- the multi-model infantry module (seed 004): models on the miniatures table --------

def _model_placed(event: ev.ModelPlaced, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} places model {event.model} at "
            f"({event.x / 25.4:.1f}\", {event.y / 25.4:.1f}\") on the table")


def _placement_ended(event: ev.PlacementEnded, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} has placed its models"


def _leader_chosen(event: ev.LeaderChosen, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} chooses model {event.model} to lead this turn (Swarm)"


def _model_lost(event: ev.ModelLost, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} loses model {event.model}"
            + (": its leader is killed" if event.leader else ""))


def _leader_replaced(event: ev.LeaderReplaced, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)}'s leader takes model {event.model}'s place (Battle "
            "Tactics)")


def _model_restored(event: ev.ModelRestored, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)}'s model {event.model} stands again"


# --- Total Warfare infantry: transport, riders, launchers, falls (seed 003) ----------

def _infantry_loaded(event: ev.InfantryLoaded, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} boards {name(event.carrier)} in {event.at.label}, "
            "spending all its MP")


def _infantry_unloaded(event: ev.InfantryUnloaded, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} gets off {name(event.carrier)} in {event.at.label}: it "
            "may neither move nor attack this turn")


def _rider_fate(event: ev.RiderFate, state: GameState, name: Name) -> str | None:
    where = f"set down in {event.at.label}" if event.at else "lost"
    return f"{name(event.unit)} aboard {name(event.carrier)}: {event.why} ({where})"


def _rider_hit(event: ev.RiderHit, state: GameState, name: Name) -> str | None:
    took = (f"trooper {event.trooper} takes {event.damage} first" if event.damage
            else f"{name(event.carrier)} takes the hit")
    return (f"hit where {name(event.unit)}'s trooper {event.trooper} rides "
            f"{name(event.carrier)} ({event.position}): rolled {event.roll}, {took}")


def _riders_lost(event: ev.RidersLost, state: GameState, name: Name) -> str | None:
    who = ", ".join(str(t) for t in event.troopers)
    return (f"{name(event.unit)}'s trooper{'s' if len(event.troopers) > 1 else ''} {who} "
            f"lost with {name(event.carrier)}'s {event.location}")


def _riders_thrown(event: ev.RidersThrown, state: GameState, name: Name) -> str | None:
    where = f"into {event.at.label}" if event.at else "and is destroyed"
    return (f"{name(event.unit)} falls off {name(event.carrier)} {where}: {event.why}")


def _launchers_jettisoned(event: ev.LaunchersJettisoned,
                          state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} jettisons its body-mounted missile launchers: it may "
            "jump now")


def _domino_displaced(event: ev.DominoDisplaced, state: GameState, name: Name) -> str | None:
    where = f" into {event.to.label}" if event.to else ""
    return (f"domino effect: {name(event.unit)} makes room in {event.at.label} for "
            f"{name(event.by)}, {event.how}{where}")


def _infantry_fell(event: ev.InfantryFell, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)} falls {event.levels} levels into {event.at.label}: "
            f"{event.damage} damage")


def _rider_jolted(event: ev.RiderJolted, state: GameState, name: Name) -> str | None:
    took = f"{event.damage} damage" if event.damage else "unhurt"
    return (f"{name(event.unit)} aboard {name(event.carrier)} ({event.why}): rolled "
            f"{event.roll}, {took}")


# --- critical hits (rules/criticals.py) and anti-'Mech attacks (seed 003) -------------

def _anti_mech_declared(event: ev.AntiMechDeclared, state: GameState, name: Name) -> str | None:
    if not event.modifiers:
        return f"{name(event.unit)} attacks {name(event.target)}, which it swarms"
    return (f"{name(event.unit)} declares a {event.attack.value} attack on "
            f"{name(event.target)}: needs {event.needed} ({breakdown(event.modifiers)})")


def _anti_mech_resolved(event: ev.AntiMechResolved, state: GameState, name: Name) -> str | None:
    if event.roll is None:
        return f"{name(event.unit)}'s swarm attack on {name(event.target)} hits (automatic)"
    return (f"{name(event.unit)}'s {event.attack.value} attack on {name(event.target)}: "
            f"rolled {event.roll} against {event.needed}: "
            f"{'hit' if event.hit else 'miss'}")


def _swarm_started(event: ev.SwarmStarted, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} swarms onto {name(event.host)}"


def _climbed_on(event: ev.ClimbedOn, state: GameState, name: Name) -> str | None:
    return f"{name(event.unit)} climbs onto {name(event.host)} to fight its swarmers"


def _swarm_ended(event: ev.SwarmEnded, state: GameState, name: Name) -> str | None:
    where = f"into {event.at.label}" if event.at is not None else "and is lost"
    return f"{name(event.unit)} comes off {name(event.host)} {where} ({event.why})"


def _swarmer_hit(event: ev.SwarmerHit, state: GameState, name: Name) -> str | None:
    if not event.damage:
        return (f"the hit on {name(event.host)} misses its swarmers (rolled "
                f"{event.roll})")
    return (f"the hit on {name(event.host)} strikes {name(event.unit)} (rolled "
            f"{event.roll}): {event.damage} damage")


def _critical_check(event: ev.CriticalCheck, state: GameState, name: Name) -> str | None:
    if event.blown_off:
        what = "destroyed" if event.location == "H" else "blown off"
        return (f"critical hit check on {name(event.unit)}'s {event.location} "
                f"({event.why}): rolled {event.roll}, {event.location} {what}")
    hits = f"{event.hits} critical hit{'s' if event.hits != 1 else ''}" if event.hits \
        else "no critical hit"
    return (f"critical hit check on {name(event.unit)}'s {event.location} ({event.why}): "
            f"rolled {event.roll}, {hits}")


def _critical_hit(event: ev.CriticalHit, state: GameState, name: Name) -> str | None:
    return (f"critical hit: {name(event.unit)}'s {event.location} slot {event.slot + 1} "
            f"({event.what}): {event.effect}")


def _vehicle_critical_hit(event: ev.VehicleCriticalHit, state: GameState, name: Name) -> str | None:
    return (f"vehicle critical hit on {name(event.unit)} ({event.location}): rolled "
            f"{event.roll}: {event.effect}")


def _ammo_exploded(event: ev.AmmoExploded, state: GameState, name: Name) -> str | None:
    return (f"{name(event.unit)}'s {event.weapon} ammunition explodes in its "
            f"{event.location}: {event.damage} damage")


#: Each event kind's teller (a test holds every kind in ``ev.Event`` to one, or to
#: SILENT).
TELLERS: dict[type, Teller] = {
    ev.DiceRolled: _dice_rolled,
    ev.InitiativeDecided: _initiative_decided,
    ev.PhaseChanged: _phase_changed,
    ev.UnitDeployed: _unit_deployed,
    ev.UnitMoved: _unit_moved,
    ev.AttackDeclared: _attack_declared,
    ev.ShotResolved: _shot_resolved,
    ev.BuildingShot: _building_shot,
    ev.StrayShot: _stray_shot,
    ev.BuildingDamaged: _building_damaged,
    ev.BuildingCollapsed: _building_collapsed,
    ev.CoverHit: _cover_hit,
    ev.FloorChanged: _floor_changed,
    ev.UnitHidden: _unit_hidden,
    ev.FormationSet: _formation_set,
    ev.UnitRevealed: _unit_revealed,
    ev.DamageApplied: _damage_applied,
    ev.LocationDestroyed: _location_destroyed,
    ev.UnitDestroyed: _unit_destroyed,
    ev.WeaponJammed: _weapon_jammed,
    ev.MotiveHit: _motive_hit,
    ev.CruiseReduced: _cruise_reduced,
    ev.RefereeOverride: _referee_override,
    ev.RefereeDamaged: _referee_damaged,
    ev.RefereeCritical: _referee_critical,
    ev.RefereePlaced: _referee_placed,
    ev.RefereeSetAmmo: _referee_set_ammo,
    ev.RefereeSetCondition: _referee_set_condition,
    ev.ClusterHits: _cluster_hits,
    ev.LineOfSightChosen: _line_of_sight_chosen,
    ev.UnitLeftMap: _unit_left_map,
    ev.AttackCalledOff: _attack_called_off,
    ev.CloseAssaultOrdered: _close_assault_ordered,
    ev.ContactFailed: _contact_failed,
    ev.GameOver: _game_over,
    ev.PhysicalDeclared: _physical_declared,
    ev.BuildingBlow: _building_blow,
    ev.PhysicalResolved: _physical_resolved,
    ev.PilotingRoll: _piloting_roll,
    ev.UnitFell: _unit_fell,
    ev.UnitStood: _unit_stood,
    ev.MechWarriorHit: _mech_warrior_hit,
    ev.ConsciousnessRolled: _consciousness_rolled,
    ev.MechWarriorEjected: _mech_warrior_ejected,
    ev.UnitDisplaced: _unit_displaced,
    ev.AssaultStarted: _assault_started,
    ev.AssaultPlaced: _assault_placed,
    ev.TacticLocked: _tactic_locked,
    ev.TacticsRevealed: _tactics_revealed,
    ev.CombatAnnounced: _combat_announced,
    ev.FriendShoved: _friend_shoved,
    ev.AssaultJoined: _assault_joined,
    ev.AssaultLeft: _assault_left,
    ev.AssaultEnded: _assault_ended,
    ev.ModelPlaced: _model_placed,
    ev.PlacementEnded: _placement_ended,
    ev.LeaderChosen: _leader_chosen,
    ev.ModelLost: _model_lost,
    ev.LeaderReplaced: _leader_replaced,
    ev.ModelRestored: _model_restored,
    ev.InfantryLoaded: _infantry_loaded,
    ev.InfantryUnloaded: _infantry_unloaded,
    ev.RiderFate: _rider_fate,
    ev.RiderHit: _rider_hit,
    ev.RidersLost: _riders_lost,
    ev.RidersThrown: _riders_thrown,
    ev.LaunchersJettisoned: _launchers_jettisoned,
    ev.DominoDisplaced: _domino_displaced,
    ev.InfantryFell: _infantry_fell,
    ev.RiderJolted: _rider_jolted,
    ev.AntiMechDeclared: _anti_mech_declared,
    ev.AntiMechResolved: _anti_mech_resolved,
    ev.SwarmStarted: _swarm_started,
    ev.ClimbedOn: _climbed_on,
    ev.SwarmEnded: _swarm_ended,
    ev.SwarmerHit: _swarmer_hit,
    ev.CriticalCheck: _critical_check,
    ev.CriticalHit: _critical_hit,
    ev.VehicleCriticalHit: _vehicle_critical_hit,
    ev.AmmoExploded: _ammo_exploded,
    **STANDARD_TELLERS,  # the standard rules (Total Warfare): structure and heat
}


def _secret(event: ev.Event, state: GameState) -> str | None:
    """0204-B hidden units: the shared log says that a side did something in secret, never
    which unit or where, while the unit stays hidden; once it is revealed the log, rebuilt,
    tells its secret moves, as the player's own record would."""
    uid = getattr(event, "unit", None) or getattr(event, "attacker", None)
    if not isinstance(uid, str) or not state.has_unit(uid) or not state.unit(uid).hidden:
        return None
    side = state.side(state.unit(uid).side).name
    if isinstance(event, ev.UnitHidden):
        return f"{side} records a hidden unit (secret)"
    if isinstance(event, ev.UnitMoved):
        return f"{side} moves a hidden unit (secret)"
    return f"{side}: a hidden unit holds still (secret)"


def _what(entry: LogEntry) -> str:
    """A logged command in words: ResolveAttacks → "resolve attacks"."""
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(entry.command).__name__).lower()


def _rolls(entry: LogEntry) -> str:
    rolls = [e for e in entry.events if isinstance(e, ev.DiceRolled)]
    return "; ".join(f"{r.purpose}: {'+'.join(str(d) for d in r.dice)}" for r in rolls)


def redone_text(entry: LogEntry) -> str:
    """The log line before a redo's own lines: the same command, with the same rolls."""
    what = _what(entry)
    rolls = sum(1 for e in entry.events if isinstance(e, ev.DiceRolled))
    again = f", with the same {plural(rolls, 'roll', 'rolls')}" if rolls else ""
    return f"↷ redone: {what}{again}"


def undone_text(session: Session) -> str:
    """The log line for an undo, naming the rolls it took back.  The app's dice only go
    forward, so those rolls are spent and whatever is done instead rolls new dice: the
    line tells nothing of a roll to come.  A referee's typed rolls are withdrawn, and the
    referee types what is rolled next."""
    entry = session.last_undone
    if entry is None:
        return "↶ undone"
    what, dice = _what(entry), _rolls(entry)
    if not dice:
        return f"↶ undone: {what}"
    if isinstance(session.dice, SeededDice):
        return (f"↶ taken back: {what}. Its rolls are spent ({dice}); whatever is done "
                f"instead rolls new dice")
    return f"↶ undone: {what}. The rolls typed for it are withdrawn: {dice}"


def take_back_question(session: Session) -> tuple[str, str]:
    """Who decides a take-back of the last entry, and what it would take back: the other
    side's player when the entry was one side's (a unit's attacks), else the other
    player (an initiative roll is both sides')."""
    entry = session.log[-1]
    state = session.state
    uid = getattr(entry.command, "unit", None) or getattr(entry.command, "attacker", None)
    asker = next((u.side for u in state.units if u.uid == uid), None)
    others = [s for s in state.sides if s.key != asker] if asker is not None else []
    decider = f"{others[0].name}'s player" if len(others) == 1 else "The other player"
    by = f"{state.side(asker).name}'s player asks" if asker is not None else "A player asks"
    return decider, f"{by} to take back: {_what(entry)} ({_rolls(entry)})."
