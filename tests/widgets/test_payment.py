"""Tests for the payment explorer and the exercise checks of notebook 03."""

from __future__ import annotations

import re

import ipywidgets as w
import pytest

import mtgrules as mr
from tests.widget_driver import drive
from widgets._common import control_settings
from widgets import payment_explorer
from widgets.payment import exercises, ways_by_life


def test_defaults_show_dismember_from_the_pool():
    e = payment_explorer()
    assert e.message == "" and not e.unexpected
    cost, pool = mr.parse_cost("{1}{B/P}{B/P}"), mr.ManaPool("BBWU")
    assert e.counts == {"announcements": mr.count_announcements(cost, life=20),
                        "spends": mr.count_spends(cost, pool, life=20)}
    assert list(e.announcements_table["cost"]) == [str(a.cost) for a in mr.announcements(cost)]
    assert sorted(e.spends_table["mana taken"]) == sorted(s.mana for s in mr.spends(cost, pool))
    html = e.shown_html()
    assert "Announcements (601.2b): 3 distinct ways" in html
    assert cost._repr_html_() in html  # the cost drawn as symbols


def test_drive_defaults():
    e = payment_explorer()
    assert drive(e) > 40
    assert not e.unexpected


def test_drive_non_default_state():
    e = payment_explorer("{X}{S}{C/W}{G/P}", "CWG", snow="G", life=1, cant_lose_life=True,
                         x=2, sort_by="mana paid, most first", chart="mana paid per announcement")
    cost, pool = mr.parse_cost("{X}{S}{C/W}{G/P}"), mr.ManaPool("CWG", snow="G")
    assert e.counts["spends"] == mr.count_spends(cost, pool, x=2, life=1, can_lose_life=False)
    assert drive(e) > 40
    assert not e.unexpected


def test_card_dropdown_sets_the_cost_and_typing_clears_the_card():
    e = payment_explorer(card="Reaper King")
    assert e.cost.value == "{2/W}{2/U}{2/B}{2/R}{2/G}"
    assert e.counts["announcements"] == mr.count_announcements(e.cost.value, life=20) == 32
    e.cost.value = "{G/W}{G/W}"
    assert e.card.value == ""
    assert list(e.announcements_table["cost"]) == ["{W}{W}", "{W}{G}", "{G}{G}"]


def test_symbol_buttons_append_and_clear_empties():
    e = payment_explorer("")
    e.symbol_buttons["{W/P}"].click()
    e.symbol_buttons["{W/P}"].click()
    assert e.cost.value == "{W/P}{W/P}"
    assert sorted(e.announcements_table["life"]) == [0, 2, 4]
    e.clear_button.click()
    assert e.cost.value == "" and e.counts == {"announcements": 0, "spends": 0}
    assert "118.6" in e.shown_html()


@pytest.mark.parametrize("life, expected", [(20, 3), (4, 3), (3, 2), (1, 1)])
def test_dismember_life_totals(life, expected):
    e = payment_explorer("{1}{B/P}{B/P}", "", life=life)
    assert e.counts["announcements"] == expected
    assert e.counts["announcements"] == mr.count_announcements("{1}{B/P}{B/P}", life=life)


def test_cant_lose_life_leaves_only_mana():
    e = payment_explorer("{U/P}", "U")
    assert set(e.spends_table["life"]) == {0, 2}
    e.cant_lose_life.value = True
    assert list(e.spends_table["life"]) == [0]
    assert list(e.figure_data.index) == [0]


def test_the_spends_table_says_what_is_left_in_the_pool():
    """106.4a: the mana left after each spend, the snow part marked, "none" when empty."""
    e = payment_explorer("{1}{W}", "WWU")
    assert list(e.spends_table["left in pool"]) == ["W", "U"]
    assert "left in the pool (106.4a)" in e.shown_html()
    e.pool["U"].value = 0
    assert list(e.spends_table["left in pool"]) == [""] and ">none<" in e.shown_html()
    e.snow["G"].value = 1
    assert sorted(e.spends_table["left from snow"]) == ["", "G"]   # the snow G taken, or left
    hans = payment_explorer("{1}{W}", "WWU", lang="zh-Hans")
    assert "法术力池中剩下的（106.4a）" in hans.shown_html()


def test_snow_and_colorless_symbols():
    e = payment_explorer("{S}", "WUBRG")
    assert e.counts["spends"] == 0
    e.snow["G"].value = 1
    assert list(e.spends_table["from snow"]) == ["G"]
    e.cost.value = "{C}"
    assert e.counts["spends"] == 0  # colored mana can't pay {C} (107.4c)
    e.pool["C"].value = 1
    assert list(e.spends_table["mana taken"]) == ["C"]


def test_sort_by_orders_rows():
    e = payment_explorer("{2/W}{2/W}{2/W}", "WWWWWW")
    e.sort_by.value = "mana paid, most first"
    assert list(e.announcements_table["cost"]) == ["{6}", "{4}{W}", "{2}{W}{W}", "{W}{W}{W}"]
    e.sort_by.value = "mana paid, least first"
    assert list(e.announcements_table["mana"]) == [3, 4, 5, 6]


def test_life_chart_numbers_match_the_tables():
    e = payment_explorer("{2}{B/P}{B/P}{G/P}", "BBGGC", life=20)
    data = e.figure_data
    assert data["announcements"].sum() == e.counts["announcements"]
    assert data["spends"].sum() == e.counts["spends"]
    for life, row in data.iterrows():
        assert row["spends"] == (e.spends_table["life"] == life).sum()
    direct = ways_by_life("{2}{B/P}{B/P}{G/P}", mr.ManaPool("BBGGC"), life=20)
    assert direct.equals(data)


