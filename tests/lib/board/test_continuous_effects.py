"""Continuous effects on a board (613): land types (layer 4) with timestamps and dependency,
colors (layer 5), granted abilities (layer 6); 305.7 for a land whose type is set; colors
from devoid and characteristic-defining abilities (604.3, 702.114a) in ``Card.colors``.

Each case is what rules 305.7, 613.7 and 613.8 give for the cards named in issue 22 (the
outcomes the cards' official rulings describe); the effects are read from the cards' own
data (rules text, or the derived records of the newer cards), never written into the test."""

from __future__ import annotations

import json
import re

import pytest

import mtgrules as mr
from mtgrules.board.explain import effect_text
from mtgrules.board.solver import _solved
from mtgrules.cards.index import card_index
from mtgrules.cards.loaders import card_from_record
from mtgrules.cards.rules_text import read_effect_line
from mtgrules.errors import CardDataError
from tests.lib.board.test_explain_lang import _leftover_english


def produce(*permanents: tuple[str, str] | tuple[str, str, dict[str, object]]) -> list[str]:
    """What each permanent could produce, in the order given (the board's timestamps)."""
    board = mr.Board()
    handles = [board.add(p[0], p[1], **(p[2] if len(p) > 2 else {})) for p in permanents]  # type: ignore[misc]
    cp = mr.could_produce(board)
    return [cp[h] for h in handles]


# -- layer 4: land types -------------------------------------------------------------------

def test_urborg_makes_every_land_a_swamp_too():
    # 305.7: a land type added keeps the land's own types and abilities
    assert produce(("Urborg, Tomb of Yawgmoth", "you"), ("Island", "opponent"),
                   ("Gemstone Mine", "you", {"counters": {"mining": 1}})) == ["B", "UB", "WUBRG"]


@pytest.mark.parametrize("moon_first", [True, False])
def test_blood_moon_and_urborg_whichever_came_first(moon_first):
    """613.8a: applying Blood Moon would remove Urborg's ability, so Urborg's effect depends
    on Blood Moon's and waits for it (613.8b) in either timestamp order: Urborg becomes a
    Mountain, loses its ability (305.7), and no land is a Swamp."""
    moon, urborg = ("Blood Moon", "opponent"), ("Urborg, Tomb of Yawgmoth", "you")
    order = [moon, urborg] if moon_first else [urborg, moon]
    got = dict(zip(["moon", "urborg"] if moon_first else ["urborg", "moon"],
                   produce(*order, ("Island", "you"), ("Exotic Orchard", "you"))[:2]))
    assert got["urborg"] == "R"
    assert produce(*order, ("Island", "you"), ("Exotic Orchard", "you"))[2:] == ["U", "R"]


def test_blood_moon_and_urborg_explained_in_order():
    b = mr.Board()
    urborg = b.add("Urborg, Tomb of Yawgmoth", "you")
    b.add("Island", "you")
    moon = b.add("Blood Moon", "opponent")
    steps = mr.continuous_effects(b)
    assert [(s.source, s.layer, s.applied) for s in steps] == [(moon, 4, True), (urborg, 4, False)]
    assert steps[0].depended_on_by == (urborg,) and steps[1].waited_for == (moon,)
    assert steps[0].changed == 1  # Urborg is the one nonbasic land
    why = mr.explain(b, urborg)
    assert why.types == "R" and [s.source for s in why.effects] == [moon, urborg]
    assert "613.8a" in why.text() and "305.7" in why.text()
    for lang in ("zh-Hans", "zh-Hant"):
        text = why.text(lang) + "\n" + steps.text(lang)
        assert not _leftover_english(text, b, lang), text


def test_blood_moon_keeps_granted_abilities_chromatic_lantern():
    # 305.7 removes only the rules text's abilities; layer 6 comes after layer 4 (613.1)
    assert produce(("Blood Moon", "you"), ("Chromatic Lantern", "you"), ("Exotic Orchard", "you"),
                   ("Badlands", "opponent")) == ["", "WUBRG", "WUBRG", "R"]


