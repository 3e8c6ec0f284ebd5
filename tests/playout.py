"""Random legal play with the invariants the engine must never break (OpenSpiel-style):
the helpers the random playouts of every test folder share."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from btdesk.model.state import CLOSE_ASSAULT, GameState, Phase, UnitState
from btdesk.model.units import UnitKind
from btdesk.rules import legal_commands, troopers_alive
from btdesk.rules.core.stacking import HEX_HALVES, tactical_halves
from btdesk.rules.modules.tw_infantry.anti_mech import defender_of, host_of
from btdesk.rules.modules.tw_infantry.transport import capacity
from btdesk.session.game import Session


def check_invariants(state: GameState) -> None:
    for u in state.units:
        d = state.definition(u)
        for loc, taken in u.damage.items():
            assert 0 <= taken <= d.armor_circles[loc], (u.name, loc, taken)
        if d.infantry is not None:
            assert 0 <= u.troopers_lost <= d.infantry.troopers
            assert all(0 <= t <= d.infantry.trooper_capacity for t in u.trooper_damage)
            # Seed 003 機械化歩兵: at most the points short of one more mechanized trooper.
            tough = state.rules.tw_infantry.mechanized_toughness \
                if state.rules.tw_infantry is not None else 1
            assert 0 <= u.trooper_wounded < max(tough, 1), (u.name, u.trooper_wounded)
            assert (troopers_alive(u, d) == 0) <= u.destroyed
        for ammo in d.ammo:
            assert 0 <= u.ammo_used.get(ammo.weapon, 0) <= ammo.shots
        if u.removed:
            assert u.destroyed and u.position is None
        if u.position is not None:
            assert state.board.contains(u.position)
        elif u.carried_by is not None:  # seed 003 歩兵輸送: a rider rides its side's carrier
            carrier = state.unit(u.carried_by)
            assert carrier.side == u.side and carrier.carried_by is None and d.kind.is_infantry
            assert carrier.active and not u.destroyed, (u.name, carrier.name)
            assert len(state.riders(carrier.uid)) <= capacity(state, carrier)
            if state.definition(carrier).handholds:  # 機械化バトルアーマー
                assert d.kind is UnitKind.BATTLE_ARMOR
        elif state.phase is not Phase.SETUP:  # pushed off the map: removed at phase end
            assert u.destroyed, f"{u.name} is off the map after set-up"
        if u.pilot_hits >= state.rules.physical.mechwarrior_hits:
            assert u.destroyed
        # Buildings (issue 18): a unit is on a floor of the building it is in, or its roof.
        building = state.board.building(u.position) if u.position is not None else None
        assert 0 <= u.floor <= (building.height if building is not None else 0), u.name
    for h, lost in state.building_damage.items():
        standing = state.board.building(h)
        assert standing is not None and 0 < lost < standing.cf  # at its CF it is rubble
    # Stacking: never two non-infantry units (nor two infantry) in one hex, except those
    # locked in a Close Assault there, and with Close Assault on a side's own 'Mechs and
    # vehicles, seven tactical hexes' worth (0204-B steel wall).
    locked = {u for e in state.assaults for u in e.units[1:]}
    # Seed 003 スウォーム攻撃: a swarmer rides its host, in its hex, an enemy, and counts
    # for no stacking ("そのヘクスのスタック制限には算入されない").
    for u in state.units:
        host = host_of(state, u.uid)
        if host is not None and u.active:
            h = state.unit(host)
            assert h.active and h.side != u.side and u.position == h.position, u.name
            locked.add(u.uid)
        mount = defender_of(state, u.uid)  # friendly battle armor fighting the swarmers
        if mount is not None and u.active:
            h = state.unit(mount)
            assert h.active and h.side == u.side and u.position == h.position, u.name
            locked.add(u.uid)
    seen: dict[object, list[UnitState]] = {}
    limits = state.rules.tw_infantry
    seed_003 = "tw_infantry" in state.options and CLOSE_ASSAULT not in state.options
    for u in state.units:
        if u.position is not None and u.active and u.uid not in locked:
            # Seed 003 スタッキング: in a building, the limits hold on each level.
            level = u.floor if seed_003 and state.board.building(u.position) else 0
            seen.setdefault((u.position, level), []).append(u)
    for here in seen.values():
        if seed_003 and limits is not None:  # seed 003 スタッキング (issue 16)
            sides = [u.side for u in here]
            assert all(sides.count(side) <= limits.stacking.per_side for side in sides)
            assert len(here) <= limits.stacking.per_hex
            assert sum(state.definition(u).kind is UnitKind.MECH
                       for u in here) <= limits.stacking.mechs
            continue
        fighters = [u for u in here if not state.definition(u).kind.is_infantry]
        infantry = [u for u in here if u not in fighters]
        formed = [u for u in infantry if u.formation]
        if CLOSE_ASSAULT in state.options:  # 0204-B deployed and formation infantry
            assert not (formed and len(formed) < len(infantry))
            assert len(infantry) <= (7 if formed else 2)
        else:
            assert len(infantry) <= 1
        if CLOSE_ASSAULT in state.options:
            assert len({u.side for u in fighters}) <= 1
            assert sum(tactical_halves(state.definition(u)) for u in fighters) <= HEX_HALVES
        else:
            assert len(fighters) <= 1
    for e in state.assaults:  # a unit destroyed by fire leaves at the end of the phase
        assert all(not state.unit(u).removed and state.unit(u).position == e.hex
                   for u in e.units)


def play_randomly(session: Session, seed: int, limit: int, wanted: Callable[[object], bool],
                  chance: float = 0.7) -> Iterator[object]:
    """Random legal commands until the game ends or ``limit``, picking among the ``wanted``
    ones with ``chance`` when any is on offer; every state keeps the invariants.  Yields
    each command after it is played, for the caller to count what it is about."""
    rng = random.Random(seed)
    for _ in range(limit):
        state = session.state
        if state.phase is Phase.GAME_OVER:
            return
        commands = legal_commands(state)
        assert commands, f"no legal command in {state.phase}"
        special = [c for c in commands if wanted(c)]
        command = rng.choice(special if special and rng.random() < chance else commands)
        session.submit(command)
        check_invariants(session.state)
        yield command
