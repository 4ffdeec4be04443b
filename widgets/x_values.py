"""Explorer and exercises for notebook 01 (X: 107.3, 202.3e, 601.2b, 601.2f).

:func:`x_explorer` lets a learner pick a card with {X} in its mana cost (or type any real card
by its English or official Chinese name in the "any card" box, or type a cost),
choose how it is cast and what mana is available, and see what the library answers: the legal
values of X (:func:`mtgrules.x_range`), the total cost for a chosen X
(:func:`mtgrules.total_cost`), whether the pool pays it (:func:`mtgrules.can_pay`), the mana
value in every zone (:func:`mtgrules.mana_value_in_zone`) and, for a permanent card, the X its
enters abilities use (:func:`mtgrules.entering_x`). No rules are decided here.

:data:`exercises` are the notebook's four exercises (answer boxes, hints, solutions).

Everything a learner reads is written in English here and translated through the ``x_values``
catalog (:data:`T`) into the language asked for (``lang="zh-Hans"`` or ``"zh-Hant"``; None:
the language in use, see :func:`mtgrules.i18n.use_language`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from typing import Any, Callable

import ipywidgets as w

import mtgrules as mr
from mtgrules.cards import SPLIT_LAYOUTS
from mtgrules.checks import choice, switch, text, whole_number
from mtgrules.i18n import Catalog, N_, check_lang
from mtgrules.costs import describe_x

from ._charts import Chart, Series, line_chart
from ._common import (LOCALE, Explorer, Feedback, Table, card_in, card_search, check_numbers,
                      find_card, gap, labelled, official_name, plain_table)
from .exercises import Exercise, Exercises, is_whole, sentence

T = Catalog("widgets", LOCALE, context="x_values")
"""The messages of this module in the three languages (``T(message, lang, **fields)``)."""

TYPED = ""  # the card dropdown's value when the cost is typed by hand

X_MAX = 20
"""The X slider's usual top (a starting X above it raises the top to that X)."""

BOX_MOST = 20
"""The cost reduction and increase boxes' usual top (widened to fit a starting value)."""

CONTRAST_CARDS = ("Everflowing Chalice",)
"""Cards offered next to the X cards because they look like X spells but are not."""

HOW_LABELS = {
    "normal": N_("normally, paying its mana cost"),
    "without paying its mana cost": N_("without paying its mana cost"),
    "with a cost reduction": N_("with a cost reduction"),
    "with an alternative cost": N_("with an alternative cost"),
}
"""How each cast method reads in the dropdown (English; shown through :data:`T`)."""

CAST_WORDS = {
    "normal": N_("cast normally, paying its mana cost"),
    "without paying its mana cost": N_("cast without paying its mana cost"),
    "with a cost reduction": N_("cast with a cost reduction"),
    "with an alternative cost": N_("cast with an alternative cost"),
}
"""How each cast method reads in a sentence ("cast" and :data:`HOW_LABELS`)."""

HOW_RULES = {
    "normal": N_("You choose X as you cast the spell, and pay X mana for each {X} (107.3a, "
                 "601.2b)."),
    "without paying its mana cost": N_("No mana cost is paid, so 0 is the only legal X "
                                       "(107.3b)."),
    "with a cost reduction": N_("A reduction comes off the total cost and leaves X yours to "
                                "choose, even when the cost drops to {0} (107.3b, 601.2f)."),
    "with an alternative cost": N_("X is yours to choose only if the alternative cost has X "
                                   "too (107.3b)."),
}
"""A rule pointer shown under the controls for each cast method (display text only)."""

ZONE_NAMES = {
    "hand": N_("hand"), "library": N_("library"), "graveyard": N_("graveyard"),
    "exile": N_("exile"), "stack": N_("stack"), "battlefield": N_("battlefield"),
    "command": N_("command"),
}
"""Each zone of :data:`mtgrules.ZONES` as a learner reads it (English: the zone itself)."""

TYPE_WORDS = {
    "artifact": N_("artifact"), "battle": N_("battle"), "creature": N_("creature"),
    "enchantment": N_("enchantment"), "instant": N_("instant"), "kindred": N_("kindred"),
    "land": N_("land"), "planeswalker": N_("planeswalker"), "sorcery": N_("sorcery"),
    "tribal": N_("tribal"),
}
"""Card types as they read in a sentence (lower case in English)."""

LABEL = "130px"
"""Label width of the controls (the longest label, "alternative cost", fits)."""

LEFT_COLUMN = "470px"
"""Width of the controls' left column: the card list and the X slider fit in it, and two
columns fit a 1024 px window; on a narrower page the right column wraps under the left."""


def x_card_names() -> list[str]:
    """The bundled one-face cards with {X} in their mana cost, then the contrast cards."""
    names = [name for name in mr.card_names(layout="normal") if mr.card(name).mana_cost.has_x]
    return names + [name for name in CONTRAST_CARDS if name in mr.card_names()]


