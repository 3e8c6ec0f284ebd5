"""Every way to start a game can be kept: saved, reopened, replayed, checked, printed and
recovered after a kill.

A game is lost between features, not inside one: a typed-dice game saved a dice position
the opener refused, so every referee's game was lost when its window closed.  This matrix
starts games every way a user can — generated and typed dice, each built-in scenario, each
option set the New Game dialog offers, a user's map, an imported MegaMek board, an imported
MegaMek unit in the user's own scenario — plays each for a while with random legal
commands, and holds every cell to the whole round.

The full product (48 option sets x 2 dice x 6 scenarios) would take minutes, so it is
sampled: every option set is played once with generated and once with typed dice, and the
scenario turns with each cell, so each scenario meets each kind of dice about eight times
and every option set meets two scenarios.  The user files are played with both kinds of
dice and a rotating option set.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
import yaml
from support import ROOT

from btdesk.cli import main
from btdesk.io.slots import Slot
from btdesk.model.commands import DeclareAttack
from btdesk.model.modules import TW_INFANTRY
from btdesk.model.rule_set import QUICK_START, offered_option_sets, with_booklet
from btdesk.model.state import MANUAL_DICE, Phase
from btdesk.rules import legal_commands
from btdesk.session.autosave import Autosaver, crashed, recover
from btdesk.session.dice import ManualDice, SeededDice
from btdesk.session.game import Session
from btdesk.session.persist import open_session, save_session

SCENARIOS = sorted(p.stem for p in (ROOT / "resources" / "scenarios").glob("*.yaml"))
# Scenarios built for an option, which btdesk refuses without it.
NEEDS = {"hover-transport": TW_INFANTRY.key, "mechanized-assault": TW_INFANTRY.key}
COMMANDS = 45  # random legal commands a cell plays before it is kept


OPTION_SETS = offered_option_sets()


@dataclass(frozen=True)
class Start:
    """One way to start a game."""

    scenario: str  # a built-in scenario's key, or "file:NAME" for a user's scenario file
    options: tuple[str, ...]
    typed: bool  # a referee types the dice
    map_file: str = ""  # "user" (a btdesk map file of the user's) or "board" (MegaMek)

    @property
    def label(self) -> str:
        dice = "typed" if self.typed else "generated"
        where = f"+{self.map_file}-map" if self.map_file else ""
        return f"{self.scenario}{where}/{dice}/{'+'.join(self.options)}"


def _cells() -> list[Start]:
    cells = []
    for n, options in enumerate(OPTION_SETS):
        for typed in (False, True):
            scenario = SCENARIOS[(n + 3 * typed) % len(SCENARIOS)]
            cells.append(Start(scenario, options, typed))
    for n, typed in enumerate((False, True)):
        spread = OPTION_SETS[(7 * n + 3) % len(OPTION_SETS)]
        cells.append(Start("veteran", spread, typed, map_file="user"))
        cells.append(Start("green", OPTION_SETS[(5 * n + 11) % len(OPTION_SETS)], typed,
                           map_file="board"))
        cells.append(Start("file:imported", OPTION_SETS[(3 * n + 20) % len(OPTION_SETS)],
                           typed))
    return cells


CELLS = _cells()


def typed_dice(seed: int) -> ManualDice:
    """A referee at the table: real dice, read off and typed in."""
    rng = random.Random(seed)
    return ManualDice(lambda count, purpose: [rng.randint(1, 6) for _ in range(count)])


def _user_files(tmp_path: Path) -> Path:
    """A user folder with an imported MegaMek 'Mech and a scenario file that fields it;
    returns the scenario file."""
    user = Path(os.environ["BTDESK_USER_DIR"])
    assert main(["import", str(ROOT / "tests" / "fixtures" / "mtf" / "lnc-1.mtf")]) == 0
    imported = sorted((user / "sheets").glob("*.yaml"))
    assert imported, "btdesk import wrote no sheet"
    text = (ROOT / "resources" / "scenarios" / "green.yaml").read_text()
    assert "sheet: hbk-4g-hunchback," in text
    scenario = tmp_path / "scenarios" / "imported.yaml"
    scenario.parent.mkdir(exist_ok=True)
    scenario.write_text(text.replace("sheet: hbk-4g-hunchback,",
                                     f"sheet: {imported[0].stem},", 1))
    return scenario


def start(cell: Start, tmp_path: Path, seed: int) -> Session:
    options = set(cell.options)
    if cell.scenario in NEEDS:  # as New Game would start it: the rule it needs added
        options = set(with_booklet((options - {QUICK_START}) | {NEEDS[cell.scenario]}))
    if cell.typed:
        options.add(MANUAL_DICE)
    scenario: str | Path = cell.scenario
    if cell.scenario.startswith("file:"):
        scenario = _user_files(tmp_path)
    map_file = None
    if cell.map_file == "user":
        map_file = tmp_path / "my-map.yaml"
        map_file.write_text((ROOT / "resources" / "maps" / "river-town.yaml").read_text())
    elif cell.map_file == "board":
        map_file = ROOT / "tests" / "fixtures" / "river_crossing.board"
    return Session.from_scenario(scenario, seed=seed, options=sorted(options),
                                 map_file=map_file,
                                 dice=typed_dice(seed) if cell.typed else None)


def play(session: Session, seed: int, commands: int) -> None:
    """Random legal commands, attacks preferred half the time (so dice are rolled)."""
    rng = random.Random(seed)
    for _ in range(commands):
        if session.state.phase is Phase.GAME_OVER:
            return
        choices = legal_commands(session.state)
        assert choices, f"no legal command in {session.state.phase}"
        attacks = [c for c in choices if isinstance(c, DeclareAttack) and c.target]
        session.submit(rng.choice(attacks if attacks and rng.random() < 0.5 else choices))


def _same_game(again: Session, session: Session) -> None:
    assert again.state == session.state and again.initial == session.initial
    assert again.log == session.log
    assert again.replayed() == session.state


@pytest.fixture(autouse=True)
def _user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))


@pytest.mark.parametrize("cell", CELLS, ids=[c.label for c in CELLS])
def test_every_way_to_start_a_game_keeps_it(cell: Start, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    seed = CELLS.index(cell)
    session = start(cell, tmp_path, seed)
    slot = Slot.claim_new(tmp_path / "autosave")
    saver = Autosaver(session, slot)
    saver.start()
    play(session, seed, COMMANDS)
    rolled = any(e.events for e in session.log)
    assert rolled, "the cell played nothing"

    # Saved, reopened, replayed: the same game, going on with the same kind of dice.
    path = tmp_path / "game.btdesk.yaml"
    save_session(session, path)
    again = open_session(path)
    _same_game(again, session)
    assert isinstance(again.dice, ManualDice if cell.typed else SeededDice)
    if not cell.typed:
        assert again.dice.roll(4, "x") == session.dice.roll(4, "x")

    # Checked and printed from the command line.
    capsys.readouterr()
    assert main(["check", str(path)]) == 0, capsys.readouterr().err
    assert f"({len(session.log)} commands logged)" in capsys.readouterr().out
    pdf = tmp_path / "game.pdf"
    assert main(["print", "--out", str(pdf), "--game", str(path)]) == 0, capsys.readouterr().err
    assert pdf.read_bytes().startswith(b"%PDF")

    # Killed mid-play: the autosave holds the game up to its last change.
    play(session, seed + 1, 5)
    slot.release()  # the process dies: its lock goes, its marker stays
    found = [s for s in crashed(tmp_path / "autosave") if s.folder == slot.folder]
    assert found, "the crashed game is not offered"
    recovered = recover(found[0].game)
    found[0].release()
    _same_game(recovered, session)
    assert isinstance(recovered.dice, ManualDice if cell.typed else SeededDice)


def test_the_sample_covers_every_option_set_scenario_and_user_file() -> None:
    """What the module docstring promises of the sample."""
    for typed in (False, True):
        assert {c.options for c in CELLS if c.typed == typed and ":" not in c.scenario
                and not c.map_file} == set(OPTION_SETS)
        assert {c.scenario for c in CELLS if c.typed == typed} >= set(SCENARIOS)
        assert {c.map_file for c in CELLS if c.typed == typed} == {"", "user", "board"}
        assert any(c.scenario.startswith("file:") for c in CELLS if c.typed == typed)


# --- a referee's game in the window and through a real kill -------------------------------------

def test_a_reopened_referee_game_goes_on_with_typed_dice(qtbot: object, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A typed-dice game opened in the window asks the referee for its next roll; it
    never switches to generated dice."""
    from btdesk.ui import dialogs, volley_form
    from btdesk.ui.main_window import MainWindow

    session = start(Start("green", (), typed=True), tmp_path, 3)
    play(session, 3, 30)
    path = tmp_path / "referee.btdesk.yaml"
    save_session(session, path)
    asked: list[int] = []
    rng = random.Random(5)

    def referee_types(dialog: dialogs.DiceDialog) -> int:
        """The referee reads the dice off the table and types them into the real dialog."""
        asked.append(len(dialog.boxes))
        for box in dialog.boxes:
            box.setValue(rng.randint(1, 6))
        return dialogs.QDialog.DialogCode.Accepted

    def referee_types_a_volley(form: volley_form.VolleyForm) -> int:
        """A volley's dice, typed in its one form, die by die, as the rules ask for them."""
        asked.append(len(form.all_dice()))
        while not form.complete:
            form.press(rng.randint(1, 6))
        form.accept()
        return form.result()

    monkeypatch.setattr(dialogs.DiceDialog, "exec", referee_types)
    monkeypatch.setattr(volley_form.VolleyForm, "exec", referee_types_a_volley)
    window = MainWindow(open_session(path))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.set_session(open_session(path), path)
    assert isinstance(window.session.dice, ManualDice)
    for _ in range(200):
        if asked or window.session.state.phase is Phase.GAME_OVER:
            break
        window.session.submit(legal_commands(window.session.state)[-1])
    assert asked, "the reopened game rolled no die the referee typed"
    save_session(window.session, path)
    window.mark_saved()
    assert open_session(path).state == window.session.state


