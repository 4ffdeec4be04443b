"""Paying costs: announcements (601.2b), spends (601.2h), life (119.4, 119.8)."""

from __future__ import annotations

import random
from collections import Counter
from datetime import date
from itertools import permutations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgrules as mr
from mtgrules.budget import limits
from mtgrules.mana.cost import COLORS, MANA_TYPES, Kind

# --- API.md examples ----------------------------------------------------------------------


def test_api_announcement_examples():
    cost = mr.parse_cost("{G/W}{G/W}")
    assert sorted(str(a.cost) for a in mr.announcements(cost)) == sorted(["{W}{W}", "{W}{G}", "{G}{G}"])
    phy = mr.parse_cost("{W/P}{W/P}")
    assert sorted((str(a.cost), a.life) for a in mr.announcements(phy)) == [
        ("{0}", 4), ("{W}", 2), ("{W}{W}", 0)]
    assert all(a.life <= 3 for a in mr.announcements(phy, life=3))
    assert len(mr.announcements(phy, life=3)) == 2
    assert [str(a.cost) for a in mr.announcements(phy, can_lose_life=False)] == ["{W}{W}"]


def test_api_spend_examples():
    pool = mr.ManaPool("WWGU")
    snowy = mr.ManaPool("WG", snow="G")
    assert snowy.count("G") == 2 and snowy.count("G", snow=True) == 1
    sp = mr.spends(mr.parse_cost("{1}{G/W}"), pool)
    assert sorted(s.mana for s in sp) == ["UG", "WG", "WU", "WW"]
    assert all(s.life == 0 for s in sp)
    assert mr.count_spends(mr.parse_cost("{1}{G/W}"), pool) == 4
    assert mr.can_pay(mr.parse_cost("{2}{G}"), mr.ManaPool("WU")) is False


def test_api_payment_table_columns():
    ann = mr.payment_table("{1}{B/P}{B/P}")
    assert list(ann.columns) == ["cost", "generic", "C", "S", "W", "U", "B", "R", "G", "life"]
    assert len(ann) == 3
    sp = mr.payment_table("{1}{B/P}{B/P}", mr.ManaPool("BBB"), life=3)
    # API.md's columns, in its order, then what is left in the pool (106.4a)
    assert list(sp.columns) == ["mana", "W", "U", "B", "R", "G", "C", "snow", "life", "left"]
    assert sp.to_dict("list") == {"mana": ["BBB", "BB"], "W": [0, 0], "U": [0, 0], "B": [3, 2],
                                  "R": [0, 0], "G": [0, 0], "C": [0, 0], "snow": ["", ""],
                                  "life": [0, 2], "left": ["", "B"]}


def test_seed_ranked_10_the_mana_left_in_the_pool_after_each_spend():
    """106.4a: after paying, the player announces what mana is still in the pool; the snow
    part stays marked."""
    table = mr.payment_table("{S}{G}", mr.ManaPool("GW", snow="GG"))
    assert dict(zip(table["snow"], table["left"])) == {"G": "W + snow G", "GG": "WG"}
    for spend in mr.spends("{1}{W/P}", mr.ManaPool("WWU"), life=20):
        left = mr.payment.left_after(mr.ManaPool("WWU"), spend)
        assert len(left) + len(spend.mana) == 3


# --- the rules' own examples --------------------------------------------------------------


def test_107_4e_hybrid_example():
    ways = {str(a.cost) for a in mr.announcements("{G/W}{G/W}")}
    assert ways == {"{G}{G}", "{W}{G}", "{W}{W}"}  # 3 ways, not 4


def test_107_4f_phyrexian_example():
    ways = {(str(a.cost), a.life) for a in mr.announcements("{W/P}{W/P}")}
    assert ways == {("{W}{W}", 0), ("{W}", 2), ("{0}", 4)}


def test_202_3f_example_mana_value_unchanged_by_payment():
    cost = mr.parse_cost("{2/B}{2/B}{2/B}")
    assert cost.mana_value() == 6
    assert len(mr.announcements(cost)) == 4


def test_spectral_procession_four_announcements():
    anns = mr.announcements("{2/W}{2/W}{2/W}")
    assert [str(a.cost) for a in anns] == ["{W}{W}{W}", "{2}{W}{W}", "{4}{W}", "{6}"]
    # paying with white doesn't make it cheaper to have cast: its mana value stays 6 (202.3f)
    assert mr.parse_cost("{2/W}{2/W}{2/W}").mana_value() == 6


