"""Explorer and exercises for notebook 01 (X: 107.3, 202.3e, 601.2b, 601.2f).

:func:`x_explorer` lets a learner pick a card with {X} in its mana cost (or type a cost),
choose how it is cast and what mana is available, and see what the library answers: the legal
values of X (:func:`mtgrules.x_range`), the total cost for a chosen X
(:func:`mtgrules.total_cost`), whether the pool pays it (:func:`mtgrules.can_pay`), the mana
value in every zone (:func:`mtgrules.mana_value_in_zone`) and, for a permanent card, the X its
enters abilities use (:func:`mtgrules.entering_x`). No rules are decided here.

:data:`exercises` are the notebook's four exercises (answer boxes, hints, solutions).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, switch, text, whole_number
from mtgrules.xvalue import describe_x

from ._charts import Chart, Series, line_chart
from ._common import Explorer, Feedback, Table, check_numbers, labelled, plain_table
from .exercises import Exercise, Exercises, is_whole, sentence

TYPED = ""  # the card dropdown's value when the cost is typed by hand

X_MAX = 20
"""The X slider's usual top (a starting X above it raises the top to that X)."""

BOX_MOST = 20
"""The cost reduction and increase boxes' usual top (widened to fit a starting value)."""

CONTRAST_CARDS = ("Everflowing Chalice",)
"""Cards offered next to the X cards because they look like X spells but are not."""

HOW_LABELS = {
    "normal": "normally, paying its mana cost",
    "without paying its mana cost": "without paying its mana cost",
    "with a cost reduction": "with a cost reduction",
    "with an alternative cost": "with an alternative cost",
}
"""How each cast method reads in the dropdown and after "cast" in a sentence."""

HOW_RULES = {
    "normal": "You choose X as you cast the spell, and pay X mana for each {X} (107.3a, 601.2b).",
    "without paying its mana cost": "No mana cost is paid, so 0 is the only legal X (107.3b).",
    "with a cost reduction": "A reduction comes off the total cost and leaves X yours to "
                             "choose, even when the cost drops to {0} (107.3b, 601.2f).",
    "with an alternative cost": "X is yours to choose only if the alternative cost has X "
                                "too (107.3b).",
}
"""A rule pointer shown under the controls for each cast method (display text only)."""

LABEL = "130px"
"""Label width of the controls (the longest label, "alternative cost", fits)."""

LEFT_COLUMN = "470px"
"""Width of the controls' left column: the card list and the X slider fit in it, and two
columns fit a 1024 px window; on a narrower page the right column wraps under the left."""


def x_card_names() -> list[str]:
    """The bundled one-face cards with {X} in their mana cost, then the contrast cards."""
    names = [name for name in mr.card_names(layout="normal") if mr.card(name).mana_cost.has_x]
    return names + [name for name in CONTRAST_CARDS if name in mr.card_names()]


def describe_range(legal: range | mr.OpenRange) -> str:
    """The legal values of X in a sentence ("X can be 0 to 4"; see
    :func:`mtgrules.xvalue.describe_x`)."""
    return describe_x(legal)


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


# --- tables and charts ---------------------------------------------------------------------

def zone_values(cost: mr.ManaCost | str, x: int,
                card: Any = None) -> list[tuple[str, int | None, str]]:
    """(zone, mana value, why) for each zone, for a spell announced with this X.

    A card that is not a permanent card (an instant or a sorcery) is never on the battlefield
    (110.4, 304.4, 307.4): its battlefield row has no mana value (None). ``card`` is the
    card, or None for a typed cost (then every zone is shown).
    """
    rows = []
    for zone in mr.ZONES:
        if zone == "battlefield" and card is not None and not card.is_permanent:
            kind = next((t for t in card.types if t in ("Instant", "Sorcery")),
                        card.types[0] if card.types else "card")
            rule = {"Instant": "304.4", "Sorcery": "307.4"}.get(kind, "110.4")
            rows.append((zone, None, f"{card.name} is {_article(kind.lower())}: it never "
                                     f"enters the battlefield (110.4, {rule})"))
            continue
        value = mr.mana_value_in_zone(cost, zone, x=x)
        if zone == "stack":
            why = f"X counts as the announced {x} (202.3e)"
        else:
            why = "X counts as 0 off the stack (107.3g, 202.3e)"
        if zone == "battlefield" and card is None:
            why += ", if it is a permanent card (110.4)"
        rows.append((zone, value, why))
    return rows


