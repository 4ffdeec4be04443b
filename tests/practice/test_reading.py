"""Whatever a learner types is read, or refused with a hint on the expected form: never a
traceback, never slower than the time budget."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings, strategies as st

from mtgrules import practice
from mtgrules.practice.reading import MAX_RESPONSE, ResponseError, read

LANGS = ("en", "zh-Hans", "zh-Hant")


@pytest.mark.parametrize("text, kind, value", [
    ("４", "int", 4), ("１２", "int", 12), ("三", "int", 3), ("十二", "int", 12),
    ("二十", "int", 20), ("两百零五", "int", 205), ("负二", "int", -2), ("−2", "int", -2),
    ("  7  ", "int", 7), ("7.", "int", 7), ("3 ways", "int", 3), ("3种", "int", 3),
    ("X = 4", "int", 4), ("是", "bool", True), ("否", "bool", False), ("能", "bool", True),
    ("不能", "bool", False), ("對", "bool", True), ("不對", "bool", False), ("y", "bool", True),
    ("N", "bool", False), ("Yes", "bool", True), ("可以", "bool", True),
    ("0-4", "ints", (0, 1, 2, 3, 4)), ("0 to 4", "ints", (0, 1, 2, 3, 4)),
    ("0到4", "ints", (0, 1, 2, 3, 4)), ("０～４", "ints", (0, 1, 2, 3, 4)),
    ("0..2", "ints", (0, 1, 2)), ("2, 0, 1", "ints", (0, 1, 2)), ("{0,1}", "ints", (0, 1)),
    ("only 0", "ints", (0,)), ("X can be 0", "ints", (0,)), ("none", "ints", ()),
    ("无", "ints", ()), ("零到三", "ints", (0, 1, 2, 3)),
    ("-2/4", "pt", (-2, 4)), ("－２／４", "pt", (-2, 4)), (" -2 / 4 ", "pt", (-2, 4)),
    ("{W}{W}", "cost", (0, 2, 0, 0, 0, 0, 0, 0)), ("WW", "cost", (0, 2, 0, 0, 0, 0, 0, 0)),
    ("3R", "cost", (3, 0, 0, 0, 1, 0, 0, 0)), ("{3}{R}", "cost", (3, 0, 0, 0, 1, 0, 0, 0)),
    ("{0}", "cost", (0,) * 8), ("0", "cost", (0,) * 8),
    ("WU", "colors", "WU"), ("UW", "colors", "WU"), ("white and blue", "colors", "WU"),
    ("白蓝", "colors", "WU"), ("藍色和白色", "colors", "WU"), ("colorless", "colors", ""),
    ("无色", "colors", ""), ("GU", "types", "UG"), ("none", "types", ""), ("C", "types", "C"),
    ("无色", "types", "C"), ("G; UG; none", "board", ("G", "UG", "")),
    ("1, 1", "numbers", (1, 1)), ("２", "numbers", (2,)),
])
def test_reads(text: str, kind: str, value: object) -> None:
    assert read(text, kind) == value


@pytest.mark.parametrize("text, kind", [
    ("many", "int"), ("{W}{W}, {W}{G}, {G}{G}", "int"), ("maybe", "bool"), ("3 4 5", "pt"),
    ("{Q}", "cost"), ("purple", "colors"), ("CC U", "colors"), ("", "int"), ("   ", "bool"),
    ("9" * 40, "int"), ("0-99999999", "ints"), ("1/2/3", "pt"),
])
def test_refuses_with_the_expected_form(text: str, kind: str) -> None:
    with pytest.raises(ResponseError) as caught:
        read(text, kind)
    for lang in LANGS:
        assert caught.value.translated(lang)


def test_a_megabyte_of_text_is_refused_at_once() -> None:
    p = practice.problem("payment.count-announcements", 3, 1)
    text = "1" * 1_000_000
    start = time.perf_counter()
    verdict = p.check(text)
    assert time.perf_counter() - start < 0.05
    assert not verdict.correct and not verdict.readable
    for lang in LANGS:
        assert "1" * 100 not in verdict.hint(lang)
    assert len("x" * (MAX_RESPONSE + 1)) > MAX_RESPONSE


@pytest.mark.parametrize("value", [None, 3.5, object(), b"3", {"a": 1}, [1] * 20_000])
def test_odd_python_values_get_a_verdict(value: object) -> None:
    for cluster in practice.CLUSTERS:
        p = practice.problems(cluster, 1)[0]
        verdict = p.check(value)
        assert verdict.correct is False
        assert verdict.hint("zh-Hans")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_any_text_gets_a_verdict(text: str) -> None:
    for p in PROBLEMS:
        verdict = p.check(text)
        assert isinstance(verdict.correct, bool)
        verdict.hint("en")


PROBLEMS = [practice.problem(s.id, 3, 0) for s in practice.skills()]


def test_python_values_are_read_too() -> None:
    p = practice.problem("x_values.legal-x", 1, 0)
    assert p.check(list(p.answer)).correct and p.check(range(p.answer[0], p.answer[-1] + 1)).correct
    q = practice.problem("payment.count-spends", 1, 0)
    assert q.check(q.answer).correct
