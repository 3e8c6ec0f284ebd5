"""The open game.

Today a session opens a scenario and holds the resulting state together with the rule
tables and sheet library it was built from, plus the notices a user should see (sheets
or table overrides that were refused).  The Quick-Start engine adds commands, the event
log, dice and undo here; the UI already talks only to this object.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from btdesk.io.errors import DataError
from btdesk.io.scenarios import load_scenario
from btdesk.io.sheets import SheetLibrary, load_library
from btdesk.io.tables import load_rule_tables
from btdesk.model.scenario import Scenario
from btdesk.model.state import GameState
from btdesk.model.tables import RuleTables
from btdesk.rules.setup import initial_state

DEFAULT_SCENARIO = "green"


@dataclass
class Session:
    scenario: Scenario
    state: GameState
    tables: RuleTables
    library: SheetLibrary
    notices: tuple[DataError, ...] = ()

    @classmethod
    def from_scenario(cls, name: str | Path = DEFAULT_SCENARIO) -> Session:
        """Load tables, sheets and the scenario; refused user files become notices."""
        loaded = load_rule_tables()
        library = load_library()
        scenario = load_scenario(name, loaded.tables, library)
        return cls(
            scenario=scenario,
            state=initial_state(scenario, library.sheets),
            tables=loaded.tables,
            library=library,
            notices=loaded.rejected + library.rejected,
        )
