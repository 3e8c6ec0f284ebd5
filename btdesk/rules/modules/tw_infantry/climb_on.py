"""Friendly battle armor climbing onto a swarmed unit to fight the swarmers (seed 003
スウォーム攻撃の撃退, 機械化バトルアーマー):

"味方のバトルアーマーユニットは、攻撃してくる敵軍歩兵を撃退するためスウォーム攻撃を受けている
ユニットに搭乗することができる。そのバトルアーマーユニットは搭乗のために標準的なスウォーム攻撃を
おこなわなければならず、適切な修正をすべておこなわなければならない。これにはスウォーム攻撃修正表
の…修正も含まれる;この修正は目標数に対して負の数として適用される…この攻撃が成功した場合、その
機械化バトルアーマーは次のターンの武器攻撃フェイズにおいて、目標の移動力と地形修正をすべて無視
して敵軍歩兵を直接攻撃することができる。"

Decisions, where the seed leaves the engine a choice:

- The climb is the squad's declaration for the Weapon Attack Phase (a swarm attack is),
  by battle armor trained for anti-'Mech attacks, in the swarmed unit's hex; one such
  squad a unit (as one swarmer a target).
- The Swarm Attack Modifiers table is reconstructed by the battle armor troopers alone
  (``tw_infantry.yaml`` ``anti_mech.mechanized``, fitted to the seed's own example: 4
  troopers, +3, here -3).
- Once on, the squad rides as a swarmer does (it moves with the unit, counts for no
  stacking, is no target, falls off when the unit falls, drowns with it) and attacks only
  the swarmers on its unit, from the next turn; it gets off as a swarmer lets go
  (``EndSwarm``).  Fire at the unit does not strike it (the seed's 5-6 roll is for the
  swarmers), and the unit's own shaking off (arms, a jump, erratic driving) is aimed at
  the enemy: it holds on.
"""

from __future__ import annotations

from btdesk.model.commands import ClimbOn
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import AntiMechDeclared, Event
from btdesk.model.frozen import replace
from btdesk.model.state import Declaration, GameState, UnitState
from btdesk.model.tw_infantry import AntiMech
from btdesk.model.units import UnitKind
from btdesk.rules.core.condition import troopers_alive
from btdesk.rules.core.physical import movement_and_terrain, target_modifiers
from btdesk.rules.core.tohit import Modifier
from btdesk.rules.modules.tw_infantry import anti_mech, launchers
from btdesk.rules.modules.tw_infantry.transport import rules_of


def problem(state: GameState, unit: UnitState, host: UnitState) -> str | None:
    """Why ``unit`` may not climb onto ``host`` now, or None."""
    definition = state.definition(unit)
    if definition.kind is not UnitKind.BATTLE_ARMOR:
        return "only battle armor climbs onto a friendly unit to fight its swarmers"
    if not definition.anti_mech:
        return f"{unit.name} is not trained for anti-'Mech attacks (a swarm attack gets it on)"
    if host.side != unit.side or not host.active or host.uid == unit.uid:
        return f"{host.name} is not a friendly unit in the game"
    if state.definition(host).kind not in (UnitKind.MECH, UnitKind.VEHICLE):
        return "battle armor climbs onto a 'Mech or a vehicle"
    if unit.position is None or unit.position != host.position or unit.floor != host.floor:
        return f"{unit.name} is not at {host.name}'s level in its hex"
    if anti_mech.mount_of(state, unit.uid) is not None:
        return f"{unit.name} is on a unit already"
    if not anti_mech.swarmers_on(state, host.uid):
        return f"{host.name} has no enemy infantry swarming it"
    if any(anti_mech.defender_of(state, u.uid) == host.uid for u in state.units_of(unit.side)):
        return f"{host.name} has battle armor on it already (one squad a unit)"
    if launchers.carried(state, unit):
        return f"{unit.name} must jettison its body-mounted launchers first"
    rules = rules_of(state).anti_mech
    if rules.modifier(rules.swarm_battle_armor, troopers_alive(unit, definition)) is None:
        return f"{unit.name} has too few troopers standing for a swarm attack"
    return None


