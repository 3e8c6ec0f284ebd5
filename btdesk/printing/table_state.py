"""A game as it stands on paper, in one PDF: a referee's record of the table to set it up
again, settle a dispute, or carry on next week.

1. The table: the turn and phase, the initiative order and the rules; the whole map on
   one page with every unit where it stands (a numbered counter in its side's colour,
   an arrow to its front), the Close Assault hexes in play ringed; and the roster (side,
   unit, type, hex, facing, what is left of it, its state: destroyed, prone, hidden, in a
   Close Assault, aboard a carrier ...), continued on further pages if long.
2. Each Close Assault in play on the Close Assault Hex (0204-B) at the game's table
   scale, its units on their tactical or approach hexes, facing as they face, with its
   step, exchange and the tactics locked in.
3. Every unit's record sheet with its damage.

The map is fitted to one page rather than tiled at table scale: this is a record to read
at a glance, not a board to play on (``btdesk print --map`` and ``--counters`` print
those).  What is printed is the state it is given: the whole game for a referee, with
hidden units printed and marked "hidden", or one side's view (``rules.view``), in which
the other side's hidden units and locked tactics do not appear.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF

from btdesk.hexgrid import FACING_NAMES, Hex
from btdesk.model.rule_set import rules_line
from btdesk.model.state import OPTION_NAMES, AssaultStep, Engagement, GameState, Phase, UnitState
from btdesk.model.table_scale import TableScale
from btdesk.model.vocab import TacticLetter
from btdesk.rules import health, public, status_words, tactical, visible_to

from .map_paint import paint_board
from .map_tiles import MARGIN, print_layout
from .pages import game_sheet_pages
from .paint import GREY, HOLLOW, INK, frame, pen, text
from .record_sheet import RangeScale, game_stamp
from .template import hex_across_flats, paint_close_assault_template, tactical_centres

Page = Callable[[QPainter, float, float], None]
ASSAULT = QColor("#c00000")  # a Close Assault hex's ring, on the map and its own page
ROW = 4.6  # mm: a roster line
COLUMNS = (("No.", 8.0), ("Side", 20.0), ("Unit", 46), ("Type", 26), ("Hex", 12.0),
           ("Facing", 12.0), ("Left", 22.0))  # the rest of the width: its state in words
STEP_WORDS = {AssaultStep.ATTACKER_MANEUVER: "the attacker maneuvers",
              AssaultStep.DEFENDER_MANEUVER: "the defender maneuvers",
              AssaultStep.TACTICS: "both choose their tactics in secret",
              AssaultStep.DONE: "this turn's exchanges are over (it goes on next turn)"}


def phase_words(state: GameState) -> str:
    if state.phase is Phase.GAME_OVER:
        won = state.side(state.winner).name if state.winner else "a draw"
        return f"game over after turn {state.turn}: {won}"
    name = ("Close Assault" if state.phase is Phase.PHYSICAL_ATTACK and state.assaults
            else state.phase.value.replace("_", " "))
    return f"turn {state.turn}, {name} phase"


def initiative_words(state: GameState) -> str:
    """The turn's initiative: who won it, and who moves first (the order is the loser's
    first, the winner's last)."""
    if not state.initiative:
        return "Initiative: not yet rolled this turn."
    order = [state.side(s).name for s in state.initiative]
    return f"Initiative: {order[-1]} (moving order {', '.join(order)})."


def unit_state(state: GameState, unit: UnitState) -> list[str]:
    """Its state in words, for the roster: the Units dock's words, then where it is held
    (a carrier, a Close Assault) and what a referee keeps in secret."""
    words = list(status_words(unit))
    if unit.removed and not unit.destroyed:
        words = ["off the map"]
    if unit.hidden:
        where = f" in its hex's {tactical.name(unit.hidden_in)}" if unit.hidden_in else ""
        words[words.index("hidden")] = ("HIDDEN" + where
                                        + (", ready to ambush" if unit.ambush else ""))
    if unit.carried_by is not None and state.has_unit(unit.carried_by):
        words.append(f"aboard {state.unit(unit.carried_by).name}")
    if unit.position is None and unit.carried_by is None and not unit.removed:
        words.append("not yet placed")
    for eng in state.assaults:
        if unit.uid in eng.units:
            role = ("attacker" if unit.uid == eng.attacker
                    else "defender" if unit.uid == eng.defender else "joined")
            words.append(f"in the Close Assault in {state.board.label(eng.hex)} ({role})")
    if unit.pilot_hits:
        words.append(f"MechWarrior hits {unit.pilot_hits}")
    return words


