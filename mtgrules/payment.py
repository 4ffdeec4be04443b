"""Every distinct way to pay a mana cost: announcements (601.2b) and spends (601.2h).

Paying a cost with hybrid or Phyrexian symbols happens in two steps:

* when the spell is cast the player *announces* how each hybrid or Phyrexian symbol will be
  paid, which turns the cost into a nonhybrid equivalent plus some life (601.2b, 107.4e-f);
* the total cost is then *paid*: mana leaves the pool and life is paid (601.2h).

:func:`announcements` lists the distinct results of the first step, :func:`spends` the
distinct results of both steps from a given :class:`ManaPool` (which mana leaves the pool,
which of it came from snow sources, how much life). "Distinct" is as the rules count it:
{G/W}{G/W} can be paid three ways (GG, GW, WW; 107.4e), not four.

How it scales: both are computed by dynamic programming over *groups of equal symbols*
(three {W/P} are one group whose outcomes are "0, 1, 2 or 3 of them paid with life"), and
partial results are kept as a set, so equal partial payments merge at once. The product of
per-symbol choices (3^31 for 31 three-way symbols) is never walked.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Iterable

from .errors import LimitExceededError, ManaCostError, ManaPoolError
from .mana import (COLORS, MANA_TYPES, Kind, ManaCost, Symbol, check_symbols_exist, parse_cost,
                   type_order)

if TYPE_CHECKING:
    import pandas as pd

LIFE_PER_PHYREXIAN = 2
"""A Phyrexian symbol paid with life costs 2 life (107.4f)."""

DEFAULT_LIMIT = 100_000
"""Default most items :func:`spends` and :func:`announcements` will list."""

MAX_PARTIAL = 2_000_000
"""Most partial payments kept at once; beyond it the computation stops with a clear error."""


# --------------------------------------------------------------------------- pools


@dataclass(frozen=True, slots=True, init=False)
class ManaPool:
    """Mana available to pay with, one letter per mana: ``ManaPool("WWGU")`` (106.4).

    ``snow=`` lists extra mana that snow sources made (106.3, 107.4h), e.g.
    ``ManaPool("WG", snow="G")`` holds a W, a G and one more G from a snow source. Only snow
    mana can pay {S}; only colorless mana (C) can pay {C} (107.4c).
    """

    mana: str
    snow: str

    def __init__(self, mana: str = "", snow: str = "") -> None:
        object.__setattr__(self, "mana", type_order(_pool_letters(mana, "the pool")))
        object.__setattr__(self, "snow", type_order(_pool_letters(snow, "the snow mana")))

    @classmethod
    def from_counts(cls, counts: dict[str, int] | None = None,
                    snow: dict[str, int] | None = None) -> ManaPool:
        """A pool from counts per type, e.g. ``ManaPool.from_counts({"W": 2, "G": 1})``."""
        return cls(_letters_from_counts(counts or {}, "counts"),
                   _letters_from_counts(snow or {}, "snow"))

    def count(self, letter: str, *, snow: bool | None = None) -> int:
        """How many mana of type ``letter``: all of it, or only snow / only non-snow mana."""
        regular, frozen = self.mana.count(letter), self.snow.count(letter)
        return {None: regular + frozen, True: frozen, False: regular}[snow]

    def __len__(self) -> int:
        return len(self.mana) + len(self.snow)

    def __str__(self) -> str:
        return self.mana + (f" + snow {self.snow}" if self.snow else "")

    def __repr__(self) -> str:
        snow = f", snow={self.snow!r}" if self.snow else ""
        return f"ManaPool({self.mana!r}{snow})"

    def _repr_html_(self) -> str:
        from .display import mana_html

        return mana_html(type_order(self.mana + self.snow), self.snow)


def _pool_letters(text: object, what: str) -> str:
    if not isinstance(text, str):
        raise ManaPoolError(
            f"{what} must be a string of mana letters such as 'WWG', not {text!r}"
        )
    for i, letter in enumerate(text):
        if letter not in MANA_TYPES:
            hint = f" (write {letter.upper()!r})" if letter.upper() in MANA_TYPES else ""
            raise ManaPoolError(
                f"{letter!r} at position {i + 1} of {what} {text!r} is not a type of mana{hint}: "
                "expected one letter per mana, W U B R G or C (106.1b)"
            )
    return text


def _letters_from_counts(counts: dict[str, int], what: str) -> str:
    letters = []
    for letter, n in counts.items():
        if letter not in MANA_TYPES:
            raise ManaPoolError(f"{letter!r} in {what} is not a type of mana: expected W U B R G or C")
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ManaPoolError(f"{what}[{letter!r}] = {n!r}: expected a whole number 0 or more")
        letters.append(letter * n)
    return "".join(letters)


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Announcement:
    """One way to announce a cost (601.2b): the nonhybrid equivalent cost and the life it pays.

    ``cost`` is printed canonically: one generic number, then {C}, {S}, then W U B R G;
    ``{0}`` when no mana remains.
    """

    cost: ManaCost
    life: int

    def __repr__(self) -> str:
        return f"Announcement(cost={str(self.cost)!r}, life={self.life})"

    def counts(self) -> dict[str, int]:
        """How much of each kind the announced cost asks for: generic, C, S, W, U, B, R, G."""
        letters = [s.text[1] for s in self.cost.symbols if s.kind is not Kind.GENERIC]
        return {"generic": self.cost.generic, **{t: letters.count(t) for t in "CS" + COLORS}}

    def _repr_html_(self) -> str:
        from .display import cost_html

        life = f" and {self.life} life" if self.life else ""
        return cost_html(self.cost) + life


@dataclass(frozen=True, slots=True, order=True)
class Spend:
    """One way a pool and life pay a cost (601.2h).

    ``mana`` is the mana that leaves the pool (WUBRGC order, e.g. "WWG"), ``snow`` the part of
    it that came from snow sources, ``life`` the life paid. Two spends are the same when all
    three are.
    """

    life: int
    mana: str
    snow: str = ""

    def __repr__(self) -> str:
        snow = f", snow={self.snow!r}" if self.snow else ""
        return f"Spend(mana={self.mana!r}{snow}, life={self.life})"

    def _repr_html_(self) -> str:
        from .display import mana_html

        life = f" and {self.life} life" if self.life else ""
        return mana_html(self.mana, self.snow) + life


# ------------------------------------------------ packed counters (the DP's states)
#
# A partial payment is a handful of small counters (how much generic, how much W, ...). It is
# packed into one integer, a fixed-width bit field per counter, so that adding two partial
# payments is one integer addition and a set of them dedupes cheaply. Each field has a spare
# top ("guard") bit: subtracting a packed value from the packed bounds borrows from a guard
# bit exactly when that field is over its bound, so one subtraction checks every bound.


@dataclass(frozen=True, slots=True)
class _Layout:
    width: int
    bound: int   # every field at its bound, each with its guard bit set
    guards: int  # only the guard bits

    @classmethod
    def for_bounds(cls, bounds: list[int], headroom: int) -> _Layout:
        """Fields wide enough for ``headroom`` (the largest sum of one group), so adds never carry."""
        width = max(*bounds, headroom).bit_length() + 1
        guard = 1 << (width - 1)
        bound = guards = 0
        for i, b in enumerate(bounds):
            bound |= (b | guard) << (i * width)
            guards |= guard << (i * width)
        return cls(width, bound, guards)

    def unit(self, field_no: int, amount: int = 1) -> int:
        return amount << (field_no * self.width)

    def get(self, packed: int, field_no: int) -> int:
        return (packed >> (field_no * self.width)) & ((1 << (self.width - 1)) - 1)

    def fits(self, packed: int) -> bool:
        return (self.bound - packed) & self.guards == self.guards


def _ways(symbol: Symbol, values: dict[str, int]) -> tuple[tuple[str, int], ...]:
    """The ways one symbol can be announced (107.4), e.g. (("W", 1), ("life", 2)) for {W/P}."""
    kind = symbol.kind
    if kind is Kind.GENERIC:
        return (("generic", symbol.amount),)
    if kind is Kind.VARIABLE:
        return (("generic", values[symbol.variable]),)  # 107.3a: X is its announced value
    if kind is Kind.COLORLESS:
        return (("C", 1),)  # 107.4c
    if kind is Kind.SNOW:
        return (("S", 1),)  # 107.4h
    colors = tuple((c, 1) for c in symbol.colors)
    if kind is Kind.MONOCOLORED_HYBRID:
        return colors + (("generic", symbol.amount),)  # 107.4e: {2/W} is W or two generic
    if kind is Kind.COLORLESS_HYBRID:
        return colors + (("C", 1),)  # 107.4e: {C/W} is W or one colorless
    if kind in (Kind.PHYREXIAN, Kind.HYBRID_PHYREXIAN):
        return colors + (("life", LIFE_PER_PHYREXIAN),)  # 107.4f
    return colors  # a colored symbol, or a hybrid one: any of its colors (107.4e)


def _combine(groups: Counter, layout: _Layout, what: str) -> set[int]:
    """All distinct totals of the symbols, one group of equal symbols at a time.

    ``groups`` maps the tuple of packed ways of a symbol to how many such symbols there are.
    k equal symbols contribute a multiset of their ways (k+1 outcomes for two ways, not 2^k).
    """
    states = {0}
    for ways, k in groups.items():
        outcomes = {sum(choice) for choice in combinations_with_replacement(ways, k)}
        outcomes = [d for d in outcomes if layout.fits(d)]
        states = {t for s in states for d in outcomes if layout.fits(t := s + d)}
        _check_size(len(states), what)
    return states


def _max_life(life: int | None, can_lose_life: bool) -> int | None:
    """The most life that may be paid (119.4, 119.8); None when unlimited."""
    if not can_lose_life:
        return 0  # 119.8: only 0 life can be paid
    if life is None:
        return None
    if isinstance(life, bool) or not isinstance(life, int):
        raise ManaCostError(f"life={life!r}: expected a whole number (a life total) or None")
    return max(life, 0)  # 119.4: at most the life total; 0 is always payable


def _prepare(cost: ManaCost | str, x: int, y: int, z: int,
             rules: object) -> tuple[ManaCost, dict[str, int]]:
    if isinstance(cost, str):
        cost = parse_cost(cost)
    if not isinstance(cost, ManaCost):
        raise ManaCostError(f"expected a ManaCost or a cost string such as '{{1}}{{W}}', not {cost!r}")
    cost.with_x(x, y, z)  # validates x, y and z
    if rules != "current":
        check_symbols_exist(cost, rules)
    return cost, {"X": x, "Y": y, "Z": z}


def _life_payments(cost: ManaCost, max_life: int | None) -> int:
    """How many Phyrexian symbols may be paid with life (107.4f, 119.4)."""
    phyrexian = sum(1 for s in cost.symbols if s.kind in (Kind.PHYREXIAN, Kind.HYBRID_PHYREXIAN))
    return phyrexian if max_life is None else min(phyrexian, max_life // LIFE_PER_PHYREXIAN)


def _demand(cost: ManaCost, values: dict[str, int]) -> int:
    return sum(max(amount for _, amount in _ways(s, values)) for s in cost.symbols)


# ------------------------------------------------------- announcements (601.2b)

# An announcement is packed from these counters: generic, C, S, W, U, B, R, G, life payments.
_ANN_FIELDS = ("generic", "C", "S", *COLORS, "life")
_ANN_INDEX = {name: i for i, name in enumerate(_ANN_FIELDS)}


def _announcement_states(cost: ManaCost, values: dict[str, int],
                         max_life: int | None) -> tuple[set[int], _Layout]:
    demand = _demand(cost, values)
    bounds = [demand] * (len(_ANN_FIELDS) - 1) + [_life_payments(cost, max_life)]
    layout = _Layout.for_bounds(bounds, headroom=demand)
    if cost.is_absent:
        return set(), layout  # 118.6: a cost that doesn't exist can't be paid

    def packed(name: str, amount: int) -> int:
        if name == "life":
            return layout.unit(_ANN_INDEX["life"])  # counted in payments of 2 life
        return layout.unit(_ANN_INDEX[name], amount)

    groups = Counter(tuple(packed(*way) for way in _ways(s, values)) for s in cost.symbols)
    return _combine(groups, layout, "announcements"), layout


def _announcement_counts(state: int, layout: _Layout) -> list[int]:
    return [layout.get(state, i) for i in range(len(_ANN_FIELDS))]


def _to_announcement(counts: list[int]) -> Announcement:
    generic, c, s = counts[:3]
    symbols = [_SYMBOL[str(generic)]] if generic else []
    symbols += [_SYMBOL["C"]] * c + [_SYMBOL["S"]] * s
    for color, n in zip(COLORS, counts[3:8]):
        symbols += [_SYMBOL[color]] * n
    return Announcement(ManaCost(tuple(symbols)) if symbols else _ZERO,
                        counts[-1] * LIFE_PER_PHYREXIAN)


class _SymbolCache(dict):
    """Parsed single symbols by their body ("W", "3", ...), so results skip the parser."""

    def __missing__(self, body: str) -> Symbol:
        self[body] = symbol = parse_cost(f"{{{body}}}").symbols[0]
        return symbol


_SYMBOL = _SymbolCache()
_ZERO = parse_cost("{0}")


def announcements(cost: ManaCost | str, *, x: int = 0, y: int = 0, z: int = 0,
                  life: int | None = None, can_lose_life: bool = True,
                  limit: int | None = DEFAULT_LIMIT, rules: object = "current") -> list[Announcement]:
    """The distinct nonhybrid equivalent costs a player may announce for ``cost`` (601.2b).

    Each hybrid symbol becomes one of its halves (107.4e), each Phyrexian symbol its color or
    2 life (107.4f); {X} becomes ``x`` generic mana (107.3a). ``life`` is the player's life
    total: options paying more life than that are left out (119.4; paying 0 life is always
    allowed); ``life=None`` means unlimited. ``can_lose_life=False`` (the player can't lose
    life, or their life total can't change) leaves only the options paying no life (119.8).
    No mana cost at all gives no announcements (118.6); ``{0}`` gives one, "{0}".

    ``rules=`` a date rejects symbols that were not yet in the rules then (hybrid Phyrexian
    before 2022-02-18, colorless hybrid before 2024-09-17).

    Sorted by life paid, then by mana to pay, then by color. Raises LimitExceededError when
    there would be more than ``limit`` of them (:func:`count_announcements` only counts).
    """
    cost, values = _prepare(cost, x, y, z, rules)
    states, layout = _announcement_states(cost, values, _max_life(life, can_lose_life))
    _check_limit(len(states), limit, "announcements", "count_announcements")
    found = [_announcement_counts(s, layout) for s in states]
    # least life first, then least mana, then more of the earlier colors (W before U ...)
    found.sort(key=lambda c: (c[-1], sum(c[:-1]), [-n for n in c[3:8]], c[:3]))
    return [_to_announcement(c) for c in found]


def count_announcements(cost: ManaCost | str, *, x: int = 0, y: int = 0, z: int = 0,
                        life: int | None = None, can_lose_life: bool = True,
                        rules: object = "current") -> int:
    """``len(announcements(...))`` without building the list (601.2b, 119.4, 119.8)."""
    cost, values = _prepare(cost, x, y, z, rules)
    return len(_announcement_states(cost, values, _max_life(life, can_lose_life))[0])


# ------------------------------------------------------------ spends (601.2h)
#
# Counters: the mana taken from each of 12 sources (W U B R G C, then the same from snow
# sources), the Phyrexian symbols paid with life, and the generic and {S} mana still owed.
# Colored and {C} symbols are paid first (each from a regular or a snow source of its type);
# then the owed {S} from snow sources (107.4h), then the owed generic mana from any (107.4b).

_SOURCES = tuple(MANA_TYPES) + tuple(MANA_TYPES)  # 0-5 regular, 6-11 snow
_LIFE, _OWED_GENERIC, _OWED_SNOW = 12, 13, 14


def _pool_sources(pool: ManaPool) -> list[int]:
    if not isinstance(pool, ManaPool):
        raise ManaPoolError(f"expected a ManaPool such as ManaPool('WWG'), not {pool!r}")
    return [pool.count(t, snow=False) for t in MANA_TYPES] + \
           [pool.count(t, snow=True) for t in MANA_TYPES]


def _before_generic(cost: ManaCost, pool_has: list[int], values: dict[str, int],
                    max_life: int | None) -> tuple[set[int], _Layout]:
    """Partial spends once every symbol but the generic mana is paid (107.4a, c, e, f, h)."""
    # owed mana beyond what the pool holds can never be paid, so the pool bounds it
    bounds = pool_has + [_life_payments(cost, max_life), sum(pool_has), sum(pool_has[6:])]
    layout = _Layout.for_bounds(bounds, headroom=_demand(cost, values))
    if cost.is_absent:
        return set(), layout  # 118.6

    def packed(name: str, amount: int) -> list[int]:
        if name == "generic":
            return [layout.unit(_OWED_GENERIC, amount)]
        if name == "S":
            return [layout.unit(_OWED_SNOW)]
        if name == "life":
            return [layout.unit(_LIFE)]
        regular, snow = MANA_TYPES.index(name), 6 + MANA_TYPES.index(name)
        return [layout.unit(i) for i in (regular, snow) if pool_has[i]]

    groups = Counter(
        tuple(dict.fromkeys(d for way in _ways(s, values) for d in packed(*way)))
        for s in cost.symbols
    )
    if () in groups:
        return set(), layout  # nothing in the pool can pay one of the symbols
    states = _combine(groups, layout, "spends")
    return _distribute(states, layout, _OWED_SNOW, range(6, 12), pool_has), layout


def _distribute(states: set[int], layout: _Layout, owed: int, sources: Iterable[int],
                pool_has: list[int]) -> set[int]:
    """Pay what counter ``owed`` holds from ``sources``, one source at a time, in every amount."""
    owed_unit = layout.unit(owed)
    for source in sources:
        if not pool_has[source]:
            continue
        step = layout.unit(source) - owed_unit  # take one mana, owe one less
        grown = set()
        for state in states:
            most = min(layout.get(state, owed), pool_has[source] - layout.get(state, source))
            grown.update(state + j * step for j in range(most + 1))
        states = grown
        _check_size(len(states), "spends")
    return {s for s in states if layout.get(s, owed) == 0}


def _finished_spends(cost: ManaCost | str, pool: ManaPool, x: int, y: int, z: int,
                     life: int | None, can_lose_life: bool,
                     rules: object) -> tuple[set[int], _Layout]:
    cost, values = _prepare(cost, x, y, z, rules)
    pool_has = _pool_sources(pool)
    partial, layout = _before_generic(cost, pool_has, values, _max_life(life, can_lose_life))
    return _distribute(partial, layout, _OWED_GENERIC, range(12), pool_has), layout  # 107.4b


def _to_spend(state: int, layout: _Layout) -> Spend:
    counts = [layout.get(state, i) for i in range(12)]
    mana = type_order("".join(t * n for t, n in zip(_SOURCES, counts)))
    snow = type_order("".join(t * n for t, n in zip(MANA_TYPES, counts[6:])))
    return Spend(layout.get(state, _LIFE) * LIFE_PER_PHYREXIAN, mana, snow)


def spends(cost: ManaCost | str, pool: ManaPool, *, x: int = 0, y: int = 0, z: int = 0,
           life: int | None = None, can_lose_life: bool = True,
           limit: int | None = DEFAULT_LIMIT, rules: object = "current") -> list[Spend]:
    """The distinct ways ``pool`` and life can pay ``cost`` (601.2b then 601.2h).

    Colored symbols take mana of their color, {C} only colorless mana (107.4c), {S} only
    mana from a snow source (107.4h), generic mana any mana (107.4b); each hybrid or Phyrexian
    symbol is paid by one of its halves or 2 life (107.4e-f). ``life`` and ``can_lose_life``
    limit life payments as in :func:`announcements` (119.4, 119.8). The search is exact:
    {W/U}{W} with a W and a U in the pool succeeds.

    Sorted by life paid, then by the mana taken. Raises LimitExceededError when there would
    be more than ``limit`` spends (:func:`count_spends` counts them without listing).
    """
    if limit is not None:  # counting is cheap; listing past the limit would not be
        n = count_spends(cost, pool, x=x, y=y, z=z, life=life, can_lose_life=can_lose_life,
                         rules=rules)
        _check_limit(n, limit, "spends", "count_spends")
    finished, layout = _finished_spends(cost, pool, x, y, z, life, can_lose_life, rules)
    return sorted(_to_spend(s, layout) for s in finished)


def count_spends(cost: ManaCost | str, pool: ManaPool, *, x: int = 0, y: int = 0, z: int = 0,
                 life: int | None = None, can_lose_life: bool = True,
                 rules: object = "current") -> int:
    """``len(spends(...))``, counted without listing the spends (601.2h).

    A spend that takes ``t[k]`` mana of each type k pays an announcement exactly when, for
    every type, ``t[k]`` covers the announcement's colored (or {C}) mana of that type, the
    snow mana left over after that covers its {S} (107.4h), and the total is the
    announcement's total. So spends are counted type by type over the announcements
    (:func:`_count_by_type`), never listed.
    """
    cost, values = _prepare(cost, x, y, z, rules)
    pool_has = _pool_sources(pool)
    states, layout = _announcement_states(cost, values, _max_life(life, can_lose_life))
    return _count_by_type(states, layout, pool_has)


def _count_by_type(announced: set[int], layout: _Layout, pool_has: list[int]) -> int:
    """Count the spends of a set of packed announcements without listing them.

    Announcements are grouped by life paid and total mana. Within a group a DP runs over the
    six types of mana, choosing how many regular and how many snow mana of each type the
    spend takes. Its state is the mana taken so far and, as bit masks over the group's
    announcements, ``alive[j]``: those whose colored mana is covered so far and whose snow
    mana left over (beyond what their colored mana needs, spending regular mana there
    first) is at least j, for j up to the most {S} any of them has.
    """
    regular, snow = pool_has[:6], pool_has[6:]
    most = [r + s for r, s in zip(regular, snow)]
    # splits[k][u]: how much of u mana of type k may come from snow sources
    splits = [[range(max(0, u - regular[k]), min(snow[k], u) + 1) for u in range(most[k] + 1)]
              for k in range(6)]
    groups: dict[tuple[int, int], list[tuple[list[int], int]]] = {}
    for state in announced:
        generic, c, s, *colors, lives = (layout.get(state, i) for i in range(len(_ANN_FIELDS)))
        need = [*colors, c]  # W U B R G, then C
        total = generic + sum(need) + s
        if total <= sum(most) and s <= sum(snow) and all(q <= m for q, m in zip(need, most)):
            groups.setdefault((lives, total), []).append((need, s))
    count = 0
    for (_, total), members in groups.items():
        levels = 1 + max(s for _, s in members)
        states = {(0, ((1 << len(members)) - 1,) + (0,) * (levels - 1)): 1}
        for k in range(6):
            needing = {}  # colored mana of type k needed -> bit mask of announcements
            for bit, (need, _) in enumerate(members):
                needing[need[k]] = needing.get(need[k], 0) | 1 << bit
            covered = [_union(m for v, m in needing.items() if v <= u) for u in range(most[k] + 1)]
            later = sum(most[k + 1:])
            grown: dict[tuple[int, tuple[int, ...]], int] = {}
            for (taken, alive), n in states.items():
                for u in range(max(0, total - taken - later), min(most[k], total - taken) + 1):
                    if levels == 1:  # no {S}: which source gave the mana only multiplies
                        if still := alive[0] & covered[u]:
                            key = (taken + u, (still,))
                            grown[key] = grown.get(key, 0) + n * len(splits[k][u])
                        continue
                    for frozen in splits[k][u]:  # snow left over for {S}: u - v for a need of v
                        masks = tuple(_union(alive[max(0, j - min(frozen, u - v))] & mask
                                             for v, mask in needing.items() if v <= u)
                                      for j in range(levels))
                        if masks[0]:
                            key = (taken + u, masks)
                            grown[key] = grown.get(key, 0) + n
            states = grown
            _check_size(len(states), "spends")
        with_snow = {}  # {S} count -> bit mask of announcements
        for bit, (_, s) in enumerate(members):
            with_snow[s] = with_snow.get(s, 0) | 1 << bit
        count += sum(n for (taken, alive), n in states.items() if taken == total
                     and any(alive[s] & mask for s, mask in with_snow.items()))
    return count


def _union(masks: Iterable[int]) -> int:
    result = 0
    for mask in masks:
        result |= mask
    return result


def can_pay(cost: ManaCost | str, pool: ManaPool, *, x: int = 0, y: int = 0, z: int = 0,
            life: int | None = None, can_lose_life: bool = True,
            rules: object = "current") -> bool:
    """Whether ``pool`` and life can pay ``cost`` at all (601.2h, 119.4, 119.8; 118.6)."""
    cost, values = _prepare(cost, x, y, z, rules)
    pool_has = _pool_sources(pool)
    partial, layout = _before_generic(cost, pool_has, values, _max_life(life, can_lose_life))
    # a partial spend can be finished when the pool still holds the generic mana it owes
    return any(layout.get(p, _OWED_GENERIC) <= sum(pool_has) - sum(layout.get(p, i) for i in range(12))
               for p in partial)


def payment_table(cost: ManaCost | str, pool: ManaPool | None = None, **options) -> pd.DataFrame:
    """A table of the ways to pay ``cost``, for reading (601.2b, 601.2h).

    Without a pool: one row per announcement, columns ``cost``, ``generic``, ``C``, ``S``,
    ``W`` ``U`` ``B`` ``R`` ``G`` (symbols of each in the announced cost) and ``life``.
    With a pool: one row per spend, columns ``mana``, ``W`` ``U`` ``B`` ``R`` ``G`` ``C``
    (mana of each type taken), ``snow`` (how many of them came from snow sources) and
    ``life``. Options are those of :func:`announcements` / :func:`spends`.
    """
    import pandas as pd

    if pool is None:
        rows = [(str(a.cost), *a.counts().values(), a.life)
                for a in announcements(cost, **options)]
        columns = ["cost", *_ANN_FIELDS]
    else:
        rows = [(s.mana, *(s.mana.count(t) for t in MANA_TYPES), len(s.snow), s.life)
                for s in spends(cost, pool, **options)]
        columns = ["mana", *MANA_TYPES, "snow", "life"]
    table = pd.DataFrame(rows, columns=columns)
    table.index = pd.RangeIndex(1, len(table) + 1, name="way")
    return table


def _check_size(n: int, what: str) -> None:
    if n > MAX_PARTIAL:
        raise LimitExceededError(
            f"listing {what} needs more than {MAX_PARTIAL:,} partial payments; use a smaller "
            "cost or pool"
        )


def _check_limit(n: int, limit: int | None, what: str, counter: str) -> None:
    if limit is not None and n > limit:
        raise LimitExceededError(
            f"there are {n:,} {what}, more than limit={limit:,}; pass a larger limit "
            f"(or limit=None), or use {counter}() for the number alone"
        )
