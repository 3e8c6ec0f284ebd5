"""Commands: every change a player or referee asks for.

The rules validate a command whole and either apply it whole or refuse it with a
reason a player can read; a command never half-applies.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from btdesk.hexgrid import Hex

from .assault_orders import OrderCloseAssault
from .checked import Checked, unchecked
from .multi_model import ChooseLeader, EndPlacement, PlaceModel
from .standard import RefereeHeat as RefereeHeat
from .standard import TickStructure as TickStructure
from .state import MoveMode, WeaponFire
from .tw_infantry import AntiMech
from .tw_infantry import AntiMechAttack as AntiMechAttack
from .tw_infantry import BrushOff as BrushOff
from .tw_infantry import ClimbOn as ClimbOn
from .tw_infantry import DriveErratically as DriveErratically
from .tw_infantry import DropFlat as DropFlat
from .tw_infantry import EndSwarm as EndSwarm
from .tw_infantry import JettisonLaunchers as JettisonLaunchers
from .vocab import Approach, Limb, ManeuverStep, MoveStep, PhysicalAttack, TacticLetter


@dataclass(frozen=True)
class DeployUnit(Checked):
    """Place a unit in its side's deployment zone during set-up (QSR training scenarios:
    "The defending player sets up first, placing his unit anywhere within 3 hexes of the
    south edge"). Infantry take facing 0."""

    unit: str
    at: Hex
    facing: int = 0


@dataclass(frozen=True)
class RollInitiative(Checked):
    """2D6 per side, re-rolling ties (QSR *Initiative Phase*)."""


@dataclass(frozen=True)
class MoveUnit(Checked):
    """One unit's whole move.

    ``steps`` for 'Mechs and vehicles: ``F`` forward, ``B`` backward, ``L``/``R`` turn one
    hexside left/right; for infantry (no facing): ``0``-``5``, a hex in that direction.
    A step off the map is allowed as the last step: the unit leaves and is destroyed.
    ``U`` first: a prone 'Mech stands up (MP and a Piloting Skill Roll; a failed roll
    ends the move).

    ``close_assault`` (the 0204-B option): the move ends in an enemy unit's hex and starts
    a Close Assault: ``enter``, or ``charge`` (walking/running), or ``death_from_above``
    (jumping); "Charging and Death From Above attacks may be declared by the Attacker
    during his movement phase".

    ``floor``: infantry ending in a building hex choose the floor they end on (seed 003
    建物内でのレベル変更), paying for each floor climbed or descended; None keeps the
    floor they are on, or the ground floor of a building they entered.
    """

    unit: str
    mode: MoveMode
    steps: tuple[MoveStep, ...] = ()
    close_assault: Approach = Approach.NONE
    floor: int | None = None
    # Seed 003 歩兵輸送 (an option that plays transport): infantry in the hex where the move
    # ends boards (``load``) or riders get off there (``unload``), "only at the end of the
    # carrier's move".
    load: tuple[str, ...] = ()
    unload: tuple[str, ...] = ()
    # Where each of ``unload`` gets off, in order, when the carrier's own hex would break
    # stacking: an adjacent hex its player chooses (seed 003 スタッキング).  Empty: all in
    # the carrier's hex.
    unload_into: tuple[Hex, ...] = ()


def listed_moves(unit: str, mode: MoveMode, paths: Iterable[tuple[MoveStep, ...]],
                 approach: Approach = Approach.NONE) -> list[MoveUnit]:
    """Moves as ``legal_commands`` lists them, one per path: typed here, so built without
    the run-time check (see :func:`checked.unchecked`).  The fields left at their defaults
    are not stored: the class holds them, and each stored key costs every listed move."""
    if approach is Approach.NONE:
        return unchecked(MoveUnit, "steps", paths, unit=unit, mode=mode)
    return unchecked(MoveUnit, "steps", paths, unit=unit, mode=mode, close_assault=approach)


