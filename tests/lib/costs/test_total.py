"""Cost reductions and every total cost (mtgrules.costs.total) under hostile input: the work is
bounded, and a refusal is a LimitExceededError, never a freeze or a memory blow-up."""

from __future__ import annotations

import random

import pytest

import mtgrules as mr
from mtgrules import budget

HYBRIDS = ["{W/U}", "{U/B}", "{B/R}", "{R/G}", "{G/W}", "{C/W}", "{2/U}"]
MIXED = ["{W/U}", "{U/B}", "{B/R}", "{R/G}", "{G/W}", "{2/W}", "{2/U}", "{C/W}", "{C/U}",
         "{W/P}", "{U/P}", "{W/U/P}", "{B/R/P}"]


class Counting(budget.Budget):
    """A budget that remembers the most work any call of it was allowed."""

    most = 0

    def spend(self, steps, known=None):
        super().spend(steps, known)
        Counting.most = max(Counting.most, self.work)


def test_F5_reduce_cost_stops_at_its_work_budget(monkeypatch):
    from mtgrules.costs import total

    monkeypatch.setattr(total, "Budget", Counting)
    # 11.5 s and 381 MB before; x10 died at a 2 GiB cap
    for times in (6, 60):
        with pytest.raises(mr.LimitExceededError, match="reducing the cost needs more than"):
            mr.reduce_cost("{W}{U}{B}{R}{G}{C}" * 10 + "{100}", HYBRIDS * times)
    assert Counting.most <= budget.MAX_WORK


def test_F5_total_costs_shares_one_budget_over_its_announcements(monkeypatch):
    from mtgrules.costs import total

    monkeypatch.setattr(total, "Budget", Counting)
    rng = random.Random(1)
    cost = "".join(rng.choice(MIXED) for _ in range(18))
    with pytest.raises(mr.LimitExceededError):  # over 60 s before
        mr.total_costs(cost, reductions=["{W/U}", "{2/B}", "{C/G}", "{R/G}", "{G/W}"] * 3)
    assert Counting.most <= budget.MAX_WORK


def test_F5_limit_bounds_the_rows_of_total_costs():
    every = mr.total_costs("{2/W}{2/W}{2/W}", reductions=["{W/U}"])
    assert len(every) > 3
    with pytest.raises(mr.LimitExceededError, match="more than limit=5 total costs"):
        mr.total_costs("{2/W}{2/W}{2/W}", reductions=["{W/U}"], limit=5)
    assert mr.total_costs("{2/W}{2/W}{2/W}", reductions=["{W/U}"], limit=len(every)) == every


def test_F5_a_budget_within_reach_still_answers():
    results = mr.reduce_cost("{W}{U}{B}{R}{G}{C}" * 10 + "{100}", HYBRIDS * 2)
    assert len(results) == len({cost for cost, _ in results}) > 1000


def test_F16_reduce_cost_checks_its_rules_date_without_a_colorless_hybrid():
    with pytest.raises(mr.RulesInputError, match="yesterday"):
        mr.reduce_cost("{W}", [1], rules="yesterday")
    assert str(mr.reduce_cost("{1}{W}", [1], rules="2020-01-01")[0][0]) == "{W}"


@pytest.mark.parametrize("call", [
    lambda: mr.total_costs("{1}", increases=[10**15] * 1000),
    lambda: mr.total_cost("{X}" * 1000, x=10**15),
    lambda: mr.total_cost("{X}{5}", x=10**15),
    lambda: mr.total_costs("{2/W}{X}", x=10**15)])
def test_F16_a_total_past_the_bound_is_said_in_the_words_given(call):
    with pytest.raises(mr.NumberError) as info:
        call()
    message = str(info.value)
    assert message.startswith("the total cost would have ") and "X's value" in message
    assert "position" not in message and "{1000" not in message
