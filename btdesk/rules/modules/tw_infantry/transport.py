"""Infantry transport (seed 003 歩兵輸送: 搭乗, 歩兵運搬車輌, 降車), part of the Total Warfare
infantry module: carriers load and unload infantry at the end of their own move.

The carrier's ``MoveUnit`` names the infantry it picks up (``load``) or sets down
(``unload``) where the move ends, as the seed times it ("歩兵ユニットは運搬ユニットの移動
終了時でのみ搭乗することができる"; "その運搬車輌の移動終了時にのみ…降車させることができる"),
so loading costs the carrier's MP in the same command and no extra turn-taking is needed.
A rider leaves the map (``position`` None, ``carried_by`` its carrier): it cannot be
targeted, does not count for stacking (スタッキング: "車輌に乗っている歩兵…はスタック数の
制限に数えられない"), and takes no action but getting off (``UnitState.can_act``).

Decided where the seed is silent:

- 降車 bars getting off "where it breaks stacking", while スタッキング sends infantry whose
  carrier's hex is full into an adjacent hex its player chooses: both are built, the
  second as the exception to the first (``MoveUnit.unload_into``), and only for a full
  hex (the terrain bar stands).
- A carrier that spends MP to load has moved: a stationary one counts as cruising.
- A carrier going into a Close Assault (0204-B) neither loads nor unloads: the seed bars
  a charging carrier from unloading, and an assault is fought at once.
- When a carrier is destroyed, every rider rolls on the (reconstructed) destruction table
  at once; a survivor that would break stacking goes to the adjacent hex its kind enters
  for the fewest MP (ties: the lowest direction), as 運搬車輌 スタッキング orders, instead of
  waiting for its player's choice at the end of the phase.
- Riders leave the map with their carrier (the training scenarios' map edge destroys).
- A move cut short cannot happen to a carrier yet (only 'Mechs are ambushed), so the
  seed's MP減少 rule (no unloading after a shortened move) has nothing to bite on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from btdesk.hexgrid import Hex, neighbor
from btdesk.model.commands import Command, MoveUnit, listed_with_cargo
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import Event, UnitDestroyed, UnitRemoved
from btdesk.model.frozen import replace
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import Declaration, GameState, MoveMode, MoveRecord, Phase, UnitState
from btdesk.model.tw_infantry import (
    InfantryLoaded,
    InfantryUnloaded,
    RiderFate,
    TransportRules,
    TwInfantryRules,
)
from btdesk.model.units import UnitKind
from btdesk.rules.core.condition import mode_mp
from btdesk.rules.core.damage import replace_unit
from btdesk.rules.core.move_costs import enter_cost as _enter_cost
from btdesk.rules.core.move_costs import hexes_entered
from btdesk.rules.core.movement import check_move, check_placement
from btdesk.rules.dice import Roller


@dataclass(frozen=True)
class TransportState:
    """The riders set down this turn (one per hex a turn, and they may not act)."""

    turn: int = 0
    unloaded: frozenset[str] = frozenset()


_KEY = f"{TW_INFANTRY.key}.transport"  # its place in GameState.module_state


def transport_of(state: GameState) -> TransportState:
    known = state.module_state.get(_KEY)
    if isinstance(known, TransportState) and known.turn == state.turn:
        return known
    return TransportState(turn=state.turn)


def _with(state: GameState, record: TransportState) -> GameState:
    return replace(state, module_state={**state.module_state, _KEY: record})


def rules_of(state: GameState) -> TwInfantryRules:
    """The Total Warfare infantry table of a game with the option on."""
    rules = state.rules.tw_infantry
    if rules is None:  # pragma: no cover - the loader always supplies the table
        raise IllegalCommand("the Total Warfare infantry table is missing from this game")
    return rules


def _rules(state: GameState) -> TransportRules:
    return rules_of(state).transport


def load_mp(state: GameState) -> int:
    """The carrier's MP to take up one infantry unit (歩兵運搬車輌)."""
    return _rules(state).load_mp


def capacity(state: GameState, carrier: UnitState) -> int:
    return state.definition(carrier).infantry_capacity


def handhold_positions(state: GameState, carrier: UnitState) -> tuple[str, ...]:
    """Each position on ``carrier``'s handholds in trooper order (trooper 1 first)."""
    rules = rules_of(state).mechanized
    if state.definition(carrier).kind is UnitKind.MECH:
        return rules.mech_positions
    return rules.vehicle_positions


