"""Who plays the force builder's balance estimate: the computer opponent
(``btdesk.opponent``) at its quick medium level, for every side.

Here, not in ``btdesk.session.balance``: the opponent sits beside the session in the
layers, and only the window may bring the two together."""

from __future__ import annotations

import random

from btdesk import opponent
from btdesk.model.commands import Command
from btdesk.model.state import GameState
from btdesk.rules import legal_commands, visible_to
from btdesk.session.balance import Player

LEVEL = "medium"  # a matchup is played out dozens of times: quick, and not careless


def balance_player() -> tuple[Player, str]:
    """The player and the words the estimate names it by."""
    def play(state: GameState, rng: random.Random) -> Command:
        commands = legal_commands(state)
        side = opponent.owner(state, commands[0])
        if side is None:  # a command anybody gives (the initiative roll)
            return commands[0]
        decision = opponent.decide(visible_to(state, side), side, LEVEL,
                                   salt=rng.randrange(2**31))
        if decision is None:
            return rng.choice(commands)
        chosen: Command = decision.command
        return chosen

    return play, f"the computer opponent ({LEVEL}) for every side"
