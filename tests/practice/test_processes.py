"""The same problems in every process (string seeds, never hash order), and the light path:
practice imports no numpy, pandas, matplotlib, ipywidgets or Jupyter."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from mtgrules import practice

SCRIPT = r"""
import json, sys
from mtgrules import practice
out = []
for cluster in practice.CLUSTERS:
    for p in practice.problems(cluster, 60, seed=11):
        out.append([p.id, p.question("zh-Hant"), p.inputs, repr(p.answer), p.solution("en")])
print(json.dumps(out, ensure_ascii=False))
"""


def run(script: str, seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=seed)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=120, check=True)
    return done.stdout


def test_two_processes_make_the_same_problems() -> None:
    first, second = run(SCRIPT, "1"), run(SCRIPT, "2")
    assert first == second
    here = [[p.id, p.question("zh-Hant"), p.inputs, repr(p.answer), p.solution("en")]
            for cluster in practice.CLUSTERS for p in practice.problems(cluster, 60, seed=11)]
    assert json.loads(first) == json.loads(json.dumps(here, ensure_ascii=False))


LIGHT = r"""
import sys
for name in ("numpy", "pandas", "matplotlib", "ipywidgets", "IPython", "jupyter_core",
             "jupyterlab", "ipykernel"):
    sys.modules[name] = None  # importing any of them now fails
import mtgrules.practice as practice
from mtgrules.practice.progress import Progress
me = Progress()
for cluster in practice.CLUSTERS:
    for p in practice.problems(cluster, 30, seed=5):
        for text in ("3", "yes", "WU", "0-2", "-2/4", "G; U"):
            v = p.check(text)
            v.hint("zh-Hans")
            me.record(v)
        p.solution("zh-Hant")
for case in practice.casebook():
    case.check("no").hint("en"); case.solution("zh-Hans")
me.export(); me.next()
heavy = sorted(m for m in sys.modules if m.split(".")[0] in
               ("numpy", "pandas", "matplotlib", "ipywidgets", "IPython", "jupyter_core",
                "jupyterlab", "ipykernel") and sys.modules[m] is not None)
print(heavy)
"""


def test_the_light_path_imports_nothing_heavy() -> None:
    assert run(LIGHT, "0").strip() == "[]"


def test_importing_mtgrules_does_not_import_practice() -> None:
    out = run("import sys, mtgrules; print('mtgrules.practice' in sys.modules)", "0")
    assert out.strip() == "False"
