"""PySide's import hook, made to stop reading every imported module's source.

Once PySide is loaded, each module imported is asked whether it "uses PySide" (a switch
for PySide's optional ``__feature__`` spellings, which a module opts into with ``from
__feature__ import ...``).  PySide answers by reading the module's whole source file
through ``inspect.getsource`` and searching it for "PySide6": for the 170 modules a start
imports after Qt, about a twentieth of the time from the first frame to the window.

btdesk selects no feature, so the answer only sets a default nobody switches from; it is
given here from what the module holds instead (a name bound to something of PySide's),
without reading a file.  A module that opts into a feature still says so itself: the
hook records that import directly, whatever this answers.  Where PySide's internals are
not as expected (another version), nothing is changed.
"""

from __future__ import annotations

import sys
from types import ModuleType

_PYSIDE = ("PySide6", "shiboken6")


def holds_pyside(module: ModuleType) -> bool:
    """Whether ``module`` has a name bound to a PySide module, class or function."""
    try:
        values = list(vars(module).values())
    except TypeError:  # no __dict__: nothing of PySide's in it
        return False
    for value in values:
        name = (value.__name__ if isinstance(value, ModuleType)
                else getattr(value, "__module__", None))
        if isinstance(name, str) and name.startswith(_PYSIDE):
            return True
    return False


def quicken_import_hook() -> bool:
    """Answer PySide's per-module question from the module's names (see the module's
    docstring); whether the hook was found and changed.  Idempotent."""
    feature = sys.modules.get("shibokensupport.feature")
    names = vars(feature) if feature is not None else {}
    if not callable(names.get("_mod_uses_pyside")):
        return False
    names["_mod_uses_pyside"] = holds_pyside
    return True
