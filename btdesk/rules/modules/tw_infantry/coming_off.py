"""Swarmers coming off their host (seed 003 スウォーム攻撃の撃退, 落下, 水): letting go,
pulled off by the 'Mech's arms, thrown off when it falls or jumps, drowned when it goes
into deep water, and dropped when it is destroyed; and what the host's own move does to
them.  The attacks themselves are ``anti_mech.py``'s."""

from __future__ import annotations

from btdesk.hexgrid import Arc, Hex
from btdesk.model.commands import (
    BrushOff,
    EndSwarm,
)
from btdesk.model.criticals import SlotKind
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event
from btdesk.model.frozen import replace
from btdesk.model.state import (
    Declaration,
    GameState,
    MoveMode,
    MoveRecord,
    Phase,
    PhysicalDeclaration,
    UnitState,
)
from btdesk.model.tw_infantry import (
    SwarmEnded,
)
from btdesk.model.units import Motive, UnitKind
from btdesk.rules.core.condition import crit_count
from btdesk.rules.core.damage import (
    damage_battle_armor,
    destroy,
    hit_groups,
    replace_unit,
    standard_blow,
)
from btdesk.rules.core.physical import ARMS, fired_locations, limb_damage
from btdesk.rules.core.piloting import piloting_roll
from btdesk.rules.dice import Roller
from btdesk.rules.modules.tw_infantry import domino, transport
from btdesk.rules.modules.tw_infantry.anti_mech import (
    STATE_KEY,
    AntiMechState,
    anti_mech_rules,
    mount_of,
    on_board,
    record,
    recorded,
    swarmers_on,
)
from btdesk.rules.turns import declarations_done, own_active_unit


def end_swarm(state: GameState, command: EndSwarm, roller: Roller,
              events: list[Event]) -> GameState:

    if state.phase is not Phase.WEAPON_ATTACK or declarations_done(state):
        raise IllegalCommand("a swarm is ended in the weapon attack phase, instead of "
                             "declaring an attack")
    unit = own_active_unit(state, command.unit)
    host = mount_of(state, unit.uid)
    if host is None:
        raise IllegalCommand(f"{unit.name} is not swarming anything, nor riding to fight "
                             "swarmers")
    if state.declaration(unit.uid) is not None:
        raise IllegalCommand(f"{unit.name} has already declared its attack this turn")
    state = drop(state, unit.uid, "it let go", roller, events)
    return replace(state, declarations=(*state.declarations,
                                        Declaration(unit.uid, None, (), (), resolved=True)),
                   last_side=unit.side)


BRUSH_OFF = "pulling off swarmers"  # the Piloting roll's reason


def brush_off_modifiers(state: GameState) -> tuple[tuple[str, int], ...]:
    """What pulling swarmers off adds to each arm's Piloting roll (the roll and the
    button): "+4の修正"."""
    return (("Swarm attack removal", anti_mech_rules(state).brush_off_piloting),)


def brush_off_problem(state: GameState, mech: UnitState, arm: str) -> str | None:
    if state.definition(mech).kind is not UnitKind.MECH:
        return f"{mech.name} has no arms: a swarmed vehicle drives erratically instead"
    if not swarmers_on(state, mech.uid):
        return f"{mech.name} has no swarming infantry to pull off"
    if arm not in ARMS:
        return f"{arm} is not an arm"
    if arm in mech.lost:
        return "that arm is destroyed"
    if arm in fired_locations(state, mech):
        return "that arm fired a weapon this turn"
    if crit_count(mech, state.definition(mech), SlotKind.SHOULDER, arm):  # a dead arm
        return "that arm's shoulder is destroyed"
    return None