def test_reaper_king_32_announcements():
    assert len(mr.announcements("{2/W}{2/U}{2/B}{2/R}{2/G}")) == 2**5


@pytest.mark.parametrize("life, expected", [(20, {0, 2, 4}), (4, {0, 2, 4}), (3, {0, 2}), (1, {0}),
                                            (0, {0}), (-3, {0})])
def test_119_4_dismember_at_various_life_totals(life, expected):
    anns = mr.announcements("{1}{B/P}{B/P}", life=life)
    assert {a.life for a in anns} == expected


def test_119_8_cant_lose_life_forces_mana():
    assert [(str(a.cost), a.life) for a in mr.announcements("{1}{B/P}{B/P}", can_lose_life=False)] == [
        ("{1}{B}{B}", 0)]
    assert mr.can_pay("{1}{B/P}{B/P}", mr.ManaPool("G"), life=20) is True
    assert mr.can_pay("{1}{B/P}{B/P}", mr.ManaPool("G"), can_lose_life=False) is False


def test_exact_not_greedy():
    # a greedy payer spending U on {W/U} first would strand {W}
    assert mr.spends("{W/U}{W}", mr.ManaPool("WU")) == [mr.Spend(0, "WU")]
    assert mr.can_pay("{W}{W/U}", mr.ManaPool("UW"))


def test_107_4c_colorless_symbol_needs_colorless_mana():
    assert not mr.can_pay("{C}", mr.ManaPool("WUBRG"))
    assert mr.can_pay("{C}", mr.ManaPool("C"))
    assert mr.can_pay("{C/W}", mr.ManaPool("C")) and mr.can_pay("{C/W}", mr.ManaPool("W"))
    assert not mr.can_pay("{C/W}", mr.ManaPool("U"))


def test_107_4h_snow_symbol_needs_snow_mana():
    assert not mr.can_pay("{S}", mr.ManaPool("G"))
    assert mr.spends("{S}", mr.ManaPool("W", snow="G")) == [mr.Spend(0, "G", "G")]
    # Blizzard Brawl style {G}{S}: one snow G can't pay both
    assert not mr.can_pay("{S}{G}", mr.ManaPool(snow="G"))
    assert mr.count_spends("{S}{G}", mr.ManaPool("G", snow="GW")) == 3


def test_absent_cost_cant_be_paid_and_zero_is_free():
    assert mr.announcements("") == [] and mr.spends("", mr.ManaPool("W")) == []
    assert not mr.can_pay("", mr.ManaPool("WUBRG"))
    assert [str(a.cost) for a in mr.announcements("{0}")] == ["{0}"]
    assert mr.spends("{0}", mr.ManaPool()) == [mr.Spend(0, "")]


def test_x_is_announced_value():
    assert [str(a.cost) for a in mr.announcements("{X}{X}{R}", x=3)] == ["{6}{R}"]
    assert mr.count_spends("{X}{R}", mr.ManaPool("RRRR"), x=3) == 1
    assert not mr.can_pay("{X}{R}", mr.ManaPool("RRRR"), x=4)


def test_limits_stop_with_a_message():
    pool = mr.ManaPool("WUBRGC" * 3)
    n = mr.count_spends("{5}", pool)
    assert n > 10
    with pytest.raises(mr.LimitExceededError, match="count_spends"):
        mr.spends("{5}", pool, limit=10)
    assert len(mr.spends("{5}", pool, limit=None)) == n
    with pytest.raises(mr.LimitExceededError):
        mr.announcements("{W/U/P}" * 6, limit=5)


def test_bad_pool_letters():
    with pytest.raises(mr.ManaPoolError, match=r"'x' at position 2 .*W U B R G or C"):
        mr.ManaPool("WxG")
    with pytest.raises(mr.ManaPoolError, match="write 'G'"):
        mr.ManaPool("g")
    with pytest.raises(mr.ManaPoolError):
        mr.ManaPool(snow=3)  # type: ignore[arg-type]
    with pytest.raises(mr.ManaPoolError):
        mr.spends("{1}", "WW")  # type: ignore[arg-type]
    with pytest.raises(mr.ManaCostError, match="x=-1"):
        mr.announcements("{X}", x=-1)


