"""The split-card explorer (notebook 05): builds, survives every control value, shows the
library's answers side by side, keeps its last good result on bad input, and its exercise
checks say right and wrong correctly."""

from __future__ import annotations

import mtgrules as mr
import pytest
from widget_driver import drive

from widgets import split_explorer, split_scenarios
from widgets.split_cards import (
    OLD_RULES,
    check_exercise_1,
    check_exercise_2,
    check_exercise_3,
    split_card_names,
)


def test_default_explorer_drives_cleanly():
    explorer = split_explorer()
    assert explorer.message == "" and explorer.output.outputs
    assert drive(explorer) > 20
    assert not explorer.unexpected


@pytest.mark.parametrize("state", [
    dict(card="Wear // Tear", zone="stack", half="both", rules="current"),
    dict(card="Bottomless Pool // Locker Room", zone="battlefield", half="Locker Room",
         characteristic="name", value="Locker Room", rules="2025-01-01"),
])
def test_non_default_explorer_drives_cleanly(state):
    explorer = split_explorer(**state)
    assert explorer.message == "", explorer.message
    drive(explorer)
    assert not explorer.unexpected


def test_709_4b_wax_wane_side_by_side():
    explorer = split_explorer(card="Wax // Wane", characteristic="mana value", value=2,
                              rules=OLD_RULES)
    card = mr.card("Wax // Wane")
    assert explorer.answers == {"current": mr.ask(card, "mana value"),
                                "chosen": mr.ask(card, "mana value", rules=OLD_RULES)}
    assert explorer.matched == {"current": mr.matches(card, "mana value", 2),
                                "chosen": mr.matches(card, "mana value", 2, rules=OLD_RULES)}
    assert explorer.matched == {"current": True, "chosen": False}
    assert list(explorer.table["differs"]) == ["yes", "yes", "yes"]
    assert "1 / 1" in explorer.shown_html()


def test_non_default_state_is_shown():
    explorer = split_explorer(card="Destined // Lead", characteristic="types", value="Sorcery",
                              zone="exile")
    assert explorer.answers == {"current": mr.ask("Destined // Lead", "types", zone="exile"),
                                "chosen": mr.ask("Destined // Lead", "types", zone="exile",
                                                 rules=OLD_RULES)}
    assert explorer.matched["current"] is mr.matches("Destined // Lead", "types", "Sorcery",
                                                     zone="exile")
    assert "Instant Sorcery" in explorer.shown_html()


def test_709_3b_stack_half_and_buttons():
    explorer = split_explorer(card="Wax // Wane", characteristic="colors", value="G",
                              zone="stack", half="Wax")
    assert explorer.answers["current"] == mr.ask("Wax // Wane", "colors", zone="stack",
                                                 half="Wax")
    explorer.current_button.click()
    assert explorer.rules.value == "current" and explorer.message == ""
    assert explorer.answers["chosen"] == explorer.answers["current"]
    explorer.before_button.click()
    assert explorer.rules.value == OLD_RULES


def test_709_4d_fused_wear_tear():
    explorer = split_explorer(card="Wear // Tear", zone="stack", half="both", value=3)
    assert explorer.answers["current"] == mr.ask("Wear // Tear", "mana value", zone="stack",
                                                 half="both")
    assert explorer.matched["current"] is mr.matches("Wear // Tear", "mana value", 3,
                                                     zone="stack", half="both")


def test_card_change_resets_half_options():
    explorer = split_explorer(card="Wax // Wane", zone="stack", half="Wane")
    explorer.card.value = "Fire // Ice"
    values = [v for _, v in explorer.half.options]
    assert values == ["", "Fire", "Ice", "both"]
    assert explorer.half.value == ""


def test_bad_inputs_show_a_message_and_keep_the_last_result():
    explorer = split_explorer()
    good = explorer.table.copy()
    for control, bad in ((explorer.rules, "2016-13-01"), (explorer.rules, "2001-01-01"),
                         (explorer.value, "{Q}"), (explorer.value, "purple")):
        explorer.rules.value, explorer.value.value = OLD_RULES, "2"
        control.value = bad
        assert explorer.message, bad
        assert "Traceback" not in explorer.message
        assert explorer.table.equals(good)
        assert not explorer.unexpected
    explorer.value.value = "2"
    explorer.rules.value = OLD_RULES
    assert explorer.message == ""


def test_instant_split_card_on_battlefield_is_a_message():
    explorer = split_explorer(card="Fire // Ice", zone="battlefield")
    assert "permanent" in explorer.message and explorer.result is None
    assert not explorer.unexpected


def test_old_708_6a_void_and_708_5a_infernal_genesis_scenarios():
    table = split_scenarios("Assault // Battery").set_index("question")
    now, old = table.columns[2], table.columns[3]
    card = mr.card("Assault // Battery")
    for n in (1, 4, 5):
        row = table.loc[f"Void names {n}: is it discarded from hand?"]
        assert row["effect"] == "Void"
        assert row[now] == ("yes" if mr.matches(card, "mana value", n) else "no")
        assert row[old] == ("yes" if mr.matches(card, "mana value", n, rules=OLD_RULES)
                            else "no")
    genesis = table.loc["It is milled: how many tokens?"]
    assert genesis[now] == genesis[old] == str(
        mr.mana_value_used(card, zone="graveyard", rules=OLD_RULES))


