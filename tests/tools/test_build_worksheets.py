"""A room's worksheets A and B, with their keys apart, built by tools/build_worksheets.py
(part of `make handouts`) and read back with poppler: the files named per cluster notebook
and language, at most two pages each, the same skills and level on A and B but other
problems, no answer on a worksheet, every answer on its key; a sheet too long fails the build.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgrules.app import worksheets

ROOT = Path(__file__).resolve().parents[2]

from tools import build_worksheets  # noqa: E402
from tests.tools.test_handouts import pages_of, poppler  # noqa: E402
from tests.tools.test_handouts import text_of as handouts_text_of  # noqa: E402

pytestmark = pytest.mark.browser

LANG = "zh-Hans"


@pytest.fixture(scope="module")
def built(browser, tmp_path_factory):
    poppler("pdfinfo")
    out = tmp_path_factory.mktemp("worksheets")
    counts = build_worksheets.build(out, (LANG,), out.parent / f"{out.name}-pages",
                                    browser=browser)
    return out, counts


def text_of(pdf: Path) -> str:
    """The PDF's text with every space and line break taken out."""
    return re.sub(r"\s+", "", handouts_text_of(pdf))


def test_every_cluster_has_a_and_b_with_keys_apart_of_at_most_two_pages(built):
    out, counts = built
    folder = out / LANG / "worksheets"
    wanted = sorted(f"{nb}-{v}{key}.pdf" for nb in worksheets.NOTEBOOKS.values()
                    for v in "AB" for key in ("", "-key"))
    assert sorted(p.name for p in folder.glob("*.pdf")) == wanted
    for pdf in folder.glob("*.pdf"):
        pages = pages_of(pdf)
        assert 1 <= pages <= build_worksheets.MOST_PAGES, f"{pdf.name} has {pages} pages"
        assert counts[pdf] == pages     # the build's own count agrees with poppler's


@pytest.mark.parametrize("cluster", list(worksheets.NOTEBOOKS))
def test_a_and_b_ask_the_same_skills_at_the_same_level_and_keys_hold_the_answers(built, cluster):
    out, _ = built
    folder = out / LANG / "worksheets"
    sheets = worksheets.room_sheets(cluster, LANG)
    a, b = sheets["A"].problems, sheets["B"].problems
    assert [p.skill for p in a] == [p.skill for p in b]
    assert {p.level for p in a} == {p.level for p in b} == {worksheets.ROOM_LEVEL}
    assert not {p.key for p in a} & {p.key for p in b}      # no problem on both
    assert [p.key for p in a] != [p.key for p in b]
    stem = worksheets.NOTEBOOKS[cluster]
    for version, sheet in sheets.items():
        paper = text_of(folder / f"{stem}-{version}.pdf")
        key = text_of(folder / f"{stem}-{version}-key.pdf")
        assert f"练习卷{version}" in paper and f"答案{version}" in key
        assert "答案：" not in paper and "（规则" not in paper
        for problem in sheet.problems:
            last = problem.solution(LANG).split("\n")[-1]      # 答案：…。
            assert re.sub(r"\s+", "", last) in key


def test_a_sheet_over_two_pages_fails_the_build(browser, tmp_path):
    with pytest.raises(SystemExit, match=r"04_could_produce-A\.pdf has \d+ pages, more than 2"):
        build_worksheets.build(tmp_path / "out", ("en",), tmp_path / "pages", count=16,
                               clusters=("could_produce",), browser=browser)
