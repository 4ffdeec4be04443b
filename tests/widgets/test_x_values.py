"""The X explorer and the exercises of notebook 01 (107.3a, 107.3b, 107.3g, 107.3m)."""

from __future__ import annotations

import re
from html import escape

import pytest

import mtgrules as mr
from tests.widget_driver import drive
from widgets import x_explorer
from widgets._common import control_settings
from widgets.x_values import (Feedback, chart_data, describe_range, exercises, x_card_names,
                              x_chart, zone_values)

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
    # a sorcery is never on the battlefield (110.4, 307.4): no mana value there
    assert e.answers["mana value"] == {z: mr.mana_value_in_zone(fb, z, x=3) for z in mr.ZONES
                                       if z != "battlefield"}
    assert "X can be 0 to 4" in e.shown_html()
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
    assert describe_range(e.answers["legal X"]) == "X can be 0 or more"
    assert "X can be 0 or more" in e.shown_html()


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
    chart = e.output.outputs[-1]["data"]["text/html"]
    assert "<svg" in chart and "X announced" in chart and ">mana<" in chart
    assert "X = 3 costs {9}{R}{R}" in chart  # the title read off the data
    free = chart_data(crackle, how=FREE)
    assert list(free.index) == [0]
    drawn = x_chart(crackle, label="Crackle", x_max=4)
    assert drawn.svg.startswith("<svg") and drawn.title.startswith("Crackle: X = ")


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


def test_alternative_cost_in_words_blazing_shoal():
    """An alternative cost typed in words: an X on its own in them is chosen (107.3a), and
    no mana pays for it, so no pool bounds X; words without X leave X = 0 (107.3b)."""
    e = x_explorer(card="", cost="{X}{R}{R}", how="with an alternative cost",
                   alternative="exile a red card with mana value X from your hand", pool="")
    assert e.message == ""
    assert isinstance(e.answers["legal X"], mr.OpenRange)
    e.x.value = 4
    assert e.message == "" and e.answers["total cost"] == "{0}"
    assert e.answers["mana value"]["stack"] == 6
    shown = "".join(o.get("data", {}).get("text/html", "") for o in e.output.outputs)
    assert "exile a red card with mana value X" in shown
    e.alternative.value = "{1} and exile a red card with mana value X from your hand"
    assert e.answers["total cost"] == "{1}" and e.answers["payable"] is False
    last = e.answers
    e.alternative.value = "exile a blue card from your hand"
    assert "107.3b" in e.message and e.answers == last      # X = 4 refused, last result kept
    e.alternative.value = "{1}{Q} and exile a card"
    assert "alternative cost" in e.message.lower() and "{Q}" in e.message


@pytest.mark.parametrize("typed, total", [
    ("{1}{R}", "{4}{R}{R}"),                  # paid once, as before
    ("kicker {1}{R}", "{4}{R}{R}"),
    ("multikicker {1} ×3", "{6}{R}"),         # 702.33c: any number of times
    ("multikicker {1} 2 times", "{5}{R}"),
    ("增幅 {2}{R}", "{5}{R}{R}"),              # the official terms of each script
    ("複數增幅 {1} x2", "{5}{R}"),
    ("mandatory {2}", "{5}{R}"),
    ("additional cost {2}", "{5}{R}"),        # as a card says it ("as an additional cost")
    ("额外费用 {2}", "{5}{R}"),                 # 118.8's official term, in each script
    ("額外費用：{2}", "{5}{R}"),
    ("gift", "{3}{R}"),                       # a gift promised adds no mana
])
def test_the_additional_cost_box_reads_the_kind_and_times(typed, total):
    e = x_explorer(card="Fireball", pool="R" * 10)
    e.additional.value = typed
    assert e.message == "" and e.answers["total cost"] == total
    expected = mr.total_cost("{X}{R}", x=3, additional=_typed_additional(typed))
    assert str(expected) == total


def _typed_additional(typed):
    from widgets.x_values import _additional
    return _additional(typed)


@pytest.mark.parametrize("typed, rule", [("kicker {1}{R} twice", "702.33d"),
                                         ("{1} x2", "118.8b"),
                                         ("赠礼 ×2", "702.174a")])
