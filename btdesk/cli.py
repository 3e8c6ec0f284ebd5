"""``btdesk`` on the command line.

Qt is imported only by the commands that draw, so ``--help`` and ``btdesk sheets`` stay
instant.  Every failure is one line on stderr and a non-zero exit: a user never sees
a traceback (the full one goes to the log folder)."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, cast

from btdesk import __version__, dataclass_code

# This module is the btdesk command's entry point (``python3 -m btdesk`` and the bundle run
# it too): before any module of btdesk's makes a dataclass, the code ``dataclasses``
# writes for them is compiled once and kept on disk (about a third of the import time).
dataclass_code.install()

from btdesk.cli_common import (  # noqa: E402
    add_game_flags,
    log_native_crashes,
    rule_tables,
    use_offscreen,
)
from btdesk.cli_print import print_command  # noqa: E402
from btdesk.io.errors import BtdeskError, one_line, printable  # noqa: E402
from btdesk.model.modules import MODULES, check_modules  # noqa: E402

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow



DESCRIPTION = """\
btdesk is a desktop BattleTech table: a hex map, record sheets, and a rules engine
for the Quick-Start rules and the 1988 Close Assault variant.

Run with no arguments to open the Green training scenario in a window."""


EPILOG = """\
examples:
  btdesk                                 open the default scenario (Green training)
  btdesk --scenario veteran              open another built-in scenario
  btdesk screenshot --out map.png        save a picture of the window without a display
  btdesk game.btdesk.yaml                open a saved game (same as 'btdesk open FILE')
  btdesk check game.btdesk.yaml          check a saved game replays, and summarise it
  btdesk log game.btdesk.yaml --html --out log.html   its dice log: who made each roll
  btdesk print --out sheets.pdf          every record sheet, blank, as a PDF
  btdesk print --out game.pdf --game g.btdesk.yaml   the game's sheets with their damage
  btdesk print --out lance.pdf --list my-lance.txt   the sheets a list names, blank
  btdesk print --out blue.pdf --scenario my-battle.yaml --side blue   a side, blank
  btdesk print --template close-assault --out hex.pdf   the Close Assault Hex at true scale
  btdesk print --game g.btdesk.yaml --table --out table.pdf   the game as it stands
  btdesk print --map river-town --hex-size 32mm --out map.pdf   a map to tape together
  btdesk print --counters --scenario green --out counters.pdf   a counter per unit
  btdesk sheets                          list the record sheets btdesk knows
  btdesk sheets my-mech.yaml             check a record sheet you wrote
  btdesk tables                          list the rule tables in use (yours or built-in)
  btdesk import my-mech.mtf              a MegaMek 'Mech file as a record sheet of yours
  btdesk import ~/megamek/data/mekfiles  every .mtf and .blk in a folder tree, one summary
  btdesk sheets --find "medium laser"    the sheets holding those words
  btdesk install-desktop                 a menu entry, and saved games open on a double-click
