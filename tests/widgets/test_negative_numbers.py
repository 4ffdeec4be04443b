"""Tests for the negative-numbers explorer (notebook 02) and its exercises.

The explorer probes here are the checks notebook 02 once ran in cells of its own: they set the
controls as a learner would and compare what the explorer shows with the library.
"""

from __future__ import annotations

import re

import pytest

import mtgrules as mr
from tests.widget_driver import drive
from widgets import numbers_explorer
from widgets._common import control_settings
from widgets.negative_numbers import (
    CHANGES_PLACEHOLDER,
    DIFFERS_STYLE,
    Feedback,
    exercises,
    parse_changes,
    results_by_rules_date,
)

NOW = mr.rules_date("current").isoformat()


def test_default_explorer_is_chameleon_colossus_after_minus_six():
    ex = numbers_explorer()
    expected = mr.Creature(4, 4).gets(-6, 0)
    assert ex.creature == expected
    assert ex.answers["combat damage"] == expected.combat_damage()
    assert ex.answers["total power and toughness"] == expected.total
    assert ex.answers["applied number"] == mr.effect_result(expected.power,
                                                            "modify power/toughness")
    assert not ex.message and not ex.unexpected
    assert f"{expected}" in ex.shown_html()


def test_drive_default_explorer():
    ex = numbers_explorer()
    assert drive(ex) > 20
    assert not ex.unexpected


def test_drive_non_default_explorer():
    ex = numbers_explorer(power=1, toughness=2, changes="-2/-0", effect="add mana",
                          rules="2016-06-01")
    assert ex.creature == mr.Creature(1, 2).gets(-2, 0)
    assert ex.answers["applied number"] == mr.effect_result(-1, "add mana", rules="2016-06-01")
    assert drive(ex) > 20
    assert not ex.unexpected


def test_107_1b_three_four_gets_minus_five_shown():
    ex = numbers_explorer(power=3, toughness=4, changes="-5/-0", effect="damage")
    c = mr.Creature(3, 4).gets(-5, 0)
    assert (ex.answers["power"], ex.answers["toughness"]) == (c.power, c.toughness)
    assert ex.answers["combat damage"] == c.combat_damage()
    assert ex.answers["total power and toughness"] == c.total
    ex.changes.value = "-5/-0, +3/+0"
    assert ex.answers["power"] == c.gets(3, 0).power


@pytest.mark.parametrize("rules", ["2016-06-01", "2017-08-25", "2018-07-13", "current"])
def test_701_10c_701_11c_abilities_table_follows_rules_date(rules):
    ex = numbers_explorer(rules=rules)
    c = ex.creature
    day = mr.rules_date(rules)
    column = f"rules of {day.isoformat()}" if rules != "current" else f"current rules ({NOW})"
    assert ex.abilities.loc["+X/+X, X = its power", column] == str(c.gets_x(c.power, rules=rules))
    assert ex.abilities.loc["power doubled", column] == str(c.doubled(rules=rules))
    assert ex.abilities.loc["power tripled", column] == str(c.tripled(rules=rules))


def test_current_rules_show_one_column_and_no_shading():
    ex = numbers_explorer()
    assert list(ex.abilities.columns) == [f"current rules ({NOW})"]
    assert list(ex.table.columns) == ["raw number (its power)", "used, current rules"]
    assert DIFFERS_STYLE not in ex.shown_html() and "one column" in ex.shown_html()
    ex.rules.value = "2030-01-01"                 # a later date: still today's rules
    assert len(ex.abilities.columns) == 1 and not ex.message


