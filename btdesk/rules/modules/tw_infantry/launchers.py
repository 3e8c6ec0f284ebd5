"""Body-mounted missile launchers (seed 003 歩兵の移動): "ボディマウント・ミサイルランチャーを
搭載しているインナースフィアのバトルアーマーユニットはそのランチャーを廃棄するまでジャンプMPを
使用することができない(操作プレイヤーはいつでもミサイルランチャーを廃棄することを宣言し、適切な
記録シートに記入することができる)" — an Inner Sphere squad carrying body-mounted launchers
may not use its jump MP until it jettisons them, which its player may declare at any time
and mark on the sheet.

"At any time" is whenever the squad's side may give a command: its own turn in a phase
where sides alternate, or any moment where either may act.  The launchers are gone for
the rest of the game (they neither fire nor come back on a load).
"""

from __future__ import annotations

from btdesk.model.commands import Command, JettisonLaunchers, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event
from btdesk.model.frozen import replace
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, MoveMode, Phase, UnitState
from btdesk.model.tw_infantry import LaunchersJettisoned
from btdesk.model.units import Weapon
from btdesk.rules.turns import own_active_unit

_KEY = f"{TW_INFANTRY.key}.jettisoned"  # its place in GameState.module_state: unit ids


def jettisoned(state: GameState) -> frozenset[str]:
    known = state.module_state.get(_KEY)
    return known if isinstance(known, frozenset) else frozenset()


def _mounted(state: GameState, unit: UnitState) -> tuple[int, ...]:
    """The weapon numbers of the unit's body-mounted launchers, on its back or not."""
    return tuple(i for i, w in enumerate(state.definition(unit).weapon_instances())
                 if w.body_mounted)


def carried(state: GameState, unit: UnitState) -> tuple[int, ...]:
    """The unit's body-mounted launchers still on its back (weapon numbers)."""
    return () if unit.uid in jettisoned(state) else _mounted(state, unit)


def jettison(state: GameState, command: JettisonLaunchers, events: list[Event]) -> GameState:

    unit = own_active_unit(state, command.unit)
    launchers = carried(state, unit)
    if not launchers:
        why = ("has already jettisoned them" if unit.uid in jettisoned(state)
               else "carries none")
        raise IllegalCommand(f"{unit.name} has no body-mounted missile launchers to "
                             f"jettison: it {why}")
    events.append(LaunchersJettisoned(unit.uid, launchers))
    return replace(state, module_state={**state.module_state,
                                        _KEY: jettisoned(state) | {unit.uid}})


def dropped(state: GameState, unit: UnitState) -> frozenset[int]:
    """The weapon numbers the unit has jettisoned (struck through on its sheet)."""
    return frozenset(_mounted(state, unit)) if unit.uid in jettisoned(state) else frozenset()


def jump_barred(state: GameState, unit: UnitState, mode: MoveMode) -> str | None:
    if mode is not MoveMode.JUMP or not carried(state, unit):
        return None
    return (f"{unit.name} must jettison its body-mounted missile launchers before it may "
            "jump (Total Warfare infantry)")


def launcher_gone(state: GameState, unit: UnitState, weapon: Weapon) -> str | None:
    if weapon.body_mounted and unit.uid in jettisoned(state):
        return f"{unit.name} jettisoned its {weapon.name}"
    return None


def listed(state: GameState, commands: list[Command]) -> list[Command]:
    """A squad yet to move may jettison first (listed in the Movement Phase only, where it
    changes what the squad may do next)."""
    if state.phase is not Phase.MOVEMENT or state.halted is not None:
        return commands
    movers = {c.unit for c in commands if isinstance(c, MoveUnit)}
    return commands + [JettisonLaunchers(u.uid) for u in state.units
                       if u.uid in movers and carried(state, u)]
