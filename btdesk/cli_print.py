"""``btdesk print``: record sheets blank or from a game, the Close Assault template, maps
at a chosen hex size, counters and the table state, each written as one PDF."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from btdesk.cli_common import rule_tables, use_offscreen
from btdesk.io.errors import BtdeskError, printable

if TYPE_CHECKING:
    from btdesk.model.board import Board
    from btdesk.printing.counters import CounterSpec
    from btdesk.printing.pages import Page


def print_command(args: argparse.Namespace) -> int:
    use_offscreen()
    from btdesk.io.lazy_library import game_library
    from btdesk.io.sheets import load_library
    from btdesk.io.tables import load_rule_tables
    from btdesk.model.table_scale import table_scale
    from btdesk.printing.pages import blank_sheet_pages, game_sheet_pages, template_page
    from btdesk.printing.paper import default_paper
    from btdesk.printing.record_sheet import RANGE_SCALES, game_stamp, range_scale
    from btdesk.ui.qtapp import application

    application()
    paper = args.paper or default_paper()
    if args.map or args.counters:
        return _print_table_pieces(args, paper)
    if args.table:
        from btdesk.cli_table import table_state_pages

        return _write_pdf(args.out, table_state_pages(args), paper)
    scale = RANGE_SCALES.get(args.ranges)
    tables = load_rule_tables().tables
    session = None
    if args.game:
        from btdesk.session.persist import open_session

        session = open_session(args.game)
        if args.ranges == "table":  # the game's own table scale
            scale = range_scale(table_scale(session.options))
    elif args.ranges == "table":
        raise BtdeskError("--ranges table needs --game (the table scale is a game's)")
    if args.template:
        pages = [template_page(tables.close_assault, table_scale(session.options)
                               if session is not None else None)]
    elif session is not None:
        state = session.state
        units = [u for u in state.units
                 if (not args.sheet or {u.sheet, u.uid, u.name} & set(args.sheet))
                 and (not args.side or u.side == args.side)]
        if not units:
            raise BtdeskError("--sheet/--side: no unit of that game matches")
        pages = game_sheet_pages(state, units, scale, game_stamp(args.game.name, state))
    else:
        from btdesk.cli_library import keys_from_list, scenario_keys

        if args.side and not args.scenario:
            raise BtdeskError("--side needs --game or --scenario (a blank sheet belongs to "
                              "no side)")
        chosen = [*args.sheet, *(keys_from_list(args.list) if args.list else []),
                  *(scenario_keys(args.scenario, args.side) if args.scenario else [])]
        library = game_library(chosen) if chosen else load_library()
        unknown = [printable(k) for k in chosen if k not in library.sheets]
        if unknown:
            raise BtdeskError(f"--sheet: no record sheet named {', '.join(unknown)} "
                              "(see 'btdesk sheets')")
        keys = chosen or sorted(library.sheets)
        pages = blank_sheet_pages([library.sheets[k] for k in keys], tables, scale,
                                  standard=getattr(args, "standard", False))
    return _write_pdf(args.out, pages, paper)


def _write_pdf(out: Path, pages: Sequence[Page], paper: str) -> int:
    """Write ``pages`` to ``out`` and say so in one line; never over a saved game (a
    mistyped ``--out`` must not cost one, as ``btdesk log`` has it)."""
    from btdesk.io.saves import is_save
    from btdesk.printing.pages import export_pdf

    if out.is_file() and is_save(out):
        raise BtdeskError(f"{out}: is a btdesk saved game; the PDF is not written over it "
                          "(choose another name)")
    try:
        export_pdf(out, pages, paper)
    except OSError as exc:
        raise BtdeskError(f"{out}: could not write the PDF ({exc.strerror or exc})") from None
    print(f"{out}: {len(pages)} page{'s' if len(pages) != 1 else ''}, {paper.upper()}")
    return 0


def _print_table_pieces(args: argparse.Namespace, paper: str) -> int:
    """``print --map`` and ``print --counters``: what a game on paper is played with."""
    from btdesk.printing.counters import counter_pages
    from btdesk.printing.map_sheet import map_pages
    from btdesk.printing.map_tiles import parse_hex_size
    from btdesk.printing.pages import page_size_mm

    if (args.map and args.counters) or args.template:
        raise BtdeskError(f"{'--template' if args.template else '--map'} and "
                          f"{'--map' if args.template and args.map else '--counters'}: "
                          "print one at a time")
    hex_mm = parse_hex_size(args.hex_size)
    w, h = page_size_mm(paper)
    if args.map:
        pages = map_pages(_named_map(args.map), hex_mm, w, h, grey=args.grey)
    else:
        pages = counter_pages(_counter_units(args), hex_mm, w, h)
    return _write_pdf(args.out, pages, paper)


def _named_map(name: str) -> Board:
    """A map file by path, else a map by name: the user's, then the built-in one."""
    from btdesk.io.map_paths import named_map_path
    from btdesk.io.maps import read_map_file

    path: Path | None = Path(name)
    if Path(name).suffix.lower() not in (".yaml", ".yml", ".board"):
        path = named_map_path(name)
        if path is None:
            raise BtdeskError(f"--map {name}: no map of that name (see 'btdesk maps')")
    assert path is not None
    return read_map_file(path, rule_tables()).board


def _counter_units(args: argparse.Namespace) -> list[CounterSpec]:
    from btdesk.printing.counters import game_counters, scenario_counters

    if bool(args.game) == bool(args.scenario):
        raise BtdeskError("--counters needs --game SAVE or --scenario NAME (one of them)")
    if args.game:
        from btdesk.session.persist import open_session

        return game_counters(open_session(args.game).state)
    from btdesk.io.scenarios import load_with_sheets

    return scenario_counters(*load_with_sheets(args.scenario, rule_tables()))
