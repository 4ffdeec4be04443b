"""The X explorer and the exercise checks of notebook 01 (107.3a, 107.3b, 107.3g, 107.3m)."""

from __future__ import annotations

import pytest

import mtgrules as mr
from widget_driver import drive
from widgets import x_explorer
from widgets.x_values import (Feedback, chart_data, check_exercise_1, check_exercise_2,
                              check_exercise_3, check_exercise_4, describe_range, x_card_names,
                              x_chart)

FREE = "without paying its mana cost"


def cost_of(name: str) -> mr.ManaCost:
    return mr.card(name).mana_cost


# --- building and driving ---------------------------------------------------------------

def test_default_explorer_shows_fireball():
    e = x_explorer()
    assert e.message == "" and not e.unexpected
    fb = cost_of("Fireball")
    assert e.answers["legal X"] == list(mr.x_range(fb, pool=mr.ManaPool("RRRRR")))
    assert e.answers["total cost"] == str(mr.total_cost(fb, x=3))
    assert e.answers["payable"] is True
    assert e.answers["enters with X"] is None  # a sorcery is not a permanent
    assert e.answers["mana value"] == {z: mr.mana_value_in_zone(fb, z, x=3) for z in mr.ZONES}
    assert "0 to 4" in e.shown_html()
    assert repr(e) == "XExplorer(card='Fireball', cost='{X}{R}', how='normal', pool='RRRRR', x=3)"


def test_drive_default_explorer():
    e = x_explorer()
    assert drive(e) > 40
    assert not e.unexpected


def test_drive_non_default_explorer():
    e = x_explorer(card="Hangarback Walker", how="with a cost reduction", reduction=2,
                   pool="CC", x=2, additional="{1}", x_max=8)
    assert e.answers["total cost"] == str(mr.total_cost(cost_of("Hangarback Walker"), x=2,
                                                        reduction=2, additional="{1}"))
    drive(e)
    assert not e.unexpected


def test_drive_typed_cost_and_alternative():
    e = x_explorer(cost="{X}{Y}{G/P}", card=None, how="with an alternative cost",
                   alternative="{X}{U}", limit_by_pool=False)
    assert e.card.value == "" and e.message == ""
    assert isinstance(e.answers["legal X"], mr.OpenRange)
    drive(e)
    assert not e.unexpected


def test_dropdown_offers_the_x_cards():
    names = x_card_names()
    for name in ("Fireball", "Blaze", "Walking Ballista", "Hangarback Walker", "Endless One",
                 "Genesis Wave", "Crackle with Power", "Stonecoil Serpent", "Hydroid Krasis",
                 "Mind Spring", "Rolling Thunder", "Comet Storm", "Chalice of the Void",
                 "Everflowing Chalice"):
        assert name in names
    e = x_explorer()
    assert set(names) <= {value for _, value in e.card.options}


# --- specific values shown (computed independently with the library) -------------------

@pytest.mark.parametrize("name,pool,x", [
    ("Walking Ballista", "CCCCCC", 3),
    ("Crackle with Power", "RRRRRRRR", 2),
    ("Genesis Wave", "GGGGGG", 3),
    ("Hydroid Krasis", "GUGUG", 2),
])
def test_107_3a_values_shown(name, pool, x):
    e = x_explorer(card=name, pool=pool, x=x)
    cost = cost_of(name)
    assert e.answers["legal X"] == list(mr.x_range(cost, pool=mr.ManaPool(pool)))
    assert e.answers["total cost"] == str(mr.total_cost(cost, x=x))
    assert e.answers["payable"] == mr.can_pay(mr.total_cost(cost, x=x), mr.ManaPool(pool))
    assert e.answers["mana value"]["stack"] == mr.mana_value_in_zone(cost, "stack", x=x)
    assert e.answers["mana value"]["hand"] == mr.mana_value_in_zone(cost, "hand", x=x)


