"""The split-card explorer (notebook 05): builds, survives every control value, shows the
library's answers side by side, keeps its last good result on bad input, its controls follow
each other, its messages speak the game, and its exercises hint without giving the answer."""

from __future__ import annotations

import re

import mtgrules as mr
import pytest
from tests.widget_driver import drive

from widgets import split_explorer, split_scenarios
from widgets._common import BAD_TEXTS, control_settings
from widgets.split_cards import OLD_RULES, exercises, half_options, split_card_names
from widgets.split_cards.tables import name_words


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


@pytest.mark.parametrize("state", [
    dict(card="Wax // Wane"),
    dict(card="Wear // Tear", zone="stack", half="both", rules="current"),
    dict(card="Assault // Battery", zone="graveyard", rules="2017-01-01"),
])
def test_tables_hold_the_library_tables(state):
    """The explorer's tables come from plain rows, not the library's DataFrames; they hold
    the same cells as mr.split_table and mr.scenario_table, and shade the rows that differ."""
    from pandas.testing import assert_frame_equal

    explorer = split_explorer(**state)
    versions = explorer.result.versions
    half = explorer.half.value or None
    characteristics = mr.split_table(explorer.card.value, versions=versions,
                                     zone=explorer.zone.value, half=half)
    scenarios = mr.scenario_table(explorer.card.value, versions=versions)
    one = state.get("rules") == "current"   # the same rules twice: one column, not two alike
    if one:
        characteristics = characteristics.iloc[:, :1]
        scenarios = scenarios.iloc[:, :4]
    assert_frame_equal(explorer.characteristics, characteristics)
    assert_frame_equal(explorer.scenarios, scenarios)
    shown = explorer.result.scenarios
    assert "rules" in shown.columns
    if one:
        assert "the versions differ" not in shown.columns and not shown.row_styles
        assert "so there is one column" in explorer.shown_html()
        return
    differs = [k for k, d in enumerate(explorer.scenarios["differs"]) if d == "yes"]
    assert sorted(shown.row_styles) == differs
    assert "the versions differ" in shown.columns


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


def test_card_change_offers_the_new_halves_and_picks_one_on_the_stack():
    explorer = split_explorer(card="Wax // Wane", zone="stack", half="Wane")
    explorer.card.value = "Fire // Ice"
    assert [v for _, v in explorer.half.options] == ["Fire", "Ice"]   # no fuse: no "both"
    assert explorer.half.value == "Fire" and explorer.message == ""
    assert "The explorer chose Fire" in explorer.shown_html()
    explorer.card.value = "Wear // Tear"
    assert [v for _, v in explorer.half.options] == ["Wear", "Tear", "both"]   # fuse (702.102)


def test_both_fused_is_offered_only_for_cards_with_fuse():
    from mtgrules.split.rules import has_fuse

    for name in split_card_names():
        values = [v for _, v in half_options(name, "stack")]
        assert ("both" in values) is has_fuse(name), name
        assert "" not in values                           # on the stack a half was cast
        assert half_options(name, "graveyard") == [("whole card", "")]


def test_zone_change_to_the_stack_picks_a_half_and_says_so():
    explorer = split_explorer(card="Assault // Battery")
    assert explorer.half.disabled                         # in hand: the whole card only
    explorer.zone.value = "stack"
    assert explorer.message == "" and explorer.half.value == "Assault"
    assert not explorer.half.disabled
    assert "The explorer chose Assault as the half that was cast; choose Battery" in \
        explorer.shown_html()
    assert explorer.answers["current"] == mr.ask("Assault // Battery", "mana value",
                                                 zone="stack", half="Assault")
    explorer.half.value = "Battery"
    assert "The explorer chose" not in explorer.shown_html()   # said once
    explorer.zone.value = "graveyard"
    assert explorer.half.value == "" and explorer.message == ""


def test_the_stuck_combination_of_the_findings_is_not_reachable():
    # select "both", choose Destined // Lead, then "graveyard"
    explorer = split_explorer(card="Wear // Tear", zone="stack", half="both")
    explorer.card.value = "Destined // Lead"
    assert explorer.message == "" and explorer.half.value in ("Destined", "Lead")
    assert explorer.result.card == "Destined // Lead"
    explorer.zone.value = "graveyard"
    assert explorer.message == "" and explorer.result.card == "Destined // Lead"
    assert "Wear" not in explorer.shown_html()


def test_the_tables_never_show_another_card_than_the_dropdown():
    explorer = split_explorer(card="Bottomless Pool // Locker Room", zone="battlefield",
                              rules="current")
    assert explorer.message == ""
    explorer.card.value = "Fire // Ice"                   # an instant on the battlefield
    assert "never on the battlefield" in explorer.message
    assert explorer.result is None and not explorer.output.outputs
    explorer.zone.value = "hand"
    assert explorer.message == "" and explorer.result.card == "Fire // Ice"


