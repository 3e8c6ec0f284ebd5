"""Weapon attacks: declaring and resolving (QSR *Weapon Attacks*, *Advanced Weapons*,
*Cluster Hits*; Elite infantry attacks and damage)."""

from __future__ import annotations

from btdesk.hexgrid import Arc, attack_directions, distance
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    AmmoSpent,
    AttackCalledOff,
    AttackDeclared,
    ClusterHits,
    CoverHit,
    Event,
    ShotResolved,
    WeaponJammed,
)
from btdesk.model.frozen import replace
from btdesk.model.state import Declaration, GameState, UnitState, WeaponFire
from btdesk.model.tables import in_groups
from btdesk.model.units import UnitKind, Weapon, WeaponCode
from btdesk.rules import hooks
from btdesk.rules.core import buildings
from btdesk.rules.core.condition import LEGS, ammo_left, troopers_alive
from btdesk.rules.core.damage import (
    damage_battle_armor,
    damage_platoon,
    replace_unit,
    strike,
    troopers_hit,
    vehicle_location,
)
from btdesk.rules.core.los import unit_line_of_sight
from btdesk.rules.core.tohit import (
    AUTOMATIC_MISS_ABOVE,
    ToHit,
    attack_options,
    range_bracket,
    seated,
    secondary_target,
)
from btdesk.rules.dice import Roller


def aimed_at(fire: WeaponFire, target: str) -> str:
    """The unit ``fire`` is aimed at in a declaration at ``target``."""
    return fire.target if fire.target is not None else target


def _secondary_options(state: GameState, unit: UnitState, aim: str) -> tuple[ToHit, ...]:
    """A weapon aimed away from the declared target: refused where no rule module lets
    the unit split its fire (the QSR: one target per unit), else the breakdown against
    ``aim`` with the module's secondary-target modifier."""
    if not state.has_unit(aim):
        raise IllegalCommand(f"there is no unit {aim!r}")
    if secondary_target(state, unit) is None:
        raise IllegalCommand(f"{unit.name} fires at one target a turn: only battle armor "
                             "under Total Warfare infantry may aim each weapon elsewhere")
    return attack_options(state, unit.uid, aim, secondary=True)


def check_declaration(state: GameState, uid: str, target: str | None,
                      weapons: tuple[WeaponFire, ...]) -> Declaration:
    """One target per unit per turn (battle armor under seed 003: one per weapon, the
    others at a modifier); every weapon possible, in arc, in range, with ammo."""
    unit = state.unit(uid)
    if target is None:
        if weapons:
            raise IllegalCommand("weapons need a target")
        return Declaration(uid, None, (), (), resolved=True)
    if not state.has_unit(target):
        raise IllegalCommand(f"there is no unit {target!r}")
    if not weapons:
        raise IllegalCommand("declare at least one weapon, or no attack")
    definition = state.definition(unit)
    instances = definition.weapon_instances()
    options = {target: attack_options(state, uid, target)}
    seen: set[int] = set()
    need: dict[str, int] = {}
    numbers: list[int] = []
    for fire in weapons:
        if not 0 <= fire.weapon < len(instances):
            raise IllegalCommand(f"{unit.name} has no weapon number {fire.weapon}")
        if fire.weapon in seen:
            raise IllegalCommand("each weapon fires only once per turn")
        seen.add(fire.weapon)
        weapon = instances[fire.weapon]
        aim = aimed_at(fire, target)
        if aim not in options:
            options[aim] = _secondary_options(state, unit, aim)
        option = options[aim][fire.weapon]
        if option.problem:
            raise IllegalCommand(f"{weapon.name}: {option.problem}")
        check_shots(weapon, fire.shots)
        left = ammo_left(unit, definition, weapon)
        if left is not None:
            need[weapon.name] = need.get(weapon.name, 0) + fire.shots
            if need[weapon.name] > left:
                raise IllegalCommand(f"not enough {weapon.name} ammunition for these shots")
        numbers.append(option.target_number)
    if all(aimed_at(f, target) != target for f in weapons):
        raise IllegalCommand("aim at least one weapon at the declared target (the others may "
                             "aim elsewhere), or declare the attack at another target")
    troopers = troopers_alive(unit, definition) if definition.infantry is not None else None
    return Declaration(uid, target, weapons, tuple(numbers), troopers=troopers)


