"""The planner as Qt sees it: :class:`btdesk.session.planner.Planner`'s news as signals.

Widgets read the plan through this object (``controller.selected``, ``.plan``,
``.target``...) and connect to its signals; the plan and its logic are the planner's,
which knows nothing of Qt.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from btdesk.session.game import Session
from btdesk.session.planner import Planner

from .bridge import SessionBridge


class TableController(Planner, QObject):
    planChanged = Signal()  # the selection, plan or target changed
    previewChanged = Signal()  # only the hovered path preview moved
    targetPreview = Signal(str)  # the to-hit numbers against the enemy under the mouse
    refused = Signal(str)  # a command was refused: the reason

    def __init__(self, session: Session, hand_over: bool = True) -> None:
        QObject.__init__(self)
        Planner.__init__(self, session, hand_over)
        # Every change to the game, whoever made it (a click, undo, a referee's tick):
        # widgets subscribe to the kinds they show.  The half-made plan goes first, so
        # nothing redraws an old plan over a new game.
        self.bridge = SessionBridge(session)
        self.bridge.changed.connect(self.game_changed)

    def plan_changed(self) -> None:
        self.planChanged.emit()

    def preview_changed(self) -> None:
        self.previewChanged.emit()

    def target_previewed(self, text: str) -> None:
        self.targetPreview.emit(text)

    def refuse(self, reason: str) -> None:
        self.refused.emit(reason)
