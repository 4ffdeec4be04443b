"""The workshop handouts: built by tools/build_handouts.py, read offline in headless Chromium.

The handouts are built (as `make handouts` does, into a scratch folder), then every page is
opened with every non-file request refused: the widgets must be drawn by the local renderer
(no text fallback such as ``VBox(children=...``), the tables and figures must be there, and
no cell tagged ``test-only`` may appear. Needs Chromium; skipped with a message without it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from chromium import block_network, wait_for_embedded_widgets  # noqa: E402

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SCREENSHOTS = ROOT / "build" / "screenshots"
FALLBACKS = ("VBox(children=", "HBox(children=", "Output(", "Loading widget",
             "Error displaying widget", "Something went wrong inside the explorer")

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def handouts(browser, tmp_path_factory):
    out = tmp_path_factory.mktemp("handouts")
    # Build from a snapshot, so the expectations below read exactly what was built.
    snapshot = out / "_notebooks"
    shutil.copytree(ROOT / "notebooks", snapshot,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    started = time.monotonic()
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "build_handouts.py"),
                           "--out", str(out), *map(str, sorted(snapshot.glob("*.ipynb")))],
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"build_handouts failed:\n{done.stdout}\n{done.stderr}"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    (SCREENSHOTS / "handouts-build.txt").write_text(
        f"{done.stdout}(test saw {time.monotonic() - started:.1f} s)\n")
    return out


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs.extend(value for name, value in attrs if name == "href")


def test_index_links_every_handout_and_pdf(handouts, browser):
    assert NOTEBOOKS, "no notebooks in notebooks/"
    links = Links()
    links.feed((handouts / "index.html").read_text(encoding="utf-8"))
    for notebook in NOTEBOOKS:
        for suffix in (".html", ".pdf"):
            name = notebook.stem + suffix
            assert name in links.hrefs, f"index.html does not link {name}"
            assert (handouts / name).is_file(), f"{name} was not written"
        pdf = (handouts / f"{notebook.stem}.pdf").read_bytes()
        assert pdf.startswith(b"%PDF") and len(pdf) > 20_000, f"{notebook.stem}.pdf looks empty"
    page = browser.new_page()
    try:
        refused = block_network(page)
        page.goto((handouts / "index.html").as_uri())
        assert page.locator("li").count() == len(NOTEBOOKS)
        assert not refused, f"index.html asked the network for {refused}"
    finally:
        page.close()


def expected(notebook: Path) -> dict:
    """What the handout of a notebook must show, read from its stored (nbval-checked) outputs."""
    nb = nbformat.read(notebook, as_version=4)
    kept = [c for c in nb.cells if "test-only" not in c.metadata.get("tags", [])]
    outputs = [o for c in kept if c.cell_type == "code" for o in c.get("outputs", [])]
    return {
        "code cells": sum(c.cell_type == "code" for c in kept),
        "test-only sources": [c.source.strip() for c in nb.cells
                              if "test-only" in c.metadata.get("tags", []) and c.source.strip()],
        "tables": sum("<table" in o.get("data", {}).get("text/html", "") for o in outputs),
        "images": sum("image/png" in o.get("data", {}) for o in outputs),
        "widgets": sum("application/vnd.jupyter.widget-view+json" in o.get("data", {})
                       for o in outputs),
        "errors": sum("raises-exception" in c.metadata.get("tags", []) for c in kept),
    }


PAGE = """() => {
    const outside = sel => Array.from(document.querySelectorAll(sel))
        .filter(e => !e.closest('.jupyter-widgets')).length;
    const views = Array.from(document.querySelectorAll(
        'script[type="application/vnd.jupyter.widget-view+json"]'));
    return {
        text: document.body.innerText,
        inputs: Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputArea-editor'))
            .map(e => e.innerText.trim()),
        testOnly: document.querySelectorAll('.celltag_test-only').length,
        tables: outside('table'),
        images: outside('.jp-OutputArea-output img'),
        errors: document.querySelectorAll(
            '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]').length,
        views: views.length,
        drawn: views.filter(s => {
            const area = s.parentElement.querySelector('.widget-subarea');
            return area && area.querySelector('[class*="widget-"]');
        }).length,
        emptyOutputs: Array.from(document.querySelectorAll('.widget-subarea .widget-output'))
            .filter(o => !o.innerText.trim() && !o.querySelector('img, svg, table')).length,
        widgetTables: document.querySelectorAll('.widget-subarea table').length,
        widgetImages: document.querySelectorAll('.widget-subarea img').length,
    };
}"""


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[nb.stem for nb in NOTEBOOKS])
def test_handout_renders_offline_without_test_cells(handouts, browser, notebook):
    name = notebook.stem
    want = expected(handouts / "_notebooks" / notebook.name)
    page = browser.new_page()
    try:
        refused = block_network(page)
        problems: list[str] = []
        page.on("pageerror", lambda error: problems.append(str(error)))
        page.on("requestfailed", lambda request: request.url.startswith("file:") and
                problems.append(f"missing {request.url}"))
        page.goto((handouts / f"{name}.html").as_uri(), wait_until="load")
        wait_for_embedded_widgets(page)
        page.wait_for_timeout(300)
        seen = page.evaluate(PAGE)
        views = page.locator(".widget-subarea")
        if views.count():
            views.first.evaluate("e => e.scrollIntoView({block: 'start'})")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"handout-{name}.png"))
    finally:
        page.close()

    assert not refused, f"{name}.html asked the network for {refused}"
    assert not problems, f"{name}.html: {problems}"
    for fallback in FALLBACKS:
        assert fallback not in seen["text"], f"{name}.html shows {fallback!r}"
    assert seen["views"] == want["widgets"], (
        f"{name}.html embeds {seen['views']} widget views, the notebook displays {want['widgets']}")
    assert seen["drawn"] == seen["views"], (
        f"{name}.html: only {seen['drawn']} of {seen['views']} widget views were drawn")
    assert not seen["emptyOutputs"], f"{name}.html: {seen['emptyOutputs']} explorer outputs are empty"
    if want["widgets"]:
        assert seen["widgetTables"] + seen["widgetImages"], (
            f"{name}.html: the explorers show neither a table nor a figure")
    assert seen["tables"] >= want["tables"], (
        f"{name}.html shows {seen['tables']} tables, the notebook {want['tables']}")
    assert seen["images"] >= want["images"], (
        f"{name}.html shows {seen['images']} figures, the notebook {want['images']}")
    assert seen["errors"] == want["errors"], (
        f"{name}.html shows {seen['errors']} errors; only the {want['errors']} cells tagged "
        f"raises-exception should")

    assert seen["testOnly"] == 0, f"{name}.html shows cells tagged test-only"
    assert len(seen["inputs"]) == want["code cells"], (
        f"{name}.html shows {len(seen['inputs'])} code cells, expected {want['code cells']} "
        f"(all but the test-only ones)")
    shown = {re.sub(r"\s+", " ", text) for text in seen["inputs"]}
    leaked = [src.splitlines()[0] for src in want["test-only sources"]
              if re.sub(r"\s+", " ", src) in shown]
    assert not leaked, f"{name}.html shows test-only cells starting {leaked}"
