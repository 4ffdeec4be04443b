"""Every distinct way to pay a mana cost: announcements (601.2b) and spends (601.2h).

Paying a cost with hybrid or Phyrexian symbols happens in two steps:

* when the spell is cast the player *announces* how each hybrid or Phyrexian symbol will be
  paid, which turns the cost into a nonhybrid equivalent plus some life (601.2b, 107.4e-f);
* the total cost is then *paid*: mana leaves the pool and life is paid (601.2h).

:func:`announcements` lists the distinct results of the first step, :func:`spends` the
distinct results of both steps from a given :class:`ManaPool` (which mana leaves the pool,
which of it came from snow sources, how much life). "Distinct" is as the rules count it:
{G/W}{G/W} can be paid three ways (GG, GW, WW; 107.4e), not four.

    >>> [str(a.cost) for a in announcements("{G/W}{G/W}")]
    ['{W}{W}', '{W}{G}', '{G}{G}']
    >>> count_spends("{1}{G/W}", ManaPool("WWGU")), can_pay("{2}{G}", ManaPool("WU"))
    (4, False)

How it scales (every call answers or raises :class:`~mtgrules.LimitExceededError` within
about a second, see :data:`MAX_STATES` and :data:`MAX_WORK`):

* announcements: dynamic programming over *groups of equal symbols* (three {W/P} are one
  group whose outcomes are "0, 1, 2 or 3 of them paid with life"), partial results packed
  into one integer each and kept in a set, so equal partial payments merge at once;
* spends are counted without listing them: type of mana by type of mana, with the counts
  of each amount taken kept as one big integer (a polynomial), :func:`count_spends`;
* :func:`can_pay` is a maximum flow, never an enumeration.
"""

from __future__ import annotations

from collections import Counter
from heapq import nsmallest
from typing import Iterable

from .. import checks
from ..budget import Budget, sum_sets
from ..errors import LimitExceededError, ManaPoolError
from ..mana.cost import MANA_TYPES, TYPE_INDEX, ManaCost
from ..mana.pools import ManaPool
from ._request import (DEFAULT_LIMIT, LIFE_PER_PHYREXIAN, SpendAs, _check_limit, _demand,
                       _phyrexian, _request, _Request, _SpendLayout, _ways,
                       _with_variables_at_zero, check_spend_as)
from .announce import _announcement_states, announcements  # noqa: F401 (the doctests)
from .counting import count_payments
from .feasibility import payable
from .results import Spend


# ------------------------------------------------------------ spends (601.2h)
#
# A spend is listed in two steps. First every symbol but generic mana and {S} is paid: each
# colored or {C} mana from a regular or a snow source of its type, each Phyrexian symbol
# maybe with life; a partial spend is packed as counters (below) and partial spends merge in
# a set. Then the {S} owed is taken from snow sources (107.4h) and the generic mana owed from
# any source (107.4b), in every amount the remaining sources allow.


def _pool_sources(pool: object) -> list[int]:
    if not isinstance(pool, ManaPool):
        raise ManaPoolError("expected a ManaPool such as ManaPool('WWG'), not {pool}",
                            pool=checks.excerpt(pool))
    return list(pool.counts)


def _partial_spends(request: _Request, pool_has: list[int], budget: Budget,
                    spend_as: str | None = None) -> tuple[set[int], _SpendLayout]:
    """Partial spends once every symbol but generic mana and {S} is paid (107.4a, c, e, f);
    with ``spend_as`` (609.4b, 118.14) a colored (or, for "any type", a {C}) symbol may take
    mana of any type, which stays the mana it is (609.4b)."""
    L = _SpendLayout
    cost, values = request.cost, request.values
    most_life = _phyrexian(cost) if request.max_payments is None else request.max_payments
    bounds = pool_has + [most_life, sum(pool_has), sum(pool_has[6:])]
    layout = L.for_bounds(bounds, headroom=_demand(cost, values) + _phyrexian(cost))
    if cost.is_absent:
        return set(), layout  # 118.6
    widened = {None: "", "any color": "WUBRG", "any type": "WUBRGC"}[spend_as]

    def packed(name: str, amount: int) -> list[int]:
        if name == "generic":
            return [layout.unit(L.OWED_GENERIC, amount)]
        if name == "S":
            return [layout.unit(L.OWED_SNOW)]
        if name == "life":
            return [layout.unit(L.LIFE)]
        if name in widened:
            return [layout.unit(i) for i in range(12) if pool_has[i]]
        regular, snow = TYPE_INDEX[name], 6 + TYPE_INDEX[name]
        return [layout.unit(i) for i in (regular, snow) if pool_has[i]]

    groups = Counter(
        tuple(dict.fromkeys(d for way in _ways(s, values) for d in packed(*way)))
        for s in cost.symbols
    )
    if () in groups:
        return set(), layout  # nothing in the pool can pay one of the symbols
    return sum_sets(0, groups, budget, keep=layout.fits, lower_bound=False), layout


