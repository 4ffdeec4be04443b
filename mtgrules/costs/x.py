"""X: the legal values of X for a cast (107.3a, 107.3b), the total cost once X is chosen
(601.2b, 601.2f) and mana value in each zone (107.3g, 107.3m, 202.3e).

    >>> from mtgrules.mana.cost import parse_cost
    >>> x_range(parse_cost("{X}{R}"), how="without paying its mana cost")
    range(0, 1)
    >>> describe_x(x_range(parse_cost("{X}{R}")))
    'X can be 0 or more'
    >>> str(total_cost(parse_cost("{X}{X}{G}"), x=2))
    '{4}{G}'
    >>> blaze = parse_cost("{X}{R}")
    >>> mana_value_in_zone(blaze, "stack", x=1), mana_value_in_zone(blaze, "library", x=1)
    (2, 1)

None of this changed between the rules versions the library models (107.3b and 107.3g are
the same in substance since 2015; only their numbers moved); :func:`x_range` takes
``rules=`` for the parts of the total cost whose dates matter (symbols, energy).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator

from .. import checks
from ..checks import excerpt
from ..errors import ChoiceError, LimitExceededError, ManaCostError, ManaPoolError, NumberError
from ..i18n import Catalog
from ..mana.pools import ManaPool
from ..mana.cost import Kind, ManaCost
from ..budget import Budget
from .plan import (DEFAULT_LIMIT, CastMethod, CostArg, Zone, _check_amount, _check_how,
                   _check_x, _check_zone, _cost, _plan, total_cost)
from .parts import AdditionalArg, AdditionalCost, AlternativeArg, ColoredOnly, energy_in_cost
from .total import _below_zero, _halves, _total_costs, total_cost_choices

T = Catalog("mtgrules")
"""The sentences this module writes for a reader; its errors are in the same catalog."""

@dataclass(frozen=True, slots=True)
class OpenRange:
    """The values of X from ``start`` up with no upper bound (no pool was given).

    ``x in r`` is True for every whole number from ``start`` on. Iterating gives ``start``,
    ``start + 1``, ... and stops with :class:`~mtgrules.LimitExceededError` after ``limit``
    values, so ``list(r)`` fails with a message instead of running forever; break out of
    the loop earlier, or use ``r.bounded(stop)`` for a plain ``range``.
    """

    start: int = 0
    limit: int = DEFAULT_LIMIT

    stop = None  # no upper bound

    def __post_init__(self) -> None:
        checks.whole_number(self.start, "start")
        checks.whole_number(self.limit, "limit")

    def __contains__(self, value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and value >= self.start

    def __iter__(self) -> Iterator[int]:
        for value in range(self.start, self.start + self.limit):
            yield value
        raise LimitExceededError(
            "X has no upper bound when no mana pool is given; stopped after {limit} values: pass "
            "pool= to x_range, or use .bounded(stop)", limit=self.limit
        )

    def bounded(self, stop: int) -> range:
        """The values from ``start`` up to ``stop`` (excluded), as a ``range``."""
        return range(self.start, _check_amount(stop, "stop"))

    def __repr__(self) -> str:  # evaluates back
        limit = "" if self.limit == DEFAULT_LIMIT else f", limit={self.limit}"
        return f"OpenRange({self.start}{limit})"

    def __str__(self) -> str:
        """The values in words.

        >>> str(OpenRange(0))
        '0 or more (no upper bound)'
        """
        return f"{self.start} or more (no upper bound)"


def x_range(cost: CostArg, *, how: CastMethod = "normal", pool: ManaPool | None = None,
            reduction: int = 0,
            increase: int | CostArg = 0, additional: AdditionalArg = None,
            alternative: AlternativeArg | None = None, life: int | None = None,
            can_lose_life: bool = True, limit: int = DEFAULT_LIMIT,
            defined: int | None = None, reductions: object = (), increases: object = (),
            at_least: int = 0, energy: int | None = None, can_gain_life: bool = True,
            life_can_change: bool = True, can_pay_life: bool = True,
            spend_as: str | None = None, rules: object = "current") -> range | OpenRange:
    """The legal values of X when casting a spell with mana cost ``cost`` (107.3a, 107.3b).

    ``how`` is one of :data:`CAST_METHODS`. Cast without paying its mana cost, or for an
    alternative cost without X, a spell with {X} in its mana cost can only have X = 0
    (107.3b; Kari Zev's Expertise, Bloodbraid Elf and Isochron Scepter rulings). A cost
    reduction, even to nothing, leaves X free (107.3b). An X in an ``additional`` cost
    (kicker {X}) can still be chosen on a free cast when the mana cost has no X.

    With a ``pool`` (:class:`~mtgrules.ManaPool`) the answer is ``range(0, n)``: the values
    for which the total cost can be paid from the pool, checked with
    :func:`mtgrules.payment.can_pay` (with ``life``/``can_lose_life`` for Phyrexian symbols);
    ``range(0, 0)`` if not even X = 0 can be paid. Without a pool and with X free, the
    answer is an :class:`OpenRange` (every X from 0 up; iteration stops after ``limit``).
    A cast with no X anywhere gives ``range(0, 1)`` (or ``range(0, 0)`` if unpayable).
    A ``reduction`` applies after the announcement (601.2b, 601.2f): a {2/W} announced as
    {2} can be reduced, so Spectral Procession costing {2} less is castable with W W.

    The whole pipeline of :func:`mtgrules.total_costs` applies too (601.2b, 601.2f, 601.2h):
    ``reductions`` (generic, colored, hybrid or :class:`~mtgrules.ColoredOnly` ones, 118.7),
    ``increases``, ``at_least`` (a minimum such as Trinisphere's three mana, applied last),
    the life and energy the costs pay against ``life`` and ``energy`` (118.3, 119.4,
    107.14) with ``can_lose_life``, ``can_gain_life``, ``life_can_change`` and
    ``can_pay_life`` (119.4b, 119.7, 119.8), energy symbols in a cost given as text
    ("{X}{E}{R}", 107.14), ``spend_as`` ("any color" or "any type",
    609.4b, 118.14) for the pool, and ``rules=`` for every part's date. A total cost never
    shrinks as X grows (X adds generic mana; reductions and a minimum keep that order), so
    the values found are always a range from 0: X is found by galloping and bisecting, each
    step one question "can some total cost with this X be paid?".

        >>> from mtgrules import ManaPool
        >>> x_range("{X}{R}", pool=ManaPool("RRRRR"), reductions=["{R}"])  # {R} off: X up to 5
        range(0, 6)
        >>> x_range("{X}{R}", pool=ManaPool("RRR"), at_least=3)     # Trinisphere: X = 0 costs {2}{R}
        range(0, 3)

    An :class:`~mtgrules.AlternativeCost` whose words have X (Blazing Shoal: "exile a red
    card with mana value X from your hand") leaves X free without costing mana for it
    (107.3a): the answer is an :class:`OpenRange` even with a ``pool`` (``range(0, 0)`` if the
    pool can't pay the rest of the total cost), as that cost, not the mana, bounds X.

    ``defined=n`` says the text of the spell defines X (107.3c), as Aether Burst's
    "X is 1 plus the number of cards named Aether Burst in all graveyards": then no player
    chooses X and the answer is ``range(n, n + 1)``, whether or not X is in a cost (107.3a
    and 107.3b only apply to an X the text doesn't define). With a ``pool``, ``range(n, n)``
    (empty) if the total cost with that X can't be paid.

        >>> x_range("{1}{U}", defined=3)
        range(3, 4)
    """
    cost, additional = energy_in_cost(cost, additional, rules)  # type: ignore[assignment]
    base = _cost(cost, "cost")
    _check_how(how)
    plan = _plan(base, how, additional, alternative)
    _check_amount(reduction, "reduction")
    _check_amount(limit, "limit")
    from ..payment import can_pay  # payment builds on mana; import when first needed
    from ..payment import check_spend_as

    widened = check_spend_as(spend_as)
    if pool is not None and not isinstance(pool, ManaPool):
        raise ManaPoolError("pool={pool}: expected a ManaPool such as ManaPool('RRR')",
                            pool=excerpt(pool))
    # the whole pipeline's parts, as total_costs takes them (the old single reduction and
    # increase join the lists; an increase with X in it is paid like an additional cost)
    downs = ([reduction] if reduction else []) + _as_list(reductions)
    ups = _as_list(increases)
    extra = _as_list(additional) if additional is not None else []
    if isinstance(increase, (ManaCost, str)):
        extra.append(_cost(increase, "increase"))
    elif increase:
        ups.append(_check_amount(increase, "increase"))
    options: dict[str, Any] = dict(
        how=how, alternative=alternative, additional=extra, increases=ups, reductions=downs,
        at_least=at_least, life=life, can_lose_life=can_lose_life,
        life_can_change=life_can_change, energy=energy, can_gain_life=can_gain_life,
        can_pay_life=can_pay_life, rules=rules)
    found = _total_costs(base, **options)  # checks every argument once
    # generic changes only, and no {2/W} whose announcement decides what a reduction takes:
    # the flow pays every hybrid and Phyrexian symbol itself, with no announcement listed
    plain = not at_least and all(isinstance(n, int) for n in downs + ups) and not (
        downs and any(s.kind is Kind.MONOCOLORED_HYBRID for s in found.gathered.symbols))
    fixed: dict[str, Any] = dict(how=how, increase=sum(ups) if plain else 0,
                 reduction=sum(downs) if plain else 0, additional=extra or None,
                 alternative=alternative, life=found.life_left,
                 can_lose_life=found.may_pay_life)

    most: list[int | None] = []  # the largest payable X, found once (None: no bound)

    def payable(x: int) -> bool:
        if pool is None or found.problem is not None:  # only asked with a pool
            return pool is None
        if plain:  # generic changes only: the flow pays hybrid and Phyrexian symbols itself
            return any(can_pay(total, pool, life=found.life_left,
                               can_lose_life=found.may_pay_life, spend_as=widened)
                       for total in total_cost_choices(base, x=x, **fixed))
        if not most:
            most.append(_most_x(found, pool, widened, rules))
        return most[0] is None or x <= most[0]

    if defined is not None:
        value = _check_amount(defined, "defined")
        # an unpaid mana cost holds no mana for X: pay what is left with X = 0 there
        paid_x = 0 if plan.x_forced_zero else value
        return range(value, value + 1) if payable(paid_x) else range(value, value)
    per_x = plan.paid.count("X") + plan.additional.count("X")
    if isinstance(increase, (ManaCost, str)):
        per_x += _cost(increase, "increase").count("X")
    free_choice = (per_x > 0 or plan.x_in_words) and not plan.x_forced_zero

    if not free_choice:
        return range(0, 1) if payable(0) else range(0, 0)
    if pool is None:
        return OpenRange(0, limit)
    if not payable(0):
        return range(0, 0)
    if per_x == 0:  # X only in the alternative cost's words: no mana bounds it (107.3a)
        return OpenRange(0, limit)
    # payable is monotone in X (more X only adds generic mana): gallop, then bisect
    low, high = 0, 1
    while payable(high):
        low, high = high, high * 2
    while high - low > 1:
        mid = (low + high) // 2
        if payable(mid):
            low = mid
        else:
            high = mid
    return range(0, low + 1)


def _most_x(found: Any, pool: ManaPool, spend_as: str | None, rules: object) -> int | None:
    """The largest X for which some total cost of ``found`` (see ``_total_costs``) can be
    paid from ``pool``: -1 if none can, None if X doesn't bound it (no {X} to pay).

    X only adds generic mana (107.3a), and what a reduction takes from the generic mana
    depends on the other symbols only (118.7a-d), so each total cost is worked out once, at
    X = 0, letting its generic mana go below 0: with X it is ``g + k * X``, and no less than
    0 (601.2f: a cost goes no lower than {0}; taking the reductions one by one, each stopping
    at 0, ends the same). A total cost without hybrid symbols is paid exactly when its
    colored, {C} and {S} symbols fit the pool (each type by its own mana, {S} by snow mana,
    107.4; or any mana with ``spend_as``, 609.4b) and its generic mana, raised to the
    minimum (601.2f), fits what is left. So the largest X of each is a division, not a
    search.
    """
    from ..payment import announcements

    gathered: ManaCost = found.gathered
    per_x = gathered.count("X")
    ways = []
    for change in found.downs:
        only = isinstance(change, ColoredOnly)
        for symbol in (change.amount if only else change).symbols:
            ways.append(([part for _half, part in _halves(symbol, rules)], only))
    budget = Budget("finding the values of X")
    have = [a + b for a, b in zip(pool.counts[:6], pool.counts[6:])]
    regular, snow, total = pool.counts[:6], pool.counts[6:], len(pool)
    best: int = -1
    for announced in announcements(gathered, life=found.life_left,
                                   can_lose_life=found.may_pay_life, limit=None, rules=rules):
        states = {announced.key[1:]}
        for parts, only in ways:
            budget.spend(len(states) * len(parts))
            states = {_below_zero(c, part, only) for c in states for part in parts}
            budget.check_states(len(states), False)
        for generic, c, s, *colors in states:
            fixed = c + s + sum(colors)
            if not _fixed_fits(colors, c, s, have, regular, snow, total, spend_as):
                continue
            room = total - fixed  # generic mana is paid with any mana left (107.4b)
            if found.minimum - fixed > room:
                continue  # the minimum asks for more than the pool holds, whatever X
            if not per_x:
                if generic <= room:
                    return None
                continue
            # max(generic + per_x * x, 0) <= room
            if room >= 0 and generic <= room:
                best = max(best, (room - generic) // per_x)
    return min(best, checks.MAX_NUMBER)


def _fixed_fits(colors: list[int], c: int, s: int, have: list[int], regular: tuple[int, ...],
                snow: tuple[int, ...], total: int, spend_as: str | None) -> bool:
    """Whether a pool (``have`` of each type W U B R G C, of which ``regular`` and ``snow``
    mana, ``total`` in all) can pay ``colors`` (W U B R G symbols), ``c`` {C} and ``s`` {S}
    symbols (107.4a, 107.4c, 107.4h), mana spent as its own type or as ``spend_as`` lets it
    (609.4b, 118.14). Each colored or {C} symbol takes regular mana of its type first, so the
    most snow mana is left for {S}."""
    if spend_as is None:
        spare = 0
        for k, need in enumerate((*colors, c)):
            if need > have[k]:
                return False
            spare += snow[k] - max(0, need - regular[k])
        return s <= spare
    if spend_as == "any color":
        if c > have[5]:
            return False
        if s > sum(snow) - max(0, c - regular[5]):
            return False
    elif s > sum(snow):
        return False
    return sum(colors) + c + s <= total


def fits(total: ManaCost, pool: ManaPool, spend_as: str | None = None) -> bool:
    """Whether ``pool`` can pay ``total``, a locked-in total cost with no hybrid, Phyrexian or
    variable symbol (601.2f): its colored, {C} and {S} symbols each by mana that may pay them
    (107.4, 609.4b), its generic mana by any mana left (107.4b). A count, not a search."""
    text = str(total)
    if "/" in text or "X" in text or "Y" in text or "Z" in text:
        raise ManaCostError("fits takes a locked-in total cost with no hybrid, Phyrexian or "
                            "variable symbol (601.2f), not {cost}", cost=excerpt(text))
    # counted on the text: "{3}{W}{W}" has 3 generic and two {W}
    generic = sum(int(n) for n in _NUMBER.findall(text))
    c, s = text.count("{C}"), text.count("{S}")
    colors = [text.count(f"{{{letter}}}") for letter in "WUBRG"]
    have = [a + b for a, b in zip(pool.counts[:6], pool.counts[6:])]
    return (_fixed_fits(colors, c, s, have, pool.counts[:6], pool.counts[6:], len(pool),
                        spend_as)
            and generic + c + s + sum(colors) <= len(pool))


_NUMBER = re.compile(r"\{([0-9]+)\}")


def _as_list(values: object) -> list[Any]:
    """A cost change or several as a list (one given alone is a list of one)."""
    if values is None:
        return []
    if isinstance(values, (int, str, ManaCost, ColoredOnly, AdditionalCost)):
        return [values]
    if isinstance(values, (list, tuple)):
        return list(values)
    try:
        items: list[Any] = list(values)  # type: ignore[call-overload]
    except TypeError:
        return [values]  # refused with its own message by total_costs
    return items


def describe_x(legal: range | OpenRange, letter: str = "X", lang: str | None = "en") -> str:
    """The legal values of X, as :func:`x_range` returns them, in a sentence, in ``lang``
    ("en", "zh-Hans", "zh-Hant"; None: the language in use).

    >>> from mtgrules import ManaPool
    >>> describe_x(x_range("{X}{R}", pool=ManaPool("RRRRR")))
    'X can be 0 to 4'
    >>> describe_x(x_range("{X}{R}"))
    'X can be 0 or more'
    >>> describe_x(x_range("{X}{R}", how="without paying its mana cost"))
    'X can only be 0'
    >>> describe_x(range(0, 2))
    'X can be 0 or 1'
    >>> describe_x(range(0, 0))
    'No value of X can be paid, not even X = 0'
    >>> describe_x(range(0, 5), lang="zh-Hant")
    'X 可以是 0 到 4'
    """
    from ..i18n import check_lang

    lang = check_lang(lang)
    letter = checks.choice(letter, "letter", ("X", "Y", "Z"))  # 107.3: X, and Y and Z
    if isinstance(legal, OpenRange):
        return T("{letter} can be {low} or more", lang, letter=letter, low=legal.start)
    if not isinstance(legal, range) or legal.step != 1 or (legal.start < 0 and legal):
        # 107.3: X is a number 0 or more; len() of a huge range would overflow, so it is
        # never taken
        raise ChoiceError("expected the legal values of {letter} as x_range gives them, not "
                          "{legal}", letter=letter, legal=excerpt(legal))
    size = max(legal.stop - legal.start, 0)
    if size == 0:
        return T("No value of {letter} can be paid, not even {letter} = 0", lang, letter=letter)
    if size == 1:
        return T("{letter} can only be {value:,}", lang, letter=letter, value=legal[0])
    if size == 2:
        return T("{letter} can be {low:,} or {high:,}", lang, letter=letter, low=legal[0],
                 high=legal[1])
    return T("{letter} can be {low:,} to {high:,}", lang, letter=letter, low=legal.start,
             high=legal.stop - 1)


def off_the_battlefield(card: Any) -> tuple[str, str] | None:
    """Why ``card`` is never on the battlefield, as (the card type that keeps it off, the
    rule); None for a permanent card (110.4a), which can be.

    Only permanents are on the battlefield (110.4): an instant never enters it (304.4), nor
    does a sorcery (307.4); another card that is not a permanent card is kept off by 110.4
    itself, named by its first card type ("card" for a card with none).

        >>> from mtgrules import card
        >>> off_the_battlefield(card("Blaze")), off_the_battlefield(card("Walking Ballista"))
        (('Sorcery', '307.4'), None)
    """
    if card.is_permanent:
        return None
    kind = next((t for t in card.types if t in _NONPERMANENT_RULES),
                card.types[0] if card.types else "card")
    return kind, _NONPERMANENT_RULES.get(kind, "110.4")


_NONPERMANENT_RULES = {"Instant": "304.4", "Sorcery": "307.4"}
"""The rule that keeps each nonpermanent card type off the battlefield."""


def mana_value_in_zone(cost: CostArg, zone: Zone, *, x: int = 0, y: int = 0, z: int = 0) -> int:
    """The mana value of an object with mana cost ``cost`` in ``zone`` (202.3, 202.3e).

    On the stack X is the announced ``x`` (107.3a); in every other zone X is 0 whatever
    ``x`` was (107.3g): Blaze cast with X = 1 has mana value 2, a Blaze in a library 1
    (Counterbalance ruling 2006-07-15); Walking Ballista on the battlefield has 0.
    ``zone`` is one of :data:`ZONES`.
    """
    base = _cost(cost, "cost")
    _check_zone(zone)
    for value, name in ((x, "x"), (y, "y"), (z, "z")):
        _check_x(value, name)
    if zone != "stack":
        return base.mana_value()  # 107.3g (and 107.3p for Y and Z): 0 off the stack
    return base.mana_value(x=x, y=y, z=z)


@dataclass(frozen=True, slots=True)
class EnteringX:
    """The values of X around a permanent spell resolving (107.3m).

    ``spell`` is the X announced for the spell, ``enters_ability`` the X that its
    enters-the-battlefield triggered ability or replacement effect uses (the spell's), and
    ``permanent`` the X of the permanent itself, 0 (107.3g).
    """

    spell: int
    enters_ability: int
    permanent: int

    def __str__(self) -> str:
        """The three values in a sentence.

        >>> print(entering_x(2))
        Cast with X = 2: its enters abilities use X = 2, but the permanent's own X is 0 (107.3m)
        """
        return (f"Cast with X = {self.spell:,}: its enters abilities use X = "
                f"{self.enters_ability:,}, but the permanent's own X is {self.permanent:,} "
                "(107.3m)")


def entering_x(x: int) -> EnteringX:
    """The values of X for a permanent spell cast with X = ``x`` as it enters (107.3m):
    Walking Ballista cast with X = 2 enters with 2 +1/+1 counters, yet its X (and so its
    mana value) on the battlefield is 0."""
    _check_x(x)
    return EnteringX(spell=x, enters_ability=x, permanent=0)  # 107.3m


def mana_cost_paid_by_effect(cost: CostArg, *, on_stack: bool = False, x: int = 0) -> ManaCost:
    """The mana an effect that tells a player to pay an object's mana cost asks for (107.3h).

    X in that mana cost is 0, unless the object is a spell on the stack: then it is the X
    chosen (or defined) as the spell was cast, ``x``. So paying the mana cost of a {X}{U}
    card in a hand or on the battlefield is paying {U}, while paying that of a {X}{U} spell
    cast with X = 3 is paying {3}{U}. ``x`` other than 0 with ``on_stack=False`` is refused:
    off the stack the object has no X to use (107.3g).

        >>> str(mana_cost_paid_by_effect("{X}{U}")), str(mana_cost_paid_by_effect("{X}{U}", on_stack=True, x=3))
        ('{U}', '{3}{U}')
    """
    base = _cost(cost, "cost")
    checks.switch(on_stack, "on_stack")
    _check_x(x)
    if x and not on_stack:
        raise NumberError("x={x:,}: an object that isn't a spell on the stack has no chosen X, so "
                          "paying its mana cost counts X as 0 (107.3g, 107.3h)", x=x)
    return total_cost(base, x=x)


def loyalty_x_range(loyalty: int) -> range:
    """The legal values of X for a loyalty ability that costs [-X] (107.3a, 107.7, 606.4),
    activated on a permanent with ``loyalty`` loyalty counters.

    The player chooses X as they activate it (107.3a); the cost removes X counters, and a
    negative loyalty cost can't be paid with fewer counters than it removes (606.6, 118.3).
    So X is 0 to ``loyalty``: a planeswalker with 4 loyalty can pay [-X] with X from 0 to 4.
    That X is its own, whatever X the permanent was cast with (107.3k).

        >>> loyalty_x_range(4)
        range(0, 5)
    """
    counters = checks.whole_number(loyalty, "loyalty", rule="606.6")
    return range(0, counters + 1)