def test_characteristic_change_keeps_a_typed_value_that_still_fits():
    explorer = split_explorer(card="Research // Development", characteristic="colors",
                              value="RG")
    explorer.characteristic.value = "name"                # any text but a number is a name
    assert explorer.value.value == "RG" and explorer.message == ""
    explorer.characteristic.value = "mana value"          # "RG" is no mana value: an example
    assert explorer.value.value == "2" and explorer.message == ""
    explorer.value.value = "6"
    explorer.characteristic.value = "colors"              # "6" is no color: an example
    assert explorer.value.value == "R"
    explorer.value.value = "6"                            # typed again, then changed
    explorer.characteristic.value = "mana value"          # the finding: "6" stays 6
    assert explorer.value.value == "6" and explorer.matched["current"] is False
    explorer.characteristic.value = "types"
    assert explorer.value.value == "Instant"
    explorer.value.value = "sorcery"
    explorer.characteristic.value = "name"
    assert explorer.value.value == "sorcery"


def test_header_shows_the_cost_in_printed_order_and_the_half_on_the_stack():
    explorer = split_explorer(card="Assault // Battery")
    header = explorer.result.header
    titles = [t for t in ("{3}", "{R}", "{G}") if f'title="{t}"' in header]
    assert titles == ["{3}", "{R}", "{G}"]
    assert header.index('title="{3}"') < header.index('title="{R}"') < header.index('title="{G}"')
    assert mr.ask("Assault // Battery", "mana cost") == ("{3}{R}{G}",)
    explorer.zone.value = "stack"
    header = explorer.result.header
    assert header.startswith("<b>Assault</b>") and "Sorcery // Sorcery" not in header
    assert "709.3b" in header
    explorer.half.value = "Battery"
    assert explorer.result.header.startswith("<b>Battery</b>")
    fused = split_explorer(card="Wear // Tear", zone="stack", half="both")
    assert "Cast fused" in fused.result.header and "709.4d" in fused.result.header


BAD_MESSAGE = re.compile(r"=\s*['\"\w]|\(\)|None")


def test_every_explorer_message_speaks_the_game():
    """Walk every control of explorers on a card of each kind (a fuse card, an aftermath
    card, a sorcery split card, a Room) from the stack and the battlefield, and every
    characteristic with every bad text: no message holds a keyword argument, a call or None."""
    seen = set()
    for name in ("Wear // Tear", "Destined // Lead", "Assault // Battery",
                 "Bottomless Pool // Locker Room"):
        for zone in ("stack", "battlefield"):
            explorer = split_explorer(card=name, zone=zone,
                                      rules="current" if zone == "battlefield" else OLD_RULES)
            for control, value in control_settings(explorer):
                control.value = value
                seen.add(explorer.message)
            assert not explorer.unexpected
    explorer = split_explorer()
    for characteristic in mr.CHARACTERISTICS:
        explorer.characteristic.value = characteristic
        for typed in (*BAD_TEXTS, "purple", "6", "Instnat", "2016-13-01"):
            explorer.value.value = typed
            seen.add(explorer.message)
            explorer.rules.value = typed
            seen.add(explorer.message)
            explorer.rules.value = OLD_RULES
    seen.discard("")
    assert len(seen) > 20
    bad = [m for m in seen if BAD_MESSAGE.search(m)]
    assert not bad, bad[:5]
    assert any(m.startswith("on the stack only the half") for m in seen) is False  # picked
    assert any("never on the battlefield" in m for m in seen)
    assert any(m.startswith("The rules date") for m in seen)


# --- what the notebook's explorer cells checked (moved here from notebook 05) -------------

def test_notebook_05_probe_void_naming_4_on_assault_battery():
    probe = split_explorer()
    probe.card.value = "Assault // Battery"
    probe.value.value = "4"
    ab = mr.card("Assault // Battery")
    assert probe.matched == {"current": mr.matches(ab, "mana value", 4),
                             "chosen": mr.matches(ab, "mana value", 4, rules=OLD_RULES)}
    assert probe.matched == {"current": False, "chosen": True}
    assert probe.answers["chosen"] == (1, 4) and "1 / 4" in probe.shown_html()
    probe.current_button.click()
    assert probe.rules.value == "current" and probe.matched == {"current": False,
                                                                "chosen": False}
    probe.before_button.click()
    probe.card.value, probe.zone.value, probe.half.value = "Wear // Tear", "stack", "both"
    assert probe.answers == {"current": (3,), "chosen": (3,)}
    probe.characteristic.value = "colors"
    assert probe.answers == {"current": ("WR",), "chosen": ("R", "W")}
    good = probe.table.copy()
    probe.rules.value = "last tuesday"
    assert probe.message.startswith("The rules date 'last tuesday'") and probe.table.equals(good)
    probe.rules.value = OLD_RULES
    probe.zone.value = "battlefield"
    assert probe.half.value == "" and probe.half.disabled
    assert "never on the battlefield" in probe.message and probe.table.equals(good)
    assert not probe.unexpected


def test_notebook_05_exercise_checks():
    assert exercises.check(1, (False, True)).right is True
    assert exercises.check(1, (True, True)).right is False
    assert exercises.check(2, (7, 7)).right is True
    assert exercises.check(2, (7, 2)).right is False
    assert exercises.check(3, "Wax // Wane").right is True
    assert exercises.check(3, "Fire // Ice").right is False