def listed_with_cargo(move: MoveUnit, load: tuple[str, ...] = (), unload: tuple[str, ...] = (),
                      unload_into: tuple[Hex, ...] = ()) -> MoveUnit:
    """A listed ``move`` that also takes units up or sets them down where it ends, as
    ``legal_commands`` lists a carrier's: typed here, so built without the run-time check,
    as :func:`listed_moves` builds the moves themselves (a carrier's listing made a
    hundred, and their checks were a tenth of it)."""
    fields = {**vars(move), "load": load, "unload": unload}
    fields.pop("unload_into", None)
    return unchecked(MoveUnit, "unload_into", [unload_into], **fields)[0]


@dataclass(frozen=True)
class ChooseLineOfSight(Checked):
    """The target's player picks, for each hexside tie on the line from ``attacker`` to
    ``target``, which hex lies along it; the choice holds for the turn (QSR LOS)."""

    attacker: str
    target: str
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class DeclareAttack(Checked):
    """All of a unit's weapon attacks for the turn at one target, or none (target None).

    ``building``: the attacks are at the building in that hex itself, not at a unit
    (``target`` is then None): Total Warfare's attacks on buildings, and seed 003
    建物内部で起きる戦闘's "その建物に対して砲撃をおこなう" from inside it."""

    unit: str
    target: str | None
    weapons: tuple[WeaponFire, ...] = ()
    building: Hex | None = None


@dataclass(frozen=True)
class ResolveAttacks(Checked):
    """Roll one unit's declared attacks; its controller picks the order of units.

    ``call_off`` lists declared weapons whose modified to-hit number is above 12: the QSR
    lets the player not make such an attack, so no ammunition is spent (MODIFIED TO-HIT
    NUMBER). Any other weapon listed is refused."""

    unit: str
    call_off: tuple[int, ...] = ()


@dataclass(frozen=True)
class DeclarePhysical(Checked):
    """A unit's physical attack for the turn (rules-notes §4): ``attacks`` are one or both
    arms (``LA``, ``RA``) punching, or ``kick``, ``push``, ``charge`` or
    ``death_from_above``; no target: no physical attack."""

    unit: str
    target: str | None
    attacks: tuple[PhysicalAttack, ...] = ()
    building: Hex | None = None  # a punch or kick at the building in this hex (target None)


@dataclass(frozen=True)
class AssaultManeuver(Checked):
    """Maneuvering in the Close Assault Hex (0204-B *Maneuvering*): ``F``/``B`` one tactical
    hex forward/back and ``L``/``R`` one hexside, 1 MP each from the MP left over from the
    movement phase; ``U`` stands a prone 'Mech up.  The defender's free last-minute shift
    is ``S`` at its place in the steps, into ``shift`` (a tactical hex)."""

    unit: str
    steps: tuple[ManeuverStep, ...] = ()
    shift: Hex | None = None


@dataclass(frozen=True)
class AssaultPlace(Checked):
    """0204-B *Multiple BattleMech Combat* set-up: "If the Defender has more than one 'Mech
    in the Close Assault Hex, he places them within the hex, as desired. The Attacker then
    places his 'Mech or 'Mechs on the Approach Hex or Hexes of his choosing" (before the
    maneuvers; ``place`` in Close Assault Hex coordinates)."""

    unit: str
    place: Hex


@dataclass(frozen=True)
class ChooseTactic(Checked):
    """A secret tactical decision (0204-B): defender ``a``-``g``, attacker ``A``-``G``, with
    the choices its result may need (see :class:`btdesk.model.state.Tactic`)."""

    unit: str
    letter: TacticLetter
    target: str | None = None
    move_to: Hex | None = None
    facing: int | None = None
    limb: Limb | None = None
    weapons: tuple[int, ...] | None = None


@dataclass(frozen=True)
class TickArmor(Checked):
    """A referee ticks (+1) or unticks (-1) one circle or box by hand: an armour location
    (``LA``), a battle armor trooper (``trooper 2``) or a platoon's boxes (``troopers``).
    Recorded like any command, so it is in the log and can be undone."""

    unit: str
    location: str
    delta: int = 1


