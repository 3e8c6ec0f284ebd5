"""The game as a value (design.md, *State, commands, events*).

Nothing here is ever mutated: the rules return a new :class:`GameState`, so the old
one stays valid for undo, previews and tests.  Damage is kept as points lost per
location (the circles ticked), not as armour left, so a record sheet is the sheet's
armour minus this, and a referee's hand-ticked circle is the same kind of change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from btdesk.hexgrid import Hex

from .board import Board
from .frozen import empty_map, freeze_fields
from .scenario import DeploymentZone
from .tables import RuleTables
from .units import UnitDefinition, UnitKind

MANUAL_DICE = "manual_dice"  # game option: a referee types the real dice


class Phase(StrEnum):
    """QSR *Sequence of Play*, with the slots rules-notes §7 keeps for later modules."""

    SETUP = "setup"  # sides place their units in their deployment zones
    INITIATIVE = "initiative"
    MOVEMENT = "movement"
    WEAPON_ATTACK = "weapon_attack"
    PHYSICAL_ATTACK = "physical_attack"  # or the Close Assault Phase (0204-B)
    HEAT = "heat"  # the QSR has no heat: a slot that does nothing yet
    END = "end"
    GAME_OVER = "game_over"


class MoveMode(StrEnum):
    """Walking/running for 'Mechs, cruising/flanking for vehicles (same rules, QSR
    Veteran); infantry have no modes and always use WALK internally."""

    STATIONARY = "stationary"
    WALK = "walk"
    RUN = "run"
    JUMP = "jump"  # 'Mechs with jump MP: 1 MP a hex whatever the terrain, any end facing

    def name_for(self, kind: UnitKind) -> str:
        if kind is UnitKind.VEHICLE:
            return {"stationary": "stationary", "walk": "cruise", "run": "flank"}.get(
                self.value, self.value)
        if kind.is_infantry:
            return "stationary" if self is MoveMode.STATIONARY else "move"
        return self.value


@dataclass(frozen=True)
class MoveRecord:
    """How a unit moved this turn; ``hexes`` counts from its last reversal (QSR Target
    Movement) and is what the target-movement modifier reads."""

    mode: MoveMode
    path: tuple[Hex, ...]  # hexes entered, in order
    mp_spent: int
    hexes: int


@dataclass(frozen=True)
class WeaponFire:
    weapon: int  # index into UnitDefinition.weapon_instances()
    shots: int = 1  # 2 for a rapid-fire weapon fired twice


@dataclass(frozen=True)
class Declaration:
    """Attacks are fixed when declared: the to-hit numbers too, since nothing that changes
    them can happen before resolution, and a unit destroyed meanwhile still fires."""

    attacker: str
    target: str | None  # None: the unit declared no attack
    weapons: tuple[WeaponFire, ...] = ()
    to_hit: tuple[int, ...] = ()  # modified to-hit number per declared weapon
    resolved: bool = False


@dataclass(frozen=True)
class Side:
    key: str
    name: str
    colour: str
    deployment: DeploymentZone | None = None
    sets_up_first: bool = False


@dataclass(frozen=True)
class UnitState:
    uid: str  # unique in the game, e.g. 'attacker-1'
    name: str  # what the counter shows
    sheet: str  # key into GameState.definitions
    side: str
    position: Hex | None
    facing: int
    # armour circles ticked, per location
    damage: Mapping[str, int] = field(default_factory=empty_map)
    lost: frozenset[str] = frozenset()  # locations destroyed, blown-off arms included
    trooper_damage: tuple[int, ...] = ()  # battle armour: damage per trooper
    troopers_lost: int = 0  # conventional infantry: trooper boxes marked
    # ammo bin (weapon name) → shots fired
    ammo_used: Mapping[str, int] = field(default_factory=empty_map)
    jammed: frozenset[int] = frozenset()  # weapon instances useless for the game
    motive_hits: int = 0  # applied in End Phases: Cruising MP lost
    pending_motive_hits: int = 0  # struck this turn, applied in the End Phase
    moved: MoveRecord | None = None  # this turn's movement, None until it moves
    destroyed: bool = False
    removed: bool = False  # off the map: destroyed at the end of a phase, or left the map

    def __post_init__(self) -> None:
        freeze_fields(self, "damage", "ammo_used")

    @property
    def active(self) -> bool:
        """Still on the map and fighting."""
        return not self.destroyed and not self.removed


@dataclass(frozen=True)
class GameState:
    scenario: str
    board: Board
    sides: tuple[Side, ...]
    units: tuple[UnitState, ...]
    definitions: Mapping[str, UnitDefinition]
    rules: RuleTables
    turn: int = 1
    phase: Phase = Phase.INITIATIVE
    initiative: tuple[str, ...] = ()  # side keys, initiative loser first
    declarations: tuple[Declaration, ...] = ()
    los_choices: Mapping[tuple[str, str], tuple[Hex, ...]] = field(default_factory=empty_map)
    last_side: str | None = None  # who last moved/declared: sides alternate
    winner: str | None = None  # side key; None with phase GAME_OVER is a draw
    options: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        freeze_fields(self, "definitions", "los_choices")

    def unit(self, uid: str) -> UnitState:
        for u in self.units:
            if u.uid == uid:
                return u
        raise KeyError(uid)

    def has_unit(self, uid: str) -> bool:
        return any(u.uid == uid for u in self.units)

    def side(self, key: str) -> Side:
        for s in self.sides:
            if s.key == key:
                return s
        raise KeyError(key)

    def definition(self, unit: UnitState) -> UnitDefinition:
        return self.definitions[unit.sheet]

    def units_of(self, side: str) -> tuple[UnitState, ...]:
        return tuple(u for u in self.units if u.side == side)

    def units_at(self, h: Hex) -> tuple[UnitState, ...]:
        return tuple(u for u in self.units if u.position == h and not u.removed)

    def declaration(self, uid: str) -> Declaration | None:
        for d in self.declarations:
            if d.attacker == uid:
                return d
        return None
