"""Save and load times for a 30-turn Elite game (random legal play, seeded).

    python3 bench/saves.py
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("BTDESK_USER_DIR", tempfile.mkdtemp())

from btdesk.model.commands import DeclareAttack, MoveUnit
from btdesk.model.state import Phase
from btdesk.rules import legal_commands
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session


def thirty_turns() -> Session:
    """Games that keep going: attacks are preferred but units mostly shuffle, so a 30-turn
    game is reached; restart with the next seed if one ends early."""
    for seed in range(100):
        session = Session.from_scenario("elite", seed=seed)
        rng = random.Random(seed)
        while session.state.phase is not Phase.GAME_OVER and session.state.turn <= 30:
            choices = legal_commands(session.state)
            attacks = [c for c in choices if isinstance(c, DeclareAttack) and c.target]
            short = [c for c in choices if isinstance(c, MoveUnit) and len(c.steps) <= 2]
            pool = attacks if attacks and rng.random() < 0.3 else short or choices
            session.submit(rng.choice(pool))
        if session.state.turn > 30:
            return session
    raise SystemExit("no seed gave a 30-turn game")


def main() -> None:
    session = thirty_turns()
    path = Path(tempfile.mkdtemp()) / "elite.btdesk.yaml"
    saves, loads = [], []
    for _ in range(5):
        t = time.perf_counter()
        save_session(session, path)
        saves.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        again = open_session(path)
        loads.append((time.perf_counter() - t) * 1000)
    assert again.state == session.state
    from btdesk.io.slots import Slot
    from btdesk.rules import legal_commands
    from btdesk.session.autosave import Autosaver

    saver = Autosaver(again, Slot.claim_new(Path(tempfile.mkdtemp())))
    appends = []
    for _ in range(30):
        if again.state.phase is Phase.GAME_OVER:
            break
        command = legal_commands(again.state)[0]
        t = time.perf_counter()
        saver._changed(again_changes(again, command))
        appends.append((time.perf_counter() - t) * 1000)
    events = sum(len(e.events) for e in session.log)
    print(f"30-turn Elite game: {len(session.log)} commands, {events} events, "
          f"{path.stat().st_size / 1024:.0f} KiB")
    print(f"  save (atomic, with backup)   median {statistics.median(saves):7.1f} ms   "
          f"best {min(saves):7.1f} ms")
    print(f"  load (validate + replay)     median {statistics.median(loads):7.1f} ms   "
          f"best {min(loads):7.1f} ms")
    print(f"  autosave after one command   median {statistics.median(appends):7.2f} ms   "
          f"worst {max(appends):7.2f} ms  (journal append)")


def again_changes(session: Session, command: object):
    """Submit without the autosaver listening, so the append alone is timed."""
    from btdesk.session.game import Changes

    listeners, session._listeners = session._listeners, []
    session.submit(command)  # type: ignore[arg-type]
    session._listeners = listeners
    return Changes()


if __name__ == "__main__":
    main()
