"""CardPicker (widgets/_cards.py): a card typed in the search box is chosen, or the explorer
says why it can't be used; the dropdown and the box keep in step. Driven with a stand-in for
an explorer, so the picker is tested alone."""

from __future__ import annotations

import ipywidgets as w
import pytest

import mtgrules as mr
from widgets._cards import CardPicker, card_in, find_card, official_name, options_of


class Host:
    """What a picker needs of an explorer: a language, a message line, unexpected errors."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.messages: list[str] = []
        self.unexpected: list[BaseException] = []

    def show_message(self, text: str) -> None:
        self.messages.append(text)


def picker(lang="en", misfit=None, on_clear=None, options=("", "Dismember", "Gut Shot")):
    host = Host(lang)
    dropdown = w.Dropdown(options=list(options), value=options[0])
    picked: list[str] = []
    made = CardPicker(host, dropdown, examples=["Dismember"], label="any card",
                      misfit=misfit, on_pick=lambda card: picked.append(card.name),
                      on_clear=on_clear)
    return host, dropdown, made, picked


def test_a_typed_card_is_handed_over_by_its_english_name():
    host, _, made, picked = picker()
    made.box.value = "  lightning bolt "
    assert picked == ["Lightning Bolt"] and made.typed_card == "Lightning Bolt"
    assert host.messages == []


@pytest.mark.parametrize("typed", ["幽灵行列", "spectral  procession",
                                   "幽灵行列（Spectral Procession）"])
def test_a_card_typed_by_its_chinese_name_or_a_box_option_is_found(typed):
    _, _, made, picked = picker("zh-Hans")
    made.box.value = typed
    assert picked == ["Spectral Procession"]


def test_a_name_that_is_no_card_gets_the_librarys_message_in_the_explorers_language():
    host, _, made, picked = picker("zh-Hant")
    made.box.value = "Lightning Bolz"
    assert picked == [] and len(host.messages) == 1 and made.typed_card is None
    with pytest.raises(mr.UnknownCardError) as error:
        find_card("Lightning Bolz")
    assert host.messages[0] == error.value.translated("zh-Hant")


def test_a_misfit_is_said_and_the_card_is_not_used():
    host, _, made, picked = picker(misfit=lambda card: "no lands" if card.is_a("Land") else "")
    made.box.value = "Forest"
    assert picked == [] and host.messages == ["no lands"]
    made.box.value = "Dismember"
    assert picked == ["Dismember"]


def test_a_misfit_may_raise_a_library_error_whose_message_is_shown():
    def refuse(card):
        raise mr.ChoiceError("not {name}", name=card.name)

    host, _, made, picked = picker(misfit=refuse)
    made.box.value = "Dismember"
    assert picked == [] and host.messages == ["not Dismember"] and host.unexpected == []


def test_an_unexpected_error_is_recorded_and_said_in_one_line():
    host, _, made, picked = picker(misfit=lambda card: 1 / 0)
    made.box.value = "Dismember"
    assert picked == [] and len(host.unexpected) == 1
    assert host.messages[0].startswith("Something went wrong")


def test_choosing_another_card_in_the_dropdown_empties_the_box_but_not_for_the_typed_one():
    _, dropdown, made, _ = picker()
    made.box.value = "Dismember"
    dropdown.value = "Dismember"          # the card typed: the box keeps it
    assert made.box.value == "Dismember"
    dropdown.value = "Gut Shot"           # another card: the box is emptied
    assert made.box.value == "" and made.typed_card is None
    made.box.value = "Dismember"
    dropdown.value = ""                   # "no card" leaves the box be
    assert made.box.value == "Dismember"


def test_quiet_changes_and_an_emptied_box():
    cleared: list[bool] = []
    host, _, made, picked = picker(on_clear=lambda: cleared.append(True))
    with made.quiet():
        assert made.is_quiet
        made.box.value = "Dismember"
    assert not made.is_quiet and picked == []
    made.box.value = ""
    assert cleared == [True]
    made.box.value = "Gut Shot"
    made.clear()
    assert made.box.value == "" and cleared == [True]   # clear() is quiet


def test_offer_adds_a_card_to_the_dropdown_once():
    _, dropdown, made, _ = picker(options=("Wax // Wane",))
    made.offer("Fire // Ice", "Fire // Ice")
    made.offer("Fire // Ice", "Fire // Ice")
    assert list(dropdown.options) == ["Wax // Wane", "Fire // Ice"]
    made.offer("Turn // Burn", "Turn // Burn (label)")
    assert dropdown.options[-1] == ("Turn // Burn (label)", "Turn // Burn")


def test_names_in_a_script_come_from_the_card():
    card = mr.card("Spectral Procession")
    assert card_in("Spectral Procession", "zh-Hans") == card.label("zh-Hans")
    assert official_name("Spectral Procession", "en") == ""
    assert official_name("Spectral Procession", "zh-Hant") in ("", card.name_in("zh-Hant"))
    assert card_in("Not A Card Name", "zh-Hans") == "Not A Card Name"
    assert options_of([("a", "a"), ("b", "b")]) == ["a", "b"]
    assert options_of([("甲", "a")]) == [("甲", "a")]


def test_the_old_names_still_come_from_widgets_common():
    import widgets._cards as cards
    import widgets._common as common

    for name in ("card_in", "card_search", "find_card", "official_name", "CardPicker"):
        assert getattr(common, name) is getattr(cards, name)