def test_too_many_to_list_shows_the_first_ones_and_says_how_many():
    pool = mr.ManaPool("WWWWUUUUBBBBRRRRGGGG")
    e = payment_explorer("{6}", pool, limit=50)
    n = mr.count_spends("{6}", pool)
    assert n > 50 and e.counts["spends"] == n
    # the first 50 in the library's order, and a caption and a note that say so
    assert list(e.spends_table["mana taken"]) == [s.mana for s in mr.spends("{6}", pool)[:50]]
    html = e.shown_html()
    assert e.message == "" and f"the first 50 of {n:,} distinct ways" in html
    assert f"The table lists the first 50 of {n:,} spends" in html
    assert e.announcements_table is not None


def test_the_walkthrough_cost_lists_its_first_500_announcements():
    e = payment_explorer("{X}" + "{2/W}{G/U/P}{B/P}{W/U}" * 9 + "{R}{G}{1}", "", life=20)
    assert e.message == "" and not e.unexpected and e.counts["announcements"] == 43_000
    listed = e.announcements_table
    first = mr.announcements(e.result.cost, life=20, limit=None)[:500]
    assert list(listed["cost"]) == [str(a.cost) for a in first]
    assert "the first 500 of 43,000 distinct ways" in e.shown_html()


def test_bad_cost_shows_message_and_keeps_last_result():
    e = payment_explorer("{G/W}{G/W}", "GW")
    before = e.announcements_table.copy()
    shown = e.shown_html()
    e.cost.value = "{G/W}{Q}"
    assert "{Q}" in e.message and not e.unexpected
    assert "color:#b00020" in e.message_line.value
    assert e.announcements_table.equals(before) and e.shown_html() == shown
    e.cost.value = "{G}"
    assert e.message == "" and list(e.announcements_table["cost"]) == ["{G}"]


def test_bad_initial_state_raises_input_errors():
    with pytest.raises(mr.ManaPoolError):
        payment_explorer(pool="WQ")
    with pytest.raises(mr.ChoiceError):
        payment_explorer(sort_by="price")
    with pytest.raises(mr.ChoiceError):
        payment_explorer(card="Black Lotus")


def test_repr_is_short_and_stable():
    e = payment_explorer()
    assert repr(e) == ("PaymentExplorer(cost='{1}{B/P}{B/P}', pool='WUBB', life=20, "
                       "can_lose_life=True, x=0)")


def test_set_pool_sets_every_count_and_redraws_once():
    e = payment_explorer("{1}{G/W}", "")
    redraws = []
    e.output.observe(lambda change: redraws.append(1), names="outputs")
    e.set_pool("GGW", snow="C")
    assert [e.pool[t].value for t in "WUBRGC"] == [1, 0, 0, 0, 2, 0]
    assert [e.snow[t].value for t in "WUBRGC"] == [0, 0, 0, 0, 0, 1]
    pool = mr.ManaPool("GGW", snow="C")
    assert e.counts["spends"] == mr.count_spends("{1}{G/W}", pool, life=20)
    assert 0 < len(redraws) <= 1 + len(e.output.outputs)  # one redraw: cleared, then appended


# --- reliability findings ------------------------------------------------------------------

@pytest.fixture
def calls(monkeypatch):
    """How often each payment function of the library is called (by name)."""
    made: dict[str, int] = {}
    for name in ("count_announcements", "count_spends", "count_by_life", "announcements",
                 "spends", "first_announcements", "first_spends", "can_pay"):
        real = getattr(mr, name)

        def counted(*args, _real=real, _name=name, **kwargs):
            made[_name] = made.get(_name, 0) + 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(mr, name, counted)
    return made


def test_A1_one_update_lists_and_counts_each_kind_once(calls):
    e = payment_explorer("{2}{B/P}{B/P}{G/P}", "BBGGC", life=20)
    calls.clear()
    e.cost.value = "{2}{B/P}{W/P}{G/P}{U/P}"
    assert e.message == "" and not e.unexpected
    # one count by life paid for each kind of way (counts and chart), no count per amount
    assert calls == {"count_by_life": 2, "first_announcements": 1, "first_spends": 1,
                     "can_pay": 1}


@pytest.mark.parametrize("cost, pool, life", [
    ("{2}{B/P}{B/P}{G/P}", "BBGGC", 20),
    ("{W/P}{W/U/P}{2/B}{G/P}{X}", "WWBBG", 5),
    ("{R/P}{R/P}{R/P}", "", 20),
])
def test_A1_life_chart_from_the_lists_matches_the_counts(cost, pool, life):
    e = payment_explorer(cost, pool, life=life)
    data = e.figure_data
    for kind, count in (("announcements", mr.count_announcements),
                        ("spends", lambda c, **o: mr.count_spends(c, mr.ManaPool(pool), **o))):
        upto = 0
        for paid in range(life + 1):
            upto += int(data[kind].get(paid, 0))
            assert upto == count(cost, life=paid), (kind, paid)


