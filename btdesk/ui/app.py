"""Starting Qt: the application object, the window, and errors shown as dialogs.

A user never sees a traceback: an unexpected error is written in full to the log
folder and shown as one sentence with the log's path.
"""

from __future__ import annotations

import gc
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMainWindow, QMessageBox, QScrollArea

from btdesk.io.crashlog import write_crash_log
from btdesk.io.errors import BtdeskError
from btdesk.model.rule_set import with_booklet
from btdesk.model.state import MANUAL_DICE
from btdesk.session.game import Session

if TYPE_CHECKING:
    from btdesk.io.slots import Slot
    from btdesk.rules import Dice

from .events_text import phase_name
from .main_window import MainWindow
from .qtapp import application
from .window_frame import fit_on_screen


def _excepthook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    log = write_crash_log(exc)
    where = f"\n\nDetails were written to {log}" if log else ""
    QMessageBox.critical(None, "btdesk", f"Something went wrong: {exc}{where}")


def build_window(scenario: str | Path, map_file: Path | None = None) -> MainWindow:
    """Data first (a bad file fails before any window exists), then the window; its game
    is a new game's default, the BattleTech Quick-Start Rules as printed."""
    session = Session.from_scenario(scenario, map_file=map_file, options=with_booklet(()))
    application()
    return MainWindow(session)


def _start_session(scenario: str | Path, saved: Path | None, free_deployment: bool = False,
                   options: tuple[str, ...] = (), map_file: Path | None = None,
                   first_frame: QMainWindow | None = None
                   ) -> tuple[Session, Path | None, Slot | None]:
    """The game to show: a file asked for, else a game a crash interrupted (if the user
    wants it back: it is then restored in its own slot, returned here), else a new game
    of ``scenario``.  ``first_frame``, the new game's map put up at the start, goes before
    the crashed game is offered: it is not that game's map."""
    from btdesk.session.autosave import crashed
    from btdesk.session.persist import open_session

    if saved is not None:
        return open_session(saved), saved, None
    left = crashed()
    if left:
        slot, *older = left
        for other in older:
            other.release()  # offered at a later start
        more = (f"\n\n({len(older)} older crashed game(s) will be offered next time.)"
                if older else "")
        if first_frame is not None:
            first_frame.close()
        restored = _offer_restore(slot, more)
        if restored is not None:
            return restored, None, slot
        slot.finish()  # declined: kept with the finished games, never offered again
        slot.release()
    return (Session.from_scenario(scenario, free_deployment=free_deployment, options=options,
                                  map_file=map_file), None, None)


def _offer_restore(slot: Slot, more: str) -> Session | None:
    """The crashed game in ``slot`` if it opens and the player wants it back."""
    from btdesk.session.autosave import recover

    try:
        candidate = recover(slot.game)
    except BtdeskError as exc:
        QMessageBox.warning(None, "btdesk", "btdesk did not close properly last time, and "
                            f"its autosave could not be opened: {exc}\n\nIt is kept in "
                            f"{slot.folder}.")
        return None
    answer = QMessageBox.question(
        None, "btdesk", "btdesk did not close properly last time.\n\n"
                        f"Restore the game it was playing?\n{_game_line(candidate, slot)}"
                        f"{more}")
    return candidate if answer == QMessageBox.StandardButton.Yes else None


def _game_line(session: Session, slot: Slot) -> str:
    """Which game a crash left (a player with two windows had two; a referee may have
    saved several games of one scenario): where it stands, the file it was last opened
    from or saved to, and whether a referee typed its dice."""
    state = session.state
    line = (f"{session.scenario.title}: turn {state.turn}, "
            f"{phase_name(state)} Phase, {len(session.log)} "
            f"command{'' if len(session.log) == 1 else 's'} played.")
    source = slot.source()
    if source is not None:
        line += f"\nSaved as {source[0].name}, in {source[0].parent}."
    if MANUAL_DICE in session.options:
        line += "\nDice typed by a referee."
    return line


