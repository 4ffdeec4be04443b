"""The payment explorer of notebook 03: every way to pay a hybrid or Phyrexian cost.

A learner types a cost (or clicks symbol buttons, or picks a card), sets a mana pool by counts
per type (plus mana from snow sources), a life total, "can't lose life" and X, and sees:

* the cost drawn as mana symbols with its mana value (202.3) and colors (202.2);
* the announcements (601.2b) and the spends from the pool (601.2h) as pandas tables with their
  counts in the captions, sorted as the "sort by" dropdown says;
* a matplotlib chart: how many ways pay each amount of life, or how much colored and generic
  mana each announcement asks for next to the (unchanging) mana value.

Everything is answered by :mod:`mtgrules`; this module only arranges and draws. The exact
counts come first (the library counts without listing); a list longer than the explorer's
limit is never asked for, and the explorer shows the count and a note instead of the table.
The chart by life paid groups the listed ways by the life they pay, so an update lists each
kind of way once and counts it once.

The controls' ranges keep every update quick. A starting value outside them is not cut to
fit: the pool (12 mana of each type, 6 from snow sources) is refused with a message; life
and X, which cost nothing to widen, widen their box.

The exercise checks of the notebook (:func:`check_exercise_1` ... :func:`check_exercise_4`)
also live here; each computes its verdict with the library and says why.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from html import escape
from typing import Any, Callable, Mapping

import ipywidgets as w

import mtgrules as mr
from mtgrules.budget import limits
from mtgrules.checks import choice, excerpt, integer, switch, text, whole_number
from mtgrules.mana import COLORS, MANA_TYPES

from ._common import Explorer, Feedback, check_numbers, figure_png, labelled, styled

MANA_LETTERS = MANA_TYPES
COLOR_LETTERS = COLORS

SYMBOL_BUTTONS = (
    "{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}", "{1}", "{2}", "{X}",
    "{W/U}", "{G/W}", "{2/W}", "{W/P}", "{B/P}", "{G/W/P}",
)
"""The symbols a button appends to the cost, one of each kind of rule 107.4."""

PAYMENT_CARDS = (
    "Spectral Procession", "Beseech the Queen", "Flame Javelin", "Reaper King",
    "Kitchen Finks", "Boros Reckoner", "Dismember", "Gitaxian Probe", "Mental Misstep",
    "Gut Shot", "Birthing Pod", "Tezzeret's Gambit", "Ajani, Sleeper Agent",
    "Tamiyo's Safekeeping", "Arcum's Astrolabe", "Icehide Golem",
)
"""Cards of the bundled data whose costs show the payment rules (the card dropdown)."""

SORTS = {
    "way (least life, then least mana)": None,
    "life paid, most first": ("life", False),
    "mana paid, least first": ("mana", True),
    "mana paid, most first": ("mana", False),
    "colored mana, most first": ("colored", False),
}
"""Sort-by options: column and ascending (None keeps the library's order, the 'way' number)."""

CHARTS = ("ways by life paid", "mana paid per announcement")

DEFAULT_LIMIT = 500
"""Most rows a table lists; beyond it the explorer shows counts and a note (no freezing)."""

POOL_MOST, SNOW_MOST = 12, 6
"""Most mana of each type the pool boxes hold, regular and from snow sources."""

LIFE_SPAN, X_SPAN = (0, 100), (0, 20)
"""The life and X boxes' usual ranges (widened to fit a starting value outside them)."""

# --------------------------------------------------------------------------- tables


def announcement_frame(announcements: list) -> Any:
    """A plain DataFrame of announcements: cost text, life, mana paid, colored, generic, types."""
    import pandas as pd

    rows = []
    for a in announcements:
        counts = a.counts()
        colored = sum(counts[c] for c in COLOR_LETTERS)
        rows.append({"cost": str(a.cost), "life": a.life, "mana": sum(counts.values()),
                     "colored": colored, **counts})
    columns = ["cost", "life", "mana", "colored", "generic", "C", "S", *COLOR_LETTERS]
    table = pd.DataFrame(rows, columns=columns)
    table.index = pd.RangeIndex(1, len(table) + 1, name="way")
    return table


def spend_frame(spends: list) -> Any:
    """A plain DataFrame of spends: mana taken (letters), snow part, life, counts per type."""
    import pandas as pd

    rows = []
    for s in spends:
        rows.append({"mana taken": s.mana, "from snow": s.snow, "life": s.life,
                     "mana": len(s.mana),
                     "colored": sum(s.mana.count(c) for c in COLOR_LETTERS),
                     **{t: s.mana.count(t) for t in MANA_LETTERS}})
    columns = ["mana taken", "from snow", "life", "mana", "colored", *MANA_LETTERS]
    table = pd.DataFrame(rows, columns=columns)
    table.index = pd.RangeIndex(1, len(table) + 1, name="way")
    return table


def sort_table(table: Any, sort_by: str) -> Any:
    """``table`` sorted by a :data:`SORTS` option (stable, so ties keep the library's order)."""
    if sort_by not in SORTS:
        raise mr.ChoiceError(f"sort_by={sort_by!r}: expected one of {list(SORTS)}")
    how = SORTS[sort_by]
    if how is None or table is None or table.empty:
        return table
    column, ascending = how
    return table.sort_values(column, ascending=ascending, kind="stable")


def ways_by_life(cost: mr.ManaCost | str, pool: mr.ManaPool | None = None, *, x: int = 0,
                 life: int = 20, can_lose_life: bool = True) -> Any:
    """How many announcements (and spends from ``pool``) pay each amount of life (601.2b, 119.4).

    A DataFrame indexed by "life paid", with a column "announcements" (and "spends" when a
    pool is given); only the amounts some way pays are rows. The ways are counted by
    :func:`mtgrules.count_by_life`, never listed, so this covers ways far too many to list.
    """
    options = dict(x=x, life=life, can_lose_life=can_lose_life)
    columns = {"announcements": mr.count_by_life(cost, **options)}
    if pool is not None:
        columns["spends"] = mr.count_by_life(cost, pool, **options)
    return _by_life_frame(columns)


def _by_life_frame(columns: dict[str, Mapping[int, int]]) -> Any:
    """A DataFrame indexed by "life paid": one column of counts per kind of way."""
    import pandas as pd

    amounts = sorted(set().union(*columns.values()))
    rows = [{"life paid": amount, **{kind: c.get(amount, 0) for kind, c in columns.items()}}
            for amount in amounts]
    return pd.DataFrame(rows, columns=["life paid", *columns]).set_index("life paid")


def life_breakdown(announced: list | None, spent: list | None = None) -> Any:
    """A DataFrame indexed by "life paid": how many of the listed announcements and spends
    pay each amount of life. A list that is None (not listed) has no column."""
    return _by_life_frame({kind: Counter(way.life for way in ways)
                           for kind, ways in (("announcements", announced), ("spends", spent))
                           if ways is not None})


# --------------------------------------------------------------------------- charts


def life_chart(by_life: Any, cost_text: str) -> Any:
    """Grouped bars: ways paying each amount of life (a PNG image)."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    fig, ax = plt.subplots(figsize=(6.4, 3.0))
    if by_life.empty:
        ax.set_title(f"{cost_text or 'no mana cost'}: no way to pay it here", parse_math=False)
        nothing = ", ".join(f"no {kind[:-1]}" for kind in by_life.columns)
        ax.text(0.5, 0.5, nothing or "no way", ha="center", va="center",
                transform=ax.transAxes)
    else:
        positions = list(range(len(by_life)))
        width = 0.8 / len(by_life.columns)
        colors = {"announcements": "#7a9cc6", "spends": "#e0a05a"}
        for i, column in enumerate(by_life.columns):
            shifted = [p + (i - (len(by_life.columns) - 1) / 2) * width for p in positions]
            bars = ax.bar(shifted, by_life[column], width, label=column, color=colors[column])
            ax.bar_label(bars, fontsize=8)
        ax.set_xticks(positions, [str(v) for v in by_life.index])
        ax.legend(fontsize=8)
        ax.set_title(_life_finding(by_life, cost_text), fontsize=10, parse_math=False)
    ax.set_xlabel("life paid")
    ax.set_ylabel("number of distinct ways")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.spines[["top", "right"]].set_visible(False)
    return figure_png(fig)


def _life_finding(by_life: Any, cost_text: str) -> str:
    column = "spends" if "spends" in by_life.columns else "announcements"
    if list(by_life.index) == [0]:
        return f"{cost_text}: every way pays with mana only, no life"
    if by_life[column].sum() == 0:
        return f"{cost_text}: the pool can't pay it; announcements by life paid"
    most = by_life[column].max()
    tops = [str(v) for v in by_life.index[by_life[column] == most]]
    amounts = tops[0] if len(tops) == 1 else ", ".join(tops[:-1]) + " or " + tops[-1]
    return f"{cost_text}: most {column} ({most}) pay {amounts} life"


def mana_chart(table: Any, mana_value: int, cost_text: str, most: int = 32,
               x_note: str = "") -> Any:
    """Stacked bars per announcement: colored, generic and {C}/{S} mana, against the mana value."""
    import matplotlib.pyplot as plt

    shown = table.head(most)
    fig, ax = plt.subplots(figsize=(6.4, 0.5 + 0.24 * max(len(shown), 2)))
    labels = [f"{c} + {life} life" if life else c for c, life in zip(shown["cost"], shown["life"])]
    y = list(range(len(shown)))
    left = [0] * len(shown)
    for column, color, label in (("colored", "#5b8f5b", "colored mana"),
                                 ("generic", "#b8b0a8", "generic mana"),
                                 ("other", "#9fc3d8", "{C} or {S} mana")):
        values = list(shown["C"] + shown["S"]) if column == "other" else list(shown[column])
        if any(values):  # no legend entry for a kind of mana no announcement pays
            ax.barh(y, values, left=left, color=color, label=label)
            left = [a + b for a, b in zip(left, values)]
    ax.axvline(mana_value, color="#b00020", linestyle="--", label=f"mana value {mana_value}{x_note}")
    ax.set_yticks(y, labels, fontsize=8)
    ax.set_xlim(0, max(max(left), mana_value) + 0.5)
    ax.invert_yaxis()
    ax.set_xlabel("mana paid")
    ax.set_ylabel("announcement")
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    low, high = int(shown["mana"].min()), int(shown["mana"].max())
    span = f"{low}" if low == high else f"{low}–{high}"
    extra = f" (first {most} of {len(table)})" if len(table) > most else ""
    ax.set_title(f"{cost_text}: mana paid {span}, mana value always {mana_value}{x_note}{extra}",
                 fontsize=10)
    ax.spines[["top", "right"]].set_visible(False)
    return figure_png(fig)


_DRAWN: dict[tuple, Any] = {}
_DRAWN_MOST = 64


def _drawn(key: tuple, draw: Any) -> Any:
    """A chart drawn once per distinct content (drawing a PNG is the slow part of an update)."""
    if key not in _DRAWN:
        if len(_DRAWN) >= _DRAWN_MOST:
            _DRAWN.pop(next(iter(_DRAWN)))
        _DRAWN[key] = draw()
    return _DRAWN[key]


# --------------------------------------------------------------------------- explorer


EXPLORER_WORK = 300_000
"""The library's work budget for each count or listing of one explorer update (about a
tenth of a second), so an update never freezes the notebook (see mtgrules.budget.limits)."""


def _count(kind: str, notes: list[str], counting: Callable[[], int]) -> int | None:
    """The count, or None with a note that says what is known when it would take too long."""
    try:
        return counting()
    except mr.LimitExceededError as error:
        if error.at_least:
            known = f"There are more than {error.at_least:,} {kind}; counting them all"
        else:
            known = f"There are too many {kind} to count here: counting them"
        notes.append(f"{known} would take too long. Try fewer hybrid or Phyrexian symbols, "
                     "or a smaller pool.")
        return None


def _shown(count: int | None) -> str:
    return "too many" if count is None else f"{count:,}"


@dataclass
class PaymentResult:
    """What the explorer shows for one setting (plain Python values and DataFrames)."""

    cost: mr.ManaCost
    pool: mr.ManaPool
    life: int
    can_lose_life: bool
    x: int
    announcement_count: int | None     # None: too many to count within the explorer's budget
    spend_count: int | None
    can_pay: bool
    announcements_table: Any = None    # DataFrame, or None when not listed
    spends_table: Any = None
    by_life: Any = None                # DataFrame: listed ways by life paid (life_breakdown)
    notes: list[str] = field(default_factory=list)


class PaymentExplorer(Explorer):
    """Explore announcements (601.2b) and spends (601.2h) of a cost; see :func:`payment_explorer`."""

    title = "Payment explorer: every way to pay a cost (107.4, 601.2b, 601.2h, 119.4, 119.8)"

    def __init__(self, cost: str, pool: mr.ManaPool, life: int, cant_lose_life: bool, x: int,
                 sort_by: str, chart: str, card: str, limit: int) -> None:
        self.limit = limit
        self._syncing = False
        self._holding = False
        self.cost = labelled("cost", w.Text(value=cost, continuous_update=False,
                                            layout=w.Layout(width="420px")), "60px")
        self.card = labelled("or a card", w.Dropdown(
            options=[("(type a cost)", ""), *[(n, n) for n in PAYMENT_CARDS]], value=card,
            layout=w.Layout(width="300px")), "70px")
        self.symbol_buttons = {
            s: w.Button(description=s, tooltip=f"append {s} to the cost",
                        layout=w.Layout(width="58px", padding="0"))
            for s in SYMBOL_BUTTONS
        }
        self.clear_button = w.Button(description="clear", button_style="warning",
                                     layout=w.Layout(width="60px"))
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
        self.life = labelled("life", w.BoundedIntText(
            value=life, min=min(LIFE_SPAN[0], life), max=max(LIFE_SPAN[1], life),
            layout=w.Layout(width="150px")), "40px")
        self.cant_lose_life = w.Checkbox(value=cant_lose_life, indent=False,
                                         description="can't lose life (119.8)")
        self.x = labelled("X", w.BoundedIntText(value=x, min=X_SPAN[0], max=max(X_SPAN[1], x),
                                                layout=w.Layout(width="110px")), "20px")
        self.sort_by = labelled("sort tables by", w.Dropdown(options=list(SORTS), value=sort_by),
                                "100px")
        self.chart = labelled("chart", w.Dropdown(options=list(CHARTS), value=chart), "45px")

        self.card.observe(self._card_chosen, names="value")
        self.cost.observe(self._cost_typed, names="value")
        self.watch(self.cost, *self.pool.values(), *self.snow.values(), self.life,
                   self.cant_lose_life, self.x, self.sort_by, self.chart)
        controls = [
            w.HBox([self.cost, self.card]),
            w.HBox([*self.symbol_buttons.values(), self.clear_button],
                   layout=w.Layout(flex_flow="row wrap")),
            w.HBox([w.HTML("<b>pool</b>&nbsp;", layout=w.Layout(width="90px")),
                    *self.pool.values()]),
            w.HBox([w.HTML("<b>snow&nbsp;mana</b>", layout=w.Layout(width="90px")),
                    *self.snow.values()]),
            w.HBox([self.life, self.cant_lose_life, self.x]),
            w.HBox([self.sort_by, self.chart]),
        ]
        super().__init__(controls)
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
        pool = fitting_pool(pool if isinstance(pool, mr.ManaPool) else mr.ManaPool(pool, snow=snow))
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
        if self._syncing or not change["new"]:
            return
        try:
            text = str(mr.card(change["new"]).mana_cost)
        except mr.RulesInputError as error:
            self.show_message(str(error))
            return
        self._syncing = True
        try:
            self.cost.value = text
        finally:
            self._syncing = False

    def _cost_typed(self, change: dict) -> None:
        # a typed cost no longer belongs to the chosen card
        if self._syncing or not self.card.value:
            return
        self._syncing = True
        try:
            self.card.value = ""
        finally:
            self._syncing = False

    # --- the state the controls describe --------------------------------------------

    def pool_value(self) -> mr.ManaPool:
        return mr.ManaPool.from_counts({t: c.value for t, c in self.pool.items()},
                                       snow={t: c.value for t, c in self.snow.items()})

    def compute(self) -> PaymentResult:
        cost = mr.parse_cost(check_numbers(self.cost.value, "cost"))
        pool = self.pool_value()
        options = dict(x=self.x.value, life=self.life.value,
                       can_lose_life=not self.cant_lose_life.value)
        notes: list[str] = []
        with limits(work=EXPLORER_WORK):  # an update answers at once, or says why
            result = PaymentResult(
                cost=cost, pool=pool, life=self.life.value,
                can_lose_life=not self.cant_lose_life.value, x=self.x.value,
                announcement_count=_count("announcements", notes,
                                          lambda: mr.count_announcements(cost, **options)),
                spend_count=_count("spends", notes,
                                   lambda: mr.count_spends(cost, pool, **options)),
                can_pay=mr.can_pay(cost, pool, **options), notes=notes,
            )
            return self._finish(result, cost, pool, options)

    def _finish(self, result: PaymentResult, cost: mr.ManaCost, pool: mr.ManaPool,
                options: dict[str, Any]) -> PaymentResult:
        # the exact counts come first and cheaply; a list past the limit is never asked for
        announced = self._listed(result, "announcements", result.announcement_count,
                                 lambda: mr.announcements(cost, limit=self.limit, **options))
        spent = self._listed(result, "spends", result.spend_count,
                             lambda: mr.spends(cost, pool, limit=self.limit, **options))
        if announced is not None:
            result.announcements_table = announcement_frame(announced)
        if spent is not None:
            result.spends_table = spend_frame(spent)
        # the chart by life paid groups the lists just made: no more calls to the library
        result.by_life = life_breakdown(announced, spent)
        left_out = [kind for kind, ways in (("announcements", announced), ("spends", spent))
                    if ways is None]
        if left_out:
            result.notes.append("The chart by life paid leaves out the "
                                f"{' and the '.join(left_out)}: it is drawn from the listed "
                                "ways only.")
        if cost.is_absent:
            result.notes.append("No mana cost at all: such a cost can't be paid (118.6), "
                                "unlike {0}, which is paid with nothing.")
        return result

    def _listed(self, result: PaymentResult, kind: str, count: int | None,
                listing: Callable[[], list]) -> list | None:
        """The ways of ``kind`` listed, or None with a note that says truly why not."""
        if count is None:
            return None  # too many to count: the note says so
        if count > self.limit:
            result.notes.append(f"{count:,} {kind}: too many to list here (more than "
                                f"{self.limit:,}); the count is exact.")
            return None
        try:
            return listing()
        except mr.LimitExceededError as error:  # the count is small, yet listing is too big
            result.notes.append(f"{count:,} {kind}, an exact count; they can't be listed "
                                f"here: {error}")
            return None

    # --- drawing ----------------------------------------------------------------------

    def render(self, result: PaymentResult) -> list[Any]:
        from IPython.display import HTML

        shown: list[Any] = [HTML(self._summary_html(result))]
        for title, table, uuid, count in (
            ("Announcements (601.2b)", result.announcements_table, "pay03ann",
             result.announcement_count),
            (f"Spends from the pool {result.pool or '(empty)'} (601.2h)", result.spends_table,
             "pay03spend", result.spend_count),
        ):
            if table is None or count is None:
                continue
            caption = f"{title}: {count:,} distinct way{'s' if count != 1 else ''}"
            if table.empty:
                shown.append(HTML(f"<p><b>{escape(caption)}</b> — nothing to list.</p>"))
                continue
            caption += f", sorted by {self.sort_by.value}"
            shown.append(self._styled(sort_table(table, self.sort_by.value), uuid, caption))
        shown.append(self._chart(result))
        return shown

    def _summary_html(self, r: PaymentResult) -> str:
        mv = r.cost.mana_value()
        stack = (f"; on the stack with X={r.x}: {r.cost.mana_value(x=r.x)}"
                 if r.cost.has_x else "")
        colors = r.cost.colors or "colorless"
        life = f"life {r.life}" + (", <b>can't lose life</b> (119.8)" if not r.can_lose_life else "")
        verdict = ("<span style='color:#1b5e20'>yes</span>" if r.can_pay
                   else "<span style='color:#b00020'>no</span>")
        notes = "".join(f"<div style='color:#8a4b00'>ⓘ {escape(n)}</div>" for n in r.notes)
        return (
            f"<div style='line-height:1.8'>"
            f"<div>cost {r.cost._repr_html_()} &nbsp;<code>{escape(str(r.cost))}</code> · "
            f"mana value {mv} (202.3){stack} · colors {colors} (202.2)</div>"
            f"<div>pool {r.pool._repr_html_()} · {life}</div>"
            f"<div><b>{_shown(r.announcement_count)}</b> announcements · "
            f"<b>{_shown(r.spend_count)}</b> spends from this pool · can pay: {verdict}</div>"
            f"{notes}</div>"
        )

    @staticmethod
    def _styled(table: Any, uuid: str, caption: str) -> Any:
        shown = table.copy()
        if "cost" in shown:
            shown["cost"] = [mr.parse_cost(c)._repr_html_() for c in shown["cost"]]
        else:
            shown["mana taken"] = [
                mr.Spend(life=0, mana=m, snow=s)._repr_html_()
                for m, s in zip(shown["mana taken"], shown["from snow"])]
            shown = shown.drop(columns=["from snow"])
        # columns of a type no way uses only make the table wider
        empty = [c for c in ("C", "S", *COLOR_LETTERS) if c in shown and not shown[c].any()]
        shown = shown.drop(columns=empty)
        return styled(shown, uuid, caption, html_columns=("cost", "mana taken")).apply(
            lambda row: ["background:#fdecea" if row["life"] else "" for _ in row], axis=1)

    def _chart(self, r: PaymentResult) -> Any:
        text = str(r.cost) or "no mana cost"
        if self.chart.value == "ways by life paid":
            if not len(r.by_life.columns):
                from IPython.display import HTML

                return HTML("<p><i>No chart by life paid: it is drawn from the listed ways, "
                            "and none are listed here.</i></p>")
            key = ("life", text, tuple(r.by_life.columns),
                   tuple(r.by_life.reset_index().itertuples(index=False)))
            return _drawn(key, lambda: life_chart(r.by_life, text))
        if r.announcements_table is None or r.announcements_table.empty:
            from IPython.display import HTML

            return HTML("<p><i>No announcements listed, so no chart of mana paid.</i></p>")
        mana_value = r.cost.mana_value(x=r.x)
        table = r.announcements_table
        key = ("mana", text, mana_value, tuple(zip(table["cost"], table["life"])))
        note = f" (X={r.x})" if r.cost.has_x else ""
        return _drawn(key, lambda: mana_chart(r.announcements_table, mana_value, text,
                                              x_note=note))

    # --- state for code -------------------------------------------------------------------

    @property
    def announcements_table(self) -> Any:
        """The announcements shown (sorted as chosen), or None if too many to list."""
        return self._sorted("announcements_table")

    @property
    def spends_table(self) -> Any:
        """The spends shown (sorted as chosen), or None if too many to list."""
        return self._sorted("spends_table")

    @property
    def figure_data(self) -> Any:
        """The numbers behind the life chart: ways per amount of life paid."""
        return None if self.result is None else self.result.by_life

    @property
    def counts(self) -> dict[str, int | None]:
        """The exact counts shown: announcements and spends (None: too many to count here)."""
        r = self.result
        return {"announcements": r.announcement_count, "spends": r.spend_count}

    def _sorted(self, name: str) -> Any:
        table = getattr(self.result, name) if self.result is not None else None
        return None if table is None else sort_table(table, self.sort_by.value)

    def __repr__(self) -> str:
        # a short, stable plain-text form (notebooks compare it); the view is the widget
        return (f"PaymentExplorer(cost={self.cost.value!r}, pool={str(self.pool_value())!r}, "
                f"life={self.life.value}, can_lose_life={not self.cant_lose_life.value}, "
                f"x={self.x.value})")


def payment_explorer(cost: str = "{1}{B/P}{B/P}", pool: str | mr.ManaPool = "BBWU", *,
                     snow: str = "", life: int = 20, cant_lose_life: bool = False, x: int = 0,
                     sort_by: str = "way (least life, then least mana)",
                     chart: str = "ways by life paid", card: str = "",
                     limit: int = DEFAULT_LIMIT) -> PaymentExplorer:
    """An explorer of the ways to pay ``cost`` (107.4e-h, 202.2-202.3, 601.2b, 601.2h, 119.4, 119.8).

    ``pool`` is mana letters (W U B R G C) or a :class:`mtgrules.ManaPool`; ``snow`` adds mana
    made by snow sources; ``card`` picks a card of :data:`PAYMENT_CARDS` (its cost replaces
    ``cost`` when ``cost`` is ""). Controls are attributes: ``.cost``, ``.card``,
    ``.symbol_buttons``, ``.clear_button``, ``.pool`` and ``.snow`` (dicts of counts per
    type), ``.life``, ``.cant_lose_life``, ``.x``, ``.sort_by``, ``.chart``. State:
    ``.announcements_table``, ``.spends_table``, ``.figure_data``, ``.counts``, ``.message``.

    Bad arguments raise a :class:`mtgrules.RulesInputError` naming them; nothing is cut to
    fit a control: a pool past 12 mana of a type (6 from snow sources) is refused, a life or
    X past its box's range widens the box. ``limit`` is the most rows a table lists.
    """
    text(cost, "cost", error=mr.ManaCostError, example="{1}{B/P}{B/P}")
    if not isinstance(pool, mr.ManaPool):
        pool = mr.ManaPool(pool, snow=snow)
    elif snow:
        pool = mr.ManaPool(pool.mana, snow=pool.snow + mr.ManaPool(snow=snow).snow)
    pool = fitting_pool(pool)
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
                           card=card, limit=limit)


def fitting_pool(pool: mr.ManaPool) -> mr.ManaPool:
    """``pool`` if the explorer's boxes hold it (:data:`POOL_MOST` mana of each type,
    :data:`SNOW_MOST` from snow sources), else ManaPoolError: more mana makes updates slow,
    and cutting it to fit would answer for a different pool."""
    for letter in MANA_LETTERS:
        for snowy, most, where in ((False, POOL_MOST, "pool"), (True, SNOW_MOST, "snow")):
            have = pool.count(letter, snow=snowy)
            if have > most:
                given = pool.snow if snowy else pool.mana
                raise mr.ManaPoolError(
                    f"{where}={excerpt(given)}: the explorer holds at most {most} {letter} "
                    f"{'from snow sources' if snowy else 'in the pool'}, not {have:,}; "
                    "ask mtgrules.spends() for bigger pools")
    return pool


# --------------------------------------------------------------------------- exercises


def _not_answered(what: str) -> Feedback:
    return Feedback(None, f"Replace None with {what}, then run the cell again.")


def check_exercise_1(answer: Any) -> Feedback:
    """How many distinct announcements has Boros Reckoner, {R/W}{R/W}{R/W}? (107.4e, 601.2b)"""
    if answer is None:
        return _not_answered("a whole number")
    cost = mr.card("Boros Reckoner").mana_cost
    found = mr.announcements(cost)
    listing = ", ".join(str(a.cost) for a in found)
    if answer == len(found):
        return Feedback(True, f"{len(found)} announcements: {listing}. Only how many {{R}} and "
                              "{W} you pay matters, not which symbol gets which.")
    if answer == 2 ** len(cost):
        return Feedback(False, f"{answer} counts choices symbol by symbol; several of them "
                               f"announce the same cost. The distinct ones are: {listing}.")
    return Feedback(False, f"Each of the {len(cost)} symbols is paid with {{R}} or {{W}}; "
                           "count the different totals you can end up announcing.")


def check_exercise_2(answer: Any) -> Feedback:
    """At 3 life with a pool of BB, how much life do you pay to cast Dismember? (107.4f, 119.4)"""
    if answer is None:
        return _not_answered("an amount of life")
    cost, pool = mr.card("Dismember").mana_cost, mr.ManaPool("BB")
    ways = mr.spends(cost, pool, life=3)
    lives = sorted({s.life for s in ways})
    described = "; ".join(f"take {s.mana} and pay {s.life} life" for s in ways)
    if lives == [answer]:
        return Feedback(True, f"The only way is to {described}: one B for {{B/P}}, one B for "
                              "{1}, and 2 life for the other {B/P}.")
    if answer == 4:
        return Feedback(False, "4 life would leave you at -1: you can't pay more life than "
                               "you have (119.4). The only way: " + described + ".")
    if answer == 0:
        return Feedback(False, f"{{1}}{{B}}{{B}} needs three mana and the pool has two. "
                               f"The only way: {described}.")
    return Feedback(False, f"Life is paid 2 at a time for each Phyrexian symbol (107.4f). "
                           f"The only way: {described}.")


EXERCISE_3_CARDS = ("Gitaxian Probe", "Tezzeret's Gambit", "Gut Shot", "Mental Misstep",
                    "Birthing Pod")


def check_exercise_3(answer: Any) -> Feedback:
    """Your life total can't change; pool UUU, 20 life: which of EXERCISE_3_CARDS can you cast?"""
    if answer is None:
        return _not_answered("a set of card names")
    if isinstance(answer, str):
        answer = {answer}
    try:
        answer = set(answer)
    except TypeError:
        return Feedback(False, "Give a set of card names, e.g. {\"Gut Shot\"}.")
    unknown = answer - set(EXERCISE_3_CARDS)
    if unknown:
        return Feedback(False, f"Choose among {', '.join(EXERCISE_3_CARDS)}; "
                               f"not {', '.join(sorted(map(str, unknown)))}.")
    pool = mr.ManaPool("UUU")
    castable = {n for n in EXERCISE_3_CARDS
                if mr.can_pay(mr.card(n).mana_cost, pool, life=20, can_lose_life=False)}
    reasons = "; ".join(
        f"{n} {mr.card(n).mana_cost}: " + ("yes" if n in castable else "no")
        for n in EXERCISE_3_CARDS)
    if answer == castable:
        return Feedback(True, "With no life payments allowed (119.8) each Phyrexian symbol "
                              f"needs its mana. {reasons}.")
    return Feedback(False, "Life can't be paid at all (119.8), so each {U/P} needs a U and "
                           f"each {{R/P}} or {{G/P}} its color; then check the total. {reasons}.")


def check_exercise_4(answer: Any) -> Feedback:
    """Name a pool of exactly 4 mana that can pay Spectral Procession, {2/W}{2/W}{2/W}."""
    if answer is None:
        return _not_answered("a pool such as \"WWWW\" (one letter a mana)")
    try:
        pool = answer if isinstance(answer, mr.ManaPool) else mr.ManaPool(answer)
    except mr.RulesInputError as error:
        return Feedback(False, f"That isn't a pool: {error}")
    cost = mr.card("Spectral Procession").mana_cost
    ways = mr.spends(cost, pool)
    if len(pool) != 4:
        return Feedback(False, f"{pool} is {len(pool)} mana; the exercise asks for exactly 4.")
    if ways:
        return Feedback(True, f"{pool} pays it: " + ", ".join(s.mana for s in ways)
                              + ". Two W pay two {2/W}; the other two mana pay the third {2/W}.")
    whites = pool.count("W")
    return Feedback(False, f"{pool} has {whites} white mana. Each {{2/W}} not paid with W "
                           "costs 2 mana, so with 4 mana you need at least two W (202.3f: "
                           "the mana value stays 6 either way).")
