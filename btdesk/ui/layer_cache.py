"""A large, opaque map layer kept as an image aligned to the screen's pixels: copied on a
repaint, drawn again only for what comes into view; after a zoom the old image is shown
scaled at once while the sharp one is drawn strip by strip between events.  A large
view's first image is drawn the same way from blank: until a strip is drawn, the view
shows the layer's quick drawing (its colours only) there.

Why not Qt's DeviceCoordinateCache: on a 2560 x 1440 view it cost about 16 ms a zoom on top
of the drawing itself (a transparent pixmap allocated, cleared and alpha-blended), and the
drawing of a 64 x 68 hill country (about 16 ms there) cannot be split over threads from
Python, as PySide holds the interpreter lock while QPainter works. Spreading it over
several turns of the event loop keeps every turn inside a 60 Hz frame.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPaintEngine, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QWidget
from shiboken6 import getCppPointer, isValid

# Scale x, scale y, and the fraction of a device pixel the scene was shifted by when an
# image was drawn: its parts line up pixel for pixel at any whole-pixel scroll.
Key = tuple[float, float, float, float]
Draw = Callable[[QPainter, QRectF], None]  # paints the layer's part in a scene rect
SLACK_PX = 32
EDGE_PX = 8


@dataclass
class _Image:
    """Part of the layer drawn under ``key``: ``rect`` is in canvas pixels (scene
    coordinates times the scale, plus the key's fraction), the image's pixel (0, 0) its
    top left corner. ``pending`` are strips still showing a scaled older image, or, when
    ``blank``, strips not drawn at all yet (the first ones to draw first)."""

    key: Key
    rect: QRect
    image: QImage
    pending: list[QRect] = field(default_factory=list)
    blank: bool = False


def _key(t: QTransform) -> tuple[Key, int, int]:
    dx, dy = math.floor(t.dx()), math.floor(t.dy())
    return (t.m11(), t.m22(), round(t.dx() - dx, 4), round(t.dy() - dy, 4)), dx, dy


def _canvas(key: Key, scene: QRectF) -> QRect:
    sx, sy, fx, fy = key
    return QRectF(scene.x() * sx + fx, scene.y() * sy + fy,
                  scene.width() * sx, scene.height() * sy).toAlignedRect()


def _scene(key: Key, canvas: QRect) -> QRectF:
    sx, sy, fx, fy = key
    return QRectF((canvas.x() - fx) / sx, (canvas.y() - fy) / sy,
                  canvas.width() / sx, canvas.height() / sy)


class LayerCache(QObject):
    """What an item's ``paint`` hands its drawing to: an image kept per view (a widget)."""

    STEP_SECONDS = 0.004  # sharp strips drawn per turn of the event loop, at most about
    STRIP_PX = 200  # a strip's height at most, in device pixels
    # A view's first image larger than this (device pixels) is drawn over several turns:
    # at 2560 x 1440 a 64 x 68 board took 19-27 ms to draw whole, at 1920 x 1080 13-15.
    QUICK_PIXELS = 2_200_000

    def __init__(self, item: QGraphicsItem, draw: Draw, band: float,
                 quick: Draw | None = None) -> None:
        """``band``: the height in scene units of the strips the layer's drawing is
        grouped in; a strip drawn sharp is one of these, so each costs about one strip's
        paths (stroking costs the whole path wherever the clip is).  ``quick``: a plain
        drawing of the layer at a fraction of ``draw``'s cost, a large view's first
        picture (a 64 x 68 board at half scale took two frames and more to draw sharp
        into a new image); None draws every first picture sharp at once."""
        super().__init__()
        self._item = item
        self._draw = draw
        self._quick = quick
        self._band = band
        self._images: dict[int, _Image] = {}
        # An image's old buffer, used for the next: fresh memory costs 4 ms of page faults
        # for 14 MB.
        self._spare: dict[int, QImage] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._sharpen)

    def paint(self, painter: QPainter, exposed: QRectF, widget: QWidget | None) -> None:
        bounds = self._item.boundingRect()
        # To the widget's own pixels: the device transform would add where the widget
        # sits in its window, which the painter adds again to what is drawn.
        dpr = painter.device().devicePixelRatio()
        t = painter.worldTransform() * QTransform.fromScale(dpr, dpr)
        engine = painter.paintEngine()
        if (widget is None or t.type().value > QTransform.TransformationType.TxScale.value
                or t.m11() <= 0 or t.m22() <= 0 or engine is None
                or engine.type() != QPaintEngine.Type.Raster):
            # A scene drawn once into a picture or onto paper (as vectors), or a view
            # rotated or mirrored: nothing to keep.
            self._draw(painter, exposed)
            return
        slot = getCppPointer(widget)[0]  # its Python wrapper may be made anew each paint
        image = self._images.get(slot)
        if image is not None and image.key[:2] == (t.m11(), t.m22()):
            # Scrolled by a fraction of a pixel (at a device pixel ratio of 1.5, or with
            # the map centred in a wider view): the image at the nearest whole pixel,
            # not drawn again, so a pan costs a copy there too.
            key = image.key
            dx, dy = round(t.dx() - key[2]), round(t.dy() - key[3])
        else:
            key, dx, dy = _key(t)
        # The whole view, so a scroll or a repaint finds it drawn; as large as the view
        # even where the layer ends, so an image's memory is used again; and a margin
        # over, as a line cut by an image's edge is stepped from the cut, and its pixels
        # near there come out a shade off those drawn straight onto the window.
        view = QRect(-dx, -dy, math.ceil(widget.width() * dpr), math.ceil(widget.height() * dpr))
        want = view.adjusted(-EDGE_PX, -EDGE_PX, EDGE_PX, EDGE_PX)
        need = _canvas(key, exposed & bounds) & _canvas(key, bounds) & view
        if need.isEmpty():
            return
        if image is None:
            if self._quick is not None and want.width() * want.height() > self.QUICK_PIXELS:
                image = self._start(slot, key, want)
            else:
                image = self._render(slot, key, want)
        elif image.key != key:
            image = self._preview(slot, image, key, want)
        elif not image.rect.contains(need):
            image = self._extend(slot, image, want)
        if not image.blank or not image.pending:
            self._blit(painter, image, need, dx, dy)
            return
        # Copied where drawn (the strips above the first still blank), drawn quickly
        # straight onto the view below.
        top = image.pending[0].top()
        drawn = need & QRect(need.left(), image.rect.top(), need.width(), top - image.rect.top())
        if not drawn.isEmpty():
            self._blit(painter, image, drawn, dx, dy)
        rest = need & QRect(need.left(), top, need.width(), image.rect.bottom() + 1 - top)
        if not rest.isEmpty() and self._quick is not None:
            part = _scene(key, rest)
            painter.save()
            painter.setClipRect(part, Qt.ClipOperation.IntersectClip)
            self._quick(painter, part)
            painter.restore()

    def adopt(self, previous: LayerCache, dirty: QRectF) -> None:
        """Takes an earlier layer's images, drawing anew only ``dirty`` (a scene rect): a
        building hit or a hex painted in the map editor redraws its neighbourhood, not
        every view (a 64 x 68 board's first paint costs two frames)."""
        previous._timer.stop()
        self._images, previous._images = previous._images, {}
        self._spare, previous._spare = previous._spare, {}
        self.redraw(dirty)
        if self.busy():
            self._timer.start()

    def redraw(self, dirty: QRectF) -> None:
        """Draws ``dirty`` (a scene rect) anew in every view's image, and shows it."""
        for image in self._images.values():
            part = _canvas(image.key, dirty) & image.rect
            if not part.isEmpty():
                self._fill(image, part)
        self._item.update(self._item.mapRectFromScene(dirty))

    def drop(self) -> None:
        """Forget every image (the layer's look changed)."""
        self._timer.stop()
        self._images.clear()
        self._spare.clear()

    def busy(self) -> bool:
        """Whether a view still shows part of a scaled image, or of the quick drawing."""
        return any(image.pending for image in self._images.values())

    # --- drawing ------------------------------------------------------------------------
    def _new(self, slot: int, key: Key, rect: QRect) -> _Image:
        """An image of ``rect`` or somewhat more, so that a scroll bar shown or hidden
        still fits it and a spare buffer is used again."""
        spare = self._spare.pop(slot, None)
        if spare is None or not (rect.width() <= spare.width() <= rect.width() + 2 * SLACK_PX
                                 and rect.height() <= spare.height()
                                 <= rect.height() + 2 * SLACK_PX):
            spare = QImage(rect.width() + SLACK_PX, rect.height() + SLACK_PX,
                           QImage.Format.Format_RGB32)
        return _Image(key, QRect(rect.topLeft(), spare.size()), spare)

    def _background(self) -> QColor:
        scene = self._item.scene()
        return scene.backgroundBrush().color() if scene is not None else QColor("white")

    def _fill(self, image: _Image, part: QRect, draw: Draw | None = None) -> None:
        """Draws the layer's ``part`` (canvas pixels) sharp into ``image`` (or with
        ``draw``)."""
        painter = QPainter(image.image)
        local = part.translated(-image.rect.topLeft())
        painter.setClipRect(local)
        painter.fillRect(local, self._background())
        sx, sy, fx, fy = image.key
        painter.translate(fx - image.rect.x(), fy - image.rect.y())
        painter.scale(sx, sy)
        (draw or self._draw)(painter, _scene(image.key, part))
        painter.end()

    def _render(self, slot: int, key: Key, rect: QRect) -> _Image:
        image = self._new(slot, key, rect)
        self._fill(image, image.rect)
        self._keep(slot, image)
        return image

    def _start(self, slot: int, key: Key, rect: QRect) -> _Image:
        """A large view's first image, blank, to be drawn strip by strip between events:
        drawn whole, a 64 x 68 board at half scale took two frames and more (a new 20 MB
        image costs 5 ms of page faults before a line is drawn), where the view's quick
        drawing takes a few milliseconds."""
        image = self._new(slot, key, rect)
        image.pending = self._strips(key, image.rect)
        image.blank = True
        self._keep(slot, image)
        self._timer.start()
        return image

    def _unblank(self, image: _Image) -> None:
        """Draws ``image``'s blank strips quickly, before it is copied from."""
        if image.blank:
            for strip in image.pending:
                self._fill(image, strip, self._quick)
            image.blank = False

    def _strips(self, key: Key, rect: QRect) -> list[QRect]:
        """``rect`` (canvas pixels) cut into strips along the layer's bands, a band
        taller than STRIP_PX cut evenly: the pieces drawn sharp one at a time."""
        band = self._band * key[1]
        step = band / math.ceil(band / self.STRIP_PX)  # bands split evenly when tall
        cuts = [rect.y()] + [round(k * step + key[3]) for k in range(
            math.floor((rect.y() - key[3]) / step) + 1,
            math.ceil((rect.bottom() + 1 - key[3]) / step))] + [rect.bottom() + 1]
        return [QRect(rect.x(), top, rect.width(), bottom - top)
                for top, bottom in pairwise(cuts) if bottom > top]

    def _keep(self, slot: int, image: _Image) -> None:
        old = self._images.get(slot)
        if old is not None and old.image is not image.image:
            self._spare[slot] = old.image
        self._images[slot] = image

    def _extend(self, slot: int, image: _Image, rect: QRect) -> _Image:
        """The view scrolled or grew: what it still shows is copied, the rest drawn."""
        self._unblank(image)
        out = self._new(slot, image.key, rect)
        out.pending = [s & out.rect for s in image.pending if s.intersects(out.rect)]
        # (Not the old image's margin: see paint.)
        kept = image.rect.adjusted(EDGE_PX, EDGE_PX, -EDGE_PX, -EDGE_PX) & out.rect
        if not kept.isEmpty():
            painter = QPainter(out.image)
            painter.drawImage(kept.topLeft() - out.rect.topLeft(), image.image,
                              kept.translated(-image.rect.topLeft()))
            painter.end()
        for part in _minus(out.rect, kept):
            self._fill(out, part)
        self._keep(slot, out)
        return out

    def _preview(self, slot: int, old: _Image, key: Key, rect: QRect) -> _Image:
        """The view zoomed: the old image scaled to the new key at once (nearest pixel,
        as smooth scaling costs a frame on a large screen), made sharp strip by strip."""
        self._unblank(old)
        out = self._new(slot, key, rect)
        rect = out.rect
        rx, ry = key[0] / old.key[0], key[1] / old.key[1]
        scaled = QTransform(rx, 0, 0, ry,
                            rx * (old.rect.x() - old.key[2]) + key[2] - rect.x(),
                            ry * (old.rect.y() - old.key[3]) + key[3] - rect.y())
        local = QRect(0, 0, rect.width(), rect.height())
        covered = scaled.mapRect(QRectF(old.image.rect()))
        painter = QPainter(out.image)
        for part in _minus(local, covered.toAlignedRect() & local):  # filling 14 MB: 3 ms
            painter.fillRect(part, self._background())
        painter.setTransform(scaled)
        painter.drawImage(QPointF(0, 0), old.image)
        painter.end()
        out.pending = self._strips(key, rect)
        self._keep(slot, out)
        self._timer.start()
        return out

    def _sharpen(self) -> None:
        """Draws pending strips for about STEP_SECONDS (one at least), then yields to the
        event loop."""
        if not isValid(self._item) or self._item.scene() is None:
            # Its scene was closed and took the item with it, or it was taken out of the
            # scene (a new layer in its place): no view will show what is drawn.
            self.drop()
            return
        start = time.perf_counter()
        for image in self._images.values():
            while image.pending:  # a strip at least, however slow the machine
                strip = image.pending.pop(0)  # (a blank image's first blank strip)
                self._fill(image, strip)
                self._item.update(self._item.mapRectFromScene(_scene(image.key, strip)))
                if time.perf_counter() - start >= self.STEP_SECONDS:
                    break
        if self.busy():
            self._timer.start()

    @staticmethod
    def _blit(painter: QPainter, image: _Image, part: QRect, dx: int, dy: int) -> None:
        """Copies ``part`` (canvas pixels) to the device pixel for pixel."""
        dpr = painter.device().devicePixelRatio()
        painter.save()
        painter.setWorldTransform(QTransform())
        target = part.translated(dx, dy)
        painter.drawImage(QRectF(target.x() / dpr, target.y() / dpr,
                                 target.width() / dpr, target.height() / dpr),
                          image.image, QRectF(part.translated(-image.rect.topLeft())))
        painter.restore()


def _minus(rect: QRect, hole: QRect) -> list[QRect]:
    """``rect`` less ``hole`` (inside it, or empty) as at most four rectangles."""
    if hole.isEmpty():
        return [rect]
    out = []
    if hole.top() > rect.top():
        out.append(QRect(rect.left(), rect.top(), rect.width(), hole.top() - rect.top()))
    if hole.bottom() < rect.bottom():
        out.append(QRect(rect.left(), hole.bottom() + 1, rect.width(),
                         rect.bottom() - hole.bottom()))
    if hole.left() > rect.left():
        out.append(QRect(rect.left(), hole.top(), hole.left() - rect.left(), hole.height()))
    if hole.right() < rect.right():
        out.append(QRect(hole.right() + 1, hole.top(), rect.right() - hole.right(),
                         hole.height()))
    return out
