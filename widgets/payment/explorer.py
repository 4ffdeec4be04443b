"""The payment explorer's controls, layout and state (notebook 03).

:func:`payment_explorer` builds a :class:`PaymentExplorer`: a cost box, a card dropdown and
a box for any real card (:class:`widgets._cards.CardPicker`), symbol buttons, the pool and
snow-mana counts, life, "can't lose life", X, the sort and the chart. Its ``compute`` calls
:func:`widgets.payment.views.view`; its ``render`` draws the result as tables and a chart.
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import escape
from typing import Any

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, integer, switch, text, whole_number
from mtgrules.i18n import N_, check_lang

from .._cards import CardPicker
from .._common import Explorer, Table, check_numbers, labelled, plain_table
from . import views
from .tables import (ANNOUNCEMENT_COLUMNS, CHARTS, COLOR_LETTERS, COLUMN_TITLES, DEFAULT_LIMIT,
                     LIFE_SHADE, LIFE_SPAN, MANA_LETTERS, PAYMENT_CARDS, POOL_MOST,
                     SNOW_MOST, SORTS, SPEND_COLUMNS, SYMBOL_BUTTONS, T, X_SPAN, _by_life_frame,
                     _frame, card_cost, card_name, fitting_pool, pool_text, sort_rows)

SYMBOLS_DRAWN = 12
"""Most symbols (or mana) a table cell draws as discs; a longer cost is written as text, so
500 rows of a 40-symbol cost stay a table the browser shows at once."""

SCROLL_AFTER, SCROLL_HEIGHT = 20, "32em"
"""A table of more rows than this scrolls inside a box of that height (the explorer keeps to
about a screen; 500 announcements once made it 29,671 px tall)."""

_SYMBOL = re.compile(r"\{[^}]*\}")


@lru_cache(maxsize=256)
def _disc(symbol: str) -> str:
    """One symbol as the library draws it (kept: tables repeat the same few symbols)."""
    return mr.parse_cost(symbol)._repr_html_()


def _cost_cell(cost: str) -> str:
    """An announced cost for a table cell: its symbols as discs, or, if it has more than
    :data:`SYMBOLS_DRAWN`, its text."""
    symbols = _SYMBOL.findall(cost)
    if len(symbols) > SYMBOLS_DRAWN or not symbols:
        return f"<code>{escape(cost)}</code>"
    return "".join(map(_disc, symbols))


def _mana_cell(mana: str, snow: str, lang: str | None = None) -> str:
    """Mana taken for a table cell: discs (snow mana marked), or, past
    :data:`SYMBOLS_DRAWN`, its letters and the snow part in words."""
    if len(mana) > SYMBOLS_DRAWN:
        from_snow = T(" (from snow sources: {snow})", lang, snow=snow) if snow else ""
        return f"<code>{escape(mana)}</code>{escape(from_snow)}"
    if not mana:   # the library's HTML says "no mana" in English
        return f"<i>{escape(T('no mana', lang))}</i>"
    return mr.Spend(life=0, mana=mana, snow=snow)._repr_html_()


def _shown(count: int | None, lang: str | None = None) -> str:
    return T("too many", lang) if count is None else format(count, ",")


def _left_cell(mana: str, snow: str, lang: str | None = None) -> str:
    """The mana left in the pool for a table cell (106.4a): as :func:`_mana_cell`, or the
    word "none"."""
    return _mana_cell(mana, snow, lang) if mana else escape(T("none", lang))


class PaymentExplorer(Explorer):
    """Explore announcements (601.2b) and spends (601.2h) of a cost; see :func:`payment_explorer`."""

    title = N_("Payment explorer: every way to pay a cost (107.4, 601.2b, 601.2h, 119.4, 119.8)")
    catalog = T

    def __init__(self, cost: str, pool: mr.ManaPool, life: int, cant_lose_life: bool, x: int,
                 sort_by: str, chart: str, card: str, limit: int, *,
                 lang: str | None = None) -> None:
        self.lang = check_lang(lang)   # the labels below are in this language
        self.title = self.tr(type(self).title)
        self.limit = limit
        self._holding = False
        self.memory = views.ViewMemory()   # what a change doesn't change, worked out once
        self.cost = labelled(self.tr("cost"), w.Text(value=cost, continuous_update=False,
                                                     layout=w.Layout(width="420px")), "60px")
        self.card = labelled(self.tr("or a card"), w.Dropdown(
            options=[(self.tr("(type a cost)"), ""),
                     *[(card_name(n, self.lang), n) for n in PAYMENT_CARDS]], value=card),
            "70px")
        # any real card, typed in English or official Chinese (either script)
        self.picker = CardPicker(self, self.card, examples=PAYMENT_CARDS,
                                 label=self.tr("any card"), label_width="70px", width="380px",
                                 misfit=self._misfit, on_pick=self._use_card)
        self.any_card = self.picker.box
        self.symbol_buttons = {
            s: w.Button(description=s, tooltip=self.tr("append {symbol} to the cost", symbol=s),
                        layout=w.Layout(width=f"{len(s) + 3}ch", padding="0"))
            for s in SYMBOL_BUTTONS
        }
        self.clear_button = w.Button(description=self.tr("clear the cost"),
                                     button_style="warning", layout=w.Layout(width="auto"))
        for symbol, button in self.symbol_buttons.items():
            button.on_click(lambda _b, symbol=symbol: self.append_symbol(symbol))
        self.clear_button.on_click(lambda _b: self.clear())

        def count_box(value: int, most: int, label: str) -> w.BoundedIntText:
            return w.BoundedIntText(value=value, min=0, max=most, description=label,
                                    layout=w.Layout(width="100px"),
                                    style={"description_width": "30px"})

        self.pool = {t: count_box(pool.count(t, snow=False), POOL_MOST, t) for t in MANA_LETTERS}
        self.snow = {t: count_box(pool.count(t, snow=True), SNOW_MOST, t + "❄")
                     for t in MANA_LETTERS}
        # a starting life or X outside the usual range widens the box (nothing is cut)
        self.life = labelled(self.tr("life"), w.BoundedIntText(
            value=life, min=min(LIFE_SPAN[0], life), max=max(LIFE_SPAN[1], life),
            layout=w.Layout(width="150px")), "40px")
        self.cant_lose_life = w.Checkbox(value=cant_lose_life, indent=False,
                                         description=self.tr("can't lose life (119.8)"))
        self.x = labelled("X", w.BoundedIntText(value=x, min=X_SPAN[0], max=max(X_SPAN[1], x),
                                                layout=w.Layout(width="110px")), "20px")
        self.sort_by = labelled(self.tr("sort tables by"), w.Dropdown(
            options=[(self.tr(option), option) for option in SORTS], value=sort_by), "100px")
        self.chart = labelled(self.tr("chart"), w.Dropdown(
            options=[(self.tr(option), option) for option in CHARTS], value=chart), "45px")

        self.card.observe(self._card_chosen, names="value")
        self.cost.observe(self._cost_typed, names="value")
        self.watch(self.cost, *self.pool.values(), *self.snow.values(), self.life,
                   self.cant_lose_life, self.x, self.sort_by, self.chart)
        controls = [
            w.HBox([self.cost, self.card]),
            w.HBox([self.any_card]),
            # two rows that fit a narrow window: the plain symbols, then those with a choice
            w.HBox([w.HTML(self.tr("<b>add</b>&nbsp;"), layout=w.Layout(width="90px")),
                    *[self.symbol_buttons[s] for s in SYMBOL_BUTTONS if "/" not in s]],
                   layout=w.Layout(flex_flow="row wrap")),
            w.HBox([w.HTML("", layout=w.Layout(width="90px")),
                    *[self.symbol_buttons[s] for s in SYMBOL_BUTTONS if "/" in s],
                    self.clear_button], layout=w.Layout(flex_flow="row wrap")),
            w.HBox([w.HTML(self.tr("<b>pool</b>&nbsp;"), layout=w.Layout(width="90px")),
                    *self.pool.values()]),
            w.HBox([w.HTML(self.tr("<b>snow&nbsp;mana</b>"), layout=w.Layout(width="90px")),
                    *self.snow.values()]),
            w.HBox([self.life, self.cant_lose_life, self.x]),
            w.HBox([self.sort_by, self.chart], layout=w.Layout(flex_flow="row wrap")),
        ]
        super().__init__(controls, lang=self.lang)
        if card and not cost:
            self._card_chosen({"new": card})
        self.refresh()

    # --- controls that change other controls ----------------------------------------

    def append_symbol(self, symbol: str) -> None:
        """What a symbol button does: append ``symbol`` to the cost text."""
        self.cost.value = self.cost.value + symbol

    def clear(self) -> None:
        """What the clear button does: empty the cost text."""
        self.cost.value = ""

    def set_pool(self, pool: str | mr.ManaPool, snow: str = "") -> None:
        """Set every count of the pool (and of snow mana) at once, redrawing only once.

        A pool the boxes can't hold raises ManaPoolError (see :func:`fitting_pool`)."""
        pool = fitting_pool(pool if isinstance(pool, mr.ManaPool) else mr.ManaPool(pool, snow=snow),
                            lang=self.lang)
        self._holding = True
        try:
            for letter in MANA_LETTERS:
                self.pool[letter].value = pool.count(letter, snow=False)
                self.snow[letter].value = pool.count(letter, snow=True)
        finally:
            self._holding = False
        self.refresh()

    def refresh(self) -> None:
        if not self._holding:
            super().refresh()

    def _card_chosen(self, change: dict) -> None:
        """A card chosen from the list: its mana cost goes into the cost box (the picker
        empties the card box)."""
        if self.picker.is_quiet or not change["new"]:
            return
        try:
            text = str(mr.card(change["new"]).mana_cost)
        except mr.RulesInputError as error:
            self.show_message(error.translated(self.lang))
            return
        with self.picker.quiet():
            self.cost.value = text

    def _cost_typed(self, change: dict) -> None:
        # a typed cost no longer belongs to the chosen card, nor to the card typed
        if self.picker.is_quiet:
            return
        with self.picker.quiet():
            self.card.value = ""
            self.any_card.value = ""

    def _misfit(self, card: mr.Card) -> str:
        """Why a typed card has no one mana cost to pay here (:func:`card_cost` raises its
        message); "" when it has."""
        card_cost(card, self.lang)
        return ""

    def _use_card(self, card: mr.Card) -> None:
        """What the card box does when a card is typed (Enter, or leaving the box): the
        card's mana cost goes into the cost box, as choosing a card from the dropdown does.
        A name that is no card, or a card with no mana cost to pay here, gets a message in
        place (:class:`CardPicker`) and the last result stays."""
        cost = card_cost(card, self.lang)
        with self.picker.quiet():
            self.card.value = card.name if card.name in PAYMENT_CARDS else ""
            unchanged = self.cost.value == cost
            self.cost.value = cost
        if unchanged:  # the cost box didn't change, so nothing redrew: clear the message
            self.refresh()

    # --- the state the controls describe --------------------------------------------

    def pool_value(self) -> mr.ManaPool:
        return mr.ManaPool.from_counts({t: c.value for t, c in self.pool.items()},
                                       snow={t: c.value for t, c in self.snow.items()})

    def compute(self) -> views.PaymentResult:
        return views.view(check_numbers(self.cost.value, self.tr("cost")), self.pool_value(),
                          life=self.life.value, can_lose_life=not self.cant_lose_life.value,
                          x=self.x.value, limit=self.limit, lang=self.lang, memory=self.memory)

    # --- drawing ----------------------------------------------------------------------

    def render(self, result: views.PaymentResult) -> list[Any]:
        from IPython.display import HTML

        # the chart first: with a big cost the tables run to hundreds of rows (each scrolls)
        shown: list[Any] = [HTML(self._summary_html(result)), self._chart(result)]
        pool = pool_text(result.pool, self.lang) if result.pool else self.tr("(empty)")
        for title, rows, count in (
            (self.tr("Announcements (601.2b)"), result.announcements_table,
             result.announcement_count),
            (self.tr("Spends from the pool {pool} (601.2h)", pool=pool), result.spends_table,
             result.spend_count),
        ):
            if rows is None or count is None:
                continue
            ways = (self.tr("{count} distinct way", count=format(count, ",")) if count == 1
                    else self.tr("{count} distinct ways", count=format(count, ",")))
            if not rows:
                shown.append(HTML("<p>" + self.tr("<b>{title}: {ways}</b> — nothing to list.",
                                                  title=escape(title), ways=ways) + "</p>"))
                continue
            if len(rows) < count:
                ways = self.tr("the first {listed} of {ways} (least life first)",
                               listed=format(len(rows), ","), ways=ways)
            caption = self.tr("{title}: {ways}, sorted by {sort}", title=title, ways=ways,
                              sort=self.tr(self.sort_by.value))
            side = result.announced if rows is result.announcements_table else None
            drawn = side.drawn.get((caption, self.sort_by.value)) if side else None
            if drawn is None:  # the announcements' table is drawn once for a pool's changes
                table = self._table(sort_rows(rows, self.sort_by.value), caption)._repr_html_()
                if len(rows) > SCROLL_AFTER:
                    table = (f"<div class='mtgrules-scroll' style='max-height:{SCROLL_HEIGHT};"
                             f"overflow:auto'>{table}</div>")
                drawn = HTML(table)
                if side:
                    side.drawn[(caption, self.sort_by.value)] = drawn
            shown.append(drawn)
        return shown

    def _summary_html(self, r: views.PaymentResult) -> str:
        tr = self.tr
        mv = r.cost.mana_value()
        stack = (tr("; on the stack, where X is {x}: {value}", x=r.x,
                    value=r.cost.mana_value(x=r.x)) if r.cost.has_x else "")
        colors = r.cost.colors or tr("colorless")
        life = tr("life {life}", life=r.life) + (
            tr(", <b>can't lose life</b> (119.8)") if not r.can_lose_life else "")
        verdict = ("<span style='color:#1b5e20'>" + tr("yes") + "</span>" if r.can_pay
                   else "<span style='color:#b00020'>" + tr("no") + "</span>")
        notes = "".join("<div style='color:#8a4b00'>"
                        + tr("<b>Note:</b> {note}", note=escape(n)) + "</div>" for n in r.notes)
        cost = f"{r.cost._repr_html_()} &nbsp;<code>{escape(str(r.cost))}</code>"
        return (
            "<div style='line-height:1.8'>"
            "<div>" + tr("cost {cost} · mana value {mana_value} (202.3){stack} · colors "
                         "{colors} (202.2)", cost=cost, mana_value=mv, stack=stack,
                         colors=colors) + "</div>"
            "<div>" + tr("pool {pool} · {life}", pool=r.pool._repr_html_(), life=life) + "</div>"
            "<div>" + tr("<b>{announcements}</b> announcements · <b>{spends}</b> spends from "
                         "this pool · can pay: {verdict}",
                         announcements=_shown(r.announcement_count, self.lang),
                         spends=_shown(r.spend_count, self.lang), verdict=verdict) + "</div>"
            f"{notes}</div>"
        )

    def _table(self, rows: list[dict[str, Any]], caption: str) -> Table:
        """Ways as a table for reading: costs and mana as symbols, columns titled in words,
        the columns of a type no way uses left out, rows that pay life shaded."""
        spends = "mana taken" in rows[0]
        columns = [c for c in (SPEND_COLUMNS if spends else ANNOUNCEMENT_COLUMNS)
                   if c not in ("from snow", "left from snow") and c in rows[0]]
        # columns of a type no way uses only make the table wider
        columns = [c for c in columns if c not in ("C", "S", *COLOR_LETTERS)
                   or any(row[c] for row in rows)]
        cells = []
        for row in rows:
            if spends:
                html = _mana_cell(row["mana taken"], row["from snow"], self.lang)
            else:
                html = _cost_cell(row["cost"])
            cells.append([html if c in ("cost", "mana taken") else
                          _left_cell(row[c], row["left from snow"], self.lang)
                          if c == "left in pool" else row[c] for c in columns])
        titles = [self._title(c) for c in columns]
        return plain_table(titles, cells, caption, labels=1,
                           html_columns=(self._title("cost"), self._title("mana taken"),
                                         self._title("left in pool")),
                           row_styles={k: LIFE_SHADE for k, row in enumerate(rows) if row["life"]})

    def _title(self, column: str) -> str:
        """A column's title in words, in the explorer's language (in English the titles of
        "way" and "mana taken" are their names)."""
        return self.tr(COLUMN_TITLES[column]) if column in COLUMN_TITLES else column

    def _chart(self, r: views.PaymentResult) -> Any:
        from IPython.display import HTML

        chart = views.chart_view(r, self.chart.value, self.lang)
        return HTML(chart) if isinstance(chart, str) else chart

    # --- state for code -------------------------------------------------------------------

    @property
    def announcements_table(self) -> Any:
        """The announcements shown (sorted as chosen) as a pandas DataFrame indexed by their
        place in the library's order, or None if none could be listed."""
        return self._sorted("announcements_table", ANNOUNCEMENT_COLUMNS)

    @property
    def spends_table(self) -> Any:
        """The spends shown (sorted as chosen) as a pandas DataFrame, or None if none could
        be listed."""
        return self._sorted("spends_table", SPEND_COLUMNS)

    @property
    def figure_data(self) -> Any:
        """The numbers behind the life chart as a pandas DataFrame: ways per life paid."""
        return None if self.result is None else _by_life_frame(self.result.by_life)

    @property
    def counts(self) -> dict[str, int | None]:
        """The exact counts shown: announcements and spends (None: too many to count here)."""
        r = self.result
        return {"announcements": r.announcement_count, "spends": r.spend_count}

    def _sorted(self, name: str, columns: tuple[str, ...]) -> Any:
        rows = getattr(self.result, name) if self.result is not None else None
        return None if rows is None else _frame(sort_rows(rows, self.sort_by.value,
                                                          lang=self.lang), columns)

    def __repr__(self) -> str:
        # a short, stable plain-text form (notebooks compare it); the view is the widget
        return (f"PaymentExplorer(cost={self.cost.value!r}, pool={str(self.pool_value())!r}, "
                f"life={self.life.value}, can_lose_life={not self.cant_lose_life.value}, "
                f"x={self.x.value})")