"""


def _parser() -> argparse.ArgumentParser:
    from btdesk.io.resources import builtin_scenarios

    parser = argparse.ArgumentParser(
        prog="btdesk", description=DESCRIPTION, epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"btdesk {__version__}")
    parser.add_argument("--scenario", default="green", metavar="NAME",
                        help="built-in scenario name (" + ", ".join(builtin_scenarios())
                             + ") or a scenario file")
    parser.add_argument("--manual-dice", action="store_true",
                        help="a referee types the real dice rolled at the table")
    add_game_flags(parser)
    parser.add_argument("--map", type=Path, metavar="FILE",
                        help="play the scenario's sides on this map (btdesk .yaml or MegaMek "
                             ".board); units are set up by hand in their zones")
    parser.add_argument("--computer", action="append", default=[], metavar="SIDE[:LEVEL]",
                        help="the computer plays this side (its key, e.g. attacker), at "
                             "LEVEL beginner, medium or strong (default strong); give it twice to "
                             "watch the computer play itself")
    parser.add_argument("--smoke", action="store_true",
                        help="build the main window offscreen, paint one frame and exit "
                             "(checks an installation)")
    # bench/startup.py: say when the first frame and the window are painted, then quit.
    parser.add_argument("--report-start", action="store_true", help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    shot = commands.add_parser("screenshot", help="render the main window to a PNG and exit",
                               description="Render the main window to a PNG (no display needed).")
    shot.add_argument("--out", required=True, type=Path, metavar="PNG", help="file to write")
    shot.add_argument("--scenario", dest="shot_scenario", default=None, metavar="NAME",
                      help="scenario to show (default: green)")
    shot.add_argument("--size", default="1280x820", metavar="WxH", help="window size in pixels")
    shot.add_argument("--demo", choices=("movement", "firing", "damage", "volley",
                                               "close-assault", "hand-over", "tactics"),
                      help="show one of the main states of play instead of the opening")
    open_cmd = commands.add_parser("open", help="open a saved game in the window",
                                   description="Open a saved game (.btdesk.yaml).")
    open_cmd.add_argument("file", type=Path, metavar="FILE")
    check = commands.add_parser("check", help="check that a saved game replays; summarise it",
                                description="Validate and replay a saved game, then print a "
                                            "one-paragraph summary. Exit 0 if it is sound, "
                                            "1 with one line saying what is wrong if not.")
    check.add_argument("file", type=Path, metavar="FILE")
    check.add_argument("--referee", action="store_true",
                       help="also list hidden units and where they are (a referee's view)")
    pr = commands.add_parser("print", help="record sheets, the Close Assault template, maps "
                                           "or counters to PDF",
                             description="Write record sheets (blank, or with a saved game's "
                                         "damage), the Close Assault Hex template, a map at "
                                         "a chosen hex size, or counters to a PDF.")
    pr.add_argument("--out", required=True, type=Path, metavar="FILE.pdf")
    pr.add_argument("--sheet", action="append", default=[], metavar="NAME",
                    help="a sheet key (see 'btdesk sheets') or, with --game, a unit's name or "
                         "id; repeat for more (default: every one)")
    pr.add_argument("--game", type=Path, metavar="SAVE", help="print this game's units with "
                                                              "their current damage")
    pr.add_argument("--side", metavar="KEY", help="with --game: only this side's units "
                                                  "(e.g. attacker)")
    pr.add_argument("--paper", choices=("a4", "letter"), help="default: from your locale")
    pr.add_argument("--ranges", choices=("hexes", "inches", "cm", "table"), default="hexes",
                    help="weapon ranges in hexes only (the default), or also on a table of "
                         "miniatures at Total Warfare's scale, in inches (2 a hex) or "
                         "centimetres (5 a hex), or with --game at that game's table scale")
    pr.add_argument("--template", choices=("close-assault",),
                    help="print the Close Assault Hex template instead of sheets (12 cm a "
                         "hex, or with --game at that game's table scale)")
    pr.add_argument("--map", metavar="NAME|FILE",
                    help="print a map (a name from 'btdesk maps', or a map file) at --hex-size "
                         "over as many pages as it takes, with an assembly sheet first")
    pr.add_argument("--grey", action="store_true",
                    help="with --map: the ground in shades of grey, for a black-and-white "
                         "printer")
    pr.add_argument("--counters", action="store_true",
                    help="print a counter for every unit of --game or --scenario, as big as "
                         "a hex of --hex-size")
    pr.add_argument("--scenario", metavar="NAME|FILE",
                    help="its units' sheets, blank (with --side: one side's), or with "
                         "--counters their counters")
    pr.add_argument("--list", type=Path, metavar="FILE",
                    help="the sheets named in FILE, one key a line (# starts a comment)")
    pr.add_argument("--table", action="store_true",
                    help="with --game: the table as it stands in one PDF (the map with the "
                         "units, the roster, turn and phase, the Close Assaults in play, "
                         "every sheet); a referee's, hidden units marked, or --side's view")
    pr.add_argument("--hex-size", default="1.25in", metavar="SIZE",
                    help="with --map or --counters: a hex across flats, like 1.25in (the "
                         "default, a standard mapsheet's), 32mm or 12cm")
    from btdesk.cli_log import add_log_command

    add_log_command(commands)
    sheets = commands.add_parser("sheets", help="list record sheets, or check sheet files",
                                 description="With no FILE, list every record sheet btdesk "
                                             "loads (and any it refused). With FILEs, check them.")
    sheets.add_argument("files", nargs="*", type=Path, metavar="FILE")
    sheets.add_argument("--find", metavar="TEXT",
                        help="only the sheets whose name, key, type or weapons hold every "
                             "word of TEXT")
    maps = commands.add_parser("maps", help="list maps, or check map files",
                               description="With no files: the built-in maps and yours. "
                                           "With files (btdesk .yaml or MegaMek .board): "
                                           "ok/bad per file, as a game would load it.")
    maps.add_argument("files", nargs="*", type=Path, metavar="FILE")
    tables = commands.add_parser("tables", help="list rule tables, or check table files",
                                 description="With no FILE, list the rule tables a new game "
                                             "uses, built-in or yours (and any of yours "
                                             "refused, with why). With FILEs, check them.")
    tables.add_argument("files", nargs="*", type=Path, metavar="FILE")
    imp = commands.add_parser("import", help="MegaMek 'Mech files (.mtf) to record sheets, "
                                             "boards (.board) to maps",
                              description="Turn MegaMek .mtf 'Mech files into btdesk record "
                                          "sheets, written to your sheets folder (or --out). "
                                          "Damage and ranges come from btdesk's equipment "
                                          "table; what btdesk cannot play is refused, one "
                                          "line per file. A MegaMek .board becomes a btdesk "
                                          "map in your maps folder (or --out), with one line "
                                          "per kind of terrain it dropped.")
    imp.add_argument("files", nargs="+", type=Path, metavar="FILE|DIR",
                     help="files, or a folder tree of .mtf and .blk files (a MegaMek "
                          "unit library): one summary line, each refusal in a report")
    imp.add_argument("--report", type=Path, metavar="FILE",
                     help="with a folder: where the report goes (default: import-report.txt "
                          "in your btdesk folder)")
    imp.add_argument("--out", type=Path, metavar="DIR|FILE.yaml",
                     help="folder to write to (default: your sheets or maps folder); for "
                          "one board, a .yaml file name")
    imp.add_argument("--force", action="store_true", help="replace a sheet already there")
    desktop = commands.add_parser("install-desktop",
                                  help="add btdesk to the Linux desktop's menu and file types",
                                  description="Install a launcher, the icon and the saved-game "
                                              "file type (*.btdesk.yaml) for this user, so a "
                                              "double-click on a saved game opens it.")
    desktop.add_argument("--remove", action="store_true", help="take them away again")
    from btdesk.cli_autoplay import add_parser as add_autoplay

    add_autoplay(commands)
    return parser


# What Qt's X11 platform plugin loads, by library name, and the Debian package of each.
# Without one of them Qt aborts the process with a generic message; btdesk says which.
X11_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0", "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1", "xcb-shape": "libxcb-shape0",
    "xcb-render-util": "libxcb-render-util0", "xcb-image": "libxcb-image0",
    "xcb-randr": "libxcb-randr0", "xkbcommon-x11": "libxkbcommon-x11-0",
}


def missing_x11_packages(find: Callable[[str], str | None] | None = None) -> list[str]:
    """Debian packages to install before Qt can open a window on X11 (empty: all there)."""
    from ctypes.util import find_library

    lookup = find if find is not None else find_library
    return [package for lib, package in X11_LIBRARIES.items() if not lookup(lib)]


def _has_display() -> bool:
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise BtdeskError(f"--size: expected WIDTHxHEIGHT such as 1280x820, got {text!r}") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise BtdeskError(f"--size: {text} is outside 200..8000 pixels")
    return w, h


def _check_files(files: list[Path], check: Callable[[Path], str]) -> int:
    """``ok``/``bad`` per file, as ``btdesk sheets FILE`` and ``btdesk tables FILE``
    print them; exit 1 if any is bad."""
    bad = 0
    for path in files:
        try:
            print(f"ok  {path}: {check(path)}")
        except BtdeskError as exc:
            bad += 1
            print(f"bad {exc}")
    return 1 if bad else 0


def _sheets(files: list[Path]) -> int:
    from btdesk.io.sheets import load_library, load_sheet

    if files:
        def describe(path: Path) -> str:
            sheet = load_sheet(path, str(path))
            return f"{sheet.name} ({sheet.kind.display_name})"

        return _check_files(files, describe)
    library = load_library()
    for key, sheet in sorted(library.sheets.items()):
        tons = f"{sheet.tons} t" if sheet.tons else ""
        print(f"{key:34} {sheet.name:36} {sheet.kind.display_name:22} {tons}")
    for refused in library.rejected:
        print(f"refused: {refused}", file=sys.stderr)
    return 0


def _tables(files: list[Path]) -> int:
    """Like ``_sheets``; a refused table of the user's is an error here (exit 1), since a
    game quietly plays the built-in one instead."""
    from btdesk.io.resources import user_rules_dir
    from btdesk.io.tables import TABLE_FILES, check_table_file, load_rule_tables

    if files:
        return _check_files(files, check_table_file)
    loaded = load_rule_tables()
    yours = {Path(p).stem.lower(): p for p in loaded.overridden}
    for name in TABLE_FILES:
        print(f"{name:20} {'yours: ' + yours[name] if name in yours else 'built-in'}")
    print(f"(your tables go in {user_rules_dir()})")
    for refused in loaded.rejected:
        print(f"refused: {refused}", file=sys.stderr)
    return 1 if loaded.rejected else 0


COMMANDS = ("screenshot", "sheets", "maps", "tables", "open", "check", "print", "import",
            "install-desktop", "log", "autoplay")


def _import(files: list[Path], out: Path | None, force: bool) -> int:
    """``ok``/``bad`` per file as ``btdesk sheets FILE`` prints them, with the notes of
    what was left out; exit 1 if any file was refused."""
    from btdesk.io.blk import import_blk
    from btdesk.io.errors import DataError
    from btdesk.io.mtf import import_mtf, write_sheet
    from btdesk.io.resources import data_files, sheets_dir, user_sheets_dir

    folder = out if out is not None else user_sheets_dir()
    built_in = {p.stem.lower() for p in data_files(sheets_dir())}

    def write(path: Path) -> str:
        if path.suffix.lower() == ".board":
            return _import_board(path, out, force, len(files))
        if path.suffix.lower() not in (".mtf", ".blk"):
            raise DataError(str(path), "", "btdesk imports MegaMek unit files (.mtf, .blk), "
                                           "boards (.board) and folders of unit files")
        imported = import_mtf(path) if path.suffix.lower() == ".mtf" else import_blk(path)
        if out is None and imported.key in built_in:
            raise DataError(str(path), "", f"'{imported.key}' is a built-in sheet's name "
                                           "(yours would be refused); use --out DIR")
        target = write_sheet(imported, folder, force)
        sheet = imported.sheet
        return "".join([f"written to {target}: {sheet.name}, {sheet.tons} t, "
                        f"{len(sheet.weapon_instances())} weapons, {sheet.total_armor} armour",
                        *(f"\n    {note}" for note in imported.notes)])

    return _check_files(files, write)


def _import_board(path: Path, out: Path | None, force: bool, files: int) -> str:
    from btdesk.io.maps import write_map
    from btdesk.io.megamek_board import import_board
    from btdesk.io.resources import user_maps_dir

    tables = rule_tables()
    imported = import_board(path, tables)
    if out is not None and out.suffix.lower() in (".yaml", ".yml"):
        if files > 1:
            raise BtdeskError("--out names one file; with several boards give a folder")
        target = out
    else:
        target = (out if out is not None else user_maps_dir()) / f"{path.stem}.yaml"
    write_map(imported.board, tables, target, force)
    board = imported.board
    return "".join([f"written to {target}: {board.name}, {board.columns}×{board.rows}",
                    *(f"\n    {note}" for note in imported.dropped)])


def _maps(files: list[Path]) -> int:
    from btdesk.io.maps import read_map_file
    from btdesk.io.resources import data_files, resources_dir, user_maps_dir

    tables = rule_tables()
    if files:
        def describe(path: Path) -> str:
            read = read_map_file(path, tables)
            return "".join([f"{read.board.name}, {read.board.columns}×{read.board.rows}",
                            *(f"\n    {note}" for note in read.notes)])
        return _check_files(files, describe)
    for folder, whose in ((resources_dir() / "maps", "built in"), (user_maps_dir(), "yours")):
        for path in data_files(folder):
            try:
                board = read_map_file(path, tables).board
                print(f"{path.stem:24} {board.name}, {board.columns}×{board.rows} ({whose})")
            except BtdeskError as exc:
                print(f"{path.stem:24} bad: {exc}")
    return 0


def run(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--opponent-worker"] and len(argv) == 3:  # the bundle's own worker
        from btdesk.opponent.worker import serve

        serve(int(argv[1]), int(argv[2]))
        return 0
    # ``btdesk FILE`` is ``btdesk open FILE``: a lone path that is not a command.
    if argv and not argv[0].startswith("-") and argv[0] not in COMMANDS:
        argv.insert(0, "open")
    from btdesk.cli_autoplay import side_flags

    args = _parser().parse_args(side_flags(argv))
    computer: dict[str, str] = {}
    if args.computer:  # a bad level is told before anything starts (and nothing loads
        from btdesk.autoplay import computer_sides  # the rules early when none is given)

        computer = computer_sides(args.computer)
    if args.command == "sheets":
        if args.find is not None:
            from btdesk.cli_library import find_sheets

            return find_sheets(args.find)
        return _sheets(args.files)
    if args.command == "tables":
        return _tables(args.files)
    if args.command == "maps":
        return _maps(args.files)
    if args.command == "print":
        return print_command(args)
    if args.command == "import":
        if len(args.files) == 1 and args.files[0].is_dir():
            from btdesk.cli_library import import_folder

            return import_folder(args.files[0], args.out, args.force, args.report)
        return _import(args.files, args.out, args.force)
    if args.command == "autoplay":
        from btdesk.cli_autoplay import autoplay

        return autoplay(args, _game_options(args, args.scenario_name), _tell)
    if args.command == "log":
        from btdesk.cli_log import write_log

        return write_log(args)
    if args.command == "install-desktop":
        from btdesk.io.desktop import install_desktop

        touched = install_desktop(remove=args.remove)
        print(f"{'removed' if args.remove else 'installed'} {len(touched)} files "
              f"({touched[0]} and the icons and file type beside it)")
        return 0
    if args.command == "check":
        from btdesk.session.persist import describe, open_session

        print(describe(open_session(args.file), referee=args.referee))
        return 0
    if args.command == "screenshot":
        use_offscreen()
        from PySide6.QtCore import QSize

        from btdesk.ui.app import screenshot

        w, h = _size(args.size)
        out = screenshot(args.shot_scenario or args.scenario, args.out, QSize(w, h), args.demo)
        print(out)
        return 0
    if args.smoke:
        use_offscreen()
        from btdesk.ui.app import smoke

        return smoke(args.scenario, args.map)
    if not _has_display():
        raise BtdeskError("no display found (DISPLAY is not set); run btdesk on a desktop, "
                          "or use 'btdesk screenshot --out FILE.png' to see the window")
    if (sys.platform.startswith("linux") and os.environ.get("DISPLAY")
            and not os.environ.get("QT_QPA_PLATFORM") and not os.environ.get("WAYLAND_DISPLAY")):
        missing = missing_x11_packages()
        if missing:
            raise BtdeskError("Qt needs system libraries to open a window: install them with "
                              f"'sudo apt install {' '.join(missing)}'")
    log_native_crashes()
    if args.command == "open":
        from btdesk.ui.app import run as run_app

        return run_app(args.scenario, saved=args.file, computer=computer)
    options = _game_options(args, args.scenario)
    # The cyclic garbage collector waits until the window is up (ui.app.settle_heap then
    # collects once and turns it back on): a start makes no garbage worth its 110
    # collections, which walked the growing heap for 10-15 ms.
    gc.disable()
    try:
        return _start_window(args, options, computer)
    finally:
        gc.enable()  # (on already once the window was up; here too if it never came)


def _start_window(args: argparse.Namespace, options: tuple[str, ...],
                  computer: dict[str, str]) -> int:
    """The new game's first frame, then its window (``run``'s plain start).  The map is
    on screen before the rules load: as it was last drawn, else drawn from the
    scenario's files.  ``computer``: the sides the computer plays."""
    from btdesk.ui.qtapp import application
    from btdesk.ui.start_key import picture_path, start_key

    key = start_key(str(args.scenario), options, args.map, args.free_deployment)
    application()
    first: QMainWindow | None = None
    if os.path.lexists(picture_path()):  # the code that shows one loaded only then
        from btdesk.ui.first_frame import show_first_frame

        first = show_first_frame(key)
    if first is None:  # none kept: the scenario's map, drawn from its files
        from btdesk.ui.early_map import show_early_map

        first = show_early_map(args.scenario, args.map)
    if args.report_start:
        if first is not None:
            first.grab()  # painted, as the bench's bare QMainWindow is
        print("first frame" if first is not None else "no first frame", flush=True)
    from btdesk.model.state import OPTION_NAMES
    from btdesk.ui.app import run as run_app

    check_modules(options, dict(OPTION_NAMES))
    return run_app(args.scenario, free_deployment=args.free_deployment, options=options,
                   map_file=args.map, first_frame=first, snapshot_key=key,
                   report_start=args.report_start, computer=computer)


