"""The notebooks as learners see them: JupyterLab in headless Chromium.

nbval checks the kernel side; this checks the front end. A JupyterLab server is started on
127.0.0.1 (random free port, random token) over a copy of notebooks/, and each notebook is
opened, cleared and run with "Run All" in Chromium. Then: every code cell ran, no cell shows
an error (except the expected one in cells tagged ``raises-exception``), every widget view
rendered (no "Error displaying widget", no "Loading widget..." left), and two explorers react
to a change made in the page. A screenshot per notebook goes to build/screenshots/.

Needs Chromium (Debian package ``chromium``); skipped with a message when there is none.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from pathlib import Path

import pytest

from tests.servers import ROOT_ARGS, ServerProcess  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SCREENSHOTS = ROOT / "build" / "screenshots"
PAYMENT = "03_hybrid_phyrexian_payment"
COULD_PRODUCE = "04_could_produce"

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# a cell's own outputs (not those nested inside an Output widget) that hold a widget view
OUTPUTS = ".jp-Cell-outputArea > .jp-OutputArea-child > .jp-OutputArea-output"
VIEWS = f"{OUTPUTS}:has(> .jupyter-widgets)"
BROKEN_WIDGET_TEXTS = ("Error displaying widget", "Loading widget")
EXPLORER_FAILURE = "Something went wrong inside the explorer"

pytestmark = pytest.mark.browser

# JupyterLab settings for a quiet, deterministic page: every cell kept in the DOM (no
# virtual scrolling) and no news or update checks over the network.
LAB_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false", "checkForUpdates": False},
}


# --- server and browser ----------------------------------------------------------------

class Lab(ServerProcess):
    """A JupyterLab server over a scratch copy of the notebooks."""

    name = "jupyter lab"

    def __init__(self, workdir: Path, extra_settings: dict | None = None) -> None:
        self.workdir = workdir
        self.root = workdir / "notebooks"
        shutil.copytree(ROOT / "notebooks", self.root,
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        # widget views each notebook displays in its stored (nbval-checked) outputs
        self.stored_views = {
            path.stem: sum(WIDGET_VIEW in output.get("data", {})
                           for cell in json.loads(path.read_text())["cells"]
                           for output in cell.get("outputs", ()))
            for path in self.root.glob("*.ipynb")}
        settings = workdir / "settings"
        for name, values in {**LAB_SETTINGS, **(extra_settings or {})}.items():
            (settings / name).parent.mkdir(parents=True, exist_ok=True)
            (settings / name).write_text(json.dumps(values))
        port, token = self.prepare()
        env = dict(os.environ,
                   JUPYTER_CONFIG_DIR=str(workdir / "config"),
                   JUPYTER_RUNTIME_DIR=str(workdir / "runtime"),
                   IPYTHONDIR=str(workdir / "ipython"))
        super().__init__(
            [sys.executable, "-m", "jupyterlab", "--no-browser",
             "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
             "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
             f"--ServerApp.root_dir={self.root}",
             f"--LabApp.user_settings_dir={settings}",
             f"--LabApp.workspaces_dir={workdir / 'workspaces'}",
             "--LabApp.expose_app_in_browser=True",
             "--LabApp.news_url=", "--LabApp.extension_manager=readonly",
             "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
             "--ServerApp.terminals_enabled=False", *ROOT_ARGS],
            cwd=self.root, env=env, log=workdir / "jupyterlab.log", port=port, token=token)

    def api(self, path: str, method: str = "GET"):
        with self.get(path, method) as answer:
            body = answer.read()
        return json.loads(body) if body else None

    def stop(self) -> None:
        """Shut the kernels down, then the server; kill it if it lingers."""
        if self.process.poll() is None:
            try:
                for kernel in self.api("/api/kernels"):
                    self.api(f"/api/kernels/{kernel['id']}", method="DELETE")
            except OSError:
                pass
        super().stop()


@pytest.fixture(scope="module")
def lab(browser, tmp_path_factory):
    server = Lab(tmp_path_factory.mktemp("lab"))
    try:
        server.wait_until_up()
        yield server
    finally:
        server.stop()


# --- the notebooks in the page ------------------------------------------------------------

# Started in the page and left running there (so two pages can work at once); Python polls
# ``window.mtgrulesJob``. Opens the notebook, clears it, runs all cells, waits for the kernel
# to be idle and for every widget view to be drawn, then reads every cell.
START = f"""(path) => {{
    const app = window.jupyterapp;
    const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
    const until = async (ready, ms) => {{
        const end = Date.now() + ms;
        while (Date.now() < end) {{ if (ready()) return true; await sleep(250); }}
        return false;
    }};
    const job = window.mtgrulesJob = {{path, done: false, started: Date.now()}};
    const codeCells = panel => panel.content.widgets.filter(c => c.model.type === 'code');
    const viewsIn = cell => cell.model.outputs.toJSON()
        .filter(o => o.data && o.data['{WIDGET_VIEW}']).length;
    // Run All's promise settles at the first error reply, even for a raises-exception cell,
    // while the kernel goes on with the queued cells; so wait until every code cell has an
    // execution count, or until nothing has moved for a while (a real error stopped the run).
    const finished = panel => {{
        let seen = -1, quietSince = Date.now();
        return () => {{
            const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
            const cells = codeCells(panel);
            const done = cells.filter(c => c.model.executionCount !== null).length;
            const idle = kernel && kernel.status === 'idle';
            if (done !== seen || !idle) {{ seen = done; quietSince = Date.now(); }}
            return idle && (done === cells.length || Date.now() - quietSince > 6000);
        }};
    }};
    const settled = panel => () => !panel.node.innerText.includes('Loading widget') &&
        codeCells(panel).every(c => c.node.querySelectorAll('{VIEWS}').length >= viewsIn(c));
    (async () => {{
        try {{
            const panel = await app.commands.execute('docmanager:open',
                                                     {{path, factory: 'Notebook'}});
            job.panelId = panel.id;
            job.opened = (Date.now() - job.started) / 1000;
            await panel.context.ready;
            await panel.sessionContext.ready;
            app.shell.activateById(panel.id);
            if (!await until(() => app.shell.currentWidget === panel, 30000))
                throw new Error('the notebook tab did not become the current one');
            await app.commands.execute('notebook:clear-all-cell-outputs');
            job.ready = (Date.now() - job.started) / 1000;
            await app.commands.execute('notebook:run-all-cells');
            job.idle = await until(finished(panel), 240000);
            job.ran = (Date.now() - job.started) / 1000;
            job.settled = await until(settled(panel), 30000);
            job.drawn = (Date.now() - job.started) / 1000;
            job.cells = panel.content.widgets.map((cell, index) => {{
                const code = cell.model.type === 'code';
                const outputs = code ? cell.model.outputs.toJSON() : [];
                const area = cell.node.querySelector('.jp-Cell-outputArea');
                return {{
                    index, type: cell.model.type,
                    tags: cell.model.getMetadata('tags') || [],
                    count: code ? cell.model.executionCount : 0,
                    errors: outputs.filter(o => o.output_type === 'error')
                        .map(o => `${{o.ename}}: ${{o.evalue}}`),
                    stderr: outputs.filter(o => o.output_type === 'stream' && o.name === 'stderr')
                        .map(o => String(o.text).slice(-600)),
                    views: code ? viewsIn(cell) : 0,
                    rendered: cell.node.querySelectorAll('{VIEWS}').length,
                    text: area ? area.innerText : '',
                }};
            }});
        }} catch (error) {{
            job.error = String(error && error.stack || error);
        }}
        job.seconds = (Date.now() - job.started) / 1000;
        job.done = true;
    }})();
    return true;
}}"""


class Session:
    """Every notebook opened and run once per test module; pages stay open (kernels alive)
    afterwards for the interaction tests.

    ``workers`` pages can run notebooks at once; on two cores one is as fast (the kernels
    and the page compete for the same CPUs), so that is the default.
    """

    def __init__(self, lab: Lab, browser, workers: int = 1) -> None:
        self.lab, self.browser, self.workers = lab, browser, workers
        self.jobs: dict[str, dict] = {}     # notebook name -> what START found
        self.where: dict[str, object] = {}  # notebook name -> the page it is open in
        self.page_errors: list[str] = []
        self.seconds = 0.0

    def open_page(self, number: int):
        page = self.browser.new_page()
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        page.goto(f"{self.lab.base}/lab/workspaces/check-{number}?reset&token={self.lab.token}",
                  wait_until="domcontentloaded", timeout=60_000)
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell &&"
                               " document.querySelector('.jp-LabShell')", timeout=60_000)
        return page

    def run_everything(self) -> None:
        if self.jobs:
            return
        started = time.monotonic()
        queue = [nb.stem for nb in sorted(self.lab.root.glob("*.ipynb"))]
        pages = [self.open_page(i) for i in range(min(self.workers, len(queue)))]
        busy: dict[int, tuple[str, float]] = {}
        while queue or busy:
            for i, page in enumerate(pages):
                if i in busy:
                    name, since = busy[i]
                    job = page.evaluate("() => window.mtgrulesJob")
                    if job["done"]:
                        self.finish(page, name, job)
                        del busy[i]
                    elif time.monotonic() - since > 330:
                        self.jobs[name] = dict(job, error="gave up waiting after 330 s")
                        del busy[i]
                if i not in busy and queue:
                    name = queue.pop(0)
                    page.evaluate(START, f"{name}.ipynb")
                    busy[i] = (name, time.monotonic())
            time.sleep(0.3)
        self.seconds = time.monotonic() - started
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (SCREENSHOTS / "timings.json").write_text(json.dumps(
            {"all notebooks, seconds": round(self.seconds, 1),
             **{name: {key: job.get(key) for key in ("seconds", "opened", "ready", "ran")}
                for name, job in self.jobs.items()}}, indent=1))

    def finish(self, page, name: str, job: dict) -> None:
        self.jobs[name] = job
        self.where[name] = page
        if job.get("panelId"):
            views = self.locate(name, VIEWS)
            screenshot(page, name, views.first if views.count() else None)

    def run(self, name: str):
        """The page showing notebook ``name`` (now the current tab) and what its run found."""
        self.run_everything()
        if name not in self.jobs:
            pytest.fail(f"notebooks/{name}.ipynb does not exist (yet): the browser check needs it")
        job = self.jobs[name]
        if job.get("error"):
            pytest.fail(f"{name}: running it in JupyterLab failed: {job['error']}")
        page = self.where[name]
        page.evaluate("id => window.jupyterapp.shell.activateById(id)", job["panelId"])
        page.wait_for_function("id => window.jupyterapp.shell.currentWidget &&"
                               " window.jupyterapp.shell.currentWidget.id === id",
                               arg=job["panelId"], timeout=30_000)
        return page, job

    def locate(self, name: str, selector: str):
        return self.where[name].locator(f"#{self.jobs[name]['panelId']} {selector}")


@pytest.fixture(scope="module")
def session(lab, browser):
    return Session(lab, browser)


def screenshot(page, name: str, target=None) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    if target is not None:
        target.evaluate("element => element.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
    page.screenshot(path=str(path))
    return path


def describe(cell: dict) -> str:
    return f"cell {cell['index']} (tags {cell['tags']})"


EXPLORER_TEXTS = f"""panelId => {{
    const texts = {{}};
    document.querySelectorAll(`#${{panelId}} .jp-Cell`).forEach((cell, index) => {{
        const area = cell.querySelector('.jp-Cell-outputArea');
        if (area && cell.querySelector('{VIEWS}')) texts[index] = area.innerText;
    }});
    return texts;
}}"""
"""The text of each cell of a notebook panel that shows a widget view, by the cell's place."""

