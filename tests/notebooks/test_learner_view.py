"""What a learner sees: no test harness, no answers before asking, no reprs or tracebacks, and
explorers that wait for Enter and answer at once.

These read the stored notebooks (what JupyterLab shows after Run All, which strict nbval keeps
equal to a fresh run) and build the explorers in-process. Speed itself is measured by
``bench/bench_widgets.py``; here an update's *work* is counted in the library's budget steps
(:mod:`mtgrules.budget`, calibrated at about 2,000,000 steps a second), which doesn't depend
on how busy the machine is.
"""

from __future__ import annotations

import re
from pathlib import Path

import ipywidgets as w
import nbformat
import pytest

import mtgrules.budget as budget
import widgets
from widgets._common import value_controls

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
LESSONS = [p for p in NOTEBOOKS if re.match(r"0[1-5]_", p.name)]
IDS = [p.stem for p in NOTEBOOKS]

REPR = re.compile(
    r"\b(range\(\d|OpenRange\(|ManaCost\(|Creature\(|Announcement\(|Spend\(|EnteringX\(|"
    r"ManaPool\(|Feedback\(|Permanent\(|Card\(|Explanation\(|Scenario\()"
    r"|^(True|False|None)$|^\[.*\]$|^\(.*,.*\)$|^\{['\"\d].*:.*\}$")
"""Python's way of printing a value, where a learner should read a sentence."""


def cells(path: Path):
    return nbformat.read(path, as_version=4).cells


def visible(cell) -> bool:
    meta = cell.metadata.get("jupyter", {})
    return not (meta.get("source_hidden") and meta.get("outputs_hidden"))


def text_outputs(cell):
    """The plain text a learner sees under a code cell (text with no HTML form beside it)."""
    for output in cell.get("outputs", []):
        if output.output_type == "stream":
            yield output.text
        elif output.output_type in ("execute_result", "display_data"):
            data = output.get("data", {})
            if "text/plain" in data and not ({"text/html", "image/png", "image/svg+xml",
                                               "application/vnd.jupyter.widget-view+json"}
                                              & set(data)):
                yield data["text/plain"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_no_test_harness_in_sight(path):
    for cell in cells(path):
        if "test-only" in cell.metadata.get("tags", []):
            assert not visible(cell), f"a visible test-only cell: {cell.source[:80]!r}"
        if cell.cell_type == "code" and visible(cell):
            assert "widgets._" not in cell.source, "notebooks import only public names"
            assert ".right is" not in cell.source and "check_exercise" not in cell.source


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_exercises_are_answer_boxes_and_show_no_answer(path):
    module = {"01": "x_values", "02": "negative_numbers", "03": "payment",
              "04": "could_produce", "05": "split_cards"}[path.name[:2]]
    exercises = getattr(__import__(f"widgets.{module}", fromlist=["exercises"]), "exercises")
    answers = [e.answer() for e in exercises]
    inside, boxes = False, []
    for cell in cells(path):
        if cell.cell_type == "markdown" and re.match(r"#+\s", cell.source):
            heading = cell.source.splitlines()[0]
            inside = "Exercises" in heading if heading.startswith("## ") else inside
        if not inside or cell.cell_type != "code":
            continue
        for line in cell.source.splitlines():
            assert re.fullmatch(r"exercises\.box\((\d+)\)\s*(#.*)?", line.strip()) or \
                not line.strip(), f"exercise cells hold only the answer box: {line!r}"
        boxes += re.findall(r"exercises\.box\((\d+)\)", cell.source)
        shown = "".join(text_outputs(cell))
        assert not any(answer in shown for answer in answers)
    assert [int(n) for n in boxes] == [e.number for e in exercises]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_outputs_are_sentences_not_reprs(path):
    for cell in cells(path):
        for text in text_outputs(cell):
            for line in text.splitlines():
                assert not REPR.search(line.strip()), f"{line!r} in the output of {cell.source[:60]!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_an_error_shown_on_purpose_is_one_line_with_no_library_frames(path):
    for cell in cells(path):
        for output in cell.get("outputs", []):
            if output.output_type == "error":
                assert "raises-exception" in cell.metadata.get("tags", [])
                frames = "\n".join(output.traceback)
                assert "File " not in frames and ".py" not in frames and "Traceback" not in frames
                assert len(output.traceback) == 1


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_prose_cites_what_a_reader_can_open(path):
    for cell in cells(path):
        assert not re.search(r"seed\s*`?\d{3}", cell.source, re.I), cell.source[:80]
        assert "_57d5387558820278" not in cell.source


def test_notebooks_with_explorers_say_first_how_to_bring_them_to_life():
    for path in NOTEBOOKS:
        source = "\n".join(c.source for c in cells(path))
        if "explorer(" in source:
            first = cells(path)[0].source
            assert "Run All" in first, path.name


def test_the_start_page_holds_no_developer_commands():
    text = "\n".join(c.source for c in cells(ROOT / "notebooks" / "00_start_here.ipynb"))
    for word in ("pytest", ".venv/bin", "nbval", "test-only", "nbformat", "make test"):
        assert word not in text, word


# --- explorers ------------------------------------------------------------------------

FACTORIES = ["x_explorer", "numbers_explorer", "payment_explorer", "could_produce_explorer",
             "split_explorer"]


@pytest.mark.parametrize("factory", FACTORIES)
def test_no_text_box_of_an_explorer_updates_per_keystroke(factory):
    explorer = getattr(widgets, factory)()
    boxes = [c for c in value_controls(explorer)
             if isinstance(c, (w.Text, w.Textarea, w.IntText, w.BoundedIntText, w.FloatText,
                               w.BoundedFloatText))]
    assert boxes
    for box in boxes:
        assert box.continuous_update is False, (factory, box.description)


UPDATE_WORK = 600_000
"""Most budget steps one explorer update may take: about 0.3 s (2,000,000 steps a second)."""


@pytest.fixture
def steps(monkeypatch):
    spent = [0]
    real = budget.Budget.spend

    def counting(self, n, known=None):
        real(self, n, known)
        spent[0] += n
    monkeypatch.setattr(budget.Budget, "spend", counting)
    return spent


def within(steps, explorer, control, value):
    steps[0] = 0
    control.value = value
    assert explorer.unexpected == []
    assert steps[0] <= UPDATE_WORK, (control.description, value, steps[0])


FINDINGS_COST = "{X}" + "{2/W}{G/U/P}{B/P}{W/U}" * 9 + "{R}{G}{1}"
"""The 40-symbol cost of the learner walkthrough that once froze the payment explorer."""


def test_the_payment_explorer_answers_the_findings_inputs_within_budget(steps):
    explorer = widgets.payment_explorer()
    within(steps, explorer, explorer.cost, FINDINGS_COST)
    within(steps, explorer, explorer.x, 5)
    for box in explorer.pool.values():
        within(steps, explorer, box, 12)
    for life in (40, 20, 40):
        within(steps, explorer, explorer.life, life)
    within(steps, explorer, explorer.pool["C"], 11)
    assert explorer.message == "" or "too many" in explorer.message or "more than" in \
        explorer.message


def test_the_x_explorer_answers_a_long_cost_within_budget(steps):
    explorer = widgets.x_explorer()
    within(steps, explorer, explorer.cost, FINDINGS_COST)
