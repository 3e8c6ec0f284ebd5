"""The paper a user prints on by default, apart from the page drawing: the window's
menus ask for it at start-up, before anything is printed."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def default_paper() -> str:
    """Letter where the locale measures in US units, A4 everywhere else."""
    system = QLocale.system().measurementSystem()
    return "letter" if system == QLocale.MeasurementSystem.ImperialUSSystem else "a4"
