"""Counting spends without listing them (601.2h, 107.4h): the engine of ``count_spends``.

A spend takes ``r[k]`` regular and ``s[k]`` snow mana of each type k and pays some life.
It pays an announcement (the cost with every hybrid and Phyrexian choice made, 601.2b)
exactly when

* the total mana taken is the announcement's total,
* for every type, ``r[k] + s[k]`` covers the announcement's colored (or {C}) mana of that
  type, and
* the snow mana left over once regular mana has paid as much of the colored mana as it
  can, ``sum(min(s[k], r[k] + s[k] - need[k]))``, covers its {S} (107.4h).

Distinct spends are counted once even when they pay several announcements. The count runs
type by type over the announcements the pool could pay, keeping for each *set of
announcements still payable* a polynomial whose coefficient of x**t is the number of ways
to have taken t mana so far. A polynomial is one Python integer (coefficients in fixed-width
bit fields), so adding and multiplying them is a single big-integer operation.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable

from ..budget import Budget, sum_sets
from ..mana.cost import TYPE_INDEX, Kind
from ._request import _phyrexian, _Request, _SpendLayout, _ways



def count_payments(request: _Request, pool_has: list[int], budget: Budget) -> Counter[int]:
    """The number of distinct spends of ``request`` from ``pool_has`` (see the module), by
    the Phyrexian symbols they pay with life."""
    cost, values = request.cost, request.values
    if cost.is_absent:
        return Counter()  # 118.6
    regular, snow = pool_has[:6], pool_has[6:]
    most = [r + s for r, s in zip(regular, snow)]
    owed_snow = sum(1 for s in cost.symbols if s.kind is Kind.SNOW)
    if owed_snow > sum(snow):
        return Counter()

    # the announcements this pool could pay: fields W U B R G C, total, life payments
    most_life = _phyrexian(cost) if request.max_payments is None else request.max_payments
    bounds = most + [sum(most), most_life]
    demand = max(sum(most), sum(max(a for _, a in _ways(s, values)) for s in cost.symbols))
    layout = _SpendLayout.for_bounds(bounds, headroom=demand + _phyrexian(cost))
    width = layout.width
    total_field, life_field = 6, 7

    def way(name: str, amount: int) -> int:
        if name == "life":
            return layout.unit(life_field)
        if name in TYPE_INDEX:
            return layout.unit(TYPE_INDEX[name]) + layout.unit(total_field)
        return layout.unit(total_field, amount)  # generic mana and {S}

    groups = Counter(tuple(dict.fromkeys(way(*w) for w in _ways(s, values)))
                     for s in cost.symbols)
    states = sum_sets(0, groups, budget, keep=layout.fits, lower_bound=False)
    if not states:
        return Counter()
    mask = (1 << (width - 1)) - 1
    low = (1 << (6 * width)) - 1             # the six need fields, still packed
    budget.spend(STATE_STEPS * len(states))  # charged before the loop, which is Python
    packed: dict[int, int] = {}              # packed need -> its bit
    by_total: dict[int, dict[int, int]] = {}  # total -> life payments -> bits of needs
    total_shift, life_shift = total_field * width, life_field * width
    for state in states:
        bit = packed.setdefault(state & low, 1 << len(packed))
        lives = by_total.setdefault((state >> total_shift) & mask, {})
        life = (state >> life_shift) & mask
        lives[life] = lives.get(life, 0) | bit
    budget.spend(6 * len(packed))
    needs = {tuple((key >> (i * width)) & mask for i in range(6)): bit
             for key, bit in packed.items()}
    top = max(by_total)
    if owed_snow == 0 and len(needs) == 1:
        return _count_one_need_in_closed_form(next(iter(needs)), by_total, regular, snow, budget)
    if owed_snow == 0:
        return _count_without_snow_symbols(list(needs), by_total, regular, snow, top, budget)
    if len(needs) == 1:
        return _count_one_need(next(iter(needs)), by_total, regular, snow, top, owed_snow,
                               budget)
    return _count_with_levels(list(needs), by_total, regular, snow, top, owed_snow, budget)


STATE_STEPS = 4
"""Budget steps for reading one packed announcement in Python (measured: about 2 microseconds,
at about 2,000,000 steps a second)."""


def _splits(regular: int, snow: int, u: int) -> int:
    """Ways to take u mana of one type from ``regular`` regular and ``snow`` snow sources."""
    return max(0, min(u, snow) - max(0, u - regular) + 1)


def _width(bound: int) -> int:
    return bound.bit_length() + 1


def _product_steps(size_bits: int) -> int:
    """Budget steps for one product of two polynomials of ``size_bits`` bits: big-integer
    multiplication grows as about the 1.58th power of the size (Karatsuba)."""
    return 1 + int(10 * (size_bits / 1000) ** 1.58)


def _count_one_need_in_closed_form(need: tuple[int, ...], by_total: dict[int, dict[int, int]],
                                   regular: list[int], snow: list[int], budget: Budget
                                   ) -> Counter[int]:
    """Every payable announcement asks the same colored mana and there is no {S}: count the
    ways to take t mana with at least ``need[k]`` of each type by inclusion and exclusion
    over the types that take too little, each term a sum of binomial coefficients. Exact
    for any amounts (X = 10**6 from a pool of 10**6 mana is as quick as X = 2)."""
    short_types = [k for k in range(6) if need[k] > 0]
    count: Counter[int] = Counter()
    for total, lives in by_total.items():
        ways = 0
        for chosen in range(1 << len(short_types)):
            too_few = [short_types[i] for i in range(len(short_types)) if chosen >> i & 1]
            # the types that take too little (fewer than their need): explicit polynomials
            poly = {0: 1}
            for k in too_few:
                weights = [_splits(regular[k], snow[k], u) for u in range(need[k])]
                budget.spend(len(poly) * len(weights))
                grown: dict[int, int] = {}
                for d, c in poly.items():
                    for u, w in enumerate(weights):
                        if w:
                            grown[d + u] = grown.get(d + u, 0) + c * w
                poly = grown
            # every other source is any amount up to what it holds: (1 - x**(cap + 1)) / (1 - x)
            free = [cap for k in range(6) if k not in too_few for cap in (regular[k], snow[k])]
            for cap in free:
                budget.spend(len(poly))
                grown = dict(poly)
                for d, c in poly.items():
                    grown[d + cap + 1] = grown.get(d + cap + 1, 0) - c
                poly = grown
            ways += (-1) ** len(too_few) * _coefficient(poly, len(free), total)
        for life in lives:
            count[life] += ways
    return count


def _coefficient(poly: dict[int, int], poles: int, total: int) -> int:
    """The coefficient of x**total in poly(x) / (1 - x)**poles."""
    from math import comb

    if poles == 0:
        return poly.get(total, 0)
    return sum(c * comb(total - d + poles - 1, poles - 1) for d, c in poly.items() if d <= total)


def _read(by_total: dict[int, dict[int, int]], polys: dict[int, int], bits: int,
          budget: Budget) -> Counter[int]:
    """Sum, over the final sets of payable announcements, the ways to take each total: a
    spend of total t and life l counts once if it pays any announcement of (t, l)."""
    digit = (1 << bits) - 1
    totals = [(t * bits, _union(lives.values()), list(lives.items()))
              for t, lives in by_total.items()]
    budget.spend(len(polys) * len(totals))
    count = [0] * (1 + max(life for lives in by_total.values() for life in lives))
    for alive, poly in polys.items():
        for shift, anyone, lives in totals:
            if alive & anyone:
                ways = (poly >> shift) & digit
                if ways:
                    for life, needs in lives:
                        if needs & alive:
                            count[life] += ways
    return Counter(dict(enumerate(count)))


def _count_without_snow_symbols(needs: list[tuple[int, ...]], by_total: dict[int, dict[int, int]],
                                regular: list[int], snow: list[int], top: int,
                                budget: Budget) -> Counter[int]:
    """No {S} to pay: which source gave the mana only multiplies the count (107.4h)."""
    most = [min(r + s, top) for r, s in zip(regular, snow)]
    weights = [[_splits(regular[k], snow[k], u) for u in range(most[k] + 1)] for k in range(6)]
    bound = 1
    for w in weights:
        bound *= sum(w)
    bits = _width(bound)
    keep = (1 << (bits * (top + 1))) - 1
    polys = {(1 << len(needs)) - 1: 1}
    for k in range(6):
        budget.spend(len(needs))
        intervals = _intervals([n[k] for n in needs], most[k], weights[k].__getitem__, bits)
        polys = _step(polys, intervals, keep, budget)
    return _read(by_total, polys, bits, budget)


def _intervals(values: list[int], most: int, weight: Callable[[int], int], bits: int) -> list[tuple[int, int]]:
    """(announcements covered, polynomial of the amounts) for each run of amounts u of one
    type over which the same announcements are covered (their need of it is at most u)."""
    at_level: dict[int, int] = {}   # need -> the announcements with that need
    for j, need in enumerate(values):
        at_level[need] = at_level.get(need, 0) | 1 << j
    levels = sorted(at_level)
    result = []
    covered = 0
    for i, v in enumerate(levels):
        covered |= at_level[v]
        end = min(levels[i + 1] - 1 if i + 1 < len(levels) else most, most)
        poly = sum(weight(u) << (u * bits) for u in range(v, end + 1))
        if poly:
            result.append((covered, poly))
    return result


def _step(polys: dict[int, int], intervals: list[tuple[int, int]], keep: int,
          budget: Budget) -> dict[int, int]:
    grown: dict[int, int] = {}
    product = _product_steps(keep.bit_length())
    budget.spend(len(polys) * len(intervals))
    for alive, poly in polys.items():
        factors: dict[int, int] = {}
        for covered, amounts in intervals:
            still = alive & covered
            if still:
                factors[still] = factors.get(still, 0) + amounts
        budget.spend(len(factors) * product)
        for still, amounts in factors.items():
            grown[still] = grown.get(still, 0) + ((poly * amounts) & keep)
    budget.check_states(len(grown), False)
    return grown


def _count_one_need(need: tuple[int, ...], by_total: dict[int, dict[int, int]],
                    regular: list[int], snow: list[int], top: int, owed_snow: int,
                    budget: Budget) -> Counter[int]:
    """Every payable announcement asks the same colored mana: count the spends whose left
    over snow mana covers the {S}, as all spends less those whose left over is short.

    Two variables: x for the mana taken, y for the snow left over, kept only below the {S}
    owed, so the polynomial stays small however large the pool or X is.
    """
    most = [min(r + s, top) for r, s in zip(regular, snow)]
    rows = owed_snow                    # y**0 .. y**(owed_snow - 1)
    stride = 2 * top + 1                # room for a product's x-degrees before trimming
    pairs = []
    bound_all = bound_short = 1
    for k in range(6):
        # 107.4h: regular mana pays the colored need first, so more snow stays for {S}
        short: list[tuple[int, int]] = []  # (mana taken, snow left over) with left over short
        v = need[k]
        for s in range(min(snow[k], top) + 1):
            low, high = max(0, v - s), min(regular[k], top - s)
            if s >= rows:
                high = min(high, v + rows - 1 - s)  # only r < v can leave too little
            budget.spend(max(0, high - low + 1))
            short.extend((r + s, min(s, r + s - v)) for r in range(low, high + 1))
        pairs.append(short)
        bound_short *= max(1, len(short))
        bound_all *= max(1, sum(_splits(regular[k], snow[k], u) for u in range(v, most[k] + 1)))
    bits = _width(max(bound_all, bound_short))
    row_bits = bits * stride
    budget.spend(12 * _product_steps(row_bits * rows))
    keep_row = (1 << (bits * (top + 1))) - 1
    keep = sum(keep_row << (row_bits * c) for c in range(rows))
    every = 1
    short_poly = 1
    for k in range(6):
        v = need[k]
        every_k = sum(_splits(regular[k], snow[k], u) << (u * bits) for u in range(v, most[k] + 1))
        every = (every * every_k) & keep_row
        short_k = 0
        for u, left in pairs[k]:
            short_k += 1 << (row_bits * left + bits * u)
        short_poly = (short_poly * short_k) & keep
        budget.spend(rows * (top + 1))
    digit = (1 << bits) - 1
    count: Counter[int] = Counter()
    for total, lives in by_total.items():
        ways = (every >> (total * bits)) & digit
        ways -= sum((short_poly >> (row_bits * c + bits * total)) & digit for c in range(rows))
        for life in lives:
            count[life] += ways
    return count


def _count_with_levels(needs: list[tuple[int, ...]], by_total: dict[int, dict[int, int]],
                       regular: list[int], snow: list[int], top: int, owed_snow: int,
                       budget: Budget) -> Counter[int]:
    """Several payable announcements and {S} to pay: keep, for each j up to the {S} owed,
    the announcements still covered whose snow left over is at least j."""
    levels = owed_snow + 1
    everyone = (1 << len(needs)) - 1
    bound = 1
    for k in range(6):
        bound *= sum(_splits(regular[k], snow[k], u) for u in range(min(regular[k] + snow[k], top) + 1))
    bits = _width(bound)
    keep = (1 << (bits * (top + 1))) - 1
    polys: dict[tuple[int, ...], int] = {(everyone,) + (0,) * owed_snow: 1}
    for k in range(6):
        needing: dict[int, int] = {}
        for j, need in enumerate(needs):
            needing[need[k]] = needing.get(need[k], 0) | 1 << j
        choices = [(r + s, s) for r in range(min(regular[k], top) + 1)
                   for s in range(min(snow[k], top - r) + 1)]
        budget.spend(8 * len(polys) * len(choices) * levels * len(needing)
                     + len(polys) * _product_steps(keep.bit_length()))  # heavier steps
        grown: dict[tuple[int, ...], int] = {}
        for alive, poly in polys.items():
            factors: dict[tuple[int, ...], int] = {}
            for u, s in choices:
                after = tuple(
                    _union(alive[max(0, j - min(s, u - v))] & bits_v
                           for v, bits_v in needing.items() if v <= u)
                    for j in range(levels))
                if after[0]:
                    factors[after] = factors.get(after, 0) + (1 << (u * bits))
            for after, amounts in factors.items():
                grown[after] = grown.get(after, 0) + ((poly * amounts) & keep)
        budget.check_states(len(grown), False)
        polys = grown
    final: dict[int, int] = {}
    for alive, poly in polys.items():
        if alive[-1]:
            final[alive[-1]] = final.get(alive[-1], 0) + poly
    return _read(by_total, final, bits, budget)


def _union(masks: Iterable[int]) -> int:
    result = 0
    for m in masks:
        result |= m
    return result

