"""The Total Warfare infantry module (seed 003, the *Total Warfare* infantry chapter) in
the model: its rule data.  The rules are in ``rules/modules/tw_infantry.py``.

Each number comes from ``resources/rules/tw_infantry.yaml``, where it stands beside the
seed's words; the Quick-Start rules the module replaces are named there too, so a
referee sees both.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from btdesk.hexgrid import Hex

from .board import Terrain
from .checked import Checked
from .units import UnitKind


@dataclass(frozen=True)
class StackingLimits:
    """Seed 003 スタッキング: at the end of each Movement Phase at most ``per_side``
    units of each side in a hex, ``per_hex`` in all, of which at most ``mechs``
    'Mechs."""

    per_side: int
    per_hex: int
    mechs: int


@dataclass(frozen=True)
class TransportRules:
    """Seed 003 歩兵輸送: the carrier's MP per infantry unit loaded, and the 1D6 rolls on
    which a rider lives through its carrier's destruction (the seed cites the table,
    運搬ユニット破壊時歩兵破壊表, without printing it: ``reconstructed``)."""

    load_mp: int = 1
    survive_destroyed_carrier: frozenset[int] = frozenset({1, 2})
    reconstructed: bool = True
    # 移動によるダメージ: a carrier that falls, skids, sideslips, collides or is displaced
    # rolls 1D6 per rider; on ``jolt_hit`` the rider takes ``jolt_damage``.
    jolt_hit: frozenset[int] = frozenset({5, 6})
    jolt_damage: int = 1


@dataclass(frozen=True)
class MovementTypes:
    """Seed 003 歩兵の移動: what mechanized infantry pay where it differs from infantry (and
    their vehicle's prohibited terrain), UMU infantry in water of any depth, VTOL infantry
    per hex whatever is in it."""

    mechanized: Mapping[Terrain, int] = field(default_factory=lambda: MappingProxyType({
        Terrain.LIGHT_WOODS: 2, Terrain.BUILDING: 2}))
    umu_water: int = 1
    vtol: int = 1


@dataclass(frozen=True)
class MechanizedRules:
    """Seed 003 機械化バトルアーマー: where each trooper of a squad riding an Omni unit's
    handholds is (trooper 1 first; the seed cites the battle armor transport position
    table without printing it, so the positions are ``reconstructed``), the 1D6 rolls on
    which a trooper at a location hit takes the damage before its carrier (兵への攻撃
    ダメージ: 5-6), and the dice of the one blow riders take when their 'Mech falls
    (転倒/垂直腹臥: 2D6)."""

    mech_positions: tuple[str, ...] = ("RT", "LT", "RTR", "LTR", "CTR", "CT")
    vehicle_positions: tuple[str, ...] = ("RS", "RS", "LS", "LS", "R", "R")
    trooper_hit: frozenset[int] = frozenset({5, 6})
    knocked_off_dice: int = 2
    reconstructed: bool = True


@dataclass(frozen=True)
class BattleArmorRules:
    """Seed 003 バトルアーマーの攻撃: the to-hit modifier of a weapon a squad aims at
    another target than its declaration's ("各武器種ごとに別の対象に攻撃することもでき、
    その修正値は常に+1である")."""

    secondary_target: int = 1


@dataclass(frozen=True)
class DominoRules:
    """The domino effect (ドミノ効果, Total Warfare p. 152), which seed 003 スタッキング cites
    without printing: ``reconstructed``.  A unit displaced into a hex it would overstack
    displaces one unit there, picked at random among those whose leaving makes room (the
    seed's own words for a swarm: "いずれが再配置されるかを無作為に決める"); a unit of a
    kind in ``step_aside`` first makes a Piloting Skill Roll (+``step_aside_modifier``)
    and on a success steps into a hex beside it instead; otherwise it goes on one hex in
    the same direction (for a unit that fell into its own hex, a direction rolled on
    1D6), and so on down the line."""

    step_aside: frozenset[UnitKind] = frozenset({UnitKind.MECH})
    step_aside_modifier: int = 0
    reconstructed: bool = True


@dataclass(frozen=True)
class InfantryFalling:
    """落下: infantry displaced into a hex ``levels`` or more below the one it left take
    falling damage from the Infantry Falling Damage table (TW p. 151), which the seed cites
    without printing: ``dice_per_level`` D6 per level fallen, one blow of standard damage
    (``reconstructed``: by the seed's own blow for infantry knocked off a 'Mech, 2D6 of
    standard damage)."""

    levels: int = 2
    dice_per_level: int = 1
    reconstructed: bool = True


