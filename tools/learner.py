"""The learner version of a study notebook, generated from it (never a second copy to edit).

    python -m tools.learner --live OUT_DIR NOTEBOOK ...

A study notebook (``notebooks/NN_*.ipynb``, with its stored outputs) says in cell tags what
its learner versions keep:

* ``lesson-code``: the code is shown, because the lesson is the call itself;
* ``study-only``: the cell is left out of every learner version;
* ``print-drop``: the cell is left out of the printed handout only (the page budget);
* ``raises-exception``: an error shown on purpose (as in the study notebook);
* ``cheatsheet-table``, ``cheatsheet-example``: the key table and the worked examples of the
  one-page cheat sheet (:func:`cheatsheet_version`), which also takes the cell headed
  "The rule in brief".

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
both versions and Run All never needs the heavy libraries. A cell whose code teaches
(:func:`tools.harness.teaches`: tagged ``lesson-code``, or a short call of the library, an
explorer or an answer box) shows its code, as in JupyterLab; every other code cell is hidden
under the same label as in the study notebook, so the live site and JupyterLab look alike.

The *print* version (:func:`print_version`) is the paper handout: every result as stored, no
code but the ``lesson-code`` cells', each explorer as the snapshot its stored widget state
draws, with a caption naming its live page (:func:`live_page`), a line to write on for each
exercise box, and the answer key (the library's worked solutions) after a page break at the
end. Nothing in it runs.
"""

from __future__ import annotations

import argparse
import ast
import copy
import importlib
import re
import sys
from html import escape
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parent.parent

from tools import harness  # noqa: E402
from widgets.stored import pack_outputs  # noqa: E402

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
HEAVY = ("numpy", "pandas", "matplotlib")
"""Modules the live path can't import (no Pyodide builds from the package registries)."""

LESSON_CODE, STUDY_ONLY, PRINT_DROP = "lesson-code", "study-only", "print-drop"
CHEATSHEET_TABLE, CHEATSHEET_EXAMPLE = "cheatsheet-table", "cheatsheet-example"
EXERCISE_BOX = re.compile(r"\s*exercises\.box\((\d+)\)\s*")
"""The source of a cell that shows exercise N's answer box."""
RULE_IN_BRIEF = re.compile(r"#+\s*The rule in brief")
HISTORY = re.compile(r"^\*\*What changed", re.M)
"""Where a rule in brief goes on to its history, which a cheat sheet (the rule in force)
leaves out."""
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


LOCALE = Path(__file__).resolve().parent / "locale"


def _catalog() -> Any:
    from mtgrules.i18n import Catalog
    return Catalog("handouts", LOCALE)


def T(message: str, lang: str | None = "en", /, **fields: Any) -> str:
    """A handout's own words (headings, captions, notices) in ``lang``: the ``handouts``
    message catalog (tools/locale), built like the explorers' by tools/build_catalogs.py."""
    return _catalog()(message, lang, **fields)


def N_(message: str) -> str:
    """Mark a message for the catalog where it is defined; :func:`T` translates it."""
    return message


def lang_of(notebook: Any) -> str:
    """The language of a notebook: ``metadata.mtgrules.lang`` of a translated one, else en."""
    return notebook.metadata.get("mtgrules", {}).get("lang", "en")


def english_source(notebook: Any, name: str = "") -> Any:
    """The English notebook a translated one is built from (None for an English one)."""
    meta = notebook.metadata.get("mtgrules", {})
    if meta.get("lang", "en") == "en" or not name:
        return None
    path = Path(__file__).resolve().parents[1] / "notebooks" / Path(name).name
    return nbformat.read(path, as_version=4) if path.exists() else None


RUN_FIRST = re.compile(r"^> \*\*To use the explorers")
"""The screen's note on bringing the explorers to life: on paper the header says it instead."""
ANSWER_HOW = re.compile(r"^Type your answer in the box")
"""The screen's instructions for the answer boxes, which paper replaces by its own."""
ON_PAPER = N_("Write your answer on the line under each exercise; the worked solutions are in the "
            "answer key, printed on pages of its own. (In the live version, type it in the box "
            "and press Enter or **Check**: a wrong answer gets a hint.)")