def test_rich_display():
    assert "<span" in mr.ManaPool("WG", snow="G")._repr_html_()
    assert repr(mr.ManaPool("GW", snow="G")) == "ManaPool('WG', snow='G')"
    assert repr(mr.Spend(2, "WG", "G")) == "Spend(mana='WG', snow='G', life=2)"
    assert "2 life" in mr.Spend(2, "W")._repr_html_()


# --- brute force reference: the product of per-symbol choices, then dedupe ------------

WAYS = {  # per symbol kind, the ways to pay one symbol, written independently of the library
    Kind.GENERIC: lambda s, x: [("generic", s.amount)],
    Kind.VARIABLE: lambda s, x: [("generic", x)],
    Kind.COLORED: lambda s, x: [(s.colors, 1)],
    Kind.COLORLESS: lambda s, x: [("C", 1)],
    Kind.SNOW: lambda s, x: [("S", 1)],
    Kind.HYBRID: lambda s, x: [(c, 1) for c in s.colors],
    Kind.MONOCOLORED_HYBRID: lambda s, x: [(s.colors, 1), ("generic", s.amount)],
    Kind.COLORLESS_HYBRID: lambda s, x: [(s.colors, 1), ("C", 1)],
    Kind.PHYREXIAN: lambda s, x: [(s.colors, 1), ("life", 2)],
    Kind.HYBRID_PHYREXIAN: lambda s, x: [*((c, 1) for c in s.colors), ("life", 2)],
}


def brute_announcements(cost, x=0, max_life=None):
    if cost.is_absent:
        return set()
    found = set()
    for choice in product(*(WAYS[s.kind](s, x) for s in cost.symbols)):
        total = Counter()
        for name, amount in choice:
            total[name] += amount
        if max_life is None or total["life"] <= max_life:
            found.add(tuple(sorted((k, v) for k, v in total.items() if v)))
    return found


def brute_spends(cost, pool, x=0, max_life=None):
    units = [(t, False) for t in pool.mana] + [(t, True) for t in pool.snow]
    found = set()
    for ann in brute_announcements(cost, x, max_life):
        need = dict(ann)  # counts per kind
        reqs = [name for name in "WUBRGC" for _ in range(need.get(name, 0))]
        reqs += ["S"] * need.get("S", 0) + ["*"] * need.get("generic", 0)
        for pick in permutations(range(len(units)), len(reqs)):
            ok = all(req == "*" or (req == "S" and units[i][1]) or units[i][0] == req
                     for req, i in zip(reqs, pick))
            if ok:
                taken = sorted(units[i] for i in pick)
                found.add((tuple(taken), need.get("life", 0)))
    return found


def as_brute(spend):
    snow = list(spend.snow)
    taken = []
    for t in spend.mana:
        if t in snow:
            snow.remove(t)
            taken.append((t, True))
        else:
            taken.append((t, False))
    return tuple(sorted(taken)), spend.life


pairs = [a + "/" + b for a in COLORS for b in COLORS if a < b]
SMALL = (["{1}", "{2}", "{X}", "{C}", "{S}", "{0}"] + [f"{{{c}}}" for c in "WUG"]
         + [f"{{{p}}}" for p in ("W/U", "U/G", "G/W")] + ["{2/W}", "{C/G}", "{W/P}", "{U/P}",
                                                          "{G/U/P}", "{W/U/P}"])
small_cost = st.lists(st.sampled_from(SMALL), max_size=4).map(lambda s: mr.parse_cost("".join(s)))
small_pool = st.builds(mr.ManaPool, st.text(alphabet="WUGC", max_size=4),
                       st.text(alphabet="WGC", max_size=2))
life_options = st.sampled_from([None, 0, 1, 2, 3, 4, 20])


@settings(max_examples=300, deadline=None)
@given(small_cost, st.integers(0, 2), life_options)
def test_announcements_equal_brute_force(cost, x, life):
    got = mr.announcements(cost, x=x, life=life)
    expected = brute_announcements(cost, x, life)
    assert len(got) == len(expected) == mr.count_announcements(cost, x=x, life=life)
    got_set = set()
    for a in got:
        counts = {k: v for k, v in a.counts().items() if v}
        if a.life:
            counts["life"] = a.life
        got_set.add(tuple(sorted(counts.items())))
    assert got_set == expected


