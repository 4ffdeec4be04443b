"""A Chinese learner's JupyterLab: the translated notebooks run in Chromium with JupyterLab's
own menus in that language (its language pack, as ``mtgrules lab --lang`` sets it), every
cell runs cleanly, the explorers speak Chinese, and a screenshot of each goes to
build/screenshots/ (``zh-Hans-03_...png``, ``zh-Hant-02_...png``)."""

from __future__ import annotations

import json
import re

import pytest

from mtgrules.app.launch import lab_settings_dir

from tests.browser.test_lab import (START, VIEWS, Lab, check_cells_ran_cleanly, explorers_in_chinese,
                          screenshot)

pytestmark = pytest.mark.browser

CJK = re.compile(r"[\u4e00-\u9fff]")
RUNS = {"zh-Hans": ("zh_CN", "03_hybrid_phyrexian_payment", "运行所有单元格"),
        "zh-Hant": ("zh_TW", "02_negative_numbers", "執行所有儲存格")}
"""Per language: JupyterLab's locale, the notebook run, and JupyterLab's own label of its
"Run All Cells" command in that language's pack (the zh-TW pack translates fewer strings
than zh-CN: no menu-bar title, which the package's own lab settings supply, and some
commands)."""
MENU_BAR = {"zh-Hans": "运行", "zh-Hant": "執行"}
"""The Run menu's title in each language (zh-Hant: from mtgrules/app/lab_settings)."""


@pytest.mark.parametrize("lang", list(RUNS))
def test_translated_notebook_runs_in_a_jupyterlab_in_that_language(lang, browser,
                                                                   tmp_path_factory):
    locale, notebook, run_all = RUNS[lang]
    menus = json.loads((lab_settings_dir(lang) / "overrides.json").read_text(encoding="utf-8"))
    server = Lab(tmp_path_factory.mktemp(f"lab-{lang}"), extra_settings={
        "@jupyterlab/translation-extension/plugin.jupyterlab-settings": {"locale": locale},
        # the menu-bar titles mtgrules lab supplies (its own lab settings), as user settings
        **({"@jupyterlab/mainmenu-extension/plugin.jupyterlab-settings":
            menus["@jupyterlab/mainmenu-extension:plugin"]}
           if "@jupyterlab/mainmenu-extension:plugin" in menus else {})})
    try:
        server.wait_until_up()
        page = browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{server.base}/lab/workspaces/{lang}?reset&token={server.token}",
                  wait_until="domcontentloaded", timeout=60_000)
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell &&"
                               " document.querySelector('.jp-LabShell')", timeout=60_000)
        label = page.evaluate("() => window.jupyterapp.commands.label('notebook:run-all-cells')")
        assert label == run_all, f"JupyterLab is not in {lang}: 'Run All Cells' is {label!r}"
        bar = page.eval_on_selector_all(".lm-MenuBar-itemLabel", "els => els.map(e => e.textContent)")
        assert MENU_BAR[lang] in bar, f"the menu bar in {lang}: {bar}"
        page.evaluate(START, f"{lang}/{notebook}.ipynb")
        page.wait_for_function("() => window.mtgrulesJob && window.mtgrulesJob.done",
                               timeout=330_000, polling=500)
        job = page.evaluate("() => window.mtgrulesJob")
        assert not job.get("error"), job.get("error")
        assert job["idle"] and job["settled"], f"{lang}/{notebook} did not finish drawing"
        code = [c for c in job["cells"] if c["type"] == "code"]
        check_cells_ran_cleanly(f"{lang}/{notebook}", code)
        explorers = [c for c in code if c["rendered"]]
        assert explorers, f"{lang}/{notebook} shows no explorer"
        silent = {index: text[:200] for index, text in
                  explorers_in_chinese(page, job["panelId"]).items() if not CJK.search(text)}
        assert not silent, f"{lang}/{notebook}: explorers show no Chinese: {silent}"
        views = page.locator(f"#{job['panelId']} {VIEWS}")
        screenshot(page, f"{lang}-{notebook}", views.first if views.count() else None)
        assert not errors, errors
        page.close()
    finally:
        server.stop()
