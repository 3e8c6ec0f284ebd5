"""The Total Warfare infantry module (seed 003, the *Total Warfare* infantry chapter) in
the model: its rule data.  The rules are in ``rules/modules/tw_infantry.py``.

Each number comes from ``resources/rules/tw_infantry.yaml``, where it stands beside the
seed's words; the Quick-Start rules the module replaces are named there too, so a
referee sees both.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from btdesk.hexgrid import Hex

from .board import Terrain


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
