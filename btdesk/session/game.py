"""The open game: the current state, its history, undo/redo, and who to tell.

The history is the opening state plus a log of entries, each a command and the events
it produced (dice included).  Because states are values, undo simply steps back to the
previous one and redo re-applies the recorded entry with its recorded dice, so redo
reproduces exactly what happened rather than rolling again.  The app's dice only go
forward: a roll taken back by undo is spent, and whatever is done instead rolls new dice,
so no one at the screen knows a roll before it falls (who may take a roll back is the
window's question: the other side at a hand-over, or a referee).  Listeners are told what
changed (which units, whether the phase moved on) so a view redraws only that.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from btdesk.io.errors import DataError
from btdesk.io.lazy_library import game_library
from btdesk.io.maps import read_map_file
from btdesk.io.scenarios import (
    ScenarioSource,
    build_scenario,
    on_other_map,
    read_scenario,
    sheet_keys,
)
from btdesk.io.sheets import SheetLibrary
from btdesk.io.tables import load_rule_tables
from btdesk.model.commands import Command
from btdesk.model.events import DiceRolled, Event
from btdesk.model.scenario import Scenario
from btdesk.model.state import GameState
from btdesk.model.tables import RuleTables
from btdesk.rules import Dice, apply, initial_state

from .dice import ReplayDice, ReplayMismatch, SeededDice, VolleyDice, default_dice

DEFAULT_SCENARIO = "green"


@dataclass(frozen=True)
class LogEntry:
    command: Command
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Changes:
    """What one step changed, for listeners that redraw only that."""

    units: frozenset[str] = frozenset()
    phase: bool = False
    log: bool = True
    events: tuple[Event, ...] = ()
    before: GameState | None = None  # the game before the step: what a volley was fired in


def diff(old: GameState, new: GameState) -> frozenset[str]:
    """Units whose state object changed (unchanged units are shared between states)."""
    before = {u.uid: u for u in old.units}
    return frozenset(u.uid for u in new.units if before.get(u.uid) is not u)


def dice_in(entry: LogEntry) -> int:
    """How many dice an entry rolled."""
    return sum(len(e.dice) for e in entry.events if isinstance(e, DiceRolled))


def replay(initial: GameState, entries: Iterable[LogEntry]) -> GameState:
    """Re-run a log through the rules with its own dice; stop at the first entry whose
    events differ from the record."""
    state = initial
    for n, entry in enumerate(entries, start=1):
        dice = ReplayDice(e for e in entry.events if isinstance(e, DiceRolled))
        state, events = apply(state, entry.command, dice)
        if events != entry.events or dice.unused:
            raise ReplayMismatch(f"log entry {n} ({type(entry.command).__name__}) did not "
                                 f"replay as recorded")
    return state


@dataclass
class Session:
    scenario: Scenario
    initial: GameState
    tables: RuleTables
    library: SheetLibrary
    dice: Dice
    seed: int
    source: ScenarioSource
    table_documents: dict[str, Any]
    options: tuple[str, ...] = ()
    free_deployment: bool = False
    notices: tuple[DataError, ...] = ()
    created: str = ""
    _states: list[GameState] = field(default_factory=list)
    _entries: list[LogEntry] = field(default_factory=list)
    _undone: list[LogEntry] = field(default_factory=list)
    _listeners: list[Callable[[Changes], None]] = field(default_factory=list)

    @classmethod
    def from_scenario(cls, name: str | Path | ScenarioSource = DEFAULT_SCENARIO,
                      seed: int | None = None,
                      dice: Dice | None = None, options: Iterable[str] = (),
                      free_deployment: bool = False, map_file: Path | None = None
                      ) -> Session:
        """Load tables, the scenario and the sheets it names (no other: a library of
        thousands of imported sheets costs nothing here, and one of them that is broken
        stops only a game that uses it, naming its file); refused user files become
        notices.
        ``map_file``: play the scenario's sides on this map instead (either format; the
        save embeds the map as btdesk's, so it opens without the file).  Its starting
        hexes were chosen for its own map, so the sides then deploy freely.  ``name``
        may be a scenario already read (a game's own, which a scenario file's game keeps
        when the file is gone)."""
        free_deployment = free_deployment or map_file is not None
        loaded = load_rule_tables()
        source = name if isinstance(name, ScenarioSource) else read_scenario(name)
        library = game_library(sheet_keys(source.document))
        map_notes: tuple[DataError, ...] = ()
        if map_file is not None:
            read = read_map_file(map_file, loaded.tables)
            source = on_other_map(source, read.display, read.document)
            map_notes = tuple(DataError(read.display, "", note) for note in read.notes)
        scenario = build_scenario(source, loaded.tables, library)
        seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        options = tuple(sorted(options))
        return cls(
            scenario=scenario,
            initial=initial_state(scenario, library.sheets, loaded.tables, options,
                                  free_deployment),
            tables=loaded.tables,
            library=library,
            dice=dice if dice is not None else default_dice(seed, options),
            seed=seed,
            source=source,
            table_documents=loaded.documents,
            options=options,
            free_deployment=free_deployment,
            notices=loaded.rejected + library.rejected + map_notes,
        )

    def restore(self, entries: Iterable[LogEntry],
                states: Sequence[GameState] | None = None) -> None:
        """Put a saved log back (already checked by replay): history without new rolls.
        ``states``: the state after each entry, where the caller's check replayed them
        already (a 30-turn company game took as long again to replay a second time)."""
        state = self.initial
        for n, entry in enumerate(entries):
            state = states[n] if states is not None else replay(state, [entry])
            self._states.append(state)
            self._entries.append(entry)
        self._undone.clear()
        self._publish(self.initial, self.state, ())

    # --- state and history -----------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._states[-1] if self._states else self.initial

    @property
    def log(self) -> Sequence[LogEntry]:
        return tuple(self._entries)

    def subscribe(self, listener: Callable[[Changes], None]) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[Changes], None]) -> None:
        """A closed autosave stops writing: it would otherwise go on appending to a slot
        whose game was already ended cleanly."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _publish(self, old: GameState, new: GameState, events: tuple[Event, ...]) -> None:
        changes = Changes(diff(old, new), old.phase != new.phase or old.turn != new.turn,
                          True, events, old)
        for listener in list(self._listeners):
            listener(changes)

    def submit(self, command: Command) -> tuple[Event, ...]:
        """Apply a player's command; raises IllegalCommand (nothing changes, not even the
        place on the dice tape) if refused."""
        old = self.state
        before = self.dice_position()
        try:
            if isinstance(self.dice, VolleyDice):  # a referee types a volley's dice at once
                self.dice.plan(old, command)
            new, events = apply(old, command, self.dice)
        except BaseException:
            self._rewind(before)
            raise
        self._states.append(new)
        self._entries.append(LogEntry(command, events))
        self._undone.clear()
        self._publish(old, new, events)
        return events

    # --- the dice tape ----------------------------------------------------------------------
    def dice_position(self) -> int:
        """Dice the seeded generator has drawn: where play resumes on the tape (0 for a
        referee's typed dice, which have no tape).  Saved with the game.  Undo leaves it
        where it is: the rolls taken back are spent."""
        return self.dice.drawn if isinstance(self.dice, SeededDice) else 0

    def _rewind(self, position: int) -> None:
        if isinstance(self.dice, SeededDice):
            self.dice.rewind(position)

    @property
    def last_undone(self) -> LogEntry | None:
        """The entry the last undo took back (its rolls are spent), if any."""
        return self._undone[-1] if self._undone else None

    @property
    def can_undo(self) -> bool:
        return bool(self._entries)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def undo(self) -> bool:
        if not self._entries:
            return False
        old = self.state
        self._undone.append(self._entries.pop())
        self._states.pop()
        self._publish(old, self.state, ())
        return True

    def redo(self) -> bool:
        if not self._undone:
            return False
        entry = self._undone.pop()
        old = self.state
        new = replay(old, [entry])
        self._states.append(new)
        self._entries.append(entry)
        self._publish(old, new, entry.events)
        return True

    def replayed(self) -> GameState:
        """The current state rebuilt from the opening state and the log."""
        return replay(self.initial, self._entries)
