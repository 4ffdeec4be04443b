"""The room quiz (notebook 08) in JupyterLab, in headless Chromium at a projector's 1920x1080:
the same checks as on the live site (tests/browser/test_quiz_live.py): the browser counts
down and stops, the solution comes only on Reveal, the room's counts draw their bars.
Screenshots: build/screenshots/lab-08-quiz-question.png and lab-08-quiz-revealed.png."""

from __future__ import annotations

import time

import pytest

from tests.browser.test_lab import START, Session, lab  # noqa: F401 (the lab fixture)
from tests.browser.test_quiz_live import check_the_quiz

pytestmark = pytest.mark.browser


def test_the_quiz_counts_down_reveals_and_counts_in_jupyterlab(lab, browser):  # noqa: F811
    session = Session(lab, browser)
    page = session.open_page(0)
    page.set_viewport_size({"width": 1920, "height": 1080})
    try:
        page.evaluate(START, "08_room_quiz.ipynb")
        started = time.monotonic()
        while not page.evaluate("() => window.mtgrulesJob.done"):
            if time.monotonic() - started > 300:
                pytest.fail("notebook 08 did not finish in JupyterLab within 300 s")
            time.sleep(0.3)
        job = page.evaluate("() => window.mtgrulesJob")
        assert not job.get("error"), job.get("error")
        assert not [c for c in job["cells"] if c["errors"]]
        check_the_quiz(page, job["panelId"], "lab-08-quiz")
    finally:
        page.close()
    assert session.page_errors == []