@pytest.mark.parametrize("first, last, land", [("Harbinger of the Seas", "Blood Moon", "R"),
                                               ("Blood Moon", "Harbinger of the Seas", "U"),
                                               ("Magus of the Moon", "Harbinger of the Seas", "U")])
def test_two_effects_that_set_land_types_in_timestamp_order(first, last, land):
    # neither changes the other's existence or what it applies to: independent, so the
    # later timestamp wins (613.7, 613.8a)
    assert produce((first, "you"), (last, "opponent"), ("Badlands", "you"))[2] == land


@pytest.mark.parametrize("card", ["Dryad of the Ilysian Grove", "Prismatic Omen"])
def test_every_basic_land_type_and_blood_moon_in_timestamp_order(card):
    # Dryad (or Omen) first, then Blood Moon: the nonbasic land is only a Mountain; Blood Moon
    # first: the Mountain is every basic land type too; basic lands are every type either way
    assert produce((card, "you"), ("Blood Moon", "you"), ("Badlands", "you"),
                   ("Forest", "you"))[2:] == ["R", "WUBRG"]
    assert produce(("Blood Moon", "you"), (card, "you"), ("Badlands", "you"),
                   ("Forest", "you"))[2:] == ["WUBRG", "WUBRG"]
    assert produce((card, "you"), ("Forest", "opponent"))[1] == "G"  # lands *you* control


def test_yavimaya_and_urborg_together():
    assert produce(("Yavimaya, Cradle of Growth", "you"), ("Urborg, Tomb of Yawgmoth", "you"),
                   ("Island", "you")) == ["BG", "BG", "UBG"]


def test_celestial_dawn_sets_your_lands_and_colors():
    # lands you control are Plains (a set type: 305.7), nonland permanents you control white
    assert produce(("Celestial Dawn", "you"), ("Forest", "you"), ("Forest", "opponent"),
                   ("Urborg, Tomb of Yawgmoth", "you"), ("Meteor Crater", "you")
                   ) == ["", "W", "G", "W", "W"]


def test_harbinger_leaves_basic_lands_alone_and_dryad_arbor_stays_a_creature():
    b = mr.Board()
    b.add("Harbinger of the Seas", "opponent")
    arbor = b.add("Dryad Arbor", "you")
    forest = b.add("Forest", "you")
    cp = mr.could_produce(b)
    assert (cp[arbor], cp[forest]) == ("U", "G")
    solved = _solved(b)
    kind = solved.kinds[solved.index(arbor)]
    # 305.7: the land type changes; the card type Creature and the creature type Dryad stay
    assert kind.subtypes == ("Dryad", "Island") and "Creature" in kind.card.types


def test_counting_swamps_sees_urborg():
    # Cabal Coffers counts Swamps you control: with Urborg, every land (itself too) is one
    assert produce(("Cabal Coffers", "you")) == [""]
    assert produce(("Urborg, Tomb of Yawgmoth", "you"), ("Cabal Coffers", "you")) == ["B", "B"]


def test_a_dependency_loop_applies_in_timestamp_order():
    """613.8b: two nonbasic lands that each set nonbasic lands' type: applying either removes
    the other's ability, so each depends on the other; the loop goes in timestamp order and
    the first one applied takes the second's ability away."""
    isle = card_from_record({"name": "Test Isle", "type_line": "Land",
                             "text": "Nonbasic lands are Islands.",
                             "statics": [read_effect_line("Nonbasic lands are Islands.")]})
    peak = card_from_record({"name": "Test Peak", "type_line": "Land",
                             "statics": [read_effect_line("Nonbasic lands are Mountains.")]})
    b = mr.Board()
    first, second = b.add(isle, "you"), b.add(peak, "you")
    assert mr.could_produce(b)[first] == mr.could_produce(b)[second] == "U"
    steps = mr.continuous_effects(b)
    assert [(s.source, s.applied, s.loop) for s in steps] == [(first, True, True), (second, False, False)]
    b2 = mr.Board()
    peak_first = b2.add(peak, "you")
    b2.add(isle, "you")
    assert mr.could_produce(b2)[peak_first] == "R"


