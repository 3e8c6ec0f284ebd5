"""The fighting's rule tables, each read from its checked YAML node: hit locations, the
cluster table, to-hit modifiers, buildings, damage transfer, infantry damage, the Close
Assault matrix, ejection, critical hits, physical attacks and firing arcs
(:mod:`btdesk.io.tables` loads the files and checks each one's header)."""

from __future__ import annotations

from btdesk.hexgrid import WeaponArc
from btdesk.model.board import BuildingClass, Terrain
from btdesk.model.criticals import CriticalRules
from btdesk.model.tables import (
    AttackModifiers,
    Bracket,
    BuildingAttack,
    BuildingCombat,
    CloseAssaultMatrix,
    CloseAssaultNumbers,
    EjectionRules,
    HitTable,
    InfantryDamage,
    MiniatureScale,
    PhysicalAttack,
    PhysicalRules,
    WeightBracket,
)
from btdesk.model.units import (
    MECH_KILLERS,
    MECH_LOCATIONS,
    VEHICLE_ARMOR_LOCATIONS,
    VEHICLE_LOCATIONS,
)

from .reader import Node

ROLLS = tuple(range(2, 13))


def roll_table(node: Node, locations: tuple[str, ...]) -> dict[int, str]:
    items = dict((k, v.choice(locations)) for k, v in node.int_items(2, 12))
    missing = [r for r in ROLLS if r not in items]
    if missing:
        raise node.error(f"rolls {', '.join(map(str, missing))} are missing (need every roll 2-12)")
    return {r: items[r] for r in ROLLS}


def hit_locations(root: Node) -> tuple[HitTable, HitTable]:
    mech = root["mech"].mapping(required=("rolls",), optional=("source",))
    veh = root["vehicle"].mapping(required=("rolls",), optional=("source", "motive_hit", "note"))
    flagged = frozenset(n.integer(2, 12) for n in veh["motive_hit"].seq()) if veh.has(
        "motive_hit") else frozenset()
    return (
        HitTable(roll_table(mech["rolls"], MECH_LOCATIONS)),
        HitTable(roll_table(veh["rolls"], VEHICLE_ARMOR_LOCATIONS), flagged,
                 veh["note"].text() if veh.has("note") else ""),
    )


def cluster(root: Node) -> dict[int, dict[int, int]]:
    out: dict[int, dict[int, int]] = {}
    for column, node in root["columns"].int_items(1, 40):
        rows = {roll: v.integer(0, column) for roll, v in node.int_items(2, 12)}
        missing = [r for r in ROLLS if r not in rows]
        if missing:
            raise node.error(f"rolls {', '.join(map(str, missing))} are missing")
        out[column] = {r: rows[r] for r in ROLLS}
    # The rules read column N for N shots or N troopers hitting, up to the largest column
    # (battle armor squads larger than it use it): every column from 2 up must be there.
    # A missing column would crash the game at the first such roll.
    if not out or max(out) < 2:
        raise root["columns"].error("needs the columns from 2 upwards")
    gaps = [c for c in range(2, max(out) + 1) if c not in out]
    if gaps:
        raise root["columns"].error(f"column {', '.join(map(str, gaps))} is missing (every "
                                    f"column from 2 to {max(out)} is needed)")
    return out


