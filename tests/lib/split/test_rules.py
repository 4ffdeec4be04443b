"""Split cards: 709 (current) and old 708 (rules before 2017-04-28), with the card rulings."""

from __future__ import annotations

import pytest

import mtgrules as mr
from mtgrules.cards.loaders import card_from_record

OLD = "2016-06-01"
BOTH = ["current", OLD]
OFF_STACK = ["hand", "library", "graveyard", "exile", "command"]


@pytest.fixture(scope="module")
def ww():
    return mr.card("Wax // Wane")


@pytest.fixture(scope="module")
def ab():
    return mr.card("Assault // Battery")


# --- API.md examples -------------------------------------------------------------------

def test_api_examples(ww):
    assert mr.ask(ww, "mana value") == (2,)
    assert mr.ask(ww, "mana value", rules="2016-06-01") == (1, 1)
    assert mr.matches(ww, "mana value", 2) is True
    assert mr.matches(ww, "mana value", 2, rules="2016-06-01") is False
    assert mr.ask(ww, "colors", zone="stack", half="Wax") == ("G",)
    assert mr.ask(ww, "colors") == ("WG",)


def test_api_types_answers_for_an_aftermath_card():
    dl = mr.card("Destined // Lead")
    assert mr.ask(dl, "types") == ("Instant Sorcery",)
    assert mr.ask(dl, "types", rules=OLD) == ("Instant", "Sorcery")
    assert mr.matches(dl, "types", "Instant") and mr.matches(dl, "types", "Sorcery")


def test_api_predicate_value(ww):
    assert mr.matches(ww, "mana value", lambda mv: mv <= 4)
    assert not mr.matches(mr.card("Boom // Bust"), "mana value", lambda mv: mv <= 4)


# --- 709.4b examples ---------------------------------------------------------------------

def test_709_4b_example_assault_battery(ab):
    assert mr.ask(ab, "mana cost") == ("{3}{R}{G}",)
    assert mr.ask(ab, "colors") == ("RG",)
    assert mr.ask(ab, "mana value") == (5,)
    assert mr.ask(ab, "colors", zone="stack", half="Assault") == ("R",)
    assert mr.ask(ab, "mana value", zone="stack", half="Assault") == (1,)


def test_709_4b_example_assault_battery_under_old_708(ab):
    assert mr.ask(ab, "mana cost", rules=OLD) == ("{R}", "{3}{G}")
    assert mr.ask(ab, "colors", rules=OLD) == ("R", "G")
    assert mr.ask(ab, "mana value", rules=OLD) == (1, 4)
    assert mr.ask(ab, "mana value", zone="stack", half="Assault", rules=OLD) == (1,)


def test_709_4b_example_fire_ice_same_mana_cost_as_steam_augury():
    fi = mr.card("Fire // Ice")
    assert mr.ask(fi, "mana cost") == ("{2}{U}{R}",)
    assert mr.matches(fi, "mana cost", "{2}{U}{R}")
    assert mr.matches(fi, "mana cost", "{2}{R}{U}")          # compared as mana, not text
    assert not mr.matches(fi, "mana cost", "{1}{R}")
    assert not mr.matches(fi, "mana cost", "{2}{U}{R}", rules=OLD)
    assert mr.matches(fi, "mana cost", "{1}{R}", rules=OLD)


def test_fire_ice_ruling_2021_06_18_combined_and_on_the_stack():
    fi = mr.card("Fire // Ice")
    assert mr.ask(fi, "colors") == ("UR",) and mr.ask(fi, "mana value") == (4,)
    # "can't cast blue spells" doesn't stop Fire: on the stack only Fire exists
    assert not mr.matches(fi, "colors", "U", zone="stack", half="Fire")
    assert mr.matches(fi, "colors", "U", zone="stack", half="Ice")
    with pytest.raises(mr.ChoiceError, match="fuse"):
        mr.ask(fi, "colors", zone="stack", half="both")


# --- 709.4a names ------------------------------------------------------------------------

@pytest.mark.parametrize("rules", BOTH)
def test_709_4a_either_name_matches(ww, rules):
    assert mr.ask(ww, "name", rules=rules) == ("Wax", "Wane")
    assert mr.matches(ww, "name", "Wax", rules=rules)
    assert mr.matches(ww, "name", "Wane", rules=rules)
    assert not mr.matches(ww, "name", "Wax // Wane", rules=rules)   # name one half, not both
    assert not mr.matches(ww, "name", "Fire", rules=rules)
    # old 708.6b: "a different name" is the negation of the positive comparison
    assert (not mr.matches(ww, "name", "Wax", rules=rules)) is False


