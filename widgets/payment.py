"""The payment explorer of notebook 03: every way to pay a hybrid or Phyrexian cost.

A learner types a cost (or clicks symbol buttons, picks a card, or types any real card by
its English or official Chinese name), sets a mana pool by counts per type (plus mana from
snow sources), a life total, "can't lose life" and X, and sees:

* the cost drawn as mana symbols with its mana value (202.3) and colors (202.2);
* the announcements (601.2b) and the spends from the pool (601.2h) as tables with their
  counts in the captions, sorted as the "sort by" dropdown says;
* a chart: how many ways pay each amount of life (HTML bars), or how much colored and
  generic mana each announcement asks for next to the (unchanging) mana value (SVG bars).

Everything is answered by :mod:`mtgrules`; this module only arranges and draws, from plain
rows (no pandas or matplotlib, so it runs in the browser-only live site too). The exact
counts come first, counted by life paid without listing (:func:`mtgrules.count_by_life`, one
call per kind of way, which also gives the chart); then at most the explorer's limit of ways
is listed, the first ones in the library's order (:func:`mtgrules.first_announcements`,
:func:`mtgrules.first_spends`), and the caption says "the first 500 of 43,000". Every
update runs within the work budget :data:`EXPLORER_WORK`.

The controls' ranges keep every update quick. A starting value outside them is not cut to
fit: the pool (12 mana of each type, 6 from snow sources) is refused with a message; life
and X, which cost nothing to widen, widen their box.

The notebook's exercises (:data:`exercises`) also live here: each judge computes the right
answer with the library, says why a right answer is right and gives a hint, never the
answer, for a wrong one.

Everything a learner reads is in English, Simplified or Traditional Chinese: the explorer and
the display functions take ``lang`` (None: the language in use,
:func:`mtgrules.i18n.use_language`), the exercises speak the language in use, and the
messages are templates of the ``payment`` catalog (:data:`T`). Values a program reads (the
dropdowns' values, the tables' column names for code) stay English.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from dataclasses import dataclass, field
from functools import lru_cache
from html import escape
from typing import Any, Callable, Mapping

import ipywidgets as w

import mtgrules as mr
from mtgrules.budget import limits
from mtgrules.cards import SPLIT_LAYOUTS
from mtgrules.payment import left_after
from mtgrules.checks import choice, excerpt, integer, switch, text, whole_number
from mtgrules.i18n import N_, Catalog, check_lang
from mtgrules.mana import COLORS, MANA_TYPES
from mtgrules.split import has_fuse

from ._charts import Bar, Chart, Mark, bar_chart
from ._cards import CardPicker, card_in, official_name
from ._common import (LOCALE, Explorer, Feedback, Table, check_numbers, labelled, plain_table,
                      styled)
from .exercises import Exercise, Exercises

T = Catalog("widgets", LOCALE, context="payment")
"""This module's messages in the three languages (``T(message, lang, **fields)``)."""


def _error(kind: type[mr.RulesInputError], template: str, lang: str | None,
           **fields: Any) -> mr.RulesInputError:
    """A library error of ``kind`` whose message is this module's ``template`` in ``lang``
    (the library's catalog doesn't hold this module's messages), its fields filled in."""
    return kind(T.gettext(lang)(template), **fields)


def pool_text(pool: mr.ManaPool, lang: str | None = None) -> str:
    """A pool as the library writes it ("WGC + snow G"), its word "snow" in ``lang``."""
    return str(pool).replace(" + snow ", T(" + snow ", lang))


def _spoken(items: list[str], lang: str | None) -> str:
    """``["W", "U", "B"]`` as "W, U and B" (in ``lang``)."""
    if len(items) == 1:
        return items[0]
    return T("{items} and {last}", lang, items=T(", ", lang).join(items[:-1]), last=items[-1])


def spend_text(spend: mr.Spend, lang: str | None = None) -> str:
    """A spend as a player says it, in ``lang``: in English the library's own words
    (``str(spend)``: "W and U from the pool, no life")."""
    lang = check_lang(lang)
    if lang == "en":
        return str(spend)
    mana = _spoken(list(spend.mana), lang) if spend.mana else T("no mana", lang)
    if not spend.snow:
        taken = T("{mana} from the pool", lang, mana=mana)
    elif spend.snow == spend.mana:
        taken = T("{mana} from snow sources", lang, mana=mana)
    else:
        snow = _spoken([T("{count} {letter}", lang, count=n, letter=letter)
                        for letter, n in Counter(spend.snow).items()], lang)
        taken = T("{mana} from the pool ({snow} from snow sources)", lang, mana=mana, snow=snow)
    if spend.life:
        return T("{taken}, {life} life", lang, taken=taken, life=spend.life)
    return T("{taken}, no life", lang, taken=taken)


def card_name(name: str, lang: str | None = None) -> str:
    """A card's official name in ``lang``: its Chinese name where it has one, else English."""
    return official_name(name, lang) or name


def card_cost(card: mr.Card, lang: str | None = None) -> str:
    """The mana cost a player pays to cast ``card``, as text for the cost box; a
    ManaCostError (in ``lang``) that says what fits for a card with no single cost to pay:
    a land or another card with no mana cost (202.1b), or a split card, whose halves each
    have their own (709.3a)."""
    name = card_in(card.name, lang)
    if card.layout in SPLIT_LAYOUTS and len(card.faces) >= 2:
        costs = [str(face.mana_cost) for face in card.faces]
        halves = dict(card=name, first=T(", ", lang).join(costs[:-1]), last=costs[-1])
        if has_fuse(card):
            raise _error(mr.ManaCostError, N_(
                "{card} is a split card with fuse: a player casts one half and pays its mana "
                "cost, {first} or {last} (709.3a), or casts both halves fused and pays both, "
                "{both} (702.102c). Type the cost you would pay in the cost box."), lang,
                both=str(card.mana_cost), **halves)
        raise _error(mr.ManaCostError, N_(
            "{card} is a split card: a player casts one half and pays only that half's mana "
            "cost, {first} or {last} (709.3a). Type the cost of the half you cast in the cost "
            "box."), lang, **halves)
    if card.mana_cost.is_absent:
        if "Land" in card.types:
            raise _error(mr.ManaCostError, N_(
                "{card} is a land: it has no mana cost (202.1b), since a land is played, not "
                "cast, and nothing is paid for it (305.1). Type a card that has a mana cost."),
                lang, card=name)
        raise _error(mr.ManaCostError, N_(
            "{card} has no mana cost (202.1b): that cost can't be paid (118.6), so it is cast "
            "only when an effect lets it be cast without paying its mana cost. Type a card "
            "that has a mana cost."), lang, card=name)
    return str(card.mana_cost)


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
    N_("way (least life, then least mana)"): None,
    N_("life paid, most first"): ("life", False),
    N_("mana paid, least first"): ("mana", True),
    N_("mana paid, most first"): ("mana", False),
    N_("colored mana, most first"): ("colored", False),
}
"""Sort-by options: column and ascending (None keeps the library's order, the 'way' number).
The keys are the dropdown's values; its labels are them translated."""

