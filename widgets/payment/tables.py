"""The payment explorer's words, rows, tables and charts (notebook 03), from plain values.

Everything here is a plain function of the library's answers: a spend in words
(:func:`spend_text`), ways as rows (:func:`announcement_rows`, :func:`spend_rows`) and, for
code, pandas tables (:func:`announcement_frame`, :func:`payment_view`, :func:`ways_by_life`;
pandas is imported only inside them), the chart by life paid (:func:`life_bars_html`) and the
chart of mana paid (:func:`mana_chart`). No ipywidgets, numpy, pandas or matplotlib is
imported here, so the explorer's live path stays light and everything is testable without
Jupyter. The messages are templates of the ``payment`` catalog (:data:`T`).
"""

from __future__ import annotations

from collections import Counter
from html import escape
from pathlib import Path
from typing import Any, Mapping

import mtgrules as mr
from mtgrules.i18n import N_, Catalog, check_lang
from mtgrules.mana import COLORS, MANA_TYPES
from mtgrules.payment import left_after
from mtgrules.split import CastCostError, cast_cost
from mtgrules.checks import excerpt
from mtgrules.words import big_number, join

from .._names import card_name  # noqa: F401 (the package gives it)

from .._charts import Bar, Chart, Mark, bar_chart

LOCALE = Path(__file__).resolve().parents[1] / "locale"
"""The explorers' catalogs (:data:`widgets._common.LOCALE`, without importing ipywidgets)."""

T = Catalog("widgets", LOCALE, context="payment")
"""This module's messages in the three languages (``T(message, lang, **fields)``)."""


def _error(kind: type[mr.RulesInputError], template: str, lang: str | None,
           **fields: Any) -> mr.RulesInputError:
    """A library error of ``kind`` whose message is this module's ``template`` in ``lang``
    (the library's catalog doesn't hold this module's messages), its fields filled in."""
    return kind(T.gettext(lang)(template), **fields)


def pool_text(pool: mr.ManaPool | str, lang: str | None = None) -> str:
    """A pool as the library writes it ("WGC + snow G", "snow G"), or that text, its word
    "snow" in ``lang``."""
    text = str(pool)
    if text.startswith("snow "):  # only mana from snow sources
        return T("snow {mana}", lang, mana=text.removeprefix("snow "))
    return text.replace(" + snow ", T(" + snow ", lang))


def _spoken(items: list[str], lang: str | None) -> str:
    """``["W", "U", "B"]`` as "W, U and B" (in ``lang``: :func:`mtgrules.words.join`)."""
    return join(items, "and", lang)


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




def card_cost(card: mr.Card, lang: str | None = None) -> str:
    """The mana cost a player pays to cast ``card`` (:func:`mtgrules.split.cast_cost`), as
    text for the cost box; a ManaCostError (in ``lang``) that says what fits for a card with
    no single cost to pay: a land or another card with no mana cost (202.1b, 118.6), or a
    split card, whose halves each have their own (709.3a), cast fused too with fuse
    (702.102c)."""
    try:
        return str(cast_cost(card))
    except CastCostError as error:
        reason = error.reason
    name = card.label(lang)
    if reason in ("split", "fuse"):
        costs = [str(face.mana_cost) for face in card.faces]
        halves = dict(card=name, first=T(", ", lang).join(costs[:-1]), last=costs[-1])
        if reason == "fuse":
            raise _error(mr.ManaCostError, N_(
                "{card} is a split card with fuse: a player casts one half and pays its mana "
                "cost, {first} or {last} (709.3a), or casts both halves fused and pays both, "
                "{both} (702.102c). Type the cost you would pay in the cost box."), lang,
                both=str(cast_cost(card, half="both")), **halves)
        raise _error(mr.ManaCostError, N_(
            "{card} is a split card: a player casts one half and pays only that half's mana "
            "cost, {first} or {last} (709.3a). Type the cost of the half you cast in the cost "
            "box."), lang, **halves)
    if reason == "land":
        raise _error(mr.ManaCostError, N_(
            "{card} is a land: it has no mana cost (202.1b), since a land is played, not "
            "cast, and nothing is paid for it (305.1). Type a card that has a mana cost."),
            lang, card=name)
    raise _error(mr.ManaCostError, N_(
        "{card} has no mana cost (202.1b): that cost can't be paid (118.6), so it is cast "
        "only when an effect lets it be cast without paying its mana cost. Type a card "
        "that has a mana cost."), lang, card=name)


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
        shown = shown.assign(left=shown["left"].map(
            lambda left: pool_text(left, lang) if left else T("none", lang)))
    shown = shown.rename(
        columns={c: T(title, lang) for c, title in PAYMENT_TABLE_TITLES.items()})
    if lang != "en" and shown.index.name in _TABLE_INDEX_TITLES:
        shown = shown.rename_axis(T(_TABLE_INDEX_TITLES[shown.index.name], lang))
    from zlib import crc32

    from .._common import styled   # a notebook's static table: pandas is here already

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


def readable_count(n: int, lang: str | None = None) -> str:
    """A count as a label reads it: "1,331", "43,000", "4.8 million", "1.2 billion"
    (in Chinese "484.2万", "12亿"): :func:`mtgrules.words.big_number`.

    >>> readable_count(1331), readable_count(43000), readable_count(4_842_149)
    ('1,331', '43,000', '4.8 million')
    >>> readable_count(4_842_149, "zh-Hans"), readable_count(1_200_000_000, "zh-Hant")
    ('484.2万', '12億')
    """
    return big_number(n, lang)


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
    amounts = join(tops, "or", lang)
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


