"""The house rules of btdesk's code that a linter does not hold (issue 44's *Done when*):
no import circle inside the rules (imports made inside functions counted), no private
name crossing a file, every option module installed, every command handled, the face
complete, no option flag tested outside its module."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import btdesk
from btdesk.model.commands import Command
from btdesk.model.modules import RULE_MODULES
from btdesk.rules import hooks
from btdesk.rules.engine import HANDLERS

ROOT = Path(btdesk.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _sources() -> dict[str, Path]:
    return {_module_name(p): p for p in ROOT.rglob("*.py")}


def _runtime_imports(path: Path, name: str, known: set[str]) -> set[str]:
    """The btdesk modules ``path`` imports when it runs (inside functions too; not the
    imports only a type checker reads); ``from package import submodule`` counts as the
    submodule."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(up + ([node.module] if node.module else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                out.add(sub if sub in known else base)
    return {m for m in out if m in known and m != name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_no_import_circle_inside_the_rules_counting_imports_in_functions() -> None:
    sources = _sources()
    known = set(sources)
    rules = {m: p for m, p in sources.items() if m.startswith("btdesk.rules")}
    graph = {m: {d for d in _runtime_imports(p, m, known) if d.startswith("btdesk.rules")}
             for m, p in rules.items()}
    assert _cycles(graph) == []


def test_no_private_name_is_imported_across_files() -> None:
    crossing = []
    for name, path in _sources().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "")
                                                     .startswith("btdesk")):
                crossing += [f"{name}: {node.module}.{a.name}" for a in node.names
                             if a.name.startswith("_") and not a.name.startswith("__")]
    assert crossing == []


def test_every_option_module_is_installed_and_every_installed_module_is_known() -> None:
    installed = {m.info.key for m in hooks.installed()}
    assert installed == {info.key for info in RULE_MODULES}
    assert len(hooks.installed()) == len(RULE_MODULES)


def test_every_command_has_one_handler_or_belongs_to_one_module() -> None:
    owned = [c for m in hooks.installed() for c in m.commands]
    assert len(owned) == len(set(owned))
    for command in Command.__args__:  # type: ignore[attr-defined]
        assert (command in HANDLERS) != (command in owned), command.__name__


def test_the_face_names_what_it_gives_the_type_checker_and_each_name_resolves() -> None:
    import btdesk.rules as face

    tree = ast.parse(Path(face.__file__).read_text(encoding="utf-8"))
    typed = {a.asname for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
             for a in n.names if a.asname}
    assert typed == set(face._FACE)
    for name in face.__all__:
        assert getattr(face, name) is not None


#: Each option a module plays, as the code tests it (``X in state.options``), and the
#: folders or files of its module.
_FLAGS = {
    "CLOSE_ASSAULT": "btdesk/rules/modules/close_assault/",
    "AMBUSH": "btdesk/rules/modules/close_assault/",
    "PHYSICAL_ATTACKS": "btdesk/rules/modules/physical_attacks.py",
}


def test_no_option_flag_is_tested_outside_its_module() -> None:
    tested = []
    for path in ROOT.rglob("*.py"):
        where = path.relative_to(ROOT.parent).as_posix()
        text = path.read_text(encoding="utf-8")
        for flag, home in _FLAGS.items():
            if where.startswith(home):
                continue
            for m in re.finditer(rf"\b{flag}\b\s+(not\s+)?in\b|\{{[^}}]*\b{flag}\b[^}}]*\}}\s*&",
                                 text):
                line = text.count("\n", 0, m.start()) + 1
                tested.append(f"{where}:{line}: {flag}")
    assert tested == []


def test_no_file_of_btdesk_is_over_700_lines() -> None:
    """Small modules named for what they own: a file past 700 lines has more than one job.
    A file a tool writes (its docstring says "do not edit") is data, not a module to read:
    the dataclass code shipped for a start's speed."""
    long = {path.relative_to(ROOT.parent).as_posix(): n for path in ROOT.rglob("*.py")
            if (n := len((text := path.read_text(encoding="utf-8")).splitlines())) > 700
            and "do not edit" not in text[:400]}
    assert long == {}