def run(scenario: str | Path, saved: Path | None = None, free_deployment: bool = False,
        options: tuple[str, ...] = (), map_file: Path | None = None,
        first_frame: QMainWindow | None = None, snapshot_key: str | None = None,
        report_start: bool = False, computer: dict[str, str] | None = None) -> int:
    """``first_frame``: the picture put up while this loaded, closed once the window
    shows; ``snapshot_key``: keep the new game's map as the next such start's picture;
    ``report_start``: say when the window is painted and quit (bench/startup.py);
    ``computer``: the sides the computer plays ({side: level})."""
    app = application()
    sys.excepthook = _excepthook
    try:
        session, path, slot = _start_session(scenario, saved, free_deployment, options,
                                             map_file, first_frame)
    except BtdeskError as exc:
        QMessageBox.critical(None, "btdesk", str(exc))
        raise
    window = MainWindow(session, autosave=True, slot=slot, resumed=slot is not None,
                        autosave_later=True)
    if path is not None:
        window.opened_from(path)
    # Fitted to a small screen before it is drawn, not drawn and then again at its size;
    # once more when shown, and when the title bar, which comes later, is known.
    fit_on_screen(window)
    window.show()
    app.processEvents()  # the window drawn before the picture goes, and before autosave
    fit_on_screen(window)
    QTimer.singleShot(400, lambda: fit_on_screen(window))
    if first_frame is not None:
        first_frame.close()
        first_frame.deleteLater()
    if report_start:
        window.grab()
        print("window", flush=True)
    window.start_autosave()
    if computer:
        from .computer import computer_for

        unknown = sorted(set(computer) - {s.key for s in session.state.sides})
        if unknown:
            QMessageBox.warning(window, "btdesk", f"--computer: no side {', '.join(unknown)} "
                                "in this game (its sides: "
                                + ", ".join(s.key for s in session.state.sides) + ")")
        computer_for(window).play(computer)
    if snapshot_key is not None and path is None and slot is None:
        from . import first_frame as frames

        sharpened(window)  # a large view's first ground is drawn over a few turns
        frames.keep(window, snapshot_key)  # before any click can change the map
    settle_heap()
    if report_start:
        window.mark_saved()
        window.close()
        return 0
    return app.exec()


def settle_heap() -> None:
    """What was made to start (Qt's wrappers, the rules, tables, sheets and window) lives
    as long as the window: it is put out of the garbage collector's sight, so that a
    full collection during play walks only what play has made.  Walking it all takes
    8-12 ms, a dropped frame whenever one falls in the middle of a drag.  A game opened
    later is settled so too: a 2,600-command game's states, walked, doubled an Undo's
    time.  Garbage is collected first, so none of it is kept for good (and what is
    dropped later is still freed when nothing refers to it)."""
    gc.collect()
    gc.freeze()
    gc.enable()  # (a start holds it off until now: btdesk.cli)


def render(window: MainWindow, size: QSize | None = None) -> QImage:
    """Show ``window`` (offscreen if so configured), let it lay out, and paint one frame."""
    app = application()
    if size is not None:
        window.resize(size)
    window.show()
    for _ in range(3):  # a panel's new size reaches its dock, then the window's layout
        app.processEvents()
    window.view.fit_map()
    app.processEvents()
    sharpened(window)  # at the fitted scale
    return window.grab().toImage()


def sharpened(window: MainWindow) -> None:
    """Turns the event loop until the map's ground is drawn sharp (a zoom's, or a large
    view's first, takes a few turns), user input held back until then: a picture of the
    window is taken next."""
    app = application()
    terrain = window.view.map_scene.terrain
    for _ in range(1000):
        if not terrain.sharpening():
            break
        app.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)


@contextmanager
def _scratch_settings() -> Iterator[None]:
    """Pictures and the smoke test start from the default layout and options (hand-over
    screens on), whatever the user's own window remembers, and never write into it: the
    window saves its layout on closing."""
    with tempfile.TemporaryDirectory(prefix="btdesk-settings-") as scratch:
        previous = QSettings.defaultFormat()
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        try:
            yield
        finally:
            QSettings.setDefaultFormat(previous)


def smoke(scenario: str | Path, map_file: Path | None = None) -> int:
    with _scratch_settings():
        return _smoke(scenario, map_file)


def _smoke(scenario: str | Path, map_file: Path | None = None) -> int:
    window = build_window(scenario, map_file)
    image = render(window)
    window.close()
    if image.isNull() or image.width() == 0:
        raise RuntimeError("the main window painted nothing")
    return 0


