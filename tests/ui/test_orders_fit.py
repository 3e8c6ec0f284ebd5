"""The Orders dock at the window's default size (1280 × 820): every button, box and table
cell inside the dock's view, none cut short, nothing scrolled sideways, and the buttons
still as the text above them changes.  Sampled: the Elite Training Scenario (its HER-5SA
Hermes II carries the Ultra AC/5, its Saladin the Ultra AC/20), played by commands to
its second turn's phases, then shown in a real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QPushButton,
    QScrollArea,
    QWidget,
)
from pytestqt.qtbot import QtBot
from test_play_ui import show_active

from btdesk.hexgrid import Hex, distance
from btdesk.model.commands import DeclareAttack, DeployUnit, MoveUnit, RollInitiative
from btdesk.model.state import MoveMode, Phase, WeaponFire
from btdesk.rules import active_side, attack_options, reachable
from btdesk.session.dice import SeededDice
from btdesk.session.game import Session
from btdesk.ui.main_window import MainWindow
from btdesk.ui.window_frame import DEFAULT_SIZE

PLACES = {"defender-1": "0816", "defender-2": "1016", "defender-3": "0616",
          "defender-4": "1216", "attacker-1": "0801", "attacker-2": "1001",
          "attacker-3": "0601", "attacker-4": "1201"}
HERMES, CICADA, SALADIN = "defender-1", "attacker-1", "attacker-2"


def second_turn(seed: int = 3, options: tuple[str, ...] = ()) -> Session:
    """Elite, deployed by hand; in turn 1 every unit runs at the nearest enemy and holds
    fire, in turn 2 they stand: the 'Mechs and vehicles end two or three hexes apart."""
    s = Session.from_scenario("elite", dice=SeededDice(seed), seed=seed, free_deployment=True,
                              options=options)
    for uid, label in PLACES.items():
        infantry = s.state.definition(s.state.unit(uid)).kind.is_infantry
        facing = 0 if uid.startswith("defender") or infantry else 3
        s.submit(DeployUnit(uid, Hex.from_label(label), facing))
    for turn in (1, 2):
        s.submit(RollInitiative())
        while s.state.phase is Phase.MOVEMENT:
            unit = next(u for u in s.state.units_of(active_side(s.state) or "")
                        if u.moved is None)
            ends = reachable(s.state, unit.uid, MoveMode.RUN) if turn == 1 else {}
            enemies = [u.position for u in s.state.units if u.side != unit.side]
            if ends and not s.state.definition(unit).kind.is_infantry:
                (_h, _f), reach = min(ends.items(), key=lambda kv: (
                    min(distance(kv[0][0], e) for e in enemies if e), kv[1].cost))
                s.submit(MoveUnit(unit.uid, MoveMode.RUN, reach.steps))
            else:
                s.submit(MoveUnit(unit.uid, MoveMode.STATIONARY))
        while turn == 1 and s.state.phase is Phase.WEAPON_ATTACK:
            side = active_side(s.state)
            assert side is not None
            unit = next(u for u in s.state.units_of(side) if s.state.declaration(u.uid) is None)
            s.submit(DeclareAttack(unit.uid, None))
        while turn == 1 and s.state.phase is not Phase.INITIATIVE:  # no physical attacks
            side = active_side(s.state)
            assert side is not None, s.state.phase
            from btdesk.model.commands import DeclarePhysical
            unit = next(u for u in s.state.units_of(side)
                        if s.state.physical_declaration(u.uid) is None)
            s.submit(DeclarePhysical(unit.uid, None))
    assert s.state.phase is Phase.WEAPON_ATTACK and s.state.turn == 2
    return s


def declare_three(s: Session, keep: str) -> list[str]:
    """Three units other than ``keep`` declare attacks at whatever they can hit, then the
    other side holds fire until ``keep``'s side is to act."""
    declared: list[str] = []
    while len(declared) < 3:
        side = active_side(s.state)
        assert side is not None
        units = [u for u in s.state.units_of(side) if u.uid != keep
                 and s.state.declaration(u.uid) is None]
        for unit in units:
            fire = next(((e.uid, tuple(WeaponFire(o.weapon) for o in options if o.possible))
                         for e in s.state.units if e.side != side
                         for options in [attack_options(s.state, unit.uid, e.uid)]
                         if any(o.possible for o in options)), None)
            if fire is not None:
                s.submit(DeclareAttack(unit.uid, fire[0], fire[1]))
                declared.append(unit.uid)
                break
        else:
            s.submit(DeclareAttack(units[0].uid, None))
    while active_side(s.state) != s.state.unit(keep).side:
        side = active_side(s.state)
        unit = next(u for u in s.state.units_of(side or "") if u.uid != keep
                    and s.state.declaration(u.uid) is None)
        s.submit(DeclareAttack(unit.uid, None))
    return declared


