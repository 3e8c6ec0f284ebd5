"""Thousands of autoplayed games across every option set New Game offers (issue 45): each
built-in scenario with each offered option set (a scenario built for Total Warfare
infantry only with it), each game played by the computer or random legal commands on
each side, then saved, reopened and replayed: no refused command, no error, no hang
(each game ends, or is called a draw after turns in which no unit is harmed: one
stopped by the command limit is a failure), and every save opening to the very state played.

    python3 bench/sweep.py [games per scenario and option set, default 5] [first seed]

Prints a line per scenario and a total; exits non-zero on any failure, each told in a
line with the scenario, options, seed and players to replay it with ``btdesk autoplay``.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from opponent import NEEDS

from btdesk.autoplay import play_game
from btdesk.io.resources import builtin_scenarios
from btdesk.model.errors import BtdeskError
from btdesk.model.rule_set import offered_option_sets
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session

#: Who plays each side, in turn from game to game: the computer at each level and random
#: legal commands (random play reaches the odd corners of the rules; the computer, whole
#: games to their end).
MATCHES = ({"blue": "bot", "orange": "random"}, {"blue": "random", "orange": "bot"},
           {"blue": "bot", "orange": "bot:beginner"}, {"blue": "random", "orange": "random"},
           {"blue": "bot:beginner", "orange": "bot"})


def main() -> int:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    first_seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    folder = Path(tempfile.mkdtemp(prefix="btdesk-sweep-"))
    played = failed = drawn = commands = 0
    longest = (0.0, "")
    started = time.perf_counter()
    for scenario in builtin_scenarios():
        sets = [o for o in offered_option_sets()
                if set(NEEDS.get(scenario, ())) <= set(o)]
        s_played = s_drawn = 0
        s_started = time.perf_counter()
        for n, options in enumerate(sets):
            for g in range(games):
                seed = first_seed + n * games + g
                match = MATCHES[(n * games + g) % len(MATCHES)]
                label = (f"{scenario} --seed {seed} "
                         + " ".join(f"--{s} {k}" for s, k in match.items())
                         + f" options {'+'.join(options)}")
                kept: list[Session] = []
                try:
                    result = play_game(scenario, match, seed, options, keep=kept.append)
                    if result.stopped == "commands":
                        raise BtdeskError(f"{result.commands} commands without an end of "
                                          "the game or of a turn in which no unit was harmed")
                    path = folder / f"{scenario}-{seed}.btdesk.yaml"
                    save_session(kept[0], path)
                    if open_session(path).state != kept[0].state:
                        raise BtdeskError("the save does not reopen to the state played")
                    path.unlink()
                except Exception as exc:  # a crash is a finding: told, and on to the next
                    failed += 1
                    where = traceback.extract_tb(exc.__traceback__)[-1]
                    print(f"FAILED {label}: {type(exc).__name__}: {exc} (at {where.filename}:"
                          f"{where.lineno})", flush=True)
                    continue
                s_played += 1
                s_drawn += result.winner is None
                commands += result.commands
                if result.seconds > longest[0]:
                    longest = (result.seconds, label)
        played += s_played
        drawn += s_drawn
        print(f"  {scenario:20} {len(sets):3} option sets, {s_played:5} games, {s_drawn:4} "
              f"drawn, {time.perf_counter() - s_started:6.0f} s", flush=True)
    print(f"  {'all':20} {played} games, {failed} failed, {drawn} drawn, {commands} commands, "
          f"{time.perf_counter() - started:.0f} s; the longest game {longest[0]:.1f} s "
          f"({longest[1]})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
