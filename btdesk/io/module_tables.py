"""The optional rule modules' tables, each read from its checked YAML node: Close Assault
orders, multi-model infantry and Total Warfare infantry (:mod:`btdesk.io.tables` loads the
files and checks each one's header)."""

from __future__ import annotations

from types import MappingProxyType

from btdesk.model.assault_orders import AssaultOrderRules
from btdesk.model.board import Terrain
from btdesk.model.multi_model import MultiModelRules
from btdesk.model.tw_infantry import (
    AntiMechRules,
    BattleArmorRules,
    DominoRules,
    InfantryFalling,
    MechanizedRules,
    MovementTypes,
    NonInfantryWeapons,
    ShakeOffRules,
    StackingLimits,
    TransportRules,
    TwInfantryRules,
    WeaponRow,
)
from btdesk.model.units import MECH_LOCATIONS, MECH_REAR, UnitKind

from .combat_tables import roll_table
from .reader import Node


def assault_orders(root: Node) -> AssaultOrderRules:
    """The Close Assault orders module's numbers."""
    kinds = (*(k.value for k in UnitKind), "field_gun", "artillery")
    _translations(root)
    return AssaultOrderRules(
        max_assaulters=root["max_assaulters"].integer(1, 6),
        short_fire_modifier=root["short_fire_modifier"].integer(-6, 12),
        may_assault=frozenset(n.choice(kinds) for n in root["may_assault"].seq()),
        fire_only=frozenset(n.choice(kinds) for n in root["fire_only"].seq()),
        ordering_phase=root["ordering_phase"].choice(("movement",)),
    )


def _translations(root: Node) -> None:
    """A module's translations are read for their shape only (each the seed's words and
    the BattleTech rule), as documentation."""
    for item in root["translations"].seq():
        entry = item.mapping(required=("seed", "battletech"))
        entry["seed"].text()
        entry["battletech"].text()


def multi_model(root: Node) -> MultiModelRules:
    _translations(root)
    infantry = tuple(k.value for k in UnitKind if k.is_infantry)
    per_model = root["troopers_per_model"].mapping(required=infantry)
    bases = root["base_mm"].mapping(required=tuple(k.value for k in UnitKind))
    return MultiModelRules(
        default_leadership=root["default_leadership"].integer(1, 10),
        radius_per_leadership=root["radius_per_leadership"].integer(1, 12),
        standoff_inches=root["standoff_inches"].integer(0, 12),
        troopers_per_model={k: per_model[k].integer(1, 99) for k in infantry},
        base_mm={k.value: bases[k.value].integer(5, 200) for k in UnitKind},
        contact_mm=root["contact_mm"].integer(0, 10),
        leader_falls_on=frozenset(n.integer(1, 6) for n in root["leader_falls_on"].seq()),
    )


def tw_infantry(root: Node) -> TwInfantryRules:
    costs = root["infantry_mp"].mapping(
        required=(Terrain.CLEAR.value, Terrain.LIGHT_WOODS.value, Terrain.HEAVY_WOODS.value),
        optional=(Terrain.ROUGH.value, Terrain.PAVEMENT.value))
    stacking = root["stacking"].mapping(required=("per_side", "per_hex", "mechs"))
    per_side = stacking["per_side"].integer(1, 7)
    return TwInfantryRules(
        infantry_mp={Terrain(k): v.integer(1, 20) for k, v in costs.items()},
        minimum_move=root["minimum_move"].flag(),
        stacking=StackingLimits(per_side, stacking["per_hex"].integer(per_side, 14),
                                stacking["mechs"].integer(0, 7)),
        machine_gun_dice=root["machine_gun_dice"].integer(0, 6),
        machine_guns=frozenset(n.text() for n in root["machine_guns"].seq()),
        transport=_transport(root["transport"]) if root.has("transport") else TransportRules(),
        mechanized=(_mechanized(root["mechanized"]) if root.has("mechanized")
                    else MechanizedRules()),
        movement_types=(_movement_types(root["movement_types"])
                        if root.has("movement_types") else MovementTypes()),
        mechanized_losses=(root["mechanized_losses"].integer(1, 10)
                           if root.has("mechanized_losses") else 2),
        mechanized_toughness=(root["mechanized_toughness"].integer(1, 10)
                              if root.has("mechanized_toughness") else 1),
        battle_armor=(BattleArmorRules(
            root["battle_armor"].mapping(required=("secondary_target",))[
                "secondary_target"].integer(0, 6))
            if root.has("battle_armor") else BattleArmorRules()),
        domino=_domino(root["domino"]) if root.has("domino") else DominoRules(),
        falling=_falling(root["falling"]) if root.has("falling") else InfantryFalling(),
        anti_mech=_anti_mech(root["anti_mech"]) if root.has("anti_mech") else AntiMechRules(),
        non_infantry_weapons=(_non_infantry_weapons(root["non_infantry_weapons"])
                              if root.has("non_infantry_weapons") else None),
    )