def _game_options(args: argparse.Namespace, scenario: str | None = None
                  ) -> tuple[str, ...]:
    """The game's options from the flags (dice, close combat, ambush, modules, scale),
    over a scenario file's own options (a built-in scenario names none)."""
    options: tuple[str, ...] = ("manual_dice",) if args.manual_dice else ()
    options += {"none": (), "physical": ("physical_attacks",),
                "close-assault": ("close_assault",)}[args.close_combat or "none"]
    if args.ambush:
        if args.close_combat != "close-assault":
            raise BtdeskError("--ambush needs --close-combat close-assault (it is part of the "
                              "BattleTechnology #6 Close Assault variant)")
        options += ("infantry_ambush",)
    from btdesk.model.rule_set import with_booklet

    chosen = with_booklet(options + tuple(m.key for m in MODULES if getattr(args, m.key))
                          + _table_scale_option(args.table_scale))
    if scenario is None or Path(scenario).suffix not in (".yaml", ".yml"):  # as read_scenario
        return chosen
    from btdesk.io.scenarios import own_options
    from btdesk.model.rule_set import with_scenario_options

    return with_scenario_options(own_options(Path(scenario)), chosen,
                                 args.close_combat is not None)


def _table_scale_option(key: str | None) -> tuple[str, ...]:
    """``--table-scale``'s game option (none: the rules' default scale)."""
    from btdesk.model.table_scale import SCALES, parse, scale_option

    if key is None:
        return ()
    scale = parse(key)
    if scale is None:
        raise BtdeskError(f"--table-scale: {key!r} is not a scale (one of "
                          f"{', '.join(SCALES)}, or custom-<mm>mm-<in|cm> with 5 to 1000 mm "
                          "a hex)")
    return (scale_option(scale),)


