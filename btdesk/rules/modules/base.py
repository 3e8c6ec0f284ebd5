"""The hooks a rule module may override; each default leaves the game as it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from btdesk.model.commands import Command
from btdesk.model.events import Event
from btdesk.model.modules import ModuleInfo
from btdesk.model.state import GameState, UnitState

if TYPE_CHECKING:  # the to-hit rules call the modules: no import cycle at run time
    from ..dice import Roller
    from ..tohit import Modifier


class RuleModule:
    info: ModuleInfo
    commands: tuple[type, ...] = ()  # the module's own commands, applied by ``apply``

    def check(self, state: GameState, command: Command) -> None:
        """Raise IllegalCommand to refuse ``command`` before the core rules apply it."""

    def apply(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        raise NotImplementedError  # only called for ``commands``

    def after(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        """``state`` once ``command`` has been applied (its events so far in ``events``)."""
        return state

    def holds(self, state: GameState) -> str | None:
        """A side the module keeps the turn with (a move not finished by its rules), or
        None; the engine asks before whose turn it would otherwise be."""
        return None

    def movement_barred(self, state: GameState, unit: UnitState) -> str | None:
        """Why ``unit`` may not leave its hex this turn whatever it does first, or None:
        another module must not demand a move of it (an assault order of a unit whose
        leader is dead would leave its side without a legal command)."""
        return None

    def listed(self, state: GameState, commands: list[Command]) -> list[Command]:
        """``legal_commands``' list as this module allows it."""
        return commands

    def modifiers(self, state: GameState, attacker: UnitState, target: UnitState
                  ) -> tuple[Modifier, ...]:
        """To-hit modifiers this module adds to every weapon of ``attacker``."""
        return ()