def zone_view(cost: mr.ManaCost | str, x: int, card: Any = None) -> Table:
    """A :class:`~widgets._common.Table`: the mana value in each zone for a spell announced
    with this X, and why (see :func:`zone_values`; "—" where the card can't be), the stack
    row shaded (202.3e, 107.3g)."""
    rows = zone_values(cost, x, card)
    stack = [zone for zone, _, _ in rows].index("stack")
    return plain_table(
        ["Zone", f"Mana value (X = {x} announced)", "Why"],
        [(zone, "—" if value is None else value, why) for zone, value, why in rows],
        "Mana value by zone (202.3e, 107.3g)", labels=1,
        row_styles={stack: STACK_SHADE})


STACK_SHADE = "background-color:#d6eaf8"
"""The stack row's shade in the zone table: the one zone where X is the announced number."""


def zone_table(cost: mr.ManaCost | str, x: int, card: Any = None):
    """:func:`zone_view` as a pandas DataFrame indexed by zone (for code; pandas is
    imported only here)."""
    return zone_view(cost, x, card).frame()


def best_total(cost: mr.ManaCost | str, *, x: int, how: str = "normal",
               pool: mr.ManaPool | None = None, **costs: Any) -> mr.ManaCost:
    """The total cost for ``x`` (601.2f). Where it depends on how {2/W}-style symbols are
    announced (a reduction reaches only a {2/W} announced as {2}, 601.2b), the one a player
    would pick: the least mana among those the pool pays, or among all without a pool."""
    from mtgrules.xvalue import total_cost_choices

    options = total_cost_choices(cost, x=x, how=how, **costs)
    payable = [total for total in options if pool is None or mr.can_pay(total, pool)]
    return min(payable or options, key=lambda total: (total.mana_value(), str(total)))


CHART_COLUMNS = ("X", "total cost", "mana paid", "mana value on the stack", "mana value in hand")


def chart_rows(cost: mr.ManaCost | str, *, x_max: int = 8, how: str = "normal",
               pool: mr.ManaPool | None = None, **costs: Any) -> list[dict[str, Any]]:
    """One row per legal X up to ``x_max`` (107.3a, 107.3b, 601.2f): the total cost, the
    mana paid and the mana value on the stack and in hand (202.3e, 107.3g), keyed by
    :data:`CHART_COLUMNS`. ``costs`` go to :func:`mtgrules.total_cost`."""
    legal = mr.x_range(cost, how=how, pool=pool, **costs)
    xs = legal.bounded(x_max + 1) if isinstance(legal, mr.OpenRange) else legal
    rows = []
    for x in xs:
        if x > x_max:
            break
        total = best_total(cost, x=x, how=how, pool=pool, **costs)
        rows.append({"X": x, "total cost": str(total), "mana paid": total.mana_value(),
                     "mana value on the stack": mr.mana_value_in_zone(cost, "stack", x=x),
                     "mana value in hand": mr.mana_value_in_zone(cost, "hand", x=x)})
    return rows


def chart_data(cost: mr.ManaCost | str, *, x_max: int = 8, how: str = "normal",
               pool: mr.ManaPool | None = None, **costs: Any):
    """:func:`chart_rows` as a pandas DataFrame indexed by X (for code; pandas is imported
    only here)."""
    return _frame(chart_rows(cost, x_max=x_max, how=how, pool=pool, **costs))


def _frame(rows: list[dict[str, Any]]):
    import pandas as pd

    return pd.DataFrame(rows, columns=list(CHART_COLUMNS)).set_index("X")


def chart_title(label: str, rows: list[dict[str, Any]]) -> str:
    """A title that states what the chart shows, read off its :func:`chart_rows`."""
    if not rows:
        return f"{label}: no value of X can be paid"
    if len(rows) == 1:
        return f"{label}: X = {rows[0]['X']} is the only legal choice"
    top = rows[-1]
    return (f"{label}: X = {top['X']} costs {top['total cost']}; its mana value is "
            f"{top['mana value on the stack']} on the stack, {top['mana value in hand']} "
            "in hand")


def x_chart(cost: mr.ManaCost | str, *, label: str = "", x_max: int = 8, how: str = "normal",
            pool: mr.ManaPool | None = None, **costs: Any) -> Chart:
    """A chart of mana paid and mana value (stack, hand) against X (see :func:`chart_rows`)."""
    rows = chart_rows(cost, x_max=x_max, how=how, pool=pool, **costs)
    return plot(rows, label or str(mr.parse_cost(cost) if isinstance(cost, str) else cost))


