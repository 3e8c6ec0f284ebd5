"""Events: every effect of a command, in order.

Dice results live here, so a replay reproduces a game exactly, and the dice log and
to-hit display read these rather than re-deriving anything.
"""

from __future__ import annotations

from dataclasses import dataclass

from btdesk.hexgrid import Hex

from .assault_orders import CloseAssaultOrdered as CloseAssaultOrdered
from .assault_orders import ContactFailed as ContactFailed
from .criticals import AmmoExploded as AmmoExploded
from .criticals import CriticalCheck as CriticalCheck
from .criticals import CriticalHit as CriticalHit
from .criticals import RefereeCritical as RefereeCritical
from .criticals import VehicleCriticalHit as VehicleCriticalHit
from .multi_model import LeaderChosen as LeaderChosen
from .multi_model import LeaderReplaced as LeaderReplaced
from .multi_model import ModelLost as ModelLost
from .multi_model import ModelPlaced as ModelPlaced
from .multi_model import ModelRestored as ModelRestored
from .multi_model import PlacementEnded as PlacementEnded
from .standard import HeatResolved as HeatResolved
from .standard import HeatRolled as HeatRolled
from .standard import RefereeStandard as RefereeStandard
from .standard import ShutDown as ShutDown
from .standard import StructureDamaged as StructureDamaged
from .state import MoveMode, Phase, Tactic
from .tw_infantry import AntiMech
from .tw_infantry import AntiMechDeclared as AntiMechDeclared
from .tw_infantry import AntiMechResolved as AntiMechResolved
from .tw_infantry import ClimbedOn as ClimbedOn
from .tw_infantry import DominoDisplaced as DominoDisplaced
from .tw_infantry import InfantryFell as InfantryFell
from .tw_infantry import InfantryLoaded as InfantryLoaded
from .tw_infantry import InfantryUnloaded as InfantryUnloaded
from .tw_infantry import LaunchersJettisoned as LaunchersJettisoned
from .tw_infantry import RiderFate as RiderFate
from .tw_infantry import RiderHit as RiderHit
from .tw_infantry import RiderJolted as RiderJolted
from .tw_infantry import RidersLost as RidersLost
from .tw_infantry import RidersThrown as RidersThrown
from .tw_infantry import SwarmEnded as SwarmEnded
from .tw_infantry import SwarmerHit as SwarmerHit
from .tw_infantry import SwarmStarted as SwarmStarted


@dataclass(frozen=True)
class DiceRolled:
    purpose: str  # what the roll was for, in words
    dice: tuple[int, ...]
    # True: a referee typed the dice rolled at the table; False: btdesk's generator rolled
    # them.  None: saved before a roll recorded it (opening such a game fills it in from
    # the game's options, which decide the dice of the whole game).
    typed: bool | None = None

    @property
    def total(self) -> int:
        return sum(self.dice)


@dataclass(frozen=True)
class UnitDeployed:
    unit: str
    at: Hex
    facing: int


@dataclass(frozen=True)
class InitiativeDecided:
    order: tuple[str, ...]  # loser first
    totals: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class PhaseChanged:
    turn: int
    phase: Phase


@dataclass(frozen=True)
class UnitMoved:
    unit: str
    mode: MoveMode
    path: tuple[Hex, ...]
    facing: int
    mp_spent: int
    hexes: int


@dataclass(frozen=True)
class UnitLeftMap:
    unit: str


@dataclass(frozen=True)
class LineOfSightChosen:
    attacker: str
    target: str
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class AttackDeclared:
    attacker: str
    target: str | None
    weapons: tuple[int, ...]
    # Weapons aimed at another unit (battle armor, seed 003): (weapon, that unit).
    elsewhere: tuple[tuple[int, str], ...] = ()
    building: Hex | None = None  # the attacks are at the building in this hex


@dataclass(frozen=True)
class BuildingShot:
    """One weapon fired at a building hex: ``roll`` None where it hits automatically
    (from inside the hex or the next one)."""

    attacker: str
    at: Hex
    weapon: int
    to_hit: int
    roll: int | None
    hit: bool
    shots: int = 1


@dataclass(frozen=True)
class ShotResolved:
    attacker: str
    target: str
    weapon: int
    to_hit: int
    roll: int | None  # None: automatic miss (above 12), no roll made
    hit: bool
    shots: int = 1