def _finish(partial: Iterable[int], layout: _SpendLayout, pool_has: list[int],
            budget: Budget, most: int | None = None) -> set[int]:
    """Pay the {S} and generic mana each partial spend owes, in every way the pool allows.

    Each source gives at least what the sources after it can't cover, so every partial
    payment kept can still be finished and no work goes to dead ends.
    Returns the finished spends, packed (mana taken from each source and life payments).
    """
    L = _SpendLayout
    owed_fields = layout.unit(L.OWED_GENERIC, (1 << layout.width) - 1) | \
        layout.unit(L.OWED_SNOW, (1 << layout.width) - 1)
    finished: set[int] = set()
    for p in partial:
        f = layout.fields(p)
        taken, owed_snow, owed_generic = f[:12], f[L.OWED_SNOW], f[L.OWED_GENERIC]
        room = [have - t for have, t in zip(pool_has, taken)]
        if owed_snow > sum(room[6:]) or owed_snow + owed_generic > sum(room):
            continue
        base = p & ~owed_fields  # nothing owed once it is paid
        # 107.4h: {S} is paid only with mana from a snow source (fields 6-11)
        snow_ways = _ways_to_take(owed_snow, room, range(6, 12), layout, budget)
        if owed_generic == 0:
            finished.update(map(base.__add__, snow_ways))
            budget.check_states(len(finished), False)
            if most is not None and len(finished) > most:
                return finished  # past the limit already: the caller says so
            continue
        budget.spend(8 * len(snow_ways))  # each is unpacked to see the room left
        for snow_part in snow_ways:
            left = room
            if snow_part:
                got = layout.fields(snow_part)
                left = [r - g for r, g in zip(room, got)]
            # 107.4b: generic mana is paid with any mana
            finished.update(map((base + snow_part).__add__,
                                _ways_to_take(owed_generic, left, range(12), layout, budget)))
            budget.check_states(len(finished), False)
            if most is not None and len(finished) > most:
                return finished  # past the limit already: the caller says so
    return finished


def _ways_to_take(owed: int, room: list[int], sources: range, layout: _SpendLayout,
                  budget: Budget) -> list[int]:
    """Every way to take ``owed`` mana from ``sources`` (each at most its ``room``), each as
    the packed amounts taken; suffixes are shared, so a way costs one integer addition."""
    if owed == 0:
        return [0]
    order = [i for i in sources if room[i]]
    later = [0] * (len(order) + 1)
    for j in range(len(order) - 1, -1, -1):
        later[j] = later[j + 1] + room[order[j]]
    if owed > later[0]:
        return []
    memo: dict[tuple[int, int], list[int]] = {}

    def suffix(j: int, owed: int) -> list[int]:
        if owed == 0:
            return [0]
        found = memo.get((j, owed))
        if found is None:
            i = order[j]
            found = []
            for amount in range(max(0, owed - later[j + 1]), min(room[i], owed) + 1):
                rest = suffix(j + 1, owed - amount)
                budget.spend(len(rest))
                found.extend(map(layout.unit(i, amount).__add__, rest) if amount else rest)
            memo[(j, owed)] = found
        return found

    return suffix(0, owed)


def _spend_row(fields: list[int]) -> tuple[int, str, str]:
    taken, life = fields[:12], fields[_SpendLayout.LIFE]
    mana = "".join(t * (taken[i] + taken[6 + i]) for i, t in enumerate(MANA_TYPES))
    snow = "".join(t * taken[6 + i] for i, t in enumerate(MANA_TYPES))
    return life * LIFE_PER_PHYREXIAN, mana, snow


