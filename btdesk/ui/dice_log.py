"""The dice log: every roll and what it did, in words, in the order it happened."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QPlainTextEdit

# Within this many pixels of the end counts as "at the end": a wheel notch short of it is
# still reading the newest lines.
AT_END_SLACK = 4


class DiceLog(QPlainTextEdit):
    """New lines are followed (the view stays at the end) unless the player scrolled up
    to read something older: then the view stays where they are reading.  QPlainTextEdit
    follows only while it is visible, so a log behind another dock's tab was left
    stranded part-way down; this decides by where the player left it instead."""

    def __init__(self) -> None:
        super().__init__()
        self.setReadOnly(True)
        self.setPlaceholderText("Dice rolls appear here as the game is played.")
        self.reading_back = False  # the player scrolled up on purpose
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self._appending = False

    def _scrolled(self, value: int) -> None:
        if not self._appending:
            bar = self.verticalScrollBar()
            self.reading_back = value < bar.maximum() - AT_END_SLACK

    def add_lines(self, lines: Iterable[str]) -> None:
        self._appending = True
        try:
            for line in lines:
                self.appendPlainText(line)
            if not self.reading_back:
                bar = self.verticalScrollBar()
                bar.setValue(bar.maximum())
        finally:
            self._appending = False

    def reset(self, lines: Iterable[str]) -> None:
        """A game opened: its whole log, read from the end."""
        self.clear()
        self.reading_back = False
        self.add_lines(lines)
