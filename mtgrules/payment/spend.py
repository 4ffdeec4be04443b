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
from dataclasses import dataclass, field
from functools import partial as _bind
from heapq import nsmallest
from typing import TYPE_CHECKING, Any, Iterable

from .. import checks
from ..budget import LIMITS, MAX_STATES, MAX_WORK, Budget, sum_sets, limits  # noqa: F401 (re-exported)
from ..i18n import N_
from ..editions import rules_date
from ..errors import LimitExceededError, ManaCostError, ManaPoolError
from ..mana.pools import MAX_POOL, ManaPool  # noqa: F401 (ManaPool: re-exported)
from ..mana.cost import COLORS, MANA_TYPES, TYPE_INDEX, Kind, ManaCost, Symbol, check_symbols_exist, parse_cost

if TYPE_CHECKING:
    import pandas as pd

LIFE_PER_PHYREXIAN = 2
"""A Phyrexian symbol paid with life costs 2 life (107.4f)."""

GENERIC_HALF = 2
"""The generic half of a monocolored hybrid symbol {2/W} is two generic mana (107.4e)."""

DEFAULT_LIMIT = 100_000
"""Default most items :func:`spends` and :func:`announcements` will list."""

# --------------------------------------------------------------------------- results

# An announced cost's counts, in the order of Announcement's key: life payments, generic,
# C, S, then W U B R G.
_KEY_FIELDS = ("life", "generic", "C", "S", *COLORS)


