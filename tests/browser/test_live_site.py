"""The live handouts site (tools/build_live.py) in headless Chromium, offline.

The site is built once into a scratch folder and served on 127.0.0.1 by
``mtgrules.app.cli.handouts_server`` (what ``mtgrules handouts --serve`` runs). Every request to
another host is refused and counted: the test of a notebook fails on any. Each learner
notebook is opened in a page of its own (its own Pyodide kernel), cleared and run with Run All
as in tests/browser/test_lab.py, and checked the same way: no error but the expected ones, every
explorer drawn as a widget. Then the payment explorer gets a new cost typed into its cost box,
and an answer box an answer. Kernel-ready times and the site's size go to
build/screenshots/live-site.txt, a screenshot of each notebook to
build/screenshots/live-<name>.png.

Needs Chromium (Debian package ``chromium``), and npm and PyPI or a filled
build/live-cache/ for the build.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from mtgrules.app.serve import serving
from tests.browser.test_lab import (SCREENSHOTS, START, VIEWS, check_an_answer_box,
                          check_cells_ran_cleanly, explorers_in_chinese, screenshot,
                          type_a_cost_and_check_the_tables)

ROOT = Path(__file__).resolve().parents[2]

from tools import build_live  # noqa: E402
from tests.browser.test_lab_lang import CJK, RUNS  # noqa: E402  (each pack's "Run All Cells")
from tools.chromium import block_network  # noqa: E402

pytestmark = pytest.mark.browser

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
PAYMENT = "03_hybrid_phyrexian_payment"
ANSWER_BOX_NOTEBOOK = "02_negative_numbers"
KEPT_OPEN = (PAYMENT, ANSWER_BOX_NOTEBOOK)  # pages the interaction tests use after the runs

# Opens the notebook in the JupyterLite page, waits for its kernel (Pyodide started, the
# kernel answering), notes when, then hands over to test_browser's START (clear, Run All,
# wait, read every cell) on the same, already open panel.
OPEN_THEN_START = f"""(path) => {{
    const app = window.jupyterapp;
    const live = window.liveJob = {{started: Date.now()}};
    (async () => {{
        try {{
            const panel = await app.commands.execute('docmanager:open',
                                                     {{path, factory: 'Notebook'}});
            await panel.sessionContext.ready;
            const kernel = panel.sessionContext.session.kernel;
            await kernel.info;
            while (kernel.status !== 'idle') await new Promise(r => setTimeout(r, 100));
            live.kernelReady = (Date.now() - live.started) / 1000;
            ({START})(path);
        }} catch (error) {{
            live.error = String(error && error.stack || error);
        }}
    }})();
    return true;
}}"""


def run_on_live_site(page, base: str, notebook: str, folder: str = "",
                     reset: bool = True) -> dict:
    """Open ``notebook`` in the JupyterLite page of ``folder`` ("" or "zh-Hans/", ...; a
    fresh workspace with ``reset``), Run All as OPEN_THEN_START does and wait for it to
    finish; the finished job (its ``panelId`` names the notebook's panel)."""
    page.goto(f"{base}/{folder}lab/index.html" + ("?reset" if reset else ""),
              wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell &&"
                           " document.querySelector('.jp-LabShell')", timeout=60_000)
    page.evaluate(OPEN_THEN_START, folder + notebook)
    started = time.monotonic()
    while time.monotonic() - started < 300:
        live = page.evaluate("() => window.liveJob")
        if live.get("error"):
            pytest.fail(f"{notebook} on the live site: {live['error']}")
        job = page.evaluate("() => window.mtgrulesJob || {}")
        if job.get("done"):
            if job.get("error"):
                pytest.fail(f"{notebook} on the live site: {job['error']}")
            return job
        time.sleep(0.5)
    pytest.fail(f"{notebook} did not finish on the live site within 300 s")


@pytest.fixture(scope="module")
def site(browser, tmp_path_factory):
    """The site built into a scratch folder, with JupyterLite's app object reachable from
    the page (``exposeAppInBrowser``, for this test only)."""
    try:
        built = build_live.build_site(tmp_path_factory.mktemp("handouts") / "live")
    except build_live.MissingInputs as error:
        pytest.fail(str(error))
    config_path = built.path / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    config["jupyter-config-data"]["exposeAppInBrowser"] = True
    config_path.write_text(json.dumps(config))
    return built


@pytest.fixture(scope="module")
def base(site):
    with serving(site.path.parent) as server:
        yield f"http://127.0.0.1:{server.server_address[1]}/live"


class LiveRuns:
    """Each notebook run once in a page of its own; the pages of KEPT_OPEN stay open."""

    def __init__(self, browser, base: str, site) -> None:
        self.browser, self.base, self.site = browser, base, site
        self.refused = block_network(browser, allowed=(base.rsplit("/", 1)[0] + "/",))
        self.results: dict[str, dict] = {}
        self.pages: dict[str, object] = {}

    def run(self, name: str) -> dict:
        if name in self.results:
            return self.results[name]
        refused_before = len(self.refused)
        page = self.browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        started = time.monotonic()
        # ?reset: a fresh workspace, not reopening (and starting kernels for) earlier notebooks
        # a translated notebook opens in its language's app (menus in that language)
        app = f"{name.split('/')[0]}/lab" if name in TRANSLATED else "lab"
        page.goto(f"{self.base}/{app}/index.html?reset", wait_until="domcontentloaded",
                  timeout=60_000)
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell &&"
                               " document.querySelector('.jp-LabShell')", timeout=60_000)
        loaded = time.monotonic() - started
        run_all = page.evaluate("() => window.jupyterapp.commands.label('notebook:run-all-cells')")
        page.evaluate(OPEN_THEN_START, f"{name}.ipynb")
        job: dict = {}
        while time.monotonic() - started < 300:
            live = page.evaluate("() => window.liveJob")
            if live.get("error"):
                job = {"error": live["error"]}
                break
            job = page.evaluate("() => window.mtgrulesJob || {}")
            if job.get("done"):
                break
            time.sleep(0.5)
        else:
            job = dict(job, error="gave up waiting after 300 s")
        result = {"job": job, "page_loaded": round(loaded, 1), "page_errors": errors,
                  "kernel_ready": page.evaluate("() => window.liveJob.kernelReady"),
                  "refused": self.refused[refused_before:], "run_all_label": run_all}
        if job.get("panelId") and name in TRANSLATED:  # its explorers' words, once drawn
            result["explorer_texts"] = explorers_in_chinese(page, job["panelId"])
        if job.get("panelId"):
            views = page.locator(f"#{job['panelId']} {VIEWS}")
            screenshot(page, f"live-{name.replace('/', '-')}", views.first if views.count() else None)
        self.results[name] = result
        if name in KEPT_OPEN:
            self.pages[name] = page
        else:
            page.close()
        return result

    def page(self, name: str):
        result = self.run(name)
        if result["job"].get("error"):
            pytest.fail(f"{name}: running it on the live site failed: {result['job']['error']}")
        return self.pages[name], result["job"]

    def write_report(self) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        lines = [f"live site: {self.site.megabytes:.1f} MB in {self.site.files} files "
                 f"(built in {self.site.seconds:.0f} s)",
                 "notebook: page loaded / kernel ready after opening / Run All done (seconds)"]
        for name, result in sorted(self.results.items()):
            job = result["job"]
            lines.append(f"{name}: {result['page_loaded']} / {result['kernel_ready']} / "
                         f"{job.get('ran', 'not finished')}")
        path = SCREENSHOTS / "live-site.txt"
        path.write_text("\n".join(lines) + "\n")
        return path


