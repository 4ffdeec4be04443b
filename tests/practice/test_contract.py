"""The practice contract of API.md: clusters, skills, problems, their call/inputs/answer."""

from __future__ import annotations

import json
import re

import pytest

import mtgrules as mr
from mtgrules import practice
from mtgrules.practice.model import convert

LANGS = ("en", "zh-Hans", "zh-Hant")


def test_clusters_and_skills() -> None:
    assert practice.CLUSTERS == ("x_values", "negative_numbers", "payment", "could_produce",
                                 "split_cards")
    assert mr.practice is practice
    every = practice.skills()
    assert len(every) >= 25
    for cluster in practice.CLUSTERS:
        mine = practice.skills(cluster)
        assert len(mine) >= 4
        for s in mine:
            assert s.cluster == cluster and s.levels == (1, 2, 3, 4, 5)
            assert re.fullmatch(rf"{cluster}\.[a-z-]+", s.id)
            for lang in LANGS:
                assert s.title(lang)
    assert "payment.count-announcements" in {s.id for s in every}


def test_the_api_example() -> None:
    p = practice.problem("payment.count-announcements", level=2, seed=7)
    assert p.call == "count_announcements" and p.answer == mr.count_announcements(**p.inputs)
    v = p.check(str(p.answer))
    assert v.correct and v.misconception is None
    assert p.solution("zh-Hant") and p.rules and p.question("zh-Hans")


@pytest.mark.parametrize("cluster", practice.CLUSTERS)
def test_call_inputs_and_answer(cluster: str) -> None:
    for p in practice.problems(cluster, 200, seed=3):
        assert hasattr(mr, p.call) and callable(getattr(mr, p.call))
        assert json.loads(json.dumps(p.inputs)) == p.inputs          # plain values
        json.dumps(p.to_dict(), ensure_ascii=False)
        result = getattr(mr, p.call)(**convert(p.call, p.inputs))
        if p.reduction == ("same",):
            assert result == p.answer
        assert practice.recompute(p) == p.answer
        assert p.level in (1, 2, 3, 4, 5) and p.skill.startswith(cluster + ".")
        for lang in LANGS:
            assert p.question(lang) and p.solution(lang)


def test_plain_calls_need_no_conversion() -> None:
    # every input but a pool's letters and a board's text goes to the call as it is
    for cluster in practice.CLUSTERS:
        for p in practice.problems(cluster, 60, seed=9):
            if "pool" not in p.inputs and p.call != "could_produce" and p.reduction == ("same",):
                assert getattr(mr, p.call)(**p.inputs) == p.answer


@pytest.mark.parametrize("cluster", practice.CLUSTERS)
def test_problems_are_distinct(cluster: str) -> None:
    ps = practice.problems(cluster, 500, seed=1)
    assert len(ps) == 500 and len({p.key for p in ps}) == 500
    assert {p.level for p in ps} == {1, 2, 3, 4, 5}
    assert {p.skill for p in ps} == {s.id for s in practice.skills(cluster)}
    one = practice.problems(cluster, 40, level=4, seed=2)
    assert {p.level for p in one} == {4}
    assert [p.key for p in practice.problems(cluster, 50, seed=1)] == [p.key for p in ps[:50]]


@pytest.mark.parametrize("call, error", [
    (lambda: practice.problem("payment.nothing", 1, 0), mr.ChoiceError),
    (lambda: practice.problem(None, 1, 0), mr.ChoiceError),
    (lambda: practice.problem("payment.colors", 0, 0), mr.NumberError),
    (lambda: practice.problem("payment.colors", 6, 0), mr.NumberError),
    (lambda: practice.problem("payment.colors", True, 0), mr.NumberError),
    (lambda: practice.problem("payment.colors", "2", 0), mr.NumberError),
    (lambda: practice.problem("payment.colors", 1, -1), mr.NumberError),
    (lambda: practice.problem("payment.colors", 1, 1.5), mr.NumberError),
    (lambda: practice.problem("payment.colors", 1, 10**40), mr.NumberError),
    (lambda: practice.problem("split_cards.name", 1, 0, rules="2010-01-01"), mr.RulesDateError),
    (lambda: practice.problem("split_cards.name", 1, 0, rules="soon"), mr.RulesDateError),
    (lambda: practice.problem("split_cards.name", 1, 0, rules=5), mr.RulesDateError),
    (lambda: practice.problems("nowhere", 3), mr.ChoiceError),
    (lambda: practice.problems("payment", -1), mr.NumberError),
    (lambda: practice.problems("payment", 10**9), mr.NumberError),
    (lambda: practice.problems("payment", "3"), mr.NumberError),
    (lambda: practice.problems("payment", 3, level=9), mr.NumberError),
    (lambda: practice.skills("money"), mr.ChoiceError),
])
def test_bad_arguments_are_errors_in_the_games_words(call, error) -> None:
    with pytest.raises(error) as caught:
        call()
    assert isinstance(caught.value, mr.RulesInputError)
    for lang in LANGS:
        assert caught.value.translated(lang)


def test_no_problems_is_an_empty_list() -> None:
    assert practice.problems("payment", 0) == []


def test_levels_grow_in_measured_features() -> None:
    # payment: choice symbols per problem grow from level 1 to level 5
    def choice_symbols(p: practice.Problem) -> int:
        cost = p.inputs.get("cost") or p.inputs.get("text") or ""
        return len(re.findall(r"\{[^}]*/[^}]*\}", cost))

    mean = {lv: sum(choice_symbols(p) for p in practice.problems("payment", 100, level=lv))
            for lv in (1, 5)}
    assert mean[5] > mean[1]
    # could produce: permanents on the board grow too
    size = {lv: sum(p.inputs["board"].count("\n") + 1
                    for p in practice.problems("could_produce", 50, level=lv)) for lv in (1, 5)}
    assert size[5] > 2 * size[1]
