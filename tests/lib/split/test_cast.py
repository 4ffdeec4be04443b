"""mtgrules.split.cast_cost: the mana cost a cast pays (601.2b, 709.3a, 702.102c, 202.1b,
118.6), decided once for every explorer."""

from __future__ import annotations

import pytest

import mtgrules as mr
from mtgrules.split import CAST_COST_REASONS, CastCostError, cast_cost


def test_a_cards_own_cost():
    assert str(cast_cost("Fireball")) == "{X}{R}"
    assert str(cast_cost(mr.card("Lightning Bolt"))) == "{R}"


def test_709_3a_a_split_card_pays_the_half_cast():
    assert str(cast_cost("Fire // Ice", half="Fire")) == "{1}{R}"
    assert str(cast_cost("Fire // Ice", half="Ice")) == "{1}{U}"
    with pytest.raises(CastCostError) as no_half:
        cast_cost("Fire // Ice")
    assert no_half.value.reason == "split" and "709.3a" in str(no_half.value)
    with pytest.raises(CastCostError, match="709.4a"):
        cast_cost("Fire // Ice", half="Fireball")


def test_702_102c_a_fused_split_spell_pays_both_halves():
    assert str(cast_cost("Turn // Burn", half="both")) == "{2}{U}{1}{R}"
    with pytest.raises(CastCostError) as no_half:
        cast_cost("Turn // Burn")
    assert no_half.value.reason == "fuse" and "702.102c" in str(no_half.value)
    with pytest.raises(CastCostError) as not_fused:
        cast_cost("Fire // Ice", half="both")
    assert not_fused.value.reason == "not fused"


def test_202_1b_a_land_and_118_6_no_mana_cost():
    with pytest.raises(CastCostError) as land:
        cast_cost("Forest")
    assert land.value.reason == "land" and "305.1" in str(land.value)
    with pytest.raises(CastCostError) as absent:
        cast_cost("Ancestral Vision")
    assert absent.value.reason == "no mana cost" and "118.6" in str(absent.value)


def test_every_reason_is_listed_and_the_error_is_a_mana_cost_error():
    assert set(CAST_COST_REASONS) == {"split", "fuse", "land", "no mana cost", "not fused"}
    assert issubclass(CastCostError, mr.ManaCostError)
    with pytest.raises(CastCostError, match="half="):
        cast_cost("Fire // Ice", half=3)


def test_the_reason_in_chinese():
    with pytest.raises(CastCostError) as land:
        cast_cost("Forest")
    assert "305.1" in land.value.translated("zh-Hans") and "地" in land.value.translated("zh-Hans")
