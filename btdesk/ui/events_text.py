"""Events in words, for the dice log: what rolled, for what, and what it did."""

from __future__ import annotations

from btdesk.hexgrid import FACING_NAMES
from btdesk.model import events as ev
from btdesk.model.state import GameState


def describe(event: ev.Event, state: GameState) -> str | None:
    def name(uid: str) -> str:
        return state.unit(uid).name if state.has_unit(uid) else uid

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
        return (f"{name(event.unit)} {event.mode.value}: {where}, facing "
                f"{FACING_NAMES[event.facing]} ({event.mp_spent} MP, {event.hexes} hexes)")
    if isinstance(event, ev.AttackDeclared):
        if event.target is None:
            return f"{name(event.attacker)} makes no attack"
        return f"{name(event.attacker)} declares {len(event.weapons)} weapon(s) at " \
               f"{name(event.target)}"
    if isinstance(event, ev.ShotResolved):
        weapon = state.definition(state.unit(event.attacker)).weapon_instances()[event.weapon]
        outcome = "HIT" if event.hit else "miss"
        roll = "automatic miss" if event.roll is None else f"rolled {event.roll}"
        return f"{name(event.attacker)}'s {weapon.name} needs {event.to_hit}: {roll}, {outcome}"
    if isinstance(event, ev.DamageApplied):
        return f"    {name(event.unit)}: {event.amount} damage to {event.location}"
    if isinstance(event, ev.LocationDestroyed):
        return f"    {name(event.unit)}: {event.location} destroyed"
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
    if isinstance(event, ev.RefereePlaced):
        return (f"Referee: {name(event.unit)} placed in {event.at.label} facing "
                f"{FACING_NAMES[event.facing]}")
    if isinstance(event, ev.RefereeSetAmmo):
        return f"Referee: {name(event.unit)} has used {event.used} {event.ammo} shots"
    if isinstance(event, ev.AttackCalledOff):
        return f"{name(event.attacker)} calls off an automatic miss"
    if isinstance(event, ev.GameOver):
        return ("GAME OVER: " + (f"{state.side(event.winner).name} wins" if event.winner
                                 else "a draw"))
    return None
