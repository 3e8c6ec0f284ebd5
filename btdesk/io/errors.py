"""Errors a user can act on: every one names the file, the key and what is wrong."""

from __future__ import annotations

from btdesk.model.errors import BtdeskError

__all__ = ["BtdeskError", "DataError"]


class DataError(BtdeskError):
    """A data file (sheet, rule table, map, scenario, save) is wrong.

    ``str()`` gives ``sheets/foo.yaml: armor.LA: expected a whole number ≥ 0, got 'x'``.
    """

    def __init__(self, file: str, key: str, reason: str) -> None:
        self.file = file
        self.key = key
        self.reason = reason
        super().__init__(f"{file}: {key}: {reason}" if key else f"{file}: {reason}")
