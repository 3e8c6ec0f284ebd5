"""Save files (``btdesk-game``), documented in docs/save-format.md.

A save is the game's whole history: the documents it was built from (scenario, map, every
record sheet used, every rule table), its options and dice seed, and the log of commands
with the events each produced.  This module turns a file into checked, typed parts and
back; rebuilding and replaying the game is the session's work.  A file is never changed
by reading it, and writing is atomic (``atomic.write_atomic``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from btdesk import __version__
from btdesk.model.commands import Command
from btdesk.model.events import Event

from .atomic import write_atomic
from .codec import COMMANDS, EVENTS, decode_tagged, encode_tagged
from .errors import DataError
from .reader import Node
from .scenarios import ScenarioSource
from .yamlsafe import load_file, parse_text

FORMAT = "btdesk-game"
VERSION = 2
# A 30-turn game is 160 KiB and 25,000 parser events, and opens (checked and replayed) in
# 0.2 s.  The bounds allow ~50 times that, and keep a hostile file's refusal to seconds.
SIZE_LIMIT = 8 << 20
MAX_EVENTS = 300_000
SUFFIX = ".btdesk.yaml"

@dataclass(frozen=True)
class SavedGame:
    scenario: ScenarioSource
    sheets: dict[str, Any]  # key → sheet document
    rules: dict[str, Any]  # table name → table document
    options: tuple[str, ...]
    free_deployment: bool
    seed: int
    dice_drawn: int  # dice the seeded generator had produced: play resumes after them
    log: tuple[tuple[Command, tuple[Event, ...]], ...]
    checksum: str
    created: str
    app: str = ""
    modified: str = ""
    version: int = VERSION  # as written: version 1's checksum did not cover the dice


def dice_fingerprint(seed: int, drawn: int) -> dict[str, int]:
    """What the checksum adds for the dice (from version 2): the seed decides every future
    roll and ``dice_drawn`` where play resumes on the tape, so a hot-seat player who edits
    either to fish for better rolls gets a refused file, not a game."""
    return {"seed": seed, "drawn": drawn}


# --- migrations: version N → N + 1, each tested with a checked-in fixture -------------------

def _from_0(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (before the first release) called the seed ``dice_seed``, stored options as
    a mapping of flags, and had no dice position (its games were saved between turns by a
    generator that was re-seeded each turn).  Play resumes on the tape after the dice its
    log rolled, as a game of today's format would."""
    out = dict(data)
    out["seed"] = out.pop("dice_seed", None)
    flags = out.get("options")
    if isinstance(flags, dict):
        out["options"] = sorted(k for k, v in flags.items() if v is True)
    log = out.get("log")
    out.setdefault("dice_drawn", sum(
        len(e.get("dice") or ()) for entry in log if isinstance(entry, dict)
        for e in entry.get("events") or () if isinstance(e, dict) and e.get("type") == "DiceRolled"
    ) if isinstance(log, list) else 0)
    out["version"] = 1
    return out


def _from_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 only widens what the checksum covers (the seed and the dice position);
    a version-1 file is checked the old way, which ``SavedGame.version`` records."""
    return {**data, "version": 2}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_0, 1: _from_1}


def _migrate(data: Any, display: str) -> tuple[Any, int]:
    """The data in today's shape, and the version it was written in."""
    root = Node(data, display).mapping()
    written = version = root.check_header(FORMAT, VERSION, "a btdesk saved game",
                                          oldest=min(MIGRATIONS))
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data, written


# --- reading ------------------------------------------------------------------------------------

def parse_save(data: Any, display: str) -> SavedGame:
    data, written = _migrate(data, display)
    root = Node(data, display).mapping(
        required=("format", "version", "scenario", "options", "seed", "dice_drawn", "sheets",
                  "rules", "log", "summary"),
        optional=("app", "created", "modified", "free_deployment"),
    )
    scenario = root["scenario"].mapping(required=("key", "document", "map"))
    sheets = {key: node.value for key, node in root["sheets"].items()}
    rules = {name: node.value for name, node in root["rules"].items()}
    log: list[tuple[Command, tuple[Event, ...]]] = []
    for entry in root["log"].seq():
        entry.mapping(required=("command", "events"))
        command = decode_tagged(entry["command"], COMMANDS)
        happened = tuple(decode_tagged(e, EVENTS) for e in entry["events"].seq())
        log.append((command, happened))
    summary = root["summary"].mapping(required=("checksum",), optional=("turn", "phase", "units"))
    return SavedGame(
        scenario=ScenarioSource(scenario["key"].text(), display, scenario["document"].value,
                                display, scenario["map"].value),
        sheets=sheets,
        rules=rules,
        options=tuple(n.text() for n in root["options"].seq()),
        free_deployment=root["free_deployment"].flag() if root.has("free_deployment") else False,
        seed=root["seed"].integer(0),
        dice_drawn=root["dice_drawn"].integer(0),
        log=tuple(log),
        checksum=summary["checksum"].text(),
        created=str(root["created"].value) if root.has("created") else "",
        app=str(root["app"].value) if root.has("app") else "",
        modified=str(root["modified"].value) if root.has("modified") else "",
        version=written,
    )


