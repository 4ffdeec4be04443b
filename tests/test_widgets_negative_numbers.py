"""Tests for the negative-numbers explorer (notebook 02) and its exercise checks."""

from __future__ import annotations

import pytest

import mtgrules as mr
from widget_driver import drive
from widgets import numbers_explorer
from widgets.negative_numbers import (
    Feedback,
    check_exercise_1,
    check_exercise_2,
    check_exercise_3,
    check_exercise_4,
    parse_changes,
    results_by_rules_date,
)


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
    column = f"rules of {day.isoformat()}"
    assert ex.abilities.loc["+X/+X, X = its power", column] == str(c.gets_x(c.power, rules=rules))
    assert ex.abilities.loc["power doubled", column] == str(c.doubled(rules=rules))
    assert ex.abilities.loc["power tripled", column] == str(c.tripled(rules=rules))


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


def test_exercise_checks():
    assert check_exercise_1(None).right is None
    expected_1 = mr.Creature(2, 3).gets(-5, 0).gets(2, 0).power
    assert check_exercise_1(expected_1).right is True
    assert check_exercise_1(2).right is False            # clamping at 0 first
    assert check_exercise_1("x").right is False

    c = mr.Creature(-3, 2)
    right_2 = (c.doubled().power, c.doubled(rules="2017-08-25").power)
    assert check_exercise_2(right_2).right is True
    assert check_exercise_2((right_2[0], right_2[0])).right is False
    assert check_exercise_2(None).right is None

    start = mr.Creature(4, 4).gets(-5, 0)
    once = start.gets_x(start.power, rules="2016-06-01")
    twice = once.gets_x(once.power, rules="2016-06-01")
    assert check_exercise_3(str(twice)).right is True
    assert check_exercise_3((twice.power, twice.toughness)).right is True
    assert check_exercise_3(str(start)).right is False    # the current-rules answer
    assert check_exercise_3("nonsense").right is False

    right_4 = (mr.fraction_of(7, 1, 3, rounding="up"), mr.fraction_of(4, 1, 3, rounding="up"))
    assert check_exercise_4(right_4).right is True
    assert check_exercise_4((2, 1)).right is False
    feedback = check_exercise_4(right_4)
    assert isinstance(feedback, Feedback)
    assert repr(feedback).startswith("Right.") and "Right" in feedback._repr_html_()


# --- reliability findings ------------------------------------------------------------------

@pytest.mark.parametrize("digits", [17, 309, 400, 5000])
def test_A7_huge_power_message(digits):
    ex = numbers_explorer(changes="-6/-0")
    good = ex.creature
    ex.changes.value = "-1/-0, +" + "9" * digits + "/+0"
    assert ex.message.startswith("change '+999") and "too large to use or draw" in ex.message
    assert len(ex.message) < 200 and not ex.unexpected and ex.creature == good


def test_A7_a_sum_past_the_bound_names_the_change():
    ex = numbers_explorer(power=10 ** 15 - 1, changes="+1/+0, +1/+0")
    assert ex.message.startswith("the change +1/+0 makes it") and "too large to draw" in ex.message
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
    assert check_exercise_3("9" * 5000 + "/1").right is False
