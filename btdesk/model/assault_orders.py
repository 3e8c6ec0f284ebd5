"""The Close Assault orders module (seed 001) in the model: its command, its events, its
state in a game and its rule data.  The rules are in ``rules/modules/assault_orders.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .checked import Checked
from .frozen import empty_map, freeze_fields


@dataclass(frozen=True)
class OrderCloseAssault(Checked):
    """Seed 001 *Close Assault Order*: "A unit must be given a Close Assault order to
    charge into contact with the enemy", before it moves; ``target``: the enemy unit it
    is ordered against (the nearest one it may not bypass)."""

    unit: str
    target: str


@dataclass(frozen=True)
class CloseAssaultOrdered:
    unit: str
    target: str


@dataclass(frozen=True)
class ContactFailed:
    """The ordered unit's move ended short of its target: it may fire, at a penalty."""

    unit: str
    target: str


@dataclass(frozen=True)
class OrdersState:
    """This turn's orders (unit -> target) and the ordered units that failed to reach
    contact.  Kept with the turn it belongs to: a later turn's state starts empty."""

    turn: int = 0
    orders: Mapping[str, str] = field(default_factory=empty_map)
    short: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        freeze_fields(self, "orders")


@dataclass(frozen=True)
class AssaultOrderRules:
    """``resources/rules/assault_orders.yaml``: the seed's numbers in BattleTech terms."""

    max_assaulters: int  # per target ("A maximum of two units can Close Assault one")
    short_fire_modifier: int  # to-hit modifier for an ordered unit that failed contact
    may_assault: frozenset[str]  # unit kinds that may be ordered into contact
    fire_only: frozenset[str]  # unit kinds that may only fire (none in btdesk's sheets yet)
    ordering_phase: str  # when orders are given: "movement" (before the unit moves)