@pytest.fixture(scope="module")
def runs(browser, base, site):
    live = LiveRuns(browser, base, site)
    yield live
    live.write_report()
    for page in live.pages.values():
        page.close()


def test_the_site_is_made_of_shipped_files_only(site):
    lock = json.loads((site.path / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        shipped = site.path / "static" / "pyodide" / entry["file_name"]
        assert shipped.exists(), f"the lock names {entry['file_name']}, which isn't shipped"
        assert build_live.sha256(shipped) == entry["sha256"], f"{name}: sha256 of another file"
    config = json.loads((site.path / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"][build_live.KERNEL_PLUGIN]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"].startswith("./")
    assert sorted(p.name for p in (site.path / "files").glob("*.ipynb")) == \
        [nb.name for nb in NOTEBOOKS]
    # 51 MB of source; the modules compiled ahead add 11 MB, which the kernel no longer
    # spends seconds compiling in every learner's browser; the app pages 21 MB (Python's
    # image and the files beside it, packed, and the widget renderer)
    assert site.megabytes < 90, f"the site is {site.megabytes:.1f} MB"
    shipped = site.path / "app" / "static"
    assert {p.name for p in shipped.iterdir()} >= {
        "python.snapshot.gz", "site-files.bin.gz", "site-files.json", "widgets.js", "app.js",
        "python-worker.js", "pyodide.asm.mjs"}
    assert not build_live.check_compiled(site.path / "static" / "pyodide")


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[nb.stem for nb in NOTEBOOKS])
def test_learner_notebook_runs_offline_on_the_live_site(runs, notebook):
    name = notebook.stem
    result = runs.run(name)
    assert not result["refused"], (f"{name}: {len(result['refused'])} requests to other hosts "
                                   f"were refused: {sorted(set(result['refused']))}")
    job = result["job"]
    assert not job.get("error"), f"{name}: {job.get('error')}"
    assert job["idle"], f"{name}: the kernel was still busy after Run All"
    assert job["settled"], f"{name}: widget views still loading or missing after 30 s"
    code = [c for c in job["cells"] if c["type"] == "code"]
    check_cells_ran_cleanly(name, code)
    if '"cell_type": "code"' in notebook.read_text(encoding="utf-8"):
        assert code, f"{name}: no code cells found in the page"
    assert not result["page_errors"], f"{name}: errors in the page: {result['page_errors']}"


TRANSLATED = ["zh-Hans/03_hybrid_phyrexian_payment", "zh-Hant/05_split_cards"]
"""A translated notebook of each script, run on the live site as the English ones are."""


@pytest.mark.parametrize("name", TRANSLATED)
def test_translated_notebook_runs_offline_on_the_live_site(runs, name):
    result = runs.run(name)
    assert not result["refused"], f"{name}: requests to other hosts: {result['refused']}"
    job = result["job"]
    assert not job.get("error"), f"{name}: {job.get('error')}"
    assert job["idle"] and job["settled"], f"{name}: did not finish drawing"
    code = [c for c in job["cells"] if c["type"] == "code"]
    check_cells_ran_cleanly(name, code)
    lang = name.split("/")[0]
    assert result["run_all_label"] == RUNS[lang][2], \
        f"{name}: the live site's menus are not in {lang}: 'Run All Cells' is " \
        f"{result['run_all_label']!r}"
    assert any(c["rendered"] for c in code), f"{name}: no explorer drawn on the live site"
    silent = {index: text[:200] for index, text in result["explorer_texts"].items()
              if not CJK.search(text)}
    assert not silent, f"{name}: explorers on the live site show no Chinese: {silent}"
    assert not result["page_errors"], f"{name}: errors in the page: {result['page_errors']}"


def test_payment_explorer_tables_change_after_typing_a_cost(runs):
    page, job = runs.page(PAYMENT)
    type_a_cost_and_check_the_tables(page, page.locator(f"#{job['panelId']} {VIEWS}"),
                                     f"live-{PAYMENT}", timeout=30)


def test_an_answer_box_checks_an_answer_on_the_live_site(runs):
    page, job = runs.page(ANSWER_BOX_NOTEBOOK)
    check_an_answer_box(page, page.locator(f"#{job['panelId']} {VIEWS}"),
                        f"live-{ANSWER_BOX_NOTEBOOK}", timeout_ms=30_000)