@settings(max_examples=300, deadline=None)
@given(small_cost, small_pool, st.integers(0, 2), life_options)
def test_spends_equal_brute_force(cost, pool, x, life):
    got = mr.spends(cost, pool, x=x, life=life)
    assert len(got) == len(set(got))  # no two the same
    assert {as_brute(s) for s in got} == brute_spends(cost, pool, x, life)
    assert mr.count_spends(cost, pool, x=x, life=life) == len(got)
    assert mr.can_pay(cost, pool, x=x, life=life) == bool(got)


@settings(max_examples=200, deadline=None)
@given(small_cost, small_pool)
def test_every_spend_fits_the_pool_and_the_cost(cost, pool):
    for s in mr.spends(cost, pool):
        for t in MANA_TYPES:
            assert s.mana.count(t) <= pool.count(t)
            assert s.snow.count(t) <= pool.count(t, snow=True)
        assert s.life % 2 == 0
        phyrexian = sum(1 for sym in cost if sym.kind in (Kind.PHYREXIAN, Kind.HYBRID_PHYREXIAN))
        assert s.life <= 2 * phyrexian


@settings(max_examples=300)
@given(st.text(max_size=12), st.text(max_size=6))
def test_random_input_raises_only_rules_input_errors(cost_text, pool_text):
    try:
        mr.count_spends(cost_text, mr.ManaPool(pool_text))
    except mr.RulesInputError:
        pass


# --- rules versions: symbols that joined rule 107.4 later -----------------------------


@pytest.mark.parametrize("text, added", [("{W/U/P}", "2022-02-18"), ("{C/W}", "2024-09-17")])
def test_107_4_newer_symbols_under_older_rules(text, added):
    assert mr.count_announcements(text) > 0  # current rules have them
    assert mr.count_announcements(text, rules=added) > 0
    with pytest.raises(mr.ManaCostError, match=f"since {added}"):
        mr.parse_cost(text, rules="2020-01-01")
    with pytest.raises(mr.ManaCostError, match=f"since {added}"):
        mr.announcements(text, rules="2020-01-01")
    with pytest.raises(mr.ManaCostError):
        mr.can_pay(mr.parse_cost(text), mr.ManaPool("WUC"), rules="2020-01-01")
    with pytest.raises(mr.RulesDateError):
        mr.announcements(text, rules="last tuesday")
    # the older symbols are the same under every version
    assert mr.count_announcements("{W/P}{2/W}{W/U}", rules="2016-06-01") == 8


# --- big and hostile input: every call answers or stops with a limit (reliability findings) ---

MIXED_SYMBOLS = (
    [f"{{{a}/{b}}}" for a, b in ("WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU")]
    + [f"{{2/{c}}}" for c in COLORS] + [f"{{C/{c}}}" for c in COLORS]
    + [f"{{{c}/P}}" for c in COLORS]
    + [f"{{{a}/{b}/P}}" for a, b in ("WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU")])


def mixed(n, seed=1):
    r = random.Random(seed)
    return "".join(r.choice(MIXED_SYMBOLS) for _ in range(n))


FULL = mr.ManaPool("WUBRGC" * 12, snow="WUBRGC" * 6)  # the payment explorer's largest pool
BIG = mr.ManaPool("".join("WUBRGC"[i % 6] for i in range(10_000)))
SNOWY = mr.ManaPool("".join("WUBRGC"[i % 6] for i in range(5000)),
                    snow="".join("WUBRGC"[i % 6] for i in range(5000)))


def answer_or_limit(call):
    """The call's answer, or the LimitExceededError it stopped with."""
    try:
        return call()
    except mr.LimitExceededError as error:
        return error


@pytest.mark.parametrize("n", [35, 100, 1000])
@pytest.mark.parametrize("call", [
    lambda c: mr.count_announcements(c), lambda c: mr.announcements(c),
    lambda c: mr.count_spends(c, BIG), lambda c: mr.spends(c, BIG),
    lambda c: mr.payment_table(c), lambda c: mr.x_range("{X}" + c, pool=BIG)])
