"""Anti-'Mech attacks (seed 003 対メック攻撃) for the Total Warfare infantry option: leg
attacks, swarm attacks and the swarmers' ride (how they come off: ``coming_off.py``).  Numbers:
``tw_infantry.yaml`` ``anti_mech`` (the P.221 tables reconstructed, the rest the seed's).

Decisions, where the seed leaves the engine a choice:

- Only infantry trained for it attack this way (sheet ``anti_mech``; battle armor is
  unless its sheet says not): 0204-B's "specially-trained and equipped anti-'Mech
  infantry", and Total Warfare's untrained infantry make no such attacks.  A battle armor
  squad still carrying body-mounted launchers may not (Total Warfare: burdened).
- A leg or swarm attack is the unit's declaration for the Weapon Attack Phase, resolved
  with the others; its to-hit number is fixed when declared, as fire's is.
- A swarmer keeps its host's hex as its position (it is drawn on the host) but counts
  for no stacking, is no target, moves only with its host and attacks only it.
- Swarm damage on a vehicle: a random side (1D6: 1 front, 2 rear, 3 left, 4 right, 5-6
  again) and the vehicle hit location roll, for "車輌命中部位判定テーブルのランダムに
  決定された横列".
- "対人兵器を除く" (anti-personnel weapons excepted): a battle armor weapon coded AI.
- Brushing off is resolved when ordered, and it is the 'Mech's physical attack for the
  turn ("同じターン中に他の格闘攻撃をおこなうことはできない").
- A swarmer shaken off by a jump takes one point per jump MP the host used, as standard
  damage: each trooper of battle armor that many points, a platoon that many troopers.

A swarmer may, instead of damaging its host, make a standard attack on battle armor
riding the host (VS機械化バトルアーマー, ``swarm_riders.py``).

The other ways off -- throwing itself flat, water, a vehicle's erratic driving -- are
``swarm_removal.py``'s; friendly battle armor climbing on to fight the swarmers is
``climb_on.py``'s (it rides here, in ``AntiMechState.defending``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from btdesk.hexgrid import Arc
from btdesk.model.commands import (
    AntiMechAttack,
    HideUnit,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import DamageApplied, Event
from btdesk.model.frozen import empty_map, freeze_fields, replace
from btdesk.model.state import (
    Declaration,
    GameState,
    MoveMode,
    Phase,
    UnitState,
)
from btdesk.model.tables import in_groups
from btdesk.model.tw_infantry import (
    AntiMech,
    AntiMechDeclared,
    AntiMechResolved,
    AntiMechRules,
    ClimbedOn,
    SwarmerHit,
    SwarmStarted,
)
from btdesk.model.units import MECH_REAR, UnitKind, WeaponCode
from btdesk.rules.core import criticals
from btdesk.rules.core.condition import trooper_damage, troopers_alive, weapon_problem
from btdesk.rules.core.damage import (
    destroy,
    replace_unit,
    standard_blow,
    strike,
    vehicle_location,
)
from btdesk.rules.core.physical import target_modifiers
from btdesk.rules.dice import Roller
from btdesk.rules.modules.close_assault import hidden
from btdesk.rules.modules.close_assault.module import close_assault_played
from btdesk.rules.modules.tw_infantry import launchers
from btdesk.rules.modules.tw_infantry.transport import rules_of
from btdesk.rules.turns import declarations_done, own_active_unit

STATE_KEY = "tw_infantry.anti_mech"  # its place in GameState.module_state


CLOSE_ASSAULT_NOTE = "Close Assault (BattleTechnology #6): no movement or terrain modifiers"


_REAR_OF = {rear: front for front, rear in MECH_REAR.items()}


_SIDES = {1: Arc.FRONT, 2: Arc.REAR, 3: Arc.LEFT, 4: Arc.RIGHT}


@dataclass(frozen=True)
class AntiMechState:
    """Swarmers and their hosts (for as long as they hold on), and this turn's anti-'Mech
    declarations, legs attacked and units shaken off (they may not act again)."""

    swarming: Mapping[str, str] = field(default_factory=empty_map)  # swarmer → host
    turn: int = 0
    declared: Mapping[str, AntiMech] = field(default_factory=empty_map)
    needed: Mapping[str, int] = field(default_factory=empty_map)
    legs_attacked: frozenset[str] = frozenset()
    attached: Mapping[str, int] = field(default_factory=empty_map)  # swarmer → turn it got on
    # 0204-B: hidden infantry's standing order to ambush with this attack (HideUnit).
    ambush_orders: Mapping[str, AntiMech] = field(default_factory=empty_map)
    # 機械化バトルアーマー: friendly battle armor on a swarmed unit (``climb_on.py``) →
    # that unit; it rides as a swarmer does (``attached`` says since when).
    defending: Mapping[str, str] = field(default_factory=empty_map)

    def __post_init__(self) -> None:
        freeze_fields(self, "swarming", "declared", "needed", "attached", "ambush_orders",
                      "defending")

    def without(self, uid: str) -> AntiMechState:
        """The record with ``uid`` off whatever unit it was on."""
        return replace(self, swarming={s: h for s, h in self.swarming.items() if s != uid},
                       defending={s: h for s, h in self.defending.items() if s != uid},
                       attached={s: t for s, t in self.attached.items() if s != uid})


def record(state: GameState) -> AntiMechState:
    known = state.module_state.get(STATE_KEY)
    if not isinstance(known, AntiMechState):
        return AntiMechState(turn=state.turn)
    if known.turn != state.turn:
        return AntiMechState(swarming=known.swarming, turn=state.turn, attached=known.attached,
                             ambush_orders=known.ambush_orders, defending=known.defending)
    return known


def recorded(state: GameState, rec: AntiMechState) -> GameState:
    """``state`` holding the module's record ``rec``."""
    return replace(state, module_state={**state.module_state, STATE_KEY: rec})