def brush_off(state: GameState, command: BrushOff, roller: Roller,
              events: list[Event]) -> GameState:
    """スウォーム攻撃の撃退: one Piloting Skill Roll at +4 per arm, both resolved whatever
    the first did; a success pulls the swarmers off into the hex with the arm's punch
    damage as standard damage, a failure punches the 'Mech itself (front punch table)."""

    if state.phase is not Phase.PHYSICAL_ATTACK or state.assaults:
        raise IllegalCommand("swarmers are pulled off in the physical attack phase")
    mech = own_active_unit(state, command.unit)
    if state.definition(mech).kind is not UnitKind.MECH or mech.prone:
        raise IllegalCommand("a standing 'Mech pulls swarmers off with its arms")
    if state.physical_declaration(mech.uid) is not None:
        raise IllegalCommand(f"{mech.name} has already declared its physical attack")
    if not command.arms or len(set(command.arms)) != len(command.arms):
        raise IllegalCommand("name one or two arms, each once")
    for arm in command.arms:
        why = brush_off_problem(state, mech, arm)
        if why is not None:
            raise IllegalCommand(why)
    full = state.rules.physical.attacks["punch"].damage(state.definition(mech).tons or 0)
    for arm in command.arms:
        # "通常のパンチ攻撃に適用されるダメージ修正": the arm's own actuator damage.
        punch = limb_damage(state, state.unit(mech.uid), arm, full)
        off = swarmers_on(state, mech.uid)
        passed = piloting_roll(state, mech.uid, BRUSH_OFF, roller, events,
                               brush_off_modifiers(state))
        if passed and off:
            for uid in off:
                state = drop(state, uid, f"pulled off by {mech.name}'s {arm}", roller, events)
                state = standard_blow(state, uid, punch, roller, events)
        elif not passed:
            state = hit_groups(state, state.unit(mech.uid), [punch], Arc.FRONT, "punch",
                               roller, events, f"{mech.name} hits itself")
    return replace(state, physical=(*state.physical,
                                    PhysicalDeclaration(mech.uid, None, (), resolved=True)),
                   last_side=mech.side)


def drop(state: GameState, uid: str, why: str, roller: Roller, events: list[Event]) -> GameState:
    """``uid`` comes off its host into the host's hex (the domino effect if that overstacks
    it, else beside the hex as a rider set down; destroyed where no hex takes it); it may
    not move or attack again this turn."""
    rec = record(state)
    host = rec.swarming.get(uid) or rec.defending.get(uid)
    if host is None:
        return state
    state = recorded(state, rec.without(uid))
    unit, carrier = state.unit(uid), state.unit(host)
    at = carrier.position if carrier.position is not None else unit.position
    if at is None or not unit.active:
        return state
    if drowns(state, unit, at, prone=True):
        events.append(SwarmEnded(uid, host, None, f"{why}, into water"))
        return replace_unit(state, destroy(unit, "fell into water (no UMU MP)", events))
    if transport.stands(state, unit, at) and domino.crowded(state, unit, at):
        room = domino.make_room(state, unit, at, None, roller, events, keep=frozenset({host}))
        state = room if room is not None else state
    landed = transport.landing(state, state.unit(uid), at)
    if landed is None:
        events.append(SwarmEnded(uid, host, None, f"{why}; no hex takes it"))
        return transport.lost_rider(state, state.unit(uid), "nowhere to land", events)
    events.append(SwarmEnded(uid, host, landed, why))
    unit = state.unit(uid)
    state = replace_unit(state, replace(unit, position=landed, floor=0, moved=unit.moved or
                                        MoveRecord(MoveMode.STATIONARY, (), 0, 0)))
    return transport.no_attack(state, uid)


def drowns(state: GameState, unit: UnitState, at: Hex, prone: bool) -> bool:
    """水: a swarmer without UMU MP is destroyed with its host in water as deep as the
    seed says ("水深2以上の水地に入った場合, または水深1以上の水深で伏せた場合"), or knocked
    off into water 1 deep or more (``prone``: the shallower depth counts)."""
    rules = anti_mech_rules(state).shaking_off
    if rules is None or state.definition(unit).movement.motive is Motive.UMU:
        return False
    return state.board.depth(at) >= (rules.water_prone if prone else rules.water_deep)


def drown(state: GameState, host_uid: str, why: str, events: list[Event],
          deep: bool = False) -> GameState:
    """Every swarmer on ``host_uid`` that ``drowns`` where it is is destroyed (``deep``:
    the host went through deep water on its way, so every one without UMU MP)."""
    host = state.unit(host_uid)
    if host.position is None or anti_mech_rules(state).shaking_off is None:
        return state
    for uid in on_board(state, host_uid):
        unit = state.unit(uid)
        if (deep and state.definition(unit).movement.motive is not Motive.UMU) \
                or drowns(state, unit, host.position, prone=host.prone):
            state = recorded(state, record(state).without(uid))
            events.append(SwarmEnded(uid, host_uid, None, why))
            state = replace_unit(state, destroy(unit, why, events))
    return state


