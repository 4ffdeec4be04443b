"""x_range over the whole cost pipeline (107.3, 601.2b, 601.2f, 601.2h, 118.7, 609.4b): each
answer checked against working out every total cost for each X and asking the flow."""

from __future__ import annotations

import random

import pytest

import mtgrules as mr

SYMBOLS = ["{W}", "{U}", "{G}", "{C}", "{S}", "{1}", "{2}", "{W/U}", "{2/W}", "{G/P}",
           "{W/U/P}", "{C/G}", "{X}"]
REDUCTIONS = [1, 2, "{W}", "{G}", "{C}", "{W/U}", "{2/G}", "{G/P}", mr.ColoredOnly("{W}{G}")]
def by_hand(cost, pool, **options):
    """The X values whose total costs some spend pays, found one X at a time (X is at most
    the pool's mana plus what the reductions take, at most 2 each)."""
    spend_as = options.pop("spend_as", None)
    top = len(pool) + 2 * len(options.get("reductions", ())) + 2
    return [x for x in range(top) if any(
        mr.can_pay(t.mana, pool, spend_as=spend_as)
        for t in mr.total_costs(cost, x=x, **options))]


def test_x_range_matches_every_total_cost_asked_one_x_at_a_time():
    rng = random.Random(5)
    asked = 0
    for _ in range(250):
        cost = "{X}" + "".join(rng.choice(SYMBOLS) for _ in range(rng.randint(0, 5)))
        pool = mr.ManaPool("".join(rng.choice("WUGC") for _ in range(rng.randint(0, 9))),
                           snow="".join(rng.choice("WG") for _ in range(rng.randint(0, 2))))
        options = dict(reductions=[rng.choice(REDUCTIONS) for _ in range(rng.randint(0, 3))],
                       at_least=rng.choice([0, 0, 3, 5]), life=rng.choice([None, 1, 2, 4]),
                       can_lose_life=rng.random() > 0.2)
        if rng.random() < 0.3:
            options["spend_as"] = rng.choice(["any color", "any type"])
        expected = by_hand(cost, pool, **dict(options))
        assert list(mr.x_range(cost, pool=pool, **options)) == expected, (cost, pool, options)
        asked += bool(expected)
    assert asked > 100  # most cases have some X to check, not only empty answers


def test_a_colored_reduction_pays_for_the_colored_symbol():
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RRRRR"), reductions=["{R}"]) == range(0, 6)
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("GGG"), reductions=["{R}"]) == range(0, 4)
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("GGG")) == range(0, 0)


def test_a_colored_only_reduction_never_reaches_generic_mana():
    # Morophon-style: {W} off a cost with no white is lost, X keeps its generic mana
    assert mr.x_range("{X}{G}", pool=mr.ManaPool("GG"),
                      reductions=[mr.ColoredOnly("{W}{G}")]) == range(0, 3)
    assert mr.x_range("{X}{G}", pool=mr.ManaPool("GG"), reductions=["{W}{G}"]) == range(0, 4)


def test_trinisphere_minimum_applies_after_reductions():
    # 601.2f: the minimum comes last; {X}{R} with X = 0 costs {2}{R} under "at least three"
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RR"), at_least=3) == range(0, 0)
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RRR"), at_least=3) == range(0, 3)
    # {7}{R} less 5 is {2}{R}: X up to 7, and below that the minimum keeps {2}{R}
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RRR"), at_least=3,
                      reductions=[5]) == range(0, 8)


def test_phyrexian_life_and_cant_lose_life_bound_x():
    pool = mr.ManaPool("BBB")
    assert mr.x_range("{X}{B/P}", pool=pool, life=10) == range(0, 4)
    assert mr.x_range("{X}{B/P}", pool=pool, life=10, can_lose_life=False) == range(0, 3)
    assert mr.x_range("{X}{B/P}", pool=pool, life=1) == range(0, 3)          # 119.4
    assert mr.x_range("{X}{B/P}", pool=pool, can_pay_life=False) == range(0, 3)  # 119.4b