def anti_mech_rules(state: GameState) -> AntiMechRules:
    return rules_of(state).anti_mech


def host_of(state: GameState, uid: str) -> str | None:
    known = state.module_state.get(STATE_KEY)
    return known.swarming.get(uid) if isinstance(known, AntiMechState) else None


def swarmers_on(state: GameState, host: str) -> tuple[str, ...]:
    known = state.module_state.get(STATE_KEY)
    if not isinstance(known, AntiMechState):
        return ()
    return tuple(s for s, h in known.swarming.items() if h == host)


def defender_of(state: GameState, uid: str) -> str | None:
    """The friendly unit ``uid`` rides to fight its swarmers, or None."""
    known = state.module_state.get(STATE_KEY)
    return known.defending.get(uid) if isinstance(known, AntiMechState) else None


def mount_of(state: GameState, uid: str) -> str | None:
    """The unit ``uid`` is on, swarming it or defending it, or None."""
    return host_of(state, uid) or defender_of(state, uid)


def on_board(state: GameState, host: str) -> tuple[str, ...]:
    """Every infantry unit on ``host``: its swarmers, then its defenders."""
    known = state.module_state.get(STATE_KEY)
    if not isinstance(known, AntiMechState):
        return ()
    return (*swarmers_on(state, host),
            *(d for d, h in known.defending.items() if h == host))


