"""The payment explorer of notebook 03: every way to pay a hybrid or Phyrexian cost.

A learner types a cost (or clicks symbol buttons, picks a card, or types any real card by
its English or official Chinese name), sets a mana pool by counts per type (plus mana from
snow sources), a life total, "can't lose life" and X, and sees:

* the cost drawn as mana symbols with its mana value (202.3) and colors (202.2);
* the announcements (601.2b) and the spends from the pool (601.2h) as tables with their
  counts in the captions, sorted as the "sort by" dropdown says;
* a chart: how many ways pay each amount of life (HTML bars), or how much colored and
  generic mana each announcement asks for next to the (unchanging) mana value (SVG bars).

Everything is answered by :mod:`mtgrules`; this package only arranges and draws, from plain
rows (no pandas or matplotlib, so it runs in the browser-only live site too). The exact
counts come first, counted by life paid without listing (:func:`mtgrules.count_by_life`, one
call per kind of way, which also gives the chart); then at most the explorer's limit of ways
is listed, the first ones in the library's order (:func:`mtgrules.first_announcements`,
:func:`mtgrules.first_spends`), and the caption says "the first 500 of 43,000". Every
update runs within the work budget :data:`EXPLORER_WORK`.

The controls' ranges keep every update quick. A starting value outside them is not cut to
fit: the pool (12 mana of each type, 6 from snow sources) is refused with a message; life
and X, which cost nothing to widen, widen their box.

The package's parts:

* :mod:`.tables`: words, rows, tables and charts from plain values (:func:`spend_text`,
  :func:`announcement_rows`, :func:`payment_view`, :func:`ways_by_life`, :func:`mana_chart`);
* :mod:`.views`: :func:`view`, what the explorer shows for one setting, as plain values;
* :mod:`.explorer`: :func:`payment_explorer`, the controls, layout and state;
* :mod:`._exercises`: the notebook's :data:`exercises`; each judge computes the right answer
  with the library, says why a right answer is right and gives a hint, never the answer, for
  a wrong one.

Everything a learner reads is in English, Simplified or Traditional Chinese: the explorer and
the display functions take ``lang`` (None: the language in use,
:func:`mtgrules.i18n.use_language`), the exercises speak the language in use, and the
messages are templates of the ``payment`` catalog (:data:`T`). Values a program reads (the
dropdowns' values, the tables' column names for code) stay English.
"""

from __future__ import annotations

from ._exercises import EXERCISE_3_CARDS, exercises
from .explorer import PaymentExplorer, payment_explorer
from .tables import (
    ANNOUNCEMENT_COLUMNS, CHARTS, COLOR_LETTERS, COLUMN_TITLES, DEFAULT_LIMIT, KINDS, LIFE_SHADE,
    LIFE_SPAN, MANA_LETTERS, PAYMENT_CARDS, PAYMENT_TABLE_TITLES, POOL_MOST, SNOW_MOST, SORTS,
    SPEND_COLUMNS, SYMBOL_BUTTONS, X_SPAN, ByLife, T, _life_finding, announcement_frame,
    announcement_rows, card_cost, card_name, fitting_pool, life_bars_html, mana_chart,
    payment_view, pool_text, readable_count, short_cost, sort_rows, spend_frame, spend_rows,
    spend_text, ways_by_life,
)
from .views import EXPLORER_WORK, PaymentResult, ViewMemory, chart_view, view

__all__ = [
    "ANNOUNCEMENT_COLUMNS", "CHARTS", "COLOR_LETTERS", "COLUMN_TITLES", "DEFAULT_LIMIT",
    "EXERCISE_3_CARDS", "EXPLORER_WORK", "KINDS", "LIFE_SHADE", "LIFE_SPAN", "MANA_LETTERS",
    "PAYMENT_CARDS", "PAYMENT_TABLE_TITLES", "POOL_MOST", "SNOW_MOST", "SORTS", "SPEND_COLUMNS",
    "SYMBOL_BUTTONS", "X_SPAN", "ByLife", "PaymentExplorer", "PaymentResult", "T", "ViewMemory",
    "announcement_frame", "announcement_rows", "card_cost", "card_name", "chart_view",
    "exercises", "fitting_pool", "life_bars_html", "mana_chart", "payment_explorer",
    "payment_view", "pool_text", "readable_count", "short_cost", "sort_rows", "spend_frame",
    "spend_rows", "spend_text", "view", "ways_by_life",
]
