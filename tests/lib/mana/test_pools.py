"""Mana with restrictions in a pool (106.4, 106.6, 106.13, 701.10f): mtgrules.mana.pools."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import mtgrules as mr

CREATURES = "creature spells"


def test_seed_ranked_4_106_6_example_doubling_cube_adds_unrestricted_mana():
    pool = mr.RestrictedPool().add("RG", only_for=CREATURES).doubled()
    assert len(pool) == 4
    assert str(pool.usable_for("")) == "RG"                  # a noncreature spell
    assert str(pool.usable_for(CREATURES)) == "RRGG"
    assert str(pool) == "RG (only for creature spells) + RG"
    assert mr.can_pay("{R}{R}{G}{G}", pool.usable_for(CREATURES))
    assert not mr.can_pay("{R}{R}", pool.usable_for("instant spells"))


def test_701_10f_doubling_one_type():
    pool = mr.RestrictedPool().add("RRG").doubled("R")
    assert str(pool) == "RRRRG"


def test_seed_ranked_4_106_13_drain_power_keeps_restrictions():
    mine = mr.RestrictedPool().add("U", only_for=CREATURES).add("B", snow=True)
    emptied, theirs = mine.drained_into(mr.RestrictedPool().add("W"))
    assert len(emptied) == 0
    assert [(m.type, m.only_for, m.snow) for m in theirs.mana] == [
        ("W", "", False), ("U", CREATURES, False), ("B", "", True)]
    assert theirs.usable_for("").snow == "B"


def test_106_4_the_pool_empties_and_106_4a_the_rest_stays():
    pool = mr.RestrictedPool().add("WWU")
    left = pool.after_paying("W")
    assert str(left) == "WU"
    emptied, lost = left.emptied()
    assert len(emptied) == 0 and [m.type for m in lost] == ["W", "U"]


def test_restricted_mana_is_spent_first_where_it_may_be():
    pool = mr.RestrictedPool().add("G").add("G", only_for=CREATURES)
    left = pool.after_paying("G", CREATURES)
    assert [m.only_for for m in left.mana] == [""]          # the unrestricted G is kept
    with pytest.raises(mr.ManaPoolError, match="no G in the pool"):
        mr.RestrictedPool().add("G", only_for=CREATURES).after_paying("G", "instant spells")


def test_bad_mana_is_refused():
    with pytest.raises(mr.ManaPoolError, match="106.1b"):
        mr.RestrictedPool().add("E")


# --- hostile input (findings/reliability-2.md) -------------------------------------------

def test_F6_restricted_pool_holds_at_most_a_million_mana():
    from mtgrules.mana.pools import MAX_POOL

    with pytest.raises(mr.ManaPoolError, match="at most 1,000,000 mana"):
        mr.RestrictedPool().add("W" * 10**7)  # 11.8 s and 727 MB before
    pool = mr.RestrictedPool().add("W")
    with pytest.raises(mr.ManaPoolError, match="at most 1,000,000 mana"):
        for _ in range(25):  # over 30 s before
            pool = pool.doubled()
    assert len(pool) <= MAX_POOL
    full = mr.RestrictedPool().add("G" * MAX_POOL)
    with pytest.raises(mr.ManaPoolError, match="too large"):
        full.drained_into(full)


def test_F6_after_paying_is_linear_in_the_pool_and_the_letters():
    from tests.bounded import finishes

    # 10,000 took 7.3 s (quadratic); a million would take hours
    out = finishes("import mtgrules as mr\n"
                   "p = mr.RestrictedPool().add('W' * 500_000).add('W' * 500_000, only_for='x')\n"
                   "print(len(p.after_paying('W' * 999_999, 'x')))")
    assert out == "1\n"


def one_by_one(pool, spent, spent_on=""):
    """The mana left after paying ``spent`` letter by letter, as 106.4a and after_paying's
    docstring say: restricted mana that fits first, non-snow before snow, then as added;
    None when some letter can't be paid."""
    left = list(pool.mana)
    for letter in spent:
        fits = [i for i, m in enumerate(left)
                if m.type == letter and (not m.only_for or m.only_for == spent_on)]
        if not fits:
            return None
        left.pop(min(fits, key=lambda i: (left[i].only_for == "", left[i].snow, i)))
    return tuple(left)


@given(st.lists(st.tuples(st.sampled_from("WRG"), st.sampled_from(["", "creatures", "spells"]),
                          st.booleans()), max_size=12),
       st.text("WRG", max_size=8), st.sampled_from(["", "creatures"]))
def test_F6_after_paying_spends_as_letter_by_letter(pool_mana, spent, spent_on):
    pool = mr.RestrictedPool()
    for letter, only_for, snow in pool_mana:
        pool = pool.add(letter, only_for=only_for, snow=snow)
    expected = one_by_one(pool, spent, spent_on)
    if expected is None:
        with pytest.raises(mr.ManaPoolError, match="no [WRG] in the pool"):
            pool.after_paying(spent, spent_on)
    else:
        assert pool.after_paying(spent, spent_on).mana == expected


def test_F18_after_paying_names_a_big_pool_in_a_short_line():
    pool = mr.RestrictedPool()
    for i in range(3000):
        pool = pool.add("W", only_for=f"spell number {i}")
    with pytest.raises(mr.ManaPoolError) as info:
        pool.after_paying("U", "x" * 10**5)
    assert len(str(info.value)) < 600  # 73,946 characters before


def test_106_6_restricted_pool_in_each_language():
    pool = mr.RestrictedPool().add("RG", only_for=CREATURES).doubled()
    assert pool.text("en") == str(pool) == "RG (only for creature spells) + RG"
    assert pool.text("zh-Hans") == "RG（只能用来施放生物咒语） + RG"
    assert pool.text("zh-Hant") == "RG（只能用來施放生物咒語） + RG"
    snowy = mr.RestrictedPool().add("G", only_for="artifact spells", snow=True)
    # a restriction the catalog has no words for is shown as given
    assert snowy.text("zh-Hans") == "G（雪境、只能用来施放artifact spells）"
    assert mr.RestrictedPool().text("zh-Hant") == "空"