def test_an_additional_cost_paid_too_often_is_refused_in_place(typed, rule):
    e = x_explorer(card="Fireball", pool="R" * 10)
    last = e.answers
    e.additional.value = typed
    assert rule in e.message and e.answers == last


def test_the_kind_is_said_in_the_explorers_language():
    e = x_explorer(card="Fireball", pool="R" * 10, lang="zh-Hant")
    e.additional.value = "multikicker {1} ×2"
    assert "複數增幅 {1} ×2" in e.shown_html()
    e = x_explorer(card="Fireball", pool="R" * 10, lang="zh-Hans")
    e.additional.value = "额外费用 {2}"
    assert "强制性额外费用 {2}" in e.shown_html()
    assert _typed_additional("额外费用 {2}").kind == "mandatory"


@pytest.mark.parametrize("typed", ["RR", "XU"])
def test_a_mistyped_alternative_cost_is_not_taken_for_words(typed):
    """Words need a space between two of them, or Chinese: "XU" is a cost without braces."""
    e = x_explorer(card="", cost="{X}{R}{R}", how="with an alternative cost",
                   alternative=typed, pool="")
    assert "outside braces" in e.message


# --- exercises -------------------------------------------------------------------------

def test_exercise_1_blaze():
    blaze = cost_of("Blaze")
    right = (mr.mana_value_in_zone(blaze, "stack", x=3),
             mr.mana_value_in_zone(blaze, "library", x=3))
    assert exercises.check(1, right).right is True
    assert exercises.check(1, f"{right[0]}, {right[1]}").right is True
    assert exercises.check(1, (right[0], right[0])).right is False
    assert exercises.check(1, right[0]).right is False
    assert exercises.check(1, None).right is None


def test_exercise_2_cascade_into_ballista():
    legal = list(mr.x_range(cost_of("Walking Ballista"), how=FREE))
    assert exercises.check(2, legal).right is True
    assert exercises.check(2, legal[0]).right is True
    assert exercises.check(2, [0, 1, 2]).right is False
    assert exercises.check(2, "zero").right is False


def test_exercise_3_crackle():
    best = mr.x_range(cost_of("Crackle with Power"), pool=mr.ManaPool("RRRRRRRR"))[-1]
    assert exercises.check(3, best).right is True
    assert exercises.check(3, best + 1).right is False
    assert "more than RRRRRRRR" in exercises.check(3, best + 1).why   # the old "cannot pay"
    assert exercises.check(3, best - 1).right is False
    assert exercises.check(3, -1).right is False
    assert exercises.check(3, True).right is False


def test_exercise_4_reduced_ballista():
    best = mr.x_range(cost_of("Walking Ballista"), how="with a cost reduction", reduction=2,
                      pool=mr.ManaPool("CCCC"))[-1]
    assert exercises.check(4, best).right is True
    assert exercises.check(4, best - 1).right is False
    assert exercises.check(4, 0).right is False


@pytest.mark.parametrize("number, mistake, words", [
    (1, (4, 4), "107.3g"),          # X counted in the library
    (1, (1, 1), "announced"),       # X left out on the stack
    (1, (3, 1), "colored"),         # the {R} left out
    (2, [0, 1, 2], "107.3b"),       # a free cast taken for an open choice
    (3, 6, "107.3i"),               # the three {X} taken as one
    (3, 1, "larger X"),
    (4, 2, "reduction"),            # the reduction forgotten
    (4, 0, "not a free cast"),      # a reduction taken for a free cast
])
def test_each_common_mistake_gets_its_own_hint(number, mistake, words):
    feedback = exercises.check(number, mistake)
    assert feedback.right is False and words in feedback.why
    assert exercises[number].answer() not in feedback.why


def test_hints_never_say_the_answer_number_as_the_answer():
    for number in (3, 4):
        best = int(exercises[number].answer().split()[2])
        for wrong in range(0, 12):
            if wrong != best:
                why = exercises.check(number, wrong).why
                assert f"X = {best} " not in why and f"X = {best}," not in why, (wrong, why)


def test_format_slips_are_said_so():
    right = exercises.check(3, "{2}")
    assert right.right is True and "braces" in right.why
    wrong = exercises.check(3, "{5}")
    assert wrong.right is False and "braces" in wrong.why


def test_feedback_reprs():
    fb = exercises.check(3, 2)
    assert repr(fb).startswith("Right. ") and "Right." in fb._repr_html_()
    assert repr(Feedback(None, "x")).startswith("Not answered yet")
    assert "Not quite" in repr(exercises.check(3, 9))


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


