"""The Miniatures dock (the multi-model infantry module, seed 004): the table around one
infantry unit at miniature scale, its models free to place.

Why an inset and not a whole hexless table: the hex game stays the authority on where a
unit is (its move, MP, terrain, line of sight), and a placing only matters where models
come close, around the unit that has just moved; a second whole table would be a second
authority to keep in step.  The inset shows that unit's hex and two rings around it at
the game's table scale (by default 0204-B's 12 cm hex), every model on its base, the
leader's Command Radius and the 2" stand-off about enemy models, like the Close Assault
dock the referee knows.

A model of the placing unit is dragged (or clicked, then its place clicked); while it
moves the dock says whether it may stand there, and a refused placing says why.  Every
rule is ``btdesk.rules.modules.multi_model``'s; everything done is a command sent
through the controller.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsEllipseItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from btdesk.hexgrid import Hex, distance, ring
from btdesk.model.multi_model import MM_PER_INCH, EndPlacement, PlaceModel, Point
from btdesk.model.state import GameState, UnitState
from btdesk.model.table_scale import table_scale
from btdesk.rules.modules import multi_model as mm

from . import theme
from .controller import TableController
from .module_panels import ModuleDock
from .overlays import hex_polygon

RINGS = 2  # hexes shown around the unit's
STANDOFF_FILL = QColor(213, 94, 0, 45)
RADIUS_PEN = QColor(0, 114, 178)
LEADER_RING = QColor("#111111")  # not a side colour: both sides have leaders
CONTACT_EDGE = QColor("#CC0000")


class TableInset(QGraphicsView):
    """The table in millimetres; ``pressed``/``dropped`` give table points."""

    pressed = Signal(object)  # Point
    dragged = Signal(object)  # Point
    dropped = Signal(object)  # Point

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("miniaturesInset")
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setMinimumSize(200, 200)
        for bar in (self.setHorizontalScrollBarPolicy, self.setVerticalScrollBarPolicy):
            bar(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(theme.BACKGROUND)
        self.setMouseTracking(True)
        self._down = False

    def point_at(self, event: QMouseEvent) -> Point:
        p = self.mapToScene(event.position().toPoint())
        return (round(p.x()), round(p.y()))

    def to_view(self, point: Point) -> QPointF:
        """Where a table point is in the view's pixels (for tests and tools)."""
        return QPointF(self.mapFromScene(QPointF(*point)))

    def fit(self) -> None:
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() is Qt.MouseButton.LeftButton:
            self._down = True
            self.pressed.emit(self.point_at(event))
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._down:
            self.dragged.emit(self.point_at(event))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() is Qt.MouseButton.LeftButton and self._down:
            self._down = False
            self.dropped.emit(self.point_at(event))
        super().mouseReleaseEvent(event)