ALL_IN_CHINESE = f"""panelId => {{
    const texts = Object.values(({EXPLORER_TEXTS})(panelId));
    return texts.length > 0 && texts.every(text => /[\\u4e00-\\u9fff]/.test(text));
}}"""


def explorers_in_chinese(page, panel_id: str, timeout_ms: int = 60_000) -> dict[int, str]:
    """The text of every cell showing a widget view, read once each has Chinese in it or
    after ``timeout_ms``. A view's box is in the page before what is inside it is drawn
    (later still on a loaded machine), so reading at once can find an empty box."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    try:
        page.wait_for_function(ALL_IN_CHINESE, arg=panel_id, timeout=timeout_ms, polling=500)
    except PlaywrightTimeout:
        pass  # the caller names the cells that still show none
    return {int(index): text for index, text in page.evaluate(EXPLORER_TEXTS, panel_id).items()}


def check_cells_ran_cleanly(name: str, code: list[dict]) -> None:
    """Every code cell (as START read it) ran; none shows an error but the expected one of a
    ``raises-exception`` cell (or the stored message of a live version's ``stored-error``
    cell); every widget view was drawn, none broken."""
    not_run = [describe(c) for c in code if not c["count"]]
    for cell in code:
        expected = "raises-exception" in cell["tags"]
        if expected:
            assert cell["errors"], f"{name}: {describe(cell)} should show its expected error"
        else:
            assert not cell["errors"], f"{name}: {describe(cell)} shows an error:\n{cell['errors']}"
            shown = "stored-error" in cell["tags"]
            tracebacks = [s for s in cell["stderr"]
                          if "Traceback" in s or ("Error" in s and not shown)]
            assert not tracebacks, f"{name}: {describe(cell)} printed an error:\n{tracebacks}"
            assert cell["stderr"] or not shown, f"{name}: {describe(cell)} lost its message"
        assert EXPLORER_FAILURE not in cell["text"], f"{name}: {describe(cell)}: {cell['text']}"
        for broken in BROKEN_WIDGET_TEXTS:
            assert broken not in cell["text"], f"{name}: {describe(cell)} shows {broken!r}"
        assert cell["rendered"] == cell["views"], (
            f"{name}: {describe(cell)}: {cell['views'] - cell['rendered']} of {cell['views']} "
            f"widget views did not render")
    assert not not_run, f"{name}: Run All did not execute {not_run}"


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[nb.stem for nb in NOTEBOOKS])
def test_notebook_runs_and_renders_in_jupyterlab(session, notebook):
    name = notebook.stem
    _, job = session.run(name)
    stored = session.lab.stored_views[name]
    cells = job["cells"]
    assert job["idle"], f"{name}: the kernel was still busy after 240 s"
    assert job["settled"], f"{name}: widget views still loading or missing after 30 s"

    code = [c for c in cells if c["type"] == "code"]
    if '"cell_type": "code"' not in notebook.read_text(encoding="utf-8"):
        assert cells, f"{name}: no cells found in the page"   # a notebook of prose only
        return
    assert code, f"{name}: no code cells found in the page"
    check_cells_ran_cleanly(name, code)

    live = sum(c["views"] for c in code)
    assert live == stored, (f"{name}: the stored notebook displays {stored} widgets, "
                            f"JupyterLab showed {live}")


# --- explorers react to the page ----------------------------------------------------------

def explorer_output(explorer) -> str:
    """What a learner sees in the explorer's output: its text and its pictures."""
    outputs = explorer.locator(".widget-output")
    if not outputs.count():
        return ""
    return outputs.first.evaluate(
        "o => o.innerText + Array.from(o.querySelectorAll('img')).map(i => i.src).join()")


