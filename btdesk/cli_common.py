"""What btdesk's subcommands share: Qt offscreen, with a native crash logged, for the
commands that draw without a window; the rule tables loaded once per command."""

from __future__ import annotations

import os
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from btdesk.model.tables import RuleTables


def use_offscreen() -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    log_native_crashes()


def log_native_crashes() -> None:
    """Before Qt loads: a Qt abort kills the process past every ``except``."""
    from btdesk.io import crashlog

    crashlog.log_native_crashes()


@cache
def rule_tables() -> RuleTables:
    """Loaded once per command, however many boards it imports."""
    from btdesk.io.tables import load_rule_tables

    return load_rule_tables().tables
