"""Total Warfare infantry (seed 003, the Japanese translation of *Total Warfare*'s
infantry chapter): the rules a Quick-Start game plays with once the option is on.

Built so far, each with the seed's heading in its test:

- 歩兵の移動: infantry pay the terrain costs other units pay, woods by the seed's own
  numbers (``tw_infantry.yaml`` ``infantry_mp``), and may always enter one hex with all
  their MP (the minimum movement rule the seed cites from Total Warfare p. 49).
- スタッキング: two units per side and four per hex, at most one 'Mech among them, at
  the end of a move; entering an enemy's hex ends a move, except a 'Mech's where the
  enemies are only infantry.  ``shared/rules-notes.md`` §8 paraphrases the limit as "one
  of them may be a 'Mech"; the seed says a 'Mech is one of the hex's four, so a hex
  holds one 'Mech whatever its side, and that is what is built.  With Close Assault on,
  0204-B's Close Assault Hex keeps its own stacking (the hex there is seven tactical
  hexes, and its crowding rules are written for that scale).
- Units of both sides may now share a hex; any unit may fire at an enemy in its own hex
  (the Quick-Start rules let only infantry, since nothing else could be there), at the
  range the Quick-Start rules give such fire (1; conventional platoons 0).
- 通常歩兵の攻撃: a platoon's troopers that hit come from the Cluster Hits Table's
  column for the troopers standing (a lone trooper always hits), and its sheet's damage
  for that many troopers is dealt; a machine-gun platoon adds 1D6 against conventional
  infantry.

- 歩兵輸送: carriers load and unload infantry at the end of their move, and riders
  live or die with a destroyed carrier (``transport.py``).
- 機械化バトルアーマー: battle armor rides an Omni unit's handholds, blocks the weapons
  where it rides, takes hits there first on 5-6 and is thrown off when its 'Mech falls
  (``mechanized.py``).

- 歩兵の移動 by movement type: VTOL, UMU and mechanized infantry (``infantry_mp``).
- バトルアーマーの攻撃: a squad aims each weapon type at its own target, the others at +1
  (``secondary_target``); 範囲効果武器: an area-effect hit strikes every trooper.
- 歩兵の移動: an Inner Sphere squad jettisons body-mounted launchers before it jumps
  (``launchers.py``).
- ドミノ効果, 落下, 移動によるダメージ: a unit pushed or thrown into a full hex displaces
  another, infantry pushed two levels down fall, a displaced carrier's riders roll for
  damage (``domino.py``; the effect and the falling table are reconstructed).

- 対メック攻撃: leg attacks, swarm attacks, the swarmers' ride, pulling, shaking and
  knocking them off, fire at a swarmed unit, swarm damage (``anti_mech.py``); throwing
  a 'Mech flat, water and erratic driving (``swarm_removal.py``); friendly battle armor
  climbing on to fight swarmers (``climb_on.py``); 0204-B anti-'Mech ambushes
  (``ambush``); critical hits are the core's (``rules/criticals.py``).

A charge or death from above on a carrier is a collision for its riders (``knocked_about``).
Not built: riders hurt by skids and sideslips (nothing on the map skids yet).
"""

from __future__ import annotations

from btdesk.hexgrid import Hex
from btdesk.model.board import Terrain
from btdesk.model.commands import (
    AntiMechAttack,
    BrushOff,
    ClimbOn,
    Command,
    DriveErratically,
    DropFlat,
    EndSwarm,
    HideUnit,
    JettisonLaunchers,
    MoveUnit,
)
from btdesk.model.events import ClusterHits, Event
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import Declaration, GameState, MoveMode, UnitState
from btdesk.model.tw_infantry import AntiMech, StackingLimits
from btdesk.model.units import (
    MECHANIZED,
    Motive,
    UnitDefinition,
    UnitKind,
    Weapon,
    WeaponCode,
)
from btdesk.rules.core.tohit import Modifier
from btdesk.rules.dice import Roller
from btdesk.rules.hooks import RuleModule
from btdesk.rules.modules.tw_infantry import (
    anti_mech,
    climb_on,
    coming_off,
    domino,
    launchers,
    mechanized,
    swarm_removal,
    swarm_riders,
    swarming,
    transport,
)
from btdesk.rules.modules.tw_infantry.transport import rules_of


