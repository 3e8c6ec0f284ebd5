"""The Qt application object, made the same way for the first frame and the window.

Light on purpose: the first frame (btdesk.ui.first_frame) makes it before the rules are
loaded.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from btdesk.io.resources import resources_dir

_QUIET = ("This plugin does not support propagateSizeHints",)
_previous_handler = None


def _qt_messages(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Drop the offscreen plugin's harmless chatter; pass everything else on."""
    if message.startswith(_QUIET):
        return
    if _previous_handler is not None:
        _previous_handler(kind, context, message)
    else:
        sys.stderr.write(message + "\n")


def app_icon() -> QIcon:
    """Every rendered size of ``resources/icons/btdesk.svg``: Qt picks the nearest for
    title bars (16-32 px), task bars (48-64) and docks (128-256)."""
    icon = QIcon()
    for path in sorted((resources_dir() / "icons").glob("btdesk-*.png")):
        icon.addFile(str(path))
    return icon


def application() -> QApplication:
    global _previous_handler
    app = QApplication.instance()
    if app is None:
        _previous_handler = qInstallMessageHandler(_qt_messages)
        app = QApplication(sys.argv[:1])
        app.setApplicationName("btdesk")
        app.setOrganizationName("btdesk")
    if QApplication.desktopFileName() != "btdesk":  # also when a test harness made the app
        # The launcher's name (resources/desktop), so a Wayland or X11 dock groups
        # btdesk's windows under it and shows the same icon.
        QApplication.setDesktopFileName("btdesk")
        QApplication.setWindowIcon(app_icon())
    return app  # type: ignore[return-value]