# --- what the notebook's explorer section showed (moved here from the notebook) -------------

def test_notebook_probe_ballista_free_cast_then_reduction_then_typed_cost():
    ballista = cost_of("Walking Ballista")
    probe = x_explorer(card="Walking Ballista", pool="CCCCCC", x=3)
    assert probe.answers["legal X"] == list(mr.x_range(ballista, pool=mr.ManaPool("CCCCCC")))
    assert probe.answers["total cost"] == "{6}"
    assert probe.answers["mana value"]["battlefield"] == 0
    assert probe.answers["mana value"]["stack"] == 6
    assert probe.answers["enters with X"] == 3
    assert probe.message == "" and "0 to 3" in probe.shown_html()

    probe.how.value = FREE                       # X = 3 is now illegal: message, answer kept
    assert "107.3b" in probe.message and probe.answers["total cost"] == "{6}"
    probe.x.value = 0
    assert probe.message == "" and probe.answers["legal X"] == [0]
    assert probe.answers["total cost"] == "{0}"

    probe.how.value = "with a cost reduction"
    probe.reduction.value = 2
    probe.pool.value = "CCCC"
    assert probe.answers["legal X"] == list(mr.x_range(ballista, how="with a cost reduction",
                                                       reduction=2, pool=mr.ManaPool("CCCC")))
    probe.x.value = 3
    assert probe.answers["total cost"] == str(mr.total_cost(ballista, x=3, reduction=2)) == "{4}"
    probe.cost.value = "{X}{Q}"                  # bad input: message in place, answer kept
    assert "{Q}" in probe.message and probe.answers["total cost"] == "{4}"
    assert probe.card.value == ""                # a typed cost is no longer Walking Ballista's
    probe.cost.value = "{X}{X}{X}{R}{R}"
    assert probe.message == "" and probe.answers["cost"] == "{X}{X}{X}{R}{R}"
    probe.chart.value = True
    assert list(probe.figure_data.index) == list(probe.answers["legal X"])
    assert not probe.unexpected


# --- learner-ready: what the explorer says and how it looks -------------------------------

PYTHON_IN_TEXT = re.compile(r"=['\"\w]")


def messages_met(explorer) -> list[str]:
    seen = []
    for control, value in control_settings(explorer):
        control.value = value
        if explorer.message:
            seen.append(explorer.message)
    return seen


@pytest.mark.parametrize("arguments", [
    dict(),
    dict(card="Walking Ballista", pool="CCCCCC", x=3),
    dict(card="Hangarback Walker", how="with a cost reduction", reduction=2, pool="CC", x=2),
    dict(card="Fireball", how="with an alternative cost", alternative="{X}{R}", x=2),
    dict(cost="{X}{Y}{G/P}", card=None, how="with an alternative cost", alternative="{U}",
         x=0, limit_by_pool=False),
])
def test_explorer_messages_speak_the_game(arguments):
    e = x_explorer(**arguments)
    seen = messages_met(e)
    assert seen, "the walk meets some bad input"
    for message in seen:
        assert not PYTHON_IN_TEXT.search(message), message
        assert "()" not in message and "None" not in message, message
        assert message[:1].isupper() or message[:1] == "'", message
    assert not e.unexpected


def test_messages_for_the_findings_bad_choices():
    e = x_explorer()
    e.how.value = FREE                           # X = 3 on a free cast
    assert e.message.startswith("X = 3 can't be chosen") and "Move X announced to 0" in e.message
    e.how.value = "with an alternative cost"     # no alternative cost typed
    assert "Type the alternative cost in its box" in e.message
    for message in (e.message,):
        assert not PYTHON_IN_TEXT.search(message)


def test_the_panel_says_it_shows_the_last_accepted_choice():
    e = x_explorer(card="Fireball", pool="RRRRR", x=3)
    assert not e.stale and e.stale_note.value == ""
    shown = e.shown_html()
    e.how.value = FREE                           # refused: the panel keeps X = 3 ...
    assert e.message and e.stale and e.shown_html() == shown
    assert "last accepted choice" in e.stale_note.value
    assert "Fireball, cast normally, paying its mana cost, X = 3" in e.stale_note.value
    assert "mtg-x-stale" in e.output._dom_classes          # ... greyed out
    e.x.value = 0                                # a legal choice: the panel updates
    assert not e.message and not e.stale and "mtg-x-stale" not in e.output._dom_classes
    assert "cast without paying its mana cost" in e.shown_html()