def payment_explorer(cost: str = "{1}{B/P}{B/P}", pool: str | mr.ManaPool = "BBWU", *,
                     snow: str = "", life: int = 20, cant_lose_life: bool = False, x: int = 0,
                     sort_by: str = "way (least life, then least mana)",
                     chart: str = "ways by life paid", card: str = "",
                     limit: int = DEFAULT_LIMIT, lang: str | None = None) -> PaymentExplorer:
    """An explorer of the ways to pay ``cost`` (107.4e-h, 202.2-202.3, 601.2b, 601.2h, 119.4, 119.8).

    ``pool`` is mana letters (W U B R G C) or a :class:`mtgrules.ManaPool`; ``snow`` adds mana
    made by snow sources; ``card`` picks a card of :data:`PAYMENT_CARDS` (its cost replaces
    ``cost`` when ``cost`` is ""). Controls are attributes: ``.cost``, ``.card``,
    ``.any_card`` (a box for any real card, typed in English or official Chinese in either
    script: its mana cost goes into ``.cost``; see :func:`card_cost`),
    ``.symbol_buttons``, ``.clear_button``, ``.pool`` and ``.snow`` (dicts of counts per
    type), ``.life``, ``.cant_lose_life``, ``.x``, ``.sort_by``, ``.chart``. State:
    ``.announcements_table``, ``.spends_table``, ``.figure_data``, ``.counts``, ``.message``.

    Bad arguments raise a :class:`mtgrules.RulesInputError` naming them; nothing is cut to
    fit a control: a pool past 12 mana of a type (6 from snow sources) is refused, a life or
    X past its box's range widens the box. ``limit`` is the most rows a table lists.

    ``lang`` ("en", "zh-Hans", "zh-Hant"; None: the language in use) is the language of its
    labels, tables, charts and messages; ``sort_by``, ``chart`` and ``card`` are given in
    English (they are the dropdowns' values; the labels shown are translated).
    """
    lang = check_lang(lang)
    text(cost, "cost", error=mr.ManaCostError, example="{1}{B/P}{B/P}")
    if not isinstance(pool, mr.ManaPool):
        pool = mr.ManaPool(pool, snow=snow)
    elif snow:
        pool = mr.ManaPool(pool.mana, snow=pool.snow + mr.ManaPool(snow=snow).snow)
    pool = fitting_pool(pool, lang=lang)
    life = integer(life, "life")
    switch(cant_lose_life, "cant_lose_life")
    x = whole_number(x, "x", rule="107.3a")
    if card:
        choice(card, "card", PAYMENT_CARDS)
    choice(sort_by, "sort_by", SORTS)
    choice(chart, "chart", CHARTS)
    limit = whole_number(limit, "limit")
    return PaymentExplorer(cost=cost if not card else "", pool=pool, life=life,
                           cant_lose_life=cant_lose_life, x=x, sort_by=sort_by, chart=chart,
                           card=card, limit=limit, lang=lang)


