"""What a window's start spends its imports on: PySide's scan of each module's source
text is not run on btdesk's own modules (issue 50, the window ready within 2 × a bare
window)."""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
import linecache, sys
import btdesk.ui.qtapp
read = []
update = linecache.updatecache
def counted(filename, *args, **kwargs):
    read.append(filename)
    return update(filename, *args, **kwargs)
linecache.updatecache = counted
import btdesk.ui.app
feature = sys.modules.get("shibokensupport.feature")
flags = {name: flag for name, flag in feature.pyside_feature_dict.items()
         if name.startswith("btdesk.ui.")}
print(sorted(f for f in read if "btdesk" in f))
print(sorted(set(flags.values())))
"""


def test_pyside_reads_no_btdesk_source_at_a_start() -> None:
    """PySide reads the source of every module imported after it (to find any that
    select a ``__feature__``); btdesk's own are taken as using PySide without a feature,
    unread, which is what reading the window's modules decides."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    read, flags = done.stdout.splitlines()
    assert read == "[]"
    assert flags == "[0]"  # "no feature", as a scan finds for a module that uses PySide
