"""Being rid of swarmers without arms (seeds/003_43324915c9a10379.txt スウォーム攻撃の撃退:
転倒/垂直伏臥, 水, 車輌; numbers in tw_infantry.yaml ``anti_mech.shaking_off``)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import at, make_state, run, unit

from btdesk.model.board import Terrain
from btdesk.model.commands import Command, DriveErratically, DropFlat, MoveUnit
from btdesk.model.errors import IllegalCommand
from btdesk.model.events import DamageApplied, Event, PilotingRoll, SwarmEnded, UnitDestroyed
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, MoveMode, Phase
from btdesk.rules import legal_commands
from btdesk.rules.dice import Roller
from btdesk.rules.modules.tw_infantry import anti_mech, coming_off
from btdesk.session.dice import ScriptedDice

BA = "infiltrator-mk-ii"


def swarmed(host: str = "hbk-4g-hunchback", swarmer: str = BA, where: str = "0808",
            water: dict[str, int] | None = None) -> GameState:
    """Blue's ``swarmer`` has been on Orange's ``host`` since an earlier turn; Orange moves
    first this turn."""
    state = make_state(unit("s", swarmer, "blue", where), unit("m", host, "orange", where, 3),
                       phase=Phase.MOVEMENT, initiative=("orange", "blue"),
                       options=frozenset({TW_INFANTRY.key}), turn=2)
    if water:
        state = replace(state, board=replace(
            state.board, terrain={at(h): Terrain.WATER for h in water},
            depths={at(h): d for h, d in water.items()}))
    rec = anti_mech.AntiMechState(swarming={"s": "m"}, turn=2, attached={"s": 1})
    return replace(state, module_state={"tw_infantry.anti_mech": rec})


def test_throwing_itself_flat_shakes_the_swarmers_off_as_a_fall() -> None:
    """"メックは襲撃者を振り切るために…垂直腹臥をすることができるが、そのためには操縦スキルロール
    に成功する必要がある…このロールが成功した場合、歩兵は落下し…メックも同様に偶発的に落下した
    のと同じダメージを受ける": Piloting 5, 3+3 passes; the squad falls off with a 2D6 blow
    (3+4 on trooper 1); the Hunchback falls (direction 1, 5 damage on 7: CT) and its
    MechWarrior rolls 6+6."""
    state, events = run(swarmed(), DropFlat("m"), [3, 3, 3, 4, 1, 1, 3, 4, 6, 6])
    assert state.unit("m").prone and anti_mech.host_of(state, "s") is None
    assert [e.why for e in events if isinstance(e, SwarmEnded)] == ["HBK-4G Hunchback fell"]
    assert ("s", "trooper 1", 7) in [(e.unit, e.location, e.amount) for e in events
                                    if isinstance(e, DamageApplied)]
    assert ("m", "CT", 5) in [(e.unit, e.location, e.amount) for e in events
                              if isinstance(e, DamageApplied)]
    assert state.unit("m").moved is not None and state.unit("m").moved.hexes == 0


def test_a_failed_roll_leaves_it_prone_with_the_swarmers_on() -> None:
    """"ロールが失敗した場合、メックは伏せ状態になるが歩兵を振り落とすことはできない"."""
    state, events = run(swarmed(), DropFlat("m"), [1, 1])
    assert state.unit("m").prone and anti_mech.host_of(state, "s") == "m"
    assert not [e for e in events if isinstance(e, DamageApplied)]
    with pytest.raises(IllegalCommand, match="turn"):  # its move is made
        run(state, DropFlat("m"))


def test_lying_prone_in_water_drowns_the_swarmers() -> None:
    """水: "水深1以上の水深で伏せた場合、UMUのMPを持っていない限り、そのスウォーム中の歩兵
    ユニットは破壊される" -- even when the roll fails."""
    state, events = run(swarmed(water={"0808": 1}), DropFlat("m"), [1, 1])
    assert state.unit("s").destroyed
    assert [e.at for e in events if isinstance(e, SwarmEnded)] == [None]