@pytest.mark.parametrize("name", ["Fire // Ice", "Destined // Lead", "Boom // Bust",
                                  "Beck // Call", "Wear // Tear"])
def test_name_rulings_one_name_or_the_other(name):
    # Fire // Ice 2021-06-18, Destined // Lead 2017-04-18, Boom // Bust 2021-03-19,
    # Beck // Call and Wear // Tear 2013-04-15
    card = mr.card(name)
    first, second = (f.name for f in card.faces)
    for rules in BOTH:
        assert mr.matches(card, "name", first, rules=rules)
        assert mr.matches(card, "name", second, rules=rules)
        assert not mr.matches(card, "name", card.name, rules=rules)


def test_709_3b_on_the_stack_only_the_cast_half_has_a_name(ww):
    assert mr.ask(ww, "name", zone="stack", half="Wax") == ("Wax",)
    assert not mr.matches(ww, "name", "Wane", zone="stack", half="Wax")


# --- 709.4c types, 709.3b on the stack ---------------------------------------------------

def test_destined_lead_ruling_2017_04_18():
    dl = mr.card("Destined // Lead")
    assert mr.ask(dl, "colors") == ("BG",)
    assert mr.matches(dl, "types", "Instant Sorcery")
    assert mr.ask(dl, "mana value") == (6,)
    # "cast a card with mana value 2 from your hand" can't cast Destined now; it could before
    assert not mr.matches(dl, "mana value", 2)
    assert mr.matches(dl, "mana value", 2, rules=OLD)
    # "can't cast green spells": Destined can be cast, Lead can't
    assert not mr.matches(dl, "colors", "G", zone="stack", half="Destined")
    assert mr.matches(dl, "colors", "G", zone="stack", half="Lead")
    assert mr.ask(dl, "types", zone="stack", half="Destined") == ("Instant",)


# --- fuse (709.4d, old 702.101b) ---------------------------------------------------------

def test_beck_call_ruling_2013_04_15_fused_mana_value_is_the_total():
    bc = mr.card("Beck // Call")
    for rules in BOTH:
        assert mr.ask(bc, "mana value", zone="stack", half="both", rules=rules) == (8,)
        assert mr.ask(bc, "mana value", zone="stack", half="Beck", rules=rules) == (2,)


def test_709_4d_fused_spell_has_both_halves_combined():
    bc = mr.card("Beck // Call")
    assert mr.ask(bc, "colors", zone="stack", half="both") == ("WUG",)
    assert mr.ask(bc, "name", zone="stack", half="both") == ("Beck", "Call")
    # before 2017 a fused spell had two sets of characteristics (old 708.2, 708.5)
    assert mr.ask(bc, "colors", zone="stack", half="both", rules=OLD) == ("UG", "WU")


@pytest.mark.parametrize("rules", BOTH)
def test_wear_tear_ruling_2013_04_15_multicolored(rules):
    wt = mr.card("Wear // Tear")
    assert mr.is_multicolored(wt, zone="stack", half="both", rules=rules)
    assert not mr.is_multicolored(wt, zone="stack", half="Wear", rules=rules)
    assert mr.is_multicolored(wt, rules=rules)                      # off the stack


@pytest.mark.parametrize("rules", BOTH)
def test_seed_004_split_cards_multicolored_except_on_the_stack(ww, rules):
    assert mr.is_multicolored(ww, rules=rules)
    assert not mr.is_multicolored(ww, zone="stack", half="Wane", rules=rules)
    assert not mr.is_multicolored(mr.card("Fireball"), rules=rules)


@pytest.mark.parametrize("rules", BOTH)
def test_seed_004_persecute_either_color_hits_wax_wane(ww, rules):
    assert mr.matches(ww, "colors", "W", rules=rules)
    assert mr.matches(ww, "colors", "green", rules=rules)
    assert not mr.matches(ww, "colors", "R", rules=rules)
    assert not mr.matches(ww, "colors", "colorless", rules=rules)


# --- old 708.5a / 708.6 examples, under both versions ------------------------------------

