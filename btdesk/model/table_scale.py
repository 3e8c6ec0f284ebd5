"""The table scale: how big one 30 m map hex is on a table of miniatures.

One scale per game, kept with its options (``table_scale=<key>``, so a save replays and
checksums with it), and used wherever a distance reaches the table: the ruler, weapon
ranges on printed sheets, the Close Assault Hex template and the multi-model infantry
table.  A game that names none has the default of :func:`default_scale`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

MM_PER_INCH = 25.4
HEX_METRES = 30  # one map hex
OPTION = "table_scale="


@dataclass(frozen=True)
class TableScale:
    key: str
    hex_mm: float  # one map hex on the table, across flats
    unit: str  # "in" or "cm": how the table's distances are given first
    name: str  # as users read it

    def table(self, hexes: float) -> str:
        """``hexes`` on the table, in this scale's unit first: '6.8" (17.3 cm)'."""
        mm = hexes * self.hex_mm
        inches, cm = f'{_short(mm / MM_PER_INCH)}"', f"{_short(mm / 10)} cm"
        return f"{inches} ({cm})" if self.unit == "in" else f"{cm} ({inches})"

    @property
    def per_hex(self) -> float:
        """One hex in this scale's own unit (2 for 2 inches a hex)."""
        return self.hex_mm / (MM_PER_INCH if self.unit == "in" else 10)


def _short(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


TW_INCHES = TableScale("tw-inches", 2 * MM_PER_INCH, "in",
                       "Total Warfare's miniature scale, 2 inches a hex")
TW_CM = TableScale("tw-cm", 50.0, "cm", "Total Warfare's miniature scale, 5 cm a hex")
CLOSE_ASSAULT_SCALE = TableScale(
    "close-assault", 120.0, "cm", "BattleTechnology #6 Close Assault's scale, 12 cm a hex")
SCALES = {s.key: s for s in (TW_INCHES, TW_CM, CLOSE_ASSAULT_SCALE)}
# Modules whose rules were written for the Close Assault scale (its Tactical Hexes, the
# multi-model infantry's Command Radius): their games default to it.
TWELVE_CM_OPTIONS = ("close_assault", "multi_model")
_CUSTOM = re.compile(r"custom-(\d+(?:\.\d+)?)mm-(in|cm)")


def custom(hex_mm: float, unit: str) -> TableScale:
    """The user's own scale: ``hex_mm`` a hex, shown in ``unit`` ("in" or "cm")."""
    hex_mm = round(hex_mm, 1)
    size = f'{_short(hex_mm / MM_PER_INCH)} inches' if unit == "in" else \
        f"{_short(hex_mm / 10)} cm"
    return TableScale(f"custom-{_short(hex_mm)}mm-{unit}", hex_mm, unit,
                      f"your own scale, {size} a hex")


def parse(key: str) -> TableScale | None:
    if key in SCALES:
        return SCALES[key]
    match = _CUSTOM.fullmatch(key)
    if match is None or not 5 <= float(match.group(1)) <= 1000:
        return None
    return custom(float(match.group(1)), match.group(2))


def default_scale(options: Iterable[str]) -> TableScale:
    """Total Warfare's 2 inches a hex, the scale BattleTech's own miniatures rules give;
    12 cm a hex in a game with Close Assault or multi-model infantry, whose distances
    were written for it (and whose saves from before the choice play on unchanged)."""
    chosen = set(options)
    return CLOSE_ASSAULT_SCALE if chosen & set(TWELVE_CM_OPTIONS) else TW_INCHES


def table_scale(options: Iterable[str]) -> TableScale:
    """The game's scale: the one its options name, else the default."""
    options = tuple(options)
    for option in options:
        if option.startswith(OPTION):
            scale = parse(option.removeprefix(OPTION))
            if scale is not None:
                return scale
    return default_scale(options)


def scale_option(scale: TableScale) -> str:
    return OPTION + scale.key


def is_scale_option(option: str) -> bool:
    return option.startswith(OPTION)