@dataclass(frozen=True)
class TickCritical(Checked):
    """A referee marks one critical slot of a 'Mech's sheet hit (``hit``) or whole again:
    the slot's lasting effects (MP, to-hit, Piloting, a weapon gone, a destroyed engine or
    cockpit) follow from it as from a rolled hit; its one-off ones (a roll, an ammunition
    explosion) are the referee's to play, by ticking circles and setting the condition."""

    unit: str
    location: str
    slot: int  # 0-based, as the sheet's list
    hit: bool = True


@dataclass(frozen=True)
class RefereeDamage(Checked):
    """A referee applies ``amount`` points of damage to one location of a 'Mech or a
    vehicle at once, as a hit would: a 'Mech's damage left over transfers inward along
    the damage transfer diagram; a vehicle's does not.  One recorded change, however many
    circles it fills.  No roll: a critical hit it causes is the referee's to play."""

    unit: str
    location: str
    amount: int


@dataclass(frozen=True)
class RefereePlace(Checked):
    """A referee puts a unit in a hex with a facing, to match the miniatures on the table.
    It is not a move: no MP, no target-movement change; stacking and terrain still hold."""

    unit: str
    at: Hex
    facing: int = 0


@dataclass(frozen=True)
class RefereeAmmo(Checked):
    """A referee sets how many shots a unit has used from one ammunition bin."""

    unit: str
    ammo: str  # the weapon name the bin feeds
    used: int


@dataclass(frozen=True)
class RefereeCondition(Checked):
    """A referee sets what a record sheet says of a unit beyond its armour: a 'Mech's
    MechWarrior hits, whether it is prone and whether its MechWarrior is unconscious; a
    vehicle's motive hits."""

    unit: str
    pilot_hits: int = 0
    prone: bool = False
    unconscious: bool = False
    motive_hits: int = 0


@dataclass(frozen=True)
class EjectMechWarrior(Checked):
    """The MechWarrior punches out instead of moving: "During the Movement Phase, a player
    may choose to have the MechWarrior eject rather than move" (Tactical Operations p. 196,
    the advanced rule 0204-B result 8 points to).  Inside a Close Assault it is the tactic
    g/G instead."""

    unit: str


CLOSE_ASSAULT_CENTRE = Hex(0, 0)  # btdesk.rules.core.tactical.CENTRE


@dataclass(frozen=True)
class HideUnit(Checked):
    """0204-B *Hidden Infantry*: before play begins, an infantry unit's position is recorded
    in secret, with its tactical hex; ``ambush`` is its standing order under the Special
    Infantry Ambush option (to attack a 'Mech that walks or runs into its hex), and
    ``ambush_attack`` the anti-'Mech attack it makes then (0204-B *Anti-Mech Infantry*,
    with the Total Warfare infantry option); None: it fires."""

    unit: str
    tactical: Hex = CLOSE_ASSAULT_CENTRE
    ambush: bool = False
    ambush_attack: AntiMech | None = None


@dataclass(frozen=True)
class SetFormation(Checked):
    """0204-B *Infantry*: before play, an infantry unit is deployed (the default: spread out
    in cover) or in formation ("marching, boarding vehicles, or awaiting orders")."""

    unit: str
    formation: bool = True


Command = (
    DeployUnit | RollInitiative | MoveUnit | ChooseLineOfSight | DeclareAttack | ResolveAttacks
    | TickArmor | TickCritical | RefereePlace | RefereeAmmo | RefereeCondition | DeclarePhysical
    | RefereeDamage
    | AssaultManeuver | ChooseTactic | HideUnit | SetFormation | AssaultPlace | EjectMechWarrior
    | OrderCloseAssault | PlaceModel | EndPlacement | ChooseLeader | JettisonLaunchers
    | AntiMechAttack | EndSwarm | BrushOff | DropFlat | DriveErratically | ClimbOn
    | TickStructure | RefereeHeat
)
