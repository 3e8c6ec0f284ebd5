"""The project's promises about itself: README commands, CI, and an installable wheel."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from support import ROOT

RUN = "python3 -m pip install . && btdesk"
TEST = "python3 -m pip install '.[test]' && python3 -m pytest"


def test_readme_shows_both_commands() -> None:
    readme = (ROOT / "README.md").read_text()
    assert RUN in readme and TEST in readme


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    ci = (ROOT / ".ci" / "run").read_text()
    assert TEST in ci
    for check in ("ruff check", "lint-imports", "mypy"):
        assert check in ci
    assert (ROOT / ".ci" / "run").stat().st_mode & 0o111


def test_no_unsafe_yaml_loading() -> None:
    for path in (ROOT / "btdesk").rglob("*.py"):
        text = path.read_text()
        for bad in ("yaml.load(", "yaml.unsafe_load", "yaml.full_load", "yaml.Loader"):
            assert bad not in text, f"{path}: {bad}"


@pytest.mark.slow
def test_wheel_carries_sheets_and_resources(tmp_path: Path) -> None:
    """A non-editable install must find the same data a checkout does (btdesk/_data)."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(tmp_path), str(ROOT)], check=True, timeout=300)
    wheel = next(tmp_path.glob("btdesk-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for sheet in (ROOT / "sheets").glob("*.yaml"):
        assert f"btdesk/_data/sheets/{sheet.name}" in names
    for res in (ROOT / "resources").rglob("*.yaml"):
        assert f"btdesk/_data/{res.relative_to(ROOT).as_posix()}" in names
    assert "btdesk/hexgrid/__init__.py" in names
    # Installed into a scratch prefix, the package finds its data and opens the scenario.
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target",
                    str(target), str(wheel)], check=True, timeout=300)
    code = ("import btdesk.io.resources as r, btdesk.session.game as g;"
            "print(r.data_root()); print(g.Session.from_scenario().scenario.title)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=tmp_path, env={"PYTHONPATH": str(target), "BTDESK_USER_DIR":
                                             str(tmp_path / "user"), "PATH": "/usr/bin:/bin"},
                          timeout=120)
    assert done.returncode == 0, done.stderr
    root, title = done.stdout.splitlines()
    assert root == str(target / "btdesk" / "_data")
    assert title == "Green Training Scenario"


def _bundle_module() -> object:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import bundle  # packaging/bundle.py: what the spec puts in the bundle
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return bundle


def test_bundle_layout_is_where_data_root_looks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Lay out a bundle's data as packaging/bundle.py tells PyInstaller to, and point
    sys._MEIPASS at it: data_root() must find it there, not the checkout."""
    from btdesk.io import resources

    bundle = _bundle_module()
    for src, dest in bundle.DATA:  # type: ignore[attr-defined]
        target = tmp_path / dest
        target.parent.mkdir(parents=True, exist_ok=True)
        if (ROOT / src).is_dir():
            target.symlink_to(ROOT / src, target_is_directory=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.data_root.cache_clear()
    try:
        assert resources.data_root() == tmp_path / "btdesk" / "_data"
        assert (resources.resources_dir() / "icons" / "btdesk.svg").is_file()
        assert (resources.resources_dir() / "fonts" / "DejaVuSans.ttf").is_file()
    finally:
        resources.data_root.cache_clear()


def test_spec_reads_its_data_from_bundle_py() -> None:
    spec = (ROOT / "packaging" / "btdesk.spec").read_text()
    assert "from bundle import DATA, EXCLUDED_MODULES" in spec
    assert 'a.scripts if s[0] != "pyi_rth_pyside6"' in spec  # keeps --help instant
    ci = (ROOT / ".ci" / "run").read_text()
    assert "packaging/build.py --smoke" in ci


def test_build_extra_names_pyinstaller() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert any(d.startswith("pyinstaller") for d in project["optional-dependencies"]["build"])
