"""Quotations in messages (mtgrules.checks): short whatever the input, and safe to read."""

from __future__ import annotations

import pytest

from mtgrules.checks import EXCERPT, excerpt, names


@pytest.mark.parametrize("text", ["\u3000" * 60, "\u3000" * 1000, "幽灵\u3000行列" * 40,
                                  "\x00" * 500, "a\u202e" * 300, "x" * 10**6, "it's" * 200])
def test_F18_an_excerpt_counts_the_escapes_it_shows(text):
    shown = excerpt(text)
    assert len(shown) < EXCERPT + 40  # the quotation and "(N characters)"
    assert "\u3000" not in shown and "\u202e" not in shown


def test_F18_a_short_excerpt_is_the_text_quoted():
    assert excerpt("幽灵\u3000行列") == "'幽灵\\u3000行列'"
    assert excerpt("Forest") == "'Forest'"


def test_F18_names_show_as_typed_unless_they_could_hide_the_message():
    assert names(["you", "opponent", "对手"]) == "you, opponent, 对手"
    assert names(["a\u202eb", "c\u200bd", "e"]) == "'a\\u202eb', 'c\\u200bd', e"
    assert names(["a" * 10**6]) == "'aaaaaaaaaaaaaaaaaaaaaaaaaaaa…' (1,000,000 characters)"
    many = names([f"p{i}" for i in range(1000)])
    assert many.endswith("and 990 more") and len(many) < 100