def test_rows_that_differ_are_shaded_and_the_caption_says_so():
    ex = numbers_explorer(rules="2016-06-01")     # Colossus at -2/4: only the pump differs
    html = ex.shown_html()
    assert "Rows shaded yellow differ between the two rules versions" in html
    abilities = html.split("The creature after an effect")[1].split("</table>")[0]
    rows = re.findall(r"<tr>(.*?)</tr>", abilities.split("<tbody>")[1])
    shaded = [k for k, row in enumerate(rows) if DIFFERS_STYLE in row]
    assert shaded == [0]                          # +X/+X: -4/2 then, -2/4 now
    assert ex.abilities.iloc[0, 0] != ex.abilities.iloc[0, 1]
    kinds = html.split("Every effect kind")[1].split("</table>")[0]
    bold = [row for row in re.findall(r"<tr>(.*?)</tr>", kinds) if "font-weight:bold" in row]
    assert len(bold) == 1 and ">modify power/toughness<" in bold[0]  # the chosen effect kind


def test_changes_box_says_what_it_accepts():
    ex = numbers_explorer()
    assert ex.changes.placeholder == CHANGES_PLACEHOLDER
    assert "commas or spaces" in CHANGES_PLACEHOLDER and "blank" in CHANGES_PLACEHOLDER
    assert ex.changes.continuous_update is False
    assert ex.changes.description == "changes it gets"
    for typed in ("-2/-2 +1/+1", "-2/-2, +1/+1", "-2/-2;+1/+1", ""):
        ex.changes.value = typed
        assert not ex.message, typed
    ex.changes.value = "-4 / 1"                   # a spaced slash is named, not misread
    assert "space next to a slash" in ex.message and not ex.unexpected


def test_controls_are_wide_enough():
    ex = numbers_explorer()
    assert ex.effect.layout.width and "ch" in ex.effect.layout.width   # fits its options
    assert ex.changes.layout.width == "min(640px, 100%)"


def test_messages_speak_the_game():
    """Walk every control (and some typing slips) and read every message it shows."""
    ex = numbers_explorer()
    seen = set()
    for control, value in control_settings(ex):
        control.value = value
        seen.add(ex.message)
    for typed in ("-5", "3/x", "-4 / 1", "1.5/0", "+1/+0+1/+0"):
        ex.changes.value = typed
        seen.add(ex.message)
    ex.changes.value = "-1/-1"
    for typed in ("2012-01-01", "yesterday", "2016/06/01", "2016-02-30", ""):
        ex.rules.value = typed
        seen.add(ex.message)
    seen.discard("")
    assert len(seen) > 10
    for message in seen:
        assert not re.search(r"=\s*['\"\w]", message), message
        assert "()" not in message and "None" not in message, message
    assert not ex.unexpected


# --- the probes of notebook 02 ---------------------------------------------------------------

def test_probe_three_four_gets_minus_five_then_plus_three():
    probe = numbers_explorer(power=3, toughness=4, changes="-5/-0", effect="damage")
    assert str(probe.creature) == "-2/4"
    assert probe.answers["combat damage"] == 0 and probe.answers["total power and toughness"] == 2
    assert probe.answers["applied number"] == 0
    probe.changes.value = "-5/-0, +3/+0"
    assert probe.creature == mr.Creature(3, 4).gets(-5, 0).gets(3, 0)
    assert "is a <b>1/4</b> creature" in probe.shown_html()


def test_probe_viridian_joiner_and_chameleon_colossus():
    probe = numbers_explorer(power=3, toughness=4, changes="-5/-0", effect="damage")
    probe.power.value, probe.toughness.value = 1, 2          # Viridian Joiner
    probe.changes.value, probe.effect.value = "-2/-0", "add mana"
    assert probe.answers["raw number"] == -1 and probe.answers["applied number"] == 0
    probe.effect.value = "set power/toughness"
    assert probe.answers["applied number"] == -1
    probe.power.value, probe.toughness.value = 4, 4          # Chameleon Colossus
    probe.changes.value, probe.effect.value = "-6/-0", "modify power/toughness"
    assert probe.abilities.loc["+X/+X, X = its power", f"current rules ({NOW})"] == "-2/4"
    probe.rules.value = "2016-06-01"
    assert probe.abilities.loc["+X/+X, X = its power", "rules of 2016-06-01"] == "-4/2"
    assert probe.answers["applied number"] == mr.effect_result(-2, "modify power/toughness",
                                                               rules="2016-06-01") == -2
    probe.rules.value = "2017-08-25"
    assert probe.abilities.loc["power doubled", "rules of 2017-08-25"] == "-2/4"
    assert probe.abilities.loc["power doubled", f"current rules ({NOW})"] == "-4/4"