def sync(state: GameState, roller: Roller, events: list[Event]) -> GameState:
    """After every command: swarmers sit in their host's hex; a host destroyed or gone
    drops them (seed: "スウォーム攻撃されているメックが…破壊された場合…ドミノ効果")."""
    known = state.module_state.get(STATE_KEY)
    if not isinstance(known, AntiMechState) or not (known.swarming or known.defending):
        return state
    for uid, host_uid in [*known.swarming.items(), *known.defending.items()]:
        host, unit = state.unit(host_uid), state.unit(uid)
        if not unit.active:
            state = recorded(state, record(state).without(uid))
            continue
        if host.destroyed or not host.active:
            state = drop(state, uid, f"{host.name} was destroyed", roller, events)
        elif host.position is not None and unit.position != host.position:
            state = replace_unit(state, replace(unit, position=host.position, floor=0))
    return state


def shaken_by_jump(state: GameState, host_uid: str, mp: int, roller: Roller,
                   events: list[Event]) -> GameState:
    """A swarmed 'Mech that jumped rolls Piloting at +4 on landing: on a success its
    swarmers fall into the landing hex, one point per jump MP used each; a failure leaves
    them on, and the 'Mech standing."""
    off = swarmers_on(state, host_uid)
    host = state.unit(host_uid)
    if not off or not host.active or host.prone:
        return state
    jump_off = anti_mech_rules(state).jump_off_piloting
    if not piloting_roll(state, host_uid, "shaking off swarmers", roller, events,
                         (("Jump to shake off swarmers", jump_off),)):
        return state
    return shake_off(state, host_uid, f"shaken off by {host.name}'s jump", mp, roller, events)


def shake_off(state: GameState, host_uid: str, why: str, damage: int, roller: Roller,
              events: list[Event]) -> GameState:
    """Every swarmer on ``host_uid`` falls off, each trooper taking ``damage`` as standard
    damage (battle armor each trooper; a platoon that many troopers): a jump's landing,
    or a vehicle's erratic driving ("ジャンプしたメックに叩き落されたかのように")."""
    for uid in swarmers_on(state, host_uid):
        state = drop(state, uid, why, roller, events)
        unit = state.unit(uid)
        if state.definition(unit).kind is UnitKind.BATTLE_ARMOR and unit.active:
            state = replace_unit(state, damage_battle_armor(state, unit, [damage], roller,
                                                            events, every_trooper=True))
        else:
            state = standard_blow(state, uid, damage, roller, events)
    return state


def fallen(state: GameState, host_uid: str, roller: Roller, events: list[Event]) -> GameState:
    """転倒: a swarmed 'Mech that falls drops its swarmers into the hex with one blow of
    2D6 as standard damage; they may neither move nor fire this turn.  Battle armor riding
    it to fight them falls likewise (decision: the fall throws whoever holds on)."""
    for uid in on_board(state, host_uid):
        state = drop(state, uid, f"{state.unit(host_uid).name} fell", roller, events)
        blow = roller.total(anti_mech_rules(state).knocked_off_dice,
                            f"{state.unit(uid).name} knocked off {state.unit(host_uid).name}")
        state = standard_blow(state, uid, blow, roller, events)
    return state


def physical_choice(state: GameState, unit: UnitState) -> bool:
    return bool(swarmers_on(state, unit.uid)) and not unit.prone and any(
        brush_off_problem(state, unit, a) is None for a in ARMS)


def after_move(state: GameState, uid: str, roller: Roller, events: list[Event]) -> GameState:
    """A host's swarmers ride along (they have moved: its move was theirs), and a jump
    may shake them off."""
    unit = state.unit(uid)
    off = on_board(state, uid)
    if not off:
        return state
    for s in off:
        rider = state.unit(s)
        if rider.moved is None:
            state = replace_unit(state, replace(rider, moved=MoveRecord(
                MoveMode.STATIONARY, (), 0, 0)))
    state = sync(state, roller, events)
    if unit.moved is not None and unit.moved.mode is MoveMode.JUMP:
        state = shaken_by_jump(state, uid, unit.moved.mp_spent, roller, events)
    return state