def wait_for_change(page, explorer, before: str, timeout: float = 20,
                    read=explorer_output) -> str:
    """What ``read`` finds in the explorer once it differs from ``before`` (or at the timeout)."""
    deadline = time.monotonic() + timeout
    now = read(explorer)
    while now == before and time.monotonic() < deadline:
        page.wait_for_timeout(200)
        now = read(explorer)
    return now


def test_payment_explorer_table_changes_after_typing_a_cost(session):
    page, _ = session.run(PAYMENT)
    type_a_cost_and_check_the_tables(page, session.locate(PAYMENT, VIEWS), PAYMENT)


def type_a_cost_and_check_the_tables(page, views, shot: str, timeout: float = 20) -> None:
    """In the first of ``views`` with a text box and a table (the payment explorer), type a
    new cost and check that its output and its first table change; screenshot ``shot``."""
    explorers = (views.filter(has=page.locator(".widget-text input"))
                 .filter(has=page.locator(".widget-output table")))
    assert explorers.count(), f"{PAYMENT}: no displayed explorer with a text box and a table"
    explorer = explorers.first
    explorer.scroll_into_view_if_needed()
    before = explorer_output(explorer)
    tables_before = explorer.locator(".widget-output table").first.inner_html()

    box = explorer.locator(".widget-text input").first
    box.click()
    box.fill("{W/P}{W/P}")
    box.press("Enter")
    box.press("Tab")
    after = wait_for_change(page, explorer, before, timeout)
    screenshot(page, f"{shot}-after-typing", explorer)

    assert after != before, f"{PAYMENT}: the explorer's output did not change after typing a cost"
    tables = explorer.locator(".widget-output table")
    assert tables.count(), f"{PAYMENT}: no table left in the explorer's output"
    assert tables.first.inner_html() != tables_before, f"{PAYMENT}: the table did not change"
    assert "⚠" not in explorer.inner_text(), f"{PAYMENT}: {explorer.inner_text()[:500]}"


