"""Explorer and exercise checks for notebook 01 (X: 107.3, 202.3e, 601.2b, 601.2f).

:func:`x_explorer` lets a learner pick a card with {X} in its mana cost (or type a cost),
choose how it is cast and what mana is available, and see what the library answers: the legal
values of X (:func:`mtgrules.x_range`), the total cost for a chosen X
(:func:`mtgrules.total_cost`), whether the pool pays it (:func:`mtgrules.can_pay`), the mana
value in every zone (:func:`mtgrules.mana_value_in_zone`) and, for a permanent card, the X its
enters abilities use (:func:`mtgrules.entering_x`). No rules are decided here.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, switch, text, whole_number

from ._common import Explorer, Feedback, check_numbers, figure_png, labelled, styled

TYPED = ""  # the card dropdown's value when the cost is typed by hand

X_MAX = 20
"""The X slider's usual top (a starting X above it raises the top to that X)."""

BOX_MOST = 20
"""The cost reduction and increase boxes' usual top (widened to fit a starting value)."""

CONTRAST_CARDS = ("Everflowing Chalice",)
"""Cards offered next to the X cards because they look like X spells but are not."""

HOW_RULES = {
    "normal": "107.3a, 601.2b: you choose X as you cast it and pay for it",
    "without paying its mana cost": "107.3b: no mana cost is paid, so 0 is the only X",
    "with a cost reduction": "107.3b, 601.2f: a reduction leaves X free, even down to {0}",
    "with an alternative cost": "107.3b: X is free only if the alternative cost has X",
}
"""A rule pointer shown next to each cast method (display text only)."""


def x_card_names() -> list[str]:
    """The bundled one-face cards with {X} in their mana cost, then the contrast cards."""
    names = [name for name in mr.card_names(layout="normal") if mr.card(name).mana_cost.has_x]
    return names + [name for name in CONTRAST_CARDS if name in mr.card_names()]


def describe_range(legal: range | mr.OpenRange) -> str:
    """Plain words for a set of legal X values as :func:`mtgrules.x_range` returns it."""
    if isinstance(legal, mr.OpenRange):
        return f"any whole number from {legal.start} up (no pool limits it)"
    if len(legal) == 0:
        return "none: not even X = 0 can be paid"
    if len(legal) == 1:
        return f"only X = {legal[0]}"
    return f"{legal[0]} to {legal[-1]} ({len(legal)} values)"


# --- tables and charts ---------------------------------------------------------------------

def zone_table(cost: mr.ManaCost | str, x: int):
    """A DataFrame: the mana value in each zone for a spell announced with this X."""
    import pandas as pd

    rows = {zone: mr.mana_value_in_zone(cost, zone, x=x) for zone in mr.ZONES}
    table = pd.DataFrame({f"mana value (X = {x} announced)": rows})
    table.index.name = "zone"
    return table


def chart_data(cost: mr.ManaCost | str, *, x_max: int = 8, how: str = "normal",
               pool: mr.ManaPool | None = None, **costs: Any):
    """A DataFrame, one row per legal X up to ``x_max``: the total cost, the mana paid and
    the mana value on the stack and in hand. ``costs`` go to :func:`mtgrules.total_cost`."""
    import pandas as pd

    legal = mr.x_range(cost, how=how, pool=pool, **costs)
    xs = legal.bounded(x_max + 1) if isinstance(legal, mr.OpenRange) else legal
    rows = []
    for x in xs:
        if x > x_max:
            break
        total = mr.total_cost(cost, x=x, how=how, **costs)
        rows.append({"X": x, "total cost": str(total), "mana paid": total.mana_value(),
                     "mana value on the stack": mr.mana_value_in_zone(cost, "stack", x=x),
                     "mana value in hand": mr.mana_value_in_zone(cost, "hand", x=x)})
    columns = ["X", "total cost", "mana paid", "mana value on the stack", "mana value in hand"]
    return pd.DataFrame(rows, columns=columns).set_index("X")


def chart_title(label: str, data) -> str:
    """A title that states what the chart shows, read off the data."""
    if data.empty:
        return f"{label}: no value of X can be paid"
    if len(data) == 1:
        return f"{label}: X = {data.index[0]} is the only legal choice"
    top = data.iloc[-1]
    return (f"{label}: X = {data.index[-1]} costs {top['total cost']}; its mana value is "
            f"{top['mana value on the stack']} on the stack, {top['mana value in hand']} "
            "in hand")