# -- layer 5: colors ---------------------------------------------------------------------------

def test_painters_servant_colors_every_permanent_for_meteor_crater():
    assert produce(("Painter's Servant", "you", {"chosen_color": "U"}), ("Meteor Crater", "you")) == ["", "U"]
    assert produce(("Painter's Servant", "you"), ("Meteor Crater", "you")) == ["", ""]  # none chosen
    b = mr.Board()
    b.add("Painter's Servant", "you")
    (step,) = mr.continuous_effects(b)
    assert not step.applied and "no color was chosen" in effect_text(step)


# -- 604.3, 702.114a: a card's own colors ---------------------------------------------------

@pytest.mark.parametrize("name, colors", [("Herald of Kozilek", ""), ("Ghostfire", ""),
                                          ("Eldrazi Linebreaker", ""),       # newer: derived data
                                          ("Sphinx of the Guildpact", "WUBRG"),
                                          ("Transguild Courier", "WUBRG"),  # color indicator
                                          ("Blood Moon", "R")])
def test_colors_from_devoid_and_characteristic_defining_abilities(name, colors):
    assert mr.card(name).colors == colors


def test_devoid_permanent_gives_meteor_crater_nothing():
    assert produce(("Herald of Kozilek", "you"), ("Meteor Crater", "you")) == ["", ""]


def test_every_card_with_stated_colors_agrees():
    """The index's stated colors (the card data's own, CDAs and devoid included) agree with
    the colors the library works out for every card that states them."""
    index = card_index()
    disagree, checked = [], 0
    for i, name in enumerate(index._names):
        row = index._row(i)
        if row[6] is None or row[4]:  # no stated colors, or a multi-face card
            continue
        try:
            card = index._card(i)
        except CardDataError:
            continue  # a cost outside the rules (half mana): not a card of the rules
        checked += 1
        if card.colors != row[6]:
            disagree.append((name, card.colors, row[6]))
    assert checked > 15_000 and disagree == []


# -- reading the effects ------------------------------------------------------------------------

@pytest.mark.parametrize("line, kind, what", [
    ("Nonbasic lands are Mountains.", "set land type", "Mountain"),
    ("Lands you control are Plains.", "set land type", "Plains"),
    ("Each land is a Swamp in addition to its other land types.", "land type", "Swamp"),
    ("Lands you control are every basic land type in addition to their other types.", "land type", "every"),
    ("Nonland permanents you control are white. The same is true for spells you control.", "set color", "W"),
    ("Devoid", "own colors", ""),
    ("CARDNAME is all colors.", "own colors", "WUBRG"),
])
def test_effect_lines_read(line, kind, what):
    record = read_effect_line(line)
    assert record is not None and record["kind"] == kind
    assert record.get("land_type", record.get("color")) == what


@pytest.mark.parametrize("line", ["Enchanted creature is an Island.", "Flying", "Lands are cheap.",
                                  "{T}: Add {R}.", "Nonbasic lands are Mountains" * 50])
def test_other_lines_are_not_effects(line):
    assert read_effect_line(line) is None


@pytest.mark.parametrize("record, message", [
    ({"kind": "set color", "color": ""}, "needs a color"),
    ({"kind": "add color", "color": "P"}, "mana letters"),
    ({"kind": "set land type", "land_type": "every"}, "land_type"),
    ({"kind": "land type", "land_type": "Gate"}, "land_type"),
])
def test_bad_effect_data_is_refused_naming_the_field(record, message):
    with pytest.raises(CardDataError, match=message):
        mr.StaticEffect.from_dict(record)