def describe_range(legal: range | mr.OpenRange, lang: str | None = None) -> str:
    """The legal values of X in a sentence, in ``lang`` (None: the language in use): the
    library's :func:`mtgrules.costs.describe_x` ("X can be 0 to 4")."""
    return describe_x(legal, lang=check_lang(lang))


def card_name(name: str, lang: str | None = None) -> str:
    """A bundled card's name in ``lang``: its official Chinese name in that script, or the
    English name where it has none (or for a name the card index doesn't know)."""
    return official_name(name, lang) or name


def card_label(name: str, lang: str | None = None) -> str:
    """A card as the dropdown names it: the English name, or in Chinese the official name
    with the English one in parentheses (火球（Fireball）)."""
    local = card_name(name, lang)
    return name if local == name else T("{local} ({english})", lang, local=local,
                                         english=name)


def how_words(method: str, lang: str | None = None) -> str:
    """A cast method of :data:`mtgrules.CAST_METHODS` in words ("with a cost reduction")."""
    return T(HOW_LABELS[method], lang)


def zone_name(zone: str, lang: str | None = None) -> str:
    """A zone of :data:`mtgrules.ZONES` in words (in English the zone itself: "stack")."""
    return T(ZONE_NAMES.get(zone, zone), lang)


def type_words(card: Any, lang: str | None = None) -> str:
    """A card's types in a sentence ("artifact creature")."""
    lang = check_lang(lang)
    if lang == "en":
        return " ".join(card.types).lower()
    return "".join(T(TYPE_WORDS.get(kind.lower(), kind.lower()), lang) for kind in card.types)


def entering_words(entering: mr.EnteringX, lang: str | None = None) -> str:
    """:func:`mtgrules.entering_x`'s three values in a sentence, in ``lang``."""
    if check_lang(lang) == "en":
        return str(entering)
    return T("Cast with X = {spell:,}: its enters abilities use X = {enters:,}, but the "
             "permanent's own X is {own:,} (107.3m)", lang, spell=entering.spell,
             enters=entering.enters_ability, own=entering.permanent)


def _generic(amount: int) -> str:
    """An amount of generic mana as its symbol: 2 is {2}."""
    return "{%d}" % amount


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


# --- tables and charts ---------------------------------------------------------------------

def zone_values(cost: mr.ManaCost | str, x: int, card: Any = None,
                lang: str | None = None) -> list[tuple[str, int | None, str]]:
    """(zone, mana value, why) for each zone, for a spell announced with this X; the zone is
    the library's name for it, "why" a sentence in ``lang``.

    A card that is not a permanent card (an instant or a sorcery) is never on the battlefield
    (110.4, 304.4, 307.4): its battlefield row has no mana value (None). ``card`` is the
    card, or None for a typed cost (then every zone is shown).
    """
    lang = check_lang(lang)
    rows = []
    for zone in mr.ZONES:
        if zone == "battlefield" and card is not None and not card.is_permanent:
            kind = next((t for t in card.types if t in ("Instant", "Sorcery")),
                        card.types[0] if card.types else "card")
            rule = {"Instant": "304.4", "Sorcery": "307.4"}.get(kind, "110.4")
            word = kind.lower()
            kind_words = (_article(word) if lang == "en"
                          else T(TYPE_WORDS.get(word, word), lang))
            rows.append((zone, None, T("{name} is {kind}: it never enters the battlefield "
                                       "(110.4, {rule})", lang,
                                       name=card_name(card.name, lang), kind=kind_words,
                                       rule=rule)))
            continue
        value = mr.mana_value_in_zone(cost, zone, x=x)
        if zone == "stack":
            why = T("X counts as the announced {x} (202.3e)", lang, x=x)
        elif zone == "battlefield" and card is None:
            why = T("X counts as 0 off the stack (107.3g, 202.3e), if it is a permanent card "
                    "(110.4)", lang)
        else:
            why = T("X counts as 0 off the stack (107.3g, 202.3e)", lang)
        rows.append((zone, value, why))
    return rows


def zone_view(cost: mr.ManaCost | str, x: int, card: Any = None,
              lang: str | None = None) -> Table:
    """A :class:`~widgets._common.Table`: the mana value in each zone for a spell announced
    with this X, and why (see :func:`zone_values`; "—" where the card can't be), the stack
    row shaded (202.3e, 107.3g). Its headings, zones and reasons are in ``lang``."""
    lang = check_lang(lang)
    rows = zone_values(cost, x, card, lang)
    stack = [zone for zone, _, _ in rows].index("stack")
    return plain_table(
        [T("Zone", lang), T("Mana value (X = {x} announced)", lang, x=x), T("Why", lang)],
        [(zone_name(zone, lang), "—" if value is None else value, why)
         for zone, value, why in rows],
        T("Mana value by zone (202.3e, 107.3g)", lang), labels=1,
        row_styles={stack: STACK_SHADE})


STACK_SHADE = "background-color:#d6eaf8"
"""The stack row's shade in the zone table: the one zone where X is the announced number."""


