"""Rules versions: parsing rules=, the dated change points, and the history table."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest

import mtgrules as mr
from mtgrules import editions


def test_current_is_the_2026_04_17_text():
    assert mr.rules_date("current") == date(2026, 4, 17)
    assert mr.rules_date(" Current ") == date(2026, 4, 17)
    assert mr.rules_date() == mr.rules_date("current")


def test_iso_dates_and_date_objects():
    assert mr.rules_date("2016-06-01") == date(2016, 6, 1)
    assert mr.rules_date(date(2016, 6, 1)) == date(2016, 6, 1)
    assert mr.rules_date(datetime(2016, 6, 1, 12, 30)) == date(2016, 6, 1)


@pytest.mark.parametrize("bad", ["2016/06/01", "June 2016", "2016-6-1", "16-06-01", "", "now",
                                 "2016-06-01T00:00", 2016, None, 3.5])
def test_malformed_dates_name_the_expected_format(bad):
    with pytest.raises(mr.RulesDateError) as err:
        mr.rules_date(bad)
    assert "YYYY-MM-DD" in str(err.value) and "current" in str(err.value)
    assert isinstance(err.value, mr.RulesInputError) and isinstance(err.value, ValueError)


@pytest.mark.parametrize("bad", ["2016-13-01", "2017-02-30", "2016-00-10"])
def test_impossible_calendar_dates(bad):
    with pytest.raises(mr.RulesDateError, match="not a day of the calendar"):
        mr.rules_date(bad)


def test_dates_before_the_earliest_modeled_rules_are_refused_with_the_range():
    assert editions.EARLIEST == date(2013, 2, 1)
    mr.rules_date("2013-02-01")  # the first supported day
    for bad in ("2013-01-31", "2010-01-01", date(2000, 10, 2)):
        with pytest.raises(mr.RulesDateError) as err:
            mr.rules_date(bad)
        assert "2013-02-01" in str(err.value)


def test_dates_after_the_newest_known_text_use_the_current_rules():
    later = mr.rules_date("2030-01-01")
    for change in mr.RULES_CHANGES:
        assert mr.in_force(change.key, later) is mr.in_force(change.key, "current") is True


@pytest.mark.parametrize("key, first_day", [
    ("split-combined", date(2017, 4, 28)),                       # Amonkhet
    ("107.1b-otherwise-modifies-removed", date(2017, 7, 14)),    # Hour of Devastation
    ("107.1b-doubling-power", date(2018, 7, 13)),
    ("107.1c-dividing", date(2019, 7, 12)),
    ("hybrid-phyrexian", date(2022, 2, 18)),
    ("colorless-hybrid", date(2024, 9, 17)),
    ("rooms", date(2024, 9, 17)),
    ("107.1b-tripling", date(2025, 6, 6)),
])
def test_change_points_take_effect_on_their_day(key, first_day):
    day_before = first_day - timedelta(days=1)
    assert mr.in_force(key, first_day.isoformat()) is True
    assert mr.in_force(key, day_before.isoformat()) is False
    assert mr.in_force(key, "current") is True
    assert editions.rules_change(key).in_force(first_day) is True
    assert editions.rules_change(key).in_force(day_before) is False


def test_every_change_is_documented_and_within_the_supported_range():
    for change in mr.RULES_CHANGES:
        assert editions.EARLIEST < change.effective <= editions.CURRENT
        assert change.rules and change.before and change.after and change.source
        assert change.before != change.after


def test_rules_changes_are_oldest_first_and_filterable():
    changes = mr.rules_changes()
    assert [c.effective for c in changes] == sorted(c.effective for c in changes)
    assert {c.key for c in changes} == {c.key for c in mr.RULES_CHANGES}
    in_2017 = mr.rules_changes(since="2017-01-01", until="2017-12-31")
    assert [c.key for c in in_2017] == ["split-combined", "107.1b-otherwise-modifies-removed"]
    since_2024 = mr.rules_changes(since="2024-01-01")
    assert all(c.effective >= date(2024, 1, 1) for c in since_2024) and since_2024
    with pytest.raises(mr.RulesDateError):
        mr.rules_changes(since="last year")


def test_rules_history_table():
    table = mr.rules_history_table()
    assert list(table.columns) == ["effective", "rules", "what changed", "before", "after",
                                   "source"]
    assert len(table) == len(mr.RULES_CHANGES)
    assert list(table["effective"]) == sorted(table["effective"])
    assert table.iloc[0]["what changed"].startswith("The colorless mana symbol {C}")
    assert all(c.title and not c.title.islower() for c in mr.RULES_CHANGES)  # words, not keys
    assert len(mr.rules_history_table(until="2018-12-31")) == 4


def test_unknown_change_key_lists_the_keys():
    with pytest.raises(mr.ChoiceError) as err:
        mr.in_force("split cards", "current")
    assert "split-combined" in str(err.value) and "107.1b-tripling" in str(err.value)


def test_rules_label():
    assert editions.rules_label() == "current rules (2026-04-17)"
    assert editions.rules_label("2016-06-01") == "rules of 2016-06-01"
