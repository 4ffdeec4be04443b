"""Colors (105): mtgrules.mana.colors."""

from __future__ import annotations

import pytest

import mtgrules as mr


def test_seed_ranked_5_105_1_five_colors_and_105_2_thirty_two_combinations():
    combos = mr.color_combinations()
    assert len(combos) == 32 == len(set(combos))
    assert combos[0] == "" and combos[-1] == "WUBRG"
    assert sum(len(c) == 1 for c in combos) == 5


def test_105_2a_c_monocolored_multicolored_colorless():
    assert mr.describe_colors("") == "colorless"
    assert mr.describe_colors("u") == "monocolored (blue)"
    assert mr.describe_colors("GW") == "multicolored (white and green)"
    assert mr.color_words("WUB") == "white, blue and black"
    with pytest.raises(mr.ChoiceError, match="105.2c"):
        mr.describe_colors("C")


def test_seed_ranked_5_105_4_choosing_a_color():
    assert [mr.choose_color(c) for c in ("white", "Blue", "b", " red ", "G")] == list("WUBRG")
    for not_a_color in ("multicolored", "colorless", "purple"):
        with pytest.raises(mr.ChoiceError, match="105.4"):
            mr.choose_color(not_a_color)


def test_105_5_ten_color_pairs():
    pairs = mr.color_pairs()
    assert len(pairs) == 10 and set(pairs) == {c for c in mr.color_combinations() if len(c) == 2}
    assert mr.color_words(pairs[-1]) == "blue and green"


def test_seed_ranked_5_105_3_recoloring_replaces_unless_in_addition():
    assert mr.recolor("WU", "R") == "R"
    assert mr.recolor("WU", "R", in_addition=True) == "WUR"
    assert mr.recolor("G", "") == ""                # made colorless
    assert mr.recolor("", "B", in_addition=True) == "B"
    with pytest.raises(mr.ChoiceError):
        mr.recolor("W", "R", in_addition="yes")
