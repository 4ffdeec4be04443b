"""The package's layers, enforced: every import of ``mtgrules`` (function-level ones too)
points down the order below, no private name crosses from one part into another, and the
widgets reach the library only through its public doors.

The order (a part may import only the parts before it):

    errors < i18n < words < checks < budget, _flow < editions < numbers < mana < cards
    < payment < costs < split, board < teach, practice < app

The allow-lists start as the violations the code had when this test was written and may only
shrink: an entry that no longer happens fails the test too, so it is taken out as soon as the
code stops needing it.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mtgrules"
WIDGETS = ROOT / "widgets"

RANK: dict[str, int] = {
    "errors": 0, "i18n": 1, "words": 2, "checks": 3, "budget": 4, "_flow": 4,
    "editions": 5, "numbers": 6, "mana": 7, "cards": 8, "payment": 9, "costs": 10,
    "split": 11, "board": 11, "teach": 12, "practice": 12, "app": 13,
    # the package's own doors: the lazy map and `python -m mtgrules`
    "__init__": 14, "__main__": 14,
}
"""Each part's place in the order; parts of the same rank may not import each other."""

ROOT_MODULES = {"errors", "i18n", "words", "checks", "budget", "_flow", "editions", "numbers",
                "__init__", "__main__"}
"""The modules that stay at the root of ``mtgrules/``; everything else lives in a
subpackage named after its part."""

ALLOWED_UPWARD: set[tuple[str, str]] = {
    # an error finds its words in a catalog when it is shown (display time, lazy)
    ("mtgrules.errors", "mtgrules.i18n"),
}
"""Imports that point up (or sideways) the order, allowed on purpose."""

ALLOWED_CYCLES: set[frozenset[str]] = {
    # an error finds its words when shown; a bad language is an error
    frozenset({"mtgrules.errors", "mtgrules.i18n"}),
    # a cost draws itself in HTML (as a chess piece draws itself in SVG)
    frozenset({"mtgrules.mana.cost", "mtgrules.mana.html"}),
}
"""Import circles (counting function-level imports) allowed on purpose: lazy, display-time."""

ALLOWED_PRIVATE: set[tuple[str, str, str]] = set()
"""(importer, module, private name) crossing from one part into another."""

WIDGET_DOORS = {"mtgrules", "mtgrules.checks", "mtgrules.i18n", "mtgrules.words",
                "mtgrules.budget", "mtgrules.editions", "mtgrules.errors"}
"""The library modules ``widgets/`` may import, besides each subpackage's ``__init__``."""

ALLOWED_WIDGET_IMPORTS: set[tuple[str, str]] = set()
"""(widget module, library module) imports past the doors, allowed for now."""

ALLOWED_WIDGET_PRIVATE: set[tuple[str, str, str]] = set()


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def is_package(path: Path) -> bool:
    return path.name == "__init__.py"


@cache
def library_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))
            if "__pycache__" not in p.parts and "data" not in p.relative_to(PACKAGE).parts}


