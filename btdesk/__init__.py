"""btdesk: a desktop BattleTech table."""

from btdesk import dataclass_code

__version__ = "0.1.0"

# Before any module of ours makes a dataclass: their generated code is compiled once and
# kept on disk (issue 21: a third of the import time).
dataclass_code.install()
