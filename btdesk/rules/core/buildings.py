"""Buildings in play: entering them, fighting in and around them, and their collapse
(seed 003 歩兵の市街戦 "infantry in urban combat", which plays infantry by Total Warfare's
building rules; ``buildings.yaml`` holds every number, reconstructed where the seed cites
a table it does not print).

A building hex keeps its map data on the board; what it has lost is
``GameState.building_damage``.  A collapsed hex becomes rubble on a new board, so the
movement search and line of sight see the ground as it now is without asking here.

Decisions where the sources leave a gap (each in ``buildings.yaml`` or below):

- a 'Mech or vehicle rolls once for each building hex it walks or drives into; a failed
  roll costs damage, never a fall (Total Warfare);
- a 'Mech that jumps into a building hex lands on its roof, as Total Warfare has it;
  infantry that jump in choose a floor or the roof;
- only units above a hex's ground floor weigh on it (the ground floor stands on the
  ground), and the check is made when a unit ends its move there;
- fire from outside reaches a unit inside only where there is line of sight to the floor
  it is on (its floor raises it for line of sight), so "damage to the building only" never
  arises from an attack declared at a unit: an attack without that sight is refused.
"""

from __future__ import annotations

import math
from types import MappingProxyType

from btdesk.hexgrid import Arc, Hex
from btdesk.model.board import Building
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import (
    BuildingCollapsed,
    BuildingDamaged,
    Event,
    FloorChanged,
    InfantryFell,
    PilotingRoll,
)
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.tables import in_groups
from btdesk.model.tw_infantry import InfantryFalling
from btdesk.model.units import MECHANIZED, UnitDefinition, UnitKind, Weapon, WeaponCode
from btdesk.rules.core.damage import (
    damage_battle_armor,
    damage_platoon,
    hit_groups,
    replace_unit,
    standard_blow,
)
from btdesk.rules.core.move_costs import upper_floor_entry
from btdesk.rules.core.piloting import fall, piloting_roll
from btdesk.rules.dice import Roller


def cf_left(state: GameState, h: Hex) -> int:
    building = state.board.building(h)
    return 0 if building is None else max(0, building.cf - state.building_damage.get(h, 0))


def inside(state: GameState, unit: UnitState) -> Building | None:
    """The building ``unit`` is inside (below its roof), if any."""
    if unit.position is None:
        return None
    building = state.board.building(unit.position)
    return building if building is not None and unit.floor < building.height else None


def on_level(state: GameState, unit: UnitState) -> list[UnitState]:
    """The other infantry on ``unit``'s floor of its building hex (decision: not hidden
    ones, which fire at a unit the firer sees does not find, nor reveal)."""
    assert unit.position is not None
    return [u for u in state.units_at(unit.position) if u.uid != unit.uid and u.active
            and u.floor == unit.floor and u.carried_by is None and not u.hidden
            and state.definition(u).kind.is_infantry]


def _share(amount: int, percent: int) -> int:
    """``percent`` of ``amount``, rounded with .5 up (the seed's "端数0.5を切り上げ")."""
    return math.floor(amount * percent / 100 + 0.5)


def damage_building(state: GameState, h: Hex, amount: int, cause: str, roller: Roller,
                    events: list[Event]) -> GameState:
    """The hex loses ``amount`` CF; at none left it collapses on whoever is inside."""
    before = cf_left(state, h)
    if amount <= 0 or state.board.building(h) is None:
        return state
    taken = min(before, amount)
    lost = dict(state.building_damage)
    lost[h] = lost.get(h, 0) + taken
    state = replace(state, building_damage=lost)
    events.append(BuildingDamaged(h, taken, before - taken, cause))
    if before - taken <= 0:
        return collapse(state, h, "its construction factor is gone", before, roller, events)
    return state


def struck(state: GameState, unit: UnitState, amount: int, label: str, roller: Roller,
           events: list[Event]) -> GameState:
    """Damage that is no weapon's (a wall, a roof): 'Mechs and vehicles in 5-point groups
    from the front, battle armor in groups on random troopers, a platoon trooper by point."""
    kind = state.definition(unit).kind
    groups = state.rules.physical.groups(amount)
    if kind in (UnitKind.MECH, UnitKind.VEHICLE):
        return hit_groups(state, unit, groups, Arc.FRONT, None, roller, events, label)
    if kind is UnitKind.BATTLE_ARMOR:
        return replace_unit(state, damage_battle_armor(state, unit, groups, roller, events))
    return replace_unit(state, damage_platoon(state, unit, amount, events))