def attack_modifiers(root: Node) -> AttackModifiers:
    am = root["attacker_movement"].mapping(required=("stationary", "walked", "ran", "jumped"))
    rng = root["range"].mapping(required=("short", "medium", "long"))
    brackets: list[Bracket] = []
    expected_low = 0
    nodes = root["target_movement"].seq(1)
    for i, node in enumerate(nodes):
        node.mapping(required=("from", "modifier"), optional=("to",))
        low = node["from"].integer(0)
        if low != expected_low:
            raise node.error(f"brackets must follow on without gaps: expected {expected_low}",
                             "from")
        high = node["to"].integer(low) if node.has("to") else None
        if high is None and i != len(nodes) - 1:
            raise node.error("only the last bracket may be open-ended", "to")
        if high is not None and i == len(nodes) - 1:
            raise node.error("the last bracket must be open-ended (no 'to')", "to")
        brackets.append(Bracket(low, high, node["modifier"].integer(-9, 9)))
        expected_low = (high or 0) + 1
    return AttackModifiers(
        attacker_movement={k: am[k].integer(-9, 9)
                           for k in ("stationary", "walked", "ran", "jumped")},
        range_brackets=(
            rng["short"].integer(-9, 9), rng["medium"].integer(-9, 9), rng["long"].integer(-9, 9)
        ),
        target_movement=tuple(brackets),
        battle_armor_target=root["battle_armor_target"].integer(-9, 9),
        target_jumped=root["target_jumped"].integer(-9, 9),
        pulse=root["pulse"].integer(-9, 9),
    )


def buildings(root: Node) -> BuildingCombat:
    def by_type(node: Node, high: int) -> dict[BuildingClass, int]:
        m = node.mapping(required=tuple(c.value for c in BuildingClass))
        return {c: m[c.value].integer(0, high) for c in BuildingClass}

    collapse = root["collapse"].mapping(required=("damage_divisor", "multiplier", "rubble",
                                                  "infantry_tons"))
    infantry = ("infantry", "battle_armor")
    times = collapse["multiplier"].mapping(required=infantry, optional=("mechanized",))
    tons = collapse["infantry_tons"].mapping(required=infantry)
    return BuildingCombat(
        entry_damage_divisor=root["entry_damage_divisor"].integer(1, 100),
        entry_tons_divisor=root["entry_tons_divisor"].integer(1, 100),
        absorb_divisor=root["absorb_divisor"].integer(1, 100),
        infantry_share_from_outside=by_type(root["infantry_share_from_outside"], 100),
        building_share_from_inside=by_type(root["building_share_from_inside"], 100),
        battle_armor_group=root["battle_armor_group"].integer(1, 100),
        jump_in_damage=by_type(root["jump_in_damage"], 100),
        floor_mp=root["floor_mp"].integer(0, 20),
        collapse_divisor=collapse["damage_divisor"].integer(1, 100),
        collapse_multiplier={k: v.integer(0, 10) for k, v in times.items()},
        rubble=Terrain(collapse["rubble"].choice(
            tuple(t.value for t in Terrain if t is not Terrain.BUILDING))),
        infantry_tons={k: tons[k].integer(0, 100) for k in infantry},
        attack=_building_attack(root["attack"]) if root.has("attack") else None,
        floor_mp_mechanized=(root["floor_mp_mechanized"].integer(0, 20)
                             if root.has("floor_mp_mechanized") else None),
    )


def _building_attack(node: Node) -> BuildingAttack:
    m = node.mapping(required=("automatic_within", "immobile_target"))
    return BuildingAttack(automatic_within=m["automatic_within"].integer(0, 1),
                          immobile_target=m["immobile_target"].integer(-9, 9))


def transfer(root: Node) -> tuple[dict[str, str], dict[str, str]]:
    """Every location but the head and centre torso must say where excess damage goes:
    without it the damage vanished silently."""
    inward = tuple(loc for loc in MECH_LOCATIONS if loc not in MECH_KILLERS)
    mech = {k: v.choice(MECH_LOCATIONS)
            for k, v in root["mech"].mapping(required=inward).items()}
    # Every chain must end at the centre torso or head, never loop.
    for start in mech:
        seen = {start}
        loc = start
        while loc in mech:
            loc = mech[loc]
            if loc in seen:
                raise root.error(f"transfer from {start} loops back to {loc}", f"mech.{start}")
            seen.add(loc)
    arms = {k: v.choice(MECH_LOCATIONS) for k, v in root["arm_lost_with_torso"].items()}
    for key in arms:
        if key not in MECH_LOCATIONS:
            raise root.error("not a 'Mech location", f"arm_lost_with_torso.{key}")
    return mech, arms


