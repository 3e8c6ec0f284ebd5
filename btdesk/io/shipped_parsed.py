"""btdesk's own YAML files, parsed ahead of time and shipped beside them.

A first start (a new install, or new cache folders) has nothing parsed in its disk cache
(:mod:`btdesk.disk_cache`), and parsing the built-in tables, sheets, scenario and map
with the YAML library loaded for them took some 30 ms before the window could come, a
third of it before the first frame.  ``resources/parsed-builtins.bin`` holds what the
safe loader makes of each built-in file, made from the files in the checkout
(``python3 -m btdesk.io.shipped_parsed`` writes it; a test holds it equal to them) and
shipped with them in the wheel and the bundle.

It is looked up by the digest of a file's whole text, as the disk cache is: a built-in
file edited since (a referee's change in a checkout) is simply not found, and is parsed
as before, never served stale.  The file is read through the bounded reader, carries a
digest of its contents, and holds plain data only, in marshal's format (as the byte
code shipped beside it is: a file of the installed package, trusted as its code is, and
readable by any later Python 3, which reads every older marshal version).  Each value is
unmarshalled afresh on every hit, so no caller can change another's copy, and one that
is not what the safe loader makes is not used.
Anything off in it means "parse the files", never a failed start.
"""

from __future__ import annotations

import hashlib
import marshal
import sys
from functools import cache
from pathlib import Path
from typing import Any

from btdesk.disk_cache import digest

from .errors import BtdeskError
from .resources import resources_dir, sheets_dir

FILE_NAME = "parsed-builtins.bin"
MAGIC = b"btdesk parsed built-ins 1\n"
_DIGEST = 16
MAX_BYTES = 4 << 20  # the built-in files parse to about 150 KB
SUFFIXES = (".yaml", ".yml")


def shipped_path() -> Path:
    return resources_dir() / FILE_NAME


def key(text: str, max_events: int) -> bytes:
    """A text's key, here and in the disk cache of parsed files."""
    return digest(f"{max_events}\n{text}")


@cache
def _entries() -> dict[bytes, bytes]:
    """The shipped entries (each a marshalled value by its text's key); none where the
    file is missing, too large, damaged or not of this format."""
    from .yamlsafe import read_bounded

    try:
        data = read_bounded(shipped_path(), FILE_NAME, MAX_BYTES)
    except BtdeskError:
        return {}
    head = len(MAGIC)
    payload = data[head + _DIGEST:]
    if data[:head] != MAGIC or data[head:head + _DIGEST] != hashlib.blake2b(
            payload, digest_size=_DIGEST).digest():
        return {}
    try:
        entries = marshal.loads(payload)
    except Exception:  # whatever the bytes are: not ours
        return {}
    if not isinstance(entries, dict) or not all(
            isinstance(k, bytes) and isinstance(v, bytes) for k, v in entries.items()):
        return {}
    return entries


def shipped_value(text_key: bytes) -> Any:
    """The value shipped for the text of ``text_key``, a fresh copy; None where there
    is none (the caller checks it is what the safe loader makes)."""
    stored = _entries().get(text_key)
    if stored is None:
        return None
    try:
        return marshal.loads(stored)
    except Exception:  # whatever the bytes are: not a value
        return None


def built_in_texts() -> dict[str, str]:
    """Every built-in YAML file's text, by its place in the data tree."""
    out = {}
    for folder in (resources_dir(), sheets_dir()):
        for path in sorted(folder.rglob("*")):
            if path.suffix in SUFFIXES and path.is_file():
                name = path.relative_to(folder.parent).as_posix()
                out[name] = path.read_bytes().decode("utf-8")
    return out


def made_entries() -> dict[bytes, Any]:
    """What the file should hold: each built-in file the disk cache would keep, parsed
    now (by the parser itself, never from a cache), by its key."""
    from .yamlsafe import CACHED_TEXT, DEFAULT_MAX_EVENTS, parse_text

    return {key(text, DEFAULT_MAX_EVENTS): parse_text(text, name)
            for name, text in built_in_texts().items() if len(text) <= CACHED_TEXT}


def contents(entries: dict[bytes, Any]) -> bytes:
    payload = marshal.dumps({k: marshal.dumps(v) for k, v in sorted(entries.items())})
    return MAGIC + hashlib.blake2b(payload, digest_size=_DIGEST).digest() + payload


def main() -> int:
    """Write the file from the built-in files as they are now."""
    path = shipped_path()
    entries = made_entries()
    path.write_bytes(contents(entries))
    print(f"{path}: {len(entries)} files parsed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