_LINES = {  # marker, dashes, color, width, marker size: wide first, so overlaps stay visible
    "mana paid": ("circle", "", "#b03a2e", 4.5, 1.6),
    "mana value on the stack": ("square", "7 4", "#1f618d", 2.2, 1.0),
    "mana value in hand": ("triangle", "2 3", "#7d6608", 2.2, 1.0),
}


def plot(rows: list[dict[str, Any]], label: str) -> Chart:
    """An SVG line chart of :func:`chart_rows`: mana against the X announced."""
    series = [Series(column, [(row["X"], row[column]) for row in rows], color, width, dash,
                     marker, size) for column, (marker, dash, color, width, size) in _LINES.items()]
    xs = [row["X"] for row in rows]
    return line_chart(series, title=chart_title(label, rows), x_label="X announced",
                      y_label="mana", x_ticks=[(x, str(x)) for x in xs],
                      x_span=(min(xs, default=0) - 0.3, max(xs, default=0) + 0.3))


# --- the explorer ------------------------------------------------------------------------

@dataclass(frozen=True)
class XView:
    """What the explorer shows for one setting (its last good result)."""

    label: str
    card: Any                 # the bundled card, or None for a typed cost
    cost: mr.ManaCost
    how: str
    pool: mr.ManaPool | None
    legal: range | mr.OpenRange
    x: int
    total: mr.ManaCost
    payable: bool | None      # None when no pool limits the cast
    entering: mr.EnteringX | None  # for permanents (or typed costs) with X
    zones: list[tuple[str, int | None, str]]  # zone, mana value (None: can't be there), why
    table: Table              # mana value per zone
    figure_rows: list[dict[str, Any]]  # the chart's rows (chart_rows)
    cast: str                 # how it was cast, in words ("cast normally, paying its ...")


def _parsed(typed: str, box: str) -> mr.ManaCost:
    """The cost typed in ``box``; a mistyped one is refused with a message naming the box."""
    try:
        return mr.parse_cost(check_numbers(typed, box))
    except mr.ManaCostError as error:
        message = str(error)
        if message.lower().startswith(box):
            raise
        raise mr.ManaCostError(f"{sentence(box)}: {message}") from None