def test_probe_bad_input_keeps_the_last_good_result():
    probe = numbers_explorer(power=3, toughness=4, changes="-5/-0")
    shown = probe.output.outputs
    probe.changes.value = "-5"                    # not of the form +N/+N
    assert "'-5'" in probe.message and probe.output.outputs == shown
    assert str(probe.creature) == "-2/4"          # the last good result stays
    probe.changes.value = "-1/-1"
    assert probe.message == "" and str(probe.creature) == "2/3"
    probe.rules.value = "2012-01-01"              # before the oldest modelled rules
    assert "2013-02-01" in probe.message and str(probe.creature) == "2/3"
    probe.rules.value = "current"
    assert probe.message == ""
    assert not probe.unexpected


def test_effect_kind_table_matches_library():
    ex = numbers_explorer(changes="-7/-0", rules="2017-08-25")
    for kind in mr.EFFECT_KINDS:
        assert ex.table.loc[kind, "used, rules of 2017-08-25"] == mr.effect_result(
            -3, kind, rules="2017-08-25")
        assert ex.table.loc[kind, "used, current rules"] == mr.effect_result(-3, kind)


def test_figure_data_steps_on_change_dates():
    table = results_by_rules_date(-2, 4)
    days = [d.isoformat() for d in table["rules date"]]
    assert days[0] == "2013-02-01" and "2017-07-14" in days and "2025-06-06" in days
    colossus = mr.Creature(-2, 4)
    for _, row in table.iterrows():
        after = colossus.gets_x(-2, rules=row["rules date"])
        assert row["+X/+X, X = its power: power"] == after.power
        assert row["+X/+X, X = its power: toughness"] == after.toughness


@pytest.mark.parametrize("control, bad", [("changes", "-5"), ("changes", "3/x"),
                                          ("rules", "2012-01-01"), ("rules", "yesterday")])
def test_bad_input_shows_message_and_keeps_last_result(control, bad):
    ex = numbers_explorer(power=3, toughness=4, changes="-5/-0")
    good, shown = ex.creature, ex.output.outputs
    getattr(ex, control).value = bad
    assert ex.message and repr(bad) in ex.message
    assert "⚠" in ex.message_line.value
    assert ex.creature == good and ex.output.outputs == shown
    assert not ex.unexpected
    getattr(ex, control).value = "current" if control == "rules" else "-1/-1"
    assert not ex.message


def test_parse_changes():
    assert parse_changes("") == []
    assert parse_changes("-5/-0, +3/+0 ; 1/-1") == [(-5, 0), (3, 0), (1, -1)]
    with pytest.raises(mr.RulesInputError, match="1.5/0"):
        parse_changes("1.5/0")


def test_exercises_judge_with_the_library():
    c = mr.Creature(2, 3).gets(-5, 0).gets(2, 0)
    assert exercises.check(1, c.power).right is True
    assert exercises.check(1, 2).right is False            # clamping at 0 first
    assert exercises.check(1, "x").right is False
    assert exercises.check(1, None).right is None

    c = mr.Creature(-3, 2)
    right_2 = (c.doubled().power, c.doubled(rules="2017-08-25").power)
    assert exercises.check(2, right_2).right is True
    assert exercises.check(2, (right_2[0], right_2[0])).right is False
    assert exercises.check(2, None).right is None

    start = mr.Creature(4, 4).gets(-5, 0)
    once = start.gets_x(start.power, rules="2016-06-01")
    twice = once.gets_x(once.power, rules="2016-06-01")
    assert exercises.check(3, str(twice)).right is True
    assert exercises.check(3, (twice.power, twice.toughness)).right is True
    assert exercises.check(3, str(start)).right is False    # the current-rules answer
    assert exercises.check(3, "nonsense").right is False

    right_4 = (mr.fraction_of(7, 1, 3, rounding="up"), mr.fraction_of(4, 1, 3, rounding="up"))
    assert exercises.check(4, right_4).right is True
    assert exercises.check(4, (2, 1)).right is False        # rounded down instead of up
    feedback = exercises.check(4, right_4)
    assert isinstance(feedback, Feedback)
    assert repr(feedback).startswith("Right.") and "Right" in feedback._repr_html_()


