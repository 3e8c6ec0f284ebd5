"""Session changes as a Qt signal, so widgets connect to what changed (Anki's OpChanges)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from btdesk.session.game import Changes, Session


class SessionBridge(QObject):
    changed = Signal(object)  # Changes

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        session.subscribe(self._forward)

    def _forward(self, changes: Changes) -> None:
        self.changed.emit(changes)