def _cell(left: w.Widget, right: w.Widget | None = None) -> w.Widget:
    """One row of controls: ``left`` in the left column, ``right`` after it; on a page too
    narrow for both, ``right`` wraps under ``left``."""
    box = w.Box([left], layout=w.Layout(width=LEFT_COLUMN, max_width="100%"))
    parts = [box] if right is None else [box, right]
    return w.HBox(parts, layout=w.Layout(flex_flow="row wrap", align_items="center",
                                         max_width="100%"))


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
        options = [("— type a cost in the box —", TYPED)] + [
            (f"{name}  {mr.card(name).mana_cost}", name) for name in names]
        if cost is None:
            cost = str(mr.card(card).mana_cost) if card else "{X}{R}"
        elif card and str(mr.card(card).mana_cost) != cost:
            card = TYPED
        self.card = labelled("card", w.Dropdown(options=options, value=card or TYPED), LABEL)
        self.cost = labelled("mana cost", w.Text(value=cost, placeholder="{X}{X}{G}"), LABEL)
        self.how = labelled("how it is cast", w.Dropdown(
            options=[(HOW_LABELS[m], m) for m in mr.CAST_METHODS], value=how), LABEL)
        self.alternative = labelled("alternative cost", w.Text(
            value=alternative, placeholder="such as {X}{U} or {R}"), LABEL)
        self.additional = labelled("additional cost", w.Text(
            value=additional, placeholder="kicker, such as {1}{R}"), LABEL)
        self.increase = labelled("cost increase", w.BoundedIntText(
            value=increase, min=0, max=max(BOX_MOST, increase),
            layout=w.Layout(width="215px")), LABEL)
        self.reduction = labelled("cost reduction", w.BoundedIntText(
            value=reduction, min=0, max=max(BOX_MOST, reduction),
            layout=w.Layout(width="215px")), LABEL)
        self.pool = labelled("mana pool", w.Text(value=pool, placeholder="such as RRRRR"),
                             LABEL)
        self.limit_by_pool = w.Checkbox(value=limit_by_pool, description="X limited by the pool",
                                        indent=False, layout=w.Layout(width="auto"))
        self.x = labelled("X announced", w.IntSlider(value=x, min=0, max=x_max), LABEL)
        self.chart = w.Checkbox(value=chart, description="chart against X", indent=False,
                                layout=w.Layout(width="auto"))
        self.rule_line = w.HTML()
        self.stale_note = w.HTML()
        rows = [_cell(self.card, self.cost),
                _cell(self.how, self.alternative),
                _cell(self.additional, self.increase),
                _cell(self.pool, self.reduction),
                _cell(self.x, w.VBox([self.limit_by_pool, self.chart])),
                self.rule_line]
        super().__init__(rows)
        children = list(self.children)
        children.insert(children.index(self.output), self.stale_note)
        self.children = tuple(children)
        self._syncing = False
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

    # --- the message and the last accepted choice ----------------------------------------

    def show_message(self, text: str) -> None:
        """The message as a sentence; while one shows, the panel below is greyed and says
        that it still shows the last accepted choice (the last good result stays)."""
        super().show_message(sentence(text) if text else text)
        view = self.result
        if text and view is not None:
            self.stale_note.value = (
                '<style>.mtg-x-stale{opacity:0.45}</style>'
                '<div style="color:#555;font-style:italic">The panel below is greyed out: it '
                f'still shows the last accepted choice ({escape(view.label)}, '
                f'{escape(view.cast)}, X = {view.x:,}), not the choice above. Change the '
                'controls to one the rules allow and it updates.</div>')
            self.output.add_class("mtg-x-stale")
        else:
            self.stale_note.value = ""
            self.output.remove_class("mtg-x-stale")

    @property
    def stale(self) -> bool:
        """Whether the panel shows an earlier choice than the controls (a message is up)."""
        return bool(self.stale_note.value)

    # --- Explorer ----------------------------------------------------------------------

    def compute(self) -> XView:
        how = self.how.value
        self.alternative.disabled = how != "with an alternative cost"
        self.rule_line.value = f"<small>{escape(HOW_RULES.get(how, ''))}</small>"
        card = mr.card(self.card.value) if self.card.value != TYPED else None
        cost = card.mana_cost if card else _parsed(self.cost.value, "mana cost")
        costs = self._costs()
        pool = mr.ManaPool(self.pool.value.strip()) if self.limit_by_pool.value else None
        legal = mr.x_range(cost, how=how, pool=pool, **costs)
        x = self.x.value
        try:
            total = best_total(cost, x=x, how=how, pool=pool, **costs)
        except mr.NumberError as error:
            if legal == range(0, 1) and x != 0:  # 107.3b: tell the learner what to do
                raise mr.NumberError(f"{error}. Move X announced to 0.") from None
            raise
        payable = mr.can_pay(total, pool) if pool is not None else None
        # the 107.3m line is only worth showing for a permanent with X in its mana cost
        permanent = (card.is_permanent if card else True) and cost.has_x
        zones = zone_values(cost, x, card)
        return XView(
            label=card.name if card else (str(cost) or "typed cost"), card=card, cost=cost,
            how=how, pool=pool, legal=legal, x=x, total=total, payable=payable,
            entering=mr.entering_x(x) if permanent else None, zones=zones,
            table=zone_view(cost, x, card),
            figure_rows=chart_rows(cost, x_max=min(self.x.max, 12), how=how, pool=pool,
                                   **costs),
            cast=self._cast_words(how, costs))

    def _cast_words(self, how: str, costs: dict[str, Any]) -> str:
        words = "cast " + HOW_LABELS[how]
        if how == "with an alternative cost" and costs.get("alternative"):
            words = f"cast for the alternative cost {costs['alternative']}"
        extras = []
        if costs.get("additional"):
            extras.append(f"an additional cost of {costs['additional']}")
        if costs["increase"]:
            extras.append(f"{{{costs['increase']}}} more")
        if costs["reduction"]:
            extras.append(f"{{{costs['reduction']}}} less")
        return words + (" with " + " and ".join(extras) if extras else "")

    def render(self, view: XView) -> list[Any]:
        from IPython.display import HTML

        kind = " ".join(view.card.types).lower() if view.card is not None else "a typed cost"
        if view.pool is None:
            limit = "With no pool to limit it"
        elif str(view.pool):
            limit = f"With the pool {escape(str(view.pool))}"
        else:
            limit = "With an empty pool"
        if view.total.is_absent:
            pay = ": it has no mana cost, so it can't be cast this way (118.6)"
        elif view.payable is None:
            pay = ""
        else:
            pay = (", which the pool pays" if view.payable
                   else ", which the pool <b>can't</b> pay")
        lines = [
            f"<b>{escape(view.label)}</b> ({escape(kind)}), mana cost "
            f"{view.cost._repr_html_()} <code>{escape(str(view.cost))}</code>, "
            f"{escape(view.cast)}.",
            f"{limit}: <b>{escape(describe_x(view.legal))}</b>.",
            f"Total cost with X = {view.x:,}: {view.total._repr_html_()} "
            f"<code>{escape(str(view.total))}</code>{pay}.",
        ]
        if view.entering is not None:
            lines.append(
                f"When it resolves, its enters abilities use X = "
                f"{view.entering.enters_ability:,}, but the permanent's own X is "
                f"{view.entering.permanent} (107.3m).")
        shown: list[Any] = [HTML("<br>".join(lines)), view.table]
        if self.chart.value:
            shown.append(plot(view.figure_rows, view.label))
        return shown

    def _costs(self) -> dict[str, Any]:
        costs: dict[str, Any] = {"reduction": self.reduction.value,
                                 "increase": self.increase.value}
        if self.additional.value.strip():
            costs["additional"] = _parsed(self.additional.value.strip(), "additional cost")
        if self.how.value == "with an alternative cost":
            alternative = _parsed(self.alternative.value.strip(), "alternative cost")
            if alternative.is_absent:
                raise mr.ChoiceError("Type the alternative cost in its box, the cost paid "
                                     "instead of the mana cost, such as {X}{U} or {R} (118.9).")
            costs["alternative"] = alternative
        return costs

    # --- state for code and tests --------------------------------------------------------

    @property
    def table(self):
        """The last good mana value by zone, as a pandas DataFrame (made when asked for)."""
        return self.result.table.frame() if self.result else None

    @property
    def figure_data(self):
        """The last good chart data, as a pandas DataFrame indexed by X (made when asked)."""
        return _frame(self.result.figure_rows) if self.result else None

    @property
    def answers(self) -> dict[str, Any]:
        """The last good answers as plain values ("mana value": zone -> mana value, for the
        zones the card can be in)."""
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
            "mana value": {zone: value for zone, value, _ in view.zones if value is not None},
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