def check_shots(weapon: Weapon, shots: int) -> None:
    most = weapon.rapid_fire or 1
    if not 1 <= shots <= most:
        raise IllegalCommand(f"{weapon.name} fires {'1 to ' + str(most) if most > 1 else '1'}"
                             f" shot{'s' if most > 1 else ''}")


def check_call_off(declaration: Declaration, instances: tuple[Weapon, ...],
                   call_off: tuple[int, ...]) -> None:
    """Only a declared weapon that would need more than 12 may be called off (QSR)."""
    numbers = {f.weapon: n for f, n in zip(declaration.weapons, declaration.to_hit, strict=True)}
    for index in call_off:
        if index not in numbers:
            raise IllegalCommand(f"weapon {index} was not declared")
        if numbers[index] <= AUTOMATIC_MISS_ABOVE:
            raise IllegalCommand(f"{instances[index].name} needs {numbers[index]}: only an "
                                 "automatic miss (above 12) may be called off")


def declared_event(declaration: Declaration) -> AttackDeclared:
    target = declaration.target
    return AttackDeclared(declaration.attacker, target,
                          tuple(f.weapon for f in declaration.weapons),
                          tuple((f.weapon, f.target) for f in declaration.weapons
                                if f.target is not None and f.target != target),
                          declaration.building)


def groups_for_hit(state: GameState, attacker: UnitState, weapon: Weapon, fire: WeaponFire,
                    bracket_damage: int, target_kind: UnitKind, roller: Roller,
                    events: list[Event], troopers: int | None = None) -> list[int]:
    """Damage Value groupings one successful attack delivers; ``troopers``: those standing
    when the attack was declared (QSR *Determining Damage*), else those standing now."""
    a_def = state.definition(attacker)
    alive = troopers_alive(attacker, a_def) if troopers is None else troopers
    if a_def.kind is UnitKind.INFANTRY:
        assert a_def.infantry is not None
        for module in hooks.active(state.options):  # seed 003: the Cluster Hits roll
            alive = module.platoon_hits(state, attacker, fire.weapon, alive, roller, events)
        total = a_def.infantry.damage_by_troopers[alive - 1] if alive else 0
        return in_groups(total, 2)  # 2-point groupings
    if a_def.kind is UnitKind.BATTLE_ARMOR:
        if weapon.missiles:
            return _volley(state, attacker, weapon, fire.weapon, bracket_damage, alive,
                           target_kind, roller, events)
        if alive <= 1:
            hits = alive  # a single trooper always hits
        else:
            column = min(alive, max(state.rules.cluster_hits))
            roll = roller.total(2, f"troopers of {attacker.name} hitting")
            hits = state.rules.cluster_hits[column][roll]
            events.append(ClusterHits(attacker.uid, fire.weapon, column, hits))
        return [bracket_damage] * hits
    if weapon.missiles:
        if target_kind is UnitKind.INFANTRY:  # as an R/C weapon's two shots: no roll
            return [bracket_damage * weapon.missiles]
        # Total Warfare: the launcher's column of the Cluster Hits Table gives the missiles
        # that hit; their damage is dealt in groupings (LRM 5 points, SRM 2: one missile).
        hits = state.rules.cluster_hits[weapon.missiles][
            roller.total(2, f"{weapon.name} missiles hitting")]
        events.append(ClusterHits(attacker.uid, fire.weapon, weapon.missiles, hits))
        total = hits * bracket_damage
        return in_groups(total, weapon.group)
    if fire.shots > 1 and target_kind is not UnitKind.INFANTRY:
        # R/C: roll on the Cluster Hits Table; each shot is a Sht-damage group.
        hits = state.rules.cluster_hits[fire.shots][roller.total(2, f"{weapon.name} shots hitting")]
        events.append(ClusterHits(attacker.uid, fire.weapon, fire.shots, hits))
        return [bracket_damage] * hits
    return [bracket_damage * fire.shots]


