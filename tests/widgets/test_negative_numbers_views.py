"""The negative-numbers explorer's view: plain values in, what it shows out, no widget built."""

from __future__ import annotations

import ast
import doctest
from pathlib import Path

import pytest

import mtgrules as mr
from widgets.negative_numbers import views


def test_views_module_imports_no_ipywidgets():
    tree = ast.parse(Path(views.__file__).read_text(encoding="utf-8"))
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
             for alias in node.names}
    names |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name.split(".")[0] == "ipywidgets" for name in names)


def test_docstring_example_runs():
    assert doctest.testmod(views, raise_on_error=False).failed == 0


def test_107_1b_chameleon_colossus_after_minus_six():
    v = views.view(power=4, toughness=4, changes="-6/-0", lang="en")
    assert str(v.creature) == "-2/4" and v.changes == ((-6, 0),)
    assert v.answers["combat damage"] == 0 and v.answers["raw number"] == -2
    assert v.current and all(len(row) == 2 for row in v.abilities_rows)
    assert [row[0] for row in v.kind_rows] == list(mr.EFFECT_KINDS)
    assert v.figure_rows[-1]["rules date"] == mr.rules_date("current")


def test_an_older_rules_date_gives_two_columns_and_shades_differences():
    v = views.view(power=-1, toughness=3, changes="", rules="2016-06-01", lang="en")
    assert not v.current and all(len(row) == 3 for row in v.abilities_rows)
    table = v.abilities
    assert len(table.columns) == 3 and table.row_styles
    assert "font-weight:bold" in v.table.row_styles[list(mr.EFFECT_KINDS).index(v.effect)]


def test_summary_and_chart_come_from_the_view():
    v = views.view(power=2, toughness=2, changes="-5/-0, +1/+1", lang="en")
    html = views.summary_html(v)
    assert "<b>-2/3</b>" in html and "-5/-0 then +1/+1" in html
    assert v.chart.svg.startswith("<svg")


def test_view_speaks_the_language_asked_for():
    v = views.view(lang="zh-Hant")
    assert v.lang == "zh-Hant" and v.table.columns[0] != "effect kind"


def test_bad_changes_raise_the_librarys_error():
    with pytest.raises(mr.NumberError, match="not of the form"):
        views.view(changes="-5", lang="en")


@pytest.mark.parametrize("typed", ["-6/-0，+3/+0", "-6/-0、+3/+0", "-6/-0；+3/+0",
                                   "－６／－０，＋３／＋０", "-6/-0　+3/+0"])
def test_F12_changes_typed_the_chinese_way(typed):
    assert views.parse_changes(typed) == [(-6, 0), (3, 0)]


def test_F12_the_chinese_explorer_reads_the_comma_its_message_asks_for():
    from widgets import numbers_explorer

    e = numbers_explorer(lang="zh-Hans")
    e.changes.value = "-6/-0，+3/+0"
    assert e.message == ""