_NUMBER = re.compile(r"-?\d+")


@dataclass(frozen=True)
class _Read:
    """An answer read as whole numbers: the numbers, and a note on how it was written."""

    numbers: tuple[int, ...] | None   # None: no whole numbers could be read
    slip: str = ""                     # a format slip, said in a sentence ("" if none)


def _read_numbers(answer: Any) -> _Read:
    """The whole numbers of an answer given as a number, a tuple, list or set, or text."""
    if is_whole(answer):
        return _Read((answer,))
    if isinstance(answer, (set, frozenset)):
        values = sorted(answer, key=str)
        if all(is_whole(v) for v in values):
            return _Read(tuple(values), "braces such as {2} write mana symbols; an X or a mana "
                                        "value is a plain number")
        return _Read(None)
    if isinstance(answer, (tuple, list, range)):
        values = tuple(answer)
        if values and all(is_whole(v) for v in values):
            return _Read(values)
        if values and all(isinstance(v, (set, frozenset)) and len(v) == 1
                          and is_whole(next(iter(v))) for v in values):  # {4}, {1}
            return _Read(tuple(next(iter(v)) for v in values),
                         "braces such as {2} write mana symbols; an X or a mana value is a "
                         "plain number")
        return _Read(None)
    if isinstance(answer, str):
        found = tuple(int(n) for n in _NUMBER.findall(answer))
        if not found:
            return _Read(None)
        slip = ("braces such as {2} write mana symbols; an X or a mana value is a plain number"
                if "{" in answer else "")
        return _Read(found, slip)
    return _Read(None)


def _with_slip(text: str, slip: str) -> str:
    return f"{text} (A note on the form: {slip}.)" if slip else text


# Exercise 1: Blaze with X = 3, on the stack and in the library ---------------------------

BLAZE_X = 3


def _blaze() -> tuple[mr.ManaCost, int, int]:
    cost = mr.card("Blaze").mana_cost
    return (cost, mr.mana_value_in_zone(cost, "stack", x=BLAZE_X),
            mr.mana_value_in_zone(cost, "library", x=BLAZE_X))


def _blaze_answer() -> str:
    _, stack, library = _blaze()
    return f"{stack} on the stack, {library} in the library"


