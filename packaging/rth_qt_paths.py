"""Run-time hook for the frozen btdesk, used instead of PyInstaller's PySide6 hook.

PyInstaller's own hook imports ``PySide6.QtCore`` before btdesk starts, so that
``btdesk --help`` or ``btdesk sheets`` pays 100-200 ms for Qt it never uses.  All that
hook has to do on a wheel-layout bundle is tell Qt where its plugins are, which an
environment variable does without loading Qt; Qt 6 finds its own prefix from the
location of libQt6Core, which the bundle keeps in the wheel's layout.
"""

import os
import sys


def _qt_paths() -> None:
    base = getattr(sys, "_MEIPASS", "")
    qt = os.path.join(base, "PySide6") if sys.platform.startswith("win") else \
        os.path.join(base, "PySide6", "Qt")
    os.environ.setdefault("QT_PLUGIN_PATH", os.path.join(qt, "plugins"))
    if sys.platform.startswith("win"):
        os.environ["PATH"] = base + os.pathsep + os.environ.get("PATH", "")


_qt_paths()
del _qt_paths