def _volley(state: GameState, attacker: UnitState, weapon: Weapon, index: int, per_missile: int,
            troopers: int, target_kind: UnitKind, roller: Roller, events: list[Event]
            ) -> list[int]:
    """A battle armor squad's missiles (seed 003 バトルアーマーの攻撃, ミサイル攻撃; the
    Quick-Start rules have no battle armor launcher): "そのユニットの兵数に各兵が搭載する
    ランチャーのサイズを乗じ" (troopers × launcher size are fired); with no column that
    large, "発射されたミサイルの数を超えない範囲で、最も少ない列を使って" (the fewest columns
    that add up to it: "27の列を2回ダイスする(27x2=54)").  Against conventional infantry
    each trooper's launcher is one weapon at its full potential (no roll)."""
    if target_kind is UnitKind.INFANTRY:
        return [per_missile * weapon.missiles] * troopers
    table = state.rules.cluster_hits
    fired = troopers * weapon.missiles
    rolls = -(-fired // max(table))
    hits = 0
    for i in range(rolls):
        column = fired // rolls + (1 if i < fired % rolls else 0)
        got = table[column][roller.total(2, f"{weapon.name} missiles of {attacker.name} "
                                            "hitting")]
        events.append(ClusterHits(attacker.uid, index, column, got))
        hits += got
    return in_groups(hits * per_missile, weapon.group)


def from_rear(attacker: UnitState, target: UnitState) -> bool:
    """Fire that comes only from the target's rear arc hits rear armour.  On the
    boundary of the rear arc the target's player picks the side (rules-notes §1), and
    the engine picks for them the side, not the thinner rear."""
    if attacker.position is None or target.position is None \
            or attacker.position == target.position:
        return False
    return attack_directions(attacker.position, target.position, target.facing) == {Arc.REAR}


def apply_groups(state: GameState, attacker: UnitState, target: UnitState, weapon: Weapon,
                  fire: WeaponFire, groups: list[int], roller: Roller,
                  events: list[Event], direct: bool = False, sheltered: bool = False
                  ) -> GameState:
    """``direct``: anti-infantry burst fire deals its standard damage, as direct fire
    (seed 003 建物内の歩兵への攻撃: fire into a building at the infantry inside).
    ``sheltered``: the target was inside a building when hit (it may be rubble now)."""
    t_def = state.definition(target)
    label = f"{attacker.name}'s {weapon.name} on {target.name}"
    if t_def.kind is UnitKind.MECH:
        rear = from_rear(attacker, target)
        cover = _cover(state, attacker, target)
        for amount in groups:
            roll = roller.total(2, f"hit location: {label}")
            location = state.rules.mech_hit_locations.rolls[roll]
            if cover and location in LEGS:
                events.append(CoverHit(target.uid, location, cover))
                continue
            state = strike(state, target.uid, location, amount, roller, events, rear)
            state = _location_rolled(state, target.uid, roll, location, roller, events)
        return state
    if t_def.kind is UnitKind.VEHICLE:
        table = state.rules.vehicle_hit_locations
        assert attacker.position is not None and target.position is not None
        directions = (attack_directions(attacker.position, target.position, target.facing)
                      if attacker.position != target.position else frozenset({Arc.FRONT}))
        for amount in groups:
            roll = roller.total(2, f"hit location: {label}")
            location = vehicle_location(state, state.unit(target.uid), table.rolls[roll],
                                        directions)
            state = strike(state, target.uid, location, amount, roller, events,
                           motive=roll in table.flagged)
            state = _location_rolled(state, target.uid, roll, location, roller, events)
            if state.unit(target.uid).destroyed:
                break
        return state
    return replace_unit(state, _infantry_hit(state, attacker, target, weapon, fire, groups,
                                             roller, events, direct, sheltered))


def _location_rolled(state: GameState, uid: str, roll: int, location: str, roller: Roller,
                     events: list[Event]) -> GameState:
    for module in hooks.active(state.options):
        state = module.location_rolled(state, uid, roll, location, roller, events)
    return state


def _infantry_hit(state: GameState, attacker: UnitState, target: UnitState, weapon: Weapon,
                  fire: WeaponFire, groups: list[int], roller: Roller, events: list[Event],
                  direct: bool, sheltered: bool) -> UnitState:
    t_def = state.definition(target)
    a_def = state.definition(attacker)
    label = f"{attacker.name}'s {weapon.name} on {target.name}"
    # 0204-B: infantry in formation: "hits against them are tripled".
    times = state.rules.close_assault.numbers.formation_hits if target.formation else 1
    if t_def.kind is UnitKind.BATTLE_ARMOR:
        every = any(m.hits_every_trooper(state, weapon) for m in hooks.active(state.options))
        return damage_battle_armor(state, target, [g * times for g in groups], roller, events,
                                   every)
    # Conventional infantry.
    extra = hooks.active(state.options)
    as_dealt = a_def.kind.is_infantry  # QSR: "Damage done by one infantry unit to another"
    for module in extra:
        as_dealt = module.fires_as_infantry(state, attacker, as_dealt)
    # seed 003 機械化歩兵: infantry and burst fire need more points a mechanized trooper.
    tough = max((m.points_per_trooper(state, target) for m in extra), default=1)
    if as_dealt:
        bonus = sum(m.platoon_bonus(state, attacker, target, roller, events) for m in extra)
        return damage_platoon(state, target, (sum(groups) + bonus) * times, events, sheltered,
                              tough)
    burst = state.rules.infantry_damage.burst_fire_dice.get(weapon.name)
    if WeaponCode.ANTI_INFANTRY in weapon.codes and burst and not direct:
        # One roll per hit: a battle armor squad's hits are one group each (seed 003
        # 通常歩兵に対する攻撃: "クラスター命中表でダイスが成功するごとに…ダイスをふる").
        total = sum(roller.total(burst, f"burst fire: {label}") for _ in groups)
        if buildings.halves_burst(state, attacker, target, weapon):
            total = (total + 1) // 2
        return damage_platoon(state, target, total * times, events, sheltered, tough)
    for module in extra:  # seed 003 機械化歩兵: mechanized infantry lose twice as many
        times *= module.platoon_losses(state, attacker, target)
    cluster = fire.shots > 1 or weapon.missiles > 0
    return damage_platoon(state, target, times * sum(
        _troopers(state, extra, weapon, damage, cluster) for damage in groups), events,
        sheltered)


def _troopers(state: GameState, extra: tuple[hooks.RuleModule, ...], weapon: Weapon,
              damage: int, cluster: bool) -> int:
    """Troopers a non-infantry hit kills: a module's table (seed 003: Total Warfare's),
    else the Quick-Start table."""
    for module in extra:
        troopers = module.weapon_troopers(state, weapon, damage, cluster)
        if troopers is not None:
            return troopers
    return troopers_hit(state, damage, pulse=WeaponCode.PULSE in weapon.codes, cluster=cluster)


def _cover(state: GameState, attacker: UnitState, target: UnitState) -> str:
    """What gives a standing 'Mech partial cover from ``attacker`` ("" for nothing): its
    leg hits strike the cover instead (Total Warfare, partial cover)."""
    if not state.board.relief or attacker.position is None or target.position is None \
            or attacker.position == target.position:
        return ""
    return unit_line_of_sight(state, attacker.uid, target.uid).partial_cover


def resolve(state: GameState, declaration: Declaration, roller: Roller, events: list[Event],
            call_off: tuple[int, ...] = ()) -> GameState:
    """Roll every declared weapon of one unit, in declared order; damage is recorded at
    once but takes effect at the end of the phase (destroyed units still fire)."""
    attacker = state.unit(declaration.attacker)
    a_def = state.definition(attacker)
    assert declaration.target is not None
    instances = a_def.weapon_instances()
    check_call_off(declaration, instances, call_off)
    for fire, number in zip(declaration.weapons, declaration.to_hit, strict=True):
        weapon = instances[fire.weapon]
        if fire.weapon in call_off:
            events.append(AttackCalledOff(attacker.uid, fire.weapon))
            continue
        target = state.unit(aimed_at(fire, declaration.target))
        if ammo_left(attacker, a_def, weapon) is not None:
            used = dict(attacker.ammo_used)
            used[weapon.name] = used.get(weapon.name, 0) + fire.shots
            attacker = replace(attacker, ammo_used=used)
            events.append(AmmoSpent(attacker.uid, weapon.name, fire.shots))
        if number > AUTOMATIC_MISS_ABOVE:
            events.append(ShotResolved(attacker.uid, target.uid, fire.weapon, number, None, False,
                                       fire.shots))
            state = replace_unit(state, attacker)
            state = _missed(state, attacker.uid, target.uid, fire, roller, events,
                            declaration.troopers)
            attacker = state.unit(attacker.uid)
            continue
        roll = roller.total(2, f"to-hit: {attacker.name}'s {weapon.name} at {target.name} "
                               f"(needs {number})")
        hit = roll >= number or number <= 2
        events.append(ShotResolved(attacker.uid, target.uid, fire.weapon, number, roll, hit,
                                   fire.shots))
        if fire.shots > 1 and roll == 2:  # QSR Rapid-Fire: two shots and a 2 jam it
            attacker = replace(attacker, jammed=attacker.jammed | {fire.weapon})
            events.append(WeaponJammed(attacker.uid, fire.weapon))
        state = replace_unit(state, attacker)
        if not hit:
            state = _missed(state, attacker.uid, target.uid, fire, roller, events,
                            declaration.troopers)
            attacker = state.unit(attacker.uid)
            continue
        state = weapon_hit(state, attacker.uid, target.uid, fire, roller, events,
                     declaration.troopers)
        attacker = state.unit(attacker.uid)
    return state


def _missed(state: GameState, attacker_uid: str, target_uid: str, fire: WeaponFire,
            roller: Roller, events: list[Event], troopers: int | None) -> GameState:
    for module in hooks.active(state.options):
        state = module.missed(state, attacker_uid, target_uid, fire, roller, events, troopers)
    return state


def weapon_hit(state: GameState, attacker_uid: str, target_uid: str, fire: WeaponFire,
         roller: Roller, events: list[Event], troopers: int | None = None) -> GameState:
    """One weapon's hit: its damage (cluster or not) through the hit-location table."""
    attacker, target = state.unit(attacker_uid), state.unit(target_uid)
    weapon = state.definition(attacker).weapon_instances()[fire.weapon]
    # A rider has no hex of its own: attacked where it rides (seed 003, a swarmer's host).
    at = target.position or seated(state, attacker_uid, target_uid).unit(target_uid).position
    assert attacker.position is not None and at is not None
    bracket = range_bracket(weapon, distance(attacker.position, at))
    assert bracket is not None, "declared weapons were in range, and no one has moved"
    groups = groups_for_hit(state, attacker, weapon, fire, weapon.damage_at(bracket),
                             state.definition(target).kind, roller, events, troopers)
    direct = False
    building = buildings.inside(state, target)
    if building is not None:
        state, groups, direct = buildings.through_walls(state, building, attacker, target,
                                                        weapon, groups, roller, events)
        target = state.unit(target_uid)
        if not groups:  # the walls took it all
            return state
    if building is not None and attacker.position != target.position \
            and state.definition(target).kind.is_infantry:
        # Seed 003 建物内の歩兵への攻撃: fire into the hex at the infantry's level, and
        # "そのようなダメージによって複数の歩兵ユニットが影響を受ける場合、すべての歩兵
        # ユニットに等しく適用される" (every infantry unit it reaches takes it alike).
        for other in buildings.on_level(state, target):
            state = apply_groups(state, attacker, other, weapon, fire, groups, roller, events,
                                 direct, sheltered=True)
    return apply_groups(state, attacker, target, weapon, fire, groups, roller, events, direct,
                        sheltered=building is not None)
