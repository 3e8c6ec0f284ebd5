"""Physical attacks (rules-notes §4, Total Warfare): punch per arm, kick, push, charge and
death from above, in the Physical Attack Phase and inside a Close Assault.

A blow is described by where it comes from (the attack direction, worked out by the
caller on the map or in the Close Assault Hex) and its to-hit number; this module rolls
it and deals its damage, Piloting Skill Rolls included.  Where the blow lands
(displacement) is the caller's, since the map and the Close Assault Hex differ.
"""

from __future__ import annotations

from dataclasses import dataclass

from btdesk.hexgrid import Arc, Hex, arc_of, attack_directions, direction_to, distance, neighbor
from btdesk.model.criticals import SlotKind
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import BuildingBlow, Event, PhysicalDeclared, PhysicalResolved
from btdesk.model.frozen import replace
from btdesk.model.state import (
    Engagement,
    GameState,
    MoveMode,
    PhysicalDeclaration,
    UnitState,
)
from btdesk.model.units import UnitKind
from btdesk.model.vocab import PhysicalAttack
from btdesk.rules import hooks
from btdesk.rules.core import buildings
from btdesk.rules.core.condition import LEGS, crit_count
from btdesk.rules.core.damage import hit_groups, replace_unit
from btdesk.rules.core.movement import displace
from btdesk.rules.core.piloting import check_or_fall, fall
from btdesk.rules.core.tohit import MOVEMENT_KEYS, Modifier, prone_target, target_barred
from btdesk.rules.dice import Roller

ARMS = (PhysicalAttack.LEFT_PUNCH, PhysicalAttack.RIGHT_PUNCH)
KICK, PUSH = PhysicalAttack.KICK, PhysicalAttack.PUSH
CHARGE, DFA = PhysicalAttack.CHARGE, PhysicalAttack.DEATH_FROM_ABOVE
SINGLE_ATTACKS = (KICK, PUSH, CHARGE, DFA)
ATTACK_NAMES = {ARMS[0]: "left-arm punch", ARMS[1]: "right-arm punch", KICK: "kick",
                PUSH: "push", CHARGE: "charge", DFA: "death from above"}


# The actuators of a limb that make its blow harder and halve its damage, and the one
# (hand, foot) that only makes it harder (critical_hits.yaml physical_*).
_ACTUATORS = {True: ((SlotKind.UPPER_ARM, SlotKind.LOWER_ARM), SlotKind.HAND),
              False: ((SlotKind.UPPER_LEG, SlotKind.LOWER_LEG), SlotKind.FOOT)}


def actuator_modifiers(state: GameState, unit: UnitState, limb: str) -> tuple[Modifier, ...]:
    """What critical hits on ``limb``'s actuators add to a punch or kick made with it."""
    rules = state.rules.criticals
    if rules is None or not unit.slots_hit:
        return ()
    definition = state.definition(unit)
    halving, lesser = _ACTUATORS[limb in ARMS]
    mods = [Modifier(f"{kind.value.replace('_', ' ').capitalize()} actuator hit ({limb})",
                     value)
            for kind, value in ((k, rules.physical_actuator_to_hit) for k in halving)
            if value and crit_count(unit, definition, kind, limb)]
    if rules.physical_hand_foot_to_hit and crit_count(unit, definition, lesser, limb):
        mods.append(Modifier(f"{lesser.value.capitalize()} actuator hit ({limb})",
                             rules.physical_hand_foot_to_hit))
    return tuple(mods)


def limb_damage(state: GameState, unit: UnitState, limb: str, damage: int) -> int:
    """A punch's or kick's damage, halved (rounded down) for each upper or lower actuator
    hit in the limb that strikes (Total Warfare)."""
    rules = state.rules.criticals
    if rules is None or not rules.physical_actuator_halves or not unit.slots_hit:
        return damage
    definition = state.definition(unit)
    halvings = sum(1 for kind in _ACTUATORS[limb in ARMS][0]
                   if crit_count(unit, definition, kind, limb))
    return damage >> halvings


