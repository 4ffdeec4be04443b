"""The live path imports no numpy, pandas or matplotlib (the browser's Python has none).

In a fresh interpreter whose imports of those three packages raise ImportError, as they do
under Pyodide, every explorer is built, every control walked through its values, every
button clicked, and every exercise answered right and its solution shown through its answer
box. Nothing may fail, no explorer may say "Something went wrong", and none of the three
packages may end up imported.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BLOCKED = ("numpy", "pandas", "matplotlib")

SCRIPT = r'''
import importlib
import importlib.abc
import json
import sys

BLOCKED = %(blocked)r
tried = []


class Refuse(importlib.abc.MetaPathFinder):
    """Imports of the blocked packages fail, as they do where no build of them exists."""

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            tried.append(name)
            raise ImportError(f"No module named {name!r} (refused by the light-path test)")
        return None


sys.meta_path.insert(0, Refuse())

import ipywidgets as w

import widgets
from widgets._common import control_settings

report = {"explorers": {}, "exercises": {}, "failures": []}


def buttons(widget):
    for child in getattr(widget, "children", ()):
        if isinstance(child, w.Button):
            yield child
        yield from buttons(child)


def look(name, explorer, step):
    message = explorer.message
    if "Something went wrong" in message or explorer.unexpected:
        report["failures"].append(f"{name} after {step}: {message} {explorer.unexpected!r}")
        explorer.unexpected.clear()
    if not (message or explorer.output.outputs):
        report["failures"].append(f"{name} after {step}: neither a result nor a message")


factories = sorted(n for n in widgets.__all__ if n.endswith("_explorer"))
for name in factories:
    try:
        explorer = getattr(widgets, name)()
    except Exception as error:
        report["failures"].append(f"{name}(): {error!r}")
        continue
    look(name, explorer, "building")
    steps = 0
    for control, value in control_settings(explorer):
        try:
            control.value = value
        except Exception as error:
            report["failures"].append(f"{name}: setting {control.description!r} to "
                                      f"{str(value)[:40]!r}: {error!r}")
            continue
        look(name, explorer, f"setting {control.description!r} to {str(value)[:40]!r}")
        steps += 1
    for button in buttons(explorer):
        try:
            button.click()
        except Exception as error:
            report["failures"].append(f"{name}: clicking {button.description!r}: {error!r}")
            continue
        look(name, explorer, f"clicking {button.description!r}")
        steps += 1
    report["explorers"][name] = steps

modules = sorted(set(widgets._EXPORTS.values()))
for module_name in modules:
    try:
        module = importlib.import_module(f"widgets.{module_name}")
    except Exception as error:
        report["failures"].append(f"import widgets.{module_name}: {error!r}")
        continue
    exercises = getattr(module, "exercises", None)
    if exercises is None:
        continue
    checked = 0
    for exercise in exercises:
        where = f"{module_name} exercise {exercise.number}"
        try:
            box = exercises.box(exercise.number)
            box.answer.value = exercise.answer()
            box.check_button.click()
            right = box.feedback_given is not None and box.feedback_given.right
            box.solution_button.click()
        except Exception as error:
            report["failures"].append(f"{where}: {error!r}")
            continue
        if right is not True:
            report["failures"].append(f"{where}: the right answer {exercise.answer()!r} was "
                                      f"judged {box.feedback_given!r}")
        if box.unexpected or not box.solution_shown:
            report["failures"].append(f"{where}: {box.unexpected!r}, solution shown: "
                                      f"{box.solution_shown}")
        checked += 1
    report["exercises"][module_name] = checked

report["imported"] = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
report["tried"] = sorted(set(tried))
print(json.dumps(report))
'''


def run_light_path() -> dict:
    import tempfile

    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    # a scratch working folder: the practice explorer keeps its progress file there
    with tempfile.TemporaryDirectory() as scratch:
        done = subprocess.run([sys.executable, "-c", SCRIPT % {"blocked": BLOCKED}],
                              cwd=scratch, env=environment, capture_output=True, text=True,
                              timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_live_path_needs_no_numpy_pandas_or_matplotlib():
    report = run_light_path()
    assert report["failures"] == []
    # the walk really ran: every explorer and every notebook's exercises
    assert len(report["explorers"]) == 6 and all(n > 10 for n in report["explorers"].values())
    assert len(report["exercises"]) == 5 and all(report["exercises"].values())
    assert report["imported"] == []


def test_tables_from_plain_rows_read_like_the_notebook_tables():
    from widgets._common import plain_table

    made = [plain_table(["rules date", "what <changed>", "count", "symbols"],
                        [("2017-07-14", "<b>not bold</b> & more", 3, "<span>W</span>"),
                         ("2025-06-06", "tripling", 12, "<span>G</span>")],
                        "Changes <i>so far</i>", labels=1, html_columns=["symbols"],
                        row_styles={1: "background-color:#fff3c4"},
                        cell_styles={(0, 2): "font-weight:bold"}) for _ in range(2)]
    html = made[0]._repr_html_()
    assert html == made[1]._repr_html_()                     # stable: no random ids
    assert "<caption>Changes &lt;i&gt;so far&lt;/i&gt;</caption>" in html
    assert "&lt;b&gt;not bold&lt;/b&gt; &amp; more" in html and "<b>" not in html
    assert "what &lt;changed&gt;" in html                     # titles are text too
    assert "<span>W</span>" in html                           # the library's own HTML stays
    assert '<th style="text-align:left;white-space:nowrap">2017-07-14</th>' in html
    assert '<td style="text-align:left">&lt;b&gt;' in html    # text reads from the left
    assert '<td style="font-weight:bold">3</td>' in html      # numbers keep their alignment
    assert 'background-color:#fff3c4">tripling' in html
    frame = made[0].frame()
    assert list(frame.index) == ["2017-07-14", "2025-06-06"] and frame.index.name == "rules date"
    assert list(frame["count"]) == [3, 12]