class TwInfantry(RuleModule):
    info = TW_INFANTRY
    carries_infantry = True
    commands = (JettisonLaunchers, AntiMechAttack, EndSwarm, BrushOff, DropFlat,
                DriveErratically, ClimbOn)
    ambush_attacks = frozenset(AntiMech)

    def apply(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        if isinstance(command, AntiMechAttack):
            return anti_mech.declare(state, command, events)
        if isinstance(command, EndSwarm):
            return coming_off.end_swarm(state, command, roller, events)
        if isinstance(command, BrushOff):
            return coming_off.brush_off(state, command, roller, events)
        if isinstance(command, DropFlat):
            return swarm_removal.drop_flat(state, command, roller, events)
        if isinstance(command, DriveErratically):
            return swarm_removal.drive_erratically(state, command, events)
        if isinstance(command, ClimbOn):
            return climb_on.climb(state, command, events)
        assert isinstance(command, JettisonLaunchers)
        return launchers.jettison(state, command, events)

    def mode_barred(self, state: GameState, unit: UnitState, mode: MoveMode) -> str | None:
        return (anti_mech.mode_barred(state, unit, mode)
                or launchers.jump_barred(state, unit, mode))

    def check(self, state: GameState, command: Command) -> None:
        if isinstance(command, MoveUnit):
            transport.check_cargo(state, command)
            swarm_removal.check_erratic_move(state, command)
        swarming.check(state, command)

    def after(self, state: GameState, command: Command, roller: Roller,
              events: list[Event]) -> GameState:
        if isinstance(command, MoveUnit) and (command.load or command.unload):
            state = transport.apply_cargo(state, command, events)
        if isinstance(command, MoveUnit):
            state = coming_off.after_move(state, command.unit, roller, events)
            state = swarm_removal.after_move(state, command, roller, events)
        if isinstance(command, HideUnit):
            state = anti_mech.order_ambush(state, command)
        state = transport.drop_riders(state, roller, events)
        return coming_off.sync(state, roller, events)

    def listed(self, state: GameState, commands: list[Command]) -> list[Command]:
        return swarm_removal.listed(state, swarming.listed(state, launchers.listed(
            state, transport.listed_cargo(state, commands))))

    def shield(self, state: GameState, uid: str, location: str, rear: bool, amount: int,
               roller: Roller, events: list[Event]) -> tuple[GameState, int]:
        state, amount = anti_mech.shield(state, uid, location, rear, amount, roller, events)
        return mechanized.shield(state, uid, location, rear, amount, roller, events)

    def carrier_damaged(self, state: GameState, uid: str, events: list[Event]) -> GameState:
        return mechanized.carrier_damaged(state, uid, events)

    def before_fall(self, state: GameState, uid: str, roller: Roller,
                    events: list[Event]) -> GameState:
        state = coming_off.fallen(state, uid, roller, events)
        return mechanized.thrown(state, uid, roller, events)

    def target_barred(self, state: GameState, attacker: UnitState, target: UnitState | None
                      ) -> str | None:
        return swarming.target_barred(state, attacker, target)

    def modifiers(self, state: GameState, attacker: UnitState, target: UnitState
                  ) -> tuple[Modifier, ...]:
        return (climb_on.fire_modifiers(state, attacker, target)
                + swarm_riders.fire_modifiers(state, attacker, target))

    def seat(self, state: GameState, attacker: UnitState, target: UnitState) -> Hex | None:
        """VS機械化バトルアーマー: a swarmer attacks battle armor riding its host as if it
        were not riding, in the host's hex."""
        return swarm_riders.seat(state, attacker, target)

    def resolves(self, state: GameState, declaration: Declaration, roller: Roller,
                 events: list[Event]) -> GameState | None:
        return anti_mech.resolves(state, declaration, roller, events)

    def unseen(self, state: GameState, uids: frozenset[str]) -> GameState:
        return anti_mech.unseen(state, uids)

    def ambush(self, state: GameState, infantry: str, mech: str, roller: Roller,
               events: list[Event]) -> GameState | None:
        return anti_mech.ambush(state, infantry, mech, roller, events)

    def physical_choice(self, state: GameState, unit: UnitState) -> bool:
        return coming_off.physical_choice(state, unit)

    def make_room(self, state: GameState, arriving: UnitState, at: Hex, came_from: Hex | None,
                  roller: Roller, events: list[Event], keep: frozenset[str] = frozenset()
                  ) -> GameState | None:
        """スタッキング: a unit that overstacks a hex by accident sets off the domino
        effect (``domino.py``)."""
        return domino.make_room(state, arriving, at, came_from, roller, events, keep)

    def knocked_about(self, state: GameState, uid: str, why: str, roller: Roller,
                      events: list[Event]) -> GameState:
        """移動によるダメージ: a carrier's riders roll when it collides (``domino.jolted``)."""
        return domino.jolted(state, uid, why, roller, events)

    def weapon_blocked(self, state: GameState, unit: UnitState, weapon: Weapon) -> str | None:
        return (launchers.launcher_gone(state, unit, weapon)
                or mechanized.weapon_blocked(state, unit, weapon))

    def infantry_mp(self, state: GameState, definition: UnitDefinition, terrain: Terrain,
                    standard: int | None, depth: int = 0) -> int | None:
        """歩兵の移動 by movement type: VTOL infantry fly over anything; UMU infantry swim
        water of any depth; mechanized infantry keep their vehicle's prohibited terrain
        (a hover platoon floats over water of any depth and never enters woods) and pay
        their own costs where the seed gives them; everyone else the seed's infantry
        costs (a building and shallow water as the terrain rules charge infantry)."""
        rules = rules_of(state)
        types = rules.movement_types
        motive = definition.movement.motive
        if motive is Motive.VTOL:
            return types.vtol
        if terrain is Terrain.WATER:
            if motive is Motive.UMU:
                return types.umu_water
            if motive in state.rules.ground.floats:
                return state.rules.infantry_mp_per_hex
            return None if motive in MECHANIZED and depth >= 1 else standard
        if motive in MECHANIZED:
            if motive in state.rules.terrain[terrain].prohibited:
                return None
            if terrain in types.mechanized:
                return types.mechanized[terrain]
        if terrain is Terrain.BUILDING:
            return standard
        return rules.infantry_mp.get(terrain, standard)

    def minimum_move(self, state: GameState, definition: UnitDefinition) -> bool:
        return definition.kind.is_infantry and rules_of(state).minimum_move

    def stacking(self, state: GameState) -> StackingLimits | None:
        return rules_of(state).stacking

    def counts_for_stacking(self, state: GameState, unit: UnitState, at: Hex) -> bool:
        """スタッキング: "これにはVTOLや水中移動を使用する歩兵も含まれる" (infantry using VTOL
        or underwater movement do not count either): VTOL infantry always, UMU infantry in
        water of depth 1 or more."""
        definition = state.definition(unit)
        if not definition.kind.is_infantry:
            return True
        motive = definition.movement.motive
        if anti_mech.mount_of(state, unit.uid) is not None:
            return False  # スウォーム攻撃: "そのヘクスのスタック制限には算入されない"
        if motive is Motive.VTOL:
            return False
        return not (motive is Motive.UMU and state.board.depth(at) >= 1
                    and state.board.terrain_at(at) is Terrain.WATER)

    def secondary_target(self, state: GameState, unit: UnitState) -> int | None:
        """バトルアーマーの攻撃: "バトルアーマーは各武器種ごとに別の対象に攻撃することもでき、
        その修正値は常に+1である" — battle armor only; every other unit keeps one target."""
        if state.definition(unit).kind is not UnitKind.BATTLE_ARMOR:
            return None
        return rules_of(state).battle_armor.secondary_target

    def hits_every_trooper(self, state: GameState, weapon: Weapon) -> bool:
        """範囲効果武器: "範囲効果(AE)武器は常にバトルアーマーユニット内のすべての兵にダメージ
        を与える" (area-effect weapons always damage every trooper of a battle armor unit)."""
        return WeaponCode.AREA_EFFECT in weapon.codes

    def same_hex_fire(self, state: GameState, attacker: UnitState, target: UnitState) -> bool:
        return True

    def platoon_hits(self, state: GameState, attacker: UnitState, weapon_index: int,
                     standing: int, roller: Roller, events: list[Event]) -> int:
        """通常歩兵の攻撃: "19人の生存兵を擁する小隊は19の列を使用して…(1人しか残っていない
        小隊の結果は常に「1」である)" — the column of the troopers standing (the table's
        last column for more), a lone trooper always 1."""
        if standing <= 1:
            return standing
        table = state.rules.cluster_hits
        column = min(standing, max(table))
        hits = table[column][roller.total(2, f"troopers of {attacker.name} hitting")]
        events.append(ClusterHits(attacker.uid, weapon_index, column, hits))
        return hits

    def fires_as_infantry(self, state: GameState, attacker: UnitState, standard: bool) -> bool:
        """他の歩兵ユニットからのダメージ: "通常歩兵ユニットが他の通常歩兵ユニットに与える
        ダメージは常に標準ダメージに等しい" (conventional on conventional is dealt as is);
        battle armor is a non-conventional unit (非通常歩兵ユニット), whose hits go by the
        non-infantry weapon table, or burst-fire dice per hit."""
        return state.definition(attacker).kind is UnitKind.INFANTRY

    def platoon_losses(self, state: GameState, attacker: UnitState, target: UnitState) -> int:
        """機械化歩兵: twice the troopers from mechanized conventional infantry."""
        mechanized = state.definition(target).movement.motive in MECHANIZED
        return rules_of(state).mechanized_losses if mechanized else 1

    def weapon_troopers(self, state: GameState, weapon: Weapon, damage: int, cluster: bool
                        ) -> int | None:
        """通常歩兵に対する攻撃: "「歩兵に対する非歩兵用武器ダメージ表(p.216参照)」の「命中した
        通常兵士の数」の列を参照し…クラスター兵器のダメージについては、クラスター命中表でロール
        するのではなく、潜在的な最大ダメージを使用する" (the Non-Infantry Weapon Damage Against
        Infantry Table's troopers hit, cluster weapons by their full potential damage, which
        ``combat.groups_for_hit`` deals to infantry without a Cluster Hits roll)."""
        table = rules_of(state).non_infantry_weapons
        if table is None:
            return None
        if WeaponCode.AREA_EFFECT in weapon.codes:
            row = table.area_effect
        elif weapon.missiles:
            row = table.cluster_missile
        elif cluster or WeaponCode.CLUSTER in weapon.codes:
            row = table.cluster_ballistic
        elif WeaponCode.PULSE in weapon.codes:
            row = table.pulse
        else:
            row = table.direct_fire
        return row.hit(damage)

    def points_per_trooper(self, state: GameState, target: UnitState) -> int:
        """機械化歩兵: "通常歩兵およびバースト射撃武器による攻撃が成功した場合、機械化歩兵の
        各兵士が排除されるまでに耐えられるダメージは2倍になる" (against infantry and
        burst fire each mechanized trooper takes twice the damage before it is
        eliminated)."""
        mechanized = state.definition(target).movement.motive in MECHANIZED
        return rules_of(state).mechanized_toughness if mechanized else 1

    def platoon_bonus(self, state: GameState, attacker: UnitState, target: UnitState,
                      roller: Roller, events: list[Event]) -> int:
        """機関銃小隊: +1D6 against conventional infantry."""
        rules = rules_of(state)
        infantry = state.definition(attacker).infantry
        if (state.definition(target).kind is not UnitKind.INFANTRY or infantry is None
                or infantry.weapon not in rules.machine_guns or not rules.machine_gun_dice):
            return 0
        return roller.total(rules.machine_gun_dice,
                            f"machine-gun platoon {attacker.name} against infantry")


MODULE = TwInfantry()