def hermes_volley(seed: int = 3) -> Session:
    """The second turn's Weapon Attack Phase with every declaration made: three units by
    :func:`declare_three`, the Hermes II with every weapon it may fire at the Cicada, and
    the rest holding fire."""
    session = second_turn(seed)
    declare_three(session, HERMES)
    fire = tuple(WeaponFire(o.weapon) for o in attack_options(session.state, HERMES, CICADA)
                 if o.possible)
    session.submit(DeclareAttack(HERMES, CICADA, fire))
    while active_side(session.state) is not None:
        side = active_side(session.state)
        unit = next(u for u in session.state.units_of(side or "")
                    if session.state.declaration(u.uid) is None)
        session.submit(DeclareAttack(unit.uid, None))
    return session


def window(qtbot: QtBot, session: Session) -> MainWindow:
    w = show_active(qtbot, MainWindow(session))
    assert (w.width(), w.height()) == DEFAULT_SIZE
    return w


def controls(w: MainWindow) -> list[QWidget]:
    kinds = (QAbstractButton, QAbstractSpinBox, QComboBox)
    return [c for c in w.orders.findChildren(QWidget)
            if isinstance(c, kinds) and c.isVisibleTo(w.orders)
            and not isinstance(c.parentWidget(), QAbstractSpinBox)]


def assert_all_in_view(w: MainWindow) -> None:
    """Every control and table cell lies wholly inside the dock's view, which does not
    scroll sideways; no header or weapon name is cut short."""
    scroll = w.orders_dock.widget()
    assert isinstance(scroll, QScrollArea)
    view = scroll.viewport()
    area = QRect(QPoint(0, 0), view.size())
    assert scroll.horizontalScrollBar().maximum() == 0
    assert not scroll.horizontalScrollBar().isVisible()
    for c in controls(w):
        where = QRect(c.mapTo(view, QPoint(0, 0)), c.size())
        assert area.contains(where), (c.objectName() or c.metaObject().className(),
                                      getattr(c, "text", lambda: "")(), where, area)
    table = w.orders.table
    if not table.isVisible():
        return
    header = table.horizontalHeader()
    for col in range(table.columnCount()):
        if not table.isColumnHidden(col) and col != 1:  # the weapon column stretches
            assert header.sectionSize(col) >= header.sectionSizeHint(col), \
                table.horizontalHeaderItem(col).text()
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            if table.isColumnHidden(col):
                continue
            cell = table.visualRect(table.model().index(row, col))
            where = QRect(table.viewport().mapTo(view, cell.topLeft()), cell.size())
            assert area.contains(where), (row, col, where, area)
        name = table.item(row, 1).text()
        cell = table.visualRect(table.model().index(row, 1))
        needs = table.fontMetrics().boundingRect(
            cell.adjusted(3, 0, -3, 0), int(Qt.TextFlag.TextWordWrap), name)
        assert needs.height() <= cell.height() and needs.width() <= cell.width(), name


def test_firing_an_ultra_ac5_with_three_units_declared(qtbot: QtBot) -> None:
    """The Shots box is in view, weapon names whole and the Chance column's header too."""
    session = second_turn()
    assert len(declare_three(session, HERMES)) == 3
    w = window(qtbot, session)
    w.controller.select(HERMES)
    w.controller.choose_target(CICADA)
    names = [w.orders.table.item(r, 1).text() for r in range(w.orders.table.rowCount())]
    row = names.index("Ultra AC/5")
    w.orders.table.cellWidget(row, 0).setChecked(True)
    shots = w.orders.findChild(QAbstractSpinBox, "shots_2")
    assert shots is not None and shots.isVisible()
    assert_all_in_view(w)
    shots.setFocus()  # a focused box at the edge scrolled the dock sideways
    qtbot.keyClick(shots, Qt.Key.Key_Up)
    assert w.controller.weapons[row] == 2
    assert_all_in_view(w)


def test_resolving_three_declarations_and_resolve_all(qtbot: QtBot) -> None:
    """"Resolve All" is inside the dock, beside a button naming a long unit."""
    w = window(qtbot, hermes_volley())
    resolve_all = w.orders.findChild(QPushButton, "resolve_all")
    assert resolve_all is not None
    assert_all_in_view(w)
    resolve_all.click()
    assert_all_in_view(w)