def test_a_typed_dice_save_that_claims_a_tape_is_refused(tmp_path: Path) -> None:
    """A typed-dice game has no dice tape, so its saved position is 0; anything else was
    edited, and is refused naming the key."""
    session = start(Start("green", (), typed=True), tmp_path, 4)
    play(session, 4, 30)
    path = tmp_path / "edited.btdesk.yaml"
    save_session(session, path)
    text = path.read_text()
    assert "\ndice_drawn: 0\n" in text
    path.write_text(text.replace("\ndice_drawn: 0\n", "\ndice_drawn: 7\n"))
    from btdesk.io.errors import DataError

    with pytest.raises(DataError, match="dice_drawn: 7: a game whose dice a referee typed"):
        open_session(path)


REFEREE = """
import random, sys
from pathlib import Path
from btdesk.io.slots import Slot
from btdesk.model.commands import DeclareAttack
from btdesk.rules import legal_commands
from btdesk.session.autosave import Autosaver
from btdesk.session.dice import ManualDice
from btdesk.session.game import Session
rng = random.Random(7)
session = Session.from_scenario("veteran", seed=7, options=["manual_dice"],
                                dice=ManualDice(lambda n, p: [rng.randint(1, 6) for _ in range(n)]))
Autosaver(session, Slot.claim_new(Path(sys.argv[1]))).start()
for n in range(10_000):
    choices = legal_commands(session.state)
    if not choices:
        break
    attacks = [c for c in choices if isinstance(c, DeclareAttack) and c.target]
    session.submit(rng.choice(attacks or choices))
    if n == 60:
        break
print(len(session.log), flush=True)
sys.stdin.read()
"""