def _non_infantry_weapons(node: Node) -> NonInfantryWeapons:
    rows = ("direct_fire", "cluster_ballistic", "pulse", "cluster_missile", "area_effect")
    m = node.mapping(required=rows, optional=("reconstructed", "source"))

    def row(key: str) -> WeaponRow:
        r = m[key].mapping(required=("troopers", "per_damage"), optional=("bonus",))
        return WeaponRow(r["troopers"].integer(1, 100), r["per_damage"].integer(1, 100),
                         r["bonus"].integer(0, 20) if r.has("bonus") else 0)
    return NonInfantryWeapons(
        direct_fire=row("direct_fire"), cluster_ballistic=row("cluster_ballistic"),
        pulse=row("pulse"), cluster_missile=row("cluster_missile"),
        area_effect=row("area_effect"),
        reconstructed=m["reconstructed"].flag() if m.has("reconstructed") else False)


def _brackets(node: Node, most: int) -> tuple[tuple[int, int], ...]:
    rows = []
    for row in node.seq(1):
        least, mod = row.seq(2, 2)
        rows.append((least.integer(1, most), mod.integer(-6, 12)))
    if [r[0] for r in rows] != sorted((r[0] for r in rows), reverse=True):
        raise node.error("rows go from the most troopers to the fewest")
    return tuple(rows)


def _anti_mech(node: Node) -> AntiMechRules:
    node.mapping(required=("leg", "swarm", "mechanized", "immobile_target",
                           "swarm_locations", "swarmer_hit", "brush_off_piloting",
                           "jump_off_piloting", "knocked_off_dice", "source"),
                 optional=("reconstructed", "shaking_off"))
    leg = node["leg"].mapping(required=("conventional", "battle_armor", "damage"))
    swarm = node["swarm"].mapping(required=("conventional", "battle_armor", "vs_vehicle"))
    places = (*MECH_LOCATIONS, *MECH_REAR.values())
    return AntiMechRules(
        leg_conventional=_brackets(leg["conventional"], 99),
        leg_battle_armor=_brackets(leg["battle_armor"], 6),
        swarm_conventional=_brackets(swarm["conventional"], 99),
        swarm_battle_armor=_brackets(swarm["battle_armor"], 6),
        leg_damage=leg["damage"].integer(0, 50),
        vs_vehicle=swarm["vs_vehicle"].integer(-6, 6),
        mechanized=MappingProxyType({k: v.integer(-6, 12)
                                     for k, v in node["mechanized"].int_items(1, 6)}),
        immobile_target=node["immobile_target"].integer(-9, 6),
        swarm_locations=MappingProxyType(roll_table(node["swarm_locations"], places)),
        swarmer_hit=frozenset(n.integer(1, 6) for n in node["swarmer_hit"].seq()),
        brush_off_piloting=node["brush_off_piloting"].integer(-6, 12),
        jump_off_piloting=node["jump_off_piloting"].integer(-6, 12),
        knocked_off_dice=node["knocked_off_dice"].integer(0, 6),
        reconstructed=node["reconstructed"].flag() if node.has("reconstructed") else False,
        shaking_off=_shaking_off(node["shaking_off"]) if node.has("shaking_off") else None,
    )