def test_effects_round_trip_through_their_records():
    for name in ("Blood Moon", "Prismatic Omen", "Celestial Dawn", "Painter's Servant", "Herald of Kozilek"):
        for effect in mr.card(name).statics:
            assert mr.StaticEffect.from_dict(json.loads(json.dumps(effect.to_dict()))) == effect


# -- Auras and Equipment: the permanent they are attached to (303.4, 301.5) ----------------

def test_an_aura_changes_only_the_land_it_enchants():
    b = mr.parse_board("you: Forest\nyou: Forest\nyou: Abundant Growth [on=1]\n"
                       "opponent: Spreading Seas [on=2]\nyou: Llanowar Elves\n"
                       "you: Paradise Mantle [on=5]\nyou: Llanowar Elves")
    cp = mr.could_produce(b)
    assert [cp[h] for h in b.permanents] == ["WUBRG", "U", "", "", "WUBRG", "", "G"]
    steps = mr.continuous_effects(b)
    assert [(s.source.name, s.layer, s.changed) for s in steps] == [
        ("Spreading Seas", 4, 1), ("Abundant Growth", 6, 1), ("Paradise Mantle", 6, 1)]
    assert str(steps[0].effect.describe()) == ("enchanted land is an Island (and loses its other "
                                               "land types and abilities)")
    for lang in ("zh-Hans", "zh-Hant"):
        assert not _leftover_english(steps.text(lang), b, lang), steps.text(lang)


def test_an_aura_reads_back_from_the_notation_after_a_permanent_is_removed():
    b = mr.Board()
    first = b.add("Island", "you")
    forest = b.add("Forest", "you")
    b.add("Abundant Growth", "you", attached_to=forest)
    b.remove(first)
    text = mr.board_text(b)
    assert text.splitlines()[1] == "you: Abundant Growth [on=1]"  # Forest is the first line now
    again = mr.parse_board(text)
    assert list(mr.could_produce(again).values()) == ["WUBRG", ""]


def test_two_auras_of_one_card_enchant_their_own_lands():
    b = mr.parse_board("you: Forest\nyou: Island\nyou: Forest\n"
                       "you: Spreading Seas [on=1]\nyou: Spreading Seas [on=2]")
    assert list(mr.could_produce(b).values())[:3] == ["U", "U", "G"]


def test_blood_moon_then_an_aura_on_a_nonbasic_land():
    # both set land types, independent: the later timestamp wins (613.7)
    b = mr.parse_board("opponent: Blood Moon\nyou: Badlands\nyou: Spreading Seas [on=2]")
    assert mr.could_produce(b)[b.permanents[1]] == "U"
    b = mr.parse_board("you: Badlands\nyou: Spreading Seas [on=1]\nopponent: Blood Moon")
    assert mr.could_produce(b)[b.permanents[0]] == "R"


@pytest.mark.parametrize("text, message", [
    ("you: Forest [on=1]", "only an Aura, an Equipment or a Fortification"),
    ("you: Abundant Growth [on=3]", "no permanent with that number"),
    ("you: Forest\nyou: Abundant Growth [on=x]", "by its number"),
    ("you: Forest\nyou: Abundant Growth [on=]", "number of the permanent"),
])
def test_bad_attachments_are_refused_in_the_games_words(text, message):
    with pytest.raises(mr.BoardError, match=message):
        mr.parse_board(text)


def test_an_attachment_to_another_boards_permanent_is_refused():
    other = mr.Board().add("Forest", "you")
    b = mr.Board()
    b.add("Forest", "you")
    with pytest.raises(mr.BoardError, match="only to a permanent of this board"):
        b.add("Abundant Growth", "you", attached_to=other)
    assert len(b) == 1  # nothing added


# -- grants read from the cards' data: who gets them, and under which condition (613.1f) -----

