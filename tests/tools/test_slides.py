"""The slide decks (tools/build_slides.py), built once into a temporary folder and read back
as HTML: every cluster notebook has a deck in each language, a deck asks no network for
anything (every script, stylesheet and font it names is a file of the build, found relative
to the page), every question for the room has its answer on a later fragment of the same
slide, the parts are there in their order, and a Chinese deck shows no English a Chinese
reader wouldn't (the rules of tests/notebooks/test_chinese_only.py).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

import nbformat
import pytest

from tests.notebooks.test_chinese_only import ENGLISH_ANSWERS, leaks
from tools import build_slides, learner

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "zh-Hans", "zh-Hant")
DECKS = [(lang, stem) for lang in LANGS for stem in build_slides.CLUSTERS]
NOTEBOOK_TEXT = {
    "mtgrules": "the name of this library, which the notebooks' opening paragraphs name",
    "Amonkhet": "05's translated opening glosses the set name 阿芒凯 (Amonkhet) in its own text",
    "Invasion": "05's translated summary names the Invasion-era FAQ by the set's English name",
    "FAQ": "the same sentence of 05's translated summary",
}
"""English in the translated notebooks' own text that a deck shows as it is (the deck takes its
words from the notebook; to be mended in the translations, then removed from here)."""


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("slides")
    done = subprocess.run([sys.executable, "-m", "tools.build_slides", "--out", str(out)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, f"build_slides failed:\n{done.stdout}\n{done.stderr}"
    return out


class Deck(HTMLParser):
    """A deck read back: the addresses it loads, its slides (top-level sections) with their
    visible text, and per slide the questions and the answers with the fragment each is in."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.addresses: list[str] = []
        self.slides: list[dict] = []
        self.stack: list[tuple[str, dict]] = []
        self.hidden = 0  # inside <script> or <style>
        self.fragments = 0
        self.live: list[str] = []  # links to the live site (built apart, by tools/build_live.py)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        for name in ("src", "href"):
            if a.get(name):
                self.addresses.append(a[name])
        if tag in ("script", "style"):
            self.hidden += 1
        classes = (a.get("class") or "").split()
        if tag == "section" and not any(t == "section" for t, _ in self.stack):
            self.slides.append({"key": a.get("data-slide"), "text": [], "questions": [],
                                "answers": [], "answer_text": []})
            self.fragments = 0
        if "fragment" in classes:
            self.fragments += 1
        if self.slides and "room-question" in classes:
            self.slides[-1]["questions"].append((a.get("data-question"), self._fragment()))
        if self.slides and "room-answer" in classes:
            self.slides[-1]["answers"].append((a.get("data-answer"), self._fragment()))
        if tag == "a" and a.get("href", "").startswith(("../", "http")) and "live/" in a["href"]:
            self.live.append(a["href"])
        if tag not in ("meta", "link", "br", "img", "input", "hr"):
            self.stack.append((tag, a))

    def _fragment(self) -> int:
        """The fragment (1, 2, ...) the current element is in; 0 if it shows with the slide."""
        inside = any("fragment" in (a.get("class") or "").split() for _, a in self.stack)
        return self.fragments if inside else 0

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.hidden -= 1
        while self.stack:
            top, _ = self.stack.pop()
            if top == tag:
                break

    def handle_data(self, data):
        if not self.hidden and self.slides and any(t == "section" for t, _ in self.stack):
            answer = any("room-answer" in (a.get("class") or "").split() for _, a in self.stack)
            self.slides[-1]["answer_text" if answer else "text"].append(data)


def read(path: Path) -> Deck:
    deck = Deck()
    deck.feed(path.read_text(encoding="utf-8"))
    return deck


def test_each_cluster_has_a_deck_in_each_language_and_the_shared_assets_once(built):
    for lang, stem in DECKS:
        assert build_slides.deck_path(built, lang, stem).is_file(), (lang, stem)
    shared = built / build_slides.SHARED
    for asset in ("reveal/dist/reveal.js", "reveal/dist/reveal.css", "reveal/dist/theme/white.css",
                  "widgets/embed-amd.js", "widgets/require.js"):
        assert (shared / asset).is_file(), asset
    assert sorted(p.name for p in built.rglob("reveal.js")) == ["reveal.js"]  # one copy


@pytest.mark.parametrize("lang,stem", DECKS)
def test_a_deck_works_offline(built, lang, stem):
    page = build_slides.deck_path(built, lang, stem)
    text = page.read_text(encoding="utf-8")
    addresses = read(page).addresses + re.findall(r"require\(\{[^\]]*\[\"([^\"]+)\"", text)
    # the renderer and require.js, named in script text rather than in an attribute
    addresses += re.findall(r"widgetRendererSrc = '([^']+)'", text)
    assert addresses
    live = read(page).live
    assert len(live) == 1, "the explorer's caption links its live page"
    up = "../" if lang == "en" else "../../"
    assert live[0] == up + learner.live_page(f"{stem}.ipynb", lang).replace("&", "&amp;")
    for address in addresses:
        if address.startswith("#") or address in live:
            continue  # a place on the page itself (a heading's anchor), the live site
        parsed = urlparse(address)
        assert not parsed.scheme and not parsed.netloc, f"{page.name} loads {address}"
        target = (page.parent / unquote(parsed.path)).resolve()
        if not target.suffix:
            target = target.with_suffix(".js")  # require() names a module without .js
        assert target.is_file(), f"{page.relative_to(built)} names {address}, not in the build"
        assert built in target.parents
    # the stylesheets' own fonts and imports are files of the build too
    for css in (built / build_slides.SHARED).rglob("*.css"):
        for url in re.findall(r"url\(['\"]?([^'\")]+)", css.read_text(encoding="utf-8")):
            if url.startswith("data:"):
                continue
            assert "//" not in url, f"{css.name} loads {url}"
            assert (css.parent / url.split("?")[0].split("#")[0]).is_file(), (css.name, url)


