"""The total cost's life and energy (118.3, 118.9, 119.4, 119.4b, 119.7, 119.8, 107.14), the
dates of those rules, and rules= on every part of a total cost (reductions too)."""

from __future__ import annotations

import pytest

import mtgrules as mr
from mtgrules.costs.parts import split_energy
from mtgrules.editions import COST_CHANGES, in_force, life_rule, rules_changes

ALT = "with an alternative cost"
FORCE = mr.AlternativeCost(life=1, what="exile a blue card from your hand")  # Force of Will
SNUFF = mr.AlternativeCost(life=4, what="")                                  # Snuff Out


def rows(cost, **options):
    return [(str(t.mana), t.life) for t in mr.total_costs(cost, **options)]


def test_force_of_will_alternative_cost_pays_1_life_and_no_mana():
    assert str(FORCE) == "pay 1 life and exile a blue card from your hand"
    assert rows("{3}{U}{U}", how=ALT, alternative=FORCE, life=20) == [("{0}", 1)]
    assert rows("{3}{U}{U}", how=ALT, alternative=FORCE, life=1) == [("{0}", 1)]  # 119.4: =


def test_118_3_example_one_life_cant_pay_two():
    # 118.3: "a player with only 1 life can't pay a cost of 2 life"
    two = mr.AlternativeCost(life=2, what="")
    assert rows("{4}", how=ALT, alternative=two, life=1) == []
    assert rows("{4}", how=ALT, alternative=two, life=2) == [("{0}", 2)]
    assert rows("{W/P}", life=1) == [("{W}", 0)]  # a Phyrexian symbol's 2 life, likewise


def test_snuff_out_pays_4_life_only_with_4_life_or_more():
    assert rows("{3}{B}", how=ALT, alternative=SNUFF, life=3) == []
    assert rows("{3}{B}", how=ALT, alternative=SNUFF, life=4) == [("{0}", 4)]


def test_alternative_life_and_phyrexian_life_share_the_life_total():
    # 4 life for the alternative cost leaves 1 of 5: not enough for a Phyrexian symbol
    pay4 = mr.AlternativeCost("{B/P}", life=4)
    assert rows("{5}", how=ALT, alternative=pay4, life=5) == [("{B}", 4)]
    assert rows("{5}", how=ALT, alternative=pay4, life=6) == [("{B}", 4), ("{0}", 6)]


def test_119_8_cant_lose_life_and_119_4b_cant_pay_life_leave_only_0_life():
    assert rows("{3}{U}{U}", how=ALT, alternative=FORCE, can_lose_life=False) == []
    assert rows("{3}{U}{U}", how=ALT, alternative=FORCE, can_pay_life=False) == []
    assert rows("{1}{B/P}", can_pay_life=False) == [("{1}{B}", 0)]
    # 119.4b: 0 life can always be paid, even then
    free = mr.AlternativeCost(life=0, what="exile a card from your hand")
    assert rows("{2}", how=ALT, alternative=free, can_lose_life=False, can_pay_life=False,
                life=0) == [("{0}", 0)]


def test_119_7_a_cost_that_gains_life_cant_be_paid_by_who_cant_gain_life():
    gift = mr.AlternativeCost(gain_life=3, what="")
    assert rows("{2}", how=ALT, alternative=gift) == [("{0}", 0)]
    assert rows("{2}", how=ALT, alternative=gift, can_gain_life=False) == []
    assert rows("{2}", additional=mr.AdditionalCost(gain_life=1), can_gain_life=False) == []


def test_life_total_cant_change_is_both_rules_platinum_emperion():
    # ruling 2018-12-07: no gaining, no losing, no life paid but 0
    assert rows("{1}{B/P}", life_can_change=False) == [("{1}{B}", 0)]
    assert rows("{2}", how=ALT, alternative=mr.AlternativeCost(gain_life=1),
                life_can_change=False) == []


def test_life_is_a_whole_number_in_the_games_words():
    with pytest.raises(mr.NumberError, match=r"life=1\.5: an amount of life is a whole number, "
                                             r"0 or more \(107\.1a, 119\.4\)"):
        mr.AlternativeCost(life=1.5)
    with pytest.raises(mr.NumberError, match="an amount of life is a whole number"):
        mr.AlternativeCost(life=-1)
    with pytest.raises(mr.NumberError, match="gain_life=True"):
        mr.AlternativeCost(gain_life=True)
    with pytest.raises(mr.NumberError, match=r"life='20': a life total is a whole number"):
        mr.total_costs("{1}", life="20")
    with pytest.raises(mr.NumberError, match="a life total is at most"):
        mr.total_costs("{1}", life=10**16)
    with pytest.raises(mr.ChoiceError, match="can_pay_life='no': expected True or False"):
        mr.total_costs("{1}", can_pay_life="no")
    assert rows("{1}", life=-3) == [("{1}", 0)]  # a life total may be 0 or less (119.6)