CHARTS = (N_("ways by life paid"), N_("mana paid per announcement"))

COLUMN_TITLES = {"cost": N_("announced cost"), "life": N_("life paid"), "mana": N_("mana paid"),
                 "colored": N_("colored mana"), "generic": N_("generic mana"),
                 "way": N_("way"), "mana taken": N_("mana taken"),
                 "left in pool": N_("left in the pool (106.4a)")}
"""The explorer's column titles in words (the tables of ``.announcements_table`` and
``.spends_table`` keep their short names for code)."""

DEFAULT_LIMIT = 500
"""Most rows a table lists; beyond it the explorer lists the first ones in the library's
order and says how many there are in all (no freezing)."""

LIFE_SHADE = "background:#fdecea"
"""The shade of a row that pays life."""

POOL_MOST, SNOW_MOST = 12, 6
"""Most mana of each type the pool boxes hold, regular and from snow sources."""

LIFE_SPAN, X_SPAN = (0, 100), (0, 20)
"""The life and X boxes' usual ranges (widened to fit a starting value outside them)."""

# --------------------------------------------------------------------------- tables


ANNOUNCEMENT_COLUMNS = ("way", "cost", "life", "mana", "colored", "generic", "C", "S",
                        *COLOR_LETTERS)
SPEND_COLUMNS = ("way", "mana taken", "from snow", "life", "mana", "colored", *MANA_LETTERS,
                 "left in pool", "left from snow")


def announcement_rows(announcements: list) -> list[dict[str, Any]]:
    """Plain rows of announcements (601.2b), numbered from 1 in the order given ("way"):
    cost text, life, mana paid, colored, generic, then the symbols of each type."""
    rows = []
    for way, a in enumerate(announcements, start=1):
        counts = a.counts()
        colored = sum(counts[c] for c in COLOR_LETTERS)
        rows.append({"way": way, "cost": str(a.cost), "life": a.life,
                     "mana": sum(counts.values()), "colored": colored, **counts})
    return rows


def spend_rows(spends: list, pool: mr.ManaPool | None = None) -> list[dict[str, Any]]:
    """Plain rows of spends (601.2h), numbered from 1 in the order given ("way"): mana taken
    (letters), the part from snow sources, life, mana, colored, then counts per type; with
    the ``pool`` they were taken from, also the mana left in it (letters, and the part from
    snow sources), which the player announces (106.4a)."""
    rows = []
    for way, s in enumerate(spends, start=1):
        row = {"way": way, "mana taken": s.mana, "from snow": s.snow, "life": s.life,
               "mana": len(s.mana), "colored": sum(s.mana.count(c) for c in COLOR_LETTERS),
               **{t: s.mana.count(t) for t in MANA_LETTERS}}
        if pool is not None:
            left = left_after(pool, s)
            row["left in pool"] = "".join(t * left.count(t) for t in MANA_LETTERS)
            row["left from snow"] = left.snow
        rows.append(row)
    return rows


def _frame(rows: list[dict[str, Any]], columns: tuple[str, ...]) -> Any:
    """Rows as a pandas DataFrame indexed by "way" (for code; pandas is imported here only)."""
    import pandas as pd

    return pd.DataFrame(rows, columns=list(columns)).set_index("way")


def announcement_frame(announcements: list) -> Any:
    """:func:`announcement_rows` as a pandas DataFrame indexed by "way"."""
    return _frame(announcement_rows(announcements), ANNOUNCEMENT_COLUMNS)


def spend_frame(spends: list) -> Any:
    """:func:`spend_rows` as a pandas DataFrame indexed by "way"."""
    return _frame(spend_rows(spends), SPEND_COLUMNS)


PAYMENT_TABLE_TITLES = {"cost": N_("announced cost"), "generic": N_("generic mana"),
                        "life": N_("life paid"), "mana": N_("mana taken"),
                        "snow": N_("of it from snow sources"),
                        "left": N_("left in the pool (106.4a)")}
"""Column titles in words for :func:`mtgrules.payment_table` (its own names are short, for
code)."""

_TABLE_INDEX_TITLES = {"way": N_("way")}


def payment_view(table: Any, caption: str = "", *, lang: str | None = None) -> Any:
    """A table of :func:`mtgrules.payment_table` for reading: columns titled in words (in
    ``lang``), the columns of a type of mana no way uses left out, text left-aligned.

    The table itself is unchanged (code keeps its short column names)."""
    lang = check_lang(lang)
    unused = [c for c in ("generic", "C", "S", *MANA_LETTERS, "snow")
              if c in table and not table[c].any()]
    shown = table.drop(columns=unused)
    if "left" in shown:  # nothing left in the pool is said in words, not left blank
        shown = shown.assign(left=shown["left"].map(lambda left: left or T("none", lang)))
    shown = shown.rename(
        columns={c: T(title, lang) for c, title in PAYMENT_TABLE_TITLES.items()})
    if lang != "en" and shown.index.name in _TABLE_INDEX_TITLES:
        shown = shown.rename_axis(T(_TABLE_INDEX_TITLES[shown.index.name], lang))
    from zlib import crc32

    uuid = f"pay03-{crc32((caption + str(list(table.columns)) + str(len(table))).encode()):x}"
    return styled(shown, uuid, caption)


def sort_rows(rows: list[dict[str, Any]], sort_by: str, *, lang: str | None = None
              ) -> list[dict[str, Any]]:
    """``rows`` sorted by a :data:`SORTS` option (stable, so ties keep the library's order).
    An unknown option is a ChoiceError in ``lang``."""
    if sort_by not in SORTS:
        raise _error(mr.ChoiceError, N_("sort_by={sort_by!r}: expected one of {options}"), lang,
                     sort_by=sort_by, options=list(SORTS))
    how = SORTS[sort_by]
    if how is None:
        return list(rows)
    column, ascending = how
    return sorted(rows, key=lambda row: row[column] if ascending else -row[column])


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