def modifiers(state: GameState, unit: UnitState, host: UnitState) -> tuple[tuple[str, int], ...]:
    """A standard swarm attack's breakdown on the friendly unit, with the Swarm Attack
    Modifiers table's number for the climbing troopers turned negative."""
    rules = rules_of(state).anti_mech
    definition = state.definition(unit)
    alive = troopers_alive(unit, definition)
    mods = [("Anti-'Mech skill", definition.crew.anti_mech),
            (f"{alive} troopers (swarm attack table)",
             rules.modifier(rules.swarm_battle_armor, alive) or 0)]
    mods += [(m.name, m.value) for m in target_modifiers(state, host)]
    if not host.prone and host.unconscious:
        mods.append(("Target immobile", rules.immobile_target))
    if state.definition(host).kind is UnitKind.VEHICLE:
        mods.append(("Target is a vehicle", rules.vs_vehicle))
    friendly = rules.mechanized.get(min(alive, max(rules.mechanized)), 0)
    mods.append((f"{alive} friendly battle armor troopers climbing on (Swarm Attack "
                 "Modifiers, negative)", -friendly))
    return tuple((n, v) for n, v in mods if v or n.startswith("Anti"))


def climb(state: GameState, command: ClimbOn, events: list[Event]) -> GameState:
    unit, host = anti_mech.declarer(state, command.unit, command.host,
                                    "climbing onto a friendly unit")
    why = problem(state, unit, host)
    if why is not None:
        raise IllegalCommand(why)
    mods = modifiers(state, unit, host)
    needed = sum(v for _, v in mods)
    events.append(AntiMechDeclared(unit.uid, host.uid, AntiMech.SWARM, needed, mods))
    rec = anti_mech.record(state)
    state = anti_mech.recorded(state, replace(
        rec, declared={**rec.declared, unit.uid: AntiMech.SWARM},
        needed={**rec.needed, unit.uid: needed}))
    declaration = Declaration(unit.uid, host.uid, (), (),
                              troopers=troopers_alive(unit, state.definition(unit)))
    return replace(state, declarations=(*state.declarations, declaration),
                   last_side=unit.side)


def listed(state: GameState, side: str) -> list[ClimbOn]:
    """Every climb ``side``'s undeclared battle armor may make now."""
    return [ClimbOn(unit.uid, host.uid) for unit in state.units_of(side)
            if unit.can_act and unit.position is not None
            and state.declaration(unit.uid) is None
            for host in state.units_at(unit.position)
            if host.uid != unit.uid and problem(state, unit, host) is None]


# --- once on ----------------------------------------------------------------------------------

def fire_barred(state: GameState, attacker: UnitState, target: UnitState | None,
                host: str) -> str | None:
    """A squad on ``host`` fires only at the swarmers on it (``target`` None: a building),
    and not the turn it got on."""
    if target is None or anti_mech.host_of(state, target.uid) != host:
        return (f"{attacker.name} is riding {state.unit(host).name} to fight its swarmers: it "
                "attacks only them")
    since = anti_mech.record(state).attached.get(attacker.uid, state.turn)
    if since >= state.turn:
        return f"{attacker.name} climbed on this turn: it fights the swarmers from next turn"
    return None


def fire_modifiers(state: GameState, attacker: UnitState, target: UnitState
                   ) -> tuple[Modifier, ...]:
    """"目標の移動力と地形修正をすべて無視して": what the swarmers' movement and terrain
    add to the shot, taken off again."""
    host = anti_mech.defender_of(state, attacker.uid)
    if host is None or anti_mech.host_of(state, target.uid) != host:
        return ()
    ignored = movement_and_terrain(state, target)
    if not ignored:
        return ()
    return (Modifier(f"Riding {state.unit(host).name}: the swarmers' movement and terrain "
                     "ignored", -ignored),)