def test_energy_and_life_in_the_costs_bound_x_all_or_nothing():
    paid = mr.AdditionalCost(energy=1)
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RRR"), additional=paid, energy=1) == range(0, 3)
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RRR"), additional=paid, energy=0) == range(0, 0)
    alt = mr.AlternativeCost("{X}", life=2)
    assert mr.x_range("{X}{R}", how="with an alternative cost", alternative=alt,
                      pool=mr.ManaPool("RR"), life=2) == range(0, 3)
    assert mr.x_range("{X}{R}", how="with an alternative cost", alternative=alt,
                      pool=mr.ManaPool("RR"), life=1) == range(0, 0)


def test_spending_as_though_any_color():
    pool = mr.ManaPool("RRRR")
    assert mr.x_range("{X}{G}", pool=pool) == range(0, 0)
    assert mr.x_range("{X}{G}", pool=pool, spend_as="any color") == range(0, 4)
    assert mr.x_range("{X}{C}", pool=pool, spend_as="any color") == range(0, 0)
    assert mr.x_range("{X}{C}", pool=pool, spend_as="any type") == range(0, 4)


def test_spectral_procession_with_a_reduction_still_answers_through_announcements():
    # rulings 2008-05-01: {2/W} announced as {2} can be reduced
    assert mr.x_range("{2/W}{2/W}{2/W}", how="with a cost reduction", reduction=2,
                      pool=mr.ManaPool("WW")) == range(0, 1)
    # X = 3: announce {3}{W}{W}{W}, reduced by {2} to {1}{W}{W}{W}, paid with WWWW
    assert mr.x_range("{X}{2/W}{2/W}{2/W}", pool=mr.ManaPool("WWWW"), reductions=[2]) == range(0, 4)
    assert mr.x_range("{X}{2/W}{2/W}{2/W}", pool=mr.ManaPool("WWW"), reductions=[2]) == range(0, 3)


def test_no_pool_and_defined_x_keep_their_meaning():
    assert isinstance(mr.x_range("{X}{R}", reductions=["{R}"], at_least=3), mr.OpenRange)
    assert mr.x_range("{1}{U}", defined=3, pool=mr.ManaPool("U"), reductions=[1]) == range(3, 4)
    assert mr.x_range("{1}{U}", defined=3, pool=mr.ManaPool("U"), at_least=3) == range(3, 3)


def test_new_arguments_are_checked():
    with pytest.raises(mr.ChoiceError, match="spend_as"):
        mr.x_range("{X}", pool=mr.ManaPool("R"), spend_as="any colour")
    with pytest.raises(mr.NumberError, match="at_least"):
        mr.x_range("{X}", pool=mr.ManaPool("R"), at_least=-1)
    with pytest.raises(mr.ManaPoolError, match="pool="):
        mr.x_range("{X}", pool="RRR")
    with pytest.raises(mr.ManaCostError, match="'nothing'"):
        mr.x_range("{X}", pool=mr.ManaPool("R"), reductions=["nothing"])
    with pytest.raises(mr.NumberError, match="life total"):
        mr.x_range("{X}", pool=mr.ManaPool("R"), life=2.5)


def test_energy_named_in_the_cost_text():
    assert mr.x_range("{X}{E}{R}", pool=mr.ManaPool("RRR"), energy=1) == range(0, 3)
    assert mr.x_range("{X}{E}{R}", pool=mr.ManaPool("RRR"), energy=0) == range(0, 0)
    assert [t.energy for t in mr.total_costs("{E}{E}{R}", energy=2)] == [2]
    with pytest.raises(mr.ManaCostError, match="2016-09-30"):
        mr.x_range("{X}{E}{R}", pool=mr.ManaPool("RRR"), rules="2016-01-01")


def test_a_huge_reduction_keeps_x_within_the_librarys_bound():
    # {X}{R} less 10**15 is {R} for every X the library takes; the minimum makes it {2}{R}
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RRR"), reductions=[10**15],
                      at_least=3) == range(0, 10**15 + 1)
    assert mr.x_range("{X}{R}", pool=mr.ManaPool("RR"), reductions=[10**15] * 50,
                      at_least=3) == range(0, 0)
