"""What every payment function shares: the checked request (a cost, the values of X, Y
and Z, the life that may be paid), the ways each symbol can be paid (107.4), and the
layout of a packed spend. Private to the payment subpackage."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from .. import checks
from ..editions import rules_date
from ..checks import excerpt
from ..errors import LimitExceededError, ManaCostError, NumberError
from ..i18n import N_
from ..mana.cost import Kind, ManaCost, Symbol, check_symbols_exist, parse_cost


LIFE_PER_PHYREXIAN = 2
"""A Phyrexian symbol paid with life costs 2 life (107.4f)."""

GENERIC_HALF = 2
"""The generic half of a monocolored hybrid symbol {2/W} is two generic mana (107.4e)."""

DEFAULT_LIMIT = 100_000
"""Default most items :func:`spends` and :func:`announcements` will list."""

SpendAs = Literal["any color", "any type"]
SPEND_AS: tuple[SpendAs, ...] = get_args(SpendAs)
"""What ``spend_as=`` may say (118.14, 609.4b): an effect lets the player spend mana "as though
it were mana of any color" (Mycosynth Lattice, False Dawn: any mana pays a colored symbol,
but only colorless mana pays {C}), or "of any type" / "mana of any type can be spent"
(118.14: any mana pays a colored or a {C} symbol). Neither changes the cost, nor what mana
was spent, nor which mana came from a snow source: {S} still takes snow mana only (107.4h).
Under the rules before 609.4b and 118.14 were written the same permission came from the
general "as though" rule (609.4), so it doesn't depend on ``rules=``."""


def check_spend_as(value: object) -> SpendAs | None:
    """``value`` if it is None (mana is spent as its own type) or one of :data:`SPEND_AS`."""
    if value is None:
        return None
    return checks.choice(value, "spend_as", SPEND_AS)

# --------------------------------------------------------- checking the arguments

_LIFE_AMOUNT = N_("{name}={value}: an amount of life is a whole number, 0 or more ({rule})")
_LIFE_TOO_LARGE = N_("{name}={value} is too large: an amount of life is at most {most:,} "
                     "({rule})")
_LIFE_TOTAL = N_("{name}={value}: a life total is a whole number, such as 20 (107.1a, 119.1)")
_LIFE_TOTAL_TOO_LARGE = N_("{name}={value} is too large: a life total is at most {most:,} "
                           "in this library (119.1)")


def life_amount(value: object, name: str, rule: str = "107.1a, 119.4") -> int:
    """``value`` if it is an amount of life a cost pays or gives: a whole number, 0 or more
    (107.1a: only whole numbers; 119.4), at most :data:`~mtgrules.checks.MAX_NUMBER`; a
    :class:`~mtgrules.NumberError` in the game's words otherwise."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise NumberError(_LIFE_AMOUNT, name=name, value=excerpt(value), rule=rule)
    if value > checks.MAX_NUMBER:
        raise NumberError(_LIFE_TOO_LARGE, name=name, value=excerpt(value),
                          most=checks.MAX_NUMBER, rule=rule)
    return value


def life_total(value: object, name: str = "life") -> int | None:
    """``value`` if it is a player's life total or None (not limited): a whole number, which
    may be 0 or negative (a player can be at 0 or less life while an effect keeps them in the
    game, 119.6, 104.3b); a :class:`~mtgrules.NumberError` in the game's words otherwise."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise NumberError(_LIFE_TOTAL, name=name, value=excerpt(value))
    if abs(value) > checks.MAX_NUMBER:
        raise NumberError(_LIFE_TOTAL_TOO_LARGE, name=name, value=excerpt(value),
                          most=checks.MAX_NUMBER)
    return value



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
    total = life_total(life)
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