def infantry_damage(root: Node) -> InfantryDamage:
    return InfantryDamage(
        direct_divisor=root["direct_divisor"].integer(1, 100),
        cluster_bonus=root["cluster_bonus"].integer(0, 20),
        pulse_bonus=root["pulse_bonus"].integer(0, 20),
        burst_fire_dice={k: v.integer(1, 12) for k, v in root["burst_fire_dice"].items()},
        clear_terrain_multiplier=root["clear_terrain_multiplier"].integer(1, 10),
    )


def close_assault(root: Node) -> CloseAssaultMatrix:
    d_actions = {k: v.text() for k, v in root["defender_actions"].items()}
    a_actions = {k: v.text() for k, v in root["attacker_actions"].items()}
    if list(d_actions) != list("abcdefg"):
        raise root.error("expected the seven defender letters a-g in order", "defender_actions")
    if list(a_actions) != list("ABCDEFG"):
        raise root.error("expected the seven attacker letters A-G in order", "attacker_actions")
    names = {n: v.text() for n, v in root["results"].int_items(1, 8)}
    if sorted(names) != list(range(1, 9)):
        raise root.error("expected results 1 to 8", "results")
    matrix = root["matrix"].mapping(required=tuple(d_actions))
    results: dict[tuple[str, str], int] = {}
    for d in d_actions:
        row = matrix[d].seq(7, 7)
        for a, cell in zip(a_actions, row, strict=True):
            results[(d, a)] = cell.integer(1, 8)
    reconstructed = root["reconstructed"].flag() if root.has("reconstructed") else False
    sc = root["scale"].mapping(required=("hex_metres", "hex_cm", "tactical_hexes_across"))
    scale = MiniatureScale(sc["hex_metres"].integer(1, 1000), sc["hex_cm"].integer(1, 100),
                           sc["tactical_hexes_across"].integer(1, 9))
    hints: dict[str, str] = {}
    if root.has("tactic_hints"):  # optional: a table without them still plays
        letters = (*d_actions, *a_actions)
        hints = {k: v.text() for k, v in root["tactic_hints"].mapping(
            optional=letters).items()}
    return CloseAssaultMatrix(d_actions, a_actions, results, names, reconstructed, scale,
                              _close_assault_numbers(root["modifiers"]), hints)


def _weights(node: Node) -> tuple[WeightBracket, ...]:
    out = []
    for item in node.seq(1):
        item.mapping(required=("modifier",), optional=("min", "max"))
        low = item["min"].integer(0, 1000) if item.has("min") else None
        high = item["max"].integer(0, 1000) if item.has("max") else None
        out.append(WeightBracket(low, high, item["modifier"].integer(-9, 9)))
    return tuple(out)


def _close_assault_numbers(node: Node) -> CloseAssaultNumbers:
    m = node.mapping(required=("avoid_piloting_below", "avoid_weight", "flee_weight", "push_base",
                               "block_divisor", "block_striker_divisor", "exchanges_per_turn",
                               "fire_reach", "partial_cover", "stray_hit", "fire_out_forfeits",
                               "formation_hits"))
    return CloseAssaultNumbers(
        avoid_piloting_below=m["avoid_piloting_below"].integer(0, 12),
        avoid_weight=_weights(m["avoid_weight"]),
        flee_weight=_weights(m["flee_weight"]),
        push_base=m["push_base"].integer(0, 12),
        block_divisor=m["block_divisor"].integer(1, 10),
        block_striker_divisor=m["block_striker_divisor"].integer(1, 10),
        exchanges_per_turn=m["exchanges_per_turn"].integer(1, 10),
        fire_reach=m["fire_reach"].integer(1, 3),
        partial_cover=m["partial_cover"].integer(0, 6),
        stray_hit=m["stray_hit"].integer(0, 13),
        fire_out_forfeits=m["fire_out_forfeits"].flag(),
        formation_hits=m["formation_hits"].integer(1, 10),
    )