ByLife = Mapping[str, Mapping[int, int]]
"""Ways counted by life paid: kind of way ("announcements", "spends") -> life -> count."""


def _by_life_rows(columns: ByLife) -> list[tuple[int, dict[str, int]]]:
    """(life paid, count per kind) for each amount some way pays, least life first."""
    amounts = sorted(set().union(*columns.values()))
    return [(amount, {kind: c.get(amount, 0) for kind, c in columns.items()})
            for amount in amounts]


def _by_life_frame(columns: ByLife) -> Any:
    """A DataFrame indexed by "life paid": one column of counts per kind of way."""
    import pandas as pd

    rows = [{"life paid": amount, **counts} for amount, counts in _by_life_rows(columns)]
    return pd.DataFrame(rows, columns=["life paid", *columns]).set_index("life paid")


_LARGE_NUMBERS = {
    # Chinese counts in ten thousands (万), hundred millions (亿) and trillions (万亿 / 兆)
    "en": ((10**12, " trillion"), (10**9, " billion"), (10**6, " million")),
    "zh-Hans": ((10**12, "万亿"), (10**8, "亿"), (10**6, "万")),
    "zh-Hant": ((10**12, "兆"), (10**8, "億"), (10**6, "萬")),
}


def readable_count(n: int, lang: str | None = None) -> str:
    """A count as a label reads it: "1,331", "43,000", "4.8 million", "1.2 billion"
    (in Chinese "484.2万", "12亿").

    >>> readable_count(1331), readable_count(43000), readable_count(4_842_149)
    ('1,331', '43,000', '4.8 million')
    >>> readable_count(4_842_149, "zh-Hans"), readable_count(1_200_000_000, "zh-Hant")
    ('484.2万', '12億')
    """
    for size, word in _LARGE_NUMBERS[check_lang(lang)]:
        if n >= size:
            unit = 10**4 if size == 10**6 and word != " million" else size
            return f"{n / unit:.1f}".rstrip("0").rstrip(".") + word
    return f"{n:,}"


def short_cost(cost_text: str, most: int = 40, lang: str | None = None) -> str:
    """A cost's text for a chart title: whole if short, else its start and the symbol count."""
    if len(cost_text) <= most:
        return cost_text or T("no mana cost", lang)
    cut = cost_text[:most].rsplit("}", 1)[0] + "}"
    return T("{cut}… ({count} symbols)", lang, cut=cut, count=cost_text.count("{"))


_BAR_COLORS = {"announcements": "#7a9cc6", "spends": "#e0a05a"}


KINDS = {"announcements": N_("announcements"), "spends": N_("spends")}
"""The two kinds of way, as words in a sentence."""


def life_bars_html(by_life: ByLife, cost_text: str, lang: str | None = None) -> str:
    """The chart by life paid as HTML bars (what the explorer draws: a few milliseconds
    however many ways there are, and a title that wraps). One row per amount of life
    paid, one bar per kind of way, each labelled with its count in words (in ``lang``)."""
    lang = check_lang(lang)
    rows = _by_life_rows(by_life)
    if not rows:
        return "<p>" + T("<b>{cost}: no way to pay it here</b> — nothing to chart.", lang,
                         cost=escape(short_cost(cost_text, lang=lang))) + "</p>"
    most = max(max(counts.values()) for _, counts in rows) or 1
    lines = []
    for amount, counts in rows:
        bars = "".join(
            f"<div style='display:flex;align-items:center;gap:6px;height:14px'>"
            f"<div style='width:{max(1, round(300 * n / most)) if n else 0}px;"
            f"height:11px;background:{_BAR_COLORS[kind]}'></div>"
            f"<span style='font-size:11px'>{readable_count(n, lang)}</span></div>"
            for kind, n in counts.items())
        lines.append(f"<tr><td style='text-align:right;padding-right:6px'>{amount}</td>"
                     f"<td>{bars}</td></tr>")
    legend = " ".join(f"<span style='display:inline-block;width:10px;height:10px;"
                      f"background:{_BAR_COLORS[c]}'></span> {escape(T(KINDS.get(c, c), lang))}"
                      for c in by_life)
    life_paid, ways = escape(T("life paid", lang)), escape(T("number of distinct ways", lang))
    return (f"<div style='max-width:560px'><b>{escape(_life_finding(by_life, cost_text, lang))}"
            f"</b><div style='font-size:12px'>{legend}</div>"
            "<table style='border-collapse:collapse;font-size:12px'>"
            f"<tr><th style='text-align:right;padding-right:6px'>{life_paid}</th>"
            f"<th style='text-align:left'>{ways}</th></tr>" + "".join(lines) + "</table></div>")


def _or_list(items: list[str], lang: str) -> str:
    """"2", "2 or 4", "0, 2 or 4" (in ``lang``)."""
    if len(items) == 1:
        return items[0]
    return T("{items} or {last}", lang, items=T(", ", lang).join(items[:-1]), last=items[-1])


def _life_finding(by_life: ByLife, cost_text: str, lang: str | None = None) -> str:
    """The chart's title: what it shows, in words, true for every case."""
    cost_text = short_cost(cost_text, lang=lang)
    if "spends" in by_life and sum(by_life["spends"].values()) == 0:
        return T("{cost}: this pool can't pay it; announcements by life paid", lang,
                 cost=cost_text)
    column = "spends" if "spends" in by_life else "announcements"
    counts = {amount: n for amount, n in by_life[column].items() if n}
    if list(counts) == [0]:
        if column == "spends":
            return T("{cost}: every one of the spends pays with mana only, no life", lang,
                     cost=cost_text)
        return T("{cost}: every one of the announcements pays with mana only, no life", lang,
                 cost=cost_text)
    most = max(counts.values())
    tops = [str(v) for v in sorted(counts) if counts[v] == most]
    amounts = _or_list(tops, check_lang(lang))
    if column == "spends":
        return T("{cost}: most spends ({count}) pay {amounts} life", lang, cost=cost_text,
                 count=readable_count(most, lang), amounts=amounts)
    return T("{cost}: most announcements ({count}) pay {amounts} life", lang, cost=cost_text,
             count=readable_count(most, lang), amounts=amounts)


_MANA_PARTS = {N_("colored mana"): "#5b8f5b", N_("generic mana"): "#b8b0a8",
               N_("{C} or {S} mana"): "#9fc3d8"}


