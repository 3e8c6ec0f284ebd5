"""Who may pass, stop and end where (QSR *Stacking*; 0204-B's Close Assault Hex when a
module shares enemy hexes; a module's hex limits, as Total Warfare infantry's): the
units in each hex as one mover sees them, worked out once per state and mover."""

from __future__ import annotations

from collections.abc import Callable

from btdesk.hexgrid import Hex
from btdesk.model.state import GameState, UnitState
from btdesk.model.tw_infantry import StackingLimits
from btdesk.model.units import UnitDefinition, UnitKind
from btdesk.rules import hooks
from btdesk.rules.kept import LastState


class Occupancy(dict[Hex, list[tuple[UnitState, UnitKind]]]):
    """Every other unit on the map by hex, and what the mover takes up there under 0204-B
    stacking (``steel``: the Close Assault option is on)."""

    steel = False
    mover_side = ""
    mover_halves = 2
    mover_formation = False
    halves: dict[str, int]  # another unit's share of the hex, in half tactical hexes (steel)
    # A module's hex limits (seed 003 スタッキング) in place of the Quick-Start rule:
    # enemies do not bar a hex, they end a move in it.
    limits: StackingLimits | None = None
    # Units in the hexes that the limits do not count (VTOL infantry flying over it), and
    # whether the mover counts where it ends.
    uncounted: frozenset[str] = frozenset()
    mover_counted: Callable[[Hex], bool]
    # Building hexes, where the limits hold level by level (seed 003 スタッキング).
    levelled: frozenset[Hex] = frozenset()
    # What the movement search finds for the mover once (by node and hex numbers): the
    # steps into barred hexes, the hexes that halt it, and the other units' hexes it may
    # end in.
    closing: list[tuple[int, int]] | None = None
    halting: set[int] | None = None  # every node (hex and facing) of those hexes
    ending: dict[int, bool | None] | None = None  # whether it may end there, once asked
    barred: list[Hex] | None = None  # the hexes barred to it


def tactical_halves(definition: UnitDefinition) -> int:
    """0204-B *Vehicles and Infantry*: "Up to two vehicles each weighing less than 60 tons
    may occupy the same Tactical Hex. Larger vehicles (60 tons or more) are limited, like
    BattleMechs, to one per Tactical hex" (in halves of a tactical hex; a map hex has 7)."""
    if definition.kind is UnitKind.VEHICLE and (definition.tons or 0) < 60:
        return 1
    return 2


HEX_HALVES = 14  # seven tactical hexes


_occupancies: LastState[tuple[str, str, str, bool], Occupancy] = LastState()


def occupancy_of(state: GameState, mover: UnitState) -> Occupancy:
    """Every other unit on the map by hex; a hidden enemy is not seen, so it stops no one
    (0204-B Hidden Infantry).  Kept for the last state asked about (``rules/kept.py``), so
    ``legal_commands`` builds it once per unit rather than once per search and per
    check; callers only read it."""
    kept = _occupancies.of(state)
    key = (mover.uid, mover.side, mover.sheet, mover.formation)  # all the mover adds
    known = kept.get(key)
    if known is None:
        known = kept[key] = _occupy(state, mover)
    return known


def _occupy(state: GameState, mover: UnitState) -> Occupancy:
    out = Occupancy()
    out.steel = any(m.shares_enemy_hexes for m in hooks.active(state.options))
    out.mover_side = mover.side
    out.mover_halves = tactical_halves(state.definition(mover))
    out.mover_formation = mover.formation
    out.halves = {}
    out.mover_counted = _everywhere
    if not out.steel:  # 0204-B's Close Assault Hex keeps its own stacking
        extra = hooks.active(state.options)
        out.limits = next((limits for m in extra
                           if (limits := m.stacking(state)) is not None), None)
        if out.limits is not None:
            out.uncounted = frozenset(u.uid for u in state.units if u.position is not None
                                      and not _counted(state, extra, u, u.position))
            out.mover_counted = lambda h: _counted(state, extra, mover, h)
            out.levelled = frozenset(state.board.buildings)
    steel = out.steel  # (only 0204-B's stacking counts halves)
    for other in state.units:
        if other.hidden and other.side != mover.side:
            continue
        if other.uid != mover.uid and other.active and other.position is not None:
            definition = state.definition(other)
            out.setdefault(other.position, []).append((other, definition.kind))
            if steel:
                out.halves[other.uid] = tactical_halves(definition)
    return out