def test_old_708_6c_sunforger_scenario():
    table = split_scenarios("Research // Development").set_index("effect")
    row = table.loc["Sunforger"]
    card = mr.card("Research // Development")
    old = (mr.matches(card, "colors", "R", zone="library", rules=OLD_RULES)
           and mr.matches(card, "mana value", lambda v: v <= 4, zone="library",
                          rules=OLD_RULES))
    now = mr.matches(card, "mana value", lambda v: v <= 4, zone="library")
    assert (row.iloc[2], row.iloc[3]) == ("yes" if now else "no", "yes" if old else "no")
    assert row["differs"] == "yes"


def test_scenarios_need_two_different_versions():
    with pytest.raises(mr.RulesInputError):
        split_scenarios("Fire // Ice", versions=("current", "current"))


def test_exercise_checks():
    assert check_exercise_1(None).right is None
    right = (mr.matches("Assault // Battery", "mana value", 4),
             mr.matches("Assault // Battery", "mana value", 4, rules=OLD_RULES))
    assert check_exercise_1(right).right is True
    assert check_exercise_1(tuple(not a for a in right)).right is False
    assert check_exercise_1("yes").right is False
    assert "708.6a" in repr(check_exercise_1(right))

    tokens = (mr.mana_value_used("Research // Development", zone="graveyard"),
              mr.mana_value_used("Research // Development", zone="graveyard",
                                 rules=OLD_RULES))
    assert check_exercise_2(None).right is None
    assert check_exercise_2(tokens).right is True
    assert check_exercise_2((2, 5)).right is False
    assert "Right" in check_exercise_2(tokens)._repr_html_()

    stops = [n for n in split_card_names()
             if mr.matches(n, "mana value", lambda v: v < 4, zone="library")]
    passes = [n for n in split_card_names() if n not in stops]
    assert stops and passes
    assert check_exercise_3(None).right is None
    assert check_exercise_3(stops[0]).right is True
    assert check_exercise_3(passes[0]).right is False
    assert check_exercise_3("Lightning Bolt").right is False


# --- reliability findings ------------------------------------------------------------------

@pytest.mark.parametrize("typed", ["²", "¹", "①", " ³ "])
def test_A6_superscript_digit(typed):
    explorer = split_explorer()
    good = explorer.table.copy()
    explorer.value.value = typed
    assert "whole number" in explorer.message and typed.strip() in explorer.message
    assert not explorer.unexpected and explorer.table.equals(good)
    explorer.value.value = "3"
    assert explorer.message == ""


def test_A5_huge_number_in_the_value_box():
    explorer = split_explorer()
    explorer.value.value = "9" * 5000
    assert explorer.message.startswith("value to compare '999") and "too large" in explorer.message
    assert len(explorer.message) < 200 and not explorer.unexpected


def test_A18_typed_value_escaped():
    explorer = split_explorer(characteristic="name", value="<b>Wax</b>")
    assert explorer.message == "" and not explorer.unexpected
    html = explorer.shown_html()
    assert "<b>Wax</b>" not in html and "&lt;b&gt;Wax&lt;/b&gt;" in html


@pytest.mark.parametrize("arguments, error, words", [
    (dict(card="Forest"), mr.ChoiceError, "split, aftermath or Room card"),
    (dict(card="wax // wane"), mr.ChoiceError, "did you mean 'Wax // Wane'"),
    (dict(card=5), mr.ChoiceError, "card=5"),
    (dict(zone="Hand"), mr.ChoiceError, "zone='Hand'"),
    (dict(characteristic="cmc"), mr.ChoiceError, "characteristic='cmc'"),
    (dict(half="Fire"), mr.ChoiceError, "half='Fire'"),
    (dict(value=None), mr.ChoiceError, "value=None"),
    (dict(value=10 ** 5000), mr.NumberError, "too large"),
    (dict(rules=2016), mr.RulesDateError, "rules"),
])
def test_B3_bad_choice_is_choice_error(arguments, error, words):
    from traitlets import TraitError

    with pytest.raises(error, match=words) as raised:
        split_explorer(**arguments)
    assert not isinstance(raised.value, TraitError)


def test_every_explorer_text_box_updates_on_enter_not_per_keystroke():
    import ipywidgets as w

    from widgets import could_produce_explorer, numbers_explorer, payment_explorer, x_explorer
    from widgets._common import value_controls

    for explorer in (split_explorer(), x_explorer(), could_produce_explorer(), numbers_explorer(),
                     payment_explorer()):
        boxes = [c for c in value_controls(explorer)
                 if isinstance(c, (w.Text, w.Textarea, w.IntText, w.BoundedIntText))]
        assert boxes and all(c.continuous_update is False for c in boxes), type(explorer).__name__


def test_sliders_have_a_track_wide_enough_to_use():
    import ipywidgets as w

    from widgets import numbers_explorer, x_explorer
    from widgets._common import value_controls

    for explorer in (x_explorer(), numbers_explorer()):
        sliders = [c for c in value_controls(explorer) if isinstance(c, w.IntSlider)]
        assert sliders and all("320px" in (c.layout.width or "") for c in sliders)