def _bar_label(row: Mapping[str, Any]) -> str:
    """An announcement's label in the mana chart: its cost, or for a long cost how many
    symbols of each type it has ("{6} 8W 9U 9B 1R 10G"), so long costs stay told apart."""
    if len(row["cost"]) <= 28:
        return row["cost"]
    generic = f"{{{row['generic']}}} " if row["generic"] else ""
    return generic + " ".join(f"{row[t]}{t}" for t in ("C", "S", *COLOR_LETTERS) if row[t])


def mana_chart(table: Any, mana_value: int, cost_text: str, most: int = 32,
               x_note: str = "", total: int | None = None, *, lang: str | None = None) -> Chart:
    """Stacked bars per announcement: colored, generic and {C}/{S} mana paid (107.4e-f,
    601.2b), against the mana value, which no payment changes (202.3f). ``table`` is
    :func:`announcement_rows` (or :func:`announcement_frame`); the first ``most`` are drawn,
    of ``total`` announcements in all (default: as many as ``table`` holds). Its words are in
    ``lang``; ``x_note`` is written in that language already."""
    lang = check_lang(lang)
    parts = {name: T(name, lang) for name in _MANA_PARTS}
    rows = table.reset_index().to_dict("records") if hasattr(table, "to_dict") else list(table)
    total = len(rows) if total is None else total
    shown = rows[:most]
    bars = [Bar(_bar_label(row) + (T(" + {life} life", lang, life=row["life"])
                                   if row["life"] else ""),
                [(parts["colored mana"], row["colored"]), (parts["generic mana"], row["generic"]),
                 (parts["{C} or {S} mana"], row["C"] + row["S"])]) for row in shown]
    paid = [row["mana"] for row in shown]
    low, high = min(paid, default=0), max(paid, default=0)
    span = f"{low}" if low == high else f"{low}–{high}"
    extra = (T(" (the first {shown} of {total})", lang, shown=len(shown),
               total=format(total, ","))
             if total > len(shown) else "")
    title = T("{cost}: mana paid {span}, mana value always {mana_value}{x_note}{extra}", lang,
              cost=short_cost(cost_text, lang=lang), span=span, mana_value=mana_value,
              x_note=x_note, extra=extra)
    return bar_chart(bars, title=title, x_label=T("mana paid", lang),
                     y_label=T("announcement", lang),
                     colors={parts[name]: color for name, color in _MANA_PARTS.items()},
                     marked=Mark(mana_value, T("mana value {mana_value}{x_note}", lang,
                                               mana_value=mana_value, x_note=x_note)))


# --------------------------------------------------------------------------- explorer


EXPLORER_WORK = 100_000
"""The library's work budget for each count or listing of one explorer update (a few
hundredths of a second), so an update never freezes the notebook and the walkthrough's
updates stay near 50 ms (see mtgrules.budget.limits and bench/bench_widgets.py)."""


def _count_by_life(kind: str, notes: list[str], counting: Callable[[], dict[int, int]],
                   lang: str | None = None) -> dict[int, int] | None:
    """The ways of ``kind`` counted by life paid, or None with a note (in ``lang``) that
    says what is known when counting them would take too long."""
    try:
        return counting()
    except mr.LimitExceededError as error:
        if error.at_least:
            notes.append(T("There are more than {count} {kind}; counting them all would take "
                           "too long. Try fewer hybrid or Phyrexian symbols, or a smaller pool.",
                           lang, count=readable_count(error.at_least, lang),
                           kind=T(KINDS[kind], lang)))
        else:
            notes.append(T("There are too many {kind} to count here: counting them would take "
                           "too long. Try fewer hybrid or Phyrexian symbols, or a smaller pool.",
                           lang, kind=T(KINDS[kind], lang)))
        return None


def _shown(count: int | None, lang: str | None = None) -> str:
    return T("too many", lang) if count is None else format(count, ",")


@dataclass
class PaymentResult:
    """What the explorer shows for one setting (plain Python values)."""

    cost: mr.ManaCost
    pool: mr.ManaPool
    life: int
    can_lose_life: bool
    x: int
    announcement_count: int | None     # None: too many to count within the explorer's budget
    spend_count: int | None
    can_pay: bool
    announcements_table: list[dict[str, Any]] | None = None  # announcement_rows, or None
    spends_table: list[dict[str, Any]] | None = None          # spend_rows, or None
    by_life: ByLife = field(default_factory=dict)             # ways counted by life paid
    notes: list[str] = field(default_factory=list)
    # the announcements' side, kept across pool changes (its table drawn once per caption)
    announced: Any = field(default=None, repr=False, compare=False)


def _keep(cache: dict[Any, Any], key: Any, value: Any) -> None:
    """Store ``value`` in ``cache``, forgetting the oldest entry past ANNOUNCED_KEPT."""
    if len(cache) >= ANNOUNCED_KEPT:
        cache.pop(next(iter(cache)))
    cache[key] = value


def _holds(pool: mr.ManaPool, other: mr.ManaPool) -> bool:
    """Whether ``pool`` has at least the mana of ``other`` of each type, regular and from snow
    sources alike (so every spend from ``other`` is a spend from ``pool``)."""
    return all(pool.count(t, snow=snow) >= other.count(t, snow=snow)
               for t in MANA_LETTERS for snow in (False, True))


@dataclass
class _Announced:
    """The announcements' side of an update (the pool doesn't change it): counted by life
    paid (None: too many to count, with ``notes`` saying so), then the notes and rows of
    their listing once made."""

    by_life: dict[int, int] | None
    notes: list[str]
    listed: tuple[list[str], list[dict[str, Any]] | None] | None = None
    drawn: dict[tuple[str, str], Any] = field(default_factory=dict)  # (caption, sort) -> HTML


ANNOUNCED_KEPT = 8
"""How many costs and options an explorer keeps the announcements' side of."""


