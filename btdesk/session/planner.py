"""What the player is doing right now, turned into commands.

The session holds the game; the planner holds only the choices a player makes before a
command is sent (which unit, which mode, which end hex and facing, which target and
weapons) and who may see what at the screen.  It never changes the game itself: it
submits commands, and tells the reason when one is refused.

It knows nothing of Qt: it tells what changed through four methods that do nothing
here (:meth:`Planner.plan_changed`, :meth:`~Planner.preview_changed`,
:meth:`~Planner.target_previewed`, :meth:`~Planner.refuse`), and
:class:`btdesk.ui.controller.TableController` turns each into a Qt signal.
"""

from __future__ import annotations

from btdesk.hexgrid import Hex, neighbor
from btdesk.model import events as ev
from btdesk.model.commands import (
    ChooseLineOfSight,
    Command,
    DeclareAttack,
    DeployUnit,
    JettisonLaunchers,
    MoveUnit,
    ResolveAttacks,
    RollInitiative,
)
from btdesk.model.errors import BtdeskError, IllegalCommand
from btdesk.model.frozen import replace
from btdesk.model.state import (
    GameState,
    MoveMode,
    MoveRecord,
    Phase,
    UnitState,
    WeaponFire,
)
from btdesk.model.vocab import Approach, MoveStep
from btdesk.rules import (
    Reach,
    ToHit,
    act_problem,
    active_side,
    attack_options,
    building_options,
    cf_left,
    check_move,
    check_placement,
    end_floor,
    hexes_entered,
    mode_mp,
    public,
    reachable,
    secondary_target,
    visible_to,
    why_not_to,
)
from btdesk.rules.modules.close_assault import (
    assault_moves_after,
    close_assault_played,
    defenders_in,
    secret_choosers,
)

from .game import Changes, Session

# What a player has chosen and a referee's correction keeps (``game_changed``).
KEPT_PLAN = ("selected", "mode", "plan", "floor", "cargo", "target", "building", "weapons",
             "aims", "deploy_facing")
REFEREE_EVENTS = (ev.RefereeOverride, ev.RefereeCritical, ev.RefereeDamaged, ev.RefereePlaced,
                  ev.RefereeSetAmmo, ev.RefereeSetCondition)


def referee_change(changes: Changes) -> bool:
    """Whether a change is a referee's hand correction (not a turn of play, not an undo)."""
    return bool(changes.events) and not changes.phase \
        and isinstance(changes.events[0], REFEREE_EVENTS)


#: Commands anyone at the table may give for any side: a referee's hand corrections, the
#: initiative roll, resolving declared attacks (their dice fall the same whoever asks),
#: the target player's line-of-sight pick.
ANYONE = ("TickArmor", "TickCritical", "RefereeDamage", "RefereePlace", "RefereeAmmo",
          "RefereeCondition", "RollInitiative", "ResolveAttacks", "ChooseLineOfSight")


def computer_plays(state: GameState, command: Command, sides: frozenset[str]) -> bool:
    """Whether ``command`` is a move, attack or choice for a unit of one of ``sides``
    (the computer's: a person at the window may not make them for it)."""
    if type(command).__name__ in ANYONE:
        return False
    uid = getattr(command, "unit", None)
    return isinstance(uid, str) and state.has_unit(uid) and state.unit(uid).side in sides