def test_A3_note_never_claims_a_false_limit(monkeypatch):
    e = payment_explorer("{6}", "WWWWUUUUBBBBRRRRGGGG", limit=50)
    for note in e.result.notes:  # "N spends: too many to list here (more than M)": N > M
        if "more than" in note:
            n, most = (int(t.replace(",", "")) for t in
                       (note.split()[0], note.split("more than ")[1].split(")")[0]))
            assert n > most

    # a small count whose listing the library still refuses: the note says why, truly
    def refused(*args, **kwargs):
        raise mr.LimitExceededError("listing spends needs more than 2,000,000 partial "
                                    "payments; use a smaller cost or pool")

    monkeypatch.setattr(mr, "first_spends", refused)
    e = payment_explorer("{2}{G/W}", "GGWWU")
    n = mr.count_spends("{2}{G/W}", mr.ManaPool("GGWWU"))
    assert 0 < n <= e.limit and e.spends_table is None and e.message == ""
    notes = " ".join(e.result.notes)
    assert "more than 500" not in notes and "too many to list" not in notes
    assert f"{n:,} spends, an exact count; listing them would take too long here" in notes
    assert "partial payments" not in notes  # the library's words stay out of the explorer
    # the chart counts, so it still covers the spends that weren't listed
    assert list(e.figure_data.columns) == ["announcements", "spends"]
    assert e.figure_data["spends"].sum() == n and not e.unexpected


def test_A3_nothing_listed_still_charts_the_counts():
    e = payment_explorer("{1}{G/W}", "GW", limit=0)
    assert e.announcements_table is None and e.spends_table is None
    assert dict(e.figure_data["announcements"]) == mr.count_by_life("{1}{G/W}", life=20)
    assert dict(e.figure_data["spends"]) == mr.count_by_life("{1}{G/W}", mr.ManaPool("GW"),
                                                             life=20)
    html = e.shown_html()
    assert "too many to list here" in html and "no way to pay it" not in html


def test_P10_negative_limit():
    with pytest.raises(mr.NumberError, match="limit=-1: expected a whole number 0 or more"):
        payment_explorer(limit=-1)
    for bad in ("5", None, 2.5, True):
        with pytest.raises(mr.RulesInputError):
            payment_explorer(limit=bad)


@pytest.mark.parametrize("arguments, control, value", [
    (dict(life=250), "life", 250),
    (dict(life=-3), "life", -3),
    (dict(x=50, cost="{X}{B/P}"), "x", 50),
])
def test_A17_factory_arguments_not_clamped(arguments, control, value):
    e = payment_explorer(**arguments)
    assert e.message == "" and not e.unexpected
    assert getattr(e, control).value == value and getattr(e.result, control) == value


def test_A17_the_largest_pool_is_kept_exactly():
    e = payment_explorer("{1}", "W" * 12, snow="G" * 6)
    assert e.pool_value() == mr.ManaPool("W" * 12, snow="G" * 6)


@pytest.mark.parametrize("arguments, words", [
    (dict(pool="W" * 13), "at most 12 W in the pool, not 13"),
    (dict(snow="G" * 9), "at most 6 G from snow sources, not 9"),
    (dict(pool=mr.ManaPool("", snow="UUUUUUU")), "at most 6 U from snow sources, not 7"),
    (dict(x=-1), "x=-1"),
    (dict(x=2.5), "x=2.5"),
    (dict(life=2.5), "life=2.5"),
])
def test_A17_factory_arguments_out_of_range_are_refused(arguments, words):
    with pytest.raises(mr.RulesInputError, match=words.replace("+", r"\+")):
        payment_explorer(**arguments)


def test_A17_set_pool_refuses_a_pool_the_boxes_cannot_hold():
    e = payment_explorer("{1}", "GG")
    with pytest.raises(mr.ManaPoolError, match="at most 12"):
        e.set_pool("W" * 13)
    assert str(e.pool_value()) == "GG" and e.counts["spends"] == 1


@pytest.mark.parametrize("arguments, error", [
    (dict(sort_by="price"), mr.ChoiceError),
    (dict(chart="pie"), mr.ChoiceError),
    (dict(card="Black Lotus"), mr.ChoiceError),
    (dict(cant_lose_life="no"), mr.ChoiceError),
    (dict(cost=5), mr.ManaCostError),
    (dict(pool=5), mr.ManaPoolError),
    (dict(snow=["G"]), mr.ManaPoolError),
])
def test_B3_bad_choice_is_choice_error(arguments, error):
    from traitlets import TraitError

    with pytest.raises(error) as raised:
        payment_explorer(**arguments)
    assert not isinstance(raised.value, TraitError)


@pytest.mark.parametrize("typed", ["{" + "9" * 5000 + "}", "{1}{" + "9" * 5000 + "}{W}",
                                   "9" * 5000])
def test_A5_huge_number_in_the_cost_box(typed):
    e = payment_explorer("{1}{G/W}", "GW")
    shown = e.shown_html()
    e.cost.value = typed
    assert "5,000 digits is too large" in e.message or "at most" in e.message
    assert "Something went wrong" not in e.message and not e.unexpected
    assert e.shown_html() == shown


def test_P1_messages_are_one_short_line():
    e = payment_explorer("{1}")
    e.cost.value = "{W}" * 100_000 + "W"
    assert e.message and len(e.message) <= 300 and not e.unexpected