class Announcement:
    """One way to announce a cost (601.2b): the nonhybrid equivalent cost and the life it pays.

    ``cost`` is printed canonically: one generic number, then {C}, {S}, then W U B R G;
    ``{0}`` when no mana remains. Announcements are values: equal when cost and life are,
    hashable, immutable. ``Announcement("{1}{B}{B}", 0)`` builds one by hand.

        >>> a = announcements("{2/W}{B/P}", life=20)[-1]
        >>> a, a.counts()["generic"]
        (Announcement(cost='{2}', life=2), 2)
    """

    __slots__ = ("_state", "_layout", "_key", "_cost")
    _state: int | None                   # packed by the DP (None when built by hand)
    _layout: _AnnouncementLayout
    _key: tuple[int, ...] | None         # (life payments, generic, C, S, W, U, B, R, G)
    _cost: ManaCost | None

    def __init__(self, cost: ManaCost | str, life: int) -> None:
        parsed = cost if isinstance(cost, ManaCost) else parse_cost(checks.text(
            cost, "cost", error=ManaCostError, example="{1}{W}"))
        payments, odd = divmod(checks.whole_number(life, "life"), LIFE_PER_PHYREXIAN)
        if odd:
            raise ManaCostError("life={life}: Phyrexian symbols are paid 2 life at a time (107.4f)",
                                life=life)
        key = (payments, *_nonhybrid_counts(parsed))
        _set(self, "_key", key)
        _set(self, "_cost", _cost_from_key(key))
        _set(self, "_state", None)

    @classmethod
    def _packed(cls, state: int, layout: _AnnouncementLayout) -> Announcement:
        self = _new(cls)
        _set(self, "_state", state)
        _set(self, "_layout", layout)
        _set(self, "_key", None)
        _set(self, "_cost", None)
        return self

    @classmethod
    def _from_key(cls, key: tuple[int, ...]) -> Announcement:
        self = _new(cls)
        _set(self, "_state", None)
        _set(self, "_key", key)
        _set(self, "_cost", None)
        return self

    @property
    def key(self) -> tuple[int, ...]:
        """(life payments, generic, C, S, W, U, B, R, G): what this announcement is."""
        key = self._key
        if key is None:
            assert self._state is not None  # only hand-made announcements lack a state
            key = self._layout.unpack(self._state)
            _set(self, "_key", key)
        return key

    @property
    def cost(self) -> ManaCost:
        """The announced nonhybrid cost, canonically ordered."""
        cost = self._cost
        if cost is None:
            state = self._state
            if state is not None and self._layout.width == 8:  # straight from the packed bytes
                cost = _cost_from_bytes(state, self._layout.demand)
            else:
                cost = _cost_from_key(self.key)
            _set(self, "_cost", cost)
        return cost

    @property
    def life(self) -> int:
        """The life this announcement pays (2 per Phyrexian symbol paid with life)."""
        if self._state is not None:
            return (self._state >> self._layout.life_shift) * LIFE_PER_PHYREXIAN
        return self.key[0] * LIFE_PER_PHYREXIAN

    def counts(self) -> dict[str, int]:
        """How much of each kind the announced cost asks for: generic, C, S, W, U, B, R, G."""
        return dict(zip(_KEY_FIELDS[1:], self.key[1:]))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Announcement):
            return NotImplemented
        return self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("an Announcement is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("an Announcement is immutable")

    def __str__(self) -> str:
        """The announcement as a player says it: the cost, then the life it pays.

            >>> [str(a) for a in announcements("{1}{B/P}{B/P}")]
            ['{1}{B}{B} paying no life', '{1}{B} paying 2 life', '{1} paying 4 life']
        """
        return f"{self.cost} paying {self.life or 'no'} life"

    def __repr__(self) -> str:
        return f"Announcement(cost={str(self.cost)!r}, life={self.life})"

    def _repr_html_(self) -> str:
        from ..mana.html import cost_html

        life = f" and {self.life} life" if self.life else ""
        return cost_html(self.cost) + life


_new = object.__new__
_set = object.__setattr__  # the one way Announcement's slots are filled (each once)


def _nonhybrid_counts(cost: ManaCost) -> tuple[int, ...]:
    counts = dict.fromkeys(_KEY_FIELDS[1:], 0)
    for s in cost.symbols:
        if s.kind is Kind.GENERIC:
            counts["generic"] += s.amount
        elif s.kind is Kind.COLORLESS:
            counts["C"] += 1
        elif s.kind is Kind.SNOW:
            counts["S"] += 1
        elif s.kind is Kind.COLORED:
            counts[s.colors] += 1
        else:
            raise ManaCostError("{symbol} is not in an announced cost: an announcement has no X, "
                                "hybrid or Phyrexian symbols (601.2b)", symbol=s.text)
    return tuple(counts.values())


def _cost_from_bytes(state: int, demand: int) -> ManaCost:
    """The cost of a packed announcement whose fields are one byte each (see _ANN_ORDER)."""
    s, c, generic, g, r, b, u, w, _, _ = state.to_bytes(10, "little")
    texts = _BYTE_TEXTS.get(demand) or _byte_texts(demand)
    tc, ts, tw, tu, tb, t_r, tg = texts
    text = "".join((_GENERIC_TEXT[generic] if generic else "", tc[c], ts[s], tw[w], tu[u], tb[b],
                    t_r[r], tg[g]))
    return _new_cost(text) if text else _ZERO


_BYTE_TEXTS: dict[int, tuple[list[str], ...]] = {}
""":func:`_byte_texts` by demand, for the few demands seen (a dict look-up is what an
announcement's cost can afford: this runs once per announcement printed)."""


def _byte_texts(demand: int) -> tuple[list[str], ...]:
    """For each field of a one-byte-a-field announcement (C, S, then the colors, which are
    stored as ``demand`` minus their count), the text of every value the byte can hold."""
    plain = [[f"{{{body}}}" * n for n in range(256)] for body in "CS"]
    colors = [[f"{{{body}}}" * (demand - v) if v <= demand else "" for v in range(256)]
              for body in COLORS]
    texts = (*plain, *colors)
    if len(_BYTE_TEXTS) >= 128:
        _BYTE_TEXTS.pop(next(iter(_BYTE_TEXTS)))
    _BYTE_TEXTS[demand] = texts
    return texts


def _cost_from_key(key: tuple[int, ...]) -> ManaCost:
    _, generic, c, s, w, u, b, r, g = key
    if max(c, s, w, u, b, r, g) < _RUN_CACHE:  # the usual case: texts built in advance
        tc, ts, tw, tu, tb, t_r, tg = _TEXTS
        text = tc[c] + ts[s] + tw[w] + tu[u] + tb[b] + t_r[r] + tg[g]
    else:
        text = "".join(f"{{{body}}}" * n for body, n in zip("CS" + COLORS, (c, s, w, u, b, r, g)))
    if generic:
        text = f"{{{generic}}}" + text
    return ManaCost._trusted(None, text) if text else _ZERO  # symbols parsed if asked for


_RUN_CACHE = 64
# the text of runs of 0..63 equal symbols, for C, S, W, U, B, R, G in that order
_TEXTS = tuple([f"{{{body}}}" * n for n in range(_RUN_CACHE)] for body in "CS" + COLORS)
_ZERO = parse_cost("{0}")
_GENERIC_TEXT = [f"{{{n}}}" for n in range(256)]
_new_cost = _bind(ManaCost._trusted, None)  # a cost known by its text alone


@dataclass(frozen=True, slots=True, order=True)
class Spend:
    """One way a pool and life pay a cost (601.2h).

    ``mana`` is the mana that leaves the pool (WUBRGC order, e.g. "WWG"), ``snow`` the part of
    it that came from snow sources, ``life`` the life paid. Two spends are the same when all
    three are.

        >>> spends("{S}", ManaPool("W", snow="G"))
        [Spend(mana='G', snow='G', life=0)]
    """

    life: int
    mana: str
    snow: str = ""

    def __str__(self) -> str:
        """The spend as a player says it: the mana that leaves the pool, then the life.

            >>> str(Spend(life=0, mana="WU")), str(Spend(life=4, mana=""))
            ('W and U from the pool, no life', 'no mana from the pool, 4 life')
            >>> str(Spend(life=2, mana="WGG", snow="G"))
            'W, G and G from the pool (one G from a snow source), 2 life'
            >>> str(Spend(life=0, mana="G", snow="G"))
            'G from a snow source, no life'
        """
        taken = _spoken(list(self.mana)) if self.mana else "no mana"
        where = "a snow source" if len(self.snow) == 1 else "snow sources"
        if not self.snow:
            taken += " from the pool"
        elif self.snow == self.mana:
            taken += f" from {where}"
        else:
            from_snow = _spoken([f"{_NUMBER_WORDS.get(n, n)} {letter}"
                                 for letter, n in Counter(self.snow).items()])
            taken += f" from the pool ({from_snow} from {where})"
        return f"{taken}, {self.life or 'no'} life"

    def __repr__(self) -> str:
        snow = f", snow={self.snow!r}" if self.snow else ""
        return f"Spend(mana={self.mana!r}{snow}, life={self.life})"

    def _repr_html_(self) -> str:
        from ..mana.html import mana_html

        life = f" and {self.life} life" if self.life else ""
        return mana_html(self.mana, self.snow) + life


_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _spoken(items: list[str]) -> str:
    """``["W", "U", "B"]`` as "W, U and B"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# --------------------------------------------------------- checking the arguments


@dataclass(frozen=True, slots=True)
class _Request:
    """A payment question with every argument checked (the shared front of every function)."""

    cost: ManaCost
    values: dict[str, int]   # X, Y, Z
    max_payments: int | None  # most Phyrexian symbols that may be paid with life (119.4, 119.8)


def _request(cost: object, x: object, y: object, z: object, life: object,
             can_lose_life: object, rules: object) -> _Request:
    rules_date(rules)
    if isinstance(cost, str):
        cost = parse_cost(cost, rules=rules)
    elif isinstance(cost, ManaCost):
        check_symbols_exist(cost, rules)
    else:
        raise ManaCostError("expected a ManaCost or a cost string such as '{{1}}{{W}}', not {cost}",
                            cost=checks.excerpt(cost))
    values = {v: checks.whole_number(n, v.lower(), error=ManaCostError, rule="107.3")
              for v, n in (("X", x), ("Y", y), ("Z", z))}
    can_lose = checks.switch(can_lose_life, "can_lose_life")
    total = checks.optional_number(life, "life", minimum=-checks.MAX_NUMBER, error=ManaCostError)
    if not can_lose:
        payments: int | None = 0  # 119.8: only 0 life can be paid
    elif total is None:
        payments = None
    else:
        payments = max(total, 0) // LIFE_PER_PHYREXIAN  # 119.4: at most the life total
    return _Request(cost, values, payments)


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


def _demand(cost: ManaCost, values: dict[str, int]) -> int:
    """The most mana any announcement of ``cost`` asks for."""
    return sum(max(amount if name != "life" else 0 for name, amount in _ways(s, values))
               for s in cost.symbols)


def _with_variables_at_zero(request: _Request) -> tuple[_Request, int]:
    """``request`` with X, Y and Z at 0, and the generic mana the values asked for add.

    X, Y and Z only add the same generic mana to every announcement (107.3a), so the
    announcements of any values are those of 0 with that mana added, one for one and in the
    same order (the order compares life first, then the total mana, which rises alike for
    all, then the symbols). Finding those of 0 once serves every value of X.
    """
    values = request.values
    if not any(values.values()):
        return request, 0
    added = sum(values[s.variable] for s in request.cost.symbols if s.kind is Kind.VARIABLE)
    return _Request(request.cost, dict.fromkeys(values, 0), request.max_payments), added


def _phyrexian(cost: ManaCost) -> int:
    return sum(1 for s in cost.symbols if s.kind in (Kind.PHYREXIAN, Kind.HYBRID_PHYREXIAN))


# ------------------------------------------------------- announcements (601.2b)
#
# An announcement is packed into one integer, a field per counter. From the most significant
# field down: life payments, total mana, then D - W, D - U, D - B, D - R, D - G (D is the most
# mana the cost can ask for), then generic, C and S. So comparing packed integers compares
# (life, total mana, more white first, ..., generic, C, S): the documented order, with no
# sort key. Every field stays in 0..D, so additions never carry into the next field.

_ANN_ORDER = ("S", "C", "generic", "G", "R", "B", "U", "W", "total", "life")  # low to high
_ANN_POS = {name: i for i, name in enumerate(_ANN_ORDER)}


@dataclass(frozen=True, slots=True)
class _AnnouncementLayout:
    width: int
    demand: int

    @property
    def life_shift(self) -> int:
        return _ANN_POS["life"] * self.width

    def unit(self, name: str, amount: int = 1) -> int:
        return amount << (_ANN_POS[name] * self.width)

    def start(self) -> int:
        return sum(self.unit(c, self.demand) for c in COLORS)

    def way(self, name: str, amount: int) -> int:
        if name == "life":
            return self.unit("life")  # counted in payments of 2 life
        if name in COLORS:
            return self.unit("total") - self.unit(name)  # one more of that color
        return self.unit("total", amount) + self.unit(name, amount)

    def unpack(self, state: int) -> tuple[int, ...]:
        """(life payments, generic, C, S, W, U, B, R, G)."""
        w, d = self.width, self.demand
        if w == 8:  # one byte a field: let int.to_bytes split them
            s, c, generic, g, r, b, u, white, _, life = state.to_bytes(10, "little")
        else:
            mask = (1 << w) - 1
            s, c, generic, g, r, b, u, white, _, life = (
                (state >> (i * w)) & mask for i in range(len(_ANN_ORDER)))
        return (life, generic, c, s, d - white, d - u, d - b, d - r, d - g)


_STATES_KEPT: dict[tuple, tuple[set[int], _AnnouncementLayout, tuple[int, int]]] = {}
"""The announcements of the last few requests (packed; never changed once found) and the
budgets they were found under, so that counting, counting by life and listing the first
ones of one cost find them once."""

_KEPT_MOST, _KEPT_STATES = 2, 100_000
"""How many requests' announcements are kept, and the most states kept for one request."""


def _announcement_states(request: _Request, what: str = "listing announcements"
                         ) -> tuple[set[int], _AnnouncementLayout]:
    """The distinct announcements of ``request``, packed (see :class:`_AnnouncementLayout`),
    and their layout. The set is shared with later calls for the same request: read it,
    never change it.

    A kept answer is reused only under budgets at least as large as those it was found
    under, where finding it again would succeed too; under smaller ones it is found again,
    so every budget is kept exactly as if nothing were kept.
    """
    key = (request.cost, tuple(sorted(request.values.items())), request.max_payments)
    budgets = LIMITS.get()
    kept = _STATES_KEPT.get(key)
    if kept is not None and all(now >= then for now, then in zip(budgets, kept[2])):
        return kept[0], kept[1]
    states, layout = _find_announcement_states(request, what)
    if len(states) <= _KEPT_STATES:
        if len(_STATES_KEPT) >= _KEPT_MOST:
            _STATES_KEPT.pop(next(iter(_STATES_KEPT)))
        _STATES_KEPT[key] = (states, layout, budgets)
    return states, layout


def _find_announcement_states(request: _Request, what: str
                              ) -> tuple[set[int], _AnnouncementLayout]:
    cost, values = request.cost, request.values
    demand = _demand(cost, values)
    bits = max(demand, _phyrexian(cost), 1).bit_length()
    layout = _AnnouncementLayout(8 if bits < 8 else bits + 1, demand)  # a byte a field if it can
    if cost.is_absent:
        return set(), layout  # 118.6: a cost that doesn't exist can't be paid
    groups = Counter(tuple(layout.way(*w) for w in _ways(s, values)) for s in cost.symbols)
    below = None
    if request.max_payments is not None and request.max_payments < _phyrexian(cost):
        below = (request.max_payments + 1) << layout.life_shift
    return sum_sets(layout.start(), groups, Budget(what), below=below), layout


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
    there would be more than ``limit`` of them (:func:`count_announcements` only counts), or
    when even finding them would pass the work budget.

        >>> [(str(a.cost), a.life) for a in announcements("{W/P}{W/P}", life=3)]
        [('{W}{W}', 0), ('{W}', 2)]
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    most = checks.limit(limit)
    states, layout = _announcement_states(request)
    _check_limit(len(states), most, "announcements", "count_announcements")
    make = Announcement._packed
    return [make(s, layout) for s in sorted(states)]


def count_announcements(cost: ManaCost | str, *, x: int = 0, y: int = 0, z: int = 0,
                        life: int | None = None, can_lose_life: bool = True,
                        rules: object = "current") -> int:
    """``len(announcements(...))`` without building the list (601.2b, 119.4, 119.8).

    Raises LimitExceededError, with the lower bound it found in ``at_least``, when there are
    more than :data:`MAX_STATES`.

        >>> count_announcements("{2/W}{2/U}{2/B}{2/R}{2/G}")  # Reaper King
        32
    """
    request, _ = _with_variables_at_zero(_request(cost, x, y, z, life, can_lose_life, rules))
    return len(_announcement_states(request, "counting announcements")[0])


def first_announcements(cost: ManaCost | str, n: int, *, x: int = 0, y: int = 0, z: int = 0,
                        life: int | None = None, can_lose_life: bool = True,
                        rules: object = "current") -> list[Announcement]:
    """The first ``n`` announcements of ``cost`` in the order of :func:`announcements`
    (601.2b; 107.4e-f, 119.4, 119.8, 118.6): least life paid first, then least mana to pay,
    then by color; equal to ``announcements(cost, limit=None, ...)[:n]``.

    However many announcements there are, only the ``n`` first are built: the distinct
    announcements are found as packed integers (what counting them takes), and the ``n``
    smallest picked out, so no limit applies. Raises LimitExceededError only when even
    finding them passes the work budget (as :func:`count_announcements` would).

        >>> [str(a) for a in first_announcements("{1}{B/P}{B/P}", 2)]
        ['{1}{B}{B} paying no life', '{1}{B} paying 2 life']
    """
    request, added = _with_variables_at_zero(_request(cost, x, y, z, life, can_lose_life,
                                                      rules))
    most = checks.whole_number(n, "n")
    states, layout = _announcement_states(request)
    first = nsmallest(most, states)
    if not added:
        make = Announcement._packed
        return [make(s, layout) for s in first]
    made = Announcement._from_key
    unpack = layout.unpack
    return [made((k[0], k[1] + added, *k[2:])) for k in map(unpack, first)]


# ------------------------------------------------------------ spends (601.2h)
#
# A spend is listed in two steps. First every symbol but generic mana and {S} is paid: each
# colored or {C} mana from a regular or a snow source of its type, each Phyrexian symbol
# maybe with life; a partial spend is packed as counters (below) and partial spends merge in
# a set. Then the {S} owed is taken from snow sources (107.4h) and the generic mana owed from
# any source (107.4b), in every amount the remaining sources allow.


@dataclass(frozen=True, slots=True)
class _SpendLayout:
    """Fields of a partial spend, each with a guard bit (see :meth:`fits`)."""

    # the counters, low to high: mana taken from the six regular sources (W U B R G C), from
    # the six snow sources, then Phyrexian symbols paid with life, generic owed, {S} owed
    TAKEN_REGULAR = range(0, 6)
    TAKEN_SNOW = range(6, 12)
    LIFE, OWED_GENERIC, OWED_SNOW = 12, 13, 14

    width: int
    bound: int   # every field at its bound, each with its guard bit set
    guards: int  # only the guard bits

    @classmethod
    def for_bounds(cls, bounds: list[int], headroom: int) -> _SpendLayout:
        width = max(*bounds, headroom).bit_length() + 1
        guard = 1 << (width - 1)
        bound = guards = 0
        for i, b in enumerate(bounds):
            bound |= (b | guard) << (i * width)
            guards |= guard << (i * width)
        return cls(width, bound, guards)

    def unit(self, field_no: int, amount: int = 1) -> int:
        return amount << (field_no * self.width)

    def fields(self, packed: int) -> list[int]:
        mask = (1 << (self.width - 1)) - 1
        return [(packed >> (i * self.width)) & mask for i in range(15)]

    def fits(self, packed: int) -> bool:
        # subtracting from the bounds borrows from a field's guard bit exactly when the
        # field is over its bound, so one subtraction checks every bound
        return (self.bound - packed) & self.guards == self.guards


def _pool_sources(pool: object) -> list[int]:
    if not isinstance(pool, ManaPool):
        raise ManaPoolError("expected a ManaPool such as ManaPool('WWG'), not {pool}",
                            pool=checks.excerpt(pool))
    return list(pool.counts)


def _partial_spends(request: _Request, pool_has: list[int], budget: Budget
                    ) -> tuple[set[int], _SpendLayout]:
    """Partial spends once every symbol but generic mana and {S} is paid (107.4a, c, e, f)."""
    L = _SpendLayout
    cost, values = request.cost, request.values
    most_life = _phyrexian(cost) if request.max_payments is None else request.max_payments
    bounds = pool_has + [most_life, sum(pool_has), sum(pool_has[6:])]
    layout = L.for_bounds(bounds, headroom=_demand(cost, values) + _phyrexian(cost))
    if cost.is_absent:
        return set(), layout  # 118.6

    def packed(name: str, amount: int) -> list[int]:
        if name == "generic":
            return [layout.unit(L.OWED_GENERIC, amount)]
        if name == "S":
            return [layout.unit(L.OWED_SNOW)]
        if name == "life":
            return [layout.unit(L.LIFE)]
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
           limit: int | None = DEFAULT_LIMIT, rules: object = "current") -> list[Spend]:
    """The distinct ways ``pool`` and life can pay ``cost`` (601.2b then 601.2h).

    Colored symbols take mana of their color, {C} only colorless mana (107.4c), {S} only
    mana from a snow source (107.4h), generic mana any mana (107.4b); each hybrid or Phyrexian
    symbol is paid by one of its halves or 2 life (107.4e-f). ``life`` and ``can_lose_life``
    limit life payments as in :func:`announcements` (119.4, 119.8). The search is exact:
    {W/U}{W} with a W and a U in the pool succeeds.

    Sorted by life paid, then by the mana taken. Raises LimitExceededError when there would
    be more than ``limit`` spends (:func:`count_spends` counts them without listing).

        >>> [s.mana for s in spends("{1}{G/W}", ManaPool("WWGU"))]
        ['UG', 'WG', 'WU', 'WW']
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    pool_has = _pool_sources(pool)
    most = checks.limit(limit)
    budget = Budget("listing spends")  # one budget for the count and the listing
    if most is not None:  # counting is cheap; listing past the limit would not be
        from .counting import count_payments

        try:
            _check_limit(sum(count_payments(request, pool_has, budget).values()), most,
                         "spends", "count_spends")
        except LimitExceededError as error:
            if error.at_least is not None:
                raise
            # counting would pass the budget, not the limit: listing may still be quick, and
            # it stops by itself once it holds more than the limit
    partial, layout = _partial_spends(request, pool_has, budget)
    finished = _finish(partial, layout, pool_has, budget, most)
    if most is not None and len(finished) > most:  # _finish stopped early: no exact count
        raise LimitExceededError(
            "there are more than {most:,} spends, more than limit={most:,} allows to list; pass a "
            "larger limit (or limit=None) to list them all, or call count_spends() for the number "
            "alone", most=most, at_least=most)
    return [Spend(*row) for row in sorted(_spend_row(layout.fields(p)) for p in finished)]


def first_spends(cost: ManaCost | str, pool: ManaPool, n: int, *, x: int = 0, y: int = 0,
                 z: int = 0, life: int | None = None, can_lose_life: bool = True,
                 rules: object = "current") -> list[Spend]:
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
    partial, layout = _partial_spends(request, pool_has, budget)
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
                 rules: object = "current") -> int:
    """``len(spends(...))``, counted without listing the spends (601.2h).

    A spend that takes ``m[k]`` mana of each type k pays an announcement exactly when, for
    every type, ``m[k]`` covers the announcement's colored (or {C}) mana of that type, the
    snow mana left over after that covers its {S} (107.4h), and the total is the
    announcement's total. So spends are counted type by type over the announcements the
    pool could pay, never listed.

        >>> count_spends("{2/W}{W/P}{G/U}{1}", ManaPool("WWUBRG", snow="WG"))
        130
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    return _count_spends(request, _pool_sources(pool))