def test_each_common_mistake_gets_its_own_hint():
    hints = {wrong: exercises.check(1, wrong).why for wrong in
             ((True, True), (False, False), (True, False))}
    assert len(set(hints.values())) == 3
    assert "709.4b" in hints[(True, True)] and "old 708.6a" in hints[(False, False)]
    right_1 = exercises.check(1, (False, True)).why
    assert all(hint != right_1 for hint in hints.values())
    two = {wrong: exercises.check(2, wrong).why for wrong in ((7, 2), (2, 5), (6, 6))}
    assert len(set(two.values())) == 3 and "old 708.5a" in two[(7, 2)]
    assert exercises.check(2, (7, 2)).why != exercises.check(2, (7, 7)).why
    three = {wrong: exercises.check(3, wrong).why for wrong in
             ("Fire // Ice", "Destined // Lead", "Lightning Bolt")}
    assert len(set(three.values())) == 3 and "equal" in three["Fire // Ice"]


def test_exercise_answers_come_from_the_library():
    stops = [n for n in split_card_names()
             if mr.matches(n, "mana value", lambda v: v < 4, zone="library")]
    passes = [n for n in split_card_names() if n not in stops]
    assert stops and passes
    assert all(exercises.check(3, n).right for n in stops)
    assert not any(exercises.check(3, n).right for n in passes)
    tokens = (mr.mana_value_used("Research // Development", zone="graveyard"),
              mr.mana_value_used("Research // Development", zone="graveyard", rules=OLD_RULES))
    assert exercises.check(2, tokens).right is True
    right = (mr.matches("Assault // Battery", "mana value", 4),
             mr.matches("Assault // Battery", "mana value", 4, rules=OLD_RULES))
    assert exercises.check(1, right).right is True
    assert "708.6a" in exercises.check(1, right).why


@pytest.mark.parametrize("typed, right, note", [
    ("wax//wane", True, "The game writes the name Wax // Wane"),
    ("WAX // WANE", True, "The game writes the name Wax // Wane"),
    ("Wax/Wane", True, "The game writes the name Wax // Wane"),
    ("wane", True, "Wane is one half; the card is Wax // Wane"),
    ("fire//ice", False, "The game writes the name Fire // Ice"),
])
def test_a_format_slip_in_a_card_name_is_recognised(typed, right, note):
    feedback = exercises.check(3, typed)
    assert feedback.right is right and note in feedback.why


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
    assert "never on the battlefield" in explorer.message and explorer.result is None
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
    assert explorer.message.startswith("Value to compare '999") and "too large" in explorer.message
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


# --- the notebook a learner reads ----------------------------------------------------------

def _notebook_cells():
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "notebooks" / "05_split_cards.ipynb"
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _text(cell) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def test_notebook_05_shows_no_test_harness_and_no_answer():
    cells = _notebook_cells()
    assert not any("test-only" in c.get("metadata", {}).get("tags", []) for c in cells)
    assert not any("answer_" in _text(c) for c in cells if c["cell_type"] == "code")
    boxes = [_text(c) for c in cells if "exercises.box(" in _text(c)]
    assert boxes == [f"exercises.box({e.number})" for e in exercises]
    for exercise in exercises:
        for cell in cells:
            assert exercise.answer() not in _text(cell)
            for output in cell.get("outputs", []):
                shown = str(output.get("text", "")) + str(output.get("data", {}).get("text/html", ""))
                assert exercise.answer() not in shown


def test_notebook_05_exercise_3_lists_the_split_cards_of_the_data():
    question = next(_text(c) for c in _notebook_cells() if "**Exercise 3.**" in _text(c))
    listed = re.findall(r"\*([^*]+ // [^*]+)\*", question)
    assert listed == split_card_names()


# --- the three languages ------------------------------------------------------------------

from mtgrules.i18n import current_language, language  # noqa: E402

from widgets.split_cards import (SCENARIO_EFFECTS, scenario_answer,  # noqa: E402
                                 scenario_effect, scenario_question, scenario_rules, styled_scenarios)

CJK = re.compile(r"[\u4e00-\u9fff]")