def _handholds_problem(state: GameState, carrier: UnitState, rider: UnitState) -> str | None:
    """Why ``rider`` may not ride ``carrier``'s handholds (None: it may, or the carrier
    has none): battle armor only, a squad no larger than the positions."""
    if not state.definition(carrier).handholds:
        return None
    rider_def = state.definition(rider)
    if rider_def.kind is not UnitKind.BATTLE_ARMOR or rider_def.infantry is None:
        return (f"only battle armor rides {carrier.name}'s handholds; {rider.name} is not "
                "battle armor (Total Warfare, Mechanized Battle Armor)")
    room = len(handhold_positions(state, carrier))
    if rider_def.infantry.troopers > room:
        return (f"{rider.name} has {rider_def.infantry.troopers} troopers: {carrier.name}'s "
                f"handholds hold {room} (Total Warfare, Mechanized Battle Armor)")
    return None


def _named(state: GameState, uid: str) -> UnitState:
    if not state.has_unit(uid):
        raise IllegalCommand(f"there is no unit {uid!r}")
    return state.unit(uid)


def load_problem(state: GameState, carrier: UnitState, rider: UnitState,
                 loading: int = 0) -> str | None:
    """Why ``carrier``, its move made (``state``), may not load ``rider`` as the
    ``loading``-th unit it loads this move (0: the first); None if it may."""
    if not capacity(state, carrier):
        return f"{carrier.name} has no infantry bay"
    if not state.definition(rider).kind.is_infantry:
        return f"only infantry board a carrier; {rider.name} is not infantry"
    if rider.side != carrier.side:
        return f"{rider.name} may not board an enemy's carrier (Total Warfare, Mounting)"
    if not rider.active or rider.carried_by is not None:
        return f"{rider.name} is {'aboard a carrier' if rider.active else 'out of the game'}"
    if rider.position != carrier.position:
        where = rider.position.label if rider.position else "off the map"
        return (f"{rider.name} is in {where}: infantry board a carrier in their own hex, "
                "at the end of the carrier's move")
    if rider.moved is not None:
        return (f"{rider.name} has moved this turn: boarding takes all of its MP "
                "(Total Warfare, Mounting)")
    if not rider.can_act:
        return f"{rider.name} cannot act"
    if rider.hidden:
        return f"{rider.name} is hidden: it cannot board until it shows itself"
    outside = _handholds_problem(state, carrier, rider)
    if outside is not None:
        return outside
    aboard = len(state.riders(carrier.uid)) + loading
    if aboard >= capacity(state, carrier):
        return f"{carrier.name} is full: it carries {capacity(state, carrier)} infantry unit(s)"
    record = carrier.moved
    assert record is not None
    definition = state.definition(carrier)
    mode = MoveMode.WALK if record.mode is MoveMode.STATIONARY else record.mode
    available = mode_mp(carrier, definition, mode, state)
    cost = load_mp(state)
    if available == 0:  # 歩兵運搬車輌: "消費できるMPが0である場合…1つだけ搭載することができる"
        return (None if loading == 0 else
                f"{carrier.name} has no MP to spend: it may load only one unit this turn")
    left = available - record.mp_spent - cost * loading
    if left < cost:
        return (f"{carrier.name} has {max(left, 0)} MP left: loading {rider.name} takes "
                f"{cost} MP (Total Warfare, Infantry Carriers)")
    return None


def unload_problem(state: GameState, carrier: UnitState, rider: UnitState,
                   into: Hex | None = None) -> str | None:
    """Why ``rider`` may not get off ``carrier`` where the carrier's move ended, or into the
    adjacent hex ``into`` (``state``: after the move, earlier unloads applied); None if it
    may.  降車: "その歩兵のタイプに禁止されている地形…の場合、その歩兵は降車することが
    できない" (not onto terrain forbidden to it); スタッキング: "運搬役と同じヘクスで降車する
    ことがスタック数の制限に違反する場合、その操作者が選んだ隣接したヘクスに降車する"
    (where the carrier's hex would break stacking, into an adjacent hex its player
    chooses, by the minimum movement rule if its MP fall short)."""
    if rider.carried_by != carrier.uid:
        return f"{rider.name} is not aboard {carrier.name}"
    at = carrier.position
    if at is None:
        return f"{carrier.name} has left the map"
    if not stands(state, rider, at):
        kind = state.definition(rider).kind.display_name.lower()
        return (f"{rider.name} cannot get off in {at.label}: {kind} cannot stand there "
                "(Total Warfare, Dismounting)")
    crowded = placement_problem(state, rider, at)
    if into is not None and into != at:
        if into not in {neighbor(at, d) for d in range(6)}:
            return f"{into.label} is not next to {at.label}, where {carrier.name} stands"
        if crowded is None:
            return (f"{rider.name} gets off in {at.label}, its carrier's hex: only when that "
                    "hex is full may it get off beside it (Total Warfare, Stacking)")
        crowded = placement_problem(state, rider, into)
    target = into or at
    taken = [u for u in transport_of(state).unloaded
             if state.unit(u).position == target and u != rider.uid]
    if taken:
        return (f"{state.unit(taken[0]).name} already got off into {target.label} this turn: "
                "one infantry unit a hex a turn (Total Warfare, Dismounting)")
    if crowded is not None:
        beside = "" if target != at else "; it may get off into an adjacent hex instead"
        return f"{rider.name} cannot get off in {target.label}: {crowded}{beside}"
    return None


