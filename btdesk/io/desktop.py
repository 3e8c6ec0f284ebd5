"""Linux desktop integration: a launcher, the icon and the saved-game file type, so a
double-click on ``*.btdesk.yaml`` opens the game (``btdesk install-desktop``).

Written to the user's XDG data folder, never system-wide: nothing here needs root, and
``--remove`` takes back exactly what was put there.  Works the same for a pip install
and the bundle, since the launcher runs whichever ``btdesk`` ran this.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from .errors import BtdeskError
from .resources import resources_dir

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def xdg_data_home() -> Path:
    home = os.environ.get("XDG_DATA_HOME")
    return Path(home) if home else Path.home() / ".local" / "share"


def _launcher_command() -> str:
    """The bundle's executable, or the ``btdesk`` script pip installed, or this Python
    running the package: whatever will work from a desktop with no shell around it."""
    if getattr(sys, "frozen", False):
        return shlex.quote(sys.executable)
    script = shutil.which("btdesk")
    if script:
        return shlex.quote(str(Path(script).resolve()))
    return f"{shlex.quote(sys.executable)} -m btdesk"


def desktop_files(data_home: Path) -> dict[Path, Path | str]:
    """Where each file goes, and what it is (a file to copy, or text to write)."""
    source = resources_dir()
    launcher = (source / "desktop" / "btdesk.desktop").read_text(encoding="utf-8")
    files: dict[Path, Path | str] = {
        data_home / "applications" / "btdesk.desktop":
            launcher.replace("@EXEC@", _launcher_command()),
        data_home / "mime" / "packages" / "btdesk.xml": source / "desktop" / "btdesk-mime.xml",
        data_home / "icons" / "hicolor" / "scalable" / "apps" / "btdesk.svg":
            source / "icons" / "btdesk.svg",
    }
    for size in ICON_SIZES:
        files[data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "btdesk.png"] = \
            source / "icons" / f"btdesk-{size}.png"
    return files


def _refresh(data_home: Path) -> None:
    """Tell the desktop about the change, where its tools are installed (optional:
    desktops also notice at the next log-in)."""
    for command, folder in ((["update-mime-database"], "mime"),
                            (["update-desktop-database"], "applications"),
                            (["gtk-update-icon-cache", "-f", "-t"], "icons/hicolor")):
        if shutil.which(command[0]):
            subprocess.run([*command, str(data_home / folder)], capture_output=True,
                           check=False, timeout=60)


def install_desktop(data_home: Path | None = None, remove: bool = False) -> list[Path]:
    """Install (or remove) the launcher, icons and file type; returns the paths touched."""
    if not sys.platform.startswith("linux"):
        raise BtdeskError("install-desktop is for Linux desktops; on Windows and macOS the "
                          "installer or the .app does this (packaging/README.md)")
    home = data_home if data_home is not None else xdg_data_home()
    files = desktop_files(home)
    try:
        for target, content in files.items():
            if remove:
                target.unlink(missing_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, Path):
                shutil.copyfile(content, target)
            else:
                target.write_text(content, encoding="utf-8")
    except OSError as exc:
        raise BtdeskError(f"{exc.filename}: could not write ({exc.strerror})") from None
    _refresh(home)
    return list(files)