def _everywhere(h: Hex) -> bool:
    return True


def _counted(state: GameState, extra: tuple[hooks.RuleModule, ...], unit: UnitState,
             at: Hex) -> bool:
    # A loop, not all() over a generator: asked for every unit each time an occupancy is
    # built, and making the generator was a third of that.
    for m in extra:  # noqa: SIM110
        if not m.counts_for_stacking(state, unit, at):
            return False
    return True


def pass_problem(occupancy: Occupancy, mover: UnitState, kind: UnitKind, h: Hex) -> str | None:
    """Why ``mover`` may not enter ``h`` (enemy there), or None."""
    other = barring(occupancy, mover, kind, h)
    return None if other is None else f"{h.label} holds an enemy unit ({other.name})"


def barring(occupancy: Occupancy, mover: UnitState, kind: UnitKind, h: Hex
             ) -> UnitState | None:
    """The enemy that bars ``mover`` from ``h``: the search asks without the message."""
    if occupancy.limits is not None:
        return None  # seed 003: an enemy's hex may be entered; the move ends there
    for other, other_kind in occupancy.get(h, ()):
        if other.side == mover.side:
            continue
        if kind is UnitKind.MECH and other_kind.is_infantry:
            continue  # QSR Elite, Stacking: a 'Mech may enter enemy infantry's hex
        return other
    return None


def halts(occupancy: Occupancy, mover: UnitState, kind: UnitKind, h: Hex
           ) -> UnitState | None:
    """The enemy in ``h`` whose hex ends ``mover``'s move (a module's stacking only).
    Seed 003 スタッキング: "敵軍ユニットが存在するヘクスに進入した場合、自動的にそのユニットの
    移動は終了する" (entering a hex with an enemy unit ends the move), but "メック:そのヘクス
    にいる敵ユニットが歩兵のみの場合、そのヘクスに進入したターンにそこから退出することができる"
    (a 'Mech may leave, the turn it entered, a hex whose enemies are only infantry)."""
    if occupancy.limits is None:
        return None
    enemies = [(o, k) for o, k in occupancy.get(h, ()) if o.side != occupancy.mover_side]
    if kind is UnitKind.MECH and all(k.is_infantry for _, k in enemies):
        return None
    return enemies[0][0] if enemies else None


def _within_limits(occupancy: Occupancy, kind: UnitKind, h: Hex, floor: int | None = None
                   ) -> str | None:
    """Seed 003 スタッキング, the mover added to what is in ``h``: per side, per hex, and
    'Mechs (one of the hex's units, whatever its side).  In a building hex the limits
    hold on each level ("各ヘクスの建物の各レベルにおいて、通常のスタック制限が有効である"):
    only the units on ``floor`` count, and with no floor known yet (the movement search,
    before the unit picks its floor) the hex is not refused here but once the floor is
    known (``crowded_floor``)."""
    limits = occupancy.limits
    assert limits is not None
    if not occupancy.mover_counted(h):
        return None
    here = [(o, k) for o, k in occupancy.get(h, ()) if o.uid not in occupancy.uncounted]
    where = "one hex"
    if h in occupancy.levelled:
        if floor is None:
            return None
        here = [(o, k) for o, k in here if o.floor == floor]
        where = "one level of a building"
    ours = sum(1 for o, _ in here if o.side == occupancy.mover_side) + 1
    if ours > limits.per_side:
        return (f"{h.label} already holds {ours - 1} of your units: at most "
                f"{limits.per_side} units of a side may end a move in {where}")
    if len(here) + 1 > limits.per_hex:
        return (f"{h.label} already holds {len(here)} units: at most {limits.per_hex} "
                f"may end a move in {where}")
    if kind is UnitKind.MECH and sum(k is UnitKind.MECH for _, k in here) + 1 > limits.mechs:
        mech = next(o for o, k in here if k is UnitKind.MECH)
        return (f"{h.label} already holds a 'Mech ({mech.name}): at most {limits.mechs} "
                f"'Mech{'s' if limits.mechs != 1 else ''} may stand in one hex")
    return None


