"""mtgrules.words: the game's words in a language (lists, numbers, names as typed)."""

from __future__ import annotations

import pytest

import mtgrules as mr
from mtgrules.words import big_number, gap, is_chinese, join, name_key


@pytest.mark.parametrize("lang, items, expected_and, expected_or", [
    ("en", ["white", "blue", "black"], "white, blue and black", "white, blue or black"),
    ("zh-Hans", ["白色", "蓝色", "黑色"], "白色、蓝色和黑色", "白色、蓝色或黑色"),
    ("zh-Hant", ["白色", "藍色", "黑色"], "白色、藍色與黑色", "白色、藍色或黑色"),
    # Chinese keeps a space between Chinese and Latin text (mana symbols, English names)
    ("zh-Hans", ["{W}", "{U}", "{B}"], "{W}、{U} 和 {B}", "{W}、{U} 或 {B}"),
    ("zh-Hant", ["Wax", "Wane"], "Wax 與 Wane", "Wax 或 Wane"),
])
def test_one_list_joiner_per_language(lang, items, expected_and, expected_or):
    assert join(items, "and", lang) == expected_and
    assert join(items, "or", lang) == expected_or
    assert join(items[:1], "and", lang) == items[0]
    assert join([], "or", lang) == ""


def test_a_list_joins_only_with_and_or_or():
    with pytest.raises(mr.ChoiceError, match="'and' or 'or'"):
        join(["a", "b"], "but", "en")


def test_the_one_chinese_character_test():
    assert is_chinese("背弃理性") and is_chinese("背棄理性") and is_chinese("Fire // 冰")
    assert not is_chinese("Abandon Reason") and not is_chinese("{W}{U}") and not is_chinese("（）")


@pytest.mark.parametrize("n, lang, expected", [
    (1331, "en", "1,331"), (43_000, "zh-Hans", "43,000"), (4_842_149, "en", "4.8 million"),
    (4_842_149, "zh-Hans", "484.2万"), (4_842_149, "zh-Hant", "484.2萬"),
    (1_200_000_000, "zh-Hans", "12亿"), (1_200_000_000, "zh-Hant", "12億"),
    (3 * 10**12, "en", "3 trillion"), (3 * 10**12, "zh-Hant", "3兆"), (2.5, "en", "2.5"),
])
def test_big_numbers_in_words(n, lang, expected):
    assert big_number(n, lang) == expected


def test_the_gap_between_sentences():
    assert gap("en") == " " and gap("zh-Hans") == gap("zh-Hant") == ""


def test_a_typed_name_as_a_key():
    assert name_key("Wax/Wane") == name_key("WAX  //  wane") == "wax // wane"
    assert name_key("Ｆｉｒｅｂａｌｌ") == "fireball"  # full-width forms


def test_a_cards_name_in_each_script():
    card = mr.card("Spectral Procession")
    assert card.name_in("en") == card.label("en") == "Spectral Procession"
    assert card.label("zh-Hans") == "幽灵行列（Spectral Procession）"
    # no official Traditional name: the English one
    assert card.name_in("zh-Hant") == card.label("zh-Hant") == "Spectral Procession"
    with pytest.raises(mr.ChoiceError):
        card.name_in("fr")