CONTROLS = (
    (".widget-dropdown select", "dropdown"),
    (".widget-checkbox input[type=checkbox]", "checkbox"),
    (".widget-select select", "selection list"),
    (".widget-textarea textarea", "text area"),
)


def change(control, kind: str) -> None:
    if kind == "checkbox":
        control.click()
    elif kind in ("dropdown", "selection list"):
        options = control.locator("option")
        current = control.evaluate("s => s.selectedIndex")
        control.select_option(index=(current + 1) % max(1, options.count()))
    else:
        control.click()
        control.press("End")
        control.press("Control+End")
        control.type("\nForest")
        control.press("Tab")


def test_could_produce_explorer_updates_after_a_control_change(session):
    page, _ = session.run(COULD_PRODUCE)
    explorers = session.locate(COULD_PRODUCE, VIEWS).filter(has=page.locator(".widget-output"))
    assert explorers.count(), f"{COULD_PRODUCE}: no displayed explorer with an output area"
    explorer = explorers.first
    explorer.scroll_into_view_if_needed()
    tried = []
    for selector, kind in CONTROLS:
        controls = explorer.locator(selector)
        for i in range(min(controls.count(), 4)):
            before = explorer_output(explorer)
            change(controls.nth(i), kind)
            after = wait_for_change(page, explorer, before, timeout=10)
            tried.append(f"{kind} {i}")
            if after != before:
                screenshot(page, f"{COULD_PRODUCE}-after-{kind.replace(' ', '-')}", explorer)
                assert EXPLORER_FAILURE not in explorer.inner_text()
                return
    pytest.fail(f"{COULD_PRODUCE}: the explorer's output did not change after changing "
                f"any control (tried {tried or 'nothing: no checkbox, dropdown or text area'})")