def crowded_floor(state: GameState, uid: str, h: Hex, floor: int) -> str | None:
    """Why ``uid`` may not end its move on ``floor`` of building hex ``h`` (seed 003
    スタッキング, the limits on each level of a building), or None."""
    unit = state.unit(uid)
    occupancy = occupancy_of(state, unit)
    if occupancy.limits is None or occupancy.steel or h not in occupancy.levelled \
            or not occupancy.get(h):
        return None
    return _within_limits(occupancy, state.definition(unit).kind, h, floor)


def end_problem(occupancy: Occupancy, kind: UnitKind, h: Hex, floor: int | None = None
             ) -> str | None:
    """QSR Stacking: no unit ends in another unit's hex, except a 'Mech with infantry.
    With Close Assault (0204-B): friendly 'Mechs and vehicles may stand together, seven
    tactical hexes' worth ("As many as seven BattleMechs can occupy one Close Assault
    Hex"; a steel wall)."""
    here = occupancy.get(h, ())
    if occupancy.steel and here:
        return _close_assault_crowd(occupancy, kind, h)
    if occupancy.limits is not None:
        return _within_limits(occupancy, kind, h, floor) if here else None
    for other, other_kind in here:
        if (kind is UnitKind.MECH and other_kind.is_infantry) or (
            kind.is_infantry and other_kind is UnitKind.MECH
        ):
            continue
        return f"{h.label} already holds {other.name}; units may not end a move together"
    return None


def _close_assault_crowd(occupancy: Occupancy, kind: UnitKind, h: Hex) -> str | None:
    """0204-B stacking, the mover added to what is in ``h``: one side's 'Mechs and vehicles
    together, seven tactical hexes' worth (a vehicle under 60 t is half of one; a formation
    infantry unit takes a whole one); "Up to two deployed infantry units (or one infantry
    unit and one vehicle)"; "Up to seven units in formation ... Deployed and formation
    infantry units may not share a single Close Assault Hex"; a 'Mech may still share a
    hex with enemy infantry, as in the Quick-Start rules."""
    units = [(o.side, k, o.formation, occupancy.halves[o.uid]) for o, k in occupancy[h]]
    units.append((occupancy.mover_side, kind, occupancy.mover_formation,
                  occupancy.mover_halves))
    fighters = [u for u in units if not u[1].is_infantry]
    infantry = [u for u in units if u[1].is_infantry]
    if len({side for side, *_ in fighters}) > 1:
        return f"{h.label} holds an enemy unit"
    if any(side != f_side for side, *_ in infantry for f_side, k, *_ in fighters
           if k is not UnitKind.MECH):
        return f"{h.label}: only a 'Mech may share a hex with enemy infantry"
    formation = [u for u in infantry if u[2]]
    deployed = [u for u in infantry if not u[2]]
    vehicles = [u for u in fighters if u[1] is UnitKind.VEHICLE]
    if formation and deployed:
        return f"{h.label}: deployed and formation infantry may not share a hex"
    if len(deployed) > 2 or (deployed and len(deployed) + len(vehicles) > 2):
        return (f"{h.label}: at most two deployed infantry units, or one infantry unit and "
                "one vehicle")
    if sum(u[3] for u in fighters) + 2 * len(formation) > HEX_HALVES:
        return f"{h.label} is full: seven tactical hexes' worth of units already"
    return None