@pytest.mark.slow
def test_a_killed_referee_game_is_recovered_with_its_typed_dice(tmp_path: Path) -> None:
    root = tmp_path / "autosave"
    child = subprocess.Popen([sys.executable, "-c", REFEREE, str(root)], cwd=ROOT,
                             stdout=subprocess.PIPE, stdin=subprocess.PIPE,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert child.stdout is not None
    logged = int(child.stdout.readline())
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    assert child.stdin is not None
    child.stdin.close()
    found = crashed(root)
    assert len(found) == 1
    game = recover(found[0].game)
    assert len(game.log) == logged
    assert isinstance(game.dice, ManualDice)
    assert replace(game.state) == game.replayed()
    found[0].release()


def test_a_game_saved_on_a_map_larger_than_new_maps_may_be_still_opens(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """New maps are at most 150 hexes a side (what a window opens in seconds); a game an
    earlier btdesk saved on a larger map, up to the old 999, is still the user's game: it
    opens, checks and prints, and only a new map file of that size is refused."""
    from btdesk.io import maps, scenarios
    from btdesk.io.errors import DataError
    from btdesk.model.board import MAX_SIDE, SAVED_MAX_SIDE

    wide = tmp_path / "wide.yaml"
    document = yaml.safe_load((ROOT / "resources" / "maps" / "default.yaml").read_text())
    document["columns"] = MAX_SIDE + 10
    document["rows"] = [row + "." * (MAX_SIDE + 10 - len(row)) for row in document["rows"]]
    wide.write_text(yaml.safe_dump(document))
    # As an earlier btdesk read maps: up to 999 a side.
    monkeypatch.setattr(maps.parse_map, "__defaults__", ("", SAVED_MAX_SIDE))
    monkeypatch.setattr(scenarios.build_scenario, "__defaults__", ("", "", SAVED_MAX_SIDE))
    session = Session.from_scenario("green", seed=1, map_file=wide)
    monkeypatch.undo()
    monkeypatch.setenv("BTDESK_USER_DIR", str(tmp_path / "user"))
    play(session, 1, 20)
    path = tmp_path / "wide.btdesk.yaml"
    save_session(session, path)
    again = open_session(path)
    assert again.state == session.state and again.state.board.columns == MAX_SIDE + 10
    assert main(["check", str(path)]) == 0
    with pytest.raises(DataError, match=f"larger than btdesk plays \\(at most {MAX_SIDE}"):
        Session.from_scenario("green", seed=1, map_file=wide)
