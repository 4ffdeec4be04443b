"""The notebooks and the explorers' messages in Simplified and Traditional Chinese are
complete and current (DESIGN "Languages"; tools/translate_notebooks.py, tools/build_catalogs.py).

A changed English cell makes its translations stale, and the check names them; a message
added to the code without a translation fails the catalog check.
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]

from tools import build_catalogs  # noqa: E402
from tools import translate_notebooks as tn  # noqa: E402

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("lang", tn.LANGS)
@pytest.mark.parametrize("name", tn.names())
def test_translation_is_complete_and_current(name, lang):
    assert tn.source_path(name, lang).exists(), f"no {lang} translation of {name}"
    problems = tn.problems(name, lang)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("lang", tn.LANGS)
@pytest.mark.parametrize("name", tn.names())
def test_every_markdown_cell_reads_in_its_script(name, lang):
    nb = nbformat.read(tn.built_path(name, lang), as_version=4)
    assert nb.metadata["mtgrules"]["lang"] == lang
    for cell in nb.cells:
        if cell.cell_type == "markdown" and re.search(r"[A-Za-z]{4,} [A-Za-z]{4,}", cell.source):
            assert CJK.search(cell.source), f"{name} {lang} cell {cell.id} has no Chinese"


# characters that differ between the scripts in the terms the notebooks use most
SIMPLIFIED_ONLY = "费说动发见这们个时实为从对让设选"
TRADITIONAL_ONLY = "費說動發見這們個時實為從對讓設選"


@pytest.mark.parametrize("name", tn.names())
def test_each_script_is_its_own(name):
    hans = tn.source_path(name, "zh-Hans").read_text(encoding="utf-8")
    hant = tn.source_path(name, "zh-Hant").read_text(encoding="utf-8")
    assert not set(TRADITIONAL_ONLY) & set(hans), "Traditional characters in zh-Hans"
    assert not set(SIMPLIFIED_ONLY) & set(hant), "Simplified characters in zh-Hant"


def test_a_changed_english_cell_is_reported_stale(tmp_path, monkeypatch):
    notebooks = tmp_path / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks)
    monkeypatch.setattr(tn, "ROOT", tmp_path)
    monkeypatch.setattr(tn, "NOTEBOOKS", notebooks)
    monkeypatch.setattr(tn, "I18N", notebooks / "i18n")
    name = "02_negative_numbers"
    assert tn.problems(name, "zh-Hans") == []
    path = notebooks / f"{name}.ipynb"
    nb = nbformat.read(path, as_version=4)
    cell = next(c for c in nb.cells if c.cell_type == "markdown")
    cell.source += "\n\nA new English sentence."
    nbformat.write(nb, path)
    found = tn.problems(name, "zh-Hans")
    assert any(f"stale: cell {cell.id}" in line for line in found), found
    assert tn.problems(name, "zh-Hant") != []


@pytest.mark.parametrize("domain", build_catalogs.domains(), ids=lambda d: d.name)
def test_catalog_is_complete(domain):
    problems = build_catalogs.problems(domain)
    assert problems == [], "\n".join(problems[:20])