def test_A1_mixed_costs_answer_or_stop_with_a_limit(n, call):
    result = answer_or_limit(lambda: call(mixed(n)))
    assert not isinstance(result, Exception) or "Try fewer" in str(result) or "limit=" in str(result)


def test_A1_limit_checked_while_building_and_its_lower_bound_is_true():
    # mixed(20) has 60,077 announcements (counted without a limit)
    assert mr.count_announcements(mixed(20)) == 60_077
    with mr.payment.limits(states=5_000):
        with pytest.raises(mr.LimitExceededError) as caught:
            mr.count_announcements(mixed(20))
    assert caught.value.at_least is not None and 5_000 < caught.value.at_least <= 60_077
    assert "more than 5,000 announcements" in str(caught.value)
    with mr.payment.limits(work=10_000):
        with pytest.raises(mr.LimitExceededError) as caught:
            mr.count_announcements(mixed(20))
    assert caught.value.at_least is None or caught.value.at_least < 60_077


def test_A1_spends_limit_never_claims_a_false_count():
    # spends past their limit say the true count; a work stop makes no claim about the count
    with pytest.raises(mr.LimitExceededError) as caught:
        mr.spends("{1}{G/W}", mr.ManaPool("WWGU"), limit=3)
    assert "there are 4 spends, more than limit=3" in str(caught.value)
    assert caught.value.at_least == 3


def count_with_some_snow(total, regular, snow):
    """Independent oracle: vectors taking ``total`` mana with at least one from snow."""
    ways = {(0, False): 1}
    for cap, is_snow in [(c, False) for c in regular] + [(c, True) for c in snow]:
        grown = Counter()
        for (taken, any_snow), n in ways.items():
            for j in range(min(cap, total - taken) + 1):
                grown[taken + j, any_snow or (is_snow and j > 0)] += n
        ways = grown
    return ways[total, True]


def test_A2_snow_counts_are_not_exponential():
    from math import comb

    # {S} x 50 is paid from snow sources only: multisets of 50 among six snow types
    assert mr.count_spends("{S}" * 50, SNOWY) == comb(55, 5)
    assert mr.count_spends("{S}" * 36, FULL) == 1
    pool = mr.ManaPool("W" * 20 + "U" * 15 + "G" * 12, snow="W" * 6 + "B" * 9)
    assert mr.count_spends("{X}{S}", pool, x=30) == count_with_some_snow(
        31, [pool.count(t, snow=False) for t in MANA_TYPES],
        [pool.count(t, snow=True) for t in MANA_TYPES])
    assert isinstance(answer_or_limit(lambda: mr.count_spends("{X}{S}", SNOWY, x=1000)), int)
    assert isinstance(answer_or_limit(lambda: mr.count_spends("{S}" * 10 + "{W/U}" * 10, FULL)),
                      (int, mr.LimitExceededError))


def test_A3_spends_lists_small_answers_of_big_costs():
    assert len(mr.spends("{70}", mr.ManaPool("WUBRGC" * 12))) == 21
    assert [s.mana.count("W") for s in mr.spends("{2999}", mr.ManaPool("W" * 1000 + "U" * 1000
                                                                     + "B" * 1000))] == [999, 1000, 1000]
    assert len(mr.spends("{106}", FULL)) == mr.count_spends("{106}", FULL) == 78


def test_A4_can_pay_is_a_yes_or_no_for_any_cost():
    assert mr.can_pay(mixed(20), FULL) is True
    assert mr.can_pay(mixed(1000), BIG) is True
    assert mr.can_pay(mixed(1000), FULL) is False
    assert mr.x_range("{X}" + mixed(20), pool=FULL) == range(0, 98)
    # exact, not greedy: the {2/W} choice and the W/U choice interact
    assert mr.can_pay("{2/W}{W/U}{U}", mr.ManaPool("WUU")) is True
    assert mr.can_pay("{2/W}{2/W}{2/W}", mr.ManaPool("WWBB")) is True
    assert mr.can_pay("{2/W}{2/W}{2/W}", mr.ManaPool("WBB")) is False


MEDIUM = SMALL + ["{S}", "{S}", "{2/G}", "{W/U/P}", "{U/B}", "{B}"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(MEDIUM), max_size=8).map("".join),
       st.text(alphabet="WUBGC", max_size=9), st.text(alphabet="WUBGC", max_size=5),
       life_options)
