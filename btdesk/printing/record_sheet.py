"""Quick-Start record sheets drawn with QPainter in millimetres (blank or damaged).

One function draws a whole sheet for any unit type onto a painter whose units are
millimetres; the PDF export, the print dialog and (later) the on-screen record-sheet dock
all call it, so the print is the screen.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from btdesk import __version__
from btdesk.model.state import GameState, UnitState
from btdesk.model.table_scale import TW_CM, TW_INCHES, TableScale
from btdesk.model.tables import RuleTables
from btdesk.model.units import UnitDefinition, UnitKind
from btdesk.rules import weapon_broken
from btdesk.rules.modules.tw_infantry import defender_of, dropped, host_of, on_board, riding

from .geometry import (
    Block,
    Circle,
    DiagramFit,
    Square,
    ammo_boxes,
    armor_blocks,
    block_width,
    diagram_size,
    fitting_diagram,
    mechwarrior_boxes,
    trooper_boxes,
    trooper_rows,
    weapon_rows,
)
from .paint import FILLED, GREY, HOLLOW, INK, SHADED, bar, cross, frame, paragraph, pen, text

WIDTH, HEIGHT = 190.0, 262.0  # the sheet's own size in mm; it is centred on the paper
TITLES = {
    UnitKind.MECH: ("BATTLEMECH RECORD SHEET", "'MECH DATA"),
    UnitKind.VEHICLE: ("COMBAT VEHICLE RECORD SHEET", "VEHICLE DATA"),
    UnitKind.BATTLE_ARMOR: ("BATTLE ARMOR RECORD SHEET", "BATTLE ARMOR DATA"),
    UnitKind.INFANTRY: ("CONVENTIONAL INFANTRY RECORD SHEET", "CONVENTIONAL INFANTRY DATA"),
}
LOCATION_NAMES = {"H": "Head", "CT": "Center Torso", "LT": "Left Torso", "RT": "Right Torso",
                  "LA": "Left Arm", "RA": "Right Arm", "LL": "Left Leg", "RL": "Right Leg",
                  "F": "Front", "LS": "Left Side", "RS": "Right Side", "R": "Rear",
                  "T": "Turret"}


WEAPON_ROW = 4.6
COLUMN_GAP = 0.8  # mm of white between two columns of the weapons inventory
AMMO_ROW = 2.7  # one row of 20 shot boxes
SLOT_ROW = 1.95  # one critical slot line
Columns = tuple[tuple[str, ...], ...]
# The critical hit table: four columns of two locations; on a sheet whose weapons leave
# too little room for the armour diagram above it, seven columns, half as tall.
CRIT_COLUMNS: Columns = (("H", "CT"), ("LA", "LT"), ("RA", "RT"), ("LL", "RL"))
LOW_CRIT_COLUMNS: Columns = (("LA",), ("LT",), ("H",), ("CT",), ("RT",), ("RA",),
                             ("LL", "RL"))


def crit_height(columns: Columns) -> float:
    """The table's height: its tallest column's slots, each location's name line, and
    the bar over it (12 slots for a location whose slots are not given)."""
    return 6 + max(SLOT_ROW * sum(12 if loc not in ("H", "LL", "RL") else 6 for loc in col)
                   + SLOT_ROW * len(col) for col in columns)


CRIT_HEIGHT = crit_height(CRIT_COLUMNS)
CRIT_Y = HEIGHT - 7 - CRIT_HEIGHT  # the critical hit table's top, above the footer


@dataclass(frozen=True)
class SlotRow:
    """One line of the critical hit table (mm): a location's name (``index`` -1) or one
    of its slots."""

    location: str
    index: int
    x: float
    y: float
    width: float


@dataclass(frozen=True)
class SheetLayout:
    """Where each section of a sheet goes (mm); the painter, the referee's clicks and the
    tests all read it."""

    weapons_y: float
    ammo_y: float
    to_hit_y: float
    diagram_y: float
    blocks: tuple[Block, ...]  # armour locations, or battle armor troopers
    boxes: tuple[Square, ...]  # conventional infantry troopers
    pitch: float
    slots: tuple[SlotRow, ...] = ()  # a 'Mech's critical hit table
    crit_y: float = CRIT_Y  # ... and its top


def critical_rows(d: UnitDefinition, columns: Columns = CRIT_COLUMNS) -> tuple[SlotRow, ...]:
    """The critical hit table's lines, in ``columns`` at the foot of the sheet."""
    width = WIDTH / len(columns)
    top = HEIGHT - 7 - crit_height(columns)
    rows = []
    for col, locations in enumerate(columns):
        x = col * width + 1.5
        row_y = top + 5.5
        for loc in locations:
            slots = d.criticals.get(loc, ())
            if not slots:
                continue
            rows.append(SlotRow(loc, -1, x, row_y, width - 3))
            row_y += SLOT_ROW + 0.3
            for i in range(len(slots)):
                rows.append(SlotRow(loc, i, x + 1, row_y, width - 4))
                row_y += SLOT_ROW
            row_y += 0.6
    return tuple(rows)