def stands(state: GameState, unit: UnitState, at: Hex) -> bool:
    """Whether the ground in ``at`` takes the unit's kind at all (stacking aside)."""
    return (_enter_cost(state, state.definition(unit), at) is not None
            or state.board.road_open(at))


def placement_problem(state: GameState, unit: UnitState, at: Hex) -> str | None:
    try:
        check_placement(state, unit.uid, at, 0, in_zone=False)
    except IllegalCommand as refusal:
        return str(refusal)
    return None


def check_cargo(state: GameState, command: MoveUnit) -> None:
    """What may be checked before the carrier moves: the named units are riders or
    infantry of the carrier's side, each named once; battle armor boarding an Omni unit's
    handholds is in the carrier's hex already (機械化バトルアーマー, 乗降: "搭乗する場合、
    バトルアーマーはその移動フェイズ開始時に運搬ユニットと同じへクスにおり、運搬ユニットの
    移動は完了しなければならない": the squad shares the carrier's hex when the Movement
    Phase begins, and boards once the carrier's move is complete).  Neither has moved
    before the carrier's command (a squad that moved may not board), so where they stand
    now is where they stood when the phase began."""
    if not (command.load or command.unload):
        return
    carrier = _named(state, command.unit)
    names = [*command.load, *command.unload]
    if len(set(names)) != len(names):
        raise IllegalCommand("a unit is named twice among those loaded and unloaded")
    if command.close_assault:
        raise IllegalCommand(f"{carrier.name} goes into a Close Assault: a charging carrier "
                             "neither loads nor unloads (Total Warfare, Dismounting)")
    if not capacity(state, carrier):
        raise IllegalCommand(f"{carrier.name} has no infantry bay")
    for uid in names:
        _named(state, uid)
    for uid in command.load:
        problem = _boarding_start_problem(state, carrier, state.unit(uid))
        if problem is not None:
            raise IllegalCommand(problem)


def _boarding_start_problem(state: GameState, carrier: UnitState, rider: UnitState
                            ) -> str | None:
    """Why ``rider`` may not board ``carrier``'s handholds by where the two stand before
    the carrier moves (``check_cargo``), or None."""
    if not state.definition(carrier).handholds or rider.carried_by is not None \
            or rider.position == carrier.position:
        return None
    where = rider.position.label if rider.position else "off the map"
    return (f"{rider.name} is in {where}, not in {carrier.name}'s hex: battle armor boards "
            "an Omni unit it shares a hex with when the Movement Phase begins (Total Warfare, "
            "Mounting and Dismounting)")