def test_count_spends_equals_the_listing_on_medium_costs(cost, mana, snow, life):
    pool = mr.ManaPool(mana, snow=snow)
    listed = mr.spends(cost, pool, life=life, limit=None)
    assert mr.count_spends(cost, pool, life=life) == len(listed)
    assert mr.can_pay(cost, pool, life=life) == bool(listed)


HUGE = 10**5000


@pytest.mark.parametrize("call", [
    lambda: mr.parse_cost("{" + "9" * 5000 + "}"),
    lambda: mr.total_cost("{X}", x=10**4400),
    lambda: mr.parse_cost("{X}").with_x(HUGE),
    lambda: mr.parse_cost("{X}").mana_value(x=-HUGE),
    lambda: mr.announcements("{X}", x=HUGE),
    lambda: mr.count_spends("{X}", mr.ManaPool("W"), x=HUGE),
    lambda: mr.announcements("{W/P}", life=HUGE),
    lambda: mr.rules_date(HUGE),
    lambda: mr.x_range("{X}", how=HUGE),
    lambda: mr.Creature(HUGE, 1),
    lambda: mr.effect_result(HUGE, "damage"),
    lambda: mr.ManaPool.from_counts({"W": HUGE}),
])
def test_A5_huge_numbers_are_rules_input_errors_with_short_messages(call):
    with pytest.raises(mr.RulesInputError) as caught:
        call()
    assert len(str(caught.value)) < 300


BAD_RULES = ["yesterday", 20170101, "2016-6-1", "2016-02-30", "2012-12-31", "0001-01-01", None,
             True, "", b"2016-06-01", ["current"], 2016.5, date(2010, 1, 1)]


@pytest.mark.parametrize("rules", BAD_RULES, ids=repr)
@pytest.mark.parametrize("call", [
    lambda r: mr.parse_cost("{1}{G/W}", rules=r), lambda r: mr.announcements("{W}", rules=r),
    lambda r: mr.count_announcements("{W}", rules=r),
    lambda r: mr.spends("{W}", mr.ManaPool("W"), rules=r),
    lambda r: mr.count_spends("{W}", mr.ManaPool("W"), rules=r),
    lambda r: mr.can_pay("{W}", mr.ManaPool("W"), rules=r),
    lambda r: mr.payment_table("{W}", rules=r)])
def test_A9_every_payment_function_checks_rules(call, rules):
    with pytest.raises(mr.RulesDateError):
        call(rules)


@pytest.mark.parametrize("value", ["False", None, 0, 1, "no"])
def test_A10_switches_accept_only_true_or_false(value):
    phy = mr.parse_cost("{W/P}{W/P}")
    with pytest.raises(mr.ChoiceError, match="expected True or False"):
        mr.announcements(phy, can_lose_life=value)
    with pytest.raises(mr.ChoiceError, match="expected True or False"):
        mr.x_range("{X}{W/P}", pool=mr.ManaPool("WW"), can_lose_life=value)
    with pytest.raises(mr.ChoiceError, match="expected True or False"):
        mr.is_any_number(0, dividing=True, possible=value, rules="2018-01-01")


@pytest.mark.parametrize("counts", [{"W": 10**8}, {"W": 10**10}, {"U": 2**63}, "W", 5, ["W"],
                                    {1: 2}, {"W": -1}, {"W": True}])
def test_A19_from_counts_is_bounded_and_checked(counts):
    with pytest.raises(mr.ManaPoolError):
        mr.ManaPool.from_counts(counts)


def test_A19_pool_size_documented_bound():
    assert len(mr.ManaPool.from_counts({"W": 600_000, "U": 400_000})) == mr.mana.MAX_POOL
    with pytest.raises(mr.ManaPoolError, match="at most 1,000,000 mana"):
        mr.ManaPool("W" * 1_000_001)


@pytest.mark.parametrize("call", [
    lambda: mr.ManaPool("W").count(None), lambda: mr.ManaPool("W").count(5),
    lambda: mr.ManaPool("W").count("W", snow="yes"), lambda: mr.ManaPool("W").count("x"),
    lambda: mr.announcements("{W}", limit="5"), lambda: mr.spends("{W}", mr.ManaPool("W"), limit=-1),
    lambda: mr.payment_table("{W}", bogus=1), lambda: mr.ManaCost("abc"),
    lambda: mr.ManaCost((1, 2)), lambda: mr.spends("{W}", "W"),
    lambda: mr.Announcement("{W/U}", 0), lambda: mr.Announcement("{W}", 3)])
