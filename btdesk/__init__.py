"""btdesk: a desktop BattleTech table."""

__version__ = "0.1.0"