def apply_cargo(state: GameState, command: MoveUnit, events: list[Event]) -> GameState:
    """The carrier has moved (``state``): set down ``unload``, then take up ``load``."""
    carrier = state.unit(command.unit)
    if command.unload_into and len(command.unload_into) != len(command.unload):
        raise IllegalCommand("unload_into names one hex for each unit unloaded, or none")
    for n, uid in enumerate(command.unload):
        rider = state.unit(uid)
        into = command.unload_into[n] if command.unload_into else None
        problem = unload_problem(state, carrier, rider, into)
        if problem:
            raise IllegalCommand(problem)
        at = into or carrier.position
        assert at is not None
        # 降車: "歩兵ユニットは降車した同じターンに移動または攻撃をおこなうことができない。
        # 降車したユニットに対しておこなわれる攻撃は…0ヘクス移動したものとしておこなわれる"
        state = replace_unit(state, replace(rider, carried_by=None, position=at, facing=0,
                                            floor=0,
                                            moved=MoveRecord(MoveMode.STATIONARY, (), 0, 0)))
        state = no_attack(state, uid)
        done = transport_of(state)
        state = _with(state, replace(done, unloaded=done.unloaded | {uid}))
        events.append(InfantryUnloaded(uid, carrier.uid, at))
    loaded = 0
    for uid in command.load:
        rider = state.unit(uid)
        problem = load_problem(state, carrier, rider, loaded)
        if problem:
            raise IllegalCommand(problem)
        definition = state.definition(rider)
        state = replace_unit(state, replace(
            rider, carried_by=carrier.uid, position=None, floor=0,
            moved=MoveRecord(MoveMode.WALK, (), mode_mp(rider, definition, MoveMode.WALK,
                                                        state), 0)))
        loaded += 1
        assert carrier.position is not None
        events.append(InfantryLoaded(uid, carrier.uid, carrier.position))
    if loaded:
        record = carrier.moved
        assert record is not None
        mode = MoveMode.WALK if record.mode is MoveMode.STATIONARY else record.mode
        spent = record.mp_spent + load_mp(state) * loaded
        state = replace_unit(state, replace(carrier, moved=replace(record, mode=mode,
                                                                   mp_spent=spent)))
    return state


def no_attack(state: GameState, uid: str) -> GameState:
    """The unit may not attack this turn: its declaration is made for it (none)."""
    if state.declaration(uid) is not None or state.phase not in (Phase.MOVEMENT,
                                                                 Phase.WEAPON_ATTACK):
        return state
    return replace(state, declarations=(*state.declarations,
                                        Declaration(uid, None, (), (), resolved=True)))


def drop_riders(state: GameState, roller: Roller, events: list[Event]) -> GameState:
    """Riders of a carrier destroyed (or gone off the map): each rolls on the destruction
    table; a survivor is set down in the carrier's hex, or the cheapest adjacent hex that
    takes it, and acts again next turn (its target movement this turn is the carrier's)."""
    for rider in [u for u in state.units if u.carried_by is not None and not u.removed]:
        carrier = state.unit(rider.carried_by or "")
        if carrier.active:
            continue
        state = _drop(state, rider, carrier, roller, events)
    return state


def _drop(state: GameState, rider: UnitState, carrier: UnitState, roller: Roller,
          events: list[Event]) -> GameState:
    at = carrier.position
    if at is None:
        return _lose(state, rider, carrier, "it left the map with its carrier", events)
    roll = roller.total(1, f"{rider.name} aboard the destroyed {carrier.name} "
                           "(carrier destruction table, reconstructed)")
    if roll not in _rules(state).survive_destroyed_carrier:
        return _lose(state, rider, carrier, f"rolled {roll}: lost with its carrier",
                     events)
    if not stands(state, rider, at):
        kind = state.definition(rider).kind.display_name
        return _lose(state, rider, carrier, f"survived, but {kind} cannot be in "
                     f"{at.label}", events)
    moved = carrier.moved or MoveRecord(MoveMode.STATIONARY, (), 0, 0)
    h = landing(state, rider, at)
    if h is None:
        return _lose(state, rider, carrier, f"rolled {roll}: survived, but no hex around "
                     f"{at.label} takes it (stacking)", events)
    state = replace_unit(state, replace(rider, carried_by=None, position=h, moved=moved,
                                        facing=0, floor=0))
    events.append(RiderFate(rider.uid, carrier.uid, h, f"rolled {roll}: survived"
                            + ("" if h == at else f", set down beside the wreck in "
                               f"{h.label} (stacking)")))
    return no_attack(state, rider.uid)


def set_down_order(state: GameState, rider: UnitState, at: Hex) -> list[Hex]:
    """The wreck's hex, then the adjacent hexes by the MP the rider's kind pays to enter
    them (運搬車輌 スタッキング: "進入に必要なMP消費が最も少ない隣接ヘクスを最初に使用")."""
    definition = state.definition(rider)
    around = []
    for d in range(6):
        h = neighbor(at, d)
        cost = _enter_cost(state, definition, h) if state.board.contains(h) else None
        if cost is not None:
            around.append((cost, d, h))
    return [at, *(h for _, _, h in sorted(around))]


def _lose(state: GameState, rider: UnitState, carrier: UnitState, why: str,
          events: list[Event]) -> GameState:
    events.append(RiderFate(rider.uid, carrier.uid, None, why))
    return lost_rider(state, rider, f"aboard {carrier.name}", events)