def test_old_708_5a_infernal_genesis_on_assault_battery(ab):
    assert mr.ask(ab, "mana value", zone="graveyard", rules=OLD) == (1, 4)
    assert mr.mana_value_used(ab, zone="graveyard", rules=OLD) == 5
    assert mr.mana_value_used(ab, zone="graveyard") == 5
    # seed 004: Wax // Wane made two tokens, "1, and 1"
    assert mr.mana_value_used(mr.card("Wax // Wane"), zone="graveyard", rules=OLD) == 2


def test_old_708_6a_void_on_assault_battery(ab):
    assert [n for n in range(8) if mr.matches(ab, "mana value", n, rules=OLD)] == [1, 4]
    assert [n for n in range(8) if mr.matches(ab, "mana value", n)] == [5]


def test_old_708_6a_relative_comparisons(ab):
    assert mr.matches(ab, "mana value", lambda mv: mv <= 3, rules=OLD)
    assert not mr.matches(ab, "mana value", lambda mv: mv <= 3)
    assert not mr.matches(ab, "mana value", lambda mv: mv >= 5, rules=OLD)


def test_old_708_6c_sunforger_research_development():
    rd = mr.card("Research // Development")

    def sunforger_finds(rules):
        # a red or white instant card with mana value 4 or less: each part compared alone
        return all((
            mr.matches(rd, "colors", lambda c: "R" in c or "W" in c, zone="library", rules=rules),
            mr.matches(rd, "types", "Instant", zone="library", rules=rules),
            mr.matches(rd, "mana value", lambda mv: mv <= 4, zone="library", rules=rules),
        ))

    assert sunforger_finds(OLD) is True
    assert sunforger_finds("current") is False          # mana value 7 now


def test_counterbalance_ruling_2017_04_18_revealing_the_same_split_card(ab):
    cast = mr.ask(ab, "mana value", zone="stack", half="Assault")[0]
    assert not mr.matches(ab, "mana value", cast, zone="library")
    assert mr.matches(ab, "mana value", cast, zone="library", rules=OLD)


def test_kari_zevs_expertise_ruling_2017_04_18_either_half(ww):
    # the spell cast must have mana value 2 or less: only the half cast counts
    two_or_less = lambda mv: mv <= 2  # noqa: E731
    assert mr.matches(ww, "mana value", two_or_less, zone="stack", half="Wax")
    bc = mr.card("Beck // Call")
    assert mr.matches(bc, "mana value", two_or_less, zone="stack", half="Beck")
    assert not mr.matches(bc, "mana value", two_or_less, zone="stack", half="both")


def test_bloodbraid_elf_ruling_2021_06_18_cascade_and_split_cards():
    fi = mr.card("Fire // Ice")
    less_than_4 = lambda mv: mv < 4  # noqa: E731
    # cascade stops at a card by the whole card's mana value (4 now), then checks the half
    assert not mr.matches(fi, "mana value", less_than_4, zone="exile")
    assert mr.matches(fi, "mana value", less_than_4, zone="exile", rules=OLD)
    assert mr.matches(fi, "mana value", less_than_4, zone="stack", half="Fire")


def test_boom_bust_ruling_2021_03_19():
    bb = mr.card("Boom // Bust")
    assert mr.ask(bb, "mana value") == (8,)
    assert not mr.matches(bb, "mana value", lambda mv: mv <= 4, zone="library")
    assert mr.matches(bb, "mana value", lambda mv: mv <= 4, zone="stack", half="Boom")
    assert not mr.matches(bb, "mana value", lambda mv: mv <= 4, zone="stack", half="Bust")


# --- zones -------------------------------------------------------------------------------

@pytest.mark.parametrize("zone", OFF_STACK)
@pytest.mark.parametrize("rules", BOTH)
def test_every_zone_but_the_stack_gives_the_same_answers(ab, zone, rules):
    for ch in mr.CHARACTERISTICS:
        assert mr.ask(ab, ch, zone=zone, rules=rules) == mr.ask(ab, ch, rules=rules)


def test_non_permanent_split_card_cannot_be_on_the_battlefield(ww):
    with pytest.raises(mr.ChoiceError, match="battlefield"):
        mr.ask(ww, "name", zone="battlefield")


def test_every_split_card_in_the_data_sums_the_same_both_ways():
    for name in mr.card_names():
        card = mr.card(name)
        if card.layout not in ("split", "aftermath", "room"):
            continue
        old = mr.ask(card, "mana value", rules=OLD)
        assert len(old) == 2
        assert (sum(old),) == mr.ask(card, "mana value")
        assert set("".join(mr.ask(card, "colors", rules=OLD))) == set(mr.ask(card, "colors")[0])


