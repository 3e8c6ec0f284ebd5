"""Weapon attacks at a building hex itself, not at a unit (Total Warfare, Attacking
Buildings; seed 003 建物内部で起きる戦闘: a unit inside may "その建物に対して砲撃を
おこなう", fire at the building).  The numbers are ``buildings.yaml`` ``attack``.

A building is an immobile target: from its own hex or the next one every attack hits
without a roll; from farther the attack takes the Immobile Target modifier in place of
target movement, and no target terrain.  The building takes each hit's whole damage on
its CF; the units inside take none, unless it collapses.

Decisions where the sources leave a gap:

- line of sight runs to the building's roof: a building seen at all may be fired at;
- from inside, a unit fires at its own building only in the seed's case, enemy infantry
  in the hex (a platoon alone in a building is not offered to shoot its own cover);
- infantry inside are struck only by an attack at them (seed 003 建物内の歩兵への攻撃:
  the Infantry in Buildings table is used only for fire "歩兵が占有しているレベルに意図的に
  行われた", deliberately at the level they occupy), so hidden infantry stay hidden;
- missiles and rapid fire roll on the Cluster Hits Table as at a 'Mech, burst-fire
  weapons deal their standard damage.
"""

from __future__ import annotations

from btdesk.hexgrid import Hex, distance, in_weapon_arc
from btdesk.model.board import Terrain
from btdesk.model.commands import DeclareAttack
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import AmmoSpent, AttackCalledOff, BuildingShot, Event, WeaponJammed
from btdesk.model.frozen import replace
from btdesk.model.state import Declaration, GameState, UnitState, WeaponFire
from btdesk.model.units import UnitKind, WeaponCode
from btdesk.rules.core import buildings
from btdesk.rules.core.combat import check_call_off, check_shots, groups_for_hit
from btdesk.rules.core.condition import (
    ammo_left,
    crit_to_hit,
    troopers_alive,
    weapon_arc,
    weapon_problem,
)
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.los import LineOfSight, line_of_sight, unit_top
from btdesk.rules.core.tohit import (
    AUTOMATIC_MISS_ABOVE,
    Modifier,
    Shot,
    ToHit,
    attacker_mode,
    attacker_problem,
    hex_range,
    range_bracket,
    range_modifier,
    shot_modifiers,
    target_barred,
    weapon_blocked,
)
from btdesk.rules.dice import Roller


def building_problem(state: GameState, attacker: UnitState, h: Hex) -> str | None:
    """Why no weapon of ``attacker`` may fire at the building in ``h``."""
    if not attacker.active or attacker.position is None:
        return f"{attacker.name} is out of the game"
    if state.board.building(h) is None:
        return f"there is no building in {h.label}"
    if state.rules.buildings.attack is None:
        return "this game's rules tables predate attacks on buildings (buildings.yaml attack)"
    if attacker.position == h and not _enemy_infantry_in(state, attacker, h):
        return (f"{attacker.name} is inside the building in {h.label}: from inside, a unit "
                "fires at it only while enemy infantry share the hex (Total Warfare, combat "
                "inside a building)")
    return attacker_problem(state, attacker) or target_barred(state, attacker, None)


def _enemy_infantry_in(state: GameState, attacker: UnitState, h: Hex) -> bool:
    """Seed 003 建物内部で起きる戦闘: "攻撃側が建物ヘクスの内部におり、歩兵ユニットと同じ
    ヘクスにいる場合" — firing at the building from inside is one of the ways to fight
    infantry sharing it, not a way to bring one's own cover down."""
    return any(u.position == h and u.active and u.side != attacker.side
               and state.definition(u).kind.is_infantry for u in state.units)


def sight_to(state: GameState, attacker: UnitState, h: Hex) -> LineOfSight:
    """Line of sight from ``attacker`` to the roof of the building in ``h``."""
    assert attacker.position is not None
    if attacker.position == h:
        return line_of_sight(state, h, h)
    return line_of_sight(state, attacker.position, h, None,
                         (unit_top(state, attacker), state.board.tops.get(h, 0)))


