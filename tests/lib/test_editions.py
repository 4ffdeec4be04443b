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


# --- the history in three languages ---------------------------------------------------------

import re  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

from mtgrules.i18n import language  # noqa: E402

from tools import build_catalogs  # noqa: E402

CJK = re.compile(r"[\u4e00-\u9fff]")
# what may stay Latin in a Chinese sentence: mana symbols, rule numbers, X, and names
# (Duskmourn has no Chinese set name in the sources)
LATIN_WORD = re.compile(r"\b[A-Za-z]{2,}\b")
ALLOWED_LATIN = {"Duskmourn"}
SENTENCES = ("title", "before", "after", "source")
ENGLISH_COLUMNS = ["effective", "rules", "what changed", "before", "after", "source"]
HANS_COLUMNS = ["生效日期", "规则", "改了什么", "此前", "此后", "出处"]
HANT_COLUMNS = ["生效日期", "規則", "修改內容", "此前", "此後", "出處"]


def _facts(text: str) -> list[str]:
    """The numbers, dates, rule numbers and mana symbols a sentence states."""
    return sorted(re.findall(r"\{[^}]*\}|[0-9][0-9a-z./-]*[0-9a-z]|[0-9]", text))


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_each_change_in_chinese_keeps_its_facts(lang):
    for english in mr.RULES_CHANGES:
        change = english.translated(lang)
        assert (change.key, change.effective) == (english.key, english.effective)
        assert _facts(change.rules) == _facts(english.rules)
        assert change.in_force("current") and change.in_force(english.effective)
        for field in SENTENCES:
            text, original = getattr(change, field), getattr(english, field)
            assert CJK.search(text), (english.key, field, text)
            assert set(LATIN_WORD.findall(text)) <= ALLOWED_LATIN, (english.key, field, text)
            assert _facts(text) == _facts(original), (english.key, field, text)


def test_the_two_scripts_are_separate_translations():
    for english in mr.RULES_CHANGES:
        hans, hant = english.translated("zh-Hans"), english.translated("zh-Hant")
        for field in SENTENCES:
            assert getattr(hans, field) != getattr(hant, field), (english.key, field)
    assert editions.rules_change("rooms").translated("zh-Hans").title.startswith("房间")
    assert editions.rules_change("rooms").translated("zh-Hant").title.startswith("房間")
    assert "「" in editions.rules_change("107.1c-dividing").translated("zh-Hant").title
    assert "“" in editions.rules_change("107.1c-dividing").translated("zh-Hans").title


def test_card_names_are_the_official_chinese_ones():
    colossus, elf = mr.card("Chameleon Colossus"), mr.card("Bloodbraid Elf")
    removed = editions.rules_change("107.1b-otherwise-modifies-removed")
    cascade = editions.rules_change("cascade-resulting-spell")
    assert colossus.zh_hans in removed.translated("zh-Hans").after
    assert colossus.zh_hant in removed.translated("zh-Hant").after
    assert elf.zh_hans in cascade.translated("zh-Hans").source
    assert elf.zh_hant in cascade.translated("zh-Hant").source


def test_the_official_terms_are_used():
    hans = editions.rules_change("107.1b-tripling").translated("zh-Hans")
    hant = editions.rules_change("107.1b-tripling").translated("zh-Hant")
    assert "加两倍" in hans.title and "总生命" in hans.after and "防御力" in hans.after
    assert "變為三倍" in hant.title and "總生命" in hant.after and "防禦力" in hant.after
    colorless = editions.rules_change("colorless-symbol")
    assert "无色法术力" in colorless.translated("zh-Hans").after
    assert "無色法術力" in colorless.translated("zh-Hant").after
    cascade = editions.rules_change("cascade-resulting-spell")
    assert "倾曳" in cascade.translated("zh-Hans").title
    assert "傾曳" in cascade.translated("zh-Hant").title


def test_english_is_the_default_and_unchanged():
    change = editions.rules_change("split-combined")
    assert change.translated() is change and change.translated("en") is change
    assert change.translated("zh-Hant").translated("en") is change
    assert change.translated("zh-Hans").translated("zh-Hant") == change.translated("zh-Hant")
    assert mr.rules_changes() == mr.RULES_CHANGES == mr.rules_changes(lang="en")
    assert change.title == "Split cards have one combined set of characteristics off the stack"
    assert editions.rules_label(lang="en") == "current rules (2026-04-17)"


def test_unknown_language_is_a_choice_error():
    with pytest.raises(mr.ChoiceError, match="unknown language"):
        mr.rules_history_table(lang="fr")
    with pytest.raises(mr.ChoiceError, match="unknown language"):
        editions.rules_change("rooms").translated("zh")
    with pytest.raises(mr.ChoiceError, match="unknown language"):
        mr.rules_changes(lang="de")


@pytest.mark.parametrize("lang, columns", [("en", ENGLISH_COLUMNS), ("zh-Hans", HANS_COLUMNS),
                                           ("zh-Hant", HANT_COLUMNS)])
def test_history_table_in_each_language(lang, columns):
    english = mr.rules_history_table()
    table = mr.rules_history_table(lang=lang)
    assert list(table.columns) == columns == editions.history_columns(lang)
    assert list(table[columns[0]]) == list(english["effective"])  # dates as they are
    assert [_facts(r) for r in table[columns[1]]] == [_facts(r) for r in english["rules"]]
    assert list(table[columns[2]]) == [c.translated(lang).title for c in mr.RULES_CHANGES]
    for column in columns[2:]:
        assert all(CJK.search(text) for text in table[column]) is (lang != "en")
    in_2017 = mr.rules_history_table(since="2017-01-01", until="2017-12-31", lang=lang)
    assert list(in_2017[columns[0]]) == ["2017-04-28", "2017-07-14"]
    rule_1071b = table[table[columns[1]].str.contains("107.1b")]
    assert list(rule_1071b[columns[0]]) == ["2017-07-14", "2018-07-13", "2020-09-25",
                                            "2025-06-06"]


def test_none_is_the_language_in_use():
    with language("zh-Hant"):
        assert list(mr.rules_history_table(lang=None).columns) == HANT_COLUMNS
        assert mr.rules_changes(lang=None)[0].title == "無色法術力符號 {C} 加入規則"
        assert editions.rules_label(lang=None) == "現行規則（2026-04-17）"
        assert list(mr.rules_history_table().columns) == ENGLISH_COLUMNS  # default stays en
    with language("zh-Hans"):
        assert editions.rules_label("2016-06-01", lang=None) == "2016-06-01 的规则"


def test_rules_labels_in_chinese():
    assert editions.rules_label(lang="zh-Hans") == "现行规则（2026-04-17）"
    assert editions.rules_label("2016-06-01", lang="zh-Hant") == "2016-06-01 的規則"


def test_every_sentence_of_the_history_is_a_message():
    domain = next(d for d in build_catalogs.domains() if d.name == "mtgrules")
    ids = {m.id for m in build_catalogs.extract(domain) if m.id}
    for change in mr.RULES_CHANGES:  # every sentence of every change is a message
        assert {getattr(change, f) for f in SENTENCES} <= ids, change.key
    assert set(ENGLISH_COLUMNS) <= ids