_SHAKING_OFF = ("drop_flat_piloting", "water_deep", "water_prone", "erratic_driving",
                "erratic_vtol", "erratic_damage")


def _shaking_off(node: Node) -> ShakeOffRules:
    node.mapping(required=_SHAKING_OFF)
    return ShakeOffRules(**{k: node[k].integer(0, 12) for k in _SHAKING_OFF})


def _domino(node: Node) -> DominoRules:
    node.mapping(required=("step_aside", "step_aside_modifier", "source"),
                 optional=("reconstructed",))
    return DominoRules(
        step_aside=frozenset(UnitKind(n.choice(tuple(k.value for k in UnitKind)))
                             for n in node["step_aside"].seq()),
        step_aside_modifier=node["step_aside_modifier"].integer(-6, 6),
        reconstructed=node["reconstructed"].flag() if node.has("reconstructed") else False,
    )


def _falling(node: Node) -> InfantryFalling:
    node.mapping(required=("levels", "dice_per_level", "source"), optional=("reconstructed",))
    return InfantryFalling(
        levels=node["levels"].integer(1, 10),
        dice_per_level=node["dice_per_level"].integer(0, 6),
        reconstructed=node["reconstructed"].flag() if node.has("reconstructed") else False,
    )


def _movement_types(node: Node) -> MovementTypes:
    node.mapping(required=("mechanized", "umu_water", "vtol"))
    costs = node["mechanized"].mapping(optional=tuple(t.value for t in Terrain))
    return MovementTypes(
        mechanized=MappingProxyType({Terrain(k): v.integer(1, 20) for k, v in costs.items()}),
        umu_water=node["umu_water"].integer(1, 20),
        vtol=node["vtol"].integer(1, 20),
    )


def _transport(node: Node) -> TransportRules:
    node.mapping(required=("load_mp", "carrier_destroyed"), optional=("jolt",))
    jolt = node["jolt"].mapping(required=("hit", "damage")) if node.has("jolt") else None
    destroyed = node["carrier_destroyed"].mapping(required=("survive", "source"),
                                                  optional=("reconstructed",))
    return TransportRules(
        load_mp=node["load_mp"].integer(0, 10),
        survive_destroyed_carrier=frozenset(n.integer(1, 6)
                                            for n in destroyed["survive"].seq()),
        reconstructed=destroyed["reconstructed"].flag() if destroyed.has("reconstructed")
        else False,
        jolt_hit=(frozenset(n.integer(1, 6) for n in jolt["hit"].seq()) if jolt is not None
                  else frozenset({5, 6})),
        jolt_damage=jolt["damage"].integer(0, 10) if jolt is not None else 1,
    )


def _mechanized(node: Node) -> MechanizedRules:
    node.mapping(required=("positions", "trooper_hit", "knocked_off_dice"))
    positions = node["positions"].mapping(required=("mech", "vehicle", "source"),
                                          optional=("reconstructed",))
    return MechanizedRules(
        mech_positions=tuple(n.choice((*MECH_REAR, *MECH_REAR.values()))
                             for n in positions["mech"].seq(1, 6)),
        vehicle_positions=tuple(n.choice(("LS", "RS", "R"))
                                for n in positions["vehicle"].seq(1, 6)),
        trooper_hit=frozenset(n.integer(1, 6) for n in node["trooper_hit"].seq()),
        knocked_off_dice=node["knocked_off_dice"].integer(0, 6),
        reconstructed=(positions["reconstructed"].flag() if positions.has("reconstructed")
                       else False),
    )