def _stack_and_library(answer: Any) -> _Read:
    """(on the stack, in the library) from an answer; text may name the zones in any order."""
    if isinstance(answer, str):
        lowered = answer.lower()
        pairs = re.findall(r"(-?\d+)\D*?(stack|library)", lowered)
        if {zone for _, zone in pairs} != {"stack", "library"}:
            pairs = [(n, z) for z, n in re.findall(r"(stack|library)\D*?(-?\d+)", lowered)]
        by_zone = {zone: int(number) for number, zone in pairs}
        if set(by_zone) == {"stack", "library"}:
            return _Read((by_zone["stack"], by_zone["library"]))
    return _read_numbers(answer)


def _judge_blaze(answer: Any) -> Feedback:
    cost, stack, library = _blaze()
    read = _stack_and_library(answer)
    if read.numbers is None or len(read.numbers) != 2:
        return Feedback(False, _with_slip(
            "Give two mana values, the spell on the stack first and then the Blaze in the "
            "library, such as 7, 7: mana value is a number (202.3).", read.slip))
    on_stack, in_library = read.numbers
    symbols = cost.mana_value()  # the mana value with X = 0
    if (on_stack, in_library) == (stack, library):
        return Feedback(True, _with_slip(
            f"On the stack X is the announced {BLAZE_X}, so the spell's mana value is "
            f"{BLAZE_X} + {symbols} = {stack}; in the library X counts as 0, so that Blaze has "
            f"mana value {library} (202.3e, 107.3g; Counterbalance ruling 2006-07-15).",
            read.slip))
    if min(on_stack, in_library) < 0:
        return Feedback(False, _with_slip("A mana value is never negative: it adds up the "
                                          "mana symbols of the mana cost (202.3).", read.slip))
    if (on_stack, in_library) == (library, stack):
        return Feedback(False, _with_slip(
            "Look again at the one zone where X has its announced value (107.3g, 202.3e), and "
            "check which of your numbers belongs to it: the first is the spell on the stack, "
            "the second the Blaze in the library.", read.slip))
    hints = []
    if on_stack != stack:
        if on_stack == library:
            hints.append("On the stack X is not 0: the spell's X is the number announced as "
                         "it was cast (107.3a, 202.3e).")
        elif on_stack == BLAZE_X:
            hints.append("Your number for the spell counts X but leaves out the colored "
                         "symbol: mana value adds up every mana symbol of the mana cost, "
                         "colored ones too (202.3).")
        elif on_stack == stack + BLAZE_X or on_stack == 2 * BLAZE_X + symbols:
            hints.append("Blaze's mana cost has one {X}: with the announced X it counts "
                         "once, as that number (107.3a, 202.3e).")
        else:
            hints.append("For the spell on the stack, replace {X} in Blaze's mana cost by "
                         "the announced number and add up the symbols (202.3e).")
    if in_library != library:
        if in_library == stack:
            hints.append("The Blaze in the library is a different object from the spell: its "
                         "X was never announced, and off the stack {X} is treated as a "
                         "number fixed by 107.3g. Look that rule up.")
        elif in_library == 0:
            hints.append("In the library only the {X} counts as 0 (107.3g); the other "
                         "symbols of the mana cost still count (202.3).")
        else:
            hints.append("For the Blaze in the library, read 107.3g: what is {X} worth in "
                         "any zone other than the stack?")
    return Feedback(False, _with_slip(" ".join(hints), read.slip))


def _blaze_working() -> str:
    cost, stack, library = _blaze()
    return (f"Blaze's mana cost is {cost}. On the stack X is the number announced for it "
            f"(107.3a, 202.3e), so the spell cast with X = {BLAZE_X} has mana value "
            f"{BLAZE_X} + {cost.mana_value()} = {stack}.\n"
            f"In every other zone {{X}} is treated as 0 (107.3g), so a Blaze in your library "
            f"has mana value {library}: Counterbalance revealing it does not counter the "
            "spell (Counterbalance ruling 2006-07-15).")


# Exercise 2: Walking Ballista cast without paying its mana cost ---------------------------

FREE = "without paying its mana cost"


def _free_ballista() -> tuple[int, ...]:
    return tuple(mr.x_range(mr.card("Walking Ballista").mana_cost, how=FREE))


def _free_ballista_words() -> str:
    """The legal X of a free Walking Ballista in words ("X can ...")."""
    return describe_x(mr.x_range(mr.card("Walking Ballista").mana_cost, how=FREE))


def _free_answer() -> str:
    values = _free_ballista()
    return ("X = " + ", ".join(str(v) for v in values) + " only") if values else "no X at all"


