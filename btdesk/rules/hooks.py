"""The one way an optional rule plugs into the game: a module with hooks, and the
registry of installed modules the rules below the modules ask.

A module is an object whose hooks the core rules call at one place each (python-chess's
variants are the model: overridable methods, not flags tested across the engine); every
default leaves the game as it is.  The core never names a module: it asks
:func:`active` for the modules a game with these options plays with.  The modules
package installs every module it holds (:func:`install`) when it is imported, which the
engine, the set-up and the views do, so a game in play always has them; a core rule
asked about an option no installed module plays says so instead of ignoring it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

from btdesk.hexgrid import Hex
from btdesk.model.board import Terrain
from btdesk.model.commands import Command
from btdesk.model.events import Event
from btdesk.model.modules import RULE_MODULES, ModuleInfo
from btdesk.model.state import Declaration, GameState, MoveMode, UnitState, WeaponFire
from btdesk.model.tables import RuleTables
from btdesk.model.tw_infantry import AntiMech, StackingLimits
from btdesk.model.units import UnitDefinition, Weapon

if TYPE_CHECKING:  # the to-hit rules call the modules: no import cycle at run time
    from btdesk.rules.core.move_search import Reach
    from btdesk.rules.core.tohit import Modifier
    from btdesk.rules.dice import Roller


class RuleModule:
    info: ModuleInfo
    commands: tuple[type, ...] = ()  # the module's own commands, applied by ``apply``
    # Whether the module plays infantry transport: a move's ``load`` and ``unload``
    # (the core refuses them in a game without such a module).
    carries_infantry = False
    # The anti-'Mech attacks an ambush may be ordered to make (HideUnit.ambush_attack).
    ambush_attacks: frozenset[AntiMech] = frozenset()
    # Whether 'Mechs declare physical blows in the Physical Attack Phase (without any
    # such module the phase passes by itself).
    declares_blows = False
    # Whether MechWarriors make Piloting Skill Rolls, and so may eject.
    piloting_rolls = False
    # Whether 'Mechs track heat (an engine, heat sink or life support hit then has one).
    plays_heat = False
    # Whether units share a hex with the enemy under the module's own stacking (0204-B's
    # Close Assault Hex), so the movement search leaves enemy hexes to it.
    shares_enemy_hexes = False

    def sheet(self, rules: RuleTables, definition: UnitDefinition) -> UnitDefinition:
        """The sheet a game with this module plays for ``definition`` (the standard
        version of a Quick-Start unit, say); set once, when the game is set up."""
        return definition

    def refusal_when_off(self, command: Command) -> str:
        """Why one of the module's own commands is refused in a game with it off."""
        return (f"{type(command).__name__} belongs to an option this game has off: "
                f"{self.info.name}")

    def check(self, state: GameState, command: Command) -> None:
        """Raise IllegalCommand to refuse ``command`` before the core rules apply it."""

    def apply(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        raise NotImplementedError  # only called for ``commands``

    def after(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        """``state`` once ``command`` has been applied (its events so far in ``events``)."""
        return state

    def ambush(self, state: GameState, infantry: str, mech: str, roller: Roller,
               events: list[Event]) -> GameState | None:
        """``state`` once ambushing ``infantry`` has made the module's own attack on
        ``mech`` (0204-B *Anti-Mech Infantry*: its standing order), or None: it fires."""
        return None

    def unseen(self, state: GameState, uids: frozenset[str]) -> GameState:
        """``state`` without what the module keeps of hidden units ``uids`` (a view for a
        side that may not know of them: btdesk.rules.view)."""
        return state

    def holds(self, state: GameState) -> str | None:
        """A side the module keeps the turn with (a move not finished by its rules), or
        None; the engine asks before whose turn it would otherwise be."""
        return None

    def takes_phase(self, state: GameState) -> str | None:
        """Why the module plays the current phase itself, with no side's turn ("the Close
        Assaults are fought first"), or None."""
        return None

    def move_locked(self, state: GameState, unit: UnitState) -> str | None:
        """Why ``unit`` has no move to make this turn and is not waited for (a unit held
        in a Close Assault), or None."""
        return None

    def more_moves(self, state: GameState, unit: UnitState,
                   reach: dict[MoveMode, dict[tuple[Hex, int], Reach]],
                   memo: dict[str, object]) -> list[Command]:
        """Moves of the module's own ``legal_commands`` lists for ``unit`` beside its
        plain moves, given each mode's reachable ends (``reach``, searched once);
        ``memo``: kept by the module across one side's units."""
        return []

    def act_barred(self, state: GameState, unit: UnitState) -> str | None:
        """Why the module holds ``unit`` back from being picked to act now (another
        unit's step of the module's comes first), or None."""
        return None

    def movement_barred(self, state: GameState, unit: UnitState) -> str | None:
        """Why ``unit`` may not leave its hex this turn whatever it does first, or None:
        another module must not demand a move of it (an assault order of a unit whose
        leader is dead would leave its side without a legal command)."""
        return None

    def mode_barred(self, state: GameState, unit: UnitState, mode: MoveMode) -> str | None:
        """Why ``unit`` may not move in ``mode`` now, or None (its other modes stay)."""
        return None

    def infantry_mp(self, state: GameState, definition: UnitDefinition, terrain: Terrain,
                    standard: int | None, depth: int = 0) -> int | None:
        """MP for infantry to enter ``terrain`` (water: of ``depth``) on level ground off a
        road, given what the rules before this module charge (``standard``; None: they
        may not enter it)."""
        return standard

    def minimum_move(self, state: GameState, definition: UnitDefinition) -> bool:
        """Whether the unit may always enter one hex, spending all its MP, when its MP do
        not pay for that hex."""
        return False

    def stacking(self, state: GameState) -> StackingLimits | None:
        """Hex limits in place of the Quick-Start stacking rule (None: keep it).  Close
        Assault's own stacking, where that option is on, comes first."""
        return None

    def counts_for_stacking(self, state: GameState, unit: UnitState, at: Hex) -> bool:
        """Whether ``unit`` in ``at`` counts against the module's hex limits."""
        return True

    def same_hex_fire(self, state: GameState, attacker: UnitState, target: UnitState) -> bool:
        """Whether ``attacker`` may fire at ``target`` in its own hex where the Quick-Start
        rules allow only infantry to."""
        return False

    def platoon_hits(self, state: GameState, attacker: UnitState, weapon_index: int,
                     standing: int, roller: Roller, events: list[Event]) -> int:
        """How many of a conventional platoon's ``standing`` troopers hit with a successful
        attack (the Quick-Start rules: all of them)."""
        return standing

    def fires_as_infantry(self, state: GameState, attacker: UnitState, standard: bool) -> bool:
        """Whether ``attacker``'s hits on conventional infantry count as dealt (infantry
        on infantry) rather than by the non-infantry weapon tables; ``standard`` is the
        answer before this module (the Quick-Start rules: any infantry attacker)."""
        return standard

    def platoon_losses(self, state: GameState, attacker: UnitState, target: UnitState) -> int:
        """What a non-infantry weapon's troopers eliminated from conventional ``target``
        are multiplied by (burst fire aside)."""
        return 1

    def seat(self, state: GameState, attacker: UnitState, target: UnitState) -> Hex | None:
        """Where ``attacker`` attacks ``target``, a unit with no hex of its own (a rider),
        when this module lets it be attacked there; None: it may not be."""
        return None

    def weapon_troopers(self, state: GameState, weapon: Weapon, damage: int, cluster: bool
                        ) -> int | None:
        """Troopers of conventional infantry a non-infantry hit of ``damage`` by
        ``weapon`` kills, by this module's table (None: the Quick-Start table's)."""
        return None

    def points_per_trooper(self, state: GameState, target: UnitState) -> int:
        """Points of infantry or burst fire it takes to eliminate one trooper of
        conventional ``target`` (else one point, one trooper)."""
        return 1

    def platoon_bonus(self, state: GameState, attacker: UnitState, target: UnitState,
                      roller: Roller, events: list[Event]) -> int:
        """Damage a conventional platoon's hit on ``target`` adds to its sheet's."""
        return 0

    def hits_every_trooper(self, state: GameState, weapon: Weapon) -> bool:
        """Whether a hit by ``weapon`` on battle armor damages every trooper (else each
        damage group strikes one trooper picked by 1D6)."""
        return False

    def shield(self, state: GameState, uid: str, location: str, rear: bool, amount: int,
               roller: Roller, events: list[Event]) -> tuple[GameState, int]:
        """A hit of ``amount`` on unit ``uid``'s ``location`` (``rear``: from its rear arc),
        before the unit takes it: the state, and what is left for the unit."""
        return state, amount

    def location_rolled(self, state: GameState, uid: str, roll: int, location: str,
                        roller: Roller, events: list[Event]) -> GameState:
        """``state`` once a weapon hit on unit ``uid`` ('Mech or vehicle) rolled ``roll`` on
        its hit location table and struck ``location``."""
        return state

    def carrier_damaged(self, state: GameState, uid: str, events: list[Event]) -> GameState:
        """``state`` once unit ``uid`` (a 'Mech or vehicle) has taken a hit."""
        return state

    def damage_mech(self, state: GameState, unit: UnitState, location: str, amount: int,
                    rear: bool, internal: bool, events: list[Event]) -> UnitState | None:
        """'Mech ``unit`` once ``amount`` damage on ``location`` (``rear``: from its rear
        arc; ``internal``: inside the armour, as an ammunition explosion) has been dealt
        by the module's own damage rules, or None: the core deals it."""
        return None

    def damage_vehicle(self, state: GameState, unit: UnitState, location: str, amount: int,
                       events: list[Event]) -> UnitState | None:
        """Vehicle ``unit`` once ``amount`` damage on ``location`` has been dealt by the
        module's own damage rules (a † motive hit is the core's, marked before), or None:
        the core deals it."""
        return None

    def mech_struck(self, state: GameState, uid: str, since: int, roller: Roller,
                    events: list[Event]) -> GameState:
        """``state`` once a hit on 'Mech ``uid`` has been dealt (``events[since:]``: what
        it did), for what the module rolls after it (critical hits)."""
        return state

    def heat_phase(self, state: GameState, roller: Roller, events: list[Event]) -> GameState:
        """``state`` as the Heat Phase begins (without a module that plays heat, the
        phase passes with nothing done)."""
        return state

    def walk_mp(self, state: GameState, unit: UnitState, walk: int) -> int:
        """'Mech ``unit``'s walking MP, given what the rules before this module give
        (running MP follow from it)."""
        return walk

    def sheet_lost(self, state: GameState, unit: UnitState, damage: dict[str, int]
                   ) -> frozenset[str] | None:
        """The locations destroyed once a referee has set ``unit``'s armour circles to
        ``damage``, or None: the core's rule (a location whose circles are all ticked)."""
        return None

    def before_fall(self, state: GameState, uid: str, roller: Roller,
                    events: list[Event]) -> GameState:
        """``state`` as 'Mech ``uid`` begins to fall (before its damage)."""
        return state

    def make_room(self, state: GameState, arriving: UnitState, at: Hex, came_from: Hex | None,
                  roller: Roller, events: list[Event], keep: frozenset[str] = frozenset()
                  ) -> GameState | None:
        """``state`` with room made in the full hex ``at`` for ``arriving``, pushed or fallen
        into it from ``came_from`` (None: from above), the units in ``keep`` staying; None:
        the module makes none (the Quick-Start rules: a full hex stops a push)."""
        return None

    def knocked_about(self, state: GameState, uid: str, why: str, roller: Roller,
                      events: list[Event]) -> GameState:
        """``state`` once unit ``uid`` has collided, been displaced or fallen (``why``)."""
        return state

    def weapon_blocked(self, state: GameState, unit: UnitState, weapon: Weapon) -> str | None:
        """Why ``unit`` may not fire ``weapon`` this turn (None: the module does not bar it)."""
        return None

    def secondary_target(self, state: GameState, unit: UnitState) -> int | None:
        """The to-hit modifier when ``unit`` aims a weapon at another unit than the one it
        declared its attack on; None: it fires at one target (the QSR)."""
        return None

    def target_barred(self, state: GameState, attacker: UnitState, target: UnitState | None
                      ) -> str | None:
        """Why ``attacker`` may not fire at ``target`` (None: a building) at all (swarm
        attacks: a swarmer is no target, and attacks only its host), or None."""
        return None

    def blow_barred(self, state: GameState, unit: UnitState, target: UnitState | None
                    ) -> str | None:
        """Why 'Mech ``unit`` may not strike ``target`` (None: a building) with a physical
        attack on the map, or None."""
        return None

    def missed(self, state: GameState, attacker_uid: str, target_uid: str, fire: WeaponFire,
               roller: Roller, events: list[Event], troopers: int | None) -> GameState:
        """``state`` once a shot by ``attacker_uid`` at ``target_uid`` has missed
        (``troopers``: the infantry firing it, if any)."""
        return state

    def partial_cover(self, state: GameState, attacker: UnitState, target: UnitState) -> bool:
        """Whether ``target`` has partial cover from ``attacker``'s fire by the module's
        rules (one of the firer's own units in between)."""
        return False

    def resolves(self, state: GameState, declaration: Declaration, roller: Roller,
                 events: list[Event]) -> GameState | None:
        """``state`` once the module has resolved ``declaration`` itself (an attack of its
        own, as a leg attack), or None: the core resolves it."""
        return None

    def physical_choice(self, state: GameState, unit: UnitState) -> bool:
        """Whether ``unit`` has something of this module's to do in the Physical Attack
        Phase (its side then waits for it as for a physical attack)."""
        return False

    def phase_begins(self, state: GameState, roller: Roller, events: list[Event]) -> GameState:
        """``state`` as a phase (``state.phase``) begins, its PhaseChanged event told."""
        return state

    def units_removed(self, state: GameState, events: list[Event]) -> GameState:
        """``state`` once destroyed units have left the map (the end of a phase)."""
        return state

    def listed(self, state: GameState, commands: list[Command]) -> list[Command]:
        """``legal_commands``' list as this module allows it."""
        return commands

    def blow_target_modifiers(self, state: GameState, target: UnitState
                              ) -> tuple[Modifier, ...]:
        """To-hit modifiers this module adds for ``target`` of a physical blow (or of
        fire inside a Close Assault), beside its movement, terrain and being prone."""
        return ()

    def modifiers(self, state: GameState, attacker: UnitState, target: UnitState
                  ) -> tuple[Modifier, ...]:
        """To-hit modifiers this module adds to every weapon of ``attacker``."""
        return ()


T = TypeVar("T")

_INSTALLED: dict[str, RuleModule] = {}


def install(*modules: RuleModule) -> None:
    """Make ``modules`` the ones the rules play for their options (in this order)."""
    for module in modules:
        _INSTALLED[module.info.key] = module
    active.cache_clear()
    module_commands.cache_clear()


def first(options: frozenset[str], ask: Callable[[RuleModule], T | None]) -> T | None:
    """The first answer of the modules these options play that is not None (the module
    that bars, holds or deals speaks for all; the core's rule stands when none does)."""
    for module in active(options):
        answer = ask(module)
        if answer is not None:
            return answer
    return None


def installed() -> tuple[RuleModule, ...]:
    """Every installed module, on or off."""
    return tuple(_INSTALLED.values())


@lru_cache(maxsize=64)
def active(options: frozenset[str]) -> tuple[RuleModule, ...]:
    """The modules a game with these options plays with (cached: asked on every to-hit)."""
    missing = [m.name for m in RULE_MODULES if m.key in options and m.key not in _INSTALLED]
    if missing:
        raise RuntimeError(f"no rules module is installed for {', '.join(missing)}: import "
                           "btdesk.rules.modules (the engine does) before asking the rules")
    return tuple(m for m in _INSTALLED.values() if m.info.key in options)


@lru_cache(maxsize=1)
def module_commands() -> tuple[type, ...]:
    """Every installed module's own command types, on or off."""
    return tuple(c for m in _INSTALLED.values() for c in m.commands)


def owner_of(command: object) -> RuleModule:
    """The module whose own command ``command`` is."""
    return next(m for m in _INSTALLED.values() if isinstance(command, m.commands))


def transport_missing(options: frozenset[str]) -> ModuleInfo | None:
    """The module to turn on for infantry transport when none of ``options`` plays it
    (named in the refusal); None when one does."""
    if any(m.carries_infantry for m in active(options)):
        return None
    return next((m.info for m in _INSTALLED.values() if m.carries_infantry), None)