def automatic(state: GameState, attacker: UnitState, h: Hex) -> bool:
    """Every attack hits: the building is in the attacker's hex or the next one."""
    rules = state.rules.buildings.attack
    assert rules is not None and attacker.position is not None
    return distance(attacker.position, h) <= rules.automatic_within


def building_options(state: GameState, attacker_uid: str, h: Hex) -> tuple[ToHit, ...]:
    """The breakdown for every weapon of the attacker against the building in ``h``."""
    attacker = state.unit(attacker_uid)
    definition = state.definition(attacker)
    weapons = definition.weapon_instances()
    problem = building_problem(state, attacker, h)
    if problem is not None:
        return tuple(ToHit(i, w.name, 0, None, (), problem) for i, w in enumerate(weapons))
    sight = sight_to(state, attacker, h)
    return tuple(_to_hit(state, attacker, h, i, sight) for i in range(len(weapons)))


def _to_hit(state: GameState, attacker: UnitState, h: Hex, index: int,
            sight: LineOfSight) -> ToHit:
    definition = state.definition(attacker)
    weapon = definition.weapon_instances()[index]
    problem = weapon_problem(attacker, definition, index) or weapon_blocked(
        state, attacker, weapon)
    if problem is not None:
        return ToHit(index, weapon.name, 0, None, (), problem)
    assert attacker.position is not None
    rng = hex_range(attacker.position, h, definition.kind)
    label, value, bracket, problem = range_modifier(state, definition, weapon, rng)
    if problem is None and sight.blocked:
        problem = sight.reason or "no line of sight"
    if problem is None and attacker.position != h and not in_weapon_arc(
            weapon_arc(state, definition, weapon), attacker.position, attacker.facing, h):
        problem = f"the building in {h.label} is outside {weapon.name}'s firing arc"
    if problem is not None:
        return ToHit(index, weapon.name, rng, bracket, (), problem)
    if automatic(state, attacker, h):
        where = "in its hex" if attacker.position == h else "next to it"
        return ToHit(index, weapon.name, rng, bracket,
                     (Modifier(f"The building is {where}: an automatic hit", 0),),
                     automatic=True)
    rules = state.rules.buildings.attack
    assert rules is not None
    mode = attacker_mode(attacker, definition)
    mods, _ = shot_modifiers(state.rules, Shot(
        gunnery=definition.crew.gunnery,
        range_label=label,
        range_modifier=value,
        attacker_movement=mode,
        attacker_label=f"Attacker {mode.name_for(definition.kind)}" if mode else "",
        target_hexes=0,
        target_terrain=Terrain.CLEAR,  # the building is the target, not cover
        light_between=sight.light_woods,
        heavy_between=sight.heavy_woods,
        pulse=WeaponCode.PULSE in weapon.codes,
        target_battle_armor=False,
        minimum_range=(weapon.min_range, rng),
        immobile=rules.immobile_target,
    ))
    if attacker.slots_hit or attacker.vehicle_crits:
        mods += tuple(Modifier(n, v) for n, v in crit_to_hit(state, attacker, weapon))
    return ToHit(index, weapon.name, rng, bracket, mods)


def check_building(state: GameState, uid: str, h: Hex, weapons: tuple[WeaponFire, ...]
                   ) -> Declaration:
    """Every weapon possible at the building, in arc and range, with ammunition; none aimed
    elsewhere (a unit's attacks are at one target)."""
    unit = state.unit(uid)
    if not weapons:
        raise IllegalCommand("declare at least one weapon, or no attack")
    if any(f.target is not None for f in weapons):
        raise IllegalCommand("attacks at a building are all at it: no weapon aims elsewhere")
    definition = state.definition(unit)
    instances = definition.weapon_instances()
    options = building_options(state, uid, h)
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
        option = options[fire.weapon]
        if option.problem:
            raise IllegalCommand(f"{weapon.name}: {option.problem}")
        check_shots(weapon, fire.shots)
        left = ammo_left(unit, definition, weapon)
        if left is not None:
            need[weapon.name] = need.get(weapon.name, 0) + fire.shots
            if need[weapon.name] > left:
                raise IllegalCommand(f"not enough {weapon.name} ammunition for these shots")
        numbers.append(option.target_number)
    troopers = troopers_alive(unit, definition) if definition.infantry is not None else None
    return Declaration(uid, None, weapons, tuple(numbers), troopers=troopers, building=h)


