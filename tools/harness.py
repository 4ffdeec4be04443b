"""The notebooks' harness out of a learner's sight, by rule (so it applies again after a merge).

    python -m tools.harness            # apply the rule to every notebook (en, zh-Hans, zh-Hant)
    python -m tools.harness --check    # exit 1 naming each cell that breaks it

A study notebook checks itself: its code cells assert, build tables with pandas, draw with
matplotlib. A learner reads the prose and the results; the code that teaches is a short call
(``mr.announcements("{G/W}{G/W}")``, ``payment_explorer(...)``). So, in JupyterLab as on the
live site:

* a code cell that :func:`teaches` shows its code;
* every other code cell's code is hidden (``jupyter.source_hidden``; its results stay), and
  its first line is a comment, :data:`LABELS`, in the notebook's language, which JupyterLab
  shows on the collapsed bar: the learner sees what the bar holds, not the code;
* a test directive comment (``# NBVAL_IGNORE_OUTPUT``) becomes the cell tag nbval reads
  (``nbval-ignore-output``), so no directive is in any cell's code.

:func:`apply` is run by ``tools/refresh_notebooks.py`` and, for the translations, by
``tools/translate_notebooks.py`` (on each notebook it builds); ``tools/learner.py`` hides the
same cells in the live version.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parents[1]
LESSON_CODE = "lesson-code"

LABELS = {
    "en": "# ⋯ the notebook's own code and checks: click to show",
    "zh-Hans": "# ⋯ 本页自己的代码与核对：点击显示",
    "zh-Hant": "# ⋯ 本頁自己的程式碼與核對：點擊顯示",
}
"""The first line of a hidden cell, shown on JupyterLab's collapsed bar, by language."""

DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*NBVAL_([A-Z_]+)[ \t]*\n?", re.M)
"""A test directive comment of nbval; the tag it becomes is ``nbval-`` + its words."""
DIRECTIVE_TAGS = {"IGNORE_OUTPUT": "nbval-ignore-output", "CHECK_OUTPUT": "nbval-check-output",
                  "RAISES_EXCEPTION": "nbval-raises-exception", "SKIP": "nbval-skip"}

TEACHING_CALLS = re.compile(r"^(mr\.\w+|\w+_explorer|exercises\.box)$")
"""What a cell that teaches calls: the library's public names, an explorer, an answer box."""
MOST_LINES = 4


def lang_of(nb: Any) -> str:
    return str(nb.metadata.get("mtgrules", {}).get("lang", "en"))


def without_label(source: str) -> str:
    """``source`` without the label line :func:`apply` put first (any language's)."""
    first, _, rest = source.partition("\n")
    return rest if first in LABELS.values() else source


def _called(node: ast.AST) -> str:
    func = node.func if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return f"{func.value.id}.{func.attr}"
    return ""


def teaches(cell: Any) -> bool:
    """Whether a code cell's code is shown: it is tagged ``lesson-code``, or it is a short
    call that teaches, at most :data:`MOST_LINES` lines of statements each a call of the
    library (``mr.``), an explorer or an answer box, kept in a name or shown, a name shown,
    or ``from widgets import`` the explorer.
    An ``assert``, an import, a loop, a function, a table's plumbing are the harness."""
    if LESSON_CODE in cell.get("metadata", {}).get("tags", []):
        return True
    source = DIRECTIVE.sub("", without_label(cell.source)).strip()
    if not source or len(source.splitlines()) > MOST_LINES:
        return False
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    for statement in body:
        if isinstance(statement, ast.ImportFrom) and statement.module == "widgets":
            continue  # from widgets import payment_explorer: where the explorer comes from
        value = statement.value if isinstance(statement, (ast.Expr, ast.Assign)) else None
        if isinstance(value, ast.Name) and isinstance(statement, ast.Expr):
            continue
        if not isinstance(value, ast.Call) or not TEACHING_CALLS.match(_called(value)):
            return False
        arguments = [*value.args, *(k.value for k in value.keywords)]
        if any(isinstance(n, ast.Call) and not TEACHING_CALLS.match(_called(n))
               for a in arguments for n in ast.walk(a)):
            return False
    return True


def apply_to_cell(cell: Any, lang: str = "en") -> None:
    """The rule on one code cell: directives to tags, then shown or hidden with its label."""
    source = without_label(cell.source)
    tags = list(cell.metadata.get("tags", []))
    for name in DIRECTIVE.findall(source):
        tag = DIRECTIVE_TAGS.get(name, "nbval-" + name.lower().replace("_", "-"))
        if tag not in tags:
            tags.append(tag)
    source = DIRECTIVE.sub("", source)
    if tags:
        cell.metadata["tags"] = tags
    jupyter = dict(cell.metadata.get("jupyter", {}))
    cell.source = source
    if teaches(cell):
        jupyter.pop("source_hidden", None)
    else:
        jupyter["source_hidden"] = True
        cell.source = LABELS[lang] + "\n" + source
    if jupyter:
        cell.metadata["jupyter"] = jupyter
    else:
        cell.metadata.pop("jupyter", None)


def apply(nb: Any, lang: str | None = None) -> Any:
    """The rule on every code cell of ``nb`` (in its language unless ``lang``); returns it."""
    lang = lang or lang_of(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            apply_to_cell(cell, lang)
    return nb


def problems(nb: Any, where: str = "") -> list[str]:
    """Each code cell of ``nb`` that breaks the rule (a harness cell in sight, a teaching
    cell hidden, a directive left in the code, a hidden cell without its label)."""
    lang = lang_of(nb)
    found = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        at = f"{where}: cell {index + 1} ({cell.get('id', '?')})"
        hidden = bool(cell.metadata.get("jupyter", {}).get("source_hidden"))
        code = without_label(cell.source)
        first = next((ln for ln in code.splitlines() if ln.strip()), "")[:60]
        if DIRECTIVE.search(cell.source):
            found.append(f"{at}: a test directive in its code (make it a cell tag)")
        if teaches(cell) and hidden:
            found.append(f"{at}: teaches ({first!r}) but its code is hidden")
        elif not teaches(cell) and not hidden:
            found.append(f"{at}: harness in sight: {first!r}")
        elif hidden and not cell.source.startswith(LABELS[lang] + "\n"):
            found.append(f"{at}: hidden without its label")
    return found


def notebooks() -> list[Path]:
    folder = ROOT / "notebooks"
    return sorted(folder.glob("0*.ipynb")) + sorted(folder.glob("zh-*/0*.ipynb"))


def main(argv: list[str]) -> int:
    check = "--check" in argv
    paths = [Path(a) for a in argv if a != "--check"] or notebooks()
    found: list[str] = []
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        if check:
            found.extend(problems(nb, str(path.relative_to(ROOT) if path.is_absolute()
                                          else path)))
            continue
        before = nbformat.writes(nb)
        apply(nb)
        if nbformat.writes(nb) != before:
            nbformat.write(nb, path)
            print(f"{path}: harness hidden")
    for line in found:
        print(line)
    if check:
        print(f"{len(found)} harness problem(s)" if found else "harness out of sight")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
