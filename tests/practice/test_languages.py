"""Practice speaks three languages: every message in the catalog in both scripts, and the
Chinese texts a learner reads are Chinese (card names and mana symbols aside)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import mtgrules as mr
from mtgrules import practice

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import build_catalogs  # noqa: E402

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{4,}")


def test_the_catalog_is_complete() -> None:
    domain = next(d for d in build_catalogs.domains() if d.name == "mtgrules")
    ids = {m.id for m in build_catalogs.extract(domain) if m.id}
    assert "Legal values of X with a pool" in ids            # practice's words are extracted
    assert build_catalogs.problems(domain) == []


def _english_left(text: str, p: practice.Problem) -> set[str]:
    """Latin words of ``text`` that are not card names, report refs or cluster names."""
    text = re.sub(r"\{[^}]*\}|[a-zA-Z-]+/[a-zA-Z-]+#\d+|'banana'", " ", text)  # quoted input
    names = {part for name in mr.card_names() for part in (name, *name.split(" // "))}
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return {w for w in LATIN.findall(text) if not w.isupper()}  # pool letters such as CCCC


def test_chinese_texts_are_chinese() -> None:
    for s in practice.skills():
        for level in s.levels:
            p = practice.problem(s.id, level, 2)
            for lang in ("zh-Hans", "zh-Hant"):
                for text in (p.question(lang), p.solution(lang), p.check("-9").hint(lang),
                             p.check("banana").hint(lang), s.title(lang)):
                    assert CJK.search(text), (p.id, lang, text)
                    assert not _english_left(text, p), (p.id, lang, text, _english_left(text, p))
                assert p.question(lang) != p.question("en")
    for m in practice.misconceptions():
        assert CJK.search(m.title("zh-Hans")) and CJK.search(m.explanation("zh-Hant"))


def test_the_two_scripts_are_written_apart() -> None:
    p = practice.problem("x_values.mana-value", 2, 0)
    assert p.question("zh-Hans") != p.question("zh-Hant")
    assert "堆叠" in p.solution("zh-Hans") and "堆疊" in p.solution("zh-Hant")
