"""The multi-model infantry module (seed 004) in the model: its commands, events, state
and rule data.  The rules are in ``rules/modules/multi_model.py``.

Models stand on the miniatures table, whose positions are whole millimetres in one
plane with the map (hex ``0101``'s centre at the origin, a hex as wide as the miniature
scale makes it): whole numbers keep saves and the game's fingerprint exact.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from btdesk.hexgrid import Hex

from .checked import Checked
from .frozen import empty_map, freeze_fields

Point = tuple[int, int]  # a model's centre on the table, in millimetres
MM_PER_INCH = 25.4


@dataclass(frozen=True)
class PlaceModel(Checked):
    """Seed 004 *Moving A Unit*: put model ``model`` (1 = the first on the sheet) of a
    unit that has just moved at ``x``, ``y`` (millimetres): the leader first, once."""

    unit: str
    model: int
    x: int
    y: int


@dataclass(frozen=True)
class EndPlacement(Checked):
    """The unit's placing is done: the leader stays where it stands, and every model not
    placed by hand follows it, keeping its place in the formation where that is allowed
    and the nearest allowed place where not."""

    unit: str


@dataclass(frozen=True)
class ChooseLeader(Checked):
    """Seed 004 *Special Rule: Swarm*: "the unit's leader is chosen by its owning player
    from amongst all surviving models at the beginning of the unit's movement"."""

    unit: str
    model: int


@dataclass(frozen=True)
class ModelPlaced:
    unit: str
    model: int
    x: int
    y: int


@dataclass(frozen=True)
class PlacementEnded:
    unit: str


@dataclass(frozen=True)
class LeaderChosen:
    unit: str
    model: int


@dataclass(frozen=True)
class ModelLost:
    """A model removed as its troopers fell; ``leader``: it was the unit's leader."""

    unit: str
    model: int
    leader: bool


@dataclass(frozen=True)
class LeaderReplaced:
    """Seed 004 *Battle Tactics*: model ``model`` (the nearest) is removed and the leader
    put back in its place."""

    unit: str
    model: int


@dataclass(frozen=True)
class ModelRestored:
    """Troopers given back (a referee's correction): a lost model stands again."""

    unit: str
    model: int


@dataclass(frozen=True)
class Formation:
    """One unit's models.  ``models[i]`` is model ``i + 1``'s centre, None once lost;
    ``leader`` is a model number, None while the unit has none.  The rest concern the
    turn ``turn`` only: ``placing`` (it moved and its models are being placed, which
    holds the turn), the models ``placed`` by hand and ``contact`` (it moved into an
    enemy-held hex: the assault the stand-off gives way to).  ``hex``: the unit's hex
    the models stand for (a unit moved by other means is followed by its models).
    ``troopers``: battle armor only, the trooper each model stands for (a Battle
    Tactics leader takes over the trooper of the model it replaces)."""

    models: tuple[Point | None, ...]
    hex: Hex | None = None
    leader: int | None = 1
    troopers: tuple[int, ...] = ()
    turn: int = 0
    placing: bool = False
    placed: frozenset[int] = frozenset()
    contact: bool = False

    def alive(self) -> tuple[int, ...]:
        """The numbers of the models still standing."""
        return tuple(i + 1 for i, p in enumerate(self.models) if p is not None)

    def at(self, model: int) -> Point:
        point = self.models[model - 1]
        assert point is not None
        return point


@dataclass(frozen=True)
class ModelsState:
    """Every multi-model unit's formation, by unit id."""

    formations: Mapping[str, Formation] = field(default_factory=empty_map)

    def __post_init__(self) -> None:
        freeze_fields(self, "formations")


@dataclass(frozen=True)
class MultiModelRules:
    """``resources/rules/multi_model.yaml``: seed 004's numbers and btdesk's choices."""

    default_leadership: int  # a sheet without a Leadership value
    radius_per_leadership: int  # inches of Command Radius per point of Leadership
    standoff_inches: int  # "no model ... any closer than 2" to any enemy model"
    troopers_per_model: Mapping[str, int]  # by unit kind: a model is a squad or a trooper
    base_mm: Mapping[str, int]  # base diameter by unit kind
    contact_mm: int  # bases at most this far apart are in base contact
    leader_falls_on: frozenset[int]  # 1D6: a lost squad is the leader's on these faces

    def __post_init__(self) -> None:
        freeze_fields(self, "troopers_per_model", "base_mm")
