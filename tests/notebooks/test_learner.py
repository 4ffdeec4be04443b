"""The learner versions of the study notebooks (tools/learner.py, widgets.stored)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]

from tools import harness, learner  # noqa: E402
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
        label = harness.LABELS[learner.lang_of(study)]
        assert running[0].source.startswith(f"{label}\n# first\n")
        assert not any(f"import {m}" in running[0].source for m in learner.HEAVY)


def test_live_version_hides_code_unless_the_lesson_is_the_call(versions):
    study, live = versions
    label = harness.LABELS[learner.lang_of(study)]
    shown = [harness.without_label(c.source) for c in study.cells
             if c.cell_type == "code" and learner.is_live(c) and harness.teaches(c)]
    for cell in live.cells:
        if cell.cell_type != "code":
            continue
        if cell.metadata.get("jupyter", {}).get("source_hidden"):
            # the bar JupyterLab draws for a hidden cell shows its first line: the label the
            # study notebook's hidden cells carry too
            assert cell.source.split("\n")[0] == label and cell.source.strip() != label
        else:  # the same short calls as in JupyterLab (the explorer, an answer box)
            assert cell.source in shown, cell.source[:80]


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


# --- the live versions run without numpy, pandas or matplotlib (as under Pyodide) ------------

REFUSE_HEAVY = '''
import sys

class _Refuse:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("numpy", "pandas", "matplotlib"):
            raise ImportError(f"{name} can't be imported on the live path")
        return None

sys.meta_path.insert(0, _Refuse())
'''


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_live_version_runs_with_no_numpy_pandas_or_matplotlib(path, tmp_path, monkeypatch):
    from nbclient import NotebookClient

    (tmp_path / "sitecustomize.py").write_text(REFUSE_HEAVY)
    monkeypatch.setenv("PYTHONPATH", f"{tmp_path}:{ROOT}")
    live = learner.live_version(nbformat.read(path, as_version=4))
    NotebookClient(live, timeout=300, kernel_name="python3", allow_errors=True,
                   resources={"metadata": {"path": str(ROOT / "notebooks")}}).execute()
    errors = [(index, output.get("ename"), output.get("evalue"))
              for index, cell in enumerate(live.cells) if cell.cell_type == "code"
              for output in cell.outputs if output.output_type == "error"
              and "raises-exception" not in cell.metadata.get("tags", [])]
    assert errors == []
    shown = "".join(str(output.get("data", {}).get("text/plain", "")) + str(output.get("text", ""))
                    for cell in live.cells if cell.cell_type == "code" for output in cell.outputs)
    shown += json.dumps(live.metadata.get("widgets", {}))  # what the explorers drew
    assert "Something went wrong" not in shown and "can't be imported" not in shown


# --- the print version and the cheat sheet --------------------------------------------

@pytest.fixture(scope="module", params=NOTEBOOKS, ids=lambda path: path.stem)
def printed(request):
    study = nbformat.read(request.param, as_version=4)
    return request.param.name, study, learner.print_version(study, name=request.param.name)


def boxes(study):
    return [c for c in study.cells if c.cell_type == "code"
            and learner.EXERCISE_BOX.fullmatch(c.source) and learner.is_live(c)]


def kept(cell) -> bool:
    return not {learner.PRINT_DROP, learner.STUDY_ONLY} & set(learner.tags(cell))


def test_print_version_is_valid_and_holds_no_code(printed):
    _, study, paper = printed
    nbformat.validate(paper)
    for cell in paper.cells:
        if cell.cell_type == "code":
            assert cell.source == "", "a print version shows results, not code"
            assert all(o.get("output_type") != "error" or len(o["traceback"]) == 1
                       for o in cell.outputs)


def test_print_version_keeps_markdown_in_order_without_dropped_cells(printed):
    _, study, paper = printed
    wanted = [learner.on_paper(c.source) for c in study.cells
              if c.cell_type == "markdown" and kept(c)]
    written = [c.source for c in paper.cells if c.cell_type == "markdown"]
    assert [s for s in written if s in wanted] == wanted
    dropped = [c.source for c in study.cells if c.cell_type == "markdown" and not kept(c)]
    assert not set(dropped) & set(written)


def test_print_version_keeps_every_result_of_a_kept_cell(printed):
    _, study, paper = printed
    results = [c.outputs for c in study.cells if c.cell_type == "code" and kept(c)
               and c.outputs and c not in boxes(study)]
    shown = [c.outputs for c in paper.cells if c.cell_type == "code"][:len(results)]
    assert [[o.get("data", o.get("text")) for o in outs] for outs in shown] == \
        [[o.get("data", o.get("text")) for o in outs] for outs in results]


def test_explorers_are_snapshots_captioned_with_their_live_page(printed):
    name, study, paper = printed
    for index, cell in enumerate(paper.cells):
        if cell.cell_type == "code" and learner.is_live(cell):
            caption = paper.cells[index + 1].source
            assert "A snapshot of the explorer" in caption
            assert learner.live_page(name) in caption
    shown = {o["data"][learner.WIDGET_VIEW]["model_id"] for c in paper.cells
             if c.cell_type == "code" for o in c.outputs if learner.WIDGET_VIEW in o.get("data", {})}
    state = paper.metadata.get("widgets", {}).get(
        "application/vnd.jupyter.widget-state+json", {}).get("state", {})
    assert shown <= set(state), "every snapshot's widget state is kept"


def test_exercise_boxes_become_answer_lines_and_the_key_comes_last(printed):
    _, study, paper = printed
    wanted = boxes(study)
    lines = [c for c in paper.cells if c.cell_type == "markdown" and "answer-line" in c.source]
    assert len(lines) == len(wanted)
    if not wanted:
        assert not any("answer-key" in c.source for c in paper.cells)
        return
    exercises = learner.exercises_of(study)
    for line, exercise in zip(lines, exercises):
        assert exercise.expects.split()[0] in line.source
    heading, key = paper.cells[-2:]
    assert 'class="answer-key"' in heading.source
    assert [o["data"]["text/plain"] for o in key.outputs] == \
        [str(solution) for solution in exercises.answer_key()]
    before = [c for c in paper.cells[:-2]]
    assert not any("Solution to exercise" in str(getattr(c, "outputs", "")) for c in before)


# a library call on paper: `mr.ask`, `mtgrules.glossary()`, or any call in code font
# (`parse_cost("{X}{R}")`, `board.add(...)`, `Creature.gets_x(x)`); paper can only be read
# and written on
LIBRARY_CALL = re.compile(r"\bmr\.[A-Za-z_]|`[^`\n]*\bmtgrules\.[A-Za-z_]"
                          r"|`[^`\n]*\b[A-Za-z_][\w.]*\([^`\n]*`")


def test_library_call_pattern():
    for line in ["`mr.ManaPool(\"RRRRR\")`", "The library knows them as mr.EFFECT_KINDS.",
                 "In Python, `mtgrules.glossary()` gives", "`board.add(...)` returns",
                 "`combat_damage()` is"]:
        assert LIBRARY_CALL.search(line), line
    for line in ["Fireball costs `{X}{R}`.", "a -2/4 creature (107.1b)", "`\"2016-06-01\"`",
                 "written one letter per mana, such as RRRRR", "`you: Gemstone Mine [mining=0]`",
                 "`Forest#1 (you)`"]:
        assert not LIBRARY_CALL.search(line), line


@pytest.mark.parametrize("path", NOTEBOOKS + sorted((ROOT / "notebooks").glob("zh-*/*.ipynb")),
                         ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_print_version_names_no_library_call(path):
    """Issue 21 §6: a handout tells the learner what to do on paper. A sentence that names a
    library call goes in a markdown cell of its own tagged print-drop, after the one it
    belongs to (the screen keeps it, paper leaves it out)."""
    paper = learner.print_version(nbformat.read(path, as_version=4), name=path.name)
    found = [line.strip()[:120] for cell in paper.cells if cell.cell_type == "markdown"
             for line in cell.source.splitlines() if LIBRARY_CALL.search(line)]
    assert found == [], f"{path.name} names library calls on paper"


def test_print_version_of_a_small_notebook():
    study = nbformat.v4.new_notebook()
    study.cells = [nbformat.v4.new_code_cell("import mtgrules as mr"),
                   nbformat.v4.new_code_cell("mr.parse_cost('{W}')"),
                   nbformat.v4.new_code_cell("secret = 1"),
                   nbformat.v4.new_markdown_cell("Study notes"),
                   nbformat.v4.new_markdown_cell("Kept")]
    study.cells[1].metadata["tags"] = [learner.LESSON_CODE]
    study.cells[1].outputs = [nbformat.v4.new_output("execute_result", data={"text/plain": "{W}"},
                                                     execution_count=1)]
    study.cells[3].metadata["tags"] = [learner.STUDY_ONLY]
    paper = learner.print_version(study)
    assert [c.source for c in paper.cells] == ["```python\nmr.parse_cost('{W}')\n```", "", "Kept"]
    assert paper.cells[1].outputs[0]["data"]["text/plain"] == "{W}"
    study.cells.append(nbformat.v4.new_code_cell("exercises.box(1)"))
    study.cells[-1].outputs = [nbformat.v4.new_output(
        "display_data", data={learner.WIDGET_VIEW: {"model_id": "0" * 32}})]
    study.metadata["widgets"] = {learner.WIDGET_STATE: {"state": {"0" * 32: {}}}}
    with pytest.raises(ValueError, match="imports no exercises"):
        learner.print_version(study)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_cheatsheet_version(path):
    study = nbformat.read(path, as_version=4)
    sheet = learner.cheatsheet_version(study, name=path.name)
    brief = [c for c in study.cells if c.cell_type == "markdown"
             and learner.RULE_IN_BRIEF.match(c.source)]
    if not brief:
        assert sheet is None
        return
    nbformat.validate(sheet)
    sources = [c.source for c in sheet.cells]
    assert brief[0].source.startswith(sources[1]) and "**What changed" not in sources[1]
    examples = [s for s in sources if 'class="example"' in s]
    assert len(examples) == 3
    table = next(c for c in study.cells if learner.CHEATSHEET_TABLE in learner.tags(c))
    assert any(c.cell_type == "code" and c.outputs == table.outputs for c in sheet.cells)
    # the rules of the rule in brief, all on the rules line (with those the sheet's table and
    # examples show)
    rules = learner.rules_cited(sources[1])
    line = sources[-1].replace("&#x27;", "'")
    assert rules and all(re.search(rf"(?<![\d.]){re.escape(r)}(?![\da-z])", line) for r in rules)
    assert all(c.source == "" for c in sheet.cells if c.cell_type == "code")


def test_cheatsheet_needs_three_examples():
    study = nbformat.v4.new_notebook()
    study.cells = [nbformat.v4.new_markdown_cell("## The rule in brief\n\n**107.3a** X."),
                   nbformat.v4.new_code_cell("table")]
    study.cells[1].metadata["tags"] = [learner.CHEATSHEET_TABLE]
    study.cells[1].outputs = [nbformat.v4.new_output("stream", text="a table\n")]
    with pytest.raises(ValueError, match="three worked examples"):
        learner.cheatsheet_version(study)


def test_rules_cited():
    assert learner.rules_cited("**107.3b** and (202.3e, 107.3a); old 708.5a; 107.3a, 107.10c;"
                               " (old\n  708.6a)") \
        == ["107.3a", "107.3b", "107.10c", "202.3e", "old 708.5a", "old 708.6a"]


def test_the_replay_of_a_stored_error_is_tagged_and_raises_nothing(versions):
    study, live = versions
    code = [c for c in study.cells if c.cell_type == "code"][1:]
    errors = [c for c in code if any(o.output_type == "error" for o in c.outputs)
              and not learner.is_live(c) and learner.STUDY_ONLY not in learner.tags(c)]
    tagged = [c for c in live.cells if learner.STORED_ERROR in c.metadata.get("tags", [])]
    assert len(tagged) == len(errors)
    for cell in tagged:
        assert "show_stored(" in cell.source and "raises-exception" not in cell.metadata["tags"]


def test_paper_drops_the_run_note_and_says_how_to_answer_on_paper():
    source = ("# 03 · Title\n\n> **To use the explorers, run the notebook first:** in JupyterLab "
              "choose *Run → Run All Cells*.\n\nSpells like Fireball.")
    assert learner.on_paper(source) == "# 03 · Title\n\nSpells like Fireball."
    exercises = "## Exercises\n\nType your answer in the box and press Enter or **Check**."
    assert learner.on_paper(exercises) == "## Exercises\n\n" + learner.ON_PAPER


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if p.stem[:2] in {"01", "03", "05"}],
                         ids=lambda path: path.stem)
def test_no_printed_cell_tells_the_reader_to_run_or_type(path):
    printed = learner.print_version(nbformat.read(path, as_version=4), name=path.name)
    text = "\n".join(c.source for c in printed.cells if c.cell_type == "markdown")
    assert "run the notebook first" not in text and "Type your answer in the box" not in text
    assert learner.ON_PAPER in text


# --- a notebook saved after a run, without its widget state (walkthrough-2, leader 1) ------

def _explorer_cell(study):
    return next(i for i, c in enumerate(study.cells) if c.cell_type == "code" and learner.is_live(c))


def test_print_version_refuses_a_view_whose_model_was_not_saved():
    study = nbformat.read(ROOT / "notebooks" / "01_x_values.ipynb", as_version=4)
    index = _explorer_cell(study)
    for output in study.cells[index].outputs:  # what a save without the widget state leaves
        if learner.WIDGET_VIEW in output.get("data", {}):
            output["data"][learner.WIDGET_VIEW]["model_id"] = "f" * 32
            output["data"]["text/plain"] = "XExplorer(card='Fireball', cost='{X}{R}', x=3)"
    with pytest.raises(learner.SnapshotError) as raised:
        learner.print_version(study, name="01_x_values.ipynb")
    message = str(raised.value)
    assert f"cell {index + 1} ({study.cells[index].id}" in message
    assert "01_x_values.ipynb" in message and "snapshot" in message


def test_print_version_refuses_an_explorer_without_its_snapshot_or_with_a_repr():
    study = nbformat.read(ROOT / "notebooks" / "03_hybrid_phyrexian_payment.ipynb", as_version=4)
    index = _explorer_cell(study)
    study.cells[index].outputs = []  # outputs cleared, then saved
    problems = learner.snapshot_problems(study)
    assert len(problems) == 1 and problems[0].startswith(f"cell {index + 1} ")
    study.cells[index].outputs = [nbformat.v4.new_output(
        "execute_result", data={"text/plain": "PaymentExplorer(cost='{1}{B/P}{B/P}')"},
        execution_count=1)]
    assert any("repr" in p for p in learner.snapshot_problems(study))


@pytest.mark.parametrize("path", NOTEBOOKS + sorted((ROOT / "notebooks").glob("zh-*/*.ipynb")),
                         ids=lambda p: str(p.relative_to(ROOT / "notebooks")))
def test_every_stored_notebook_prints_a_snapshot_for_each_explorer(path):
    assert learner.snapshot_problems(nbformat.read(path, as_version=4)) == []


def test_live_version_cells_are_trusted_so_stored_explorers_show_before_run_all(versions):
    _, live = versions
    code = [c for c in live.cells if c.cell_type == "code"]
    assert all(c.metadata.get("trusted") is True for c in code)