class Planner:
    """The plan of the player at the screen, and who that player is (the hot seat)."""

    def __init__(self, session: Session, hand_over: bool = True) -> None:
        self.session = session
        # Hot seat: the side whose player has the screen, for secret choices; with
        # hand_over off (a referee, or one player against themself) everyone sees all.
        self.hand_over = hand_over
        self.viewer: str | None = None
        self.hiding: str | None = None  # the side recording hidden units before play
        # Sides the computer plays (ui/computer.py), whose units no click moves; against
        # it, ``seat`` is the human side, whose screen it always is.
        self.computer: frozenset[str] = frozenset()
        self.seat: str | None = None
        # Units shown as a volley's told steps leave them, until its story is all told.
        self.held: dict[str, UnitState] = {}
        self.reset()

    # --- what changed: the Qt adapter's signals ------------------------------------------------
    def plan_changed(self) -> None:
        """The selection, plan or target changed."""

    def preview_changed(self) -> None:
        """Only the hovered path preview moved."""

    def target_previewed(self, text: str) -> None:
        """The to-hit numbers against the enemy under the mouse (empty: none there)."""

    def refuse(self, reason: str) -> None:
        """A command, or a click, was refused: the reason."""

    def game_changed(self, changes: Changes) -> None:
        """A new situation starts a new plan; but a referee's correction to a sheet or a
        counter (between two clicks of a player's move or attack) keeps the unit, mode,
        target and weapons chosen, as far as they still hold."""
        kept = self._plan() if referee_change(changes) else None
        self.reset()
        if kept is not None:
            self._restore(kept)
        self.plan_changed()

    def may_see(self, side: str) -> bool:
        """Whether the person at the screen may see (and make) ``side``'s secret choices."""
        return not self.hand_over or self.viewer == side

    def shown(self) -> GameState:
        """The game as the screen may show it: everything for a referee (hand-over off),
        else what the side at the screen may see, or what anyone may; a unit a volley's
        untold steps still hit as those told leave it (``held``)."""
        state = self.state
        if self.hand_over:
            state = visible_to(state, self.viewer) if self.viewer else public(state)
        if self.held:
            state = replace(state, units=tuple(self.held.get(u.uid, u) for u in state.units))
        return state

    def wanted_viewer(self) -> str | None:
        """Who must have the screen now: a side with a secret choice to make (a tactic,
        hidden units to record), or an active side that has hidden units; None when the
        screen shows only what anyone may see."""
        s = self.state
        if self.seat is not None:
            return self.seat
        if self.hiding is not None:
            return self.hiding
        choosers = secret_choosers(s)
        if choosers:
            return self.viewer if self.viewer in choosers else choosers[0]
        side = active_side(s)
        if side is not None and any(u.hidden for u in s.units_of(side)):
            return side
        return None

    def reset(self) -> None:
        self.selected: str | None = None
        self.mode: MoveMode | None = None
        self.reach: dict[tuple[Hex, int], Reach] = {}
        self.plan: tuple[Hex, int] | None = None
        self.floor: int | None = None  # infantry ending in a building: the floor chosen
        # A carrier's move: infantry it takes up ("load") or sets down ("unload") where the
        # move ends, or beside it (seed 003 歩兵輸送), by unit: (verb, hex).
        self.cargo: dict[str, tuple[str, Hex]] = {}
        self.hover: Hex | None = None
        self.target: str | None = None
        self.building: Hex | None = None  # or the attack is at the building in this hex
        self.weapons: dict[int, int] = {}  # weapon index → shots
        # Weapons aimed at another unit than ``target`` (battle armor under Total Warfare
        # infantry, seed 003 バトルアーマーの攻撃): weapon index → that unit.
        self.aims: dict[int, str] = {}
        self.deploy_facing = 0

    def _plan(self) -> dict[str, object]:
        return {k: getattr(self, k) for k in KEPT_PLAN}

    def _restore(self, kept: dict[str, object]) -> None:
        uid = kept["selected"]
        if not isinstance(uid, str) or not self.state.has_unit(uid) \
                or not self.can_act(self.state.unit(uid)):
            return
        for k, v in kept.items():
            setattr(self, k, v)
        self.selected = uid
        if self.mode is not None:  # the unit may have been placed elsewhere
            plan = self.plan
            self.choose_mode(self.mode)
            if plan is not None and plan in self.reach:
                self.plan = plan
        if self.target is not None and not (self.state.has_unit(self.target)
                                            and self.state.unit(self.target).active):
            self.target = None
            self.weapons = {}
            self.aims = {}

    @property
    def state(self) -> GameState:
        return self.session.state

    def selected_unit(self) -> UnitState | None:
        return self.state.unit(self.selected) if self.selected else None

    # --- submitting ---------------------------------------------------------------------------
    def submit(self, command: Command) -> bool:
        """Send ``command``; the change it makes reaches whoever follows the session."""
        if self.computer and computer_plays(self.state, command, self.computer):
            self.refuse("the computer plays that side")
            return False
        try:
            self.session.submit(command)
        except BtdeskError as exc:
            self.refuse(str(exc))
            return False
        return True

    def start_hiding(self, side: str) -> None:
        self.hiding = side
        self.plan_changed()

    def stop_hiding(self) -> None:
        self.hiding = None
        self.plan_changed()

    def roll_initiative(self) -> bool:
        return self.submit(RollInitiative())

    # --- choosing -----------------------------------------------------------------------------
    def can_act(self, unit: UnitState) -> bool:
        return unit.side not in self.computer and act_problem(self.state, unit) is None

    def select(self, uid: str | None) -> None:
        if uid is not None and not self.can_act(self.state.unit(uid)):
            return
        self.reset()
        self.selected = uid
        if uid is not None and self.state.phase is Phase.SETUP:
            unit = self.state.unit(uid)
            north = unit.side == self._north_side()  # infantry have no facing: 0
            self.deploy_facing = 3 if north and not self.state.definition(
                unit).kind.is_infantry else 0
        self.plan_changed()

    def _north_side(self) -> str:
        for side in self.state.sides:
            if side.deployment is not None and side.deployment.edge.value == "north":
                return side.key
        return ""

    def choose_mode(self, mode: MoveMode) -> None:
        if self.selected is None:
            return
        self.mode = mode
        self.plan = None
        self.floor = None
        halt = self.state.halted
        budget = halt.mp_left if halt is not None and halt.unit == self.selected else None
        self.reach = reachable(self.state, self.selected, mode, budget)
        if mode is MoveMode.STATIONARY:
            unit = self.state.unit(self.selected)
            assert unit.position is not None
            self.plan = (unit.position, unit.facing)
        self.plan_changed()

    def costs(self) -> dict[Hex, int]:
        out: dict[Hex, int] = {}
        for (h, _), r in self.reach.items():
            out[h] = min(out.get(h, r.cost), r.cost)
        return out

    @property
    def reach(self) -> dict[tuple[Hex, int], Reach]:
        return self._reach

    @reach.setter
    def reach(self, reach: dict[tuple[Hex, int], Reach]) -> None:
        self._reach = reach
        self._ends: dict[Hex, list[tuple[int, int, Reach]]] | None = None

    def _ends_in(self, h: Hex) -> list[tuple[int, int, Reach]]:
        """The ends in ``h``, cheapest first (then by facing): found once per search, as
        every mouse move asks, and going through all of a run's thousand ends each time
        would be a tenth of a path preview."""
        if self._ends is None:
            self._ends = {}
            for (hh, f), r in self._reach.items():
                self._ends.setdefault(hh, []).append((r.cost, f, r))
            for ends in self._ends.values():
                ends.sort(key=lambda end: (end[0], end[1]))
        return self._ends.get(h, [])

    def facings_at(self, h: Hex) -> list[int]:
        return sorted(f for _, f, _ in self._ends_in(h))

    def path_to(self, h: Hex, facing: int | None = None) -> Reach | None:
        return next((r for _, f, r in self._ends_in(h) if facing is None or f == facing),
                    None)

    def plan_path(self) -> list[Hex]:
        unit = self.selected_unit()
        if unit is None or unit.position is None:
            return []
        end = self.plan[0] if self.plan else self.hover
        facing = self.plan[1] if self.plan else None
        if end is None:
            return []
        reach = self.path_to(end, facing)
        if reach is None:
            return []
        return [unit.position, *hexes_entered(unit.position, unit.facing, reach.steps)]

    def hovered(self, h: Hex | None) -> None:
        """Runs on every mouse move: tells only the previews (the path, or the to-hit
        numbers against an enemy under the mouse), nothing else."""
        if h != self.hover:
            self.hover = h
            if self.mode is not None and self.plan is None:
                self.preview_changed()
            if self.state.phase is Phase.WEAPON_ATTACK and self.selected is not None:
                self.target_previewed(self.target_preview(h))

    def target_preview(self, h: Hex | None) -> str:
        """One line: each weapon's to-hit number against the enemy in ``h`` (what a click
        there would choose), or why it cannot fire; empty where there is no such enemy."""
        if h is None or self.selected is None:
            return ""
        shown = self.shown()
        enemy = next((u for u in shown.units_at(h) if u.side != self.state.unit(
            self.selected).side and u.active), None)
        if enemy is not None:
            what, options = enemy.name, self.options_against(enemy.uid)
        elif self.state.board.building(h) is not None and not any(
                u.side == self.state.unit(self.selected).side for u in shown.units_at(h)):
            what, options = self.building_name(h), building_options(self.state, self.selected, h)
        else:
            return ""
        if options and all(o.problem for o in options):
            return f"{what}: {options[0].problem}"
        parts = [f"{o.weapon_name} {_needs(o)}" for o in options if o.possible]
        return f"{what} at {options[0].range if options else 0}: " + ", ".join(parts)

    def building_name(self, h: Hex) -> str:
        building = self.state.board.building(h)
        assert building is not None
        return (f"the {building.kind.value} building in {h.label} "
                f"(CF {cf_left(self.state, h)})")

    def clicked(self, h: Hex, unit: str | None = None) -> None:
        """A click on ``h``; ``unit``: the counter under the mouse, where units share a
        hex (a Close Assault, a 'Mech over infantry), so each can be picked."""
        s = self.state
        here = sorted(s.units_at(h), key=lambda u: u.uid != unit)
        mine = [u for u in here if self.can_act(u)]
        if s.phase is Phase.SETUP:
            if self.selected and not mine:
                self.submit(DeployUnit(self.selected, h, self.deploy_facing))
            return
        if s.phase is Phase.MOVEMENT:
            picked = next((u for u in mine if u.uid == unit and u.uid != self.selected), None)
            if picked is not None:
                # A click on another of your counters picks it, even where the selected
                # unit could end its move (friends may share a hex: a steel wall, two
                # units a side under Total Warfare); the hex around the counter plans.
                self.select(picked.uid)
            elif self.mode is not None and self.mode is not MoveMode.STATIONARY and \
                    self.path_to(h) is not None:
                reach = self.path_to(h)
                assert reach is not None
                facing = next(f for f in self.facings_at(h)
                              if self.reach[(h, f)].cost == reach.cost)
                self.plan = (h, facing)
                self.floor = None
                self.plan_changed()
            elif mine:
                self.select(mine[0].uid)
            else:
                self.refuse(self._why_not_here(h, here))
            return
        if s.phase is Phase.WEAPON_ATTACK and active_side(s) is not None:
            enemies = [u for u in here if self.selected and
                       u.side != s.unit(self.selected).side and u.active]
            if enemies:
                self.choose_target(enemies[0].uid)
            elif mine:
                self.select(mine[0].uid)
            elif self.selected and s.board.building(h) is not None:
                self.choose_building(h)
            else:
                self.refuse(self._why_not_here(h, here))
            return
        self.refuse("every attack is declared: resolve them in the Orders dock"
                          if s.phase is Phase.WEAPON_ATTACK else
                          f"nothing is done on the map in the "
                          f"{s.phase.value.replace('_', ' ')} phase: see the Orders dock")

    def _why_not_here(self, h: Hex, here: list[UnitState]) -> str:
        """A click on the map that does nothing says why."""
        s = self.state
        others = [u for u in here if u.active and (not u.hidden or self.may_see(u.side))]
        unit = self.selected_unit()
        if unit is None:
            if others:
                return act_problem(s, others[0]) or f"{others[0].name} cannot act now"
            verb = "has not moved" if s.phase is Phase.MOVEMENT else "has not declared"
            return f"click one of your units that {verb} yet"
        if s.phase is Phase.WEAPON_ATTACK:
            return f"click an enemy unit or a building for {unit.name} to target"
        if self.mode is None:
            return f"choose how {unit.name} moves first (the buttons under Orders)"
        return why_not_to(s, unit.uid, self.mode, h)

    def turn(self, step: int) -> None:
        """Rotate the planned end facing (or the set-up facing) one hexside."""
        if self.state.phase is Phase.SETUP:
            self.deploy_facing = (self.deploy_facing + step) % 6
            self.plan_changed()
            return
        unit = self.selected_unit()
        if self.plan is None or unit is None:
            self.refuse(f"click where {unit.name} ends first, then turn it" if unit
                              else "choose a unit and where it ends, then turn it")
            return
        options = self.facings_at(self.plan[0])
        if self.mode is MoveMode.STATIONARY:
            self.refuse(f"{unit.name} stands still and may not turn: turning costs MP "
                              "(choose Walk and click its own hex)")
            return
        if len(options) < 2:
            self.refuse(f"{unit.name} has no MP left to turn in {self.plan[0].label}")
            return
        i = options.index(self.plan[1])
        self.plan = (self.plan[0], options[(i + step) % len(options)])
        self.plan_changed()

    def confirm_move(self) -> bool:
        if self.selected is None or self.mode is None or self.plan is None:
            self.refuse("choose a unit, a movement mode and where it ends")
            return False
        reach = self.reach.get(self.plan)
        steps = reach.steps if reach else ()
        load = tuple(u for u, (verb, _) in self.cargo.items() if verb == "load")
        unload = [(u, h) for u, (verb, h) in self.cargo.items() if verb == "unload"]
        into = tuple(h for _, h in unload) if any(h != self.plan[0] for _, h in unload) else ()
        return self.submit(MoveUnit(self.selected, self.mode, steps, floor=self.floor,
                                    load=load, unload=tuple(u for u, _ in unload),
                                    unload_into=into))

    def toggle_cargo(self, uid: str, verb: str, into: Hex, on: bool) -> None:
        """Take up ``uid``, or set it down in ``into``, at the end of the planned move (or
        not)."""
        if on:
            self.cargo[uid] = (verb, into)
        else:
            self.cargo.pop(uid, None)
        self.plan_changed()

    def planned_record(self) -> MoveRecord:
        """The planned move as the rules will record it (for a carrier's MP left)."""
        assert self.mode is not None and self.plan is not None
        reach = self.reach.get(self.plan)
        return MoveRecord(self.mode, (), reach.cost if reach else 0, 0)

    def floors(self) -> tuple[int, ...]:
        """The floors the selected infantry may choose where the plan ends: a building's
        storeys and its roof (seed 003 建物内でのレベル変更); none elsewhere."""
        unit = self.selected_unit()
        if unit is None or self.plan is None or not self.state.definition(unit).kind.is_infantry:
            return ()
        building = self.state.board.building(self.plan[0])
        return tuple(range(building.height + 1)) if building is not None else ()

    def floor_cost(self, floor: int | None) -> tuple[int, int, str | None]:
        """The floor the planned move ends on (``floor``, or None: the one it would end
        on), the MP reaching it adds, and why it may not (seed 003 建物内でのレベル変更, as
        the rules will charge it)."""
        unit = self.selected_unit()
        reach = self.reach.get(self.plan) if self.plan is not None else None
        if unit is None or unit.position is None or reach is None or self.mode is None:
            return 0, 0, None
        halt = self.state.halted
        budget = halt.mp_left if halt is not None and halt.unit == unit.uid else mode_mp(
            unit, self.state.definition(unit), self.mode, self.state)
        path = hexes_entered(unit.position, unit.facing, reach.steps)
        try:
            ends, cost = end_floor(self.state, unit, self.mode, path, self.plan[0] if self.plan
                                   else None, budget - reach.cost, floor)
        except IllegalCommand as exc:
            return floor or 0, 0, str(exc)
        return ends, cost, None

    def choose_floor(self, floor: int) -> None:
        self.floor = floor
        self.plan_changed()

    def assault_moves(self) -> list[tuple[str, MoveUnit]]:
        """Close Assault (0204-B): from the planned end, the moves the rules allow into an
        enemy's hex (entering or charging the hex ahead; jumping, a death from above),
        each with its button's words."""
        if (not close_assault_played(self.state.options) or self.selected is None
                or self.mode is None or self.plan is None):
            return []
        unit = self.state.unit(self.selected)
        reach = self.reach.get(self.plan)
        if self.plan[0] != unit.position and reach is None:
            return []
        steps = reach.steps if reach is not None and self.plan[0] != unit.position else ()
        out = []
        for move in assault_moves_after(self.state, unit, self.mode, self.plan, steps):
            last = move.steps[-1].direction
            into = neighbor(self.plan[0], last) if last is not None else neighbor(*self.plan)
            text = {Approach.DEATH_FROM_ABOVE: f"Death from above on {into.label}",
                    Approach.ENTER: f"Enter {into.label} (Close Assault)",
                    Approach.CHARGE: f"Charge into {into.label}"}[move.close_assault]
            out.append((text, move))
        return out

    def assault_missing(self) -> str | None:
        """Why no Enter or Charge is offered from the planned end though an enemy the
        screen shows stands beside it (0204-B), or None: a player who sees the enemy next
        to the move's end, and no button, is told what to change."""
        if (not close_assault_played(self.state.options) or self.selected is None
                or self.mode is None or self.plan is None or self.assault_moves()):
            return None
        unit = self.state.unit(self.selected)
        end, facing = self.plan
        beside = {u.position for u in self.shown().units
                  if u.side != unit.side and u.active and u.position is not None
                  and u.position in {neighbor(end, d) for d in range(6)}}
        if not beside or self.state.definition(unit).kind.is_infantry:
            return None
        if self.mode is MoveMode.STATIONARY:
            return "A unit standing still does not go in: plan a walk, run or jump to Enter."
        if self.mode is MoveMode.JUMP:
            return ("A jump goes into an enemy's hex only as a Death from Above, with a jump "
                    "MP left after the landing: land nearer, or walk or run in.")
        ahead = neighbor(end, facing)
        if ahead not in beside:
            near = ", ".join(sorted(h.label for h in beside))
            return (f"No Enter or Charge: a unit goes into the hex ahead of it, and at the "
                    f"end of this move it faces {ahead.label}. Turn to face {near} "
                    "([ and ] turn it at the end of the move).")
        try:
            defenders_in(self.state, unit, ahead)
        except IllegalCommand as exc:
            return f"No Enter or Charge into {ahead.label}: {exc}."
        reach = self.reach.get(self.plan)
        steps = reach.steps if reach is not None and end != unit.position else ()
        try:
            check_move(self.state, unit.uid, self.mode, (*steps, MoveStep.FORWARD),
                       assault=True)
        except IllegalCommand as exc:
            return f"No Enter or Charge into {ahead.label}: {exc}."
        return None

    # --- firing -----------------------------------------------------------------------------
    def choose_target(self, uid: str) -> None:
        if self.selected is None:
            return
        self.target = uid
        self.building = None
        self._take_aim()

    def choose_building(self, h: Hex) -> None:
        """Aim at the building in ``h`` itself (Total Warfare: an immobile target)."""
        if self.selected is None:
            return
        self.target = None
        self.building = h
        self._take_aim()

    def _take_aim(self) -> None:
        self.aims = {}
        self.weapons = {o.weapon: 1 for o in self.options() if o.possible and not o.automatic_miss}
        self.plan_changed()

    def options(self) -> tuple[ToHit, ...]:
        """Each weapon's breakdown against the unit (or building) it is aimed at."""
        if self.selected is not None and self.building is not None:
            return building_options(self.state, self.selected, self.building)
        if self.selected is None or self.target is None:
            return ()
        primary = self.options_against(self.target)
        if not self.aims:
            return primary
        others = {uid: attack_options(self.state, self.selected, uid, secondary=True)
                  for uid in set(self.aims.values())}
        return tuple(others[self.aims[o.weapon]][o.weapon] if o.weapon in self.aims else o
                     for o in primary)

    def may_split(self) -> bool:
        """Whether the selected unit may aim a weapon away from its target."""
        unit = self.selected_unit()
        return (unit is not None and self.building is None
                and secondary_target(self.state, unit) is not None)

    def aim(self, index: int, uid: str | None) -> None:
        """Aim weapon ``index`` at ``uid`` (None or the target: back at the target)."""
        if uid is None or uid == self.target:
            self.aims.pop(index, None)
        else:
            self.aims[index] = uid
        option = next((o for o in self.options() if o.weapon == index), None)
        if option is not None and (not option.possible or option.automatic_miss):
            self.weapons.pop(index, None)
        elif option is not None:
            self.weapons.setdefault(index, 1)
        self.plan_changed()

    def jettison(self, uid: str) -> bool:
        return self.submit(JettisonLaunchers(uid))

    def options_against(self, target: str) -> tuple[ToHit, ...]:
        assert self.selected is not None
        return attack_options(self.state, self.selected, target)

    def toggle_weapon(self, index: int, on: bool, shots: int = 1) -> None:
        if on:
            self.weapons[index] = shots
        else:
            self.weapons.pop(index, None)
        self.plan_changed()

    def submit_choice(self, attacker: str, target: str, hexes: tuple[Hex, ...]) -> bool:
        """The target's player picks the hexes of a split line of sight; the attacker's
        selection and target stay, so the attack can be declared next."""
        try:
            self.session.submit(ChooseLineOfSight(attacker, target, hexes))
        except BtdeskError as exc:
            self.refuse(str(exc))
            return False
        self.selected = attacker  # the change reset the plan: take up the attack again
        self.choose_target(target)
        return True

    def declare(self) -> bool:
        if self.selected is None:
            return False
        fires = tuple(WeaponFire(i, n, self.aims.get(i)) for i, n in sorted(self.weapons.items()))
        if self.building is not None and fires:
            return self.submit(DeclareAttack(self.selected, None, fires, building=self.building))
        return self.submit(DeclareAttack(self.selected, self.target if fires else None, fires))

    def no_attack(self, uid: str | None = None) -> bool:
        unit = uid or self.selected
        return unit is not None and self.submit(DeclareAttack(unit, None))

    def resolve(self, uid: str) -> bool:
        return self.submit(ResolveAttacks(uid))

    def placement_ok(self, h: Hex) -> bool:
        if self.selected is None:
            return False
        try:
            check_placement(self.state, self.selected, h, self.deploy_facing)
        except BtdeskError:
            return False
        return True


def _needs(option: ToHit) -> str:
    """A weapon's number in the one-line preview."""
    if option.automatic:
        return "auto"
    return str(option.target_number) if not option.automatic_miss else "–"