DEMOS = ("movement", "firing", "damage", "volley")


CLOSE_ASSAULT_DEMOS = ("close-assault", "hand-over", "tactics")


def volley_session(seed: int, dice: Dice | None = None, options: tuple[str, ...] = ()
                   ) -> Session:
    """Green, two 'Mechs two hexes apart and facing each other with every weapon that can
    fire declared: a volley ready to resolve (the hit-feedback picture and its test, the
    volley form's tests with a referee's dice).  ``dice``: the game's dice (else seeded by
    ``seed``); ``options``: the game's options."""
    from btdesk.hexgrid import Hex, neighbor
    from btdesk.model.commands import DeclareAttack, MoveUnit, RefereePlace, RollInitiative
    from btdesk.model.state import MoveMode, WeaponFire
    from btdesk.rules import active_side, attack_options
    from btdesk.session.dice import SeededDice

    session = Session.from_scenario("green", seed=seed, options=options,
                                    dice=SeededDice(seed) if dice is None else dice)
    session.submit(RollInitiative())
    here = Hex.from_label("0810")
    session.submit(RefereePlace("attacker-1", here, 0))
    session.submit(RefereePlace("defender-1", neighbor(neighbor(here, 0), 0), 3))
    for _ in range(2):
        side = active_side(session.state) or ""
        session.submit(MoveUnit(session.state.units_of(side)[0].uid, MoveMode.STATIONARY))
    for _ in range(2):
        unit = session.state.units_of(active_side(session.state) or "")[0]
        enemy = next(u for u in session.state.units if u.side != unit.side)
        fires = tuple(WeaponFire(o.weapon) for o in attack_options(session.state, unit.uid,
                                                                    enemy.uid)
                      if o.possible and not o.automatic_miss)
        session.submit(DeclareAttack(unit.uid, enemy.uid, fires))
    return session


def _demo(window: MainWindow, name: str) -> None:
    """Put the window in one of its main states, by real commands, for documentation."""
    from btdesk.hexgrid import Hex, distance
    from btdesk.model.commands import (
        DeclareAttack,
        DeployUnit,
        MoveUnit,
        RollInitiative,
        TickArmor,
    )
    from btdesk.model.state import MoveMode, Phase
    from btdesk.rules import active_side
    from btdesk.session.dice import SeededDice

    if name == "volley":  # resolved, and told up to the first step that hit
        window.set_session(volley_session(5))
        window.orders.resolve_all()
        story = window.orders.story
        while story.untold and not story.steps[story.told - 1].hits:
            story.reveal(1)
        return
    if name in CLOSE_ASSAULT_DEMOS:
        _close_assault_demo(window, name == "hand-over")
        if name == "tactics":  # the tactic list, its 0204-B hint shown under it
            window.handover_action.setChecked(False)
            window.make_room(window.assault_dock)
            first = next(b for k, b in window.assault.action_buttons.items()
                         if k.startswith("dock_tactic_"))
            window.statusBar().showMessage(first.statusTip())
        return
    session = Session.from_scenario("green", seed=7, dice=SeededDice(7),
                                    free_deployment=name == "firing", options=with_booklet(()))
    window.set_session(session)
    c = window.controller
    if name == "firing":  # column 16 is clear from end to end
        session.submit(DeployUnit("defender-1", Hex.from_label("1615"), 0))
        session.submit(DeployUnit("attacker-1", Hex.from_label("1601"), 3))
    session.submit(RollInitiative())
    if name == "movement":
        mover = next(u for u in session.state.units if c.can_act(u))
        c.select(mover.uid)
        c.choose_mode(MoveMode.RUN)
        enemy = next(u for u in session.state.units if u.side != mover.side)
        target = enemy.position
        assert target is not None
        best = min(c.costs(), key=lambda h: distance(h, target))
        c.hovered(best)
        window.scene.path.show_hexes(c.plan_path())
        return
    while session.state.phase is Phase.MOVEMENT:
        side = active_side(session.state)
        unit = next(u for u in session.state.units_of(side or "") if u.moved is None)
        session.submit(MoveUnit(unit.uid, MoveMode.STATIONARY))
    if name == "firing":
        session.submit(DeclareAttack("defender-1", None))  # it has nothing in range
        shooter = next(u for u in session.state.units if c.can_act(u))
        c.select(shooter.uid)
        c.choose_target(next(u.uid for u in session.state.units if u.side != shooter.side))
        return
    for location, ticks in (("LA", 16), ("LT", 7), ("CT", 4), ("RL", 9)):
        for _ in range(ticks):
            session.submit(TickArmor("defender-1", location, 1))
    window.sheets_dock.raise_()
    window.sheets.show_unit("defender-1")
    # The picture is of the sheet: a wide dock, as a player reading it would make it.
    window.resizeDocks([window.sheets_dock], [560], Qt.Orientation.Horizontal)
    application().processEvents()
    from btdesk.printing.record_sheet import sheet_layout

    view = window.sheets.views["defender-1"]
    unit = session.state.unit("defender-1")
    top = sheet_layout(session.state.definition(unit), unit).diagram_y
    scroll = window.sheets.currentWidget()
    assert isinstance(scroll, QScrollArea)
    scroll.verticalScrollBar().setValue(int(view.scale() * top))


