"""The negative-numbers explorer (notebook 02) and its exercise checks.

Build a creature's power and toughness from a base and a list of changes such as
``-5/-0, +3/+0``, pick an effect kind and a rules date, and see what rule 107.1b does with a
negative number: the raw and the applied number for each effect kind, combat damage, total
power and toughness, "+X/+X where X is its power", doubling (701.10c) and tripling (701.11c),
and a step chart of those results across the rules versions.

    >>> ex = numbers_explorer()
    >>> str(ex.creature), ex.answers["combat damage"]
    ('-2/4', 0)

The package has three parts: :mod:`.views` (what is shown, from plain values:
:func:`.views.view`, the tables' rows and the chart), :mod:`.explorer` (controls, layout and
state) and :mod:`._exercises` (the notebook's exercises, :data:`exercises`). Every number
shown comes from :mod:`mtgrules`. Its words are English templates looked up in the
``negative_numbers`` catalog (:data:`T`): ``numbers_explorer(lang="zh-Hans")`` shows them in
Simplified Chinese, and the exercises speak the language in use.
"""

from __future__ import annotations

from .._common import Feedback
from ._exercises import exercises
from .explorer import SLIDER_SPAN, NumbersExplorer, numbers_explorer
from .views import (
    CHANGES_PLACEHOLDER, DIFFERS_STYLE, RULES_PRESETS, X_LABEL, Y_LABEL, NumberError,
    NumbersView, T, kind_name, parse_changes, results_by_rules_date,
    results_by_rules_date_figure, results_chart, results_rows, summary_html, view,
)

__all__ = [
    "CHANGES_PLACEHOLDER", "DIFFERS_STYLE", "Feedback", "NumberError", "NumbersExplorer",
    "NumbersView", "RULES_PRESETS", "SLIDER_SPAN", "T", "X_LABEL", "Y_LABEL", "exercises",
    "kind_name", "numbers_explorer", "parse_changes", "results_by_rules_date",
    "results_by_rules_date_figure", "results_chart", "results_rows", "summary_html", "view",
]
