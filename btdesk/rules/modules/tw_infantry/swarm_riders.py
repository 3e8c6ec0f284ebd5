"""Battle armor riding a swarmed unit, attacked by its swarmers (seed 003 スウォーム攻撃の
ダメージ, VS機械化バトルアーマー): "目標のメックまたはビークルが機械化バトルアーマーを搭載している
場合、スウォーム攻撃ユニットはそのメックまたはビークルにダメージを与える代わりに、バトルアーマーに
対して標準攻撃をおこなうことを選べる。攻撃側はそのバトルアーマーユニットが搭乗していないかのように、
そのいずれか、またはすべての武器を使用することができ、対象の移動力や地形修正をすべて無視する" (a
swarming unit may make a standard attack on mechanized battle armor riding its host instead
of damaging the host, with any or all of its weapons as if the battle armor were not riding,
ignoring the target's movement and terrain modifiers).

Decided where the seed is silent: "mechanized battle armor" is a squad on the host's
handholds and, as the seed's 機械化バトルアーマー bullet calls them too, friendly battle
armor that climbed on to fight the swarmers (``climb_on.py``).  A rider on the handholds
has no hex of its own; it is attacked in the host's.
"""

from __future__ import annotations

from btdesk.hexgrid import Hex
from btdesk.model.commands import Command, DeclareAttack
from btdesk.model.state import GameState, UnitState, WeaponFire
from btdesk.model.units import UnitKind
from btdesk.rules.core.physical import movement_and_terrain
from btdesk.rules.core.tohit import Modifier, attack_options
from btdesk.rules.modules.tw_infantry import anti_mech


def rides(state: GameState, uid: str, host: str) -> bool:
    """Whether battle armor ``uid`` rides ``host`` as mechanized battle armor: on its
    handholds (機械化バトルアーマー), or climbed on to fight its swarmers."""
    unit = state.unit(uid)
    if state.definition(unit).kind is not UnitKind.BATTLE_ARMOR:
        return False
    return unit.carried_by == host or anti_mech.defender_of(state, uid) == host


def seat(state: GameState, attacker: UnitState, target: UnitState) -> Hex | None:
    """スウォーム攻撃のダメージ, VS機械化バトルアーマー: where a swarmer attacks battle armor
    riding its host "そのバトルアーマーユニットが搭乗していないかのように" (as if it were not
    riding): the host's hex, for a rider on the handholds that has none of its own."""
    host = anti_mech.host_of(state, attacker.uid)
    if host is None or target.position is not None or not rides(state, target.uid, host):
        return None
    return state.unit(host).position


def fire_modifiers(state: GameState, attacker: UnitState, target: UnitState
                   ) -> tuple[Modifier, ...]:
    """VS機械化バトルアーマー: "対象の移動力や地形修正をすべて無視する" (the target's movement
    and terrain modifiers are all ignored) when a swarmer fires at a rider of its host:
    what they add to the shot, taken off again."""
    host = anti_mech.host_of(state, attacker.uid)
    if host is None or target.position is None or not rides(state, target.uid, host):
        return ()
    ignored = movement_and_terrain(state, target)
    if not ignored:
        return ()
    return (Modifier(f"{target.name} riding {state.unit(host).name}: its movement and "
                     "terrain ignored", -ignored),)


def attacks(state: GameState, unit: UnitState, host: str) -> list[Command]:
    """VS機械化バトルアーマー: a swarmer's standard attack, every weapon it may fire, on
    each battle armor unit riding its host."""
    out: list[Command] = []
    for rider in (u for u in state.units if u.active and rides(state, u.uid, host)
                  and u.side != unit.side):
        ready = tuple(WeaponFire(o.weapon) for o in attack_options(state, unit.uid, rider.uid)
                      if o.problem is None)
        if ready:
            out.append(DeclareAttack(unit.uid, rider.uid, ready))
    return out
