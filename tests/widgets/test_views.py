"""The explorers' pure views (widgets/payment/views.py, widgets/split_cards/views.py): plain
values in, plain rows and a chart out, called without building an explorer; and their
modules import no ipywidgets (nor a module that does) when loaded."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import mtgrules as mr
from widgets import payment_explorer, split_explorer
from widgets._charts import Chart
from widgets.payment import views as payment_views
from widgets.split_cards import views as split_views

WIDGETS = Path(__file__).resolve().parents[2] / "widgets"
PURE = ["payment/views.py", "payment/tables.py", "split_cards/views.py", "split_cards/tables.py"]


@pytest.mark.parametrize("module", PURE)
def test_a_view_module_imports_no_ipywidgets_when_loaded(module):
    tree = ast.parse((WIDGETS / module).read_text())
    loaded = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    names = {a.name for n in loaded if isinstance(n, ast.Import) for a in n.names}
    froms = {(n.level, n.module or "") for n in loaded if isinstance(n, ast.ImportFrom)}
    assert not {"ipywidgets", "IPython", "pandas", "numpy", "matplotlib"} & names
    # of the widgets, only the SVG charts, the cards' names and this package's own pure modules
    assert {m for level, m in froms if level == 2} <= {"_charts", "_names"}
    assert {m for level, m in froms if level == 1} <= {"tables"}


# --- payment ------------------------------------------------------------------------------

def test_payment_view_counts_lists_and_charts_without_an_explorer():
    result = payment_views.view("{1}{B/P}{B/P}", mr.ManaPool("BBWU"), life=20)
    assert (result.announcement_count, result.spend_count, result.can_pay) == (3, 8, True)
    assert result.announcement_count == mr.count_announcements("{1}{B/P}{B/P}")
    assert [row["life"] for row in result.announcements_table] == [0, 2, 4]
    assert len(result.spends_table) == 8 and result.notes == []
    assert sum(result.by_life["spends"].values()) == 8
    bars = payment_views.chart_view(result, "ways by life paid", "en")
    assert isinstance(bars, str) and "life paid" in bars
    chart = payment_views.chart_view(result, "mana paid per announcement", "zh-Hans")
    assert isinstance(chart, Chart)


def test_payment_view_is_what_the_explorer_shows():
    explorer = payment_explorer("{2/W}{2/W}{2/W}", "WWUU", life=7, x=0)
    result = payment_views.view(mr.parse_cost("{2/W}{2/W}{2/W}"), mr.ManaPool("WWUU"), life=7)
    shown = explorer.result
    assert (result.announcement_count, result.spend_count) == (shown.announcement_count,
                                                              shown.spend_count)
    assert result.announcements_table == shown.announcements_table
    assert result.spends_table == shown.spends_table and result.notes == shown.notes


def test_payment_view_says_what_it_leaves_out_and_memory_changes_nothing():
    cost, pool = "{W/P}{U/P}{B/P}{R/P}{G/P}{2/W}" * 3, mr.ManaPool("WUBRGC" * 2)
    memory = payment_views.ViewMemory()
    first = payment_views.view(cost, pool, life=40, limit=5, memory=memory)
    again = payment_views.view(cost, pool, life=40, limit=5, memory=memory)
    alone = payment_views.view(cost, pool, life=40, limit=5)
    assert first.notes and first.notes == again.notes == alone.notes
    assert first.announcement_count == alone.announcement_count
    assert first.announcements_table is None or len(first.announcements_table) <= 5
    assert memory.announced


def test_payment_view_of_no_mana_cost_notes_118_6():
    result = payment_views.view("", mr.ManaPool("W"), lang="zh-Hant")
    assert any("118.6" in note for note in result.notes) and not result.can_pay


# --- split cards --------------------------------------------------------------------------

def test_split_view_answers_both_versions_side_by_side():
    shown = split_views.view("Wax // Wane", "mana value", value="2", rules="2016-06-01")
    assert shown.answers == {"current": (2,), "chosen": (1, 1)}
    assert shown.matched == {"current": True, "chosen": False}
    assert shown.table.columns[-1] == "differs" and shown.table.labels == 1
    assert [row[0] for row in shown.table.rows][0] == "its mana value"
    assert shown.characteristics.index == tuple(mr.CHARACTERISTICS)
    assert len(shown.scenarios.rows) == len(mr.classic_scenarios("Wax // Wane"))
    differs = [k for k, row in enumerate(shown.scenarios.rows) if row[-1] == "yes"]
    assert shown.scenarios.shaded == tuple(differs) and differs
    assert "old 708" in shown.note


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_split_view_is_what_the_explorer_shows(lang):
    explorer = split_explorer("Fire // Ice", "colors", zone="stack", half="Ice", value="U",
                              rules="current", lang=lang)
    shown = split_views.view("Fire // Ice", "colors", zone="stack", half="Ice", value="U",
                             rules="current", lang=lang)
    result = explorer.result
    assert (shown.answers, shown.matched, shown.header) == (result.answers, result.matched,
                                                            result.header)
    assert result.scenarios.rows == shown.scenarios.rows
    assert result.table.columns == shown.table.titles


def test_split_view_refuses_bad_input_with_the_librarys_errors():
    with pytest.raises(mr.RulesDateError):
        split_views.view("Wax // Wane", rules="not a date")
    with pytest.raises(mr.RulesInputError):
        split_views.view("Wax // Wane", "colors", value="紫色", lang="zh-Hans")


def test_half_options_follow_the_zone():
    assert [v for _, v in split_views.half_options("Wear // Tear", "stack")] == [
        "Wear", "Tear", "both"]
    assert split_views.half_options("Wear // Tear", "hand") == [("whole card", "")]
