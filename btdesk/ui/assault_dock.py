"""The Close Assault dock: the engaged map hex opened into its seven Tactical Hexes and six
Approach Hexes (0204-B *Close Assault Hex*), drawn as an inset with each unit placed and
faced; the maneuver is built by clicks and previewed before it is sent; the secret tactic
is chosen from the legal list (only by the side at the screen, in hot seat); the last
exchange's resolution is played back one step at a time (``story.StoryPlayer``).

Everything offered comes from the Close Assault rules (``btdesk.rules.modules.close_assault``);
everything done is a command sent through the controller, which shows the rules' reason when
one is refused.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from btdesk.hexgrid import FACING_NAMES, Hex, Layout
from btdesk.model.commands import AssaultManeuver, AssaultPlace, ChooseTactic
from btdesk.model.frozen import replace
from btdesk.model.state import AssaultStep, Engagement, GameState
from btdesk.model.vocab import ManeuverStep, TacticLetter
from btdesk.rules import tactical as tac
from btdesk.rules.modules import close_assault as ca
from btdesk.rules.modules.tw_infantry import mount_of

from . import theme
from .controller import TableController
from .map_scene import UnitCounter
from .overlays import hex_polygon
from .story import StoryPlayer
from .widgets import WrapButton

INSET_HEX = 36.0  # scene units, centre to corner
INSET_HINT_PX = 240
TACTICS_PER_ROW = 3
MARK = QBrush(QColor(0, 114, 178, 90))  # a hex a click may choose: shift or destination
CHOSEN = QBrush(QColor(230, 159, 0, 150))
APPROACH_FILL = QColor("#ECE9DD")
STEP_NAMES = {"F": "Forward", "B": "Back", "L": "Turn left", "R": "Turn right",
              "U": "Stand up"}


class AssaultInset(QGraphicsView):
    """The Close Assault Hex at one engagement's moment; clicks name a hex in its own
    coordinates (btdesk.rules.core.tactical)."""

    hexClicked = Signal(object)  # Hex

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("assaultInset")
        self.setScene(QGraphicsScene(self))
        self.layout_ = Layout(INSET_HEX)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setMinimumSize(180, 180)
        for bar in (self.setHorizontalScrollBarPolicy, self.setVerticalScrollBarPolicy):
            bar(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # always fitted whole
        self.scene().setSceneRect(self.frame())
        self.setBackgroundBrush(theme.BACKGROUND)
        self.counters: dict[str, UnitCounter] = {}

    def draw(self, state: GameState, eng: Engagement, marks: tuple[Hex, ...] = (),
             chosen: Hex | None = None, ghost: tuple[str, Hex, int] | None = None,
             infantry: tuple[tuple[str, Hex], ...] = ()) -> None:
        """``infantry``: units in the hex outside the matrix, each in its tactical hex,
        drawn small in the hex's lower corner so the fighters stay readable."""
        scene = self.scene()
        scene.clear()
        self.counters = {}
        font = QFont()
        font.setPointSizeF(INSET_HEX * 0.22)
        ground = theme.TERRAIN_FILL[state.board.terrain_at(eng.hex)]
        outline = QPen(theme.GRID, 1.2)
        for h in (*tac.APPROACH_HEXES, *tac.TACTICAL_HEXES):
            approach = tac.is_approach(h)
            pen = QPen(theme.GRID, 1.0, Qt.PenStyle.DashLine) if approach else outline
            brush = (CHOSEN if h == chosen else MARK if h in marks
                     else QBrush(APPROACH_FILL if approach else ground))
            scene.addPolygon(hex_polygon(self.layout_, h), pen, brush)
            if h not in eng.places.values():
                x, y = self.layout_.center(h)
                label = scene.addSimpleText(
                    "centre" if h == tac.CENTRE else tac.SIDE_NAMES[tac.side_of(h) or 0], font)
                label.setBrush(theme.LABEL)
                box = label.boundingRect()
                label.setPos(x - box.width() / 2, y - box.height() / 2)
        colours = {s.key: s.colour for s in state.sides}
        sharing: dict[Hex, list[str]] = {}
        for uid, place in eng.places.items():
            sharing.setdefault(place, []).append(uid)
            counter = self._counter(state, uid, place, eng.facings[uid], colours)
            if len(sharing[place]) == 2:  # two vehicles under 60 t share a tactical hex
                first = self.counters[sharing[place][0]]
                first.setPos(first.pos() - QPointF(INSET_HEX * 0.3, 0))
                counter.setPos(counter.pos() + QPointF(INSET_HEX * 0.3, 0))
            self.counters[uid] = counter
        for n, (uid, place) in enumerate(infantry):
            counter = self._counter(state, uid, place, 0, colours)
            counter.setScale(0.5)
            counter.setPos(counter.pos() + QPointF(INSET_HEX * (0.3 + 0.25 * (n % 2)),
                                                   INSET_HEX * (0.45 - 0.25 * (n // 2))))
            counter.setZValue(12)
            counter.setToolTip(f"{state.unit(uid).name}: infantry in the hex, outside the "
                               "tactics")
            self.counters[uid] = counter
        if ghost is not None:
            uid, place, facing = ghost
            counter = self._counter(state, uid, place, facing, colours)
            counter.setOpacity(0.45)
            counter.setZValue(11)
        air = [state.unit(u).name for u in eng.units if u not in eng.places]
        if air:
            note = scene.addSimpleText("In the air: " + ", ".join(air), font)
            note.setPos(-3.2 * INSET_HEX, 3.6 * INSET_HEX)
        self.fit()

    def _counter(self, state: GameState, uid: str, place: Hex, facing: int,
                 colours: dict[str, str]) -> UnitCounter:
        unit = replace(state.unit(uid), position=place, facing=facing)
        counter = UnitCounter(unit, state.definition(unit), colours[unit.side], self.layout_)
        self.scene().addItem(counter)
        return counter

    def sizeHint(self) -> QSize:
        """Modest: the dock's panel asks its height of its parts' hints, and a view's hint
        (its whole scene) pushed the tactic buttons below the dock's edge.  The inset
        still takes whatever height is left over."""
        return QSize(INSET_HINT_PX, INSET_HINT_PX)

    @staticmethod
    def frame() -> QRectF:
        """The approach hexes' ring with a margin: the same frame whatever is in it."""
        return QRectF(-4.2 * INSET_HEX, -4.2 * INSET_HEX, 8.4 * INSET_HEX, 8.4 * INSET_HEX)

    def fit(self) -> None:
        self.fitInView(self.frame(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            p: QPointF = self.mapToScene(event.position().toPoint())
            h = self.layout_.hex_at(p.x(), p.y())
            if tac.is_tactical(h) or tac.is_approach(h):
                self.hexClicked.emit(h)
        super().mousePressEvent(event)


def _escaped(text: str) -> str:
    """``text`` safe in rich text (the html module loads with the first Close Assault
    text, not with the window)."""
    from html import escape

    return escape(text)


class AssaultDock(QWidget):
    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("closeAssaultPanel")
        layout = QVBoxLayout(self)
        self.picker = QComboBox()
        self.picker.currentIndexChanged.connect(lambda _i: self.redraw())
        layout.addWidget(self.picker)
        self.header = QLabel()
        self.header.setWordWrap(True)
        layout.addWidget(self.header)
        self.inset = AssaultInset()
        self.inset.hexClicked.connect(self._clicked)
        self.inset.setMinimumHeight(230)
        layout.addWidget(self.inset, 1)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.choices = QVBoxLayout()
        layout.addLayout(self.choices)
        # The last exchange, told one step at a time (the matrix result, then each roll).
        self.story = StoryPlayer("Last exchange", "assault")
        layout.addWidget(self.story)
        self.action_buttons: dict[str, QPushButton] = {}
        self.reset()
        controller.planChanged.connect(self.refresh)
        self.redraw()  # a game opened in the middle of a Close Assault shows it at once

    # --- what the player is building -----------------------------------------------------
    def reset(self) -> None:
        self.moving: str | None = None  # the unit picked to maneuver, when several may
        self.placing: str | None = None  # set-up: the unit a click on the inset places
        self.targets: dict[str, str] = {}  # each unit's named target, when several enemies
        self.steps: list[ManeuverStep] = []
        self.shift: Hex | None = None
        self.letter: tuple[str, TacticLetter] | None = None  # (unit, letter) awaiting a destination
        self.move_to: Hex | None = None

    def refresh(self) -> None:
        """The game moved on (a command, undo): the half-built choice is dropped."""
        self.reset()
        self.redraw()

    def engagement(self) -> Engagement | None:
        assaults = self.controller.state.assaults
        picked = self.picker.currentData()
        return next((e for e in assaults if e.hex == picked), None) or next(
            (e for e in assaults if e.step is not AssaultStep.DONE),
            assaults[0] if assaults else None)

    def mover(self, eng: Engagement) -> str | None:
        """Whose maneuver is being built: the unit picked among those whose turn it is
        (0204-B: "moving one of his 'Mechs (his choice)"), else the first."""
        state = self.controller.state
        movers = [u for u in ca.to_maneuver(state, eng) if not ca.idle(state, u)]
        if not movers:
            return None
        return self.moving if self.moving in movers else movers[0]

    def shift_marks(self, eng: Engagement, uid: str) -> tuple[Hex, ...]:
        return ca.shift_places(self.controller.state, eng, uid, tuple(self.steps))

    # --- drawing ---------------------------------------------------------------------------
    def redraw(self) -> None:
        state = self.controller.state
        self._fill_picker(state)
        self._clear_buttons()
        eng = self.engagement()
        if eng is None:
            self.header.setText("No Close Assault is being fought.")
            self.hint.setText("A unit that ends its move in an enemy's hex (Enter or Charge "
                              "in the Orders dock) starts one.")
            self.inset.scene().clear()
            return
        marks: tuple[Hex, ...] = ()
        chosen: Hex | None = None
        ghost = None
        parts = []
        for uid in eng.units:
            u = state.unit(uid)
            role = "attacker" if uid in ca.attackers(state, eng) else "defender"
            locked = ", tactic locked" if eng.tactic(uid) else ""
            prone = ", prone" if u.prone else ""
            parts.append(f"{u.name} ({role}, {tac.name(eng.places.get(uid))}, facing "
                         f"{FACING_NAMES[eng.facings[uid]]}, {eng.mp_left.get(uid, 0)} MP"
                         f"{prone}{locked})")
        infantry = self._infantry(eng)
        for uid, place in infantry:
            u = state.unit(uid)
            side = state.side(u.side).name
            how = ("hidden, " if u.hidden else "") + (
                f"on {state.unit(on).name}, " if (on := mount_of(state, uid)) else "")
            parts.append(f"{_escaped(u.name)} ({side} infantry, {how}{tac.name(place)}: fights "
                         "by fire or anti-'Mech attacks, not tactics)")
        self.header.setText(f"<b>Close Assault in {eng.hex.label}</b> · exchange "
                            f"{eng.exchange} · {eng.step.value.replace('_', ' ')}<br>"
                            + "<br>".join(parts))
        mover = self.mover(eng)
        placing = self._setup(state, eng)
        wait = ca.exchange_wait(state)
        if wait is not None and not placing:
            self.hint.setText(f"Waiting: {wait}.")
        elif self.story.untold and (mover is not None or eng.step is AssaultStep.TACTICS):
            self.hint.setText("The last exchange is being played back: Next Step or Show "
                              "All, then the next exchange's choices.")
            QTimer.singleShot(0, self._next_step_in_sight)
        elif placing:
            marks = placing
        elif mover is not None:
            marks, chosen, ghost = self._maneuver(state, eng, mover)
        elif eng.step is AssaultStep.TACTICS:
            marks, chosen = self._tactics(state, eng)
        else:
            self.hint.setText("This turn's exchanges are over; the units stay locked in "
                              "the hex into the next turn.")
        self.inset.draw(state, eng, marks, chosen, ghost, infantry)

    def _next_step_in_sight(self) -> None:
        """The dock scrolled down to Next Step and Show All, which the exchange waits on:
        under the inset and the step list they lay past the dock's edge at the default
        window size (1280x820), and a player had to find the scroll bar to go on."""
        view = self.parentWidget()
        scroll = view.parentWidget() if view is not None else None
        if isinstance(scroll, QScrollArea) and self.story.untold:
            scroll.ensureWidgetVisible(self.story.all_steps, 0, 8)

    def _infantry(self, eng: Engagement) -> tuple[tuple[str, Hex], ...]:
        """Infantry in the fought-over hex that the screen may show (0204-B *Infantry*:
        "All rules for using infantry are the same in this variant"; hidden units only to
        their own side), each where it is in the Close Assault Hex: on the unit it
        swarms, in the tactical hex it hid in, or (having walked in) the centre."""
        shown = self.controller.shown()
        out = []
        for u in shown.units_at(eng.hex):
            if not u.active or u.uid in eng.units or not shown.definition(u).kind.is_infantry:
                continue
            on = mount_of(shown, u.uid)
            place = eng.places.get(on) if on is not None else None
            out.append((u.uid, place or u.hidden_in or tac.CENTRE))
        return tuple(out)

    def _fill_picker(self, state: GameState) -> None:
        hexes = [e.hex for e in state.assaults]
        current = [self.picker.itemData(i) for i in range(self.picker.count())]
        if hexes != current:
            self.picker.blockSignals(True)
            self.picker.clear()
            for h in hexes:
                self.picker.addItem(f"Close Assault in {h.label}", h)
            self.picker.blockSignals(False)
        self.picker.setVisible(len(hexes) > 1)

    def _maneuver(self, state: GameState, eng: Engagement,
                  uid: str) -> tuple[tuple[Hex, ...], Hex | None, tuple[str, Hex, int] | None]:
        """0204-B *Maneuvering*: steps at 1 MP, whatever the terrain; the defender's free
        shift is a click on a marked hex."""
        unit = state.unit(uid)
        movers = [u for u in ca.to_maneuver(state, eng) if not ca.idle(state, u)]
        if len(movers) > 1:
            pick = QComboBox()
            pick.setObjectName("ca_unit")
            for u in movers:
                pick.addItem(state.unit(u).name, u)
            pick.setCurrentIndex(movers.index(uid))
            pick.currentIndexChanged.connect(
                lambda i, box=pick: self._pick_mover(box.itemData(i)))
            self.choices.addWidget(pick)
        budget = eng.mp_left.get(uid, 0)
        spent = sum(state.rules.physical.stand_up_mp if s == "U" else 1 for s in self.steps)
        planned = " ".join(STEP_NAMES[s].lower() for s in self.steps) or "stay put"
        self.hint.setText(f"{unit.name} maneuvers ({spent} of {budget} MP): {planned}"
                          + (f", then shift to the {tac.name(self.shift)}" if self.shift
                             else "") + ".")
        rows = {s: QHBoxLayout() for s in ("UFB", "LR")}  # two short rows: a narrow dock
        for step in "UFBLR":
            row = next(r for k, r in rows.items() if step in k)
            why = "the shift ends the maneuver" if self.shift is not None else \
                ca.step_problem(state, eng, uid, tuple(self.steps), ManeuverStep(step))
            button = self._button(f"ca_{step}", STEP_NAMES[step],
                                  lambda _=False, s=step: self._add_step(s), row)
            button.setEnabled(why is None)
            button.setToolTip(why or "")  # a disabled step says why, on hover
        for row in rows.values():
            self.choices.addLayout(row)
        row = QHBoxLayout()
        self._button("ca_clear", "Clear", self.refresh, row).setEnabled(
            bool(self.steps or self.shift))
        self._button("ca_confirm", "Confirm Maneuver",
                     lambda: self.controller.submit(AssaultManeuver(
                         uid, tuple(self.steps), self.shift)), row)
        self.choices.addLayout(row)
        marks = self.shift_marks(eng, uid)
        if marks:
            self.hint.setText(self.hint.text() + " Click a marked hex for the free "
                                                 "last-minute shift.")
        ghost = None
        where = ca.planned_place(eng, uid, tuple(self.steps))
        if where is not None and (self.steps or self.shift):
            ghost = (uid, self.shift or where[0], where[1])
        return marks, self.shift, ghost

    def _setup(self, state: GameState, eng: Engagement) -> tuple[Hex, ...]:
        """0204-B set-up with more than two units: before the maneuvers each side may place
        its units (defenders in tactical hexes, attackers on approach hexes); "Place" mode
        marks where the chosen unit may go, and a click puts it there."""
        movable = ([u for u in eng.units if ca.placements(state, u)]  # open, not secret
                   if not self.steps else [])
        if not movable:
            return ()
        row = QHBoxLayout()
        button = self._button("ca_place", "Place Units…", self._toggle_placing, row)
        button.setCheckable(True)
        button.setChecked(self.placing is not None)
        self.choices.addLayout(row)
        if self.placing not in movable:
            self.placing = None
            return ()
        pick = QComboBox()
        pick.setObjectName("place_unit")
        for u in movable:
            pick.addItem(f"Place {state.unit(u).name}", u)
        pick.setCurrentIndex(movable.index(self.placing))
        pick.currentIndexChanged.connect(
            lambda i, box=pick: self._set_placing(box.itemData(i)))
        self.choices.addWidget(pick)
        self.hint.setText("Set-up: defenders stand in the tactical hexes, attackers on the "
                          "approach hexes; click a marked hex to put the unit there.")
        return ca.placements(state, self.placing)

    def _toggle_placing(self) -> None:
        eng = self.engagement()
        state = self.controller.state
        movable = [u for u in (eng.units if eng else ()) if ca.placements(state, u)]
        self._set_placing(None if self.placing or not movable else movable[0])

    def _set_placing(self, uid: str | None) -> None:
        self.placing = uid
        self.redraw()

    def _tactics(self, state: GameState, eng: Engagement) -> tuple[tuple[Hex, ...], Hex | None]:
        """0204-B *Tactical Decision*: secret, so only the side at the screen sees its
        choices; avoid, flee and break off may name where they go."""
        c = self.controller
        names = {**state.rules.close_assault.defender_actions,
                 **state.rules.close_assault.attacker_actions}
        hidden = []
        marks: tuple[Hex, ...] = ()
        for uid in eng.units:
            unit = state.unit(uid)
            if eng.tactic(uid) is not None or ca.idle(state, uid):
                continue
            if not c.may_see(unit.side):
                if state.side(unit.side).name not in hidden:
                    hidden.append(state.side(unit.side).name)
                continue
            foes = ca.enemies(state, eng, uid)
            if len(foes) > 1:  # "each 'Mech must state which enemy 'Mech it is acting against"
                target = self.targets.get(uid) or ca.nearest_enemy(state, eng, uid)
                pick = QComboBox()
                pick.setObjectName(f"target_{uid}")
                for foe in foes:
                    pick.addItem(f"{unit.name} acts against {state.unit(foe).name}", foe)
                pick.setCurrentIndex(foes.index(target))
                pick.currentIndexChanged.connect(
                    lambda i, box=pick, k=uid: self._set_target(k, box.itemData(i)))
                self.choices.addWidget(pick)
            target = self.targets.get(uid) or ca.nearest_enemy(state, eng, uid)
            hints = state.rules.close_assault.hints
            # The unit's name once, its letters in a grid of short buttons: the list fits
            # the dock beside the inset instead of running below its edge.
            self.choices.addWidget(QLabel(f"<b>{unit.name}</b> chooses:"))
            grid = QGridLayout()
            self.choices.addLayout(grid)
            letters = [x for x in ca.allowed_letters(state, eng, uid)
                       if ca.blow_reaches(state, eng, uid, target, x)]  # not a sure miss
            for n, letter in enumerate(letters):
                button = self._button(f"dock_tactic_{uid}_{letter}",
                                      f"{letter} · {names[letter]}",
                                      lambda _=False, k=uid, x=letter: self._pick(k, x), grid)
                grid.addWidget(button, n // TACTICS_PER_ROW, n % TACTICS_PER_ROW)
                # Rich text: Qt wraps it to a readable width (plain text is one long line).
                button.setToolTip(f"<p>{_escaped(hints.get(letter, ''))}</p>")
                button.setStatusTip(hints.get(letter, ""))
                button.setCheckable(True)
                button.setChecked(self.letter == (uid, letter))
            if self.letter is not None and self.letter[0] == uid:
                marks = ca.destinations(state, eng, uid, self.letter[1])
                where = tac.name(self.move_to) if self.move_to else "the rules' choice"
                self._button("dock_lock", f"Lock In {self.letter[1]} (to {where})",
                             lambda _=False, k=uid: self._lock(k, self.move_to))
        waiting = " and ".join(hidden)
        self.hint.setText("Choose each unit's tactic in secret; they are revealed when all "
                          "are locked in." + (f" Still to choose, after a hand-over: {waiting}."
                                          if waiting else "")
                          + (" Click a marked hex to say where the unit goes." if marks
                             else ""))
        return marks, self.move_to

    # --- clicks ----------------------------------------------------------------------------
    def _set_target(self, uid: str, target: str) -> None:
        """Another enemy named: the blows that reach it are offered."""
        self.targets[uid] = target
        self.redraw()

    def _pick_mover(self, uid: str) -> None:
        self.reset()
        self.moving = uid
        self.redraw()

    def _add_step(self, step: str) -> None:
        self.steps.append(ManeuverStep(step))
        self.redraw()

    def _clicked(self, h: Hex) -> None:
        eng = self.engagement()
        if eng is None:
            return
        mover = self.mover(eng)
        if self.placing is not None:
            if h in ca.placements(self.controller.state, self.placing):
                uid = self.placing
                self.controller.submit(AssaultPlace(uid, h))
                self.placing = uid  # keep placing (the submit redrew without it)
                self.redraw()
        elif mover is not None:
            if h in self.shift_marks(eng, mover):
                self.shift = None if self.shift == h else h
                self.redraw()
        elif self.letter is not None and h in ca.destinations(self.controller.state, eng,
                                                              *self.letter):
            self.move_to = h
            self.redraw()

    def _pick(self, uid: str, letter: TacticLetter) -> None:
        """A tactic that moves the unit waits for an optional destination; others lock."""
        eng = self.engagement()
        if eng is not None and ca.destinations(self.controller.state, eng, uid, letter):
            self.letter, self.move_to = (uid, letter), None
            self.redraw()
        else:
            self._lock(uid, None, letter)

    def _lock(self, uid: str, move_to: Hex | None, letter: TacticLetter | None = None) -> None:
        chosen = letter or (self.letter[1] if self.letter else None)
        if chosen is not None:
            self.controller.submit(ChooseTactic(uid, chosen, self.targets.get(uid),
                                                move_to=move_to))

    # --- buttons -----------------------------------------------------------------------------
    def _button(self, key: str, text: str, slot: Callable[..., object],
                box: QHBoxLayout | QGridLayout | None = None) -> QPushButton:
        # A line of its own is a sentence: it wraps rather than widen the dock.
        button = QPushButton(text) if box is not None else WrapButton(text)
        button.setObjectName(key)
        button.clicked.connect(slot)
        if not isinstance(box, QGridLayout):  # a grid's caller places the button
            (box if box is not None else self.choices).addWidget(button)
        self.action_buttons[key] = button
        return button

    def _clear_buttons(self) -> None:
        def empty(box: QLayout) -> None:
            while box.count():
                item = box.takeAt(0)
                if item is None:
                    continue
                inner = item.layout()
                if inner is not None:
                    empty(inner)
                widget = item.widget()
                if widget is not None:
                    if widget.hasFocus():
                        self.setFocus()  # keep the keyboard in the window
                    widget.setParent(None)
                    widget.deleteLater()
        empty(self.choices)
        self.action_buttons = {}