def read_save(path: Path, display: str | None = None) -> SavedGame:
    shown = display or str(path)
    # (a save is never btdesk's own file: not even the data's place is looked up)
    return parse_save(load_file(path, shown, SIZE_LIMIT, MAX_EVENTS, built_in=False), shown)


def parse_save_text(text: str, display: str) -> SavedGame:
    return parse_save(parse_text(text, display, MAX_EVENTS), display)


# --- writing ------------------------------------------------------------------------------------

def now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def save_document(game: SavedGame, summary: dict[str, Any]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "app": f"btdesk {__version__}",
        "created": game.created or now(),
        "modified": now(),
        "scenario": {"key": game.scenario.key, "document": game.scenario.document,
                     "map": game.scenario.map_document},
        "options": list(game.options),
        "free_deployment": game.free_deployment,
        "seed": game.seed,
        "dice_drawn": game.dice_drawn,
        "sheets": game.sheets,
        "rules": game.rules,
        "log": [{"command": encode_tagged(c), "events": [encode_tagged(e) for e in happened]}
                for c, happened in game.log],
        "summary": {**summary, "checksum": game.checksum},
    }


# The last line of every save: a file that does not end with it was cut short (a copy
# that did not finish, a disk that filled), which a player is told in those words rather
# than as whichever YAML or replay error the cut happened to cause.
END_LINE = "# end of btdesk save"


def dump(document: dict[str, Any]) -> bytes:
    """A save's text (the YAML library is loaded here, the first time a game is saved:
    the window's start has no use for it)."""
    import yaml

    dumper: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    text = yaml.dump(document, Dumper=dumper, sort_keys=False, allow_unicode=True,
                     default_flow_style=None, width=100)
    return (text + END_LINE + "\n").encode("utf-8")


def cut_short(path: Path) -> bool:
    """Whether ``path`` lacks the end line (saves from before it had one lack it too:
    ask only once a save failed to open)."""
    try:
        with path.open("rb") as f:
            f.seek(0, 2)
            f.seek(max(0, f.tell() - 200))
            tail = f.read().decode("utf-8", "replace")
    except OSError:
        return False
    return not tail.rstrip().endswith(END_LINE)


HEAD_BYTES = 4096  # a save names its format within its first lines (after any comment)


def is_save(path: Path) -> bool:
    """Whether ``path`` begins like a btdesk save: text naming the save format near its
    start.  A letter, a picture or some other YAML file does not, cut short or not."""
    try:
        with path.open("rb") as f:
            head = f.read(HEAD_BYTES)
    except OSError:
        return True  # not for this question to refuse; the reading says why
    if b"\0" in head:
        return False
    text = head.decode("utf-8", "replace")
    return FORMAT in text or f"format: {FORMAT}".startswith(text.strip())


def not_a_save_error(display: str) -> DataError:
    return DataError(display, "", "this is not a btdesk save (a saved game is a "
                                  f"{SUFFIX} file btdesk wrote; it names 'format: {FORMAT}')")


def cut_short_error(path: Path, display: str) -> DataError:
    backup = path.with_name(path.name + ".bak")
    hint = f"; the previous save may be in {backup.name}" if backup.exists() else ""
    return DataError(display, "", "the file is cut short (it stops before btdesk's last "
                                  f"line: a save or copy that did not finish){hint}")


DiskStamp = tuple[int, int, int]


def disk_stamp(path: Path) -> DiskStamp | None:
    """What tells that a file was replaced or rewritten since we last looked: its
    modification time, size and inode (a save renames a new file over the old one)."""
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size, info.st_ino)


def write_save(path: Path, game: SavedGame, summary: dict[str, Any]) -> None:
    """Atomically (re)write ``path``, keeping the previous version as ``path.bak``."""
    data = dump(save_document(game, summary))
    try:
        write_atomic(path, data)
    except OSError as exc:
        raise DataError(str(path), "", f"could not save ({exc.strerror or exc}); "
                                       "the file on disk was not changed") from None
