"""The main window's map: the plan drawn on it, what a click or the mouse over a hex
does, the ruler, and the referee's tools (a unit corrected, damage dealt by hand, the
to-hit calculator)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel

from btdesk.hexgrid import Hex
from btdesk.model.state import Phase
from btdesk.model.table_scale import table_scale
from btdesk.rules import cf_left, mode_mp, sight_to, unit_line_of_sight

from .hot_seat import HotSeat
from .overlays import RULER, SIGHT_BLOCKED, SIGHT_CLEAR, ZONE


class MapTools(HotSeat):
    """The map's reactions to the plan, the mouse and the referee."""

    ruler_action: QAction
    ruler_from: QPointF | None
    ruler_held: bool
    hover_label: QLabel

    def _plan_changed(self) -> None:
        c, scene, state = self.controller, self.scene, self.session.state
        scene.reach.clear()
        scene.path.clear()
        scene.sight.clear()
        scene.selection.clear()
        scene.targeted.clear()
        scene.facing.clear()
        unit = c.selected_unit()
        if unit is None:
            return
        if unit.position is not None:
            scene.selection.show_hexes([unit.position])
        self.sheets.show_unit(unit.uid)
        if state.phase is Phase.SETUP:
            zone = {h: 0 for h in state.board.hexes() if c.placement_ok(h)}
            scene.reach.show_costs(zone, 1, ZONE)
        elif state.phase is Phase.MOVEMENT and c.mode is not None:
            d = state.definition(unit)
            scene.reach.show_costs(c.costs(), mode_mp(unit, d, c.mode, state))
            scene.path.show_hexes(c.plan_path())
            if c.plan is not None and not d.kind.is_infantry:
                scene.facing.show_facing(*c.plan)
        elif state.phase is Phase.WEAPON_ATTACK and c.building is not None:
            scene.targeted.show_hexes([c.building])
            if unit.position is not None and unit.position != c.building:
                sight = sight_to(state, unit, c.building)
                scene.sight.show_hexes([unit.position, c.building],
                                       SIGHT_BLOCKED if sight.blocked else SIGHT_CLEAR)
        elif state.phase is Phase.WEAPON_ATTACK and c.target is not None:
            target = state.unit(c.target)
            if unit.position is not None and target.position is not None:
                scene.targeted.show_hexes([target.position])
                sight = unit_line_of_sight(state, unit.uid, target.uid)
                scene.sight.show_hexes([unit.position, target.position],
                                       SIGHT_BLOCKED if sight.blocked else SIGHT_CLEAR)

    # --- the referee's tools ----------------------------------------------------------------------
    def _map_clicked(self, h: Hex, uid: str | None) -> None:
        """A click in ``h``, on ``uid``'s counter if it was on one."""
        if not self.ruler_action.isChecked():  # (the ruler takes points: _ruler_clicked)
            if uid is None:  # not on a counter: the unit in the hex, if it is alone
                here = [u.uid for u in self.controller.shown().units_at(h)]
                uid = here[0] if len(here) == 1 else None
            self.controller.clicked(h, uid)
            if uid is not None:
                self._bring_sheet(uid)

    def _bring_sheet(self, uid: str) -> None:
        """A unit clicked on the map: its record sheet comes forward, unless a
        Close Assault is being fought in the dock that shares its place."""
        if uid not in {u.uid for u in self.controller.shown().units}:
            return
        self.sheets.show_unit(uid)
        fighting = self.assault_dock.isVisible() and self.session.state.assaults and \
            self.session.state.phase is Phase.PHYSICAL_ATTACK
        if not fighting:
            self.sheets_dock.show()
            self.sheets_dock.raise_()

    def _map_hovered(self, h: Hex | None) -> None:
        if self.ruler_action.isChecked() and self.ruler_from is not None:
            return  # the ruler is measuring: _ruler_hovered
        self.controller.hovered(h)

    def _ruler_point(self, point: QPointF) -> QPointF:
        """Where the ruler's end goes: the point, or the centre of its hex when it is
        within a tenth of a hex of it (so centre to centre reads whole hexes)."""
        layout = self.scene.layout
        centre = QPointF(*layout.center(layout.hex_at(point.x(), point.y())))
        near = (centre - point).manhattanLength() <= 0.1 * layout.height
        return centre if near else point

    def _ruler_clicked(self, point: QPointF) -> None:
        """The first end, then the second, whose reading stays until a third click
        measures from there (a second click had started again: "0 hexes")."""
        if self.ruler_action.isChecked():
            if self.ruler_from is not None and not self.ruler_held:
                self._ruler_hovered(point)
                self.ruler_held = True
                return
            self.ruler_from, self.ruler_held = self._ruler_point(point), False
            self._ruler_hovered(point)

    def _ruler_hovered(self, point: QPointF) -> None:
        """From the first end to the mouse, anywhere on the map (not only hex centres):
        in hexes and metres, and on the table at the game's scale, inches and cm."""
        start = self.ruler_from
        if not self.ruler_action.isChecked() or start is None or self.ruler_held:
            return
        from .referee_tools import ruler_text

        point = self._ruler_point(point)
        layout, board = self.scene.layout, self.session.state.board
        ends = [layout.hex_at(p.x(), p.y()) for p in (start, point)]
        labels = [board.label(h) if board.contains(h) else "off the map" for h in ends]
        across = layout.height  # a hex, flat side to flat side
        hexes = ((point.x() - start.x()) ** 2 + (point.y() - start.y()) ** 2) ** 0.5 / across
        self.statusBar().showMessage(ruler_text(labels[0], labels[1], hexes,
                                                table_scale(self.session.options)))
        self.scene.sight.show_points([start, point], RULER)

    def _ruler_toggled(self, on: bool) -> None:
        self.ruler_from, self.ruler_held = None, False
        self.scene.sight.clear()
        self.statusBar().showMessage("Ruler: click a hex to measure from" if on else "", 5000)

    def _edit_unit(self, uid: str | None) -> None:
        """Referee Mode: correct a unit to match the table (hex, facing, ammunition)."""
        if uid is None:
            return
        if not self.referee_action.isChecked():
            self.statusBar().showMessage("Turn on Edit ▸ Referee Mode to edit a unit", 5000)
            return
        from .referee_tools import EditUnitDialog

        dialog = EditUnitDialog(self.session.state, uid, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            for command in dialog.commands():
                if not self.controller.submit(command):
                    break

    def _calculator(self) -> None:
        from .referee_tools import ToHitCalculator

        self.calculator = ToHitCalculator(self.session.state.rules, self)
        self.calculator.show()

    def _apply_damage(self, uid: str, location: str) -> None:
        """Referee Mode: points of damage to one location at once (a right-click on it)."""
        from .referee_tools import ask_damage

        command = ask_damage(self, self.session.state, uid, location)
        if command is not None:
            self.controller.submit(command)

    def _show_hover(self, h: Hex | None) -> None:
        if h is None:
            self.hover_label.setText("")
            return
        state = self.session.state
        text = f"{state.board.label(h)}  {state.board.describe(h)}"
        if state.building_damage.get(h):
            text += f", CF {cf_left(state, h)} left"
        self.hover_label.setText(text)

    def _show_target_preview(self, text: str) -> None:
        """The to-hit numbers against the enemy under the mouse, before any click."""
        bar = self.statusBar()
        if text:
            bar.showMessage(f"To hit {text}")
        elif bar.currentMessage().startswith("To hit "):  # not a refusal still to be read
            bar.clearMessage()
