"""The payment explorer's view: plain values in, what it shows out (no ipywidgets).

:func:`view` answers one setting of the explorer (a cost, a pool, life, "can't lose life",
X) with a :class:`PaymentResult`: the exact counts of announcements (601.2b) and spends
(601.2h) by life paid, at most ``limit`` of each listed as plain rows, and notes that say
truly what could not be counted or listed within the work budget :data:`EXPLORER_WORK`.
:func:`chart_view` gives the chart the explorer draws for a result. A test or a notebook calls
them without Jupyter; the explorer passes a :class:`ViewMemory` so that what a pool change
doesn't change is worked out once.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

import mtgrules as mr
from mtgrules.budget import limits

from .._charts import Chart
from .tables import (KINDS, MANA_LETTERS, ByLife, DEFAULT_LIMIT, T, announcement_rows,
                     life_bars_html, mana_chart, readable_count, spend_rows)

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




@dataclass
class ViewMemory:
    """What an explorer keeps between updates so that :func:`view` doesn't work out again
    what a change doesn't change (plain values; the answers are the same without it): the
    announcements' side by cost and options, their counts for every X, and the pools and
    life totals whose spends were already too many to count."""

    announced: dict[tuple[Any, ...], _Announced] = field(default_factory=dict)
    counted: dict[tuple[Any, ...], tuple[Any, list[str]]] = field(default_factory=dict)
    too_many_spends: deque[tuple[Any, int, mr.ManaPool, mr.LimitExceededError]] = field(
        default_factory=lambda: deque(maxlen=ANNOUNCED_KEPT))


def view(cost: mr.ManaCost | str, pool: mr.ManaPool, *, life: int = 20,
         can_lose_life: bool = True, x: int = 0, limit: int = DEFAULT_LIMIT,
         lang: str | None = None, memory: ViewMemory | None = None) -> PaymentResult:
    """What the payment explorer shows for one setting, as plain values (601.2b, 601.2h,
    119.4, 119.8): the exact counts come first and cheaply, counted by life paid (one call
    of :func:`mtgrules.count_by_life` per kind of way, which also gives the chart); then at
    most ``limit`` ways of each kind, the first in the library's order (least life first),
    as rows (:func:`~widgets.payment.tables.announcement_rows`,
    :func:`~widgets.payment.tables.spend_rows`). Each count or listing runs within
    :data:`EXPLORER_WORK`; what doesn't fit is said in ``notes`` (in ``lang``).

    >>> r = view("{1}{B/P}{B/P}", mr.ManaPool("BBWU"))
    >>> r.announcement_count, r.spend_count, r.can_pay
    (3, 8, True)
    """
    memory = ViewMemory() if memory is None else memory
    cost = mr.parse_cost(cost) if isinstance(cost, str) else cost
    options = dict(x=x, life=life, can_lose_life=can_lose_life)
    notes: list[str] = []
    with limits(work=EXPLORER_WORK):  # an update answers at once, or says why
        # counted by life paid: the counts and the chart in one call per kind of way;
        # the announcements don't depend on the pool, so a pool change reuses them
        announced = _announced(memory, cost, options, limit, lang)
        notes.extend(announced.notes)
        counted = {
            "announcements": announced.by_life,
            "spends": _count_by_life("spends", notes,
                                     lambda: _spends_by_life(memory, cost, pool, options),
                                     lang),
        }
        total = {kind: None if c is None else sum(c.values()) for kind, c in counted.items()}
        result = PaymentResult(
            cost=cost, pool=pool, life=life, can_lose_life=can_lose_life, x=x,
            announcement_count=total["announcements"], spend_count=total["spends"],
            can_pay=mr.can_pay(cost, pool, **options), notes=notes,
            by_life={kind: c for kind, c in counted.items() if c is not None},
            announced=announced,
        )
        return _finish(result, cost, pool, options, limit, lang)


def _announced(memory: ViewMemory, cost: mr.ManaCost, options: dict[str, Any], limit: int,
               lang: str | None) -> _Announced:
    """The announcements' side of an update, which the pool doesn't change: counted by
    life paid (with any note that they are too many to count), and, once asked for,
    their first rows. Kept for the last few costs and options."""
    key = (cost, tuple(sorted(options.items())), limit, lang)
    found = memory.announced.get(key)
    if found is None:
        # X only adds the same generic mana to every announcement, so how many there
        # are, at each amount of life, doesn't depend on X: counted once for every X
        counted_key = (cost, tuple(sorted((k, v) for k, v in options.items() if k != "x")),
                       lang)
        counted = memory.counted.get(counted_key)
        if counted is None:
            notes: list[str] = []
            by_life = _count_by_life("announcements", notes,
                                     lambda: mr.count_by_life(cost, **options), lang)
            counted = (by_life, notes)
            _keep(memory.counted, counted_key, counted)
        found = _Announced(*counted)
        _keep(memory.announced, key, found)
    return found


def _spends_by_life(memory: ViewMemory, cost: mr.ManaCost, pool: mr.ManaPool,
                    options: dict[str, Any]) -> dict[int, int]:
    """The spends counted by life paid. More mana in the pool, or more life, only adds
    spends: so once they are too many to count for a pool and a life total, they are for
    any pool holding at least that mana of each kind and any larger life total, and the
    explorer says so at once instead of counting again."""
    same = (cost, options["x"], options["can_lose_life"])
    for known, life, smaller, error in memory.too_many_spends:
        if known == same and options["life"] >= life and _holds(pool, smaller):
            raise error
    try:
        return mr.count_by_life(cost, pool, **options)
    except mr.LimitExceededError as error:
        memory.too_many_spends.append((same, options["life"], pool, error))  # oldest goes
        raise


def _finish(result: PaymentResult, cost: mr.ManaCost, pool: mr.ManaPool,
            options: dict[str, Any], limit: int, lang: str | None) -> PaymentResult:
    # the exact counts come first and cheaply; then at most the first `limit` ways, in
    # the library's order (least life first), never the whole list past the limit
    side = result.announced
    if side.listed is None:
        notes: list[str] = []
        side.listed = (notes, _listed(
            notes, "announcements", result.announcement_count, limit, lang,
            lambda: announcement_rows(mr.first_announcements(cost, limit, **options))))
    result.notes.extend(side.listed[0])
    spent = _listed(result.notes, "spends", result.spend_count, limit, lang,
                    lambda: mr.first_spends(cost, pool, limit, **options))
    result.announcements_table = side.listed[1]
    if spent is not None:
        result.spends_table = spend_rows(spent, pool)
    left_out = [kind for kind, count in (("announcements", result.announcement_count),
                                         ("spends", result.spend_count)) if count is None]
    if left_out == ["announcements", "spends"]:
        result.notes.append(T("The chart by life paid leaves out the announcements "
                              "and the spends: too many to count here.", lang))
    elif left_out:
        result.notes.append(T("The chart by life paid leaves out the {kind}: too many "
                              "to count here.", lang, kind=T(KINDS[left_out[0]], lang)))
    if cost.is_absent:
        result.notes.append(T("No mana cost at all: such a cost can't be paid (118.6), "
                              "unlike {zero}, which is paid with nothing.", lang, zero="{0}"))
    return result


def _listed(notes: list[str], kind: str, count: int | None, limit: int, lang: str | None,
            listing: Callable[[], list]) -> list | None:
    """The first ways of ``kind`` (all of them if they fit the limit), or None with a
    note that says truly why not."""
    if count is None:
        return None  # too many to count: the note says so
    words = T(KINDS[kind], lang)
    if count > limit and not limit:
        notes.append(T("{count} {kind}: too many to list here (the tables list "
                       "at most {limit}); the count is exact.", lang,
                       count=format(count, ","), kind=words, limit=format(limit, ",")))
        return None
    try:
        listed = listing()
    except mr.LimitExceededError:  # the count is known, yet listing is too big
        if count > limit:
            notes.append(T("{count} {kind}, an exact count; listing even the "
                           "first {limit} of them would take too long here.", lang,
                           count=format(count, ","), kind=words, limit=format(limit, ",")))
        else:
            notes.append(T("{count} {kind}, an exact count; listing them would "
                           "take too long here.", lang, count=format(count, ","),
                           kind=words))
        return None
    if count > len(listed):
        notes.append(T(
            "The table lists the first {listed} of {count} {kind} (the tables list at most "
            "{limit}): those paying the least life, as the rules library orders them; the "
            "count is exact.", lang, listed=format(len(listed), ","), count=format(count, ","),
            kind=words, limit=format(limit, ",")))
    return listed


def chart_view(result: PaymentResult, chart: str, lang: str | None = None) -> str | Chart:
    """The chart the explorer draws for ``result``: for "ways by life paid" the bars by life
    paid (HTML), for "mana paid per announcement" the mana chart (an SVG :class:`Chart`), or
    a line in HTML that says why there is none."""
    text = str(result.cost)
    if chart == "ways by life paid":
        if not result.by_life:
            return "<p><i>" + T("No chart by life paid: there are too many ways to count "
                                "here.", lang) + "</i></p>"
        return life_bars_html(result.by_life, text, lang)
    if not result.announcements_table:
        return "<p><i>" + T("No announcements listed, so no chart of mana paid.", lang) \
            + "</i></p>"
    note = T(" (X is {x})", lang, x=result.x) if result.cost.has_x else ""
    return mana_chart(result.announcements_table, result.cost.mana_value(x=result.x), text,
                      x_note=note, total=result.announcement_count, lang=lang)
