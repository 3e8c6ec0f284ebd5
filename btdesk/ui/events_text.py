"""Events in words, for the dice log: what rolled, for what, and what it did."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from btdesk.hexgrid import FACING_NAMES
from btdesk.model import events as ev
from btdesk.model.state import GameState, Phase
from btdesk.model.units import LOCATION_NAMES, UnitKind
from btdesk.model.vocab import PhysicalAttack
from btdesk.rules import ATTACK_NAMES
from btdesk.rules import tactical as tac
from btdesk.rules.modules.close_assault import close_assault_played
from btdesk.session.dice import SeededDice
from btdesk.session.game import LogEntry, Session


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


def describe(event: ev.Event, state: GameState) -> str | None:
    def name(uid: str) -> str:
        return state.unit(uid).name if state.has_unit(uid) else uid

    secret = _secret(event, state)
    if secret is not None:
        return secret
    if isinstance(event, ev.DiceRolled):
        dice = " + ".join(str(d) for d in event.dice)
        total = f" = {event.total}" if len(event.dice) > 1 else ""
        return f"  roll: {event.purpose}: {dice}{total}"
    if isinstance(event, ev.InitiativeDecided):
        return f"Initiative: {state.side(event.order[-1]).name} wins; " \
               f"{state.side(event.order[0]).name} moves first"
    if isinstance(event, ev.PhaseChanged):
        return f"— Turn {event.turn}: {event.phase.value.replace('_', ' ')} phase —"
    if isinstance(event, ev.UnitDeployed):
        return f"{name(event.unit)} placed in {event.at.label} facing {FACING_NAMES[event.facing]}"
    if isinstance(event, ev.UnitMoved):
        where = event.path[-1].label if event.path else "its hex"
        kind = state.definition(state.unit(event.unit)).kind if state.has_unit(
            event.unit) else UnitKind.MECH
        return (f"{name(event.unit)} {event.mode.name_for(kind)}: {where}, facing "
                f"{FACING_NAMES[event.facing]} ({event.mp_spent} MP, "
                f"{plural(event.hexes, 'hex', 'hexes')})")
    if isinstance(event, ev.AttackDeclared):
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
    if isinstance(event, ev.ShotResolved):
        weapon = state.definition(state.unit(event.attacker)).weapon_instances()[event.weapon]
        outcome = "HIT" if event.hit else "miss"
        roll = "automatic miss" if event.roll is None else f"rolled {event.roll}"
        return f"{name(event.attacker)}'s {weapon.name} needs {event.to_hit}: {roll}, {outcome}"
    if isinstance(event, ev.BuildingShot):
        weapon = state.definition(state.unit(event.attacker)).weapon_instances()[event.weapon]
        at = f"{name(event.attacker)}'s {weapon.name} at the building in {event.at.label}"
        if event.roll is None and event.hit:
            return f"{at}: an automatic hit"
        roll = "automatic miss" if event.roll is None else f"rolled {event.roll}"
        return f"{at} needs {event.to_hit}: {roll}, {'HIT' if event.hit else 'miss'}"
    if isinstance(event, ev.StrayShot):
        where = f"it hits {name(event.hit)} instead" if event.hit else "it hits no one"
        return (f"    the miss strays ({event.needed}+ hits another unit in the hex): rolled "
                f"{event.roll}, {where}")
    if isinstance(event, ev.BuildingDamaged):
        return (f"    the building in {event.at.label} takes {event.amount} ({event.cause}): "
                f"CF {event.cf_left} left")
    if isinstance(event, ev.BuildingCollapsed):
        return f"The building in {event.at.label} COLLAPSES: {event.reason}"
    if isinstance(event, ev.CoverHit):
        return (f"    the hit on {name(event.unit)}'s {place(event.location)} strikes "
                f"the cover ({event.cover}) instead")
    if isinstance(event, ev.FloorChanged):
        where = "on the ground floor" if not event.floor else f"on floor {event.floor}"
        unit = state.unit(event.unit) if state.has_unit(event.unit) else None
        building = state.board.building(unit.position) if unit and unit.position else None
        if building is not None and event.floor >= building.height:
            where = "on the roof"
        return f"{name(event.unit)} is now {where}"
    if isinstance(event, ev.UnitHidden):
        return (f"{name(event.unit)} was hidden in {event.at.label}, "
                f"{tac.name(event.tactical)}" + (", ready to ambush" if event.ambush else "")
                + (f" with a {event.ambush_attack} attack" if event.ambush_attack else ""))
    if isinstance(event, ev.FormationSet):
        return f"{name(event.unit)} " + ("forms up (in formation)" if event.formation
                                         else "deploys (out of formation)")
    if isinstance(event, ev.UnitRevealed):
        return f"{name(event.unit)} REVEALED in {event.at.label}: {event.reason}"
    if isinstance(event, ev.DamageApplied):
        return f"    {name(event.unit)}: {event.amount} damage to {place(event.location)}"
    if isinstance(event, ev.LocationDestroyed):
        return f"    {name(event.unit)}: {place(event.location)} destroyed"
    if isinstance(event, ev.UnitDestroyed):
        return f"{name(event.unit)} DESTROYED ({event.reason})"
    if isinstance(event, ev.WeaponJammed):
        return f"    {name(event.unit)}'s weapon jams"
    if isinstance(event, ev.MotiveHit):
        return f"    {name(event.unit)}: motive hit"
    if isinstance(event, ev.CruiseReduced):
        return f"{name(event.unit)} now cruises {event.cruise}, flanks {event.flank}"
    if isinstance(event, ev.RefereeOverride):
        return f"Referee: {name(event.unit)} {event.location}, {event.damage} ticked"
    if isinstance(event, ev.RefereeDamaged):
        return (f"Referee: {name(event.unit)} takes {event.amount} point"
                f"{'s' if event.amount != 1 else ''} of damage on its {place(event.location)}")
    if isinstance(event, ev.RefereeCritical):
        return (f"Referee: {name(event.unit)} {event.location} slot {event.index + 1} "
                f"({event.what or 'empty'}) " + ("hit" if event.hit else "whole again"))
    if isinstance(event, ev.RefereePlaced):
        return (f"Referee: {name(event.unit)} placed in {event.at.label} facing "
                f"{FACING_NAMES[event.facing]}")
    if isinstance(event, ev.RefereeSetAmmo):
        return f"Referee: {name(event.unit)} has used {event.used} {event.ammo} shots"
    if isinstance(event, ev.RefereeSetCondition):
        if state.has_unit(event.unit) and state.definition(state.unit(event.unit)).kind \
                is UnitKind.VEHICLE:
            return f"Referee: {name(event.unit)} has {event.motive_hits} motive hit(s)"
        return (f"Referee: {name(event.unit)}'s MechWarrior has {event.pilot_hits} hit(s)"
                + (", unconscious" if event.unconscious else "")
                + (", the 'Mech prone" if event.prone else ""))
    if isinstance(event, ev.ClusterHits):
        hits = plural(event.hits, 'hit', 'hits')
        return f"    {hits} on the cluster table ({event.column} column)"
    if isinstance(event, ev.LineOfSightChosen):
        hexes = ", ".join(h.label for h in event.hexes)
        return (f"Line of sight {name(event.attacker)} to {name(event.target)} runs through "
                f"{hexes} (the target's player chose)")
    if isinstance(event, ev.UnitLeftMap):
        return f"{name(event.unit)} leaves the map: out of the game"
    if isinstance(event, ev.AttackCalledOff):
        return f"{name(event.attacker)} calls off an automatic miss"
    if isinstance(event, ev.CloseAssaultOrdered):
        return f"{name(event.unit)} is ordered to Close Assault {name(event.target)}"
    if isinstance(event, ev.ContactFailed):
        return (f"{name(event.unit)} could not reach {name(event.target)}: it fires at a "
                "penalty this turn")
    text = _physical(event, name) or _models(event, name) or _transport(event, name)
    if text is not None:
        return text
    if isinstance(event, ev.GameOver):
        return ("GAME OVER: " + (f"{state.side(event.winner).name} wins" if event.winner
                                 else "a draw"))
    return None


def _models(event: ev.Event, name: Callable[[str], str]) -> str | None:
    """The multi-model infantry module (seed 004): models on the miniatures table."""
    if isinstance(event, ev.ModelPlaced):
        return (f"{name(event.unit)} places model {event.model} at "
                f"({event.x / 25.4:.1f}\", {event.y / 25.4:.1f}\") on the table")
    if isinstance(event, ev.PlacementEnded):
        return f"{name(event.unit)} has placed its models"
    if isinstance(event, ev.LeaderChosen):
        return f"{name(event.unit)} chooses model {event.model} to lead this turn (Swarm)"
    if isinstance(event, ev.ModelLost):
        return (f"{name(event.unit)} loses model {event.model}"
                + (": its leader is killed" if event.leader else ""))
    if isinstance(event, ev.LeaderReplaced):
        return (f"{name(event.unit)}'s leader takes model {event.model}'s place (Battle "
                "Tactics)")
    if isinstance(event, ev.ModelRestored):
        return f"{name(event.unit)}'s model {event.model} stands again"
    return None


def _transport(event: ev.Event, name: Callable[[str], str]) -> str | None:
    """Infantry transport (seed 003 歩兵輸送)."""
    if isinstance(event, ev.InfantryLoaded):
        return (f"{name(event.unit)} boards {name(event.carrier)} in {event.at.label}, "
                "spending all its MP")
    if isinstance(event, ev.InfantryUnloaded):
        return (f"{name(event.unit)} gets off {name(event.carrier)} in {event.at.label}: it "
                "may neither move nor attack this turn")
    if isinstance(event, ev.RiderFate):
        where = f"set down in {event.at.label}" if event.at else "lost"
        return f"{name(event.unit)} aboard {name(event.carrier)}: {event.why} ({where})"
    if isinstance(event, ev.RiderHit):
        took = (f"trooper {event.trooper} takes {event.damage} first" if event.damage
                else f"{name(event.carrier)} takes the hit")
        return (f"hit where {name(event.unit)}'s trooper {event.trooper} rides "
                f"{name(event.carrier)} ({event.position}): rolled {event.roll}, {took}")
    if isinstance(event, ev.RidersLost):
        who = ", ".join(str(t) for t in event.troopers)
        return (f"{name(event.unit)}'s trooper{'s' if len(event.troopers) > 1 else ''} {who} "
                f"lost with {name(event.carrier)}'s {event.location}")
    if isinstance(event, ev.RidersThrown):
        where = f"into {event.at.label}" if event.at else "and is destroyed"
        return (f"{name(event.unit)} falls off {name(event.carrier)} {where}: {event.why}")
    if isinstance(event, ev.LaunchersJettisoned):
        return (f"{name(event.unit)} jettisons its body-mounted missile launchers: it may "
                "jump now")
    if isinstance(event, ev.DominoDisplaced):
        where = f" into {event.to.label}" if event.to else ""
        return (f"domino effect: {name(event.unit)} makes room in {event.at.label} for "
                f"{name(event.by)}, {event.how}{where}")
    if isinstance(event, ev.InfantryFell):
        return (f"{name(event.unit)} falls {event.levels} levels into {event.at.label}: "
                f"{event.damage} damage")
    if isinstance(event, ev.RiderJolted):
        took = f"{event.damage} damage" if event.damage else "unhurt"
        return (f"{name(event.unit)} aboard {name(event.carrier)} ({event.why}): rolled "
                f"{event.roll}, {took}")
    return _critical(event, name)


def _critical(event: ev.Event, name: Callable[[str], str]) -> str | None:
    """Critical hits (rules/criticals.py) and anti-'Mech attacks (seed 003)."""
    if isinstance(event, ev.AntiMechDeclared):
        if not event.modifiers:
            return f"{name(event.unit)} attacks {name(event.target)}, which it swarms"
        return (f"{name(event.unit)} declares a {event.attack.value} attack on "
                f"{name(event.target)}: needs {event.needed} ({breakdown(event.modifiers)})")
    if isinstance(event, ev.AntiMechResolved):
        if event.roll is None:
            return f"{name(event.unit)}'s swarm attack on {name(event.target)} hits (automatic)"
        return (f"{name(event.unit)}'s {event.attack.value} attack on {name(event.target)}: "
                f"rolled {event.roll} against {event.needed}: "
                f"{'hit' if event.hit else 'miss'}")
    if isinstance(event, ev.SwarmStarted):
        return f"{name(event.unit)} swarms onto {name(event.host)}"
    if isinstance(event, ev.ClimbedOn):
        return f"{name(event.unit)} climbs onto {name(event.host)} to fight its swarmers"
    if isinstance(event, ev.SwarmEnded):
        where = f"into {event.at.label}" if event.at is not None else "and is lost"
        return f"{name(event.unit)} comes off {name(event.host)} {where} ({event.why})"
    if isinstance(event, ev.SwarmerHit):
        if not event.damage:
            return (f"the hit on {name(event.host)} misses its swarmers (rolled "
                    f"{event.roll})")
        return (f"the hit on {name(event.host)} strikes {name(event.unit)} (rolled "
                f"{event.roll}): {event.damage} damage")
    if isinstance(event, ev.CriticalCheck):
        if event.blown_off:
            what = "destroyed" if event.location == "H" else "blown off"
            return (f"critical hit check on {name(event.unit)}'s {event.location} "
                    f"({event.why}): rolled {event.roll}, {event.location} {what}")
        hits = f"{event.hits} critical hit{'s' if event.hits != 1 else ''}" if event.hits \
            else "no critical hit"
        return (f"critical hit check on {name(event.unit)}'s {event.location} ({event.why}): "
                f"rolled {event.roll}, {hits}")
    if isinstance(event, ev.CriticalHit):
        return (f"critical hit: {name(event.unit)}'s {event.location} slot {event.slot + 1} "
                f"({event.what}): {event.effect}")
    if isinstance(event, ev.VehicleCriticalHit):
        return (f"vehicle critical hit on {name(event.unit)} ({event.location}): rolled "
                f"{event.roll}: {event.effect}")
    if isinstance(event, ev.AmmoExploded):
        return (f"{name(event.unit)}'s {event.weapon} ammunition explodes in its "
                f"{event.location}: {event.damage} damage")
    return _standard(event, name)