def test_walking_through_deep_water_drowns_the_swarmers_without_umu() -> None:
    """水: "スウォームされているメックが水深2以上の水地に入った場合" -- the Hunchback wades
    into 0809 (depth 2); a UMU platoon holds on."""
    water = {"0809": 2}
    state, events = run(swarmed(water=water), MoveUnit("m", MoveMode.WALK, ("F",)),
                        [6] * 12)
    assert state.unit("s").destroyed
    assert "carried into deep water (no UMU MP)" in [e.reason for e in events
                                                     if isinstance(e, UnitDestroyed)]
    state, _ = run(swarmed(swarmer="test-umu-rifle-platoon", water=water),
                   MoveUnit("m", MoveMode.WALK, ("F",)), [6] * 12)
    assert not state.unit("s").destroyed and anti_mech.host_of(state, "s") == "m"


def test_knocked_off_into_water_they_drown() -> None:
    """"同様にUMUを持たないスウォーム中歩兵ユニットが水深1以上の水地ヘクスにいるメックから
    叩き落された場合、即座に破壊される"."""
    state = swarmed(water={"0808": 1})
    events: list[Event] = []
    state = coming_off.drop(state, "s", "pulled off", Roller(ScriptedDice([]), events), events)
    assert state.unit("s").destroyed
    assert [e.why for e in events if isinstance(e, SwarmEnded)] == ["pulled off, into water"]


def erratic_game() -> GameState:
    return swarmed(host="rommel-tank")  # cruise 4, flank 6; Piloting 5


def test_a_swarmed_vehicle_may_drive_erratically() -> None:
    """車輌: "その車輌は全開速度で移動する能力がなければならない;そのターンは全開速度で移動して
    いるものとみなされるが、移動フェイズ中に消費できるのは巡航MPのみである…移動が終了した時点で、
    プレイヤーは+4の修正を受けた運転スキルロールをおこなう…このロールが成功した場合、スウォーム
    歩兵はジャンプしたメックに叩き落されたかのように振り落とされ、各兵士は1点のダメージを受ける"."""
    state = erratic_game()
    assert DriveErratically("m") in legal_commands(state)
    assert DropFlat("m") not in legal_commands(state)
    state, _ = run(state, DriveErratically("m"))
    listed = [c for c in legal_commands(state) if isinstance(c, MoveUnit) and c.unit == "m"]
    assert listed and all(c.mode is MoveMode.RUN for c in listed)
    with pytest.raises(IllegalCommand, match="flank speed"):
        run(state, MoveUnit("m", MoveMode.WALK, ("F",)))
    with pytest.raises(IllegalCommand, match="cruising MP"):
        run(state, MoveUnit("m", MoveMode.RUN, ("F",) * 5))
    state, events = run(state, MoveUnit("m", MoveMode.RUN, ("F", "F")), [5, 4])
    roll = next(e for e in events if isinstance(e, PilotingRoll))
    assert roll.needed == 9 and roll.passed
    assert anti_mech.host_of(state, "s") is None
    hits = [(e.location, e.amount) for e in events
            if isinstance(e, DamageApplied) and e.unit == "s"]
    assert hits and all(amount == 1 for _, amount in hits)
    assert state.unit("m").moved is not None and state.unit("m").moved.mode is MoveMode.RUN


def test_a_failed_driving_roll_keeps_them_on() -> None:
    state, _ = run(erratic_game(), DriveErratically("m"))
    state, _ = run(state, MoveUnit("m", MoveMode.RUN, ("F",)), [4, 4])
    assert anti_mech.host_of(state, "s") == "m"


@pytest.mark.parametrize(("command", "why"), [
    (DropFlat("m"), "only a 'Mech"),
    (DriveErratically("s"), "no swarming infantry|turn"),
])
def test_refusals_say_why(command: Command, why: str) -> None:
    with pytest.raises(IllegalCommand, match=why):
        run(erratic_game(), command)


def test_a_mech_cannot_drive_erratically_and_an_old_table_has_none_of_this() -> None:
    with pytest.raises(IllegalCommand, match="only a vehicle"):
        run(swarmed(), DriveErratically("m"))
    state = swarmed()
    rules = state.rules.tw_infantry
    assert rules is not None
    old = replace(rules, anti_mech=replace(rules.anti_mech, shaking_off=None))
    state = replace(state, rules=replace(state.rules, tw_infantry=old))
    with pytest.raises(IllegalCommand, match="saved before"):
        run(state, DropFlat("m"))
    assert DropFlat("m") not in legal_commands(state)