@pytest.mark.parametrize("uid", [SALADIN, "attacker-4"])
def test_other_units_declaring(uid: str, qtbot: QtBot) -> None:
    """A vehicle with an Ultra AC/20, and a platoon with its own range table."""
    session = second_turn()
    while active_side(session.state) != "attacker":
        side = active_side(session.state)
        unit = next(u for u in session.state.units_of(side or "")
                    if session.state.declaration(u.uid) is None)
        session.submit(DeclareAttack(unit.uid, None))
    w = window(qtbot, session)
    w.controller.select(uid)
    target = min((u for u in session.state.units_of("defender")),
                 key=lambda u: distance(u.position, session.state.unit(uid).position))
    w.controller.choose_target(target.uid)
    assert w.orders.table.isVisible()
    assert_all_in_view(w)


def _moving(qtbot: QtBot) -> MainWindow:
    session = second_turn()
    while session.state.phase is not Phase.INITIATIVE:
        side = active_side(session.state)
        if session.state.phase is Phase.WEAPON_ATTACK and side is None:
            from btdesk.model.commands import ResolveAttacks
            d = next(d for d in session.state.declarations if not d.resolved)
            session.submit(ResolveAttacks(d.attacker))
            continue
        from btdesk.model.commands import DeclarePhysical
        unit = next(u for u in session.state.units_of(side or "")
                    if (session.state.declaration(u.uid) if session.state.phase
                        is Phase.WEAPON_ATTACK else session.state.physical_declaration(u.uid))
                    is None)
        session.submit(DeclareAttack(unit.uid, None) if session.state.phase
                       is Phase.WEAPON_ATTACK else DeclarePhysical(unit.uid, None))
    session.submit(RollInitiative())
    return window(qtbot, session)


def test_the_buttons_stay_put_as_the_hint_grows(qtbot: QtBot) -> None:
    """Choosing how a unit moves made the hint above the buttons three lines longer, and
    the buttons moved under the mouse between two clicks."""
    w = _moving(qtbot)
    side = active_side(w.session.state)
    unit = next(u for u in w.session.state.units_of(side or "")
                if not w.session.state.definition(u).kind.is_infantry)
    w.controller.select(unit.uid)
    qtbot.wait(10)
    assert_all_in_view(w)

    def places() -> dict[str, QPoint]:
        return {k: b.mapTo(w.orders, QPoint(0, 0)) for k, b in w.orders.action_buttons.items()}

    before, hint = places(), w.orders.hint.text()
    qtbot.mouseClick(w.orders.action_buttons["mode_walk"], Qt.MouseButton.LeftButton)
    assert w.orders.hint.text() != hint
    qtbot.wait(10)
    assert places() == before
    assert_all_in_view(w)


def test_the_physical_attack_phase(qtbot: QtBot) -> None:
    """Total Warfare physical attacks: a sentence a choice, each wrapped in the dock."""
    from btdesk.model.state import PHYSICAL_ATTACKS

    session = second_turn(options=(PHYSICAL_ATTACKS,))
    while session.state.phase is Phase.WEAPON_ATTACK:
        side = active_side(session.state)
        if side is None:
            from btdesk.model.commands import ResolveAttacks
            d = next(d for d in session.state.declarations if not d.resolved)
            session.submit(ResolveAttacks(d.attacker))
            continue
        unit = next(u for u in session.state.units_of(side)
                    if session.state.declaration(u.uid) is None)
        session.submit(DeclareAttack(unit.uid, None))
    assert session.state.phase is Phase.PHYSICAL_ATTACK
    w = window(qtbot, session)
    qtbot.wait(10)
    listed = [k for k in w.orders.action_buttons if k.startswith("physical_")]
    assert listed, w.orders.hint.text()
    assert_all_in_view(w)


def test_the_initiative_phase(qtbot: QtBot) -> None:
    w = _moving(qtbot)
    assert_all_in_view(w)



def test_a_layout_kept_for_narrower_docks_is_laid_out_anew(qtbot: QtBot) -> None:
    """A window layout kept by an earlier btdesk had the Orders dock at its old opening
    width, too narrow for the weapon table ("Wea…", names in three lines): such a layout
    is not restored, and the docks open at today's widths."""
    from PySide6.QtCore import QSettings

    from btdesk.ui.window_frame import STATE_KEY, keep_layout, restore_layout

    old = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    old.resizeDocks([old.orders_dock], [200], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: old.orders_dock.width() < 230)
    QSettings().setValue(STATE_KEY, old.saveState())  # as kept before: no layout number
    old.mark_saved()
    fresh = show_active(qtbot, MainWindow(Session.from_scenario("green", seed=1)))
    qtbot.waitUntil(lambda: fresh.orders_dock.width() >= 330)
    assert not restore_layout(fresh)  # the kept layout is still the old one
    keep_layout(fresh)
    assert restore_layout(fresh)  # kept under today's number: restored
    fresh.mark_saved()