@pytest.mark.parametrize("n", [20, 40, 100])
def test_A1_explorer_says_more_than_n_instead_of_freezing(n):
    import random

    symbols = ["{W/U}", "{U/B}", "{2/W}", "{2/G}", "{C/R}", "{W/P}", "{B/G/P}", "{R/W/P}", "{G/U}"]
    cost = "".join(random.Random(n).choice(symbols) for _ in range(n))
    e = payment_explorer()
    e.set_pool("WUBRGC" * 12, "WUBRGC" * 6)
    e.cost.value = cost
    assert not e.message
    counts = e.counts
    notes = " ".join(e.result.notes)
    for kind in ("announcements", "spends"):
        if counts[kind] is None:
            assert f"{kind}; counting them all would take too long" in notes \
                or f"too many {kind} to count here" in notes
    if counts["announcements"] is None and "more than" in notes:
        shown = int(notes.split("more than ")[1].split(" ")[0].replace(",", ""))
        with mr.payment.limits(states=10**7, work=10**9):
            assert mr.count_announcements(cost) > shown if n == 20 else True


def test_ways_by_life_counts_ways_too_many_to_list():
    # more spends than the explorer lists: counted by life paid, never listed
    from widgets.payment import DEFAULT_LIMIT

    cost, pool = "{W/P}{U/P}{B/P}{R/P}{G/P}{2/W}" * 3, mr.ManaPool("WUBRGC" * 5)
    assert mr.count_spends(cost, pool, life=20) > DEFAULT_LIMIT
    table = ways_by_life(cost, pool, life=20)
    assert table.index.name == "life paid"
    assert list(table.columns) == ["announcements", "spends"]
    assert table["spends"].sum() == mr.count_spends(cost, pool, life=20)
    assert dict(table["spends"]) == mr.count_by_life(cost, pool, life=20)


# --- what the notebook's explorer cells used to check ---------------------------------------

def test_notebook_walk_life_card_sort():
    e = payment_explorer("{1}{B/P}{B/P}", "BBWU", life=20)
    assert e.counts == {"announcements": 3,
                        "spends": mr.count_spends("{1}{B/P}{B/P}", mr.ManaPool("BBWU"), life=20)}
    e.life.value = 3
    assert list(e.announcements_table["life"]) == [0, 2]
    e.cant_lose_life.value = True
    assert list(e.announcements_table["cost"]) == ["{1}{B}{B}"] and list(e.figure_data.index) == [0]
    e.card.value = "Spectral Procession"
    assert e.cost.value == "{2/W}{2/W}{2/W}" and e.counts["announcements"] == 4
    e.sort_by.value = "mana paid, most first"
    assert list(e.announcements_table["cost"]) == ["{6}", "{4}{W}", "{2}{W}{W}", "{W}{W}{W}"]
    assert "Announcements (601.2b): 4 distinct ways" in e.shown_html()

    e.clear_button.click()
    for symbol in ("{W/U}", "{W}"):
        e.symbol_buttons[symbol].click()
    e.set_pool("WU")                              # all counts at once, one redraw
    assert [e.pool[t].value for t in "WUBRGC"] == [1, 1, 0, 0, 0, 0]
    assert e.cost.value == "{W/U}{W}" and list(e.spends_table["mana taken"]) == ["WU"]
    e.cost.value = "{W/U}{Q}"                     # a typo: message in place, last result kept
    assert "{Q}" in e.message and list(e.spends_table["mana taken"]) == ["WU"] and not e.unexpected
    e.cost.value = "{S}"
    assert e.counts["spends"] == 0
    e.snow["G"].value = 1
    assert list(e.spends_table["from snow"]) == ["G"] and e.message == ""


# --- what a learner reads -------------------------------------------------------------------

PYTHON_IN_TEXT = re.compile(r"=\s*['\"\w]|\(\)|\bNone\b")


def _words_shown(e) -> str:
    """Every text the explorer shows: the message line, notes, captions and titles."""
    import html

    return html.unescape(re.sub(r"<[^>]+>", " ", e.message_line.value + " "
                                + re.sub(r"<style.*?</style>", "", e.shown_html(), flags=re.S)))


@pytest.mark.parametrize("arguments", [
    dict(),
    dict(cost="{2}" + "{W/P}" * 10 + "{G/U}" * 10 + "{2/B}" * 10, life=40),
    dict(cost="{6}", pool="WWWWUUUUBBBBRRRRGGGG", limit=50),
    dict(cost="{X}{R}", pool="WUBB"),
])
def test_every_message_speaks_the_game(arguments):
    e = payment_explorer(**arguments)
    seen = set()
    for control, value in control_settings(e):
        control.value = value
        shown = _words_shown(e)
        for line in (e.message, *(e.result.notes if e.result else ())):
            seen.add(line)
            assert not PYTHON_IN_TEXT.search(line), (control.description, value, line)
        assert "limit=" not in shown and "count_" not in shown and "ⓘ" not in shown
    assert not e.unexpected
    assert any("{Q}" in line for line in seen)  # a typo does get its message


def test_notes_are_marked_in_words():
    e = payment_explorer("{6}", "WWWWUUUUBBBBRRRRGGGG", limit=50)
    html = e.shown_html()
    assert "<b>Note:</b>" in html and "ⓘ" not in html


def test_large_counts_read_as_words():
    from widgets.payment import readable_count, short_cost

    assert readable_count(4_842_149) == "4.8 million"
    assert readable_count(43_000) == "43,000" and readable_count(2 * 10**9) == "2 billion"
    long_cost = "{X}" + "{2/W}{G/U/P}{B/P}{W/U}" * 9 + "{R}{G}{1}"
    assert len(short_cost(long_cost)) < 60 and "40 symbols" in short_cost(long_cost)