def test_natures_embrace_on_a_land_gives_it_two_mana_of_any_one_color():
    # 303.4: "as long as enchanted permanent is a land, it has ..."; on a creature it doesn't
    b = mr.parse_board("you: Wastes\nyou: Nature's Embrace [on=1]\nyou: Grizzly Bears\n"
                       "you: Nature's Embrace [on=3]")
    cp = mr.could_produce(b)
    assert cp[b.permanents[0]] == "WUBRGC" and cp[b.permanents[2]] == ""


def test_urzas_saga_has_its_mana_ability_from_chapter_one():
    # 714.2: chapter I gave it "{T}: Add {C}"; at chapter II (two lore counters) it still has it
    assert produce(("Urza's Saga", "you", {"counters": {"lore": 2}})) == ["C"]
    assert produce(("Urza's Saga", "you")) == [""]


def test_rishkar_grants_only_to_a_creature_with_a_counter():
    b = mr.parse_board("you: Rishkar, Peema Renegade\nyou: Grizzly Bears [+1/+1=1]\nyou: Grizzly Bears")
    cp = mr.could_produce(b)
    assert cp[b.permanents[1]] == "G" and cp[b.permanents[2]] == ""
    why = mr.explain(b, b.permanents[2])
    assert "while it has a counter on it, and that is not so now" in str(why)
    assert "只要它上面有指示物" in why.text("zh-Hans")
    for lang in ("zh-Hans", "zh-Hant"):
        assert not _leftover_english(why.text(lang), b, lang)


def test_jiang_yanggu_grants_only_to_a_creature_with_a_plus_one_counter():
    b = mr.parse_board("you: Jiang Yanggu, Wildcrafter\nyou: Grizzly Bears [+1/+1=1]\n"
                       "you: Grizzly Bears [-1/-1=1]")
    cp = mr.could_produce(b)
    assert cp[b.permanents[1]] == "WUBRG" and cp[b.permanents[2]] == ""


def test_honored_hierarch_renowned_or_not():
    b = mr.parse_board("you: Honored Hierarch [renowned]\nyou: Honored Hierarch")
    cp = mr.could_produce(b)
    assert cp[b.permanents[0]] == "WUBRG" and cp[b.permanents[1]] == ""
    assert mr.board_text(b).splitlines()[0] == "you: Honored Hierarch [renowned]"


def test_joraga_treespeaker_grants_to_elves_from_level_five():
    # 711.2: the grant is in the LEVEL 5+ range, so it applies only at that level
    assert produce(("Joraga Treespeaker", "you", {"counters": {"level": 4}}),
                   ("Elvish Visionary", "you")) == ["G", ""]
    assert produce(("Joraga Treespeaker", "you", {"counters": {"level": 5}}),
                   ("Elvish Visionary", "you")) == ["G", "G"]
    b = mr.parse_board("you: Joraga Treespeaker [level=4]\nyou: Elvish Visionary")
    (step,) = [s for s in mr.continuous_effects(b) if s.layer == 6]
    assert not step.applied and "condition is not met" in effect_text(step)


def test_the_world_tree_needs_six_lands():
    five = [("Forest", "you")] * 4
    assert produce(("The World Tree", "you"), *five)[1] == "G"
    assert produce(("The World Tree", "you"), *five, ("Island", "you"))[1] == "WUBRG"


def test_thranduil_and_a_realm_reborn_grant_to_others_only():
    # "other": the permanent with the effect doesn't get it, a second one does
    assert produce(("A Realm Reborn", "you"), ("Grizzly Bears", "you"),
                   ("Grizzly Bears", "opponent")) == ["", "WUBRG", ""]
    assert produce(("A Realm Reborn", "you"), ("A Realm Reborn", "you")) == ["WUBRG", "WUBRG"]
    assert produce(("Thranduil the Strategist", "you"), ("Elvish Visionary", "you")) == ["", "UG"]


