"""Where a map file is, by the name a scenario or a command gives it: without reading
any map, so that a start can find its map before the rules are loaded
(:mod:`btdesk.io.map_sketch`)."""

from __future__ import annotations

from pathlib import Path

from .resources import resources_dir, user_maps_dir


def builtin_map_path(key: str) -> Path:
    return resources_dir() / "maps" / f"{key}.yaml"


def named_map_path(name: str, *first: Path) -> Path | None:
    """The map file a bare map name means: one of ``first`` (where a caller looks
    before), else the user's map of that name, else the built-in one; None if there is
    none (a name the system refuses, longer than it allows, names none)."""
    for candidate in (*first, user_maps_dir() / f"{name}.yaml", builtin_map_path(name)):
        try:
            if candidate.is_file():
                return candidate
        except OSError:
            continue
    return None


def scenario_map_path(map_key: str, scenario: Path) -> Path | None:
    """The map file scenario file ``scenario`` names by ``map_key``: a file name
    (``hills.yaml``, ``maps/hills.yaml``) is a path from the scenario file's folder; a
    bare name (``hills``) is looked for in a ``maps/`` folder beside the scenario's
    folder, then among the user's maps, then the built-in ones.  None if there is none."""
    if Path(map_key).suffix.lower() in (".yaml", ".yml"):
        named = scenario.parent / map_key
        try:
            return named if named.is_file() else None
        except OSError:  # a name the system refuses names no file
            return None
    return named_map_path(map_key, scenario.parent.parent / "maps" / f"{map_key}.yaml")