@pytest.mark.parametrize("name", ["Fireball", "Blaze", "Comet Storm", "Mind Spring"])
def test_a_sorcery_or_instant_has_no_battlefield_value(name):
    card = mr.card(name)
    rows = {zone: (value, why) for zone, value, why in zone_values(card.mana_cost, 2, card)}
    value, why = rows["battlefield"]
    assert value is None and "never enters the battlefield" in why and "110.4" in why
    assert rows["command"][0] == mr.mana_value_in_zone(card.mana_cost, "command", x=2)
    e = x_explorer(card=name, x=2, pool="RRRRRRUUGG")
    assert "battlefield" not in e.answers["mana value"]
    assert e.table.loc["battlefield"].iloc[0] == "—"


def test_a_permanent_and_a_typed_cost_show_every_zone():
    card = mr.card("Walking Ballista")
    assert [v for _, v, _ in zone_values(card.mana_cost, 2, card)] == [
        mr.mana_value_in_zone(card.mana_cost, z, x=2) for z in mr.ZONES]
    typed = dict((z, why) for z, _, why in zone_values("{X}{R}", 2))
    assert "if it is a permanent card" in typed["battlefield"]


def test_controls_sit_in_rows_of_at_most_two():
    from ipywidgets import HBox

    e = x_explorer()
    rows = [child for child in e.children if isinstance(child, HBox)]
    assert len(rows) == 6      # the "any card" box, then the five rows of controls
    for row in rows:
        assert len(row.children) <= 2 and row.layout.flex_flow == "row wrap"
    # dropdowns as wide as their longest option (no explicit width that cuts them)
    longest = max(len(label) for label, _ in e.card.options)
    assert f"{longest + 5}ch" in e.card.layout.width
    assert all(isinstance(c.continuous_update, bool) and not c.continuous_update
               for c in (e.cost, e.pool, e.additional, e.alternative, e.reduction, e.increase,
                         e.search))


def test_the_explorer_speaks_of_the_cast_in_words():
    e = x_explorer(card="Fireball", x=5, increase=2, pool="RRRRRRRR")
    html = e.shown_html()
    assert "cast normally, paying its mana cost with {2} more" in html
    assert "which the pool pays" in html and "X can be 0 to 5" in html


def test_a_reduction_on_a_monocolored_hybrid_cost_is_worked_out_per_announcement():
    # 601.2b, 601.2f: the reduction comes after the announcement, so {X}{2/W} costing {2}
    # less with X = 0 costs {0} (announce {2}); the explorer shows that, not an error
    from widgets._common import value_controls
    from widgets.x_values import best_total, x_explorer

    explorer = x_explorer()
    controls = {getattr(c, "description", ""): c for c in value_controls(explorer)}
    controls["mana cost"].value = "{X}{2/W}"
    controls["how it is cast"].value = "with a cost reduction"
    controls["cost reduction"].value = 3
    controls["mana pool"].value = ""
    assert explorer.message == ""
    assert str(best_total("{X}{2/W}", x=0, how="with a cost reduction", pool=mr.ManaPool(""),
                          reduction=3)) == "{0}"
    assert str(best_total("{X}{2/W}", x=1, reduction=3)) == "{0}"


# --- the three languages -----------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]")
ENGLISH_WORD = re.compile(r"\b[a-z]{3,}\b")   # a lower-case English word ("stack", "the")


NOT_PROSE = re.compile(r"<style>.*?</style>|<[^>]+>|\{[^}]*\}"
                       r"|[A-Z][A-Za-z']*(?:\s+(?:of|the|with)\s+[A-Z][A-Za-z']*)*")
"""What may stay English in Chinese text: markup, mana symbols, card names, pools, X."""


def chinese(text: str) -> bool:
    """Chinese prose: CJK characters and no English words (markup, mana symbols, card names
    in capitals, rule numbers and numbers may stay)."""
    text = NOT_PROSE.sub(" ", text)
    return bool(CJK.search(text)) and not ENGLISH_WORD.search(text)


