"""The Simplified and Traditional Chinese handouts, cheat sheets and indexes, read back.

Built like the English ones (tools/build_handouts.py, from a snapshot of the translated
notebooks), then read with poppler: page counts, the text in its script (the page notice,
the answer key, the cheat sheet's parts), every font embedded (the Chinese glyphs come from
the Noto CJK fonts; Chromium embeds their outlines), and a PNG of the first page of each
handout and of each cheat sheet under build/screenshots/pdf/<lang>/ to look at.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]

from tools import build_handouts  # noqa: E402
from tools import learner  # noqa: E402
from tests.tools.test_handouts import Links, flat, pages_of, poppler, text_of  # noqa: E402

pytestmark = pytest.mark.browser
LANGS = ("zh-Hans", "zh-Hant")
SCREENSHOTS = ROOT / "build" / "screenshots" / "pdf"
WORDS = {"zh-Hans": {"notice": "的打印讲义", "key": "参考答案", "sheet": "速查表",
                     "examples": "三个算例", "line": "你的答案"},
         "zh-Hant": {"notice": "的列印講義", "key": "參考答案", "sheet": "速查表",
                     "examples": "三個演算範例", "line": "你的答案"}}
CJK = re.compile(r"[\u4e00-\u9fff]")
CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


@pytest.fixture(scope="module")
def built(browser, tmp_path_factory):
    poppler("pdfinfo")
    if not build_handouts.cjk_font_installed():
        pytest.fail("no Chinese font: install fonts-noto-cjk (.ci/run does)")
    out = tmp_path_factory.mktemp("handouts-zh")
    snapshot = out.parent / f"{out.name}-notebooks"
    shutil.copytree(ROOT / "notebooks", snapshot,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints", "i18n"))
    notebooks = [str(p) for lang in LANGS for p in sorted((snapshot / lang).glob("*.ipynb"))]
    done = subprocess.run([sys.executable, "-m", "tools.build_handouts", "--out",
                           str(out), "--pages", str(out.parent / f"{out.name}-pages"),
                           *notebooks], capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert done.returncode == 0, f"build_handouts failed:\n{done.stdout}\n{done.stderr}"
    return out, snapshot


@pytest.mark.parametrize("lang", LANGS)
def test_every_chinese_handout_prints_in_its_script_with_its_fonts_embedded(built, lang):
    out, snapshot = built
    words = WORDS[lang]
    shots = SCREENSHOTS / lang
    if shots.exists():
        shutil.rmtree(shots)
    shots.mkdir(parents=True)
    for path in sorted((snapshot / lang).glob("*.ipynb")):
        study = nbformat.read(path, as_version=4)
        pdf = out / lang / f"{path.stem}.pdf"
        pages = pages_of(pdf)
        assert 1 <= pages <= build_handouts.max_pages(path.stem), f"{pdf.name}: {pages} pages"
        text = flat(text_of(pdf))
        title = next(line[2:].strip() for c in study.cells if c.cell_type == "markdown"
                     for line in c.source.splitlines() if line.startswith("# "))
        squeezed = re.sub(r"\s+", "", text)   # pdftotext may split Chinese lines anywhere
        # (pdftotext may give a wrapped title, or a line mixing Latin and Chinese text, in
        # another order: look for each two characters of its Chinese)
        for run in CJK_RUN.findall(title):
            for i in range(0, max(len(run) - 1, 1), 2):
                assert run[i:i + 2] in squeezed, f"{lang}/{pdf.name} lacks its title {title!r}"
        assert words["notice"] in squeezed and "Printed handout" not in text
        assert len(CJK.findall(text)) > 500, f"{lang}/{pdf.name} is hardly Chinese"
        fonts = subprocess.run([poppler("pdffonts"), str(pdf)], capture_output=True,
                               text=True, check=True).stdout.splitlines()[2:]
        assert fonts and all(line.split()[-5] == "yes" for line in fonts), \
            f"{lang}/{pdf.name} has a font that is not embedded:\n" + "\n".join(fonts)
        exercises = learner.exercises_of(study)
        if exercises is not None:
            last = re.sub(r"\s+", "", text_of(pdf, pages))
            before = re.sub(r"\s+", "", " ".join(text_of(pdf, p) for p in range(1, pages)))
            assert words["key"] in last and words["key"] not in before
            assert before.count(words["line"]) == len(exercises)
        subprocess.run([poppler("pdftoppm"), "-f", "1", "-l", "1", "-r", "60", "-png",
                        "-singlefile", str(pdf), str(shots / f"{path.stem}-1")], check=True)
        sheet = out / lang / f"{path.stem}-cheatsheet.pdf"
        if re.match(r"0[1-5]_", path.name):
            assert pages_of(sheet) == 1, f"{lang}/{sheet.name} is not one page"
            sheet_text = re.sub(r"\s+", "", text_of(sheet))
            assert words["sheet"] in sheet_text and words["examples"] in sheet_text
            subprocess.run([poppler("pdftoppm"), "-r", "60", "-png", "-singlefile", str(sheet),
                            str(shots / f"{sheet.stem}")], check=True)
        else:
            assert not sheet.exists()


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_index_linking_the_others(built, lang):
    out, snapshot = built
    index = (out / lang / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in index and CJK.search(index)
    links = Links()
    links.feed(index)
    for path in sorted((snapshot / lang).glob("*.ipynb")):
        assert f"{path.stem}.pdf" in links.hrefs
        if (out / "live" / "lab" / "index.html").is_file():  # a live site built beside them
            assert "../" + learner.live_page(path.name, lang) in links.hrefs
    other = "zh-Hant" if lang == "zh-Hans" else "zh-Hans"
    assert f"../{other}/index.html" in links.hrefs
    for href in links.hrefs:
        if not href.startswith("../live/"):
            assert (out / lang / href).is_file(), f"{lang}/index.html links {href}, missing"