def _row_cells(state: GameState, n: int, unit: UnitState) -> list[str]:
    d = state.definition(unit)
    left, total, what = health(unit, d)
    on_map = unit.position is not None and not unit.removed
    return [str(n), state.side(unit.side).name, unit.name, d.kind.display_name,
            state.board.label(unit.position) if on_map and unit.position else "-",
            FACING_NAMES[unit.facing] if on_map and not d.kind.is_infantry else "-",
            f"{left}/{total} {'troopers' if what == 'troopers' else 'armour'}",
            ", ".join(unit_state(state, unit)) or "-"]


def _roster(painter: QPainter, state: GameState, units: Sequence[tuple[int, UnitState]],
            x: float, y: float, w: float) -> None:
    frame(painter, x, y, w, 5.5 + ROW * (len(units) + 1), "Roster")
    widths = [c[1] for c in COLUMNS]
    widths.append(w - 4 - sum(widths))
    heads = [c[0] for c in COLUMNS] + ["State"]
    rows = [heads] + [_row_cells(state, n, u) for n, u in units]
    for r, cells in enumerate(rows):
        cx, cy = x + 2, y + 5 + r * ROW
        for cell, cw in zip(cells, widths, strict=True):
            text(painter, cx, cy, cw - 1.5, ROW, cell, 2.3, bold=r == 0,
                 colour=INK if r == 0 or "destroyed" not in cells[-1] else GREY)
            cx += cw


def _counter(painter: QPainter, cx: float, cy: float, radius: float, colour: str,
             facing: int | None, label: str, hidden: bool, destroyed: bool) -> None:
    """A numbered disc in the side's colour with a notch to its front; dashed for a
    hidden unit, crossed for a destroyed one."""
    outline = pen(0.25, INK)
    if hidden:
        outline.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(outline)
    painter.setBrush(QBrush(QColor("white") if hidden else QColor(colour)))
    painter.drawEllipse(QPointF(cx, cy), radius, radius)
    if facing is not None:
        a = math.radians(-90 + 60 * facing)
        tip = QPointF(cx + 1.55 * radius * math.cos(a), cy + 1.55 * radius * math.sin(a))
        side = [QPointF(cx + radius * math.cos(a + s), cy + radius * math.sin(a + s))
                for s in (-0.45, 0.45)]
        painter.setBrush(QBrush(QColor(colour)))
        painter.drawPolygon(QPolygonF([tip, *side]))
    text(painter, cx - radius, cy - radius, 2 * radius, 2 * radius, label, radius * 1.05,
         bold=True, align=Qt.AlignmentFlag.AlignHCenter,
         colour=QColor(colour).darker(160) if hidden else QColor("white"))
    if destroyed:
        painter.setPen(pen(0.4, INK))
        r = radius * 0.9
        painter.drawLine(QPointF(cx - r, cy - r), QPointF(cx + r, cy + r))
        painter.drawLine(QPointF(cx + r, cy - r), QPointF(cx - r, cy + r))


def _spread(count: int, radius: float) -> list[tuple[float, float]]:
    """Offsets for ``count`` counters sharing a hex: side by side around its centre."""
    if count == 1:
        return [(0.0, 0.0)]
    return [(radius * math.cos(2 * math.pi * i / count - math.pi / 2),
             radius * math.sin(2 * math.pi * i / count - math.pi / 2)) for i in range(count)]


