"""Seed 003 (``seeds/003_43324915c9a10379.txt``, the Japanese translation of *Total
Warfare*'s infantry chapter, 歩兵戦闘) read sentence by sentence: each test here quotes the
sentence it holds the engine to, with an English rendering."""

from __future__ import annotations

from support import make_state, moved, unit
from test_tw_infantry import duel, platoon_fire, tw

from btdesk.model.board import Terrain
from btdesk.model.commands import DeclareAttack, ResolveAttacks
from btdesk.model.state import GameState, MoveMode, Phase, WeaponFire
from btdesk.rules.damage import replace_unit
from btdesk.rules.engine import apply
from btdesk.session.dice import ScriptedDice

STILL = moved(MoveMode.STATIONARY)
HOVER = "test-hover-rifle-platoon"
FOOT = "rifle-energy-motorized-platoon"
L = Terrain.LIGHT_WOODS
LANCER = "lnc-1-lancer"  # 0 LRM 10, 1 SRM 6, 2 Machine Gun, 3 Medium Laser
LRM_10, MACHINE_GUN = 0, 2


def fire(state: GameState, weapon: int, dice: list[int], attacker: str = "a",
         target: str = "t") -> GameState:
    """``attacker`` fires one weapon at ``target``; every scripted die must be used."""
    for command in (DeclareAttack(attacker, target, (WeaponFire(weapon),)),
                    DeclareAttack(target, None)):
        state, _ = apply(state, command, ScriptedDice([]))
    script = ScriptedDice(dice)
    state, _ = apply(state, ResolveAttacks(attacker), script)
    assert script.remaining == 0, "the test scripted more dice than the rules used"
    return state


def mech_at_platoon(sheet: str, terrain: Terrain = L) -> GameState:
    """A Lancer at 0808 and ``sheet`` (orange) adjacent at 0807, everyone still."""
    return make_state(unit("a", LANCER, "blue", "0808", moved=STILL),
                      unit("t", sheet, "orange", "0807", moved=STILL),
                      terrain={"0807": terrain}, phase=Phase.WEAPON_ATTACK)


# --- 通常歩兵に対する攻撃, 機械化歩兵 (mechanized infantry) ----------------------------------

def test_a_mechanized_trooper_takes_two_points_of_infantry_fire() -> None:
    """機械化歩兵: "通常歩兵およびバースト射撃武器による攻撃が成功した場合、機械化歩兵の各兵士が
    排除されるまでに耐えられるダメージは2倍になる。そのような兵が除去されなかった場合、その
    ユニットのレコードシートはその兵が機能障害になるか死亡するまで(除去するためには歩兵からの
    ダメージを2点必要とする)少なくとも1マスの装甲を常に保持する" (against infantry and burst
    fire each mechanized trooper takes twice the damage to be eliminated; one not yet
    eliminated keeps at least one box until it takes its second point).  A lone machine
    gunner (1 point) with its platoon's 1D6 (2): 3 points kill a foot platoon's 3 troopers,
    a hover platoon's 1, and the third point stays on a trooper until the next volley."""
    foot = platoon_fire(tw(duel(FOOT, L, troopers_lost=27)), [6, 6, 2])[0]
    assert foot.unit("t").troopers_lost == 3
    fresh = tw(duel(HOVER, L, troopers_lost=27))
    s = platoon_fire(fresh, [6, 6, 2])[0]
    assert (s.unit("t").troopers_lost, s.unit("t").trooper_wounded) == (1, 1)
    # Next turn, 3 more: with the 1 kept, two troopers.
    s = platoon_fire(replace_unit(fresh, s.unit("t")), [6, 6, 2])[0]
    assert (s.unit("t").troopers_lost, s.unit("t").trooper_wounded) == (3, 0)
    # Without the option the Quick-Start rules hold: a point a trooper.
    assert platoon_fire(duel(HOVER, L, troopers_lost=27), [6, 6])[0].unit("t").troopers_lost == 1


def test_a_mechanized_trooper_takes_two_points_of_burst_fire() -> None:
    """機械化歩兵: the same sentence's "バースト射撃武器による攻撃" (burst fire): a Lancer's
    machine gun (2D6 against a platoon, QSR p. 30) rolling 7 kills seven foot troopers in
    woods but three mechanized ones, the seventh point kept; and burst fire is not doubled
    by "それがバースト射撃武器によるものでない限り、排除される兵数は2倍になる"."""
    lost = {}
    for sheet in (FOOT, HOVER):
        s = fire(tw(mech_at_platoon(sheet)), MACHINE_GUN, [6, 6, 3, 4])
        lost[sheet] = (s.unit("t").troopers_lost, s.unit("t").trooper_wounded)
    assert lost == {FOOT: (7, 0), HOVER: (3, 1)}
