"""Spending mana as though it were mana of any color or any type (118.14, 609.4b): the flow,
the listing and the counting agree, and the spend still names the mana actually spent."""

from __future__ import annotations

import random

import pytest

import mtgrules as mr

SYMBOLS = ["{W}", "{U}", "{G}", "{C}", "{S}", "{1}", "{W/U}", "{2/G}", "{G/P}", "{C/W}"]


def test_609_4b_mycosynth_lattice_any_color_but_not_colorless_symbols():
    pool = mr.ManaPool("WC")
    assert not mr.can_pay("{G}{G}", pool)
    assert mr.can_pay("{G}{G}", pool, spend_as="any color")     # colorless mana as green too
    assert not mr.can_pay("{C}{C}", pool, spend_as="any color")  # {C} wants colorless mana
    assert mr.can_pay("{C}{C}", pool, spend_as="any type")       # 118.14: any type
    # the spend says what was actually spent (609.4b)
    assert [s.mana for s in mr.spends("{G}{G}", pool, spend_as="any color")] == ["WC"]


def test_snow_still_wants_snow_mana():
    pool = mr.ManaPool("WW", snow="")
    assert not mr.can_pay("{S}", pool, spend_as="any type")
    assert mr.can_pay("{S}", mr.ManaPool("", snow="U"), spend_as="any type")
    assert [s.snow for s in mr.spends("{S}{G}", mr.ManaPool("R", snow="U"),
                                      spend_as="any color")] == ["U"]


def test_flow_listing_and_counting_agree():
    rng = random.Random(3)
    for _ in range(300):
        cost = "".join(rng.choice(SYMBOLS) for _ in range(rng.randint(1, 4)))
        pool = mr.ManaPool("".join(rng.choice("WUGRC") for _ in range(rng.randint(0, 5))),
                           snow="".join(rng.choice("WC") for _ in range(rng.randint(0, 2))))
        life = rng.choice([None, 0, 2])
        for spend_as in (None, "any color", "any type"):
            listed = mr.spends(cost, pool, life=life, spend_as=spend_as, limit=None)
            assert len(set(listed)) == len(listed)
            assert mr.count_spends(cost, pool, life=life, spend_as=spend_as) == len(listed)
            assert mr.can_pay(cost, pool, life=life, spend_as=spend_as) == bool(listed)
            assert mr.first_spends(cost, pool, 2, life=life, spend_as=spend_as) == listed[:2]
            by_life = mr.count_by_life(cost, pool, life=life, spend_as=spend_as)
            assert sum(by_life.values()) == len(listed)
        # a wider permission never loses a way to pay
        narrow = set(mr.spends(cost, pool, life=life, limit=None))
        color = set(mr.spends(cost, pool, life=life, limit=None, spend_as="any color"))
        every = set(mr.spends(cost, pool, life=life, limit=None, spend_as="any type"))
        assert narrow <= color <= every


def test_any_type_spends_are_every_pick_of_the_pool():
    # with any type and no {S} or life, a spend is any choice of as many mana as the cost asks
    pool = mr.ManaPool("WUBRGC")
    assert mr.count_spends("{W}{U}{B}", pool, spend_as="any type") == 20  # 6 choose 3


def test_spend_as_is_checked_and_tables_take_it():
    with pytest.raises(mr.ChoiceError, match="spend_as='any colour'"):
        mr.can_pay("{G}", mr.ManaPool("R"), spend_as="any colour")
    assert mr.SPEND_AS == ("any color", "any type")
    table = mr.payment_table("{G}", mr.ManaPool("R"), spend_as="any color")
    assert list(table["mana"]) == ["R"]
    assert len(mr.payment_table("{G}", spend_as="any color")) == 1  # announcements: unchanged