def spends(cost: ManaCost | str, pool: ManaPool, *, x: int = 0, y: int = 0, z: int = 0,
           life: int | None = None, can_lose_life: bool = True,
           limit: int | None = DEFAULT_LIMIT, rules: object = "current",
           spend_as: SpendAs | None = None) -> list[Spend]:
    """The distinct ways ``pool`` and life can pay ``cost`` (601.2b then 601.2h).

    Colored symbols take mana of their color, {C} only colorless mana (107.4c), {S} only
    mana from a snow source (107.4h), generic mana any mana (107.4b); each hybrid or Phyrexian
    symbol is paid by one of its halves or 2 life (107.4e-f). ``life`` and ``can_lose_life``
    limit life payments as in :func:`announcements` (119.4, 119.8). The search is exact:
    {W/U}{W} with a W and a U in the pool succeeds. ``spend_as="any color"`` or ``"any
    type"`` (609.4b, 118.14; see :data:`~mtgrules.payment.SPEND_AS`) lets colored (and {C})
    symbols take any mana; a spend still lists the mana actually spent.

    Sorted by life paid, then by the mana taken. Raises LimitExceededError when there would
    be more than ``limit`` spends (:func:`count_spends` counts them without listing).

        >>> [s.mana for s in spends("{1}{G/W}", ManaPool("WWGU"))]
        ['UG', 'WG', 'WU', 'WW']
        >>> [s.mana for s in spends("{R}", ManaPool("WC"), spend_as="any color")]
        ['C', 'W']
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    pool_has = _pool_sources(pool)
    most = checks.limit(limit)
    widened = check_spend_as(spend_as)
    budget = Budget("listing spends")  # one budget for the count and the listing
    if most is not None and widened is None:  # counting is cheap; listing past it would not be

        try:
            _check_limit(sum(count_payments(request, pool_has, budget).values()), most,
                         "spends", "count_spends")
        except LimitExceededError as error:
            if error.at_least is not None:
                raise
            # counting would pass the budget, not the limit: listing may still be quick, and
            # it stops by itself once it holds more than the limit
    partial, layout = _partial_spends(request, pool_has, budget, widened)
    finished = _finish(partial, layout, pool_has, budget, most)
    if most is not None and len(finished) > most:  # _finish stopped early: no exact count
        raise LimitExceededError(
            "there are more than {most:,} spends, more than limit={most:,} allows to list; pass a "
            "larger limit (or limit=None) to list them all, or call count_spends() for the number "
            "alone", most=most, at_least=most)
    return [Spend(*row) for row in sorted(_spend_row(layout.fields(p)) for p in finished)]


def first_spends(cost: ManaCost | str, pool: ManaPool, n: int, *, x: int = 0, y: int = 0,
                 z: int = 0, life: int | None = None, can_lose_life: bool = True,
                 rules: object = "current", spend_as: SpendAs | None = None) -> list[Spend]:
    """The first ``n`` spends of ``cost`` from ``pool`` in the order of :func:`spends`
    (601.2b then 601.2h; 107.4a-h, 119.4, 119.8, 118.6): least life paid first, then by the
    mana taken (as text) and the mana from snow sources; equal to
    ``spends(cost, pool, limit=None, ...)[:n]``.

    Spends are ordered by life paid first, and life is settled before generic mana and {S}
    are taken, so only the partial payments of the fewest life payments that hold the first
    ``n`` spends are finished: the spends that pay more life are never built. Raises
    LimitExceededError when that still passes the work budget.

        >>> [s.mana for s in first_spends("{1}{G/W}", ManaPool("WWGU"), 2)]
        ['UG', 'WG']
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    pool_has = _pool_sources(pool)
    most = checks.whole_number(n, "n")
    budget = Budget("listing the first spends")
    partial, layout = _partial_spends(request, pool_has, budget, check_spend_as(spend_as))
    by_payments: dict[int, list[int]] = {}
    for p in partial:
        by_payments.setdefault(layout.fields(p)[_SpendLayout.LIFE], []).append(p)
    rows: list[tuple[int, str, str]] = []
    for payments in sorted(by_payments):
        if len(rows) >= most:
            break  # every spend left pays more life than those already found
        finished = _finish(by_payments[payments], layout, pool_has, budget)
        budget.spend(len(finished))  # each is unpacked into its row
        rows.extend(_spend_row(layout.fields(p)) for p in finished)
    return [Spend(*row) for row in nsmallest(most, rows)]