def test_B1_wrong_python_types_are_rules_input_errors(call):
    with pytest.raises(mr.RulesInputError):
        call()


def test_P1_messages_quote_a_short_excerpt():
    for call in (lambda: mr.parse_cost("{W}" * 100_000 + "W"), lambda: mr.rules_date("x" * 100_000),
                 lambda: mr.ManaPool("W" * 100_000 + "x"), lambda: mr.announcements("x" * 100_000)):
        with pytest.raises(mr.RulesInputError) as caught:
            call()
        assert len(str(caught.value)) < 400


def test_P2_count_functions_speak_of_counting():
    with pytest.raises(mr.LimitExceededError, match="^counting announcements"):
        mr.count_announcements(mixed(1000))
    with pytest.raises(mr.LimitExceededError, match="^counting spends"):
        mr.count_spends(mixed(1000), BIG)


def test_P9_no_cache_grows_with_distinct_x_values():
    for x in range(2):  # the few kept answers (payment._STATES_KEPT) are full from here on
        mr.announcements("{X}", x=x)
    sizes = {name: len(v) for name, v in vars(mr.payment).items() if isinstance(v, (dict, list, set))}
    for x in range(300, 3_300):
        mr.announcements("{X}", x=x)
    after = {name: len(v) for name, v in vars(mr.payment).items() if isinstance(v, (dict, list, set))}
    assert after == sizes


def test_announcements_are_immutable_values():
    a, b = mr.announcements("{W/P}")[0], mr.Announcement("{W}", 0)
    assert a == b and hash(a) == hash(b) and repr(a) == "Announcement(cost='{W}', life=0)"
    assert eval(repr(a), {"Announcement": mr.Announcement}) == a
    with pytest.raises(AttributeError):
        a.life = 3


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(MEDIUM), max_size=7).map("".join),
       st.text(alphabet="WUBGC", max_size=8), st.text(alphabet="WBG", max_size=3), life_options)
def test_count_by_life_tallies_the_listings(cost, mana, snow, life):
    pool = mr.ManaPool(mana, snow=snow)
    for listed, counted in ((mr.announcements(cost, life=life, limit=None), mr.count_by_life(cost, life=life)),
                            (mr.spends(cost, pool, life=life, limit=None),
                             mr.count_by_life(cost, pool, life=life))):
        assert counted == dict(sorted(Counter(way.life for way in listed).items()))


def test_count_by_life_of_a_big_cost_without_listing():
    # 12 {W/P} with 40 life: 0, 2, ..., 24 life; with a pool of 30 W, every amount can be paid
    by_life = mr.count_by_life("{W/P}" * 12 + "{2/W}" * 12, mr.ManaPool("W" * 30 + "C" * 30), life=40)
    assert list(by_life) == list(range(0, 26, 2))
    assert sum(by_life.values()) == mr.count_spends("{W/P}" * 12 + "{2/W}" * 12,
                                                   mr.ManaPool("W" * 30 + "C" * 30), life=40)


# --- the first n ways, without listing the rest (601.2b, 601.2h) ---------------------------

wider_cost = st.lists(st.sampled_from(SMALL), max_size=6).map(lambda s: mr.parse_cost("".join(s)))
wider_pool = st.builds(mr.ManaPool, st.text(alphabet="WUBGC", max_size=7),
                       st.text(alphabet="WGC", max_size=3))


@settings(max_examples=300, deadline=None)
@given(wider_cost, st.integers(0, 40), st.integers(0, 2), life_options, st.booleans())
def test_first_announcements_are_the_listing_s_first(cost, n, x, life, can_lose_life):
    options = dict(x=x, life=life, can_lose_life=can_lose_life)
    assert mr.first_announcements(cost, n, **options) == \
        mr.announcements(cost, limit=None, **options)[:n]


