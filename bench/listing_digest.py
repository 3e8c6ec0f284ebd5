"""The answers the rules benches time, as digests: a change made for speed must leave
every one of them the same.  Each digest covers, in order, ``legal_commands`` of a bench
state, every unit's ``reachable`` ends (keys, costs, paths, in order) in each mode, or
every pair's line of sight.

    python3 bench/listing_digest.py           # compare with the digests below
    python3 bench/listing_digest.py --record  # print the digests as they are now
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("BTDESK_USER_DIR", tempfile.mkdtemp())

import company
import rules

from btdesk.model.state import GameState, MoveMode
from btdesk.rules import legal_commands, line_of_sight, reachable
from btdesk.rules.core.move_search import ANY_BUDGET, reachable_within

# Recorded at 1b784b1 (before the company rows were made faster).
EXPECTED = {
    "legal, movement with Close Assault": "7c049747b7f81f125c913af8",
    "legal, movement, the other side": "9b33b7f322bb1141c94e4af9",
    "legal, on ground": "0c2c599b589cef6787b2b5cb",
    "legal, a loaded carrier": "884b9bf0e43e589a4d2a54d5",
    "legal, standard rules at heat 13": "603e0fdaea5b1b2cfb1b983e",
    "legal, TW infantry": "7c049747b7f81f125c913af8",
    "legal, weapon attacks": "408d7f4f0c9cd7411507fb45",
    "legal, companies moving": "c49e24b081c7f29b06d2e671",
    "legal, companies moving, the other side": "599a03c050ba7c008799b4f2",
    "legal, companies' weapon attacks": "cd187b76ebaef682146e1c2c",
    "reach, every unit and mode": "c7e289f14ef211ea93d06a35",
    "reach, on ground": "e31e5ae242d4e8441eea18b7",
    "reach, a hover tank on a road": "d3799be6c4c26b7ee07e8c2e",
    "reach, companies": "e1231e0e9d5bb272005c467f",
    "reach, companies, any budget and within a band": "590f932836d1fa40b2941a00",
    "line of sight, all pairs": "8d7471508a3cc04cfd612e58",
    "line of sight, on ground": "a80643c2fab9a7cd8f6b5f90",
    "line of sight, companies": "603c1d17663457db4241840c",
}


def _digest(items: Iterable[object]) -> str:
    h = hashlib.blake2b(digest_size=12)
    for item in items:
        h.update(repr(item).encode())
        h.update(b"\n")
    return h.hexdigest()


def _other_side(s: GameState) -> GameState:
    assert s.initiative is not None
    return replace(s, initiative=tuple(reversed(s.initiative)))


def _reach(s: GameState) -> Iterable[object]:
    for u in s.units:
        for mode in MoveMode:
            yield u.uid, mode, list(reachable(s, u.uid, mode).items())


def _reach_far(s: GameState) -> Iterable[object]:
    band = frozenset(h for h in s.board.hexes() if 20 <= h.column <= 44)
    for u in s.units:
        yield u.uid, list(reachable(s, u.uid, MoveMode.WALK, ANY_BUDGET).items())
        for mode in (MoveMode.WALK, MoveMode.RUN):
            yield u.uid, mode, list(reachable_within(s, u.uid, mode, band).items())


def _looks(s: GameState) -> Iterable[object]:
    for a in s.units:
        for b in s.units:
            if a.uid != b.uid:
                yield line_of_sight(s, a.position, b.position)  # type: ignore[arg-type]


def checks() -> dict[str, Callable[[], Iterable[object]]]:
    s = rules.centred(rules.state())
    ground = rules.on_ground()
    co = company.centred(company.state())
    return {
        "legal, movement with Close Assault": lambda: legal_commands(rules.moving(s)),
        "legal, movement, the other side":
            lambda: legal_commands(_other_side(rules.moving(s))),
        "legal, on ground": lambda: legal_commands(rules.moving(ground)),
        "legal, a loaded carrier": lambda: legal_commands(rules.carrying()),
        "legal, standard rules at heat 13":
            lambda: legal_commands(rules.with_standard(rules.moving(s))),
        "legal, TW infantry":
            lambda: legal_commands(rules.with_total_warfare_infantry(rules.moving(s))),
        "legal, weapon attacks": lambda: legal_commands(s),
        "legal, companies moving": lambda: legal_commands(company.moving(co)),
        "legal, companies moving, the other side":
            lambda: legal_commands(_other_side(company.moving(co))),
        "legal, companies' weapon attacks": lambda: legal_commands(co),
        "reach, every unit and mode": lambda: _reach(rules.moving(s)),
        "reach, on ground": lambda: _reach(rules.moving(ground)),
        "reach, a hover tank on a road": lambda: _reach(rules.moving(rules.road_tank(s))),
        "reach, companies": lambda: _reach(company.moving(co)),
        "reach, companies, any budget and within a band":
            lambda: _reach_far(company.moving(co)),
        "line of sight, all pairs": lambda: _looks(s),
        "line of sight, on ground": lambda: _looks(ground),
        "line of sight, companies": lambda: _looks(co),
    }


def main() -> None:
    record = "--record" in sys.argv[1:]
    wrong = 0
    for name, answers in checks().items():
        found = _digest(answers())
        if record:
            print(f'    "{name}": "{found}",')
        elif found != EXPECTED[name]:
            wrong += 1
            print(f"DIFFERENT: {name}: {found}, recorded {EXPECTED[name]}")
    if not record:
        print(f"{len(EXPECTED) - wrong} of {len(EXPECTED)} digests as recorded")
        sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
