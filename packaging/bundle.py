"""What the one-folder bundle carries, shared by ``btdesk.spec``, ``build.py`` and the
test that checks them against ``btdesk.io.resources.data_root()``.

Standard library only: PyInstaller imports this while it reads the spec.
"""

# (folder in the checkout, folder in the bundle). The data folders keep the wheel's
# layout, ``btdesk/_data/...``, which data_root() looks for under sys._MEIPASS.
DATA = (
    ("resources", "btdesk/_data/resources"),
    ("sheets", "btdesk/_data/sheets"),
    ("packaging/licences", "licences"),
    ("LICENSE", "licences"),
)

# Distributions whose licence files go into the bundle's licences/ folder, read from
# their installed metadata at build time (the PySide6 wheels carry none: their notice
# is in licences/NOTICES.md, written by hand).
LICENSED_DISTRIBUTIONS = ("PyYAML", "platformdirs")

# Python modules btdesk never imports that PyInstaller would otherwise follow into.
EXCLUDED_MODULES = (
    "tkinter", "unittest", "pydoc", "doctest", "pytest", "hypothesis", "numpy",
    "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtOpenGL",
    "PySide6.QtDBus", "PySide6.QtSql", "PySide6.QtTest", "PySide6.QtConcurrent",
)

# What CI runs against a fresh bundle: each argument list must exit 0.
SMOKE_COMMANDS = (
    ("--help",),
    ("--version",),
    ("--smoke",),
    ("sheets",),
)
