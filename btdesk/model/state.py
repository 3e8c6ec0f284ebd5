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
from functools import cached_property
from typing import Any

from btdesk.hexgrid import Hex

from .board import Board
from .checked import Checked
from .frozen import empty_map, freeze_fields
from .modules import MODULES
from .rule_set import QUICK_START, QUICK_START_NAME
from .scenario import DeploymentZone
from .tables import RuleTables
from .units import UnitDefinition, UnitKind
from .vocab import Approach, Limb, PhysicalAttack, TacticLetter

# Game options (stored in the game; shown in its settings).
MANUAL_DICE = "manual_dice"  # a referee types the real dice
PHYSICAL_ATTACKS = "physical_attacks"  # Total Warfare physical attacks and Piloting rolls
CLOSE_ASSAULT = "close_assault"  # 0204-B: the Close Assault Phase replaces physical attacks
AMBUSH = "infantry_ambush"  # 0204-B Special Infantry Ambush Option (with Close Assault)
OPTION_NAMES: Mapping[str, str] = {
    QUICK_START: QUICK_START_NAME + ": walking and running, no jumping; Initiative, "
                 "Movement, Weapon Attack and End Phases",
    PHYSICAL_ATTACKS: "Physical attacks and Piloting Skill Rolls (Total Warfare)",
    CLOSE_ASSAULT: "Close Assault (BattleTechnology #6) instead of the Physical Attack Phase",
    MANUAL_DICE: "Manual dice: a referee types every roll",
    AMBUSH: "Special Infantry Ambush: hidden infantry attack 'Mechs passing through",
    **{m.key: m.name for m in MODULES},  # the optional rule modules (model/modules.py)
}


class Phase(StrEnum):
    """QSR *Sequence of Play*, with the slots rules-notes §7 keeps for later modules."""

    SETUP = "setup"  # sides place their units in their deployment zones
    INITIATIVE = "initiative"
    MOVEMENT = "movement"
    WEAPON_ATTACK = "weapon_attack"
    PHYSICAL_ATTACK = "physical_attack"  # or the Close Assault Phase (0204-B)
    HEAT = "heat"  # the QSR has no heat: a slot that does nothing yet (skipped as printed)
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
            return _VEHICLE_MODES.get(self.value, self.value)
        if kind.is_infantry:
            return _INFANTRY_MODES.get(self.value, "move")
        return self.value


_VEHICLE_MODES = {"stationary": "stationary", "walk": "cruise", "run": "flank"}
_INFANTRY_MODES = {"stationary": "stationary", "jump": "jump"}


@dataclass(frozen=True)
class MoveRecord:
    """How a unit moved this turn; ``hexes`` counts from its last reversal (QSR Target
    Movement) and is what the target-movement modifier reads."""

    mode: MoveMode
    path: tuple[Hex, ...]  # hexes entered, in order
    mp_spent: int
    hexes: int


@dataclass(frozen=True)
class WeaponFire(Checked):
    weapon: int  # index into UnitDefinition.weapon_instances()
    shots: int = 1  # 2 for a rapid-fire weapon fired twice
    # Another target than the declaration's: a battle armor squad may aim each weapon
    # at its own target (seed 003 バトルアーマーの攻撃) where a rule module allows it.
    target: str | None = None


@dataclass(frozen=True)
class Declaration:
    """Attacks are fixed when declared: the to-hit numbers too, since nothing that changes
    them can happen before resolution, and a unit destroyed meanwhile still fires."""

    attacker: str
    target: str | None  # None: the unit declared no attack (or one at a building)
    weapons: tuple[WeaponFire, ...] = ()
    to_hit: tuple[int, ...] = ()  # modified to-hit number per declared weapon
    resolved: bool = False
    building: Hex | None = None  # attacks at the building in this hex (target None)
    # Infantry and battle armor: troopers standing when the attack was declared, which is
    # before anything in the phase resolved.  QSR *Determining Damage*: "this damage does
    # not affect the unit's ability to attack during this phase".  Derived from the log, so
    # left out of the save's fingerprint (btdesk.io.codec).
    troopers: int | None = field(default=None, metadata={"fingerprint": False})


