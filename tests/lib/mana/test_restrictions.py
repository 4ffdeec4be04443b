"""Restricted mana matched by meaning (106.6): a restriction covers the uses it allows, read as
kinds of spell or ability, card types, colors and mana value, in both directions."""

from __future__ import annotations

import pytest

import mtgrules as mr
from mtgrules.mana.restrictions import covers, parse_restriction, spell_fits

WIDER_THAN = [  # (restriction, a use it covers)
    ("creature spells", "green creature spells"),
    ("creature spells", "creature spells with mana value 4 or greater"),
    ("creature spells", "artifact creature spells"),
    ("creature spells", "Dragon creature spells"),
    ("spend this mana only to cast creature spells", "a creature spell"),
    ("instant and sorcery spells", "sorcery spells"),
    ("instant or sorcery spells", "instant spells"),
    ("noncreature spells", "instant spells"),
    ("green or red spells", "red creature spells"),
    ("creature spells with mana value 4 or greater", "creature spells with mana value 6"),
    ("spells with mana value 3 or less", "green instant spells with mana value 2"),
    ("colorless Eldrazi spells or activate abilities of colorless Eldrazi",
     "abilities of colorless Eldrazi"),
    ("abilities", "activated abilities of artifacts"),
]


@pytest.mark.parametrize(("restriction", "use"), WIDER_THAN)
def test_a_restriction_covers_what_it_allows_not_the_other_way(restriction, use):
    assert covers(restriction, use)
    assert covers(restriction, restriction)
    if parse_restriction(restriction) != parse_restriction(use):
        assert not covers(use, restriction)


def test_uses_outside_the_restriction():
    assert not covers("creature spells", "instant spells")
    assert not covers("creature spells", "creature abilities")
    assert not covers("artifact creature spells", "creature spells")
    assert not covers("green creature spells", "red creature spells")
    assert not covers("creature spells with mana value 4 or greater", "creature spells")
    assert not covers("noncreature spells", "artifact spells")  # an artifact may be a creature
    assert not covers("creature spells", "")                    # a use nobody named


def test_words_it_cant_read_match_only_the_same_words():
    assert parse_restriction("costs that contain {X}") is None
    assert covers("costs that contain {X}", "Costs that  contain {X}")
    assert not covers("costs that contain {X}", "creature spells")


def test_cards_are_matched_by_their_characteristics():
    bears, growth, ballista = mr.card("Grizzly Bears"), mr.card("Giant Growth"), \
        mr.card("Walking Ballista")
    assert spell_fits("creature spells", bears) and not spell_fits("creature spells", growth)
    assert spell_fits("green spells", growth) and spell_fits("instant spells", growth)
    assert spell_fits("colorless spells", ballista)
    assert not spell_fits("creature spells with mana value 4 or greater", ballista, x=1)
    assert spell_fits("creature spells with mana value 4 or greater", ballista, x=2)  # 202.3e


def test_restricted_pool_usable_for_words_and_cards():
    pool = mr.RestrictedPool().add("GG", only_for="creature spells").add("R")
    assert str(pool.usable_for("green creature spells")) == "RGG"
    assert str(pool.usable_for("instant spells")) == "R"
    assert str(pool.usable_for(mr.card("Grizzly Bears"))) == "RGG"
    assert str(pool.usable_for(mr.card("Giant Growth"))) == "R"
    # the creature-only mana is spent first on a creature, and kept off an instant
    assert str(pool.after_paying("G", mr.card("Grizzly Bears"))) == "G (only for creature spells) + R"
    with pytest.raises(mr.ManaPoolError, match="no G in the pool that may be spent on instant"):
        pool.after_paying("G", "instant spells")


def test_bad_uses_are_refused():
    pool = mr.RestrictedPool().add("G", only_for="creature spells")
    with pytest.raises(mr.ManaPoolError, match="spent_on=42"):
        pool.usable_for(42)
    with pytest.raises(mr.ManaPoolError, match="only_for"):
        covers(3, "creature spells")
