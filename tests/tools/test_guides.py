"""The facilitator's guides (tools/build_guides.py), printed once into a temporary folder and
read back with poppler: one guide per cluster and language, at most two A4 pages, no word
outside the printable area, the running order's slides numbered as the deck numbers them, the
deck's questions with their answers, the practice engine's misconceptions of the cluster in
the guide's language, and no English on a Chinese guide. A source whose minutes don't add up,
or that names a slide the deck lacks, is refused; so is a guide that would print on three pages.
"""

from __future__ import annotations

import re
import subprocess
import sys
from html import unescape
from pathlib import Path

import nbformat
import pytest

from tests.notebooks.test_chinese_only import ENGLISH_ANSWERS, leaks
from tests.tools.test_handouts import flat, pages_of, poppler, text_of
from tests.tools.test_slides import NOTEBOOK_TEXT
from tools import build_guides, build_handouts, build_slides

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "zh-Hans", "zh-Hant")
GUIDES = [(lang, stem) for lang in LANGS for stem in build_slides.CLUSTERS]
PT_PER_MM = 72 / 25.4


@pytest.fixture(scope="module")
def built(browser, tmp_path_factory):
    poppler("pdfinfo")
    out = tmp_path_factory.mktemp("guides")
    done = subprocess.run([sys.executable, "-m", "tools.build_guides", "--out", str(out),
                           "--pages", str(out.parent / f"{out.name}-pages")],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, f"build_guides failed:\n{done.stdout}\n{done.stderr}"
    return out


def study(lang: str, stem: str):
    folder = ROOT / "notebooks" / ("" if lang == "en" else lang)
    return nbformat.read(folder / f"{stem}.ipynb", as_version=4)


def words_outside_the_margins(pdf: Path) -> list[str]:
    """Every word that passes the page's printable area (the handouts' margins)."""
    layout = subprocess.run([poppler("pdftotext"), "-bbox", str(pdf), "-"], capture_output=True,
                            text=True, check=True).stdout
    margins = build_handouts.MARGIN_MM
    found = []
    for page in re.finditer(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', layout, re.S):
        width, height = float(page.group(1)), float(page.group(2))
        left, right = margins["left"] * PT_PER_MM - 1, width - margins["right"] * PT_PER_MM + 1
        top, bottom = margins["top"] * PT_PER_MM - 1, height - margins["bottom"] * PT_PER_MM + 1
        for box in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" '
                               r'yMax="([\d.]+)">(.*?)</word>', page.group(3)):
            x0, y0, x1, y1 = map(float, box.groups()[:4])
            # poppler's box of a CJK word is as tall as the font's whole bounding box, far
            # taller than its glyphs: across the page the box counts, up and down its middle
            if x0 < left or x1 > right or not top < (y0 + y1) / 2 < bottom:
                found.append(unescape(box.group(5)))
    return found


@pytest.mark.parametrize("lang,stem", GUIDES)
def test_a_guide_has_at_most_two_pages_and_nothing_past_the_margins(built, lang, stem):
    pdf = build_guides.guide_path(built, lang, stem)
    assert 1 <= pages_of(pdf) <= build_guides.MAX_PAGES
    assert words_outside_the_margins(pdf) == []


@pytest.mark.parametrize("lang,stem", GUIDES)
def test_a_guide_numbers_its_slides_and_holds_the_decks_questions(built, lang, stem):
    pdf = build_guides.guide_path(built, lang, stem)
    text = flat(text_of(pdf))
    compact = text.replace(" ", "")
    slides = build_slides.outline(study(lang, stem), f"{stem}.ipynb")
    source = build_guides.read_source(build_guides.source_path(lang, stem))
    by_key = {s.key: s for s in slides}
    for part in source.parts:
        if part.slides:
            first = min(by_key[k].number for k in part.slides)
            last = max(by_key[k].number for k in part.slides)
            from tools.learner import T
            label = (T(build_guides.WORDS["slide"], lang, number=first) if first == last else
                     T(build_guides.WORDS["slides"], lang, first=first, last=last))
            assert label.replace(" ", "") in compact, (stem, lang, label)
    asked = [s for s in slides if s.question]
    assert len(asked) >= 5
    page = unescape((built.parent / f"{built.name}-pages" / lang / f"{stem}-guide.html")
                    .read_text(encoding="utf-8"))
    for slide in asked:
        assert slide.heading.replace(" ", "") in compact
        assert f"data-slide='{slide.key}'><b>{slide.short}</b>" in page
        # the PDF's text takes a table cell apart (a bold X and the Chinese after it come out
        # on lines of their own): the answer's longest word is there
        longest = max(re.findall(r"\w+", slide.short), key=len)
        assert longest in compact, (stem, lang, slide.short)
    for m in build_guides.misconceptions(build_slides.CLUSTERS[stem]):
        assert f"<td>{m.title(lang)}</td><td>{m.explanation(lang)}</td><td>{m.rule}</td>" in page
        assert flat(m.explanation(lang)).replace(" ", "")[:10] in compact, (stem, lang, m.id)


def test_the_misconceptions_are_the_clusters_in_the_engine():
    from mtgrules import practice

    for cluster in practice.CLUSTERS:
        found = build_guides.misconceptions(cluster)
        named = {m for skill in practice.skills(cluster) for m in skill.misconceptions}
        assert {m.id for m in found} == named and len(found) == len(named)


@pytest.mark.parametrize("lang,stem", [g for g in GUIDES if g[0] != "en"])
def test_no_english_on_a_chinese_guide(built, lang, stem):
    """Read on the page the guide was printed from, which keeps a table's cells whole."""
    page = (built.parent / f"{built.name}-pages" / lang / f"{stem}-guide.html").read_text(
        encoding="utf-8")
    text = re.sub(r"<style.*?</style>", " ", page, flags=re.S)
    # the materials line names the files a leader finds in the handouts folder
    text = re.sub(r"<code>[^<]*</code>", " ", text)
    cluster = build_slides.CLUSTERS[stem]
    for (named, number) in ENGLISH_ANSWERS:  # an answer typed with a card's English name
        if named == cluster:
            text = re.sub(rf"<td class='answer' data-slide='exercise-{number}'>.*?</td>", " ",
                          text, flags=re.S)
    assert "data-slide='exercise-1'" in text
    words = [w for w in leaks(unescape(text), lang) if w not in NOTEBOOK_TEXT]
    assert not words, f"English on the {lang} guide of {stem}: {words}"


def _source(tmp_path: Path, order: str, notes: str = "") -> Path:
    path = tmp_path / "guide.md"
    path.write_text(f"[goals]\n- a goal\n[order]\n{order}\n[notes]\n{notes}\n", encoding="utf-8")
    return path


def test_a_running_order_that_does_not_add_up_or_names_no_slide_is_refused(tmp_path):
    slides = build_slides.outline(study("en", "01_x_values"), "01_x_values.ipynb")
    short = build_guides.read_source(_source(tmp_path, "40 | 90 | title | Open"))
    with pytest.raises(SystemExit, match="45-minute running order adds up to 40"):
        build_guides.check_source(short, slides, "guide.md")
    unknown = build_guides.read_source(_source(tmp_path, "45 | 90 | title slide-99 | Open"))
    with pytest.raises(SystemExit, match="slide-99"):
        build_guides.check_source(unknown, slides, "guide.md")
    with pytest.raises(SystemExit, match="45 \\| 90 \\| slide keys \\| text"):
        build_guides.read_source(_source(tmp_path, "45 | title | Open"))


def test_a_guide_over_two_pages_is_refused(built, tmp_path):
    long_notes = "\n".join(["A long note for the leader, written to fill the page. " * 12] * 40)
    (tmp_path / "en").mkdir()
    _source(tmp_path, "45 | 90 | title | Open", long_notes).rename(tmp_path / "en" / "01_x_values.md")
    done = subprocess.run([sys.executable, "-m", "tools.build_guides", "--sources", str(tmp_path),
                           "--out", str(tmp_path / "out"), "--pages", str(tmp_path / "pages"),
                           str(ROOT / "notebooks" / "01_x_values.ipynb")],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode != 0
    assert re.search(r"01_x_values-guide\.pdf \(en\) has \d pages, more than 2", done.stderr), done.stderr
