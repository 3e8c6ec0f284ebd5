"""The error base every layer shares, so the UI and CLI catch one type."""

from __future__ import annotations


class BtdeskError(Exception):
    """Base of every error btdesk shows a user as one line, never as a traceback."""


class IllegalCommand(BtdeskError):
    """A command the rules refuse; the message is the reason, in a player's words."""