def _count_spends(request: _Request, pool_has: list[int]) -> int:
    return sum(_count_spends_by_life(request, pool_has).values())


def _count_spends_by_life(request: _Request, pool_has: list[int]) -> Counter[int]:
    """Spends by the number of Phyrexian symbols they pay with life."""
    from .counting import count_payments

    budget = Budget("counting spends")
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
                  rules: object = "current") -> dict[int, int]:
    """How many announcements (no ``pool``) or spends from ``pool`` pay each amount of life,
    counted without listing them (601.2b, 601.2h, 107.4f, 119.4). Only amounts some way
    pays are keys, smallest first.

        >>> count_by_life("{1}{B/P}{B/P}")                   # Dismember
        {0: 1, 2: 1, 4: 1}
        >>> count_by_life("{1}{B/P}{B/P}", ManaPool("BBB"), life=3)
        {0: 1, 2: 1}
    """
    request = _request(cost, x, y, z, life, can_lose_life, rules)
    if pool is None:
        unvaried, _ = _with_variables_at_zero(request)  # X changes no count (107.3a)
        states, layout = _announcement_states(unvaried, "counting announcements")
        shift = layout.life_shift
        counts = Counter(map(shift.__rrshift__, states))   # state >> shift, at C speed
    else:
        counts = _count_spends_by_life(request, _pool_sources(pool))
    return {payments * LIFE_PER_PHYREXIAN: counts[payments]
            for payments in sorted(counts) if counts[payments]}


