"""What the X explorer shows, as plain values: notebook 01 (X: 107.3, 202.3e, 601.2b, 601.2f).

:func:`view` takes the explorer's controls as plain values (a card's name or a typed cost, the
cast method, the pool's letters, X, the cost changes, the language) and returns an
:class:`XView`: the legal values of X (:func:`mtgrules.x_range`), the total cost
(:func:`mtgrules.total_cost`), whether the pool pays it (:func:`mtgrules.can_pay`), the mana
value in every zone (:func:`mtgrules.mana_value_in_zone`), the X the enters abilities use
(:func:`mtgrules.entering_x`) and the chart's rows. No ipywidgets here: the explorer
(:mod:`.explorer`) keeps the controls and draws the table and chart built from the view.

    >>> v = view(card="Fireball", pool="RRRRR", x=3, lang="en")
    >>> str(v.total), v.payable, list(v.legal)
    ('{3}{R}', True, [0, 1, 2, 3, 4])

Everything a learner reads is an English template of the ``x_values`` catalog (:data:`T`),
shown in the language asked for (``lang="zh-Hans"`` or ``"zh-Hant"``; None: the language in
use, see :func:`mtgrules.i18n.use_language`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, cast

import mtgrules as mr
from mtgrules.costs import describe_x, off_the_battlefield, total_cost_choices
from mtgrules.i18n import Catalog, N_, check_lang
from mtgrules.split import CastCostError, cast_cost
from mtgrules.words import is_chinese

from .._names import card_label, card_name  # noqa: F401 (the package gives both)

from .._charts import Chart, Series, line_chart
from .._common import LOCALE, Table, check_numbers, plain_table
from ..exercises import sentence

T = Catalog("widgets", LOCALE, context="x_values")
"""The messages of the X explorer in the three languages (``T(message, lang, **fields)``)."""

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

def x_card_names() -> list[str]:
    """The bundled one-face cards with {X} in their mana cost, then the contrast cards."""
    names = [name for name in mr.card_names(layout="normal") if mr.card(name).mana_cost.has_x]
    return names + [name for name in CONTRAST_CARDS if name in mr.card_names()]


def describe_range(legal: range | mr.OpenRange, lang: str | None = None) -> str:
    """The legal values of X in a sentence, in ``lang`` (None: the language in use): the
    library's :func:`mtgrules.costs.describe_x` ("X can be 0 to 4")."""
    return describe_x(legal, lang=check_lang(lang))






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
    rows: list[tuple[str, int | None, str]] = []
    for zone in mr.ZONES:
        kept_off = (off_the_battlefield(card) if zone == "battlefield" and card is not None
                    else None)
        if kept_off is not None:
            kind, rule = kept_off
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
    return zone_rows_table(zone_values(cost, x, card, lang), x, lang)


def zone_rows_table(rows: list[tuple[str, int | None, str]], x: int,
                    lang: str | None = None) -> Table:
    """The zone table of :func:`zone_view`, built from :func:`zone_values`' rows."""
    lang = check_lang(lang)
    stack = [zone for zone, _, _ in rows].index("stack")
    return plain_table(
        [T("Zone", lang), T("Mana value (X = {x} announced)", lang, x=x), T("Why", lang)],
        [(zone_name(zone, lang), "—" if value is None else value, why)
         for zone, value, why in rows],
        T("Mana value by zone (202.3e, 107.3g)", lang), labels=1,
        row_styles={stack: STACK_SHADE})


STACK_SHADE = "background-color:#d6eaf8"
"""The stack row's shade in the zone table: the one zone where X is the announced number."""


def zone_table(cost: mr.ManaCost | str, x: int, card: Any = None,
               lang: str | None = None) -> Any:
    """:func:`zone_view` as a pandas DataFrame indexed by zone (for code; pandas is
    imported only here)."""
    return zone_view(cost, x, card, lang).frame()


def best_total(cost: mr.ManaCost | str, *, x: int, how: str = "normal",
               pool: mr.ManaPool | None = None, **costs: Any) -> mr.ManaCost:
    """The total cost for ``x`` (601.2f). Where it depends on how {2/W}-style symbols are
    announced (a reduction reaches only a {2/W} announced as {2}, 601.2b), the one a player
    would pick: the least mana among those the pool pays, or among all without a pool."""
    # the method is checked by the library (ChoiceError names the methods)
    options = total_cost_choices(cost, x=x, how=cast(Any, how), **costs)
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
               pool: mr.ManaPool | None = None, **costs: Any) -> Any:
    """:func:`chart_rows` as a pandas DataFrame indexed by X (for code; pandas is imported
    only here)."""
    return _frame(chart_rows(cost, x_max=x_max, how=how, pool=pool, **costs))