@pytest.mark.parametrize("lang, words", [
    ("zh-Hans", {"card": "牌", "how": "施放方式", "free": "不支付其法术力费用",
                 "title": "X 解说器", "legal": "X 可以是 0 到 4", "zone": "堆叠",
                 "fireball": "火球（Fireball）"}),
    ("zh-Hant", {"card": "牌", "how": "施放方式", "free": "不支付其法術力費用",
                 "title": "X 解說器", "legal": "X 可以是 0 到 4", "zone": "堆疊",
                 "fireball": "火球（Fireball）"}),
])
def test_the_explorer_in_chinese_shows_chinese_labels(lang, words):
    e = x_explorer(lang=lang, chart=True)
    assert e.lang == lang and e.message == "" and not e.unexpected
    assert e.card.description == words["card"] and e.how.description == words["how"]
    labels = dict((value, label) for label, value in e.how.options)
    assert labels[FREE] == words["free"]                # the label translated, the value kept
    assert [value for _, value in e.how.options] == list(mr.CAST_METHODS)
    assert any(label.startswith(words["fireball"]) for label, _ in e.card.options)
    assert e.card.value == "Fireball"
    assert words["title"] in e.children[1].value
    for control in (e.cost, e.pool, e.alternative, e.additional, e.increase, e.reduction, e.x):
        assert CJK.search(control.description), control.description
    for box in (e.limit_by_pool, e.chart):
        assert chinese(box.description), box.description
    shown = e.shown_html()
    assert words["legal"] in shown and words["zone"] in shown
    assert "X can be" not in shown and "Mana value by zone" not in shown
    assert chinese(e.rule_line.value)
    # the answers for code stay the library's values
    assert e.answers["legal X"] == [0, 1, 2, 3, 4] and e.answers["card"] == "Fireball"
    assert "stack" in e.answers["mana value"]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_explorer_in_chinese_says_its_messages_in_chinese(lang):
    e = x_explorer(lang=lang)
    shown = e.shown_html()
    e.how.value = "with an alternative cost"                 # no alternative cost typed
    assert chinese(e.message) and "118.9" in e.message
    assert e.shown_html() == shown and e.stale
    assert chinese(e.stale_note.value)
    assert "火球" in e.stale_note.value and "X = 3" in e.stale_note.value
    e.how.value = FREE                                       # X = 3 on a free cast
    assert CJK.search(e.message) and "0" in e.message
    assert e.message.endswith("把宣告的 X 移到 0。")
    e.x.value = 0
    assert e.message == "" and not e.stale
    e.cost.value = "{X}{Q}"                                  # the box is named in Chinese
    assert e.message.startswith("法術力費用：" if lang == "zh-Hant" else "法术力费用：")
    assert "{Q}" in e.message
    assert not e.unexpected


def test_the_two_scripts_are_written_separately():
    hans = x_explorer(lang="zh-Hans", card="Blaze", x=1)
    hant = x_explorer(lang="zh-Hant", card="Blaze", x=1)
    assert "焰球" in hans.shown_html() and "法术" in hans.shown_html()
    assert "Blaze" in hant.shown_html() and "巫術" in hant.shown_html()  # no official name
    assert hans.title != hant.title


def test_the_language_in_use_is_the_default():
    from mtgrules.i18n import language

    with language("zh-Hant"):
        e = x_explorer()
        assert e.lang == "zh-Hant" and e.card.description == "牌"
        assert describe_range(range(0, 5)) == "X 可以是 0 到 4"
    assert x_explorer().lang == "en"
    with pytest.raises(mr.ChoiceError):
        x_explorer(lang="fr")


def test_english_is_unchanged_when_asked_for_by_name():
    assert x_explorer(lang="en").shown_html() == x_explorer().shown_html()
    e = x_explorer(lang="en")
    assert e.card.description == "card" and e.title.startswith("X explorer")
    from mtgrules.costs import describe_x

    for legal in (range(0, 0), range(0, 1), range(0, 2), range(0, 5), range(3, 1201),
                  mr.x_range("{X}")):
        assert describe_range(legal) == describe_x(legal)
        assert CJK.search(describe_range(legal, "zh-Hans"))


