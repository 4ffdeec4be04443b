"""The X explorer of notebook 01: its controls, their layout and their state.

:func:`x_explorer` lets a learner pick a card with {X} in its mana cost (or type any real card
by its English or official Chinese name in the "any card" box, or type a cost), choose how it
is cast and what mana is available; each change asks :func:`.views.view` what the rules say
and draws its answer. No rules are decided here.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

import mtgrules as mr
from mtgrules.checks import choice, switch, text, whole_number
from mtgrules.i18n import N_, check_lang

from .._cards import CardPicker
from .._common import Explorer, labelled
from ..exercises import sentence
from . import views
from .views import (HOW_LABELS, HOW_RULES, T, XView, card_label, describe_range, plot,
                    x_card_names)

TYPED = ""  # the card dropdown's value when the cost is typed by hand

X_MAX = 20
"""The X slider's usual top (a starting X above it raises the top to that X)."""

BOX_MOST = 20
"""The cost reduction and increase boxes' usual top (widened to fit a starting value)."""

LABEL = "130px"
"""Label width of the controls (the longest label, "alternative cost", fits)."""

LEFT_COLUMN = "470px"
"""Width of the controls' left column: the card list and the X slider fit in it, and two
columns fit a 1024 px window; on a narrower page the right column wraps under the left."""



def _cell(left: w.Widget, right: w.Widget | None = None) -> w.Widget:
    """One row of controls: ``left`` in the left column, ``right`` after it; on a page too
    narrow for both, ``right`` wraps under ``left``."""
    box = w.Box([left], layout=w.Layout(width=LEFT_COLUMN, max_width="100%"))
    parts = [box] if right is None else [box, right]
    return w.HBox(parts, layout=w.Layout(flex_flow="row wrap", align_items="center",
                                         max_width="100%"))


