"""The first frame: a new game's map and units on screen before the rules are loaded.

Loading the rules, tables and sheets and building the docks takes about three times as
long as Qt takes to show an empty window (design.md: "a window with the
default scenario should appear about as fast as an empty Qt window does").  A new game
of the same scenario looks the same at every start until its files change, so once the
main window has drawn a new game, its map view is kept as a picture (a PNG in the cache
folder).  At the next start of the same game the picture is put up at once, in a window
laid out like the main one (the same title, menus, docks, size and place; a status line
saying what is still loading; nothing to click), and the main window takes its place as
soon as it is built.  A window of another size shows the picture scaled, as the map view
would fit the map.

A picture is used only for exactly the start it was taken of: the PNG carries a digest
of btdesk's version, the start's arguments and the size and time of every scenario, map
and record sheet file, built-in or the user's.  Nothing secret is ever kept: no picture
is taken of a game whose first frame had a hidden unit or a hand-over screen up.  It is
a cache (:mod:`btdesk.disk_cache`): read and written as the user's alone, never through
a link or from anything but a regular file; a picture that is missing, damaged, of
another start, or with more text than btdesk writes is passed over, and so is one whose
showing crashed a start, and the start goes on as without one.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect
from PySide6.QtGui import QImage, QImageReader, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QApplication, QFrame, QMainWindow

from btdesk.disk_cache import begin_use, read_private, write_private

from .start_key import picture_path
from .window_frame import (
    DEFAULT_SIZE,
    LOADING,
    MAP_MIN_PX,
    MENUS,
    bare_docks,
    restore_layout,
)

if TYPE_CHECKING:
    from .main_window import MainWindow

KEY, TITLE, DOCKS, LAYOUT = "btdesk-start", "btdesk-title", "btdesk-docks", "btdesk-layout"
MAX_PIXELS = 4096 * 4096  # a whole 4K screen is half of this
MAX_BYTES = 64 << 20
# The picture's text, as btdesk writes it: the key is a digest, the title a scenario's
# name, a handful of module docks of short names, a layout of about 1 KB.  A picture
# with more is not btdesk's (20,000 docks took 43 s to make).
MAX_TEXT = {KEY: 64, TITLE: 300, DOCKS: 4096, LAYOUT: 64 * 1024}
MAX_DOCKS, MAX_DOCK_TEXT = 16, 100


def keep(window: MainWindow, key: str) -> None:
    """Keep ``window``'s map view as the next such start's first frame, if nothing in
    the game is secret.  Written atomically, so a reader sees the old picture or the
    new one; a cache folder that cannot be written only costs that."""
    if window.handover.isVisible() or any(u.hidden for u in window.session.state.units) \
            or window.view.map_scene.terrain.sharpening():  # (not a zoom's blurred ground)
        return
    image = window.view.viewport().grab().toImage()
    image.setText(KEY, key)
    image.setText(TITLE, window.windowTitle())
    image.setText(DOCKS, json.dumps([[d.windowTitle(), d.objectName()]
                                     for d in window.module_docks.values() if d.isVisible()]))
    # The docks as they were: the frame's are empty, and would otherwise take their
    # empty panels' widths where no layout of the user's is kept yet.
    image.setText(LAYOUT, bytes(window.saveState().toBase64().data()).decode("ascii"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        return
    write_private(picture_path(), bytes(data.data()))


class Kept(NamedTuple):
    image: QImage
    title: str
    docks: list[tuple[str, str]]  # each module dock shown: its title and object name
    layout: QByteArray  # the window's dock layout when the picture was taken


def kept(key: str) -> Kept | None:
    """The picture kept of exactly this start, with what the frame around it needs; or
    None.  The key and the text's sizes are read from the PNG's header before any pixel
    is decoded."""
    path = picture_path()
    if not begin_use(path):
        return None
    data = read_private(path, MAX_BYTES)
    if data is None:
        return None
    buffer = QBuffer()
    buffer.setData(data)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, b"png")
    if reader.text(KEY) != key or any(len(reader.text(name)) > MAX_TEXT.get(name, 0)
                                      for name in reader.textKeys()):
        return None
    size = reader.size()
    if size.width() * size.height() > MAX_PIXELS:
        return None
    image = reader.read()
    if image.isNull():
        return None
    docks = _docks(image.text(DOCKS))
    if docks is None:
        return None
    layout = QByteArray.fromBase64(image.text(LAYOUT).encode("ascii", "replace"))
    return Kept(image, image.text(TITLE), docks, layout)


def _docks(text: str) -> list[tuple[str, str]] | None:
    """The docks listed in a picture's text, or None if it is not such a list."""
    try:
        listed = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(listed, list) or len(listed) > MAX_DOCKS:
        return None
    docks = []
    for entry in listed:
        if not (isinstance(entry, list) and len(entry) == 2
                and all(isinstance(t, str) and len(t) <= MAX_DOCK_TEXT for t in entry)):
            return None
        docks.append((entry[0], entry[1]))
    return docks


class Picture(QFrame):
    """The map view's picture, framed as the view is, scaled to fit as the view fits the
    map, the rest in the picture's own background colour.

    Drawn without any call that has an overload taking a ``Qt`` namespace enum (a fill
    with a colour or brush, ``QColor(int)``): PySide makes that namespace's hundred
    enums the first time one is looked at, 14 ms the first frame need not spend."""

    def __init__(self, image: QImage) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFrameShadow(QFrame.Shadow.Sunken)
        self.image = image
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, image.pixelColor(0, 0))
        self.setPalette(palette)
        self.setAutoFillBackground(True)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        area = self.contentsRect()
        size = self.image.deviceIndependentSize()
        scale = min(area.width() / max(size.width(), 1), area.height() / max(size.height(), 1))
        target = QRect(0, 0, round(size.width() * scale), round(size.height() * scale))
        target.moveCenter(area.center())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawImage(target, self.image)
        painter.end()


class FirstFrame(QMainWindow):
    """The main window's frame with the kept picture of its map, nothing to click yet."""

    def __init__(self, kept: Kept) -> None:
        super().__init__()
        self.setWindowTitle(kept.title)
        for menu in MENUS:
            self.menuBar().addMenu(menu).setEnabled(False)
        self.picture = Picture(kept.image)
        self.picture.setMinimumSize(MAP_MIN_PX, MAP_MIN_PX)
        self.setCentralWidget(self.picture)
        # The docks are placed by the layouts restored: the picture's window's, which
        # places every one of them (with their panels in), then the user's, as the
        # window will restore it, if one is kept.
        bare_docks(self, tuple(kept.docks))
        self.resize(*DEFAULT_SIZE)
        self.restoreState(kept.layout)
        restore_layout(self)
        self.statusBar().showMessage(LOADING)


def show_first_frame(key: str) -> FirstFrame | None:
    """Put up the picture kept of this start, painted; None where there is none."""
    found = kept(key)
    if found is None:
        return None
    frame = FirstFrame(found)
    frame.show()
    QApplication.processEvents()
    return frame