_DIRECTIONS = ("front", "rear", "left", "right")


def _d6_locations(node: Node) -> dict[str, dict[int, str]]:
    m = node.mapping(required=_DIRECTIONS)
    out: dict[str, dict[int, str]] = {}
    for d in _DIRECTIONS:
        rolls = {k: v.choice(MECH_LOCATIONS) for k, v in m[d].int_items(1, 6)}
        if sorted(rolls) != list(range(1, 7)):
            raise m[d].error("every roll 1-6 needs a location")
        out[d] = rolls
    return out


def ejection(root: Node) -> EjectionRules:
    landing = {Terrain(k): v.integer(-9, 12)
               for k, v in root["landing"].mapping(optional=tuple(t.value for t in Terrain))
               .items()}
    return EjectionRules(
        head_damaged=root["head_damaged"].integer(-9, 12),
        landing=landing,
        reconstructed=root["reconstructed"].flag() if root.has("reconstructed") else False,
    )


_EFFECTS = ("engine_destroyed_at", "gyro_piloting", "gyro_destroyed_at", "sensors_to_hit",
            "sensors_blind_at", "shoulder_to_hit", "arm_actuator_to_hit", "hip_piloting",
            "leg_actuator_piloting", "leg_actuator_mp", "jump_jet_mp", "ammo_pilot_hits")
_PHYSICAL_EFFECTS = ("physical_actuator_to_hit", "physical_hand_foot_to_hit",
                     "physical_actuator_halves")
_VEHICLE_SIDES = ("F", "side", "R", "T")


def critical_hits(root: Node) -> CriticalRules:
    rolls = dict(root["determine"].int_items(2, 12))
    missing = [r for r in ROLLS if r not in rolls]
    if missing:
        raise root["determine"].error(f"rolls {', '.join(map(str, missing))} are missing")
    effects = root["effects"].mapping(required=_EFFECTS, optional=_PHYSICAL_EFFECTS)
    names = root["vehicle_results"]
    results = {k: v.text() for k, v in names.items()}
    vehicle = root["vehicle"].mapping(required=_VEHICLE_SIDES)
    table: dict[str, dict[int, str]] = {}
    for side in _VEHICLE_SIDES:
        row = {r: v.choice(tuple(results)) for r, v in vehicle[side].int_items(2, 12)}
        gaps = [r for r in ROLLS if r not in row]
        if gaps:
            raise vehicle[side].error(f"rolls {', '.join(map(str, gaps))} are missing")
        table[side] = row
    return CriticalRules(
        determine={r: rolls[r].integer(0, 6) for r in ROLLS},
        blown_off=root["blown_off"].integer(2, 13),
        torso_hits=root["torso_hits"].integer(0, 6),
        **{k: effects[k].integer(0, 12) for k in _EFFECTS},
        # Absent in tables saved before they existed: those games replay as they were.
        physical_actuator_to_hit=(effects["physical_actuator_to_hit"].integer(0, 12)
                                  if effects.has("physical_actuator_to_hit") else 0),
        physical_hand_foot_to_hit=(effects["physical_hand_foot_to_hit"].integer(0, 12)
                                   if effects.has("physical_hand_foot_to_hit") else 0),
        physical_actuator_halves=(effects["physical_actuator_halves"].flag()
                                  if effects.has("physical_actuator_halves") else False),
        vehicle=table,
        vehicle_results=results,
        vehicle_sensors_to_hit=root["vehicle_sensors_to_hit"].integer(0, 6),
        vehicle_commander_to_hit=root["vehicle_commander_to_hit"].integer(0, 6),
        vehicle_stabilizer_to_hit=root["vehicle_stabilizer_to_hit"].integer(0, 6),
        reconstructed=root["reconstructed"].flag() if root.has("reconstructed") else False,
    )