def collapse(state: GameState, h: Hex, reason: str, cf_before: int, roller: Roller,
             events: list[Event]) -> GameState:
    """The hex falls in.  Each unit inside takes ``cf_before`` / divisor (round up) for
    every level of the building from its floor up, infantry multiplied (seed 003
    建物の崩落: conventional ×3, battle armor ×2); a 'Mech on the roof falls.  Infantry
    also fall into a basement ("地下階層:歩兵が地下階層に落ちた場合、通常の落下ダメージを
    受ける", the falling table's D6 a level; decision: 'Mechs and vehicles are not thrown
    down it).  Then the hex is rubble and everyone in it stands on the ground."""
    building = state.board.building(h)
    assert building is not None
    rules = state.rules.buildings
    events.append(BuildingCollapsed(h, reason))
    per_level = -(-cf_before // rules.collapse_divisor)
    for unit in state.units_at(h):
        if not unit.active:
            continue
        kind = state.definition(unit).kind
        if unit.floor >= building.height:  # on the roof: it comes down with it
            if kind is UnitKind.MECH and not unit.prone:
                state = fall(state, unit.uid, roller, events)
                unit = state.unit(unit.uid)
        else:
            times = _collapse_times(state, state.definition(unit))
            amount = per_level * (building.height - unit.floor) * times
            state = struck(state, unit, amount, f"{unit.name} under a collapsing building",
                           roller, events)
            unit = state.unit(unit.uid)
        if building.basement and kind.is_infantry and unit.active:
            state = _into_basement(state, unit, h, building.basement, roller, events)
            unit = state.unit(unit.uid)
        if unit.floor:
            events.append(FloorChanged(unit.uid, 0))
        state = replace_unit(state, replace(unit, floor=0))
    board = state.board
    terrain = dict(board.terrain)
    terrain[h] = rules.rubble
    buildings = {k: v for k, v in board.buildings.items() if k != h}
    lost = {k: v for k, v in state.building_damage.items() if k != h}
    return replace(state, board=replace(board, terrain=MappingProxyType(terrain),
                                        buildings=MappingProxyType(buildings)),
                   building_damage=lost)


def _collapse_times(state: GameState, definition: UnitDefinition) -> int:
    """Seed 003 建物の崩落: "通常歩兵は…通常の3倍のダメージを受ける。バトルアーマーと
    機械化歩兵は通常の2倍のダメージを受ける" (conventional infantry ×3; battle armor and
    mechanized infantry ×2; everyone else ×1)."""
    times = state.rules.buildings.collapse_multiplier
    if definition.kind is UnitKind.INFANTRY and definition.movement.motive in MECHANIZED \
            and "mechanized" in times:
        return times["mechanized"]
    return times.get(definition.kind.value, 1)


def _into_basement(state: GameState, unit: UnitState, h: Hex, levels: int, roller: Roller,
                   events: list[Event]) -> GameState:
    """Infantry falling ``levels`` into a basement: the falling table's dice a level, one
    blow of standard damage (``tw_infantry.yaml`` ``falling``, reconstructed)."""
    falling = state.rules.tw_infantry.falling if state.rules.tw_infantry is not None \
        else InfantryFalling()
    if not falling.dice_per_level:
        return state
    damage = roller.total(falling.dice_per_level * levels,
                          f"{unit.name} falling {levels} levels into the basement")
    events.append(InfantryFell(unit.uid, h, levels, damage))
    return standard_blow(state, unit.uid, damage, roller, events)


def _tons(state: GameState, unit: UnitState) -> int:
    """What a unit weighs on a floor; infantry by the seed's cargo-space tonnage."""
    definition = state.definition(unit)
    tons = state.rules.buildings.infantry_tons
    if definition.kind is UnitKind.BATTLE_ARMOR:
        assert definition.infantry is not None
        return tons["battle_armor"] * definition.infantry.troopers
    if definition.kind is UnitKind.INFANTRY:
        return tons["infantry"]
    return definition.tons or 0


def check_weight(state: GameState, h: Hex, roller: Roller, events: list[Event]) -> GameState:
    """Collapse when the units above the hex's ground floor weigh more than its CF."""
    if state.board.building(h) is None:
        return state
    load = sum(_tons(state, u) for u in state.units_at(h) if u.active and u.floor > 0)
    left = cf_left(state, h)
    if load > left:
        return collapse(state, h, f"{load} tons above its ground floor, CF {left}", left,
                        roller, events)
    return state


# --- movement -------------------------------------------------------------------------


def end_floor(state: GameState, unit: UnitState, mode: MoveMode, path: tuple[Hex, ...],
              end: Hex | None, mp_left: int, floor: int | None) -> tuple[int, int]:
    """The floor a unit ends on and the MP that costs, or a refusal that says why.

    Infantry choose (seed 003 建物内でのレベル変更: 1 MP a floor, up or down, and they
    may enter and change floors in one turn); a 'Mech that jumps in lands on the roof;
    everyone else is on the ground floor.  A unit that did not leave its hex keeps its
    floor unless it chooses another."""
    definition = state.definition(unit)
    building = state.board.building(end) if end is not None else None
    stayed = not path
    board = state.board
    # Along a building's upper floors a unit keeps its floor; out of the building, it is
    # on the ground.
    start = unit.floor if all(
        (b := board.building(h)) is not None and b.height > unit.floor for h in path) else 0
    if path and end is not None and unit.position is not None:  # in from higher ground
        before = path[-2] if len(path) > 1 else unit.position
        start = upper_floor_entry(state, definition, before, end) or start
    if building is None:
        if floor not in (None, 0):
            raise IllegalCommand("there is no building to climb in this hex")
        return 0, 0
    if not definition.kind.is_infantry:
        if floor is not None and floor != start:
            raise IllegalCommand("only infantry choose a floor in a building")
        if mode is MoveMode.JUMP and not stayed:
            return building.height, 0
        return start, 0
    wanted = start if floor is None else floor
    if not 0 <= wanted <= building.height:
        raise IllegalCommand(f"the building has floors 0 to {building.height - 1} and a roof "
                             f"at {building.height}")
    if mode is MoveMode.JUMP and not stayed:
        assert unit.position is not None and end is not None
        reach = definition.movement.jump + board.level(unit.position) + unit.floor
        if board.level(end) + wanted > reach:
            raise IllegalCommand(f"floor {wanted} is above what a {definition.movement.jump}"
                                 "-MP jump reaches")
        return wanted, 0
    cost = abs(wanted - start) * _floor_mp(state, definition)
    if stayed and abs(wanted - start) == 1 and 0 < mp_left < cost \
            and definition.movement.motive in MECHANIZED:
        cost = mp_left  # 建物内でのレベル変更: one floor by the minimum movement rule
    if cost > mp_left:
        raise IllegalCommand(f"{cost} MP to reach floor {wanted}, only {mp_left} MP left")
    return wanted, cost


def _floor_mp(state: GameState, definition: UnitDefinition) -> int:
    """Seed 003 建物内でのレベル変更: "歩兵は建物のタイプに関わらず上下に1階分移動するために
    地上MPを1失うが、機械化歩兵はレベルを変更するために地上MPを2失う" (infantry spend 1
    ground MP a floor, mechanized infantry 2)."""
    rules = state.rules.buildings
    if definition.movement.motive in MECHANIZED and rules.floor_mp_mechanized is not None:
        return rules.floor_mp_mechanized
    return rules.floor_mp


def entered(state: GameState, uid: str, mode: MoveMode, path: tuple[Hex, ...], floor: int,
            roller: Roller, events: list[Event]) -> GameState:
    """What a move costs in buildings, after the unit has moved.

    'Mechs and vehicles that walk or drive in: each building hex takes tonnage / 10 and
    asks a Piloting Skill Roll with its type's modifier; a failed roll costs CF / 10 in
    damage.  Infantry that jump below a roof roll their anti-'Mech skill with the same
    modifier (seed 003 ジャンプ能力のある歩兵); failed, one hit by building type.  Then the
    end hex is checked for weight."""
    unit = state.unit(uid)
    if not state.board.buildings and floor == unit.floor:
        return state
    rules = state.rules.buildings
    definition = state.definition(unit)
    if unit.floor != floor:
        events.append(FloorChanged(uid, floor))
        state = replace_unit(state, replace(unit, floor=floor))
    if not definition.kind.is_infantry and mode is not MoveMode.JUMP:
        for h in path:
            state = _driven_into(state, uid, h, roller, events)
            if not state.unit(uid).active:
                return state
    end = state.unit(uid).position
    building = state.board.building(end) if end is not None else None
    if building is None:
        return state
    jumped_in = (definition.kind.is_infantry and mode is MoveMode.JUMP and bool(path)
                 and floor < building.height)
    if jumped_in and not _anti_mech_roll(state, unit, building, roller, events):
        state = struck(state, state.unit(uid), rules.jump_in_damage[building.kind],
                       f"{unit.name} jumping into a building", roller, events)
    assert end is not None
    return check_weight(state, end, roller, events)


def _anti_mech_roll(state: GameState, unit: UnitState, building: Building, roller: Roller,
                    events: list[Event]) -> bool:
    """Seed 003 ジャンプ能力のある歩兵: "歩兵ユニットが(屋根を含めない)建物ヘクスにジャンプする
    場合、対メックスキルロールをおこなわなければならない。操作プレイヤーはまず、建物修正表の
    操縦スキル修正欄を参照し" (infantry jumping into a building hex below its roof make an
    anti-'Mech skill roll, with the Building Modifiers Table's Piloting modifier)."""
    reason = "jumping into a building"
    mods = (("Anti-'Mech skill", state.definition(unit).crew.anti_mech),
            _modifier(state, building))
    needed = sum(v for _, v in mods)
    roll = roller.total(2, f"anti-'Mech skill roll: {unit.name}, {reason} (needs {needed})")
    events.append(PilotingRoll(unit.uid, reason, needed, roll, roll >= needed, mods))
    return roll >= needed


def _modifier(state: GameState, building: Building) -> tuple[str, int]:
    """The Building Modifiers Table's Piloting modifier, named as the roll lists it."""
    return (f"{building.kind.value.capitalize()} building",
            state.rules.ground.buildings[building.kind].piloting)


def _driven_into(state: GameState, uid: str, h: Hex, roller: Roller,
                 events: list[Event]) -> GameState:
    building = state.board.building(h)
    if building is None:
        return state
    rules = state.rules.buildings
    unit = state.unit(uid)
    cf = cf_left(state, h)
    if not piloting_roll(state, uid, "entering a building", roller, events,
                         (_modifier(state, building),)):
        state = struck(state, unit, -(-cf // rules.entry_damage_divisor),
                       f"{unit.name} crashing into a building", roller, events)
        unit = state.unit(uid)
    tons = state.definition(unit).tons or 0
    return damage_building(state, h, -(-tons // rules.entry_tons_divisor),
                           f"{unit.name} entering", roller, events)


# --- fire -----------------------------------------------------------------------------


def through_walls(state: GameState, building: Building, attacker: UnitState,
                  target: UnitState, weapon: Weapon, groups: list[int], roller: Roller,
                  events: list[Event]) -> tuple[GameState, list[int], bool]:
    """A hit on a unit inside ``building``: what the building takes, what reaches the unit
    (as damage groups), and whether anti-infantry burst fire is played as direct fire.

    From outside the hex: a 'Mech or vehicle loses CF / 10 of each hit to the walls;
    infantry take the 建物内の歩兵ダメージ表 share of it while the building takes it all,
    burst-fire weapons dealing their standard damage (seed 003 建物内の歩兵への攻撃).
    From inside the hex, infantry lose to the building the 建物内部からの攻撃による歩兵
    ダメージ表 share (seed 003 建物内部で起きる戦闘)."""
    rules = state.rules.buildings
    h = target.position
    assert h is not None and attacker.position is not None
    kind = state.definition(target).kind
    total = sum(groups)
    cause = f"{attacker.name}'s {weapon.name}"
    if attacker.position != h:
        if not kind.is_infantry:
            absorbed = min(total, -(-cf_left(state, h) // rules.absorb_divisor))
            state = damage_building(state, h, absorbed, cause, roller, events)
            return state, _regroup(groups, total - absorbed), False
        reaching = _share(total, rules.infantry_share_from_outside[building.kind])
        state = damage_building(state, h, total, cause, roller, events)
        if kind is UnitKind.BATTLE_ARMOR:
            return state, in_groups(reaching, rules.battle_armor_group), True
        return state, _regroup(groups, reaching), True
    if not kind.is_infantry:
        return state, groups, False
    if halves_burst(state, attacker, target, weapon):  # the dice are halved instead
        return share_inside(state, building, h, total, cause, roller, events)[0], groups, False
    state, reaching = share_inside(state, building, h, total, cause, roller, events)
    return state, _regroup(groups, reaching), False


def share_inside(state: GameState, building: Building, h: Hex, amount: int, cause: str,
                 roller: Roller, events: list[Event]) -> tuple[GameState, int]:
    """An attack from inside the hex on infantry there (seed 003 建物内部で起きる戦闘, a
    weapon or a blow): the building takes the 建物内部からの攻撃による歩兵ダメージ表 share;
    the rest reaches the infantry."""
    kept = _share(amount, state.rules.buildings.building_share_from_inside[building.kind])
    return damage_building(state, h, kept, cause, roller, events), amount - kept


def _regroup(groups: list[int], amount: int) -> list[int]:
    """The first ``amount`` points of ``groups``, in the same groups."""
    out = []
    for g in groups:
        take = min(g, amount)
        if take <= 0:
            break
        out.append(take)
        amount -= take
    return out


def halves_burst(state: GameState, attacker: UnitState, target: UnitState,
                 weapon: Weapon) -> bool:
    """Seed 003 建物内部で起きる戦闘: burst fire at conventional infantry in the same
    building hex deals half its dice (rounded as usual)."""
    return (WeaponCode.ANTI_INFANTRY in weapon.codes and inside(state, target) is not None
            and attacker.position == target.position)