def _standard(event: ev.Event, name: Callable[[str], str]) -> str | None:
    """The standard rules (Total Warfare): internal structure and heat."""
    if isinstance(event, ev.StructureDamaged):
        return (f"{name(event.unit)}: {event.amount} internal structure lost in its "
                f"{event.location}")
    if isinstance(event, ev.HeatResolved):
        made = f"made {event.made}" + (f" ({event.why})" if event.why else "")
        return (f"heat: {name(event.unit)} {made}, sank {event.sunk}: heat {event.heat}")
    if isinstance(event, ev.HeatRolled):
        if event.what == "start-up":
            verdict = "starts up" if event.avoided else "stays shut down"
        else:
            verdict = "avoided" if event.avoided else "not avoided"
        rolled = f"rolled {event.roll}" if event.roll else "no roll (MechWarrior unconscious)"
        return (f"{name(event.unit)} at heat {event.heat}: {event.what} roll "
                f"({event.target}+), {rolled}: {verdict}")
    if isinstance(event, ev.RefereeStandard):
        value = ("yes" if event.value else "no") if event.what == "shut down" else event.value
        return f"referee: {name(event.unit)}'s {event.what} set to {value}"
    if isinstance(event, ev.ShutDown):
        if event.on:
            return f"{name(event.unit)} starts up again ({event.why})"
        return f"{name(event.unit)} shuts down ({event.why})"
    return None


