"""Headless Chromium for the browser test, the handout test and the handout PDFs.

We drive the system's Chromium (Debian package ``chromium``) with Playwright; Playwright's
own browser download is never used. The flags keep Chromium from reaching out to the
network on its own (update checks, sync, field trials), which on a closed network would
only produce refused connections and delays.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager
from typing import Iterator

# Where we look for the browser, first match wins; MTGRULES_CHROMIUM overrides.
CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "chromium", "chromium-browser")

HOW_TO_ENABLE = (
    "no Chromium found: install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) "
    "or set MTGRULES_CHROMIUM=/path/to/chromium to run the browser checks"
)

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


def find_chromium() -> str | None:
    """The path of a Chromium executable, or None when there is none."""
    wanted = os.environ.get("MTGRULES_CHROMIUM")
    for candidate in ([wanted] if wanted else CANDIDATES):
        path = shutil.which(candidate) if os.sep not in candidate else candidate
        if path and os.access(path, os.X_OK):
            return path
    return None


@contextmanager
def chromium(executable: str | None = None) -> Iterator[object]:
    """A started Playwright Chromium browser with a fresh profile; always closed on exit."""
    from playwright.sync_api import sync_playwright

    executable = executable or find_chromium()
    if executable is None:
        raise RuntimeError(HOW_TO_ENABLE)
    with tempfile.TemporaryDirectory(prefix="mtgrules-chromium-") as profile:
        with sync_playwright() as playwright:
            # A persistent context is the only way to give Chromium its own --user-data-dir.
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=executable, headless=True, args=FLAGS,
                viewport={"width": 1280, "height": 900}, timeout=60_000)
            try:
                yield context
            finally:
                context.close()


def block_network(page, allowed=("file:",)) -> list[str]:
    """Abort every request whose URL does not start with one of ``allowed``.

    Returns the (live) list of URLs that were refused, so a caller can report them.
    """
    refused: list[str] = []

    def handle(route) -> None:
        url = route.request.url
        if url.startswith(tuple(allowed)) or url.startswith("data:"):
            route.continue_()
        else:
            refused.append(url)
            route.abort()

    page.route("**/*", handle)
    return refused


def wait_for_embedded_widgets(page, timeout_ms: int = 30_000) -> None:
    """Wait until every stored widget view of an nbconvert page has been rendered.

    Each view is a ``<script type="application/vnd.jupyter.widget-view+json">`` inside a
    ``div.jupyter-widgets``; the renderer adds a ``.widget-subarea`` next to it.
    """
    page.wait_for_function(
        """() => {
            const views = document.querySelectorAll(
                'script[type="application/vnd.jupyter.widget-view+json"]');
            if (views.length === 0) return true;
            return Array.from(views).every(
                s => s.parentElement.querySelector('.widget-subarea, .jupyter-widgets-disconnected'));
        }""",
        timeout=timeout_ms,
    )
