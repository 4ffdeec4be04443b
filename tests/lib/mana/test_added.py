"""Mana added from mana symbols (106.8-106.11): mtgrules.mana_added."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgrules as mr


def added(cost, **kw):
    return [str(pool) for pool in mr.mana_added(cost, **kw)]


def test_seed_ranked_1_106_8_hybrid_adds_one_half_the_generic_half_as_colorless():
    assert added("{2/W}") == ["W", "CC"]          # not two white
    assert added("{W/U}") == ["W", "U"]


def test_106_9_phyrexian_adds_its_color_never_life():
    assert added("{B/P}") == ["B"]
    assert added("{G/W/P}") == ["W", "G"]


def test_106_10_and_106_11_generic_and_snow_add_colorless():
    assert added("{2}{S}") == ["CCC"]
    assert added("{X}{R}", x=3) == ["RCCC"]
    assert added("{0}") == [""] and added("") == [""]


def test_seed_ranked_1_reaper_king_adds_32_distinct_pools():
    pools = mr.mana_added(mr.card("Reaper King").mana_cost)
    assert len(pools) == 32 and len(set(map(str, pools))) == 32


def test_equal_symbols_give_distinct_pools_not_sequences():
    assert added("{W/U}{W/U}") == ["WW", "WU", "UU"]     # 3 pools, not 4 orders


def test_symbols_exist_from_their_date_and_limits_hold():
    with pytest.raises(mr.ManaCostError, match="2024-09-17"):
        mr.mana_added("{C/W}", rules="2023-01-01")
    with pytest.raises(mr.LimitExceededError) as caught:
        mr.mana_added("{W/U}{B/R}{G/W}{U/B}{R/G}" * 3, limit=100)
    assert caught.value.at_least == 100
    with pytest.raises(mr.NumberError):
        mr.mana_added("{X}", x=-1)


# what each symbol can add, written out by hand from 106.8-106.11 (the oracle)
CHOICES = {"{1}": ["C"], "{W}": ["W"], "{C}": ["C"], "{S}": ["C"], "{W/U}": ["W", "U"],
           "{2/B}": ["B", "CC"], "{R/P}": ["R"], "{G/W/P}": ["G", "W"]}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(sorted(CHOICES)), max_size=7))
def test_mana_added_is_every_combination_of_choices_once(symbols):
    by_hand = {"".join(sorted("".join(pick), key="WUBRGC".index))
               for pick in itertools.product(*(CHOICES[s] for s in symbols))}
    got = added("".join(symbols))
    assert sorted(got) == sorted(by_hand)
    assert len(got) == len(set(got))


# --- Charmed Pendant: one mana per colored symbol, not the mana a symbol represents -------

def pendant(cost):
    return [str(pool) for pool in mr.mana_for_colored_symbols(cost)]


def test_seed_ranked_8_charmed_pendant_counts_colored_symbols():
    """Seed 000 calls 106.8 "the Charmed Pendant FAQ". The Pendant's own text counts colored
    symbols and adds their colors: a hybrid symbol of two colors gives either (107.4e), a
    {2/W} gives W only, never the CC that adding {2/W} as mana may give (106.8)."""
    assert pendant("{3}{U}{U}{B}") == ["UUB"]               # the example in the card's text
    assert pendant(mr.card("Selesnya Guildmage").mana_cost) == ["WW", "WG", "GG"]
    assert pendant("{2/W}") == ["W"] and [str(p) for p in mr.mana_added("{2/W}")] == ["W", "CC"]
    assert pendant(mr.card("Reaper King").mana_cost) == ["WUBRG"]
    assert len(mr.mana_added(mr.card("Reaper King").mana_cost)) == 32


@pytest.mark.parametrize("cost, pools", [
    ("{W/P}", ["W"]),                 # 107.4f: its color, never life
    ("{G/W/P}", ["W", "G"]),          # both colors (107.4f)
    ("{C/W}", ["W"]),                 # 107.4e: colored, though one half is colorless
    ("{3}{C}{S}{X}", [""]),           # none of these is a colored symbol (202.2b)
    ("", [""]),
])
def test_charmed_pendant_symbol_by_symbol(cost, pools):
    assert pendant(cost) == pools


def test_charmed_pendant_bad_input_and_limit():
    with pytest.raises(mr.ManaCostError, match="not a mana symbol"):
        mr.mana_for_colored_symbols("{Q}")
    with pytest.raises(mr.ManaCostError, match="must be a string"):
        mr.mana_for_colored_symbols(7)
    with pytest.raises(mr.LimitExceededError, match="limit=3"):
        mr.mana_for_colored_symbols("{W/U}{B/R}", limit=3)
    with pytest.raises(mr.ManaCostError):
        mr.mana_for_colored_symbols("{C/W}", rules="2020-01-01")   # {C/W} is from 2024-09-17


# --- hostile input (findings/reliability-2.md) -------------------------------------------

@pytest.mark.parametrize("cost, x", [("{1000000000000000}", 0), ("{X}", 10**15), ("{X}", 10**9),
                                     ("{W}{999999}{X}", 1)])
def test_F7_a_pool_past_a_million_mana_is_refused_before_it_is_written(cost, x):
    import tracemalloc

    tracemalloc.start()
    try:
        with pytest.raises(mr.ManaPoolError, match="a pool holds at most 1,000,000 mana"):
            mr.mana_added(cost, x=x)  # MemoryError, or 1.9 GB first, before
        assert tracemalloc.get_traced_memory()[1] < 50_000_000
    finally:
        tracemalloc.stop()


def test_F18_mana_added_quotes_a_long_cost_as_an_excerpt():
    with pytest.raises(mr.LimitExceededError) as info:
        mr.mana_added("{W/U}{U/B}{B/R}{R/G}{G/W}" * 4000)
    assert len(str(info.value)) < 300  # 100,096 characters before