def test_esika_grants_to_other_legendary_creatures():
    assert produce(("Esika, God of the Tree", "you"), ("Isamaru, Hound of Konda", "you"),
                   ("Grizzly Bears", "you")) == ["WUBRG", "WUBRG", ""]


def test_springleaf_parade_grants_to_creature_tokens():
    b = mr.parse_board("you: Springleaf Parade\nyou: Grizzly Bears [token]\nyou: Grizzly Bears")
    cp = mr.could_produce(b)
    assert cp[b.permanents[1]] == "WUBRG" and cp[b.permanents[2]] == ""
    again = mr.parse_board(mr.board_text(b))
    assert again.state_of(again.permanents[1])["token"] is True


def test_petrified_hamlet_grants_to_lands_with_the_chosen_name():
    b = mr.parse_board("you: Petrified Hamlet [named=Island]\nopponent: Island\nopponent: Forest\n"
                       "you: Petrified Hamlet")
    cp = mr.could_produce(b)
    assert cp[b.permanents[1]] == "UC" and cp[b.permanents[2]] == "G"


def test_lotus_ring_on_a_creature():
    b = mr.parse_board("you: Grizzly Bears\nyou: Lotus Ring [on=1]")
    assert mr.could_produce(b)[b.permanents[0]] == "WUBRG"


def test_divergent_growth_applies_to_the_lands_a_board_names():
    # 611.2c: the lands it affects were fixed as it resolved; a board says which
    b = mr.parse_board("you: Wastes [gained=Divergent Growth]\nyou: Wastes")
    cp = mr.could_produce(b)
    assert cp[b.permanents[0]] == "WUBRGC" and cp[b.permanents[1]] == "C"
    (step,) = mr.continuous_effects(b)
    assert step.resolved == "Divergent Growth" and "611.2" in effect_text(step)
    assert "gained=Divergent Growth" in mr.board_text(b)


def test_glamorous_outlaw_gives_its_target_land_three_colors():
    assert produce(("Wastes", "you", {"gained": ["Glamorous Outlaw"]})) == ["UBRC"]


@pytest.mark.parametrize("text, message", [
    ("you: Grizzly Bears [gained=Divergent Growth]", "another kind of permanent"),
    ("you: Forest [gained=Llanowar Elves]", "no effect that gives a permanent an ability"),
    ("you: Jeweled Amulet [noted=X]", "noted type of mana is one letter"),
    ("you: Honored Hierarch [renowned=2]", "write [renowned]"),
])
def test_bad_new_states_are_refused_in_the_games_words(text, message):
    with pytest.raises(mr.BoardError, match=re.escape(message)):
        mr.parse_board(text)


# -- mana whose kind depends on the board --------------------------------------------------

def test_mox_amber_with_and_without_a_legendary_creature():
    assert produce(("Mox Amber", "you")) == [""]
    assert produce(("Mox Amber", "you"), ("Isamaru, Hound of Konda", "you")) == ["W", ""]
    assert produce(("Mox Amber", "you"), ("Isamaru, Hound of Konda", "opponent"))[0] == ""
    b = mr.parse_board("you: Mox Amber")
    assert "no such permanent with a color (106.5)" in str(mr.explain(b, b.permanents[0]))


def test_gemstone_caverns_with_a_luck_counter():
    assert produce(("Gemstone Caverns", "you")) == ["C"]
    assert produce(("Gemstone Caverns", "you", {"counters": {"luck": 1}})) == ["WUBRG"]


def test_jeweled_amulet_and_chrome_mox_read_what_the_board_notes():
    b = mr.parse_board("you: Jeweled Amulet [noted=G]\nyou: Chrome Mox [exiled=UR]\n"
                       "you: Jeweled Amulet\nyou: Chrome Mox")
    cp = mr.could_produce(b)
    assert [cp[h] for h in b] == ["G", "UR", "", ""]
    again = mr.parse_board(mr.board_text(b))
    assert again.state_of(again.permanents[1])["exiled"] == "UR"


