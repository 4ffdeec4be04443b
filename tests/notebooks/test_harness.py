"""The harness out of a learner's sight in JupyterLab (tools/harness.py; walkthrough-2,
learner 2): in every notebook of every language, a code cell shows its code only if it
teaches (a short call of the library, an explorer or an answer box, or ``lesson-code``);
every other one is hidden under its label, and no test directive is left in any code."""

from __future__ import annotations

import copy
from pathlib import Path

import nbformat
import pytest

from tools import harness

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = harness.notebooks()
IDS = [str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_no_harness_cell_is_in_sight(path):
    nb = nbformat.read(path, as_version=4)
    assert harness.problems(nb, str(path.name)) == []
    for cell in nb.cells:
        if cell.cell_type == "code" and not cell.metadata.get("jupyter", {}).get("source_hidden"):
            code = cell.source
            for word in ("assert ", "import pandas", "plt.", "pd.", ".loc[", "NBVAL", "def "):
                assert word not in code, f"{path.name}: visible {word!r} in {code[:80]!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_the_rule_is_already_applied(path):
    nb = nbformat.read(path, as_version=4)
    assert harness.apply(copy.deepcopy(nb)) == nb, "run python -m tools.harness"


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "notebooks").glob("0[0-5]*.ipynb")))
def test_the_three_languages_show_the_same_cells(name):
    def shown(path):
        nb = nbformat.read(path, as_version=4)
        return [c.id for c in nb.cells if c.cell_type == "code"
                and not c.metadata.get("jupyter", {}).get("source_hidden")]

    english = shown(ROOT / "notebooks" / name)
    assert english, "each notebook shows at least its explorer's call"
    for lang in ("zh-Hans", "zh-Hant"):
        assert shown(ROOT / "notebooks" / lang / name) == english, lang


def cell(source, tags=()):
    made = nbformat.v4.new_code_cell(source)
    if tags:
        made.metadata["tags"] = list(tags)
    return made


@pytest.mark.parametrize("source", [
    'mr.announcements("{G/W}{G/W}")',
    'explorer = payment_explorer("{1}{B/P}{B/P}", "BBWU", life=20)\nexplorer',
    "exercises.box(1)",
    "from widgets import split_explorer\n\nsplit_explorer()",
])
def test_a_short_call_that_teaches_stays_in_sight(source):
    shown = cell(source)
    harness.apply_to_cell(shown)
    assert shown.source == source and "jupyter" not in shown.metadata


@pytest.mark.parametrize("source", [
    'assert mr.count_announcements("{W/P}") == 2',
    "import pandas as pd",
    'fig, ax = plt.subplots()\nax.step([0, 1], [1, 2])',
    'table = mr.payment_table("{W/P}")\ntable.loc[0, "life"]',
    'mr.announcements(describe("{W}"))',
    "def f():\n    return 1",
])
def test_the_harness_is_hidden_under_a_label_in_the_notebooks_language(source):
    for lang, label in harness.LABELS.items():
        hidden = cell(source)
        harness.apply_to_cell(hidden, lang)
        assert hidden.metadata["jupyter"]["source_hidden"] is True
        assert hidden.source == f"{label}\n{source}"
        harness.apply_to_cell(hidden, lang)  # again: nothing changes
        assert hidden.source == f"{label}\n{source}"


def test_a_test_directive_becomes_the_tag_nbval_reads():
    directed = cell("# NBVAL_IGNORE_OUTPUT\nfigure_png(chart())", tags=["print-drop"])
    harness.apply_to_cell(directed)
    assert directed.metadata["tags"] == ["print-drop", "nbval-ignore-output"]
    assert "NBVAL" not in directed.source
    assert harness.problems(nbformat.v4.new_notebook(cells=[cell("# NBVAL_SKIP\nmr.card('x')")]))


def test_a_visible_harness_cell_is_reported():
    nb = nbformat.v4.new_notebook(cells=[cell("assert 1 + 1 == 2"), cell("exercises.box(1)")])
    found = harness.problems(nb, "x.ipynb")
    assert len(found) == 1 and "harness in sight" in found[0] and "cell 1" in found[0]