SYMBOLS_DRAWN = 12
"""Most symbols (or mana) a table cell draws as discs; a longer cost is written as text, so
500 rows of a 40-symbol cost stay a table the browser shows at once."""

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
    return mr.Spend(life=0, mana=mana, snow=snow)._repr_html_()


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
        self._announced_cache: dict[tuple[Any, ...], _Announced] = {}
        self._counted_cache: dict[tuple[Any, ...], tuple[Any, list[str]]] = {}
        self._too_many_spends: deque[tuple[Any, int, mr.ManaPool, mr.LimitExceededError]] = \
            deque(maxlen=ANNOUNCED_KEPT)
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

    def compute(self) -> PaymentResult:
        cost = mr.parse_cost(check_numbers(self.cost.value, self.tr("cost")))
        pool = self.pool_value()
        options = dict(x=self.x.value, life=self.life.value,
                       can_lose_life=not self.cant_lose_life.value)
        notes: list[str] = []
        with limits(work=EXPLORER_WORK):  # an update answers at once, or says why
            # counted by life paid: the counts and the chart in one call per kind of way;
            # the announcements don't depend on the pool, so a pool change reuses them
            announced = self._announced(cost, options)
            notes.extend(announced.notes)
            counted = {
                "announcements": announced.by_life,
                "spends": _count_by_life("spends", notes,
                                         lambda: self._spends_by_life(cost, pool, options),
                                         self.lang),
            }
            total = {kind: None if c is None else sum(c.values()) for kind, c in counted.items()}
            result = PaymentResult(
                cost=cost, pool=pool, life=self.life.value,
                can_lose_life=not self.cant_lose_life.value, x=self.x.value,
                announcement_count=total["announcements"], spend_count=total["spends"],
                can_pay=mr.can_pay(cost, pool, **options), notes=notes,
                by_life={kind: c for kind, c in counted.items() if c is not None},
                announced=announced,
            )
            return self._finish(result, cost, pool, options)

    def _announced(self, cost: mr.ManaCost, options: dict[str, Any]) -> _Announced:
        """The announcements' side of an update, which the pool doesn't change: counted by
        life paid (with any note that they are too many to count), and, once asked for,
        their first rows. Kept for the last few costs and options."""
        key = (cost, tuple(sorted(options.items())), self.limit, self.lang)
        found = self._announced_cache.get(key)
        if found is None:
            # X only adds the same generic mana to every announcement, so how many there
            # are, at each amount of life, doesn't depend on X: counted once for every X
            counted_key = (cost, tuple(sorted((k, v) for k, v in options.items() if k != "x")),
                           self.lang)
            counted = self._counted_cache.get(counted_key)
            if counted is None:
                notes: list[str] = []
                by_life = _count_by_life("announcements", notes,
                                         lambda: mr.count_by_life(cost, **options), self.lang)
                counted = (by_life, notes)
                _keep(self._counted_cache, counted_key, counted)
            found = _Announced(*counted)
            _keep(self._announced_cache, key, found)
        return found

    def _spends_by_life(self, cost: mr.ManaCost, pool: mr.ManaPool,
                        options: dict[str, Any]) -> dict[int, int]:
        """The spends counted by life paid. More mana in the pool, or more life, only adds
        spends: so once they are too many to count for a pool and a life total, they are for
        any pool holding at least that mana of each kind and any larger life total, and the
        explorer says so at once instead of counting again."""
        same = (cost, options["x"], options["can_lose_life"])
        for known, life, smaller, error in self._too_many_spends:
            if known == same and options["life"] >= life and _holds(pool, smaller):
                raise error
        try:
            return mr.count_by_life(cost, pool, **options)
        except mr.LimitExceededError as error:
            self._too_many_spends.append((same, options["life"], pool, error))  # oldest goes
            raise

    def _finish(self, result: PaymentResult, cost: mr.ManaCost, pool: mr.ManaPool,
                options: dict[str, Any]) -> PaymentResult:
        # the exact counts come first and cheaply; then at most the first `limit` ways, in
        # the library's order (least life first), never the whole list past the limit
        side = result.announced
        if side.listed is None:
            notes: list[str] = []
            side.listed = (notes, self._listed(
                notes, "announcements", result.announcement_count,
                lambda: announcement_rows(mr.first_announcements(cost, self.limit, **options))))
        result.notes.extend(side.listed[0])
        spent = self._listed(result.notes, "spends", result.spend_count,
                             lambda: mr.first_spends(cost, pool, self.limit, **options))
        result.announcements_table = side.listed[1]
        if spent is not None:
            result.spends_table = spend_rows(spent, pool)
        left_out = [kind for kind, count in (("announcements", result.announcement_count),
                                             ("spends", result.spend_count)) if count is None]
        if left_out == ["announcements", "spends"]:
            result.notes.append(self.tr("The chart by life paid leaves out the announcements "
                                        "and the spends: too many to count here."))
        elif left_out:
            result.notes.append(self.tr("The chart by life paid leaves out the {kind}: too many "
                                        "to count here.", kind=self.tr(KINDS[left_out[0]])))
        if cost.is_absent:
            result.notes.append(self.tr("No mana cost at all: such a cost can't be paid (118.6), "
                                        "unlike {zero}, which is paid with nothing.", zero="{0}"))
        return result

    def _listed(self, notes: list[str], kind: str, count: int | None,
                listing: Callable[[], list]) -> list | None:
        """The first ways of ``kind`` (all of them if they fit the limit), or None with a
        note that says truly why not."""
        if count is None:
            return None  # too many to count: the note says so
        words = self.tr(KINDS[kind])
        if count > self.limit and not self.limit:
            notes.append(self.tr("{count} {kind}: too many to list here (the tables list "
                                        "at most {limit}); the count is exact.",
                                        count=format(count, ","), kind=words,
                                        limit=format(self.limit, ",")))
            return None
        try:
            listed = listing()
        except mr.LimitExceededError:  # the count is known, yet listing is too big
            if count > self.limit:
                notes.append(self.tr("{count} {kind}, an exact count; listing even the "
                                            "first {limit} of them would take too long here.",
                                            count=format(count, ","), kind=words,
                                            limit=format(self.limit, ",")))
            else:
                notes.append(self.tr("{count} {kind}, an exact count; listing them would "
                                            "take too long here.", count=format(count, ","),
                                            kind=words))
            return None
        if count > len(listed):
            notes.append(self.tr(
                "The table lists the first {listed} of {count} {kind} (the tables list at most "
                "{limit}): those paying the least life, as the rules library orders them; the "
                "count is exact.", listed=format(len(listed), ","), count=format(count, ","),
                kind=words,
                limit=format(self.limit, ",")))
        return listed

    # --- drawing ----------------------------------------------------------------------

    def render(self, result: PaymentResult) -> list[Any]:
        from IPython.display import HTML

        shown: list[Any] = [HTML(self._summary_html(result))]
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
                drawn = HTML(self._table(sort_rows(rows, self.sort_by.value),
                                         caption)._repr_html_())
                if side:
                    side.drawn[(caption, self.sort_by.value)] = drawn
            shown.append(drawn)
        shown.append(self._chart(result))
        return shown

    def _summary_html(self, r: PaymentResult) -> str:
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

    def _chart(self, r: PaymentResult) -> Any:
        from IPython.display import HTML

        text = str(r.cost)
        if self.chart.value == "ways by life paid":
            if not r.by_life:
                return HTML("<p><i>" + self.tr("No chart by life paid: there are too many ways "
                                               "to count here.") + "</i></p>")
            return HTML(life_bars_html(r.by_life, text, self.lang))
        if not r.announcements_table:
            return HTML("<p><i>" + self.tr("No announcements listed, so no chart of mana paid.")
                        + "</i></p>")
        note = self.tr(" (X is {x})", x=r.x) if r.cost.has_x else ""
        return mana_chart(r.announcements_table, r.cost.mana_value(x=r.x), text, x_note=note,
                          total=r.announcement_count, lang=self.lang)

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


