"""The hex map as a QGraphicsScene: one terrain layer item and one item per unit.

The terrain layer builds one QPainterPath per terrain type once, so a repaint is a
handful of path fills plus the labels of the hexes actually exposed; units are
separate items so a move repaints only its counter.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from btdesk.hexgrid import Layout
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.state import GameState, UnitState
from btdesk.model.units import UnitDefinition
from btdesk.rules import troopers_alive
from btdesk.rules.modules.tw_infantry import host_of, mount_of

from .counter import Counter, CounterLook, MapBase, crowd_scale, spread
from .overlays import (
    PATH,
    SIGHT_CLEAR,
    TARGETED,
    FacingArrow,
    HexOutline,
    HitMarkers,
    LineOverlay,
    ReachOverlay,
)
from .terrain_layer import TerrainLayer


def short_name(definition: UnitDefinition) -> str:
    """The model code ('HBK-4G') for 'Mechs, else the first word, as counters print them."""
    return definition.name.split()[0].rstrip(",")


def look_of(unit: UnitState, definition: UnitDefinition, colour: str,
            riders: tuple[str, ...] = ()) -> CounterLook:
    """What ``unit``'s counter shows: the health bar is armour left, or troopers."""
    if definition.infantry is not None:
        left, full = troopers_alive(unit, definition), definition.infantry.troopers
    else:
        full = definition.total_armor
        left = full - sum(unit.damage.values())
    return CounterLook(short_name(definition), colour, definition.kind.is_infantry, left,
                       full, unit.formation, len(riders), unit.prone, unit.heat, unit.shutdown)


class UnitCounter(Counter):
    """A unit's counter, kept up to date from the game."""

    def __init__(self, unit: UnitState, definition: UnitDefinition, colour: str,
                 layout: Layout) -> None:
        super().__init__(unit.uid, look_of(unit, definition, colour), layout)
        self.definition = definition
        self.side_colour = colour
        self.riders: tuple[str, ...] = ()
        self.update_from(unit)

    def update_from(self, unit: UnitState, shift: tuple[float, float] = (0.0, 0.0),
                    riders: tuple[str, ...] = ()) -> None:
        """``shift``: fractions of the hex size, for units sharing a hex (a Close Assault,
        a steel wall, a 'Mech over infantry) so every counter shows.  ``riders``: the
        names of the infantry it carries (seed 003), drawn as a tab on the counter."""
        self.unit = unit
        self.riders = riders
        self.set_look(look_of(unit, self.definition, self.side_colour, riders))
        carrying = f", carrying {', '.join(riders)}" if riders else ""
        self.setToolTip(f"{unit.name} ({self.definition.kind.display_name}){carrying}")
        if unit.position is None or unit.removed:
            self.setVisible(False)
            return
        self.setVisible(True)
        self.setOpacity(0.55 if unit.hidden else 1.0)  # hidden: only its own side sees it
        x, y = self.layout.center(unit.position)
        self.setPos(QPointF(x + shift[0] * self.layout.size, y + shift[1] * self.layout.size))
        self.setRotation(60.0 * unit.facing if self.has_facing else 0.0)
        self.update()


class MapScene(MapBase):
    counters: dict[str, UnitCounter]  # type: ignore[assignment]

    def __init__(self, state: GameState) -> None:
        super().__init__(state.board, state.building_damage)
        colours = {s.key: s.colour for s in state.sides}
        for unit in state.units:
            counter = UnitCounter(unit, state.definition(unit), colours[unit.side], self.layout)
            self.counters[unit.uid] = counter
            self.addItem(counter)
        self.reach = ReachOverlay(self.layout)
        self.path = LineOverlay(self.layout, PATH)
        self.sight = LineOverlay(self.layout, SIGHT_CLEAR, z=9, dashed=True)
        self.selection = HexOutline(self.layout)
        self.targeted = HexOutline(self.layout, TARGETED)
        self.facing = FacingArrow(self.layout)
        self.hits = HitMarkers(self.layout)
        for item in (self.reach, self.path, self.sight, self.selection, self.targeted,
                     self.facing, self.hits):
            self.addItem(item)

    def refresh_ground(self, state: GameState) -> None:
        """Draw the ground again when the game changed it: a building hit (its CF
        rewritten) or collapsed (rubble on a new board: the layer is built anew).  The
        views redraw only around the hexes that changed."""
        if state.board is self.terrain.board:
            if state.building_damage != self.terrain.damage:
                self.terrain.set_damage(state.building_damage)
            return
        old = self.terrain
        self.removeItem(old)
        self.terrain = TerrainLayer(state.board, self.layout, state.building_damage)
        self.addItem(self.terrain)
        self.terrain.adopt(old)

    def refresh_units(self, state: GameState, uids: frozenset[str] | None = None) -> None:
        """Move, turn or hide exactly the counters whose units changed (and those sharing
        a hex with one, which step aside); and the ground, where the game changed it."""
        self.refresh_ground(state)
        shown = {u.uid for u in state.units}
        for uid, item in self.counters.items():
            if uid not in shown:  # hidden from this viewer
                item.setVisible(False)
        sharing: dict[object, list[str]] = {}
        riders: dict[str, list[str]] = {}
        # Seed 003 swarm attacks: a swarmer is drawn small on its host's counter, which
        # names it on its tab; it takes no place of its own in the hex.
        swarms = {u.uid: mount_of(state, u.uid) for u in state.units} if TW_INFANTRY.key \
            in state.options else {}
        for unit in state.units:
            host = swarms.get(unit.uid)
            if host is not None:
                doing = "swarming" if host_of(state, unit.uid) else "fighting swarmers"
                riders.setdefault(host, []).append(f"{unit.name} ({doing})")
            elif unit.position is not None and not unit.removed:
                sharing.setdefault(unit.position, []).append(unit.uid)
            if unit.carried_by is not None and not unit.removed:
                riders.setdefault(unit.carried_by, []).append(unit.name)
        for unit in state.units:
            host = swarms.get(unit.uid)
            anchor = host if host is not None else unit.uid
            together = sharing.get(unit.position, [anchor])
            counter = self.counters.get(unit.uid)
            if counter is None or not (uids is None or unit.uid in uids or len(together) > 1
                                       or unit.uid in riders or counter.riders
                                       or host is not None):
                continue
            scale = crowd_scale(len(together))
            x, y = spread(len(together), together.index(anchor) if anchor in together else 0)
            if host is not None:  # on the host's counter, up and to the right
                x, y = x + 0.3 * scale, y - 0.3 * scale
                scale *= 0.55
                counter.setZValue(11)  # above every counter (10)
            else:
                counter.setZValue(10)
            counter.update_from(unit, (x, y), tuple(riders.get(unit.uid, ())))
            counter.setScale(scale)
