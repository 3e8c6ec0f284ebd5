"""Errors a user can act on: every one names the file, the key and what is wrong."""

from __future__ import annotations

from btdesk.model.errors import BtdeskError

__all__ = ["BtdeskError", "DataError", "FileRefused"]


FILE_LIMIT = 300  # a path is shown whole unless absurd
KEY_LIMIT = 60
REASON_LIMIT = 160  # with the file and key, a refusal stays within ~200 characters


def printable(text: str, keep: str = "") -> str:
    """``text`` without the characters a terminal acts on (escape sequences that clear
    or retitle it, bells, carriage returns, any other non-printing character): each is
    shown as ``\\x1b`` instead, so text from a crafted file prints as what it is.  The
    characters in ``keep`` (a printed line's own newline) pass."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " or c in keep else f"\\x{ord(c):02x}"
                   for c in text)


def one_line(text: str, limit: int) -> str:
    """What a refusal may echo from a file: on one line (a YAML parser's two-line
    message, a value with newlines), without the terminal control characters a crafted
    file could carry (shown as \\x1b, by :func:`printable`), and cut at ``limit``
    characters (one echoed a 5 MB value)."""
    shown = " ".join(printable(text, keep="\n\r\t").split())
    return shown if len(shown) <= limit else shown[:limit - 1] + "…"


class DataError(BtdeskError):
    """A data file (sheet, rule table, map, scenario, save) is wrong.

    ``str()`` gives ``sheets/foo.yaml: armor.LA: expected a whole number ≥ 0, got 'x'``.
    """

    def __init__(self, file: str, key: str, reason: str) -> None:
        self.file = file = one_line(file, FILE_LIMIT)
        self.key = one_line(key, KEY_LIMIT)
        self.reason = one_line(reason, REASON_LIMIT)
        key, reason = self.key, self.reason
        super().__init__(f"{file}: {key}: {reason}" if key else f"{file}: {reason}")


class FileRefused(DataError):
    """Refused for what the file is, before its content is read as btdesk data: too big,
    too many values, nested too deep, anchors or aliases, not a regular file, unreadable.
    No truncation causes these, so a save's missing end line does not explain them."""