LABELS = {
    "zh-Hans": {"card": "牌", "characteristic": "特征", "zone": "区域", "half": "半边",
                "value": "用来比较的值", "rules": "规则日期", "before": "2017 年 4 月以前",
                "current": "现行规则", "stack": "堆叠", "mana value": "法术力值",
                "fused": "两边（融咒）", "Void": "撤销", "differs": "两个版本不同",
                "wrong": "还不对", "right": "正确"},
    "zh-Hant": {"card": "牌", "characteristic": "特徵", "zone": "區域", "half": "半邊",
                "value": "用來比較的值", "rules": "規則日期", "before": "2017 年 4 月以前",
                "current": "現行規則", "stack": "堆疊", "mana value": "法術力值",
                "fused": "兩邊（融咒）", "Void": "Void", "differs": "兩個版本不同",
                "wrong": "還不對", "right": "正確"},
}


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_explorer_in_chinese_shows_chinese_labels_and_keeps_the_values(lang):
    words = LABELS[lang]
    explorer = split_explorer(card="Wear // Tear", zone="stack", half="both", lang=lang)
    assert explorer.lang == lang and explorer.message == ""
    assert CJK.search(explorer.title) and "709" in explorer.title
    described = [c.description for c in (explorer.card, explorer.characteristic, explorer.zone,
                                         explorer.half, explorer.value, explorer.rules,
                                         explorer.before_button, explorer.current_button)]
    assert described == [words[k] for k in ("card", "characteristic", "zone", "half", "value",
                                            "rules", "before", "current")]
    # options: the label translated, the value the library's
    assert (words["stack"], "stack") in explorer.zone.options
    assert (words["mana value"], "mana value") in explorer.characteristic.options
    assert explorer.half.options[-1] == (words["fused"], "both")
    assert ("恩眷 // 引领（Destined // Lead）" if lang == "zh-Hans" else
            "恩眷 // 引領（Destined // Lead）", "Destined // Lead") in explorer.card.options
    shown = explorer.shown_html()
    assert words["differs"] in shown and "融咒" in shown and "709.4d" in shown
    assert "the versions differ" not in shown and "Classic scenarios" not in shown
    # code gets the library's names whatever the language
    assert list(explorer.characteristics.index) == list(mr.CHARACTERISTICS)
    assert list(explorer.scenarios.columns) == list(mr.scenario_table(
        "Wear // Tear", versions=explorer.result.versions).columns)
    assert explorer.answers["current"] == mr.ask("Wear // Tear", "mana value", zone="stack",
                                                 half="both")
    drive(explorer)
    assert not explorer.unexpected


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_explorer_in_chinese_picks_a_half_and_says_so_in_chinese(lang):
    explorer = split_explorer(card="Destined // Lead", lang=lang)
    explorer.zone.value = "stack"
    shown = explorer.shown_html()
    assert ("解说器选了" if lang == "zh-Hans" else "解說器選了") in shown
    assert "The explorer chose" not in shown and explorer.half.value == "Destined"
    assert explorer.half.options[0][1] == "Destined" and "恩眷" in explorer.half.options[0][0]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_bad_input_gets_a_translated_message(lang):
    explorer = split_explorer(lang=lang)
    good = explorer.table.copy()
    explorer.value.value = "9" * 400                 # a number too large to compare
    assert explorer.message.startswith(LABELS[lang]["value"])
    assert CJK.search(explorer.message) and "too large" not in explorer.message
    assert explorer.table.equals(good) and not explorer.unexpected
    with pytest.raises(mr.ChoiceError) as raised:     # the factory's own errors
        split_explorer(card="Forest", lang=lang)
    assert str(raised.value).startswith("card='Forest': expected a split")   # English as ever
    translated = raised.value.translated(lang)
    assert translated.startswith("card='Forest'") and CJK.search(translated)
    with pytest.raises(mr.ChoiceError) as raised:
        split_explorer(value=None, lang=lang)
    assert CJK.search(raised.value.translated(lang)) and "value=None" in str(raised.value)


def test_explorer_follows_the_language_in_use_and_english_is_unchanged():
    with language("zh-Hant"):
        explorer = split_explorer()
        assert explorer.lang == "zh-Hant" and explorer.card.description == "牌"
    assert current_language() == "en"
    english = split_explorer()
    assert english.lang == "en" and english.card.description == "card"
    assert english.card.options == tuple(split_card_names())     # plain names, as ever
    assert english.title.startswith("Split cards: ask and matches")
    assert not CJK.search(english.shown_html())
    assert split_explorer(lang="zh-Hans").card.description == "牌"
    with pytest.raises(mr.ChoiceError):
        split_explorer(lang="fr")


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_every_classic_scenario_reads_in_chinese(lang):
    """Every question, effect, rule and answer of the library's scenarios is read back into a
    template, so nothing of the scenario tables is left in English (but card names)."""
    for name in split_card_names():
        table = mr.scenario_table(name)
        for row in table.to_dict("records"):
            assert row["effect"] in SCENARIO_EFFECTS        # every effect has its message
            question = scenario_question(row["question"], lang)
            assert question != row["question"] and CJK.search(question), row["question"]
            assert "old" not in scenario_rules(row["rule"], lang)
            for column in ("differs", *table.columns[3:5]):
                cell = scenario_answer(row[column], lang)
                assert not re.fullmatch(r"yes|no|neither|not checked then", str(cell))
    assert scenario_effect("Cascade: casting", lang) == (
        "倾曳：施放" if lang == "zh-Hans" else "傾曳：施放")
    assert scenario_question("Is it blue and green (in hand)?", lang).count(
        "蓝色和绿色" if lang == "zh-Hans" else "藍色和綠色") == 1


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_styled_scenarios_in_chinese_and_in_english(lang):
    table = split_scenarios("Assault // Battery")
    english = styled_scenarios(table, "t", "caption", lang="en").to_html()
    assert "the versions differ" in english and "Void names 4" in english
    chinese = styled_scenarios(table, "t", "caption", lang=lang).to_html()
    assert LABELS[lang]["differs"] in chinese and "Void names 4" not in chinese
    assert chinese.count(DIFFERS_SHADE_CSS) == english.count(DIFFERS_SHADE_CSS) > 0
    assert list(table.columns)[0] == "effect"           # the table itself is not changed