def problem(state: GameState, unit: UnitState, target: UnitState, attack: AntiMech
            ) -> str | None:
    """Why ``unit`` may not make ``attack`` on ``target`` now, or None."""
    definition = state.definition(unit)
    t_kind = state.definition(target).kind
    if not definition.kind.is_infantry:
        return "only infantry make leg and swarm attacks"
    if not definition.anti_mech:
        return (f"{unit.name} is not trained for anti-'Mech attacks (its sheet says "
                "anti_mech: false, or nothing for a platoon)")
    if unit.position is None or unit.position != target.position or unit.floor != target.floor:
        return f"{unit.name} is not at {target.name}'s level in its hex"
    if target.side == unit.side or not target.active:
        return f"{target.name} is not an enemy in the game"
    host = host_of(state, unit.uid)
    if host is not None:
        if attack is AntiMech.SWARM and host == target.uid:
            return None
        return f"{unit.name} is swarming {state.unit(host).name}: it attacks only it"
    if host_of(state, target.uid) is not None:
        return f"{target.name} is swarming a unit: it is no target"
    if launchers.carried(state, unit):
        return f"{unit.name} must jettison its body-mounted launchers first"
    rec = record(state)
    if attack is AntiMech.LEG:
        if t_kind is not UnitKind.MECH:
            return "a leg attack is made on a 'Mech"
        if target.uid in rec.legs_attacked:
            return f"{target.name} has been the target of a leg attack this turn (once a turn)"
    else:
        if t_kind not in (UnitKind.MECH, UnitKind.VEHICLE):
            return "a swarm attack is made on a 'Mech or a vehicle"
        if swarmers_on(state, target.uid) or any(
                a is AntiMech.SWARM and (d := state.declaration(u)) is not None
                and d.target == target.uid for u, a in rec.declared.items()):
            return f"{target.name} is swarmed already (one swarming unit a target)"
    if _table_modifier(state, unit, attack) is None:
        return f"{unit.name} has too few troopers standing for a {attack.value} attack"
    return None


def _table_modifier(state: GameState, unit: UnitState, attack: AntiMech) -> int | None:
    rules = anti_mech_rules(state)
    definition = state.definition(unit)
    battle_armor = definition.kind is UnitKind.BATTLE_ARMOR
    table = {(AntiMech.LEG, False): rules.leg_conventional,
             (AntiMech.LEG, True): rules.leg_battle_armor,
             (AntiMech.SWARM, False): rules.swarm_conventional,
             (AntiMech.SWARM, True): rules.swarm_battle_armor}[(attack, battle_armor)]
    return rules.modifier(table, troopers_alive(unit, definition))


def modifiers(state: GameState, unit: UnitState, target: UnitState, attack: AntiMech
              ) -> tuple[tuple[str, int], ...]:
    """The breakdown: anti-'Mech skill, the troopers' table, then the target "通常通り"
    (its movement, terrain, prone, immobile), a vehicle's -2 and riders' modifier.

    With the Close Assault variant an anti-'Mech attack is the infantry's close assault in
    its hex, and 0204-B *Anti-Mech Infantry*: "specially-trained and equipped anti-'Mech
    infantry receives an added advantage in being able to execute close assaults without
    modifications for movement or terrain" (only trained infantry make these attacks)."""
    rules = anti_mech_rules(state)
    definition = state.definition(unit)
    alive = troopers_alive(unit, definition)
    mods = [("Anti-'Mech skill", definition.crew.anti_mech),
            (f"{alive} troopers ({attack.value} attack table)",
             _table_modifier(state, unit, attack) or 0)]
    if close_assault_played(state.options):
        mods.append((CLOSE_ASSAULT_NOTE, 0))
        mods += [(m.name, m.value) for m in target_modifiers(state, target, target_moved=False,
                                                             terrain=False)]
    else:
        mods += [(m.name, m.value) for m in target_modifiers(state, target)]
    if not target.prone and target.unconscious:
        mods.append(("Target immobile", rules.immobile_target))
    if attack is AntiMech.SWARM and state.definition(target).kind is UnitKind.VEHICLE:
        mods.append(("Target is a vehicle", rules.vs_vehicle))
    riders = sum(troopers_alive(r, state.definition(r)) for r in state.riders(target.uid)
                 if state.definition(r).kind is UnitKind.BATTLE_ARMOR)
    if attack is AntiMech.SWARM and riders:
        mods.append((f"{riders} battle armor troopers riding",
                     rules.mechanized.get(min(riders, 6), 0)))
    return tuple((n, v) for n, v in mods if v or n.startswith("Anti") or n == CLOSE_ASSAULT_NOTE)