def test_exercise_3_recognises_a_format_slip():
    right = exercises.check(3, "-4 / 1")
    assert right.right is True and "no spaces" in right.why
    wrong = exercises.check(3, "-1 / 4")
    assert wrong.right is False and "no spaces" in wrong.why
    assert exercises.check(3, "\u22124/1").right is True    # a typographic minus
    assert "hyphen" in exercises.check(3, "\u22124/1").why


def test_each_common_mistake_gets_its_own_hint():
    for exercise in exercises:
        hints = [exercise.check(wrong).why for wrong in exercise.examples_of_wrong]
        assert len(set(hints)) >= 3, (exercise.number, hints)


def test_answer_key_texts_are_read_as_right():
    for exercise in exercises:
        assert exercise.check(exercise.answer()).right is True


# --- reliability findings ------------------------------------------------------------------

@pytest.mark.parametrize("digits", [17, 309, 400, 5000])
def test_A7_huge_power_message(digits):
    ex = numbers_explorer(changes="-6/-0")
    good = ex.creature
    ex.changes.value = "-1/-0, +" + "9" * digits + "/+0"
    assert ex.message.startswith("Change '+999") and "too large to use or draw" in ex.message
    assert len(ex.message) < 200 and not ex.unexpected and ex.creature == good


def test_A7_a_sum_past_the_bound_names_the_change():
    ex = numbers_explorer(power=10 ** 15 - 1, changes="+1/+0, +1/+0")
    assert ex.message.startswith("The change +1/+0 makes it") and "too large to draw" in ex.message
    assert not ex.unexpected


@pytest.mark.parametrize("arguments, shown", [
    (dict(power=-2, changes=""), "-2/4"),
    (dict(power=-2, toughness=4, changes="+1/+0"), "-1/4"),
    (dict(power=20, toughness=-1, changes=""), "20/-1"),
])
def test_A17_factory_arguments_not_clamped(arguments, shown):
    ex = numbers_explorer(**arguments)
    assert not ex.message and not ex.unexpected
    assert str(ex.creature) == shown
    assert (ex.power.value, ex.toughness.value) == (arguments["power"],
                                                    arguments.get("toughness", 4))


@pytest.mark.parametrize("arguments, error", [
    (dict(power=2.5), mr.NumberError),
    (dict(toughness="4"), mr.NumberError),
    (dict(power=True), mr.NumberError),
    (dict(power=10 ** 16), mr.NumberError),
    (dict(effect="Damage"), mr.ChoiceError),
    (dict(changes=5), mr.NumberError),
    (dict(rules=None), mr.RulesDateError),
])
def test_B3_bad_choice_is_choice_error(arguments, error):
    from traitlets import TraitError

    with pytest.raises(error) as raised:
        numbers_explorer(**arguments)
    assert not isinstance(raised.value, TraitError)


def test_exercise_answer_with_a_huge_number_is_just_wrong():
    for number in (1, 2, 3, 4):
        assert exercises.check(number, "9" * 5000 + "/1").right is False