def can_pay(cost: ManaCost | str, pool: ManaPool, *, x: int = 0, y: int = 0, z: int = 0,
            life: int | None = None, can_lose_life: bool = True,
            rules: object = "current") -> bool:
    """Whether ``pool`` and life can pay ``cost`` at all (601.2h, 119.4, 119.8; 118.6).

    Exact and fast for any cost: a maximum flow of mana to symbols, never a listing (see
    :func:`mtgrules.payment.feasibility.payable`).

        >>> can_pay("{W/U}{W}", ManaPool("WU")), can_pay("{2}{G}", ManaPool("WU"))
        (True, False)
    """
    from .feasibility import payable

    request = _request(cost, x, y, z, life, can_lose_life, rules)
    return payable(request, _pool_sources(pool))


_TABLE_OPTIONS = ("x", "y", "z", "life", "can_lose_life", "limit", "rules")


def payment_table(cost: ManaCost | str, pool: ManaPool | None = None, **options: Any
                  ) -> pd.DataFrame:
    """A table of the ways to pay ``cost``, for reading (601.2b, 601.2h).

    Without a pool: one row per announcement, columns ``cost``, ``generic``, ``C``, ``S``,
    ``W`` ``U`` ``B`` ``R`` ``G`` (symbols of each in the announced cost) and ``life``.
    With a pool: one row per spend, columns ``mana``, ``W`` ``U`` ``B`` ``R`` ``G`` ``C``
    (mana of each type taken), ``snow`` (which of it came from snow sources, as letters such
    as ``"G"``, so two spends that differ only in which mana was snow never look alike,
    107.4h), ``life`` and ``left``: the mana still in the pool after that spend, which the
    player announces (106.4a; it empties at the end of the step or phase, 106.4). Options
    are those of :func:`announcements` / :func:`spends`.

        >>> list(payment_table("{1}{W}", ManaPool("WWU"))["left"])
        ['W', 'U']
    """
    import pandas as pd

    for name in options:
        if name not in _TABLE_OPTIONS:
            checks.choice(name, "option", _TABLE_OPTIONS, what="payment_table option")
    if pool is None:
        rows = [(str(a.cost), *a.counts().values(), a.life)
                for a in announcements(cost, **options)]
        columns = ["cost", *_KEY_FIELDS[1:], "life"]
    else:
        rows = [(s.mana, *(s.mana.count(t) for t in MANA_TYPES), s.snow, s.life,
                 str(left_after(pool, s)))
                for s in spends(cost, pool, **options)]
        columns = ["mana", *MANA_TYPES, "snow", "life", "left"]
    table = pd.DataFrame(rows, columns=columns)
    table.index = pd.RangeIndex(1, len(table) + 1, name="way")
    return table