def test_the_chart_and_the_zone_table_in_chinese():
    from widgets.x_values import zone_view

    chart = x_chart("{X}{R}", label="火球", x_max=3, lang="zh-Hans")._repr_html_()
    assert "宣告的 X" in chart and "支付的法术力" in chart and "X announced" not in chart
    table = zone_view("{X}{R}", 2, mr.card("Fireball"), "zh-Hant")
    assert table.columns[0] == "區域" and "永遠不會進戰場" in table._repr_html_()
    assert [row[0] for row in table.rows][:2] == ["手上", "牌庫"]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_exercises_answered_in_chinese_get_chinese_feedback(lang):
    from mtgrules.i18n import language

    for exercise in exercises:
        for answer in exercise.examples_of_wrong:
            feedback = exercises.check(exercise.number, answer, lang=lang)
            assert feedback.right is False and chinese(feedback.why), (answer, feedback.why)
        for answer in exercise.examples_of_right:
            feedback = exercises.check(exercise.number, answer, lang=lang)
            assert feedback.right is True and CJK.search(feedback.why), (answer, feedback)
        with language(lang):
            assert chinese(exercise.question)
            solution = exercises.show_solution(exercise.number)
            assert CJK.search(solution.answer) and CJK.search(solution.working)
    assert exercises.check(1, None, lang=lang).right is None
    # an answer written in Chinese is read
    hans_answer = "堆叠上为 4，牌库中为 1" if lang == "zh-Hans" else "牌庫中為 1，堆疊上為 4"
    assert exercises.check(1, hans_answer, lang=lang).right is True
    assert exercises.check(2, "任何" if lang == "zh-Hans" else "沒有", lang=lang).right is False


def test_chinese_hints_keep_their_rule_and_never_hold_the_answer():
    for lang in ("zh-Hans", "zh-Hant"):
        for number, mistake, rule in ((1, (4, 4), "107.3g"), (2, [0, 1, 2], "107.3b"),
                                      (3, 6, "107.3i"), (4, 2, "601.2f")):
            feedback = exercises.check(number, mistake, lang=lang)
            answer = exercises[number].solution(lang).answer
            assert rule in feedback.why and answer not in feedback.why
    assert exercises.check(3, 6, lang="zh-Hans").why != exercises.check(3, 6, lang="zh-Hant").why
    assert "more than RRRRRRRR" in exercises.check(3, 3).why      # English as before


def test_an_answer_box_in_chinese():
    box = exercises.box(1, lang="zh-Hant")
    box.answer.value = "4, 4"
    assert box.feedback_given.right is False and CJK.search(box.feedback.value)
    assert "Blaze" in box.feedback.value and "牌庫" in box.feedback.value
    assert not box.unexpected


def test_drive_the_explorer_in_traditional_chinese():
    e = x_explorer(lang="zh-Hant", card="Hangarback Walker", how="with a cost reduction",
                   reduction=2, pool="CC", x=2, chart=True)
    assert "進戰場異能使用 X = 2" in e.shown_html()
    assert drive(e) > 40
    assert not e.unexpected


# --- any real card, typed in English or Chinese ----------------------------------------------

def typed(explorer, text: str):
    explorer.search.value = text   # what pressing Enter in the "any card" box does
    return explorer


@pytest.mark.parametrize("lang, text, name", [
    ("en", "Banefire", "Banefire"),
    ("zh-Hans", "火雹灾难", "Torment of Hailfire"),
    ("zh-Hant", "史芬斯的啟示", "Sphinx's Revelation"),
    ("en", "史芬斯的启示", "Sphinx's Revelation"),   # any script in any explorer
    ("zh-Hant", "banefire", "Banefire"),
    ("zh-Hans", "火雹灾难（Torment of Hailfire）", "Torment of Hailfire"),   # an option's label
])
def test_any_real_x_card_typed_is_used_like_a_dropdown_card(lang, text, name):
    card = mr.card(name)
    assert name not in x_card_names() and card.mana_cost.has_x
    e = typed(x_explorer(lang=lang, pool="RRRRRR", x=2), text)
    assert e.message == "" and not e.stale and not e.unexpected
    assert e.card.value == name and e.cost.value == str(card.mana_cost)   # the dropdown's role
    pool = mr.ManaPool("RRRRRR")
    assert e.answers["card"] == name and e.answers["cost"] == str(card.mana_cost)
    assert e.answers["legal X"] == list(mr.x_range(card.mana_cost, pool=pool))
    assert e.answers["total cost"] == str(mr.total_cost(card.mana_cost, x=2))
    assert e.answers["payable"] == mr.can_pay(mr.total_cost(card.mana_cost, x=2), pool)
    assert e.answers["mana value"]["stack"] == mr.mana_value_in_zone(card.mana_cost, "stack",
                                                                     x=2)
    assert "battlefield" not in e.answers["mana value"]     # an instant or a sorcery
    local = {"en": card.name, "zh-Hans": card.zh_hans, "zh-Hant": card.zh_hant}[lang]
    shown = e.shown_html()
    assert f"<b>{escape(local)}</b>" in shown and "X is not in the mana cost" not in shown
    assert any(value == name and label.startswith(local) for label, value in e.card.options)
    # the curated dropdown goes on working as before
    e.card.value = "Fireball"
    assert e.cost.value == "{X}{R}" and e.answers["card"] == "Fireball" and e.message == ""