def declarer(state: GameState, uid: str, target_uid: str, doing: str
             ) -> tuple[UnitState, UnitState]:
    """The unit and its target for an attack ``doing`` declared instead of fire, if the
    unit may declare now (Weapon Attack Phase, its side's turn, not declared yet)."""

    if state.phase is not Phase.WEAPON_ATTACK:
        raise IllegalCommand(f"{doing} is declared in the weapon attack phase")
    if declarations_done(state):
        raise IllegalCommand("every unit has declared; attacks are being resolved")
    unit = own_active_unit(state, uid)
    if not unit.can_act:
        raise IllegalCommand(f"{unit.name} cannot act")
    if state.declaration(unit.uid) is not None:
        raise IllegalCommand(f"{unit.name} has already declared its attack this turn")
    if not state.has_unit(target_uid):
        raise IllegalCommand(f"there is no unit {target_uid!r}")
    return unit, state.unit(target_uid)


def declare(state: GameState, command: AntiMechAttack, events: list[Event]) -> GameState:
    unit, target = declarer(state, command.unit, command.target, "a leg or swarm attack")
    why = problem(state, unit, target, command.attack)
    if why is not None:
        raise IllegalCommand(why)
    state = hidden.reveal(state, unit.uid, "it made an anti-'Mech attack", events)
    state, declaration = _declared(state, unit.uid, target.uid, command.attack, events)
    return replace(state, declarations=(*state.declarations, declaration),
                   last_side=unit.side)


def _declared(state: GameState, uid: str, target_uid: str, attack: AntiMech,
              events: list[Event]) -> tuple[GameState, Declaration]:
    """Record ``uid``'s attack on ``target_uid`` with its to-hit number, fixed now."""
    unit, target = state.unit(uid), state.unit(target_uid)
    rec = record(state)
    damage = host_of(state, unit.uid) == target.uid
    mods = () if damage else modifiers(state, unit, target, attack)
    needed = sum(v for _, v in mods)
    events.append(AntiMechDeclared(unit.uid, target.uid, attack, needed, mods))
    declaration = Declaration(unit.uid, target.uid, (), (), troopers=troopers_alive(
        unit, state.definition(unit)))
    legs = rec.legs_attacked | ({target.uid} if attack is AntiMech.LEG else set())
    state = recorded(state, replace(rec, declared={**rec.declared, unit.uid: attack},
                                    needed={**rec.needed, unit.uid: needed},
                                    legs_attacked=frozenset(legs)))
    return state, declaration


def ambush(state: GameState, infantry: str, mech: str, roller: Roller,
           events: list[Event]) -> GameState | None:
    """0204-B: hidden anti-'Mech infantry ambushing a passing 'Mech with the attack it was
    ordered to make (a leg or swarm attack), rolled at once; it is the unit's attack for
    the turn ("Infantry which attacks a passing 'Mech during the Movement Phase may not
    attack again during that turn").  None when it has no such order, or may not make
    that attack on this 'Mech now (it fires instead)."""
    attack = record(state).ambush_orders.get(infantry)
    if attack is None or problem(state, state.unit(infantry), state.unit(mech), attack):
        return None
    state, declaration = _declared(state, infantry, mech, attack, events)
    state = resolves(state, declaration, roller, events) or state
    return replace(state, declarations=(*state.declarations,
                                        replace(declaration, resolved=True)))


def unseen(state: GameState, uids: frozenset[str]) -> GameState:
    """A view without the ambush orders of hidden units it may not see."""
    known = state.module_state.get(STATE_KEY)
    if not isinstance(known, AntiMechState) or not uids & set(known.ambush_orders):
        return state
    return recorded(state, replace(known, ambush_orders={
        u: a for u, a in known.ambush_orders.items() if u not in uids}))