@dataclass(frozen=True)
class WeaponRow:
    """One row of the Non-Infantry Weapon Damage Against Infantry Table: a hit of
    ``damage`` points kills ``troopers`` for every ``per_damage`` points, fractions up,
    and ``bonus`` more (Total Warfare's "Damage Value / 5" is 1 per 5; "/ 0.5", 2 per 1)."""

    troopers: int
    per_damage: int
    bonus: int = 0

    def hit(self, damage: int) -> int:
        return -(-damage * self.troopers // self.per_damage) + self.bonus


@dataclass(frozen=True)
class NonInfantryWeapons:
    """通常歩兵に対する攻撃: Total Warfare's Non-Infantry Weapon Damage Against Infantry
    Table (p. 216), which seed 003 cites without printing (``reconstructed``).  It has the
    rows the Quick-Start table has and two more, missiles and area-effect weapons."""

    direct_fire: WeaponRow
    cluster_ballistic: WeaponRow
    pulse: WeaponRow
    cluster_missile: WeaponRow
    area_effect: WeaponRow
    reconstructed: bool = True


class AntiMech(StrEnum):
    """対メック攻撃: the two attacks infantry in a 'Mech's hex may make instead of firing."""

    LEG = "leg"  # 脚部攻撃
    SWARM = "swarm"  # スウォーム攻撃 (and, once on, its damage each turn after)


@dataclass(frozen=True)
class ShakeOffRules:
    """スウォーム攻撃の撃退's other ways to be rid of swarmers, the seed's own numbers
    (``tw_infantry.yaml`` ``anti_mech.shaking_off``)."""

    drop_flat_piloting: int = 0  # 垂直腹臥: "操縦スキルロールに成功する必要がある"
    water_deep: int = 2  # "水深2以上の水地に入った場合"
    water_prone: int = 1  # "水深1以上の水深で伏せた場合" and knocked off into such water
    erratic_driving: int = 4  # "+4の修正を受けた運転スキルロール(これには既に述べた+1…を含む)"
    erratic_vtol: int = 2  # "VTOLのMPを使用している場合、この修正は+2"
    erratic_damage: int = 1  # "各兵士は1点のダメージを受ける"


@dataclass(frozen=True)
class AntiMechRules:
    """対メック攻撃 (``tw_infantry.yaml`` ``anti_mech``).  The seed cites the Leg Attack,
    Swarm Attack and Swarm Attack Modifiers tables (P.221) without printing them, so those
    numbers are reconstructed; the others are the seed's own."""

    # (troopers standing at least, to-hit modifier), best first; fewer: no attack.
    leg_conventional: tuple[tuple[int, int], ...] = ((22, 0), (16, 2), (10, 5), (5, 7))
    leg_battle_armor: tuple[tuple[int, int], ...] = ((4, 0), (3, 2), (2, 5), (1, 7))
    swarm_conventional: tuple[tuple[int, int], ...] = ((22, 2), (16, 5))
    swarm_battle_armor: tuple[tuple[int, int], ...] = ((4, 2), (1, 5))
    leg_damage: int = 4  # "選ばれた部位に4点のダメージを与える"
    vs_vehicle: int = -2  # "攻撃側には命中-2の修正が適用される"
    # スウォーム攻撃修正表: friendly battle armor troopers riding the target → modifier.
    mechanized: Mapping[int, int] = field(default_factory=lambda: MappingProxyType(
        {1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5}))
    immobile_target: int = -4
    # スウォーム攻撃の命中部位判定表 (2D6 → location; ``CTR`` etc. the torso's rear).
    swarm_locations: Mapping[int, str] = field(default_factory=lambda: MappingProxyType(
        {2: "H", 3: "CTR", 4: "RTR", 5: "RT", 6: "RA", 7: "CT", 8: "LA", 9: "LT", 10: "LTR",
         11: "CTR", 12: "H"}))
    swarmer_hit: frozenset[int] = frozenset({5, 6})  # "5-6の場合…歩兵ユニットにダメージ"
    brush_off_piloting: int = 4  # "+4の修正…操縦スキルロール"
    jump_off_piloting: int = 4  # "着地時に+4の修正を受けた操縦スキルロール"
    knocked_off_dice: int = 2  # "2D6ダメージポイントの1撃"
    reconstructed: bool = True
    # The other ways off (None in a table saved before they were played: those games
    # replay as they were).
    shaking_off: ShakeOffRules | None = None

    def modifier(self, table: tuple[tuple[int, int], ...], troopers: int) -> int | None:
        """The table's modifier for ``troopers`` standing, None below its last row."""
        return next((mod for least, mod in table if troopers >= least), None)


@dataclass(frozen=True)
class TwInfantryRules:
    # MP for infantry on the ground to enter each terrain (level ground, off roads):
    # seed 003 歩兵の移動 (same costs as other units, woods by the seed's own numbers).
    infantry_mp: Mapping[Terrain, int]
    # TW p. 49 as the seed cites it: a unit may always move one hex, all its MP spent.
    minimum_move: bool
    stacking: StackingLimits
    # 機関銃小隊: a machine-gun platoon adds this many D6 against conventional infantry;
    # a platoon is one when its sheet's weapon is among ``machine_guns``.
    machine_gun_dice: int
    machine_guns: frozenset[str]
    transport: TransportRules = TransportRules()
    mechanized: MechanizedRules = MechanizedRules()
    movement_types: MovementTypes = MovementTypes()
    # 機械化歩兵: troopers a non-infantry hit (not burst fire) takes from mechanized
    # conventional infantry, times the usual.
    mechanized_losses: int = 2
    # 機械化歩兵: points of infantry or burst fire a mechanized trooper takes before it is
    # eliminated (1 in a table saved before the rule was played).
    mechanized_toughness: int = 1
    battle_armor: BattleArmorRules = BattleArmorRules()
    domino: DominoRules = DominoRules()
    falling: InfantryFalling = InfantryFalling()
    anti_mech: AntiMechRules = AntiMechRules()
    # None in a table saved before it: those games keep the Quick-Start table.
    non_infantry_weapons: NonInfantryWeapons | None = None


# --- events (seed 003 歩兵輸送) --------------------------------------------------------


@dataclass(frozen=True)
class InfantryLoaded:
    """搭乗: ``unit`` boarded ``carrier`` in ``at``, all its MP spent."""

    unit: str
    carrier: str
    at: Hex


@dataclass(frozen=True)
class InfantryUnloaded:
    """降車: ``unit`` got off ``carrier`` in ``at``; it neither moves nor attacks this turn."""

    unit: str
    carrier: str
    at: Hex


@dataclass(frozen=True)
class RiderFate:
    """A rider when its carrier was destroyed: set down in ``at`` (alive), or lost with the
    carrier (``at`` None); ``why`` says which rule decided."""

    unit: str
    carrier: str
    at: Hex | None
    why: str


# --- events (seed 003 機械化バトルアーマー) ------------------------------------------------


@dataclass(frozen=True)
class RiderHit:
    """兵への攻撃ダメージ: a hit on ``carrier`` where trooper ``trooper`` of ``unit`` rides
    (``position``): its 1D6 ``roll``, and the ``damage`` it took before the carrier (0: the
    carrier takes the hit)."""

    unit: str
    carrier: str
    trooper: int
    position: str
    roll: int
    damage: int


@dataclass(frozen=True)
class RidersLost:
    """Troopers of ``unit`` riding ``carrier``'s ``location``, destroyed with it."""

    unit: str
    carrier: str
    location: str
    troopers: tuple[int, ...]


@dataclass(frozen=True)
class RidersThrown:
    """転倒/垂直腹臥: ``carrier`` fell and ``unit`` fell off into ``at`` (None: it was
    destroyed there); ``why`` says what befell it."""

    unit: str
    carrier: str
    at: Hex | None
    why: str


# --- commands, events (seed 003 歩兵の移動, ドミノ効果, 落下) -----------------------------------


@dataclass(frozen=True)
class JettisonLaunchers(Checked):
    """歩兵の移動: "操作プレイヤーはいつでもミサイルランチャーを廃棄することを宣言し" (the
    player may declare at any time that an Inner Sphere squad jettisons its body-mounted
    missile launchers), after which it may jump and the launchers are gone."""

    unit: str


@dataclass(frozen=True)
class LaunchersJettisoned:
    unit: str
    weapons: tuple[int, ...]


@dataclass(frozen=True)
class DominoDisplaced:
    """ドミノ効果: ``unit`` had to make room in ``at`` for ``by``; it stepped aside (after a
    Piloting Skill Roll) or was pushed on, into ``to`` (None: off the map, or nowhere it
    could go)."""

    unit: str
    by: str
    at: Hex
    to: Hex | None
    how: str


@dataclass(frozen=True)
class InfantryFell:
    """落下: ``unit`` came down ``levels`` levels into ``at`` and took ``damage``."""

    unit: str
    at: Hex
    levels: int
    damage: int


@dataclass(frozen=True)
class RiderJolted:
    """移動によるダメージ: ``carrier`` was knocked about (``why``); its rider ``unit`` rolled
    ``roll`` and took ``damage``."""

    unit: str
    carrier: str
    why: str
    roll: int
    damage: int


# --- commands, events (seed 003 対メック攻撃) --------------------------------------------------


@dataclass(frozen=True)
class AntiMechAttack(Checked):
    """脚部攻撃 / スウォーム攻撃: infantry starting the Weapon Attack Phase in an enemy
    'Mech's hex (a vehicle's, for a swarm) attack it "通常の武器攻撃をおこなうのではなく"
    (instead of a normal weapon attack).  A unit already swarming ``target`` attacks it with
    its weapons, every attack hitting (スウォーム攻撃のダメージ)."""

    unit: str
    target: str
    attack: AntiMech


@dataclass(frozen=True)
class EndSwarm(Checked):
    """"スウォーム攻撃中ユニットはその後の武器攻撃フェイズにスウォーム攻撃を終了することが
    できる" (a swarming unit may end the swarm in a later Weapon Attack Phase): it is set
    down in its host's hex, and that is its turn's attack."""

    unit: str


@dataclass(frozen=True)
class BrushOff(Checked):
    """スウォーム攻撃の撃退: instead of physical attacks, a swarmed 'Mech tries to pull the
    swarmers off with ``arms`` (one Piloting Skill Roll at +4 each)."""

    unit: str
    arms: tuple[str, ...]


@dataclass(frozen=True)
class DropFlat(Checked):
    """垂直腹臥: a swarmed 'Mech throws itself flat, as its move, to crush its swarmers: a
    Piloting Skill Roll; on a success they fall off as from a fall and the 'Mech takes a
    fall's damage, on a failure it lies prone with them still on."""

    unit: str


@dataclass(frozen=True)
class DriveErratically(Checked):
    """不規則運転: a swarmed vehicle that can move at flank speed declares, before its move,
    that it swerves to throw its swarmers: it moves at flank speed on cruising MP, then
    rolls (Piloting as its driving skill) at +4."""

    unit: str


@dataclass(frozen=True)
class ClimbOn(Checked):
    """機械化バトルアーマー: friendly battle armor mounts a swarmed unit to fight the
    swarmers, by a standard swarm attack with the Swarm Attack Modifiers table's number
    turned negative; once on, next turn it may fire at the swarmers directly, ignoring
    their movement and terrain."""

    unit: str
    host: str


@dataclass(frozen=True)
class AntiMechDeclared:
    unit: str
    target: str
    attack: AntiMech
    needed: int
    modifiers: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class AntiMechResolved:
    """The to-hit roll of a leg or swarm attack (``roll`` None: an automatic hit, swarm
    damage)."""

    unit: str
    target: str
    attack: AntiMech
    needed: int
    roll: int | None
    hit: bool


@dataclass(frozen=True)
class SwarmStarted:
    unit: str
    host: str


@dataclass(frozen=True)
class ClimbedOn:
    """Friendly battle armor ``unit`` got onto swarmed ``host`` to fight its swarmers."""

    unit: str
    host: str


@dataclass(frozen=True)
class SwarmEnded:
    """``unit`` is off ``host``, in ``at`` (None: destroyed), because ``why``."""

    unit: str
    host: str
    at: Hex | None
    why: str


@dataclass(frozen=True)
class SwarmerHit:
    """スウォーム攻撃を受けるユニットに対する攻撃: a torso hit on ``host`` (1D6 ``roll``):
    on 5-6 its swarmer ``unit`` takes it (``damage``)."""

    unit: str
    host: str
    roll: int
    damage: int