def test_107_3b_free_cast_in_the_explorer():
    e = x_explorer(card="Walking Ballista", pool="CCCCCC", x=3)
    e.how.value = FREE
    # X = 3 is refused with the rule; the last good answer stays
    assert "107.3b" in e.message and e.answers["total cost"] == "{6}"
    assert "107.3b" in e.message_line.value
    e.x.value = 0
    assert e.message == ""
    assert e.answers["legal X"] == list(mr.x_range(cost_of("Walking Ballista"), how=FREE))
    assert e.answers["total cost"] == "{0}"


def test_107_3b_reduction_leaves_x_free_in_the_explorer():
    e = x_explorer(card="Fireball", how="with a cost reduction", reduction=2, pool="R", x=2)
    assert e.answers["legal X"] == [0, 1, 2]
    assert e.answers["total cost"] == "{R}"


def test_107_3g_107_3m_hangarback_walker_shown():
    e = x_explorer(card="Hangarback Walker", pool="CCCC", x=2)
    assert e.answers["total cost"] == "{4}"  # ruling 2015-06-22
    assert e.answers["mana value"]["battlefield"] == 0
    assert e.answers["enters with X"] == mr.entering_x(2).enters_ability == 2
    assert "107.3m" in e.shown_html()


def test_fireball_cost_increase_shown():
    e = x_explorer(card="Fireball", x=5, increase=2, pool="RRRRRRRR")
    assert e.answers["total cost"] == "{7}{R}"  # ruling 2017-11-17
    assert e.answers["mana value"]["stack"] == 6


def test_no_pool_gives_an_open_range():
    e = x_explorer(card="Stonecoil Serpent", limit_by_pool=False)
    assert isinstance(e.answers["legal X"], mr.OpenRange)
    assert e.answers["payable"] is None
    assert "no upper" in describe_range(e.answers["legal X"]) or "from 0 up" in e.shown_html()


def test_card_and_cost_stay_in_step():
    e = x_explorer()
    e.card.value = "Crackle with Power"
    assert e.cost.value == "{X}{X}{X}{R}{R}" and e.answers["card"] == "Crackle with Power"
    e.cost.value = "{X}{G}"
    assert e.card.value == "" and e.answers["cost"] == "{X}{G}"
    e.card.value = "Mind Spring"
    assert e.cost.value == "{X}{U}{U}" and e.answers["card"] == "Mind Spring"


def test_chart_data_and_figure():
    e = x_explorer(card="Crackle with Power", pool="RRRRRRRRRRR", chart=True)
    data = e.figure_data
    assert list(data.index) == [0, 1, 2, 3]
    crackle = cost_of("Crackle with Power")
    assert list(data["mana paid"]) == [mr.total_cost(crackle, x=x).mana_value() for x in range(4)]
    assert set(data["mana value in hand"]) == {mr.mana_value_in_zone(crackle, "hand")}
    assert any("image/png" in o["data"] for o in e.output.outputs)
    free = chart_data(crackle, how=FREE)
    assert list(free.index) == [0]
    assert x_chart(crackle, label="Crackle", x_max=4).data[:4] == b"\x89PNG"


# --- bad input: a message in place, the last good result kept ---------------------------

@pytest.mark.parametrize("control,bad,word", [
    ("cost", "{X}{Q}", "{Q}"),
    ("cost", "{X", "{X"),
    ("pool", "RRQ", "Q"),
])
def test_bad_input_keeps_last_result(control, bad, word):
    e = x_explorer()
    before = e.answers
    shown = e.shown_html()
    getattr(e, control).value = bad
    assert word in e.message and "color:#b00020" in e.message_line.value
    assert e.answers == before and e.shown_html() == shown
    assert not e.unexpected


def test_alternative_cost_needed():
    e = x_explorer()
    e.how.value = "with an alternative cost"
    assert "alternative" in e.message and e.answers["how"] == "normal"
    assert not e.alternative.disabled
    e.alternative.value = "{R}"
    assert "107.3b" in e.message                           # no X in it: X = 3 is refused
    e.x.value = 0
    assert e.message == "" and e.answers["legal X"] == [0]