def test_life_error_translates():
    with pytest.raises(mr.NumberError) as caught:
        mr.AlternativeCost(life=0.5)
    assert "生命" in caught.value.translated("zh-Hans")
    assert "生命" in caught.value.translated("zh-Hant")


def test_life_rule_numbers_by_date():
    assert in_force("life-rules-119", "2019-07-12") and not in_force("life-rules-119", "2019-07-11")
    assert life_rule("119.8", "2015-03-27") == "118.8"
    assert life_rule("119.7", "2019-07-12") == "119.7"
    assert life_rule("119.4b", "2020-06-01") == "119.4"
    assert life_rule("119.4b", "2016-06-01") == "118.4"
    check = mr.can_cast("{1}", "", how=ALT, alternative=FORCE, can_lose_life=False,
                        rules="2017-08-25")
    assert "(118.8)" in str(check)
    assert "(119.8)" in str(mr.can_cast("{1}", "", how=ALT, alternative=FORCE,
                                        can_lose_life=False))


def test_cost_changes_are_dated_and_apart_from_the_history_table():
    assert [c.key for c in COST_CHANGES] == ["energy", "life-rules-119", "119.4b-pay-zero-life"]
    assert not {c.key for c in COST_CHANGES} & {c.key for c in mr.RULES_CHANGES}
    assert [c.key for c in rules_changes(until="2016-12-31", costs=True)] == ["energy"]
    for change in COST_CHANGES:
        for lang in ("zh-Hans", "zh-Hant"):
            assert change.translated(lang).title != change.title


def test_energy_is_dated_from_kaladesh():
    paid = mr.AdditionalCost(energy=2)
    assert [t.energy for t in mr.total_costs("{R}", additional=paid, energy=2,
                                               rules="2016-09-30")] == [2]
    for rules in ("2016-09-29", "2015-03-27"):
        with pytest.raises(mr.ManaCostError, match=r"no energy under the rules of .*2016-09-30 "
                                                   r"\(Kaladesh, 107\.14\)"):
            mr.total_costs("{R}", additional=paid, rules=rules)
        with pytest.raises(mr.ManaCostError, match="no energy"):
            mr.total_costs("{R}", energy=3, rules=rules)      # no energy counters then
        with pytest.raises(mr.ManaCostError, match="no energy"):
            split_energy("{E}{R}", rules)
        with pytest.raises(mr.ManaCostError, match="no energy"):
            mr.can_cast("{E}{R}", "R", rules=rules)
    assert rows("{R}", energy=0, rules="2015-03-27") == [("{R}", 0)]  # none is no energy


def test_energy_paid_against_the_counters_held():
    paid = mr.AdditionalCost(energy=2)
    assert mr.total_costs("{1}{R}", additional=paid, energy=1) == []
    assert [str(t) for t in mr.total_costs("{1}{R}", additional=paid, energy=2)] == [
        "{1}{R} paying no life and {E}{E}"]
    assert split_energy("{E}{E}{1}{R}")[1] == 2
    assert str(split_energy("{e}{1}")[0]) == "{1}"


def test_rules_checks_every_part_reductions_too():
    old = "2020-01-01"  # before colorless hybrid symbols (2024-09-17)
    for call in (lambda: mr.total_costs("{3}", reductions=["{C/W}"], rules=old),
                 lambda: mr.reduce_cost("{3}", ["{C/W}"], rules=old),
                 lambda: mr.total_costs("{3}", increases=["{C/W}"], rules=old),
                 lambda: mr.total_costs("{3}", additional="{C/W}", rules=old),
                 lambda: mr.total_costs("{3}", how=ALT, alternative="{C/W}", rules=old),
                 lambda: mr.total_cost("{3}", increase="{C/W}", rules=old),
                 lambda: mr.x_range("{X}", pool=mr.ManaPool("WW"), reductions=["{C/W}"],
                                    rules=old),
                 lambda: mr.can_cast("{3}", "WWW", reductions=["{C/W}"], rules=old)):
        with pytest.raises(mr.ManaCostError, match="2024-09-17"):
            call()
    assert rows("{3}", reductions=["{C/W}"]) == [("{2}", 0)]
    with pytest.raises(mr.RulesDateError):
        mr.total_costs("{3}", reductions=[1], rules="2010-01-01")
    with pytest.raises(mr.RulesDateError):
        mr.total_cost("{3}", rules="someday")


def test_payment_calls_check_a_life_total_in_the_same_words():
    for call in (lambda: mr.announcements("{W/P}", life=1.5),
                 lambda: mr.can_pay("{W/P}", mr.ManaPool("W"), life="3"),
                 lambda: mr.spends("{W/P}", mr.ManaPool("W"), life=True)):
        with pytest.raises(mr.NumberError, match="a life total is a whole number, such as 20"):
            call()
