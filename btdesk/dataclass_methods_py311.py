"""The code ``@dataclass`` writes for btdesk's classes under Python 3.11, as
source Python compiles once (btdesk.dataclass_code).  Written by
``python3 -m btdesk.dataclass_code``: do not edit."""
# fmt: off

CODES = {}
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return ()==()
  return NotImplemented
 return __eq__
CODES[b'\xfb\xc3\xee}\xd9\n\xa9\x04\xfc\xa6\xa1o\x06\xbe\x16&'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.at,self.amount,self.cf_left,self.cause,)==(other.at,other.amount,other.cf_left,other.cause,)
  return NotImplemented
 return __eq__
CODES[b'\x99\x8a\xf3\xe8\x1b\xc9\xaf\xb0\x87r\xde\x88\x83@H\x1e'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.at,self.reason,)==(other.at,other.reason,)
  return NotImplemented
 return __eq__
CODES[b'`\x12r5\xf6s\xd7z\xdf)\xef\xd1D$~\xca'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.at,self.units,)==(other.at,other.units,)
  return NotImplemented
 return __eq__
CODES[b"/\xab\xb5\xf7$_\x85(\x92\x14\xe1['\xbe\xec8"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.at,self.attack,self.damage,)==(other.attacker,other.at,other.attack,other.damage,)
  return NotImplemented
 return __eq__
CODES[b'\x07\x0e!\xa2\xcf\xfa\x9a\xb6\xf5\xdc\x12\x98\xeb9\xaa\xa2'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.at,self.weapon,self.to_hit,self.roll,self.hit,self.shots,)==(other.attacker,other.at,other.weapon,other.to_hit,other.roll,other.hit,other.shots,)
  return NotImplemented
 return __eq__
CODES[b'\xa0\xee\xc9\xfa\x1fc[\x02F\x0fr\x19*\xa9\xd8\xef'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.defender,self.at,self.approach,)==(other.attacker,other.defender,other.at,other.approach,)
  return NotImplemented
 return __eq__
CODES[b'\xe7\xc6\xfa,\xcb\xdc_\x1bp\x99\xf0i\xaf\x80\xe5\xec'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.attack,self.direction,self.modifiers,self.charge_hexes,)==(other.attacker,other.target,other.attack,other.direction,other.modifiers,other.charge_hexes,)
  return NotImplemented
 return __eq__
CODES[b'\xe7\xeb\xfdj)\xacxo\xd4\x91\xa6i\x0c\xce(\xbc'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.attack,self.to_hit,self.roll,self.hit,self.modifiers,)==(other.attacker,other.target,other.attack,other.to_hit,other.roll,other.hit,other.modifiers,)
  return NotImplemented
 return __eq__
CODES[b'\x80l[\xe5;@V\xe5U\x17R\xc3)\x18.\xc6'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.attacks,self.building,)==(other.attacker,other.target,other.attacks,other.building,)
  return NotImplemented
 return __eq__
CODES[b'\x856AVs*\x9f\xae\xd63\xaa\x14\x92\xef\x1d\xd2'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.attacks,self.resolved,self.building,)==(other.attacker,other.target,other.attacks,other.resolved,other.building,)
  return NotImplemented
 return __eq__
CODES[b'\xc1I=\x89{\xdb\n\xcbV\xf5\x1e\xbe\xf7\xa0\x96C'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.hexes,)==(other.attacker,other.target,other.hexes,)
  return NotImplemented
 return __eq__
CODES[b')\xcc9l~\xf8\x92\xbb,\x8f\x01=\xa7\x93N\xe1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.shots,)==(other.attacker,other.target,other.shots,)
  return NotImplemented
 return __eq__
CODES[b'\x10\xb89=\xd3\xe6\xe2\x95\xfcv\xc1<\n\x84\x92\x1c'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.weapon,self.roll,self.needed,self.hit,)==(other.attacker,other.target,other.weapon,other.roll,other.needed,other.hit,)
  return NotImplemented
 return __eq__
CODES[b'\xce\xae\xdc\xe9\x07\xa4!\x98&/\xf6\xa4\x13\x97`F'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.weapon,self.to_hit,self.roll,self.hit,self.shots,)==(other.attacker,other.target,other.weapon,other.to_hit,other.roll,other.hit,other.shots,)
  return NotImplemented
 return __eq__
CODES[b'\xd5\xa7\xa2\xe7\xf5\x0b8\xdd+\xaai\xd6\xbd\x03\x8b\xa4'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.weapons,self.elsewhere,self.building,)==(other.attacker,other.target,other.weapons,other.elsewhere,other.building,)
  return NotImplemented
 return __eq__
CODES[b'\xb1\x02\xb3B\x9e\x8b\r\x9d\xc7\x97\xbd\xc1f\xc3\xcb\x0b'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.target,self.weapons,self.to_hit,self.resolved,self.building,self.troopers,)==(other.attacker,other.target,other.weapons,other.to_hit,other.resolved,other.building,other.troopers,)
  return NotImplemented
 return __eq__
CODES[b'i\xebxh\x1e\x88\x1e\x90\xc5[Hb\x14\xd3\xce\xcb'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.weapon,)==(other.attacker,other.weapon,)
  return NotImplemented
 return __eq__
CODES[b'5\xb0v\x0f\xe4\xf4\xde\xda\x1d\xf8T\xbe\x0039\xef'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker,self.weapon,self.column,self.hits,)==(other.attacker,other.weapon,other.column,other.hits,)
  return NotImplemented
 return __eq__
CODES[b'\xf2M7Y\xf5\xf4\x04\xf2\xff[\x97K\xbe\x9b\xf3\xd9'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacker_movement,self.range_brackets,self.target_movement,self.battle_armor_target,self.pulse,self.target_jumped,)==(other.attacker_movement,other.range_brackets,other.target_movement,other.battle_armor_target,other.pulse,other.target_jumped,)
  return NotImplemented
 return __eq__
CODES[b'\x8b[Q\x8ce\xce}\x9d*YhN\xc1\xc9.\x01'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.attacks,self.charge_self_divisor,self.dfa_self_divisor,self.damage_group,self.punch_table,self.kick_table,self.prone_target_adjacent,self.prone_target_other,self.prone_attacker,self.psr,self.stand_up_mp,self.fall_damage_divisor,self.fall_facing,self.consciousness,self.mechwarrior_hits,self.kick_infantry_in_hex,self.prone_weapon_fire,)==(other.attacks,other.charge_self_divisor,other.dfa_self_divisor,other.damage_group,other.punch_table,other.kick_table,other.prone_target_adjacent,other.prone_target_other,other.prone_attacker,other.psr,other.stand_up_mp,other.fall_damage_divisor,other.fall_facing,other.consciousness,other.mechwarrior_hits,other.kick_infantry_in_hex,other.prone_weapon_fire,)
  return NotImplemented
 return __eq__
CODES[b'SUH/\x87\xad\xf8\xcaB\x1e\xee\xe8\xc9~E '] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.automatic_within,self.immobile_target,)==(other.automatic_within,other.immobile_target,)
  return NotImplemented
 return __eq__
CODES[b'pG\x8d\x8d\xd9\xfa\x08\xc3D\x17|\xcb\r\xbb\xb3\x08'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.avoid_piloting_below,self.avoid_weight,self.flee_weight,self.push_base,self.block_divisor,self.block_striker_divisor,self.exchanges_per_turn,self.fire_reach,self.partial_cover,self.stray_hit,self.fire_out_forfeits,self.formation_hits,)==(other.avoid_piloting_below,other.avoid_weight,other.flee_weight,other.push_base,other.block_divisor,other.block_striker_divisor,other.exchanges_per_turn,other.fire_reach,other.partial_cover,other.stray_hit,other.fire_out_forfeits,other.formation_hits,)
  return NotImplemented
 return __eq__
CODES[b'd#O\xeb\xf9\x0c\x01\x99\x82\xd3\xa0\xbb\xe2\xd9\x91T'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.board,self.dropped,)==(other.board,other.dropped,)
  return NotImplemented
 return __eq__
CODES[b'\x97:\xc4GD\xd1\x1c\xc2\x17K:\x93\x8e!\x02Z'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.command,self.events,)==(other.command,other.events,)
  return NotImplemented
 return __eq__
CODES[b'8B\xbfj\x99?\xbdD\x94\xf6\xd1\x12b\xad\xae\xc8'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.default_leadership,self.radius_per_leadership,self.standoff_inches,self.troopers_per_model,self.base_mm,self.contact_mm,self.leader_falls_on,)==(other.default_leadership,other.radius_per_leadership,other.standoff_inches,other.troopers_per_model,other.base_mm,other.contact_mm,other.leader_falls_on,)
  return NotImplemented
 return __eq__
CODES[b'\x88B@y\xd82\r\xb8\x1e\n\xbe:~\xcb7.'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.defender,self.attacker,self.defender_letter,self.attacker_letter,self.result,self.result_name,)==(other.defender,other.attacker,other.defender_letter,other.attacker_letter,other.result,other.result_name,)
  return NotImplemented
 return __eq__
CODES[b'\x01\xb1\xe4\x11T\x04QU+\x8c\xf4\xf4\xd1\xf08\\'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.defender_actions,self.attacker_actions,self.results,self.result_names,self.reconstructed,self.scale,self.numbers,self.hints,)==(other.defender_actions,other.attacker_actions,other.results,other.result_names,other.reconstructed,other.scale,other.numbers,other.hints,)
  return NotImplemented
 return __eq__
CODES[b'\x13\x10\x82\xfd\x06\xdfH\x12@wE\xa7E)\x81,'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.determine,self.blown_off,self.torso_hits,self.engine_destroyed_at,self.gyro_piloting,self.gyro_destroyed_at,self.sensors_to_hit,self.sensors_blind_at,self.shoulder_to_hit,self.arm_actuator_to_hit,self.hip_piloting,self.leg_actuator_piloting,self.leg_actuator_mp,self.jump_jet_mp,self.ammo_pilot_hits,self.physical_actuator_to_hit,self.physical_hand_foot_to_hit,self.physical_actuator_halves,self.vehicle,self.vehicle_results,self.vehicle_sensors_to_hit,self.vehicle_commander_to_hit,self.vehicle_stabilizer_to_hit,self.reconstructed,)==(other.determine,other.blown_off,other.torso_hits,other.engine_destroyed_at,other.gyro_piloting,other.gyro_destroyed_at,other.sensors_to_hit,other.sensors_blind_at,other.shoulder_to_hit,other.arm_actuator_to_hit,other.hip_piloting,other.leg_actuator_piloting,other.leg_actuator_mp,other.jump_jet_mp,other.ammo_pilot_hits,other.physical_actuator_to_hit,other.physical_hand_foot_to_hit,other.physical_actuator_halves,other.vehicle,other.vehicle_results,other.vehicle_sensors_to_hit,other.vehicle_commander_to_hit,other.vehicle_stabilizer_to_hit,other.reconstructed,)
  return NotImplemented
 return __eq__
CODES[b'5\xbdOZ5\xd6] \xb0\xcdoTE\xee\xd9\xa1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.direct_divisor,self.cluster_bonus,self.pulse_bonus,self.burst_fire_dice,self.clear_terrain_multiplier,)==(other.direct_divisor,other.cluster_bonus,other.pulse_bonus,other.burst_fire_dice,other.clear_terrain_multiplier,)
  return NotImplemented
 return __eq__
CODES[b'\x95,\xa5\x18\xf7\x81\x197\x057v"\xc8\x92ZE'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.direct_fire,self.cluster_ballistic,self.pulse,self.cluster_missile,self.area_effect,self.reconstructed,)==(other.direct_fire,other.cluster_ballistic,other.pulse,other.cluster_missile,other.area_effect,other.reconstructed,)
  return NotImplemented
 return __eq__
CODES[b'{\x1e\x87\x16\x17\x07f5\xecR\xa0\xa8\xe8\xc9*\n'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.display,self.document,self.board,self.notes,)==(other.display,other.document,other.board,other.notes,)
  return NotImplemented
 return __eq__
CODES[b'_m\xbc\x93\x19\x86\x81\x1d\xde\xb5\xbe0JnR\xc0'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.drop_flat_piloting,self.water_deep,self.water_prone,self.erratic_driving,self.erratic_vtol,self.erratic_damage,)==(other.drop_flat_piloting,other.water_deep,other.water_prone,other.erratic_driving,other.erratic_vtol,other.erratic_damage,)
  return NotImplemented
 return __eq__
CODES[b'\xae\xd7sqz\xa2\x8d\xe2\x8cU\x04\x9c\xcbz6\xe3'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.edge,self.depth,self.hexes,)==(other.edge,other.depth,other.hexes,)
  return NotImplemented
 return __eq__
CODES[b'\xc8\xb7\xee\xd3\xe9"\x88kf\x84\xbc\x1cpDi\\'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.entry,self.text,self.roll,)==(other.entry,other.text,other.roll,)
  return NotImplemented
 return __eq__
CODES[b'\xa9\xaf\x9b\x90\xc3\x16\xfb\xa0\x96\x05\xde\xde`\xab>\xfe'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.entry_damage_divisor,self.entry_tons_divisor,self.absorb_divisor,self.infantry_share_from_outside,self.building_share_from_inside,self.battle_armor_group,self.jump_in_damage,self.floor_mp,self.collapse_divisor,self.collapse_multiplier,self.rubble,self.infantry_tons,self.attack,self.floor_mp_mechanized,)==(other.entry_damage_divisor,other.entry_tons_divisor,other.absorb_divisor,other.infantry_share_from_outside,other.building_share_from_inside,other.battle_armor_group,other.jump_in_damage,other.floor_mp,other.collapse_divisor,other.collapse_multiplier,other.rubble,other.infantry_tons,other.attack,other.floor_mp_mechanized,)
  return NotImplemented
 return __eq__
CODES[b"'z\xee,\x83<9\xdd\x9fb\x07b\xa5\xfe\x15\xe4"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.file,self.status,self.key,self.error,self.notes,)==(other.file,other.status,other.key,other.error,other.notes,)
  return NotImplemented
 return __eq__
CODES[b'F\xd7l\xbc\x84\xf62\xa2\xf9\x0e\xbe\xd2\xd7\xa8\xd98'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.formations,)==(other.formations,)
  return NotImplemented
 return __eq__
CODES[b'6\xbe\x0e\x1a_\xad\xf16\x97>\xc7\x9f\x07\x815U'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.gunnery,self.piloting,self.anti_mech,)==(other.gunnery,other.piloting,other.anti_mech,)
  return NotImplemented
 return __eq__
CODES[b'\x9e\xab$\x06\xdd\xcb\x10\x7f\x10m\xe4]\xcd3\x8b)'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.head_damaged,self.landing,self.reconstructed,)==(other.head_damaged,other.landing,other.reconstructed,)
  return NotImplemented
 return __eq__
CODES[b'\xb8\xfak\x1f\xcc\xac)\x8cz{Pr*\x1e\xb5\xb6'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.heat_sinks,self.double,self.rear_armor,self.source,)==(other.heat_sinks,other.double,other.rear_armor,other.source,)
  return NotImplemented
 return __eq__
CODES[b'a`\xf1\xb7`\xb9\xb9\x0f\xf0\x7f\x97s\xcfl<]'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.hex,self.attacker,self.defender,self.entry,self.approach,self.places,self.facings,self.mp_left,self.step,self.exchange,self.tactics,self.fired,self.joined,self.maneuvered,)==(other.hex,other.attacker,other.defender,other.entry,other.approach,other.places,other.facings,other.mp_left,other.step,other.exchange,other.tactics,other.fired,other.joined,other.maneuvered,)
  return NotImplemented
 return __eq__
CODES[b'tl\xfa\xee\xe5\xcdey\xb6T\xd3>/X@\xdb'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.hex_metres,self.hex_cm,self.tactical_hexes_across,)==(other.hex_metres,other.hex_cm,other.tactical_hexes_across,)
  return NotImplemented
 return __eq__
CODES[b'R\n\xd2\x12\\>\x18\xe4\n\x1e\xfb\xf9\x18\x04\xdd\xeb'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.infantry,)==(other.infantry,)
  return NotImplemented
 return __eq__
CODES[b'P\xeb\x82,\xb2P\xdf$t\x91\x10\xe0\x1a\xecC\xd4'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.infantry_mp,self.minimum_move,self.stacking,self.machine_gun_dice,self.machine_guns,self.transport,self.mechanized,self.movement_types,self.mechanized_losses,self.mechanized_toughness,self.battle_armor,self.domino,self.falling,self.anti_mech,self.non_infantry_weapons,)==(other.infantry_mp,other.minimum_move,other.stacking,other.machine_gun_dice,other.machine_guns,other.transport,other.mechanized,other.movement_types,other.mechanized_losses,other.mechanized_toughness,other.battle_armor,other.domino,other.falling,other.anti_mech,other.non_infantry_weapons,)
  return NotImplemented
 return __eq__
CODES[b'<\x08\x93\x17\xb03-Z\x86F\x8aw\xf9W\xf9\x07'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.display,self.document,self.map_display,self.map_document,)==(other.key,other.display,other.document,other.map_display,other.map_document,)
  return NotImplemented
 return __eq__
CODES[b'K#-\xca\xd8\xf8\xd5d\x96\xad\xa7\x06\x16\x9b\xfeI'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.document,self.sheet,self.notes,)==(other.key,other.document,other.sheet,other.notes,)
  return NotImplemented
 return __eq__
CODES[b'x\xad\x18`\x8aEr\x7f2\xff\xf5\x96\xc4\\N\x19'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.hex_mm,self.unit,self.name,)==(other.key,other.hex_mm,other.unit,other.name,)
  return NotImplemented
 return __eq__
CODES[b'\xf2A\xa9r\xc7\xc9D\x04\x16\xaa\xa6\xbb\x105\xf3>'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.name,)==(other.key,other.name,)
  return NotImplemented
 return __eq__
CODES[b'\xe67\x05i\x02Y\x904\xba\xab\x0b\x90\x9cRd\xe4'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.name,self.colour,self.deployment,self.sets_up_first,)==(other.key,other.name,other.colour,other.deployment,other.sets_up_first,)
  return NotImplemented
 return __eq__
CODES[b'~\\[\x9d\xb9\x12\xbfm\xa3F\x9a\xd9\xb9bz\xe0'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.name,self.colour,self.deployment,self.units,self.sets_up_first,)==(other.key,other.name,other.colour,other.deployment,other.units,other.sets_up_first,)
  return NotImplemented
 return __eq__
CODES[b'\xbe\x08\xd0T\x1d2\xab\xe7;\xba1\x8d\x1f\xc98\x85'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.name,self.colour,self.edge,self.depth,self.units,self.hexes,)==(other.key,other.name,other.colour,other.edge,other.depth,other.units,other.hexes,)
  return NotImplemented
 return __eq__
CODES[b"\xfbj\x0e2M]+\xd9\x0e\xf4T\xaaa\xe6']"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.name,self.flag,self.requires,self.source,)==(other.key,other.name,other.flag,other.requires,other.source,)
  return NotImplemented
 return __eq__
CODES[b'uwV\x16-{a\xb6!\xe9\xcb\xa6\x1c)\xadc'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.name,self.kind,self.tons,self.movement,self.armor,self.weapons,self.ammo,self.crew,self.infantry,self.public_data,self.source,self.rear_armor,self.criticals,self.transport,self.omni,self.anti_mech,self.heat_sinks,self.double_heat_sinks,self.engine,self.structure_type,self.bv,)==(other.key,other.name,other.kind,other.tons,other.movement,other.armor,other.weapons,other.ammo,other.crew,other.infantry,other.public_data,other.source,other.rear_armor,other.criticals,other.transport,other.omni,other.anti_mech,other.heat_sinks,other.double_heat_sinks,other.engine,other.structure_type,other.bv,)
  return NotImplemented
 return __eq__
CODES[b'\xe7\xc8\xb4\x11\xc1\xa7p\xcd\xe6;\x98\x8a\r\x9e\x93\xe9'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.name,self.kind,self.tons,self.mp,self.jump,self.weapons,self.origin,self.bv,self.words,)==(other.key,other.name,other.kind,other.tons,other.mp,other.jump,other.weapons,other.origin,other.bv,other.words,)
  return NotImplemented
 return __eq__
CODES[b'@\xa3\xe1\xf0@N\xfb1A\x01\x16W3\x0f5<'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.per_hex,self.unit,self.label,self.why,)==(other.key,other.per_hex,other.unit,other.label,other.why,)
  return NotImplemented
 return __eq__
CODES[b'Q\x0b\x8dzw\xed\xc5601`n\x1c\x15[\xa7'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.rect,self.image,self.pending,self.blank,)==(other.key,other.rect,other.image,other.pending,other.blank,)
  return NotImplemented
 return __eq__
CODES[b'I\xf8\xf7\xeaQo\xd8\xa4\xfc[F\x82&\x8b\x99B'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.title,self.source,self.board,self.sides,self.victory,self.special_rules,)==(other.key,other.title,other.source,other.board,other.sides,other.victory,other.special_rules,)
  return NotImplemented
 return __eq__
CODES[b'\xd2ur\x0bN\x1d\xad\xa9\xa7QE\x11M/<1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.cf,self.height,self.basement,)==(other.kind,other.cf,other.height,other.basement,)
  return NotImplemented
 return __eq__
CODES[b'y\xbc\xd1\xbb\xc2\xf4\x0f\x0c,\x0cEQ\xb6\x17\x9e\xb9'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.label,self.colour,self.infantry,self.left,self.full,self.formation,self.riders,self.prone,self.heat,self.shutdown,)==(other.label,other.colour,other.infantry,other.left,other.full,other.formation,other.riders,other.prone,other.heat,other.shutdown,)
  return NotImplemented
 return __eq__
CODES[b'\xf6\xea2D\x8d\x84\nX\x19\xba$^\xba\xa9B\xe1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.layer,self.terrain,self.depth,self.level,self.building,self.road,)==(other.layer,other.terrain,other.depth,other.level,other.building,other.road,)
  return NotImplemented
 return __eq__
CODES[b'\xa7~\x12\xf8\x14\xab1Hv\x0cw\xcd\x04\xf8\xb58'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.leg_conventional,self.leg_battle_armor,self.swarm_conventional,self.swarm_battle_armor,self.leg_damage,self.vs_vehicle,self.mechanized,self.immobile_target,self.swarm_locations,self.swarmer_hit,self.brush_off_piloting,self.jump_off_piloting,self.knocked_off_dice,self.reconstructed,self.shaking_off,)==(other.leg_conventional,other.leg_battle_armor,other.swarm_conventional,other.swarm_battle_armor,other.leg_damage,other.vs_vehicle,other.mechanized,other.immobile_target,other.swarm_locations,other.swarmer_hit,other.brush_off_piloting,other.jump_off_piloting,other.knocked_off_dice,other.reconstructed,other.shaking_off,)
  return NotImplemented
 return __eq__
CODES[b'\x8a\xd9c\xa4\xcc\x8b\xd2\xc8\x85/\xc7\xc9\xd8\xbb\x15m'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.levels,self.dice_per_level,self.reconstructed,)==(other.levels,other.dice_per_level,other.reconstructed,)
  return NotImplemented
 return __eq__
CODES[b'\xea!\xf56;\xea\x18\xa4\xc92\x9b\xba\xdbd\x06\xc5'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.levels,self.mech_mp_by_depth,self.floats,self.infantry_max_depth,self.buildings,self.infantry_building_mp,self.road_mp,self.unit_height,self.woods_height,self.partial_cover,self.road_bonus_mp,self.road_bonus_motives,)==(other.levels,other.mech_mp_by_depth,other.floats,other.infantry_max_depth,other.buildings,other.infantry_building_mp,other.road_mp,other.unit_height,other.woods_height,other.partial_cover,other.road_bonus_mp,other.road_bonus_motives,)
  return NotImplemented
 return __eq__
CODES[b'a\xa4Y\xa1\x9bM\xf8N\xa5ke\xa74\xf4\xb1\\'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.lines,self.hits,self.events,)==(other.lines,other.hits,other.events,)
  return NotImplemented
 return __eq__
CODES[b'j;$\x82\xb0\xf5\x1b\xafMH\x1b\x01(\xc1^\xce'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.load_mp,self.survive_destroyed_carrier,self.reconstructed,self.jolt_hit,self.jolt_damage,)==(other.load_mp,other.survive_destroyed_carrier,other.reconstructed,other.jolt_hit,other.jolt_damage,)
  return NotImplemented
 return __eq__
CODES[b'2\xda\xda\xd4\x12c\x12H\xa4\xaeE\x8aR\x95\x89\xb6'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.location,self.index,self.x,self.y,self.width,)==(other.location,other.index,other.x,other.y,other.width,)
  return NotImplemented
 return __eq__
CODES[b'\x04*k\x1cZ\xce\x13\xd2\xc4\xaf\xfb \x9fv\x06/'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.location,self.title,self.x,self.y,self.w,self.h,self.circles,self.destroyed,)==(other.location,other.title,other.x,other.y,other.w,other.h,other.circles,other.destroyed,)
  return NotImplemented
 return __eq__
CODES[b'\x18\xf6\x02\xd0v\x06B\x08\xabR\xd6\x96\xe7\xe7\xc6\xaa'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.low,self.high,self.modifier,)==(other.low,other.high,other.modifier,)
  return NotImplemented
 return __eq__
CODES[b'\xd2\x82z\xe4\xad\xe4`W\x1e\x19uZ\xd3\x03\xa3\x84'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.map_w,self.map_h,self.area_w,self.area_h,self.columns,self.rows,)==(other.map_w,other.map_h,other.area_w,other.area_h,other.columns,other.rows,)
  return NotImplemented
 return __eq__
CODES[b'k\\\xe9\x0b\xb6\xc1\x9e\xb9\xccEL\xd5\xfc\x1e\x0f\x94'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.max_assaulters,self.short_fire_modifier,self.may_assault,self.fire_only,self.ordering_phase,)==(other.max_assaulters,other.short_fire_modifier,other.may_assault,other.fire_only,other.ordering_phase,)
  return NotImplemented
 return __eq__
CODES[b'\x82\xf785P\x1c\x92=\xbc\xcb#b#\xf7<\x84'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.max_change,self.mp_per_level,)==(other.max_change,other.mp_per_level,)
  return NotImplemented
 return __eq__
CODES[b'\x08\xa9\xb7\x06\xa3@\xfc\x16\x8a\xe6\x8d\xa8\x9c\xda4\xc4'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mech_hit_locations,self.vehicle_hit_locations,self.cluster_hits,self.attack_modifiers,self.terrain,self.los_blocking_density,self.facing_change_mp,self.infantry_mp_per_hex,self.mech_damage_transfer,self.arm_lost_with_torso,self.infantry_damage,self.close_assault,self.firing_arcs,self.physical,self.ground,self.buildings,self.ejection,self.assault_orders,self.multi_model,self.tw_infantry,self.criticals,self.standard,)==(other.mech_hit_locations,other.vehicle_hit_locations,other.cluster_hits,other.attack_modifiers,other.terrain,other.los_blocking_density,other.facing_change_mp,other.infantry_mp_per_hex,other.mech_damage_transfer,other.arm_lost_with_torso,other.infantry_damage,other.close_assault,other.firing_arcs,other.physical,other.ground,other.buildings,other.ejection,other.assault_orders,other.multi_model,other.tw_infantry,other.criticals,other.standard,)
  return NotImplemented
 return __eq__
CODES[b'l9\xa4\xdc\xba\x996\xf5\x90\xa1\xff\xf4\xa8\xc3\x19|'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mech_positions,self.vehicle_positions,self.trooper_hit,self.knocked_off_dice,self.reconstructed,)==(other.mech_positions,other.vehicle_positions,other.trooper_hit,other.knocked_off_dice,other.reconstructed,)
  return NotImplemented
 return __eq__
CODES[b'\xe0$\xb0f \xd0N\xb3\x884-*\xb6\xb8u\xb0'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mechanized,self.umu_water,self.vtol,)==(other.mechanized,other.umu_water,other.vtol,)
  return NotImplemented
 return __eq__
CODES[b'b\x04!\x83\x8b(\x1e5"\xdbTYm\x8f_\xed'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mode,self.path,self.mp_spent,self.hexes,)==(other.mode,other.path,other.mp_spent,other.hexes,)
  return NotImplemented
 return __eq__
CODES[b'\xff\xfc\xbf\xa4\xd6\xee\x1e\xa7f\xec:\xf3!\x1a;\x8d'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.model,self.at,self.standoff,)==(other.model,other.at,other.standoff,)
  return NotImplemented
 return __eq__
CODES[b'q\xcc\xad\x8f\xbf+\xbf\t\x90 \xee|>^\xf0\x84'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.models,self.hex,self.leader,self.troopers,self.turn,self.placing,self.placed,self.contact,)==(other.models,other.hex,other.leader,other.troopers,other.turn,other.placing,other.placed,other.contact,)
  return NotImplemented
 return __eq__
CODES[b'\xfe\xaf\xe9\x06E\xee\x13O\x02e\x9d-\xfa \xaa0'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mp_cost,self.cf,self.piloting,)==(other.mp_cost,other.cf,other.piloting,)
  return NotImplemented
 return __eq__
CODES[b'z\x16\xba:\xcb\xeeIu\xf8}W\xccS\x9d\xe1\xde'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.candidates,self.caution,self.noise,self.samples,self.focus,)==(other.name,other.candidates,other.caution,other.noise,other.samples,other.focus,)
  return NotImplemented
 return __eq__
CODES[b'\xcd\x1b\x1e\xdc}\x84`\x1c{[\xc8\x8e\xb9\xeb\x03*'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.columns,self.rows,self.terrain,self.levels,self.depths,self.roads,self.buildings,)==(other.name,other.columns,other.rows,other.terrain,other.levels,other.depths,other.roads,other.buildings,)
  return NotImplemented
 return __eq__
CODES[b'\x8f\xfa#\xf0Z\x06\x1dw\xb4\x9d\xeaSU\xe5K\xe5'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.location,self.damage,self.ranges,self.codes,self.rapid_fire,self.ammo,self.quantity,self.missiles,self.group,self.min_range,self.body_mounted,)==(other.name,other.location,other.damage,other.ranges,other.codes,other.rapid_fire,other.ammo,other.quantity,other.missiles,other.group,other.min_range,other.body_mounted,)
  return NotImplemented
 return __eq__
CODES[b'\xfb6\x16\x06\x05\\\x02\xa36\xa1\x8fw\xed\x86\x8d\xa1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.sheet,self.source,)==(other.name,other.sheet,other.source,)
  return NotImplemented
 return __eq__
CODES[b"'\xc8\xf5?\x13\xc0<\xfcI\xd6S\xe7'\x08\x85\xbf"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.side,self.colour,self.kind,)==(other.name,other.side,other.colour,other.kind,)
  return NotImplemented
 return __eq__
CODES[b'\x9b\\\x9d\xebt\xddC\x147$\x1a\x92\x0eB"U'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.number,self.decision,self.error,)==(other.number,other.decision,other.error,)
  return NotImplemented
 return __eq__
CODES[b')\xfcS\xe5\xd4r\x1er\x80\x17\xaf\xa5\xc5\xfa\xa4\xd4'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.number,self.key,self.value,)==(other.number,other.key,other.value,)
  return NotImplemented
 return __eq__
CODES[b'\xc1\x994Z\x1e\x83\xc57\x12\x06\x08>\x99l\xc2\xe2'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.number,self.steps,)==(other.number,other.steps,)
  return NotImplemented
 return __eq__
CODES[b'\xf6\xe1\xd1\x87a\xee\xd6(\xcdo\xab\x12gO\x1b\x1c'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.number,self.views,self.strengths,self.salt,)==(other.number,other.views,other.strengths,other.salt,)
  return NotImplemented
 return __eq__
CODES[b'\x14f\xc6B\xbc\x06_X\xa3\xbf-\xa5\x99\x8aPz'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.offset,self.divisor,self.round_up,self.multiplier,self.piloting_difference,self.attacker_movement,)==(other.offset,other.divisor,other.round_up,other.multiplier,other.piloting_difference,other.attacker_movement,)
  return NotImplemented
 return __eq__
CODES[b'\x08\xbd\xdf\xeb\x07xX\x95\x0e\x00\xf4\xf9\xf9\xc9dD'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.order,self.totals,)==(other.order,other.totals,)
  return NotImplemented
 return __eq__
CODES[b'\xb3N\x99\xf7D_\xf3\x97\xea[S\xac\xac\xb2\x06\xb1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.paths,)==(other.paths,)
  return NotImplemented
 return __eq__
CODES[b'\x08h\xc3xD\xb6\r\xa6a\xc1S\x15\x8b\xe1D>'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.per_side,self.per_hex,self.mechs,)==(other.per_side,other.per_hex,other.mechs,)
  return NotImplemented
 return __eq__
CODES[b'\xbaJ\r\x10\xf5t&\xd9\xdd;\xc9*\xd2f\x1b\xf1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.pitch,self.per_row,self.compact,)==(other.pitch,other.per_row,other.compact,)
  return NotImplemented
 return __eq__
CODES[b"S\xdd\xe8^[\xd4\xb2b\xc5\xd1x \x08'\x12\x84"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.position,self.facing,self.path,self.mp_spent,self.hexes,)==(other.position,other.facing,other.path,other.mp_spent,other.hexes,)
  return NotImplemented
 return __eq__
CODES[b'\x06\x10\xe3\xe2\xd4\x86\xdfs\xb7C4\x01v\x11:i'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.purpose,self.dice,self.typed,)==(other.purpose,other.dice,other.typed,)
  return NotImplemented
 return __eq__
CODES[b'"\xa8\xbfif\xedD\xa1\xf5\xe1_\xd7$.\xb3\xc8'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.rolls,self.complete,self.refusal,)==(other.rolls,other.complete,other.refusal,)
  return NotImplemented
 return __eq__
CODES[b'jJKp\x13\xe5\x18B\xed&1f\xcbv\xcb]'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.rolls,self.flagged,self.note,)==(other.rolls,other.flagged,other.note,)
  return NotImplemented
 return __eq__
CODES[b'\xd3\xbf\xce]XGc\xdfI\xceGw\xeb\xd8\xccv'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.root,self.outcomes,self.skipped,)==(other.root,other.outcomes,other.skipped,)
  return NotImplemented
 return __eq__
CODES[b'\x1b\t\xd3\xf7[\xacF\x01\xd6\x7f\xb8h_\x95:y'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.row,self.column,self.x,self.y,self.w,self.h,)==(other.row,other.column,other.x,other.y,other.w,other.h,)
  return NotImplemented
 return __eq__
CODES[b"]\xf4\xaaW\xfc\x02k\x9dy'\x81bu\xa1I\x00"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.rows,self.columns,self.value,)==(other.rows,other.columns,other.value,)
  return NotImplemented
 return __eq__
CODES[b'\xba\xfe{\xec\xda\xa9\x8f\x89\x89nU\xde#\xdb\x91\x11'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.scenario,self.board,self.sides,self.units,self.definitions,self.rules,self.turn,self.phase,self.initiative,self.declarations,self.los_choices,self.last_side,self.winner,self.options,self.physical,self.assaults,self.halted,self.module_state,self.building_damage,)==(other.scenario,other.board,other.sides,other.units,other.definitions,other.rules,other.turn,other.phase,other.initiative,other.declarations,other.los_choices,other.last_side,other.winner,other.options,other.physical,other.assaults,other.halted,other.module_state,other.building_damage,)
  return NotImplemented
 return __eq__
CODES[b'\xf4L\x89\xa9A;\x07\x84\xbd\xaa\x81R\x83Ee>'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.scenario,self.initial,self.tables,self.library,self.dice,self.seed,self.source,self.table_documents,self.options,self.free_deployment,self.notices,self.created,self._states,self._entries,self._undone,self._listeners,)==(other.scenario,other.initial,other.tables,other.library,other.dice,other.seed,other.source,other.table_documents,other.options,other.free_deployment,other.notices,other.created,other._states,other._entries,other._undone,other._listeners,)
  return NotImplemented
 return __eq__
CODES[b'\xb9y\xc0\x8c\xb9z\x0c\xb1\x80&\xc4\x8f#\\\xd6\xdf'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.scenario,self.sheets,self.rules,self.options,self.free_deployment,self.seed,self.dice_drawn,self.log,self.checksum,self.created,self.app,self.modified,self.version,)==(other.scenario,other.sheets,other.rules,other.options,other.free_deployment,other.seed,other.dice_drawn,other.log,other.checksum,other.created,other.app,other.modified,other.version,)
  return NotImplemented
 return __eq__
CODES[b'\xc8\xff\t0^\x95R3Q\x8d\xccq\x1cq\x12\x89'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.score,self.dealt,self.taken,self.words,self.best,)==(other.score,other.dealt,other.taken,other.words,other.best,)
  return NotImplemented
 return __eq__
CODES[b'aWi\x99\x0f\x0f\x7f%\x95\xa3w\x9b\x92\xe16\xc6'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.secondary_target,)==(other.secondary_target,)
  return NotImplemented
 return __eq__
CODES[b'\xc7\x15\xca\x12\xf7U\xe6\xb5\xfc\xcf\xa8\x7f\x17\xfeKc'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.sheet,self.at,self.facing,self.name,self.aboard,)==(other.sheet,other.at,other.facing,other.name,other.aboard,)
  return NotImplemented
 return __eq__
CODES[b'JVe|\x05X\xb2[%\xf2R-\xff\xae`$'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.sheet,self.gunnery,self.piloting,self.anti_mech,self.aboard,)==(other.sheet,other.gunnery,other.piloting,other.anti_mech,other.aboard,)
  return NotImplemented
 return __eq__
CODES[b'\x04\x86\xb5{"\x9c\xfd\xd5\x05\x01\xfe\xf1\x13\x99O\xc5'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.sheets,self.rejected,self.documents,)==(other.sheets,other.rejected,other.documents,)
  return NotImplemented
 return __eq__
CODES[b"\xdb\xeer\x9c\xb0\xd5c[6\x83'r\xe6\xbd\xe8\xac"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.side,self.command,self.words,self.alternatives,self.seconds,self.score,self.secret,)==(other.side,other.command,other.words,other.alternatives,other.seconds,other.score,other.secret,)
  return NotImplemented
 return __eq__
CODES[b'\xac\x92u2\xe0\x94\xaao\x7fp\xb0\x11N\xd8&b'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.sides,self.wins,self.draws,self.cut_short,self.games,self.players,self.names,)==(other.sides,other.wins,other.draws,other.cut_short,other.games,other.players,other.names,)
  return NotImplemented
 return __eq__
CODES[b"'\x91O\x97*\xd6\x8c\xfe\xe1%\x01\xc4\xd4g\xbe\x80"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.size,self.origin_x,self.origin_y,)==(other.size,other.origin_x,other.origin_y,)
  return NotImplemented
 return __eq__
CODES[b'um\xe8J\x13\xf0 \xe4\n\r\xc1\xbe,\x8a\xe3\xcf'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.step_aside,self.step_aside_modifier,self.reconstructed,)==(other.step_aside,other.step_aside_modifier,other.reconstructed,)
  return NotImplemented
 return __eq__
CODES[b'c\x9dH\xed%\x1f6\x95\xbd\x1d\x88\xdb\xfe\x9f\xc2I'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.structure,self.head_max_armor,self.armor_per_structure,self.source,)==(other.structure,other.head_max_armor,other.armor_per_structure,other.source,)
  return NotImplemented
 return __eq__
CODES[b'\xf6\xa2w,\xab\x89\xd8pKQ\xcb\xe8JK{)'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.structure,self.heat,self.units,self.reconstructed,self.vehicle_divisor,self.damage_roll,self.mech_critical_rolls,self.vehicle_critical_rolls,)==(other.structure,other.heat,other.units,other.reconstructed,other.vehicle_divisor,other.damage_roll,other.mech_critical_rolls,other.vehicle_critical_rolls,)
  return NotImplemented
 return __eq__
CODES[b'\x9a]\x05\x91&x\xea}\xc8\x01q&\xaf\x97\xa1U'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.swarming,self.turn,self.declared,self.needed,self.legs_attacked,self.attached,self.ambush_orders,self.defending,)==(other.swarming,other.turn,other.declared,other.needed,other.legs_attacked,other.attached,other.ambush_orders,other.defending,)
  return NotImplemented
 return __eq__
CODES[b'\xa2\x862\x17\x05\xaa^\xe8\xd0\x92\x01\xb9\x9f\xbe\xd1\xd4'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.tables,self.rejected,self.overridden,self.documents,)==(other.tables,other.rejected,other.overridden,other.documents,)
  return NotImplemented
 return __eq__
CODES[b'_\xfbv\xf5O\x11\x01\xa3\x9a\xac\xfd\xe8\xa9\xf5nT'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.target,self.ways,self.straight,self.cheapest,self.direct,self.nearest,self.ends,)==(other.target,other.ways,other.straight,other.cheapest,other.direct,other.nearest,other.ends,)
  return NotImplemented
 return __eq__
CODES[b'\xe19\xc3\xf4x\xb0\xcf\xaa\x0bX\xc1bW\xe7%:'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.terrain,self.symbol,self.mp_cost,self.target_in,self.intervening,self.los_density,self.prohibited,)==(other.terrain,other.symbol,other.mp_cost,other.target_in,other.intervening,other.los_density,other.prohibited,)
  return NotImplemented
 return __eq__
CODES[b'\x0bz\x02x\xfad\xb6C\xe7\x86B\x12\xf1\xe2\x9cl'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.text,self.kind,self.min_tons,self.max_tons,self.min_mp,self.weapon,self.origin,)==(other.text,other.kind,other.min_tons,other.max_tons,other.min_mp,other.weapon,other.origin,)
  return NotImplemented
 return __eq__
CODES[b'\xe3$T\xb9\x183\xbf\xbdSd\x0c\xc2\x88)\x9b\xf8'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.title,self.map_name,self.sides,self.options,self.victory,self.leaving_map_destroys,)==(other.title,other.map_name,other.sides,other.options,other.victory,other.leaving_map_destroys,)
  return NotImplemented
 return __eq__
CODES[b'e\x95\x19\xbc\xf1Y7?G\xe2\x9f\xaf\xdbK\xbb\xe0'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.troopers,self.armor_per_trooper,self.weapon,self.range_modifiers,self.damage_by_troopers,self.leadership,self.leader_rule,)==(other.troopers,other.armor_per_trooper,other.weapon,other.range_modifiers,other.damage_by_troopers,other.leadership,other.leader_rule,)
  return NotImplemented
 return __eq__
CODES[b'\xa6\xcd\xb3T\xaa\xe03GH3\xe3\xe8\x10w\x13l'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.troopers,self.per_damage,self.bonus,)==(other.troopers,other.per_damage,other.bonus,)
  return NotImplemented
 return __eq__
CODES[b'\xc4\x04\x01\xbf\x00\xc6ET\x82\xb4\x93\x13\x0fX\xd5Q'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.turn,self.orders,self.short,)==(other.turn,other.orders,other.short,)
  return NotImplemented
 return __eq__
CODES[b'\x11\xa5Z\xd0\xb1XF!\xd1\xbb\xd9R\x9d\xe0"\xda'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.turn,self.phase,)==(other.turn,other.phase,)
  return NotImplemented
 return __eq__
CODES[b'V\x86g\x90\x95\xf5J\xbeiL\x86$M\xe8dx'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.turn,self.unloaded,)==(other.turn,other.unloaded,)
  return NotImplemented
 return __eq__
CODES[b'\x87o >\xf7\xd0\xe0\xda`\xdf\xcc1\xa5b\xf3\xb4'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.uid,self.name,self.sheet,self.side,self.position,self.facing,self.damage,self.lost,self.trooper_damage,self.troopers_lost,self.trooper_wounded,self.ammo_used,self.jammed,self.slots_hit,self.weapons_hit,self.vehicle_crits,self.motive_hits,self.pending_motive_hits,self.moved,self.destroyed,self.removed,self.prone,self.pilot_hits,self.unconscious,self.ejected,self.hidden,self.hidden_in,self.secret_path,self.ambush,self.formation,self.floor,self.carried_by,self.structure,self.heat,self.shutdown,)==(other.uid,other.name,other.sheet,other.side,other.position,other.facing,other.damage,other.lost,other.trooper_damage,other.troopers_lost,other.trooper_wounded,other.ammo_used,other.jammed,other.slots_hit,other.weapons_hit,other.vehicle_crits,other.motive_hits,other.pending_motive_hits,other.moved,other.destroyed,other.removed,other.prone,other.pilot_hits,other.unconscious,other.ejected,other.hidden,other.hidden_in,other.secret_path,other.ambush,other.formation,other.floor,other.carried_by,other.structure,other.heat,other.shutdown,)
  return NotImplemented
 return __eq__
CODES[b'8V\xb2\x8f\x8a\x17\x96\xfe\xda3\xb0\xc3\xdc\x0e\x92O'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,)==(other.unit,)
  return NotImplemented
 return __eq__
CODES[b'2!\x0e\x0f\xee\xcb2\xeb\xb6\xf0ZV\x86\x13\x9cl'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.ammo,self.shots,)==(other.unit,other.ammo,other.shots,)
  return NotImplemented
 return __eq__
CODES[b'\xd2\xe2VJ\x9f\xdc\x94\xfc\xdf\x97\xc323\xcf\x9b\x98'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.ammo,self.used,)==(other.unit,other.ammo,other.used,)
  return NotImplemented
 return __eq__
CODES[b'F>\xbd\xb7MhkU\\F\\\x1fj\x1c\xc9\xd8'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.arms,)==(other.unit,other.arms,)
  return NotImplemented
 return __eq__
CODES[b'\xfe\xc4\xba\x10B\x05\x06\xc2s\x14\xfc]\x80\x1du\x8f'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.at,)==(other.unit,other.at,)
  return NotImplemented
 return __eq__
CODES[b'\xe4$"\xfcx\xdcl\x88\x07\n\xc0T\xa3\xa1\x95\x06'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.at,self.facing,)==(other.unit,other.at,other.facing,)
  return NotImplemented
 return __eq__
CODES[b'\x11\xe6\xdc\xb3\xff\xfdh\x87\xad*S\x02\x1b\xa1\x9aM'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.at,self.levels,self.damage,)==(other.unit,other.at,other.levels,other.damage,)
  return NotImplemented
 return __eq__
CODES[b'e\xf4\xb0\x91\xf8&n1{\xb3\x82\xea\xe1\xacgp'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.at,self.reason,)==(other.unit,other.at,other.reason,)
  return NotImplemented
 return __eq__
CODES[b'\xefm\x12\x05\x80\xe8\xbd\xf3H\x00\x13\xa9\xa1e4+'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.at,self.tactical,self.ambush,self.ambush_attack,)==(other.unit,other.at,other.tactical,other.ambush,other.ambush_attack,)
  return NotImplemented
 return __eq__
CODES[b':\x19\xc52\xb5\xf1\xfe\xe1\x97`\x8a\xc1\x12\xf3.\xbb'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.at,self.text,)==(other.unit,other.at,other.text,)
  return NotImplemented
 return __eq__
CODES[b'l:hL\x14\xc3|\xbd\x9dy\x8b#\xe2s\xc6R'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.by,self.at,self.to,self.how,)==(other.unit,other.by,other.at,other.to,other.how,)
  return NotImplemented
 return __eq__
CODES[b'h\x04sp\xd5\xec)\x9f\xb0q\xa8\xd4\xd0\xb9\xc7\x17'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.call_off,)==(other.unit,other.call_off,)
  return NotImplemented
 return __eq__
CODES[b'&25C\x08\xa1\xfa\xf3\x9d\xca\x92\x9f\xe3\x061\x83'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.carrier,self.at,)==(other.unit,other.carrier,other.at,)
  return NotImplemented
 return __eq__
CODES[b'\x9a\x8c\x03*&X\x11\x17Y\xea\xceu\xf7\x15\x0b\xa8'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.carrier,self.at,self.why,)==(other.unit,other.carrier,other.at,other.why,)
  return NotImplemented
 return __eq__
CODES[b'X=*9\x8d$9$\xef\xb4\xc7(X\xab\t\xcd'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.carrier,self.location,self.troopers,)==(other.unit,other.carrier,other.location,other.troopers,)
  return NotImplemented
 return __eq__
CODES[b'\xbe\xb7NR\xeaj\x99\x88m\x0e\t\x1b\x82\xbd\x9c\xe1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.carrier,self.trooper,self.position,self.roll,self.damage,)==(other.unit,other.carrier,other.trooper,other.position,other.roll,other.damage,)
  return NotImplemented
 return __eq__
CODES[b'\x17"\xfe\x0bN\xbat"E-\xb0m0\xb0nH'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.carrier,self.why,self.roll,self.damage,)==(other.unit,other.carrier,other.why,other.roll,other.damage,)
  return NotImplemented
 return __eq__
CODES[b'\xc1\x11\x1cF\xc7\xa8\x80A\xf5\xff\xcen\x07p\x90P'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.cruise,self.flank,)==(other.unit,other.cruise,other.flank,)
  return NotImplemented
 return __eq__
CODES[b'\x1f}\xae\xfe$[\xa5\xd6<\xdfi\xf0|\x93\x9c\xfb'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.enemy,)==(other.unit,other.enemy,)
  return NotImplemented
 return __eq__
CODES[b'$\x06\xe5B\x1a\x02\xfaI\xee\xdfB\xbaO\x96\x9d\xc0'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.facing,)==(other.unit,other.facing,)
  return NotImplemented
 return __eq__
CODES[b'\xb3\xa8\xad\xd2dd\xe8\x9e\xcfUI.\xf5\xe5\xfc\x19'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.floor,)==(other.unit,other.floor,)
  return NotImplemented
 return __eq__
CODES[b's\n\x8ds\x9a{\xbc<#\x04/5s\x8b\xf6\xc2'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.formation,)==(other.unit,other.formation,)
  return NotImplemented
 return __eq__
CODES[b"s\x9fTR\xb9\xf3\x0b'\xc3\xdfeJkdpS"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.friend,self.to,)==(other.unit,other.friend,other.to,)
  return NotImplemented
 return __eq__
CODES[b'ZS?\xe2\x16\x17_\x13\xed\x84\x1cU\xd7H\xe8\xad'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.heat,self.shutdown,)==(other.unit,other.heat,other.shutdown,)
  return NotImplemented
 return __eq__
CODES[b'%\x13\x1e1\xe6\x19U\xd9\xe7F\x10\xb3\xd6\x80\xc3\x0f'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.hits,)==(other.unit,other.hits,)
  return NotImplemented
 return __eq__
CODES[b'e\xdb\xee/w\xb3\xe4\xde\x01\xd1\xafl\x9c\xda\t\x81'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.host,)==(other.unit,other.host,)
  return NotImplemented
 return __eq__
CODES[b'mz\xce\x1d\x96K\xccyI\xff\xf3\xfd\xb7\xd9\xe6O'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.host,self.at,self.why,)==(other.unit,other.host,other.at,other.why,)
  return NotImplemented
 return __eq__
CODES[b'!\x981\xd9\xdcX\xc77Q\xdf\xb89\xe3\xc3XT'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.host,self.roll,self.damage,)==(other.unit,other.host,other.roll,other.damage,)
  return NotImplemented
 return __eq__
CODES[b'B\xa3\x9f\x96\xb0\x89\x7f \xa1\xc0\x0cM\x9d\x9cP='] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.landed,)==(other.unit,other.landed,)
  return NotImplemented
 return __eq__
CODES[b'\x1b\xff\x93\xbe\xd5\x05\tD\xc1Ne\x1a\x0fK\x07\x81'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.letter,self.target,self.move_to,self.facing,self.limb,self.weapons,)==(other.unit,other.letter,other.target,other.move_to,other.facing,other.limb,other.weapons,)
  return NotImplemented
 return __eq__
CODES[b'\x16,\xbc\x8ed5\x1ew\xf0\xbd\x95 +\xef\x13b'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,)==(other.unit,other.location,)
  return NotImplemented
 return __eq__
CODES[b'\xf6\xb7sr2|(\x9e,\x7fh\x00Q\xc5\xbc\x0b'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.amount,)==(other.unit,other.location,other.amount,)
  return NotImplemented
 return __eq__
CODES[b"c5d\x1ef\x11\xcc\x91\xd0'\x9d\x8c\xcfr\xc2w"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.cover,)==(other.unit,other.location,other.cover,)
  return NotImplemented
 return __eq__
CODES[b'\x80\x1b\x95l\xb0\xfb\x9c\xce\xfc\x06\x01\xd1\xdf\x18\x849'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.damage,)==(other.unit,other.location,other.damage,)
  return NotImplemented
 return __eq__
CODES[b'\x91\xb0\x03\xce\x04\x8d\xee^`\x12\xb3\x18L\x97\xacg'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.delta,)==(other.unit,other.location,other.delta,)
  return NotImplemented
 return __eq__
CODES[b'\xd4\x1b11<\xf6\x8c\x94\xb7\xcc\xb7o}t\x1c\x89'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.index,self.what,self.hit,)==(other.unit,other.location,other.index,other.what,other.hit,)
  return NotImplemented
 return __eq__
CODES[b'\xf413B\x14\xb1\xfc\xd0b\xa0\x86\x0f\xba\x12\xb3Z'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.roll,self.result,self.effect,)==(other.unit,other.location,other.roll,other.result,other.effect,)
  return NotImplemented
 return __eq__
CODES[b'\xac!\x15\xec\x9b\xc8MT\xbfb\\\xccF_kR'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.slot,self.hit,)==(other.unit,other.location,other.slot,other.hit,)
  return NotImplemented
 return __eq__
CODES[b'\x9b\xf0\xcf\xfb\xcc(\x06\x82\x8e\xb2\x1a\x8f\x82\x1a~\x9c'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.slot,self.what,self.effect,)==(other.unit,other.location,other.slot,other.what,other.effect,)
  return NotImplemented
 return __eq__
CODES[b'\xb1\xc2\xce\xab\xa9\xa5\n\x10\xe5\x81\x89\x07\xae\xb4\xed?'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.weapon,self.damage,)==(other.unit,other.location,other.weapon,other.damage,)
  return NotImplemented
 return __eq__
CODES[b'%\n\x00}\x16\xa8\xe3\x00?\x7f$\x17&\x8e\xbe\r'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.location,self.why,self.roll,self.hits,self.blown_off,)==(other.unit,other.location,other.why,other.roll,other.hits,other.blown_off,)
  return NotImplemented
 return __eq__
CODES[b'\xf2z\xfej\xbaP8\xd8\x97\x80\x96.\xdc\x1b\xbfd'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.made,self.sunk,self.heat,self.why,)==(other.unit,other.made,other.sunk,other.heat,other.why,)
  return NotImplemented
 return __eq__
CODES[b'\x03~l\xc4\xcc?\xf6\xeei\xad,U9\xc6n\xe8'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.mode,self.mp_left,)==(other.unit,other.mode,other.mp_left,)
  return NotImplemented
 return __eq__
CODES[b'\x98\xdb\xff\xd1\x99\xbb\xc8\xa5nf\x1d\x01j\x820\xe3'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.mode,self.path,self.facing,self.mp_spent,self.hexes,)==(other.unit,other.mode,other.path,other.facing,other.mp_spent,other.hexes,)
  return NotImplemented
 return __eq__
CODES[b'\x1d]\xbe\xf2h\x07G[\x16\x01k\xd4)\xc5D\xf9'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.mode,self.steps,self.close_assault,self.floor,self.load,self.unload,self.unload_into,)==(other.unit,other.mode,other.steps,other.close_assault,other.floor,other.load,other.unload,other.unload_into,)
  return NotImplemented
 return __eq__
CODES[b'gs\x97\x88\x15r5@D\xfaH\xb2\x9fHi\xc1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.model,)==(other.unit,other.model,)
  return NotImplemented
 return __eq__
CODES[b'c\xed\xe3\xcf\'\x92Y\xf5\xf1"p\xde\x16}\xbd\xbb'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.model,self.leader,)==(other.unit,other.model,other.leader,)
  return NotImplemented
 return __eq__
CODES[b"\\\x02\xe9\x96\xc0\xb8\xf1\x19\xc2$\x9a\xd2\x01'\xa3\x14"] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.model,self.x,self.y,)==(other.unit,other.model,other.x,other.y,)
  return NotImplemented
 return __eq__
CODES[b'@p!\x0b\xc0;N\xad\x84KP4\xfd\xc1\x89\x8c'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.needed,self.roll,self.conscious,)==(other.unit,other.needed,other.roll,other.conscious,)
  return NotImplemented
 return __eq__
CODES[b'Ht\x04\x90"\x07j\x9cG\xf7\xc5\xb2D\x8d\xca@'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.number,self.at,self.radius,self.side,self.leader,)==(other.unit,other.number,other.at,other.radius,other.side,other.leader,)
  return NotImplemented
 return __eq__
CODES[b'\xb9k\x048\xa2\x1e\xcb#\x11a\x85n,!\x0b\xeb'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.pilot_hits,self.prone,self.unconscious,self.motive_hits,)==(other.unit,other.pilot_hits,other.prone,other.unconscious,other.motive_hits,)
  return NotImplemented
 return __eq__
CODES[b'w(\xfd\x85\xca\x10\xa2\xf4>\xd5\x0b\xedh\x8d\xa0D'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.place,)==(other.unit,other.place,)
  return NotImplemented
 return __eq__
CODES[b'n\x95J#\xc0-\xee:\xde\xd8\x07\xb6\xf7E6\xd5'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.place,self.facing,self.mp_spent,)==(other.unit,other.place,other.facing,other.mp_spent,)
  return NotImplemented
 return __eq__
CODES[b'0L\x8d\x03\xab;\x95`WSl\xbe\xa0y.l'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.reason,)==(other.unit,other.reason,)
  return NotImplemented
 return __eq__
CODES[b'!"\xf6\xce\xfb\xca]0\x0etn\xbc\x99+}\xbe'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.reason,self.needed,self.roll,self.passed,self.modifiers,)==(other.unit,other.reason,other.needed,other.roll,other.passed,other.modifiers,)
  return NotImplemented
 return __eq__
CODES[b'n@{\x9fE\xcd\xcdM\xe6\x0b\x17\xb4\x92\x93\xe8\xe7'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.steps,self.shift,)==(other.unit,other.steps,other.shift,)
  return NotImplemented
 return __eq__
CODES[b'p\x97\xfc\xc0\xaa0_f\xc6\xdb\xbe0xO?\xef'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.tactic,)==(other.unit,other.tactic,)
  return NotImplemented
 return __eq__
CODES[b'\x02\xecAg\xe9\tI\n\xb1\xd2\xc8\xc5\xdbj\xb7\xff'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.tactical,self.ambush,self.ambush_attack,)==(other.unit,other.tactical,other.ambush,other.ambush_attack,)
  return NotImplemented
 return __eq__
CODES[b'\xed\xb8\x061\x08(\x04\xecM\x0bv3ir\xa1\x8a'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.target,)==(other.unit,other.target,)
  return NotImplemented
 return __eq__
CODES[b';&j\xbf7\xadP\xbcyN.\xb2\t\x04~\x83'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.target,self.attack,)==(other.unit,other.target,other.attack,)
  return NotImplemented
 return __eq__
CODES[b'\x81\x99}e\x96\x13\xc6\xd9y]\xcd\xbf\x9e\xcd\x07\x85'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.target,self.attack,self.needed,self.modifiers,)==(other.unit,other.target,other.attack,other.needed,other.modifiers,)
  return NotImplemented
 return __eq__
CODES[b'R|\xe9\xb4\xd8\xa7S\xa77\xbe\xb4\xe1K\x93\xd2t'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.target,self.attack,self.needed,self.roll,self.hit,)==(other.unit,other.target,other.attack,other.needed,other.roll,other.hit,)
  return NotImplemented
 return __eq__
CODES[b'\xfb;J\x1b\xe8\x07\x82\xcf\xf9\xc0%\xfc\xde}>\xd2'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.target,self.attacks,self.building,)==(other.unit,other.target,other.attacks,other.building,)
  return NotImplemented
 return __eq__
CODES[b'\xc8.\xf4\xe8j\x0b\x1bz&\x01\xc6\x04\xca\xf9S\xc1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.target,self.weapons,self.building,)==(other.unit,other.target,other.weapons,other.building,)
  return NotImplemented
 return __eq__
CODES[b'\xb2\xe4#e\x07\xa6\x0b\xf0\x98\x7fx\x88&\x84\x84m'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.to,self.facing,)==(other.unit,other.to,other.facing,)
  return NotImplemented
 return __eq__
CODES[b'\x88\x9e\rh\xab\xea\x84:\x947\xefg(\xdd2\x95'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.verb,self.into,self.problem,)==(other.unit,other.verb,other.into,other.problem,)
  return NotImplemented
 return __eq__
CODES[b'%c\n\xbd!.\xfbL\x89\x0e\x07\\\x98{eY'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.weapon,)==(other.unit,other.weapon,)
  return NotImplemented
 return __eq__
CODES[b'IO\xe0(\x8c\x806HvU\xc5\xfd\xc6\x1b\xe8t'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.weapons,)==(other.unit,other.weapons,)
  return NotImplemented
 return __eq__
CODES[b'\xff\x15\xbb\xbf\x02\xe8\x8b\x13\xe7\xab,\x17\x90\xc7\x89\x07'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.what,self.heat,self.target,self.roll,self.avoided,)==(other.unit,other.what,other.heat,other.target,other.roll,other.avoided,)
  return NotImplemented
 return __eq__
CODES[b'"\xb3\x86\x1d\xe5\x04a\xab\xd3W\xfb\xfd\x12\xe0%\xd1'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.what,self.value,)==(other.unit,other.what,other.value,)
  return NotImplemented
 return __eq__
CODES[b'T\xc7Fki\xd1\xe0[rCM\xcde/T\x9c'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,self.why,self.on,)==(other.unit,other.why,other.on,)
  return NotImplemented
 return __eq__
CODES[b'D\x96v\xdb\xc3K_\x9e\xefOV\xf4\xb0\xc1\x99\xc7'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.units,self.phase,self.log,self.events,self.before,)==(other.units,other.phase,other.log,other.events,other.before,)
  return NotImplemented
 return __eq__
CODES[b'\x9c\xfa\x95\xafH<s\x13\xea\xca\xfd\xe9C\xdfu/'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.units,self.tons,self.bv,self.without_bv,self.by_kind,)==(other.units,other.tons,other.bv,other.without_bv,other.by_kind,)
  return NotImplemented
 return __eq__
CODES[b'\xd5.n\x84\xc4\xe5!j\x93\xadq\xbc;O\x1b\xeb'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.walk,self.run,self.jump,self.motive,)==(other.walk,other.run,other.jump,other.motive,)
  return NotImplemented
 return __eq__
CODES[b'^\xcd\x8b\xa9\xbd\xb5\xf2\x8a\xe0\x94)\x9f\xe5\x9cS\x05'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.walk,self.run,self.jump_per_hex,self.jump_minimum,self.engine_hit,self.single_sink,self.double_sink,self.maximum,self.mp,self.to_hit,self.shutdown,self.automatic_shutdown,self.ammo,self.life_support,self.immobile_target,self.weapons,)==(other.walk,other.run,other.jump_per_hex,other.jump_minimum,other.engine_hit,other.single_sink,other.double_sink,other.maximum,other.mp,other.to_hit,other.shutdown,other.automatic_shutdown,other.ammo,other.life_support,other.immobile_target,other.weapons,)
  return NotImplemented
 return __eq__
CODES[b'\xd4\xaa\x1a\r8S\xd7l\x9e\x9f\xdfcy\x93s\x00'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.weapon,self.chance,self.damage,self.target_number,)==(other.weapon,other.chance,other.damage,other.target_number,)
  return NotImplemented
 return __eq__
CODES[b'=6\xcaM\xbc\x1f\xbc\xbcR\xa4\x9c8B\xc24\x1a'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.weapon,self.shots,)==(other.weapon,other.shots,)
  return NotImplemented
 return __eq__
CODES[b'm\xe8\x9fys\x91\x80[*a\xf2\xef\x06\xd4\xb1r'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.weapon,self.shots,self.target,)==(other.weapon,other.shots,other.target,)
  return NotImplemented
 return __eq__
CODES[b'\xb3\xde\xd9V\xe2\x9f\xb2\t\xd1\n\xb1\r\xe4\xf9\x1e\xc6'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.weapons,self.ammo,self.source,)==(other.weapons,other.ammo,other.source,)
  return NotImplemented
 return __eq__
CODES[b'\xe5&?\x83\x00\x92\xec[\xdc\xc0\xf1k8aq\xaf'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.weapons_y,self.ammo_y,self.to_hit_y,self.diagram_y,self.blocks,self.boxes,self.pitch,self.slots,self.crit_y,)==(other.weapons_y,other.ammo_y,other.to_hit_y,other.diagram_y,other.blocks,other.boxes,other.pitch,other.slots,other.crit_y,)
  return NotImplemented
 return __eq__
CODES[b'p\x9a\xae{\x06Z\x94J\xc2\xbd\xcb\x8f\x187\x15M'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.where,self.reason,)==(other.where,other.reason,)
  return NotImplemented
 return __eq__
CODES[b'\xaf\xd6S\x91\xc8\x90g\xad\xa6\xc1\xc7\xa75\xd8\xb6\xf7'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.winner,)==(other.winner,)
  return NotImplemented
 return __eq__
CODES[b't\xd5y\xcfK\xe6\xff\x0c\xba;~\xba\xa6\xad\xd9\x88'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.winner,self.turns,self.commands,self.seconds,self.max_decision_ms,self.players,self.limit,self.decisions_ms,self.stopped,)==(other.winner,other.turns,other.commands,other.seconds,other.max_decision_ms,other.players,other.limit,other.decisions_ms,other.stopped,)
  return NotImplemented
 return __eq__
CODES[b'N\xbd0\xbc\xb0\x071\xaa[\xd4j*\xb6\xee\xc9o'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.x,self.y,self.r,self.ticked,self.shaded,)==(other.x,other.y,other.r,other.ticked,other.shaded,)
  return NotImplemented
 return __eq__
CODES[b'\xdf\xab\xa42\x8a\x1an\x99\x0e\xab\x86?U\\\xb5\xb7'] = __create_fn__.__code__
def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.x,self.y,self.size,self.ticked,self.label,)==(other.x,other.y,other.size,other.ticked,other.label,)
  return NotImplemented
 return __eq__
CODES[b'\xc0\xb7\x18sc\x1e\x9b-\xaa\xf5\xabiYy\xd32'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash(())
 return __hash__
CODES[b'\xe6n\xe7\xa9Z\xd07\x97\x17\x88\x05]u\xff\xa1i'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.at,self.amount,self.cf_left,self.cause,))
 return __hash__
CODES[b'\xd6\xc3\x94\xfcel_\x99\xe3\xbe\xed\x9d\\\xda\xb6|'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.at,self.reason,))
 return __hash__
CODES[b'p^\xc3\xb3\x00\xd5\x1f\x00+\xfa\xe1\xc3/\xef\xd4\xee'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.at,self.units,))
 return __hash__
CODES[b"g\xf52\xc6\xfb\xbb@\xf3'\x95\xa0\x96\xce?\xa4\xf9"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.at,self.attack,self.damage,))
 return __hash__
CODES[b'.3x\xea\xd1x\xbaj\xad\x18!\xde\xf8R\xeb\xc4'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.at,self.weapon,self.to_hit,self.roll,self.hit,self.shots,))
 return __hash__
CODES[b'\xba\x94\x8c]@j\x14\xfd\xe8e\x80?G\x98ud'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.defender,self.at,self.approach,))
 return __hash__
CODES[b'(5\xf4\x9a\x0c\x8a\xd1\xae\xf7\xdb\xf7F\xd0\x9bn\x10'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.attack,self.direction,self.modifiers,self.charge_hexes,))
 return __hash__
CODES[b'\x9b\xb7\xf3k\xa5\x10A\xc0\xf1j\xf2b\x80\xe6\xa46'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.attack,self.to_hit,self.roll,self.hit,self.modifiers,))
 return __hash__
CODES[b'o\xa8!\x13\xb2A\xd7\xe3\x06\x1a<B\xfe\xdf\x9aW'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.attacks,self.building,))
 return __hash__
CODES[b'\x9eqO\xef\xd3\xb7E\xb2xR\xe2\xe7\x854\x147'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.attacks,self.resolved,self.building,))
 return __hash__
CODES[b'\x8eJ\x9a\xa9r\x0e\x06\x84\xc7\xf2\xba\xdd\xd3\x14WH'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.hexes,))
 return __hash__
CODES[b'\x04\x17\xa4b3\xd5\x13^n\r&:\x13\xffer'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.shots,))
 return __hash__
CODES[b'Ze\xf4(\x9b0\xbfl\xea2S\xd7\x90\r\xa6C'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.weapon,self.roll,self.needed,self.hit,))
 return __hash__
CODES[b'\xd0\xc2w\x10\xd0\xd4&\xb5\xa6\x9e>|\x8e\xc0.\xe1'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.weapon,self.to_hit,self.roll,self.hit,self.shots,))
 return __hash__
CODES[b'7\x0b\xdc7\xb8\xfa\x19QF\xd8\x14\x8c>\xaf\xfa\x1d'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.weapons,self.elsewhere,self.building,))
 return __hash__
CODES[b'<\xa7\xb7\xb3\xb4\xbd\x902|\x1e+\x88\xc1"\x078'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.target,self.weapons,self.to_hit,self.resolved,self.building,self.troopers,))
 return __hash__
CODES[b'T4\xa6\xfb\xb16n|\x8eN\x9d\x03;\x85\t\xbd'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.weapon,))
 return __hash__
CODES[b'\x9a\xcbz@\xf1\xc21\xff\x0b\x91X\xed\xd9j\xa1\xbe'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker,self.weapon,self.column,self.hits,))
 return __hash__
CODES[b'\xb2kK@}\x16\xd6\xe6\xfa\xb7\xfa6\xe1\x1b\x92r'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacker_movement,self.range_brackets,self.target_movement,self.battle_armor_target,self.pulse,self.target_jumped,))
 return __hash__
CODES[b'\xad\x93\xe4\xf2\x84\xba3u \xfb\x10\x17r\xa0M\xe7'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.attacks,self.charge_self_divisor,self.dfa_self_divisor,self.damage_group,self.punch_table,self.kick_table,self.prone_target_adjacent,self.prone_target_other,self.prone_attacker,self.psr,self.stand_up_mp,self.fall_damage_divisor,self.fall_facing,self.consciousness,self.mechwarrior_hits,self.kick_infantry_in_hex,self.prone_weapon_fire,))
 return __hash__
CODES[b'\xcf\x88\xf9\x89L\xe3h\x94Cn\xc0\xb9\xf3\xae\x12\xbc'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.automatic_within,self.immobile_target,))
 return __hash__
CODES[b'2\xaf\x9dn\x81\xac\xc1\xc5\x82\x8e\xb2\xda\xc9\xe3\x1c"'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.avoid_piloting_below,self.avoid_weight,self.flee_weight,self.push_base,self.block_divisor,self.block_striker_divisor,self.exchanges_per_turn,self.fire_reach,self.partial_cover,self.stray_hit,self.fire_out_forfeits,self.formation_hits,))
 return __hash__
CODES[b'\xae\\\x11\x07\x1b\xfeu\xb1\xc9\xb8\xf7\x8d\x05/\xa0\x84'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.board,self.dropped,))
 return __hash__
CODES[b'+\xc1uu\x17\xa7EP\x83R\xbd\t/\xe1_\x03'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.command,self.events,))
 return __hash__
CODES[b'\xbc\xd6\x02\xafq\xc4\xec;K\x95\xe3rE\r\x0e\xa7'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.default_leadership,self.radius_per_leadership,self.standoff_inches,self.troopers_per_model,self.base_mm,self.contact_mm,self.leader_falls_on,))
 return __hash__
CODES[b')\xd9\xa6\xb4\xeb(k\x074l\x91\x04\x9c\xee\xc4['] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.defender,self.attacker,self.defender_letter,self.attacker_letter,self.result,self.result_name,))
 return __hash__
CODES[b'\xdb\x89\xb7\x12\xbcD\xd0\x87\xd99\xad\x02X\xe3\xbf\xdc'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.defender_actions,self.attacker_actions,self.results,self.result_names,self.reconstructed,self.scale,self.numbers,self.hints,))
 return __hash__
CODES[b'\xa4\xa6i\xba\x9f\x9f\xd4\xf2\xda4\xfb\xa1\xf9\xbdL\xd8'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.determine,self.blown_off,self.torso_hits,self.engine_destroyed_at,self.gyro_piloting,self.gyro_destroyed_at,self.sensors_to_hit,self.sensors_blind_at,self.shoulder_to_hit,self.arm_actuator_to_hit,self.hip_piloting,self.leg_actuator_piloting,self.leg_actuator_mp,self.jump_jet_mp,self.ammo_pilot_hits,self.physical_actuator_to_hit,self.physical_hand_foot_to_hit,self.physical_actuator_halves,self.vehicle,self.vehicle_results,self.vehicle_sensors_to_hit,self.vehicle_commander_to_hit,self.vehicle_stabilizer_to_hit,self.reconstructed,))
 return __hash__
CODES[b'\xc5LR|D\xe2\xe5\x02\x01L\x89\xd8\xc9\xbc\xab\xec'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.direct_divisor,self.cluster_bonus,self.pulse_bonus,self.burst_fire_dice,self.clear_terrain_multiplier,))
 return __hash__
CODES[b'\xd2QC1\n\xd0U\xa2^\x17\x107\xcb\x03\xc9\xcf'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.direct_fire,self.cluster_ballistic,self.pulse,self.cluster_missile,self.area_effect,self.reconstructed,))
 return __hash__
CODES[b'\x028#\x9eCLT\x89\x06\xe2\x1c\xeb\xbf\x04P\x9e'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.display,self.document,self.board,self.notes,))
 return __hash__
CODES[b'P\xea;\x96C\xf7\x14\xaf\xd1\x9c\xf6%\xcb\xa6C4'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.drop_flat_piloting,self.water_deep,self.water_prone,self.erratic_driving,self.erratic_vtol,self.erratic_damage,))
 return __hash__
CODES[b'V$v{\xdc\xaf\x96\xfa\x9e\x18\xfeu\xa5~DL'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.edge,self.depth,self.hexes,))
 return __hash__
CODES[b'\x97&\xe4\xc1\x93\x01\x83u\x11\xddx\xfd\xc5\xc7\xed\xc3'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.entry,self.text,self.roll,))
 return __hash__
CODES[b'j\xbc1$O\x8d\x8b\xa3\xb2\xe5D+\xd7\xe1\x10D'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.entry_damage_divisor,self.entry_tons_divisor,self.absorb_divisor,self.infantry_share_from_outside,self.building_share_from_inside,self.battle_armor_group,self.jump_in_damage,self.floor_mp,self.collapse_divisor,self.collapse_multiplier,self.rubble,self.infantry_tons,self.attack,self.floor_mp_mechanized,))
 return __hash__
CODES[b'\xeb\x1f6\x01\x18<\x12\x14\xf0\xcb\xcb\xd3\xfa\x03\xed\xed'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.formations,))
 return __hash__
CODES[b'\xd2\x91K\xc2\x0ed\xd3\xbb\xa2l\x87\xd1M\n2\xed'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.gunnery,self.piloting,self.anti_mech,))
 return __hash__
CODES[b'\x9d\xb4\xac\xf0\x8a%\x95\x0cKK\xd9\xc1Lb\xc0v'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.head_damaged,self.landing,self.reconstructed,))
 return __hash__
CODES[b'n/e\x9f\xe4\xcf\xac\xec_4\xd4p\x98<\xa0\x0c'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.heat_sinks,self.double,self.rear_armor,self.source,))
 return __hash__
CODES[b'\xac\xcd\xc2\xd8\xe2N\xfc\x05\x94\xd8P\x85\x005\xae\xdc'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.hex,self.attacker,self.defender,self.entry,self.approach,self.places,self.facings,self.mp_left,self.step,self.exchange,self.tactics,self.fired,self.joined,self.maneuvered,))
 return __hash__
CODES[b'\xaf\xd5fv\x13\xa9\xf0\xd0\xc0\x7f\x15\x03\x877g\xb1'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.hex_metres,self.hex_cm,self.tactical_hexes_across,))
 return __hash__
CODES[b'\xe77\xf8\x8d3h\x18\xf4\xb7\x9e\xefs*\x90\xb9\xa4'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.infantry,))
 return __hash__
CODES[b'"\x9c\xb4\xaf\to[\xf8\xc7\xa9\xe2\xbf}e\xa08'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.infantry_mp,self.minimum_move,self.stacking,self.machine_gun_dice,self.machine_guns,self.transport,self.mechanized,self.movement_types,self.mechanized_losses,self.mechanized_toughness,self.battle_armor,self.domino,self.falling,self.anti_mech,self.non_infantry_weapons,))
 return __hash__
CODES[b'{L\xd5j\xa4\xf9\xef\x9e\xccVh>\xc0\x1c\xce\xf6'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.display,self.document,self.map_display,self.map_document,))
 return __hash__
CODES[b'%\xa9\xec7\xf4\xdb\x8d\xc9\xf6\xfc.\xa9\xe5A \x11'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.hex_mm,self.unit,self.name,))
 return __hash__
CODES[b'\x8cm\xe9\x16^my-\xa1\xdc&\x81\r|C\xb7'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.name,))
 return __hash__
CODES[b'L\xed\xc5\xf3\xe9\xe5i\xb8\x10\xa4E\xba\xa9QKk'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.name,self.colour,self.deployment,self.sets_up_first,))
 return __hash__
CODES[b"{f\xc0\xebJ\xef\xb4\x8d\x80\x19\xc6j'\xdc\xd5\x85"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.name,self.colour,self.deployment,self.units,self.sets_up_first,))
 return __hash__
CODES[b'h\x89p\xd8\xd8\xec\x1e\xe9P\x8fS\xc6\xc2\x11[\xf8'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.name,self.colour,self.edge,self.depth,self.units,self.hexes,))
 return __hash__
CODES[b"\x94S\x12\xda\x85\x89\xf1\xbcr'\xee\xb2\xda\x17J\x99"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.name,self.flag,self.requires,self.source,))
 return __hash__
CODES[b'ra\x91\xfc)\x17d\xd1\xbdno\x02\xf2|i\x8f'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.name,self.kind,self.tons,self.movement,self.armor,self.weapons,self.ammo,self.crew,self.infantry,self.public_data,self.source,self.rear_armor,self.criticals,self.transport,self.omni,self.anti_mech,self.heat_sinks,self.double_heat_sinks,self.engine,self.structure_type,self.bv,))
 return __hash__
CODES[b'\xfc\x12\tI9\xad\xe5\xc6\x17t\x08\x1e\x18\xa6$G'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.name,self.kind,self.tons,self.mp,self.jump,self.weapons,self.origin,self.bv,self.words,))
 return __hash__
CODES[b"zld'v\r\x0c\xed\xf0%|\xb6\xcaF\xc9\xe4"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.per_hex,self.unit,self.label,self.why,))
 return __hash__
CODES[b'[\xd4\xec\x95\xfbvI\xadE\xb9X\x98\xc3\xbdQ\xb0'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.title,self.source,self.board,self.sides,self.victory,self.special_rules,))
 return __hash__
CODES[b'\x0e\xda\xb9\xed\xc5\tNP\x1b\x1c)\xdb\x10;\xc1\xb8'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.cf,self.height,self.basement,))
 return __hash__
CODES[b'\r4\xbcB\\\x82@S;\xb6!\xff-\x92\xe7\xf5'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.label,self.colour,self.infantry,self.left,self.full,self.formation,self.riders,self.prone,self.heat,self.shutdown,))
 return __hash__
CODES[b'\x9dQ\xc7=\x83?\x9c1>\x83BU\x82\x8e\xbc+'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.layer,self.terrain,self.depth,self.level,self.building,self.road,))
 return __hash__
CODES[b'\x01\xa1\x9d\xd4\xe47\t8I:\x83\x83\xee<\t\xf4'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.leg_conventional,self.leg_battle_armor,self.swarm_conventional,self.swarm_battle_armor,self.leg_damage,self.vs_vehicle,self.mechanized,self.immobile_target,self.swarm_locations,self.swarmer_hit,self.brush_off_piloting,self.jump_off_piloting,self.knocked_off_dice,self.reconstructed,self.shaking_off,))
 return __hash__
CODES[b'\x83\x88\xf1\xd5\xe1\xe1\x84"\xcc=>\xc9\xa3\x89%i'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.levels,self.dice_per_level,self.reconstructed,))
 return __hash__
CODES[b'\x9cw\xa3&\xf8\xb11l\xccd\xbd\xd4\xc8\x97\r_'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.levels,self.mech_mp_by_depth,self.floats,self.infantry_max_depth,self.buildings,self.infantry_building_mp,self.road_mp,self.unit_height,self.woods_height,self.partial_cover,self.road_bonus_mp,self.road_bonus_motives,))
 return __hash__
CODES[b'\xab\x97R\x1d\x10ML\x83@\x92\xf9\xe9\xfaN><'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.lines,self.hits,self.events,))
 return __hash__
CODES[b'\xe9Z\x01\xae#\xa0|~st\x87\xfav\xbf\xbb\xdb'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.load_mp,self.survive_destroyed_carrier,self.reconstructed,self.jolt_hit,self.jolt_damage,))
 return __hash__
CODES[b'\xb1{[\xc2a\xef\x92\xe0\x0b[g\xa3\xf8`\xcf\x99'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.location,self.index,self.x,self.y,self.width,))
 return __hash__
CODES[b'\xa3U\xd5\x1d\x0e\xe7\xa3\xf0\x071\xe8b\xf3\x90\xb3L'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.location,self.title,self.x,self.y,self.w,self.h,self.circles,self.destroyed,))
 return __hash__
CODES[b"q\xf5\xb1\xa0\x91R\xcc\x92\xe6d\\\x82'\xd0\xf3\x06"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.low,self.high,self.modifier,))
 return __hash__
CODES[b'[S^\xc0\x82\xcc\xeb~\xfa\xff\x0b\xa0\x0e\xd1P)'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.map_w,self.map_h,self.area_w,self.area_h,self.columns,self.rows,))
 return __hash__
CODES[b'\xe7Q\xc9\x14\x1bv\nc\xae\xcc\x98Ny\xe0\xf1\x1c'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.max_assaulters,self.short_fire_modifier,self.may_assault,self.fire_only,self.ordering_phase,))
 return __hash__
CODES[b'\xb1:\xa2g\xd6&\x97\x0e\x93\xb1\x8a\xe6X\\BW'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.max_change,self.mp_per_level,))
 return __hash__
CODES[b'\xe0\xa5\x83\xc5;\x1a#\xb7\x1e\x90\xa05\xaa\xb8\x8f\x89'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.mech_hit_locations,self.vehicle_hit_locations,self.cluster_hits,self.attack_modifiers,self.terrain,self.los_blocking_density,self.facing_change_mp,self.infantry_mp_per_hex,self.mech_damage_transfer,self.arm_lost_with_torso,self.infantry_damage,self.close_assault,self.firing_arcs,self.physical,self.ground,self.buildings,self.ejection,self.assault_orders,self.multi_model,self.tw_infantry,self.criticals,self.standard,))
 return __hash__
CODES[b'\x01\xa8B\x17\x91\xa7\xd8\xeaC\xd4\x8a\xfcD\xe4\x7f}'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.mech_positions,self.vehicle_positions,self.trooper_hit,self.knocked_off_dice,self.reconstructed,))
 return __hash__
CODES[b'&O\xaa\xbf\xc13\xfd\x1c\x86x\xe6\x80/~\xc3\xa8'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.mechanized,self.umu_water,self.vtol,))
 return __hash__
CODES[b'g\xaa\xc09t$u\x11\xd9\xb3\xccR\xa7\x94<\x10'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.mode,self.path,self.mp_spent,self.hexes,))
 return __hash__
CODES[b'\x84:Q\xd6?\x90\x174\xf5B\x07~\xcaA\x90\x97'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.model,self.at,self.standoff,))
 return __hash__
CODES[b'\xa6\x07\xf6m<\xd8QRGD\x95\xef\x15\x9e\xd4\xe2'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.models,self.hex,self.leader,self.troopers,self.turn,self.placing,self.placed,self.contact,))
 return __hash__
CODES[b'\xdf\x01\xbd}\xa3\x8c\xd7-\x03R^xCz\xd8\xc5'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.mp_cost,self.cf,self.piloting,))
 return __hash__
CODES[b'[L\xa4mZ\xd2\xc6?Npf\xa3\xa6T\xd3\x96'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.candidates,self.caution,self.noise,self.samples,self.focus,))
 return __hash__
CODES[b'u\xfd~9\x06\xd8\xf7\xc9\xb9\xa8\xba\xe9\xf2\xb6jA'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.columns,self.rows,self.terrain,self.levels,self.depths,self.roads,self.buildings,))
 return __hash__
CODES[b'u\x97\x90\xd8\x10\xaez\xe8?\x93\x1f\xb1S\xb0\xc7\xfd'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.location,self.damage,self.ranges,self.codes,self.rapid_fire,self.ammo,self.quantity,self.missiles,self.group,self.min_range,self.body_mounted,))
 return __hash__
CODES[b'\xcb\n\xa8\xf4\x1c\xcc\xad\x05\xe2m]j\x0b\xd1\x02f'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.sheet,self.source,))
 return __hash__
CODES[b'\x03\xa1\x03\x15q\x81W\xdf\xd2\xcc?\xc3\xe0V\xca\xe2'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.side,self.colour,self.kind,))
 return __hash__
CODES[b'\xc0 I\x91\xdc{\xb46\xfb&\x87\xb2\xef2l\xb3'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.number,self.decision,self.error,))
 return __hash__
CODES[b'D\x91?\x8c\xa5{\x9a\xe1\x13L<\xe5\xd6\xee|Y'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.number,self.steps,))
 return __hash__
CODES[b'\xe0\xf5\xbf\r<ru\xf2r\xb7]\xb6?8\x182'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.number,self.views,self.strengths,self.salt,))
 return __hash__
CODES[b'f%%\xfcU\xb3\x12\xf1\xec\xc1\x10\xc9\x7f\x04r\x90'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.offset,self.divisor,self.round_up,self.multiplier,self.piloting_difference,self.attacker_movement,))
 return __hash__
CODES[b'\xb5\x13G\x87\x0e\x1f)\xd4\xe9\xb2\x899\xa1\xdc]\xe4'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.order,self.totals,))
 return __hash__
CODES[b'\x96>\xbb\xc3\xfa\xb9\xe2/\xf6\x1a\x84u\xb2\x10\xf7\xa7'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.paths,))
 return __hash__
CODES[b'\xce^Be}El\xc3l\xa0\xe7L|i\x8a\xd8'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.per_side,self.per_hex,self.mechs,))
 return __hash__
CODES[b'\xc3\x81G\x00\x95\xb4\x0bY,:8\x82\xdd\xeb\x92\xac'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.pitch,self.per_row,self.compact,))
 return __hash__
CODES[b',\xcd\x9e\xef\xab\xc3i\\X\xd0/\xab`2,\xbd'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.position,self.facing,self.path,self.mp_spent,self.hexes,))
 return __hash__
CODES[b'\x96\x7f\xde \n\x8aMIU~\x90\x1f\x16\xc6\x9bK'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.purpose,self.dice,self.typed,))
 return __hash__
CODES[b'\x90B\xef\xf5\xf4*r\x8fbj\xc6\xda\x16\xea\x8e\xdc'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.rolls,self.complete,self.refusal,))
 return __hash__
CODES[b'\xdex\xa1\xf9\xec\x94\x97:M\xad\xed\x93\x89\x10\xd85'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.rolls,self.flagged,self.note,))
 return __hash__
CODES[b'\xb6\x90\xad%2\xd1\x02\x92\x81\xe4\x95\xa1\x9eK\xd6r'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.row,self.column,self.x,self.y,self.w,self.h,))
 return __hash__
CODES[b'\x07b\xb3\xeb"\xdag\xfea\x82\x88\xc36S\x1f}'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.rows,self.columns,self.value,))
 return __hash__
CODES[b'\x82lB\xc0\xd0\x99\x0b\xb9\x00dT0\x87\x05\x90\x1c'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.scenario,self.board,self.sides,self.units,self.definitions,self.rules,self.turn,self.phase,self.initiative,self.declarations,self.los_choices,self.last_side,self.winner,self.options,self.physical,self.assaults,self.halted,self.module_state,self.building_damage,))
 return __hash__
CODES[b'\xb3@\x98\xe2h\xd5\xb0(\xac\x0e\x91\x14\x81\xb6o~'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.scenario,self.sheets,self.rules,self.options,self.free_deployment,self.seed,self.dice_drawn,self.log,self.checksum,self.created,self.app,self.modified,self.version,))
 return __hash__
CODES[b'\x99\x99\xd3\x00\x96\xdf\xf0"=\xc5\x1f\x80D(\xa7\xf6'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.score,self.dealt,self.taken,self.words,self.best,))
 return __hash__
CODES[b'>a\xf2\x0bN\x83\xd4\x07\x03\x92\xefu0\xb5C\x99'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.secondary_target,))
 return __hash__
CODES[b'\x83Qi\x04\x90y\xc8\x92P\xf0\xf4b+#\x18\x0f'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.sheet,self.at,self.facing,self.name,self.aboard,))
 return __hash__
CODES[b'Y\x81\x163E\x18E\xea 0}\xee\xab\x00\xa2I'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.sheet,self.gunnery,self.piloting,self.anti_mech,self.aboard,))
 return __hash__
CODES[b'\xc8#b \xa2\xe0M\x01\xef\xad\x92\xb5\xaa8\xffx'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.sheets,self.rejected,self.documents,))
 return __hash__
CODES[b'\xf8\xa2\xe8\xd65\x06\xb1$x)\x9b)KZ\xe0\x81'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.side,self.command,self.words,self.alternatives,self.seconds,self.score,self.secret,))
 return __hash__
CODES[b'*\xbf\xaf\xeb\xa5$\xcen<,+x\xcf\xc5]\xd7'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.sides,self.wins,self.draws,self.cut_short,self.games,self.players,self.names,))
 return __hash__
CODES[b'\x99\x94\xc1="\x9d8\xe9G\x10c\xd5Z\x83\x8f\x00'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.size,self.origin_x,self.origin_y,))
 return __hash__
CODES[b'\xb3\x00\th1Z\xc3\x02\xee\x04\xb0\xd0FB{\xf6'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.step_aside,self.step_aside_modifier,self.reconstructed,))
 return __hash__
CODES[b'b\x12~i\xb3R\xd4B\x9c5\xe6\xcdH\x15Vd'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.structure,self.head_max_armor,self.armor_per_structure,self.source,))
 return __hash__
CODES[b'C\t\n\xca\xf2\xa8\xed\x17\xd5\x07\xa3q\x82XO\xea'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.structure,self.heat,self.units,self.reconstructed,self.vehicle_divisor,self.damage_roll,self.mech_critical_rolls,self.vehicle_critical_rolls,))
 return __hash__
CODES[b'\x9fE\xf1\xb2|\xae\xde\x90\rC\x1a\xdbp\x07\x00\x85'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.swarming,self.turn,self.declared,self.needed,self.legs_attacked,self.attached,self.ambush_orders,self.defending,))
 return __hash__
CODES[b'\xaf)"\x0bp\x19\x82\nM\xaa\x8b\xd4\xe4d\x19['] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.tables,self.rejected,self.overridden,self.documents,))
 return __hash__
CODES[b'I#;\xa4\xfe\xc7\xdf\x87~:R\x0c\xac\xf6\xe9\x12'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.target,self.ways,self.straight,self.cheapest,self.direct,self.nearest,self.ends,))
 return __hash__
CODES[b'\xa5\xf9\xde@Y\xdct\xeb\xf38\xff-\xd9\x80]\x01'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.terrain,self.symbol,self.mp_cost,self.target_in,self.intervening,self.los_density,self.prohibited,))
 return __hash__
CODES[b'\xbf\x02\x9a\x99\x9f\x19(\xf398\xf3A\xcb\x94\xd6v'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.text,self.kind,self.min_tons,self.max_tons,self.min_mp,self.weapon,self.origin,))
 return __hash__
CODES[b"\x95x\xe2\x16'\x01\x9a3\x93\x91\x13\xa1\xcbb\xc8\xe8"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.title,self.map_name,self.sides,self.options,self.victory,self.leaving_map_destroys,))
 return __hash__
CODES[b"(\x0e;\xbe#e\xe4\x98\xaa-\xd0'\xd2\x99 \xd4"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.troopers,self.armor_per_trooper,self.weapon,self.range_modifiers,self.damage_by_troopers,self.leadership,self.leader_rule,))
 return __hash__
CODES[b'\xdb\xfa\xa8 B\xa4\x99\x8eQ.;C_7`o'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.troopers,self.per_damage,self.bonus,))
 return __hash__
CODES[b'$\x96\x92G\x1c\xb9\x06\xc5\xbaW\xf8Nav\x1a\xd0'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.turn,self.orders,self.short,))
 return __hash__
CODES[b':\xcd\xec\xa6\xc8\x08z\xdb\xbb5\x1f\x1e4\x00o\xed'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.turn,self.phase,))
 return __hash__
CODES[b'\xca\x11\xef\xa7\x06f\x1b0G\xee\x81\x1cu\xf0\xa84'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.turn,self.unloaded,))
 return __hash__
CODES[b'\x9a\x8e\xd4\xd7<\xda\xaeKz\x82\x1d\x87\xe2\xeb\xc6\xc0'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.uid,self.name,self.sheet,self.side,self.position,self.facing,self.damage,self.lost,self.trooper_damage,self.troopers_lost,self.trooper_wounded,self.ammo_used,self.jammed,self.slots_hit,self.weapons_hit,self.vehicle_crits,self.motive_hits,self.pending_motive_hits,self.moved,self.destroyed,self.removed,self.prone,self.pilot_hits,self.unconscious,self.ejected,self.hidden,self.hidden_in,self.secret_path,self.ambush,self.formation,self.floor,self.carried_by,self.structure,self.heat,self.shutdown,))
 return __hash__
CODES[b'YJ\xd9B{\xcb\x9c[d\x9b\x12\x0c\xe9\x91\xc8\xf2'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,))
 return __hash__
CODES[b'\xe8s%\xf9\xcf\x93\x13\xfam\x91\x95\xd2\xd5\xea\xa2\xb4'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.ammo,self.shots,))
 return __hash__
CODES[b'\xd8\x0f\xae\xd9\xc5\xa4\xb0Pi\xe0\xb6\x92o\x82\xf2\x98'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.ammo,self.used,))
 return __hash__
CODES[b'\xf2x\x9fo\x15I\xa0\xf4;h\xfd24$\xb7\xe6'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.arms,))
 return __hash__
CODES[b'\x93a\x8a\x97\x94#4{\xf6nC L!\xcc\xad'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.at,))
 return __hash__
CODES[b'\xb9Zc\xcc\xbf\xe7h\xe6\xcdZp\xafa|\x89V'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.at,self.facing,))
 return __hash__
CODES[b'\x80"\r\xa2\x88\x0b\xee\xe3{\x94\x9f\xa8s\xf5\xa3C'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.at,self.levels,self.damage,))
 return __hash__
CODES[b'\n@}\xa6[\x82\xd8\x17\xf13rx\xd4\x1c\xab\xc3'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.at,self.reason,))
 return __hash__
CODES[b'\xaa\xb1ft\xfb)W\xc4\xe9\xa8V\x90\xca\xb4\x8cc'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.at,self.tactical,self.ambush,self.ambush_attack,))
 return __hash__
CODES[b'\xac)H\x94\xf1\x13\x9et-l\xf2xn\x98 \xd0'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.at,self.text,))
 return __hash__
CODES[b' \xe0\x00\xa2W\xc8\xeeW\xd6\xd4\x14)\xf2\xcfI\xbb'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.by,self.at,self.to,self.how,))
 return __hash__
CODES[b'\xac^8B\x10@\xb3\x84\xef\xb1<.C\x11,\xf4'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.call_off,))
 return __hash__
CODES[b'\xe3Zh\x19HIN\xa8\xa5|\x16\xd75g\xd8\xee'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.carrier,self.at,))
 return __hash__
CODES[b'Jp\x192\x18"\xec\x18\xc0\xf40\x95\x8bI\'\x0f'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.carrier,self.at,self.why,))
 return __hash__
CODES[b'\xb4\x1f{\xf9\x95l$E\xe2\xc71\x05\xb8\xf8j\x82'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.carrier,self.location,self.troopers,))
 return __hash__
CODES[b'|\xce\xdd\x8a\x97xW\x14\x181\x17X\x88F\xf6\xcf'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.carrier,self.trooper,self.position,self.roll,self.damage,))
 return __hash__
CODES[b'\xf32\xde#\x82\xa2\xb0\xa5~\xf5\x08\xeeE\xb0\x884'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.carrier,self.why,self.roll,self.damage,))
 return __hash__
CODES[b'&Q\xecX"\x9f\xe9\x08"\xf9\x8e\x99\xaauO\xe4'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.cruise,self.flank,))
 return __hash__
CODES[b'&\xf8D\xb9\x94f\x85\xf1\xe2p\xafi\xcb\x93\xab\x17'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.enemy,))
 return __hash__
CODES[b'x\x8d\xf9n\xb4\x02\t@\x97go0\xd2[\x83\xd8'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.facing,))
 return __hash__
CODES[b'\x06b8\xd2;\x8ew\xed#\xe6<\xd4L\xd9\x0b7'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.floor,))
 return __hash__
CODES[b'W\t,\xcfk\xe3\xe4\xee\xfd\x81\xc2\xf0\xbb\xfa.\xc9'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.formation,))
 return __hash__
CODES[b'YM<W\xe5\xe6\xf6P\xb0\xe15I\xd3VR\xf8'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.friend,self.to,))
 return __hash__
CODES[b'\x8b\xb8\xe1_\xf9{.\xfa9\xafB\xa6\xde\xbe\xe9{'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.heat,self.shutdown,))
 return __hash__
CODES[b"}\xd1^XR\x85'N\xf3Vi!\xe8V~F"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.hits,))
 return __hash__
CODES[b'?\xda\x11\r\x1b\x02\xcb\x15\x98\xd9\xe2;\x9f\xe9\xde\xd0'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.host,))
 return __hash__
CODES[b'K\xe0\xb74\xf9St\xbc\xc5s"\xcd6|v\xdb'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.host,self.at,self.why,))
 return __hash__
CODES[b'(\xbbz\xe4\x04wp\x05\xd9[Kb\xaaf\xe1-'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.host,self.roll,self.damage,))
 return __hash__
CODES[b'\r\x19\xcb3\x1d\x01r^\xf4Eg\xc3\xa8\xfd\x854'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.landed,))
 return __hash__
CODES[b'\xb6\xadR\xb8\xb6\xa5\xd7#Ye\xc2M_\x03\x8a\xab'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.letter,self.target,self.move_to,self.facing,self.limb,self.weapons,))
 return __hash__
CODES[b'tc\x8c\xd2\x93\xb9\t\x7f\x8c\xb0K\r\xc4\xa4\x85G'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,))
 return __hash__
CODES[b'}\xb4\xd5u\x05+\xf1\xe5\x8c!2|\xd1\xa4@\xfc'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.amount,))
 return __hash__
CODES[b'Z\xbe\xe1Dc\r\n\x81\xd61\t\x15_\xbf \xe7'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.cover,))
 return __hash__
CODES[b'\x8e\x9f\xf2\xb4\xbc0d\xb2wf\xdfZ\xaa\x10-\x10'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.damage,))
 return __hash__
CODES[b'\xfb\xc7H\xefXwB\xd274Nu\xe14t7'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.delta,))
 return __hash__
CODES[b'\xa3\x0f\x03\x08\x1bm\xaa#s\xe5u\x08\xe8\x1c\r\x8e'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.index,self.what,self.hit,))
 return __hash__
CODES[b'\x86m\xac\xfa\xf7\xe13\x88{\x9d\x98\xdd\xd2$X\x1d'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.roll,self.result,self.effect,))
 return __hash__
CODES[b'a\xe6\x1d\x191\xd2\xc5|5\x04\x15\xf8\xaa6\x08-'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.slot,self.hit,))
 return __hash__
CODES[b'\xb3\x8f\x10\x0f\xca\x92\xcbw\xfe\xd48\x04C\x1cQ&'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.slot,self.what,self.effect,))
 return __hash__
CODES[b'\x8fs\xcd8\xc3\x07\xa7&\x85^\x06\xa9:\xdb\xe6X'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.weapon,self.damage,))
 return __hash__
CODES[b'\xf6\xe3$d\xdd7\xba\xe1\x1c\xc4\xfcT\xa4#\x8b\xac'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.location,self.why,self.roll,self.hits,self.blown_off,))
 return __hash__
CODES[b'\xfev;\xb0\x92\xcb\xbe\xb7\xf3\\\xe6\xccE\xf7\t:'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.made,self.sunk,self.heat,self.why,))
 return __hash__
CODES[b'\xbf\xd2\xb1%\xc8\x0fN\xb7\xfc>h\xc3\x81K\x1fO'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.mode,self.mp_left,))
 return __hash__
CODES[b'R\xab\xf2\xce\xb5\x01V\x9e\xd69TY\x81\x14\x07\x92'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.mode,self.path,self.facing,self.mp_spent,self.hexes,))
 return __hash__
CODES[b'\x8a\xf5\x83\xef\xa2\x97\\\xb0\x95\x1f\x01\xfd\xd6\xd8\x073'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.mode,self.steps,self.close_assault,self.floor,self.load,self.unload,self.unload_into,))
 return __hash__
CODES[b'R\xe9~D\xd2/OiK]\xac\xb4xR>}'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.model,))
 return __hash__
CODES[b')\xdd]\xdd<\xaf4\xa7\xad\xe29YI>\xd4\x89'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.model,self.leader,))
 return __hash__
CODES[b'\xb59\xbb)X$@[\xd9j\x95\xa9U$\x15\x0e'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.model,self.x,self.y,))
 return __hash__
CODES[b'i\x19\xcc\xefw1\xbd\xaa\xdb}\xe8l+Om\x9d'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.needed,self.roll,self.conscious,))
 return __hash__
CODES[b'\xce\x07\xaa\x10\xa5|\x8b\x8fO\x99L\tY\xe0\xc7g'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.number,self.at,self.radius,self.side,self.leader,))
 return __hash__
CODES[b'\x1a%vX\xba\xbf\xd8j+\x19\rg\xfb\t\x0bi'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.pilot_hits,self.prone,self.unconscious,self.motive_hits,))
 return __hash__
CODES[b'\x13\\\xf1\xbfK\xa7\xa6\x93u_\x01\x9a\xe5\xf5\x08a'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.place,))
 return __hash__
CODES[b"\xec\xae\xb7\x06\xb3\xe9\xc1\xdfU\xcbx\x80\xb7'\x82$"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.place,self.facing,self.mp_spent,))
 return __hash__
CODES[b'}r\xfa\xed{\x9d$\xa4\xbc5-\x02\xccL\x1f\xf3'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.reason,))
 return __hash__
CODES[b'\xa1\xd5\x13z7\xa3\x0b\xc3+\xf8Z\xd1b\x94)5'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.reason,self.needed,self.roll,self.passed,self.modifiers,))
 return __hash__
CODES[b'\xf5\xd8\x1akV\x04\xe3 \xf5\x08\xba\x00\xb3YhS'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.steps,self.shift,))
 return __hash__
CODES[b'JT\x86\x03g\x06\xd5\x943\xe8\xf4r\x11\x8f\x94\xdd'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.tactic,))
 return __hash__
CODES[b'"PS\xcf\xa3"\x19:\x1fLG\x12xS\xa9\x9d'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.tactical,self.ambush,self.ambush_attack,))
 return __hash__
CODES[b'\xc7Z\x16\xef7\\\x97|{\x10a{\xf3H5\x04'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.target,))
 return __hash__
CODES[b"\xb7\x14U&\xb1<\xcb\x83\x1c\x96\x82\x8f\x1e\xe2\x0f'"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.target,self.attack,))
 return __hash__
CODES[b'h\x05\x0c!0G\x04\x15\x97\xe0\xf6\xc4\x89?\xed('] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.target,self.attack,self.needed,self.modifiers,))
 return __hash__
CODES[b'\xb8\x82*\xfc#5\x91\x9cu\xbfE\xcc\xberZ\x9d'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.target,self.attack,self.needed,self.roll,self.hit,))
 return __hash__
CODES[b'\x02\xac\x7f\xe0\x89\x04\xb7Z\xe2k\x83\x85\x06\xa6\x01\x9c'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.target,self.attacks,self.building,))
 return __hash__
CODES[b'\xefc\xb3\xea\x01\x02\xff9\x9c\x10b[,\x92R\r'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.target,self.weapons,self.building,))
 return __hash__
CODES[b'STb\xd6\xfe\xc8zX\xa4Q`0\xdfR-\x7f'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.to,self.facing,))
 return __hash__
CODES[b'~\xb3F>\xb3Z\xb10\xc6\x01k\xa0y\xbd\xc0\x19'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.verb,self.into,self.problem,))
 return __hash__
CODES[b'z\xf1\x1dT\x8a\x9f\xfeu\x98\xe3\x84\xe9\x9b\x0bDD'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.weapon,))
 return __hash__
CODES[b'\xd6\xc8W5\xf0R\x94\xa0sv\x8b\xda\x9d v\xf0'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.weapons,))
 return __hash__
CODES[b',2\x8b\xc7\x91:\x996\x1bC\x16i\x0fwj\x1b'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.what,self.heat,self.target,self.roll,self.avoided,))
 return __hash__
CODES[b'\xac3#$\x0c&\x8d$\xda\x06\x8d\xa9\x0e@\x9c\x10'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.what,self.value,))
 return __hash__
CODES[b'\x92a0\xba\xc1\xe25\xf0\x89\x8a\x7f\x95\xe3\x14\x00\x08'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.unit,self.why,self.on,))
 return __hash__
CODES[b'0\xec?f\xbc\xf1\x9e\xb0\xf1[g\xc2\xca5\xa5S'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.units,self.phase,self.log,self.events,self.before,))
 return __hash__
CODES[b'\xda1?PT\xca\xb5\xca\xb8\x06z\x1e;\x1bk '] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.units,self.tons,self.bv,self.without_bv,self.by_kind,))
 return __hash__
CODES[b'\x8c\xb3\x90i\x93\xce\xdbg\x9e\x05\x99Z0v\xf7\x0f'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.walk,self.run,self.jump,self.motive,))
 return __hash__
CODES[b'\xb7P\xcd\xe8\xa8\xc9\x8a\x89\x95\xac\xb4\x1b\xc7\x9b\xd7M'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.walk,self.run,self.jump_per_hex,self.jump_minimum,self.engine_hit,self.single_sink,self.double_sink,self.maximum,self.mp,self.to_hit,self.shutdown,self.automatic_shutdown,self.ammo,self.life_support,self.immobile_target,self.weapons,))
 return __hash__
CODES[b'\x88\xee\xd3\xa6\xa9\xf8\xf4w\xe8\xe4\xd95gP\xd0\x14'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.weapon,self.chance,self.damage,self.target_number,))
 return __hash__
CODES[b'z\x86d\x7f,/\x179\xeb\xf5\xf9o\xba8H\xa5'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.weapon,self.shots,))
 return __hash__
CODES[b'c\xb9\x80g\x06G\xc6\xe2`\xa0\xea\x82\xaaVp\xd3'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.weapon,self.shots,self.target,))
 return __hash__
CODES[b'\x8f\x95jm\xe5}\xc1i<_\xbf\x9b\x00L\xc1\x0c'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.weapons,self.ammo,self.source,))
 return __hash__
CODES[b'N\x03\xabJ\x9c\xfd.V6[\xbf\xdc\ns\x99\xcd'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.weapons_y,self.ammo_y,self.to_hit_y,self.diagram_y,self.blocks,self.boxes,self.pitch,self.slots,self.crit_y,))
 return __hash__
CODES[b"\x92\xe3qD\x84%d\xd5\x05b\x8frc\x17('"] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.where,self.reason,))
 return __hash__
CODES[b';\xb3\xf0\x9e\xe6TC\xca\r\xe6\xc6O\xb2\xee\x87\xca'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.winner,))
 return __hash__
CODES[b'\xddDm\x8a\xd0T\xa6\xa5\xacF\x91\x0c\xf9\xff\xac\x8b'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.winner,self.turns,self.commands,self.seconds,self.max_decision_ms,self.players,self.limit,self.decisions_ms,self.stopped,))
 return __hash__
CODES[b'\xe3G!\xfaU5\x8a\xde[\xcd\xc20\x8e\x02\xdaR'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.x,self.y,self.r,self.ticked,self.shaded,))
 return __hash__
CODES[b'\xac\xf8\xab\xee\xf85\xb6\x8e\xb5\x98\x81\xc39\xeal{'] = __create_fn__.__code__
def __create_fn__():
 def __hash__(self):
  return hash((self.x,self.y,self.size,self.ticked,self.label,))
 return __hash__
CODES[b'Z4\x95\x9b\xb1\xd0\x02\xcf\x92\xf5\xa7A"\xac\x16\xd5'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"()"
 return __repr__
CODES[b'\xf1\x1c\x85W\xbd@\x83\xe1X\xe5L/\xdc\x95X\x14'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(at={self.at!r}, amount={self.amount!r}, cf_left={self.cf_left!r}, cause={self.cause!r})"
 return __repr__
CODES[b'5+\xc1{\xd3\xdb\x7fo\x90\xdc^\xf3Ol+G'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(at={self.at!r}, reason={self.reason!r})"
 return __repr__
CODES[b'\xb9\xd2\x125\xab\x15\xf8\xdeM\x91o\xbd\xf4\x10a\xe2'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(at={self.at!r}, units={self.units!r})"
 return __repr__
CODES[b'\x84\x95 \nY_\x8dR?v\xa6\n\xa0\xf52Q'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, at={self.at!r}, attack={self.attack!r}, damage={self.damage!r})"
 return __repr__
CODES[b'\x82\xc9\xf4\xc5\xddM)+\xaa&\xb7\x04\xbf\xff\x896'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, at={self.at!r}, weapon={self.weapon!r}, to_hit={self.to_hit!r}, roll={self.roll!r}, hit={self.hit!r}, shots={self.shots!r})"
 return __repr__
CODES[b'~\x9c\xf7\xa6\xc0\x8e;\x13\x12[.z\x98b+\x11'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, defender={self.defender!r}, at={self.at!r}, approach={self.approach!r})"
 return __repr__
CODES[b'V6\x82\x02\x8a\x03f\xb3y\xcfK\xb2)p\xc2>'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, attack={self.attack!r}, direction={self.direction!r}, modifiers={self.modifiers!r}, charge_hexes={self.charge_hexes!r})"
 return __repr__
CODES[b'\xbd\xb4\xc7HY<# \xca\xef\x8a\xe4\x01\xf6K\xeb'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, attack={self.attack!r}, to_hit={self.to_hit!r}, roll={self.roll!r}, hit={self.hit!r}, modifiers={self.modifiers!r})"
 return __repr__
CODES[b'\xac\x8as\x1f<\xb5\x8f0\xad\xa5\xea\x0b)"\xe0\xe5'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, attacks={self.attacks!r}, building={self.building!r})"
 return __repr__
CODES[b'm`o\x0c\xf3sg}\x9dq\x1a|I\x1c{\xe5'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, attacks={self.attacks!r}, resolved={self.resolved!r}, building={self.building!r})"
 return __repr__
CODES[b'\x98\xd1\xcd\xfds3&K7b\xb6MZ9\xc4\xe4'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, hexes={self.hexes!r})"
 return __repr__
CODES[b'\x91\x167K\x17\x07\x13s]5"\xf8\xb4M\x13s'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, shots={self.shots!r})"
 return __repr__
CODES[b'\x10F\x9a\x9cN\x02w\xb5\x1aL\x8b"q\x85\x17\xbe'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, weapon={self.weapon!r}, roll={self.roll!r}, needed={self.needed!r}, hit={self.hit!r})"
 return __repr__
CODES[b'\xa7]\xd0\x9c\xf2\xe3\x8f\x17\xef@\xf6\xbf\x0f@\x81\x94'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, weapon={self.weapon!r}, to_hit={self.to_hit!r}, roll={self.roll!r}, hit={self.hit!r}, shots={self.shots!r})"
 return __repr__
CODES[b'\x8f\x88\x16\xb6\xa4N3\x93\x0f\xc6\xbd\x87A\x9c\xdc\xae'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, weapons={self.weapons!r}, elsewhere={self.elsewhere!r}, building={self.building!r})"
 return __repr__
CODES[b"\x05W\xcc\xc6'*\xfdg:lGP\x8d\xbf\xb6\xce"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, target={self.target!r}, weapons={self.weapons!r}, to_hit={self.to_hit!r}, resolved={self.resolved!r}, building={self.building!r}, troopers={self.troopers!r})"
 return __repr__
CODES[b'\x88\xfe}E\x11\x98\x15\x00(\x92\xc5\xa9\xf4\xe0^\xd8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, weapon={self.weapon!r})"
 return __repr__
CODES[b'n\xfe\xa7\xda{0Ia"\x0f/\x87\xc6\xf8d}'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker={self.attacker!r}, weapon={self.weapon!r}, column={self.column!r}, hits={self.hits!r})"
 return __repr__
CODES[b'\xaf\t\xd1\xd8D=O\xady\xc27\xd9\xcd7\xc0\xe8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacker_movement={self.attacker_movement!r}, range_brackets={self.range_brackets!r}, target_movement={self.target_movement!r}, battle_armor_target={self.battle_armor_target!r}, pulse={self.pulse!r}, target_jumped={self.target_jumped!r})"
 return __repr__
CODES[b'&\x98\xc5h\x05\xaa\x95\x93\x89X-\xfc\xba\xee&\xbe'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(attacks={self.attacks!r}, charge_self_divisor={self.charge_self_divisor!r}, dfa_self_divisor={self.dfa_self_divisor!r}, damage_group={self.damage_group!r}, punch_table={self.punch_table!r}, kick_table={self.kick_table!r}, prone_target_adjacent={self.prone_target_adjacent!r}, prone_target_other={self.prone_target_other!r}, prone_attacker={self.prone_attacker!r}, psr={self.psr!r}, stand_up_mp={self.stand_up_mp!r}, fall_damage_divisor={self.fall_damage_divisor!r}, fall_facing={self.fall_facing!r}, consciousness={self.consciousness!r}, mechwarrior_hits={self.mechwarrior_hits!r}, kick_infantry_in_hex={self.kick_infantry_in_hex!r}, prone_weapon_fire={self.prone_weapon_fire!r})"
 return __repr__
CODES[b'\xe1\xfbZ\x99k\x11c#\x10\x15wM\x17y\x9b\xd4'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(automatic_within={self.automatic_within!r}, immobile_target={self.immobile_target!r})"
 return __repr__
CODES[b'T\xe0\x1c\x1d\x86x ]]"\x8b\x12Z\xf3\xa5\x01'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(avoid_piloting_below={self.avoid_piloting_below!r}, avoid_weight={self.avoid_weight!r}, flee_weight={self.flee_weight!r}, push_base={self.push_base!r}, block_divisor={self.block_divisor!r}, block_striker_divisor={self.block_striker_divisor!r}, exchanges_per_turn={self.exchanges_per_turn!r}, fire_reach={self.fire_reach!r}, partial_cover={self.partial_cover!r}, stray_hit={self.stray_hit!r}, fire_out_forfeits={self.fire_out_forfeits!r}, formation_hits={self.formation_hits!r})"
 return __repr__
CODES[b"\xfb\xdf%YhI\x82-'\xc8\x1fO\x04\xbf\xc7\xc6"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(board={self.board!r}, dropped={self.dropped!r})"
 return __repr__
CODES[b'f\xdf\xaci\xdc\x8cO:\xab^\xe7\x12qh\xbb{'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(command={self.command!r}, events={self.events!r})"
 return __repr__
CODES[b'a\x0fk\xc2F\xe2\xab\x07N$T\xe9F\xfc>7'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(default_leadership={self.default_leadership!r}, radius_per_leadership={self.radius_per_leadership!r}, standoff_inches={self.standoff_inches!r}, troopers_per_model={self.troopers_per_model!r}, base_mm={self.base_mm!r}, contact_mm={self.contact_mm!r}, leader_falls_on={self.leader_falls_on!r})"
 return __repr__
CODES[b"\xf1\xcb|\xd6\x9f\xfc-y'-\xcf)\xa3\xfa\x9e\xb5"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(defender={self.defender!r}, attacker={self.attacker!r}, defender_letter={self.defender_letter!r}, attacker_letter={self.attacker_letter!r}, result={self.result!r}, result_name={self.result_name!r})"
 return __repr__
CODES[b'\xde\x00Y\xf0J\xfa?\x82\xe7\xaaS@y\\\xf8\x8b'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(defender_actions={self.defender_actions!r}, attacker_actions={self.attacker_actions!r}, results={self.results!r}, result_names={self.result_names!r}, reconstructed={self.reconstructed!r}, scale={self.scale!r}, numbers={self.numbers!r}, hints={self.hints!r})"
 return __repr__
CODES[b'\xb3\x86)\xe3\xa7\x98m(\x9bv\xb7\xc070)\xf4'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(determine={self.determine!r}, blown_off={self.blown_off!r}, torso_hits={self.torso_hits!r}, engine_destroyed_at={self.engine_destroyed_at!r}, gyro_piloting={self.gyro_piloting!r}, gyro_destroyed_at={self.gyro_destroyed_at!r}, sensors_to_hit={self.sensors_to_hit!r}, sensors_blind_at={self.sensors_blind_at!r}, shoulder_to_hit={self.shoulder_to_hit!r}, arm_actuator_to_hit={self.arm_actuator_to_hit!r}, hip_piloting={self.hip_piloting!r}, leg_actuator_piloting={self.leg_actuator_piloting!r}, leg_actuator_mp={self.leg_actuator_mp!r}, jump_jet_mp={self.jump_jet_mp!r}, ammo_pilot_hits={self.ammo_pilot_hits!r}, physical_actuator_to_hit={self.physical_actuator_to_hit!r}, physical_hand_foot_to_hit={self.physical_hand_foot_to_hit!r}, physical_actuator_halves={self.physical_actuator_halves!r}, vehicle={self.vehicle!r}, vehicle_results={self.vehicle_results!r}, vehicle_sensors_to_hit={self.vehicle_sensors_to_hit!r}, vehicle_commander_to_hit={self.vehicle_commander_to_hit!r}, vehicle_stabilizer_to_hit={self.vehicle_stabilizer_to_hit!r}, reconstructed={self.reconstructed!r})"
 return __repr__
CODES[b'\x1e\xb7\xf1N\x0e\xd9r\x02+\x96\xd4\x11\xfd\x8ek\xf1'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(direct_divisor={self.direct_divisor!r}, cluster_bonus={self.cluster_bonus!r}, pulse_bonus={self.pulse_bonus!r}, burst_fire_dice={self.burst_fire_dice!r}, clear_terrain_multiplier={self.clear_terrain_multiplier!r})"
 return __repr__
CODES[b'\r\xed\x1dX\x0e\x1em\xb0\xbbOs\xd5\xe0\xdf\xce\xe8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(direct_fire={self.direct_fire!r}, cluster_ballistic={self.cluster_ballistic!r}, pulse={self.pulse!r}, cluster_missile={self.cluster_missile!r}, area_effect={self.area_effect!r}, reconstructed={self.reconstructed!r})"
 return __repr__
CODES[b'\x02\xdb\xb5}\x8a#\x82\xc8\xcf\x97\x8c\xe1\xf9\x07\xab.'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(display={self.display!r}, document={self.document!r}, board={self.board!r}, notes={self.notes!r})"
 return __repr__
CODES[b"\x16\xcc$\xc8\xe2\xa3'\xe7\x88\x86o\x12}vb\x98"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(drop_flat_piloting={self.drop_flat_piloting!r}, water_deep={self.water_deep!r}, water_prone={self.water_prone!r}, erratic_driving={self.erratic_driving!r}, erratic_vtol={self.erratic_vtol!r}, erratic_damage={self.erratic_damage!r})"
 return __repr__
CODES[b"'\xe9\xc0\t\xd6\x7fY\x9e\xd17pJHw\xc3\x99"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(edge={self.edge!r}, depth={self.depth!r}, hexes={self.hexes!r})"
 return __repr__
CODES[b'\xcf\xfc\xc9\r\xd7\x97\xac\x0b\xf5\xb3<^8[y\x86'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(entry={self.entry!r}, text={self.text!r}, roll={self.roll!r})"
 return __repr__
CODES[b'\xa4\x99\xef\x12)\x0f\xae\xd0\xe1\xa0%RS\tO\xff'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(entry_damage_divisor={self.entry_damage_divisor!r}, entry_tons_divisor={self.entry_tons_divisor!r}, absorb_divisor={self.absorb_divisor!r}, infantry_share_from_outside={self.infantry_share_from_outside!r}, building_share_from_inside={self.building_share_from_inside!r}, battle_armor_group={self.battle_armor_group!r}, jump_in_damage={self.jump_in_damage!r}, floor_mp={self.floor_mp!r}, collapse_divisor={self.collapse_divisor!r}, collapse_multiplier={self.collapse_multiplier!r}, rubble={self.rubble!r}, infantry_tons={self.infantry_tons!r}, attack={self.attack!r}, floor_mp_mechanized={self.floor_mp_mechanized!r})"
 return __repr__
CODES[b'\xb14`\x02\xf6\x95\xa2\x86\x8a\x15\xa3H\xfd\xd0\x0e\xfb'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(file={self.file!r}, status={self.status!r}, key={self.key!r}, error={self.error!r}, notes={self.notes!r})"
 return __repr__
CODES[b'Q\xb04\xe8\xf42\xa7sXUo\xcc\xa3\x82\xb8\xb5'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(formations={self.formations!r})"
 return __repr__
CODES[b'@\xdb\xe3\xfe\xb3\xf8\x89v\xb9!!~\xe4\x83C\x1f'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(gunnery={self.gunnery!r}, piloting={self.piloting!r}, anti_mech={self.anti_mech!r})"
 return __repr__
CODES[b'@n\xe11:m\xcbA\x9cD\xdeR\xe8U\x83\xd8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(head_damaged={self.head_damaged!r}, landing={self.landing!r}, reconstructed={self.reconstructed!r})"
 return __repr__
CODES[b'C\xb4\x11\xc6>\x97\x9f\xdb\x03@\xf7\xcb\x1c\x17\x1f\x05'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(heat_sinks={self.heat_sinks!r}, double={self.double!r}, rear_armor={self.rear_armor!r}, source={self.source!r})"
 return __repr__
CODES[b'\xda\rc\xd6WAQin\x8e\x03(\x00Q\x01\x18'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(hex={self.hex!r}, attacker={self.attacker!r}, defender={self.defender!r}, entry={self.entry!r}, approach={self.approach!r}, places={self.places!r}, facings={self.facings!r}, mp_left={self.mp_left!r}, step={self.step!r}, exchange={self.exchange!r}, tactics={self.tactics!r}, fired={self.fired!r}, joined={self.joined!r}, maneuvered={self.maneuvered!r})"
 return __repr__
CODES[b"\xedy'\xce\x98@lkc\xd1\x12\x8e\x15\xfd\xb1F"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(hex_metres={self.hex_metres!r}, hex_cm={self.hex_cm!r}, tactical_hexes_across={self.tactical_hexes_across!r})"
 return __repr__
CODES[b'TX\x03\n\xd6\x9b\xae\x97gH\xae\xbb\xb7T\x9a\xa6'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(infantry={self.infantry!r})"
 return __repr__
CODES[b'(o\xe33"\xd0\xce\x88\xb0\x1b\xfc\xe0&\xb8\rg'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(infantry_mp={self.infantry_mp!r}, minimum_move={self.minimum_move!r}, stacking={self.stacking!r}, machine_gun_dice={self.machine_gun_dice!r}, machine_guns={self.machine_guns!r}, transport={self.transport!r}, mechanized={self.mechanized!r}, movement_types={self.movement_types!r}, mechanized_losses={self.mechanized_losses!r}, mechanized_toughness={self.mechanized_toughness!r}, battle_armor={self.battle_armor!r}, domino={self.domino!r}, falling={self.falling!r}, anti_mech={self.anti_mech!r}, non_infantry_weapons={self.non_infantry_weapons!r})"
 return __repr__
CODES[b'\x80\xe9x\xb7w<\xcfo}`\xcc:\xa7\x05\xb3\xbc'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, display={self.display!r}, document={self.document!r}, map_display={self.map_display!r}, map_document={self.map_document!r})"
 return __repr__
CODES[b"\xd19\x0f~1A\xfc\xf0|<\xeb=C(['"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, document={self.document!r}, sheet={self.sheet!r}, notes={self.notes!r})"
 return __repr__
CODES[b'\x99J\x08\xe0O\xff\xd7\x16;W\xb8\xd8\x7fmD\xd7'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, hex_mm={self.hex_mm!r}, unit={self.unit!r}, name={self.name!r})"
 return __repr__
CODES[b'\x8b\x05\xfc\xca\xa7\xeb\xfa]*\xd5^G\xd5\x15d\x93'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, name={self.name!r})"
 return __repr__
CODES[b'9o\xfd\x9a\x95]RPF\xfc\x8dg\xf0l\x0c\xfa'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, name={self.name!r}, colour={self.colour!r}, deployment={self.deployment!r}, sets_up_first={self.sets_up_first!r})"
 return __repr__
CODES[b'\x16\x94\xb4\x85\x1a\xf3s\xfcn\xb8K\x87\xab\xce\x07\xd8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, name={self.name!r}, colour={self.colour!r}, deployment={self.deployment!r}, units={self.units!r}, sets_up_first={self.sets_up_first!r})"
 return __repr__
CODES[b'\xfaL\x81*\xfbT\x19%\x18\xf8&\x1c\x8d(M\xbb'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, name={self.name!r}, colour={self.colour!r}, edge={self.edge!r}, depth={self.depth!r}, units={self.units!r}, hexes={self.hexes!r})"
 return __repr__
CODES[b'l\x1d@\xa1\x7f\xf4\x1c\x1aJ\xa1\x0f\x9bd\xaeU\x82'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, name={self.name!r}, flag={self.flag!r}, requires={self.requires!r}, source={self.source!r})"
 return __repr__
CODES[b'\xb7\xc7 \xc0\x81\x96JZ\xa3\xfd\xa1\x8f\xfe\xba<\xc2'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, name={self.name!r}, kind={self.kind!r}, tons={self.tons!r}, movement={self.movement!r}, armor={self.armor!r}, weapons={self.weapons!r}, ammo={self.ammo!r}, crew={self.crew!r}, infantry={self.infantry!r}, public_data={self.public_data!r}, source={self.source!r}, rear_armor={self.rear_armor!r}, criticals={self.criticals!r}, transport={self.transport!r}, omni={self.omni!r}, anti_mech={self.anti_mech!r}, heat_sinks={self.heat_sinks!r}, double_heat_sinks={self.double_heat_sinks!r}, engine={self.engine!r}, structure_type={self.structure_type!r}, bv={self.bv!r})"
 return __repr__
CODES[b'\xaa\xc7wT\x0fWk\xe3p\xd6\xbf\xe35\x8f7\x99'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, name={self.name!r}, kind={self.kind!r}, tons={self.tons!r}, mp={self.mp!r}, jump={self.jump!r}, weapons={self.weapons!r}, origin={self.origin!r}, bv={self.bv!r}, words={self.words!r}, path={self.path!r})"
 return __repr__
CODES[b'\x8d\x07\xaa\x89\xe8\x1f?\xf8\xe1\xd5\xd5\x1cgq1\x87'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, per_hex={self.per_hex!r}, unit={self.unit!r}, label={self.label!r}, why={self.why!r})"
 return __repr__
CODES[b'%:T\xfc\x9b.\xfc\xa9\xd9\x1f\x9bT\xc5\xec8\xe3'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, rect={self.rect!r}, image={self.image!r}, pending={self.pending!r}, blank={self.blank!r})"
 return __repr__
CODES[b"8'\x9cESB{)\x11co&\xdc\xaev\xf9"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, title={self.title!r}, source={self.source!r}, board={self.board!r}, sides={self.sides!r}, victory={self.victory!r}, special_rules={self.special_rules!r})"
 return __repr__
CODES[b'\xdct\x10\xb5]\x16Jnr=kX\xca\x10\xb0\xe2'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, cf={self.cf!r}, height={self.height!r}, basement={self.basement!r})"
 return __repr__
CODES[b'\xd0\tOO\x01\xbb\xc8\x8azB0\xa1L\x13\x86f'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(label={self.label!r}, colour={self.colour!r}, infantry={self.infantry!r}, left={self.left!r}, full={self.full!r}, formation={self.formation!r}, riders={self.riders!r}, prone={self.prone!r}, heat={self.heat!r}, shutdown={self.shutdown!r})"
 return __repr__
CODES[b'\xc5\xc7\xcb\xae\xa9\xd5)\x85\xb3\xf8\x14\xcd\\9\xe2['] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(layer={self.layer!r}, terrain={self.terrain!r}, depth={self.depth!r}, level={self.level!r}, building={self.building!r}, road={self.road!r})"
 return __repr__
CODES[b'vn\x98\xe1Y\xf8\x12\xb2\xd3\xbfb\x9cY\x1c\x05\x9f'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(leg_conventional={self.leg_conventional!r}, leg_battle_armor={self.leg_battle_armor!r}, swarm_conventional={self.swarm_conventional!r}, swarm_battle_armor={self.swarm_battle_armor!r}, leg_damage={self.leg_damage!r}, vs_vehicle={self.vs_vehicle!r}, mechanized={self.mechanized!r}, immobile_target={self.immobile_target!r}, swarm_locations={self.swarm_locations!r}, swarmer_hit={self.swarmer_hit!r}, brush_off_piloting={self.brush_off_piloting!r}, jump_off_piloting={self.jump_off_piloting!r}, knocked_off_dice={self.knocked_off_dice!r}, reconstructed={self.reconstructed!r}, shaking_off={self.shaking_off!r})"
 return __repr__
CODES[b'\x9d\xf5O\xba\xe1[ @\x0cD\x80Q\xa3\xb3$\xee'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(levels={self.levels!r}, dice_per_level={self.dice_per_level!r}, reconstructed={self.reconstructed!r})"
 return __repr__
CODES[b'!~\xc8\xd0M+b\x004.m\xee\xf3\xce\xd9\xc4'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(levels={self.levels!r}, mech_mp_by_depth={self.mech_mp_by_depth!r}, floats={self.floats!r}, infantry_max_depth={self.infantry_max_depth!r}, buildings={self.buildings!r}, infantry_building_mp={self.infantry_building_mp!r}, road_mp={self.road_mp!r}, unit_height={self.unit_height!r}, woods_height={self.woods_height!r}, partial_cover={self.partial_cover!r}, road_bonus_mp={self.road_bonus_mp!r}, road_bonus_motives={self.road_bonus_motives!r})"
 return __repr__
CODES[b'h\xd6\x06\x91\xb1po\xfe^\xa1\xaf4\xd4\xc2Xj'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(lines={self.lines!r}, hits={self.hits!r}, events={self.events!r})"
 return __repr__
CODES[b'b\x1ecR\x93\xb8\xc5\x92\xa3\xcf\x07\xdf\xb39\xf0\x07'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(load_mp={self.load_mp!r}, survive_destroyed_carrier={self.survive_destroyed_carrier!r}, reconstructed={self.reconstructed!r}, jolt_hit={self.jolt_hit!r}, jolt_damage={self.jolt_damage!r})"
 return __repr__
CODES[b"\x00\x9e'\x84x\xdf\xf0Vw#,\x08E\xf4\xff\x1e"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(location={self.location!r}, index={self.index!r}, x={self.x!r}, y={self.y!r}, width={self.width!r})"
 return __repr__
CODES[b'8\xcd\xaf\xb4T\x01\xe6\xce\xbe\xd9q\xc9Fj7\x17'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(location={self.location!r}, title={self.title!r}, x={self.x!r}, y={self.y!r}, w={self.w!r}, h={self.h!r}, circles={self.circles!r}, destroyed={self.destroyed!r})"
 return __repr__
CODES[b'6}\x9d-|\xc5\x0fp\x8f\xe5o\xf0\xa9\x82\x1cz'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(low={self.low!r}, high={self.high!r}, modifier={self.modifier!r})"
 return __repr__
CODES[b'\xcd\xfdl\x16\x0eG\xc37\r\x0f\xe6\xde\xd9H\xbd\x96'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(map_w={self.map_w!r}, map_h={self.map_h!r}, area_w={self.area_w!r}, area_h={self.area_h!r}, columns={self.columns!r}, rows={self.rows!r})"
 return __repr__
CODES[b'z\x15\xcd\x82Cv]C\xfa\xb96\xde\xcbc~l'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(max_assaulters={self.max_assaulters!r}, short_fire_modifier={self.short_fire_modifier!r}, may_assault={self.may_assault!r}, fire_only={self.fire_only!r}, ordering_phase={self.ordering_phase!r})"
 return __repr__
CODES[b'\x88\xd8\xc0\xfa\xedb\xa2\x9d6\xf7%\xfd:\x8d\xbe\xe8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(max_change={self.max_change!r}, mp_per_level={self.mp_per_level!r})"
 return __repr__
CODES[b'o\x88\x0f\x04,\xb3\x93W\x90,f\xb8P\x89\x9ff'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mech_hit_locations={self.mech_hit_locations!r}, vehicle_hit_locations={self.vehicle_hit_locations!r}, cluster_hits={self.cluster_hits!r}, attack_modifiers={self.attack_modifiers!r}, terrain={self.terrain!r}, los_blocking_density={self.los_blocking_density!r}, facing_change_mp={self.facing_change_mp!r}, infantry_mp_per_hex={self.infantry_mp_per_hex!r}, mech_damage_transfer={self.mech_damage_transfer!r}, arm_lost_with_torso={self.arm_lost_with_torso!r}, infantry_damage={self.infantry_damage!r}, close_assault={self.close_assault!r}, firing_arcs={self.firing_arcs!r}, physical={self.physical!r}, ground={self.ground!r}, buildings={self.buildings!r}, ejection={self.ejection!r}, assault_orders={self.assault_orders!r}, multi_model={self.multi_model!r}, tw_infantry={self.tw_infantry!r}, criticals={self.criticals!r}, standard={self.standard!r})"
 return __repr__
CODES[b'\xc1\x10QN\xa7\x05kr\x16\r\xaa`/\xa5\x1fk'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mech_positions={self.mech_positions!r}, vehicle_positions={self.vehicle_positions!r}, trooper_hit={self.trooper_hit!r}, knocked_off_dice={self.knocked_off_dice!r}, reconstructed={self.reconstructed!r})"
 return __repr__
CODES[b'\xcc\xe1\x8aZ\xa5\xf1^z\xd7\xb8`\x13\\Z\xcb\xa0'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mechanized={self.mechanized!r}, umu_water={self.umu_water!r}, vtol={self.vtol!r})"
 return __repr__
CODES[b'\xc8\xaaJ\x10\x95\xaa#\xe9\xde;s\xa9\xf4\xe5\x8a\xa6'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mode={self.mode!r}, path={self.path!r}, mp_spent={self.mp_spent!r}, hexes={self.hexes!r})"
 return __repr__
CODES[b'E\xa7\x19$\x92\xef\xc856^\x81K>\xa9Q\xd2'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model={self.model!r}, at={self.at!r}, standoff={self.standoff!r})"
 return __repr__
CODES[b'd\xea\x1e\x8a\xbd\x9d1\x9e\xc2}\xad{\x8dWE\x97'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(models={self.models!r}, hex={self.hex!r}, leader={self.leader!r}, troopers={self.troopers!r}, turn={self.turn!r}, placing={self.placing!r}, placed={self.placed!r}, contact={self.contact!r})"
 return __repr__
CODES[b"'id\xed\xb4\xa1\xc4l\xe0\xce\xd3\xb6\xf1G\x17\xf8"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mp_cost={self.mp_cost!r}, cf={self.cf!r}, piloting={self.piloting!r})"
 return __repr__
CODES[b'\xc8\x0bW\x959\xf8a}a\xe8g`_\x9c\xe2\x02'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, candidates={self.candidates!r}, caution={self.caution!r}, noise={self.noise!r}, samples={self.samples!r}, focus={self.focus!r})"
 return __repr__
CODES[b'\x89\xc4\xfa\x9d\xd3[\xb7^\xf55K\x8c\xc2\xf8\xf5\x90'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, columns={self.columns!r}, rows={self.rows!r}, terrain={self.terrain!r}, levels={self.levels!r}, depths={self.depths!r}, roads={self.roads!r}, buildings={self.buildings!r})"
 return __repr__
CODES[b'"/\xf2\xce"\x91T\x16\xbb\xe3\xe4\x11\xa2\xf6X&'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, location={self.location!r}, damage={self.damage!r}, ranges={self.ranges!r}, codes={self.codes!r}, rapid_fire={self.rapid_fire!r}, ammo={self.ammo!r}, quantity={self.quantity!r}, missiles={self.missiles!r}, group={self.group!r}, min_range={self.min_range!r}, body_mounted={self.body_mounted!r})"
 return __repr__
CODES[b"!X\x04'\x95\xb7\x03\x17\xaeIG\xf3\xa7!\x1d\x7f"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, sheet={self.sheet!r}, source={self.source!r})"
 return __repr__
CODES[b'\xa2\xdf&\xa9\x16BWL\x1f\x90\x17\x90\x1a\xda\xe3;'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, side={self.side!r}, colour={self.colour!r}, kind={self.kind!r})"
 return __repr__
CODES[b'9\xdbZ\xd6k\xf8\xbb\xfc\xa2c\xbc\xbas|(g'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(number={self.number!r}, decision={self.decision!r}, error={self.error!r})"
 return __repr__
CODES[b'R\t\x12n\x9c\x02\x84\x83j\xddx\xb0\xb9\x9fX\xfd'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(number={self.number!r}, key={self.key!r}, value={self.value!r})"
 return __repr__
CODES[b'\xf4\xfap=M\xd9?\x96\x05\xb3\xa8\xb0\xae\x9f\xfc\xb3'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(number={self.number!r}, steps={self.steps!r})"
 return __repr__
CODES[b'\x9f\xda\xf1\x95l\xb7@\x91=\x86\r\x95>\r\xb6}'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(number={self.number!r}, views={self.views!r}, strengths={self.strengths!r}, salt={self.salt!r})"
 return __repr__
CODES[b'\xfb,Q\xe7%\xc42\xf2}\xd5j\xe8\x8a\xb0\x97\x80'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(offset={self.offset!r}, divisor={self.divisor!r}, round_up={self.round_up!r}, multiplier={self.multiplier!r}, piloting_difference={self.piloting_difference!r}, attacker_movement={self.attacker_movement!r})"
 return __repr__
CODES[b'\xec\x11sb\x85\xff+\xf9\xcd\xfc\x91\xb1\xbe/n\xd9'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(order={self.order!r}, totals={self.totals!r})"
 return __repr__
CODES[b'\xc1\xb18N\x86\x1c\xb6\xde\x9f\x07\xdd\xb4\x90\xf6\xac\xc3'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(paths={self.paths!r})"
 return __repr__
CODES[b'\xe5{?\x9b`t\xd9\x0b\x9f\xb2\xb2_\x0b`\xb1\xf3'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(per_side={self.per_side!r}, per_hex={self.per_hex!r}, mechs={self.mechs!r})"
 return __repr__
CODES[b'4\x1fj\xe6\ng\xf5\x02\x08@\xee\x13\xa3L9\xeb'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(pitch={self.pitch!r}, per_row={self.per_row!r}, compact={self.compact!r})"
 return __repr__
CODES[b'\xe4\xa7\xbf\x14\xe4\xf3_\xcc)\x17H\x08\xa4\xf2\x01!'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(position={self.position!r}, facing={self.facing!r}, path={self.path!r}, mp_spent={self.mp_spent!r}, hexes={self.hexes!r})"
 return __repr__
CODES[b'<\n\x9d\xa1H\xdc<0\xb1\xa2]\xf7\xd7\xcdE\x1a'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(purpose={self.purpose!r}, dice={self.dice!r}, typed={self.typed!r})"
 return __repr__
CODES[b'\x01:\x96\xf1:\xe5\xbd\x00\xd5q\xce$T/P\xa4'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(rolls={self.rolls!r}, complete={self.complete!r}, refusal={self.refusal!r})"
 return __repr__
CODES[b'\xb3\xab\xfa\x10\t\xb0\x15\x06\xa8\xd2\xc0\t\xc2\xb6\x07\xe9'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(rolls={self.rolls!r}, flagged={self.flagged!r}, note={self.note!r})"
 return __repr__
CODES[b'\xc4\n\x97\x7f3D,\xcd\xc2S\xaea<so\xf6'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(root={self.root!r}, outcomes={self.outcomes!r}, skipped={self.skipped!r})"
 return __repr__
CODES[b'Sw\x83\xa11\xdd~\xee\xd6\x95\x97\xcb9n\xc6\xca'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(row={self.row!r}, column={self.column!r}, x={self.x!r}, y={self.y!r}, w={self.w!r}, h={self.h!r})"
 return __repr__
CODES[b'C\xd6\x80\x1e\x12\x13\xd6\xabE\x8ap*\xef\xe2\xfc\xe8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(rows={self.rows!r}, columns={self.columns!r}, value={self.value!r})"
 return __repr__
CODES[b'\xe2C\xf9\x8fDOT\xf26\x9dX\xb0\xccG,\xf5'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(scenario={self.scenario!r}, board={self.board!r}, sides={self.sides!r}, units={self.units!r}, definitions={self.definitions!r}, rules={self.rules!r}, turn={self.turn!r}, phase={self.phase!r}, initiative={self.initiative!r}, declarations={self.declarations!r}, los_choices={self.los_choices!r}, last_side={self.last_side!r}, winner={self.winner!r}, options={self.options!r}, physical={self.physical!r}, assaults={self.assaults!r}, halted={self.halted!r}, module_state={self.module_state!r}, building_damage={self.building_damage!r})"
 return __repr__
CODES[b'6\x1a?\xd9\x83\x99z\xad\x17 \x06J\xffNr|'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(scenario={self.scenario!r}, initial={self.initial!r}, tables={self.tables!r}, library={self.library!r}, dice={self.dice!r}, seed={self.seed!r}, source={self.source!r}, table_documents={self.table_documents!r}, options={self.options!r}, free_deployment={self.free_deployment!r}, notices={self.notices!r}, created={self.created!r}, _states={self._states!r}, _entries={self._entries!r}, _undone={self._undone!r}, _listeners={self._listeners!r})"
 return __repr__
CODES[b"\xdaN\xcbxK\xae\xca\x8f\x8c1\n'\x88\x8dbF"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(scenario={self.scenario!r}, sheets={self.sheets!r}, rules={self.rules!r}, options={self.options!r}, free_deployment={self.free_deployment!r}, seed={self.seed!r}, dice_drawn={self.dice_drawn!r}, log={self.log!r}, checksum={self.checksum!r}, created={self.created!r}, app={self.app!r}, modified={self.modified!r}, version={self.version!r})"
 return __repr__
CODES[b'O0\xa2t\xe2\xdb\xd2\x9d@\xd8\xf9\x90}\xdd\xe3u'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(score={self.score!r}, dealt={self.dealt!r}, taken={self.taken!r}, words={self.words!r}, best={self.best!r})"
 return __repr__
CODES[b'1\x83CzH\xf8\xd5\x83Q\x88X\xa9l\x94\x1dR'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(secondary_target={self.secondary_target!r})"
 return __repr__
CODES[b'\x90%fV\x1a\xf4\xa6\x8e\xea-xW\xe5"NH'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(sheet={self.sheet!r}, at={self.at!r}, facing={self.facing!r}, name={self.name!r}, aboard={self.aboard!r})"
 return __repr__
CODES[b'\x9f\xbcW6\xdf\xaeQ\xa0\x12\xbb\xf4\x05R/\x17\xe8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(sheet={self.sheet!r}, gunnery={self.gunnery!r}, piloting={self.piloting!r}, anti_mech={self.anti_mech!r}, aboard={self.aboard!r})"
 return __repr__
CODES[b'C@\x18Vh\xe4\xdf\x90\xb9\x92\xe5\xd38\x9f\xf4['] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(sheets={self.sheets!r}, rejected={self.rejected!r}, documents={self.documents!r})"
 return __repr__
CODES[b'\xeeXG\xd41\xdf\xaar\x04\x07\xd4d\x7f\xc7\x8bJ'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(side={self.side!r}, command={self.command!r}, words={self.words!r}, alternatives={self.alternatives!r}, seconds={self.seconds!r}, score={self.score!r}, secret={self.secret!r})"
 return __repr__
CODES[b'\xa6M0\xccK|{]\xb2?\x10\x91\x9f\x8c\x98$'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(sides={self.sides!r}, wins={self.wins!r}, draws={self.draws!r}, cut_short={self.cut_short!r}, games={self.games!r}, players={self.players!r}, names={self.names!r})"
 return __repr__
CODES[b'\x15q\x04\r\x04<q;\xab\xb2\xa8,\xfb\xcc\xdb\r'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(size={self.size!r}, origin_x={self.origin_x!r}, origin_y={self.origin_y!r})"
 return __repr__
CODES[b'ne\x83\x01#\xddT")\x82\xaaRc\xa8{-'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(step_aside={self.step_aside!r}, step_aside_modifier={self.step_aside_modifier!r}, reconstructed={self.reconstructed!r})"
 return __repr__
CODES[b'H\x0f\xfa\x968\xffW\xcf\xc5Q\x1d|#\xa9\xaf\x17'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(structure={self.structure!r}, head_max_armor={self.head_max_armor!r}, armor_per_structure={self.armor_per_structure!r}, source={self.source!r})"
 return __repr__
CODES[b'\xbf8b\xd3\xb5\xcek\x9c)\x98C\xb0\xff,s\xbf'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(structure={self.structure!r}, heat={self.heat!r}, units={self.units!r}, reconstructed={self.reconstructed!r}, vehicle_divisor={self.vehicle_divisor!r}, damage_roll={self.damage_roll!r}, mech_critical_rolls={self.mech_critical_rolls!r}, vehicle_critical_rolls={self.vehicle_critical_rolls!r})"
 return __repr__
CODES[b'\xa9W\x850x\xd5\xb3\x9a\x94\xc4:\x9b\x01\xd3,1'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(swarming={self.swarming!r}, turn={self.turn!r}, declared={self.declared!r}, needed={self.needed!r}, legs_attacked={self.legs_attacked!r}, attached={self.attached!r}, ambush_orders={self.ambush_orders!r}, defending={self.defending!r})"
 return __repr__
CODES[b'=\xbd\xae\x11\xc1\xf7\x96\xc1\x97?\xd4\x11\x17\xba\x8e\x01'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(tables={self.tables!r}, rejected={self.rejected!r}, overridden={self.overridden!r}, documents={self.documents!r})"
 return __repr__
CODES[b'o5\x19|\xb9*W\xd1\xd7dSV\xd0\x05\x9d\xca'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(target={self.target!r}, ways={self.ways!r}, straight={self.straight!r}, cheapest={self.cheapest!r}, direct={self.direct!r}, nearest={self.nearest!r}, ends={self.ends!r})"
 return __repr__
CODES[b'\x8fM\xf3\x07,\xa7\xc1[\x18\xb3\x12\xa8\x06>\x1d\x96'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(terrain={self.terrain!r}, symbol={self.symbol!r}, mp_cost={self.mp_cost!r}, target_in={self.target_in!r}, intervening={self.intervening!r}, los_density={self.los_density!r}, prohibited={self.prohibited!r})"
 return __repr__
CODES[b'\x86\x83\xc8\x7fU\x9e}\xe1\x1e-[\x97\xb1\x99\x07)'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(text={self.text!r}, kind={self.kind!r}, min_tons={self.min_tons!r}, max_tons={self.max_tons!r}, min_mp={self.min_mp!r}, weapon={self.weapon!r}, origin={self.origin!r})"
 return __repr__
CODES[b'\xed\x04\xcdc\xe8!\xf7\x05\x88\x8c<\xbb+\xe5y&'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(title={self.title!r}, map_name={self.map_name!r}, sides={self.sides!r}, options={self.options!r}, victory={self.victory!r}, leaving_map_destroys={self.leaving_map_destroys!r})"
 return __repr__
CODES[b'7\xb6\xbc\xaa3\x12\xd6\xf6oM\x077\xc3\xcbM\x8e'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(troopers={self.troopers!r}, armor_per_trooper={self.armor_per_trooper!r}, weapon={self.weapon!r}, range_modifiers={self.range_modifiers!r}, damage_by_troopers={self.damage_by_troopers!r}, leadership={self.leadership!r}, leader_rule={self.leader_rule!r})"
 return __repr__
CODES[b'FvQ\x8ci\xe2&\x17\xa1\xb6"A8\x82{h'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(troopers={self.troopers!r}, per_damage={self.per_damage!r}, bonus={self.bonus!r})"
 return __repr__
CODES[b'/j!\x9f;\xc9@\xa4\x88\xfb\x02\x89\x8e\xdf\x1a\x80'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(turn={self.turn!r}, orders={self.orders!r}, short={self.short!r})"
 return __repr__
CODES[b'\xd0;\x8d\xdf\x12\xc2\xdaL\xfb\xb8\x83\xd9?R\xfc\xfe'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(turn={self.turn!r}, phase={self.phase!r})"
 return __repr__
CODES[b'r$\xb6X~G\xd9O\xff\n6h\xe1%\x15}'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(turn={self.turn!r}, unloaded={self.unloaded!r})"
 return __repr__
CODES[b'\x17\xe8\x86\xde2x\xfa\xc8\xb6\xd9\x1b2?g-\x91'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(uid={self.uid!r}, name={self.name!r}, sheet={self.sheet!r}, side={self.side!r}, position={self.position!r}, facing={self.facing!r}, damage={self.damage!r}, lost={self.lost!r}, trooper_damage={self.trooper_damage!r}, troopers_lost={self.troopers_lost!r}, trooper_wounded={self.trooper_wounded!r}, ammo_used={self.ammo_used!r}, jammed={self.jammed!r}, slots_hit={self.slots_hit!r}, weapons_hit={self.weapons_hit!r}, vehicle_crits={self.vehicle_crits!r}, motive_hits={self.motive_hits!r}, pending_motive_hits={self.pending_motive_hits!r}, moved={self.moved!r}, destroyed={self.destroyed!r}, removed={self.removed!r}, prone={self.prone!r}, pilot_hits={self.pilot_hits!r}, unconscious={self.unconscious!r}, ejected={self.ejected!r}, hidden={self.hidden!r}, hidden_in={self.hidden_in!r}, secret_path={self.secret_path!r}, ambush={self.ambush!r}, formation={self.formation!r}, floor={self.floor!r}, carried_by={self.carried_by!r}, structure={self.structure!r}, heat={self.heat!r}, shutdown={self.shutdown!r})"
 return __repr__
CODES[b'\t\x0c\x89H\xbad\xb3y(\xaa\xb7\xea/\x95\x15\xa9'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r})"
 return __repr__
CODES[b'\xb7\\-U\xef\xc1\xe1\xd62\x9e\xd4\xd71\x88\x10%'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, ammo={self.ammo!r}, shots={self.shots!r})"
 return __repr__
CODES[b'g\xf7n\xfe\r\xa5\x9a\x80o\xdch\xb5\xfeZ\xf9U'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, ammo={self.ammo!r}, used={self.used!r})"
 return __repr__
CODES[b'\x17+%\xaaE.\x0b{\xf1^v\xcf/\xecW$'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, arms={self.arms!r})"
 return __repr__
CODES[b'\x81Ty\xa7\x86\x9f\x8fa\xb6dC\xf4x\xc2\xca\xaf'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, at={self.at!r})"
 return __repr__
CODES[b'ly5\xeb`\x8c\xea\x1b\xa8\xca\x07\x80\x0c\xfc\x80\xd5'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, at={self.at!r}, facing={self.facing!r})"
 return __repr__
CODES[b'\xd8Tv\xbf\x15:\x8d#\xda\xda/[Y\t\xfeg'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, at={self.at!r}, levels={self.levels!r}, damage={self.damage!r})"
 return __repr__
CODES[b'\xe2\x90\xb6C\x05\xa6m\xa6P^xa\x00\x95s\xf0'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, at={self.at!r}, reason={self.reason!r})"
 return __repr__
CODES[b'\x934ts\xc6\xbc\xa6\xb0\xbbV\xf7\xc8\x10\xe8#\xe9'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, at={self.at!r}, tactical={self.tactical!r}, ambush={self.ambush!r}, ambush_attack={self.ambush_attack!r})"
 return __repr__
CODES[b'\xdb\x9dIjp\xf3\xe8\x9c\x03\xd1\x93~E\x89\x12]'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, at={self.at!r}, text={self.text!r})"
 return __repr__
CODES[b'\xa01Cn\x899\xf3\xff\x9a\x91D\xd5\xed\xc0f$'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, by={self.by!r}, at={self.at!r}, to={self.to!r}, how={self.how!r})"
 return __repr__
CODES[b'\x80\xd6\xca\x99\x95i_C4\xb7AU\x99c\xf3\xcd'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, call_off={self.call_off!r})"
 return __repr__
CODES[b"\x04\xd4\x01Z\x18^\xcb\xe2\n\x05\xcf\x01\x8c'\xba\xd1"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, carrier={self.carrier!r}, at={self.at!r})"
 return __repr__
CODES[b'/Y\x94\xae44f\xe3\x07\xf4] \xeec\x82\x83'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, carrier={self.carrier!r}, at={self.at!r}, why={self.why!r})"
 return __repr__
CODES[b'P\xc4\x89\xac\xaf%TU\xbeM\x0bi\rO\x9cF'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, carrier={self.carrier!r}, location={self.location!r}, troopers={self.troopers!r})"
 return __repr__
CODES[b'\xbbu\xb5\x9d\x14\xea\xac\xbc\xb2\x06\x1e^;,=G'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, carrier={self.carrier!r}, trooper={self.trooper!r}, position={self.position!r}, roll={self.roll!r}, damage={self.damage!r})"
 return __repr__
CODES[b"9\xc3,\xd8\xbb\xc1\x8aQ'\x8c\x94\xba\xd6\xb8[\xdc"] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, carrier={self.carrier!r}, why={self.why!r}, roll={self.roll!r}, damage={self.damage!r})"
 return __repr__
CODES[b'a\xcb4\x98=j\xedW\xcdd`\x8boZ\x81\xd3'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, cruise={self.cruise!r}, flank={self.flank!r})"
 return __repr__
CODES[b'\xd3\x14g\xd8\x07\xc5\xf5\xd1m\xd1\xc1\\\xa9C\xff\x8b'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, enemy={self.enemy!r})"
 return __repr__
CODES[b'\xc8cH7\xb7\xa1 \xb8\r\xb3Vo\x9c\x05\x11\xba'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, facing={self.facing!r})"
 return __repr__
CODES[b'\x9d\xc31\xe4\x12\x90\x07e\xec9Z\xcd\t\xf9\xa8M'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, floor={self.floor!r})"
 return __repr__
CODES[b'N\xa7\xdd \xa8\xf8\xbd\x16\xbbZ \x91!;\x80\xbd'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, formation={self.formation!r})"
 return __repr__
CODES[b'\x84M) \xe3A\x0fk\xf6;~\\W\xcb\x15\xdc'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, friend={self.friend!r}, to={self.to!r})"
 return __repr__
CODES[b'\x1c\x9b\xdb\xbe\xc5\x86\xff\xf1N\xa8)\xb4\xb8 As'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, heat={self.heat!r}, shutdown={self.shutdown!r})"
 return __repr__
CODES[b'\xed\xdf\x8c\xe3\xbe\x19\xd4\x85\xb2W\x13jP\xeb\x1f\x9e'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, hits={self.hits!r})"
 return __repr__
CODES[b'\x0bJ/\xee\tpH\x89\xb4n\xec\x16\xea\xffc\xfb'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, host={self.host!r})"
 return __repr__
CODES[b'q\xea\x96:\x89r>\xe6\x10\xd5tp\xf9\x0f\x81\x06'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, host={self.host!r}, at={self.at!r}, why={self.why!r})"
 return __repr__
CODES[b'\xb6&\xac\xfd\x9d\x13Jea4\x96\x16\xe0\x05>\x8b'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, host={self.host!r}, roll={self.roll!r}, damage={self.damage!r})"
 return __repr__
CODES[b'\xf1S\xab\xfdK\xad\xd61\xf4`<K\xe8w\xd2\x07'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, landed={self.landed!r})"
 return __repr__
CODES[b'\x85V-\xc4^\xf7\x7f\x88Z4}\xba\xc9YJ\x93'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, letter={self.letter!r}, target={self.target!r}, move_to={self.move_to!r}, facing={self.facing!r}, limb={self.limb!r}, weapons={self.weapons!r})"
 return __repr__
CODES[b'\x8f\x8f\t\xb1TF!\xd2,\x18=\xe7\x0f\xd2\x1f\x8a'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r})"
 return __repr__
CODES[b'\xea\xcd\xa2Z\x8c\x9d\xc2\xd7\xfe\x9a\x10\xc8\x11\x00\x035'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, amount={self.amount!r})"
 return __repr__
CODES[b'\xb0\x84\x9a~Mm\xfd\x95\xea\xe6{\xaf\xe1\xfcA\xdc'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, cover={self.cover!r})"
 return __repr__
CODES[b'v\x89$\xc7\x9e\x10<w\xa3\xc2\xfc\xf4D\x14m\x86'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, damage={self.damage!r})"
 return __repr__
CODES[b'\xc0\xf8\x9d\xef;\xf6\xe5R\xaeM\r\xa8>\xeeC\xc8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, delta={self.delta!r})"
 return __repr__
CODES[b'\xe1\x93\x9cD\xabe\xc7k=^\xb8\x0e\x18PU\xbb'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, index={self.index!r}, what={self.what!r}, hit={self.hit!r})"
 return __repr__
CODES[b'\x87\xdf\xd0\x81\xf0\x8aj\x80\xf6f\xe36\xf8\x07\xf3^'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, roll={self.roll!r}, result={self.result!r}, effect={self.effect!r})"
 return __repr__
CODES[b'\x9d\xec\xc4\xd6\xeeE\xeb.\xe4lLA\xf7\xb0\xac?'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, slot={self.slot!r}, hit={self.hit!r})"
 return __repr__
CODES[b'\x8fT\xf4\xa8\xb8`O\x84P;\xaa\x0c\x83]Lp'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, slot={self.slot!r}, what={self.what!r}, effect={self.effect!r})"
 return __repr__
CODES[b'\x94\x9b/\xee\xea\xc4D\x0e\xe7"\x0cR=\xd0\xb4\xc3'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, weapon={self.weapon!r}, damage={self.damage!r})"
 return __repr__
CODES[b'W[0E6\x19\x7f\xad@\t\x86{\x11\xb4c\xfe'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, location={self.location!r}, why={self.why!r}, roll={self.roll!r}, hits={self.hits!r}, blown_off={self.blown_off!r})"
 return __repr__
CODES[b'\x93\x08\xd7"\xd4\xde\xb3\x8eR\x9c,\xf8\xe7\x98\x1e\x08'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, made={self.made!r}, sunk={self.sunk!r}, heat={self.heat!r}, why={self.why!r})"
 return __repr__
CODES[b')\xcf\x08\x13S\xa7\xd0\x8e\x81\xbc\xf8\xe6G\xdc\x07\x9e'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, mode={self.mode!r}, mp_left={self.mp_left!r})"
 return __repr__
CODES[b'~\x05G\x9d|\xc3\xda\xdfN}\x87\xd4\xf7)\xfc\xb3'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, mode={self.mode!r}, path={self.path!r}, facing={self.facing!r}, mp_spent={self.mp_spent!r}, hexes={self.hexes!r})"
 return __repr__
CODES[b'\x85\xa1\xcf\x14\x16\xf7\xde\xfa#G\xd2y\x9d\x87\x90P'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, mode={self.mode!r}, steps={self.steps!r}, close_assault={self.close_assault!r}, floor={self.floor!r}, load={self.load!r}, unload={self.unload!r}, unload_into={self.unload_into!r})"
 return __repr__
CODES[b'\x18\xdd\x94B\xec\xc5\x0b\xde\x8d0\xce\xed[:\xbc:'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, model={self.model!r})"
 return __repr__
CODES[b'\x8a\xa3I\x99\xfc,L\xd3\xa9\x07\xa30\xef\x19^\x0f'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, model={self.model!r}, leader={self.leader!r})"
 return __repr__
CODES[b'm\xc4\x94\xca\x15\xc6\xcf\xe2]~R\xdf \xecMA'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, model={self.model!r}, x={self.x!r}, y={self.y!r})"
 return __repr__
CODES[b'\xb3\xbd\xa4\x8e\xcf\xda\xd1\xfd\xb4O\xf5#]\x0f\x1dn'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, needed={self.needed!r}, roll={self.roll!r}, conscious={self.conscious!r})"
 return __repr__
CODES[b'\x84\x91\x0e\xea\x87C\xb9\x98\xb5F\xf5s\x98\x96~P'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, number={self.number!r}, at={self.at!r}, radius={self.radius!r}, side={self.side!r}, leader={self.leader!r})"
 return __repr__
CODES[b'R#\x99}P\xef^\xcf\xa1\x9f|GK\xa8\xda\x8c'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, pilot_hits={self.pilot_hits!r}, prone={self.prone!r}, unconscious={self.unconscious!r}, motive_hits={self.motive_hits!r})"
 return __repr__
CODES[b'\x1e(\x11\xa6k\xa7\xb1\xd8tr\xdd\x1e\xdaVmQ'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, place={self.place!r})"
 return __repr__
CODES[b'j\x9e\x90\xc1\xa8\xdeL\x0b@9\x80y\xd9\xd6\x8d\xe4'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, place={self.place!r}, facing={self.facing!r}, mp_spent={self.mp_spent!r})"
 return __repr__
CODES[b'\x89R\x03\xcfe*\xa2\xe8q\xb6\xb2\xc02N\x8f\xee'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, reason={self.reason!r})"
 return __repr__
CODES[b'\x9eP`\xb9Z\xec\xd5\xd9k-\x97\xe1\xb8(\xcdB'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, reason={self.reason!r}, needed={self.needed!r}, roll={self.roll!r}, passed={self.passed!r}, modifiers={self.modifiers!r})"
 return __repr__
CODES[b'O!i\xb1\xaa\x03\xb0\xfd\xc1a,\xd1\xe9\xdf\xfc\xb8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, steps={self.steps!r}, shift={self.shift!r})"
 return __repr__
CODES[b'\xa3\n|\x94\xa4\xf6\x82\xd7\xa3!\xa2\xde\xa3\x94G#'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, tactic={self.tactic!r})"
 return __repr__
CODES[b'\xf1\xbbsk\xfc\xea\xed\x12Zt\xabf\xc2\x9c\x12\xb1'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, tactical={self.tactical!r}, ambush={self.ambush!r}, ambush_attack={self.ambush_attack!r})"
 return __repr__
CODES[b'\x12F\xf3\xc7\x98O\x01\x16\xc2\x0f\xfb\x1f\xb6@\x86\x06'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, target={self.target!r})"
 return __repr__
CODES[b'\xfct\x16\xc9[\xf3\xae\x94\xbd~F\xcd?8z+'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, target={self.target!r}, attack={self.attack!r})"
 return __repr__
CODES[b'\xbf`Z\xa6)\xcdh\x93D\xa2D\x0e\x1b\xc6.\xb8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, target={self.target!r}, attack={self.attack!r}, needed={self.needed!r}, modifiers={self.modifiers!r})"
 return __repr__
CODES[b'\xb38i\x19\xa2\x9e\xc3\xaa\xe8\xc3g\xf8\x9b\x91\x86\xfa'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, target={self.target!r}, attack={self.attack!r}, needed={self.needed!r}, roll={self.roll!r}, hit={self.hit!r})"
 return __repr__
CODES[b'\xac$\xa2\xcdY\xc7t.\xbf\xac4\xe6hL1\x13'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, target={self.target!r}, attacks={self.attacks!r}, building={self.building!r})"
 return __repr__
CODES[b'YAj\xd5[\xb1D\xea\xa9z;\x8c\x9f,\xbd\x85'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, target={self.target!r}, weapons={self.weapons!r}, building={self.building!r})"
 return __repr__
CODES[b'?\xc0\xd2\xc8\xfd\xd7ck\xda\xb5\xf9\xba\xc2k\xf9\x06'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, to={self.to!r}, facing={self.facing!r})"
 return __repr__
CODES[b'\x10\xf7\x0b\xe2\xa9&\xc1a\xd3\x83\xa9S\x92ga>'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, verb={self.verb!r}, into={self.into!r}, problem={self.problem!r})"
 return __repr__
CODES[b'X\x1c-@\x8b\xba\nYg\xb5\r\x00\x1f\xd8\xc6\x80'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, weapon={self.weapon!r})"
 return __repr__
CODES[b'\xfe\x12\t\xf0p\x9a\xd1\x1a;\xdf\xe0\x88g \x9a@'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, weapons={self.weapons!r})"
 return __repr__
CODES[b'7\x10\x8b>\x19\xbb]\x01\x94g+\x9cO@\\!'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, what={self.what!r}, heat={self.heat!r}, target={self.target!r}, roll={self.roll!r}, avoided={self.avoided!r})"
 return __repr__
CODES[b'\xbe\xe6\xd3=\x89X^\x0es\xb1<\x1e\xd2\xf05^'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, what={self.what!r}, value={self.value!r})"
 return __repr__
CODES[b'\x01\xbb\xc9\xb1:`\x99\xf6\xab%\x899\xbaz\x07\x93'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r}, why={self.why!r}, on={self.on!r})"
 return __repr__
CODES[b'\x97\x851\r\xd3\xea\xf5w\xcd+\xb9\x9f\x07j\xc7}'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(units={self.units!r}, phase={self.phase!r}, log={self.log!r}, events={self.events!r}, before={self.before!r})"
 return __repr__
CODES[b'i\xd0\x05\xd1\xba\xf5Wm\x8a:\xe7~\xd6HAn'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(units={self.units!r}, tons={self.tons!r}, bv={self.bv!r}, without_bv={self.without_bv!r}, by_kind={self.by_kind!r})"
 return __repr__
CODES[b'k\xbe\xb6\xd5\xdb\xc2\xba\x1a\xa1\xbb\xa5gL\xa7+\x1c'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(walk={self.walk!r}, run={self.run!r}, jump={self.jump!r}, motive={self.motive!r})"
 return __repr__
CODES[b'Zf\xeaW\xa7d\xa6r\xab\xfc\x97\x8fY\xbb\xc4\x04'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(walk={self.walk!r}, run={self.run!r}, jump_per_hex={self.jump_per_hex!r}, jump_minimum={self.jump_minimum!r}, engine_hit={self.engine_hit!r}, single_sink={self.single_sink!r}, double_sink={self.double_sink!r}, maximum={self.maximum!r}, mp={self.mp!r}, to_hit={self.to_hit!r}, shutdown={self.shutdown!r}, automatic_shutdown={self.automatic_shutdown!r}, ammo={self.ammo!r}, life_support={self.life_support!r}, immobile_target={self.immobile_target!r}, weapons={self.weapons!r})"
 return __repr__
CODES[b'\xe4\xa6n\xb4;\xfc\xcc\xcf\xaf@@\xbe\xa3}\x83\xd8'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(weapon={self.weapon!r}, chance={self.chance!r}, damage={self.damage!r}, target_number={self.target_number!r})"
 return __repr__
CODES[b'\x88\xf5\xa0\x9f\xfc))\xb2\xb7?\xd0L\x14\x90\xe5\xaa'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(weapon={self.weapon!r}, shots={self.shots!r})"
 return __repr__
CODES[b'\xfd\xcf\t\x99Z`\xd5\xf7\xa9\x91/\xf4n\x17\xc5\xcd'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(weapon={self.weapon!r}, shots={self.shots!r}, target={self.target!r})"
 return __repr__
CODES[b'o\xf55\x8f\x1c~\xef\xd4\xdfv\xb5\xfe\xe9\xd8\x08m'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(weapons={self.weapons!r}, ammo={self.ammo!r}, source={self.source!r})"
 return __repr__
CODES[b'\xb6\x886-\xe5\xbb\x84\xa6\xf5\xf6\xf6#H\x91?\xf5'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(weapons_y={self.weapons_y!r}, ammo_y={self.ammo_y!r}, to_hit_y={self.to_hit_y!r}, diagram_y={self.diagram_y!r}, blocks={self.blocks!r}, boxes={self.boxes!r}, pitch={self.pitch!r}, slots={self.slots!r}, crit_y={self.crit_y!r})"
 return __repr__
CODES[b'\x9d!nJz\xfd\x85\xbcL|\xd6L\x94\xc3\x9f\xaa'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(where={self.where!r}, reason={self.reason!r})"
 return __repr__
CODES[b'h\xcd\xa6\xbd\xc9\xcc3\xee\xa0\xeb\xf8\x05\x02\x0e\x7f<'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(winner={self.winner!r})"
 return __repr__
CODES[b'\x1d\xbf\xbf\x9e4\x08\xf1\xac\xfd\x82\x1f\xf7\x85\xce\x86\xbe'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(winner={self.winner!r}, turns={self.turns!r}, commands={self.commands!r}, seconds={self.seconds!r}, max_decision_ms={self.max_decision_ms!r}, players={self.players!r}, limit={self.limit!r}, decisions_ms={self.decisions_ms!r}, stopped={self.stopped!r})"
 return __repr__
CODES[b'\xacm\x84\xce\xd7\x81\xb3]y\x8b\xd3\x88d7"\x8b'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(x={self.x!r}, y={self.y!r}, r={self.r!r}, ticked={self.ticked!r}, shaded={self.shaded!r})"
 return __repr__
CODES[b'\xe0S\x10v]k\xc8\xe2@jZ4\x1a\x91#\x03'] = __create_fn__.__code__
def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(x={self.x!r}, y={self.y!r}, size={self.size!r}, ticked={self.ticked!r}, label={self.label!r})"
 return __repr__
CODES[b'$U\xf7\xfd\r].\xa6\xc8\x02\xb0\xdfx7-\x03'] = __create_fn__.__code__
def __create_fn__(MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self)->_return_type:
  self.__post_init__()
 return __init__
CODES[b'U\xec~\xdd\xad\x9bG\x1cB\x1ev\xd9h\xc3\x0e\xb5'] = __create_fn__.__code__
def __create_fn__(_type_at, _type_amount, _type_cf_left, _type_cause, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,at:_type_at,amount:_type_amount,cf_left:_type_cf_left,cause:_type_cause)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
  __dataclass_builtins_object__.__setattr__(self,'cf_left',cf_left)
  __dataclass_builtins_object__.__setattr__(self,'cause',cause)
 return __init__
CODES[b'\xe7\xf3\x81\x84\xb5\x98E\x9c$[\xe7\xb9\x1e\x16\xfcn'] = __create_fn__.__code__
def __create_fn__(_type_at, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,at:_type_at,reason:_type_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
CODES[b'.\xba\xcf\x10E%\x11\n<\x95\xfe\x9f\xe8\xa6\xd3\xc2'] = __create_fn__.__code__
def __create_fn__(_type_at, _type_units, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,at:_type_at,units:_type_units)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'units',units)
 return __init__
CODES[b'\x87L:z\x1e\xc6\xaaE8\xc8N%\x1b\xf9gh'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_at, _type_attack, _type_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker:_type_attacker,at:_type_at,attack:_type_attack,damage:_type_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'attack',attack)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
 return __init__
CODES[b'\xc4\x96\xd7/[\xdf\x01#\x1bc\xc4\xdcE\x08\xcfG'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_at, _type_weapon, _type_to_hit, _type_roll, _type_hit, _type_shots, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shots, _return_type):
 def __init__(self,attacker:_type_attacker,at:_type_at,weapon:_type_weapon,to_hit:_type_to_hit,roll:_type_roll,hit:_type_hit,shots:_type_shots=_dflt_shots)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'to_hit',to_hit)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'hit',hit)
  __dataclass_builtins_object__.__setattr__(self,'shots',shots)
 return __init__
CODES[b'c\xf7\xd4\x87\xe7\xe0\x8e\x81MH\x05e\xf5\xacmm'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_defender, _type_at, _type_approach, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker:_type_attacker,defender:_type_defender,at:_type_at,approach:_type_approach)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'defender',defender)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'approach',approach)
 return __init__
CODES[b'\xc2\x06Os[\xcd\xe4\x06\xa1\xf2pX\\\x8e\xb0\x98'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_attack, _type_direction, _type_modifiers, _type_charge_hexes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_charge_hexes, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,attack:_type_attack,direction:_type_direction,modifiers:_type_modifiers,charge_hexes:_type_charge_hexes=_dflt_charge_hexes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'attack',attack)
  __dataclass_builtins_object__.__setattr__(self,'direction',direction)
  __dataclass_builtins_object__.__setattr__(self,'modifiers',modifiers)
  __dataclass_builtins_object__.__setattr__(self,'charge_hexes',charge_hexes)
 return __init__
CODES[b'\xd6M\xea\xce\xb4A\x9c[\x8d\x9f\x10\xfe\xce\x7f\xe9\xc3'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_attack, _type_to_hit, _type_roll, _type_hit, _type_modifiers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_modifiers, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,attack:_type_attack,to_hit:_type_to_hit,roll:_type_roll,hit:_type_hit,modifiers:_type_modifiers=_dflt_modifiers)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'attack',attack)
  __dataclass_builtins_object__.__setattr__(self,'to_hit',to_hit)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'hit',hit)
  __dataclass_builtins_object__.__setattr__(self,'modifiers',modifiers)
 return __init__
CODES[b'\xb42\x8a\x0e.:\xd4\x9b\x8b\xb0\xc32\x0e3\x07v'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_attacks, _type_building, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_building, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,attacks:_type_attacks,building:_type_building=_dflt_building)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'attacks',attacks)
  __dataclass_builtins_object__.__setattr__(self,'building',building)
 return __init__
CODES[b'\x8e-\xb6\x8b\x1a\xaa\xfb}\xf2\x1d\xdb\x19\xbcv\t\\'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_attacks, _type_resolved, _type_building, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_attacks, _dflt_resolved, _dflt_building, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,attacks:_type_attacks=_dflt_attacks,resolved:_type_resolved=_dflt_resolved,building:_type_building=_dflt_building)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'attacks',attacks)
  __dataclass_builtins_object__.__setattr__(self,'resolved',resolved)
  __dataclass_builtins_object__.__setattr__(self,'building',building)
 return __init__
CODES[b"\xc7\xe6cxn'(F\x87q\xdf~C+\xe1}"] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_hexes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,hexes:_type_hexes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'hexes',hexes)
  self.__post_init__()
 return __init__
CODES[b'Y\xd7\xaf\xd9!`5k\xadI\xa4\xeb%\xb1qg'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_hexes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,hexes:_type_hexes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'hexes',hexes)
 return __init__
CODES[b'dY\xc8\xfd\x95\x9f8M\xabRU\x0e[G\xe4V'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_shots, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,shots:_type_shots)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'shots',shots)
 return __init__
CODES[b'\xc2_A\xd7\x1d\xae^\x1fI\xbbw\xf9\x97\x05]:'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_weapon, _type_roll, _type_needed, _type_hit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,weapon:_type_weapon,roll:_type_roll,needed:_type_needed,hit:_type_hit)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'needed',needed)
  __dataclass_builtins_object__.__setattr__(self,'hit',hit)
 return __init__
CODES[b'\xa2I\xcfx\x04\x07\xe4\x8eWJ\xd9N\xaf\x90\x11['] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_weapon, _type_to_hit, _type_roll, _type_hit, _type_shots, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shots, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,weapon:_type_weapon,to_hit:_type_to_hit,roll:_type_roll,hit:_type_hit,shots:_type_shots=_dflt_shots)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'to_hit',to_hit)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'hit',hit)
  __dataclass_builtins_object__.__setattr__(self,'shots',shots)
 return __init__
CODES[b'nU\xc0 \x8eD\xc8b\nu\r\xee\xdc\x8a\xdcJ'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_weapons, _type_elsewhere, _type_building, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_elsewhere, _dflt_building, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,weapons:_type_weapons,elsewhere:_type_elsewhere=_dflt_elsewhere,building:_type_building=_dflt_building)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
  __dataclass_builtins_object__.__setattr__(self,'elsewhere',elsewhere)
  __dataclass_builtins_object__.__setattr__(self,'building',building)
 return __init__
CODES[b'04\xf7%\x8eLb?tfQ!L-\x1a\xb4'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_target, _type_weapons, _type_to_hit, _type_resolved, _type_building, _type_troopers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_weapons, _dflt_to_hit, _dflt_resolved, _dflt_building, _dflt_troopers, _return_type):
 def __init__(self,attacker:_type_attacker,target:_type_target,weapons:_type_weapons=_dflt_weapons,to_hit:_type_to_hit=_dflt_to_hit,resolved:_type_resolved=_dflt_resolved,building:_type_building=_dflt_building,troopers:_type_troopers=_dflt_troopers)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
  __dataclass_builtins_object__.__setattr__(self,'to_hit',to_hit)
  __dataclass_builtins_object__.__setattr__(self,'resolved',resolved)
  __dataclass_builtins_object__.__setattr__(self,'building',building)
  __dataclass_builtins_object__.__setattr__(self,'troopers',troopers)
 return __init__
CODES[b'\x1b\x16`\xfd"\xf6\x8af[R\x12"\xe6\x81\xe5R'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_weapon, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker:_type_attacker,weapon:_type_weapon)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
 return __init__
CODES[b'\x1aDr\xb9\x80\xd5\x0f\xb2\x8f\xe4\xf4\x93~8\x16\xd0'] = __create_fn__.__code__
def __create_fn__(_type_attacker, _type_weapon, _type_column, _type_hits, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker:_type_attacker,weapon:_type_weapon,column:_type_column,hits:_type_hits)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'column',column)
  __dataclass_builtins_object__.__setattr__(self,'hits',hits)
 return __init__
CODES[b'\xa5\x1b\xcaw\x88\xb4\xd5\x83s,\x9fi\xca(\x8d\x99'] = __create_fn__.__code__
def __create_fn__(_type_attacker_movement, _type_range_brackets, _type_target_movement, _type_battle_armor_target, _type_pulse, _type_target_jumped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,attacker_movement:_type_attacker_movement,range_brackets:_type_range_brackets,target_movement:_type_target_movement,battle_armor_target:_type_battle_armor_target,pulse:_type_pulse,target_jumped:_type_target_jumped)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacker_movement',attacker_movement)
  __dataclass_builtins_object__.__setattr__(self,'range_brackets',range_brackets)
  __dataclass_builtins_object__.__setattr__(self,'target_movement',target_movement)
  __dataclass_builtins_object__.__setattr__(self,'battle_armor_target',battle_armor_target)
  __dataclass_builtins_object__.__setattr__(self,'pulse',pulse)
  __dataclass_builtins_object__.__setattr__(self,'target_jumped',target_jumped)
 return __init__
CODES[b'\xc1\xf4"\xa3\xba\xeej!\xeebJ\xfb\x1fo\xdc\x8d'] = __create_fn__.__code__
def __create_fn__(_type_attacks, _type_charge_self_divisor, _type_dfa_self_divisor, _type_damage_group, _type_punch_table, _type_kick_table, _type_prone_target_adjacent, _type_prone_target_other, _type_prone_attacker, _type_psr, _type_stand_up_mp, _type_fall_damage_divisor, _type_fall_facing, _type_consciousness, _type_mechwarrior_hits, _type_kick_infantry_in_hex, _type_prone_weapon_fire, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_kick_infantry_in_hex, _dflt_prone_weapon_fire, _return_type):
 def __init__(self,attacks:_type_attacks,charge_self_divisor:_type_charge_self_divisor,dfa_self_divisor:_type_dfa_self_divisor,damage_group:_type_damage_group,punch_table:_type_punch_table,kick_table:_type_kick_table,prone_target_adjacent:_type_prone_target_adjacent,prone_target_other:_type_prone_target_other,prone_attacker:_type_prone_attacker,psr:_type_psr,stand_up_mp:_type_stand_up_mp,fall_damage_divisor:_type_fall_damage_divisor,fall_facing:_type_fall_facing,consciousness:_type_consciousness,mechwarrior_hits:_type_mechwarrior_hits,kick_infantry_in_hex:_type_kick_infantry_in_hex=_dflt_kick_infantry_in_hex,prone_weapon_fire:_type_prone_weapon_fire=_dflt_prone_weapon_fire)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'attacks',attacks)
  __dataclass_builtins_object__.__setattr__(self,'charge_self_divisor',charge_self_divisor)
  __dataclass_builtins_object__.__setattr__(self,'dfa_self_divisor',dfa_self_divisor)
  __dataclass_builtins_object__.__setattr__(self,'damage_group',damage_group)
  __dataclass_builtins_object__.__setattr__(self,'punch_table',punch_table)
  __dataclass_builtins_object__.__setattr__(self,'kick_table',kick_table)
  __dataclass_builtins_object__.__setattr__(self,'prone_target_adjacent',prone_target_adjacent)
  __dataclass_builtins_object__.__setattr__(self,'prone_target_other',prone_target_other)
  __dataclass_builtins_object__.__setattr__(self,'prone_attacker',prone_attacker)
  __dataclass_builtins_object__.__setattr__(self,'psr',psr)
  __dataclass_builtins_object__.__setattr__(self,'stand_up_mp',stand_up_mp)
  __dataclass_builtins_object__.__setattr__(self,'fall_damage_divisor',fall_damage_divisor)
  __dataclass_builtins_object__.__setattr__(self,'fall_facing',fall_facing)
  __dataclass_builtins_object__.__setattr__(self,'consciousness',consciousness)
  __dataclass_builtins_object__.__setattr__(self,'mechwarrior_hits',mechwarrior_hits)
  __dataclass_builtins_object__.__setattr__(self,'kick_infantry_in_hex',kick_infantry_in_hex)
  __dataclass_builtins_object__.__setattr__(self,'prone_weapon_fire',prone_weapon_fire)
 return __init__
CODES[b'\x90\x04\xf0\xd7\xfd\xfb\x00\x0b\xd6d<\xb8\xfdp\xb3L'] = __create_fn__.__code__
def __create_fn__(_type_automatic_within, _type_immobile_target, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,automatic_within:_type_automatic_within,immobile_target:_type_immobile_target)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'automatic_within',automatic_within)
  __dataclass_builtins_object__.__setattr__(self,'immobile_target',immobile_target)
 return __init__
CODES[b'V\\\xe5\xec\xf1.\x83\x7f\xa2\xb4\xb1\xf9\xa4\xd7\xb7\xbc'] = __create_fn__.__code__
def __create_fn__(_type_avoid_piloting_below, _type_avoid_weight, _type_flee_weight, _type_push_base, _type_block_divisor, _type_block_striker_divisor, _type_exchanges_per_turn, _type_fire_reach, _type_partial_cover, _type_stray_hit, _type_fire_out_forfeits, _type_formation_hits, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,avoid_piloting_below:_type_avoid_piloting_below,avoid_weight:_type_avoid_weight,flee_weight:_type_flee_weight,push_base:_type_push_base,block_divisor:_type_block_divisor,block_striker_divisor:_type_block_striker_divisor,exchanges_per_turn:_type_exchanges_per_turn,fire_reach:_type_fire_reach,partial_cover:_type_partial_cover,stray_hit:_type_stray_hit,fire_out_forfeits:_type_fire_out_forfeits,formation_hits:_type_formation_hits)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'avoid_piloting_below',avoid_piloting_below)
  __dataclass_builtins_object__.__setattr__(self,'avoid_weight',avoid_weight)
  __dataclass_builtins_object__.__setattr__(self,'flee_weight',flee_weight)
  __dataclass_builtins_object__.__setattr__(self,'push_base',push_base)
  __dataclass_builtins_object__.__setattr__(self,'block_divisor',block_divisor)
  __dataclass_builtins_object__.__setattr__(self,'block_striker_divisor',block_striker_divisor)
  __dataclass_builtins_object__.__setattr__(self,'exchanges_per_turn',exchanges_per_turn)
  __dataclass_builtins_object__.__setattr__(self,'fire_reach',fire_reach)
  __dataclass_builtins_object__.__setattr__(self,'partial_cover',partial_cover)
  __dataclass_builtins_object__.__setattr__(self,'stray_hit',stray_hit)
  __dataclass_builtins_object__.__setattr__(self,'fire_out_forfeits',fire_out_forfeits)
  __dataclass_builtins_object__.__setattr__(self,'formation_hits',formation_hits)
 return __init__
CODES[b'5\x029_\xc6^\xce\x03\x84]2\xac\x99\xcc@\x8d'] = __create_fn__.__code__
def __create_fn__(_type_board, _type_dropped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,board:_type_board,dropped:_type_dropped)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'board',board)
  __dataclass_builtins_object__.__setattr__(self,'dropped',dropped)
 return __init__
CODES[b'\x93\x90\x95\x1a\x7f\xa7\xe9\xb1\xde\x8ayK\x1as\x9f\t'] = __create_fn__.__code__
def __create_fn__(_type_command, _type_events, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,command:_type_command,events:_type_events)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'command',command)
  __dataclass_builtins_object__.__setattr__(self,'events',events)
 return __init__
CODES[b'w\x97\x14\x84\xf9\xb3\xcd\xa8|\x1cz\x03a\xa6\xfa\xca'] = __create_fn__.__code__
def __create_fn__(_type_default_leadership, _type_radius_per_leadership, _type_standoff_inches, _type_troopers_per_model, _type_base_mm, _type_contact_mm, _type_leader_falls_on, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,default_leadership:_type_default_leadership,radius_per_leadership:_type_radius_per_leadership,standoff_inches:_type_standoff_inches,troopers_per_model:_type_troopers_per_model,base_mm:_type_base_mm,contact_mm:_type_contact_mm,leader_falls_on:_type_leader_falls_on)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'default_leadership',default_leadership)
  __dataclass_builtins_object__.__setattr__(self,'radius_per_leadership',radius_per_leadership)
  __dataclass_builtins_object__.__setattr__(self,'standoff_inches',standoff_inches)
  __dataclass_builtins_object__.__setattr__(self,'troopers_per_model',troopers_per_model)
  __dataclass_builtins_object__.__setattr__(self,'base_mm',base_mm)
  __dataclass_builtins_object__.__setattr__(self,'contact_mm',contact_mm)
  __dataclass_builtins_object__.__setattr__(self,'leader_falls_on',leader_falls_on)
  self.__post_init__()
 return __init__
CODES[b'%\xc7\xece2\xcc\xf1\xba\x98\x95\x9d\\\xca\xe8/\xd8'] = __create_fn__.__code__
def __create_fn__(_type_defender, _type_attacker, _type_defender_letter, _type_attacker_letter, _type_result, _type_result_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,defender:_type_defender,attacker:_type_attacker,defender_letter:_type_defender_letter,attacker_letter:_type_attacker_letter,result:_type_result,result_name:_type_result_name)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'defender',defender)
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'defender_letter',defender_letter)
  __dataclass_builtins_object__.__setattr__(self,'attacker_letter',attacker_letter)
  __dataclass_builtins_object__.__setattr__(self,'result',result)
  __dataclass_builtins_object__.__setattr__(self,'result_name',result_name)
 return __init__
CODES[b'xho\xe5\x06\xe2\xc6{\xd5(\xbf\x0b\xbf6;B'] = __create_fn__.__code__
def __create_fn__(_type_defender_actions, _type_attacker_actions, _type_results, _type_result_names, _type_reconstructed, _type_scale, _type_numbers, _type_hints, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hints, _return_type):
 def __init__(self,defender_actions:_type_defender_actions,attacker_actions:_type_attacker_actions,results:_type_results,result_names:_type_result_names,reconstructed:_type_reconstructed,scale:_type_scale,numbers:_type_numbers,hints:_type_hints=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'defender_actions',defender_actions)
  __dataclass_builtins_object__.__setattr__(self,'attacker_actions',attacker_actions)
  __dataclass_builtins_object__.__setattr__(self,'results',results)
  __dataclass_builtins_object__.__setattr__(self,'result_names',result_names)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
  __dataclass_builtins_object__.__setattr__(self,'scale',scale)
  __dataclass_builtins_object__.__setattr__(self,'numbers',numbers)
  __dataclass_builtins_object__.__setattr__(self,'hints',_dflt_hints() if hints is _HAS_DEFAULT_FACTORY else hints)
 return __init__
CODES[b'y\xf17\x1f9\\\\\xcf"\x88Q\xfb\xfd\x17P,'] = __create_fn__.__code__
def __create_fn__(_type_determine, _type_blown_off, _type_torso_hits, _type_engine_destroyed_at, _type_gyro_piloting, _type_gyro_destroyed_at, _type_sensors_to_hit, _type_sensors_blind_at, _type_shoulder_to_hit, _type_arm_actuator_to_hit, _type_hip_piloting, _type_leg_actuator_piloting, _type_leg_actuator_mp, _type_jump_jet_mp, _type_ammo_pilot_hits, _type_physical_actuator_to_hit, _type_physical_hand_foot_to_hit, _type_physical_actuator_halves, _type_vehicle, _type_vehicle_results, _type_vehicle_sensors_to_hit, _type_vehicle_commander_to_hit, _type_vehicle_stabilizer_to_hit, _type_reconstructed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_physical_actuator_to_hit, _dflt_physical_hand_foot_to_hit, _dflt_physical_actuator_halves, _dflt_vehicle, _dflt_vehicle_results, _dflt_vehicle_sensors_to_hit, _dflt_vehicle_commander_to_hit, _dflt_vehicle_stabilizer_to_hit, _dflt_reconstructed, _return_type):
 def __init__(self,determine:_type_determine,blown_off:_type_blown_off,torso_hits:_type_torso_hits,engine_destroyed_at:_type_engine_destroyed_at,gyro_piloting:_type_gyro_piloting,gyro_destroyed_at:_type_gyro_destroyed_at,sensors_to_hit:_type_sensors_to_hit,sensors_blind_at:_type_sensors_blind_at,shoulder_to_hit:_type_shoulder_to_hit,arm_actuator_to_hit:_type_arm_actuator_to_hit,hip_piloting:_type_hip_piloting,leg_actuator_piloting:_type_leg_actuator_piloting,leg_actuator_mp:_type_leg_actuator_mp,jump_jet_mp:_type_jump_jet_mp,ammo_pilot_hits:_type_ammo_pilot_hits,physical_actuator_to_hit:_type_physical_actuator_to_hit=_dflt_physical_actuator_to_hit,physical_hand_foot_to_hit:_type_physical_hand_foot_to_hit=_dflt_physical_hand_foot_to_hit,physical_actuator_halves:_type_physical_actuator_halves=_dflt_physical_actuator_halves,vehicle:_type_vehicle=_HAS_DEFAULT_FACTORY,vehicle_results:_type_vehicle_results=_HAS_DEFAULT_FACTORY,vehicle_sensors_to_hit:_type_vehicle_sensors_to_hit=_dflt_vehicle_sensors_to_hit,vehicle_commander_to_hit:_type_vehicle_commander_to_hit=_dflt_vehicle_commander_to_hit,vehicle_stabilizer_to_hit:_type_vehicle_stabilizer_to_hit=_dflt_vehicle_stabilizer_to_hit,reconstructed:_type_reconstructed=_dflt_reconstructed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'determine',determine)
  __dataclass_builtins_object__.__setattr__(self,'blown_off',blown_off)
  __dataclass_builtins_object__.__setattr__(self,'torso_hits',torso_hits)
  __dataclass_builtins_object__.__setattr__(self,'engine_destroyed_at',engine_destroyed_at)
  __dataclass_builtins_object__.__setattr__(self,'gyro_piloting',gyro_piloting)
  __dataclass_builtins_object__.__setattr__(self,'gyro_destroyed_at',gyro_destroyed_at)
  __dataclass_builtins_object__.__setattr__(self,'sensors_to_hit',sensors_to_hit)
  __dataclass_builtins_object__.__setattr__(self,'sensors_blind_at',sensors_blind_at)
  __dataclass_builtins_object__.__setattr__(self,'shoulder_to_hit',shoulder_to_hit)
  __dataclass_builtins_object__.__setattr__(self,'arm_actuator_to_hit',arm_actuator_to_hit)
  __dataclass_builtins_object__.__setattr__(self,'hip_piloting',hip_piloting)
  __dataclass_builtins_object__.__setattr__(self,'leg_actuator_piloting',leg_actuator_piloting)
  __dataclass_builtins_object__.__setattr__(self,'leg_actuator_mp',leg_actuator_mp)
  __dataclass_builtins_object__.__setattr__(self,'jump_jet_mp',jump_jet_mp)
  __dataclass_builtins_object__.__setattr__(self,'ammo_pilot_hits',ammo_pilot_hits)
  __dataclass_builtins_object__.__setattr__(self,'physical_actuator_to_hit',physical_actuator_to_hit)
  __dataclass_builtins_object__.__setattr__(self,'physical_hand_foot_to_hit',physical_hand_foot_to_hit)
  __dataclass_builtins_object__.__setattr__(self,'physical_actuator_halves',physical_actuator_halves)
  __dataclass_builtins_object__.__setattr__(self,'vehicle',_dflt_vehicle() if vehicle is _HAS_DEFAULT_FACTORY else vehicle)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_results',_dflt_vehicle_results() if vehicle_results is _HAS_DEFAULT_FACTORY else vehicle_results)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_sensors_to_hit',vehicle_sensors_to_hit)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_commander_to_hit',vehicle_commander_to_hit)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_stabilizer_to_hit',vehicle_stabilizer_to_hit)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
 return __init__
CODES[b'}\x95\xf5[U<\xc5\x9f\xea\xb5\xb1o\xffba\xe3'] = __create_fn__.__code__
def __create_fn__(_type_direct_divisor, _type_cluster_bonus, _type_pulse_bonus, _type_burst_fire_dice, _type_clear_terrain_multiplier, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,direct_divisor:_type_direct_divisor,cluster_bonus:_type_cluster_bonus,pulse_bonus:_type_pulse_bonus,burst_fire_dice:_type_burst_fire_dice,clear_terrain_multiplier:_type_clear_terrain_multiplier)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'direct_divisor',direct_divisor)
  __dataclass_builtins_object__.__setattr__(self,'cluster_bonus',cluster_bonus)
  __dataclass_builtins_object__.__setattr__(self,'pulse_bonus',pulse_bonus)
  __dataclass_builtins_object__.__setattr__(self,'burst_fire_dice',burst_fire_dice)
  __dataclass_builtins_object__.__setattr__(self,'clear_terrain_multiplier',clear_terrain_multiplier)
 return __init__
CODES[b'v\x01\xec\xd6\xac8\x8a\x84&[\xb9 \x1d\xb8\xcb\x04'] = __create_fn__.__code__
def __create_fn__(_type_direct_fire, _type_cluster_ballistic, _type_pulse, _type_cluster_missile, _type_area_effect, _type_reconstructed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reconstructed, _return_type):
 def __init__(self,direct_fire:_type_direct_fire,cluster_ballistic:_type_cluster_ballistic,pulse:_type_pulse,cluster_missile:_type_cluster_missile,area_effect:_type_area_effect,reconstructed:_type_reconstructed=_dflt_reconstructed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'direct_fire',direct_fire)
  __dataclass_builtins_object__.__setattr__(self,'cluster_ballistic',cluster_ballistic)
  __dataclass_builtins_object__.__setattr__(self,'pulse',pulse)
  __dataclass_builtins_object__.__setattr__(self,'cluster_missile',cluster_missile)
  __dataclass_builtins_object__.__setattr__(self,'area_effect',area_effect)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
 return __init__
CODES[b'U]\xb3Z3u\x84\xe1\xf2dh5\xd2\x0b`\x90'] = __create_fn__.__code__
def __create_fn__(_type_display, _type_document, _type_board, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,display:_type_display,document:_type_document,board:_type_board,notes:_type_notes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'display',display)
  __dataclass_builtins_object__.__setattr__(self,'document',document)
  __dataclass_builtins_object__.__setattr__(self,'board',board)
  __dataclass_builtins_object__.__setattr__(self,'notes',notes)
 return __init__
CODES[b' v\xa1\x19kf\xb8\xac\xe0i\x1dF$X\xe7\xfb'] = __create_fn__.__code__
def __create_fn__(_type_drop_flat_piloting, _type_water_deep, _type_water_prone, _type_erratic_driving, _type_erratic_vtol, _type_erratic_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_drop_flat_piloting, _dflt_water_deep, _dflt_water_prone, _dflt_erratic_driving, _dflt_erratic_vtol, _dflt_erratic_damage, _return_type):
 def __init__(self,drop_flat_piloting:_type_drop_flat_piloting=_dflt_drop_flat_piloting,water_deep:_type_water_deep=_dflt_water_deep,water_prone:_type_water_prone=_dflt_water_prone,erratic_driving:_type_erratic_driving=_dflt_erratic_driving,erratic_vtol:_type_erratic_vtol=_dflt_erratic_vtol,erratic_damage:_type_erratic_damage=_dflt_erratic_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'drop_flat_piloting',drop_flat_piloting)
  __dataclass_builtins_object__.__setattr__(self,'water_deep',water_deep)
  __dataclass_builtins_object__.__setattr__(self,'water_prone',water_prone)
  __dataclass_builtins_object__.__setattr__(self,'erratic_driving',erratic_driving)
  __dataclass_builtins_object__.__setattr__(self,'erratic_vtol',erratic_vtol)
  __dataclass_builtins_object__.__setattr__(self,'erratic_damage',erratic_damage)
 return __init__
CODES[b'`\x96.\x8aw\xeft\xd0\x86\xfd|2\xc3\x14\r\xd3'] = __create_fn__.__code__
def __create_fn__(_type_edge, _type_depth, _type_hexes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hexes, _return_type):
 def __init__(self,edge:_type_edge,depth:_type_depth,hexes:_type_hexes=_dflt_hexes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'edge',edge)
  __dataclass_builtins_object__.__setattr__(self,'depth',depth)
  __dataclass_builtins_object__.__setattr__(self,'hexes',hexes)
 return __init__
CODES[b'\xf3|%\xc0\xa0\x159\xd9\x1c{\xe9u\xcab3+'] = __create_fn__.__code__
def __create_fn__(_type_entry, _type_text, _type_roll, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_roll, _return_type):
 def __init__(self,entry:_type_entry,text:_type_text,roll:_type_roll=_dflt_roll)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'entry',entry)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
 return __init__
CODES[b'\xf3IFQ\xb6\x92\xbf0\x98Q",\x97\x05\xd5\xeb'] = __create_fn__.__code__
def __create_fn__(_type_entry_damage_divisor, _type_entry_tons_divisor, _type_absorb_divisor, _type_infantry_share_from_outside, _type_building_share_from_inside, _type_battle_armor_group, _type_jump_in_damage, _type_floor_mp, _type_collapse_divisor, _type_collapse_multiplier, _type_rubble, _type_infantry_tons, _type_attack, _type_floor_mp_mechanized, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_attack, _dflt_floor_mp_mechanized, _return_type):
 def __init__(self,entry_damage_divisor:_type_entry_damage_divisor,entry_tons_divisor:_type_entry_tons_divisor,absorb_divisor:_type_absorb_divisor,infantry_share_from_outside:_type_infantry_share_from_outside,building_share_from_inside:_type_building_share_from_inside,battle_armor_group:_type_battle_armor_group,jump_in_damage:_type_jump_in_damage,floor_mp:_type_floor_mp,collapse_divisor:_type_collapse_divisor,collapse_multiplier:_type_collapse_multiplier,rubble:_type_rubble,infantry_tons:_type_infantry_tons,attack:_type_attack=_dflt_attack,floor_mp_mechanized:_type_floor_mp_mechanized=_dflt_floor_mp_mechanized)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'entry_damage_divisor',entry_damage_divisor)
  __dataclass_builtins_object__.__setattr__(self,'entry_tons_divisor',entry_tons_divisor)
  __dataclass_builtins_object__.__setattr__(self,'absorb_divisor',absorb_divisor)
  __dataclass_builtins_object__.__setattr__(self,'infantry_share_from_outside',infantry_share_from_outside)
  __dataclass_builtins_object__.__setattr__(self,'building_share_from_inside',building_share_from_inside)
  __dataclass_builtins_object__.__setattr__(self,'battle_armor_group',battle_armor_group)
  __dataclass_builtins_object__.__setattr__(self,'jump_in_damage',jump_in_damage)
  __dataclass_builtins_object__.__setattr__(self,'floor_mp',floor_mp)
  __dataclass_builtins_object__.__setattr__(self,'collapse_divisor',collapse_divisor)
  __dataclass_builtins_object__.__setattr__(self,'collapse_multiplier',collapse_multiplier)
  __dataclass_builtins_object__.__setattr__(self,'rubble',rubble)
  __dataclass_builtins_object__.__setattr__(self,'infantry_tons',infantry_tons)
  __dataclass_builtins_object__.__setattr__(self,'attack',attack)
  __dataclass_builtins_object__.__setattr__(self,'floor_mp_mechanized',floor_mp_mechanized)
 return __init__
CODES[b'\xf8@\xecnLl\x1f*\xb1-C\xb6z\xe0p\xf5'] = __create_fn__.__code__
def __create_fn__(_type_file, _type_status, _type_key, _type_error, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_key, _dflt_error, _dflt_notes, _return_type):
 def __init__(self,file:_type_file,status:_type_status,key:_type_key=_dflt_key,error:_type_error=_dflt_error,notes:_type_notes=_dflt_notes)->_return_type:
  self.file=file
  self.status=status
  self.key=key
  self.error=error
  self.notes=notes
 return __init__
CODES[b'*\xce\x1d\x81\x0b}\xbdOId9\x89\x08\x9f\x9f\xb2'] = __create_fn__.__code__
def __create_fn__(_type_formations, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_formations, _return_type):
 def __init__(self,formations:_type_formations=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'formations',_dflt_formations() if formations is _HAS_DEFAULT_FACTORY else formations)
  self.__post_init__()
 return __init__
CODES[b'3H\xdb\xa2\x99\xb3>\xf6o\xfc\xf9\x9cW\xffN\xee'] = __create_fn__.__code__
def __create_fn__(_type_gunnery, _type_piloting, _type_anti_mech, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_gunnery, _dflt_piloting, _dflt_anti_mech, _return_type):
 def __init__(self,gunnery:_type_gunnery=_dflt_gunnery,piloting:_type_piloting=_dflt_piloting,anti_mech:_type_anti_mech=_dflt_anti_mech)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'gunnery',gunnery)
  __dataclass_builtins_object__.__setattr__(self,'piloting',piloting)
  __dataclass_builtins_object__.__setattr__(self,'anti_mech',anti_mech)
 return __init__
CODES[b'\xce\xb1)\xb2\x0c:c\xe8\xcc\xef\xf6\xd9?sR\x03'] = __create_fn__.__code__
def __create_fn__(_type_head_damaged, _type_landing, _type_reconstructed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_head_damaged, _dflt_landing, _dflt_reconstructed, _return_type):
 def __init__(self,head_damaged:_type_head_damaged=_dflt_head_damaged,landing:_type_landing=_HAS_DEFAULT_FACTORY,reconstructed:_type_reconstructed=_dflt_reconstructed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'head_damaged',head_damaged)
  __dataclass_builtins_object__.__setattr__(self,'landing',_dflt_landing() if landing is _HAS_DEFAULT_FACTORY else landing)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
 return __init__
CODES[b'\xb6\xa0Z\xb0\x0f\x1eu\xef\xfe\xf4\x9aH\xb9\xba\xfe\x81'] = __create_fn__.__code__
def __create_fn__(_type_heat_sinks, _type_double, _type_rear_armor, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rear_armor, _dflt_source, _return_type):
 def __init__(self,heat_sinks:_type_heat_sinks,double:_type_double,rear_armor:_type_rear_armor=_HAS_DEFAULT_FACTORY,source:_type_source=_dflt_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'heat_sinks',heat_sinks)
  __dataclass_builtins_object__.__setattr__(self,'double',double)
  __dataclass_builtins_object__.__setattr__(self,'rear_armor',_dflt_rear_armor() if rear_armor is _HAS_DEFAULT_FACTORY else rear_armor)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  self.__post_init__()
 return __init__
CODES[b'\xd6~\xb9\xc8\x8d\x9d\x82GxFS\x86\xe4f\xfcs'] = __create_fn__.__code__
def __create_fn__(_type_hex, _type_attacker, _type_defender, _type_entry, _type_approach, _type_places, _type_facings, _type_mp_left, _type_step, _type_exchange, _type_tactics, _type_fired, _type_joined, _type_maneuvered, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_approach, _dflt_places, _dflt_facings, _dflt_mp_left, _dflt_step, _dflt_exchange, _dflt_tactics, _dflt_fired, _dflt_joined, _dflt_maneuvered, _return_type):
 def __init__(self,hex:_type_hex,attacker:_type_attacker,defender:_type_defender,entry:_type_entry,approach:_type_approach=_dflt_approach,places:_type_places=_HAS_DEFAULT_FACTORY,facings:_type_facings=_HAS_DEFAULT_FACTORY,mp_left:_type_mp_left=_HAS_DEFAULT_FACTORY,step:_type_step=_dflt_step,exchange:_type_exchange=_dflt_exchange,tactics:_type_tactics=_dflt_tactics,fired:_type_fired=_dflt_fired,joined:_type_joined=_dflt_joined,maneuvered:_type_maneuvered=_dflt_maneuvered)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'hex',hex)
  __dataclass_builtins_object__.__setattr__(self,'attacker',attacker)
  __dataclass_builtins_object__.__setattr__(self,'defender',defender)
  __dataclass_builtins_object__.__setattr__(self,'entry',entry)
  __dataclass_builtins_object__.__setattr__(self,'approach',approach)
  __dataclass_builtins_object__.__setattr__(self,'places',_dflt_places() if places is _HAS_DEFAULT_FACTORY else places)
  __dataclass_builtins_object__.__setattr__(self,'facings',_dflt_facings() if facings is _HAS_DEFAULT_FACTORY else facings)
  __dataclass_builtins_object__.__setattr__(self,'mp_left',_dflt_mp_left() if mp_left is _HAS_DEFAULT_FACTORY else mp_left)
  __dataclass_builtins_object__.__setattr__(self,'step',step)
  __dataclass_builtins_object__.__setattr__(self,'exchange',exchange)
  __dataclass_builtins_object__.__setattr__(self,'tactics',tactics)
  __dataclass_builtins_object__.__setattr__(self,'fired',fired)
  __dataclass_builtins_object__.__setattr__(self,'joined',joined)
  __dataclass_builtins_object__.__setattr__(self,'maneuvered',maneuvered)
  self.__post_init__()
 return __init__
CODES[b'\xfb\xb9\xd0\xbb\x18\n@\x0f\xac\xdbWL9Vn\x16'] = __create_fn__.__code__
def __create_fn__(_type_hex_metres, _type_hex_cm, _type_tactical_hexes_across, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,hex_metres:_type_hex_metres,hex_cm:_type_hex_cm,tactical_hexes_across:_type_tactical_hexes_across)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'hex_metres',hex_metres)
  __dataclass_builtins_object__.__setattr__(self,'hex_cm',hex_cm)
  __dataclass_builtins_object__.__setattr__(self,'tactical_hexes_across',tactical_hexes_across)
 return __init__
CODES[b'R\xfd\xc4\xfb\xb0\xe8\xeb8*qr2\xdb$\xb3\x99'] = __create_fn__.__code__
def __create_fn__(_type_infantry, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_infantry, _return_type):
 def __init__(self,infantry:_type_infantry=_dflt_infantry)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'infantry',infantry)
 return __init__
CODES[b'sA)\xb2C\x8d\xb9\xb8\xd3\xbf\xee\xfc\xbc\x87\x12\x1c'] = __create_fn__.__code__
def __create_fn__(_type_infantry_mp, _type_minimum_move, _type_stacking, _type_machine_gun_dice, _type_machine_guns, _type_transport, _type_mechanized, _type_movement_types, _type_mechanized_losses, _type_mechanized_toughness, _type_battle_armor, _type_domino, _type_falling, _type_anti_mech, _type_non_infantry_weapons, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_transport, _dflt_mechanized, _dflt_movement_types, _dflt_mechanized_losses, _dflt_mechanized_toughness, _dflt_battle_armor, _dflt_domino, _dflt_falling, _dflt_anti_mech, _dflt_non_infantry_weapons, _return_type):
 def __init__(self,infantry_mp:_type_infantry_mp,minimum_move:_type_minimum_move,stacking:_type_stacking,machine_gun_dice:_type_machine_gun_dice,machine_guns:_type_machine_guns,transport:_type_transport=_dflt_transport,mechanized:_type_mechanized=_dflt_mechanized,movement_types:_type_movement_types=_dflt_movement_types,mechanized_losses:_type_mechanized_losses=_dflt_mechanized_losses,mechanized_toughness:_type_mechanized_toughness=_dflt_mechanized_toughness,battle_armor:_type_battle_armor=_dflt_battle_armor,domino:_type_domino=_dflt_domino,falling:_type_falling=_dflt_falling,anti_mech:_type_anti_mech=_dflt_anti_mech,non_infantry_weapons:_type_non_infantry_weapons=_dflt_non_infantry_weapons)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'infantry_mp',infantry_mp)
  __dataclass_builtins_object__.__setattr__(self,'minimum_move',minimum_move)
  __dataclass_builtins_object__.__setattr__(self,'stacking',stacking)
  __dataclass_builtins_object__.__setattr__(self,'machine_gun_dice',machine_gun_dice)
  __dataclass_builtins_object__.__setattr__(self,'machine_guns',machine_guns)
  __dataclass_builtins_object__.__setattr__(self,'transport',transport)
  __dataclass_builtins_object__.__setattr__(self,'mechanized',mechanized)
  __dataclass_builtins_object__.__setattr__(self,'movement_types',movement_types)
  __dataclass_builtins_object__.__setattr__(self,'mechanized_losses',mechanized_losses)
  __dataclass_builtins_object__.__setattr__(self,'mechanized_toughness',mechanized_toughness)
  __dataclass_builtins_object__.__setattr__(self,'battle_armor',battle_armor)
  __dataclass_builtins_object__.__setattr__(self,'domino',domino)
  __dataclass_builtins_object__.__setattr__(self,'falling',falling)
  __dataclass_builtins_object__.__setattr__(self,'anti_mech',anti_mech)
  __dataclass_builtins_object__.__setattr__(self,'non_infantry_weapons',non_infantry_weapons)
 return __init__
CODES[b'\xc6{\n\x8c\xc8\xb5:!\xbc\x05\xc9\xf9/:\x9fx'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_display, _type_document, _type_map_display, _type_map_document, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,display:_type_display,document:_type_document,map_display:_type_map_display,map_document:_type_map_document)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'display',display)
  __dataclass_builtins_object__.__setattr__(self,'document',document)
  __dataclass_builtins_object__.__setattr__(self,'map_display',map_display)
  __dataclass_builtins_object__.__setattr__(self,'map_document',map_document)
 return __init__
CODES[b'\xe5#\x05\x9a\xa7\xc2\x1fE\x97\\v\xb5\x17\r\x19\x08'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_document, _type_sheet, _type_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_notes, _return_type):
 def __init__(self,key:_type_key,document:_type_document,sheet:_type_sheet,notes:_type_notes=_HAS_DEFAULT_FACTORY)->_return_type:
  self.key=key
  self.document=document
  self.sheet=sheet
  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes
 return __init__
CODES[b'x\xdf\x8ak\xea\x0c\xe1w\xb9\xdf\xf7\xebI\xd5\xba\xae'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_hex_mm, _type_unit, _type_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,hex_mm:_type_hex_mm,unit:_type_unit,name:_type_name)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'hex_mm',hex_mm)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
 return __init__
CODES[b'\x90\x9e\x96\x89\x0c\x84ck\xf9\xb4n\xa8|hF\xa1'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,name:_type_name)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
 return __init__
CODES[b'M|\x07\x1dDN\n\xb4R\x9c\x8f\xd8\xc8{\xcdD'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_name, _type_colour, _type_deployment, _type_sets_up_first, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_deployment, _dflt_sets_up_first, _return_type):
 def __init__(self,key:_type_key,name:_type_name,colour:_type_colour,deployment:_type_deployment=_dflt_deployment,sets_up_first:_type_sets_up_first=_dflt_sets_up_first)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'colour',colour)
  __dataclass_builtins_object__.__setattr__(self,'deployment',deployment)
  __dataclass_builtins_object__.__setattr__(self,'sets_up_first',sets_up_first)
 return __init__
CODES[b'cj=k\x08\xa9w\xa5\xb7\xce\x0e9\x9bP\xaeP'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_name, _type_colour, _type_deployment, _type_units, _type_sets_up_first, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_sets_up_first, _return_type):
 def __init__(self,key:_type_key,name:_type_name,colour:_type_colour,deployment:_type_deployment,units:_type_units,sets_up_first:_type_sets_up_first=_dflt_sets_up_first)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'colour',colour)
  __dataclass_builtins_object__.__setattr__(self,'deployment',deployment)
  __dataclass_builtins_object__.__setattr__(self,'units',units)
  __dataclass_builtins_object__.__setattr__(self,'sets_up_first',sets_up_first)
 return __init__
CODES[b'\x13\xb5\xe2\xed\xd5\x96{K\xbc\xcf\xc5\x90\xbb\xe1h:'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_name, _type_colour, _type_edge, _type_depth, _type_units, _type_hexes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_edge, _dflt_depth, _dflt_units, _dflt_hexes, _return_type):
 def __init__(self,key:_type_key,name:_type_name,colour:_type_colour,edge:_type_edge=_dflt_edge,depth:_type_depth=_dflt_depth,units:_type_units=_dflt_units,hexes:_type_hexes=_dflt_hexes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'colour',colour)
  __dataclass_builtins_object__.__setattr__(self,'edge',edge)
  __dataclass_builtins_object__.__setattr__(self,'depth',depth)
  __dataclass_builtins_object__.__setattr__(self,'units',units)
  __dataclass_builtins_object__.__setattr__(self,'hexes',hexes)
 return __init__
CODES[b'\x84\x85\xc8K \x98u\xf0\x11\xb6\x17&\x85Iv-'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_name, _type_flag, _type_requires, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_requires, _dflt_source, _return_type):
 def __init__(self,key:_type_key,name:_type_name,flag:_type_flag,requires:_type_requires=_dflt_requires,source:_type_source=_dflt_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'flag',flag)
  __dataclass_builtins_object__.__setattr__(self,'requires',requires)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
CODES[b'\x1f}\xb0\x19\x07\xd6\xfa\xbf\xdf\x05\xc5\x8c\xd5\xddw\xa4'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_name, _type_kind, _type_tons, _type_movement, _type_armor, _type_weapons, _type_ammo, _type_crew, _type_infantry, _type_public_data, _type_source, _type_rear_armor, _type_criticals, _type_transport, _type_omni, _type_anti_mech, _type_heat_sinks, _type_double_heat_sinks, _type_engine, _type_structure_type, _type_bv, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_armor, _dflt_weapons, _dflt_ammo, _dflt_crew, _dflt_infantry, _dflt_public_data, _dflt_source, _dflt_rear_armor, _dflt_criticals, _dflt_transport, _dflt_omni, _dflt_anti_mech, _dflt_heat_sinks, _dflt_double_heat_sinks, _dflt_engine, _dflt_structure_type, _dflt_bv, _return_type):
 def __init__(self,key:_type_key,name:_type_name,kind:_type_kind,tons:_type_tons,movement:_type_movement,armor:_type_armor=_HAS_DEFAULT_FACTORY,weapons:_type_weapons=_dflt_weapons,ammo:_type_ammo=_dflt_ammo,crew:_type_crew=_dflt_crew,infantry:_type_infantry=_dflt_infantry,public_data:_type_public_data=_dflt_public_data,source:_type_source=_dflt_source,rear_armor:_type_rear_armor=_HAS_DEFAULT_FACTORY,criticals:_type_criticals=_HAS_DEFAULT_FACTORY,transport:_type_transport=_dflt_transport,omni:_type_omni=_dflt_omni,anti_mech:_type_anti_mech=_dflt_anti_mech,heat_sinks:_type_heat_sinks=_dflt_heat_sinks,double_heat_sinks:_type_double_heat_sinks=_dflt_double_heat_sinks,engine:_type_engine=_dflt_engine,structure_type:_type_structure_type=_dflt_structure_type,bv:_type_bv=_dflt_bv)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'tons',tons)
  __dataclass_builtins_object__.__setattr__(self,'movement',movement)
  __dataclass_builtins_object__.__setattr__(self,'armor',_dflt_armor() if armor is _HAS_DEFAULT_FACTORY else armor)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
  __dataclass_builtins_object__.__setattr__(self,'ammo',ammo)
  __dataclass_builtins_object__.__setattr__(self,'crew',crew)
  __dataclass_builtins_object__.__setattr__(self,'infantry',infantry)
  __dataclass_builtins_object__.__setattr__(self,'public_data',public_data)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'rear_armor',_dflt_rear_armor() if rear_armor is _HAS_DEFAULT_FACTORY else rear_armor)
  __dataclass_builtins_object__.__setattr__(self,'criticals',_dflt_criticals() if criticals is _HAS_DEFAULT_FACTORY else criticals)
  __dataclass_builtins_object__.__setattr__(self,'transport',transport)
  __dataclass_builtins_object__.__setattr__(self,'omni',omni)
  __dataclass_builtins_object__.__setattr__(self,'anti_mech',anti_mech)
  __dataclass_builtins_object__.__setattr__(self,'heat_sinks',heat_sinks)
  __dataclass_builtins_object__.__setattr__(self,'double_heat_sinks',double_heat_sinks)
  __dataclass_builtins_object__.__setattr__(self,'engine',engine)
  __dataclass_builtins_object__.__setattr__(self,'structure_type',structure_type)
  __dataclass_builtins_object__.__setattr__(self,'bv',bv)
  self.__post_init__()
 return __init__
CODES[b'\xd5U\xf2\x8fy\x0f\xf5\x87\x84\xd0\t\xf7;U^\x00'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_name, _type_kind, _type_tons, _type_mp, _type_jump, _type_weapons, _type_origin, _type_bv, _type_words, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_path, _return_type):
 def __init__(self,key:_type_key,name:_type_name,kind:_type_kind,tons:_type_tons,mp:_type_mp,jump:_type_jump,weapons:_type_weapons,origin:_type_origin,bv:_type_bv,words:_type_words,path:_type_path=_dflt_path)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'tons',tons)
  __dataclass_builtins_object__.__setattr__(self,'mp',mp)
  __dataclass_builtins_object__.__setattr__(self,'jump',jump)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
  __dataclass_builtins_object__.__setattr__(self,'bv',bv)
  __dataclass_builtins_object__.__setattr__(self,'words',words)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
 return __init__
CODES[b'\x94\x96@\xfd\x012z\xc3\xa4\xd7\xa1Ku\xce~n'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_per_hex, _type_unit, _type_label, _type_why, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,per_hex:_type_per_hex,unit:_type_unit,label:_type_label,why:_type_why)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'per_hex',per_hex)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
 return __init__
CODES[b'Q\xd0\x1a\x9d\xfaV\xe3\xa1\xbd\xf9\xf6\x12l\xe4\xd0z'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_rect, _type_image, _type_pending, _type_blank, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_pending, _dflt_blank, _return_type):
 def __init__(self,key:_type_key,rect:_type_rect,image:_type_image,pending:_type_pending=_HAS_DEFAULT_FACTORY,blank:_type_blank=_dflt_blank)->_return_type:
  self.key=key
  self.rect=rect
  self.image=image
  self.pending=_dflt_pending() if pending is _HAS_DEFAULT_FACTORY else pending
  self.blank=blank
 return __init__
CODES[b'\xba\xe2\xc4\x8ao\x18-U\xa7\x1a[c\xfe\xb1\x9b\x81'] = __create_fn__.__code__
def __create_fn__(_type_key, _type_title, _type_source, _type_board, _type_sides, _type_victory, _type_special_rules, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_special_rules, _return_type):
 def __init__(self,key:_type_key,title:_type_title,source:_type_source,board:_type_board,sides:_type_sides,victory:_type_victory,special_rules:_type_special_rules=_dflt_special_rules)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'board',board)
  __dataclass_builtins_object__.__setattr__(self,'sides',sides)
  __dataclass_builtins_object__.__setattr__(self,'victory',victory)
  __dataclass_builtins_object__.__setattr__(self,'special_rules',special_rules)
 return __init__
CODES[b'\xfas\xae\xec\xcd\xe2\x0b\xfc\xb7x\xca\xc0M\x7f\x8b('] = __create_fn__.__code__
def __create_fn__(_type_kind, _type_cf, _type_height, _type_basement, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_basement, _return_type):
 def __init__(self,kind:_type_kind,cf:_type_cf,height:_type_height,basement:_type_basement=_dflt_basement)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'cf',cf)
  __dataclass_builtins_object__.__setattr__(self,'height',height)
  __dataclass_builtins_object__.__setattr__(self,'basement',basement)
  self.__post_init__()
 return __init__
CODES[b'\x13X\xce5}N\xb0/\xcb\ri\xb0\xe2{\xb3)'] = __create_fn__.__code__
def __create_fn__(_type_label, _type_colour, _type_infantry, _type_left, _type_full, _type_formation, _type_riders, _type_prone, _type_heat, _type_shutdown, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_left, _dflt_full, _dflt_formation, _dflt_riders, _dflt_prone, _dflt_heat, _dflt_shutdown, _return_type):
 def __init__(self,label:_type_label,colour:_type_colour,infantry:_type_infantry,left:_type_left=_dflt_left,full:_type_full=_dflt_full,formation:_type_formation=_dflt_formation,riders:_type_riders=_dflt_riders,prone:_type_prone=_dflt_prone,heat:_type_heat=_dflt_heat,shutdown:_type_shutdown=_dflt_shutdown)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'colour',colour)
  __dataclass_builtins_object__.__setattr__(self,'infantry',infantry)
  __dataclass_builtins_object__.__setattr__(self,'left',left)
  __dataclass_builtins_object__.__setattr__(self,'full',full)
  __dataclass_builtins_object__.__setattr__(self,'formation',formation)
  __dataclass_builtins_object__.__setattr__(self,'riders',riders)
  __dataclass_builtins_object__.__setattr__(self,'prone',prone)
  __dataclass_builtins_object__.__setattr__(self,'heat',heat)
  __dataclass_builtins_object__.__setattr__(self,'shutdown',shutdown)
 return __init__
CODES[b'L\x1c\xf9\xc3#h\xc0\xf9\xa0\x7f\x0b\x1174\xa8\x1c'] = __create_fn__.__code__
def __create_fn__(_type_layer, _type_terrain, _type_depth, _type_level, _type_building, _type_road, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_terrain, _dflt_depth, _dflt_level, _dflt_building, _dflt_road, _return_type):
 def __init__(self,layer:_type_layer,terrain:_type_terrain=_dflt_terrain,depth:_type_depth=_dflt_depth,level:_type_level=_dflt_level,building:_type_building=_dflt_building,road:_type_road=_dflt_road)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'layer',layer)
  __dataclass_builtins_object__.__setattr__(self,'terrain',terrain)
  __dataclass_builtins_object__.__setattr__(self,'depth',depth)
  __dataclass_builtins_object__.__setattr__(self,'level',level)
  __dataclass_builtins_object__.__setattr__(self,'building',building)
  __dataclass_builtins_object__.__setattr__(self,'road',road)
  self.__post_init__()
 return __init__
CODES[b'\x8d8\x160\x1d\xb7B~S\xb6\x16\xccr\xa7\xf7D'] = __create_fn__.__code__
def __create_fn__(_type_leg_conventional, _type_leg_battle_armor, _type_swarm_conventional, _type_swarm_battle_armor, _type_leg_damage, _type_vs_vehicle, _type_mechanized, _type_immobile_target, _type_swarm_locations, _type_swarmer_hit, _type_brush_off_piloting, _type_jump_off_piloting, _type_knocked_off_dice, _type_reconstructed, _type_shaking_off, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_leg_conventional, _dflt_leg_battle_armor, _dflt_swarm_conventional, _dflt_swarm_battle_armor, _dflt_leg_damage, _dflt_vs_vehicle, _dflt_mechanized, _dflt_immobile_target, _dflt_swarm_locations, _dflt_swarmer_hit, _dflt_brush_off_piloting, _dflt_jump_off_piloting, _dflt_knocked_off_dice, _dflt_reconstructed, _dflt_shaking_off, _return_type):
 def __init__(self,leg_conventional:_type_leg_conventional=_dflt_leg_conventional,leg_battle_armor:_type_leg_battle_armor=_dflt_leg_battle_armor,swarm_conventional:_type_swarm_conventional=_dflt_swarm_conventional,swarm_battle_armor:_type_swarm_battle_armor=_dflt_swarm_battle_armor,leg_damage:_type_leg_damage=_dflt_leg_damage,vs_vehicle:_type_vs_vehicle=_dflt_vs_vehicle,mechanized:_type_mechanized=_HAS_DEFAULT_FACTORY,immobile_target:_type_immobile_target=_dflt_immobile_target,swarm_locations:_type_swarm_locations=_HAS_DEFAULT_FACTORY,swarmer_hit:_type_swarmer_hit=_dflt_swarmer_hit,brush_off_piloting:_type_brush_off_piloting=_dflt_brush_off_piloting,jump_off_piloting:_type_jump_off_piloting=_dflt_jump_off_piloting,knocked_off_dice:_type_knocked_off_dice=_dflt_knocked_off_dice,reconstructed:_type_reconstructed=_dflt_reconstructed,shaking_off:_type_shaking_off=_dflt_shaking_off)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'leg_conventional',leg_conventional)
  __dataclass_builtins_object__.__setattr__(self,'leg_battle_armor',leg_battle_armor)
  __dataclass_builtins_object__.__setattr__(self,'swarm_conventional',swarm_conventional)
  __dataclass_builtins_object__.__setattr__(self,'swarm_battle_armor',swarm_battle_armor)
  __dataclass_builtins_object__.__setattr__(self,'leg_damage',leg_damage)
  __dataclass_builtins_object__.__setattr__(self,'vs_vehicle',vs_vehicle)
  __dataclass_builtins_object__.__setattr__(self,'mechanized',_dflt_mechanized() if mechanized is _HAS_DEFAULT_FACTORY else mechanized)
  __dataclass_builtins_object__.__setattr__(self,'immobile_target',immobile_target)
  __dataclass_builtins_object__.__setattr__(self,'swarm_locations',_dflt_swarm_locations() if swarm_locations is _HAS_DEFAULT_FACTORY else swarm_locations)
  __dataclass_builtins_object__.__setattr__(self,'swarmer_hit',swarmer_hit)
  __dataclass_builtins_object__.__setattr__(self,'brush_off_piloting',brush_off_piloting)
  __dataclass_builtins_object__.__setattr__(self,'jump_off_piloting',jump_off_piloting)
  __dataclass_builtins_object__.__setattr__(self,'knocked_off_dice',knocked_off_dice)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
  __dataclass_builtins_object__.__setattr__(self,'shaking_off',shaking_off)
 return __init__
CODES[b'/\xbd[\xf2\xcc\x18o\xa5\x93\xc3\xa6\x80\xd7\x9d\xec4'] = __create_fn__.__code__
def __create_fn__(_type_levels, _type_dice_per_level, _type_reconstructed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_levels, _dflt_dice_per_level, _dflt_reconstructed, _return_type):
 def __init__(self,levels:_type_levels=_dflt_levels,dice_per_level:_type_dice_per_level=_dflt_dice_per_level,reconstructed:_type_reconstructed=_dflt_reconstructed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'levels',levels)
  __dataclass_builtins_object__.__setattr__(self,'dice_per_level',dice_per_level)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
 return __init__
CODES[b'\xc8\xb1\x13\x96\x89]Y&\x90\x13\xd4\xff\xb3K\xf6\x8c'] = __create_fn__.__code__
def __create_fn__(_type_levels, _type_mech_mp_by_depth, _type_floats, _type_infantry_max_depth, _type_buildings, _type_infantry_building_mp, _type_road_mp, _type_unit_height, _type_woods_height, _type_partial_cover, _type_road_bonus_mp, _type_road_bonus_motives, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_road_bonus_mp, _dflt_road_bonus_motives, _return_type):
 def __init__(self,levels:_type_levels,mech_mp_by_depth:_type_mech_mp_by_depth,floats:_type_floats,infantry_max_depth:_type_infantry_max_depth,buildings:_type_buildings,infantry_building_mp:_type_infantry_building_mp,road_mp:_type_road_mp,unit_height:_type_unit_height,woods_height:_type_woods_height,partial_cover:_type_partial_cover,road_bonus_mp:_type_road_bonus_mp=_dflt_road_bonus_mp,road_bonus_motives:_type_road_bonus_motives=_dflt_road_bonus_motives)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'levels',levels)
  __dataclass_builtins_object__.__setattr__(self,'mech_mp_by_depth',mech_mp_by_depth)
  __dataclass_builtins_object__.__setattr__(self,'floats',floats)
  __dataclass_builtins_object__.__setattr__(self,'infantry_max_depth',infantry_max_depth)
  __dataclass_builtins_object__.__setattr__(self,'buildings',buildings)
  __dataclass_builtins_object__.__setattr__(self,'infantry_building_mp',infantry_building_mp)
  __dataclass_builtins_object__.__setattr__(self,'road_mp',road_mp)
  __dataclass_builtins_object__.__setattr__(self,'unit_height',unit_height)
  __dataclass_builtins_object__.__setattr__(self,'woods_height',woods_height)
  __dataclass_builtins_object__.__setattr__(self,'partial_cover',partial_cover)
  __dataclass_builtins_object__.__setattr__(self,'road_bonus_mp',road_bonus_mp)
  __dataclass_builtins_object__.__setattr__(self,'road_bonus_motives',road_bonus_motives)
 return __init__
CODES[b'6Bl\xe7k\x90\xad\xdc\x9c\x02\x84\xda\xc4q@n'] = __create_fn__.__code__
def __create_fn__(_type_lines, _type_hits, _type_events, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hits, _dflt_events, _return_type):
 def __init__(self,lines:_type_lines,hits:_type_hits=_dflt_hits,events:_type_events=_dflt_events)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'lines',lines)
  __dataclass_builtins_object__.__setattr__(self,'hits',hits)
  __dataclass_builtins_object__.__setattr__(self,'events',events)
 return __init__
CODES[b'\t\xd0\xf3\xe9\xeefM\xdf\x90$\r\x1b\xc6\xa7\xa1\xe1'] = __create_fn__.__code__
def __create_fn__(_type_load_mp, _type_survive_destroyed_carrier, _type_reconstructed, _type_jolt_hit, _type_jolt_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_load_mp, _dflt_survive_destroyed_carrier, _dflt_reconstructed, _dflt_jolt_hit, _dflt_jolt_damage, _return_type):
 def __init__(self,load_mp:_type_load_mp=_dflt_load_mp,survive_destroyed_carrier:_type_survive_destroyed_carrier=_dflt_survive_destroyed_carrier,reconstructed:_type_reconstructed=_dflt_reconstructed,jolt_hit:_type_jolt_hit=_dflt_jolt_hit,jolt_damage:_type_jolt_damage=_dflt_jolt_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'load_mp',load_mp)
  __dataclass_builtins_object__.__setattr__(self,'survive_destroyed_carrier',survive_destroyed_carrier)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
  __dataclass_builtins_object__.__setattr__(self,'jolt_hit',jolt_hit)
  __dataclass_builtins_object__.__setattr__(self,'jolt_damage',jolt_damage)
 return __init__
CODES[b'\x05;\xd5\t:\x7f!O\xa8\xd0\xb7\x8a{\xad\xf0\x84'] = __create_fn__.__code__
def __create_fn__(_type_location, _type_index, _type_x, _type_y, _type_width, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,location:_type_location,index:_type_index,x:_type_x,y:_type_y,width:_type_width)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'index',index)
  __dataclass_builtins_object__.__setattr__(self,'x',x)
  __dataclass_builtins_object__.__setattr__(self,'y',y)
  __dataclass_builtins_object__.__setattr__(self,'width',width)
 return __init__
CODES[b'\xb4\xc1bb\x13?\xb0\xf06\xfa\x82cl{\x82\x99'] = __create_fn__.__code__
def __create_fn__(_type_location, _type_title, _type_x, _type_y, _type_w, _type_h, _type_circles, _type_destroyed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_destroyed, _return_type):
 def __init__(self,location:_type_location,title:_type_title,x:_type_x,y:_type_y,w:_type_w,h:_type_h,circles:_type_circles,destroyed:_type_destroyed=_dflt_destroyed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'x',x)
  __dataclass_builtins_object__.__setattr__(self,'y',y)
  __dataclass_builtins_object__.__setattr__(self,'w',w)
  __dataclass_builtins_object__.__setattr__(self,'h',h)
  __dataclass_builtins_object__.__setattr__(self,'circles',circles)
  __dataclass_builtins_object__.__setattr__(self,'destroyed',destroyed)
 return __init__
CODES[b'u\xf2\x00\x9b\xb1B%5\xb7\xcd\x81\\C\x11\x91P'] = __create_fn__.__code__
def __create_fn__(_type_low, _type_high, _type_modifier, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,low:_type_low,high:_type_high,modifier:_type_modifier)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'low',low)
  __dataclass_builtins_object__.__setattr__(self,'high',high)
  __dataclass_builtins_object__.__setattr__(self,'modifier',modifier)
 return __init__
CODES[b'\x8e\x02\xcfH\xb8\x0cK\x08q\xf7\xff\x05>e1\xfd'] = __create_fn__.__code__
def __create_fn__(_type_map_w, _type_map_h, _type_area_w, _type_area_h, _type_columns, _type_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,map_w:_type_map_w,map_h:_type_map_h,area_w:_type_area_w,area_h:_type_area_h,columns:_type_columns,rows:_type_rows)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'map_w',map_w)
  __dataclass_builtins_object__.__setattr__(self,'map_h',map_h)
  __dataclass_builtins_object__.__setattr__(self,'area_w',area_w)
  __dataclass_builtins_object__.__setattr__(self,'area_h',area_h)
  __dataclass_builtins_object__.__setattr__(self,'columns',columns)
  __dataclass_builtins_object__.__setattr__(self,'rows',rows)
 return __init__
CODES[b'\x18V\xa8\x18\xa4\xb8\xb7\xc0\x93\x8cx\xa5\xe0\x82\xea]'] = __create_fn__.__code__
def __create_fn__(_type_max_assaulters, _type_short_fire_modifier, _type_may_assault, _type_fire_only, _type_ordering_phase, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,max_assaulters:_type_max_assaulters,short_fire_modifier:_type_short_fire_modifier,may_assault:_type_may_assault,fire_only:_type_fire_only,ordering_phase:_type_ordering_phase)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'max_assaulters',max_assaulters)
  __dataclass_builtins_object__.__setattr__(self,'short_fire_modifier',short_fire_modifier)
  __dataclass_builtins_object__.__setattr__(self,'may_assault',may_assault)
  __dataclass_builtins_object__.__setattr__(self,'fire_only',fire_only)
  __dataclass_builtins_object__.__setattr__(self,'ordering_phase',ordering_phase)
 return __init__
CODES[b'<\xa8\xb9\xa3\xe9\xbd\x95O\xde5\xa0\xd3H0\x00\xe5'] = __create_fn__.__code__
def __create_fn__(_type_max_change, _type_mp_per_level, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,max_change:_type_max_change,mp_per_level:_type_mp_per_level)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'max_change',max_change)
  __dataclass_builtins_object__.__setattr__(self,'mp_per_level',mp_per_level)
 return __init__
CODES[b'\x1aM\xdf\x9e\xb5\xee\x7f\xaa\xc9\xca\xc51\x12\xaf\xca\xd6'] = __create_fn__.__code__
def __create_fn__(_type_mech_hit_locations, _type_vehicle_hit_locations, _type_cluster_hits, _type_attack_modifiers, _type_terrain, _type_los_blocking_density, _type_facing_change_mp, _type_infantry_mp_per_hex, _type_mech_damage_transfer, _type_arm_lost_with_torso, _type_infantry_damage, _type_close_assault, _type_firing_arcs, _type_physical, _type_ground, _type_buildings, _type_ejection, _type_assault_orders, _type_multi_model, _type_tw_infantry, _type_criticals, _type_standard, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ejection, _dflt_assault_orders, _dflt_multi_model, _dflt_tw_infantry, _dflt_criticals, _dflt_standard, _return_type):
 def __init__(self,mech_hit_locations:_type_mech_hit_locations,vehicle_hit_locations:_type_vehicle_hit_locations,cluster_hits:_type_cluster_hits,attack_modifiers:_type_attack_modifiers,terrain:_type_terrain,los_blocking_density:_type_los_blocking_density,facing_change_mp:_type_facing_change_mp,infantry_mp_per_hex:_type_infantry_mp_per_hex,mech_damage_transfer:_type_mech_damage_transfer,arm_lost_with_torso:_type_arm_lost_with_torso,infantry_damage:_type_infantry_damage,close_assault:_type_close_assault,firing_arcs:_type_firing_arcs,physical:_type_physical,ground:_type_ground,buildings:_type_buildings,ejection:_type_ejection=_dflt_ejection,assault_orders:_type_assault_orders=_dflt_assault_orders,multi_model:_type_multi_model=_dflt_multi_model,tw_infantry:_type_tw_infantry=_dflt_tw_infantry,criticals:_type_criticals=_dflt_criticals,standard:_type_standard=_dflt_standard)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'mech_hit_locations',mech_hit_locations)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_hit_locations',vehicle_hit_locations)
  __dataclass_builtins_object__.__setattr__(self,'cluster_hits',cluster_hits)
  __dataclass_builtins_object__.__setattr__(self,'attack_modifiers',attack_modifiers)
  __dataclass_builtins_object__.__setattr__(self,'terrain',terrain)
  __dataclass_builtins_object__.__setattr__(self,'los_blocking_density',los_blocking_density)
  __dataclass_builtins_object__.__setattr__(self,'facing_change_mp',facing_change_mp)
  __dataclass_builtins_object__.__setattr__(self,'infantry_mp_per_hex',infantry_mp_per_hex)
  __dataclass_builtins_object__.__setattr__(self,'mech_damage_transfer',mech_damage_transfer)
  __dataclass_builtins_object__.__setattr__(self,'arm_lost_with_torso',arm_lost_with_torso)
  __dataclass_builtins_object__.__setattr__(self,'infantry_damage',infantry_damage)
  __dataclass_builtins_object__.__setattr__(self,'close_assault',close_assault)
  __dataclass_builtins_object__.__setattr__(self,'firing_arcs',firing_arcs)
  __dataclass_builtins_object__.__setattr__(self,'physical',physical)
  __dataclass_builtins_object__.__setattr__(self,'ground',ground)
  __dataclass_builtins_object__.__setattr__(self,'buildings',buildings)
  __dataclass_builtins_object__.__setattr__(self,'ejection',ejection)
  __dataclass_builtins_object__.__setattr__(self,'assault_orders',assault_orders)
  __dataclass_builtins_object__.__setattr__(self,'multi_model',multi_model)
  __dataclass_builtins_object__.__setattr__(self,'tw_infantry',tw_infantry)
  __dataclass_builtins_object__.__setattr__(self,'criticals',criticals)
  __dataclass_builtins_object__.__setattr__(self,'standard',standard)
 return __init__
CODES[b"\xe50<-\x9b\xffA\xf8'\x1d\x9c\r\xdc\x89\xb0\x08"] = __create_fn__.__code__
def __create_fn__(_type_mech_positions, _type_vehicle_positions, _type_trooper_hit, _type_knocked_off_dice, _type_reconstructed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mech_positions, _dflt_vehicle_positions, _dflt_trooper_hit, _dflt_knocked_off_dice, _dflt_reconstructed, _return_type):
 def __init__(self,mech_positions:_type_mech_positions=_dflt_mech_positions,vehicle_positions:_type_vehicle_positions=_dflt_vehicle_positions,trooper_hit:_type_trooper_hit=_dflt_trooper_hit,knocked_off_dice:_type_knocked_off_dice=_dflt_knocked_off_dice,reconstructed:_type_reconstructed=_dflt_reconstructed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'mech_positions',mech_positions)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_positions',vehicle_positions)
  __dataclass_builtins_object__.__setattr__(self,'trooper_hit',trooper_hit)
  __dataclass_builtins_object__.__setattr__(self,'knocked_off_dice',knocked_off_dice)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
 return __init__
CODES[b'\xfe\xdb\xf3\xd5\x1cFn\xbc\x7f\x96\x85\x8a0\x8d*b'] = __create_fn__.__code__
def __create_fn__(_type_mechanized, _type_umu_water, _type_vtol, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mechanized, _dflt_umu_water, _dflt_vtol, _return_type):
 def __init__(self,mechanized:_type_mechanized=_HAS_DEFAULT_FACTORY,umu_water:_type_umu_water=_dflt_umu_water,vtol:_type_vtol=_dflt_vtol)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'mechanized',_dflt_mechanized() if mechanized is _HAS_DEFAULT_FACTORY else mechanized)
  __dataclass_builtins_object__.__setattr__(self,'umu_water',umu_water)
  __dataclass_builtins_object__.__setattr__(self,'vtol',vtol)
 return __init__
CODES[b'\xa4z\x8d\xb8\x02l\xbd>\xd6ez`\x88\xd7\xef\x18'] = __create_fn__.__code__
def __create_fn__(_type_mode, _type_path, _type_mp_spent, _type_hexes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,mode:_type_mode,path:_type_path,mp_spent:_type_mp_spent,hexes:_type_hexes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'mode',mode)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'mp_spent',mp_spent)
  __dataclass_builtins_object__.__setattr__(self,'hexes',hexes)
 return __init__
CODES[b'\x883\x15\x0fy\xd9\xb1\xb6\x0fVP\xca\xe1f\xffh'] = __create_fn__.__code__
def __create_fn__(_type_model, _type_at, _type_standoff, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,model:_type_model,at:_type_at,standoff:_type_standoff)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'standoff',standoff)
 return __init__
CODES[b"Ce\xff\x12\xc5&\xb1\xcb'!J)\x1b\x87\xc1\xf9"] = __create_fn__.__code__
def __create_fn__(_type_models, _type_hex, _type_leader, _type_troopers, _type_turn, _type_placing, _type_placed, _type_contact, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hex, _dflt_leader, _dflt_troopers, _dflt_turn, _dflt_placing, _dflt_placed, _dflt_contact, _return_type):
 def __init__(self,models:_type_models,hex:_type_hex=_dflt_hex,leader:_type_leader=_dflt_leader,troopers:_type_troopers=_dflt_troopers,turn:_type_turn=_dflt_turn,placing:_type_placing=_dflt_placing,placed:_type_placed=_dflt_placed,contact:_type_contact=_dflt_contact)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'models',models)
  __dataclass_builtins_object__.__setattr__(self,'hex',hex)
  __dataclass_builtins_object__.__setattr__(self,'leader',leader)
  __dataclass_builtins_object__.__setattr__(self,'troopers',troopers)
  __dataclass_builtins_object__.__setattr__(self,'turn',turn)
  __dataclass_builtins_object__.__setattr__(self,'placing',placing)
  __dataclass_builtins_object__.__setattr__(self,'placed',placed)
  __dataclass_builtins_object__.__setattr__(self,'contact',contact)
 return __init__
CODES[b'7\x05\x17\xe5\xb0\xffg\x86V\x0eF\x93\xecJ\xc8\xd4'] = __create_fn__.__code__
def __create_fn__(_type_mp_cost, _type_cf, _type_piloting, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,mp_cost:_type_mp_cost,cf:_type_cf,piloting:_type_piloting)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'mp_cost',mp_cost)
  __dataclass_builtins_object__.__setattr__(self,'cf',cf)
  __dataclass_builtins_object__.__setattr__(self,'piloting',piloting)
 return __init__
CODES[b'\xda\x04\xc9\x9c\xd6F\x00\xb11[\xe6}\xa0*\x94\xce'] = __create_fn__.__code__
def __create_fn__(_type_name, _type_candidates, _type_caution, _type_noise, _type_samples, _type_focus, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,candidates:_type_candidates,caution:_type_caution,noise:_type_noise,samples:_type_samples,focus:_type_focus)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'candidates',candidates)
  __dataclass_builtins_object__.__setattr__(self,'caution',caution)
  __dataclass_builtins_object__.__setattr__(self,'noise',noise)
  __dataclass_builtins_object__.__setattr__(self,'samples',samples)
  __dataclass_builtins_object__.__setattr__(self,'focus',focus)
 return __init__
CODES[b'\\7\xe21M\x02[m\\\xcd\x06z\x9a[m\xf9'] = __create_fn__.__code__
def __create_fn__(_type_name, _type_columns, _type_rows, _type_terrain, _type_levels, _type_depths, _type_roads, _type_buildings, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_terrain, _dflt_levels, _dflt_depths, _dflt_roads, _dflt_buildings, _return_type):
 def __init__(self,name:_type_name,columns:_type_columns,rows:_type_rows,terrain:_type_terrain=_HAS_DEFAULT_FACTORY,levels:_type_levels=_HAS_DEFAULT_FACTORY,depths:_type_depths=_HAS_DEFAULT_FACTORY,roads:_type_roads=_dflt_roads,buildings:_type_buildings=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'columns',columns)
  __dataclass_builtins_object__.__setattr__(self,'rows',rows)
  __dataclass_builtins_object__.__setattr__(self,'terrain',_dflt_terrain() if terrain is _HAS_DEFAULT_FACTORY else terrain)
  __dataclass_builtins_object__.__setattr__(self,'levels',_dflt_levels() if levels is _HAS_DEFAULT_FACTORY else levels)
  __dataclass_builtins_object__.__setattr__(self,'depths',_dflt_depths() if depths is _HAS_DEFAULT_FACTORY else depths)
  __dataclass_builtins_object__.__setattr__(self,'roads',roads)
  __dataclass_builtins_object__.__setattr__(self,'buildings',_dflt_buildings() if buildings is _HAS_DEFAULT_FACTORY else buildings)
  self.__post_init__()
 return __init__
CODES[b"\x1c}t\xe3\x14['`i\xe5}u\xf0\x16\xd7\xd2"] = __create_fn__.__code__
def __create_fn__(_type_name, _type_location, _type_damage, _type_ranges, _type_codes, _type_rapid_fire, _type_ammo, _type_quantity, _type_missiles, _type_group, _type_min_range, _type_body_mounted, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_codes, _dflt_rapid_fire, _dflt_ammo, _dflt_quantity, _dflt_missiles, _dflt_group, _dflt_min_range, _dflt_body_mounted, _return_type):
 def __init__(self,name:_type_name,location:_type_location,damage:_type_damage,ranges:_type_ranges,codes:_type_codes=_dflt_codes,rapid_fire:_type_rapid_fire=_dflt_rapid_fire,ammo:_type_ammo=_dflt_ammo,quantity:_type_quantity=_dflt_quantity,missiles:_type_missiles=_dflt_missiles,group:_type_group=_dflt_group,min_range:_type_min_range=_dflt_min_range,body_mounted:_type_body_mounted=_dflt_body_mounted)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
  __dataclass_builtins_object__.__setattr__(self,'ranges',ranges)
  __dataclass_builtins_object__.__setattr__(self,'codes',codes)
  __dataclass_builtins_object__.__setattr__(self,'rapid_fire',rapid_fire)
  __dataclass_builtins_object__.__setattr__(self,'ammo',ammo)
  __dataclass_builtins_object__.__setattr__(self,'quantity',quantity)
  __dataclass_builtins_object__.__setattr__(self,'missiles',missiles)
  __dataclass_builtins_object__.__setattr__(self,'group',group)
  __dataclass_builtins_object__.__setattr__(self,'min_range',min_range)
  __dataclass_builtins_object__.__setattr__(self,'body_mounted',body_mounted)
 return __init__
CODES[b'\xb0\xac\xcc\xc7g\xcb\xb4Y\xdff\xd2A\xf9\xddf\x99'] = __create_fn__.__code__
def __create_fn__(_type_name, _type_sheet, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,sheet:_type_sheet,source:_type_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'sheet',sheet)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
CODES[b'\x04\t\x1b$\x89k\xd7)\xa9xl\xad\xb5\x95\x03~'] = __create_fn__.__code__
def __create_fn__(_type_name, _type_side, _type_colour, _type_kind, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,side:_type_side,colour:_type_colour,kind:_type_kind)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'side',side)
  __dataclass_builtins_object__.__setattr__(self,'colour',colour)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
 return __init__
CODES[b'\x99b\x9b\xaa\xe3S\x9cD\x99\x9b\xcb\x1a\xa7*\x93\xfa'] = __create_fn__.__code__
def __create_fn__(_type_number, _type_decision, _type_error, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_error, _return_type):
 def __init__(self,number:_type_number,decision:_type_decision,error:_type_error=_dflt_error)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'number',number)
  __dataclass_builtins_object__.__setattr__(self,'decision',decision)
  __dataclass_builtins_object__.__setattr__(self,'error',error)
 return __init__
CODES[b',\xf1\xc3\xe3W\xae\xfd\xfe\xaf\xc8\xfd_l{\xf7@'] = __create_fn__.__code__
def __create_fn__(_type_number, _type_key, _type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,number:_type_number,key:_type_key,value:_type_value)->_return_type:
  self.number=number
  self.key=key
  self.value=value
 return __init__
CODES[b'\xe1\xc7\x98\x12\xd4R\xd4mD[\xc8\xdd\x04\xd9\xed\x83'] = __create_fn__.__code__
def __create_fn__(_type_number, _type_steps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,number:_type_number,steps:_type_steps)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'number',number)
  __dataclass_builtins_object__.__setattr__(self,'steps',steps)
 return __init__
CODES[b'|w\x97C\xcfi\x81X\xad\x0e\x0c\x03Y\xaft\xae'] = __create_fn__.__code__
def __create_fn__(_type_number, _type_views, _type_strengths, _type_salt, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,number:_type_number,views:_type_views,strengths:_type_strengths,salt:_type_salt)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'number',number)
  __dataclass_builtins_object__.__setattr__(self,'views',views)
  __dataclass_builtins_object__.__setattr__(self,'strengths',strengths)
  __dataclass_builtins_object__.__setattr__(self,'salt',salt)
 return __init__
CODES[b'\xd4\xac\x84 Y\xa8\x9c\x12\xd8\x1d\x1e\xda\x95\xd5\xf8)'] = __create_fn__.__code__
def __create_fn__(_type_offset, _type_divisor, _type_round_up, _type_multiplier, _type_piloting_difference, _type_attacker_movement, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_divisor, _dflt_round_up, _dflt_multiplier, _dflt_piloting_difference, _dflt_attacker_movement, _return_type):
 def __init__(self,offset:_type_offset,divisor:_type_divisor=_dflt_divisor,round_up:_type_round_up=_dflt_round_up,multiplier:_type_multiplier=_dflt_multiplier,piloting_difference:_type_piloting_difference=_dflt_piloting_difference,attacker_movement:_type_attacker_movement=_dflt_attacker_movement)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'offset',offset)
  __dataclass_builtins_object__.__setattr__(self,'divisor',divisor)
  __dataclass_builtins_object__.__setattr__(self,'round_up',round_up)
  __dataclass_builtins_object__.__setattr__(self,'multiplier',multiplier)
  __dataclass_builtins_object__.__setattr__(self,'piloting_difference',piloting_difference)
  __dataclass_builtins_object__.__setattr__(self,'attacker_movement',attacker_movement)
 return __init__
CODES[b'aK\xabQk2\xd5\xf5\xa2\x918\xfcmv\xd56'] = __create_fn__.__code__
def __create_fn__(_type_order, _type_totals, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,order:_type_order,totals:_type_totals)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'order',order)
  __dataclass_builtins_object__.__setattr__(self,'totals',totals)
 return __init__
CODES[b'\xa3HG9R\x108,\x06\xab\xb2\xd3a\xbf\xc0I'] = __create_fn__.__code__
def __create_fn__(_type_paths, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,paths:_type_paths)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'paths',paths)
 return __init__
CODES[b'\xbd\xcecC\x91/"\xd5\x8c\x84\x89\xf5Q\xad;\x13'] = __create_fn__.__code__
def __create_fn__(_type_per_side, _type_per_hex, _type_mechs, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,per_side:_type_per_side,per_hex:_type_per_hex,mechs:_type_mechs)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'per_side',per_side)
  __dataclass_builtins_object__.__setattr__(self,'per_hex',per_hex)
  __dataclass_builtins_object__.__setattr__(self,'mechs',mechs)
 return __init__
CODES[b'\xf6\x11\xc6\t\x8a\x917\xe7w\x1dX\x11\xbf\x1d\x07\xd8'] = __create_fn__.__code__
def __create_fn__(_type_pitch, _type_per_row, _type_compact, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_pitch, _dflt_per_row, _dflt_compact, _return_type):
 def __init__(self,pitch:_type_pitch=_dflt_pitch,per_row:_type_per_row=_dflt_per_row,compact:_type_compact=_dflt_compact)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'pitch',pitch)
  __dataclass_builtins_object__.__setattr__(self,'per_row',per_row)
  __dataclass_builtins_object__.__setattr__(self,'compact',compact)
 return __init__
CODES[b'\x1e\xa5d\xc04\xf3f\xda\xa1\x81\x88\xcf\x0b\x98\xba\x04'] = __create_fn__.__code__
def __create_fn__(_type_position, _type_facing, _type_path, _type_mp_spent, _type_hexes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,position:_type_position,facing:_type_facing,path:_type_path,mp_spent:_type_mp_spent,hexes:_type_hexes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'position',position)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'mp_spent',mp_spent)
  __dataclass_builtins_object__.__setattr__(self,'hexes',hexes)
 return __init__
CODES[b'\x96\xe3\x88\xf2\x18\r\xc8c\xceg\xdc\xcb?q7 '] = __create_fn__.__code__
def __create_fn__(_type_purpose, _type_dice, _type_typed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_typed, _return_type):
 def __init__(self,purpose:_type_purpose,dice:_type_dice,typed:_type_typed=_dflt_typed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
  __dataclass_builtins_object__.__setattr__(self,'dice',dice)
  __dataclass_builtins_object__.__setattr__(self,'typed',typed)
 return __init__
CODES[b'B\xcd\xc9\x967\x10\xe0\x83K\xea\xd8!\xe9a>\x89'] = __create_fn__.__code__
def __create_fn__(_type_rolls, _type_complete, _type_refusal, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_refusal, _return_type):
 def __init__(self,rolls:_type_rolls,complete:_type_complete,refusal:_type_refusal=_dflt_refusal)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'rolls',rolls)
  __dataclass_builtins_object__.__setattr__(self,'complete',complete)
  __dataclass_builtins_object__.__setattr__(self,'refusal',refusal)
 return __init__
CODES[b'}\xf9BKB\x1f\xab\x84I~n7}\x0e\x98-'] = __create_fn__.__code__
def __create_fn__(_type_rolls, _type_flagged, _type_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_flagged, _dflt_note, _return_type):
 def __init__(self,rolls:_type_rolls,flagged:_type_flagged=_dflt_flagged,note:_type_note=_dflt_note)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'rolls',rolls)
  __dataclass_builtins_object__.__setattr__(self,'flagged',flagged)
  __dataclass_builtins_object__.__setattr__(self,'note',note)
 return __init__
CODES[b'\xa3|\xa4/\xb7"\xe8\n\xf5\xebo\x1d\xc7\x04\x82\x81'] = __create_fn__.__code__
def __create_fn__(_type_root, _type_outcomes, _type_skipped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_outcomes, _dflt_skipped, _return_type):
 def __init__(self,root:_type_root,outcomes:_type_outcomes=_HAS_DEFAULT_FACTORY,skipped:_type_skipped=_dflt_skipped)->_return_type:
  self.root=root
  self.outcomes=_dflt_outcomes() if outcomes is _HAS_DEFAULT_FACTORY else outcomes
  self.skipped=skipped
 return __init__
CODES[b'\xf0\xe5l\xbc\xb8oz\x9d\x0b?\x02\xc5\xbf\x02\x9ek'] = __create_fn__.__code__
def __create_fn__(_type_row, _type_column, _type_x, _type_y, _type_w, _type_h, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,row:_type_row,column:_type_column,x:_type_x,y:_type_y,w:_type_w,h:_type_h)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'row',row)
  __dataclass_builtins_object__.__setattr__(self,'column',column)
  __dataclass_builtins_object__.__setattr__(self,'x',x)
  __dataclass_builtins_object__.__setattr__(self,'y',y)
  __dataclass_builtins_object__.__setattr__(self,'w',w)
  __dataclass_builtins_object__.__setattr__(self,'h',h)
 return __init__
CODES[b'P:EF5\xd6\xe5k\x08{\x84\xd8R\x92\xb9f'] = __create_fn__.__code__
def __create_fn__(_type_rows, _type_columns, _type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,rows:_type_rows,columns:_type_columns,value:_type_value)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'rows',rows)
  __dataclass_builtins_object__.__setattr__(self,'columns',columns)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
 return __init__
CODES[b'=\xd5\xa4\xe3\xba\x16\xb3e\xd0\xd0\xd6V\x8e\x11\x89&'] = __create_fn__.__code__
def __create_fn__(_type_scenario, _type_board, _type_sides, _type_units, _type_definitions, _type_rules, _type_turn, _type_phase, _type_initiative, _type_declarations, _type_los_choices, _type_last_side, _type_winner, _type_options, _type_physical, _type_assaults, _type_halted, _type_module_state, _type_building_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_turn, _dflt_phase, _dflt_initiative, _dflt_declarations, _dflt_los_choices, _dflt_last_side, _dflt_winner, _dflt_options, _dflt_physical, _dflt_assaults, _dflt_halted, _dflt_module_state, _dflt_building_damage, _return_type):
 def __init__(self,scenario:_type_scenario,board:_type_board,sides:_type_sides,units:_type_units,definitions:_type_definitions,rules:_type_rules,turn:_type_turn=_dflt_turn,phase:_type_phase=_dflt_phase,initiative:_type_initiative=_dflt_initiative,declarations:_type_declarations=_dflt_declarations,los_choices:_type_los_choices=_HAS_DEFAULT_FACTORY,last_side:_type_last_side=_dflt_last_side,winner:_type_winner=_dflt_winner,options:_type_options=_HAS_DEFAULT_FACTORY,physical:_type_physical=_dflt_physical,assaults:_type_assaults=_dflt_assaults,halted:_type_halted=_dflt_halted,module_state:_type_module_state=_HAS_DEFAULT_FACTORY,building_damage:_type_building_damage=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'scenario',scenario)
  __dataclass_builtins_object__.__setattr__(self,'board',board)
  __dataclass_builtins_object__.__setattr__(self,'sides',sides)
  __dataclass_builtins_object__.__setattr__(self,'units',units)
  __dataclass_builtins_object__.__setattr__(self,'definitions',definitions)
  __dataclass_builtins_object__.__setattr__(self,'rules',rules)
  __dataclass_builtins_object__.__setattr__(self,'turn',turn)
  __dataclass_builtins_object__.__setattr__(self,'phase',phase)
  __dataclass_builtins_object__.__setattr__(self,'initiative',initiative)
  __dataclass_builtins_object__.__setattr__(self,'declarations',declarations)
  __dataclass_builtins_object__.__setattr__(self,'los_choices',_dflt_los_choices() if los_choices is _HAS_DEFAULT_FACTORY else los_choices)
  __dataclass_builtins_object__.__setattr__(self,'last_side',last_side)
  __dataclass_builtins_object__.__setattr__(self,'winner',winner)
  __dataclass_builtins_object__.__setattr__(self,'options',_dflt_options() if options is _HAS_DEFAULT_FACTORY else options)
  __dataclass_builtins_object__.__setattr__(self,'physical',physical)
  __dataclass_builtins_object__.__setattr__(self,'assaults',assaults)
  __dataclass_builtins_object__.__setattr__(self,'halted',halted)
  __dataclass_builtins_object__.__setattr__(self,'module_state',_dflt_module_state() if module_state is _HAS_DEFAULT_FACTORY else module_state)
  __dataclass_builtins_object__.__setattr__(self,'building_damage',_dflt_building_damage() if building_damage is _HAS_DEFAULT_FACTORY else building_damage)
  self.__post_init__()
 return __init__
CODES[b'\xdb\\j\xef\xb1s\xdd\x92>]V\x9b\x1e\xd8\xd2\x85'] = __create_fn__.__code__
def __create_fn__(_type_scenario, _type_initial, _type_tables, _type_library, _type_dice, _type_seed, _type_source, _type_table_documents, _type_options, _type_free_deployment, _type_notices, _type_created, _type__states, _type__entries, _type__undone, _type__listeners, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_options, _dflt_free_deployment, _dflt_notices, _dflt_created, _dflt__states, _dflt__entries, _dflt__undone, _dflt__listeners, _return_type):
 def __init__(self,scenario:_type_scenario,initial:_type_initial,tables:_type_tables,library:_type_library,dice:_type_dice,seed:_type_seed,source:_type_source,table_documents:_type_table_documents,options:_type_options=_dflt_options,free_deployment:_type_free_deployment=_dflt_free_deployment,notices:_type_notices=_dflt_notices,created:_type_created=_dflt_created,_states:_type__states=_HAS_DEFAULT_FACTORY,_entries:_type__entries=_HAS_DEFAULT_FACTORY,_undone:_type__undone=_HAS_DEFAULT_FACTORY,_listeners:_type__listeners=_HAS_DEFAULT_FACTORY)->_return_type:
  self.scenario=scenario
  self.initial=initial
  self.tables=tables
  self.library=library
  self.dice=dice
  self.seed=seed
  self.source=source
  self.table_documents=table_documents
  self.options=options
  self.free_deployment=free_deployment
  self.notices=notices
  self.created=created
  self._states=_dflt__states() if _states is _HAS_DEFAULT_FACTORY else _states
  self._entries=_dflt__entries() if _entries is _HAS_DEFAULT_FACTORY else _entries
  self._undone=_dflt__undone() if _undone is _HAS_DEFAULT_FACTORY else _undone
  self._listeners=_dflt__listeners() if _listeners is _HAS_DEFAULT_FACTORY else _listeners
 return __init__
CODES[b"\x9c\x8a=/|V_\xa7N\x0f\xf6'\xe1\xe2\xddw"] = __create_fn__.__code__
def __create_fn__(_type_scenario, _type_sheets, _type_rules, _type_options, _type_free_deployment, _type_seed, _type_dice_drawn, _type_log, _type_checksum, _type_created, _type_app, _type_modified, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_app, _dflt_modified, _dflt_version, _return_type):
 def __init__(self,scenario:_type_scenario,sheets:_type_sheets,rules:_type_rules,options:_type_options,free_deployment:_type_free_deployment,seed:_type_seed,dice_drawn:_type_dice_drawn,log:_type_log,checksum:_type_checksum,created:_type_created,app:_type_app=_dflt_app,modified:_type_modified=_dflt_modified,version:_type_version=_dflt_version)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'scenario',scenario)
  __dataclass_builtins_object__.__setattr__(self,'sheets',sheets)
  __dataclass_builtins_object__.__setattr__(self,'rules',rules)
  __dataclass_builtins_object__.__setattr__(self,'options',options)
  __dataclass_builtins_object__.__setattr__(self,'free_deployment',free_deployment)
  __dataclass_builtins_object__.__setattr__(self,'seed',seed)
  __dataclass_builtins_object__.__setattr__(self,'dice_drawn',dice_drawn)
  __dataclass_builtins_object__.__setattr__(self,'log',log)
  __dataclass_builtins_object__.__setattr__(self,'checksum',checksum)
  __dataclass_builtins_object__.__setattr__(self,'created',created)
  __dataclass_builtins_object__.__setattr__(self,'app',app)
  __dataclass_builtins_object__.__setattr__(self,'modified',modified)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
 return __init__
CODES[b'1^j\xc5\x0e\x86\xb3\xa353\xdeY\xe4\x83\x8b\x1e'] = __create_fn__.__code__
def __create_fn__(_type_score, _type_dealt, _type_taken, _type_words, _type_best, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,score:_type_score,dealt:_type_dealt,taken:_type_taken,words:_type_words,best:_type_best)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'score',score)
  __dataclass_builtins_object__.__setattr__(self,'dealt',dealt)
  __dataclass_builtins_object__.__setattr__(self,'taken',taken)
  __dataclass_builtins_object__.__setattr__(self,'words',words)
  __dataclass_builtins_object__.__setattr__(self,'best',best)
 return __init__
CODES[b'4/\x02\x07qc\x96\x98\xf7\xe6\x9bc3\x7f_\xd0'] = __create_fn__.__code__
def __create_fn__(_type_secondary_target, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_secondary_target, _return_type):
 def __init__(self,secondary_target:_type_secondary_target=_dflt_secondary_target)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'secondary_target',secondary_target)
 return __init__
CODES[b'{z\xb3XT\xaa\x06\x8d\xc2\xca)\xdfC\xb1\xb9\x15'] = __create_fn__.__code__
def __create_fn__(_type_sheet, _type_at, _type_facing, _type_name, _type_aboard, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_aboard, _return_type):
 def __init__(self,sheet:_type_sheet,at:_type_at,facing:_type_facing,name:_type_name=_dflt_name,aboard:_type_aboard=_dflt_aboard)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'sheet',sheet)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'aboard',aboard)
 return __init__
CODES[b'N|Q\x0e\xb2\xbb\x0e\xbdKn\xc4\x9c\x99\x14\x08\xa2'] = __create_fn__.__code__
def __create_fn__(_type_sheet, _type_gunnery, _type_piloting, _type_anti_mech, _type_aboard, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_gunnery, _dflt_piloting, _dflt_anti_mech, _dflt_aboard, _return_type):
 def __init__(self,sheet:_type_sheet,gunnery:_type_gunnery=_dflt_gunnery,piloting:_type_piloting=_dflt_piloting,anti_mech:_type_anti_mech=_dflt_anti_mech,aboard:_type_aboard=_dflt_aboard)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'sheet',sheet)
  __dataclass_builtins_object__.__setattr__(self,'gunnery',gunnery)
  __dataclass_builtins_object__.__setattr__(self,'piloting',piloting)
  __dataclass_builtins_object__.__setattr__(self,'anti_mech',anti_mech)
  __dataclass_builtins_object__.__setattr__(self,'aboard',aboard)
 return __init__
CODES[b"/\xe6'/n\xdc\xed\x9b\xef|\x10\xd8A\x03\xc3\xe5"] = __create_fn__.__code__
def __create_fn__(_type_sheets, _type_rejected, _type_documents, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,sheets:_type_sheets,rejected:_type_rejected,documents:_type_documents)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'sheets',sheets)
  __dataclass_builtins_object__.__setattr__(self,'rejected',rejected)
  __dataclass_builtins_object__.__setattr__(self,'documents',documents)
 return __init__
CODES[b'\xfbiSo]Q\xcdfk\xa8\xc6\xf8p\xf4\xd9/'] = __create_fn__.__code__
def __create_fn__(_type_side, _type_command, _type_words, _type_alternatives, _type_seconds, _type_score, _type_secret, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_alternatives, _dflt_seconds, _dflt_score, _dflt_secret, _return_type):
 def __init__(self,side:_type_side,command:_type_command,words:_type_words,alternatives:_type_alternatives=_dflt_alternatives,seconds:_type_seconds=_dflt_seconds,score:_type_score=_dflt_score,secret:_type_secret=_dflt_secret)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'side',side)
  __dataclass_builtins_object__.__setattr__(self,'command',command)
  __dataclass_builtins_object__.__setattr__(self,'words',words)
  __dataclass_builtins_object__.__setattr__(self,'alternatives',alternatives)
  __dataclass_builtins_object__.__setattr__(self,'seconds',seconds)
  __dataclass_builtins_object__.__setattr__(self,'score',score)
  __dataclass_builtins_object__.__setattr__(self,'secret',secret)
 return __init__
CODES[b'\x86!8?\xcc\x1f{sP\xa7:\x044cMV'] = __create_fn__.__code__
def __create_fn__(_type_sides, _type_wins, _type_draws, _type_cut_short, _type_games, _type_players, _type_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_players, _dflt_names, _return_type):
 def __init__(self,sides:_type_sides,wins:_type_wins,draws:_type_draws,cut_short:_type_cut_short,games:_type_games,players:_type_players=_dflt_players,names:_type_names=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'sides',sides)
  __dataclass_builtins_object__.__setattr__(self,'wins',wins)
  __dataclass_builtins_object__.__setattr__(self,'draws',draws)
  __dataclass_builtins_object__.__setattr__(self,'cut_short',cut_short)
  __dataclass_builtins_object__.__setattr__(self,'games',games)
  __dataclass_builtins_object__.__setattr__(self,'players',players)
  __dataclass_builtins_object__.__setattr__(self,'names',_dflt_names() if names is _HAS_DEFAULT_FACTORY else names)
 return __init__
CODES[b'#e\xb3\xbd\xe9dvD\xbd)\xeb%\xd2\xd2\xa4~'] = __create_fn__.__code__
def __create_fn__(_type_size, _type_origin_x, _type_origin_y, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin_x, _dflt_origin_y, _return_type):
 def __init__(self,size:_type_size,origin_x:_type_origin_x=_dflt_origin_x,origin_y:_type_origin_y=_dflt_origin_y)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'size',size)
  __dataclass_builtins_object__.__setattr__(self,'origin_x',origin_x)
  __dataclass_builtins_object__.__setattr__(self,'origin_y',origin_y)
 return __init__
CODES[b'2B[\xcdj\xf8\xe3\x0eHn\xc9\xb5i\xc1\x99R'] = __create_fn__.__code__
def __create_fn__(_type_step_aside, _type_step_aside_modifier, _type_reconstructed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_step_aside, _dflt_step_aside_modifier, _dflt_reconstructed, _return_type):
 def __init__(self,step_aside:_type_step_aside=_dflt_step_aside,step_aside_modifier:_type_step_aside_modifier=_dflt_step_aside_modifier,reconstructed:_type_reconstructed=_dflt_reconstructed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'step_aside',step_aside)
  __dataclass_builtins_object__.__setattr__(self,'step_aside_modifier',step_aside_modifier)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
 return __init__
CODES[b'\x04\x1b\xaa*\xceT\x13}\xf7\xc3\xfb\xe8\xae\x8e\xdbr'] = __create_fn__.__code__
def __create_fn__(_type_structure, _type_head_max_armor, _type_armor_per_structure, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,structure:_type_structure,head_max_armor:_type_head_max_armor,armor_per_structure:_type_armor_per_structure,source:_type_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'structure',structure)
  __dataclass_builtins_object__.__setattr__(self,'head_max_armor',head_max_armor)
  __dataclass_builtins_object__.__setattr__(self,'armor_per_structure',armor_per_structure)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
CODES[b'\x01\x8eU]\x13\x1f\x06O\xdeD\x92J\xc4\xc67\xdd'] = __create_fn__.__code__
def __create_fn__(_type_structure, _type_heat, _type_units, _type_reconstructed, _type_vehicle_divisor, _type_damage_roll, _type_mech_critical_rolls, _type_vehicle_critical_rolls, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_units, _dflt_reconstructed, _dflt_vehicle_divisor, _dflt_damage_roll, _dflt_mech_critical_rolls, _dflt_vehicle_critical_rolls, _return_type):
 def __init__(self,structure:_type_structure,heat:_type_heat,units:_type_units=_HAS_DEFAULT_FACTORY,reconstructed:_type_reconstructed=_dflt_reconstructed,vehicle_divisor:_type_vehicle_divisor=_dflt_vehicle_divisor,damage_roll:_type_damage_roll=_dflt_damage_roll,mech_critical_rolls:_type_mech_critical_rolls=_dflt_mech_critical_rolls,vehicle_critical_rolls:_type_vehicle_critical_rolls=_dflt_vehicle_critical_rolls)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'structure',structure)
  __dataclass_builtins_object__.__setattr__(self,'heat',heat)
  __dataclass_builtins_object__.__setattr__(self,'units',_dflt_units() if units is _HAS_DEFAULT_FACTORY else units)
  __dataclass_builtins_object__.__setattr__(self,'reconstructed',reconstructed)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_divisor',vehicle_divisor)
  __dataclass_builtins_object__.__setattr__(self,'damage_roll',damage_roll)
  __dataclass_builtins_object__.__setattr__(self,'mech_critical_rolls',mech_critical_rolls)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_critical_rolls',vehicle_critical_rolls)
  self.__post_init__()
 return __init__
CODES[b'\xe8\xfb\xb2NVJ\xf8\xa7\x85!\xb4A-A7\x17'] = __create_fn__.__code__
def __create_fn__(_type_swarming, _type_turn, _type_declared, _type_needed, _type_legs_attacked, _type_attached, _type_ambush_orders, _type_defending, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_swarming, _dflt_turn, _dflt_declared, _dflt_needed, _dflt_legs_attacked, _dflt_attached, _dflt_ambush_orders, _dflt_defending, _return_type):
 def __init__(self,swarming:_type_swarming=_HAS_DEFAULT_FACTORY,turn:_type_turn=_dflt_turn,declared:_type_declared=_HAS_DEFAULT_FACTORY,needed:_type_needed=_HAS_DEFAULT_FACTORY,legs_attacked:_type_legs_attacked=_dflt_legs_attacked,attached:_type_attached=_HAS_DEFAULT_FACTORY,ambush_orders:_type_ambush_orders=_HAS_DEFAULT_FACTORY,defending:_type_defending=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'swarming',_dflt_swarming() if swarming is _HAS_DEFAULT_FACTORY else swarming)
  __dataclass_builtins_object__.__setattr__(self,'turn',turn)
  __dataclass_builtins_object__.__setattr__(self,'declared',_dflt_declared() if declared is _HAS_DEFAULT_FACTORY else declared)
  __dataclass_builtins_object__.__setattr__(self,'needed',_dflt_needed() if needed is _HAS_DEFAULT_FACTORY else needed)
  __dataclass_builtins_object__.__setattr__(self,'legs_attacked',legs_attacked)
  __dataclass_builtins_object__.__setattr__(self,'attached',_dflt_attached() if attached is _HAS_DEFAULT_FACTORY else attached)
  __dataclass_builtins_object__.__setattr__(self,'ambush_orders',_dflt_ambush_orders() if ambush_orders is _HAS_DEFAULT_FACTORY else ambush_orders)
  __dataclass_builtins_object__.__setattr__(self,'defending',_dflt_defending() if defending is _HAS_DEFAULT_FACTORY else defending)
  self.__post_init__()
 return __init__
CODES[b'\xa1,\x99xN]\xf8}P\x9b\xdc\xa8\xf1\x05\xdb\xc2'] = __create_fn__.__code__
def __create_fn__(_type_tables, _type_rejected, _type_overridden, _type_documents, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,tables:_type_tables,rejected:_type_rejected,overridden:_type_overridden,documents:_type_documents)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'tables',tables)
  __dataclass_builtins_object__.__setattr__(self,'rejected',rejected)
  __dataclass_builtins_object__.__setattr__(self,'overridden',overridden)
  __dataclass_builtins_object__.__setattr__(self,'documents',documents)
 return __init__
CODES[b'\x90\xa8\xf7,\xfb\xd4A3>\x14GE\xdf4I\x8f'] = __create_fn__.__code__
def __create_fn__(_type_target, _type_ways, _type_straight, _type_cheapest, _type_direct, _type_nearest, _type_ends, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,target:_type_target,ways:_type_ways,straight:_type_straight,cheapest:_type_cheapest,direct:_type_direct,nearest:_type_nearest,ends:_type_ends)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'ways',ways)
  __dataclass_builtins_object__.__setattr__(self,'straight',straight)
  __dataclass_builtins_object__.__setattr__(self,'cheapest',cheapest)
  __dataclass_builtins_object__.__setattr__(self,'direct',direct)
  __dataclass_builtins_object__.__setattr__(self,'nearest',nearest)
  __dataclass_builtins_object__.__setattr__(self,'ends',ends)
 return __init__
CODES[b'\x1e\x7f\xb8{\r\xb8\xd0\x16E\x86\x0b\\|g\xf7\xf2'] = __create_fn__.__code__
def __create_fn__(_type_terrain, _type_symbol, _type_mp_cost, _type_target_in, _type_intervening, _type_los_density, _type_prohibited, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,terrain:_type_terrain,symbol:_type_symbol,mp_cost:_type_mp_cost,target_in:_type_target_in,intervening:_type_intervening,los_density:_type_los_density,prohibited:_type_prohibited)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'terrain',terrain)
  __dataclass_builtins_object__.__setattr__(self,'symbol',symbol)
  __dataclass_builtins_object__.__setattr__(self,'mp_cost',mp_cost)
  __dataclass_builtins_object__.__setattr__(self,'target_in',target_in)
  __dataclass_builtins_object__.__setattr__(self,'intervening',intervening)
  __dataclass_builtins_object__.__setattr__(self,'los_density',los_density)
  __dataclass_builtins_object__.__setattr__(self,'prohibited',prohibited)
 return __init__
CODES[b'\xef\xbe\xb8\xad}\xf9\x0f\x8b0=\xd2\xc9O\xab\x8c-'] = __create_fn__.__code__
def __create_fn__(_type_text, _type_kind, _type_min_tons, _type_max_tons, _type_min_mp, _type_weapon, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_text, _dflt_kind, _dflt_min_tons, _dflt_max_tons, _dflt_min_mp, _dflt_weapon, _dflt_origin, _return_type):
 def __init__(self,text:_type_text=_dflt_text,kind:_type_kind=_dflt_kind,min_tons:_type_min_tons=_dflt_min_tons,max_tons:_type_max_tons=_dflt_max_tons,min_mp:_type_min_mp=_dflt_min_mp,weapon:_type_weapon=_dflt_weapon,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'text',text)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'min_tons',min_tons)
  __dataclass_builtins_object__.__setattr__(self,'max_tons',max_tons)
  __dataclass_builtins_object__.__setattr__(self,'min_mp',min_mp)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__
CODES[b'\xd8\xf1\n?b\xac\x92\xf9V\x13\x06\x9d\x1a@\x05\xb9'] = __create_fn__.__code__
def __create_fn__(_type_title, _type_map_name, _type_sides, _type_options, _type_victory, _type_leaving_map_destroys, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_title, _dflt_map_name, _dflt_sides, _dflt_options, _dflt_victory, _dflt_leaving_map_destroys, _return_type):
 def __init__(self,title:_type_title=_dflt_title,map_name:_type_map_name=_dflt_map_name,sides:_type_sides=_dflt_sides,options:_type_options=_dflt_options,victory:_type_victory=_dflt_victory,leaving_map_destroys:_type_leaving_map_destroys=_dflt_leaving_map_destroys)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'map_name',map_name)
  __dataclass_builtins_object__.__setattr__(self,'sides',sides)
  __dataclass_builtins_object__.__setattr__(self,'options',options)
  __dataclass_builtins_object__.__setattr__(self,'victory',victory)
  __dataclass_builtins_object__.__setattr__(self,'leaving_map_destroys',leaving_map_destroys)
 return __init__
CODES[b'8\xd2\x9f\x1c\xfb\xbc\x02nw\xc1pc;\x17&^'] = __create_fn__.__code__
def __create_fn__(_type_troopers, _type_armor_per_trooper, _type_weapon, _type_range_modifiers, _type_damage_by_troopers, _type_leadership, _type_leader_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_armor_per_trooper, _dflt_weapon, _dflt_range_modifiers, _dflt_damage_by_troopers, _dflt_leadership, _dflt_leader_rule, _return_type):
 def __init__(self,troopers:_type_troopers,armor_per_trooper:_type_armor_per_trooper=_dflt_armor_per_trooper,weapon:_type_weapon=_dflt_weapon,range_modifiers:_type_range_modifiers=_dflt_range_modifiers,damage_by_troopers:_type_damage_by_troopers=_dflt_damage_by_troopers,leadership:_type_leadership=_dflt_leadership,leader_rule:_type_leader_rule=_dflt_leader_rule)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'troopers',troopers)
  __dataclass_builtins_object__.__setattr__(self,'armor_per_trooper',armor_per_trooper)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'range_modifiers',range_modifiers)
  __dataclass_builtins_object__.__setattr__(self,'damage_by_troopers',damage_by_troopers)
  __dataclass_builtins_object__.__setattr__(self,'leadership',leadership)
  __dataclass_builtins_object__.__setattr__(self,'leader_rule',leader_rule)
 return __init__
CODES[b'\x92\xdfV\xa4\x08x7\xfa\x94\x99\x0b\xddR\xa5\xf9B'] = __create_fn__.__code__
def __create_fn__(_type_troopers, _type_per_damage, _type_bonus, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_bonus, _return_type):
 def __init__(self,troopers:_type_troopers,per_damage:_type_per_damage,bonus:_type_bonus=_dflt_bonus)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'troopers',troopers)
  __dataclass_builtins_object__.__setattr__(self,'per_damage',per_damage)
  __dataclass_builtins_object__.__setattr__(self,'bonus',bonus)
 return __init__
CODES[b'\x03\xdf\xcb\xfc{t\xb9\x87\xe2s\x12b&\x84o\xfc'] = __create_fn__.__code__
def __create_fn__(_type_turn, _type_orders, _type_short, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_turn, _dflt_orders, _dflt_short, _return_type):
 def __init__(self,turn:_type_turn=_dflt_turn,orders:_type_orders=_HAS_DEFAULT_FACTORY,short:_type_short=_dflt_short)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'turn',turn)
  __dataclass_builtins_object__.__setattr__(self,'orders',_dflt_orders() if orders is _HAS_DEFAULT_FACTORY else orders)
  __dataclass_builtins_object__.__setattr__(self,'short',short)
  self.__post_init__()
 return __init__
CODES[b'\xfb;\xc1/\x9edA\x0b5`\x8d\x83h\xf0\x8b\x8a'] = __create_fn__.__code__
def __create_fn__(_type_turn, _type_phase, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,turn:_type_turn,phase:_type_phase)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'turn',turn)
  __dataclass_builtins_object__.__setattr__(self,'phase',phase)
 return __init__
CODES[b'\xde7\x956\xb3:\x9f\x8c\xff\xaf8\xa0f\x98\xf0\xa7'] = __create_fn__.__code__
def __create_fn__(_type_turn, _type_unloaded, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_turn, _dflt_unloaded, _return_type):
 def __init__(self,turn:_type_turn=_dflt_turn,unloaded:_type_unloaded=_dflt_unloaded)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'turn',turn)
  __dataclass_builtins_object__.__setattr__(self,'unloaded',unloaded)
 return __init__
CODES[b'o`\xeb\xda\x04\xf7h\xfbL|H\xf1\xd9\xc5\x9dX'] = __create_fn__.__code__
def __create_fn__(_type_uid, _type_name, _type_sheet, _type_side, _type_position, _type_facing, _type_damage, _type_lost, _type_trooper_damage, _type_troopers_lost, _type_trooper_wounded, _type_ammo_used, _type_jammed, _type_slots_hit, _type_weapons_hit, _type_vehicle_crits, _type_motive_hits, _type_pending_motive_hits, _type_moved, _type_destroyed, _type_removed, _type_prone, _type_pilot_hits, _type_unconscious, _type_ejected, _type_hidden, _type_hidden_in, _type_secret_path, _type_ambush, _type_formation, _type_floor, _type_carried_by, _type_structure, _type_heat, _type_shutdown, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_damage, _dflt_lost, _dflt_trooper_damage, _dflt_troopers_lost, _dflt_trooper_wounded, _dflt_ammo_used, _dflt_jammed, _dflt_slots_hit, _dflt_weapons_hit, _dflt_vehicle_crits, _dflt_motive_hits, _dflt_pending_motive_hits, _dflt_moved, _dflt_destroyed, _dflt_removed, _dflt_prone, _dflt_pilot_hits, _dflt_unconscious, _dflt_ejected, _dflt_hidden, _dflt_hidden_in, _dflt_secret_path, _dflt_ambush, _dflt_formation, _dflt_floor, _dflt_carried_by, _dflt_structure, _dflt_heat, _dflt_shutdown, _return_type):
 def __init__(self,uid:_type_uid,name:_type_name,sheet:_type_sheet,side:_type_side,position:_type_position,facing:_type_facing,damage:_type_damage=_HAS_DEFAULT_FACTORY,lost:_type_lost=_dflt_lost,trooper_damage:_type_trooper_damage=_dflt_trooper_damage,troopers_lost:_type_troopers_lost=_dflt_troopers_lost,trooper_wounded:_type_trooper_wounded=_dflt_trooper_wounded,ammo_used:_type_ammo_used=_HAS_DEFAULT_FACTORY,jammed:_type_jammed=_dflt_jammed,slots_hit:_type_slots_hit=_dflt_slots_hit,weapons_hit:_type_weapons_hit=_dflt_weapons_hit,vehicle_crits:_type_vehicle_crits=_HAS_DEFAULT_FACTORY,motive_hits:_type_motive_hits=_dflt_motive_hits,pending_motive_hits:_type_pending_motive_hits=_dflt_pending_motive_hits,moved:_type_moved=_dflt_moved,destroyed:_type_destroyed=_dflt_destroyed,removed:_type_removed=_dflt_removed,prone:_type_prone=_dflt_prone,pilot_hits:_type_pilot_hits=_dflt_pilot_hits,unconscious:_type_unconscious=_dflt_unconscious,ejected:_type_ejected=_dflt_ejected,hidden:_type_hidden=_dflt_hidden,hidden_in:_type_hidden_in=_dflt_hidden_in,secret_path:_type_secret_path=_dflt_secret_path,ambush:_type_ambush=_dflt_ambush,formation:_type_formation=_dflt_formation,floor:_type_floor=_dflt_floor,carried_by:_type_carried_by=_dflt_carried_by,structure:_type_structure=_HAS_DEFAULT_FACTORY,heat:_type_heat=_dflt_heat,shutdown:_type_shutdown=_dflt_shutdown)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'uid',uid)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'sheet',sheet)
  __dataclass_builtins_object__.__setattr__(self,'side',side)
  __dataclass_builtins_object__.__setattr__(self,'position',position)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
  __dataclass_builtins_object__.__setattr__(self,'damage',_dflt_damage() if damage is _HAS_DEFAULT_FACTORY else damage)
  __dataclass_builtins_object__.__setattr__(self,'lost',lost)
  __dataclass_builtins_object__.__setattr__(self,'trooper_damage',trooper_damage)
  __dataclass_builtins_object__.__setattr__(self,'troopers_lost',troopers_lost)
  __dataclass_builtins_object__.__setattr__(self,'trooper_wounded',trooper_wounded)
  __dataclass_builtins_object__.__setattr__(self,'ammo_used',_dflt_ammo_used() if ammo_used is _HAS_DEFAULT_FACTORY else ammo_used)
  __dataclass_builtins_object__.__setattr__(self,'jammed',jammed)
  __dataclass_builtins_object__.__setattr__(self,'slots_hit',slots_hit)
  __dataclass_builtins_object__.__setattr__(self,'weapons_hit',weapons_hit)
  __dataclass_builtins_object__.__setattr__(self,'vehicle_crits',_dflt_vehicle_crits() if vehicle_crits is _HAS_DEFAULT_FACTORY else vehicle_crits)
  __dataclass_builtins_object__.__setattr__(self,'motive_hits',motive_hits)
  __dataclass_builtins_object__.__setattr__(self,'pending_motive_hits',pending_motive_hits)
  __dataclass_builtins_object__.__setattr__(self,'moved',moved)
  __dataclass_builtins_object__.__setattr__(self,'destroyed',destroyed)
  __dataclass_builtins_object__.__setattr__(self,'removed',removed)
  __dataclass_builtins_object__.__setattr__(self,'prone',prone)
  __dataclass_builtins_object__.__setattr__(self,'pilot_hits',pilot_hits)
  __dataclass_builtins_object__.__setattr__(self,'unconscious',unconscious)
  __dataclass_builtins_object__.__setattr__(self,'ejected',ejected)
  __dataclass_builtins_object__.__setattr__(self,'hidden',hidden)
  __dataclass_builtins_object__.__setattr__(self,'hidden_in',hidden_in)
  __dataclass_builtins_object__.__setattr__(self,'secret_path',secret_path)
  __dataclass_builtins_object__.__setattr__(self,'ambush',ambush)
  __dataclass_builtins_object__.__setattr__(self,'formation',formation)
  __dataclass_builtins_object__.__setattr__(self,'floor',floor)
  __dataclass_builtins_object__.__setattr__(self,'carried_by',carried_by)
  __dataclass_builtins_object__.__setattr__(self,'structure',_dflt_structure() if structure is _HAS_DEFAULT_FACTORY else structure)
  __dataclass_builtins_object__.__setattr__(self,'heat',heat)
  __dataclass_builtins_object__.__setattr__(self,'shutdown',shutdown)
  self.__post_init__()
 return __init__
CODES[b'0Z\x81\xabO]\x85\xaa\x0c\xa5\x15\n\xded\x1f\xd1'] = __create_fn__.__code__
def __create_fn__(_type_unit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  self.__post_init__()
 return __init__
CODES[b'\xfc\x94u\x82\x81\xc9\x8d\xd0\xc5\xb3\xb5h\xcc\xa1c<'] = __create_fn__.__code__
def __create_fn__(_type_unit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
 return __init__
CODES[b'B\x1f\xf0\xac\x8e`\x05fa\x0c\xa2\xb4\xa2-\xf5t'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_ammo, _type_shots, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,ammo:_type_ammo,shots:_type_shots)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'ammo',ammo)
  __dataclass_builtins_object__.__setattr__(self,'shots',shots)
 return __init__
CODES[b'\xaa\xf1\x91\x0f\x92\xdf\x9e\x1e<,\x06\xc0\xfb\xdc?\x12'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_ammo, _type_used, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,ammo:_type_ammo,used:_type_used)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'ammo',ammo)
  __dataclass_builtins_object__.__setattr__(self,'used',used)
  self.__post_init__()
 return __init__
CODES[b'\xfe@x\x95cR\x86\x85\xbb&,\xcb\xb5\x0fn8'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_ammo, _type_used, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,ammo:_type_ammo,used:_type_used)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'ammo',ammo)
  __dataclass_builtins_object__.__setattr__(self,'used',used)
 return __init__
CODES[b'\xa7\xb2-\xc2v\xd5~N\xc5\xc6\xb3\xff\xa2\x08\x8e\xae'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_arms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,arms:_type_arms)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'arms',arms)
  self.__post_init__()
 return __init__
CODES[b'\x82g6\x14L\xab\x99\xd3\xa0e.#\xbbj\xb5$'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,at:_type_at)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
 return __init__
CODES[b'\x84oBMl6/g\x16\x06^\xe7\x82\x8a/0'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_at, _type_facing, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_facing, _return_type):
 def __init__(self,unit:_type_unit,at:_type_at,facing:_type_facing=_dflt_facing)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
  self.__post_init__()
 return __init__
CODES[b'gN\xed}\x11$j:\xdbD\xa35\xe9\xf4\xfc2'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_at, _type_facing, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,at:_type_at,facing:_type_facing)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
 return __init__
CODES[b'\xc2\xd9\x9b\xc5#(u\xf1~r>\x06U\xfb\x16\x1f'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_at, _type_levels, _type_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,at:_type_at,levels:_type_levels,damage:_type_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'levels',levels)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
 return __init__
CODES[b'\x1f\xdc\xa14\xaa\xa3\x99\x94\x08\xa7@\xec\xec?\x13\xd7'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_at, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,at:_type_at,reason:_type_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
CODES[b"\xa2\xe4\xfd(\xc8-'\xba\xd7k\xaf\xe6\xediTd"] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_at, _type_tactical, _type_ambush, _type_ambush_attack, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ambush, _dflt_ambush_attack, _return_type):
 def __init__(self,unit:_type_unit,at:_type_at,tactical:_type_tactical,ambush:_type_ambush=_dflt_ambush,ambush_attack:_type_ambush_attack=_dflt_ambush_attack)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'tactical',tactical)
  __dataclass_builtins_object__.__setattr__(self,'ambush',ambush)
  __dataclass_builtins_object__.__setattr__(self,'ambush_attack',ambush_attack)
 return __init__
CODES[b'\x0b\x8d\xb4v\xf6uR\n\xdf\x8d}6\xf6\xe7\x1f\x8a'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_at, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,at:_type_at,text:_type_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__
CODES[b'\x82\x84\x83\xe6\x8e\xbd\x11o\xdc\xb0\xe4\x9f\xbe\xf2\x1c\x8c'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_by, _type_at, _type_to, _type_how, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,by:_type_by,at:_type_at,to:_type_to,how:_type_how)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'by',by)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'to',to)
  __dataclass_builtins_object__.__setattr__(self,'how',how)
 return __init__
CODES[b'\xd2\x0ef\xdb\xed\\\xb0 $\xeaf\xb7\xff\xad\xff\xaf'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_call_off, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_call_off, _return_type):
 def __init__(self,unit:_type_unit,call_off:_type_call_off=_dflt_call_off)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'call_off',call_off)
  self.__post_init__()
 return __init__
CODES[b'p\x98\x8e\xc2d\xf3\xdcG\xab\x04\xda0$:&Z'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_carrier, _type_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,carrier:_type_carrier,at:_type_at)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'carrier',carrier)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
 return __init__
CODES[b'\xd1\xf2\xe8T\r\xce\x04\xb6\xc65\x00\x1dk}\xcf\xc6'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_carrier, _type_at, _type_why, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,carrier:_type_carrier,at:_type_at,why:_type_why)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'carrier',carrier)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
 return __init__
CODES[b'\xa6\xb1A\xdb\x1a\x04+\xca\xa9h*\x99\x93\x9c\x96\xf2'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_carrier, _type_location, _type_troopers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,carrier:_type_carrier,location:_type_location,troopers:_type_troopers)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'carrier',carrier)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'troopers',troopers)
 return __init__
CODES[b'\xa7\xf9\xfdp\x0f\xce}\xb5I[\xa3\x00\xdb\xc6\xc0E'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_carrier, _type_trooper, _type_position, _type_roll, _type_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,carrier:_type_carrier,trooper:_type_trooper,position:_type_position,roll:_type_roll,damage:_type_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'carrier',carrier)
  __dataclass_builtins_object__.__setattr__(self,'trooper',trooper)
  __dataclass_builtins_object__.__setattr__(self,'position',position)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
 return __init__
CODES[b'9\t\xe4\x19U\xddh\xeb2\x83\xf1\xd7\xbd\xa8\xdbw'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_carrier, _type_why, _type_roll, _type_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,carrier:_type_carrier,why:_type_why,roll:_type_roll,damage:_type_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'carrier',carrier)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
 return __init__
CODES[b'\xb4\xb9SF\xa0+z\xb3\xa6\x99VV1l\xac\xa6'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_cruise, _type_flank, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,cruise:_type_cruise,flank:_type_flank)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'cruise',cruise)
  __dataclass_builtins_object__.__setattr__(self,'flank',flank)
 return __init__
CODES[b'l\xfc\xce\x00\xa7\xda\xb9\x0c\x17\x8f\x03\x1b\xf5\xc2S|'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_enemy, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,enemy:_type_enemy)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'enemy',enemy)
 return __init__
CODES[b'6\xb5\xb1\x07\xc5\x81k\x9b:`\xbe;c\xaal@'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_facing, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,facing:_type_facing)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
 return __init__
CODES[b'n\xda\rQ\xa6DSgd\xa4\x03\xbc@\xc5/u'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_floor, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,floor:_type_floor)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'floor',floor)
 return __init__
CODES[b'\x9c\x8e\xb4\xb3\x9cSo\xef)\xa6\x1deW\xbdL3'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_formation, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_formation, _return_type):
 def __init__(self,unit:_type_unit,formation:_type_formation=_dflt_formation)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'formation',formation)
  self.__post_init__()
 return __init__
CODES[b'\xf2\xedjf\xb9Je\x01\x9dI\t\x91)\x7f!\x14'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_formation, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,formation:_type_formation)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'formation',formation)
 return __init__
CODES[b'\xe6EY\xf2`\x83Ry\xf3W[\x98\xc9=>T'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_friend, _type_to, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,friend:_type_friend,to:_type_to)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'friend',friend)
  __dataclass_builtins_object__.__setattr__(self,'to',to)
 return __init__
CODES[b'\xbe\xe4\x94\xfb\x90\xe1\x96b\x03\x81\xcb\x1f\x90\xc7\xa5\xa3'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_heat, _type_shutdown, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shutdown, _return_type):
 def __init__(self,unit:_type_unit,heat:_type_heat,shutdown:_type_shutdown=_dflt_shutdown)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'heat',heat)
  __dataclass_builtins_object__.__setattr__(self,'shutdown',shutdown)
  self.__post_init__()
 return __init__
CODES[b'4}o9\xc8]\xd0d\xdc\xe3h\xb2f\x1f\x8fR'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_hits, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,hits:_type_hits)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'hits',hits)
 return __init__
CODES[b'\xafyC\xeb\xc8,u\xa3\xa8\xd8\x01\x08_\x8e\x0c@'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_host, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,host:_type_host)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'host',host)
  self.__post_init__()
 return __init__
CODES[b'\xd5}M\x8c\xa05\xe0.\xe5\xf8x\xe2u\xfa\xb9\x1b'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_host, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,host:_type_host)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'host',host)
 return __init__
CODES[b'\x0b\xf6\x8b\x9b\xaaC\xf7\xa0\x04\x83;\xe0\x08;%\x07'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_host, _type_at, _type_why, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,host:_type_host,at:_type_at,why:_type_why)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'host',host)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
 return __init__
CODES[b'\x1b7{\xbb\xa0\xc9\x8e+\x02\xbb\x89\x8a\x81\n\xa8\xd2'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_host, _type_roll, _type_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,host:_type_host,roll:_type_roll,damage:_type_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'host',host)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
 return __init__
CODES[b'Q\x8epI\x9b\x14\x8e\xa0\x15\xff\xf1>=\xfa\xed\x0c'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_landed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,landed:_type_landed)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'landed',landed)
 return __init__
CODES[b'@x\xc7\x11\xfc\x9e\xccvsz\x80\x967\xaf\xf3\xbd'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_letter, _type_target, _type_move_to, _type_facing, _type_limb, _type_weapons, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_target, _dflt_move_to, _dflt_facing, _dflt_limb, _dflt_weapons, _return_type):
 def __init__(self,unit:_type_unit,letter:_type_letter,target:_type_target=_dflt_target,move_to:_type_move_to=_dflt_move_to,facing:_type_facing=_dflt_facing,limb:_type_limb=_dflt_limb,weapons:_type_weapons=_dflt_weapons)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'letter',letter)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'move_to',move_to)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
  __dataclass_builtins_object__.__setattr__(self,'limb',limb)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
  self.__post_init__()
 return __init__
CODES[b'w\x10nK\xb7\x00c\xb1\xff8\xed\xab\xdc\x9a\x89\xd7'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_letter, _type_target, _type_move_to, _type_facing, _type_limb, _type_weapons, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_target, _dflt_move_to, _dflt_facing, _dflt_limb, _dflt_weapons, _return_type):
 def __init__(self,unit:_type_unit,letter:_type_letter,target:_type_target=_dflt_target,move_to:_type_move_to=_dflt_move_to,facing:_type_facing=_dflt_facing,limb:_type_limb=_dflt_limb,weapons:_type_weapons=_dflt_weapons)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'letter',letter)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'move_to',move_to)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
  __dataclass_builtins_object__.__setattr__(self,'limb',limb)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
 return __init__
CODES[b'\x82\xe2\x8e\x08\x9a\x12\xbe\xe6t\nL\xa6\x98W\xb7\xfc'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
 return __init__
CODES[b'\x006N\x951\xdd\xa7h\x10\xb2\xae{\\\xe7\xf7\xda'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,amount:_type_amount)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
  self.__post_init__()
 return __init__
CODES[b'\x13l\xad\xbbn\xb8\xb3\x14\xbe\xa7\xa7J\x96[\xdd\x98'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,amount:_type_amount)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
 return __init__
CODES[b'\x17\x12\xfa\xae\xfcF:\x93\x94\x19y\xd8\x0c\xf4\x00='] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_cover, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,cover:_type_cover)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'cover',cover)
 return __init__
CODES[b'|y\xc8\xa1C>O\x0f\x15\x1a\xc2\x19\xa2\xb7<Q'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,damage:_type_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
 return __init__
CODES[b'\x1c\x94\xaa\xaa\x10\x006\x07\xe8\x193\x18\x9b\xa4]\x0f'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_delta, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_delta, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,delta:_type_delta=_dflt_delta)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'delta',delta)
  self.__post_init__()
 return __init__
CODES[b'\x92\xa1\x02B\xed\xbb\xf3\\\xf7|\\\xd4{\xbd\x8e\xa9'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_delta, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,delta:_type_delta)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'delta',delta)
  self.__post_init__()
 return __init__
CODES[b'\xb3\x02:\xa8\xf0\x01\xd5H\xf3\xe7\xf4\xf5\xe6+\x9d\x94'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_index, _type_what, _type_hit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,index:_type_index,what:_type_what,hit:_type_hit)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'index',index)
  __dataclass_builtins_object__.__setattr__(self,'what',what)
  __dataclass_builtins_object__.__setattr__(self,'hit',hit)
 return __init__
CODES[b'\xa3$\xd8\x0er\xde6I\xbb\xcf0\xa2\x82\x81\xc8\xa3'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_roll, _type_result, _type_effect, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,roll:_type_roll,result:_type_result,effect:_type_effect)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'result',result)
  __dataclass_builtins_object__.__setattr__(self,'effect',effect)
 return __init__
CODES[b'\xa5M\xaa\xb5\xb1`*\xba[\xc5d\xf2\xa4z6\xad'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_slot, _type_hit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_hit, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,slot:_type_slot,hit:_type_hit=_dflt_hit)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'slot',slot)
  __dataclass_builtins_object__.__setattr__(self,'hit',hit)
  self.__post_init__()
 return __init__
CODES[b'\x15}A&Y0b~)\\H\xb4+\xf5V\x80'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_slot, _type_what, _type_effect, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,slot:_type_slot,what:_type_what,effect:_type_effect)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'slot',slot)
  __dataclass_builtins_object__.__setattr__(self,'what',what)
  __dataclass_builtins_object__.__setattr__(self,'effect',effect)
 return __init__
CODES[b'\xd3\xc7iz\x16\xdeJ6\xb3:N7\xd2\x10\xc1\xa9'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_weapon, _type_damage, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,weapon:_type_weapon,damage:_type_damage)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
 return __init__
CODES[b'\n\xdfv\xea\x1d\xe0\xa1\x83\xd7\xff\x95\x8a\xe2Z(\x99'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_location, _type_why, _type_roll, _type_hits, _type_blown_off, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_blown_off, _return_type):
 def __init__(self,unit:_type_unit,location:_type_location,why:_type_why,roll:_type_roll,hits:_type_hits,blown_off:_type_blown_off=_dflt_blown_off)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'hits',hits)
  __dataclass_builtins_object__.__setattr__(self,'blown_off',blown_off)
 return __init__
CODES[b'\xe4\x8e\xdb\xe0I;\xeb"mm\xb5\xed\xd35n\x8f'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_made, _type_sunk, _type_heat, _type_why, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_why, _return_type):
 def __init__(self,unit:_type_unit,made:_type_made,sunk:_type_sunk,heat:_type_heat,why:_type_why=_dflt_why)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'made',made)
  __dataclass_builtins_object__.__setattr__(self,'sunk',sunk)
  __dataclass_builtins_object__.__setattr__(self,'heat',heat)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
 return __init__
CODES[b'\xf4\x1dYs\xb6\x0cT)\x0f\xab5\xbc}w\x1a\xac'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_mode, _type_mp_left, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,mode:_type_mode,mp_left:_type_mp_left)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'mode',mode)
  __dataclass_builtins_object__.__setattr__(self,'mp_left',mp_left)
 return __init__
CODES[b'7\xd0\xd5\xc5a=+\x9al\xe3\x98\xf9\xc7F\xd8\xfc'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_mode, _type_path, _type_facing, _type_mp_spent, _type_hexes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,mode:_type_mode,path:_type_path,facing:_type_facing,mp_spent:_type_mp_spent,hexes:_type_hexes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'mode',mode)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
  __dataclass_builtins_object__.__setattr__(self,'mp_spent',mp_spent)
  __dataclass_builtins_object__.__setattr__(self,'hexes',hexes)
 return __init__
CODES[b'X\xbe\xc6\xe5\x85\xee \xa7\xb9\x01\x06h\xcf\xd8\x90\xfc'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_mode, _type_steps, _type_close_assault, _type_floor, _type_load, _type_unload, _type_unload_into, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_steps, _dflt_close_assault, _dflt_floor, _dflt_load, _dflt_unload, _dflt_unload_into, _return_type):
 def __init__(self,unit:_type_unit,mode:_type_mode,steps:_type_steps=_dflt_steps,close_assault:_type_close_assault=_dflt_close_assault,floor:_type_floor=_dflt_floor,load:_type_load=_dflt_load,unload:_type_unload=_dflt_unload,unload_into:_type_unload_into=_dflt_unload_into)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'mode',mode)
  __dataclass_builtins_object__.__setattr__(self,'steps',steps)
  __dataclass_builtins_object__.__setattr__(self,'close_assault',close_assault)
  __dataclass_builtins_object__.__setattr__(self,'floor',floor)
  __dataclass_builtins_object__.__setattr__(self,'load',load)
  __dataclass_builtins_object__.__setattr__(self,'unload',unload)
  __dataclass_builtins_object__.__setattr__(self,'unload_into',unload_into)
  self.__post_init__()
 return __init__
CODES[b'`{%%9C$=\x94\x04\x1f>\xf9\xe4\xcb\t'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_model, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,model:_type_model)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  self.__post_init__()
 return __init__
CODES[b'\x80\x7f\x11\x1dZ\x82B\xb0\xadR2`\xd91\xc4V'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_model, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,model:_type_model)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
 return __init__
CODES[b'Ef\xb7\x85\xd26\xe1Zc\xb5\xec\n\xbf\x1e\x03\xf8'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_model, _type_leader, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,model:_type_model,leader:_type_leader)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'leader',leader)
 return __init__
CODES[b'\x10s\x0e\xda\x16u\xed\x13\xc4\xbd\x144Nb\xaf('] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_model, _type_x, _type_y, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,model:_type_model,x:_type_x,y:_type_y)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'x',x)
  __dataclass_builtins_object__.__setattr__(self,'y',y)
  self.__post_init__()
 return __init__
CODES[b'<\xbb\x8a\xa6i\xe9G)\xd6\x1f9\xde\xdeo\xa2\x01'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_model, _type_x, _type_y, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,model:_type_model,x:_type_x,y:_type_y)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'x',x)
  __dataclass_builtins_object__.__setattr__(self,'y',y)
 return __init__
CODES[b'\xe4\xc2\x17\xda\xa2\xcc\xd4hQyQ[\xc9\xa5\xea~'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_needed, _type_roll, _type_conscious, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,needed:_type_needed,roll:_type_roll,conscious:_type_conscious)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'needed',needed)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'conscious',conscious)
 return __init__
CODES[b'\xf2Ks\x10\xda\x80\xafZ\xd8\x1a\x90\x19\x8d\xa5^A'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_number, _type_at, _type_radius, _type_side, _type_leader, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,number:_type_number,at:_type_at,radius:_type_radius,side:_type_side,leader:_type_leader)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'number',number)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'radius',radius)
  __dataclass_builtins_object__.__setattr__(self,'side',side)
  __dataclass_builtins_object__.__setattr__(self,'leader',leader)
 return __init__
CODES[b'\xbe^\xbb\xc4\xe4 \xe7$~\xbb\xd4YE\t|*'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_pilot_hits, _type_prone, _type_unconscious, _type_motive_hits, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_pilot_hits, _dflt_prone, _dflt_unconscious, _dflt_motive_hits, _return_type):
 def __init__(self,unit:_type_unit,pilot_hits:_type_pilot_hits=_dflt_pilot_hits,prone:_type_prone=_dflt_prone,unconscious:_type_unconscious=_dflt_unconscious,motive_hits:_type_motive_hits=_dflt_motive_hits)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'pilot_hits',pilot_hits)
  __dataclass_builtins_object__.__setattr__(self,'prone',prone)
  __dataclass_builtins_object__.__setattr__(self,'unconscious',unconscious)
  __dataclass_builtins_object__.__setattr__(self,'motive_hits',motive_hits)
  self.__post_init__()
 return __init__
CODES[b'8\xbf=qBb"?My\x0c\xbb\xab\x05q\x03'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_pilot_hits, _type_prone, _type_unconscious, _type_motive_hits, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,pilot_hits:_type_pilot_hits,prone:_type_prone,unconscious:_type_unconscious,motive_hits:_type_motive_hits)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'pilot_hits',pilot_hits)
  __dataclass_builtins_object__.__setattr__(self,'prone',prone)
  __dataclass_builtins_object__.__setattr__(self,'unconscious',unconscious)
  __dataclass_builtins_object__.__setattr__(self,'motive_hits',motive_hits)
 return __init__
CODES[b'\xe5\xf5&\xda\xc1\xa9\x9a]t$Ws\x95\xbf\x91\x1d'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_place, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,place:_type_place)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'place',place)
  self.__post_init__()
 return __init__
CODES[b'\x8fv\xa0\n\xa3\x9e\xd8\xff\x10\xf3_\x8f\x97\xd4\xce\xff'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_place, _type_facing, _type_mp_spent, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mp_spent, _return_type):
 def __init__(self,unit:_type_unit,place:_type_place,facing:_type_facing,mp_spent:_type_mp_spent=_dflt_mp_spent)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'place',place)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
  __dataclass_builtins_object__.__setattr__(self,'mp_spent',mp_spent)
 return __init__
CODES[b'~\x0e2!\xce$\xb7\xf5\xe83]\xba\x84\x9c\r\x86'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,reason:_type_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
CODES[b'\xeb\xe9g\xb5\x8f\xb3t\x11Q4\xe6\xb1\xc3\xbe\x99U'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_reason, _type_needed, _type_roll, _type_passed, _type_modifiers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_modifiers, _return_type):
 def __init__(self,unit:_type_unit,reason:_type_reason,needed:_type_needed,roll:_type_roll,passed:_type_passed,modifiers:_type_modifiers=_dflt_modifiers)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
  __dataclass_builtins_object__.__setattr__(self,'needed',needed)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'passed',passed)
  __dataclass_builtins_object__.__setattr__(self,'modifiers',modifiers)
 return __init__
CODES[b"x\x10'\x84\x94\xa6\x19\xbed\xcc\x06\x04X\xaf\xcaR"] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_steps, _type_shift, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_steps, _dflt_shift, _return_type):
 def __init__(self,unit:_type_unit,steps:_type_steps=_dflt_steps,shift:_type_shift=_dflt_shift)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'steps',steps)
  __dataclass_builtins_object__.__setattr__(self,'shift',shift)
  self.__post_init__()
 return __init__
CODES[b'T.\x8f\x993JD\xe5_\xd2\xac\x81;N@\xb7'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_tactic, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,tactic:_type_tactic)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'tactic',tactic)
 return __init__
CODES[b';\xd0\xcf\xbaC\x062\xde,;\x08"\xe71\xe9\xd9'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_tactical, _type_ambush, _type_ambush_attack, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_tactical, _dflt_ambush, _dflt_ambush_attack, _return_type):
 def __init__(self,unit:_type_unit,tactical:_type_tactical=_dflt_tactical,ambush:_type_ambush=_dflt_ambush,ambush_attack:_type_ambush_attack=_dflt_ambush_attack)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'tactical',tactical)
  __dataclass_builtins_object__.__setattr__(self,'ambush',ambush)
  __dataclass_builtins_object__.__setattr__(self,'ambush_attack',ambush_attack)
  self.__post_init__()
 return __init__
CODES[b'[\xcc\x1f\x11\x90\x0cYN\xcc7\xd7\xe55\xe4\xb8J'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_target, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,target:_type_target)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  self.__post_init__()
 return __init__
CODES[b"\x1c\xec\x95\xaac8\x99\xb2'!\xc5\xfd\xbba\xefB"] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_target, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,target:_type_target)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
 return __init__
CODES[b'\xc9\xd7^)\xff\x7f\x07\x12\xdd[!N;\xc4\xd6\xb0'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_target, _type_attack, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,target:_type_target,attack:_type_attack)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'attack',attack)
  self.__post_init__()
 return __init__
CODES[b'\x90Zjw\xfd4dy\x04%\x1a\xa1\xef\xd6\xe0+'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_target, _type_attack, _type_needed, _type_modifiers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,target:_type_target,attack:_type_attack,needed:_type_needed,modifiers:_type_modifiers)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'attack',attack)
  __dataclass_builtins_object__.__setattr__(self,'needed',needed)
  __dataclass_builtins_object__.__setattr__(self,'modifiers',modifiers)
 return __init__
CODES[b'\x93\xd2\xc0\x90-\xa0c\x08\x17<\xc3\x9d \x00\xc8\xdd'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_target, _type_attack, _type_needed, _type_roll, _type_hit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,target:_type_target,attack:_type_attack,needed:_type_needed,roll:_type_roll,hit:_type_hit)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'attack',attack)
  __dataclass_builtins_object__.__setattr__(self,'needed',needed)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'hit',hit)
 return __init__
CODES[b'\x03\xf5w\x8dO\xc9\xd8\x19\xe5u4\xd14w\x83\xdc'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_target, _type_attacks, _type_building, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_attacks, _dflt_building, _return_type):
 def __init__(self,unit:_type_unit,target:_type_target,attacks:_type_attacks=_dflt_attacks,building:_type_building=_dflt_building)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'attacks',attacks)
  __dataclass_builtins_object__.__setattr__(self,'building',building)
  self.__post_init__()
 return __init__
CODES[b'\x88u7&c\xe3H\xdf\xfe\x81\xc4AQ\xe2>\xf6'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_target, _type_weapons, _type_building, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_weapons, _dflt_building, _return_type):
 def __init__(self,unit:_type_unit,target:_type_target,weapons:_type_weapons=_dflt_weapons,building:_type_building=_dflt_building)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
  __dataclass_builtins_object__.__setattr__(self,'building',building)
  self.__post_init__()
 return __init__
CODES[b'\xf8C\x01\x8b\xca\xc5\x1f\xd7\x94{\x94v}\x88)\xf8'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_to, _type_facing, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,to:_type_to,facing:_type_facing)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'to',to)
  __dataclass_builtins_object__.__setattr__(self,'facing',facing)
 return __init__
CODES[b'\xdc,e\x96\x01\xbe\x96\x8d\x1d\xaa\xfbV\xc1\xd1\x8e\xf8'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_verb, _type_into, _type_problem, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,verb:_type_verb,into:_type_into,problem:_type_problem)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'verb',verb)
  __dataclass_builtins_object__.__setattr__(self,'into',into)
  __dataclass_builtins_object__.__setattr__(self,'problem',problem)
 return __init__
CODES[b"\xd6'\xf4\xe1\xb8z\x0f\xd0\xebQ\x9dkH\xbf\xce\xd3"] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_weapon, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,weapon:_type_weapon)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
 return __init__
CODES[b'\x9ar\x1ec=\x9eV\xa3x\xf5\r\xf6\x16\xf4\x90+'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_weapons, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,weapons:_type_weapons)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
 return __init__
CODES[b'\xf8<\xe7\xe3\x82\r\t\xc2\xbfw\x03\xe8=\xa9\x0f\xfe'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_what, _type_heat, _type_target, _type_roll, _type_avoided, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,what:_type_what,heat:_type_heat,target:_type_target,roll:_type_roll,avoided:_type_avoided)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'what',what)
  __dataclass_builtins_object__.__setattr__(self,'heat',heat)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'roll',roll)
  __dataclass_builtins_object__.__setattr__(self,'avoided',avoided)
 return __init__
CODES[b'\xee\x00N-\xcb(4\xd5\xe5\x02\xa3~\x03\xca\x07v'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_what, _type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit,what:_type_what,value:_type_value)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'what',what)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
 return __init__
CODES[b'8\x00\xd6c\x13\x9b@r\x06\xb1B\xf8\xb9\t[\xac'] = __create_fn__.__code__
def __create_fn__(_type_unit, _type_why, _type_on, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_on, _return_type):
 def __init__(self,unit:_type_unit,why:_type_why,on:_type_on=_dflt_on)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
  __dataclass_builtins_object__.__setattr__(self,'on',on)
 return __init__
CODES[b'\xe3\x00p\x8c\xb2\xa0\xf1#\x02\x7f\x89\xedYG~A'] = __create_fn__.__code__
def __create_fn__(_type_units, _type_phase, _type_log, _type_events, _type_before, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_units, _dflt_phase, _dflt_log, _dflt_events, _dflt_before, _return_type):
 def __init__(self,units:_type_units=_dflt_units,phase:_type_phase=_dflt_phase,log:_type_log=_dflt_log,events:_type_events=_dflt_events,before:_type_before=_dflt_before)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'units',units)
  __dataclass_builtins_object__.__setattr__(self,'phase',phase)
  __dataclass_builtins_object__.__setattr__(self,'log',log)
  __dataclass_builtins_object__.__setattr__(self,'events',events)
  __dataclass_builtins_object__.__setattr__(self,'before',before)
 return __init__
CODES[b'\xfcl\x95\x10\x1f$:*w\t\xffy9\xd6\xe0\xf6'] = __create_fn__.__code__
def __create_fn__(_type_units, _type_tons, _type_bv, _type_without_bv, _type_by_kind, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_by_kind, _return_type):
 def __init__(self,units:_type_units,tons:_type_tons,bv:_type_bv,without_bv:_type_without_bv,by_kind:_type_by_kind=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'units',units)
  __dataclass_builtins_object__.__setattr__(self,'tons',tons)
  __dataclass_builtins_object__.__setattr__(self,'bv',bv)
  __dataclass_builtins_object__.__setattr__(self,'without_bv',without_bv)
  __dataclass_builtins_object__.__setattr__(self,'by_kind',_dflt_by_kind() if by_kind is _HAS_DEFAULT_FACTORY else by_kind)
 return __init__
CODES[b'\xfe\x91\xf3\xa1\x84\x84D0\xa7\xf4\xaf|\x8fO\xedx'] = __create_fn__.__code__
def __create_fn__(_type_walk, _type_run, _type_jump, _type_motive, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_jump, _dflt_motive, _return_type):
 def __init__(self,walk:_type_walk,run:_type_run,jump:_type_jump=_dflt_jump,motive:_type_motive=_dflt_motive)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'walk',walk)
  __dataclass_builtins_object__.__setattr__(self,'run',run)
  __dataclass_builtins_object__.__setattr__(self,'jump',jump)
  __dataclass_builtins_object__.__setattr__(self,'motive',motive)
 return __init__
CODES[b'"\x10Y8\x0fL\x19\x9b\x89g!\xbd\x03\x94\xd4\xb5'] = __create_fn__.__code__
def __create_fn__(_type_walk, _type_run, _type_jump_per_hex, _type_jump_minimum, _type_engine_hit, _type_single_sink, _type_double_sink, _type_maximum, _type_mp, _type_to_hit, _type_shutdown, _type_automatic_shutdown, _type_ammo, _type_life_support, _type_immobile_target, _type_weapons, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,walk:_type_walk,run:_type_run,jump_per_hex:_type_jump_per_hex,jump_minimum:_type_jump_minimum,engine_hit:_type_engine_hit,single_sink:_type_single_sink,double_sink:_type_double_sink,maximum:_type_maximum,mp:_type_mp,to_hit:_type_to_hit,shutdown:_type_shutdown,automatic_shutdown:_type_automatic_shutdown,ammo:_type_ammo,life_support:_type_life_support,immobile_target:_type_immobile_target,weapons:_type_weapons)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'walk',walk)
  __dataclass_builtins_object__.__setattr__(self,'run',run)
  __dataclass_builtins_object__.__setattr__(self,'jump_per_hex',jump_per_hex)
  __dataclass_builtins_object__.__setattr__(self,'jump_minimum',jump_minimum)
  __dataclass_builtins_object__.__setattr__(self,'engine_hit',engine_hit)
  __dataclass_builtins_object__.__setattr__(self,'single_sink',single_sink)
  __dataclass_builtins_object__.__setattr__(self,'double_sink',double_sink)
  __dataclass_builtins_object__.__setattr__(self,'maximum',maximum)
  __dataclass_builtins_object__.__setattr__(self,'mp',mp)
  __dataclass_builtins_object__.__setattr__(self,'to_hit',to_hit)
  __dataclass_builtins_object__.__setattr__(self,'shutdown',shutdown)
  __dataclass_builtins_object__.__setattr__(self,'automatic_shutdown',automatic_shutdown)
  __dataclass_builtins_object__.__setattr__(self,'ammo',ammo)
  __dataclass_builtins_object__.__setattr__(self,'life_support',life_support)
  __dataclass_builtins_object__.__setattr__(self,'immobile_target',immobile_target)
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
  self.__post_init__()
 return __init__
CODES[b'\x1e\x0c\xd1\x0c\xb8`X\x15\xfc\x82]n\xcd\xdc\xde\x85'] = __create_fn__.__code__
def __create_fn__(_type_weapon, _type_chance, _type_damage, _type_target_number, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,weapon:_type_weapon,chance:_type_chance,damage:_type_damage,target_number:_type_target_number)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'chance',chance)
  __dataclass_builtins_object__.__setattr__(self,'damage',damage)
  __dataclass_builtins_object__.__setattr__(self,'target_number',target_number)
 return __init__
CODES[b'\xd6\xe8\x82+\xb2G`?M\x8b$\x1c\xe1\xee\x81\xf6'] = __create_fn__.__code__
def __create_fn__(_type_weapon, _type_shots, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,weapon:_type_weapon,shots:_type_shots)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'shots',shots)
 return __init__
CODES[b"\xf3\x85\xb37e\xe9\xbe\xe1'qZ\xe5\xdb\xa5\x95\x9b"] = __create_fn__.__code__
def __create_fn__(_type_weapon, _type_shots, _type_target, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shots, _dflt_target, _return_type):
 def __init__(self,weapon:_type_weapon,shots:_type_shots=_dflt_shots,target:_type_target=_dflt_target)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'weapon',weapon)
  __dataclass_builtins_object__.__setattr__(self,'shots',shots)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  self.__post_init__()
 return __init__
CODES[b"\xa7\xf8\xbdG\xe0\xa8\xdb\xde\x9f\x12\x7f<'\xbe]\x93"] = __create_fn__.__code__
def __create_fn__(_type_weapons, _type_ammo, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,weapons:_type_weapons,ammo:_type_ammo,source:_type_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'weapons',weapons)
  __dataclass_builtins_object__.__setattr__(self,'ammo',ammo)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
CODES[b'U\xday\xd3F\xcf\x9c\xbdy;\xeeu>\xce!\xf1'] = __create_fn__.__code__
def __create_fn__(_type_weapons_y, _type_ammo_y, _type_to_hit_y, _type_diagram_y, _type_blocks, _type_boxes, _type_pitch, _type_slots, _type_crit_y, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_slots, _dflt_crit_y, _return_type):
 def __init__(self,weapons_y:_type_weapons_y,ammo_y:_type_ammo_y,to_hit_y:_type_to_hit_y,diagram_y:_type_diagram_y,blocks:_type_blocks,boxes:_type_boxes,pitch:_type_pitch,slots:_type_slots=_dflt_slots,crit_y:_type_crit_y=_dflt_crit_y)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'weapons_y',weapons_y)
  __dataclass_builtins_object__.__setattr__(self,'ammo_y',ammo_y)
  __dataclass_builtins_object__.__setattr__(self,'to_hit_y',to_hit_y)
  __dataclass_builtins_object__.__setattr__(self,'diagram_y',diagram_y)
  __dataclass_builtins_object__.__setattr__(self,'blocks',blocks)
  __dataclass_builtins_object__.__setattr__(self,'boxes',boxes)
  __dataclass_builtins_object__.__setattr__(self,'pitch',pitch)
  __dataclass_builtins_object__.__setattr__(self,'slots',slots)
  __dataclass_builtins_object__.__setattr__(self,'crit_y',crit_y)
 return __init__
CODES[b'\xbaC\xeb\x8fq\xeb\xdf\xef\xeb\xc9\xfe\x1d\xd8AZ!'] = __create_fn__.__code__
def __create_fn__(_type_where, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,where:_type_where,reason:_type_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'where',where)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
CODES[b'bg\xb9\x0f~\x8fL\x04\xf0\xfd\xdf\xba\x9ex\x9a\x98'] = __create_fn__.__code__
def __create_fn__(_type_winner, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,winner:_type_winner)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'winner',winner)
 return __init__
CODES[b'MmU\xa5\xbe\xb9\xd72\xe0\xff&\x8b(\xbdI]'] = __create_fn__.__code__
def __create_fn__(_type_winner, _type_turns, _type_commands, _type_seconds, _type_max_decision_ms, _type_players, _type_limit, _type_decisions_ms, _type_stopped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_decisions_ms, _dflt_stopped, _return_type):
 def __init__(self,winner:_type_winner,turns:_type_turns,commands:_type_commands,seconds:_type_seconds,max_decision_ms:_type_max_decision_ms,players:_type_players,limit:_type_limit,decisions_ms:_type_decisions_ms=_dflt_decisions_ms,stopped:_type_stopped=_dflt_stopped)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'winner',winner)
  __dataclass_builtins_object__.__setattr__(self,'turns',turns)
  __dataclass_builtins_object__.__setattr__(self,'commands',commands)
  __dataclass_builtins_object__.__setattr__(self,'seconds',seconds)
  __dataclass_builtins_object__.__setattr__(self,'max_decision_ms',max_decision_ms)
  __dataclass_builtins_object__.__setattr__(self,'players',players)
  __dataclass_builtins_object__.__setattr__(self,'limit',limit)
  __dataclass_builtins_object__.__setattr__(self,'decisions_ms',decisions_ms)
  __dataclass_builtins_object__.__setattr__(self,'stopped',stopped)
 return __init__
CODES[b'f\xe3N!\xc1~\xb4\x1a\xf5E_\xb8\xf1h\\\xc4'] = __create_fn__.__code__
def __create_fn__(_type_x, _type_y, _type_r, _type_ticked, _type_shaded, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shaded, _return_type):
 def __init__(self,x:_type_x,y:_type_y,r:_type_r,ticked:_type_ticked,shaded:_type_shaded=_dflt_shaded)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'x',x)
  __dataclass_builtins_object__.__setattr__(self,'y',y)
  __dataclass_builtins_object__.__setattr__(self,'r',r)
  __dataclass_builtins_object__.__setattr__(self,'ticked',ticked)
  __dataclass_builtins_object__.__setattr__(self,'shaded',shaded)
 return __init__
CODES[b'\xbe\xb2o\xe8"(\xbe}sf\xc5\xfeFJ\x97\xa8'] = __create_fn__.__code__
def __create_fn__(_type_x, _type_y, _type_size, _type_ticked, _type_label, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_label, _return_type):
 def __init__(self,x:_type_x,y:_type_y,size:_type_size,ticked:_type_ticked,label:_type_label=_dflt_label)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'x',x)
  __dataclass_builtins_object__.__setattr__(self,'y',y)
  __dataclass_builtins_object__.__setattr__(self,'size',size)
  __dataclass_builtins_object__.__setattr__(self,'ticked',ticked)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
 return __init__
CODES[b'9.\x19\x87\x89u\x9ek8)\xd9W\xc2%\x9c\xc0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('at','amount','cf_left','cause',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'H\xbe\x19\x88\x04\x14\xe8Wf*T\x81<.e\xdd'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('at','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x1a\xca\x1ek\xdbs;\xa6\x8c\xddo\x90}\x86:+'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('at','units',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xab"\xee\xd6\xc5\xcd\xd0e\xf7\xecz}eX\x1a-'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','at','attack','damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x15\xbe\xc5W\xa3\xfb\x12\x94>+\xf8\xfe\x00\x1f\xae\xd9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','at','weapon','to_hit','roll','hit','shots',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'u|\x11X9\x01\xe9~\t\n~y\x15\xea\xdf\x11'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','defender','at','approach',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xe5\x88\x9a\t\x84\x0e\x9b\x1e\xdb\x0f$`"\x07\xce\xef'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','attack','direction','modifiers','charge_hexes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xc4\x1f\x84\x97{\x16\xf7+o\xcf\xc7\xe2k\xe8UP'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','attack','to_hit','roll','hit','modifiers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa5>k\xe8\x18\xa3\xe2\xee\x8f\x81r\xf3K<\xe2a'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','attacks','building',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'X\xea\xda\xe0h\x7f\x81\xbfe\xe3\xd9\x04[\x95A\xc3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','attacks','resolved','building',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x9c\xd9\xbdHg;YT\x1fo3\x0f\xa5E]9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','hexes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x15\xee\xf5G\x8d\x8b\xec\x00Rg\xab\x8eN\x08\xfb~'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','shots',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa0\xb2\xd2\x13\xf1!\xea\xd6\x81\x92\x12\xbdbC\x04\xa5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','weapon','roll','needed','hit',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xf0\xb2\x00\t\x07\xac\xec\xb8,(e\x88\xae\xf9\x95W'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','weapon','to_hit','roll','hit','shots',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xdc\xd9\xec\xe5\x87v\x0c\xb2\x00\xa2W\xa3\xd8\xe3c?'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','weapons','elsewhere','building',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'^\xf2Q\xa5-6\xe3=.\x97-\x86\xef\xb8K\xc7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','target','weapons','to_hit','resolved','building','troopers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'u\xfe\xc1C\x92h\x86{\x9f\xa2p\xeejg<p'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','weapon','column','hits',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa9RA\xb3@9~\xffX\xe5\xf3BH\xfa\x80N'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker','weapon',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x93NXU\n\xee0\xfb\xfcV\xd6h\xed\xa2\x8a\x89'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacker_movement','range_brackets','target_movement','battle_armor_target','pulse','target_jumped',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'(I\xef\xfbMr_\x87\x1b\xac\xed\x1ar\xc6\xaa\xa1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('attacks','charge_self_divisor','dfa_self_divisor','damage_group','punch_table','kick_table','prone_target_adjacent','prone_target_other','prone_attacker','psr','stand_up_mp','fall_damage_divisor','fall_facing','consciousness','mechwarrior_hits','kick_infantry_in_hex','prone_weapon_fire',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'<F*M\xd7\x96Q\xc1\xb3o,\x9b\x1a\xe6:\xb9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('automatic_within','immobile_target',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'/\x1e=*r\x01r\t\x8c,\x14\x92\xf26\x11\x84'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('avoid_piloting_below','avoid_weight','flee_weight','push_base','block_divisor','block_striker_divisor','exchanges_per_turn','fire_reach','partial_cover','stray_hit','fire_out_forfeits','formation_hits',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x01\x16\x17\xb5\x8d:\xbe\xd4\x11\xc1\xca\xcf\xfa$\xc3\x8a'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('board','dropped',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x81O\x9b\x8a_\xe6\x84\xcb\x84\x81\xf0=\x0c\x8c\x0e\x0f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('command','events',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'Y\xf7\x08\xc1@\xb8\xe1\x8b\x06\xf8\xfc\x02e\xdd\x80\x00'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('default_leadership','radius_per_leadership','standoff_inches','troopers_per_model','base_mm','contact_mm','leader_falls_on',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'J \xa7\xdf\xe1Y\xfe\xf9\x8b\xad0\x88\x1b\xcc\xa1\xac'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('defender','attacker','defender_letter','attacker_letter','result','result_name',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xc4\xa2\xd0\x96M\x99i\x06\x10\xe6&\xf6\x80\xfe\x1c5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('defender_actions','attacker_actions','results','result_names','reconstructed','scale','numbers','hints',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x87\x0eh{\r\x0c\xa6$\x91I\x91a\xbb8\x9d\xa3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('determine','blown_off','torso_hits','engine_destroyed_at','gyro_piloting','gyro_destroyed_at','sensors_to_hit','sensors_blind_at','shoulder_to_hit','arm_actuator_to_hit','hip_piloting','leg_actuator_piloting','leg_actuator_mp','jump_jet_mp','ammo_pilot_hits','physical_actuator_to_hit','physical_hand_foot_to_hit','physical_actuator_halves','vehicle','vehicle_results','vehicle_sensors_to_hit','vehicle_commander_to_hit','vehicle_stabilizer_to_hit','reconstructed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b']\x10\r\xeb\x0f\x16P\xaaw\xe2\xd4~\x18|\xb5\xf0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('direct_divisor','cluster_bonus','pulse_bonus','burst_fire_dice','clear_terrain_multiplier',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x8fU\x86\xcd\xa0\xef}=\xbe\xe7g\x94\xa5\x90]\xe4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('direct_fire','cluster_ballistic','pulse','cluster_missile','area_effect','reconstructed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xb5\xa3\xfa"(\xed\x88\x87QH\xb9>\x03q\x8fq'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('display','document','board','notes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'i\x98\xd0\x12K\xa1\x1aW\xf0\xf1A\xf1\xabI>?'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('drop_flat_piloting','water_deep','water_prone','erratic_driving','erratic_vtol','erratic_damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x0e\xc9C\xfciek\x02\xa9\x8eM\xf2\xd8\x02\xcc\xf0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('edge','depth','hexes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x14|\xe4\x08=Pr\xca\xabI\xbd\xfb&\xfb\xc7\xcc'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('entry','text','roll',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x9ag\x819\x82\x93A\xc2\x91?\x7f\x9d\xa8\xa32!'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('entry_damage_divisor','entry_tons_divisor','absorb_divisor','infantry_share_from_outside','building_share_from_inside','battle_armor_group','jump_in_damage','floor_mp','collapse_divisor','collapse_multiplier','rubble','infantry_tons','attack','floor_mp_mechanized',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x18>&wu\x8c\x1b\x1a<\x01\xb3\xf9\xf2\xc4E\x8e'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('formations',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\n#\xfdZ\xebXW\xa7\xa7\xd8\xcc\xc1\xfaV\xbe\x10'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('gunnery','piloting','anti_mech',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x8ez\xc4?=\xc2g](\xbdI\xce"\xd5\xc5\xd5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('head_damaged','landing','reconstructed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x81\xac@\xb8\x80\xd6{\xfa\xcf<-/9\xb2g\x15'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('heat_sinks','double','rear_armor','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'K\x8aI\xf9\xbe\xeb\xaa\x1f\xc5`5_\xfd~2\x90'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('hex','attacker','defender','entry','approach','places','facings','mp_left','step','exchange','tactics','fired','joined','maneuvered',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b' \x04\x88\x8e\xc9\xe8\xd6\xdc\x1a\xbc\xdb\x9b\xec\xff\xb9\xc1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('hex_metres','hex_cm','tactical_hexes_across',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x14&\x16\x12\xd8\xf1\x8eZC!:o$\x1a\xeb\x80'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('infantry',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'$K\x80\xc5\xa2\xf12Cj\x06\x82Og\xd4\xc5\x99'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('infantry_mp','minimum_move','stacking','machine_gun_dice','machine_guns','transport','mechanized','movement_types','mechanized_losses','mechanized_toughness','battle_armor','domino','falling','anti_mech','non_infantry_weapons',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xbcd\xe6\\v\xc77D\x82\x14\xca\xeeCz\th'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','display','document','map_display','map_document',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'o\x12*<\x1el\xd5\xec=\xb6\xb7\x88&\xfe\\\xf9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','hex_mm','unit','name',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x19h\xf0\xfe\xae}\xa8\x82\xd5\xb1k\\\xc4\xb9\xfc\xf3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','colour','deployment','sets_up_first',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'3@GY<\xf3\x1a\xe8\xb7\x92\x1f\xf6\xc9\x1e\xe4='] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','colour','deployment','units','sets_up_first',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xc8\rw\x9b\x94y\x7f\xec\x97\xc6{\xdc%\xbe\xa5\xd5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','colour','edge','depth','units','hexes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x1c\x87\xe1\xe0mm4\xbe\xbe{\xe8\xdb\xd7\x1d\xa5\x93'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','flag','requires','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'^CY\xfd\xb5}\x9a\x0e\xb5#t\x12\xc7Z\xf1.'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','kind','tons','movement','armor','weapons','ammo','crew','infantry','public_data','source','rear_armor','criticals','transport','omni','anti_mech','heat_sinks','double_heat_sinks','engine','structure_type','bv',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xff\xd4\xf3:\xe9{\xe4\x8c\x84\x9c\xf6\xa9l\x86\xed\xe6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name','kind','tons','mp','jump','weapons','origin','bv','words','path',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"Hw\x90\xdc\x08\xb3='\xab\n\x8e\x9b\x06l\xf3\xf8"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','name',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'p\xd8\xe0\xd1\x07\x8d[\x83\x0bb\xdaLYP\x14n'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','per_hex','unit','label','why',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xdf\xdd\x8d\x0e\x18R\xd0\x8c\x07G\x1dA\xd8\xc7:D'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','title','source','board','sides','victory','special_rules',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'.\x051\xb0q1\xb0}\xea\x01\xc4\x8e\x04\xbfU\xac'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','cf','height','basement',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"\xdeo\x80A'\xfd#\xfa\xbedm\xf4\xf9\xc1\x0b\xa2"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('label','colour','infantry','left','full','formation','riders','prone','heat','shutdown',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa2\xc9\\\xe4\xa3\xfe\xb9m\xd4\xed\xaa\x87\x9e\x08\xb7\xd3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('layer','terrain','depth','level','building','road',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x93\x83\x8a;\xa0P\x7f\x15\xc0\xc3\x8aqw\xc9v\x19'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('leg_conventional','leg_battle_armor','swarm_conventional','swarm_battle_armor','leg_damage','vs_vehicle','mechanized','immobile_target','swarm_locations','swarmer_hit','brush_off_piloting','jump_off_piloting','knocked_off_dice','reconstructed','shaking_off',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa6\xde\xb07t\xa98\xe8\x14\xae1\xcdh2c\xef'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('levels','dice_per_level','reconstructed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xf9\xc5\x9f\x85l\xc8\x8d\xf1\xf6\xf0\x0cD\x1c/\xe5c'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('levels','mech_mp_by_depth','floats','infantry_max_depth','buildings','infantry_building_mp','road_mp','unit_height','woods_height','partial_cover','road_bonus_mp','road_bonus_motives',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'x\xbf\xeb\xe0\xc8Y\x06\xb8\xa0\x88\x13\x1a\xdc\x90\xb48'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('lines','hits','events',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xd9\x14\x8e7\xc7\xd8!\x18\xb6b\x8bE\xdf\xe55\x1e'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('load_mp','survive_destroyed_carrier','reconstructed','jolt_hit','jolt_damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xeeJ\xe8\x10\x1d\xd0\xf9\xe1\xfe\xf9\x02\xdc$8\xf7\xc8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('location','index','x','y','width',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xca\x0cj#k\xa8{\xbb\xb4!\xb3M\x95\xf1\x85\xcf'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('location','title','x','y','w','h','circles','destroyed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'Lj\x7f\x02w^"\xb8\xed\xe6\x84\xa3;\x95;A'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('low','high','modifier',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'x\xeem9\x95\xa0@\x8c\x9f\x13\x07W\xa2E\xfe\x00'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('map_w','map_h','area_w','area_h','columns','rows',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xac`\xe7\x04P\xf0\x10\xdc\xc2\x17\xa6q~:\xc86'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('max_assaulters','short_fire_modifier','may_assault','fire_only','ordering_phase',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x14\xbd\xf4\xaeh\xc4\x07\xeap\x9a\x16\xadP\xd0\xc2\x00'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('max_change','mp_per_level',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xf7\xee8$o\x0f\x99:\xb2\x83.\np\x83\xda\xb3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('mech_hit_locations','vehicle_hit_locations','cluster_hits','attack_modifiers','terrain','los_blocking_density','facing_change_mp','infantry_mp_per_hex','mech_damage_transfer','arm_lost_with_torso','infantry_damage','close_assault','firing_arcs','physical','ground','buildings','ejection','assault_orders','multi_model','tw_infantry','criticals','standard',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'fV3\xf2\xa4H\xe8E@\xd2\x1aw)\xc3+\xc6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('mech_positions','vehicle_positions','trooper_hit','knocked_off_dice','reconstructed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xc5\xd5\xc2*8\xb5\x83\xeaD\x12\x9f\x83\xbc\x9d\xea '] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('mechanized','umu_water','vtol',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x10SA\x11\x1aD7hP\xb2fs\xbc\x95\x81>'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('mode','path','mp_spent','hexes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x00\xd4\\N-\xdb\x98W!\xf8\x8d#\xe2\xadW\x8b'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('model','at','standoff',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xf8\xda\x01R\xf1b\xb9f\xcc%\xb3\xc5R@\xbbl'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('models','hex','leader','troopers','turn','placing','placed','contact',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'D<\x95\x99F\xe8\x0f\xdc\xf0!\xc3\xbfF\xcf\x92\xa7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('mp_cost','cf','piloting',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"\x9f\r\x9f\xda'\x0b#\xa2\xf0 _\xd2\x9fg\xab&"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','candidates','caution','noise','samples','focus',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'!lC\x8f\x96|aX>\xbe^\xd4\x16\xf4r\xd0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','columns','rows','terrain','levels','depths','roads','buildings',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'2!\xdb\x86\xddd\xa7\x8f\xfd\x8fL\x15\xf6\xbbO\xf2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','location','damage','ranges','codes','rapid_fire','ammo','quantity','missiles','group','min_range','body_mounted',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x93or\xdf\xfbP\xe7D\xa3\xb4O2\xf9\x01\xf6*'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','sheet','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x0c\xa6\xcc\xa2\xe1\xc2\xc8!1\xa1\x81dx\xa2-\x7f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','side','colour','kind',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b' \x97\xfeG\xd9f\x8e\xe0\xe3\xb8\xbc\x95\xca\xc7\xbe\x7f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('number','decision','error',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x8d\xf5.\xa9\x92\xd9\xd7\xc7\xdb\xd5T\x0c\xc1b\x83\x04'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('number','steps',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'7\xa6\x0f:9\xaf0\xa5:Q\x803\xc4\xc2"\xc7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('number','views','strengths','salt',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xda\x03?\x1b\x1d\xb7WnG\xb8\x0c\xad\xd4\xe9\xd1X'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('offset','divisor','round_up','multiplier','piloting_difference','attacker_movement',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xeb\xb2u\xea\xbd#f^\xd8H\x14\x8cv\xa8\xeb\xaa'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('order','totals',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xbc\xd675h\x82\x9e\xd64\x97\xbe\xe4e\t\x08\x90'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('paths',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'S\x84}4\xacu\x8d\xf60\xa9\xaa\xdbHb\xe1O'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('per_side','per_hex','mechs',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa8\xc7\xac{\xb5\xbb\xca6\xa2 \x07\xf3\xd2\xb0\x85&'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('pitch','per_row','compact',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"G5\xaa\xab;\xa8+fz\xe2' *\xee\x81<"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('position','facing','path','mp_spent','hexes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xae\xc9_\xd1\x08\xd3\x90Z\x9d \xa97\xa6\xe7!\xa8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('purpose','dice','typed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'y\xae-DE:\xfd\x17\xdf@\xe3\xc7_\xf0:\xdf'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('rolls','complete','refusal',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xc3E\xaf\xb0\xd6C\xd5\x1b{\xed\x1d.\xed\x19\\\x17'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('rolls','flagged','note',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b' UwXHc\x1a%\xe3\\\xf9\xef\x95\xecZ\x06'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('row','column','x','y','w','h',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x9b\x83d\x02S>\x87\x95\xf4\xaa\xf9\x95\xb6\xf6\xe6X'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('rows','columns','value',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x02;\xea+\xa4g\x81\xfb\x8b\xee*\x87\xa5\x1f\xb5\xcb'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('scenario','board','sides','units','definitions','rules','turn','phase','initiative','declarations','los_choices','last_side','winner','options','physical','assaults','halted','module_state','building_damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xde\xde\xbaqA\xfcI\xcc\x9c\x19\xe1\x8e\xfd\xce\x9f\xb4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('scenario','sheets','rules','options','free_deployment','seed','dice_drawn','log','checksum','created','app','modified','version',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xdc\xa9\x06.\xe5\xfej\x01\x88\x82\x822\tKU\xfb'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('score','dealt','taken','words','best',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xf2\x03\xb4!D\x1b\xb7\xfd\xfa\xf9\xa4\xbda!f\x06'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('secondary_target',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xb7A\x87\xce\xe6\xb4\x98u\x90F\x91\xbc\xcb\xe9k&'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('sheet','at','facing','name','aboard',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"-v\xe8\x9f\x92A\x98\xe4@0\xde\xa0\x8e\xa3\xa1'"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('sheet','gunnery','piloting','anti_mech','aboard',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'r\x1f\xa80\xdc\x84\xd2u?k"\x0cj\xd4\n\''] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('sheets','rejected','documents',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'B\x9bW\x10v/\xa8\x0f\xefF\t\xd5\x8d\xb3\xa6L'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('side','command','words','alternatives','seconds','score','secret',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"\xe9\xf4\x0cr\n}B\x11'Hn'\xf1UD{"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('sides','wins','draws','cut_short','games','players','names',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xd2\x9c\x03d\xa09*;\xae*k\xb5\x9d\xf0\rk'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('size','origin_x','origin_y',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xe0~y\xc9\xdb\xeey\x10\x8f\xaa\xebM\x1bWes'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('step_aside','step_aside_modifier','reconstructed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x99e\r\xc9\x05\xeaj\xc5\xfc\xe0p\xcf\x88W\xd5O'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('structure','head_max_armor','armor_per_structure','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'Q+|\xb7\xce\xce*\x17\xf2\xdf\x96e=\xadi\xda'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('structure','heat','units','reconstructed','vehicle_divisor','damage_roll','mech_critical_rolls','vehicle_critical_rolls',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x8f\xa7\xe4\x10\xb8cS\xb26\x99\xab^\x89\xc5c\x8c'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('swarming','turn','declared','needed','legs_attacked','attached','ambush_orders','defending',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x0b~.Evy\x84\x93o\xa8\r]$j\xf6\xba'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('tables','rejected','overridden','documents',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'a\xdf\x9c\xc2\xbf\x99\xd750{\x08\xdcE\x81\xb6\x9c'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('target','ways','straight','cheapest','direct','nearest','ends',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'k\xbc\t\xcc\x07p4\xffx#\xba?~XID'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('terrain','symbol','mp_cost','target_in','intervening','los_density','prohibited',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x83j\xac\x0c8\xc2y\xec\xc7ms\xbb#\x8e\x8a\xf5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('text','kind','min_tons','max_tons','min_mp','weapon','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xea\xf1j\x02M\xb6\xc9m\xcf\n\x9b\x8f9/\xc0\xb0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('title','map_name','sides','options','victory','leaving_map_destroys',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'AZ\x8b\xd6\xd4\\\xae\x9b\xe9?\xd7\x9b\x95\n=w'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('troopers','armor_per_trooper','weapon','range_modifiers','damage_by_troopers','leadership','leader_rule',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'UC\xd1x\x02\xa1~@){\xef\xf7\x14(\xc1\xb0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('troopers','per_damage','bonus',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'V\xa2\x88B\xf9]\x01E\r\x82\x14\xf2o\xd3\xddj'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('turn','orders','short',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x9a\x95\xec\xb7\x14hS\xcej\xba\xaeYt\xf2BS'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('turn','phase',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'Z\xf9n\x90\x15\x99i\xc0\xb4\x9a\x0f\x93\xc0\xe9&t'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('turn','unloaded',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x16\xad\x9d\xe4\x04\xab\n\xb3\x0b\xc5X\xa1\x8b^\xe4\x0c'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('uid','name','sheet','side','position','facing','damage','lost','trooper_damage','troopers_lost','trooper_wounded','ammo_used','jammed','slots_hit','weapons_hit','vehicle_crits','motive_hits','pending_motive_hits','moved','destroyed','removed','prone','pilot_hits','unconscious','ejected','hidden','hidden_in','secret_path','ambush','formation','floor','carried_by','structure','heat','shutdown',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'+\xd2\xf6\x89d\xc0\xc9\xe4\xc5O5Yi)\x956'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','ammo','shots',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"D\x88C'o\x90\xce\xc8n\xb5%\xa2\xa5\xb3\x95H"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','ammo','used',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x94m\x9fXm\x8d\x14\xcb%\xf4y\xfe\x1aR\n\x05'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','arms',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'Zb\x84\xdf,\xbf\x01nS\xcc\x08\xe3\xf7\x94\x95\x88'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','at','facing',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xe0\x18\xa7{\xed\xe8})\x80"\x9c\xd9\x18+1\x97'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','at','levels','damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x17s\x14d\xe5\xd8;\x98\xe1"f\x07\xe5\xe4\xc9R'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','at','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x9c?R\x1a\t\xda\x03\x93r\x9f\x8f;\x9f\\f\x13'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','at','tactical','ambush','ambush_attack',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xc7\xcci\xfc\x9d^\xe3o\xb7a}\\\xa2\x1d\x8ah'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','at','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'A\x8d"\xff\xe8\xfb\xdbfgS\x14\x120\x12}\xff'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','at',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xbe\xb5\x9f\xa8=\xaa!\xd9\xf6\xa0\x93\x9f\xe1Ja&'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','by','at','to','how',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'p8\xaf`\xec6\xf7\xcaN\x10\xe4\x9c\xf0\x16\xb3\xdb'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','call_off',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x0e\x85\xf7\xde]\xc6_P\xc1\x95\xcdfuE\x16\x8d'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','carrier','at','why',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xec&\x1fg\xe2\x02\xb6\xefN\xc6\xaa\xfb\x96\xd8\x9b3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','carrier','at',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x0c\xb4coaR\xa0]\x9b\xa9\xe9\xc0\xc2\x0fR\x7f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','carrier','location','troopers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xf4s\x1b\xafd\xfa\xcb\xd9\x97\xa8\x95\xf6\x96\x12\xc7\xad'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','carrier','trooper','position','roll','damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa1h\x86\xa0g\xaa\xc1\xb5)@\xc0v\x94/\x8d\x99'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','carrier','why','roll','damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'5\x87,\xac\x99\x1b\x14#\xf0R\x88\xce\xa1\xbc\xbd\xa9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','cruise','flank',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"\x17]g_'1Zi\x832t\x07\x11\x88%-"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','enemy',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'H9\x144f-\x99\xf1Er-S\xc0wRF'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','facing',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x80\xb0D\x81h}"\x89j\x02\xae\xfb^\xffI\xe3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','floor',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b't/\x9b9K~\xe8\xb5g\xbcU\x97\xd7\x8a\x986'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','formation',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'Tm`\x08\xfd\xdb\xeai\xaf\xd2\xb5$\x04\xed\xfe"'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','friend','to',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'^WO\x83\xa9\x0f\xdc\xb3\xc4\xcf.\xbc\xe5g\xd6/'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','heat','shutdown',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xf5Z\xf2\xbf\x1e\x1at\xe9\xfdfg\xd4I\xd8\x8f\\'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','hits',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'}\x87\xd1i\x92\x83\xa0h\xe0\x1b\x10\xd0\x17\xa2\x8b\xe4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','host','at','why',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b',C\xaed\xac\xd5\xd9\x1f\xbd\x1f\xdb\x17\xc5\xef\x86H'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','host','roll','damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x13\x83\xa4\x96\x92\x9dG\x99\x8a\xea;\xc9\x8f\xa9P\x86'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','host',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xde\x97\xb2\xc1b\x18[\xc7\xad\xb6\xf7q]\xcc\xea8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','landed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'aY\xc7\x8b\xf3\xd0\x84\xd4O`\xc6\x0c\x9d\xb3\xba9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','letter','target','move_to','facing','limb','weapons',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'[\xf1&N\xde\xf7\xcc\xe6Q+\xd4p~Z\x9b\xcb'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','amount',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa3\x14\x8d/\xc0.\xcd\xdf\xfd-\xc2T\x96j\xc4\x8e'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','cover',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xa7\xb8j\x8eb>\xed\xb8\xc0}\xc5\\\xf9\x0b\xb7\x00'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xb4Vz\xf7\xfcs%\x8d\xf9\xeam\xe7O\xc9P\x19'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','delta',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'iQ\xb7\x0bjN\xbc\xc9\xaa\xbcu\x19\x8a\x0eD\xf7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','index','what','hit',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xee(1\xf9_\xcd\rL\xb4?,\x0e-d\x853'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','roll','result','effect',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b':(\x81v\x12\xd4\xcb\x0c\xe5\x99\x1d\xc8\x1c\x8f\xe2\xa1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','slot','hit',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xb8\x8a\x13\xcbt?\xf3Z<\xca\xb1*\xe7|\xcc\xc8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','slot','what','effect',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'7\x0c\xf4\xc6\xf8n\xb9\x04m\xd9\xc5bul!\xf2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','weapon','damage',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'B\x132\x10\xc4D\xac\x02HVVS\x9f\xfao-'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location','why','roll','hits','blown_off',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xbc0\xb7\xb9\x01\xbb\xb4\xd6\x86@\x15\xd6D\xd4\xcd\xda'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','location',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xf4\xabr\xd3:\xca\xfe \x99\x85\x0f!\x07\x81\xde\xf9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','made','sunk','heat','why',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'T\x9dNZ8\xc3\xd8\x82\xfbm\x13K\x02u\x1b\x03'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','mode','mp_left',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x1e^\x91\x0b\xbd\x92iS\xdcVg\x9f\x11\x0c7P'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','mode','path','facing','mp_spent','hexes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"\ts\xfaa%\xbd\xdc\xa0\xaf\x1f\xab'\xe5\xdfA\x17"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','mode','steps','close_assault','floor','load','unload','unload_into',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xb3KRQ\xcae\x0e\x92\xa2\xdf\x14\xa0\x8e\x93[.'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','model','leader',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x0eaY\xb0\x87/\x86HO\xea\xa7\xf1\xac\xb9A\x1a'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','model','x','y',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x1ciX\x01\xee&\xf7\xe9\xf3E\xa8\xec\xc7\x9b\xd2\xe4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','model',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xfd\xe1#\x99\xaev\x84\x13\xb4\x021\x18\xd2\xd7k\xa6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','needed','roll','conscious',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'[R\x94G\xc7\xfa\xc0\xdb]\x0f\x0bY\x8ayj\x86'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','number','at','radius','side','leader',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xc0\x85\x1e6\xfc\xe5\xf1l\xb9\xd3\xdc\x87$;\xdc;'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','pilot_hits','prone','unconscious','motive_hits',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xc6B`\xc3\x01\xb2*\xb2\xefO\xc4F\xc9\x0e\x9e\xd8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','place','facing','mp_spent',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x96\x92\xf9\x88yc\x89\x0ch\xccIxu\x03\x9b\xad'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','place',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x90\x99\xfaQ\xefDQ\xa8j4\xf6\xe2j\xb9C\x90'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','reason','needed','roll','passed','modifiers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xe9\x02+\x1ac^\xf5\x06\x9f\xd4\xcc\xc9\x94\xb1?\x1e'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'?\x7f\x97i\xb5#JPX\xf96\xba\xeb\x8a\xadv'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','steps','shift',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'[\xe7\x90\xa0x\xe1\xb7\xb5\xa0$\xdc\xbd\xe5O\xa3\xb9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','tactic',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x87{9\x85i\xf6\x0e\xcb\xca^7\xd8\xccc\x82*'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','tactical','ambush','ambush_attack',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x19\x124\xb5.\xb8\x7f:#\xb7\xbc\xfbM2\x1b3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','target','attack','needed','modifiers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xdf\xe7y\xe9w\x9fu\xc8F\x97\x15\xbc\xd2\x84(\xf6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','target','attack','needed','roll','hit',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'<\xcc6\xc37{\x0cVy\xe3\xd8<&\xf2g\xaa'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','target','attack',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xcf2\x1e65\x01_ae\x11\x82n\x1fB\x18\xee'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','target','attacks','building',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\nUZ\xbd3\xb7\xdbV/\xdf-\xbays\x13\x0f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','target','weapons','building',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'1\x99\xea9\xc5/\xec\x92\xef\xad\xb1-\xbf3\xa8p'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','target',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'pd\x03\x92p\xc1:\xa0\x13\xcb\xca\xcc"\x92\xaaB'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','to','facing',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'[\x04?\xc4\x8ev\xfa\xca\x81/ \x14L}\xd8\xae'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','verb','into','problem',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b"kU\xbf\x10.\xa2`\x0e\xcc\xaa\xc7'^2\x94\xc0"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','weapon',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b',\x1a\xc5\x95\x84|\x9a\x12\xcb?!l\xdf\x93,l'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','weapons',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'/_3\x81\xe8\xe7\x1cx\xcdj\x1a\xb7iJ[1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','what','heat','target','roll','avoided',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xb8\xd5M\x88\x11\x1dK\x95\x90P\xc05\xe2\xdf\x1a\xef'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','what','value',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xb9VK4\xf3\t\xc1\xe03\xab\xcbP(\x1466'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit','why','on',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b',\xbe\x05ZbU\xbf\x1fs\x0f=\xdc\xd4\xba\xfd\x85'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'Y\xba\x91\xdaR\xff\x83\xe3w\xaa0HR\xec%-'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('units','phase','log','events','before',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'0\x1c\xab\x1c\x89\xd6\x80\xf9\xa1\x82\x0b;\xe3\xa0\xe5\xd1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('units','tons','bv','without_bv','by_kind',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x10\x8a\x82\x0bt\xf3@\x87\xedA\xeat\xabr]\xa2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('walk','run','jump','motive',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xfd\xd6Z@k\xd9\xc8\xa2\x17Z\xe4,\xa8\xbc\xdbC'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('walk','run','jump_per_hex','jump_minimum','engine_hit','single_sink','double_sink','maximum','mp','to_hit','shutdown','automatic_shutdown','ammo','life_support','immobile_target','weapons',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'i\x95\xbb\n\xff\xd3n\xb6L\x84\xf6x\xe4\x8b\xb3\xe8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('weapon','chance','damage','target_number',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'4\xcd~\xee\x93\xbb\xf9\x08<\xc4\xda\x86~\xd2\x0c4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('weapon','shots','target',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'Za\xac\x0c\xe9.\xc0\xaa\xe23"\x01\xdd\'\xber'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('weapon','shots',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x00\x00\x1f&\xda\xb4X\xf8\x7f\x96\xd9\xa8.(\xc0w'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('weapons','ammo','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xda\xecCo \xe4\xbf\x12\x96dBH\xb0S%\xaa'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('weapons_y','ammo_y','to_hit_y','diagram_y','blocks','boxes','pitch','slots','crit_y',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xb8\xa0\xf0\xd9\xa1\x0b@\x8a\x92\x1e+&\xe5\x01C\xd9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('where','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x80\xe5\xa0\xba\xe7\xc4\xc9\xc1\xe5\xf7\x10\x85(\xbb\x93}'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('winner','turns','commands','seconds','max_decision_ms','players','limit','decisions_ms','stopped',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x0f,\xbf\x81\xf4T\x9f;\x8f\xc64~\x1f\x87@\xdf'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('winner',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\xfc4K5\x814\xe2\x1e\xca\x85\xfa\xb0-\x8e\x04I'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('x','y','r','ticked','shaded',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x9d\xb8\x1b\xc8\xe8\r\xc8\x8e\xf1\xf42\xec\x19\xd9\xc2\xce'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('x','y','size','ticked','label',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b';AYp\x94\xb7#\x18E\xc1\x98P\xd3\x82q\x00'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ():
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
CODES[b'\x18\xce\x93\xe7\x9a\x9fm\x9d\xca\x8e\xf4\xf1"\x9f\xed\xad'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('at','amount','cf_left','cause',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd0c\x9c\xc2\xc4,\xa937\x03i\x96\x91\x01\x8a\xb6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('at','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'@\xda\x0c\x94\xb9\x8ai!h\x8f\x9a\x89C\x05\xa4_'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('at','units',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xed)`\x12l(POm\xe4`\xca\xea\xf2\xf4\xae'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','at','attack','damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\rFQ\n\xdb\xf8\xe1\xef\xeb\x06i\xadR\x80\xd3\x81'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','at','weapon','to_hit','roll','hit','shots',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'N\xc1\x1a\xdc[\x97\x03l\x18=1\xa83pG2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','defender','at','approach',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x86X\xfeV\xe4iV\xb1w\xd3\xe0\x87wc\xfd\xcd'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','attack','direction','modifiers','charge_hexes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x9ft\xcb\xd2\x1e!B\x0b\x0c\r\xec\x0e\xe5G\xdaj'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','attack','to_hit','roll','hit','modifiers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb1\xce\xafH,\xe1\x08Lc30\x82\x11jSD'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','attacks','building',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xee{\x11\x1e\xff~W\x10K7\x080\x16\x00\x15\xde'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','attacks','resolved','building',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x8c\xcf\x19p\x80nY\xcc\xf5\x85\xf5\xe5W\x7f\xef\x9b'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','hexes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'(\xed\x7f\x85\xb5\x7fo\xbbf(\x0f\xb4J\x07p\x05'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','shots',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xee\xa5\xe8%R\x05\xbe\x11\\Uf\x06\xddMB\xc9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','weapon','roll','needed','hit',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b']\xa4 Z\x93\x17v^N\x83\xa9\x8f\x83\xa8\x17\xfe'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','weapon','to_hit','roll','hit','shots',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xca\x1bNlm\xcc\xed\xf7\x8dI"\xba\xe2jN\x91'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','weapons','elsewhere','building',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"\xe2\xcb\x9e\xa8\xb9\x04\x90\x01\xa5\x8e{)u\xf9'Z"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','target','weapons','to_hit','resolved','building','troopers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'*"\xa1l`N9\x13\x1a\xe3w\xcf\xe6\x9c\xca:'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','weapon','column','hits',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x9a\xe6\xa1\xd4\x8b\xf7~"\xaaGos\xb9\x07\xbe\xde'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker','weapon',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x17~c\xf5\xf7J%\xe0\xb6Gf\x89usQ\xfa'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacker_movement','range_brackets','target_movement','battle_armor_target','pulse','target_jumped',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xfe\xb7\rK\xa9\xfby\xac5|a\xcbX\xb8\xd0\xc6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('attacks','charge_self_divisor','dfa_self_divisor','damage_group','punch_table','kick_table','prone_target_adjacent','prone_target_other','prone_attacker','psr','stand_up_mp','fall_damage_divisor','fall_facing','consciousness','mechwarrior_hits','kick_infantry_in_hex','prone_weapon_fire',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x99D\xe34\xefR\xaf\xdf\xbf\x9c\xcf=\x89Wp\x05'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('automatic_within','immobile_target',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xf1\xa0\xc6\xbc\x97\xaet\x82\x9a\xb3B"\xb5\xddq]'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('avoid_piloting_below','avoid_weight','flee_weight','push_base','block_divisor','block_striker_divisor','exchanges_per_turn','fire_reach','partial_cover','stray_hit','fire_out_forfeits','formation_hits',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"v\x8c\xc4UB\xf1\xfaB\x08\xdc\x08i'J\xab\xcf"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('board','dropped',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x1e\xe0\x0f\xcc\xf2\xf3\xb1k\xea\r\x16\xeb\xe8\x94N\xa7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('command','events',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"\x8d-\xdfd+\xad\xee\xe0\r\xc2\n\xa58'\x0b]"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('default_leadership','radius_per_leadership','standoff_inches','troopers_per_model','base_mm','contact_mm','leader_falls_on',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'G 1\xdfp\x1ch\xd8\x12\x19c\x19\xa7U\xbeZ'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('defender','attacker','defender_letter','attacker_letter','result','result_name',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"\xff[\xc2\x00\xc3z\xf82\xa1\xb8\xefbu'\x8f\xa6"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('defender_actions','attacker_actions','results','result_names','reconstructed','scale','numbers','hints',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'l\x97D\xbb`/\xac\x1e\xdaY\xba\xac \x10 \xfc'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('determine','blown_off','torso_hits','engine_destroyed_at','gyro_piloting','gyro_destroyed_at','sensors_to_hit','sensors_blind_at','shoulder_to_hit','arm_actuator_to_hit','hip_piloting','leg_actuator_piloting','leg_actuator_mp','jump_jet_mp','ammo_pilot_hits','physical_actuator_to_hit','physical_hand_foot_to_hit','physical_actuator_halves','vehicle','vehicle_results','vehicle_sensors_to_hit','vehicle_commander_to_hit','vehicle_stabilizer_to_hit','reconstructed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'2|#\xb9\x1bC$\xe1\xa7\xc2\x81\x99\xf9\xddm\xea'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('direct_divisor','cluster_bonus','pulse_bonus','burst_fire_dice','clear_terrain_multiplier',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'F\x11\xca\xa5\xbc\xe3\x08\xfa=\xc3J\xa2]\xb2S\xb5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('direct_fire','cluster_ballistic','pulse','cluster_missile','area_effect','reconstructed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x13o\xefq\xb9\xdf\x12C\xb9\x18\xccQM\xbd\xd3\x04'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('display','document','board','notes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"k_\xba\x8b\x95\xe2\xc8\xc4\xa6a\xf64\x12\xec'}"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('drop_flat_piloting','water_deep','water_prone','erratic_driving','erratic_vtol','erratic_damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x01\xad\xf6+,\xf0\xce\xefX\xfd\xc7\xa7 \x90\x0b$'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('edge','depth','hexes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xa6\x1b\x0f>\x91_\xd6\xf6\r\x9c\xf1\x8cl\xdbs\xc9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('entry','text','roll',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'4Q\xb3\xae\x06$\x05\x1dA\x82\x8eN\x16U\xea\xaf'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('entry_damage_divisor','entry_tons_divisor','absorb_divisor','infantry_share_from_outside','building_share_from_inside','battle_armor_group','jump_in_damage','floor_mp','collapse_divisor','collapse_multiplier','rubble','infantry_tons','attack','floor_mp_mechanized',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xad!\xe7\x86b\xa1\xf4=^J\x9cp\x87\x90kG'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('formations',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xba0\xbe%UN\xe8\x8bR\xc0-\xd3ib\x83.'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('gunnery','piloting','anti_mech',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xae\x06w,\xa1\xd4\xaf\tLD\xb0\x87\xc1\x10\xdd\x87'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('head_damaged','landing','reconstructed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xa2=\x9e\xee\x98h; \x0f\xac\xb9\xf6@\xbdI\x1a'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('heat_sinks','double','rear_armor','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x11\xc5"\t\xf7<\x10\xdd\x1cx\x98\x94vu\x08^'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('hex','attacker','defender','entry','approach','places','facings','mp_left','step','exchange','tactics','fired','joined','maneuvered',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x8a:*\xcaK \xc5\xca\x98yd\xb6\xc0\xd6\x87\x7f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('hex_metres','hex_cm','tactical_hexes_across',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x06\xd7X\xa0\x03\xb0\xd4\x9f\xfa\xd8\x1dR\x03!\xd3\xb9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('infantry',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xe2\x827#\x9eVs\x8c;\x1d\xf4\xfc\xd3\x99`C'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('infantry_mp','minimum_move','stacking','machine_gun_dice','machine_guns','transport','mechanized','movement_types','mechanized_losses','mechanized_toughness','battle_armor','domino','falling','anti_mech','non_infantry_weapons',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x97\x01\x87\xfb\nf\xc7\x9d_\xf7\xa9Z\xb9\x8a\xa1i'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','display','document','map_display','map_document',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xe9\x8e\x00D\x0b\x06q\xef+d\x92\x81{F\xb1\x9b'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','hex_mm','unit','name',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb8\xc5\x86\xfd\x8b\xdc1j+\xd0P\xf6u\x16\x0cO'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','colour','deployment','sets_up_first',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd9K\x9cW`I4E\\\xb8\xc3O\xd6\xfd\x9f\xc5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','colour','deployment','units','sets_up_first',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'B\x97\xa5\xe0\x90\xa4:Q]\xd4/L\xeb\xc8\x15g'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','colour','edge','depth','units','hexes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xe0\xbf\xe8\xe8u\x8e"\xcc\xab\n\x98D\xeaT\x81\x15'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','flag','requires','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x96\xde\x03\xb8\x9d\xfd\x87Z\xf7Q\xfe\x13BJ\x95\xb2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','kind','tons','movement','armor','weapons','ammo','crew','infantry','public_data','source','rear_armor','criticals','transport','omni','anti_mech','heat_sinks','double_heat_sinks','engine','structure_type','bv',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x96z\xf6\x99L\xe1\xd9\x19\xacn\x16\x86\xe6\xd7\xd7\xab'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name','kind','tons','mp','jump','weapons','origin','bv','words','path',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xce\x00@\xa7r\xcf\xfdx\x01Z\tw\xbax\xa0!'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','name',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x8d\x89\xd5:\xa0?A\xcb\xe3^y7~\xb2\x9a\xec'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','per_hex','unit','label','why',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'_\xda\xdd\xfem\x98\xe8l\xfe\xc1\xd1\x06<\xf5\x07\x9c'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','title','source','board','sides','victory','special_rules',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xfb\xfdo/`\xc5\x8b\xe1\xc7b\x15\xfaH\xf7\x85\x15'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','cf','height','basement',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'Pv\xa4w\xf5\x8d;\xf8\xba\xeeK\xfd\xf9\x13\xe3\xe7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('label','colour','infantry','left','full','formation','riders','prone','heat','shutdown',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x03\x02\xa8\xa5\xe0\xea\x0e*\xe5\xff]Plq\x8c\xd7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('layer','terrain','depth','level','building','road',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xc6B\xaa\x7f|sZ]1\xdd\xed\x94\xd8\xefG3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('leg_conventional','leg_battle_armor','swarm_conventional','swarm_battle_armor','leg_damage','vs_vehicle','mechanized','immobile_target','swarm_locations','swarmer_hit','brush_off_piloting','jump_off_piloting','knocked_off_dice','reconstructed','shaking_off',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'r\xf6\xe2\xba_\x19\xa6\x0e\xebL\x07c%\x94\xba\t'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('levels','dice_per_level','reconstructed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x8a\xf5\xaa\x9d:\xe9e\x9a\xc8\xbd\x14\xf3\xe3\xe8\x01\xd7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('levels','mech_mp_by_depth','floats','infantry_max_depth','buildings','infantry_building_mp','road_mp','unit_height','woods_height','partial_cover','road_bonus_mp','road_bonus_motives',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'r\xf8\xa9\x06<\xee;\xcc.R\xef\xb7o\xb34\x11'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('lines','hits','events',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'p\xd2\xea\xe4w\x00\xf5k\xff\x81#\r\xf2\x18\xd7\xe9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('load_mp','survive_destroyed_carrier','reconstructed','jolt_hit','jolt_damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xc6\x99\xe5\xda5\x18\xef\xf2\x82\xac\x94&\xb6\xb5\xb1\x84'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('location','index','x','y','width',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xcf\xd6\xf1\xb9`\xd3^\xf4\x11\x95\xa2\xd4=-\x17\x82'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('location','title','x','y','w','h','circles','destroyed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'y\x92\xef\xf1\x15\xd0\x9a\x06q\x99\x0f\x8eo6\xf9\xfc'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('low','high','modifier',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'k\x1d8\xce\x9dh\xed\xec\x9f\x99\xb2T;\x98\xa0W'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('map_w','map_h','area_w','area_h','columns','rows',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'X\x1e\xaf\xc2\xab\xba\xbe\x04\x0c\x02&\n\xcdL(\x8b'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('max_assaulters','short_fire_modifier','may_assault','fire_only','ordering_phase',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xf3\x9d\x11\x0e\x97\xae\x11\xf1\xf8N_S\x16|M\xe2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('max_change','mp_per_level',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd4\xf2\x9eC\x0bJ\xff\xd9\r=\x88\xcc<\x9b\xa8\x9f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('mech_hit_locations','vehicle_hit_locations','cluster_hits','attack_modifiers','terrain','los_blocking_density','facing_change_mp','infantry_mp_per_hex','mech_damage_transfer','arm_lost_with_torso','infantry_damage','close_assault','firing_arcs','physical','ground','buildings','ejection','assault_orders','multi_model','tw_infantry','criticals','standard',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x7f\xd1}!bd&\xfc\x83\xcb\x00\x9fbj\xa5\x07'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('mech_positions','vehicle_positions','trooper_hit','knocked_off_dice','reconstructed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"p\xca\x02\xca\xfd\x88\xd3\xd2'\x07\x02\xfc\x8eU\xd5&"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('mechanized','umu_water','vtol',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x109\x1a\x1a\xc4\xc2\r\xc1b^7n\x184&\xe9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('mode','path','mp_spent','hexes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'-\xc7\xd7\xa5u\xcc<\x7f\x19\x8dk\xaf\xc8\xf3`\x17'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('model','at','standoff',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x17\xc1\x13\xb4?\xc5\x9a\xab\x92\x8dj@5\x03\xaa\xff'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('models','hex','leader','troopers','turn','placing','placed','contact',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'b\xda\xb0\x94\\\x88\x19\xde\x03([4\xb2\xb1\xfec'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('mp_cost','cf','piloting',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x00\xd4G\xf5\x05\xb1\xf31\xa8\xde\xe3\xcf\xd1\xe2\x0e\xd9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','candidates','caution','noise','samples','focus',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x84A\x86>\x13K#\t\xdd\x16t6\xac\x91\xe1b'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','columns','rows','terrain','levels','depths','roads','buildings',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'^\xebvv\xf4,qt(r\x8a\xa2\xb7\xeby\xb0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','location','damage','ranges','codes','rapid_fire','ammo','quantity','missiles','group','min_range','body_mounted',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'~\\\xc6n\xa5F\xd4<b\xc8\xcf\x0c\t\x81E\x8c'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','sheet','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb5\xa5\xf7\x1eJ\xb9\x07\xf9\xdb\xfcB\x95\xe6\xb0\xe9\x88'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','side','colour','kind',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb2\xd6\xd4\xd5q.\xe5\x12\x16\xb2\xf3\xdf\x00\xb6\xaez'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('number','decision','error',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xbe|g\x02]B;{\x17\xca\xf2m\x90\xb0\xb4L'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('number','steps',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'  \xcbB\xde\xea+Vfh\xabbvq>J'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('number','views','strengths','salt',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'`}\xa2\xe3\x15\x01\xd7`7(\xcd\xa3+So\x1e'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('offset','divisor','round_up','multiplier','piloting_difference','attacker_movement',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb9}O\x84\xcc\xb0V\x10\x0b\xf1<\xf4@Sd\xeb'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('order','totals',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'w\xd2k\x9co\xa1B\xa1,\x91$\\\xe1\xdf\xe0C'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('paths',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xf1l~\x00)TP\x19)\x9b\x97\x8e\x14\xa2%x'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('per_side','per_hex','mechs',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd7\x17\xa4\nU\x1b\x04\xbc\xd1\xb7\x8e\x1c\x93\x1dv\xd1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('pitch','per_row','compact',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xef\x1e\xafc\xae\x8f<H\x84\xf6E5!$1\xad'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('position','facing','path','mp_spent','hexes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x1a\xd3\xb5\x03\xf7\xea\xd7>d\xf7\xad\xda\xe5\xafy\xbc'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('purpose','dice','typed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'[+\x9c\x0e\x9dds\x0b\xca\xca\x8f\x1b0\xd5\xe7\xaa'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('rolls','complete','refusal',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b')&,\xbe\x8d\xd8$\t}\xde\xcd\x863W`\xae'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('rolls','flagged','note',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'*(\xdf\xadFd\xce\r`\x80\x15z\x18s\x9a\x1e'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('row','column','x','y','w','h',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb1\xbd\xafhl\xea\xf6}42v\xb3 .{d'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('rows','columns','value',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'l\x89\xb2\xc7\xd0/\xc9\x85\xef,\x92G\t\xf7#B'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('scenario','board','sides','units','definitions','rules','turn','phase','initiative','declarations','los_choices','last_side','winner','options','physical','assaults','halted','module_state','building_damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x82tCU\x1d!\xd8\x8c4\xfd{\xf2\x99\xd5V\xa9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('scenario','sheets','rules','options','free_deployment','seed','dice_drawn','log','checksum','created','app','modified','version',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'5r\x18\r\xd0\xe0\x19\x1f}\xaa\x15\xd8\x92\x17\xc4\x16'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('score','dealt','taken','words','best',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x14Q\x9d\x84S\xe2\x97\xa4\x04\x91\x0c\xf9V\x0cgu'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('secondary_target',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b':\x86\xce\xca\xcc`\x8d\xc6\xcb\xa9\x80\xfb\xf3 \x88)'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('sheet','at','facing','name','aboard',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'35\x91\xc7\xbc\x1e\x99>\tT\xa4)\x94\xde\x05\xef'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('sheet','gunnery','piloting','anti_mech','aboard',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'bg!\xa7\x94\xf2V\xbd\xba5\x8d\x13\x88S\x91\xc5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('sheets','rejected','documents',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd3\x085z/_\x15a2\xa1\xe9\xb4\x18\xa1\x8b\x8c'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('side','command','words','alternatives','seconds','score','secret',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x90\xda\x98|G\xeb\xca;#R{\xd5\x05\\\x17d'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('sides','wins','draws','cut_short','games','players','names',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'c\xcf\x84\x00[\xe1+ke\xba\xdc\xe78;\xb4q'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('size','origin_x','origin_y',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x8ev\xcc:N\xf6\x01\x07a\x81_\x05\x06\x1fj\xf8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('step_aside','step_aside_modifier','reconstructed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd7\x03\xea\xe1\xc7w\xdbT)\x97Rx\x10|`{'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('structure','head_max_armor','armor_per_structure','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x05,\xbd\xa7\xeciE\x8e\xe72a\xd4\x0c\xaf\x18\xc6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('structure','heat','units','reconstructed','vehicle_divisor','damage_roll','mech_critical_rolls','vehicle_critical_rolls',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xdc\xe9\x1f^>E\x82\n\x9c\x7fN\xf6>\x07\x94\x80'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('swarming','turn','declared','needed','legs_attacked','attached','ambush_orders','defending',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x00\xffY\xc0fy\xe5\x9c\xea\x97\xed\xb3(x\xda\xf7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('tables','rejected','overridden','documents',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'v\x92-\xdb\xdc\x0b\xfc\xcb\x99\xa8\xad\x08F\x91sC'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('target','ways','straight','cheapest','direct','nearest','ends',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x06\x17\x99(\xd1\xe2\xcd\x18Z\xe0\\h<\xe2v^'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('terrain','symbol','mp_cost','target_in','intervening','los_density','prohibited',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'?2\xacI[\x1b8\xee(3\xe2\x88\x99\xa7!1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('text','kind','min_tons','max_tons','min_mp','weapon','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x03\xb1\xc6\xef\xb14\x95\xc18\xf2\x04Y\x82\xa3\x1d\xc4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('title','map_name','sides','options','victory','leaving_map_destroys',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x06(D\xb7\x1f\x0f\x8eoGh.\x13\x9e\xd8\xe3J'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('troopers','armor_per_trooper','weapon','range_modifiers','damage_by_troopers','leadership','leader_rule',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'Y\x00Kp`o\x11^\xda\xe9\xffWO\xda\x80\x07'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('troopers','per_damage','bonus',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'K\xb0\xa9\xb3:\x95]\xc7\xfb\xde\x18Wa+O,'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('turn','orders','short',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b']\xdc\xe0P\xc3N\x9b\xe6\x92\xddi\x97\xd3q\xdb7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('turn','phase',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x93\xa0nF\xe1\x87\x1e\xe0\x93"\xea\x91/\xcc\x93\x0f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('turn','unloaded',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b't\x95\xd0u\x96\xe3\xd1\xed\x11KcQ\xd9\xbf\\\xfa'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('uid','name','sheet','side','position','facing','damage','lost','trooper_damage','troopers_lost','trooper_wounded','ammo_used','jammed','slots_hit','weapons_hit','vehicle_crits','motive_hits','pending_motive_hits','moved','destroyed','removed','prone','pilot_hits','unconscious','ejected','hidden','hidden_in','secret_path','ambush','formation','floor','carried_by','structure','heat','shutdown',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'$\xaf>\x07wW$\xb5A\xf7MX\xd9\x8aC\xd4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','ammo','shots',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x9e\x02]\x8b\xd5\t\xb6\x8d\x02\xba\xf2\xb6\xeb\xadg8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','ammo','used',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xc9I\x07*\xa0\x0c(;\x17#|XK\xcbV\xd5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','arms',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x93\xa7\xe8U#r\x84\xb4\xf3\xc2\x04\xd3\xd9\x8ca3'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','at','facing',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'l}|\x06\xf7\xa5\xd9?1\xdc\x8aP\x97\xe0y9'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','at','levels','damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xa5Q"\xb6(n\x963C\xd7\xbe\xf9>\xb6\xeaC'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','at','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'A\x83\xb8\xdf\x1b\xbe\x18\x14>\x90\t\xbf=\x9c\x8a\x15'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','at','tactical','ambush','ambush_attack',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'r=\xa7\xd5\x8f\x03j\x10\xe8\x9a\x82\xbf\xca\xd9,\xb4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','at','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'm4\xf9\xd3\x82\xc5E:\xef\x91\xa5\xcd\xc4R\xe2\xb2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','at',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xcf\xb9\xcbW\xa9\x06\xf4\xb9\x05\x9aa\x1a\xb9\xd62c'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','by','at','to','how',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x91\x13\xcc\x1b\xd4\x85(\xc1>G\xa7\x85\xd6G\x8c\xe8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','call_off',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'8\xca\xda\x96=B\x82\x8f\xd0ej\xd1\xaa\xf8\xd1\xbd'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','carrier','at','why',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'^\x9bo\xc0\xb8\x18U\x01\xf9|N>I\xdeL\x93'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','carrier','at',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'~\x99\xb3\xd7;\xf6\x12(nR\xbae*o\x03D'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','carrier','location','troopers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb8e\x01m\x14F\xa3\x8e\x91[_-\xa0HwK'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','carrier','trooper','position','roll','damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xcc\xb23e\xa2\x81m\xd9\xb8~\x03\xc5\xc7\xa3\xefw'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','carrier','why','roll','damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xaa(\x1e2r\x8e\xdf\x17I\xff\x98lG\x15F\x06'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','cruise','flank',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x06s\xe5\xdf\xf7h\xc2\t\xaf\xc4!\nw\xd6\x9f:'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','enemy',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'2\x1e\x00\xf5\xf5\xd1\x88\xd5\xdd\x94\xf9\xed\xa8\x12"\xa8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','facing',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'jJO\xca 3\xdaYc\xfcT\n\x1c\x86\x86\x93'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','floor',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'J=\xb3O5\x7f\xe4\x98\x8c\x12\x91"\xe1\xdd\xd4%'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','formation',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'!\x81\xe9%\x98\xb5h\n\x97\xa3\\\x9dzO<\xb0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','friend','to',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'P\x1a#H\xc7\xb51aD\xf3MZ\xa2\xb2\x85\x1b'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','heat','shutdown',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'k\xca.\xa1\x06\x93\xa6\xb5\x9d\xa6\x9c9\xe9v\x87g'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','hits',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb6=\x06(nc\xe6\xae\x8fI{B\xc6\xa5\xecB'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','host','at','why',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'+Y\x82b\xef\xbc?\x10\x9bx\xe1\xd5\x07Q\xbbm'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','host','roll','damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xbc\xfd\xc6u\xd5\x82\x1e\xa1\x12\xe9\xef\x06\x91\xeb#f'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','host',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x83.\x87\x96\x00\x82\xc4p\x9a`@\xe2\xf9\xbe\xe4\x82'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','landed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xe6m\xff\xb9\x91\xcb\x95\xef7\xc4\x17\xedV3\xe01'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','letter','target','move_to','facing','limb','weapons',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'3\xa2F=\x9b\xa1\n\x81\x1b\xdb\xac\xcf\x05\x147\x96'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','amount',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'|#\x9c\t\xf5\xd7\xc4\xe6\xbb\xdc\x88\xf3\xd0"\xa3['] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','cover',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'0\xbf3\xd9\xdf\xc4\xce\xb3\xac\x1f\x86\x9e\x0f{p\xab'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'K\xe2\xaa(\xb5\r$T\xee\xfb?\xdb\x86\x8d\x1c-'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','delta',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'_)\x9c\x04U\x01\xd2?\xb3\x0c\x1d\x98\xc4\rW\xa6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','index','what','hit',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x98e\x17\x82R\x83\x8a\x8f\xc6MN\xa5\x81\xea\x00\x99'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','roll','result','effect',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'%\xd6\xc3\x11T\xe2\xe9\xf3\xe9.\xc4\x93P\x80\x96\xba'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','slot','hit',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd2\x9eL\xba\x1d\xffT\x81\xf1\x9f\xc6\x08@\xd3%\x06'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','slot','what','effect',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb1\xa6\xa2\xf2\xbd\xc8\xb3F\xd9;wb\xda\x0b[Q'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','weapon','damage',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'c\xf9\x17\xfd\xd5.)\xe5\xac\xb1\xbb}h\xfe#\xaa'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location','why','roll','hits','blown_off',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'9G\x1c\xa2n7\xbb\xa2~x\xf4\xbc\xe7Dc\x0e'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','location',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"\x7f's\x0b$bAP\xadDq\xc6\x02\xf63\x98"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','made','sunk','heat','why',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x1b\xf10\xcf\x06\xb7\xfd%\x97\xfd6@kB\xab\xbb'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','mode','mp_left',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'JS4\xe0\x84n6\x81|\xa1\xbc\xfad\xdc\x03\xbf'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','mode','path','facing','mp_spent','hexes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'a\x02\r\x94,\x03\xbe\xd9%3-\xbf:\x86l\x10'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','mode','steps','close_assault','floor','load','unload','unload_into',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x91\x1b\x90\xb5\xd8$\x05&\xf3\xb8&\x9e7\xa6\x03\x1a'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','model','leader',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x82L\xbd\xcf\xd4\x0cC\xea\xdb\x93\x06\xe5\xbc*\xf3\xcd'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','model','x','y',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xaa\xb6\xf9\xbcx\xdf\xda\x0b\xf8*\x8bn5\xe9B '] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','model',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xa3\x98\xcf#.\x8d\xe49\xbfE\xce<(9\xf7\x06'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','needed','roll','conscious',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'@\x00\xf6\xf4\x16\\\xfe\x97Q\x1c\x11+\x1e;\xc1\xc2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','number','at','radius','side','leader',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x9dG\x03eS?\xa3\x12c\x11f9\xbd\xbbu\xfc'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','pilot_hits','prone','unconscious','motive_hits',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd1\x10URz\x8c\x81hK\x9en\xc9\x8cF\xdc\x94'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','place','facing','mp_spent',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"'\x0e Y*\x05\xd8Wo\xe0\x98\\M\xf0x\xd2"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','place',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xcb\xf9\xda\x16\rCv7\xa6\x89\xb7#\x87\xd8\xc2\xfb'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','reason','needed','roll','passed','modifiers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xf1?c6\xe2\xb4\x9ej\xc4$]d\xa0\xa3\xd5\xd7'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'2\xf0\xfb\x0cO\xa5\x04\xa1\xcc\x9c\xf6\x98\xf1h6\x90'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','steps','shift',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xefU\xe4\xa9\x014{r\nxV\xf4v-\x9c\xca'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','tactic',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xdeu\x1aC\x89+\xad\xc4\xff\x8c=\x1e\x9c\xf7\xf1\xc8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','tactical','ambush','ambush_attack',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb5El`8tIz\xcb\x80\xcfuqu\x84\xc1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','target','attack','needed','modifiers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xd9\xb4;n\xcad\x89\xdf\xc2\x0f\xa4\xe0\xd2Y\x1a\xbb'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','target','attack','needed','roll','hit',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'D\xeci\x8b"\xb3\xb4Z}\xfe\xe99d(C\xd4'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','target','attack',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x03\xdb\xd3\xda\xdd\x8e\x82\x91\x9fS>\xa7\xb8\xa1q?'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','target','attacks','building',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b"%?\x86?\xb5\xa1\xecLL!\xee\x7f\xa4LB'"] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','target','weapons','building',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x8du\x9a\x0b\xd1\x06\xf6\xf9eR\xd8\xf9]\xdc]\xaf'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','target',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'>7\x081G\xb0\x85\xd8\xabN8<\xe5\x0c\xf4\xd2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','to','facing',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x80\xdd\xe7*&d\x02\xa1\\\xc6\xe7\xdeJ\xc0J\xa5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','verb','into','problem',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'hj\xcc\x18\xbf\xc4\xd2\\\x7f\xe9\xfe}\xc7\x9f\xc9^'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','weapon',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xf3\x9d\xa8\xa4F\x9da59\x92@\xf3\xe5\xba\x8d#'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','weapons',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'$>\xf7\xcd7^;\x8c\x19P\t\xdfU+\xef\xf8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','what','heat','target','roll','avoided',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xcdk\x1eD`Bn\xcf\n\xf0\xd2\x05\xa7\xe4\xb8t'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','what','value',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'Dr\x8e.\xa7\xdb\x84@T\t\xd5\x85\x0b\x12\xd9H'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit','why','on',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x80\xd7\r,/\x87V5\x18\n-\x1d \x9e\xf4\x0e'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xc6v\xeb\xd5x/\x14VO\xc9\x94\x1f\x1c\xc3\x94d'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('units','phase','log','events','before',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b's\x82\xf2\x98\xb5\xbc\x02\xc6\xb15`S\xb9\xc4\xc9\xd5'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('units','tons','bv','without_bv','by_kind',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xf5\xdby\x17\x9e\xec\xbb\xc1\xb1\xd3,c\x11\xf0L\xe1'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('walk','run','jump','motive',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x182e\x11\xf63\xea\xdafK^\xf8\\\x13\xc7z'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('walk','run','jump_per_hex','jump_minimum','engine_hit','single_sink','double_sink','maximum','mp','to_hit','shutdown','automatic_shutdown','ammo','life_support','immobile_target','weapons',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xeb\x90\xc5\xa9\x1e\xd5J^\xf1f=\x02\xf9>\xaf\xea'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('weapon','chance','damage','target_number',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xa3\xa6P?v<\x11\x0c\xf4\xbe\x18\x1fx\xe9$\xea'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('weapon','shots','target',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xe7\xe5P\xdf\\\x81f\x82\xc2\x07\x12~S\xec\xcc\xb2'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('weapon','shots',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xbb\xfa\xe9k\xeb\x1b\x85\xeeyn\x85<(\nv\xe6'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('weapons','ammo','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'n\xae\xfb\xc4.\xf7\x11CF\xea\xb2\x82\x02dP\xc0'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('weapons_y','ammo_y','to_hit_y','diagram_y','blocks','boxes','pitch','slots','crit_y',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\x91\xb6\xe0*`g\xc94y\xc2\x92\xcf\r\xb7\x11G'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('where','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'w\x88.\x0e\xae\xbe5\xa6I\x1d\xcc\x83X\xdd|t'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('winner','turns','commands','seconds','max_decision_ms','players','limit','decisions_ms','stopped',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xfd\'\xf6?\xc3\x93\x9a6j\x19pQH"SA'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('winner',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xb7\xc4=\xc1\xec\xf9t%\x8b(N\xd1CY\xa7\xda'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('x','y','r','ticked','shaded',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'\xcbW\xed\xa2Z\xde\xb6\xe2\xf2\x170\x136\xbf\xf08'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('x','y','size','ticked','label',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'i\x84\x7f\xc4\xdc}_hX}98wRr\xd8'] = __create_fn__.__code__
def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ():
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
CODES[b'A\xd85D\xe3\xdffDc\x83\x16\r\x86Qma'] = __create_fn__.__code__
del __create_fn__