# --- Rooms (709.5) -----------------------------------------------------------------------

@pytest.fixture(scope="module")
def room():
    return mr.card("Bottomless Pool // Locker Room")


def test_709_5_room_on_the_battlefield_shows_unlocked_halves(room):
    assert mr.ask(room, "name", zone="battlefield") == ()
    assert mr.ask(room, "mana value", zone="battlefield") == (0,)
    assert mr.ask(room, "colors", zone="battlefield") == ("",)
    assert mr.ask(room, "name", zone="battlefield", half="Bottomless Pool") == ("Bottomless Pool",)
    assert mr.ask(room, "mana value", zone="battlefield", half="Bottomless Pool") == (1,)
    assert mr.ask(room, "mana value", zone="battlefield", half="both") == (6,)
    assert mr.ask(room, "types", zone="battlefield") == ("Enchantment",)
    assert mr.ask(room, "mana value") == (6,)                 # in hand: combined (709.4)


def test_709_5_rooms_before_2024_09_17(room):
    with pytest.raises(mr.RulesDateError, match="2024-09-17"):
        mr.ask(room, "name", zone="battlefield", rules="2024-09-16")


def test_constructed_room_card():
    record = {"name": "Left // Right", "layout": "room",
              "type_line": "Enchantment — Room // Enchantment — Room",
              "faces": [
                  {"name": "Left", "mana_cost": "{1}{W}", "type_line": "Enchantment — Room"},
                  {"name": "Right", "mana_cost": "{3}{B}", "type_line": "Enchantment — Room"},
              ]}
    card = card_from_record(record)
    assert mr.ask(card, "colors", zone="battlefield", half="Right") == ("B",)
    assert mr.ask(card, "colors") == ("WB",)
    assert mr.ask(card, "mana cost") == ("{4}{W}{B}",)


# --- single-faced cards and card names --------------------------------------------------

def test_single_faced_cards_give_one_answer():
    fb = mr.card("Fireball")
    assert mr.ask(fb, "mana value") == (1,)
    assert mr.ask(fb, "mana value", zone="stack", x=3) == (4,)
    assert mr.ask(fb, "mana value", zone="library", x=3) == (1,)
    assert mr.ask("Fireball", "types") == ("Sorcery",)
    with pytest.raises(mr.ChoiceError, match="not a split card"):
        mr.ask(fb, "name", half="Fire")


def test_split_table(ww):
    table = mr.split_table(ww)
    assert list(table.index) == list(mr.CHARACTERISTICS)
    assert len(table.columns) == 2
    assert table.loc["mana value"].tolist() == ["2", "1 / 1"]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_split_table_stays_the_library_english_in_every_language(ww, lang):
    """The library's table is English whatever the language in use (code reads its names and
    values); the Chinese one is the widget module's split_table."""
    from mtgrules.i18n import language
    from pandas.testing import assert_frame_equal

    english = mr.split_table(ww)
    with language(lang):
        assert_frame_equal(mr.split_table(ww), english)
    assert english.loc["colors"].tolist() == ["WG", "G / W"]
    assert english.loc["types"].tolist() == ["Instant", "Instant / Instant"]
    assert english.index.name == "characteristic"


# --- bad input ---------------------------------------------------------------------------

def test_unknown_half_lists_the_halves_and_both_only_with_fuse(ww):
    with pytest.raises(mr.ChoiceError) as err:
        mr.ask(ww, "colors", zone="stack", half="Wux")
    assert str(err.value) == "'Wux' is not a half of Wax // Wane: choose Wax or Wane"
    with pytest.raises(mr.ChoiceError) as err:
        mr.ask("Wear // Tear", "colors", zone="stack", half="Wux")
    assert str(err.value).endswith("choose Wear, Tear or both (cast fused)")


# --- messages speak the game: no keyword arguments, no Python ----------------------------