ENGAGED_STAGES = ("weapon attack", "maneuvers", "tactics")


def engaged_session(stage: str = "tactics") -> Session:
    """Green with Close Assault: a referee sets the two 'Mechs side by side and one walks
    into the other's hex.  ``stage``: left there in the weapon attack phase; or with the
    attacks declared (none), the maneuvers due; or with both maneuvered, the tactics due.
    The pictures and the Close Assault tests start from it."""
    from btdesk.hexgrid import neighbor
    from btdesk.model.commands import (
        AssaultManeuver,
        DeclareAttack,
        MoveUnit,
        RefereePlace,
        RollInitiative,
    )
    from btdesk.model.state import MoveMode
    from btdesk.model.vocab import Approach, ManeuverStep, MoveStep
    from btdesk.rules import tactical as tac
    from btdesk.session.dice import SeededDice

    session = Session.from_scenario("green", seed=7, dice=SeededDice(7),
                                    options=("close_assault",))
    session.submit(RollInitiative())
    state = session.state
    mover = state.units_of(state.initiative[0])[0]
    enemy = next(u for u in state.units if u.side != mover.side)
    assert enemy.position is not None
    session.submit(RefereePlace(mover.uid, neighbor(enemy.position, 3), 0))
    session.submit(MoveUnit(mover.uid, MoveMode.WALK, (MoveStep.FORWARD,), Approach.ENTER))
    if stage == ENGAGED_STAGES[0]:
        return session
    for side in session.state.initiative:
        session.submit(DeclareAttack(session.state.units_of(side)[0].uid, None))
    if stage == ENGAGED_STAGES[1]:
        return session
    session.submit(AssaultManeuver(mover.uid, (ManeuverStep.FORWARD,)))
    session.submit(AssaultManeuver(enemy.uid, (), tac.shift_hexes(
        session.state.assaults[0].places[enemy.uid], enemy.facing)[0]))
    return session


def _close_assault_demo(window: MainWindow, hand_over: bool) -> None:
    """Both have maneuvered.  The hand-over screen then asks for the first side to
    choose; without ``hand_over`` that player has said they are at the screen, and the
    Close Assault dock shows their tactics."""
    from btdesk.rules.modules.close_assault import secret_choosers

    session = engaged_session("tactics")
    window.set_session(session)
    if not hand_over:
        window.viewer_ready(secret_choosers(session.state)[0])


def screenshot(scenario: str | Path, out: Path, size: QSize, demo: str | None = None) -> Path:
    with _scratch_settings():
        return _screenshot(scenario, out, size, demo)


def _screenshot(scenario: str | Path, out: Path, size: QSize, demo: str | None) -> Path:
    window = build_window(scenario)
    if demo:
        window.resize(size)
        window.show()
        application().processEvents()
        _demo(window, demo)
    image = render(window, size)
    window.mark_saved()  # a demo game is for the picture: nothing to ask about on closing
    window.close()
    out.parent.mkdir(parents=True, exist_ok=True)
    # PySide6's stubs want bytes for the format; the binding itself takes only str.
    if not image.save(str(out), "PNG"):  # type: ignore[call-overload]
        raise OSError(f"could not write {out}")
    return out