def physical(root: Node) -> PhysicalRules:
    attacks = root["attacks"].mapping(
        required=("punch", "kick", "push", "charge", "death_from_above"))
    parsed: dict[str, PhysicalAttack] = {}
    for name, node in attacks.items():
        node.mapping(required=("offset",),
                     optional=("divisor", "rounding", "multiplier", "piloting_difference",
                               "attacker_movement"))
        parsed[name] = PhysicalAttack(
            offset=node["offset"].integer(-9, 9),
            divisor=node["divisor"].integer(1, 100) if node.has("divisor") else 0,
            round_up=(node["rounding"].choice(("up", "down")) == "up"
                      if node.has("rounding") else True),
            multiplier=node["multiplier"].integer(1, 10) if node.has("multiplier") else 1,
            piloting_difference=(node["piloting_difference"].flag()
                                 if node.has("piloting_difference") else False),
            # Absent in tables saved before it existed: those games replay as they were.
            attacker_movement=(node["attacker_movement"].flag()
                               if node.has("attacker_movement") else False),
        )
    consciousness = {k: v.integer(2, 13) for k, v in root["consciousness"].int_items(1, 10)}
    hits = root["mechwarrior_hits"].integer(1, 10)
    if sorted(consciousness) != list(range(1, hits)):
        raise root.error(f"needs a number for every hit count 1 to {hits - 1}", "consciousness")
    fall = {k: v.integer(0, 5) for k, v in root["fall_facing"].int_items(1, 6)}
    if sorted(fall) != list(range(1, 7)):
        raise root.error("every roll 1-6 needs a facing change", "fall_facing")
    return PhysicalRules(
        attacks=parsed,
        charge_self_divisor=root["charge_self_divisor"].integer(1, 100),
        dfa_self_divisor=root["dfa_self_divisor"].integer(1, 100),
        damage_group=root["damage_group"].integer(1, 100),
        punch_table=_d6_locations(root["punch_table"]),
        kick_table=_d6_locations(root["kick_table"]),
        prone_target_adjacent=root["prone_target_adjacent"].integer(-9, 9),
        prone_target_other=root["prone_target_other"].integer(-9, 9),
        prone_attacker=root["prone_attacker"].integer(-9, 9),
        psr={k: v.integer(-9, 12) for k, v in root["psr"].items()},
        stand_up_mp=root["stand_up_mp"].integer(0, 20),
        fall_damage_divisor=root["fall_damage_divisor"].integer(1, 100),
        fall_facing=fall,
        consciousness=consciousness,
        mechwarrior_hits=hits,
        kick_infantry_in_hex=(root["kick_infantry_in_hex"].integer(-9, 9)
                              if root.has("kick_infantry_in_hex") else 0),
        prone_weapon_fire=(root["prone_weapon_fire"].flag()
                           if root.has("prone_weapon_fire") else False),
    )


def firing_arcs(root: Node) -> dict[str, WeaponArc]:
    arcs = tuple(a.value for a in WeaponArc)
    mech = root["mech"].mapping(required=MECH_LOCATIONS)
    # Side mounts came with the first public-data carrier: a table (or a save) from before
    # them still loads, firing each side mount into its own side.
    sides = {"LS": WeaponArc.LEFT_SIDE, "RS": WeaponArc.RIGHT_SIDE}
    vehicle = root["vehicle"].mapping(
        required=tuple(v for v in VEHICLE_LOCATIONS if v not in sides), optional=tuple(sides))
    out = {loc: WeaponArc(mech[loc].choice(arcs)) for loc in MECH_LOCATIONS}
    out.update({loc: WeaponArc(vehicle[loc].choice(arcs)) if vehicle.has(loc) else sides[loc]
                for loc in VEHICLE_LOCATIONS})
    out["infantry"] = WeaponArc(root["infantry"].choice(arcs))
    return out
