"""The X explorer's view: plain values in, what it shows out, with no widget built."""

from __future__ import annotations

import ast
import doctest
from pathlib import Path

import pytest

import mtgrules as mr
from widgets.x_values import views

VIEWS = Path(views.__file__)


def test_views_module_imports_no_ipywidgets():
    tree = ast.parse(VIEWS.read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom)}
    assert not any(name.split(".")[0] == "ipywidgets" for name in imported)


def test_docstring_example_runs():
    assert doctest.testmod(views, raise_on_error=False).failed == 0


def test_fireball_with_five_red_mana():
    v = views.view(card="Fireball", pool="RRRRR", x=3, lang="en")
    assert (v.label, str(v.cost), str(v.total), v.payable) == ("Fireball", "{X}{R}", "{3}{R}",
                                                                True)
    assert list(v.legal) == [0, 1, 2, 3, 4]
    assert v.entering is None   # a sorcery: no enters abilities (107.3m)
    assert dict((zone, value) for zone, value, _ in v.zones)["stack"] == 4
    assert dict((zone, value) for zone, value, _ in v.zones)["battlefield"] is None
    assert v.cast == "cast normally, paying its mana cost"
    assert [row["X"] for row in v.figure_rows] == [0, 1, 2, 3, 4]


def test_view_is_plain_values_and_builds_its_table():
    v = views.view(card="Walking Ballista", pool="CCCC", x=2, lang="en")
    assert v.entering is not None and v.entering.enters_ability == 2
    assert all(isinstance(why, str) for _, _, why in v.zones)
    table = v.table
    assert table.columns[0] == "Zone" and len(table.rows) == len(mr.ZONES)
    assert v.kind == "artifact creature"


def test_typed_cost_with_a_reduction_and_kicker():
    v = views.view(card=None, cost="{X}{X}{G}", how="with a cost reduction", reduction=2,
                   additional="kicker {1}", pool="", limit_by_pool=False, x=2, lang="en")
    assert v.card is None and v.label == "{X}{X}{G}" and v.payable is None
    assert str(v.total) == "{3}{G}"
    assert v.cast == ("cast with a cost reduction with an additional cost of kicker {1} and "
                      "{2} less")


def test_free_cast_with_x_other_than_0_says_to_move_x():
    with pytest.raises(mr.NumberError, match="Move X announced to 0"):
        views.view(card="Walking Ballista", how="without paying its mana cost", x=3, lang="en")


def test_view_speaks_the_language_asked_for():
    v = views.view(card="Fireball", x=1, lang="zh-Hans")
    assert v.lang == "zh-Hans" and v.shown_label != "Fireball"
    assert v.table.columns[0] != "Zone"


def test_misfit_uses_the_librarys_cast_cost():
    assert views.misfit(mr.card("Fireball"), "en") == ""
    assert "split card" in views.misfit(mr.card("Wax // Wane"), "en")
    assert "is a land" in views.misfit(mr.card("Forest"), "en")


def test_mistyped_cost_names_its_box():
    with pytest.raises(mr.ManaCostError, match="(?i)mana cost"):
        views.view(card=None, cost="{Q}", lang="en")