def _map(painter: QPainter, state: GameState, numbers: dict[str, int], x: float, y: float,
         w: float, h: float) -> float:
    """The whole map fitted into (x, y, w, h) with its units; returns the height used."""
    layout, map_w, map_h = print_layout(state.board, 10.0)
    scale = min(w / map_w, h / map_h)
    layout, map_w, map_h = print_layout(state.board, 10.0 * scale)
    left = x + (w - map_w) / 2
    painter.save()
    painter.translate(left, y)
    paint_board(painter, state.board, layout, QRectF(0, 0, map_w, map_h),
                damage=state.building_damage)
    painter.setBrush(HOLLOW)
    painter.setPen(QPen(ASSAULT, 0.7))
    for eng in state.assaults:
        painter.drawPolygon(QPolygonF([QPointF(*c) for c in layout.corners(eng.hex)]))
    by_hex: dict[Hex, list[UnitState]] = {}
    for u in state.units:
        if u.position is not None and not u.removed and u.carried_by is None:
            by_hex.setdefault(u.position, []).append(u)
    radius = layout.height * (0.26 if max(map(len, by_hex.values()), default=1) == 1 else 0.2)
    for where, units in by_hex.items():
        cx, cy = layout.center(where)
        for u, (dx, dy) in zip(units, _spread(len(units), layout.height * 0.22), strict=True):
            infantry = state.definition(u).kind.is_infantry
            _counter(painter, cx + dx, cy + dy, radius, state.side(u.side).colour,
                     None if infantry else u.facing, str(numbers[u.uid]), u.hidden, u.destroyed)
    painter.restore()
    return map_h


def _legend(state: GameState) -> str:
    words = ["numbered discs: the roster's units, the point at the front"]
    if any(u.hidden for u in state.units):
        words.append("dashed: HIDDEN (a referee's secret)")
    if any(u.destroyed for u in state.units):
        words.append("crossed: destroyed")
    if state.assaults:
        words.append("red hex: a Close Assault in play (its own page follows)")
    return "; ".join(words) + "."


def view_of(state: GameState, side: str | None, secrets_kept: bool
            ) -> tuple[GameState, str]:
    """The state to print and whose view it is, in words: one ``side``'s (the other
    sides' hidden units and locked tactics left out), anyone's (``secrets_kept``: every
    side's), or else the referee's, everything, hidden units marked."""
    if side is not None:
        return (visible_to(state, side), f"{state.side(side).name}'s view: other sides' "
                "hidden units and secret tactics are not shown.")
    if secrets_kept:
        return public(state), "What anyone may see: hidden units and secret tactics are not shown."
    hidden = sum(1 for u in state.units if u.hidden)
    return state, ("A referee's print: " + (f"{hidden} hidden unit{'s' if hidden > 1 else ''} "
                                            "printed, marked HIDDEN." if hidden
                                            else "nothing is hidden."))


def table_pages(state: GameState, game: str, title: str, table: TableScale,
                scale: RangeScale | None, side: str | None = None,
                secrets_kept: bool = False) -> list[Page]:
    """The table state's pages (see the module's docstring) of ``state``, the whole game,
    as one ``side`` or anyone may see it (:func:`view_of`); ``game``: its file (or its
    scenario's title), ``title``: its scenario's title, ``scale``: the weapon ranges its
    sheets print."""
    state, view = view_of(state, side, secrets_kept)
    numbered = list(enumerate(state.units, start=1))
    numbers = {u.uid: n for n, u in numbered}

    def first(painter: QPainter, w: float, h: float) -> None:
        inner = w - 2 * MARGIN
        text(painter, MARGIN, MARGIN - 3, inner, 8, f"Table state: {game}", 5.0, bold=True)
        text(painter, MARGIN, MARGIN + 5, inner, 5,
             f"{title}, {phase_words(state)}. {initiative_words(state)} {view}", 2.6)
        text(painter, MARGIN, MARGIN + 10, inner, 4,
             rules_line(state.options, dict(OPTION_NAMES)), 2.2, colour=GREY)
        text(painter, MARGIN, MARGIN + 14, inner, 4, _legend(state), 2.2, colour=GREY)
        top = MARGIN + 19
        room = h - top - MARGIN - 8 - ROW * (min(len(numbered), fits_first) + 1)
        used = _map(painter, state, numbers, MARGIN, top, inner, room)
        _roster(painter, state, numbered[:fits_first], MARGIN, top + used + 3, inner)

    fits_first = min(len(numbered), 14)
    pages: list[Page] = [first]
    rest = numbered[fits_first:]
    per_page = 50
    for i in range(0, len(rest), per_page):
        chunk = rest[i:i + per_page]

        def more(painter: QPainter, w: float, h: float,
                 chunk: Sequence[tuple[int, UnitState]] = chunk) -> None:
            text(painter, MARGIN, MARGIN - 3, w - 2 * MARGIN, 8,
                 f"Table state: {game} (roster, continued)", 4.0, bold=True)
            _roster(painter, state, chunk, MARGIN, MARGIN + 7, w - 2 * MARGIN)
        pages.append(more)
    pages += [assault_page(state, eng, numbers, table, game) for eng in state.assaults]
    return pages + game_sheet_pages(state, state.units, scale, game_stamp(game, state))