def kicking_leg(state: GameState, unit: UnitState) -> str:
    """The leg a 'Mech kicks with: the one whose actuators cost the kick least (decision:
    its player would pick the sound leg), the left on a tie."""
    return min(LEGS, key=lambda leg: sum(m.value for m in actuator_modifiers(state, unit, leg)))


def striking_limb(state: GameState, unit: UnitState, attack: PhysicalAttack) -> str | None:
    """The arm a punch or the leg a kick is made with; None for other attacks."""
    if attack in ARMS:
        return str(attack)
    return kicking_leg(state, unit) if attack == KICK else None


def table_key(attack: PhysicalAttack) -> str:
    """The physical_attacks.yaml entry an attack reads."""
    return "punch" if attack in ARMS else attack


def direction(attacker_at: Hex, target_at: Hex, target_facing: int) -> Arc:
    """The side of the target a blow lands on; on an exact boundary the front or rear
    wins (rules-notes §1 lets the target's player choose; the engine picks the side
    with the fuller location table)."""
    arcs = attack_directions(attacker_at, target_at, target_facing)
    for preferred in (Arc.FRONT, Arc.REAR):
        if preferred in arcs:
            return preferred
    return min(arcs)


@dataclass(frozen=True)
class Blow:
    attacker: str
    target: str
    attack: PhysicalAttack  # LA, RA, kick, push, charge, death_from_above
    direction: Arc  # the side of the target it lands on
    modifiers: tuple[Modifier, ...]
    charge_hexes: int = 0

    @property
    def to_hit(self) -> int:
        return sum(m.value for m in self.modifiers)


def blow_modifiers(state: GameState, attacker: UnitState, target: UnitState, attack: PhysicalAttack,
                   adjacent: bool = True, target_moved: bool = True,
                   extra: tuple[Modifier, ...] = ()) -> tuple[Modifier, ...]:
    """Piloting + the attack's offset, the Piloting difference for charges and death from
    above, then what the target adds (rules-notes §4-5)."""
    rules = state.rules.physical
    spec = rules.attacks[table_key(attack)]
    a_pilot = state.definition(attacker).crew.piloting
    mods = [Modifier("Piloting", a_pilot)]
    if spec.offset:
        mods.append(Modifier(ATTACK_NAMES[attack].capitalize(), spec.offset))
    if (attack == KICK and rules.kick_infantry_in_hex and attacker.position is not None
            and attacker.position == target.position
            and state.definition(target).kind.is_infantry):
        mods.append(Modifier("Stomping infantry in the hex", rules.kick_infantry_in_hex))
    limb = striking_limb(state, attacker, attack)
    if limb is not None:
        mods.extend(actuator_modifiers(state, attacker, limb))
    if spec.piloting_difference:
        diff = a_pilot - state.definition(target).crew.piloting
        if diff:
            mods.append(Modifier("Piloting difference", diff))
    if spec.attacker_movement and attacker.moved is not None:
        mode = attacker.moved.mode
        mods.append(Modifier(f"Attacker {mode.name_for(state.definition(attacker).kind)}",
                             state.rules.attack_modifiers.attacker_movement[MOVEMENT_KEYS[mode]]))
    return (*mods, *target_modifiers(state, target, adjacent, target_moved), *extra)