def resolve_building(state: GameState, declaration: Declaration, roller: Roller,
                     events: list[Event], call_off: tuple[int, ...] = ()) -> GameState:
    """Roll each declared weapon at the building, in declared order (none where it hits
    automatically); each hit's damage comes off the hex's CF at once."""

    h = declaration.building
    assert h is not None
    attacker = state.unit(declaration.attacker)
    a_def = state.definition(attacker)
    instances = a_def.weapon_instances()
    check_call_off(declaration, instances, call_off)
    assert attacker.position is not None
    sure = automatic(state, attacker, h)
    for fire, number in zip(declaration.weapons, declaration.to_hit, strict=True):
        weapon = instances[fire.weapon]
        if fire.weapon in call_off:
            events.append(AttackCalledOff(attacker.uid, fire.weapon))
            continue
        if ammo_left(attacker, a_def, weapon) is not None:
            used = dict(attacker.ammo_used)
            used[weapon.name] = used.get(weapon.name, 0) + fire.shots
            attacker = replace(attacker, ammo_used=used)
            events.append(AmmoSpent(attacker.uid, weapon.name, fire.shots))
        roll: int | None = None
        if sure:
            hit = True
        elif number > AUTOMATIC_MISS_ABOVE:
            hit = False
        else:
            roll = roller.total(2, f"to-hit: {attacker.name}'s {weapon.name} at the building "
                                   f"in {h.label} (needs {number})")
            hit = roll >= number or number <= 2
        events.append(BuildingShot(attacker.uid, h, fire.weapon, number, roll, hit,
                                   fire.shots))
        if fire.shots > 1 and roll == 2:  # QSR Rapid-Fire: two shots and a 2 jam it
            attacker = replace(attacker, jammed=attacker.jammed | {fire.weapon})
            events.append(WeaponJammed(attacker.uid, fire.weapon))
        state = replace_unit(state, attacker)
        if not hit or state.board.building(h) is None:  # a collapsed hex takes no more
            continue
        assert attacker.position is not None
        bracket = range_bracket(weapon, distance(attacker.position, h)) or 0
        groups = groups_for_hit(state, attacker, weapon, fire, weapon.damage_at(bracket),
                                UnitKind.MECH, roller,
                                events, declaration.troopers)
        state = buildings.damage_building(state, h, sum(groups),
                                          f"{attacker.name}'s {weapon.name}", roller, events)
        attacker = state.unit(attacker.uid)
    return state


def building_declarations(state: GameState, unit: UnitState) -> list[DeclareAttack]:
    """``legal_commands``' attacks at buildings: every weapon that can, at each building
    hex within the unit's longest reach."""
    if unit.position is None or state.rules.buildings.attack is None:
        return []
    reach = max((w.ranges[2] for w in state.definition(unit).weapon_instances()), default=0)
    out = []
    for h in state.board.buildings:
        if distance(unit.position, h) > reach:
            continue
        fires = tuple(WeaponFire(o.weapon) for o in building_options(state, unit.uid, h)
                      if o.possible and not o.automatic_miss)
        if not fires:
            continue
        try:
            check_building(state, unit.uid, h, fires)
        except IllegalCommand:
            continue  # shared ammunition cannot feed every weapon at once
        out.append(DeclareAttack(unit.uid, None, fires, building=h))
    return out