# -- effects that take abilities away, then grant one (613.1f, 613.7, 613.8a) ---------------

def test_toxicrene_lands_lose_their_abilities_and_have_any_color():
    # a land type's ability goes too (613.1f after 305.6); Urborg's layer-4 effect stays (613.6)
    assert produce(("Wastes", "you"), ("Toxicrene", "opponent"), ("Chromatic Lantern", "you")) == [
        "WUBRG", "", "WUBRG"]
    b = mr.parse_board("you: Forgotten Monument\nyou: Forgotten Monument\nopponent: Toxicrene")
    cp = mr.could_produce(b)
    assert cp[b.permanents[0]] == "WUBRG"  # no {C}: Toxicrene took its own ability away
    step = next(s for s in mr.continuous_effects(b) if s.effect.affects.other)
    assert not step.applied and "613.8a" in effect_text(step)


def test_lithoform_blight_then_alpine_moon_in_timestamp_order():
    # the later Alpine Moon takes away what the earlier Blight granted (613.7)
    b = mr.parse_board("opponent: Gemstone Mine\nyou: Lithoform Blight [on=1]\n"
                       "you: Alpine Moon [named=Gemstone Mine]\nopponent: Urza's Tower")
    cp = mr.could_produce(b)
    assert cp[b.permanents[0]] == "WUBRG" and cp[b.permanents[3]] == "C"
    b = mr.parse_board("you: Alpine Moon [named=Gemstone Mine]\nopponent: Gemstone Mine\n"
                       "you: Lithoform Blight [on=2]")
    assert mr.could_produce(b)[b.permanents[1]] == "WUBRGC"
    assert produce(("Urza's Tower", "you"), ("Lithoform Blight", "you", {"attached_to": 1})) == [
        "WUBRGC", ""]


def test_alpine_moon_with_no_name_chosen_changes_nothing():
    assert produce(("Alpine Moon", "you"), ("Gemstone Mine", "opponent")) == ["", "WUBRG"]


def test_ultima_blight_counter_effect_on_the_land_a_board_names():
    b = mr.parse_board("you: Ultima, Origin of Oblivion\n"
                       "opponent: Volcanic Island [blight=1, gained=Ultima, Origin of Oblivion]\n"
                       "opponent: Volcanic Island [gained=Ultima, Origin of Oblivion]\n"
                       "opponent: Volcanic Island")
    cp = mr.could_produce(b)
    assert [cp[h] for h in b] == ["", "C", "UR", "UR"]
    again = mr.parse_board(mr.board_text(b))
    assert [mr.could_produce(again)[h] for h in again] == ["", "C", "UR", "UR"]


# -- more conditions and kinds of mana ---------------------------------------------------------

def test_orochi_merge_keeper_modified_by_a_counter_or_an_equipment():
    # 700.9: modified; either way {G}{G} adds only {G}, so its explanation shows the ability
    b = mr.parse_board("you: Orochi Merge-Keeper\nyou: Orochi Merge-Keeper [+1/+1=1]\n"
                       "you: Orochi Merge-Keeper\nyou: Bonesplitter [on=3]")
    notes = [dict((n[0], n[1]) for n in mr.explain(b, h).notes) for h in b.permanents[:3]]
    doubled = "“{T}: Add {G}{G} (while it is modified)”"
    assert [n[doubled] for n in notes] == ["", "G", "G"]


def test_katilda_grants_mana_of_the_humans_own_colors():
    assert produce(("Katilda, Dawnhart Prime", "you"), ("Elite Vanguard", "you"),
                   ("Grizzly Bears", "you")) == ["WG", "W", ""]
    assert produce(("Tazri, Stalwart Survivor", "you"),
                   ("Ornithopter", "you")) == ["W", ""]  # colorless: none (106.5)