class XExplorer(Explorer):
    """Pick an X card (from the dropdown, or any real card typed in the "any card" box) or
    type a cost, a cast method, a pool and X; see what the rules say."""

    title = N_("X explorer: legal X, total cost and mana value by zone")
    catalog = T

    def __init__(self, *, card: str | None = "Fireball", cost: str | None = None,
                 how: str = "normal", pool: str = "RRRRR", limit_by_pool: bool = True,
                 x: int = 3, reduction: int = 0, increase: int = 0, additional: str = "",
                 alternative: str = "", chart: bool = False, x_max: int = X_MAX,
                 lang: str | None = None) -> None:
        self.lang = check_lang(lang)   # the labels below are built in it
        self.title = self.tr(XExplorer.title)
        tr = self.tr
        names = x_card_names()
        # any real card, typed in English or official Chinese (either script)
        self.picker = CardPicker(self, None, examples=names, label=tr("any card"),
                                 label_width=LABEL, width=f"calc({LABEL} + 300px)",
                                 misfit=self.misfit, on_pick=lambda card: self.use_card(card.name),
                                 on_clear=self.refresh)
        self.search = self.picker.box
        self._searched: set[str] = set()   # cards the box above added to the dropdown
        if card and card not in names:
            names.append(mr.card(card).name)  # any bundled card may be asked for
        options = [(tr("— type a cost in the box —"), TYPED)] + [
            (f"{card_label(name, self.lang)}  {mr.card(name).mana_cost}", name)
            for name in names]
        if cost is None:
            cost = str(mr.card(card).mana_cost) if card else "{X}{R}"
        elif card and str(mr.card(card).mana_cost) != cost:
            card = TYPED
        self.card = labelled(tr("card"), w.Dropdown(options=options, value=card or TYPED),
                             LABEL)
        self.cost = labelled(tr("mana cost"), w.Text(value=cost, placeholder="{X}{X}{G}"),
                             LABEL)
        self.how = labelled(tr("how it is cast"), w.Dropdown(
            options=[(tr(HOW_LABELS[m]), m) for m in mr.CAST_METHODS], value=how), LABEL)
        # wide enough to show the whole hint of what may be typed (also its tooltip)
        hint = tr("{X}{U}, or words: exile a red card with mana value X")
        self.alternative = labelled(tr("alternative cost"), w.Text(
            value=alternative, placeholder=hint, tooltip=hint,
            layout=w.Layout(width="540px", max_width="100%")), LABEL)
        hint = tr("such as kicker {1}{R}, or multikicker {1} ×2")
        self.additional = labelled(tr("additional cost"), w.Text(
            value=additional, placeholder=hint, tooltip=hint,
            layout=w.Layout(width=LEFT_COLUMN, max_width="100%")), LABEL)
        self.increase = labelled(tr("cost increase"), w.BoundedIntText(
            value=increase, min=0, max=max(BOX_MOST, increase),
            layout=w.Layout(width="215px")), LABEL)
        self.reduction = labelled(tr("cost reduction"), w.BoundedIntText(
            value=reduction, min=0, max=max(BOX_MOST, reduction),
            layout=w.Layout(width="215px")), LABEL)
        self.pool = labelled(tr("mana pool"), w.Text(value=pool,
                                                     placeholder=tr("such as RRRRR")), LABEL)
        self.limit_by_pool = w.Checkbox(value=limit_by_pool,
                                        description=tr("X limited by the pool"),
                                        indent=False, layout=w.Layout(width="auto"))
        self.x = labelled(tr("X announced"), w.IntSlider(value=x, min=0, max=x_max), LABEL)
        self.chart = w.Checkbox(value=chart, description=tr("chart against X"), indent=False,
                                layout=w.Layout(width="auto"))
        self.rule_line = w.HTML()
        self.stale_note = w.HTML()
        rows = [_cell(self.search),
                _cell(self.card, self.cost),
                _cell(self.how, self.alternative),
                _cell(self.additional, self.increase),
                _cell(self.pool, self.reduction),
                _cell(self.x, w.VBox([self.limit_by_pool, self.chart])),
                self.rule_line]
        super().__init__(rows)
        box: Any = self   # ipywidgets is untyped: its traits are set by name
        children = list(box.children)
        children.insert(children.index(self.output), self.stale_note)
        box.children = tuple(children)
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

    # --- any real card, typed by name -----------------------------------------------------

    def misfit(self, card: Any) -> str:
        """Why ``card`` can't be explored here, in the explorer's language ("" when it can):
        see :func:`.views.misfit` (the library decides which mana cost a cast pays)."""
        return views.misfit(card, self.lang)

    def use_card(self, name: str) -> None:
        """Choose the card ``name`` in the dropdown (added to it if it isn't there), so the
        cost box takes its mana cost and the explorer shows it."""
        if name not in self.card._options_values:
            self._searched.add(name)
            self._syncing = True
            try:   # new options reset the dropdown's choice: the card is chosen just below
                self.card.options = [*self.card.options, (
                    f"{card_label(name, self.lang)}  {mr.card(name).mana_cost}", name)]
            finally:
                self._syncing = False
        if self.card.value == name:
            self.refresh()   # already chosen: clear a message the box put up
        else:
            self.card.value = name

    # --- the message and the last accepted choice ----------------------------------------

    def show_message(self, text: str) -> None:
        """The message as a sentence; while one shows, the panel below is greyed and says
        that it still shows the last accepted choice (the last good result stays)."""
        super().show_message(sentence(text) if text else text)
        view = self.result
        if text and view is not None:
            self.stale_note.value = (
                '<style>.mtg-x-stale{opacity:0.45}</style>'
                '<div style="color:#555;font-style:italic">' + self.tr(
                    "The panel below is greyed out: it still shows the last accepted choice "
                    "({label}, {cast}, X = {x:,}), not the choice above. Change the controls "
                    "to one the rules allow and it updates.",
                    label=escape(view.shown_label or view.label), cast=escape(view.cast),
                    x=view.x) + '</div>')
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
        rule = self.tr(HOW_RULES[how]) if how in HOW_RULES else ""
        self.rule_line.value = f"<small>{escape(rule)}</small>"
        return views.view(
            card=self.card.value if self.card.value != TYPED else None, cost=self.cost.value,
            how=how, pool=self.pool.value, limit_by_pool=self.limit_by_pool.value,
            x=self.x.value, reduction=self.reduction.value, increase=self.increase.value,
            additional=self.additional.value, alternative=self.alternative.value,
            x_max=min(self.x.max, 12), lang=self.lang)

    def render(self, view: XView) -> list[Any]:
        from IPython.display import HTML

        tr = self.tr
        kind = view.kind
        if view.pool is None:
            limit = tr("With no pool to limit it")
        elif str(view.pool):
            limit = tr("With the pool {pool}", pool=escape(str(view.pool)))
        else:
            limit = tr("With an empty pool")
        if view.total.is_absent:
            pay = tr(": it has no mana cost, so it can't be cast this way (118.6)")
        elif view.payable is None:
            pay = ""
        else:
            pay = (tr(", which the pool pays") if view.payable
                   else tr(", which the pool <b>can't</b> pay"))
        label = view.shown_label or view.label
        lines = [
            tr("<b>{label}</b> ({kind}), mana cost {symbols} <code>{cost}</code>, {cast}.",
               label=escape(label), kind=escape(kind), symbols=view.cost._repr_html_(),
               cost=escape(str(view.cost)), cast=escape(view.cast)),
            tr("{limit}: <b>{legal}</b>.", limit=limit,
               legal=escape(describe_range(view.legal, self.lang))),
            tr("Total cost with X = {x:,}: {symbols} <code>{total}</code>{pay}.",
               x=view.x, symbols=view.total._repr_html_(), total=escape(str(view.total)),
               pay=pay),
        ]
        if view.card is not None and view.card.name in self._searched \
                and not view.cost.has_x:
            lines.append(tr(
                "X is not in the mana cost of {name}, so the X announced changes neither "
                "its total cost nor its mana value (107.3, 202.3e).",
                name=escape(label)))
        if view.entering is not None:
            lines.append(tr(
                "When it resolves, its enters abilities use X = {enters:,}, but the "
                "permanent's own X is {own} (107.3m).",
                enters=view.entering.enters_ability, own=view.entering.permanent))
        shown: list[Any] = [HTML("<br>".join(lines)), view.table]
        if self.chart.value:
            shown.append(plot(view.figure_rows, label, self.lang))
        return shown

    # --- state for code and tests --------------------------------------------------------

    @property
    def table(self) -> Any:
        """The last good mana value by zone, as a pandas DataFrame (made when asked for)."""
        return self.result.table.frame() if self.result else None

    @property
    def figure_data(self) -> Any:
        """The last good chart data, as a pandas DataFrame indexed by X (made when asked)."""
        return views._frame(self.result.figure_rows) if self.result else None

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
               x_max: int | None = None, lang: str | None = None) -> XExplorer:
    """The X explorer, built from its initial state (see :class:`XExplorer`), its labels
    and messages in ``lang`` ("en", "zh-Hans", "zh-Hant"; None: the language in use).

    ``card`` is a bundled card (or None/"" to start from the typed ``cost``), ``how`` one of
    :data:`mtgrules.CAST_METHODS`, ``pool`` mana letters, ``x`` the announced X on a slider
    from 0 to ``x_max`` (default 20, or ``x`` if larger). Nothing is cut to fit a control: a
    reduction or increase above 20 widens its box, an ``x`` above an explicit ``x_max``
    raises NumberError. Bad choices raise ChoiceError, other bad arguments the library's
    error for them (ManaCostError for a cost that is not text, ...).
    """
    lang = check_lang(lang)
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
        raise mr.NumberError(T("x={x:,} is more than x_max={x_max:,}, the top of the X "
                               "slider: give a larger x_max", lang, x=x, x_max=x_max))
    reduction = whole_number(reduction, "reduction")
    increase = whole_number(increase, "increase")
    return XExplorer(card=card, cost=cost, how=how, pool=pool, limit_by_pool=limit_by_pool,
                     x=x, reduction=reduction, increase=increase, additional=additional,
                     alternative=alternative, chart=chart, x_max=x_max, lang=lang)