def ammo_height(d: UnitDefinition) -> float:
    if not d.ammo:
        return 0.0
    return 8 + sum(4.5 + AMMO_ROW * ((a.shots - 1) // 20) for a in d.ammo)


def sheet_layout(d: UnitDefinition, unit: UnitState | None) -> SheetLayout:
    weapons_y = 52.0
    weapons_h = 0.0 if d.kind is UnitKind.INFANTRY else 10 + WEAPON_ROW * len(d.weapons)
    ammo_y = weapons_y + weapons_h + 3
    ammo_h = ammo_height(d)
    to_hit_y = ammo_y + ammo_h + (3 if ammo_h else 0)
    right = {UnitKind.MECH: 104.0, UnitKind.VEHICLE: 98.0}.get(d.kind, 49.0)
    diagram_y = max(to_hit_y + 12, right) + 11
    room = HEIGHT - 7 - diagram_y
    if d.kind is UnitKind.BATTLE_ARMOR:
        assert d.infantry is not None
        row_w = block_width(4.6, d.infantry.trooper_capacity)
        blocks = tuple(trooper_rows(d, unit, (WIDTH - row_w) / 2, diagram_y))
        return SheetLayout(weapons_y, ammo_y, to_hit_y, diagram_y, blocks, (), 4.6)
    if d.kind is UnitKind.INFANTRY:
        boxes = tuple(trooper_boxes(d, unit, 12.0, diagram_y + 6))
        return SheetLayout(weapons_y, ammo_y, to_hit_y, diagram_y, (), boxes, 0.0)
    columns = CRIT_COLUMNS
    fit = fitting_diagram(d, WIDTH, room - (crit_height(columns) if d.criticals else 0))
    if fit is None and d.criticals:
        columns = LOW_CRIT_COLUMNS
        fit = fitting_diagram(d, WIDTH, room - crit_height(columns))
    fit = fit or DiagramFit(2.4, 10, True)  # the smallest: a test holds every sheet to fit
    width, _ = diagram_size(d, fit)
    blocks = tuple(armor_blocks(d, unit, (WIDTH - width) / 2, diagram_y, fit))
    return SheetLayout(weapons_y, ammo_y, to_hit_y, diagram_y, blocks, (), fit.pitch,
                       critical_rows(d, columns) if d.criticals else (),
                       HEIGHT - 7 - crit_height(columns))


def paint_record_sheet(painter: QPainter, definition: UnitDefinition, unit: UnitState | None,
                       tables: RuleTables | None = None,
                       fired: frozenset[int] = frozenset(),
                       scale: RangeScale | None = None, transport: str = "",
                       dropped: frozenset[int] = frozenset(), game: str = "") -> None:
    """Draw one sheet with its top-left corner at the painter's origin (units: mm).

    ``fired``: the weapon instances fired this turn (the on-screen sheet marks them; a
    printed one has no turn).  ``scale``: print ranges at table scale too.
    ``transport``: who the unit carries or rides (:func:`transport_line`); ``dropped``:
    weapons gone for the rest of the game by a rule module (:func:`dropped_weapons`).
    ``game``: which game and moment the damage is from (:func:`game_stamp`), printed in
    the footer, so a sheet found on the table later says where it belongs."""
    title, data_title = TITLES[definition.kind]
    name = unit.name if unit is not None else definition.name
    layout = sheet_layout(definition, unit)
    bar(painter, 0, 0, WIDTH, 9, title, "btdesk")
    _data(painter, definition, unit, name, data_title, tables, transport)
    _weapons(painter, definition, unit, fired, 0, layout.weapons_y, scale, dropped)
    _ammo(painter, definition, unit, 0, layout.ammo_y)
    _to_hit(painter, definition, tables, 0, layout.to_hit_y)
    _hit_table(painter, definition, tables)
    _diagram(painter, definition, layout)
    if layout.slots:
        _criticals(painter, definition, unit, layout.slots, layout.crit_y)
    if unit is not None and unit.destroyed:
        _destroyed_stamp(painter)
    stamp = "blank" if unit is None else f"damage as of {datetime.date.today().isoformat()}"
    if unit is not None and game:
        stamp = f"{game} · {stamp}"
    if scale is not None:
        stamp += f" · ranges at {scale.why}"
    text(painter, 0, HEIGHT - 4, WIDTH, 4,
         f"btdesk {__version__} · {definition.name} · {stamp}", 2.0, colour=GREY)


def game_stamp(game: str, state: GameState) -> str:
    """The game (its file or scenario) and the moment a printed sheet's damage is from."""
    return f"{game}, turn {state.turn}, {state.phase.value.replace('_', ' ')} phase"


def dropped_weapons(state: GameState, unit: UnitState) -> frozenset[int]:
    """Seed 003 歩兵の移動, "適切な記録シートに記入": a squad's jettisoned launchers."""
    return dropped(state, unit)


def transport_line(state: GameState, unit: UnitState) -> str:
    """Seed 003 歩兵輸送 on a sheet: the infantry a carrier has aboard, or the carrier a
    rider is in (empty for everyone else); on an Omni unit's handholds, where each living
    trooper rides (機械化バトルアーマー), which says which weapons they block.  And seed 003
    対メック攻撃: who swarms the unit, whom it swarms, and battle armor on it to fight them."""
    swarm = _swarm_line(state, unit)
    carried = _carried_line(state, unit)
    return "; ".join(line for line in (carried, swarm) if line)


def _swarm_line(state: GameState, unit: UnitState) -> str:
    host = host_of(state, unit.uid)
    if host is not None:
        return f"Swarming {state.unit(host).name}"
    mount = defender_of(state, unit.uid)
    if mount is not None:
        return f"On {state.unit(mount).name} to fight its swarmers"
    on = [state.unit(u) for u in on_board(state, unit.uid)]
    swarmers = [u.name for u in on if u.side != unit.side]
    friends = [u.name for u in on if u.side == unit.side]
    return "; ".join(([f"Swarmed by {', '.join(swarmers)}"] if swarmers else [])
                     + ([f"{', '.join(friends)} on it fighting them"] if friends else []))


def _carried_line(state: GameState, unit: UnitState) -> str:
    if unit.carried_by is not None:
        carrier = state.unit(unit.carried_by)
        seats = _seats(state, carrier, unit.uid)
        return f"Aboard {carrier.name}" + (f" (troopers {seats})" if seats else "")
    riders = state.riders(unit.uid)
    if not riders:
        return ""
    seats = _seats(state, unit)
    return (f"Carrying {', '.join(r.name for r in riders)}"
            + (f" on its handholds: troopers {seats}" if seats else ""))


def _seats(state: GameState, carrier: UnitState, rider: str | None = None) -> str:
    return ", ".join(f"{n} {position}" for squad, n, position in riding(state, carrier)
                     if rider is None or squad.uid == rider)


def _data(painter: QPainter, d: UnitDefinition, unit: UnitState | None, name: str,
          title: str, tables: RuleTables | None, transport: str = "") -> None:
    frame(painter, 0, 12, 104, 37, title)
    mv = d.movement
    if d.kind is UnitKind.MECH:
        movement = f"Walking: {mv.walk}    Running: {mv.run}"
        if mv.jump:
            movement += f"    Jumping: {mv.jump}"
    elif d.kind is UnitKind.VEHICLE:
        movement = f"Cruising: {mv.walk}    Flanking: {mv.run}    ({mv.motive.value})"
        if d.transport is not None:
            movement += f"    Infantry bay: {d.transport.infantry}"
    else:
        movement = f"Movement Points: {mv.walk}" + (" (jump)" if mv.jump else "")
    lines = data_lines(d, unit, name, movement)
    for i, line in enumerate(lines):
        text(painter, 3, 17 + i * 5, 99, 5, line, 2.8)
    if d.kind is UnitKind.MECH and tables is not None:
        _mechwarrior(painter, unit, tables)
        if transport:  # under the MechWarrior boxes: battle armor on its handholds
            text(painter, 3, 44, 99, 4.5, transport, 2.4, bold=True)
        return
    notes = [transport] if transport else []
    if d.kind is UnitKind.VEHICLE and unit is not None and unit.motive_hits:
        notes.insert(0, f"Motive hits: {unit.motive_hits} (Cruising MP −{unit.motive_hits})")
    if notes:
        text(painter, 3, 42, 99, 5, "; ".join(notes), 2.6, bold=True)


def warrior_track(unit: UnitState | None, tables: RuleTables) -> list[Square]:
    """Where a 'Mech sheet's MechWarrior boxes go (in the 'MECH DATA box), ticked by hits."""
    return mechwarrior_boxes(unit.pilot_hits if unit is not None else 0,
                             tables.physical.consciousness,
                             tables.physical.mechwarrior_hits, 29, 38.2)


def data_lines(d: UnitDefinition, unit: UnitState | None, name: str,
               movement: str) -> list[str]:
    """The data box's lines.  A 'Mech's end at four, over its MechWarrior boxes: a unit
    named in its scenario ("Unit: ...") moves the tonnage up onto the movement line."""
    lines = [f"Type: {d.name}"]
    named = unit is not None and unit.name != d.name
    if named:
        lines.append(f"Unit: {name}")
    tons = f"Tonnage: {d.tons}" if d.tons else ""
    if named and tons and d.kind is UnitKind.MECH:
        lines.append(f"{movement}    {tons}")
    else:
        lines += [movement, *([tons] if tons else [])]
    lines.append(f"Gunnery: {d.crew.gunnery}    Piloting: {d.crew.piloting}")
    if d.infantry is not None and d.kind is UnitKind.BATTLE_ARMOR:
        lines.append(f"Troopers: {d.infantry.troopers}    Armor per trooper: "
                     f"{d.infantry.armor_per_trooper} (+1 trooper circle)")
    return lines


def _criticals(painter: QPainter, d: UnitDefinition, unit: UnitState | None,
               rows: tuple[SlotRow, ...], top: float) -> None:
    """The critical slots, as Total Warfare sheets print them, each location's numbered
    1-6 (and 1-6 again for its lower half); a slot hit is struck through."""
    bar(painter, 0, top, WIDTH, 4.5, "CRITICAL HIT TABLE", "")
    hit = unit.slots_hit if unit is not None else frozenset()
    for row in rows:
        gone = unit is not None and row.location in unit.lost
        if row.index < 0:
            text(painter, row.x, row.y, row.width, SLOT_ROW + 0.3, LOCATION_NAMES[row.location],
                 2.0, bold=True, colour=GREY if gone else INK)
            continue
        slot = d.criticals[row.location][row.index]
        struck = (row.location, row.index) in hit
        text(painter, row.x, row.y, row.width, SLOT_ROW, f"{row.index % 6 + 1}. "
             f"{slot or 'Roll Again'}", 1.7, colour=GREY if struck or gone or not slot else INK)
        if struck:
            painter.setPen(pen(0.3))
            painter.drawLine(QPointF(row.x, row.y + SLOT_ROW / 2),
                             QPointF(row.x + row.width, row.y + SLOT_ROW / 2))


def _mechwarrior(painter: QPainter, unit: UnitState | None, tables: RuleTables) -> None:
    """The MechWarrior's damage boxes with the consciousness roll each calls for (from the
    rule table), and what has become of the 'Mech's pilot and footing."""
    text(painter, 3, 38.2, 28, 4, "MechWarrior hits", 2.4, bold=True)
    for box in warrior_track(unit, tables):
        _square(painter, box, 0.25)
        text(painter, box.x - 1, box.y + box.size + 0.2, box.size + 2, 3, box.label, 1.8,
             colour=GREY, align=Qt.AlignmentFlag.AlignHCenter)
    status = [] if unit is None else [word for word, on in (
        ("PRONE", unit.prone), ("UNCONSCIOUS", unit.unconscious),
        ("EJECTED", unit.ejected is not None)) if on]
    if status:
        text(painter, 62, 38.2, 40, 4, "  ".join(status), 2.4, bold=True)


@dataclass(frozen=True)
class RangeScale:
    """Weapon ranges at table scale beside the hexes, for play with miniatures and a
    tape measure (as MegaMekLab prints them)."""

    key: str
    per_hex: float
    unit: str  # as printed after a distance
    label: str  # the column heads' unit
    why: str


def range_scale(scale: TableScale) -> RangeScale:
    """A game's table scale as a sheet prints its weapon ranges."""
    inches = scale.unit == "in"
    return RangeScale(scale.key, scale.per_hex, '"' if inches else "", scale.unit, scale.name)


# 'btdesk print --ranges' and a game's sheets: Total Warfare's miniature scale, in inches
# or centimetres, or the game's own table scale (Game Options).
RANGE_SCALES = {"inches": range_scale(TW_INCHES), "cm": range_scale(TW_CM)}


def _distance(hexes: int, scale: RangeScale) -> str:
    value = hexes * scale.per_hex
    shown = f"{value:.0f}" if value == int(value) else f"{value:.1f}"
    return f"{hexes} ({shown}{scale.unit})"


def _weapons(painter: QPainter, d: UnitDefinition, unit: UnitState | None,
             fired: frozenset[int], x: float, y: float, scale: RangeScale | None = None,
             dropped: frozenset[int] = frozenset()) -> None:
    if d.kind is UnitKind.INFANTRY:
        return
    rows = d.weapons
    h = 10 + WEAPON_ROW * len(rows)
    frame(painter, x, y, 104, h, "Weapons Inventory")
    cols = [("Qty", 3, 8), ("Type", 11, 38), ("Loc", 49, 9), ("Dmg", 58, 22),
            ("Sht", 80, 7), ("Med", 87, 7), ("Lng", 94, 8)]
    if scale is not None:  # narrower name and damage columns make room for distances
        cols = [("Qty", 3, 6), ("Type", 8, 30), ("Loc", 38, 7), ("Dmg", 45, 19),
                (f"Sht ({scale.label})", 64, 13), (f"Med ({scale.label})", 77, 13),
                (f"Lng ({scale.label})", 90, 13)]
    for label, cx, cw in cols:
        text(painter, x + cx, y + 4.5, cw - COLUMN_GAP, 4, label, 2.3, bold=True)
    out = set(dropped) if unit is None else dropped | {
        i for i, w in enumerate(d.weapon_instances()) if weapon_broken(unit, w, i) is not None}
    for i, (w, copies) in enumerate(zip(rows, weapon_rows(d), strict=True)):
        ry = y + 9 + i * WEAPON_ROW
        values = [str(w.quantity), w.name, w.location or "—", w.printed_damage,
                  *(str(r) if scale is None else _distance(r, scale) for r in w.ranges)]
        gone = bool(copies) and all(k in out for k in copies)
        for n, ((_, cx, cw), value) in enumerate(zip(cols, values, strict=True)):
            size = 2.2 if scale is not None and n >= 4 else 2.5  # "21 (105)" in 13 mm
            # A column's text keeps clear of the next: a long name is set narrower.
            text(painter, x + cx, ry, cw - COLUMN_GAP, 4.4, value, size,
                 colour=GREY if gone else INK)
        if gone:  # destroyed with its location, jammed or jettisoned: struck through
            painter.setPen(pen(0.3))
            painter.drawLine(QPointF(x + 2, ry + 2.2), QPointF(x + 102, ry + 2.2))
        if any(k in fired for k in copies):  # fired this turn: a dot in the margin
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(FILLED)
            painter.drawEllipse(QPointF(x + 1.4, ry + 2.2), 0.8, 0.8)


def _ammo(painter: QPainter, d: UnitDefinition, unit: UnitState | None, x: float,
          y: float) -> None:
    if not d.ammo:
        return
    frame(painter, x, y, 104, ammo_height(d), "Ammo")
    ry = y + 5.5
    for a in d.ammo:
        used = unit.ammo_used.get(a.weapon, 0) if unit else 0
        text(painter, x + 3, ry - 0.8, 40, 4, f"{a.weapon}: {a.shots} shots", 2.4)
        for box in ammo_boxes(a.shots, used, x + 46, ry):
            _square(painter, box, 0.2)
        ry += 4.5 + AMMO_ROW * ((a.shots - 1) // 20)


def _to_hit(painter: QPainter, d: UnitDefinition, tables: RuleTables | None, x: float,
            y: float) -> None:
    frame(painter, x, y, 104, 12)
    text(painter, x + 3, y + 1, 40, 5, f"Base To-Hit: {d.crew.gunnery}", 2.8, bold=True)
    if d.kind is UnitKind.INFANTRY and d.infantry is not None:
        mods = "  ".join(f"{r}:{m:+d}" for r, m in enumerate(d.infantry.range_modifiers))
        text(painter, x + 3, y + 6, 99, 5, f"Range modifiers (hexes) {mods}", 2.4)
        return
    brackets = tables.attack_modifiers.range_brackets if tables else (0, 2, 4)
    text(painter, x + 3, y + 6, 99, 5,
         "To-Hit Modifier   Sht {:+d}   Med {:+d}   Lng {:+d}".format(*brackets), 2.6)


def _hit_table(painter: QPainter, d: UnitDefinition, tables: RuleTables | None) -> None:
    x, y = 110, 12
    if d.kind in (UnitKind.MECH, UnitKind.VEHICLE) and tables is not None:
        table = tables.mech_hit_locations if d.kind is UnitKind.MECH else \
            tables.vehicle_hit_locations
        title = "'MECH HIT LOCATIONS" if d.kind is UnitKind.MECH else "HIT LOCATION TABLE"
        frame(painter, x, y, 80, 64, title)
        text(painter, x + 3, y + 5, 20, 4, "2D6", 2.4, bold=True)
        text(painter, x + 20, y + 5, 50, 4, "Location", 2.4, bold=True)
        for i, roll in enumerate(range(2, 13)):
            dagger = "†" if roll in table.flagged else ""
            text(painter, x + 4, y + 9.5 + i * 4.3, 12, 4.3, str(roll), 2.5)
            text(painter, x + 20, y + 9.5 + i * 4.3, 58, 4.3,
                 LOCATION_NAMES[table.rolls[roll]] + dagger, 2.5)
        if d.kind is UnitKind.VEHICLE:
            frame(painter, x, y + 66, 80, 20)
            paragraph(painter, x + 2, y + 67, 76, 18,
                      "†" + (table.note or "Motive hit: -1 Cruising MP in the End Phase."), 1.9)
        elif d.kind is UnitKind.MECH:
            _transfer(painter, tables, x, y + 66)
    elif d.kind is UnitKind.INFANTRY and d.infantry is not None:
        frame(painter, x, y, 80, 37, "Infantry Data")
        data = d.infantry
        lines = [f"Weapon: {data.weapon}", f"Troopers: {data.troopers}",
                 "Damage is applied in 2-point groups.",
                 "Hit in clear terrain: damage doubled."]
        for i, line in enumerate(lines):
            text(painter, x + 3, y + 6 + i * 5, 76, 5, line, 2.5)
    elif d.kind is UnitKind.BATTLE_ARMOR:
        frame(painter, x, y, 80, 37, "Battle Armor")
        for i, line in enumerate(["Each hit strikes a random living trooper (1D6).",
                                  "A trooper falls when every circle in its row,",
                                  "the shaded trooper circle too, is marked.",
                                  "Non-infantry attackers: +1 to hit."]):
            text(painter, x + 3, y + 6 + i * 5, 76, 5, line, 2.3)


def _transfer(painter: QPainter, tables: RuleTables, x: float, y: float) -> None:
    frame(painter, x, y, 80, 26, "Damage Transfer")
    lines = [f"{LOCATION_NAMES[a]} → {LOCATION_NAMES[b]}"
             for a, b in tables.mech_damage_transfer.items()]
    for i, line in enumerate(lines):
        text(painter, x + 3 + (i % 2) * 38, y + 5 + (i // 2) * 4.5, 38, 4.5, line, 2.2)


def _diagram(painter: QPainter, d: UnitDefinition, layout: SheetLayout) -> None:
    if d.kind is UnitKind.INFANTRY:
        _platoon(painter, d, layout)
        return
    title = "ARMOR DIAGRAM" if d.kind is not UnitKind.BATTLE_ARMOR else "TROOPERS"
    text(painter, 0, layout.diagram_y - 8, WIDTH, 6, title, 3.2, bold=True,
         align=Qt.AlignmentFlag.AlignHCenter)
    for block in layout.blocks:
        _block(painter, block)


def _destroyed_stamp(painter: QPainter) -> None:
    painter.save()
    painter.translate(WIDTH / 2, HEIGHT / 2)
    painter.rotate(-30)
    text(painter, -90, -12, 180, 24, "DESTROYED", 18, bold=True,
         align=Qt.AlignmentFlag.AlignHCenter, colour=QColor(176, 0, 0, 150))
    painter.restore()


def _block(painter: QPainter, block: Block) -> None:
    frame(painter, block.x, block.y, block.w, block.h, width=0.3)
    text(painter, block.x + 0.5, block.y + 0.3, block.w - 1.0, 3.8, block.title, 2.0, bold=True,
         align=Qt.AlignmentFlag.AlignHCenter)
    for c in block.circles:
        _circle(painter, c)
    if block.destroyed:
        cross(painter, block.x + 1, block.y + 4.5, block.w - 2, block.h - 5.5)


def _circle(painter: QPainter, c: Circle) -> None:
    painter.setPen(pen(0.22))
    painter.setBrush(FILLED if c.ticked else SHADED if c.shaded else HOLLOW)
    painter.drawEllipse(QPointF(c.x, c.y), c.r, c.r)


def _square(painter: QPainter, s: Square, width: float = 0.25) -> None:
    painter.setPen(pen(width))
    painter.setBrush(HOLLOW)
    painter.drawRect(QRectF(s.x, s.y, s.size, s.size))
    if s.ticked:
        cross(painter, s.x + 0.3, s.y + 0.3, s.size - 0.6, s.size - 0.6)
    elif s.label and s.size >= 4:
        text(painter, s.x, s.y, s.size, s.size, s.label, 1.8, colour=GREY,
             align=Qt.AlignmentFlag.AlignHCenter)


def _platoon(painter: QPainter, d: UnitDefinition, layout: SheetLayout) -> None:
    data = d.infantry
    assert data is not None
    top = layout.diagram_y
    text(painter, 0, top - 8, WIDTH, 6, "TROOPERS", 3.2, bold=True,
         align=Qt.AlignmentFlag.AlignHCenter)
    text(painter, 12, top, 160, 6, "Mark one box per trooper lost, left to right.", 2.4)
    for box in layout.boxes:
        _square(painter, box)
    y = top + 6 + ((data.troopers - 1) // 14 + 1) * 5.8 + 6
    frame(painter, 0, y, WIDTH, 22, "Maximum Weapon Damage per Number of Troopers*")
    width = (WIDTH - 22) / max(1, len(data.damage_by_troopers))
    text(painter, 2, y + 6, 20, 5, "Troopers", 2.2, bold=True)
    text(painter, 2, y + 12, 20, 5, "Damage", 2.2, bold=True)
    for i, troopers in enumerate(range(len(data.damage_by_troopers), 0, -1)):
        cx = 20 + i * width
        text(painter, cx, y + 6, width, 5, str(troopers), 2.0, align=Qt.AlignmentFlag.AlignHCenter)
        text(painter, cx, y + 12, width, 5, str(data.damage_by_troopers[troopers - 1]), 2.0,
             align=Qt.AlignmentFlag.AlignHCenter)
    text(painter, 2, y + 17, 180, 4, "*Damage is always applied in 2-point Damage Value "
                                     "groupings.", 1.9, colour=GREY)
