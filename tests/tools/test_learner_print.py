"""The learner print: each handout also without its answer key, for a room (issue 24, item 5).

Two handouts are built as `make handouts` builds them (English 03 and Traditional Chinese 05,
into a scratch folder); each PDF's text is read with ``pdftotext``. The learner print must
hold every exercise's answer line and none of the answer key: no heading of the key, no
"Solution to exercise", no line of a worked solution, no answer. The same check run on the
handout itself finds the key there, so the check can fail.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from mtgrules.i18n import language
from widgets._common import COMMON
from widgets.exercises import answer_key_heading, sentence

ROOT = Path(__file__).resolve().parents[2]

from tools import learner  # noqa: E402

BUILT = [("en", ROOT / "notebooks" / "03_hybrid_phyrexian_payment.ipynb"),
         ("zh-Hant", ROOT / "notebooks" / "zh-Hant" / "05_split_cards.ipynb")]

pytestmark = pytest.mark.browser


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} not found: install poppler-utils (`apt-get install poppler-utils`)")
    return path


@pytest.fixture(scope="module")
def built(browser, tmp_path_factory):
    tool("pdftotext")
    out = tmp_path_factory.mktemp("learner-print")
    done = subprocess.run([sys.executable, "-m", "tools.build_handouts", "--out", str(out),
                           "--pages", str(out.parent / f"{out.name}-pages"),
                           *(str(path) for _, path in BUILT)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, f"build_handouts failed:\n{done.stdout}\n{done.stderr}"
    return out


def text_of(pdf: Path) -> str:
    return subprocess.run([tool("pdftotext"), str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout


def squeezed(text: str) -> str:
    """Text without any white space: a PDF breaks lines where the page does."""
    return re.sub(r"\s+", "", text)


def key_texts(notebook: Path, lang: str) -> list[str]:
    """What only the answer key says: its heading, each solution's heading, each answer
    (when it is more than a word or a number), each line of working of some length."""
    study = nbformat.read(notebook, as_version=4)
    exercises = learner.exercises_of(study)
    with language(lang):
        solutions = exercises.answer_key()
    found = [answer_key_heading(lang)]
    for solution in solutions:
        found.append(COMMON("Solution to exercise {number}.", lang, number=solution.number))
        answer = sentence(solution.answer)
        if len(squeezed(answer)) >= 8:
            found.append(answer)
        found += [line for line in solution.working.split("\n") if len(squeezed(line)) >= 16]
    return [squeezed(text) for text in found]


@pytest.mark.parametrize("lang, notebook", BUILT, ids=[lang for lang, _ in BUILT])
def test_the_learner_print_shows_no_answer_of_the_key(built, lang, notebook):
    folder = built if lang == "en" else built / lang
    handout = squeezed(text_of(folder / f"{notebook.stem}.pdf"))
    learner_print = squeezed(text_of(folder / f"{notebook.stem}-learner.pdf"))
    key = key_texts(notebook, lang)
    # the check finds the key in the handout itself
    assert all(text in handout for text in key), [t for t in key if t not in handout]
    leaked = [text for text in key if text in learner_print]
    assert not leaked, f"the learner print shows answers of the key: {leaked[:3]}"


@pytest.mark.parametrize("lang, notebook", BUILT, ids=[lang for lang, _ in BUILT])
def test_the_learner_print_keeps_every_answer_line_and_says_who_has_the_solutions(built, lang,
                                                                                   notebook):
    from widgets.exercises import answer_line_label

    folder = built if lang == "en" else built / lang
    learner_print = squeezed(text_of(folder / f"{notebook.stem}-learner.pdf"))
    exercises = learner.exercises_of(nbformat.read(notebook, as_version=4))
    for exercise in exercises:
        assert squeezed(answer_line_label(exercise, lang)) in learner_print
    assert squeezed(learner.T(learner.ON_PAPER_NO_KEY, lang).replace("**", "")) in learner_print
    assert squeezed(learner.T(learner.ON_PAPER, lang).replace("**", "")) not in learner_print


def test_the_learner_print_is_the_print_version_without_its_key():
    study = nbformat.read(BUILT[0][1], as_version=4)
    keyed = learner.print_version(study, name=BUILT[0][1].name)
    unkeyed = learner.print_version(study, name=BUILT[0][1].name, key=False)
    assert len(keyed.cells) == len(unkeyed.cells) + 2     # the key's heading and its solutions
    assert 'id="answer-key"' in keyed.cells[-2].source
    assert not any('id="answer-key"' in c.source for c in unkeyed.cells
                   if c.cell_type == "markdown")