@pytest.mark.parametrize("cost, pool, expected", [
    ("{X}{R}", "WUBB", "this pool can't pay it"),
    ("{1}{B/P}{B/P}", "BBB", "most spends (1) pay 0 or 2 life"),
    ("{G}", "G", "every one of the spends pays with mana only"),
])
def test_life_chart_title_tells_the_truth(cost, pool, expected):
    from widgets.payment import _life_finding

    e = payment_explorer(cost, pool, life=3)
    assert expected in _life_finding(e.result.by_life, cost)


def test_symbol_buttons_sit_in_two_rows_that_fit():
    e = payment_explorer()
    rows = [c for c in e.children if isinstance(c, w.HBox)
            and any(isinstance(b, w.Button) for b in c.children)]
    assert len(rows) == 2
    plain, choice = rows
    assert all("/" not in b.description for b in plain.children if isinstance(b, w.Button))
    assert e.clear_button in choice.children
    for row in rows:  # at most about 900 px: labels of 90 px and buttons a few ch wide
        widths = [int(b.layout.width[:-2]) for b in row.children
                  if isinstance(b, w.Button) and b.layout.width.endswith("ch")]
        assert sum(widths) * 9 + 90 < 900
    assert e.card.layout.width.startswith("calc(")  # as wide as the longest card name


def test_explorer_stays_within_its_work_budget():
    from mtgrules.budget import LIMITS
    from widgets.payment import EXPLORER_WORK

    seen = []
    real = mr.count_by_life

    def spy(*args, **kwargs):
        seen.append(LIMITS.get()[1])
        return real(*args, **kwargs)

    e = payment_explorer()
    mr_count, mr.count_by_life = mr.count_by_life, spy
    try:
        e.cost.value = "{2}{W/P}{W/P}"
    finally:
        mr.count_by_life = mr_count
    assert seen and all(work == EXPLORER_WORK for work in seen)


# --- the exercises (what the notebook's check cells asserted) -------------------------------

def test_exercises_judge_with_the_library():
    from widgets.payment import EXERCISE_3_CARDS

    reckoner = mr.count_announcements(mr.card("Boros Reckoner").mana_cost)
    assert exercises.check(1, reckoner).right is True
    assert exercises.check(1, 8).right is False and "distinct" not in exercises.check(1, 8).why
    (life,) = {s.life for s in mr.spends(mr.card("Dismember").mana_cost, mr.ManaPool("BB"),
                                         life=3)}
    assert exercises.check(2, life).right is True
    assert exercises.check(2, 4).right is False and "119.4" in exercises.check(2, 4).why
    castable = {n for n in EXERCISE_3_CARDS
                if mr.can_pay(mr.card(n).mana_cost, mr.ManaPool("UUU"), life=20,
                              can_lose_life=False)}
    assert exercises.check(3, castable).right is True
    assert exercises.check(3, set(EXERCISE_3_CARDS)).right is False
    for pool in ("WWUU", "WWWW", "WWGG"):
        assert exercises.check(4, pool).right is True
    for pool in ("WUUU", "WWW", "WQ"):
        assert exercises.check(4, pool).right is False
    assert "Right" in repr(exercises.check(4, "WWGG"))
    assert "✔" in exercises.check(4, "WWGG")._repr_html_()


def test_exercise_feedback_gives_no_answer_away():
    # a wrong answer never lists the announcements, the spend, or a card's verdict
    for wrong in (8, 3, 2):
        assert "{R}{R}{R}" not in exercises.check(1, wrong).why
    for wrong in (0, 4, 3):
        assert "B and B" not in exercises.check(2, wrong).why
    for card in ("Gut Shot", "Birthing Pod", "Tezzeret's Gambit"):
        assert card not in exercises.check(3, {"Gitaxian Probe", card}).why
    assert "WWWW" not in exercises.check(4, None).why and "WW" not in exercises[4].expects


def test_notebook_exercise_3_lists_the_cards_with_their_costs():
    import json
    from pathlib import Path

    from widgets.payment import EXERCISE_3_CARDS

    notebook = Path(__file__).resolve().parents[2] / "notebooks" / "03_hybrid_phyrexian_payment.ipynb"
    cells = ["".join(c["source"]) for c in json.loads(notebook.read_text())["cells"]]
    (question,) = [c for c in cells if c.startswith("**Exercise 3.**")]
    for name in EXERCISE_3_CARDS:
        assert f"{name} ({mr.card(name).mana_cost})" in question
    assert not any("test-only" in c for c in cells)


def test_life_chart_is_html_bars_with_readable_counts():
    cost = "{X}" + "{2/W}{G/U/P}{B/P}{W/U}" * 9 + "{R}{G}{1}"
    e = payment_explorer("{1}", "")
    e.cost.value = cost
    html = e.shown_html()
    assert "number of distinct ways" in html and "<img" not in html
    assert "(40 symbols)" in html and "43,000" in html
    e2 = payment_explorer("{X}{R}", "WUBB")
    import html as html_text

    assert "this pool can't pay it" in html_text.unescape(e2.shown_html())
    assert "every way pays with mana only" not in e2.shown_html()


# --------------------------------------------------------------------------- languages

from mtgrules.i18n import language  # noqa: E402
from widgets.payment import (  # noqa: E402
    CHARTS, EXERCISE_3_CARDS, PAYMENT_CARDS, SORTS, T, payment_view, readable_count, sort_rows,
    spend_text,
)

CHINESE = {
    # lang: (title start, cost label, a caption of the default explorer, a card, the note
    # for a pool the boxes can't hold)
    "zh-Hans": ("支付解说器", "费用", "宣告（601.2b）：3 种不同的方式", "幽灵行列",
                "解说器的法术力池中最多容纳 12 点 W"),
    "zh-Hant": ("支付解說器", "費用", "宣告（601.2b）：3 種不同的方式", "Spectral Procession",
                "解說器的法術力池最多只能放 12 點 W"),
}


