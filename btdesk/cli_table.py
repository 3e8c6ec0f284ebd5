"""``btdesk print --game SAVE --table``: the game as it stands in one PDF
(btdesk.printing.table_state draws it)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from btdesk.io.errors import BtdeskError

if TYPE_CHECKING:
    from btdesk.printing.pages import Page


def table_state_pages(args: argparse.Namespace) -> list[Page]:
    """The pages of the saved game ``args.game``: the referee's print, or ``args.side``'s
    view.  Printing one thing at a time: with --template, --sheet or --map it refuses."""
    from btdesk.model.table_scale import table_scale
    from btdesk.printing.record_sheet import RANGE_SCALES, range_scale
    from btdesk.printing.table_state import table_pages
    from btdesk.session.persist import open_session

    if not args.game:
        raise BtdeskError("--table needs --game SAVE (the table of a saved game)")
    if args.template or args.sheet:
        raise BtdeskError(f"--table and {'--template' if args.template else '--sheet'}: the "
                          "table state prints every unit's sheet; print one at a time")
    session = open_session(args.game)
    state = session.state
    if args.side is not None and args.side not in {s.key for s in state.sides}:
        raise BtdeskError(f"--side {args.side}: that game's sides are "
                          + ", ".join(s.key for s in state.sides))
    scale = (range_scale(table_scale(session.options)) if args.ranges == "table"
             else RANGE_SCALES.get(args.ranges))
    return table_pages(state, args.game.name, session.scenario.title,
                            table_scale(session.options), scale,
                            side=args.side)
