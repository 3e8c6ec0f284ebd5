"""Heat (Total Warfare, *Heat*): the Heat Phase adds the heat each 'Mech made this turn
(movement, weapons fired, engine hits), takes off what its heat sinks dissipate, and
applies the Heat Scale: MechWarrior damage with a damaged life support, start-up and
shutdown rolls, and ammunition explosion rolls.  The scale's standing effects (walking
MP lost, to-hit modifiers, a shut-down 'Mech's immobility) are read from the unit's
heat wherever they apply (``module.py``).  Numbers: ``standard.yaml`` ``heat``."""

from __future__ import annotations

from btdesk.model.criticals import SlotKind, ammo_for
from btdesk.model.events import Event
from btdesk.model.frozen import replace
from btdesk.model.standard import HeatResolved, HeatRolled, ShutDown, scale
from btdesk.model.state import GameState, MoveMode, UnitState
from btdesk.model.units import UnitKind
from btdesk.rules.core import criticals
from btdesk.rules.core.condition import ammo_left, crit_count
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.piloting import fall, pilot_hit
from btdesk.rules.dice import Roller
from btdesk.rules.modules.standard.data import rules, sink_capacity


def movement_heat(state: GameState, unit: UnitState) -> int:
    """Heat Point Table: walking 1, running 2, jumping 1 a hex (at least 3)."""
    heat = rules(state).heat
    moved = unit.moved
    if moved is None or moved.mode is MoveMode.STATIONARY:
        return 0
    if moved.mode is MoveMode.JUMP:
        return max(heat.jump_minimum, heat.jump_per_hex * len(moved.path))
    return heat.run if moved.mode is MoveMode.RUN else heat.walk


def weapon_heat(state: GameState, name: str, shots: int = 1) -> int:
    """A weapon's heat when fired (each shot of a rapid-fire weapon)."""
    return rules(state).heat.weapons.get(name, 0) * max(1, shots)


def fired(state: GameState, unit: UnitState) -> list[tuple[int, int]]:
    """Weapons ``unit`` fired this turn and their shots: its declaration's, and those it
    fired in a Close Assault."""
    out: list[tuple[int, int]] = []
    declaration = state.declaration(unit.uid)
    if declaration is not None:
        out += [(w.weapon, w.shots) for w in declaration.weapons]
    for engagement in state.assaults:
        out += [(index, 1) for uid, index in sorted(engagement.fired) if uid == unit.uid]
    return out


def heat_made(state: GameState, unit: UnitState) -> tuple[int, str]:
    """Heat ``unit`` made this turn, and its parts in words."""
    definition = state.definition(unit)
    instances = definition.weapon_instances()
    parts: list[str] = []
    moving = movement_heat(state, unit)
    if moving:
        assert unit.moved is not None
        parts.append(f"{unit.moved.mode.name_for(definition.kind)} {moving}")
    weapons = sum(weapon_heat(state, instances[i].name, shots)
                  for i, shots in fired(state, unit) if i < len(instances))
    if weapons:
        parts.append(f"weapons {weapons}")
    engine = crit_count(unit, definition, SlotKind.ENGINE) * rules(state).heat.engine_hit
    if engine:
        parts.append(f"engine hits {engine}")
    return moving + weapons + engine, ", ".join(parts)


def heat_preview(state: GameState, unit: UnitState, weapons: tuple[int, ...]) -> int:
    """The heat ``unit`` will have after this turn's Heat Phase if it fires ``weapons``
    (instance indexes) besides what it has made so far: what the to-hit preview shows."""
    definition = state.definition(unit)
    made, _ = heat_made(state, unit)
    made += sum(weapon_heat(state, definition.weapon_instances()[i].name) for i in weapons)
    return max(0, unit.heat + made - sink_capacity(state, unit))


def heat_phase(state: GameState, roller: Roller, events: list[Event]) -> GameState:
    """Every active 'Mech's heat, then its Heat Scale rolls: damage from a hit life support,
    start-up (a 'Mech shut down before) or shutdown, and the ammunition roll, which a
    shut-down 'Mech makes too (its heat is still in its bins)."""
    for uid in [u.uid for u in state.units]:
        unit = state.unit(uid)  # as the 'Mechs before it left it
        if not unit.active or state.definition(unit).kind is not UnitKind.MECH:
            continue
        made, why = heat_made(state, unit)
        sunk = sink_capacity(state, unit)
        heat = max(0, unit.heat + made - sunk)
        if heat != unit.heat or made:
            events.append(HeatResolved(unit.uid, made, sunk, heat, why))
        state = replace_unit(state, replace(unit, heat=heat))
        state = _effects(state, unit.uid, roller, events)
    return state