def on_paper(source: str, lang: str = "en", english: str | None = None) -> str:
    """A markdown cell as the printed handout says it: without the note on running the
    notebook (the page header says the explorers are snapshots), and with the answer boxes'
    instructions replaced by the paper's.

    In a translated notebook (``english`` is the English cell it translates) the paragraphs
    are those at the places of the English note and instructions; a translation that merged
    or split those paragraphs is an error, not a guess.
    """
    paragraphs = re.split(r"\n\s*\n", source)
    guide = paragraphs if english is None else re.split(r"\n\s*\n", english)
    marked = [i for i, par in enumerate(guide) if RUN_FIRST.match(par) or ANSWER_HOW.match(par)]
    if marked and len(guide) != len(paragraphs):
        raise ValueError(f"a {lang} cell has {len(paragraphs)} paragraphs where the English has "
                         f"{len(guide)}: keep the paragraph with the explorers' note or the "
                         "answer boxes' instructions a paragraph of its own")
    kept = []
    for i, paragraph in enumerate(paragraphs):
        if RUN_FIRST.match(guide[i]) if i < len(guide) else False:
            continue
        if ANSWER_HOW.match(guide[i]) if i < len(guide) else False:
            kept.append(T(ON_PAPER, lang))
        else:
            kept.append(paragraph)
    return "\n\n".join(kept)


def live_page(notebook_name: str, lang: str = "en") -> str:
    """The live learner version's page, relative to the handouts folder (the live site is
    ``live/`` in it; it works only served over HTTP, e.g. by ``mtgrules handouts --serve``):
    its app page (``tools/build_app.py``), whose explorers work a few seconds after it opens
    and which links the same notebook with its code in JupyterLab. A translated notebook's
    is in its language's folder of the site."""
    folder = "" if lang == "en" else f"{lang}/"
    return f"live/{folder}app/{Path(notebook_name).stem}.html"


def _code_cell(source: str, cell: Any, hidden: bool, lang: str = "en") -> Any:
    # JupyterLab shows a hidden cell as a bar with the code's first line on it: that line is
    # the label the study notebook's hidden cells carry (tools/harness.py), so both look alike
    source = harness.without_label(source)
    new = nbformat.v4.new_code_cell(harness.LABELS[lang] + "\n" + source if hidden else source)
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
    lang = lang_of(study)
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
            source = without_heavy_imports(harness.without_label(cell.source))
            if preamble:
                source = preamble.rstrip("\n") + "\n\n" + source
            live.cells.append(_code_cell(source, cell, hidden=True, lang=lang))
            continue
        shown = harness.teaches(cell)  # the same cells show their code as in JupyterLab
        if is_live(cell):
            live.cells.append(_code_cell(cell.source, cell, hidden=not shown, lang=lang))
            continue
        if not cell.get("outputs"):
            continue
        if shown:
            live.cells.append(nbformat.v4.new_markdown_cell(f"```python\n{cell.source.strip()}\n```"))
        stored = ("from widgets import show_stored  # the study notebook's result, stored\n\n"
                  f"show_stored(\"{pack_outputs(cell.outputs)}\")")
        replay = _code_cell(stored, cell, hidden=True, lang=lang)
        # the replay shows the error's message; it raises nothing
        replay.metadata.pop("tags", None)
        if any(output.get("output_type") == "error" for output in cell.get("outputs", [])):
            replay.metadata["tags"] = [STORED_ERROR]
        live.cells.append(replay)
    for index, cell in enumerate(live.cells):
        cell["id"] = f"cell-{index}"
        if cell.cell_type == "code":
            # JupyterLite has no notary: a cell marked trusted (what a Jupyter server marks on
            # a signed notebook) shows its stored explorer and SVG chart before Run All, not
            # the widget's repr and the chart's bare text; the site is built from our own
            # notebooks, as `mtgrules lab` signs them
            cell.metadata["trusted"] = True
    return live