DIFFERS_SHADE_CSS = "background-color: #fff3cd"


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_exercises_answered_in_chinese_get_chinese_feedback(lang):
    words = LABELS[lang]
    with language(lang):
        for exercise in exercises:
            assert CJK.search(exercise.question) and CJK.search(exercise.expects)
            answer = exercise.answer()
            right = exercise.check(answer)              # the answer key's words are read back
            assert right.right is True and right.verdict == words["right"], (answer, right)
            assert CJK.search(right.why)
            for wrong in exercise.examples_of_wrong:
                feedback = exercise.check(wrong)
                assert feedback.right is False and feedback.verdict == words["wrong"]
                assert CJK.search(feedback.why) and answer not in feedback.why
            solution = exercise.solution()
            assert solution.answer == answer and CJK.search(solution.working)
        # answers written the Chinese way
        assert exercises.check(1, "否，是").right is True
        assert exercises.check(1, "今天不会被弃掉，2016 年会被弃掉").right is True
        assert exercises.check(1, "是，是").right is False
        assert exercises.check(2, "7个，7个").right is True
        assert exercises.check(2, "今天7个，2016年7个").right is True
        assert exercises.check(3, "夺回 // 名誉").right is True           # Claim // Fame
        assert exercises.check(3, "奪回").right is True                   # its half
        assert "709.4b" in exercises.check(2, "2，5").why
    assert current_language() == "en"
    # lang= on a call, and English unchanged afterwards
    assert exercises.check(1, "yes, yes", lang=lang).verdict == words["wrong"]
    assert exercises.check(1, "yes, yes").verdict == "Not quite"
    assert exercises.check(1, "no, yes").why.startswith("Today the card in hand has one mana")
    assert str(exercises.show_solution(2)).startswith(
        "Exercise 2: 7 tokens today, 7 in 2016. Research // Development has halves")


def test_simplified_and_traditional_are_each_their_own():
    with language("zh-Hans"):
        hans = exercises.check(1, "是，是").why
    with language("zh-Hant"):
        hant = exercises.check(1, "是，是").why
    assert hans != hant and "撤销" in hans and "Void" in hant     # Void has no Traditional name
    assert "法术力值" in hans and "法術力值" in hant


# --- the translated notebooks -------------------------------------------------------------

def _translation(lang: str) -> str:
    from pathlib import Path

    path = (Path(__file__).resolve().parents[2] / "notebooks" / "i18n" / lang
            / "05_split_cards.md")
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_translated_notebook_05_lists_the_cards_and_holds_no_answer(lang):
    text = _translation(lang)
    block = text[text.index("**练习 3.**" if lang == "zh-Hans" else "**練習 3.**"):]
    listed = re.findall(r"\*([^*]+ // [^*]+)\*", block.split("<!--")[0])
    assert listed == split_card_names()
    with language(lang):
        for exercise in exercises:
            assert exercise.answer() not in text


# --- any real card, typed in the card box -------------------------------------------------

from widgets.split_cards import every_split_card_name, typed_split_card  # noqa: E402

TYPED = [   # (explorer language, what is typed, the card, its name as the explorer shows it)
    ("en", "Expansion // Explosion", "Expansion // Explosion", "Expansion"),
    ("zh-Hans", "复除 // 复造", "Repudiate // Replicate", "复除"),
    ("zh-Hant", "威擊 // 威脅", "Thrash // Threat", "威擊"),
    ("en", "appeal // authority", "Appeal // Authority", "Appeal"),        # aftermath
    ("zh-Hans", "Charred Foyer // Warped Space", "Charred Foyer // Warped Space",
     "Charred Foyer"),                                                    # a Room
    ("zh-Hant", "吸引 // 權威（Appeal // Authority）", "Appeal // Authority", "吸引"),  # an option
]


@pytest.mark.parametrize("lang, typed, name, shown", TYPED)
def test_a_typed_card_beyond_the_examples_is_used_like_one_from_the_dropdown(lang, typed, name,
                                                                           shown):
    assert name not in split_card_names() and name in every_split_card_name()
    explorer = split_explorer(lang=lang)
    explorer.any_card.value = typed                       # typed, then Enter
    assert explorer.message == "" and not explorer.unexpected
    assert explorer.card.value == name and explorer.result.card == name
    assert explorer.answers == {"current": mr.ask(name, "mana value"),
                                "chosen": mr.ask(name, "mana value", rules=OLD_RULES)}
    library = mr.scenario_table(name, versions=explorer.result.versions)
    assert len(explorer.scenarios) == len(library) and list(explorer.scenarios.columns) == list(
        library.columns)
    if lang == "en":
        from pandas.testing import assert_frame_equal

        assert_frame_equal(explorer.scenarios, library)
    assert shown in explorer.result.header and shown in explorer.shown_html()
    # the dropdown now holds it, labelled in the learner's script, after the examples
    values = [v for _, v in explorer.card.options] if lang != "en" else list(
        explorer.card.options)
    assert values == [*split_card_names(), name]
    # and the halves follow it as they follow a card chosen in the dropdown
    explorer.zone.value = "stack"
    assert explorer.half.value == mr.card(name).names[0] and explorer.message == ""
    assert [v for _, v in explorer.half.options][:2] == list(mr.card(name).names)


def test_typing_an_example_does_what_choosing_it_in_the_dropdown_does():
    for zone, half in (("hand", None), ("stack", None), ("stack", "both")):
        chosen = split_explorer(card="Wear // Tear", zone=zone, half=half)
        typed = split_explorer(card="Wear // Tear", zone=zone, half=half)
        chosen.card.value = "Turn // Burn"
        typed.any_card.value = "turn // burn"
        assert typed.card.options == chosen.card.options == tuple(split_card_names())
        assert (typed.half.value, typed.half.options) == (chosen.half.value, chosen.half.options)
        assert typed.shown_html() == chosen.shown_html() and typed.message == chosen.message


