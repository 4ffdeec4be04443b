"""The room quiz (notebook 08) on the live site (JupyterLite, Pyodide: no threads) in headless
Chromium at a projector's 1920x1080, offline: the countdown is counted by the browser and
stops when asked, the solution appears only when revealed, the room's counts draw their
bars. Every request to another host is refused and counted. Screenshots:
build/screenshots/live-08-quiz-question.png and live-08-quiz-revealed.png.

Needs Chromium, and npm and PyPI or a filled build/live-cache/ for the build.
"""

from __future__ import annotations

import re
import time

import pytest

from tests.browser.test_lab import SCREENSHOTS
from tests.browser.test_live_site import OPEN_THEN_START, base, site  # noqa: F401 (fixtures)
from tools.chromium import block_network

pytestmark = pytest.mark.browser

NOTEBOOK = "08_room_quiz.ipynb"


def run_notebook(page, base: str) -> dict:
    page.goto(f"{base}/lab/index.html?reset", wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell &&"
                           " document.querySelector('.jp-LabShell')", timeout=60_000)
    page.evaluate(OPEN_THEN_START, NOTEBOOK)
    started = time.monotonic()
    while time.monotonic() - started < 300:
        live = page.evaluate("() => window.liveJob")
        if live.get("error"):
            pytest.fail(f"{NOTEBOOK} on the live site: {live['error']}")
        job = page.evaluate("() => window.mtgrulesJob || {}")
        if job.get("done"):
            if job.get("error"):
                pytest.fail(f"{NOTEBOOK} on the live site: {job['error']}")
            return job
        time.sleep(0.5)
    pytest.fail(f"{NOTEBOOK} did not finish on the live site within 300 s")


def seconds_shown(quiz) -> int:
    text = quiz.locator(".mtgrules-quiz-clock").inner_text()
    minutes, seconds = re.fullmatch(r"(\d+):(\d\d)", text.strip()).groups()
    return int(minutes) * 60 + int(seconds)


def test_the_quiz_counts_down_reveals_and_counts_on_the_live_site(browser, base):  # noqa: F811
    refused = block_network(browser, allowed=(base.rsplit("/", 1)[0] + "/",))
    page = browser.new_page()
    page.set_viewport_size({"width": 1920, "height": 1080})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        job = run_notebook(page, base)
        assert not [c for c in job["cells"] if c["errors"]]
        check_the_quiz(page, job["panelId"], "live-08-quiz")
    finally:
        page.close()
    assert refused == [] and errors == []


def check_the_quiz(page, panel_id: str, shots: str) -> None:
    """Drive the quiz of notebook 08 in ``page`` (the notebook ran in the panel ``panel_id``)
    as a leader does; screenshots ``<shots>-question.png`` and ``<shots>-revealed.png``."""
    quiz = page.locator(f"#{panel_id} .mtgrules-quiz").first
    page.wait_for_function(
        "(id) => { const q = document.querySelector(`#${id} .mtgrules-quiz`);"
        " return q && q.innerText.includes('Question 1 of 10'); }", arg=panel_id, timeout=30_000)
    assert "mtgrules-quiz-projector" in quiz.get_attribute("class")
    assert "Worked solution" not in quiz.inner_text()
    assert seconds_shown(quiz) == 30
    # the countdown: started from the page, counted by the browser
    quiz.locator("button", has_text="Start the countdown").click()
    page.wait_for_timeout(3_500)
    running = seconds_shown(quiz)
    assert 20 <= running <= 28, running
    bar = quiz.locator(".widget-hprogress .progress-bar").first
    assert float(bar.evaluate("e => parseFloat(e.style.width)")) > 0
    quiz.evaluate("e => e.scrollIntoView({block: 'start'})")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{shots}-question.png"))
    quiz.locator("button", has_text="Stop the countdown").click()
    page.wait_for_timeout(500)
    stopped = seconds_shown(quiz)
    page.wait_for_timeout(2_500)
    assert seconds_shown(quiz) == stopped, "the countdown went on after Stop"
    # the solution, only now
    quiz.locator("button", has_text="Reveal the answer").click()
    page.wait_for_function(
        "(id) => document.querySelector(`#${id} .mtgrules-quiz`).innerText"
        ".includes('Worked solution')", arg=panel_id, timeout=20_000)
    # the room's counts
    right = quiz.locator(".widget-text:has(label:has-text('answered right')) input")
    wrong = quiz.locator(".widget-text:has(label:has-text('answered wrong')) input")
    right.fill("18")
    right.press("Enter")
    wrong.fill("6")
    wrong.press("Enter")
    page.wait_for_function(
        "(id) => document.querySelector(`#${id} .mtgrules-quiz`).innerText.includes('75%')",
        arg=panel_id, timeout=20_000)
    wrong.fill("six")
    wrong.press("Enter")
    page.wait_for_function(
        "(id) => document.querySelector(`#${id} .mtgrules-quiz`).innerText"
        ".includes('is not a count')", arg=panel_id, timeout=20_000)
    wrong.fill("6")
    wrong.press("Enter")
    page.wait_for_timeout(800)
    assert "⚠" not in quiz.inner_text()
    quiz.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(SCREENSHOTS / f"{shots}-revealed.png"))