@dataclass(frozen=True)
class PhysicalDeclaration:
    """A physical attack (rules-notes §4): ``attacks`` are ``LA``/``RA`` punches, or one of
    ``kick``, ``push``, ``charge``, ``death_from_above``; no target: no physical attack."""

    attacker: str
    target: str | None
    attacks: tuple[PhysicalAttack, ...] = ()
    resolved: bool = False
    building: Hex | None = None  # blows at the building in this hex (target None)


@dataclass(frozen=True)
class Tactic:
    """A secret tactical decision (0204-B *Tactical Decision*): the letter, the enemy it acts
    against, and the choices its result paragraph may need, made in advance so they stay
    secret too: where an avoiding, fleeing or breaking-off unit goes and faces, which
    limb blocks, which weapons fire."""

    unit: str
    letter: TacticLetter
    target: str | None = None
    move_to: Hex | None = None  # a tactical or approach hex (Close Assault Hex coordinates)
    facing: int | None = None
    limb: Limb | None = None
    weapons: tuple[int, ...] | None = None  # None: every weapon that may fire


class AssaultStep(StrEnum):
    """Where one Close Assault stands (0204-B *Close Assault Procedure*)."""

    ATTACKER_MANEUVER = "attacker_maneuver"
    DEFENDER_MANEUVER = "defender_maneuver"
    TACTICS = "tactics"
    DONE = "done"  # this turn's exchanges are over; locked into the next turn


@dataclass(frozen=True)
class Engagement:
    """Two units in one map hex, fought out on the Close Assault Hex.  Positions are in the
    Close Assault Hex's own axial coordinates (btdesk.rules.tactical): the centre is
    (0, 0), the tactical hexes its ring, the approach hexes two steps out.  An attacker
    that jumped in has no position until it lands."""

    hex: Hex
    attacker: str
    defender: str
    entry: int  # map direction from the defender's hex to the hex the attacker came from
    approach: Approach = Approach.ENTER
    places: Mapping[str, Hex] = field(default_factory=empty_map)
    facings: Mapping[str, int] = field(default_factory=empty_map)
    mp_left: Mapping[str, int] = field(default_factory=empty_map)
    step: AssaultStep = AssaultStep.ATTACKER_MANEUVER
    exchange: int = 1  # of this turn
    tactics: tuple[Tactic, ...] = ()  # locked in, secret until all are
    fired: frozenset[tuple[str, int]] = frozenset()  # (unit, weapon) fired in it this turn
    # 0204-B Multiple BattleMech Combat: more units on either side (a unit's side says
    # which), and those that have maneuvered this round when there are more than two (with
    # two, the step says it, as games saved before these fields were).
    joined: tuple[str, ...] = ()
    maneuvered: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        freeze_fields(self, "places", "facings", "mp_left")

    @property
    def units(self) -> tuple[str, ...]:
        return (self.attacker, self.defender, *self.joined)

    def tactic(self, uid: str) -> Tactic | None:
        return next((t for t in self.tactics if t.unit == uid), None)


