"""The app pages of the live site (tools/build_app.py), built without a browser: what a page
holds (the prose and stored results in the HTML, the cells it runs, its words in each
language), links between pages, and the checks of what the build is given. Each page is
opened in headless Chromium by tests/browser/test_live_app.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import pytest

from tools import build_app, build_live, learner

ROOT = Path(__file__).resolve().parents[2]
STORED = 'from widgets import show_stored  # the study notebook\'s result, stored\n\nshow_stored("eJw=")'


def _notebook(*cells) -> nbformat.NotebookNode:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = list(cells)
    return notebook


def _config(page: str) -> dict:
    raw = re.search(r'<script id="mtgrules-app" type="application/json">(.*?)</script>', page, re.S)
    assert raw, "the page carries no configuration"
    return json.loads(raw.group(1).replace("<\\/", "</"))


@pytest.mark.parametrize("source,replays", [
    (STORED, True),
    ('show_stored("eJw=")', True),
    ('from widgets import show_stored\nshow_stored("a")\nshow_stored("b")', False),
    ('explorer = payment_explorer("{1}")\nexplorer', False),
    ('from widgets import show_stored, payment_explorer\nshow_stored("a")', False),
    ("show_stored(", False),
])
def test_only_a_cell_that_shows_stored_results_is_left_unrun(source, replays):
    assert build_app.replays_stored(source) is replays


def test_every_live_notebook_runs_its_set_up_first_and_replays_the_rest():
    """In each shipped learner notebook the cells a page runs are the set-up, explorers and
    answer boxes: the first is the set-up (it imports what the others use)."""
    for path in sorted((ROOT / "notebooks").glob("0[1-5]_*.ipynb")):
        live = learner.live_version(nbformat.read(path, as_version=4))
        run = [c for c in live.cells if c.cell_type == "code" and not build_app.replays_stored(c.source)]
        replayed = [c for c in live.cells if c.cell_type == "code" and build_app.replays_stored(c.source)]
        assert run and replayed, path.name
        assert "import" in run[0].source, f"{path.name}: the first cell run is not the set-up"
        assert len(run) < len(replayed), path.name


def test_a_page_holds_the_prose_the_stored_results_and_the_cells_to_run():
    notebook = _notebook(
        nbformat.v4.new_markdown_cell("# 03 · Paying\n\n> **To use this notebook** run it first.\n\n"
                                      "See the [glossary](06_glossary.ipynb#Mana-cost)."),
        nbformat.v4.new_code_cell("import mtgrules as mr\nprint('Ready.')", outputs=[
            nbformat.v4.new_output("stream", name="stdout", text="Ready.\n")]),
        nbformat.v4.new_markdown_cell("## The rule in brief\n\nText <b>bold</b>."),
        nbformat.v4.new_code_cell(STORED, outputs=[nbformat.v4.new_output(
            "display_data", data={"text/html": "<table><tr><td>stored table</td></tr></table>",
                                  "text/plain": "repr"})]),
        nbformat.v4.new_code_cell("explorer = payment_explorer()\nexplorer", outputs=[
            nbformat.v4.new_output("execute_result", execution_count=3, data={
                build_app.WIDGET_VIEW: {"model_id": "x", "version_major": 2, "version_minor": 0},
                "text/plain": "VBox(children=(...))"})]),
    )
    page = build_app.page_html(notebook, "03_paying.ipynb", "en")
    config = _config(page)
    assert [c["cell"] for c in config["cells"]] == [1, 4]  # the set-up and the explorer
    assert config["cells"][1]["code"].startswith("explorer = payment_explorer()")
    assert config["worker"] == "../app/static/python-worker.js"
    assert "<title>03 · Paying</title>" in page
    assert "stored table" in page and "repr" not in page
    assert "VBox" not in page  # a widget's place says it is coming, never its repr
    assert page.count('class="mtgrules-waiting"') == 1
    assert "run it first" not in page  # the page runs by itself
    assert 'href="06_glossary.html#Mana-cost"' in page  # another notebook: its app page
    assert 'id="The-rule-in-brief"' in page  # JupyterLab's heading ids, for those links
    assert 'class="mtgrules-code mtgrules-setup" data-cell="1"' in page
    assert 'href="../lab/index.html?path=03_paying.ipynb"' in page


@pytest.mark.parametrize("lang,words", [("zh-Hans", "正在浏览器中启动"), ("zh-Hant", "正在瀏覽器中啟動")])
def test_a_translated_page_speaks_its_language_and_finds_the_shared_files(lang, words):
    notebook = _notebook(nbformat.v4.new_markdown_cell("# 标题"),
                         nbformat.v4.new_code_cell("x = 1"))
    page = build_app.page_html(notebook, "03_paying.ipynb", lang)
    config = _config(page)
    assert f'<html lang="{lang}">' in page
    assert words in page and words in config["words"]["starting"]
    assert not re.search(r"[A-Za-z]{4,}", "".join(config["words"].values()).replace("JupyterLab", "").replace("Python", ""))
    assert config["worker"] == "../../app/static/python-worker.js"
    assert f'href="../lab/index.html?path={lang}/03_paying.ipynb"' in page
    assert build_app.app_page("03_paying.ipynb", lang) == f"{lang}/app/03_paying.html"
    assert build_live.app_page("03_paying.ipynb", lang) == f"{lang}/app/03_paying.html"


def test_a_pyodide_that_restores_images_another_way_stops_the_build(tmp_path):
    (tmp_path / "pyodide.asm.mjs").write_text("function restore(){return HEAP8.set(t)}")
    with pytest.raises(build_app.AppBuildError, match="restores a memory image differently"):
        build_app.restoring_module(tmp_path, tmp_path)
    (tmp_path / "pyodide.asm.mjs").write_text("x;" + build_app.RESTORE + "y")
    out = tmp_path / "out"
    out.mkdir()
    build_app.restoring_module(tmp_path, out)
    assert (out / "pyodide.asm.mjs").read_text() == "x;" + build_app.GROWN + "y"


def test_a_site_without_pyodide_is_refused(tmp_path):
    with pytest.raises(build_app.AppBuildError, match="build the live site first"):
        build_app.add_app(tmp_path)