# --- every explorer at two window widths, before and after a change -------------------------

SIZES = ((1400, 900), (1024, 768))
WITH_EXPLORERS = [nb for nb in NOTEBOOKS if "explorer(" in nb.read_text(encoding="utf-8")]

# What a learner would find cut or spilling in an explorer: a label or a button whose text
# doesn't fit, a dropdown narrower than its longest option, a control past the right edge of
# the notebook's output area.
FIT = """(root) => {
    const problems = [];
    const ctx = document.createElement('canvas').getContext('2d');
    const shown = el => el.offsetParent !== null && el.getBoundingClientRect().width > 0;
    for (const el of root.querySelectorAll('.widget-label, button')) {
        if (shown(el) && el.scrollWidth > el.clientWidth + 1)
            problems.push(`cut: "${el.innerText.trim()}"`);
    }
    for (const select of root.querySelectorAll('.widget-dropdown select')) {
        if (!shown(select)) continue;
        const style = getComputedStyle(select);
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        let widest = 0, text = '';
        for (const option of select.options) {
            const width = ctx.measureText(option.text).width;
            if (width > widest) { widest = width; text = option.text; }
        }
        if (widest > select.clientWidth - 20) problems.push(`dropdown too narrow for "${text}"`);
    }
    const area = root.closest('.jp-Cell-outputArea') || root;
    const right = area.getBoundingClientRect().right;
    for (const el of root.querySelectorAll('.widget-inline-hbox, .widget-text, .widget-dropdown, button, .widget-slider')) {
        const box = el.getBoundingClientRect();
        if (shown(el) && box.right > right + 2)
            problems.push(`past the right edge by ${Math.round(box.right - right)} px: ` +
                          `"${(el.innerText || el.className).trim().slice(0, 40)}"`);
    }
    return problems;
}"""


