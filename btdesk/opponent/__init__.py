"""The computer opponent (design.md, *The computer opponent*): a player like any other.

It reads one side's view (``btdesk.rules.visible_to``), never the session, the dice tape
or the other side's hidden units and sealed tactics, and answers with an ordinary
command from ``legal_commands`` with the words and numbers of why (``Decision``).  It
imports the rules' face and the model, never Qt: the window only starts it in a worker
process (``worker``), shows its progress and its reasons, and submits its commands to the
session like a player's, so its games save, replay and undo like any other.
"""

from __future__ import annotations

from btdesk.opponent.levels import DEFAULT_STRENGTH, STRENGTHS, Strength
from btdesk.opponent.player import (
    Decision,
    decide,
    mine,
    owner,
    position_seed,
)

__all__ = ["DEFAULT_STRENGTH", "STRENGTHS", "Decision", "Strength", "decide",
           "mine", "owner", "position_seed"]
