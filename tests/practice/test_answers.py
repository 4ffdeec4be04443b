"""Every generated answer against a brute force written apart (tests/practice/oracles.py), on
thousands of seeds per cluster: the oracle reads the problem's plain inputs and reduction and
never calls the code that made the answer."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules import practice

from . import oracles as o

SEEDS = range(int(__import__("os").environ.get("PRACTICE_SEEDS", "120")))
"""Seeds per skill and level: 120 x 5 levels x 5 skills = 3,000 problems a cluster."""


def expected(p: practice.Problem) -> Any:
    i, red = p.inputs, p.reduction
    call = p.call
    if call == "count_announcements":
        return len(o.announcements(i["cost"], i.get("life"), i.get("can_lose_life", True)))
    if call == "count_spends":
        return len(o.spends(i["cost"], i["pool"], i.get("life"), i.get("can_lose_life", True)))
    if call == "can_pay":
        return bool(o.spends(i["cost"], i["pool"], i.get("life"), i.get("can_lose_life", True)))
    if call == "parse_cost":
        return o.mana_value(i["text"]) if red == ("mana_value",) else o.colors(i["text"])
    if call == "total_costs":  # the least mana once every reduction applies (601.2b, 601.2f)
        best = None
        for choice in o.product(*(o.ways(s) for s in o.symbols(i["cost"]))):
            mana = max(0, sum(g for _, g, _ in choice) - sum(i["reductions"])) + \
                len("".join(c for c, _, _ in choice))
            best = mana if best is None else min(best, mana)
        return best
    if call == "x_range":
        legal = o.x_range(i)
        return max(legal) if red == ("max",) else legal
    if call == "total_cost":
        return o.total_cost(i)
    if call == "mana_value_in_zone":
        return o.mana_value(i["cost"], i["x"] if i["zone"] == "stack" else 0)
    if call == "effect_result":
        r = o.effect_result(i["value"], i["effect"], i.get("rules", "current"))
        if red[0] == "pt":
            _, pw, t, dp, dt = red
            return (pw + dp * r, t + dt * r)
        return r
    if call == "fraction_of":
        lost = o.fraction(i["amount"], i["numerator"], i["denominator"], i["rounding"])
        return i["amount"] - lost if red[0] == "left" else lost
    if call == "is_any_number":
        return o.any_number(i["n"], i["dividing"], i["possible"], i["rules"])
    if call == "could_produce":
        made = o.could_produce(i["board"])
        if red[0] == "board":
            return tuple(made)
        types = made[red[1]]
        return types if red[0] == "permanent" else red[2] in types
    return o.split_answer(call, i, red)


def got(p: practice.Problem) -> Any:
    if p.call == "total_cost":
        return o.total_from_text(p.answer)
    if p.call == "parse_cost" and p.reduction == ("colors",):
        return p.answer
    return p.answer


@pytest.mark.parametrize("cluster", practice.CLUSTERS)
def test_every_answer_matches_the_brute_force(cluster: str) -> None:
    checked = 0
    for s in practice.skills(cluster):
        for level in s.levels:
            for seed in SEEDS:
                p = practice.problem(s.id, level, seed)
                want = expected(p)
                assert got(p) == want, (p.id, p.question("en"), p.inputs, p.answer, want)
                checked += 1
    assert checked >= 3_000 or len(SEEDS) < 120


@pytest.mark.parametrize("date", ["2016-06-01", "2017-09-01", "2019-01-01", "current"])
def test_dated_skills_follow_the_date_asked(date: str) -> None:
    for cluster in ("negative_numbers", "split_cards"):
        for s in practice.skills(cluster):
            for level in s.levels:
                for seed in range(12):
                    p = practice.problem(s.id, level, seed, rules=date)
                    assert got(p) == expected(p), (p.id, date, p.inputs)
                    if "rules" in p.inputs and level < 3:
                        assert p.inputs["rules"] == date
