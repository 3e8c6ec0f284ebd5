"""0204-B *Close Assault* and its Special Infantry Ambush Option as rules modules: the
commands of the Close Assault Phase and of hidden infantry, and the hooks by which the
variant changes the core rules (its phase fought first, units locked in a fight, blows
only in the Close Assault Hex, fire from outside it, its own stacking).

A move into an enemy's hex, hidden movement and an ambush are steps of the Movement
Phase's move, which the engine takes through this package's own functions
(:mod:`.procedure`, :mod:`.hidden`, :mod:`.ambush`); each asks whether its option is on.
"""

from __future__ import annotations

from collections.abc import Collection

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.commands import (
    AssaultManeuver,
    AssaultPlace,
    ChooseTactic,
    Command,
    HideUnit,
    SetFormation,
)
from btdesk.model.events import Event
from btdesk.model.modules import AMBUSH_MODULE, CLOSE_ASSAULT_MODULE
from btdesk.model.state import GameState, MoveMode, Phase, Tactic, UnitState, WeaponFire
from btdesk.rules.core.move_search import Reach
from btdesk.rules.dice import Roller
from btdesk.rules.hooks import RuleModule
from btdesk.rules.modules.close_assault import hidden, procedure
from btdesk.rules.modules.close_assault.listing import (
    assault_commands,
    assault_moves,
    assault_targets,
)
from btdesk.rules.modules.close_assault.outside_fire import fights_back, friend_between, stray
from btdesk.rules.turns import own_active_unit, require


class CloseAssault(RuleModule):
    info = CLOSE_ASSAULT_MODULE
    commands = (AssaultManeuver, AssaultPlace, ChooseTactic, HideUnit, SetFormation)
    declares_blows = True  # a 'Mech answers the infantry that ambushed it in its hex
    piloting_rolls = True
    shares_enemy_hexes = True

    def refusal_when_off(self, command: Command) -> str:
        if isinstance(command, HideUnit):
            return "hiding infantry needs the Close Assault option"
        if isinstance(command, SetFormation):
            return "forming up infantry needs the Close Assault option"
        return super().refusal_when_off(command)

    def apply(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        if isinstance(command, AssaultManeuver):
            require(state, Phase.PHYSICAL_ATTACK, "maneuvering in a Close Assault")
            own_active_unit(state, command.unit)
            return procedure.maneuver(state, command.unit, tuple(command.steps), command.shift,
                                      roller, events)
        if isinstance(command, AssaultPlace):
            own_active_unit(state, command.unit)
            return procedure.place(state, command.unit, command.place, events)
        if isinstance(command, HideUnit):
            return hidden.hide(state, command, events)
        if isinstance(command, SetFormation):
            return hidden.set_formation(state, command, events)
        assert isinstance(command, ChooseTactic)
        require(state, Phase.PHYSICAL_ATTACK, "choosing a Close Assault tactic")
        own_active_unit(state, command.unit)
        return procedure.choose(state, Tactic(command.unit, command.letter, command.target,
                                              command.move_to, command.facing, command.limb,
                                              command.weapons), roller, events)

    def takes_phase(self, state: GameState) -> str | None:
        if state.phase is Phase.PHYSICAL_ATTACK and state.assaults and procedure.pending(state):
            return "the Close Assaults are fought first"
        return None

    def move_locked(self, state: GameState, unit: UnitState) -> str | None:
        """0204-B: units in a Close Assault are "left where they are until the next Close
        Assault Phase" (an attacker that never got in moves on)."""
        if state.engagement(unit.uid) is not None and not procedure.never_got_in(state, unit.uid):
            return f"{unit.name} is locked in a Close Assault until the next Close Assault Phase"
        return None

    def blow_barred(self, state: GameState, unit: UnitState, target: UnitState | None
                    ) -> str | None:
        if target is None:
            return "with Close Assault, blows are traded in the Close Assault Hex"
        if not fights_back(state, unit, target):
            return ("with Close Assault, blows are traded in the Close Assault Hex; outside it "
                    "a 'Mech attacks only infantry that ambushed it in its hex (Close Assault)")
        return None

    def missed(self, state: GameState, attacker_uid: str, target_uid: str, fire: WeaponFire,
               roller: Roller, events: list[Event], troopers: int | None) -> GameState:
        return stray(state, attacker_uid, target_uid, fire, roller, events, troopers)

    def partial_cover(self, state: GameState, attacker: UnitState, target: UnitState) -> bool:
        return friend_between(state, attacker, target)

    def more_moves(self, state: GameState, unit: UnitState,
                   reach: dict[MoveMode, dict[tuple[Hex, int], Reach]],
                   memo: dict[str, object]) -> list[Command]:
        """The moves into an enemy's hex; the side's targets, the hexes beside them and
        the (hex, facing) ends facing into one are found once for all its units."""
        if state.definition(unit).kind.is_infantry:
            return []  # infantry's Close Assaults are the multi-unit rules'
        targets = memo.get("close_assault")
        if targets is None:
            found = assault_targets(state, unit)
            targets = memo["close_assault"] = (
                found, {neighbor(h, d) for h in found for d in range(6)},
                {(neighbor(h, d), (d + 3) % 6) for h in found for d in range(6)})
        assert isinstance(targets, tuple)
        return assault_moves(state, unit, reach, *targets)

    def listed(self, state: GameState, commands: list[Command]) -> list[Command]:
        if self.takes_phase(state) is not None:
            return commands + assault_commands(state)
        return commands

    def phase_begins(self, state: GameState, roller: Roller, events: list[Event]) -> GameState:
        if state.phase is Phase.PHYSICAL_ATTACK:
            return procedure.new_turn(state, events, roller)
        return state

    def units_removed(self, state: GameState, events: list[Event]) -> GameState:
        return procedure.prune(state, events)


class Ambush(RuleModule):
    """The Special Infantry Ambush Option: its rules are steps of a move
    (:mod:`.ambush`) and of hiding (:mod:`.hidden`), each asking whether it is on."""

    info = AMBUSH_MODULE


def close_assault_played(options: Collection[str]) -> bool:
    """Whether a game with ``options`` plays 0204-B (the window asks: the Close Assault
    dock, the phase's name, the Enter and Charge buttons)."""
    return CLOSE_ASSAULT_MODULE.key in options


def ambush_played(options: Collection[str]) -> bool:
    """Whether a game with ``options`` plays the Special Infantry Ambush Option."""
    return AMBUSH_MODULE.key in options


MODULE = CloseAssault()
AMBUSH = Ambush()