@pytest.mark.parametrize("lang,stem", DECKS)
def test_every_question_has_its_answer_on_a_later_fragment(built, lang, stem):
    deck = read(build_slides.deck_path(built, lang, stem))
    asked = [s for s in deck.slides if s["questions"]]
    assert len(asked) >= 5, "the exercises and the practice questions"
    for slide in deck.slides:
        answers = dict(slide["answers"])
        for question, shown in slide["questions"]:
            assert question in answers, f"{stem} {lang}: {question} has no answer on its slide"
            assert answers[question] > shown, f"{stem} {lang}: {question}'s answer shows with it"
        assert len(slide["answers"]) == len(slide["questions"])


@pytest.mark.parametrize("lang,stem", DECKS)
def test_a_deck_has_its_parts_in_order(built, lang, stem):
    deck = read(build_slides.deck_path(built, lang, stem))
    keys = [s["key"] for s in deck.slides]
    expected = [k for k in keys if k in ("title", "goals", "rule-1", "example-1", "example-3",
                                          "explorer", "exercise-1", "practice-1", "summary")]
    assert expected == ["title", "goals", "rule-1", "example-1", "example-3", "explorer",
                        "exercise-1", "practice-1", "summary"], keys
    assert len(keys) == len(set(keys))
    english = read(build_slides.deck_path(built, "en", stem))
    assert keys == [s["key"] for s in english.slides], "the same slides as the English deck"
    page = build_slides.deck_path(built, lang, stem).read_text(encoding="utf-8")
    assert "application/vnd.jupyter.widget-view+json" in page  # the explorer's snapshot
    state = json.loads(re.search(r'<script type="application/vnd.jupyter.widget-state\+json">'
                                 r"(.*?)</script>", page, re.S).group(1))
    assert state["state"], "the snapshot's widget state is stored in the deck"


@pytest.mark.parametrize("lang,stem", [d for d in DECKS if d[0] != "en"])
def test_no_english_on_a_chinese_deck(built, lang, stem):
    page = build_slides.deck_path(built, lang, stem)
    deck = read(page)
    found = {}
    cluster = build_slides.CLUSTERS[stem]
    for slide in deck.slides:
        text = slide["text"]
        key = slide["key"] or ""
        if not (key.startswith("exercise-") and (cluster, int(key.split("-")[1])) in ENGLISH_ANSWERS):
            text = text + slide["answer_text"]
        words = [w for w in leaks(" ".join(text), lang) if w not in NOTEBOOK_TEXT]
        if words:
            found[key] = words
    title = re.search(r"<title>(.*?)</title>", page.read_text(encoding="utf-8")).group(1)
    if leaks(title, lang):
        found["<title>"] = leaks(title, lang)
    assert not found, f"English on the {lang} deck of {stem}: {found}"


def test_the_practice_questions_are_the_engines_with_the_fixed_seed():
    from mtgrules import practice

    study = nbformat.read(ROOT / "notebooks" / "zh-Hant" / "03_hybrid_phyrexian_payment.ipynb",
                          as_version=4)
    slides = build_slides.outline(study, "03_hybrid_phyrexian_payment.ipynb")
    asked = [s for s in slides if s.key.startswith("practice-")]
    problems = practice.problems("payment", build_slides.PRACTICE_QUESTIONS,
                                 level=build_slides.PRACTICE_LEVEL, seed=build_slides.PRACTICE_SEED)
    assert [s.question for s in asked] == [p.question("zh-Hant") for p in problems]
    assert [s.answer for s in asked] == [p.solution("zh-Hant") for p in problems]
    assert all(s.question != s.answer for s in asked)


def test_a_notebook_saved_without_its_snapshot_is_refused():
    study = nbformat.read(ROOT / "notebooks" / "01_x_values.ipynb", as_version=4)
    study.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"] = {}
    with pytest.raises(SystemExit, match="snapshot"):
        build_slides.outline(study, "01_x_values.ipynb")


def test_the_explorer_slide_asks_for_the_live_explorer_only_beside_a_live_site(tmp_path):
    """A deck built into a handouts folder whose live site has the notebook's app page names
    it on the explorer's slide (``?only=explorer``, swapped in when the deck is served);
    without the live site it names nothing, so a served deck asks the server for nothing
    more (tests/browser/test_live_app.py shows the swap in a browser)."""
    notebook = ROOT / "notebooks" / "03_hybrid_phyrexian_payment.ipynb"
    (deck,) = build_slides.build([notebook], tmp_path)
    assert 'data-live-src="' not in deck.read_text(encoding="utf-8")
    app = tmp_path / learner.live_page(notebook.name)
    app.parent.mkdir(parents=True)
    app.write_text("<html></html>")
    (deck,) = build_slides.build([notebook], tmp_path)
    page = deck.read_text(encoding="utf-8")
    assert f'data-live-src="../{learner.live_page(notebook.name)}?only=explorer"' in page
