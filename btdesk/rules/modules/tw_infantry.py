"""Total Warfare infantry (seed 003, the Japanese translation of *Total Warfare*'s
infantry chapter): the rules a Quick-Start game plays with once the option is on.

Built so far, each with the seed's heading in its test:

- 歩兵の移動: infantry pay the terrain costs other units pay, woods by the seed's own
  numbers (``tw_infantry.yaml`` ``infantry_mp``), and may always enter one hex with all
  their MP (the minimum movement rule the seed cites from Total Warfare p. 49).
- スタッキング: two units per side and four per hex, at most one 'Mech among them, at
  the end of a move; entering an enemy's hex ends a move, except a 'Mech's where the
  enemies are only infantry.  ``shared/rules-notes.md`` §8 paraphrases the limit as "one
  of them may be a 'Mech"; the seed says a 'Mech is one of the hex's four, so a hex
  holds one 'Mech whatever its side, and that is what is built.  With Close Assault on,
  0204-B's Close Assault Hex keeps its own stacking (the hex there is seven tactical
  hexes, and its crowding rules are written for that scale).
- Units of both sides may now share a hex; any unit may fire at an enemy in its own hex
  (the Quick-Start rules let only infantry, since nothing else could be there), at the
  range the Quick-Start rules give such fire (1; conventional platoons 0).
- 通常歩兵の攻撃: a platoon's troopers that hit come from the Cluster Hits Table's
  column for the troopers standing (a lone trooper always hits), and its sheet's damage
  for that many troopers is dealt; a machine-gun platoon adds 1D6 against conventional
  infantry.

- 歩兵輸送: carriers load and unload infantry at the end of their move, and riders
  live or die with a destroyed carrier (``transport.py``).

Not built yet (issue 16): battle armor split fire, VTOL/UMU and mechanized movement
types, the domino effect and infantry falling, mechanized battle armor.
"""

from __future__ import annotations

from btdesk.model.board import Terrain
from btdesk.model.commands import Command, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import ClusterHits, Event
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, UnitState
from btdesk.model.tw_infantry import StackingLimits, TwInfantryRules
from btdesk.model.units import UnitDefinition, UnitKind

from ..dice import Roller
from . import transport
from .base import RuleModule


def rules_of(state: GameState) -> TwInfantryRules:
    rules = state.rules.tw_infantry
    if rules is None:  # pragma: no cover - the loader always supplies the table
        raise IllegalCommand("the Total Warfare infantry table is missing from this game")
    return rules


class TwInfantry(RuleModule):
    info = TW_INFANTRY
    carries_infantry = True

    def check(self, state: GameState, command: Command) -> None:
        if isinstance(command, MoveUnit):
            transport.check_cargo(state, command)

    def after(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        if isinstance(command, MoveUnit) and (command.load or command.unload):
            state = transport.apply_cargo(state, command, events)
        return transport.drop_riders(state, roller, events)

    def listed(self, state: GameState, commands: list[Command]) -> list[Command]:
        return transport.listed_cargo(state, commands)

    def infantry_mp(self, state: GameState, definition: UnitDefinition, terrain: Terrain,
                    standard: int) -> int:
        return rules_of(state).infantry_mp.get(terrain, standard)

    def minimum_move(self, state: GameState, definition: UnitDefinition) -> bool:
        return definition.kind.is_infantry and rules_of(state).minimum_move

    def stacking(self, state: GameState) -> StackingLimits | None:
        return rules_of(state).stacking

    def same_hex_fire(self, state: GameState, attacker: UnitState, target: UnitState) -> bool:
        return True

    def platoon_hits(self, state: GameState, attacker: UnitState, weapon_index: int,
                     standing: int, roller: Roller, events: list[Event]) -> int:
        """通常歩兵の攻撃: "19人の生存兵を擁する小隊は19の列を使用して…(1人しか残っていない
        小隊の結果は常に「1」である)" — the column of the troopers standing (the table's
        last column for more), a lone trooper always 1."""
        if standing <= 1:
            return standing
        table = state.rules.cluster_hits
        column = min(standing, max(table))
        hits = table[column][roller.total(2, f"troopers of {attacker.name} hitting")]
        events.append(ClusterHits(attacker.uid, weapon_index, column, hits))
        return hits

    def fires_as_infantry(self, state: GameState, attacker: UnitState, standard: bool) -> bool:
        """他の歩兵ユニットからのダメージ: "通常歩兵ユニットが他の通常歩兵ユニットに与える
        ダメージは常に標準ダメージに等しい" (conventional on conventional is dealt as is);
        battle armor is a non-conventional unit (非通常歩兵ユニット), whose hits go by the
        non-infantry weapon table, or burst-fire dice per hit."""
        return state.definition(attacker).kind is UnitKind.INFANTRY

    def platoon_bonus(self, state: GameState, attacker: UnitState, target: UnitState,
                      roller: Roller, events: list[Event]) -> int:
        """機関銃小隊: +1D6 against conventional infantry."""
        rules = rules_of(state)
        infantry = state.definition(attacker).infantry
        if (state.definition(target).kind is not UnitKind.INFANTRY or infantry is None
                or infantry.weapon not in rules.machine_guns or not rules.machine_gun_dice):
            return 0
        return roller.total(rules.machine_gun_dice,
                            f"machine-gun platoon {attacker.name} against infantry")
