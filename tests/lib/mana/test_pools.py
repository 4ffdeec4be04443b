"""Mana with restrictions in a pool (106.4, 106.6, 106.13, 701.10f): mtgrules.mana.pools."""

from __future__ import annotations

import pytest

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
