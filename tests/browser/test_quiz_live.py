"""The room quiz (notebook 08) on the live site (JupyterLite, Pyodide: no threads) in headless
Chromium at a projector's 1920x1080, offline: the countdown is counted by the browser and
stops when asked, the solution appears only when revealed, the room's counts draw their
bars. Every request to another host is refused and counted. Screenshots:
build/screenshots/live-08-quiz-question.png and live-08-quiz-revealed.png.

Needs Chromium, and npm and PyPI or a filled build/live-cache/ for the build.
"""

from __future__ import annotations

import re

import pytest

from tests.browser.test_lab import SCREENSHOTS
from tests.browser.test_live_site import base, run_on_live_site, site  # noqa: F401 (fixtures)
from tools.chromium import block_network

pytestmark = pytest.mark.browser

NOTEBOOK = "08_room_quiz.ipynb"


def run_notebook(page, base: str, lang: str = "en") -> dict:
    """Open notebook 08 of ``lang`` in its language's app, Run All, wait for it to finish."""
    return run_on_live_site(page, base, NOTEBOOK, "" if lang == "en" else f"{lang}/")


def seconds_shown(quiz) -> int:
    text = quiz.locator(".mtgrules-quiz-clock").inner_text()
    minutes, seconds = re.fullmatch(r"(\d+):(\d\d)", text.strip()).groups()
    return int(minutes) * 60 + int(seconds)


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_the_quiz_counts_down_reveals_and_counts_on_the_live_site(browser, base, lang):  # noqa: F811
    refused = block_network(browser, allowed=(base.rsplit("/", 1)[0] + "/",))
    page = browser.new_page()
    page.set_viewport_size({"width": 1920, "height": 1080})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        job = run_notebook(page, base, lang)
        assert not [c for c in job["cells"] if c["errors"]]
        check_the_quiz(page, job["panelId"], "live-08-quiz" + ("" if lang == "en" else f"-{lang}"),
                       lang)
    finally:
        page.close()
    assert refused == [] and errors == []


def check_the_quiz(page, panel_id: str, shots: str, lang: str = "en") -> None:
    """Drive the quiz of notebook 08 in ``page`` (the notebook ran in the panel ``panel_id``)
    as a leader does, reading its words in ``lang``; screenshots ``<shots>-question.png``
    and ``<shots>-revealed.png``."""
    from widgets.practice.quiz import T
    from widgets.practice.views import T as PRACTICE

    def has(text: str) -> str:
        return ("(args) => document.querySelector(`#${args[0]} .mtgrules-quiz`).innerText"
                ".includes(args[1])")

    quiz = page.locator(f"#{panel_id} .mtgrules-quiz").first
    first = T("Question {number} of {count} · {skill} · level {level}", lang, number=1,
              count=10, skill="\0", level=2).split("\0")[0].strip()
    page.wait_for_function(
        "(args) => { const q = document.querySelector(`#${args[0]} .mtgrules-quiz`);"
        " return q && q.innerText.includes(args[1]); }", arg=[panel_id, first], timeout=30_000)
    solution = PRACTICE("Worked solution", lang)
    assert "mtgrules-quiz-projector" in quiz.get_attribute("class")
    assert solution not in quiz.inner_text()
    assert seconds_shown(quiz) == 30
    # the countdown: started from the page, counted by the browser
    quiz.locator("button", has_text=T("Start the countdown", lang)).click()
    page.wait_for_timeout(3_500)
    running = seconds_shown(quiz)
    assert 20 <= running <= 28, running
    bar = quiz.locator(".widget-hprogress .progress-bar").first
    assert float(bar.evaluate("e => parseFloat(e.style.width)")) > 0
    quiz.evaluate("e => e.scrollIntoView({block: 'start'})")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{shots}-question.png"))
    quiz.locator("button", has_text=T("Stop the countdown", lang)).click()
    page.wait_for_timeout(500)
    stopped = seconds_shown(quiz)
    page.wait_for_timeout(2_500)
    assert seconds_shown(quiz) == stopped, "the countdown went on after Stop"
    # the solution, only now
    quiz.locator("button", has_text=T("Reveal the answer", lang)).click()
    page.wait_for_function(has(solution), arg=[panel_id, solution], timeout=20_000)
    # the room's counts
    right = quiz.locator(f".widget-text:has(label:has-text('{T('answered right', lang)}')) input")
    wrong = quiz.locator(f".widget-text:has(label:has-text('{T('answered wrong', lang)}')) input")
    right.fill("18")
    right.press("Enter")
    wrong.fill("6")
    wrong.press("Enter")
    page.wait_for_function(has("75%"), arg=[panel_id, "75%"], timeout=20_000)
    wrong.fill("x6")
    wrong.press("Enter")
    page.wait_for_function(has("⚠"), arg=[panel_id, "⚠"], timeout=20_000)
    wrong.fill("6")
    wrong.press("Enter")
    page.wait_for_timeout(800)
    assert "⚠" not in quiz.inner_text()
    quiz.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(SCREENSHOTS / f"{shots}-revealed.png"))
    # on to the summary: the first question counted, the nine others not
    summary = T("Summary of the quiz", lang)
    for number in range(2, 11):
        quiz.locator("button", has_text=T("Next question", lang)).click()
        heading = T("Question {number} of {count} · {skill} · level {level}", lang,
                    number=number, count=10, skill="\0", level=2).split("\0")[0].strip()
        page.wait_for_function(has(heading), arg=[panel_id, heading], timeout=20_000)
        assert solution not in quiz.inner_text()
    quiz.locator("button", has_text=T("Show the summary", lang)).click()
    page.wait_for_function(has(summary), arg=[panel_id, summary], timeout=20_000)
    totals = T("{counted} of {count} questions counted: {right} right and {wrong} wrong "
               "answers ({share} right).", lang, counted=1, count=10, right=18, wrong=6,
               share="75%")
    assert totals in quiz.inner_text()
    quiz.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(SCREENSHOTS / f"{shots}-summary.png"))