def _physical(event: ev.Event, name: Callable[[str], str]) -> str | None:
    """Physical attacks, Piloting rolls and Close Assault.  A locked tactic is logged
    without its letter: the log is on screen for both players (0204-B: tactics are
    secret until revealed)."""
    if isinstance(event, ev.PhysicalDeclared):
        what = " and ".join(ATTACK_NAMES[PhysicalAttack(a)] for a in event.attacks)
        if event.building is not None:
            return (f"{name(event.attacker)} declares {what} at the building in "
                    f"{event.building.label}")
        if event.target is None:
            return f"{name(event.attacker)} makes no physical attack"
        return f"{name(event.attacker)} declares {what} at {name(event.target)}"
    if isinstance(event, ev.BuildingBlow):
        return (f"{name(event.attacker)}'s {ATTACK_NAMES[PhysicalAttack(event.attack)]} at the "
                f"building in {event.at.label}: an automatic hit, {event.damage} damage")
    if isinstance(event, ev.PhysicalResolved):
        if event.roll is None:
            outcome = "blocked" if event.hit else "cannot reach: miss"
        else:
            outcome = f"rolled {event.roll}, {'HIT' if event.hit else 'miss'}"
        mods = ", ".join(f"{n} {v:+d}" for n, v in event.modifiers)
        blow = ATTACK_NAMES[PhysicalAttack(event.attack)]
        return (f"{name(event.attacker)}'s {blow} at {name(event.target)} "
                f"needs {event.to_hit} ({mods}): {outcome}")
    if isinstance(event, ev.PilotingRoll):
        return (f"{name(event.unit)} Piloting Skill Roll ({event.reason}) needs {event.needed}: "
                f"rolled {event.roll}, {'passed' if event.passed else 'FAILED'}")
    if isinstance(event, ev.UnitFell):
        return f"{name(event.unit)} FALLS, now facing {FACING_NAMES[event.facing]}"
    if isinstance(event, ev.UnitStood):
        return f"{name(event.unit)} stands up"
    if isinstance(event, ev.MechWarriorHit):
        return f"    {name(event.unit)}'s MechWarrior hit ({event.hits} in all)"
    if isinstance(event, ev.ConsciousnessRolled):
        state_ = "conscious" if event.conscious else "UNCONSCIOUS"
        return f"    {name(event.unit)} consciousness needs {event.needed}: {event.roll}, {state_}"
    if isinstance(event, ev.MechWarriorEjected):
        where = event.landed.label if event.landed else "off the map"
        return f"{name(event.unit)}'s MechWarrior EJECTS, landing in {where}"
    if isinstance(event, ev.UnitDisplaced):
        where = event.to.label if event.to else "off the map"
        return f"{name(event.unit)} goes to {where}, facing {FACING_NAMES[event.facing]}"
    if isinstance(event, ev.AssaultStarted):
        return (f"CLOSE ASSAULT in {event.at.label}: {name(event.attacker)} "
                f"({event.approach.replace('_', ' ')}) on {name(event.defender)}")
    if isinstance(event, ev.AssaultPlaced):
        facing = FACING_NAMES[event.facing]
        spent = f" ({event.mp_spent} MP)" if event.mp_spent else ""
        return f"    {name(event.unit)}: {tac.name(event.place)}, facing {facing}{spent}"
    if isinstance(event, ev.TacticLocked):
        return f"{name(event.unit)} locks in a tactic"
    if isinstance(event, ev.TacticsRevealed):
        return (f"Tactics revealed: {name(event.defender)} {event.defender_letter}, "
                f"{name(event.attacker)} {event.attacker_letter}: result {event.result} "
                f"({event.result_name})")
    if isinstance(event, ev.CombatAnnounced):
        return f"    {name(event.unit)} moves on {name(event.enemy)}: combat!"
    if isinstance(event, ev.FriendShoved):
        return (f"    {name(event.unit)} shoves {name(event.friend)} to the "
                f"{tac.name(event.to)}")
    if isinstance(event, ev.AssaultJoined):
        return f"{name(event.unit)} joins the Close Assault in {event.at.label}"
    if isinstance(event, ev.AssaultLeft):
        names = ", ".join(name(u) for u in event.units)
        return f"{names} out of the Close Assault in {event.at.label}; it goes on"
    if isinstance(event, ev.AssaultEnded):
        return f"Close Assault in {event.at.label} ends: {event.reason}"
    return None


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