def test_a_card_chosen_in_the_dropdown_empties_the_box_so_the_typed_card_can_come_back():
    explorer = split_explorer()
    explorer.any_card.value = "Expansion // Explosion"
    assert explorer.result.card == "Expansion // Explosion"
    explorer.card.value = "Fire // Ice"
    assert explorer.any_card.value == "" and explorer.result.card == "Fire // Ice"
    explorer.any_card.value = "Expansion // Explosion"   # typed again: used again
    assert explorer.result.card == explorer.card.value == "Expansion // Explosion"
    assert list(explorer.card.options).count("Expansion // Explosion") == 1
    explorer.card.value = "Expansion // Explosion"       # and still in the dropdown
    assert explorer.any_card.value == "Expansion // Explosion"
    explorer.any_card.value = "Find // Finality"
    explorer.card.value = "Expansion // Explosion"
    assert explorer.result.card == "Expansion // Explosion" and explorer.any_card.value == ""


MISSPELT = [   # (language, misspelt, what the suggestion must hold, words of the message)
    ("en", "Expanson // Explosion", "'Expansion // Explosion'", "did you mean"),
    ("zh-Hans", "复除 // 复早", "'复除 // 复造'", "你要找的是不是"),
    ("zh-Hant", "復除 // 復早", "'復除 // 復造'", "你要找的是不是"),
]


@pytest.mark.parametrize("lang, typed, suggestion, words", MISSPELT)
def test_a_misspelt_card_gets_close_names_in_its_script_and_the_last_result_stays(
        lang, typed, suggestion, words):
    explorer = split_explorer(lang=lang)
    explorer.any_card.value = "Expansion // Explosion"
    shown, table = explorer.shown_html(), explorer.table.copy()
    explorer.any_card.value = typed
    assert suggestion in explorer.message and words in explorer.message
    assert ("沒有名為" if lang == "zh-Hant" else "没有名为" if lang == "zh-Hans"
            else "No card named") in explorer.message
    assert explorer.shown_html() == shown and explorer.table.equals(table)
    assert explorer.card.value == explorer.result.card == "Expansion // Explosion"
    assert not explorer.unexpected
    explorer.value.value = "3"                            # the next change clears it
    assert explorer.message == "" and explorer.result.card == "Expansion // Explosion"


NOT_SPLIT_WORDS = {
    "en": ("Forest", "Forest is not a split card: this explorer takes a split card, an "
                     "aftermath card or a Room (709), such as Alive // Well, Claim // Fame "
                     "or Bottomless Pool // Locker Room."),
    "zh-Hans": ("背弃理性", "背弃理性（Abandon Reason） 不是连体牌：这个解说器接受连体牌、"
                            "余响牌或房间牌（709），例如 Alive // Well、夺回 // 名誉（Claim // "
                            "Fame） 或 Bottomless Pool // Locker Room。"),
    "zh-Hant": ("背棄理性", "背棄理性（Abandon Reason） 不是分割牌：這個解說器接受分割牌、"
                            "餘響牌或房間牌（709），例如 Alive // Well、奪回 // 名譽（Claim // "
                            "Fame） 或 Bottomless Pool // Locker Room。"),
}


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_a_card_that_is_not_a_split_card_says_what_fits(lang):
    typed, message = NOT_SPLIT_WORDS[lang]
    explorer = split_explorer(card="Destined // Lead", lang=lang)
    shown = explorer.shown_html()
    explorer.any_card.value = typed
    assert explorer.message == message
    assert explorer.shown_html() == shown and explorer.card.value == "Destined // Lead"
    assert not explorer.unexpected
    # an adventurer's two names are no split card either (715, not 709)
    explorer.any_card.value = "Bonecrusher Giant"
    assert ("不是连体牌" if lang == "zh-Hans" else "不是分割牌") in explorer.message if lang != "en" else (
        explorer.message.startswith("Bonecrusher Giant is not a split card"))
    with pytest.raises(mr.ChoiceError) as raised:
        typed_split_card("Forest")
    assert str(raised.value).startswith("Forest is not a split card")
    assert raised.value.translated("zh-Hant").startswith("樹林（Forest） 不是分割牌")


@pytest.mark.parametrize("lang, label, placeholder", [
    ("en", "any card", "any card, e.g. Alive // Well"),
    ("zh-Hans", "任意牌", "任意一张牌，例如 吸引 // 权威（Appeal // Authority）"),
    ("zh-Hant", "任一張牌", "任一張牌，例如 吸引 // 權威（Appeal // Authority）"),
])
def test_the_card_box_offers_every_split_card_in_the_learners_script(lang, label, placeholder):
    import ipywidgets as w

    explorer = split_explorer(lang=lang)
    box = explorer.any_card
    assert isinstance(box, w.Combobox) and box.continuous_update is False
    assert box.description == label and box.placeholder == placeholder and box.value == ""
    assert len(box.options) == len(every_split_card_name()) > len(split_card_names())
    if lang == "zh-Hans":
        assert "复除 // 复造（Repudiate // Replicate）" in box.options
    if lang == "zh-Hant":
        assert "復除 // 復造（Repudiate // Replicate）" in box.options
    if lang == "en":
        assert list(box.options) == every_split_card_name()
    drive(explorer)                                       # every bad text gets a message
    assert not explorer.unexpected


