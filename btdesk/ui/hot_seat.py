"""The main window's hot seat: the screen handed to the side with a secret to keep, and
Undo as a take-back the other side allows when two players share the screen."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from btdesk.rules.modules.close_assault import secret_choosers
from btdesk.session.dice import SeededDice
from btdesk.session.game import dice_in

from .events_text import redone_text, take_back_question, undone_text
from .game_log import GameLog
from .handover import HandOverScreen, assault_roles
from .story import Step, tells_a_story

HAND_OVER_KEY = "hotSeat/handOver"


class HotSeat(GameLog):
    """Who has the screen, and taking a move back."""

    handover: HandOverScreen

    def _exchange_told(self, _steps: list[Step]) -> None:
        """The exchange's last step shown: the next choices, and a hand-over for a secret
        one, come now, not over the playback."""
        if not self.assault.story.untold:
            self.assault.redraw()
            self._check_hand_over()

    def _check_hand_over(self) -> None:
        """Before a side's secret choice (or its turn while it has hidden units), the
        screen is handed to that side's player, unless they already have it; when no one
        needs it, it shows only what anyone may see."""
        c, state = self.controller, self.session.state
        if self.handover.taking_back:
            return  # the take-back is answered first; then the screen goes where it must
        wanted = c.wanted_viewer() if c.hand_over else None
        if self.assault.story.untold and secret_choosers(state):
            wanted = None  # the last exchange is played back to both before the next choice
        if wanted is None or wanted == c.viewer:
            self.handover.hide()
            if wanted is None and c.viewer is not None:
                c.viewer = None
                self._show_secrets()
            return
        roles = assault_roles(state, wanted) if secret_choosers(state) else []
        why = ("Close Assault: " + "; ".join(roles) + ". A tactic is chosen in secret."
               if roles else "Close Assault: a tactic is chosen in secret."
               if secret_choosers(state) else "Hidden units: only their own side may see them.")
        side = state.side(wanted)
        self.handover.ask(wanted, side.name, why, side.colour)

    def _show_secrets(self) -> None:
        """The viewer changed: the map, roster and sheets show what the new one may see."""
        shown = self.controller.shown()
        self.scene.refresh_units(shown)
        self.sheets.show_only({u.uid for u in shown.units})
        self.roster.fill()
        self.orders.refresh()
        self.assault.redraw()

    def viewer_ready(self, side: str) -> None:
        """``side``'s player has the screen (the hand-over screen's answer): it shows
        what they may see."""
        self.controller.viewer = side
        self.handover.hide()
        self._show_secrets()
        if self.session.state.assaults:
            self.assault_dock.show()
            self.assault_dock.raise_()

    def _hand_over_toggled(self, on: bool) -> None:
        QSettings().setValue(HAND_OVER_KEY, on)
        self.controller.hand_over = on
        self.controller.viewer = None
        self._show_secrets()
        self._check_hand_over()

    def needs_consent(self) -> bool:
        """Whether Undo now is a take-back that the other side must allow: the last entry
        rolled the app's dice, and two players share the screen (hand-over screens on).
        A referee's game (typed dice) or one person at the screen decides alone."""
        log = self.session.log
        return (bool(log) and self.controller.hand_over
                and isinstance(self.session.dice, SeededDice) and dice_in(log[-1]) > 0)

    def _undo(self) -> None:
        from .computer import refuses_take_back, reply_last

        while reply_last(self):  # the computer's reply goes back with the step it answered
            self._take_back()
        if self.needs_consent() and refuses_take_back(self):
            return
        if self.needs_consent():
            self._finish_stories()
            self._check_hand_over()  # the last hand-over first, then the question
            self.handover.ask_take_back(*take_back_question(self.session))
            return
        self._take_back()

    def _take_back(self) -> None:
        self._finish_stories()  # the log tells everything before it tells the undo
        if self.session.undo():
            self.dice_log.add_lines([undone_text(self.session)])
            # What was said of the game taken back is not so any more.
            self.statusBar().clearMessage()
            undone = self.session.last_undone
            if undone is not None and tells_a_story(undone.events):
                self.orders.story.clear()
                self.assault.story.clear()
                self._hold_volley()

    def _take_back_decided(self, allowed: bool) -> None:
        """The other side's player answered at the screen: it shows no side's secrets
        now, and is handed back to whoever must have it."""
        if self.controller.viewer is not None:
            self.controller.viewer = None
            self._show_secrets()
        if allowed:
            self._take_back()
        else:
            self.dice_log.add_lines(["↷ take-back refused: the roll stands"])
        self._check_hand_over()

    def _redo(self) -> None:
        """Told as the undo is: a line saying what comes back, then what it did."""
        self._finish_stories()
        entry = self.session.last_undone
        if entry is not None:
            self.dice_log.add_lines([redone_text(entry)])
        self.session.redo()