def x_chart(cost: mr.ManaCost | str, *, label: str = "", x_max: int = 8, how: str = "normal",
            pool: mr.ManaPool | None = None, **costs: Any):
    """A PNG chart of mana paid and mana value (stack, hand) against X (see :func:`chart_data`)."""
    data = chart_data(cost, x_max=x_max, how=how, pool=pool, **costs)
    return plot(data, label or str(mr.parse_cost(cost) if isinstance(cost, str) else cost))


def plot(data, label: str):
    """A PNG line chart of a :func:`chart_data` table."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 3.4))
    styles = {"mana paid": ("o-", "#b03a2e"), "mana value on the stack": ("s--", "#1f618d"),
              "mana value in hand": ("^:", "#7d6608")}
    for column, (marker, color) in styles.items():
        ax.plot(data.index, data[column], marker, color=color, label=column)
    ax.set_xlabel("X announced")
    ax.set_ylabel("mana")
    ax.set_title(chart_title(label, data), fontsize=9)
    ax.set_xticks(list(data.index))
    ax.set_ylim(bottom=-0.4)  # keep markers at 0 visible
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="upper left")
    return figure_png(fig)


# --- the explorer ------------------------------------------------------------------------

@dataclass(frozen=True)
class XView:
    """What the explorer shows for one setting (its last good result)."""

    label: str
    cost: mr.ManaCost
    how: str
    pool: mr.ManaPool | None
    legal: range | mr.OpenRange
    x: int
    total: mr.ManaCost
    payable: bool | None      # None when no pool limits the cast
    entering: mr.EnteringX | None  # for permanents (or typed costs) with X
    table: Any                # DataFrame: mana value per zone
    figure_data: Any          # DataFrame for the chart


class XExplorer(Explorer):
    """Pick an X card or type a cost, a cast method, a pool and X; see what the rules say."""

    title = "X explorer: legal X, total cost and mana value by zone"

    def __init__(self, *, card: str | None = "Fireball", cost: str | None = None,
                 how: str = "normal", pool: str = "RRRRR", limit_by_pool: bool = True,
                 x: int = 3, reduction: int = 0, increase: int = 0, additional: str = "",
                 alternative: str = "", chart: bool = False, x_max: int = X_MAX) -> None:
        names = x_card_names()
        if card and card not in names:
            names.append(mr.card(card).name)  # any bundled card may be asked for
        options = [("— type a cost below —", TYPED)] + [
            (f"{name}  {mr.card(name).mana_cost}", name) for name in names]
        if cost is None:
            cost = str(mr.card(card).mana_cost) if card else "{X}{R}"
        elif card and str(mr.card(card).mana_cost) != cost:
            card = TYPED
        self.card = labelled("card", w.Dropdown(options=options, value=card or TYPED))
        self.cost = labelled("mana cost", w.Text(value=cost, placeholder="{X}{X}{G}"))
        self.how = labelled("how it is cast", w.Dropdown(options=list(mr.CAST_METHODS),
                                                         value=how))
        self.alternative = labelled("alternative cost", w.Text(
            value=alternative, placeholder="e.g. {X}{U} or {R}"))
        self.reduction = labelled("cost reduction", w.BoundedIntText(
            value=reduction, min=0, max=max(BOX_MOST, reduction)))
        self.increase = labelled("cost increase", w.BoundedIntText(
            value=increase, min=0, max=max(BOX_MOST, increase)))
        self.additional = labelled("additional cost", w.Text(
            value=additional, placeholder="kicker, e.g. {1}{R}"))
        self.pool = labelled("mana pool", w.Text(value=pool, placeholder="e.g. RRRRR"))
        self.limit_by_pool = w.Checkbox(value=limit_by_pool, description="X limited by the pool",
                                        indent=False)
        self.x = labelled("X announced", w.IntSlider(value=x, min=0, max=x_max))
        self.chart = w.Checkbox(value=chart, description="chart against X", indent=False)
        self.rule_line = w.HTML()
        rows = [w.HBox([self.card, self.cost]),
                w.HBox([self.how, self.alternative]),
                w.HBox([self.reduction, self.increase, self.additional]),
                w.HBox([self.pool, self.limit_by_pool]),
                w.HBox([self.x, self.chart]),
                self.rule_line]
        super().__init__(rows)
        self._syncing = False
        self._charts: dict[tuple[str, str], Any] = {}
        self.card.observe(self._card_chosen, names="value")
        self.cost.observe(self._cost_typed, names="value")
        self.watch(self.how, self.alternative, self.reduction, self.increase, self.additional,
                   self.pool, self.limit_by_pool, self.x, self.chart)
        self.refresh()

    # --- keeping the card and the cost text in step ------------------------------------

    def _card_chosen(self, change) -> None:
        if change["new"] != TYPED and not self._syncing:
            self._syncing = True
            try:
                self.cost.value = str(mr.card(change["new"]).mana_cost)
            finally:
                self._syncing = False
        if not self._syncing:  # else _cost_typed refreshes once it is done
            self.refresh()

    def _cost_typed(self, change) -> None:
        if not self._syncing and self.card.value != TYPED \
                and str(mr.card(self.card.value).mana_cost) != change["new"]:
            self._syncing = True
            try:
                self.card.value = TYPED  # the typed cost is no longer that card's
            finally:
                self._syncing = False
        if not self._syncing:
            self.refresh()

    # --- Explorer ----------------------------------------------------------------------

    def compute(self) -> XView:
        how = self.how.value
        self.alternative.disabled = how != "with an alternative cost"
        self.rule_line.value = f"<small>{escape(HOW_RULES.get(how, ''))}</small>"
        card = mr.card(self.card.value) if self.card.value != TYPED else None
        cost = card.mana_cost if card else mr.parse_cost(check_numbers(self.cost.value,
                                                                       "mana cost"))
        costs = self._costs()
        pool = mr.ManaPool(self.pool.value.strip()) if self.limit_by_pool.value else None
        legal = mr.x_range(cost, how=how, pool=pool, **costs)
        x = self.x.value
        total = mr.total_cost(cost, x=x, how=how, **costs)
        payable = mr.can_pay(total, pool) if pool is not None else None
        # the 107.3m line is only worth showing for a permanent with X in its mana cost
        permanent = (card.is_permanent if card else True) and cost.has_x
        return XView(
            label=card.name if card else (str(cost) or "typed cost"), cost=cost, how=how,
            pool=pool, legal=legal, x=x, total=total, payable=payable,
            entering=mr.entering_x(x) if permanent else None,
            table=zone_table(cost, x),
            figure_data=chart_data(cost, x_max=min(self.x.max, 12), how=how, pool=pool,
                                   **costs))

    def render(self, view: XView) -> list[Any]:
        from IPython.display import HTML

        pool_text = (f"pool {escape(str(view.pool)) or '(empty)'}" if view.pool is not None
                     else "no pool")
        if view.total.is_absent:
            pay = "no mana cost: it can't be paid (118.6)"
        elif view.payable is None:
            pay = "(no pool given)"
        else:
            pay = (", payable from the pool" if view.payable
                   else ", <b>not</b> payable from the pool")
        lines = [
            f"<b>{escape(view.label)}</b> &nbsp; mana cost {view.cost._repr_html_()}"
            f" &nbsp; cast {escape(view.how)}",
            f"Legal values of X ({pool_text}): <b>{escape(describe_range(view.legal))}</b>",
            f"Total cost with X = {view.x}: {view.total._repr_html_()} "
            f"<code>{escape(str(view.total))}</code> {pay}",
        ]
        if view.entering is not None:
            lines.append(
                f"If it resolves as a permanent: enters abilities use X = "
                f"{view.entering.enters_ability}; the permanent's own X is "
                f"{view.entering.permanent} (107.3m)")
        shown: list[Any] = [HTML("<br>".join(lines)),
                            styled(view.table, "x-zones", "Mana value by zone (202.3e, 107.3g)")
                            .set_properties(subset=(["stack"], view.table.columns),
                                            **{"background-color": "#d6eaf8"})]
        if self.chart.value:
            shown.append(self._chart(view))
        return shown

    def _chart(self, view: XView) -> Any:
        # moving X alone doesn't change the chart: reuse the image drawn for the same data
        key = (view.label, view.figure_data.to_json())
        if key not in self._charts:
            if len(self._charts) >= 32:
                self._charts.pop(next(iter(self._charts)))
            self._charts[key] = plot(view.figure_data, view.label)
        return self._charts[key]

    def _costs(self) -> dict[str, Any]:
        costs: dict[str, Any] = {"reduction": self.reduction.value,
                                 "increase": self.increase.value}
        if self.additional.value.strip():
            costs["additional"] = check_numbers(self.additional.value.strip(), "additional cost")
        if self.how.value == "with an alternative cost":
            costs["alternative"] = check_numbers(self.alternative.value.strip(),
                                                 "alternative cost") or None
        return costs

    # --- state for code and tests --------------------------------------------------------

    @property
    def table(self):
        """The last good mana-value-by-zone DataFrame."""
        return self.result.table if self.result else None

    @property
    def figure_data(self):
        """The last good chart data (a DataFrame indexed by X)."""
        return self.result.figure_data if self.result else None

    @property
    def answers(self) -> dict[str, Any]:
        """The last good answers as plain values."""
        view = self.result
        if view is None:
            return {}
        legal = view.legal
        return {
            "card": view.label,
            "cost": str(view.cost),
            "how": view.how,
            "legal X": legal if isinstance(legal, mr.OpenRange) else list(legal),
            "X": view.x,
            "total cost": str(view.total),
            "payable": view.payable,
            "mana value": view.table.iloc[:, 0].to_dict(),
            "enters with X": view.entering.enters_ability if view.entering else None,
        }

    def __repr__(self) -> str:  # short and stable: notebooks compare it
        return (f"XExplorer(card={self.card.value!r}, cost={self.cost.value!r}, "
                f"how={self.how.value!r}, pool={self.pool.value!r}, x={self.x.value})")


def x_explorer(*, card: str | None = "Fireball", cost: str | None = None, how: str = "normal",
               pool: str = "RRRRR", limit_by_pool: bool = True, x: int = 3,
               reduction: int = 0, increase: int = 0, additional: str = "",
               alternative: str = "", chart: bool = False,
               x_max: int | None = None) -> XExplorer:
    """The X explorer, built from its initial state (see :class:`XExplorer`).

    ``card`` is a bundled card (or None/"" to start from the typed ``cost``), ``how`` one of
    :data:`mtgrules.CAST_METHODS`, ``pool`` mana letters, ``x`` the announced X on a slider
    from 0 to ``x_max`` (default 20, or ``x`` if larger). Nothing is cut to fit a control: a
    reduction or increase above 20 widens its box, an ``x`` above an explicit ``x_max``
    raises NumberError. Bad choices raise ChoiceError, other bad arguments the library's
    error for them (ManaCostError for a cost that is not text, ...).
    """
    if card is not None:
        text(card, "card", error=mr.UnknownCardError, example="Fireball")
    for name, value in (("cost", cost), ("additional", additional),
                        ("alternative", alternative)):
        if value is not None or name != "cost":
            text(value, name, error=mr.ManaCostError, example="{X}{R}")
    choice(how, "how", mr.CAST_METHODS)
    text(pool, "pool", error=mr.ManaPoolError, example="RRRRR")
    switch(limit_by_pool, "limit_by_pool")
    switch(chart, "chart")
    x = whole_number(x, "x", rule="107.3a")
    if x_max is None:
        x_max = max(X_MAX, x)
    elif whole_number(x_max, "x_max") < x:
        raise mr.NumberError(f"x={x:,} is more than x_max={x_max:,}, the top of the X slider: "
                             "give a larger x_max")
    reduction = whole_number(reduction, "reduction")
    increase = whole_number(increase, "increase")
    return XExplorer(card=card, cost=cost, how=how, pool=pool, limit_by_pool=limit_by_pool,
                     x=x, reduction=reduction, increase=increase, additional=additional,
                     alternative=alternative, chart=chart, x_max=x_max)


# --- exercises -----------------------------------------------------------------------------

def _ints(answer: Any) -> tuple[int, ...] | None:
    """The whole numbers in an answer (one number, or a list/tuple/range), or None."""
    values = tuple(answer) if isinstance(answer, (tuple, list, range)) else (answer,)
    if values and all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return values
    return None


def _unanswered(answer: Any, form: str) -> Feedback | None:
    if answer is None:
        return Feedback(None, f"replace None with your answer: {form}.")
    if _ints(answer) is None:
        return Feedback(False, f"{answer!r} is not in the expected form: {form}.")
    return None


def check_exercise_1(answer: Any) -> Feedback:
    """Exercise 1: Blaze is cast with X = 3. Answer (its mana value on the stack, the mana
    value of another Blaze in your library)."""
    form = "a pair of whole numbers (on the stack, in the library)"
    early = _unanswered(answer, form)
    if early:
        return early
    blaze = mr.card("Blaze").mana_cost
    expected = (mr.mana_value_in_zone(blaze, "stack", x=3),
                mr.mana_value_in_zone(blaze, "library", x=3))
    why = (f"on the stack X is the announced 3, so the spell's mana value is {expected[0]}; "
           f"in a library X counts as 0, so a Blaze there has mana value {expected[1]} "
           "(202.3e, 107.3g; Counterbalance ruling 2006-07-15)")
    given = _ints(answer)
    if given == expected:
        return Feedback(True, why)
    if len(given) != 2:
        return Feedback(False, f"give two numbers: {form}.")
    return Feedback(False, f"you said {given}; {why}")


def check_exercise_2(answer: Any) -> Feedback:
    """Exercise 2: Bloodbraid Elf's cascade lets you cast Walking Ballista without paying its
    mana cost. Answer the list of values of X you may choose."""
    form = "a list of whole numbers, e.g. [0, 1, 2]"
    early = _unanswered(answer, form)
    if early:
        return early
    ballista = mr.card("Walking Ballista").mana_cost
    expected = tuple(mr.x_range(ballista, how="without paying its mana cost"))
    counters = mr.entering_x(expected[-1]).enters_ability
    why = (f"cast without paying its mana cost, the only legal X is {expected[-1]} (107.3b; "
           f"Bloodbraid Elf ruling 2021-06-18), so Ballista enters with {counters} +1/+1 "
           "counters and dies as a 0/0")
    given = tuple(sorted(set(_ints(answer))))
    if given == expected:
        return Feedback(True, why)
    return Feedback(False, f"you listed {list(given)}; {why}")


def _largest_x_feedback(answer: Any, name: str, pool: str, ruling: str,
                        **costs: Any) -> Feedback:
    form = "one whole number"
    early = _unanswered(answer, form)
    if early:
        return early
    given = _ints(answer)
    if len(given) != 1:
        return Feedback(False, f"give {form}.")
    cost = mr.card(name).mana_cost
    legal = mr.x_range(cost, pool=mr.ManaPool(pool), **costs)
    best = legal[-1]
    why = (f"X = {best} makes the total cost {mr.total_cost(cost, x=best, **costs)}, which "
           f"{pool} pays; X = {best + 1} would make it "
           f"{mr.total_cost(cost, x=best + 1, **costs)}, which it can't ({ruling})")
    if given[0] == best:
        return Feedback(True, why)
    x = given[0]
    if x < 0:
        return Feedback(False, f"X is never negative (107.1b); {why}")
    verdict = "pays, but a larger X is still payable" if x in legal else "cannot pay"
    return Feedback(False, f"X = {x} costs {mr.total_cost(cost, x=x, **costs)}, which {pool} "
                           f"{verdict}; {why}")


def check_exercise_3(answer: Any) -> Feedback:
    """Exercise 3: the largest X for Crackle with Power with eight red mana (RRRRRRRR)."""
    return _largest_x_feedback(answer, "Crackle with Power", "RRRRRRRR",
                               "each of the three {X} is X mana, 107.3a; Crackle with Power "
                               "ruling 2021-04-16")


def check_exercise_4(answer: Any) -> Feedback:
    """Exercise 4: artifact spells cost {2} less; with CCCC, the largest X for Walking
    Ballista."""
    return _largest_x_feedback(answer, "Walking Ballista", "CCCC",
                               "the reduction comes off the total cost, 601.2f, and leaves X "
                               "free, 107.3b", how="with a cost reduction", reduction=2)