def order_ambush(state: GameState, command: HideUnit) -> GameState:
    """Keep a hidden unit's order to ambush with an anti-'Mech attack (or drop an old one)."""
    rec = record(state)
    orders = {u: a for u, a in rec.ambush_orders.items() if u != command.unit}
    if command.ambush_attack is not None:
        orders[command.unit] = command.ambush_attack
    return recorded(state, replace(rec, ambush_orders=orders))


def resolves(state: GameState, declaration: Declaration, roller: Roller,
             events: list[Event]) -> GameState | None:
    rec = record(state)
    attack = rec.declared.get(declaration.attacker)
    if attack is None or declaration.target is None:
        return None
    unit, target = state.unit(declaration.attacker), state.unit(declaration.target)
    if host_of(state, unit.uid) == target.uid:
        return _swarm_damage(state, unit, target, declaration, roller, events)
    needed = rec.needed.get(unit.uid, 13)
    roll = roller.total(2, f"{attack.value} attack: {unit.name} on {target.name} "
                           f"(needs {needed})")
    hit = roll >= needed and needed <= 12
    events.append(AntiMechResolved(unit.uid, target.uid, attack, needed, roll, hit))
    if not hit or not target.active:
        return state
    if target.side == unit.side:  # 機械化バトルアーマー: it climbed on to fight swarmers
        if mount_of(state, unit.uid) is not None:
            return state
        events.append(ClimbedOn(unit.uid, target.uid))
        return recorded(state, replace(rec, defending={**rec.defending, unit.uid: target.uid},
                                       attached={**rec.attached, unit.uid: state.turn}))
    if attack is AntiMech.LEG:
        # "メック・キック部位表(P.147参照)の前面でロールをおこない、選ばれた部位に4点"
        table = state.rules.physical.kick_table[Arc.FRONT.value]
        leg = table[roller.total(1, f"kick location: {unit.name}'s leg attack")]
        state = strike(state, target.uid, leg, anti_mech_rules(state).leg_damage, roller, events)
        return criticals.check(state, target.uid, leg, "leg attack", roller, events)
    # A swarm attack that hits: the unit has its foothold, and does no damage this turn.
    if host_of(state, target.uid) is not None or swarmers_on(state, target.uid):
        return state
    rec = record(state)
    state = recorded(state, replace(rec, swarming={**rec.swarming, unit.uid: target.uid},
                                    attached={**rec.attached, unit.uid: state.turn}))
    events.append(SwarmStarted(unit.uid, target.uid))
    return state


def _swarm_damage(state: GameState, unit: UnitState, host: UnitState,
                  declaration: Declaration, roller: Roller, events: list[Event]) -> GameState:
    """スウォーム攻撃のダメージ: every attack hits.  Battle armor: its arm weapons' damage (not
    missiles, not anti-personnel) for each trooper, in one location, then one roll on the
    critical hit table; a platoon: its damage in 2-point groups, each rolled."""
    events.append(AntiMechResolved(unit.uid, host.uid, AntiMech.SWARM, 0, None, True))
    definition = state.definition(unit)
    alive = declaration.troopers or troopers_alive(unit, definition)
    if definition.kind is UnitKind.BATTLE_ARMOR:
        each = sum(w.damage_at(0) for i, w in enumerate(definition.weapon_instances())
                   if not w.missiles and not w.body_mounted
                   and WeaponCode.ANTI_INFANTRY not in w.codes
                   and weapon_problem(unit, definition, i) is None)
        state, where = _swarm_hit(state, unit, host.uid, each * alive, roller, events)
        if where is not None and state.unit(host.uid).active:
            state = criticals.check(state, host.uid, where, "swarm attack", roller, events)
        return state
    assert definition.infantry is not None
    total = definition.infantry.damage_by_troopers[alive - 1] if alive else 0
    for group in in_groups(total, 2):
        if not state.unit(host.uid).active:
            break
        state, _ = _swarm_hit(state, unit, host.uid, group, roller, events)
    return state