@dataclass(frozen=True)
class Halt:
    """A 'Mech stopped by an ambush (0204-B *Special Infantry Ambush Option*): "it may then
    either remain in that hex or continue its movement", with ``mp_left``."""

    unit: str
    mode: MoveMode
    mp_left: int


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
    # Mechanized conventional infantry (Total Warfare infantry, 機械化歩兵): points of
    # infantry or burst fire on a trooper not yet eliminated, who keeps its box until the
    # next point.
    trooper_wounded: int = 0
    # ammo bin (weapon name) → shots fired
    ammo_used: Mapping[str, int] = field(default_factory=empty_map)
    jammed: frozenset[int] = frozenset()  # weapon instances useless for the game
    # Critical hits (Total Warfare, rules/criticals.py): a 'Mech's slots hit, as
    # (location, slot index); weapon instances a critical hit destroyed; a vehicle's
    # critical results by key (``sensors``: 2) and ``stunned``: the turn its crew is out.
    slots_hit: frozenset[tuple[str, int]] = frozenset()
    weapons_hit: frozenset[int] = frozenset()
    vehicle_crits: Mapping[str, int] = field(default_factory=empty_map)
    motive_hits: int = 0  # applied in End Phases: Cruising MP lost
    pending_motive_hits: int = 0  # struck this turn, applied in the End Phase
    moved: MoveRecord | None = None  # this turn's movement, None until it moves
    destroyed: bool = False
    removed: bool = False  # off the map: destroyed at the end of a phase, or left the map
    prone: bool = False  # fallen; stands up by spending MP and a Piloting Skill Roll
    pilot_hits: int = 0  # MechWarrior damage boxes marked
    unconscious: bool = False
    ejected: Hex | None = None  # where the MechWarrior landed after ejecting
    # 0204-B Hidden Infantry: recorded in secret (map hex and tactical hex), off the other
    # side's map until it fights or leaves cover; the hexes it moved through in secret.
    hidden: bool = False
    hidden_in: Hex | None = None  # its tactical hex (Close Assault Hex coordinates)
    secret_path: tuple[Hex, ...] = ()
    ambush: bool = False  # a standing order: ambush 'Mechs passing (the Ambush option)
    formation: bool = False  # 0204-B infantry in formation (else deployed): no cover, x3
    # Levels above its hex's ground: a floor of the building it is in (infantry climb),
    # or the roof a 'Mech jumped onto; 0 everywhere else.
    floor: int = 0
    # The carrier this infantry rides in (seed 003 歩兵輸送); a rider has no hex of its own
    # (``position`` None) and goes where its carrier goes until it is unloaded.
    carried_by: str | None = None
    # Standard rules (Total Warfare, rules/modules/standard/): internal structure points
    # lost per location, the heat on the 'Mech's scale, and whether it is shut down.
    structure: Mapping[str, int] = field(default_factory=empty_map)
    heat: int = 0
    shutdown: bool = False

    def __post_init__(self) -> None:
        freeze_fields(self, "damage", "ammo_used", "vehicle_crits", "structure")

    @property
    def active(self) -> bool:
        """Still in the game and fighting (a rider too: its side still stands)."""
        return not self.destroyed and not self.removed

    @property
    def can_act(self) -> bool:
        """Active with a conscious crew and not riding: an unconscious MechWarrior neither
        moves nor fights, and a rider "may take no action but dismounting" (seed 003 搭乗),
        which its carrier's move does."""
        return self.active and not self.unconscious and self.carried_by is None


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
    physical: tuple[PhysicalDeclaration, ...] = ()
    assaults: tuple[Engagement, ...] = ()
    halted: Halt | None = None  # an ambushed 'Mech to stay or move on before anyone else
    # Each optional rule module's own state, by its key (rules/modules/): a module keeps
    # what it needs here instead of adding fields to the core game.
    module_state: Mapping[str, Any] = field(default_factory=empty_map)
    # Construction factor each building hex has lost (rules/buildings.py); a hex whose
    # building collapsed is rubble on ``board`` from then on.
    building_damage: Mapping[Hex, int] = field(default_factory=empty_map)

    def __post_init__(self) -> None:
        freeze_fields(self, "definitions", "los_choices", "module_state", "building_damage")

    @cached_property
    def _by_uid(self) -> Mapping[str, UnitState]:
        """Units by id, made on the first look at a state (a new state makes its own):
        a to-hit asks for four units and a legal move listing for hundreds, and each look
        would otherwise walk over every unit."""
        return {u.uid: u for u in self.units}

    def unit(self, uid: str) -> UnitState:
        return self._by_uid[uid]

    def has_unit(self, uid: str) -> bool:
        return uid in self._by_uid

    def side(self, key: str) -> Side:
        for s in self.sides:
            if s.key == key:
                return s
        raise KeyError(key)

    def definition(self, unit: UnitState) -> UnitDefinition:
        return self.definitions[unit.sheet]

    def units_of(self, side: str) -> tuple[UnitState, ...]:
        return tuple(u for u in self.units if u.side == side)

    def riders(self, uid: str) -> tuple[UnitState, ...]:
        """The units ``uid`` carries."""
        return tuple(u for u in self.units if u.carried_by == uid and not u.removed)

    def units_at(self, h: Hex) -> tuple[UnitState, ...]:
        return tuple(u for u in self.units if u.position == h and not u.removed)

    def engagement(self, uid: str) -> Engagement | None:
        """The Close Assault ``uid`` is locked in, if any."""
        return next((e for e in self.assaults if uid in e.units), None)

    def physical_declaration(self, uid: str) -> PhysicalDeclaration | None:
        return next((d for d in self.physical if d.attacker == uid), None)

    def declaration(self, uid: str) -> Declaration | None:
        for d in self.declarations:
            if d.attacker == uid:
                return d
        return None