def _judge_free_ballista(answer: Any) -> Feedback:
    legal = _free_ballista()
    if isinstance(answer, str) and re.search(r"\b(any|all|every|none|no)\b", answer.lower()) \
            and not _NUMBER.search(answer):
        return Feedback(False, "Cascade lets you cast Walking Ballista, so X has a legal value, "
                               "but a free cast does not leave it open either: read 107.3b on "
                               "spells cast without paying their mana cost.")
    read = _read_numbers(answer)
    if read.numbers is None:
        return Feedback(False, _with_slip("List the values of X you may choose, as whole "
                                          "numbers separated by commas (107.3a).", read.slip))
    given = tuple(sorted(set(read.numbers)))
    if given == legal:
        counters = mr.entering_x(legal[-1]).enters_ability
        return Feedback(True, _with_slip(
            f"Cast without paying its mana cost, no mana cost is paid, so "
            f"{_free_ballista_words()} (107.3b; Bloodbraid Elf ruling "
            f"2021-06-18); Ballista enters with {counters} +1/+1 counters (107.3m), a 0/0 "
            "that dies at once (704.5f).", read.slip))
    if any(v < 0 for v in given):
        return Feedback(False, _with_slip("X is never negative (107.1b).", read.slip))
    if set(legal) < set(given):
        return Feedback(False, _with_slip(
            "Your list has values that a free cast doesn't allow: there is no mana cost being "
            "paid to put X into. Read 107.3b, and compare it with a cost reduction, which is "
            "different.", read.slip))
    return Feedback(False, _with_slip(
        "X is chosen while the spell is cast (601.2b), before any counters are put on it; "
        "107.3b says which values are left when you cast it without paying its mana cost.",
        read.slip))


def _free_working() -> str:
    legal = _free_ballista()
    counters = mr.entering_x(legal[-1]).enters_ability
    return (f"Cascade lets you cast Walking Ballista without paying its mana cost. 107.3b: "
            f"then there is no mana cost to pay X into, so {_free_ballista_words()}, however much "
            f"mana you have (Bloodbraid Elf ruling 2021-06-18). Ballista enters with "
            f"{counters} +1/+1 counters (107.3m) and, as a 0/0, dies at once (704.5f).")


# Exercises 3 and 4: the largest X a pool pays for ------------------------------------------

@dataclass(frozen=True)
class _LargestX:
    """The largest X for a card, a pool and cost changes (computed by the library)."""

    name: str
    pool: str
    rules: str     # the rules that decide it
    ruling: str    # the dated ruling that works the same case, or ""
    costs: tuple[tuple[str, Any], ...] = ()

    @property
    def cost(self) -> mr.ManaCost:
        return mr.card(self.name).mana_cost

    def kwargs(self) -> dict[str, Any]:
        return dict(self.costs)

    def legal(self) -> range:
        legal = mr.x_range(self.cost, pool=mr.ManaPool(self.pool), **self.kwargs())
        assert isinstance(legal, range)
        return legal

    def best(self) -> int:
        return self.legal()[-1]

    def total(self, x: int) -> mr.ManaCost:
        return mr.total_cost(self.cost, x=x, **self.kwargs())

    def answer(self) -> str:
        return f"X = {self.best()} at most"

    def judge(self, answer: Any) -> Feedback:
        read = _read_numbers(answer)
        if read.numbers is None or len(read.numbers) != 1:
            return Feedback(False, _with_slip("Give one whole number: the largest X you can "
                                              "announce (107.3a).", read.slip))
        x = read.numbers[0]
        best, pool = self.best(), self.pool
        if x == best:
            reduced = ""
            if self.kwargs().get("reduction"):
                full = mr.total_cost(self.cost, x=best)
                reduced = f" ({full} less the reduction of {{{self.kwargs()['reduction']}}})"
            return Feedback(True, _with_slip(
                f"X = {best} makes the total cost {self.total(best)}{reduced}, which {pool} pays; "
                f"X = {best + 1} would make it {self.total(best + 1)}, which it can't "
                f"({self.rules}; {self.ruling}).", read.slip))
        if x < 0:
            return Feedback(False, _with_slip("X is never negative (107.1b).", read.slip))
        per_x = self.cost.count("X")
        reduction = self.kwargs().get("reduction", 0)
        fixed = self.total(0).mana_value()
        unreduced = mr.x_range(self.cost, pool=mr.ManaPool(pool))
        if x in self.legal():
            if reduction and unreduced and x == unreduced[-1]:
                return Feedback(False, _with_slip(
                    f"X = {x} is payable, but you have not taken the reduction into account: "
                    "it comes off the total cost after X is put in (601.2f), so a larger X "
                    "still fits.", read.slip))
            if reduction and x == 0:
                return Feedback(False, _with_slip(
                    "A cost reduction is not a free cast: X stays yours to choose (107.3b, "
                    "last sentence). Which larger X can the pool still pay?", read.slip))
            left = len(pool) - self.total(x).mana_value()
            return Feedback(False, _with_slip(
                f"X = {x} makes the total cost {self.total(x)}, and {pool} pays it with {left} "
                f"mana to spare: is a larger X still payable (601.2f)?", read.slip))
        if per_x > 1 and x * 1 + fixed <= len(pool) + reduction and \
                self.total(x).mana_value() > len(pool):
            return Feedback(False, _with_slip(
                f"{self.name}'s mana cost has {per_x} {{X}} symbols, and each is X mana "
                f"(107.3a, 107.3i): X = {x} makes the total cost {self.total(x)}, more than {pool}.",
                read.slip))
        return Feedback(False, _with_slip(
            f"X = {x} makes the total cost {self.total(x)}, {self.total(x).mana_value()} mana: "
            f"more than the {len(pool)} mana of {pool} (601.2f). Try a smaller X.", read.slip))

    def working(self) -> str:
        best = self.best()
        text = (f"{self.name} costs {self.cost}; each {{X}} is X mana (107.3a, 107.3i; "
                f"{self.ruling}). "
                f"With X = {best} the total cost is {self.total(best)} and {self.pool} pays "
                f"it; with X = {best + 1} it is {self.total(best + 1)}, more than the pool "
                "(601.2f).")
        if self.kwargs().get("reduction"):
            text += (f"\nThe reduction of {{{self.kwargs()['reduction']}}} comes off the total "
                     "cost after X is put in (601.2f), and a reduction leaves X free (107.3b).")
        return text


