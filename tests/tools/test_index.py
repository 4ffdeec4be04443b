"""The handouts index (tools.build_handouts.write_index, tools.build_static --index): per
language, each notebook's items linked only when built, every link resolving to a file."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.tools.test_handouts import Links
from tools import build_handouts, build_static
from tools.build_handouts import LANGUAGES, language_folder, notebooks_of

CJK = re.compile(r"[\u4e00-\u9fff]")

ITEMS = ("{nb}.pdf", "{nb}-learner.pdf", "{nb}-cheatsheet.pdf", "slides/{nb}.html",
         "{nb}-guide.pdf", "worksheets/{nb}-A.pdf", "worksheets/{nb}-A-key.pdf",
         "worksheets/{nb}-B.pdf", "worksheets/{nb}-B-key.pdf", "static/{nb}.html")
"""The agreed layout of a language folder's files, for notebook NB."""


def links_of(path: Path) -> list[str]:
    parser = Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.hrefs


def resolves(index: Path, href: str) -> bool:
    parts = urlsplit(href)
    if parts.scheme or parts.netloc:
        return False
    target = (index.parent / parts.path).resolve()
    if not target.is_file():
        return False
    if "path" in parse_qs(parts.query):  # a live page: its notebook must be in the site
        (name,) = parse_qs(parts.query)["path"]
        root = index.parent if index.parent.name not in LANGUAGES else index.parent.parent
        return (root / "live" / "files" / name).is_file()
    return True


@pytest.fixture
def handouts(tmp_path):
    """A handouts folder where every item of every notebook exists except, for the
    first notebook of each language, its slides and worksheets (not built)."""
    root = tmp_path / "handouts"
    for lang in LANGUAGES:
        sub = language_folder(lang)
        (root / "live" / sub / "lab").mkdir(parents=True, exist_ok=True)
        (root / "live" / sub / "lab" / "index.html").write_text("app")
        (root / "live" / sub / "app").mkdir(parents=True, exist_ok=True)
        for number, path in enumerate(notebooks_of(lang)):
            (root / "live" / "files" / sub).mkdir(parents=True, exist_ok=True)
            (root / "live" / "files" / sub / path.name).write_text("{}")
            (root / "live" / sub / "app" / f"{path.stem}.html").write_text("app page")
            for item in ITEMS:
                if number == 0 and item.startswith(("slides/", "worksheets/")):
                    continue
                file = root / sub / item.format(nb=path.stem)
                file.parent.mkdir(parents=True, exist_ok=True)
                file.write_text("x")
    return root


def test_every_link_of_every_index_resolves_and_only_built_items_are_linked(handouts):
    written = build_static.write_indexes(handouts)
    assert sorted(str(p.relative_to(handouts)) for p in written) == sorted(
        ["index.html", "zh-Hans/index.html", "zh-Hant/index.html"])
    for index in written:
        hrefs = links_of(index)
        for href in hrefs:
            assert resolves(index, href), f"{index}: {href} resolves to no file"
        lang = "en" if index.parent == handouts else index.parent.name
        first, *rest = notebooks_of(lang)
        for item in ITEMS:
            assert item.format(nb=rest[0].stem) in hrefs, f"{index}: {item} not linked"
        assert f"slides/{first.stem}.html" not in hrefs  # not built: not linked
        assert f"worksheets/{first.stem}-A.pdf" not in hrefs
        up = "" if lang == "en" else "../"
        sub = language_folder(lang)
        assert f"{up}live/{sub}app/{first.stem}.html" in hrefs
        assert f"{up}live/{sub}lab/index.html?path={sub}{first.name}" in hrefs


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_a_chinese_index_is_in_its_language(handouts, lang):
    build_static.write_indexes(handouts)
    index = (handouts / lang / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in index
    labels = re.findall(r'<a href="[^"]*">([^<]*)</a>', index)
    english = [label for label in labels if not CJK.search(label)]
    assert not english, f"{lang}: links in English: {sorted(set(english))}"


def test_an_index_without_a_live_site_links_no_live_page(tmp_path):
    root = tmp_path / "handouts"
    root.mkdir()
    nb = notebooks_of("en")[1]
    (root / f"{nb.stem}.pdf").write_text("x")
    build_static.write_indexes(root)
    hrefs = links_of(root / "index.html")
    assert f"{nb.stem}.pdf" in hrefs
    assert not [href for href in hrefs if href.startswith("live/")]


def test_index_links_name_the_handout_pages(tmp_path):
    (tmp_path / "03_x.pdf").write_text("x")
    links = dict((words, href) for href, words in build_handouts.index_links(
        tmp_path, "03_x", "en", pages=4))
    assert links == {"handout with answer key (PDF, 4 pages)": "03_x.pdf"}
