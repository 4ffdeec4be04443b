"""The casebook: other engines' reports as "is this right?" problems, answered by the rules."""

from __future__ import annotations

import mtgrules as mr
from mtgrules import practice
from mtgrules.practice.cases import REPORTS


def test_every_lesson_is_asked_both_ways_and_every_report_once() -> None:
    cases = practice.casebook()
    assert len(cases) == 2 * len(mr.lessons()) + len(REPORTS)
    refs = {c.context["ref"] for c in cases}
    assert {l.ref for l in mr.lessons()} <= refs and {r["ref"] for r in REPORTS} <= refs
    assert {c.answer for c in cases} == {True, False}
    for cluster in practice.CLUSTERS:
        mine = practice.casebook(cluster)
        assert mine and all(c.skill == "casebook." + cluster for c in mine)


def test_answers_are_computed_again_from_the_library() -> None:
    for case in practice.casebook():
        assert practice.recompute(case) == case.answer
        for lang in ("en", "zh-Hans", "zh-Hant"):
            assert case.question(lang) and case.solution(lang)
        right = case.check("是" if case.answer else "否")
        wrong = case.check("no" if case.answer else "yes")
        assert right.correct and not wrong.correct and wrong.readable


def test_reports_state_what_the_engine_or_the_rules_said() -> None:
    by_ref = {c.context["ref"]: c for c in practice.casebook() if c.call != "lessons"}
    assert by_ref["magarena/magarena#617"].answer is False      # {X}{X} with X = 1 is 2
    assert by_ref["magefree/mage#777"].answer is True           # X counts on the stack
    assert by_ref["witchesofthehill/manabrew#378"].answer is False   # K'rrik: payable


def test_unknown_cluster() -> None:
    import pytest

    with pytest.raises(mr.ChoiceError):
        practice.casebook("everything")