def lost_rider(state: GameState, rider: UnitState, reason: str,
               events: list[Event]) -> GameState:
    """A rider destroyed with no hex of its own: out of the game at once, as there is
    nothing for the end of the phase to take off the map (its destruction announced once,
    where the damage that killed it did not)."""
    if not rider.destroyed:
        events.append(UnitDestroyed(rider.uid, reason))
    events.append(UnitRemoved(rider.uid))
    return replace_unit(state, replace(rider, carried_by=None, position=None, destroyed=True,
                                       removed=True))


def landing(state: GameState, rider: UnitState, at: Hex) -> Hex | None:
    """Where a rider coming off a carrier in ``at`` lands: that hex, else the adjacent hex
    its kind enters for the fewest MP that stacking lets it into; None where no hex takes
    it (the ground in ``at`` is barred to it, or every hex is full)."""
    if not stands(state, rider, at):
        return None
    return next((h for h in set_down_order(state, rider, at)
                 if placement_problem(state, rider, h) is None), None)


def listed_cargo(state: GameState, commands: list[Command]) -> list[Command]:
    """``legal_commands``' moves of carriers with one rider set down or one unit taken up,
    with one more economy: once per hex the move may end in (by the first move listed
    there), each variant checked against the state the move makes."""
    carriers = {u.uid for u in state.units if u.active and capacity(state, u)}
    if not carriers or state.phase is not Phase.MOVEMENT or state.halted is not None:
        return commands
    out = list(commands)
    seen: set[tuple[str, Hex]] = set()
    for command in commands:
        if (not isinstance(command, MoveUnit) or command.unit not in carriers
                or command.close_assault):
            continue
        carrier = state.unit(command.unit)
        if carrier.position is None:
            continue
        path = hexes_entered(carrier.position, carrier.facing, command.steps)
        end = path[-1] if path else carrier.position
        if (carrier.uid, end) in seen:
            continue
        seen.add((carrier.uid, end))
        out += _variants(state, command, carrier, end)
    return out


def _variants(state: GameState, command: MoveUnit, carrier: UnitState, end: Hex
              ) -> list[MoveUnit]:
    def record() -> MoveRecord:  # the MP only matter for a load: found only then
        moved = check_move(state, carrier.uid, command.mode, tuple(command.steps))
        return MoveRecord(command.mode, moved.path, moved.mp_spent, moved.hexes)

    out = []
    for choice in cargo_choices(state, carrier, end, record):
        if choice.problem is not None:
            continue
        if choice.verb == "load":
            out.append(listed_with_cargo(command, load=(choice.unit,)))
        else:
            into = () if choice.into == end else (choice.into,)
            out.append(listed_with_cargo(command, unload=(choice.unit,), unload_into=into))
    return out


@dataclass(frozen=True)
class CargoChoice:
    """One unit a carrier may take up (``load``) or set down (``unload``, into ``into``)
    where its move ends, and why not (None: it may)."""

    unit: str
    verb: str
    into: Hex
    problem: str | None


def cargo_choices(state: GameState, carrier: UnitState, end: Hex,
                  record: Callable[[], MoveRecord]) -> list[CargoChoice]:
    """What ``carrier`` may set down or take up where a move ends in ``end`` (its
    ``record`` asked for only when there is someone to take up): each rider, into the
    carrier's hex or, where that is full, each adjacent hex; and each unmoved infantry
    unit of its side there.  The Orders dock offers these; ``legal_commands`` lists the
    good ones."""
    out: list[CargoChoice] = []
    there = replace_unit(state, replace(carrier, position=end))
    moved = there.unit(carrier.uid)
    for rider in state.riders(carrier.uid):
        problem = unload_problem(there, moved, rider)
        if problem is not None and placement_problem(there, rider, end) is not None \
                and stands(there, rider, end):  # full: beside it instead
            beside = [CargoChoice(rider.uid, "unload", h, unload_problem(there, moved, rider, h))
                      for h in (neighbor(end, d) for d in range(6)) if state.board.contains(h)]
            good = [c for c in beside if c.problem is None]
            if good:
                out += good
                continue
        out.append(CargoChoice(rider.uid, "unload", end, problem))
    boarders = [u for u in state.units_at(end) if u.side == carrier.side and u.uid
                != carrier.uid and state.definition(u).kind.is_infantry and u.moved is None]
    if boarders:
        there = replace_unit(state, replace(carrier, position=end, moved=record()))
        out += [CargoChoice(b.uid, "load", end,
                            _boarding_start_problem(state, carrier, b)
                            or load_problem(there, there.unit(carrier.uid), b))
                for b in boarders]
    return out