def fitting_pool(pool: mr.ManaPool, *, lang: str | None = None) -> mr.ManaPool:
    """``pool`` if the explorer's boxes hold it (:data:`POOL_MOST` mana of each type,
    :data:`SNOW_MOST` from snow sources), else ManaPoolError (in ``lang``): more mana makes
    updates slow, and cutting it to fit would answer for a different pool."""
    for letter in MANA_LETTERS:
        for snowy, most, where in ((False, POOL_MOST, "pool"), (True, SNOW_MOST, "snow")):
            have = pool.count(letter, snow=snowy)
            if have > most:
                given = pool.snow if snowy else pool.mana
                template = (N_("{where}={given}: the explorer holds at most {most} {letter} "
                               "from snow sources, not {have}; ask mtgrules.spends() for "
                               "bigger pools") if snowy else
                            N_("{where}={given}: the explorer holds at most {most} {letter} "
                               "in the pool, not {have}; ask mtgrules.spends() for bigger "
                               "pools"))
                raise _error(mr.ManaPoolError, template, lang, where=where, given=excerpt(given),
                             most=most, letter=letter, have=f"{have:,}")
    return pool


# --------------------------------------------------------------------------- exercises
# The judges, answers and workings write in the language in use (T(..., None, ...)): the
# exercises' box, check and show_solution set it (see widgets/exercises.py).


def _number_in(answer: Any) -> tuple[int | None, bool]:
    """The whole number an answer gives (``4``, ``"4"``, ``"4 life"``, ``"4种"``), and whether
    it was written as something other than a bare number (a format note is due)."""
    if isinstance(answer, bool):
        return None, True
    if isinstance(answer, int):
        return answer, False
    if isinstance(answer, float) and answer.is_integer():
        return int(answer), True
    if isinstance(answer, str):
        # the number ends where the digits do: before a space, a sign or a Chinese word
        found = re.match(r"\s*([-+]?\d{1,6})(?![0-9A-Za-z_])", answer)
        if found:
            return int(found.group(1)), False
    return None, True


def _whole_note(slip: bool) -> str:
    return T(" (It is written as a whole number, with no decimal point.)") if slip else ""


def _listing(items: Any) -> str:
    """Costs or spends listed in a sentence: "{R}{R}{R}, {W}{R}{R}" ("、" in Chinese)."""
    return T(", ").join(str(item) for item in items)


def _reckoner() -> tuple[mr.ManaCost, list]:
    cost = mr.card("Boros Reckoner").mana_cost
    return cost, mr.announcements(cost)


def _sequences(cost: mr.ManaCost) -> int:
    """Choice sequences: the ways of each symbol multiplied, before equal costs are merged."""
    n = 1
    for symbol in cost:
        n *= len(mr.announcements(str(symbol)))
    return n


def _judge_1(answer: Any) -> Feedback:
    cost, found = _reckoner()
    n, slip = _number_in(answer)
    if n is None:
        return Feedback(False, T("Give a whole number: how many different costs can be "
                                 "announced (601.2b)."))
    if n == len(found):
        return Feedback(True, T("There are {n} distinct announcements: {listing}. Each {{R/W}} "
                                "is paid with {{R}} or {{W}} (107.4e), and only how many of each "
                                "you pay changes the announced cost (601.2b).", None, n=n,
                                listing=_listing(a.cost for a in found)) + _whole_note(slip))
    if n == _sequences(cost):
        return Feedback(False, T("That counts choices symbol by symbol. The rules count the "
                                 "announced costs (107.4e, 601.2b): {R} for the first symbol and "
                                 "{W} for the second announces the same cost as the other way "
                                 "round, so such choices are one announcement."))
    if n == 2:
        return Feedback(False, T("That counts only paying every symbol the same way. You may "
                                 "also mix the halves (107.4e); each mix is a cost of its own "
                                 "when it takes a different number of {R} (601.2b)."))
    if 2 < n < len(found):
        return Feedback(False, T("Look again at the mixed payments: two mixes that take a "
                                 "different number of {R} announce different costs (601.2b)."))
    if n < 1:
        return Feedback(False, T("A cost that exists can always be announced at least one way "
                                 "(601.2b): count the costs {R/W}{R/W}{R/W} can become."))
    return Feedback(False, T("Each {R/W} becomes {R} or {W} (107.4e). Write each announced cost "
                             "with its symbols sorted, then count the different ones (601.2b)."))


def _answer_1() -> str:
    return T("{n} distinct announcements", None, n=len(_reckoner()[1]))


def _working_1() -> str:
    cost, found = _reckoner()
    return T("Each {{R/W}} is paid with {{R}} or {{W}} (107.4e), so there are {sequences} choice "
             "sequences symbol by symbol. What is announced is the resulting cost (601.2b), and "
             "sequences with the same number of {{R}} give the same cost. The distinct "
             "announcements are {listing}: {n} in all.", None, sequences=_sequences(cost),
             listing=_listing(a.cost for a in found), n=len(found))


def _dismember() -> tuple[mr.ManaCost, mr.ManaPool, list]:
    cost, pool = mr.card("Dismember").mana_cost, mr.ManaPool("BB")
    return cost, pool, mr.spends(cost, pool, life=3)


def _judge_2(answer: Any) -> Feedback:
    cost, pool, ways = _dismember()
    n, slip = _number_in(answer)
    if n is None:
        return Feedback(False, T("Give an amount of life as a whole number (119.4)."))
    if {s.life for s in ways} == {n}:
        (way,) = ways
        return Feedback(True, T("You pay {n} life: the only way is {way}. Two B pay {{1}} and "
                                "one {{B/P}}; the other {{B/P}} takes 2 life (107.4f), which a "
                                "player at 3 life can pay (119.4).", None, n=n,
                                way=spend_text(way))
                        + _whole_note(slip))
    if n < 0:
        return Feedback(False, T("Life paid is never negative: each Phyrexian symbol is paid "
                                 "with mana or with 2 life (107.4f)."))
    if n % 2:
        return Feedback(False, T("Each Phyrexian symbol paid with life costs exactly 2 life "
                                 "(107.4f), so the life paid is always an even number."))
    if n > 3:
        return Feedback(False, T("You are at 3 life, and a player can't pay more life than "
                                 "they have (118.3, 119.4). Look at which symbols the two B "
                                 "can pay."))
    return Feedback(False, T("Paying no life means paying all of {cost} with mana (107.4f): "
                             "{{1}}{{B}}{{B}} asks for more mana than the pool holds (601.2h).",
                             None, cost=cost))


