"""The learner print: each handout also without its answer key, for a room (issue 24, item 5).

Two handouts are built as `make handouts` builds them (English 03 and Traditional Chinese 05,
into a scratch folder); each PDF's text is read with ``pdftotext``. The learner print must
be the handout's pages before its answer key, page for page, with every exercise's answer line
and none of the key: no heading of the key, no "Solution to exercise", no line of a worked
solution, no answer. The same check run on the handout itself finds the key there, so the
check can fail.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from mtgrules.i18n import language
from widgets._common import COMMON
from widgets.exercises import sentence

ROOT = Path(__file__).resolve().parents[2]

from tools import build_handouts, learner  # noqa: E402
from tests.tools.test_handouts import poppler, text_of  # noqa: E402

BUILT = [("en", ROOT / "notebooks" / "03_hybrid_phyrexian_payment.ipynb"),
         ("zh-Hant", ROOT / "notebooks" / "zh-Hant" / "05_split_cards.ipynb")]

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def built(browser, tmp_path_factory):
    poppler("pdftotext")
    out = tmp_path_factory.mktemp("learner-print")
    done = subprocess.run([sys.executable, "-m", "tools.build_handouts", "--out", str(out),
                           "--pages", str(out.parent / f"{out.name}-pages"),
                           *(str(path) for _, path in BUILT)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, f"build_handouts failed:\n{done.stdout}\n{done.stderr}"
    return out


def squeezed(text: str) -> str:
    """Text without any white space: a PDF breaks lines where the page does."""
    return re.sub(r"\s+", "", text)


def key_texts(notebook: Path, lang: str) -> list[str]:
    """What only the answer key says: each solution's heading, each answer (when it is more
    than a word or a number), each line of working of some length. (The key's heading as a
    page's first line is looked for by ``key_pages``: the instructions name the key.)"""
    study = nbformat.read(notebook, as_version=4)
    exercises = learner.exercises_of(study)
    with language(lang):
        solutions = exercises.answer_key()
    found = []
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
def test_the_learner_print_is_the_handout_without_the_keys_pages(built, lang, notebook):
    from widgets.exercises import answer_line_label

    folder = built if lang == "en" else built / lang
    handout, learner_pdf = folder / f"{notebook.stem}.pdf", folder / f"{notebook.stem}-learner.pdf"
    key = build_handouts.key_pages(handout, lang)
    pages = build_handouts.page_count(handout)
    assert key and key[-1] == pages, "the key is on the last pages"
    assert build_handouts.page_count(learner_pdf) == pages - len(key)
    for page in range(1, key[0]):      # page by page, the same as the handout's
        assert text_of(learner_pdf, page) == text_of(handout, page)
    learner_text = squeezed(text_of(learner_pdf))
    exercises = learner.exercises_of(nbformat.read(notebook, as_version=4))
    for exercise in exercises:
        assert squeezed(answer_line_label(exercise, lang)) in learner_text
    assert build_handouts.key_pages(learner_pdf, lang) == []


def test_a_handout_without_a_key_is_its_own_learner_print(tmp_path):
    poppler("pdftotext")
    from tools.build_handouts import learner_print

    # a PDF whose pages have no key's heading is copied (no browser page is needed)
    source = tmp_path / "source.pdf"
    source.write_bytes(ANSWERLESS)
    assert learner_print(None, source, tmp_path / "learner.pdf") == 1
    assert (tmp_path / "learner.pdf").read_bytes() == ANSWERLESS
    assert learner_print(None, source, tmp_path / "again.pdf", has_key=False) == 1


ANSWERLESS = (b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
              b"2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
              b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n"
              b"trailer<</Root 1 0 R>>\n%%EOF\n")
"""A one-page PDF with no text (poppler reads it; it has no answer key)."""
