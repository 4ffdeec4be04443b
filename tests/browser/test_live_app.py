"""The live site's app pages (``live/app/NB.html``, tools/build_app.py) in headless Chromium,
offline: each notebook of each language runs by itself on opening, Python started from the
site's memory image, shows no error, draws every explorer, and its first explorer answers a
change; nothing is asked of another host. A module of its own so that it runs beside tests/browser/test_live_site.py
(the JupyterLab pages) rather than after it. Screenshots: build/screenshots/app-<lang>-<name>.png.

Needs Chromium, and npm and PyPI or a filled build/live-cache/ for the build.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.test_lab import screenshot
from tests.browser.test_live_site import PAYMENT, base, site  # noqa: F401 (fixtures)
from tools import build_live
from tools.chromium import block_network

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
QUIZ = "08_room_quiz"
"""The room quiz answers a leader's buttons, not a change of its first control: it runs by
itself here like every notebook, and tests/browser/test_quiz_live.py drives it on the live site
(countdown, reveal, counts) in English and Simplified Chinese."""


APP_PAGES = [(lang, path) for lang, folder in (("en", "notebooks"), ("zh-Hans", "notebooks/zh-Hans"),
                                               ("zh-Hant", "notebooks/zh-Hant"))
             for path in sorted((ROOT / folder).glob("*.ipynb"))]

# What the app page shows once it ran: its status line, its own count of the cells it ran
# and of the errors they showed, and every widget view drawn or broken.
APP_STATE = """() => {
    const status = document.getElementById('mtgrules-status');
    const app = window.mtgrulesApp || {};
    return {
        status: status ? status.className : null,
        statusText: status ? status.innerText : '',
        ran: {executed: app.executed, cells: app.cells},
        errors: app.errors || [],
        broken: Array.from(document.querySelectorAll('.mtgrules-app .mtgrules-output'))
            .map(e => e.innerText).filter(t => /Error displaying widget|Loading widget/.test(t)).length,
        waiting: document.querySelectorAll('.mtgrules-app .mtgrules-waiting').length,
        explorers: document.querySelectorAll('.mtgrules-app .mtgrules-explorer').length,
    };
}"""


def first_explorer_reacts(page, name: str) -> str:
    """Change the first control of the first explorer that changes its output; what was
    changed, or '' when no control changed anything."""
    from tests.browser.test_lab import CONTROLS, change, explorer_output, wait_for_change

    def seen(explorer) -> str:  # an explorer without an output area (the room quiz): its text
        return explorer_output(explorer) or explorer.inner_text()

    explorer = page.locator(".mtgrules-app .mtgrules-explorer").first
    explorer.scroll_into_view_if_needed()
    boxes = explorer.locator(".widget-text input")
    if name == PAYMENT and boxes.count():  # the payment explorer: a new cost
        before = seen(explorer)
        boxes.first.fill("{W/P}{W/P}")
        boxes.first.press("Enter")
        if wait_for_change(page, explorer, before, timeout=30, read=seen) != before:
            return "cost box"
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for selector, kind in (*CONTROLS, (".widget-button", "button")):
        controls = explorer.locator(selector)
        for i in range(min(controls.count(), 3)):
            before = seen(explorer)
            try:
                if kind == "button":
                    controls.nth(i).click(timeout=10_000)
                else:
                    change(controls.nth(i), kind)
            except PlaywrightTimeout:
                continue  # covered or hidden: try the next control
            if wait_for_change(page, explorer, before, timeout=15, read=seen) != before:
                return f"{kind} {i}"
    return ""


@pytest.mark.parametrize("lang,notebook", APP_PAGES,
                         ids=[f"{lang}-{path.stem}" for lang, path in APP_PAGES])
def test_app_page_runs_by_itself_offline_and_its_explorer_works(browser, base, lang, notebook):  # noqa: F811
    """The app page (``app/NB.html``) runs its notebook on opening: every cell it runs
    runs without an error, every explorer is drawn in the place the page kept for it, and
    the first explorer answers a change; nothing is asked of another host."""
    origin = base.rsplit("/", 1)[0] + "/"
    refused: list[str] = []

    asked: list[str] = []

    def outside(request) -> None:  # every request the pages make, workers' included
        asked.append(request.url)
        if not request.url.startswith((origin, "data:", "blob:")):
            refused.append(request.url)

    browser.on("request", outside)
    blocked = block_network(browser, allowed=(origin,))
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    folder = "" if lang == "en" else f"{lang}/"
    try:
        page.goto(f"{base}/{build_live.app_page(notebook.name, lang)}",
                  wait_until="domcontentloaded", timeout=60_000)
        page.wait_for_function("() => { const s = document.getElementById('mtgrules-status');"
                               " return s && /done|failed/.test(s.className); }",
                               timeout=120_000, polling=200)
        page.wait_for_timeout(500)
        state = page.evaluate(APP_STATE)
        assert state["status"] in ("done", "done nothing"), \
            f"{folder}{notebook.name}: {state['statusText']}"
        ran = state["ran"]  # the app's own count of the cells its kernel ran
        assert "cells" in ran and ran["executed"] >= ran["cells"], \
            f"{folder}{notebook.name}: the kernel ran {ran.get('executed')} of {ran.get('cells')}"
        assert not state["errors"], f"{folder}{notebook.name}: errors shown: {state['errors']}"
        assert not state["broken"], f"{folder}{notebook.name}: widget views not drawn"
        assert not state["waiting"], f"{folder}{notebook.name}: a widget's place still waits"
        if not ran["cells"]:  # nothing to run (the glossary): Python is not even fetched
            assert not [url for url in asked if "python.snapshot" in url], notebook.name
        if state["explorers"] and notebook.stem != QUIZ:
            changed = first_explorer_reacts(page, notebook.stem)
            screenshot(page, f"app-{lang}-{notebook.stem}", None)
            assert changed, f"{folder}{notebook.name}: the explorer did not answer any change"
        assert not refused, f"{folder}{notebook.name}: requests to other hosts: {refused}"
        assert not errors, f"{folder}{notebook.name}: errors in the page: {errors}"
        assert not blocked, f"{folder}{notebook.name}: requests refused: {blocked}"
    finally:
        page.close()
        browser.remove_listener("request", outside)


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_a_deck_served_with_the_live_site_shows_its_explorer_live(browser, site, base, lang):  # noqa: F811
    """Served beside the live site, a deck's explorer slide swaps its snapshot for the app
    page showing only that explorer (``?only=explorer``), whose cost box answers a change
    there; its caption says so in the deck's language. Nothing is asked of another host."""
    from tools import build_slides

    root = site.path.parent
    folder = ROOT / "notebooks" / ("" if lang == "en" else lang)
    (deck,) = build_slides.build([folder / f"{PAYMENT}.ipynb"], root)
    origin = base.rsplit("/", 1)[0] + "/"
    blocked = block_network(browser, allowed=(origin,))
    page = browser.new_page()
    page.set_viewport_size({"width": 1280, "height": 720})
    try:
        page.goto(origin + deck.relative_to(root).as_posix(), wait_until="load", timeout=60_000)
        page.wait_for_function("() => document.body.dataset.fitted === 'yes'", timeout=60_000)
        page.evaluate("""() => { const slide = Reveal.getSlides().find(
            s => s.querySelector('.explorer-caption')); const at = Reveal.getIndices(slide);
            Reveal.slide(at.h, at.v); }""")
        page.wait_for_function("""() => { const f = document.querySelector('iframe.live-explorer');
            const app = f && f.contentWindow.mtgrulesApp; return app && app.marks.ran; }""",
                               timeout=120_000, polling=200)
        caption = page.locator(".explorer-caption[data-live='yes']").inner_text()
        assert caption == build_slides.learner.T(build_slides.WORDS["live_caption"], lang)
        frame = page.frame_locator("iframe.live-explorer")
        assert frame.locator("section:visible").count() == 1  # the explorer alone
        output = frame.locator(".mtgrules-explorer .widget-output").first
        before = output.inner_text()
        box = frame.locator(".mtgrules-explorer .widget-text input").first
        box.fill("{W/P}{W/P}")
        box.press("Enter")
        page.wait_for_function(
            """(before) => { const f = document.querySelector('iframe.live-explorer');
                const out = f.contentDocument.querySelector('.mtgrules-explorer .widget-output');
                return out && out.innerText !== before; }""", arg=before, timeout=30_000)
        screenshot(page, f"deck-live-{lang}", None)
        assert not blocked, f"requests refused: {blocked}"
    finally:
        page.close()


def test_a_deck_opened_as_a_file_keeps_its_snapshot(browser, site):  # noqa: F811
    """Opened from the disk (no server, no live site), the explorer's slide keeps the
    snapshot and its caption: nothing is fetched."""
    from tools import build_slides

    root = site.path.parent
    (deck,) = build_slides.build([ROOT / "notebooks" / f"{PAYMENT}.ipynb"], root)
    context = browser.browser.new_context()  # the others' network rules refuse file:// too
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 720})
    try:
        page.goto(deck.as_uri(), wait_until="load", timeout=60_000)
        page.wait_for_function("() => document.body.dataset.fitted === 'yes'", timeout=60_000)
        page.evaluate("""() => { const slide = Reveal.getSlides().find(
            s => s.querySelector('.explorer-caption')); const at = Reveal.getIndices(slide);
            Reveal.slide(at.h, at.v); }""")
        page.wait_for_timeout(1000)
        assert page.locator("iframe.live-explorer").count() == 0
        assert page.locator(".explorer-caption").get_attribute("data-live") is None
    finally:
        context.close()