def resolve(importer: str, package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    base = importer.split(".")
    # a module's own package is its name without the last part; a package's is itself
    base = base if package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def imports(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    """(imported module, names imported from it) for every import in the file, at any depth;
    ``from . import x`` where x is a module counts as importing that module."""
    importer = module_name(path)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, tuple[str, ...]]] = []
    known = library_modules()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((alias.name, ()) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            target = resolve(importer, is_package(path), node)
            names = tuple(alias.name for alias in node.names)
            modules = [n for n in names if f"{target}.{n}" in known]
            found.extend((f"{target}.{n}", ()) for n in modules)
            rest = tuple(n for n in names if n not in modules)
            if rest or not modules:
                found.append((target, rest))
    return found


def part(module: str) -> str:
    """The part of the order a module of ``mtgrules`` belongs to."""
    pieces = module.split(".")
    if pieces == ["mtgrules"]:
        return "__init__"
    return pieces[1]


@cache
def edges() -> list[tuple[str, str, tuple[str, ...]]]:
    out = []
    for name, path in library_modules().items():
        for target, names in imports(path):
            if target == "mtgrules" or target.startswith("mtgrules."):
                out.append((name, target, names))
    return out


def test_every_part_has_a_place_in_the_order() -> None:
    unknown = sorted({part(name) for name in library_modules()} - set(RANK))
    assert not unknown, f"parts with no place in RANK: {unknown}"


def test_the_root_holds_only_shared_ground() -> None:
    roots = sorted(p.stem for p in PACKAGE.glob("*.py"))
    extra = sorted(set(roots) - ROOT_MODULES)
    assert not extra, f"modules at the root of mtgrules/ that belong in a subpackage: {extra}"
    assert len(roots) <= 12


def test_imports_point_down_the_order() -> None:
    upward = set()
    for importer, target, _names in edges():
        a, b = part(importer), part(target)
        if a == b or target == "mtgrules":
            continue  # inside one part; the package's lazy map is read by name
        if RANK[b] >= RANK[a]:
            upward.add((importer, target))
    assert upward - ALLOWED_UPWARD == set(), "imports pointing up the order"
    assert ALLOWED_UPWARD - upward == set(), "allowed upward imports that no longer happen"


def cycles() -> set[frozenset[str]]:
    graph: dict[str, set[str]] = {name: set() for name in library_modules()}
    for importer, target, _names in edges():
        if target in graph and target != importer and target != "mtgrules":
            graph[importer].add(target)
    # Tarjan's strongly connected components
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.add(frozenset(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_import_circles_are_only_the_allowed_ones() -> None:
    found = cycles()
    assert found - ALLOWED_CYCLES == set(), "import circles"
    assert ALLOWED_CYCLES - found == set(), "allowed circles that no longer happen"
    assert len(found) <= 2


def test_no_private_name_crosses_parts() -> None:
    crossing = set()
    for importer, target, names in edges():
        if part(importer) == part(target):
            continue
        for n in names:
            if n.startswith("_") and not n.startswith("__"):
                crossing.add((importer, target, n))
    assert crossing - ALLOWED_PRIVATE == set(), "private names imported from another part"
    assert ALLOWED_PRIVATE - crossing == set(), "allowed private imports that no longer happen"


def widget_edges() -> list[tuple[str, str, tuple[str, ...]]]:
    out = []
    for path in sorted(WIDGETS.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        importer = module_name(path)
        for target, names in imports(path):
            if target == "mtgrules" or target.startswith("mtgrules."):
                out.append((importer, target, names))
    return out


def test_widgets_use_the_librarys_doors() -> None:
    subpackages = {module_name(p) for p in PACKAGE.glob("*/__init__.py")}
    past = set()
    private = set()
    for importer, target, names in widget_edges():
        if target not in WIDGET_DOORS | subpackages:
            past.add((importer, target))
        private.update((importer, target, n) for n in names
                       if n.startswith("_") and not n.startswith("__"))
    assert private - ALLOWED_WIDGET_PRIVATE == set(), "private library names used by widgets"
    assert ALLOWED_WIDGET_PRIVATE - private == set(), "allowed private names no longer used"
    assert past - ALLOWED_WIDGET_IMPORTS == set(), "widgets importing past the library's doors"
    assert ALLOWED_WIDGET_IMPORTS - past == set(), "allowed widget imports that no longer happen"


def test_the_resolver_reads_relative_imports() -> None:
    # a module's `from .x import y` and a package's `from . import z` resolve from its package
    node = ast.parse("from ..errors import X").body[0]
    assert isinstance(node, ast.ImportFrom)
    assert resolve("mtgrules.payment.spend", False, node) == "mtgrules.errors"
    node = ast.parse("from .spend import y").body[0]
    assert isinstance(node, ast.ImportFrom)
    assert resolve("mtgrules.payment", True, node) == "mtgrules.payment.spend"


def test_the_top_level_names_come_from_each_parts_all() -> None:
    # every name the package's lazy map gives is in the __all__ of the part that holds it,
    # so the map can't drift from the subpackages
    import importlib

    import mtgrules

    for name, part_name in mtgrules._EXPORTS.items():
        found = importlib.import_module(f"mtgrules.{part_name}")
        if name == part_name:
            continue  # a subpackage given as itself (mr.practice)
        assert name in getattr(found, "__all__", ()), f"{name} is not in mtgrules.{part_name}.__all__"


def test_no_part_is_named_like_a_top_level_function() -> None:
    # importing a subpackage binds mtgrules.<name>: a function of that name would be replaced
    import mtgrules

    parts = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    functions = {n for n in mtgrules.__all__ if n not in parts}
    assert not parts & functions
