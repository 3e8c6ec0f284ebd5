"""Where btdesk's data lives, the same way from a checkout, a wheel and a frozen build.

The checkout keeps ``resources/`` and ``sheets/`` at its top, where a referee edits
them; the wheel (``pyproject.toml``, force-include) and the PyInstaller bundle carry
them as ``btdesk/_data/``.  User files live in the platformdirs user data folder.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

import platformdirs

from .errors import BtdeskError

APP_NAME = "btdesk"
USER_DIR_ENV = "BTDESK_USER_DIR"  # tests and portable installs point this elsewhere


@cache
def data_root() -> Path:
    package = Path(__file__).resolve().parent.parent
    candidates = [package / "_data", package.parent]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.insert(0, Path(frozen) / "btdesk" / "_data")
    for root in candidates:
        if (root / "resources").is_dir() and (root / "sheets").is_dir():
            return root
    raise BtdeskError(
        "btdesk's data files (resources/, sheets/) are missing from this installation; "
        "reinstall with 'python3 -m pip install .'"
    )


def resources_dir() -> Path:
    return data_root() / "resources"


def sheets_dir() -> Path:
    return data_root() / "sheets"


def user_dir() -> Path:
    """The user's own sheets, rule overrides, saves and logs (not created until needed)."""
    override = os.environ.get(USER_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_sheets_dir() -> Path:
    return user_dir() / "sheets"


def user_maps_dir() -> Path:
    return user_dir() / "maps"


def user_rules_dir() -> Path:
    return user_dir() / "rules"


def user_log_dir() -> Path:
    return user_dir() / "logs"


def display_name(path: Path) -> str:
    """Built-in files by their place in the data tree (``sheets/x.yaml``), others in full."""
    try:
        return path.resolve().relative_to(data_root()).as_posix()
    except (ValueError, RuntimeError, OSError):  # elsewhere; a link to itself; unreadable
        return str(path)


DATA_SUFFIXES = (".yaml", ".yml")


def data_files(folder: Path) -> list[Path]:
    """Every entry of ``folder`` named like a data file, whatever its case (``.YAML``)
    and whatever it is: a folder or a broken link of that name is returned too, so that
    its loader refuses it with a reason instead of the file being skipped in silence."""
    try:
        entries = list(folder.iterdir()) if folder.is_dir() else []
    except OSError:
        return []
    return sorted(p for p in entries
                  if p.suffix.lower() in DATA_SUFFIXES and not p.name.startswith("."))


def scenarios_dir() -> Path:
    """The built-in scenarios' folder; listing it needs no YAML, so ``btdesk --help``
    names them without loading the scenario reader before a window's first frame."""
    return resources_dir() / "scenarios"


# The Quick-Start Rules' training scenarios build on each other (seeds/002, GREEN, VETERAN
# and ELITE TRAINING SCENARIO): offered in that order, any others after them by name.
TRAINING_ORDER = ("green", "veteran", "elite")


def builtin_scenarios() -> list[str]:
    names = [p.stem for p in scenarios_dir().glob("*.yaml")]
    return sorted(names, key=lambda n: (TRAINING_ORDER.index(n) if n in TRAINING_ORDER
                                        else len(TRAINING_ORDER), n))