def test_the_step_chart_as_svg_and_as_a_notebook_figure():
    """The explorer's SVG step chart and the notebook's matplotlib figure say the same: one
    title read off the data, the 107.1b change dates marked, axes labelled in words."""
    from widgets.negative_numbers import results_by_rules_date_figure, results_chart, results_rows

    chart = results_chart(results_rows(-2, 4), -2, 4)
    assert chart.title == ("A -2/4 creature's +X/+X (X = its power) gave -4/2 under the 2013 "
                           "wording, -2/4 today")
    for day in ("2017-07-14", "2018-07-13", "2020-09-25", "2025-06-06"):
        assert f">{day}<" in chart.svg
    assert "rules date (each value holds until the next change)" in chart.svg
    assert "power or toughness afterwards" in chart.svg
    figure = results_by_rules_date_figure(results_by_rules_date(-2, 4), -2, 4)
    assert figure.axes[0].get_title() == chart.title
    assert ex_shows_the_chart(numbers_explorer(power=-2, toughness=4, changes=""), chart)


def ex_shows_the_chart(ex, chart) -> bool:
    return ex.output.outputs[-1]["data"]["text/html"] == chart._repr_html_()


# --- the three languages -----------------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"\b[A-Za-z]{3,}\b")     # an English word (X of +X/+X is one letter)
KEPT_ENGLISH = re.compile(r"\b(?:Pox|current|YYYY)\b")
"""What stays English in Chinese: a card with no official Chinese name (Pox), and the word
``current`` and the date form that the rules box reads."""

# words that differ between the two scripts, to tell a Simplified text from a Traditional one
SCRIPT_WORDS = {"zh-Hans": ("防御力", "规则"), "zh-Hant": ("防禦力", "規則")}


def _no_english(text: str) -> bool:
    return not LATIN_WORD.search(KEPT_ENGLISH.sub("", text))


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_explorer_in_chinese_shows_chinese_labels(lang):
    from widgets.negative_numbers import kind_name

    ex = numbers_explorer(lang=lang, rules="2016-06-01")
    assert ex.lang == lang and not ex.message and not ex.unexpected
    labels = [ex.title, ex.power.description, ex.toughness.description,
              ex.changes.description, ex.effect.description, ex.rules.description,
              ex.changes.placeholder, ex.rules.placeholder]
    for label in labels:
        assert CJK.search(label) and _no_english(label), label
    # the options show the kinds' Chinese names; the values stay the library's kinds
    assert [value for _, value in ex.effect.options] == list(mr.EFFECT_KINDS)
    for shown, kind in ex.effect.options:
        assert shown == kind_name(kind, lang) and CJK.search(shown) and shown != kind
    assert len({shown for shown, _ in ex.effect.options}) == len(mr.EFFECT_KINDS)
    # the same numbers as in English, in Chinese words and in this script's own terms
    english = numbers_explorer(rules="2016-06-01")
    assert ex.answers == english.answers and ex.creature == english.creature
    shown = ex.shown_html()
    words = re.sub(r"<[^>]+>", " ", shown.split("<svg")[0])
    assert CJK.search(words) and _no_english(words), words[:300]
    assert all(word in shown for word in SCRIPT_WORDS[lang])
    other = "zh-Hant" if lang == "zh-Hans" else "zh-Hans"
    assert not any(word in shown for word in SCRIPT_WORDS[other])
    assert list(ex.table.columns)[-1] != list(english.table.columns)[-1]
    assert ex.table.shape == english.table.shape
    # the chart's title and axes too
    assert "-4/2" in shown and "2013" in shown
    assert "rules date" not in shown and "power or toughness afterwards" not in shown
    # and its one-line form, which a stored notebook shows where widgets are not drawn
    assert CJK.search(repr(ex)) and _no_english(repr(ex)) and "-6/-0" in repr(ex)


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_explorer_in_chinese_translates_its_error_messages(lang):
    ex = numbers_explorer(lang=lang)
    good = ex.shown_html()
    for typed in ("-4 / 1", "3/x", "1.5/0", "9" * 40 + "/1"):
        ex.changes.value = typed
        assert ex.message and CJK.search(ex.message), (typed, ex.message)
        assert _no_english(ex.message), ex.message
        assert ex.shown_html() == good           # the last good result stays
    ex.changes.value = "-4 / 1"
    assert "'-4 / 1'" in ex.message               # the typed text is quoted as it was
    ex.changes.value = "-1/-1"
    ex.power.value = 0
    ex.changes.value = f"+{mr.checks.MAX_NUMBER}/+0 +1/+0"
    assert CJK.search(ex.message) and "+1/+0" in ex.message and not ex.unexpected
    # the same mistake in English keeps its English message
    english = numbers_explorer()
    english.changes.value = "-4 / 1"
    assert "space next to a slash" in english.message


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_parse_changes_error_translated(lang):
    with pytest.raises(mr.NumberError) as raised:
        parse_changes("3/x")
    assert str(raised.value).startswith("change '3/x' is not of the form +N/+N")
    translated = raised.value.translated(lang)
    assert "'3/x'" in translated and "+N/+N" in translated and CJK.search(translated)


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_exercises_answered_in_chinese_give_chinese_feedback(lang):
    from mtgrules.i18n import language

    answers = {1: ("-1", "0"), 2: ("-6, -3", "-6, -6"), 3: ("-4/1", "-1/4"), 4: ("3, 2", "2, 1")}
    with language(lang):
        for number, (right, wrong) in answers.items():
            exercise = exercises[number]
            for text in (exercise.question, exercise.expects):
                assert CJK.search(text) and _no_english(text), text
            good, bad = exercises.check(number, right), exercises.check(number, wrong)
            assert good.right is True and bad.right is False
            for feedback in (good, bad):
                assert CJK.search(feedback.why) and _no_english(feedback.why), feedback.why
            solution = exercises.show_solution(number)
            assert CJK.search(solution.working) and _no_english(solution.working)
            assert _no_english(solution.answer)
        # a format slip is said in Chinese too
        slip = exercises.check(3, "-4 / 1")
        assert slip.right is True and _no_english(slip.why)
        assert exercises.check(1, "力量 -1").right is True
    # lang= gives the same without changing the language in use
    assert exercises.check(1, "0", lang=lang).why == _in(lang, lambda: exercises.check(1, "0").why)
    english = exercises.check(1, "0")
    assert english.why.startswith("Zero is what it would assign as combat damage")


