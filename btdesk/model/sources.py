"""The documents btdesk's rules come from, by the titles players know them by.

The project keeps its source documents as numbered files (``seeds/00N_….txt``); the
files are named in the docs, but what a player reads — a scenario's source in Game
Options, a module's name, a refusal — names the document by its title instead.
"""

from __future__ import annotations

import re

#: Each source document's title, by its file number.
TITLES: dict[str, str] = {
    "000": "BattleTechnology #6, 0204-B Close Assault",
    "001": "the Combat HQ house rules",
    "002": "BattleTech Quick-Start Rules",
    "003": "Total Warfare",
    "004": "the M42 Project's Moving Infantry",
}

_FILE = re.compile(r"seeds/(00[0-4])_[0-9a-f]+\.txt")
_NUMBER = re.compile(r"\bseed (00[0-4])\b", re.IGNORECASE)


def name_sources(text: str) -> str:
    """``text`` with each source file or "seed 00N" replaced by the document's title
    (a user's own scenario may name the files; the player reads titles)."""
    text = _FILE.sub(lambda m: TITLES[m.group(1)], text)
    return _NUMBER.sub(lambda m: TITLES[m.group(1)], text)
