"""The practice explorer on the live site (JupyterLite, Pyodide) in headless Chromium,
offline: an answer is recorded, the page is reloaded, and the progress is still there,
kept by the browser (IndexedDB; the kernel runs in a web worker, where localStorage is
absent). Every request to another host is refused and counted.

Needs Chromium, and npm and PyPI or a filled build/live-cache/ for the build.
"""

from __future__ import annotations


import pytest

from tests.browser.test_lab import SCREENSHOTS
from tests.browser.test_live_site import base, run_on_live_site, site  # noqa: F401 (fixtures)
from tools.chromium import block_network

pytestmark = pytest.mark.browser

NOTEBOOK = "07_practice.ipynb"


def run_notebook(page, base: str, reset: bool) -> dict:
    return run_on_live_site(page, base, NOTEBOOK, reset=reset)


def explorer_text(page, job: dict, timeout_ms: int = 20_000, wanted: str = "") -> str:
    explorer = page.locator(f"#{job['panelId']} .mtgrules-explorer").first
    if wanted:
        page.wait_for_function(
            "([id, wanted]) => { const e = document.querySelector(`#${id} .mtgrules-explorer`);"
            " return e && e.innerText.includes(wanted); }",
            arg=[job["panelId"], wanted], timeout=timeout_ms)
    return explorer.inner_text()


def shot(page, job: dict, name: str) -> None:
    page.locator(f"#{job['panelId']} .mtgrules-explorer").first.evaluate(
        "element => element.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / name))


def test_an_answer_survives_a_reload_offline(browser, base):  # noqa: F811
    refused = block_network(browser, allowed=(base.rsplit("/", 1)[0] + "/",))
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        job = run_notebook(page, base, reset=True)
        assert not [c for c in job["cells"] if c["errors"]]
        before = explorer_text(page, job, wanted="Your progress is kept in this browser.")
        assert "1 answered" not in before and "⚠" not in before
        explorer = page.locator(f"#{job['panelId']} .mtgrules-explorer").first
        answer = explorer.locator("input[type=text]")
        if answer.count():
            answer.first.fill("99")
            answer.first.press("Enter")
        else:
            explorer.locator("button").first.click()   # yes, or Check
        after = explorer_text(page, job, wanted="1 answered")
        assert "⚠" not in after
        shot(page, job, "live-07-answered.png")
        page.reload()
        job = run_notebook(page, base, reset=False)
        kept = explorer_text(page, job, wanted="1 answered")
        assert "Your progress is kept in this browser." in kept and "⚠" not in kept
        shot(page, job, "live-07-after-reload.png")
    finally:
        page.close()
    assert refused == [] and errors == []