def _has_chinese(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


@pytest.mark.parametrize("lang", sorted(CHINESE))
def test_explorer_in_chinese_shows_chinese_labels(lang):
    title, cost_label, caption, procession, _ = CHINESE[lang]
    e = payment_explorer(lang=lang)
    assert e.lang == lang and e.message == "" and not e.unexpected
    assert e.title.startswith(title) and e.cost.description == cost_label
    assert all(_has_chinese(c.description) for c in (e.card, e.life, e.cant_lose_life,
                                                     e.sort_by, e.chart, e.clear_button))
    # the dropdowns' labels are translated, their values stay English
    assert [value for _, value in e.sort_by.options] == list(SORTS)
    assert [value for _, value in e.chart.options] == list(CHARTS)
    assert all(_has_chinese(label) for label, _ in (*e.sort_by.options, *e.chart.options))
    assert dict((v, k) for k, v in e.card.options)["Spectral Procession"] == procession
    assert [value for _, value in e.card.options][1:] == list(PAYMENT_CARDS)
    html = e.shown_html()
    assert caption in html and "Announcements" not in html and "distinct way" not in html
    # what code reads is the same in every language
    english = payment_explorer(lang="en")
    assert e.counts == english.counts
    assert e.announcements_table.equals(english.announcements_table)
    e.sort_by.value = "mana paid, most first"
    e.chart.value = "mana paid per announcement"
    assert not e.unexpected and _has_chinese(e.shown_html())


@pytest.mark.parametrize("lang", sorted(CHINESE))
def test_explorer_in_chinese_translates_bad_input_messages(lang):
    *_, pool_note = CHINESE[lang]
    e = payment_explorer(lang=lang)
    shown = e.shown_html()
    e.cost.value = "{1}{B/P"
    with pytest.raises(mr.ManaCostError) as caught:
        mr.parse_cost("{1}{B/P")
    assert e.message and e.message == caught.value.translated(lang)[:1].upper() + \
        caught.value.translated(lang)[1:]
    assert e.shown_html() == shown   # the last good result stays
    e.cost.value = "{" + "9" * 30 + "}"   # a number too large for the cost box
    assert e.message.startswith(CHINESE[lang][1] + "：") and _has_chinese(e.message[3:])
    assert e.shown_html() == shown
    # this module's own messages are in the explorer's language
    with pytest.raises(mr.ManaPoolError, match=pool_note):
        e.set_pool("W" * 13)
    with pytest.raises(mr.ManaPoolError, match=pool_note):
        payment_explorer(pool="W" * 13, lang=lang)
    with pytest.raises(mr.ChoiceError) as caught:
        sort_rows([], "nope", lang=lang)
    assert _has_chinese(str(caught.value)) and "'nope'" in str(caught.value)


def test_explorer_without_lang_speaks_the_language_in_use():
    with language("zh-Hant"):
        e = payment_explorer()
    assert e.lang == "zh-Hant" and "宣告（601.2b）：3 種不同的方式" in e.shown_html()
    assert payment_explorer().lang == "en"


def test_english_is_unchanged():
    e = payment_explorer(lang="en")
    assert e.title == ("Payment explorer: every way to pay a cost (107.4, 601.2b, 601.2h, "
                       "119.4, 119.8)")
    assert e.cost.description == "cost" and e.clear_button.description == "clear the cost"
    assert e.shown_html() == payment_explorer().shown_html()
    html = e.shown_html()
    for words in ("Announcements (601.2b): 3 distinct ways, sorted by way (least life, then "
                  "least mana)", "Spends from the pool WUBB (601.2h): 8 distinct ways",
                  "<b>3</b> announcements · <b>8</b> spends from this pool · can pay:",
                  "most spends (3) pay 2 or 4 life", "number of distinct ways"):
        assert words in html, words
    assert [label for label, _ in e.sort_by.options] == list(SORTS)
    pool = mr.ManaPool("W", snow="G")
    spend = mr.spends("{1}{S}", pool)[0]
    assert spend_text(spend, "en") == str(spend)
    assert readable_count(4_842_149, "en") == "4.8 million"


@pytest.mark.parametrize("lang", sorted(CHINESE))
def test_tables_and_charts_in_chinese(lang):
    view = payment_view(mr.payment_table("{1}{S}", mr.ManaPool("W", snow="GG")), "x",
                        lang=lang).to_html()
    assert T("of it from snow sources", lang) in view and "of it from snow" not in view
    assert readable_count(4_842_149, lang) == ("484.2万" if lang == "zh-Hans" else "484.2萬")
    spend = mr.Spend(life=2, mana="WGG", snow="G")
    assert _has_chinese(spend_text(spend, lang)) and "life" not in spend_text(spend, lang)


@pytest.mark.parametrize("lang", sorted(CHINESE))
def test_exercises_answered_in_chinese_give_chinese_feedback(lang):
    reckoner = "波洛斯裁定师" if lang == "zh-Hans" else "波洛斯裁定師"
    assert exercises[1].question_in(lang).startswith(reckoner)
    assert "{R/W}{R/W}{R/W}" in exercises[1].question_in(lang)
    right = exercises.check(1, 4, lang=lang)
    assert right.right is True and _has_chinese(right.why) and "{W}{W}{R}" in right.why
    wrong = exercises.check(1, 8, lang=lang)
    assert wrong.right is False and _has_chinese(wrong.why)
    life = exercises.check(2, "2点生命" if lang == "zh-Hans" else "2 點生命", lang=lang)
    assert life.right is True and _has_chinese(life.why) and "from the pool" not in life.why
    # exercise 3 reads the official Chinese names, in either script, with Chinese commas
    names = exercises.check(3, "吉塔厦探刺，心灵失足", lang=lang)
    assert names.right is True and _has_chinese(names.why)
    missing = exercises.check(3, "吉塔廈探刺", lang=lang)
    assert missing.right is False and _has_chinese(missing.why)
    unknown = exercises.check(3, "闪电击", lang=lang)
    assert unknown.right is False and "闪电击" in unknown.why
    solution = exercises.show_solution(3, lang=lang)
    assert _has_chinese(solution.working) and "Gitaxian Probe" not in solution.answer
    assert exercises.check(4, "WWUU（两点白色）", lang=lang).right is True
    with language(lang):   # the language in use, as a translated notebook sets it
        assert _has_chinese(exercises[4].question) and _has_chinese(exercises[4].expects)
        assert _has_chinese(exercises.check(4, "WQ").why)


def test_exercises_judge_alike_in_every_language():
    for exercise in exercises:
        for answer in (*exercise.examples_of_right, *exercise.examples_of_wrong):
            verdicts = {lang: exercise.check(answer, lang=lang).right
                        for lang in ("en", "zh-Hans", "zh-Hant")}
            assert len(set(verdicts.values())) == 1, (exercise.number, answer, verdicts)
        assert exercise.check(exercise.examples_of_right[0], lang="en").right is True


def test_exercises_in_english_are_unchanged():
    assert exercises[3].question_in("en") == (
        "Your life total can't change. At 20 life with UUU in your pool, which of "
        f"{', '.join(EXERCISE_3_CARDS)} can you cast?")
    assert exercises[1].question_in("en") == ("Boros Reckoner costs {R/W}{R/W}{R/W}. How many "
                                              "distinct announcements does it have?")
    feedback = exercises.check(2, 2, lang="en")
    assert feedback.why == ("You pay 2 life: the only way is B and B from the pool, 2 life. Two "
                            "B pay {1} and one {B/P}; the other {B/P} takes 2 life (107.4f), "
                            "which a player at 3 life can pay (119.4).")
    assert str(exercises.show_solution(4, lang="en")).startswith(
        "Exercise 4: WWBB (any 4 mana with at least 2 W). Each {2/W} takes one W")


# --- any real card, typed in English or official Chinese -------------------------------------

# Rakdos Cackler ({B/R}) is no card of the dropdown: typed by any of its names it is used
CACKLER = {"en": "Rakdos Cackler", "zh-Hans": "拉铎司咯笑魔", "zh-Hant": "拉鐸司咯笑魔"}


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("typed", sorted(CACKLER.values()))
def test_any_card_typed_by_any_of_its_names_puts_its_cost_in_the_cost_box(lang, typed):
    assert "Rakdos Cackler" not in PAYMENT_CARDS
    e = payment_explorer(lang=lang)
    assert e.any_card.description == {"en": "any card", "zh-Hans": "任意牌",
                                      "zh-Hant": "任一張牌"}[lang]
    e.any_card.value = typed
    assert e.message == "" and not e.unexpected
    assert e.cost.value == "{B/R}" == str(mr.card("Rakdos Cackler").mana_cost)
    assert e.card.value == ""        # the dropdown holds no such card
    assert e.counts == {"announcements": mr.count_announcements("{B/R}", life=20),
                        "spends": mr.count_spends("{B/R}", mr.ManaPool("BBWU"), life=20)}
    assert list(e.announcements_table["cost"]) == ["{B}", "{R}"]
    assert mr.parse_cost("{B/R}")._repr_html_() in e.shown_html()
    ways = {"en": "Announcements (601.2b): 2 distinct ways", "zh-Hans": "宣告（601.2b）：2 种",
            "zh-Hant": "宣告（601.2b）：2 種"}[lang]
    assert ways in e.shown_html()


def test_any_card_offers_the_examples_in_the_learners_script_and_syncs_the_dropdown():
    e = payment_explorer(lang="zh-Hans")
    assert "幽灵行列（Spectral Procession）" in e.any_card.options
    e.any_card.value = "幽灵行列（Spectral Procession）"   # an option, as offered
    assert e.cost.value == "{2/W}{2/W}{2/W}" and e.card.value == "Spectral Procession"
    assert e.counts["announcements"] == 4 and e.message == ""
    # choosing from the dropdown, or typing a cost, leaves the card box for another card
    e.card.value = "Dismember"
    assert e.any_card.value == "" and e.cost.value == "{1}{B/P}{B/P}"
    e.any_card.value = "Abandon Reason"
    assert e.cost.value == "{2}{R}" and e.card.value == ""
    e.cost.value = "{G/W}"
    assert e.any_card.value == "" and e.card.value == ""
    assert list(e.announcements_table["cost"]) == ["{W}", "{G}"]


@pytest.mark.parametrize("lang, typed, suggestion", [
    ("en", "Rakdos Cakler", "'Rakdos Cackler'"),
    ("zh-Hans", "拉铎司笑魔", "'拉铎司咯笑魔' (Rakdos Cackler)"),
    ("zh-Hant", "拉鐸司笑魔", "'拉鐸司咯笑魔' (Rakdos Cackler)"),
])
def test_a_misspelt_card_gets_suggestions_in_its_script_and_keeps_the_last_result(
        lang, typed, suggestion):
    e = payment_explorer(lang=lang)
    e.any_card.value = "Abandon Reason"
    shown, cost = e.shown_html(), e.cost.value
    e.any_card.value = typed
    assert suggestion in e.message and not e.unexpected
    if lang != "en":   # the message's own words are in the explorer's language too
        assert ("没有名为" if lang == "zh-Hans" else "沒有名為") in e.message
    assert e.shown_html() == shown and e.cost.value == cost
    # the right name then clears the message, even though the cost box is unchanged
    e.any_card.value = "Abandon Reason"
    assert e.message == "" and e.shown_html() == shown


NO_FIT = {
    # card: what the message says, in each language
    "Forest": {"en": "Forest is a land: it has no mana cost (202.1b)",
               "zh-Hans": "树林（Forest） 是地：它没有法术力费用（202.1b）",
               "zh-Hant": "樹林（Forest） 是地：它沒有法術力費用（202.1b）"},
    "Ancestral Vision": {"en": "Ancestral Vision has no mana cost (202.1b)",
                         "zh-Hans": "先人的预视（Ancestral Vision） 没有法术力费用（202.1b）",
                         "zh-Hant": "先人的預視（Ancestral Vision） 沒有法術力費用（202.1b）"},
    "Fire // Ice": {"en": "pays only that half's mana cost, {1}{R} or {1}{U} (709.3a)",
                    "zh-Hans": "只需支付该半边的法术力费用：{1}{R} 或 {1}{U}（709.3a）",
                    "zh-Hant": "只需支付該半邊的法術力費用：{1}{R} 或 {1}{U}（709.3a）"},
    "Wear // Tear": {"en": "or casts both halves fused and pays both, {1}{R}{W} (702.102c)",
                     "zh-Hans": "以融咒同时施放两个半边，并支付两者的费用：{1}{R}{W}（702.102c）",
                     "zh-Hant": "以融咒同時施放兩個半邊，並支付兩者的費用：{1}{R}{W}（702.102c）"},
}


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("card", sorted(NO_FIT))
def test_a_card_with_no_single_mana_cost_gets_its_message_and_keeps_the_result(card, lang):
    from widgets.payment import card_cost

    e = payment_explorer(lang=lang)
    shown = e.shown_html()
    e.any_card.value = card
    assert NO_FIT[card][lang] in e.message and not e.unexpected
    assert e.cost.value == "{1}{B/P}{B/P}" and e.shown_html() == shown
    if lang != "en":
        assert "cost" not in e.message and "Type" not in e.message
    else:
        assert e.message.endswith("cost box.") or e.message.endswith("has a mana cost.")
    with pytest.raises(mr.ManaCostError):
        card_cost(mr.card(card), lang)
    # a typed Chinese name of a land is refused the same way
    if card == "Forest":
        e.any_card.value = "樹林"
        assert NO_FIT[card][lang] in e.message


def test_drive_the_card_box_through_bad_names():
    e = payment_explorer()
    e.any_card.value = "Rakdos Cackler"
    assert drive(e) > 40 and not e.unexpected


# --- what an update keeps from the last ones (and never shows stale) ----------------------

BIG = "{X}" + "{2/W}{G/U/P}{B/P}{W/U}" * 9 + "{R}{G}{1}"   # the learner walkthrough's cost


def test_a_changed_x_changes_the_announcements_shown_though_their_count_is_kept():
    e = payment_explorer("{X}{1}{B/P}{B/P}", "")
    e.x.value = 3
    assert e.counts["announcements"] == mr.count_announcements("{X}{1}{B/P}{B/P}", x=3)
    assert list(e.announcements_table["cost"]) == [
        str(a.cost) for a in mr.announcements("{X}{1}{B/P}{B/P}", x=3, life=20)]
    assert 'title="{4}"' in e.shown_html()                 # drawn with X = 3
    e.x.value = 0
    assert list(e.announcements_table["cost"])[0] == "{1}{B}{B}"


def test_spends_too_many_to_count_stay_so_for_more_mana_and_are_counted_again_for_less():
    e = payment_explorer(BIG, "", x=5)
    e.pool["G"].value = 12
    for t in "WUBR":
        e.pool[t].value = 12
    assert e.counts["spends"] is None and "too long" in e.shown_html()
    e.pool["C"].value = 12                       # more mana: still too many, said at once
    assert e.counts["spends"] is None
    e.life.value = 40                            # more life: the same
    assert e.counts["spends"] is None
    for t in "WUBRGC":                           # less mana: counted again, exactly
        e.pool[t].value = 1
    pool = mr.ManaPool("WUBRGC")
    assert e.counts["spends"] == mr.count_spends(BIG, pool, x=5, life=40)


def test_106_4a_mana_left_in_the_pool_in_each_language():
    from widgets.payment import pool_text

    assert pool_text(mr.ManaPool("", snow="G"), "en") == "snow G"
    assert pool_text(mr.ManaPool("", snow="G"), "zh-Hans") == "雪境 G"
    assert pool_text("WG + snow G", "zh-Hant") == "WG + 雪境 G"
    table = mr.payment_table("{W}", mr.ManaPool("W", snow="G"))
    from widgets.payment import payment_view
    shown = payment_view(table, lang="zh-Hans").data
    assert list(shown.iloc[:, -1]) == ["雪境 G"]   # the W paid, the snow G left