def write_live(live: Any, path: Path) -> None:
    """Write a live version as it is: ``nbformat.write`` would drop the cells' ``trusted``
    mark (it strips what a Jupyter server adds when it reads a notebook)."""
    import json

    nbformat.validate(live)
    path.write_text(json.dumps(live, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                    encoding="utf-8")


def exercises_of(study: Any) -> Any:
    """The ``exercises`` (a :class:`widgets.exercises.Exercises`) that the set-up cell of
    ``study`` imports from a module of the widgets package, or None if it imports none."""
    for cell in study.cells:
        if cell.cell_type != "code":
            continue
        for node in ast.walk(ast.parse(cell.source)):
            if (isinstance(node, ast.ImportFrom) and node.level == 0 and node.module
                    and node.module.startswith("widgets.")
                    and any(alias.name == "exercises" for alias in node.names)):
                return importlib.import_module(node.module).exercises
        return None  # only the set-up cell is read
    return None


def _markdown(source: str) -> Any:
    cell = nbformat.v4.new_markdown_cell(source)
    cell.pop("id", None)
    return cell


def _results(cell: Any) -> Any:
    """A code cell with ``cell``'s stored outputs and no code (the print shows no code)."""
    new = nbformat.v4.new_code_cell("")
    new.pop("id", None)
    new.outputs = copy.deepcopy(cell.get("outputs", []))
    for output in new.outputs:
        if output.get("output_type") == "error":  # the one-line message, as brief_errors shows
            output["traceback"] = [f"{output['ename']}: {output['evalue']}"]
    return new


def _joined(text: Any) -> str:
    return "".join(text) if isinstance(text, list) else str(text)


def _answer_line(exercise: Any, lang: str = "en") -> Any:
    from widgets.exercises import answer_line_label
    label = answer_line_label(exercise, lang)  # the explorers' own words for it
    return _markdown(f'<div class="answer-line"><span class="answer-label">{escape(label)}'
                     '</span><span class="blank"></span></div>')


ANSWER_KEY_ID = 'id="answer-key"'
"""The mark of the answer key's heading in a print version (its pages are cut from the
learner print)."""


def _answer_key(solutions: list[Any], lang: str = "en") -> list[Any]:
    from widgets.exercises import answer_key_heading, answer_key_note
    title = escape(answer_key_heading(lang))
    lead = answer_key_note(lang)
    heading = _markdown(f'<h2 class="answer-key" {ANSWER_KEY_ID}>{title}</h2>\n\n{lead}')
    key = nbformat.v4.new_code_cell("")
    key.pop("id", None)
    key.outputs = [nbformat.v4.new_output("display_data", data={
        "text/html": solution._repr_html_(), "text/plain": str(solution)})
        for solution in solutions]
    return [heading, key]


WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
CONSTRUCTOR_REPR = re.compile(r"^[A-Z]\w*\(\w+=")
"""A plain-text result that reads like a constructor (``XExplorer(card='Fireball', …)``):
what a widget prints where its snapshot can't be drawn."""


class SnapshotError(ValueError):
    """A notebook whose print version would show a repr or nothing where an explorer's
    snapshot belongs."""


def _shows_a_widget(source: str) -> bool:
    """Whether a cell's last statement displays an explorer or an answer box (a call of
    ``*_explorer(...)`` or ``exercises.box(...)``, or a name the cell bound to one)."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False

    def builds(node: ast.AST) -> bool:
        if not isinstance(node, ast.Call):
            return False
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return called.endswith("_explorer") or called == "box"

    if not body or not isinstance(body[-1], ast.Expr):
        return False
    last = body[-1].value
    if builds(last):
        return True
    return isinstance(last, ast.Name) and any(
        isinstance(node, ast.Assign) and builds(node.value)
        and any(isinstance(t, ast.Name) and t.id == last.id for t in node.targets)
        for node in body[:-1])


def snapshot_problems(study: Any) -> list[str]:
    """Why ``study`` can't be printed with every explorer as its snapshot: a widget view whose
    model its stored widget state lacks (saved after a run without the widget state: the page
    would show the widget's repr), an explorer cell without its view (outputs cleared), or a
    result that is only a constructor-like repr. Each names the cell; empty if none."""
    state = study.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    found = []
    for index, cell in enumerate(study.cells):
        if cell.cell_type != "code":
            continue
        where = f"cell {index + 1} ({cell.get('id', '?')}: {_first_line(cell.source)!r})"
        views = [output["data"][WIDGET_VIEW] for output in cell.get("outputs", [])
                 if WIDGET_VIEW in output.get("data", {})]
        missing = [view.get("model_id") for view in views if view.get("model_id") not in state]
        if missing:
            found.append(f"{where}: its explorer's snapshot is not in the notebook's widget "
                         "state (saved after a run without it), so the page would print the "
                         "widget's repr")
        elif not views and _shows_a_widget(cell.source) and STUDY_ONLY not in tags(cell):
            found.append(f"{where}: shows an explorer, but has no stored snapshot of it "
                         "(its outputs were cleared or never stored)")
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if (set(data) == {"text/plain"} and not views
                    and CONSTRUCTOR_REPR.match(_joined(data["text/plain"]))):
                found.append(f"{where}: its result is a repr, "
                             f"{_joined(data['text/plain'])[:60]!r}, where a picture belongs")
    return found


def _first_line(source: str) -> str:
    line = next((ln for ln in source.splitlines() if ln.strip()), "")
    return line if len(line) <= 50 else line[:49] + "…"


def _prune_widgets(notebook: Any) -> None:
    from tools.refresh_notebooks import prune_widget_state

    prune_widget_state(notebook)


def print_version(study: Any, name: str = "", exercises: Any = None) -> Any:
    """The printed learner version of ``study`` (an nbformat notebook with stored outputs and
    widget state), to be rendered as a handout page. ``name`` is the notebook's file name (for
    the explorers' live page); ``exercises`` defaults to the set the set-up cell imports
    (:func:`exercises_of`).

    Kept: every markdown cell, every stored result (code cells hold no code; a ``lesson-code``
    cell's code comes first as a code block), each explorer as its stored snapshot followed by
    a caption with its live page, and for each exercise box a line to write the answer on
    (what an answer looks like, from the exercise). Left out: cells tagged ``study-only`` or
    ``print-drop``, code cells without results. Last, after a page break: the answer key,
    ``exercises.answer_key()``.
    """
    problems = snapshot_problems(study)
    if problems:
        raise SnapshotError(f"{name or 'the notebook'} can't be printed from its stored "
                            "outputs: " + "; ".join(problems) + ". Build the handouts from "
                            "the notebooks as refreshed (python -m tools.refresh_notebooks), "
                            "not from a copy saved in JupyterLab without its widget state.")
    exercises = exercises_of(study) if exercises is None else exercises
    lang = lang_of(study)
    english = english_source(study, name)
    english_cells = {c.get("id"): c.source for c in english.cells} if english is not None else {}
    printed = nbformat.v4.new_notebook()
    printed.metadata = copy.deepcopy(study.metadata)
    printed.metadata["mtgrules"] = {"lang": lang}  # the page's language
    boxes = 0
    for cell in study.cells:
        cell_tags = tags(cell)
        if STUDY_ONLY in cell_tags or PRINT_DROP in cell_tags:
            continue
        if cell.cell_type != "code":
            text = on_paper(cell.source, lang, english_cells.get(cell.get("id")))
            if text.strip():
                printed.cells.append(_markdown(text))
            continue
        box = EXERCISE_BOX.fullmatch(cell.source)
        if box and is_live(cell):
            if exercises is None:
                raise ValueError("the notebook shows an exercise box, but its set-up cell "
                                 "imports no exercises")
            printed.cells.append(_answer_line(exercises[int(box.group(1))], lang))
            boxes += 1
            continue
        if not cell.get("outputs"):
            continue
        if LESSON_CODE in cell_tags:
            printed.cells.append(_markdown(f"```python\n{cell.source.strip()}\n```"))
        printed.cells.append(_results(cell))
        if is_live(cell):
            printed.cells.append(_markdown(_explorer_caption(name, lang)))
    if boxes:
        printed.cells.extend(_answer_key(_solutions(exercises, lang), lang))
    _prune_widgets(printed)
    for index, cell in enumerate(printed.cells):
        cell["id"] = f"cell-{index}"
    return printed


def _solutions(exercises: Any, lang: str) -> list[Any]:
    from mtgrules.i18n import language
    with language(lang):
        return list(exercises.answer_key())


OLD_OR_RULE = re.compile(r"\b(old\s+)?(\d{3}\.\d+[a-z]?)\b")


def rules_cited(markdown: str) -> list[str]:
    """The rule numbers ``markdown`` cites, each once, in the rules' order; a number written
    as "old 708.5a" (a rule of an earlier version) keeps its "old" and comes after the others.

    >>> rules_cited("**107.3b** ... (202.3e, 107.3a); old 708.5a, 107.3a")
    ['107.3a', '107.3b', '202.3e', 'old 708.5a']
    """
    from tools.build_glossary import rule_key

    found = dict.fromkeys(("old " if old else "") + number
                          for old, number in OLD_OR_RULE.findall(markdown))
    return sorted(found, key=lambda rule: (rule.startswith("old "),
                                           rule_key(rule.removeprefix("old "))))


def cheatsheet_version(study: Any, name: str = "") -> Any | None:
    """The one-page cheat sheet of ``study``, or None when it has no cell headed "The rule in
    brief" (not a rule cluster).

    From the study notebook only: its title; the rule in brief (that markdown cell); the key
    table (the results of the cells tagged ``cheatsheet-table``); three worked examples (the
    cells tagged ``cheatsheet-example``: a markdown cell is a lead-in, a code cell's stored
    results, computed by the library, are the example); the rule numbers the rule in brief
    cites, with the date of the current rules; and where the full handout and its live page
    are. Raises ValueError if a part is missing or there are not exactly three examples.
    """
    cells = study.cells
    lang = lang_of(study)
    english = english_source(study, name)
    if english is not None:  # a translation: the cell that translates the English one
        ids = {c.get("id") for c in english.cells
               if c.cell_type == "markdown" and RULE_IN_BRIEF.match(c.source)}
        brief = [c for c in cells if c.get("id") in ids]
        history = [HISTORY.search(c.source) for c in english.cells if c.get("id") in ids]
    else:
        brief = [c for c in cells if c.cell_type == "markdown" and RULE_IN_BRIEF.match(c.source)]
        history = []
    if not brief:
        return None
    where = f" of {name}" if name else ""
    tables = [c for c in cells if CHEATSHEET_TABLE in tags(c)]
    examples = [c for c in cells if CHEATSHEET_EXAMPLE in tags(c)]
    worked = [c for c in examples if c.cell_type == "code" and c.get("outputs")]
    if not any(c.cell_type == "code" and c.get("outputs") for c in tables):
        raise ValueError(f"no cell{where} with results is tagged {CHEATSHEET_TABLE}")
    if len(worked) != 3:
        raise ValueError(f"{len(worked)} code cells with results{where} are tagged "
                         f"{CHEATSHEET_EXAMPLE}; a cheat sheet has three worked examples")
    import mtgrules as mr

    title = next((line[2:].strip() for c in cells if c.cell_type == "markdown"
                  for line in c.source.splitlines() if line.startswith("# ")), name)
    sheet = nbformat.v4.new_notebook()
    sheet.metadata = {key: copy.deepcopy(value) for key, value in study.metadata.items()
                      if key in ("kernelspec", "language_info")}
    sheet.metadata["mtgrules"] = {"lang": lang}  # the page's language
    kind = escape(T("Cheat sheet", lang))
    sheet.cells.append(_markdown(f'<p class="sheet-kind">{kind}</p>\n\n# {title}'))
    if english is not None and any(history):
        # the translated history starts at the bold paragraph in the English one's place
        marker = re.compile(r"^\*\*", re.M)
        starts = [m.start() for m in marker.finditer(brief[0].source)]
        en_starts = [m.start() for m in marker.finditer(
            next(c for c in english.cells if c.get("id") == brief[0].get("id")).source)]
        index = en_starts.index(history[0].start()) if history[0] else -1
        if len(starts) != len(en_starts) or index < 0:
            raise ValueError(f"the {lang} rule in brief{where} has {len(starts)} bold "
                             f"paragraph starts where the English has {len(en_starts)}")
        rule = brief[0].source[:starts[index]].rstrip()
    else:
        rule = HISTORY.split(brief[0].source, maxsplit=1)[0].rstrip()
    sheet.cells.append(_markdown(rule))

    def add(cell: Any) -> None:
        if cell.cell_type == "markdown":
            sheet.cells.append(_markdown(cell.source))
        elif cell.get("outputs"):
            sheet.cells.append(_results(cell))

    for cell in tables:
        add(cell)
    three = T("Three worked examples", lang)
    sheet.cells.append(_markdown(f"## {three}"))
    number = 0
    for cell in examples:
        if cell.cell_type != "code" or not cell.get("outputs"):
            add(cell)
            continue
        number += 1
        example = escape(T("Example {number}.", lang, number=number))
        label = f'<b class="example-number">{example}</b> '
        if all(output.get("output_type") == "stream" for output in cell.outputs):
            text = "".join(_joined(output.get("text", "")) for output in cell.outputs)
            sheet.cells.append(_markdown(f'<p class="example">{label}'
                                         f'{"<br>".join(map(escape, text.strip().splitlines()))}'
                                         "</p>"))
        else:
            sheet.cells.append(_markdown(f'<p class="example">{label}</p>'))
            add(cell)
    # the rules of the rule in brief and of the sheet's own table and examples (03's brief
    # cites the order of casting; 107.4 and 119.4 are in its table and examples)
    shown_text = [c.source if c.cell_type == "markdown" else
                  "".join(str(o.get("text", "")) + str(o.get("data", {}).get("text/html", ""))
                          for o in c.get("outputs", ())) for c in (*tables, *examples)]
    rules = rules_cited("\n".join([rule, *shown_text]))
    older = T("; an old rule is one of the earlier version dated above", lang) if any(
        r.startswith("old ") for r in rules) else ""
    shown_rules = [T("old {rule}", lang, rule=r[4:]) if r.startswith("old ") else r
                   for r in rules]
    live = (escape(T(" · live version: {page}", lang, page="\0")).replace(
        "\0", f"<code>{escape(live_page(name, lang))}</code>") if name else "")
    rules_line = escape(T("(Comprehensive Rules of {date}{older}):", lang,
                          date=mr.rules_date("current"), older=older))
    source_line = escape(T("From the notebook {notebook}; the full handout is {pdf}{live}.", lang,
                           notebook="\0", pdf="\1", live="\2"))
    source_line = (source_line.replace("\0", f"<code>{escape(name)}</code>")
                   .replace("\1", f"<code>{escape(Path(name).stem)}.pdf</code>")
                   .replace("\2", live))
    rules_word = escape(T("Rules", lang))
    rules_list = escape(T(", ", lang).join(shown_rules))
    sheet.cells.append(_markdown(
        f'<p class="sheet-rules"><b>{rules_word}</b> {rules_line} {rules_list}</p>\n\n'
        f'<p class="sheet-source">{source_line}</p>'))
    for index, cell in enumerate(sheet.cells):
        cell["id"] = f"cell-{index}"
    return sheet


def _explorer_caption(name: str, lang: str = "en") -> str:
    if name:
        where = T("the page {page} of the handouts folder", lang, page="\0")
        where = escape(where).replace("\0", f"<code>{escape(live_page(name, lang))}</code>")
    else:
        where = escape(T("the live handouts", lang))
    text = escape(T("A snapshot of the explorer, as the notebook left it. To use it, open its "
                    "live version: {where}.", lang, where="\1"))
    text = text.replace("\1", where)
    return f'<p class="explorer-caption">{text}</p>'


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
        write_live(live_version(study, args.preamble), args.live / path.name)
        print(f"{path.name}: live learner version written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
