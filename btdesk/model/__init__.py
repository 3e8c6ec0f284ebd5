"""Frozen values the whole program talks in: maps, unit sheets, rule tables, state."""