def _in(lang, make):
    from mtgrules.i18n import language

    with language(lang):
        return make()


def test_english_is_unchanged_with_lang_en():
    a, b = numbers_explorer(), numbers_explorer(lang="en")
    assert a.shown_html() == b.shown_html()
    assert b.title == "Negative numbers explorer (107.1b, 701.10c, 701.11c)"
    assert b.effect.options[0] == ("damage", "damage")
    assert repr(b) == ("<numbers explorer: 4/4 gets -6/-0 = -2/4; modify power/toughness; "
                       "rules current>")
    assert exercises[2].question == ("Unleash Fury doubles the power of a -3/2 creature. What is "
                                     "its power afterwards under the current rules, and what "
                                     "was it under the rules of 2017-08-25?")
    assert exercises[4].question.startswith("Pox resolves while you have 7 life and 4 cards")
    assert str(exercises.show_solution(2)).startswith("Exercise 2: -6 now, -3 under the rules "
                                                      "of 2017-08-25.")


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_step_chart_in_chinese(lang):
    from widgets.negative_numbers import results_by_rules_date_figure, results_chart, results_rows

    chart = results_chart(results_rows(-2, 4), -2, 4, lang)
    english = results_chart(results_rows(-2, 4), -2, 4)
    assert CJK.search(chart.title) and "-4/2" in chart.title and "-2/4" in chart.title
    assert chart.title != english.title and "rules date" not in chart.svg
    figure = results_by_rules_date_figure(results_by_rules_date(-2, 4), -2, 4, lang)
    ax = figure.axes[0]
    assert ax.get_title() == chart.title and CJK.search(ax.get_xlabel())
    assert all(CJK.search(text.get_text()) for text in ax.get_legend().get_texts())
    import matplotlib.pyplot as plt
    plt.close(figure)
