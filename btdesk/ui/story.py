"""A resolution told one step at a time: a volley of weapon or physical attacks, or a
Close Assault exchange.

The rules resolve a whole volley at once (that is what makes it replayable); a player at
the table reads it attack by attack.  A story groups the events into steps (each attack
with its rolls and what it did), and a player steps through them; the dice log receives
each step's lines only when it is shown, so the log never tells the end first, and each
step's hits are flashed on the map.  The record sheets and counters show each step's
damage as it is told (:func:`as_told`), never before.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from btdesk.hexgrid import Hex
from btdesk.model import events as ev
from btdesk.model.frozen import replace
from btdesk.model.state import GameState, UnitState

from .events_text import describe, place

# The events that begin a step: an attack (with the rolls just before it), a reveal.
ATTACKS = (ev.ShotResolved, ev.BuildingShot, ev.PhysicalResolved, ev.BuildingBlow)
HEADLINES = (*ATTACKS, ev.StrayShot, ev.AttackCalledOff, ev.TacticsRevealed, ev.PilotingRoll)


@dataclass(frozen=True)
class Hit:
    """Damage to show on the map: where the unit stood and what it took."""

    unit: str
    at: Hex | None
    text: str


@dataclass(frozen=True)
class Step:
    lines: tuple[str, ...]
    hits: tuple[Hit, ...] = ()
    events: tuple[ev.Event, ...] = ()  # what the step tells, rolls included

    @property
    def text(self) -> str:
        return "\n".join(line.strip() for line in self.lines)


def tells_a_story(events: tuple[ev.Event, ...]) -> bool:
    """Whether a change resolved attacks (or an exchange): worth telling step by step."""
    return any(isinstance(e, (*ATTACKS, ev.TacticsRevealed)) for e in events)


def steps_of(events: tuple[ev.Event, ...], state: GameState) -> list[Step]:
    """Group ``events`` into steps: a headline event opens a step and takes the dice
    rolled just before it; what follows (damage, falls, destruction) belongs to it."""
    steps: list[tuple[list[str], list[Hit], list[ev.Event]]] = []
    pending: list[str] = []
    rolls: list[ev.Event] = []
    for event in events:
        line = describe(event, state)
        is_roll = isinstance(event, ev.DiceRolled)
        if (isinstance(event, HEADLINES) or not steps) and not is_roll:
            steps.append(([*pending], [], [*rolls]))
            pending, rolls = [], []
        if is_roll:
            rolls.append(event)
            if line:
                pending.append(line)
            continue
        lines, hits, told = steps[-1]
        lines += pending
        told += rolls
        told.append(event)
        pending, rolls = [], []
        if line:
            lines.append(line)
        hit = _hit(event, state)
        if hit is not None:
            hits.append(hit)
    if pending or rolls:
        if steps:
            steps[-1][0].extend(pending)
            steps[-1][2].extend(rolls)
        else:
            steps.append((pending, [], rolls))
    return [Step(tuple(lines), _merged(hits), tuple(told)) for lines, hits, told in steps
            if lines]


def as_told(before: GameState, now: GameState, steps: list[Step], told: int
            ) -> dict[str, UnitState]:
    """The units a volley's untold steps still touch, as the game ``before`` it and its
    first ``told`` steps leave them: the damage, locations lost and destruction told so
    far, and otherwise as they were.  A record sheet or a counter never shows a hit the
    story has not reached."""
    waiting = {uid for step in steps[told:] for e in step.events
               if isinstance(uid := getattr(e, "unit", None), str)}
    held: dict[str, UnitState] = {}
    for uid in waiting:
        if not (before.has_unit(uid) and now.has_unit(uid)):
            continue
        unit = before.unit(uid)
        damage, lost, destroyed = dict(unit.damage), set(unit.lost), unit.destroyed
        for step in steps[:told]:
            for e in step.events:
                if getattr(e, "unit", None) != uid:
                    continue
                if isinstance(e, ev.DamageApplied):
                    damage[e.location] = damage.get(e.location, 0) + e.amount
                elif isinstance(e, ev.LocationDestroyed):
                    lost.add(e.location)
                elif isinstance(e, ev.UnitDestroyed):
                    destroyed = True
        held[uid] = replace(unit, damage=damage, lost=frozenset(lost), destroyed=destroyed)
    return held


def _hit(event: ev.Event, state: GameState) -> Hit | None:
    uid = getattr(event, "unit", None)
    if not isinstance(uid, str) or not state.has_unit(uid):
        return None
    at = state.unit(uid).position
    if isinstance(event, ev.DamageApplied):
        return Hit(uid, at, f"−{event.amount} {place(event.location)}")
    if isinstance(event, ev.LocationDestroyed):
        return Hit(uid, at, f"{place(event.location)} destroyed")
    if isinstance(event, ev.UnitDestroyed):
        return Hit(uid, at, "DESTROYED")
    if isinstance(event, ev.UnitFell):
        return Hit(uid, at, "falls")
    return None


def _merged(hits: list[Hit]) -> tuple[Hit, ...]:
    """One label per unit per step: "−5 Left Torso, −2 Center Torso"."""
    out: dict[str, Hit] = {}
    for hit in hits:
        old = out.get(hit.unit)
        out[hit.unit] = hit if old is None else Hit(hit.unit, old.at, f"{old.text}, {hit.text}")
    return tuple(out.values())


class StoryPlayer(QWidget):
    """The steps told so far, and the buttons to tell the next one or all of them."""

    revealed = Signal(list)  # the steps just shown: list[Step]

    def __init__(self, title: str, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(f"<b>{title}</b>")
        layout.addWidget(self.title)
        self.list = QListWidget()
        self.list.setObjectName(f"{name}_steps")
        self.list.setMaximumHeight(200)
        # A step is a sentence or three: wrapped, not scrolled sideways in a narrow dock.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.next_step = QPushButton("Next Step")
        self.next_step.setObjectName(f"{name}_next")
        self.next_step.clicked.connect(lambda: self.reveal(1))
        self.all_steps = QPushButton("Show All")
        self.all_steps.setObjectName(f"{name}_all")
        self.all_steps.clicked.connect(self.finish)
        row.addWidget(self.next_step)
        row.addWidget(self.all_steps)
        layout.addLayout(row)
        self.steps: list[Step] = []
        self.told = 0
        self.key: object = None  # what the story is about: a new key starts a new story
        self._update()

    @property
    def untold(self) -> int:
        return len(self.steps) - self.told

    def tell(self, steps: list[Step], key: object) -> None:
        """Start a story (or go on with the same one: "Resolve All" is one volley told
        by several commands), and show its next step."""
        if key != self.key or not self.steps:
            self.finish()
            self.steps, self.told, self.key = [], 0, key
            self.list.clear()
        had_untold = self.untold > 0
        self.steps += steps
        if not had_untold:
            self.reveal(1)
        else:
            self._update()

    def reveal(self, more: int) -> None:
        new = self.steps[self.told:self.told + more]
        self.told += len(new)
        for step in new:
            self.list.addItem(step.text)
        self.list.scrollToBottom()
        self._update()
        if new:
            self.revealed.emit(new)

    def clear(self) -> None:
        """The story does not stand (its volley was undone): nothing is told."""
        self.steps, self.told, self.key = [], 0, None
        self.list.clear()
        self._update()

    def finish(self) -> None:
        """Everything still untold, at once (before anything else reaches the log)."""
        self.reveal(self.untold)

    def _update(self) -> None:
        left = self.untold
        self.next_step.setEnabled(left > 0)
        self.all_steps.setEnabled(left > 0)
        self.next_step.setText(f"Next Step ({left} more)" if left else "Next Step")
        self.setVisible(bool(self.steps))  # nothing resolved yet: no empty box