def _answer_2() -> str:
    (way,) = _dismember()[2]
    return T("{life} life (one {{B/P}} paid with life)", None, life=way.life)


def _working_2() -> str:
    cost, pool, ways = _dismember()
    (way,) = ways
    return T("{cost} paid with mana only is {{1}}{{B}}{{B}}: three mana, and the pool holds "
             "{pool} (601.2h). Both {{B/P}} paid with life cost 4 life, more than the 3 you have "
             "(119.4). So one {{B/P}} takes a B, {{1}} the other B, and the second {{B/P}} 2 "
             "life (107.4f): {way}.", None, cost=cost, pool=len(pool), way=spend_text(way))


EXERCISE_3_CARDS = ("Gitaxian Probe", "Tezzeret's Gambit", "Gut Shot", "Mental Misstep",
                    "Birthing Pod")
"""The cards of exercise 3, as the question lists them."""

_EXERCISE_3_POOL = "UUU"

_NO_CARD = ("none", "no card", "no cards", "nothing", "{}",
            "没有", "都没有", "都不能", "无", "沒有", "都沒有", "無")
"""Answers that name no card (English, Simplified, Traditional)."""


def _castable_3() -> set[str]:
    pool = mr.ManaPool(_EXERCISE_3_POOL)
    return {n for n in EXERCISE_3_CARDS
            if mr.can_pay(mr.card(n).mana_cost, pool, life=20, can_lose_life=False)}


@lru_cache(maxsize=1)
def _exercise_3_names() -> dict[str, tuple[str, set[str]]]:
    """Each way of writing a card of exercise 3 (lower-cased): its English name and the
    names it is printed with (English and its official Chinese names)."""
    found: dict[str, tuple[str, set[str]]] = {}
    for name in EXERCISE_3_CARDS:
        card = mr.card(name)
        printed = {n for n in (name, card.zh_hans, card.zh_hant) if n}
        for n in printed:
            found[_name_key(n)] = (name, printed)
    return found


def _card_names(answer: Any) -> tuple[set[str] | None, list[str], bool]:
    """The cards an answer names (None when it can't be read), the words that name no card
    of the exercise, and whether the names were written differently from the cards (in
    English or the official Chinese names)."""
    if isinstance(answer, str):
        if answer.strip().lower() in _NO_CARD:
            return set(), [], False
        parts = re.split(r"\s*(?:,|;|&|\band\b|\n|，|、|；|和|与|與|及)\s*",
                         answer.strip().strip("{}[]()"))
        quotes = "'\"“”「」"
        parts = [p.strip().strip(quotes) for p in parts if p.strip().strip(quotes)]
    elif isinstance(answer, (set, frozenset, list, tuple)):
        parts = [str(p) for p in answer]
    else:
        return None, [], False
    by_key = _exercise_3_names()
    chosen, unknown, slip = set(), [], False
    for part in parts:
        found = by_key.get(_name_key(part))
        if found is None:
            unknown.append(part)
        else:
            name, printed = found
            chosen.add(name)
            slip = slip or part not in printed
    return chosen, unknown, slip


def _name_key(name: str) -> str:
    return re.sub(r"\s+", " ", name.replace("\u2019", "'")).strip().lower()


def _names(names: Any, joined: str = ", ") -> str:
    """Card names in the language in use, joined (", " is "、" in Chinese)."""
    return T(joined).join(card_name(n) for n in names)


def _judge_3(answer: Any) -> Feedback:
    chosen, unknown, slip = _card_names(answer)
    if chosen is None:
        return Feedback(False, T("Name the cards you can cast, separated by commas "
                                 "(or say none)."))
    if unknown:
        return Feedback(False, T("Choose among the five cards of the exercise: {cards}; "
                                 "{unknown} isn't one of them.", None,
                                 cards=_names(EXERCISE_3_CARDS), unknown=excerpt(unknown[0])))
    castable = _castable_3()
    note = (T(" (Card names are written as printed: {cards}.)", None,
              cards=_names((n for n in EXERCISE_3_CARDS if n in chosen), " and "))
            if slip else "")
    if chosen == castable:
        return Feedback(True, T("Your life total can't change, so no life can be paid (119.8) "
                                "and every Phyrexian symbol needs mana of its color (107.4f); "
                                "with {pool} in the pool (601.2h) only these are paid in "
                                "full.{note}", None, pool=_EXERCISE_3_POOL, note=note))
    plenty = mr.ManaPool(_EXERCISE_3_POOL[0] * 20)
    hints = []
    wrong = chosen - castable
    if any(not mr.can_pay(mr.card(n).mana_cost, plenty, can_lose_life=False) for n in wrong):
        hints.append(T("At least one card you chose has a Phyrexian symbol of a color the pool "
                       "doesn't have; with no life payments (119.8) that symbol needs mana of "
                       "its color (107.4f)."))
    if any(mr.can_pay(mr.card(n).mana_cost, plenty, can_lose_life=False) for n in wrong):
        hints.append(T("At least one card you chose asks for more mana than the pool holds "
                       "once every Phyrexian symbol is paid with mana (119.8, 601.2h)."))
    if castable - chosen:
        hints.append(T("You left out a card that can be cast: a {U/P} can still be paid with "
                       "U when life can't be paid (107.4f, 119.8)."))
    if slip:
        hints.append(T("(Card names are written as printed, with capitals and apostrophes.)"))
    return Feedback(False, T(" ").join(hints))


def _answer_3() -> str:
    castable = [n for n in EXERCISE_3_CARDS if n in _castable_3()]
    return _names(castable, " and ") if castable else T("none of them")