def _effects(state: GameState, uid: str, roller: Roller, events: list[Event]) -> GameState:
    table = rules(state).heat
    unit = state.unit(uid)
    heat = unit.heat
    definition = state.definition(unit)
    hurt = scale(table.life_support, heat)
    if hurt and crit_count(unit, definition, SlotKind.LIFE_SUPPORT):
        for _ in range(hurt):  # Critical Hit Effects, Life Support
            if state.unit(uid).destroyed:
                return state
            state = pilot_hit(state, uid, roller, events)
    unit = state.unit(uid)
    if unit.destroyed:
        return state
    if unit.shutdown:  # a 'Mech shut down before this phase may start up
        state = _start_up(state, unit, roller, events)
    elif heat >= table.automatic_shutdown:
        state = _shut_down(state, uid, f"heat {heat}: automatic shutdown", roller, events)
    elif scale(table.shutdown, heat):
        target = scale(table.shutdown, heat)
        if not _avoided(state, unit, "shutdown", heat, target, roller, events):
            state = _shut_down(state, uid, f"heat {heat}", roller, events)
    target = scale(table.ammo, heat)
    unit = state.unit(uid)
    if target and not unit.destroyed and _bins(state, unit) \
            and not _avoided(state, unit, "ammunition explosion", heat, target, roller, events):
        loc, index = _bins(state, unit)[0]
        state = criticals.explode_bin(state, uid, loc, index, roller, events)
    return state


def _avoided(state: GameState, unit: UnitState, what: str, heat: int, target: int,
             roller: Roller, events: list[Event]) -> bool:
    """An avoid roll (2D6, ``target`` or more); an unconscious MechWarrior cannot avoid
    (reconstructed: MegaMek plays it so)."""
    if unit.unconscious:
        events.append(HeatRolled(unit.uid, what, heat, target, 0, False))
        return False
    roll = roller.total(2, f"heat {heat}, avoid {what}: {unit.name} ({target}+)")
    events.append(HeatRolled(unit.uid, what, heat, target, roll, roll >= target))
    return roll >= target


def _shut_down(state: GameState, uid: str, why: str, roller: Roller,
               events: list[Event]) -> GameState:
    """A shut-down 'Mech falls if it stands (reconstructed: MegaMek's automatic fall for
    a reactor shutdown)."""
    unit = state.unit(uid)
    events.append(ShutDown(uid, why))
    state = replace_unit(state, replace(unit, shutdown=True))
    if not unit.prone:
        state = fall(state, uid, roller, events)
    return state


def _start_up(state: GameState, unit: UnitState, roller: Roller,
              events: list[Event]) -> GameState:
    """A shut-down 'Mech starts up by itself below the first shutdown level, else on the
    shutdown avoid number for its heat; at the automatic shutdown level it stays down
    (reconstructed from MegaMek's Heat Phase)."""
    table = rules(state).heat
    heat = unit.heat
    if heat >= table.automatic_shutdown:
        return state
    target = scale(table.shutdown, heat)
    if target and not _avoided(state, unit, "start-up", heat, target, roller, events):
        return state
    events.append(ShutDown(unit.uid, f"heat {heat}", on=True))
    return replace_unit(state, replace(unit, shutdown=False))


def _bins(state: GameState, unit: UnitState) -> list[tuple[str, int]]:
    """Ammunition slots with shots left and not yet hit, the most damaging first (the
    bin that explodes; reconstructed: MegaMek picks the most damaging)."""
    definition = state.definition(unit)
    guns = {w.name: w for w in definition.weapon_instances()}
    found: list[tuple[int, str, int]] = []
    for loc, slots in definition.criticals.items():
        if loc in unit.lost:
            continue
        for index, text in enumerate(slots):
            weapon = ammo_for(text)
            gun = guns.get(weapon or "")
            if gun is None or (loc, index) in unit.slots_hit or not ammo_left(unit, definition,
                                                                              gun):
                continue
            found.append((-(gun.damage[0] * max(1, gun.missiles)), loc, index))
    return [(loc, index) for _, loc, index in sorted(found)]