@dataclass(frozen=True)
class StrayShot:
    """0204-B: a shot that missed a target sharing its hex (a Close Assault, a steel wall)
    rolls 2D6; at ``needed`` or more it hits ``hit`` instead (None: it hits no one)."""

    attacker: str
    target: str
    weapon: int
    roll: int
    needed: int
    hit: str | None


@dataclass(frozen=True)
class UnitHidden:
    """Secret (0204-B Hidden Infantry): shown to the other side only as "a unit hides"."""

    unit: str
    at: Hex
    tactical: Hex
    ambush: bool = False
    ambush_attack: AntiMech | None = None  # an anti-'Mech attack for the ambush


@dataclass(frozen=True)
class FormationSet:
    unit: str
    formation: bool


@dataclass(frozen=True)
class UnitRevealed:
    unit: str
    at: Hex
    reason: str


@dataclass(frozen=True)
class AttackCalledOff:
    """A declared automatic miss the player chose not to make: no roll, no ammunition."""

    attacker: str
    weapon: int


@dataclass(frozen=True)
class ClusterHits:
    attacker: str
    weapon: int
    column: int
    hits: int


@dataclass(frozen=True)
class WeaponJammed:
    unit: str
    weapon: int


@dataclass(frozen=True)
class AmmoSpent:
    unit: str
    ammo: str
    shots: int


@dataclass(frozen=True)
class DamageApplied:
    unit: str
    location: str  # armour location, 'trooper N', or 'troopers'
    amount: int


@dataclass(frozen=True)
class LocationDestroyed:
    unit: str
    location: str


@dataclass(frozen=True)
class MotiveHit:
    unit: str


@dataclass(frozen=True)
class CruiseReduced:
    unit: str
    cruise: int
    flank: int


@dataclass(frozen=True)
class UnitDestroyed:
    unit: str
    reason: str


@dataclass(frozen=True)
class RefereeOverride:
    """A referee's hand change: the location's damage is now ``damage``."""

    unit: str
    location: str
    damage: int


@dataclass(frozen=True)
class RefereeDamaged:
    """A referee applied ``amount`` points to ``location`` at once (the damage, transfer
    and losses follow as their own events)."""

    unit: str
    location: str
    amount: int


@dataclass(frozen=True)
class RefereePlaced:
    unit: str
    at: Hex
    facing: int


@dataclass(frozen=True)
class RefereeSetAmmo:
    unit: str
    ammo: str
    used: int


@dataclass(frozen=True)
class RefereeSetCondition:
    unit: str
    pilot_hits: int
    prone: bool
    unconscious: bool
    motive_hits: int


@dataclass(frozen=True)
class UnitRemoved:
    unit: str


@dataclass(frozen=True)
class GameOver:
    winner: str | None  # None: a draw


@dataclass(frozen=True)
class PilotingRoll:
    """A Piloting Skill Roll (or an ejection roll): 2D6 against Piloting + modifiers."""

    unit: str
    reason: str
    needed: int
    roll: int
    passed: bool
    modifiers: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class UnitFell:
    unit: str
    facing: int  # after the fall


@dataclass(frozen=True)
class UnitStood:
    unit: str


@dataclass(frozen=True)
class MechWarriorHit:
    unit: str
    hits: int  # boxes marked now in all


@dataclass(frozen=True)
class ConsciousnessRolled:
    unit: str
    needed: int
    roll: int
    conscious: bool


@dataclass(frozen=True)
class MechWarriorEjected:
    unit: str
    landed: Hex | None  # the map hex behind the 'Mech; None if that is off the map


@dataclass(frozen=True)
class PhysicalDeclared:
    attacker: str
    target: str | None
    attacks: tuple[str, ...]
    building: Hex | None = None  # the blows are at the building in this hex


@dataclass(frozen=True)
class BuildingBlow:
    """A punch or kick at a building next to the 'Mech: it hits without a roll."""

    attacker: str
    at: Hex
    attack: str
    damage: int


@dataclass(frozen=True)
class PhysicalResolved:
    """One blow: a punch per arm, a kick, push, charge or death from above."""

    attacker: str
    target: str
    attack: str
    to_hit: int
    roll: int | None  # None: no roll (out of reach, or blocked before it was thrown)
    hit: bool
    modifiers: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class UnitDisplaced:
    """Pushed, fled or carried out of a hex; the map position and facing afterwards."""

    unit: str
    to: Hex | None  # None: off the map
    facing: int


