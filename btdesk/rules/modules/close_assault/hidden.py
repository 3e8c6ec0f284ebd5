"""Hidden infantry and secret movement (0204-B *Hidden Infantry*, *Secret Movement*).

"The position of these hidden units is secretly recorded by the player deploying them
before play begins ... both which 30-meter game hex and which Tactical Hex".  A hidden
unit stays in the state (the engine needs it) with ``hidden`` set; what the other side may
know of it is :func:`btdesk.rules.view.visible_to`'s business.  It is revealed "when it
engages in combat or leaves rough or wooded terrain", and "Infantry which moves or fires
on other units from ambush is considered to have revealed its position".

Decisions where the seed is silent:

- Hiding needs the Close Assault option (the rules are the variant's) and is done before
  play: in set-up, or before the first Initiative roll.
- Both conventional infantry and battle armour may hide ("infantry units").
- A hidden unit takes its turn in the alternation like any other: the order of battle is
  no secret, where the unit is and what it is are.
- Other units do not see it: moves ignore it for stacking, it cannot be targeted, and a
  Close Assault is not started against it; combat in its hex reveals it.
"""

from __future__ import annotations

from btdesk.hexgrid import Hex, distance
from btdesk.model.board import Terrain
from btdesk.model.commands import HideUnit, SetFormation
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event, FormationSet, UnitHidden, UnitRevealed
from btdesk.model.frozen import replace
from btdesk.model.state import AMBUSH, CLOSE_ASSAULT, GameState, MoveRecord, Phase, UnitState
from btdesk.model.tw_infantry import AntiMech
from btdesk.rules import hooks
from btdesk.rules.core import tactical as tac
from btdesk.rules.core.damage import replace_unit

COVER = frozenset({Terrain.LIGHT_WOODS, Terrain.HEAVY_WOODS})  # "rough or wooded terrain"


def before_play(state: GameState) -> bool:
    return state.phase is Phase.SETUP or (
        state.phase is Phase.INITIATIVE and state.turn == 1 and not state.initiative)


def _infantry_before_play(state: GameState, uid: str, doing: str) -> UnitState:
    """The checks hiding and forming up share: the variant's rules, before play, infantry."""
    if CLOSE_ASSAULT not in state.options:
        raise IllegalCommand(f"{doing} needs the Close Assault option")
    if not before_play(state):
        raise IllegalCommand(f"{doing} is done before play begins")
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    unit = state.unit(uid)
    if not state.definition(unit).kind.is_infantry:
        raise IllegalCommand(f"{unit.name} is not infantry")
    return unit


def hide(state: GameState, command: HideUnit, events: list[Event]) -> GameState:
    unit = _infantry_before_play(state, command.unit, "hiding infantry")
    if unit.formation:
        raise IllegalCommand(f"{unit.name} is in formation: infantry in formation may not hide")
    if unit.position is None or not unit.active:
        raise IllegalCommand(f"{unit.name} must be on the map to hide")
    if not tac.is_tactical(command.tactical):
        raise IllegalCommand("a hidden unit's place is one of the seven tactical hexes")
    if command.ambush and AMBUSH not in state.options:
        raise IllegalCommand("an ambush order needs the Special Infantry Ambush option")
    if command.ambush_attack is not None:
        if not command.ambush:
            raise IllegalCommand("an anti-'Mech attack is the ambush's: order the ambush too")
        if not state.definition(unit).anti_mech:
            raise IllegalCommand(f"{unit.name} is not trained for anti-'Mech attacks: its "
                                 "ambush is fire")
        if command.ambush_attack not in ambush_attacks(state, unit):
            raise IllegalCommand(f"an ambush with a {command.ambush_attack.value} attack needs "
                                 "the Total Warfare infantry option (anti-'Mech attacks)")
    events.append(UnitHidden(unit.uid, unit.position, command.tactical, command.ambush,
                             command.ambush_attack))
    return replace_unit(state, replace(unit, hidden=True, hidden_in=command.tactical,
                                       ambush=command.ambush, secret_path=()))


def ambush_attacks(state: GameState, unit: UnitState) -> tuple[AntiMech, ...]:
    """The anti-'Mech attacks ``unit`` may be ordered to ambush with: 0204-B's
    "specially-trained and equipped anti-'Mech infantry", where a rule module plays those
    attacks (Total Warfare infantry)."""
    if AMBUSH not in state.options or not state.definition(unit).anti_mech:
        return ()
    extra = hooks.active(state.options)
    return tuple(a for a in AntiMech if any(a in m.ambush_attacks for m in extra))


def set_formation(state: GameState, command: SetFormation, events: list[Event]) -> GameState:
    """0204-B *Infantry*: deployed or in formation, chosen before play (decision: as the
    scenario's situation, like hiding).  Formation infantry "may not be hidden"."""
    unit = _infantry_before_play(state, command.unit, "forming up infantry")
    if command.formation and unit.hidden:
        raise IllegalCommand(f"{unit.name} is hidden: infantry in formation may not hide")
    events.append(FormationSet(unit.uid, command.formation))
    return replace_unit(state, replace(unit, formation=command.formation))


def reveal(state: GameState, uid: str, reason: str, events: list[Event]) -> GameState:
    unit = state.unit(uid)
    if not unit.hidden:
        return state
    assert unit.position is not None
    events.append(UnitRevealed(uid, unit.position, reason))
    return replace_unit(state, replace(unit, hidden=False, ambush=False, secret_path=()))


def reveal_in(state: GameState, at: Hex, reason: str, events: list[Event]) -> GameState:
    """Every hidden unit in one map hex: "Once combat begins, all infantry units hidden in
    the Close Assault Hex are revealed"."""
    for unit in state.units_at(at):
        state = reveal(state, unit.uid, reason, events)
    return state


def reveal_reason(state: GameState, uid: str, target: str) -> str:
    """Why a hidden unit that declares an attack is revealed.  Against an enemy in its own
    hex the attack is the Close Assault its player may declare: "Whenever an enemy 'Mech
    enters a hex within which infantry is hidden, the player with the hidden infantry may
    declare a Close Assault. Combat is then resolved using the rules for infantry combat"
    (decision: declared with the Weapon Attack Phase declarations, in the hidden unit's own
    turn to declare, so asking tells the other side nothing; resolved as the engine's
    infantry attack at range 0)."""
    enemy = state.unit(target)
    if enemy.position is not None and enemy.position == state.unit(uid).position:
        return f"it declared a Close Assault on {enemy.name} in its hex"
    return "it opened fire"


def secret_move(state: GameState, unit: UnitState, record: MoveRecord) -> bool:
    """*Secret Movement*: begun hidden, one hex a turn into an adjacent hex of rough or
    wooded terrain keeps the unit hidden; any other move reveals it."""
    if not unit.hidden or unit.position is None or len(record.path) != 1:
        return False
    to = record.path[0]
    return distance(unit.position, to) == 1 and state.board.terrain_at(to) in COVER


def unseen_by(state: GameState, unit: UnitState, side: str) -> bool:
    """Whether ``side`` cannot see ``unit``: a hidden unit of another side."""
    return unit.hidden and unit.side != side