def count_spends(cost: ManaCost | str, pool: ManaPool, *, x: int = 0, y: int = 0, z: int = 0,
                 life: int | None = None, can_lose_life: bool = True,
                 rules: object = "current", spend_as: SpendAs | None = None) -> int:
    """``len(spends(...))``, counted without listing the spends (601.2h).

    A spend that takes ``m[k]`` mana of each type k pays an announcement exactly when, for
    every type, ``m[k]`` covers the announcement's colored (or {C}) mana of that type, the
    snow mana left over after that covers its {S} (107.4h), and the total is the
    announcement's total. So spends are counted type by type over the announcements the
    pool could pay, never listed. With ``spend_as`` (609.4b, 118.14) the types no longer
    sort the spends, so they are listed within the work budget and counted.

        >>> count_spends("{2/W}{W/P}{G/U}{1}", ManaPool("WWUBRG", snow="WG"))
        130
        >>> count_spends("{G}{G}", ManaPool("WRC"), spend_as="any color")
        3
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    return _count_spends(request, _pool_sources(pool), check_spend_as(spend_as))


def _count_spends(request: _Request, pool_has: list[int], spend_as: str | None = None) -> int:
    return sum(_count_spends_by_life(request, pool_has, spend_as).values())


def _count_spends_by_life(request: _Request, pool_has: list[int], spend_as: str | None = None
                          ) -> Counter[int]:
    """Spends by the number of Phyrexian symbols they pay with life."""

    budget = Budget("counting spends")
    if spend_as is not None:  # listed, within the budget (the counting is by type)
        partial, layout = _partial_spends(request, pool_has, budget, spend_as)
        finished = _finish(partial, layout, pool_has, budget)
        return Counter(layout.fields(p)[_SpendLayout.LIFE] for p in finished)
    try:
        return count_payments(request, pool_has, budget)
    except LimitExceededError as error:
        if error.at_least is not None:
            raise
        # the count would pass the budget; few spends may still be quick to list (e.g.
        # {W/U} a thousand times: 1,001 spends), within what is left of the same budget
        try:
            partial, layout = _partial_spends(request, pool_has, budget)
            finished = _finish(partial, layout, pool_has, budget)
            return Counter(layout.fields(p)[_SpendLayout.LIFE] for p in finished)
        except LimitExceededError:
            raise error from None


def count_by_life(cost: ManaCost | str, pool: ManaPool | None = None, *, x: int = 0,
                  y: int = 0, z: int = 0, life: int | None = None, can_lose_life: bool = True,
                  rules: object = "current", spend_as: SpendAs | None = None) -> dict[int, int]:
    """How many announcements (no ``pool``) or spends from ``pool`` pay each amount of life,
    counted without listing them (601.2b, 601.2h, 107.4f, 119.4). Only amounts some way
    pays are keys, smallest first.

        >>> count_by_life("{1}{B/P}{B/P}")                   # Dismember
        {0: 1, 2: 1, 4: 1}
        >>> count_by_life("{1}{B/P}{B/P}", ManaPool("BBB"), life=3)
        {0: 1, 2: 1}
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    widened = check_spend_as(spend_as)
    if pool is None:
        unvaried, _ = _with_variables_at_zero(request)  # X changes no count (107.3a)
        states, layout = _announcement_states(unvaried, "counting announcements")
        shift = layout.life_shift
        counts = Counter(map(shift.__rrshift__, states))   # state >> shift, at C speed
    else:
        counts = _count_spends_by_life(request, _pool_sources(pool), widened)
    return {payments * LIFE_PER_PHYREXIAN: counts[payments]
            for payments in sorted(counts) if counts[payments]}


def can_pay(cost: ManaCost | str, pool: ManaPool, *, x: int = 0, y: int = 0, z: int = 0,
            life: int | None = None, can_lose_life: bool = True,
            rules: object = "current", spend_as: SpendAs | None = None) -> bool:
    """Whether ``pool`` and life can pay ``cost`` at all (601.2h, 119.4, 119.8; 118.6).

    Exact and fast for any cost: a maximum flow of mana to symbols, never a listing (see
    :func:`mtgrules.payment.feasibility.payable`).

        >>> can_pay("{W/U}{W}", ManaPool("WU")), can_pay("{2}{G}", ManaPool("WU"))
        (True, False)

    ``spend_as`` ("any color" or "any type", see :data:`~mtgrules.payment.SPEND_AS`) is an
    effect that lets mana be spent as though it were mana of any color or type (609.4b,
    118.14): Mycosynth Lattice lets W pay {G}, but not {C}.

        >>> can_pay("{2}{G}", ManaPool("WUW"), spend_as="any color")
        True
        >>> can_pay("{C}", ManaPool("W"), spend_as="any color"), can_pay("{C}", ManaPool("W"), spend_as="any type")
        (False, True)
    """

    request = _request(cost, x, y, z, life, can_lose_life, rules)
    return payable(request, _pool_sources(pool), check_spend_as(spend_as))