@dataclass(frozen=True)
class AssaultStarted:
    attacker: str
    defender: str
    at: Hex
    approach: str  # enter, charge or death_from_above


@dataclass(frozen=True)
class AssaultPlaced:
    """Where a unit stands in the Close Assault Hex (None: in the air, jumping in)."""

    unit: str
    place: Hex | None
    facing: int
    mp_spent: int = 0


@dataclass(frozen=True)
class TacticLocked:
    """A tactic locked in.  The letter is in the log, but views and the dice log show it
    only once :class:`TacticsRevealed` follows (design.md: hidden information)."""

    unit: str
    tactic: Tactic


@dataclass(frozen=True)
class TacticsRevealed:
    defender: str
    attacker: str
    defender_letter: str
    attacker_letter: str
    result: int
    result_name: str


@dataclass(frozen=True)
class AssaultJoined:
    """Another unit enters a hex where a Close Assault is being fought (0204-B Multiple
    BattleMech Combat)."""

    unit: str
    at: Hex


@dataclass(frozen=True)
class CombatAnnounced:
    """A maneuver into an enemy's tactical hex: "he announces that his 'Mech is attempting
    the move, and that combat is occurring" (0204-B)."""

    unit: str
    enemy: str


@dataclass(frozen=True)
class FriendShoved:
    """A maneuver shoves a friendly 'Mech aside in the Close Assault Hex (0204-B)."""

    unit: str
    friend: str
    to: Hex


@dataclass(frozen=True)
class AssaultLeft:
    """Units out of a Close Assault that goes on without them."""

    at: Hex
    units: tuple[str, ...]


@dataclass(frozen=True)
class AssaultEnded:
    at: Hex
    reason: str


@dataclass(frozen=True)
class BuildingDamaged:
    """A building hex loses construction factor (``cf_left`` after it)."""

    at: Hex
    amount: int
    cf_left: int
    cause: str


@dataclass(frozen=True)
class BuildingCollapsed:
    """The building hex falls in (CF gone, or more weight above its ground floor than
    its CF): rubble from now on."""

    at: Hex
    reason: str


@dataclass(frozen=True)
class CoverHit:
    """A leg hit on a 'Mech in partial cover strikes the cover instead (Total Warfare)."""

    unit: str
    location: str
    cover: str  # what gave the cover, in words


@dataclass(frozen=True)
class FloorChanged:
    """A unit is now ``floor`` levels above its hex's ground (a building's floor or roof)."""

    unit: str
    floor: int


Event = (
    DiceRolled | UnitDeployed | InitiativeDecided | PhaseChanged | UnitMoved | UnitLeftMap
    | LineOfSightChosen | AttackDeclared | AttackCalledOff | ShotResolved | BuildingShot
    | ClusterHits
    | WeaponJammed | AmmoSpent | DamageApplied | LocationDestroyed | MotiveHit | CruiseReduced
    | UnitDestroyed | UnitRemoved | RefereeOverride | RefereePlaced | RefereeSetAmmo
    | RefereeSetCondition | RefereeDamaged | GameOver
    | PilotingRoll | UnitFell | UnitStood | MechWarriorHit | ConsciousnessRolled | BuildingBlow
    | MechWarriorEjected | PhysicalDeclared | PhysicalResolved | UnitDisplaced | AssaultStarted
    | AssaultPlaced | TacticLocked | TacticsRevealed | AssaultEnded | StrayShot | UnitHidden
    | UnitRevealed | AssaultJoined | AssaultLeft | FormationSet | FriendShoved
    | CombatAnnounced | CloseAssaultOrdered | ContactFailed
    | ModelPlaced | PlacementEnded | LeaderChosen | ModelLost | LeaderReplaced | ModelRestored
    | BuildingDamaged | BuildingCollapsed | FloorChanged | CoverHit
    | InfantryLoaded | InfantryUnloaded | RiderFate | RiderHit | RidersLost | RidersThrown
    | LaunchersJettisoned | DominoDisplaced | InfantryFell | RiderJolted
    | CriticalCheck | CriticalHit | VehicleCriticalHit | AmmoExploded | RefereeCritical
    | AntiMechDeclared | AntiMechResolved | SwarmStarted | SwarmEnded | SwarmerHit | ClimbedOn
    | StructureDamaged | HeatResolved | HeatRolled | ShutDown | RefereeStandard
)