def test_the_factory_takes_any_split_card_of_the_index():
    explorer = split_explorer(card="Thrash // Threat", zone="stack", lang="zh-Hans")
    assert explorer.message == "" and explorer.result.card == "Thrash // Threat"
    assert explorer.card.options[-1] == ("威击 // 威胁（Thrash // Threat）", "Thrash // Threat")
    with pytest.raises(mr.ChoiceError, match="did you mean 'Thrash // Threat'"):
        split_explorer(card="thrash // threat")


def test_every_split_card_of_the_index_can_be_typed_and_shown():
    explorer = split_explorer()
    for name in every_split_card_name():
        explorer.any_card.value = name
        for zone in ("hand", "stack", "graveyard"):
            explorer.zone.value = zone
            assert explorer.message == "" and explorer.result.card == name, (name, zone)
        explorer.zone.value = "hand"
    assert not explorer.unexpected


# --- card types and colors in the learner's language --------------------------------------

from widgets.split_cards import (card_header, color_words, split_table,  # noqa: E402
                                 type_words)

WORDS = {   # the official terms (card types, supertypes, Room) and the color words
    "zh-Hans": {"Instant": "瞬间", "Sorcery": "法术", "Creature": "生物", "Land": "地",
                "Artifact": "神器", "Enchantment": "结界", "Planeswalker": "鹏洛客",
                "Battle": "战役", "Kindred": "部族", "Legendary": "传奇", "Snow": "雪境",
                "Basic": "基本", "Room": "房间",
                "W": "白色", "U": "蓝色", "B": "黑色", "R": "红色", "G": "绿色", "": "无色"},
    "zh-Hant": {"Instant": "瞬間", "Sorcery": "巫術", "Creature": "生物", "Land": "地",
                "Artifact": "神器", "Enchantment": "結界", "Planeswalker": "鵬洛客",
                "Battle": "戰役", "Kindred": "部族", "Legendary": "傳奇", "Snow": "雪境",
                "Basic": "基本", "Room": "房間",
                "W": "白色", "U": "藍色", "B": "黑色", "R": "紅色", "G": "綠色", "": "無色"},
}


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_card_types_and_colors_take_the_official_terms(lang):
    words = WORDS[lang]
    for english in ("Instant", "Sorcery", "Creature", "Land", "Artifact", "Enchantment",
                    "Planeswalker", "Battle", "Kindred", "Legendary", "Snow", "Basic"):
        assert type_words(english, lang) == words[english]
    assert type_words("Instant Sorcery", lang) == f"{words['Instant']}、{words['Sorcery']}"
    assert (type_words("Legendary Artifact Creature — Elf Warrior", lang, line=True)
            == f"{words['Legendary']}{words['Artifact']}{words['Creature']}～Elf／Warrior")
    assert (type_words("Enchantment — Room // Enchantment — Room", lang, line=True)
            == " // ".join([f"{words['Enchantment']}～{words['Room']}"] * 2))
    for letter in "WUBRG":
        assert color_words(letter, lang) == words[letter]
    assert color_words("WG", lang) == f"{words['W']}、{words['G']}"
    assert color_words("", lang) == words[""]


