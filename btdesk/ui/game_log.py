"""The main window's telling of what happened: the dice log, and a volley or a Close
Assault exchange played back step by step (the map, sheets and Units dock showing a
volley's damage as it is told)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QTimer

from btdesk.model.events import Event, TacticsRevealed
from btdesk.model.state import GameState
from btdesk.session.game import Changes

from .assault_dock import AssaultDock
from .events_text import describe
from .map_scene import MapScene
from .orders import OrdersPanel
from .roster import RosterTree
from .sheet_view import SheetsTabs
from .story import Step, as_told, steps_of, tells_a_story
from .window_printing import WindowPrinting


class GameLog(WindowPrinting):
    """The log and the stories told in the Orders and Close Assault docks."""

    scene: MapScene
    orders: OrdersPanel
    assault: AssaultDock
    sheets: SheetsTabs
    roster: RosterTree
    _volley_before: GameState | None
    _hits_timer: QTimer

    def _lines(self, events: Iterable[Event]) -> list[str]:
        state = self.session.state
        return [line for e in events if (line := describe(e, state))]

    def _tell(self, changes: Changes) -> None:
        """A Close Assault exchange, or a volley of attacks, is told one step at a time in
        its dock (and reaches the log as it is told); anything else goes to the log at
        once, after whatever was still untold."""
        events, state = changes.events, self.session.state
        reveal = next((i for i, e in enumerate(events) if isinstance(e, TacticsRevealed)),
                      None)
        if reveal is not None:
            self._finish_stories()
            self.dice_log.add_lines(self._lines(events[:reveal]))
            self.assault.story.tell(steps_of(events[reveal:], state), len(self.session.log))
        elif tells_a_story(events) and changes.before is not None:
            self.assault.story.finish()
            # One volley: every resolution of one phase ("Resolve All" is one per unit).
            key = ("volley", changes.before.turn, changes.before.phase)
            if key != self.orders.story.key or not self.orders.story.steps:
                self._volley_before = changes.before  # the game the volley was fired in
            self.orders.story.tell(steps_of(events, state), key)
            self._hold_volley()
        else:
            self._finish_stories()
            self.dice_log.add_lines(self._lines(events))

    def _finish_stories(self) -> None:
        for player in (self.orders.story, self.assault.story):
            player.finish()

    def _steps_shown(self, steps: list[Step]) -> None:
        """A step told: its lines go to the log, its hits flash on the map."""
        self.dice_log.add_lines(line for step in steps for line in step.lines)
        self._hold_volley()
        hits = [(h.at, h.text) for h in steps[-1].hits if h.at is not None] if steps else []
        self.scene.hits.show_labels(hits)
        if hits:
            self._hits_timer.start()

    def _hold_volley(self) -> None:
        """Sheets, counters and the Units dock show a volley's damage as its steps are
        told, not before (:func:`btdesk.ui.story.as_told`)."""
        story, before = self.orders.story, self._volley_before
        held = (as_told(before, self.session.state, story.steps, story.told)
                if before is not None and story.untold else {})
        old = self.controller.held
        if not held and not old:
            return
        self.controller.held = held
        self.scene.refresh_units(self.controller.shown(), frozenset(old) | frozenset(held))
        self.sheets.hold(held)
        self.roster.fill()
