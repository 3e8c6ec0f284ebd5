"""Build the one-folder bundle into ``dist/btdesk/``: ``python3 packaging/build.py``.

Needs the ``build`` extra (``python3 -m pip install '.[build]'``).  ``--smoke`` then
runs each of ``bundle.SMOKE_COMMANDS``, ``print``, ``check`` and ``screenshot`` with the
bundle, offscreen, and prints each one's time and the bundle's size: what CI checks.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from importlib.metadata import distribution
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from bundle import LICENSED_DISTRIBUTIONS, SMOKE_COMMANDS  # noqa: E402


def build(dist: Path, work: Path) -> Path:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
                    str(HERE / "btdesk.spec")], check=True, cwd=ROOT)
    bundle = dist / "btdesk"
    licences = bundle / "_internal" / "licences"
    licences.mkdir(parents=True, exist_ok=True)
    for name in LICENSED_DISTRIBUTIONS:
        for file in distribution(name).files or ():
            if "licen" in file.name.lower() or "copying" in file.name.lower():
                shutil.copy(Path(str(file.locate())), licences / f"{name}-{file.name}")
    return bundle


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def smoke(bundle: Path) -> None:
    """Run the bundle as a user would, with no Python on PATH and offscreen."""
    exe = bundle / ("btdesk.exe" if sys.platform == "win32" else "btdesk")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory() as tmp:
        env["BTDESK_USER_DIR"] = tmp
        pdf = Path(tmp) / "sheets.pdf"
        save = ROOT / "tests" / "fixtures" / "save-close-assault-4.btdesk.yaml"
        shot = Path(tmp) / "window.png"
        for args in (*SMOKE_COMMANDS, ("print", "--sheet", "hbk-4g-hunchback", "--out", str(pdf)),
                     ("check", str(save)), ("screenshot", "--out", str(shot))):
            start = time.perf_counter()
            done = subprocess.run([str(exe), *args], env=env, cwd=tmp, capture_output=True,
                                  text=True, timeout=120)
            took = (time.perf_counter() - start) * 1000
            if done.returncode != 0:
                sys.exit(f"bundle: 'btdesk {' '.join(args)}' exited {done.returncode}:\n"
                         f"{done.stdout}{done.stderr}")
            print(f"bundle: btdesk {' '.join(args)[:40]:40} ok  {took:6.0f} ms")
        if not pdf.stat().st_size or not shot.stat().st_size:
            sys.exit("bundle: print or screenshot wrote an empty file")
    print(f"bundle: {bundle} {_size(bundle) / 2**20:.0f} MB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    parser.add_argument("--smoke", action="store_true", help="then run the bundle's smoke tests")
    args = parser.parse_args()
    bundle = build(args.dist.resolve(), args.work.resolve())
    print(f"bundle: built {bundle}")
    if args.smoke:
        smoke(bundle)
    return 0


if __name__ == "__main__":
    sys.exit(main())
