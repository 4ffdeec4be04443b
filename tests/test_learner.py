"""The learner versions of the study notebooks (tools/learner.py, widgets.stored)."""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import learner  # noqa: E402
from widgets import stored  # noqa: E402

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


@pytest.fixture(scope="module", params=NOTEBOOKS, ids=lambda path: path.stem)
def versions(request):
    study = nbformat.read(request.param, as_version=4)
    return study, learner.live_version(study, preamble="# first")


def test_live_version_is_a_valid_notebook_for_pyodide(versions):
    _, live = versions
    nbformat.validate(live)
    assert live.metadata.kernelspec["display_name"] == "Python (Pyodide)"


def test_live_version_keeps_every_markdown_cell_in_order(versions):
    study, live = versions
    kept = [c.source for c in study.cells
            if c.cell_type == "markdown" and learner.STUDY_ONLY not in learner.tags(c)]
    written = [c.source for c in live.cells if c.cell_type == "markdown"
               and not c.source.startswith("```python")]
    assert written == kept


def test_live_version_runs_only_setup_and_what_a_learner_acts_on(versions):
    study, live = versions
    code = [c for c in live.cells if c.cell_type == "code"]
    running = [c for c in code if "show_stored(" not in c.source]
    widget_cells = [c for c in study.cells if c.cell_type == "code" and learner.is_live(c)]
    has_code = any(c.cell_type == "code" for c in study.cells)
    assert len(running) == len(widget_cells) + has_code
    for cell in running[has_code:]:
        assert learner.is_live(cell)
    if has_code:
        assert running[0].source.startswith("\n# first\n")
        assert not any(f"import {m}" in running[0].source for m in learner.HEAVY)


def test_live_version_hides_code_unless_the_lesson_is_the_call(versions):
    _, live = versions
    for cell in live.cells:
        if cell.cell_type == "code":
            assert cell.metadata["jupyter"]["source_hidden"] is True
            # the bar JupyterLab draws for a hidden cell shows its first line: an empty one
            assert cell.source.split("\n")[0] == "" and cell.source.strip()


def test_every_stored_result_is_shown_again(versions):
    study, live = versions
    code = [c for c in study.cells if c.cell_type == "code"]
    with_results = [c for c in code[1:] if c.outputs  # the first is the set-up cell
                    and not learner.is_live(c) and learner.STUDY_ONLY not in learner.tags(c)]
    replays = [c for c in live.cells if "show_stored(" in c.source]
    assert len(replays) == len(with_results)
    for study_cell, replay in zip(with_results, replays):
        assert replay.outputs == study_cell.outputs  # opened without running, it reads the same


def test_without_heavy_imports():
    source = ("import math\nimport pandas as pd\nimport matplotlib.pyplot as plt\n"
              "from numpy import array\n\nimport mtgrules as mr\nx = 1\n")
    assert learner.without_heavy_imports(source) == "import math\n\nimport mtgrules as mr\nx = 1\n"
    with pytest.raises(ValueError, match="line 1 of the set-up cell"):
        learner.without_heavy_imports("import os, pandas\n")


def test_show_stored_replays_streams_errors_and_rich_results(monkeypatch, capsys):
    shown = []
    monkeypatch.setattr("IPython.display.publish_display_data", shown.append)
    outputs = [
        {"output_type": "stream", "name": "stdout", "text": ["Fireball ", "costs {X}{R}\n"]},
        {"output_type": "error", "ename": "NumberError", "evalue": "X = 3 can't be chosen",
         "traceback": ["NumberError: X = 3 can't be chosen"]},
        {"output_type": "execute_result", "execution_count": 3, "metadata": {},
         "data": {"text/html": ["<b>", "4</b>"], "text/plain": "4",
                  "application/x-unknown": "dropped"}},
    ]
    packed = stored.pack_outputs(outputs)
    assert packed.isascii() and '"' not in packed
    stored.show_stored(packed)
    out, err = capsys.readouterr()
    assert out == "Fireball costs {X}{R}\n"
    assert err == "NumberError: X = 3 can't be chosen\n"
    assert shown == [{"text/html": "<b>4</b>", "text/plain": "4"}]


def test_the_replay_of_a_stored_error_is_tagged_and_raises_nothing(versions):
    study, live = versions
    code = [c for c in study.cells if c.cell_type == "code"][1:]
    errors = [c for c in code if any(o.output_type == "error" for o in c.outputs)
              and not learner.is_live(c) and learner.STUDY_ONLY not in learner.tags(c)]
    tagged = [c for c in live.cells if learner.STORED_ERROR in c.metadata.get("tags", [])]
    assert len(tagged) == len(errors)
    for cell in tagged:
        assert "show_stored(" in cell.source and "raises-exception" not in cell.metadata["tags"]
