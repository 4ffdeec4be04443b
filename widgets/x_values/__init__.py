"""Explorer and exercises for notebook 01 (X: 107.3, 202.3e, 601.2b, 601.2f).

:func:`x_explorer` lets a learner pick a card with {X} in its mana cost (or type any real card
by its English or official Chinese name in the "any card" box, or type a cost), choose how it
is cast and what mana is available, and see what the library answers: the legal values of X
(:func:`mtgrules.x_range`), the total cost for a chosen X (:func:`mtgrules.total_cost`),
whether the pool pays it (:func:`mtgrules.can_pay`), the mana value in every zone
(:func:`mtgrules.mana_value_in_zone`) and, for a permanent card, the X its enters abilities
use (:func:`mtgrules.entering_x`). No rules are decided here.

The package has three parts: :mod:`.views` (what is shown, from plain values:
:func:`.views.view`, the zone table and the chart), :mod:`.explorer` (controls, layout and
state) and :mod:`._exercises` (the notebook's four exercises, :data:`exercises`).

Everything a learner reads is written in English and translated through the ``x_values``
catalog (:data:`T`) into the language asked for (``lang="zh-Hans"`` or ``"zh-Hant"``; None:
the language in use, see :func:`mtgrules.i18n.use_language`).
"""

from __future__ import annotations

from .._common import Feedback
from ._exercises import BLAZE_X, BRACES, CRACKLE, FREE, REDUCED_BALLISTA, exercises
from .explorer import BOX_MOST, LABEL, LEFT_COLUMN, TYPED, X_MAX, XExplorer, x_explorer
from .views import (
    ADDITIONAL_KINDS, BOXES, CAST_WORDS, CHART_COLUMNS, CONTRAST_CARDS, HOW_LABELS, HOW_RULES,
    KIND_WORDS, STACK_SHADE, T, TYPE_WORDS, ZONE_NAMES, XView, _additional, _alternative,
    _parsed, best_total, card_label, card_name, cast_words, chart_data, chart_rows,
    chart_title, describe_range, entering_words, extra_costs, how_words, misfit, plot,
    type_words, view, x_card_names, x_chart, zone_name, zone_rows_table, zone_table,
    zone_values, zone_view,
)

__all__ = [
    "ADDITIONAL_KINDS", "BLAZE_X", "BOXES", "BOX_MOST", "BRACES", "CAST_WORDS", "CHART_COLUMNS",
    "CONTRAST_CARDS", "CRACKLE", "FREE", "Feedback", "HOW_LABELS", "HOW_RULES", "KIND_WORDS",
    "LABEL", "LEFT_COLUMN", "REDUCED_BALLISTA", "STACK_SHADE", "T", "TYPED", "TYPE_WORDS",
    "XExplorer", "XView", "X_MAX", "ZONE_NAMES", "best_total", "card_label", "card_name",
    "cast_words", "chart_data", "chart_rows", "chart_title", "describe_range",
    "entering_words", "exercises", "extra_costs", "how_words", "misfit", "plot", "type_words",
    "view", "x_card_names", "x_chart", "x_explorer", "zone_name", "zone_rows_table",
    "zone_table", "zone_values", "zone_view",
]