def test_card_types_and_colors_stay_as_the_library_writes_them_in_english():
    assert type_words("Instant Sorcery", "en") == "Instant Sorcery"
    assert type_words("Enchantment — Room", "en", line=True) == "Enchantment — Room"
    assert color_words("WG", "en") == "WG" and color_words("", "en") == ""
    from pandas.testing import assert_frame_equal

    for card in ("Wax // Wane", "Destined // Lead"):
        assert_frame_equal(split_table(card, lang="en"), mr.split_table(card))
    with language("en"):
        assert_frame_equal(split_table("Wax // Wane"), mr.split_table("Wax // Wane"))


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_split_table_in_chinese_holds_the_library_table_in_words(lang):
    words = WORDS[lang]
    for card, kwargs in (("Wax // Wane", {}), ("Destined // Lead", {}),
                         ("Wear // Tear", dict(versions=("current", OLD_RULES), zone="stack",
                                               half="both"))):
        english = mr.split_table(card, **kwargs)
        shown = split_table(card, lang=lang, **kwargs)
        assert shown.shape == english.shape
        assert not any(CJK.search(c) is None for c in [*shown.index, *shown.columns])
        rows = dict(zip(english.index, range(len(english.index))))
        for column in range(english.shape[1]):
            for characteristic in ("mana cost", "mana value"):   # as the library has
                assert (shown.iloc[rows[characteristic], column]
                        == english.iloc[rows[characteristic], column])
            # names by their official names, the English after them (no name only in English)
            assert shown.iloc[rows["name"], column] == " / ".join(
                name_words(n, lang, card) for n in english.iloc[rows["name"], column].split(" / "))
            colors = english.iloc[rows["colors"], column].split(" / ")
            assert shown.iloc[rows["colors"], column] == " / ".join(
                "、".join(words[c] for c in answer) if answer else words[""]
                for answer in colors)
            types = english.iloc[rows["types"], column].split(" / ")
            assert shown.iloc[rows["types"], column] == " / ".join(
                "、".join(words[t] for t in answer.split()) for answer in types)
    wax = split_table("Wax // Wane", lang=lang)
    assert wax.iloc[3].tolist() == [f"{words['W']}、{words['G']}", f"{words['G']} / {words['W']}"]
    assert wax.iloc[4].tolist() == [words["Instant"], f"{words['Instant']} / {words['Instant']}"]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_explorer_in_chinese_shows_types_and_colors_in_chinese(lang):
    words = WORDS[lang]
    explorer = split_explorer(card="Destined // Lead", characteristic="types", value="Sorcery",
                              lang=lang)
    shown = explorer.shown_html()
    for english in ("Instant", "Sorcery"):
        assert english not in shown.replace("'Sorcery'", "")   # only the value typed stays
    assert f"{words['Instant']} // {words['Sorcery']}" in explorer.result.header
    assert f"{words['Instant']}、{words['Sorcery']}" in shown
    assert explorer.answers["current"] == ("Instant Sorcery",)   # the library's answer
    assert explorer.table.iloc[0].tolist()[:2] == [f"{words['Instant']}、{words['Sorcery']}",
                                                   f"{words['Instant']} / {words['Sorcery']}"]
    colors = split_explorer(card="Wax // Wane", characteristic="colors", value="W", lang=lang)
    assert colors.answers["chosen"] == ("G", "W")
    assert colors.table.iloc[0].tolist()[:2] == [f"{words['W']}、{words['G']}",
                                                 f"{words['G']} / {words['W']}"]
    assert list(colors.characteristics.index) == list(mr.CHARACTERISTICS)
    assert colors.characteristics.loc["colors"].tolist() == colors.table.iloc[0].tolist()[:2]
    room = card_header("Bottomless Pool // Locker Room", "hand", None, lang)
    assert f"{words['Enchantment']}～{words['Room']}" in room and "Enchantment" not in room
    drive(explorer)
    assert not explorer.unexpected


def test_explorer_in_english_keeps_types_and_colors_as_the_library_writes_them():
    explorer = split_explorer(card="Destined // Lead", characteristic="types", value="Sorcery",
                              lang="en")
    assert explorer.table.iloc[0].tolist()[:2] == ["Instant Sorcery", "Instant / Sorcery"]
    assert "Instant // Sorcery" in explorer.result.header
    colors = split_explorer(card="Wax // Wane", characteristic="colors", value="W", lang="en")
    assert colors.table.iloc[0].tolist()[:2] == ["WG", "G / W"]


@pytest.mark.parametrize("lang, typed, characteristic, value", [
    ("zh-Hans", "红色", "colors", "R"),
    ("zh-Hans", "蓝、红", "colors", "UR"),
    ("zh-Hant", "藍紅", "colors", "UR"),
    ("zh-Hans", "无色", "colors", "colorless"),
    ("zh-Hans", "法术", "types", "Sorcery"),
    ("zh-Hant", "巫術", "types", "Sorcery"),
    ("zh-Hans", "瞬间 法术", "types", "Instant Sorcery"),
    ("zh-Hant", "瞬間巫術牌", "types", "Instant Sorcery"),
])
def test_colors_and_card_types_can_be_compared_in_chinese(lang, typed, characteristic, value):
    """The compare box reads the words the explorer shows (its own catalogs, each script
    separately): the answer is the library's for the English the words stand for, and the
    question repeats what the learner typed."""
    card = "Fire // Ice"
    explorer = split_explorer(card, characteristic=characteristic, lang=lang)
    explorer.value.value = typed
    assert explorer.message == "" and not explorer.unexpected
    assert explorer.matched == {
        "current": mr.matches(card, characteristic, value),
        "chosen": mr.matches(card, characteristic, value, rules=explorer.rules.value)}
    assert repr(typed) in explorer.shown_html()


@pytest.mark.parametrize("lang, characteristic, typed, words", [
    ("zh-Hans", "colors", "紫色", "'紫色' 不是颜色：请写颜色的名称（白色、蓝色、黑色、红色、绿色，或无色）"),
    ("zh-Hant", "colors", "紫色", "'紫色' 不是顏色：請寫顏色的名稱（白色、藍色、黑色、紅色、綠色，或無色）"),
    ("zh-Hans", "types", "龙", "'龙' 不是牌的类别：请写类别的名称，例如瞬间、法术、生物、地"),
    ("zh-Hant", "types", "龍", "'龍' 不是牌的類別：請寫類別的名稱，例如瞬間、巫術、生物、地"),
    ("en", "colors", "紫色", "'紫色' is not a color: type letters from W U B R G"),  # the library's
])
def test_chinese_that_names_no_color_or_type_is_refused_in_place(lang, characteristic, typed,
                                                                  words):
    explorer = split_explorer("Fire // Ice", characteristic=characteristic, lang=lang)
    assert explorer.message == ""                      # its example fits the characteristic
    good = explorer.matched
    explorer.value.value = typed
    assert explorer.message.startswith(words) and explorer.matched == good
    assert not explorer.unexpected