class MiniaturesDock(ModuleDock):
    """The multi-model module's dock: the miniatures table, where each unit places its
    models; it asks for ``attention`` when a unit begins placing them."""

    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("miniaturesPanel")
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setMinimumHeight(2 * self.header.fontMetrics().lineSpacing())
        top.addWidget(self.header, 1)
        self.units = QComboBox()
        self.units.setObjectName("miniatureUnits")
        self.units.addItem("inches", "in")
        self.units.addItem("centimetres", "cm")
        # The game's table scale says which first; its name is in the tooltip.
        scale = table_scale(controller.state.options)
        self.units.setCurrentIndex(self.units.findData(scale.unit))
        self.units.setToolTip(f"Table scale: {scale.name} (Game Options)")
        self.units.currentIndexChanged.connect(lambda _i: self.redraw())
        top.addWidget(self.units)
        layout.addLayout(top)
        self.inset = TableInset()
        self.inset.pressed.connect(self._pressed)
        self.inset.dragged.connect(self._dragged)
        self.inset.dropped.connect(self._dropped)
        layout.addWidget(self.inset, 1)
        self.hint = QLabel()
        self.hint.setObjectName("miniaturesHint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Room for the longest hint: the table must not jump under the hand as it changes.
        self.hint.setMinimumHeight(5 * self.hint.fontMetrics().lineSpacing())
        layout.addWidget(self.hint)
        self.done = QPushButton("Done placing (the rest follow the leader)")
        self.done.setObjectName("endPlacement")
        self.done.clicked.connect(self._end)
        layout.addWidget(self.done)
        self.focus: str | None = None  # the unit shown when none is placing
        self.holding: int | None = None  # the model being moved
        self.ghost: QGraphicsEllipseItem | None = None
        self._sending = False
        self._announced: str | None = None  # the placing unit the dock was shown for
        controller.planChanged.connect(self.refresh)
        controller.refused.connect(self._refused)
        self.redraw()

    # --- which unit ------------------------------------------------------------------------
    def unit(self) -> UnitState | None:
        state = self.controller.state
        placing = mm.placing_unit(state)
        if placing is not None:
            self.focus = placing.uid  # still shown once its placing is done
            return placing
        selected = self.controller.selected_unit()
        if selected is not None and selected.position is not None and \
                mm.is_multi(state, selected):
            self.focus = selected.uid
        if self.focus is not None and state.has_unit(self.focus):
            u = state.unit(self.focus)
            if u.active and u.position is not None:
                return u
        return None

    def placing(self) -> UnitState | None:
        """The unit whose models are placed now (its side has the turn, as for a move)."""
        return mm.placing_unit(self.controller.state)

    def refresh(self) -> None:
        self.holding = None
        placing = self.placing()
        self.redraw()
        if placing is not None and placing.uid != self._announced:
            self.attention.emit()
        self._announced = placing.uid if placing is not None else None

    # --- measures ---------------------------------------------------------------------------
    def measure(self, mm_: float) -> str:
        if self.units.currentData() == "cm":
            return f"{mm_ / 10:.1f} cm"
        return f"{mm_ / MM_PER_INCH:.1f}\""

    # --- drawing ----------------------------------------------------------------------------
    def redraw(self) -> None:
        scene = self.inset.scene()
        scene.clear()
        self.ghost = None
        state = self.controller.state
        unit = self.unit()
        placing = self.placing()
        self.done.setVisible(placing is not None)
        if unit is None or unit.position is None:
            self.header.setText("<b>Miniatures</b>")
            self.hint.setText("Select an infantry unit on the map to see its models on the "
                              "table; when one moves, its models are placed here, leader "
                              "first (Moving Infantry).")
            return
        f = mm.formation(state, unit)
        radius = mm.command_radius(state, unit)
        leader = f"leader model {f.leader}" if f.leader is not None else "no leader"
        rule = mm.leader_rule(state, unit).replace("_", " ").title()
        self.header.setText(
            f"<b>{unit.name}</b> in {unit.position.label} · {len(f.alive())} models · "
            f"{leader} · Command Radius {self.measure(radius)} (Leadership "
            f"{mm.leadership(state, unit)}){' · ' + rule if rule else ''}")
        self._draw_hexes(state, unit.position)
        shown = self.controller.shown()
        models = [m for m in mm.table_models(shown)
                  if _within(shown.unit(m.unit).position, unit.position)]
        enemy = [m for m in models if m.side != unit.side]
        if placing is not None and not f.contact:
            zone = mm.rules_of(state).standoff_inches * MM_PER_INCH
            own = mm.base_radius(state, unit)
            for m in enemy:  # where an own model's centre may not go
                if state.unit(m.unit).position == unit.position:
                    continue
                r = m.radius + zone + own
                scene.addEllipse(m.at[0] - r, m.at[1] - r, 2 * r, 2 * r, QPen(Qt.PenStyle.NoPen),
                                 QBrush(STANDOFF_FILL))
        if f.leader is not None and f.models[f.leader - 1] is not None:
            lx, ly = f.at(f.leader)
            r = radius  # equal bases: where a model's centre may stand
            pen = QPen(RADIUS_PEN, 1.5, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            scene.addEllipse(lx - r, ly - r, 2 * r, 2 * r, pen)
        contact = mm.in_contact(state, unit)
        colours = {s.key: QColor(s.colour) for s in state.sides}
        for m in models:
            fighting = m.unit == unit.uid and m.number in contact
            self._model(m, colours[m.side], fighting)
        self.inset.fit()
        self._hint(state, unit, placing, contact)

    def _draw_hexes(self, state: GameState, centre: Hex) -> None:
        layout = mm.table_layout(state)
        font = QFont()
        font.setPixelSize(9)
        board = state.board
        shown: list[Hex] = []
        for h in _area(centre):
            if not board.contains(h):
                continue
            shown.append(h)
            pen = QPen(theme.GRID, 2.5 if h == centre else 1)
            pen.setCosmetic(True)
            self.inset.scene().addPolygon(hex_polygon(layout, h), pen,
                                          QBrush(theme.TERRAIN_FILL[board.terrain_at(h)]))
            label = self.inset.scene().addSimpleText(h.label, font)
            x, y = layout.center(h)
            label.setBrush(theme.LABEL)
            label.setPos(x - 14, y - layout.height / 2 + 3)
        xs = [layout.center(h)[0] for h in shown] or [0.0]
        ys = [layout.center(h)[1] for h in shown] or [0.0]
        margin = layout.size
        rect = QRectF(min(xs) - margin, min(ys) - margin, max(xs) - min(xs) + 2 * margin,
                      max(ys) - min(ys) + 2 * margin)
        self.inset.scene().setSceneRect(rect)

    def _model(self, m: mm.Model, colour: QColor, fighting: bool) -> None:
        scene = self.inset.scene()
        x, y = m.at
        edge = QPen(CONTACT_EDGE if fighting else theme.COUNTER_EDGE, 2 if fighting else 1)
        edge.setCosmetic(True)
        scene.addEllipse(x - m.radius, y - m.radius, 2 * m.radius, 2 * m.radius, edge,
                         QBrush(colour))
        unit = self.controller.state.unit(m.unit)
        single = not mm.is_multi(self.controller.state, unit)
        if m.leader and not single:
            ring = QPen(LEADER_RING, 3)
            ring.setCosmetic(True)
            r = m.radius + 3
            scene.addEllipse(x - r, y - r, 2 * r, 2 * r, ring)
        font = QFont()
        font.setPixelSize(max(8, int(m.radius * (0.6 if single else 1))))
        font.setBold(m.leader)
        label = unit.name.split()[0][:8] if single else ("L" if m.leader else "") + str(m.number)
        text = scene.addSimpleText(label, font)
        text.setBrush(QColor("#FFFFFF"))
        box = text.boundingRect()
        text.setPos(x - box.width() / 2, y - box.height() / 2)

    def _hint(self, state: GameState, unit: UnitState, placing: UnitState | None,
              contact: frozenset[int]) -> None:
        formation = mm.formation(state, unit)
        if placing is not None and unit.position is not None:
            lead = formation.leader
            if lead is not None and lead not in formation.placed:
                what = (f"Drag the leader (L{lead}) to its place in {unit.position.label}"
                        + (", in base contact with an enemy model: this move is an assault"
                           if formation.contact else "")
                        + "; the others follow it.")
            else:
                what = ("Drag each model within the dashed Command Radius, outside the shaded "
                        "stand-off; Done placing keeps the rest where they are (moved to the "
                        "nearest allowed place where they may not stand).")
            self.hint.setText(f"{unit.name} is placing its models (Moving Infantry: leader first). "
                              + what)
        elif contact:
            self.hint.setText(f"In base contact (fighting): models {sorted(contact)}; the others "
                              "lend supporting fire (Moving Infantry).")
        else:
            self.hint.setText("The models stand where they were placed; they are placed again "
                              "when the unit moves.")

    # --- placing ----------------------------------------------------------------------------
    def _near_model(self, point: Point) -> int | None:
        unit = self.placing()
        if unit is None:
            return None
        f = mm.formation(self.controller.state, unit)
        r = mm.base_radius(self.controller.state, unit)
        near = [(math.dist(point, f.at(n)), n) for n in f.alive()]
        best = min(near, default=None)
        return best[1] if best is not None and best[0] <= r + 2 else None

    def _pressed(self, point: Point) -> None:
        picked = self._near_model(point)
        if picked is not None:
            self.holding = picked
            self._show_ghost(point)
            self._dragged(point)

    def _dragged(self, point: Point) -> None:
        unit = self.placing()
        if unit is None or self.holding is None:
            return
        self._show_ghost(point)
        problem = mm.place_problem(self.controller.state, unit, self.holding, point)
        self.hint.setText(f"Model {self.holding} here: " + (
            "may stand." if problem is None else f"refused: {problem}."))

    def _dropped(self, point: Point) -> None:
        unit = self.placing()
        model, self.holding = self.holding, None
        if unit is None or model is None:
            return
        f = mm.formation(self.controller.state, unit)
        if math.dist(point, f.at(model)) < 1:  # a click on a model: pick it, then its place
            self.holding = model
            return
        self.place(unit.uid, model, point)

    def place(self, uid: str, model: int, point: Point) -> bool:
        """Place ``model`` at ``point``: the command, and the reason shown if refused."""
        self._sending = True
        try:
            return self.controller.submit(PlaceModel(uid, model, point[0], point[1]))
        finally:
            self._sending = False

    def _end(self) -> None:
        unit = self.placing()
        if unit is not None:
            self._sending = True
            try:
                self.controller.submit(EndPlacement(unit.uid))
            finally:
                self._sending = False

    def _refused(self, reason: str) -> None:
        if self._sending:
            self.redraw()
            self.hint.setText(f"Refused: {reason}.")

    def _show_ghost(self, point: Point) -> None:
        unit = self.placing()
        if unit is None:
            return
        r = mm.base_radius(self.controller.state, unit)
        if self.ghost is None:
            pen = QPen(theme.COUNTER_EDGE, 1, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self.ghost = self.inset.scene().addEllipse(0, 0, 2 * r, 2 * r, pen,
                                                       QBrush(QColor(255, 255, 255, 120)))
        self.ghost.setRect(point[0] - r, point[1] - r, 2 * r, 2 * r)


def _within(h: Hex | None, centre: Hex) -> bool:
    return h is not None and distance(h, centre) <= RINGS


def _area(centre: Hex) -> list[Hex]:
    out = [centre]
    for k in range(1, RINGS + 1):
        out += ring(centre, k)
    return out
