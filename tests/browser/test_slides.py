"""Every slide deck (tools/build_slides.py) in headless Chromium, served on 127.0.0.1 as
``mtgrules handouts --serve`` serves the handouts folder.

The decks are built once into a scratch folder. Each deck is opened with every request to
another host refused and counted (the test fails on any), and stepped through with reveal.js's
own "next" (the → key's action) from the first slide to the last: every step is a slide or a
fragment, each slide fits the projector's 1280×720 (a slide taller than that is shrunk, never
below half size, the explorer's snapshot below 0.4), the explorer's snapshot is drawn, the answer of each question is hidden
until the step after the question and shown from then on, and no request fails. On a Chinese
deck the text the room reads (every slide, the snapshot drawn) has no English in it
(tests/notebooks/test_chinese_only.py). A question with its answer shown, in each language, is
saved as build/screenshots/slides/<lang>-<NB>-question.png.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mtgrules.app.serve import serving
from tests.notebooks.test_chinese_only import ENGLISH_ANSWERS, leaks
from tests.tools.test_slides import NOTEBOOK_TEXT
from tools import build_slides
from tools.chromium import block_network

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "zh-Hans", "zh-Hant")
DECKS = [(lang, stem) for lang in LANGS for stem in build_slides.CLUSTERS]
SCREENSHOTS = ROOT / "build" / "screenshots" / "slides"
SMALLEST_ZOOM = {"explorer": 0.4}
"""How far a slide may be shrunk to fit: half size, and the explorer's snapshot (the whole
explorer, which the room uses live) a little more."""

STATE = """() => {
    const slide = Reveal.getCurrentSlide();
    const shown = el => el.closest('.fragment') === null
                        || el.closest('.fragment').classList.contains('visible');
    return {
        index: Reveal.getIndices().h, fragment: Reveal.getIndices().f ?? -1,
        key: slide.dataset.slide, zoom: parseFloat(slide.dataset.zoom || '0'),
        fits: slide.dataset.fits,
        questions: Array.from(slide.querySelectorAll('.room-question')).map(
            q => [q.dataset.question, shown(q)]),
        answers: Array.from(slide.querySelectorAll('.room-answer')).map(
            a => [a.dataset.answer, shown(a), getComputedStyle(a).opacity * (getComputedStyle(a).visibility === 'visible')]),
        widgets: slide.querySelectorAll('.widget-subarea').length,
        // what the room reads: a closed menu shows its chosen item, not the others
        text: Array.from(slide.querySelectorAll('select option:not(:checked)')).reduce(
            (text, option) => text.replace(option.innerText, ' '), slide.innerText),
        answerText: Array.from(slide.querySelectorAll('.room-answer')).map(a => a.innerText).join(' '),
        isLast: Reveal.isLastSlide() && !Reveal.availableFragments().next,
    };
}"""


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    out = tmp_path_factory.mktemp("decks")
    done = subprocess.run([sys.executable, "-m", "tools.build_slides", "--out", str(out)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, f"build_slides failed:\n{done.stdout}\n{done.stderr}"
    with serving(out) as server:
        yield f"http://127.0.0.1:{server.server_address[1]}"


@pytest.mark.parametrize("lang,stem", DECKS)
def test_a_deck_steps_through_offline(browser, base, lang, stem):
    page = browser.new_page()
    try:
        page.set_viewport_size({"width": 1280, "height": 720})
        refused = block_network(page, allowed=(base + "/",))
        failed: list[str] = []
        page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
        folder = "" if lang == "en" else f"{lang}/"
        page.goto(f"{base}/{folder}slides/{stem}.html", wait_until="load")
        page.wait_for_selector("body[data-fitted]", timeout=30_000)
        # a fragment fades in over 0.2 s: read each step as it ends, not as it starts
        page.add_style_tag(content=".reveal .fragment { transition: none !important; }")
        total = page.evaluate("Reveal.getTotalSlides()")
        steps, seen_slides = 0, []
        answered: dict[str, bool] = {}
        shot = None
        while True:
            state = page.evaluate(STATE)
            if state["fragment"] <= 0 and state["index"] not in seen_slides:
                seen_slides.append(state["index"])
                smallest = SMALLEST_ZOOM.get(state["key"], 0.5)
                assert state["zoom"] >= smallest, f"slide {state['key']} shrunk to {state['zoom']}"
                assert state["fits"] == "yes", f"slide {state['key']} is taller than the screen"
                if state["key"] == "explorer":
                    assert state["widgets"] >= 1, "the explorer's snapshot is drawn"
                if lang != "en":
                    # a non-breaking space is a space (as the stored HTML's &nbsp; reads)
                    text = state["text"].replace("\xa0", " ")
                    key = state["key"] or ""
                    cluster = build_slides.CLUSTERS[stem]
                    if key.startswith("exercise-") and (cluster, int(key.split("-")[1])) in ENGLISH_ANSWERS:
                        text = text.replace(state["answerText"].replace("\xa0", " "), " ")
                    words = [w for w in leaks(text, lang) if w not in NOTEBOOK_TEXT]
                    assert not words, f"English on slide {key} of the {lang} deck: {words}"
            questions = dict(state["questions"])
            for answer, shown, opacity in state["answers"]:
                assert questions.get(answer) is True, f"{answer}: its question is on screen"
                if not shown:
                    assert float(opacity) == 0, f"{answer}: an answer not reached is hidden"
                    assert answer not in answered, f"{answer}: shown, then hidden again"
                else:
                    assert float(opacity) > 0
                    answered[answer] = True
                    if shot is None and answer.startswith("exercise-"):
                        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                        shot = SCREENSHOTS / f"{lang}-{stem}-question.png"
                        page.screenshot(path=str(shot))
            if state["isLast"]:
                break
            page.evaluate("Reveal.next()")
            steps += 1
            assert steps < 200, "the deck never ends"
        assert seen_slides == list(range(total)), "every slide, in order"
        asked = [q for s in build_slides.outline(_study(lang, stem), f"{stem}.ipynb")
                 for q in ([s.key] if s.question else [])]
        assert sorted(answered) == sorted(asked), "every question's answer was shown in turn"
        assert refused == [], f"requests that left 127.0.0.1: {refused}"
        assert failed == [], f"requests that failed: {failed}"
    finally:
        page.close()


def _study(lang: str, stem: str):
    import nbformat

    folder = ROOT / "notebooks" / ("" if lang == "en" else lang)
    return nbformat.read(folder / f"{stem}.ipynb", as_version=4)
