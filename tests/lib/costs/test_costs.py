"""The total cost step by step (mtgrules.costs.total): announce, add, reduce, set a minimum, lock
(601.2b, 601.2f, 118.7-118.9), with the rulings and the other engines' bug reports on it.

Tests named test_seed_contradiction_N / test_seed_ranked_N reproduce the numbered findings of
the seed-coverage review (its contradictions and its ranked uncovered points)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgrules as mr
from mtgrules.costs.parts import additional_mana

FREE = "without paying its mana cost"
RED = "with a cost reduction"


def totals(*args, **kwargs):
    return [str(t.mana) for t in mr.total_costs(*args, **kwargs)]


def reduced(cost, *reductions, rules="current"):
    return [str(c) for c, _ in mr.reduce_cost(cost, list(reductions), rules=rules)]


# --- 118.7a-g, one rule at a time ----------------------------------------------------------

def test_118_7a_generic_reduction_takes_only_generic_mana():
    assert reduced("{2}{W}{C}{S}", 5) == ["{C}{S}{W}"]
    assert reduced("{W}{W}", 2) == ["{W}{W}"]


def test_118_7b_a_color_the_cost_lacks_reduces_generic():
    assert reduced("{1}{U}", "{W}") == ["{U}"]
    assert reduced("{2}{U}", "{C}") == ["{1}{U}"]


def test_118_7c_excess_colored_reduction_reduces_generic():
    assert reduced("{1}{W}", "{W}{W}") == ["{0}"]
    assert reduced("{3}{W}", "{W}{W}") == ["{2}"]


def test_118_7d_excess_colorless_reduction_reduces_generic():
    assert reduced("{2}{C}", "{C}{C}") == ["{1}"]


def test_118_7e_hybrid_reduction_the_player_chooses_a_half():
    results = mr.reduce_cost("{4}{R}{R}", ["{R/W}"])
    assert {(str(c), h) for c, h in results} == {("{4}{R}", ("{R}",)), ("{3}{R}{R}", ("{W}",))}
    assert reduced("{2}{W}{W}", "{2/W}") == ["{W}{W}", "{2}{W}"]


def test_118_7e_colorless_half_only_since_2026_04_17():
    assert reduced("{2}{C}{W}", "{C/W}") == ["{2}{W}", "{2}{C}"]
    assert reduced("{2}{C}{W}", "{C/W}", rules="2025-06-06") == ["{2}{C}"]
    assert mr.in_force("118.7e-colorless-half", "2026-04-17")


def test_118_7f_phyrexian_reduction_takes_its_color():
    assert reduced("{1}{W}", "{W/P}") == ["{1}"]
    assert reduced("{1}{U}", "{W/P}") == ["{U}"]  # 118.7b: no white, so generic


def test_118_7g_snow_reduction_takes_generic_never_snow():
    assert reduced("{1}{S}", "{S}") == ["{S}"]


def test_601_2f_nothing_below_zero():
    assert reduced("{1}", 5) == ["{0}"]


def test_reducing_an_unannounced_cost_is_refused():
    with pytest.raises(mr.ManaCostError, match="announce it first"):
        mr.reduce_cost("{2/W}", [1])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["{1}", "{2}", "{W}", "{U}", "{C}", "{S}", "{W/U}", "{2/W}",
                                 "{W/P}", "{G/W/P}"]), min_size=1, max_size=4),
       st.sampled_from(["{3}{W}{W}", "{1}{U}{C}", "{2}{S}{G}", "{W}"]))
def test_601_2f_reductions_in_any_order_give_the_same_results(reductions, cost):
    results = {frozenset(reduced(cost, *order)) for order in itertools.permutations(reductions)}
    assert len(results) == 1


# --- rulings ---------------------------------------------------------------------------------

def test_seed_contradiction_1_spectral_procession_ruling_2008_05_01_reduction_after_announcing():
    procession = mr.card("Spectral Procession").mana_cost
    assert "{W}{W}" in totals(procession, reductions=[2])   # announced {2}{W}{W}, reduced
    assert mr.x_range(procession, how=RED, reduction=2, pool=mr.ManaPool("WW")) == range(0, 1)
    with pytest.raises(mr.ChoiceError, match="601.2b"):
        mr.total_cost(procession, reduction=2)  # one total cost doesn't exist before announcing


def test_seed_contradiction_1_x_with_a_monocolored_hybrid_and_a_reduction():
    # {X}{2/W} costing {2} less: announce X = 0 and {2}, then the total cost is {0}
    assert mr.x_range("{X}{2/W}", how=RED, reduction=2, pool=mr.ManaPool("")) == range(0, 1)
    assert mr.x_range("{X}{2/W}", how=RED, reduction=2, pool=mr.ManaPool("RR")) == range(0, 3)


def test_reaper_king_with_commander_tax_costing_four_less_needs_four_colors():
    # magefree/mage#6130: with {2} of tax and {4} less, the engine summed both halves of
    # each symbol and asked {8}{W}{U}{B}{R}{G}; announcing one {2} half leaves four colors
    king = mr.card("Reaper King").mana_cost
    results = mr.total_costs(king, increases=[2], reductions=[4])
    assert min(t.mana.mana_value() for t in results) == 4
    assert "{W}{U}{B}{R}" in {str(t.mana) for t in results}
    assert mr.x_range(king, how=RED, increase=2, reduction=4, pool=mr.ManaPool("WUBR")) == range(0, 1)
    assert mr.x_range(king, how=RED, increase=2, reduction=4, pool=mr.ManaPool("WUB")) == range(0, 0)


def test_offering_reduces_by_one_half_of_each_hybrid_symbol():
    # magefree/mage#6961: a sacrificed {R/W} counted both halves. 702.48c, 118.7e: one half each.
    patron = "{4}{R}{R}"
    assert sorted(totals(patron, reductions=["{R/W}"])) == ["{3}{R}{R}", "{4}{R}"]
    # Boggart Ram-Gang {R/G}{R/G}{R/G}: the engine took all six mana off and asked nothing
    # (three green halves: {1}{R}{R}; one red: {2}{R}; two or three red: {3})
    assert set(totals(patron, reductions=["{R/G}{R/G}{R/G}"])) == {"{1}{R}{R}", "{2}{R}", "{3}"}


# --- additional and alternative costs, free casts (118.8, 118.9, 107.3b) --------------------

def test_seed_ranked_3_kicker_at_most_once_multikicker_any_number_of_times():
    with pytest.raises(mr.ChoiceError, match="702.33"):
        mr.AdditionalCost("{1}{R}", "kicker", times=2)
    with pytest.raises(mr.ChoiceError, match="702.174a"):
        mr.AdditionalCost("", "gift", times=2, what="promise a gift")
    assert str(additional_mana(mr.AdditionalCost("{2}", "multikicker", times=2))) == "{4}"
    assert totals("{1}{G}", additional=mr.AdditionalCost("{2}", "multikicker", times=2)) == ["{5}{G}"]


def test_seed_ranked_3_free_cast_still_pays_additional_costs_and_x_is_zero():
    # Kari Zev's Expertise ruling 2017-02-09: additional costs such as kicker may be paid
    kicker = mr.AdditionalCost("{1}{R}", "kicker")
    assert totals("{X}{R}", how=FREE, additional=kicker) == ["{1}{R}"]
    assert totals("{X}{R}", how=FREE) == ["{0}"]
    with pytest.raises(mr.NumberError, match="107.3b"):
        mr.total_costs("{X}{R}", x=2, how=FREE)
    mandatory = mr.AdditionalCost("{2}", "mandatory")
    assert totals("{3}{B}", how=FREE, additional=[mandatory]) == ["{2}"]
    with pytest.raises(mr.ChoiceError, match="exactly once"):
        mr.AdditionalCost("{2}", "mandatory", times=0)


def test_a_gift_adds_no_mana():
    gift = mr.AdditionalCost("", "gift", what="promise an opponent a gift")
    assert totals("{1}{U}", additional=gift) == ["{1}{U}"]
    assert str(gift) == "gift promise an opponent a gift paid"


def test_alternative_cost_gets_the_changes_118_9d():
    assert totals("{5}{R}", how="with an alternative cost", alternative="{1}{R}",
                  increases=[1], reductions=[1]) == ["{1}{R}"]


# --- a minimum, then locked in (601.2f) -----------------------------------------------------

def test_a_minimum_comes_after_the_reductions():
    assert totals("{1}{R}", reductions=[1], at_least=3) == ["{2}{R}"]
    assert totals("{5}{R}", at_least=3) == ["{5}{R}"]
    # a Phyrexian symbol paid with life is no mana: the minimum adds generic mana
    assert [str(t) for t in mr.total_costs("{W/P}", life=20, at_least=3)] == [
        "{2}{W} paying no life", "{3} paying 2 life"]


def test_without_hybrid_the_pipeline_agrees_with_total_cost():
    for cost, x, up, down in [("{X}{R}", 3, 1, 2), ("{2}{G}{G}", 0, 0, 5), ("{W}{C}", 0, 2, 1)]:
        [total] = mr.total_costs(cost, x=x, increases=[up], reductions=[down])
        alone = mr.total_cost(cost, x=x, increase=up, reduction=down)
        assert sorted(map(str, total.mana.symbols)) == sorted(map(str, alone.symbols))


def test_bad_changes_are_clear_errors():
    with pytest.raises(mr.NumberError, match="reduction"):
        mr.total_costs("{2}", reductions=[-1])
    with pytest.raises(mr.ManaCostError, match="value of X"):
        mr.total_costs("{2}", reductions=["{X}"])
    with pytest.raises(mr.ManaCostError, match="not an amount of mana"):
        mr.total_costs("{2}", increases=[1.5])


# --- only rule 107.4's symbols are mana symbols --------------------------------------------

@pytest.mark.parametrize("text, what", [
    ("{T}", "tap symbol (107.5)"), ("{Q}", "untap symbol (107.6)"),
    ("{E}", "energy symbol (107.14)"), ("{+1}", "loyalty symbol (107.7)"),
    ("{-X}", "loyalty symbol (107.7)"), ("{PW}", "Planeswalker symbol"),
    ("{CHAOS}", "chaos symbol"), ("{TK}", "ticket symbol (107.17)"),
    ("{P}", "pawprint symbol (107.18)"), ("{1/W}", "a half of {2} or {C}"),
    ("{3/W}", "a half of {2} or {C}"), ("{H}", "any Phyrexian mana symbol (107.4g)"),
])
def test_seed_ranked_7_other_symbols_of_rule_107_are_refused_saying_what_they_are(text, what):
    with pytest.raises(mr.ManaCostError, match=r"not a mana symbol") as caught:
        mr.parse_cost("{1}" + text)
    assert what in str(caught.value)


def test_each_symbol_exists_only_from_its_date():
    with pytest.raises(mr.ManaCostError, match="since 2016-01-22"):
        mr.parse_cost("{2}{C}", rules="2015-03-27")
    assert str(mr.parse_cost("{2}{C}", rules="2016-01-22")) == "{2}{C}"
    with pytest.raises(mr.ManaCostError, match="since 2022-02-18"):
        mr.parse_cost("{G/W/P}", rules="2021-06-01")
    with pytest.raises(mr.ManaCostError, match="since 2024-09-17"):
        mr.parse_cost("{C/W}", rules="2024-06-01")


# --- life and energy beside mana (107.14, 118.3, 119.4, 119.7, 119.8) ------------------------

def test_seed_ranked_2_energy_is_paid_from_the_players_counters_never_more_than_they_have():
    pay_two = mr.AdditionalCost(energy=2)
    assert [str(t) for t in mr.total_costs("{1}{R}", additional=pay_two, energy=2)] == [
        "{1}{R} paying no life and {E}{E}"]
    assert mr.total_costs("{1}{R}", additional=pay_two, energy=1) == []
    with pytest.raises(mr.ChoiceError, match="at most once"):   # "you may pay {E}{E}" once
        mr.AdditionalCost(energy=2, times=2)
    with pytest.raises(mr.ManaPoolError):                       # energy is not mana
        mr.ManaPool("E")
    with pytest.raises(mr.ManaCostError, match="energy symbol"):
        mr.parse_cost("{E}{E}")


def test_life_paid_by_a_cost_shares_the_life_total_with_phyrexian_symbols():
    pay_two_life = mr.AdditionalCost(life=2)
    got = [str(t) for t in mr.total_costs("{B/P}", additional=pay_two_life, life=3)]
    assert got == ["{B} paying 2 life"]          # 2 + 2 would be more than 3 (119.4)
    assert mr.total_costs("{B}", additional=pay_two_life, life=1) == []


def test_seed_contradiction_6_cant_lose_life_and_life_cant_change_are_two_switches():
    gains = mr.AdditionalCost(gain_life=3, what="gain 3 life")
    assert mr.total_costs("{W}", additional=gains, can_lose_life=False)      # 119.8 only
    assert mr.total_costs("{W}", additional=gains, life_can_change=False) == []  # 119.7 too
    # Platinum Emperion ruling 2018-12-07: no life payments when the total can't change
    assert [str(t) for t in mr.total_costs("{W/P}", life=20, life_can_change=False)] == [
        "{W} paying no life"]
    with pytest.raises(mr.ChoiceError):
        mr.total_costs("{W}", life_can_change="no")


def test_the_table_shows_each_announcement_and_its_total_cost():
    table = mr.total_costs_table("{2/W}{2/W}{2/W}", reductions=[2])
    assert list(table.columns) == ["announced", "life", "halves", "total cost", "mana value",
                                   "energy"]
    assert list(table["total cost"]) == ["{W}{W}{W}", "{W}{W}", "{2}{W}", "{4}"]
    assert list(table["mana value"]) == [3, 2, 3, 4]
    offering = mr.total_costs_table("{4}{R}{R}", reductions=["{R/W}"])
    assert set(offering["halves"]) == {"{R}", "{W}"}


def test_a_reduction_of_colored_mana_only_never_reaches_generic():
    # phase-rs/phase#8885: Morophon's {W}{U}{B}{R}{G} less "reduces only the amount of colored
    # mana you pay": a {1}{G} Sliver costs {1}, not {0}; a {W}{U}{B}{R}{G} one costs {0}
    morophon = mr.ColoredOnly("{W}{U}{B}{R}{G}")
    assert reduced("{1}{G}", morophon) == ["{1}"]
    assert reduced("{W}{U}{B}{R}{G}", morophon) == ["{0}"]
    assert reduced("{1}{G}", "{W}{U}{B}{R}{G}") == ["{0}"]      # the default of 118.7b-c
    assert totals("{2/G}", reductions=[morophon]) == ["{0}", "{2}"]
    with pytest.raises(mr.ManaCostError, match="colored symbols"):
        mr.ColoredOnly("{2}")
    with pytest.raises(mr.ManaCostError, match="only a reduction"):
        mr.total_costs("{1}", increases=[morophon])


# --- an alternative cost that isn't only mana: Blazing Shoal (107.3a, 107.3b, 118.9) ------
ALT = "with an alternative cost"
SHOAL_ALT = mr.AlternativeCost(what="exile a red card with mana value X from your hand")


def test_seed_ranked_8_blazing_shoal_x_in_the_words_of_its_alternative_cost():
    """Seed 000's "X spells that need no mana at all": Blazing Shoal ({X}{R}{R}) cast by
    exiling a red card with mana value X. The X is in the alternative cost (107.3a), so it
    is chosen and not forced to 0 (107.3b); no mana is paid for it, so no pool bounds it."""
    shoal = mr.card("Blazing Shoal")
    assert isinstance(mr.x_range(shoal, how=ALT, alternative=SHOAL_ALT), mr.OpenRange)
    with_no_mana = mr.x_range(shoal, how=ALT, alternative=SHOAL_ALT, pool=mr.ManaPool(""))
    assert isinstance(with_no_mana, mr.OpenRange) and 4 in with_no_mana
    assert str(mr.total_cost(shoal, x=4, how=ALT, alternative=SHOAL_ALT)) == "{0}"
    assert totals(shoal, x=4, how=ALT, alternative=SHOAL_ALT) == ["{0}"]
    assert mr.mana_value_in_zone(shoal, "stack", x=4) == 6   # {X}{R}{R} with X = 4
    assert mr.mana_value_in_zone(shoal, "hand", x=4) == 2


def test_an_alternative_cost_without_x_in_its_words_forces_x_to_0():
    shoal = mr.card("Blazing Shoal")
    no_x = mr.AlternativeCost(what="exile a blue card from your hand")
    assert mr.x_range(shoal, how=ALT, alternative=no_x) == range(0, 1)
    with pytest.raises(mr.NumberError, match=r"exile a blue card from your hand, which has no X.*107\.3b"):
        mr.total_cost(shoal, x=4, how=ALT, alternative=no_x)


def test_an_alternative_cost_with_mana_and_words_needs_its_mana():
    both = mr.AlternativeCost("{1}", what="exile a red card with mana value X from your hand")
    assert str(both) == "{1} and exile a red card with mana value X from your hand"
    assert isinstance(mr.x_range("{X}{R}{R}", how=ALT, alternative=both, pool=mr.ManaPool("R")),
                      mr.OpenRange)
    assert mr.x_range("{X}{R}{R}", how=ALT, alternative=both, pool=mr.ManaPool("")) == range(0, 0)
    assert totals("{X}{R}{R}", x=3, how=ALT, alternative=both) == ["{1}"]


@pytest.mark.parametrize("what, has_x", [
    ("exile a red card with mana value X from your hand", True),
    ("discard X cards", True),
    ("exile a card named Xenagos", False),
    ("return a land you control to its owner's hand", False),
])
def test_an_x_in_the_words_is_the_letter_on_its_own(what, has_x):
    assert mr.AlternativeCost(what=what).has_x is has_x


def test_bad_alternative_costs_say_what_is_expected():
    with pytest.raises(mr.ChoiceError, match=r"mana part or words.*118\.9"):
        mr.AlternativeCost()
    with pytest.raises(mr.ManaCostError, match="braces text"):
        mr.AlternativeCost(5)
    with pytest.raises(mr.RulesInputError, match="must be a string"):
        mr.AlternativeCost(what=["exile"])
    with pytest.raises(mr.ManaCostError, match="not a mana symbol"):
        mr.AlternativeCost("{Q}")


def test_total_costs_takes_a_card_as_the_other_cost_functions_do():
    procession = mr.card("Spectral Procession")
    assert totals(procession, reductions=[2])[:2] == totals("{2/W}{2/W}{2/W}", reductions=[2])[:2]
    with pytest.raises(mr.ManaCostError, match="not a mana cost: expected a ManaCost"):
        mr.total_costs(3.5)


def test_a_cost_paid_a_huge_number_of_times_is_quick_and_bounded():
    """Multikicker {1} paid 10**12 times is one number of generic mana, worked out at once; a
    colored symbol repeated past MAX_REPEATED_SYMBOLS is refused with a message, not built."""
    from mtgrules.costs.parts import MAX_REPEATED_SYMBOLS

    huge = mr.AdditionalCost("{1}", "multikicker", times=10**12)
    assert str(mr.total_cost("{X}{R}", x=2, additional=huge)) == "{1000000000002}{R}"
    assert str(mr.AdditionalCost("{1}{R}", "multikicker", times=3).mana) == "{3}{R}{R}{R}"
    with pytest.raises(mr.LimitExceededError, match="more than 10,000"):
        mr.total_cost("{R}", additional=mr.AdditionalCost("{R}", "multikicker",
                                                          times=MAX_REPEATED_SYMBOLS + 1))


# --- hostile input (findings/reliability-2.md) -------------------------------------------

@pytest.mark.parametrize("words", ["从你手上放逐一张法术力值为Ｘ的红色牌",
                                   "exile a red card with mana value x from your hand",
                                   "exile a red card with mana value X from your hand",
                                   "從你手上放逐一張法術力值為X的紅色牌"])
def test_F10_an_x_in_the_words_of_an_alternative_cost_is_read_however_it_is_typed(words):
    shoal = mr.AlternativeCost(what=words)
    assert shoal.has_x
    assert mr.x_range("{X}{R}{R}", how="with an alternative cost", alternative=shoal) == (
        mr.x_range("{X}{R}{R}", how="with an alternative cost",
                   alternative=mr.AlternativeCost(what="exile a card with mana value X")))


@pytest.mark.parametrize("words", ["exile two cards", "pay 2x life", "exile an xeno card",
                                   "exile a card with mana value XX"])
def test_F10_an_x_inside_a_word_is_not_an_x(words):
    assert not mr.AlternativeCost(what=words).has_x