def _swarm_hit(state: GameState, unit: UnitState, host_uid: str, amount: int, roller: Roller,
               events: list[Event]) -> tuple[GameState, str | None]:
    """One swarm blow on the host.  The swarmer's own blow is no fire at a swarmed unit:
    it is off the host's back for the ``strike`` (no 5-6 roll for it), then on again."""
    if amount <= 0:
        return state, None
    rec = record(state)
    riding = recorded(state, replace(rec, swarming={s: h for s, h in rec.swarming.items()
                                                    if s != unit.uid}))
    after, where = _blow(riding, unit, host_uid, amount, roller, events)
    again = record(after)
    return recorded(after, replace(again, swarming={**again.swarming, unit.uid: host_uid})), where


def _blow(state: GameState, unit: UnitState, host_uid: str, amount: int, roller: Roller,
          events: list[Event]) -> tuple[GameState, str | None]:
    host = state.unit(host_uid)
    if state.definition(host).kind is UnitKind.VEHICLE:
        while (side := roller.total(1, f"side of {host.name} swarmed")) not in _SIDES:
            pass
        rolled = state.rules.vehicle_hit_locations.rolls[
            roller.total(2, f"hit location: {unit.name} swarming {host.name}")]
        where = vehicle_location(state, host, rolled, frozenset({_SIDES[side]}))
        return strike(state, host_uid, where, amount, roller, events), where
    place = anti_mech_rules(state).swarm_locations[roller.total(
        2, f"swarm hit location: {unit.name} on {host.name}")]
    where = _REAR_OF.get(place, place)
    return strike(state, host_uid, where, amount, roller, events, rear=place != where), where


def shield(state: GameState, uid: str, location: str, rear: bool, amount: int,
           roller: Roller, events: list[Event]) -> tuple[GameState, int]:
    """スウォーム攻撃を受けるユニットに対する攻撃: a hit anywhere on a swarmed 'Mech's torso
    (a vehicle's body: anywhere but its turret) rolls 1D6; on 5-6 the swarmers take it —
    battle armor one trooper picked at random taking all it can, the rest to the host;
    a platoon all of it, as from another infantry unit."""
    off = swarmers_on(state, uid)
    if not off or amount <= 0:
        return state, amount
    kind = state.definition(state.unit(uid)).kind
    if (kind is UnitKind.MECH and location not in ("CT", "LT", "RT")) or (
            kind is UnitKind.VEHICLE and location == "T"):
        return state, amount
    swarmer = state.unit(off[0])
    roll = roller.total(1, f"does the hit on {state.unit(uid).name} strike {swarmer.name}?")
    if roll not in anti_mech_rules(state).swarmer_hit:
        events.append(SwarmerHit(swarmer.uid, uid, roll, 0))
        return state, amount
    d = state.definition(swarmer)
    if d.kind is UnitKind.BATTLE_ARMOR:
        assert d.infantry is not None
        damage = list(trooper_damage(swarmer, d))
        living = [i for i, t in enumerate(damage) if t < d.infantry.trooper_capacity]
        pick = living[roller.pick(len(living), f"trooper of {swarmer.name} hit")]
        took = min(amount, d.infantry.trooper_capacity - damage[pick])
        damage[pick] += took
        events.append(DamageApplied(swarmer.uid, f"trooper {pick + 1}", took))
        events.append(SwarmerHit(swarmer.uid, uid, roll, took))
        swarmer = replace(swarmer, trooper_damage=tuple(damage))
        if troopers_alive(swarmer, d) == 0:
            swarmer = destroy(swarmer, "every trooper destroyed", events)
        return replace_unit(state, swarmer), amount - took
    events.append(SwarmerHit(swarmer.uid, uid, roll, amount))
    return standard_blow(state, swarmer.uid, amount, roller, events), 0


def mode_barred(state: GameState, unit: UnitState, mode: MoveMode) -> str | None:
    host = mount_of(state, unit.uid)
    if host is None or mode is MoveMode.STATIONARY:
        return None
    doing = "swarming" if host_of(state, unit.uid) else "riding"
    return f"{unit.name} is {doing} {state.unit(host).name}: it goes where that unit goes"