def test_announcements_for_any_x_are_those_of_x_0_with_its_generic_mana_added():
    # X, Y and Z add the same generic mana to every announcement (107.3a): the library finds
    # those of 0 once and adds it, in the same order, for counts and for the first ones.
    # {2/W}: 2 or W; {W/P}: W or 2 life; {G/U/P}: G, U or 2 life; with 2 life, at most one
    # symbol is paid with life: 4 announcements pay none, 6 pay 2 life.
    cost = "{X}{X}{Y}{Z}{2/W}{W/P}{G/U/P}"
    base = mr.announcements(cost, life=2, limit=None)
    assert [str(a.cost) for a in base[:4]] == ["{W}{W}{U}", "{W}{W}{G}", "{2}{W}{U}", "{2}{W}{G}"]
    for x, y, z in ((3, 0, 0), (1, 4, 2), (10**6, 0, 7)):
        added = 2 * x + y + z
        listed = mr.announcements(cost, x=x, y=y, z=z, life=2, limit=None)
        assert [(a.counts()["generic"], a.life) for a in listed] == \
            [(a.counts()["generic"] + added, a.life) for a in base]
        assert mr.first_announcements(cost, 5, x=x, y=y, z=z, life=2) == listed[:5]
        assert mr.count_announcements(cost, x=x, y=y, z=z, life=2) == len(listed) == 10
        assert mr.count_by_life(cost, x=x, y=y, z=z, life=2) == {0: 4, 2: 6}
        first = mr.first_announcements(cost, 1, x=x, y=y, z=z, life=2)[0]
        assert str(first.cost) == f"{{{added}}}{{W}}{{W}}{{U}}" and first.life == 0


@settings(max_examples=300, deadline=None)
@given(wider_cost, wider_pool, st.integers(0, 40), st.integers(0, 2), life_options,
       st.booleans())
def test_first_spends_are_the_listing_s_first(cost, pool, n, x, life, can_lose_life):
    options = dict(x=x, life=life, can_lose_life=can_lose_life)
    assert mr.first_spends(cost, pool, n, **options) == \
        mr.spends(cost, pool, limit=None, **options)[:n]


def test_first_spends_finish_only_the_life_payments_they_need():
    # {B/P} three times with BBB: 8 sequences but 4 spends (0, 2, 4 or 6 life); the first
    # two pay 0 and 2 life, so the partial payments of 4 and 6 life are never finished
    cost, pool = "{1}{B/P}{B/P}{B/P}", mr.ManaPool("BBBB")
    assert [s.life for s in mr.first_spends(cost, pool, 2)] == [0, 2]
    assert mr.first_spends(cost, pool, 0) == [] and mr.first_announcements(cost, 0) == []


FINDINGS_COST = "{X}" + "{2/W}{G/U/P}{B/P}{W/U}" * 9 + "{R}{G}{1}"
"""The 40-symbol cost of the learner walkthrough (43,000 announcements at 20 life)."""


def test_first_announcements_of_the_findings_cost_stay_within_an_explorer_budget():
    with limits(work=200_000):        # the payment explorer's budget per count or listing
        first = mr.first_announcements(FINDINGS_COST, 500, x=5, life=20)
        assert mr.count_announcements(FINDINGS_COST, x=5, life=20) == 43_000
    assert len(first) == 500 and first == mr.announcements(FINDINGS_COST, x=5, life=20,
                                                          limit=None)[:500]
    assert [a.life for a in first] == sorted(a.life for a in first)


def test_first_spends_of_the_findings_cost_stop_at_the_budget():
    pool = mr.ManaPool.from_counts(dict.fromkeys(MANA_TYPES, 12))
    with limits(work=200_000), pytest.raises(mr.LimitExceededError, match="first spends"):
        mr.first_spends(FINDINGS_COST, pool, 500, x=5, life=20)
    with pytest.raises(mr.NumberError):
        mr.first_announcements("{W/U}", -1)


def test_two_spends_that_differ_only_in_which_mana_was_snow_never_look_alike():
    # {1}{S} from W G + snow W G: a snow W or a snow G pays {S} (107.4h), two different spends
    table = mr.payment_table("{1}{S}", mr.ManaPool("WG", snow="WG"))
    rows = list(zip(table["mana"], table["snow"]))
    assert len(rows) == len(set(rows)) == len(table)
    assert {("WG", "W"), ("WG", "G")} <= set(rows)