CRACKLE = _LargestX("Crackle with Power", "RRRRRRRR", "107.3a, 107.3i",
                    "Crackle with Power ruling 2021-04-16")
REDUCED_BALLISTA = _LargestX("Walking Ballista", "CCCC", "107.3b, 601.2f",
                             "Walking Ballista ruling 2020-08-07",
                             (("how", "with a cost reduction"), ("reduction", 2)))


exercises = Exercises((
    Exercise(
        1, f"An opponent casts Blaze with X = {BLAZE_X}. What is the mana value of that spell, "
           "and of a Blaze you reveal from your library?",
        "two numbers: the mana value on the stack, then in the library",
        _judge_blaze, _blaze_answer, _blaze_working,
        examples_of_right=((4, 1), "4, 1", "4 on the stack, 1 in the library",
                           "1 in the library, 4 on the stack", "{4}, {1}"),
        examples_of_wrong=((4, 4), (1, 1), (3, 1), (1, 4), (6, 1), 4, "four and one", (-4, 1)),
    ),
    Exercise(
        2, "Bloodbraid Elf's cascade hits Walking Ballista and you cast it without paying its "
           "mana cost. Which values of X may you choose?",
        "the values of X you may choose, as whole numbers separated by commas",
        _judge_free_ballista, _free_answer, _free_working,
        examples_of_right=([0], 0, "0", "X = 0", "X = 0 only", "{0}"),
        examples_of_wrong=([0, 1, 2], [1], (0, 1, 2, 3, 4), "any", "none", [-1, 0], "zero"),
    ),
    Exercise(
        3, "You have eight red mana (RRRRRRRR). What is the largest X you can announce for "
           "Crackle with Power ({X}{X}{X}{R}{R})?",
        "one whole number, the largest X you can announce",
        CRACKLE.judge, CRACKLE.answer, CRACKLE.working,
        examples_of_right=(2, "2", "X = 2", "x=2", "{2}", "X = 2 at most"),
        examples_of_wrong=(6, 3, 1, 0, 8, -1, True, "two", (2, 3)),
    ),
    Exercise(
        4, "An effect makes your artifact spells cost {2} less. You have four colorless mana "
           "(CCCC). What is the largest X you can announce for Walking Ballista?",
        "one whole number, the largest X you can announce",
        REDUCED_BALLISTA.judge, REDUCED_BALLISTA.answer, REDUCED_BALLISTA.working,
        examples_of_right=(3, "3", "X = 3", "{3}", "X = 3 at most"),
        examples_of_wrong=(2, 0, 6, 4, 1, "three"),
    ),
))
"""The notebook's exercises: answer boxes with hints, solutions on request."""