def target_modifiers(state: GameState, target: UnitState, adjacent: bool = True,
                     target_moved: bool = True, terrain: bool = True) -> tuple[Modifier, ...]:
    """The target's movement (none for a target counted stationary), its terrain and a
    prone target: shared by blows and by fire inside a Close Assault."""
    rules = state.rules
    mods: list[Modifier] = []
    if target_moved and target.moved is not None:
        hexes = target.moved.hexes
        mods.append(Modifier(f"Target moved {hexes} hex{'es' if hexes != 1 else ''}",
                             rules.attack_modifiers.target_movement_modifier(hexes)))
        if target.moved.mode is MoveMode.JUMP:
            mods.append(Modifier("Target jumped", rules.attack_modifiers.target_jumped))
    if terrain and target.position is not None:
        ground = state.board.terrain_at(target.position)
        if rules.terrain[ground].target_in:
            mods.append(Modifier(f"Target in {ground.display_name.lower()}",
                                 rules.terrain[ground].target_in))
    if target.prone:
        mods.append(prone_target(rules.physical, adjacent))
    for module in hooks.active(state.options):  # a shut-down 'Mech (the standard rules)
        mods.extend(module.blow_target_modifiers(state, target))
    return tuple(mods)


def movement_and_terrain(state: GameState, target: UnitState) -> int:
    """What the target's movement and terrain add to a shot (its prone modifier left
    out): what a rule that ignores them takes off again."""
    return sum(m.value for m in target_modifiers(state, target)) - sum(
        m.value for m in target_modifiers(state, target, target_moved=False, terrain=False))