def test_paliano_with_the_colors_chosen_in_the_draft():
    assert produce(("Paliano, the High City", "you", {"drafted": "WU"})) == ["WU"]
    assert produce(("Paliano, the High City", "you")) == [""]


@pytest.mark.parametrize("board, wanted", [
    # Brightcap Badger: "each Fungus and Saproling you control", two subtypes
    ("you: Brightcap Badger\nyou: Sporesower Thallid\nyou: Grizzly Bears", ["", "G", ""]),
    # Great Divide Guide: "each land and Ally you control", itself an Ally
    ("you: Great Divide Guide\nyou: Wastes\nyou: Kazandu Blademaster", ["WUBRG", "WUBRGC", "WUBRG"]),
    # Forgotten Monument: other Caves you control
    ("you: Forgotten Monument\nyou: Forgotten Monument", ["WUBRGC", "WUBRGC"]),
    ("you: Forgotten Monument\nyou: Wastes", ["C", "C"]),
    # Nexos: basic lands you control have "{T}: Add {C}{C}"
    ("you: Nexos\nyou: Forest\nyou: Wastes\nopponent: Forest", ["", "GC", "C", "G"]),
    # Inga and Esika: creatures you control have vigilance and "{T}: Add one mana of any color."
    ("you: Inga and Esika\nopponent: Grizzly Bears", ["WUBRG", ""]),
    # Insidious Roots: creature tokens you control
    ("you: Insidious Roots\nyou: Grizzly Bears [token]\nyou: Grizzly Bears", ["", "WUBRG", ""]),
    # Careful Cultivation / Leyline Immersion / Summoning Materia on a creature
    ("you: Grizzly Bears\nyou: Careful Cultivation [on=1]", ["G", ""]),
    ("you: Isamaru, Hound of Konda\nyou: Leyline Immersion [on=1]", ["WUBRG", ""]),
    ("you: Grizzly Bears\nyou: Summoning Materia [on=1]", ["G", ""]),
    # Machine God's Effigy: "{T}: Add {U}" once
    ("you: Machine God's Effigy", ["U"]),
    # Plaza of Heroes and Tarnation Vista: colors among legendary / monocolored permanents
    ("you: Plaza of Heroes\nyou: Isamaru, Hound of Konda\nyou: Grizzly Bears", ["WUBRGC", "", ""]),
    ("you: Tarnation Vista\nyou: Grizzly Bears\nyou: Boros Guildmage", ["G", "", ""]),
    ("you: Tarnation Vista [chosen=R]", ["R"]),
    # Pit of Offerings and Ice Cauldron: the exiled cards' colors, the noted type
    ("you: Pit of Offerings [exiled=BG]", ["BGC"]),
    ("you: Ice Cauldron [noted=U]\nyou: Ice Cauldron", ["U", ""]),
    # temporary effects a board names (611.2)
    ("you: Wastes [gained=Rain of Filth]\nyou: Wastes", ["BC", "C"]),
    ("you: Grizzly Bears [gained=Song of Freyalise]", ["WUBRG"]),
    ("you: Wastes [gained=Glorious Sunrise]", ["GC"]),
    ("opponent: Wastes [gained=Masked Bandits, gained=Shattered Seraph]", ["WUBRGC"]),
])
def test_each_new_grant_on_a_board(board, wanted):
    b = mr.parse_board(board)
    cp = mr.could_produce(b)
    assert [cp[h] for h in b] == wanted
    again = mr.parse_board(mr.board_text(b))
    assert [mr.could_produce(again)[h] for h in again] == wanted


def test_selvala_eager_trailblazer_adds_some_mana_of_one_color():
    (ability,) = mr.card("Selvala, Eager Trailblazer").mana_abilities
    assert ability.adds == "any color" and ability.amount is None and ability.one_kind
    assert produce(("Selvala, Eager Trailblazer", "you")) == ["WUBRG"]