def left_after(pool: ManaPool, spend: Spend) -> ManaPool:
    """The mana still in ``pool`` once ``spend`` has taken its mana, snow provenance kept: what
    the player announces after paying (106.4a).

        >>> str(left_after(ManaPool("WWU"), spends("{W}", ManaPool("WWU"))[0]))
        'WU'
    """
    regular = {t: pool.count(t, snow=False) - (spend.mana.count(t) - spend.snow.count(t))
               for t in MANA_TYPES}
    snowy = {t: pool.count(t, snow=True) - spend.snow.count(t) for t in MANA_TYPES}
    return ManaPool.from_counts(regular, snowy)


def _check_limit(n: int, limit: int | None, what: str, counter: str) -> None:
    if limit is not None and n > limit:
        if what == "spends":
            raise LimitExceededError(
                "there are {n:,} spends, more than limit={limit:,} allows to list; pass a larger "
                "limit (or limit=None) to list them all, or call {counter}() for the number "
                "alone", n=n, limit=limit, counter=counter, at_least=limit)
        if what == "announcements":
            raise LimitExceededError(
                "there are {n:,} announcements, more than limit={limit:,} allows to list; pass a "
                "larger limit (or limit=None) to list them all, or call {counter}() for the "
                "number alone", n=n, limit=limit, counter=counter, at_least=limit)
        raise LimitExceededError(
            "there are {n:,} {what}, more than limit={limit:,} allows to list; pass a larger "
            "limit (or limit=None) to list them all, or call {counter}() for the number alone",
            n=n, what=what, limit=limit, counter=counter,
            at_least=limit
        )