def deal(state: GameState, blow: Blow, roller: Roller, events: list[Event]) -> GameState:
    """The damage of a blow that landed."""
    attacker, target = state.unit(blow.attacker), state.unit(blow.target)
    rules = state.rules.physical
    tons = state.definition(attacker).tons or 0
    spec = rules.attacks[table_key(blow.attack)]
    label = f"{attacker.name}'s {ATTACK_NAMES[blow.attack]} on {target.name}"
    limb = striking_limb(state, attacker, blow.attack)
    if limb is not None:
        damage = limb_damage(state, attacker, limb, spec.damage(tons))
        building = buildings.inside(state, target)
        if building is not None and state.definition(target).kind.is_infantry:
            assert target.position is not None  # a stomp inside: the building takes its share
            state, damage = buildings.share_inside(state, building, target.position, damage,
                                                   label, roller, events)
        table = "punch" if blow.attack in ARMS else "kick"
        return hit_groups(state, target, [damage], blow.direction, table, roller, events, label)
    if blow.attack == CHARGE:
        damage = spec.damage(tons, max(1, blow.charge_hexes))
        state = hit_groups(state, target, rules.groups(damage), blow.direction, None, roller,
                           events, label)
        back = -(-(state.definition(target).tons or 0) // rules.charge_self_divisor)
        state = hit_groups(state, state.unit(attacker.uid), rules.groups(back), Arc.FRONT, None,
                           roller, events, f"{attacker.name} charging")
        return _collided(state, (target.uid, attacker.uid), "charge", roller, events)
    if blow.attack == DFA:
        damage = spec.damage(tons)
        state = hit_groups(state, target, rules.groups(damage), blow.direction, "punch", roller,
                           events, label)
        legs = -(-tons // rules.dfa_self_divisor)
        state = hit_groups(state, state.unit(attacker.uid), rules.groups(legs), Arc.FRONT,
                           "kick", roller, events, f"{attacker.name} landing")
        return _collided(state, (target.uid,), "death from above", roller, events)
    return state  # a push does no damage


def _collided(state: GameState, uids: tuple[str, ...], why: str, roller: Roller,
              events: list[Event]) -> GameState:
    """A charge or a death from above is a collision for what the units carry (seed 003
    移動によるダメージ: a carrier's riders roll when it collides)."""
    for module in hooks.active(state.options):
        for uid in uids:
            if state.unit(uid).active:
                state = module.knocked_about(state, uid, why, roller, events)
    return state


def roll_blow(state: GameState, blow: Blow, roller: Roller, events: list[Event],
              reach: bool = True) -> bool:
    """Roll to hit; False without a roll when the blow cannot reach."""
    attacker, target = state.unit(blow.attacker), state.unit(blow.target)
    mods = tuple((m.name, m.value) for m in blow.modifiers)
    if not reach:
        events.append(PhysicalResolved(attacker.uid, target.uid, blow.attack, blow.to_hit, None,
                                       False, mods))
        return False
    roll = roller.total(2, f"to-hit: {attacker.name}'s {ATTACK_NAMES[blow.attack]} at "
                           f"{target.name} (needs {blow.to_hit})")
    hit = roll >= blow.to_hit and blow.to_hit <= 12
    events.append(PhysicalResolved(attacker.uid, target.uid, blow.attack, blow.to_hit, roll, hit,
                                   mods))
    return hit


def after_blow(state: GameState, blow: Blow, hit: bool, roller: Roller,
               events: list[Event]) -> GameState:
    """The Piloting Skill Rolls a blow forces (rules-notes §4): a missed kick, a kicked or
    pushed target, both 'Mechs of a charge, both of a death from above (a miss fells
    the attacker)."""
    if blow.attack == KICK:
        who, why = (blow.target, "kicked") if hit else (blow.attacker, "missed kick")
        return check_or_fall(state, who, why, roller, events)
    if blow.attack == PUSH and hit:
        return check_or_fall(state, blow.target, "pushed", roller, events)
    if blow.attack == CHARGE and hit:
        state = check_or_fall(state, blow.target, "charged", roller, events)
        return check_or_fall(state, blow.attacker, "charging", roller, events)
    if blow.attack == DFA:
        if not hit:
            attacker = state.unit(blow.attacker)
            if state.definition(attacker).kind is UnitKind.MECH and not attacker.prone:
                return fall(state, blow.attacker, roller, events)
            return state
        state = check_or_fall(state, blow.target, "death from above target", roller, events)
        return check_or_fall(state, blow.attacker, "death from above", roller, events)
    return state


# --- the Physical Attack Phase --------------------------------------------------------------

def fired_locations(state: GameState, unit: UnitState,
                    engagement: Engagement | None = None) -> frozenset[str | None]:
    """Where the weapons ``unit`` fired this turn are mounted: in the Weapon Attack Phase,
    and in a Close Assault's earlier exchanges (0204-B result 2: a blocking arm "may not
    fire any weapons from that arm during that turn")."""
    declaration = state.declaration(unit.uid)
    fired = ({f.weapon for f in declaration.weapons}
             if declaration is not None and declaration.target is not None else set())
    if engagement is not None:
        fired |= {w for u, w in engagement.fired if u == unit.uid}
    weapons = state.definition(unit).weapon_instances()
    return frozenset(weapons[i].location for i in fired)


def free_arms(state: GameState, unit: UnitState,
              engagement: Engagement | None = None) -> tuple[PhysicalAttack, ...]:
    """Arms that can punch or block: not destroyed, and fired from neither in the Weapon
    Attack Phase nor in an earlier exchange (0204-B result 2; a punch in the basic physical
    rules, result 1, likewise)."""
    gone = unit.lost | fired_locations(state, unit, engagement)
    return tuple(arm for arm in ARMS if arm not in gone)


def _striker_problem(state: GameState, unit: UnitState) -> str | None:
    """Why ``unit`` may strike nothing at all now, a unit or a building."""
    if state.definition(unit).kind is not UnitKind.MECH:
        return "only 'Mechs make physical attacks"
    if not unit.can_act or unit.position is None:
        return f"{unit.name} cannot act"
    if unit.prone:
        return f"{unit.name} is prone"
    return None


def attack_problem(state: GameState, unit: UnitState, target: UnitState,
                   attack: PhysicalAttack) -> str | None:
    """Why ``unit`` may not make ``attack`` on ``target`` on the map now; None if it may."""
    problem = _striker_problem(state, unit)
    if problem is not None:
        return problem
    assert unit.position is not None  # _striker_problem says so otherwise
    if target.side == unit.side or not target.active or target.position is None \
            or target.hidden:
        return f"{target.name} is not an enemy on the map"
    barred = target_barred(state, unit, target)
    if barred is not None:
        return barred
    barred = _blow_barred(state, unit, target)
    if barred is not None:
        return barred
    apart = distance(unit.position, target.position)
    if state.definition(target).kind.is_infantry:
        why = _infantry_target_problem(state, target, attack, apart)
        if why is not None:
            return why
    elif apart != 1:
        return f"{target.name} is not adjacent"
    # A stomp in the 'Mech's own hex has no arc (Total Warfare).
    where = arc_of(unit.position, target.position, unit.facing) if apart else Arc.FRONT
    fired = fired_locations(state, unit)
    moved = unit.moved.mode if unit.moved is not None else MoveMode.STATIONARY
    if attack in ARMS or attack == KICK:
        return _limb_problem(state, unit, attack, where, target.name)
    if where is not Arc.FRONT and attack != DFA:
        return f"{target.name} is not in {unit.name}'s front arc"
    if attack == PUSH:
        if state.definition(target).kind is not UnitKind.MECH:
            return "only a 'Mech can be pushed"
        if {"LA", "RA"} & (unit.lost | fired):
            return "a push needs both arms, and neither may have fired"
        return None
    if fired:
        return f"a unit that fired weapons may not {ATTACK_NAMES[attack]}"
    if attack == CHARGE:
        ok = moved in (MoveMode.WALK, MoveMode.RUN) and unit.moved and unit.moved.hexes
        return None if ok else "a charge needs a walking or running move this turn"
    if attack == DFA:
        return None if moved is MoveMode.JUMP else "death from above needs a jump this turn"
    return f"unknown attack {attack!r}"


def _limb_problem(state: GameState, unit: UnitState, attack: PhysicalAttack, where: Arc,
                  what: str) -> str | None:
    """Why ``unit`` may not punch (an arm) or kick at something in its ``where`` arc."""
    definition = state.definition(unit)
    if attack in ARMS:
        if attack in unit.lost:
            return "that arm is destroyed"
        if attack in fired_locations(state, unit):
            return "that arm fired a weapon this turn"
        if crit_count(unit, definition, SlotKind.SHOULDER, attack):
            return "that arm's shoulder is destroyed (a critical hit)"
        side = Arc.LEFT if attack == "LA" else Arc.RIGHT
        if where not in (Arc.FRONT, side):
            return f"{what} is not in that arm's reach (front or its own side)"
        return None
    if where is not Arc.FRONT:
        return f"{what} is not in {unit.name}'s front arc"
    if crit_count(unit, definition, SlotKind.HIP):
        return "a 'Mech with a destroyed hip cannot kick (a critical hit)"
    return "a destroyed leg cannot kick" if {"LL", "RL"} & unit.lost else None


# --- blows at a building (Total Warfare: an adjacent building is hit automatically) -----

BUILDING_BLOWS = (*ARMS, KICK)  # decision: a building is punched or kicked


def building_blow_problem(state: GameState, unit: UnitState, h: Hex,
                          attack: PhysicalAttack) -> str | None:
    """Why ``unit`` may not punch or kick the building in ``h`` now; None if it may."""
    if attack not in BUILDING_BLOWS:
        return "a building is punched or kicked"
    problem = _striker_problem(state, unit)
    if problem is not None:
        return problem
    assert unit.position is not None  # _striker_problem says so otherwise
    if state.board.building(h) is None:
        return f"there is no building in {h.label}"
    barred = _blow_barred(state, unit, None) or target_barred(state, unit, None)
    if barred is not None:
        return barred
    if distance(unit.position, h) != 1:
        return f"the building in {h.label} is not adjacent"
    return _limb_problem(state, unit, attack, arc_of(unit.position, h, unit.facing),
                         f"the building in {h.label}")


def building_blow_options(state: GameState, uid: str
                          ) -> list[tuple[Hex, tuple[PhysicalAttack, ...]]]:
    """Every (building hex, attacks) a 'Mech may declare now, as ``physical_options``."""
    unit = state.unit(uid)
    out: list[tuple[Hex, tuple[PhysicalAttack, ...]]] = []
    if unit.position is None or not state.board.buildings:
        return out
    for d in range(6):
        h = neighbor(unit.position, d)
        if state.board.building(h) is None:
            continue
        arms = tuple(a for a in ARMS if building_blow_problem(state, unit, h, a) is None)
        if arms:
            out.append((h, arms))
            if len(arms) == 2:
                out.extend((h, (a,)) for a in arms)
        if building_blow_problem(state, unit, h, KICK) is None:
            out.append((h, (KICK,)))
    return out


def resolve_building_blows(state: GameState, declaration: PhysicalDeclaration, roller: Roller,
                           events: list[Event]) -> GameState:
    """Each blow hits the building: the limb's damage comes off its CF (a kick that lands
    on a building fells no one, so no Piloting Skill Roll follows)."""
    h = declaration.building
    assert h is not None
    rules = state.rules.physical
    for attack in declaration.attacks:
        unit = state.unit(declaration.attacker)
        limb = striking_limb(state, unit, attack)
        if unit.position is None or limb is None or state.board.building(h) is None:
            continue
        tons = state.definition(unit).tons or 0
        damage = limb_damage(state, unit, limb, rules.attacks[table_key(attack)].damage(tons))
        events.append(BuildingBlow(unit.uid, h, attack, damage))
        state = buildings.damage_building(state, h, damage,
                                          f"{unit.name}'s {ATTACK_NAMES[attack]}", roller, events)
    return state


def _blow_barred(state: GameState, unit: UnitState, target: UnitState | None) -> str | None:
    return hooks.first(state.options, lambda m: m.blow_barred(state, unit, target))


def _infantry_target_problem(state: GameState, target: UnitState, attack: PhysicalAttack,
                             apart: int) -> str | None:
    """Infantry are kicked or stomped (physical_attacks.yaml kick_infantry_in_hex).  In a
    building only from inside its hex (seed 003 建物内部で起きる戦闘: "その歩兵ユニットに
    対して直接格闘攻撃をおこなうことができる"; from outside, "建物ヘクスの外側にいるユニットは
    建物内にいる歩兵ユニットを直接攻撃することはできない"), and only on the ground floor,
    the one a kick reaches (decision)."""
    if attack != KICK:
        return "infantry are attacked only by kicks: a 'Mech's arms pass over troopers"
    if apart > 1:
        return f"{target.name} is neither in this hex nor adjacent"
    assert target.position is not None
    if state.board.building(target.position) is not None:
        if apart:
            return (f"{target.name} is in a building: from outside, infantry inside are "
                    "attacked only by firing into the hex")
        if target.floor:
            return f"{target.name} is on floor {target.floor}: out of a kick's reach"
    return None


def physical_options(state: GameState,
                     uid: str) -> list[tuple[str, tuple[PhysicalAttack, ...]]]:
    """Every (target, attacks) a unit may declare now: arms together or alone, or one of
    the single attacks."""
    unit = state.unit(uid)
    out: list[tuple[str, tuple[PhysicalAttack, ...]]] = []
    if state.definition(unit).kind is not UnitKind.MECH or not unit.can_act or unit.prone:
        return out
    for target in state.units:
        if target.side == unit.side or not target.active:
            continue
        arms = tuple(a for a in ARMS if attack_problem(state, unit, target, a) is None)
        if arms:
            out.append((target.uid, arms))
            if len(arms) == 2:
                out.extend((target.uid, (a,)) for a in arms)
        out.extend((target.uid, (a,)) for a in SINGLE_ATTACKS
                   if attack_problem(state, unit, target, a) is None)
    return out


def map_blow(state: GameState, unit: UnitState, target: UnitState, attack: PhysicalAttack) -> Blow:
    assert unit.position is not None and target.position is not None
    hexes = unit.moved.hexes if unit.moved is not None else 0
    side = (direction(unit.position, target.position, target.facing)
            if unit.position != target.position else Arc.FRONT)  # a stomp: no side
    return Blow(unit.uid, target.uid, attack, side,
                blow_modifiers(state, unit, target, attack), charge_hexes=hexes)


def check_physical(state: GameState, uid: str, target: str | None,
                   attacks: tuple[PhysicalAttack, ...], building: Hex | None = None
                   ) -> PhysicalDeclaration:
    if building is not None:
        if target is not None:
            raise IllegalCommand("a blow is at a unit or at a building, not both")
        if not attacks or len(set(attacks)) != len(attacks) or (
                len(attacks) > 1 and not set(attacks) <= set(ARMS)):
            raise IllegalCommand("declare one or both arms, or a kick")
        for attack in attacks:
            problem = building_blow_problem(state, state.unit(uid), building, attack)
            if problem:
                raise IllegalCommand(f"{ATTACK_NAMES.get(attack, attack)}: {problem}")
        return PhysicalDeclaration(uid, None, attacks, building=building)
    if target is None:
        if attacks:
            raise IllegalCommand("physical attacks need a target")
        return PhysicalDeclaration(uid, None, (), resolved=True)
    if not state.has_unit(target):
        raise IllegalCommand(f"there is no unit {target!r}")
    if not attacks or len(set(attacks)) != len(attacks):
        raise IllegalCommand("declare one or both arms, or one other attack")
    if len(attacks) > 1 and not set(attacks) <= set(ARMS):
        raise IllegalCommand("only the two arms' punches go together")
    unit, enemy = state.unit(uid), state.unit(target)
    for attack in attacks:
        if attack not in ATTACK_NAMES:
            raise IllegalCommand(f"{attack!r} is not a physical attack "
                                 f"({', '.join(ATTACK_NAMES)})")
        problem = attack_problem(state, unit, enemy, attack)
        if problem:
            raise IllegalCommand(f"{ATTACK_NAMES[attack]}: {problem}")
    return PhysicalDeclaration(uid, target, attacks)


def declared(declaration: PhysicalDeclaration) -> PhysicalDeclared:
    return PhysicalDeclared(declaration.attacker, declaration.target, declaration.attacks,
                            declaration.building)


def push_on_map(state: GameState, attacker_uid: str, target_uid: str, roller: Roller,
                events: list[Event]) -> GameState:
    """A successful push on the map: the target goes one hex straight away from the
    attacker and the attacker takes its hex (Total Warfare).  A blocked hex (another unit,
    terrain it cannot enter) stops the push, unless a rule module makes room there (the
    domino effect); the map edge makes it leave the map."""
    attacker, target = state.unit(attacker_uid), state.unit(target_uid)
    assert attacker.position is not None and target.position is not None
    step = direction_to(attacker.position, target.position)
    assert step is not None, "a push is between adjacent hexes"
    to = neighbor(target.position, step)
    moved = displace(state, target_uid, to, events)
    if moved is state and state.board.contains(to):
        for module in hooks.active(state.options):
            room = module.make_room(state, target, to, target.position, roller, events)
            if room is not None:
                state = room
                moved = displace(state, target_uid, to, events)
                break
    if moved is state:
        return state
    return replace_unit(moved, replace(moved.unit(attacker_uid), position=target.position,
                                       floor=0))


def resolve_physical(state: GameState, declaration: PhysicalDeclaration, roller: Roller,
                     events: list[Event]) -> GameState:
    """Declared blows land whatever happened since (attacks are simultaneous)."""
    if declaration.building is not None:
        return resolve_building_blows(state, declaration, roller, events)
    assert declaration.target is not None
    for attack in declaration.attacks:
        unit, target = state.unit(declaration.attacker), state.unit(declaration.target)
        if unit.position is None or target.position is None:
            continue
        blow = map_blow(state, unit, target, attack)
        hit = roll_blow(state, blow, roller, events)
        if hit:
            state = deal(state, blow, roller, events)
            if attack == PUSH:
                state = push_on_map(state, unit.uid, target.uid, roller, events)
        state = after_blow(state, blow, hit, roller, events)
    return state