def _working_3() -> str:
    castable = _castable_3()
    each = T("; ").join(
        T("{card} {cost}: yes", None, card=card_name(n), cost=mr.card(n).mana_cost)
        if n in castable else
        T("{card} {cost}: no", None, card=card_name(n), cost=mr.card(n).mana_cost)
        for n in EXERCISE_3_CARDS)
    return T("When your life total can't change, you can't pay life (119.8), so each "
             "Phyrexian symbol must be paid with mana of its color (107.4f). Then the pool "
             "{pool} must cover the whole cost (601.2h). {each}. So: {answer}.", None,
             pool=_EXERCISE_3_POOL, each=each, answer=_answer_3())


_PROCESSION = "Spectral Procession"


def _white_needed() -> int:
    """The fewest W a 4-mana pool needs to pay Spectral Procession (other mana colorless)."""
    cost = mr.card(_PROCESSION).mana_cost
    return next(k for k in range(5) if mr.can_pay(cost, mr.ManaPool("W" * k + "B" * (4 - k))))


_POOL_NOTES = {"braces": N_("without braces"), "spaces": N_("with no spaces or commas"),
               "capitals": N_("in capital letters")}


def _read_pool(answer: Any) -> tuple[mr.ManaPool | None, str]:
    """The pool an answer gives, and a note on how it was written ("" when as the game
    writes it): letters in capitals, one a mana, no braces or spaces."""
    if isinstance(answer, mr.ManaPool):
        return answer, ""
    if not isinstance(answer, str):
        return None, ""
    text = re.split(r"[(（]", answer)[0].strip()
    letters = re.sub(r"[\s,{}，、]", "", text)
    notes = []
    if "{" in text:
        notes.append("braces")
    if re.search(r"[\s,，、]", text):
        notes.append("spaces")
    if letters != letters.upper():
        notes.append("capitals")
    if not letters or not all(ch in "WUBRGC" for ch in letters.upper()):
        return None, ""
    note = (T("A pool is written one letter a mana, {how}.", None,
              how=T(" and ").join(T(_POOL_NOTES[n]) for n in notes)) if notes else "")
    return mr.ManaPool(letters.upper()), note


def _judge_4(answer: Any) -> Feedback:
    pool, note = _read_pool(answer)
    if pool is None:
        return Feedback(False, T("That isn't a pool: write one letter a mana, W U B R G or C "
                                 "(106.1b)."))
    tail = f" {note}" if note else ""
    if len(pool) != 4:
        return Feedback(False, T("This pool holds {count} mana; the exercise asks for exactly "
                                 "4.{tail}", None, count=len(pool), tail=tail))
    cost = mr.card(_PROCESSION).mana_cost
    ways = mr.spends(cost, pool)
    if ways:
        return Feedback(True, T("This pool pays it, for example with {way}: a {{2/W}} paid with W "
                                "takes one mana, one paid with its generic half takes two "
                                "(107.4e), and the mana value stays {mana_value} (202.3f).{tail}",
                                None, way=spend_text(ways[0]), mana_value=cost.mana_value(),
                                tail=tail))
    return Feedback(False, T("Each {{2/W}} paid without W takes two mana (107.4e): add up the "
                             "mana all three symbols take with the W this pool has, and compare "
                             "it with 4 (601.2h).{tail}", None, tail=tail))


def _answer_4() -> str:
    k = _white_needed()
    return T("{pool} (any 4 mana with at least {k} W)", None, pool="W" * k + "B" * (4 - k), k=k)


def _working_4() -> str:
    k = _white_needed()
    cost = mr.card(_PROCESSION).mana_cost
    return T("Each {{2/W}} takes one W or two mana of any type (107.4e). With w W in a pool of "
             "4, the W pay w symbols and the other 4 - w mana must pay the rest at two each: "
             "4 - w ≥ 2 × (3 - w), so w ≥ {k}. Any pool of 4 mana with at least {k} W works; "
             "the mana value stays {mana_value} however it was paid (202.3f).", None, k=k,
             mana_value=cost.mana_value())


exercises = Exercises((
    Exercise(1, N_("Boros Reckoner costs {cost}. How many distinct announcements does it have?"),
             N_("a whole number"), _judge_1, _answer_1, _working_1,
             examples_of_right=(4, "4", "4.0", "4 announcements", "4 distinct announcements",
                                "4种", "4 種"),
             examples_of_wrong=(8, 2, 3, 0, 6, "many"),
             catalog=T, fields={"cost": "{R/W}{R/W}{R/W}"}),
    Exercise(2, N_("At 3 life with BB in your pool, how much life do you pay to cast Dismember "
                   "({cost})?"), N_("an amount of life, as a number"), _judge_2, _answer_2,
             _working_2, examples_of_right=(2, "2", "2.0", "2 life", "2点生命", "2 點生命"),
             examples_of_wrong=(4, 0, 3, 1, -2, "all of it"),
             catalog=T, fields={"cost": "{1}{B/P}{B/P}"}),
    Exercise(3, N_("Your life total can't change. At 20 life with {pool} in your pool, which of "
                   "Gitaxian Probe, Tezzeret's Gambit, Gut Shot, Mental Misstep, Birthing Pod "
                   "can you cast?"),
             N_("the names of the cards you can cast, separated by commas"), _judge_3, _answer_3,
             _working_3,
             examples_of_right=({"Gitaxian Probe", "Mental Misstep"},
                                "Gitaxian Probe, Mental Misstep",
                                "mental misstep and gitaxian probe",
                                "Gitaxian Probe and Mental Misstep",
                                "吉塔厦探刺，心灵失足", "心灵失足、吉塔厦探刺",
                                "吉塔廈探刺、心靈失足"),
             examples_of_wrong=(set(EXERCISE_3_CARDS), {"Gitaxian Probe"},
                                "Gitaxian Probe, Tezzeret's Gambit, Mental Misstep",
                                "Gut Shot, Gitaxian Probe, Mental Misstep", "none",
                                {"Lightning Bolt"}, 42, "吉塔厦探刺", "没有"),
             catalog=T, fields={"pool": _EXERCISE_3_POOL}),
    Exercise(4, N_("Give a pool of exactly 4 mana that can pay Spectral Procession ({cost})."),
             N_("mana letters (W U B R G C), one letter a mana"), _judge_4, _answer_4, _working_4,
             examples_of_right=("WWUU", "WWWW", "wwgg", "{W}{W}{C}{C}", "W W R R",
                                mr.ManaPool("WWWG"), "WWUU（两点白色）"),
             examples_of_wrong=("WUUU", "WWW", "WWUUU", "WQ", "wuuu", "{W}{U}{U}{U}", 7),
             catalog=T, fields={"cost": "{2/W}{2/W}{2/W}"}),
))
"""The exercises of notebook 03 (answer boxes: ``exercises.box(n)``), in the language in use."""