def zone_table(cost: mr.ManaCost | str, x: int, card: Any = None, lang: str | None = None):
    """:func:`zone_view` as a pandas DataFrame indexed by zone (for code; pandas is
    imported only here)."""
    return zone_view(cost, x, card, lang).frame()


def best_total(cost: mr.ManaCost | str, *, x: int, how: str = "normal",
               pool: mr.ManaPool | None = None, **costs: Any) -> mr.ManaCost:
    """The total cost for ``x`` (601.2f). Where it depends on how {2/W}-style symbols are
    announced (a reduction reaches only a {2/W} announced as {2}, 601.2b), the one a player
    would pick: the least mana among those the pool pays, or among all without a pool."""
    from mtgrules.costs import total_cost_choices

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


def chart_title(label: str, rows: list[dict[str, Any]], lang: str | None = None) -> str:
    """A title that states what the chart shows, read off its :func:`chart_rows`."""
    if not rows:
        return T("{label}: no value of X can be paid", lang, label=label)
    if len(rows) == 1:
        return T("{label}: X = {x} is the only legal choice", lang, label=label,
                 x=rows[0]["X"])
    top = rows[-1]
    return T("{label}: X = {x} costs {total}; its mana value is {stack} on the stack, "
             "{hand} in hand", lang, label=label, x=top["X"], total=top["total cost"],
             stack=top["mana value on the stack"], hand=top["mana value in hand"])


def x_chart(cost: mr.ManaCost | str, *, label: str = "", x_max: int = 8, how: str = "normal",
            pool: mr.ManaPool | None = None, lang: str | None = None, **costs: Any) -> Chart:
    """A chart of mana paid and mana value (stack, hand) against X (see :func:`chart_rows`),
    its title and labels in ``lang``."""
    lang = check_lang(lang)
    rows = chart_rows(cost, x_max=x_max, how=how, pool=pool, **costs)
    return plot(rows, label or str(mr.parse_cost(cost) if isinstance(cost, str) else cost),
                lang)


_LINES = {  # marker, dashes, color, width, marker size: wide first, so overlaps stay visible
    "mana paid": ("circle", "", "#b03a2e", 4.5, 1.6),
    "mana value on the stack": ("square", "7 4", "#1f618d", 2.2, 1.0),
    "mana value in hand": ("triangle", "2 3", "#7d6608", 2.2, 1.0),
}

_LINE_NAMES = {  # each line's name in the legend
    "mana paid": N_("mana paid"),
    "mana value on the stack": N_("mana value on the stack"),
    "mana value in hand": N_("mana value in hand"),
}