@pytest.mark.parametrize("notebook", WITH_EXPLORERS, ids=[nb.stem for nb in WITH_EXPLORERS])
def test_explorer_fits_at_both_widths_before_and_after_a_change(session, notebook):
    name = notebook.stem
    page, _ = session.run(name)
    views = session.locate(name, VIEWS).filter(has=page.locator(".widget-output"))
    assert views.count(), f"{name}: no explorer on the page"
    explorer = views.first
    problems = []
    try:
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(500)
            explorer.scroll_into_view_if_needed()
            problems += [f"{width} px: {p}" for p in explorer.evaluate(FIT)]
            screenshot(page, f"{name}-{width}", explorer)
        dropdowns = explorer.locator(".widget-dropdown select")
        if dropdowns.count():
            before = explorer_output(explorer)
            change(dropdowns.first, "dropdown")
            wait_for_change(page, explorer, before, timeout=10)
            assert EXPLORER_FAILURE not in explorer.inner_text()
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                page.wait_for_timeout(500)
                problems += [f"{width} px after a change: {p}" for p in explorer.evaluate(FIT)]
                screenshot(page, f"{name}-{width}-after-a-change", explorer)
    finally:
        page.set_viewport_size({"width": 1400, "height": 900})
    assert not problems, f"{name}: " + "; ".join(dict.fromkeys(problems))


ANSWER_BOX_NOTEBOOK = "02_negative_numbers"


def test_an_answer_box_gives_a_hint_and_the_solution_only_on_request(session):
    page, _ = session.run(ANSWER_BOX_NOTEBOOK)
    check_an_answer_box(page, session.locate(ANSWER_BOX_NOTEBOOK, VIEWS), ANSWER_BOX_NOTEBOOK)


def check_an_answer_box(page, views, shot: str, timeout_ms: int = 20_000) -> None:
    """The first answer box of ``views`` says "Not quite" to a wrong answer, without the
    solution, and shows the solution on request; screenshot ``shot``-answer-box."""
    boxes = views.filter(has=page.locator("button", has_text="Show solution"))
    assert boxes.count(), f"{shot}: no answer box on the page"
    box = boxes.first
    box.scroll_into_view_if_needed()
    assert "Solution to exercise" not in box.inner_text()
    assert "Not quite" not in box.inner_text()
    field = box.locator(".widget-text input").first
    field.click()
    field.fill("123456")
    field.press("Enter")
    page.wait_for_function("el => el.innerText.includes('Not quite')", arg=box.element_handle(),
                           timeout=timeout_ms)
    assert "Solution to exercise" not in box.inner_text()
    box.locator("button", has_text="Show solution").click()
    page.wait_for_function("el => el.innerText.includes('Solution to exercise')",
                           arg=box.element_handle(), timeout=timeout_ms)
    screenshot(page, f"{shot}-answer-box", box)