GAME_MESSAGES = [
    (dict(card="Assault // Battery", zone="stack"),
     "on the stack only the half that was cast exists (709.3b): choose which half was cast: "
     "Assault or Battery"),
    (dict(card="Wear // Tear", zone="stack"),
     "on the stack only the half that was cast exists (709.3b): choose which half was cast: "
     "Wear, Tear or both (cast fused)"),
    (dict(card="Destined // Lead", zone="stack", half="both"),
     "only a split card with fuse can be cast as both halves (702.102a), and Destined // Lead "
     "has no fuse: choose which half was cast: Destined or Lead"),
    (dict(card="Wear // Tear", zone="graveyard", half="both"),
     "in the graveyard a split card is the whole card, not one half: a half is chosen only for "
     "a spell on the stack (the half cast, 709.3b) or for a Room on the battlefield (its "
     "unlocked halves, 709.5)"),
    (dict(card="Assault // Battery", zone="battlefield"),
     "Assault // Battery is a sorcery card, and a sorcery is never on the battlefield (307.4): "
     "choose hand, library, graveyard, exile, the stack or the command zone"),
    (dict(card="Fire // Ice", zone="battlefield"),
     "Fire // Ice is an instant card, and an instant is never on the battlefield (304.4): "
     "choose hand, library, graveyard, exile, the stack or the command zone"),
    (dict(card="Bottomless Pool // Locker Room", zone="battlefield", rules="2024-01-01"),
     "Rooms on the battlefield follow rule 709.5, in force from 2024-09-17: choose the current "
     "rules or a date from then on"),
]


@pytest.mark.parametrize("where, message", GAME_MESSAGES)
def test_messages_speak_the_game(where, message):
    where = dict(where)
    card = where.pop("card")
    with pytest.raises(mr.RulesInputError) as err:
        mr.ask(card, "mana value", **where)
    assert str(err.value) == message


def test_comparison_messages_speak_the_game(ww):
    import re

    for characteristic, value in (("colors", "purple"), ("colors", 6), ("types", "Instnat"),
                                  ("types", ""), ("mana value", "-1"), ("name", 6)):
        with pytest.raises(mr.RulesInputError) as err:
            mr.matches(ww, characteristic, value)
        assert not re.search(r"=\s*['\"\w]|\(\)|None", str(err.value)), str(err.value)


def test_stack_needs_a_half_and_other_zones_refuse_one(ww):
    with pytest.raises(mr.ChoiceError, match="709.3b"):
        mr.ask(ww, "colors", zone="stack")
    with pytest.raises(mr.ChoiceError, match="stack"):
        mr.ask(ww, "colors", half="Wax")


def test_unknown_characteristic_zone_and_values(ww):
    with pytest.raises(mr.ChoiceError, match="'mana value'"):
        mr.ask(ww, "cmc")
    with pytest.raises(mr.ChoiceError, match="library"):
        mr.ask(ww, "colors", zone="deck")
    with pytest.raises(mr.ChoiceError, match="Instant"):
        mr.matches(ww, "types", "Instnat")
    with pytest.raises(mr.ChoiceError, match="W U B R G"):
        mr.matches(ww, "colors", "Q")
    with pytest.raises(mr.NumberError):
        mr.matches(ww, "mana value", "2")
    with pytest.raises(mr.ManaCostError):
        mr.matches(ww, "mana cost", "{Q}")
    with pytest.raises(mr.UnknownCardError):
        mr.ask("Wax", "colors")
    with pytest.raises(mr.ChoiceError):
        mr.ask(42, "colors")


def test_bad_rules_dates(ww):
    with pytest.raises(mr.RulesDateError, match="YYYY-MM-DD"):
        mr.ask(ww, "mana value", rules="June 2016")
    with pytest.raises(mr.RulesDateError, match="2013-02-01"):
        mr.matches(ww, "mana value", 1, rules="2001-01-01")
    with pytest.raises(mr.RulesDateError):
        mr.ask(mr.card("Fireball"), "mana value", rules="yesterday")


def test_old_708_6c_several_values_compared_separately_across_halves():
    ww = mr.card("Wax // Wane")  # Wax green, Wane white
    assert mr.matches(ww, "colors", "WG", rules="2016-06-01")      # white from Wane, green from Wax
    assert mr.matches(ww, "colors", "WG")                          # combined colors now (709.4b)
    assert not mr.matches(ww, "colors", "WU", rules="2016-06-01")  # neither half is blue
    dl = mr.card("Destined // Lead")
    assert mr.matches(dl, "types", "Instant Sorcery", rules="2016-06-01")
    assert mr.matches(dl, "types", "Instant Sorcery")
    assert not mr.matches(ww, "colors", "colorless", rules="2016-06-01")


@pytest.mark.parametrize("versions", ["current", None, 5, b"current"])
def test_P7_B1_split_table_versions_must_be_a_tuple_of_versions(versions):
    with pytest.raises(mr.RulesDateError, match="tuple of rules versions"):
        mr.split_table(mr.card("Wax // Wane"), versions=versions)