def plot(rows: list[dict[str, Any]], label: str, lang: str | None = None) -> Chart:
    """An SVG line chart of :func:`chart_rows`: mana against the X announced (its title,
    legend and axes in ``lang``)."""
    lang = check_lang(lang)
    series = [Series(T(_LINE_NAMES[column], lang), [(row["X"], row[column]) for row in rows],
                     color, width, dash, marker, size)
              for column, (marker, dash, color, width, size) in _LINES.items()]
    xs = [row["X"] for row in rows]
    return line_chart(series, title=chart_title(label, rows, lang),
                      x_label=T("X announced", lang), y_label=T("mana", lang),
                      x_ticks=[(x, str(x)) for x in xs],
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
    shown_label: str = ""     # the label in the explorer's language (the card's local name)


BOXES = {"mana cost": N_("mana cost"), "additional cost": N_("additional cost"),
         "alternative cost": N_("alternative cost")}
"""The cost boxes, as messages name them (English: the box's label)."""


def _parsed(typed: str, box: str, lang: str | None = None) -> mr.ManaCost:
    """The cost typed in ``box``; a mistyped one is refused with a message naming the box
    (in ``lang``)."""
    named = T(BOXES.get(box, box), lang)
    try:
        return mr.parse_cost(check_numbers(typed, named))
    except mr.ManaCostError as error:
        if str(error).lower().startswith(box):
            raise
        # already in the language: a message without fields is shown as written
        raise mr.ManaCostError(T("{box}: {message}", lang, box=sentence(named),
                                 message=error.translated(lang))) from None


ADDITIONAL_KINDS = {"multikicker": "multikicker", "复数增幅": "multikicker",
                    "複數增幅": "multikicker", "kicker": "kicker", "增幅": "kicker",
                    "gift": "gift", "赠礼": "gift", "贈禮": "gift",
                    "mandatory additional cost": "mandatory", "mandatory": "mandatory",
                    "additional cost": "mandatory", "强制性额外费用": "mandatory",
                    "強制性額外費用": "mandatory", "额外费用": "mandatory", "額外費用": "mandatory"}
"""The kinds of additional cost the box reads before the mana (118.8; 702.33 kicker and
multikicker, 702.174 gift), by their English names and the official Chinese terms of each
script; longer names first, so multikicker is never read as kicker. A cost a card asks for
"as an additional cost" (in the Chinese card texts 作为施放此咒语的额外费用 / 作為施放此咒語的
額外費用) must be paid: "mandatory", "additional cost", 额外费用 and 額外費用 (the official
term of 118.8) name it."""

KIND_WORDS = {"kicker": N_("kicker"), "multikicker": N_("multikicker"), "gift": N_("gift"),
              "mandatory": N_("mandatory additional cost")}
"""An additional cost's kind in words, for the sentence that says how it was cast."""

_TIMES = re.compile(r"\s(?:[x×✕*]\s*(\d{1,9})|(\d{1,9})\s*(?:times|次)|(twice|两次|兩次))\s*$",
                    re.I)
"""How many times, after the mana: " ×3", " x3", " 3 times", " 3 次", " twice", " 两次"."""


def _additional(typed: str, lang: str | None = None) -> mr.ManaCost | mr.AdditionalCost:
    """The additional cost typed in its box: mana such as ``{1}{R}`` (paid once), or a kind
    first, then the mana, then how many times: "kicker {1}{R}", "multikicker {1} ×3",
    "增幅 {2}{R}" (118.8, 702.33). A kicker or gift paid twice is refused (702.33d, 702.174a)."""
    rest, kind = typed.strip(), "optional"
    for name, meaning in ADDITIONAL_KINDS.items():
        if rest.lower().startswith(name):
            rest, kind = rest[len(name):].strip(" :："), meaning
            break
    times = 1
    counted = _TIMES.search(" " + rest)
    if counted:
        rest = (" " + rest)[:counted.start()].strip()
        times = 2 if counted.group(3) else int(counted.group(1) or counted.group(2))
    cost = _parsed(rest, "additional cost", lang) if rest.strip() else mr.ManaCost()
    if kind == "optional" and times == 1:
        return cost
    return mr.AdditionalCost(cost, kind, times=times)


def _additional_words(cost: mr.ManaCost | mr.AdditionalCost, tr: Callable[..., str]) -> str:
    """The additional cost for the sentence that says how the spell was cast."""
    if isinstance(cost, mr.ManaCost):
        return str(cost)
    kind = tr(KIND_WORDS[cost.kind]) if cost.kind in KIND_WORDS else ""
    times = f" ×{cost.times}" if cost.times > 1 else ""
    return " ".join(p for p in (kind, str(cost.cost) if cost.cost.symbols else "") if p) + times


_WORDS = re.compile(r"\S\s+\S|[\u4e00-\u9fff]")
"""Words, not a cost: two of them (a space between), or Chinese."""

_LEADING_MANA = re.compile(r"\s*((?:\{[^{}]*\}\s*)*)(?:(?:and|,|，|、|和|及)\s*)?(.*)", re.S)


def _alternative(typed: str, lang: str | None = None) -> mr.ManaCost | mr.AlternativeCost:
    """The alternative cost typed in its box: mana symbols such as ``{X}{U}``, words such as
    "exile a red card with mana value X from your hand" (an X on its own in them is an X in
    the cost, 107.3a), or mana then words ("{1} and discard a card")."""
    match = _LEADING_MANA.fullmatch(typed)
    mana, words = (match.group(1).strip(), match.group(2).strip()) if match else (typed, "")
    if not words or not _WORDS.search(words):  # "RR" or "XU" is a mistyped cost, not words
        return _parsed(typed, "alternative cost", lang)
    cost = _parsed(mana, "alternative cost", lang) if mana else mr.ManaCost()
    return mr.AlternativeCost(cost, what=words)


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
        self.search = labelled(tr("any card"), card_search(
            self.lang, names, width=f"calc({LABEL} + 300px)"), LABEL)
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
        children = list(self.children)
        children.insert(children.index(self.output), self.stale_note)
        self.children = tuple(children)
        self._syncing = False
        self.card.observe(self._card_chosen, names="value")
        self.search.observe(self._card_typed, names="value")
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

    def _card_typed(self, change) -> None:
        """A card typed in the "any card" box (English, Simplified or Traditional name):
        used as if chosen from the dropdown; a name that is no card, or a card with no one
        mana cost to explore, gets a message in place and the last good result stays."""
        typed = str(change["new"]).strip()
        if not typed:
            self.refresh()   # an emptied box: the controls above say what is shown
            return
        try:
            card = find_card(typed)
        except mr.RulesInputError as error:
            self.show_message(error.translated(self.lang))
            return
        misfit = self.misfit(card)
        if misfit:
            self.show_message(misfit)
            return
        self.use_card(card.name)

    def misfit(self, card: Any) -> str:
        """Why ``card`` can't be explored here, in the explorer's language ("" when it can):
        a split card has a cost per half (709.3), a card with no mana cost has no X (202.1b)."""
        name = card_in(card.name, self.lang)
        example = card_in("Fireball", self.lang)
        if card.layout in SPLIT_LAYOUTS:
            return self.tr("{name} is a split card: each half has its own mana cost and is "
                           "cast on its own (709.3). Type the mana cost of the half you cast "
                           "in the mana cost box.", name=name)
        if card.mana_cost.is_absent:
            if card.is_a("Land"):
                return self.tr("{name} is a land: it has no mana cost (202.1b) and is "
                               "played, not cast (305.1), so it has no X to choose. Type a "
                               "card with a mana cost, such as {example}.", name=name,
                               example=example)
            return self.tr("{name} has no mana cost (202.1b), so it has no X to choose. "
                           "Type a card with a mana cost, such as {example}.", name=name,
                           example=example)
        return ""

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
        card = mr.card(self.card.value) if self.card.value != TYPED else None
        cost = card.mana_cost if card else _parsed(self.cost.value, "mana cost", self.lang)
        costs = self._costs()
        pool = mr.ManaPool(self.pool.value.strip()) if self.limit_by_pool.value else None
        legal = mr.x_range(cost, how=how, pool=pool, **costs)
        x = self.x.value
        try:
            total = best_total(cost, x=x, how=how, pool=pool, **costs)
        except mr.NumberError as error:
            if legal == range(0, 1) and x != 0:  # 107.3b: tell the learner what to do
                # already in the language: a message without fields is shown as written
                raise mr.NumberError(self.tr("{error}. Move X announced to 0.",
                                             error=error.translated(self.lang))) from None
            raise
        payable = mr.can_pay(total, pool) if pool is not None else None
        # the 107.3m line is only worth showing for a permanent with X in its mana cost
        permanent = (card.is_permanent if card else True) and cost.has_x
        zones = zone_values(cost, x, card, self.lang)
        label = card.name if card else (str(cost) or self.tr("typed cost"))
        return XView(
            label=label, card=card, cost=cost,
            how=how, pool=pool, legal=legal, x=x, total=total, payable=payable,
            entering=mr.entering_x(x) if permanent else None, zones=zones,
            table=zone_view(cost, x, card, self.lang),
            figure_rows=chart_rows(cost, x_max=min(self.x.max, 12), how=how, pool=pool,
                                   **costs),
            cast=self._cast_words(how, costs),
            shown_label=card_name(card.name, self.lang) if card else label)

    def _cast_words(self, how: str, costs: dict[str, Any]) -> str:
        words = self.tr(CAST_WORDS[how])
        if how == "with an alternative cost" and costs.get("alternative"):
            words = self.tr("cast for the alternative cost {cost}", cost=costs["alternative"])
        extras = []
        if costs.get("additional"):
            extras.append(self.tr("an additional cost of {cost}",
                                  cost=_additional_words(costs["additional"], self.tr)))
        if costs["increase"]:
            extras.append(self.tr("{amount} more", amount=_generic(costs["increase"])))
        if costs["reduction"]:
            extras.append(self.tr("{amount} less", amount=_generic(costs["reduction"])))
        if not extras:
            return words
        return self.tr("{cast} with {extras}", cast=words,
                       extras=self.tr(" and ").join(extras))

    def render(self, view: XView) -> list[Any]:
        from IPython.display import HTML

        tr = self.tr
        kind = (type_words(view.card, self.lang) if view.card is not None
                else tr("a typed cost"))
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

    def _costs(self) -> dict[str, Any]:
        costs: dict[str, Any] = {"reduction": self.reduction.value,
                                 "increase": self.increase.value}
        if self.additional.value.strip():
            costs["additional"] = _additional(self.additional.value, self.lang)
        if self.how.value == "with an alternative cost":
            alternative = _alternative(self.alternative.value.strip(), self.lang)
            if isinstance(alternative, mr.ManaCost) and alternative.is_absent:
                # already in the language: a message without fields is shown as written
                raise mr.ChoiceError(self.tr(
                    "Type the alternative cost in its box, the cost paid instead of the mana "
                    "cost, such as {X}{U} or {R} (118.9)."))
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




# --- exercises -----------------------------------------------------------------------------
#
# Judges, answers and workings write in the language in use (T(..., None, ...)): the
# exercises module runs them inside mtgrules.i18n.language(lang) when a language is given.

_NUMBER = re.compile(r"-?\d+")

BRACES = N_("braces such as {2} write mana symbols; an X or a mana value is a plain number")
"""The format slip of an answer written with braces (shown in the language in use)."""

_ZONE_WORDS = {"堆叠": "stack", "堆疊": "stack", "牌库": "library", "牌庫": "library"}
"""The zones of exercise 1 as a learner may write them in Chinese."""

_OPEN_WORDS = re.compile(r"\b(any|all|every|none|no)\b|任何|任意|所有|都可以|没有|沒有")
"""Words of an answer to exercise 2 that leave X open, or say there is none."""


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
            return _Read(tuple(values), T(BRACES, None))
        return _Read(None)
    if isinstance(answer, (tuple, list, range)):
        values = tuple(answer)
        if values and all(is_whole(v) for v in values):
            return _Read(values)
        if values and all(isinstance(v, (set, frozenset)) and len(v) == 1
                          and is_whole(next(iter(v))) for v in values):  # {4}, {1}
            return _Read(tuple(next(iter(v)) for v in values), T(BRACES, None))
        return _Read(None)
    if isinstance(answer, str):
        found = tuple(int(n) for n in _NUMBER.findall(answer))
        if not found:
            return _Read(None)
        slip = T(BRACES, None) if "{" in answer else ""
        return _Read(found, slip)
    return _Read(None)


def _with_slip(text: str, slip: str) -> str:
    return T("{text} (A note on the form: {slip}.)", None, text=text, slip=slip) if slip \
        else text


def _joined(hints: list[str]) -> str:
    """Hints one after another, as sentences follow each other in the language in use."""
    return gap(None).join(hints)


# Exercise 1: Blaze with X = 3, on the stack and in the library ---------------------------

BLAZE_X = 3


def _blaze() -> tuple[mr.ManaCost, int, int]:
    cost = mr.card("Blaze").mana_cost
    return (cost, mr.mana_value_in_zone(cost, "stack", x=BLAZE_X),
            mr.mana_value_in_zone(cost, "library", x=BLAZE_X))


def _blaze_answer() -> str:
    _, stack, library = _blaze()
    return T("{stack} on the stack, {library} in the library", None, stack=stack,
             library=library)


def _stack_and_library(answer: Any) -> _Read:
    """(on the stack, in the library) from an answer; text may name the zones in any order
    (in English or in Chinese)."""
    if isinstance(answer, str):
        lowered = answer.lower()
        for word, zone in _ZONE_WORDS.items():
            lowered = lowered.replace(word, f" {zone} ")
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
        return Feedback(False, _with_slip(T(
            "Give two mana values, the spell on the stack first and then the Blaze in the "
            "library, such as 7, 7: mana value is a number (202.3).", None), read.slip))
    on_stack, in_library = read.numbers
    symbols = cost.mana_value()  # the mana value with X = 0
    if (on_stack, in_library) == (stack, library):
        return Feedback(True, _with_slip(T(
            "On the stack X is the announced {x}, so the spell's mana value is {x} + "
            "{symbols} = {stack}; in the library X counts as 0, so that Blaze has mana value "
            "{library} (202.3e, 107.3g; Counterbalance ruling 2006-07-15).", None,
            x=BLAZE_X, symbols=symbols, stack=stack, library=library), read.slip))
    if min(on_stack, in_library) < 0:
        return Feedback(False, _with_slip(T(
            "A mana value is never negative: it adds up the mana symbols of the mana cost "
            "(202.3).", None), read.slip))
    if (on_stack, in_library) == (library, stack):
        return Feedback(False, _with_slip(T(
            "Look again at the one zone where X has its announced value (107.3g, 202.3e), and "
            "check which of your numbers belongs to it: the first is the spell on the stack, "
            "the second the Blaze in the library.", None), read.slip))
    hints = []
    if on_stack != stack:
        if on_stack == library:
            hints.append(T("On the stack X is not 0: the spell's X is the number announced "
                           "as it was cast (107.3a, 202.3e).", None))
        elif on_stack == BLAZE_X:
            hints.append(T("Your number for the spell counts X but leaves out the colored "
                           "symbol: mana value adds up every mana symbol of the mana cost, "
                           "colored ones too (202.3).", None))
        elif on_stack == stack + BLAZE_X or on_stack == 2 * BLAZE_X + symbols:
            hints.append(T("Blaze's mana cost has one {X}: with the announced X it counts "
                           "once, as that number (107.3a, 202.3e).", None))
        else:
            hints.append(T("For the spell on the stack, replace {X} in Blaze's mana cost by "
                           "the announced number and add up the symbols (202.3e).", None))
    if in_library != library:
        if in_library == stack:
            hints.append(T("The Blaze in the library is a different object from the spell: "
                           "its X was never announced, and off the stack {X} is treated as a "
                           "number fixed by 107.3g. Look that rule up.", None))
        elif in_library == 0:
            hints.append(T("In the library only the {X} counts as 0 (107.3g); the other "
                           "symbols of the mana cost still count (202.3).", None))
        else:
            hints.append(T("For the Blaze in the library, read 107.3g: what is {X} worth in "
                           "any zone other than the stack?", None))
    return Feedback(False, _with_slip(_joined(hints), read.slip))


def _blaze_working() -> str:
    cost, stack, library = _blaze()
    return T("Blaze's mana cost is {cost}. On the stack X is the number announced for it "
             "(107.3a, 202.3e), so the spell cast with X = {x} has mana value {x} + {symbols} "
             "= {stack}.\nIn every other zone {{X}} is treated as 0 (107.3g), so a Blaze in "
             "your library has mana value {library}: Counterbalance revealing it does not "
             "counter the spell (Counterbalance ruling 2006-07-15).", None,
             cost=cost, x=BLAZE_X, symbols=cost.mana_value(), stack=stack, library=library)


# Exercise 2: Walking Ballista cast without paying its mana cost ---------------------------

FREE = "without paying its mana cost"


def _free_ballista() -> tuple[int, ...]:
    return tuple(mr.x_range(mr.card("Walking Ballista").mana_cost, how=FREE))


def _free_ballista_words() -> str:
    """The legal X of a free Walking Ballista in words ("X can ..."), in the language in
    use."""
    return describe_range(mr.x_range(mr.card("Walking Ballista").mana_cost, how=FREE))


def _free_answer() -> str:
    values = _free_ballista()
    if not values:
        return T("no X at all", None)
    return T("X = {values} only", None, values=T(", ", None).join(str(v) for v in values))


def _judge_free_ballista(answer: Any) -> Feedback:
    legal = _free_ballista()
    if isinstance(answer, str) and _OPEN_WORDS.search(answer.lower()) \
            and not _NUMBER.search(answer):
        return Feedback(False, T("Cascade lets you cast Walking Ballista, so X has a legal "
                                 "value, but a free cast does not leave it open either: read "
                                 "107.3b on spells cast without paying their mana cost.",
                                 None))
    read = _read_numbers(answer)
    if read.numbers is None:
        return Feedback(False, _with_slip(T("List the values of X you may choose, as whole "
                                            "numbers separated by commas (107.3a).", None),
                                          read.slip))
    given = tuple(sorted(set(read.numbers)))
    if given == legal:
        counters = mr.entering_x(legal[-1]).enters_ability
        return Feedback(True, _with_slip(T(
            "Cast without paying its mana cost, no mana cost is paid, so {legal} (107.3b; "
            "Bloodbraid Elf ruling 2021-06-18); Ballista enters with {counters} +1/+1 "
            "counters (107.3m), a 0/0 that dies at once (704.5f).", None,
            legal=_free_ballista_words(), counters=counters), read.slip))
    if any(v < 0 for v in given):
        return Feedback(False, _with_slip(T("X is never negative (107.1b).", None),
                                          read.slip))
    if set(legal) < set(given):
        return Feedback(False, _with_slip(T(
            "Your list has values that a free cast doesn't allow: there is no mana cost being "
            "paid to put X into. Read 107.3b, and compare it with a cost reduction, which is "
            "different.", None), read.slip))
    return Feedback(False, _with_slip(T(
        "X is chosen while the spell is cast (601.2b), before any counters are put on it; "
        "107.3b says which values are left when you cast it without paying its mana cost.",
        None), read.slip))


def _free_working() -> str:
    legal = _free_ballista()
    counters = mr.entering_x(legal[-1]).enters_ability
    return T("Cascade lets you cast Walking Ballista without paying its mana cost. 107.3b: "
             "then there is no mana cost to pay X into, so {legal}, however much mana you "
             "have (Bloodbraid Elf ruling 2021-06-18). Ballista enters with {counters} +1/+1 "
             "counters (107.3m) and, as a 0/0, dies at once (704.5f).", None,
             legal=_free_ballista_words(), counters=counters)


# Exercises 3 and 4: the largest X a pool pays for ------------------------------------------

@dataclass(frozen=True)
class _LargestX:
    """The largest X for a card, a pool and cost changes (computed by the library)."""

    name: str
    pool: str
    rules: str     # the rules that decide it (a message of T)
    ruling: str    # the dated ruling that works the same case, or "" (a message of T)
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

    def _ruling(self) -> str:
        return T(self.ruling, None) if self.ruling else ""

    def answer(self) -> str:
        return T("X = {x} at most", None, x=self.best())

    def judge(self, answer: Any) -> Feedback:
        read = _read_numbers(answer)
        if read.numbers is None or len(read.numbers) != 1:
            return Feedback(False, _with_slip(T("Give one whole number: the largest X you can "
                                                "announce (107.3a).", None), read.slip))
        x = read.numbers[0]
        best, pool = self.best(), self.pool
        if x == best:
            reduced = ""
            if self.kwargs().get("reduction"):
                full = mr.total_cost(self.cost, x=best)
                reduced = T(" ({full} less the reduction of {amount})", None, full=full,
                            amount=_generic(self.kwargs()["reduction"]))
            return Feedback(True, _with_slip(T(
                "X = {best} makes the total cost {total}{reduced}, which {pool} pays; X = "
                "{more} would make it {more_total}, which it can't ({rules}; {ruling}).", None,
                best=best, total=self.total(best), reduced=reduced, pool=pool, more=best + 1,
                more_total=self.total(best + 1), rules=T(self.rules, None), ruling=self._ruling()),
                read.slip))
        if x < 0:
            return Feedback(False, _with_slip(T("X is never negative (107.1b).", None),
                                              read.slip))
        per_x = self.cost.count("X")
        reduction = self.kwargs().get("reduction", 0)
        fixed = self.total(0).mana_value()
        unreduced = mr.x_range(self.cost, pool=mr.ManaPool(pool))
        if x in self.legal():
            if reduction and unreduced and x == unreduced[-1]:
                return Feedback(False, _with_slip(T(
                    "X = {x} is payable, but you have not taken the reduction into account: "
                    "it comes off the total cost after X is put in (601.2f), so a larger X "
                    "still fits.", None, x=x), read.slip))
            if reduction and x == 0:
                return Feedback(False, _with_slip(T(
                    "A cost reduction is not a free cast: X stays yours to choose (107.3b, "
                    "last sentence). Which larger X can the pool still pay?", None),
                    read.slip))
            left = len(pool) - self.total(x).mana_value()
            return Feedback(False, _with_slip(T(
                "X = {x} makes the total cost {total}, and {pool} pays it with {left} mana to "
                "spare: is a larger X still payable (601.2f)?", None, x=x,
                total=self.total(x), pool=pool, left=left), read.slip))
        if per_x > 1 and x * 1 + fixed <= len(pool) + reduction and \
                self.total(x).mana_value() > len(pool):
            return Feedback(False, _with_slip(T(
                "{name}'s mana cost has {count} {{X}} symbols, and each is X mana (107.3a, "
                "107.3i): X = {x} makes the total cost {total}, more than {pool}.", None,
                name=card_name(self.name, None), count=per_x, x=x, total=self.total(x),
                pool=pool), read.slip))
        return Feedback(False, _with_slip(T(
            "X = {x} makes the total cost {total}, {mana} mana: more than the {size} mana of "
            "{pool} (601.2f). Try a smaller X.", None, x=x, total=self.total(x),
            mana=self.total(x).mana_value(), size=len(pool), pool=pool), read.slip))

    def working(self) -> str:
        best = self.best()
        text = T("{name} costs {cost}; each {{X}} is X mana (107.3a, 107.3i; {ruling}). With "
                 "X = {best} the total cost is {total} and {pool} pays it; with X = {more} it "
                 "is {more_total}, more than the pool (601.2f).", None,
                 name=card_name(self.name, None), cost=self.cost, ruling=self._ruling(),
                 best=best, total=self.total(best), pool=self.pool, more=best + 1,
                 more_total=self.total(best + 1))
        if self.kwargs().get("reduction"):
            text += "\n" + T("The reduction of {amount} comes off the total cost after X is "
                             "put in (601.2f), and a reduction leaves X free (107.3b).", None,
                             amount=_generic(self.kwargs()["reduction"]))
        return text


CRACKLE = _LargestX("Crackle with Power", "RRRRRRRR", N_("107.3a, 107.3i"),
                    N_("Crackle with Power ruling 2021-04-16"))
REDUCED_BALLISTA = _LargestX("Walking Ballista", "CCCC", N_("107.3b, 601.2f"),
                             N_("Walking Ballista ruling 2020-08-07"),
                             (("how", "with a cost reduction"), ("reduction", 2)))


exercises = Exercises((
    Exercise(
        1, N_("An opponent casts Blaze with X = {x}. What is the mana value of that spell, "
              "and of a Blaze you reveal from your library?"),
        N_("two numbers: the mana value on the stack, then in the library"),
        _judge_blaze, _blaze_answer, _blaze_working,
        examples_of_right=((4, 1), "4, 1", "4 on the stack, 1 in the library",
                           "1 in the library, 4 on the stack", "{4}, {1}"),
        examples_of_wrong=((4, 4), (1, 1), (3, 1), (1, 4), (6, 1), 4, "four and one", (-4, 1)),
        catalog=T, fields={"x": BLAZE_X},
    ),
    Exercise(
        2, N_("Bloodbraid Elf's cascade hits Walking Ballista and you cast it without paying "
              "its mana cost. Which values of X may you choose?"),
        N_("the values of X you may choose, as whole numbers separated by commas"),
        _judge_free_ballista, _free_answer, _free_working,
        examples_of_right=([0], 0, "0", "X = 0", "X = 0 only", "{0}"),
        examples_of_wrong=([0, 1, 2], [1], (0, 1, 2, 3, 4), "any", "none", [-1, 0], "zero"),
        catalog=T,
    ),
    Exercise(
        3, N_("You have eight red mana (RRRRRRRR). What is the largest X you can announce for "
              "Crackle with Power ({X}{X}{X}{R}{R})?"),
        N_("one whole number, the largest X you can announce"),
        CRACKLE.judge, CRACKLE.answer, CRACKLE.working,
        examples_of_right=(2, "2", "X = 2", "x=2", "{2}", "X = 2 at most"),
        examples_of_wrong=(6, 3, 1, 0, 8, -1, True, "two", (2, 3)),
        catalog=T,
    ),
    Exercise(
        4, N_("An effect makes your artifact spells cost {2} less. You have four colorless "
              "mana (CCCC). What is the largest X you can announce for Walking Ballista?"),
        N_("one whole number, the largest X you can announce"),
        REDUCED_BALLISTA.judge, REDUCED_BALLISTA.answer, REDUCED_BALLISTA.working,
        examples_of_right=(3, "3", "X = 3", "{3}", "X = 3 at most"),
        examples_of_wrong=(2, 0, 6, 4, 1, "three"),
        catalog=T,
    ),
))
"""The notebook's exercises: answer boxes with hints, solutions on request."""
