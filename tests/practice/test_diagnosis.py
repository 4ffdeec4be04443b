"""Misconceptions: each a model whose prediction is a wrong answer where it is offered, named
when a learner gives it; hints that never hold the answer."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from mtgrules import practice
from mtgrules.practice.diagnosis import MISCONCEPTIONS, predictions
from mtgrules.practice.reading import canonical, show

LANGS = ("en", "zh-Hans", "zh-Hant")
SAMPLE = [practice.problem(s.id, level, seed) for s in practice.skills()
          for level in (1, 2, 3, 4, 5) for seed in range(16)]


def test_the_catalog() -> None:
    catalog = practice.misconceptions()
    assert len(catalog) >= 20
    ids = [m.id for m in catalog]
    assert len(set(ids)) == len(ids)
    used = {mid for s in practice.skills() for mid in s.misconceptions}
    assert used <= set(ids)
    for m in catalog:
        for lang in LANGS:
            assert m.title(lang) and m.explanation(lang)
        assert re.fullmatch(r"[0-9]{3}(\.[0-9]+[a-z]?)?(, [0-9]{3}(\.[0-9]+[a-z]?)?)*", m.rule)


def test_predictions_differ_from_the_answer_and_are_named() -> None:
    offered: Counter[str] = Counter()
    for p in SAMPLE:
        for mid, predicted in predictions(p).items():
            assert predicted != canonical(p.answer, p.kind), (p.id, mid)
            offered[mid] += 1
            # the prediction typed as a learner would is read back and named
            verdict = p.check(show(predicted, p.kind, "en", p.context).split(" (")[0]
                              if p.kind not in ("cost", "board", "types", "colors")
                              else _typed(predicted, p.kind))
            assert not verdict.correct and verdict.readable, (p.id, mid, predicted)
            assert verdict.misconception is not None
            assert predictions(p)[verdict.misconception] == predicted
    used = {mid for s in practice.skills() for mid in s.misconceptions}
    assert used - set(offered) == set(), "misconceptions never offered in the sample"


def _typed(value, kind: str) -> str:
    if kind == "cost":
        generic, *letters = value
        return str(generic) + "".join(c * n for c, n in zip("WUBRGCS", letters))
    if kind == "board":
        return "; ".join(v or "none" for v in value)
    return value or ("none" if kind == "types" else "colorless")


def test_right_answers_are_right_in_every_form() -> None:
    for p in SAMPLE:
        typed = _typed(canonical(p.answer, p.kind), p.kind) \
            if p.kind in ("cost", "board", "types", "colors") \
            else show(p.answer, p.kind, "en", p.context)
        verdict = p.check(typed)
        assert verdict.correct, (p.id, typed)
        assert p.check(show(p.answer, p.kind, "zh-Hans", p.context)).readable or \
            p.kind in ("board", "names")


RULE = re.compile(r"\d{3}\.\d+[a-z]?|\d{4}-\d{2}-\d{2}|\{[^}]*\}")


def test_hints_never_hold_the_answer() -> None:
    unread: dict[tuple[str, str, str], set[str]] = {}
    for p in SAMPLE:
        wrong = ["-7", "no", "purple", "999", "none"]
        for response in wrong:
            verdict = p.check(response)
            if verdict.correct:
                continue
            if not verdict.readable:  # the expected form only: the same for every problem
                for lang in LANGS:
                    unread.setdefault((p.kind, response, lang), set()).add(verdict.hint(lang))
                continue
            for lang in LANGS:
                hint = verdict.hint(lang)
                shown = show(p.answer, p.kind, lang, p.context)
                if p.kind in ("cost", "pt", "types", "colors", "board", "names") or \
                        p.kind == "ints" and len(p.answer) > 1:
                    assert shown not in hint, (p.id, hint)
                # a generic or misconception hint carries no number of the problem
                numbers = re.findall(r"-?\d+", RULE.sub("", hint))
                plain = p.answer[0] if p.kind == "ints" and len(p.answer) == 1 else p.answer
                assert str(plain) not in numbers, (p.id, hint)
    # (a board's says how many groups it expects: the number of permanents, not the answer)
    assert all(len(hints) == 1 for (kind, _, _), hints in unread.items() if kind != "board")


def test_questions_never_hold_the_answer() -> None:
    for p in SAMPLE:
        # an answer written out (a cost of two symbols or more, power/toughness, a board's
        # list) never stands in the question; a single symbol or letter may, by chance
        if p.kind == "pt" or p.kind == "board" or p.kind == "cost" and p.answer.count("{") > 1:
            for lang in LANGS:
                shown = show(p.answer, p.kind, lang, p.context)
                if p.kind == "cost" and (shown in p.inputs["cost"] or
                                         shown == p.inputs.get("additional")):
                    continue  # the colored part of the printed cost, or the kicker alone
                assert shown not in p.question(lang), (p.id,)


def test_hints_name_the_rule() -> None:
    for p in SAMPLE[::7]:
        verdict = p.check("-99")
        if verdict.readable and not verdict.correct:
            assert re.search(r"\d{3}\.\d", verdict.hint("en")), verdict.hint("en")


@pytest.mark.parametrize("skill_id, level, seed, response, mid", [
    ("payment.count-announcements", 1, 0, None, "choice-sequences"),
])
def test_the_api_example_misconception(skill_id, level, seed, response, mid) -> None:
    for seed in range(50):
        p = practice.problem("payment.count-announcements", 2, seed)
        if p.inputs["cost"].count("{G/W}") == 2 and p.inputs["cost"].startswith("{1}"):
            break
    p = next(q for q in (practice.problem("payment.count-announcements", lv, s)
                         for lv in (1, 2) for s in range(200))
             if "choice-sequences" in predictions(q))
    wrong = predictions(p)["choice-sequences"]
    verdict = p.check(str(wrong))
    assert (verdict.correct, verdict.misconception) == (False, "choice-sequences")
    assert MISCONCEPTIONS["choice-sequences"].explanation("en") in verdict.hint("en")
