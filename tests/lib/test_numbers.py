"""Numbers: 107.1 (integers, rounding, negative values), 107.1c "any number", 107.2."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

import mtgrules as mr
from mtgrules.numbers import keeps_negative

OLD = "2016-06-01"          # the 2013 wording of 107.1b ("or otherwise modifies")
NO_DOUBLING = "2018-01-01"  # 2017-07-14 .. 2018-07-12: doubling power not an exception
NO_TRIPLING = "2025-06-05"  # before "triples" was added
VERSIONS = ["current", OLD, NO_DOUBLING, NO_TRIPLING]


# --- API.md examples -------------------------------------------------------------------

def test_api_examples():
    assert mr.effect_result(-2, "add mana") == 0
    assert mr.effect_result(-2, "set power/toughness") == -2
    assert mr.Creature(3, 4).gets(-5, 0) == mr.Creature(power=-2, toughness=4)
    assert repr(mr.Creature(3, 4).gets(-5, 0)) == "Creature(power=-2, toughness=4)"
    assert mr.Creature(-2, 4).combat_damage() == 0


def test_effect_kinds_include_the_api_list():
    required = {"damage", "life gain", "life loss", "add mana", "counters", "set life total",
                "double life total", "set power/toughness", "double power/toughness",
                "triple power/toughness", "modify power/toughness"}
    assert required <= set(mr.EFFECT_KINDS)


# --- 107.1b examples, under every version --------------------------------------------

@pytest.mark.parametrize("rules", VERSIONS)
def test_107_1b_example_3_4_gets_minus_5_minus_0(rules):
    c = mr.Creature(3, 4).gets(-5, 0)
    assert (c.power, c.toughness) == (-2, 4)
    assert c.combat_damage() == 0                      # it assigns no combat damage
    assert c.total == 2                                # total power and toughness
    assert c.gets(3, 0).power == 1                     # +3/+0 raises its power to 1
    # the numbers were fixed, so they apply as given in every version
    assert c.gets_x(3, 0, rules=rules) == mr.Creature(1, 4)


@pytest.mark.parametrize("rules", VERSIONS)
def test_107_1b_example_viridian_joiner(rules):
    joiner = mr.Creature(1, 2).gets(-2, 0)
    assert joiner.power == -1
    assert mr.effect_result(joiner.power, "add mana", rules=rules) == 0   # adds no mana


def test_107_1b_example_chameleon_colossus_current():
    colossus = mr.Creature(4, 4).gets(-6, 0)
    assert colossus.gets_x(colossus.power) == mr.Creature(-2, 4)          # stays -2/4
    assert colossus.gets_x(colossus.power, rules="2017-07-14") == mr.Creature(-2, 4)


def test_107_1b_chameleon_colossus_under_the_2013_wording():
    colossus = mr.Creature(4, 4).gets(-6, 0)
    assert colossus.gets_x(colossus.power, rules=OLD) == mr.Creature(-4, 2)
    assert colossus.gets_x(colossus.power, rules="2017-07-13") == mr.Creature(-4, 2)
    assert colossus.gets_x(colossus.power, rules="2013-02-01") == mr.Creature(-4, 2)


def test_107_1b_buff_turning_into_debuff_before_july_2017():
    # the Hour of Devastation change: a -1 power creature given +X/+X where X is its power
    khenra = mr.Creature(-1, 3)
    assert khenra.gets_x(-1, rules="2017-07-13") == mr.Creature(-2, 2)
    assert khenra.gets_x(-1, rules="2017-07-14") == mr.Creature(-1, 3)


@pytest.mark.parametrize("kind", ["damage", "life gain", "life loss", "add mana", "counters",
                                  "tokens", "cards"])
@pytest.mark.parametrize("rules", VERSIONS)
def test_107_1b_effects_that_never_use_a_negative_number(kind, rules):
    assert mr.effect_result(-3, kind, rules=rules) == 0
    assert mr.effect_result(3, kind, rules=rules) == 3
    assert not keeps_negative(kind, rules=rules)


@pytest.mark.parametrize("kind", ["set life total", "double life total", "set power/toughness"])
@pytest.mark.parametrize("rules", VERSIONS)
def test_107_1b_exceptions_in_every_version(kind, rules):
    assert mr.effect_result(-3, kind, rules=rules) == -3


@pytest.mark.parametrize("kind, expected", [
    # kind: (2013 wording, 2017-07-14.., 2018-07-13.., 2025-06-06..)
    ("modify power/toughness", (True, False, False, False)),
    ("double power/toughness", (True, False, True, True)),
    ("triple power/toughness", (True, False, False, True)),
    ("triple life total", (False, False, False, True)),
])
def test_107_1b_exceptions_that_changed(kind, expected):
    dates = [OLD, NO_DOUBLING, "2018-07-13", "2025-06-06"]
    got = tuple(keeps_negative(kind, rules=d) for d in dates)
    assert got == expected
    assert tuple(mr.effect_result(-2, kind, rules=d) for d in dates) == tuple(
        -2 if keep else 0 for keep in expected)


# --- 701.10c / 701.11c -------------------------------------------------------------------

def test_701_10c_doubling_negative_power():
    assert mr.Creature(-2, 4).doubled() == mr.Creature(-4, 4)
    assert mr.Creature(-2, -1).doubled(toughness=True) == mr.Creature(-4, -2)
    assert mr.Creature(-2, 3).doubled(toughness=True) == mr.Creature(-4, 6)   # -X/+Y
    assert mr.Creature(3, 3).doubled() == mr.Creature(6, 3)


def test_unleash_fury_ruling_2020_06_23_both_versions():
    assert mr.Creature(-2, 4).doubled() == mr.Creature(-4, 4)
    assert mr.Creature(-2, 4).doubled(rules=OLD) == mr.Creature(-4, 4)
    # between 2017-07-14 and 2018-07-12 a doubled negative power used 0
    assert mr.Creature(-2, 4).doubled(rules=NO_DOUBLING) == mr.Creature(-2, 4)
    assert mr.Creature(2, 4).doubled(rules=NO_DOUBLING) == mr.Creature(4, 4)


def test_701_11c_tripling_negative_power():
    assert mr.Creature(-2, 4).tripled() == mr.Creature(-6, 4)
    assert mr.Creature(2, 4).tripled(power=True, toughness=True) == mr.Creature(6, 12)
    assert mr.Creature(-2, 4).tripled(rules=NO_TRIPLING) == mr.Creature(-2, 4)
    assert mr.Creature(-2, 4).tripled(rules=OLD) == mr.Creature(-6, 4)


@given(st.integers(-50, 50), st.integers(-50, 50), st.sampled_from(VERSIONS))
def test_doubling_never_moves_power_the_wrong_way(p, t, rules):
    c = mr.Creature(p, t)
    d = c.doubled(rules=rules)
    assert d.toughness == t
    assert d.power in (2 * p, p)
    assert c.doubled(rules="current").power == 2 * p


@given(st.integers(-100, 100), st.sampled_from(mr.EFFECT_KINDS), st.sampled_from(VERSIONS))
def test_effect_result_only_ever_raises_negatives_to_zero(value, kind, rules):
    result = mr.effect_result(value, kind, rules=rules)
    assert result == value if value >= 0 else result in (0, value)


# --- 107.1a rounding ----------------------------------------------------------------------

def test_107_1a_pox_ruling_2007_09_16_a_third_of_5_rounded_up():
    assert mr.fraction_of(5, 1, 3, rounding="up") == 2
    assert 5 - mr.fraction_of(5, 1, 3, rounding="up") == 3


def test_107_1a_fireball_ruling_2017_11_17_divided_evenly_rounded_down():
    assert mr.fraction_of(5, 1, 3, rounding="down") == 1


def test_107_1a_rounding_directions():
    assert mr.fraction_of(7, 1, 2, rounding="down") == 3
    assert mr.fraction_of(7, 1, 2, rounding="up") == 4
    assert mr.fraction_of(6, 1, 2, rounding="up") == 3
    assert mr.fraction_of(-7, 1, 2, rounding="down") == -4
    assert mr.fraction_of(-7, 1, 2, rounding="up") == -3


@given(st.integers(-1000, 1000), st.integers(1, 20))
def test_107_1a_rounding_brackets_the_fraction(amount, den):
    down = mr.fraction_of(amount, 1, den, rounding="down")
    up = mr.fraction_of(amount, 1, den, rounding="up")
    assert down * den <= amount <= up * den
    assert up - down in (0, 1)


def test_107_1a_bad_rounding_input():
    with pytest.raises(mr.ChoiceError, match="up, down"):
        mr.fraction_of(5, 1, 3, rounding="nearest")
    with pytest.raises(mr.NumberError):
        mr.fraction_of(5, 1, 0, rounding="up")
    with pytest.raises(mr.NumberError, match="107.1"):
        mr.fraction_of(5.5, 1, 2, rounding="up")


# --- 107.1c, 107.2 -----------------------------------------------------------------------

def test_107_1c_any_number_is_zero_or_more():
    assert mr.is_any_number(0) and mr.is_any_number(7)
    assert not mr.is_any_number(-1)
    with pytest.raises(mr.NumberError):
        mr.is_any_number(1.5)


def test_107_1c_dividing_among_any_number_before_2019():
    assert mr.is_any_number(0, dividing=True)
    assert mr.is_any_number(0, dividing=True, rules="2019-07-12")
    assert not mr.is_any_number(0, dividing=True, rules="2019-07-11")
    assert mr.is_any_number(1, dividing=True, rules="2019-07-11")
    assert mr.is_any_number(0, dividing=True, possible=False, rules="2019-07-11")
    assert mr.is_any_number(0, rules="2019-07-11")


def test_107_2_undeterminable_number_is_zero():
    assert mr.number_or_zero(None) == 0
    assert mr.number_or_zero(4) == 4
    assert mr.number_or_zero(-2) == -2
    with pytest.raises(mr.NumberError):
        mr.number_or_zero("four")


# --- bad input ---------------------------------------------------------------------------

def test_unknown_effect_kind_lists_the_kinds():
    with pytest.raises(mr.ChoiceError) as err:
        mr.effect_result(-2, "heal")
    assert "add mana" in str(err.value) and "modify power/toughness" in str(err.value)
    with pytest.raises(mr.ChoiceError):
        mr.effect_result(2, "heal")


@pytest.mark.parametrize("bad", [1.5, "2", True, None])
def test_non_integers_are_refused(bad):
    with pytest.raises(mr.NumberError, match="107.1"):
        mr.effect_result(bad, "damage")
    with pytest.raises(mr.NumberError):
        mr.Creature(bad, 2)
    with pytest.raises(mr.NumberError):
        mr.Creature(1, 2).gets(bad, 0)


def test_bad_rules_dates():
    with pytest.raises(mr.RulesDateError):
        mr.effect_result(-2, "damage", rules="2016/06/01")
    with pytest.raises(mr.RulesDateError):
        mr.effect_result(2, "damage", rules="2016/06/01")
    with pytest.raises(mr.RulesDateError):
        mr.Creature(-2, 4).gets_x(-2, rules="2001-01-01")


def test_creature_is_a_frozen_hashable_value():
    c = mr.Creature(-2, 4)
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.power = 3  # type: ignore[misc]
    assert {c, mr.Creature(-2, 4)} == {c}
    assert str(c) == "-2/4"


def test_is_any_number_checks_rules_for_every_n():
    for n in (-1, 0, 3):
        with pytest.raises(mr.RulesDateError):
            mr.is_any_number(n, rules="garbage")