def _frame(rows: list[dict[str, Any]]) -> Any:
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


ADDITIONAL_KINDS = {"multikicker": "multikicker", "多重增幅": "multikicker", "复数增幅": "multikicker",
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


def _additional_words(cost: mr.ManaCost | mr.AdditionalCost, lang: str | None = None) -> str:
    """The additional cost for the sentence that says how the spell was cast."""
    if isinstance(cost, mr.ManaCost):
        return str(cost)
    kind = T(KIND_WORDS[cost.kind], lang) if cost.kind in KIND_WORDS else ""
    times = f" ×{cost.times}" if cost.times > 1 else ""
    return " ".join(p for p in (kind, str(cost.cost) if cost.cost.symbols else "") if p) + times


_WORDS = re.compile(r"\S\s+\S")
"""Words, not a cost: two of them (a space between); Chinese is words too (is_chinese)."""

_LEADING_MANA = re.compile(r"\s*((?:\{[^{}]*\}\s*)*)(?:(?:and|,|，|、|和|及)\s*)?(.*)", re.S)


def _alternative(typed: str, lang: str | None = None) -> mr.ManaCost | mr.AlternativeCost:
    """The alternative cost typed in its box: mana symbols such as ``{X}{U}``, words such as
    "exile a red card with mana value X from your hand" (an X on its own in them is an X in
    the cost, 107.3a), or mana then words ("{1} and discard a card")."""
    match = _LEADING_MANA.fullmatch(typed)
    mana, words = (match.group(1).strip(), match.group(2).strip()) if match else (typed, "")
    # "RR" or "XU" is a mistyped cost, not words
    if not words or not (_WORDS.search(words) or is_chinese(words)):
        return _parsed(typed, "alternative cost", lang)
    cost = _parsed(mana, "alternative cost", lang) if mana else mr.ManaCost()
    return mr.AlternativeCost(cost, what=words)


# --- the view: the explorer's controls as plain values in, what it shows out ----------------

@dataclass(frozen=True)
class XView:
    """What the explorer shows for one setting (its last good result): plain values."""

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
    figure_rows: list[dict[str, Any]]  # the chart's rows (chart_rows)
    cast: str                 # how it was cast, in words ("cast normally, paying its ...")
    shown_label: str = ""     # the label in the explorer's language (the card's local name)
    lang: str = "en"          # the language of its words

    @property
    def table(self) -> Table:
        """The mana value per zone as the explorer shows it (built from :attr:`zones`)."""
        return zone_rows_table(self.zones, self.x, self.lang)

    @property
    def kind(self) -> str:
        """What was explored, in words: the card's types ("artifact creature"), or "a typed
        cost"."""
        return (type_words(self.card, self.lang) if self.card is not None
                else T("a typed cost", self.lang))


def misfit(card: Any, lang: str | None = None) -> str:
    """Why ``card`` can't be explored for X, in ``lang`` ("" when it can). The library decides
    which mana cost a cast pays (:func:`mtgrules.split.cast_cost`): a split card has a cost
    per half (709.3a), a land has none and is played (202.1b, 305.1), another card without a
    mana cost has no X (202.1b, 118.6); the message says what to type instead."""
    try:
        cast_cost(card)
    except CastCostError as error:
        name = card.label(lang)
        if error.reason in ("split", "fuse"):
            return T("{name} is a split card: each half has its own mana cost and is "
                     "cast on its own (709.3). Type the mana cost of the half you cast "
                     "in the mana cost box.", lang, name=name)
        example = mr.card("Fireball").label(lang)
        if error.reason == "land":
            return T("{name} is a land: it has no mana cost (202.1b) and is "
                     "played, not cast (305.1), so it has no X to choose. Type a "
                     "card with a mana cost, such as {example}.", lang, name=name,
                     example=example)
        return T("{name} has no mana cost (202.1b), so it has no X to choose. "
                 "Type a card with a mana cost, such as {example}.", lang, name=name,
                 example=example)
    return ""


def extra_costs(how: str = "normal", *, reduction: int = 0, increase: int = 0,
                additional: str = "", alternative: str = "",
                lang: str | None = None) -> dict[str, Any]:
    """The cost changes typed in the explorer, as :func:`mtgrules.total_cost` takes them: the
    reduction and increase, the additional cost if one is typed, the alternative cost when
    the spell is cast for one (an empty one is refused, 118.9)."""
    costs: dict[str, Any] = {"reduction": reduction, "increase": increase}
    if additional.strip():
        costs["additional"] = _additional(additional, lang)
    if how == "with an alternative cost":
        chosen = _alternative(alternative.strip(), lang)
        if isinstance(chosen, mr.ManaCost) and chosen.is_absent:
            # already in the language: a message without fields is shown as written
            raise mr.ChoiceError(T(
                "Type the alternative cost in its box, the cost paid instead of the mana "
                "cost, such as {X}{U} or {R} (118.9).", lang))
        costs["alternative"] = chosen
    return costs


def cast_words(how: str, costs: dict[str, Any], lang: str | None = None) -> str:
    """How the spell was cast, in a sentence's words ("cast with a cost reduction with {2}
    less"), from the cast method and :func:`extra_costs`."""
    words = T(CAST_WORDS[how], lang)
    if how == "with an alternative cost" and costs.get("alternative"):
        words = T("cast for the alternative cost {cost}", lang, cost=costs["alternative"])
    extras = []
    if costs.get("additional"):
        extras.append(T("an additional cost of {cost}", lang,
                        cost=_additional_words(costs["additional"], lang)))
    if costs["increase"]:
        extras.append(T("{amount} more", lang, amount=_generic(costs["increase"])))
    if costs["reduction"]:
        extras.append(T("{amount} less", lang, amount=_generic(costs["reduction"])))
    if not extras:
        return words
    return T("{cast} with {extras}", lang, cast=words, extras=T(" and ", lang).join(extras))


def view(*, card: str | None = "Fireball", cost: str = "", how: str = "normal",
         pool: str = "RRRRR", limit_by_pool: bool = True, x: int = 3, reduction: int = 0,
         increase: int = 0, additional: str = "", alternative: str = "", x_max: int = 12,
         lang: str | None = None) -> XView:
    """What the X explorer shows for these controls: ``card`` a card's English name (None or
    "": the typed ``cost``), ``how`` one of :data:`mtgrules.CAST_METHODS`, ``pool`` mana
    letters (ignored unless ``limit_by_pool``), ``x`` the X announced, the cost changes as
    typed, and ``x_max`` the chart's last X. Bad input raises the library's error, its
    message in ``lang``; nothing here needs Jupyter."""
    lang = check_lang(lang)
    found = mr.card(card) if card else None
    spell = found.mana_cost if found else _parsed(cost, "mana cost", lang)
    costs = extra_costs(how, reduction=reduction, increase=increase, additional=additional,
                        alternative=alternative, lang=lang)
    limit = mr.ManaPool(pool.strip()) if limit_by_pool else None
    legal = mr.x_range(spell, how=how, pool=limit, **costs)
    try:
        total = best_total(spell, x=x, how=how, pool=limit, **costs)
    except mr.NumberError as error:
        if legal == range(0, 1) and x != 0:  # 107.3b: tell the learner what to do
            # already in the language: a message without fields is shown as written
            raise mr.NumberError(T("{error}. Move X announced to 0.", lang,
                                   error=error.translated(lang))) from None
        raise
    payable = mr.can_pay(total, limit) if limit is not None else None
    # the 107.3m line is only worth showing for a permanent with X in its mana cost
    permanent = (found.is_permanent if found else True) and spell.has_x
    label = found.name if found else (str(spell) or T("typed cost", lang))
    return XView(
        label=label, card=found, cost=spell, how=how, pool=limit, legal=legal, x=x,
        total=total, payable=payable, entering=mr.entering_x(x) if permanent else None,
        zones=zone_values(spell, x, found, lang),
        figure_rows=chart_rows(spell, x_max=x_max, how=how, pool=limit, **costs),
        cast=cast_words(how, costs, lang),
        shown_label=card_name(found.name, lang) if found else label, lang=lang)
