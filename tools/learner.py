"""The learner version of a study notebook, generated from it (never a second copy to edit).

    python tools/learner.py --live OUT_DIR NOTEBOOK ...

A study notebook (``notebooks/NN_*.ipynb``, with its stored outputs) says in cell tags what
its learner versions keep:

* ``lesson-code``: the code is shown, because the lesson is the call itself;
* ``study-only``: the cell is left out of every learner version;
* ``print-drop``: the cell is left out of the printed handout only (the page budget);
* ``raises-exception``: an error shown on purpose (as in the study notebook).

In the live version, the replay of a result that is an error (see below) is tagged
``stored-error``: it shows the error's one-line message and raises nothing.

Without a tag, a markdown cell is kept, a code cell's code is hidden and its results are
kept, and a code cell without results (it computes or asserts for later cells) is left out.
The first code cell is the set-up cell.

The *live* version (:func:`live_version`) runs in the browser under Pyodide, where numpy,
pandas and matplotlib can't be installed. It runs only what a learner acts on: the set-up
cell (without those imports), and every cell whose result is an explorer or an exercise box.
Every other result is shown as the study notebook stored it, by one hidden call
``show_stored("...")`` (see :mod:`widgets.stored`), so a table or a figure reads the same in
both versions and Run All never needs the heavy libraries. A ``lesson-code`` cell's code is
shown as text above its stored result.
"""

from __future__ import annotations

import argparse
import ast
import copy
import re
import sys
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from widgets.stored import pack_outputs  # noqa: E402

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
HEAVY = ("numpy", "pandas", "matplotlib")
"""Modules the live path can't import (no Pyodide builds from the package registries)."""

LESSON_CODE, STUDY_ONLY, PRINT_DROP = "lesson-code", "study-only", "print-drop"
STORED_ERROR = "stored-error"
HIDDEN = {"jupyter": {"source_hidden": True}}

PYODIDE_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def tags(cell: Any) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def is_live(cell: Any) -> bool:
    """Whether a code cell's result is something a learner acts on (an explorer, an answer
    box): such a cell runs in the live version."""
    return any(WIDGET_VIEW in output.get("data", {}) for output in cell.get("outputs", []))


def without_heavy_imports(source: str) -> str:
    """``source`` without its top-level statements that import numpy, pandas or matplotlib
    (the set-up cell of the live version); every other statement is kept as written."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    dropped: set[int] = set()
    for node in tree.body:
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        if names and all(name.split(".")[0] in HEAVY for name in names):
            dropped.update(range(node.lineno - 1, (node.end_lineno or node.lineno)))
        elif any(name.split(".")[0] in HEAVY for name in names):
            raise ValueError(f"line {node.lineno} of the set-up cell imports a heavy module "
                             "together with others: put it on a line of its own")
    kept = "".join(line for number, line in enumerate(lines) if number not in dropped)
    return re.sub(r"\n{3,}", "\n\n", kept).strip("\n") + "\n"


def _code_cell(source: str, cell: Any, hidden: bool) -> Any:
    # JupyterLab shows a hidden cell as a bar with the code's first line on it: make that
    # line empty, so a learner sees a plain bar, not code
    new = nbformat.v4.new_code_cell("\n" + source if hidden else source)
    new.metadata = copy.deepcopy(HIDDEN) if hidden else {}
    if "raises-exception" in tags(cell):
        new.metadata["tags"] = ["raises-exception"]
    new.outputs = copy.deepcopy(cell.get("outputs", []))
    return new


def live_version(study: Any, preamble: str = "", kernelspec: dict | None = None) -> Any:
    """The live learner version of ``study`` (an nbformat notebook with stored outputs).

    ``preamble`` is code put first in the set-up cell (e.g. what installs the packages in
    the browser); ``kernelspec`` is the kernel the version names (Pyodide's by default).
    """
    live = nbformat.v4.new_notebook()
    live.metadata = copy.deepcopy(study.metadata)
    live.metadata["kernelspec"] = dict(kernelspec or PYODIDE_KERNEL)
    live.metadata.pop("mtgrules", None)
    setup_done = False
    for cell in study.cells:
        cell_tags = tags(cell)
        if STUDY_ONLY in cell_tags:
            continue
        if cell.cell_type != "code":
            kept = copy.deepcopy(cell)
            kept.metadata = {}
            kept.pop("id", None)
            live.cells.append(kept)
            continue
        if not setup_done:
            setup_done = True
            source = without_heavy_imports(cell.source)
            if preamble:
                source = preamble.rstrip("\n") + "\n\n" + source
            live.cells.append(_code_cell(source, cell, hidden=True))
            continue
        if is_live(cell):
            live.cells.append(_code_cell(cell.source, cell, hidden=LESSON_CODE not in cell_tags))
            continue
        if not cell.get("outputs"):
            continue
        if LESSON_CODE in cell_tags:
            live.cells.append(nbformat.v4.new_markdown_cell(f"```python\n{cell.source.strip()}\n```"))
        stored = ("from widgets import show_stored  # the study notebook's result, stored\n\n"
                  f"show_stored(\"{pack_outputs(cell.outputs)}\")")
        replay = _code_cell(stored, cell, hidden=True)
        # the replay shows the error's message; it raises nothing
        replay.metadata.pop("tags", None)
        if any(output.get("output_type") == "error" for output in cell.get("outputs", [])):
            replay.metadata["tags"] = [STORED_ERROR]
        live.cells.append(replay)
    for index, cell in enumerate(live.cells):
        cell["id"] = f"cell-{index}"
    return live


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--live", type=Path, required=True, metavar="OUT_DIR",
                        help="write the live learner version of each notebook here")
    parser.add_argument("--preamble", default="", help="code put first in the set-up cell")
    parser.add_argument("notebooks", nargs="+", type=Path)
    args = parser.parse_args(argv)
    args.live.mkdir(parents=True, exist_ok=True)
    for path in args.notebooks:
        study = nbformat.read(path, as_version=4)
        nbformat.write(live_version(study, args.preamble), args.live / path.name)
        print(f"{path.name}: live learner version written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