def assault_page(state: GameState, eng: Engagement, numbers: dict[str, int],
                 table: TableScale, game: str) -> Page:
    """A Close Assault in play on the Close Assault Hex at the game's table scale, its
    units where they stand in it; below the hex, the assault in words."""
    def draw(painter: QPainter, w: float, h: float) -> None:
        matrix = state.rules.close_assault
        paint_close_assault_template(painter, matrix, w, h, table, resolution=False)
        across = hex_across_flats(matrix, table)
        tac = across / matrix.scale.tactical_hexes_across
        centres = tactical_centres(w / 2, 18 + 2.5 * tac, tac)
        shared: dict[str, list[str]] = {}
        for uid, place in eng.places.items():
            if state.has_unit(uid):  # (a view leaves out what its side may not see)
                shared.setdefault(_label(place), []).append(uid)
        for label, uids in shared.items():
            cx, cy = centres[label]
            cy += tac * 0.22  # below the hex's name
            for uid, (dx, dy) in zip(uids, _spread(len(uids), tac * 0.2), strict=True):
                u = state.unit(uid)
                _counter(painter, cx + dx, cy + dy, tac * (0.15 if len(uids) > 1 else 0.19),
                         state.side(u.side).colour,
                         None if state.definition(u).kind.is_infantry
                         else eng.facings.get(uid, u.facing), str(numbers[uid]), u.hidden,
                         u.destroyed)
        y = 18 + 5 * tac + 10
        lines = assault_lines(state, eng, numbers)
        frame(painter, 12, y, w - 24, 6 + 4.2 * len(lines),
              f"Close Assault in {state.board.label(eng.hex)}: {game}")
        for n, line in enumerate(lines):
            text(painter, 14, y + 5 + 4.2 * n, w - 28, 4.2, line, 2.5)
    return draw


def _label(place: Hex) -> str:
    """A place in the Close Assault Hex as the template names its hexes."""
    if place == tactical.CENTRE:
        return "C"
    side = tactical.side_of(place)
    if side is None:
        return "C"
    name = FACING_NAMES[side]
    return f"A-{name}" if tactical.is_approach(place) else name


def assault_lines(state: GameState, eng: Engagement, numbers: dict[str, int]) -> list[str]:
    def who(uid: str) -> str:
        if not state.has_unit(uid):
            return "a unit not in this view"
        return f"{numbers.get(uid, '?')} {state.unit(uid).name}"

    how = {"enter": "entered", "charge": "charged", "death_from_above": "death from above"}
    lines = [f"{who(eng.attacker)} (attacker, {how.get(eng.approach.value, eng.approach.value)})"
             f" on {who(eng.defender)} (defender)"
             + "".join(f"; {who(u)} joined" for u in eng.joined),
             f"Exchange {eng.exchange} of this turn; now: {STEP_WORDS[eng.step]}."]
    for uid in (u for u in eng.units if state.has_unit(u)):
        place = eng.places.get(uid)
        facing = eng.facings.get(uid)
        mp = eng.mp_left.get(uid)
        lines.append(f"{who(uid)}: {tactical.name(place)}"
                     + (f", facing {FACING_NAMES[facing]}" if facing is not None else "")
                     + (f", {mp} MP left" if mp is not None else ""))
    for t in eng.tactics:
        letter = t.letter.value
        lines.append(f"Tactic locked in by {who(t.unit)}: "
                     + ("secret" if t.letter is TacticLetter.HIDDEN else letter)
                     + (f" against {who(t.target)}" if t.target else ""))
    return lines
