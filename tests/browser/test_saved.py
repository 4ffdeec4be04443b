"""A notebook run and saved in JupyterLab keeps working (walkthrough-2: learner 1, leader 1).

In headless Chromium, with the widget settings ``mtgrules lab`` gives JupyterLab: open
01_x_values, Run All, save, close it and stop its kernel; then, with no kernel running,
reopen it (a fresh kernel holds none of its widget models): every explorer shows its picture
(with the "not running" note), never "Error displaying widget: model not found"; and the printed handout built from the saved file shows
the explorer's snapshot, not ``XExplorer(card='Fireball', …)``. Screenshots go to
build/screenshots/saved-*.png.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from mtgrules.app import launch
from tests.browser.test_lab import BROKEN_WIDGET_TEXTS, SCREENSHOTS, START, VIEWS, WIDGET_VIEW, Lab
from tools import learner

ROOT = Path(__file__).resolve().parents[2]
NAME = "01_x_values"
WIDGETS_SETTING = "@jupyter-widgets/jupyterlab-manager:plugin"
FIRST_EXPLORER_CELL = 0

pytestmark = pytest.mark.browser


def lab_widget_settings() -> dict:
    """The widget manager's settings of a ``mtgrules lab`` server, as a user settings file."""
    overrides = json.loads((launch.lab_settings_dir() / "overrides.json").read_text("utf-8"))
    package, plugin = WIDGETS_SETTING.split(":")
    return {f"{package}/{plugin}.jupyterlab-settings": overrides[WIDGETS_SETTING]}


@pytest.fixture(scope="module")
def lab(browser, tmp_path_factory):
    server = Lab(tmp_path_factory.mktemp("saved"), extra_settings=lab_widget_settings())
    try:
        server.wait_until_up()
        yield server
    finally:
        server.stop()


def open_app(browser, lab: Lab, workspace: str):
    page = browser.new_page()
    page.goto(f"{lab.base}/lab/workspaces/{workspace}?reset&token={lab.token}",
              wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell &&"
                           " document.querySelector('.jp-LabShell')", timeout=60_000)
    return page


def run_all(page) -> dict:
    page.evaluate(START, f"{NAME}.ipynb")
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        job = page.evaluate("() => window.mtgrulesJob")
        if job["done"]:
            return job
        time.sleep(0.5)
    pytest.fail("Run All did not finish in 300 s")


SAVE_AND_CLOSE = """async (panelId) => {
    const app = window.jupyterapp;
    const panel = app.shell.widgets('main').find(w => w.id === panelId)
        || [...app.shell.widgets()].find(w => w.id === panelId);
    app.shell.activateById(panelId);
    await app.commands.execute('docmanager:save');
    await panel.context.save();
    const dirty = panel.context.model.dirty;
    await panel.sessionContext.shutdown();
    panel.dispose();
    return dirty;
}"""

REOPEN_WITHOUT_KERNEL = f"""async (path) => {{
    const app = window.jupyterapp;
    const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
    // the next day: no kernel was running, so a fresh one starts, holding none of the
    // explorers' models; the widget manager draws them from the state saved in the file
    const panel = await app.commands.execute('docmanager:open', {{path, factory: 'Notebook'}});
    await panel.context.ready;
    await panel.sessionContext.ready;
    app.shell.activateById(panel.id);
    const cells = () => panel.content.widgets.filter(c => c.model.type === 'code');
    const viewsIn = cell => cell.model.outputs.toJSON()
        .filter(o => o.data && o.data['{WIDGET_VIEW}']).length;
    const end = Date.now() + 60000;
    while (Date.now() < end) {{
        const text = panel.node.innerText;
        const drawn = cells().every(c => c.node.querySelectorAll('{VIEWS}').length >= viewsIn(c));
        if (text.includes('model not found') || (drawn && !text.includes('Loading widget')))
            break;
        await sleep(300);
    }}
    await sleep(1500);
    return {{
        panelId: panel.id,
        kernel: panel.sessionContext.session && panel.sessionContext.session.kernel
            ? panel.sessionContext.session.kernel.id : null,
        text: panel.node.innerText,
        views: cells().reduce((n, c) => n + viewsIn(c), 0),
        drawn: panel.node.querySelectorAll('{VIEWS} .jupyter-widgets').length,
    }};
}}"""


def test_a_notebook_run_and_saved_reopens_with_its_explorers_and_prints(lab, browser,
                                                                         tmp_path):
    page = open_app(browser, lab, "saved-run")
    job = run_all(page)
    assert not job.get("error"), job.get("error")
    assert all(c["count"] for c in job["cells"] if c["type"] == "code"), "Run All ran every cell"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "saved-1-after-run-all.png"))
    dirty = page.evaluate(SAVE_AND_CLOSE, job["panelId"])
    assert dirty is False, "the notebook was saved"
    ran_in = {kernel["id"] for kernel in lab.api("/api/kernels")}
    for kernel in ran_in:
        lab.api(f"/api/kernels/{kernel}", method="DELETE")
    assert lab.api("/api/kernels") == []  # no kernel running, none holding the models
    page.close()

    saved = lab.root / f"{NAME}.ipynb"
    study = nbformat.read(saved, as_version=4)
    global FIRST_EXPLORER_CELL
    FIRST_EXPLORER_CELL = next(i for i, c in enumerate(study.cells) if learner.is_live(c))
    assert launch.views_without_state(saved.read_bytes()) == 0
    assert learner.snapshot_problems(study) == []

    page = open_app(browser, lab, "saved-reopen")
    shown = page.evaluate(REOPEN_WITHOUT_KERNEL, f"{NAME}.ipynb")
    explorers = page.locator(f"#{shown['panelId']} .jp-Cell:has(.jupyter-widgets, "
                             ".jp-RenderedText)")
    target = page.locator(f"#{shown['panelId']} .jp-Cell").nth(FIRST_EXPLORER_CELL)
    target.evaluate("element => element.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(500)
    page.screenshot(path=str(SCREENSHOTS / "saved-2-reopened-without-kernel.png"))
    page.close()
    assert explorers is not None
    print({k: v for k, v in shown.items() if k != "text"})
    assert shown["kernel"] not in ran_in
    for broken in (*BROKEN_WIDGET_TEXTS, "model not found"):
        assert broken not in shown["text"], f"reopened, the notebook shows {broken!r}"
    assert shown["views"] >= 5 and shown["drawn"] >= shown["views"]
    assert "picture of its starting state" in shown["text"]  # the "not running" note

    # the printed handout, built from the file as saved
    copy = tmp_path / "saved"
    copy.mkdir()
    shutil.copy(saved, copy / saved.name)
    out = tmp_path / "handouts"
    built = subprocess.run([sys.executable, "-m", "tools.build_handouts", "--out", str(out),
                            "--pages", str(tmp_path / "pages"), str(copy / saved.name)],
                           capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert built.returncode == 0, built.stdout + built.stderr
    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        pytest.skip("pdftotext not found: install poppler-utils to read the printed handout")
    text = subprocess.run([pdftotext, str(out / f"{NAME}.pdf"), "-"], capture_output=True,
                          text=True, check=True).stdout
    assert "Explorer(" not in text and "A snapshot of the explorer" in text
    pdftoppm = shutil.which("pdftoppm")
    if pdftoppm:
        subprocess.run([pdftoppm, "-png", "-r", "50", "-f", "1", "-l", "3",
                        str(out / f"{NAME}.pdf"), str(SCREENSHOTS / "saved-3-handout")],
                       check=True)