class _Printable:
    """A text stream that passes everything btdesk prints through :func:`printable`:
    names, notes and summaries come from files (a sheet's name, a board's terrain, a
    saved game's units), and one crafted to clear or retitle the user's terminal prints
    as ``\\x1b[2J`` instead.  A line's own newline passes; the rest is the stream's."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(printable(text, keep="\n"))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


# A reader that went away before btdesk finished printing (``btdesk sheets | head``):
# the exit status of a command line tool stopped by SIGPIPE, as ``yes | head`` gives.
CLOSED_PIPE = 128 + 13


def _reader_gone() -> int:
    """The rest of the output goes nowhere: pointed at the null device, so the flush at
    the interpreter's exit does not fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):  # not a real file (a test's captured output)
        pass
    return CLOSED_PIPE


def _tell(message: str) -> None:
    with suppress(BrokenPipeError):  # nobody reads stderr either
        print(message, file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = (cast(TextIO, _Printable(s)) for s in streams)
    try:
        try:
            return run(argv)
        finally:
            sys.stdout.flush()  # here, where a closed pipe can still be told apart
    except BrokenPipeError:
        return _reader_gone()
    except BtdeskError as exc:
        _tell(f"btdesk: {exc}")
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the last line of defence: one line, full story in the log
        from btdesk.io.crashlog import write_crash_log

        log = write_crash_log(exc)
        where = f" (details in {log})" if log else ""
        _tell(f"btdesk: internal error: {one_line(str(exc), 300)}{where}")
        return 1
    finally:
        sys.stdout, sys.stderr = streams