def test_a_typed_permanent_with_x_shows_what_it_enters_with():
    e = typed(x_explorer(pool="GGGGG", x=2), "Hooded Hydra")
    hydra = mr.card("Hooded Hydra")
    assert hydra.is_permanent and hydra.mana_cost.has_x
    assert e.message == "" and e.answers["card"] == "Hooded Hydra"
    assert e.answers["enters with X"] == mr.entering_x(2).enters_ability
    assert e.answers["mana value"]["battlefield"] == mr.mana_value_in_zone(
        hydra.mana_cost, "battlefield", x=2)
    assert "107.3m" in e.shown_html()


def test_typing_a_card_again_clears_the_message():
    e = typed(x_explorer(), "Banefire")
    typed(e, "Forest")
    assert e.message and e.stale and e.answers["card"] == "Banefire"
    typed(e, "Banefire")
    assert e.message == "" and not e.stale and e.answers["card"] == "Banefire"
    assert [value for _, value in e.card.options].count("Banefire") == 1


@pytest.mark.parametrize("lang, text, suggestion", [
    ("en", "Sphinx's Revelaton", "Sphinx's Revelation"),
    ("zh-Hans", "史芬斯的启视", "'史芬斯的启示'"),
    ("zh-Hant", "史芬斯的啟視", "'史芬斯的啟示'"),
    ("zh-Hans", "Banefyre", "'Banefire'"),
])
def test_a_misspelt_card_gets_suggestions_in_its_script_and_keeps_the_result(lang, text,
                                                                              suggestion):
    e = x_explorer(lang=lang)
    before, shown, options = e.answers, e.shown_html(), e.card.options
    typed(e, text)
    assert suggestion in e.message and "color:#b00020" in e.message_line.value
    if lang != "en":
        assert CJK.search(e.message) and "did you mean" not in e.message
    else:
        assert e.message.startswith("No card named") and "did you mean" in e.message
    assert e.answers == before and e.shown_html() == shown and e.stale
    assert e.card.options == options and e.card.value == "Fireball"
    assert not e.unexpected


