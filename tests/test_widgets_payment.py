"""Tests for the payment explorer and the exercise checks of notebook 03."""

from __future__ import annotations

import pytest

import mtgrules as mr
from widget_driver import drive
from widgets import payment_explorer
from widgets.payment import (
    check_exercise_1,
    check_exercise_2,
    check_exercise_3,
    check_exercise_4,
    ways_by_life,
)


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


def test_too_many_to_list_shows_counts_and_a_note():
    e = payment_explorer("{6}", "WWWWUUUUBBBBRRRRGGGG", limit=50)
    n = mr.count_spends("{6}", mr.ManaPool("WWWWUUUUBBBBRRRRGGGG"))
    assert n > 50
    assert e.spends_table is None and e.counts["spends"] == n
    assert e.message == "" and "too many to list" in e.shown_html()
    assert e.announcements_table is not None


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


def test_exercise_1():
    n = mr.count_announcements(mr.card("Boros Reckoner").mana_cost)
    assert check_exercise_1(None).right is None
    assert check_exercise_1(n).right is True
    assert check_exercise_1(8).right is False and "distinct" in check_exercise_1(8).why
    assert check_exercise_1(3).right is False


def test_exercise_2():
    lives = {s.life for s in mr.spends(mr.card("Dismember").mana_cost, mr.ManaPool("BB"), life=3)}
    (right,) = lives
    assert check_exercise_2(None).right is None
    assert check_exercise_2(right).right is True
    assert check_exercise_2(4).right is False and "119.4" in check_exercise_2(4).why
    assert check_exercise_2(0).right is False


def test_exercise_3():
    from widgets.payment import EXERCISE_3_CARDS

    pool = mr.ManaPool("UUU")
    right = {n for n in EXERCISE_3_CARDS
             if mr.can_pay(mr.card(n).mana_cost, pool, life=20, can_lose_life=False)}
    assert right == {"Gitaxian Probe", "Mental Misstep"}
    assert check_exercise_3(None).right is None
    assert check_exercise_3(right).right is True
    assert check_exercise_3(set(EXERCISE_3_CARDS)).right is False
    assert check_exercise_3({"Lightning Bolt"}).right is False
    assert check_exercise_3(42).right is False


def test_exercise_4():
    assert check_exercise_4(None).right is None
    assert check_exercise_4("WWUU").right is True
    assert check_exercise_4("WWWW").right is True
    assert check_exercise_4("WUUU").right is False
    assert check_exercise_4("WWW").right is False  # 3 mana, not 4
    assert check_exercise_4("WQ").right is False
    assert "Right" in repr(check_exercise_4("WWGG"))
    assert "✔" in check_exercise_4("WWGG")._repr_html_()


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
    for name in ("count_announcements", "count_spends", "announcements", "spends", "can_pay"):
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
    assert calls == {"count_announcements": 1, "count_spends": 1, "announcements": 1,
                     "spends": 1, "can_pay": 1}  # no count per amount of life


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

    monkeypatch.setattr(mr, "spends", refused)
    e = payment_explorer("{2}{G/W}", "GGWWU")
    n = mr.count_spends("{2}{G/W}", mr.ManaPool("GGWWU"))
    assert 0 < n <= e.limit and e.spends_table is None and e.message == ""
    notes = " ".join(e.result.notes)
    assert "more than 500" not in notes and "too many to list" not in notes
    assert f"{n:,} spends, an exact count; they can't be listed here: listing spends" in notes
    assert "leaves out the spends" in notes
    assert list(e.figure_data.columns) == ["announcements"]
    assert "spends" not in e.figure_data and not e.unexpected


def test_A3_nothing_listed_gives_no_false_chart():
    e = payment_explorer("{1}{G/W}", "GW", limit=0)
    assert e.announcements_table is None and e.spends_table is None
    assert len(e.figure_data.columns) == 0
    html = e.shown_html()
    assert "none are listed here" in html and "no way to pay it" not in html


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
