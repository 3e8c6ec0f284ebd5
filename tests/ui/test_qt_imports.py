"""PySide's import hook answers from a module's names, not by reading its source
(btdesk.ui.qt_imports): the start-up imports 170 modules after Qt."""

from __future__ import annotations

import inspect
import sys
import types
from pathlib import Path

import pytest

import btdesk.ui.qtapp  # noqa: F401  (installs the quicker answer)
from btdesk.hexgrid import coords
from btdesk.ui.qt_imports import holds_pyside, quicken_import_hook


def test_the_hook_is_installed_once_qt_is_loaded() -> None:
    asked = vars(sys.modules["shibokensupport.feature"])
    assert asked["_mod_uses_pyside"] is holds_pyside
    assert quicken_import_hook()  # again: still in place, nothing else changed
    assert asked["_mod_uses_pyside"] is holds_pyside


def test_a_module_holding_a_pyside_name_uses_pyside() -> None:
    from PySide6.QtCore import QPointF

    uses, plain = types.ModuleType("uses"), types.ModuleType("plain")
    uses.QPointF = QPointF  # type: ignore[attr-defined]
    plain.Path = Path  # type: ignore[attr-defined]
    assert holds_pyside(uses)
    assert not holds_pyside(plain)
    assert holds_pyside(sys.modules["btdesk.ui.qtapp"])
    assert not holds_pyside(coords)


def test_an_import_after_qt_reads_no_source(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    def no_reading(obj: object) -> str:
        raise AssertionError(f"source read for {obj}")

    monkeypatch.setattr(inspect, "getsource", no_reading)
    (tmp_path / "btdesk_probe_module.py").write_text(
        "from PySide6.QtCore import QSize\nSIZE = QSize(1, 2)\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "btdesk_probe_module", raising=False)
    import btdesk_probe_module  # type: ignore[import-not-found]

    feature = sys.modules["shibokensupport.feature"]
    assert btdesk_probe_module.SIZE.width() == 1
    assert feature.pyside_feature_dict["btdesk_probe_module"] == 0  # uses PySide