MISFITS = {
    "Forest": {"en": "Forest is a land: it has no mana cost (202.1b) and is played, not cast "
                     "(305.1), so it has no X to choose. Type a card with a mana cost, such as "
                     "Fireball.",
               "zh-Hans": "树林（Forest）是地：它没有法术力费用（202.1b），只能使用而不能施放"
                          "（305.1），所以没有 X 可选。请输入一张有法术力费用的牌，例如火球"
                          "（Fireball）。",
               "zh-Hant": "樹林（Forest）是地：它沒有法術力費用（202.1b），只能使用而不能施放"
                          "（305.1），所以沒有 X 可選。請輸入一張有法術力費用的牌，例如火球"
                          "（Fireball）。"},
    "Ancestral Vision": {"en": "has no mana cost (202.1b), so it has no X to choose",
                         "zh-Hans": "先人的预视（Ancestral Vision）没有法术力费用",
                         "zh-Hant": "先人的預視（Ancestral Vision）沒有法術力費用"},
    "Fire // Ice": {"en": "Fire // Ice is a split card: each half has its own mana cost",
                    "zh-Hans": "Fire // Ice是连体牌：每一半都有自己的法术力费用",
                    "zh-Hant": "Fire // Ice是分割牌：每一半都有自己的法術力費用"},
}


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("name", list(MISFITS))
def test_a_card_that_does_not_fit_gets_its_message_in_each_language(name, lang):
    e = x_explorer(lang=lang, card="Walking Ballista", pool="CCCC", x=2)
    before, shown = e.answers, e.shown_html()
    typed(e, name)
    assert MISFITS[name][lang] in e.message
    assert e.answers == before and e.shown_html() == shown and e.stale
    assert e.card.value == "Walking Ballista" and name not in e.card._options_values
    if lang == "en":
        assert not CJK.search(e.message) and not PYTHON_IN_TEXT.search(e.message)
    else:
        assert chinese(e.message), e.message
    assert not e.unexpected


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_a_card_without_x_shows_its_cost_and_says_x_is_not_in_it(lang):
    bolt = mr.card("Lightning Bolt")
    e = typed(x_explorer(lang=lang, x=0), "閃電擊" if lang == "zh-Hant" else "Lightning Bolt")
    assert e.message == "" and e.card.value == "Lightning Bolt" and e.cost.value == "{R}"
    assert e.answers["legal X"] == list(mr.x_range(bolt.mana_cost)) == [0]
    assert e.answers["total cost"] == str(mr.total_cost(bolt.mana_cost, x=0)) == "{R}"
    assert e.answers["mana value"]["hand"] == mr.mana_value_in_zone(bolt.mana_cost, "hand")
    said = {"en": "X is not in the mana cost of Lightning Bolt, so the X announced changes "
                  "neither its total cost nor its mana value (107.3, 202.3e).",
            "zh-Hans": "闪电击的法术力费用中没有 X，所以宣告的 X 既不改变它的总费用，也不改变"
                       "它的法术力值（107.3、202.3e）。",
            "zh-Hant": "閃電擊的法術力費用中沒有 X，所以宣告的 X 既不改變它的總費用，也不改變"
                       "它的法術力值（107.3、202.3e）。"}[lang]
    assert said in e.shown_html()


def test_the_any_card_box_is_labelled_in_each_language_and_offers_the_examples():
    for lang, label, example in (("en", "any card", "Fireball"),
                                 ("zh-Hans", "任意牌", "火球（Fireball）"),
                                 ("zh-Hant", "任一張牌", "火球（Fireball）")):
        e = x_explorer(lang=lang)
        assert e.search.description == label and example in e.search.options
        assert e.search.value == "" and e.search.continuous_update is False
        typed(e, example)                     # an offered example is a dropdown card
        assert e.message == "" and e.card.value == "Fireball"


def test_english_output_unchanged_by_the_box_until_it_is_used():
    e = x_explorer()
    shown, options = e.shown_html(), e.card.options
    typed(e, "")                              # an empty box changes nothing
    assert e.shown_html() == shown and e.card.options == options and e.message == ""
    typed(typed(e, "Banefire"), "")
    assert e.answers["card"] == "Banefire" and e.message == ""


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_drive_the_explorer_after_a_typed_card(lang):
    e = typed(x_explorer(lang=lang), "Torment of Hailfire")
    assert drive(e) > 40
    assert not e.unexpected


@pytest.mark.parametrize("number", [1, 2, 3, 4])
@pytest.mark.parametrize("lang, words", [("en", "40,000 digits is too large"),
                                          ("zh-Hans", "40,000 位的数字太大"),
                                          ("zh-Hant", "40,000")])
def test_F4_a_number_of_thousands_of_digits_is_refused_in_the_learners_language(
        number, lang, words):
    feedback = exercises.check(number, "1" * 40000, lang=lang)
    assert feedback.right is False and words in feedback.why and len(feedback.why) < 200
    box = exercises.box(number, lang=lang)
    box.answer.value = "1" * 5000
    assert box.unexpected == [] and box.feedback_given.right is False


def test_F4_exercise_1_reads_long_answers_in_linear_time():
    from tests.bounded import finishes

    # 40,000 digits took 24 s; these spread the same digits over many short numbers
    out = finishes("from widgets.x_values import exercises\n"
                   "for text in ('1 ' * 100_000, '-1x' * 100_000 + 'stack', '9' * 15 + 'a' * 200_000):\n"
                   "    print(exercises.check(1, text).right)")
    assert out == "False\nFalse\nFalse\n"
