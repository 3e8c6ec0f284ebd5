"""The standard rules' (Total Warfare) events in words, for the dice log: internal
structure lost, the Heat Phase's sum, heat rolls, shutdowns and a referee's changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from btdesk.model import events as ev
from btdesk.model.state import GameState

Name = Callable[[str], str]


def _structure_damaged(event: ev.StructureDamaged, state: GameState, name: Name) -> str:
    return (f"    {name(event.unit)}: {event.amount} internal structure lost in its "
            f"{event.location}")


def _heat_resolved(event: ev.HeatResolved, state: GameState, name: Name) -> str:
    made = f"made {event.made}" + (f" ({event.why})" if event.why else "")
    return f"heat: {name(event.unit)} {made}, sank {event.sunk}: heat {event.heat}"


def _heat_rolled(event: ev.HeatRolled, state: GameState, name: Name) -> str:
    if event.what == "start-up":
        verdict = "starts up" if event.avoided else "stays shut down"
    else:
        verdict = "avoided" if event.avoided else "not avoided"
    rolled = f"rolled {event.roll}" if event.roll else "no roll (MechWarrior unconscious)"
    return (f"{name(event.unit)} at heat {event.heat}: {event.what} roll ({event.target}+), "
            f"{rolled}: {verdict}")


def _shut_down(event: ev.ShutDown, state: GameState, name: Name) -> str:
    if event.on:
        return f"{name(event.unit)} starts up again ({event.why})"
    return f"{name(event.unit)} SHUTS DOWN ({event.why})"


def _referee_standard(event: ev.RefereeStandard, state: GameState, name: Name) -> str:
    value = ("yes" if event.value else "no") if event.what == "shut down" else event.value
    return f"Referee: {name(event.unit)}'s {event.what} set to {value}"


STANDARD_TELLERS: dict[type, Callable[[Any, GameState, Name], str | None]] = {
    ev.StructureDamaged: _structure_damaged,
    ev.HeatResolved: _heat_resolved,
    ev.HeatRolled: _heat_rolled,
    ev.ShutDown: _shut_down,
    ev.RefereeStandard: _referee_standard,
}
