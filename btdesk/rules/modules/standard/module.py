"""The standard rules module (Total Warfare): its hooks.

- ``sheet``: a Quick-Start 'Mech plays its standard version (rear armour, heat sinks);
- ``damage_mech``, ``damage_vehicle``: damage goes through armour into internal
  structure (``structure.py``); ``mech_struck``: the critical-hit rolls structure
  damage calls for and a fall for a lost leg; ``sheet_lost``: a referee's armour ticks
  destroy no location;
- ``location_rolled``: a 2 on a 'Mech's hit location roll, a 2 or 12 on a vehicle's,
  rolls for a critical hit whatever the armour (Total Warfare's hit location tables;
  with the "Critical hits" option on as well, that option rolls it instead);
- ``after``, ``phase_begins``: the damage each 'Mech takes in a phase, and the Piloting
  Skill Roll 20 points of it call for;
- ``heat_phase``: heat (``heat.py``); ``walk_mp``, ``modifiers``: the Heat Scale's
  walking MP lost and to-hit modifier; a shut-down 'Mech moves, fires and strikes
  nothing and is an immobile target (``blow_target_modifiers`` for blows);
- its own commands: a referee's structure ticks and heat (``referee.py``).
"""

from __future__ import annotations

from btdesk.model.commands import Command
from btdesk.model.events import Event
from btdesk.model.modules import CRITICAL_HITS, STANDARD
from btdesk.model.standard import RefereeHeat, TickStructure, scale
from btdesk.model.state import GameState, UnitState
from btdesk.model.tables import RuleTables
from btdesk.model.units import UnitDefinition, UnitKind, Weapon
from btdesk.rules.core import criticals
from btdesk.rules.core.tohit import Modifier
from btdesk.rules.dice import Roller
from btdesk.rules.hooks import RuleModule
from btdesk.rules.modules.standard import data, heat, referee, structure
from btdesk.rules.modules.standard.data import rules


class Standard(RuleModule):
    info = STANDARD
    commands = (TickStructure, RefereeHeat)
    plays_heat = True

    def apply(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        if isinstance(command, TickStructure):
            return referee.tick_structure(state, command, events)
        assert isinstance(command, RefereeHeat)
        return referee.set_heat(state, command, events)

    def sheet_lost(self, state: GameState, unit: UnitState, damage: dict[str, int]
                   ) -> frozenset[str] | None:
        return unit.lost  # armour alone destroys no location: its structure does

    def sheet(self, rules: RuleTables, definition: UnitDefinition) -> UnitDefinition:
        return data.standard_version(rules, definition)

    def damage_mech(self, state: GameState, unit: UnitState, location: str, amount: int,
                    rear: bool, internal: bool, events: list[Event]) -> UnitState | None:
        return structure.damage_mech(state, unit, location, amount, rear, internal, events)

    def damage_vehicle(self, state: GameState, unit: UnitState, location: str, amount: int,
                       events: list[Event]) -> UnitState | None:
        return structure.damage_vehicle(state, unit, location, amount, events)

    def mech_struck(self, state: GameState, uid: str, since: int, roller: Roller,
                    events: list[Event]) -> GameState:
        return structure.after_hit(state, uid, since, roller, events)

    def location_rolled(self, state: GameState, uid: str, roll: int, location: str,
                        roller: Roller, events: list[Event]) -> GameState:
        unit = state.unit(uid)
        kind = state.definition(unit).kind
        table = rules(state)
        rolls = {UnitKind.MECH: table.mech_critical_rolls,
                 UnitKind.VEHICLE: table.vehicle_critical_rolls}.get(kind, ())
        if roll not in rolls or CRITICAL_HITS.key in state.options or unit.destroyed:
            return state
        return criticals.check(state, uid, location, f"hit location roll of {roll}", roller,
                               events)

    def after(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        return structure.count_damage(state, events)

    def phase_begins(self, state: GameState, roller: Roller, events: list[Event]
                     ) -> GameState:
        return structure.damage_rolls(state, roller, events)  # the weapon attacks' damage

    def heat_phase(self, state: GameState, roller: Roller, events: list[Event]) -> GameState:
        state = structure.damage_rolls(state, roller, events)  # the physical attacks' damage
        return heat.heat_phase(state, roller, events)

    def walk_mp(self, state: GameState, unit: UnitState, walk: int) -> int:
        if not unit.heat:
            return walk
        return max(0, walk - scale(rules(state).heat.mp, unit.heat))

    def modifiers(self, state: GameState, attacker: UnitState, target: UnitState
                  ) -> tuple[Modifier, ...]:
        table = rules(state).heat
        out: tuple[Modifier, ...] = ()
        hot = scale(table.to_hit, attacker.heat) if attacker.heat else 0
        if hot:
            out += (Modifier(f"Heat {attacker.heat}", hot),)
        if target.shutdown:
            out += (Modifier("Immobile target (shut down)", table.immobile_target),)
        return out

    def blow_target_modifiers(self, state: GameState, target: UnitState
                              ) -> tuple[Modifier, ...]:
        if not target.shutdown:
            return ()
        return (Modifier("Immobile target (shut down)", rules(state).heat.immobile_target),)

    def move_locked(self, state: GameState, unit: UnitState) -> str | None:
        return f"{unit.name} is shut down" if unit.shutdown else None

    def weapon_blocked(self, state: GameState, unit: UnitState, weapon: Weapon) -> str | None:
        return f"{unit.name} is shut down" if unit.shutdown else None

    def blow_barred(self, state: GameState, unit: UnitState, target: UnitState | None
                    ) -> str | None:
        return f"{unit.name} is shut down" if unit.shutdown else None


MODULE = Standard()