# --- exercises -------------------------------------------------------------------------

def test_exercise_1_blaze():
    blaze = cost_of("Blaze")
    right = (mr.mana_value_in_zone(blaze, "stack", x=3),
             mr.mana_value_in_zone(blaze, "library", x=3))
    assert check_exercise_1(right).right is True
    assert check_exercise_1((right[0], right[0])).right is False
    assert check_exercise_1(4).right is False
    assert check_exercise_1(None).right is None


def test_exercise_2_cascade_into_ballista():
    assert check_exercise_2(list(mr.x_range(cost_of("Walking Ballista"), how=FREE))).right
    assert check_exercise_2(0).right is True
    assert check_exercise_2([0, 1, 2]).right is False
    assert check_exercise_2("zero").right is False


def test_exercise_3_crackle():
    best = mr.x_range(cost_of("Crackle with Power"), pool=mr.ManaPool("RRRRRRRR"))[-1]
    assert check_exercise_3(best).right is True
    assert check_exercise_3(best + 1).right is False
    assert check_exercise_3(best - 1).right is False
    assert check_exercise_3(-1).right is False
    assert check_exercise_3(True).right is False


def test_exercise_4_reduced_ballista():
    best = mr.x_range(cost_of("Walking Ballista"), how="with a cost reduction", reduction=2,
                      pool=mr.ManaPool("CCCC"))[-1]
    assert check_exercise_4(best).right is True
    assert check_exercise_4(0).right is False


def test_feedback_reprs():
    fb = check_exercise_3(2)
    assert repr(fb).startswith("Right. ") and "Right." in fb._repr_html_()
    assert repr(Feedback(None, "x")).startswith("Not answered yet")
    assert "Not quite" in repr(check_exercise_3(9))


def test_no_enters_line_without_x():
    e = x_explorer(card="Everflowing Chalice")
    assert e.answers["enters with X"] is None and "107.3m" not in e.shown_html()
    assert e.answers["total cost"] == "{0}" and e.answers["legal X"] == [0]


# --- reliability findings ------------------------------------------------------------------

@pytest.mark.parametrize("arguments, control, value", [
    (dict(x=50), "x", 50),
    (dict(card="Fireball", pool="R" * 60, x=50), "x", 50),
    (dict(reduction=30), "reduction", 30),
    (dict(increase=25), "increase", 25),
])
def test_A17_factory_arguments_not_clamped(arguments, control, value):
    e = x_explorer(**arguments)
    assert e.message == "" and not e.unexpected
    assert getattr(e, control).value == value
    if control == "x":
        assert e.answers["X"] == value and e.x.max >= value


def test_A17_x_above_an_explicit_x_max_is_refused():
    with pytest.raises(mr.NumberError, match="x=50 is more than x_max=20"):
        x_explorer(x=50, x_max=20)


@pytest.mark.parametrize("arguments, error", [
    (dict(how="free"), mr.ChoiceError),
    (dict(x_max=-1), mr.NumberError),
    (dict(x=-1), mr.NumberError),
    (dict(pool=5), mr.ManaPoolError),
    (dict(cost=5), mr.ManaCostError),
    (dict(additional=None), mr.ManaCostError),
    (dict(chart="yes"), mr.ChoiceError),
    (dict(limit_by_pool=1), mr.ChoiceError),
    (dict(card=5), mr.UnknownCardError),
])
def test_B3_bad_choice_is_choice_error(arguments, error):
    from traitlets import TraitError

    with pytest.raises(error) as raised:
        x_explorer(**arguments)
    assert not isinstance(raised.value, TraitError)


@pytest.mark.parametrize("box", ["cost", "additional", "alternative"])
def test_A5_huge_number_in_a_cost_box(box):
    e = x_explorer(card="Fireball", how="with an alternative cost", alternative="{X}{R}")
    good = e.answers
    getattr(e, box).value = "{" + "9" * 5000 + "}"
    assert "a number of 5,000 digits is too large" in e.message
    assert not e.unexpected and e.answers == good
