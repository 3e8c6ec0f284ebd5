"""What anti-'Mech attacks change around them (seed 003 対メック攻撃, VS機械化バトルアーマー,
スウォーム攻撃の撃退): the commands ``legal_commands`` lists for swarmers, their hosts and
the battle armor that climbs on to fight them, who may fire at whom while a unit swarms
or rides, and the checks on declarations.  The Total Warfare infantry module's hooks call
these; the attacks themselves are ``anti_mech.py``'s, riding ``swarm_riders.py``'s and
climbing on ``climb_on.py``'s."""

from __future__ import annotations

from btdesk.model.commands import (
    AntiMechAttack,
    BrushOff,
    Command,
    DeclareAttack,
    EndSwarm,
)
from btdesk.model.errors import IllegalCommand
from btdesk.model.state import (
    GameState,
    Phase,
    UnitState,
)
from btdesk.model.tw_infantry import (
    AntiMech,
)
from btdesk.rules.core.physical import ARMS
from btdesk.rules.modules.tw_infantry import climb_on, swarm_riders
from btdesk.rules.modules.tw_infantry.anti_mech import (
    defender_of,
    host_of,
    problem,
    record,
    swarmers_on,
)
from btdesk.rules.modules.tw_infantry.climb_on import fire_barred
from btdesk.rules.modules.tw_infantry.coming_off import brush_off_problem
from btdesk.rules.modules.tw_infantry.swarm_riders import rides
from btdesk.rules.turns import active_side


def listed(state: GameState, commands: list[Command]) -> list[Command]:
    side = active_side(state)
    if side is None:
        return commands
    rec = record(state)
    if state.phase is Phase.WEAPON_ATTACK:
        out = [c for c in commands if not (isinstance(c, DeclareAttack) and c.target
                                           and c.unit in rec.swarming)]
        for unit in state.units_of(side):
            if not unit.can_act or state.declaration(unit.uid) is not None \
                    or not state.definition(unit).kind.is_infantry:
                continue
            if unit.uid in rec.swarming:
                out.append(AntiMechAttack(unit.uid, rec.swarming[unit.uid], AntiMech.SWARM))
                out.append(EndSwarm(unit.uid))
                out += swarm_riders.attacks(state, unit, rec.swarming[unit.uid])
                continue
            if unit.uid in rec.defending:
                out.append(EndSwarm(unit.uid))
                continue
            if unit.position is None or not state.definition(unit).anti_mech:
                continue
            for target in state.units_at(unit.position):
                for attack in AntiMech:
                    if problem(state, unit, target, attack) is None:
                        out.append(AntiMechAttack(unit.uid, target.uid, attack))
        return out + climb_on.listed(state, side)
    if state.phase is Phase.PHYSICAL_ATTACK and not state.assaults and rec.swarming:
        out = list(commands)
        for mech in state.units_of(side):
            if state.physical_declaration(mech.uid) is not None or mech.prone \
                    or not mech.can_act or not swarmers_on(state, mech.uid):
                continue
            arms = tuple(a for a in ARMS if brush_off_problem(state, mech, a) is None)
            out += [BrushOff(mech.uid, (a,)) for a in arms]
            if len(arms) == 2:
                out.append(BrushOff(mech.uid, arms))
        return out
    return commands


def target_barred(state: GameState, attacker: UnitState, target: UnitState | None
                  ) -> str | None:
    """``target`` None: a building."""
    riding = defender_of(state, attacker.uid)
    if riding is not None:
        return fire_barred(state, attacker, target, riding)
    host = host_of(state, target.uid) if target is not None else None
    if target is not None and host is not None:
        return (f"{target.name} is swarming {state.unit(host).name}: a swarming unit is no "
                "target (fire at the 'Mech may hit it)")
    mine = host_of(state, attacker.uid)
    if mine is not None and target is not None and rides(state, target.uid, mine):
        return None  # VS機械化バトルアーマー: a standard attack on the host's riders
    mount = defender_of(state, target.uid) if target is not None else None
    if target is not None and mount is not None:
        return f"{target.name} is riding {state.unit(mount).name}: it is no target there"
    if mine is not None:
        return (f"{attacker.name} is swarming {state.unit(mine).name}: it attacks only it, "
                "with a swarm attack, or the battle armor riding it")
    return None


def check(state: GameState, command: Command) -> None:
    if isinstance(command, DeclareAttack) and command.target is not None:
        host = host_of(state, command.unit)
        if host is not None and not (state.has_unit(command.target)
                                     and rides(state, command.target, host)):
            raise IllegalCommand(f"{state.unit(command.unit).name} is swarming "
                                 f"{state.unit(host).name}: it attacks it by a swarm attack "
                                 "(every attack hits), or ends the swarm")
